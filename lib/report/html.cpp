#include "report/html.h"

#include <algorithm>

#include "core/text.h"
#include "core/version.h"
#include "layout/describe.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/junit.h"
#include "report/log_answer.h"
#include "report/ops.h"
#include "report/text.h"

namespace stridecheck {

namespace {

std::string esc(const std::string& s) { return xml_escape(s); }

// Words whose `spans` are code (the text report's backticks): escaped, each span a <code>; an unpaired backtick kept.
std::string esc_words(const std::string& s) {
  std::string out;
  size_t at = 0;
  for (size_t open; (open = s.find('`', at)) != std::string::npos;) {
    const size_t close = s.find('`', open + 1);
    if (close == std::string::npos) break;
    out += esc(s.substr(at, open - at)) + "<code>" + esc(s.substr(open + 1, close - open - 1)) + "</code>";
    at = close + 1;
  }
  return out + esc(s.substr(at));
}

// Two rows of boxes, one per dim from outermost (left) to innermost (right): the expected order above,
// the actual below. A dim whose stride differs is drawn red in both rows.
std::string order_svg(const Layout& expected, const Layout& actual, TensorRole role) {
  auto row = [&](const Layout& l, const Layout& other, int y, const std::string& label) {
    std::string s = "<text x=\"4\" y=\"" + std::to_string(y + 24) + "\" class=\"lbl\">" + label + "</text>";
    auto order = memory_order(l);
    int x = 80;
    for (size_t d : order) {
      bool differs = d < other.rank() && (l.strides[d] != other.strides[d]) && l.sizes[d] > 1;
      std::string name = dim_name(role, l.rank(), d);
      s += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"86\" height=\"36\" class=\"" +
           (differs ? "bad" : "ok") + "\"/>";
      s += "<text x=\"" + std::to_string(x + 43) + "\" y=\"" + std::to_string(y + 16) + "\" class=\"dim\">" +
           esc(name) + " (" + std::to_string(l.sizes[d]) + ")</text>";
      s += "<text x=\"" + std::to_string(x + 43) + "\" y=\"" + std::to_string(y + 30) + "\" class=\"str\">stride " +
           std::to_string(l.strides[d]) + "</text>";
      x += 94;
    }
    return s;
  };
  int width = 80 + 94 * static_cast<int>(std::max(expected.rank(), actual.rank())) + 10;
  std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) +
                  "\" height=\"106\" role=\"img\"><title>memory order of the dims, outermost to innermost</title>";
  s += row(expected, actual, 6, "expected");
  s += row(actual, expected, 58, "actual");
  s += "<text x=\"" + std::to_string(width - 8) +
       "\" y=\"104\" class=\"note\" text-anchor=\"end\">outermost &#8594; "
       "innermost</text></svg>";
  return s;
}

// One call site: its contract table, its kernel runs as a grid (none where no kernel of it ran here: that and why
// instead), which backends keep its layouts, and an SVG per mismatch.
std::string site_html(const Verdict& verdict, const SiteVerdict& sv) {
  std::string s;
  if (!sv.site) return s;
  const bool ran = std::any_of(sv.runs.begin(), sv.runs.end(), [](const RunVerdict& r) { return !is_meta_run(r.run); });
  s += "<h2>Call site <code>" + esc(sv.call_site) + "</code>: <code>" + esc(sv.site->op) + "</code> on " +
       esc(ran ? sv.device : call_site_device(*sv.site)) + "</h2>\n";
  if (!ran) s += "<p>Its kernels did not run here (" + esc(kernels_not_run_why(verdict)) + ").</p>\n";
  // grid: one row per backend and mode, one column per output
  std::vector<std::string> outputs;
  if (!sv.contracts.empty()) {
    s += "<table class=\"grid contract\"><tr><th>backend</th><th>contract (kernel against its own meta)</th>"
         "<th>under torch</th><th>details</th></tr>\n";
    for (const auto& c : sv.contracts) {
      std::string state(contract_name(c.primary.state));
      std::string what;
      for (const auto& d : c.primary.diffs)
        what += d.name + ": " + d.message + " (the kernel " + contract_diff_words(d) + "). ";
      if (c.primary.state != ContractState::kBreaks && c.primary.state != ContractState::kSafe)
        what = contract_reason_words(c.primary.reason);
      std::vector<std::string> versions;
      for (const auto& t : c.by_torch) versions.push_back(t.torch + ": " + std::string(contract_name(t.state)));
      std::string cls = c.primary.state == ContractState::kSafe     ? "match"
                        : c.primary.state == ContractState::kBreaks ? "mismatch"
                                                                    : "notcomparable";
      s += "<tr><td>" + esc(std::string(backend_name(c.backend)) + (c.recorded ? " *" : "")) + "</td><td class=\"" +
           cls + "\">" + esc(state) + "</td><td>" + esc(versions.empty() ? c.primary.torch : join(versions, ", ")) +
           "</td><td>" + esc(printable(what, 400)) + "</td></tr>\n";
    }
    s += "</table>\n";
  }
  if (!ran) return s;  // no table of kernel runs without any
  for (const auto& r : sv.runs)
    if (!is_meta_run(r.run))
      for (const auto& o : r.outputs)
        if (std::find(outputs.begin(), outputs.end(), o.name) == outputs.end()) outputs.push_back(o.name);
  s += "<table class=\"grid\"><tr><th>backend</th><th>mode</th>";
  for (const auto& o : outputs) {
    const ExpectedOutput* e = sv.site->expected(o);
    auto st = e ? known_values(e->strides) : std::nullopt;
    s += "<th>" + esc(o) + (st ? "<br><small>expected " + esc(tuple_str(*st)) + "</small>" : std::string()) + "</th>";
  }
  s += "<th>fwd / bwd ms</th></tr>\n";
  for (const auto& r : sv.runs) {
    if (is_meta_run(r.run)) continue;
    std::string who = std::string(backend_name(r.run.backend)) + (r.run.recorded ? " *" : "");
    if (r.run.mode == RunMode::kPriority) who = "dispatcher &#8594; " + esc(r.run.chosen);
    s += "<tr><td>" + (r.run.mode == RunMode::kPriority ? who : esc(who)) + "</td><td>" + esc(mode_name(r.run.mode)) +
         "</td>";
    if (r.run.status != RunStatus::kOk) {
      std::string cls = status_name(r.run.status);
      cls.erase(std::remove(cls.begin(), cls.end(), '-'), cls.end());
      s += "<td class=\"" + esc(cls) + "\" colspan=\"" + std::to_string(outputs.size()) + "\">" +
           esc(status_name(r.run.status)) + ": " + esc(printable(r.run.reason, 200)) + "</td><td></td></tr>\n";
      continue;
    }
    for (const auto& name : outputs) {
      const OutputVerdict* o = nullptr;
      for (const auto& x : r.outputs)
        if (x.name == name) o = &x;
      if (!o) {
        s += "<td></td>";
        continue;
      }
      std::string cls(status_name(o->status));
      cls.erase(std::remove(cls.begin(), cls.end(), ' '), cls.end());
      s += "<td class=\"" + cls + "\" title=\"" + esc(o->message.empty() ? unjudged_words(*o) : o->message) + "\">" +
           esc(tuple_str(o->actual.strides)) + "</td>";
    }
    char t[64] = "";
    if (r.run.fwd_ms)
      std::snprintf(t, sizeof t, r.run.bwd_ms ? "%.3f / %.3f" : "%.3f", *r.run.fwd_ms, r.run.bwd_ms.value_or(0));
    s += std::string("<td>") + t + "</td></tr>\n";
  }
  s += "</table>\n<p>Keep this graph's layouts: <b>" + esc(sv.keep.empty() ? "none" : join(sv.keep, ", ")) +
       "</b>. Other layouts than this graph's (information: each backend is judged by its own meta above): <b>" +
       esc(sv.break_.empty() ? "none" : join(sv.break_, ", ")) + "</b>." +
       (sv.chosen.empty() ? "" : " The dispatcher picks <b>" + esc(sv.chosen) + "</b>.") + "</p>\n";
  for (const auto& r : sv.runs) {
    if (r.run.mode != RunMode::kOp) continue;
    for (const auto& o : r.outputs) {
      if (o.status != OutputVerdict::Status::kMismatch || !o.expected) continue;
      s += "<h3>" + esc(std::string(backend_name(r.run.backend))) + ": " + esc(o.name) + "</h3>\n<p>" +
           esc(output_difference_words(o)) + (o.follows.empty() ? "" : "; it " + esc(follows_words(o))) + ". <code>" +
           esc(o.message) + "</code></p>\n";
      s += order_svg(*o.expected, o.actual, role_of(o.name)) + "\n";
    }
  }
  return s;
}

std::string state_class(ContractState st) {
  return st == ContractState::kSafe ? "match" : st == ContractState::kBreaks ? "mismatch" : "notcomparable";
}

// One op call's rows: per output its kernel's strides against the graph's assert, its fake's, the contract and the
// verdict; where its kernel gave no layout, one row that says why (no empty cells).
std::string op_rows(const OpVerdict& o) {
  const OpCall& c = *o.call;
  auto td = [](const std::string& attrs, const std::string& body) { return "<td" + attrs + ">" + body + "</td>"; };
  const std::string span = o.outputs.size() > 1 ? " rowspan=\"" + std::to_string(o.outputs.size()) + "\"" : "";
  const std::string head = td(span, "<code>" + esc(o.op_call) + "</code>") +
                           td(span, "<code>" + esc(c.op) + "</code><br><small>" + esc(op_kind_words(c)) + " on " +
                                        esc(c.device()) + "</small>");
  if (o.outputs.empty())
    return "<tr>" + head + td(" class=\"notcomparable\" colspan=\"5\"", esc(op_not_run_why(o))) +
           td("", esc(op_outcome_words(o))) + "</tr>\n";
  const OpRun* fake = nullptr;
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kFake && r.status == RunStatus::kOk && (!fake || r.torch == o.fake.torch)) fake = &r;
  std::string s;
  bool first = true;
  for (const auto& ov : o.outputs) {
    std::string cls(status_name(ov.status));
    cls.erase(std::remove(cls.begin(), cls.end(), ' '), cls.end());
    const OutputLayout* f = nullptr;
    if (fake)
      for (const auto& x : fake->outputs)
        if (x.name == ov.name) f = &x;
    bool differs = false;
    for (const auto& d : o.fake.diffs) differs |= d.name == ov.name;
    s += "<tr>" + (first ? head : std::string()) + td("", esc(ov.name)) +
         td("", ov.expected ? esc(tuple_str(ov.expected->strides)) : std::string("none asserted")) +
         td(" class=\"" + cls + "\" title=\"" + esc(ov.message) + "\"",
            esc(tuple_str(ov.actual.strides)) + (o.from_log ? " <small>(the failing run's log)</small>" : "")) +
         (f ? td(" class=\"" + std::string(differs ? "mismatch" : "match") + "\"", esc(tuple_str(f->strides)))
            : td(" class=\"notcomparable\"", "not evaluated"));
    if (first)
      s += td(span + " class=\"" + state_class(o.fake.state) + "\"",
              esc(std::string(contract_name(o.fake.state)) +
                  (o.fake.torch.empty() ? std::string() : " under torch " + o.fake.torch))) +
           td(span, esc(op_outcome_words(o)));
    s += "</tr>\n";
    first = false;
  }
  return s;
}

// The op calls judged (aten and custom ops that are not SDPA), as one table, and an SVG per mismatch.
std::string ops_html(const Verdict& v) {
  std::string rows, svgs;
  for (const auto& o : v.ops) {
    if (!o.call) continue;
    rows += op_rows(o);
    for (const auto& ov : o.outputs)
      if (ov.status == OutputVerdict::Status::kMismatch && ov.expected)
        svgs += "<h3>" + esc(o.op_call) + ": " + esc(ov.name) + "</h3>\n<p>" + esc(op_output_difference_words(ov)) +
                ". <code>" + esc(ov.message) + "</code></p>\n" +
                order_svg(*ov.expected, ov.actual, TensorRole::kOther) + "\n";
  }
  if (rows.empty()) return "";
  std::string checks;  // what each fix's check varied over its input sets (the Answer says how many)
  for (const auto& f : v.answer.op_findings)
    for (size_t i = 0; i < f.fixes.size(); ++i)
      if (const std::string d = fix_check_detail(f.fixes[i], i ? &f.fixes[i - 1] : nullptr); !d.empty())
        checks += "<li>" + esc(f.call) + ": " + esc(d) + "</li>\n";
  return "<h2>Op calls</h2>\n<table class=\"grid ops\"><tr><th>op call</th><th>op</th><th>output</th><th>expected"
         "</th><th>kernel</th><th>fake</th><th>contract (kernel against its fake)</th><th>verdict</th></tr>\n" +
         rows + "</table>\n" + svgs + (checks.empty() ? "" : "<h3>Fix checks</h3>\n<ul>\n" + checks + "</ul>\n");
}

// The answer of a failing log read without its module (or of a graph input's assert, with it): the rows, then the
// next steps with their commands as code blocks.
std::string log_answer_html(const TriageResult& r) {
  std::string s;
  for (const auto& f : r.failures) {
    if (!has_log_answer(f)) continue;
    const AnswerTable t = answer_table(r, f);
    s += "<h2>Answer</h2>\n<table class=\"answer\">";
    for (const auto& [label, text] : t.rows)
      s += "<tr><th>" + esc(label) + "</th><td>" + esc_words(text) + "</td></tr>";
    s += "</table>\n";
    if (!t.steps.empty()) s += "<h3>Next step</h3>\n<ul>\n";
    for (const auto& step : t.steps) {
      s += "<li>";
      for (const auto& p : step.pieces)
        s += "<p>" + esc_words(p.words) + "</p>" +
             (p.command.empty() ? "" : "<pre><code>" + esc(p.command) + "</code></pre>");
      s += "</li>\n";
    }
    if (!t.steps.empty()) s += "</ul>\n<p>" + esc(t.with_module) + "</p>\n";
  }
  return s;
}

}  // namespace

std::string render_report_html(const ReportInput& in) {
  std::string s = R"(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>stridecheck report</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
h1{font-size:20px} h2{font-size:17px;margin-top:28px} code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f4f4f4;padding:10px;overflow-x:auto}
table.grid{border-collapse:collapse;margin:8px 0} .grid td,.grid th{border:1px solid #ccc;padding:4px 8px;font-size:13px}
.grid th{background:#eee} table.answer th{text-align:left;vertical-align:top;padding:3px 12px 3px 0} td.match{background:#d8f5d8} td.mismatch{background:#f8c9c9;font-weight:600}
td.notcomparable,td.noexpectation{background:#f0f0f0;color:#777} td.unavailable,td.unsupported,td.overbudget{background:#f6f0d8}
td.crashed,td.timeout,td.error{background:#e05a5a;color:#fff}
svg rect.ok{fill:#e8f3e8;stroke:#5a5} svg rect.bad{fill:#f8c9c9;stroke:#c33;stroke-width:2}
svg text.dim{font:12px sans-serif;text-anchor:middle;font-weight:600} svg text.str{font:11px monospace;text-anchor:middle}
svg text.lbl{font:12px sans-serif} svg text.note{font:11px sans-serif;fill:#777}
</style></head><body>
)";
  s += "<h1>stridecheck " + esc(in.command) + "</h1>\n";
  if (in.verdict && !kernels_ran(*in.verdict)) {  // say only what is known: no device, GPU or CUDA of a run
    const std::string metas = metas_phrase(*in.verdict);
    s += "<p>No kernel ran here (" + esc(kernels_not_run_why(*in.verdict)) + ")" +
         (metas.empty() ? "" : "; " + esc(metas)) + ". stridecheck " + kStridecheckVersion + ".</p>\n";
  } else if (in.verdict) {
    const auto& e = in.verdict->environment;
    s += "<p>Replayed with torch " + esc(e.torch_version) +
         (e.cuda_available ? " on " + esc(e.device_name) + " (compute capability " + esc(e.compute_capability) +
                                 "), CUDA " + esc(e.cuda_runtime) + ", cuDNN " + esc(e.cudnn_version)
                           : std::string(" on cpu")) +
         ". stridecheck " + kStridecheckVersion + ".</p>\n";
  } else {
    s += "<p>Not replayed here" + (in.replay_note.empty() ? std::string() : ": " + esc(in.replay_note)) + ".</p>\n";
  }
  if (in.verdict) {
    s += "<h2>Answer</h2>\n<table class=\"answer\">";
    for (const auto& row : answer_rows(*in.verdict))
      s += "<tr><th>" + esc(std::string(row.label())) + "</th><td>" +
           (row.kind == AnswerRowKind::kPaste ? "<code>" + esc(row.text) + "</code>" : esc(row.text)) + "</td></tr>";
    s += "</table>\n";
  }
  if (in.triage && !in.verdict) s += log_answer_html(*in.triage);
  if (in.triage)
    for (const auto& f : in.triage->failures) {
      s += "<h2>The assertion</h2>\n<pre>AssertionError: " + esc(f.assertion.message) + "</pre>\n";
      s += "<p>" + esc(f.diagnosis) + "</p>\n";
      if (f.expected && f.actual && !f.facts.partial_message) {  // what came back, where the log holds all of it
        const TensorRole role = failure_role(f);
        s += "<p>" + esc(f.output_name.empty() ? f.buffer : f.output_name) + ": " + esc(f.difference) + "</p>\n";
        s += order_svg(*f.expected, *f.actual, role) + "\n";
      }
    }
  if (in.verdict) {
    for (const auto& sv : in.verdict->sites) s += site_html(*in.verdict, sv);
    s += ops_html(*in.verdict);
  }
  s += "</body></html>\n";
  return s;
}

}  // namespace stridecheck
