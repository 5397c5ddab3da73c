// The event pump: a replay's loop. It waits for the workers' output (poll), reads their pipes, decodes each line
// once (protocol.h's WorkerMessage) and acts on it: a hello (the worker is then sent its request), a task begun, its
// runs back (to Results), a turn on the device asked for and given (plan.h), done, a broken CUDA context, an error.
// It ends a worker that breaks the protocol, does not start, or outlives its task's --timeout, and turns a worker's
// end into the fate of its task (crashed, with the signal and the last lines it wrote) while the tasks after it go to
// a fresh worker. Internal to replay/.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "replay/op_tasks.h"
#include "replay/protocol.h"
#include "replay/replay.h"
#include "replay/results.h"
#include "replay/worker_process.h"

namespace stridecheck::replay_detail {

class EventPump {
 public:
  /// What the runner does for the pump.
  struct Hooks {
    std::function<void(Worker&)> send;     ///< a worker said hello and was sent nothing yet: its request
    std::function<void(Worker&)> respawn;  ///< a worker ended with tasks left: they go to a fresh worker
  };
  /// `keep_warm`: the workers are kept for a later replay (a worker done stays, stdin open). Either way a worker is
  /// done with this replay when it says "done": nothing waits for its process to end.
  EventPump(const ReplayOptions& o, Results& results, OpTasks& ops, bool keep_warm, Hooks hooks);
  ~EventPump();  ///< gives back the device turns it holds or waits for (ReplayPool::turns)
  EventPump(const EventPump&) = delete;
  EventPump& operator=(const EventPump&) = delete;

  /// The replay's workers (not the spares waiting for a group: WorkerPool's).
  std::vector<std::unique_ptr<Worker>>& workers() { return workers_; }
  void add(std::unique_ptr<Worker> w) { workers_.push_back(std::move(w)); }

  /// One round: sends the requests of the workers that said hello, waits up to 100 ms for output, reads every
  /// worker's, ends the workers past their time, and gives the device to the next waiting for its turn. Throws
  /// ReplayCancelled when ReplayExecution::cancelled says so.
  void pump();
  /// The meta workers read (and sent their requests) while a kernel worker or the fork server is awaited; throws
  /// ReplayCancelled as pump() does.
  void pump_metas();
  /// Waits for `w` (the first kernel worker, not among workers() yet) to say hello, the meta workers going on
  /// meanwhile. Throws MissingBackendError when it dies first or does not start within 120 s.
  void wait_hello(Worker& w);
  /// A line `w` said (a warm worker's hello is told again as it is taken). Throws when the line breaks the protocol.
  void on_line(Worker& w, const std::string& line);

  /// The workers not finished with this replay.
  size_t active() const;
  /// Of which the replay workers (not the Python ones, which run beside them).
  size_t active_kernel_workers() const;

 private:
  void poll_once(std::chrono::milliseconds timeout, const Worker* also = nullptr);
  void check_cancelled() const;
  void send_waiting();
  void record(Worker& w);
  void pump_worker(Worker& w);
  void read_pipes(Worker& w);
  void read_lines(Worker& w);
  void ended(Worker& w);
  void check_time(Worker& w);
  void give_turn();
  void reap(Worker& w);
  bool finished(const Worker& w) const { return w.exited || w.done; }

  void on_hello(Worker& w, const nlohmann::json& j, const std::string& line);
  void on_begin(Worker& w, const nlohmann::json& j);
  void on_result(Worker& w, const nlohmann::json& j);
  void on_op_result(Worker& w, const nlohmann::json& j);
  void on_done(Worker& w, const nlohmann::json& j);
  void on_error(Worker& w, const nlohmann::json& j);

  const ReplayOptions& o_;
  Results& results_;
  OpTasks& ops_;
  bool keep_warm_;
  Hooks hooks_;
  std::vector<std::unique_ptr<Worker>> workers_;
  Clock::time_point last_beat_ = Clock::now();  ///< the last heartbeat (ReplayExecution::heartbeat)
  std::string held_;             ///< the device whose turn this replay holds among the pool's replays ("": none)
  bool waiting_device_ = false;  ///< a worker waits for a device another replay holds: look again soon
};

}  // namespace stridecheck::replay_detail
