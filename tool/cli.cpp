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

#include "command_line.h"
#include "commands.h"
#include "core/error.h"
#include "core/text.h"
#include "core/version.h"
#include "flags.h"
#include "replay/replay.h"
#include "report/format.h"
#include "run_command.h"

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
  cmd->add_option("-o,--output", r.out,
                  "Write the report to FILE (atomically) instead of stdout (-); without --format its extension picks "
                  "the format (" +
                      report_extensions() + "; none: text), and another extension is refused");
}

}  // namespace

// stridecheck's own help, its environment and the options taken before or after any subcommand (-v, --limit).
void describe_app(CLI::App& app, Common& common) {
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
  app.add_flag("-v,--verbose", common.verbose,
               "Log what stridecheck does to stderr as it happens: each worker ready and done, each backend's runs "
               "and each meta answer as they come back");
  app.add_option("--limit", common.limits, "Change a limit, NAME=VALUE (docs/robustness.md lists them)")
      ->type_name("NAME=VALUE");
}

// check: the CI guard's options.
CLI::App* add_check(CLI::App& app, CheckArgs& check_args) {
  auto* check_cmd = app.add_subcommand("check",
                                       "CI guard: replay fixtures here and fail when the op a graph calls breaks "
                                       "its layouts, a backend crashes, or layouts differ from a baseline");
  CheckOptions& co = check_args.options;
  check_cmd->add_option("FIXTURES_OR_DIRS", co.inputs, "Fixtures, or folders searched for them")->required();
  check_cmd->add_option("--baseline", co.baseline,
                        "Fail when any backend's layouts differ from this baseline (stridecheck.baseline/2); its "
                        "entries this run did not check, and this run's it lacks, are reported, failing nothing");
  check_cmd->add_flag("--update-baseline", co.update_baseline,
                      "Merge this run into the --baseline file (made if missing): the entries of what was checked "
                      "are replaced, the others kept (refused when made under other versions than this run's); "
                      "locked against concurrent updates (FILE.lock); exits with what the run found");
  check_cmd->add_flag("--prune", co.prune,
                      "With --update-baseline: drop the baseline's entries this run did not check (not with --shard)");
  check_cmd->add_option("--shard", check_args.shard, "Run the K-th of N shares of the call sites (K/N, deterministic)");
  check_cmd->add_option("--junit", check_args.junit,
                        "Also write JUnit XML to FILE: a test case per call site, counted as the text counts them");
  check_cmd->add_flag("--allow-missing-backend", co.allow_missing_backend,
                      "A required backend or device that is not here is skipped, not an exit code 3");
  check_cmd->add_flag("--allow-empty", co.allow_empty,
                      "A run in which every call site was skipped, or that compared nothing with its baseline, exits "
                      "0 (it exits 3 otherwise, even with --allow-missing-backend)");
  check_cmd->add_option("--require", check_args.require,
                        "Backends that must keep the layouts besides each graph's own op");
  add_report_options(check_cmd, check_args.report);
  check_args.replay.add(check_cmd, true);

  return check_cmd;
}

// serve: the warm workers' server.
CLI::App* add_serve(CLI::App& app, ServeArgs& serve_args) {
  auto* serve_cmd = app.add_subcommand(
      "serve",
      "Keep replay workers warm for the commands that follow (libtorch loaded, CUDA contexts made, the backends' "
      "libraries initialised, torch imported for the metas): triage, replay and check of this build use it while it "
      "runs, several at once (timed kernels have their device to themselves: a command that must wait is told its "
      "place in the queue); a client that goes away cancels its command; SIGTERM stops it and its workers at once; "
      "STRIDECHECK_SERVER=off bypasses it");
  serve_cmd
      ->add_option("--idle-exit", serve_args.idle_exit, "Exit after this many seconds without a command (0: never)")
      ->capture_default_str();
  serve_cmd->add_option("--max-commands", serve_args.max_commands,
                        "Commands replayed at once, at most; later ones wait in a queue (default: the machine's "
                        "cores, at least 2)");
  serve_cmd->add_flag("--stop", serve_args.stop, "Stop the server of this build, if one runs");
  serve_cmd->add_flag("--status", serve_args.status,
                      "Say whether a server of this build runs (exit 0) or not (exit 1), and list its clients: each "
                      "command queued or replaying, its progress and its workers");
  return serve_cmd;
}

// run: CMD under the capture hook, then its captures triaged.
CLI::App* add_run(CLI::App& app, RunArgs& r) {
  auto* cmd = app.add_subcommand(
      "run",
      "Run CMD with stridecheck's capture hook in every Python process it starts (torchrun's workers, a shell "
      "script's python, multiprocessing): a stride assert that fails is captured while its frame is alive (the "
      "module, the frame's tensor layouts, the environment) into --out; when CMD ends, each capture is triaged here "
      "and the answer printed after CMD's output. CMD keeps its stdin, stdout, stderr and the terminal's process "
      "group; SIGTERM, SIGHUP and a SIGINT that only stridecheck received are forwarded to it once. Exits with CMD's "
      "exit code (128+N when a signal N ended it). The metas run under the job's own Python unless --torch-python");
  cmd->add_option("--out", r.out,
                  "The capture folder (default: stridecheck-run-YYYYMMDD-HHMMSS); nothing is written "
                  "outside it. Removed when it holds no capture and only the process files of processes that ended "
                  "through Python's exit (a folder this run did not make is emptied of them, not removed)")
      ->type_name("DIR");
  cmd->add_option("--error-exitcode", r.error_exitcode,
                  "Exit with N when a stride assert was captured (as compute-sanitizer's option), else CMD's code")
      ->type_name("N");
  add_report_options(cmd, r.triage.report);
  cmd->add_flag("--no-replay", r.triage.no_replay, "Decode the captures only; replay nothing");
  r.triage.replay.add(cmd, false);
  if (CLI::Option* tp = cmd->get_option_no_throw("--torch-python"))
    tp->description(
        "Pythons with torch, comma-separated, whose fake/meta kernels judge each backend (the first is "
        "the one judged by; default: the Python of the process that captured the failure, as its process "
        "file names it, where this host has it; else " +
        default_torch_python() + ")");
  cmd->add_option("CMD", r.command, "The command and its arguments, after --: everything after the first -- is CMD's")
      ->type_name("-- CMD [ARGS...]");
  return cmd;
}

CLI::App* add_triage(CLI::App& app, TriageArgs& triage_args, Common& common) {
  auto* triage_cmd = app.add_subcommand("triage",
                                        "Decode the stride assertion of a failing log: which op, which output, "
                                        "expected vs actual per dim, the inputs and their reshape chains (or why no "
                                        "SDPA backend could serve a call: \"No available kernel\")");
  // (the path is checked by the command, after every option is known: an unknown option is named as one first)
  triage_cmd->add_option("LOG", triage_args.log, "The failing run's log (stderr of the training script); - for stdin")
      ->required();
  triage_cmd->add_option("--code", common.code,
                         "Where the generated module the log names is now (its output code, a TORCH_TRACE log, or a "
                         "folder to search) when it is no longer at the path the log gives; for a log that names no "
                         "module, where to find the assert its message matches. Not needed for a log written under "
                         "TORCH_LOGS=output_code: it holds the modules");
  add_report_options(triage_cmd, triage_args.report);
  triage_cmd->add_flag("--no-replay", triage_args.no_replay,
                       "Decode only; do not replay the failing call site (replay runs when its device is here)");
  triage_args.replay.add(triage_cmd, false);
  triage_cmd
      ->add_option("--emit-test", triage_args.emit_test,
                   "Write a pytest file for a custom op whose fake and kernel disagree: it runs the op's kernel "
                   "and its fake on the input sets the fix was checked on and compares their layouts (it fails "
                   "until the fake, or the kernel, is fixed)")
      ->type_name("FILE");
  return triage_cmd;
}

CLI::App* add_replay(CLI::App& app, ReplayArgs& replay_args, Common& common) {
  auto* replay_cmd = app.add_subcommand("replay",
                                        "Rerun every recorded SDPA call site under each backend on libtorch, "
                                        "and every asserted op call (aten on libtorch, custom ops with --import), "
                                        "and compare the layouts each returns with the graph's expectations");
  replay_cmd->add_option("SOURCE", replay_args.sources, "A fixture, or any source extract reads")->required();
  replay_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");
  add_report_options(replay_cmd, replay_args.report);
  replay_args.replay.repeat = 10;
  replay_args.replay.add(replay_cmd, true);
  return replay_cmd;
}

CLI::App* add_extract(CLI::App& app, ExtractArgs& extract_args, Common& common) {
  auto* extract_cmd =
      app.add_subcommand("extract", "Record every SDPA call site and asserted op call of the sources into a fixture");
  extract_cmd
      ->add_option("SOURCE", extract_args.sources,
                   "Output code (.py), TORCH_TRACE log, TORCH_COMPILE_DEBUG folder, a log written under "
                   "TORCH_LOGS=output_code, failing log or fixture")
      ->required();
  extract_cmd->add_option("-o,--output", extract_args.out, "The fixture to write (JSON, stridecheck.fixture/1)")
      ->required();
  extract_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");
  return extract_cmd;
}

CLI::App* add_show(CLI::App& app, ShowArgs& show_args, Common& common) {
  auto* show_cmd = app.add_subcommand("show", "Show a recording (a fixture or any source) in readable form");
  show_cmd->add_option("SOURCE", show_args.sources, "A fixture, or any source extract reads")->required();
  show_cmd->add_option("--format", show_args.format, "text, or json (the fixture JSON)")
      ->check(CLI::IsMember({"text", "json"}));
  show_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");
  return show_cmd;
}

int run(int argc, char** argv) {
  CLI::App app{
      "stridecheck: tells why a torch.compile run died on a stride assertion: which op (an SDPA backend,\n"
      "an aten op, or a custom op), which output, whose bug (its kernel against its fake/meta) and what to\n"
      "change. Reads inductor output code, TORCH_TRACE logs, TORCH_COMPILE_DEBUG folders, failing logs\n"
      "(with the modules TORCH_LOGS=output_code writes into them) and stridecheck fixtures.\n\n"
      "Each kernel is judged against its own fake/meta prediction, evaluated under your torch\n"
      "(--torch-python): what inductor asserts (had it chosen that backend, for SDPA).\n\n"
      "Exit codes: 0 ok, 1 the graph's own op broke its asserts, a backend's kernel broke its own meta,\n"
      "a regression or a crash was found, 2 bad input or usage, 3 a required backend is missing or\n"
      "this machine cannot run the replay, 4 a bug in stridecheck."};
  Common common;
  describe_app(app, common);

  TriageArgs triage_args;
  auto* triage_cmd = add_triage(app, triage_args, common);
  ReplayArgs replay_args;
  auto* replay_cmd = add_replay(app, replay_args, common);
  ExtractArgs extract_args;
  auto* extract_cmd = add_extract(app, extract_args, common);
  ShowArgs show_args;
  auto* show_cmd = add_show(app, show_args, common);
  CheckArgs check_args;
  auto* check_cmd = add_check(app, check_args);
  ServeArgs serve_args;
  auto* serve_cmd = add_serve(app, serve_args);
  RunArgs run_args;
  auto* run_cmd = add_run(app, run_args);

  const std::vector<std::string> run_tail = split_run_command(app, run_cmd, argc, argv);
  try {
    refuse_unknown_options(app, argc, argv);
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version print and succeed
    throw UsageError(usage_error(app, argc, argv, e.what()));
  }

  if (!run_tail.empty()) run_args.command = run_tail;
  auto logger = spdlog::stderr_color_mt("stridecheck");
  logger->set_level(common.verbose ? spdlog::level::debug : spdlog::level::warn);
  spdlog::set_default_logger(logger);
  check_code_paths(common.code);  // before anything is read or run
  for (const ReplayFlags* r : {&triage_args.replay, &replay_args.replay, &check_args.replay, &run_args.triage.replay})
    check_import_paths(r->imports);
  if (*triage_cmd) return triage_command(triage_args, common);
  if (*check_cmd) return check_command(check_args, common);
  if (*replay_cmd) return replay_command(replay_args, common);
  if (*serve_cmd) return serve_command(serve_args, common);
  if (*run_cmd) return run_command(run_args, common);
  if (*extract_cmd) return extract_command(extract_args, common);
  if (*show_cmd) return show_command(show_args, common);
  return kExitBadInput;
}

}  // namespace stridecheck::tool
