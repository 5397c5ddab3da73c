// The answer to a failing log read without its generated module (the module the log names is not on this machine,
// or the log names none): what failed, what the asserted tensor is, whose bug as far as the log can tell, where the
// module was, and the next step as commands. Words for triage/log_facts.h's typed facts; pure.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "triage/triage.h"

namespace stridecheck {

/// The rows of one failure's log-only answer: (label, text), in the order they are shown.
std::vector<std::pair<std::string, std::string>> log_answer_rows(const TriageResult& result, const FailureAnalysis& f);

/// Whether a failure is answered from the log alone: its module was not read.
bool answered_from_log(const FailureAnalysis& f);

/// "0-7", "0, 2, 5-6": ranks, sorted, runs of them as ranges.
std::string rank_ranges(std::vector<int> ranks);

}  // namespace stridecheck
