// The report formats, named once: what --format accepts, what an -o extension implies, and the one
// dispatch from a format to its renderer.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/json.h"

namespace stridecheck {

enum class ReportFormat { kText, kMarkdown, kJson, kJunit, kHtml };

std::string_view format_name(ReportFormat f);  ///< "text", "markdown", "json", "junit", "html"
std::optional<ReportFormat> parse_format(std::string_view name);
/// Every format's name, in the order above, then the other spellings --format takes ("md", "txt").
std::vector<std::string> report_format_names();
/// The format an output path's extension names (.txt, .md/.markdown, .json, .xml, .html/.htm), if any.
std::optional<ReportFormat> format_of_path(std::string_view path);
/// Those extensions in words, for an error: ".txt, .md, .markdown, .json, .xml, .html or .htm".
std::string report_extensions();

/// The report in format `f`: text (as printed, report/text.h's render_report_text), Markdown, JSON, JUnit XML or
/// HTML.
std::string render_report(const ReportInput& in, ReportFormat f);

}  // namespace stridecheck
