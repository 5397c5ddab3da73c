#include "report/log_answer.h"

#include <algorithm>

#include "core/names.h"
#include "core/text.h"
#include "layout/describe.h"
#include "recording/recording.h"
#include "recording/sdpa_ops.h"
#include "report/known_words.h"

namespace stridecheck {

namespace {

constexpr std::pair<LogAnswerRowKind, const char*> kLabels[] = {{LogAnswerRowKind::kWhatFailed, "What failed"},
                                                                {LogAnswerRowKind::kWhoseBug, "Whose bug"},
                                                                {LogAnswerRowKind::kFix, "Fix"},
                                                                {LogAnswerRowKind::kTensor, "The tensor"},
                                                                {LogAnswerRowKind::kSeenBefore, "Seen before"},
                                                                {LogAnswerRowKind::kModule, "Module"},
                                                                {LogAnswerRowKind::kRanks, "Ranks"},
                                                                {LogAnswerRowKind::kNextStep, "Next step"},
                                                                {LogAnswerRowKind::kWithModule, ""}};

std::string graph_words(TracebackGraph g) {
  switch (g) {
    case TracebackGraph::kForward: return "the compiled forward graph";
    case TracebackGraph::kBackward: return "the compiled backward graph";
    case TracebackGraph::kInference: return "the compiled inference graph";
    default: return "the compiled graph";
  }
}

// "sctest::attn", "aten::_fft_r2c", or the op as the log spells it.
std::string op_words(const FailureAnalysis& f) {
  if (f.op.empty()) return "";
  auto named = qualified_op_name(f.op);
  std::string op = named ? *named : f.op;
  if (auto dot = op.find('.'); dot != std::string::npos && op.find("::") != std::string::npos) op.resize(dot);
  return op;
}

std::string ranks_words(const DecodedAssertion& a) {
  if (a.ranks.empty()) return "";
  return a.ranks.size() == 1 ? " on rank " + rank_ranges(a.ranks) : " on ranks " + rank_ranges(a.ranks);
}

std::string at_words(const DecodedAssertion& a) {
  if (a.outer_frame)  // the paste kept the user's frames only
    return " (raised through line " + std::to_string(a.outer_frame->line) + " of " +
           std::string(base_name(a.outer_frame->file)) + ", your code: the log has no frame of the generated module)";
  if (!a.frame) return "";
  if (a.frame->file.starts_with("<"))  // "<stdin>": called by hand, in no generated module
    return " (called from " + a.frame->file + ", line " + std::to_string(a.frame->line) + ", not a generated module)";
  return " (line " + std::to_string(a.frame->line) + " of " + std::string(base_name(a.frame->file)) + ")";
}

std::string dims_words(const std::vector<AssertionClause>& clauses) {
  std::vector<std::string> d;
  for (const auto& c : clauses) {
    std::string s = "dim " + std::to_string(c.dim) + ": ";
    if (c.actual_size != c.expected_size)
      s += "size " + std::to_string(c.actual_size) + " where the graph has " + std::to_string(c.expected_size);
    else
      s += "stride " + std::to_string(c.actual_stride) + " where the graph has " + std::to_string(c.expected_stride);
    d.push_back(s);
  }
  return join(d, "; ");
}

std::string stride_shape_words(const StrideFinding& s) {
  std::vector<std::string> d;
  for (size_t i : s.dims) d.push_back(std::to_string(i));
  switch (s.shape) {
    case StrideShape::kTranspose: return " Dims " + join_and(d) + " are swapped: a transpose of the layout.";
    case StrideShape::kPermute:
      return " Dims " + join_and(d) + " are in another order, not one swap: a permute of the layout.";
    case StrideShape::kExpanded: return " Dim " + join_and(d) + " has stride 0: an expanded (broadcast) dim.";
    case StrideShape::kChannelsLast: return " It is channels-last where the graph has contiguous.";
    case StrideShape::kWiderRows:
      return " Dim " + join_and(d) + " has stride " + std::to_string(s.actual_pitch) + " where the graph has " +
             std::to_string(s.expected_pitch) + ": a wider row pitch.";
    default: return "";
  }
}

std::string what_failed(const FailureAnalysis& f) {
  const auto& a = f.assertion;
  const LogFacts& x = f.facts;
  const std::string op = op_words(f);
  std::string who = x.tensor == AssertedTensor::kOpOutput
                        ? (op.empty() ? "an op's output" : op + "'s output") + (f.buffer.empty() ? "" : " " + f.buffer)
                    : f.buffer.empty() ? std::string("a tensor")
                                       : "the tensor " + f.buffer;
  const bool by_hand = a.frame && a.frame->file.starts_with("<");  // "<stdin>": no compiled graph called it
  std::string s =
      who + (a.kind == DecodedAssertion::Kind::kDtype ? " broke its metadata assert" : " broke its stride assert") +
      (by_hand ? "" : " in " + graph_words(x.graph)) + at_words(a) + ranks_words(a);
  if (a.kind == DecodedAssertion::Kind::kLegacy)
    return s + ": `" + a.source + "` (inductor's assert before torch 2.0) raised a bare AssertionError, so its " +
           (a.legacy_check == "size" ? "sizes were" : "strides were") + " not " +
           (a.legacy_expected.empty() ? std::string("what the graph expected")
                                      : tuple_str(a.legacy_expected) + " as the graph expected") +
           "; what they were is not in the log.";
  if (a.kind == DecodedAssertion::Kind::kDtype)
    return s + ": it came back as " + a.actual_dtype + " where the graph expected " + a.expected_dtype +
           " (assert_tensor_metadata compares the dtype too)" +
           (a.expected_sizes.empty()
                ? std::string(".")
                : "; its sizes and strides are not in the message (the assert line checked " +
                      tuple_str(a.expected_sizes) + ", strides " + tuple_str(a.expected_strides) + ").");
  if (a.kind == DecodedAssertion::Kind::kRank)
    return s + ": it came back with " +
           (a.actual_rank >= 0 ? std::to_string(a.actual_rank) + " dims" : std::string("another number of dims")) +
           (a.expected_sizes.empty() ? std::string("; how many the graph expected is not in the log (no assert line).")
                                     : ", where the graph expected " + std::to_string(a.expected_sizes.size()) +
                                           " (sizes " + tuple_str(a.expected_sizes) + ").");
  const bool cut_early = a.cut == DecodedAssertion::Cut::kBeforeMessage ||
                         (a.cut == DecodedAssertion::Cut::kInMessage && a.clauses.empty());
  if (cut_early) {
    s += a.cut == DecodedAssertion::Cut::kBeforeMessage ? ". The log ends at that assert, before its message"
                                                        : ". The log ends inside its message, before the first dim";
    if (!a.expected_sizes.empty())
      s += ": it checked sizes " + tuple_str(a.expected_sizes) + ", strides " + tuple_str(a.expected_strides);
    return s + "; which dims broke it is not in the log.";
  }
  if (x.layouts_rebuilt && f.actual && f.expected) {
    s += ": " +
         (f.difference.empty() ? describe_difference(*f.actual, *f.expected, TensorRole::kOther) : f.difference) +
         "; sizes " + tuple_str(f.actual->sizes) + ", strides " + tuple_str(f.actual->strides) + " against " +
         tuple_str(f.expected->strides) + " (rebuilt from the assert line and the message's dims).";
  } else if (a.cut == DecodedAssertion::Cut::kInMessage) {
    s += ": " + dims_words(a.clauses) + ". The log ends inside its message, after dim " +
         std::to_string(a.clauses.back().dim) + ": later dims may differ too" +
         (a.expected_sizes.empty() ? std::string(".")
                                   : "; it checked sizes " + tuple_str(a.expected_sizes) + ", strides " +
                                         tuple_str(a.expected_strides) + ".");
  } else if (x.partial_message) {
    s += ": " + dims_words(a.clauses) +
         ". The layout rebuilt from the assert line with that dim alone overlaps "
         "itself, so the message does not name every dim that differs: the whole layout that came back is not in "
         "the log.";
  } else if (!a.clauses.empty()) {
    s += ": " + dims_words(a.clauses) + " (the log has no assert line with the whole layout).";
  } else {
    s += ".";
  }
  if (x.size_mismatch && x.tensor == AssertedTensor::kOpOutput)
    s += " Its sizes differ, not only its strides: the op returned another shape than its fake (or meta) said.";
  else if (x.size_mismatch)
    s += " Its sizes differ, not only its strides: another shape than the graph was compiled for.";
  if (!f.is_sdpa) s += stride_shape_words(x.stride);  // an SDPA layout's words (BSHD, BHSD) already say it
  return s;
}

// Where the log names the op.
std::string op_source_words(DecodedAssertion::OpFrom from) {
  switch (from) {
    case DecodedAssertion::OpFrom::kErrorInOp: return "its 'Error in op:' line";
    case DecodedAssertion::OpFrom::kAssertArgument: return "the assert line's last argument";
    case DecodedAssertion::OpFrom::kRankMessage: return "the message's 'for op:'";
    case DecodedAssertion::OpFrom::kNone: break;
  }
  return "the module";
}

std::string tensor_words(const FailureAnalysis& f) {
  const std::string name = f.buffer.empty() ? "it" : f.buffer;
  switch (f.facts.evidence) {
    case TensorEvidence::kBufferName:
      return name + " is an op's output: inductor names the buffers its ops write bufN" +
             (op_words(f).empty() ? std::string(", and the log does not name the op")
                                  : ", and the log names the op, " + op_words(f)) +
             ".";
    case TensorEvidence::kInputName:
      return name +
             " is an input of the graph, not an op's output: inductor names a graph's inputs argN_M, "
             "primals_N and tangents_N (a backward's incoming gradients).";
    case TensorEvidence::kInputTag:
      return name +
             " is an input of the graph: its assert is tagged 'input' (torch 2.12 on), where an op's "
             "output names its op.";
    case TensorEvidence::kSavedActivation:
      return name +
             " is an input of the backward graph (aot_autograd's backward frames in the traceback): an "
             "activation the forward saved, named after its forward node.";
    case TensorEvidence::kOtherName:
      return name +
             " is neither an op's buffer (bufN) nor a graph input's name (argN_M, primals_N, tangents_N), "
             "and the traceback shows no backward graph: the log alone cannot tell whether an op made it "
             "or it came in; the module can.";
    case TensorEvidence::kOpName:
      return (f.buffer.empty() ? std::string("the checked tensor") : f.buffer) + " is " + op_words(f) +
             "'s output: the log names that op (" + op_source_words(f.assertion.op_from) +
             "), and inductor names an op only in the assert of that op's output, never in a graph input's.";
    case TensorEvidence::kNoName: return "the log has no assert line: which tensor was checked is not in it.";
    case TensorEvidence::kModule: return "";
  }
  return "";
}

std::string whose_words(const FailureAnalysis& f) {
  const std::string op = op_words(f);
  if (f.facts.tensor == AssertedTensor::kUnknown)
    return "the log alone cannot tell: an op's output and a graph input fail the same assert the same way, and "
           "only the module says which this is.";
  if (f.facts.tensor == AssertedTensor::kGraphInput && f.facts.size_mismatch)
    return "not a kernel's nor a fake's: " + (f.buffer.empty() ? std::string("it") : f.buffer) +
           " is an input of the graph, and it came in with another size than the graph was compiled for: the call "
           "of a compiled graph past the guards that would have recompiled it.";
  if (f.facts.tensor == AssertedTensor::kGraphInput)
    return "not this graph's: no kernel and no fake of this graph made " + (f.buffer.empty() ? "it" : f.buffer) +
           ", an input; its producer gave it its layout (the caller of the compiled region, the graph before it, or "
           "for a backward the forward graph or the incoming gradient). Which layout came in, the log does not say "
           "in full.";
  if (op.empty())
    return "an op's fake (or meta) and its kernel disagree on this output; which op, the log does not say (the "
           "module does: the line before the assert calls it).";
  const bool aten = op.starts_with("aten::");
  const std::string returned = f.assertion.kind == DecodedAssertion::Kind::kDtype ? "returned another dtype"
                               : f.facts.size_mismatch                            ? "returned another shape"
                                                                                  : "returned another layout";
  const std::string asserted = "as far as the log tells: the graph asserts what ";
  if (const SdpaKernel* kernel = find_sdpa_kernel(f.op))
    return asserted + op + "'s meta predicted when the graph was compiled, and the kernel " + returned + " (the " +
           backend_title(kernel->backend) +
           " SDPA backend's own kernel, which its SDPA op and nested-tensor SDPA call: torch's meta and that kernel "
           "disagree, unless another torch compiled the graph or a library swapped the kernel). Judged with the "
           "module: the replay runs the kernel and this torch's meta on the recorded inputs.";
  if (f.is_sdpa)
    return asserted + op + "'s meta predicted when the graph was compiled, and its kernel " + returned +
           " (an SDPA op: torch's meta and the backend's kernel disagree, unless another torch compiled the graph or "
           "a library swapped the kernel). Judged with the module: the replay runs the kernel and this torch's meta "
           "on the recorded inputs.";
  if (aten)
    return asserted + op + "'s meta predicted when the graph was compiled, and its kernel " + returned +
           " (an aten op: PyTorch's meta and kernel disagree, unless another torch compiled the graph or a library "
           "registered its own kernel for it). Not judged from the log: the replay of the kernel and the meta needs "
           "the module.";
  return asserted + "the custom op " + op + "'s fake (register_fake) returned when the graph was compiled, and its " +
         "kernel " + returned + " (both are in the code that registers " + op.substr(0, op.find("::")) +
         ", unless an older version of it compiled the graph). Not judged from the log: with the module and --import "
         "of that code, stridecheck runs both.";
}

std::string module_words(const TriageResult& r, const FailureAnalysis& f) {
  (void)r;
  const std::string& path = f.facts.module_path;
  if (path.empty()) return "the log names none (no traceback frame of a generated module).";
  std::vector<std::string> also;  // where else it was looked for
  for (const auto& t : f.module_tried)
    if (t != path) also.push_back(t);
  return "named by the log (" + path + " on the failing host), not on this machine" +
         (also.empty() ? "" : " (looked for in " + join(also, ", ") + ")") + ".";
}

StepWords step_words(NextStep s, const TriageResult& r, const FailureAnalysis& f) {
  const std::string log = r.log_file == "<stdin>" ? "LOG" : r.log_file;
  const std::string& path = f.facts.module_path;
  const std::string input = f.buffer.empty() ? "the input" : f.buffer;
  const bool torchrun = !f.assertion.ranks.empty();  // the log's lines carry ranks
  // the script the log's traceback ran, as it names it; train.py where it names none
  const std::string script = f.assertion.script.empty() ? "train.py" : f.assertion.script;
  const std::string job = torchrun ? "torchrun ... " + script : "python " + script;
  StepWords w;
  w.step = s;
  switch (s) {
    case NextStep::kWholeLog:
      w.pieces = {
          {"the log is cut: paste the whole traceback, from 'Traceback (most recent call last)' to the "
           "AssertionError and the 'Error in op:' line after it.",
           "", ""}};
      break;
    case NextStep::kCopyModule:
      w.pieces = {
          {"copy the module from the failing host (inductor's cache, TORCHINDUCTOR_CACHE_DIR, by default "
           "/tmp/torchinductor_$USER):",
           "scp HOST:" + path + " . && stridecheck triage " + log + " --code " + std::string(base_name(path)), "."}};
      break;
    case NextStep::kSharedStorage:
      // first where the log names no module to copy: the one way to have the modules, not an alternative
      w.pieces = {{path.empty() ? "keep the next run's modules where this machine can read them (on a cluster, shared "
                                  "storage; or its trace, `TORCH_TRACE=/shared/trace`, and then `--code "
                                  "/shared/trace`):"
                                : "or, on a cluster, where the node is gone: keep the next run's modules on shared "
                                  "storage (or its trace, `TORCH_TRACE=/shared/trace`, and then `--code "
                                  "/shared/trace`):",
                   "TORCHINDUCTOR_CACHE_DIR=/shared/inductor-cache " + job + " 2> run.log", ";"},
                  {"then", "stridecheck triage run.log --code /shared/inductor-cache", "."}};
      break;
    case NextStep::kRerunOutputCode:
      if (torchrun) {  // a rank's log: the job ran under a launcher
        w.pieces = {{"or rerun with the modules written into each rank's log:",
                     "TORCH_LOGS=output_code torchrun --log-dir logs --redirects 3 ... " + script, ";"},
                    {"then triage the failing rank's stderr (RANK: its local rank):",
                     "stridecheck triage logs/*/attempt_0/RANK/stderr.log", "."}};
        break;
      }
      w.pieces = {{"or rerun with the modules written into the log (TORCH_LOGS_OUT=FILE for a file of its own; under "
                   "torchrun, one file per rank, `TORCH_LOGS=output_code torchrun --log-dir logs --redirects 3 ...`, "
                   "and the failing rank's file triaged):",
                   "TORCH_LOGS=output_code " + job + " 2> run.log", ";"},
                  {"then", "stridecheck triage run.log", "."}};
      break;
    case NextStep::kRunWrapper:
      w.pieces = {{"or rerun under stridecheck:", "stridecheck run -- " + job, ";"},
                  {"it captures the failing assert live (the module, the graph's real inputs, the host's torch and "
                   "GPU) and answers when the job ends.",
                   "", ""}};
      break;
    case NextStep::kCurrentTorch:
      w.pieces = {{"rerun under a current torch (stridecheck reads and replays 2.6 to 2.15): its assert says what "
                   "came back and names the op;",
                   "", ""},
                  {"then", "stridecheck run -- " + job, "."}};
      break;
    case NextStep::kCaptureProducer:
      w.pieces = {{"for the graph input " + input +
                       ": capture its producer, the graph or op before this graph (with TORCH_LOGS=output_code its "
                       "module is in the log too) and the layout it returned (x.shape, x.stride() where the compiled "
                       "region is called).",
                   "", ""}};
      break;
  }
  return w;
}

std::string adds_words(const FailureAnalysis& f) {
  if (f.assertion.kind == DecodedAssertion::Kind::kLegacy) return "";  // no module of that age is read
  if (f.facts.tensor == AssertedTensor::kGraphInput)
    return "With the module and its producer's, the answer adds the graph's own input assert and the producer's "
           "call with its layouts, replayed.";
  return "With the module, the answer adds the op's call with its inputs' layouts, and the replay of its kernel and "
         "its fake or meta on them: whose bug, judged.";
}

}  // namespace

std::string StepWords::text() const {
  std::string out;
  for (const auto& p : pieces) {
    if (!out.empty()) out += " ";
    out += p.words;
    if (!p.command.empty()) out += " `" + p.command + "`";
    out += p.after;
  }
  return out;
}

std::vector<std::string> StepWords::commands() const {
  std::vector<std::string> out;
  for (const auto& p : pieces)
    if (!p.command.empty()) out.push_back(p.command);
  return out;
}

std::string log_answer_label(LogAnswerRowKind kind) { return name_in(kLabels, kind).value_or(""); }

std::string log_answer_op(const FailureAnalysis& f) { return op_words(f); }

TensorRole failure_role(const FailureAnalysis& f) {
  return f.output_name.empty() && f.is_sdpa ? TensorRole::kAttention : role_of(f.output_name);
}

std::string rank_ranges(std::vector<int> ranks) {
  std::sort(ranks.begin(), ranks.end());
  ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < ranks.size();) {
    size_t j = i;
    while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1) ++j;
    out.push_back(j == i ? std::to_string(ranks[i]) : std::to_string(ranks[i]) + "-" + std::to_string(ranks[j]));
    i = j + 1;
  }
  return join(out, ", ");
}

bool answered_from_log(const FailureAnalysis& f) { return !f.facts.module_here; }

LogAnswer log_answer(const TriageResult& r, const FailureAnalysis& f) {
  LogAnswer a;
  auto row = [&](LogAnswerRowKind kind, std::string text, bool labelled = true) {
    a.rows.push_back({kind, std::move(text), labelled});
  };
  if (f.boundary) {  // a graph input's answer (triage/boundary.cpp): its rows by their labels
    for (const auto& [label, text] : f.boundary->answer)
      row(value_named(kLabels, label).value_or(LogAnswerRowKind::kWhatFailed), text);
    if (!f.assertion.ranks.empty()) a.rows.front().text += " Seen" + ranks_words(f.assertion) + ".";
  } else {
    row(LogAnswerRowKind::kWhatFailed, what_failed(f));
    row(LogAnswerRowKind::kWhoseBug, whose_words(f));
  }
  if (std::string t = tensor_words(f); !t.empty()) row(LogAnswerRowKind::kTensor, t);
  // the likely duplicates, and the first related rows; the rest counted
  size_t related = 0;
  for (const auto& m : f.seen_before)
    if (m.strength == KnownMatch::Strength::kLikelyDuplicate || related++ < 2) a.seen_shown.push_back(m);
  a.seen_more = f.seen_before.size() - a.seen_shown.size();
  const auto seen = seen_before_lines(a.seen_shown);
  for (size_t i = 0; i < seen.size(); ++i) row(LogAnswerRowKind::kSeenBefore, seen[i], i == 0);
  if (a.seen_more)
    row(LogAnswerRowKind::kSeenBefore,
        "and " + std::to_string(a.seen_more) + " more known issues related to this op, not shown.", false);
  if (seen.empty())
    row(LogAnswerRowKind::kSeenBefore, f.facts.tensor == AssertedTensor::kGraphInput
                                           ? "no known issue in stridecheck's table matches (a graph input's assert "
                                             "failing this way)."
                                           : "no known issue in stridecheck's table matches (its op, direction and "
                                             "dims).");
  row(LogAnswerRowKind::kModule, module_words(r, f));
  if (!r.collided.empty())
    row(LogAnswerRowKind::kRanks,
        "the prefix " + join(r.collided, ", ") + " names several processes" +
            (r.collided_ranks.empty() ? "" : " (ranks " + rank_ranges(r.collided_ranks) + ")") +
            ": two nodes' local ranks write the same prefix, so the stream cannot be split by it; it was read as one, "
            "and lines of different processes may be mixed.");
  for (NextStep s : f.facts.next) {  // one row a step, the first labelled, with no "or" before it
    a.steps.push_back(step_words(s, r, f));
    if (a.steps.size() == 1)
      for (std::string_view or_ : {"or, ", "or "})
        if (a.steps[0].pieces.front().words.starts_with(or_)) a.steps[0].pieces.front().words.erase(0, or_.size());
    row(LogAnswerRowKind::kNextStep, a.steps.back().text(), a.steps.size() == 1);
  }
  if (std::string adds = adds_words(f); !a.steps.empty() && !adds.empty())
    row(LogAnswerRowKind::kWithModule, adds, false);
  return a;
}

std::vector<std::pair<std::string, std::string>> log_answer_rows(const TriageResult& r, const FailureAnalysis& f) {
  std::vector<std::pair<std::string, std::string>> rows;
  for (const auto& row : log_answer(r, f).rows)
    rows.emplace_back(row.labelled ? log_answer_label(row.kind) : "", row.text);
  return rows;
}

AnswerTable answer_table(const TriageResult& r, const FailureAnalysis& f) {
  AnswerTable t;
  if (!answered_from_log(f)) {
    if (f.boundary) t.rows = f.boundary->answer;
    return t;
  }
  LogAnswer a = log_answer(r, f);
  for (const auto& row : a.rows)
    if (row.kind == LogAnswerRowKind::kWithModule)
      t.with_module = row.text;
    else if (row.kind != LogAnswerRowKind::kNextStep)
      t.rows.emplace_back(row.labelled ? log_answer_label(row.kind) : "", row.text);
  t.steps = std::move(a.steps);
  return t;
}

bool has_log_answer(const FailureAnalysis& f) { return f.boundary || answered_from_log(f); }

}  // namespace stridecheck
