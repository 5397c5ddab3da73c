// The compile contract (lib/verdict): each backend's kernel judged against its own fake/meta prediction.
// The comparison rules on layouts written out by hand (size-1 dims and empty tensors ignored as
// assert_size_stride ignores them), and the real goldens: the seed's kernels replayed on an H200 with torch
// 2.11.0's metas and torch 2.6.0's (fixtures/seed-cudnn-phi3/expected/meta-torch2.6.0.json, made by
// scripts/meta-golden.sh with the PyPI wheel of torch 2.6.0).
#include <doctest/doctest.h>

#include "fixtures.h"
#include "readers/sources.h"
#include "report/answer.h"
#include "report/json.h"
#include "verdict/verdict.h"

using namespace stridecheck;
using test::fixture;

namespace {

OutputLayout out(const std::string& name, std::vector<int64_t> sizes, std::vector<int64_t> strides) {
  OutputLayout o;
  o.name = name;
  o.sizes = std::move(sizes);
  o.strides = std::move(strides);
  return o;
}

BackendRun run(Backend b, const char* mode, const char* status, std::vector<OutputLayout> outs,
               const char* torch = "") {
  BackendRun r;
  r.backend = b;
  r.mode = *parse_mode(mode);
  r.status = *parse_status(status);
  r.outputs = std::move(outs);
  r.torch = torch;
  return r;
}

// The CPU flash forward call site of a real CPU graph (out (2, 4, 128, 64) BSHD-ordered, logsumexp (2, 4, 128)).
struct CpuSite {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  const CallSite& site() const { return rec.call_sites.front(); }
  Verdict judge_runs(std::vector<BackendRun> runs) const {
    ReplayResult rr;
    rr.sites.push_back({site().id, "cpu", std::move(runs), {}, ""});
    MetaEnvironment m;
    m.python = "python";
    m.torch = "2.11.0";
    rr.metas.push_back(m);
    return judge(rec, rr);
  }
};

const std::vector<int64_t> kSizes{2, 4, 128, 64}, kBshd{32768, 64, 256, 1}, kBhsd{32768, 8192, 64, 1};

}  // namespace

TEST_CASE("a kernel that returns what its meta predicts is safe; another layout breaks the contract") {
  CpuSite s;
  REQUIRE(s.site().backend == Backend::kFlashCpu);
  Verdict safe = s.judge_runs({run(Backend::kFlashCpu, "op", "ok", {out("out", kSizes, kBshd)}),
                               run(Backend::kFlashCpu, "meta", "ok", {out("out", kSizes, kBshd)}, "2.11.0")});
  const BackendContract* c = safe.sites.front().contract(Backend::kFlashCpu);
  REQUIRE(c);
  CHECK(c->primary.state == ContractState::kSafe);
  CHECK(c->recorded);
  CHECK(safe.exit_code() == 0);

  Verdict breaks = s.judge_runs({run(Backend::kFlashCpu, "op", "ok", {out("out", kSizes, kBshd)}),
                                 run(Backend::kFlashCpu, "meta", "ok", {out("out", kSizes, kBhsd)}, "2.11.0")});
  c = breaks.sites.front().contract(Backend::kFlashCpu);
  REQUIRE(c->primary.state == ContractState::kBreaks);
  REQUIRE(c->primary.diffs.size() == 1);
  CHECK(c->primary.diffs[0].message ==
        "expected size 4==4, stride 64==8192 at dim=1; expected size 128==128, stride 256==64 at dim=2");
  CHECK(breaks.any_contract_break);
  CHECK(breaks.exit_code() == 1);
  CHECK(breaks.answer.whose == Whose::kPytorch);
  CHECK(std::find(breaks.answer.breaking.begin(), breaks.answer.breaking.end(), Backend::kFlashCpu) !=
        breaks.answer.breaking.end());
}

TEST_CASE("size-1 dims and empty tensors are ignored, as assert_size_stride ignores them") {
  CpuSite s;
  // B = 1: its stride carries no information
  Verdict v = s.judge_runs(
      {run(Backend::kFlashCpu, "op", "ok", {out("out", {1, 4, 128, 64}, {7, 64, 256, 1})}),
       run(Backend::kFlashCpu, "meta", "ok", {out("out", {1, 4, 128, 64}, {32768, 64, 256, 1})}, "2.11.0")});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kSafe);
  // no elements: nothing to compare
  v = s.judge_runs({run(Backend::kFlashCpu, "op", "ok", {out("out", {2, 0, 128, 64}, {1, 1, 1, 1})}),
                    run(Backend::kFlashCpu, "meta", "ok", {out("out", {2, 0, 128, 64}, {0, 8192, 64, 1})}, "2.11.0")});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kSafe);
  // but a size difference is never ignored
  v = s.judge_runs(
      {run(Backend::kFlashCpu, "op", "ok", {out("logsumexp", {2, 4, 128}, {512, 128, 1})}),
       run(Backend::kFlashCpu, "meta", "ok", {out("logsumexp", {2, 4, 128, 1}, {512, 128, 1, 1})}, "2.11.0")});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kBreaks);
  // RNG placeholders are not part of the contract
  v = s.judge_runs({run(Backend::kFlashCpu, "op", "ok", {out("rng_state", {2}, {1})}),
                    run(Backend::kFlashCpu, "meta", "ok", {out("rng_state", {}, {})}, "2.11.0")});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kSafe);
}

TEST_CASE("math is decomposed; a refusal, a crash or a missing half is said as such, never safe") {
  CpuSite s;
  Verdict v = s.judge_runs({run(Backend::kMath, "op", "ok", {out("out", kSizes, kBhsd)}),
                            run(Backend::kFlashCpu, "op", "unsupported", {}),
                            run(Backend::kFlashCpu, "meta", "ok", {out("out", kSizes, kBshd)}, "2.11.0")});
  const SiteVerdict& sv = v.sites.front();
  CHECK(sv.contract(Backend::kMath)->primary.state == ContractState::kDecomposed);
  CHECK(sv.contract(Backend::kFlashCpu)->primary.state == ContractState::kUnsupported);
  CHECK(v.exit_code() == 0);  // math's other layout is not this graph's problem

  v = s.judge_runs({run(Backend::kFlashCpu, "op", "crashed", {})});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kCrashed);
  CHECK(v.exit_code() == 1);

  v = s.judge_runs({run(Backend::kFlashCpu, "op", "ok", {out("out", kSizes, kBshd)})});
  CHECK(v.sites.front().contract(Backend::kFlashCpu)->primary.state == ContractState::kUnknown);
  CHECK(v.answer.safe.empty());
}

TEST_CASE("the seed: cuDNN's out breaks its contract under torch 2.6.0's metas and is safe under 2.11.0's") {
  const std::string e = "seed-cudnn-phi3/expected/";
  Recording rec = read_sources({fixture(e + "extract.json")}, ReadOptions{});
  ReplayResult rr = replay_from_report(test::read_fixture_file(e + "replay-h200.json"), "replay-h200.json");
  merge_runs(rr, replay_from_report(test::read_fixture_file(e + "meta-torch2.6.0.json"), "meta-torch2.6.0.json"));
  Verdict v = judge(rec, rr);
  REQUIRE(v.sites.size() == 2);
  const SiteVerdict& fwd = v.sites[0];
  REQUIRE(fwd.site->direction == Direction::kForward);
  const BackendContract* cudnn = fwd.contract(Backend::kCudnn);
  REQUIRE(cudnn);
  REQUIRE(cudnn->by_torch.size() == 2);
  CHECK(cudnn->primary.torch == "2.11.0");
  CHECK(cudnn->primary.state == ContractState::kSafe);
  const TorchContract& old = cudnn->by_torch[1];
  CHECK(old.torch == "2.6.0");
  REQUIRE(old.state == ContractState::kBreaks);
  CHECK(old.diffs.front().name == "out");
  CHECK(old.diffs.front().meta.strides == std::vector<int64_t>{12582912, 393216, 96, 1});  // contiguous BHSD
  CHECK(old.diffs.front().real.strides == std::vector<int64_t>{12582912, 96, 3072, 1});    // the kernel's BSHD
  for (const SiteVerdict& sv : v.sites)
    for (Backend b : {Backend::kFlash, Backend::kEfficient}) {
      const BackendContract* c = sv.contract(b);
      REQUIRE(c);
      for (const auto& t : c->by_torch) CHECK(t.state == ContractState::kSafe);
    }
  CHECK(v.exit_code() == 0);  // the graph was compiled by 2.11: its own op keeps its asserts
  bool named = false;
  for (const auto& c : v.answer.versions.differ) named |= c.safe_from == "2.11.0";
  CHECK(named);
}

TEST_CASE(
    "the answer names the torch that compiled the graph, ran the kernels and gave the metas; a difference first") {
  // a real TORCH_TRACE: its compilation_metrics record says which torch compiled the graph
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/trace.log"}, ReadOptions{});
  REQUIRE(rec.compiled_by);
  CHECK(rec.compiled_by->torch == "2.11.0+cu130");
  CHECK(rec.compiled_by->line > 0);
  auto verdict_under = [&](const std::string& kernels, const std::string& metas) {
    ReplayResult rr;
    rr.environment.torch_version = kernels;
    MetaEnvironment m;
    m.python = "python";
    m.torch = metas;
    rr.metas.push_back(m);
    return judge(rec, rr);
  };
  Verdict same = verdict_under("2.11.0", "2.11.0");
  CHECK_FALSE(same.answer.torches.differ);  // +cu130 is a build of the same release
  CHECK(answer_words(same).torches.find("graph compiled by torch 2.11.0+cu130 (trace.log:") == 0);
  auto rows = answer_rows(same);
  CHECK(rows.front().label() == "What failed");
  CHECK(rows.back().kind == AnswerRowKind::kTorch);

  Verdict other = verdict_under("2.15.0", "2.15.0");
  CHECK(other.answer.torches.differ);
  rows = answer_rows(other);
  CHECK(rows.front().kind == AnswerRowKind::kTorchesDiffer);
  // no kernel ran in this verdict: the worker's libtorch is named as such
  CHECK(rows.front().text.find("replay worker's libtorch 2.15.0 (no kernel ran here); metas from torch 2.15.0: "
                               "they differ") != std::string::npos);
  CHECK(verdict_under("2.11.0", "2.6.0").answer.torches.differ);  // metas of another release than the kernels
}
