// The runner (lib/replay/runner.cpp) with the real replay worker: where each backend runs, and that a
// run that fails in the middle leaves no child process and no descriptor behind (each Worker owns its
// process and pipes). The worker is made to fail by its test-only switch STRIDECHECK_TEST_FAULT.
#include <dirent.h>
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "core/error.h"
#include "fixtures.h"
#include "readers/sources.h"
#include "replay/replay.h"

using namespace stridecheck;
using test::fixture;

namespace {

int open_descriptors() {
  int n = 0;
  if (DIR* d = ::opendir("/proc/self/fd")) {
    while (::readdir(d)) ++n;
    ::closedir(d);
  }
  return n;
}

// No child left: the workers ended are killed without waiting, and go within moments.
bool no_children() {
  for (int i = 0; i < 300; ++i) {
    if (::waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

ReplayOptions options() {
  ReplayOptions o;
  o.how.worker = STRIDECHECK_TEST_WORKER_PATH;
  o.how.meta_worker = STRIDECHECK_TEST_META_WORKER;
  o.what.torch_pythons = {STRIDECHECK_TEST_PYTHON};
  o.how.meta_cache = "off";  // the meta worker imports torch: it is still running when the replay worker fails
  o.what.device = Device::cpu();
  o.what.repeat = 0;
  return o;
}

}  // namespace

TEST_CASE("each backend runs on the device asked for, never on another index") {
  std::string why;
  CHECK(backend_device(Backend::kMath, "cuda:1", true, why) == "cuda:1");
  CHECK(backend_device(Backend::kCudnn, "cuda:1", true, why) == "cuda:1");
  CHECK(backend_device(Backend::kFlashCpu, "cuda:1", true, why) == "cpu");  // CPU flash is CPU-only
  CHECK(backend_device(Backend::kMath, "cpu", true, why) == "cpu");
  CHECK_FALSE(backend_device(Backend::kFlash, "cpu", true, why));
  CHECK(why.find("--device") != std::string::npos);
  CHECK_FALSE(backend_device(Backend::kEfficient, std::nullopt, false, why));
  CHECK(why == "no CUDA device on this machine");
  CHECK(backend_device(Backend::kMath, std::nullopt, false, why) == "cpu");
  CHECK_FALSE(backend_device(Backend::kOverrideable, "cuda:0", true, why));
}

TEST_CASE("a run that fails in the middle leaves no child process and no open descriptor") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  REQUIRE(no_children());
  const int before = open_descriptors();
  // the replay worker exits before it says hello, while the meta worker (started first) imports torch
  ::setenv("STRIDECHECK_TEST_FAULT", "hello:exit", 1);
  CHECK_THROWS_AS(replay(rec, options()), MissingBackendError);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  CHECK(no_children());
  CHECK(open_descriptors() == before);
}

TEST_CASE("a worker that breaks the protocol is ended; its task is reported and the others kept") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  const int before = open_descriptors();
  ::setenv("STRIDECHECK_TEST_FAULT", "math:badproto", 1);
  ReplayOptions o = options();
  o.how.meta_cache = "";  // the metas are not what this is about
  o.how.isolation = Isolation::kPerBackend;
  ReplayResult r = replay(rec, o);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  REQUIRE(r.sites.size() == 1);
  bool math_reported = false, flash_ok = false;
  for (const auto& run : r.sites.front().runs) {
    if (run.backend == Backend::kMath && run.mode == RunMode::kOp) {
      math_reported = run.status == RunStatus::kCrashed && run.reason.find("broke the protocol") != std::string::npos;
    }
    if (run.backend == Backend::kFlashCpu && run.mode == RunMode::kOp)
      flash_ok = run.status == RunStatus::kOk && !run.outputs.empty();
  }
  CHECK(math_reported);
  CHECK(flash_ok);
  CHECK(no_children());
  CHECK(open_descriptors() == before);
}

namespace {
size_t count_group(const ReplayResult& r, const std::string& group) {
  size_t n = 0;
  for (const auto& p : r.profile) n += p.group == group;
  return n;
}
bool all_forked(const ReplayResult& r) {
  bool any = false;
  for (const auto& p : r.profile) {
    if (p.group == "meta" || p.group == "fork-server") continue;
    if (!p.forked) return false;
    any = true;
  }
  return any;
}
}  // namespace

TEST_CASE("kernel workers are forked by one fork server; a forked worker's crash is reported with its signal") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  const int before = open_descriptors();
  ::setenv("STRIDECHECK_TEST_FAULT", "flash_cpu:segv", 1);
  ReplayOptions o = options();
  o.how.meta_cache = "";
  o.how.isolation = Isolation::kPerBackend;
  ReplayResult r = replay(rec, o);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  CHECK(count_group(r, "fork-server") == 1);
  CHECK(all_forked(r));
  bool segv = false, math_ok = false;
  for (const auto& run : r.sites.front().runs) {
    if (run.backend == Backend::kFlashCpu && run.mode == RunMode::kOp)
      segv = run.status == RunStatus::kCrashed && run.reason.find("SIGSEGV") != std::string::npos;
    if (run.backend == Backend::kMath && run.mode == RunMode::kOp) math_ok = run.status == RunStatus::kOk;
  }
  CHECK(segv);  // the exit status of a grandchild of the server, read by this process (its subreaper)
  CHECK(math_ok);
  CHECK(no_children());
  CHECK(open_descriptors() == before);
}

TEST_CASE(
    "replays that share a pool load libtorch once and reuse its workers; STRIDECHECK_WORKER_START=spawn spawns every "
    "worker") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  ReplayOptions o = options();
  o.how.meta_cache = "";
  o.how.pool = make_replay_pool();
  ReplayResult first = replay(rec, o), second = replay(rec, o);
  CHECK(count_group(first, "fork-server") == 1);
  CHECK(count_group(second, "fork-server") == 0);  // the first one's server forked these
  CHECK(all_forked(first));
  // the command's second replay takes the first one's workers, kept for it (PoolLife::kCommand)
  CHECK(std::all_of(second.profile.begin(), second.profile.end(), [](const WorkerProfile& p) { return p.warm; }));
  CHECK(second.profile.size() == first.profile.size() - 1);  // no fork server
  o.how.pool.reset();
  CHECK(no_children());
  ::setenv("STRIDECHECK_WORKER_START", "spawn", 1);
  ReplayResult spawned = replay(rec, options());
  ::unsetenv("STRIDECHECK_WORKER_START");
  CHECK(count_group(spawned, "fork-server") == 0);
  CHECK_FALSE(all_forked(spawned));
  REQUIRE(!spawned.sites.empty());
  CHECK(spawned.sites.front().runs.size() == first.sites.front().runs.size());
}

TEST_CASE("timed per-backend workers take turns on the device; a hung one is ended and the others still time") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  ReplayOptions o = options();
  o.how.meta_cache = "";
  o.how.isolation = Isolation::kPerBackend;
  o.what.repeat = 2;
  o.what.warmup = 1;
  o.how.timeout_s = 3;
  ::setenv("STRIDECHECK_TEST_FAULT", "math:hang", 1);
  ReplayResult r = replay(rec, o);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  bool math_timeout = false, flash_timed = false;
  for (const auto& run : r.sites.front().runs) {
    if (run.backend == Backend::kMath && run.mode == RunMode::kOp) math_timeout = run.status == RunStatus::kTimeout;
    if (run.backend == Backend::kFlashCpu && run.mode == RunMode::kOp)
      flash_timed = run.status == RunStatus::kOk && run.fwd_ms.has_value();
  }
  CHECK(math_timeout);
  CHECK(flash_timed);  // its turn came although math held its worker busy until the timeout
  ::setenv("STRIDECHECK_TEST_FAULT", "", 1);
  ReplayResult healthy = replay(rec, o);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  for (const auto& run : healthy.sites.front().runs)
    if (run.mode == RunMode::kOp) CHECK_MESSAGE(run.fwd_ms.has_value(), backend_name(run.backend));
  CHECK(no_children());
}

TEST_CASE("a call site that repeats an earlier one's call reports that one's runs; --every-site runs each") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  REQUIRE(!rec.call_sites.empty());
  CallSite layer2 = rec.call_sites.front();  // the same call, as another layer of the model would make it
  layer2.id += "#layer2";
  rec.call_sites.push_back(layer2);
  ReplayOptions o = options();
  o.what.metas = false;
  o.what.backends = {Backend::kMath};
  ReplayResult once = replay(rec, o);
  const SiteReplay* first = nullptr;
  const SiteReplay* again = nullptr;
  for (const auto& s : once.sites) (s.call_site == layer2.id ? again : first) = &s;
  REQUIRE((first && again));
  CHECK(first->replayed_with.empty());
  CHECK(again->replayed_with == first->call_site);
  REQUIRE(again->runs.size() == first->runs.size());
  REQUIRE(!first->runs.empty());
  for (size_t i = 0; i < first->runs.size(); ++i) {
    CHECK(again->runs[i].status == first->runs[i].status);
    CHECK(again->runs[i].outputs.size() == first->runs[i].outputs.size());
    CHECK(again->runs[i].elapsed_ms == first->runs[i].elapsed_ms);  // the same run, not a second one
  }
  CHECK(std::any_of(once.notes.begin(), once.notes.end(),
                    [](const std::string& n) { return n.find("--every-site") != std::string::npos; }));

  o.what.every_site = true;
  ReplayResult each = replay(rec, o);
  for (const auto& s : each.sites) {
    CHECK(s.replayed_with.empty());
    CHECK(!s.runs.empty());
  }
  double a = 0, b = 0;
  for (const auto& s : each.sites) (s.call_site == layer2.id ? b : a) = s.runs.front().elapsed_ms;
  CHECK(a != b);  // two runs of their own
  CHECK(no_children());
}

TEST_CASE("the replay tells its events as they happen, and counts every run it scheduled, metas included") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/trace.log"}, ReadOptions{});
  ReplayOptions o = options();
  o.how.meta_cache = "";  // the default cache: the metas may answer before the kernel worker says hello
  std::vector<ReplayEvent::Kind> kinds;
  std::vector<std::pair<size_t, size_t>> counts;
  o.how.on_event = [&](const ReplayEvent& e) { kinds.push_back(e.kind); };
  o.how.progress = [&](size_t done, size_t total) { counts.emplace_back(done, total); };
  ReplayResult r = replay(rec, o);
  auto at = [&](ReplayEvent::Kind k) { return std::find(kinds.begin(), kinds.end(), k) - kinds.begin(); };
  const auto n = static_cast<std::ptrdiff_t>(kinds.size());
  REQUIRE(at(ReplayEvent::Kind::kRunDone) < n);
  CHECK(at(ReplayEvent::Kind::kWorkerReady) < at(ReplayEvent::Kind::kRunDone));  // the worker, then its runs
  CHECK(at(ReplayEvent::Kind::kPlanned) < at(ReplayEvent::Kind::kRunDone));
  CHECK(at(ReplayEvent::Kind::kMetasReady) < at(ReplayEvent::Kind::kMetaDone));
  CHECK(kinds.back() != ReplayEvent::Kind::kPlanned);
  CHECK(std::count(kinds.begin(), kinds.end(), ReplayEvent::Kind::kWorkerDone) >= 2);  // the kernels' and the metas'
  // 2 call sites: flash_cpu, math and the priority run of each; the flash_cpu meta and the trace-time choice of each
  REQUIRE(!counts.empty());
  for (const auto& [done, total] : counts) {
    CHECK(done <= total);
    CHECK(total == 10);
  }
  CHECK(counts.back() == std::pair<size_t, size_t>{10, 10});
  CHECK(!r.sites.empty());
}
