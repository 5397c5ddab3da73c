// The known upstream issues a failure matches (known/known_issues.h), in words: the "Seen before" row of every
// format, and the search for duplicates that goes with "Report upstream". Pure: matches in, words out.
#pragma once

#include <string>
#include <vector>

#include "known/known_issues.h"

namespace stridecheck {

/// "pytorch#106623", "vllm-project/vllm#50046".
std::string known_source_ref(const KnownSource& source);

/// "seen before: pytorch#148921 "fix cuDNN SDPA meta registration" (likely the same bug: ...), fixed by torch
/// 2.11.0; this run's torch is 2.11.0+cu130, which has the fix (https://...)". `torch`: the run's torch release,
/// "" to take the match's own.
std::string seen_before_words(const KnownMatch& match, const std::string& torch);

/// The same for each match, in order.
std::vector<std::string> seen_before_lines(const std::vector<KnownMatch>& matches);

/// The lines of the matches made of `op`'s failures (any spelling: "torch.ops.aten._fft_r2c.default").
std::vector<std::string> seen_before_lines_for(const std::vector<KnownMatch>& matches, const std::string& op);

/// A GitHub issue search of pytorch/pytorch for `query`: "https://github.com/pytorch/pytorch/issues?q=...".
std::string github_issue_search_url(const std::string& repo, const std::string& query);

/// The search to run for duplicates before reporting `op` upstream: the matched rows' search terms where a match
/// has them, and a GitHub issues search built from the op's name ("aten::_fft_r2c" -> "_fft_r2c stride").
std::string duplicate_search_words(const std::vector<KnownMatch>& matches, const std::string& op);
/// The likely duplicate still open upstream ("pytorch#106623"), to add a report to rather than file one; "" if none.
std::string open_duplicate_ref(const std::vector<KnownMatch>& matches);

}  // namespace stridecheck
