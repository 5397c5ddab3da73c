// The plan of a replay: which tasks run, and in which workers.
//
// A task is one backend on one call site (its "op" and "sdpa" runs), the dispatcher's choice under the priority
// order, an op call's kernel (op_tasks.h), or, in a meta worker, a fused backend's meta, the trace-time choice or an
// op call's fake. The call sites are those asked for (ReplaySpec::only_sites); each distinct call runs its kernels
// once (recording/fixture_writer.h's replay_identity; --every-site runs each), and a CUDA call site on a machine
// without CUDA runs none (its metas still run).
//
// The kernel tasks are grouped into workers by the isolation (docs/design.md): one worker for everything (the CPU's
// default), one per backend, or, by default on CUDA, one per library a backend's first call initialises. With timing
// (--repeat) and every worker at once (no -j), the workers take turns on the device for their timed sections only.
// Internal to replay/.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "replay/device.h"
#include "replay/op_tasks.h"
#include "replay/protocol.h"
#include "replay/replay.h"
#include "replay/worker_process.h"

namespace stridecheck::replay_detail {

/// The isolation a replay runs under: the one asked for, or (auto) grouped on CUDA and shared on the CPU.
Isolation effective_isolation(Isolation asked, bool on_cuda);

/// The worker group a task runs in: "shared" for everything; a backend's name, "priority" or "ops" per backend; or,
/// grouped, "cudnn" (cuDNN and the dispatcher's choice, which picks cuDNN first by default and then finds its plans
/// made), "math" (cuBLAS, and aten's other ops, which share its libraries) and "kernels" (flash and
/// memory-efficient, libtorch's own), so that those first calls overlap in three processes instead of following each
/// other in one, without a context and an initialisation for every backend.
std::string group_of(const WorkerTask& t, Isolation asked, bool on_cuda);

/// The groups a CUDA replay of `backends` will need: its spares are started for them before the plan is made.
std::set<std::string> cuda_groups(const std::vector<Backend>& backends, Isolation asked);

/// The kernel tasks in groups, one worker each, in the order of each group's first task.
std::vector<std::deque<WorkerTask>> group_tasks(const std::vector<WorkerTask>& tasks, Isolation asked, bool on_cuda);

/// A worker's tasks by name, for the profile: "flash+efficient", "cudnn+priority", "shared" for more than two.
std::string group_name(const std::deque<WorkerTask>& tasks);

/// The fused backends whose meta kernels judge a call site recorded on `site_device`, of those `chosen`
/// (ReplaySpec::backends; empty: all).
std::vector<Backend> meta_backends(std::string_view site_device, const std::vector<Backend>& chosen);

/// Whether the workers take turns on the device: timed runs (--repeat) with every worker at once (no -j). Every
/// worker runs its untimed work (inputs, layouts, first calls) at once, and times only when it has the device to
/// itself: it asks ("timing") and is given its turn ("go") when no other worker is timing or running kernels; it
/// says when it is done ("timed").
/// The Python implementation --kernel-impl names for backend `b` ("": aten's own kernel); "flash" names CPU flash too.
std::string kernel_impl(const std::map<Backend, std::string>& impls, Backend b);

bool takes_turns(const ReplayOptions& o);

/// The worker to give the device to now: the first that waits for its turn, when no worker is timing or running
/// kernels; nullptr when none may have it.
Worker* next_turn(const std::vector<std::unique_ptr<Worker>>& workers);

/// The tasks of one replay, planned: the metas' as the meta workers start, the kernels' once the device is known.
class ReplayPlan {
 public:
  ReplayPlan(const Recording& rec, const ReplayOptions& o);
  ReplayPlan(const ReplayPlan&) = delete;
  ReplayPlan& operator=(const ReplayPlan&) = delete;

  /// Whether the call-site filter (ReplaySpec::only_sites) lets a call site or op call through.
  bool wanted(const std::string& id) const;
  /// Whether a call site (or, with `op_calls`, an op call) this replay runs was recorded on CUDA.
  bool recorded_on_cuda(bool op_calls = true) const;

  /// The tasks of the meta worker of Python `python` (its index in ReplayResult::metas), numbered from
  /// (python + 1) * 1000000: each wanted call site's fused backends' metas, its trace-time choice where its device is
  /// not CUDA (the CUDA chooser needs the GPU: the replay worker's priority task asks it there), and the op calls'
  /// fakes.
  std::deque<WorkerTask> plan_metas(size_t python);
  /// Once the device is resolved (nullopt: a CUDA recording on a machine without CUDA): the kernel tasks (each
  /// backend of `backends` and the priority choice of each distinct call site, and the aten op calls' kernels).
  /// Returns the custom ops' kernels, for the Python kernel worker.
  std::deque<WorkerTask> plan_kernels(const std::vector<Backend>& backends, const std::optional<Device>& device);

  const std::vector<WorkerTask>& tasks() const { return tasks_; }            ///< the kernel workers'
  const std::vector<WorkerTask>& meta_tasks() const { return meta_tasks_; }  ///< every meta worker's
  /// A call site -> the earlier one whose kernel runs it reports.
  const std::map<std::string, std::string>& replayed_with() const { return replayed_with_; }
  /// Every run scheduled: the kernel tasks, the metas', the Python kernel worker's.
  size_t runs_planned() const { return tasks_.size() + meta_tasks_.size() + python_kernel_tasks_; }
  OpTasks& ops() { return ops_; }
  const OpTasks& ops() const { return ops_; }

  /// The call sites and op calls `tasks` name, in the order they name them: a request's recording.
  Recording sites_of(const std::deque<WorkerTask>& tasks) const;

 private:
  const Recording& rec_;
  const ReplayOptions& o_;
  std::vector<WorkerTask> tasks_;
  std::vector<WorkerTask> meta_tasks_;
  size_t python_kernel_tasks_ = 0;
  std::map<std::string, std::string> replayed_with_;
  OpTasks ops_;  ///< the op calls': their tasks (among tasks_ and meta_tasks_ too) and results
};

}  // namespace stridecheck::replay_detail
