// ModuleReader, pass 2: every extern or fallback call that is not SDPA (an aten op, a custom op), recorded as an
// OpCall with its arguments as the call wrote them, so that the kernel and the fake of the user's torch can be run
// on them; and the asserts inductor makes on what it returns.
#include <filesystem>

#include "layout/dtype.h"
#include "readers/output_code_reader.h"

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

// The dtype and device of an op call's result where the graph's FX fragments show the node it computes, with the
// layout asserted ('%convolution : Tensor "bf16[3, 16, 20, 20][6400, 1, 320, 16]cuda:0"'), when every such node
// agrees; what a later call that takes the buffer gets. Empty where none says. A single result is the op's own node;
// one of several results (`buf12[0]`) is a getitem of it, which the fragments of the kernels that read it show as a
// placeholder ('%getitem_45 : Tensor "bf16[8, 512, 7, 7][...]cuda:0" = PlaceHolder[target=getitem_45]'), not
// linked to its op: any getitem of the asserted layout, when all agree.
std::pair<std::string, std::string> ModuleReader::fx_result_type(const std::string& op, bool one_of_several,
                                                                 const std::vector<SymInt>& sizes,
                                                                 const std::vector<SymInt>& strides) const {
  auto sz = known_values(sizes), st = known_values(strides);
  if (!sz || !st) return {};
  auto list = [](const std::vector<int64_t>& v) {
    std::string out = "[";
    for (size_t k = 0; k < v.size(); ++k) out += (k ? ", " : "") + std::to_string(v[k]);
    return out + "]";
  };
  const std::string layout = list(*sz) + list(*st);
  std::optional<std::pair<std::string, std::string>> found;
  for (const auto& fx : rec_.fx_nodes) {
    auto target = qualified_op_name(fx.target);
    auto at = fx.meta.find('[');
    bool shows = one_of_several ? fx.name.starts_with("getitem") : target && target->starts_with(op);
    if (!shows || at == std::string::npos) continue;
    if (fx.meta.compare(at, layout.size(), layout) != 0) continue;
    auto dtype = find_dtype(std::string_view(fx.meta).substr(0, at));
    if (!dtype) continue;
    std::pair<std::string, std::string> t{std::string(dtype->name), fx.meta.substr(at + layout.size())};
    if (found && *found != t) return {};  // two such nodes disagree: the graph does not say
    found = t;
  }
  return found.value_or(std::pair<std::string, std::string>{});
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
  for (const OpCall& c : rec_.op_calls) {
    if (!c.expected_outputs.empty()) continue;
    std::string out;
    for (const Arg& a : c.args)
      if (a.name == "out") out = " (out=" + a.expr + ")";
    rec_.unasserted_ops.push_back(c.op + out + " at " + std::filesystem::path(c.source.file).filename().string() + ":" +
                                  std::to_string(c.source.line));
  }
  std::erase_if(rec_.op_calls, [](const OpCall& c) { return c.expected_outputs.empty(); });
}

}  // namespace stridecheck::output_code_detail
