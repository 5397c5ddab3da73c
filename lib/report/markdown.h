// The Markdown report: ready to paste into a GitHub issue. A one-line summary, the environment in the
// spirit of `python -m torch.utils.collect_env`, the decoded assertion, the replay matrix, the inputs'
// reshape chains, the diagnosis, a standalone Python repro and the recording itself. Pure.
#pragma once

#include <string>

#include "report/json.h"
#include "report/repro.h"

namespace stridecheck {

std::string render_report_markdown(const ReportInput& in);

/// The pieces of the Markdown the op calls' sections share (report/ops.h): a table cell (no pipes or newlines), inline
/// code that survives backticks, a fenced block that input text cannot close, and what a repro says of the run.
std::string markdown_cell(const std::string& s);
std::string markdown_code(const std::string& s);
std::string markdown_fenced(const std::string& lang, const std::string& body);
ReproRun markdown_repro_run(const ReportInput& in);

}  // namespace stridecheck
