// Reader of failing logs: a Python traceback with any amount of noise around it, ending in a stride
// assertion in any of the forms of docs/formats.md section 1 - per-dim "expected size A==B, stride C==D at
// dim=i" clauses (actual first), "wrong number of dimensions", alignment failures - with the op-name
// and hint lines that newer torch adds, and the frame that names the generated module and line. Read as reporters
// paste it: several ranks in one stream (split first: readers/rank_streams.h, each rank read alone, the same assert
// on several ranks one failure with its ranks), a message or an assert line re-wrapped over indented lines, prose
// or a pytest "FAILED ... - " before the message, Markdown fences, a log cut anywhere (what is left is kept, and
// where it was cut is said).
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

/// The kind of compiled graph a traceback ran, read from aot_autograd's runtime-wrapper frames: its
/// CompiledFunction's forward, its backward, or the runtime wrapper alone (an inference graph: no autograd).
enum class TracebackGraph { kUnknown, kForward, kBackward, kInference };

struct DecodedAssertion {
  /// kLegacy: torch before 2.0 (inductor of 2022) asserted `assert bufN.size() == (...)` and `assert bufN.stride() ==
  /// (...)` in Python, raising a bare AssertionError: the line says what the graph expected, nothing says what came.
  /// kDtype: torch 2.15's assert_tensor_metadata raising "RuntimeError: expected dtype X but got Y".
  enum class Kind { kSizeStride, kRank, kAlignment, kLegacy, kDtype };
  /// Where the log names the op whose output was checked.
  enum class OpFrom { kNone, kErrorInOp, kAssertArgument, kRankMessage };
  /// Where a log cut short ends this assertion: inside its message (the clauses before the cut are kept), or
  /// before it (the traceback ends at the frame of the assert call: what the assert line shows is all there is).
  enum class Cut { kNone, kInMessage, kBeforeMessage };
  Kind kind = Kind::kSizeStride;
  std::string message;  ///< the assertion as the log printed it, from "expected"/"wrong"/"Expect"
  int64_t log_line = 0;
  std::vector<AssertionClause> clauses;                     ///< kSizeStride
  int64_t actual_rank = -1;                                 ///< kRank, when the message gives it
  int64_t alignment = 0, storage_offset = 0, itemsize = 0;  ///< kAlignment
  std::string op;  ///< from "Error in op: ...", else from the assert's last argument, or the rank form's "for op: "
  OpFrom op_from = OpFrom::kNone;
  std::vector<std::string> hints;
  std::optional<TracebackFrame> frame;  ///< the innermost frame of the traceback that raised it
  /// Where that innermost frame is the user's own code (not a generated module's, not torch's), it is kept here and
  /// `frame` stays empty: the paste left the module's frames out, so the log names no module.
  std::optional<TracebackFrame> outer_frame;
  /// The script the job ran: the traceback's outermost frame of the user's own code at module level
  /// (`File "/home/u/train.py", line 40, in <module>`), as the log names it; "" where the paste has none.
  std::string script;
  /// The assert call the log shows: the frame's source line, or (pasted without its frame) the line above the
  /// message; "" when the log has none.
  std::string source;
  int64_t source_line = 0;  ///< the log's line of `source`
  /// From `source` when it is an assert_size_stride(...) call: the checked buffer and the layout the graph expected.
  std::string buffer;
  std::vector<int64_t> expected_sizes, expected_strides;
  std::string legacy_check;                  ///< kLegacy: "size" or "stride", what `assert bufN.X() == (...)` checked
  std::vector<int64_t> legacy_expected;      ///< kLegacy: the tuple it expected
  std::string expected_dtype, actual_dtype;  ///< kDtype: "torch.float32", as the message spells them
  bool in_backward = false;                  ///< the traceback passes through autograd's backward
  TracebackGraph graph = TracebackGraph::kUnknown;
  Cut cut = Cut::kNone;
  bool input_tag = false;  ///< the assert's last argument is 'input' (torch 2.12 on: an input assert of the graph)
  std::vector<int> ranks;  ///< the ranks whose stream shows it (their prefixes); empty for a log without them
};

/// A log that ends inside a traceback before any assertion of it: where, and what the traceback still shows.
struct LogCut {
  int64_t last_line = 0;                ///< the log's line the cut traceback ends on
  std::optional<TracebackFrame> frame;  ///< its innermost frame
  TracebackGraph graph = TracebackGraph::kUnknown;
  bool in_compiled_graph = false;  ///< it had entered a generated module or inductor's call of one
  int rank = -1;
};

struct FailingLog {
  std::string file;
  std::vector<DecodedAssertion> assertions;  ///< distinct failures, in log order
  RunEnvironment environment;                ///< what the log shows of the run's machine (readers/run_environment.h)
  std::vector<LogCut> cuts;                  ///< tracebacks cut before an assertion (per rank)
  bool rank_prefixed = false;                ///< its lines carry rank prefixes: split by them
  std::vector<std::string> collided;         ///< prefixes that name several processes: the log was not split
  std::vector<int> collided_ranks;
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
