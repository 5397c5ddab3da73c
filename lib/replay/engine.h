// The replay engine: runs worker tasks on real libtorch kernels. Declared without libtorch types so
// that only engine_torch.cpp includes libtorch headers (they are slow to compile and bring their own
// fmt, which must not meet Debian's in one translation unit).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "replay/protocol.h"

namespace stridecheck {

struct EngineCallbacks {
  std::function<void(int task)> begin;
  std::function<void(int task, const std::vector<BackendRun>& runs)> result;
  /// An op call's task (WorkerTask::op): its kernel's run.
  std::function<void(int task, const std::vector<OpRun>& runs)> op_result;
  /// Around each timed section (--repeat): the worker asks the parent for the device and waits for it, so
  /// that no other worker's kernels run while this one's are timed; then gives it back.
  std::function<void()> before_timing, after_timing;
  /// A task left the CUDA context broken (a sticky error): no further task runs in this process.
  std::function<void(const std::string& why)> broken;
};

/// libtorch's version, the CUDA and cuDNN it runs with, the device, the default SDPA priority.
ReplayEnvironment engine_environment();

/// Test-only (STRIDECHECK_TEST_FAULT=BACKEND:cudafault): launches a kernel that writes to an illegal address of
/// the current CUDA device, without waiting for it; the fault is sticky, as a faulting backend kernel's would be.
void engine_fault_device();

/// Gives back the device memory libtorch's caching allocator holds, once a request's tensors are gone (a warm
/// worker of `stridecheck serve` waits between requests).
void engine_release();

/// Runs every task of the request on the call sites of `sites`, reporting each through callbacks.
void engine_run(const WorkerRequest& request, const Recording& sites, const EngineCallbacks& callbacks);

}  // namespace stridecheck
