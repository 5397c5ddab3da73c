// The answer a report opens with: what failed, whose bug it is, the fastest backend that compiles
// cleanly with the line to paste, whether the priority reached the compiled region, and which torch
// versions' metas agree with the kernels. Pure: a verdict in, words out.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>

#include "core/text.h"
#include "layout/describe.h"
#include "verdict/verdict.h"

namespace stridecheck {

std::string_view whose_name(Whose w) {
  switch (w) {
    case Whose::kNobody: return "nobody";
    case Whose::kPytorch: return "pytorch";
    case Whose::kStaleGraph: return "stale-graph";
    case Whose::kUnknown: return "unknown";
    case Whose::kCustomFake: return "custom-fake";
  }
  return "?";
}

namespace {

std::string ms_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g ms", v);
  return buf;
}

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

// "the kernel returns BSHD (8192, 64, 128, 1), the meta predicts BHSD (8192, 4096, 64, 1)"
std::string short_diff(const ContractDiff& d) {
  TensorRole role = role_of(d.name);
  return "the kernel returns " + describe(d.real, role).order + " " + tuple_str(d.real.strides) +
         ", the meta predicts " + describe(d.meta, role).order + " " + tuple_str(d.meta.strides);
}

std::string outputs_of(const std::vector<ContractDiff>& diffs) {
  std::vector<std::string> names;
  for (const auto& d : diffs) names.push_back(d.name);
  return join(names, ", ");
}

}  // namespace

// "2.11.0+cu130" -> "2.11.0": the layouts are the release's; the CUDA build does not change a meta.
std::string release_of(const std::string& torch) { return torch.substr(0, torch.find('+')); }

// Which torch did what: compiled the graph (where the input says), ran the kernels, gave the metas. They
// differ when the releases of these three differ (a second --torch-python is a comparison, not a difference).
void torches_of(const Verdict& v, Answer& a) {
  std::vector<std::string> parts, releases;
  if (v.compiled_by) {
    std::string where;
    if (!v.compiled_by->file.empty())
      where = " (" + std::filesystem::path(v.compiled_by->file).filename().string() +
              (v.compiled_by->line ? ":" + std::to_string(v.compiled_by->line) : std::string()) + ")";
    parts.push_back("graph compiled by torch " + v.compiled_by->torch + where);
    releases.push_back(release_of(v.compiled_by->torch));
  }
  if (!v.environment.torch_version.empty()) {
    bool kernels_ran = false;
    for (const auto& sv : v.sites)
      for (const auto& r : sv.runs) kernels_ran |= !is_meta_run(r.run);
    for (const auto& o : v.ops) kernels_ran |= o.kernel_ran;  // an op call's kernel (libtorch's, or a Python one)
    parts.push_back(kernels_ran ? "kernels on libtorch " + v.environment.torch_version
                                : "replay worker's libtorch " + v.environment.torch_version + " (no kernel ran here)");
    releases.push_back(release_of(v.environment.torch_version));
  }
  std::vector<std::string> metas;
  for (const auto& m : v.metas)
    if (!m.torch.empty()) metas.push_back(m.torch);
  if (!metas.empty()) {
    parts.push_back("metas from torch " + join(metas, ", "));
    releases.push_back(release_of(metas.front()));
  }
  if (parts.empty()) return;
  for (const auto& r : releases) a.torches_differ |= r != releases.front();
  a.torches = join(parts, "; ") + (a.torches_differ ? ": they differ, so these layouts may not be the failing run's; "
                                                      "build against the run's torch (README) or pass its Python "
                                                      "with --torch-python"
                                                    : "");
}

namespace {

// The fused backends of every call site, each in one of: breaks its meta somewhere, cannot serve some call, crashed
// or hung somewhere, compile-safe (fastest first when every one was timed), or not judged.
void backend_states(const Verdict& v, Answer& a) {
  std::map<Backend, int> safe_sites, break_sites, judged_sites;
  std::map<Backend, double> total_ms;
  std::map<Backend, bool> timed;
  std::map<Backend, std::vector<std::string>> cannot, failed;
  std::map<Backend, std::string> missing;  // why an unjudged one is: the first reason seen
  std::vector<Backend> seen;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts) {
      if (c.backend == Backend::kMath) continue;
      if (std::find(seen.begin(), seen.end(), c.backend) == seen.end()) {
        seen.push_back(c.backend);
        timed[c.backend] = true;
      }
      const ContractState st = c.primary.state;
      if (st == ContractState::kSafe) ++safe_sites[c.backend];
      if (st == ContractState::kBreaks) ++break_sites[c.backend];
      if (st == ContractState::kCannotServe) cannot[c.backend].push_back(s.call_site + ": " + c.primary.reason);
      if (st == ContractState::kCrashed || st == ContractState::kTimeout)
        failed[c.backend].push_back(std::string(st == ContractState::kCrashed ? "crashed" : "timed out") + " at " +
                                    s.call_site + (c.primary.reason.empty() ? "" : " (" + c.primary.reason + ")"));
      if (st != ContractState::kUnknown) ++judged_sites[c.backend];
      if (st == ContractState::kUnknown && !missing.count(c.backend))
        missing[c.backend] =
            c.kernel_ran
                ? (c.primary.reason.starts_with("no meta") ? c.primary.reason
                                                           : "no meta was evaluated (" + c.primary.reason + ")")
                : (is_cuda_device(call_site_device(*s.site)) && !v.environment.cuda_available
                       ? std::string("kernels not run here (this machine has no CUDA device)")
                       : "kernels not run here (" + c.primary.reason + ")") +
                      (c.by_torch.empty() ? std::string("; no metas either") : "; metas evaluated") +
                      (is_cuda_device(call_site_device(*s.site)) && !v.environment.cuda_available
                           ? "; a GPU host, or --runs-from REPORT.json of a replay made on one, judges them"
                           : "");
      if (st == ContractState::kSafe) {
        if (c.fwd_ms)
          total_ms[c.backend] += *c.fwd_ms + c.bwd_ms.value_or(0);
        else
          timed[c.backend] = false;
      }
    }
  std::vector<std::string> unjudged_why;
  for (Backend b : seen) {
    if (break_sites[b]) a.breaking.push_back(b);
    if (cannot.count(b)) {
      a.cannot_serve.push_back(b);
      a.cannot_serve_why.push_back(std::string(backend_name(b)) + " at " + cannot[b].front() +
                                   (cannot[b].size() > 1
                                        ? " (and " + std::to_string(cannot[b].size() - 1) + " more call site" +
                                              (cannot[b].size() > 2 ? "s" : "") + ")"
                                        : ""));
    }
    if (failed.count(b)) {
      a.unfinished.push_back(b);
      a.unfinished_why.push_back(std::string(backend_name(b)) + ": " + join(failed[b], "; "));
    }
    if (break_sites[b] || cannot.count(b) || failed.count(b)) continue;
    if (safe_sites[b])
      a.safe.push_back(b);
    else if (!judged_sites[b])
      a.unjudged.push_back(b);
  }
  for (Backend b : a.unjudged)
    if (a.unjudged_why.empty()) a.unjudged_why = missing[b];
  bool all_timed = !a.safe.empty() && std::all_of(a.safe.begin(), a.safe.end(), [&](Backend b) { return timed[b]; });
  if (!all_timed) return;
  std::stable_sort(a.safe.begin(), a.safe.end(), [&](Backend x, Backend y) { return total_ms[x] < total_ms[y]; });
  Backend f = a.safe.front();
  double fwd = 0, bwd = 0;
  for (const auto& s : v.sites)
    if (const BackendContract* c = s.contract(f); c && c->primary.state == ContractState::kSafe) {
      fwd += c->fwd_ms.value_or(0);
      bwd += c->bwd_ms.value_or(0);
    }
  a.fastest = std::string(backend_name(f)) + ": " + ms_text(fwd) + " forward" +
              (bwd > 0 ? " + " + ms_text(bwd) + " backward" : "") + " (median, summed over the call sites)";
}

}  // namespace

namespace {

// The paste line's condition, the fixes the evaluated metas speak for, and, for a PyTorch bug, what to report.
void workarounds(const Verdict& v, Answer& a) {
  const std::string under = a.torch.empty() ? std::string("this torch") : "torch " + a.torch;
  if (!a.paste.empty() && a.whose == Whose::kStaleGraph)
    a.paste_when = "after recompiling under " + under +
                   " (clear inductor's cache, e.g. TORCHINDUCTOR_FORCE_DISABLE_CACHES=1): the failing graph was "
                   "compiled by another torch, and no priority changes the asserts it already has";
  else if (!a.paste.empty() && !a.breaking.empty())
    a.paste_when = "for these call sites' layouts; it leaves out " + std::string(backend_name(a.breaking.front())) +
                   ", whose kernel breaks its own meta here";
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
      std::vector<TorchContract> sorted = c.by_torch;
      std::stable_sort(sorted.begin(), sorted.end(), [](const TorchContract& x, const TorchContract& y) {
        return version_key(x.torch) < version_key(y.torch);
      });
      if (!sorted.empty() && sorted.back().state == ContractState::kSafe &&
          version_key(sorted.back().torch) > version_key(c.primary.torch))
        a.workarounds.push_back("torch " + sorted.back().torch + "'s " + backend_title(c.backend) +
                                " meta agrees with the kernel at " + s.call_site +
                                ": upgrading to it (and recompiling) "
                                "makes " +
                                std::string(backend_name(c.backend)) + " compile-safe there");
    }
  if (a.whose == Whose::kPytorch && !ops.empty()) {
    std::vector<std::string> torches;
    for (const auto& m : v.metas)
      if (!m.torch.empty()) torches.push_back(m.torch);
    a.upstream =
        "a kernel and its own meta disagree: report it at https://github.com/pytorch/pytorch/issues with "
        "this report as Markdown (the same command with --format markdown -o issue.md: its repro runs the "
        "real op against the same op under FakeTensorMode); it names " +
        join_and(ops) + ", the input layouts at " + join_and(sites) +
        ", and the torch releases whose metas "
        "were evaluated (" +
        (torches.empty() ? std::string("none") : join(torches, ", ")) + ")";
  }
}

}  // namespace

Answer answer(const Verdict& v, const std::vector<Backend>& priority) {
  Answer a;
  for (const auto& m : v.metas)
    if (!m.torch.empty()) {
      a.torch = m.torch;
      break;
    }
  if (a.torch.empty())
    for (const auto& s : v.sites)
      for (const auto& c : s.contracts)
        if (!c.by_torch.empty() && a.torch.empty()) a.torch = c.by_torch.front().torch;
  const std::string under = a.torch.empty() ? std::string("this torch") : "torch " + a.torch;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts)
      for (const auto& t : c.by_torch) a.metas_on_meta_device |= t.meta_device == "meta";

  // 1. what failed
  std::vector<std::string> failed, contract_breaks;
  const SiteVerdict* first_failed = nullptr;
  const SiteVerdict* first_break = nullptr;
  for (const auto& s : v.sites) {
    if (!s.site) continue;
    if (s.recorded_broke_graph) {
      std::vector<std::string> outs;
      for (const auto& r : s.runs)
        if (r.run.mode == RunMode::kOp && r.run.recorded)
          for (const auto& o : r.outputs)
            if (o.status == OutputVerdict::Status::kMismatch) outs.push_back(o.name);
      bool from_log = outs.empty();
      if (from_log)
        for (const auto& e : s.site->expected_outputs)
          if (e.observed) outs.push_back(e.name);
      failed.push_back(backend_title(s.site->backend) + " " + std::string(direction_name(s.site->direction)) + "'s " +
                       join(outs, ", ") + " at " + s.call_site +
                       (from_log ? " (in the failing run's log; no kernel ran here)" : ""));
      if (!first_failed) first_failed = &s;
    }
    for (const auto& c : s.contracts)
      if (c.primary.state == ContractState::kBreaks) {
        contract_breaks.push_back(backend_title(c.backend) + " on " + outputs_of(c.primary.diffs) + " at " +
                                  s.call_site);
        if (!first_break) first_break = &s;
      }
  }
  bool any_kernels = false, stale = false;
  const SiteVerdict* first_stale = nullptr;
  for (const auto& s : v.sites) {
    for (const auto& c : s.contracts)
      if (c.kernel_ran) any_kernels = true;
    if (s.graph_meta == GraphMeta::kDiffers) {
      stale = true;
      if (!first_stale) first_stale = &s;
    }
  }
  if (!failed.empty())
    a.failed = "the graph's own op broke its stride assert: " + join(failed, "; ") + ".";
  else if (!contract_breaks.empty())
    a.failed = "no graph op broke its asserts, but a backend's kernel differs from its own fake/meta prediction: " +
               join(contract_breaks, "; ") + " (a graph compiled with it would die).";
  else if (!any_kernels && stale)
    a.failed = "no kernel ran here, but the graph asserts a layout that " + under + "'s " +
               backend_title(first_stale->site->backend) + " meta does not predict at " + first_stale->call_site + ".";
  else if (!any_kernels)
    a.failed = "no kernel ran here, so nothing was compared with the graph's asserts.";
  else
    a.failed = "nothing: every graph op kept its graph's asserts and no backend broke its own meta.";

  // 2. whose bug
  auto whose_for = [&](const SiteVerdict& s) {
    const BackendContract* c = s.contract(s.site->backend);
    std::string title = backend_title(s.site->backend);
    if (c && c->primary.state == ContractState::kBreaks) {
      const ContractDiff& d = c->primary.diffs.front();
      a.whose = Whose::kPytorch;
      a.whose_text = "the " + title + " kernel and " + under + "'s fake/meta kernel disagree on " + d.name +
                     " for these input layouts (" + short_diff(d) + "): a PyTorch bug, not your reshape.";
    } else if (s.graph_meta == GraphMeta::kDiffers) {
      a.whose = Whose::kStaleGraph;
      a.whose_text = "the graph asserts what " + under + "'s " + title + " meta does not predict";
      if (!s.graph_matches_meta_of.empty())
        a.whose_text += " (it is what the " + join(s.graph_matches_meta_of, " and ") + " metas predict)";
      a.whose_text +=
          " (" + (s.graph_meta_diffs.empty() ? std::string("another layout") : s.graph_meta_diffs.front()) + ")" +
          (c && c->primary.state == ContractState::kSafe ? "; that " + title + " meta agrees with the kernel"
                                                         : std::string()) +
          ". The graph was compiled by another torch version, or its meta has changed since: not your "
          "reshape; recompile under " +
          under + ".";
    } else {
      a.whose = Whose::kUnknown;
      a.whose_text = "the " + title + " kernel returns a layout the graph's fake/meta prediction did not; " +
                     (a.torch.empty() ? std::string("no torch was found to evaluate the metas (--torch-python)")
                                      : "no meta of " + under + " says why") +
                     ".";
    }
  };
  if (first_failed) {
    whose_for(*first_failed);
  } else if (first_break) {
    for (const auto& c : first_break->contracts)
      if (c.primary.state == ContractState::kBreaks) {
        a.whose = Whose::kPytorch;
        a.whose_text = "the " + backend_title(c.backend) + " kernel and " + under + "'s fake/meta kernel disagree on " +
                       c.primary.diffs.front().name + " (" + short_diff(c.primary.diffs.front()) +
                       "): a PyTorch bug; keep " + backend_title(c.backend) + " out of the priority until it is fixed.";
        break;
      }
  } else if (!any_kernels && stale) {
    whose_for(*first_stale);
  }

  // 3. compile-safe backends, fastest first when timed: only a comparison of a real layout with a meta layout says
  // safe or breaks; a crash, a hang or a call the backend cannot serve says that instead
  backend_states(v, a);
  if (!a.safe.empty() || !a.breaking.empty()) {
    std::vector<std::string> names;
    for (Backend b : a.safe)
      if (std::find(names.begin(), names.end(), sdp_enum(b)) == names.end()) names.push_back(sdp_enum(b));
    names.push_back(sdp_enum(Backend::kMath));
    a.paste = "with sdpa_kernel([" + join(names, ", ") + "], set_priority=True):";
  }

  // 4. did the priority reach the compiled region?
  for (const auto& s : v.sites) {
    if (!s.site) continue;
    std::string given = priority.empty() ? std::string("torch's default priority") : "--priority ";
    if (!priority.empty()) {
      std::vector<std::string> n;
      for (Backend b : priority) n.emplace_back(backend_name(b));
      given += join(n, ",");
    }
    if (s.meta_choice.empty()) {
      if (!s.meta_choice_reason.empty() && a.priority.empty()) a.priority = "not known: " + s.meta_choice_reason + ".";
      continue;
    }
    std::string rec(backend_name(s.site->backend));
    if (priority.empty()) {
      a.priority = "under torch's default priority the dispatcher picks " + s.meta_choice + " at trace time" +
                   (s.meta_choice == rec ? "; the graph calls " + rec
                                         : ", but the graph calls " + rec + " (" + s.call_site +
                                               "): the run set another priority; pass it as --priority to check that "
                                               "it reaches the compiled region") +
                   ".";
      if (s.meta_choice != rec) break;
    } else if (s.meta_choice == rec) {
      a.priority = "under " + given + " the dispatcher picks " + rec +
                   " at trace time, the backend the graph calls: "
                   "the priority reached the compiled region.";
    } else {
      a.priority = "under " + given + " the dispatcher picks " + s.meta_choice +
                   " at trace time, but the graph calls " + rec + " (" + s.call_site +
                   "): that priority did not reach the compiled region; set it around the "
                   "compiled call, before the first call traces it.";
      break;
    }
  }

  // 5. which torch versions' metas agree with the kernels (only where they differ; one line for the rest)
  std::vector<std::string> agreeing;
  std::vector<std::string> all_versions;
  for (const auto& s : v.sites)
    for (const auto& c : s.contracts) {
      if (c.by_torch.size() < 2) continue;
      std::vector<TorchContract> sorted = c.by_torch;
      std::stable_sort(sorted.begin(), sorted.end(), [](const TorchContract& x, const TorchContract& y) {
        return version_key(x.torch) < version_key(y.torch);
      });
      std::vector<std::string> parts;
      bool differ = false;
      for (const auto& t : sorted) {
        std::string st(contract_name(t.state));
        if (t.state == ContractState::kBreaks) st += " (" + outputs_of(t.diffs) + ")";
        parts.push_back(st + " under " + t.torch);
        if (t.state != sorted.front().state) differ = true;
        if (std::find(all_versions.begin(), all_versions.end(), t.torch) == all_versions.end())
          all_versions.push_back(t.torch);
      }
      std::string who = backend_title(c.backend) + " at " + s.call_site;
      if (!differ) {
        agreeing.push_back(who);
        continue;
      }
      std::string line = who + ": " + join(parts, ", ");
      if (sorted.back().state == ContractState::kSafe) {
        size_t from = sorted.size() - 1;
        while (from > 0 && sorted[from - 1].state == ContractState::kSafe) --from;
        line += "; safe from torch " + sorted[from].torch + " on (of the versions evaluated)";
      }
      a.versions.push_back(line);
    }
  torches_of(v, a);
  workarounds(v, a);
  if (!agreeing.empty() && !a.versions.empty())
    a.versions.push_back("the same under torch " + join(all_versions, ", ") + ": " + join(agreeing, ", "));
  else if (!agreeing.empty())
    a.versions.push_back("every contract is the same under torch " + join(all_versions, ", "));
  return a;
}

std::vector<std::pair<std::string, std::string>> answer_rows(const Answer& a,
                                                             const std::vector<MetaEnvironment>& metas) {
  std::vector<std::pair<std::string, std::string>> rows;
  if (a.torches_differ) rows.emplace_back("Torches differ", a.torches);  // first: it qualifies everything below
  rows.emplace_back("What failed", a.failed);
  if (!a.whose_text.empty()) rows.emplace_back("Whose bug", a.whose_text);
  auto names = [](const std::vector<Backend>& v) {
    std::vector<std::string> n;
    for (Backend b : v) n.emplace_back(backend_name(b));
    return join(n, ", ");
  };
  if (!a.safe.empty())
    rows.emplace_back("Compile-safe", names(a.safe) +
                                          (a.fastest.empty() ? std::string(" (in torch's order; untimed)")
                                                             : " (fastest first; " + a.fastest + ")") +
                                          "; math always compiles (inductor decomposes it)");
  if (!a.breaking.empty()) rows.emplace_back("Breaks its meta", names(a.breaking) + ": leave out of the priority");
  for (const auto& w : a.cannot_serve_why) rows.emplace_back("Cannot serve", w);
  for (const auto& w : a.unfinished_why) rows.emplace_back("Did not finish", w + ": nothing was compared there");
  if (!a.unjudged.empty())
    rows.emplace_back("Not judged",
                      names(a.unjudged) + ": " +
                          (a.unjudged_why.empty() ? std::string("kernel or meta missing here") : a.unjudged_why));
  if (!a.paste.empty()) rows.emplace_back("Paste", a.paste);
  if (!a.paste_when.empty()) rows.emplace_back("Paste when", a.paste_when);
  if (!a.priority.empty()) rows.emplace_back("Priority", a.priority);
  for (const auto& v : a.versions) rows.emplace_back("Torch versions", v);
  for (const auto& w : a.what_if) rows.emplace_back("What if", w);
  for (const auto& w : a.workarounds) rows.emplace_back("Workaround", w);
  for (const auto& f : a.fixes) rows.emplace_back("Fix", f);
  if (!a.upstream.empty()) rows.emplace_back("Report upstream", a.upstream);
  std::vector<std::string> m;
  for (const auto& e : metas)
    m.push_back(e.torch.empty()
                    ? e.python + ": no metas (" + (e.error.empty() ? std::string("no torch") : e.error) + ")"
                    : "torch " + e.torch + " (" + e.python + ")");  // cache state: JSON only
  if (!m.empty())
    rows.emplace_back("Metas",
                      join(m, "; ") + (a.metas_on_meta_device ? "; CUDA call sites' metas evaluated on the meta "
                                                                "device, which torch's SDPA metas read as CUDA"
                                                              : ""));
  if (!a.torches.empty() && !a.torches_differ) rows.emplace_back("Torch", a.torches);
  return rows;
}

}  // namespace stridecheck
