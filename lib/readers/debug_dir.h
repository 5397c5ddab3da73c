// Reader of TORCH_COMPILE_DEBUG=1 folders: every graph's output_code.py under
// torch_compile_debug/run_*/torchinductor/<model>__<n>_{forward,backward,inference}_<k>/.
// Also takes a folder of TORCH_TRACE logs (dedicated_log_torch_trace_*.log).
#pragma once

#include <string>
#include <vector>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

/// Files under `dir` whose name satisfies `want`, sorted, without following symlinks that lead out
/// of `dir`. InputError over limits.max_files or limits.max_dir_depth.
std::vector<std::string> find_files(const std::string& dir, bool (*want)(const std::string& name), const Limits& limits,
                                    std::vector<std::string>* notes = nullptr);

/// The output_code.py files and TORCH_TRACE logs under `dir`; InputError saying so when there are none
/// (and how many links leading out of the folder were skipped). Notes on skipped links go to `notes`.
std::vector<std::string> debug_dir_files(const std::string& dir, const Limits& limits,
                                         std::vector<std::string>* notes = nullptr);

Recording read_debug_dir(const std::string& dir, const Limits& limits);

}  // namespace stridecheck
