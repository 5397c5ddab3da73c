#include "flags.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string_view>

#include "check/check.h"
#include "core/atomic_file.h"
#include "core/error.h"
#include "core/text.h"

namespace stridecheck::tool {

namespace {

// --isolation's choices.
const std::map<std::string, Isolation> kIsolations{{"auto", Isolation::kAuto},
                                                   {"per-backend", Isolation::kPerBackend},
                                                   {"grouped", Isolation::kGrouped},
                                                   {"shared", Isolation::kShared}};

}  // namespace

// no-color.org: NO_COLOR disables colour when it is set and not empty
static bool color_on(int fd) {
  const char* no_color = std::getenv("NO_COLOR");
  return ::isatty(fd) && !(no_color && *no_color);
}

bool color_stdout() { return color_on(STDOUT_FILENO); }
bool color_stderr() { return color_on(STDERR_FILENO); }

const char* const kFormatHelp = "text (default), markdown (md), json, junit or html; default: from -o's extension";

// The report format: --format when given; else the extension of -o (report.md, .html, .json, .xml, .txt); else
// (no -o, -o -, or an -o without an extension) text. A --format that contradicts the extension is a usage error, and
// so is an extension no format has (report.pdf) without --format: it is not silently written as text.
ReportFormat ReportArgs::chosen() const {
  const ReportFormat given = parse_format(format).value_or(ReportFormat::kText);  // CLI11 checked the name
  const auto from_ext = format_of_path(out);
  const bool format_given = format_option && format_option->count() > 0;
  if (!from_ext && !format_given && out != "-") {
    const std::string ext = std::filesystem::path(out).extension().string();
    if (!ext.empty())
      throw UsageError("-o " + out + ": unknown extension " + ext + ": a report is " + report_extensions() +
                       " (or give --format; no extension or - writes text)");
  }
  if (!format_given) return from_ext.value_or(given);
  if (from_ext && *from_ext != given)
    throw UsageError("-o " + out + " names a " + std::string(format_name(*from_ext)) + " file but --format is " +
                     format + ": drop one, or make them agree");
  return given;
}

void check_log_path(const std::string& path) {
  if (path == "-") return;
  const std::string why = input_file_problem(path);
  if (why.empty() || why.starts_with("is empty")) return;  // triage says what an empty log is
  if (why == "is a directory")
    throw InputError(path, 0,
                     why +
                         ", not a log: triage reads the failing run's log (its stderr); a TORCH_COMPILE_DEBUG folder "
                         "is read by show, extract and replay");
  throw InputError(path, 0, why + ": triage reads the failing run's log (- reads it from stdin)");
}

void check_source_paths(const std::vector<std::string>& paths) {
  for (const auto& p : paths) {
    const std::string why = input_file_problem(p);
    if (why.starts_with("is empty")) throw InputError(p, 0, why + ": nothing to read");
    if (!why.empty() && why != "is a directory") throw InputError(p, 0, why);
  }
}

void check_code_paths(const std::vector<std::string>& code) {
  for (const auto& c : code) {
    std::error_code ec;
    if (!std::filesystem::exists(c, ec))
      throw UsageError("--code " + c +
                       ": no such file or folder (where the generated module is: its output code, a "
                       "TORCH_TRACE log, or a folder to search)");
  }
}

void check_import_paths(const std::vector<std::string>& imports) {
  for (const auto& m : imports) {
    if (m.empty() || !(m.ends_with(".py") || m.find('/') != std::string::npos)) continue;  // a module name
    std::error_code ec;
    if (std::filesystem::is_directory(m, ec))
      throw UsageError("--import " + m + ": a folder, not a .py file (a module name has no / and no .py)");
    if (!std::filesystem::exists(m, ec))
      throw UsageError("--import " + m + ": no such file (a path, as it ends in .py or holds a /; a module name has " +
                       "neither)");
  }
}

void emit(const std::string& text, const std::string& out_path, bool to_stderr) {
  if (out_path.empty() || out_path == "-") {
    (to_stderr ? std::cerr : std::cout) << text << std::flush;
    return;
  }
  write_file_atomically(out_path, text);
}

std::vector<Backend> backend_list(const std::string& text, const char* flag) {
  std::vector<Backend> out;
  for (const std::string& name : split(text, ',')) {
    auto b = parse_backend_or_torch_name(name);  // torch's own spellings too: SDPBackend.FLASH_ATTENTION, MATH, ...
    if (!b) {
      std::vector<std::string> ours, torch;
      for (Backend k : {Backend::kCudnn, Backend::kFlash, Backend::kEfficient, Backend::kMath, Backend::kFlashCpu}) {
        ours.emplace_back(backend_name(k));
        if (k != Backend::kFlashCpu) torch.emplace_back(backend_info(k).torch_name);
      }
      throw UsageError(std::string(flag) + ": unknown backend '" + name + "' (" + join(ours, ", ") + "; or torch's " +
                       join(torch, ", ") + ")");
    }
    out.push_back(*b);
  }
  return out;
}

ReadOptions Common::read_options() const {
  ReadOptions o;
  for (const auto& l : limits) {
    auto eq = l.find('=');
    if (eq == std::string::npos) throw UsageError("--limit expects NAME=VALUE, got '" + l + "'");
    o.limits.set(l.substr(0, eq), l.substr(eq + 1));
  }
  o.code_paths = code;
  return o;
}

void ReplayFlags::add(CLI::App* app, bool timing) {
  app->add_flag("-q,--quiet", quiet,
                "No progress line on stderr (shown only where stderr is a terminal, and not with -v)");
  app->add_option("--backends", backends,
                  "Backends to replay, comma-separated: cudnn, flash, efficient, math (CUDA), flash_cpu, math "
                  "(CPU), or torch's names (" +
                      std::string(backend_info(Backend::kFlash).torch_name) +
                      ", ...; on a recording with no CUDA call site flash and " +
                      std::string(backend_info(Backend::kFlash).torch_name) +
                      " are flash_cpu, as torch's are); default: all of the device");
  app->add_option("--priority", priority,
                  "A priority order, as sdpa_kernel(..., set_priority=True): listed first, only listed enabled; "
                  "reports which backend the dispatcher then picks");
  app->add_option("--device", device, "cuda, cuda:N or cpu (default: the recorded device when present, else cpu)");
  app->add_option("--seed", seed, "Seed of the random input values")->capture_default_str();
  if (timing) {
    app->add_option("--repeat", repeat, "Timed runs per op (median reported); 0 for no timing")->capture_default_str();
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
  app->add_flag("--every-site", every_site,
                "Run the kernels of every call site (default: a site whose op, layouts and arguments repeat an "
                "earlier one's, e.g. another layer's, reports that one's runs)");
  app->add_option("--torch-python", torch_python,
                  "Pythons with torch, comma-separated, whose fake/meta kernels judge each backend (the first is "
                  "the one judged by; default: " +
                      default_torch_python() + ")")
      ->type_name("PATH[,PATH...]");
  app->add_flag("--no-meta", no_meta, "Do not evaluate the fake/meta predictions (no contract verdicts)");
  app->add_flag("--no-kernels", no_kernels, "Evaluate only the fake/meta predictions; run no kernel");
  app->add_flag("--no-what-if", no_what_if,
                "Do not replay a breaking call site again with query, key and value made contiguous, nor check an "
                "op call's fix against its kernel");
  app->add_option("--meta-cache", meta_cache,
                  "Folder of cached meta answers (default: $XDG_CACHE_HOME/stridecheck); off for none");
  app->add_option("--ops", ops,
                  "The op calls to judge beside SDPA (every asserted aten or custom op), by a glob on the op's name: "
                  "'aten::*', 'mylib::*', '*convolution*' (default: every one)")
      ->type_name("GLOB");
  app->add_option("--import", imports,
                  "Your modules that register custom ops (torch.library) or flash attention implementations "
                  "(--kernel-impl), imported by the --torch-python that runs their kernels and fakes: a module name "
                  "it can import, or a path to a .py file; nothing an input names is ever imported")
      ->type_name("MODULE[,MODULE...]")
      ->delimiter(',');
  app->add_option(
         "--kernel-impl", kernel_impls,
         "A backend that a Python implementation served in your run, by its name in torch's flash attention "
         "registry (torch.nn.attention.activate_flash_attention_impl, torch 2.11 at least): flash=FA4, flash=FA3, "
         "or one your --import module registers; that backend's own aten ops (its op rows) then run under "
         "--torch-python with it active, judged against the same meta")
      ->type_name("BACKEND=NAME")
      ->delimiter(',');
  app->add_option("--runs-from", runs_from,
                  "JSON reports (--format json) whose runs to judge instead of running them here: kernels "
                  "replayed on a GPU host, metas of another torch")
      ->type_name("REPORT.json[,...]")
      ->delimiter(',')
      ->check(CLI::ExistingFile);
}

std::shared_ptr<TerminalStatus> TerminalStatus::open(bool quiet, bool verbose) {
  // for people watching; nothing in logs and pipes, under -q, or beside -v's lines
  return std::shared_ptr<TerminalStatus>(new TerminalStatus(::isatty(STDERR_FILENO) && !quiet && !verbose));
}

void TerminalStatus::say(const std::string& text) {
  if (!on_) return;
  winsize ws{};
  const size_t columns = ::ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 ? ws.ws_col : 80;
  std::string line = "stridecheck: " + text;
  if (line.size() >= columns) line = line.substr(0, columns - 4) + "...";  // one row: \r returns to its start
  std::fprintf(stderr, "\r\x1b[K%s", line.c_str());
  std::fflush(stderr);
  shown_ = true;
}

void TerminalStatus::end() {
  if (!shown_) return;
  std::fprintf(stderr, "\r\x1b[K");
  std::fflush(stderr);
  shown_ = false;
}

ReplayOptions ReplayFlags::options(const std::shared_ptr<TerminalStatus>& status) const {
  ReplayOptions o;
  ReplaySpec& what = o.what;
  ReplayExecution& how = o.how;
  how.pool = make_replay_pool();  // one fork server for every replay of this command
  const char* server = std::getenv("STRIDECHECK_SERVER");
  how.use_server = !(server && std::string_view(server) == "off");  // a `stridecheck serve` of this build, if any
  how.notice = [status](const std::string& line) {                  // (a queued command's place: said even under -q)
    if (status) status->end();
    std::fprintf(stderr, "stridecheck: %s\n", line.c_str());
  };
  if (status)
    how.progress = [status](size_t done, size_t total) {
      status->say("replayed " + std::to_string(done) + " of " + std::to_string(total) +
                  " runs (the backends' kernels and their metas)");
    };
  what.backends = backend_list(backends, "--backends");
  what.priority = backend_list(priority, "--priority");
  // in a fixture test under CTest's resource allocation: the GPU it gave the test (cmake/StridecheckFixtureTests.cmake)
  if (auto gpu = ctest_allocated_gpu([](const std::string& name) { return std::getenv(name.c_str()); }))
    what.cuda_index = *gpu;
  what.seed = seed;
  what.repeat = repeat;
  what.warmup = warmup;
  how.timeout_s = timeout;
  what.values = !no_values;
  what.every_site = every_site;
  what.ops = ops;
  for (const std::string& m : imports)
    if (!m.empty()) what.imports.push_back(m);
  for (const std::string& k : kernel_impls) {
    auto eq = k.find('=');
    if (eq == std::string::npos || eq + 1 == k.size())
      throw UsageError("--kernel-impl " + k + ": expected BACKEND=NAME, e.g. flash=FA4");
    Backend b = backend_list(k.substr(0, eq), "--kernel-impl").front();
    if (b == Backend::kMath)
      throw UsageError("--kernel-impl: math is aten's composite, no kernel is swapped in for it");
    what.kernel_impls[b] = k.substr(eq + 1);
  }
  how.jobs = jobs;
  what.metas = !no_meta;
  what.kernels = !no_kernels;
  if (no_meta && no_kernels) throw UsageError("--no-meta and --no-kernels leave nothing to run");
  how.meta_cache = meta_cache;
  for (const std::string& p : split(torch_python, ','))
    if (!p.empty()) what.torch_pythons.push_back(p);
  how.isolation = kIsolations.at(isolation);
  if (!max_memory.empty()) {
    auto v = parse_int64(max_memory);
    if (!v || *v <= 0) throw UsageError("--max-memory: expected a number of bytes, got '" + max_memory + "'");
    what.max_memory = static_cast<uint64_t>(*v);
  }
  if (device != "auto") {  // the one place a device's text is read: a Device from here on
    what.device = Device::parse(device);
    if (!what.device) throw UsageError("--device: expected cuda, cuda:N or cpu, got '" + device + "'");
  }
  return o;
}

}  // namespace stridecheck::tool
