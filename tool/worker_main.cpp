// stridecheck-worker: the replay worker. stridecheck starts it (never the user), speaks the protocol of
// lib/replay/protocol.h with it over pipes, and watches it: a crash or a hang here is a finding about a
// backend, reported by the parent, not a failure of stridecheck.
//
// Test-only switch (docs/robustness.md): STRIDECHECK_TEST_FAULT=BACKEND:KIND[@SITE][,...] makes this process
// abort, segfault, hang or exit when it starts a task of BACKEND (at a call site whose id contains SITE),
// and hello:KIND before it says hello (KIND: abort|segv|hang|exit|badproto, the last a line that breaks the
// protocol), so that tests can show the parent
// surviving real faults without patching libtorch.
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>

#include "core/text.h"
#include "readers/fixture_json.h"
#include "replay/engine.h"
#include "replay/fork_server.h"

namespace {

FILE* g_protocol = nullptr;

void emit(const nlohmann::json& j) {
  std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  std::fwrite(line.data(), 1, line.size(), g_protocol);
  std::fflush(g_protocol);
}

// Milliseconds from this process's exec to now, from /proc (the kernel's start time, in clock ticks).
double ms_since_exec() {
  std::ifstream stat("/proc/self/stat"), uptime("/proc/uptime");
  std::string s((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  auto close = s.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream rest(s.substr(close + 2));
  std::string field;
  for (int i = 3; i < 22 && rest >> field; ++i) {
  }
  unsigned long long start_ticks = 0;
  rest >> start_ticks;
  double up = 0;
  uptime >> up;
  double start_s = static_cast<double>(start_ticks) / static_cast<double>(::sysconf(_SC_CLK_TCK));
  return (up - start_s) * 1000.0;
}

// STRIDECHECK_TEST_FAULT=SPEC[,SPEC...], SPEC = WHAT:KIND[@SITE]: WHAT is a backend name, or "hello" (the
// worker fails before it says hello); SITE, when given, a substring of the call site's id that must match.
void maybe_fault(const std::string& what, const std::string& site) {
  const char* spec = std::getenv("STRIDECHECK_TEST_FAULT");
  if (!spec) return;
  for (const std::string& s : stridecheck::split(spec, ',')) {
    auto colon = s.find(':');
    if (colon == std::string::npos || s.substr(0, colon) != what) continue;
    std::string kind = s.substr(colon + 1);
    if (auto at = kind.find('@'); at != std::string::npos) {
      if (site.find(kind.substr(at + 1)) == std::string::npos) continue;
      kind = kind.substr(0, at);
    }
    std::fprintf(stderr, "stridecheck-worker: STRIDECHECK_TEST_FAULT: %s at %s\n", s.c_str(), site.c_str());
    if (kind == "abort") std::abort();
    if (kind == "segv") ::raise(SIGSEGV);
    if (kind == "hang")
      for (;;) ::pause();
    if (kind == "exit") std::_Exit(3);
    if (kind == "badproto") {  // a line that parses as JSON but is not the protocol (no task id)
      emit({{"event", "result"}});
      for (;;) ::pause();
    }
  }
}

}  // namespace

// One worker: hello, one request on stdin, its tasks, done. `load_ms`: its exec to main (0 for a worker
// forked by the fork server, which loaded libtorch once for all of them).
static int serve_worker(double load_ms, bool forked) {
  using namespace stridecheck;
  // The protocol gets its own copy of stdout; whatever else writes to stdout lands on stderr.
  int fd = ::dup(STDOUT_FILENO);
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  g_protocol = ::fdopen(fd, "w");
  try {
    maybe_fault("hello", "");
    auto t0 = std::chrono::steady_clock::now();
    ReplayEnvironment env = engine_environment();
    double init_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    emit({{"event", "hello"},
          {"environment", environment_to_json(env)},
          {"profile", {{"load_ms", load_ms}, {"cuda_init_ms", init_ms}, {"forked", forked}}}});
    // The request is one line; stdin then stays open while the parent hands out the device for timing
    // ("go" lines), or is closed (no one to wait for).
    std::string text;
    std::getline(std::cin, text);
    WorkerRequest request = decode_request(text);
    Recording sites = read_fixture(request.fixture, "<request>", request.limits);
    std::map<int, const WorkerTask*> task_of;  // tasks of one backend (not the dispatcher's choice)
    for (const auto& t : request.tasks)
      if (!t.priority) task_of[t.id] = &t;
    EngineCallbacks cb;
    cb.begin = [&](int task) {
      emit({{"event", "begin"}, {"task", task}});
      if (auto it = task_of.find(task); it != task_of.end())
        maybe_fault(std::string(backend_name(it->second->backend)), it->second->site);
    };
    cb.result = [&](int task, const std::vector<BackendRun>& runs) {
      nlohmann::json arr = nlohmann::json::array();
      for (const auto& r : runs) arr.push_back(run_to_json(r));
      emit({{"event", "result"}, {"task", task}, {"runs", arr}});
    };
    cb.before_timing = [&] {
      emit({{"event", "timing"}});
      std::string go;
      std::getline(std::cin, go);  // "go", or end of input: nobody to wait for
    };
    cb.after_timing = [&] { emit({{"event", "timed"}}); };
    engine_run(request, sites, cb);
    emit({{"event", "done"}});
    // Everything is reported: leave without libtorch's and CUDA's teardown, which the parent would
    // otherwise wait for (a quarter of a second on an H200).
    std::fflush(nullptr);
    std::_Exit(0);
  } catch (const std::exception& e) {
    emit({{"event", "error"}, {"message", e.what()}});
    return 2;
  }
}

// stridecheck-worker: a worker (what stridecheck spawns), or with --fork-server FD the fork server of
// lib/replay/fork_server.h, which forks workers from this process once libtorch is loaded.
int main(int argc, char** argv) {
  double load_ms = ms_since_exec();
  if (argc >= 3 && std::string(argv[1]) == "--fork-server") {
    int socket = std::atoi(argv[2]);
    return stridecheck::serve_forks(socket, load_ms, [] { return serve_worker(0, true); });
  }
  return serve_worker(load_ms, false);
}
