// check's baselines (stridecheck.baseline/2): the layouts one run gave, per fixture, call site, backend and mode,
// under the torch, CUDA and cuDNN that gave them. An update merges (what the run checked is replaced, the rest is
// kept, or dropped with --prune) under an exclusive lock on a file beside the baseline, and writes atomically; a
// check says which of the baseline's entries it did not check and which of its own the baseline lacks. Pure but
// for read_baseline and update_baseline, which read and write the file.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/json_fields.h"
#include "core/limits.h"
#include "recording/recording.h"
#include "replay/replay.h"

namespace stridecheck {

inline constexpr const char* kBaselineSchema = "stridecheck.baseline/2";
/// The schema before call sites were keyed by graph and ordinal (its keys hold line numbers): read_baseline refuses
/// it and names scripts/migrate-baseline.py.
inline constexpr const char* kBaselineSchemaV1 = "stridecheck.baseline/1";

/// The layouts one run gave, as a baseline keeps them.
struct BaselineEntry {
  RunStatus status = RunStatus::kOk;
  std::map<std::string, std::pair<std::vector<int64_t>, std::vector<int64_t>>> outputs;  ///< name -> sizes, strides
  bool operator==(const BaselineEntry&) const = default;
};

/// nlohmann-json's conversions (found by ADL): an entry of the baseline file. An unknown status throws.
template <typename BasicJson>
void to_json(BasicJson& j, const BaselineEntry& e) {
  BasicJson outs = BasicJson::object();
  for (const auto& [name, l] : e.outputs) outs[name] = {{"sizes", l.first}, {"strides", l.second}};
  j = BasicJson{{"status", e.status}, {"outputs", outs}};
}
template <typename BasicJson>
void from_json(const BasicJson& j, BaselineEntry& e) {
  e.status = j.at("status").template get<RunStatus>();
  e.outputs.clear();
  for (auto& [name, o] : j.at("outputs").items())
    e.outputs[name] = {o.at("sizes").template get<std::vector<int64_t>>(),
                       o.at("strides").template get<std::vector<int64_t>>()};
}

struct Baseline {
  std::string torch, cuda, cudnn, device;
  std::string meta_torch;                        ///< the torch whose fake/meta kernels gave the "meta" entries
  std::map<std::string, BaselineEntry> entries;  ///< "fixture::graph#n::backend::mode" (mode "meta": the
                                                 ///< backend's meta prediction); see baseline_site_keys
};
/// nlohmann-json's conversions (found by ADL): the baseline file (read_baseline checks its schema first).
template <typename BasicJson>
void to_json(BasicJson& j, const Baseline& b) {
  j["schema"] = kBaselineSchema;
  STRIDECHECK_JSON_PUT_FIELDS(j, b, torch, cuda, cudnn, device, meta_torch)
  j["entries"] = BasicJson::object();
  for (const auto& [key, e] : b.entries) j["entries"][key] = e;
}
template <typename BasicJson>
void from_json(const BasicJson& j, Baseline& b) {
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, b, torch, cuda, cudnn, device, meta_torch)
  b.entries.clear();
  for (auto& [key, e] : j.at("entries").items()) b.entries[key] = e.template get<BaselineEntry>();
}

/// A call's name in baseline keys, "graph#n": its graph and its place among that graph's SDPA call sites by line (an
/// op call: "graph#opn", among the graph's op calls). Not "graph@line": a line moves when anything before it
/// changes (a TORCH_LOGS or TORCH_TRACE log of an identical run that hit a cache is shorter), the order does not.
/// Every call site and op call of `r`, by id.
std::map<std::string, std::string> baseline_site_keys(const Recording& r);

/// InputError when the file is missing (it says how to write one), malformed or not a baseline.
Baseline read_baseline(const std::string& path, const Limits& limits);
std::string write_baseline(const Baseline& b);

/// "torch 2.11.0, CUDA 13.0, cuDNN 91900": the versions a baseline (or a run) was made with.
std::string baseline_versions(const Baseline& b);

/// "(2, 4, 8) strides (32, 8, 1)": a layout a baseline entry records.
std::string baseline_layout_text(const std::pair<std::vector<int64_t>, std::vector<int64_t>>& l);

/// What a run checked, for telling the baseline's other entries apart.
struct CheckedScope {
  std::set<std::string> fixtures;   ///< the fixtures read (by the name their entries carry)
  std::set<std::string> sites;      ///< "fixture::call site" of every call site they hold
  std::set<std::string> run_sites;  ///< of those, the ones this run (this shard) checked
  bool sharded = false;             ///< --shard K/N with N > 1
};

/// Why an entry of the baseline was not checked by a run.
enum class UncheckedWhy {
  kFixtureNotGiven,  ///< its fixture was not among the run's inputs
  kOtherShard,       ///< its call site is another shard's (--shard)
  kSiteGone,         ///< its fixture was read but no longer holds the call site
  kRunNotMade,       ///< the call site was checked, but not this backend and mode (not here, --backends, --no-meta)
};
std::string_view unchecked_name(UncheckedWhy w);  ///< "fixture not given", "other shard", "call site gone", "not run"
STRIDECHECK_JSON_TO_NAME(UncheckedWhy, unchecked_name)

struct UncheckedEntry {
  std::string key;
  UncheckedWhy why = UncheckedWhy::kFixtureNotGiven;
};
/// nlohmann-json's conversion (found by ADL): the report's `check.baseline.not_checked[]`.
STRIDECHECK_JSON_TO_FIELDS(UncheckedEntry, key, why)

/// A run's entries held against a baseline: what neither side compared, and what an update did.
struct BaselineReport {
  std::string path;
  size_t entries = 0;                        ///< the baseline's entries as read (before an update)
  std::vector<UncheckedEntry> not_checked;   ///< the baseline's entries this run did not check (kept, or pruned)
  std::vector<std::string> not_in_baseline;  ///< this run's entries the baseline lacks (nothing to compare them with)
  bool update = false;                       ///< --update-baseline
  bool prune = false;                        ///< --prune: not_checked were dropped
  bool written = false;
  size_t replaced = 0, changed = 0;  ///< entries this run replaced, and of those, the ones that changed
  size_t written_entries = 0;        ///< the baseline's entries after the update
  size_t compared = 0;               ///< this run's entries held against the baseline's (not with --update-baseline)
  /// Fixtures this run named otherwise than the baseline (the same path, spelled from another folder): (the run's
  /// name, the baseline's), whose entries are the baseline's.
  std::vector<std::pair<std::string, std::string>> respelled;
};
/// nlohmann-json's conversion (found by ADL): the report's `check.baseline`, with the counts an update gave.
template <typename BasicJson>
void to_json(BasicJson& j, const BaselineReport& r) {
  STRIDECHECK_JSON_PUT_FIELDS(j, r, path, entries, not_checked, not_in_baseline, update, prune, written, replaced,
                              changed)
  j["added"] = r.update ? r.not_in_baseline.size() : 0;
  j["kept"] = r.update && !r.prune ? r.not_checked.size() : 0;
  j["pruned"] = r.update && r.prune ? r.not_checked.size() : 0;
  STRIDECHECK_JSON_PUT_FIELDS(j, r, written_entries, compared)
  for (const auto& [ran, base] : r.respelled) j["respelled"].push_back({{"fixture", ran}, {"baseline", base}});
}

/// A fixture's name as the baseline spells it (`known`: the baseline's fixtures): `name` itself where the baseline
/// has it; else the one fixture of the baseline whose path is the same file by its end ("ci/healthy.log" for
/// "healthy.log" extracted from ci/, or the reverse); else `name`.
std::string baseline_spelling(const std::string& name, const std::set<std::string>& known);
/// The fixtures of a baseline's keys.
std::set<std::string> baseline_fixtures(const Baseline& b);

/// The entries of `base` that `ran` does not hold, each with why (by `scope`), and the entries of `ran` that
/// `base` lacks: into `report`.
void compare_entries(const Baseline& base, const Baseline& ran, const CheckedScope& scope, BaselineReport& report);

/// `base` updated with `ran`: its entries replaced, the others of `base` kept (or dropped with `prune`), the
/// versions this run's. InputError (naming `path`) when entries would be kept that were made with other versions
/// than this run's: a baseline holds one machine's layouts under one torch. Fills report's counts.
Baseline merge_baseline(const Baseline& base, const Baseline& ran, const CheckedScope& scope, bool prune,
                        const std::string& path, BaselineReport& report);

/// The baseline at `path` (none yet: empty) merged with `ran` and written atomically, under an exclusive lock
/// (flock) on `path + ".lock"` held from the read to the rename, so that concurrent updates each keep the
/// others' entries. InputError when the lock file cannot be made or the baseline cannot be read or written.
void update_baseline(const std::string& path, const Baseline& ran, const CheckedScope& scope, bool prune,
                     const Limits& limits, BaselineReport& report);

/// What a check's text (and JUnit's system-out) says of its baseline: the update, the entries this run did not
/// check (by why), the entries the baseline lacks (unless nothing was compared: check says that instead); none when
/// there is nothing to say.
std::vector<std::string> baseline_report_lines(const BaselineReport& r);

}  // namespace stridecheck
