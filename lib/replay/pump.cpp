#include "replay/pump.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include "core/error.h"
#include "replay/plan.h"
#include "replay/pool.h"

namespace stridecheck::replay_detail {

namespace {
double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// What a Python worker says it has loaded (its hello, its "done"s: tool/meta_worker.py's Watch), for the pool to tell
// when it is stale (staleness.h). A message without it (a worker of an older build) leaves what was known.
void watch_python(Worker& w, const nlohmann::json& j) {
  if (auto it = j.find("watch"); it != j.end() && it->is_array()) w.watched = it->get<std::vector<WatchedFile>>();
  if (auto it = j.find("imports"); it != j.end() && it->is_array()) w.imports = it->get<std::vector<std::string>>();
  w.import_failed = w.import_failed || j.value("import_failed", false);
}
}  // namespace

EventPump::EventPump(const ReplayOptions& o, Results& results, OpTasks& ops, bool keep_warm, Hooks hooks)
    : o_(o), results_(results), ops_(ops), keep_warm_(keep_warm), hooks_(std::move(hooks)) {}

EventPump::~EventPump() {
  if (o_.how.pool) o_.how.pool->turns.release_all(this);
}

size_t EventPump::active() const {
  return static_cast<size_t>(
      std::count_if(workers_.begin(), workers_.end(), [&](const auto& w) { return !finished(*w); }));
}

size_t EventPump::active_kernel_workers() const {
  return static_cast<size_t>(std::count_if(workers_.begin(), workers_.end(), [&](const auto& w) {
    return !finished(*w) && w->meta < 0 && !w->python_kernels;
  }));
}

// Waits until a worker has output (`also`: one not among workers_ yet), or `timeout`.
void EventPump::poll_once(std::chrono::milliseconds timeout, const Worker* also) {
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

void EventPump::check_cancelled() const {
  if (o_.how.cancelled && o_.how.cancelled()) throw ReplayCancelled("the replay was cancelled");
}

// The workers that said hello and were sent nothing yet get their requests before the loop waits: a warm worker's
// hello is told again as it is taken, and nothing more will come from it until it has its request.
void EventPump::send_waiting() {
  for (size_t i = 0; i < workers_.size(); ++i) {  // (sending may fail a worker's tasks, never add one)
    Worker& w = *workers_[i];
    if (!w.exited && w.hello && !w.sent && w.in >= 0) hooks_.send(w);
  }
}

void EventPump::pump() {
  check_cancelled();
  send_waiting();
  poll_once(std::chrono::milliseconds(waiting_device_ ? 10 : 100));
  if (o_.how.heartbeat && Clock::now() - last_beat_ > std::chrono::seconds(1)) {
    o_.how.heartbeat();
    last_beat_ = Clock::now();
  }
  for (size_t i = 0; i < workers_.size(); ++i) {  // (a worker ended may add a fresh one for its tasks left)
    Worker& w = *workers_[i];
    if (w.exited) continue;
    pump_worker(w);
    if (w.hello && !w.sent && w.in >= 0) hooks_.send(w);
    check_time(w);
  }
  give_turn();
}

void EventPump::pump_metas() {
  check_cancelled();
  for (size_t i = 0; i < workers_.size(); ++i) {
    Worker& m = *workers_[i];
    if (m.meta < 0 || m.exited) continue;
    pump_worker(m);
    if (m.hello && !m.sent && m.in >= 0) hooks_.send(m);
  }
}

void EventPump::wait_hello(Worker& w) {
  while (!w.hello && !w.exited) {
    check_cancelled();
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

// A worker past its time is killed: one that did not start, a Python kernel worker still importing the user's
// modules, a task that runs too long (its worker's other tasks go on in a fresh one).
void EventPump::check_time(Worker& w) {
  if (!w.hello && !w.exited && Clock::now() - w.spawned > std::chrono::seconds(120)) {
    ::kill(w.pid, SIGKILL);
    reap(w);
    for (const auto& t : w.tasks) results_.fail(t, RunStatus::kTimeout, "the worker did not start within 120 s");
    w.tasks.clear();
  }
  double limit = w.meta >= 0 ? std::max(o_.how.timeout_s, 120.0) : o_.how.timeout_s;
  if (w.python_kernels && !w.current && !w.exited && w.sent && w.profile.first_task_at_ms == 0 &&
      results_.since_start() - w.profile.sent_at_ms > 120000) {  // the user's modules still importing after 120 s
    ::kill(w.pid, SIGKILL);
    reap(w);
    for (const auto& t : w.tasks) results_.fail(t, RunStatus::kTimeout, "importing --import's modules took over 120 s");
    w.tasks.clear();
  }
  if (w.current && !w.exited && !w.waiting_turn && Clock::now() - w.started > std::chrono::duration<double>(limit)) {
    ::kill(w.pid, SIGKILL);
    reap(w);
    results_.fail(*w.current, RunStatus::kTimeout, "timed out after " + std::to_string(static_cast<int>(limit)) + " s");
    w.current.reset();
    hooks_.respawn(w);
  }
}

void EventPump::give_turn() {
  if (!takes_turns(o_)) return;
  // Among the replays sharing the pool (the server's commands), a device's timed sections take turns too: this
  // replay holds the device from a worker's "go" to its "timed", and gives it back after (its untimed kernels, like
  // another command's, wait for no one).
  DeviceTurns* shared = o_.how.pool ? &o_.how.pool->turns : nullptr;
  const bool busy =
      std::any_of(workers_.begin(), workers_.end(), [](const auto& x) { return x->timing && !x->exited; });
  if (shared && !held_.empty() && !busy) {
    shared->release(held_, this);
    held_.clear();
  }
  Worker* w = next_turn(workers_);
  waiting_device_ = false;
  if (!w) return;
  if (shared && !shared->take(w->key, this)) {
    waiting_device_ = true;
    return;
  }
  if (shared) held_ = w->key;
  w->waiting_turn = false;
  w->timing = true;
  w->started = Clock::now();  // its task's clock: the wait for the device is not counted
  if (w->in >= 0) write_all(w->in, "go\n");
}

void EventPump::pump_worker(Worker& w) {
  read_pipes(w);
  read_lines(w);
  if (w.out < 0 && !w.exited) ended(w);
}

void EventPump::read_pipes(Worker& w) {
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
}

void EventPump::read_lines(Worker& w) {
  size_t nl;
  while ((nl = w.out_buf.find('\n')) != std::string::npos) {
    std::string line = w.out_buf.substr(0, nl);
    w.out_buf.erase(0, nl + 1);
    try {
      on_line(w, line);
    } catch (const std::exception& e) {
      // a line that parses but is not the protocol (a field missing or of another type): the worker is
      // broken; it is ended, and its task reported with the reason, as a crash would be
      w.killed_for = "the worker broke the protocol (" + std::string(e.what()) + "): " + line.substr(0, 120);
      ::kill(w.pid, SIGKILL);
    }
  }
}

// The worker's stdout ended: it exited (or was killed). What it leaves is told: the task it was in crashed (or was
// ended for breaking the protocol), a meta worker or the Python kernel worker that never started, tasks after a
// broken context to a fresh worker, tasks it never began.
void EventPump::ended(Worker& w) {
  reap(w);
  if (w.current) {
    std::string why = describe_exit(w.status);
    std::string tail = last_lines(w.err_tail, 3);
    results_.fail(*w.current, RunStatus::kCrashed,
                  !w.killed_for.empty() ? w.killed_for : why + (tail.empty() ? "" : ": " + tail));
    w.current.reset();
    hooks_.respawn(w);
  } else if (w.meta >= 0 && (!w.hello || !results_.meta(w.meta).error.empty())) {
    MetaEnvironment& m = results_.meta(w.meta);
    if (m.error.empty())
      m.error =
          "the meta worker exited before it started (" + describe_exit(w.status) + "): " + last_lines(w.err_tail, 3);
    w.tasks.clear();  // no metas from this Python: MetaEnvironment::error says why
  } else if (w.python_kernels && !w.hello) {
    for (const auto& t : w.tasks)
      results_.fail(t, RunStatus::kUnavailable,
                    "the Python kernel worker exited before it started (" + describe_exit(w.status) +
                        "): " + last_lines(w.err_tail, 3));
    w.tasks.clear();
  } else if (!w.broken.empty() && !w.tasks.empty()) {
    hooks_.respawn(w);
  } else if (!w.done && w.hello && !w.tasks.empty()) {
    std::string why = describe_exit(w.status);
    for (const auto& t : w.tasks) results_.fail(t, RunStatus::kCrashed, why + " before the task started");
    w.tasks.clear();
  }
}

void EventPump::reap(Worker& w) {
  if (w.exited) return;
  reap_process(w.pid, &w.status, true);
  w.exited = true;
  record(w);
  w.close_fds();
}

// The worker's share of this replay (its profile, the worker-done event), once: when it says done, or ends first.
void EventPump::record(Worker& w) {
  if (w.recorded) return;
  w.recorded = true;
  w.profile.wall_ms = ms_since(w.spawned);
  if (w.profile.group.empty()) {
    w.profile.group = "shared";
    if (!w.tasks.empty() || w.current)
      w.profile.group = w.current ? std::string(backend_name(w.current->backend))
                                  : std::string(backend_name(w.tasks.front().backend));
  }
  results_.worker_done(w);
}

void EventPump::on_line(Worker& w, const std::string& line) {
  auto m = decode_worker_message(line);
  if (!m) return;  // not a JSON object: not a protocol line, ignored
  switch (m->kind) {
    case WorkerMessage::Kind::kHello: on_hello(w, m->body, line); return;
    case WorkerMessage::Kind::kBegin: on_begin(w, m->body); return;
    case WorkerMessage::Kind::kResult: on_result(w, m->body); return;
    case WorkerMessage::Kind::kOpResult:
    case WorkerMessage::Kind::kFixResult: on_op_result(w, m->body); return;
    case WorkerMessage::Kind::kTiming:
      if (takes_turns(o_)) w.waiting_turn = true;  // else its stdin is closed: it goes on at once
      return;
    case WorkerMessage::Kind::kTimed:  // the device is free again: give_turn (after every pump) sees it
      w.timing = false;
      return;
    case WorkerMessage::Kind::kDone: on_done(w, m->body); return;
    case WorkerMessage::Kind::kBroken:
      w.broken = m->body.value("message", std::string("the CUDA context is broken"));
      return;
    case WorkerMessage::Kind::kError: on_error(w, m->body); return;
    case WorkerMessage::Kind::kUnknown: return;  // an event this side does not know: ignored
  }
}

void EventPump::on_hello(Worker& w, const nlohmann::json& j, const std::string& line) {
  w.hello = true;
  w.hello_line = line;
  if (w.meta >= 0 || w.python_kernels) watch_python(w, j);
  if (w.python_kernels) {
    w.profile.spawn_to_hello_ms = ms_since(w.spawned);
    return;
  }
  if (w.meta >= 0) {
    MetaEnvironment& m = results_.meta(w.meta);
    m.torch = j.at("environment").value("torch", "");
    w.profile.spawn_to_hello_ms = ms_since(w.spawned);
    if (results_.telling()) {
      ReplayEvent e = results_.event(ReplayEvent::Kind::kMetasReady, w.profile, &m);
      e.pid = w.pid;
      results_.tell(e);
    }
    return;
  }
  w.environment = environment_from_json(j.at("environment"));
  if (j.contains("profile")) {
    const nlohmann::json& p = j.at("profile");
    w.profile.load_ms = p.value("load_ms", 0.0);
    w.profile.context_ms = p.value("context_ms", 0.0);
    w.profile.context_wait_ms = p.value("context_wait_ms", 0.0);
    w.profile.cuda_init_ms = p.value("cuda_init_ms", 0.0);
  }
  w.profile.spawn_to_hello_ms = ms_since(w.spawned);
}

void EventPump::on_begin(Worker& w, const nlohmann::json& j) {
  int id = j.at("task").get<int>();
  while (!w.tasks.empty() && w.tasks.front().id != id) w.tasks.pop_front();
  if (!w.tasks.empty()) {
    w.current = w.tasks.front();
    w.tasks.pop_front();
  }
  w.started = Clock::now();
  if (w.profile.first_task_at_ms == 0) w.profile.first_task_at_ms = results_.since_start();
}

void EventPump::on_result(Worker& w, const nlohmann::json& j) {
  int id = j.at("task").get<int>();
  std::vector<BackendRun> runs;
  for (const auto& r : j.at("runs")) {
    runs.push_back(run_from_json(r));
    if (w.meta >= 0 && !runs.back().cached) results_.meta(w.meta).imported_torch = true;
    w.profile.tasks_ms += runs.back().elapsed_ms;
    w.profile.setup_ms += runs.back().setup_ms;
  }
  if (results_.telling() && w.current && w.current->id == id)
    results_.tell(results_.event(w.meta >= 0 ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {}, nullptr,
                                 w.current->site, runs, 1));
  results_.add(id, std::move(runs));
  if (w.current && w.current->id == id) w.current.reset();
  results_.progress();
}

void EventPump::on_op_result(Worker& w, const nlohmann::json& j) {  // an op call's kernel or fake, or a fix check
  int id = j.at("task").get<int>();
  if (j.contains("fix_check")) {
    auto fix = j.at("fix_check").get<FixCheck>();
    w.profile.tasks_ms += fix.elapsed_ms;
    if (results_.telling() && w.current && w.current->id == id)
      results_.tell(results_.event(ReplayEvent::Kind::kRunDone, {}, nullptr, w.current->site, {}, 1));
    ops_.add_fix(id, std::move(fix));
    if (w.current && w.current->id == id) w.current.reset();
    results_.progress();
    return;
  }
  auto runs = j.at("op_runs").get<std::vector<OpRun>>();
  for (const auto& r : runs) {
    if (w.meta >= 0 && !r.cached) results_.meta(w.meta).imported_torch = true;
    w.profile.tasks_ms += r.elapsed_ms;
  }
  if (results_.telling() && w.current && w.current->id == id) {
    ReplayEvent e = results_.event(w.meta >= 0 ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {},
                                   nullptr, w.current->site, {}, 1);
    e.op_runs = runs;
    results_.tell(e);
  }
  ops_.add(id, std::move(runs));
  if (w.current && w.current->id == id) w.current.reset();
  results_.progress();
}

void EventPump::on_done(Worker& w, const nlohmann::json& j) {
  w.done = true;
  if (w.meta >= 0 || w.python_kernels) watch_python(w, j);
  w.profile.done_at_ms = results_.since_start();
  if (w.in >= 0 && !keep_warm_) {  // no more turns to hand it (a warm worker waits for the next request)
    ::close(w.in);
    w.in = -1;
  }
  record(w);  // done with this replay: its exit (or its next request) is not waited for
}

void EventPump::on_error(Worker& w, const nlohmann::json& j) {
  if (w.meta >= 0)
    results_.meta(w.meta).error = j.value("message", std::string());
  else
    results_.result().notes.push_back("worker: " + j.value("message", std::string()));
}

}  // namespace stridecheck::replay_detail
