// lib/report: the report formats named once (names, -o extensions, the one dispatch) and the renderers on a
// real replay read back from its H200 golden.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "fixtures.h"
#include "readers/sources.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/format.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/log_answer.h"
#include "report/repro.h"
#include "report/text.h"
#include "triage/triage.h"
#include "verdict/verdict.h"

using namespace stridecheck;
using test::fixture;

TEST_CASE("every report format is named, parsed back, and named by its -o extension") {
  for (const auto& name : report_format_names()) {
    auto f = parse_format(name);
    REQUIRE(f);
    if (name == "md" || name == "txt") continue;  // aliases: below
    CHECK(format_name(*f) == name);
  }
  CHECK(report_format_names().size() == 7);  // five formats and the aliases md and txt
  CHECK(parse_format("md") == ReportFormat::kMarkdown);
  CHECK(parse_format("txt") == ReportFormat::kText);
  CHECK_FALSE(parse_format("mdx"));
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

TEST_CASE("findings: the verdict's typed findings put in words by report/, one function per kind") {
  using K = ContractReason::Kind;
  using Who = ContractReason::Who;
  CHECK(contract_reason_words({}).empty());
  CHECK(contract_reason_words({K::kDecomposed, Who::kKernel, RunStatus::kOk, {}}) ==
        "inductor lowers math to other ops: no extern-kernel assert to fail");
  CHECK(contract_reason_words({K::kAsGiven, Who::kKernel, RunStatus::kCrashed, "SIGSEGV"}) == "SIGSEGV");
  CHECK(contract_reason_words({K::kOpTable, Who::kKernel, RunStatus::kOk, "a mask flash has no argument for"}) ==
        "a mask flash has no argument for (stridecheck's op table; torch's chooser is asked where a kernel runs)");
  CHECK(contract_reason_words({K::kUnsupported, Who::kFake, RunStatus::kUnsupported, "no fake"}) ==
        "the fake: no fake");
  CHECK(contract_reason_words({K::kRunStatus, Who::kMeta, RunStatus::kCrashed, ""}) == "meta crashed");
  CHECK(contract_reason_words({K::kNotRun, Who::kKernel, RunStatus::kOk, {}}) == "the kernel was not run");
  CHECK(contract_reason_words({K::kNotRun, Who::kFake, RunStatus::kOk, {}}) ==
        "no fake was evaluated (no torch for the metas)");

  ContractDiff d;
  d.name = "result";
  d.real = Layout{{2, 3, 4}, {12, 1, 3}, 0};
  d.meta = Layout{{2, 3, 4}, {12, 4, 1}, 0};
  d.op_fake = true;
  CHECK(contract_diff_words(d).find(", the fake predicted ") != std::string::npos);
  d.op_fake = false;
  d.name = "out";
  CHECK(contract_diff_words(d).find(", the meta predicted ") != std::string::npos);
  CHECK(contract_diff_words(d).find("the graph expected") == std::string::npos);

  OutputVerdict o;
  o.name = "logsumexp";
  o.status = OutputVerdict::Status::kNotComparable;
  o.unjudged = OutputVerdict::Unjudged::kAnotherTensor;
  o.backend = Backend::kEfficient;
  o.graph_backend = Backend::kFlash;
  o.actual = Layout{{1, 2, 32}, {64, 32, 1}, 0};
  o.expected = Layout{{1, 2, 128}, {256, 128, 1}, 0};
  CHECK(unjudged_words(o) == backend_title(Backend::kEfficient) +
                                 "'s logsumexp is its own tensor (sizes (1, 2, 32)), " + "not the graph's " +
                                 backend_title(Backend::kFlash) + " logsumexp (sizes (1, 2, 128))");
  o.unjudged = OutputVerdict::Unjudged::kNone;
  CHECK(unjudged_words(o).empty());
  CHECK(follows_words(o).empty());

  CHECK(choice_reason_words({ChoiceReason::Kind::kNotAsked, {}}) == "no dispatcher was asked");
  CHECK(ChoiceReason{ChoiceReason::Kind::kAsGiven, ""}.empty());
  CHECK_FALSE(ChoiceReason{ChoiceReason::Kind::kNeedsCuda, ""}.empty());

  SiteVerdict s;
  s.notes = {"a replay note"};
  CHECK(site_notes(s) == std::vector<std::string>{"a replay note"});
  s.kernels_elsewhere = true;
  s.device = "cpu";
  s.graph_device = "cuda:0";
  REQUIRE(site_notes(s).size() == 2);
  CHECK(site_notes(s)[1].find("its kernels ran on cpu, not on the graph's cuda:0") == 0);

  CHECK(no_kernel_row_label(NoKernelAnalysis::Row::Kind::kPaste) == "Paste");
}

TEST_CASE("findings: a real replay's verdict is typed, and its JSON says it through report/") {
  const std::string path = fixture("cuda-kv-broadcast-heads/expected/extract.json");
  const Recording rec = read_sources({path}, ReadOptions{});
  const std::string stored_path = fixture("cuda-kv-broadcast-heads/expected/replay-h200.json");
  const ReplayResult replay = replay_from_report(read_file(stored_path, Limits{}), stored_path);
  const Verdict v = judge(rec, replay);
  bool math_decomposed = false;
  for (const auto& sv : v.sites)
    for (const auto& c : sv.contracts)
      if (c.backend == Backend::kMath) {
        math_decomposed = c.primary.reason.kind == ContractReason::Kind::kDecomposed;
        CHECK(c.primary.reason.detail.empty());
      }
  CHECK(math_decomposed);
  ReportInput in;
  in.command = "replay";
  in.recording = &rec;
  in.verdict = &v;
  CHECK(render_report_json(in).find("inductor lowers math to other ops: no extern-kernel assert to fail") !=
        std::string::npos);
}

TEST_CASE("a log read without its module: one answer, each format a view of it") {
  // real logs: a graph input's size (pytorch#149732), a 2-rank torchrun log of two failing ranks (aten::_fft_r2c)
  for (const char* log : {"../tests/logs/upstream-149732-primals.log", "cpu-torchrun-aten-fft/run-file.log"}) {
    CAPTURE(log);
    TriageResult r = triage(fixture(log), ReadOptions{});
    REQUIRE(!r.failures.empty());
    ReportInput in{"triage", &r.recording, nullptr, &r, "", 1};
    const auto json = nlohmann::json::parse(render_report(in, ReportFormat::kJson));
    const std::string md = render_report(in, ReportFormat::kMarkdown), html = render_report(in, ReportFormat::kHtml);
    const std::string junit = render_report(in, ReportFormat::kJunit);
    CHECK(junit.find("failures=\"" + std::to_string(r.failures.size()) + "\"") != std::string::npos);
    CHECK(md.find("<details>") == std::string::npos);  // no fixture of a recording that holds no call
    for (size_t i = 0; i < r.failures.size(); ++i) {
      const FailureAnalysis& f = r.failures[i];
      REQUIRE(answered_from_log(f));
      const auto& a = json.at("failures").at(i).at("log_answer");
      const auto rows = log_answer_rows(r, f);
      // the JSON's words are the text's rows, field by field
      CHECK(a.at("what_failed").at("text") == rows.at(0).second);
      CHECK(a.at("whose_bug").at("text") == rows.at(1).second);
      CHECK(a.at("whose_bug").at("judged") == false);
      CHECK(a.at("module").at("path") == f.facts.module_path);
      CHECK(a.at("module").at("on_this_machine") == false);
      std::vector<std::string> step_rows;
      bool in_steps = false;
      for (const auto& [label, text] : rows) {
        if (!label.empty()) in_steps = label == "Next step";
        if (in_steps) step_rows.push_back(text);
      }
      const auto& steps = a.at("next_steps");
      REQUIRE(steps.size() + 1 == step_rows.size());  // the steps, then what the module would add
      CHECK(a.at("with_module") == step_rows.back());
      for (size_t k = 0; k < steps.size(); ++k) {
        CHECK(steps[k].at("text") == step_rows[k]);
        // each command: in the text in backticks, in Markdown a sh block of its own, in HTML a code block
        for (const auto& c : steps[k].at("commands")) {
          const std::string cmd = c.get<std::string>();
          CHECK(step_rows[k].find("`" + cmd + "`") != std::string::npos);
          CHECK(md.find("```sh\n" + cmd + "\n```\n") != std::string::npos);
          CHECK(html.find("<pre><code>" + xml_escape(cmd) + "</code></pre>") != std::string::npos);
        }
      }
    }
  }
  // the graph input's facts, typed: its kind and how it is known, a size (another shape), whose it is
  TriageResult r = triage(fixture("../tests/logs/upstream-149732-primals.log"), ReadOptions{});
  ReportInput in{"triage", &r.recording, nullptr, &r, "", 1};
  const auto a = nlohmann::json::parse(render_report(in, ReportFormat::kJson)).at("failures").at(0).at("log_answer");
  CHECK(a.at("tensor").at("kind") == "graph_input");
  CHECK(a.at("tensor").at("evidence") == "input_name");
  CHECK(a.at("tensor").at("name") == "primals_1");
  CHECK(a.at("what_failed").at("differs") == "sizes");
  CHECK(a.at("what_failed").at("expected").at("sizes") == std::vector<int64_t>{768, 192});
  CHECK(a.at("what_failed").at("actual").at("sizes") == std::vector<int64_t>{1024, 192});
  CHECK(a.at("whose_bug").at("suspect") == "caller_past_guards");
  CHECK(a.at("next_steps").back().at("step") == "capture_producer");
}
