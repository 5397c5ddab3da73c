// The replay engine's session: one worker request run on libtorch (with engine_torch_ops.cpp, the two files of
// the one target that includes libtorch, stridecheck_replay_torch). It rebuilds each call site's
// tensors with exactly their recorded dtype, device, sizes, strides and storage offset (as_strided
// over one storage per recorded buffer, so q/k/v slices of a fused qkv buffer share memory as they
// did in the graph), then runs each backend's own aten ops and scaled_dot_product_attention, and
// reports the layouts, values, times and memory it sees.
//
// One source for every torch from 2.6 to 2.15: the SDPA ops are called through the dispatcher by the
// schema of the torch it runs on (arguments matched by name, the schema's defaults for arguments a
// version adds), never through compile-time at:: signatures, and only APIs that all these versions have
// are used (the CUDA caching allocator and stream of c10::cuda, not at::accelerator's newer ones).
#include "replay/engine_torch_ops.h"

namespace stridecheck {

using namespace engine_detail;

namespace {

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
      OutputLayout o = output_layout(name, t);
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

  // A timed section gives the device back between slices of its samples (when the runs take turns: a "timed", then
  // a "timing" that waits for its "go"), so that another replay waiting for the device (another command of
  // `stridecheck serve`, another worker) times between them instead of waiting for the whole section.
  static constexpr std::chrono::milliseconds kSlice{100};
  void yield_device(std::chrono::steady_clock::time_point& since) {
    if (std::chrono::steady_clock::now() - since < kSlice || !cb_.before_timing || !cb_.after_timing) return;
    cb_.after_timing();
    cb_.before_timing();
    since = std::chrono::steady_clock::now();
  }

  template <typename F>
  double time_ms(at::Device device, F&& f) {
    std::vector<double> samples;
    for (int i = 0; i < r_.warmup; ++i) f();
    auto since = std::chrono::steady_clock::now();
    if (device.is_cuda()) {
      // Events around each run, queued a slice at a time before one synchronisation (as triton's do_bench does), so
      // that host-side launch work overlaps the previous run instead of showing up as device time.
      c10::Stream stream = at::cuda::getCurrentCUDAStream(device.index() < 0 ? c10::DeviceIndex(0) : device.index());
      for (int done = 0, slice = 8; done < r_.repeat; slice *= 2) {
        const int n = std::min(slice, r_.repeat - done);
        std::vector<c10::Event> starts, stops;
        for (int i = 0; i < n; ++i) {
          starts.emplace_back(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
          stops.emplace_back(c10::DeviceType::CUDA, c10::EventFlag::BACKEND_DEFAULT);
        }
        for (int i = 0; i < n; ++i) {
          starts[static_cast<size_t>(i)].record(stream);
          f();
          stops[static_cast<size_t>(i)].record(stream);
        }
        for (int i = 0; i < n; ++i) {
          stops[static_cast<size_t>(i)].synchronize();
          samples.push_back(starts[static_cast<size_t>(i)].elapsedTime(stops[static_cast<size_t>(i)]));
        }
        done += n;
        if (std::chrono::steady_clock::now() - since >= kSlice) slice = 4;  // (doubled: 8 again)
        if (done < r_.repeat) yield_device(since);
      }
      return median(samples);
    }
    for (int i = 0; i < r_.repeat; ++i) {
      {
        auto t0 = std::chrono::steady_clock::now();
        f();
        samples.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      if (i + 1 < r_.repeat) yield_device(since);
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

  // A run timed as a whole: elapsed_ms, and setup_ms, the part tensors() spent making its inputs.
  template <typename F>
  BackendRun timed(F&& make_run) {
    auto t0 = std::chrono::steady_clock::now();
    setup_ms_ = 0;
    BackendRun run = make_run();
    run.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    run.setup_ms = setup_ms_;
    return run;
  }

  // The kernels of a run: what libtorch warns meanwhile is kept, the global SDPA switches are restored after
  // it, and a failure becomes the run's status (record_failure).
  template <typename F>
  void guarded(BackendRun& run, F&& body) {
    WarningCollector warnings;
    c10::WarningUtils::WarningHandlerGuard guard(&warnings);
    try {
      SdpState state;
      body(state);
      run.status = RunStatus::kOk;
    } catch (...) {
      record_failure(run.status, run.reason);
    }
    run.warnings = warnings.messages;
  }

  BackendRun backend_run(const CallSite& site, Backend b, RunMode mode) {
    return timed([&] { return backend_run_inner(site, b, mode); });
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
    guarded(run, [&](SdpState& state) {
      SiteTensors& s = tensors(site, *device);
      const bool backward = site.direction == Direction::kBackward;
      // a backend torch's dispatch would never hand these arguments: its op would compute another function
      if (b != site.backend && b != Backend::kMath) {
        // torch's own chooser first: its reason is the one a user sees; the op table's rows where it says nothing
        if (auto why = chooser_refuses(b, s, is_training(site))) throw CannotServe(*why);
        if (auto why = cannot_serve_by_table(site, b)) throw CannotServe(*why);
      }
      if (mode == RunMode::kOp) {
        run.prepared = prepared_mask(b, s).notes;
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
            backward ? backward_op(b, s, f, b == site.backend ? SavedTensors::kRecorded : SavedTensors::kFromForward)
                     : f.named;
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
            run.bwd_ms = time_ms(*device, [&] { backward_op(b, s, f, SavedTensors::kFromForward); });
            if (flops && *run.bwd_ms > 0) run.bwd_tflops = 2.5 * *flops / (*run.bwd_ms * 1e-3) / 1e12;
          }
        }
      } else {
        state.enable_only({b});
        auto named = sdpa(s, site.direction);
        outputs_of(named, run, site, s);
      }
    });
    return run;
  }

  BackendRun priority_run(const CallSite& site) {
    return timed([&] { return priority_run_inner(site); });
  }

  BackendRun priority_run_inner(const CallSite& site) {
    BackendRun run;
    run.mode = RunMode::kPriority;
    run.backend = Backend::kMath;
    std::string why;
    bool cuda = r_.device && *r_.device != "cpu" && at::hasCUDA();
    at::Device device = cuda ? at::Device(*r_.device) : at::Device(at::kCPU);
    if (auto over = over_budget(site, device, Backend::kMath)) {
      run.status = RunStatus::kOverBudget;
      run.reason = *over;
      return run;
    }
    guarded(run, [&](SdpState& state) {
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
      int64_t choice = call_op("_fused_sdp_choice", site_values(s, as_traced(s.q, training), as_traced(s.k, training),
                                                                as_traced(s.v, training)))
                           .at(0)
                           .toInt();
      run.chosen = sdp_name(choice, cuda);
      if (auto b = parse_backend(run.chosen)) run.backend = *b;
      run.reason = "priority order " + order_text;
      auto named = sdpa(s, site.direction);
      outputs_of(named, run, site, s);
    });
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

namespace {

// torch sets its default SDPA priority lazily, on the first choice a process makes (sdp_utils.cpp,
// priority_order(): cuDNN first on sm90 and sm100 with cuDNN newer than 9.15, unless
// TORCH_CUDNN_SDPA_DEPRIORITIZED). Until then the order reads flash, efficient, math, cudnn; a run that saved that
// order and restored it afterwards would undo torch's own setting for every later run of the process. So the worker
// makes one choice on tiny tensors before anything else: every order it reads, saves, restores and reports, and
// every choice it asks for, is then the one a user's process has after its first SDPA call, as inductor's trace has.
void settle_default_priority() {
  try {
    at::Tensor t = at::empty({1, 1, 1, 8}, at::TensorOptions().device(at::kCUDA).dtype(at::kHalf));
    call_op("_fused_sdp_choice", {{"query", t}, {"key", t}, {"value", t}});
  } catch (const std::exception&) {
    // a torch or device without the chooser: nothing to settle
  }
}

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
  if (e.cuda_available) settle_default_priority();
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

namespace {

// Whether a task left the CUDA context broken: a kernel's fault (an illegal address, say) is sticky, and every
// later call of the process fails with it. Empty when the device is well (or the request is not on CUDA).
std::string broken_context(const WorkerRequest& request) {
  if (!request.device || !request.device->starts_with("cuda") || !at::hasCUDA()) return "";
  auto* synchronize = cuda_runtime<cudaError_t()>("cudaDeviceSynchronize");
  auto* last_error = cuda_runtime<cudaError_t()>("cudaGetLastError");
  auto* error_string = cuda_runtime<const char*(cudaError_t)>("cudaGetErrorString");
  if (!synchronize || !last_error) return "";
  c10::DeviceGuard guard{at::Device(*request.device)};
  if (synchronize() == cudaSuccess) return "";
  cudaError_t e = last_error();  // clears an error that is not sticky
  cudaError_t again = synchronize();
  if (again == cudaSuccess) return "";
  return std::string("CUDA error: ") + (error_string ? error_string(again) : std::to_string(static_cast<int>(e)));
}

}  // namespace

void engine_release() {
  try {
    if (at::hasCUDA()) c10::cuda::CUDACachingAllocator::emptyCache();
  } catch (const std::exception&) {
    // a broken context: the worker ends anyway
  }
}

void engine_fault_device() {
  if (!at::hasCUDA()) return;
  // an index out of range, checked on the device: the kernel's assertion fails, and a device-side assertion is
  // sticky, as any fault of a backend's kernel would be
  try {
    auto opts = at::TensorOptions().device(at::kCUDA);
    at::Tensor x = at::zeros({4}, opts.dtype(at::kFloat));
    at::Tensor index = at::full({1}, 1 << 20, opts.dtype(at::kLong));
    (void)at::index_select(x, 0, index);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "stridecheck-worker: the test fault did not launch: %s\n", e.what());
  }
}

namespace {

// An op call's kernel (WorkerTask::op): on the request's device (the CPU where it has none).
std::vector<OpRun> op_task(const WorkerRequest& request, const Recording& sites, const WorkerTask& t) {
  const OpCall* call = sites.find_op(t.site);
  if (!call) throw std::runtime_error("unknown op call " + t.site);
  const bool cuda = request.device && request.device->starts_with("cuda") && at::hasCUDA();
  return {op_kernel_run(*call, cuda ? at::Device(*request.device) : at::Device(at::kCPU), request)};
}

// A task that broke the context crashed, whatever its runs saw before the fault surfaced; the tasks after it go to a
// fresh worker (the runner's), so that no other backend is blamed for it. Returns what broke it (empty: nothing).
template <typename Run>
std::string crashed_if_broken(const WorkerRequest& request, std::vector<Run>& runs) {
  std::string broken = broken_context(request);
  if (!broken.empty())
    for (auto& r : runs) {
      r.status = RunStatus::kCrashed;
      r.reason = broken + " (the kernel left the device's context broken)";
    }
  return broken;
}

}  // namespace

void engine_run(const WorkerRequest& request, const Recording& sites, const EngineCallbacks& cb) {
  Session session(request, sites, cb);
  for (const auto& t : request.tasks) {
    cb.begin(t.id);
    std::string broken;
    if (t.op) {
      std::vector<OpRun> runs;
      try {
        runs = op_task(request, sites, t);
      } catch (const std::exception& e) {
        runs = {OpRun{OpRunKind::kKernel, RunStatus::kError, e.what(), "", TORCH_VERSION, "", {}, {}, 0, false}};
      }
      broken = crashed_if_broken(request, runs);
      cb.op_result(t.id, runs);
    } else {
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
      broken = crashed_if_broken(request, runs);
      cb.result(t.id, runs);
    }
    if (!broken.empty()) {
      if (cb.broken) cb.broken(broken);
      return;
    }
  }
}

}  // namespace stridecheck
