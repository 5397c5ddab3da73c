// JUnit XML for CI systems. A check's: one test case per call site, counted as its text counts them (failed
// with its findings, skipped when what it guards cannot run here), in one test suite "stridecheck check" whose
// properties name the inputs and the baseline. Triage's and replay's: one test case per call site and backend
// (the backend's own op), failed when it breaks the graph's layouts (the message is the per-dim mismatch), an
// error when it crashed or hung, skipped when it cannot run here. Pure.
#pragma once

#include <string>

#include "report/json.h"

namespace stridecheck {

std::string render_report_junit(const ReportInput& in);

/// Text made safe inside an XML attribute or element.
std::string xml_escape(const std::string& s);

}  // namespace stridecheck
