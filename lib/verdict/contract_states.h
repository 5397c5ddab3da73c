// What the SDPA backends' contracts (verdict.cpp) and the op calls' (op_verdict.cpp) share: the states a run's
// status settles before any layout is compared (with their typed reasons), the layouts the failing run's log
// observed, and a differing output's diff. Internal to verdict/.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "layout/layout.h"
#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// A reason that is a run's (or the op table's) own text.
inline ContractReason as_given(const std::string& detail) {
  ContractReason r;
  r.kind = ContractReason::Kind::kAsGiven;
  r.detail = detail;
  return r;
}

/// A kernel that crashed, timed out or could not run settles the contract (true), with its reason.
template <class Run>
bool settled_by_kernel(TorchContract& c, const Run* kernel) {
  if (!kernel) return false;
  if (kernel->status == RunStatus::kCrashed || kernel->status == RunStatus::kTimeout) {
    c.state = kernel->status == RunStatus::kCrashed ? ContractState::kCrashed : ContractState::kTimeout;
    c.reason = as_given(kernel->reason);
    return true;
  }
  if (kernel->status != RunStatus::kUnsupported) return false;
  c.state = ContractState::kUnsupported;
  c.reason = {ContractReason::Kind::kUnsupported, ContractReason::Who::kKernel, kernel->status, kernel->reason};
  return true;
}

/// A meta or a fake (`who`) that cannot take these arguments settles the contract (true).
template <class Run>
bool settled_as_unsupported(TorchContract& c, const Run* run, ContractReason::Who who) {
  if (!run || run->status != RunStatus::kUnsupported) return false;
  c.state = ContractState::kUnsupported;
  c.reason = {ContractReason::Kind::kUnsupported, who, run->status, run->reason};
  return true;
}

/// The contract is unknown for want of `run`'s layouts (`who`'s): its status and reason, or not run at all.
template <class Run>
void set_unknown(TorchContract& c, const Run* run, ContractReason::Who who) {
  c.state = ContractState::kUnknown;
  if (run)
    c.reason = {ContractReason::Kind::kRunStatus, who, run->status, run->reason};
  else
    c.reason = {ContractReason::Kind::kNotRun, who, RunStatus::kOk, {}};
}

/// What the failing run's log says a kernel returned: the observed layout of each output whose assert failed.
inline std::vector<OutputLayout> observed_outputs(const std::vector<ExpectedOutput>& expected) {
  std::vector<OutputLayout> observed;
  for (const auto& e : expected)
    if (e.observed) {
      OutputLayout o;
      o.name = e.name;
      o.sizes = e.observed->sizes;
      o.strides = e.observed->strides;
      observed.push_back(o);
    }
  return observed;
}

/// An output whose real layout differs from its meta's, as assert_size_stride reports it.
inline ContractDiff contract_diff(const std::string& name, const Layout& real, const Layout& meta,
                                  const LayoutComparison& cmp) {
  ContractDiff d;
  d.name = name;
  d.meta = meta;
  d.real = real;
  d.comparison = cmp;
  d.message = inductor_message(cmp);
  return d;
}

}  // namespace stridecheck
