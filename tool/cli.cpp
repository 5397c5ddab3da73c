#include "cli.h"

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <tuple>

#include "advice/whatif.h"
#include "check/check.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/text.h"
#include "readers/fixture_json.h"
#include "readers/sources.h"
#include "recording/fixture_writer.h"
#include "replay/replay.h"
#include "replay/server.h"
#include "report/format.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/text.h"
#include "triage/triage.h"
#include "verdict/verdict.h"
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

// no-color.org: NO_COLOR disables colour when it is set and not empty
bool color_stdout() {
  const char* no_color = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) && !(no_color && *no_color);
}

constexpr const char* kFormatHelp = "text (default), markdown, json, junit or html; default: from -o's extension";

// The report format: --format when given; else the extension of -o (report.md, .html, .json, .xml, .txt); else
// text. A --format that contradicts the extension is a usage error.
ReportFormat report_format(const std::string& format, const CLI::Option* format_opt, const std::string& out) {
  const ReportFormat given = parse_format(format).value_or(ReportFormat::kText);  // CLI11 checked the name
  const auto from_ext = format_of_path(out);
  if (format_opt->count() == 0) return from_ext.value_or(given);
  if (from_ext && *from_ext != given)
    throw UsageError("-o " + out + " names a " + std::string(format_name(*from_ext)) + " file but --format is " +
                     format + ": drop one, or make them agree");
  return given;
}

void emit(const std::string& text, const std::string& out_path) {
  if (out_path.empty() || out_path == "-") {
    std::cout << text << std::flush;
    return;
  }
  write_file_atomically(out_path, text);
}

std::vector<Backend> backend_list(const std::string& text, const char* flag) {
  std::vector<Backend> out;
  for (const std::string& name : split(text, ',')) {
    // torch's own spellings too: SDPBackend.FLASH_ATTENTION, EFFICIENT_ATTENTION, CUDNN_ATTENTION, MATH
    std::string n = name;
    if (n.rfind("SDPBackend.", 0) == 0) n = n.substr(11);
    static const std::vector<std::pair<std::string, std::string>> torch_names = {{"FLASH_ATTENTION", "flash"},
                                                                                 {"EFFICIENT_ATTENTION", "efficient"},
                                                                                 {"CUDNN_ATTENTION", "cudnn"},
                                                                                 {"MATH", "math"},
                                                                                 {"OVERRIDEABLE", "overrideable"}};
    for (const auto& [t, ours] : torch_names)
      if (n == t) n = ours;
    auto b = parse_backend(n);
    if (!b)
      throw UsageError(std::string(flag) + ": unknown backend '" + name +
                       "' (cudnn, flash, efficient, math, flash_cpu; or torch's CUDNN_ATTENTION, FLASH_ATTENTION, "
                       "EFFICIENT_ATTENTION, MATH)");
    out.push_back(*b);
  }
  return out;
}

// --isolation's choices.
const std::map<std::string, Isolation> kIsolations{{"auto", Isolation::kAuto},
                                                   {"per-backend", Isolation::kPerBackend},
                                                   {"grouped", Isolation::kGrouped},
                                                   {"shared", Isolation::kShared}};

// Replay options shared by replay, triage and check.
struct ReplayFlags {
  std::string backends, priority, device = "auto", max_memory, torch_python, meta_cache;
  std::string isolation = "auto";
  std::vector<std::string> runs_from;
  bool no_meta = false, no_kernels = false, no_what_if = false;
  uint64_t seed = 0;
  int repeat = 0, warmup = 2, jobs = 0;
  double timeout = 60;
  bool no_values = false;
  bool quiet = false;

  void add(CLI::App* app, bool timing) {
    app->add_flag("-q,--quiet", quiet, "No progress on stderr (shown only on a terminal)");
    app->add_option("--backends", backends,
                    "Backends to replay, comma-separated: cudnn, flash, efficient, math (CUDA), flash_cpu, math "
                    "(CPU), or torch's names (FLASH_ATTENTION, ...); default: all of the device");
    app->add_option("--priority", priority,
                    "A priority order, as sdpa_kernel(..., set_priority=True): listed first, only listed enabled; "
                    "reports which backend the dispatcher then picks");
    app->add_option("--device", device, "cuda, cuda:N or cpu (default: the recorded device when present, else cpu)");
    app->add_option("--seed", seed, "Seed of the random input values")->capture_default_str();
    if (timing) {
      app->add_option("--repeat", repeat, "Timed runs per op (median reported); 0 for no timing")
          ->capture_default_str();
      app->add_option("--warmup", warmup, "Untimed runs before timing")->capture_default_str();
    }
    app->add_option("--timeout", timeout, "Seconds one backend may take on one call site before it is reported hung")
        ->capture_default_str();
    app->add_option("--max-memory", max_memory, "Bytes a call site may use (default: 90% of free device memory)");
    app->add_option("--isolation", isolation,
                    "Worker processes: per-backend, grouped (cuDNN; math; flash and efficient), shared, or auto "
                    "(grouped on CUDA, shared on the CPU); a crash or hang ends only its own task")
        ->transform(CLI::IsMember(kIsolations, CLI::ignore_case).description(""))
        ->type_name("MODE")
        ->default_str("auto");
    app->add_option("--jobs", jobs,
                    "Worker processes at a time (default: all; timed runs take turns on the device); N: at most N, "
                    "each timing on its own");
    app->add_flag("--no-values", no_values, "Skip the comparison of values against the fp32 math backend");
    app->add_option("--torch-python", torch_python,
                    "Pythons with torch, comma-separated, whose fake/meta kernels judge each backend (the first is "
                    "the one judged by; default: " +
                        default_torch_python() + ")")
        ->type_name("PATH[,PATH...]");
    app->add_flag("--no-meta", no_meta, "Do not evaluate the fake/meta predictions (no contract verdicts)");
    app->add_flag("--no-kernels", no_kernels, "Evaluate only the fake/meta predictions; run no kernel");
    app->add_flag("--no-what-if", no_what_if,
                  "Do not replay a breaking call site again with query, key and value made contiguous");
    app->add_option("--meta-cache", meta_cache,
                    "Folder of cached meta answers (default: $XDG_CACHE_HOME/stridecheck); off for none");
    app->add_option("--runs-from", runs_from,
                    "JSON reports (--format json) whose runs to judge instead of running them here: kernels "
                    "replayed on a GPU host, metas of another torch")
        ->type_name("REPORT.json[,...]")
        ->delimiter(',')
        ->check(CLI::ExistingFile);
  }

  ReplayOptions options() const {
    ReplayOptions o;
    o.pool = std::make_shared<ReplayPool>();  // one fork server for every replay of this command
    const char* server = std::getenv("STRIDECHECK_SERVER");
    o.use_server = !(server && std::string_view(server) == "off");  // a `stridecheck serve` of this build, if any
    if (::isatty(STDERR_FILENO) && !quiet)  // progress for people watching; nothing in logs, pipes, --quiet
      o.progress = [](size_t done, size_t total) {
        std::fprintf(stderr, "\rstridecheck: replayed %zu of %zu backend runs%s", done, total,
                     done == total ? "\n" : "");
        std::fflush(stderr);
      };
    o.backends = backend_list(backends, "--backends");
    o.priority = backend_list(priority, "--priority");
    o.device = device;
    o.seed = seed;
    o.repeat = repeat;
    o.warmup = warmup;
    o.timeout_s = timeout;
    o.values = !no_values;
    o.jobs = jobs;
    o.metas = !no_meta;
    o.kernels = !no_kernels;
    if (no_meta && no_kernels) throw UsageError("--no-meta and --no-kernels leave nothing to run");
    o.meta_cache = meta_cache;
    for (const std::string& p : split(torch_python, ','))
      if (!p.empty()) o.torch_pythons.push_back(p);
    o.isolation = kIsolations.at(isolation);
    if (!max_memory.empty()) {
      auto v = parse_int64(max_memory);
      if (!v || *v <= 0) throw UsageError("--max-memory: expected a number of bytes, got '" + max_memory + "'");
      o.max_memory = static_cast<uint64_t>(*v);
    }
    if (device != "auto" && device != "cpu" && device != "cuda" && !device.starts_with("cuda:"))
      throw UsageError("--device: expected cuda, cuda:N or cpu, got '" + device + "'");
    return o;
  }
};

// The runs of the --runs-from reports: read back, to be judged with (or instead of) this run's.
std::vector<ReplayResult> stored_runs(const ReplayFlags& flags, const Limits& limits) {
  std::vector<ReplayResult> out;
  for (const auto& f : flags.runs_from) out.push_back(replay_from_report(read_file(f, limits), f));
  return out;
}

bool stored_has_kernels(const std::vector<ReplayResult>& stored) {
  for (const auto& r : stored)
    for (const auto& s : r.sites)
      for (const auto& run : s.runs)
        if (!is_meta_run(run)) return true;
  return false;
}

// The what-if fixes, where kernels ran here and something breaks.
void what_if(Verdict& v, const Recording& rec, const ReplayOptions& o, const ReplayFlags& flags, bool stored_kernels) {
  if (flags.no_what_if || !o.kernels || stored_kernels) return;
  add_what_if(v, rec, o);
}

ReplayResult replay_with_stored(const Recording& rec, ReplayOptions o, const std::vector<ReplayResult>& stored) {
  if (stored_has_kernels(stored)) {
    o.kernels = false;
    o.skip_without_device = false;
  }
  ReplayResult rr = replay(rec, o);
  if (!rr.server.empty()) spdlog::debug("replayed by the stridecheck server at {}", rr.server);
  if (!rr.server_note.empty()) spdlog::debug("replayed here, not by the stridecheck server: {}", rr.server_note);
  for (const auto& s : stored) merge_runs(rr, s);
  return rr;
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

// -v: where the time went, per worker (the profile every report carries).
void log_profile(const Verdict& v) {
  for (const auto& p : v.profile)
    spdlog::debug(
        "worker {}: {} in {:.0f} ms (libtorch {:.0f} ms, CUDA context meanwhile {:.0f} ms of which {:.0f} ms "
        "waited for, CUDA {:.0f} ms), tasks {:.0f} ms, wall {:.0f} ms",
        p.group, p.forked ? "forked, ready" : "started", p.spawn_to_hello_ms, p.load_ms, p.context_ms,
        p.context_wait_ms, p.cuda_init_ms, p.tasks_ms, p.wall_ms);
  for (const auto& m : v.metas)
    spdlog::debug("metas: torch {} ({}){}", m.torch.empty() ? "none" : m.torch, m.python,
                  m.error.empty() ? "" : ": " + m.error);
  for (const auto& sv : v.sites)
    for (const auto& r : sv.runs)
      spdlog::debug("{} {} {}: {}{}", sv.call_site, backend_name(r.run.backend), mode_name(r.run.mode),
                    status_name(r.run.status), r.run.reason.empty() ? "" : " (" + r.run.reason + ")");
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

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{
      "stridecheck: tells why a torch.compile run died on a stride assertion, and which SDPA backend and\n"
      "which reshape caused it. Reads inductor output code, TORCH_TRACE logs, TORCH_COMPILE_DEBUG folders,\n"
      "failing logs and stridecheck fixtures.\n\n"
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
                                        "expected vs actual per dim, the inputs and their reshape chains");
  std::string triage_log, triage_out, triage_format = "text";
  triage_cmd->add_option("LOG", triage_log, "The failing run's log (stderr of the training script); - for stdin")
      ->required()
      ->check([](const std::string& p) {
        return p == "-" || std::filesystem::is_regular_file(p) ? std::string() : "File does not exist: " + p;
      });
  triage_cmd->add_option("--code", common.code,
                         "Where the generated module the log names is now (its output code, a TORCH_TRACE log, or a "
                         "folder to search) when it is no longer at the path the log gives; for a log that names no "
                         "module, where to find the assert its message matches");
  auto* triage_format_opt =
      triage_cmd->add_option("--format", triage_format, kFormatHelp)->check(CLI::IsMember(report_format_names()));
  triage_cmd->add_option("-o,--output", triage_out, "Write the report to FILE (atomically) instead of stdout");
  bool triage_no_replay = false;
  triage_cmd->add_flag("--no-replay", triage_no_replay,
                       "Decode only; do not replay the failing call site (replay runs when its device is here)");
  ReplayFlags triage_replay;
  triage_replay.add(triage_cmd, false);

  // replay
  auto* replay_cmd = app.add_subcommand("replay",
                                        "Rerun every recorded SDPA call site under each backend on libtorch "
                                        "and compare the layouts each returns with the graph's expectations");
  std::vector<std::string> replay_sources;
  std::string replay_out, replay_format = "text";
  replay_cmd->add_option("SOURCE", replay_sources, "A fixture, or any source extract reads")->required();
  replay_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");
  auto* replay_format_opt =
      replay_cmd->add_option("--format", replay_format, kFormatHelp)->check(CLI::IsMember(report_format_names()));
  replay_cmd->add_option("-o,--output", replay_out, "Write the report to FILE (atomically) instead of stdout");
  ReplayFlags replay_flags;
  replay_flags.repeat = 10;
  replay_flags.add(replay_cmd, true);

  // extract
  auto* extract_cmd = app.add_subcommand("extract", "Record every SDPA call site of the sources into a fixture");
  std::vector<std::string> extract_sources;
  std::string extract_out;
  extract_cmd
      ->add_option("SOURCE", extract_sources,
                   "Output code (.py), TORCH_TRACE log, TORCH_COMPILE_DEBUG folder, failing log or fixture")
      ->required();
  extract_cmd->add_option("-o,--output", extract_out, "The fixture to write (JSON, stridecheck.fixture/1)")->required();
  extract_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  // show
  auto* show_cmd = app.add_subcommand("show", "Show a recording (a fixture or any source) in readable form");
  std::vector<std::string> show_sources;
  std::string show_format = "text";
  show_cmd->add_option("SOURCE", show_sources, "A fixture, or any source extract reads")->required();
  show_cmd->add_option("--format", show_format, "text, or json (the fixture JSON)")
      ->check(CLI::IsMember({"text", "json"}));
  show_cmd->add_option("--code", common.code, "For failing logs: where the generated module is (see triage)");

  // check
  auto* check_cmd = app.add_subcommand("check",
                                       "CI guard: replay fixtures here and fail when the op a graph calls breaks "
                                       "its layouts, a backend crashes, or layouts differ from a baseline");
  CheckOptions check_opts;
  std::string check_shard = "1/1", check_junit, check_out, check_format = "text", check_require;
  check_cmd->add_option("FIXTURES_OR_DIRS", check_opts.inputs, "Fixtures, or folders searched for them")->required();
  check_cmd->add_option("--baseline", check_opts.baseline,
                        "Fail when any backend's layouts differ from this baseline (stridecheck.baseline/1)");
  check_cmd->add_flag("--update-baseline", check_opts.update_baseline, "Write the --baseline file from this run");
  check_cmd->add_option("--shard", check_shard, "Run the K-th of N shares of the call sites (K/N, deterministic)");
  check_cmd->add_option("--junit", check_junit, "Also write JUnit XML to FILE");
  check_cmd->add_flag("--allow-missing-backend", check_opts.allow_missing_backend,
                      "A required backend or device that is not here is skipped, not an exit code 3");
  check_cmd->add_flag("--allow-empty", check_opts.allow_empty,
                      "A run in which every call site was skipped, or that compared nothing with its baseline, exits "
                      "0 (it exits 3 otherwise, even with --allow-missing-backend)");
  check_cmd->add_option("--require", check_require, "Backends that must keep the layouts besides each graph's own op");
  auto* check_format_opt =
      check_cmd->add_option("--format", check_format, kFormatHelp)->check(CLI::IsMember(report_format_names()));
  check_cmd->add_option("-o,--output", check_out, "Write the report to FILE (atomically) instead of stdout");
  ReplayFlags check_flags;
  check_flags.add(check_cmd, true);

  // serve
  auto* serve_cmd = app.add_subcommand(
      "serve",
      "Keep replay workers warm for the commands that follow (libtorch loaded, CUDA contexts made, the backends' "
      "libraries initialised, torch imported for the metas): triage, replay and check of this build use it while it "
      "runs, one command at a time; STRIDECHECK_SERVER=off bypasses it");
  double serve_idle = 600;
  bool serve_stop = false, serve_status = false;
  serve_cmd->add_option("--idle-exit", serve_idle, "Exit after this many seconds without a command (0: never)")
      ->capture_default_str();
  serve_cmd->add_flag("--stop", serve_stop, "Stop the server of this build, if one runs");
  serve_cmd->add_flag("--status", serve_status, "Say whether a server of this build runs (exit 0) or not (exit 1)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version print and succeed
    throw UsageError(usage_error(app, argc, argv, e.what()));
  }

  auto logger = spdlog::stderr_color_mt("stridecheck");
  logger->set_level(common.verbose ? spdlog::level::debug : spdlog::level::warn);
  spdlog::set_default_logger(logger);
  const ReadOptions options = common.read_options();
  TextStyle style{color_stdout()};

  const ReportFormat triage_as = report_format(triage_format, triage_format_opt, triage_out);
  const ReportFormat replay_as = report_format(replay_format, replay_format_opt, replay_out);
  const ReportFormat check_as = report_format(check_format, check_format_opt, check_out);
  if (*triage_cmd) {
    spdlog::debug("triage: reading {}", triage_log == "-" ? "the log from stdin" : triage_log);
    TriageResult r = triage_log == "-" ? triage_text(read_stdin("<stdin>", options.limits), "<stdin>", options)
                                       : triage(triage_log, options);
    spdlog::debug("triage: {} stride failure(s), {} call site(s) in the module", r.failures.size(),
                  r.recording.call_sites.size());
    TextStyle st{triage_out.empty() && style.color};
    std::string text = render_triage_text(r, st);
    std::optional<Verdict> verdict;
    std::string replay_note;
    if (!triage_no_replay && !r.recording.call_sites.empty()) {
      ReplayOptions ro = triage_replay.options();
      ro.limits = options.limits;
      ro.skip_without_device = triage_replay.device == "auto";
      for (const auto& f : r.failures)
        if (!f.call_site_id.empty()) ro.only_sites.push_back(f.call_site_id);
      if (!ro.only_sites.empty()) {
        auto stored = stored_runs(triage_replay, options.limits);
        ReplayResult rr = replay_with_stored(r.recording, ro, stored);
        verdict = judge(r.recording, rr, ro.priority);
        log_profile(*verdict);
        if (!rr.skipped) what_if(*verdict, r.recording, ro, triage_replay, stored_has_kernels(stored));
        text = render_answer_text(*verdict, st) + "\n" + text;
        if (rr.skipped) {
          replay_note = "replay not run: " + join(rr.notes, "; ");
          text += "\nReplay: kernels not run (" + join(rr.notes, "; ") +
                  "). They would show the layout each backend (cuDNN, flash, memory-efficient, math) returns for "
                  "these inputs; run triage where the device is, or pass --device cpu for the CPU backends.\n";
          for (const auto& sv : verdict->sites) text += "\n" + render_contract_text(sv, st);
        } else {
          text += "\nReplay of the failing call site\n" + render_verdict_text(*verdict, st, AnswerBlock::kLeftOut);
        }
      }
    } else if (triage_no_replay) {
      replay_note = "replay skipped (--no-replay)";
      text += "\nReplay: skipped (--no-replay).\n";
    }
    text = triage_as != ReportFormat::kText
               ? render_report({"triage", &r.recording, verdict ? &*verdict : nullptr, &r, replay_note, kExitMismatch},
                               triage_as)
               : finish_text(text);
    emit(text, triage_out);
    return kExitMismatch;
  }
  if (*check_cmd) {
    if (check_opts.update_baseline && check_opts.baseline.empty())
      throw UsageError("--update-baseline needs --baseline FILE");
    std::tie(check_opts.shard_index, check_opts.shard_count) = parse_shard(check_shard);
    check_opts.replay = check_flags.options();
    check_opts.replay.limits = options.limits;
    check_opts.require = backend_list(check_require, "--require");
    CheckResult r = run_check(check_opts, options.limits);
    spdlog::debug("check: {} call site(s) from {} fixture(s)", r.recording.call_sites.size(),
                  r.recording.inputs.size());
    log_profile(r.verdict);
    ReportInput in{"check", &r.recording, &r.verdict, nullptr, "", r.exit_code};
    if (!check_junit.empty()) write_file_atomically(check_junit, render_report_junit(in));
    std::string text;
    if (check_as == ReportFormat::kText) {
      text = render_check_text(r, check_opts);
    } else {
      text = render_report(in, check_as);
    }
    emit(text, check_out);
    return r.exit_code;
  }
  if (*replay_cmd) {
    Recording rec = read_sources(replay_sources, options);
    spdlog::debug("replay: {} call site(s) from {} graph(s) in {}", rec.call_sites.size(), rec.graphs.size(),
                  join(replay_sources, ", "));
    ReplayOptions ro = replay_flags.options();
    ro.limits = options.limits;
    auto stored = stored_runs(replay_flags, options.limits);
    ReplayResult rr = replay_with_stored(rec, ro, stored);
    Verdict v = judge(rec, rr, ro.priority);
    log_profile(v);
    if (!rr.skipped) what_if(v, rec, ro, replay_flags, stored_has_kernels(stored));
    // a replay in which no kernel could run must not look green
    std::string none_ran;
    if (ro.kernels && !stored_has_kernels(stored) && !rr.skipped) {
      bool any = false;
      for (const auto& s : rr.sites)
        for (const auto& r : s.runs) {
          if (is_meta_run(r)) continue;
          if (r.status == RunStatus::kOk || r.status == RunStatus::kCrashed || r.status == RunStatus::kTimeout)
            any = true;
          else if (none_ran.empty())
            none_ran = status_name(r.status) + ": " + r.reason;
        }
      if (any) none_ran.clear();
    }
    emit(replay_as == ReportFormat::kText
             ? finish_text(render_verdict_text(v, TextStyle{replay_out.empty() && style.color}))
             : render_report({"replay", &rec, &v, nullptr, "", v.exit_code()}, replay_as),
         replay_out);
    if (!none_ran.empty()) {
      std::cerr << "stridecheck: no backend could run any call site here (first: " << none_ran << ")\n";
      return std::max(v.exit_code(), static_cast<int>(kExitMissingBackend));
    }
    return v.exit_code();
  }
  if (*serve_cmd) {
    if (serve_stop) {
      bool stopped = stop_server();
      std::cerr << (stopped ? "stridecheck: the server stopped\n" : "stridecheck: no server of this build runs\n");
      return kExitOk;
    }
    if (serve_status) {
      auto status = server_status();
      std::cout << status.value_or("no stridecheck server of this build runs") << "\n";
      return status ? kExitOk : kExitMismatch;
    }
    ServeOptions so;
    so.idle_exit_s = serve_idle;
    so.log = [](const std::string& line) { spdlog::info("serve: {}", line); };
    so.read_recording = [](const std::string& fixture, const Limits& limits) {
      return read_fixture(fixture, "<client>", limits);
    };
    spdlog::set_level(common.verbose ? spdlog::level::debug : spdlog::level::info);
    return serve(so);
  }
  if (*extract_cmd) {
    Recording rec = read_sources(extract_sources, options);
    spdlog::debug("extracted {} call sites from {} sources", rec.call_sites.size(), extract_sources.size());
    emit(write_fixture(rec), extract_out);
    if (extract_out != "-")
      std::cerr << fmt::format("stridecheck: {} SDPA call site{} from {} graph{} written to {}\n",
                               rec.call_sites.size(), rec.call_sites.size() == 1 ? "" : "s", rec.graphs.size(),
                               rec.graphs.size() == 1 ? "" : "s", extract_out);
    return kExitOk;
  }
  if (*show_cmd) {
    Recording rec = read_sources(show_sources, options);
    emit(parse_format(show_format) == ReportFormat::kJson ? write_fixture(rec)
                                                          : finish_text(render_recording_text(rec, style)),
         "");
    return kExitOk;
  }
  return kExitBadInput;
}

}  // namespace stridecheck::tool
