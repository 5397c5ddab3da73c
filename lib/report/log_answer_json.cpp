#include "report/log_answer_json.h"

#include "core/names.h"
#include "report/log_answer.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {

// Each typed fact's name in the JSON (docs/report-format.md), one table per enum.
constexpr std::pair<TracebackGraph, const char*> kGraphs[] = {{TracebackGraph::kUnknown, "unknown"},
                                                              {TracebackGraph::kForward, "forward"},
                                                              {TracebackGraph::kBackward, "backward"},
                                                              {TracebackGraph::kInference, "inference"}};
constexpr std::pair<AssertedTensor, const char*> kTensors[] = {{AssertedTensor::kUnknown, "unknown"},
                                                               {AssertedTensor::kOpOutput, "op_output"},
                                                               {AssertedTensor::kGraphInput, "graph_input"}};
constexpr std::pair<TensorEvidence, const char*> kEvidence[] = {
    {TensorEvidence::kNoName, "no_name"},         {TensorEvidence::kModule, "module"},
    {TensorEvidence::kBufferName, "buffer_name"}, {TensorEvidence::kInputName, "input_name"},
    {TensorEvidence::kInputTag, "input_tag"},     {TensorEvidence::kSavedActivation, "saved_activation"},
    {TensorEvidence::kOtherName, "other_name"},   {TensorEvidence::kOpName, "op_name"}};
constexpr std::pair<StrideShape, const char*> kShapes[] = {
    {StrideShape::kNone, "none"},         {StrideShape::kTranspose, "transpose"},
    {StrideShape::kPermute, "permute"},   {StrideShape::kWiderRows, "wider_rows"},
    {StrideShape::kExpanded, "expanded"}, {StrideShape::kChannelsLast, "channels_last"},
    {StrideShape::kOther, "other"}};
constexpr std::pair<NextStep, const char*> kSteps[] = {
    {NextStep::kWholeLog, "whole_log"},           {NextStep::kCopyModule, "copy_module"},
    {NextStep::kSharedStorage, "shared_storage"}, {NextStep::kRerunOutputCode, "rerun_output_code"},
    {NextStep::kRunWrapper, "run_wrapper"},       {NextStep::kCaptureProducer, "capture_producer"},
    {NextStep::kCurrentTorch, "current_torch"}};
constexpr std::pair<DecodedAssertion::Cut, const char*> kCuts[] = {
    {DecodedAssertion::Cut::kNone, "none"},
    {DecodedAssertion::Cut::kInMessage, "in_message"},
    {DecodedAssertion::Cut::kBeforeMessage, "before_message"}};

// The name a table gives a value; every value has a row.
template <typename E, size_t N>
const char* named(const std::pair<E, const char*> (&table)[N], E value) {
  return name_in(table, value).value_or(table[0].second);
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
    return {f.facts.size_mismatch || (f.boundary && f.boundary->size_mismatch) ? "caller_past_guards" : "producer", ""};
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
             {"graph", named(kGraphs, f.facts.graph)},
             {"ranks", d.ranks},
             {"log_cut", named(kCuts, d.cut)},
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
    j["stride_shape"] = {{"shape", named(kShapes, s.shape)}, {"dims", s.dims}};
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
  j["tensor"] = {{"kind", named(kTensors, f.facts.tensor)},
                 {"evidence", named(kEvidence, f.facts.evidence)},
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
    steps.push_back({{"step", named(kSteps, s.step)}, {"commands", s.commands()}, {"text", s.text()}});
  j["next_steps"] = steps;
  j["with_module"] = row_text(a, LogAnswerRowKind::kWithModule);
  return j;
}

}  // namespace stridecheck
