// Layouts in the words an engineer uses: dim order outermost to innermost, contiguous or dense or
// neither, and for 4-D attention tensors BHSD vs BSHD ("heads interleaved"), slices of a fused qkv
// projection, broadcast (stride-0) dims and size-1 dims. Also the difference between two layouts.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "layout/layout.h"

namespace stridecheck {

/// What a tensor is to attention, which decides how its dims are named.
enum class TensorRole {
  kAttention,  ///< query, key, value, out, grad_out, grad_query...: (B, H, S, D)
  kLogSumExp,  ///< logsumexp: (B, H, S) or (B, H, S, 1)
  kBias,       ///< attn_bias / attn_mask: (B, H, Sq, Skv)
  kOther,
};

/// The role of an argument or output by its schema name ("query", "grad_key", "logsumexp", ...).
TensorRole role_of(std::string_view name);

/// One letter per dim for the role and rank ("BHSD", "BHS", "BHQK"), or "" when dims have no names.
std::string dim_letters(TensorRole role, size_t rank);

struct LayoutDescription {
  std::string order;  ///< dims outermost to innermost: "BSHD", or "(0, 2, 1)" without names
  bool contiguous = false;
  bool dense = false;                ///< non-overlapping and dense
  std::string summary;               ///< "contiguous BHSD", "BSHD-ordered (heads interleaved ...)"
  std::vector<std::string> details;  ///< fused-projection slice, broadcast dims, size-1 dims ...
};

LayoutDescription describe(const Layout& layout, TensorRole role);
/// The same, for a tensor whose storage offset nothing read states (`offset_stated` false: a graph input of a module
/// without its run's frame or its forward graph): where a slice starts in its row is not claimed.
LayoutDescription describe(const Layout& layout, TensorRole role, bool offset_stated);

/// Name of dim i for the role: "H", or "dim 2".
std::string dim_name(TensorRole role, size_t rank, size_t dim);

/// Whose layout an actual one is held against, in a difference's words.
enum class Expectation {
  kGraph,  ///< "the graph expected": the compiled graph's assert
  kMeta,   ///< "the meta predicted": an SDPA backend's fake/meta
  kFake,   ///< "the fake predicted": an op call's fake
};

/// "came back BSHD-ordered (...), the graph expected contiguous BHSD" - one sentence, no subject.
std::string describe_difference(const Layout& actual, const Layout& expected, TensorRole role,
                                Expectation by = Expectation::kGraph);

/// A generic tensor's difference by dim order: "came back (0, 2, 1, 3)-ordered (...), the fake predicted
/// (0, 1, 2, 3)-ordered (...)".
std::string describe_order_difference(const Layout& actual, const Layout& expected, Expectation by);

/// The dim order of a layout, outermost to innermost by stride ("(0, 2, 1, 3)"; a size-1 dim keeps its place):
/// the words of a generic tensor's layout.
std::string dim_order(const Layout& l);

/// A generic tensor's layout as what it is (issue 37 item 1): "contiguous (48, 1)" (its dim order unsaid);
/// "(1, 0)-ordered (1, 12)"; "(0, 2, 3, 1)-ordered (128, 1, 32, 8) (channels_last)"; "(0, 1)-ordered (44, 1), not
/// dense: a slice of a wider buffer, row pitch 44 for 40 elements"; "..., not dense: dim 0 broadcast (stride 0)";
/// "..., starting 4 elements in". A layout that is not dense is never called contiguous, whatever its order.
std::string layout_words(const Layout& l);

/// A report with each layout explained in words once: the first time a layout's gloss appears (the
/// "(heads interleaved: what transpose(1, 2) ...)" after "BSHD-ordered", ", as inductor ignores their
/// strides" after "size-1 dims ... ignored") it stays; later ones are dropped, the name before them kept.
std::string explain_once(const std::string& report);

/// Per-dim lines in inductor's own terms with names: "dim=1 (H): size 32==32, stride 96==393216".
std::vector<std::string> describe_mismatch_dims(const LayoutComparison& cmp, TensorRole role, size_t rank);

}  // namespace stridecheck
