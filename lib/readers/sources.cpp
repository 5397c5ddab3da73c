#include "readers/sources.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

#include "core/error.h"
#include "core/text.h"
#include "readers/capture.h"
#include "readers/debug_dir.h"
#include "readers/fixture_json.h"
#include "readers/no_kernel.h"
#include "readers/output_code.h"
#include "readers/output_code_log.h"
#include "readers/run_environment.h"
#include "readers/trace.h"
#include "recording/saved_values.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {

SourceFormat detect_text(std::string_view text, const std::string& path) {
  if (looks_like_capture(text)) return SourceFormat::kCapture;
  if (looks_like_fixture(text)) return SourceFormat::kFixture;
  if (looks_like_trace(text)) return SourceFormat::kTrace;
  // before output code: the modules inside such a log look like output code
  if (looks_like_output_code_log(text)) return SourceFormat::kOutputCodeLog;
  if (looks_like_output_code(text)) return SourceFormat::kOutputCode;
  if (looks_like_failing_log(text)) return SourceFormat::kFailingLog;
  std::string_view t = trim(text.substr(0, 4096));
  if (!t.empty() && t[0] == '{')
    throw InputError(path, 1, "JSON, but not a stridecheck fixture (no \"schema\": \"stridecheck.fixture/1\")");
  throw InputError(path, 0,
                   "not a format stridecheck reads (inductor output code, TORCH_TRACE log, TORCH_COMPILE_DEBUG folder, "
                   "failing log, stridecheck fixture)");
}

namespace {

// A failing TORCH_LOGS=output_code log read whole: every graph it holds (`all`), with what its assertions observed
// (`failing`: the graphs they name, read as triage reads them) carried over by call id, and its run's facts and notes.
void every_graph_of_failing_log(Recording& all, const Recording& failing) {
  auto carry = [](std::vector<ExpectedOutput>& to, const std::vector<ExpectedOutput>& from) {
    for (const auto& f : from)
      if (f.observed)
        for (auto& t : to)
          if (t.name == f.name) t.observed = f.observed;
  };
  for (const auto& c : failing.call_sites)
    for (auto& a : all.call_sites)
      if (a.id == c.id) carry(a.expected_outputs, c.expected_outputs);
  for (const auto& c : failing.op_calls)
    for (auto& a : all.op_calls)
      if (a.id == c.id) carry(a.expected_outputs, c.expected_outputs);
  all.run_environment.merge(failing.run_environment);
  all.notes.insert(all.notes.begin(), failing.notes.begin(), failing.notes.end());
}

}  // namespace

Recording read_text(SourceFormat f, std::string_view text, const std::string& path, const ReadOptions& o) {
  switch (f) {
    case SourceFormat::kFixture: return read_fixture(text, path, o.limits);
    case SourceFormat::kTrace: return read_trace(text, path, o.limits);
    case SourceFormat::kOutputCode: {
      Recording r = read_output_code(text, OutputCodeOrigin{path, 1, "", fs::path(path).stem().string(), ""}, o.limits);
      r.inputs.insert(r.inputs.begin(), path);
      return r;
    }
    case SourceFormat::kFailingLog: {
      FailingLog log = scan_failing_log(text, path, o.limits);
      if (log.assertions.empty())
        if (auto k = read_no_kernel_failure(text, path, o.limits))
          throw InputError(path, k->message_line,
                           "the run failed with \"" + k->message +
                               "\" (no SDPA backend could serve a call), not on a stride assert: no compiled graph "
                               "to read. `stridecheck triage " +
                               path + "` explains it");
      Recording r = recording_from_log(log.assertions.empty() ? read_failing_log(text, path, o.limits) : log, o);
      if (!r.graphs.empty())  // the run's other graphs are not in such a log: said, not left out silently
        r.notes.push_back(path + " holds no generated module (it was not written under TORCH_LOGS=output_code): read " +
                          std::to_string(r.graphs.size()) + " graph" + (r.graphs.size() == 1 ? "" : "s") +
                          ", the module" + (r.graphs.size() == 1 ? "" : "s") +
                          " its traceback names; the run's other graphs, if any, are not read (pass their output "
                          "code, TORCH_TRACE log or debug folder too, or a TORCH_LOGS=output_code log)");
      r.inputs.insert(r.inputs.begin(), path);
      return r;
    }
    case SourceFormat::kOutputCodeLog: {
      // A failing run's log: the modules its assertions name, found in it, as for any failing log; a log
      // without a stride assertion (a healthy run, another failure): every module it holds.
      std::vector<LogModule> modules = output_code_log_modules(text, path, o.limits);
      FailingLog log = scan_failing_log(text, path, o.limits);
      Recording r = read_output_code_log(modules, path, o.limits);
      if (!log.assertions.empty()) every_graph_of_failing_log(r, recording_from_log(log, o, nullptr, &modules));
      r.inputs.insert(r.inputs.begin(), path);
      return r;
    }
    case SourceFormat::kCapture: return read_captures(read_capture_text(text, path, o.limits), o).recording;
    case SourceFormat::kDebugDir: break;
  }
  throw std::logic_error("read_text: a folder");
}

std::string line_of_text(std::string_view text, int64_t line) {
  int64_t n = 1;
  size_t start = 0;
  while (n < line) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) return {};
    start = nl + 1;
    ++n;
  }
  size_t end = text.find('\n', start);
  return std::string(trim(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start)));
}

bool source_matches(std::string_view module_text, const TracebackFrame& frame) {
  if (frame.source.empty()) return true;
  return line_of_text(module_text, frame.line) == frame.source;
}

LocatedModule located_from_log(const LogModule& m, const std::string& log_file, const std::string& named,
                               std::string how) {
  return LocatedModule{log_file, m.reader_text(), m.first_line, m.graph_prefix, named, std::move(how), m.lines};
}

std::string record_lines(const LogModule& m) {
  return "lines " + std::to_string(m.first_line) + "-" + std::to_string(m.last_line);
}

}  // namespace

int64_t LocatedModule::line_in_file(int64_t module_line) const {
  if (module_line < 1) return 0;
  if (lines.empty()) return first_line + module_line - 1;
  return module_line <= static_cast<int64_t>(lines.size()) ? lines[module_line - 1] : 0;
}

int64_t LocatedModule::module_line(int64_t line) const {
  if (lines.empty()) return line >= first_line ? line - first_line + 1 : 0;
  auto it = std::lower_bound(lines.begin(), lines.end(), line);
  return it != lines.end() && *it == line ? static_cast<int64_t>(it - lines.begin()) + 1 : 0;
}

std::optional<LocatedModule> locate_in_log(const std::vector<LogModule>& logged, const std::string& log_file,
                                           const TracebackFrame& frame, const Limits& limits) {
  const std::string base = fs::path(frame.file).filename().string();
  // the record torch says it wrote to the named path first, then any whose line at the frame is the failing line
  for (int pass = 0; pass < 2; ++pass)
    for (const auto& m : logged) {
      bool named = !m.module_path.empty() &&
                   (m.module_path == frame.file || fs::path(m.module_path).filename().string() == base);
      if (pass == 0 && named && !source_matches(m.text, frame))
        // the record of that path whose failing line is not the traceback's: cut short or edited. Read, so that a
        // record that does not read is named with its line; one that reads is another module.
        (void)read_output_code_unlinked(m.reader_text(),
                                        OutputCodeOrigin{log_file, m.first_line, m.graph_prefix, "", ""}, limits);
      if ((pass == 0 && !named) || !source_matches(m.text, frame)) continue;
      const std::string where = record_lines(m) + " of " + fs::path(log_file).filename().string();
      std::string how = pass == 0 ? "from its TORCH_LOGS=output_code record, " + where +
                                        " (torch logged that path at line " + std::to_string(m.path_line) + ")"
                                  : "from a TORCH_LOGS=output_code record, " + where + ", whose line " +
                                        std::to_string(frame.line) + " is the failing line";
      return located_from_log(m, log_file, frame.file, std::move(how));
    }
  return std::nullopt;
}

SourceFormat detect_format(const std::string& path, const Limits& limits) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    if (is_capture_folder(path)) return SourceFormat::kCapture;
    (void)debug_dir_files(path, limits);  // InputError when it holds nothing stridecheck reads
    return SourceFormat::kDebugDir;
  }
  return detect_text(read_file(path, limits), path);
}

std::optional<LocatedModule> locate_module(const TracebackFrame& frame, const ReadOptions& o,
                                           std::vector<std::string>& tried) {
  const std::string base = fs::path(frame.file).filename().string();
  auto module_in = [&](const std::string& path, std::string text,
                       const std::string& how) -> std::optional<LocatedModule> {
    if (!looks_like_output_code(text) || !source_matches(text, frame)) return std::nullopt;
    return LocatedModule{path, std::move(text), 1, "", frame.file, how, {}};
  };
  auto try_py = [&](const std::string& path, const std::string& how) -> std::optional<LocatedModule> {
    tried.push_back(path);
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    return module_in(path, read_file(path, o.limits), how);
  };
  auto try_trace = [&](const std::string& path, const std::string& text) -> std::optional<LocatedModule> {
    tried.push_back(path);
    if (looks_like_output_code_log(text)) {
      std::vector<LogModule> logged;
      try {
        logged = output_code_log_modules(text, path, o.limits);
      } catch (const InputError&) {
        return std::nullopt;  // a log whose records do not read holds no module that ran
      }
      return locate_in_log(logged, path, frame, o.limits);
    }
    if (!looks_like_trace(text)) return std::nullopt;
    auto modules = trace_modules(text, path, o.limits);
    // Prefer the record torch says it wrote to the named path, then any whose line matches.
    for (int pass = 0; pass < 2; ++pass)
      for (auto& m : modules) {
        bool named = m.filename == frame.file || fs::path(m.filename).filename().string() == base;
        if ((pass == 0 && !named) || !source_matches(m.text, frame)) continue;
        return LocatedModule{
            path,
            std::move(m.text),
            m.first_line,
            m.graph_prefix,
            frame.file,
            pass == 0 ? "from the TORCH_TRACE record for that module"
                      : "from a TORCH_TRACE record whose line " + std::to_string(frame.line) + " is the failing line",
            {}};
      }
    return std::nullopt;
  };

  // A log names the module by the absolute path Python ran it from. A relative path, or one that climbs
  // with "..", is not followed: a hostile log must not steer stridecheck to read files of its choosing.
  const fs::path named(frame.file);
  const bool followable =
      named.is_absolute() && std::none_of(named.begin(), named.end(), [](const fs::path& c) { return c == ".."; });
  if (!followable) {
    tried.push_back(frame.file + " (not followed: not an absolute path without '..')");
  } else if (auto m = try_py(frame.file, "at the path the log names")) {
    return m;
  }
  for (const auto& c : o.code_paths) {
    std::error_code ec;
    if (fs::is_directory(c, ec)) {
      std::vector<std::string> candidates;
      auto same = find_files(
          c, [](const std::string& n) { return n.ends_with(".py") || n.ends_with(".log"); }, o.limits);
      // Same file name first, then output_code.py files, then any .py, then trace logs.
      for (int pass = 0; pass < 4; ++pass)
        for (const auto& f : same) {
          std::string n = fs::path(f).filename().string();
          bool take = pass == 0   ? n == base
                      : pass == 1 ? n == "output_code.py" && n != base
                      : pass == 2 ? n.ends_with(".py") && n != base && n != "output_code.py"
                                  : n.ends_with(".log");
          if (!take) continue;
          if (pass < 3) {
            if (auto m = try_py(f, pass == 0 ? "by its file name in " + c : "by its failing line in " + c)) return m;
          } else if (auto m = try_trace(f, read_file(f, o.limits))) {
            return m;
          }
        }
    } else if (fs::is_regular_file(c, ec)) {
      std::string text = read_file(c, o.limits);
      if (looks_like_trace(text) || looks_like_output_code_log(text)) {
        if (auto m = try_trace(c, text)) return m;
      } else {
        tried.push_back(c);
        if (auto m = module_in(c, std::move(text), "given with --code")) return m;
      }
    } else {
      throw InputError(c, 0, "--code: no such file or folder");
    }
  }
  return std::nullopt;
}

namespace {

// True when the assert checked what the message says it expected: at every reported dim, the size and
// stride the message gives as expected (the second of each pair), and the op the message names, if any.
bool assert_matches(const AssertRecord& r, const DecodedAssertion& a) {
  if (a.clauses.empty()) return false;  // r: a size_stride assert (CodeModules keeps only those)
  if (!a.op.empty() && !r.op.empty() && r.op != a.op) return false;
  auto sizes = known_values(r.sizes), strides = known_values(r.strides);
  if (!sizes || !strides) return false;
  for (const auto& c : a.clauses)
    if (c.dim >= sizes->size() || (*sizes)[c.dim] != c.expected_size || (*strides)[c.dim] != c.expected_stride)
      return false;
  return true;
}

}  // namespace

namespace {

// The modules of --code (its .py files and the modules inside its TORCH_TRACE logs), each read and parsed
// once however many assertions are looked up in them; a module found twice (its .py and its trace record)
// is kept once, as first found.
struct CodeModules {
  struct Module {
    LocatedModule where;
    std::vector<AssertRecord> asserts;  ///< its size_stride asserts
    GraphInfo graph;                    ///< its graph: its inputs and what it returns (a forward's saved values)
    std::vector<OpCall> op_calls;       ///< its asserted op calls
  };
  std::vector<std::string> files;
  std::vector<Module> modules;

  // `logged`: the modules of the failing log itself (TORCH_LOGS=output_code), looked through first.
  CodeModules(const ReadOptions& o, const std::vector<LogModule>* logged, const std::string& log_file) {
    if (logged && !logged->empty()) {
      files.push_back(log_file);
      for (const auto& m : *logged) add(located_from_log(m, log_file, m.module_path, ""), o.limits);
    }
    for (const auto& c : o.code_paths) {
      std::error_code ec;
      if (fs::is_directory(c, ec)) {
        auto in = find_files(
            c, [](const std::string& n) { return n.ends_with(".py") || n.ends_with(".log"); }, o.limits);
        files.insert(files.end(), in.begin(), in.end());
      } else if (fs::is_regular_file(c, ec)) {
        files.push_back(c);
      } else {
        throw InputError(c, 0, "--code: no such file or folder");
      }
    }
    for (const auto& f : files) {
      if (logged && !logged->empty() && f == log_file) continue;
      std::string text = read_file(f, o.limits);
      if (looks_like_trace(text)) {
        for (auto& m : trace_modules(text, f, o.limits))
          add({f, std::move(m.text), m.first_line, m.graph_prefix, m.filename, "", {}}, o.limits);
      } else if (looks_like_output_code_log(text)) {
        try {
          for (const auto& m : output_code_log_modules(text, f, o.limits))
            add(located_from_log(m, f, m.module_path, ""), o.limits);
        } catch (const InputError&) {
          continue;  // a log whose records do not read holds no module that ran
        }
      } else if (looks_like_output_code(text)) {
        add({f, std::move(text), 1, "", f, "", {}}, o.limits);
      }
    }
  }

 private:
  void add(LocatedModule m, const Limits& limits) {
    if (std::any_of(modules.begin(), modules.end(), [&](const Module& k) { return k.where.text == m.text; })) return;
    Recording r;
    try {
      r = read_output_code_unlinked(m.text,
                                    OutputCodeOrigin{m.file, m.first_line, m.graph_prefix,
                                                     fs::path(m.module_path).stem().string(), m.module_path},
                                    limits);
    } catch (const InputError&) {
      return;  // a module that does not read is not the one that ran
    }
    Module k{std::move(m), {}, r.graphs.empty() ? GraphInfo{} : std::move(r.graphs.front()), std::move(r.op_calls)};
    for (auto& rec : r.asserts)
      if (rec.kind == AssertRecord::Kind::kSizeStride) k.asserts.push_back(std::move(rec));
    modules.push_back(std::move(k));
  }
};

// A backward graph read for a failure, whose forward (same AOT ID) is among the --code or logged modules: its saved
// inputs laid out as that forward returns them (link_saved_values), the forward's graph read for its return only.
void link_forwards_of(Recording& out, std::optional<CodeModules>& code, const ReadOptions& o,
                      const std::vector<LogModule>* logged, const std::string& log_file) {
  std::vector<std::string> wanted;
  for (const auto& g : out.graphs)
    if (std::string id = forward_id_of(g.graph); !id.empty()) wanted.push_back(std::move(id));
  if (wanted.empty() || (o.code_paths.empty() && (!logged || logged->empty()))) return;
  if (!code) code.emplace(o, logged, log_file);
  const size_t before = out.graphs.size();
  for (const auto& m : code->modules)
    if (std::find(wanted.begin(), wanted.end(), aot_id(m.graph.graph)) != wanted.end() && m.graph.return_line > 0)
      out.graphs.push_back(m.graph);
  if (out.graphs.size() == before) return;
  link_saved_values(out);
  out.graphs.resize(before);
}

// The calls of the recording's ops in the other modules of --code or of the log (TORCH_LOGS=output_code): a fix of
// the op is checked on them too. Only where the log or --code holds several modules.
void add_sibling_calls(Recording& out, std::optional<CodeModules>& code, const ReadOptions& o,
                       const std::vector<LogModule>* logged, const std::string& log_file) {
  if (out.op_calls.empty() || (o.code_paths.empty() && (!logged || logged->size() < 2))) return;
  if (!code) code.emplace(o, logged, log_file);
  std::set<std::string> ops, ids;
  for (const auto& c : out.op_calls) ops.insert(c.op), ids.insert(c.id);
  for (const auto& m : code->modules)
    for (const auto& c : m.op_calls)
      if (ops.count(c.op) && !ids.count(c.id)) out.sibling_calls.push_back(c);
}

std::optional<LocatedModule> locate_in(const CodeModules& code, const DecodedAssertion& a,
                                       std::vector<std::string>& tried, TracebackFrame& frame) {
  tried.insert(tried.end(), code.files.begin(), code.files.end());
  const CodeModules::Module* module = nullptr;
  std::vector<const AssertRecord*> hits;
  for (const auto& m : code.modules)
    for (const auto& rec : m.asserts) {
      if (!assert_matches(rec, a)) continue;
      // Several matches of one op are asserts the kernel's outputs share (grad_query, grad_key and grad_value
      // of one layout): the graph checks them in line order and the first that fails raises, so the first is
      // taken, and said to be a guess. Matches of different ops or modules leave the op unknown.
      if (module && (module != &m || rec.site_id != hits.front()->site_id || rec.op != hits.front()->op)) {
        tried.push_back("asserts of different ops or modules match the message");
        return std::nullopt;
      }
      module = &m;
      hits.push_back(&rec);
    }
  if (!module) return std::nullopt;
  const AssertRecord& first = *hits.front();
  LocatedModule m = module->where;
  const int64_t line = m.module_line(first.line);
  frame = TracebackFrame{m.module_path, line, "call", line_of_text(m.text, first.line - m.first_line + 1), a.log_line};
  m.how = "found by the assert that expected what the message says: " + first.buffer + ", line " + std::to_string(line);
  if (hits.size() > 1) {
    std::vector<std::string> names;
    for (const auto* h : hits) names.push_back(h->output_name.empty() ? h->buffer : h->output_name);
    m.how += ": " + std::to_string(hits.size()) + " asserts of this op match (" + join(names, ", ") +
             "); the first the graph checks is taken";
  }
  return m;
}

}  // namespace

std::optional<LocatedModule> locate_by_content(const DecodedAssertion& a, const ReadOptions& o,
                                               std::vector<std::string>& tried, TracebackFrame& frame) {
  return locate_in(CodeModules(o, nullptr, ""), a, tried, frame);
}

namespace {

// The actual layout the assertion reported, attached as `observed` to the output the assert at `line` of
// `file` checks.
// The failing run's actual layout, from its assertion's message, on the expected output whose assert failed.
void observe(ExpectedOutput& e, const DecodedAssertion& a, const FailingLog& log) {
  // a message the log cuts names only the dims before the cut: no whole layout can be rebuilt from it
  if (a.cut != DecodedAssertion::Cut::kNone) return;
  auto sizes = known_values(e.sizes);
  auto strides = known_values(e.strides);
  if (!sizes || !strides) return;
  ObservedLayout obs{*sizes, *strides, {}, a.message, log.file, a.log_line};
  for (const auto& c : a.clauses) {
    if (c.dim >= obs.sizes.size()) continue;
    obs.sizes[c.dim] = c.actual_size;
    obs.strides[c.dim] = c.actual_stride;
    obs.reported_dims.push_back(c.dim);
  }
  e.observed = obs;
}

}  // namespace

void attach_observed(Recording& out, const std::string& file, int64_t line, const DecodedAssertion& a,
                     const FailingLog& log) {
  for (const auto& rec : out.asserts) {
    if (rec.file != file || rec.line != line || rec.op_call_id.empty() || rec.kind != AssertRecord::Kind::kSizeStride)
      continue;
    for (auto& c : out.op_calls)
      if (c.id == rec.op_call_id)
        for (auto& e : c.expected_outputs)
          if (static_cast<int64_t>(e.index) == rec.output_index) observe(e, a, log);
  }
  for (const auto& rec : out.asserts) {
    if (rec.file != file || rec.line != line || rec.site_id.empty() || rec.kind != AssertRecord::Kind::kSizeStride)
      continue;
    for (auto& site : out.call_sites) {
      if (site.id != rec.site_id) continue;
      for (auto& e : site.expected_outputs)
        if (static_cast<int64_t>(e.index) == rec.output_index) observe(e, a, log);
    }
  }
}

Recording recording_from_log(const FailingLog& log, const ReadOptions& o, std::vector<ModuleLookup>* lookups,
                             const std::vector<LogModule>* logged) {
  Recording out;
  out.run_environment = log.environment;  // the log's own facts first, then its modules' and their trace's
  std::optional<CodeModules> code;        // read on the first assertion whose log names no module
  std::map<std::string, bool> modules_read;
  const bool has_logged = logged && !logged->empty();
  for (const auto& a : log.assertions) {
    if (lookups) lookups->emplace_back();
    std::vector<std::string> tried;
    std::optional<LocatedModule> m;
    TracebackFrame frame;
    if (a.frame) {
      frame = *a.frame;
      if (has_logged) m = locate_in_log(*logged, log.file, frame, o.limits);
      if (has_logged && !m)
        tried.push_back(log.file + " (none of its " + std::to_string(logged->size()) +
                        " TORCH_LOGS=output_code modules is that one)");
      if (!m) m = locate_module(frame, o, tried);
    } else if ((!o.code_paths.empty() || has_logged) && a.kind == DecodedAssertion::Kind::kSizeStride) {
      if (!code) code.emplace(o, logged, log.file);
      m = locate_in(*code, a, tried, frame);
    }
    const int64_t line = m ? m->line_in_file(frame.line) : 0;
    if (lookups)
      lookups->back() = {m ? m->file : "", m ? m->how : "", tried, a.frame || !m ? std::nullopt : std::optional(frame),
                         line};
    if (!m && !a.frame) {
      out.notes.push_back(log.file + ":" + std::to_string(a.log_line) +
                          ": the assertion has no traceback frame naming the generated module" +
                          (tried.empty() ? ""
                                         : ", and no assert in --code expected what the message says (searched " +
                                               join(tried, ", ") + ")"));
      continue;
    }
    if (!m) {
      out.notes.push_back(log.file + ":" + std::to_string(a.log_line) + ": the generated module " + a.frame->file +
                          " was not found (tried " + join(tried, ", ") + "); pass --code FILE|DIR");
      continue;
    }
    std::string key = m->file + "#" + std::to_string(m->first_line);
    if (!modules_read[key]) {
      modules_read[key] = true;
      out.append(read_output_code(m->text,
                                  OutputCodeOrigin{m->file, m->first_line, m->graph_prefix,
                                                   fs::path(m->module_path).stem().string(), m->module_path},
                                  o.limits));
      // a module found in a TORCH_TRACE log: the trace of the run that compiled the failing graph says its torch.
      // (A module of the log itself, TORCH_LOGS=output_code, is read from the text already read: the log may be
      // stdin, which cannot be opened again.)
      if (m->first_line > 1 && m->file != log.file) {
        std::string module_file = read_file(m->file, o.limits);
        if (looks_like_trace(module_file)) {
          TraceFacts facts;
          (void)trace_modules(module_file, m->file, o.limits, &facts);
          out.run_environment.merge(facts.environment);
        }
      }
    }
    attach_observed(out, m->file, line, a, log);
  }
  link_forwards_of(out, code, o, logged, log.file);
  add_sibling_calls(out, code, o, logged, log.file);
  return out;
}

Recording read_source(const std::string& path, const ReadOptions& o) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    if (is_capture_folder(path)) return read_captures(read_capture_set(path, o.limits), o).recording;
    return read_debug_dir(path, o.limits);
  }
  std::string text = read_file(path, o.limits);
  return read_text(detect_text(text, path), text, path, o);
}

Recording read_sources(const std::vector<std::string>& paths, const ReadOptions& o) {
  Recording all;
  for (const auto& p : paths) all.append(read_source(p, o));
  link_saved_values(all);  // a backward graph's saved inputs, where its forward was read too
  std::map<std::string, int> seen;
  for (auto& c : all.call_sites) {
    int n = ++seen[c.id];
    if (n > 1) c.id += "#" + std::to_string(n);
  }
  if (all.call_sites.size() > o.limits.max_call_sites)
    throw InputError(paths.empty() ? "" : paths.front(), 0,
                     "more call sites than the limit max_call_sites=" + std::to_string(o.limits.max_call_sites));
  return all;
}

}  // namespace stridecheck
