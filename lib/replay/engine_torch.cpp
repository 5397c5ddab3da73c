// The only translation unit of stridecheck that includes libtorch. It rebuilds each call site's
// tensors with exactly their recorded dtype, device, sizes, strides and storage offset (as_strided
// over one storage per recorded buffer, so q/k/v slices of a fused qkv buffer share memory as they
// did in the graph), then runs each backend's own aten ops and scaled_dot_product_attention, and
// reports the layouts, values, times and memory it sees.
//
// One source for every torch from 2.6 to 2.15: the SDPA ops are called through the dispatcher by the
// schema of the torch it runs on (arguments matched by name, the schema's defaults for arguments a
// version adds), never through compile-time at:: signatures, and only APIs that all these versions have
// are used (the CUDA caching allocator and stream of c10::cuda, not at::accelerator's newer ones).
#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/detail/CUDAHooksInterface.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/Event.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAFunctions.h>
#include <c10/util/Exception.h>
#include <torch/csrc/autograd/autograd.h>
#if __has_include(<torch/headeronly/version.h>)
#include <torch/headeronly/version.h>
#else
#include <torch/version.h>  // torch <= 2.8
#endif
#include <dlfcn.h>
#include <sys/utsname.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <set>

#include "core/text.h"
#include "layout/dtype.h"
#include "replay/engine.h"

namespace stridecheck {

namespace {

// ---- small helpers ------------------------------------------------------------------------------

// What this torch cannot do as asked: an op it lacks, or a schema argument the replay cannot fill. The run
// is reported `unsupported` with this reason, as a kernel's own refusal is.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// ---- the SDPA ops, called by schema -------------------------------------------------------------

// Argument values by schema name. A name that schemas spell two ways (grad_out / grad_out_, attn_bias /
// attn_mask) is stored under both.
using Values = std::map<std::string, c10::IValue>;

const c10::OperatorHandle& op_handle(const std::string& name) {
  static std::map<std::string, std::optional<c10::OperatorHandle>> handles;
  auto it = handles.find(name);
  if (it == handles.end())
    it = handles.emplace(name, c10::Dispatcher::singleton().findSchema({"aten::" + name, ""})).first;
  if (!it->second) throw Unsupported("torch " TORCH_VERSION " has no aten::" + name);
  return *it->second;
}

// Calls aten::NAME with its schema's arguments taken from `v` by name; an argument `v` lacks takes the
// schema's default, or None where it is optional. Returns the op's results, one per schema return.
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

// The CUDA runtime's cuDNN version where this libtorch can say it (newer hooks), else the one it was built with.
template <typename H>
auto cudnn_version(const H& h, int) -> decltype(h.versionRuntimeCuDNN()) {
  return h.versionRuntimeCuDNN();
}
template <typename H>
long cudnn_version(const H& h, long) {
  return h.versionCuDNN();
}

// The CUDA runtime's own functions, from the libcudart libtorch loaded: the worker links no CUDA runtime of
// its own (--as-needed drops it), so a wheel built for another CUDA (torch 2.6: 12.4) than the local
// toolkit's never has two runtimes in one process. Null where no CUDA runtime is loaded.
template <typename F>
F* cuda_runtime(const char* name) {
  return reinterpret_cast<F*>(::dlsym(RTLD_DEFAULT, name));
}

// Free bytes on a device (cudaMemGetInfo), 0 when it cannot say.
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

// Dtypes by the one table the readers use (layout/dtype.h), found in libtorch by c10's name for them, so a
// recording the readers accept never fails here for its dtype.
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

// Collects what libtorch warns while a backend is chosen or run ("Flash attention kernel not used
// because: ...").
class WarningCollector : public c10::WarningHandler {
 public:
  void process(const c10::Warning& w) override {
    std::string m = w.msg();
    if (std::find(messages.begin(), messages.end(), m) == messages.end()) messages.push_back(m);
  }
  std::vector<std::string> messages;
};

// Restores the global SDPA switches and priority order on scope exit.
class SdpState {
 public:
  SdpState()
      : ctx_(at::globalContext()),
        flash_(ctx_.userEnabledFlashSDP()),
        mem_(ctx_.userEnabledMemEfficientSDP()),
        math_(ctx_.userEnabledMathSDP()),
        cudnn_(ctx_.userEnabledCuDNNSDP()),
        over_(ctx_.userEnabledOverrideableSDP()),
        order_(current_order()) {}
  static std::vector<int64_t> current_order() {
    std::vector<int64_t> v;
    for (auto b : at::globalContext().sDPPriorityOrder()) v.push_back(static_cast<int64_t>(b));
    return v;
  }
  ~SdpState() {
    ctx_.setSDPUseFlash(flash_);
    ctx_.setSDPUseMemEfficient(mem_);
    ctx_.setSDPUseMath(math_);
    ctx_.setSDPUseCuDNN(cudnn_);
    ctx_.setSDPUseOverrideable(over_);
    ctx_.setSDPPriorityOrder(order_);
  }
  SdpState(const SdpState&) = delete;
  SdpState& operator=(const SdpState&) = delete;

  // Only these backends enabled, as sdpa_kernel([...]) does.
  void enable_only(const std::vector<Backend>& backends) {
    auto has = [&](Backend b) { return std::find(backends.begin(), backends.end(), b) != backends.end(); };
    ctx_.setSDPUseFlash(has(Backend::kFlash) || has(Backend::kFlashCpu));
    ctx_.setSDPUseMemEfficient(has(Backend::kEfficient));
    ctx_.setSDPUseMath(has(Backend::kMath));
    ctx_.setSDPUseCuDNN(has(Backend::kCudnn));
    ctx_.setSDPUseOverrideable(has(Backend::kOverrideable));
  }

 private:
  at::Context& ctx_;
  bool flash_, mem_, math_, cudnn_, over_;
  std::vector<int64_t> order_;
};

int64_t sdp_code(Backend b) {
  switch (b) {
    case Backend::kMath: return 0;
    case Backend::kFlash:
    case Backend::kFlashCpu: return 1;
    case Backend::kEfficient: return 2;
    case Backend::kCudnn: return 3;
    case Backend::kOverrideable: return 4;
  }
  return 0;
}

std::string sdp_name(int64_t code, bool cuda) {
  switch (code) {
    case 0: return "math";
    case 1: return cuda ? "flash" : "flash_cpu";
    case 2: return "efficient";
    case 3: return "cudnn";
    case 4: return "overrideable";
    default: return "none";
  }
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

// ---- one call site, materialised -----------------------------------------------------------------

struct SiteTensors {
  at::Device device{at::kCPU};
  std::map<std::string, at::Tensor> args;  // every tensor argument, as recorded
  at::Tensor q, k, v, bias, grad_out, out, lse;
  double dropout = 0;
  bool causal = false;
  std::optional<double> scale;
  bool gqa = false;
  bool need_lse = true;
  std::optional<std::array<bool, 4>> grad_input_mask;
  int64_t input_bytes = 0;
};

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

SiteTensors materialise(const CallSite& c, at::Device device, uint64_t seed) {
  SiteTensors s;
  s.device = device;
  // One storage per recorded buffer: as large as the furthest element any of its views reaches.
  struct Storage {
    at::ScalarType dtype;
    int64_t elements = 0;
    at::Tensor base;
  };
  std::vector<std::string> problems;
  std::map<std::string, Storage> storages;
  for (const auto& [key, need] : storages_of(c.args, &problems)) {
    auto& st = storages[key];
    st.dtype = scalar_type(need.dtype);
    st.elements = need.elements;
  }
  if (!problems.empty()) throw std::runtime_error(problems.front());
  at::manual_seed(seed);
  for (auto& [key, st] : storages) {
    auto opts = at::TensorOptions().dtype(st.dtype).device(device);
    int64_t n = std::max<int64_t>(st.elements, 1);
    if (at::isFloatingType(st.dtype) && !c10::isFloat8Type(st.dtype)) {
      st.base = at::empty({n}, opts).normal_(0, 1);
    } else if (st.dtype == at::kBool) {
      st.base = at::empty({n}, opts.dtype(at::kFloat)).uniform_(0, 1).gt(0.2);
    } else if (at::isFloatingType(st.dtype)) {
      st.base = at::empty({n}, opts.dtype(at::kFloat)).normal_(0, 1).to(st.dtype);
    } else {
      st.base = at::zeros({n}, opts);
    }
    s.input_bytes += n * static_cast<int64_t>(c10::elementSize(st.dtype));
  }
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    const auto& t = a.value.tensor;
    auto layout = *t.concrete();
    auto& st = storages[storage_key(a.name, t)];
    s.args[a.name] = st.base.as_strided(layout.sizes, layout.strides, layout.storage_offset);
  }
  auto get = [&](std::initializer_list<const char*> names) {
    for (const char* n : names)
      if (auto it = s.args.find(n); it != s.args.end()) return it->second;
    return at::Tensor();
  };
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

// ---- the backends' own ops -----------------------------------------------------------------------

struct Forward {
  std::vector<std::pair<std::string, at::Tensor>> named;  // tensor outputs by stridecheck's names (sdpa_ops)
  at::Tensor out, lse, cum_q, cum_k, seed, offset;
  int64_t max_q = 0, max_k = 0;
};

// The arguments every SDPA op of a call site draws on, by schema name; query, key and value are the site's
// unless given (a detached copy that requires grad, a float32 copy for the reference).
Values site_values(const SiteTensors& s, const at::Tensor& q = {}, const at::Tensor& k = {},
                   const at::Tensor& v_ = {}) {
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

Forward forward_op(Backend b, const SiteTensors& s) {
  if (b == Backend::kOverrideable) throw Unsupported("overrideable backend not replayed");
  Forward f;
  Values v = site_values(s);
  if (b == Backend::kMath) {
    f.named = named_outputs({"out"}, call_op("_scaled_dot_product_attention_math", v));
    f.out = f.named.at(0).second;
    return f;
  }
  const OpSpec& spec = spec_of(forward_op_of(b), b);
  auto r = call_op(spec.name, v);
  for (size_t i = 0; i < r.size() && i < spec.outputs.size(); ++i) {
    const std::string& n = spec.outputs[i];
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
    else if (n == "philox_seed" || n == "rng_state")
      f.seed = t;
    else if (n == "philox_offset" || n == "unused")
      f.offset = t;
  }
  f.named = named_outputs(spec.outputs, r);
  return f;
}

// The backward op of a backend, fed by a real forward of the same backend. `out` and `logsumexp`
// keep the recorded layouts when the recording has them and their shapes agree.
std::vector<std::pair<std::string, at::Tensor>> backward_op(Backend b, const SiteTensors& s, const Forward& f,
                                                            bool use_recorded) {
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

// scaled_dot_product_attention (+ autograd for a backward call site) as a model calls it.
std::vector<std::pair<std::string, at::Tensor>> sdpa(const SiteTensors& s, bool backward) {
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

// ---- the worker's session ------------------------------------------------------------------------

class Session {
 public:
  Session(const WorkerRequest& r, const Recording& sites, const EngineCallbacks& cb) : r_(r), sites_(sites), cb_(cb) {}

  std::vector<BackendRun> run_task(const WorkerTask& t) {
    const CallSite* site = sites_.find(t.site);
    if (!site) throw std::runtime_error("unknown call site " + t.site);
    if (t.priority) return {priority_run(*site)};
    std::vector<BackendRun> runs;
    for (RunMode mode : {RunMode::kOp, RunMode::kSdpa}) runs.push_back(backend_run(*site, t.backend, mode));
    return runs;
  }

 private:
  // Where a backend runs for this request: nullopt when it cannot run here.
  std::optional<at::Device> device_for(Backend b, std::string& why) const {
    auto d = backend_device(b, r_.device, at::hasCUDA(), why);
    if (!d) return std::nullopt;
    return at::Device(*d);
  }

  SiteTensors& tensors(const CallSite& site, at::Device device) {
    std::string key = site.id + "@" + device.str();
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    auto t0 = std::chrono::steady_clock::now();
    struct Note {
      std::chrono::steady_clock::time_point t0;
      double& out;
      ~Note() {
        if (device_sync) sync_cuda(index);
        out += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      }
      bool device_sync;
      c10::DeviceIndex index;
    } note{t0, setup_ms_, device.is_cuda(), device.index() < 0 ? c10::DeviceIndex(0) : device.index()};
    if (cache_.size() > 2) cache_.clear();  // keep memory to the sites in use
    uint64_t seed = r_.seed;
    for (char c : site.id) seed = seed * 1315423911u + static_cast<unsigned char>(c);
    return cache_.emplace(key, materialise(site, device, seed)).first->second;
  }

  // Refuses a call site whose tensors would not fit, before anything is allocated.
  std::optional<std::string> over_budget(const CallSite& site, at::Device device, Backend b) const {
    auto in = input_bytes(site);
    if (!in) return std::nullopt;
    int64_t need = *in * 2;  // inputs, and outputs of about their size
    const Arg* q = site.arg("query");
    const Arg* k = site.arg("key");
    if ((b == Backend::kMath || r_.values) && q && k && q->value.is_tensor() && k->value.is_tensor()) {
      auto qs = known_values(q->value.tensor.sizes);
      auto ks = known_values(k->value.tensor.sizes);
      if (qs && ks && qs->size() == 4 && ks->size() == 4) {
        // the math path materialises the (B, H, Sq, Skv) attention matrix, in fp32 for the reference
        double scores = static_cast<double>((*qs)[0]) * static_cast<double>((*qs)[1]) * static_cast<double>((*qs)[2]) *
                        static_cast<double>((*ks)[2]);
        need += static_cast<int64_t>(std::min(scores * 4 * 3, 9e18));
      }
    }
    uint64_t budget = r_.max_memory;
    if (budget == 0) {
      if (device.is_cuda()) {
        size_t free = cuda_free_bytes(device.index() < 0 ? c10::DeviceIndex(0) : device.index());
        budget = static_cast<uint64_t>(static_cast<double>(free) * 0.9);
      } else {
        budget = available_host_memory() / 2;
      }
    }
    if (static_cast<uint64_t>(need) <= budget) return std::nullopt;
    return "needs about " + human_bytes(static_cast<double>(need)) + " on " + device.str() + ", over the budget of " +
           human_bytes(static_cast<double>(budget)) +
           (r_.max_memory      ? std::string(" (--max-memory)")
            : device.is_cuda() ? std::string(" (90% of free device memory)")
                               : std::string(" (half of the host's available memory)")) +
           "; raise it with --max-memory BYTES";
  }

  static uint64_t available_host_memory() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    uint64_t kb = 0;
    std::string unit;
    while (in >> key >> kb >> unit)
      if (key == "MemAvailable:") return kb * 1024;
    return 1ull << 32;
  }

  // The fp32 math reference for values, computed once per call site.
  const std::map<std::string, at::Tensor>& reference(const CallSite& site, const SiteTensors& s) {
    std::string key = site.id + "@" + s.device.str();
    auto it = refs_.find(key);
    if (it != refs_.end()) return it->second;
    if (refs_.size() > 2) refs_.clear();
    std::map<std::string, at::Tensor> ref;
    at::Tensor q = s.q.to(at::kFloat).detach(), k = s.k.to(at::kFloat).detach(), v = s.v.to(at::kFloat).detach();
    at::Tensor bias = s.bias.defined() && at::isFloatingType(s.bias.scalar_type()) ? s.bias.to(at::kFloat) : s.bias;
    bool backward = site.direction == Direction::kBackward;
    if (backward) {
      q.requires_grad_();
      k.requires_grad_();
      v.requires_grad_();
    }
    Values vals = site_values(s, q, k, v);
    vals["attn_mask"] = bias;
    vals["dropout_p"] = 0.0;
    at::Tensor out = call_op("_scaled_dot_product_attention_math", vals).at(0).toTensor();
    ref["out"] = out.detach();
    if (backward) {
      auto g = torch::autograd::grad({out}, {q, k, v}, {s.grad_out.to(at::kFloat)});
      ref["grad_query"] = g[0];
      ref["grad_key"] = g[1];
      ref["grad_value"] = g[2];
    }
    return refs_.emplace(key, std::move(ref)).first->second;
  }

  void outputs_of(const std::vector<std::pair<std::string, at::Tensor>>& named, BackendRun& run, const CallSite& site,
                  const SiteTensors& s) {
    const std::map<std::string, at::Tensor>* ref = nullptr;
    if (r_.values && s.dropout == 0.0) {
      try {
        ref = &reference(site, s);
      } catch (const c10::Error& e) {
        run.values_note = "no fp32 math reference: " + error_text(e);
      }
    } else if (r_.values) {
      run.values_note = "not compared: dropout makes every backend's values random";
    }
    for (const auto& [name, t] : named) {
      if (!t.defined()) continue;
      OutputLayout o;
      o.name = name;
      o.dtype = dtype_name(t.scalar_type());
      o.sizes = t.sizes().vec();
      o.strides = t.strides().vec();
      o.storage_offset = t.storage_offset();
      if (ref) {
        auto it = ref->find(name);
        if (it != ref->end() && it->second.sizes() == t.sizes()) {
          at::Tensor diff = (t.to(at::kFloat) - it->second).abs();
          double max_abs = diff.numel() ? diff.max().item<double>() : 0.0;
          double scale = it->second.numel() ? it->second.abs().max().item<double>() : 0.0;
          o.max_abs_err = max_abs;
          o.max_rel_err = scale > 0 ? max_abs / scale : max_abs;
        }
      }
      run.outputs.push_back(std::move(o));
    }
  }

  template <typename F>
  double time_ms(at::Device device, F&& f) {
    std::vector<double> samples;
    for (int i = 0; i < r_.warmup; ++i) f();
    if (device.is_cuda()) {
      // Events around each run, all queued before one synchronisation (as triton's do_bench does), so
      // that host-side launch work overlaps the previous run instead of showing up as device time.
      c10::Stream stream = at::cuda::getCurrentCUDAStream(device.index() < 0 ? c10::DeviceIndex(0) : device.index());
      std::vector<c10::Event> starts, stops;
      for (int i = 0; i < r_.repeat; ++i) {
        starts.emplace_back(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        stops.emplace_back(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
      }
      for (int i = 0; i < r_.repeat; ++i) {
        starts[static_cast<size_t>(i)].record(stream);
        f();
        stops[static_cast<size_t>(i)].record(stream);
      }
      for (int i = 0; i < r_.repeat; ++i) {
        stops[static_cast<size_t>(i)].synchronize();
        samples.push_back(starts[static_cast<size_t>(i)].elapsedTime(stops[static_cast<size_t>(i)]));
      }
      return median(samples);
    }
    for (int i = 0; i < r_.repeat; ++i) {
      {
        auto t0 = std::chrono::steady_clock::now();
        f();
        samples.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
    }
    return median(samples);
  }

  // A what-if variant: the time of making its recorded query, key and value contiguous, as the fix does
  // (`.contiguous()` of each, on storages of their recorded layouts; one that is contiguous already costs
  // nothing, as in the user's code).
  double time_copies(const CallSite& site, at::Device device) {
    std::map<std::string, at::Tensor> bases;  // one storage per recorded buffer, as materialise() makes them
    for (const auto& [key, need] : storages_of(site.copied_from, nullptr))
      bases[key] = at::empty({std::max<int64_t>(need.elements, 1)},
                             at::TensorOptions().dtype(scalar_type(need.dtype)).device(device));
    std::vector<at::Tensor> views;
    for (const auto& a : site.copied_from) {
      auto layout = a.value.tensor.concrete();
      auto base = bases.find(storage_key(a.name, a.value.tensor));
      if (!layout || base == bases.end()) continue;
      views.push_back(base->second.as_strided(layout->sizes, layout->strides, layout->storage_offset));
    }
    return time_ms(device, [&] {
      for (const auto& v : views) (void)v.contiguous();
    });
  }

  BackendRun backend_run(const CallSite& site, Backend b, RunMode mode) {
    auto t0 = std::chrono::steady_clock::now();
    setup_ms_ = 0;
    BackendRun run = backend_run_inner(site, b, mode);
    run.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    run.setup_ms = setup_ms_;
    return run;
  }

  BackendRun backend_run_inner(const CallSite& site, Backend b, RunMode mode) {
    BackendRun run;
    run.backend = b;
    run.mode = mode;
    run.recorded = mode == RunMode::kOp && b == site.backend;
    std::string why;
    auto device = device_for(b, why);
    if (!device) {
      run.status = RunStatus::kUnavailable;
      run.reason = why;
      return run;
    }
    if (auto over = over_budget(site, *device, b)) {
      run.status = RunStatus::kOverBudget;
      run.reason = *over;
      return run;
    }
    WarningCollector warnings;
    c10::WarningUtils::WarningHandlerGuard guard(&warnings);
    SdpState state;
    try {
      SiteTensors& s = tensors(site, *device);
      const bool backward = site.direction == Direction::kBackward;
      if (mode == RunMode::kOp) {
        // Peak memory of this run alone: what was live before it (other call sites' tensors, caches) is
        // taken off; its inputs, live throughout, are counted whether or not an earlier run made them.
        int64_t live_before = 0;
        if (device->is_cuda()) {
          c10::DeviceIndex idx = device->index() < 0 ? c10::DeviceIndex(0) : device->index();
          sync_cuda(idx);
          live_before = c10::cuda::CUDACachingAllocator::getDeviceStats(idx).allocated_bytes[0].current;
          c10::cuda::CUDACachingAllocator::resetPeakStats(idx);
        }
        Forward f = forward_op(b, s);
        std::vector<std::pair<std::string, at::Tensor>> named =
            backward ? backward_op(b, s, f, b == site.backend) : f.named;
        if (device->is_cuda()) {
          c10::DeviceIndex idx = device->index() < 0 ? c10::DeviceIndex(0) : device->index();
          sync_cuda(idx);
          auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(idx);
          run.peak_bytes = stats.allocated_bytes[0].peak - live_before + s.input_bytes;
          int64_t bytes = s.input_bytes;
          for (const auto& [n, t] : named) bytes += t.numel() * static_cast<int64_t>(t.element_size());
          if (backward)
            for (const auto& [n, t] : f.named) bytes += t.numel() * static_cast<int64_t>(t.element_size());
          run.tensor_bytes = bytes;
        }
        outputs_of(named, run, site, s);
        if (r_.repeat > 0) {
          // the device is this worker's alone while it times (given back however the section ends)
          struct Turn {
            const EngineCallbacks& cb;
            explicit Turn(const EngineCallbacks& c) : cb(c) {
              if (cb.before_timing) cb.before_timing();
            }
            ~Turn() {
              if (cb.after_timing) cb.after_timing();
            }
          } turn(cb_);
          if (!site.copied_from.empty()) run.copy_ms = time_copies(site, *device);
          auto flops = attention_flops(site);
          run.fwd_ms = time_ms(*device, [&] { forward_op(b, s); });
          if (flops && *run.fwd_ms > 0) run.fwd_tflops = *flops / (*run.fwd_ms * 1e-3) / 1e12;
          if (backward) {
            run.bwd_ms = time_ms(*device, [&] { backward_op(b, s, f, false); });
            if (flops && *run.bwd_ms > 0) run.bwd_tflops = 2.5 * *flops / (*run.bwd_ms * 1e-3) / 1e12;
          }
        }
      } else {
        state.enable_only({b});
        auto named = sdpa(s, backward);
        outputs_of(named, run, site, s);
      }
      run.status = RunStatus::kOk;
    } catch (const c10::Error& e) {
      run.status = RunStatus::kUnsupported;
      run.reason = error_text(e);
    } catch (const Unsupported& e) {
      run.status = RunStatus::kUnsupported;
      run.reason = e.what();
    } catch (const std::exception& e) {
      run.status = RunStatus::kError;
      run.reason = e.what();
    }
    run.warnings = warnings.messages;
    return run;
  }

  BackendRun priority_run(const CallSite& site) {
    auto t0 = std::chrono::steady_clock::now();
    setup_ms_ = 0;
    BackendRun run = priority_run_inner(site);
    run.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    run.setup_ms = setup_ms_;
    return run;
  }

  BackendRun priority_run_inner(const CallSite& site) {
    BackendRun run;
    run.mode = RunMode::kPriority;
    run.backend = Backend::kMath;
    std::string why;
    bool cuda = r_.device != "cpu" && r_.device != "cuda-missing" && at::hasCUDA();
    at::Device device = cuda ? at::Device(r_.device) : at::Device(at::kCPU);
    if (auto over = over_budget(site, device, Backend::kMath)) {
      run.status = RunStatus::kOverBudget;
      run.reason = *over;
      return run;
    }
    WarningCollector warnings;
    c10::WarningUtils::WarningHandlerGuard guard(&warnings);
    SdpState state;
    try {
      SiteTensors& s = tensors(site, device);
      auto& ctx = at::globalContext();
      if (!r_.priority.empty()) {
        // as sdpa_kernel(backends, set_priority=True): listed first (deduplicated), then the rest of
        // the current order; only the listed backends enabled
        std::vector<int64_t> order;
        for (Backend b : r_.priority)
          if (std::find(order.begin(), order.end(), sdp_code(b)) == order.end()) order.push_back(sdp_code(b));
        for (int64_t c : SdpState::current_order())
          if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
        ctx.setSDPPriorityOrder(order);
        state.enable_only(r_.priority);
      }
      std::string order_text;
      for (int64_t c : SdpState::current_order()) order_text += (order_text.empty() ? "" : ",") + sdp_name(c, cuda);
      // a training graph traces with inputs that require grad, and the chooser reads that
      const bool training = is_training(site);
      auto traced = [&](const at::Tensor& t) {
        return training && at::isFloatingType(t.scalar_type()) ? t.detach().requires_grad_() : t;
      };
      int64_t choice =
          call_op("_fused_sdp_choice", site_values(s, traced(s.q), traced(s.k), traced(s.v))).at(0).toInt();
      run.chosen = sdp_name(choice, cuda);
      if (auto b = parse_backend(run.chosen)) run.backend = *b;
      run.reason = "priority order " + order_text;
      auto named = sdpa(s, site.direction == Direction::kBackward);
      outputs_of(named, run, site, s);
      run.status = RunStatus::kOk;
    } catch (const c10::Error& e) {
      run.status = RunStatus::kUnsupported;
      run.reason = error_text(e);
    } catch (const Unsupported& e) {
      run.status = RunStatus::kUnsupported;
      run.reason = e.what();
    } catch (const std::exception& e) {
      run.status = RunStatus::kError;
      run.reason = e.what();
    }
    run.warnings = warnings.messages;
    return run;
  }

  const WorkerRequest& r_;
  const Recording& sites_;
  std::map<std::string, SiteTensors> cache_;
  double setup_ms_ = 0;
  const EngineCallbacks& cb_;
  std::map<std::string, std::map<std::string, at::Tensor>> refs_;
};

}  // namespace

ReplayEnvironment engine_environment() {
  ReplayEnvironment e;
  e.torch_version = TORCH_VERSION;
  auto& hooks = at::detail::getCUDAHooks();
  e.cuda_available = at::hasCUDA();
  e.cuda_devices = e.cuda_available ? hooks.getNumGPUs() : 0;
  if (e.cuda_available) {
    long rt = hooks.versionCUDART();
    e.cuda_runtime = std::to_string(rt / 1000) + "." + std::to_string((rt % 1000) / 10);
    if (hooks.hasCuDNN()) e.cudnn_version = std::to_string(cudnn_version(hooks, 0));
    const cudaDeviceProp* p = at::cuda::getDeviceProperties(0);
    e.device_name = p->name;
    e.compute_capability = std::to_string(p->major) + "." + std::to_string(p->minor);
    int driver = 0;
    auto* driver_version = cuda_runtime<cudaError_t(int*)>("cudaDriverGetVersion");
    if (driver_version && driver_version(&driver) == cudaSuccess)
      e.driver = std::to_string(driver / 1000) + "." + std::to_string((driver % 1000) / 10);
  } else {
    e.device_name = "cpu";
  }
  for (int64_t c : SdpState::current_order()) e.priority_order.push_back(sdp_name(c, e.cuda_available));
  auto& ctx = at::globalContext();
  if (ctx.userEnabledCuDNNSDP() && e.cuda_available) e.enabled.push_back("cudnn");
  if (ctx.userEnabledFlashSDP()) e.enabled.push_back(e.cuda_available ? "flash" : "flash_cpu");
  if (ctx.userEnabledMemEfficientSDP() && e.cuda_available) e.enabled.push_back("efficient");
  if (ctx.userEnabledMathSDP()) e.enabled.push_back("math");
  if (ctx.userEnabledOverrideableSDP()) e.enabled.push_back("overrideable");
  struct utsname u {};
  if (::uname(&u) == 0) e.os = std::string(u.sysname) + " " + u.release + " " + u.machine;
  return e;
}

void engine_run(const WorkerRequest& request, const Recording& sites, const EngineCallbacks& cb) {
  Session session(request, sites, cb);
  for (const auto& t : request.tasks) {
    cb.begin(t.id);
    std::vector<BackendRun> runs;
    try {
      runs = session.run_task(t);
    } catch (const std::exception& e) {
      BackendRun r;
      r.backend = t.backend;
      r.mode = t.priority ? RunMode::kPriority : RunMode::kOp;
      r.status = RunStatus::kError;
      r.reason = e.what();
      runs.push_back(r);
    }
    cb.result(t.id, runs);
  }
}

}  // namespace stridecheck
