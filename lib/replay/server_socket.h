// The socket `stridecheck serve` and its clients meet on (server.h): where it is, the environment a client must
// share with the server, and lines over it. Internal to replay/ (server.cpp, the server; server_client.cpp, the
// client).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace stridecheck::replay_detail {

/// What a client waits for a server's word (its first, then each next) before it replays itself. A server at work
/// says it is alive every second, queued or replaying.
inline constexpr int kPatienceMs = 30000;
/// A request's size at most: a recording of every call site of a large model, as fixture JSON.
inline constexpr size_t kMaxRequestBytes = size_t{512} << 20;

/// The environment variables that change what a replay does or finds, with this process's values: a client's
/// must be the server's.
nlohmann::json environment_now();
/// The names of the variables whose values differ between two environment_now()s, comma-separated.
std::string differing(const nlohmann::json& a, const nlohmann::json& b);

/// $XDG_RUNTIME_DIR/stridecheck-server-BUILD.sock, else /tmp/stridecheck-UID/server-BUILD.sock: BUILD a hash of this
/// build's binaries (paths and modification times). `create`: the folder is made when missing (only the server does).
/// Throws EnvironmentError for a folder that is not this user's alone.
std::string socket_path(bool create);

/// A connection to the socket at `path`; -1 when none listens.
int connect_to(const std::string& path);
/// `text` and a newline, all of it; false when the peer is gone (or does not read within its socket's send timeout).
bool send_line(int fd, const std::string& text);

/// Lines from a socket.
class LineReader {
 public:
  explicit LineReader(int fd) : fd_(fd) {}
  /// The next line, within `timeout_ms`; nullopt when none came, the peer closed, or the line is too long.
  std::optional<std::string> next(int timeout_ms);

 private:
  int fd_;
  std::string buf_;
};

}  // namespace stridecheck::replay_detail
