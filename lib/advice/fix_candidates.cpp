// The candidate fixes of an op call's failure, written as code in the op's own terms (advice/fixcheck.h's
// fix_candidates): the fake's side (its own result in the kernel's dim order, the same from an argument of the op, a
// slice of a wider buffer padded by a size of the arguments, empty_like of an input the kernel follows) and the
// kernel's (its result in the fake's layout). Pure: advice/fixcheck.cpp runs them against the kernel.
#include <algorithm>
#include <optional>

#include "advice/fixcheck.h"
#include "core/text.h"
#include "layout/dtype.h"

namespace stridecheck {

namespace {

// The op's outputs in order, as the kernel returned them and as its fake predicts them.
struct Outputs {
  bool single = false;  ///< one tensor ("result"), else a tuple's ("result[i]")
  std::vector<Layout> kernel, fake;
  std::vector<std::string> dtype, fake_dtype;  ///< the kernel's, the fake's ("" where not known)
  std::vector<bool> differs;   ///< kernel and fake disagree, as assert_tensor_metadata compares (sizes, strides, dtype)
  bool shapes_differ = false;  ///< an output's sizes or dtype differ: the fake-shape candidates' case
};

std::optional<Outputs> outputs_of(const OpVerdict& o) {
  Outputs out;
  out.single = o.real.size() == 1 && o.real[0].name == "result";
  for (size_t i = 0; i < o.real.size(); ++i) {
    const std::string name = out.single ? "result" : "result[" + std::to_string(i) + "]";
    auto k = std::find_if(o.real.begin(), o.real.end(), [&](const OutputLayout& x) { return x.name == name; });
    auto f = std::find_if(o.fake.predicted.begin(), o.fake.predicted.end(),
                          [&](const OutputLayout& x) { return x.name == name; });
    if (k == o.real.end() || f == o.fake.predicted.end()) return std::nullopt;  // not result[0..n-1] all tensors
    out.kernel.push_back(k->layout());
    out.fake.push_back(f->layout());
    out.dtype.push_back(k->dtype);
    out.fake_dtype.push_back(f->dtype);
    const bool dtype = !k->dtype.empty() && !f->dtype.empty() && k->dtype != f->dtype;
    out.differs.push_back(dtype || !compare_layouts(out.kernel.back(), out.fake.back()).matches());
    out.shapes_differ = out.shapes_differ || dtype || out.kernel.back().sizes != out.fake.back().sizes;
  }
  if (out.kernel.empty()) return std::nullopt;
  return out;
}

std::string order_str(const Layout& l) {
  std::vector<int64_t> order;
  for (size_t d : memory_order(l)) order.push_back(static_cast<int64_t>(d));
  return tuple_str(order);
}

// l's dim order is (0, 1, ..., n-1): contiguous.
bool identity_order(const Layout& l) {
  const auto order = memory_order(l);
  for (size_t i = 0; i < order.size(); ++i)
    if (order[i] != i) return false;
  return true;
}

// The result in l's dim order; in the identity order plain torch.empty.
std::string permuted(const std::string& x, const Layout& l) {
  const std::string rest = "dtype=" + x + ".dtype, device=" + x + ".device)";
  if (identity_order(l)) return "torch.empty(" + x + ".shape, " + rest;
  return "torch.empty_permuted(" + x + ".shape, " + order_str(l) + ", " + rest;
}

// How the code names an argument: {#i} for a positional one (the worker puts the schema's name in), else its keyword.
std::string arg_ref(const Arg& a) { return a.name.starts_with("#") ? "{" + a.name + "}" : a.name; }

// What torch.empty_like(t) lays out: t's strides where t is dense; a slice's (or another non-dense, non-overlapping
// view's) dim order, densely (torch's infer_dense_strides); nullopt where t has a stride-0 dim or strides that tie.
std::optional<Layout> empty_like_of(const Layout& t) {
  if (is_non_overlapping_and_dense(t)) return Layout{t.sizes, t.strides, 0};
  std::vector<int64_t> seen;
  for (size_t d = 0; d < t.rank(); ++d) {
    if (t.sizes[d] == 1) continue;
    if (t.strides[d] == 0 || std::find(seen.begin(), seen.end(), t.strides[d]) != seen.end()) return std::nullopt;
    seen.push_back(t.strides[d]);
  }
  Layout out{t.sizes, std::vector<int64_t>(t.rank(), 1), 0};
  int64_t stride = 1;
  const auto order = memory_order(t);
  for (size_t i = order.size(); i-- > 0;) {
    out.strides[order[i]] = stride;
    stride *= std::max<int64_t>(t.sizes[order[i]], 1);
  }
  return out;
}

// The tensor arguments empty_like of which makes the whole layout `l`, or with `sizes_only` those of its sizes; of
// `dtype` too where it is known (what is built like an argument takes its dtype: an int64 output is never built like
// a float input).
std::vector<const Arg*> inputs_like(const OpCall& c, const Layout& l, bool sizes_only, const std::string& dtype) {
  std::vector<const Arg*> out;
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    auto t = a.value.tensor.concrete();
    if (!t || t->sizes != l.sizes) continue;
    if (!dtype.empty() && !a.value.tensor.dtype.empty() && a.value.tensor.dtype != dtype) continue;
    const auto made = sizes_only ? std::nullopt : empty_like_of(*t);
    if (sizes_only || (made && compare_layouts(l, *made).matches())) out.push_back(&a);
  }
  return out;
}

const Arg* input_like(const OpCall& c, const Layout& l, bool sizes_only, const std::string& dtype) {
  auto all = inputs_like(c, l, sizes_only, dtype);
  return all.empty() ? nullptr : all.front();
}

// Output i of n as following the i-th of the last n inputs like it (the gradients of (grad_out, q, k, v) follow q, k
// and v), where there are that many.
const Arg* input_each(const OpCall& c, const Layout& l, size_t i, size_t n, const std::string& dtype) {
  auto all = inputs_like(c, l, false, dtype);
  return all.size() >= n && n > 1 ? all[all.size() - n + i] : nullptr;
}

// A candidate whose return value is built element by element: `elem(i, x)` for output i named x in the code ("out",
// "out[1]"); nullopt where one element cannot be built.
template <typename Elem>
std::optional<std::string> assemble(const Outputs& outs, const std::string& var, Elem elem) {
  if (outs.single) return elem(0, var);
  std::vector<std::string> parts;
  for (size_t i = 0; i < outs.kernel.size(); ++i) {
    auto e = elem(i, var + "[" + std::to_string(i) + "]");
    if (!e) return std::nullopt;
    parts.push_back(*e);
  }
  return "(" + join(parts, ", ") + (parts.size() == 1 ? ",)" : ")");
}

// The expressions of the op's own arguments worth `n`, those exactly n first: an input tensor's size of n or n + 1
// ("{#1}.shape[0] - 1"), or an int argument of n or n + 1 (no number of this run is written into a fix).
std::vector<std::string> sizes_from_args(const OpCall& c, int64_t n, std::vector<int64_t> pluses = {0, 1}) {
  std::vector<std::string> out;
  for (int64_t plus : pluses)
    for (const auto& a : c.args) {
      const std::string tail = plus ? " - 1" : "";
      if (a.value.is_tensor()) {
        auto l = a.value.tensor.concrete();
        if (!l) continue;
        for (size_t d = 0; d < l->rank(); ++d)
          if (l->sizes[d] == n + plus) out.push_back(arg_ref(a) + ".shape[" + std::to_string(d) + "]" + tail);
      } else if (a.value.kind == ArgValue::Kind::kInt && a.value.i.value == n + plus) {
        out.push_back(arg_ref(a) + tail);
      }
    }
  return out;
}

std::optional<std::string> size_from_args(const OpCall& c, int64_t n) {
  auto all = sizes_from_args(c, n);
  return all.empty() ? std::nullopt : std::optional(all.front());
}

// The kernel's result as a slice of a wider buffer, built by the fake: `x` in the kernel's dim order (new_empty
// where that is the identity, else empty_permuted), one dim padded by P elements (its outer neighbour's stride, in
// that order, wider than its extent), starting at 0 or at P. P is a size of the op's arguments (`align` 0), or what
// rounds the dim up to a multiple of `align` (a kernel that pads rows for alignment); nullopt for any other layout, or
// where P is neither.
std::optional<std::string> padded_slice(const std::string& x, const Layout& k, const OpCall& c, int64_t align) {
  const auto order = memory_order(k);
  if (k.rank() < 2 || k.strides[order.back()] != 1) return std::nullopt;
  std::optional<size_t> padded;
  int64_t extent = 1, pad = 0;
  for (size_t j = k.rank(); j-- > 1;) {
    const size_t d = order[j];
    extent *= k.sizes[d];
    const int64_t outer = k.strides[order[j - 1]];
    if (outer == extent) continue;
    if (padded || outer < extent || outer % (extent / k.sizes[d]) != 0) return std::nullopt;
    padded = d;
    pad = outer / (extent / k.sizes[d]) - k.sizes[d];
    extent = outer;
  }
  if (!padded) return std::nullopt;
  const std::string d = std::to_string(*padded);
  const std::string n = x + ".shape[" + d + "]";
  std::optional<std::string> p;
  if (align == 0) {
    p = size_from_args(c, pad);
  } else if ((k.sizes[*padded] + pad) % align == 0 && pad < align) {
    const std::string a = std::to_string(align);
    p = "(" + n + " + " + std::to_string(align - 1) + ") // " + a + " * " + a + " - " + n;
  }
  if (!p) return std::nullopt;
  const int64_t inner = k.strides[*padded];
  if (k.storage_offset != 0 && k.storage_offset != pad * inner) return std::nullopt;
  const std::string wide = align ? "(" + n + " + " + std::to_string(align - 1) + ") // " + std::to_string(align) +
                                       " * " + std::to_string(align)
                                 : n + " + " + *p;
  const std::string shape =
      "(*" + x + ".shape[:" + d + "], " + wide + ", *" + x + ".shape[" + std::to_string(*padded + 1) + ":])";
  const std::string buffer = identity_order(k) ? x + ".new_empty(" + shape + ")"
                                               : "torch.empty_permuted(" + shape + ", " + order_str(k) +
                                                     ", dtype=" + x + ".dtype, device=" + x + ".device)";
  return buffer + ".narrow(" + d + ", " + (k.storage_offset ? *p : std::string("0")) + ", " + n + ")";
}

// The kernel's result as a broadcast, built by the fake: `x` with size 1 at the kernel's stride-0 dims, expanded to
// x's shape; nullopt unless those dims are all that keeps the layout from being row-major dense.
std::optional<std::string> expanded(const std::string& x, const Layout& k) {
  std::vector<std::string> shape;
  int64_t expect = 1;
  bool any = false;
  for (size_t d = k.rank(); d-- > 0;) {
    const bool broadcast = k.strides[d] == 0 && k.sizes[d] > 1;
    any = any || broadcast;
    shape.insert(shape.begin(), broadcast ? "1" : x + ".shape[" + std::to_string(d) + "]");
    if (broadcast || k.sizes[d] == 1) continue;
    if (k.strides[d] != expect) return std::nullopt;
    expect *= k.sizes[d];
  }
  if (!any) return std::nullopt;
  return x + ".new_empty((" + join(shape, ", ") + (shape.size() == 1 ? ",))" : "))") + ".expand(" + x + ".shape)";
}

// The ways to write dim d of the kernel's output `k` from the fake's own result `x` (of layout `f`) and the op's
// arguments, likeliest first: the fake's own size where it agrees; else a kept 1 (a reduced dim), an argument's size,
// the fake's size plus or minus one, each exact before off by one. Empty where none is.
std::vector<std::string> dim_options(const std::string& x, const Layout& k, const Layout& f, size_t d,
                                     const OpCall& c) {
  const std::string own = x + ".shape[" + std::to_string(d) + "]";
  const bool same_rank = f.rank() == k.rank();
  if (same_rank && f.sizes[d] == k.sizes[d]) return {own};
  std::vector<std::string> out;
  if (k.sizes[d] == 1) out.push_back("1");
  const int64_t delta = same_rank ? k.sizes[d] - f.sizes[d] : 0;
  for (int64_t plus : {0, 1}) {
    for (auto& e : sizes_from_args(c, k.sizes[d], {plus})) out.push_back(e);
    if (delta == 0) continue;
    for (auto& e : sizes_from_args(c, delta > 0 ? delta : -delta, {plus}))
      out.push_back(own + (delta > 0 ? " + " + e : plus ? " - (" + e + ")" : " - " + e));
  }
  return out;
}

// The dtype of output i as the kernel returns it: the fake's own where they agree (or it is not known), else an
// argument's of the kernel's floating dtype, else the kernel's by name (an int64 index is int64 whatever the inputs).
std::string dtype_of(const Outputs& outs, size_t i, const std::string& x, const OpCall& c) {
  const std::string& k = outs.dtype[i];
  if (k.empty() || k == outs.fake_dtype[i]) return x + ".dtype";
  auto dt = find_dtype(k);
  if (dt && dt->floating)
    for (const auto& a : c.args)
      if (a.value.is_tensor() && a.value.tensor.dtype == k) return arg_ref(a) + ".dtype";
  return "torch." + k;
}

// The kernel's sizes and dtype, in its dim order, built by the fake: the fake-shape candidates, each dim written as
// dim_options' first choice, then one dim at a time its next (the input sets, each size varied on its own, pick the
// one that holds); at most 8. None unless an output's sizes or dtype differ.
std::vector<std::string> shape_candidates(const Outputs& outs, const OpCall& c) {
  std::vector<std::string> out;
  if (!outs.shapes_differ) return out;
  std::vector<std::vector<std::vector<std::string>>> options(outs.kernel.size());  // [output][dim] -> ways
  for (size_t i = 0; i < outs.kernel.size(); ++i) {
    if (!outs.differs[i]) continue;
    if (!is_non_overlapping_and_dense(outs.kernel[i])) return out;
    const std::string x = outs.single ? "out" : "out[" + std::to_string(i) + "]";
    for (size_t d = 0; d < outs.kernel[i].rank(); ++d) {
      options[i].push_back(dim_options(x, outs.kernel[i], outs.fake[i], d, c));
      if (options[i].back().empty()) return out;
    }
  }
  const auto build = [&](size_t alt_i, size_t alt_d, size_t alt) {
    return assemble(outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
      if (!outs.differs[i]) return x;
      std::vector<std::string> dims;
      for (size_t d = 0; d < options[i].size(); ++d) dims.push_back(options[i][d][i == alt_i && d == alt_d ? alt : 0]);
      const bool own = std::all_of(dims.begin(), dims.end(), [&](const std::string& e) { return e.starts_with(x); }) &&
                       outs.kernel[i].rank() == outs.fake[i].rank() && outs.kernel[i].sizes == outs.fake[i].sizes;
      const std::string shape = own ? x + ".shape" : "(" + join(dims, ", ") + (dims.size() == 1 ? ",)" : ")");
      const std::string rest = "dtype=" + dtype_of(outs, i, x, c) + ", device=" + x + ".device)";
      if (identity_order(outs.kernel[i])) return "torch.empty(" + shape + ", " + rest;
      return "torch.empty_permuted(" + shape + ", " + order_str(outs.kernel[i]) + ", " + rest;
    });
  };
  if (auto first = build(SIZE_MAX, 0, 0)) out.push_back(*first);
  for (size_t i = 0; i < options.size(); ++i)
    for (size_t d = 0; d < options[i].size(); ++d)
      for (size_t alt = 1; alt < options[i][d].size() && alt < 4 && out.size() < 8; ++alt)
        if (auto e = build(i, d, alt)) out.push_back(*e);
  return out;
}

}  // namespace

std::vector<FixCandidate> fix_candidates(const OpVerdict& o) {
  std::vector<FixCandidate> out;
  auto outs = outputs_of(o);
  if (!o.call || !outs) return out;
  const OpCall& c = *o.call;
  using S = FixCandidate::Side;
  auto add = [&](const std::string& id, S side, std::optional<std::string> code) {
    if (code) out.push_back({id, side, *code});
  };
  // `id` built element by element by `elem(layout the output is to have, x)`, for the outputs that differ; and, in a
  // tuple where some agreed here, `id`-all for every output (an empty_like output can differ on other inputs)
  const bool some_agree = std::find(outs->differs.begin(), outs->differs.end(), false) != outs->differs.end();
  auto add_ordered = [&](const std::string& id, S side, const std::vector<Layout>& to, auto elem) {
    for (bool all : {false, true}) {
      if (all && !some_agree) break;
      add(all ? id + "-all" : id, side,
          assemble(*outs, side == S::kFake ? "out" : "result",
                   [&](size_t i, const std::string& x) -> std::optional<std::string> {
                     if (!outs->differs[i] && !all) return x;
                     if (!is_non_overlapping_and_dense(to[i])) return std::nullopt;
                     return elem(to[i], x);
                   }));
    }
  };
  // the fake's side: what it returns now, in the kernel's dim order
  add_ordered("fake-order", S::kFake, outs->kernel,
              [](const Layout& l, const std::string& x) { return permuted(x, l); });
  // the kernel's sizes (and dtype) where the fake's differ, from the op's own arguments
  const auto shapes = shape_candidates(*outs, c);
  for (size_t i = 0; i < shapes.size(); ++i)
    add(i ? "fake-shape-" + std::to_string(i + 1) : std::string("fake-shape"), S::kFake, shapes[i]);
  // a slice of a wider buffer, as the kernel builds it: the fake's own result padded by a size of the arguments
  add("fake-padded", S::kFake,
      assemble(*outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        return padded_slice(x, outs->kernel[i], c, 0);
      }));
  // the same, the dim rounded up to a multiple (the smallest that fits first; the input sets tell them apart)
  for (int64_t align : {8, 16, 32, 64, 128})
    add("fake-padded-" + std::to_string(align), S::kFake,
        assemble(*outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
          if (!outs->differs[i]) return x;
          return padded_slice(x, outs->kernel[i], c, align);
        }));
  // a broadcast (stride-0 dims), as the kernel returns it: the fake's own result with those dims of size 1, expanded
  add("fake-expanded", S::kFake,
      assemble(*outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        return expanded(x, outs->kernel[i]);
      }));
  // the same from the op's own arguments: an input of the output's sizes
  add("fake-self", S::kFake, assemble(*outs, "out", [&](size_t i, const std::string&) -> std::optional<std::string> {
        const Arg* a = input_like(c, outs->kernel[i], true, outs->dtype[i]);
        if (!a || !is_non_overlapping_and_dense(outs->kernel[i])) return std::nullopt;
        return permuted(arg_ref(*a), outs->kernel[i]);
      }));
  // the kernel follows a dense input's layout: each output its own input (a tuple's), or the first like it
  const size_t n = outs->kernel.size();
  add("fake-like-each", S::kFake,
      assemble(*outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        const Arg* a = input_each(c, outs->kernel[i], i, n, outs->dtype[i]);
        if (!a) return std::nullopt;
        return "torch.empty_like(" + arg_ref(*a) + ")";
      }));
  add("fake-like", S::kFake, assemble(*outs, "out", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        const Arg* a = input_like(c, outs->kernel[i], false, outs->dtype[i]);
        if (!a) return std::nullopt;
        return "torch.empty_like(" + arg_ref(*a) + ")";
      }));
  // the kernel's side: its result in the fake's layout
  add("kernel-like-each", S::kKernel,
      assemble(*outs, "result", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        const Arg* a = input_each(c, outs->fake[i], i, n, outs->dtype[i]);
        if (!a) return std::nullopt;
        return "torch.empty_like(" + arg_ref(*a) + ").copy_(" + x + ")";
      }));
  add("kernel-like", S::kKernel,
      assemble(*outs, "result", [&](size_t i, const std::string& x) -> std::optional<std::string> {
        if (!outs->differs[i]) return x;
        const Arg* a = input_like(c, outs->fake[i], false, outs->dtype[i]);
        if (!a) return std::nullopt;
        return "torch.empty_like(" + arg_ref(*a) + ").copy_(" + x + ")";
      }));
  add_ordered("kernel-order", S::kKernel, outs->fake, [](const Layout& l, const std::string& x) {
    return identity_order(l) ? x + ".contiguous()" : permuted(x, l) + ".copy_(" + x + ")";
  });
  return out;
}

}  // namespace stridecheck
