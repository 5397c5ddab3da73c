// A replay in this process: the runner, the parent side of replay. It starts the workers (from the pool, pool.h),
// waits for the first one's hello to know the machine, resolves the device (device.h), plans the tasks and groups
// them into workers (plan.h), runs the event pump until every worker is done (pump.h), keeps the clean ones warm for
// `stridecheck serve`, and assembles the result (results.h). This process never loads libtorch and never forks
// itself.
//
// replay() (replay.h) calls replay_here() when no `stridecheck serve` takes the replay; the server (server.cpp) calls
// replay_here() for its clients: the one place either replays.
#pragma once

#include "replay/replay.h"

namespace stridecheck {

/// Throws InputError for a recording with nothing to replay: no SDPA call site and no asserted op call.
void check_replayable(const Recording& recording);

/// Replays `recording` here, in worker processes this process starts (or takes warm from `options.how.pool`);
/// `options.how.use_server` is not looked at. Throws as replay() does.
ReplayResult replay_here(const Recording& recording, const ReplayOptions& options);

}  // namespace stridecheck
