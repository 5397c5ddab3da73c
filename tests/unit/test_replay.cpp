// replay/'s parts on their own: devices (device.h: parsed once, compared as values, resolved, refused), the plan
// (plan.h: the tasks of a recording, their groups by isolation, turns on the device) and the worker pool (pool.h:
// clean workers kept warm and taken back by key and last group, on real processes). With a replay worker (a build
// with one), a pool kept warm across two real replays.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <sha2.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "core/error.h"
#include "fixtures.h"
#include "readers/sources.h"
#include "replay/device.h"
#include "replay/plan.h"
#include "replay/pool.h"
#include "replay/replay.h"
#include "replay/runner.h"
#include "replay/worker_process.h"

using namespace stridecheck;
using namespace stridecheck::replay_detail;
using test::fixture;

// ---- devices -----------------------------------------------------------------------------------------------------

TEST_CASE("a device is parsed once from its text, and written back as the same text") {
  for (const char* text : {"cpu", "cuda", "cuda:0", "cuda:7", "cuda:12"}) {
    auto d = Device::parse(text);
    REQUIRE_MESSAGE(d, text);
    CHECK(d->str() == text);
  }
  CHECK(Device::parse("cpu")->is_cpu());
  CHECK(Device::parse("cuda")->is_cuda());
  CHECK_FALSE(Device::parse("cuda")->index());
  CHECK(Device::parse("cuda:3")->index() == 3);
  for (const char* text : {"", "auto", "CUDA", "gpu", "cuda:", "cuda:x", "cuda:-1", "cuda:1x", "cuda: 1", "cpu:0",
                           "mps", "xpu:0", "cuda:99999999999"})
    CHECK_MESSAGE(!Device::parse(text), text);
}

TEST_CASE("devices compare as values, not as texts") {
  CHECK(Device::parse("cuda:1") == Device::cuda(1));
  CHECK(Device::parse("cuda") == Device::cuda());
  CHECK(Device::cuda() != Device::cuda(0));  // plain cuda is the GPU cuda_index names, not cuda:0 itself
  CHECK(Device::cuda(0) != Device::cuda(1));
  CHECK(Device::cpu() != Device::cuda());
  std::optional<Device> asked = Device::cpu();
  CHECK(asked == Device::cpu());
  asked.reset();  // auto
  CHECK_FALSE(asked == Device::cpu());
}

TEST_CASE("a recorded device's text is asked only whether it is CUDA or the CPU") {
  CHECK(is_cuda_device("cuda"));
  CHECK(is_cuda_device("cuda:0"));
  CHECK_FALSE(is_cuda_device("cpu"));
  CHECK_FALSE(is_cuda_device("xpu:0"));
  CHECK_FALSE(is_cuda_device(""));
  CHECK(is_cpu_device("cpu"));
  CHECK_FALSE(is_cpu_device("cuda:0"));
  CHECK_FALSE(is_cpu_device("meta"));
  CHECK_FALSE(wire_device(std::nullopt));
  CHECK(wire_device(Device::cuda(2)) == "cuda:2");
  CHECK(wire_device(Device::cpu()) == "cpu");
}

TEST_CASE("the device a replay runs on: --device, or the recorded one where this machine has it") {
  // auto: the recording's device, on the GPU cuda_index names (CTest's); none for CUDA without CUDA
  CHECK(resolve_device(std::nullopt, 2, true, true) == Device::cuda(2));
  CHECK_FALSE(resolve_device(std::nullopt, 2, true, false));
  CHECK(resolve_device(std::nullopt, 2, false, true) == Device::cpu());
  // asked: plain cuda is cuda_index's GPU; an index is kept; cpu is cpu whatever was recorded
  CHECK(resolve_device(Device::cuda(), 2, false, true) == Device::cuda(2));
  CHECK(resolve_device(Device::cuda(1), 2, false, true) == Device::cuda(1));
  CHECK(resolve_device(Device::cpu(), 2, true, true) == Device::cpu());
  CHECK(wants_cuda(std::nullopt, true));
  CHECK_FALSE(wants_cuda(Device::cpu(), true));
  CHECK(wants_cuda(Device::cuda(), false));
  // the GPU the workers make their context on
  CHECK(cuda_device(Device::cuda(3), 1) == Device::cuda(3));
  CHECK(cuda_device(Device::cuda(), 1) == Device::cuda(1));
  CHECK(cuda_device(std::nullopt, 1) == Device::cuda(1));
}

TEST_CASE("a device this machine lacks is refused, never replaced by another") {
  ReplayEnvironment none;
  none.torch_version = "2.11.0";
  CHECK_THROWS_WITH_AS(refuse_missing_device(Device::cuda(), std::nullopt, none),
                       doctest::Contains("--device cuda: this machine has no CUDA device"), MissingBackendError);
  CHECK_NOTHROW(refuse_missing_device(std::nullopt, std::nullopt, none));  // auto: a CUDA recording, judged by metas
  CHECK_NOTHROW(refuse_missing_device(Device::cpu(), Device::cpu(), none));
  ReplayEnvironment two;
  two.cuda_available = true;
  two.cuda_devices = 2;
  CHECK_NOTHROW(refuse_missing_device(Device::cuda(1), Device::cuda(1), two));
  CHECK_THROWS_WITH_AS(refuse_missing_device(Device::cuda(2), Device::cuda(2), two),
                       "cuda:2 (--device): this machine has 2 CUDA devices (cuda:0 to cuda:1)", MissingBackendError);
  CHECK_THROWS_WITH_AS(refuse_missing_device(std::nullopt, Device::cuda(5), two),
                       doctest::Contains("cuda:5 (the GPU CTest's resource allocation gave this test"),
                       MissingBackendError);
}

TEST_CASE("a device's backends") {
  CHECK(device_backends(Device::cuda(1)) ==
        std::vector<Backend>{Backend::kCudnn, Backend::kFlash, Backend::kEfficient, Backend::kMath});
  CHECK(device_backends(Device::cpu()) == std::vector<Backend>{Backend::kFlashCpu, Backend::kMath});
}

// ---- the plan ----------------------------------------------------------------------------------------------------

namespace {
std::vector<std::string> names(const std::vector<std::deque<WorkerTask>>& groups) {
  std::vector<std::string> out;
  for (const auto& g : groups) out.push_back(group_name(g));
  return out;
}
std::vector<WorkerTask> cuda_site_tasks() {
  std::vector<WorkerTask> tasks;
  int id = 0;
  for (Backend b : {Backend::kCudnn, Backend::kFlash, Backend::kEfficient, Backend::kMath})
    tasks.push_back({id++, "s", b, false});
  tasks.push_back({id++, "s", Backend::kMath, true});                 // the dispatcher's choice
  tasks.push_back({id++, "op", Backend::kMath, false, false, true});  // an aten op call's kernel
  return tasks;
}
}  // namespace

TEST_CASE("tasks are grouped into workers by the isolation: by library on CUDA, one worker on the CPU") {
  CHECK(effective_isolation(Isolation::kAuto, true) == Isolation::kGrouped);
  CHECK(effective_isolation(Isolation::kAuto, false) == Isolation::kShared);
  CHECK(effective_isolation(Isolation::kPerBackend, false) == Isolation::kPerBackend);
  const auto tasks = cuda_site_tasks();
  // grouped: cuDNN with the choice (which finds cuDNN's plans made), libtorch's own kernels, cuBLAS with aten's ops
  auto grouped = group_tasks(tasks, Isolation::kAuto, true);
  CHECK(names(grouped) == std::vector<std::string>{"cudnn+priority", "flash+efficient", "math+ops"});
  CHECK(grouped[0].front().id == 0);  // each group keeps its tasks' order
  CHECK(grouped[2].back().op);
  CHECK(group_of(tasks[1], Isolation::kAuto, true) == "kernels");
  // the CPU: one worker, named "shared" for more than two kinds of task
  auto shared = group_tasks(tasks, Isolation::kAuto, false);
  REQUIRE(shared.size() == 1);
  CHECK(shared.front().size() == tasks.size());
  CHECK(group_name(shared.front()) == "shared");
  // per backend: one worker each, the choice and the op calls in theirs
  auto each = group_tasks(tasks, Isolation::kPerBackend, true);
  CHECK(names(each) == std::vector<std::string>{"cudnn", "flash", "efficient", "math", "priority", "ops"});
  // the spares a CUDA replay starts before its plan: one per group its backends need
  CHECK(cuda_groups(device_backends(Device::cuda()), Isolation::kAuto) ==
        std::set<std::string>{"cudnn", "kernels", "math"});
  CHECK(cuda_groups({Backend::kFlash}, Isolation::kAuto) == std::set<std::string>{"kernels", "cudnn"});
  CHECK(cuda_groups({Backend::kFlash}, Isolation::kShared) == std::set<std::string>{"shared"});
}

TEST_CASE("workers take turns on the device only when timing with every worker at once") {
  ReplayOptions o;
  CHECK_FALSE(takes_turns(o));
  o.what.repeat = 3;
  CHECK(takes_turns(o));
  o.how.jobs = 2;
  CHECK_FALSE(takes_turns(o));  // -j: at most N at a time, no turns
  // the device goes to the first worker waiting for it, once no other is timing or running kernels
  std::vector<std::unique_ptr<Worker>> workers;
  for (int i = 0; i < 3; ++i) workers.push_back(std::make_unique<Worker>());  // no process: pid -1
  Worker& running = *workers[0];
  Worker& waiting = *workers[1];
  Worker& meta = *workers[2];
  running.sent = waiting.sent = meta.sent = true;
  waiting.waiting_turn = true;
  meta.meta = 0;  // a meta worker's work does not hold the device
  CHECK(next_turn(workers) == nullptr);
  running.done = true;
  CHECK(next_turn(workers) == &waiting);
  running.done = false;
  running.waiting_turn = true;  // it asked too: the first in line gets it
  CHECK(next_turn(workers) == &running);
  running.waiting_turn = waiting.waiting_turn = false;
  CHECK(next_turn(workers) == nullptr);  // none waits
}

TEST_CASE("the plan: a repeated call site runs once, its metas each; a CUDA site without CUDA runs no kernel") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/trace.log"}, ReadOptions{});
  REQUIRE(rec.call_sites.size() == 2);
  CallSite layer2 = rec.call_sites.front();  // the same call, as another layer would make it
  layer2.id += "#layer2";
  rec.call_sites.push_back(layer2);
  ReplayOptions o;
  ReplayPlan plan(rec, o);
  CHECK_FALSE(plan.recorded_on_cuda());
  auto metas = plan.plan_metas(1);  // the second Python's: numbered from 2000000
  REQUIRE(metas.size() == 6);       // each site (the repeat too): flash_cpu's meta, the trace-time choice
  CHECK(metas.front().id == 2000000);
  CHECK(metas.front().meta);
  CHECK(metas[1].priority);
  auto custom = plan.plan_kernels({Backend::kFlashCpu, Backend::kMath}, Device::cpu());
  CHECK(custom.empty());
  CHECK(plan.tasks().size() == 6);  // 2 distinct sites: flash_cpu, math, the choice
  CHECK(plan.replayed_with().at(layer2.id) == rec.call_sites.front().id);
  CHECK(plan.runs_planned() == 12);
  Recording subset = plan.sites_of({plan.tasks().begin(), plan.tasks().end()});
  CHECK(subset.call_sites.size() == 2);

  ReplayOptions each;
  each.what.every_site = true;
  each.what.only_sites = {rec.call_sites.front().id, layer2.id};
  ReplayPlan every(rec, each);
  CHECK_FALSE(every.wanted(rec.call_sites[1].id));
  every.plan_kernels({Backend::kMath}, Device::cpu());
  CHECK(every.tasks().size() == 4);  // math and the choice, for each of the two asked for
  CHECK(every.replayed_with().empty());

  Recording cuda = read_sources({fixture("cuda-gqa-bf16") + "/expected/extract.json"}, ReadOptions{});
  REQUIRE(!cuda.call_sites.empty());
  ReplayPlan none(cuda, o);
  CHECK(none.recorded_on_cuda());
  auto cuda_metas = none.plan_metas(0);
  CHECK(std::none_of(cuda_metas.begin(), cuda_metas.end(), [](const WorkerTask& t) { return t.priority; }));
  none.plan_kernels(device_backends(Device::cuda()), std::nullopt);  // no CUDA here
  CHECK(none.tasks().empty());
  CHECK(meta_backends("cuda:0", {}) == std::vector<Backend>{Backend::kCudnn, Backend::kFlash, Backend::kEfficient});
  CHECK(meta_backends("cuda:0", {Backend::kMath, Backend::kFlash}) == std::vector<Backend>{Backend::kFlash});
  CHECK(meta_backends("cpu", {}) == std::vector<Backend>{Backend::kFlashCpu});
}

// ---- the pool ----------------------------------------------------------------------------------------------------

namespace {
// No child left: the workers ended are killed without waiting, and go within moments.
bool no_children() {
  for (int i = 0; i < 300; ++i) {
    if (::waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// A real process standing in for a worker that finished its request cleanly (`sleep` on the worker's pipes).
std::unique_ptr<Worker> finished_worker(const std::string& key, const std::string& group) {
  auto w = spawn({"sleep", "60"});
  w->key = key;
  w->hello = w->sent = w->done = true;
  w->hello_line = R"({"event": "hello", "environment": {}})";
  w->profile.group = group;
  return w;
}
}  // namespace

TEST_CASE("the pool keeps clean workers warm, one of each key and group, kMaxIdle of a key, and gives them back") {
  REQUIRE(no_children());
  ReplayOptions o;
  o.how.pool = make_replay_pool(PoolLife::kServer);
  std::vector<std::string> told;  // the hellos told again as workers are taken
  WorkerPool pool(o, [&](Worker&, const std::string& line) { told.push_back(line); });
  REQUIRE(pool.keeps_warm());

  std::vector<std::unique_ptr<Worker>> workers;
  workers.push_back(finished_worker("cpu", "math"));
  for (size_t i = 0; i < ReplayPool::kMaxIdle; ++i) workers.push_back(finished_worker("cpu", "g" + std::to_string(i)));
  workers.push_back(finished_worker("cpu", "math"));  // a second of the same key and group: not kept
  workers.push_back(finished_worker("meta python3", "meta"));
  workers.push_back(finished_worker("cpu", "math"));
  workers.back()->killed_for = "timed out";  // ended by the runner: not kept
  workers.push_back(finished_worker("cpu", "math"));
  workers.back()->broken = "an illegal memory access";  // its CUDA context is broken: not kept
  workers.push_back(finished_worker("cpu", "math"));
  workers.back()->done = false;  // still in its request: not kept
  const pid_t math_pid = workers.front()->pid;
  pool.keep_warm(workers);
  CHECK(pool.shared().warm_workers() == ReplayPool::kMaxIdle + 1);  // six cpu workers, one meta worker
  CHECK(workers.size() == 5);  // the cpu worker past the six, the second math one, and the three that are not clean
  for (const auto& w : pool.shared().idle) {
    CHECK(WorkerPool::clean(*w));
    CHECK(w->last_group == w->profile.group);
  }

  // taken back: the one that last ran the group first, its hello told again as if it had just said it
  auto math = pool.take_for_group("math");
  REQUIRE(math);
  CHECK(math->pid == math_pid);
  CHECK(math->last_group == "math");
  CHECK(math->profile.warm);
  CHECK_FALSE(math->sent);
  CHECK_FALSE(math->done);
  CHECK(told.size() == 1);
  auto other = pool.take_for_group("flash");  // none ran it: another of the key
  REQUIRE(other);
  CHECK(other->key == "cpu");
  CHECK(pool.shared().warm_workers() == ReplayPool::kMaxIdle - 1);

  // one that died while idle is dropped when next looked at
  const pid_t dead = pool.shared().idle.front()->pid;
  ::kill(dead, SIGKILL);
  for (int i = 0; i < 100; ++i) {  // dead, not yet reaped
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(dead), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == dead) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  auto next = pool.take_for_group("kernels");
  REQUIRE(next);
  CHECK(next->pid != dead);
  CHECK(pool.shared().warm_workers() == ReplayPool::kMaxIdle - 3);

  // a pool of one replay keeps nothing
  ReplayOptions cold;
  WorkerPool plain(cold, [](Worker&, const std::string&) {});
  CHECK_FALSE(plain.keeps_warm());
  std::vector<std::unique_ptr<Worker>> kept;
  kept.push_back(finished_worker("cpu", "math"));
  plain.keep_warm(kept);
  CHECK(kept.size() == 1);
  CHECK(plain.shared().warm_workers() == 0);

  workers.clear();
  kept.clear();
  math.reset();
  other.reset();
  next.reset();
  o.how.pool.reset();
  pool.drop_spares();
}

TEST_CASE("a pool that goes ends its workers without waiting for them; they are gone moments later") {
  REQUIRE(no_children());
  std::vector<pid_t> pids;
  const auto t0 = std::chrono::steady_clock::now();
  {
    ReplayOptions o;
    o.how.pool = make_replay_pool(PoolLife::kCommand);
    WorkerPool pool(o, [](Worker&, const std::string&) {});
    std::vector<std::unique_ptr<Worker>> workers;
    for (const char* group : {"math", "flash", "meta"}) workers.push_back(finished_worker("cpu", group));
    for (const auto& w : workers) pids.push_back(w->pid);
    pool.keep_warm(workers);
    CHECK(pool.shared().warm_workers() == 3);
    CHECK(pool.shared().idle_pids() == pids);
    o.how.pool.reset();
  }
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(1000));
  CHECK(no_children());
  for (pid_t pid : pids) CHECK(::kill(pid, 0) != 0);
}

TEST_CASE("the timed sections of the replays sharing a pool take turns on a device, in the order they asked") {
  DeviceTurns turns;
  int a = 0, b = 0, c = 0;  // three replays
  CHECK(turns.take("cpu", &a));
  CHECK(turns.take("cpu", &a));  // held already
  CHECK_FALSE(turns.take("cpu", &b));
  CHECK_FALSE(turns.take("cpu", &c));
  CHECK(turns.take("cuda:0", &b));  // another device: free
  turns.release("cpu", &a);
  CHECK_FALSE(turns.take("cpu", &a));  // b asked first, then c: a waits behind them
  CHECK_FALSE(turns.take("cpu", &c));
  CHECK(turns.take("cpu", &b));
  turns.release("cpu", &b);
  CHECK(turns.take("cpu", &c));
  turns.release_all(&c);  // c ends: a, the last waiting, takes it
  CHECK(turns.take("cpu", &a));
  turns.release_all(&b);
  CHECK(turns.take("cuda:0", &c));
}

// ---- staleness (staleness.h): warm workers that would answer from changed code -----------------------------------

namespace {
WatchedFile watched_now(const std::string& path) {
  struct stat st {};
  REQUIRE(::stat(path.c_str(), &st) == 0);
  char hex[SHA256_DIGEST_STRING_LENGTH];
  REQUIRE(SHA256File(path.c_str(), hex));
  return {path, static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec,
          static_cast<int64_t>(st.st_size), hex};
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

struct TempDir {
  std::string dir = [] {
    std::string name = (std::filesystem::temp_directory_path() / "stridecheck-stale-XXXXXX").string();
    REQUIRE(::mkdtemp(name.data()));
    return name;
  }();
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  const std::string& path() const { return dir; }
};
}  // namespace

TEST_CASE("a file a worker loaded is stale once removed, or its time, size or content differs") {
  TempDir dir;
  const std::string path = dir.path() + "/mod.py";
  write_file(path, "FAKE = 'empty_like'\n");
  const WatchedFile seen = watched_now(path);
  CHECK(file_change(seen).empty());
  CHECK(changed_file({seen}).empty());
  // the same size and time, another content (an edit within the file system's clock tick)
  write_file(path, "FAKE = 'empty_lik3'\n");
  const timespec times[2] = {{0, UTIME_OMIT}, {seen.mtime_ns / 1000000000, seen.mtime_ns % 1000000000}};
  REQUIRE(::utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
  CHECK(file_change(seen) == "was modified (its content, at the same time and size)");
  write_file(path, "FAKE = 'contiguous'\n");
  CHECK(file_change(seen) == "was modified");
  CHECK(changed_file({watched_now(path), seen}) == path + " was modified");
  std::filesystem::remove(path);
  CHECK(file_change(seen) == "was removed");
}

TEST_CASE("a program whose file is replaced on disk while it runs is stale; a program left alone is not") {
  REQUIRE(no_children());
  TempDir dir;
  const std::string program = dir.path() + "/sleeper", fresh = dir.path() + "/sleeper.new";
  std::filesystem::copy_file("/bin/sleep", program);
  std::filesystem::permissions(program, std::filesystem::perms::owner_all);
  auto w = spawn({program, "60"});
  auto mapped = [&] {  // (spawned: its exec maps the program moments later)
    std::ifstream maps("/proc/" + std::to_string(w->pid) + "/maps");
    std::string line;
    while (std::getline(maps, line))
      if (line.ends_with(program)) return true;
    return false;
  };
  for (int i = 0; i < 300 && !mapped(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  LibraryWatch seen;
  CHECK(replaced_library(w->pid, seen).empty());
  CHECK(seen.count(program) == 1);
  CHECK(replaced_library(w->pid, seen).empty());
  std::filesystem::copy_file("/bin/sleep", fresh);  // as pip installs a new torch: a new file, renamed into place
  std::filesystem::rename(fresh, program);
  CHECK(replaced_library(w->pid, seen) == program + " was replaced on disk");
}

TEST_CASE("the server's pool ends a stale warm worker, and gives a Python worker only to the same imports") {
  REQUIRE(no_children());
  TempDir dir;
  const std::string module = dir.path() + "/custom_ops.py";
  write_file(module, "FAKE = 'empty_like'\n");
  auto shared = make_replay_pool(PoolLife::kServer);
  std::vector<std::string> said;
  shared->log = [&](const std::string& line) { said.push_back(line); };
  ReplayOptions o;
  o.how.pool = shared;
  o.how.cwd = dir.path();
  WorkerPool pool(o, [](Worker&, const std::string&) {});
  // two meta workers of the "Python" `sleep` (meta_worker starts `sleep 60` when none fits): one imported the module
  std::vector<std::unique_ptr<Worker>> workers;
  workers.push_back(finished_worker("meta sleep", "meta"));
  workers.back()->imports = {module};
  workers.back()->cwd = dir.path();
  workers.back()->watched = {watched_now(module)};
  const pid_t imported = workers.back()->pid;
  workers.push_back(finished_worker("meta sleep", "meta"));
  workers.back()->cwd = dir.path();
  const pid_t bare = workers.back()->pid;
  pool.keep_warm(workers);
  REQUIRE(shared->warm_workers() == 2);

  {  // a command without --import: the worker that imported nothing
    auto w = pool.meta_worker("sleep", "60", 0);
    CHECK(w->pid == bare);
    std::vector<std::unique_ptr<Worker>> back;
    back.push_back(std::move(w));
    pool.keep_warm(back);
  }
  ReplayOptions with = o;
  with.what.imports = {module};
  WorkerPool importing(with, [](Worker&, const std::string&) {});
  {  // the same --import in the same folder: the worker that imported it
    auto w = importing.meta_worker("sleep", "60", 0);
    CHECK(w->pid == imported);
    std::vector<std::unique_ptr<Worker>> back;
    back.push_back(std::move(w));
    importing.keep_warm(back);
  }
  ReplayOptions elsewhere = with;
  elsewhere.how.cwd = "/";
  WorkerPool away(elsewhere, [](Worker&, const std::string&) {});
  auto other = away.meta_worker("sleep", "60", 0);  // another folder: neither (its relative paths mean other files)
  CHECK(other->pid != imported);
  CHECK(other->pid != bare);
  CHECK(said.empty());

  write_file(module, "FAKE = 'contiguous'\n");           // the user fixes the fake
  auto fresh = importing.meta_worker("sleep", "60", 0);  // the one that imported nothing here imports it as it is now
  CHECK(fresh->pid == bare);
  REQUIRE(said.size() == 1);
  CHECK(said[0].find("pid " + std::to_string(imported)) != std::string::npos);
  CHECK(said[0].find(module + " was modified since it loaded it") != std::string::npos);
  CHECK(shared->warm_workers() == 0);
  bool ended = false;
  for (int i = 0; i < 300 && !ended; ++i) {
    ended = ::kill(imported, 0) != 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(ended);
  o.how.pool.reset();
  with.how.pool.reset();
  elsewhere.how.pool.reset();
}

#ifdef STRIDECHECK_TEST_WORKER_PATH
TEST_CASE("replays that share a warm pool take its workers back: the same runs, and nothing left when it goes") {
  Recording rec = read_sources({fixture("cpu-flash-causal") + "/forward.py"}, ReadOptions{});
  ReplayOptions o;
  o.how.worker = STRIDECHECK_TEST_WORKER_PATH;
  o.how.meta_worker = STRIDECHECK_TEST_META_WORKER;
  o.what.torch_pythons = {STRIDECHECK_TEST_PYTHON};
  o.how.meta_cache = "off";
  o.what.device = Device::cpu();
  o.how.pool = make_replay_pool(PoolLife::kServer);
  ReplayResult first = replay_here(rec, o);
  const size_t kept = o.how.pool->warm_workers();
  CHECK(kept >= 2);  // the kernel worker and the meta worker
  CHECK(std::none_of(first.profile.begin(), first.profile.end(), [](const WorkerProfile& p) { return p.warm; }));
  ReplayResult second = replay_here(rec, o);
  CHECK(o.how.pool->warm_workers() == kept);  // taken, and kept again
  CHECK(std::any_of(second.profile.begin(), second.profile.end(),
                    [](const WorkerProfile& p) { return p.warm && p.group != "meta"; }));
  REQUIRE(first.sites.size() == second.sites.size());
  for (size_t s = 0; s < first.sites.size(); ++s) {
    REQUIRE(first.sites[s].runs.size() == second.sites[s].runs.size());
    for (size_t r = 0; r < first.sites[s].runs.size(); ++r) {
      const BackendRun& a = first.sites[s].runs[r];
      const BackendRun& b = second.sites[s].runs[r];
      CHECK(a.backend == b.backend);
      CHECK(a.mode == b.mode);
      CHECK(a.status == b.status);
      REQUIRE(a.outputs.size() == b.outputs.size());
      for (size_t i = 0; i < a.outputs.size(); ++i) CHECK(a.outputs[i].strides == b.outputs[i].strides);
    }
  }
  CHECK_FALSE(no_children());  // the warm workers wait
  o.how.pool.reset();
  CHECK(no_children());
}
#endif
