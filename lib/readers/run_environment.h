// What an input says about the run it comes from: the failing run's torch, GPU, CUDA, cuDNN, SDPA priority, Python
// and OS, not the machine that triages it. Each fact only where the text shows it, with its file and line:
//   - a log: `python -m torch.utils.collect_env` output (its labelled lines, its pip packages), a printed
//     torch.__version__ ("torch.__version__: 2.11.0", "torch==2.11.0"), the default SDPA order as the line
//     "SDPA priority: FLASH_ATTENTION, ..." that the Markdown report asks for, the Python of a traceback's
//     ".../pythonX.Y/site-packages/torch/" paths;
//   - a TORCH_TRACE compilation_metrics record: pytorch_version, cuda_version (torch.version.cuda), python_version,
//     triton_version;
//   - a generated module: the DeviceProperties of its triton_meta (compute capability, multiprocessors).
// Nothing is guessed (a value that says "Could not collect" or "N/A" is not a value) and nothing is executed.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

#include "recording/recording.h"

namespace stridecheck {

/// The facts of a log's text.
RunEnvironment log_environment(std::string_view text, const std::string& file);

/// The facts of a generated module (`first_line`: the line of its first line in `file`).
RunEnvironment module_environment(std::string_view text, const std::string& file, int64_t first_line);

/// The facts of a TORCH_TRACE record's object that holds pytorch_version (compilation_metrics).
RunEnvironment metrics_environment(const nlohmann::json& metrics, const std::string& file, int64_t line);

}  // namespace stridecheck
