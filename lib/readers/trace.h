// Reader of TORCH_TRACE structured logs (the input of tlparse): glog-prefixed JSON records, payloads
// on the following tab-prefixed lines with their md5 checked, and every `inductor_output_code` record
// read as an output-code module.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

/// One generated module carried by a trace.
struct TraceModule {
  std::string filename;      ///< where torch wrote it (the record's "filename")
  std::string graph_prefix;  ///< "[0/0] " from frame_id / frame_compile_id (and attempt when not 0)
  int64_t first_line = 0;    ///< trace line of the module's first line
  std::string text;
};

/// What a trace says beside its modules.
struct TraceFacts {
  std::string pytorch_version;  ///< of the first record that has one (compilation_metrics), if any
  int64_t pytorch_version_line = 0;
  RunEnvironment environment;  ///< what that record says of the run (readers/run_environment.h)
};

/// True when the first record-looking line of the text is a glog-prefixed JSON record.
bool looks_like_trace(std::string_view text);

/// Every output-code module of the trace, md5 of every payload checked. InputError (file, line) for a
/// line that is neither a record nor a payload, a record that is not JSON, or an md5 mismatch.
/// `facts`, when given, receives what the trace says beside its modules.
std::vector<TraceModule> trace_modules(std::string_view text, const std::string& file, const Limits& limits,
                                       TraceFacts* facts = nullptr);

/// The call sites of every graph in the trace.
Recording read_trace(std::string_view text, const std::string& file, const Limits& limits);

}  // namespace stridecheck
