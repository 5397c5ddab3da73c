// libFuzzer target: the layout arithmetic. The bytes become two layouts (rank, sizes, strides, offset,
// each a full int64); every function must agree with an exact 128-bit reference: storage extents and
// element counts never overflow silently, comparisons follow assert_size_stride's rules.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

#include "layout/describe.h"
#include "layout/layout.h"

namespace {

using stridecheck::Layout;

struct Bytes {
  const uint8_t* p;
  size_t n;
  uint8_t byte() {
    if (!n) return 0;
    --n;
    return *p++;
  }
  // One value: a tag byte, then either one signed byte (tag % 4 == 0, the small and edge values where
  // the branches are) or eight raw bytes (a full int64, overflow territory).
  int64_t next() {
    uint8_t tag = byte();
    if (tag % 4 == 0) return static_cast<int8_t>(byte());
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(byte()) << (8 * i);
    return static_cast<int64_t>(v);
  }
  Layout layout() {
    Layout l;
    size_t rank = byte() % 6;
    for (size_t i = 0; i < rank; ++i) l.sizes.push_back(next());
    for (size_t i = 0; i < rank; ++i) l.strides.push_back(next());
    l.storage_offset = next();
    return l;
  }
};

void fail(const char* what) {
  std::fprintf(stderr, "layout arithmetic disagrees with the reference: %s\n", what);
  std::abort();
}

constexpr __int128 kMax = INT64_MAX;

std::optional<int64_t> ref_numel(const Layout& l) {
  __int128 n = 1;
  bool zero = false;
  for (int64_t s : l.sizes) {
    if (s < 0) return std::nullopt;
    if (s == 0) zero = true;
  }
  if (zero) return 0;
  for (int64_t s : l.sizes) {
    n *= s;
    if (n > kMax) return std::nullopt;
  }
  return static_cast<int64_t>(n);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  Bytes b{data, size};
  Layout a = b.layout(), e = b.layout();

  // numel: exact or nullopt. (numel returns nullopt on overflow of a running product even when a later
  // size is 0; the reference treats that as 0, so only compare where no size is 0.)
  auto n = numel(a.sizes);
  bool has_zero = std::find(a.sizes.begin(), a.sizes.end(), 0) != a.sizes.end();
  if (!has_zero && n != ref_numel(a)) fail("numel");

  // storage_extent: exact, or nullopt exactly when the true extent does not fit or the layout is invalid.
  auto ext = storage_extent(a);
  bool valid = a.storage_offset >= 0;
  bool empty = false;
  for (size_t i = 0; i < a.rank(); ++i) {
    if (a.sizes[i] < 0 || a.strides[i] < 0) valid = false;
    if (a.sizes[i] == 0) empty = true;
  }
  if (valid) {
    if (empty) {
      if (ext != 0) fail("extent of an empty tensor");
    } else {
      __int128 last = a.storage_offset;
      bool over = false;
      for (size_t i = 0; i < a.rank(); ++i) {
        __int128 step = static_cast<__int128>(a.sizes[i] - 1) * a.strides[i];
        last += step;  // |step| < 2^127 and last <= 2^63 before it: no 128-bit overflow
        if (step > kMax || last > kMax) {
          over = true;
          break;
        }
      }
      if (last + 1 > kMax) over = true;
      if (over ? ext.has_value() : ext != static_cast<int64_t>(last + 1)) fail("storage_extent");
    }
  } else if (ext.has_value()) {
    fail("extent of an invalid layout");
  }

  // The predicates and the comparison must not crash on anything, and agree with each other on valid layouts
  // (negative sizes or strides are refused by the readers before these run).
  bool contiguous = is_contiguous(a);
  if (valid && a.rank() > 0 && contiguous && !is_non_overlapping_and_dense(a) && !empty)
    fail("contiguous but not dense");
  auto order = memory_order(a);
  if (order.size() != a.rank()) fail("memory_order rank");
  auto cmp = compare_layouts(a, e);
  if (compare_layouts(a, a).matches() != true) fail("a layout must match itself");
  (void)inductor_message(cmp);
  (void)tuple_str(a.sizes);
  (void)contiguous_strides(a.sizes);
  for (const char* name : {"query", "grad_out", "attn_bias", "out"}) {
    TensorRole role = role_of(name);
    (void)describe(a, role);
    (void)describe_difference(a, e, role);
    (void)describe_mismatch_dims(cmp, role, a.rank());
  }
  return 0;
}
