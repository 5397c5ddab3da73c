// Op calls (recording.h's OpCall: any asserted aten or custom op that is not SDPA) in the reports: what came of each
// one as every format counts it (OpOutcome), the words they share, the text section (ops_text.cpp) and the Markdown
// section (ops_markdown.cpp, with the standalone repro of op_repro.h). Pure: the verdict's typed fields in, words out.
#pragma once

#include <string>
#include <vector>

#include "recording/recording.h"
#include "report/json.h"
#include "report/text.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// What a judged op call came to, as the text's verdict line, JUnit's test case and the Markdown count it.
enum class OpOutcome {
  kBreaksGraph,  ///< its kernel broke the graph's assert (replayed here, or the failing run's log): a failure
  kFakeBreaks,   ///< its kernel keeps this graph's asserts but differs from its own fake: a failure
  kCrashed,      ///< its kernel crashed or hung: an error
  kSafe,         ///< its kernel keeps the graph's asserts and agrees with its fake: a pass
  kKept,         ///< its kernel keeps the graph's asserts; its fake was not judged (the reason says why): a pass
  kNotRun,       ///< its kernel gave no layout here (not run, unavailable, unsupported): skipped, never passed
};
OpOutcome op_outcome(const OpVerdict& op);
/// kBreaksGraph and kFakeBreaks: what JUnit counts as a failure and the text as "fails".
bool op_fails(OpOutcome o);

/// "custom op" or "aten op".
std::string op_kind_words(const OpCall& c);
/// "sctest::attn" of "sctest::attn.default": the op without its overload.
std::string op_short_name(const OpCall& c);
std::string op_short_name(const std::string& op);
/// The op call's verdict in one sentence: "fails: a custom op (sctest::attn): its register_fake ...".
std::string op_outcome_words(const OpVerdict& op);
/// Why its kernel gave no layout (kNotRun): "not run here", "unsupported: ...".
std::string op_not_run_why(const OpVerdict& op);

/// A contract's lines below its state in the text (a backend's and an op call's alike), `indent` spaces in: each
/// differing output's inductor message and words, then the state under each torch where more than one was judged.
std::string contract_detail_text(const TorchContract& primary, const std::vector<TorchContract>& by_torch,
                                 size_t indent);

/// The text report's sections of the judged op calls (render_verdict_text's after the call sites'): per op call its
/// kernel's and fake's layouts per output against the graph's asserts, the expected layouts, the mismatch in words,
/// the contract under each torch, who ran it and its verdict; "" when none was judged.
std::string render_op_calls_text(const Verdict& verdict, const TextStyle& style);

/// The Markdown report's sections of the op calls it shows (a triage's failing ones, a replay's judged ones): a table
/// of each one's layouts, its contract, whose bug it is and, for a failing one, its standalone repro.
std::string render_op_calls_markdown(const ReportInput& in);

}  // namespace stridecheck
