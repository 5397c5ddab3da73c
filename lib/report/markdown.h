// The Markdown report: ready to paste into a GitHub issue. A one-line summary, the environment in the
// spirit of `python -m torch.utils.collect_env`, the decoded assertion, the replay matrix, the inputs'
// reshape chains, the diagnosis, a standalone Python repro and the recording itself. Pure.
#pragma once

#include <string>

#include "report/json.h"

namespace stridecheck {

std::string render_report_markdown(const ReportInput& in);

}  // namespace stridecheck
