// A standalone Python reproducer for a call site: pure torch, no stridecheck. It rebuilds the recorded
// inputs with torch.as_strided over one storage per recorded buffer, runs the op (or
// scaled_dot_product_attention under sdpa_kernel) of every backend the report shows breaking the
// graph's expectations, and checks each expected output with inductor's own assert_size_stride, so it
// fails with the compiled graph's message where the graph failed, and passes where stridecheck found
// nothing (then it runs the op the graph calls).
#pragma once

#include <string>

#include "recording/recording.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The script. `verdict` may be null (nothing replayed): the script then runs the recorded backend.
/// `device` is where it runs ("cuda" or "cpu"): the recorded device unless told otherwise.
std::string python_repro(const CallSite& site, const SiteVerdict* verdict, const std::string& device = "");

}  // namespace stridecheck
