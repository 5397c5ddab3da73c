// One entry point for every input format: detects what a path is (output code, TORCH_TRACE log,
// TORCH_COMPILE_DEBUG folder, a log with the modules TORCH_LOGS=output_code wrote into it, failing log,
// stridecheck fixture, a live capture folder or file of `stridecheck run`) and hands it to its reader. Every reader
// produces the same Recording.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/limits.h"
#include "readers/failing_log.h"
#include "readers/output_code_log.h"
#include "recording/recording.h"

namespace stridecheck {

enum class SourceFormat { kOutputCode, kTrace, kDebugDir, kFailingLog, kFixture, kOutputCodeLog, kCapture };

struct ReadOptions {
  Limits limits;
  /// Where to look for the generated module a failing log names when it is not at the path the log
  /// gives (a file: output code or TORCH_TRACE log; a folder: searched).
  std::vector<std::string> code_paths;
};

/// The format of a path, by looking at it. InputError when it is none stridecheck reads.
SourceFormat detect_format(const std::string& path, const Limits& limits);

/// The generated module a failing log's frame names, found on disk or through code_paths.
struct LocatedModule {
  std::string file;  ///< where the text was found (.py or trace log)
  std::string text;
  int64_t first_line = 1;  ///< line of the module's first line in `file`
  std::string graph_prefix;
  std::string module_path;  ///< the path the log named
  std::string how;          ///< how it was found, in words
  /// The line in `file` of each module line, when they do not follow each other (a module of a TORCH_LOGS log
  /// with other processes' lines inside its record; `text` has an empty line for each); else empty.
  std::vector<int64_t> lines;
  int64_t line_in_file(int64_t module_line) const;  ///< 0 when the module has no such line
  int64_t module_line(int64_t line_in_file) const;  ///< 0 when that line is not the module's
};
std::optional<LocatedModule> locate_module(const TracebackFrame& frame, const ReadOptions& options,
                                           std::vector<std::string>& tried);

/// For an assertion whose log names no module (only the AssertionError line, or its last lines): the
/// module of `options.code_paths` holding the one size_stride assert that expected what the message
/// says, and in `frame` that assert's line. Several matching asserts of one op: the first (the first the
/// graph checks), said so in `how`. None, or matches of several ops: nullopt.
std::optional<LocatedModule> locate_by_content(const DecodedAssertion& assertion, const ReadOptions& options,
                                               std::vector<std::string>& tried, TracebackFrame& frame);

/// Where the module of one assertion was looked for and found.
struct ModuleLookup {
  std::string file;  ///< empty when not found
  std::string how;
  std::vector<std::string> tried;
  /// When the log has no traceback frame: the assert line found by what the message says it expected.
  std::optional<TracebackFrame> located;
  int64_t assert_line = 0;  ///< the line in `file` of the assert that failed
};

/// The recording behind a failing log: the call sites of the modules its assertions name, with the
/// actual layout each assertion reported attached as `observed` to the failing output. A module that
/// is not found leaves a note. `lookups`, when given, gets one entry per assertion. `logged`: the modules
/// the log itself holds (TORCH_LOGS=output_code), looked in first.
Recording recording_from_log(const FailingLog& log, const ReadOptions& options,
                             std::vector<ModuleLookup>* lookups = nullptr,
                             const std::vector<LogModule>* logged = nullptr);

/// The module of `logged` (a log's own, from `log_file`) that a traceback frame names: the one torch logged as
/// written to the frame's path, else one whose line at the frame is the failing line. InputError (file, line)
/// when the record of that path does not read (cut short, edited).
std::optional<LocatedModule> locate_in_log(const std::vector<LogModule>& logged, const std::string& log_file,
                                           const TracebackFrame& frame, const Limits& limits);

/// The actual layout `a` reports, attached as `observed` (with `log`'s file) to the output that the assert at `line` of
/// `file` checks in `out`.
void attach_observed(Recording& out, const std::string& file, int64_t line, const DecodedAssertion& a,
                     const FailingLog& log);

/// Reads one source of any format.
Recording read_source(const std::string& path, const ReadOptions& options);

/// Reads several sources into one recording; call site ids are made unique.
Recording read_sources(const std::vector<std::string>& paths, const ReadOptions& options);

}  // namespace stridecheck
