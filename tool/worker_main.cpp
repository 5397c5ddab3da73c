// The replay worker (built as stridecheck-worker-engine.so, loaded by the stridecheck-worker launcher,
// tool/worker_launch.cpp). stridecheck starts it (never the user), speaks the protocol of lib/replay/protocol.h
// with it over pipes, and watches it: a crash or a hang here is a finding about a backend, reported by the
// parent, not a failure of stridecheck.
//
// Test-only switch (docs/robustness.md): STRIDECHECK_TEST_FAULT=BACKEND:KIND[@SITE][,...] makes this process
// abort, segfault, hang or exit when it starts a task of BACKEND (at a call site whose id contains SITE; BACKEND
// "op": an op call's kernel, at an op call whose id contains SITE),
// and hello:KIND before it says hello (KIND: abort|segv|hang|exit|badproto|cudafault: badproto a line that breaks
// the protocol, cudafault a kernel that writes to an illegal device address, which breaks the process's CUDA
// context for good), so that tests can show the parent
// surviving real faults without patching libtorch.
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <type_traits>

#include "core/text.h"
#include "readers/fixture_json.h"
#include "replay/engine.h"
#include "replay/fork_server.h"
#include "replay/worker_start.h"

namespace {

FILE* g_protocol = nullptr;

// One event of the protocol, its name from protocol.h's table, with the fields it carries.
void emit(stridecheck::WorkerMessage::Kind kind, const nlohmann::json& fields = nlohmann::json::object()) {
  nlohmann::json j = stridecheck::worker_message(kind);
  j.update(fields);
  std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  std::fwrite(line.data(), 1, line.size(), g_protocol);
  std::fflush(g_protocol);
}

using Event = stridecheck::WorkerMessage::Kind;

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
    if (kind == "cudafault")
      stridecheck::engine_fault_device();  // the task goes on; its kernels fail with the sticky error
    if (kind == "badproto") {              // a line that parses as JSON but is not the protocol (no task id)
      emit(Event::kResult);
      for (;;) ::pause();
    }
  }
}

}  // namespace

// One request: its tasks run, each reported, then "done". False when a task broke the CUDA context.
static bool serve_request(const std::string& text) {
  using namespace stridecheck;
  WorkerRequest request = decode_request(text);
  Recording sites = read_fixture(request.fixture, "<request>", request.limits);
  std::map<int, const WorkerTask*> task_of;  // tasks of one backend (not the dispatcher's choice), and op calls'
  for (const auto& t : request.tasks)
    if (!t.priority) task_of[t.id] = &t;
  EngineCallbacks cb;
  cb.begin = [&](int task) {
    emit(Event::kBegin, {{"task", task}});
    if (auto it = task_of.find(task); it != task_of.end())
      maybe_fault(it->second->op ? std::string("op") : std::string(backend_name(it->second->backend)),
                  it->second->site);
  };
  cb.result = [&](int task, const std::vector<BackendRun>& runs) {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& r : runs) arr.push_back(run_to_json(r));
    emit(Event::kResult, {{"task", task}, {"runs", arr}});
  };
  cb.op_result = [&](int task, const std::vector<OpRun>& runs) {  // OpRun's one codec (replay.h)
    emit(Event::kOpResult, {{"task", task}, {"op_runs", runs}});
  };
  if (request.turns) {
    cb.before_timing = [&] {
      emit(Event::kTiming);
      std::string go;
      std::getline(std::cin, go);  // "go", or end of input: nobody to wait for
    };
    cb.after_timing = [&] { emit(Event::kTimed); };
  }
  bool broken = false;
  cb.broken = [&](const std::string& why) {
    emit(Event::kBroken, {{"message", why}});
    broken = true;
  };
  engine_run(request, sites, cb);
  emit(Event::kDone);
  if (broken) return false;
  // A warm worker gives the device memory its tensors held back to the device, once its client has its answer (a
  // worker of one command exits instead, which gives back everything).
  if (request.warm) engine_release();
  return true;
}

// One worker: hello, then requests on stdin, one a line, until it ends (serve_request). `start`: how the launcher
// started it (all zero for a worker forked by the fork server, which loaded libtorch once for all of them).
static int serve_worker(const stridecheck::WorkerStart& start, bool forked) {
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
    emit(Event::kHello, {{"environment", environment_to_json(env)},
                         {"profile",
                          {{"load_ms", start.load_ms},
                           {"context_ms", start.context_ms},
                           {"context_wait_ms", start.context_wait_ms},
                           {"cuda_init_ms", init_ms},
                           {"forked", forked}}}});
    // Requests, one line each, until stdin ends: a worker of one command gets one, and its stdin is closed after
    // it (or after its last turn on the device); a warm worker of `stridecheck serve` gets one per command it
    // serves, its stdin kept open between them. With turns (the request says so) the worker asks for the device
    // before each timed section ("timing") and waits for a "go" line.
    std::string text;
    while (std::getline(std::cin, text))
      if (!text.empty() && !serve_request(text)) break;  // a broken context serves nothing more
    // Everything is reported: leave without libtorch's and CUDA's teardown, which the parent would
    // otherwise wait for (a quarter of a second on an H200).
    std::fflush(nullptr);
    std::_Exit(0);
  } catch (const std::exception& e) {
    emit(Event::kError, {{"message", e.what()}});
    return 2;
  }
}

// The worker's main, called by the launcher: a worker (what stridecheck spawns), or with --fork-server FD the
// fork server of lib/replay/fork_server.h, which forks workers from this process once libtorch is loaded.
extern "C" __attribute__((visibility("default"))) int stridecheck_worker_main(int argc, char** argv,
                                                                              const stridecheck::WorkerStart* start) {
  if (argc >= 3 && std::string(argv[1]) == "--fork-server") {
    int socket = std::atoi(argv[2]);
    return stridecheck::serve_forks(socket, start->load_ms, [] { return serve_worker({}, true); });
  }
  return serve_worker(*start, false);
}
static_assert(std::is_same_v<decltype(&stridecheck_worker_main), stridecheck::WorkerEntry>);
