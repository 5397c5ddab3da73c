#include "check/check_ops.h"

#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"
#include "verdict/op_verdict.h"

namespace stridecheck {

namespace {

std::string order_text(const std::pair<std::vector<int64_t>, std::vector<int64_t>>& l) {
  return dim_order(Layout{l.first, l.second, 0}) + " " + tuple_str(l.second);
}

BaselineEntry entry_of(const OpRun& r) {
  BaselineEntry e{r.status, {}};
  for (const auto& o : r.outputs) e.outputs[o.name] = {o.sizes, o.strides};
  return e;
}

// A run's entry held against the baseline's under the same key: a status or a layout that changed is a regression,
// named with both versions (a fake's: both torch versions of the fakes).
void compare_entry(OpChecking& j, CheckResult& res, const std::string& key, const BaselineEntry& entry, const OpRun& r,
                   const std::string& fixture, const std::string& op_call, const std::string& op) {
  if (!j.base) return;
  auto it = j.base->entries.find(key);
  if (it == j.base->entries.end()) return;  // new since the baseline: nothing to compare (reported as such)
  ++j.compared;
  const Baseline& base = *j.base;
  const bool fake = r.kind == OpRunKind::kFake;
  const std::string what = op + " " + op_run_kind_name(r.kind);
  const BaselineEntry& was = it->second;
  if (was.status != entry.status) {
    res.findings.push_back({FindingKind::kRegression, fixture, op_call, op,
                            what + " was " + status_name(was.status) + " under " + baseline_versions(base) + ", is " +
                                status_name(entry.status) + " under " + baseline_versions(res.current) +
                                (r.reason.empty() ? "" : ": " + r.reason)});
    return;
  }
  for (const auto& [name, layout] : entry.outputs) {
    auto w = was.outputs.find(name);
    if (w == was.outputs.end() || w->second == layout) continue;
    res.findings.push_back({FindingKind::kRegression, fixture, op_call, op,
                            fake ? what + " of " + name + ": was " + order_text(w->second) + " under torch " +
                                       (base.meta_torch.empty() ? std::string("?") : base.meta_torch) +
                                       " (the baseline), is " + order_text(layout) + " under torch " +
                                       res.current.meta_torch
                                 : what + " " + name + ": " + baseline_layout_text(layout) + " under " +
                                       baseline_versions(res.current) + ", was " + baseline_layout_text(w->second) +
                                       " under " + baseline_versions(base) + " (the baseline)"});
  }
}

// What the op call's runs found: a crash, its kernel against the graph's asserts, its kernel against its own fake.
void findings_of(const OpVerdict& v, const std::string& fixture, const std::string& op_call, CheckResult& res) {
  const std::string& op = v.call->op;
  if (v.fake.state == ContractState::kCrashed || v.fake.state == ContractState::kTimeout) {
    res.findings.push_back({FindingKind::kCrash, fixture, op_call, op,
                            op + " kernel: " + std::string(contract_name(v.fake.state)) + ": " + v.fake.reason.detail});
  } else if (v.kernel_broke_graph && v.kernel_ran) {
    for (const auto& o : v.outputs)
      if (o.status == OutputVerdict::Status::kMismatch)
        res.findings.push_back({FindingKind::kMismatch, fixture, op_call, op,
                                op + " " + o.name + ": " + o.message + " (" +
                                    describe_order_difference(o.actual, *o.expected, Expectation::kGraph) + ")"});
  } else if (v.kernel_ran && v.fake.state == ContractState::kBreaks) {
    for (const auto& d : v.fake.diffs)
      res.findings.push_back({FindingKind::kContract, fixture, op_call, op,
                              op + " " + d.name + ": its kernel breaks its own fake under torch " + v.fake.torch +
                                  ": " + d.message + " (the kernel " +
                                  describe_order_difference(d.real, d.meta, Expectation::kFake) + ")"});
  }
}

}  // namespace

std::string op_entry_key(const std::string& fixture, const std::string& key_site, const OpCall& call, OpRunKind kind) {
  std::string op = call.op;
  for (size_t p = op.find("::"); p != std::string::npos; p = op.find("::")) op.replace(p, 2, ".");
  return fixture + "::" + key_site + "::" + op + "::" + op_run_kind_name(kind);
}

void check_op_call(OpChecking& j, const OpCall& call, const OpVerdict* v, const std::string& fixture,
                   const std::string& op_call, const std::string& key_site, CheckResult& res) {
  const size_t before = res.findings.size();
  double elapsed_ms = 0;
  const OpRun* kernel = nullptr;
  if (v) {
    for (const auto& r : v->runs) {
      elapsed_ms += r.elapsed_ms;
      const bool kept = r.kind == OpRunKind::kKernel ? !kernel : r.torch == res.current.meta_torch;
      if (!kept) continue;  // one kernel run; only the first torch's fakes
      if (r.kind == OpRunKind::kKernel) kernel = &r;
      const std::string key = op_entry_key(fixture, key_site, call, r.kind);
      const BaselineEntry entry = entry_of(r);
      res.current.entries[key] = entry;
      compare_entry(j, res, key, entry, r, fixture, op_call, call.op);
    }
    findings_of(*v, fixture, op_call, res);
  }
  if (!v || !v->kernel_ran) {  // what it guards did not run here: skipped, never passed
    j.missing = true;
    res.findings.push_back(
        {FindingKind::kMissing, fixture, op_call, call.op,
         call.op + ": its kernel did not run here" +
             (kernel ? " (" + status_name(kernel->status) + (kernel->reason.empty() ? "" : ": " + kernel->reason) + ")"
                     : std::string(" (nothing ran it)")) +
             (v && std::any_of(v->runs.begin(), v->runs.end(),
                               [](const OpRun& r) { return r.kind == OpRunKind::kFake && r.status == RunStatus::kOk; })
                  ? "; its fake was checked"
                  : "")});
  }
  SiteOutcome outcome = SiteOutcome::kPassed;
  if (res.findings.size() > before) {
    const bool only_missing =
        std::all_of(res.findings.begin() + static_cast<std::ptrdiff_t>(before), res.findings.end(),
                    [](const CheckFinding& f) { return f.kind == FindingKind::kMissing; });
    outcome = only_missing ? SiteOutcome::kSkipped : SiteOutcome::kFailed;
  }
  (outcome == SiteOutcome::kPassed ? res.passed : outcome == SiteOutcome::kFailed ? res.failed : res.skipped)++;
  res.sites.push_back({fixture, op_call, outcome, elapsed_ms});
}

}  // namespace stridecheck
