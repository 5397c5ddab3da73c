#include "replay/device.h"

#include <algorithm>
#include <charconv>

#include "core/error.h"
#include "replay/replay.h"

namespace stridecheck {

std::optional<Device> Device::parse(std::string_view text) {
  if (text == "cpu") return cpu();
  if (text == "cuda") return cuda();
  if (!text.starts_with("cuda:")) return std::nullopt;
  const std::string_view n = text.substr(5);
  if (n.empty() || !std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
  int index = 0;
  auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), index);
  if (ec != std::errc() || end != n.data() + n.size()) return std::nullopt;  // past int
  return cuda(index);
}

std::string Device::str() const {
  if (is_cpu()) return "cpu";
  return index_ ? "cuda:" + std::to_string(*index_) : "cuda";
}

namespace {
std::string_view type_of(std::string_view text) { return text.substr(0, text.find(':')); }
}  // namespace

bool is_cuda_device(std::string_view text) { return type_of(text) == "cuda"; }
bool is_cpu_device(std::string_view text) { return type_of(text) == "cpu"; }

ReplayDevice wire_device(const std::optional<Device>& device) {
  if (!device) return std::nullopt;
  return device->str();
}

bool wants_cuda(const std::optional<Device>& asked, bool recorded_on_cuda) {
  return asked ? asked->is_cuda() : recorded_on_cuda;
}

Device cuda_device(const std::optional<Device>& asked, int cuda_index) {
  return Device::cuda(asked && asked->is_cuda() && asked->index() ? *asked->index() : cuda_index);
}

std::optional<Device> resolve_device(const std::optional<Device>& asked, int cuda_index, bool recorded_on_cuda,
                                     bool cuda_available) {
  if (!asked) {
    if (recorded_on_cuda && cuda_available) return Device::cuda(cuda_index);
    if (recorded_on_cuda) return std::nullopt;
    return Device::cpu();
  }
  if (asked->is_cuda() && !asked->index()) return Device::cuda(cuda_index);
  return asked;
}

void refuse_missing_device(const std::optional<Device>& asked, const std::optional<Device>& resolved,
                           const ReplayEnvironment& environment) {
  if (asked && asked->is_cuda() && !environment.cuda_available)
    // asked for CUDA where there is none: refuse, rather than run the CPU backends under a CUDA label
    throw MissingBackendError("--device " + asked->str() +
                              ": this machine has no CUDA device (the replay worker's libtorch " +
                              environment.torch_version +
                              " sees none); replay on a machine with one, or drop --device to judge the metas and "
                              "the CPU backends here");
  if (!resolved || !resolved->is_cuda() || !environment.cuda_available) return;
  const int index = resolved->index().value_or(0);
  const int count = environment.cuda_devices;
  if (index >= 0 && index < count) return;
  std::string named = resolved->str() + (asked && asked->index() ? std::string(" (--device)")
                                                                 : " (the GPU CTest's resource allocation gave this "
                                                                   "test: CTEST_RESOURCE_GROUP_*_GPUS)");
  throw MissingBackendError(named + ": this machine has " + std::to_string(count) + " CUDA device" +
                            (count == 1 ? "" : "s") + " (cuda:0" +
                            (count > 1 ? " to cuda:" + std::to_string(count - 1) : "") + ")");
}

std::vector<Backend> device_backends(const Device& device) {
  if (device.is_cuda()) {
    std::vector<Backend> all(std::begin(kCudaOnlyBackends), std::end(kCudaOnlyBackends));
    all.push_back(Backend::kMath);
    return all;
  }
  return {Backend::kFlashCpu, Backend::kMath};
}

std::optional<std::string> backend_device(Backend b, const ReplayDevice& requested, bool cuda_available,
                                          std::string& why) {
  if (b == Backend::kOverrideable) {
    why = "no overrideable SDPA backend is registered for this device";
    return std::nullopt;
  }
  if (b == Backend::kFlashCpu) return "cpu";
  if (requested && is_cpu_device(*requested)) {
    if (b == Backend::kMath) return "cpu";
    why = "needs a CUDA device; this replay runs on cpu (--device)";
    return std::nullopt;
  }
  if (!requested || !cuda_available) {
    if (b == Backend::kMath) return "cpu";
    why = "no CUDA device on this machine";
    return std::nullopt;
  }
  return requested;
}

}  // namespace stridecheck
