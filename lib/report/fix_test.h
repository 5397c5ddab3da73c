// A regression test the user can keep (triage --emit-test FILE, and in the Markdown report): a small pytest file that
// runs an op's real kernel and its fake (under FakeTensorMode) on the input sets stridecheck checked its fix on (the
// recorded inputs, other shapes, other layouts: lib/advice/fix_variants.h) and compares their layouts as inductor's
// assert_size_stride compares them. It fails on the user's module as it was (the kernel and the fake disagree) and
// passes once either fix is in. Pure torch and pytest; it imports the user's module (the one --import named), never
// anything an input names; text from the input stays in comments and string literals. Pure: values in, text out.
#pragma once

#include <string>

#include "recording/recording.h"
#include "report/repro.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The test for `fix`'s op call `call` (its check's input sets: Fix::check.inputs); "" where there are none (the fix
/// was not checked here).
std::string python_fix_test(const OpCall& call, const Fix& fix, const ReproRun& run = {});

/// The fix a test is written for: the first of `answer`'s fixes whose check ran on some input set; nullptr for none.
const Fix* fix_to_test(const Answer& answer);

}  // namespace stridecheck
