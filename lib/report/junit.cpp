#include "report/junit.h"

#include <map>

#include "check/check.h"
#include "core/text.h"
#include "report/findings.h"
#include "report/known_words.h"
#include "report/log_answer.h"
#include "report/ops.h"

namespace stridecheck {

std::string xml_escape(const std::string& in) {
  // no control bytes or invalid UTF-8 in the XML: each line made printable, the line breaks kept
  std::string s;
  for (std::string_view line : split_lines(in)) {
    if (!s.empty()) s += '\n';
    s += printable(line, 1u << 20);
  }
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

std::string seconds_text(double s) {
  char t[32];
  std::snprintf(t, sizeof t, "%.3f", s);
  return t;
}

std::string property(const std::string& name, const std::string& value) {
  return "      <property name=\"" + xml_escape(name) + "\" value=\"" + xml_escape(value) + "\"/>\n";
}

// A call site's test case: failed with its findings (the first one's message, every one in the body), skipped with
// why it could not run here.
std::string check_case(const CheckedSite& site, const std::vector<const CheckFinding*>& findings) {
  std::string s = "    <testcase classname=\"" + xml_escape(site.fixture) + "\" name=\"" + xml_escape(site.call_site) +
                  "\" time=\"" + seconds_text(site.elapsed_ms / 1000.0) + "\"";
  if (site.outcome == SiteOutcome::kPassed) return s + "/>\n";
  const CheckFinding* first = nullptr;
  std::string body;
  std::vector<std::string> why;
  for (const CheckFinding* f : findings) {
    if (!first && f->kind != FindingKind::kMissing) first = f;
    body += std::string(finding_name(f->kind)) + ": " + f->message + "\n";
    why.push_back(f->message);
  }
  s += ">\n";
  if (site.outcome == SiteOutcome::kSkipped) {
    s += "      <skipped message=\"" + xml_escape(why.empty() ? std::string("cannot run here") : join(why, "; ")) +
         "\"/>\n";
  } else {
    const std::string message = first ? first->message : join(why, "; ");
    const std::string type = first ? std::string(finding_name(first->kind)) : "failure";
    s += "      <failure message=\"" + xml_escape(message) + "\" type=\"" + type + "\">" + xml_escape(body) +
         "</failure>\n";
  }
  return s + "    </testcase>\n";
}

// A check: one test case per call site, counted as the text counts them (passed, failed, skipped); one test suite,
// "stridecheck check", whose properties name the inputs and the baseline, and whose system-out is what the text
// says after the counts.
std::string render_check_junit(const ReportInput& in) {
  const CheckResult& r = *in.check;
  std::map<std::pair<std::string, std::string>, std::vector<const CheckFinding*>> findings;
  for (const auto& f : r.findings) findings[{f.fixture, f.call_site}].push_back(&f);
  size_t failures = 0, skipped = 0;
  double total = 0;
  for (const auto& site : r.sites) {
    failures += site.outcome == SiteOutcome::kFailed;
    skipped += site.outcome == SiteOutcome::kSkipped;
    total += site.elapsed_ms / 1000.0;
  }
  const std::string counts = "tests=\"" + std::to_string(r.sites.size()) + "\" failures=\"" + std::to_string(failures) +
                             "\" errors=\"0\" skipped=\"" + std::to_string(skipped) + "\" time=\"" +
                             seconds_text(total) + "\"";
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<testsuites name=\"stridecheck check\" " + counts + ">\n";
  s += "  <testsuite name=\"stridecheck check\" " + counts + ">\n    <properties>\n";
  if (in.recording)
    for (const auto& input : in.recording->inputs) s += property("input", input);
  std::vector<std::string> notes;
  if (r.baseline) {
    s += property("baseline", r.baseline->path);
    s += property("baseline.not_checked", std::to_string(r.baseline->not_checked.size()));
    s += property("baseline.not_in_baseline", std::to_string(r.baseline->not_in_baseline.size()));
    s += property("baseline.written", r.baseline->written ? "true" : "false");
    notes = baseline_report_lines(*r.baseline);
  }
  s += property("exit_code", std::to_string(in.exit_code));
  s += "    </properties>\n";
  for (const auto& site : r.sites) s += check_case(site, findings[{site.fixture, site.call_site}]);
  if (!r.baseline_note.empty()) notes.push_back(r.baseline_note);
  if (r.nothing_checked) notes.push_back("nothing was checked here: every call site was skipped");
  if (!notes.empty()) s += "    <system-out>" + xml_escape(join(notes, "\n") + "\n") + "</system-out>\n";
  s += "  </testsuite>\n</testsuites>\n";
  return s;
}

// A JUnit test case passes, fails, errs or is skipped; all but a pass are an element of that name.
enum class Outcome { kPass, kFailure, kError, kSkipped };
const char* element(Outcome o) {
  return o == Outcome::kFailure ? "failure" : o == Outcome::kError ? "error" : "skipped";
}

struct Case {
  std::string classname, name;
  Outcome outcome = Outcome::kPass;
  std::string message, body;
  double seconds = 0;
};

// Triage's and replay's cases of call sites: one per call site and backend (the backend's own op).
std::vector<Case> site_cases(const Verdict& v) {
  std::vector<Case> cases;
  for (const auto& sv : v.sites) {
    for (const auto& r : sv.runs) {
      if (r.run.mode != RunMode::kOp) continue;
      Case c;
      c.classname = "stridecheck." + sv.call_site;
      c.name = std::string(backend_name(r.run.backend)) + (r.run.recorded ? " (the graph's op)" : "");
      c.seconds = r.run.elapsed_ms / 1000.0;
      if (r.run.status == RunStatus::kCrashed || r.run.status == RunStatus::kTimeout) {
        c.outcome = Outcome::kError;
        c.message = status_name(r.run.status) + ": " + r.run.reason;
      } else if (r.run.status != RunStatus::kOk) {
        c.outcome = Outcome::kSkipped;
        c.message = status_name(r.run.status) + ": " + r.run.reason;
      } else if (r.broke_contract && r.run.recorded) {
        // the graph's own op breaks the graph's own asserts
        c.outcome = Outcome::kFailure;
        std::vector<std::string> parts;
        for (const auto& o : r.outputs)
          if (o.status == OutputVerdict::Status::kMismatch) {
            parts.push_back(o.name + ": " + o.message);
            c.body += o.name + " " + output_difference_words(o) +
                      (o.follows.empty() ? "" : "; it " + follows_words(o)) + "\n";
            for (const auto& d : o.dim_lines) c.body += "  " + d + "\n";
          }
        c.message = join(parts, " | ");
      } else if (const BackendContract* k = sv.contract(r.run.backend);
                 k && k->primary.state == ContractState::kBreaks) {
        // the backend's kernel breaks its own fake/meta prediction
        c.outcome = Outcome::kFailure;
        std::vector<std::string> parts;
        for (const auto& d : k->primary.diffs) {
          parts.push_back(d.name + ": " + d.message + " (kernel against its meta under torch " + k->primary.torch +
                          ")");
          c.body += d.name + ": the kernel " + contract_diff_words(d) + "\n";
        }
        c.message = join(parts, " | ");
      }
      if (c.outcome == Outcome::kFailure) {
        const OpSpec* op = sv.site && sv.site->direction == Direction::kBackward ? backward_op_of(r.run.backend)
                                                                                 : forward_op_of(r.run.backend);
        for (const auto& line : seen_before_lines_for(v.answer.seen_before, op ? op->qualified() : ""))
          c.body += line + "\n";
      }
      cases.push_back(std::move(c));
    }
  }
  return cases;
}

// One case per judged op call, counted as the text counts it (report/ops.h's OpOutcome): failed when its kernel
// breaks the graph's assert or its own fake, an error when it crashed or hung, skipped when it gave no layout here.
std::vector<Case> op_cases(const Verdict& v) {
  std::vector<Case> cases;
  for (const auto& o : v.ops) {
    if (!o.call) continue;
    Case c;
    c.classname = "stridecheck." + o.op_call;
    c.name = o.call->op + " (" + op_kind_words(*o.call) + ")";
    for (const auto& r : o.runs) c.seconds += r.elapsed_ms / 1000.0;
    const OpOutcome outcome = op_outcome(o);
    std::vector<std::string> parts;
    if (outcome == OpOutcome::kBreaksGraph) {
      c.outcome = Outcome::kFailure;
      for (const auto& out : o.outputs)
        if (out.status == OutputVerdict::Status::kMismatch) {
          parts.push_back(out.name + ": " + out.message + (o.from_log ? " (the failing run's log)" : ""));
          c.body += out.name + " " + op_output_difference_words(out) + "\n";
          for (const auto& d : out.dim_lines) c.body += "  " + d + "\n";
        }
    } else if (outcome == OpOutcome::kFakeBreaks) {
      c.outcome = Outcome::kFailure;
      for (const auto& d : o.fake.diffs) {
        parts.push_back(d.name + ": " + d.message + " (kernel against its fake under torch " + o.fake.torch + ")");
        c.body += d.name + ": the kernel " + contract_diff_words(d) + "\n";
      }
    } else if (outcome == OpOutcome::kCrashed) {
      c.outcome = Outcome::kError;
    } else if (outcome == OpOutcome::kNotRun) {
      c.outcome = Outcome::kSkipped;
    }
    c.message = parts.empty() ? op_outcome_words(o) : join(parts, " | ");
    if (c.outcome != Outcome::kPass && c.outcome != Outcome::kSkipped) c.body += op_outcome_words(o) + "\n";
    if (c.outcome == Outcome::kFailure)
      for (const auto& line : seen_before_lines_for(v.answer.seen_before, o.call->op)) c.body += line + "\n";
    if (c.outcome == Outcome::kPass) c.message.clear();
    cases.push_back(std::move(c));
  }
  return cases;
}

// Triage's cases without a replay: one failure per assert answered from the log alone (or a graph input's), its
// message inductor's, its body the text's Answer rows.
std::vector<Case> log_cases(const TriageResult& r) {
  std::vector<Case> cases;
  for (const auto& f : r.failures) {
    if (!has_log_answer(f)) continue;
    Case c;
    const std::string log = f.log_file.empty() ? r.log_file : f.log_file;
    c.classname = "stridecheck." + log;
    c.name = "line " + std::to_string(f.assertion.log_line) + (f.buffer.empty() ? "" : " (" + f.buffer + ")");
    c.outcome = Outcome::kFailure;
    c.message = f.assertion.message;
    for (const auto& [label, text] : answered_from_log(f) ? log_answer_rows(r, f) : f.boundary->answer)
      c.body += (label.empty() ? "  " : label + ": ") + text + "\n";
    cases.push_back(std::move(c));
  }
  return cases;
}

}  // namespace

std::string render_report_junit(const ReportInput& in) {
  if (in.check) return render_check_junit(in);
  std::vector<Case> cases;
  if (in.verdict) {
    cases = site_cases(*in.verdict);
    for (auto& c : op_cases(*in.verdict)) cases.push_back(std::move(c));
  } else if (in.triage) {
    cases = log_cases(*in.triage);
  }
  size_t failures = 0, errors = 0, skipped = 0;
  double total = 0;
  for (const auto& c : cases) {
    failures += c.outcome == Outcome::kFailure;
    errors += c.outcome == Outcome::kError;
    skipped += c.outcome == Outcome::kSkipped;
    total += c.seconds;
  }
  char t[32];
  std::snprintf(t, sizeof t, "%.3f", total);
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<testsuites name=\"stridecheck\" tests=\"" + std::to_string(cases.size()) + "\" failures=\"" +
       std::to_string(failures) + "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) +
       "\" time=\"" + t + "\">\n";
  std::string suite = in.recording && !in.recording->inputs.empty() ? join(in.recording->inputs, " ") : in.command;
  s += "  <testsuite name=\"" + xml_escape(suite) + "\" tests=\"" + std::to_string(cases.size()) + "\" failures=\"" +
       std::to_string(failures) + "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) +
       "\" time=\"" + t + "\">\n";
  for (const auto& c : cases) {
    char ct[32];
    std::snprintf(ct, sizeof ct, "%.3f", c.seconds);
    s += "    <testcase classname=\"" + xml_escape(c.classname) + "\" name=\"" + xml_escape(c.name) + "\" time=\"" +
         ct + "\"";
    if (c.outcome == Outcome::kPass) {
      s += "/>\n";
      continue;
    }
    const std::string kind = element(c.outcome);
    s += ">\n      <" + kind + " message=\"" + xml_escape(c.message) + "\"";
    s += c.body.empty() ? "/>\n" : ">" + xml_escape(c.body) + "</" + kind + ">\n";
    s += "    </testcase>\n";
  }
  s += "  </testsuite>\n</testsuites>\n";
  return s;
}

}  // namespace stridecheck
