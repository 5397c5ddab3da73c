#include "replay/pool.h"

#include <algorithm>
#include <filesystem>
#include <map>

namespace stridecheck {

std::shared_ptr<ReplayPool> make_replay_pool(PoolLife life) {
  auto pool = std::make_shared<ReplayPool>();
  pool->life = life;
  return pool;
}

bool DeviceTurns::take(const std::string& device, const void* replay) {
  std::lock_guard lock(mutex_);
  auto held = holder_.find(device);
  if (held != holder_.end()) {
    if (held->second != replay) {
      auto& queue = waiting_[device];
      if (std::find(queue.begin(), queue.end(), replay) == queue.end()) queue.push_back(replay);
    }
    return held->second == replay;
  }
  auto& queue = waiting_[device];
  if (!queue.empty() && queue.front() != replay) {
    if (std::find(queue.begin(), queue.end(), replay) == queue.end()) queue.push_back(replay);
    return false;
  }
  if (!queue.empty()) queue.pop_front();
  holder_[device] = replay;
  return true;
}

void DeviceTurns::release(const std::string& device, const void* replay) {
  std::lock_guard lock(mutex_);
  if (auto held = holder_.find(device); held != holder_.end() && held->second == replay) holder_.erase(held);
  if (auto queue = waiting_.find(device); queue != waiting_.end()) std::erase(queue->second, replay);
}

void DeviceTurns::release_all(const void* replay) {
  std::lock_guard lock(mutex_);
  std::erase_if(holder_, [&](const auto& h) { return h.second == replay; });
  for (auto& [device, queue] : waiting_) std::erase(queue, replay);
}

std::vector<pid_t> ReplayPool::idle_pids() {
  std::lock_guard lock(mutex);
  std::vector<pid_t> out;
  for (const auto& w : idle) out.push_back(w->pid);
  return out;
}

namespace replay_detail {

std::string meta_key(const std::string& python, const std::string& cwd) {
  return "meta " + (python.find('/') == std::string::npos ? python : absolute_path(python, cwd));
}

std::vector<std::string> meta_worker_environment(const ReplayOptions& o, PoolLife life) {
  const std::string cache = meta_cache_folder(o.how.meta_cache);
  std::vector<std::string> env{"STRIDECHECK_META_EARLY=" + (cache.empty() ? "off" : absolute_path(cache, o.how.cwd))};
  if (life == PoolLife::kServer) {
    env.emplace_back("STRIDECHECK_META_PRELOAD=1");
    env.emplace_back("STRIDECHECK_META_WATCH=1");  // it says what it loaded, for staleness.h
  }
  return env;
}

namespace {
// The folder a replay runs in: its cwd, else this process's.
std::string folder_of(const ReplayOptions& o) {
  if (!o.how.cwd.empty()) return o.how.cwd;
  std::error_code ec;
  return std::filesystem::current_path(ec).string();
}
}  // namespace

void prestart_meta_workers(ReplayPool& pool, const ReplayOptions& o) {
  if (!o.what.metas) return;
  const std::string script = find_meta_worker(o);
  if (script.empty()) return;
  std::vector<std::string> pythons = o.what.torch_pythons;
  if (pythons.empty()) pythons.push_back(default_torch_python());
  for (const auto& python : pythons) {
    try {
      auto w = spawn({python, script}, nullptr, meta_worker_environment(o, pool.life), o.how.cwd);
      w->key = meta_key(python, o.how.cwd);
      w->cwd = folder_of(o);
      w->early = true;
      std::lock_guard lock(pool.mutex);
      pool.idle.push_back(std::move(w));
    } catch (const std::exception&) {  // the replay starts its own, and says why it could not
    }
  }
}

WorkerPool::WorkerPool(const ReplayOptions& o, HelloAgain hello_again)
    : o_(o),
      pool_(o.how.pool ? o.how.pool : make_replay_pool(PoolLife::kReplay)),
      hello_again_(std::move(hello_again)) {}

std::optional<ReplayEnvironment> WorkerPool::known_environment() {
  std::lock_guard lock(pool_->mutex);
  return pool_->environment;
}

void WorkerPool::learn_environment(const ReplayEnvironment& env) {
  std::lock_guard lock(pool_->mutex);
  if (!pool_->environment) pool_->environment = env;
}

void WorkerPool::prepare_kernels(bool wants_cuda, const Device& cuda) {
  path_ = find_worker(o_);
  std::error_code ec;
  cuda_start_ = wants_cuda && std::filesystem::exists("/dev/nvidiactl", ec);
  cuda_ = cuda;
  start_ = worker_start(cuda_start_);
}

std::optional<WorkerProfile> WorkerPool::start_fork_server(const std::function<void()>& meanwhile) {
  if (start_ != WorkerStartMode::kFork) return std::nullopt;
  drop_stale_fork_server();
  {
    std::lock_guard lock(pool_->mutex);
    if (pool_->server_tried) return std::nullopt;  // an earlier replay of this command started it (or could not)
    pool_->server_tried = true;
  }
  std::lock_guard fork_lock(pool_->fork_mutex);  // a replay beside this one forks once it is ready
  std::string why;
  try {
    pool_->server = ForkServer::start(path_, 120, meanwhile, why);
  } catch (...) {  // the replay was cancelled meanwhile: the next one tries again
    std::lock_guard lock(pool_->mutex);
    pool_->server_tried = false;
    throw;
  }
  if (!pool_->server) return std::nullopt;
  if (pool_->life == PoolLife::kServer) replaced_library(pool_->server->pid(), pool_->server_libraries);  // as loaded
  WorkerProfile p;
  p.group = "fork-server";
  p.load_ms = pool_->server->load_ms();
  p.spawn_to_hello_ms = pool_->server->ready_ms();
  p.wall_ms = p.spawn_to_hello_ms;  // what it cost this run: its loading (it forks in milliseconds after)
  return p;
}

// What kind of kernel worker this replay starts: one with a context on the CUDA device, or one for the CPU.
std::string WorkerPool::kernel_key() const { return (cuda_start_ ? cuda_ : Device::cpu()).str(); }

std::unique_ptr<Worker> WorkerPool::kernel_worker(const std::string& group) {
  if (auto w = take_warm(kernel_key(), group)) return w;
  std::unique_ptr<Worker> w;
  if (start_ == WorkerStartMode::kFork) {
    std::lock_guard fork_lock(pool_->fork_mutex);
    w = spawn({path_}, &pool_->server);
  } else if (start_ == WorkerStartMode::kSpawn) {
    w = spawn({path_});
  } else {
    w = spawn({path_, "--cuda-context", std::to_string(cuda_.index().value_or(0))});
  }
  w->key = kernel_key();
  return w;
}

std::unique_ptr<Worker> WorkerPool::spawn_python(const std::vector<std::string>& args) {
  auto w = spawn(args, nullptr, meta_worker_environment(o_, pool_->life), o_.how.cwd);
  w->cwd = folder();
  return w;
}

std::string WorkerPool::folder() const { return folder_of(o_); }

bool WorkerPool::fits_imports(const Worker& w) const {
  const std::vector<std::string>& wanted = o_.what.imports;
  if (wanted.empty()) return w.imports.empty();
  return w.cwd == folder() && (w.imports.empty() || w.imports == wanted);
}

std::unique_ptr<Worker> WorkerPool::meta_worker(const std::string& python, const std::string& script, int meta) {
  const std::string key = meta_key(python, o_.how.cwd);
  auto mark = [meta](Worker& w) { w.meta = meta; };
  if (auto w = take_warm(key, "meta", mark, [this](const Worker& c) { return fits_imports(c); })) return w;
  auto w = spawn_python({python, script});
  w->key = key;
  mark(*w);
  return w;
}

std::unique_ptr<Worker> WorkerPool::python_kernel_worker(const std::string& python, const std::string& script,
                                                         const std::string& key) {
  std::unique_ptr<Worker> w = take_warm(
      key, "python-kernels", [](Worker& c) { c.python_kernels = true; },
      [this](const Worker& c) { return fits_imports(c); });
  if (!w) w = spawn_python({python, script});
  w->key = key;
  w->python_kernels = true;
  return w;
}

// An idle worker of this key (one whose last group was `group` first), ready for a request: a warm one's hello is
// read again, as if it had just said it; one started early for this command is taken as it is (its hello, if it has
// said it, is still in its pipe). nullptr when none waits.
std::unique_ptr<Worker> WorkerPool::take_warm(const std::string& key, const std::string& group,
                                              const std::function<void(Worker&)>& mark,
                                              const std::function<bool(const Worker&)>& fits) {
  for (auto& [stale, why] : take_stale())
    if (pool_->log)
      pool_->log("ended warm worker pid " + std::to_string(stale->pid) + " (" + stale->key + "): " + why +
                 " since it loaded it; a fresh process serves the next command");
  std::unique_ptr<Worker> w;
  {
    std::lock_guard lock(pool_->mutex);
    auto& idle = pool_->idle;
    std::erase_if(idle, [](const std::unique_ptr<Worker>& c) {  // died while idle
      return reap_process(c->pid, &c->status, false) ? (c->exited = true) : false;
    });
    auto ok = [&](const std::unique_ptr<Worker>& c) { return c->key == key && (!fits || fits(*c)); };
    auto it = std::find_if(idle.begin(), idle.end(), [&](const auto& c) { return ok(c) && c->last_group == group; });
    if (it == idle.end()) it = std::find_if(idle.begin(), idle.end(), ok);
    if (it == idle.end()) return nullptr;
    w = std::move(*it);
    idle.erase(it);
  }
  if (mark) mark(*w);  // what it is for this replay, before its hello is told again
  if (w->early) {      // its start is this replay's: its profile and hello are its own
    w->early = false;
    return w;
  }
  w->tasks.clear();
  w->current.reset();
  w->done = w->sent = w->waiting_turn = w->timing = w->recorded = false;
  w->out_buf.clear();
  w->err_tail.clear();
  w->spawned = Clock::now();
  if (!w->hello_line.empty()) hello_again_(*w, w->hello_line);
  w->profile = WorkerProfile{};  // nothing of its start is this replay's: it was warm
  w->profile.warm = true;
  return w;
}

void WorkerPool::add_spare(std::unique_ptr<Worker> w, bool first) {
  spares_.insert(first ? spares_.begin() : spares_.end(), std::move(w));
}

std::unique_ptr<Worker> WorkerPool::take_for_group(const std::string& group) {
  auto ran_it = [&](const std::unique_ptr<Worker>& w) { return w->last_group == group; };
  auto it = std::find_if(spares_.begin(), spares_.end(), ran_it);
  if (it == spares_.end()) {
    auto warm = take_warm(kernel_key(), group);  // one that ran `group` if any waits, else another
    if (warm && ran_it(warm)) return warm;
    if (warm) spares_.push_back(std::move(warm));
    it = spares_.begin();
  }
  if (it == spares_.end()) return kernel_worker(group);
  auto w = std::move(*it);
  spares_.erase(it);
  return w;
}

void WorkerPool::drop_spares() {
  std::vector<std::unique_ptr<Worker>> none;
  keep_warm(none);
  spares_.clear();
}

bool WorkerPool::clean(const Worker& w) {
  return !w.exited && w.hello && (w.done || !w.sent) && w.killed_for.empty() && w.broken.empty() && w.in >= 0 &&
         !w.key.empty() && !w.import_failed;
}

std::vector<std::pair<std::unique_ptr<Worker>, std::string>> WorkerPool::take_stale() {
  std::vector<std::pair<std::unique_ptr<Worker>, std::string>> out;
  if (pool_->life != PoolLife::kServer) return out;  // a command's own workers outlive no edit worth the look
  std::lock_guard lock(pool_->mutex);
  auto& idle = pool_->idle;
  for (auto it = idle.begin(); it != idle.end();) {
    Worker& w = **it;
    std::string why = changed_file(w.watched);
    if (why.empty()) why = replaced_library(w.pid, w.libraries);
    if (why.empty()) {
      ++it;
      continue;
    }
    if (!w.key.starts_with("meta ") && !w.key.starts_with("python-kernels "))
      pool_->environment.reset();  // a kernel worker's libtorch changed: the next hello says what it is now
    out.emplace_back(std::move(*it), why);
    it = idle.erase(it);
  }
  return out;
}

void WorkerPool::drop_stale_fork_server() {
  if (pool_->life != PoolLife::kServer) return;
  std::string why;
  {
    std::lock_guard fork_lock(pool_->fork_mutex);
    if (!pool_->server) return;
    why = replaced_library(pool_->server->pid(), pool_->server_libraries);
    if (why.empty()) return;
    pool_->server.reset();
    pool_->server_libraries.clear();
  }
  {
    std::lock_guard lock(pool_->mutex);
    pool_->server_tried = false;
    pool_->environment.reset();
  }
  if (pool_->log) pool_->log("ended the fork server: " + why + " since it loaded it; a fresh one is started");
}

void WorkerPool::keep_warm(std::vector<std::unique_ptr<Worker>>& workers) {
  if (!keeps_warm()) return;
  std::lock_guard lock(pool_->mutex);
  auto keep = [&](std::unique_ptr<Worker>& w) {
    if (!w || !clean(*w)) return;
    // what it has mapped, as first seen (a library replaced since it loaded it makes it stale)
    if (pool_->life == PoolLife::kServer && !replaced_library(w->pid, w->libraries).empty()) return;
    if (w->sent) w->last_group = w->profile.group;
    size_t same_key = 0, same_group = 0;
    for (const auto& o : pool_->idle) {
      same_key += o->key == w->key;
      same_group += o->key == w->key && o->last_group == w->last_group && o->imports == w->imports &&
                    (w->imports.empty() || o->cwd == w->cwd);
    }
    if (same_key >= ReplayPool::kMaxIdle || same_group > 0) return;  // one of each kind is enough
    pool_->idle.push_back(std::move(w));
  };
  for (auto& w : workers) keep(w);
  for (auto& w : spares_) keep(w);
  std::erase(workers, nullptr);
  std::erase(spares_, nullptr);
}

}  // namespace replay_detail
}  // namespace stridecheck
