// A replay's events in words (-v: ReplayExecution::on_event), one line each: each worker ready and done, with where
// its time went; each backend's runs and each meta answer as they come back. Pure: the CLI logs the lines.
#pragma once
#include <string>
#include <vector>

#include "replay/replay.h"

namespace stridecheck {

/// "[+12 ms] worker math: started in 480 ms (libtorch 410 ms, ...); its request sent": one line, or one per run of a
/// kRunDone or kMetaDone event (a run's reason may hold newlines of its own: a line is not split).
std::vector<std::string> replay_event_words(const ReplayEvent& event);

}  // namespace stridecheck
