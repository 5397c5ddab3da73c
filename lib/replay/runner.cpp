// The parent side of replay: starts stridecheck-worker processes (forked by the run's fork server, which
// has loaded libtorch once and never touches CUDA; spawned when there is none), hands them tasks, watches
// each task's time, and turns a crash or a hang into a finding about that backend while the other tasks go
// on in a fresh worker. This process never loads libtorch and never forks itself.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "core/error.h"
#include "core/text.h"
#include "layout/dtype.h"
#include "recording/fixture_writer.h"
#include "recording/sdpa_ops.h"
#include "replay/fork_server.h"
#include "replay/op_tasks.h"
#include "replay/protocol.h"
#include "replay/replay.h"
#include "replay/server.h"
#include "replay/worker_process.h"
#include "version.h"

extern char** environ;

namespace stridecheck {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// The idle workers `stridecheck serve` keeps: each finished its last request cleanly (no crash, no timeout, no
// broken context) and waits, stdin open, for the next. At most kMaxIdle of each key; a worker that died while idle
// is dropped when next looked at.
struct WarmWorkers {
  static constexpr size_t kMaxIdle = 6;
  std::vector<std::unique_ptr<replay_detail::Worker>> idle;
};

size_t warm_worker_count(const ReplayPool& pool) { return pool.warm ? pool.warm->idle.size() : 0; }

namespace {

using namespace replay_detail;

class Runner {
 public:
  Runner(const Recording& rec, const ReplayOptions& o)
      : rec_(rec), o_(o), ops_(rec, o, [this](const std::string& id) { return wanted(id); }) {}

  ReplayResult run() {
    const auto t0 = t0_ = Clock::now();
    ::signal(SIGPIPE, SIG_IGN);
    pool_ = o_.pool ? o_.pool : std::make_shared<ReplayPool>();
    if (pool_->keep_warm && !pool_->warm) pool_->warm = std::make_shared<WarmWorkers>();
    // The meta workers (Python: importing torch is most of their time) start first, so that everything
    // else happens while they load.
    if (o_.metas) start_metas();
    if (o_.kernels) {
      run_kernels();
    } else {
      device_ = recording_wants_cuda() ? default_cuda() : "cpu";
    }
    if (!planned_) planned();  // metas only, or no kernel could run here
    while (active() > 0) pump();
    keep_warm();
    drop_spares();
    assemble();
    result_.wall_seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    return std::move(result_);
  }

 private:
  void run_kernels() {
    path_ = find_worker(o_);
    // (spares only where a GPU may be: the NVIDIA driver's device node; the first worker's hello decides)
    std::error_code ec;
    const bool gpu_here = fs::exists("/dev/nvidiactl", ec);
    cuda_start_ = recording_wants_cuda() && gpu_here;
    start_ = worker_start(cuda_start_);
    start_fork_server();
    if (pool_->environment && !pool_->environment->cuda_available && o_.skip_without_device && o_.device == "auto" &&
        recording_wants_cuda()) {  // an earlier replay of this command found no CUDA device: none to start
      result_.environment = *pool_->environment;
      skip_for_missing_device();
      return;
    }
    // The first worker says what libtorch and device it sees; the plan depends on it. When the
    // recording is from CUDA and the backends will run side by side, the other workers start now
    // too, so that their CUDA initialisations overlap instead of following each other.
    auto first = start_worker();
    // With timing (--repeat) the workers still start side by side, so that their CUDA initialisations
    // overlap; only their requests wait, one worker's timed kernels at a time (may_send).
    bool side_by_side = o_.jobs == 0 || o_.jobs > 1;
    if (side_by_side && cuda_start_) {
      size_t expected = cuda_groups(o_.backends.empty() ? device_backends("cuda") : o_.backends).size();
      for (size_t i = 1; i < expected && (o_.jobs == 0 || static_cast<int>(i) < o_.jobs); ++i)
        spares_.push_back(start_worker());
    }
    wait_hello(*first);
    result_.environment = first->environment;
    if (!pool_->environment) pool_->environment = first->environment;
    // (a throw below leaves the workers to their destructors, which kill and reap them)
    if (o_.device.starts_with("cuda") && !result_.environment.cuda_available)
      // asked for CUDA where there is none: refuse, rather than run the CPU backends under a CUDA label
      throw MissingBackendError("--device " + o_.device +
                                ": this machine has no CUDA device (the replay worker's libtorch " +
                                result_.environment.torch_version +
                                " sees none); replay on a machine with one, or drop --device to judge the metas and "
                                "the CPU backends here");
    device_ = resolve_device();
    refuse_missing_device_index();
    if (!device_ && o_.skip_without_device) {
      spares_.push_back(std::move(first));  // unused: kept warm by `stridecheck serve`, else ended with the spares
      skip_for_missing_device();
      return;
    }
    std::vector<Backend> backends = o_.backends.empty() ? device_backends(device_.value_or("cpu")) : o_.backends;
    plan(backends);
    planned();
    note_left_out(backends);
    if (tasks_.empty() && !device_) {  // only CUDA call sites, and no CUDA here: nothing judges their kernels
      spares_.push_back(std::move(first));
      skip_for_missing_device();
      return;
    }
    if (!device_)
      result_.notes.push_back(
          "its CUDA call sites ran no kernels: this machine has no CUDA device (their metas are judged); the CPU "
          "call sites were replayed on the CPU");
    // Groups of tasks, one worker each.
    std::vector<std::deque<WorkerTask>> groups;
    std::map<std::string, size_t> by;
    const bool on_cuda = device_ && (*device_).starts_with("cuda:");
    for (const auto& t : tasks_) {
      std::string key = group_of(t, on_cuda);
      if (!by.count(key)) {
        by[key] = groups.size();
        groups.emplace_back();
      }
      groups[by[key]].push_back(t);
    }
    int jobs = o_.jobs > 0 ? o_.jobs : static_cast<int>(groups.size());
    std::deque<std::deque<WorkerTask>> waiting(groups.begin(), groups.end());
    // The first worker is one of those the groups are given to: a warm one takes the group it ran last (its
    // libraries are initialised), else the first group (it has said hello; the others may still be starting).
    spares_.insert(spares_.begin(), std::move(first));
    while (true) {
      while (static_cast<int>(active_kernel_workers()) < jobs && !waiting.empty()) {
        auto w = take_worker(group_name(waiting.front()));
        w->tasks = std::move(waiting.front());
        waiting.pop_front();
        w->profile.group = group_name(w->tasks);
        if (w->hello && !w->sent && w->in >= 0) start(*w);
        workers_.push_back(std::move(w));
      }
      if (active_kernel_workers() == 0) break;
      pump();
    }
  }

  Isolation isolation(bool on_cuda) const {
    if (o_.isolation != Isolation::kAuto) return o_.isolation;
    return on_cuda ? Isolation::kGrouped : Isolation::kShared;
  }

  // The worker a task runs in, by the isolation: one for everything (the CPU's default), one per backend, or, by
  // default on CUDA, one per library a backend's first call initialises: cuDNN (and the dispatcher's choice, which
  // picks cuDNN first by default and then finds its plans made), cuBLAS (math), and libtorch's own kernels (flash
  // and memory-efficient), so that those first calls overlap in three processes instead of following each other in
  // one, without a context and an initialisation for every backend. A crash ends only the task that crashed: the
  // rest of its group goes on in a fresh worker (respawn_rest), as does the rest of a group whose task broke the
  // CUDA context (a sticky error, which the worker checks for after every task).
  std::string group_of(const WorkerTask& t, bool on_cuda) const {
    switch (isolation(on_cuda)) {
      case Isolation::kShared: return "shared";
      case Isolation::kPerBackend: return t.op ? "ops" : t.priority ? "priority" : std::string(backend_name(t.backend));
      default: break;
    }
    if (t.op) return "math";  // aten's other ops: cuBLAS and cuDNN, as math initialises them
    if (t.priority || t.backend == Backend::kCudnn) return "cudnn";
    if (t.backend == Backend::kMath) return "math";
    return "kernels";
  }

  // The workers a CUDA replay of `backends` will need (spares are started for them before the plan is made).
  std::set<std::string> cuda_groups(const std::vector<Backend>& backends) const {
    std::set<std::string> out;
    for (Backend b : backends) out.insert(group_of({0, "", b, false}, true));
    out.insert(group_of({0, "", Backend::kMath, true}, true));
    return out;
  }

  // A kernel worker: a warm one of `stridecheck serve` when one of its kind waits (preferring one that last ran
  // `group`, whose libraries are initialised), else one started as the run starts them (worker_start).
  std::unique_ptr<Worker> start_worker(const std::string& group = "") {
    if (auto w = take_warm(kernel_key(), group)) return w;
    std::unique_ptr<Worker> w;
    if (start_ == WorkerStartMode::kFork)
      w = spawn({path_}, &pool_->server);
    else if (start_ == WorkerStartMode::kSpawn)
      w = spawn({path_});
    else
      w = spawn({path_, "--cuda-context", cuda_ordinal()});
    w->key = kernel_key();
    return w;
  }

  std::string cuda_ordinal() const {
    return o_.device.starts_with("cuda:") ? o_.device.substr(5) : std::to_string(o_.cuda_index);
  }
  // The device "auto" (for a CUDA recording) and "cuda" mean: cuda:0, or the GPU CTest gave this test.
  std::string default_cuda() const { return "cuda:" + std::to_string(o_.cuda_index); }
  // What kind of kernel worker this run starts: one with a context on the CUDA device, or one for the CPU.
  std::string kernel_key() const { return cuda_start_ ? "cuda:" + cuda_ordinal() : "cpu"; }

  // An idle warm worker of this key (one whose last group was `group` first), ready for a request: its hello is
  // read again, as if it had just said it; nullptr when none waits.
  std::unique_ptr<Worker> take_warm(const std::string& key, const std::string& group) {
    if (!warm_pool()) return nullptr;
    auto& idle = pool_->warm->idle;
    std::erase_if(idle, [](const std::unique_ptr<Worker>& w) {  // died while idle
      return ::waitpid(w->pid, &w->status, WNOHANG) == w->pid ? (w->exited = true) : false;
    });
    auto it =
        std::find_if(idle.begin(), idle.end(), [&](const auto& w) { return w->key == key && w->last_group == group; });
    if (it == idle.end()) it = std::find_if(idle.begin(), idle.end(), [&](const auto& w) { return w->key == key; });
    if (it == idle.end()) return nullptr;
    std::unique_ptr<Worker> w = std::move(*it);
    idle.erase(it);
    w->tasks.clear();
    w->current.reset();
    w->done = w->sent = w->waiting_turn = false;
    w->out_buf.clear();
    w->err_tail.clear();
    w->spawned = Clock::now();
    if (!w->hello_line.empty()) event(*w, w->hello_line);
    w->profile = WorkerProfile{};  // nothing of its start is this replay's: it was warm
    w->profile.warm = true;
    return w;
  }

  // `stridecheck serve`: the workers that finished cleanly stay for the next replay (the rest end as always).
  void keep_warm() {
    if (!warm_pool()) return;
    auto keep = [&](std::unique_ptr<Worker>& w) {
      bool clean = w && !w->exited && w->hello && (w->done || !w->sent) && w->killed_for.empty() && w->broken.empty() &&
                   w->in >= 0 && !w->key.empty();
      if (!clean) return;
      if (w->sent) {  // its share of this replay, as reap() records it for a worker that ends
        w->profile.wall_ms = std::chrono::duration<double, std::milli>(Clock::now() - w->spawned).count();
        if (w->meta >= 0) result_.metas[static_cast<size_t>(w->meta)].wall_ms = w->profile.wall_ms;
        result_.profile.push_back(w->profile);
        if (o_.on_event)
          o_.on_event(make_event(ReplayEvent::Kind::kWorkerDone, w->profile,
                                 w->meta >= 0 ? &result_.metas[static_cast<size_t>(w->meta)] : nullptr));
        w->last_group = w->profile.group;
      }
      size_t same = 0;
      for (const auto& o : pool_->warm->idle) same += o->key == w->key;
      if (same >= WarmWorkers::kMaxIdle) return;
      pool_->warm->idle.push_back(std::move(w));
    };
    for (auto& w : workers_) keep(w);
    for (auto& w : spares_) keep(w);
    std::erase(workers_, nullptr);
    std::erase(spares_, nullptr);
  }

  // What a CPU replay of a CUDA recording, or a priority order on the CPU, leaves out: said, not silent.
  void note_left_out(const std::vector<Backend>& backends) {
    if (device_.value_or("") != "cpu") return;
    auto names = [](const std::vector<Backend>& v) {
      std::vector<std::string> out;
      for (Backend b : v) out.emplace_back(backend_name(b));
      return join(out, ", ");
    };
    std::vector<Backend> cuda_only;
    for (Backend b : kCudaOnlyBackends)
      if (std::find(backends.begin(), backends.end(), b) == backends.end()) cuda_only.push_back(b);
    if (recorded_on_cuda(false) && !cuda_only.empty())
      result_.notes.push_back("--device cpu: " + names(cuda_only) + " left out (they run on CUDA only); " +
                              names(backends) + " replayed the CUDA call sites on the CPU instead");
    std::vector<Backend> ignored;
    for (Backend b : o_.priority)
      if (backend_is_cuda_only(b)) ignored.push_back(b);
    if (!ignored.empty())
      result_.notes.push_back(
          "--priority on the CPU: the dispatcher here chooses only between flash_cpu and math, so " + names(ignored) +
          " in the order " + std::string(ignored.size() == 1 ? "is" : "are") +
          " ignored; the priority row shows what it picked");
  }

  void skip_for_missing_device() {
    result_.skipped = true;
    result_.notes.clear();
    result_.notes.push_back(
        "replay needs a CUDA device for this recording and this machine has none; a CPU kernel does not judge a "
        "CUDA graph");
  }

  // libtorch loaded once for the run's workers, when they are forked (worker_start). A server that cannot start
  // is not an error: the workers are spawned.
  void start_fork_server() {
    if (start_ != WorkerStartMode::kFork) return;
    if (pool_->server_tried) return;  // an earlier replay of this command started it (or could not)
    pool_->server_tried = true;
    std::string why;
    pool_->server = ForkServer::start(
        path_, 120, [this] { pump_metas(); }, why);
    if (!pool_->server) return;
    WorkerProfile p;
    p.group = "fork-server";
    p.load_ms = pool_->server->load_ms();
    p.spawn_to_hello_ms = pool_->server->ready_ms();
    p.wall_ms = p.spawn_to_hello_ms;  // what it cost this run: its loading (it forks in milliseconds after)
    result_.profile.push_back(p);
    if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kWorkerReady, p));
  }

  // The fused backends whose meta kernels a call site on `device` is judged by.
  std::vector<Backend> meta_backends(const std::string& device) const {
    std::vector<Backend> all = device.starts_with("cuda")
                                   ? std::vector<Backend>(std::begin(kCudaOnlyBackends), std::end(kCudaOnlyBackends))
                                   : std::vector<Backend>{Backend::kFlashCpu};
    if (o_.backends.empty()) return all;
    std::vector<Backend> out;
    for (Backend b : all)
      if (std::find(o_.backends.begin(), o_.backends.end(), b) != o_.backends.end()) out.push_back(b);
    return out;
  }

  void start_metas() {
    std::string script = find_meta_worker(o_);
    std::vector<std::string> pythons = o_.torch_pythons;
    if (pythons.empty()) pythons.push_back(default_torch_python());
    for (size_t p = 0; p < pythons.size(); ++p) {
      MetaEnvironment env;
      env.python = pythons[p];
      result_.metas.push_back(env);
      std::deque<WorkerTask> tasks;
      int id = static_cast<int>((p + 1) * 1000000);
      for (const auto& site : rec_.call_sites) {
        if (!wanted(site.id)) continue;
        for (Backend b : meta_backends(call_site_device(site))) tasks.push_back({id++, site.id, b, false, true});
        // the trace-time choice: asked of the user's torch on the CPU; the CUDA chooser needs the GPU, and the
        // replay worker's priority task asks it there
        if (!call_site_device(site).starts_with("cuda")) tasks.push_back({id++, site.id, Backend::kMath, true, true});
      }
      for (const auto& t : ops_.fakes(p, id)) tasks.push_back(t);  // the op calls' fakes, in the same request
      for (const auto& t : tasks) meta_tasks_.push_back(t);
      if (script.empty()) {
        result_.metas[p].error = "the meta worker (stridecheck-meta.py) was not found beside stridecheck";
        continue;
      }
      try {
        auto w = start_meta_worker(pythons[p], script);
        w->meta = static_cast<int>(p);
        w->tasks = std::move(tasks);
        w->profile.group = "meta";
        workers_.push_back(std::move(w));
      } catch (const std::exception& e) {
        result_.metas[p].error = e.what();
      }
    }
  }

  // A meta worker under `python`: a warm one of `stridecheck serve` when one waits, else a new one (which, for the
  // server, imports torch and what its SDPA metas import at once, so that its first cold-cache answer is quick).
  std::unique_ptr<Worker> start_meta_worker(const std::string& python, const std::string& script) {
    const std::string key = "meta " + python;
    if (auto w = take_warm(key, "meta")) return w;
    auto w = warm_pool() ? spawn({python, script}, nullptr, {"STRIDECHECK_META_PRELOAD=1"}) : spawn({python, script});
    w->key = key;
    return w;
  }

  bool wanted(const std::string& id) const {
    return o_.only_sites.empty() || std::find(o_.only_sites.begin(), o_.only_sites.end(), id) != o_.only_sites.end();
  }

  // A worker's tasks by name, for the profile: "flash+efficient", "cudnn+priority", "shared" for every backend.
  static std::string group_name(const std::deque<WorkerTask>& tasks) {
    std::vector<std::string> names;
    for (const auto& t : tasks) {
      std::string n = t.op ? "ops" : t.priority ? "priority" : std::string(backend_name(t.backend));
      if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
    return names.size() > 2 ? std::string("shared") : join(names, "+");
  }

  bool warm_pool() const { return pool_ && pool_->keep_warm; }

  // A worker with nothing left to do for this replay: it exited, or (a warm worker) said done and waits.
  bool finished(const Worker& w) const { return w.exited || (warm_pool() && w.done); }

  size_t active() const {
    size_t n = 0;
    for (const auto& w : workers_)
      if (!finished(*w)) ++n;
    return n;
  }

  // The replay workers running (not the Python ones: the meta workers and the Python kernel worker run beside them).
  size_t active_kernel_workers() const {
    size_t n = 0;
    for (const auto& w : workers_)
      if (!finished(*w) && w->meta < 0 && !w->python_kernels) ++n;
    return n;
  }

  // Timed runs side by side (--repeat, no -j): every worker runs its untimed work (inputs, layouts, first
  // calls) at once, and times on the device only when it has it to itself: a worker asks ("timing") and is
  // given its turn ("go") when no other is timing or running kernels; it says when it is done ("timed").
  bool turns() const { return o_.repeat > 0 && o_.jobs == 0; }

  static bool running_kernels(const Worker& w) {
    return w.meta < 0 && w.sent && !w.waiting_turn && !w.done && !w.exited;
  }

  void give_turn() {
    if (!turns()) return;
    for (const auto& w : workers_)
      if (running_kernels(*w)) return;  // a worker timing, or running untimed kernels: wait
    for (const auto& w : workers_)
      if (w->waiting_turn && !w->exited) {
        w->waiting_turn = false;
        w->started = Clock::now();  // its task's clock: the wait for the device is not counted
        if (w->in >= 0) write_all(w->in, "go\n");
        return;
      }
  }

  // The meta workers start their work while a kernel worker or the fork server is awaited.
  void pump_metas() {
    for (auto& m : workers_)
      if (m->meta >= 0 && !m->exited) {
        pump_worker(*m);
        if (m->hello && !m->sent && m->in >= 0) start(*m);
      }
  }

  void wait_hello(Worker& w) {
    while (!w.hello && !w.exited) {
      poll_once(std::chrono::milliseconds(20), &w);
      pump_worker(w);
      pump_metas();
      if (!w.hello && Clock::now() - w.spawned > std::chrono::seconds(120)) {
        ::kill(w.pid, SIGKILL);
        reap(w);
        throw MissingBackendError("stridecheck-worker did not start within 120 s: " + last_lines(w.err_tail, 3));
      }
    }
    if (!w.hello)
      throw MissingBackendError("stridecheck-worker failed to start (crashed: " + describe_exit(w.status) +
                                "): " + last_lines(w.err_tail, 5));
  }

  bool recording_wants_cuda() const {
    if (o_.device != "auto") return o_.device.starts_with("cuda");
    return recorded_on_cuda();
  }

  // Whether a call site (or, with `op_calls`, an op call) this run replays was recorded on CUDA (a CPU site among
  // CUDA ones, check's CPU group, replays on the CPU).
  bool recorded_on_cuda(bool op_calls = true) const {
    return (op_calls && ops_.on_cuda()) ||
           std::any_of(rec_.call_sites.begin(), rec_.call_sites.end(),
                       [this](const CallSite& c) { return wanted(c.id) && call_site_device(c).starts_with("cuda"); });
  }

  // The worker for `group`: among the started ones (spares_), one that ran `group` last in `stridecheck serve`, else
  // an idle warm one that did, else the first started (the first to have said hello), else a new one.
  std::unique_ptr<Worker> take_worker(const std::string& group) {
    auto ran_it = [&](const std::unique_ptr<Worker>& w) { return w->last_group == group; };
    auto it = std::find_if(spares_.begin(), spares_.end(), ran_it);
    if (it == spares_.end()) {
      auto warm = take_warm(kernel_key(), group);  // one that ran `group` if any waits, else another
      if (warm && ran_it(warm)) return warm;
      if (warm) spares_.push_back(std::move(warm));
      it = spares_.begin();
    }
    if (it == spares_.end()) return start_worker(group);
    auto w = std::move(*it);
    spares_.erase(it);
    return w;
  }

  // A CUDA device index this machine does not have (--device cuda:N, or the GPU CTest gave the test) is refused,
  // never replaced by another device.
  void refuse_missing_device_index() const {
    if (!device_ || !device_->starts_with("cuda:") || !result_.environment.cuda_available) return;
    auto index = parse_int64(device_->substr(5));
    const int count = result_.environment.cuda_devices;
    if (index && *index >= 0 && *index < count) return;
    std::string asked = *device_ + (o_.device.starts_with("cuda:") ? std::string(" (--device)")
                                                                   : " (the GPU CTest's resource allocation gave this "
                                                                     "test: CTEST_RESOURCE_GROUP_*_GPUS)");
    throw MissingBackendError(asked + ": this machine has " + std::to_string(count) + " CUDA device" +
                              (count == 1 ? "" : "s") + " (cuda:0" +
                              (count > 1 ? " to cuda:" + std::to_string(count - 1) : "") + ")");
  }

  void drop_spares() { spares_.clear(); }  // each Worker kills and reaps its process

  ReplayDevice resolve_device() {
    std::string d = o_.device;
    if (d == "auto") {
      bool wants_cuda = recording_wants_cuda();
      if (wants_cuda && result_.environment.cuda_available) return default_cuda();
      if (wants_cuda) return std::nullopt;
      return "cpu";
    }
    if (d == "cuda") d = default_cuda();
    return d;
  }

  void plan(const std::vector<Backend>& backends) {
    int id = 0;
    std::map<std::string, std::string> first_with;  // replay identity -> the call site that replays it
    for (const auto& site : rec_.call_sites) {
      if (!wanted(site.id)) continue;
      if (!o_.every_site) {  // the same call as an earlier site's (another layer, another graph): runs once
        auto [it, added] = first_with.emplace(replay_identity(site), site.id);
        if (!added) {
          replayed_with_[site.id] = it->second;
          continue;
        }
      }
      // A CUDA call site on a machine without CUDA runs no kernel: a CPU kernel does not judge a CUDA graph (its
      // metas still run, and --device cpu replays it on the CPU backends, as information)
      if (!device_ && call_site_device(site).starts_with("cuda")) continue;
      for (Backend b : backends) tasks_.push_back({id++, site.id, b, false});
      tasks_.push_back({id++, site.id, Backend::kMath, true});
    }
    // the op calls: aten kernels in these workers, custom ones in the Python kernel worker (started now)
    std::vector<WorkerTask> aten;
    std::deque<WorkerTask> custom;
    ops_.plan_kernels(device_, id, aten, custom);
    tasks_.insert(tasks_.end(), aten.begin(), aten.end());
    python_kernel_tasks_ = custom.size();
    if (!custom.empty()) start_python_kernels(std::move(custom));
  }

  // The Python kernel worker: custom ops' kernels, under the first torch Python with the user's modules (--import);
  // a warm one of `stridecheck serve` when one of its kind waits.
  void start_python_kernels(std::deque<WorkerTask> tasks) {
    const std::string python = o_.torch_pythons.empty() ? default_torch_python() : o_.torch_pythons.front();
    const std::string script = find_meta_worker(o_);
    std::unique_ptr<Worker> w;
    try {
      if (script.empty()) throw MissingBackendError("stridecheck-meta.py was not found beside stridecheck");
      const std::string key =
          "python-kernels " + python + " " + device_.value_or("cpu") + " " + imports_signature(o_.imports);
      w = take_warm(key, "python-kernels");
      if (!w) w = spawn({python, script});
      w->key = key;
    } catch (const std::exception& e) {
      for (const auto& t : tasks)
        fail_task(t, RunStatus::kUnavailable, std::string("the Python kernel worker did not start: ") + e.what());
      return;
    }
    w->python_kernels = true;
    w->profile.group = "python-kernels";
    w->tasks = std::move(tasks);
    workers_.push_back(std::move(w));
  }

  void start(Worker& w) {
    if (w.meta >= 0 || w.python_kernels) {
      std::string text;
      try {
        text = encode_meta_request(sites_of(w.tasks), {w.tasks.begin(), w.tasks.end()}, o_.priority,
                                   meta_cache_folder(o_.meta_cache), ops_.python_ops(w.python_kernels, device_));
      } catch (const std::exception& e) {
        for (const auto& t : w.tasks) fail_task(t, RunStatus::kError, e.what());
        w.tasks.clear();
      }
      w.profile.sent_at_ms = since_start();
      send_request(w, text, warm_pool());
      return;
    }
    WorkerRequest r;
    r.device = device_;
    r.seed = o_.seed;
    r.repeat = o_.repeat;
    r.warmup = o_.warmup;
    r.values = o_.values;
    r.max_memory = o_.max_memory;
    r.turns = turns();
    r.warm = warm_pool();
    r.priority = o_.priority;
    r.limits = o_.limits;
    // the workers' groups mostly hold the same call sites (every backend of each): written once for all of them
    Recording subset = sites_of(w.tasks);
    std::vector<std::string> ids;
    for (const auto& c : subset.call_sites) ids.push_back(c.id);
    for (const auto& c : subset.op_calls) ids.push_back(c.id);
    auto [it, added] = fixtures_.try_emplace(std::move(ids));
    if (added) it->second = write_fixture(subset);
    r.fixture = it->second;
    r.tasks.assign(w.tasks.begin(), w.tasks.end());
    w.profile.sent_at_ms = since_start();
    send_request(w, encode_request(r), turns() || warm_pool());
    if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kWorkerReady, w.profile));
  }

  // The call sites of `tasks`, in the order the tasks name them.
  Recording sites_of(const std::deque<WorkerTask>& tasks) const {
    Recording subset;
    std::set<std::string> seen;
    for (const auto& t : tasks)
      if (seen.insert(t.site).second) {
        if (const CallSite* c = rec_.find(t.site)) subset.call_sites.push_back(*c);
        if (const OpCall* c = t.op ? rec_.find_op(t.site) : nullptr) subset.op_calls.push_back(*c);
      }
    return subset;
  }

  double since_start() const { return std::chrono::duration<double, std::milli>(Clock::now() - t0_).count(); }

  // Waits until a worker has output (`also`: one not among workers_ yet), or `timeout`.
  void poll_once(std::chrono::milliseconds timeout, const Worker* also = nullptr) {
    std::vector<pollfd> fds;
    auto add = [&](const Worker& w) {
      if (w.exited) return;
      if (w.out >= 0) fds.push_back({w.out, POLLIN, 0});
      if (w.err >= 0) fds.push_back({w.err, POLLIN, 0});
    };
    for (const auto& w : workers_) add(*w);
    if (also) add(*also);
    ::poll(fds.data(), fds.size(), static_cast<int>(timeout.count()));
  }

  void pump() {
    poll_once(std::chrono::milliseconds(100));
    if (o_.heartbeat && Clock::now() - last_beat_ > std::chrono::seconds(1)) {
      o_.heartbeat();
      last_beat_ = Clock::now();
    }
    for (size_t i = 0; i < workers_.size(); ++i) {
      Worker& w = *workers_[i];
      if (w.exited) continue;
      pump_worker(w);
      if (w.hello && !w.sent && w.in >= 0) start(w);
      if (!w.hello && !w.exited && Clock::now() - w.spawned > std::chrono::seconds(120)) {
        ::kill(w.pid, SIGKILL);
        reap(w);
        for (const auto& t : w.tasks) fail_task(t, RunStatus::kTimeout, "the worker did not start within 120 s");
        w.tasks.clear();
      }
      // a task that runs too long: kill the worker, report the task, go on with the rest
      double limit = w.meta >= 0 ? std::max(o_.timeout_s, 120.0) : o_.timeout_s;
      if (w.python_kernels && !w.current && !w.exited && w.sent && w.profile.first_task_at_ms == 0 &&
          since_start() - w.profile.sent_at_ms > 120000) {  // the user's modules still importing after 120 s
        ::kill(w.pid, SIGKILL);
        reap(w);
        for (const auto& t : w.tasks) fail_task(t, RunStatus::kTimeout, "importing --import's modules took over 120 s");
        w.tasks.clear();
      }
      if (w.current && !w.exited && !w.waiting_turn &&
          Clock::now() - w.started > std::chrono::duration<double>(limit)) {
        ::kill(w.pid, SIGKILL);
        reap(w);
        fail_task(*w.current, RunStatus::kTimeout, "timed out after " + std::to_string(static_cast<int>(limit)) + " s");
        w.current.reset();
        respawn_rest(w);
      }
    }
    give_turn();
  }

  void pump_worker(Worker& w) {
    char buf[65536];
    for (int fd : {w.out, w.err}) {
      if (fd < 0) continue;
      while (true) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n > 0) {
          if (fd == w.out) {
            w.out_buf.append(buf, static_cast<size_t>(n));
          } else {
            w.err_tail.append(buf, static_cast<size_t>(n));
            if (w.err_tail.size() > 16384) w.err_tail.erase(0, w.err_tail.size() - 16384);
          }
          continue;
        }
        if (n == 0) {  // EOF
          ::close(fd);
          if (fd == w.out)
            w.out = -1;
          else
            w.err = -1;
        }
        break;
      }
    }
    size_t nl;
    while ((nl = w.out_buf.find('\n')) != std::string::npos) {
      std::string line = w.out_buf.substr(0, nl);
      w.out_buf.erase(0, nl + 1);
      try {
        event(w, line);
      } catch (const std::exception& e) {
        // a line that parses but is not the protocol (a field missing or of another type): the worker is
        // broken; it is ended, and its task reported with the reason, as a crash would be
        w.killed_for = "the worker broke the protocol (" + std::string(e.what()) + "): " + line.substr(0, 120);
        ::kill(w.pid, SIGKILL);
      }
    }
    if (w.out < 0 && !w.exited) {
      reap(w);
      if (w.current) {
        std::string why = describe_exit(w.status);
        std::string tail = last_lines(w.err_tail, 3);
        fail_task(*w.current, RunStatus::kCrashed,
                  !w.killed_for.empty() ? w.killed_for : why + (tail.empty() ? "" : ": " + tail));
        w.current.reset();
        respawn_rest(w);
      } else if (w.meta >= 0 && (!w.hello || !result_.metas[static_cast<size_t>(w.meta)].error.empty())) {
        MetaEnvironment& m = result_.metas[static_cast<size_t>(w.meta)];
        if (m.error.empty())
          m.error = "the meta worker exited before it started (" + describe_exit(w.status) +
                    "): " + last_lines(w.err_tail, 3);
        w.tasks.clear();  // no metas from this Python: MetaEnvironment::error says why
      } else if (w.python_kernels && !w.hello) {
        for (const auto& t : w.tasks)
          fail_task(t, RunStatus::kUnavailable,
                    "the Python kernel worker exited before it started (" + describe_exit(w.status) +
                        "): " + last_lines(w.err_tail, 3));
        w.tasks.clear();
      } else if (!w.broken.empty() && !w.tasks.empty()) {
        respawn_rest(w);
      } else if (!w.done && w.hello && !w.tasks.empty()) {
        std::string why = describe_exit(w.status);
        for (const auto& t : w.tasks) fail_task(t, RunStatus::kCrashed, why + " before the task started");
        w.tasks.clear();
      }
    }
  }

  void event(Worker& w, const std::string& line) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return;  // not a protocol line: ignore
    std::string ev = j.value("event", "");
    if (ev == "hello") {
      w.hello = true;
      w.hello_line = line;
      if (w.python_kernels) {
        w.profile.spawn_to_hello_ms = std::chrono::duration<double, std::milli>(Clock::now() - w.spawned).count();
        return;
      }
      if (w.meta >= 0) {
        MetaEnvironment& m = result_.metas[static_cast<size_t>(w.meta)];
        m.torch = j.at("environment").value("torch", "");
        w.profile.spawn_to_hello_ms = std::chrono::duration<double, std::milli>(Clock::now() - w.spawned).count();
        if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kMetasReady, w.profile, &m));
        return;
      }
      w.environment = environment_from_json(j.at("environment"));
      if (j.contains("profile")) {
        w.profile.load_ms = j["profile"].value("load_ms", 0.0);
        w.profile.context_ms = j["profile"].value("context_ms", 0.0);
        w.profile.context_wait_ms = j["profile"].value("context_wait_ms", 0.0);
        w.profile.cuda_init_ms = j["profile"].value("cuda_init_ms", 0.0);
      }
      w.profile.spawn_to_hello_ms = std::chrono::duration<double, std::milli>(Clock::now() - w.spawned).count();
    } else if (ev == "begin") {
      int id = j.at("task").get<int>();
      while (!w.tasks.empty() && w.tasks.front().id != id) w.tasks.pop_front();
      if (!w.tasks.empty()) {
        w.current = w.tasks.front();
        w.tasks.pop_front();
      }
      w.started = Clock::now();
      if (w.profile.first_task_at_ms == 0) w.profile.first_task_at_ms = since_start();
    } else if (ev == "result" && j.contains("op_runs")) {  // an op call's kernel or fake
      int id = j.at("task").get<int>();
      auto runs = j.at("op_runs").get<std::vector<OpRun>>();
      for (const auto& r : runs) {
        if (w.meta >= 0 && !r.cached) result_.metas[static_cast<size_t>(w.meta)].imported_torch = true;
        w.profile.tasks_ms += r.elapsed_ms;
      }
      if (o_.on_event && w.current && w.current->id == id) {
        ReplayEvent e = make_event(w.meta >= 0 ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {},
                                   nullptr, w.current->site, {}, 1);
        e.op_runs = runs;
        o_.on_event(e);
      }
      ops_.add(id, std::move(runs));
      if (w.current && w.current->id == id) w.current.reset();
      report_progress();
    } else if (ev == "result") {
      int id = j.at("task").get<int>();
      std::vector<BackendRun> runs;
      for (const auto& r : j.at("runs")) {
        runs.push_back(run_from_json(r));
        if (w.meta >= 0 && !runs.back().cached) result_.metas[static_cast<size_t>(w.meta)].imported_torch = true;
        w.profile.tasks_ms += runs.back().elapsed_ms;
        w.profile.setup_ms += runs.back().setup_ms;
      }
      if (o_.on_event && w.current && w.current->id == id)
        o_.on_event(make_event(w.meta >= 0 ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {}, nullptr,
                               w.current->site, runs, 1));
      results_[id] = std::move(runs);
      if (w.current && w.current->id == id) w.current.reset();
      report_progress();
    } else if (ev == "timing") {
      if (turns()) w.waiting_turn = true;  // else its stdin is closed: it goes on at once
    } else if (ev == "timed") {            // the device is free again: give_turn (after every pump) sees it
    } else if (ev == "done") {
      w.done = true;
      w.profile.done_at_ms = since_start();
      if (w.in >= 0 && !warm_pool()) {  // no more turns to hand it (a warm worker waits for the next request)
        ::close(w.in);
        w.in = -1;
      }
    } else if (ev == "broken") {
      w.broken = j.value("message", std::string("the CUDA context is broken"));
    } else if (ev == "error") {
      if (w.meta >= 0)
        result_.metas[static_cast<size_t>(w.meta)].error = j.value("message", std::string());
      else
        result_.notes.push_back("worker: " + j.value("message", std::string()));
    }
  }

  void reap(Worker& w) {
    if (w.exited) return;
    ::waitpid(w.pid, &w.status, 0);
    w.exited = true;
    w.profile.wall_ms = std::chrono::duration<double, std::milli>(Clock::now() - w.spawned).count();
    if (w.profile.group.empty()) {
      w.profile.group = "shared";
      if (!w.tasks.empty() || w.current)
        w.profile.group = w.current ? std::string(backend_name(w.current->backend))
                                    : std::string(backend_name(w.tasks.front().backend));
    }
    if (w.meta >= 0) result_.metas[static_cast<size_t>(w.meta)].wall_ms = w.profile.wall_ms;
    result_.profile.push_back(w.profile);
    if (o_.on_event)
      o_.on_event(make_event(ReplayEvent::Kind::kWorkerDone, w.profile,
                             w.meta >= 0 ? &result_.metas[static_cast<size_t>(w.meta)] : nullptr));
    w.close_fds();
  }

  void respawn_rest(Worker& w) {
    if (w.tasks.empty()) return;
    if (w.python_kernels) {
      std::deque<WorkerTask> rest = std::move(w.tasks);
      w.tasks.clear();
      start_python_kernels(std::move(rest));
      return;
    }
    if (w.meta >= 0) {
      auto fresh = start_meta_worker(result_.metas[static_cast<size_t>(w.meta)].python, find_meta_worker(o_));
      fresh->meta = w.meta;
      fresh->profile.group = "meta";
      fresh->tasks = std::move(w.tasks);
      w.tasks.clear();
      workers_.push_back(std::move(fresh));
      return;
    }
    auto fresh = start_worker();
    fresh->tasks = std::move(w.tasks);
    w.tasks.clear();
    workers_.push_back(std::move(fresh));
  }

  void fail_task(const WorkerTask& t, RunStatus status, const std::string& reason) {
    if (t.op) {
      ReplayEvent e =
          make_event(t.meta ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {}, nullptr, t.site, {}, 1);
      e.op_runs = {ops_.fail(t, status, reason)};
      if (o_.on_event) o_.on_event(e);
      report_progress();
      return;
    }
    std::vector<BackendRun> runs;
    if (t.meta) {
      BackendRun r;
      r.backend = t.backend;
      r.mode = t.priority ? RunMode::kMetaChoice : RunMode::kMeta;
      r.status = status;
      r.reason = reason;
      if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kMetaDone, {}, nullptr, t.site, {r}, 1));
      results_[t.id] = {r};
      report_progress();
      return;
    }
    for (RunMode mode : {RunMode::kOp, RunMode::kSdpa}) {
      if (t.priority && mode == RunMode::kOp) continue;
      BackendRun r;
      r.backend = t.backend;
      r.mode = t.priority ? RunMode::kPriority : mode;
      r.status = status;
      r.reason = reason;
      runs.push_back(r);
    }
    if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kRunDone, {}, nullptr, t.site, runs, 1));
    results_[t.id] = runs;
    report_progress();
  }

  // The runs are planned (kernels and metas): progress may be reported from now on, its total fixed.
  void planned() {
    planned_ = true;
    if (o_.on_event) o_.on_event(make_event(ReplayEvent::Kind::kPlanned));
    report_progress();
  }

  void report_progress() {
    if (o_.progress && planned_) o_.progress(runs_done(), runs_planned());
  }

  // A ReplayEvent of now (`more`: the runs about to be counted with it).
  ReplayEvent make_event(ReplayEvent::Kind kind, const WorkerProfile& profile = {},
                         const MetaEnvironment* meta = nullptr, const std::string& site = "",
                         const std::vector<BackendRun>& runs = {}, size_t more = 0) const {
    ReplayEvent e{kind, since_start(), site, runs, profile, meta ? *meta : MetaEnvironment{}, runs_done() + more, 0,
                  {}};
    if (planned_) e.total = runs_planned();
    return e;
  }

  // Runs back (or failed) and runs scheduled: the call sites' kernels and metas, the op calls' kernels and fakes.
  size_t runs_done() const { return results_.size() + ops_.done(); }
  size_t runs_planned() const { return tasks_.size() + meta_tasks_.size() + python_kernel_tasks_; }

  void assemble() {
    std::map<std::string, size_t> index;
    for (const auto& site : rec_.call_sites) {
      if (!wanted(site.id)) continue;
      index[site.id] = result_.sites.size();
      result_.sites.push_back({site.id, device_.value_or("cpu"), {}, {}, ""});
    }
    for (const auto& t : tasks_) {
      if (t.op) continue;  // OpTasks::assemble
      auto it = results_.find(t.id);
      SiteReplay& s = result_.sites[index[t.site]];
      if (it == results_.end()) {
        BackendRun r;
        r.backend = t.backend;
        r.mode = t.priority ? RunMode::kPriority : RunMode::kOp;
        r.status = RunStatus::kError;
        r.reason = "no result came back from the worker";
        s.runs.push_back(r);
        continue;
      }
      for (auto& r : it->second) s.runs.push_back(std::move(r));
    }
    // a site that repeats an earlier one's call reports that one's kernel runs (its metas are its own, below)
    for (const auto& [site, with] : replayed_with_) {
      SiteReplay& s = result_.sites[index[site]];
      s.runs = result_.sites[index[with]].runs;
      s.replayed_with = with;
    }
    if (!replayed_with_.empty())
      result_.notes.push_back(std::to_string(replayed_with_.size()) + " of " + std::to_string(index.size()) +
                              " call sites repeat an earlier one's op, layouts and arguments: their kernels ran "
                              "once, and each reports that run (--every-site replays each)");
    for (const auto& t : meta_tasks_) {
      auto it = t.op ? results_.end() : results_.find(t.id);
      if (it == results_.end()) continue;  // its worker never started: MetaEnvironment::error says why
      SiteReplay& s = result_.sites[index[t.site]];
      const MetaEnvironment& env = result_.metas[static_cast<size_t>(t.id / 1000000 - 1)];
      for (auto& r : it->second) {
        if (r.torch.empty()) r.torch = env.torch;
        s.runs.push_back(std::move(r));
      }
    }
    result_.ops = ops_.assemble(result_.metas);
    for (auto& n : ops_.notes()) result_.notes.push_back(std::move(n));
  }

  const Recording& rec_;
  const ReplayOptions& o_;
  Clock::time_point t0_;  ///< the replay began
  std::string path_;
  ReplayDevice device_;  ///< resolved in run(): nullopt for a CUDA recording on a machine without CUDA
  std::vector<WorkerTask> tasks_;
  std::vector<WorkerTask> meta_tasks_;
  OpTasks ops_;                     ///< the op calls': their tasks (among tasks_ and meta_tasks_ too) and results
  size_t python_kernel_tasks_ = 0;  ///< of which the Python kernel worker's
  std::vector<std::unique_ptr<Worker>> workers_;
  std::shared_ptr<ReplayPool> pool_;            ///< its fork server forks the kernel workers
  bool cuda_start_ = false;                     ///< the workers start for a CUDA device (a GPU is here)
  Clock::time_point last_beat_ = Clock::now();  ///< the last heartbeat (ReplayOptions::heartbeat)
  bool planned_ = false;                        ///< tasks_ and meta_tasks_ are complete: progress may be told
  WorkerStartMode start_ = WorkerStartMode::kFork;
  std::vector<std::unique_ptr<Worker>> spares_;  ///< started early, waiting for a group
  std::map<int, std::vector<BackendRun>> results_;
  std::map<std::string, std::string> replayed_with_;          ///< a call site -> the earlier one whose runs it reports
  std::map<std::vector<std::string>, std::string> fixtures_;  ///< call site ids -> their fixture JSON (requests)
  ReplayResult result_;
};

}  // namespace

ReplayResult replay(const Recording& recording, const ReplayOptions& options) {
  if (recording.call_sites.empty() && recording.op_calls.empty())
    throw InputError(recording.inputs.empty() ? std::string("input") : recording.inputs.front(), 0,
                     "nothing to replay: no SDPA call site and no asserted op call were recorded" +
                         (recording.notes.empty() ? std::string() : " (" + recording.notes.front() + ")"));
  std::string note;
  if (options.use_server) {
    ReplayOptions sent = options;  // what depends on this process's environment, resolved here
    std::string cache = meta_cache_folder(options.meta_cache);
    sent.meta_cache = cache.empty() ? "off" : cache;
    if (auto served = replay_on_server(recording, sent, note)) {
      served->server = server_socket_path();
      return std::move(*served);
    }
  }
  ReplayResult result = Runner(recording, options).run();
  result.server_note = note;
  return result;
}

}  // namespace stridecheck
