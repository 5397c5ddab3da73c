// What the runner (runner.cpp) and the commands share about a replay's machine: which backends a device has, where
// each runs, the meta answers' cache folder, the default torch Python; and stored runs merged into a live replay.
#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "replay/replay.h"
#include "version.h"

namespace stridecheck {

namespace fs = std::filesystem;

std::vector<Backend> device_backends(const std::string& device) {
  if (device.starts_with("cuda")) {
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
  if (requested == "cpu") {
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

std::string meta_cache_folder(const std::string& option) {
  if (option == "off") return "";
  if (!option.empty()) return option;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/stridecheck";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/stridecheck";
  return "";
}

std::string default_torch_python() {
  // The Python the build was configured with (scripts/setup.sh: the torch it built the worker against),
  // else the checkout's .venv beside the binary's folder, else python3 on PATH. Shown as the user would
  // type it: relative when under the working directory, so that reports (and their goldens) do not depend
  // on where the checkout lives.
  std::error_code ec;
  fs::path p;
  if (*kConfiguredTorchPython && fs::exists(kConfiguredTorchPython, ec)) {
    p = kConfiguredTorchPython;
  } else if (fs::path self = fs::read_symlink("/proc/self/exe", ec); !ec) {
    p = self.parent_path().parent_path() / ".venv" / "bin" / "python";
    if (!fs::exists(p, ec)) p.clear();
  }
  if (p.empty()) return "python3";
  fs::path cwd = fs::current_path(ec);
  fs::path rel = ec ? fs::path() : p.lexically_relative(cwd);
  if (!rel.empty() && *rel.begin() != "..") return rel.string();
  return p.string();
}

void merge_runs(ReplayResult& live, const ReplayResult& stored) {
  // Metas of a torch this run evaluated live are taken from the live run.
  std::vector<std::string> live_torch;
  for (const auto& m : live.metas)
    if (!m.torch.empty()) live_torch.push_back(m.torch);
  auto is_live = [&](const std::string& t) {
    return std::find(live_torch.begin(), live_torch.end(), t) != live_torch.end();
  };
  bool any_kernels = false;
  for (const auto& s : stored.sites) {
    auto it = std::find_if(live.sites.begin(), live.sites.end(),
                           [&](const SiteReplay& l) { return l.call_site == s.call_site; });
    if (it == live.sites.end()) continue;
    bool kernels = std::any_of(s.runs.begin(), s.runs.end(), [&](const BackendRun& r) { return !is_meta_run(r); });
    if (kernels) {
      any_kernels = true;
      std::erase_if(it->runs, [&](const BackendRun& r) { return !is_meta_run(r); });
      it->device = s.device;
    }
    for (const auto& r : s.runs)
      if (!is_meta_run(r) || !is_live(r.torch)) it->runs.push_back(r);
  }
  // op calls alike: stored kernel runs replace the live ones, stored fakes of a torch not run live are added
  auto is_kernel = [](const OpRun& r) { return r.kind == OpRunKind::kKernel; };
  for (const auto& s : stored.ops) {
    auto it = std::find_if(live.ops.begin(), live.ops.end(), [&](const OpReplay& l) { return l.op_call == s.op_call; });
    if (it == live.ops.end()) continue;
    if (std::any_of(s.runs.begin(), s.runs.end(), is_kernel)) {
      any_kernels = true;
      std::erase_if(it->runs, is_kernel);
    }
    // a live fake that could not run (the module that registers the op not imported here) gives way to a stored
    // one of the same torch that did
    for (const auto& r : s.runs) {
      if (is_kernel(r) || r.status != RunStatus::kOk || !is_live(r.torch)) continue;
      std::erase_if(it->runs, [&](const OpRun& l) {
        return !is_kernel(l) && l.torch == r.torch && l.status == RunStatus::kUnavailable;
      });
    }
    for (const auto& r : s.runs) {
      const bool live_has = std::any_of(it->runs.begin(), it->runs.end(),
                                        [&](const OpRun& l) { return !is_kernel(l) && l.torch == r.torch; });
      if (is_kernel(r) || !is_live(r.torch) || !live_has) it->runs.push_back(r);
    }
  }
  for (const auto& m : stored.metas)
    if (!m.torch.empty() && !is_live(m.torch)) live.metas.push_back(m);
  if (any_kernels) {
    live.environment = stored.environment;
    live.skipped = false;
    std::erase_if(live.notes, [](const std::string& n) { return n.starts_with("replay needs a CUDA device"); });
  }
}

}  // namespace stridecheck
