// check's op calls (recording.h's OpCall: asserted aten and custom ops that are not SDPA): each one's baseline
// entries (its kernel's and its fake's layouts), its findings and its outcome, judged as a call site's are: its kernel
// breaking the graph's assert is a mismatch, its kernel breaking its own fake a contract finding, a crash a crash;
// one whose kernel gave no layout here is skipped, never passed. Pure: a verdict in, findings and entries out.
#pragma once

#include <string>

#include "check/check.h"

namespace stridecheck {

/// A baseline entry's key for an op call's run: "fixture::graph#opn::NS.op.overload::kernel" (or "::fake": its fake
/// under the baseline's meta_torch; key_site: baseline_site_keys'), so that compare_entries reads "fixture::graph#opn"
/// as the call.
std::string op_entry_key(const std::string& fixture, const std::string& key_site, const OpCall& call, OpRunKind kind);

/// What holding one check's op calls found so far.
struct OpChecking {
  const Baseline* base = nullptr;  ///< the baseline compared with (none when updating)
  bool allow_missing_backend = false;
  size_t compared = 0;   ///< runs held against a baseline entry
  bool missing = false;  ///< an op call's kernel gave no layout here
};

/// One op call of `res.recording` (id "fixture::id") judged and counted into `res`: its entries into res.current,
/// its findings, its comparison with the baseline, its outcome into res.sites and the counts. `op`: its verdict, or
/// null when nothing of it ran here.
void check_op_call(OpChecking& j, const OpCall& call, const OpVerdict* op, const std::string& fixture,
                   const std::string& op_call, const std::string& key_site, CheckResult& res);

}  // namespace stridecheck
