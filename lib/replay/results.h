// The results of a replay as they come back, and the ReplayResult assembled from them at the end.
//
// Each task's runs as its worker reports them, or its failure (a crash, a hang, a worker that never started: runs of
// that status, so that every planned run is accounted for); each worker's profile when it is done with the replay;
// the meta workers' environments; the notes. What happens is told as it happens (ReplayExecution::on_event and
// progress), counted against the plan, whose total is fixed once the runs are planned. At the end the runs are put
// in the recording's order, call site by call site (its kernel runs, then its metas by Python; a call site that
// repeats an earlier one's call reports that one's kernel runs), and the op calls' after them (op_tasks.h).
// Internal to replay/.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "replay/device.h"
#include "replay/plan.h"
#include "replay/replay.h"
#include "replay/worker_process.h"

namespace stridecheck::replay_detail {

class Results {
 public:
  Results(const Recording& rec, const ReplayOptions& o, ReplayPlan& plan) : rec_(rec), o_(o), plan_(plan) {}

  /// The replay begins now: the events' and the profile's times count from here.
  void begin() { t0_ = Clock::now(); }
  /// Milliseconds since the replay began.
  double since_start() const;
  Clock::time_point started() const { return t0_; }

  /// The result under construction: environment, notes, metas, profile so far.
  ReplayResult& result() { return result_; }
  /// The meta environment of the meta worker of Python `index`.
  MetaEnvironment& meta(int index) { return result_.metas[static_cast<size_t>(index)]; }

  /// The runs are planned (kernels and metas): progress may be told from now on, its total fixed.
  void planned();
  bool is_planned() const { return planned_; }
  /// (runs done, runs in all) to ReplayExecution::progress, once planned.
  void progress() const;

  /// A ReplayEvent of now (`more`: the runs about to be counted with it).
  ReplayEvent event(ReplayEvent::Kind kind, const WorkerProfile& profile = {}, const MetaEnvironment* meta = nullptr,
                    const std::string& site = "", const std::vector<BackendRun>& runs = {}, size_t more = 0) const;
  /// `e` to ReplayExecution::on_event, when there is one.
  void tell(const ReplayEvent& e) const;
  bool telling() const { return static_cast<bool>(o_.how.on_event); }

  /// A call site task's runs came back.
  void add(int task, std::vector<BackendRun> runs) { runs_[task] = std::move(runs); }
  /// A task failed (a crash, a hang, a worker that could not start): its runs with `status` and `reason`, told.
  void fail(const WorkerTask& t, RunStatus status, const std::string& reason);
  /// A worker is done with this replay (it ended, or is kept warm): its profile recorded, and told.
  void worker_done(const Worker& w);

  /// The ReplayResult: every planned run by call site and op call, the device each ran on (`device`; nullopt: a
  /// CUDA recording without CUDA, whose CPU sites ran on the CPU).
  ReplayResult assemble(const std::optional<Device>& device);

 private:
  // Runs back (or failed): the call sites' kernels and metas, the op calls' kernels and fakes.
  size_t runs_done() const { return runs_.size() + plan_.ops().done(); }

  const Recording& rec_;
  const ReplayOptions& o_;
  ReplayPlan& plan_;
  Clock::time_point t0_ = Clock::now();
  bool planned_ = false;                         ///< the plan's tasks are complete: progress may be told
  std::map<int, std::vector<BackendRun>> runs_;  ///< by task
  ReplayResult result_;
};

}  // namespace stridecheck::replay_detail
