// The fork server: libtorch loaded once per run. stridecheck starts one `stridecheck-worker --fork-server FD`
// that loads libtorch and nothing else (it never touches CUDA, so forking it is safe), and asks it for each
// replay worker: the server forks a child that becomes an ordinary worker on the pipes the parent sent over
// the socket (SCM_RIGHTS). A worker so made pays CUDA initialisation only, not the dynamic loading of
// libtorch again, and keeps its own process: a crash or a hang still ends only that worker.
//
// The child is forked twice, so that it is re-parented to stridecheck (a child subreaper, PR_SET_CHILD_SUBREAPER):
// the runner waits for it, kills it and reads its exit status exactly as it does for a spawned worker.
//
//   server -> "ready LOAD_MS"                          once libtorch is loaded (LOAD_MS: exec to main)
//   parent -> "fork" + the child's stdin, stdout, stderr (three descriptors)
//   server -> "pid N" | "error MESSAGE"
//   parent closes the socket                           the server exits
#pragma once

#include <sys/types.h>

#include <functional>
#include <optional>
#include <string>

namespace stridecheck {

/// The parent's side: one fork server process. Destroying it ends the server (killed, and reaped in the background:
/// nothing waits for libtorch's mappings to go; its children live on).
class ForkServer {
 public:
  /// Starts `worker --fork-server FD` and waits up to `timeout_s` for it to say it is ready, calling `meanwhile`
  /// every 20 ms (the caller's other workers go on). nullopt (with `why`) when it cannot be started or does
  /// not answer: the caller spawns its workers instead.
  static std::optional<ForkServer> start(const std::string& worker, double timeout_s,
                                         const std::function<void()>& meanwhile, std::string& why);
  ForkServer(ForkServer&& other) noexcept;
  ForkServer& operator=(ForkServer&& other) noexcept;
  ForkServer(const ForkServer&) = delete;
  ~ForkServer();

  /// Forks a worker whose stdin, stdout and stderr are the given descriptors (the caller closes its copies).
  /// Its pid, or nullopt with `why` when the server failed (then it is not asked again).
  std::optional<pid_t> fork_worker(int in, int out, int err, std::string& why);

  double load_ms() const { return load_ms_; }    ///< the server's exec to main: libtorch's dynamic loading
  double ready_ms() const { return ready_ms_; }  ///< seen by the parent: spawn to "ready"
  pid_t pid() const { return pid_; }

 private:
  ForkServer() = default;
  pid_t pid_ = -1;
  int socket_ = -1;
  double load_ms_ = 0, ready_ms_ = 0;
};

/// The server's side (stridecheck-worker --fork-server FD): says ready, then forks `child` for each request
/// until the parent closes the socket. `child` runs in the forked process with the request's descriptors as
/// its stdin, stdout and stderr; its return value is the process's exit code. Returns the server's exit code.
int serve_forks(int socket, double load_ms, const std::function<int()>& child);

}  // namespace stridecheck
