#include "check/check.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "check/check_ops.h"
#include "core/error.h"
#include "core/text.h"
#include "layout/describe.h"
#include "pipeline/pipeline.h"
#include "readers/debug_dir.h"
#include "readers/fixture_json.h"
#include "replay/imports.h"

namespace stridecheck {

std::string_view finding_name(FindingKind k) {
  switch (k) {
    case FindingKind::kMismatch: return "mismatch";
    case FindingKind::kContract: return "contract";
    case FindingKind::kRegression: return "regression";
    case FindingKind::kCrash: return "crash";
    case FindingKind::kMissing: return "missing";
  }
  return "?";
}

namespace fs = std::filesystem;

std::pair<int, int> parse_shard(const std::string& text) {
  auto slash = text.find('/');
  auto k = parse_int64(text.substr(0, slash == std::string::npos ? 0 : slash));
  auto n = slash == std::string::npos ? std::nullopt : parse_int64(text.substr(slash + 1));
  if (!k || !n || *n < 1 || *k < 1 || *k > *n || *n > 100000)
    throw UsageError("--shard: expected K/N with 1 <= K <= N, got '" + text + "'");
  return {static_cast<int>(*k), static_cast<int>(*n)};
}

std::optional<int> ctest_allocated_gpu(const std::function<const char*(const std::string&)>& getenv) {
  const char* count_text = getenv("CTEST_RESOURCE_GROUP_COUNT");
  auto count = count_text ? parse_int64(count_text) : std::nullopt;
  if (!count) return std::nullopt;
  for (int64_t i = 0; i < std::min<int64_t>(*count, 64); ++i) {
    const std::string group = "CTEST_RESOURCE_GROUP_" + std::to_string(i);
    const char* types = getenv(group);
    const auto kinds = split(types ? types : "", ',');
    if (std::find(kinds.begin(), kinds.end(), "gpus") == kinds.end()) continue;
    const char* gpus = getenv(group + "_GPUS");
    std::string text = gpus ? gpus : "";
    for (const std::string& field : split(text, ','))  // "id:1,slots:1" (the first id: this test asks for one GPU)
      if (field.starts_with("id:")) {
        auto id = parse_int64(field.substr(3));
        if (!id || *id < 0 || *id > 1023)
          throw UsageError(group + "_GPUS=" + text + ": the GPU's id '" + field.substr(3) +
                           "' is not a CUDA device index; name the GPUs 0, 1, ... in the resource spec file");
        return static_cast<int>(*id);
      }
    throw UsageError(group + "_GPUS=" + text + ": CTest allocated a GPU but named no id");
  }
  return std::nullopt;
}

namespace {

bool is_fixture_file(const std::string& name) { return name.ends_with(".json"); }

struct FixtureFile {
  std::string path;
  bool named;  ///< given by the user (an error when it is not a fixture), not found in a folder (skipped)
};

std::vector<FixtureFile> fixture_files(const std::vector<std::string>& inputs, const Limits& limits) {
  std::vector<FixtureFile> out;
  for (const auto& in : inputs) {
    std::error_code ec;
    if (fs::is_directory(in, ec)) {
      for (auto& f : find_files(in, is_fixture_file, limits)) out.push_back({std::move(f), false});
      continue;
    }
    out.push_back({in, true});
  }
  return out;
}

// "fixture::id" -> its fixture, its id in the fixture, and its name in baseline keys (baseline_site_keys)
struct SiteOrigin {
  std::string fixture, id, key;
};
using Origin = std::map<std::string, SiteOrigin>;

// Every fixture's call sites into res.recording, renamed "fixture::id" so they stay apart.
// A fixture's name is the baseline's spelling of the same path where it has one (baseline_spelling): `known`, its
// fixtures; `respelled` gets each name changed.
void load_fixtures(const CheckOptions& o, const Limits& limits, CheckResult& res, Origin& origin, CheckedScope& scope,
                   const std::set<std::string>& known, std::vector<std::pair<std::string, std::string>>& respelled) {
  for (const auto& [file, named] : fixture_files(o.inputs, limits)) {
    std::string text = read_file(file, limits);
    if (!looks_like_fixture(text)) {
      if (!named) continue;  // another JSON file in a folder of fixtures
      throw InputError(file, 0,
                       "not a stridecheck fixture: check reads fixtures (make one with `stridecheck extract "
                       "SOURCE -o FIXTURE.json`)");
    }
    Recording r = read_fixture(text, file, limits);
    // A fixture is known by the source it was extracted from (what its "inputs" name first), which is
    // the same wherever the check runs from; a hand-made fixture without inputs by its file name.
    const std::string spelled =
        r.extracted_from.empty() ? fs::path(file).filename().string() : r.extracted_from.front();
    const std::string name = baseline_spelling(spelled, known);
    if (name != spelled) respelled.emplace_back(spelled, name);
    scope.fixtures.insert(name);
    const std::map<std::string, std::string> keys = baseline_site_keys(r);
    auto name_call = [&](std::string& call_id) {
      std::string id = name + "::" + call_id;
      origin[id] = {name, call_id, keys.at(call_id)};
      scope.sites.insert(name + "::" + keys.at(call_id));
      call_id = id;
    };
    for (auto& c : r.call_sites) {
      name_call(c.id);
      res.recording.call_sites.push_back(std::move(c));
    }
    for (auto& c : r.op_calls) {  // the asserted aten and custom ops, named the same way
      name_call(c.id);
      res.recording.op_calls.push_back(std::move(c));
    }
    res.recording.inputs.push_back(file);
  }
  if (res.recording.inputs.empty())
    throw InputError(o.inputs.empty() ? std::string("") : o.inputs.front(), 0, "no stridecheck fixture found");
}

// The call sites of `what.only_sites` as the pipeline's parts (pipeline/pipeline.h), each replayed and judged on its
// own device: CPU ones replay here; a CUDA one whose device is not here is skipped and counted (its backends are what
// it guards), not replayed on the CPU backends instead.
std::vector<ReplaySpec> check_parts(const Recording& rec, const ReplaySpec& what) {
  std::vector<std::string> first_ids, second_ids;
  ReplaySpec second = what;
  if (!what.device) {
    for (const auto& id : what.only_sites) {
      const CallSite* c = rec.find(id);
      const OpCall* op = c ? nullptr : rec.find_op(id);
      bool cuda = c ? is_cuda_device(call_site_device(*c)) : op && is_cuda_device(op->device());
      (cuda ? second_ids : first_ids).push_back(id);
    }
    second.skip_without_device = true;
  } else {
    // A call site whose own backend cannot run on the device asked for is skipped whatever else runs there:
    // only its metas are evaluated (replaying the other backends, e.g. a CUDA graph's math on the CPU, could
    // only cost minutes and time out).
    for (const auto& id : what.only_sites) {
      const CallSite* c = rec.find(id);
      bool not_here = c && what.device == Device::cpu() && backend_is_cuda_only(c->backend);
      (not_here ? second_ids : first_ids).push_back(id);
    }
    second.kernels = false;
  }
  std::vector<ReplaySpec> parts;  // replayed one after another, each on its only_sites
  auto part = [&](std::vector<std::string> ids, ReplaySpec p) {
    if (ids.empty()) return;
    p.only_sites = std::move(ids);
    parts.push_back(std::move(p));
  };
  part(std::move(first_ids), what);
  part(std::move(second_ids), second);
  return parts;
}

// What the call sites' runs are held to, and what holding them found so far.
struct Judging {
  const CheckOptions& o;
  const Baseline* base;  ///< the baseline compared with (none when updating)
  CheckResult& res;
  bool any_meta = false;  ///< a meta ran: its layouts were checked even where the kernels could not run
  size_t compared = 0;    ///< runs held against a baseline entry
  bool missing = false;   ///< a required backend or device is not here
};

// A run's entry held against the baseline's under the same key.
void compare_run(Judging& j, const RunVerdict& r, const std::string& key, const BaselineEntry& entry,
                 const std::string& fixture, const std::string& site_id) {
  auto it = j.base->entries.find(key);
  if (it == j.base->entries.end()) return;  // new since the baseline: nothing to compare (reported as such)
  ++j.compared;
  const Baseline& base = *j.base;
  const std::string backend(backend_name(r.run.backend));
  const bool meta = r.run.mode == RunMode::kMeta;
  const BaselineEntry& was = it->second;
  if (was.status != entry.status) {
    if (entry.status == RunStatus::kUnavailable && j.o.allow_missing_backend) return;
    j.res.findings.push_back({FindingKind::kRegression, fixture, site_id, backend,
                              backend + " " + mode_name(r.run.mode) + " was " + status_name(was.status) + " under " +
                                  baseline_versions(base) + ", is " + status_name(entry.status) + " under " +
                                  baseline_versions(j.res.current) +
                                  (r.run.reason.empty() ? "" : ": " + r.run.reason)});
    return;
  }
  for (const auto& [name, layout] : entry.outputs) {
    if (meta && !contract_output(name)) continue;
    auto w = was.outputs.find(name);
    if (w == was.outputs.end() || w->second == layout) continue;
    if (meta) {
      TensorRole role = role_of(name);
      j.res.findings.push_back(
          {FindingKind::kRegression, fixture, site_id, backend,
           backend + " meta of " + name + ": was " +
               describe(Layout{w->second.first, w->second.second, 0}, role).order + " " + tuple_str(w->second.second) +
               " under torch " + (base.meta_torch.empty() ? std::string("?") : base.meta_torch) +
               " (the baseline), is " + describe(Layout{layout.first, layout.second, 0}, role).order + " " +
               tuple_str(layout.second) + " under torch " + j.res.current.meta_torch});
      continue;
    }
    j.res.findings.push_back({FindingKind::kRegression, fixture, site_id, backend,
                              backend + " " + mode_name(r.run.mode) + " " + name + ": " + baseline_layout_text(layout) +
                                  " under " + baseline_versions(j.res.current) + ", was " +
                                  baseline_layout_text(w->second) + " under " + baseline_versions(base) +
                                  " (the baseline)"});
  }
}

// One run of a call site: its baseline entry, what it breaks, and its comparison with the baseline. Returns
// whether it leaves the call site skipped (a required backend that cannot run here).
bool judge_run(Judging& j, const SiteVerdict& sv, const RunVerdict& r, const std::string& fixture,
               const std::string& site_id, const std::string& key_site) {
  const CheckOptions& o = j.o;
  CheckResult& res = j.res;
  std::string backend(backend_name(r.run.backend));
  const bool meta = r.run.mode == RunMode::kMeta;
  if (meta && r.run.torch != res.current.meta_torch) return false;  // only the first torch's metas are kept
  std::string key = fixture + "::" + key_site + "::" + backend + "::" + mode_name(r.run.mode);
  BaselineEntry entry{r.run.status, {}};
  for (const auto& out : r.outputs)
    if (!meta || contract_output(out.name)) entry.outputs[out.name] = {out.actual.sizes, out.actual.strides};
  if (r.run.mode != RunMode::kPriority) res.current.entries[key] = entry;
  const bool own = r.run.backend == sv.site->backend && r.run.mode == RunMode::kOp;
  const bool required = own || (r.run.mode == RunMode::kOp &&
                                std::find(o.require.begin(), o.require.end(), r.run.backend) != o.require.end());
  const BackendContract* contract = r.run.mode == RunMode::kOp ? sv.contract(r.run.backend) : nullptr;
  bool skipped = false;
  if (r.failed) {
    res.findings.push_back(
        {FindingKind::kCrash, fixture, site_id, backend,
         backend + " " + mode_name(r.run.mode) + ": " + status_name(r.run.status) + ": " + r.run.reason});
  } else if (own && r.broke_contract) {
    for (const auto& out : r.outputs)
      if (out.status == OutputVerdict::Status::kMismatch)
        res.findings.push_back({FindingKind::kMismatch, fixture, site_id, backend,
                                backend + " " + out.name + ": " + out.message + " (" +
                                    describe_difference(out.actual, *out.expected, role_of(out.name)) + ")"});
  } else if (required && contract && contract->primary.state == ContractState::kBreaks) {
    for (const auto& d : contract->primary.diffs)
      res.findings.push_back({FindingKind::kContract, fixture, site_id, backend,
                              backend + " " + d.name + " breaks its own meta under torch " + contract->primary.torch +
                                  ": " + d.message + " (the kernel " +
                                  describe_difference(d.real, d.meta, role_of(d.name), Expectation::kMeta) + ")"});
  } else if (required && (r.run.status == RunStatus::kUnavailable || r.run.status == RunStatus::kOverBudget)) {
    skipped = true;
    if (!o.allow_missing_backend) {
      j.missing = true;
      res.findings.push_back({FindingKind::kMissing, fixture, site_id, backend,
                              backend + " is required and " + status_name(r.run.status) + " here: " + r.run.reason});
    }
  }
  if (j.base && r.run.mode != RunMode::kPriority) compare_run(j, r, key, entry, fixture, site_id);
  return skipped;
}

// A call site's runs judged, and the call site counted: passed, failed or skipped.
void judge_site(Judging& j, const SiteVerdict& sv, const std::string& fixture, const std::string& site_id,
                const std::string& key_site, bool device_skipped) {
  CheckResult& res = j.res;
  size_t findings_before = res.findings.size();
  // the graph's own op must have run where it is checked, or the call site is skipped, never passed
  const bool own_ran = std::any_of(sv.runs.begin(), sv.runs.end(), [&](const RunVerdict& r) {
    return r.run.mode == RunMode::kOp && r.run.backend == sv.site->backend;
  });
  if (!own_ran && !device_skipped) {
    res.findings.push_back({FindingKind::kMissing, fixture, site_id, std::string(backend_name(sv.site->backend)),
                            "the graph's own backend, " + std::string(backend_name(sv.site->backend)) +
                                ", cannot run on " + sv.device + " (--device)"});
    j.missing = true;
  }
  if (device_skipped) {
    res.findings.push_back({FindingKind::kMissing, fixture, site_id, "",
                            "its device is not here: replay needs a CUDA device for this recording and this machine "
                            "has none" +
                                std::string(j.any_meta ? " (its metas were checked)" : "")});
    j.missing = true;
  }
  bool skipped = false;
  double elapsed_ms = 0;
  for (const auto& r : sv.runs) {
    elapsed_ms += r.run.elapsed_ms;
    if (r.run.mode != RunMode::kMetaChoice) skipped |= judge_run(j, sv, r, fixture, site_id, key_site);
  }
  SiteOutcome outcome = skipped ? SiteOutcome::kSkipped : SiteOutcome::kPassed;
  if (res.findings.size() > findings_before) {
    bool only_missing =
        std::all_of(res.findings.begin() + static_cast<std::ptrdiff_t>(findings_before), res.findings.end(),
                    [](const CheckFinding& f) { return f.kind == FindingKind::kMissing; });
    outcome = only_missing ? SiteOutcome::kSkipped : SiteOutcome::kFailed;
  }
  (outcome == SiteOutcome::kPassed ? res.passed : outcome == SiteOutcome::kFailed ? res.failed : res.skipped)++;
  res.sites.push_back({fixture, site_id, outcome, elapsed_ms});
}

// The op calls of this shard (check/check_ops.h), each counted, the ones nothing ran here too (skipped).
void check_op_calls(Judging& j, const std::vector<std::string>& ids, Origin& origin) {
  OpChecking oj{j.base, j.o.allow_missing_backend};
  for (const auto& id : ids) {
    const OpCall* call = j.res.recording.find_op(id);
    if (!call) continue;
    const OpVerdict* v = nullptr;
    for (const auto& o : j.res.verdict.ops)
      if (o.op_call == id && o.call) v = &o;
    const SiteOrigin& from = origin[id];
    check_op_call(oj, *call, v, from.fixture, from.id, from.key, j.res);
  }
  j.compared += oj.compared;
  j.missing = j.missing || oj.missing;
}

// The versions this run gives a baseline.
void set_versions(Baseline& b, const ReplayResult& rr) {
  const auto& env = rr.environment;
  b.torch = env.torch_version;
  b.cuda = env.cuda_available ? env.cuda_runtime : "";
  b.cudnn = env.cuda_available ? env.cudnn_version : "";
  b.device = env.cuda_available ? env.device_name : "cpu";
  for (const auto& m : rr.metas)
    if (!m.torch.empty()) {
      b.meta_torch = m.torch;
      break;
    }
  for (const auto& op : rr.ops)  // no meta worker's torch: the first op call's fake's
    for (const auto& r : op.runs)
      if (b.meta_torch.empty() && r.kind == OpRunKind::kFake && !r.torch.empty()) b.meta_torch = r.torch;
}

// Why a baseline compared nothing, as found: no entries; entries for other fixtures (their names are the paths the
// fixtures were extracted from); made elsewhere (another device or torch); or for other call sites of the same
// fixtures.
std::string nothing_compared_cause(const Baseline& base, const CheckResult& res) {
  if (base.entries.empty()) return "it has no entries";
  const std::set<std::string> theirs = baseline_fixtures(base);
  std::set<std::string> ours;
  for (const auto& [key, e] : res.current.entries) ours.insert(key.substr(0, key.find("::")));
  const bool shared = std::any_of(ours.begin(), ours.end(), [&](const std::string& f) { return theirs.count(f); });
  auto listed = [](const std::set<std::string>& s) {
    std::vector<std::string> v(s.begin(), s.end());
    if (v.size() > 5) v.resize(5);
    return join(v, ", ") + (s.size() > 5 ? ", ..." : "");
  };
  if (!ours.empty() && !shared)
    return "its entries are for the fixtures " + listed(theirs) + ", and this run's for " + listed(ours) +
           ": a fixture is keyed by the path it was extracted from, and none of these is the same path (nor ends "
           "as another does); extract from the paths the baseline names, or update the baseline from this run";
  if (base.device != res.current.device || baseline_versions(base) != baseline_versions(res.current))
    return "it was made on " + (base.device.empty() ? std::string("?") : base.device) + " with " +
           baseline_versions(base) + ", and this run is on " + res.current.device + " with " +
           baseline_versions(res.current) + ": its entries are for runs not made here";
  return "it holds these fixtures (" + listed(theirs) +
         "), but none of its entries is for a call site, backend and mode this run checked (the graphs changed, or "
         "--backends, --no-meta or the device left them out)";
}

// The exit code of what was found, and what the baseline or an empty run adds to it.
void finish(const CheckOptions& o, const Judging& j, const std::optional<Baseline>& base, CheckResult& res) {
  bool failing = std::any_of(res.findings.begin(), res.findings.end(),
                             [](const CheckFinding& f) { return f.kind != FindingKind::kMissing; });
  res.exit_code = failing ? kExitMismatch : j.missing && !o.allow_missing_backend ? kExitMissingBackend : kExitOk;
  // a baseline that compared nothing is said, and does not pass silently
  if (base && j.compared == 0) {
    res.baseline_note = "nothing compared with the baseline " + o.baseline + ": " + nothing_compared_cause(*base, res);
    if (res.exit_code == kExitOk && !o.allow_empty) res.exit_code = kExitMissingBackend;
  }
  // a guard that checked nothing must not look green
  res.nothing_checked = res.passed + res.failed == 0;
  if (res.nothing_checked && res.exit_code == kExitOk && !o.allow_empty) res.exit_code = kExitMissingBackend;
}

}  // namespace

std::string_view site_outcome_name(SiteOutcome o) {
  switch (o) {
    case SiteOutcome::kPassed: return "passed";
    case SiteOutcome::kFailed: return "failed";
    case SiteOutcome::kSkipped: return "skipped";
  }
  return "?";
}

CheckResult run_check(const CheckOptions& o, const Limits& limits) {
  if (o.prune && !o.update_baseline)
    throw UsageError("--prune needs --update-baseline: it drops the entries of the baseline an update did not check");
  if (o.prune && o.shard_count > 1)
    throw UsageError("--prune with --shard " + std::to_string(o.shard_index) + "/" + std::to_string(o.shard_count) +
                     ": each shard would drop the others' entries; prune from a run of every fixture");
  CheckResult res;
  // the baseline first: a missing or bad one is said before minutes of replay (an update may make a new one)
  std::optional<Baseline> base;
  std::set<std::string> known;  // the baseline's fixtures, whose spelling of a path the run keeps
  std::error_code ec;
  if (!o.baseline.empty() && (!o.update_baseline || fs::exists(o.baseline, ec))) {
    Baseline read = read_baseline(o.baseline, limits);
    known = baseline_fixtures(read);
    if (!o.update_baseline) base = std::move(read);
  }
  // 1. every fixture, its call sites renamed "fixture::id" so they stay apart
  Origin origin;
  CheckedScope scope;
  std::vector<std::pair<std::string, std::string>> respelled;
  load_fixtures(o, limits, res, origin, scope, known, respelled);
  // 2. this shard's call sites, by a stable order
  std::vector<std::string> ids;
  for (const auto& c : res.recording.call_sites) ids.push_back(c.id);
  for (const auto& c : res.recording.op_calls) ids.push_back(c.id);
  std::sort(ids.begin(), ids.end());
  ReplayOptions ro = o.replay;
  for (size_t i = 0; i < ids.size(); ++i)
    if (static_cast<int>(i % static_cast<size_t>(o.shard_count)) == o.shard_index - 1)
      ro.what.only_sites.push_back(ids[i]);
  if (ro.what.only_sites.empty()) {
    res.exit_code = kExitOk;
    return res;
  }
  for (const auto& id : ro.what.only_sites) scope.run_sites.insert(origin[id].fixture + "::" + origin[id].key);
  scope.sharded = o.shard_count > 1;
  // custom ops whose module is not imported: one usage error, not a regression per call
  check_imports(res.recording, ro, true);
  // 3. replayed and judged on the pipeline, each call site on its own device
  PipelinePlan plan;
  plan.parts = check_parts(res.recording, ro.what);
  plan.what_if = false;
  Outcome out = run_pipeline(res.recording, ro, plan);
  const ReplayResult& rr = out.replay;
  const std::set<std::string>& skipped_sites = out.skipped_sites;
  Judging j{o, base ? &*base : nullptr, res};
  // Without the device the metas still ran: their layouts are still held against the baseline.
  j.any_meta = std::any_of(rr.sites.begin(), rr.sites.end(), [](const SiteReplay& s) {
    return std::any_of(s.runs.begin(), s.runs.end(),
                       [](const BackendRun& r) { return r.mode == RunMode::kMeta && r.status == RunStatus::kOk; });
  });
  if (skipped_sites.size() == ro.what.only_sites.size() && o.update_baseline && !j.any_meta)
    throw MissingBackendError("cannot write a baseline: " + join(rr.notes, "; "));
  // 4. each call site counted, and held against the baseline
  res.verdict = std::move(out.verdict);
  set_versions(res.current, rr);
  for (const auto& sv : res.verdict.sites) {
    if (!sv.site) continue;
    const SiteOrigin& from = origin[sv.call_site];
    judge_site(j, sv, from.fixture, from.id, from.key, skipped_sites.count(sv.call_site) > 0);
  }
  check_op_calls(j, ro.what.only_sites, origin);
  // 5. the baseline: merged into (an update, under its lock), or what it holds that this run did not check
  if (!o.baseline.empty()) {
    BaselineReport report;
    report.path = o.baseline;
    report.respelled = respelled;
    if (o.update_baseline) {
      update_baseline(o.baseline, res.current, scope, o.prune, limits, report);
    } else {
      compare_entries(*base, res.current, scope, report);
      report.compared = j.compared;
    }
    res.baseline = std::move(report);
  }
  finish(o, j, base, res);
  return res;
}

}  // namespace stridecheck
