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
#include "replay/protocol.h"

namespace stridecheck {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr int kServerProtocol = 2;
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

std::vector<std::string> names_of(const std::vector<Backend>& v) {
  std::vector<std::string> out;
  for (Backend b : v) out.emplace_back(backend_name(b));
  return out;
}
std::vector<Backend> backends_of(const json& j) {
  std::vector<Backend> out;
  for (const auto& n : j) {
    auto b = parse_backend(n.get<std::string>());
    if (!b) throw std::runtime_error("unknown backend " + n.dump());
    out.push_back(*b);
  }
  return out;
}

// ---- the options and the result, as the server protocol carries them -------------------------------------------

json options_to_json(const ReplayOptions& o) {
  json limits = json::object();
  for (const auto& [name, value] : o.limits.list()) limits[name] = value;
  return {{"backends", names_of(o.backends)},
          {"priority", names_of(o.priority)},
          {"device", o.device},
          {"seed", o.seed},
          {"repeat", o.repeat},
          {"warmup", o.warmup},
          {"values", o.values},
          {"max_memory", o.max_memory},
          {"timeout_s", o.timeout_s},
          {"isolation", static_cast<int>(o.isolation)},
          {"jobs", o.jobs},
          {"worker", o.worker},
          {"skip_without_device", o.skip_without_device},
          {"metas", o.metas},
          {"torch_pythons", o.torch_pythons},
          {"meta_worker", o.meta_worker},
          {"meta_cache", o.meta_cache},
          {"kernels", o.kernels},
          {"every_site", o.every_site},
          {"cuda_index", o.cuda_index},
          {"limits", limits},
          {"only_sites", o.only_sites},
          {"ops", o.ops},
          {"imports", o.imports}};
}

ReplayOptions options_from_json(const json& j) {
  ReplayOptions o;
  o.backends = backends_of(j.at("backends"));
  o.priority = backends_of(j.at("priority"));
  o.device = j.at("device").get<std::string>();
  o.seed = j.at("seed").get<uint64_t>();
  o.repeat = j.at("repeat").get<int>();
  o.warmup = j.at("warmup").get<int>();
  o.values = j.at("values").get<bool>();
  o.max_memory = j.at("max_memory").get<uint64_t>();
  o.timeout_s = j.at("timeout_s").get<double>();
  int iso = j.at("isolation").get<int>();
  if (iso < 0 || iso > static_cast<int>(Isolation::kShared)) throw std::runtime_error("unknown isolation");
  o.isolation = static_cast<Isolation>(iso);
  o.jobs = j.at("jobs").get<int>();
  o.worker = j.at("worker").get<std::string>();
  o.skip_without_device = j.at("skip_without_device").get<bool>();
  o.metas = j.at("metas").get<bool>();
  o.torch_pythons = j.at("torch_pythons").get<std::vector<std::string>>();
  o.meta_worker = j.at("meta_worker").get<std::string>();
  o.meta_cache = j.at("meta_cache").get<std::string>();
  o.kernels = j.at("kernels").get<bool>();
  o.every_site = j.at("every_site").get<bool>();
  o.cuda_index = j.at("cuda_index").get<int>();
  for (auto& [name, value] : j.at("limits").items()) o.limits.set(name, std::to_string(value.get<uint64_t>()));
  o.only_sites = j.at("only_sites").get<std::vector<std::string>>();
  o.ops = j.at("ops").get<std::string>();
  o.imports = j.at("imports").get<std::vector<std::string>>();
  return o;
}

json result_to_json(const ReplayResult& r) {
  json sites = json::array();
  for (const auto& s : r.sites) {
    json runs = json::array();
    for (const auto& run : s.runs) runs.push_back(run_to_json(run));
    sites.push_back({{"call_site", s.call_site},
                     {"device", s.device},
                     {"runs", runs},
                     {"notes", s.notes},
                     {"replayed_with", s.replayed_with}});
  }
  json profile = r.profile;
  json metas = json::array();
  for (const auto& m : r.metas)
    metas.push_back({{"python", m.python},
                     {"torch", m.torch},
                     {"error", m.error},
                     {"wall_ms", m.wall_ms},
                     {"imported_torch", m.imported_torch}});
  json ops = json::array();
  for (const auto& op : r.ops)
    ops.push_back(
        {{"op_call", op.op_call}, {"runs", op.runs}, {"notes", op.notes}, {"replayed_with", op.replayed_with}});
  return {{"skipped", r.skipped}, {"sites", sites},
          {"ops", ops},           {"environment", environment_to_json(r.environment)},
          {"notes", r.notes},     {"wall_seconds", r.wall_seconds},
          {"profile", profile},   {"metas", metas}};
}

ReplayResult result_from_json(const json& j) {
  ReplayResult r;
  r.skipped = j.at("skipped").get<bool>();
  for (const auto& s : j.at("sites")) {
    SiteReplay site;
    site.call_site = s.at("call_site").get<std::string>();
    site.device = s.at("device").get<std::string>();
    for (const auto& run : s.at("runs")) site.runs.push_back(run_from_json(run));
    site.notes = s.at("notes").get<std::vector<std::string>>();
    site.replayed_with = s.at("replayed_with").get<std::string>();
    r.sites.push_back(std::move(site));
  }
  for (const auto& o : j.at("ops"))
    r.ops.push_back({o.at("op_call").get<std::string>(), o.at("runs").get<std::vector<OpRun>>(),
                     o.at("notes").get<std::vector<std::string>>(), o.at("replayed_with").get<std::string>()});
  r.environment = environment_from_json(j.at("environment"));
  r.notes = j.at("notes").get<std::vector<std::string>>();
  r.wall_seconds = j.at("wall_seconds").get<double>();
  r.profile = j.at("profile").get<std::vector<WorkerProfile>>();
  for (const auto& m : j.at("metas")) {
    MetaEnvironment e;
    e.python = m.at("python").get<std::string>();
    e.torch = m.at("torch").get<std::string>();
    e.error = m.at("error").get<std::string>();
    e.wall_ms = m.at("wall_ms").get<double>();
    e.imported_torch = m.at("imported_torch").get<bool>();
    r.metas.push_back(std::move(e));
  }
  return r;
}

// A replay's events, as the server tells them to its client while it replays (the kinds by name: JSON only here).
constexpr std::pair<ReplayEvent::Kind, const char*> kEventKinds[] = {
    {ReplayEvent::Kind::kWorkerReady, "worker-ready"}, {ReplayEvent::Kind::kMetasReady, "metas-ready"},
    {ReplayEvent::Kind::kPlanned, "planned"},          {ReplayEvent::Kind::kRunDone, "run-done"},
    {ReplayEvent::Kind::kMetaDone, "meta-done"},       {ReplayEvent::Kind::kWorkerDone, "worker-done"}};

json event_to_json(const ReplayEvent& e) {
  std::string kind;
  for (const auto& [k, name] : kEventKinds)
    if (k == e.kind) kind = name;
  json runs = json::array();
  for (const auto& run : e.runs) runs.push_back(run_to_json(run));
  return {{"event", "replay-event"},  {"kind", kind},          {"at_ms", e.at_ms},
          {"call_site", e.call_site}, {"runs", runs},          {"profile", e.profile},
          {"python", e.meta.python},  {"torch", e.meta.torch}, {"error", e.meta.error},
          {"done", e.done},           {"total", e.total},      {"op_runs", e.op_runs}};
}

std::optional<ReplayEvent> event_from_json(const json& j) {
  ReplayEvent e;
  const std::string kind = j.at("kind").get<std::string>();
  auto it =
      std::find_if(std::begin(kEventKinds), std::end(kEventKinds), [&](const auto& k) { return kind == k.second; });
  if (it == std::end(kEventKinds)) return std::nullopt;  // a kind this client does not know: not told
  e.kind = it->first;
  e.at_ms = j.at("at_ms").get<double>();
  e.call_site = j.at("call_site").get<std::string>();
  for (const auto& run : j.at("runs")) e.runs.push_back(run_from_json(run));
  e.profile = j.at("profile").get<WorkerProfile>();
  e.meta.python = j.at("python").get<std::string>();
  e.meta.torch = j.at("torch").get<std::string>();
  e.meta.error = j.at("error").get<std::string>();
  e.done = j.at("done").get<size_t>();
  e.total = j.at("total").get<size_t>();
  e.op_runs = j.value("op_runs", std::vector<OpRun>{});
  return e;
}

// ---- the server ------------------------------------------------------------------------------------------------

volatile std::sig_atomic_t g_stop = 0;
void on_signal(int) { g_stop = 1; }

struct Server {
  explicit Server(const ServeOptions& o) : options(o) { pool->keep_warm = true; }
  const ServeOptions& options;
  std::shared_ptr<ReplayPool> pool = std::make_shared<ReplayPool>();
  size_t served = 0;
  bool stop = false;

  void log(const std::string& line) const {
    if (options.log) options.log(line);
  }

  size_t warm_workers() const { return warm_worker_count(*pool); }

  // One client: a command's replay, a stop or a status.
  void handle(int fd) {
    LineReader in(fd);
    auto line = in.next(kPatienceMs);
    if (!line) return;
    json request = json::parse(*line, nullptr, false);
    if (request.is_discarded() || !request.is_object() || request.value("protocol", 0) != kServerProtocol) {
      send_line(fd, json{{"event", "refused"}, {"why", "not a stridecheck serve request of this protocol"}}.dump());
      return;
    }
    if (request.value("stop", false)) {
      stop = true;
      send_line(fd, json{{"event", "stopping"}}.dump());
      return;
    }
    if (request.value("status", false)) {
      send_line(
          fd,
          json{{"event", "status"}, {"pid", ::getpid()}, {"served", served}, {"warm_workers", warm_workers()}}.dump());
      return;
    }
    auto refuse = [&](const std::string& why) {
      log("refused a command: " + why);
      send_line(fd, json{{"event", "refused"}, {"why", why}}.dump(-1, ' ', false, json::error_handler_t::replace));
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
    auto t0 = Clock::now();
    try {
      ReplayOptions o = options_from_json(request.at("options"));
      Recording recording = options.read_recording(request.at("recording").get<std::string>(), o.limits);
      o.pool = pool;
      o.use_server = false;
      o.progress = [fd](size_t done, size_t total) {
        send_line(fd, json{{"event", "progress"}, {"done", done}, {"total", total}}.dump());
      };
      o.heartbeat = [fd] { send_line(fd, json{{"event", "alive"}}.dump()); };
      o.on_event = [fd](const ReplayEvent& e) {
        send_line(fd, event_to_json(e).dump(-1, ' ', false, json::error_handler_t::replace));
      };
      ReplayResult result = replay(recording, o);
      send_line(fd, json{{"event", "result"}, {"result", result_to_json(result)}}.dump(-1, ' ', false,
                                                                                       json::error_handler_t::replace));
      ++served;
      log("served a replay of " + std::to_string(recording.call_sites.size()) + " call site(s) and " +
          std::to_string(recording.op_calls.size()) + " op call(s) in " +
          std::to_string(std::chrono::duration<double>(Clock::now() - t0).count()).substr(0, 5) + " s, " +
          std::to_string(warm_workers()) + " warm workers");
    } catch (const std::exception& e) {
      refuse(std::string("the replay failed here (") + e.what() + ")");
    }
    if (!here.empty()) fs::current_path(here, ec);
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
std::optional<json> ask(const json& request) {
  int fd = connect_to(server_socket_path());
  if (fd < 0) return std::nullopt;
  std::optional<json> answer;
  if (send_line(fd, request.dump())) {
    LineReader in(fd);
    if (auto line = in.next(kPatienceMs)) {
      json j = json::parse(*line, nullptr, false);
      if (!j.is_discarded()) answer = j;
    }
  }
  ::close(fd);
  return answer;
}
}  // namespace

bool stop_server() {
  auto a = ask({{"protocol", kServerProtocol}, {"stop", true}});
  return a && a->value("event", "") == "stopping";
}

std::optional<std::string> server_status() {
  auto a = ask({{"protocol", kServerProtocol}, {"status", true}});
  if (!a || a->value("event", "") != "status") return std::nullopt;
  return "a stridecheck server of this build runs (pid " + std::to_string(a->value("pid", 0)) + ", " +
         std::to_string(a->value("served", 0)) + " command(s) served, " + std::to_string(a->value("warm_workers", 0)) +
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
  if (send_line(fd, request.dump(-1, ' ', false, json::error_handler_t::replace))) {
    LineReader in(fd);
    while (auto line = in.next(kPatienceMs)) {
      json j = json::parse(*line, nullptr, false);
      if (j.is_discarded() || !j.is_object()) break;
      std::string ev = j.value("event", "");
      if (ev == "progress" && options.progress) {
        options.progress(j.value("done", size_t{0}), j.value("total", size_t{0}));
      } else if (ev == "replay-event" && options.on_event) {
        try {
          if (auto e = event_from_json(j)) options.on_event(*e);
        } catch (const std::exception&) {  // a malformed event is not told; the result still counts
        }
      } else if (ev == "result") {
        try {
          result = result_from_json(j.at("result"));
        } catch (const std::exception& e) {
          note = std::string("the server's answer could not be read (") + e.what() + ")";
        }
        break;
      } else if (ev == "refused") {
        note = j.value("why", "refused");
        break;
      }
    }
    if (!result && note.empty()) note = "the server did not answer within " + std::to_string(kPatienceMs / 1000) + " s";
  }
  ::close(fd);
  return result;
}

}  // namespace stridecheck
