// lib/advice/workarounds.h, the parts that run nothing: an aten fft call's workarounds written as code, what a check's
// forward and backward runs say (workarounds_from_check), their words, and the known-issues row of the staged CUDA
// FFT matched by its dim count. The check itself runs in the Python kernel worker (tool/op_workaround.py): the
// e2e cases triage-aten-fft-workarounds*.
#include <doctest/doctest.h>

#include <algorithm>

#include "advice/workarounds.h"
#include "known/known_issues.h"
#include "op_verdicts.h"
#include "report/answer.h"
#include "report/known_words.h"

using namespace stridecheck;

namespace {

Arg tensor_arg(const std::string& name, const Layout& l, const std::string& dtype) {
  TensorLayout t;
  t.dtype = dtype;
  t.device = "cpu";
  t.sizes = known_syms(l.sizes);
  t.strides = known_syms(l.strides);
  t.storage_offset = SymInt::known(l.storage_offset);
  t.storage = "buf0";
  return {name, ArgValue::of_tensor(t), name, {}};
}

ArgValue int_list(const std::vector<int64_t>& v) {
  ArgValue a = ArgValue::of_kind(ArgValue::Kind::kList);
  for (int64_t x : v) a.items.push_back(ArgValue::integer(SymInt::known(x)));
  return a;
}

// aten::_fft_r2c(h, dims, 0, True) as the fixture's graph calls it, or _fft_c2c(h, dims, 0, True).
OpCall fft_call(const std::string& op, const Layout& in, const std::vector<int64_t>& dims) {
  OpCall c;
  c.id = "0_forward@58";
  c.op = op + ".default";
  c.args = {tensor_arg("#0", in, op == "aten::_fft_r2c" ? "float32" : "complex64"),
            {"#1", int_list(dims), "[1]", {}},
            {"#2", ArgValue::integer(SymInt::known(0)), "0", {}},
            {"#3", ArgValue::boolean(true), "True", {}}};
  return c;
}

OutputLayout out(const std::string& name, const Layout& l) { return test::output_of(name, l); }

// The op call's verdict: its kernel returns `kernel`, its fake predicts `fake`.
OpVerdict verdict_of(const OpCall& c, const Layout& kernel, const Layout& fake) {
  return test::broken_verdict(c, kernel, fake);
}

const Layout kIn{{4, 50, 48}, {2400, 48, 1}, 0};
const Layout kKernel{{4, 26, 48}, {1248, 1, 26}, 0};
const Layout kFake{{4, 26, 48}, {1248, 48, 1}, 0};
const std::string kFakeOrder = "torch.empty_permuted(out.shape, (0, 2, 1), dtype=out.dtype, device=out.device)";

const FixCandidate* find(const std::vector<FixCandidate>& v, const std::string& id) {
  auto it = std::find_if(v.begin(), v.end(), [&](const FixCandidate& c) { return c.id == id; });
  return it == v.end() ? nullptr : &*it;
}

FixSideRun run(const std::string& id, WorkaroundState fwd, WorkaroundState bwd, bool eager = false) {
  FixSideRun r;
  r.id = id;
  WorkaroundRun w;
  w.forward = fwd;
  w.backward = bwd;
  w.values = w.grads = true;
  w.eager = eager;
  if (fwd == WorkaroundState::kFails || bwd == WorkaroundState::kFails) {
    w.op = "aten::_fft_c2c.default";
    w.kernel = out("result[0]", kKernel);
    w.fake = out("result[0]", kFake);
  }
  r.workaround = w;
  return r;
}

}  // namespace

TEST_CASE("rfft on dim 1: the op as written, moved to the last dim, the custom op with its backward, eager") {
  const OpCall c = fft_call("aten::_fft_r2c", kIn, {1});
  const auto cands = workaround_candidates(verdict_of(c, kKernel, kFake), kFakeOrder);
  REQUIRE(find(cands, "as-is"));
  CHECK(find(cands, "as-is")->code == "def workaround(self):\n    return torch.fft.rfft(self, dim=1)\n");
  REQUIRE(find(cands, "move-dims"));
  CHECK(find(cands, "move-dims")->code ==
        "def workaround(self):\n    return torch.fft.rfft(self.movedim(1, -1), dim=-1).movedim(-1, 1)\n");
  CHECK_FALSE(find(cands, "split-dims"));  // one dim
  REQUIRE(find(cands, "custom-op"));
  const std::string& mod = find(cands, "custom-op")->code;
  CHECK(mod.find("@torch.library.custom_op(\"stridecheck_fix::fft_r2c_0_forward_58\"") != std::string::npos);
  CHECK(mod.find("return " + kFakeOrder) != std::string::npos);
  CHECK(mod.find("register_autograd(_backward, setup_context=_setup)") != std::string::npos);
  CHECK(mod.find("torch.fft.ifft(full, dim=1, norm=\"forward\").real") != std::string::npos);  // the adjoint
  REQUIRE(find(cands, "eager-region"));
  CHECK(find(cands, "eager-region")->code.starts_with("@torch.compiler.disable\n"));
  for (const auto& k : cands) CHECK(k.side == FixCandidate::Side::kWorkaround);
}

TEST_CASE("fftn over four dims: moved and split in calls of at most three; none for another op or the last dim") {
  const Layout in{{2, 6, 12, 10, 8, 16}, {92160, 15360, 1280, 128, 16, 1}, 0};
  const OpCall c = fft_call("aten::_fft_c2c", in, {1, 2, 3, 4});
  const auto cands = workaround_candidates(verdict_of(c, in, in), "");
  REQUIRE(find(cands, "split-dims"));
  CHECK(find(cands, "split-dims")->code ==
        "def workaround(self):\n    return torch.fft.fft(torch.fft.fftn(self, dim=(2, 3, 4)), dim=1)\n");
  CHECK_FALSE(find(cands, "custom-op"));  // no fake-order code given
  const OpCall last = fft_call("aten::_fft_r2c", kIn, {2});
  CHECK_FALSE(find(workaround_candidates(verdict_of(last, kKernel, kFake), kFakeOrder), "move-dims"));
  OpCall other = fft_call("aten::_fft_r2c", kIn, {1});
  other.op = "aten::_fft_c2r.default";
  CHECK(workaround_candidates(verdict_of(other, kKernel, kFake), kFakeOrder).empty());
}

TEST_CASE("what held comes first; a workaround that dies in backward says which op, and its words say so") {
  const OpCall c = fft_call("aten::_fft_r2c", kIn, {1});
  const OpVerdict o = verdict_of(c, kKernel, kFake);
  const auto cands = workaround_candidates(o, kFakeOrder);
  std::vector<PlannedVariant> variants(2);
  variants[0].variant.id = variants[0].shape.id = "recorded";
  variants[0].shape.sizes = {4, 50, 48};
  variants[1].variant.id = variants[1].shape.id = "shape1";
  variants[1].shape.sizes = {5, 28, 24};
  FixCheck check;
  check.torch = "2.11.0";
  check.device = "cpu";
  for (const auto& v : variants) {
    FixVariantRun vr;
    vr.id = v.variant.id;
    vr.candidates = {
        run("as-is", WorkaroundState::kFails, WorkaroundState::kNotRun),
        run("move-dims", WorkaroundState::kHeld, vr.id == "shape1" ? WorkaroundState::kFails : WorkaroundState::kHeld),
        run("custom-op", WorkaroundState::kHeld, WorkaroundState::kHeld),
        run("eager-region", WorkaroundState::kHeld, WorkaroundState::kHeld, true)};
    check.variants.push_back(vr);
  }
  const auto fixes = workarounds_from_check(o, cands, variants, &check, "");
  REQUIRE(fixes.size() == 3);
  CHECK(fixes.back().kind == Fix::Kind::kMoveDims);  // failed: last
  const Fix& moved = fixes.back();
  CHECK(moved.check.state == FixCheckFinding::State::kFails);
  REQUIRE(moved.workaround);
  CHECK(moved.workaround->failed_op == "aten::_fft_c2c.default");
  CHECK(moved.workaround->failed_in_backward == WorkaroundState::kFails);
  CHECK(moved.workaround->failed_on == "shape1");
  CHECK(moved.workaround->baseline_fails);
  const std::string words = fix_words(moved);
  CHECK(words.find("dies in backward (its forward held): aten::_fft_c2c.default's meta predicts (1248, 48, 1), "
                   "its kernel returns (1248, 1, 26) (on (5, 28, 24)") != std::string::npos);
  // the Answer names it in one line after those that held; the op call's section says where and why
  CHECK(failed_workaround(moved));
  CHECK_FALSE(failed_workaround(fixes.front()));
  CHECK(failed_workarounds_words({&moved}, true) ==
        "not the transform on the last dims (dies in backward): it fails the same check (where: each fix's check, "
        "below the Answer; --format json's fix_code)");
  CHECK(failed_workarounds_words({&moved}, false)
            .starts_with("no workaround in code held: the transform on the last "
                         "dims (dies in backward) failed their check"));
  CHECK(fix_check_detail(moved).find("failed on (5, 28, 24)") != std::string::npos);
  CHECK(fix_check_detail(moved).find(": dies in backward (its forward held)") != std::string::npos);
  CHECK(fixes.front().check.state == FixCheckFinding::State::kVerified);
  CHECK(fixes.front().workaround->held());
  const auto none = workarounds_from_check(o, cands, variants, nullptr, "no CUDA device on this machine");
  REQUIRE_FALSE(none.empty());  // the loop below checks something
  for (const auto& f : none) CHECK(fix_words(f).find("not verified here: no CUDA device") != std::string::npos);
}

TEST_CASE("the staged CUDA FFT's fix is likely this bug only with four or more dims differing") {
  KnownSignature s;
  s.op = "aten::_fft_c2c";
  s.output = "result";
  s.tensor = KnownSignature::Tensor::kOpOutput;
  s.device = "cuda:0";
  s.expected = Layout{{2, 6, 12, 10, 8, 16}, {92160, 960, 80, 8, 1, 5760}, 0};
  s.actual = Layout{{2, 6, 12, 10, 8, 16}, {92160, 1, 480, 48, 6, 5760}, 0};
  auto strength = [](const std::vector<KnownMatch>& ms) {
    for (const auto& m : ms)
      if (m.issue->id == "pytorch-177323-cuda-fft-staged-meta") return m.strength;
    FAIL("no match");
    return KnownMatch::Strength::kRelated;
  };
  CHECK(strength(match_known_issues(s)) == KnownMatch::Strength::kLikelyDuplicate);
  s.expected = Layout{{2, 6, 12, 10}, {720, 120, 10, 1}, 0};
  s.actual = Layout{{2, 6, 12, 10}, {720, 1, 60, 6}, 0};  // three dims differ
  CHECK(strength(match_known_issues(s)) == KnownMatch::Strength::kRelated);
}
