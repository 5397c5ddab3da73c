#include "pipeline/pipeline.h"

#include "advice/whatif.h"

namespace stridecheck {

bool holds_kernel_runs(const std::vector<ReplayResult>& stored) {
  for (const auto& r : stored)
    for (const auto& s : r.sites)
      for (const auto& run : s.runs)
        if (!is_meta_run(run)) return true;
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

}  // namespace

Outcome run_pipeline(const Recording& recording, ReplayOptions options, const PipelinePlan& plan) {
  Outcome out;
  out.stored_kernels = holds_kernel_runs(plan.stored);
  if (out.stored_kernels) {
    options.kernels = false;
    options.skip_without_device = false;
  }
  out.replay = replay(recording, options);
  for (const auto& s : plan.stored) merge_runs(out.replay, s);
  out.verdict = judge(recording, out.replay, options.priority);
  // the what-if fixes are replayed where kernels run here; where none can, the answer says what a GPU run verifies
  if (plan.what_if && options.kernels && !out.stored_kernels) {
    if (plan.on_stage) plan.on_stage("what if: the fixes an engineer would try, replayed...");
    add_what_if(out.verdict, recording, options);
  }
  if (options.kernels && !out.stored_kernels && !out.replay.skipped) out.none_ran = first_refusal(out.replay);
  return out;
}

}  // namespace stridecheck
