// ModuleReader, pass 2: the walk of call() (and partitions): statements, expressions, allocations, views and
// kernel launches; what it records (SDPA call sites, asserts) is in output_code_sites.cpp.
#include <filesystem>

#include "readers/output_code_reader.h"
#include "readers/py_quotes.h"

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
      const bool first = inputs_.empty();
      for (const Node* t : target->children) {
        if (first) inputs_.push_back(t->kind == NK::kName ? std::string(t->text) : std::string());
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
  v.tensor.offset_stated = false;  // the run may pass a tensor that starts anywhere in its storage
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
  if (base.kind == Value::Kind::kTensor && base.op_call >= 0 && base.op_index < 0 && idx >= 0) {
    // one result of an op call that returns several
    v.kind = Value::Kind::kTensor;
    v.tensor.layout_known = false;
    v.tensor.device = base.tensor.device;
    v.fresh_alloc = true;
    v.origin = base.origin;
    v.op_call = base.op_call;
    v.op_index = idx;
    v.text = std::move(text);
    return v;
  }
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
  if (name.starts_with("torch.ops.") || name.starts_with("aten.") || name.starts_with("extern_kernels.")) {
    // Another extern or fallback op (aten or custom): recorded with its arguments, its result a tensor of unknown
    // layout until an assert says (an op none of whose outputs is asserted is dropped when the module is read)
    if (auto op = qualified_op_name(name)) {
      Value v = op_call(n, *op, scope, line);
      kernel_call(n, scope, line);
      return v;
    }
  }
  kernel_call(n, scope, line);
  Value v;
  if (name.starts_with("torch.ops.") || name.starts_with("aten.")) {
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
  if (name == "assert_tensor_metadata" || name.ends_with(".assert_tensor_metadata"))
    return assert_tensor_metadata(n, scope, line);
  if (name == "assert_size_stride_grouped" || name.ends_with(".assert_size_stride_grouped"))
    return assert_size_stride_grouped(n, scope, line);
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
  std::string out_arg;  // the buffer an extern op's out= names
  py::QuoteSkipper quotes;
  for (size_t i = open + 1; i < t.size(); ++i) {
    if (quotes.skip(t, i)) continue;
    const char c = t[i];
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
    if (after_out) out_arg = std::string(id);
    auto it = scope.env.find(id);
    if (it != scope.env.end() && it->second.kind == Value::Kind::kTensor) {
      const std::string& storage = it->second.tensor.storage;
      if (allocated_.count(storage) && (after_out || !writers_.count(storage)))
        writers_[storage] = {StepKind::kWrittenBy, callee, line, cur_};
    }
    after_out = false;
  }
  // an extern or fallback op called for its effect (`extern_kernels.mm(a, b, out=buf3)`): nothing of it is asserted
  if (callee.starts_with("extern_kernels.") || callee.starts_with("torch.ops."))
    if (auto op = qualified_op_name(callee))
      rec_.unasserted_ops.push_back(*op + (out_arg.empty() ? "" : " (out=" + out_arg + ")") + " at " +
                                    std::filesystem::path(file_).filename().string() + ":" + std::to_string(line));
}

}  // namespace stridecheck::output_code_detail

namespace stridecheck::output_code_detail {

// The values call() returns, once it has been walked: each reinterpret_tensor view with its layout and the storage
// it views (a forward's saved values: recording/saved_values.h). Only the top-level call()'s one-line return is read;
// an item that does not read is kept as its text, never an error (the return is not needed for anything else).
void ModuleReader::read_return(Scope& scope, GraphInfo& g) {
  if (return_lines_.size() != 1) return;
  const py::LogicalLine& l = return_lines_.front();
  std::vector<py::Statement> st;
  try {
    st = py::parse_statements(l, arena_, file_, limits_);
  } catch (const InputError&) {
    return;
  }
  if (st.size() != 1 || st[0].kind != py::Statement::Kind::kReturn || !st[0].value) return;
  const Node* v = st[0].value;
  std::vector<const Node*> items;
  if (v->kind == NK::kTuple || v->kind == NK::kList)
    items.assign(v->children.begin(), v->children.end());
  else
    items.push_back(v);
  g.return_line = l.line;
  for (const Node* n : items) {
    ReturnedValue r;
    r.expr = std::string(n->text);
    if (n->kind == NK::kCall && py::dotted_name(n->children[0]).ends_with("reinterpret_tensor")) {
      try {
        Value t = reinterpret(*n, scope, l.line);
        if (t.kind == Value::Kind::kTensor) {
          r.view = true;
          r.tensor = std::move(t.tensor);
        }
      } catch (const InputError&) {
      }
    }
    g.returned.push_back(std::move(r));
  }
}

}  // namespace stridecheck::output_code_detail
