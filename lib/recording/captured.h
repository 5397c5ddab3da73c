// What a live capture (`stridecheck run`'s hook: docs/capture-format.md) says beyond a module: the processes of the
// job and how each ended, each failing assert with the process (host, pid, rank) it failed in, and what the failing
// frame's tensors showed against what the module says (storage offsets and shared storages of graph inputs the module
// leaves unknown, symbolic sizes, layouts that differ). Typed, no words: report/ owns them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stridecheck {

/// How a process the hook attached to ended, as its process file says.
enum class ProcessEndHow { kExit, kException, kSignal, kRunning };
std::string_view process_end_name(ProcessEndHow h);  ///< "exit", "exception", "signal", "running"
std::optional<ProcessEndHow> parse_process_end(std::string_view name);

/// One Python process the hook attached to (a process-HOST-PID.json).
struct CapturedProcess {
  std::string file;  ///< the process file
  std::string host;
  int64_t pid = 0;
  std::optional<int64_t> rank, local_rank, world_size;
  std::vector<std::string> argv;
  std::string executable;   ///< the process's Python (sys.executable)
  std::string python;       ///< its version
  bool torch_seen = false;  ///< it imported torch._inductor
  int64_t modules_hooked = 0;
  ProcessEndHow ended = ProcessEndHow::kRunning;
  std::optional<int64_t> exit_code, signal;
  std::string exception, message, where;  ///< an uncaught exception that ended it: class, first line, innermost frame
  /// A signal that ended it, from its stack file (stack-HOST-PID-SIGNAL.txt, faulthandler's dump): "SIGTERM", and
  /// the innermost frame of its first thread when the signal came ("FILE:LINE in FUNC").
  std::string stack_signal, stack_where, stack_file;
  size_t captures = 0;              ///< failing asserts it captured
  int64_t captures_dropped = 0;     ///< distinct failing asserts it did not write (over the hook's cap)
  std::vector<std::string> errors;  ///< the hook's own failures there, one line each
};

/// One failing assert as one process captured it (a capture-HOST-PID-N.json).
struct CapturedAssert {
  std::string file;  ///< the capture file
  std::string host;
  int64_t pid = 0;
  std::optional<int64_t> rank;
  std::string module_path;  ///< where the failing process ran the module from
  int64_t line = 0;         ///< the assert's line in the module
  std::string function;     ///< assert_size_stride, assert_tensor_metadata, assert_alignment
  int64_t count = 1;        ///< times it failed in that process
  std::string first_at, last_at;
  size_t failure = 0;  ///< which distinct failure it is (failures with the same module, line and message are one)
  /// The failing op ("newuser::linear_gelu") and the .py files that registered its kernel and its fake, as the
  /// failing process loaded them (the capture's op_source; "" where not known).
  std::string op, op_kernel_file, op_fake_file;
};

/// What the failing frame's tensor showed against what the module says of the same tensor.
struct LiveLayoutFinding {
  enum class Kind {
    kOffsetFilled,   ///< a graph input's storage offset, which the module does not state, was `live` (not 0)
    kSharedStorage,  ///< graph inputs the module reads as separate tensors share one storage (`with`)
    kSymbolFilled,   ///< a symbolic size the module resolved from its harness's sample was `live` in the run
    kLayoutDiffers,  ///< the tensor's live sizes or strides are not those the module gives it
    kNotInFrame,     ///< a graph input of the failing call that the graph had released (`del`) before the assert:
                     ///< its offset and storage stay as the module reads them (offset 0, a storage of its own),
                     ///< unless the forward graph's return gives them (`from_forward`: Recording::saved_links)
  };
  Kind kind = Kind::kOffsetFilled;
  std::string call;                                 ///< the call site or op call whose argument it is ("" for a symbol)
  std::string arg;                                  ///< the argument ("query"), or the symbol ("s0")
  std::string tensor;                               ///< the frame's local (graph input) behind it
  std::optional<int64_t> module_value, live_value;  ///< offsets, or a symbol's values
  std::vector<int64_t> module_sizes, module_strides, live_sizes, live_strides;  ///< kLayoutDiffers
  std::vector<std::string> with;  ///< kSharedStorage: the other graph inputs on that storage
  bool from_forward = false;      ///< kNotInFrame: its offset and storage came from the forward graph's return
  std::string file;               ///< the capture that showed it
};

/// A capture folder (or file) as a whole.
struct CapturedRun {
  std::string folder;
  std::vector<CapturedProcess> processes;
  std::vector<CapturedAssert> asserts;  ///< in failure order, then host, pid
  std::vector<LiveLayoutFinding> live;
};

}  // namespace stridecheck
