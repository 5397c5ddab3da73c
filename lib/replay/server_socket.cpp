#include "replay/server_socket.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <vector>

#include "core/error.h"
#include "core/text.h"

namespace stridecheck::replay_detail {

using json = nlohmann::json;

namespace {

namespace fs = std::filesystem;

constexpr const char* kEnvironment[] = {"PATH",
                                        "LD_LIBRARY_PATH",
                                        "PYTHONPATH",
                                        "CUDA_VISIBLE_DEVICES",
                                        "CUDA_MODULE_LOADING",
                                        "TORCH_CUDNN_SDPA_DEPRIORITIZED",
                                        "STRIDECHECK_WORKER",
                                        "STRIDECHECK_META_WORKER",
                                        "STRIDECHECK_WORKER_START",
                                        "STRIDECHECK_META_LAZY",
                                        "STRIDECHECK_TEST_FAULT"};

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

}  // namespace

json environment_now() {
  json j = json::object();
  for (const char* name : kEnvironment)
    if (const char* v = std::getenv(name)) j[name] = v;
  return j;
}

std::string differing(const json& a, const json& b) {
  std::vector<std::string> names;
  for (const char* name : kEnvironment)
    if (a.value(name, json()) != b.value(name, json())) names.emplace_back(name);
  return join(names, ", ");
}

std::string socket_path(bool create) {
  std::string dir = socket_folder(create);
  const char* x = std::getenv("XDG_RUNTIME_DIR");
  bool runtime = x && *x && dir == x;
  return dir + (runtime ? "/stridecheck-server-" : "/server-") + build_id() + ".sock";
}

int connect_to(const std::string& path) {
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  if (path.size() >= sizeof a.sun_path) return -1;  // no server could listen there
  std::memcpy(a.sun_path, path.c_str(), path.size() + 1);
  int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
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

std::optional<std::string> LineReader::next(int timeout_ms) {
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

}  // namespace stridecheck::replay_detail
