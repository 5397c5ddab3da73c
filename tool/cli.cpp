#include "cli.h"

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <sstream>

#include "commands.h"
#include "core/error.h"
#include "core/text.h"
#include "flags.h"
#include "replay/replay.h"
#include "report/format.h"
#include "version.h"

namespace stridecheck::tool {

namespace {

// The torch release a Python has, read from its package metadata (no import of torch: fast).
std::string torch_of_python(const std::string& python) {
  std::string quoted = "'";
  for (char c : python) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  std::string cmd = quoted + " -c 'import importlib.metadata as m; print(m.version(\"torch\"))' 2>/dev/null";
  std::string out;
  if (FILE* p = ::popen(cmd.c_str(), "r")) {
    char buf[128];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    if (::pclose(p) != 0) out.clear();
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out.empty() ? "no torch" : out;
}

std::string version_text() {
  const std::string python = default_torch_python();
  return fmt::format(
      "stridecheck {}\n"
      "  libtorch        {} (built against; the replay worker loads it)\n"
      "  metas           torch {} ({}: the default --torch-python)\n"
      "  CUDA (libtorch) {}\n"
      "  cuDNN (libtorch) {}\n"
      "  fmt             {}\n"
      "  spdlog          {}\n"
      "  CLI11           {}\n"
      "  nlohmann-json   {}\n",
      kStridecheckVersion, kBuiltTorchVersion, torch_of_python(python), python, kBuiltTorchCudaVersion,
      kBuiltTorchCudnnVersion, kBuiltFmtVersion, kBuiltSpdlogVersion, kBuiltCli11Version, kBuiltJsonVersion);
}

// A usage error as one line that says what to do: a mistyped subcommand gets the nearest one, and every error
// points to the --help of the subcommand it is about.
std::string usage_error(CLI::App& app, int argc, char** argv, const std::string& what) {
  std::vector<std::string> names;
  for (const auto* sub : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  auto distance = [](const std::string& a, const std::string& b) {
    std::vector<size_t> d(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) d[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
      size_t prev = d[0];
      d[0] = i;
      for (size_t j = 1; j <= b.size(); ++j) {
        size_t cur = d[j];
        d[j] = std::min({d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1)});
        prev = cur;
      }
    }
    return d[b.size()];
  };
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.empty() || a[0] == '-') continue;
    if (std::find(names.begin(), names.end(), a) != names.end()) return what + " (see stridecheck " + a + " --help)";
    std::string best;
    size_t best_d = 3;
    for (const auto& n : names)
      if (size_t dd = distance(a, n); dd < best_d) {
        best_d = dd;
        best = n;
      }
    if (!best.empty()) return "unknown subcommand '" + a + "': did you mean '" + best + "'? (see stridecheck --help)";
    break;
  }
  return what + " (see stridecheck --help)";
}

// --help within 100 columns: option and subcommand descriptions wrapped beside their names, a subcommand's
// own description wrapped above its options.
class WrappingFormatter : public CLI::Formatter {
 public:
  static constexpr size_t kWidth = 100;
  WrappingFormatter() { column_width(30); }
  std::string make_option_desc(const CLI::Option* opt) const override {
    return lines(CLI::Formatter::make_option_desc(opt));
  }
  std::string make_subcommand(const CLI::App* sub) const override {
    std::stringstream out;
    CLI::detail::format_help(out, sub->get_display_name(true), lines(sub->get_description()), get_column_width());
    return out.str();
  }
  std::string make_description(const CLI::App* app) const override {
    std::string out;
    for (const auto& para : split(CLI::Formatter::make_description(app), '\n'))
      out += para.empty() ? "\n" : wrap(para, "", 0, kWidth);
    return out;
  }

 private:
  // `text` wrapped to the room right of the names, its lines joined by newlines (format_help indents them)
  std::string lines(const std::string& text) const {
    std::string w = wrap(text, "", 0, kWidth - get_column_width());
    if (!w.empty() && w.back() == '\n') w.pop_back();
    return w;
  }
};

// A report's --format and -o on a subcommand.
void add_report_options(CLI::App* cmd, ReportArgs& r) {
  r.format_option = cmd->add_option("--format", r.format, kFormatHelp)->check(CLI::IsMember(report_format_names()));
  cmd->add_option("-o,--output", r.out, "Write the report to FILE (atomically) instead of stdout");
}

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{
      "stridecheck: tells why a torch.compile run died on a stride assertion, and which SDPA backend and\n"
      "which reshape caused it. Reads inductor output code, TORCH_TRACE logs, TORCH_COMPILE_DEBUG folders,\n"
      "failing logs (with the modules TORCH_LOGS=output_code writes into them) and stridecheck fixtures.\n\n"
      "Each backend is judged against its own fake/meta prediction, evaluated under your torch\n"
      "(--torch-python): what inductor would assert had it chosen that backend.\n\n"
      "Exit codes: 0 ok, 1 the graph's own op broke its asserts, a backend's kernel broke its own meta,\n"
      "a regression or a crash was found, 2 bad input or usage, 3 a required backend is missing or\n"
      "this machine cannot run the replay, 4 a bug in stridecheck."};
  app.formatter(std::make_shared<WrappingFormatter>());  // before the subcommands: they inherit it
  app.set_version_flag("--version", std::function<std::string()>(version_text));  // asks python only when used
  app.footer(
      "\nEnvironment:\n"
      "  NO_COLOR                     no colours, even on a terminal\n"
      "  STRIDECHECK_WORKER=PATH      the replay worker (default: stridecheck-worker beside stridecheck)\n"
      "  STRIDECHECK_META_WORKER=PATH the meta worker script (default: stridecheck-meta.py beside it)\n"
      "  STRIDECHECK_WORKER_START=fork|spawn|early\n"
      "                               how replay workers start (default: early on a GPU, each spawned with\n"
      "                               its CUDA context made while libtorch loads; elsewhere fork, each\n"
      "                               forked from one process that loaded libtorch once)\n"
      "  STRIDECHECK_SERVER=off       replay here even when a `stridecheck serve` of this build runs\n"
      "  XDG_CACHE_HOME               the meta answers are cached in $XDG_CACHE_HOME/stridecheck (~/.cache)\n"
      "  XDG_RUNTIME_DIR              where `stridecheck serve` listens (else /tmp/stridecheck-UID)");
  app.require_subcommand(1);
  app.fallthrough();  // subcommands made from here on pass -v and --limit up: they work after the subcommand too
  Common common;
  app.add_flag("-v,--verbose", common.verbose, "Log what stridecheck does to stderr");
  app.add_option("--limit", common.limits, "Change a limit, NAME=VALUE (docs/robustness.md lists them)")
      ->type_name("NAME=VALUE");

  // triage
  auto* triage_cmd = app.add_subcommand("triage",
                                        "Decode the stride assertion of a failing log: which op, which output, "
                                        "expected vs actual per dim, the inputs and their reshape chains (or why no "
                                        "SDPA backend could serve a call: \"No available kernel\")");
  TriageArgs triage_args;
  triage_cmd->add_option("LOG", triage_args.log, "The failing run's log (stderr of the training script); - for stdin")
      ->required()
      ->check([](const std::string& p) {
        return p == "-" || std::filesystem::is_regular_file(p) ? std::string() : "File does not exist: " + p;
      });
  triage_cmd->add_option("--code", common.code,
                         "Where the generated module the log names is now (its output code, a TORCH_TRACE log, or a "
                         "folder to search) when it is no longer at the path the log gives; for a log that names no "
                         "module, where to find the assert its message matches. Not needed for a log written under "
                         "TORCH_LOGS=output_code: it holds the modules");
  add_report_options(triage_cmd, triage_args.report);
  triage_cmd->add_flag("--no-replay", triage_args.no_replay,
                       "Decode only; do not replay the failing call site (replay runs when its device is here)");
  triage_args.replay.add(triage_cmd, false);

  // replay
  auto* replay_cmd = app.add_subcommand("replay",
                                        "Rerun every recorded SDPA call site under each backend on libtorch "
                                        "and compare the layouts each returns with the graph's expectations");
  ReplayArgs replay_args;
  replay_cmd->add_option("SOURCE", replay_args.sources, "A fixture, or any source extract reads")->required();
  replay_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");
  add_report_options(replay_cmd, replay_args.report);
  replay_args.replay.repeat = 10;
  replay_args.replay.add(replay_cmd, true);

  // extract
  auto* extract_cmd = app.add_subcommand("extract", "Record every SDPA call site of the sources into a fixture");
  ExtractArgs extract_args;
  extract_cmd
      ->add_option("SOURCE", extract_args.sources,
                   "Output code (.py), TORCH_TRACE log, TORCH_COMPILE_DEBUG folder, a log written under "
                   "TORCH_LOGS=output_code, failing log or fixture")
      ->required();
  extract_cmd->add_option("-o,--output", extract_args.out, "The fixture to write (JSON, stridecheck.fixture/1)")
      ->required();
  extract_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  // show
  auto* show_cmd = app.add_subcommand("show", "Show a recording (a fixture or any source) in readable form");
  ShowArgs show_args;
  show_cmd->add_option("SOURCE", show_args.sources, "A fixture, or any source extract reads")->required();
  show_cmd->add_option("--format", show_args.format, "text, or json (the fixture JSON)")
      ->check(CLI::IsMember({"text", "json"}));
  show_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  // check
  auto* check_cmd = app.add_subcommand("check",
                                       "CI guard: replay fixtures here and fail when the op a graph calls breaks "
                                       "its layouts, a backend crashes, or layouts differ from a baseline");
  CheckArgs check_args;
  CheckOptions& co = check_args.options;
  check_cmd->add_option("FIXTURES_OR_DIRS", co.inputs, "Fixtures, or folders searched for them")->required();
  check_cmd->add_option("--baseline", co.baseline,
                        "Fail when any backend's layouts differ from this baseline (stridecheck.baseline/1)");
  check_cmd->add_flag("--update-baseline", co.update_baseline, "Write the --baseline file from this run");
  check_cmd->add_option("--shard", check_args.shard, "Run the K-th of N shares of the call sites (K/N, deterministic)");
  check_cmd->add_option("--junit", check_args.junit, "Also write JUnit XML to FILE");
  check_cmd->add_flag("--allow-missing-backend", co.allow_missing_backend,
                      "A required backend or device that is not here is skipped, not an exit code 3");
  check_cmd->add_flag("--allow-empty", co.allow_empty,
                      "A run in which every call site was skipped, or that compared nothing with its baseline, exits "
                      "0 (it exits 3 otherwise, even with --allow-missing-backend)");
  check_cmd->add_option("--require", check_args.require,
                        "Backends that must keep the layouts besides each graph's own op");
  add_report_options(check_cmd, check_args.report);
  check_args.replay.add(check_cmd, true);

  // serve
  auto* serve_cmd = app.add_subcommand(
      "serve",
      "Keep replay workers warm for the commands that follow (libtorch loaded, CUDA contexts made, the backends' "
      "libraries initialised, torch imported for the metas): triage, replay and check of this build use it while it "
      "runs, one command at a time; STRIDECHECK_SERVER=off bypasses it");
  ServeArgs serve_args;
  serve_cmd
      ->add_option("--idle-exit", serve_args.idle_exit, "Exit after this many seconds without a command (0: never)")
      ->capture_default_str();
  serve_cmd->add_flag("--stop", serve_args.stop, "Stop the server of this build, if one runs");
  serve_cmd->add_flag("--status", serve_args.status,
                      "Say whether a server of this build runs (exit 0) or not (exit 1)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version print and succeed
    throw UsageError(usage_error(app, argc, argv, e.what()));
  }

  auto logger = spdlog::stderr_color_mt("stridecheck");
  logger->set_level(common.verbose ? spdlog::level::debug : spdlog::level::warn);
  spdlog::set_default_logger(logger);
  if (*triage_cmd) return triage_command(triage_args, common);
  if (*check_cmd) return check_command(check_args, common);
  if (*replay_cmd) return replay_command(replay_args, common);
  if (*serve_cmd) return serve_command(serve_args, common);
  if (*extract_cmd) return extract_command(extract_args, common);
  if (*show_cmd) return show_command(show_args, common);
  return kExitBadInput;
}

}  // namespace stridecheck::tool
