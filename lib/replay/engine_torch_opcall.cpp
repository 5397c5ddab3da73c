// An op call's kernel on libtorch (engine_torch_ops.h says what is here): any aten op the graph asserts that is not
// SDPA, found in the dispatcher by name and overload, its boxed stack built by the schema of the torch it runs on
// from the arguments as the call wrote them (positional "#i" in order, keyword ones by name, the schema's defaults
// for the rest), each converted by the schema argument's type.
#include "replay/engine_torch_ops.h"

namespace stridecheck::engine_detail {

namespace {

// "aten::convolution.default" -> ("aten::convolution", ""): the dispatcher names the default overload "".
std::pair<std::string, std::string> op_name(const std::string& op) {
  const size_t colons = op.find("::");
  const size_t dot = op.find('.', colons == std::string::npos ? 0 : colons + 2);
  if (dot == std::string::npos) return {op, ""};
  std::string overload = op.substr(dot + 1);
  return {op.substr(0, dot), overload == "default" ? "" : overload};
}

const c10::TypePtr& unwrap_optional(const c10::TypePtr& t) {
  return t->kind() == c10::TypeKind::OptionalType ? t->castRaw<c10::OptionalType>()->getElementType() : t;
}

// The text inductor writes for a dtype, memory format, layout or device: "torch.float32", "torch.channels_last",
// "torch.strided", "device(type='cuda', index=0)" (or a string "cuda:0").
std::string strip_torch(const std::string& text) { return text.starts_with("torch.") ? text.substr(6) : text; }

std::optional<at::MemoryFormat> memory_format(const std::string& text) {
  const std::string n = strip_torch(text);
  if (n == "contiguous_format") return at::MemoryFormat::Contiguous;
  if (n == "channels_last") return at::MemoryFormat::ChannelsLast;
  if (n == "channels_last_3d") return at::MemoryFormat::ChannelsLast3d;
  if (n == "preserve_format") return at::MemoryFormat::Preserve;
  return std::nullopt;
}

std::optional<at::Layout> layout_of(const std::string& text) {
  const std::string n = strip_torch(text);
  if (n == "strided") return at::kStrided;
  if (n == "sparse_coo") return at::kSparse;
  if (n == "sparse_csr") return at::kSparseCsr;
  if (n == "_mkldnn") return at::kMkldnn;
  return std::nullopt;
}

// "device(type='cuda', index=0)", "device(type='cpu')", "cuda:0", "cpu" -> "cuda:0", "cpu".
std::optional<std::string> device_text(const std::string& text) {
  if (!text.starts_with("device(")) return text.empty() ? std::nullopt : std::optional<std::string>(text);
  auto quoted_after = [&](const std::string& key) -> std::string {
    size_t at = text.find(key);
    if (at == std::string::npos) return "";
    size_t q = text.find_first_of("'\"", at + key.size());
    size_t end = q == std::string::npos ? q : text.find(text[q], q + 1);
    return end == std::string::npos ? "" : text.substr(q + 1, end - q - 1);
  };
  std::string type = quoted_after("type=");
  if (type.empty()) type = quoted_after("device(");
  if (type.empty()) return std::nullopt;
  size_t index = text.find("index=");
  if (index == std::string::npos) return type;
  size_t end = text.find_first_not_of("0123456789", index + 6);
  return type + ":" + text.substr(index + 6, end - index - 6);
}

// A complex literal as Python writes it: "0j", "1.5j", "(1+2j)", "(-0.5-1e-3j)".
std::optional<c10::complex<double>> complex_literal(std::string text) {
  if (text.size() > 2 && text.front() == '(' && text.back() == ')') text = text.substr(1, text.size() - 2);
  if (text.empty() || text.back() != 'j') return std::nullopt;
  text.pop_back();
  // the imaginary part starts at the last sign that is not an exponent's (or at the start)
  size_t split = 0;
  for (size_t i = text.size(); i-- > 1;)
    if ((text[i] == '+' || text[i] == '-') && text[i - 1] != 'e' && text[i - 1] != 'E') {
      split = i;
      break;
    }
  auto number = [](const std::string& t) -> std::optional<double> {
    if (t.empty() || t == "+" || t == "-") return t == "-" ? -1.0 : 1.0;
    char* end = nullptr;
    double v = std::strtod(t.c_str(), &end);
    return end && *end == '\0' ? std::optional<double>(v) : std::nullopt;
  };
  auto real = split ? number(text.substr(0, split)) : std::optional<double>(0.0);
  auto imag = number(text.substr(split));
  if (!real || !imag) return std::nullopt;
  return c10::complex<double>(*real, *imag);
}

// The arguments of one op call made into IValues by its schema's types, over one storage per recorded buffer.
class Converter {
 public:
  Converter(const OpCall& call, at::Device device) : call_(call), device_(device) {
    for (const auto& a : call.args) collect(a.name, a.value, tensors_);
  }

  /// Bytes the inputs' storages take, before anything is allocated (nullopt: a layout that is not concrete).
  std::optional<int64_t> input_bytes() const {
    std::vector<std::string> problems;
    int64_t total = 0;
    for (const auto& [_, need] : storages_of(tensors_, &problems)) {
      auto d = find_dtype(need.dtype);
      if (!d) return std::nullopt;
      total += std::max<int64_t>(need.elements, 1) * static_cast<int64_t>(d->itemsize);
    }
    if (!problems.empty()) return std::nullopt;
    return total;
  }

  /// The storages, filled from `seed`.
  void allocate(uint64_t seed) {
    std::vector<std::string> problems;
    storages_of(tensors_, &problems);
    if (!problems.empty()) throw Unsupported(problems.front() + ": the recording cannot rebuild it");
    int64_t bytes = 0;
    bases_ = make_storages(tensors_, device_, seed, bytes);
  }
  /// What the replay had to assume (a dtype the recording does not say).
  const std::vector<std::string>& guessed() const { return guessed_; }

  c10::IValue convert(const std::string& name, const ArgValue& v, const c10::Argument& schema) {
    return value(name, v, schema.real_type(), schema);
  }

 private:
  static void collect(const std::string& name, const ArgValue& v, std::vector<Arg>& out) {
    if (v.is_tensor()) out.push_back(Arg{name, v, "", {}});
    for (size_t i = 0; i < v.items.size(); ++i) collect(name + "[" + std::to_string(i) + "]", v.items[i], out);
  }

  [[noreturn]] void refuse(const std::string& name, const ArgValue& v, const c10::Argument& schema,
                           const std::string& why) const {
    std::string as = v.text.empty() ? std::string() : " ('" + v.text + "')";
    throw Unsupported("argument " + name + as + " of " + call_.op + " cannot be given as torch " TORCH_VERSION "'s '" +
                      schema.name() + "' (" + schema.type()->str() + "): " + why);
  }

  at::Tensor tensor(const std::string& name, const ArgValue& v) const {
    auto layout = v.tensor.concrete();
    if (!layout) throw Unsupported("the layout of " + name + " of " + call_.op + " is not known");
    if (v.tensor.dtype.empty())
      guessed_.push_back(name +
                         "'s dtype is not recorded (an earlier op's result, which the graph asserts no dtype "
                         "of): replayed as float32");
    return bases_.at(storage_key(name, v.tensor)).as_strided(layout->sizes, layout->strides, layout->storage_offset);
  }

  // An int as the schema takes it: a known integer (a bool is not one).
  std::optional<int64_t> integer(const ArgValue& v) const {
    if (v.kind == ArgValue::Kind::kInt && v.i.value) return *v.i.value;
    return std::nullopt;
  }

  template <typename T, typename F>
  c10::List<T> list(const std::string& name, const ArgValue& v, const c10::Argument& schema, F&& item) const {
    c10::List<T> out;
    if (v.kind != ArgValue::Kind::kList) {
      // int[2] takes one int for every element (stride=1); other lists must be lists
      if constexpr (std::is_same_v<T, int64_t>) {
        if (integer(v)) {
          size_t n = schema.N() ? static_cast<size_t>(*schema.N()) : 1;
          for (size_t k = 0; k < n; ++k) out.push_back(item(name, v));
          return out;
        }
      }
      refuse(name, v, schema, "expected a list");
    }
    for (size_t k = 0; k < v.items.size(); ++k) out.push_back(item(name + "[" + std::to_string(k) + "]", v.items[k]));
    return out;
  }

  c10::IValue list_value(const std::string& name, const ArgValue& v, const c10::TypePtr& elem,
                         const c10::Argument& schema) const {
    switch (elem->kind()) {
      case c10::TypeKind::IntType:
      case c10::TypeKind::SymIntType:
        return list<int64_t>(name, v, schema, [&](const std::string& n, const ArgValue& x) {
          if (auto i = integer(x)) return *i;
          refuse(n, x, schema, "expected an integer");
        });
      case c10::TypeKind::FloatType:
        return list<double>(name, v, schema, [&](const std::string& n, const ArgValue& x) {
          if (x.kind == ArgValue::Kind::kFloat) return x.f;
          if (auto i = integer(x)) return static_cast<double>(*i);
          refuse(n, x, schema, "expected a number");
        });
      case c10::TypeKind::BoolType:
        return list<bool>(name, v, schema, [&](const std::string& n, const ArgValue& x) {
          if (x.kind == ArgValue::Kind::kBool) return x.b;
          refuse(n, x, schema, "expected a bool");
        });
      case c10::TypeKind::TensorType:
        return list<at::Tensor>(name, v, schema, [&](const std::string& n, const ArgValue& x) {
          if (!x.is_tensor()) refuse(n, x, schema, "expected a tensor");
          return tensor(n, x);
        });
      case c10::TypeKind::OptionalType:
        if (unwrap_optional(elem)->kind() == c10::TypeKind::TensorType)
          return list<std::optional<at::Tensor>>(name, v, schema, [&](const std::string& n, const ArgValue& x) {
            if (x.kind == ArgValue::Kind::kNone) return std::optional<at::Tensor>();
            if (!x.is_tensor()) refuse(n, x, schema, "expected a tensor or None");
            return std::optional<at::Tensor>(tensor(n, x));
          });
        break;
      default: break;
    }
    refuse(name, v, schema, "a list of " + elem->str() + " is not replayed");
  }

  // A value given as text (torch.float32, torch.channels_last, device(type='cuda', index=0)), or a string.
  c10::IValue text_value(const std::string& name, const ArgValue& v, const c10::TypePtr& type,
                         const c10::Argument& schema) const {
    const bool text = v.kind == ArgValue::Kind::kUnknown || v.kind == ArgValue::Kind::kString;
    if (!text) refuse(name, v, schema, "expected " + type->str());
    switch (type->kind()) {
      case c10::TypeKind::ScalarTypeType: {
        auto d = find_dtype(strip_torch(v.text));
        if (!d) refuse(name, v, schema, "not a dtype this replay knows");
        return scalar_type(std::string(d->name));
      }
      case c10::TypeKind::MemoryFormatType:
        if (auto m = memory_format(v.text)) return *m;
        refuse(name, v, schema, "not a memory format");
      case c10::TypeKind::LayoutType:
        if (auto l = layout_of(v.text)) return *l;
        refuse(name, v, schema, "not a layout");
      case c10::TypeKind::DeviceObjType: {
        auto d = device_text(v.text);
        if (!d) refuse(name, v, schema, "not a device");
        // the recorded device is the replay's (a CUDA call replayed with --device cpu makes its tensors there)
        const std::string recorded = call_.device();
        if (d->substr(0, d->find(':')) == recorded.substr(0, recorded.find(':'))) return device_;
        return at::Device(*d);
      }
      case c10::TypeKind::StringType:
        if (v.kind == ArgValue::Kind::kString) return v.text;
        break;
      default: break;
    }
    refuse(name, v, schema, "this replay does not convert " + type->str() + " from it");
  }

  c10::IValue value(const std::string& name, const ArgValue& v, const c10::TypePtr& real,
                    const c10::Argument& schema) const {
    if (real->kind() == c10::TypeKind::OptionalType) {
      if (v.kind == ArgValue::Kind::kNone) return c10::IValue();
      return value(name, v, unwrap_optional(real), schema);
    }
    if (v.kind == ArgValue::Kind::kNone) refuse(name, v, schema, "None for an argument that is not optional");
    switch (real->kind()) {
      case c10::TypeKind::TensorType:
        if (!v.is_tensor()) refuse(name, v, schema, "expected a tensor the recording knows the layout of");
        return tensor(name, v);
      case c10::TypeKind::IntType:
      case c10::TypeKind::SymIntType:
        if (auto i = integer(v)) return *i;
        refuse(name, v, schema, "expected a known integer");
      case c10::TypeKind::FloatType:
      case c10::TypeKind::SymFloatType:
        if (v.kind == ArgValue::Kind::kFloat) return v.f;
        if (auto i = integer(v)) return static_cast<double>(*i);
        refuse(name, v, schema, "expected a number");
      case c10::TypeKind::BoolType:
      case c10::TypeKind::SymBoolType:
        if (v.kind == ArgValue::Kind::kBool) return v.b;
        refuse(name, v, schema, "expected a bool");
      case c10::TypeKind::NumberType:  // Scalar
      case c10::TypeKind::ComplexType:
        if (v.kind == ArgValue::Kind::kBool && real->kind() == c10::TypeKind::NumberType) return v.b;
        if (v.kind == ArgValue::Kind::kFloat) return v.f;
        if (auto i = integer(v)) return *i;
        if (auto z = v.kind == ArgValue::Kind::kUnknown ? complex_literal(v.text) : std::nullopt) return *z;
        refuse(name, v, schema, "expected a number");
      case c10::TypeKind::ListType:
        return list_value(name, v, real->castRaw<c10::ListType>()->getElementType(), schema);
      default: return text_value(name, v, real, schema);
    }
  }

  const OpCall& call_;
  at::Device device_;
  std::vector<Arg> tensors_;  ///< every tensor argument, those in lists too ("#0[1]"), for their storages
  std::map<std::string, at::Tensor> bases_;
  mutable std::vector<std::string> guessed_;
};

// The boxed stack: positional "#i" in order, keyword ones by name, the schema's defaults (or None) for the rest.
std::vector<c10::IValue> stack_of(const OpCall& call, const c10::FunctionSchema& schema, Converter& conv) {
  const auto& args = schema.arguments();
  std::vector<const Arg*> given(args.size(), nullptr);
  for (const auto& a : call.args) {
    size_t at = args.size();
    if (a.name.starts_with("#")) {
      auto i = parse_int64(a.name.substr(1));
      if (!i || *i < 0 || static_cast<size_t>(*i) >= args.size() || args[static_cast<size_t>(*i)].kwarg_only())
        throw Unsupported("torch " TORCH_VERSION "'s " + call.op + " takes no positional argument " + a.name +
                          " (its schema: " + c10::toString(schema) + ")");
      at = static_cast<size_t>(*i);
    } else {
      for (size_t k = 0; k < args.size(); ++k)
        if (args[k].name() == a.name) at = k;
      if (at == args.size())
        throw Unsupported("torch " TORCH_VERSION "'s " + call.op + " has no argument '" + a.name + "'");
    }
    given[at] = &a;
  }
  std::vector<c10::IValue> stack;
  for (size_t k = 0; k < args.size(); ++k) {
    if (given[k]) {
      stack.push_back(conv.convert(given[k]->name, given[k]->value, args[k]));
    } else if (args[k].default_value()) {
      stack.push_back(*args[k].default_value());
    } else if (args[k].type()->kind() == c10::TypeKind::OptionalType) {
      stack.emplace_back();
    } else {
      throw Unsupported("the call gives no '" + args[k].name() + "' (" + args[k].type()->str() + "), which torch " +
                        TORCH_VERSION "'s " + call.op + " requires");
    }
  }
  return stack;
}

void add_output(const std::string& name, const at::Tensor& t, OpRun& run) {
  if (!t.defined()) return;
  run.outputs.push_back(output_layout(name, t));
}

// The results by position: "result" for an op of one tensor, "result[i]" for a tuple's i-th or a list's i-th.
void outputs_of(const std::vector<c10::IValue>& results, OpRun& run) {
  auto list = [&](const std::string& name, const c10::IValue& v) {
    if (v.isTensor()) return add_output(name, v.toTensor(), run);
    if (!v.isTensorList() && !v.isList()) return;
    auto items = v.toListRef();
    for (size_t i = 0; i < items.size(); ++i)
      if (items[i].isTensor()) add_output(name + "[" + std::to_string(i) + "]", items[i].toTensor(), run);
  };
  if (results.size() == 1) return list("result", results[0]);
  for (size_t i = 0; i < results.size(); ++i) list("result[" + std::to_string(i) + "]", results[i]);
}

std::optional<std::string> over_budget(int64_t inputs, at::Device device, uint64_t max_memory) {
  const int64_t need = inputs * 2;  // inputs, and outputs of about their size
  uint64_t budget = max_memory;
  if (budget == 0)
    budget =
        device.is_cuda()
            ? static_cast<uint64_t>(
                  static_cast<double>(cuda_free_bytes(device.index() < 0 ? c10::DeviceIndex(0) : device.index())) * 0.9)
            : available_host_memory() / 2;
  if (static_cast<uint64_t>(need) <= budget) return std::nullopt;
  return "needs about " + human_bytes(static_cast<double>(need)) + " on " + device.str() + ", over the budget of " +
         human_bytes(static_cast<double>(budget)) + "; raise it with --max-memory BYTES";
}

}  // namespace

OpRun op_kernel_run(const OpCall& call, at::Device device, const WorkerRequest& request) {
  auto t0 = std::chrono::steady_clock::now();
  OpRun run;
  run.kind = OpRunKind::kKernel;
  run.impl = "libtorch " TORCH_VERSION " (the replay worker)";
  run.torch = TORCH_VERSION;
  run.device = device.str();
  WarningCollector warnings;
  c10::WarningUtils::WarningHandlerGuard guard(&warnings);
  std::vector<std::string> guessed;
  try {
    auto [name, overload] = op_name(call.op);
    auto handle = c10::Dispatcher::singleton().findSchema({name, overload});
    if (!handle) throw Unsupported("torch " TORCH_VERSION " has no " + name + (overload.empty() ? "" : "." + overload));
    uint64_t seed = request.seed;
    for (char c : call.id) seed = seed * 1315423911u + static_cast<unsigned char>(c);
    Converter conv(call, device);
    auto bytes = conv.input_bytes();
    if (auto over = bytes ? over_budget(*bytes, device, request.max_memory) : std::nullopt) {
      run.status = RunStatus::kOverBudget;
      run.reason = *over;
    } else {
      conv.allocate(seed);
      std::vector<c10::IValue> stack = stack_of(call, handle->schema(), conv);
      guessed = conv.guessed();
      handle->callBoxed(&stack);
      if (device.is_cuda()) sync_cuda(device.index() < 0 ? c10::DeviceIndex(0) : device.index());
      outputs_of(stack, run);
      run.status = RunStatus::kOk;
    }
  } catch (...) {  // (no CannotServe here: only a backend's run throws it)
    record_failure(run.status, run.reason);
  }
  run.warnings = guessed;
  run.warnings.insert(run.warnings.end(), warnings.messages.begin(), warnings.messages.end());
  run.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return run;
}

}  // namespace stridecheck::engine_detail
