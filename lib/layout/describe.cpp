#include "layout/describe.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <string_view>
#include <tuple>
#include <utility>

#include "core/text.h"

namespace stridecheck {

namespace {
// The words that explain a layout, said once per report (explain_once).
constexpr const char* kBshdGloss =
    "(heads interleaved: what transpose(1, 2) of a contiguous (B, S, H, D) tensor gives)";
constexpr const char* kBhdsGloss = "(S innermost: a transposed (S, D) matrix per head, as k.transpose(-2, -1) gives)";
constexpr const char* kUnitGloss = ", as inductor ignores their strides";
}  // namespace

TensorRole role_of(std::string_view n) {
  if (n == "logsumexp" || n == "log_sumexp") return TensorRole::kLogSumExp;
  if (n == "attn_bias" || n == "attn_mask" || n == "grad_attn_bias") return TensorRole::kBias;
  if (n == "query" || n == "key" || n == "value" || n == "out" || n == "output" || n == "grad_out" ||
      n == "grad_out_" || n == "grad_query" || n == "grad_key" || n == "grad_value")
    return TensorRole::kAttention;
  return TensorRole::kOther;
}

std::string dim_letters(TensorRole role, size_t rank) {
  switch (role) {
    case TensorRole::kAttention: return rank == 4 ? "BHSD" : rank == 3 ? "HSD" : "";
    case TensorRole::kLogSumExp: return rank == 3 ? "BHS" : rank == 4 ? "BHS1" : "";
    case TensorRole::kBias: return rank == 4 ? "BHQK" : rank == 2 ? "QK" : "";
    case TensorRole::kOther: return "";
  }
  return "";
}

std::string dim_name(TensorRole role, size_t rank, size_t dim) {
  std::string letters = dim_letters(role, rank);
  if (dim < letters.size()) return std::string(1, letters[dim]);
  return "dim " + std::to_string(dim);
}

namespace {

std::string order_string(const std::vector<size_t>& order, const std::string& letters) {
  if (!letters.empty()) {
    std::string s;
    for (size_t d : order) s += letters[d];
    return s;
  }
  std::vector<int64_t> v(order.begin(), order.end());
  return tuple_str(v);
}

std::string names_of(const std::vector<size_t>& dims, TensorRole role, size_t rank) {
  std::vector<std::string> names;
  for (size_t d : dims) names.push_back(dim_name(role, rank, d));
  return join(names, ", ");
}

// A slice of a wider buffer: in memory order the strides are dense but for one dim whose stride (the row pitch) is
// wider than the elements inside it, as x[..., :L] of a padded buffer is. {pitch, elements used}, or nullopt.
std::optional<std::pair<int64_t, int64_t>> row_pitch(const Layout& l) {
  std::vector<size_t> order = memory_order(l);  // outermost first
  int64_t expected = 1;
  std::optional<std::pair<int64_t, int64_t>> gap;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const size_t i = *it;
    if (l.sizes[i] == 1) continue;
    if (l.strides[i] != expected) {
      if (gap || l.strides[i] < expected || expected == 1) return std::nullopt;  // a second gap, an overlap, no row
      gap = std::pair{l.strides[i], expected};
    }
    auto next = checked_mul(l.strides[i], l.sizes[i]);
    if (!next) return std::nullopt;
    expected = *next;
  }
  return gap;
}

}  // namespace

LayoutDescription describe(const Layout& l, TensorRole role) { return describe(l, role, true); }

LayoutDescription describe(const Layout& l, TensorRole role, bool offset_stated) {
  LayoutDescription d;
  const size_t rank = l.rank();
  const std::string letters = dim_letters(role, rank);
  d.order = order_string(memory_order(l), letters);
  d.contiguous = is_contiguous(l);
  d.dense = is_non_overlapping_and_dense(l);
  std::vector<size_t> broadcast, unit;
  for (size_t i = 0; i < rank; ++i) {
    if (l.sizes[i] == 1)
      unit.push_back(i);
    else if (l.strides[i] == 0)
      broadcast.push_back(i);
  }

  if (rank == 0) {
    d.summary = "a scalar (0-d tensor)";
    return d;
  }
  const bool attention4 = role == TensorRole::kAttention && rank == 4;
  if (d.contiguous) {
    d.summary = "contiguous " + (letters.empty() ? std::string("(row-major)") : letters);
  } else if (attention4 && d.order == "BSHD" && d.dense) {
    d.summary = "BSHD-ordered " + std::string(kBshdGloss);
  } else if (attention4 && d.order == "BHDS") {
    d.summary = "BHDS-ordered " + std::string(kBhdsGloss);
  } else if (d.dense) {
    d.summary = d.order + "-ordered, dense but not contiguous";
  } else if (!broadcast.empty()) {
    d.summary = d.order + "-ordered, broadcast (stride 0) over " + names_of(broadcast, role, rank);
  } else if (auto pitch = attention4 ? std::nullopt : row_pitch(l)) {  // (q/k/v slices: below)
    d.summary = d.order + "-ordered slice of a wider buffer, not dense";
    d.details.push_back("row pitch " + std::to_string(pitch->first) + " for " + std::to_string(pitch->second) +
                        " elements: a slice of a wider (padded) buffer");
  } else {
    d.summary = d.order + "-ordered, not dense (gaps or overlaps between elements)";
  }

  // A slice of a wider row: BSHD order whose S stride is larger than H*D, as q/k/v cut from a fused
  // qkv projection are. Say how wide the row is and where this slice starts in it.
  if (attention4 && !d.dense && broadcast.empty()) {
    const int64_t D = l.sizes[3];
    const int64_t sS = l.strides[2], sH = l.strides[1];
    const int64_t HD = checked_mul(l.sizes[1], D).value_or(0);  // 0 on overflow (found by fuzz_layout)
    if (l.strides[3] == 1 && sH == D && HD > 0 && sS > HD) {
      int64_t col = sS > 0 ? l.storage_offset % sS : 0;
      std::string part;
      if (col > 0 && sS % HD == 0 && col % HD == 0 && sS / HD <= 3) {
        static const char* names[] = {"first", "second", "third"};
        part = ", the " + std::string(names[col / HD]) + " of " + std::to_string(sS / HD) + " equal parts";
      }
      d.summary = "BSHD-ordered slice of a wider row (heads interleaved)";
      d.details.push_back("rows of " + std::to_string(sS) + " elements of which this tensor uses " +
                          std::to_string(HD) + " (H x D) " +
                          (offset_stated ? "starting at column " + std::to_string(col) + part
                                         : std::string("starting at a column the module does not state (a graph "
                                                       "input)")) +
                          ": a slice of a fused qkv projection");
    }
  }
  if (!broadcast.empty() && d.summary.find("broadcast") == std::string::npos)
    d.details.push_back("broadcast (stride 0) over " + names_of(broadcast, role, rank));
  if (rank >= 1 && l.sizes.back() > 1 && l.strides.back() != 1)
    d.details.push_back("last dim not innermost: stride " + std::to_string(l.strides.back()));
  if (!unit.empty()) d.details.push_back("size-1 dims (" + names_of(unit, role, rank) + ") ignored" + kUnitGloss);
  if (l.storage_offset != 0) d.details.push_back("storage offset " + std::to_string(l.storage_offset));
  return d;
}

namespace {

std::string expected_by(Expectation by) {
  switch (by) {
    case Expectation::kGraph: return ", the graph expected ";
    case Expectation::kMeta: return ", the meta predicted ";
    case Expectation::kFake: return ", the fake predicted ";
  }
  return ", expected ";
}

}  // namespace

std::string describe_difference(const Layout& actual, const Layout& expected, TensorRole role, Expectation by) {
  auto cmp = compare_layouts(actual, expected);
  if (cmp.rank_mismatch)
    return "came back with " + std::to_string(actual.rank()) + " dims" + expected_by(by) +
           std::to_string(expected.rank());
  if (cmp.matches()) return "matches the graph's expectation";
  bool sizes_differ = std::any_of(cmp.dims.begin(), cmp.dims.end(),
                                  [](const DimMismatch& m) { return m.actual_size != m.expected_size; });
  auto a = describe(actual, role), e = describe(expected, role);
  if (sizes_differ)
    return "came back with sizes " + tuple_str(actual.sizes) + expected_by(by) + tuple_str(expected.sizes);
  if (a.order == e.order && a.summary == e.summary)
    return "came back " + a.summary + " with other strides " + tuple_str(actual.strides) + expected_by(by) +
           tuple_str(expected.strides);
  return "came back " + a.summary + expected_by(by) + e.summary;
}

std::string describe_order_difference(const Layout& actual, const Layout& expected, Expectation by) {
  return "came back " + dim_order(actual) + "-ordered " + tuple_str(actual.strides) + expected_by(by) +
         dim_order(expected) + "-ordered " + tuple_str(expected.strides);
}

std::vector<std::string> describe_mismatch_dims(const LayoutComparison& cmp, TensorRole role, size_t rank) {
  std::vector<std::string> out;
  if (cmp.rank_mismatch) {
    out.push_back("rank " + std::to_string(cmp.actual_rank) + "==" + std::to_string(cmp.expected_rank));
    return out;
  }
  for (const auto& m : cmp.dims) {
    std::string name = dim_name(role, rank, m.dim);
    std::string line = "dim=" + std::to_string(m.dim) + (name.rfind("dim ", 0) == 0 ? "" : " (" + name + ")") +
                       ": size " + std::to_string(m.actual_size) + "==" + std::to_string(m.expected_size) +
                       ", stride " + std::to_string(m.actual_stride) + "==" + std::to_string(m.expected_stride);
    out.push_back(line);
  }
  return out;
}

namespace {
// Where `gloss` occurs in `text` from `from` on, a space of it matching any run of spaces and newlines (the
// report may have wrapped it): [begin, end), or npos.
std::pair<size_t, size_t> find_wrapped(const std::string& text, std::string_view gloss, size_t from) {
  for (size_t start = text.find(gloss.substr(0, gloss.find(' ')), from); start != std::string::npos;
       start = text.find(gloss.substr(0, gloss.find(' ')), start + 1)) {
    size_t i = start, g = 0;
    while (g < gloss.size() && i < text.size()) {
      if (gloss[g] == ' ') {
        if (text[i] != ' ' && text[i] != '\n') break;
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n')) ++i;
        ++g;
      } else if (gloss[g] == text[i]) {
        ++g;
        ++i;
      } else {
        break;
      }
    }
    if (g == gloss.size()) return {start, i};
  }
  return {std::string::npos, std::string::npos};
}
}  // namespace

std::string explain_once(const std::string& report) {
  std::string out = report;
  for (std::string_view gloss :
       {std::string_view(kBshdGloss), std::string_view(kBhdsGloss), std::string_view(kUnitGloss)}) {
    auto [first, after] = find_wrapped(out, gloss, 0);
    if (first == std::string::npos) continue;
    for (auto [at, end] = find_wrapped(out, gloss, after); at != std::string::npos;
         std::tie(at, end) = find_wrapped(out, gloss, at)) {
      size_t from = at > 0 && out[at - 1] == ' ' ? at - 1 : at;  // the space before a parenthesised gloss
      // a gloss that opens a line: the line break before it goes too (what follows it joins the line above)
      const size_t line_start = at == 0 ? std::string::npos : out.rfind('\n', at - 1);
      const bool opens_line =
          line_start != std::string::npos && out.find_first_not_of(' ', line_start + 1) == at && line_start + 1 < at;
      if (opens_line) from = line_start;
      // a gloss that had wrapped joins its first and last lines: the paragraph is wrapped again from there on, its
      // continuation lines indented as the last one was (no orphan word on a hanging indent)
      const size_t nl = out.rfind('\n', end - 1);
      const bool joined = nl != std::string::npos && nl >= from;
      const size_t indent = !joined      ? 0
                            : opens_line ? at - line_start - 1
                                         : out.find_first_not_of(' ', nl + 1) - (nl + 1);
      out.erase(from, end - from);
      if (joined) out = reflow_from(out, from, indent);
      at = from;
    }
  }
  return out;
}

std::string dim_order(const Layout& l) {
  std::vector<size_t> dims(l.rank());
  std::iota(dims.begin(), dims.end(), size_t{0});
  // outermost first: larger strides first; a size-1 dim keeps its place (its stride means nothing)
  std::stable_sort(dims.begin(), dims.end(), [&](size_t a, size_t b) {
    if (l.sizes[a] == 1 || l.sizes[b] == 1) return false;
    return l.strides[a] > l.strides[b];
  });
  std::vector<std::string> parts;
  for (size_t d : dims) parts.push_back(std::to_string(d));
  return "(" + join(parts, ", ") + ")";
}

namespace {

// Why a layout is not dense, where it is one of the common shapes: dims broadcast (stride 0), or one dim's stride
// wider than the elements inside it (row_pitch: "a slice of a wider buffer, row pitch 44 for 40 elements"); "" else.
std::string not_dense_why(const Layout& l) {
  std::vector<std::string> broadcast;
  for (size_t d = 0; d < l.rank(); ++d)
    if (l.strides[d] == 0 && l.sizes[d] > 1) broadcast.push_back(std::to_string(d));
  if (!broadcast.empty())
    return (broadcast.size() == 1 ? "dim " : "dims ") + join(broadcast, ", ") + " broadcast (stride 0)";
  if (auto pitch = row_pitch(l))
    return "a slice of a wider buffer, row pitch " + std::to_string(pitch->first) + " for " +
           std::to_string(pitch->second) + " elements";
  return "";
}

}  // namespace

std::string layout_words(const Layout& l) {
  const bool dense = is_non_overlapping_and_dense(l);
  std::string why = dense ? "" : not_dense_why(l);
  const std::string order = dim_order(l);
  // the memory formats torch names: what `.contiguous(memory_format=...)` and a channels_last model give
  const std::string format = !dense || is_contiguous(l)                    ? ""
                             : l.rank() == 4 && order == "(0, 2, 3, 1)"    ? " (channels_last)"
                             : l.rank() == 5 && order == "(0, 2, 3, 4, 1)" ? " (channels_last_3d)"
                                                                           : "";
  const std::string offset = l.storage_offset ? ", starting " + std::to_string(l.storage_offset) + " elements in" : "";
  if (dense && is_contiguous(l)) return "contiguous " + tuple_str(l.strides) + offset;  // its dim order goes unsaid
  return order + "-ordered " + tuple_str(l.strides) + format +
         (dense ? "" : ", not dense" + (why.empty() ? "" : ": " + why)) + offset;
}

}  // namespace stridecheck
