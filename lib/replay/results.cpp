#include "replay/results.h"

namespace stridecheck::replay_detail {

double Results::since_start() const { return std::chrono::duration<double, std::milli>(Clock::now() - t0_).count(); }

void Results::planned() {
  planned_ = true;
  tell(event(ReplayEvent::Kind::kPlanned));
  progress();
}

void Results::progress() const {
  if (o_.how.progress && planned_) o_.how.progress(runs_done(), plan_.runs_planned());
}

ReplayEvent Results::event(ReplayEvent::Kind kind, const WorkerProfile& profile, const MetaEnvironment* meta,
                           const std::string& site, const std::vector<BackendRun>& runs, size_t more) const {
  ReplayEvent e{kind, since_start(), site, runs, profile, meta ? *meta : MetaEnvironment{}, runs_done() + more, 0, {}};
  if (planned_) e.total = plan_.runs_planned();
  return e;
}

void Results::tell(const ReplayEvent& e) const {
  if (o_.how.on_event) o_.how.on_event(e);
}

void Results::fail(const WorkerTask& t, RunStatus status, const std::string& reason) {
  if (t.op) {
    ReplayEvent e =
        event(t.meta ? ReplayEvent::Kind::kMetaDone : ReplayEvent::Kind::kRunDone, {}, nullptr, t.site, {}, 1);
    e.op_runs = {plan_.ops().fail(t, status, reason)};
    tell(e);
    progress();
    return;
  }
  std::vector<BackendRun> runs;
  if (t.meta) {
    BackendRun r;
    r.backend = t.backend;
    r.mode = t.priority ? RunMode::kMetaChoice : RunMode::kMeta;
    r.status = status;
    r.reason = reason;
    if (telling()) tell(event(ReplayEvent::Kind::kMetaDone, {}, nullptr, t.site, {r}, 1));
    runs_[t.id] = {r};
    progress();
    return;
  }
  for (RunMode mode : {RunMode::kOp, RunMode::kSdpa}) {
    if ((t.priority && mode == RunMode::kOp) || (!t.impl.empty() && mode == RunMode::kSdpa)) continue;
    BackendRun r;
    r.backend = t.backend;
    r.mode = t.priority ? RunMode::kPriority : mode;
    r.status = status;
    r.reason = reason;
    runs.push_back(r);
  }
  if (telling()) tell(event(ReplayEvent::Kind::kRunDone, {}, nullptr, t.site, runs, 1));
  runs_[t.id] = runs;
  progress();
}

void Results::worker_done(const Worker& w) {
  if (w.meta >= 0) meta(w.meta).wall_ms = w.profile.wall_ms;
  result_.profile.push_back(w.profile);
  if (!telling()) return;
  ReplayEvent e = event(ReplayEvent::Kind::kWorkerDone, w.profile, w.meta >= 0 ? &meta(w.meta) : nullptr);
  e.pid = w.pid;
  tell(e);
}

ReplayResult Results::assemble(const std::optional<Device>& device) {
  std::map<std::string, size_t> index;
  for (const auto& site : rec_.call_sites) {
    if (!plan_.wanted(site.id)) continue;
    index[site.id] = result_.sites.size();
    result_.sites.push_back({site.id, device.value_or(Device::cpu()).str(), {}, {}, ""});
  }
  for (const auto& t : plan_.tasks()) {
    if (t.op) continue;  // OpTasks::assemble
    auto it = runs_.find(t.id);
    SiteReplay& s = result_.sites[index[t.site]];
    if (it == runs_.end()) {
      BackendRun r;
      r.backend = t.backend;
      r.mode = t.priority ? RunMode::kPriority : RunMode::kOp;
      r.status = RunStatus::kError;
      r.reason = "no result came back from the worker";
      s.runs.push_back(r);
      continue;
    }
    for (auto& r : it->second) s.runs.push_back(std::move(r));
  }
  // a site that repeats an earlier one's call reports that one's kernel runs (its metas are its own, below)
  const auto& replayed_with = plan_.replayed_with();
  for (const auto& [site, with] : replayed_with) {
    SiteReplay& s = result_.sites[index[site]];
    s.runs = result_.sites[index[with]].runs;
    s.replayed_with = with;
  }
  if (!replayed_with.empty())
    result_.notes.push_back(std::to_string(replayed_with.size()) + " of " + std::to_string(index.size()) +
                            " call sites repeat an earlier one's op, layouts and arguments: their kernels ran "
                            "once, and each reports that run (--every-site replays each)");
  for (const auto& t : plan_.meta_tasks()) {
    auto it = t.op ? runs_.end() : runs_.find(t.id);
    if (it == runs_.end()) continue;  // its worker never started: MetaEnvironment::error says why
    SiteReplay& s = result_.sites[index[t.site]];
    const MetaEnvironment& env = result_.metas[static_cast<size_t>(t.id / 1000000 - 1)];
    for (auto& r : it->second) {
      if (r.torch.empty()) r.torch = env.torch;
      s.runs.push_back(std::move(r));
    }
  }
  result_.ops = plan_.ops().assemble(result_.metas);
  result_.fix_checks = plan_.ops().fix_checks();
  for (auto& n : plan_.ops().notes()) result_.notes.push_back(std::move(n));
  return std::move(result_);
}

}  // namespace stridecheck::replay_detail
