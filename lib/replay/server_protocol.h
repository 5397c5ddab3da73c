// The protocol of `stridecheck serve` (server.h's table): the options, the result and a replay's events as its JSON
// carries them, and what the server says, decoded once (decode_server_message): the client switches on its kind.
// Internal to replay/.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "replay/replay_json.h"

namespace stridecheck::replay_detail {

inline constexpr int kServerProtocol = 3;

/// The options, both halves: what to replay, and how (the client's paths and limits; the server adds its pool and
/// its callbacks).
nlohmann::json options_to_json(const ReplayOptions& o);
ReplayOptions options_from_json(const nlohmann::json& j);
nlohmann::json result_to_json(const ReplayResult& r);
ReplayResult result_from_json(const nlohmann::json& j);
/// A ReplayEvent as a "replay-event" message; nullopt back for a kind this side does not know (not told).
nlohmann::json event_to_json(const ReplayEvent& e);
std::optional<ReplayEvent> event_from_json(const nlohmann::json& j);

/// One line the server says, decoded: its event, and the line's JSON object for the fields that event carries.
struct ServerMessage {
  enum class Kind {
    kProgress,     ///< "progress": `done`, `total`
    kAlive,        ///< "alive": a server at work says so every second
    kReplayEvent,  ///< "replay-event": a ReplayEvent (event_from_json)
    kResult,       ///< "result": `result`, the ReplayResult
    kRefused,      ///< "refused": `why` (the client replays itself)
    kStopping,     ///< "stopping": the answer to a stop
    kQueued,       ///< "queued": the command waits for its turn: `position` (1: next), `why`
    kStatus,       ///< "status": the answer to a status: `pid`, `served`, `warm_workers`, `clients` (each `pid`,
                   ///< `state` queued|replaying, `position`, `done`, `total`, `seconds`, `what`, `device`, `workers`)
    kUnknown,      ///< an event this side does not know: ignored
  };
  Kind kind = Kind::kUnknown;
  nlohmann::json body;
};

/// Where a command stands in the server, as `serve --status` lists it ("state").
enum class ClientState {
  kReading,    ///< its request not read yet (not listed: a status request, a probe)
  kQueued,     ///< "queued": waiting for its turn
  kReplaying,  ///< "replaying"
};
/// "queued", "replaying"; "" for kReading. nullopt back for a name this side does not know.
const char* client_state_name(ClientState s);
std::optional<ClientState> parse_client_state(const std::string& name);

/// `{"event": NAME}` of a kind (not kUnknown), for the server to add its fields to.
nlohmann::json server_message(ServerMessage::Kind kind);
/// nullopt for a line that is not a JSON object (the conversation is over). Throws nlohmann::json's type_error when
/// its "event" is not a string.
std::optional<ServerMessage> decode_server_message(const std::string& line);

}  // namespace stridecheck::replay_detail
