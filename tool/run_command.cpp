#include "run_command.h"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
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

// The folder made (true; or an empty or unrelated one taken: false); one that holds an earlier run's captures is
// refused.
bool prepare_out(const std::string& out) {
  std::error_code ec;
  const bool made = !fs::exists(out, ec);
  if (fs::exists(out, ec) && !fs::is_directory(out, ec)) throw UsageError("run: --out " + out + " is not a folder");
  if (is_capture_folder(out))
    throw UsageError("run: --out " + out + " already holds the captures of an earlier run: give another folder");
  fs::create_directories(out, ec);
  if (ec) throw UsageError("run: --out " + out + ": cannot make the folder: " + ec.message());
  return made;
}

// Nothing worth keeping: no capture, and every file in the folder a process file of a process that ended through
// Python's own exit with no hook failure. Those files removed, and the folder too when this run made it; true then.
bool remove_if_nothing_kept(const std::string& out, const CaptureSet& set, bool made) {
  if (!set.captures.empty()) return false;
  for (const auto& p : set.processes)
    if (p.ended != ProcessEndHow::kExit || !p.errors.empty()) return false;
  std::error_code ec;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(out, ec)) {
    const std::string name = e.path().filename().string();
    if (!e.is_regular_file(ec) || !name.starts_with("process-") || !name.ends_with(".json")) return false;
    files.push_back(e.path());
  }
  if (ec || files.size() != set.processes.size()) return false;
  for (const auto& f : files) fs::remove(f, ec);
  if (made) fs::remove(out, ec);
  return true;
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

// The .py files the failing processes registered their failing ops from (the captures' op_source), where this host
// has them, once each, with the op: the user's own modules, imported as --import would be.
std::vector<std::pair<std::string, std::string>> captured_op_sources(const CaptureSet& set) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& c : set.captures)
    for (const std::string& file : {c.where.op_kernel_file, c.where.op_fake_file}) {
      std::error_code ec;
      if (file.empty() || !file.ends_with(".py") || !fs::is_regular_file(file, ec)) continue;
      if (std::none_of(out.begin(), out.end(), [&](const auto& o) { return o.second == file; }))
        out.emplace_back(c.where.op, file);
    }
  return out;
}

// The hook's folder: $STRIDECHECK_HOOK, else stridecheck_hook beside the running binary.
std::string hook_folder() {
  if (const char* h = std::getenv("STRIDECHECK_HOOK"); h && *h) return h;
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return (ec ? fs::path("stridecheck_hook") : self.parent_path() / "stridecheck_hook").string();
}

}  // namespace

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
  const bool made = prepare_out(out);
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
  // everything of stridecheck's own on stderr: the job's stdout is the job's (JSON lines, a pipe)
  const std::optional<int> signal = WIFSIGNALED(status) ? std::optional<int>(WTERMSIG(status)) : std::nullopt;
  if (set.captures.empty()) {
    const bool removed = remove_if_nothing_kept(out, set, made);
    if (code == 0 && !signal && removed) {  // a job that passed: one short line, none with -q
      if (!args.triage.replay.quiet) std::cerr << run_passed_text(set.processes.size());
      return code;
    }
    std::cerr << run_header_text(set.processes.size(), 0, removed ? "" : out, signal, code)
              << no_capture_text(set.processes, out, code, hook) << hook_errors_text(set.processes);
    return code;
  }
  std::cerr << run_header_text(set.processes.size(), set.captures.size(), out, signal, code) << std::flush;
  TriageArgs triage = args.triage;
  triage.log = out;
  triage.report.to_stderr = true;
  if (triage.replay.torch_python.empty()) triage.replay.torch_python = job_python(set);
  if (triage.replay.imports.empty() && !triage.no_replay)
    for (const auto& [op, file] : captured_op_sources(set)) {
      triage.replay.imports.push_back(file);
      std::cerr << auto_import_text(op, file);
    }
  if (triage.replay.meta_cache.empty()) triage.replay.meta_cache = "off";  // nothing written outside --out
  try {
    (void)triage_command(triage, common);
  } catch (const Error& e) {
    std::cerr << "stridecheck: error: " << e.what() << "\n";
  }
  return args.error_exitcode ? *args.error_exitcode : code;
}

}  // namespace stridecheck::tool
