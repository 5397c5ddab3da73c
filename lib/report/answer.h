// The answer a report opens with, in words: the one place that turns a verdict's typed findings (verdict.h's
// Answer) into what a user reads, for every format alike: the text's and Markdown's and HTML's answer rows,
// JUnit's, and JSON's answer fields. Pure: a verdict in, words out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "triage/triage.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The rows of the answer, in the order they are shown.
enum class AnswerRowKind {
  kTorchesDiffer,  ///< first where the torches differ: it qualifies everything below
  kWhatFailed,
  kWhoseBug,
  kCompileSafe,
  kBreaksItsMeta,
  kCannotServe,
  kDidNotFinish,
  kNotJudged,
  kPaste,  ///< the line to paste: code in Markdown and HTML
  kPasteWhen,
  kPriority,
  kTorchVersions,
  kWhatIf,
  kWorkaround,
  kFix,
  kRerun,       ///< after a fake is changed: inductor's caches may hold the graph compiled with the old one
  kTest,        ///< whether torch.library.opcheck would catch the fixed bug here
  kSeenBefore,  ///< known upstream issues the failure matches (report/known_words.h)
  kNotChecked,  ///< a graph that never ran (the backward of a forward the run died in)
  kReportUpstream,
  kMetas,
  kTorch,
};
std::string_view answer_row_label(AnswerRowKind kind);  ///< "What failed", "Whose bug", "Paste", ...

struct AnswerRow {
  AnswerRowKind kind;
  std::string text;
  std::string_view label() const { return answer_row_label(kind); }
};

/// "What failed", "The call", "Why", "Whose bug", "Paste": a no-kernel failure's answer rows (triage.h), shown and
/// keyed in JSON by these names.
std::string_view no_kernel_row_label(NoKernelAnalysis::Row::Kind kind);

/// The answer's findings as sentences, under the names the JSON report gives them.
struct AnswerWords {
  std::string failed;      ///< what failed, one sentence
  std::string whose_text;  ///< whose bug it is, and why ("" when nothing failed)
  std::string unjudged_why;
  std::vector<std::string> cannot_serve_why;  ///< "flash at 0_forward@967: ..."
  std::vector<std::string> unfinished_why;    ///< "flash: crashed at 0_forward@967 (...)"
  std::string fastest;                        ///< "flash: 1.20 ms forward + 3.40 ms backward (...)", "" untimed
  std::string paste;                          ///< with sdpa_kernel([...], set_priority=True):
  std::string paste_when;
  std::vector<std::string> workarounds;
  std::string upstream;
  std::vector<std::string> seen_before;  ///< "seen before: pytorch#N (...), fixed in X; this run's torch is Y"
  std::vector<std::string> fixes;
  std::string rerun;    ///< how to clear inductor's caches after changing a fake ("" without such a fix)
  std::string opcheck;  ///< whether torch.library.opcheck compares strides here ("" when not probed)
  std::string priority;
  std::vector<std::string> versions;  ///< "cuDNN at ...: breaks (out) under 2.6.0, safe under 2.11.0; ..."
  std::vector<std::string> what_if;
  std::string torches;  ///< "graph compiled by torch ...; kernels on libtorch ...; metas from torch ..."
  /// Every failing op call (Answer::op_findings), each with whose bug and its fixes.
  struct Finding {
    std::string call, op, whose, whose_text;
    bool predicted = false;
    std::vector<std::string> fixes;
    /// Each fix's code where the check verified it ("" otherwise): two calls of an op with the same verified
    /// codes get one edit, said once.
    std::vector<std::string> verified_codes;
  };
  std::vector<Finding> findings;
  std::vector<std::string> unchecked;  ///< a graph that never ran, in words
};
AnswerWords answer_words(const Verdict& verdict);

/// The answer as rows, for every renderer: (kWhatFailed, ...), (kWhoseBug, ...), ...
std::vector<AnswerRow> answer_rows(const Verdict& verdict);

/// An op call's argument as the user reads it: "#0" is "its first argument (#0)", a keyword argument its name
/// (report/answer_why.cpp).
std::string argument_words(const std::string& name);
/// A fix in words: its code and where it was checked against the kernel (report/answer_fix.cpp).
std::string fix_words(const Fix& fix, const Fix* previous = nullptr);  ///< `previous`: the fix listed above it
/// What a fix's check varied over the input sets it held (and failed) on, for the op call's section below the Answer:
/// "`CODE`: held on 9 input sets: the recorded sizes with ...; 2 other shapes; ... (against the kernel on cpu, torch
/// 2.11.0)"; "" where it has no code or was not checked. `previous`: the fix listed above it.
std::string fix_check_detail(const Fix& fix, const Fix* previous = nullptr);
/// Whether a workaround was checked and did not hold (the Answer names it in one line: failed_workarounds_words).
bool failed_workaround(const Fix& fix);
/// "not the custom_op wrapper (dies in backward) and the transform on the last dims (dies in forward): they fail the
/// same check (...)" (`any_held`: a workaround that held is listed above); "" for none.
std::string failed_workarounds_words(const std::vector<const Fix*>& failed, bool any_held);
/// After a fake's fix: a rerun can get the graph compiled with the old fake from inductor's caches ("" without one).
std::string rerun_words(const std::vector<Fix>& fixes);
/// Whether torch.library.opcheck compares strides here, as probed ("" when it was not); where the fix is of sizes
/// (`strides_only` false) the probe says nothing of them: only what --emit-test writes.
std::string opcheck_words(const OpcheckFinding& opcheck, bool strides_only);

/// What failed and whose bug it is (report/answer_why.cpp).
std::string what_failed_words(const Verdict& verdict);
std::string whose_words(const Verdict& verdict);
/// One failing op call's whose-bug words (Answer::op_findings), and a graph that never ran (Answer::unchecked).
std::string op_finding_whose(const Verdict& verdict, const OpFinding& finding);
std::string unchecked_words(const std::string& graph);

/// "this torch", or "torch 2.11.0": the torch whose metas judge.
std::string judging_torch_words(const Answer& answer);

}  // namespace stridecheck
