// The answer a report opens with, as typed findings: what failed, whose bug it is, the fastest backend that
// compiles cleanly and the backends of the line to paste, whether the priority reached the compiled region, and
// which torch versions' metas agree with the kernels. Pure: a verdict in, findings out (lib/report/answer.h puts
// them in words).
#include <algorithm>
#include <map>

#include "verdict/verdict.h"

namespace stridecheck {

std::string_view whose_name(Whose w) {
  switch (w) {
    case Whose::kNobody: return "nobody";
    case Whose::kPytorch: return "pytorch";
    case Whose::kStaleGraph: return "stale-graph";
    case Whose::kUnknown: return "unknown";
    case Whose::kCustomFake: return "custom-fake";
    case Whose::kSwappedKernel: return "swapped-kernel";
  }
  return "?";
}

namespace {

// "2.11.0" -> (2, 11, 0) for ordering versions as numbers.
std::vector<int> version_key(const std::string& v) {
  std::vector<int> out;
  int cur = 0;
  bool any = false;
  for (char c : v) {
    if (c >= '0' && c <= '9') {
      cur = cur * 10 + (c - '0');
      any = true;
    } else if (c == '.') {
      out.push_back(cur);
      cur = 0;
      any = false;
    } else {
      break;
    }
  }
  if (any) out.push_back(cur);
  return out;
}

std::vector<TorchContract> oldest_first(const std::vector<TorchContract>& by_torch) {
  std::vector<TorchContract> sorted = by_torch;
  std::stable_sort(sorted.begin(), sorted.end(), [](const TorchContract& x, const TorchContract& y) {
    return version_key(x.torch) < version_key(y.torch);
  });
  return sorted;
}

std::vector<std::string> output_names(const std::vector<ContractDiff>& diffs) {
  std::vector<std::string> names;
  for (const auto& d : diffs) names.push_back(d.name);
  return names;
}

// "2.11.0+cu130" -> "2.11.0": the layouts are the release's; the CUDA build does not change a meta.
std::string release_of(const std::string& torch) { return torch.substr(0, torch.find('+')); }

// Which torch did what: compiled the graph (where the input says), ran the kernels, gave the metas. They
// differ when the releases of these three differ (a second --torch-python is a comparison, not a difference).
void torches_of(const Verdict& v, Answer& a) {
  Torches& t = a.torches;
  std::vector<std::string> releases;
  t.compiled_by = v.compiled_by;
  if (v.compiled_by) releases.push_back(release_of(v.compiled_by->torch));
  t.libtorch = v.environment.torch_version;
  if (!t.libtorch.empty()) {
    for (const auto& sv : v.sites)
      for (const auto& r : sv.runs) t.kernels_ran |= !is_meta_run(r.run);
    for (const auto& o : v.ops) t.kernels_ran |= o.kernel_ran;  // an op call's kernel (libtorch's, or a Python one)
    releases.push_back(release_of(t.libtorch));
  }
  for (const auto& m : v.metas)
    if (!m.torch.empty()) t.metas.push_back(m.torch);
  if (!t.metas.empty()) releases.push_back(release_of(t.metas.front()));
  for (const auto& r : releases) t.differ |= r != releases.front();
}

// Why backend `c` is judged nowhere, from its contract at one call site.
NotJudgedWhy not_judged_why(const Verdict& v, const SiteVerdict& s, const BackendContract& c) {
  NotJudgedWhy w;
  w.reason = c.primary.reason;
  w.metas_evaluated = !c.by_torch.empty();
  if (c.kernel_ran)
    w.kind = c.primary.no_meta ? NotJudgedWhy::Kind::kNoMeta : NotJudgedWhy::Kind::kMetaNotEvaluated;
  else if (is_cuda_device(call_site_device(*s.site)) && !v.environment.cuda_available)
    w.kind = NotJudgedWhy::Kind::kNoCudaDevice;
  else
    w.kind = NotJudgedWhy::Kind::kKernelsNotRun;
  return w;
}

// The fused backends' contracts over every call site, counted.
struct BackendTally {
  std::map<Backend, int> safe_sites, break_sites, judged_sites;
  std::map<Backend, double> total_ms;
  std::map<Backend, bool> timed;
  std::map<Backend, std::vector<std::pair<std::string, ContractReason>>> cannot;  // (call site, reason)
  std::map<Backend, std::vector<Unfinished::Stop>> failed;
  std::map<Backend, NotJudgedWhy> missing;  // why an unjudged one is: the first reason seen
  std::vector<Backend> seen;
};

BackendTally tally(const Verdict& v) {
  BackendTally t;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts) {
      if (c.backend == Backend::kMath) continue;
      if (std::find(t.seen.begin(), t.seen.end(), c.backend) == t.seen.end()) {
        t.seen.push_back(c.backend);
        t.timed[c.backend] = true;
      }
      const ContractState st = c.primary.state;
      if (st == ContractState::kSafe) ++t.safe_sites[c.backend];
      if (st == ContractState::kBreaks) ++t.break_sites[c.backend];
      if (st == ContractState::kCannotServe) t.cannot[c.backend].emplace_back(s.call_site, c.primary.reason);
      if (st == ContractState::kCrashed || st == ContractState::kTimeout)
        t.failed[c.backend].push_back({st == ContractState::kTimeout, s.call_site, c.primary.reason});
      if (st != ContractState::kUnknown) ++t.judged_sites[c.backend];
      if (st == ContractState::kUnknown && !t.missing.count(c.backend)) t.missing[c.backend] = not_judged_why(v, s, c);
      if (st == ContractState::kSafe) {
        if (c.fwd_ms)
          t.total_ms[c.backend] += *c.fwd_ms + c.bwd_ms.value_or(0);
        else
          t.timed[c.backend] = false;
      }
    }
  return t;
}

// The fused backends of every call site, each in one of: breaks its meta somewhere, cannot serve some call, crashed
// or hung somewhere, compile-safe (fastest first when every one was timed), or not judged.
void backend_states(const Verdict& v, Answer& a) {
  BackendTally t = tally(v);
  for (Backend b : t.seen) {
    if (t.break_sites[b]) a.breaking.push_back(b);
    if (t.cannot.count(b)) {
      a.cannot_serve.push_back(b);
      const auto& first = t.cannot[b].front();
      a.cannot_serve_at.push_back({b, first.first, first.second, t.cannot[b].size() - 1});
    }
    if (t.failed.count(b)) {
      a.unfinished.push_back(b);
      a.unfinished_at.push_back({b, t.failed[b]});
    }
    if (t.break_sites[b] || t.cannot.count(b) || t.failed.count(b)) continue;
    if (t.safe_sites[b])
      a.safe.push_back(b);
    else if (!t.judged_sites[b])
      a.unjudged.push_back(b);
  }
  if (!a.unjudged.empty()) a.unjudged_why = t.missing[a.unjudged.front()];
  bool all_timed = !a.safe.empty() && std::all_of(a.safe.begin(), a.safe.end(), [&](Backend b) { return t.timed[b]; });
  if (!all_timed) return;
  std::stable_sort(a.safe.begin(), a.safe.end(), [&](Backend x, Backend y) { return t.total_ms[x] < t.total_ms[y]; });
  Fastest f;
  f.backend = a.safe.front();
  for (const auto& s : v.sites)
    if (const BackendContract* c = s.contract(f.backend); c && c->primary.state == ContractState::kSafe) {
      f.fwd_ms += c->fwd_ms.value_or(0);
      f.bwd_ms += c->bwd_ms.value_or(0);
    }
  a.fastest = f;
}

// The paste line's condition, the fixes the evaluated metas speak for, and, for a PyTorch bug, what to report.
void workarounds(const Verdict& v, Answer& a) {
  if (!a.paste.empty() && a.whose == Whose::kStaleGraph)
    a.paste_when = PasteWhen::kAfterRecompiling;
  else if (!a.paste.empty() && !a.breaking.empty())
    a.paste_when = PasteWhen::kForTheseLayouts;
  std::vector<std::string> ops, sites;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts) {
      if (c.primary.state != ContractState::kBreaks || !s.site) continue;
      const OpSpec* op = c.backend == s.site->backend               ? &s.site->spec()
                         : s.site->direction == Direction::kForward ? forward_op_of(c.backend)
                                                                    : backward_op_of(c.backend);
      if (op && std::find(ops.begin(), ops.end(), op->qualified()) == ops.end()) ops.push_back(op->qualified());
      sites.push_back(s.call_site);
      // a later torch whose meta agrees with this kernel
      std::vector<TorchContract> sorted = oldest_first(c.by_torch);
      if (!sorted.empty() && sorted.back().state == ContractState::kSafe &&
          version_key(sorted.back().torch) > version_key(c.primary.torch))
        a.workarounds.push_back({sorted.back().torch, c.backend, s.call_site});
    }
  if (a.whose == Whose::kPytorch && !ops.empty()) {
    a.upstream.kind = Upstream::Kind::kSdpa;
    a.upstream.ops = ops;
    a.upstream.sites = sites;
    for (const auto& m : v.metas)
      if (!m.torch.empty()) a.upstream.torches.push_back(m.torch);
  }
}

// What the call sites show failed; the first call site of each kind, for whose bug it is.
struct FirstSites {
  const SiteVerdict* failed = nullptr;
  const SiteVerdict* broke_meta = nullptr;
  const SiteVerdict* stale = nullptr;
  bool any_kernels = false;
};

// The graph's own op of call site `s`, with no outputs yet.
GraphOpBroke graph_op_of(const SiteVerdict& s) {
  GraphOpBroke b;
  b.call = s.call_site;
  b.backend = s.site->backend;
  b.direction = s.site->direction;
  return b;
}

// The graph's own op of call site `s`, which broke its assert: its outputs that did (in the failing run's log where
// no kernel ran).
GraphOpBroke graph_op_broke(const SiteVerdict& s) {
  GraphOpBroke b = graph_op_of(s);
  for (const auto& r : s.runs)
    if (r.run.mode == RunMode::kOp && r.run.recorded)
      for (const auto& o : r.outputs)
        if (o.status == OutputVerdict::Status::kMismatch) b.outputs.push_back(o.name);
  b.from_log = b.outputs.empty();
  if (b.from_log)
    for (const auto& e : s.site->expected_outputs)
      if (e.observed) b.outputs.push_back(e.name);
  return b;
}

// The outputs of call site `s` that the failing run's log shows broken and that the graph's own kernel, replayed
// here, returned as the graph asserts (empty: none).
GraphOpBroke not_reproduced(const SiteVerdict& s) {
  GraphOpBroke b = graph_op_of(s);
  for (const auto& r : s.runs)
    if (r.run.mode == RunMode::kOp && r.run.recorded && r.run.status == RunStatus::kOk)
      for (const auto& o : r.outputs) {
        const ExpectedOutput* e = s.site->expected(o.name);
        if (e && e->observed && o.status == OutputVerdict::Status::kMatch) b.outputs.push_back(o.name);
      }
  return b;
}

FirstSites what_failed(const Verdict& v, WhatFailed& f) {
  FirstSites first;
  for (const auto& s : v.sites) {
    if (!s.site) continue;
    if (s.recorded_broke_graph) {
      f.broke.push_back(graph_op_broke(s));
      if (!first.failed) first.failed = &s;
    } else if (GraphOpBroke kept = not_reproduced(s); !kept.outputs.empty()) {
      f.not_reproduced.push_back(std::move(kept));
    }
    for (const auto& c : s.contracts)
      if (c.primary.state == ContractState::kBreaks) {
        f.breaks.push_back({s.call_site, c.backend, "", output_names(c.primary.diffs)});
        if (!first.broke_meta) first.broke_meta = &s;
      }
  }
  for (const auto& s : v.sites) {
    for (const auto& c : s.contracts)
      if (c.kernel_ran) first.any_kernels = true;
    if (s.graph_meta == GraphMeta::kDiffers && !first.stale) first.stale = &s;
  }
  if (!f.broke.empty()) {
    f.sites = WhatFailed::Sites::kGraphOpBroke;
  } else if (!f.not_reproduced.empty()) {
    f.sites = WhatFailed::Sites::kNotReproduced;
  } else if (!f.breaks.empty()) {
    f.sites = WhatFailed::Sites::kKernelBreaksMeta;
  } else if (!first.any_kernels && first.stale) {
    f.sites = WhatFailed::Sites::kStaleNoKernel;
    f.stale_site = first.stale->call_site;
    f.stale_backend = first.stale->site->backend;
  } else {
    f.sites = first.any_kernels ? WhatFailed::Sites::kNothing : WhatFailed::Sites::kNoKernel;
  }
  return first;
}

// The kernel the run's log shows it registered over backend `b`'s own aten op (or the op inside it) for the call
// site's device, or nullopt: "aten::_flash_attention_forward" on CUDA is flash's, on a CUDA call site.
std::optional<KernelOverride> overridden(const Verdict& v, const SiteVerdict& s, Backend b) {
  const std::string_view family = backend_info(b).aten_family;
  if (family.empty()) return std::nullopt;
  const bool cuda = is_cuda_device(s.graph_device);
  for (const auto& k : v.overrides) {
    const bool device_key = k.dispatch_key == "CUDA" || k.dispatch_key == "CPU";
    if (k.op.find(family) != std::string::npos && (!device_key || (k.dispatch_key == "CUDA") == cuda)) return k;
  }
  return std::nullopt;
}

// A kernel against its meta: PyTorch's bug, unless a Python implementation swapped in served the kernel
// (--kernel-impl), or the run's log shows it registered its own kernel over that backend's (not judged until it
// runs); when a swapped-in one could not run here, the kernel's layout is the failing log's.
void kernel_against_meta(const Verdict& v, const SiteVerdict& s, const BackendContract& c, Answer& a) {
  if (const BackendRun* r = s.swapped_run(c.backend)) {
    a.why.impl = r->impl;
    if (r->status != RunStatus::kOk) a.why.impl_not_run = r->reason;
  }
  a.why.from_log = c.from_log;
  a.whose = a.why.impl.empty() ? Whose::kPytorch : Whose::kSwappedKernel;
  if (a.whose == Whose::kPytorch) a.why.overridden = overridden(v, s, c.backend);
  if (a.why.overridden) a.whose = Whose::kUnknown;
}

// Whose bug the first failing (or stale) call site is.
void whose_for(const Verdict& v, const SiteVerdict& s, Answer& a) {
  const BackendContract* c = s.contract(s.site->backend);
  a.why.call = s.call_site;
  a.why.backend = s.site->backend;
  if (c && c->primary.state == ContractState::kBreaks) {
    kernel_against_meta(v, s, *c, a);
    a.why.reason = a.why.overridden ? WhoseFinding::Reason::kOverridden : WhoseFinding::Reason::kKernelAgainstMeta;
    a.why.diff = c->primary.diffs.front();
  } else if (s.graph_meta == GraphMeta::kDiffers) {
    a.whose = Whose::kStaleGraph;
    a.why.reason = WhoseFinding::Reason::kStaleGraph;
    a.why.meta_agrees_with_kernel = c && c->primary.state == ContractState::kSafe;
  } else {
    a.whose = Whose::kUnknown;
    a.why.reason = WhoseFinding::Reason::kNoMetaSaysWhy;
  }
}

void whose_bug(const Verdict& v, const FirstSites& first, Answer& a) {
  if (first.failed) {
    whose_for(v, *first.failed, a);
  } else if (!a.failed.not_reproduced.empty()) {
    a.whose = Whose::kUnknown;
    a.why.reason = WhoseFinding::Reason::kNotReproduced;
    a.why.call = a.failed.not_reproduced.front().call;
    a.why.backend = a.failed.not_reproduced.front().backend;
    for (const auto& s : v.sites)
      if (s.call_site == a.why.call) a.why.overridden = overridden(v, s, a.why.backend);
  } else if (first.broke_meta) {
    for (const auto& c : first.broke_meta->contracts)
      if (c.primary.state == ContractState::kBreaks) {
        kernel_against_meta(v, *first.broke_meta, c, a);
        a.why.reason = a.why.overridden ? WhoseFinding::Reason::kOverridden : WhoseFinding::Reason::kBackendAgainstMeta;
        a.why.call = first.broke_meta->call_site;
        a.why.backend = c.backend;
        a.why.diff = c.primary.diffs.front();
        break;
      }
  } else if (!first.any_kernels && first.stale) {
    whose_for(v, *first.stale, a);
  }
}

// Did the priority reach the compiled region? The dispatcher's choice at trace time, site by site: the last said
// (a site whose choice differs from its graph's backend ends the search).
void priority_reached(const Verdict& v, const std::vector<Backend>& priority, Answer& a) {
  PriorityFinding& p = a.priority;
  for (const auto& s : v.sites) {
    if (!s.site) continue;
    if (s.meta_choice.empty()) {
      if (!s.meta_choice_reason.empty() && p.kind == PriorityFinding::Kind::kNone) {
        p.kind = PriorityFinding::Kind::kNotKnown;
        p.reason = s.meta_choice_reason;
      }
      continue;
    }
    const bool same = s.meta_choice == backend_name(s.site->backend);
    p = PriorityFinding{
        PriorityFinding::Kind::kDefaultPicks, {}, s.meta_choice, s.site->backend, s.call_site, priority};
    if (!priority.empty()) p.kind = same ? PriorityFinding::Kind::kReached : PriorityFinding::Kind::kNotReached;
    if (!same) break;
  }
}

// Which torch versions' metas agree with the kernels: the contracts whose state differs by torch, and the rest.
void versions_of(const Verdict& v, Answer& a) {
  Versions& out = a.versions;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts) {
      if (c.by_torch.size() < 2) continue;
      std::vector<TorchContract> sorted = oldest_first(c.by_torch);
      ContractVersions cv;
      cv.backend = c.backend;
      cv.call_site = s.call_site;
      bool differ = false;
      for (const auto& t : sorted) {
        cv.by_torch.push_back(
            {t.torch, t.state, t.state == ContractState::kBreaks ? output_names(t.diffs) : std::vector<std::string>{}});
        if (t.state != sorted.front().state) differ = true;
        if (std::find(out.torches.begin(), out.torches.end(), t.torch) == out.torches.end())
          out.torches.push_back(t.torch);
      }
      if (!differ) {
        out.same.emplace_back(c.backend, s.call_site);
        continue;
      }
      if (sorted.back().state == ContractState::kSafe) {
        size_t from = sorted.size() - 1;
        while (from > 0 && sorted[from - 1].state == ContractState::kSafe) --from;
        cv.safe_from = sorted[from].torch;
      }
      out.differ.push_back(std::move(cv));
    }
}

// The torch whose metas judge: the first --torch-python's, else the first stored run's.
std::string judging_torch(const Verdict& v) {
  for (const auto& m : v.metas)
    if (!m.torch.empty()) return m.torch;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts)
      if (!c.by_torch.empty()) return c.by_torch.front().torch;
  return "";
}

}  // namespace

Answer answer(const Verdict& v, const std::vector<Backend>& priority) {
  Answer a;
  a.torch = judging_torch(v);
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts)
      for (const auto& t : c.by_torch) a.metas_on_meta_device |= t.meta_device == "meta";
  const FirstSites first = what_failed(v, a.failed);
  whose_bug(v, first, a);
  // compile-safe backends, fastest first when timed: only a comparison of a real layout with a meta layout says
  // safe or breaks; a crash, a hang or a call the backend cannot serve says that instead
  backend_states(v, a);
  // the run's kernel was not the one replayed: what these kernels keep says nothing of the run's
  if (a.failed.sites == WhatFailed::Sites::kNotReproduced) a.safe.clear();
  if (!a.safe.empty() || !a.breaking.empty()) {
    a.paste = a.safe;
    a.paste.push_back(Backend::kMath);
  }
  priority_reached(v, priority, a);
  versions_of(v, a);
  torches_of(v, a);
  workarounds(v, a);
  return a;
}

void answer_not_replayed(Answer& a) {
  a.whose = Whose::kUnknown;
  a.why = WhoseFinding{};
  a.why.reason = WhoseFinding::Reason::kNotReplayed;
  a.paste.clear();
  a.paste_when = PasteWhen::kAlways;
  a.priority = PriorityFinding{};
  a.fixes.clear();
  a.what_if = WhatIf{};
  a.unjudged.clear();
  a.unjudged_why.reset();
}

}  // namespace stridecheck
