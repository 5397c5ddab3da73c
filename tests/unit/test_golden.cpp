// The golden replays recorded on an NVIDIA H200 (fixtures/*/expected/*-h200.json, made by
// bench/gpu/run-h200.sh) checked against the fixtures as they are now: every call site they replayed is
// still in the recording with the same expectations, and judging their runs again gives the verdicts
// they hold. CI has no GPU; this keeps its tests tied to real GPU behaviour.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "fixtures.h"
#include "readers/sources.h"
#include "report/json.h"
#include "verdict/verdict.h"

using namespace stridecheck;
using test::fixture;
namespace fs = std::filesystem;

namespace {

// What the GPU session extracted the fixture from: its trace.log where it has one, except for fixtures captured by
// bench/gpu/run-final.sh (`gpu-results/captured/` in the golden's inputs), which read the generated modules.
std::vector<std::string> sources_of(const std::string& name, const std::string& golden_text) {
  std::string dir = fixture(name);
  const bool captured = golden_text.find("gpu-results/captured/") != std::string::npos;
  if (!captured && fs::exists(dir + "/trace.log")) return {dir + "/trace.log"};
  // every generated module, as bench/gpu/run-final.sh's `ls` lists them (forward.py, forward_1.py, ...)
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string f = e.path().filename().string();
    if (f.ends_with(".py") && (f.starts_with("forward") || f.starts_with("backward") || f.starts_with("inference")))
      out.push_back(dir + "/" + f);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Judges the golden's runs against the recording and compares with the verdicts the golden holds.
void check_golden(const Recording& rec, const std::string& golden_path) {
  std::string text = test::read_fixture_file(golden_path);
  ReplayResult rr = replay_from_report(text, golden_path);
  REQUIRE_FALSE((rr.sites.empty() && rr.ops.empty()));
  Verdict v = judge(rec, rr);
  auto golden = nlohmann::json::parse(text);
  // op calls: each still in the recording, judged again as the GPU session judged it
  if (golden.contains("op_calls")) {
    REQUIRE(v.ops.size() == golden["op_calls"].size());
    for (const auto& go : golden["op_calls"]) {
      const std::string id = go["id"].get<std::string>();
      INFO(golden_path << " " << id);
      auto it = std::find_if(v.ops.begin(), v.ops.end(), [&](const OpVerdict& o) { return o.op_call == id; });
      REQUIRE(it != v.ops.end());  // the op call still exists
      REQUIRE(it->call != nullptr);
      CHECK(it->kernel_broke_graph == go["verdict"]["kernel_broke_graph"].get<bool>());
      CHECK(std::string(contract_name(it->fake.state)) == go["verdict"]["contract"]["state"].get<std::string>());
      REQUIRE(it->outputs.size() == go["verdict"]["outputs"].size());
      for (size_t o = 0; o < it->outputs.size(); ++o)
        CHECK(std::string(status_name(it->outputs[o].status)) ==
              go["verdict"]["outputs"][o]["verdict"].get<std::string>());
    }
  }
  REQUIRE(v.sites.size() == golden["call_sites"].size());
  for (size_t i = 0; i < v.sites.size(); ++i) {
    const auto& gs = golden["call_sites"][i];
    const SiteVerdict& sv = v.sites[i];
    INFO(golden_path << " " << sv.call_site);
    REQUIRE(sv.site != nullptr);  // the call site still exists
    // the expectations the GPU replay was judged against are still the recording's
    for (const auto& ge : gs["expected_outputs"]) {
      const ExpectedOutput* e = sv.site->expected(ge["name"].get<std::string>());
      REQUIRE(e != nullptr);
      CHECK(*known_values(e->strides) == ge["strides"].get<std::vector<int64_t>>());
    }
    REQUIRE(sv.runs.size() == gs["runs"].size());
    for (size_t r = 0; r < sv.runs.size(); ++r) {
      const auto& gr = gs["runs"][r];
      REQUIRE(sv.runs[r].outputs.size() == gr["outputs"].size());
      for (size_t o = 0; o < sv.runs[r].outputs.size(); ++o)
        CHECK(std::string(status_name(sv.runs[r].outputs[o].status)) == gr["outputs"][o]["verdict"].get<std::string>());
    }
    CHECK(sv.keep == gs["summary"]["keep"].get<std::vector<std::string>>());
    CHECK(sv.break_ == gs["summary"]["break"].get<std::vector<std::string>>());
    CHECK(sv.cannot == gs["summary"]["cannot"].get<std::vector<std::string>>());
    CHECK(sv.crashed == gs["summary"]["crashed"].get<std::vector<std::string>>());
    CHECK(sv.chosen == gs["summary"]["chosen"].get<std::string>());
    // the contract the GPU session judged (its kernels against its own torch's metas) is judged again the same
    REQUIRE(gs.contains("contract"));
    REQUIRE(sv.contracts.size() == gs["contract"].size());
    for (size_t c = 0; c < sv.contracts.size(); ++c) {
      CHECK(std::string(backend_name(sv.contracts[c].backend)) == gs["contract"][c]["backend"].get<std::string>());
      CHECK(std::string(contract_name(sv.contracts[c].primary.state)) == gs["contract"][c]["state"].get<std::string>());
    }
  }
}

}  // namespace

TEST_CASE("golden::every H200 replay is consistent with its fixture") {
  size_t found = 0;
  for (const auto& entry : fs::directory_iterator(fixture(""))) {
    std::string name = entry.path().filename().string();
    std::string golden = name + "/expected/replay-h200.json";
    if (!fs::exists(fixture(golden))) continue;
    ++found;
    SUBCASE(name.c_str()) {
      check_golden(read_sources(sources_of(name, test::read_fixture_file(golden)), ReadOptions{}), golden);
    }
  }
  CHECK(found >= 11);  // every CUDA fixture and both seeds: a missing golden is a failure, not a pass
}

TEST_CASE("golden::the seed on an H200: cuDNN, flash and efficient break grad_query, math keeps it") {
  ReadOptions o;
  o.code_paths = {fixture("seed-cudnn-phi3/failure")};
  Recording rec = read_source(fixture("seed-cudnn-phi3/failure/failing.log"), o);
  check_golden(rec, "seed-cudnn-phi3/expected/replay-failure-h200.json");
  ReplayResult rr =
      replay_from_report(test::read_fixture_file("seed-cudnn-phi3/expected/replay-failure-h200.json"), "g");
  Verdict v = judge(rec, rr);
  REQUIRE(v.sites.size() == 1);
  CHECK(v.environment.device_name == "NVIDIA H200");
  const std::vector<int64_t> bshd{12582912, 96, 3072, 1}, bhsd{12582912, 393216, 96, 1};
  int seen = 0;
  for (const auto& r : v.sites[0].runs) {
    if (r.run.mode != RunMode::kOp) continue;
    for (const auto& out : r.outputs) {
      if (out.name != "grad_query") continue;
      ++seen;
      REQUIRE(out.expected.has_value());
      CHECK(out.expected->strides == bhsd);
      if (r.run.backend == Backend::kMath) {
        CHECK(out.actual.strides == bhsd);
        CHECK(out.status == OutputVerdict::Status::kMatch);
      } else {
        CHECK(out.actual.strides == bshd);
        CHECK(out.status == OutputVerdict::Status::kMismatch);
        CHECK(out.message ==
              "expected size 32==32, stride 96==393216 at dim=1; expected size 4096==4096, stride 3072==96 at dim=2");
      }
    }
  }
  CHECK(seen == 4);                     // cudnn, flash, efficient, math
  CHECK(v.sites[0].chosen == "cudnn");  // under --priority cudnn,flash,efficient,math
}
