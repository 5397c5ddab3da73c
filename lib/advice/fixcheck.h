// A fix is code, checked before it is shown. Where an op call's fake and its kernel disagree (Answer::fixes), the
// fixes an engineer would write are written as Python expressions and run against the op's real kernel by the Python
// kernel worker (tool/op_worker.py's op-fix task), on the recorded inputs and on other shapes and layouts
// (fix_variants.h), compared as assert_size_stride compares:
//   - the fake's side (preferred first): what the fake returns now, in the kernel's dim order
//     (torch.empty_permuted(out.shape, ORDER, ...): the user's own shape logic kept); the same from an argument of the
//     op's own schema (torch.empty_permuted(q.shape, ...)); torch.empty_like(ARG) where the kernel follows a dense
//     input's layout;
//   - the kernel's side, only where it holds: the kernel's result in the fake's layout (empty_like of the input the
//     fake follows, or the fake's dim order).
// The first of each side that holds on every input set is the answer's, with the sets it held on; where none of the
// fake's does because the kernel's dim order changes with the shape or the layout, the answer says on what. Where the
// kernel cannot run here (no --import, no GPU), the fix is shown as not verified here; a check made on a GPU host
// comes back through --runs-from. The same run probes whether the user's torch.library.opcheck compares strides on
// the device. Not pure: it replays (the verdict and the report stay pure).
#pragma once

#include <string>
#include <vector>

#include "advice/fix_variants.h"
#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The candidate fixes of op call `o` (its kernel's and its fake's layouts in `o.real`, `o.fake.predicted`), the
/// fake's side first, in the order they are preferred; none where its layouts are not known.
std::vector<FixCandidate> fix_candidates(const OpVerdict& o);

/// The answer's fixes for op call `o` from `check` (the candidates of fix_candidates run on `variants`): the first
/// candidate of each side that held everywhere it ran, or what the kernel's layout depends on. `candidates`: those
/// the check ran (empty: fix_candidates(o)).
std::vector<Fix> fixes_from_check(const OpVerdict& o, const std::vector<PlannedVariant>& variants,
                                  const FixCheck& check, std::vector<FixCandidate> candidates = {});

/// The candidates of op call `o` (with an aten op's workarounds), then those of the op's other failing calls in
/// `failing` (a custom op's): one edit of its fake has to hold on every call, and another call's layouts may suggest
/// the code that does. Each code once; an id another call's candidate already has gets "~N".
std::vector<FixCandidate> op_candidates(const OpVerdict& o, const std::vector<const OpVerdict*>& failing);
/// Checks the fixes of `verdict`'s answer against their op calls' kernels (a replay of the fix checks, here where
/// `live`, else from `stored` checks) and replaces them with what held; sets Answer::opcheck.
void add_fix_checks(Verdict& verdict, const Recording& recording, ReplayOptions options,
                    const std::vector<ReplayResult>& stored, bool live);

}  // namespace stridecheck
