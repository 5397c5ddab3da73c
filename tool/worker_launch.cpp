// stridecheck-worker: the replay worker's launcher. It links neither libtorch nor the CUDA runtime: it loads the
// worker itself (stridecheck-worker-engine.so beside it, built with libtorch, tool/worker_main.cpp) with dlopen
// and calls its entry point. A worker for a CUDA device (`--cuda-context N`, put first by the runner) meanwhile
// creates the device's primary context in a thread, through the driver API, so that the context's creation (about
// a third of a second on an H200) overlaps libtorch's loading (about as long) instead of following it; libtorch's
// CUDA runtime then finds the context made. The fork server (`--fork-server FD`) never gets a context: its
// children are forked, and CUDA does not survive a fork.
//
// Exit code 3 when the engine cannot be loaded (the runner reports the worker's stderr).
#include <dlfcn.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "replay/worker_start.h"

namespace {

// Milliseconds from this process's exec to now, from /proc (the kernel's start time, in clock ticks).
double ms_since_exec() {
  std::ifstream stat("/proc/self/stat"), uptime("/proc/uptime");
  std::string s((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  auto close = s.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream rest(s.substr(close + 2));
  std::string field;
  for (int i = 3; i < 22 && rest >> field; ++i) {
  }
  unsigned long long start_ticks = 0;
  rest >> start_ticks;
  double up = 0;
  uptime >> up;
  double start_s = static_cast<double>(start_ticks) / static_cast<double>(::sysconf(_SC_CLK_TCK));
  return (up - start_s) * 1000.0;
}

// The device's primary context, made through the driver API (libcuda.so.1, the NVIDIA driver's own library):
// what the CUDA runtime inside libtorch retains on its first use of the device. Fills `ms`, or `error`.
void make_context(int ordinal, double& ms, std::string& error) {
  auto t0 = std::chrono::steady_clock::now();
  void* cuda = ::dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  if (!cuda) {
    error = "no CUDA driver (libcuda.so.1)";
    return;
  }
  using Init = int (*)(unsigned);
  using DeviceGet = int (*)(int*, int);
  using Retain = int (*)(void**, int);
  auto init = reinterpret_cast<Init>(::dlsym(cuda, "cuInit"));
  auto device_get = reinterpret_cast<DeviceGet>(::dlsym(cuda, "cuDeviceGet"));
  auto retain = reinterpret_cast<Retain>(::dlsym(cuda, "cuDevicePrimaryCtxRetain"));
  int device = 0;
  void* context = nullptr;
  int rc = -1;
  if (!init || !device_get || !retain)
    error = "the CUDA driver lacks cuInit, cuDeviceGet or cuDevicePrimaryCtxRetain";
  else if ((rc = init(0)) != 0)
    error = "cuInit failed (" + std::to_string(rc) + ")";
  else if ((rc = device_get(&device, ordinal)) != 0)
    error = "no CUDA device " + std::to_string(ordinal) + " (" + std::to_string(rc) + ")";
  else if ((rc = retain(&context, device)) != 0)
    error = "cuDevicePrimaryCtxRetain failed (" + std::to_string(rc) + ")";
  ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

std::string engine_path() {
  char self[4096];
  ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
  std::string dir = ".";
  if (n > 0) {
    self[n] = '\0';
    dir = self;
    dir = dir.substr(0, dir.rfind('/'));
  }
  return dir + "/stridecheck-worker-engine.so";
}

}  // namespace

int main(int argc, char** argv) {
  stridecheck::WorkerStart start;
  std::vector<char*> args{argv[0]};
  int context_device = -1;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--cuda-context") == 0 && i + 1 < argc) {
      context_device = std::atoi(argv[++i]);
      continue;
    }
    args.push_back(argv[i]);
  }
  args.push_back(nullptr);
  std::string context_error;
  std::thread context;
  if (context_device >= 0)
    context = std::thread([&] { make_context(context_device, start.context_ms, context_error); });
  std::string path = engine_path();
  void* engine = ::dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!engine) {
    std::fprintf(stderr, "stridecheck-worker: cannot load the replay engine: %s\n", ::dlerror());
    if (context.joinable()) context.join();
    return 3;
  }
  auto entry = reinterpret_cast<stridecheck::WorkerEntry>(::dlsym(engine, stridecheck::kWorkerEntry));
  if (!entry) {
    std::fprintf(stderr, "stridecheck-worker: %s has no %s\n", path.c_str(), stridecheck::kWorkerEntry);
    if (context.joinable()) context.join();
    return 3;
  }
  start.load_ms = ms_since_exec();
  if (context.joinable()) {
    auto t0 = std::chrono::steady_clock::now();
    context.join();
    start.context_wait_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
  // a context that could not be made is not an error here: the engine's own CUDA initialisation says why
  if (!context_error.empty()) start.context_ms = 0;
  return entry(static_cast<int>(args.size()) - 1, args.data(), &start);
}
