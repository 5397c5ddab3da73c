// The verdict: for every call site, backend and output, the layout the graph expected against the one
// the backend really returned, compared exactly as inductor's assert_size_stride compares them, and
// said in words. Pure: a recording and a replay in, a verdict out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "layout/layout.h"
#include "recording/recording.h"
#include "replay/replay.h"

namespace stridecheck {

struct OutputVerdict {
  enum class Status {
    kMatch,          ///< passes the graph's assert
    kMismatch,       ///< the assert would fail: dims below
    kNotComparable,  ///< another backend's own output (logsumexp shapes differ by backend)
    kNoExpectation,  ///< the graph asserts nothing about this output (torch before about 2.7)
  };
  std::string name;
  Status status = Status::kNoExpectation;
  std::optional<Layout> expected;
  Layout actual;
  LayoutComparison comparison;
  std::string message;                ///< inductor's text: "expected size 32==32, stride 96==393216 at dim=1"
  std::vector<std::string> dim_lines; ///< per dim with names
  std::string words;                  ///< "came back BSHD-ordered ..., the graph expected contiguous BHSD"
  std::string follows;                ///< "follows grad_out's BSHD order"
  std::string note;
  bool reproduces_observed = false;   ///< equals the layout the failing run's assertion reported
  std::optional<double> max_abs_err, max_rel_err;
};

std::string_view status_name(OutputVerdict::Status s);  ///< "match", "mismatch", "not comparable", "no expectation"

struct RunVerdict {
  BackendRun run;
  std::vector<OutputVerdict> outputs;
  bool keeps_contract = false;  ///< ran, and every comparable output matches
  bool broke_contract = false;  ///< ran, and an output mismatches
  bool failed = false;          ///< crashed or timed out
};

struct SiteVerdict {
  std::string call_site;
  const CallSite* site = nullptr;
  std::string device;
  std::vector<RunVerdict> runs;
  std::vector<std::string> keep;     ///< backends whose own op keeps the graph's layout contract
  std::vector<std::string> break_;   ///< backends whose own op breaks it
  std::vector<std::string> cannot;   ///< backends that cannot run these inputs, or are not here
  std::vector<std::string> crashed;  ///< backends that crashed or hung
  std::string chosen;                ///< the dispatcher's choice under the priority order
  std::vector<std::string> notes;
};

struct Verdict {
  std::vector<SiteVerdict> sites;
  ReplayEnvironment environment;
  std::vector<std::string> notes;
  double wall_seconds = 0;
  std::vector<WorkerProfile> profile;
  bool any_mismatch = false;
  bool any_crash = false;
  int exit_code() const { return any_mismatch || any_crash ? 1 : 0; }
};

Verdict judge(const Recording& recording, const ReplayResult& replay);

}  // namespace stridecheck
