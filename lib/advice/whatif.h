// What-if fixes, checked the same way as the failure: the call sites where a backend breaks its own meta (or
// the graph's own op breaks its asserts) are replayed again with query, key and value (and the forward's out)
// made contiguous, as `.contiguous()` before the SDPA call would make them, kernels and metas alike, and each
// backend's contract is judged again. Not pure: it replays (the verdict and report stay pure).
#pragma once

#include <string>
#include <vector>

#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The call site as it would be with query, key, value and out contiguous (fresh storages of their own),
/// and no expectations (a recompiled graph would assert new ones). Its id is the original's + "+contiguous".
CallSite contiguous_variant(const CallSite& site);

/// Replays the variants of the sites in `verdict` that need a fix and adds what changes to its answer
/// (Answer::what_if). Does nothing when nothing breaks.
void add_what_if(Verdict& verdict, const Recording& recording, ReplayOptions options);

}  // namespace stridecheck
