#include "replay/worker_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>

#include "core/error.h"
#include "core/text.h"

extern char** environ;

namespace stridecheck::replay_detail {

namespace fs = std::filesystem;

namespace {
void set_nonblock(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// The worker processes started and not reaped yet (`stridecheck serve` replays on several threads). Never destroyed:
// end_process's detached reaper threads may still erase from them while the process exits (static destructors
// freeing the set under a reaper was a heap-use-after-free under ASan, hostile.replay-deep-json).
std::mutex& g_live_mutex = *new std::mutex;
std::set<pid_t>& g_live = *new std::set<pid_t>;

void track(pid_t pid) {
  std::lock_guard lock(g_live_mutex);
  g_live.insert(pid);
}
}  // namespace

bool reap_process(pid_t pid, int* status, bool wait) {
  pid_t r;
  do r = ::waitpid(pid, status, wait ? 0 : WNOHANG);
  while (r < 0 && errno == EINTR);
  if (r == 0) return false;  // still running
  std::lock_guard lock(g_live_mutex);
  g_live.erase(pid);
  return true;  // reaped (or not ours to reap any more: ECHILD)
}

void end_process(pid_t pid) {
  if (pid <= 0) return;
  ::kill(pid, SIGKILL);
  if (reap_process(pid, nullptr, false)) return;
  std::thread([pid] { reap_process(pid, nullptr, true); }).detach();  // gone in milliseconds, or at the exit
}

void end_all_workers() {
  std::lock_guard lock(g_live_mutex);
  for (pid_t pid : g_live) ::kill(pid, SIGKILL);
}

Worker::~Worker() {
  if (pid > 0 && !exited) end_process(pid);
  close_fds();
}
void Worker::close_fds() {
  for (int* fd : {&in, &out, &err})
    if (*fd >= 0) {
      ::close(*fd);
      *fd = -1;
    }
}

// A worker on three fresh pipes: forked by `server` when there is one (libtorch already loaded there), else
// spawned from `args` (a fork that fails falls back to spawning, and `server` is not asked again).
std::unique_ptr<Worker> spawn(const std::vector<std::string>& args, std::optional<ForkServer>* server,
                              const std::vector<std::string>& extra_env, const std::string& cwd) {
  const std::string& path = args.front();
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  auto close_all = [&] {
    for (int* p : {in, out, err})
      for (int i = 0; i < 2; ++i)
        if (p[i] >= 0) ::close(p[i]);
  };
  if (::pipe2(in, O_CLOEXEC) || ::pipe2(out, O_CLOEXEC) || ::pipe2(err, O_CLOEXEC)) {
    int e = errno;
    close_all();
    throw EnvironmentError(std::string("cannot start a worker: pipe: ") + std::strerror(e));
  }
  auto w = std::make_unique<Worker>();
  std::optional<pid_t> forked;
  if (server && *server) {
    std::string why;
    forked = (*server)->fork_worker(in[0], out[1], err[1], why);
    if (!forked) server->reset();
  }
  int rc = 0;
  if (forked) {
    w->pid = *forked;
    w->profile.forked = true;
  } else {
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err[1], 2);
    if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&fa, cwd.c_str());
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<char*> envp;
    for (char** e = environ; *e; ++e) envp.push_back(*e);
    for (const auto& e : extra_env) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    rc = posix_spawnp(&w->pid, path.c_str(), &fa, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&fa);
  }
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  if (rc != 0) {
    w->pid = -1;  // nothing started: nothing for ~Worker to end
    ::close(in[1]);
    ::close(out[0]);
    ::close(err[0]);
    throw MissingBackendError("cannot start " + path + ": " + std::strerror(rc));
  }
  track(w->pid);
  w->in = in[1];
  w->out = out[0];
  w->err = err[0];
  set_nonblock(w->out);
  set_nonblock(w->err);
  w->spawned = Clock::now();
  return w;
}

void write_all(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      break;  // the worker died: its exit is seen and reported by the loop
    }
    done += static_cast<size_t>(n);
  }
}

// The request, one line; then stdin is closed, unless the worker is to wait for its turns on the device.
void send_request(Worker& w, const std::string& text, bool keep_open) {
  write_all(w.in, text + "\n");
  w.sent = true;
  if (keep_open) return;
  ::close(w.in);
  w.in = -1;
}

std::string describe_exit(int status) {
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char* abbrev = ::sigabbrev_np(sig);  // glibc's name without "SIG", null for an unknown number
    std::string name = abbrev ? std::string("SIG") + abbrev : "";
    return "signal " + std::to_string(sig) + (name.empty() ? "" : " (" + name + ")");
  }
  if (WIFEXITED(status)) return "the worker exited with code " + std::to_string(WEXITSTATUS(status));
  return "the worker died";
}

std::string last_lines(const std::string& s, size_t n) {
  std::vector<std::string_view> lines = split_lines(s);
  std::vector<std::string> keep;
  for (size_t i = lines.size() > n ? lines.size() - n : 0; i < lines.size(); ++i)
    if (!trim(lines[i]).empty()) keep.emplace_back(trim(lines[i]));
  return join(keep, " | ");
}

// A program of stridecheck's: the one named by the option, else by the environment variable, else NAME in the
// folder of the running binary. Empty when there is none.
std::string companion(const std::string& option, const char* env_var, const char* name) {
  if (!option.empty()) return option;
  if (const char* env = std::getenv(env_var)) return env;
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path p = self.parent_path() / name;
    if (fs::exists(p, ec)) return p.string();
  }
  return "";
}

WorkerStartMode worker_start(bool cuda) {
  const char* env = std::getenv("STRIDECHECK_WORKER_START");
  const std::string_view v = env ? env : "";
  if (v == "fork") return WorkerStartMode::kFork;
  if (v == "spawn" || (v == "early" && !cuda)) return WorkerStartMode::kSpawn;
  return cuda ? WorkerStartMode::kEarlyContext : WorkerStartMode::kFork;
}

std::string find_worker(const ReplayOptions& o) {
  std::string path = companion(o.how.worker, "STRIDECHECK_WORKER", "stridecheck-worker");
  if (path.empty())
    throw MissingBackendError(
        "replay needs stridecheck-worker (the part built with libtorch) next to the stridecheck binary; it was not "
        "found (build with -DSTRIDECHECK_WITH_TORCH=ON, or set STRIDECHECK_WORKER)");
  return path;
}

std::string find_meta_worker(const ReplayOptions& o) {
  return companion(o.how.meta_worker, "STRIDECHECK_META_WORKER", "stridecheck-meta.py");
}

}  // namespace stridecheck::replay_detail
