// Reader of failing logs: a Python traceback with any amount of noise around it, ending in a stride
// assertion in any of the forms of docs/formats.md section 1 - per-dim "expected size A==B, stride C==D at
// dim=i" clauses (actual first), "wrong number of dimensions", alignment failures - with the op-name
// and hint lines that newer torch adds, and the frame that names the generated module and line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

struct TracebackFrame {
  std::string file;
  int64_t line = 0;
  std::string function;
  std::string source;  ///< the source line Python printed under the frame, trimmed
  int64_t log_line = 0;
};

struct AssertionClause {
  size_t dim = 0;
  int64_t actual_size = 0, expected_size = 0;
  int64_t actual_stride = 0, expected_stride = 0;
};

struct DecodedAssertion {
  enum class Kind { kSizeStride, kRank, kAlignment };
  Kind kind = Kind::kSizeStride;
  std::string message;  ///< the assertion as the log printed it, from "expected"/"wrong"/"Expect"
  int64_t log_line = 0;
  std::vector<AssertionClause> clauses;                     ///< kSizeStride
  int64_t actual_rank = -1;                                 ///< kRank, when the message gives it
  int64_t alignment = 0, storage_offset = 0, itemsize = 0;  ///< kAlignment
  std::string op;  ///< from "Error in op: ...", else from the assert's last argument
  std::vector<std::string> hints;
  std::optional<TracebackFrame> frame;  ///< the innermost frame of the traceback that raised it
  /// From the frame's source line when it is an assert_size_stride(...) call: the checked buffer and
  /// the layout the graph expected.
  std::string buffer;
  std::vector<int64_t> expected_sizes, expected_strides;
  bool in_backward = false;  ///< the traceback passes through autograd's backward
};

struct FailingLog {
  std::string file;
  std::vector<DecodedAssertion> assertions;  ///< distinct failures, in log order
  RunEnvironment environment;                ///< what the log shows of the run's machine (readers/run_environment.h)
};

/// True when the text holds something this reader decodes.
bool looks_like_failing_log(std::string_view text);

/// Decodes every stride assertion of the log. InputError when there is none, or when a number in an
/// assertion does not fit in 64 bits.
FailingLog read_failing_log(std::string_view text, const std::string& file, const Limits& limits);

/// The same, with an empty list of assertions when the log has none (a log read for something else as well:
/// the modules TORCH_LOGS=output_code writes into it, a failure that is not a stride assert).
FailingLog scan_failing_log(std::string_view text, const std::string& file, const Limits& limits);

}  // namespace stridecheck
