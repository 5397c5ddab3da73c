#include "readers/output_code_reader.h"

// ModuleReader, pass 2: the walk of call() (and partitions), its expressions, SDPA calls and asserts.
namespace stridecheck::output_code_detail {

// ---- pass 2: walk a function ---------------------------------------------------------------------

void ModuleReader::run_function(const std::string& name, Scope& scope) {
  auto it = functions_.find(name);
  if (it == functions_.end()) throw InputError(file_, 0, "the module calls " + name + " but does not define it");
  if (++call_depth_ > 16) throw InputError(file_, 0, "graph partitions call each other too deeply");
  for (const auto& s : it->second) {
    statement(s, scope);
    if (scope.returned) break;
  }
  --call_depth_;
}

void ModuleReader::statement(const StmtRec& s, Scope& scope) {
  cur_ = &s;
  const int64_t line = s.line->line;
  if (s.kernel) return kernel_launch(s.line->text, scope, line);
  if (s.literal) {
    const Literal& l = *s.literal;
    if (l.kind == Literal::Kind::kAssert) {
      record_assert(std::string(l.name), checked_syms(l.sizes, line), checked_syms(l.strides, line), std::string(l.str),
                    scope, line);
    } else if (l.kind == Literal::Kind::kAlign) {
      record_alignment(std::string(l.name), std::string(l.str), scope, line);
    } else if (l.kind == Literal::Kind::kGetItem) {
      Value* base = lookup(scope, l.base);
      if (!base) throw InputError(file_, line, std::string(l.base) + " is used before it is defined");
      bind_name(std::string(l.target), item(*base, l.number, std::string(s.line->text), line), scope);
    } else if (l.kind == Literal::Kind::kAlias) {
      Value* base = lookup(scope, l.base);
      Value v;
      if (base)
        v = *base;
      else
        v.text = std::string(l.base);
      bind_name(std::string(l.target), std::move(v), scope);
    } else if (l.kind == Literal::Kind::kView) {
      Value* base = lookup(scope, l.base);
      if (!base) throw InputError(file_, line, std::string(l.base) + " is used before it is defined");
      bind_name(std::string(l.target),
                make_view(*base, l.base, checked_syms(l.sizes, line), checked_syms(l.strides, line),
                          SymInt::known(l.number), l.view_text, line),
                scope);
    } else if (l.kind == Literal::Kind::kAlloc) {
      Value v = make_allocation(checked_syms(l.sizes, line), checked_syms(l.strides, line), dtype_name(l.dtype, line),
                                std::string(l.name), "", line);
      v.origin.detail = statement_text(*s.line);
      bind_name(std::string(l.target), std::move(v), scope);
    }
    return;
  }
  switch (s.st.kind) {
    case py::Statement::Kind::kAssign: {
      Value v = eval(s.st.value, scope, line);
      for (const Node* t : s.st.targets) bind(t, v, scope, line);
      break;
    }
    case py::Statement::Kind::kExpr:
      if (s.st.value->kind == NK::kCall) expression_call(*s.st.value, scope, line);
      break;
    case py::Statement::Kind::kWith:
      if (s.st.value && s.st.value->kind == NK::kCall &&
          py::dotted_name(s.st.value->children[0]).ends_with("_DeviceGuard") && s.st.value->children.size() == 2 &&
          s.st.value->children[1]->kind == NK::kInt)
        cuda_index_ = std::to_string(s.st.value->children[1]->int_value);
      break;
    case py::Statement::Kind::kReturn:
      if (scope.is_partition) scope.returned = s.st.value ? eval(s.st.value, scope, line) : Value{};
      break;
    default: break;
  }
}

Value* ModuleReader::lookup(Scope& scope, std::string_view name) {
  auto it = scope.env.find(name);
  if (it != scope.env.end()) return &it->second;
  if (scope.is_partition) return nullptr;
  auto in = pending_inputs_.find(name);
  if (in == pending_inputs_.end()) return nullptr;
  std::string key(name);
  Value v = graph_input(key, name, in->second);
  if (auto l = input_asserts_.find(key); l != input_asserts_.end() && v.kind == Value::Kind::kTensor) {
    v.tensor.sizes = rec_.asserts[l->second].sizes;
    v.tensor.strides = rec_.asserts[l->second].strides;
    v.tensor.layout_known = true;
  }
  pending_inputs_.erase(in);
  return &(scope.env[key] = std::move(v));
}

void ModuleReader::bind(const Node* target, Value v, Scope& scope, int64_t line) {
  if (target->kind == NK::kName) return bind_name(std::string(target->text), std::move(v), scope);
  bind_unpack(target, std::move(v), scope, line);
}

void ModuleReader::bind_name(std::string name, Value v, Scope& scope) {
  {
    if (v.kind == Value::Kind::kTensor && v.fresh_alloc) {
      v.fresh_alloc = false;
      v.tensor.storage = name;
      if (cur_ && cur_->line) v.origin.detail = statement_text(*cur_->line);
      allocated_.insert({name, true});
    }
    if (v.kind == Value::Kind::kOutputRef && v.text.empty()) v.text = name;
    if (v.kind == Value::Kind::kResult && rec_.call_sites[v.site].result.empty()) rec_.call_sites[v.site].result = name;
    if (v.kind == Value::Kind::kTensor && v.tensor.storage.empty()) {
      v.tensor.storage = name;
      allocated_.insert({name, true});
    }
    scope.env[name] = std::move(v);
  }
}

void ModuleReader::bind_unpack(const Node* target, Value v, Scope& scope, int64_t line) {
  if (target->kind == NK::kTuple || target->kind == NK::kList) {
    if (v.kind == Value::Kind::kGraphArgs) {
      for (const Node* t : target->children) {
        if (t->kind != NK::kName) continue;
        pending_inputs_[std::string(t->text)] = line;
        scope.env.erase(std::string(t->text));
      }
      return;
    }
    for (size_t k = 0; k < target->children.size(); ++k) {
      Value item = v.kind == Value::Kind::kSeq && k < v.items.size() ? v.items[k] : Value{};
      bind(target->children[k], item, scope, line);
    }
  }
}

const Value* ModuleReader::harness(const std::string& name) {
  auto h = harness_.find(name);
  if (h != harness_.end()) return &h->second;
  auto lit = harness_literals_.find(name);
  if (lit == harness_literals_.end()) return nullptr;
  const Literal& l = *lit->second->literal;
  Value v;
  v.kind = Value::Kind::kTensor;
  v.tensor.sizes = known_syms(l.sizes);
  v.tensor.strides = known_syms(l.strides);
  v.tensor.dtype = l.dtype.empty() ? "float32" : dtype_name(l.dtype, lit->second->line->line);
  v.tensor.device = l.str.empty() ? "cpu" : std::string(l.str);
  return &(harness_[name] = std::move(v));
}

Value ModuleReader::graph_input(const std::string& name, std::string_view name_text, int64_t line) {
  Value v;
  const Value* hv = harness(name);
  if (hv && hv->kind == Value::Kind::kInt) return *hv;
  v.kind = Value::Kind::kTensor;
  if (hv) {
    v.tensor = hv->tensor;
  } else {
    v.tensor.layout_known = false;
  }
  v.tensor.storage = name;
  v.origin = {StepKind::kGraphInput, name_text, line, nullptr};
  return v;
}

// ---- expressions ---------------------------------------------------------------------------------

Value ModuleReader::eval(const Node* n, Scope& scope, int64_t line) {
  Value v;
  switch (n->kind) {
    case NK::kName: {
      if (Value* found = lookup(scope, n->text)) return *found;
      if (n->text == "args" && !scope.is_partition) {
        v.kind = Value::Kind::kGraphArgs;
        return v;
      }
      v.text = std::string(n->text);
      return v;
    }
    case NK::kInt:
      v.kind = Value::Kind::kInt;
      v.i = SymInt::known(n->int_value);
      return v;
    case NK::kBigInt: throw InputError(file_, line, "integer " + printable(n->text) + " does not fit in 64 bits");
    case NK::kFloat:
      v.kind = Value::Kind::kFloat;
      v.f = n->float_value;
      v.text = std::string(n->text);
      return v;
    case NK::kString:
      v.kind = Value::Kind::kStr;
      v.text = n->str_value;
      return v;
    case NK::kNone: v.kind = Value::Kind::kNone; return v;
    case NK::kTrue:
    case NK::kFalse:
      v.kind = Value::Kind::kBool;
      v.b = n->kind == NK::kTrue;
      return v;
    case NK::kTuple:
    case NK::kList:
      v.kind = Value::Kind::kSeq;
      for (const Node* c : n->children) v.items.push_back(eval(c, scope, line));
      return v;
    case NK::kUnaryOp:
    case NK::kBinOp: {
      if (n->kind == NK::kUnaryOp && n->op == "-" && n->children[0]->kind == NK::kFloat) {
        v.kind = Value::Kind::kFloat;
        v.f = -n->children[0]->float_value;
        v.text = std::string(n->text);
        return v;
      }
      v.kind = Value::Kind::kInt;
      v.i = sym(n, scope, line);
      return v;
    }
    case NK::kSubscript: {
      Value base = eval(n->children[0], scope, line);
      auto idx = int_of(n->children[1], scope, line);
      if (!idx) {
        v.text = std::string(n->text);
        return v;
      }
      return item(base, *idx, std::string(n->text), line);
    }
    case NK::kCall: return call(*n, scope, line);
    default: v.text = std::string(n->text); return v;
  }
}

Value ModuleReader::item(const Value& base, int64_t idx, std::string text, int64_t line) {
  Value v;
  if (base.kind == Value::Kind::kResult) {
    const CallSite& site = rec_.call_sites[base.site];
    const OpSpec& spec = site.spec();
    if (idx < 0 || static_cast<size_t>(idx) >= spec.outputs.size())
      throw InputError(file_, line, site.op + " has no output " + std::to_string(idx));
    v.kind = Value::Kind::kOutputRef;
    v.site = base.site;
    v.index = static_cast<size_t>(idx);
    return v;
  }
  if (base.kind == Value::Kind::kSeq && idx >= 0 && static_cast<size_t>(idx) < base.items.size())
    return base.items[static_cast<size_t>(idx)];
  v.text = std::move(text);
  return v;
}

Value ModuleReader::call(const Node& n, Scope& scope, int64_t line) {
  const Node* callee = n.children[0];
  std::string name = py::dotted_name(callee);
  if (name.ends_with("reinterpret_tensor")) return reinterpret(n, scope, line);
  if (name == "empty_strided" || name == "torch.empty_strided" || name.starts_with("empty_strided_"))
    return allocation(n, name, scope, line);
  if (name.ends_with("rand_strided")) return rand_strided(n, scope, line);
  if (const OpSpec* op = find_sdpa_op(name); op && (name.starts_with("torch.ops.") || name.starts_with("aten.")))
    return sdpa_call(n, *op, scope, line);
  if (is_unknown_sdpa_op(name))
    throw InputError(file_, line,
                     "unknown SDPA op " + printable(name, 100) + ": stridecheck reads the " +
                         std::to_string(sdpa_ops().size()) + " fused SDPA ops of torch 2.11 (a newer torch?)");
  if (callee->kind == NK::kSubscript) {
    std::string base = py::dotted_name(callee->children[0]);
    if (base == "self.partitions" || base == "partitions") return partition(n, scope, line);
  }
  if (name == "max" || name == "min" || name == "Max" || name == "Min") {
    Value v;
    v.kind = Value::Kind::kInt;
    v.i = sym(&n, scope, line);
    return v;
  }
  kernel_call(n, scope, line);
  Value v;
  if (name.starts_with("torch.ops.") || name.starts_with("aten.")) {
    // Another extern op (a non-SDPA fallback): a tensor of unknown layout until an assert says.
    v.kind = Value::Kind::kTensor;
    v.tensor.layout_known = false;
    v.fresh_alloc = true;
    v.origin = {StepKind::kMadeBy, callee->text, line, cur_};
  }
  v.text = std::string(n.text);
  return v;
}

void ModuleReader::expression_call(const Node& n, Scope& scope, int64_t line) {
  std::string name = py::dotted_name(n.children[0]);
  if (name == "assert_size_stride" || name.ends_with(".assert_size_stride")) return assert_size_stride(n, scope, line);
  if (name == "assert_alignment" || name.ends_with(".assert_alignment")) return assert_alignment(n, scope, line);
  eval(&n, scope, line);
}

Value ModuleReader::reinterpret(const Node& n, Scope& scope, int64_t line) {
  if (n.children.size() < 4) throw InputError(file_, line, "reinterpret_tensor needs a base, sizes and strides");
  require_defined(n.children[1], scope, line);
  Value base = eval(n.children[1], scope, line);
  SymInt inc = n.children.size() > 4 ? sym(n.children[4], scope, line) : SymInt::known(0);
  return make_view(base, n.children[1]->text, sym_tuple(n.children[2], scope, line),
                   sym_tuple(n.children[3], scope, line), inc, n.text, line);
}

Value ModuleReader::make_view(const Value& base, std::string_view base_text, std::vector<SymInt> sizes,
                              std::vector<SymInt> strides, SymInt inc, std::string_view text, int64_t line) {
  Value v = base.kind == Value::Kind::kOutputRef ? output_tensor(base) : base;
  if (v.kind != Value::Kind::kTensor) {
    v = Value{};
    v.kind = Value::Kind::kTensor;
    v.tensor.storage = std::string(base_text);
    v.origin = {StepKind::kUnknownBase, base_text, line, nullptr};
  }
  v.tensor.sizes = std::move(sizes);
  v.tensor.strides = std::move(strides);
  check_rank(v.tensor, line);
  SymInt off = v.tensor.storage_offset;
  if (off.value && inc.value && off.expr.empty() && inc.expr.empty()) {
    auto sum = checked_add(*off.value, *inc.value);
    if (!sum) throw InputError(file_, line, "storage offset overflows 64 bits");
    v.tensor.storage_offset = SymInt::known(*sum);
  } else if (!(inc.value && *inc.value == 0 && inc.expr.empty())) {
    std::optional<int64_t> sum;
    if (off.value && inc.value) sum = checked_add(*off.value, *inc.value);
    v.tensor.storage_offset = SymInt::symbolic(off.str() + " + " + inc.str(), sum);
  }
  v.tensor.layout_known = true;
  check_tensor(v.tensor, line);
  v.views.push_back({StepKind::kView, text, line, nullptr});
  return v;
}

Value ModuleReader::allocation(const Node& n, const std::string& name, Scope& scope, int64_t line) {
  if (n.children.size() < 3) throw InputError(file_, line, name + " needs sizes and strides");
  const Node* dtype = n.children.size() > 3 ? n.children[3] : nullptr;
  const Node* device = nullptr;
  for (const auto& [k, kv] : n.keywords) {
    if (k == "dtype") dtype = kv;
    if (k == "device") device = kv;
  }
  std::string dev;
  if (device && device->kind == NK::kString) {
    dev = device->str_value;
  } else if (device && device->kind == NK::kCall && device->children.size() >= 2 &&
             device->children[1]->kind == NK::kString) {
    dev = device->children[1]->str_value;  // device(type='cuda', index=0)
    for (const auto& [k, kv] : device->keywords)
      if (k == "index" && kv->kind == NK::kInt) dev += ":" + std::to_string(kv->int_value);
  }
  Value v = make_allocation(sym_tuple(n.children[1], scope, line), sym_tuple(n.children[2], scope, line),
                            dtype ? dtype_of(dtype, line) : "", name, dev, line);
  v.origin.detail = n.text;
  return v;
}

Value ModuleReader::make_allocation(std::vector<SymInt> sizes, std::vector<SymInt> strides, std::string dtype,
                                    const std::string& fn, std::string device, int64_t line) {
  Value v;
  v.kind = Value::Kind::kTensor;
  v.fresh_alloc = true;
  v.tensor.sizes = std::move(sizes);
  v.tensor.strides = std::move(strides);
  check_rank(v.tensor, line);
  v.tensor.dtype = std::move(dtype);
  if (fn.starts_with("empty_strided_")) {
    device = fn.substr(14);
    if (device == "cuda" && !cuda_index_.empty()) device += ":" + cuda_index_;
  }
  v.tensor.device = std::move(device);
  check_tensor(v.tensor, line);
  v.origin = {StepKind::kAllocated, {}, line, cur_};
  return v;
}

std::vector<SymInt> ModuleReader::checked_syms(const std::vector<int64_t>& v, int64_t line) {
  check_rank_limit(v.size(), line);
  return known_syms(v);
}

std::string ModuleReader::dtype_name(std::string_view spelled, int64_t line) {
  auto d = find_dtype(spelled);
  if (!d) throw InputError(file_, line, "unknown dtype '" + printable(spelled) + "'");
  return std::string(d->name);
}

Value ModuleReader::partition(const Node& n, Scope& scope, int64_t line) {
  const Node* callee = n.children[0];
  auto idx = int_of(callee->children[1], scope, line);
  if (!idx) throw InputError(file_, line, "cannot tell which graph partition is called");
  Scope inner;
  inner.is_partition = true;
  Value args;
  args.kind = Value::Kind::kSeq;
  if (n.children.size() > 1) args = eval(n.children[1], scope, line);
  inner.env["args"] = args;
  run_function("partition_" + std::to_string(*idx), inner);
  return inner.returned ? *inner.returned : Value{};
}

void ModuleReader::kernel_call(const Node& n, Scope& scope, int64_t line) {
  auto note = [&](const Node* arg, bool definite) {
    if (arg->kind != NK::kName) return;
    auto it = scope.env.find(arg->text);  // graph inputs are never written: no lookup()
    if (it == scope.env.end() || it->second.kind != Value::Kind::kTensor) return;
    const std::string& storage = it->second.tensor.storage;
    if (!allocated_.count(storage)) return;
    if (!definite && writers_.count(storage)) return;
    writers_[storage] = {StepKind::kWrittenBy, n.children[0]->text, line, cur_};
  };
  for (size_t k = 1; k < n.children.size(); ++k) note(n.children[k], false);
  for (const auto& [key, arg] : n.keywords) note(arg, key == "out");
}

void ModuleReader::kernel_launch(std::string_view t, Scope& scope, int64_t line) {
  size_t open = t.find('(');
  std::string_view callee = t.substr(0, open);
  bool after_out = false;
  char q = 0;
  for (size_t i = open + 1; i < t.size(); ++i) {
    char c = t[i];
    if (q) {
      if (c == '\\')
        ++i;
      else if (c == q)
        q = 0;
      continue;
    }
    if (c == '\'' || c == '"') {
      q = c;
      continue;
    }
    if (c == '#') break;
    if (!is_alpha(c) || is_alnum(t[i - 1]) || t[i - 1] == '.') continue;
    size_t e = i;
    while (e < t.size() && is_alnum(t[e])) ++e;
    std::string_view id = t.substr(i, e - i);
    size_t after = e;
    while (after < t.size() && t[after] == ' ') ++after;
    bool is_keyword = after < t.size() && t[after] == '=' && (after + 1 >= t.size() || t[after + 1] != '=');
    i = e - 1;
    if (is_keyword) {
      after_out = id == "out";
      continue;
    }
    auto it = scope.env.find(id);
    if (it != scope.env.end() && it->second.kind == Value::Kind::kTensor) {
      const std::string& storage = it->second.tensor.storage;
      if (allocated_.count(storage) && (after_out || !writers_.count(storage)))
        writers_[storage] = {StepKind::kWrittenBy, callee, line, cur_};
    }
    after_out = false;
  }
}

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

void ModuleReader::record_assert(std::string buffer, std::vector<SymInt> sizes, std::vector<SymInt> strides,
                                 std::string op, Scope& scope, int64_t line) {
  AssertRecord rec;
  rec.file = file_;
  rec.line = line;
  rec.kind = AssertRecord::Kind::kSizeStride;
  rec.buffer = std::move(buffer);
  rec.sizes = std::move(sizes);
  rec.strides = std::move(strides);
  rec.op = std::move(op);
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
      rec.site_id = site.id;
      rec.output_index = static_cast<int64_t>(v.index);
      rec.output_name = spec.outputs[v.index];
      rec.producer = site.op;
      rec.producer_line = site.source.line;
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
  AssertRecord rec;
  rec.file = file_;
  rec.line = line;
  rec.kind = AssertRecord::Kind::kAlignment;
  rec.buffer = std::move(buffer);
  rec.op = std::move(op);
  auto it = scope.env.find(rec.buffer);
  if (it != scope.env.end() && it->second.kind == Value::Kind::kOutputRef) {
    const CallSite& site = rec_.call_sites[it->second.site];
    rec.site_id = site.id;
    rec.output_index = static_cast<int64_t>(it->second.index);
    rec.output_name = site.spec().outputs[it->second.index];
    rec.producer = site.op;
    rec.producer_line = site.source.line;
  }
  rec_.asserts.push_back(std::move(rec));
}

void ModuleReader::require_defined(const Node* n, Scope& scope, int64_t line) {
  if (n->kind != NK::kName || lookup(scope, n->text)) return;
  if (n->text == "args" || harness(std::string(n->text))) return;
  throw InputError(file_, line, std::string(n->text) + " is used before it is defined");
}

}  // namespace stridecheck::output_code_detail
