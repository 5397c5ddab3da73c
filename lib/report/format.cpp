#include "report/format.h"

#include <iterator>
#include <stdexcept>

#include "core/text.h"
#include "report/html.h"
#include "report/junit.h"
#include "report/markdown.h"
#include "report/text.h"

namespace stridecheck {

namespace {

constexpr std::pair<ReportFormat, std::string_view> kNames[] = {{ReportFormat::kText, "text"},
                                                                {ReportFormat::kMarkdown, "markdown"},
                                                                {ReportFormat::kJson, "json"},
                                                                {ReportFormat::kJunit, "junit"},
                                                                {ReportFormat::kHtml, "html"}};

// other spellings --format takes, as -o's extensions do
constexpr std::pair<ReportFormat, std::string_view> kAliases[] = {{ReportFormat::kMarkdown, "md"},
                                                                  {ReportFormat::kText, "txt"}};

constexpr std::pair<std::string_view, ReportFormat> kExtensions[] = {
    {".txt", ReportFormat::kText},  {".md", ReportFormat::kMarkdown}, {".markdown", ReportFormat::kMarkdown},
    {".json", ReportFormat::kJson}, {".xml", ReportFormat::kJunit},   {".html", ReportFormat::kHtml},
    {".htm", ReportFormat::kHtml}};

}  // namespace

std::string_view format_name(ReportFormat f) {
  for (const auto& [k, name] : kNames)
    if (k == f) return name;
  throw std::logic_error("format_name: unknown format");
}

std::optional<ReportFormat> parse_format(std::string_view name) {
  for (const auto& [k, n] : kNames)
    if (n == name) return k;
  for (const auto& [k, n] : kAliases)
    if (n == name) return k;
  return std::nullopt;
}

std::vector<std::string> report_format_names() {
  std::vector<std::string> out;
  for (const auto& [_, n] : kNames) out.emplace_back(n);
  for (const auto& [_, n] : kAliases) out.emplace_back(n);
  return out;
}

std::optional<ReportFormat> format_of_path(std::string_view path) {
  for (const auto& [ext, f] : kExtensions)
    if (path.size() > ext.size() && path.ends_with(ext)) return f;
  return std::nullopt;
}

std::string report_extensions() {
  std::string out;
  const size_t n = std::size(kExtensions);
  for (size_t i = 0; i < n; ++i)
    out += std::string(i == 0 ? "" : i + 1 == n ? " or " : ", ") + std::string(kExtensions[i].first);
  return out;
}

std::string render_report(const ReportInput& in, ReportFormat f) {
  switch (f) {
    case ReportFormat::kText: return render_report_text(in);
    case ReportFormat::kMarkdown: return render_report_markdown(in);
    case ReportFormat::kJson: return render_report_json(in);
    case ReportFormat::kJunit: return render_report_junit(in);
    case ReportFormat::kHtml: return render_report_html(in);
  }
  throw std::logic_error("render_report: unknown format");
}

}  // namespace stridecheck
