#include "replay/server.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>

#include "core/error.h"
#include "core/text.h"
#include "recording/fixture_writer.h"
#include "replay/pool.h"
#include "replay/runner.h"
#include "replay/server_protocol.h"

namespace stridecheck {

namespace {

using namespace replay_detail;
namespace fs = std::filesystem;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// What a client waits for a busy server's first word, and then between its words, before it replays itself.
constexpr int kPatienceMs = 30000;
// A request's size at most: a recording of every call site of a large model, as fixture JSON.
constexpr size_t kMaxRequestBytes = size_t{512} << 20;

// The environment variables that change what a replay does or finds: the client's must be the server's.
constexpr const char* kEnvironment[] = {"PATH",
                                        "LD_LIBRARY_PATH",
                                        "PYTHONPATH",
                                        "CUDA_VISIBLE_DEVICES",
                                        "CUDA_MODULE_LOADING",
                                        "TORCH_CUDNN_SDPA_DEPRIORITIZED",
                                        "STRIDECHECK_WORKER",
                                        "STRIDECHECK_META_WORKER",
                                        "STRIDECHECK_WORKER_START",
                                        "STRIDECHECK_TEST_FAULT"};

json environment_now() {
  json j = json::object();
  for (const char* name : kEnvironment)
    if (const char* v = std::getenv(name)) j[name] = v;
  return j;
}

// This build: its binaries' paths and modification times (the worker's engine and the meta worker beside it).
std::string build_id() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  std::string text = self.string();
  for (const char* name : {"", "stridecheck-worker", "stridecheck-worker-engine.so", "stridecheck-meta.py"}) {
    fs::path p = *name ? self.parent_path() / name : self;
    auto t = fs::last_write_time(p, ec);
    text += "|" + std::string(name) + "=" + (ec ? std::string("-") : std::to_string(t.time_since_epoch().count()));
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016zx", std::hash<std::string>{}(text));
  return hex;
}

// A folder only this user may enter, for the socket; made only by the server (`create`): a command that finds
// none finds no server, and leaves nothing behind.
std::string socket_folder(bool create) {
  if (const char* x = std::getenv("XDG_RUNTIME_DIR"); x && *x) {
    struct stat st {};
    if (::stat(x, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::getuid()) return x;
  }
  std::string dir = "/tmp/stridecheck-" + std::to_string(::getuid());
  if (create) ::mkdir(dir.c_str(), 0700);
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0) {
    if (create) throw EnvironmentError("stridecheck serve cannot make " + dir + ": " + std::strerror(errno));
    return dir;  // no folder, no server
  }
  if (!S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 077))
    throw EnvironmentError(dir + " is not a folder of this user's alone: stridecheck serve will not use it");
  return dir;
}

std::string socket_path(bool create) {
  std::string dir = socket_folder(create);
  const char* x = std::getenv("XDG_RUNTIME_DIR");
  bool runtime = x && *x && dir == x;
  return dir + (runtime ? "/stridecheck-server-" : "/server-") + build_id() + ".sock";
}

// The names of the variables whose values differ between two environments (environment_now()'s).
std::string differing(const json& a, const json& b) {
  std::vector<std::string> names;
  for (const char* name : kEnvironment)
    if (a.value(name, json()) != b.value(name, json())) names.emplace_back(name);
  return join(names, ", ");
}

sockaddr_un address(const std::string& path) {
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  if (path.size() >= sizeof a.sun_path) throw EnvironmentError("the server's socket path is too long: " + path);
  std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
  return a;
}

int connect_to(const std::string& path) {
  int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  sockaddr_un a = address(path);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

bool send_line(int fd, const std::string& text) {
  std::string line = text + "\n";
  size_t done = 0;
  while (done < line.size()) {
    ssize_t n = ::send(fd, line.data() + done, line.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// Lines from a socket, each within `timeout_ms` (nullopt: none came, the peer closed, or the line is too long).
class LineReader {
 public:
  explicit LineReader(int fd) : fd_(fd) {}
  std::optional<std::string> next(int timeout_ms) {
    while (true) {
      if (auto nl = buf_.find('\n'); nl != std::string::npos) {
        std::string line = buf_.substr(0, nl);
        buf_.erase(0, nl + 1);
        return line;
      }
      if (buf_.size() > kMaxRequestBytes) return std::nullopt;
      pollfd p{fd_, POLLIN, 0};
      int r = ::poll(&p, 1, timeout_ms);
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) return std::nullopt;
      char chunk[65536];
      ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return std::nullopt;
      buf_.append(chunk, static_cast<size_t>(n));
    }
  }

 private:
  int fd_;
  std::string buf_;
};

// ---- the server ------------------------------------------------------------------------------------------------

json refused(const std::string& why) {
  json j = server_message(ServerMessage::Kind::kRefused);
  j["why"] = why;
  return j;
}

volatile std::sig_atomic_t g_stop = 0;
void on_signal(int) { g_stop = 1; }

struct Server {
  explicit Server(const ServeOptions& o) : options(o) { pool->keep_warm = true; }
  const ServeOptions& options;
  std::shared_ptr<ReplayPool> pool = make_replay_pool(/*keep_warm=*/true);
  size_t served = 0;
  bool stop = false;

  void log(const std::string& line) const {
    if (options.log) options.log(line);
  }

  size_t warm_workers() const { return pool->warm_workers(); }

  // One client: a command's replay, a stop or a status.
  void handle(int fd) {
    LineReader in(fd);
    auto line = in.next(kPatienceMs);
    if (!line) return;
    json request = json::parse(*line, nullptr, false);
    if (request.is_discarded() || !request.is_object() || request.value("protocol", 0) != kServerProtocol) {
      send_line(fd, refused("not a stridecheck serve request of this protocol").dump());
      return;
    }
    if (request.value("stop", false)) {
      stop = true;
      send_line(fd, server_message(ServerMessage::Kind::kStopping).dump());
      return;
    }
    if (request.value("status", false)) {
      json status = server_message(ServerMessage::Kind::kStatus);
      status.update({{"pid", ::getpid()}, {"served", served}, {"warm_workers", warm_workers()}});
      send_line(fd, status.dump());
      return;
    }
    auto refuse = [&](const std::string& why) {
      log("refused a command: " + why);
      send_line(fd, refused(why).dump(-1, ' ', false, json::error_handler_t::replace));
    };
    const json theirs = request.value("environment", json::object()), ours = environment_now();
    if (!theirs.is_object() || theirs != ours) {
      refuse("the command's environment differs from the server's (" +
             (theirs.is_object() ? differing(theirs, ours) : std::string("not given")) + "): it replays itself");
      return;
    }
    std::string cwd = request.value("cwd", "");
    std::error_code ec;
    fs::path here = fs::current_path(ec);
    if (cwd.empty() || ::chdir(cwd.c_str()) != 0) {
      refuse("cannot enter the command's working directory " + cwd);
      return;
    }
    char probe;
    if (::recv(fd, &probe, 1, MSG_PEEK | MSG_DONTWAIT) == 0) {  // the client gave up waiting: nothing to do
      fs::current_path(here, ec);
      return;
    }
    try {
      replay_for(fd, request);
    } catch (const std::exception& e) {
      refuse(std::string("the replay failed here (") + e.what() + ")");
    }
    if (!here.empty()) fs::current_path(here, ec);
  }

  // A command's replay, here with this server's pool (replay_here: not replay(), which would ask the server again),
  // its progress, events and heartbeats told to the client as they happen, then the result.
  void replay_for(int fd, const json& request) {
    auto t0 = Clock::now();
    ReplayOptions o = options_from_json(request.at("options"));
    Recording recording = options.read_recording(request.at("recording").get<std::string>(), o.what.limits);
    o.how.pool = pool;
    o.how.use_server = false;
    o.how.progress = [fd](size_t done, size_t total) {
      json progress = server_message(ServerMessage::Kind::kProgress);
      progress.update({{"done", done}, {"total", total}});
      send_line(fd, progress.dump());
    };
    o.how.heartbeat = [fd] { send_line(fd, server_message(ServerMessage::Kind::kAlive).dump()); };
    o.how.on_event = [fd](const ReplayEvent& e) {
      send_line(fd, event_to_json(e).dump(-1, ' ', false, json::error_handler_t::replace));
    };
    ReplayResult result = replay_here(recording, o);
    json answer = server_message(ServerMessage::Kind::kResult);
    answer["result"] = result_to_json(result);
    send_line(fd, answer.dump(-1, ' ', false, json::error_handler_t::replace));
    ++served;
    log("served a replay of " + std::to_string(recording.call_sites.size()) + " call site(s) and " +
        std::to_string(recording.op_calls.size()) + " op call(s) in " +
        std::to_string(std::chrono::duration<double>(Clock::now() - t0).count()).substr(0, 5) + " s, " +
        std::to_string(warm_workers()) + " warm workers");
  }
};

}  // namespace

std::string server_socket_path() { return socket_path(false); }

int serve(const ServeOptions& options) {
  const std::string path = socket_path(true);
  if (int fd = connect_to(path); fd >= 0) {
    ::close(fd);
    throw UsageError("a stridecheck server of this build already runs (" + path +
                     "); stop it with stridecheck serve --stop");
  }
  ::unlink(path.c_str());  // a socket left by a server that died
  int listener = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listener < 0) throw EnvironmentError(std::string("stridecheck serve: socket: ") + std::strerror(errno));
  sockaddr_un a = address(path);
  ::umask(077);
  if (::bind(listener, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(listener, 16) != 0) {
    int e = errno;
    ::close(listener);
    throw EnvironmentError("stridecheck serve: cannot listen on " + path + ": " + std::strerror(e));
  }
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  ::sigaction(SIGINT, &sa, nullptr);
  ::sigaction(SIGTERM, &sa, nullptr);
  ::signal(SIGPIPE, SIG_IGN);
  Server server(options);
  server.log("serving on " + path + " (pid " + std::to_string(::getpid()) + ")");
  auto last = Clock::now();
  while (!g_stop && !server.stop) {
    double idle = std::chrono::duration<double>(Clock::now() - last).count();
    if (options.idle_exit_s > 0 && idle >= options.idle_exit_s) {
      server.log("idle for " + std::to_string(static_cast<int>(idle)) + " s: exiting");
      break;
    }
    pollfd p{listener, POLLIN, 0};
    if (::poll(&p, 1, 1000) <= 0) continue;
    int client = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0) continue;
    server.handle(client);
    ::close(client);
    last = Clock::now();
  }
  ::close(listener);
  ::unlink(path.c_str());
  server.log("stopped after " + std::to_string(server.served) + " command(s)");
  return 0;  // the pool's warm workers end with it
}

namespace {
std::optional<ServerMessage> ask(const json& request) {
  int fd = connect_to(server_socket_path());
  if (fd < 0) return std::nullopt;
  std::optional<ServerMessage> answer;
  if (send_line(fd, request.dump())) {
    LineReader in(fd);
    if (auto line = in.next(kPatienceMs)) answer = decode_server_message(*line);
  }
  ::close(fd);
  return answer;
}

// The server's answer to a replay: its progress and events told as they come, then the result; nullopt (and `note`
// why) when it refused, its answer could not be read, or it fell silent past the client's patience.
std::optional<ReplayResult> read_answer(int fd, const ReplayOptions& options, std::string& note) {
  const ReplayExecution& how = options.how;
  std::optional<ReplayResult> result;
  LineReader in(fd);
  while (auto line = in.next(kPatienceMs)) {
    auto m = decode_server_message(*line);
    if (!m) break;
    const json& j = m->body;
    if (m->kind == ServerMessage::Kind::kProgress && how.progress) {
      how.progress(j.value("done", size_t{0}), j.value("total", size_t{0}));
    } else if (m->kind == ServerMessage::Kind::kReplayEvent && how.on_event) {
      try {
        if (auto e = event_from_json(j)) how.on_event(*e);
      } catch (const std::exception&) {  // a malformed event is not told; the result still counts
      }
    } else if (m->kind == ServerMessage::Kind::kResult) {
      try {
        result = result_from_json(j.at("result"));
      } catch (const std::exception& e) {
        note = std::string("the server's answer could not be read (") + e.what() + ")";
      }
      break;
    } else if (m->kind == ServerMessage::Kind::kRefused) {
      note = j.value("why", "refused");
      break;
    }
  }
  if (!result && note.empty()) note = "the server did not answer within " + std::to_string(kPatienceMs / 1000) + " s";
  return result;
}
}  // namespace

bool stop_server() {
  auto a = ask({{"protocol", kServerProtocol}, {"stop", true}});
  return a && a->kind == ServerMessage::Kind::kStopping;
}

std::optional<std::string> server_status() {
  auto a = ask({{"protocol", kServerProtocol}, {"status", true}});
  if (!a || a->kind != ServerMessage::Kind::kStatus) return std::nullopt;
  const json& j = a->body;
  return "a stridecheck server of this build runs (pid " + std::to_string(j.value("pid", 0)) + ", " +
         std::to_string(j.value("served", 0)) + " command(s) served, " + std::to_string(j.value("warm_workers", 0)) +
         " warm worker(s)) at " + server_socket_path();
}

std::optional<ReplayResult> replay_on_server(const Recording& recording, const ReplayOptions& options,
                                             std::string& note) {
  std::string path;
  try {
    path = server_socket_path();
  } catch (const std::exception&) {
    return std::nullopt;
  }
  int fd = connect_to(path);
  if (fd < 0) return std::nullopt;
  std::error_code ec;
  json request{{"protocol", kServerProtocol},
               {"recording", write_fixture(recording)},
               {"options", options_to_json(options)},
               {"cwd", fs::current_path(ec).string()},
               {"environment", environment_now()}};
  std::optional<ReplayResult> result;
  if (send_line(fd, request.dump(-1, ' ', false, json::error_handler_t::replace)))
    result = read_answer(fd, options, note);
  ::close(fd);
  return result;
}

}  // namespace stridecheck
