// The CI guard: replay fixtures (their SDPA call sites on the backends available here, their op calls' kernels and
// fakes) and fail when the op a graph calls breaks the graph's layouts, when a backend crashes, or - with a baseline -
// when any backend's layouts differ from the ones recorded in the baseline (which says under which torch, CUDA and
// cuDNN). An update merges the run into the baseline (check/baseline.h); either way the baseline's entries the run did
// not check are reported.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/baseline.h"
#include "core/json_fields.h"
#include "core/limits.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

struct CheckOptions {
  ReplayOptions replay;
  std::vector<std::string> inputs;       ///< fixture files, or folders searched for them
  std::string baseline;                  ///< compare with this baseline
  bool update_baseline = false;          ///< merge this run into the baseline instead of comparing
  bool prune = false;                    ///< with update_baseline: drop the entries this run did not check
  int shard_index = 1, shard_count = 1;  ///< --shard K/N (1-based K)
  bool allow_missing_backend = false;
  bool allow_empty = false;      ///< a run in which every call site was skipped may exit 0
  std::vector<Backend> require;  ///< backends that must keep the layouts too (besides each graph's own op)
};

enum class FindingKind {
  kMismatch,    ///< the graph's own op breaks its asserts
  kContract,    ///< a kernel breaks its own meta (a --require'd backend)
  kRegression,  ///< a layout differs from the baseline's
  kCrash,       ///< a backend crashed or hung
  kMissing,     ///< a --require'd backend cannot run here
};
std::string_view finding_name(FindingKind k);  ///< "mismatch", "contract", "regression", "crash", "missing"
STRIDECHECK_JSON_TO_NAME(FindingKind, finding_name)

struct CheckFinding {
  FindingKind kind = FindingKind::kMismatch;
  std::string fixture, call_site, backend;
  std::string message;
};
/// nlohmann-json's conversion (found by ADL): the report's `check.findings[]`.
STRIDECHECK_JSON_TO_FIELDS(CheckFinding, kind, fixture, call_site, backend, message)

/// What a call site came to, as the text counts it: passed, failed (a finding that is not only a missing
/// backend or device), or skipped (what it guards could not run here).
enum class SiteOutcome { kPassed, kFailed, kSkipped };
std::string_view site_outcome_name(SiteOutcome o);  ///< "passed", "failed", "skipped"
STRIDECHECK_JSON_TO_NAME(SiteOutcome, site_outcome_name)

struct CheckedSite {
  std::string fixture, call_site;
  SiteOutcome outcome = SiteOutcome::kPassed;
  double elapsed_ms = 0;  ///< its runs' time
};
/// nlohmann-json's conversion (found by ADL): the report's `check.sites[]`.
STRIDECHECK_JSON_TO_FIELDS(CheckedSite, fixture, call_site, outcome, elapsed_ms)

struct CheckResult {
  Recording recording;  ///< every call site checked (ids "fixture::id")
  Verdict verdict;
  std::vector<CheckFinding> findings;
  std::vector<CheckedSite> sites;  ///< every call site checked, in the order of the counts
  size_t passed = 0, failed = 0, skipped = 0;
  Baseline current;                        ///< what this run gives a baseline
  std::optional<BaselineReport> baseline;  ///< with --baseline: what was not compared, what an update wrote
  bool nothing_checked = false;            ///< every call site was skipped: a guard that checked nothing
  std::string baseline_note;               ///< why nothing was compared with the baseline, if nothing was
  int exit_code = 0;
};
/// The report's `check` object (`--format json`): the counts, each call site's outcome, the findings, the
/// baseline's report.
template <typename BasicJson>
void to_json(BasicJson& j, const CheckResult& r) {
  STRIDECHECK_JSON_PUT_FIELDS(j, r, passed, failed, skipped, nothing_checked, sites, findings)
  j["baseline"] = r.baseline ? BasicJson(*r.baseline) : BasicJson();
  j["baseline_note"] = r.baseline_note;
}

CheckResult run_check(const CheckOptions& options, const Limits& limits);

/// Its text form is report/check_text.h's render_check_text.

/// "K/N" -> (K, N); UsageError otherwise.
std::pair<int, int> parse_shard(const std::string& text);

/// The GPU CTest's resource allocation gave the running test (cmake/StridecheckFixtureTests.cmake registers a CUDA
/// fixture's test with RESOURCE_GROUPS "gpus:1"; `ctest --resource-spec-file` then sets CTEST_RESOURCE_GROUP_COUNT,
/// CTEST_RESOURCE_GROUP_<i> = "gpus" and CTEST_RESOURCE_GROUP_<i>_GPUS = "id:1,slots:1"): its CUDA device index, the
/// spec file's id. nullopt outside such a test. UsageError for an id that is not a device index. `getenv`: the
/// environment to read (std::getenv in the command).
std::optional<int> ctest_allocated_gpu(const std::function<const char*(const std::string&)>& getenv);

}  // namespace stridecheck
