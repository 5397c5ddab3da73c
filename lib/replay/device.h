// Devices, as one type: the CPU, or a CUDA device with or without its index. A device is parsed once from its text
// where it comes in (--device, in tool/flags.cpp; the server's options), compared as a value, and written back as
// text only where text goes out: the worker's request (ReplayDevice, the form the engine reads), a report's "device",
// the warm workers' keys. A device a recording or a stored report names (any of torch's types: xpu, mps, ...) stays
// the text it was read as, asked only whether it is CUDA or the CPU (is_cuda_device, is_cpu_device).
//
// Also here, what follows from a device alone: the device a replay runs on (--device, or the recorded one), the
// refusals of a device this machine lacks, which backends a device has, and where the worker runs each backend.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "recording/sdpa_ops.h"

namespace stridecheck {

struct ReplayEnvironment;  // replay.h: what the replay worker said about its machine

class Device {
 public:
  enum class Type { kCpu, kCuda };
  static Device cpu() { return Device(Type::kCpu, std::nullopt); }
  /// `index`: cuda:N's N; none for plain "cuda" (the GPU ReplaySpec::cuda_index names).
  static Device cuda(std::optional<int> index = std::nullopt) { return Device(Type::kCuda, index); }
  /// "cpu", "cuda" or "cuda:N" (N a device index, decimal digits); nullopt for any other text.
  static std::optional<Device> parse(std::string_view text);

  Type type() const { return type_; }
  bool is_cpu() const { return type_ == Type::kCpu; }
  bool is_cuda() const { return type_ == Type::kCuda; }
  std::optional<int> index() const { return index_; }
  std::string str() const;  ///< "cpu", "cuda", "cuda:N"
  bool operator==(const Device&) const = default;

 private:
  Device(Type type, std::optional<int> index) : type_(type), index_(index) {}
  Type type_;
  std::optional<int> index_;
};

/// Whether a device's text (a recorded tensor's, a call site's, an op call's, a stored report's) is of CUDA ("cuda",
/// "cuda:N") or of the CPU: its type, the text before any ':'.
bool is_cuda_device(std::string_view text);
bool is_cpu_device(std::string_view text);

/// The device a request tells the worker, as text: "cpu", "cuda:N"; nullopt for a CUDA recording on a machine
/// without CUDA (its CPU backends run on the CPU, its CUDA backends cannot run).
using ReplayDevice = std::optional<std::string>;
ReplayDevice wire_device(const std::optional<Device>& device);

/// Whether a replay is for CUDA: --device cuda[:N] (`asked`), or, auto (nullopt), a call site or op call recorded on
/// CUDA.
bool wants_cuda(const std::optional<Device>& asked, bool recorded_on_cuda);

/// The GPU a CUDA replay's workers start on: --device cuda:N's, else `cuda_index` (what auto and plain cuda mean:
/// cuda:0, or the GPU CTest's resource allocation gave the test).
Device cuda_device(const std::optional<Device>& asked, int cuda_index);

/// The device a replay runs on, once the first worker said whether this machine has CUDA: cpu or cuda:N; nullopt
/// for a CUDA recording (auto) on a machine without CUDA.
std::optional<Device> resolve_device(const std::optional<Device>& asked, int cuda_index, bool recorded_on_cuda,
                                     bool cuda_available);

/// Throws MissingBackendError for CUDA asked for (--device cuda[:N]) where the worker sees none, and for a CUDA index
/// this machine does not have (--device cuda:N, or the GPU CTest gave the test): never replaced by another device.
void refuse_missing_device(const std::optional<Device>& asked, const std::optional<Device>& resolved,
                           const ReplayEnvironment& environment);

/// The backends of a device: cudnn, flash, efficient, math on CUDA; flash_cpu, math on the CPU.
std::vector<Backend> device_backends(const Device& device);

/// Where the worker runs backend `b` for a request's device (`requested`: "cpu", "cuda:N", or nullopt when the
/// recording wants CUDA and there is none): "cpu" or the requested "cuda:N" itself (never another index), or nullopt
/// with `why` when the backend cannot run here.
std::optional<std::string> backend_device(Backend b, const ReplayDevice& requested, bool cuda_available,
                                          std::string& why);

}  // namespace stridecheck
