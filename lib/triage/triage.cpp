#include "triage/triage.h"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "core/error.h"
#include "core/text.h"
#include "layout/describe.h"
#include "readers/fixture_json.h"
#include "readers/output_code_log.h"
#include "readers/trace.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {

// A frame of torch's own assert helper (torch 2.15's assert_tensor_metadata raises from runtime_utils.py), not the
// generated module.
bool is_assert_helper(const std::string& file) { return base_name(file) == "runtime_utils.py"; }

std::string short_op(const std::string& op) {
  std::string s = op;
  for (std::string_view p : {"torch.ops.aten.", "aten::"})
    if (s.starts_with(p)) s = s.substr(p.size());
  if (s.ends_with(".default")) s.resize(s.size() - 8);
  return s;
}

// The diagnosis paragraph of a failure whose layouts are decoded: what the op is, what came back.
// The diagnosis of an assert that compares no stride (the pre-2.0 form, a dtype, an alignment, a rank), or nullopt.
std::optional<std::string> other_assert_diagnosis(const FailureAnalysis& f, bool output) {
  const auto& a = f.assertion;
  std::string d;
  if (a.kind == DecodedAssertion::Kind::kLegacy) {
    d = "The compiled graph's assert `" + a.source + "` failed: " + (a.buffer.empty() ? "the tensor" : a.buffer) +
        "'s " + (a.legacy_check == "size" ? "sizes" : "strides") + " are not what the graph expected. This assert " +
        "form is inductor's before torch 2.0: it prints no message, so neither what came back nor the op that made "
        "it is in the log, and no torch stridecheck replays on (2.6 to 2.15) is that old. Rerun under a current "
        "torch; if it still fails, triage that log.";
  } else if (a.kind == DecodedAssertion::Kind::kDtype) {
    d = (!f.op.empty() ? "An output of " + short_op(f.op)
         : output      ? std::string("An output of an op")
                       : std::string("The asserted tensor")) +
        " came back as " + a.actual_dtype + "; the compiled graph expected " + a.expected_dtype +
        (output || !f.op.empty() ? ": the op's fake (or meta) and its kernel disagree on the output's dtype."
                                 : " (torch 2.15's assert_tensor_metadata compares dtypes too).");
  } else if (a.kind == DecodedAssertion::Kind::kAlignment) {
    d = "An output of " + (f.op.empty() ? std::string("an op") : short_op(f.op)) + " is not " +
        std::to_string(a.alignment) + "-byte aligned: its storage offset " + std::to_string(a.storage_offset) +
        " times itemsize " + std::to_string(a.itemsize) + " is " + std::to_string(a.storage_offset * a.itemsize) +
        " bytes, which the compiled graph's assert_alignment rejects.";
  } else if (a.kind == DecodedAssertion::Kind::kRank) {
    d = (!f.op.empty() ? "An output of " + short_op(f.op)
         : output      ? std::string("An output of an op")
                       : std::string("The asserted tensor")) +
        " came back with " + (a.actual_rank >= 0 ? std::to_string(a.actual_rank) : std::string("another number of")) +
        " dims; the compiled graph expected " +
        (f.assertion.expected_sizes.empty() ? std::string("another rank")
                                            : std::to_string(f.assertion.expected_sizes.size())) +
        ".";
  } else {
    return std::nullopt;
  }
  return d;
}

// The diagnosis of an SDPA op's or an SDPA backend's own kernel's failure.
std::string sdpa_diagnosis(const FailureAnalysis& f, const TracebackFrame* frame, const CallSite* site,
                           const std::string& who, const std::string& what) {
  const auto& a = f.assertion;
  std::string d;
  const OpSpec* spec = site ? &site->spec() : find_sdpa_op(f.op);
  const SdpaKernel* kernel = spec ? nullptr : find_sdpa_kernel(f.op);
  std::string backend = spec ? backend_title(spec->backend) : kernel ? backend_title(kernel->backend) : "SDPA";
  // the traceback's frame is the assert's line, not the call's
  std::string where = frame ? "; its assert failed at line " + std::to_string(frame->line) + " of " +
                                  fs::path(frame->file).filename().string()
                            : "";
  const std::string called = spec     ? spec->qualified() + " (the " + backend + " SDPA kernel)"
                             : kernel ? "aten::" + std::string(kernel->name) + " (the " + backend +
                                            " SDPA backend's own kernel, which its SDPA op and nested-tensor SDPA "
                                            "call)"
                                      : short_op(f.op) + " (an SDPA kernel)";
  d = "The compiled graph" + std::string(a.in_backward ? "'s backward" : "") + " called " + called + where + ". " +
      (who == "an output" ? std::string("An output ") : "Its output " + who + " ") +
      (f.difference.empty() ? "broke the graph's stride assertion" : f.difference) +
      ": inductor's fake/meta propagation predicted one " + what + " and the real " + backend +
      " kernel returned another. This is an SDPA output " + what + ", not a reshape of the loss";
  if (!f.follows.empty()) d += "; the layout it returned has the dim order of its input " + join(f.follows, ", ");
  d += ".";
  return d;
}

std::string diagnosis_of(const FailureAnalysis& f, const TracebackFrame* frame, const CallSite* site) {
  const auto& a = f.assertion;
  std::string who = f.output_name.empty() ? (f.buffer.empty() ? "an output" : f.buffer) : f.output_name;
  if (!f.output_name.empty() && !f.buffer.empty()) who += " (" + f.buffer + ")";
  // the subject of "came back ...": an op's output, or a tensor the log cannot place (never called an output)
  const bool output = f.facts.tensor == AssertedTensor::kOpOutput;
  const std::string subject = who == "an output" ? std::string(output ? "An output " : "The asserted tensor ")
                              : output           ? "Its output " + who + " "
                                                 : "The tensor " + who + " ";
  // what the fake and the kernel disagree on: a size is a shape, strides alone a layout
  const std::string what = f.facts.size_mismatch ? "shape" : "layout";
  std::string d;
  if (auto other = other_assert_diagnosis(f, output)) {
    d = *other;
  } else if (f.is_sdpa) {
    d = sdpa_diagnosis(f, frame, site, who, what);
  } else if (f.op.empty() && f.module_file.empty() && f.facts.tensor == AssertedTensor::kGraphInput) {
    // an input of the graph (its name or its tag says so), the layouts not both in the log: no op to name
    d = subject +
        "is an input of the compiled graph (no op of this graph made it) and broke the graph's stride "
        "assertion" +
        (a.cut != DecodedAssertion::Cut::kNone ? "; the log is cut inside its message, so what came in is not all in it"
                                               : "") +
        ". " +
        (a.frame ? "Pass the generated module with --code."
                 : "Pass the whole log (the traceback names the module and its line), or its generated module with "
                   "--code.");
  } else if (f.op.empty() && f.module_file.empty()) {
    // a partial log (only the AssertionError line, or the last lines): the op is not known, so neither is
    // whether an SDPA backend is involved
    // (a frame of "<stdin>", "<string>": the assert was called by hand, from no generated module)
    const bool module = !f.facts.module_path.empty();
    d = (module ? "This log names the generated module that raised the assertion (" + a.frame->file +
                      " on the failing host, not on this machine) but not the failing op"
         : a.frame
             ? "The assert was called from " + a.frame->file + ", not from a generated module, and the log names no op"
             : std::string("This log names neither the failing op nor the generated module that raised the "
                           "assertion (a partial log?)")) +
        ", so which op it is, and whether an SDPA backend is involved, is not known. " + subject +
        (f.difference.empty() ? "broke the graph's stride assertion" : f.difference) +
        (module    ? ". Pass the generated module with --code."
         : a.frame ? "."
                   : ". Pass the whole log (the traceback names the module and its line), or its generated module "
                     "with --code.");
  } else if (!f.op_call_id.empty()) {
    // an op the recording holds as an OpCall: the replay runs its kernel and its fake
    const std::string op = short_op(f.op);
    const auto named = qualified_op_name(f.op);
    const bool aten = named ? named->starts_with("aten::") : op.starts_with("aten") || op.starts_with("torch.ops.aten");
    std::string where = frame ? "; its assert failed at line " + std::to_string(frame->line) + " of " +
                                    fs::path(frame->file).filename().string()
                              : "";
    d = "The compiled graph" + std::string(a.in_backward ? "'s backward" : "") + " called " + op +
        (aten ? std::string(", an aten op") : ", a custom op") + where + ". " +
        (who == "an output" ? std::string("An output ") : "Its output " + who + " ") +
        (f.difference.empty() ? "broke the graph's stride assertion" : f.difference) + ": " +
        (aten ? "torch's meta kernel of the op predicted one " + what + " and its real kernel returned another."
              : "its fake (register_fake) predicted one " + what +
                    " and its real kernel returned another. The graph asserts what that fake returns, whatever its "
                    "kernel calls inside, so the fix is in the fake or the kernel.");
  } else {
    const auto qualified = qualified_op_name(f.op);
    const bool custom = qualified && !qualified->starts_with("aten::");
    d = "The failing op " + (f.op.empty() ? std::string("(unnamed)") : short_op(f.op)) +
        (custom ? " is a custom op (" + qualified->substr(0, qualified->find("::")) +
                      "): the graph asserts what its register_fake returns, whatever its kernel calls inside. "
         : qualified ? " is an aten op. "
                     : ". ") +
        subject + (f.difference.empty() ? "broke the graph's stride assertion" : f.difference) +
        ": the op's fake/meta kernel and its real kernel disagree on the output " + (output ? what : "") +
        (output ? "." : "'s " + what + ", if an op made it (a graph input fails the same way).");
    if (custom)
      d += " Its register_fake and its kernel live in your code; with the generated module (--code) and the module "
           "that registers the op (--import), stridecheck runs both on the recorded layouts.";
  }
  return d;
}
// The graph's kind by the name of the module's graph ("1_backward"), where the module was read.
TracebackGraph graph_named(const std::string& graph) {
  if (graph.find("backward") != std::string::npos) return TracebackGraph::kBackward;
  if (graph.find("inference") != std::string::npos) return TracebackGraph::kInference;
  if (graph.find("forward") != std::string::npos) return TracebackGraph::kForward;
  return TracebackGraph::kUnknown;
}

// What the log (or the module, where it was read) says of the asserted tensor, and the steps that would tell more.
// A message naming one dim whose rebuilt layout overlaps names only the first dim that differs (as older torch
// releases print it): the rest of what came back is unknown.
bool names_part_of(const DecodedAssertion& a, const Layout& actual, const Layout& expected) {
  return a.clauses.size() == 1 && !is_non_overlapping_and_dense(actual) && is_non_overlapping_and_dense(expected);
}

void read_facts(FailureAnalysis& f, const AssertRecord* hit) {
  const auto& a = f.assertion;
  LogFacts& x = f.facts;
  x.graph = hit && graph_named(hit->graph) != TracebackGraph::kUnknown ? graph_named(hit->graph) : a.graph;
  if (hit) {
    x.tensor = hit->producer == "graph input" ? AssertedTensor::kGraphInput : AssertedTensor::kOpOutput;
    x.evidence = TensorEvidence::kModule;
  } else {
    x.tensor = tensor_of(f.buffer, a.input_tag, !a.op.empty(), x.graph, x.evidence);
  }
  for (const auto& c : a.clauses) x.size_mismatch |= c.actual_size != c.expected_size;
  x.partial_message = f.actual && names_part_of(a, *f.actual, *f.expected);
  x.layouts_rebuilt = f.actual && f.expected && !x.partial_message;
  x.stride = x.layouts_rebuilt ? stride_shape(*f.actual, *f.expected) : stride_shape_of_dims(a.clauses);
  // a frame of "<stdin>" or "<string>" is no module's: the assert was called by hand there
  x.module_path = a.frame && !is_assert_helper(a.frame->file) && !a.frame->file.starts_with("<") ? a.frame->file : "";
  x.module_here = !f.module_file.empty();
  if (x.module_here) return;
  if (a.kind == DecodedAssertion::Kind::kLegacy) {  // a module of before 2.0: nothing here reads or replays it
    x.next.push_back(NextStep::kCurrentTorch);
    return;
  }
  if (a.cut != DecodedAssertion::Cut::kNone) x.next.push_back(NextStep::kWholeLog);
  if (!x.module_path.empty()) x.next.push_back(NextStep::kCopyModule);
  x.next.push_back(NextStep::kSharedStorage);
  x.next.push_back(NextStep::kRerunOutputCode);
  x.next.push_back(NextStep::kRunWrapper);
  if (x.tensor == AssertedTensor::kGraphInput) x.next.push_back(NextStep::kCaptureProducer);
}

void analyse(FailureAnalysis& f, const Recording& rec) {
  const auto& a = f.assertion;
  f.op = a.op;
  f.buffer = a.buffer;
  // The assert the frame points at (the log's, else the line found by content), in the module we read.
  const TracebackFrame* frame = a.frame ? &*a.frame : f.located ? &*f.located : nullptr;
  const AssertRecord* hit = nullptr;
  if (frame && !f.module_file.empty() && f.assert_line > 0)
    for (const auto& r : rec.asserts)
      if (r.file == f.module_file && r.line == f.assert_line) hit = &r;
  if (hit) {
    f.buffer = hit->buffer;
    if (f.op.empty()) f.op = hit->op.empty() ? hit->producer : hit->op;
    f.call_site_id = hit->site_id;
    f.op_call_id = hit->op_call_id;
    f.output_index = hit->output_index;
    f.output_name = hit->output_name;
    f.producer = hit->producer;
    f.producer_line = hit->producer_line;
    if (a.expected_sizes.empty()) {
      auto s = known_values(hit->sizes), t = known_values(hit->strides);
      if (s && t) {
        f.assertion.expected_sizes = *s;
        f.assertion.expected_strides = *t;
      }
    }
  }
  f.is_sdpa = find_sdpa_op(f.op) != nullptr || find_sdpa_kernel(f.op) != nullptr || (!f.call_site_id.empty());
  const CallSite* site = f.call_site_id.empty() ? nullptr : rec.find(f.call_site_id);
  TensorRole role = role_of(f.output_name);
  if (f.output_name.empty() && f.is_sdpa) role = TensorRole::kAttention;

  if (a.kind == DecodedAssertion::Kind::kSizeStride && !f.assertion.expected_sizes.empty() &&
      a.cut == DecodedAssertion::Cut::kNone) {
    Layout exp{f.assertion.expected_sizes, f.assertion.expected_strides, 0};
    Layout act = exp;
    bool fits = true;
    for (const auto& c : a.clauses) {
      if (c.dim >= act.rank()) {
        fits = false;
        continue;
      }
      act.sizes[c.dim] = c.actual_size;
      act.strides[c.dim] = c.actual_stride;
      if (exp.sizes[c.dim] != c.expected_size || exp.strides[c.dim] != c.expected_stride) fits = false;
    }
    f.expected = exp;
    f.actual = act;
    f.comparison = compare_layouts(act, exp);
    f.dim_lines = describe_mismatch_dims(f.comparison, role, exp.rank());
    if (names_part_of(a, act, exp)) {  // the rest of what came back is not in the log: no layout to describe
      const AssertionClause& c = a.clauses.front();
      f.difference = "came back with stride " + std::to_string(c.actual_stride) + " at dim " + std::to_string(c.dim) +
                     " (the graph expected " + std::to_string(c.expected_stride) + " there, in a " +
                     describe(exp, role).summary +
                     " layout); the rest of the layout that came back is not in the log: its message names that dim "
                     "alone, and with that dim alone the layout would overlap itself, so others differ too";
    } else {
      f.difference = describe_difference(act, exp, role);
      if (site) f.follows = inputs_with_order(*site, describe(act, role).order, act.rank());
    }
    if (!fits) f.difference += " (the message and the assert line disagree: the module may have been edited)";
  } else if (a.kind == DecodedAssertion::Kind::kSizeStride) {
    // No assert line to read the full expectation from (or a message cut short): the reported dims alone.
    LayoutComparison cmp;
    for (const auto& c : a.clauses)
      cmp.dims.push_back({c.dim, c.actual_size, c.expected_size, c.actual_stride, c.expected_stride});
    f.comparison = cmp;
    size_t rank = 0;
    for (const auto& c : a.clauses) rank = std::max(rank, c.dim + 1);
    f.dim_lines = describe_mismatch_dims(cmp, rank <= 4 ? role : TensorRole::kOther,
                                         rank <= 4 && role == TensorRole::kAttention ? 4 : rank);
  }

  read_facts(f, hit);
  f.diagnosis = diagnosis_of(f, frame, site);
  if (f.facts.tensor == AssertedTensor::kGraphInput && f.actual && f.expected) {
    BoundarySite where{
        f.buffer, hit ? hit->graph : "", f.facts.graph,
        hit ? fs::path(f.module_file).filename().string() : std::string(base_name(frame ? frame->file : "")),
        hit     ? f.assert_line
        : frame ? frame->line
                : 0};
    f.boundary = analyse_boundary(where, *f.actual, *f.expected);
    f.diagnosis = f.boundary->diagnosis;
  }
}

}  // namespace

TriageResult triage(const std::string& log_path, const ReadOptions& o) {
  return triage_text(read_file(log_path, o.limits), log_path, o);
}

namespace {
// The number of lines of a text (its last line counted whether or not a newline ends it).
int64_t line_count(std::string_view text) {
  if (text.empty()) return 0;
  return static_cast<int64_t>(std::count(text.begin(), text.end(), '\n')) + (text.back() == '\n' ? 0 : 1);
}
}  // namespace

// Why a file with no stride assertion is not a failing log, when it is something else: what it is, and
// what reads it.
void not_a_failing_log(const std::string& text, const std::string& path) {
  if (text.empty()) throw InputError(path, 0, "empty file (0 bytes): triage reads the failing run's log (its stderr)");
  if (text.substr(0, 4096).find('\0') != std::string::npos)
    throw InputError(path, 0, "a binary file, not a text log: triage reads the failing run's log (its stderr)");
  if (looks_like_output_code_log(text) && text.find("Traceback (most recent call last)") == std::string::npos) {
    // its last module's record never ends ("Output code written to: PATH" follows every whole one): cut there
    const size_t last = text.rfind("Output code: ");
    if (last != std::string::npos && text.find("Output code written to:", last) == std::string::npos)
      throw InputError(
          path, line_count(text),
          "this TORCH_LOGS=output_code log ends inside a generated module (its record from line " +
              std::to_string(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(last), '\n') + 1) +
              " has no end): it was cut before any traceback, so whether the run failed is not in it. "
              "Pass the whole log: the traceback of a failing run comes after its modules");
    throw InputError(path, 0,
                     "this is a TORCH_LOGS=output_code log of a run that did not fail (the compiled graphs, no "
                     "traceback): `stridecheck replay`, `show` or `extract` read it, and `triage LOG --code " +
                         path + "` uses it to find the module a failing log names");
  }
  if (looks_like_trace(text))
    throw InputError(path, 0,
                     "this is a TORCH_TRACE log (compiled graphs), not a failing run's log: `stridecheck "
                     "replay` or `show` read it, and `triage LOG --code " +
                         path + "` uses it to find the module a failing log names");
  // a failing log quotes assert_size_stride in its traceback; output code has no traceback
  if (text.find("Traceback (most recent call last)") == std::string::npos &&
      (text.find("# AOT ID:") != std::string::npos ||
       (text.find("def call(") != std::string::npos && text.find("assert_size_stride(") != std::string::npos)))
    throw InputError(path, 0,
                     "this is inductor output code (a compiled graph), not a failing run's log: "
                     "`stridecheck replay` or `show` read it, and `triage LOG --code " +
                         path + "` uses it to find the module a failing log names");
}

// A log that ends inside a traceback, before the assertion it raised: where it ends, and what the traceback shows.
[[noreturn]] void cut_before_assertion(const LogCut& cut, const std::string& path) {
  std::string what = cut.graph == TracebackGraph::kBackward    ? "a compiled graph's backward"
                     : cut.graph == TracebackGraph::kForward   ? "a compiled graph's forward"
                     : cut.graph == TracebackGraph::kInference ? "a compiled inference graph"
                     : cut.in_compiled_graph                   ? "a compiled graph"
                                                               : "";
  std::string frame = cut.frame ? std::string(base_name(cut.frame->file)) + ":" + std::to_string(cut.frame->line) +
                                      " in " + cut.frame->function
                                : "";
  throw InputError(path, cut.last_line,
                   "the log is cut inside a traceback" +
                       (cut.rank >= 0 ? " (rank " + std::to_string(cut.rank) + ")" : std::string()) +
                       (frame.empty() ? "" : ", after its frame " + frame) +
                       ", before the assertion it raised: no stride assertion is left in it" +
                       (what.empty() ? std::string() : "; the traceback shows the run inside " + what) +
                       ". Pass the log up to the AssertionError line and the lines after it");
}

TriageResult triage_text(const std::string& text, const std::string& log_path, const ReadOptions& o) {
  if (looks_like_fixture(text))  // before its quoted assert messages are taken for a log's
    throw InputError(log_path, 0,
                     "this is a stridecheck fixture (a recording), not a failing run's log: `stridecheck replay " +
                         log_path + "` judges it (with --import for its custom ops)");
  TriageResult out;
  out.log_file = log_path;
  FailingLog log = scan_failing_log(text, log_path, o.limits);
  if (auto k = read_no_kernel_failure(text, log_path, o.limits)) out.no_kernel = analyse_no_kernel(*k, log_path);
  out.rank_prefixed = log.rank_prefixed;
  out.collided = log.collided;
  out.collided_ranks = log.collided_ranks;
  if (log.assertions.empty() && !out.no_kernel) {
    if (!log.cuts.empty()) cut_before_assertion(log.cuts.front(), log_path);
    not_a_failing_log(text, log_path);
    (void)read_failing_log(text, log_path, o.limits);  // throws: no stride assertion
  }
  std::vector<ModuleLookup> lookups;
  std::vector<LogModule> logged;  // the modules TORCH_LOGS=output_code wrote into the log
  if (looks_like_output_code_log(text)) logged = output_code_log_modules(text, log_path, o.limits);
  out.recording = recording_from_log(log, o, &lookups, &logged);
  out.recording.inputs.insert(out.recording.inputs.begin(), log_path);
  for (size_t i = 0; i < log.assertions.size(); ++i)
    out.failures.push_back(analyse_failure(log.assertions[i], lookups[i], out.recording));
  return out;
}

FailureAnalysis analyse_failure(const DecodedAssertion& assertion, const ModuleLookup& lookup, const Recording& rec) {
  FailureAnalysis f;
  f.assertion = assertion;
  f.module_file = lookup.file;
  f.module_how = lookup.how;
  f.module_tried = lookup.tried;
  f.located = lookup.located;
  f.assert_line = lookup.assert_line;
  analyse(f, rec);
  f.seen_before = match_known_issues(known_signature(f, rec));
  return f;
}

std::vector<std::string> failing_call_sites(const TriageResult& result) {
  std::vector<std::string> out;
  for (const auto& f : result.failures)
    if (!f.call_site_id.empty())
      out.push_back(f.call_site_id);
    else if (!f.op_call_id.empty())
      out.push_back(f.op_call_id);
  return out;
}

}  // namespace stridecheck
