// Reader of live captures: what `stridecheck run`'s hook (tool/stridecheck_hook, docs/capture-format.md) writes while
// a failing frame is alive. A capture folder holds process-HOST-PID.json (one per Python process the hook attached
// to) and capture-HOST-PID-N.json (one per distinct failing assert of a process); a single capture file reads alone.
//   - The module in a capture is read as text by the output-code reader, never executed; its lines are the module's
//     own (the failing process's path names it).
//   - The assert is decoded as the failing-log reader decodes a traceback: its message and its line.
//   - The frame's tensors fill in what the module leaves unknown (the storage offsets of graph inputs, the storage
//     they share) and say where they differ from it (recording/captured.h: LiveLayoutFinding).
//   - The capture's environment is the run's (RunEnvironment), and its torch compiled the graph (compiled_by).
// The same failure in several processes (ranks) is one failure, with each process that captured it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "readers/failing_log.h"
#include "readers/sources.h"
#include "recording/recording.h"

namespace stridecheck {

inline constexpr std::string_view kCaptureFormat = "stridecheck.capture/1";
inline constexpr std::string_view kProcessFormat = "stridecheck.process/1";

/// One tensor local of the failing frame: its layout, never its data.
struct CapturedTensor {
  std::string name, dtype, device;
  std::vector<int64_t> sizes, strides;
  std::optional<int64_t> storage_offset;
  std::optional<int64_t> storage;  ///< tensors with the same index share one storage
};

/// One capture-*.json.
struct CaptureFile {
  CapturedAssert where;  ///< file, host, pid, rank, module path, line, function, count
  std::string source, exception, message, frame_function;
  int64_t message_line = 0;  ///< the line of "message" in the file
  int64_t line_line = 0;     ///< the line of the assert's "line"
  std::string module_sha256, module_text;
  int64_t text_line = 0;  ///< the line of the module's "text"
  /// A backward failure's forward module of the same AOT ID ("forward_module"; empty text: absent or unread).
  std::string forward_path, forward_text;
  int64_t forward_text_line = 0;
  std::vector<CapturedTensor> tensors;
  std::map<std::string, int64_t> ints;
  RunEnvironment environment;
  std::vector<std::string> argv;
};

/// A capture folder, or one capture or process file.
struct CaptureSet {
  std::string path;
  std::vector<CapturedProcess> processes;
  std::vector<CaptureFile> captures;
};

/// True when the text is a capture or process file (its format tag near its start).
bool looks_like_capture(std::string_view text);
/// True when `path` is a folder holding a process-*.json or capture-*.json.
bool is_capture_folder(const std::string& path);

/// Reads a capture folder, capture file or process file. InputError (file, line) for a file that does not read.
CaptureSet read_capture_set(const std::string& path, const Limits& limits);
/// A capture or process file's text, as a set of one.
CaptureSet read_capture_text(std::string_view text, const std::string& file, const Limits& limits);
/// One capture file's text.
CaptureFile read_capture_file(std::string_view text, const std::string& file, const Limits& limits);
/// One process file's text.
CapturedProcess read_process_file(std::string_view text, const std::string& file, const Limits& limits);

/// The recording of a capture set: each distinct module read once, each distinct failure (module, line, message)
/// decoded once and observed on the output its assert checks, the live layouts filled in; `log` holds the decoded
/// assertions (one per distinct failure) and `lookups` where each one's module came from. InputError when the set
/// holds no capture.
struct CaptureRead {
  Recording recording;
  std::vector<DecodedAssertion> assertions;
  std::vector<std::string> assertion_files;  ///< the capture each assertion was read from
  std::vector<ModuleLookup> lookups;
};
CaptureRead read_captures(const CaptureSet& set, const ReadOptions& options);

}  // namespace stridecheck
