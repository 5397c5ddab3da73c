// What-if fixes, checked the same way as the failure: the call sites where a backend breaks its own meta (or
// the graph's own op breaks its asserts) are replayed again as the user's code would change them, kernels and
// metas alike, and each backend's contract is judged again. The changes a PyTorch engineer would try first:
//   - `.contiguous()` on the inputs that carry an unusual layout (the non-contiguous ones of query, key, value);
//   - for key and value broadcast over heads (stride 0, as `expand` gives), the un-expanded key and value with
//     `enable_gqa=True`: no copy at all, where the backend serves grouped-query attention.
// Each is timed where the replay times, and a backend that cannot serve the changed call says so. Not pure: it
// replays (the verdict and report stay pure).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The call site with its non-contiguous query, key and value (and the forward's out) made contiguous (fresh
/// storages of their own), and no expectations (a recompiled graph would assert new ones). Its id is the
/// original's + "+contiguous". `changed` (when given) gets the names of the inputs it changed.
CallSite contiguous_variant(const CallSite& site, std::vector<std::string>* changed = nullptr);

/// The call site with key and value un-expanded over heads (size 1 there, contiguous) and grouped-query attention
/// asked for, when both are broadcast over heads (stride 0 on a heads dim of size > 1); nullopt otherwise. Its
/// id is the original's + "+gqa".
std::optional<CallSite> gqa_variant(const CallSite& site);

/// Replays the variants of the sites in `verdict` that need a fix and adds what changes to its answer
/// (Answer::what_if: each backend's contract before and after, the copies). Does nothing when nothing breaks. Where
/// no kernel ran here, it lists the changes a GPU run would replay instead (WhatIf::not_replayed).
void add_what_if(Verdict& verdict, const Recording& recording, ReplayOptions options);

}  // namespace stridecheck
