#include "check/check.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"
#include "layout/describe.h"
#include "readers/debug_dir.h"
#include "readers/fixture_json.h"

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

Baseline read_baseline(const std::string& path, const Limits& limits) {
  std::error_code ec;
  if (!fs::exists(path, ec))
    throw InputError(path, 0,
                     "no such baseline; write one from this run with --update-baseline (check FIXTURES "
                     "--baseline " +
                         path + " --update-baseline)");
  std::string text = read_file(path, limits);
  nlohmann::json j = parse_json_input(text, path, limits);
  if (!j.is_object() || j.value("schema", "") != kBaselineSchema)
    throw InputError(path, 1, std::string("not a baseline (\"schema\": \"") + kBaselineSchema + "\")");
  Baseline b;
  try {
    b.torch = j.value("torch", "");
    b.cuda = j.value("cuda", "");
    b.cudnn = j.value("cudnn", "");
    b.device = j.value("device", "");
    b.meta_torch = j.value("meta_torch", "");
    for (auto& [key, e] : j.at("entries").items()) {
      BaselineEntry be;
      be.status = e.at("status").get<RunStatus>();  // an unknown status: a json exception, below
      for (auto& [name, o] : e.at("outputs").items())
        be.outputs[name] = {o.at("sizes").get<std::vector<int64_t>>(), o.at("strides").get<std::vector<int64_t>>()};
      b.entries[key] = std::move(be);
    }
  } catch (const std::exception& e) {  // nlohmann's, or an unknown run status
    throw InputError(path, json_line(text, {"entries"}), std::string("malformed baseline: ") + e.what());
  }
  return b;
}

std::string write_baseline(const Baseline& b) {
  nlohmann::ordered_json j;
  j["schema"] = kBaselineSchema;
  j["torch"] = b.torch;
  j["cuda"] = b.cuda;
  j["cudnn"] = b.cudnn;
  j["device"] = b.device;
  j["meta_torch"] = b.meta_torch;
  nlohmann::ordered_json entries = nlohmann::ordered_json::object();
  for (const auto& [key, e] : b.entries) {
    nlohmann::ordered_json outs = nlohmann::ordered_json::object();
    for (const auto& [name, l] : e.outputs) outs[name] = {{"sizes", l.first}, {"strides", l.second}};
    entries[key] = {{"status", e.status}, {"outputs", outs}};
  }
  j["entries"] = entries;
  return readable_json(j);
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

std::string versions(const Baseline& b) {
  std::string s = "torch " + (b.torch.empty() ? std::string("?") : b.torch);
  if (!b.cuda.empty()) s += ", CUDA " + b.cuda;
  if (!b.cudnn.empty()) s += ", cuDNN " + b.cudnn;
  return s;
}

std::string layout_text(const std::pair<std::vector<int64_t>, std::vector<int64_t>>& l) {
  return tuple_str(l.first) + " strides " + tuple_str(l.second);
}

}  // namespace

CheckResult run_check(const CheckOptions& o, const Limits& limits) {
  CheckResult res;
  // the baseline first: a missing or bad one is said before minutes of replay
  std::optional<Baseline> base;
  if (!o.baseline.empty() && !o.update_baseline) base = read_baseline(o.baseline, limits);
  // 1. every fixture, its call sites renamed "fixture::id" so they stay apart
  std::map<std::string, std::pair<std::string, std::string>> origin;  // new id -> fixture, id
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
    const std::string name = r.extracted_from.empty() ? fs::path(file).filename().string() : r.extracted_from.front();
    for (auto& c : r.call_sites) {
      std::string id = name + "::" + c.id;
      origin[id] = {name, c.id};
      c.id = id;
      res.recording.call_sites.push_back(std::move(c));
    }
    res.recording.inputs.push_back(file);
  }
  if (res.recording.inputs.empty())
    throw InputError(o.inputs.empty() ? std::string("") : o.inputs.front(), 0, "no stridecheck fixture found");
  // 2. this shard's call sites, by a stable order
  std::vector<std::string> ids;
  for (const auto& c : res.recording.call_sites) ids.push_back(c.id);
  std::sort(ids.begin(), ids.end());
  ReplayOptions ro = o.replay;
  for (size_t i = 0; i < ids.size(); ++i)
    if (static_cast<int>(i % static_cast<size_t>(o.shard_count)) == o.shard_index - 1) ro.only_sites.push_back(ids[i]);
  if (ro.only_sites.empty()) {
    res.exit_code = kExitOk;
    return res;
  }
  // Each call site is judged on its own device: CPU ones replay here; a CUDA one whose device is not here is
  // skipped and counted (its backends are what it guards), not replayed on the CPU backends instead.
  std::set<std::string> skipped_sites;
  std::vector<ReplayOptions> groups;  // replayed one after another, each on its only_sites
  auto group = [&](std::vector<std::string> site_ids, ReplayOptions go) {
    if (site_ids.empty()) return;
    go.only_sites = std::move(site_ids);
    groups.push_back(std::move(go));
  };
  std::vector<std::string> first_ids, second_ids;
  ReplayOptions second = ro;
  if (ro.device == "auto") {
    for (const auto& id : ro.only_sites) {
      const CallSite* c = res.recording.find(id);
      bool cuda = c && call_site_device(*c).starts_with("cuda");
      (cuda ? second_ids : first_ids).push_back(id);
    }
    second.skip_without_device = true;
  } else {
    // A call site whose own backend cannot run on the device asked for is skipped whatever else runs there:
    // only its metas are evaluated (replaying the other backends, e.g. a CUDA graph's math on the CPU, could
    // only cost minutes and time out).
    for (const auto& id : ro.only_sites) {
      const CallSite* c = res.recording.find(id);
      bool not_here = c && ro.device == "cpu" && backend_is_cuda_only(c->backend);
      (not_here ? second_ids : first_ids).push_back(id);
    }
    second.kernels = false;
  }
  group(first_ids, ro);
  group(second_ids, second);
  ReplayResult rr;
  bool first = true;
  for (const auto& go : groups) {
    ReplayResult part = replay(res.recording, go);
    if (part.skipped) skipped_sites.insert(go.only_sites.begin(), go.only_sites.end());
    if (first || (!part.skipped && go.kernels)) rr.environment = part.environment;
    if (rr.metas.empty()) rr.metas = part.metas;
    for (auto& site : part.sites) rr.sites.push_back(std::move(site));
    for (auto& n : part.notes) rr.notes.push_back(std::move(n));
    for (auto& p : part.profile) rr.profile.push_back(std::move(p));
    rr.wall_seconds += part.wall_seconds;
    first = false;
  }
  // Without the device the metas still ran: their layouts are still held against the baseline.
  const bool any_meta = std::any_of(rr.sites.begin(), rr.sites.end(), [](const SiteReplay& s) {
    return std::any_of(s.runs.begin(), s.runs.end(),
                       [](const BackendRun& r) { return r.mode == RunMode::kMeta && r.status == RunStatus::kOk; });
  });
  if (skipped_sites.size() == ro.only_sites.size() && o.update_baseline && !any_meta)
    throw MissingBackendError("cannot write a baseline: " + join(rr.notes, "; "));
  res.verdict = judge(res.recording, rr, o.replay.priority);
  const auto& env = rr.environment;
  res.current.torch = env.torch_version;
  res.current.cuda = env.cuda_available ? env.cuda_runtime : "";
  res.current.cudnn = env.cuda_available ? env.cudnn_version : "";
  res.current.device = env.cuda_available ? env.device_name : "cpu";
  for (const auto& m : rr.metas)
    if (!m.torch.empty()) {
      res.current.meta_torch = m.torch;
      break;
    }

  bool missing = false;
  size_t baseline_compared = 0;
  for (const auto& sv : res.verdict.sites) {
    if (!sv.site) continue;
    const auto& [fixture, site_id] = origin[sv.call_site];
    size_t findings_before = res.findings.size();
    bool skipped = false;
    // the graph's own op must have run where it is checked, or the call site is skipped, never passed
    const bool own_ran = std::any_of(sv.runs.begin(), sv.runs.end(), [&](const RunVerdict& r) {
      return r.run.mode == RunMode::kOp && r.run.backend == sv.site->backend;
    });
    if (!own_ran && !skipped_sites.count(sv.call_site)) {
      res.findings.push_back({FindingKind::kMissing, fixture, site_id, std::string(backend_name(sv.site->backend)),
                              "the graph's own backend, " + std::string(backend_name(sv.site->backend)) +
                                  ", cannot run on " + sv.device + " (--device)"});
      missing = true;
    }
    if (skipped_sites.count(sv.call_site)) {
      res.findings.push_back({FindingKind::kMissing, fixture, site_id, "",
                              "its device is not here: replay needs a CUDA device for this recording and this machine "
                              "has none" +
                                  std::string(any_meta ? " (its metas were checked)" : "")});
      missing = true;
    }
    for (const auto& r : sv.runs) {
      std::string backend(backend_name(r.run.backend));
      if (r.run.mode == RunMode::kMetaChoice) continue;
      const bool meta = r.run.mode == RunMode::kMeta;
      if (meta && r.run.torch != res.current.meta_torch) continue;  // only the first torch's metas are kept
      std::string key = fixture + "::" + site_id + "::" + backend + "::" + mode_name(r.run.mode);
      BaselineEntry entry{r.run.status, {}};
      for (const auto& out : r.outputs)
        if (!meta || contract_output(out.name)) entry.outputs[out.name] = {out.actual.sizes, out.actual.strides};
      if (r.run.mode != RunMode::kPriority) res.current.entries[key] = entry;
      const bool own = r.run.backend == sv.site->backend && r.run.mode == RunMode::kOp;
      const bool required = own || (r.run.mode == RunMode::kOp &&
                                    std::find(o.require.begin(), o.require.end(), r.run.backend) != o.require.end());
      const BackendContract* contract = r.run.mode == RunMode::kOp ? sv.contract(r.run.backend) : nullptr;
      if (r.failed) {
        res.findings.push_back(
            {FindingKind::kCrash, fixture, site_id, backend,
             backend + " " + mode_name(r.run.mode) + ": " + status_name(r.run.status) + ": " + r.run.reason});
      } else if (own && r.broke_contract) {
        for (const auto& out : r.outputs)
          if (out.status == OutputVerdict::Status::kMismatch)
            res.findings.push_back({FindingKind::kMismatch, fixture, site_id, backend,
                                    backend + " " + out.name + ": " + out.message + " (" + out.words + ")"});
      } else if (required && contract && contract->primary.state == ContractState::kBreaks) {
        for (const auto& d : contract->primary.diffs)
          res.findings.push_back({FindingKind::kContract, fixture, site_id, backend,
                                  backend + " " + d.name + " breaks its own meta under torch " +
                                      contract->primary.torch + ": " + d.message + " (the kernel " + d.words + ")"});
      } else if (required && (r.run.status == RunStatus::kUnavailable || r.run.status == RunStatus::kOverBudget)) {
        skipped = true;
        if (!o.allow_missing_backend) {
          missing = true;
          res.findings.push_back(
              {FindingKind::kMissing, fixture, site_id, backend,
               backend + " is required and " + status_name(r.run.status) + " here: " + r.run.reason});
        }
      }
      if (base && r.run.mode != RunMode::kPriority) {
        auto it = base->entries.find(key);
        if (it == base->entries.end()) continue;  // new since the baseline: nothing to compare
        ++baseline_compared;
        const BaselineEntry& was = it->second;
        if (was.status != entry.status) {
          if (entry.status == RunStatus::kUnavailable && o.allow_missing_backend) continue;
          res.findings.push_back({FindingKind::kRegression, fixture, site_id, backend,
                                  backend + " " + mode_name(r.run.mode) + " was " + status_name(was.status) +
                                      " under " + versions(*base) + ", is " + status_name(entry.status) + " under " +
                                      versions(res.current) + (r.run.reason.empty() ? "" : ": " + r.run.reason)});
          continue;
        }
        for (const auto& [name, layout] : entry.outputs) {
          if (meta && !contract_output(name)) continue;
          auto w = was.outputs.find(name);
          if (w == was.outputs.end() || w->second == layout) continue;
          if (meta) {
            TensorRole role = role_of(name);
            res.findings.push_back({FindingKind::kRegression, fixture, site_id, backend,
                                    backend + " meta of " + name + ": was " +
                                        describe(Layout{w->second.first, w->second.second, 0}, role).order + " " +
                                        tuple_str(w->second.second) + " under torch " +
                                        (base->meta_torch.empty() ? std::string("?") : base->meta_torch) +
                                        " (the baseline), is " +
                                        describe(Layout{layout.first, layout.second, 0}, role).order + " " +
                                        tuple_str(layout.second) + " under torch " + res.current.meta_torch});
            continue;
          }
          res.findings.push_back({FindingKind::kRegression, fixture, site_id, backend,
                                  backend + " " + mode_name(r.run.mode) + " " + name + ": " + layout_text(layout) +
                                      " under " + versions(res.current) + ", was " + layout_text(w->second) +
                                      " under " + versions(*base) + " (the baseline)"});
        }
      }
    }
    if (res.findings.size() > findings_before) {
      bool only_missing =
          std::all_of(res.findings.begin() + static_cast<std::ptrdiff_t>(findings_before), res.findings.end(),
                      [](const CheckFinding& f) { return f.kind == FindingKind::kMissing; });
      if (only_missing)
        ++res.skipped;
      else
        ++res.failed;
    } else if (skipped) {
      ++res.skipped;
    } else {
      ++res.passed;
    }
  }
  if (o.update_baseline) {
    std::string target = o.baseline;
    write_file_atomically(target, write_baseline(res.current));
    res.baseline_written = true;
    res.exit_code = kExitOk;
    return res;
  }
  bool failing = std::any_of(res.findings.begin(), res.findings.end(),
                             [](const CheckFinding& f) { return f.kind != FindingKind::kMissing; });
  res.exit_code = failing ? kExitMismatch : missing && !o.allow_missing_backend ? kExitMissingBackend : kExitOk;
  // a baseline that compared nothing is said, and does not pass silently
  if (base && baseline_compared == 0) {
    res.baseline_note = "nothing compared with the baseline " + o.baseline + ": " +
                        (base->entries.empty() ? std::string("it has no entries")
                                               : "none of its entries is for these call sites as run here (it was made "
                                                 "on " +
                                                     (base->device.empty() ? std::string("?") : base->device) +
                                                     " with " + versions(*base) + ", this run is on " +
                                                     res.current.device + " with " + versions(res.current) + ")");
    if (res.exit_code == kExitOk && !o.allow_empty) res.exit_code = kExitMissingBackend;
  }
  // a guard that checked nothing must not look green
  res.nothing_checked = res.passed + res.failed == 0;
  if (res.nothing_checked && res.exit_code == kExitOk && !o.allow_empty) res.exit_code = kExitMissingBackend;
  return res;
}

std::string render_check_text(const CheckResult& r, const CheckOptions& o) {
  std::string text;
  for (const auto& f : r.findings)
    text += std::string(finding_name(f.kind)) + ": " + f.fixture + " " + f.call_site + ": " + f.message + "\n";
  if (r.baseline_written) text += "baseline written to " + o.baseline + "\n";
  text += std::to_string(r.passed) + " passed, " + std::to_string(r.failed) + " failed" +
          (r.skipped ? ", " + std::to_string(r.skipped) + " skipped" : "") + "\n";
  const std::string empty_ok = o.allow_empty ? " (--allow-empty)" : "; --allow-empty accepts that";
  if (!r.baseline_note.empty()) text += r.baseline_note + empty_ok + "\n";
  if (r.nothing_checked) text += "nothing was checked here: every call site was skipped" + empty_ok + "\n";
  return text;
}

}  // namespace stridecheck
