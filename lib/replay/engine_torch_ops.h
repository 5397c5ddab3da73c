// The SDPA ops on libtorch, and the declaration of an op call's kernel (op_kernel_run, engine_torch_opcall.cpp), for
// the replay engine (engine_torch.cpp, the worker's session): a call site's tensors materialised as recorded, each
// backend's forward and backward op called through the dispatcher by schema, scaled_dot_product_attention as a model
// calls it, and the libtorch helpers both files need. Part of the replay engine target, the only one that includes
// libtorch; included by its two files only.
#pragma once

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
#include <limits>
#include <map>
#include <optional>
#include <set>

#include "core/text.h"
#include "layout/dtype.h"
#include "recording/recording.h"
#include "recording/sdpa_ops.h"
#include "replay/engine.h"

namespace stridecheck::engine_detail {

// What this torch cannot do as asked: an op it lacks, or a schema argument the replay cannot fill. The run
// is reported `unsupported` with this reason, as a kernel's own refusal is.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A backend that torch's dispatch would never hand this call (its chooser refuses it, or the backend's row in
// recording/sdpa_ops.h rules it out): the run is reported `cannot-serve` with the reason, and its op is not run.
struct CannotServe : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Argument values by schema name. A name that schemas spell two ways (grad_out / grad_out_, attn_bias /
// attn_mask) is stored under both.
using Values = std::map<std::string, c10::IValue>;

// Calls aten::NAME with its schema's arguments taken from `v` by name; an argument `v` lacks takes the
// schema's default, or None where it is optional. Returns the op's results, one per schema return.
std::vector<c10::IValue> call_op(const std::string& name, const Values& v);

int64_t to_int(const c10::IValue& v);

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
size_t cuda_free_bytes(c10::DeviceIndex index);

void sync_cuda(c10::DeviceIndex index);

// Dtypes by the one table the readers use (layout/dtype.h), found in libtorch by c10's name for them, so a
// recording the readers accept never fails here for its dtype.
at::ScalarType scalar_type(const std::string& dtype);

std::string dtype_name(at::ScalarType t);

std::string error_text(const c10::Error& e);

// In a `catch (...)` around a kernel's call: the failure it caught as the run's status and reason. libtorch's own
// refusal (a c10::Error) or what this torch cannot do as asked (Unsupported) is `unsupported`, a backend torch's
// dispatch would never hand the call (CannotServe) `cannot-serve`, any other std::exception an `error`; what is no
// std::exception is thrown on.
void record_failure(RunStatus& status, std::string& reason);

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

inline int64_t sdp_code(Backend b) { return backend_info(b).sdp_code; }

std::string sdp_name(int64_t code, bool cuda);

std::string human_bytes(double b);

double median(std::vector<double> v);

// The mask a backend's op is handed, as scaled_dot_product_attention hands it to that backend, and how it was made
// from the recorded one (BackendRun::prepared).
struct PreparedMask {
  at::Tensor mask;
  std::vector<std::string> notes;
};

struct SiteTensors {
  at::Device device{at::kCPU};
  Backend recorded = Backend::kMath;       // the backend whose op the graph calls
  std::map<std::string, at::Tensor> args;  // every tensor argument, as recorded
  at::Tensor q, k, v, bias, grad_out, out, lse;
  double dropout = 0;
  bool causal = false;
  std::optional<double> scale;
  bool gqa = false;
  bool need_lse = true;
  std::optional<std::array<bool, 4>> grad_input_mask;
  int64_t input_bytes = 0;
  mutable std::map<Backend, PreparedMask> masks;  // prepared_mask's, made once per backend
};

SiteTensors materialise(const CallSite& c, at::Device device, uint64_t seed);

// One storage per recorded buffer the tensor arguments of `args` view (storages_of: as large as its furthest view
// reaches), on `device`, filled from `seed` (floating point: normal; bool: mostly true; integers: zeros); `bytes`
// grows by what they take. Throws when a layout is not concrete.
std::map<std::string, at::Tensor> make_storages(const std::vector<Arg>& args, at::Device device, uint64_t seed,
                                                int64_t& bytes);

// The host's available memory (/proc/meminfo), 4 GiB when it cannot say.
uint64_t available_host_memory();

// An op call's kernel (Recording::op_calls, an aten op) on libtorch, through the dispatcher by the schema of this
// torch (engine_torch_opcall.cpp): its arguments converted by the schema's types, its tensors rebuilt as recorded on
// `device`, its results flattened by position ("result", "result[i]"). What cannot be converted, or an op this torch
// lacks, is `unsupported` with the reason; a kernel's own refusal too.
OpRun op_kernel_run(const OpCall& call, at::Device device, const WorkerRequest& request);

// The recorded mask as torch's dispatch hands it to backend `b`'s op: as recorded for the graph's own backend and
// math; a boolean mask made additive for the others; for memory-efficient also padded where its strides are not
// multiples of 8 (pad_bias) and expanded to (B, H, Sq, Sk) (preprocess_mask, attention.cpp).
const PreparedMask& prepared_mask(Backend b, const SiteTensors& s);

// Why torch's chooser would not hand this call to `b` (its own words, from the warnings it gives when asked with
// only `b` enabled), or nullopt when it would. `training`: the inputs require grad, as they do when a training
// graph is traced.
std::optional<std::string> chooser_refuses(Backend b, const SiteTensors& s, bool training);

// A tensor as a graph traced it: one that requires grad in a training graph (floating point only).
at::Tensor as_traced(const at::Tensor& t, bool training);

struct Forward {
  std::vector<std::pair<std::string, at::Tensor>> named;  // tensor outputs by stridecheck's names (sdpa_ops)
  at::Tensor out, lse, cum_q, cum_k, seed, offset;
  int64_t max_q = 0, max_k = 0;
};

// The arguments every SDPA op of a call site draws on, by schema name; query, key and value are the site's
// unless given (a detached copy that requires grad, a float32 copy for the reference).
Values site_values(const SiteTensors& s, const at::Tensor& q = {}, const at::Tensor& k = {}, const at::Tensor& v_ = {});

Forward forward_op(Backend b, const SiteTensors& s);

// Which `out` and `logsumexp` a backward op reads: the recorded ones (the graph's own op, whose backward reads
// what its forward saved, when their shapes agree) or those of the real forward just run.
enum class SavedTensors { kRecorded, kFromForward };

// The backward op of a backend, fed by a real forward of the same backend.
std::vector<std::pair<std::string, at::Tensor>> backward_op(Backend b, const SiteTensors& s, const Forward& f,
                                                            SavedTensors saved);

// scaled_dot_product_attention (+ autograd for a backward call site) as a model calls it.
std::vector<std::pair<std::string, at::Tensor>> sdpa(const SiteTensors& s, Direction d);

/// A returned tensor's layout, as every run reports it.
inline OutputLayout output_layout(const std::string& name, const at::Tensor& t) {
  OutputLayout o;
  o.name = name;
  o.dtype = dtype_name(t.scalar_type());
  o.sizes = t.sizes().vec();
  o.strides = t.strides().vec();
  o.storage_offset = t.storage_offset();
  return o;
}

}  // namespace stridecheck::engine_detail
