// Reader of logs written under TORCH_LOGS=output_code (docs/formats.md section 8): torch logs each generated
// module as one record, "Output code: " and then the module's lines, every line behind the record's prefix
// ("V1202 05:49:04.575000 11832 torch/_inductor/graph.py:2552] [0/0] [__output_code] "), and after it the
// path it wrote the module to ("Output code written to: PATH"). The modules are taken out of the log
// exactly (the prefixes removed) with their log lines, for the output-code reader; nothing is executed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

/// One generated module logged inside a log.
struct LogModule {
  std::string text;            ///< the module as torch logged it, its prefixes removed: the module's own text
  std::string padded;          ///< the same with an empty line for each line of another process interleaved
                               ///< inside the record (other ranks); empty when there was none
  int64_t start_line = 0;      ///< log line of the "Output code:" line
  int64_t first_line = 0;      ///< log line of the module's first line
  int64_t last_line = 0;       ///< log line of its last line
  std::vector<int64_t> lines;  ///< log line of each module line, when lines of another process interleave
                               ///< (else empty: the module's line N is log line first_line + N - 1)
  std::string graph_prefix;    ///< "[0/1] ", the record's compile id, as a TORCH_TRACE record's
  std::string module_path;     ///< from the record "Output code written to: PATH" after it, when the log has one
  int64_t path_line = 0;       ///< the log line that names module_path

  /// The text the output-code reader reads: its line N is log line first_line + N - 1.
  const std::string& reader_text() const { return padded.empty() ? text : padded; }
  /// The log line of the module's line N (as Python numbers it in a traceback); 0 when it has no such line.
  int64_t log_line(int64_t module_line) const;
  /// The module's line at a log line; 0 when that log line is not one of the module's.
  int64_t module_line(int64_t log_line) const;
};

/// True when the text holds a TORCH_LOGS=output_code record: a line ending in "Output code:" followed by
/// the start of a module.
bool looks_like_output_code_log(std::string_view text);

/// Every module logged in the text, in log order. InputError (file, line) for a line over the limit and
/// for an "Output code:" record with no module after it.
std::vector<LogModule> output_code_log_modules(std::string_view text, const std::string& file, const Limits& limits);

/// The call sites of every module of the log (as a TORCH_TRACE log's), their reshape chains linked once
/// after the last. InputError (file, line in the log) for a module that does not read.
Recording read_output_code_log(const std::vector<LogModule>& modules, const std::string& file, const Limits& limits);

}  // namespace stridecheck
