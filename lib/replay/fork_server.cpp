#include "replay/fork_server.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <utility>
#include <vector>

#include "core/names.h"

extern char** environ;

namespace stridecheck {

namespace {

using Clock = std::chrono::steady_clock;

// The fork server's protocol: one datagram-like message each way, its kind's word then its argument.
enum class ForkKind {
  kReady,    ///< "ready MS": libtorch loaded in MS (server to parent, once)
  kFork,     ///< "fork", with the worker's stdin, stdout and stderr (parent to server)
  kPid,      ///< "pid N": the forked worker (server to parent)
  kError,    ///< "error WHY": no worker forked (server to parent)
  kUnknown,  ///< anything else
};
constexpr std::pair<ForkKind, const char*> kForkKinds[] = {
    {ForkKind::kReady, "ready"}, {ForkKind::kFork, "fork"}, {ForkKind::kPid, "pid"}, {ForkKind::kError, "error"}};

struct ForkMessage {
  ForkKind kind = ForkKind::kUnknown;
  std::string arg;
};

std::string encode(ForkKind kind, const std::string& arg = "") {
  const std::string word = name_in(kForkKinds, kind).value_or("");
  return arg.empty() ? word : word + " " + arg;
}

ForkMessage decode(const std::string& text) {
  const size_t space = text.find(' ');
  const auto kind = value_named(kForkKinds, text.substr(0, space));
  if (!kind) return {};
  return {*kind, space == std::string::npos ? "" : text.substr(space + 1)};
}

bool send_message(int socket, const std::string& text, const int* fds = nullptr, size_t nfds = 0) {
  iovec iov{const_cast<char*>(text.data()), text.size()};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  std::vector<char> control(CMSG_SPACE(sizeof(int) * 3));
  if (nfds > 0) {
    msg.msg_control = control.data();
    msg.msg_controllen = CMSG_SPACE(sizeof(int) * nfds);
    cmsghdr* c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * nfds);
    std::memcpy(CMSG_DATA(c), fds, sizeof(int) * nfds);
  }
  while (true) {
    ssize_t n = ::sendmsg(socket, &msg, MSG_NOSIGNAL);
    if (n >= 0) return static_cast<size_t>(n) == text.size();
    if (errno != EINTR) return false;
  }
}

// One message: its text, and up to three descriptors with it. -1: the socket failed; 0: the peer closed it.
ssize_t receive_message(int socket, std::string& text, std::vector<int>* fds) {
  char buf[256];
  iovec iov{buf, sizeof buf};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 3)];
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  ssize_t n;
  do n = ::recvmsg(socket, &msg, MSG_CMSG_CLOEXEC);
  while (n < 0 && errno == EINTR);
  if (n <= 0) return n;
  text.assign(buf, static_cast<size_t>(n));
  for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c))
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
      std::vector<int> got(count);
      std::memcpy(got.data(), CMSG_DATA(c), sizeof(int) * count);
      if (fds)
        fds->insert(fds->end(), got.begin(), got.end());
      else
        for (int fd : got) ::close(fd);
    }
  return n;
}

// Waits up to `timeout_s` for one message from the server.
ssize_t await_message(int socket, double timeout_s, std::string& text) {
  pollfd p{socket, POLLIN, 0};
  int r;
  do r = ::poll(&p, 1, static_cast<int>(timeout_s * 1000));
  while (r < 0 && errno == EINTR);
  if (r <= 0) return -1;
  return receive_message(socket, text, nullptr);
}

}  // namespace

std::optional<ForkServer> ForkServer::start(const std::string& worker, double timeout_s,
                                            const std::function<void()>& meanwhile, std::string& why) {
  int sv[2];
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) {
    why = std::string("socketpair: ") + std::strerror(errno);
    return std::nullopt;
  }
  // The server's end goes to descriptor 3 (dup2 clears close-on-exec; the end must not already be 3, where
  // dup2 would do nothing).
  if (sv[1] == 3) {
    int moved = ::fcntl(sv[1], F_DUPFD_CLOEXEC, 10);
    ::close(sv[1]);
    sv[1] = moved;
  }
  // A forked worker is re-parented to this process, which then waits for it as for a spawned one.
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  for (int fd : {0, 1, 2}) posix_spawn_file_actions_addopen(&fa, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 3);
  std::vector<std::string> args = {worker, "--fork-server", "3"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  ForkServer s;
  auto t0 = Clock::now();
  int rc = posix_spawn(&s.pid_, worker.c_str(), &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  ::close(sv[1]);
  s.socket_ = sv[0];
  if (rc != 0) {
    s.pid_ = -1;
    why = "cannot start " + worker + ": " + std::strerror(rc);
    return std::nullopt;
  }
  std::string text;
  ssize_t n = -1;
  while (std::chrono::duration<double>(Clock::now() - t0).count() < timeout_s) {
    pollfd p{s.socket_, POLLIN, 0};
    if (::poll(&p, 1, 20) > 0) {
      n = receive_message(s.socket_, text, nullptr);
      break;
    }
    if (meanwhile) meanwhile();
  }
  const ForkMessage ready = n > 0 ? decode(text) : ForkMessage{};
  if (ready.kind != ForkKind::kReady) {
    why = n < 0 ? "the fork server did not say ready in time" : "the fork server exited before it was ready";
    return std::nullopt;  // ~ForkServer ends it
  }
  s.load_ms_ = std::strtod(ready.arg.c_str(), nullptr);
  s.ready_ms_ = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  return s;
}

ForkServer::ForkServer(ForkServer&& o) noexcept
    : pid_(o.pid_), socket_(o.socket_), load_ms_(o.load_ms_), ready_ms_(o.ready_ms_) {
  o.pid_ = -1;
  o.socket_ = -1;
}

ForkServer& ForkServer::operator=(ForkServer&& o) noexcept {
  std::swap(pid_, o.pid_);  // o's destructor ends what this held
  std::swap(socket_, o.socket_);
  load_ms_ = o.load_ms_;
  ready_ms_ = o.ready_ms_;
  return *this;
}

ForkServer::~ForkServer() {
  if (socket_ >= 0) ::close(socket_);  // the server's receive returns 0: it exits
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);  // without waiting for it to notice, nor for the kernel to unmap its libtorch
    if (::waitpid(pid_, nullptr, WNOHANG) == 0)
      std::thread([pid = pid_] {
        while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
        }
      }).detach();
  }
}

std::optional<pid_t> ForkServer::fork_worker(int in, int out, int err, std::string& why) {
  if (socket_ < 0) {
    why = "the fork server is gone";
    return std::nullopt;
  }
  const int fds[3] = {in, out, err};
  std::string reply;
  ForkMessage answer;
  if (send_message(socket_, encode(ForkKind::kFork), fds, 3) && await_message(socket_, 10, reply) > 0)
    answer = decode(reply);
  if (answer.kind != ForkKind::kPid) {
    why = answer.kind == ForkKind::kError ? answer.arg : std::string("the fork server did not answer");
    ::close(socket_);
    socket_ = -1;
    return std::nullopt;
  }
  return static_cast<pid_t>(std::strtol(answer.arg.c_str(), nullptr, 10));
}

int serve_forks(int socket, double load_ms, const std::function<int()>& child) {
  if (!send_message(socket, encode(ForkKind::kReady, std::to_string(load_ms)))) return 2;
  while (true) {
    std::string text;
    std::vector<int> fds;
    ssize_t n = receive_message(socket, text, &fds);
    if (n <= 0) return 0;  // the parent closed the socket (or is gone): done
    auto close_received = [&] {
      for (int fd : fds) ::close(fd);
    };
    if (decode(text).kind != ForkKind::kFork || fds.size() != 3) {
      close_received();
      send_message(socket, encode(ForkKind::kError, "bad request"));
      continue;
    }
    int p[2];
    if (::pipe2(p, O_CLOEXEC) != 0) {
      close_received();
      send_message(socket, encode(ForkKind::kError, std::string("pipe: ") + std::strerror(errno)));
      continue;
    }
    pid_t mid = ::fork();
    if (mid == 0) {
      pid_t worker = ::fork();
      if (worker == 0) {
        ::close(socket);
        ::close(p[0]);
        ::close(p[1]);
        for (int i = 0; i < 3; ++i) ::dup2(fds[static_cast<size_t>(i)], i);  // dup2 clears close-on-exec
        for (int fd : fds)
          if (fd > 2) ::close(fd);
        std::_Exit(child());
      }
      ssize_t w = ::write(p[1], &worker, sizeof worker);
      std::_Exit(w == sizeof worker ? 0 : 1);
    }
    close_received();
    ::close(p[1]);
    pid_t worker = -1;
    ssize_t r = mid > 0 ? ::read(p[0], &worker, sizeof worker) : -1;
    int e = errno;
    ::close(p[0]);
    if (mid > 0)
      while (::waitpid(mid, nullptr, 0) < 0 && errno == EINTR) {
      }
    if (mid < 0 || r != sizeof worker || worker <= 0)
      send_message(socket, encode(ForkKind::kError, std::string("fork: ") + std::strerror(mid < 0 ? e : ECHILD)));
    else
      send_message(socket, encode(ForkKind::kPid, std::to_string(worker)));
  }
}

}  // namespace stridecheck
