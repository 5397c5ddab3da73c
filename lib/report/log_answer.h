// The answer to a failing log read without its generated module (the module the log names is not on this machine,
// or the log names none): what failed, what the asserted tensor is, whose bug as far as the log can tell, where the
// module was, and the next step as commands. Words for triage/log_facts.h's typed facts, made once here for every
// format: the text and HTML show the rows, Markdown the rows with each step's commands as code blocks, JSON the typed
// facts with these words beside them (report/log_answer_json.h). Pure.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "layout/describe.h"
#include "triage/triage.h"

namespace stridecheck {

/// A next step, in words and commands: each piece is words, then (where not empty) a command to run, then `after`
/// (the punctuation that ends it in a sentence; Markdown shows the command as a code block instead).
struct StepWords {
  struct Piece {
    std::string words;
    std::string command;
    std::string after;
  };
  NextStep step = NextStep::kWholeLog;
  std::vector<Piece> pieces;
  /// The step as one sentence: each command in backticks (the text report's, the JSON's `text`).
  std::string text() const;
  /// Its commands, in order.
  std::vector<std::string> commands() const;
};

/// What a row of the answer says.
enum class LogAnswerRowKind {
  kWhatFailed,
  kWhoseBug,
  kFix,
  kTensor,
  kSeenBefore,
  kModule,
  kRanks,
  kNextStep,
  kWithModule
};

struct LogAnswerRow {
  LogAnswerRowKind kind = LogAnswerRowKind::kWhatFailed;
  std::string text;
  /// The row a label heads: the first of its kind ("Seen before" over its lines, "Next step" over the steps).
  bool labelled = true;
};

/// One failure's log-only answer in words, row by row, and its steps.
struct LogAnswer {
  std::vector<LogAnswerRow> rows;
  std::vector<StepWords> steps;  ///< the kNextStep rows', in order
  /// The known issues the rows show (the likely duplicates and the first related ones), and how many more match.
  std::vector<KnownMatch> seen_shown;
  size_t seen_more = 0;
};

/// The answer of failure `f` of `result`, answered from its log.
LogAnswer log_answer(const TriageResult& result, const FailureAnalysis& f);

/// "What failed", "Whose bug", "Fix", "The tensor", "Seen before", "Module", "Ranks", "Next step"; "" for the line
/// after the steps.
std::string log_answer_label(LogAnswerRowKind kind);

/// The rows of one failure's log-only answer: (label, text), in the order they are shown; a label only on the first
/// row of its kind.
std::vector<std::pair<std::string, std::string>> log_answer_rows(const TriageResult& result, const FailureAnalysis& f);

/// The answer as a table and a list (Markdown, HTML): the rows but the steps, the steps with their commands, and what
/// the module would add. A graph input's assert answered with its module: the boundary's rows alone.
struct AnswerTable {
  std::vector<std::pair<std::string, std::string>> rows;
  std::vector<StepWords> steps;
  std::string with_module;
};
AnswerTable answer_table(const TriageResult& result, const FailureAnalysis& f);

/// Whether a failure has an Answer block of its own without a replay: answered from its log, or a graph input's.
bool has_log_answer(const FailureAnalysis& f);

/// Whether a failure is answered from the log alone: its module was not read.
bool answered_from_log(const FailureAnalysis& f);

/// "0-7", "0, 2, 5-6": ranks, sorted, runs of them as ranges.
std::string rank_ranges(std::vector<int> ranks);

/// What a failure's layouts are described as: attention's (B, H, S, D) for an SDPA op's output not named, else by
/// the output's name (TensorRole::kOther for none: a graph input, an op the log does not place).
TensorRole failure_role(const FailureAnalysis& f);

/// The op as the answer names it: "sctest::attn", "aten::_fft_r2c", or the op as the log spells it; "" for none.
std::string log_answer_op(const FailureAnalysis& f);

}  // namespace stridecheck
