// What replay.h declares about runs: the names of run modes, statuses and op run kinds (the worker protocol's and the
// reports'), and stored runs merged into a live replay. Apart from replay.cpp, so that the worker's engine, which
// needs the names, links nothing of the parent side.
#include <algorithm>

#include "core/names.h"
#include "replay/replay.h"

namespace stridecheck {

namespace {
constexpr std::pair<RunMode, const char*> kModes[] = {{RunMode::kOp, "op"},
                                                      {RunMode::kSdpa, "sdpa"},
                                                      {RunMode::kPriority, "priority"},
                                                      {RunMode::kMeta, "meta"},
                                                      {RunMode::kMetaChoice, "meta-choice"}};
constexpr std::pair<RunStatus, const char*> kStatuses[] = {{RunStatus::kOk, "ok"},
                                                           {RunStatus::kUnsupported, "unsupported"},
                                                           {RunStatus::kCannotServe, "cannot-serve"},
                                                           {RunStatus::kUnavailable, "unavailable"},
                                                           {RunStatus::kError, "error"},
                                                           {RunStatus::kCrashed, "crashed"},
                                                           {RunStatus::kTimeout, "timeout"},
                                                           {RunStatus::kOverBudget, "over-budget"},
                                                           {RunStatus::kSkipped, "skipped"}};
}  // namespace

namespace {
constexpr std::pair<FixCandidate::Side, const char*> kFixSides[] = {{FixCandidate::Side::kFake, "fake"},
                                                                    {FixCandidate::Side::kKernel, "kernel"},
                                                                    {FixCandidate::Side::kWorkaround, "workaround"}};
constexpr std::pair<WorkaroundState, const char*> kWorkaroundStates[] = {
    {WorkaroundState::kNotRun, "not-run"}, {WorkaroundState::kHeld, "held"}, {WorkaroundState::kFails, "fails"}};
constexpr std::pair<OpcheckProbe, const char*> kOpcheckProbes[] = {{OpcheckProbe::kNotProbed, "not-probed"},
                                                                   {OpcheckProbe::kChecksStrides, "checks"},
                                                                   {OpcheckProbe::kIgnoresStrides, "ignores"},
                                                                   {OpcheckProbe::kUnknown, "unknown"}};
}  // namespace

std::string fix_side_name(FixCandidate::Side s) { return name_in(kFixSides, s).value_or("?"); }
std::optional<FixCandidate::Side> parse_fix_side(std::string_view name) { return value_named(kFixSides, name); }
std::string workaround_state_name(WorkaroundState s) { return name_in(kWorkaroundStates, s).value_or("?"); }
std::optional<WorkaroundState> parse_workaround_state(std::string_view name) {
  return value_named(kWorkaroundStates, name);
}
std::string opcheck_probe_name(OpcheckProbe p) { return name_in(kOpcheckProbes, p).value_or("?"); }
std::optional<OpcheckProbe> parse_opcheck_probe(std::string_view name) { return value_named(kOpcheckProbes, name); }

std::string op_run_kind_name(OpRunKind k) { return k == OpRunKind::kKernel ? "kernel" : "fake"; }

std::optional<OpRunKind> parse_op_run_kind(std::string_view name) {
  if (name == "kernel") return OpRunKind::kKernel;
  if (name == "fake") return OpRunKind::kFake;
  return std::nullopt;
}

std::string mode_name(RunMode m) { return name_in(kModes, m).value_or("?"); }
std::string status_name(RunStatus s) { return name_in(kStatuses, s).value_or("?"); }
std::optional<RunMode> parse_mode(std::string_view name) { return value_named(kModes, name); }
std::optional<RunStatus> parse_status(std::string_view name) { return value_named(kStatuses, name); }

void merge_runs(ReplayResult& live, const ReplayResult& stored) {
  // Metas of a torch this run evaluated live are taken from the live run.
  std::vector<std::string> live_torch;
  for (const auto& m : live.metas)
    if (!m.torch.empty()) live_torch.push_back(m.torch);
  auto is_live = [&](const std::string& t) {
    return std::find(live_torch.begin(), live_torch.end(), t) != live_torch.end();
  };
  bool any_kernels = false;
  for (const auto& s : stored.sites) {
    auto it = std::find_if(live.sites.begin(), live.sites.end(),
                           [&](const SiteReplay& l) { return l.call_site == s.call_site; });
    if (it == live.sites.end()) continue;
    bool kernels = std::any_of(s.runs.begin(), s.runs.end(), [&](const BackendRun& r) { return !is_meta_run(r); });
    if (kernels) {
      any_kernels = true;
      std::erase_if(it->runs, [&](const BackendRun& r) { return !is_meta_run(r); });
      it->device = s.device;
    }
    for (const auto& r : s.runs)
      if (!is_meta_run(r) || !is_live(r.torch)) it->runs.push_back(r);
  }
  // op calls alike: stored kernel runs replace the live ones, stored fakes of a torch not run live are added
  auto is_kernel = [](const OpRun& r) { return r.kind == OpRunKind::kKernel; };
  for (const auto& s : stored.ops) {
    auto it = std::find_if(live.ops.begin(), live.ops.end(), [&](const OpReplay& l) { return l.op_call == s.op_call; });
    if (it == live.ops.end()) continue;
    if (std::any_of(s.runs.begin(), s.runs.end(), is_kernel)) {
      any_kernels = true;
      std::erase_if(it->runs, is_kernel);
    }
    // a live fake that could not run (the module that registers the op not imported here) gives way to a stored
    // one of the same torch that did
    for (const auto& r : s.runs) {
      if (is_kernel(r) || r.status != RunStatus::kOk || !is_live(r.torch)) continue;
      std::erase_if(it->runs, [&](const OpRun& l) {
        return !is_kernel(l) && l.torch == r.torch && l.status == RunStatus::kUnavailable;
      });
    }
    for (const auto& r : s.runs) {
      const bool live_has = std::any_of(it->runs.begin(), it->runs.end(),
                                        [&](const OpRun& l) { return !is_kernel(l) && l.torch == r.torch; });
      if (is_kernel(r) || !is_live(r.torch) || !live_has) it->runs.push_back(r);
    }
  }
  for (const auto& m : stored.metas)
    if (!m.torch.empty() && !is_live(m.torch)) live.metas.push_back(m);
  if (any_kernels) {
    live.environment = stored.environment;
    live.skipped = false;
    std::erase_if(live.notes, [](const std::string& n) { return n.starts_with("replay needs a CUDA device"); });
  }
}

}  // namespace stridecheck
