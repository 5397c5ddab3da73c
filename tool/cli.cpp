#include "cli.h"

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>

#include "core/atomic_file.h"
#include "core/error.h"
#include "readers/fixture_json.h"
#include "readers/sources.h"
#include "report/text.h"
#include "triage/triage.h"
#include "version.h"

namespace stridecheck::tool {

namespace {

std::string version_text() {
  return fmt::format(
      "stridecheck {}\n"
      "  libtorch        {} (built against; the replay worker loads it)\n"
      "  CUDA (libtorch) {}\n"
      "  cuDNN (libtorch) {}\n"
      "  fmt             {}\n"
      "  spdlog          {}\n"
      "  CLI11           {}\n"
      "  nlohmann-json   {}\n",
      kStridecheckVersion, kBuiltTorchVersion, kBuiltTorchCudaVersion, kBuiltTorchCudnnVersion, kBuiltFmtVersion,
      kBuiltSpdlogVersion, kBuiltCli11Version, kBuiltJsonVersion);
}

bool color_stdout() { return ::isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr; }

void emit(const std::string& text, const std::string& out_path) {
  if (out_path.empty() || out_path == "-") {
    std::cout << text << std::flush;
    return;
  }
  write_file_atomically(out_path, text);
}

struct Common {
  std::vector<std::string> limits;
  std::vector<std::string> code;
  bool verbose = false;
  ReadOptions read_options() const {
    ReadOptions o;
    for (const auto& l : limits) {
      auto eq = l.find('=');
      if (eq == std::string::npos) throw UsageError("--limit expects NAME=VALUE, got '" + l + "'");
      o.limits.set(l.substr(0, eq), l.substr(eq + 1));
    }
    o.code_paths = code;
    return o;
  }
};

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{"stridecheck: tells why a torch.compile run died on a stride assertion, and which SDPA backend and\n"
               "which reshape caused it. Reads inductor output code, TORCH_TRACE logs, TORCH_COMPILE_DEBUG folders,\n"
               "failing logs and stridecheck fixtures.\n\n"
               "Exit codes: 0 ok, 1 a mismatch was found, 2 bad input or usage, 3 a required backend is missing."};
  app.set_version_flag("--version", version_text());
  app.require_subcommand(1);
  Common common;
  app.add_flag("-v,--verbose", common.verbose, "Log what stridecheck does to stderr");
  app.add_option("--limit", common.limits, "Change a limit, NAME=VALUE (docs/robustness.md lists them)")
      ->type_name("NAME=VALUE");

  // triage
  auto* triage_cmd = app.add_subcommand("triage", "Decode the stride assertion of a failing log: which op, which output, "
                                                  "expected vs actual per dim, the inputs and their reshape chains");
  std::string triage_log, triage_out, triage_format = "text";
  triage_cmd->add_option("LOG", triage_log, "The failing run's log (stderr of the training script)")
      ->required()
      ->check(CLI::ExistingFile);
  triage_cmd->add_option("--code", common.code,
                         "Where the generated module the log names is now (its output code, a TORCH_TRACE log, or a "
                         "folder to search) when it is no longer at the path the log gives");
  triage_cmd->add_option("--format", triage_format, "text")->check(CLI::IsMember({"text"}));
  triage_cmd->add_option("-o,--output", triage_out, "Write the report to FILE (atomically) instead of stdout");

  // extract
  auto* extract_cmd = app.add_subcommand("extract", "Record every SDPA call site of the sources into a fixture");
  std::vector<std::string> extract_sources;
  std::string extract_out;
  extract_cmd->add_option("SOURCE", extract_sources,
                          "Output code (.py), TORCH_TRACE log, TORCH_COMPILE_DEBUG folder, failing log or fixture")
      ->required();
  extract_cmd->add_option("-o,--output", extract_out, "The fixture to write (JSON, stridecheck.fixture/1)")->required();
  extract_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  // show
  auto* show_cmd = app.add_subcommand("show", "Show a recording (a fixture or any source) in readable form");
  std::vector<std::string> show_sources;
  std::string show_format = "text";
  show_cmd->add_option("SOURCE", show_sources, "A fixture, or any source extract reads")->required();
  show_cmd->add_option("--format", show_format, "text, or json (the fixture JSON)")->check(CLI::IsMember({"text", "json"}));
  show_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version print and succeed
    throw UsageError(e.what() + std::string(" (see stridecheck --help)"));
  }

  auto logger = spdlog::stderr_color_mt("stridecheck");
  logger->set_level(common.verbose ? spdlog::level::debug : spdlog::level::warn);
  spdlog::set_default_logger(logger);
  const ReadOptions options = common.read_options();
  TextStyle style{color_stdout()};

  if (*triage_cmd) {
    TriageResult r = triage(triage_log, options);
    emit(render_triage_text(r, TextStyle{triage_out.empty() && style.color}), triage_out);
    return kExitMismatch;
  }
  if (*extract_cmd) {
    Recording rec = read_sources(extract_sources, options);
    spdlog::debug("extracted {} call sites from {} sources", rec.call_sites.size(), extract_sources.size());
    emit(write_fixture(rec), extract_out);
    if (extract_out != "-")
      std::cerr << fmt::format("stridecheck: {} SDPA call site{} from {} graph{} written to {}\n", rec.call_sites.size(),
                             rec.call_sites.size() == 1 ? "" : "s", rec.graphs.size(),
                             rec.graphs.size() == 1 ? "" : "s", extract_out);
    return kExitOk;
  }
  if (*show_cmd) {
    Recording rec = read_sources(show_sources, options);
    emit(show_format == "json" ? write_fixture(rec) : render_recording_text(rec, style), "");
    return kExitOk;
  }
  return kExitBadInput;
}

}  // namespace stridecheck::tool
