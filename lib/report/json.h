// The JSON report ("schema": "stridecheck.report/1", docs/report-format.md): every number the text
// report shows, under stable keys. Pure: values in, a string out.
#pragma once

#include <string>

#include "recording/recording.h"
#include "triage/triage.h"
#include "verdict/verdict.h"

namespace stridecheck {

struct CheckResult;   // check/check.h
struct CheckOptions;  // check/check.h
struct TriageReplay;  // report/text.h

inline constexpr const char* kReportSchema = "stridecheck.report/1";

struct ReportInput {
  std::string command;  ///< "triage", "replay", "check"
  const Recording* recording = nullptr;
  const Verdict* verdict = nullptr;      ///< when something was replayed
  const TriageResult* triage = nullptr;  ///< for triage
  std::string replay_note;               ///< why replay did not run, if it did not
  int exit_code = 0;
  const CheckResult* check = nullptr;           ///< for check: its counts, findings and baseline (JSON `check`, JUnit)
  const CheckOptions* check_options = nullptr;  ///< for check's text: what it was asked (--allow-empty)
  const TriageReplay* triage_replay = nullptr;  ///< for triage's text: how its replay went (replay_note, in full)
  bool color = false;  ///< the text's ANSI colours (only on a tty, never with NO_COLOR: the caller decides)
  std::vector<std::string> imports = {};  ///< --import: the user's modules (a custom op's repro imports the first)
};

std::string render_report_json(const ReportInput& in);

/// The verdict's judgement of the recorded call site (or op call) `id`, for every format that walks the recording:
/// nullptr without a verdict, or where the verdict judged others but not it (triage judges the failing ones only).
const SiteVerdict* judged_site(const ReportInput& in, const std::string& id);
const OpVerdict* judged_op(const ReportInput& in, const std::string& id);

/// The replay inside a report (its environment and every run), read back: for golden files and
/// baselines. InputError (file, line) when the text is not a stridecheck.report/1 document.
ReplayResult replay_from_report(const std::string& text, const std::string& file);

}  // namespace stridecheck
