// A self-contained HTML report (no network): the replay matrix as a coloured grid and, for each
// mismatch, an SVG drawing of the expected and actual memory order of the dims (which dim is innermost,
// which strides differ). Pure.
#pragma once

#include <string>

#include "report/json.h"

namespace stridecheck {

std::string render_report_html(const ReportInput& in);

}  // namespace stridecheck
