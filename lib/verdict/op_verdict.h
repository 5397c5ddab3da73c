// The verdict of an op call (recording.h's OpCall: any asserted extern or fallback op that is not SDPA, aten or
// custom): its real kernel's layouts against the graph's asserts, as assert_size_stride compares them, and
// against its own fake (the fake/meta kernel inductor traced it with, evaluated under the user's torch): safe,
// breaks, unsupported, crashed, timeout or unknown, as for an SDPA backend's contract. Whose bug it is follows:
// an aten op whose meta and kernel disagree is PyTorch's; a custom op's is its register_fake's (or its kernel's).
// Pure: a recording and a replay in, typed findings out.
#pragma once

#include <string>
#include <vector>

#include "layout/describe.h"  // dim_order
#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// Judges every op call of `recording` that `replay` ran or that the failing log observed.
std::vector<OpVerdict> judge_ops(const Recording& recording, const ReplayResult& replay,
                                 const std::vector<std::string>& torch_order);

}  // namespace stridecheck
