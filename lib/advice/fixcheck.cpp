#include "advice/fixcheck.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "advice/workarounds.h"
#include "core/text.h"
#include "recording/fixture_writer.h"

namespace stridecheck {

namespace {

const FixShape* shape_of(const std::vector<PlannedVariant>& variants, const std::string& id) {
  for (const auto& v : variants)
    if (v.variant.id == id) return &v.shape;
  return nullptr;
}

// Whether `got` holds what `want` holds, output by output, as assert_size_stride compares, and each output's dtype is
// `dtypes`' (the kernel's: a fix on either side keeps what the kernel computes).
bool agrees(const std::vector<OutputLayout>& got, const std::vector<OutputLayout>& want,
            const std::vector<OutputLayout>* dtypes) {
  for (const auto& w : want) {
    auto g = std::find_if(got.begin(), got.end(), [&](const OutputLayout& x) { return x.name == w.name; });
    if (g == got.end() || !compare_layouts(g->layout(), w.layout()).matches()) return false;
    if (dtypes)
      for (const auto& d : *dtypes)
        if (d.name == w.name && !d.dtype.empty() && !g->dtype.empty() && d.dtype != g->dtype) return false;
  }
  return true;
}

// Whether an output's sizes differ between the two runs.
bool sizes_differ(const std::vector<OutputLayout>& a, const std::vector<OutputLayout>& b) {
  for (const auto& x : a)
    for (const auto& y : b)
      if (x.name == y.name && x.sizes != y.sizes) return true;
  return false;
}

// One candidate's finding over every input set (`layout_only`: the recorded inputs' sizes agree, so a set where they
// do not shows another bug, not this one).
FixCheckFinding finding_of(const FixCandidate& cand, const std::vector<PlannedVariant>& variants, const FixCheck& check,
                           bool layout_only) {
  FixCheckFinding f;
  f.torch = check.torch;
  f.device = check.device;
  for (const auto& vr : check.variants) {
    const FixShape* shape = shape_of(variants, vr.id);
    if (!shape) continue;
    if (vr.kernel.status != RunStatus::kOk || vr.fake.status != RunStatus::kOk) {
      f.raised_on.push_back(*shape);
      continue;
    }
    if (layout_only && sizes_differ(vr.kernel.outputs, vr.fake.outputs)) {
      f.sizes_differ_on.push_back(*shape);
      continue;
    }
    auto c =
        std::find_if(vr.candidates.begin(), vr.candidates.end(), [&](const FixSideRun& r) { return r.id == cand.id; });
    if (c == vr.candidates.end()) continue;
    const bool fake_side = cand.side == FixCandidate::Side::kFake;
    // the kernel's side keeps the kernel's dtype and so holds only where the fake's is that dtype too
    const bool ok = c->status == RunStatus::kOk &&
                    agrees(c->outputs, fake_side ? vr.kernel.outputs : vr.fake.outputs, &vr.kernel.outputs) &&
                    (fake_side || agrees(c->outputs, vr.fake.outputs, &vr.fake.outputs));
    (ok ? f.verified_on : f.failed_on).push_back(*shape);
    for (const auto& v : variants)
      if (v.variant.id == vr.id) f.inputs.push_back(v.variant);
  }
  f.state = f.settled();
  return f;
}

Fix::Form form_of(const std::string& full_id) {
  const std::string id = full_id.substr(0, full_id.find('~'));  // "fake-self~7": another call's candidate
  if (id.starts_with("fake-order")) return Fix::Form::kDimOrder;
  if (id == "fake-self") return Fix::Form::kSelfContained;
  if (id.starts_with("fake-like")) return Fix::Form::kEmptyLike;
  if (id.starts_with("fake-padded")) return Fix::Form::kPaddedSlice;
  if (id == "fake-expanded") return Fix::Form::kExpanded;
  if (id.starts_with("fake-shape")) return Fix::Form::kShape;
  return Fix::Form::kCopyInto;
}

std::string code_of(const FixCheck& check, const FixCandidate& cand) {
  for (const auto& c : check.codes)
    if (c.id == cand.id) return c.code;
  return cand.code;
}

// The argument an empty_like or self-contained form follows, by the name the code gives it.
std::string like_of(const std::string& code) {
  for (const char* open : {"torch.empty_like(", "torch.empty_permuted("}) {
    auto at = code.find(open);
    if (at == std::string::npos) continue;
    at += std::string(open).size();
    const size_t end = code.find_first_of(").,", at);
    const std::string name = code.substr(at, end - at);
    if (name != "out" && !name.starts_with("out[") && name != "result") return name;
  }
  return "";
}

// The kernel's dim order of `output` on each input set it ran on.
std::vector<std::pair<FixShape, std::vector<size_t>>> orders_of(const std::string& output,
                                                                const std::vector<PlannedVariant>& variants,
                                                                const FixCheck& check) {
  std::vector<std::pair<FixShape, std::vector<size_t>>> out;
  for (const auto& vr : check.variants) {
    const FixShape* shape = shape_of(variants, vr.id);
    if (!shape || vr.kernel.status != RunStatus::kOk) continue;
    for (const auto& o : vr.kernel.outputs)
      if (o.name == output) out.push_back({*shape, memory_order(o.layout())});
  }
  return out;
}

// The input dim whose size alone tells the kernel's two dim orders of `output` apart on the sets it ran on, if one
// does: every set of one order has that dim smaller than every set of the other.
std::optional<Fix::Decider> decider_of(const std::string& output, const std::vector<PlannedVariant>& variants,
                                       const FixCheck& check) {
  struct Seen {
    const OpCall* call;
    std::vector<size_t> order;
  };
  std::vector<Seen> seen;
  for (const auto& vr : check.variants) {
    auto v = std::find_if(variants.begin(), variants.end(), [&](const auto& p) { return p.variant.id == vr.id; });
    if (v == variants.end() || vr.kernel.status != RunStatus::kOk) continue;
    for (const auto& o : vr.kernel.outputs)
      if (o.name == output) seen.push_back({&v->variant.call, memory_order(o.layout())});
  }
  if (seen.empty()) return std::nullopt;
  const OpCall& first = *seen.front().call;
  for (size_t i = 0; i < first.args.size(); ++i) {
    if (!first.args[i].value.is_tensor()) continue;
    const size_t rank = first.args[i].value.tensor.sizes.size();
    for (size_t d = 0; d < rank; ++d) {
      std::map<std::vector<size_t>, std::pair<int64_t, int64_t>> range;  // order -> (min, max) of the dim's size
      bool ok = true;
      for (const auto& s : seen) {
        auto l = i < s.call->args.size() ? s.call->args[i].value.tensor.concrete() : std::nullopt;
        if (!l || l->rank() != rank) {
          ok = false;
          break;
        }
        auto it = range.emplace(s.order, std::pair{l->sizes[d], l->sizes[d]}).first;
        it->second = {std::min(it->second.first, l->sizes[d]), std::max(it->second.second, l->sizes[d])};
      }
      if (!ok || range.size() != 2) continue;
      auto a = range.begin(), b = std::next(a);
      if (a->second.first > b->second.first) std::swap(a, b);
      if (a->second.second >= b->second.first) continue;
      return Fix::Decider{first.args[i].name, d, a->second.second, b->second.first, a->first, b->first};
    }
  }
  return std::nullopt;
}

// The bool argument whose flip alone changed the kernel's layout of `output` at the recorded sizes, if one did.
std::optional<Fix::FlagDecider> flag_decider_of(const std::string& output, const std::vector<PlannedVariant>& variants,
                                                const FixCheck& check) {
  const auto layout_on = [&](const std::string& id) -> std::optional<Layout> {
    for (const auto& vr : check.variants)
      if (vr.id == id && vr.kernel.status == RunStatus::kOk)
        for (const auto& o : vr.kernel.outputs)
          if (o.name == output) return o.layout();
    return std::nullopt;
  };
  const auto recorded = layout_on("recorded");
  if (!recorded) return std::nullopt;
  for (const auto& v : variants) {
    if (v.shape.flipped.empty()) continue;
    const auto flipped = layout_on(v.variant.id);
    if (flipped && !compare_layouts(*flipped, *recorded).matches())
      return Fix::FlagDecider{v.shape.flipped, !v.shape.flipped_to, *recorded, *flipped};
  }
  return std::nullopt;
}

// The user's `return` statement of the fake's or the kernel's run, as the Python worker read it: what a fix replaces.
std::optional<ReturnedAt> returned_by(const OpVerdict& o, OpRunKind kind) {
  auto at = o.returned_at(kind);
  return at && at->code.starts_with("return ") ? at : std::nullopt;
}

// Whether `code` names one of the arguments the function returning at `at` rebinds before its return.
bool names_any(const std::string& code, const std::optional<ReturnedAt>& at) {
  if (!at) return false;
  const auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (const auto& name : at->rebound)
    for (size_t i = code.find(name); i != std::string::npos; i = code.find(name, i + 1)) {
      const size_t end = i + name.size();
      if ((i == 0 || (!ident(code[i - 1]) && code[i - 1] != '.')) && (end == code.size() || !ident(code[end])))
        return true;
    }
  return false;
}

// The fix of op call `o` before any code: its first disagreeing output, the kernel's and the fake's layouts.
Fix base_fix(const OpVerdict& o) {
  const ContractDiff& d = o.fake.diffs.front();
  Fix base{Fix::Kind::kFakeBuildsKernelLayout, d.name, d.real, d.meta, o.op_call};
  if (o.call) {
    const std::string& op = o.call->op;
    const size_t colons = op.find("::");
    base.op = op.substr(0, op.find('.', colons == std::string::npos ? 0 : colons + 2));
  }
  return base;
}

}  // namespace

std::vector<Fix> fixes_from_check(const OpVerdict& o, const std::vector<PlannedVariant>& variants,
                                  const FixCheck& check, std::vector<FixCandidate> candidates) {
  if (candidates.empty()) candidates = fix_candidates(o);
  std::vector<Fix> out;
  if (o.fake.diffs.empty()) return out;
  const ContractDiff& d = o.fake.diffs.front();
  const Fix base = base_fix(o);
  const bool aten = o.call && o.call->is_aten();  // a PyTorch bug: only the wrapper's fake, in the kernel's order
  std::optional<Fix> fake_side, kernel_side, first_fake;
  const auto fake_at = returned_by(o, OpRunKind::kFake), kernel_at = returned_by(o, OpRunKind::kKernel);
  for (const auto& cand : candidates) {
    const bool fake = cand.side == FixCandidate::Side::kFake;
    if (aten && !cand.id.starts_with("fake-order")) continue;
    // pasted at that return, code naming an argument the function has rebound (`q = F.pad(q, ...)`) reads another
    // tensor than the one it was checked with: not offered
    if (names_any(code_of(check, cand), (fake ? fake_at : kernel_at))) continue;
    if (fake ? fake_side.has_value() : kernel_side.has_value()) continue;
    Fix f = base;
    f.kind = fake ? Fix::Kind::kFakeBuildsKernelLayout : Fix::Kind::kKernelFollowsInputs;
    f.form = form_of(cand.id);
    f.code = code_of(check, cand);
    f.like = f.form == Fix::Form::kDimOrder || f.form == Fix::Form::kShape ? "" : like_of(f.code);
    f.replaces = fake ? fake_at : kernel_at;
    f.check = finding_of(cand, variants, check, d.real.sizes == d.meta.sizes);
    if (fake && !first_fake) first_fake = f;
    if (f.check.state == FixCheckFinding::State::kVerified) (fake ? fake_side : kernel_side) = f;
  }
  if (fake_side && aten) fake_side->kind = Fix::Kind::kWrapInCustomOp;
  if (fake_side) {
    out.push_back(*fake_side);
  } else {
    Fix f = first_fake.value_or(base);
    f.orders = orders_of(d.name, variants, check);
    const bool varies = std::any_of(f.orders.begin(), f.orders.end(),
                                    [&](const auto& p) { return p.second != f.orders.front().second; });
    if (varies) {
      f.kind = Fix::Kind::kKernelLayoutVaries;
      f.decided_by = decider_of(d.name, variants, check);
    } else if ((f.decided_by_flag = flag_decider_of(d.name, variants, check))) {
      f.kind = Fix::Kind::kKernelLayoutVaries;
    }
    f.form = Fix::Form::kNone;
    f.code.clear();
    if (f.check.inputs.empty())  // no fake-side candidate could be written: the sets compared still make a test
      for (const auto& vr : check.variants)
        for (const auto& v : variants)
          if (v.variant.id == vr.id && vr.kernel.status == RunStatus::kOk) f.check.inputs.push_back(v.variant);
    out.push_back(f);
  }
  if (kernel_side && !aten) out.push_back(*kernel_side);
  if (aten && out.front().kind == Fix::Kind::kFakeBuildsKernelLayout) out.front().kind = Fix::Kind::kWrapInCustomOp;
  return out;
}

namespace {

// The fix shown where no check could run: the fake's own result in the kernel's dim order, not verified here.
// (The kernel's side is shown only where it was checked.)
std::vector<Fix> unverified(const OpVerdict& o, const std::string& reason) {
  if (o.fake.diffs.empty()) return {};
  Fix f = base_fix(o);
  if (o.call && o.call->is_aten()) f.kind = Fix::Kind::kWrapInCustomOp;
  for (const auto& cand : fix_candidates(o))
    if (cand.id == "fake-order") {
      f.form = Fix::Form::kDimOrder;
      f.code = cand.code;
    }
  f.check.state = FixCheckFinding::State::kNotVerifiedHere;
  f.check.reason = reason;
  return {f};
}

}  // namespace

namespace {

// The op calls the fix lists are for, each once.
std::vector<const OpVerdict*> ops_of(const Verdict& verdict, const std::vector<std::vector<Fix>*>& lists) {
  std::vector<const OpVerdict*> ops;
  for (const auto* l : lists)
    for (const auto& f : *l)
      for (const auto& o : verdict.ops)
        if (o.op_call == f.call && o.call && std::find(ops.begin(), ops.end(), &o) == ops.end()) ops.push_back(&o);
  return ops;
}

// The candidates of op call `o`: its fixes', and an aten op's workarounds.
std::vector<FixCandidate> all_candidates(const OpVerdict& o) {
  auto out = fix_candidates(o);
  if (!o.call || !o.call->is_aten()) return out;
  std::string fake_order;
  for (const auto& c : out)
    if (c.id == "fake-order") fake_order = c.code;
  auto more = workaround_candidates(o, fake_order);
  out.insert(out.end(), more.begin(), more.end());
  return out;
}

std::vector<Fix> other_releases(const OpVerdict& o, const Answer& a);

// The wrapper's check: its fake against the kernel (`into`) and the whole wrapper forward and backward (`w`, whose
// cross-reference compares the custom op's fake with its kernel too): held where both held.
void merge_checks(FixCheckFinding& into, const FixCheckFinding& w) {
  auto has = [](const std::vector<FixShape>& v, const FixShape& s) {
    return std::any_of(v.begin(), v.end(), [&](const FixShape& x) { return x.id == s.id; });
  };
  std::vector<FixShape> held, failed = into.failed_on;
  for (const auto& s : into.verified_on) (has(w.verified_on, s) ? held : failed).push_back(s);
  for (const auto& s : w.failed_on)
    if (!has(failed, s)) failed.push_back(s);
  for (const auto& s : w.raised_on)
    if (!has(into.raised_on, s)) into.raised_on.push_back(s);
  into.verified_on = held;
  into.failed_on = failed;
  into.state = into.settled();
}

int held_rank(const Fix& f) {
  if (f.check.state == FixCheckFinding::State::kNotVerifiedHere) return 1;
  const bool held = f.check.state == FixCheckFinding::State::kVerified && (!f.workaround || f.workaround->held());
  return held ? 0 : 2;
}

// An aten op's fixes (the custom-op wrapper's fake, checked against the kernel) with its workarounds: the wrapper
// gets its whole code and its forward and backward check; those that held first.
void add_workarounds(std::vector<Fix>& fixes, const OpVerdict& o, const Answer& a,
                     const std::vector<PlannedVariant>& variants, const FixCheck* check, const std::string& reason) {
  auto ws = workarounds_from_check(o, all_candidates(o), variants, check, reason);
  for (auto& r : other_releases(o, a)) ws.push_back(r);
  for (const auto& w : ws) {
    auto wrap = std::find_if(fixes.begin(), fixes.end(), [](const Fix& f) {
      return f.kind == Fix::Kind::kWrapInCustomOp && f.form != Fix::Form::kNone;
    });
    if (w.kind == Fix::Kind::kWrapInCustomOp && wrap != fixes.end()) {
      wrap->module = w.code;
      wrap->workaround = w.workaround;
      if (w.check.state != FixCheckFinding::State::kNotVerifiedHere) merge_checks(wrap->check, w.check);
    } else if (w.kind != Fix::Kind::kWrapInCustomOp) {
      fixes.push_back(w);
    }
  }
  std::stable_sort(fixes.begin(), fixes.end(), [](const Fix& a, const Fix& b) { return held_rank(a) < held_rank(b); });
}

// Another torch release whose meta agrees: one evaluated here (--torch-python) whose fake agrees with this kernel, else
// the release the known-issues table says has a likely duplicate's fix (not compared here).
std::vector<Fix> other_releases(const OpVerdict& o, const Answer& a) {
  std::vector<Fix> out;
  if (o.fake.diffs.empty() || !o.call) return out;
  const ContractDiff& d = o.fake.diffs.front();
  Fix base{Fix::Kind::kOtherRelease, d.name, d.real, d.meta, o.op_call, known_op_name(o.call->op)};
  for (const auto& t : o.by_torch)
    if (!t.torch.empty() && t.torch != o.fake.torch && t.state == ContractState::kSafe) {
      Fix f = base;
      f.release = t.torch;
      f.check.state = FixCheckFinding::State::kVerified;
      out.push_back(f);
    }
  if (!out.empty()) return out;
  for (const auto& m : a.seen_before) {
    const KnownReleases& r = m.issue->releases;
    const std::string release = r.fixed_in.empty() ? r.fixed_by : r.fixed_in;
    if (m.strength != KnownMatch::Strength::kLikelyDuplicate || m.op != base.op || release.empty() ||
        m.torch == KnownMatch::Torch::kFixed)
      continue;
    const KnownSource& src = m.issue->fixes.empty() ? m.issue->source : m.issue->fixes.front();
    Fix f = base;
    f.release = release;
    f.release_source =
        (src.repo == "pytorch/pytorch" ? std::string("pytorch") : src.repo) + "#" + std::to_string(src.number);
    f.check.state = FixCheckFinding::State::kNotVerifiedHere;
    f.check.reason = "the known-issues table's row " + m.issue->id;
    out.push_back(f);
    break;
  }
  return out;
}

}  // namespace

std::vector<FixCandidate> op_candidates(const OpVerdict& o, const std::vector<const OpVerdict*>& ops) {
  auto out = all_candidates(o);
  if (!o.call || o.call->is_aten()) return out;
  for (const OpVerdict* other : ops) {
    if (other == &o || !other->call || other->call->op != o.call->op) continue;
    for (auto c : fix_candidates(*other)) {
      const auto same = [&](const FixCandidate& x) { return x.side == c.side && x.code == c.code; };
      if (std::any_of(out.begin(), out.end(), same)) continue;
      if (std::any_of(out.begin(), out.end(), [&](const FixCandidate& x) { return x.id == c.id; }))
        c.id += "~" + std::to_string(out.size());
      out.push_back(std::move(c));
    }
  }
  return out;
}

void add_fix_checks(Verdict& verdict, const Recording& recording, ReplayOptions options,
                    const std::vector<ReplayResult>& stored, bool live) {
  // every fix list of the answer: its own (its first finding's) and each failing op call's
  std::vector<std::vector<Fix>*> lists{&verdict.answer.fixes};
  for (auto& f : verdict.answer.op_findings) lists.push_back(&f.fixes);
  const std::vector<const OpVerdict*> ops = ops_of(verdict, lists);
  if (ops.empty()) return;
  std::map<std::string, FixCheck> checks;
  for (const auto& r : stored)  // a check made where the kernel runs (a GPU host), read back
    for (const auto& c : r.fix_checks)
      if (c.status == RunStatus::kOk) checks.emplace(c.op_call, c);
  std::map<std::string, std::vector<PlannedVariant>> variants;
  std::map<std::string, std::vector<FixCandidate>> candidates;  // the check's (op_candidates), made once per call
  std::map<std::string, std::string> twin;  // op call -> the call whose check it takes: a repeated call runs once
  std::map<std::string, std::string> by_identity;
  Recording asked;
  options.what.fix_checks.clear();
  for (const OpVerdict* o : ops) {
    std::vector<const OpCall*> others;  // every other call of the op in the run, with its own sizes and layouts
    const std::string identity = replay_identity(*o->call);
    std::set<std::string> seen{identity};
    for (const auto* calls : {&recording.op_calls, &recording.sibling_calls})
      for (const auto& c : *calls)
        if (c.op == o->call->op && seen.insert(replay_identity(c)).second) others.push_back(&c);
    variants[o->op_call] = fix_variants(*o->call, others);
    candidates[o->op_call] = op_candidates(*o, ops);
    auto [first, added] = by_identity.emplace(identity, o->op_call);
    twin[o->op_call] = checks.count(o->op_call) ? o->op_call : first->second;
    if (!added || checks.count(o->op_call) || !live) continue;
    FixCheckRequest req{o->op_call, {}, candidates[o->op_call], !o->call->is_aten()};
    for (const auto& v : variants[o->op_call]) req.variants.push_back(v.variant);
    if (req.variants.empty() || req.candidates.empty()) continue;
    options.what.fix_checks.push_back(std::move(req));
    asked.op_calls.push_back(*o->call);
  }
  std::string why_not = live ? "" : "no kernel runs here (--no-kernels)";
  if (!asked.op_calls.empty()) {
    asked.inputs = recording.inputs;
    options.what.metas = false;
    options.what.kernels = true;
    options.what.every_site = true;
    options.what.repeat = 0;
    options.what.only_sites.clear();
    for (const auto& c : asked.op_calls) options.what.only_sites.push_back(c.id);
    options.how.use_server = false;  // ReplaySpec::fix_checks is not sent to a server
    options.how.progress = nullptr;
    ReplayResult rr = replay(asked, options);
    for (const auto& c : rr.fix_checks) checks.emplace(c.op_call, c);
    if (rr.skipped)
      why_not = "its kernel runs on " + asked.op_calls.front().device() +
                ", which this machine lacks (triage there with --format json, then pass that report with --runs-from: "
                "the check made there comes with it)";
  }
  std::vector<std::string> reported;  // the checks in verdict.fix_checks
  auto checked = [&](const std::vector<Fix>& in) {
    std::vector<Fix> fixes;
    std::vector<std::string> done;
    for (const auto& f : in) {
      auto o = std::find_if(ops.begin(), ops.end(), [&](const OpVerdict* x) { return x->op_call == f.call; });
      if (o == ops.end()) {
        fixes.push_back(f);
        continue;
      }
      if (std::find(done.begin(), done.end(), f.call) != done.end()) continue;
      done.push_back(f.call);
      auto c = checks.find(twin[f.call]);
      std::vector<Fix> now;
      if (c != checks.end() && c->second.status == RunStatus::kOk) {
        now = fixes_from_check(**o, variants[f.call], c->second, candidates[f.call]);
        if ((*o)->call->is_aten()) add_workarounds(now, **o, verdict.answer, variants[f.call], &c->second, "");
        if (verdict.answer.opcheck.probe == OpcheckProbe::kNotProbed && c->second.opcheck != OpcheckProbe::kNotProbed)
          verdict.answer.opcheck = {c->second.opcheck, c->second.torch, c->second.device};
        if (std::find(reported.begin(), reported.end(), c->first) == reported.end()) {
          reported.push_back(c->first);
          verdict.fix_checks.push_back(c->second);
        }
      } else {
        now = unverified(**o, c != checks.end() ? c->second.reason : why_not);
        if ((*o)->call->is_aten())
          add_workarounds(now, **o, verdict.answer, variants[f.call], nullptr,
                          c != checks.end() ? c->second.reason : why_not);
      }
      fixes.insert(fixes.end(), now.begin(), now.end());
    }
    return fixes;
  };
  for (auto* l : lists) *l = checked(*l);
}

}  // namespace stridecheck
