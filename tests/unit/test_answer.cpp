// lib/verdict's answer: the typed findings a report opens with (what failed, whose bug and why, the compile-safe
// backends and the line to paste, the priority, the torch versions, the what-if changes), judged from real
// recordings and the runs stored beside them: the H200 replays in fixtures/*/expected/replay-h200.json (and the
// seed's under torch 2.6.0's metas), and the failing logs alone. No words are checked here but the few report/ writes
// from these findings, against the goldens those runs render.
#include <doctest/doctest.h>

#include <algorithm>

#include "advice/whatif.h"
#include "fixtures.h"
#include "readers/sources.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/json.h"
#include "triage/triage.h"
#include "verdict/verdict.h"

using namespace stridecheck;
using test::fixture;

namespace {

ReplayResult stored(const std::string& rel) {
  const std::string path = fixture(rel);
  return replay_from_report(read_file(path, Limits{}), path);
}

// A replay that ran nothing of `ids` (the call sites and op calls of `rec` among them), in the recording's order: what
// --runs-from merges the stored runs into (replay/runs.h's merge_runs), as the pipeline does.
ReplayResult nothing_ran(const Recording& rec, const std::vector<std::string>* ids = nullptr) {
  auto asked = [&](const std::string& id) { return !ids || std::find(ids->begin(), ids->end(), id) != ids->end(); };
  ReplayResult rr;
  for (const auto& c : rec.call_sites)
    if (asked(c.id)) rr.sites.push_back(SiteReplay{c.id, "", {}, {}, ""});
  for (const auto& c : rec.op_calls)
    if (asked(c.id)) rr.ops.push_back(OpReplay{c.id, {}, {}, ""});
  return rr;
}

// A fixture's recording judged with its stored runs (`runs`, merged in order, as --runs-from merges them).
struct Judged {
  Recording rec;
  Verdict v;
  Judged(const std::string& recording, const std::vector<std::string>& runs) {
    rec = read_sources({fixture(recording)}, ReadOptions{});
    ReplayResult rr = nothing_ran(rec);
    for (const auto& r : runs) merge_runs(rr, stored(r));
    v = judge(rec, rr);
  }
};

// A failing log triaged, and its failing calls judged with `runs` (stored), or with nothing run (empty).
struct Triaged {
  TriageResult t;
  Verdict v;
  Triaged(const std::string& log, const std::string& code, const std::string& runs = "") {
    ReadOptions o;
    o.code_paths = {fixture(code)};
    t = triage(fixture(log), o);
    const std::vector<std::string> failing = failing_call_sites(t);
    ReplayResult rr = nothing_ran(t.recording, &failing);
    if (!runs.empty()) merge_runs(rr, stored(runs));
    v = judge(t.recording, rr);
  }
};

bool has(const std::vector<Backend>& v, Backend b) { return std::find(v.begin(), v.end(), b) != v.end(); }

}  // namespace

TEST_CASE("the seed's failure replayed on an H200: cuDNN's backward broke grad_query, and the graph is stale") {
  Triaged s("seed-cudnn-phi3/failure/failing.log", "seed-cudnn-phi3/failure",
            "seed-cudnn-phi3/expected/replay-failure-h200.json");
  const Answer& a = s.v.answer;
  REQUIRE(a.failed.sites == WhatFailed::Sites::kGraphOpBroke);
  REQUIRE(a.failed.broke.size() == 1);
  const GraphOpBroke& b = a.failed.broke.front();
  CHECK(b.call == "0_backward@138");
  CHECK(b.backend == Backend::kCudnn);
  CHECK(b.direction == Direction::kBackward);
  CHECK(b.outputs == std::vector<std::string>{"grad_query"});
  CHECK_FALSE(b.from_log);  // replayed: the H200's kernel broke it
  CHECK(a.failed.ops == WhatFailed::Ops::kNone);
  // the kernel agrees with torch 2.11.0's meta, the graph asserts another layout: compiled by another torch
  CHECK(a.whose == Whose::kStaleGraph);
  CHECK(a.why.reason == WhoseFinding::Reason::kStaleGraph);
  CHECK(a.why.call == "0_backward@138");
  CHECK(a.why.backend == Backend::kCudnn);
  CHECK(a.why.meta_agrees_with_kernel);
  CHECK(a.torch == "2.11.0");
  // every fused backend keeps its own meta: compile-safe, cuDNN the fastest
  CHECK(a.safe == std::vector<Backend>{Backend::kCudnn, Backend::kFlash, Backend::kEfficient});
  CHECK(a.breaking.empty());
  REQUIRE(a.fastest);
  CHECK(a.fastest->backend == Backend::kCudnn);
  CHECK(a.fastest->fwd_ms > 0);
  CHECK(a.fastest->bwd_ms > a.fastest->fwd_ms);
  CHECK(a.paste == std::vector<Backend>{Backend::kCudnn, Backend::kFlash, Backend::kEfficient, Backend::kMath});
  CHECK(a.paste_when == PasteWhen::kAfterRecompiling);
  CHECK(a.priority.kind == PriorityFinding::Kind::kDefaultPicks);
  CHECK(a.priority.chosen == "cudnn");
  CHECK(a.priority.recorded == Backend::kCudnn);
  CHECK(a.upstream.kind == Upstream::Kind::kNone);
  CHECK(a.workarounds.empty());
  CHECK(a.metas_on_meta_device);
  CHECK_FALSE(a.torches.differ);
  CHECK(a.torches.kernels_ran);
  // report/ writes these as the golden shows them (fixtures/seed-cudnn-phi3/expected/triage-contract-h200.txt)
  const AnswerWords w = answer_words(s.v);
  CHECK(w.failed == "the graph's own op broke its stride assert: cuDNN backward's grad_query at 0_backward@138.");
  CHECK(w.paste ==
        "with sdpa_kernel([SDPBackend.CUDNN_ATTENTION, SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, "
        "SDPBackend.MATH], set_priority=True):");
}

TEST_CASE("the seed's failure from its log alone (--no-replay): what failed, whose bug not judged, what-ifs planned") {
  Triaged s("seed-cudnn-phi3/failure/failing.log", "seed-cudnn-phi3/failure");
  Answer& a = s.v.answer;
  REQUIRE(a.failed.sites == WhatFailed::Sites::kGraphOpBroke);
  REQUIRE(a.failed.broke.size() == 1);
  CHECK(a.failed.broke.front().from_log);  // no kernel ran here: the failing run's log gives the layout
  CHECK(a.failed.broke.front().outputs == std::vector<std::string>{"grad_query"});
  CHECK(a.whose == Whose::kUnknown);  // no meta says why
  CHECK(a.why.reason == WhoseFinding::Reason::kNoMetaSaysWhy);
  CHECK(a.torch.empty());
  CHECK(a.safe.empty());
  CHECK(a.paste.empty());
  answer_not_replayed(a);
  CHECK(a.why.reason == WhoseFinding::Reason::kNotReplayed);
  CHECK(a.priority.kind == PriorityFinding::Kind::kNone);
  CHECK(a.unjudged.empty());
  CHECK(answer_words(s.v).whose_text.starts_with("not judged: --no-replay ran no kernel and no meta"));
  // no kernel ran here: the what-if changes are planned for a machine with the device, not replayed
  add_what_if(s.v, s.t.recording, ReplayOptions{});
  REQUIRE(a.what_if.not_replayed.size() == 1);
  const WhatIfChange& c = a.what_if.not_replayed.front();
  CHECK(c.kind == WhatIfChange::Kind::kContiguous);
  CHECK(c.call_site == "0_backward@138");
  CHECK(c.inputs == std::vector<std::string>{"query", "key", "value"});
  CHECK(a.what_if.replayed.empty());
}

TEST_CASE("the seed's healthy graph under torch 2.11.0's and 2.6.0's metas: cuDNN's out breaks under 2.6.0 only") {
  Judged j("seed-cudnn-phi3/expected/extract.json",
           {"seed-cudnn-phi3/expected/replay-h200.json", "seed-cudnn-phi3/expected/meta-torch2.6.0.json"});
  const Answer& a = j.v.answer;
  CHECK(a.failed.sites == WhatFailed::Sites::kNothing);
  CHECK(a.whose == Whose::kNobody);
  CHECK(a.why.reason == WhoseFinding::Reason::kNone);
  CHECK(a.torch == "2.11.0");  // the first torch judges
  CHECK(has(a.safe, Backend::kCudnn));
  const Versions& ver = a.versions;
  CHECK(ver.torches == std::vector<std::string>{"2.6.0", "2.11.0"});  // oldest first
  const auto cudnn_fwd = std::find_if(ver.differ.begin(), ver.differ.end(), [](const ContractVersions& c) {
    return c.backend == Backend::kCudnn && c.call_site == "[0/0] 0_forward@1736";
  });
  REQUIRE(cudnn_fwd != ver.differ.end());
  REQUIRE(cudnn_fwd->by_torch.size() == 2);
  CHECK(cudnn_fwd->by_torch[0].torch == "2.6.0");
  CHECK(cudnn_fwd->by_torch[0].state == ContractState::kBreaks);
  CHECK(cudnn_fwd->by_torch[0].outputs == std::vector<std::string>{"out", "logsumexp"});
  CHECK(cudnn_fwd->by_torch[1].state == ContractState::kSafe);
  CHECK(cudnn_fwd->safe_from == "2.11.0");
  CHECK(std::find(ver.same.begin(), ver.same.end(),
                  std::make_pair(Backend::kFlash, std::string("[0/0] 0_forward@1736"))) != ver.same.end());
}

TEST_CASE("an H200 replay whose flash kernel breaks its own meta: PyTorch's bug, flash out of the paste line") {
  Judged j("cuda-kv-broadcast-heads/expected/extract.json", {"cuda-kv-broadcast-heads/expected/replay-h200.json"});
  const Answer& a = j.v.answer;
  REQUIRE(a.failed.sites == WhatFailed::Sites::kKernelBreaksMeta);
  REQUIRE_FALSE(a.failed.breaks.empty());
  const KernelBreaksMeta& k = a.failed.breaks.front();
  CHECK(k.backend == Backend::kFlash);
  CHECK(k.call == "0_backward@129");
  CHECK(k.outputs == std::vector<std::string>{"grad_key", "grad_value"});
  CHECK(a.whose == Whose::kPytorch);
  CHECK(a.why.reason == WhoseFinding::Reason::kBackendAgainstMeta);
  CHECK(a.why.backend == Backend::kFlash);
  REQUIRE(a.why.diff);
  CHECK(a.why.diff->name == "grad_key");
  CHECK(a.why.diff->real.strides == std::vector<int64_t>{32768, 32, 256, 1});   // BSHD
  CHECK(a.why.diff->meta.strides == std::vector<int64_t>{32768, 4096, 32, 1});  // BHSD
  CHECK(a.breaking == std::vector<Backend>{Backend::kFlash});
  CHECK_FALSE(has(a.safe, Backend::kFlash));
  CHECK_FALSE(has(a.paste, Backend::kFlash));
  CHECK(a.paste.back() == Backend::kMath);
  CHECK(a.paste_when == PasteWhen::kForTheseLayouts);
  REQUIRE(a.upstream.kind == Upstream::Kind::kSdpa);
  CHECK(std::find(a.upstream.sites.begin(), a.upstream.sites.end(), "0_backward@129") != a.upstream.sites.end());
  CHECK(j.v.exit_code() == 1);
}

TEST_CASE("an H200 replay of a masked call: flash cannot serve it, and is neither safe nor in the paste line") {
  Judged j("cuda-hf-llama-padmask/expected/extract.json", {"cuda-hf-llama-padmask/expected/replay-h200.json"});
  const Answer& a = j.v.answer;
  CHECK(a.failed.sites == WhatFailed::Sites::kNothing);
  CHECK(a.cannot_serve == std::vector<Backend>{Backend::kFlash});
  REQUIRE(a.cannot_serve_at.size() == 1);
  CHECK(a.cannot_serve_at.front().backend == Backend::kFlash);
  CHECK(a.cannot_serve_at.front().call_site == "0_forward@967");
  CHECK(a.cannot_serve_at.front().more == 1);
  CHECK(a.cannot_serve_at.front().reason.detail.find("attn_bias") != std::string::npos);  // torch's words, kept
  CHECK(a.safe == std::vector<Backend>{Backend::kEfficient, Backend::kCudnn});            // fastest first
  CHECK_FALSE(has(a.paste, Backend::kFlash));
  REQUIRE(a.fastest);
  CHECK(a.fastest->backend == Backend::kEfficient);
}

TEST_CASE("a custom op whose register_fake copies its input's layout while its kernel returns a contiguous one") {
  Triaged s("cuda-custom-op-wrong-fake/run.log", "cuda-custom-op-wrong-fake",
            "cuda-custom-op-wrong-fake/expected/replay-h200.json");
  const Answer& a = s.v.answer;
  REQUIRE(a.failed.ops == WhatFailed::Ops::kGraphOpBroke);
  CHECK(a.failed.ops_alone);  // no SDPA call site: the op calls' part is the answer
  REQUIRE(a.failed.ops_broke.size() == 1);
  CHECK(a.failed.ops_broke.front().op == "sctest::attn.default");
  CHECK(a.failed.ops_broke.front().call == "0_forward@69");
  CHECK(a.failed.ops_broke.front().outputs == std::vector<std::string>{"result"});
  CHECK(a.whose == Whose::kCustomFake);
  CHECK(a.why.reason == WhoseFinding::Reason::kCustomFake);
  CHECK(a.why.kernel_device == "cuda:0");
  REQUIRE(a.why.fake_like);
  CHECK(a.why.fake_like->input == "#0");
  CHECK(a.why.fake_like->same_layout);
  REQUIRE(a.fixes.size() == 2);
  CHECK(a.fixes[0].kind == Fix::Kind::kFakeBuildsKernelLayout);
  CHECK(a.fixes[0].output == "result");
  CHECK(a.fixes[0].real.strides == std::vector<int64_t>{51200, 12800, 64, 1});
  CHECK(a.fixes[1].kind == Fix::Kind::kKernelFollowsInputs);
  CHECK(a.fixes[1].meta.strides == std::vector<int64_t>{51200, 64, 256, 1});
  CHECK(answer_words(s.v).failed ==
        "the graph's own op broke its stride assert: sctest::attn's result at 0_forward@69.");
}

TEST_CASE("an H200 replay judged without its metas: every backend not judged, as 'no meta' or 'meta failed'") {
  const Recording rec = read_sources({fixture("cuda-kv-broadcast-heads/expected/extract.json")}, ReadOptions{});
  ReplayResult kernels = nothing_ran(rec);
  merge_runs(kernels, stored("cuda-kv-broadcast-heads/expected/replay-h200.json"));
  ReplayResult failed = kernels;
  size_t metas = 0;
  for (auto& s : kernels.sites)
    s.runs.erase(
        std::remove_if(s.runs.begin(), s.runs.end(), [](const BackendRun& r) { return r.mode == RunMode::kMeta; }),
        s.runs.end());
  for (auto& s : failed.sites)
    for (auto& r : s.runs)
      if (r.mode == RunMode::kMeta) {
        r.status = RunStatus::kCrashed;
        r.reason = "the meta worker died";
        ++metas;
      }
  REQUIRE(metas > 0);

  const Answer none = judge(rec, kernels).answer;
  CHECK(none.safe.empty());
  CHECK(none.breaking.empty());
  REQUIRE_FALSE(none.unjudged.empty());
  REQUIRE(none.unjudged_why);
  CHECK(none.unjudged_why->kind == NotJudgedWhy::Kind::kNoMeta);
  CHECK_FALSE(none.unjudged_why->metas_evaluated);

  const Answer crashed = judge(rec, failed).answer;
  REQUIRE(crashed.unjudged_why);
  CHECK(crashed.unjudged_why->kind == NotJudgedWhy::Kind::kMetaNotEvaluated);
  const ContractReason& why = crashed.unjudged_why->reason;  // typed: the meta's status and its own reason
  CHECK(why.kind == ContractReason::Kind::kRunStatus);
  CHECK(why.who == ContractReason::Who::kMeta);
  CHECK(why.status == RunStatus::kCrashed);
  CHECK(why.detail == "the meta worker died");
  CHECK(contract_reason_words(why) == "meta crashed: the meta worker died");
  const Verdict v = judge(rec, failed);
  CHECK(answer_words(v).unjudged_why.find("no meta was evaluated (") == 0);
}
