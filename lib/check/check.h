// The CI guard: replay fixtures on the backends available here and fail when the op a graph calls
// breaks the graph's layouts, when a backend crashes, or - with a baseline - when any backend's layouts
// differ from the ones recorded in the baseline (which says under which torch, CUDA and cuDNN).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

inline constexpr const char* kBaselineSchema = "stridecheck.baseline/1";

struct CheckOptions {
  ReplayOptions replay;
  std::vector<std::string> inputs;       ///< fixture files, or folders searched for them
  std::string baseline;                  ///< compare with this baseline
  bool update_baseline = false;          ///< write the baseline instead of comparing
  int shard_index = 1, shard_count = 1;  ///< --shard K/N (1-based K)
  bool allow_missing_backend = false;
  bool allow_empty = false;      ///< a run in which every call site was skipped may exit 0
  std::vector<Backend> require;  ///< backends that must keep the layouts too (besides each graph's own op)
};

/// The layouts one run gave, as a baseline keeps them.
struct BaselineEntry {
  RunStatus status = RunStatus::kOk;
  std::map<std::string, std::pair<std::vector<int64_t>, std::vector<int64_t>>> outputs;  ///< name -> sizes, strides
};

struct Baseline {
  std::string torch, cuda, cudnn, device;
  std::string meta_torch;                        ///< the torch whose fake/meta kernels gave the "meta" entries
  std::map<std::string, BaselineEntry> entries;  ///< "fixture::call site::backend::mode" (mode "meta": the
                                                 ///< backend's meta prediction)
};

enum class FindingKind {
  kMismatch,    ///< the graph's own op breaks its asserts
  kContract,    ///< a kernel breaks its own meta (a --require'd backend)
  kRegression,  ///< a layout differs from the baseline's
  kCrash,       ///< a backend crashed or hung
  kMissing,     ///< a --require'd backend cannot run here
};
std::string_view finding_name(FindingKind k);  ///< "mismatch", "contract", "regression", "crash", "missing"

struct CheckFinding {
  FindingKind kind = FindingKind::kMismatch;
  std::string fixture, call_site, backend;
  std::string message;
};

struct CheckResult {
  Recording recording;  ///< every call site checked (ids "fixture::id")
  Verdict verdict;
  std::vector<CheckFinding> findings;
  size_t passed = 0, failed = 0, skipped = 0;
  Baseline current;  ///< what this run would write as a baseline
  bool baseline_written = false;
  bool nothing_checked = false;  ///< every call site was skipped: a guard that checked nothing
  std::string baseline_note;     ///< why nothing was compared with the baseline, if nothing was
  int exit_code = 0;
};

CheckResult run_check(const CheckOptions& options, const Limits& limits);

/// The text form of a check (`check --format text`): one line per finding, then the counts and what the
/// baseline or an empty run says. Pure.
std::string render_check_text(const CheckResult& result, const CheckOptions& options);

/// "K/N" -> (K, N); UsageError otherwise.
std::pair<int, int> parse_shard(const std::string& text);

/// The GPU CTest's resource allocation gave the running test (cmake/StridecheckFixtureTests.cmake registers a CUDA
/// fixture's test with RESOURCE_GROUPS "gpus:1"; `ctest --resource-spec-file` then sets CTEST_RESOURCE_GROUP_COUNT,
/// CTEST_RESOURCE_GROUP_<i> = "gpus" and CTEST_RESOURCE_GROUP_<i>_GPUS = "id:1,slots:1"): its CUDA device index, the
/// spec file's id. nullopt outside such a test. UsageError for an id that is not a device index. `getenv`: the
/// environment to read (std::getenv in the command).
std::optional<int> ctest_allocated_gpu(const std::function<const char*(const std::string&)>& getenv);

Baseline read_baseline(const std::string& path, const Limits& limits);
std::string write_baseline(const Baseline& b);

}  // namespace stridecheck
