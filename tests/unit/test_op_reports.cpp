// Op calls (recording.h's OpCall: asserted aten and custom ops that are not SDPA) in every report and in check: judged
// on the real runs stored by tests/report/make_op_runs.py (torch 2.11.0, CPU: kernel and fake on the recorded
// layouts), read back from a report, rendered as text within 100 columns, counted alike by the text and JUnit, a
// table in HTML without empty cells, a standalone repro that runs nothing the input says, and checked by `check`
// (a fake that breaks fails, one not run is skipped, baselines hold their layouts).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "check/check_ops.h"
#include "core/error.h"
#include "core/text.h"
#include "fixtures.h"
#include "readers/sources.h"
#include "report/format.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/op_repro.h"
#include "report/ops.h"
#include "report/text.h"
#include "verdict/verdict.h"

using namespace stridecheck;

namespace {

std::string src(const std::string& rel) { return std::string(STRIDECHECK_SOURCE_DIR) + "/" + rel; }

Recording recording_of(const std::vector<std::string>& fixture_files) {
  std::vector<std::string> paths;
  for (const auto& f : fixture_files) paths.push_back(test::fixture(f));
  return read_sources(paths, ReadOptions{});
}

ReplayResult stored(const std::string& name) {
  const std::string path = src("tests/e2e/inputs/op-runs/" + name);
  return replay_from_report(read_file(path, Limits{}), path);
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

// A judged op call with one run of each kind, on the layouts of fixtures/cpu-custom-op-wrong-fake.
struct Judged {
  Recording rec;
  ReplayResult rr;
  Verdict v;
};

Judged judged(const std::vector<std::string>& files, const std::string& runs) {
  Judged j{recording_of(files), stored(runs), {}};
  j.v = judge(j.rec, j.rr);
  return j;
}

}  // namespace

TEST_CASE("a report's op runs are read back with the OpRun codec, as they were written") {
  Judged j = judged({"cpu-custom-op-wrong-fake/forward.py"}, "cpu-custom-op-wrong-fake.json");
  REQUIRE(j.rr.ops.size() == 1);
  REQUIRE(j.rr.ops[0].runs.size() == 2);
  const std::string json = render_report_json({"replay", &j.rec, &j.v, nullptr, "", j.v.exit_code()});
  ReplayResult back = replay_from_report(json, "report.json");
  REQUIRE(back.ops.size() == 1);
  CHECK(back.ops[0].op_call == "0_forward@67");
  REQUIRE(back.ops[0].runs.size() == 2);
  for (size_t i = 0; i < 2; ++i) {
    const OpRun &a = j.rr.ops[0].runs[i], &b = back.ops[0].runs[i];
    CHECK(a.kind == b.kind);
    CHECK(a.status == b.status);
    CHECK(a.impl == b.impl);
    CHECK(a.torch == b.torch);
    REQUIRE(b.outputs.size() == 1);
    CHECK(a.outputs[0].strides == b.outputs[0].strides);
  }
  // judged again from the report, the same verdict
  Verdict again = judge(j.rec, back);
  REQUIRE(again.ops.size() == 1);
  CHECK(again.ops[0].fake.state == ContractState::kBreaks);
  CHECK(again.ops[0].whose == OpWhose::kCustomFake);
  // an unknown kind is bad input, not a crash
  auto doc = nlohmann::json::parse(json);
  doc["op_calls"][0]["runs"][0]["kind"] = "kernal";
  CHECK_THROWS_AS(replay_from_report(doc.dump(), "report.json"), InputError);
}

TEST_CASE("the JSON report holds the op calls, their runs, their verdicts and the answer's fixes") {
  Judged j = judged({"cpu-custom-op-wrong-fake/forward.py"}, "cpu-custom-op-wrong-fake.json");
  auto doc = nlohmann::json::parse(render_report_json({"replay", &j.rec, &j.v, nullptr, "", 1}));
  const auto& op = doc.at("op_calls").at(0);
  CHECK(op["namespace"] == "sctest");
  CHECK(op["kind"] == "custom op");
  CHECK(op["args"][0]["value"]["strides"] == std::vector<int64_t>{25600, 32, 128, 1});
  CHECK(op["args"][3]["value"] == 0.1767766952966369);
  CHECK(op["verdict"]["contract"]["state"] == "breaks");
  CHECK(op["verdict"]["outputs"][0]["verdict"] == "mismatch");
  CHECK(op["verdict"]["graph_fake"]["state"] == "agrees");
  CHECK(op["verdict"]["whose"] == "custom-fake");
  CHECK(doc["answer"]["fixes"].size() == 2);
  CHECK(doc["summary"]["op_calls_failing"] == 1);
}

TEST_CASE("an SDPA-only report has no op call keys") {
  Recording rec = read_sources({test::fixture("cpu-gqa/expected/extract.json")}, ReadOptions{});
  ReplayResult none;
  Verdict v = judge(rec, none);
  auto doc = nlohmann::json::parse(render_report_json({"replay", &rec, &v, nullptr, "", 0}));
  CHECK_FALSE(doc.contains("op_calls"));
  CHECK_FALSE(doc["summary"].contains("op_calls"));
  CHECK_FALSE(doc["answer"].contains("fixes"));
  CHECK(render_op_calls_text(v, TextStyle{}).empty());
}

TEST_CASE("the text report's op sections fit 100 columns, and the text and JUnit count them alike") {
  struct Case {
    std::vector<std::string> files;
    std::string runs;
    size_t failing, passing;
  };
  for (const Case& c : {Case{{"cpu-custom-op-wrong-fake/forward.py"}, "cpu-custom-op-wrong-fake.json", 1, 0},
                        Case{{"cpu-custom-op-right-fake/forward.py", "cpu-custom-op-right-fake/backward.py"},
                             "cpu-custom-op-right-fake.wrong-module.json",
                             2,
                             0},
                        Case{{"cpu-conv-channels-last/forward.py", "cpu-conv-channels-last/backward.py"},
                             "cpu-conv-channels-last.json",
                             0,
                             4}}) {
    INFO(c.runs);
    Judged j = judged(c.files, c.runs);
    const std::string text = finish_text(render_verdict_text(j.v, TextStyle{}));
    for (std::string_view line : split_lines(text)) {  // a word wider than the room (a path) stays whole
      INFO(std::string(line));
      CHECK((line.size() <= 100 || trim(line).find(' ') == std::string_view::npos));
    }
    for (std::string_view line : split_lines(finish_text(render_op_calls_text(j.v, TextStyle{}))))
      CHECK(line.size() <= 100);
    CHECK(text.find("op calls: " + std::to_string(c.failing + c.passing) + ": " + std::to_string(c.failing) +
                    " failing, " + std::to_string(c.passing) + " passing") != std::string::npos);
    CHECK(count(text, "\n  verdict: fails:") == c.failing);
    const std::string junit = render_report_junit({"replay", &j.rec, &j.v, nullptr, "", 0});
    CHECK(junit.find("tests=\"" + std::to_string(c.failing + c.passing) + "\" failures=\"" + std::to_string(c.failing) +
                     "\" errors=\"0\" skipped=\"0\"") != std::string::npos);
    CHECK(count(junit, "<failure ") == c.failing);
  }
}

TEST_CASE("an op call whose kernel did not run: skipped in JUnit, a row that says why in HTML, never an empty cell") {
  Judged j = judged({"cpu-custom-op-wrong-fake/forward.py"}, "cpu-custom-op-wrong-fake.json");
  OpRun& kernel = j.rr.ops[0].runs[0];
  kernel.status = RunStatus::kUnavailable;
  kernel.reason = "no module registers sctest::attn here";
  kernel.outputs.clear();
  j.v = judge(j.rec, j.rr);
  REQUIRE(j.v.ops.size() == 1);
  CHECK(op_outcome(j.v.ops[0]) == OpOutcome::kNotRun);
  const ReportInput in{"replay", &j.rec, &j.v, nullptr, "", 0};
  const std::string junit = render_report_junit(in);
  CHECK(junit.find("skipped=\"1\"") != std::string::npos);
  CHECK(junit.find("<skipped message=\"not judged: unavailable: no module registers sctest::attn here\"") !=
        std::string::npos);
  const std::string html = render_report(in, ReportFormat::kHtml);
  CHECK(html.find("<h2>Op calls</h2>") != std::string::npos);
  CHECK(html.find("colspan=\"5\">unavailable: no module registers sctest::attn here</td>") != std::string::npos);
  CHECK(html.find("<td></td>") == std::string::npos);
  const std::string text = render_verdict_text(j.v, TextStyle{});
  CHECK(text.find("  kernel   unavailable: no module registers sctest::attn here\n") != std::string::npos);
  CHECK(text.find("not judged: unavailable: no module registers sctest::attn here") != std::string::npos);
}

TEST_CASE("an op call's repro: the recorded device, the user's module, nothing the input says run") {
  Recording rec = recording_of({"cpu-custom-op-wrong-fake/forward.py"});
  OpCall c = rec.op_calls.at(0);
  std::string s = python_op_repro(c, nullptr);
  CHECK(s.find("    import my_ops  # the module that registers sctest::attn\n") != std::string::npos);
  CHECK(s.find("device = \"cpu\"\n") != std::string::npos);
  CHECK(s.find("torch.library.opcheck(torch.ops.sctest.attn.default, sample_args, sample_kwargs)") !=
        std::string::npos);
  CHECK(s.find("fixtures/tools") == std::string::npos);  // never the input's module path
  // a CUDA graph's op targets CUDA, and exits with a message where there is none
  for (auto& a : c.args)
    if (a.value.is_tensor()) a.value.tensor.device = "cuda:0";
  s = python_op_repro(c, nullptr);
  CHECK(s.find("device = \"cuda\"\nif not getattr(torch, device, None) or not getattr(torch, device).is_available():"
               "\n    sys.exit(\"this repro needs a CUDA device: the graph ran sctest::attn.default on cuda:0") !=
        std::string::npos);
  // hostile text stays in string literals and comments; a name that is not a Python name is never code
  c.op = "evil\")::x; import os.default";
  c.args.push_back(Arg{"mode", ArgValue::string("\"); os.system('rm -rf /') #"), "", {}});
  s = python_op_repro(c, nullptr);
  CHECK(s.find("mode=\"\\\"); os.system('rm -rf /') #\"") != std::string::npos);  // a string literal
  CHECK(s.find("OP = (\"evil\\\")\", \"x; import os\", \"default\")") != std::string::npos);
  CHECK(s.find("torch.library.opcheck(op, sample_args, sample_kwargs)") != std::string::npos);
  CHECK(s.find("\nimport os") == std::string::npos);
  CHECK(s.find("torch.ops.evil") == std::string::npos);
  // an argument the script cannot rebuild from the few spellings it knows: it says so, and runs nothing
  c.args.push_back(Arg{"how", ArgValue::unknown("__import__('os').system('x')"), "", {}});
  s = python_op_repro(c, nullptr);
  CHECK(s.find("sys.exit(\"this repro cannot rebuild the call's arguments: how is __import__('os').system('x') as "
               "the graph wrote it\")") != std::string::npos);
  CHECK(s.find("def inputs():") == std::string::npos);
}

TEST_CASE("opcheck's sample inputs have no degenerate dims") {
  Recording rec = recording_of({"cpu-custom-op-wrong-fake/forward.py"});
  OpCall c = rec.op_calls.at(0);
  CHECK(python_op_repro(c, nullptr).find("# the recorded layouts: they have no degenerate dims") != std::string::npos);
  for (auto& a : c.args)
    if (a.value.is_tensor()) {  // batch 1, sequence 256: (1, 4, 256, 32) viewed from (1, 256, 4, 32)
      a.value.tensor.sizes = known_syms({1, 4, 256, 32});
      a.value.tensor.strides = known_syms({32768, 32, 128, 1});
    }
  const std::string s = python_op_repro(c, nullptr);
  CHECK(s.find("resized (batch 1 -> 2, size 256 -> 328)") != std::string::npos);
  CHECK(s.find("    BATCH = 2\n    MIDDLE = {256: 328}\n") != std::string::npos);
}

TEST_CASE("check: an op call whose fake breaks fails; one not run is skipped; baselines hold its layouts") {
  Judged j = judged({"cpu-custom-op-right-fake/forward.py", "cpu-custom-op-right-fake/backward.py"},
                    "cpu-custom-op-right-fake.wrong-module.json");
  REQUIRE(j.v.ops.size() == 2);
  CheckResult res;
  res.current.meta_torch = "2.11.0";
  OpChecking oc;
  check_op_call(oc, *j.v.ops[0].call, &j.v.ops[0], "f", "0_forward@104", "0_forward#op1", res);
  REQUIRE(res.sites.size() == 1);
  CHECK(res.sites[0].outcome == SiteOutcome::kFailed);
  REQUIRE(res.findings.size() == 1);
  CHECK(res.findings[0].kind == FindingKind::kContract);
  CHECK(res.findings[0].message.find("sctest::attn.default result: its kernel breaks its own fake under torch "
                                     "2.11.0: expected size 4==4, stride 6400==32 at dim=1") == 0);
  const std::string kernel_key = "f::0_forward#op1::sctest.attn.default::kernel";
  const std::string fake_key = "f::0_forward#op1::sctest.attn.default::fake";
  REQUIRE(res.current.entries.count(kernel_key));
  REQUIRE(res.current.entries.count(fake_key));
  CHECK(res.current.entries[kernel_key].outputs["result"].second == std::vector<int64_t>{25600, 6400, 32, 1});
  CHECK(res.current.entries[fake_key].outputs["result"].second == std::vector<int64_t>{25600, 32, 128, 1});
  CHECK(op_entry_key("f", "0_forward#op1", *j.v.ops[0].call, OpRunKind::kFake) == fake_key);

  // held against a baseline whose fake was right: a regression naming both torch versions
  Baseline base;
  base.meta_torch = "2.10.0";
  base.entries[kernel_key] = res.current.entries[kernel_key];
  base.entries[fake_key] = {RunStatus::kOk, {{"result", {{2, 4, 200, 32}, {25600, 6400, 32, 1}}}}};
  CheckResult again;
  again.current.meta_torch = "2.11.0";
  OpChecking with{&base};
  check_op_call(with, *j.v.ops[0].call, &j.v.ops[0], "f", "0_forward@104", "0_forward#op1", again);
  CHECK(with.compared == 2);
  bool regression = false;
  for (const auto& f : again.findings)
    regression |= f.kind == FindingKind::kRegression &&
                  f.message ==
                      "sctest::attn.default fake of result: was (0, 1, 2, 3) (25600, 6400, 32, 1) under torch "
                      "2.10.0 (the baseline), is (0, 2, 1, 3) (25600, 32, 128, 1) under torch 2.11.0";
  CHECK(regression);

  // nothing ran it: skipped, never passed
  CheckResult none;
  OpChecking nj;
  check_op_call(nj, *j.v.ops[1].call, nullptr, "f", "0_backward@103", "0_backward#op1", none);
  CHECK(nj.missing);
  CHECK(none.skipped == 1);
  CHECK(none.passed == 0);
  REQUIRE(none.findings.size() == 1);
  CHECK(none.findings[0].kind == FindingKind::kMissing);

  // the right module's runs: passed
  Judged ok = judged({"cpu-custom-op-right-fake/forward.py", "cpu-custom-op-right-fake/backward.py"},
                     "cpu-custom-op-right-fake.json");
  CheckResult good;
  good.current.meta_torch = "2.11.0";
  OpChecking gj;
  for (const auto& o : ok.v.ops) check_op_call(gj, *o.call, &o, "f", o.op_call, o.op_call, good);
  CHECK(good.passed == 2);
  CHECK(good.findings.empty());
}
