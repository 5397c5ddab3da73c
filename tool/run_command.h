// `stridecheck run -- CMD [ARGS...]`: CMD run with the capture hook importable (its folder first on PYTHONPATH,
// STRIDECHECK_CAPTURE_DIR set), its stdin, stdout and stderr its own, in the terminal's process group; the signals
// only stridecheck received forwarded to it once; then every capture it left in --out triaged here, on the pipeline,
// and the answer printed after its output. The exit code is CMD's (or --error-exitcode's when an assert was caught).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "commands.h"

namespace stridecheck::tool {

struct RunArgs {
  std::string out;  ///< default: stridecheck-run-YYYYMMDD-HHMMSS in the working folder
  std::optional<int> error_exitcode;
  std::vector<std::string> command;
  TriageArgs triage;  ///< its report and replay options; its log is `out`
};

int run_command(const RunArgs& args, const Common& common);

}  // namespace stridecheck::tool
