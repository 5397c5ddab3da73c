#include "advice/workarounds.h"

#include <algorithm>
#include <optional>

#include "core/text.h"
#include "recording/op_name.h"

namespace stridecheck {

namespace {

// An fft op's call as torch.fft writes it: which transform, on which dims, with which norm.
struct FftCall {
  std::string op;  ///< "aten::_fft_r2c", "aten::_fft_c2c"
  std::vector<int64_t> dims;
  int64_t rank = 0;
  int64_t normalization = 0;  ///< 0: none, 1: 1/sqrt(n), 2: 1/n (aten's fft_norm_mode)
  bool onesided = true;       ///< r2c
  bool forward = true;        ///< c2c
};

const ArgValue* arg_at(const OpCall& c, size_t i, const std::string& name) {
  for (const auto& a : c.args)
    if (a.name == "#" + std::to_string(i) || a.name == name) return &a.value;
  return nullptr;
}

std::optional<FftCall> fft_call(const OpCall& c) {
  FftCall f;
  f.op = op_without_overload(c.op);
  if (f.op != "aten::_fft_r2c" && f.op != "aten::_fft_c2c") return std::nullopt;
  const ArgValue* self = arg_at(c, 0, "self");
  const ArgValue* dim = arg_at(c, 1, "dim");
  const ArgValue* norm = arg_at(c, 2, "normalization");
  const ArgValue* last = arg_at(c, 3, f.op == "aten::_fft_r2c" ? "onesided" : "forward");
  if (!self || !self->is_tensor() || !dim || !norm || !last || norm->kind != ArgValue::Kind::kInt || !norm->i.value ||
      last->kind != ArgValue::Kind::kBool)
    return std::nullopt;
  auto t = self->tensor.concrete();
  if (!t) return std::nullopt;
  f.rank = static_cast<int64_t>(t->sizes.size());
  std::vector<ArgValue> items = dim->kind == ArgValue::Kind::kList ? dim->items : std::vector<ArgValue>{*dim};
  for (const auto& d : items) {
    if (d.kind != ArgValue::Kind::kInt || !d.i.value) return std::nullopt;
    const int64_t v = *d.i.value < 0 ? *d.i.value + f.rank : *d.i.value;
    if (v < 0 || v >= f.rank) return std::nullopt;
    f.dims.push_back(v);
  }
  if (f.dims.empty()) return std::nullopt;
  f.normalization = *norm->i.value;
  (f.op == "aten::_fft_r2c" ? f.onesided : f.forward) = last->b;
  return f;
}

// torch.fft's norm for aten's normalization, in a forward transform or an inverse one ("" for the default).
std::string norm_arg(int64_t normalization, bool inverse, bool always) {
  static const char* fwd[] = {"backward", "ortho", "forward"};
  static const char* inv[] = {"forward", "ortho", "backward"};
  if (normalization < 0 || normalization > 2) return "";
  const std::string name = (inverse ? inv : fwd)[normalization];
  return !always && name == "backward" ? "" : ", norm=\"" + name + "\"";
}

std::string dims_str(const std::vector<int64_t>& dims) {
  if (dims.size() == 1) return std::to_string(dims.front());
  return tuple_str(dims);
}

// torch.fft.NAME(x, dim=...) for the transform `f` on `dims` ("fft"/"fftn" style by the count).
std::string call(const std::string& one, const std::string& x, const std::vector<int64_t>& dims,
                 const std::string& norm) {
  return "torch.fft." + one + (dims.size() > 1 ? "n" : "") + "(" + x + ", dim=" + dims_str(dims) + norm + ")";
}

// The transform as torch.fft writes it, on `x` over `dims`.
std::string transform(const FftCall& f, const std::string& x, const std::vector<int64_t>& dims) {
  if (f.op == "aten::_fft_r2c")
    return call(f.onesided ? "rfft" : "fft", x, dims, norm_arg(f.normalization, false, false));
  return call(f.forward ? "fft" : "ifft", x, dims, norm_arg(f.normalization, !f.forward, false));
}

std::string function(const std::string& body, const std::string& decorator = "") {
  return decorator + "def workaround(self):\n    return " + body + "\n";
}

// The transform's adjoint (what autograd of the aten op computes), in torch.fft calls: the custom op's backward.
std::string backward_body(const FftCall& f) {
  const std::string dims = dims_str(f.dims);
  if (f.op == "aten::_fft_c2c")
    return "    return " +
           call(f.forward ? "ifft" : "fft", "grad", f.dims, norm_arg(f.normalization, f.forward, true)) + "\n";
  const std::string inv = norm_arg(f.normalization, true, true);
  if (!f.onesided) return "    return " + call("ifft", "grad", f.dims, inv) + ".real\n";
  const std::string last = std::to_string(f.dims.back());
  return "    pad = list(grad.shape)\n    pad[" + last + "] = ctx.n - pad[" + last + "]\n    full = torch.cat([grad, " +
         "grad.new_zeros(pad)], dim=" + last + ")\n    return " + call("ifft", "full", f.dims, inv) + ".real\n";
}

std::string custom_op_module(const FftCall& f, const std::string& name, const std::string& fake_order) {
  const std::string t = transform(f, "self", f.dims);
  const std::string setup = f.op == "aten::_fft_r2c" && f.onesided
                                ? "ctx.n = inputs[0].shape[" + std::to_string(f.dims.back()) + "]"
                                : "pass";
  return "import torch\n\n\n@torch.library.custom_op(\"stridecheck_fix::" + name + "\", mutates_args=())\ndef " + name +
         "(self: torch.Tensor) -> torch.Tensor:\n    return " + t + "\n\n\n@" + name +
         ".register_fake\ndef _(self):\n    out = " + t + "  # what torch's meta returns\n    return " + fake_order +
         "\n\n\ndef _setup(ctx, inputs, output):\n    " + setup + "\n\n\ndef _backward(ctx, grad):\n" +
         backward_body(f) + "\n\n" + name + ".register_autograd(_backward, setup_context=_setup)\n\n\n" +
         function(name + "(self)");
}

std::string identifier(const std::string& s) {
  std::string out;
  for (char c : s) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

}  // namespace

std::vector<FixCandidate> workaround_candidates(const OpVerdict& o, const std::string& fake_order) {
  std::vector<FixCandidate> out;
  if (!o.call) return out;
  auto f = fft_call(*o.call);
  if (!f) return out;
  using S = FixCandidate::Side;
  out.push_back({"as-is", S::kWorkaround, function(transform(*f, "self", f->dims))});
  const auto k = static_cast<int64_t>(f->dims.size());
  std::vector<int64_t> trailing;
  for (int64_t i = -k; i < 0; ++i) trailing.push_back(i);
  std::vector<int64_t> last_k;
  for (int64_t i = f->rank - k; i < f->rank; ++i) last_k.push_back(i);
  if (f->dims != last_k)
    out.push_back(
        {"move-dims", S::kWorkaround,
         function(transform(*f, "self.movedim(" + dims_str(f->dims) + ", " + dims_str(trailing) + ")", trailing) +
                  ".movedim(" + dims_str(trailing) + ", " + dims_str(f->dims) + ")")});
  if (k > 3) {  // the last three dims first (an r2c's halved dim is the last), then the others, as a c2c
    std::vector<int64_t> inner(f->dims.end() - 3, f->dims.end()), outer(f->dims.begin(), f->dims.end() - 3);
    FftCall rest = *f;
    if (f->op == "aten::_fft_r2c") rest.op = "aten::_fft_c2c", rest.forward = true;
    out.push_back({"split-dims", S::kWorkaround, function(transform(rest, transform(*f, "self", inner), outer))});
  }
  if (!fake_order.empty()) {
    const std::string name = identifier(f->op.substr(6) + "_" + o.call->id);
    out.push_back(
        {"custom-op", S::kWorkaround, custom_op_module(*f, name.substr(name.find_first_not_of('_')), fake_order)});
  }
  out.push_back(
      {"eager-region", S::kWorkaround, function(transform(*f, "self", f->dims), "@torch.compiler.disable\n")});
  return out;
}

namespace {

Fix::Kind kind_of(const std::string& id) {
  if (id == "move-dims") return Fix::Kind::kMoveDims;
  if (id == "split-dims") return Fix::Kind::kSplitDims;
  if (id == "eager-region") return Fix::Kind::kRunEager;
  return Fix::Kind::kWrapInCustomOp;
}

const FixShape* shape_in(const std::vector<PlannedVariant>& variants, const std::string& id) {
  for (const auto& v : variants)
    if (v.variant.id == id) return &v.shape;
  return nullptr;
}

const FixSideRun* run_of(const FixVariantRun& vr, const std::string& id) {
  for (const auto& c : vr.candidates)
    if (c.id == id) return &c;
  return nullptr;
}

// One variant's run folded into the finding.
void fold(WorkaroundFinding& w, const WorkaroundRun& r, const std::string& variant) {
  auto worse = [](WorkaroundState a, WorkaroundState b) {
    if (a == WorkaroundState::kFails || b == WorkaroundState::kFails) return WorkaroundState::kFails;
    return a == WorkaroundState::kNotRun ? b : a;
  };
  w.forward = worse(w.forward, r.forward);
  w.backward = worse(w.backward, r.backward);
  w.eager = r.eager;
  if (r.forward == WorkaroundState::kHeld) w.values = w.values && r.values;
  if (r.backward == WorkaroundState::kHeld) w.grads = w.grads && r.grads;
  const bool failed = r.forward == WorkaroundState::kFails || r.backward == WorkaroundState::kFails;
  if (failed && w.failed_op.empty()) {
    w.failed_op = r.op;
    w.failed_in_backward = r.backward;
    if (r.kernel) w.kernel = r.kernel->layout();
    if (r.fake) w.fake = r.fake->layout();
    w.failed_on = variant;
  }
  if (r.fullgraph_raises) w.fullgraph_raises = r.fullgraph_raises, w.break_reason = r.break_reason;
}

Fix checked_fix(const Fix& base, const FixCandidate& cand, const std::vector<PlannedVariant>& variants,
                const FixCheck& check) {
  Fix f = base;
  f.kind = kind_of(cand.id);
  f.code = cand.code;
  f.form = Fix::Form::kNone;
  f.check.torch = check.torch;
  f.check.device = check.device;
  WorkaroundFinding w;
  for (const auto& vr : check.variants) {
    const FixShape* shape = shape_in(variants, vr.id);
    const FixSideRun* run = run_of(vr, cand.id);
    if (!shape || !run) continue;
    if (run->status != RunStatus::kOk || !run->workaround) {
      f.check.raised_on.push_back(*shape);
      continue;
    }
    const WorkaroundRun& r = *run->workaround;
    fold(w, r, vr.id);
    const bool held = r.forward == WorkaroundState::kHeld && r.backward != WorkaroundState::kFails && r.values &&
                      (r.backward != WorkaroundState::kHeld || r.grads);
    (held ? f.check.verified_on : f.check.failed_on).push_back(*shape);
    if (vr.id != "recorded") continue;
    const FixSideRun* as_is = run_of(vr, "as-is");
    if (as_is && as_is->workaround) {
      w.baseline_fails = as_is->workaround->forward == WorkaroundState::kFails ||
                         as_is->workaround->backward == WorkaroundState::kFails;
      w.op_fwd_ms = as_is->workaround->fwd_ms;
      w.op_step_ms = as_is->workaround->step_ms;
      w.fwd_ms = r.fwd_ms;
      w.step_ms = r.step_ms;
      w.timed_runs = r.timed_runs;
      w.timed = true;
    }
  }
  f.check.state = f.check.settled();
  f.workaround = w;
  return f;
}

int rank_of(const Fix& f) {
  if (f.check.state == FixCheckFinding::State::kVerified) return 0;
  return f.check.state == FixCheckFinding::State::kNotVerifiedHere ? 1 : 2;
}

}  // namespace

std::vector<Fix> workarounds_from_check(const OpVerdict& o, const std::vector<FixCandidate>& candidates,
                                        const std::vector<PlannedVariant>& variants, const FixCheck* check,
                                        const std::string& reason) {
  std::vector<Fix> out;
  if (o.fake.diffs.empty() || !o.call) return out;
  const ContractDiff& d = o.fake.diffs.front();
  Fix base{Fix::Kind::kWrapInCustomOp, d.name, d.real, d.meta, o.op_call};
  base.op = op_without_overload(o.call->op);
  for (const auto& cand : candidates) {
    if (cand.side != FixCandidate::Side::kWorkaround || cand.id == "as-is") continue;
    if (check) {
      out.push_back(checked_fix(base, cand, variants, *check));
      continue;
    }
    Fix f = base;
    f.kind = kind_of(cand.id);
    f.code = cand.code;
    f.check.state = FixCheckFinding::State::kNotVerifiedHere;
    f.check.reason = reason;
    out.push_back(f);
  }
  std::stable_sort(out.begin(), out.end(), [](const Fix& a, const Fix& b) { return rank_of(a) < rank_of(b); });
  return out;
}

}  // namespace stridecheck
