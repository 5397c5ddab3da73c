// `stridecheck serve`'s clients (server.h): a command's replay sent to the server of its build, a stop, a status.
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>

#include "core/text.h"
#include "recording/fixture_writer.h"
#include "replay/server.h"
#include "replay/server_protocol.h"
#include "replay/server_socket.h"

namespace stridecheck {

namespace {

using namespace replay_detail;
namespace fs = std::filesystem;
using json = nlohmann::json;

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

// "3rd"
std::string ordinal(size_t n) {
  const size_t t = n % 100, u = n % 10;
  const char* suffix = (t >= 11 && t <= 13) ? "th" : u == 1 ? "st" : u == 2 ? "nd" : u == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

// What the person waiting is told when the server queues the command, and again when its place changes.
std::string queued_text(const json& j) {
  const size_t position = j.value("position", size_t{1});
  std::string why = j.value("why", "");
  return "the stridecheck server is busy" + (why.empty() ? "" : " (" + why + ")") + ": this command is " +
         ordinal(position) + " in its queue, and starts when " +
         (position == 1 ? std::string("that is done") : "the " + std::to_string(position - 1) + " before it are");
}

// One line of the server's answer told (its progress, an event, its place in the queue); false when it is the last:
// the result (`result`, or `note` why it could not be read), or a refusal (`note` why).
bool tell(const ServerMessage& m, const ReplayExecution& how, std::optional<ReplayResult>& result, std::string& note) {
  const json& j = m.body;
  switch (m.kind) {
    case ServerMessage::Kind::kProgress:
      if (how.progress) how.progress(j.value("done", size_t{0}), j.value("total", size_t{0}));
      return true;
    case ServerMessage::Kind::kQueued:
      if (how.notice) how.notice(queued_text(j));
      return true;
    case ServerMessage::Kind::kReplayEvent:
      try {
        if (!how.on_event) return true;
        if (auto e = event_from_json(j)) how.on_event(*e);
      } catch (const std::exception&) {  // a malformed event is not told; the result still counts
      }
      return true;
    case ServerMessage::Kind::kResult: {
      try {
        result = result_from_json(j.at("result"));
      } catch (const std::exception& e) {
        note = std::string("the server's answer could not be read (") + e.what() + ")";
      }
      return false;
    }
    case ServerMessage::Kind::kRefused: note = j.value("why", "refused"); return false;
    case ServerMessage::Kind::kAlive:     // a server at work: the client's patience starts again
    case ServerMessage::Kind::kStopping:  // (answers to a stop or a status, not to a replay)
    case ServerMessage::Kind::kStatus:
    case ServerMessage::Kind::kUnknown: return true;
  }
  return true;
}

// The server's answer to a replay: its lines told as they come, then the result; nullopt (and `note` why) when it
// refused, its answer could not be read, or it fell silent past the client's patience.
std::optional<ReplayResult> read_answer(int fd, const ReplayOptions& options, std::string& note) {
  std::optional<ReplayResult> result;
  LineReader in(fd);
  bool silent = true;
  while (auto line = in.next(kPatienceMs)) {
    auto m = decode_server_message(*line);
    if (!m) break;
    silent = false;
    if (!tell(*m, options.how, result, note)) break;
  }
  if (!result && note.empty())
    note = silent ? "the server did not answer within " + std::to_string(kPatienceMs / 1000) + " s"
                  : "the server ended the conversation before its answer";
  return result;
}

}  // namespace

std::string server_socket_path() { return socket_path(false); }

bool server_listening() {
  try {
    int fd = connect_to(server_socket_path());
    if (fd < 0) return false;
    ::close(fd);  // (the server sees a client that said nothing and went)
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

bool stop_server() {
  auto a = ask({{"protocol", kServerProtocol}, {"stop", true}});
  return a && a->kind == ServerMessage::Kind::kStopping;
}

std::optional<std::string> server_status() {
  auto a = ask({{"protocol", kServerProtocol}, {"status", true}});
  if (!a || a->kind != ServerMessage::Kind::kStatus) return std::nullopt;
  const json& j = a->body;
  const json clients = j.value("clients", json::array());
  std::string text = "a stridecheck server of this build runs (pid " + std::to_string(j.value("pid", 0)) + ", " +
                     std::to_string(j.value("served", 0)) + " command(s) served, " +
                     std::to_string(j.value("warm_workers", 0)) + " warm worker(s), " + std::to_string(clients.size()) +
                     " client(s) now) at " + server_socket_path();
  for (const auto& c : clients) {
    std::string state = c.value("state", "");
    const auto known = parse_client_state(state);
    if (known == ClientState::kQueued) state += " (" + ordinal(c.value("position", size_t{1})) + " in the queue)";
    if (known == ClientState::kReplaying && c.value("total", size_t{0}) > 0)
      state += " (" + std::to_string(c.value("done", size_t{0})) + " of " +
               std::to_string(c.value("total", size_t{0})) + " runs)";
    std::vector<std::string> pids;
    for (const auto& p : c.value("workers", json::array())) pids.push_back(std::to_string(p.get<long>()));
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", c.value("seconds", 0.0));
    text += "\n  client pid " + std::to_string(c.value("pid", 0)) + ": " + state + " for " + seconds + " s, " +
            c.value("what", std::string("")) + (c.value("device", "").empty() ? "" : " on " + c.value("device", "")) +
            (pids.empty() ? "" : "; workers " + join(pids, ", "));
  }
  return text;
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
               {"cwd", options.how.cwd.empty() ? fs::current_path(ec).string() : options.how.cwd},
               {"environment", environment_now()}};
  std::optional<ReplayResult> result;
  if (send_line(fd, request.dump(-1, ' ', false, json::error_handler_t::replace)))
    result = read_answer(fd, options, note);
  ::close(fd);
  return result;
}

}  // namespace stridecheck
