// lib/advice's fix checker, the parts that run nothing: the input sets a fix is checked on (fix_variants.h), the
// candidate fixes written as code (fixcheck.h), what a check's layouts say (fixes_from_check), and their words
// (report/answer.h). The check itself runs in the Python kernel worker: tests/e2e's triage-custom-op-fix-* cases.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "advice/fix_variants.h"
#include "advice/fixcheck.h"
#include "op_verdicts.h"
#include "report/answer.h"

using namespace stridecheck;

namespace {

Arg tensor_arg(const std::string& name, const Layout& l, const std::string& storage) {
  TensorLayout t;
  t.dtype = "float32";
  t.device = "cpu";
  t.sizes = known_syms(l.sizes);
  t.strides = known_syms(l.strides);
  t.storage_offset = SymInt::known(l.storage_offset);
  t.storage = storage;
  return {name, ArgValue::of_tensor(t), name, {}};
}

// sctest::attn(q, k, v, scale, is_causal) on (B, H, S, D) views transposed from (B, S, H, D), as the fixture's graph
// passes them.
OpCall attn_call(const Layout& q) {
  OpCall c;
  c.id = "0_forward@67";
  c.op = "sctest::attn.default";
  c.args = {tensor_arg("#0", q, "buf0"),
            tensor_arg("#1", q, "buf1"),
            tensor_arg("#2", q, "buf2"),
            {"#3", ArgValue::floating(0.17, "0.17"), "0.17", {}},
            {"#4", ArgValue::boolean(true), "True", {}}};
  return c;
}

const Layout kTransposed{{2, 4, 200, 32}, {25600, 32, 128, 1}, 0};
const Layout kContiguous{{2, 4, 200, 32}, {25600, 6400, 32, 1}, 0};

OutputLayout out(const std::string& name, const Layout& l) { return test::output_of(name, l, "float32"); }

// The op call's verdict: its kernel returns `kernel`, its fake predicts `fake` (both of `dtype`).
OpVerdict verdict_of(const OpCall& c, const Layout& kernel, const Layout& fake, const std::string& dtype = "float32") {
  return test::broken_verdict(c, kernel, fake, dtype);
}

FixSideRun side(const std::string& id, const Layout& l, RunStatus s = RunStatus::kOk) {
  FixSideRun r;
  r.id = id;
  r.status = s;
  if (s == RunStatus::kOk) r.outputs = {out("result", l)};
  return r;
}

Layout contiguous_of(const std::vector<int64_t>& sizes) { return {sizes, contiguous_strides(sizes), 0}; }

}  // namespace

TEST_CASE("a view at other sizes keeps its kind: a slice of a wider row, its offset in rows, an expanded dim") {
  // k of a fused qkv projection: rows of 3 * H * D, offset H * D
  const Layout k{{2, 4, 200, 32}, {76800, 32, 384, 1}, 128};
  CHECK(scaled_view(k, {3, 5, 103, 16}) == Layout{{3, 5, 103, 16}, {24720, 16, 240, 1}, 80});
  const Layout expanded{{2, 4, 200, 32}, {6400, 0, 32, 1}, 0};
  CHECK(scaled_view(expanded, {3, 5, 103, 16}) == Layout{{3, 5, 103, 16}, {1648, 0, 16, 1}, 0});
  CHECK(scaled_view(kTransposed, {3, 5, 103, 16}) == Layout{{3, 5, 103, 16}, {8240, 16, 80, 1}, 0});
  // a batch of 1 made larger: its dim becomes a real one, in its place
  const Layout one{{1, 4, 200, 32}, {1, 32, 128, 1}, 0};
  CHECK(memory_order(scaled_view(one, {3, 5, 103, 16})) == std::vector<size_t>{0, 2, 1, 3});
}

TEST_CASE(
    "a fix is checked on the recorded inputs and two other shapes, each with the graph's layouts and contiguous") {
  const OpCall c = attn_call(kTransposed);
  const auto vs = fix_variants(c);
  // the recorded, contiguous, mixed; smaller and larger, each with the graph's layouts and contiguous; each size
  // value alone much smaller and much larger (2: no smaller one); channels_last (a 4-D call: nothing to swap); the
  // bool is_causal flipped
  REQUIRE(vs.size() == 16);
  CHECK(vs[0].variant.id == "recorded");
  CHECK(vs[0].shape.recorded_sizes);
  CHECK(vs[1].variant.id == "contiguous");
  CHECK(vs[2].variant.id == "mixed");  // q and v contiguous, k the graph's: which input an output follows
  CHECK(vs[2].shape.mixed);
  std::set<std::vector<int64_t>> shapes;
  for (const auto& v : vs) {
    shapes.insert(v.shape.sizes);
    for (const auto& a : v.variant.call.args) {
      if (!a.value.is_tensor()) continue;
      const Layout l = *a.value.tensor.concrete();
      CHECK(l.sizes == v.shape.sizes);  // q, k and v keep their equal sizes equal
      if (v.shape.recorded_sizes) continue;
      CHECK(!v.shape.mixed);
      for (int64_t s : l.sizes) {
        CHECK(s > 1);         // no size-1 dim hides a stride
        CHECK(s % 128 != 0);  // no sequence length of a multiple of 128
      }
      CHECK(l.sizes[0] > 1);
      CHECK((v.shape.contiguous ? is_contiguous(l) : memory_order(l) == std::vector<size_t>{0, 2, 1, 3}));
    }
    CHECK(v.variant.call.args[3].value.f == doctest::Approx(0.17));  // the other scalars as recorded
  }
  CHECK(shapes.size() == 10);
  std::vector<std::string> ids;
  for (size_t i = 7; i < vs.size(); ++i) ids.push_back(vs[i].variant.id);
  CHECK(ids == std::vector<std::string>{"larger-2", "smaller-4", "larger-4", "smaller-32", "larger-32", "smaller-200",
                                        "larger-200", "channels-last", "flipped-4"});
  // one value alone: S = 200 becomes 8 everywhere it occurs, every other size as recorded
  CHECK(vs[12].shape.sizes == std::vector<int64_t>{2, 4, 8, 32});
  CHECK(vs[14].shape.relaid == FixShape::Relaid::kChannelsLast);
  CHECK(memory_order(*vs[14].variant.call.args[1].value.tensor.concrete()) == std::vector<size_t>{0, 2, 3, 1});
}

TEST_CASE("2-D and 3-D inputs are tried with their last two dims swapped, all and each alone; other calls of the op") {
  OpCall c;
  c.id = "1_forward@544";
  c.op = "u::rowscale.default";
  c.args = {tensor_arg("#0", contiguous_of({128, 48}), "buf0"), tensor_arg("#1", contiguous_of({48, 48}), "buf1")};
  OpCall other = c;
  other.id = "0_forward@120";
  other.args[0] = tensor_arg("#0", contiguous_of({16, 48}), "buf0");
  OpCall unrelated = other;
  unrelated.op = "u::other.default";
  const auto vs = fix_variants(c, {&other, &unrelated});
  std::vector<std::string> relaid;
  for (const auto& v : vs)
    if (v.shape.relaid == FixShape::Relaid::kSwapped) relaid.push_back(v.variant.id);
  CHECK(relaid == std::vector<std::string>{"swapped", "swapped-0", "swapped-1"});
  const auto& swapped0 = *std::find_if(vs.begin(), vs.end(), [](const auto& v) { return v.variant.id == "swapped-0"; });
  CHECK(swapped0.variant.call.args[0].value.tensor.concrete()->strides == std::vector<int64_t>{1, 128});
  CHECK(is_contiguous(*swapped0.variant.call.args[1].value.tensor.concrete()));
  CHECK(vs.back().shape.other_call == "0_forward@120");  // the other call of the same op, its own sizes
  CHECK(vs.back().shape.sizes == std::vector<int64_t>{16, 48});
  CHECK(std::none_of(vs.begin(), vs.end(), [](const auto& v) { return v.shape.other_call == "unrelated"; }));
  CHECK(std::count_if(vs.begin(), vs.end(), [](const auto& v) { return !v.shape.other_call.empty(); }) == 1);
}

TEST_CASE("a kernel whose dim order follows one input dim's size: that dim is named, no threshold claimed") {
  OpCall c;
  c.id = "1_forward@544";
  c.op = "u::rowscale.default";
  c.args = {tensor_arg("#0", contiguous_of({128, 48}), "buf0"), tensor_arg("#1", contiguous_of({48}), "buf1")};
  const Layout kernel{{128, 48}, {1, 128}, 0};
  const OpVerdict o = verdict_of(c, kernel, contiguous_of({128, 48}));
  const auto vs = fix_variants(c);
  FixCheck check;
  check.codes = {{"kernel-order", "result.contiguous()"}};
  for (const auto& v : vs) {
    const Layout in = *v.variant.call.args[0].value.tensor.concrete();
    const bool tall = in.sizes[0] >= 64;  // the kernel picks column-major for tall inputs
    const Layout k{in.sizes, tall ? std::vector<int64_t>{1, in.sizes[0]} : contiguous_strides(in.sizes), 0};
    FixVariantRun r{v.variant.id, side("", k), side("", contiguous_of(in.sizes)), {}, {}};
    const Layout column_major{in.sizes, {1, in.sizes[0]}, 0};  // the fake in the recorded call's kernel order
    r.candidates = {side("fake-order", column_major), side("kernel-order", contiguous_of(in.sizes))};
    check.variants.push_back(r);
  }
  const auto fixes = fixes_from_check(o, vs, check);
  REQUIRE(fixes.size() == 2);
  CHECK(fixes[0].kind == Fix::Kind::kKernelLayoutVaries);
  REQUIRE(fixes[0].decided_by.has_value());
  CHECK(fixes[0].decided_by->input == "#0");
  CHECK(fixes[0].decided_by->dim == 0);
  CHECK(fixes[0].decided_by->high == std::vector<size_t>{1, 0});
  CHECK(fixes[0].decided_by->low_max < 64);
  CHECK(fixes[0].decided_by->high_min >= 64);
  const std::string words = fix_words(fixes[0]);
  CHECK(words.find("dim order (1, 0) where its first argument (#0) has dim 0 of ") != std::string::npos);
  CHECK(words.find("sizes between were not run") != std::string::npos);
  CHECK(fixes[1].kind == Fix::Kind::kKernelFollowsInputs);
  CHECK(fixes[1].code == "result.contiguous()");
  CHECK(fix_words(fixes[1], &fixes[0]).starts_with("so make the kernel return what the fake says"));
}

TEST_CASE("a size of 1 that broadcasts against another input stays 1; other sizes of 1 grow") {
  OpCall c = attn_call(kContiguous);
  c.args.push_back(tensor_arg("mask", Layout{{2, 1, 200, 200}, {40000, 40000, 200, 1}, 0}, "mask"));
  for (const auto& v : fix_variants(c)) {
    const Layout m = *v.variant.call.args.back().value.tensor.concrete();
    CHECK(m.sizes[1] == 1);
    CHECK(m.sizes[2] == v.shape.sizes[2]);  // the mask's sequence length is q's
  }
}

TEST_CASE("the candidates are code in the op's own terms, never this run's strides") {
  const OpCall c = attn_call(kTransposed);
  const OpVerdict o = verdict_of(c, kContiguous, kTransposed);
  const auto cands = fix_candidates(o);
  REQUIRE(cands.size() >= 3);
  CHECK(cands[0].id == "fake-order");
  // the kernel's order is the identity: plain torch.empty, not empty_permuted with (0, 1, 2, 3)
  CHECK(cands[0].code == "torch.empty(out.shape, dtype=out.dtype, device=out.device)");
  CHECK(cands[1].code == "torch.empty({#0}.shape, dtype={#0}.dtype, device={#0}.device)");
  // no input has the kernel's layout: no empty_like on the fake's side; the fake follows #0's: the kernel's side
  CHECK(std::none_of(cands.begin(), cands.end(), [](const FixCandidate& k) { return k.id == "fake-like"; }));
  CHECK(std::any_of(cands.begin(), cands.end(), [](const FixCandidate& k) {
    return k.id == "kernel-like" && k.code == "torch.empty_like({#0}).copy_(result)";
  }));
  for (const auto& k : cands) CHECK(k.code.find("25600") == std::string::npos);
}

TEST_CASE("a dim order other than the identity is empty_permuted; a contiguous kernel result is .contiguous()") {
  const OpCall c = attn_call(kContiguous);
  const auto fake_side = fix_candidates(verdict_of(c, kTransposed, kContiguous));
  REQUIRE(!fake_side.empty());
  CHECK(fake_side[0].id == "fake-order");
  CHECK(fake_side[0].code == "torch.empty_permuted(out.shape, (0, 2, 1, 3), dtype=out.dtype, device=out.device)");
  // the same verdict's kernel side: the kernel's result in the fake's contiguous layout
  CHECK(std::any_of(fake_side.begin(), fake_side.end(),
                    [](const FixCandidate& k) { return k.id == "kernel-order" && k.code == "result.contiguous()"; }));
}

TEST_CASE("empty_like is offered only of a dense input: a slice's or a broadcast input's strides are not kept") {
  const Layout slice{{2, 4, 200, 32}, {76800, 19200, 96, 1}, 0};
  const OpCall c = attn_call(slice);
  const auto cands = fix_candidates(verdict_of(c, slice, kContiguous));  // the kernel follows the slice
  CHECK(std::none_of(cands.begin(), cands.end(), [](const FixCandidate& k) { return k.id == "fake-like"; }));
}

TEST_CASE("a fix is shown with the input sets it held on; a kernel whose order changes with the shape gets none") {
  const OpCall c = attn_call(kTransposed);
  const OpVerdict o = verdict_of(c, kContiguous, kTransposed);
  const auto vs = fix_variants(c);
  FixCheck check;
  check.op_call = c.id;
  check.torch = "2.11.0";
  check.device = "cpu";
  check.codes = {{"fake-order", "torch.empty_permuted(out.shape, (0, 1, 2, 3), dtype=out.dtype, device=out.device)"},
                 {"kernel-like", "torch.empty_like(q).copy_(result)"}};
  for (const auto& v : vs) {
    const Layout k = contiguous_of(v.shape.sizes);
    const Layout f = *v.variant.call.args[0].value.tensor.concrete();  // the fake: empty_like(q)
    FixVariantRun r{v.variant.id, side("", k), side("", {f.sizes, f.strides, 0}), {}, {}};
    r.candidates = {side("fake-order", k), side("fake-self", k), side("kernel-like", {f.sizes, f.strides, 0}),
                    side("kernel-order", k)};
    check.variants.push_back(r);
  }
  auto fixes = fixes_from_check(o, vs, check);
  REQUIRE(fixes.size() == 2);
  CHECK(fixes[0].kind == Fix::Kind::kFakeBuildsKernelLayout);
  CHECK(fixes[0].form == Fix::Form::kDimOrder);
  CHECK(fixes[0].check.state == FixCheckFinding::State::kVerified);
  CHECK(fixes[0].check.verified_on.size() == 16);
  CHECK(fixes[1].kind == Fix::Kind::kKernelFollowsInputs);
  CHECK(fixes[1].code == "torch.empty_like(q).copy_(result)");
  const std::string words = fix_words(fixes[0]);
  CHECK(words.find("torch.empty_permuted(out.shape, (0, 1, 2, 3)") != std::string::npos);
  CHECK(words.find("it held against the kernel on 16 input sets") != std::string::npos);
  CHECK(words.find("empty_strided") == std::string::npos);
  // what varied over the sets: below the Answer, in the op call's section
  const std::string detail = fix_check_detail(fixes[0]);
  CHECK(detail.find("held on 16 input sets: the recorded sizes with") != std::string::npos);
  CHECK(fix_check_detail(fixes[1], &fixes[0]).find("held on the same 16 input sets") != std::string::npos);

  // the kernel follows its inputs' order: contiguous inputs give contiguous results, the graph's give the graph's
  for (size_t i = 0; i < vs.size(); ++i) {
    const Layout in = *vs[i].variant.call.args[0].value.tensor.concrete();
    const Layout k{in.sizes, in.strides, 0};
    check.variants[i].kernel = side("", k);
    check.variants[i].candidates[0] = side("fake-order", contiguous_of(vs[i].shape.sizes));
    check.variants[i].candidates[1] = side("fake-self", contiguous_of(vs[i].shape.sizes));
    check.variants[i].candidates[3] = side("kernel-order", contiguous_of(vs[i].shape.sizes));
  }
  fixes = fixes_from_check(o, vs, check);
  REQUIRE(!fixes.empty());
  CHECK(fixes[0].kind == Fix::Kind::kKernelLayoutVaries);
  CHECK(fixes[0].code.empty());
  CHECK(fix_words(fixes[0]).find("depends on the call") != std::string::npos);
}

TEST_CASE("a kernel that raises on an input set is recorded there, not fatal") {
  const OpCall c = attn_call(kTransposed);
  const OpVerdict o = verdict_of(c, kContiguous, kTransposed);
  const auto vs = fix_variants(c);
  FixCheck check;
  for (const auto& v : vs) {
    const Layout k = contiguous_of(v.shape.sizes);
    const auto& n = v.shape.sizes;  // the fake: (0, 2, 1, 3)-ordered at the set's sizes
    const Layout f{n, {n[1] * n[2] * n[3], n[3], n[1] * n[3], 1}, 0};
    const bool raises = v.variant.id.starts_with("larger");
    FixVariantRun r{v.variant.id,
                    side("", k, raises ? RunStatus::kUnsupported : RunStatus::kOk),
                    side("", f),
                    {side("fake-order", k)},
                    {}};
    check.variants.push_back(r);
  }
  const auto fixes = fixes_from_check(o, vs, check);
  REQUIRE(!fixes.empty());
  CHECK(fixes[0].check.state == FixCheckFinding::State::kVerified);
  CHECK(fixes[0].check.raised_on.size() == 6);  // larger, larger-contiguous, and each value alone larger
  CHECK(fixes[0].check.verified_on.size() == 10);
}

TEST_CASE("a kernel returning a broadcast (stride-0 dims) gets a fake that expands the same dims, from out's shape") {
  const OpCall c = attn_call(kContiguous);
  const Layout broadcast{{2, 4, 200, 32}, {0, 32, 0, 1}, 0};  // a reduction over dims 0 and 2, expanded back
  const auto cands = fix_candidates(verdict_of(c, broadcast, kContiguous));
  auto e = std::find_if(cands.begin(), cands.end(), [](const FixCandidate& k) { return k.id == "fake-expanded"; });
  REQUIRE(e != cands.end());
  CHECK(e->code == "out.new_empty((1, out.shape[1], 1, out.shape[3])).expand(out.shape)");
  // a broadcast over a slice of a wider buffer is no plain broadcast: no such candidate
  const Layout wider{{2, 4, 200, 32}, {0, 40, 0, 1}, 0};
  const auto none = fix_candidates(verdict_of(c, wider, kContiguous));
  CHECK(std::none_of(none.begin(), none.end(), [](const FixCandidate& k) { return k.id == "fake-expanded"; }));
}

TEST_CASE("a slice of a buffer whose dim the kernel rounds up to a multiple gets a fake that rounds the same way") {
  const OpCall c = attn_call(kContiguous);
  // dim 2 of 200 laid out in 208 places: no size of the arguments is 8 or 9; 208 is a multiple of 16, not of 32
  const Layout wider{{2, 4, 200, 32}, {26624, 6656, 32, 1}, 0};
  const auto cands = fix_candidates(verdict_of(c, wider, kContiguous));
  auto has = [&](const char* id) {
    return std::any_of(cands.begin(), cands.end(), [&](const FixCandidate& k) { return k.id == id; });
  };
  CHECK_FALSE(has("fake-padded"));
  CHECK_FALSE(has("fake-padded-8"));  // 200 is already a multiple of 8
  auto a16 = std::find_if(cands.begin(), cands.end(), [](const FixCandidate& k) { return k.id == "fake-padded-16"; });
  REQUIRE(a16 != cands.end());
  CHECK(a16->code ==
        "out.new_empty((*out.shape[:2], (out.shape[2] + 15) // 16 * 16, *out.shape[3:])).narrow(2, 0, out.shape[2])");
  CHECK_FALSE(has("fake-padded-32"));  // 208 is no multiple of 32
}

TEST_CASE("a fake of the wrong size gets the kernel's sizes from the op's arguments, each dim's other ways after") {
  const OpCall c = attn_call(kContiguous);
  // the kernel's dim 2 is 200 + 31: the fake's own size plus an argument's size less one (a full convolution's L+K-1)
  const auto cands = fix_candidates(verdict_of(c, contiguous_of({2, 4, 231, 32}), kContiguous));
  std::vector<std::string> shape;
  for (const auto& k : cands)
    if (k.id.starts_with("fake-shape")) shape.push_back(k.code);
  REQUIRE(shape.size() == 3);  // {#0}, {#1} or {#2}'s last dim: the input sets, each size varied alone, decide
  CHECK(shape[0] ==
        "torch.empty((out.shape[0], out.shape[1], out.shape[2] + {#0}.shape[3] - 1, out.shape[3]), dtype=out.dtype, "
        "device=out.device)");
  CHECK(shape[1].find("out.shape[2] + {#1}.shape[3] - 1") != std::string::npos);
  for (const auto& k : cands) CHECK(k.code.find("231") == std::string::npos);  // no size of this run written in
  // a kept reduction dim: 1, before any argument that happens to be 1 less than a size
  const auto kept = fix_candidates(verdict_of(c, contiguous_of({2, 4, 1, 32}), kContiguous));
  auto first = std::find_if(kept.begin(), kept.end(), [](const FixCandidate& k) { return k.id == "fake-shape"; });
  REQUIRE(first != kept.end());
  CHECK(first->code ==
        "torch.empty((out.shape[0], out.shape[1], 1, out.shape[3]), dtype=out.dtype, device=out.device)");
  // the same sizes: no fake-shape candidate (the dim-order ones cover it)
  const auto same = fix_candidates(verdict_of(c, kTransposed, kContiguous));
  CHECK(std::none_of(same.begin(), same.end(), [](const FixCandidate& k) { return k.id.starts_with("fake-shape"); }));
}

TEST_CASE("an int64 output is never built like a float input, and a kernel-side fix keeps the kernel's dtype") {
  const OpCall c = attn_call(kContiguous);  // float32 inputs
  const auto cands = fix_candidates(verdict_of(c, kTransposed, kContiguous, "int64"));
  for (const auto& k : cands) CHECK(k.code.find("empty_like") == std::string::npos);
  CHECK(std::any_of(cands.begin(), cands.end(),
                    [](const FixCandidate& k) { return k.id == "kernel-order" && k.code == "result.contiguous()"; }));

  // the fake says int32 where the kernel returns int64: the kernel's side cannot hold (it keeps int64); a fake that
  // builds int64 in the kernel's order does
  OpVerdict o = verdict_of(c, kTransposed, kContiguous, "int64");
  o.fake.predicted[0].dtype = "int32";
  const auto typed = fix_candidates(o);
  auto shape = std::find_if(typed.begin(), typed.end(), [](const FixCandidate& k) { return k.id == "fake-shape"; });
  REQUIRE(shape != typed.end());
  CHECK(shape->code == "torch.empty_permuted(out.shape, (0, 2, 1, 3), dtype=torch.int64, device=out.device)");
  const auto vs = fix_variants(c);
  FixCheck check;
  const auto typed_side = [](const std::string& id, const Layout& l, const std::string& dtype) {
    FixSideRun r = side(id, l);
    r.outputs[0].dtype = dtype;
    return r;
  };
  for (const auto& v : vs) {
    const Layout in = *v.variant.call.args[0].value.tensor.concrete();
    const auto& n = in.sizes;  // (B, H, S, D) in dim order (0, 2, 1, 3)
    const Layout k = {n, {n[1] * n[2] * n[3], n[3], n[1] * n[3], 1}, 0};
    const Layout f = contiguous_of(in.sizes);
    FixVariantRun r{v.variant.id, typed_side("", k, "int64"), typed_side("", f, "int32"), {}, {}};
    r.candidates = {typed_side("fake-order", k, "int32"), typed_side("fake-shape", k, "int64"),
                    typed_side("kernel-order", f, "int64")};
    check.variants.push_back(r);
  }
  const auto fixes = fixes_from_check(o, vs, check);
  REQUIRE(fixes.size() == 1);  // no kernel-side fix: result.contiguous() is int64, the graph's fake int32
  CHECK(fixes[0].form == Fix::Form::kShape);
  CHECK(fixes[0].check.state == FixCheckFinding::State::kVerified);
  CHECK(fix_words(fixes[0]).find("its dtype and dim order") != std::string::npos);
}

TEST_CASE("empty_like of a slice is offered: it lays the slice's dim order out densely, which a fake can be") {
  // q, k, v: slices of a fused qkv buffer (B, S, 3, H, D) in (B, H, S, D) view: not dense; empty_like(q) is the
  // dense (0, 2, 1, 3)-ordered layout, the fake's here; the kernel returns contiguous
  const Layout slice{{2, 4, 200, 32}, {76800, 32, 384, 1}, 0};
  const OpCall c = attn_call(slice);
  const auto cands = fix_candidates(verdict_of(c, kContiguous, kTransposed));
  CHECK(std::any_of(cands.begin(), cands.end(), [](const FixCandidate& k) {
    return k.id == "kernel-like" && k.code == "torch.empty_like({#0}).copy_(result)";
  }));
  // a slice whose dim order empty_like would not give (its strides tie) is not
  const Layout tied{{2, 4, 200, 32}, {76800, 32, 32, 1}, 0};
  const auto none = fix_candidates(verdict_of(attn_call(tied), kContiguous, kTransposed));
  CHECK(std::none_of(none.begin(), none.end(), [](const FixCandidate& k) { return k.id == "kernel-like"; }));
}

TEST_CASE("a bool argument is flipped on its own at the recorded sizes: a kernel's layout can follow a flag") {
  const OpCall c = attn_call(kTransposed);  // #4 is_causal=True
  const auto vs = fix_variants(c);
  auto f = std::find_if(vs.begin(), vs.end(), [](const PlannedVariant& v) { return v.variant.id == "flipped-4"; });
  REQUIRE(f != vs.end());
  CHECK(f->shape.flipped == "#4");
  CHECK_FALSE(f->shape.flipped_to);
  CHECK_FALSE(f->variant.call.args[4].value.b);
  CHECK(f->variant.call.args[0].value.tensor.concrete()->strides == kTransposed.strides);
  CHECK(f->shape.recorded_sizes);
}

TEST_CASE("a padded slice in another dim order is built with empty_permuted, then narrowed") {
  const OpCall c = attn_call(kContiguous);
  // (B, H, S, D) of a (B, S, H, 48) buffer whose head dim of 40 is padded to 48: strides (S*H*48, 48, H*48, 1)
  const Layout k{{2, 4, 200, 40}, {38400, 48, 192, 1}, 0};
  const auto cands = fix_candidates(verdict_of(c, k, contiguous_of({2, 4, 200, 40})));
  auto p = std::find_if(cands.begin(), cands.end(), [](const FixCandidate& x) { return x.id == "fake-padded-16"; });
  REQUIRE(p != cands.end());
  CHECK(p->code ==
        "torch.empty_permuted((*out.shape[:3], (out.shape[3] + 15) // 16 * 16, *out.shape[4:]), (0, 2, 1, "
        "3), dtype=out.dtype, device=out.device).narrow(3, 0, out.shape[3])");
}

TEST_CASE("code naming an argument the kernel rebinds before its return is not offered, and the return is quoted") {
  const OpCall c = attn_call(kTransposed);
  OpVerdict o = verdict_of(c, kContiguous, kTransposed);
  OpRun kernel;  // the kernel pads q before it returns: `q` at its return is not the argument the fix was checked with
  kernel.kind = OpRunKind::kKernel;
  kernel.returned_at = ReturnedAt{"ops.py", 12, "return out", {"q"}};
  OpRun fake;
  fake.kind = OpRunKind::kFake;
  fake.returned_at = ReturnedAt{"ops.py", 20, "return torch.empty_like(q)", {}};
  o.runs = {kernel, fake};
  const auto vs = fix_variants(c);
  FixCheck check;
  check.codes = {{"fake-order", "torch.empty(out.shape, dtype=out.dtype, device=out.device)"},
                 {"kernel-like", "torch.empty_like(q).copy_(result)"}};
  for (const auto& v : vs) {
    const Layout k = contiguous_of(v.shape.sizes);
    const Layout f = *v.variant.call.args[0].value.tensor.concrete();
    FixVariantRun r{v.variant.id, side("", k), side("", {f.sizes, f.strides, 0}), {}, {}};
    r.candidates = {side("fake-order", k), side("kernel-like", {f.sizes, f.strides, 0})};
    check.variants.push_back(r);
  }
  auto fixes = fixes_from_check(o, vs, check);
  REQUIRE(fixes.size() == 1);  // the fake's side only
  CHECK(fixes[0].kind == Fix::Kind::kFakeBuildsKernelLayout);
  REQUIRE(fixes[0].replaces);
  CHECK(fix_words(fixes[0]).find("replace `return torch.empty_like(q)` (ops.py:20) with `out = torch.empty_like(q)` "
                                 "and `return torch.empty(out.shape") != std::string::npos);
  o.runs[0].returned_at->rebound.clear();  // not rebound: the kernel's side is offered too
  fixes = fixes_from_check(o, vs, check);
  REQUIRE(fixes.size() == 2);
  CHECK(fixes[1].code == "torch.empty_like(q).copy_(result)");
}

TEST_CASE("two failing calls of one op share their candidates: one edit of the fake has to hold on both") {
  // the first call's kernel is contiguous where its fake copies the transposed input; the second's kernel returns the
  // transposed order where its fake is contiguous: each call's own candidates come first, then the other's
  const OpCall first = attn_call(kTransposed);  // a verdict points at its call
  const OpVerdict a = verdict_of(first, kContiguous, kTransposed);
  OpCall second = attn_call(kContiguous);
  second.id = "0_forward@90";
  const OpVerdict b = verdict_of(second, kTransposed, kContiguous);
  const auto own = fix_candidates(a), others = fix_candidates(b);
  const auto all = op_candidates(a, {&a, &b});
  REQUIRE(all.size() > own.size());
  for (size_t i = 0; i < own.size(); ++i) CHECK(all[i].id == own[i].id);
  std::set<std::string> ids;
  for (const auto& c : all) CHECK(ids.insert(c.id).second);  // each id once
  for (const auto& c : others)                               // each of the second call's codes is there, once
    CHECK(std::count_if(all.begin(), all.end(),
                        [&](const FixCandidate& x) { return x.side == c.side && x.code == c.code; }) == 1);
  CHECK(std::any_of(all.begin(), all.end(), [](const FixCandidate& x) { return x.id.find('~') != std::string::npos; }));
  // an aten op's calls are not merged (its fix is a wrapper per call)
  OpCall aten = attn_call(kTransposed), aten2 = second;
  aten.op = aten2.op = "aten::_fft_r2c.default";  // (not its schema: the merge looks at the op's kind alone)
  const OpVerdict x = verdict_of(aten, kContiguous, kTransposed), y = verdict_of(aten2, kTransposed, kContiguous);
  CHECK(op_candidates(x, {&x, &y}).size() == op_candidates(x, {&x}).size());
}
