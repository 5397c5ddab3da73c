// The one pipeline every command runs once its recording is read: replay (kernels in workers, metas under the
// user's torch), runs stored in earlier reports merged in, the verdict, and the what-if fixes. triage, replay
// and check call it; tool/ parses flags before it and renders after it, and stitches nothing itself.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// What to run beyond the replay options: runs stored elsewhere, and whether to try the what-if fixes.
struct PipelinePlan {
  /// Runs read back from --runs-from reports (kernels replayed on a GPU host, metas of another torch): their
  /// kernel runs replace this machine's, so no kernel runs here when they hold any.
  std::vector<ReplayResult> stored;
  bool what_if = true;
  /// Told what the pipeline starts next ("what if: ..."), for a terminal's status line; may be empty.
  std::function<void(const std::string&)> on_stage;
  /// Several replays of the recording, one after another, each its own call sites (`only_sites`) and what to run on
  /// them, with the options' `how`; their results are joined into one (check: each call site on its own device).
  /// Empty: one replay, of the options' `what`.
  std::vector<ReplaySpec> parts = {};
};

/// Everything a report is made from.
struct Outcome {
  ReplayResult replay;
  Verdict verdict;
  bool stored_kernels = false;  ///< the kernels' runs came from stored reports
  /// The call sites of the parts (PipelinePlan::parts) that replayed none of their kernels because their device is
  /// not here (ReplayResult::skipped of that part).
  std::set<std::string> skipped_sites;
  /// A replay in which every kernel run was refused (no backend could run any call site here): the first
  /// refusal, "unavailable: no CUDA device"; empty when some kernel ran, or none was asked for.
  std::string none_ran;
};

/// Whether the reports `stored` hold kernel runs (not only metas).
bool holds_kernel_runs(const std::vector<ReplayResult>& stored);

/// Replays `recording` as `options` says (each of `plan.parts`, where it has any; no kernels where `plan.stored`
/// holds them), merges the stored runs, judges, and adds the what-if fixes where something breaks.
Outcome run_pipeline(const Recording& recording, ReplayOptions options, const PipelinePlan& plan);

/// What a triage replays: its `failing` call sites (triage.h's failing_call_sites), and every asserted op call of
/// `recording`'s graphs, so that each op whose kernel breaks its fake or meta is found at once (those after the assert
/// the run died at are predictions); empty when nothing of the log was found in a module.
std::vector<std::string> triage_sites(const std::vector<std::string>& failing, const Recording& recording);

/// --no-replay: the `failing` call sites judged from the log's layout alone, with no kernel and no meta run; nullopt
/// when none is a call site or op call of `recording`.
std::optional<Verdict> log_only_verdict(const std::vector<std::string>& failing, const Recording& recording);

}  // namespace stridecheck
