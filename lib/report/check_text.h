// A check's text form (`check --format text`): one line per finding, then the counts and what the baseline or an
// empty run says. Pure: values in, a string out. Its JSON and JUnit forms are the report's (json.h, junit.h).
#pragma once

#include <string>
#include <vector>

#include "check/check.h"

namespace stridecheck {

/// One line per finding, then the counts and what the baseline (baseline_report_lines) or an empty run says.
std::string render_check_text(const CheckResult& result, const CheckOptions& options);
/// The lines of the text after the counts: the baseline's report, a baseline that compared nothing, an empty run.
std::vector<std::string> check_notes(const CheckResult& result, const CheckOptions& options);

}  // namespace stridecheck
