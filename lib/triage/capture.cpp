#include "triage/capture.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "core/text.h"
#include "readers/capture.h"

namespace stridecheck {

bool is_capture_input(const std::string& path, const Limits& limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return is_capture_folder(path);
  if (!std::filesystem::is_regular_file(path, ec) || !input_file_problem(path).empty()) return false;
  std::ifstream in(path, std::ios::binary);
  std::string head(std::min<uint64_t>(4096, limits.max_file_bytes), '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<size_t>(in.gcount()));
  return looks_like_capture(head);
}

TriageResult triage_capture(const std::string& path, const ReadOptions& options) {
  CaptureRead read = read_captures(read_capture_set(path, options.limits), options);
  TriageResult out;
  out.log_file = path;
  out.recording = std::move(read.recording);
  for (size_t i = 0; i < read.assertions.size(); ++i) {
    out.failures.push_back(analyse_failure(read.assertions[i], read.lookups[i], out.recording));
    out.failures.back().log_file = read.assertion_files[i];
  }
  return out;
}

}  // namespace stridecheck
