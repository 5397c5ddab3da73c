// The inputs a fix is checked on (lib/advice/fixcheck.h): the op call as recorded, and the same call on other shapes
// and other layouts, so that a fix that only fits this run's numbers is caught before it is shown.
//
//   - shapes: every distinct size value of the call's tensors mapped to another one, the same everywhere it occurs
//     (dims that are equal stay equal: a head dim shared by q, k and v, a sequence length shared by q and a mask), to a
//     smaller and to a larger shape; no mapped size is a multiple of 128, a size of 1 becomes larger than 1 (a
//     batch of 1 hides strides) unless it broadcasts against another input's larger dim; multiples of 8 stay
//     multiples of 8 (kernels that need aligned head dims still take them);
//   - layouts: the graph's own (its permuted, sliced and stride-0 views kept as views of the same kind at the new
//     sizes: a slice of a row three times as wide stays one, an expanded dim stays expanded) and contiguous ones.
//   - flags: each bool argument of a custom op flipped on its own, at the recorded sizes (a kernel's layout can
//     follow a flag; an aten op's flags change what it computes).
// Same dtypes, same device, the other scalars the same. Pure.
#pragma once

#include <string>
#include <vector>

#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// A variant to run, and what it is in the verdict's words (verdict.h's FixShape).
struct PlannedVariant {
  FixVariant variant;
  FixShape shape;
};

/// The variants of `call` (its tensors' layouts must be concrete; none otherwise): first the recorded inputs, then
/// contiguous ones where the recorded are not, a mix of both where two or more are not (which input an output
/// follows), then each mapped shape with the graph's layouts and contiguous ones.
/// A variant whose inputs would take more than `max_bytes` is left out.
/// Then each size value on its own, much smaller and much larger; the recorded sizes relaid as other callers lay
/// them out (channels_last, channels_last_3d, the last two dims swapped); a custom op's recorded call with each bool
/// argument flipped; and each of `others` (every other call of the same op in the recording) with its own sizes and
/// layouts.
std::vector<PlannedVariant> fix_variants(const OpCall& call, const std::vector<const OpCall*>& others = {},
                                         int64_t max_bytes = int64_t{1} << 30);

/// `sizes` as the view `recorded` is of its storage, at new sizes: the same dim order, each dim padded as it was (a
/// row k times as wide stays k times as wide, or the same elements wider where not a multiple), stride 0 where it
/// was 0 on a dim larger than 1, and the offset the same number of rows of its dim. Exposed for the tests.
Layout scaled_view(const Layout& recorded, const std::vector<int64_t>& sizes);

}  // namespace stridecheck
