#include "replay/engine_torch_ops.h"

// The backends' own ops and the call site's tensors (engine_torch_ops.h says what is here).
namespace stridecheck::engine_detail {

namespace {

const c10::OperatorHandle& op_handle(const std::string& name) {
  static std::map<std::string, std::optional<c10::OperatorHandle>> handles;
  auto it = handles.find(name);
  if (it == handles.end())
    it = handles.emplace(name, c10::Dispatcher::singleton().findSchema({"aten::" + name, ""})).first;
  if (!it->second) throw Unsupported("torch " TORCH_VERSION " has no aten::" + name);
  return *it->second;
}

double scalar(const CallSite& c, const char* name, double dflt) {
  const Arg* a = c.arg(name);
  if (!a) return dflt;
  if (a->value.kind == ArgValue::Kind::kFloat) return a->value.f;
  if (a->value.kind == ArgValue::Kind::kInt && a->value.i.value) return static_cast<double>(*a->value.i.value);
  return dflt;
}

bool boolean(const CallSite& c, const char* name, bool dflt) {
  const Arg* a = c.arg(name);
  return a && a->value.kind == ArgValue::Kind::kBool ? a->value.b : dflt;
}

const OpSpec& spec_of(const OpSpec* spec, Backend b) {
  if (!spec) throw Unsupported("no " + backend_title(b) + " op is replayed");
  return *spec;
}

// Results by stridecheck's output names (the op's positions, which every version keeps; sdpa_ops names
// them); non-tensor results (max_q, max_k) and empty tensors are not outputs.
std::vector<std::pair<std::string, at::Tensor>> named_outputs(const std::vector<std::string>& names,
                                                              const std::vector<c10::IValue>& r) {
  std::vector<std::pair<std::string, at::Tensor>> named;
  for (size_t i = 0; i < r.size() && i < names.size(); ++i)
    if (r[i].isTensor() && names[i] != "debug_attn_mask") {
      at::Tensor t = r[i].toTensor();
      if (t.defined() && t.numel() > 0) named.emplace_back(names[i], t);
    }
  return named;
}

}  // namespace

std::vector<c10::IValue> call_op(const std::string& name, const Values& v) {
  const auto& op = op_handle(name);
  const auto& schema = op.schema();
  std::vector<c10::IValue> stack;
  for (const auto& a : schema.arguments()) {
    const bool optional = a.type()->kind() == c10::TypeKind::OptionalType;
    auto it = v.find(a.name());
    if (it != v.end()) {
      const bool undefined = it->second.isTensor() && !it->second.toTensor().defined();
      stack.push_back(undefined && optional ? c10::IValue() : it->second);
    } else if (a.default_value()) {
      stack.push_back(*a.default_value());
    } else if (optional) {
      stack.emplace_back();
    } else {
      throw Unsupported("torch " TORCH_VERSION "'s aten::" + name + " takes '" + a.name() + "' (" + a.type()->str() +
                        "), which this replay does not know how to fill");
    }
  }
  op.callBoxed(&stack);
  return stack;
}

int64_t to_int(const c10::IValue& v) { return v.isInt() ? v.toInt() : v.toSymInt().guard_int(__FILE__, __LINE__); }

size_t cuda_free_bytes(c10::DeviceIndex index) {
  auto* get = cuda_runtime<cudaError_t(size_t*, size_t*)>("cudaMemGetInfo");
  size_t free = 0, total = 0;
  if (!get) return 0;
  c10::DeviceGuard guard(c10::Device(c10::DeviceType::CUDA, index));
  return get(&free, &total) == cudaSuccess ? free : 0;
}

void sync_cuda(c10::DeviceIndex index) {
  c10::DeviceGuard guard(c10::Device(c10::DeviceType::CUDA, index));
  c10::cuda::device_synchronize();
}

at::ScalarType scalar_type(const std::string& dtype) {
  auto d = find_dtype(dtype.empty() ? "float32" : dtype);
  if (d)
    for (int i = 0; i < static_cast<int>(at::ScalarType::NumOptions); ++i) {
      auto t = static_cast<at::ScalarType>(i);
      if (d->c10_name == c10::toString(t)) return t;
    }
  throw std::runtime_error("dtype " + dtype + " is not known to this libtorch");
}

std::string dtype_name(at::ScalarType t) {
  if (auto d = find_dtype_by_c10(c10::toString(t))) return std::string(d->name);
  return c10::toString(t);
}

std::string error_text(const c10::Error& e) {
  std::string s = e.what_without_backtrace();
  // the first line carries the message; the rest is C++ context
  auto nl = s.find('\n');
  return nl == std::string::npos ? s : s.substr(0, nl);
}

void record_failure(RunStatus& status, std::string& reason) {
  try {
    throw;
  } catch (const c10::Error& e) {
    status = RunStatus::kUnsupported;
    reason = error_text(e);
  } catch (const CannotServe& e) {
    status = RunStatus::kCannotServe;
    reason = e.what();
  } catch (const Unsupported& e) {
    status = RunStatus::kUnsupported;
    reason = e.what();
  } catch (const std::exception& e) {
    status = RunStatus::kError;
    reason = e.what();
  }
}

std::string sdp_name(int64_t code, bool cuda) {
  auto b = backend_of_sdp_code(code, cuda);
  return b ? std::string(backend_name(*b)) : "none";
}

std::string human_bytes(double b) {
  const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int u = 0;
  while (b >= 1024 && u < 6) {
    b /= 1024;
    ++u;
  }
  char buf[48];
  std::snprintf(buf, sizeof buf, u ? "%.1f %s" : "%.0f %s", b, units[u]);
  return buf;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

std::map<std::string, at::Tensor> make_storages(const std::vector<Arg>& args, at::Device device, uint64_t seed,
                                                int64_t& bytes) {
  // One storage per recorded buffer: as large as the furthest element any of its views reaches.
  std::vector<std::string> problems;
  std::map<std::string, at::ScalarType> dtypes;
  std::map<std::string, int64_t> elements;
  for (const auto& [key, need] : storages_of(args, &problems)) {
    dtypes[key] = scalar_type(need.dtype);
    elements[key] = need.elements;
  }
  if (!problems.empty()) throw std::runtime_error(problems.front());
  at::manual_seed(seed);
  std::map<std::string, at::Tensor> bases;
  for (const auto& [key, dtype] : dtypes) {
    auto opts = at::TensorOptions().dtype(dtype).device(device);
    int64_t n = std::max<int64_t>(elements[key], 1);
    at::Tensor& base = bases[key];
    if (at::isFloatingType(dtype) && !c10::isFloat8Type(dtype)) {
      base = at::empty({n}, opts).normal_(0, 1);
    } else if (dtype == at::kBool) {
      base = at::empty({n}, opts.dtype(at::kFloat)).uniform_(0, 1).gt(0.2);
    } else if (at::isFloatingType(dtype)) {
      base = at::empty({n}, opts.dtype(at::kFloat)).normal_(0, 1).to(dtype);
    } else {
      base = at::zeros({n}, opts);
    }
    bytes += n * static_cast<int64_t>(c10::elementSize(dtype));
  }
  return bases;
}

uint64_t available_host_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  uint64_t kb = 0;
  std::string unit;
  while (in >> key >> kb >> unit)
    if (key == "MemAvailable:") return kb * 1024;
  return 1ull << 32;
}

SiteTensors materialise(const CallSite& c, at::Device device, uint64_t seed) {
  SiteTensors s;
  s.device = device;
  std::map<std::string, at::Tensor> bases = make_storages(c.args, device, seed, s.input_bytes);
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    const auto& t = a.value.tensor;
    auto layout = *t.concrete();
    s.args[a.name] = bases.at(storage_key(a.name, t)).as_strided(layout.sizes, layout.strides, layout.storage_offset);
  }
  auto get = [&](std::initializer_list<const char*> names) {
    for (const char* n : names)
      if (auto it = s.args.find(n); it != s.args.end()) return it->second;
    return at::Tensor();
  };
  s.recorded = c.backend;
  s.q = get({"query"});
  s.k = get({"key"});
  s.v = get({"value"});
  s.bias = get({"attn_bias", "attn_mask"});
  s.grad_out = get({"grad_out", "grad_out_"});
  s.out = get({"out"});
  s.lse = get({"logsumexp"});
  if (!s.q.defined() || !s.k.defined() || !s.v.defined())
    throw std::runtime_error("query, key and value must be tensors");
  s.dropout = scalar(c, "dropout_p", 0.0);
  s.causal = boolean(c, "is_causal", false);
  if (const Arg* a = c.arg("scale"); a && a->value.kind == ArgValue::Kind::kFloat) s.scale = a->value.f;
  s.gqa = s.q.dim() == 4 && s.k.dim() == 4 && s.q.size(1) != s.k.size(1);
  s.need_lse = boolean(c, "compute_log_sumexp", true);
  if (const Arg* m = c.arg("grad_input_mask");
      m && m->value.kind == ArgValue::Kind::kList && m->value.items.size() == 4) {
    std::array<bool, 4> mask{};
    for (size_t i = 0; i < 4; ++i) mask[i] = m->value.items[i].b;
    s.grad_input_mask = mask;
  }
  return s;
}

Values site_values(const SiteTensors& s, const at::Tensor& q, const at::Tensor& k, const at::Tensor& v_) {
  Values v;
  v["query"] = q.defined() ? q : s.q;
  v["key"] = k.defined() ? k : s.k;
  v["value"] = v_.defined() ? v_ : s.v;
  v["attn_bias"] = s.bias;
  v["attn_mask"] = s.bias;
  v["dropout_p"] = s.dropout;
  v["is_causal"] = s.causal;
  v["scale"] = s.scale ? c10::IValue(*s.scale) : c10::IValue();
  v["enable_gqa"] = s.gqa;
  v["compute_log_sumexp"] = s.need_lse;
  v["return_debug_mask"] = false;
  if (s.grad_out.defined()) {
    v["grad_out"] = s.grad_out;
    v["grad_out_"] = s.grad_out;
  }
  return v;
}

namespace {

std::string sizes_text(at::IntArrayRef v) {
  std::string out = "(";
  for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + std::to_string(v[i]);
  return out + (v.size() == 1 ? ",)" : ")");
}

// aligned_tensor<8> of attention.cpp: every stride but the last a multiple of 8, the last 1.
bool aligned_for_efficient(const at::Tensor& t) {
  for (int64_t i = 0; i + 1 < t.dim(); ++i)
    if (t.stride(i) % 8 != 0) return false;
  return t.dim() == 0 || t.stride(-1) == 1;
}

PreparedMask prepare(Backend b, const SiteTensors& s) {
  PreparedMask p{s.bias, {}};
  if (!p.mask.defined() || b == s.recorded || b == Backend::kMath) return p;
  if (p.mask.scalar_type() == at::kBool) {  // convert_boolean_attn_mask
    p.mask = at::zeros_like(p.mask, s.q.scalar_type())
                 .masked_fill_(p.mask.logical_not(), -std::numeric_limits<double>::infinity());
    p.notes.push_back("the boolean mask made additive (0 where True, -inf where False) in query's dtype");
  }
  if (b != Backend::kEfficient || s.q.dim() != 4 || s.k.dim() != 4 || p.mask.dim() == 0) return p;
  if (!aligned_for_efficient(p.mask)) {  // pad_bias<8>
    const int64_t last = p.mask.size(-1), pad = 8 - last % 8;
    std::string strides = sizes_text(p.mask.strides());
    p.mask = at::constant_pad_nd(p.mask, {0, pad}).slice(-1, 0, last);
    p.notes.push_back("padded: strides " + strides + " are not multiples of 8, so its last dim was padded to " +
                      std::to_string(last + pad) + " and sliced back to " + std::to_string(last) + " (strides " +
                      sizes_text(p.mask.strides()) + ")");
  }
  std::vector<int64_t> full = {s.q.size(0), s.q.size(1), s.q.size(2), s.k.size(2)};
  if (p.mask.sizes() != at::IntArrayRef(full)) {  // preprocess_mask's expand
    p.notes.push_back("expanded from " + sizes_text(p.mask.sizes()) + " to (B, H, Sq, Sk) " + sizes_text(full));
    p.mask = p.mask.expand(full);
  }
  return p;
}

// The lines torch's chooser warned under backend `b`'s heading ("Flash attention kernel not used because:").
std::string reason_of(Backend b, const std::vector<std::string>& warnings) {
  std::string_view key = b == Backend::kEfficient ? "Memory efficient"
                         : b == Backend::kCudnn   ? "cuDNN"
                                                  : "Flash attention";
  std::vector<std::string> lines;
  bool in = false;
  for (const auto& w : warnings) {
    bool heading = w.ends_with("because:");
    if (heading) {
      in = w.starts_with(key);
      continue;
    }
    if (in) lines.push_back(w);
  }
  return join(lines, " ");
}

}  // namespace

const PreparedMask& prepared_mask(Backend b, const SiteTensors& s) {
  auto it = s.masks.find(b);
  if (it == s.masks.end()) it = s.masks.emplace(b, prepare(b, s)).first;
  return it->second;
}

at::Tensor as_traced(const at::Tensor& t, bool training) {
  return training && t.defined() && at::isFloatingType(t.scalar_type()) ? t.detach().requires_grad_() : t;
}

std::optional<std::string> chooser_refuses(Backend b, const SiteTensors& s, bool training) {
  WarningCollector warnings;
  c10::WarningUtils::WarningHandlerGuard guard(&warnings);
  SdpState state;
  state.enable_only({b});
  std::string error;
  try {
    int64_t choice = call_op("_fused_sdp_choice", site_values(s, as_traced(s.q, training), as_traced(s.k, training),
                                                              as_traced(s.v, training)))
                         .at(0)
                         .toInt();
    if (choice == sdp_code(b)) return std::nullopt;
    error = "its chooser picks " + sdp_name(choice, s.device.is_cuda()) + " instead";
  } catch (const c10::Error& e) {
    error = error_text(e);
  }
  std::string why = reason_of(b, warnings.messages);
  return "torch's chooser: " + (why.empty() ? error : why);
}

Forward forward_op(Backend b, const SiteTensors& s) {
  if (b == Backend::kOverrideable) throw Unsupported("overrideable backend not replayed");
  Forward f;
  Values v = site_values(s);
  v["attn_bias"] = v["attn_mask"] = prepared_mask(b, s).mask;
  if (b == Backend::kMath) {
    f.named = named_outputs({"out"}, call_op("_scaled_dot_product_attention_math", v));
    f.out = f.named.at(0).second;
    return f;
  }
  const OpSpec& spec = spec_of(forward_op_of(b), b);
  auto r = call_op(spec.name, v);
  for (size_t i = 0; i < r.size() && i < spec.outputs.size(); ++i) {
    const std::string& n = spec.outputs[i];
    const std::string_view as = backward_input_of(n);  // flash's rng_state and unused: philox_seed, philox_offset
    if (n == "max_q")
      f.max_q = to_int(r[i]);
    else if (n == "max_k")
      f.max_k = to_int(r[i]);
    if (!r[i].isTensor()) continue;
    at::Tensor t = r[i].toTensor();
    if (n == "out")
      f.out = t;
    else if (n == "logsumexp")
      f.lse = t;
    else if (n == "cum_seq_q")
      f.cum_q = t;
    else if (n == "cum_seq_k")
      f.cum_k = t;
    else if (as == "philox_seed")
      f.seed = t;
    else if (as == "philox_offset")
      f.offset = t;
  }
  f.named = named_outputs(spec.outputs, r);
  return f;
}

std::vector<std::pair<std::string, at::Tensor>> backward_op(Backend b, const SiteTensors& s, const Forward& f,
                                                            SavedTensors saved) {
  const bool use_recorded = saved == SavedTensors::kRecorded;
  at::Tensor out = f.out, lse = f.lse;
  if (use_recorded && s.out.defined() && s.out.sizes() == f.out.sizes()) {
    s.out.copy_(f.out);
    out = s.out;
  }
  if (use_recorded && s.lse.defined() && f.lse.defined() && s.lse.sizes() == f.lse.sizes()) {
    s.lse.copy_(f.lse);
    lse = s.lse;
  }
  if (b == Backend::kOverrideable) throw Unsupported("overrideable backend not replayed");
  if (b == Backend::kMath) {
    at::Tensor q = s.q.detach().requires_grad_(), k = s.k.detach().requires_grad_(), v = s.v.detach().requires_grad_();
    at::Tensor o = call_op("_scaled_dot_product_attention_math", site_values(s, q, k, v)).at(0).toTensor();
    auto g = torch::autograd::grad({o}, {q, k, v}, {s.grad_out});
    return {{"grad_query", g[0]}, {"grad_key", g[1]}, {"grad_value", g[2]}};
  }
  const OpSpec& spec = spec_of(backward_op_of(b), b);
  Values v = site_values(s);
  v["attn_bias"] = v["attn_mask"] = prepared_mask(b, s).mask;
  v["out"] = out;
  v["logsumexp"] = lse;
  v["philox_seed"] = f.seed;
  v["philox_offset"] = f.offset;
  v["cum_seq_q"] = f.cum_q;
  v["cum_seq_k"] = f.cum_k;
  v["max_q"] = f.max_q;
  v["max_k"] = f.max_k;
  std::array<bool, 4> mask = s.grad_input_mask.value_or(std::array<bool, 4>{true, true, true, false});
  if (!s.bias.defined()) mask[3] = false;
  v["grad_input_mask"] = c10::List<bool>({mask[0], mask[1], mask[2], mask[3]});
  auto r = call_op(spec.name, v);
  std::vector<std::pair<std::string, at::Tensor>> named;
  for (size_t i = 0; i < r.size() && i < spec.outputs.size(); ++i)
    if (r[i].isTensor() && r[i].toTensor().defined()) named.emplace_back(spec.outputs[i], r[i].toTensor());
  return named;
}

std::vector<std::pair<std::string, at::Tensor>> sdpa(const SiteTensors& s, Direction d) {
  const bool backward = d == Direction::kBackward;
  at::Tensor q = s.q.detach(), k = s.k.detach(), v = s.v.detach();
  if (backward) {
    q.requires_grad_();
    k.requires_grad_();
    v.requires_grad_();
  }
  at::Tensor out = call_op("scaled_dot_product_attention", site_values(s, q, k, v)).at(0).toTensor();
  if (!backward) return {{"out", out}};
  auto g = torch::autograd::grad({out}, {q, k, v}, {s.grad_out});
  return {{"grad_query", g[0]}, {"grad_key", g[1]}, {"grad_value", g[2]}};
}

}  // namespace stridecheck::engine_detail
