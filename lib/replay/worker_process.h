// One replay worker process as the parent sees it (the runner's parts: the pool that starts and keeps it, pool.h; the
// event pump that reads it, pump.h): the process, its three pipes, what it said and what it was given. Internal to
// replay/: the vocabulary for finding the workers' programs, starting a worker (spawned, or forked by the fork
// server), writing to it and saying how it ended.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "replay/fork_server.h"
#include "replay/protocol.h"
#include "replay/replay.h"
#include "replay/staleness.h"

namespace stridecheck::replay_detail {

using Clock = std::chrono::steady_clock;

// One worker process and the tasks it was given. It owns the process and its pipes: a worker dropped
// while its process runs (an exception unwinding the runner, a spare never used, the end of the command) is
// killed without waiting for it (end_process), and its descriptors are closed.
struct Worker {
  Worker() = default;
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;
  ~Worker();  ///< ends a process still running (end_process: killed, reaped in the background), closes the pipes
  void close_fds();
  pid_t pid = -1;
  int in = -1, out = -1, err = -1;
  std::string out_buf, err_tail;
  bool hello = false, done = false, exited = false;
  bool recorded = false;  ///< its share of the replay (profile, worker-done event) was recorded
  bool early = false;     ///< started before its first replay (prestart_workers), not taken yet: its start is that
                          ///< replay's own
  int status = 0;
  std::deque<WorkerTask> tasks;  ///< not started yet
  std::optional<WorkerTask> current;
  Clock::time_point started{};
  Clock::time_point spawned{};
  ReplayEnvironment environment;
  WorkerProfile profile;
  int meta = -1;                ///< a meta worker: its index in ReplayResult::metas
  bool python_kernels = false;  ///< the Python kernel worker (custom ops' kernels, under the first torch Python)
  bool sent = false;            ///< its request was sent
  bool waiting_turn = false;    ///< asked for the device to time on ("timing"), not given it yet
  bool timing = false;          ///< given the device ("go"), not done with it yet ("timed")
  std::string killed_for;       ///< why the runner ended it, when it did (the reason its task is reported with)
  std::string broken;           ///< it said a task broke its CUDA context: the tasks after it go to a fresh worker
  std::string key;         ///< what it is, for `stridecheck serve` to give it again: "cuda:0", "cpu", "meta PYTHON",
                           ///< "python-kernels PYTHON DEVICE --import MODULES" (imports_signature)
  std::string hello_line;  ///< its hello, read again when a warm worker serves another replay
  std::string last_group;  ///< the group of tasks a warm worker ran last (its libraries are initialised for it)
  // What `stridecheck serve` checks before it gives a warm worker another command (staleness.h):
  std::vector<WatchedFile> watched;  ///< a Python worker's: what it loaded from outside the standard library and
                                     ///< site-packages, and torch's metadata, as it said in its hello and last "done"
  LibraryWatch libraries;            ///< the executable files it has mapped, as first seen at their paths
  std::vector<std::string> imports;  ///< a Python worker's: the --import modules it has imported (or tried to)
  bool import_failed = false;        ///< one of them failed: a later command gets a fresh worker, not this one
  std::string cwd;                   ///< the folder a Python worker runs in (where its relative --import paths point)
};

/// A worker on three fresh pipes: forked by `server` when there is one (libtorch already loaded there), else
/// spawned from `args` with `extra_env` added to this process's environment (a fork that fails falls back to
/// spawning, and `server` is not asked again). Throws EnvironmentError without pipes, MissingBackendError when the
/// program cannot be started.
/// `cwd`: the folder a spawned worker runs in ("" : this process's; `stridecheck serve` spawns a client's Python
/// workers in the client's folder, so that its relative paths mean what they mean to the client).
std::unique_ptr<Worker> spawn(const std::vector<std::string>& args, std::optional<ForkServer>* server = nullptr,
                              const std::vector<std::string>& extra_env = {}, const std::string& cwd = "");

/// Ends a worker process (SIGKILL) without waiting for the kernel to take it down: a process with a CUDA context
/// or libtorch's mappings takes a quarter of a second or more to go, which nothing needs to wait for once its
/// answers are in. A background thread reaps it (once this process exits, init does).
void end_process(pid_t pid);
/// Reaps `pid` (blocking when `wait`): true, with its status, when it is gone. Every worker is reaped through here,
/// so that the live workers are known (end_all_workers).
bool reap_process(pid_t pid, int* status, bool wait);
/// Kills every worker process this process started that is not reaped yet (`stridecheck serve` stopping).
void end_all_workers();

/// All of `text` to `fd`; a worker that died is seen and reported by the runner's loop, not here.
void write_all(int fd, const std::string& text);

/// The request, one line; then stdin is closed, unless the worker is to wait for its turns on the device (or is
/// a warm worker of `stridecheck serve`, which waits for the next request).
void send_request(Worker& w, const std::string& text, bool keep_open = false);

/// How kernel workers start. kFork: forked by the command's fork server, which loaded libtorch once for all of them
/// (a CPU replay); kSpawn: each spawned, loading libtorch itself; kEarlyContext: spawned with `--cuda-context N`, the
/// device's context made in a thread while libtorch loads (a CUDA replay where a GPU is: the two overlap, which a
/// forked worker cannot do, since CUDA does not survive a fork and the server must not touch it).
/// STRIDECHECK_WORKER_START=fork|spawn|early overrides the choice, for the benchmarks' side-by-side comparisons.
enum class WorkerStartMode { kFork, kSpawn, kEarlyContext };
WorkerStartMode worker_start(bool cuda);

/// A program of stridecheck's: the one named by the option, else by the environment variable, else NAME in the
/// folder of the running binary. Empty when there is none.
std::string companion(const std::string& option, const char* env_var, const char* name);

/// stridecheck-worker; throws MissingBackendError when there is none.
std::string find_worker(const ReplayOptions& o);

/// The meta worker script (tool/meta_worker.py, built as stridecheck-meta.py; it is also the Python kernel worker).
/// Empty when there is none.
std::string find_meta_worker(const ReplayOptions& o);

/// "signal 11 (SIGSEGV)", "the worker exited with code 3".
std::string describe_exit(int status);

/// The last `n` non-blank lines of `s`, joined with " | ".
std::string last_lines(const std::string& s, size_t n);

}  // namespace stridecheck::replay_detail
