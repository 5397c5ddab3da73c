#include "report/check_text.h"

namespace stridecheck {

std::vector<std::string> check_notes(const CheckResult& r, const CheckOptions& o) {
  std::vector<std::string> lines;
  if (r.baseline) lines = baseline_report_lines(*r.baseline);
  const std::string empty_ok = o.allow_empty ? " (--allow-empty)" : "; --allow-empty accepts that";
  if (!r.baseline_note.empty()) lines.push_back(r.baseline_note + empty_ok);
  if (r.nothing_checked) lines.push_back("nothing was checked here: every call site was skipped" + empty_ok);
  return lines;
}

std::string render_check_text(const CheckResult& r, const CheckOptions& o) {
  std::string text;
  for (const auto& f : r.findings)
    text += std::string(finding_name(f.kind)) + ": " + f.fixture + " " + f.call_site + ": " + f.message + "\n";
  text += std::to_string(r.passed) + " passed, " + std::to_string(r.failed) + " failed" +
          (r.skipped ? ", " + std::to_string(r.skipped) + " skipped" : "") + "\n";
  for (const auto& line : check_notes(r, o)) text += line + "\n";
  return text;
}

}  // namespace stridecheck
