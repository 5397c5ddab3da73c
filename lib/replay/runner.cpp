#include "replay/runner.h"

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>

#include "core/error.h"
#include "core/text.h"
#include "recording/fixture_writer.h"
#include "recording/sdpa_ops.h"
#include "replay/device.h"
#include "replay/op_tasks.h"
#include "replay/plan.h"
#include "replay/pool.h"
#include "replay/protocol.h"
#include "replay/pump.h"
#include "replay/results.h"
#include "replay/worker_process.h"

namespace stridecheck {

namespace {

using namespace replay_detail;

class Runner {
 public:
  Runner(const Recording& rec, const ReplayOptions& o)
      : o_(o),
        plan_(rec, o),
        results_(rec, o, plan_),
        pool_(o, [this](Worker& w, const std::string& hello) { pump_.on_line(w, hello); }),
        pump_(o, results_, plan_.ops(), pool_.keeps_warm(),
              {[this](Worker& w) { send(w); }, [this](Worker& w) { respawn_rest(w); }}) {}

  ReplayResult run() {
    results_.begin();
    ::signal(SIGPIPE, SIG_IGN);
    // The meta workers (Python: importing torch is most of their time) start first, so that everything
    // else happens while they load.
    if (o_.what.metas) start_metas();
    if (o_.what.kernels) {
      run_kernels();
    } else {
      device_ = wants_cuda(o_.what.device, plan_.recorded_on_cuda()) ? Device::cuda(o_.what.cuda_index) : Device::cpu();
    }
    if (!results_.is_planned()) results_.planned();  // metas only, or no kernel could run here
    while (pump_.active() > 0) pump_.pump();
    // Every worker has said done (or ended): the clean ones wait in the pool for a later replay, the rest end with
    // the runner, killed without waiting for their teardown.
    pool_.keep_warm(pump_.workers());
    pool_.drop_spares();
    ReplayResult result = results_.assemble(device_);
    result.wall_seconds = std::chrono::duration<double>(Clock::now() - results_.started()).count();
    return result;
  }

 private:
  ReplayResult& result() { return results_.result(); }

  void run_kernels() {
    const bool wants = wants_cuda(o_.what.device, plan_.recorded_on_cuda());
    pool_.prepare_kernels(wants, cuda_device(o_.what.device, o_.what.cuda_index));
    start_fork_server();
    const auto known = pool_.known_environment();
    if (known && !known->cuda_available && o_.what.skip_without_device && !o_.what.device &&
        wants) {  // an earlier replay of this command found no CUDA device: none to start
      result().environment = *known;
      skip_for_missing_device();
      return;
    }
    // The first worker says what libtorch and device it sees; the plan depends on it.
    auto first = start_first_workers();
    pump_.wait_hello(*first);
    result().environment = first->environment;
    pool_.learn_environment(first->environment);
    // (a throw below leaves the workers to their destructors, which kill and reap them)
    device_ = resolve_device(o_.what.device, o_.what.cuda_index, plan_.recorded_on_cuda(),
                             result().environment.cuda_available);
    refuse_missing_device(o_.what.device, device_, result().environment);
    if (!device_ && o_.what.skip_without_device) {
      pool_.add_spare(std::move(first));  // unused: kept warm by `stridecheck serve`, else ended with the spares
      skip_for_missing_device();
      return;
    }
    std::vector<Backend> backends =
        o_.what.backends.empty() ? device_backends(device_.value_or(Device::cpu())) : o_.what.backends;
    std::deque<WorkerTask> custom = plan_.plan_kernels(backends, device_);
    if (!custom.empty()) start_python_kernels(std::move(custom));
    results_.planned();
    note_left_out(backends);
    if (plan_.tasks().empty() && !device_) {  // only CUDA call sites, and no CUDA here: nothing judges their kernels
      pool_.add_spare(std::move(first));
      skip_for_missing_device();
      return;
    }
    if (!device_)
      result().notes.push_back(
          "its CUDA call sites ran no kernels: this machine has no CUDA device (their metas are judged); the CPU "
          "call sites were replayed on the CPU");
    run_groups(std::move(first));
  }

  // The first kernel worker, and when the recording is from CUDA and the backends will run side by side, the
  // others too, so that their CUDA initialisations overlap instead of following each other. With timing (--repeat)
  // the workers still start side by side; only their requests wait, one worker's timed kernels at a time (turns).
  std::unique_ptr<Worker> start_first_workers() {
    auto first = pool_.kernel_worker();
    const int jobs = o_.how.jobs;
    if ((jobs == 0 || jobs > 1) && pool_.cuda_start()) {
      const std::vector<Backend>& chosen = o_.what.backends;
      size_t expected = cuda_groups(chosen.empty() ? device_backends(Device::cuda()) : chosen, o_.how.isolation).size();
      for (size_t i = 1; i < expected && (jobs == 0 || static_cast<int>(i) < jobs); ++i)
        pool_.add_spare(pool_.kernel_worker());
    }
    return first;
  }

  // The groups of tasks, one worker each, at most -j at a time. The first worker is one of those the groups are
  // given to: a warm one takes the group it ran last (its libraries are initialised), else the first group (it has
  // said hello; the others may still be starting).
  void run_groups(std::unique_ptr<Worker> first) {
    std::vector<std::deque<WorkerTask>> groups =
        group_tasks(plan_.tasks(), o_.how.isolation, device_ && device_->is_cuda());
    int jobs = o_.how.jobs > 0 ? o_.how.jobs : static_cast<int>(groups.size());
    std::deque<std::deque<WorkerTask>> waiting(groups.begin(), groups.end());
    pool_.add_spare(std::move(first), /*first=*/true);
    while (true) {
      while (static_cast<int>(pump_.active_kernel_workers()) < jobs && !waiting.empty()) {
        auto w = pool_.take_for_group(group_name(waiting.front()));
        w->tasks = std::move(waiting.front());
        waiting.pop_front();
        w->profile.group = group_name(w->tasks);
        if (w->hello && !w->sent && w->in >= 0) send(*w);
        pump_.add(std::move(w));
      }
      if (pump_.active_kernel_workers() == 0) break;
      pump_.pump();
    }
  }

  // libtorch loaded once for the run's workers, when they are forked (worker_start).
  void start_fork_server() {
    if (auto p = pool_.start_fork_server([this] { pump_.pump_metas(); })) {
      result().profile.push_back(*p);
      results_.tell(results_.event(ReplayEvent::Kind::kWorkerReady, *p));
    }
  }

  void start_metas() {
    std::string script = find_meta_worker(o_);
    std::vector<std::string> pythons = o_.what.torch_pythons;
    if (pythons.empty()) pythons.push_back(default_torch_python());
    for (size_t p = 0; p < pythons.size(); ++p) {
      MetaEnvironment env;
      env.python = pythons[p];
      result().metas.push_back(env);
      std::deque<WorkerTask> tasks = plan_.plan_metas(p);
      if (script.empty()) {
        result().metas[p].error = "the meta worker (stridecheck-meta.py) was not found beside stridecheck";
        continue;
      }
      try {
        auto w = pool_.meta_worker(pythons[p], script, static_cast<int>(p));
        w->tasks = std::move(tasks);
        w->profile.group = "meta";
        pump_.add(std::move(w));
      } catch (const std::exception& e) {
        result().metas[p].error = e.what();
      }
    }
  }

  // The Python kernel worker: custom ops' kernels, under the first torch Python with the user's modules (--import);
  // a warm one of `stridecheck serve` when one of its kind waits.
  void start_python_kernels(std::deque<WorkerTask> tasks) {
    const std::string python = o_.what.torch_pythons.empty() ? default_torch_python() : o_.what.torch_pythons.front();
    const std::string script = find_meta_worker(o_);
    std::unique_ptr<Worker> w;
    try {
      if (script.empty()) throw MissingBackendError("stridecheck-meta.py was not found beside stridecheck");
      const std::string key = "python-kernels " + absolute_path(python, o_.how.cwd) + " " +
                              device_.value_or(Device::cpu()).str() + " " +
                              imports_signature(o_.what.imports, o_.how.cwd) + " in " + absolute_path(".", o_.how.cwd);
      w = pool_.python_kernel_worker(python, script, key);
    } catch (const std::exception& e) {
      for (const auto& t : tasks)
        results_.fail(t, RunStatus::kUnavailable, std::string("the Python kernel worker did not start: ") + e.what());
      return;
    }
    w->profile.group = "python-kernels";
    w->tasks = std::move(tasks);
    pump_.add(std::move(w));
  }

  // A worker that said hello is sent its request: a Python worker's (metas, fakes, custom kernels), or a kernel
  // worker's.
  void send(Worker& w) {
    if (w.meta >= 0 || w.python_kernels) {
      std::string text;
      try {
        text = encode_meta_request(plan_.sites_of(w.tasks), {w.tasks.begin(), w.tasks.end()}, o_.what.priority,
                                   absolute_path(meta_cache_folder(o_.how.meta_cache), o_.how.cwd),
                                   plan_.ops().python_ops(w.python_kernels, device_));
      } catch (const std::exception& e) {
        for (const auto& t : w.tasks) results_.fail(t, RunStatus::kError, e.what());
        w.tasks.clear();
      }
      w.profile.sent_at_ms = results_.since_start();
      send_request(w, text, pool_.keeps_warm());
      return;
    }
    WorkerRequest r;
    r.device = wire_device(device_);
    r.seed = o_.what.seed;
    r.repeat = o_.what.repeat;
    r.warmup = o_.what.warmup;
    r.values = o_.what.values;
    r.max_memory = o_.what.max_memory;
    r.turns = takes_turns(o_);
    r.warm = pool_.keeps_warm();
    r.priority = o_.what.priority;
    r.limits = o_.what.limits;
    r.fixture = fixture_of(w.tasks);
    r.tasks.assign(w.tasks.begin(), w.tasks.end());
    w.profile.sent_at_ms = results_.since_start();
    send_request(w, encode_request(r), r.turns || r.warm);
    ReplayEvent ready = results_.event(ReplayEvent::Kind::kWorkerReady, w.profile);
    ready.pid = w.pid;
    results_.tell(ready);
  }

  // The call sites of a kernel worker's tasks as fixture JSON: the workers' groups mostly hold the same call sites
  // (every backend of each), written once for all of them.
  const std::string& fixture_of(const std::deque<WorkerTask>& tasks) {
    Recording subset = plan_.sites_of(tasks);
    std::vector<std::string> ids;
    for (const auto& c : subset.call_sites) ids.push_back(c.id);
    for (const auto& c : subset.op_calls) ids.push_back(c.id);
    auto [it, added] = fixtures_.try_emplace(std::move(ids));
    if (added) it->second = write_fixture(subset);
    return it->second;
  }

  // The tasks a worker left (after a crash, a hang, a broken context) go on in a fresh worker of its kind.
  void respawn_rest(Worker& w) {
    if (w.tasks.empty()) return;
    if (w.python_kernels) {
      std::deque<WorkerTask> rest = std::move(w.tasks);
      w.tasks.clear();
      start_python_kernels(std::move(rest));
      return;
    }
    if (w.meta >= 0) {
      auto fresh = pool_.meta_worker(results_.meta(w.meta).python, find_meta_worker(o_), w.meta);
      fresh->profile.group = "meta";
      fresh->tasks = std::move(w.tasks);
      w.tasks.clear();
      pump_.add(std::move(fresh));
      return;
    }
    auto fresh = pool_.kernel_worker();
    fresh->tasks = std::move(w.tasks);
    w.tasks.clear();
    pump_.add(std::move(fresh));
  }

  // What a CPU replay of a CUDA recording, or a priority order on the CPU, leaves out: said, not silent.
  void note_left_out(const std::vector<Backend>& backends) {
    if (!device_ || !device_->is_cpu()) return;
    auto names = [](const std::vector<Backend>& v) {
      std::vector<std::string> out;
      for (Backend b : v) out.emplace_back(backend_name(b));
      return join(out, ", ");
    };
    std::vector<Backend> cuda_only;
    for (Backend b : kCudaOnlyBackends)
      if (std::find(backends.begin(), backends.end(), b) == backends.end()) cuda_only.push_back(b);
    if (plan_.recorded_on_cuda(false) && !cuda_only.empty())
      result().notes.push_back("--device cpu: " + names(cuda_only) + " left out (they run on CUDA only); " +
                               names(backends) + " replayed the CUDA call sites on the CPU instead");
    std::vector<Backend> ignored;
    for (Backend b : o_.what.priority)
      if (backend_is_cuda_only(b)) ignored.push_back(b);
    if (!ignored.empty())
      result().notes.push_back(
          "--priority on the CPU: the dispatcher here chooses only between flash_cpu and math, so " + names(ignored) +
          " in the order " + std::string(ignored.size() == 1 ? "is" : "are") +
          " ignored; the priority row shows what it picked");
  }

  void skip_for_missing_device() {
    result().skipped = true;
    result().notes.clear();
    result().notes.push_back(
        "replay needs a CUDA device for this recording and this machine has none; a CPU kernel does not judge a "
        "CUDA graph");
  }

  const ReplayOptions& o_;
  ReplayPlan plan_;
  Results results_;
  WorkerPool pool_;
  EventPump pump_;
  std::optional<Device> device_;  ///< resolved in run(): nullopt for a CUDA recording on a machine without CUDA
  std::map<std::vector<std::string>, std::string> fixtures_;  ///< call site ids -> their fixture JSON (requests)
};

}  // namespace

void check_replayable(const Recording& recording) {
  if (!recording.call_sites.empty() || !recording.op_calls.empty()) return;
  std::string why = recording.notes.empty() ? std::string() : " (" + recording.notes.front() + ")";
  if (const auto& ops = recording.unasserted_ops; !ops.empty()) {  // the calls there are, none asserted
    std::string named;
    for (size_t k = 0; k < ops.size() && k < 3; ++k) named += (k ? ", " : "") + ops[k];
    if (ops.size() > 3) named += ", and " + std::to_string(ops.size() - 3) + " more";
    why += "; " + std::to_string(ops.size()) + " extern or fallback op call" + (ops.size() > 1 ? "s were" : " was") +
           " read, and no assert checks " + (ops.size() > 1 ? "their outputs: " : "its output: ") + named +
           " (inductor compares no layout of " + (ops.size() > 1 ? "theirs)" : "its)");
  }
  throw InputError(recording.inputs.empty() ? std::string("input") : recording.inputs.front(), 0,
                   "nothing to replay: no SDPA call site and no asserted op call were recorded" + why);
}

ReplayResult replay_here(const Recording& recording, const ReplayOptions& options) {
  check_replayable(recording);
  return Runner(recording, options).run();
}

}  // namespace stridecheck
