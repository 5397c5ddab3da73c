// ModuleReader, pass 2: what the walk records (output_code_walk.cpp walks): each SDPA call site with its arguments,
// their reshape chains and its outputs, and the asserts inductor makes on those outputs.
#include "layout/dtype.h"
#include "readers/output_code_reader.h"

namespace stridecheck::output_code_detail {

namespace {

// An FFT op's result dtype from its first tensor argument's (layout/dtype.h), "" where that does not say it.
std::string fft_result_dtype_of(const OpCall& c) {
  for (const auto& a : c.args)
    if (a.value.is_tensor()) {
      auto d = fft_result_dtype(c.op, a.value.tensor.dtype);
      return d ? std::string(d->name) : "";
    }
  return "";
}

}  // namespace

Value ModuleReader::sdpa_call(const Node& n, const OpSpec& op, Scope& scope, int64_t line) {
  if (rec_.call_sites.size() >= limits_.max_call_sites)
    throw InputError(file_, line,
                     "more SDPA call sites than the limit max_call_sites=" + std::to_string(limits_.max_call_sites));
  CallSite site;
  site.id = graph_ + "@" + std::to_string(line);
  site.op = op.qualified();
  site.backend = op.backend;
  site.direction = op.direction;
  site.source = {file_, line, graph_, cur_->source_nodes(), cur_->aten_ops()};
  std::vector<std::pair<size_t, Arg>> bound;
  size_t next_positional = 0;
  for (size_t k = 1; k < n.children.size(); ++k) {
    while (next_positional < op.args.size() && op.args[next_positional].keyword_only) ++next_positional;
    if (next_positional >= op.args.size())
      throw InputError(file_, line, "too many positional arguments for " + op.qualified());
    bound.emplace_back(next_positional, make_arg(op.args[next_positional].name, n.children[k], scope, line));
    ++next_positional;
  }
  for (const auto& [key, node] : n.keywords) {
    size_t at = op.args.size();
    for (size_t a = 0; a < op.args.size(); ++a)
      if (op.args[a].name == key) at = a;
    if (at == op.args.size())
      rec_.notes.push_back(file_ + ":" + std::to_string(line) + ": argument '" + std::string(key) + "' is not in the " +
                           op.qualified() + " schema stridecheck knows (torch 2.11)");
    bound.emplace_back(at, make_arg(std::string(key), node, scope, line));
  }
  std::stable_sort(bound.begin(), bound.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [at, a] : bound) {
    if (at >= op.args.size()) continue;
    const ArgKind kind = op.args[at].kind;
    using K = ArgValue::Kind;
    const K got = a.value.kind;
    bool not_tensor = got == K::kBool || got == K::kInt || got == K::kFloat || got == K::kString || got == K::kList;
    // (None is let through: inductor passes None for a Tensor attn_bias of the cuDNN backward.)
    if ((kind == ArgKind::kTensor || kind == ArgKind::kOptionalTensor) && not_tensor)
      throw InputError(
          file_, line,
          "argument " + a.name + " of " + op.qualified() + " must be a tensor, got '" + printable(a.expr, 40) + "'");
  }
  for (auto& [_, a] : bound) site.args.push_back(std::move(a));
  rec_.call_sites.push_back(std::move(site));
  site_outputs_.emplace_back(op.outputs.size());
  Value v;
  v.kind = Value::Kind::kResult;
  v.site = rec_.call_sites.size() - 1;
  v.text = std::string(n.text);
  return v;
}

Arg ModuleReader::make_arg(std::string name, const Node* node, Scope& scope, int64_t line) {
  Arg a;
  a.name = std::move(name);
  a.expr = std::string(node->text);
  require_defined(node, scope, line);
  Value v = eval(node, scope, line);
  if (v.kind == Value::Kind::kOutputRef) v = output_tensor(v);
  a.value = to_arg_value(v);
  if (v.kind == Value::Kind::kTensor) {
    ChainStep origin = chain_step(v.origin);
    if (v.origin.what == StepKind::kOutput) {
      const CallSite& src = rec_.call_sites[v.site];
      origin.detail = src.spec().outputs[v.index] + " of " + src.op + " (" + src.id + ")";
    }
    if (origin.what == StepKind::kGraphInput && v.tensor.layout_known) {
      origin.detail += ": " + sym_tuple_str(v.tensor.sizes) + " strides " + sym_tuple_str(v.tensor.strides) +
                       (v.tensor.dtype.empty() ? "" : " " + v.tensor.dtype) +
                       (v.tensor.device.empty() ? "" : " " + v.tensor.device);
    }
    if (!v.origin.empty()) a.chain.push_back(origin);
    if (auto w = writers_.find(v.tensor.storage); w != writers_.end()) {
      ChainStep c = chain_step(w->second);
      c.detail += "(...)";
      a.chain.push_back(std::move(c));
    }
    for (auto& step : v.views) {
      ChainStep s = chain_step(step);
      if (s.line == line) s.source_nodes = cur_->source_nodes();
      a.chain.push_back(s);
    }
  }
  return a;
}

ChainStep ModuleReader::chain_step(const Step& s) const {
  if (s.empty()) return {};
  ChainStep c{*s.what, std::string(py::strip_comment(s.detail)), file_, s.line, {}};
  if (s.stmt) c.source_nodes = s.stmt->source_nodes();
  return c;
}

ArgValue ModuleReader::to_arg_value(const Value& v) {
  switch (v.kind) {
    case Value::Kind::kTensor: return ArgValue::of_tensor(v.tensor);
    case Value::Kind::kInt: return ArgValue::integer(v.i);
    case Value::Kind::kFloat: return ArgValue::floating(v.f, v.text);
    case Value::Kind::kBool: return ArgValue::boolean(v.b);
    case Value::Kind::kNone: return ArgValue::none();
    case Value::Kind::kStr: return ArgValue::string(v.text);
    case Value::Kind::kSeq: {
      ArgValue a;
      a.kind = ArgValue::Kind::kList;
      for (const auto& item : v.items) a.items.push_back(to_arg_value(item));
      return a;
    }
    default: return ArgValue::unknown(v.text);
  }
}

Value ModuleReader::output_tensor(const Value& ref) {
  const CallSite& site = rec_.call_sites[ref.site];
  const OpSpec& spec = site.spec();
  Value v;
  if (!spec.output_is_tensor(ref.index)) {
    v.kind = Value::Kind::kInt;
    v.i = SymInt::symbolic(ref.text.empty() ? spec.outputs[ref.index] : ref.text);
    return v;
  }
  v.kind = Value::Kind::kTensor;
  const auto& asserted = site_outputs_[ref.site][ref.index];
  if (asserted) {
    v.tensor = *asserted;
  } else {
    v.tensor.layout_known = false;
    const Arg* q = site.arg("query");
    const std::string& out_name = spec.outputs[ref.index];
    if (q && q->value.is_tensor()) {
      v.tensor.device = q->value.tensor.device;
      if (out_name == "logsumexp")
        v.tensor.dtype = "float32";
      else if (out_name == "out" || out_name.starts_with("grad_"))
        v.tensor.dtype = q->value.tensor.dtype;
    }
  }
  v.tensor.storage = ref.text.empty() ? site.result + "[" + std::to_string(ref.index) + "]" : ref.text;
  v.origin = {StepKind::kOutput, {}, site.source.line, nullptr};
  v.site = ref.site;
  v.index = ref.index;
  return v;
}

void ModuleReader::assert_size_stride(const Node& n, Scope& scope, int64_t line) {
  if (n.children.size() < 4) throw InputError(file_, line, "assert_size_stride needs a tensor, sizes and strides");
  std::string op = n.children.size() > 4 && n.children[4]->kind == NK::kString ? n.children[4]->str_value : "";
  record_assert(std::string(n.children[1]->text), sym_tuple(n.children[2], scope, line),
                sym_tuple(n.children[3], scope, line), op, scope, line);
}

void ModuleReader::assert_tensor_metadata(const Node& n, Scope& scope, int64_t line) {
  if (n.children.size() < 5)
    throw InputError(file_, line, "assert_tensor_metadata needs a tensor, sizes, strides and a dtype");
  if (n.children[1]->kind == NK::kNone) return;  // an output the op did not return: nothing is checked
  std::string op = n.children.size() > 5 && n.children[5]->kind == NK::kString ? n.children[5]->str_value : "";
  record_assert(std::string(n.children[1]->text), sym_tuple(n.children[2], scope, line),
                sym_tuple(n.children[3], scope, line), op, scope, line);
}

void ModuleReader::assert_size_stride_grouped(const Node& n, Scope& scope, int64_t line) {
  const auto tuple = [](const Node* c) { return c->kind == NK::kTuple || c->kind == NK::kList; };
  if (n.children.size() < 4 || !tuple(n.children[1]) || !tuple(n.children[2]) || !tuple(n.children[3]))
    throw InputError(file_, line, "assert_size_stride_grouped needs tuples of tensors, sizes and strides");
  const auto& tensors = n.children[1]->children;
  if (tensors.size() != n.children[2]->children.size() || tensors.size() != n.children[3]->children.size())
    throw InputError(file_, line,
                     "assert_size_stride_grouped with " + std::to_string(tensors.size()) + " tensors and " +
                         std::to_string(n.children[2]->children.size()) + " sizes");
  std::string op = n.children.size() > 4 && n.children[4]->kind == NK::kString ? n.children[4]->str_value : "";
  for (size_t i = 0; i < tensors.size(); ++i)
    record_assert(std::string(tensors[i]->text), sym_tuple(n.children[2]->children[i], scope, line),
                  sym_tuple(n.children[3]->children[i], scope, line), op, scope, line);
}

namespace {
// An assert of `kind` on `buffer` at file:line, `op` the op the graph names for it.
AssertRecord assert_at(const std::string& file, int64_t line, AssertRecord::Kind kind, std::string buffer,
                       std::string op) {
  AssertRecord rec;
  rec.file = file;
  rec.line = line;
  rec.kind = kind;
  rec.buffer = std::move(buffer);
  rec.op = std::move(op);
  return rec;
}

// An assert of output `index` of an SDPA call site: which site, which output, made where.
void made_by_site(AssertRecord& rec, const CallSite& site, size_t index) {
  rec.site_id = site.id;
  rec.output_index = static_cast<int64_t>(index);
  rec.output_name = site.spec().outputs[index];
  rec.producer = site.op;
  rec.producer_line = site.source.line;
}
}  // namespace

void ModuleReader::record_assert(std::string buffer, std::vector<SymInt> sizes, std::vector<SymInt> strides,
                                 std::string op, Scope& scope, int64_t line) {
  AssertRecord rec = assert_at(file_, line, AssertRecord::Kind::kSizeStride, std::move(buffer), std::move(op));
  rec.sizes = std::move(sizes);
  rec.strides = std::move(strides);
  if (rec.sizes.size() != rec.strides.size())
    throw InputError(file_, line,
                     "assert_size_stride with " + std::to_string(rec.sizes.size()) + " sizes and " +
                         std::to_string(rec.strides.size()) + " strides");
  check_rank_limit(rec.sizes.size(), line);
  if (!scope.is_partition && pending_inputs_.count(rec.buffer)) {
    // an input assert: keep the layout for when the input is used
    rec.producer = "graph input";
    rec.producer_line = pending_inputs_[rec.buffer];
    input_asserts_[rec.buffer] = rec_.asserts.size();
    rec_.asserts.push_back(std::move(rec));
    return;
  }
  auto it = scope.env.find(rec.buffer);
  if (it != scope.env.end()) {
    Value& v = it->second;
    if (v.kind == Value::Kind::kOutputRef) {
      CallSite& site = rec_.call_sites[v.site];
      const OpSpec& spec = site.spec();
      made_by_site(rec, site, v.index);
      ExpectedOutput e;
      e.index = v.index;
      e.name = spec.outputs[v.index];
      e.buffer = rec.buffer;
      e.sizes = rec.sizes;
      e.strides = rec.strides;
      e.line = line;
      site.expected_outputs.push_back(e);
      Value t = output_tensor(v);
      t.tensor.sizes = rec.sizes;
      t.tensor.strides = rec.strides;
      t.tensor.layout_known = true;
      site_outputs_[v.site][v.index] = t.tensor;
    } else if (v.kind == Value::Kind::kTensor && v.op_call >= 0) {
      expect_op_output(rec, v, line);
      v.tensor.sizes = rec.sizes;
      v.tensor.strides = rec.strides;
      v.tensor.layout_known = true;
      if (v.tensor.dtype.empty()) {  // its type from the graph's FX fragments
        const std::string& called = rec_.op_calls[static_cast<size_t>(v.op_call)].op;
        auto [dtype, device] = fx_result_type(called, v.op_index >= 0, rec.sizes, rec.strides);
        v.tensor.dtype = dtype;
        if (dtype.empty()) v.tensor.dtype = fft_result_dtype_of(rec_.op_calls[static_cast<size_t>(v.op_call)]);
        if (device.empty() && !v.tensor.dtype.empty()) device = rec_.op_calls[static_cast<size_t>(v.op_call)].device();
        if (v.tensor.device.empty()) v.tensor.device = device;
      }
    } else if (v.kind == Value::Kind::kTensor) {
      rec.producer = v.origin.what == StepKind::kGraphInput ? "graph input"
                     : v.origin.what == StepKind::kMadeBy   ? std::string(v.origin.detail)
                                                            : "";
      rec.producer_line = v.origin.line;
      v.tensor.sizes = rec.sizes;
      v.tensor.strides = rec.strides;
      v.tensor.layout_known = true;
    }
  }
  rec_.asserts.push_back(std::move(rec));
}

void ModuleReader::assert_alignment(const Node& n, Scope& scope, int64_t line) {
  record_alignment(n.children.size() > 1 ? std::string(n.children[1]->text) : std::string(),
                   n.children.size() > 3 && n.children[3]->kind == NK::kString ? n.children[3]->str_value : "", scope,
                   line);
}

void ModuleReader::record_alignment(std::string buffer, std::string op, Scope& scope, int64_t line) {
  AssertRecord rec = assert_at(file_, line, AssertRecord::Kind::kAlignment, std::move(buffer), std::move(op));
  auto it = scope.env.find(rec.buffer);
  if (it != scope.env.end() && it->second.kind == Value::Kind::kOutputRef) {
    made_by_site(rec, rec_.call_sites[it->second.site], it->second.index);
  }
  rec_.asserts.push_back(std::move(rec));
}

void ModuleReader::require_defined(const Node* n, Scope& scope, int64_t line) {
  if (n->kind != NK::kName || lookup(scope, n->text)) return;
  if (n->text == "args" || harness(std::string(n->text))) return;
  throw InputError(file_, line, std::string(n->text) + " is used before it is defined");
}

}  // namespace stridecheck::output_code_detail
