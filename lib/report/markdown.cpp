#include "report/markdown.h"

#include <algorithm>
#include <filesystem>

#include "core/text.h"
#include "core/version.h"
#include "layout/describe.h"
#include "recording/fixture_writer.h"
#include "report/answer.h"
#include "report/captured.h"
#include "report/findings.h"
#include "report/log_answer.h"
#include "report/ops.h"
#include "report/repro.h"

namespace stridecheck {

namespace {

// A table cell: no pipes or newlines to break the row.
std::string cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n' || c == '\r')
      out += ' ';
    else
      out += c;
  }
  return out;
}

// Inline code that survives backticks in the text.
std::string code(const std::string& s) {
  if (s.find('`') == std::string::npos) return "`" + s + "`";
  return "`` " + s + " ``";
}

// A fenced block whose fence is longer than any run of backticks inside, so input text cannot close it.
std::string fenced(const std::string& lang, const std::string& body) {
  size_t longest = 0, run = 0;
  for (char c : body) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(std::max<size_t>(3, longest + 1), '`');
  std::string b = body;
  if (!b.empty() && b.back() != '\n') b += '\n';
  return fence + lang + "\n" + b + fence + "\n";
}

std::string strides(const std::vector<int64_t>& v) { return tuple_str(v); }

// A sentence's words with a capital first letter.
std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// "trace.log:57, compilation_metrics pytorch_version": where the input shows a fact (the file's name: its folder is
// the reporter's machine's).
std::string where(const RunFact& f) {
  std::string file = std::filesystem::path(f.file).filename().string();
  if (!file.empty() && f.line) file += ":" + std::to_string(f.line);
  return file.empty() ? f.how : file + ", " + f.how;
}

// The failing run's torch: what its input says of it, else the torch that compiled the graph (a fixture's
// compiled_by, from the trace it was extracted from).
RunFact failing_torch(const Recording& rec) {
  if (rec.run_environment.torch.known() || !rec.compiled_by) return rec.run_environment.torch;
  return RunFact{rec.compiled_by->torch, "the torch that compiled the graph", rec.compiled_by->file,
                 rec.compiled_by->line};
}

ReproRun repro_run(const ReportInput& in) {
  if (!in.recording) return {};
  const RunEnvironment& e = in.recording->run_environment;
  RunFact torch = failing_torch(*in.recording);
  return ReproRun{torch.value,
                  torch.known() ? where(torch) : "",
                  e.gpu.value,
                  e.capability.value,
                  in.command == "triage",
                  in.imports.empty() ? std::string() : in.imports.front()};
}

// The devices the recording's call sites and op calls ran on, in order ("cuda:0").
std::vector<std::string> recorded_devices(const Recording& rec) {
  std::vector<std::string> out;
  auto add = [&](const std::string& d) {
    if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
  };
  for (const auto& c : rec.call_sites) add(call_site_device(c));
  for (const auto& c : rec.op_calls) add(c.device());  // the asserted aten and custom ops' tensors too
  return out;
}

// Whether SDPA's priority bears on this report: the graphs call SDPA, and the failure is not an op call's alone (a
// custom op's or an aten op's fake against its kernel: no SDPA priority changes what its fake returns).
bool sdpa_matters(const ReportInput& in) {
  if (!in.recording || in.recording->call_sites.empty()) return false;
  return !(in.verdict && in.verdict->answer.failed.ops_alone && !in.verdict->answer.op_findings.empty());
}

// What the input shows of the run that failed (or compiled the graph), fact by fact, and the commands that give
// the rest from the failing host.
std::string failing_run_block(const ReportInput& in) {
  const Recording& rec = *in.recording;
  const RunEnvironment& e = rec.run_environment;
  const auto devices = recorded_devices(rec);
  const bool cuda =
      std::any_of(devices.begin(), devices.end(), [](const std::string& d) { return d.starts_with("cuda"); });
  std::string s;
  std::vector<std::string> missing;
  // a row: shown when known, or when the question matters for this graph ("not shown", and asked for)
  auto row = [&](const char* label, const RunFact& f, bool matters, const char* ask, const std::string& extra = "") {
    if (f.known())
      s += std::string(label) + f.value + extra + " (" + where(f) + ")\n";
    else if (matters)
      s += std::string(label) + "not shown in the input\n";
    if (!f.known() && matters && ask) missing.emplace_back(ask);
  };
  s += "device:           " + (devices.empty() ? std::string("not known") : join(devices, ", ")) +
       " (the graph's tensors)\n";
  row("torch:            ", failing_torch(rec), true, "torch");
  row("CUDA (torch's):   ", e.torch_cuda, cuda, "CUDA");
  row("CUDA available:   ", e.cuda_available, false, nullptr);
  row("GPU:              ", e.gpu, cuda, "GPU");
  row("capability:       ", e.capability, cuda, "compute capability", e.sms.known() ? ", " + e.sms.value + " SMs" : "");
  row("CUDA (host nvcc): ", e.cuda_runtime, false, nullptr);
  row("cuDNN:            ", e.cudnn, cuda, "cuDNN");
  row("driver:           ", e.driver, false, nullptr);
  std::vector<std::string> chose;
  for (const auto& c : rec.call_sites)
    if (std::find(chose.begin(), chose.end(), backend_name(c.backend)) == chose.end())
      chose.emplace_back(backend_name(c.backend));
  const std::string chosen =
      chose.empty() ? "" : "; its dispatcher chose " + join(chose, ", ") + " (the op the graph calls)";
  const bool sdpa = sdpa_matters(in);  // SDPA's priority only where the graphs call SDPA and it bears on the failure
  if (sdpa && e.sdpa_priority.known())
    s += "SDPA priority:    " + e.sdpa_priority.value + " (its default order; " + where(e.sdpa_priority) + ")" +
         chosen + "\n";
  else if (sdpa)
    s += "SDPA priority:    not shown in the input" + chosen + "\n";
  if (sdpa && !e.sdpa_priority.known()) missing.emplace_back("SDPA priority");
  row("Python:           ", e.python, false, nullptr);
  row("triton:           ", e.triton, false, nullptr);
  row("OS:               ", e.os, false, nullptr);
  std::string who = in.command == "triage" ? "The failing run" : "The run that compiled the graph";
  std::string out = "**" + who + "**, as its log, trace and generated module show it (nothing here is guessed):\n\n" +
                    fenced("text", s) + "\n";
  if (missing.empty()) return out;
  out += "Not in the input: " + join(missing, ", ") + ". Run these on " +
         (in.command == "triage" ? "the failing host" : "the host that compiled the graph") + " and paste what " +
         (sdpa ? "they print" : "it prints") + " into the issue (`stridecheck triage` reads " + (sdpa ? "both" : "it") +
         " from a log it is given):\n\n";
  out += fenced("sh", "python -m torch.utils.collect_env\n" +
                          std::string(sdpa ? "python -c \"import torch; from torch.nn.attention import SDPBackend; "
                                             "print('SDPA priority:', ', '.join(SDPBackend(i).name for i in "
                                             "torch._C._get_sdp_priority_order()))\"\n"
                                           : "")) +
         "\n";
  return out;
}

// The machine stridecheck replayed on (or, with --runs-from, the one of the stored runs): not the failing run.
std::string replay_block(const ReportInput& in) {
  std::string s;
  if (in.verdict && !in.verdict->environment.torch_version.empty()) {  // a replay ran (its worker said its torch)
    const auto& e = in.verdict->environment;
    s += "torch:            " + e.torch_version + "\n";
    if (e.cuda_available) {
      s += "CUDA runtime:     " + e.cuda_runtime + "\n";
      s += "cuDNN:            " + e.cudnn_version + "\n";
      s += "GPU:              " + e.device_name + " (compute capability " + e.compute_capability + ")\n";
      s += "driver (CUDA):    " + e.driver + "\n";
    } else {
      s += "device:           cpu (no CUDA device)\n";
    }
    if (in.recording && sdpa_matters(in)) {  // SDPA's words only where the graphs call SDPA and it bears on it
      s += "SDPA priority:    " + join(e.priority_order, ", ") + " (the replay's default, libtorch " + e.torch_version +
           ", before any sdpa_kernel)\n";
      if (const std::string p = answer_words(*in.verdict).priority; !p.empty()) s += "priority check:   " + p + "\n";
      s += "SDPA enabled:     " + join(e.enabled, ", ") + "\n";
    }
    s += "OS:               " + e.os + "\n";
    for (const auto& m : in.verdict->metas)
      s += "metas:            " + (m.torch.empty() ? "none (" + m.error + ")" : "torch " + m.torch) + " (" + m.python +
           ")\n";
  } else {
    const bool no_call = in.triage && !in.triage->failures.empty() &&
                         std::all_of(in.triage->failures.begin(), in.triage->failures.end(),
                                     [](const FailureAnalysis& f) { return answered_from_log(f); });
    s += "replay:           not run here (" +
         (!in.replay_note.empty() ? in.replay_note
          : no_call               ? std::string("no call recorded to replay: the generated module was not read")
                                  : std::string("no device")) +
         ")\n";
    s += "libtorch (built): " + std::string(kBuiltTorchVersion) + ", CUDA " + kBuiltTorchCudaVersion + ", cuDNN " +
         kBuiltTorchCudnnVersion + "\n";
  }
  s += "stridecheck:      " + std::string(kStridecheckVersion) + "\n";
  return "**The replay**: the machine stridecheck ran on (with `--runs-from`, the one of the stored runs), not the "
         "failing run:\n\n" +
         fenced("text", s);
}

std::string environment_block(const ReportInput& in) {
  return (in.recording ? failing_run_block(in) : std::string()) +
         (in.recording && in.recording->captured ? captured_markdown(*in.recording->captured) : std::string()) +
         (in.recording && !in.recording->saved_links.empty()
              ? "**Saved values**: backward graph inputs laid out as the forward graph returns them:\n\n" +
                    fenced("text", saved_links_text(in.recording->saved_links, "")) + "\n"
              : std::string()) +
         replay_block(in);
}

std::string summary_line(const ReportInput& in) {
  if (in.verdict) {
    return capitalised(what_failed_words(*in.verdict));
  }
  if (in.triage && !in.triage->failures.empty()) {
    const auto& f = in.triage->failures.front();
    if (f.facts.tensor == AssertedTensor::kGraphInput)
      return "The input " + code(f.buffer) + " of the compiled graph came in with another " +
             (f.facts.size_mismatch ? "size" : "layout") + " than the graph was compiled for.";
    std::string who = f.output_name.empty() ? f.buffer : f.output_name;
    std::string op = f.op.empty() ? "an op the log does not name" : code(f.op);
    std::string s = f.facts.tensor != AssertedTensor::kUnknown
                        ? (who.empty() ? "An output of " : code(who) + " of ") + op
                    : who.empty() ? std::string("A tensor (the log has no assert line naming it)")
                                  : code(who) + " (an op's output or a graph input: the log alone does not say)";
    // the difference in words only where both layouts are known (a message naming one dim of several is not)
    s += " " +
         (f.difference.empty() || !f.facts.layouts_rebuilt ? std::string("broke the compiled graph's stride assertion")
                                                           : f.difference) +
         ".";
    return s;
  }
  if (in.triage && in.triage->no_kernel) {
    return capitalised(in.triage->no_kernel->answer.front().text);
  }
  return in.recording && in.recording->call_sites.empty() ? "No op call was replayed."
                                                          : "No SDPA call site was replayed.";
}

// A log that dies of no SDPA backend serving a call: its answer, and the error with torch's reasons.
std::string no_kernel_section(const NoKernelAnalysis& k) {
  std::string s = "### Answer\n\n| question | answer |\n|---|---|\n";
  for (const auto& row : k.answer)
    s += "| **" + std::string(no_kernel_row_label(row.kind)) + "** | " + cell(row.text) + " |\n";
  const NoKernelFailure& f = k.failure;
  std::string text;
  if (f.user_frame)
    text = "File \"" + f.user_frame->file + "\", line " + std::to_string(f.user_frame->line) + ", in " +
           f.user_frame->function + "\n    " + f.user_frame->source + "\n";
  text += f.error + (f.error.find(f.message) == std::string::npos ? "\n" + f.message : "");
  for (const auto& r : f.refusals) {
    text += "\n" + r.named + " kernel not used because:";
    for (const auto& reason : r.reasons) text += "\n  " + reason;
  }
  return s + "\n### The error\n\n" + fenced("text", text) + "\n" + k.diagnosis + "\n\n";
}

// A next step: its words, each command a code block to copy (top-level blocks: a renderer that nests no fence in a
// list item shows them too).
std::string step_paragraphs(const StepWords& step) {
  std::string s;
  for (const auto& p : step.pieces)  // each a paragraph of its own: a sentence
    s += capitalised(p.words) + "\n\n" + (p.command.empty() ? "" : fenced("sh", p.command) + "\n");
  return s;
}

// The answer of a failing log read without its module (or of a graph input's assert, with it): the text's rows as
// a table, the next steps as a list with their commands as code blocks.
std::string log_answer_section(const TriageResult& r) {
  const size_t n = std::count_if(r.failures.begin(), r.failures.end(), has_log_answer);
  std::string s = n ? "### Answer\n\n" : "";
  for (const auto& f : r.failures) {
    if (!has_log_answer(f)) continue;
    if (n > 1) {
      const std::string log = f.log_file.empty() ? r.log_file : f.log_file;
      s += "**The assertion at " +
           code(std::filesystem::path(log).filename().string() + ":" + std::to_string(f.assertion.log_line)) + "**\n\n";
    }
    const AnswerTable t = answer_table(r, f);
    s += "| question | answer |\n|---|---|\n";
    for (const auto& [label, text] : t.rows)
      s += "| " + (label.empty() ? std::string() : "**" + label + "**") + " | " + cell(text) + " |\n";
    s += "\n";
    if (!t.steps.empty()) s += "**Next step**\n\n";
    for (const auto& step : t.steps) s += step_paragraphs(step);
    if (!t.with_module.empty()) s += t.with_module + "\n\n";
  }
  return s;
}

std::string answer_section(const Verdict& v) {
  std::string s = "### Answer\n\n| question | answer |\n|---|---|\n";
  for (const auto& row : answer_rows(v))
    s += "| **" + std::string(row.label()) + "** | " +
         cell(row.kind == AnswerRowKind::kPaste ? code(row.text) : row.text) + " |\n";
  for (const auto& f : v.answer.fixes)  // a workaround's whole module (the custom-op wrapper, forward and backward)
    if (!f.module.empty())
      s += "\n<details><summary>The custom-op wrapper of " + f.op + " (forward and backward)</summary>\n\n" +
           fenced("python", f.module) + "\n</details>\n";
  return s + "\n";
}

std::string contract_table(const SiteVerdict& sv) {
  if (sv.contracts.empty()) return "";
  std::string s = "| backend | contract | under torch | kernel vs its own meta |\n|---|---|---|---|\n";
  for (const auto& c : sv.contracts) {
    std::string what;
    if (c.primary.state == ContractState::kBreaks) {
      std::vector<std::string> d;
      for (const auto& x : c.primary.diffs)
        d.push_back(code(x.name) + ": " + x.message + " (real " + code(tuple_str(x.real.strides)) + ", meta " +
                    code(tuple_str(x.meta.strides)) + ")");
      what = join(d, "; ");
    } else if (c.primary.state == ContractState::kSafe) {
      what = std::string("meta = kernel") + (c.from_log ? " (the kernel's layout from the failing log)" : "");
    } else {
      what = printable(contract_reason_words(c.primary.reason), 160);
    }
    std::vector<std::string> versions;
    for (const auto& t : c.by_torch) versions.push_back(t.torch + ": " + std::string(contract_name(t.state)));
    s += "| " + std::string(backend_name(c.backend)) + (c.recorded ? " (the graph's op)" : "") + " | **" +
         std::string(contract_name(c.primary.state)) + "** | " +
         cell(versions.empty() ? c.primary.torch : join(versions, ", ")) + " | " + cell(what) + " |\n";
  }
  if (sv.graph_meta == GraphMeta::kDiffers)
    s += "\nThe graph's own expectation is not what its backend's meta predicts under this torch: " +
         cell(join(graph_meta_diff_lines(sv), "; ")) + ".\n";
  return s;
}

std::string chain_section(const CallSite& c) {
  std::string s;
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    const auto& t = a.value.tensor;
    std::string line = "- **" + a.name + "** ";
    if (auto l = t.concrete()) {
      line += code(t.dtype + " " + t.device + " " + tuple_str(l->sizes) + " strides " + tuple_str(l->strides) +
                   (l->storage_offset ? " offset " + std::to_string(l->storage_offset) : "")) +
              ": " + describe(*l, role_of(a.name)).summary;
    } else {
      line += "(layout not recorded)";
    }
    s += line + "\n";
    int k = 1;
    for (const auto& step : a.chain) {
      s += "  " + std::to_string(k++) + ". " + std::string(step_name(step.what)) + ": " +
           code(printable(step.detail, 200));
      if (!step.source_nodes.empty()) s += " (" + join(step.source_nodes, ", ") + ")";
      s += "\n";
    }
  }
  return s;
}

std::string matrix(const SiteVerdict& sv) {
  std::string s = "| backend | mode | output | expected strides | actual strides | verdict | fwd ms | bwd ms |\n";
  s += "|---|---|---|---|---|---|---:|---:|\n";
  for (const auto& r : sv.runs) {
    if (is_meta_run(r.run)) continue;  // in the contract table
    std::string who = std::string(backend_name(r.run.backend)) + (r.run.recorded ? " (the graph's op)" : "");
    if (r.run.mode == RunMode::kPriority) who = "dispatcher → " + r.run.chosen;
    if (r.run.status != RunStatus::kOk) {
      s += "| " + cell(who) + " | " + mode_name(r.run.mode) + " | | | | " +
           cell(status_name(r.run.status) + ": " + printable(r.run.reason, 120)) + " | | |\n";
      continue;
    }
    bool first = true;
    for (const auto& o : r.outputs) {
      std::string verdict(status_name(o.status));
      if (o.status == OutputVerdict::Status::kMismatch) verdict = "**mismatch** " + o.message;
      s += "| " + cell(first ? who : "") + " | " + (first ? mode_name(r.run.mode) : "") + " | " + o.name + " | " +
           (o.expected ? strides(o.expected->strides) : "") + " | " + strides(o.actual.strides) + " | " +
           cell(verdict) + " | " + (first ? format_ms(r.run.fwd_ms) : "") + " | " +
           (first ? format_ms(r.run.bwd_ms) : "") + " |\n";
      first = false;
    }
  }
  s += "\nKeep this graph's layouts: " + (sv.keep.empty() ? std::string("none") : join(sv.keep, ", ")) +
       ". Other layouts than this graph's (information: each backend is judged by its own meta): " +
       (sv.break_.empty() ? std::string("none") : join(sv.break_, ", ")) + ".";
  if (!sv.cannot.empty()) s += " Cannot run here: " + join(sv.cannot, ", ") + ".";
  if (!sv.crashed.empty()) s += " Crashed or hung: " + join(sv.crashed, ", ") + ".";
  if (!sv.chosen.empty()) s += " The dispatcher picks " + sv.chosen + ".";
  return s + "\n";
}

std::string recommendation(const SiteVerdict& sv, const Verdict& v) {
  std::string s;
  const AnswerWords a = answer_words(v);
  if (!sv.recorded_broke_graph && std::none_of(sv.contracts.begin(), sv.contracts.end(), [](const BackendContract& c) {
        return c.primary.state == ContractState::kBreaks;
      }))
    return "Nothing to change here: the graph's op keeps its asserts and no backend breaks its own meta.\n";
  if (!a.whose_text.empty()) s += "- Whose bug: " + a.whose_text + "\n";
  if (!a.paste.empty()) s += "- Compile with the backends that keep their contract: " + code(a.paste) + "\n";
  if (!sv.crashed.empty()) s += "- A crashing backend is a finding of its own: report it with the repro below.\n";
  return s;
}

}  // namespace

std::string markdown_cell(const std::string& s) { return cell(s); }
std::string markdown_code(const std::string& s) { return code(s); }
std::string markdown_fenced(const std::string& lang, const std::string& body) { return fenced(lang, body); }
ReproRun markdown_repro_run(const ReportInput& in) { return repro_run(in); }

std::string render_report_markdown(const ReportInput& in) {
  std::string s = "## stridecheck " + in.command + ": " + summary_line(in) + "\n\n";
  if (in.verdict) s += answer_section(*in.verdict);
  if (in.triage && in.triage->no_kernel) s += no_kernel_section(*in.triage->no_kernel);
  if (in.triage && !in.verdict) s += log_answer_section(*in.triage);
  s += "### Environment\n\n" + environment_block(in) + "\n";
  if (in.triage) {
    for (const auto& f : in.triage->failures) {
      s += "### The assertion\n\n";
      std::string text = "AssertionError: " + f.assertion.message;
      if (!f.op.empty()) text += "\nError in op: " + f.op;
      if (f.assertion.frame)
        text = "File \"" + f.assertion.frame->file + "\", line " + std::to_string(f.assertion.frame->line) + ", in " +
               f.assertion.frame->function + "\n    " + f.assertion.frame->source + "\n" + text;
      s += fenced("text", text) + "\n";
      if (!f.dim_lines.empty()) {
        s += "| dim | actual size | expected size | actual stride | expected stride |\n|---|---:|---:|---:|---:|\n";
        for (const auto& c : f.assertion.clauses)
          s += "| " + std::to_string(c.dim) + " | " + std::to_string(c.actual_size) + " | " +
               std::to_string(c.expected_size) + " | " + std::to_string(c.actual_stride) + " | " +
               std::to_string(c.expected_stride) + " |\n";
        s += "\n";
      }
      if (f.expected && f.actual) {
        const TensorRole role = failure_role(f);
        s += "- expected: " + code(strides(f.expected->strides)) + ": " + describe(*f.expected, role).summary + "\n";
        s += f.facts.partial_message  // the message named one dim of several: the rest of what came back is unknown
                 ? "- actual: not in the log (its message names dim " +
                       std::to_string(f.assertion.clauses.front().dim) +
                       " alone; with that dim alone the layout would overlap itself, so others differ too)\n\n"
                 : "- actual: " + code(strides(f.actual->strides)) + ": " + describe(*f.actual, role).summary + "\n\n";
      }
      s += "### Diagnosis\n\n" + f.diagnosis + "\n\n";
    }
  }
  if (in.recording) {
    for (const auto& c : in.recording->call_sites) {
      const SiteVerdict* sv = judged_site(in, c.id);
      if (in.verdict && !sv) continue;
      if (in.triage) {
        bool failing = false;
        for (const auto& f : in.triage->failures) failing |= f.call_site_id == c.id;
        if (!failing) continue;
      }
      s += "### Call site " + code(c.id) + ": " + code(c.op) + "\n\n";
      s += "At " + code(c.source.file + ":" + std::to_string(c.source.line)) + ", graph " + code(c.source.graph) +
           (c.source.source_nodes.empty() ? "" : ", source nodes " + code(join(c.source.source_nodes, ", "))) + ".\n\n";
      if (sv) {
        s += "#### Contract: each backend's kernel against its own fake/meta prediction\n\n" + contract_table(*sv) +
             "\n";
        bool kernels =
            std::any_of(sv->runs.begin(), sv->runs.end(), [](const RunVerdict& r) { return !is_meta_run(r.run); });
        if (kernels) s += "#### Replay against this graph's asserts\n\n" + matrix(*sv) + "\n";
        s += recommendation(*sv, *in.verdict) + "\n";
      }
      s += "#### Inputs and their reshape chains\n\n" + chain_section(c) + "\n";
      s +=
          "#### Standalone repro\n\nPure torch, no stridecheck; " +
          std::string(sv && (sv->recorded_broke_graph || std::any_of(sv->contracts.begin(), sv->contracts.end(),
                                                                     [](const BackendContract& b) {
                                                                       return b.primary.state == ContractState::kBreaks;
                                                                     }))
                          ? "it fails with inductor's own assertion message where stridecheck found a break."
                          : "it passes: nothing was found broken.") +
          "\n\n" + fenced("python", python_repro(c, sv, repro_run(in))) + "\n";
    }
    s += render_op_calls_markdown(in);
    Recording fixture = *in.recording;
    if (in.triage) {
      std::vector<CallSite> keep;
      for (const auto& c : fixture.call_sites)
        for (const auto& f : in.triage->failures)
          if (f.call_site_id == c.id) keep.push_back(c);
      fixture.call_sites = keep;
      std::vector<OpCall> keep_ops;  // the failing op calls
      for (const auto& c : fixture.op_calls)
        for (const auto& f : in.triage->failures)
          if (f.op_call_id == c.id) keep_ops.push_back(c);
      fixture.op_calls = keep_ops;
    }
    // a triage that read no module recorded no call: no fixture to replay
    if (in.triage && fixture.call_sites.empty() && fixture.op_calls.empty()) return s;
    s += "<details><summary>The recording (stridecheck fixture, replay it with <code>stridecheck "
         "replay</code>)</summary>\n\n" +
         fenced("json", write_fixture(fixture)) + "\n</details>\n";
  }
  return s;
}

}  // namespace stridecheck
