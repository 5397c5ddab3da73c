// What the SDPA backends' contracts (verdict.cpp) and the op calls' (op_verdict.cpp) share: the states a run's
// status settles before any layout is compared, and a differing output's diff. Internal to verdict/.
#pragma once

#include <string>
#include <string_view>

#include "layout/layout.h"
#include "replay/replay.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// A kernel that crashed, timed out or could not run settles the contract (true), with its reason.
template <class Run>
bool settled_by_kernel(TorchContract& c, const Run* kernel) {
  if (!kernel) return false;
  if (kernel->status == RunStatus::kCrashed || kernel->status == RunStatus::kTimeout) {
    c.state = kernel->status == RunStatus::kCrashed ? ContractState::kCrashed : ContractState::kTimeout;
    c.reason = kernel->reason;
    return true;
  }
  if (kernel->status != RunStatus::kUnsupported) return false;
  c.state = ContractState::kUnsupported;
  c.reason = "the kernel: " + kernel->reason;
  return true;
}

/// A meta (`who`: "the meta", "the fake") that cannot take these arguments settles the contract (true).
template <class Run>
bool settled_as_unsupported(TorchContract& c, const Run* run, std::string_view who) {
  if (!run || run->status != RunStatus::kUnsupported) return false;
  c.state = ContractState::kUnsupported;
  c.reason = std::string(who) + ": " + run->reason;
  return true;
}

/// The contract is unknown for want of `run`'s layouts: "kernel error: why" (`who` and its status), or `none`
/// where there was no run.
template <class Run>
void set_unknown(TorchContract& c, const Run* run, std::string_view who, std::string_view none) {
  c.state = ContractState::kUnknown;
  c.reason = run ? std::string(who) + " " + status_name(run->status) + (run->reason.empty() ? "" : ": " + run->reason)
                 : std::string(none);
}

/// An output whose real layout differs from its meta's, as assert_size_stride reports it; its words are the caller's.
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
