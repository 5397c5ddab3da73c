#include "commands.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <iostream>
#include <tuple>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/text.h"
#include "pipeline/pipeline.h"
#include "readers/fixture_json.h"
#include "readers/sources.h"
#include "recording/fixture_writer.h"
#include "replay/imports.h"
#include "replay/replay.h"
#include "replay/server.h"
#include "report/check_text.h"
#include "report/events.h"
#include "report/fix_test.h"
#include "report/format.h"
#include "report/json.h"
#include "report/junit.h"
#include "report/text.h"
#include "triage/capture.h"
#include "triage/triage.h"
#include "verdict/verdict.h"

namespace stridecheck::tool {

namespace {

// The runs of the --runs-from reports: read back, to be judged with (or instead of) this run's.
std::vector<ReplayResult> stored_runs(const ReplayFlags& flags, const Limits& limits) {
  std::vector<ReplayResult> out;
  for (const auto& f : flags.runs_from) {
    out.push_back(replay_from_report(read_file(f, limits), f));
    spdlog::debug("runs of {} call site(s) read from {}", out.back().sites.size(), f);
  }
  return out;
}

// The pipeline's plan from the shared replay flags: the stored runs, read back, and whether to try the what-ifs.
PipelinePlan pipeline_plan(const ReplayFlags& flags, const Limits& limits) {
  return PipelinePlan{stored_runs(flags, limits), !flags.no_what_if, nullptr};
}

void log_server(const ReplayResult& rr) {
  if (!rr.server.empty()) spdlog::debug("replayed by the stridecheck server at {}", rr.server);
  if (!rr.server_note.empty()) spdlog::debug("replayed here, not by the stridecheck server: {}", rr.server_note);
}

// The replay options of a command: its progress on `status`, its events logged under -v.
ReplayOptions replay_options(const ReplayFlags& flags, const Common& common, const Limits& limits,
                             const std::shared_ptr<TerminalStatus>& status) {
  ReplayOptions o = flags.options(status);
  o.what.limits = limits;
  if (common.verbose)  // -v: the replay's events as they happen (the library prints nothing: logged here)
    o.how.on_event = [](const ReplayEvent& e) {
      for (const auto& line : replay_event_words(e)) spdlog::debug("{}", line);
    };
  return o;
}

// -v, after the replay: the metas that never came (a Python that could not start tells no event).
void log_missing_metas(const Verdict& v) {
  for (const auto& m : v.metas)
    if (!m.error.empty()) spdlog::debug("metas: none from {}: {}", m.python, m.error);
}

// --emit-test FILE: the regression test of the fix checked against the kernel here (or a note that there is none).
void emit_fix_test(const TriageArgs& args, const TriageResult& r, const Verdict* v) {
  const Fix* fix = v ? fix_to_test(v->answer) : nullptr;
  const OpCall* call = fix ? r.recording.find_op(fix->call) : nullptr;
  ReproRun run;
  run.module = args.replay.imports.empty() ? std::string() : args.replay.imports.front();
  const std::string text = call ? python_fix_test(*call, *fix, run) : "";
  if (text.empty()) {
    spdlog::warn(
        "--emit-test: no fix was checked against an op's kernel here (a custom op's fake and kernel that "
        "disagree, with --import of its module): {} not written",
        args.emit_test);
    return;
  }
  write_file_atomically(args.emit_test, text);
  spdlog::info("the fix's regression test written to {}", args.emit_test);
}

}  // namespace

int triage_command(const TriageArgs& args, const Common& common) {
  const ReadOptions options = common.read_options();
  const ReportFormat as = args.report.chosen();
  const bool capture = args.log != "-" && is_capture_input(args.log, options.limits);  // `stridecheck run`'s folder
  if (!capture) check_log_path(args.log);
  auto status = TerminalStatus::open(args.replay.quiet, common.verbose);
  ReplayOptions ro;
  if (!args.no_replay) {  // made before the log is read, so that the meta workers start meanwhile
    ro = replay_options(args.replay, common, options.limits, status);
    prestart_workers(ro);
  }
  ImportCheck imports(ro);  // --import tried at once, while the log is read
  status->say("reading " + (args.log == "-" ? std::string("the log from stdin") : args.log) + "...");
  spdlog::debug("triage: reading {}", args.log == "-" ? "the log from stdin" : args.log);
  TriageResult r = capture           ? triage_capture(args.log, options)
                   : args.log == "-" ? triage_text(read_stdin("<stdin>", options.limits), "<stdin>", options)
                                     : triage(args.log, options);
  spdlog::debug("triage: {} stride failure(s), {} call site(s) in the module", r.failures.size(),
                r.recording.call_sites.size());
  std::optional<Verdict> verdict;
  TriageReplay replayed;
  if (args.no_replay) {
    replayed.kind = TriageReplay::Kind::kSkipped;
    verdict =
        log_only_verdict(failing_call_sites(r), r.recording);  // the answer from the log's layout alone: nothing run
  } else if (!r.recording.call_sites.empty() || !r.recording.op_calls.empty()) {
    ro.what.skip_without_device = !ro.what.device;  // auto
    ro.what.only_sites = triage_sites(failing_call_sites(r), r.recording);
    if (!ro.what.only_sites.empty()) {
      imports.require(r.recording, false);  // a failed --import is a usage error, before any replay
      status->say("starting the replay workers (libtorch, and torch for the metas)...");
      PipelinePlan plan = pipeline_plan(args.replay, options.limits);
      plan.on_stage = [&](const std::string& what) { status->say(what); };
      Outcome out = run_pipeline(r.recording, ro, plan);
      log_server(out.replay);
      log_missing_metas(out.verdict);
      replayed.kind = out.replay.skipped ? TriageReplay::Kind::kNotRun : TriageReplay::Kind::kRan;
      if (out.replay.skipped) replayed.why = out.replay.notes;
      verdict = std::move(out.verdict);
    }
  }
  status->end();
  ReportInput in{"triage",     &r.recording, verdict ? &*verdict : nullptr, &r, triage_replay_note(replayed),
                 kExitMismatch};
  in.triage_replay = &replayed;
  in.imports = args.replay.imports;
  in.color = args.report.out.empty() && (args.report.to_stderr ? color_stderr() : color_stdout());
  emit(render_report(in, as), args.report.out, args.report.to_stderr);
  if (!args.emit_test.empty()) emit_fix_test(args, r, verdict ? &*verdict : nullptr);
  return kExitMismatch;
}

int check_command(CheckArgs args, const Common& common) {
  const ReadOptions options = common.read_options();
  const ReportFormat as = args.report.chosen();
  CheckOptions& o = args.options;
  if (o.update_baseline && o.baseline.empty()) throw UsageError("--update-baseline needs --baseline FILE");
  std::tie(o.shard_index, o.shard_count) = parse_shard(args.shard);
  auto status = TerminalStatus::open(args.replay.quiet, common.verbose);
  o.replay = replay_options(args.replay, common, options.limits, status);
  prestart_workers(o.replay);  // its meta workers start while the fixtures are read
  o.require = backend_list(args.require, "--require");
  status->say("reading " + join(o.inputs, ", ") + " and starting the replay workers...");
  CheckResult r = run_check(o, options.limits);
  status->end();
  spdlog::debug("check: {} call site(s) from {} fixture(s)", r.recording.call_sites.size(), r.recording.inputs.size());
  log_missing_metas(r.verdict);
  ReportInput in{"check", &r.recording, &r.verdict, nullptr, "", r.exit_code, &r};
  in.check_options = &o;
  if (!args.junit.empty()) write_file_atomically(args.junit, render_report_junit(in));
  emit(render_report(in, as), args.report.out);
  return r.exit_code;
}

int replay_command(const ReplayArgs& args, const Common& common) {
  const ReadOptions options = common.read_options();
  const ReportFormat as = args.report.chosen();
  check_source_paths(args.sources);
  auto status = TerminalStatus::open(args.replay.quiet, common.verbose);
  ReplayOptions ro = replay_options(args.replay, common, options.limits, status);
  prestart_workers(ro);     // its meta workers start while the sources are read
  ImportCheck imports(ro);  // --import tried at once, while the sources are read
  status->say("reading " + join(args.sources, ", ") + "...");
  Recording rec = read_sources(args.sources, options);
  spdlog::debug("replay: {} call site(s) from {} graph(s) in {}", rec.call_sites.size(), rec.graphs.size(),
                join(args.sources, ", "));
  imports.require(rec, false);  // a failed --import is a usage error, before any replay
  status->say("starting the replay workers (libtorch, and torch for the metas)...");
  PipelinePlan plan = pipeline_plan(args.replay, options.limits);
  plan.on_stage = [&](const std::string& what) { status->say(what); };
  Outcome out = run_pipeline(rec, ro, plan);
  status->end();
  log_server(out.replay);
  const Verdict& v = out.verdict;
  log_missing_metas(v);
  const std::string& none_ran = out.none_ran;  // a replay in which no kernel could run must not look green
  ReportInput in{"replay", &rec, &v, nullptr, "", v.exit_code()};
  in.imports = args.replay.imports;
  in.color = args.report.out.empty() && color_stdout();
  emit(render_report(in, as), args.report.out);
  if (!none_ran.empty()) {
    std::cerr << "stridecheck: no backend could run any call site here (first: " << none_ran << ")\n";
    return std::max(v.exit_code(), static_cast<int>(kExitMissingBackend));
  }
  return v.exit_code();
}

int extract_command(const ExtractArgs& args, const Common& common) {
  check_source_paths(args.sources);
  Recording rec = read_sources(args.sources, common.read_options());
  spdlog::debug("extracted {} call sites and {} op calls from {} sources", rec.call_sites.size(), rec.op_calls.size(),
                args.sources.size());
  emit(write_fixture(rec), args.out);
  if (args.out != "-")
    std::cerr << fmt::format(
        "stridecheck: {} SDPA call site{} and {} asserted op call{} from {} graph{} written to {}\n",
        rec.call_sites.size(), rec.call_sites.size() == 1 ? "" : "s", rec.op_calls.size(),
        rec.op_calls.size() == 1 ? "" : "s", rec.graphs.size(), rec.graphs.size() == 1 ? "" : "s", args.out);
  return kExitOk;
}

int show_command(const ShowArgs& args, const Common& common) {
  check_source_paths(args.sources);
  Recording rec = read_sources(args.sources, common.read_options());
  emit(parse_format(args.format) == ReportFormat::kJson ? write_fixture(rec)
                                                        : finish_text(render_recording_text(rec, {color_stdout()})),
       "");
  return kExitOk;
}

int serve_command(const ServeArgs& args, const Common& common) {
  if (args.stop) {
    std::cerr << (stop_server() ? "stridecheck: the server stopped\n" : "stridecheck: no server of this build runs\n");
    return kExitOk;
  }
  if (args.status) {
    auto status = server_status();
    std::cout << status.value_or("no stridecheck server of this build runs") << "\n";
    return status ? kExitOk : kExitMismatch;
  }
  ServeOptions so;
  so.idle_exit_s = args.idle_exit;
  so.max_commands = args.max_commands;
  so.log = [](const std::string& line) { spdlog::info("serve: {}", line); };
  so.read_recording = [](const std::string& fixture, const Limits& limits) {
    return read_fixture(fixture, "<client>", limits);
  };
  spdlog::set_level(common.verbose ? spdlog::level::debug : spdlog::level::info);
  return serve(so);
}

}  // namespace stridecheck::tool
