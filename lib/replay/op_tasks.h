// The op calls of a replay (Recording::op_calls: every asserted extern or fallback op that is not SDPA, aten or
// custom), planned beside the SDPA call sites (plan.h): which ones run (--ops, and the call sites
// a triage asks for), each distinct call once (replay_identity; --every-site runs each), their tasks (an aten op's
// kernel in the replay workers, a custom op's kernel in the Python kernel worker, every op's fake in each meta
// worker), the runs no worker makes (a CUDA call's kernel on a machine without CUDA), and their results, back in
// the recording's order. Internal to replay/.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "replay/device.h"
#include "replay/protocol.h"
#include "replay/replay.h"

namespace stridecheck::replay_detail {

/// Whether `op` ("aten::convolution.default") matches the --ops glob (fnmatch: *, ?, [...]), with or without its
/// overload; an empty glob matches every op.
bool op_matches(const std::string& glob, const std::string& op);

/// The user's modules (--import) as a warm Python worker of `stridecheck serve` is told apart by: each name, and for a
/// .py path the time it was last written, so that a module edited since gets a fresh worker (a module imported by
/// name is found by that Python: edit it, and restart `stridecheck serve` to import it again). "" for none. A path is
/// relative to `cwd` ("": this process's folder).
std::string imports_signature(const std::vector<std::string>& imports, const std::string& cwd = "");

class OpTasks {
 public:
  /// `wanted`: whether the replay's call-site filter (ReplaySpec::only_sites) lets an id through.
  OpTasks(const Recording& rec, const ReplayOptions& o, std::function<bool(const std::string&)> wanted);

  bool empty() const { return chosen_.empty(); }
  /// Whether a chosen op call was recorded on CUDA.
  bool on_cuda() const;

  /// The fakes of one meta worker (`python`: its index in ReplayResult::metas), numbered from `id` on.
  std::vector<WorkerTask> fakes(size_t python, int& id);

  /// Once the replay's device is resolved (nullopt: a CUDA recording on a machine without CUDA): the aten
  /// kernels (for the replay workers) and the custom ones (for the Python kernel worker), numbered from `id` on. A
  /// call whose kernel cannot run here gets its `unavailable` run now.
  void plan_kernels(const std::optional<Device>& device, int& id, std::vector<WorkerTask>& aten,
                    std::deque<WorkerTask>& custom);

  /// What a Python worker's request carries for op calls: the user's modules; for the Python kernel worker
  /// (`kernels`), the device and seed too.
  PythonOps python_ops(bool kernels, const std::optional<Device>& device) const;

  /// A task's runs came back, or it failed (a crash, a hang: `status` and `reason`).
  void add(int id, std::vector<OpRun> runs);
  void add_fix(int id, FixCheck fix);
  OpRun fail(const WorkerTask& t, RunStatus status, const std::string& reason);
  size_t done() const { return results_.size() + fixes_.size(); }
  /// The fix checks (ReplaySpec::fix_checks) as they came back, or failed.
  std::vector<FixCheck> fix_checks() const;

  /// Every chosen op call's runs, in the recording's order (its kernel first, then its fakes by Python); a repeat
  /// reports the first's (OpReplay::replayed_with). `metas`: the torch of each Python, for fakes that do not say.
  std::vector<OpReplay> assemble(const std::vector<MetaEnvironment>& metas) const;
  /// What the replay tells about them: repeats, and --ops leaving some out.
  std::vector<std::string> notes() const;

 private:
  const ReplayOptions& o_;
  std::vector<const OpCall*> chosen_;    ///< wanted and matching --ops, in the recording's order
  std::vector<const OpCall*> listed_;    ///< chosen_, and those --ops left out that the failing log shows broken
  std::vector<const OpCall*> distinct_;  ///< of which the first of each identity
  std::map<std::string, std::string> replayed_with_;     ///< a repeat -> the earlier op call whose runs it reports
  size_t left_out_ = 0;                                  ///< op calls --ops left out
  std::vector<WorkerTask> tasks_;                        ///< every op task planned
  std::map<int, size_t> python_of_;                      ///< a fake task -> its meta worker
  std::map<int, std::vector<OpRun>> results_;            ///< by task
  std::map<int, FixCheck> fixes_;                        ///< the fix checks', by task
  std::vector<FixCheck> unrun_fixes_;                    ///< fix checks no worker could run here
  bool fix_checked(const std::string& op_call) const;    ///< ReplaySpec::fix_checks names it
  std::map<std::string, std::vector<OpRun>> no_worker_;  ///< kernels decided without a worker, by op call
};

}  // namespace stridecheck::replay_detail
