#include "pipeline/pipeline.h"

#include <algorithm>
#include <chrono>

#include "advice/fixcheck.h"
#include "advice/whatif.h"
#include "replay/device.h"

namespace stridecheck {

bool holds_kernel_runs(const std::vector<ReplayResult>& stored) {
  for (const auto& r : stored)
    for (const auto& s : r.sites)
      for (const auto& run : s.runs)
        if (!is_meta_run(run)) return true;
  for (const auto& r : stored)
    for (const auto& o : r.ops)
      for (const auto& run : o.runs)
        if (run.kind == OpRunKind::kKernel) return true;
  return false;
}

namespace {

// The first refusal of a replay in which no kernel ran, crashed or hung ("" when one did).
std::string first_refusal(const ReplayResult& rr) {
  std::string first;
  for (const auto& s : rr.sites)
    for (const auto& r : s.runs) {
      if (is_meta_run(r)) continue;
      if (r.status == RunStatus::kOk || r.status == RunStatus::kCrashed || r.status == RunStatus::kTimeout) return "";
      if (first.empty()) first = status_name(r.status) + ": " + r.reason;
    }
  return first;
}

// The stored runs of op calls the live replay has no entry for (a replay made elsewhere of an op call not run here),
// added as they are, for the verdict to judge; merge_runs merges those it has. Only the op calls asked for
// (`only`: every one when empty).
void add_stored_op_runs(ReplayResult& live, const std::vector<ReplayResult>& stored,
                        const std::vector<std::string>& only) {
  for (const auto& s : stored) {
    for (const auto& o : s.ops) {
      const bool asked = only.empty() || std::find(only.begin(), only.end(), o.op_call) != only.end();
      const bool live_has =
          std::any_of(live.ops.begin(), live.ops.end(), [&](const OpReplay& l) { return l.op_call == o.op_call; });
      if (asked && !live_has) live.ops.push_back(o);
    }
    if (!s.ops.empty() && live.environment.torch_version.empty()) live.environment = s.environment;
  }
}

// torch's SDPBackend.FLASH_ATTENTION names the CPU flash kernel on CPU tensors: on a recording with no CUDA call site,
// a flash asked for (--backends, --priority) is flash_cpu (CUDA's flash could not run on it anyway).
void flash_is_cpu_flash(const Recording& r, std::vector<Backend>& asked) {
  if (r.call_sites.empty() || std::any_of(r.call_sites.begin(), r.call_sites.end(),
                                          [](const CallSite& c) { return is_cuda_device(call_site_device(c)); }))
    return;
  std::vector<Backend> out;
  for (Backend b : asked) {
    if (b == Backend::kFlash) b = Backend::kFlashCpu;
    if (std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  }
  asked = std::move(out);
}

// The parts of a plan replayed one after another and joined: their call sites, op calls, notes and profiles in
// order, the environment of the first part or of a later one whose kernels ran, the first part's metas.
// Where `out` holds stored kernel runs, only the metas run here.
ReplayResult replay_parts(const Recording& recording, const ReplayOptions& options,
                          const std::vector<ReplaySpec>& parts, Outcome& out) {
  ReplayResult rr;
  bool first = true;
  for (ReplaySpec what : parts) {
    if (out.stored_kernels) what.kernels = what.skip_without_device = false;
    ReplayResult part = replay(recording, {what, options.how});
    if (part.skipped) out.skipped_sites.insert(what.only_sites.begin(), what.only_sites.end());
    if (first || (!part.skipped && what.kernels)) rr.environment = part.environment;
    if (rr.metas.empty()) rr.metas = part.metas;
    for (auto& site : part.sites) rr.sites.push_back(std::move(site));
    for (auto& op : part.ops) rr.ops.push_back(std::move(op));
    for (auto& n : part.notes) rr.notes.push_back(std::move(n));
    for (auto& p : part.profile) rr.profile.push_back(std::move(p));
    rr.wall_seconds += part.wall_seconds;
    first = false;
  }
  return rr;
}

}  // namespace

Outcome run_pipeline(const Recording& recording, ReplayOptions options, const PipelinePlan& plan) {
  const auto t0 = std::chrono::steady_clock::now();
  Outcome out;
  const bool kernels_asked = options.what.kernels;  // (stored kernel runs turn this replay's off below)
  flash_is_cpu_flash(recording, options.what.backends);
  flash_is_cpu_flash(recording, options.what.priority);
  std::vector<ReplaySpec> parts = plan.parts;
  for (ReplaySpec& p : parts) {
    flash_is_cpu_flash(recording, p.backends);
    flash_is_cpu_flash(recording, p.priority);
  }
  out.stored_kernels = holds_kernel_runs(plan.stored);
  if (out.stored_kernels) {
    options.what.kernels = false;
    options.what.skip_without_device = false;
  }
  out.replay = plan.parts.empty() ? replay(recording, options) : replay_parts(recording, options, parts, out);
  for (const auto& s : plan.stored) merge_runs(out.replay, s);
  add_stored_op_runs(out.replay, plan.stored, options.what.only_sites);
  out.verdict = judge(recording, out.replay, options.what.priority);
  // the what-if fixes are replayed where kernels run here; where none can, the answer says what a GPU run verifies
  if (plan.what_if && options.what.kernels && !out.stored_kernels) {
    if (plan.on_stage) plan.on_stage("what if: the fixes an engineer would try, replayed...");
    add_what_if(out.verdict, recording, options);
  }
  // a custom op's fix is code checked against its kernel before it is shown: here where its kernel runs, else from a
  // check stored with the kernels' runs (--runs-from)
  if (plan.what_if && !out.verdict.answer.fixes.empty()) {
    if (plan.on_stage) plan.on_stage("fix: checking the suggested code against the kernel...");
    add_fix_checks(out.verdict, recording, options, plan.stored, kernels_asked);
  }
  // the report's wall_seconds: every replay this took, the what-if's too
  out.verdict.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (options.what.kernels && !out.stored_kernels && !out.replay.skipped) out.none_ran = first_refusal(out.replay);
  return out;
}

std::vector<std::string> triage_sites(const std::vector<std::string>& failing, const Recording& recording) {
  std::vector<std::string> ids = failing;
  if (ids.empty()) return ids;  // nothing of the log found in a module: nothing to replay
  for (const auto& c : recording.op_calls)
    if (std::find(ids.begin(), ids.end(), c.id) == ids.end()) ids.push_back(c.id);
  return ids;
}

std::optional<Verdict> log_only_verdict(const std::vector<std::string>& failing, const Recording& recording) {
  ReplayResult none;
  for (const auto& id : failing) {
    if (recording.find(id)) none.sites.push_back(SiteReplay{id, "", {}, {}, ""});
    if (recording.find_op(id)) none.ops.push_back(OpReplay{id, {}, {}, ""});
  }
  if (none.sites.empty() && none.ops.empty()) return std::nullopt;
  Verdict v = judge(recording, none);
  answer_not_replayed(v.answer);
  return v;
}

}  // namespace stridecheck
