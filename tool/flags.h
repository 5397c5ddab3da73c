// The command line's shared parts: the options every subcommand takes (Common), the replay options of triage, replay
// and check (ReplayFlags), and how a report's format is chosen and the report written. cli.cpp builds the CLI11 app
// with them; commands.cpp runs the subcommands with what they parsed.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "readers/sources.h"
#include "replay/replay.h"
#include "report/format.h"

namespace stridecheck::tool {

// -v and --limit (before or after the subcommand), and --code where a subcommand takes it.
struct Common {
  std::vector<std::string> limits;
  std::vector<std::string> code;
  bool verbose = false;
  ReadOptions read_options() const;
};

// One line on stderr for a person watching at a terminal: what the command is doing ("reading X", "starting the
// replay workers", "replayed 3 of 9 runs"), rewritten in place and cleared when the work is done, before the report.
// Nothing where stderr is not a terminal, under -q, or under -v (whose log lines say it instead, as it happens).
class TerminalStatus {
 public:
  static std::shared_ptr<TerminalStatus> open(bool quiet, bool verbose);
  TerminalStatus(const TerminalStatus&) = delete;
  TerminalStatus& operator=(const TerminalStatus&) = delete;
  ~TerminalStatus() { end(); }
  void say(const std::string& text);  ///< the line, replaced
  void end();                         ///< the line cleared (the report, or an error, follows)

 private:
  explicit TerminalStatus(bool on) : on_(on) {}
  bool on_ = false, shown_ = false;
};

// Replay options shared by replay, triage and check.
struct ReplayFlags {
  std::string backends, priority, device = "auto", max_memory, torch_python, meta_cache;
  std::string ops;                        ///< --ops GLOB
  std::vector<std::string> imports;       ///< --import MODULE[,MODULE...]
  std::vector<std::string> kernel_impls;  ///< --kernel-impl BACKEND=NAME
  std::string isolation = "auto";
  std::vector<std::string> runs_from;
  bool no_meta = false, no_kernels = false, no_what_if = false;
  uint64_t seed = 0;
  int repeat = 0, warmup = 2, jobs = 0;
  double timeout = 60;
  bool no_values = false;
  bool every_site = false;
  bool quiet = false;

  void add(CLI::App* app, bool timing);
  /// The replay's options; `status`: where its progress is shown (none: not shown).
  ReplayOptions options(const std::shared_ptr<TerminalStatus>& status = nullptr) const;
};

// Where a report goes and in which format (--format, -o).
struct ReportArgs {
  std::string out, format = "text";
  const CLI::Option* format_option = nullptr;  ///< whether --format was given (else -o's extension decides)
  bool to_stderr = false;  ///< no -o: on stderr, not stdout (`run`: the job's stdout is the job's alone)
  ReportFormat chosen() const;
};

extern const char* const kFormatHelp;

// Colour on stdout: a terminal, and no NO_COLOR set to something (no-color.org).
bool color_stdout();
// The same for stderr (`run`'s answer: the job's stdout is its own).
bool color_stderr();

// The report written to `out_path` atomically, or to stdout ("" or "-"; stderr with `to_stderr`).
void emit(const std::string& text, const std::string& out_path, bool to_stderr = false);

// The failing log triage reads: a folder, a device such as /dev/null or a pipe is refused with what it is
// (InputError naming the path); "-" is stdin; a missing or empty file is left to the reader, which says so.
void check_log_path(const std::string& path);
// The sources show, extract and replay read: an empty file, a device or a pipe refused with what it is (a folder
// is a TORCH_COMPILE_DEBUG folder, or one to search, for the readers).
void check_source_paths(const std::vector<std::string>& paths);

// --code paths that do not exist, and --import paths (a name ending in .py or holding a /, as the op worker reads it)
// that are not files: a usage error naming the path, before anything is read or run (the log may name a module that
// exists, and the worker would only say so deep in the report). A module name that does not import is known only in
// the worker, which says so in the report.
void check_code_paths(const std::vector<std::string>& code);
void check_import_paths(const std::vector<std::string>& imports);

// A comma-separated list of backends, ours or torch's names (SDPBackend.FLASH_ATTENTION...); `flag` names the
// option in errors.
std::vector<Backend> backend_list(const std::string& text, const char* flag);

}  // namespace stridecheck::tool
