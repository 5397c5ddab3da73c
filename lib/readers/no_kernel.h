// Reader of the other way an SDPA call fails a torch.compile run (docs/formats.md section 9): no backend
// that the priority in force enables can serve the call's arguments, and torch raises "No available kernel.
// Aborting execution." (or "No viable backend for scaled_dot_product_attention was found.") - at dynamo's
// fake-tensor run of the call (torch._dynamo.exc.TorchRuntimeError), in inductor (InductorError), or when
// the call runs. Read with it: the call's arguments as the error prints them, the user's line that made the
// call ("from user code:"), and the reasons torch warned for each backend it tried ("Flash attention kernel
// not used because:" and the warnings after it).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/limits.h"
#include "readers/failing_log.h"
#include "recording/sdpa_ops.h"

namespace stridecheck {

/// One backend torch tried and refused, with its reasons in torch's words.
struct BackendRefusal {
  Backend backend = Backend::kFlash;
  std::string named;  ///< as torch's warning names it: "Flash attention", "Memory efficient", "cuDNN attention"
  std::vector<std::string> reasons;
  int64_t log_line = 0;  ///< of the "... kernel not used because:" warning
};

struct NoKernelFailure {
  /// Where the call failed: dynamo's run of it on fake tensors (tracing), inductor (compiling), or running.
  enum class Stage { kTrace, kCompile, kRun };
  Stage stage = Stage::kRun;
  std::string error;  ///< the exception line: "torch._dynamo.exc.TorchRuntimeError: RuntimeError when making ..."
  int64_t error_line = 0;
  std::string message;  ///< torch's own: "No available kernel.  Aborting execution."
  int64_t message_line = 0;
  /// The call's arguments as the error prints them, by scaled_dot_product_attention's argument names
  /// ("query" -> "float32 cpu sizes (2, 4, 128, 64)", "dropout_p" -> "0.1"); empty when it does not print them.
  std::vector<std::pair<std::string, std::string>> args;
  std::optional<TracebackFrame> user_frame;  ///< the user's line that called SDPA ("from user code:")
  std::vector<BackendRefusal> refusals;      ///< in the order torch warned them
  std::string device;                        ///< "cpu" or "cuda", from the dispatcher that warned; else ""
};

std::string_view stage_name(NoKernelFailure::Stage s);  ///< "trace", "compile", "run"

/// True when the text holds torch's "No available kernel" or "No viable backend" error.
bool looks_like_no_kernel_failure(std::string_view text);

/// The last such failure of the log; nullopt when it has none. InputError for a line over the limit.
std::optional<NoKernelFailure> read_no_kernel_failure(std::string_view text, const std::string& file,
                                                      const Limits& limits);

}  // namespace stridecheck
