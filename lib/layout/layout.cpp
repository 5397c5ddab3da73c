#include "layout/layout.h"

#include <algorithm>
#include <numeric>

#include "core/text.h"

namespace stridecheck {

std::optional<int64_t> numel(const std::vector<int64_t>& sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    if (s < 0) return std::nullopt;
    auto m = checked_mul(n, s);
    if (!m) return std::nullopt;
    n = *m;
  }
  return n;
}

std::optional<int64_t> storage_extent(const Layout& l) {
  if (l.storage_offset < 0) return std::nullopt;
  int64_t last = l.storage_offset;
  bool empty = false;
  for (size_t i = 0; i < l.rank(); ++i) {
    // Every dim is checked before an empty one may end the walk: a negative stride after a 0 size is
    // still invalid (found by fuzz_layout).
    if (l.sizes[i] < 0 || i >= l.strides.size() || l.strides[i] < 0) return std::nullopt;
    empty = empty || l.sizes[i] == 0;
  }
  if (empty) return 0;
  for (size_t i = 0; i < l.rank(); ++i) {
    auto step = checked_mul(l.sizes[i] - 1, l.strides[i]);
    if (!step) return std::nullopt;
    auto sum = checked_add(last, *step);
    if (!sum) return std::nullopt;
    last = *sum;
  }
  return checked_add(last, 1);
}

std::vector<int64_t> contiguous_strides(const std::vector<int64_t>& sizes) {
  std::vector<int64_t> strides(sizes.size(), 1);
  int64_t acc = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = acc;
    auto next = checked_mul(acc, std::max<int64_t>(sizes[i], 1));
    acc = next ? *next : acc;
  }
  return strides;
}

bool is_contiguous(const Layout& l) {
  if (auto n = numel(l.sizes); n && *n == 0) return true;
  int64_t expected = 1;
  for (size_t i = l.rank(); i-- > 0;) {
    if (l.sizes[i] == 1) continue;
    if (l.strides[i] != expected) return false;
    auto next = checked_mul(expected, l.sizes[i]);
    if (!next) return false;
    expected = *next;
  }
  return true;
}

bool is_non_overlapping_and_dense(const Layout& l) {
  if (l.rank() == 1) return l.sizes[0] < 2 || l.strides[0] == 1;
  std::vector<size_t> perm(l.rank());
  std::iota(perm.begin(), perm.end(), 0);
  std::stable_sort(perm.begin(), perm.end(), [&](size_t a, size_t b) {
    if (l.sizes[a] < 2) return false;
    if (l.sizes[b] < 2) return true;
    return l.strides[a] < l.strides[b];
  });
  int64_t expected = 1;
  for (size_t d : perm) {
    if (l.sizes[d] == 1) continue;
    if (l.sizes[d] == 0) return true;
    if (l.strides[d] != expected) return false;
    auto next = checked_mul(expected, l.sizes[d]);
    if (!next) return false;
    expected = *next;
  }
  return true;
}

std::vector<size_t> memory_order(const Layout& l) {
  std::vector<size_t> big;
  for (size_t i = 0; i < l.rank(); ++i)
    if (l.sizes[i] != 1) big.push_back(i);
  std::stable_sort(big.begin(), big.end(), [&](size_t a, size_t b) { return l.strides[a] > l.strides[b]; });
  // Put each size-1 dim back just before the first larger-index dim of the order.
  std::vector<size_t> order = big;
  for (size_t i = 0; i < l.rank(); ++i) {
    if (l.sizes[i] != 1) continue;
    auto it = std::find_if(order.begin(), order.end(), [&](size_t d) { return d > i; });
    order.insert(it, i);
  }
  return order;
}

LayoutComparison compare_layouts(const Layout& actual, const Layout& expected) {
  LayoutComparison c;
  c.actual_rank = actual.rank();
  c.expected_rank = expected.rank();
  if (actual.rank() != expected.rank()) {
    c.rank_mismatch = true;
    return c;
  }
  if (auto n = numel(actual.sizes); n && *n == 0) return c;
  for (size_t i = 0; i < actual.rank(); ++i) {
    bool size_differs = actual.sizes[i] != expected.sizes[i];
    bool stride_differs = actual.strides[i] != expected.strides[i] && actual.sizes[i] > 1;
    if (size_differs || stride_differs)
      c.dims.push_back({i, actual.sizes[i], expected.sizes[i], actual.strides[i], expected.strides[i]});
  }
  return c;
}

std::string inductor_message(const LayoutComparison& c) {
  if (c.rank_mismatch) return "wrong number of dimensions" + std::to_string(c.actual_rank);
  std::string out;
  for (const auto& d : c.dims) {
    if (!out.empty()) out += "; ";
    out += "expected size " + std::to_string(d.actual_size) + "==" + std::to_string(d.expected_size) + ", stride " +
           std::to_string(d.actual_stride) + "==" + std::to_string(d.expected_stride) +
           " at dim=" + std::to_string(d.dim);
  }
  return out;
}

std::string tuple_str(const std::vector<int64_t>& values) {
  std::string out = "(";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(values[i]);
  }
  if (values.size() == 1) out += ",";
  return out + ")";
}

}  // namespace stridecheck
