// Triage of a failing run without running kernels: decode each stride assertion of a log, find the
// generated module and the line it names, and say which op and which output broke which expectation,
// in inductor's terms and in words, with the inputs' layouts and reshape chains.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "known/known_issues.h"
#include "layout/layout.h"
#include "readers/failing_log.h"
#include "readers/no_kernel.h"
#include "readers/sources.h"
#include "recording/recording.h"
#include "triage/boundary.h"
#include "triage/log_facts.h"

namespace stridecheck {

struct FailureAnalysis {
  DecodedAssertion assertion;
  std::string op;  ///< "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default", or ""
  bool is_sdpa = false;
  std::string call_site_id;  ///< the SDPA call site, when the module was found
  std::string op_call_id;    ///< or the op call (recording.h's OpCall: an aten or custom op), when it is one
  std::string output_name;   ///< "grad_query", when known
  int64_t output_index = -1;
  std::string buffer;              ///< "buf3"
  std::optional<Layout> expected;  ///< what the graph asserted
  std::optional<Layout> actual;    ///< what the kernel returned (expected with the reported dims replaced)
  LayoutComparison comparison;
  std::string difference;  ///< "came back ..., the graph expected ..."
  std::vector<std::string> dim_lines;
  std::vector<std::string> follows;  ///< inputs whose dim order the actual layout has
  std::string module_file;           ///< where the generated module was read from
  std::string module_how;
  std::vector<std::string> module_tried;
  /// The assert line found in the module by what the message expected, when the log has no frame.
  std::optional<TracebackFrame> located;
  int64_t assert_line = 0;  ///< the line in module_file of the assert that failed
  std::string producer;     ///< for a non-SDPA failure: what made the checked buffer
  int64_t producer_line = 0;
  std::string diagnosis;  ///< one paragraph
  /// An assert on a graph input (a graph boundary): who produced the input, and the answer in words.
  std::optional<BoundaryAnalysis> boundary;
  /// What the log says of the asserted tensor, its graph and what to do next (the answer made without the module).
  LogFacts facts;
  /// Known upstream issues the decoded assertion matches (known/known_issues.h), strongest first; empty: no claim.
  std::vector<KnownMatch> seen_before;
  /// Where the assertion was read when not the result's log_file (a live capture's file).
  std::string log_file;
};

/// A failing log whose error is not a stride assert: no SDPA backend the priority enables could serve the call
/// (docs/formats.md section 9). Answered in the same form: what failed, why (torch's reasons per backend),
/// what to do.
struct NoKernelAnalysis {
  /// A row of the Answer block, by kind: report/ names it (no_kernel_row_label) and shows the paste line as code.
  struct Row {
    enum class Kind { kWhatFailed, kTheCall, kWhy, kWhoseBug, kPaste };
    Kind kind = Kind::kWhatFailed;
    std::string text;
  };
  NoKernelFailure failure;
  std::vector<Row> answer;  ///< the Answer block's rows, in order
  std::string diagnosis;    ///< one paragraph
};

/// The analysis of a no-kernel failure read from `log_file`.
NoKernelAnalysis analyse_no_kernel(const NoKernelFailure& failure, const std::string& log_file);

struct TriageResult {
  std::string log_file;
  bool rank_prefixed = false;         ///< the log's lines carry rank prefixes (split by them)
  std::vector<std::string> collided;  ///< prefixes naming several processes: the log could not be split
  std::vector<int> collided_ranks;
  std::vector<FailureAnalysis> failures;
  std::optional<NoKernelAnalysis> no_kernel;  ///< when the log dies of no SDPA backend serving a call
  Recording recording;                        ///< call sites of the modules the log names, with observed layouts
};

TriageResult triage(const std::string& log_path, const ReadOptions& options);

/// What a decoded failure looks like to the known-issues table (triage/seen_before.cpp): FailureAnalysis::seen_before
/// is match_known_issues() of it.
KnownSignature known_signature(const FailureAnalysis& failure, const Recording& recording);
/// One assertion analysed against the recording of its module (`lookup`: where that module was found).
FailureAnalysis analyse_failure(const DecodedAssertion& assertion, const ModuleLookup& lookup, const Recording& rec);

/// The call sites a triage replays and judges: those of its failures whose module was found.
std::vector<std::string> failing_call_sites(const TriageResult& result);
/// The same for a log already read (`name`: how errors and reports name it, e.g. "<stdin>").
TriageResult triage_text(const std::string& text, const std::string& name, const ReadOptions& options);

}  // namespace stridecheck
