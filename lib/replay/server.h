// `stridecheck serve`: replay workers kept warm between commands. Every command pays, per worker, loading
// libtorch, creating a CUDA context and each backend's first call (cuDNN's handle and plans, cuBLAS), about a second
// on an H200 against milliseconds for the kernels; the Python metas pay `import torch`. A server keeps those
// processes once they have finished a replay cleanly (ReplayPool::keep_warm) and replays for every command of the same
// build that asks it, several at once, with the same isolation: a crash or a hang still ends only its worker and is
// reported as a finding, and the next command gets a fresh one. A warm worker is never given a command once code it
// loaded changed on disk (the user's --import modules and what they import, torch, libtorch: staleness.h): a fresh
// process serves it.
//
// The client (replay() when ReplayExecution::use_server) sends the recording and the options, its working directory
// and the environment variables that change a replay; the server replays in that directory with runner.h's
// replay_here() and its one pool (pool.h, kept warm), and answers with the result, so a report is the same as without
// a server, except for the workers' profile. A server of another build, another environment, one that is busy past
// the client's patience, or none at all: the command replays itself (replay_here() too). The messages are
// server_protocol.h's.
//
//   client -> {"protocol": 1, "recording": FIXTURE, "options": {...}, "cwd": DIR, "environment": {...}}
//   server -> {"event": "progress", "done": N, "total": M} | {"event": "alive"}   while it works
//   server -> {"event": "replay-event", "kind": "worker-ready"|..., ...}        as things happen (ReplayEvent)
//   server -> {"event": "result", "result": {...}} | {"event": "refused", "why": TEXT}
//   client -> {"protocol": 1, "stop": true} | {"protocol": 1, "status": true}
//
// The socket: $XDG_RUNTIME_DIR/stridecheck-server-BUILD.sock, else /tmp/stridecheck-UID/server-BUILD.sock (a
// folder only this user may enter), BUILD a hash of this build's binaries (path and modification time), so that a
// rebuilt stridecheck never talks to an older server.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "replay/replay.h"

namespace stridecheck {

struct ServeOptions {
  double idle_exit_s = 600;  ///< exit after this long without a command (0: never)
  /// Commands replayed at once, at most (0: as many as the machine has cores, at least 2); later ones queue.
  size_t max_commands = 0;
  std::function<void(const std::string&)> log;  ///< one line per command served, and the server's start and end
  /// Reads a client's recording (fixture JSON) with the client's limits: the fixture reader (readers/), which
  /// replay/ does not include.
  std::function<Recording(const std::string& fixture, const Limits& limits)> read_recording;
};

/// The socket of this build's server (the same for every process of this build and user).
std::string server_socket_path();

/// Serves until idle for `idle_exit_s`, asked to stop, or sent SIGINT or SIGTERM; 0 then. Throws UsageError when a
/// server of this build already runs, EnvironmentError when the socket cannot be made.
int serve(const ServeOptions& options);

/// Whether a server of this build listens (a connection is accepted; it may still refuse a command).
bool server_listening();

/// Asks this build's server to stop. False when none answered.
bool stop_server();

/// A line about this build's server: its pid, the commands served and the warm workers; nullopt when none runs.
std::optional<std::string> server_status();

/// The client: `recording` replayed by this build's server. nullopt when there is none or it refused (another
/// environment, an error): the caller replays itself. `note` says why it was not used, when a server was there.
std::optional<ReplayResult> replay_on_server(const Recording& recording, const ReplayOptions& options,
                                             std::string& note);

}  // namespace stridecheck
