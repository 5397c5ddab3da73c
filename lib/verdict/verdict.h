// The verdict: for every SDPA call site (each backend) and every op call (its one kernel), and each output, the
// layout the graph expected against the one the kernel really returned, compared exactly as inductor's
// assert_size_stride compares them, and each kernel against its own fake or meta; and the answer that opens a report.
// Typed findings: the layouts, names and states the words need; report/ (report/findings.h) says them. Pure: a
// recording and a replay in, a verdict out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "known/known_issues.h"
#include "layout/layout.h"
#include "recording/recording.h"
#include "replay/replay.h"
#include "verdict/fix.h"

namespace stridecheck {

struct OutputVerdict {
  enum class Status {
    kMatch,          ///< passes the graph's assert
    kMismatch,       ///< the assert would fail: dims below
    kNotComparable,  ///< another backend's own output (logsumexp shapes differ by backend)
    kNoExpectation,  ///< the graph asserts nothing about this output (torch before about 2.7)
  };
  /// Why an output was not compared (kNoExpectation, kNotComparable).
  enum class Unjudged {
    kNone,
    kNotAsserted,    ///< the graph asserts nothing about it
    kSymbolicSizes,  ///< the expected layout has unresolved symbolic sizes
    kAnotherTensor,  ///< `backend`'s own tensor, not the graph's `graph_backend` output of that name
  };
  std::string name;
  Status status = Status::kNoExpectation;
  Unjudged unjudged = Unjudged::kNone;
  Backend backend = Backend::kMath;        ///< kAnotherTensor: the backend whose run returned it
  Backend graph_backend = Backend::kMath;  ///< kAnotherTensor: the graph's backend
  std::optional<Layout> expected;
  Layout actual;
  LayoutComparison comparison;
  std::string message;                 ///< inductor's text: "expected size 32==32, stride 96==393216 at dim=1"
  std::vector<std::string> dim_lines;  ///< per dim with names, in inductor's terms (layout/describe.h)
  std::vector<std::string> follows;    ///< kMismatch: the inputs whose dim order the actual layout has ("grad_out")
  bool reproduces_observed = false;    ///< equals the layout the failing run's assertion reported
  std::optional<double> max_abs_err, max_rel_err;
};

std::string_view status_name(OutputVerdict::Status s);  ///< "match", "mismatch", "not comparable", "no expectation"

struct RunVerdict {
  BackendRun run;
  std::vector<OutputVerdict> outputs;
  bool keeps_contract = false;  ///< ran, and every comparable output matches
  bool broke_contract = false;  ///< ran, and an output mismatches
  bool failed = false;          ///< crashed or timed out
};

/// A backend judged against its own fake/meta prediction: what inductor would assert had it chosen this
/// backend (the compile contract), against what its kernel really returns.
enum class ContractState {
  kSafe,         ///< the meta predicts what the kernel returns (as assert_size_stride compares)
  kBreaks,       ///< the meta predicts another layout: a graph compiled with this backend dies on it
  kDecomposed,   ///< math: inductor lowers it to other ops, no extern-kernel assert to fail
  kUnsupported,  ///< the kernel or the meta refuses these inputs (the reason says which and why)
  kCannotServe,  ///< torch's dispatch never hands this call to the backend (its chooser's reason, or the backend's
                 ///< row: a mask its op has no argument for): nothing to judge, and not a choice for this call
  kCrashed,      ///< the kernel crashed
  kTimeout,      ///< the kernel hung
  kUnknown,      ///< one half is missing: no device for the kernel, or no torch for the meta
};
std::string_view contract_name(ContractState s);  ///< "safe", "breaks", "decomposed", ...

/// The outputs a contract compares: out, logsumexp and the gradients. The RNG bookkeeping outputs
/// (philox_seed/offset, rng_state, unused), debug_attn_mask and the cum_seq/max outputs are placeholders
/// without dropout or nested inputs, shaped differently by each version and kernel, and read only by the
/// same backend's backward op.
bool contract_output(std::string_view name);

/// One output whose meta prediction and real layout differ.
struct ContractDiff {
  std::string name;
  Layout meta, real;
  LayoutComparison comparison;
  std::string message;   ///< inductor's words, real first: "expected size 32==32, stride 96==393216 at dim=1"
  bool op_fake = false;  ///< an op call's kernel against its fake (a generic tensor's); else an SDPA backend's meta
};

/// Why a contract is in its state, where the state alone does not say (report/findings.h puts it in words).
struct ContractReason {
  enum class Kind {
    kNone,         ///< nothing to add (safe, breaks)
    kAsGiven,      ///< the run's own reason (`detail`): a crash, a hang, torch's chooser, the op table's refusal
    kDecomposed,   ///< math: inductor lowers it to other ops, no extern-kernel assert to fail
    kOpTable,      ///< stridecheck's op table (`detail`) says the backend cannot serve it; no kernel ran to ask torch
    kUnsupported,  ///< `who` refuses these inputs (`detail`)
    kRunStatus,    ///< `who` ended with `status` (`detail`)
    kNotRun,       ///< `who` was not run or not evaluated
  };
  enum class Who { kKernel, kMeta, kFake };
  Kind kind = Kind::kNone;
  Who who = Who::kKernel;
  RunStatus status = RunStatus::kOk;
  std::string detail;  ///< the run's or the op table's own text
};

/// The contract of one backend under one torch's metas.
struct TorchContract {
  std::string torch;
  ContractState state = ContractState::kUnknown;
  ContractReason reason;
  std::vector<ContractDiff> diffs;
  std::vector<OutputLayout> predicted;  ///< the meta's layouts
  std::string meta_device;              ///< where the fake tensors were ("meta" when CUDA could not be faked)
  bool no_meta = false;                 ///< unknown because no meta was evaluated at all (no torch for the metas)
};

struct BackendContract {
  Backend backend = Backend::kMath;
  bool recorded = false;                ///< the op the graph itself calls
  TorchContract primary;                ///< under the first torch (the one judged by)
  std::vector<TorchContract> by_torch;  ///< every torch whose metas were evaluated, in order
  bool kernel_ran = false;
  bool from_log = false;           ///< the kernel's layout is the one the failing run's log reported
  std::vector<OutputLayout> real;  ///< what the kernel returned
  /// The kernel returns other layouts than this graph's expectation: information (this graph asserts its
  /// own backend's meta), never a failure for another backend.
  bool differs_from_graph = false;
  std::optional<double> fwd_ms, bwd_ms;
};

/// The graph's own expectation against its recorded backend's meta under the first torch.
enum class GraphMeta {
  kAgrees,   ///< the graph asserts what that meta predicts
  kDiffers,  ///< it does not: the graph was compiled by another torch, or its meta changed
  kUnknown,  ///< no meta for the recorded backend, or nothing asserted
};

/// An output the graph asserts one layout of and a meta (or an op call's fake) predicts another.
struct ExpectationDiff {
  std::string name;
  Layout predicted, asserted;
};

/// How the dispatcher's choice at trace time was known, or why it was not.
struct ChoiceReason {
  enum class Kind {
    kNone,
    kAsGiven,           ///< the meta-choice run's own reason (`detail`): how it was asked, or why it could not be
    kWorkerDispatcher,  ///< the replay worker's dispatcher, on the recorded layouts
    kNeedsCuda,         ///< the CUDA chooser needs the device, and no kernel ran here
    kNotAsked,          ///< no dispatcher was asked
  };
  Kind kind = Kind::kNone;
  std::string detail;
  bool empty() const { return kind == Kind::kNone || (kind == Kind::kAsGiven && detail.empty()); }
};

struct SiteVerdict {
  std::string call_site;
  const CallSite* site = nullptr;
  std::string device;
  std::vector<RunVerdict> runs;
  std::vector<std::string> keep;     ///< backends whose own op keeps the graph's layout contract
  std::vector<std::string> break_;   ///< backends whose own op breaks it
  std::vector<std::string> cannot;   ///< backends that cannot run these inputs, or are not here
  std::vector<std::string> crashed;  ///< backends that crashed or hung
  std::string chosen;                ///< the dispatcher's choice under the priority order
  std::vector<std::string> notes;    ///< the replay's own notes of this call site
  /// Its kernels ran on another device (`device`) than the graph's (`graph_device`): shown, judging nothing.
  bool kernels_elsewhere = false;
  std::string graph_device;
  std::string replayed_with;  ///< the earlier call site of the same call whose kernel runs these are ("": its own)
  std::vector<BackendContract> contracts;  ///< every backend of the device, fused ones and math
  GraphMeta graph_meta = GraphMeta::kUnknown;
  std::vector<ExpectationDiff> graph_meta_diffs;   ///< the contract outputs the graph and that meta differ on
  std::vector<std::string> graph_matches_meta_of;  ///< other backends whose meta the graph's expectation is
  std::string meta_choice;            ///< the dispatcher's choice on fake tensors under --priority (trace time)
  ChoiceReason meta_choice_reason;    ///< why there is none, or how it was asked
  bool recorded_broke_graph = false;  ///< the graph's own op broke the graph's own asserts
  const BackendContract* contract(Backend b) const;
  /// Backend `b`'s op run that a Python implementation served (--kernel-impl: `impl` names it), or nullptr.
  const BackendRun* swapped_run(Backend b) const;
};

// ---- op calls (recording.h's OpCall: any asserted op that is not SDPA), judged in op_verdict.cpp -------------

/// Whose a failing op call is.
enum class OpWhose {
  kNobody,      ///< the kernel keeps the graph's asserts and agrees with its fake
  kPytorch,     ///< an aten op whose meta and kernel disagree on these layouts
  kCustomFake,  ///< a custom op whose register_fake disagrees with its kernel: the fake (or the kernel) to fix
  kStaleGraph,  ///< the kernel agrees with the fake of the user's torch, the graph asserts another: compiled against
                ///< another torch or another version of the op's fake
  kProducer,    ///< an input the graph asserts came in with another layout: its producer's, not a kernel's
  kUnknown,     ///< the kernel broke the graph's assert, and no fake was evaluated to say why
};
std::string_view op_whose_name(OpWhose w);  ///< "nobody", "pytorch", "custom-fake", "stale-graph", ...

struct OpVerdict {
  std::string op_call;
  const OpCall* call = nullptr;
  std::vector<OpRun> runs;
  std::string replayed_with;
  /// The kernel's outputs against the graph's asserts (OutputVerdict::Status kMatch or kMismatch, or kNoExpectation).
  std::vector<OutputVerdict> outputs;
  std::vector<OutputLayout> real;  ///< the kernel's layouts (from the failing log's message where none ran)
  bool kernel_ran = false;
  bool from_log = false;                ///< the kernel's layout is the one the failing run's log reported
  bool kernel_broke_graph = false;      ///< the kernel returned another layout than the graph asserts
  TorchContract fake;                   ///< the kernel against its fake under the first torch (state, diffs, predicted)
  std::vector<TorchContract> by_torch;  ///< the same under every torch whose fakes were evaluated
  GraphMeta graph_fake = GraphMeta::kUnknown;     ///< the graph's asserts against that fake
  std::vector<ExpectationDiff> graph_fake_diffs;  ///< the outputs the graph's asserts and that fake differ on
  OpWhose whose = OpWhose::kNobody;

  /// Where the user's code returned the result of the first run of `kind` that says so (nullopt: none read).
  std::optional<ReturnedAt> returned_at(OpRunKind kind) const {
    for (const auto& r : runs)
      if (r.kind == kind && r.returned_at) return r.returned_at;
    return std::nullopt;
  }
};

/// Whose bug a failure is.
enum class Whose {
  kNobody,         ///< nothing broke
  kPytorch,        ///< a kernel and its own fake/meta disagree: a PyTorch bug, not the user's reshape
  kStaleGraph,     ///< the graph asserts what no meta of this torch predicts: compiled by another torch
  kUnknown,        ///< a graph op broke its assert, and no meta says why
  kCustomFake,     ///< a custom op's register_fake and its kernel disagree: its author's code, not PyTorch's
  kSwappedKernel,  ///< a kernel a Python implementation swapped in (--kernel-impl) and aten's meta disagree: the
                   ///< implementation's, not aten's kernel nor the user's reshape
};
std::string_view whose_name(Whose w);  ///< "nobody", "pytorch", "stale-graph", "unknown"

// ---- the answer every report opens with: typed findings; lib/report/answer.h puts them in words ---------------

/// An output the failing run shows broken, and the layout its kernel returns here (which the graph asserts).
struct LayoutThenAndHere {
  std::string name;
  Layout in_run, here;
};

/// A graph op whose kernel broke the graph's own assert: an SDPA call site's recorded backend, or an op call.
struct GraphOpBroke {
  std::string call;                  ///< the call site or op call
  Backend backend = Backend::kMath;  ///< an SDPA call site's backend
  Direction direction = Direction::kForward;
  std::string op;                    ///< an op call's op without its overload ("sctest::attn"); "" for SDPA
  std::vector<std::string> outputs;  ///< the outputs whose asserts failed
  bool from_log = false;             ///< the layout is the failing run's log's: no kernel ran here
  bool predicted = false;  ///< after the assert the run died at, in its graph: a prediction made on the layouts the
                           ///< graph expected up to there (the run never got there)
  std::vector<LayoutThenAndHere> kept;  ///< not reproduced (an op call's): what the run's kernel returned, and here
};

/// A kernel that returns another layout than its own fake/meta predicts (where the graph's asserts held).
struct KernelBreaksMeta {
  std::string call;
  Backend backend = Backend::kMath;  ///< an SDPA backend
  std::string op;                    ///< an op call's op without its overload; "" for SDPA
  std::vector<std::string> outputs;  ///< the outputs that differ (an op call: the first)
  bool predicted = false;            ///< after the assert the run died at (GraphOpBroke::predicted)
};

/// What failed: the SDPA call sites' part, and what the op calls add to it.
struct WhatFailed {
  enum class Sites {
    kGraphOpBroke,      ///< a graph's own op broke its assert (`broke`)
    kNotReproduced,     ///< the failing run's log shows a graph op breaking its assert, and its kernel replayed here
                        ///< keeps it (`not_reproduced`): the run's kernel was another one
    kKernelBreaksMeta,  ///< none did, but a backend's kernel differs from its own meta (`breaks`)
    kStaleNoKernel,     ///< no kernel ran, and the graph asserts what the user's torch's meta does not predict
    kNoKernel,          ///< no kernel ran: nothing was compared
    kNothing,           ///< every graph op kept its asserts and no backend broke its own meta
  };
  enum class Ops {
    kNone,              ///< the op calls add nothing
    kGraphOpBroke,      ///< an op call's kernel broke its assert (`ops_broke`)
    kKernelBreaksFake,  ///< none did, but an op's kernel differs from its own fake (`ops_breaks`)
    kNoKernel,          ///< only op calls, and no kernel of them ran
    kSomeRan,           ///< only op calls: `ops_ran` of `ops_total` kernels ran and kept the asserts
    kAllRan,            ///< only op calls: every kernel ran and kept the asserts (`ops_all_agree`: and its fake)
    kNotReproduced,     ///< the failing run (its log or capture) shows an op call's kernel breaking its assert, and
                        ///< that kernel run here keeps it (`ops_not_reproduced`): the run's kernel was another one
  };
  Sites sites = Sites::kNoKernel;
  std::vector<GraphOpBroke> broke;
  std::vector<GraphOpBroke> not_reproduced;  ///< kNotReproduced: the outputs the log shows broken, kept here
  std::vector<KernelBreaksMeta> breaks;
  std::string stale_site;                  ///< kStaleNoKernel: the first such call site
  Backend stale_backend = Backend::kMath;  ///< and its backend
  Ops ops = Ops::kNone;
  bool ops_alone = false;  ///< the op calls' part replaces the SDPA one (no call site, or it found nothing)
  std::vector<GraphOpBroke> ops_broke;
  std::vector<KernelBreaksMeta> ops_breaks;
  size_t ops_ran = 0, ops_total = 0;
  bool ops_all_agree = false;
  std::vector<GraphOpBroke> ops_not_reproduced;  ///< Ops::kNotReproduced: the outputs the run shows broken, kept here
};

/// An input whose layout an op call's fake copies.
struct LikeInput {
  std::string input;
  bool same_layout = false;  ///< its whole layout (what empty_like gives); else only its dim order
};

/// Why a failure is whose bug (Answer::whose), with the facts the words quote.
struct WhoseFinding {
  enum class Reason {
    kNone,
    kKernelAgainstMeta,   ///< the failing call site's backend: its kernel and its meta disagree on `diff`
    kBackendAgainstMeta,  ///< no graph op failed, but `backend`'s kernel and its own meta disagree on `diff`
    kStaleGraph,          ///< the graph asserts what the backend's meta does not predict (the site's graph_meta_diffs)
    kNoMetaSaysWhy,       ///< the kernel broke the graph's assert, and no meta says why
    kCustomFake,          ///< an op call's register_fake and its kernel disagree on `diff`
    kOpMeta,              ///< an aten op's meta and its kernel disagree on `diff`
    kOpStaleGraph,   ///< the graph asserts what the op's fake does not predict, and that fake agrees with the kernel
    kOpNoFake,       ///< an op call's kernel broke the graph's assert, and no fake was evaluated
    kNotReplayed,    ///< --no-replay: no kernel and no meta ran
    kNotReproduced,  ///< WhatFailed::Sites::kNotReproduced: the run's kernel was not the one replayed here
    kOverridden,     ///< the kernel broke its meta, but the run's log shows it registered a kernel of its own over
                     ///< this backend's (`overridden`): not aten's kernel, not judged until it runs (--kernel-impl)
  };
  Reason reason = Reason::kNone;
  std::string call;                      ///< the call site or op call
  Backend backend = Backend::kMath;      ///< an SDPA call site's (or breaking) backend
  std::optional<ContractDiff> diff;      ///< the first output kernel and meta/fake disagree on
  bool meta_agrees_with_kernel = false;  ///< kStaleGraph: the backend's meta agrees with its kernel
  std::string kernel_device;             ///< kCustomFake: where the kernel quoted ran ("": not known)
  bool from_log = false;                 ///< kCustomFake: the kernel's layout is the failing log's
  std::optional<LikeInput> fake_like;    ///< kCustomFake: the fake's layout is an input's
  /// kCustomFake: the return statements of the user's fake and kernel that made the layouts quoted, where the Python
  /// worker saw them (tool/op_worker.py's noting_return)
  std::optional<ReturnedAt> fake_returned_at, kernel_returned_at;
  std::vector<std::string> agrees_under;  ///< kOpMeta: the other torch releases whose meta agrees with the kernel
  std::string impl;  ///< kKernelAgainstMeta, kBackendAgainstMeta: the Python implementation that served the kernel
  std::string impl_not_run;  ///< and why it did not run here (its layout is then the failing log's: `from_log`)
  std::optional<KernelOverride> overridden;  ///< kOverridden, kNotReproduced: the run's own kernel of that backend
};

/// Why a backend was judged nowhere (the first one's first reason).
struct NotJudgedWhy {
  enum class Kind {
    kNoMeta,            ///< the kernel ran; `reason` says there was no meta
    kMetaNotEvaluated,  ///< the kernel ran; the meta could not be evaluated (`reason`)
    kNoCudaDevice,      ///< a CUDA call site, and this machine has no CUDA device
    kKernelsNotRun,     ///< the kernels did not run here (`reason`)
  };
  Kind kind = Kind::kKernelsNotRun;
  ContractReason reason;         ///< the contract's reason
  bool metas_evaluated = false;  ///< kNoCudaDevice, kKernelsNotRun: metas were evaluated
};

/// A backend torch's dispatch never hands some call site.
struct CannotServe {
  Backend backend = Backend::kMath;
  std::string call_site;  ///< the first such call site
  ContractReason reason;  ///< its reason (torch's chooser, or the backend's row)
  size_t more = 0;        ///< how many more call sites it cannot serve
};

/// A backend whose kernel crashed or hung somewhere.
struct Unfinished {
  struct Stop {
    bool timeout = false;  ///< hung (else crashed)
    std::string call_site;
    ContractReason reason;
  };
  Backend backend = Backend::kMath;
  std::vector<Stop> stops;
};

/// The fastest compile-safe backend: its median times, summed over the call sites.
struct Fastest {
  Backend backend = Backend::kMath;
  double fwd_ms = 0, bwd_ms = 0;
};

/// The condition the paste line holds under.
enum class PasteWhen {
  kAlways,            ///< no condition
  kAfterRecompiling,  ///< the graph is stale: after recompiling under the user's torch
  kForTheseLayouts,   ///< it leaves out a backend that breaks its own meta here (Answer::breaking's first)
};

/// A later torch whose meta agrees with a breaking kernel: upgrading makes the backend compile-safe there.
struct Upgrade {
  std::string torch;
  Backend backend = Backend::kMath;
  std::string call_site;
};

/// What to report upstream for a PyTorch bug.
struct Upstream {
  enum class Kind { kNone, kSdpa, kOpCall };
  Kind kind = Kind::kNone;
  std::vector<std::string> ops;      ///< the ops whose kernel and meta disagree ("aten::...")
  std::vector<std::string> sites;    ///< where
  std::vector<std::string> torches;  ///< the torch releases whose metas were evaluated (an op call: its fake's, or "")
};

/// One failing op call of the answer (its kernel broke the graph's assert, or its own fake): whose bug, and its fixes.
/// Every one is listed (Answer::op_findings); the answer's own whose/why/fixes are the first's.
struct OpFinding {
  std::string call;  ///< the op call
  std::string op;    ///< its op without the overload ("sctest::attn")
  Whose whose = Whose::kUnknown;
  WhoseFinding why;
  std::vector<Fix> fixes;
  Upstream upstream;       ///< an aten op's meta bug: what to report
  bool predicted = false;  ///< after the assert the run died at (GraphOpBroke::predicted)
};

/// Whether the --priority asked about reaches the compiled region: the dispatcher's choice at trace time.
struct PriorityFinding {
  enum class Kind {
    kNone,
    kNotKnown,      ///< no dispatcher's choice: `reason`
    kDefaultPicks,  ///< under torch's default priority the dispatcher picks `chosen` (at `call_site`)
    kReached,       ///< under `priority` it picks the graph's backend
    kNotReached,    ///< under `priority` it picks `chosen`, not the graph's backend (at `call_site`)
  };
  Kind kind = Kind::kNone;
  ChoiceReason reason;
  std::string chosen;
  Backend recorded = Backend::kMath;  ///< the graph's backend
  std::string call_site;
  std::vector<Backend> priority;  ///< the --priority asked about (empty: torch's default)
};

/// One backend's contract at one call site under every torch whose metas were evaluated, oldest first.
struct ContractVersions {
  struct Under {
    std::string torch;
    ContractState state = ContractState::kUnknown;
    std::vector<std::string> outputs;  ///< kBreaks: the outputs that differ
  };
  Backend backend = Backend::kMath;
  std::string call_site;
  std::vector<Under> by_torch;
  std::optional<std::string> safe_from;  ///< where the newest torch is safe: the oldest of the safe ones up to it
};

/// Which torch versions' metas agree with the kernels.
struct Versions {
  std::vector<ContractVersions> differ;               ///< the contracts whose state differs by torch
  std::vector<std::pair<Backend, std::string>> same;  ///< (backend, call site): the same under every torch
  std::vector<std::string> torches;                   ///< every torch evaluated, in the order met
};

/// A what-if change to a call site's inputs.
struct WhatIfChange {
  enum class Kind {
    kContiguous,  ///< `inputs` made contiguous before the call
    kGqa,         ///< key and value passed un-expanded with enable_gqa=True
  };
  Kind kind = Kind::kContiguous;
  std::vector<std::string> inputs;
  std::string call_site;
};

/// The change replayed: each backend's contract before and after, and what the copies cost.
struct WhatIfResult {
  struct After {
    Backend backend = Backend::kMath;
    std::optional<ContractState> was;  ///< nullopt: the backend had no contract before
    ContractState is = ContractState::kUnknown;
    ContractReason reason;  ///< kCannotServe: why
    std::optional<double> fwd_ms, was_fwd_ms;
  };
  WhatIfChange change;
  std::vector<After> after;
  bool copies = false;  ///< something is made contiguous
  int64_t copy_bytes = 0;
  std::optional<double> copy_ms;  ///< timed by the variant's replay
};

/// The what-if fixes (lib/advice/whatif.h): replayed, or, where no kernel ran, what a GPU run would replay.
struct WhatIf {
  std::vector<WhatIfChange> not_replayed;
  std::vector<WhatIfResult> replayed;
};

/// Which torch compiled the graph (where the input says), ran the kernels and gave the metas.
struct Torches {
  std::optional<CompiledBy> compiled_by;
  std::string libtorch;  ///< the replay worker's
  bool kernels_ran = false;
  std::vector<std::string> metas;
  bool differ = false;  ///< their releases differ: the layouts here may not be the failing run's
};

/// The short answer every report opens with, as typed findings.
struct Answer {
  WhatFailed failed;
  Whose whose = Whose::kNobody;
  WhoseFinding why;               ///< whose bug it is, and why
  std::vector<Backend> safe;      ///< compile-safe fused backends: fastest first when timed, else torch's order
  std::vector<Backend> breaking;  ///< backends whose kernel breaks their own meta somewhere
  std::vector<Backend> unjudged;  ///< backends with no contract verdict anywhere (no device, no torch)
  std::optional<NotJudgedWhy> unjudged_why;
  /// Backends torch's dispatch never hands some call site (a mask flash has no argument for): never safe, never the
  /// fastest, never in the paste line; with each one's reason.
  std::vector<Backend> cannot_serve;
  std::vector<CannotServe> cannot_serve_at;
  /// Backends whose kernel crashed or hung somewhere: a finding, not a layout (nothing was compared there).
  std::vector<Backend> unfinished;
  std::vector<Unfinished> unfinished_at;
  std::optional<Fastest> fastest;  ///< when every compile-safe backend was timed
  std::vector<Backend> paste;      ///< the backends of the line to paste (the safe ones, then math); empty: none
  PasteWhen paste_when = PasteWhen::kAlways;
  std::vector<Upgrade> workarounds;    ///< other fixes the evaluated metas speak for
  Upstream upstream;                   ///< for a PyTorch bug: what to report upstream
  std::vector<Fix> fixes;              ///< for an op call's failure: the changes that fix it
  std::vector<OpFinding> op_findings;  ///< every failing op call, in the recording's order, each with its fixes
  /// Graphs that never ran, so nothing of them was checked: the backward of each forward graph the run died in.
  std::vector<std::string> unchecked;
  OpcheckFinding opcheck;  ///< whether opcheck compares strides here (a custom op's failure)
  PriorityFinding priority;
  Versions versions;
  std::string torch;  ///< the torch whose metas judge ("" when none)
  WhatIf what_if;
  bool metas_on_meta_device = false;  ///< some metas ran on the meta device (CUDA call sites), not fake tensors
  Torches torches;
  /// Known upstream issues (known/known_issues.h) the failing op calls' and SDPA backends' kernel-against-meta
  /// differences, and the graph-input asserts, match: strongest first, each row once; empty: no claim.
  std::vector<KnownMatch> seen_before;
  bool from_capture = false;   ///< the failing run's layouts are a live capture's (`stridecheck run`), not a log's
  std::string capture_folder;  ///< that capture's folder (or file)
  /// The failing custom ops' sources where the capture names them: op ("newuser::linear_gelu") and the .py file the
  /// failing process registered it from (its kernel's, else its fake's).
  std::vector<std::pair<std::string, std::string>> op_sources;
};

struct Verdict {
  std::vector<SiteVerdict> sites;
  ReplayEnvironment environment;
  std::vector<std::string> notes;
  double wall_seconds = 0;
  std::vector<WorkerProfile> profile;
  std::vector<MetaEnvironment> metas;
  std::optional<CompiledBy> compiled_by;  ///< the torch that compiled the graphs, where the input says
  std::vector<OpVerdict> ops;             ///< the op calls judged (verdict/op_verdict.h)
  std::vector<KernelOverride> overrides;  ///< kernels the run registered over torch's, where its log shows them
  std::vector<FixCheck> fix_checks;       ///< the fixes' checks against their kernels (lib/advice/fixcheck.h)
  Answer answer;
  bool any_mismatch = false;        ///< a graph's own op broke its graph's asserts
  bool any_contract_break = false;  ///< a backend's kernel differs from its own meta (first torch)
  bool any_crash = false;
  int exit_code() const { return any_mismatch || any_contract_break || any_crash ? 1 : 0; }
};

/// Judges a replay: each output against the graph's asserts, each backend against its own meta, and the
/// answer (`priority`: the --priority order the run was asked about).
Verdict judge(const Recording& recording, const ReplayResult& replay, const std::vector<Backend>& priority = {});

Answer answer(const Verdict& verdict, const std::vector<Backend>& priority);

/// What the op calls add to the answer (verdict/op_answer.cpp): what failed, whose bug, the fixes.
void add_op_answer(const Verdict& verdict, Answer& answer);

/// The known upstream issues the verdict's failures match (verdict/seen_before.cpp): Answer::seen_before.
void add_seen_before(const Recording& recording, const Verdict& verdict, Answer& answer);

/// The answer of a judgement in which nothing ran (triage --no-replay): whose bug not judged, nothing to paste, no
/// priority, fix or what-if.
void answer_not_replayed(Answer& answer);

}  // namespace stridecheck
