#include "report/log_answer_json.h"

#include "known/known_issues_json.h"
#include "report/known_words.h"
#include "report/log_answer.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {

const char* graph_name(TracebackGraph g) {
  switch (g) {
    case TracebackGraph::kForward: return "forward";
    case TracebackGraph::kBackward: return "backward";
    case TracebackGraph::kInference: return "inference";
    case TracebackGraph::kUnknown: break;
  }
  return "unknown";
}

const char* tensor_name(AssertedTensor t) {
  switch (t) {
    case AssertedTensor::kOpOutput: return "op_output";
    case AssertedTensor::kGraphInput: return "graph_input";
    case AssertedTensor::kUnknown: break;
  }
  return "unknown";
}

const char* evidence_name(TensorEvidence e) {
  switch (e) {
    case TensorEvidence::kModule: return "module";
    case TensorEvidence::kBufferName: return "buffer_name";
    case TensorEvidence::kInputName: return "input_name";
    case TensorEvidence::kInputTag: return "input_tag";
    case TensorEvidence::kSavedActivation: return "saved_activation";
    case TensorEvidence::kOtherName: return "other_name";
    case TensorEvidence::kNoName: break;
  }
  return "no_name";
}

const char* stride_shape_name(StrideShape s) {
  switch (s) {
    case StrideShape::kTranspose: return "transpose";
    case StrideShape::kWiderRows: return "wider_rows";
    case StrideShape::kExpanded: return "expanded";
    case StrideShape::kChannelsLast: return "channels_last";
    case StrideShape::kOther: return "other";
    case StrideShape::kNone: break;
  }
  return "none";
}

const char* step_name(NextStep s) {
  switch (s) {
    case NextStep::kCopyModule: return "copy_module";
    case NextStep::kSharedStorage: return "shared_storage";
    case NextStep::kRerunOutputCode: return "rerun_output_code";
    case NextStep::kRunWrapper: return "run_wrapper";
    case NextStep::kCaptureProducer: return "capture_producer";
    case NextStep::kWholeLog: break;
  }
  return "whole_log";
}

const char* cut_name(DecodedAssertion::Cut c) {
  switch (c) {
    case DecodedAssertion::Cut::kInMessage: return "in_message";
    case DecodedAssertion::Cut::kBeforeMessage: return "before_message";
    case DecodedAssertion::Cut::kNone: break;
  }
  return "none";
}

// What differs: "sizes" (a size too: another shape), "strides" (only strides), "unknown" (no dim in the log).
const char* differs_name(const FailureAnalysis& f) {
  if (f.facts.size_mismatch || (f.boundary && f.boundary->size_mismatch)) return "sizes";
  return f.assertion.clauses.empty() && !f.facts.layouts_rebuilt ? "unknown" : "strides";
}

// Whose bug as far as the log tells: the suspect, and the kind of op where it is an op.
std::pair<const char*, std::string> suspect_of(const FailureAnalysis& f) {
  const std::string op = log_answer_op(f);
  if (f.facts.tensor == AssertedTensor::kUnknown) return {"not_known", ""};
  if (f.facts.tensor == AssertedTensor::kGraphInput)
    return {f.boundary && f.boundary->size_mismatch ? "caller_past_guards" : "producer", ""};
  if (op.empty()) return {"op", ""};
  return {"op", f.is_sdpa ? "sdpa" : op.starts_with("aten::") ? "aten" : "custom"};
}

std::string row_text(const LogAnswer& a, LogAnswerRowKind kind) {
  for (const auto& r : a.rows)
    if (r.kind == kind) return r.text;
  return "";
}

std::vector<std::string> row_texts(const LogAnswer& a, LogAnswerRowKind kind) {
  std::vector<std::string> out;
  for (const auto& r : a.rows)
    if (r.kind == kind) out.push_back(r.text);
  return out;
}

ojson what_failed_json(const FailureAnalysis& f, const LogAnswer& a) {
  const DecodedAssertion& d = f.assertion;
  const TensorRole role = failure_role(f);
  ojson j = {{"tensor", f.buffer},
             {"op", log_answer_op(f)},
             {"graph", graph_name(f.facts.graph)},
             {"ranks", d.ranks},
             {"log_cut", cut_name(d.cut)},
             {"differs", differs_name(f)},
             {"layouts_rebuilt", f.facts.layouts_rebuilt},
             {"partial_message", f.facts.partial_message}};
  if (f.expected)
    j["expected"] = layout_json(*f.expected, role);
  else if (!d.expected_sizes.empty())
    j["expected"] = layout_json(Layout{d.expected_sizes, d.expected_strides, 0}, role);
  if (f.actual && f.facts.layouts_rebuilt) j["actual"] = layout_json(*f.actual, role);
  const StrideFinding& s = f.boundary ? f.boundary->stride : f.facts.stride;
  if (s.shape != StrideShape::kNone) {
    j["stride_shape"] = {{"shape", stride_shape_name(s.shape)}, {"dims", s.dims}};
    if (s.shape == StrideShape::kWiderRows) {
      j["stride_shape"]["actual_pitch"] = s.actual_pitch;
      j["stride_shape"]["expected_pitch"] = s.expected_pitch;
    }
  }
  j["text"] = row_text(a, LogAnswerRowKind::kWhatFailed);
  return j;
}

ojson seen_before_json(const LogAnswer& a) {
  ojson ids = ojson::array();
  for (const auto& m : a.seen_shown)
    ids.push_back({{"id", m.issue ? m.issue->id : ""},
                   {"strength", m.strength == KnownMatch::Strength::kLikelyDuplicate ? "likely_duplicate" : "related"},
                   {"url", m.issue ? m.issue->source.url : ""}});
  return {{"shown", ids}, {"not_shown", a.seen_more}, {"text", row_texts(a, LogAnswerRowKind::kSeenBefore)}};
}

}  // namespace

ojson layout_json(const Layout& l, TensorRole role) {
  auto d = describe(l, role);
  return {{"sizes", l.sizes}, {"strides", l.strides}, {"order", d.order}, {"description", d.summary}};
}

ojson log_answer_json(const TriageResult& r, const FailureAnalysis& f) {
  const LogAnswer a = log_answer(r, f);
  const auto [suspect, op_kind] = suspect_of(f);
  ojson j;
  j["what_failed"] = what_failed_json(f, a);
  j["whose_bug"] = {{"suspect", suspect},
                    {"op", f.facts.tensor == AssertedTensor::kOpOutput ? log_answer_op(f) : ""},
                    {"op_kind", op_kind},
                    {"judged", false},
                    {"text", row_text(a, LogAnswerRowKind::kWhoseBug)}};
  if (f.boundary) j["fix"] = {{"text", row_text(a, LogAnswerRowKind::kFix)}};
  j["tensor"] = {{"kind", tensor_name(f.facts.tensor)},
                 {"evidence", evidence_name(f.facts.evidence)},
                 {"name", f.buffer},
                 {"text", row_text(a, LogAnswerRowKind::kTensor)}};
  j["seen_before"] = seen_before_json(a);
  j["module"] = {{"path", f.facts.module_path},
                 {"on_this_machine", f.facts.module_here},
                 {"tried", f.module_tried},
                 {"text", row_text(a, LogAnswerRowKind::kModule)}};
  if (!r.collided.empty())
    j["ranks"] = {
        {"prefixes", r.collided}, {"ranks", r.collided_ranks}, {"text", row_text(a, LogAnswerRowKind::kRanks)}};
  ojson steps = ojson::array();
  for (const auto& s : a.steps)
    steps.push_back({{"step", step_name(s.step)}, {"commands", s.commands()}, {"text", s.text()}});
  j["next_steps"] = steps;
  j["with_module"] = row_text(a, LogAnswerRowKind::kWithModule);
  return j;
}

}  // namespace stridecheck
