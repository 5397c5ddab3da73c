// lib/report: the report formats named once (names, -o extensions, the one dispatch) and the renderers on a
// real replay read back from its H200 golden.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "fixtures.h"
#include "readers/sources.h"
#include "report/format.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/repro.h"
#include "report/text.h"
#include "verdict/verdict.h"

using namespace stridecheck;
using test::fixture;

TEST_CASE("every report format is named, parsed back, and named by its -o extension") {
  for (const auto& name : report_format_names()) {
    auto f = parse_format(name);
    REQUIRE(f);
    CHECK(format_name(*f) == name);
  }
  CHECK(report_format_names().size() == 5);
  CHECK(format_of_path("r.md") == ReportFormat::kMarkdown);
  CHECK(format_of_path("out/report.html") == ReportFormat::kHtml);
  CHECK(format_of_path("r.xml") == ReportFormat::kJunit);
  CHECK(format_of_path("r.json") == ReportFormat::kJson);
  CHECK(format_of_path("r.txt") == ReportFormat::kText);
  CHECK_FALSE(format_of_path("report"));
  CHECK_FALSE(format_of_path(".md"));  // a name that is only the extension names no format
  CHECK_FALSE(parse_format("pdf"));
}

TEST_CASE("the structured reports of a real H200 replay") {
  const std::string dir = "cuda-gqa-bf16";
  Recording rec = read_sources({fixture(dir + "/expected/extract.json")}, ReadOptions{});
  const std::string golden = fixture(dir + "/expected/replay-h200.json");
  ReplayResult replay = replay_from_report(read_file(golden, Limits{}), golden);
  Verdict v = judge(rec, replay);
  ReportInput in{"replay", &rec, &v, nullptr, "", v.exit_code()};

  // text is a format like the others: the replay's verdict as the terminal shows it, finished
  std::string text = render_report(in, ReportFormat::kText);
  CHECK(text == finish_text(render_verdict_text(v, TextStyle{})));
  CHECK(text.rfind("Answer\n  What failed:", 0) == 0);
  CHECK(text.find("\x1b[") == std::string::npos);
  in.color = true;
  CHECK(render_report(in, ReportFormat::kText).rfind("\x1b[1mAnswer\x1b[0m\n", 0) == 0);
  in.color = false;

  auto json = nlohmann::json::parse(render_report(in, ReportFormat::kJson));
  CHECK(json.at("schema") == kReportSchema);
  CHECK(json.at("command") == "replay");

  std::string junit = render_report(in, ReportFormat::kJunit);
  CHECK(junit == render_report_junit(in));
  CHECK(junit.rfind("<?xml", 0) == 0);
  CHECK(junit.find("failures=\"0\"") != std::string::npos);  // a healthy graph: nothing breaks its contract
  CHECK(junit.find("<testcase classname=\"stridecheck.") != std::string::npos);

  std::string md = render_report(in, ReportFormat::kMarkdown);
  CHECK(md.find("cudnn") != std::string::npos);
  std::string html = render_report(in, ReportFormat::kHtml);
  CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
}

TEST_CASE("the Markdown repro targets the recorded device, not the machine that rendered it") {
  Recording rec = read_sources({fixture("seed-cudnn-phi3/expected/extract-failure.json")}, ReadOptions{});
  REQUIRE(rec.call_sites.size() == 1);
  const CallSite& site = rec.call_sites.front();
  REQUIRE(call_site_device(site) == "cuda:0");
  SiteVerdict sv;
  sv.call_site = site.id;
  sv.device = "cpu";  // where a triage without a GPU replayed it
  std::string py = python_repro(site, &sv);
  CHECK(py.find("\ndevice = \"cuda\"\nif not torch.cuda.is_available():\n    sys.exit(") != std::string::npos);
  CHECK(py.find("device = \"cpu\"") == std::string::npos);
  CHECK(py.find("# Needs: a CUDA GPU (the graph ran this op on cuda:0)") != std::string::npos);
  CHECK(py.find("its torch is not in its input") != std::string::npos);
  std::string known = python_repro(site, &sv, ReproRun{"2.11.0+cu130", "trace.log:57", "", "9.0"});
  CHECK(known.find("# The failing run: torch 2.11.0+cu130 (trace.log:57) on a GPU of compute capability 9.0.") !=
        std::string::npos);
  // text from the input stays in its comment or string: a newline in it cannot start a line of code
  CallSite hostile = site;
  hostile.source.file = "x.py\nimport os; os.system('echo pwned')";
  std::string h = python_repro(hostile, &sv, ReproRun{"2.11\nimport os", "", "", ""});
  CHECK(h.find("\nimport os") == std::string::npos);
  CHECK(h.find("x.py\\x0aimport os") != std::string::npos);
}
