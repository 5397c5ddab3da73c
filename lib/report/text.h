// Plain-text renderings for the terminal. Pure functions: a value in, a string out.
#pragma once

#include <string>

#include "recording/recording.h"
#include "report/json.h"
#include "triage/triage.h"
#include "verdict/verdict.h"

namespace stridecheck {

struct TextStyle {
  bool color = false;  ///< ANSI colours (only on a tty, never with NO_COLOR: the caller decides)
};

/// One tensor in a line: "bfloat16 cuda:0 (1, 32, 4096, 96) strides (12582912, 96, 3072, 1)".
std::string tensor_line(const TensorLayout& t);

/// `stridecheck show`: every call site with its arguments, reshape chains and expected outputs.
std::string render_recording_text(const Recording& rec, const TextStyle& style);

/// The decoded failure(s) of `stridecheck triage`, without replay results.
std::string render_triage_text(const TriageResult& result, const TextStyle& style);

/// `stridecheck replay`: per call site, the matrix of backend x output (expected, actual, verdict,
/// time) and a summary of which backends keep the graph's layouts. Fits 100 columns.
/// Whether a rendering opens with the answer (a command's own report) or not (a part of a larger one).
enum class AnswerBlock { kFirst, kLeftOut };
std::string render_verdict_text(const Verdict& verdict, const TextStyle& style,
                                AnswerBlock answer = AnswerBlock::kFirst);

/// Whether any kernel ran for the verdict's call sites (here, or in the stored runs it judged).
bool kernels_ran(const Verdict& verdict);
/// Why none did, for a report: "--no-kernels", or the replay's note ("replay needs a CUDA device for this
/// recording and this machine has none").
std::string kernels_not_run_why(const Verdict& verdict);
/// The torch the metas came from ("metas from torch 2.11.0"), or why there are none ("no metas (...)"); "" when
/// none were asked for.
std::string metas_phrase(const Verdict& verdict);
/// What the kernels ran on, as the reports say it ("replayed on NVIDIA H200 (sm 9.0), torch 2.11.0, CUDA 13.0,
/// cuDNN 91900", "replayed on cpu, torch 2.11.0"), or, where none ran, only what is known: "no kernel ran
/// (--no-kernels); metas from torch 2.11.0".
std::string replay_environment_line(const Verdict& verdict);

/// The short answer a report opens with (what failed, whose bug, what to paste), wrapped at 100 columns.
std::string render_answer_text(const Verdict& verdict, const TextStyle& style);

/// One call site's contract table: each backend's kernel against its own fake/meta prediction.
std::string render_contract_text(const SiteVerdict& site, const TextStyle& style);

/// How a triage's replay of the failing call sites went, for its report.
struct TriageReplay {
  enum class Kind {
    kNone,     ///< nothing to replay (no failing SDPA call site)
    kRan,      ///< replayed and judged
    kNotRun,   ///< judged on the metas only: the recorded device is not here (`why`: the replay's notes)
    kSkipped,  ///< --no-replay
  };
  Kind kind = Kind::kNone;
  std::vector<std::string> why;
};

/// The one line a structured report (JSON, Markdown, HTML, JUnit) carries about it; "" when it ran or had nothing.
std::string triage_replay_note(const TriageReplay& replay);

/// `stridecheck triage` as text: the answer first (when the failing call sites were judged), the decoded failures,
/// and their replay (or why there is none). `verdict`: null unless the call sites were judged.
std::string render_triage_report_text(const TriageResult& result, const Verdict* verdict, const TriageReplay& replay,
                                      const TextStyle& style);

/// A whole text report as printed: each layout explained in words once (explain_once), every line within
/// 100 columns (fit_columns).
std::string finish_text(const std::string& report);

/// A command's text report as printed (render_report's kText): a check's findings and counts (render_check_text), a
/// triage's report (render_triage_report_text, with `triage_replay`) or a replay's verdict (render_verdict_text),
/// the last two finished (finish_text), in colour where `color` says.
std::string render_report_text(const ReportInput& in);

/// The arguments of one call site with their layouts in words and their reshape chains.
std::string render_call_site_text(const CallSite& site, const TextStyle& style, const std::string& indent);

}  // namespace stridecheck
