// Workarounds of a PyTorch bug (an aten op whose meta disagrees with its kernel), written as the code an engineer
// would paste and checked where kernels run, forward and backward (tool/op_workaround.py, the op-fix task's candidates
// of side "workaround"), before they are shown:
//   - the op as written ("as-is": the baseline: the check must fail it, and the others' cost is against it);
//   - the transform moved to the last dims (movedim, the op on the trailing dims, moved back: no copy of the output);
//   - the transform split into calls of at most three dims (cuFFT plans at most three);
//   - the op wrapped in a torch.library.custom_op whose fake returns the kernel's dim order, with its backward
//     registered (register_autograd: the transform's adjoint in torch.fft calls);
//   - the op run outside the compiled region (torch.compiler.disable): a graph break.
// Each is a module defining `workaround(self)`. For the fft ops (aten::_fft_r2c, aten::_fft_c2c) only; none for
// another op. Another torch release whose meta agrees is the fifth way (lib/advice/fixcheck.cpp adds it). Pure.
#pragma once

#include <string>
#include <vector>

#include "advice/fix_variants.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The workaround candidates of op call `o` (side kWorkaround), "as-is" first; none where the op is not one this
/// knows the public call of, or its arguments are not all known. `fake_order`: the fake-side code that returns the
/// meta's result (`out`) in the kernel's dim order (fixcheck's "fake-order"), for the custom op's register_fake.
std::vector<FixCandidate> workaround_candidates(const OpVerdict& o, const std::string& fake_order);

/// The workarounds from `check` (the candidates run on `variants`), each with its WorkaroundFinding: those that held
/// forward and backward first, then those not verified here, then those that failed. Without a check (`check` null),
/// each is shown as not verified here for `reason`.
std::vector<Fix> workarounds_from_check(const OpVerdict& o, const std::vector<FixCandidate>& candidates,
                                        const std::vector<PlannedVariant>& variants, const FixCheck* check,
                                        const std::string& reason);

}  // namespace stridecheck
