#include "triage/log_facts.h"

#include <algorithm>
#include <cctype>

namespace stridecheck {

namespace {

// NAME followed by digits, or by digits, '_' and digits (argN_M).
bool named(const std::string& s, std::string_view head, bool two_numbers) {
  if (!s.starts_with(head) || s.size() == head.size()) return false;
  size_t p = head.size(), start = p;
  while (p < s.size() && std::isdigit(static_cast<unsigned char>(s[p]))) ++p;
  if (p == start) return false;
  if (!two_numbers) return p == s.size();
  if (p >= s.size() || s[p] != '_') return false;
  start = ++p;
  while (p < s.size() && std::isdigit(static_cast<unsigned char>(s[p]))) ++p;
  return p > start && p == s.size();
}

// The dims outermost to innermost by stride, size-1 dims left out (their strides mean nothing).
std::vector<size_t> order(const Layout& l) {
  std::vector<size_t> d;
  for (size_t i = 0; i < l.rank(); ++i)
    if (l.sizes[i] != 1) d.push_back(i);
  std::stable_sort(d.begin(), d.end(), [&](size_t a, size_t b) { return l.strides[a] > l.strides[b]; });
  return d;
}

}  // namespace

AssertedTensor tensor_of(const std::string& name, bool input_tag, bool op_named, TracebackGraph graph,
                         TensorEvidence& evidence) {
  if (input_tag) {
    evidence = TensorEvidence::kInputTag;
    return AssertedTensor::kGraphInput;
  }
  if (named(name, "buf", false)) {
    evidence = TensorEvidence::kBufferName;
    return AssertedTensor::kOpOutput;
  }
  if (op_named) {
    evidence = TensorEvidence::kOpName;
    return AssertedTensor::kOpOutput;
  }
  if (name.empty()) {
    evidence = TensorEvidence::kNoName;
    return AssertedTensor::kUnknown;
  }
  if (named(name, "arg", true) || named(name, "primals_", false) || named(name, "tangents_", false)) {
    evidence = TensorEvidence::kInputName;
    return AssertedTensor::kGraphInput;
  }
  if (graph == TracebackGraph::kBackward) {
    evidence = TensorEvidence::kSavedActivation;
    return AssertedTensor::kGraphInput;
  }
  evidence = TensorEvidence::kOtherName;
  return AssertedTensor::kUnknown;
}

StrideFinding stride_shape(const Layout& actual, const Layout& expected) {
  StrideFinding f;
  if (actual.sizes != expected.sizes || actual.strides.size() != expected.strides.size()) return f;
  const size_t n = actual.rank();
  std::vector<size_t> differ;
  for (size_t d = 0; d < n; ++d)
    if (actual.sizes[d] != 1 && actual.strides[d] != expected.strides[d]) differ.push_back(d);
  if (differ.empty()) return f;
  for (size_t d : differ)
    if (actual.strides[d] == 0 && expected.strides[d] != 0) f.dims.push_back(d);
  if (!f.dims.empty()) {
    f.shape = StrideShape::kExpanded;
    return f;
  }
  const auto& s = actual.sizes;
  if (n == 4 && is_contiguous(expected) && actual.strides[1] == 1 && actual.strides[3] == s[1] &&
      actual.strides[2] == s[1] * s[3] && actual.strides[0] == s[1] * s[2] * s[3]) {
    f.shape = StrideShape::kChannelsLast;
    f.dims = {1};
    return f;
  }
  // both dense, in another order of the dims: one a transpose (two dims swapped) or a permute of the other
  if (is_non_overlapping_and_dense(actual) && is_non_overlapping_and_dense(expected) &&
      order(actual) != order(expected)) {
    const auto oa = order(actual), oe = order(expected);
    for (size_t i = 0; i < oa.size(); ++i)
      if (oa[i] != oe[i]) f.dims.push_back(oa[i]);
    std::sort(f.dims.begin(), f.dims.end());
    f.shape = f.dims.size() == 2 ? StrideShape::kTranspose : StrideShape::kPermute;  // one swap, or a rotation
    return f;
  }
  // the same order, outer strides larger: the innermost dim that differs has a wider pitch
  bool wider =
      std::all_of(differ.begin(), differ.end(), [&](size_t d) { return actual.strides[d] > expected.strides[d]; });
  for (size_t d = 0; wider && d + 1 < n; ++d)
    for (size_t o = d + 1; o < n; ++o)
      if ((expected.strides[d] > expected.strides[o]) != (actual.strides[d] > actual.strides[o]) && s[d] != 1 &&
          s[o] != 1)
        wider = false;
  if (wider) {
    f.shape = StrideShape::kWiderRows;
    f.dims = {differ.back()};
    f.actual_pitch = actual.strides[differ.back()];
    f.expected_pitch = expected.strides[differ.back()];
    return f;
  }
  f.shape = StrideShape::kOther;
  f.dims = differ;
  return f;
}

StrideFinding stride_shape_of_dims(const std::vector<AssertionClause>& clauses) {
  StrideFinding f;
  for (const auto& c : clauses)
    if (c.actual_size != c.expected_size) return f;
  for (const auto& c : clauses)
    if (c.actual_stride == 0 && c.expected_stride != 0) f.dims.push_back(c.dim);
  if (!f.dims.empty()) {
    f.shape = StrideShape::kExpanded;
    return f;
  }
  for (size_t i = 0; i < clauses.size(); ++i)
    for (size_t j = i + 1; j < clauses.size(); ++j)
      if (clauses[i].actual_stride == clauses[j].expected_stride &&
          clauses[j].actual_stride == clauses[i].expected_stride) {
        f.shape = StrideShape::kTranspose;
        f.dims = {clauses[i].dim, clauses[j].dim};
        return f;
      }
  return f;
}

}  // namespace stridecheck
