#include "readers/output_code_reader.h"

// ModuleReader, pass 2: every extern or fallback call that is not SDPA (an aten op, a custom op), recorded as an
// OpCall with its arguments as the call wrote them, so that the kernel and the fake of the user's torch can be run
// on them; and the asserts inductor makes on what it returns.
namespace stridecheck::output_code_detail {

Value ModuleReader::op_call(const Node& n, const std::string& op, Scope& scope, int64_t line) {
  if (rec_.op_calls.size() >= limits_.max_call_sites)
    throw InputError(file_, line,
                     "more op calls than the limit max_call_sites=" + std::to_string(limits_.max_call_sites));
  OpCall c;
  c.id = graph_ + "@" + std::to_string(line);
  c.op = op;
  c.source = {file_, line, graph_, cur_->source_nodes(), cur_->aten_ops()};
  for (size_t k = 1; k < n.children.size(); ++k)
    c.args.push_back(make_arg("#" + std::to_string(k - 1), n.children[k], scope, line));
  for (const auto& [key, node] : n.keywords) c.args.push_back(make_arg(std::string(key), node, scope, line));
  rec_.op_calls.push_back(std::move(c));
  Value v;
  v.kind = Value::Kind::kTensor;
  v.tensor.layout_known = false;
  v.fresh_alloc = true;
  v.origin = {StepKind::kMadeBy, n.children[0]->text, line, cur_};
  v.op_call = static_cast<int64_t>(rec_.op_calls.size() - 1);
  v.text = std::string(n.text);
  return v;
}

void ModuleReader::expect_op_output(AssertRecord& rec, const Value& v, int64_t line) {
  OpCall& c = rec_.op_calls[static_cast<size_t>(v.op_call)];
  if (c.result.empty()) c.result = v.op_index < 0 ? rec.buffer : "";
  // the assert names the op with its overload (extern_kernels.convolution is torch.ops.aten.convolution.default)
  if (auto named = qualified_op_name(rec.op);
      named && named->starts_with(c.op) && named->size() > c.op.size() && (*named)[c.op.size()] == '.')
    c.op = *named;
  ExpectedOutput e;
  e.index = v.op_index < 0 ? 0 : static_cast<size_t>(v.op_index);
  e.name = v.op_index < 0 ? "result" : "result[" + std::to_string(v.op_index) + "]";
  e.buffer = rec.buffer;
  e.sizes = rec.sizes;
  e.strides = rec.strides;
  e.line = line;
  for (const auto& had : c.expected_outputs)
    if (had.index == e.index) return;  // asserted twice (a view of it, a reused buffer): the first is the op's
  c.expected_outputs.push_back(std::move(e));
  rec.op_call_id = c.id;
  rec.output_index = static_cast<int64_t>(c.expected_outputs.back().index);
  rec.output_name = c.expected_outputs.back().name;
  rec.producer = c.op;
  rec.producer_line = c.source.line;
}

void ModuleReader::drop_unasserted_op_calls() {
  std::erase_if(rec_.op_calls, [](const OpCall& c) { return c.expected_outputs.empty(); });
}

}  // namespace stridecheck::output_code_detail
