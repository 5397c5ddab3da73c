// The answer's findings in words, row by row (what failed and whose bug: answer_why.cpp).
#include "report/answer.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>

#include "core/text.h"
#include "report/findings.h"
#include "report/known_words.h"

namespace stridecheck {

std::string_view answer_row_label(AnswerRowKind kind) {
  switch (kind) {
    case AnswerRowKind::kTorchesDiffer: return "Torches differ";
    case AnswerRowKind::kWhatFailed: return "What failed";
    case AnswerRowKind::kWhoseBug: return "Whose bug";
    case AnswerRowKind::kCompileSafe: return "Compile-safe";
    case AnswerRowKind::kBreaksItsMeta: return "Breaks its meta";
    case AnswerRowKind::kCannotServe: return "Cannot serve";
    case AnswerRowKind::kDidNotFinish: return "Did not finish";
    case AnswerRowKind::kNotJudged: return "Not judged";
    case AnswerRowKind::kPaste: return "Paste";
    case AnswerRowKind::kPasteWhen: return "Paste when";
    case AnswerRowKind::kPriority: return "Priority";
    case AnswerRowKind::kTorchVersions: return "Torch versions";
    case AnswerRowKind::kWhatIf: return "What if";
    case AnswerRowKind::kWorkaround: return "Workaround";
    case AnswerRowKind::kFix: return "Fix";
    case AnswerRowKind::kRerun: return "Rerun";
    case AnswerRowKind::kTest: return "Test";
    case AnswerRowKind::kSeenBefore: return "Seen before";
    case AnswerRowKind::kNotChecked: return "Not checked";
    case AnswerRowKind::kReportUpstream: return "Report upstream";
    case AnswerRowKind::kMetas: return "Metas";
    case AnswerRowKind::kTorch: return "Torch";
  }
  return "?";
}

std::string_view no_kernel_row_label(NoKernelAnalysis::Row::Kind kind) {
  using K = NoKernelAnalysis::Row::Kind;
  switch (kind) {
    case K::kWhatFailed: return "What failed";
    case K::kTheCall: return "The call";
    case K::kWhy: return "Why";
    case K::kWhoseBug: return "Whose bug";
    case K::kPaste: return "Paste";
  }
  return "?";
}

namespace {

std::string ms_text(double v) {  // "1.2 ms"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g ms", v);
  return buf;
}

std::string ms_number(double v) {  // "1.2"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

std::string names_of(const std::vector<Backend>& v) {
  std::vector<std::string> n;
  for (Backend b : v) n.emplace_back(backend_name(b));
  return join(n, ", ");
}

// The backends named, each served by a Python implementation in this replay (--kernel-impl) saying which: "flash_cpu
// served by SCTEST_CPU_FIXED". The judgement is that implementation's, not aten's kernel's.
std::string names_with_impls(const Verdict& v, const std::vector<Backend>& backends) {
  std::vector<std::string> n;
  for (Backend b : backends) {
    std::string impl;
    for (const auto& site : v.sites)
      if (const BackendRun* r = site.swapped_run(b)) impl = r->impl;
    n.push_back(std::string(backend_name(b)) + (impl.empty() ? "" : " served by " + impl));
  }
  return join(n, ", ");
}

std::string not_judged_why(const NotJudgedWhy& w) {
  using Kind = NotJudgedWhy::Kind;
  const std::string reason = contract_reason_words(w.reason);
  if (w.kind == Kind::kNoMeta) return reason;
  if (w.kind == Kind::kMetaNotEvaluated) return "no meta was evaluated (" + reason + ")";
  const bool no_cuda = w.kind == Kind::kNoCudaDevice;
  return (no_cuda ? std::string("kernels not run here (this machine has no CUDA device)")
                  : "kernels not run here (" + reason + ")") +
         (w.metas_evaluated ? "; metas evaluated" : "; no metas either") +
         (no_cuda ? "; a GPU host, or --runs-from REPORT.json of a replay made on one, judges them" : "");
}

std::string cannot_serve_why(const CannotServe& c) {
  return std::string(backend_name(c.backend)) + " at " + c.call_site + ": " + contract_reason_words(c.reason) +
         (c.more ? " (and " + std::to_string(c.more) + " more call site" + (c.more > 1 ? "s" : "") + ")" : "");
}

std::string unfinished_why(const Unfinished& u) {
  std::vector<std::string> stops;
  for (const auto& s : u.stops) {
    const std::string reason = contract_reason_words(s.reason);
    stops.push_back(std::string(s.timeout ? "timed out" : "crashed") + " at " + s.call_site +
                    (reason.empty() ? "" : " (" + reason + ")"));
  }
  return std::string(backend_name(u.backend)) + ": " + join(stops, "; ");
}

std::string fastest_words(const Fastest& f) {
  return std::string(backend_name(f.backend)) + ": " + ms_text(f.fwd_ms) + " forward" +
         (f.bwd_ms > 0 ? " + " + ms_text(f.bwd_ms) + " backward" : "") + " (median, summed over the call sites)";
}

std::string paste_words(const std::vector<Backend>& paste) {
  std::vector<std::string> names;
  for (Backend b : paste)
    if (std::find(names.begin(), names.end(), sdp_enum(b)) == names.end()) names.push_back(sdp_enum(b));
  return "with sdpa_kernel([" + join(names, ", ") + "], set_priority=True):";
}

std::string paste_when_words(const Answer& a) {
  switch (a.paste_when) {
    case PasteWhen::kAlways: return "";
    case PasteWhen::kAfterRecompiling:
      return "after recompiling under " + judging_torch_words(a) +
             " (clear inductor's cache, e.g. TORCHINDUCTOR_FORCE_DISABLE_CACHES=1): the failing graph was "
             "compiled by another torch, and no priority changes the asserts it already has";
    case PasteWhen::kForTheseLayouts:
      return "for these call sites' layouts; it leaves out " + std::string(backend_name(a.breaking.front())) +
             ", whose kernel breaks its own meta here";
  }
  return "";
}

std::string priority_words(const PriorityFinding& p) {
  using Kind = PriorityFinding::Kind;
  const std::string rec(backend_name(p.recorded));
  std::vector<std::string> n;
  for (Backend b : p.priority) n.emplace_back(backend_name(b));
  const std::string given = "--priority " + join(n, ",");
  switch (p.kind) {
    case Kind::kNone: return "";
    case Kind::kNotKnown: return "not known: " + choice_reason_words(p.reason) + ".";
    case Kind::kDefaultPicks:
      return "under torch's default priority the dispatcher picks " + p.chosen + " at trace time" +
             (p.chosen == rec ? "; the graph calls " + rec
                              : ", but the graph calls " + rec + " (" + p.call_site +
                                    "): the run set another priority; pass it as --priority to check that it reaches "
                                    "the compiled region") +
             ".";
    case Kind::kReached:
      return "under " + given + " the dispatcher picks " + rec +
             " at trace time, the backend the graph calls: the priority reached the compiled region.";
    case Kind::kNotReached:
      return "under " + given + " the dispatcher picks " + p.chosen + " at trace time, but the graph calls " + rec +
             " (" + p.call_site +
             "): that priority did not reach the compiled region; set it around the compiled call, before the first "
             "call traces it.";
  }
  return "";
}

std::vector<std::string> versions_words(const Versions& v) {
  std::vector<std::string> lines, same;
  for (const auto& c : v.differ) {
    std::vector<std::string> parts;
    for (const auto& t : c.by_torch)
      parts.push_back(std::string(contract_name(t.state)) +
                      (t.state == ContractState::kBreaks ? " (" + join(t.outputs, ", ") + ")" : "") + " under " +
                      t.torch);
    lines.push_back(backend_title(c.backend) + " at " + c.call_site + ": " + join(parts, ", ") +
                    (c.safe_from ? "; safe from torch " + *c.safe_from + " on (of the versions evaluated)" : ""));
  }
  for (const auto& [b, site] : v.same) same.push_back(backend_title(b) + " at " + site);
  if (!same.empty() && !lines.empty())
    lines.push_back("the same under torch " + join(v.torches, ", ") + ": " + join(same, ", "));
  else if (!same.empty())
    lines.push_back("every contract is the same under torch " + join(v.torches, ", "));
  return lines;
}

std::string change_words(const WhatIfChange& c) {
  return (c.kind == WhatIfChange::Kind::kContiguous
              ? "with " + join_and(c.inputs) + " made contiguous before the call"
              : std::string("with key and value passed un-expanded (one head each) and enable_gqa=True, instead of "
                            "expanded over the heads")) +
         " at " + c.call_site;
}

// "...: flash safe (was breaks), forward 0.03 ms (was 0.031), efficient cannot serve (...); the copies take ..."
std::string what_if_result(const WhatIfResult& r) {
  std::vector<std::string> parts;
  for (const auto& a : r.after) {
    const std::string was = a.was ? std::string(contract_name(*a.was)) : "?";
    const std::string is(contract_name(a.is));
    std::string p =
        std::string(backend_name(a.backend)) + " " + (was == is ? "stays " + is : is + " (was " + was + ")");
    if (a.is == ContractState::kCannotServe) p += " (" + contract_reason_words(a.reason) + ")";
    if (a.fwd_ms && a.was_fwd_ms)
      p += ", forward " + ms_number(*a.fwd_ms) + " ms (was " + ms_number(*a.was_fwd_ms) + ")";
    parts.push_back(p);
  }
  std::string copies = "; no copy: nothing is made contiguous";
  if (r.copies) {
    const double mb = static_cast<double>(r.copy_bytes) / 1e6;
    char buf[160];
    if (r.copy_ms)
      std::snprintf(buf, sizeof buf, "; the copies take %.3g ms (about %.1f MB)", *r.copy_ms, mb);
    else
      std::snprintf(buf, sizeof buf,
                    "; the copies move about %.1f MB (not timed in this run; replay --repeat N times them)", mb);
    copies = buf;
  }
  return change_words(r.change) + ": " + join(parts, ", ") + copies;
}

std::vector<std::string> what_if_words(const WhatIf& w) {
  std::vector<std::string> lines;
  if (!w.not_replayed.empty()) {
    std::vector<std::string> changes;
    for (const auto& c : w.not_replayed) changes.push_back(change_words(c));
    lines.push_back(
        "not replayed here (no kernel ran): on a machine with the recorded device the same command replays each of "
        "these and judges every backend's kernel against its meta: " +
        join(changes, "; "));
  }
  for (const auto& r : w.replayed) lines.push_back(what_if_result(r));
  return lines;
}

std::string upgrade_words(const Upgrade& u) {
  return "torch " + u.torch + "'s " + backend_title(u.backend) + " meta agrees with the kernel at " + u.call_site +
         ": upgrading to it (and recompiling) makes " + std::string(backend_name(u.backend)) + " compile-safe there";
}

std::string upstream_words(const Answer& a) {
  const Upstream& u = a.upstream;
  switch (u.kind) {
    case Upstream::Kind::kNone: return "";
    case Upstream::Kind::kSdpa:
      return "a kernel and its own meta disagree: report it at https://github.com/pytorch/pytorch/issues with this "
             "report as Markdown (the same command with --format markdown -o issue.md: its repro runs the real op "
             "against the same op under FakeTensorMode); it names " +
             join_and(u.ops) + ", the input layouts at " + join_and(u.sites) +
             ", and the torch releases whose metas were evaluated (" +
             (u.torches.empty() ? std::string("none") : join(u.torches, ", ")) + ")";
    case Upstream::Kind::kOpCall:
      return "report it at https://github.com/pytorch/pytorch/issues with this report as Markdown (the same command "
             "with --format markdown -o issue.md: " +
             u.ops.front() + " at " + u.sites.front() + " under " +
             (u.torches.front().empty() ? judging_torch_words(a) : "torch " + join(u.torches, ", ")) + ")";
  }
  return "";
}

// `meta_python`: the one Python the metas came from, said here where no Metas row says it
std::string torches_words(const Torches& t, const std::string& meta_python = "") {
  std::vector<std::string> parts;
  if (t.compiled_by) {
    std::string where;
    if (!t.compiled_by->file.empty())
      where = " (" + std::filesystem::path(t.compiled_by->file).filename().string() +
              (t.compiled_by->line ? ":" + std::to_string(t.compiled_by->line) : std::string()) + ")";
    parts.push_back("graph compiled by torch " + t.compiled_by->torch + where);
  }
  if (!t.libtorch.empty())
    parts.push_back(t.kernels_ran ? "kernels on libtorch " + t.libtorch
                                  : "replay worker's libtorch " + t.libtorch + " (no kernel ran here)");
  if (!t.metas.empty())
    parts.push_back("metas from torch " + join(t.metas, ", ") + (meta_python.empty() ? "" : " (" + meta_python + ")"));
  if (parts.empty()) return "";
  return join(parts, "; ") + (t.differ ? ": they differ, so these layouts may not be the failing run's; build "
                                         "against the run's torch (README) or pass its Python with --torch-python"
                                       : "");
}

std::string metas_words(const Verdict& v) {
  std::vector<std::string> m;
  for (const auto& e : v.metas)
    m.push_back(e.torch.empty()
                    ? e.python + ": no metas (" + (e.error.empty() ? std::string("no torch") : e.error) + ")"
                    : "torch " + e.torch + " (" + e.python + ")");  // cache state: JSON only
  if (m.empty()) return "";
  return join(m, "; ") + (v.answer.metas_on_meta_device ? "; CUDA call sites' metas evaluated on the meta device, "
                                                          "which torch's SDPA metas read as CUDA"
                                                        : "");
}

}  // namespace

AnswerWords answer_words(const Verdict& v) {
  const Answer& a = v.answer;
  AnswerWords w;
  w.failed = what_failed_words(v);
  w.whose_text = whose_words(v);
  if (a.unjudged_why) w.unjudged_why = not_judged_why(*a.unjudged_why);
  for (const auto& c : a.cannot_serve_at) w.cannot_serve_why.push_back(cannot_serve_why(c));
  for (const auto& u : a.unfinished_at) w.unfinished_why.push_back(unfinished_why(u));
  if (a.fastest) w.fastest = fastest_words(*a.fastest);
  if (!a.paste.empty()) w.paste = paste_words(a.paste);
  w.paste_when = paste_when_words(a);
  for (const auto& u : a.workarounds) w.workarounds.push_back(upgrade_words(u));
  w.upstream = upstream_words(a);
  if (const std::string open = open_duplicate_ref(a.seen_before); !w.upstream.empty() && !open.empty()) {
    const std::string search =
        duplicate_search_words(a.seen_before, a.upstream.ops.empty() ? "" : a.upstream.ops.front());
    w.upstream = "add this report to " + open +
                 " (likely this bug, still open) rather than file a new issue: the same command with --format "
                 "markdown -o issue.md writes it" +
                 (search.empty() ? "" : "; if it is not this bug, " + search);
  } else if (!w.upstream.empty() && !a.upstream.ops.empty())
    w.upstream += "; " + duplicate_search_words(a.seen_before, a.upstream.ops.front());
  w.seen_before = seen_before_lines(a.seen_before);
  std::vector<const Fix*> failed;              // workarounds that did not hold: named in one line after those that did
  for (size_t i = 0; i < a.fixes.size(); ++i)  // a PyTorch bug's workaround in the user's code is not a fix
    if (failed_workaround(a.fixes[i]))
      failed.push_back(&a.fixes[i]);
    else
      (is_workaround(a.fixes[i].kind) ? w.workarounds : w.fixes)
          .push_back(fix_words(a.fixes[i], i ? &a.fixes[i - 1] : nullptr));
  const std::string lead = "work around it in your code: ";  // said once: the next workarounds are "or ..."
  const bool any_held = std::any_of(w.workarounds.begin(), w.workarounds.end(),
                                    [&](const std::string& x) { return x.starts_with(lead); });
  for (size_t i = 1; i < w.workarounds.size(); ++i)
    if (w.workarounds[i].starts_with(lead)) w.workarounds[i] = "or " + w.workarounds[i].substr(lead.size());
  if (!w.workarounds.empty() && w.workarounds.front().starts_with("or use "))  // no workaround in code above it
    w.workarounds.front() = w.workarounds.front().substr(3);
  if (const std::string f = failed_workarounds_words(failed, any_held); !f.empty()) w.workarounds.push_back(f);
  w.rerun = rerun_words(a.fixes);
  w.opcheck = opcheck_words(a.opcheck, a.fixes.empty() || a.fixes.front().real.sizes == a.fixes.front().meta.sizes);
  w.priority = priority_words(a.priority);
  w.versions = versions_words(a.versions);
  w.what_if = what_if_words(a.what_if);
  w.torches = torches_words(a.torches);
  for (const auto& f : a.op_findings) {
    AnswerWords::Finding fw{f.call, f.op, std::string(whose_name(f.whose)), op_finding_whose(v, f), f.predicted,
                            {},     {}};
    for (size_t i = 0; i < f.fixes.size(); ++i) {
      fw.fixes.push_back(fix_words(f.fixes[i], i ? &f.fixes[i - 1] : nullptr));
      const bool verified = f.fixes[i].check.state == FixCheckFinding::State::kVerified && !f.fixes[i].code.empty();
      fw.verified_codes.push_back(verified ? f.fixes[i].code : "");
    }
    w.findings.push_back(std::move(fw));
  }
  for (const auto& g : a.unchecked) w.unchecked.push_back(unchecked_words(g));
  return w;
}

std::vector<AnswerRow> answer_rows(const Verdict& v) {
  const Answer& a = v.answer;
  const AnswerWords w = answer_words(v);
  using K = AnswerRowKind;
  std::vector<AnswerRow> rows;
  auto add = [&](K k, const std::string& text) { rows.push_back({k, text}); };
  if (a.torches.differ) add(K::kTorchesDiffer, w.torches);
  add(K::kWhatFailed, w.failed);
  if (!w.whose_text.empty()) add(K::kWhoseBug, w.whose_text);
  // an op call's failure alone: the SDPA backends that compile are no answer to it (no priority fixes it)
  const bool op_failure_alone = a.failed.ops_alone && !a.op_findings.empty();
  if (!a.safe.empty() && !op_failure_alone)
    add(K::kCompileSafe,
        names_with_impls(v, a.safe) +
            (w.fastest.empty() ? std::string(" (in torch's order; untimed)") : " (fastest first; " + w.fastest + ")") +
            "; math always compiles (inductor decomposes it)");
  if (!a.breaking.empty()) add(K::kBreaksItsMeta, names_of(a.breaking) + ": leave out of the priority");
  for (const auto& c : w.cannot_serve_why) add(K::kCannotServe, c);
  for (const auto& u : w.unfinished_why) add(K::kDidNotFinish, u + ": nothing was compared there");
  if (!a.unjudged.empty())
    add(K::kNotJudged, names_of(a.unjudged) + ": " +
                           (w.unjudged_why.empty() ? std::string("kernel or meta missing here") : w.unjudged_why));
  if (!w.paste.empty()) add(K::kPaste, w.paste);
  if (!w.paste_when.empty()) add(K::kPasteWhen, w.paste_when);
  if (!w.priority.empty()) add(K::kPriority, w.priority);
  for (const auto& line : w.versions) add(K::kTorchVersions, line);
  for (const auto& line : w.what_if) add(K::kWhatIf, line);
  for (const auto& line : w.workarounds) add(K::kWorkaround, line);
  for (const auto& line : w.fixes) add(K::kFix, line);
  if (!w.rerun.empty()) add(K::kRerun, w.rerun);
  if (!w.opcheck.empty()) add(K::kTest, w.opcheck);
  for (const auto& line : w.seen_before) add(K::kSeenBefore, line);
  std::vector<const AnswerWords::Finding*> said;  // the findings said in full so far
  for (const auto& f : w.findings) {  // the other failing op calls, each with its fixes (the answer's is the first)
    if (f.call == a.why.call) {
      said.push_back(&f);
      continue;
    }
    // the same op, the same words and the same fixes as a call said above (a layer repeated): one line
    auto same = std::find_if(said.begin(), said.end(), [&](const AnswerWords::Finding* s) {
      return s->op == f.op && s->whose_text == f.whose_text && s->fixes == f.fixes;
    });
    if (same != said.end()) {
      add(K::kWhoseBug, f.call + ": the same op, layouts and fixes as " + (*same)->call);
      continue;
    }
    // the same op and the same verified fixes (those with code: a kernel whose layout depends on the call has a
    // line with none before its kernel-side fix), checked on this call's inputs too: one edit covers both
    const auto coded = [](const std::vector<std::string>& codes) {
      std::vector<std::string> out;
      std::copy_if(codes.begin(), codes.end(), std::back_inserter(out), [](const auto& c) { return !c.empty(); });
      return out;
    };
    auto same_fix = std::find_if(said.begin(), said.end(), [&](const AnswerWords::Finding* s) {
      return s->op == f.op && !coded(f.verified_codes).empty() && coded(s->verified_codes) == coded(f.verified_codes);
    });
    if (same_fix != said.end()) {
      add(K::kWhoseBug, f.call + ": as at " + (*same_fix)->call + ", whose fix held here too");
      continue;
    }
    said.push_back(&f);
    if (!f.whose_text.empty())
      add(K::kWhoseBug, f.call + (f.predicted ? ", a prediction (the run died before it)" : "") + ": " + f.whose_text);
    for (const auto& line : f.fixes) add(K::kFix, "for " + f.op + " at " + f.call + ": " + line);
  }
  for (const auto& line : w.unchecked) add(K::kNotChecked, line);
  if (!w.upstream.empty()) add(K::kReportUpstream, w.upstream);
  // one torch's metas, the one the Torch row names: its Python said there, no Metas row
  const bool one_meta = v.metas.size() == 1 && !v.metas[0].torch.empty() && !a.metas_on_meta_device &&
                        a.torches.metas == std::vector<std::string>{v.metas[0].torch} && !w.torches.empty() &&
                        !a.torches.differ;
  if (one_meta) {
    add(K::kTorch, torches_words(a.torches, v.metas[0].python));
  } else {
    if (const std::string m = metas_words(v); !m.empty()) add(K::kMetas, m);
    if (!w.torches.empty() && !a.torches.differ) add(K::kTorch, w.torches);
  }
  return rows;
}

}  // namespace stridecheck
