// The worker pool: where a replay's workers come from, and where they go when it is done.
//
// A kernel worker starts as the run starts them (worker_process.h's WorkerStartMode): forked by the command's fork
// server (fork_server.h, libtorch loaded once for every replay of the command), spawned, or spawned making its CUDA
// context while libtorch loads. A meta worker and the Python kernel worker are spawned under their Python. Workers a
// CUDA replay starts before its plan (so that their CUDA initialisations overlap) wait here as spares until a group of
// tasks is given to them. A worker that finished its request cleanly is kept idle in the pool for as long as the
// pool's life says (PoolLife: the command's later replays, such as the what-if replay and check's groups; or, under
// `stridecheck serve`, later commands), and a later replay takes it, by its key (what it is: "cuda:0", "cpu",
// "meta PYTHON", ...), preferring one that last ran the same group, before starting one. A command's meta workers
// may be started before its input is read (prestart_meta_workers), and wait here too.
//
// A worker ends (killed, its pipes closed, reaped in the background) when it is dropped (worker_process.h's Worker):
// nothing waits for a process's teardown. Internal to replay/; the commands and the server hold a ReplayPool through
// make_replay_pool (replay.h). The pool is shared by the server's concurrent replays: its members are guarded.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "replay/device.h"
#include "replay/fork_server.h"
#include "replay/replay.h"
#include "replay/worker_process.h"

namespace stridecheck {

/// The timed sections (--repeat) of the replays that share a pool (the commands `stridecheck serve` replays at once)
/// take turns on each device, section by section: a replay holds a device while one of its workers times there
/// (from its "go" to its "timed"), and the replays waiting for it take it in the order they asked. So no command
/// waits for another one to end, and no timed section overlaps another command's (their untimed kernels wait for no
/// one). (Within one replay the workers take turns as plan.h's next_turn says.)
class DeviceTurns {
 public:
  /// Whether `replay` holds `device` now: it held it, or it is free and `replay` is the first waiting (else `replay`
  /// waits, in order).
  bool take(const std::string& device, const void* replay);
  /// `replay` no longer holds or waits for `device`.
  void release(const std::string& device, const void* replay);
  /// `replay` no longer holds or waits for any device (it ended).
  void release_all(const void* replay);

 private:
  std::mutex mutex_;
  std::map<std::string, const void*> holder_;
  std::map<std::string, std::deque<const void*>> waiting_;
};

/// What the replays of one command share (check's groups, the what-if replay after the first): one fork server, so
/// that libtorch is loaded once per command, what the first worker said about this machine, and (PoolLife::kCommand,
/// kServer) the workers that finished cleanly, idle until a later replay takes them. `stridecheck serve` keeps one for
/// its whole life (kServer), shared by the commands it serves at once.
struct ReplayPool {
  static constexpr size_t kMaxIdle = 6;  ///< idle workers of one key, at most (and one per key and group)
  PoolLife life = PoolLife::kCommand;
  std::optional<ForkServer> server;
  bool server_tried = false;
  std::optional<ReplayEnvironment> environment;  ///< the first worker's hello, once there was one
  /// The idle workers: each finished its last request cleanly (no crash, no timeout, no broken context) and waits,
  /// stdin open, for the next; or was started early for this command (Worker::early). One that died while idle is
  /// dropped when next looked at.
  std::vector<std::unique_ptr<replay_detail::Worker>> idle;
  DeviceTurns turns;  ///< the timed sections of the replays sharing the pool, by device (its own lock)
  replay_detail::LibraryWatch server_libraries;  ///< what `server` has mapped (a stale one is started again)
  std::mutex mutex;                              ///< guards everything above but `server` and `server_libraries`
  std::mutex fork_mutex;  ///< guards `server` and `server_libraries`: one fork asked of it at a time
  /// Told why a warm worker (or the fork server) was ended as stale instead of given a command (`stridecheck serve`
  /// logs it). Set before the pool is shared.
  std::function<void(const std::string&)> log;

  size_t warm_workers() {
    std::lock_guard lock(mutex);
    return idle.size();
  }
  /// The pids of the idle workers (`serve --status`).
  std::vector<pid_t> idle_pids();
};

namespace replay_detail {

/// The key of a meta worker under `python` (its path made absolute against `cwd`: the same text means another
/// Python in another folder).
std::string meta_key(const std::string& python, const std::string& cwd);

/// One replay's side of the pool: its workers started, taken warm, kept and ended.
class WorkerPool {
 public:
  /// A warm worker's hello, told again when this replay takes it (as if it had just said it).
  using HelloAgain = std::function<void(Worker&, const std::string& hello_line)>;
  /// `o.how.pool`, or a pool of this replay's own (PoolLife::kReplay).
  WorkerPool(const ReplayOptions& o, HelloAgain hello_again);

  ReplayPool& shared() { return *pool_; }
  /// Workers are kept once done (stdin open, the pump done with them at "done"): any life but kReplay.
  bool keeps_warm() const { return pool_->life != PoolLife::kReplay; }
  /// What the first worker of the command said about this machine (nullopt before).
  std::optional<ReplayEnvironment> known_environment();
  /// Records `env` as that, unless an earlier replay did.
  void learn_environment(const ReplayEnvironment& env);

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
  /// A meta worker under `python`: one started early for this command or a warm one, else a new one (which, for
  /// the server, imports torch and what its SDPA metas import once its first command is answered).
  /// `meta`: its index in ReplayResult::metas (set before a warm one's hello is told again).
  std::unique_ptr<Worker> meta_worker(const std::string& python, const std::string& script, int meta);
  /// The Python kernel worker of `key` (its Python, device and imports): a warm one, else one spawned.
  std::unique_ptr<Worker> python_kernel_worker(const std::string& python, const std::string& script,
                                               const std::string& key);

  /// A worker started before the plan (or the first one, `first`: it has said hello), waiting for a group.
  void add_spare(std::unique_ptr<Worker> w, bool first = false);
  /// The worker for `group`: a spare that ran it last, else an idle warm one that did, else the first spare, else a
  /// new one.
  std::unique_ptr<Worker> take_for_group(const std::string& group);
  /// The spares no group took: kept idle when the pool keeps workers (they never ran a request), else ended.
  void drop_spares();

  /// The clean ones among `workers` and the spares (done with their request, or never sent one) kept idle for a later
  /// replay: at most one of each key and group (one set of kernel workers per device, one meta worker per Python),
  /// kMaxIdle of a key. Those kept leave `workers` and the spares; the rest stay, and end as always.
  void keep_warm(std::vector<std::unique_ptr<Worker>>& workers);
  /// Whether `w` may be kept warm: alive, said hello, done (or never sent a request), not ended by the runner, no
  /// broken context, stdin open, a key.
  static bool clean(const Worker& w);

 private:
  /// `mark` says what the worker is for this replay (a meta worker's index) before its hello is told again; `fits`
  /// (when given) whether an idle worker of the key may serve it. The stale idle workers are ended first.
  std::unique_ptr<Worker> take_warm(const std::string& key, const std::string& group,
                                    const std::function<void(Worker&)>& mark = {},
                                    const std::function<bool(const Worker&)>& fits = {});
  /// Whether a warm Python worker may serve this replay's --import modules: one that imported none serves a replay
  /// that imports none, or (in the replay's folder) one that imports some; one that imported some serves only a
  /// replay of the same modules in the same folder (torch's op registrations cannot be undone).
  bool fits_imports(const Worker& w) const;
  /// The idle workers that are stale (staleness.h), taken out of the pool (ended as they are dropped), each with why.
  std::vector<std::pair<std::unique_ptr<Worker>, std::string>> take_stale();
  /// The fork server ended when it is stale (its libtorch replaced on disk), so that it is started again.
  void drop_stale_fork_server();
  std::string folder() const;  ///< the replay's folder (its cwd, else this process's)
  std::string kernel_key() const;
  std::unique_ptr<Worker> spawn_python(const std::vector<std::string>& args);

  const ReplayOptions& o_;
  std::shared_ptr<ReplayPool> pool_;
  HelloAgain hello_again_;
  std::string path_;  ///< stridecheck-worker
  WorkerStartMode start_ = WorkerStartMode::kFork;
  bool cuda_start_ = false;                      ///< the kernel workers start for a CUDA device (a GPU is here)
  Device cuda_ = Device::cuda(0);                ///< which one
  std::vector<std::unique_ptr<Worker>> spares_;  ///< started early, waiting for a group
};

/// The meta workers of `o` started now, before the command reads its input, and left idle in `pool` for its first
/// replay to take (WorkerPool::meta_worker): Python's start, and torch's import where the meta cache holds nothing
/// of its torch, overlap the reading. Nothing when the metas are off or the meta worker is missing.
void prestart_meta_workers(ReplayPool& pool, const ReplayOptions& o);

/// The environment a meta worker is started with: STRIDECHECK_META_EARLY (its cache folder, for it to import torch
/// at once when that holds nothing of its torch) and, for `stridecheck serve`, STRIDECHECK_META_PRELOAD.
std::vector<std::string> meta_worker_environment(const ReplayOptions& o, PoolLife life);

}  // namespace replay_detail
}  // namespace stridecheck
