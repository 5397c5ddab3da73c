// The verdict: for every call site, backend and output, the layout the graph expected against the one
// the backend really returned, compared exactly as inductor's assert_size_stride compares them, and
// said in words. Pure: a recording and a replay in, a verdict out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "layout/layout.h"
#include "recording/recording.h"
#include "replay/replay.h"

namespace stridecheck {

struct OutputVerdict {
  enum class Status {
    kMatch,          ///< passes the graph's assert
    kMismatch,       ///< the assert would fail: dims below
    kNotComparable,  ///< another backend's own output (logsumexp shapes differ by backend)
    kNoExpectation,  ///< the graph asserts nothing about this output (torch before about 2.7)
  };
  std::string name;
  Status status = Status::kNoExpectation;
  std::optional<Layout> expected;
  Layout actual;
  LayoutComparison comparison;
  std::string message;                 ///< inductor's text: "expected size 32==32, stride 96==393216 at dim=1"
  std::vector<std::string> dim_lines;  ///< per dim with names
  std::string words;                   ///< "came back BSHD-ordered ..., the graph expected contiguous BHSD"
  std::string follows;                 ///< "follows grad_out's BSHD order"
  std::string note;
  bool reproduces_observed = false;  ///< equals the layout the failing run's assertion reported
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
  std::string message;  ///< inductor's words, real first: "expected size 32==32, stride 96==393216 at dim=1"
  std::string words;    ///< "came back BSHD-ordered ..., the meta predicted contiguous BHSD"
};

/// The contract of one backend under one torch's metas.
struct TorchContract {
  std::string torch;
  ContractState state = ContractState::kUnknown;
  std::string reason;
  std::vector<ContractDiff> diffs;
  std::vector<OutputLayout> predicted;  ///< the meta's layouts
  std::string meta_device;              ///< where the fake tensors were ("meta" when CUDA could not be faked)
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
  std::vector<std::string> notes;
  std::string replayed_with;  ///< the earlier call site of the same call whose kernel runs these are ("": its own)
  std::vector<BackendContract> contracts;  ///< every backend of the device, fused ones and math
  GraphMeta graph_meta = GraphMeta::kUnknown;
  std::vector<std::string> graph_meta_diffs;       ///< "grad_query: expected size 32==32, stride ... (meta first)"
  std::vector<std::string> graph_matches_meta_of;  ///< other backends whose meta the graph's expectation is
  std::string meta_choice;            ///< the dispatcher's choice on fake tensors under --priority (trace time)
  std::string meta_choice_reason;     ///< why there is none, or how it was asked
  bool recorded_broke_graph = false;  ///< the graph's own op broke the graph's own asserts
  const BackendContract* contract(Backend b) const;
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
  GraphMeta graph_fake = GraphMeta::kUnknown;  ///< the graph's asserts against that fake
  std::vector<std::string> graph_fake_diffs;   ///< "result: the fake predicts (0, 2, 1, 3) ..., the graph asserts ..."
  OpWhose whose = OpWhose::kNobody;
};

/// Whose bug a failure is.
enum class Whose {
  kNobody,      ///< nothing broke
  kPytorch,     ///< a kernel and its own fake/meta disagree: a PyTorch bug, not the user's reshape
  kStaleGraph,  ///< the graph asserts what no meta of this torch predicts: compiled by another torch
  kUnknown,     ///< a graph op broke its assert, and no meta says why
  kCustomFake,  ///< a custom op's register_fake and its kernel disagree: its author's code, not PyTorch's
};
std::string_view whose_name(Whose w);  ///< "nobody", "pytorch", "stale-graph", "unknown"

/// The short answer every report opens with.
struct Answer {
  std::string failed;  ///< what failed, one sentence
  Whose whose = Whose::kNobody;
  std::string whose_text;         ///< whose bug it is, and why
  std::vector<Backend> safe;      ///< compile-safe fused backends: fastest first when timed, else torch's order
  std::vector<Backend> breaking;  ///< backends whose kernel breaks their own meta somewhere
  std::vector<Backend> unjudged;  ///< backends with no contract verdict anywhere (no device, no torch)
  std::string unjudged_why;       ///< which half is missing for them: "the kernels did not run here (...)"
  /// Backends torch's dispatch never hands some call site (a mask flash has no argument for): never safe, never the
  /// fastest, never in the paste line; with each one's reason ("flash at 0_forward@967: ...").
  std::vector<Backend> cannot_serve;
  std::vector<std::string> cannot_serve_why;
  /// Backends whose kernel crashed or hung somewhere: a finding, not a layout (nothing was compared there).
  std::vector<Backend> unfinished;
  std::vector<std::string> unfinished_why;
  std::string fastest;                   ///< "flash: 1.20 ms forward + 3.40 ms backward", empty when untimed
  std::string paste;                     ///< the line to paste: with sdpa_kernel([...], set_priority=True):
  std::string paste_when;                ///< the condition the paste line holds under ("after recompiling under ...")
  std::vector<std::string> workarounds;  ///< other fixes the evaluated metas speak for (a torch release whose
                                         ///< meta agrees with the kernel), each with what it takes
  std::string upstream;                  ///< for a PyTorch bug: what to report upstream, and how
  std::vector<std::string> fixes;        ///< for an op call's failure: the changes that fix it (a custom op's fake)
  std::string priority;                  ///< whether the recorded backend is what --priority picks at trace time
  std::vector<std::string> versions;     ///< "cudnn out: breaks under torch 2.6.0, safe under 2.11.0"
  std::string torch;                     ///< the torch whose metas judge ("" when none)
  std::vector<std::string> what_if;      ///< fixes checked the same way (lib/advice/whatif.h)
  bool metas_on_meta_device = false;     ///< some metas ran on the meta device (CUDA call sites), not fake tensors
  /// Which torch compiled the graph (where the input says), ran the kernels and gave the metas, and
  /// whether they differ (then the layouts here may not be the failing run's).
  std::string torches;
  bool torches_differ = false;
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

/// The answer as labelled rows, for every renderer: ("What failed", ...), ("Whose bug", ...), ...
std::vector<std::pair<std::string, std::string>> answer_rows(const Answer& answer,
                                                             const std::vector<MetaEnvironment>& metas);

}  // namespace stridecheck
