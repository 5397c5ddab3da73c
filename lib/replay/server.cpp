// `stridecheck serve` (server.h): the server side. Each client is served on a thread of its own, so that commands
// are replayed at once, each in its client's folder (ReplayExecution::cwd: no process-wide chdir) and with the one
// pool (PoolLife::kServer), from which each takes the free warm workers of its kind and starts the rest as a command
// alone would. A command never waits for another one's kernels: timed sections (--repeat) of commands on one device
// take turns section by section (ReplayPool::turns), so a short command runs beside a long one; a timed command that
// shared its device says so in its notes. A command waits only for a slot: at most ServeOptions::max_commands run;
// a waiting command is told its place in the queue, and again when it changes. A warm worker whose code changed on
// disk since it loaded it is ended, never given a command (staleness.h). A client that goes away (its socket closes)
// cancels its command, queued or replaying: the replay's workers are killed. SIGTERM, SIGINT or `serve --stop` cancels
// every command and ends every worker before the server exits, within a second.
#include "replay/server.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstring>
#include <deque>
#include <filesystem>
#include <list>
#include <mutex>
#include <set>
#include <thread>

#include "core/error.h"
#include "core/text.h"
#include "replay/plan.h"
#include "replay/pool.h"
#include "replay/runner.h"
#include "replay/server_protocol.h"
#include "replay/server_socket.h"

namespace stridecheck {

namespace {

using namespace replay_detail;
namespace fs = std::filesystem;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

volatile std::sig_atomic_t g_signalled = 0;
int g_wake[2] = {-1, -1};  // written by the signal handler (and a stop request): the accept loop wakes at once
void wake() {
  const char c = 1;
  if (g_wake[1] >= 0 && ::write(g_wake[1], &c, 1) < 0) {
    // a full pipe already wakes the loop
  }
}
void on_signal(int) {
  g_signalled = 1;
  wake();
}

json refused(const std::string& why) {
  json j = server_message(ServerMessage::Kind::kRefused);
  j["why"] = why;
  return j;
}

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// Whether the client at the other end of `fd` has gone (closed its socket: exited, killed, gave up).
bool gone(int fd) {
  pollfd p{fd, POLLIN | POLLRDHUP, 0};
  if (::poll(&p, 1, 0) <= 0) return false;
  if (p.revents & (POLLRDHUP | POLLHUP | POLLERR)) return true;
  char c;
  return ::recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT) == 0;
}

// One connected client. The fields below `fd` are guarded by Server::mutex_.
struct Client {
  int fd = -1;
  pid_t pid = 0;
  Clock::time_point since = Clock::now();
  ClientState state = ClientState::kReading;
  std::string what;    ///< "2 call site(s), 0 op call(s) from fixtures/x.json"
  std::string device;  ///< the device its kernels run on ("cpu", "cuda:0"); "" for metas only
  bool timed = false;  ///< it times its kernels (--repeat)
  size_t beside = 0;   ///< commands that replayed on its device while it did
  size_t done = 0, total = 0;
  std::set<pid_t> workers;
  std::atomic<bool> cancel{false};
};

// The device a command's kernels take (its lease), "" when it runs none.
std::string device_of(const Recording& rec, const ReplayOptions& o) {
  if (!o.what.kernels) return "";
  bool cuda =
      std::any_of(rec.call_sites.begin(), rec.call_sites.end(),
                  [](const CallSite& c) { return is_cuda_device(call_site_device(c)); }) ||
      std::any_of(rec.op_calls.begin(), rec.op_calls.end(), [](const OpCall& c) { return is_cuda_device(c.device()); });
  return wants_cuda(o.what.device, cuda) ? cuda_device(o.what.device, o.what.cuda_index).str() : "cpu";
}

class Server {
 public:
  explicit Server(const ServeOptions& o)
      : options_(o), max_(o.max_commands ? o.max_commands : std::max(2u, std::thread::hardware_concurrency())) {
    pool_->log = [this](const std::string& line) { log(line); };  // stale warm workers ended (staleness.h)
  }

  void log(const std::string& line) const {
    if (options_.log) options_.log(line);
  }
  bool stop_asked() const { return stop_asked_; }
  size_t served() const { return served_; }

  // A client accepted: served on a thread of its own.
  void accept_client(int fd) {
    auto c = std::make_shared<Client>();
    c->fd = fd;
    ucred cred{};
    socklen_t len = sizeof cred;
    if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0) c->pid = cred.pid;
    timeval t{2, 0};  // a client that stops reading is a client gone: its sends give up
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &t, sizeof t);
    std::lock_guard lock(mutex_);
    clients_.push_back(c);
    ++threads_;
    std::thread([this, c] { serve_client(c); }).detach();
  }

  // Seconds since the last client went (0 while one is connected).
  double idle_seconds() {
    std::lock_guard lock(mutex_);
    return clients_.empty() ? std::chrono::duration<double>(Clock::now() - last_).count() : 0;
  }

  // Every command cancelled, its workers and the warm ones ended: true when every client's thread is done.
  bool stop() {
    std::unique_lock lock(mutex_);
    stopping_ = true;
    for (auto& c : clients_) c->cancel = true;
    changed_.notify_all();
    changed_.wait_for(lock, std::chrono::milliseconds(600), [&] { return threads_ == 0; });
    if (threads_ > 0) {  // a thread blocked on its client's socket: unblock it
      for (auto& c : clients_)
        if (c->fd >= 0) ::shutdown(c->fd, SHUT_RDWR);
      changed_.wait_for(lock, std::chrono::milliseconds(200), [&] { return threads_ == 0; });
    }
    end_all_workers();  // the warm ones, and any a stuck thread still held
    if (std::unique_lock fork(pool_->fork_mutex, std::try_to_lock); fork) pool_->server.reset();
    return threads_ == 0;
  }

 private:
  void serve_client(std::shared_ptr<Client> c) {
    try {
      converse(*c);
    } catch (const std::exception& e) {
      log(std::string("a client's conversation failed: ") + e.what());
    }
    std::lock_guard lock(mutex_);
    ::close(c->fd);
    c->fd = -1;
    clients_.remove(c);
    last_ = Clock::now();
    --threads_;
    changed_.notify_all();
  }

  // The client's request, read within the patience of a client (and at once when the server stops).
  std::optional<std::string> request_line(Client& c) {
    LineReader in(c.fd);
    const auto until = Clock::now() + std::chrono::milliseconds(kPatienceMs);
    while (!stopping_ && Clock::now() < until)
      if (auto line = in.next(100))
        return line;
      else if (gone(c.fd))
        break;
    return std::nullopt;
  }

  void converse(Client& c) {
    auto line = request_line(c);
    if (!line) return;  // (`server_listening` connects and goes)
    json request = json::parse(*line, nullptr, false);
    if (request.is_discarded() || !request.is_object() || request.value("protocol", 0) != kServerProtocol) {
      send_line(c.fd, dump(refused("not a stridecheck serve request of this protocol")));
      return;
    }
    if (request.value("stop", false)) {
      stop_asked_ = true;
      send_line(c.fd, server_message(ServerMessage::Kind::kStopping).dump());
      wake();
      return;
    }
    if (request.value("status", false)) {
      send_line(c.fd, dump(status()));
      return;
    }
    if (auto why = refusal(request)) {
      log("refused a command: " + *why);
      send_line(c.fd, dump(refused(*why)));
      return;
    }
    try {
      command(c, request);
    } catch (const ReplayCancelled&) {
      log("cancelled the command of client pid " + std::to_string(c.pid) +
          (stopping_ ? ": the server is stopping" : ": the client went away"));
      send_line(c.fd, dump(refused("the server is stopping: the command replays itself")));
    } catch (const std::exception& e) {
      send_line(c.fd, dump(refused(std::string("the replay failed here (") + e.what() + ")")));
    }
  }

  // Why a command is not replayed here (it then replays itself), or nullopt.
  std::optional<std::string> refusal(const json& request) const {
    const json theirs = request.value("environment", json::object()), ours = environment_now();
    if (!theirs.is_object() || theirs != ours)
      return "the command's environment differs from the server's (" +
             (theirs.is_object() ? differing(theirs, ours) : std::string("not given")) + "): it replays itself";
    const std::string cwd = request.value("cwd", "");
    std::error_code ec;
    if (cwd.empty() || cwd.front() != '/' || !fs::is_directory(cwd, ec))
      return "cannot replay in the command's working directory " + cwd;
    return std::nullopt;
  }

  // A command's replay: admitted (at once, or once its turn comes), replayed here with the server's pool in the
  // client's folder (replay_here, not replay(), which would ask the server again), its progress, events and
  // heartbeats told to the client as they happen, then the result.
  void command(Client& c, const json& request) {
    auto t0 = Clock::now();
    ReplayOptions o = options_from_json(request.at("options"));
    Recording recording = options_.read_recording(request.at("recording").get<std::string>(), o.what.limits);
    o.how.pool = pool_;
    o.how.use_server = false;
    o.how.cwd = request.at("cwd").get<std::string>();
    {
      std::lock_guard lock(mutex_);
      c.what = std::to_string(recording.call_sites.size()) + " call site(s), " +
               std::to_string(recording.op_calls.size()) + " op call(s) from " +
               (recording.inputs.empty() ? std::string("a recording") : join(recording.inputs, ", "));
      c.device = device_of(recording, o);
      c.timed = !c.device.empty() && takes_turns(o);
    }
    if (!admit(c)) throw ReplayCancelled("cancelled while queued");
    struct Release {
      Server& s;
      Client& c;
      ~Release() { s.release(c); }
    } release{*this, c};
    hook(c, o);
    ReplayResult result = replay_here(recording, o);
    note_company(c, result);
    json answer = server_message(ServerMessage::Kind::kResult);
    answer["result"] = result_to_json(result);
    send_line(c.fd, dump(answer));
    ++served_;
    log("served a replay of " + c.what + " for client pid " + std::to_string(c.pid) + " in " +
        std::to_string(std::chrono::duration<double>(Clock::now() - t0).count()).substr(0, 5) + " s, " +
        std::to_string(pool_->warm_workers()) + " warm workers");
  }

  // A timed command that shared its device: its timed sections had the device to themselves among the commands'
  // timed sections, but another command's untimed kernels may have run beside them.
  void note_company(const Client& c, ReplayResult& result) {
    std::lock_guard lock(mutex_);
    if (!c.timed || c.beside == 0) return;
    result.notes.push_back(std::to_string(c.beside) + " other command(s) of `stridecheck serve` replayed on " +
                           c.device +
                           " beside this one (a short command does not wait for a long one): its times may include "
                           "their load; time it with nothing beside it for times of its own");
  }

  // What the replay tells its client as it goes, what `serve --status` shows of it, and when it stops.
  void hook(Client& c, ReplayOptions& o) {
    const int fd = c.fd;
    o.how.progress = [this, &c, fd](size_t done, size_t total) {
      {
        std::lock_guard lock(mutex_);
        c.done = done;
        c.total = total;
      }
      json progress = server_message(ServerMessage::Kind::kProgress);
      progress.update({{"done", done}, {"total", total}});
      send_line(fd, progress.dump());
    };
    o.how.heartbeat = [fd] { send_line(fd, server_message(ServerMessage::Kind::kAlive).dump()); };
    o.how.on_event = [this, &c, fd](const ReplayEvent& e) {
      if (e.pid > 0) {
        std::lock_guard lock(mutex_);
        if (e.kind == ReplayEvent::Kind::kWorkerDone)
          c.workers.erase(e.pid);
        else if (e.kind == ReplayEvent::Kind::kWorkerReady || e.kind == ReplayEvent::Kind::kMetasReady)
          c.workers.insert(e.pid);
      }
      send_line(fd, dump(event_to_json(e)));
    };
    o.how.cancelled = [this, &c] { return c.cancel || stopping_ || gone(c.fd); };
  }

  // Under mutex_: whether `c` may start now: the queue is taken in order, one command per free slot. A command never
  // waits for another one's kernels: each has workers of its own, and timed sections on one device take turns
  // section by section (ReplayPool::turns), not command by command.
  bool admissible(const Client& c, std::string& why) const {
    const size_t slots = running_.size() < max_ ? max_ - running_.size() : 0;
    const size_t place = static_cast<size_t>(std::find(queue_.begin(), queue_.end(), &c) - queue_.begin());
    why = "it replays " + std::to_string(max_) + " commands at once, its most";
    return place < slots;
  }

  // Under mutex_, as `c` starts: the commands it shares its device with, counted on both sides (a timed command's
  // report says its times may include another's load).
  void meet(Client& c) {
    for (Client* r : running_)
      if (!c.device.empty() && r->device == c.device) {
        ++r->beside;
        ++c.beside;
      }
  }

  // Waits for the command's turn, telling the client its place whenever it changes (and that the server is alive
  // every second); false when the client went away or the server stops meanwhile.
  bool admit(Client& c) {
    std::unique_lock lock(mutex_);
    queue_.push_back(&c);
    c.state = ClientState::kQueued;
    size_t told = 0;
    auto beat = Clock::now();
    while (true) {
      std::string why;
      const bool go = admissible(c, why);
      if (go || c.cancel || stopping_ || gone(c.fd)) {
        queue_.erase(std::find(queue_.begin(), queue_.end(), &c));
        if (go) meet(c);
        if (go) running_.push_back(&c);
        if (go) c.state = ClientState::kReplaying;
        changed_.notify_all();
        return go;
      }
      const size_t position = static_cast<size_t>(std::find(queue_.begin(), queue_.end(), &c) - queue_.begin()) + 1;
      if (position != told || Clock::now() - beat > std::chrono::seconds(1)) {
        json m = position != told ? server_message(ServerMessage::Kind::kQueued)
                                  : server_message(ServerMessage::Kind::kAlive);
        if (position != told) {
          m.update({{"position", position}, {"why", why}});
          log("queued the command of client pid " + std::to_string(c.pid) + ", " + std::to_string(position) +
              " in the queue: " + why);
        }
        told = position;
        beat = Clock::now();
        lock.unlock();
        send_line(c.fd, dump(m));
        lock.lock();
        continue;
      }
      changed_.wait_for(lock, std::chrono::milliseconds(100));
    }
  }

  void release(Client& c) {
    std::lock_guard lock(mutex_);
    running_.erase(std::remove(running_.begin(), running_.end(), &c), running_.end());
    c.workers.clear();
    changed_.notify_all();
  }

  json status() {
    json clients = json::array();
    std::lock_guard lock(mutex_);
    for (const auto& c : clients_) {
      if (c->state == ClientState::kReading) continue;  // not a command (this status request, a probe)
      const auto at = std::find(queue_.begin(), queue_.end(), c.get());
      clients.push_back({{"pid", c->pid},
                         {"state", client_state_name(c->state)},
                         {"position", at == queue_.end() ? 0 : at - queue_.begin() + 1},
                         {"done", c->done},
                         {"total", c->total},
                         {"seconds", std::chrono::duration<double>(Clock::now() - c->since).count()},
                         {"what", c->what},
                         {"device", c->device},
                         {"workers", c->workers}});
    }
    json j = server_message(ServerMessage::Kind::kStatus);
    j.update({{"pid", ::getpid()},
              {"served", served_.load()},
              {"warm_workers", pool_->warm_workers()},
              {"clients", clients}});
    return j;
  }

  const ServeOptions& options_;
  const size_t max_;
  std::shared_ptr<ReplayPool> pool_ = make_replay_pool(PoolLife::kServer);
  std::mutex mutex_;
  std::condition_variable changed_;  ///< a command started, ended, left the queue; the server stops
  std::list<std::shared_ptr<Client>> clients_;
  std::deque<Client*> queue_;     ///< waiting for their turn, in order
  std::vector<Client*> running_;  ///< replaying
  size_t threads_ = 0;
  Clock::time_point last_ = Clock::now();
  std::atomic<size_t> served_{0};
  std::atomic<bool> stopping_{false}, stop_asked_{false};
};

int listen_on(const std::string& path) {
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  if (path.size() >= sizeof a.sun_path) throw EnvironmentError("the server's socket path is too long: " + path);
  std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
  int listener = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listener < 0) throw EnvironmentError(std::string("stridecheck serve: socket: ") + std::strerror(errno));
  ::umask(077);
  if (::bind(listener, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(listener, 64) != 0) {
    int e = errno;
    ::close(listener);
    throw EnvironmentError("stridecheck serve: cannot listen on " + path + ": " + std::strerror(e));
  }
  return listener;
}

}  // namespace

int serve(const ServeOptions& options) {
  const std::string path = socket_path(true);
  if (int fd = connect_to(path); fd >= 0) {
    ::close(fd);
    throw UsageError("a stridecheck server of this build already runs (" + path +
                     "); stop it with stridecheck serve --stop");
  }
  ::unlink(path.c_str());  // a socket left by a server that died
  int listener = listen_on(path);
  if (::pipe2(g_wake, O_CLOEXEC | O_NONBLOCK) != 0) g_wake[0] = g_wake[1] = -1;
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  ::sigaction(SIGINT, &sa, nullptr);
  ::sigaction(SIGTERM, &sa, nullptr);
  ::signal(SIGPIPE, SIG_IGN);
  auto server = std::make_unique<Server>(options);
  server->log("serving on " + path + " (pid " + std::to_string(::getpid()) + ")");
  while (!g_signalled && !server->stop_asked()) {
    const double idle = server->idle_seconds();
    if (options.idle_exit_s > 0 && idle >= options.idle_exit_s) {
      server->log("idle for " + std::to_string(static_cast<int>(idle)) + " s: exiting");
      break;
    }
    pollfd p[2] = {{listener, POLLIN, 0}, {g_wake[0], POLLIN, 0}};
    if (::poll(p, g_wake[0] >= 0 ? 2 : 1, 1000) <= 0) continue;
    if (p[1].revents & POLLIN) {
      char drain[64];
      while (::read(g_wake[0], drain, sizeof drain) > 0) {
      }
    }
    if (!(p[0].revents & POLLIN)) continue;
    int client = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    if (client >= 0) server->accept_client(client);
  }
  ::close(listener);
  ::unlink(path.c_str());
  const bool all_done = server->stop();
  server->log("stopped after " + std::to_string(server->served()) + " command(s)" +
              (all_done ? "" : " (a client's thread did not finish)"));
  if (!all_done) std::_Exit(0);  // its thread still holds the server: nothing left to tear down
  return 0;
}

}  // namespace stridecheck
