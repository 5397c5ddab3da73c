// The layout model: sizes, strides and storage offset of one tensor, and the facts about it that a
// stride assertion turns on - contiguity, density, memory order, storage extent - computed the way
// torch and inductor compute them (size-1 dims' strides never matter).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stridecheck {

struct Layout {
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  int64_t storage_offset = 0;
  bool operator==(const Layout&) const = default;
  size_t rank() const { return sizes.size(); }
};

/// Product of sizes; nullopt on overflow.
std::optional<int64_t> numel(const std::vector<int64_t>& sizes);

/// Storage elements a view reaches: offset + sum((size-1) * stride) + 1, or 0 for an empty tensor.
/// nullopt on overflow or when a stride is negative (torch forbids negative strides).
std::optional<int64_t> storage_extent(const Layout& layout);

/// Row-major strides for sizes, as torch.empty gives them.
std::vector<int64_t> contiguous_strides(const std::vector<int64_t>& sizes);

/// torch's is_contiguous: strides of size-1 dims are ignored; an empty tensor is contiguous.
bool is_contiguous(const Layout& layout);

/// torch's is_non_overlapping_and_dense: some permutation of the dims is contiguous.
bool is_non_overlapping_and_dense(const Layout& layout);

/// Dims from outermost to innermost by stride (largest first; ties by dim index). Size-1 dims keep
/// their canonical position, since their strides carry no information.
std::vector<size_t> memory_order(const Layout& layout);

/// One dim where inductor's assert_size_stride would complain.
struct DimMismatch {
  size_t dim = 0;
  int64_t actual_size = 0, expected_size = 0;
  int64_t actual_stride = 0, expected_stride = 0;
  bool operator==(const DimMismatch&) const = default;
};

/// The result of checking `actual` against `expected` exactly as assert_size_stride does: a dim is
/// reported when sizes differ, or strides differ and the actual size is > 1; a tensor with no
/// elements passes; a rank difference is reported alone.
struct LayoutComparison {
  bool rank_mismatch = false;
  size_t actual_rank = 0, expected_rank = 0;
  std::vector<DimMismatch> dims;
  bool matches() const { return !rank_mismatch && dims.empty(); }
};
LayoutComparison compare_layouts(const Layout& actual, const Layout& expected);

/// The message inductor prints for a comparison, actual first: "expected size 32==32, stride
/// 96==393216 at dim=1; ..." or "wrong number of dimensions4". Empty when it matches.
std::string inductor_message(const LayoutComparison& cmp);

/// "(12582912, 96, 3072, 1)" - a tuple the way Python prints it, "(768,)" for one element.
std::string tuple_str(const std::vector<int64_t>& values);

}  // namespace stridecheck
