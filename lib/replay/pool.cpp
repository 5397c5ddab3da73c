#include "replay/pool.h"

#include <sys/wait.h>

#include <algorithm>
#include <filesystem>

namespace stridecheck {

std::shared_ptr<ReplayPool> make_replay_pool(bool keep_warm) {
  auto pool = std::make_shared<ReplayPool>();
  pool->keep_warm = keep_warm;
  return pool;
}

namespace replay_detail {

WorkerPool::WorkerPool(const ReplayOptions& o, HelloAgain hello_again)
    : o_(o), pool_(o.how.pool ? o.how.pool : make_replay_pool()), hello_again_(std::move(hello_again)) {}

void WorkerPool::prepare_kernels(bool wants_cuda, const Device& cuda) {
  path_ = find_worker(o_);
  std::error_code ec;
  cuda_start_ = wants_cuda && std::filesystem::exists("/dev/nvidiactl", ec);
  cuda_ = cuda;
  start_ = worker_start(cuda_start_);
}

std::optional<WorkerProfile> WorkerPool::start_fork_server(const std::function<void()>& meanwhile) {
  if (start_ != WorkerStartMode::kFork) return std::nullopt;
  if (pool_->server_tried) return std::nullopt;  // an earlier replay of this command started it (or could not)
  pool_->server_tried = true;
  std::string why;
  pool_->server = ForkServer::start(path_, 120, meanwhile, why);
  if (!pool_->server) return std::nullopt;
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
  if (start_ == WorkerStartMode::kFork)
    w = spawn({path_}, &pool_->server);
  else if (start_ == WorkerStartMode::kSpawn)
    w = spawn({path_});
  else
    w = spawn({path_, "--cuda-context", std::to_string(cuda_.index().value_or(0))});
  w->key = kernel_key();
  return w;
}

std::unique_ptr<Worker> WorkerPool::meta_worker(const std::string& python, const std::string& script) {
  const std::string key = "meta " + python;
  if (auto w = take_warm(key, "meta")) return w;
  auto w = keeps_warm() ? spawn({python, script}, nullptr, {"STRIDECHECK_META_PRELOAD=1"}) : spawn({python, script});
  w->key = key;
  return w;
}

std::unique_ptr<Worker> WorkerPool::python_kernel_worker(const std::string& python, const std::string& script,
                                                         const std::string& key) {
  std::unique_ptr<Worker> w = take_warm(key, "python-kernels");
  if (!w) w = spawn({python, script});
  w->key = key;
  return w;
}

// An idle warm worker of this key (one whose last group was `group` first), ready for a request: its hello is read
// again, as if it had just said it; nullptr when none waits.
std::unique_ptr<Worker> WorkerPool::take_warm(const std::string& key, const std::string& group) {
  if (!keeps_warm()) return nullptr;
  auto& idle = pool_->idle;
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

bool WorkerPool::clean(const Worker& w) {
  return !w.exited && w.hello && (w.done || !w.sent) && w.killed_for.empty() && w.broken.empty() && w.in >= 0 &&
         !w.key.empty();
}

void WorkerPool::keep_warm(std::vector<std::unique_ptr<Worker>>& workers, const std::function<void(Worker&)>& share) {
  if (!keeps_warm()) return;
  auto keep = [&](std::unique_ptr<Worker>& w) {
    if (!w || !clean(*w)) return;
    if (w->sent) {  // its share of this replay, as a worker that ends records it
      share(*w);
      w->last_group = w->profile.group;
    }
    size_t same = 0;
    for (const auto& o : pool_->idle) same += o->key == w->key;
    if (same >= ReplayPool::kMaxIdle) return;
    pool_->idle.push_back(std::move(w));
  };
  for (auto& w : workers) keep(w);
  for (auto& w : spares_) keep(w);
  std::erase(workers, nullptr);
  std::erase(spares_, nullptr);
}

}  // namespace replay_detail
}  // namespace stridecheck
