// How the replay worker was started: what its launcher (tool/worker_launch.cpp, the stridecheck-worker
// executable, which links no libtorch) hands the worker's engine (stridecheck-worker-engine.so, loaded with dlopen)
// along with its arguments. Plain numbers only: the launcher and the engine may be built with different C++ string
// ABIs (torch <= 2.6, cmake/TorchQuirks.cmake).
#pragma once

namespace stridecheck {

struct WorkerStart {
  double load_ms = 0;          ///< exec to the engine loaded: the dynamic loading of libtorch
  double context_ms = 0;       ///< the CUDA primary context made in a thread meanwhile (0: none was made)
  double context_wait_ms = 0;  ///< of which the launcher waited for after libtorch had loaded
};

/// The engine's entry point: the worker's main, with the launcher's arguments (its own options removed).
using WorkerEntry = int (*)(int argc, char** argv, const WorkerStart* start);
inline constexpr const char* kWorkerEntry = "stridecheck_worker_main";

}  // namespace stridecheck
