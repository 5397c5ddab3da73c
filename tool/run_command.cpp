#include "run_command.h"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <iostream>

#include "core/error.h"
#include "readers/capture.h"
#include "report/captured.h"

extern char** environ;

namespace stridecheck::tool {

namespace fs = std::filesystem;

namespace {

// The child, once spawned; the signals already forwarded (each at most once); one that came before the child was.
volatile sig_atomic_t g_child = 0;
volatile sig_atomic_t g_forwarded = 0;
volatile sig_atomic_t g_pending = 0;
constexpr int kForwarded[] = {SIGTERM, SIGHUP, SIGINT};

// A signal the kernel sent (the terminal's Ctrl-C or hangup, which its whole foreground process group, CMD included,
// received) is not forwarded; one a process sent to stridecheck (a scheduler's SIGTERM) is, once.
void on_signal(int sig, siginfo_t* info, void*) {
  if (info && info->si_code == SI_KERNEL) return;
  const int bit = 1 << sig;
  if (g_forwarded & bit) return;
  g_forwarded = g_forwarded | bit;
  if (g_child > 0)
    ::kill(static_cast<pid_t>(g_child), sig);
  else
    g_pending = g_pending | bit;
}

struct SignalForwarding {
  struct sigaction saved[std::size(kForwarded)];
  SignalForwarding() {
    struct sigaction sa {};
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < std::size(kForwarded); ++i) ::sigaction(kForwarded[i], &sa, &saved[i]);
  }
  ~SignalForwarding() {  // the triage after CMD is stopped by Ctrl-C as any command is
    for (size_t i = 0; i < std::size(kForwarded); ++i) ::sigaction(kForwarded[i], &saved[i], nullptr);
  }
};

std::string default_out() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  ::localtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "stridecheck-run-%Y%m%d-%H%M%S", &tm);
  return buf;
}

// The folder made (or an empty or unrelated one taken); one that holds an earlier run's captures is refused.
void prepare_out(const std::string& out) {
  std::error_code ec;
  if (fs::exists(out, ec) && !fs::is_directory(out, ec)) throw UsageError("run: --out " + out + " is not a folder");
  if (is_capture_folder(out))
    throw UsageError("run: --out " + out + " already holds the captures of an earlier run: give another folder");
  fs::create_directories(out, ec);
  if (ec) throw UsageError("run: --out " + out + ": cannot make the folder: " + ec.message());
}

// The environment of CMD: ours, with the hook's folder first on PYTHONPATH and STRIDECHECK_CAPTURE_DIR set.
std::vector<std::string> child_environment(const std::string& hook, const std::string& out) {
  std::vector<std::string> env;
  std::string python_path = hook;
  for (char** e = environ; *e; ++e) {
    std::string_view v(*e);
    if (v.starts_with("PYTHONPATH=")) {
      if (v.size() > 11) python_path += ":" + std::string(v.substr(11));
      continue;
    }
    if (v.starts_with("STRIDECHECK_CAPTURE_DIR=")) continue;
    env.emplace_back(v);
  }
  env.push_back("PYTHONPATH=" + python_path);
  env.push_back("STRIDECHECK_CAPTURE_DIR=" + out);
  return env;
}

std::vector<char*> c_strings(std::vector<std::string>& v) {
  std::vector<char*> out;
  for (auto& s : v) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// CMD spawned (no shell) and waited for; its wait status.
int spawn_and_wait(std::vector<std::string> command, std::vector<std::string> env) {
  SignalForwarding forwarding;
  auto argv = c_strings(command);
  auto envp = c_strings(env);
  pid_t pid = 0;
  if (int err = ::posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), envp.data()); err != 0)
    throw UsageError("run: cannot run " + command.front() + ": " + std::strerror(err));
  g_child = pid;
  for (int sig : kForwarded)
    if (g_pending & (1 << sig)) ::kill(pid, sig);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) throw EnvironmentError(std::string("run: waitpid: ") + std::strerror(errno));
  g_child = 0;
  return status;
}

// The Python of the process that captured the first failure, where this host has it: the metas and the Python kernel
// worker run under the job's own torch.
std::string job_python(const CaptureSet& set) {
  for (const auto& c : set.captures)
    for (const auto& p : set.processes) {
      std::error_code ec;
      if (p.host == c.where.host && p.pid == c.where.pid && !p.executable.empty() && fs::exists(p.executable, ec))
        return p.executable;
    }
  return "";
}

}  // namespace

std::string hook_folder() {
  if (const char* h = std::getenv("STRIDECHECK_HOOK"); h && *h) return h;
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return (ec ? fs::path("stridecheck_hook") : self.parent_path() / "stridecheck_hook").string();
}

int run_command(const RunArgs& args, const Common& common) {
  if (args.command.empty()) throw UsageError("run: no command: stridecheck run [OPTIONS] -- CMD [ARGS...]");
  if (args.error_exitcode && (*args.error_exitcode < 0 || *args.error_exitcode > 255))
    throw UsageError("run: --error-exitcode " + std::to_string(*args.error_exitcode) + " is not in 0..255");
  const std::string hook = hook_folder();
  std::error_code ec;
  if (!fs::is_regular_file(fs::path(hook) / "sitecustomize.py", ec))
    throw EnvironmentError("run: the capture hook is not at " + hook +
                           " (sitecustomize.py): build stridecheck (scripts/setup.sh), or set STRIDECHECK_HOOK=DIR");
  const std::string out = args.out.empty() ? default_out() : args.out;
  prepare_out(out);
  const int status =
      spawn_and_wait(args.command, child_environment(fs::absolute(hook).string(), fs::absolute(out).string()));
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 1;
  std::cout.flush();
  CaptureSet set;
  try {
    set = read_capture_set(out, common.read_options().limits);
  } catch (const Error& e) {  // a capture that does not read: said, and the job's own exit code kept
    std::cerr << "stridecheck: error: " << e.what() << "\n";
    return code;
  }
  std::cout << run_header_text(set.processes.size(), set.captures.size(), out,
                               WIFSIGNALED(status) ? std::optional<int>(WTERMSIG(status)) : std::nullopt, code);
  if (set.captures.empty()) {
    std::cout << no_capture_text(set.processes, out, code, hook) << hook_errors_text(set.processes);
    return code;
  }
  TriageArgs triage = args.triage;
  triage.log = out;
  if (triage.replay.torch_python.empty()) triage.replay.torch_python = job_python(set);
  if (triage.replay.meta_cache.empty()) triage.replay.meta_cache = "off";  // nothing written outside --out
  try {
    (void)triage_command(triage, common);
  } catch (const Error& e) {
    std::cerr << "stridecheck: error: " << e.what() << "\n";
  }
  return args.error_exitcode ? *args.error_exitcode : code;
}

}  // namespace stridecheck::tool
