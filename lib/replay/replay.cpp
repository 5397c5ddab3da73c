// replay() (replay.h): the one place that chooses between a running `stridecheck serve` (server.h, the client) and a
// replay here (runner.h's replay_here, which the server calls in turn); and the paths a replay's options default to:
// the torch Python of the metas, the meta cache's folder. (The runs' names and merge_runs are runs.cpp's.)
#include "replay/replay.h"

#include <cstdlib>
#include <filesystem>

#include "core/version.h"
#include "replay/pool.h"
#include "replay/runner.h"
#include "replay/server.h"

namespace stridecheck {

namespace fs = std::filesystem;

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

std::string absolute_path(const std::string& path, const std::string& cwd) {
  if (path.empty()) return path;
  std::error_code ec;
  fs::path base = cwd.empty() ? fs::current_path(ec) : fs::path(cwd);
  return (base / path).lexically_normal().string();  // an absolute `path` replaces the base
}

void prestart_workers(const ReplayOptions& options) {
  if (!options.how.pool || !options.what.metas) return;
  if (options.how.use_server && server_listening()) return;  // its warm meta workers answer
  replay_detail::prestart_meta_workers(*options.how.pool, options);
}

ReplayResult replay(const Recording& recording, const ReplayOptions& options) {
  check_replayable(recording);
  std::string note;
  if (options.how.use_server) {
    ReplayOptions sent = options;  // what depends on this process's environment, resolved here
    std::string cache = meta_cache_folder(options.how.meta_cache);
    sent.how.meta_cache = cache.empty() ? "off" : absolute_path(cache, options.how.cwd);
    if (sent.what.torch_pythons.empty()) sent.what.torch_pythons.push_back(default_torch_python());  // as shown here
    if (auto served = replay_on_server(recording, sent, note)) {
      served->server = server_socket_path();
      return std::move(*served);
    }
  }
  ReplayResult result = replay_here(recording, options);
  result.server_note = note;
  return result;
}

}  // namespace stridecheck
