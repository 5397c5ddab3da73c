// The worker pool: where a replay's workers come from, and where they go when it is done.
//
// A kernel worker starts as the run starts them (worker_process.h's WorkerStartMode): forked by the command's fork
// server (fork_server.h, libtorch loaded once for every replay of the command), spawned, or spawned making its CUDA
// context while libtorch loads. A meta worker and the Python kernel worker are spawned under their Python. Workers a
// CUDA replay starts before its plan (so that their CUDA initialisations overlap) wait here as spares until a group of
// tasks is given to them. Under `stridecheck serve` (ReplayPool::keep_warm) a worker that finished its request
// cleanly is kept idle in the pool, and a later replay takes it, by its key (what it is: "cuda:0", "cpu",
// "meta PYTHON", ...), preferring one that last ran the same group, before starting one.
//
// A worker ends (killed and reaped, its pipes closed) when it is dropped (worker_process.h's Worker). Internal to
// replay/; the commands and the server hold a ReplayPool through make_replay_pool (replay.h).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "replay/device.h"
#include "replay/fork_server.h"
#include "replay/replay.h"
#include "replay/worker_process.h"

namespace stridecheck {

/// What the replays of one command share (check's groups, the what-if replay after the first): one fork server, so
/// that libtorch is loaded once per command, and what the first worker said about this machine. `stridecheck serve`
/// keeps one for its whole life, with `keep_warm`: a worker that finished its request cleanly then stays, with its
/// libtorch, CUDA context, libraries and (meta workers) imported torch, for the next replay.
struct ReplayPool {
  static constexpr size_t kMaxIdle = 6;  ///< idle warm workers of one key, at most
  std::optional<ForkServer> server;
  bool server_tried = false;
  std::optional<ReplayEnvironment> environment;  ///< the first worker's hello, once there was one
  bool keep_warm = false;
  /// The idle warm workers (keep_warm): each finished its last request cleanly (no crash, no timeout, no broken
  /// context) and waits, stdin open, for the next. One that died while idle is dropped when next looked at.
  std::vector<std::unique_ptr<replay_detail::Worker>> idle;

  size_t warm_workers() const { return idle.size(); }
};

namespace replay_detail {

/// One replay's side of the pool: its workers started, taken warm, kept and ended.
class WorkerPool {
 public:
  /// A warm worker's hello, told again when this replay takes it (as if it had just said it).
  using HelloAgain = std::function<void(Worker&, const std::string& hello_line)>;
  /// `o.how.pool`, or a pool of this replay's own.
  WorkerPool(const ReplayOptions& o, HelloAgain hello_again);

  ReplayPool& shared() { return *pool_; }
  bool keeps_warm() const { return pool_->keep_warm; }

  /// The kernel workers of this replay: stridecheck-worker found (MissingBackendError without it), and how they
  /// start: on `cuda` (its context made early) when the replay wants CUDA and a GPU may be here (the NVIDIA driver's
  /// device node; the first worker's hello decides), else for the CPU.
  void prepare_kernels(bool wants_cuda, const Device& cuda);
  bool cuda_start() const { return cuda_start_; }
  /// libtorch loaded once for the command's forked workers: the fork server's profile when it started now (nullopt:
  /// the workers are spawned, an earlier replay of the command started it or found it could not). `meanwhile` runs
  /// every 20 ms while it loads. A server that cannot start is not an error: the workers are spawned.
  std::optional<WorkerProfile> start_fork_server(const std::function<void()>& meanwhile);

  /// A kernel worker: a warm one of its key (one that last ran `group` first), else one started.
  std::unique_ptr<Worker> kernel_worker(const std::string& group = "");
  /// A meta worker under `python`: a warm one, else a new one (which, for the server, imports torch and what its SDPA
  /// metas import at once, so that its first cold-cache answer is quick).
  std::unique_ptr<Worker> meta_worker(const std::string& python, const std::string& script);
  /// The Python kernel worker of `key` (its Python, device and imports): a warm one, else one spawned.
  std::unique_ptr<Worker> python_kernel_worker(const std::string& python, const std::string& script,
                                               const std::string& key);

  /// A worker started before the plan (or the first one, `first`: it has said hello), waiting for a group.
  void add_spare(std::unique_ptr<Worker> w, bool first = false);
  /// The worker for `group`: a spare that ran it last in `stridecheck serve`, else an idle warm one that did, else
  /// the first spare, else a new one.
  std::unique_ptr<Worker> take_for_group(const std::string& group);
  /// The spares no group took, ended.
  void drop_spares() { spares_.clear(); }

  /// `stridecheck serve`: the clean ones among `workers` and the spares (done with their request, or never sent
  /// one) kept idle for the next replay; `share` first records the replay's share of each that was sent a request.
  /// Those kept leave `workers` and the spares; the rest stay, and end as always.
  void keep_warm(std::vector<std::unique_ptr<Worker>>& workers, const std::function<void(Worker&)>& share);
  /// Whether `w` may be kept warm: alive, said hello, done (or never sent a request), not ended by the runner, no
  /// broken context, stdin open, a key.
  static bool clean(const Worker& w);

 private:
  std::unique_ptr<Worker> take_warm(const std::string& key, const std::string& group);
  std::string kernel_key() const;

  const ReplayOptions& o_;
  std::shared_ptr<ReplayPool> pool_;
  HelloAgain hello_again_;
  std::string path_;  ///< stridecheck-worker
  WorkerStartMode start_ = WorkerStartMode::kFork;
  bool cuda_start_ = false;                      ///< the kernel workers start for a CUDA device (a GPU is here)
  Device cuda_ = Device::cuda(0);                ///< which one
  std::vector<std::unique_ptr<Worker>> spares_;  ///< started early, waiting for a group
};

}  // namespace replay_detail
}  // namespace stridecheck
