#include "report/junit.h"

#include "core/text.h"

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

std::string render_report_junit(const ReportInput& in) {
  // A JUnit test case passes, fails, errs or is skipped; all but a pass are an element of that name.
  enum class Outcome { kPass, kFailure, kError, kSkipped };
  auto element = [](Outcome o) {
    return o == Outcome::kFailure ? "failure" : o == Outcome::kError ? "error" : "skipped";
  };
  struct Case {
    std::string classname, name;
    Outcome outcome = Outcome::kPass;
    std::string message, body;
    double seconds = 0;
  };
  std::vector<Case> cases;
  if (in.verdict) {
    for (const auto& sv : in.verdict->sites) {
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
              c.body += o.name + " " + o.words + (o.follows.empty() ? "" : "; it " + o.follows) + "\n";
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
            c.body += d.name + ": the kernel " + d.words + "\n";
          }
          c.message = join(parts, " | ");
        }
        cases.push_back(std::move(c));
      }
    }
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
