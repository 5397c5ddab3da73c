// A recording written as a stridecheck fixture ("schema": "stridecheck.fixture/1", docs/fixture-format.md),
// to be edited, shared, attached to an issue and replayed; readers/fixture_json.h reads it back.
#pragma once

#include <string>

#include "recording/recording.h"

namespace stridecheck {

inline constexpr const char* kFixtureSchema = "stridecheck.fixture/1";

/// The recording as fixture JSON (pretty-printed, keys in a stable order, ending with a newline).
std::string write_fixture(const Recording& recording);

/// What a replay of `c` reads, as text: its op, direction, arguments and copied_from, with the graph's buffer
/// names replaced by their order of first use (so that the same call in two graphs, or in two layers of one,
/// compares equal); not its id, source or expected outputs. Two call sites with equal identities run the same
/// kernels on the same layouts: a replay runs the first and reports its runs for both (ReplaySpec::every_site).
std::string replay_identity(const CallSite& c);

/// The same for an op call (Recording::op_calls): its op and its arguments as written, buffers renamed by order of
/// first use (tensors in lists too). Two op calls with equal identities run the same kernel and fake on the same
/// layouts: a replay runs the first and reports its runs for both (OpReplay::replayed_with).
std::string replay_identity(const OpCall& c);

}  // namespace stridecheck
