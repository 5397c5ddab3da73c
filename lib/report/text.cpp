#include "report/text.h"

#include <algorithm>
#include <filesystem>

#include "check/check.h"
#include "core/text.h"
#include "layout/describe.h"
#include "report/answer.h"
#include "report/captured.h"
#include "report/check_text.h"
#include "report/findings.h"
#include "report/known_words.h"
#include "report/log_answer.h"
#include "report/ops.h"
#include "report/paint.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {

std::string where(const std::string& file, int64_t line) {
  std::string f = fs::path(file).filename().string();
  return line > 0 ? f + ":" + std::to_string(line) : f;
}

std::string value_text(const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: return "None";
    case ArgValue::Kind::kBool: return v.b ? "True" : "False";
    case ArgValue::Kind::kInt: return v.i.str();
    case ArgValue::Kind::kFloat: return v.text.empty() ? std::to_string(v.f) : v.text;
    case ArgValue::Kind::kString: return "'" + v.text + "'";
    case ArgValue::Kind::kList: {
      std::vector<std::string> items;
      for (const auto& i : v.items) items.push_back(value_text(i));
      return "[" + join(items, ", ") + "]";
    }
    case ArgValue::Kind::kTensor: return tensor_line(v.tensor);
    case ArgValue::Kind::kUnknown: return v.text.empty() ? "?" : "? (" + v.text + ")";
  }
  return "?";
}

}  // namespace

std::string contract_detail_text(const TorchContract& primary, const std::vector<TorchContract>& by_torch,
                                 size_t indent) {
  const std::string margin(indent, ' ');
  std::string out;
  for (const auto& d : primary.diffs) {
    out += wrap(d.name + ": " + d.message, margin, indent + 2);
    out += wrap("the kernel " + contract_diff_words(d), margin, indent + 2);
  }
  if (by_torch.size() > 1) {
    std::vector<std::string> parts;
    for (const auto& t : by_torch) parts.push_back(std::string(contract_name(t.state)) + " under torch " + t.torch);
    out += wrap(join(parts, ", "), margin, indent + 2);
  }
  return out;
}

std::string render_answer_text(const Verdict& v, const TextStyle& style) {
  Paint p{style.color};
  std::string out = p.bold("Answer") + "\n";
  for (const auto& row : answer_rows(v)) out += wrap(row.text, "  " + pad(std::string(row.label()) + ":", 17), 19);
  return out;
}

std::string tensor_line(const TensorLayout& t) {
  std::string s;
  if (!t.dtype.empty()) s += t.dtype + " ";
  if (!t.device.empty()) s += t.device + " ";
  if (!t.layout_known) return s + "(layout not recorded by the graph)";
  s += sym_tuple_str(t.sizes) + " strides " + sym_tuple_str(t.strides);
  if (!(t.storage_offset.value && *t.storage_offset.value == 0 && t.storage_offset.expr.empty()))
    s += " offset " + t.storage_offset.str();
  return s;
}

namespace {

// A call's arguments (with their layouts in words and reshape chains) and the outputs its graph asserts.
std::string call_text(const std::vector<Arg>& args, const std::vector<ExpectedOutput>& expected,
                      const std::string& file, const TextStyle& style, const std::string& in) {
  Paint p{style.color};
  std::string out;
  out += in + "arguments:\n";
  for (const auto& a : args) {
    out += in + "  " + pad(a.name, 13) + value_text(a.value) + "\n";
    if (!a.value.is_tensor()) continue;
    if (auto l = a.value.tensor.concrete()) {
      auto d = describe(*l, role_of(a.name), a.value.tensor.offset_stated);
      out += in + std::string(15, ' ') + d.summary + "\n";
      for (const auto& detail : d.details) out += in + std::string(15, ' ') + p.dim(detail) + "\n";
    }
    for (const auto& s : a.chain) {
      std::string nodes = s.source_nodes.empty() ? "" : "  [" + join(s.source_nodes, ", ") + "]";
      out += in + std::string(15, ' ') +
             p.dim("<- " + std::string(step_name(s.what)) + ": " + printable(s.detail, 160) + nodes + "  (" +
                   where(s.file, s.line) + ")") +
             "\n";
    }
  }
  out += in + "expected outputs (the graph's assert_size_stride):\n";
  if (expected.empty())
    out += in + "  none: the graph asserts no output layout here (torch before about 2.7 did not)\n";
  for (const auto& e : expected) {
    out += in + "  [" + std::to_string(e.index) + "] " + pad(e.name, 11) + pad(e.buffer, 7) + sym_tuple_str(e.sizes) +
           " strides " + sym_tuple_str(e.strides) + "  (" + where(file, e.line) + ")\n";
    auto s = known_values(e.sizes), t = known_values(e.strides);
    if (s && t) out += in + std::string(25, ' ') + describe(Layout{*s, *t, 0}, role_of(e.name)).summary + "\n";
    if (e.observed) {
      Layout act{e.observed->sizes, e.observed->strides, 0};
      out += in + std::string(25, ' ') +
             p.red("observed in " + where(e.observed->log_file, e.observed->log_line) + ": strides " +
                   tuple_str(act.strides) + ", " + describe(act, role_of(e.name)).summary) +
             "\n";
    }
  }
  return out;
}

std::string counted(size_t n, const std::string& what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); }

}  // namespace

std::string render_call_site_text(const CallSite& c, const TextStyle& style, const std::string& in) {
  return call_text(c.args, c.expected_outputs, c.source.file, style, in);
}

std::string render_recording_text(const Recording& rec, const TextStyle& style) {
  Paint p{style.color};
  std::string out;
  const std::string ops = rec.op_calls.empty() ? "" : " and " + counted(rec.op_calls.size(), "asserted op call");
  out += p.bold(counted(rec.call_sites.size(), "SDPA call site") + ops + " in " + counted(rec.graphs.size(), "graph")) +
         " (read from " + join(rec.inputs, ", ") + ")\n";
  for (const auto& g : rec.graphs) {
    const size_t n = static_cast<size_t>(std::count_if(rec.op_calls.begin(), rec.op_calls.end(),
                                                       [&](const OpCall& c) { return c.source.graph == g.graph; }));
    out += "  graph " + g.graph + ": " + counted(g.call_sites, "call site") +
           (n ? ", " + counted(n, "asserted op call") : std::string()) + "  (" + where(g.file, g.line) + ")\n";
  }
  for (const auto& n : rec.notes) out += "  note: " + n + "\n";
  if (!rec.saved_links.empty())
    out += "  saved values: backward graph inputs laid out as the forward graph returns them\n" +
           saved_links_text(rec.saved_links, "    ");
  for (const auto& c : rec.call_sites) {
    out += "\n" + p.bold("call site " + c.id) + "  " + c.op + "  (" + backend_title(c.backend) + ", " +
           std::string(direction_name(c.direction)) + ")\n";
    out += "  at " + where(c.source.file, c.source.line) + " in graph " + c.source.graph + "\n";
    if (!c.source.source_nodes.empty()) out += "  source nodes: " + join(c.source.source_nodes, ", ") + "\n";
    out += render_call_site_text(c, style, "  ");
  }
  for (const auto& c : rec.op_calls) {  // the asserted aten and custom ops
    out += "\n" + p.bold("op call " + c.id) + "  " + c.op + "  (" + (c.is_aten() ? "aten op" : "custom op") + ")\n";
    out += "  at " + where(c.source.file, c.source.line) + " in graph " + c.source.graph + "\n";
    if (!c.source.source_nodes.empty()) out += "  source nodes: " + join(c.source.source_nodes, ", ") + "\n";
    out += call_text(c.args, c.expected_outputs, c.source.file, style, "  ");
  }
  return out;
}

std::string render_contract_text(const SiteVerdict& s, const TextStyle& style) {
  Paint p{style.color};
  if (s.contracts.empty()) return "";
  std::string torch;
  for (const auto& c : s.contracts)
    if (!c.primary.torch.empty()) {
      torch = c.primary.torch;
      break;
    }
  std::string out = "  " + p.bold("contract") + ": each backend's kernel against its own fake/meta prediction" +
                    (torch.empty() ? std::string(" (no metas evaluated)") : " (torch " + torch + ")") + ":\n";
  for (const auto& c : s.contracts) {
    std::string state(contract_name(c.primary.state));
    std::string painted = c.primary.state == ContractState::kBreaks || c.primary.state == ContractState::kCrashed ||
                                  c.primary.state == ContractState::kTimeout
                              ? p.red(pad(state, 12))
                          : c.primary.state == ContractState::kSafe ? p.green(pad(state, 12))
                                                                    : pad(state, 12);
    std::string why;
    if (c.primary.state == ContractState::kSafe) {
      std::vector<std::string> outs;
      for (const auto& o : c.real)
        if (contract_output(o.name)) outs.push_back(o.name + " " + strides_short(o.strides));
      why = "meta = kernel: " + join(outs, ", ") + (c.from_log ? " (the kernel's layout from the failing log)" : "");
    } else if (c.primary.state != ContractState::kBreaks) {
      why = contract_reason_words(c.primary.reason);
    }
    if (c.primary.state == ContractState::kUnknown && !c.primary.predicted.empty()) {
      std::vector<std::string> outs;
      for (const auto& o : c.primary.predicted)
        if (contract_output(o.name)) outs.push_back(o.name + " " + strides_short(o.strides));
      why += "; the meta predicts " + join(outs, ", ");
    }
    out += wrap(why, "    " + pad(std::string(backend_name(c.backend)) + (c.recorded ? "*" : ""), 12) + painted, 28);
    out += contract_detail_text(c.primary, c.by_torch, 6);
  }
  if (s.graph_meta == GraphMeta::kDiffers)
    for (const auto& l : graph_meta_diff_lines(s)) out += wrap(l, "  " + p.red("the graph's expectation: "), 4);
  else if (s.graph_meta == GraphMeta::kAgrees)
    out += "  the graph's expectation is what " + std::string(backend_name(s.site->backend)) +
           "'s meta predicts under torch " + torch + "\n";
  if (!s.meta_choice.empty())
    out += wrap("at trace time the dispatcher picks " + s.meta_choice + " for these inputs (" +
                    choice_reason_words(s.meta_choice_reason) + ")",
                "  ", 4);
  return out;
}

namespace {

bool has_kernel_runs(const SiteVerdict& s) {
  return std::any_of(s.runs.begin(), s.runs.end(), [](const RunVerdict& r) { return !is_meta_run(r.run); });
}

// One call site's kernel runs: the table of backend x output, the mismatches in words, which backends keep the
// graph's layouts; where none of its kernels ran, that and why instead of an empty table.
std::string render_site_runs(const Verdict& v, const SiteVerdict& s, const Paint& p, const TextStyle& style) {
  std::string out;
  const bool ran = has_kernel_runs(s);
  for (const auto& n : site_notes(s)) out += wrap("note: " + n, "  ", 4);
  if (!ran) {
    out += wrap("its kernels did not run here (" + kernels_not_run_why(v) + ")", "  ", 4);
  } else {
    out += "  " + pad("backend", 13) + pad("mode", 9) + pad("output", 14) + pad("strides", 26) + pad("verdict", 20) +
           "fwd/bwd ms\n";
  }
  for (const auto& r : s.runs) {
    if (is_meta_run(r.run)) continue;  // in the contract table below
    std::string who = std::string(backend_name(r.run.backend)) + (r.run.recorded ? "*" : "");
    if (r.run.mode == RunMode::kPriority) who = "-> " + (r.run.chosen.empty() ? std::string("?") : r.run.chosen);
    if (r.run.status != RunStatus::kOk) {
      std::string reason = r.run.reason;
      const std::string status = status_name(r.run.status);
      size_t room = 100 - 24 - status.size() - 2;
      if (reason.size() > room) reason = reason.substr(0, room - 3) + "...";
      std::string st = failed(r.run.status) ? p.red(status) : p.dim(status);
      out += "  " + pad(who, 13) + pad(mode_name(r.run.mode), 9) + st + ": " + reason + "\n";
      continue;
    }
    bool first = true;
    for (const auto& o : r.outputs) {
      std::string verdict(status_name(o.status));
      if (o.status == OutputVerdict::Status::kMismatch) {
        std::vector<std::string> dims;
        for (const auto& d : o.comparison.dims) dims.push_back(std::to_string(d.dim));
        verdict = p.red("MISMATCH dim " + join(dims, ","));
      } else if (o.status == OutputVerdict::Status::kMatch) {
        verdict = p.green("match");
      }
      std::string time = first ? format_ms(r.run.fwd_ms) + (r.run.bwd_ms ? "/" + format_ms(r.run.bwd_ms) : "") : "";
      out += "  " + pad(first ? who : "", 13) + pad(first ? mode_name(r.run.mode) : "", 9) + pad(o.name, 14) +
             pad(strides_short(o.actual.strides), 26) +
             pad(verdict, o.status == OutputVerdict::Status::kMismatch || o.status == OutputVerdict::Status::kMatch
                              ? 20 + (style.color ? 9 : 0)
                              : 20) +
             time + "\n";
      first = false;
    }
  }
  for (const auto& r : s.runs)
    if (!r.run.impl.empty()) out += wrap("note: " + swapped_kernel_words(r.run), "  ", 4);
  out += "  expected:\n";
  for (const auto& e : s.site->expected_outputs) {
    auto t = known_values(e.strides);
    out += "    " + pad(e.name, 14) + (t ? strides_short(*t) : sym_tuple_str(e.strides)) + "\n";
  }
  if (!ran) return out;
  // the mismatches in words, once per output and backend
  for (const auto& r : s.runs)
    for (const auto& o : r.outputs)
      if (o.status == OutputVerdict::Status::kMismatch && r.run.mode == RunMode::kOp)
        out += "  " + std::string(backend_name(r.run.backend)) + ": " + o.name + " " + output_difference_words(o) +
               (o.follows.empty() ? "" : "; it " + follows_words(o)) +
               (o.reproduces_observed ? " (as in the failing run)" : "") + "\n";
  // how a backend's op was handed the call's arguments, where scaled_dot_product_attention changes them for it
  for (const auto& r : s.runs)
    if (r.run.mode == RunMode::kOp && !r.run.prepared.empty())
      out += wrap(std::string(backend_name(r.run.backend)) +
                      "'s op got the mask as scaled_dot_product_attention hands it: " + join(r.run.prepared, "; "),
                  "  ", 4);
  std::string layouts = "keep this graph's layouts: " + (s.keep.empty() ? std::string("none") : join(s.keep, ", ")) +
                        "; other layouts than this graph's (information, each backend is judged by its own meta "
                        "below): " +
                        (s.break_.empty() ? std::string("none") : join(s.break_, ", "));
  if (!s.cannot.empty()) layouts += "; cannot run here: " + join(s.cannot, ", ");
  if (!s.crashed.empty()) layouts += "; crashed or hung: " + join(s.crashed, ", ");
  out += wrap(layouts, "  ", 4);
  if (!s.chosen.empty()) out += "  the dispatcher picks " + s.chosen + " for these inputs\n";
  return out;
}

}  // namespace

bool kernels_ran(const Verdict& v) {
  return std::any_of(v.sites.begin(), v.sites.end(), has_kernel_runs) ||
         std::any_of(v.ops.begin(), v.ops.end(), [](const OpVerdict& o) { return o.kernel_ran; });
}

std::string kernels_not_run_why(const Verdict& v) {
  if (v.sites.empty() && !v.ops.empty()) {  // only op calls: what their kernels' runs said
    for (const auto& o : v.ops)
      if (o.call && op_outcome(o) == OpOutcome::kNotRun) return op_not_run_why(o);
    const bool log = std::any_of(v.ops.begin(), v.ops.end(), [](const OpVerdict& o) { return o.from_log; });
    return log ? "the failing run's log gives its kernel's layout" : "nothing ran the op calls here";
  }
  if (v.environment.torch_version.empty()) return "--no-kernels";  // no replay worker was started
  for (const auto& n : v.notes)
    if (n.starts_with("replay needs")) return n;
  return "no backend of this device was asked for";
}

std::string metas_phrase(const Verdict& v) {
  if (v.metas.empty()) return "";
  const MetaEnvironment& m = v.metas.front();
  return m.torch.empty() ? "no metas (" + (m.error.empty() ? m.python + " has no torch" : m.error) + ")"
                         : "metas from torch " + m.torch;
}

std::string replay_environment_line(const Verdict& v) {
  const auto& env = v.environment;
  if (!kernels_ran(v)) {
    const std::string metas = metas_phrase(v);
    return "no kernel ran (" + kernels_not_run_why(v) + ")" + (metas.empty() ? "" : "; " + metas);
  }
  const bool on_cuda = v.sites.empty()
                           ? !v.ops.empty() && v.ops.front().call && v.ops.front().call->device().starts_with("cuda")
                           : v.sites.front().device.starts_with("cuda");
  return "replayed on " + (on_cuda
                               ? env.device_name + " (sm " + env.compute_capability + "), torch " + env.torch_version +
                                     ", CUDA " + env.cuda_runtime + ", cuDNN " + env.cudnn_version
                               : "cpu, torch " + env.torch_version);
}

std::string render_verdict_text(const Verdict& v, const TextStyle& style, AnswerBlock answer) {
  Paint p{style.color};
  std::string out = answer == AnswerBlock::kFirst ? render_answer_text(v, style) + "\n" : std::string();
  out += replay_environment_line(v) + "\n";
  for (const auto& n : v.notes) out += "note: " + n + "\n";
  for (const auto& s : v.sites) {
    if (!s.site) continue;
    out += "\n" + p.bold("call site " + s.call_site) + "  " + s.site->op + " (" + backend_title(s.site->backend) +
           ", " + std::string(direction_name(s.site->direction)) + ") on " +
           (has_kernel_runs(s) ? s.device : call_site_device(*s.site)) + "\n";
    out += render_site_runs(v, s, p, style);
    out += render_contract_text(s, style);
  }
  out += render_op_calls_text(v, style);
  if (std::any_of(v.sites.begin(), v.sites.end(), [](const SiteVerdict& s) { return s.site != nullptr; }))
    out += "\n" + wrap(
                      "backend*: the op the graph calls. -> B: the backend the dispatcher picks under the priority. "
                      "Modes: op, the backend's own aten op(s) as the graph calls them; sdpa, "
                      "scaled_dot_product_attention with only that backend enabled; priority, the same under the "
                      "priority order. A call site NAME@LINE is the call at LINE of its graph's module.",
                      p.dim("Legend:") + " ", 8);
  // no trailing blanks from the padded columns
  std::string trimmed;
  for (std::string_view line : split_lines(out)) {
    size_t end = line.find_last_not_of(' ');
    trimmed.append(line.substr(0, end == std::string_view::npos ? 0 : end + 1));
    trimmed += '\n';
  }
  return trimmed;
}

std::string finish_text(const std::string& report) { return fit_columns(explain_once(report)); }

std::string render_report_text(const ReportInput& in) {
  const TextStyle style{in.color};
  if (in.check) return render_check_text(*in.check, in.check_options ? *in.check_options : CheckOptions{});
  if (in.triage)
    return finish_text(render_triage_report_text(*in.triage, in.verdict,
                                                 in.triage_replay ? *in.triage_replay : TriageReplay{}, style));
  return in.verdict ? finish_text(render_verdict_text(*in.verdict, style)) : std::string();
}

std::string triage_replay_note(const TriageReplay& replay) {
  switch (replay.kind) {
    case TriageReplay::Kind::kNotRun: return "replay not run: " + join(replay.why, "; ");
    case TriageReplay::Kind::kSkipped: return "replay skipped (--no-replay)";
    default: return "";
  }
}

namespace {

// The answer and the details of a log that dies of no SDPA backend serving a call (no stride assert).
std::string render_no_kernel_text(const NoKernelAnalysis& k, const std::string& log_file, const TextStyle& style) {
  Paint p{style.color};
  const NoKernelFailure& f = k.failure;
  std::string out = p.bold("Answer") + "\n";
  for (const auto& row : k.answer)
    out += wrap(row.text, "  " + pad(std::string(no_kernel_row_label(row.kind)) + ":", 17), 19);
  out += "\n" + p.bold("No SDPA backend for the call") + " at " + where(log_file, f.message_line);
  if (f.user_frame) out += ", called at " + where(f.user_frame->file, f.user_frame->line);
  out += "\n  " + p.red(f.message) + "\n";
  if (f.error_line != f.message_line) out += "  raised as: " + f.error + " (" + where(log_file, f.error_line) + ")\n";
  out += "  stage: " + std::string(stage_name(f.stage)) + "\n";
  if (f.user_frame && !f.user_frame->source.empty())
    out += "  the call: " + f.user_frame->source + "  (" + where(f.user_frame->file, f.user_frame->line) + ")\n";
  if (!f.args.empty()) {
    out += "  arguments, as the error prints them:\n";
    for (const auto& [name, value] : f.args) out += "    " + pad(name, 13) + value + "\n";
  }
  if (!f.refusals.empty()) {
    out += "  the backends torch tried" + (f.device.empty() ? std::string() : " (" + f.device + ")") +
           ", and why it did not use each:\n";
    for (const auto& r : f.refusals) {
      out += "    " + pad(std::string(backend_name(r.backend)), 13) + "\"" + r.named + " kernel not used because:\" (" +
             where(log_file, r.log_line) + ")\n";
      for (const auto& reason : r.reasons) out += wrap(reason, std::string(17, ' '), 17);
    }
  }
  out += "\n" + p.bold("Diagnosis") + "\n" + wrap(k.diagnosis, "  ", 2, 100);
  return out;
}

}  // namespace

std::string render_triage_report_text(const TriageResult& result, const Verdict* verdict, const TriageReplay& replay,
                                      const TextStyle& style) {
  std::string text = render_triage_text(result, style);
  if (result.no_kernel)
    text = render_no_kernel_text(*result.no_kernel, result.log_file, style) + (text.empty() ? "" : "\n" + text);
  if (!verdict) {  // a graph input's assert (no kernel of the graph to replay), or failures answered from the log
    std::string answer;
    for (const auto& f : result.failures) {
      if (!f.boundary && !answered_from_log(f)) continue;
      if (!answer.empty()) answer += "\n";
      for (const auto& [label, row] : answered_from_log(f) ? log_answer_rows(result, f) : f.boundary->answer)
        answer += wrap(row, "  " + pad(label.empty() ? "" : label + ":", 17), 19);
    }
    if (!answer.empty()) text = Paint{style.color}.bold("Answer") + "\n" + answer + "\n" + text;
  }
  if (verdict) {
    text = render_answer_text(*verdict, style) + "\n" + text;
    if (replay.kind == TriageReplay::Kind::kSkipped) {
      text += "\nReplay: skipped (--no-replay).\n";
    } else if (replay.kind == TriageReplay::Kind::kNotRun) {
      text += "\nReplay: kernels not run (" + join(replay.why, "; ") +
              "). On a machine with the device, the same triage shows the layout each backend (cuDNN, flash, "
              "memory-efficient, math) returns for these inputs; or pass --runs-from REPORT.json of a replay made "
              "there (stridecheck replay FIXTURE --format json -o REPORT.json).\n";
      for (const auto& sv : verdict->sites) text += "\n" + render_contract_text(sv, style);
      text += render_op_calls_text(*verdict, style);
    } else {
      text += std::string(verdict->sites.size() + verdict->ops.size() > 1 ? "\nReplay of the failing call site and "
                                                                            "the graph's op calls\n"
                                                                          : "\nReplay of the failing call site\n") +
              render_verdict_text(*verdict, style, AnswerBlock::kLeftOut);
    }
  } else if (replay.kind == TriageReplay::Kind::kSkipped && !result.failures.empty()) {
    text += "\nReplay: skipped (--no-replay).\n";
  }
  if (!verdict) {  // no answer block to hold them: the known upstream issues the decoded assertions match
    std::vector<KnownMatch> seen;
    for (const auto& f : result.failures)
      if (!answered_from_log(f)) merge_known_matches(seen, f.seen_before);  // else in its answer's rows
    if (!seen.empty()) {
      text += "\n" + Paint{style.color}.bold("Seen before") + "\n";
      for (const auto& line : seen_before_lines(seen)) text += wrap(line, "  ", 2, 100);
    }
  }
  return text;
}

// What kind of op the failing one is, after its name on the op line: an op call's own, else what its name says.
std::string op_kind_text(const FailureAnalysis& f, const TriageResult& r) {
  std::string out;
  if (const OpCall* c = f.op_call_id.empty() ? nullptr : r.recording.find_op(f.op_call_id)) {
    // an op call: say which kind of op, and where the layout the graph asserts came from
    out += c->is_aten() ? "  - an aten op (" + op_short_name(*c) +
                              "): the graph asserts what torch's meta kernel of it predicted at compile time"
                        : "  - a custom op (" + op_short_name(*c) +
                              "): the graph asserts what its register_fake returned at compile time";
  } else {
    // no op call recorded (the generated module not found): the op's own name says which kind it is
    const auto named = f.is_sdpa ? std::nullopt : qualified_op_name(f.op);
    const std::string base = named ? named->substr(0, named->find('.')) : "";
    if (const SdpaKernel* kernel = find_sdpa_kernel(f.op))
      out += "  - the " + backend_title(kernel->backend) + " SDPA backend's kernel";
    else if (f.is_sdpa)
      out += "  - an SDPA op";
    else if (named)
      out += named->starts_with("aten::") ? "  - an aten op (" + base + ")" : "  - a custom op (" + base + ")";
    else if (!f.op.empty())
      out += "  - not an SDPA op";
  }
  return out;
}

// A paragraph wrapped at 98 columns, each line indented by two spaces.
std::string paragraph_text(std::string_view paragraph) {
  std::string out, line = " ";
  for (size_t b = 0; b < paragraph.size();) {
    const size_t e = std::min(paragraph.find(' ', b), paragraph.size());
    if (e > b) {
      if (line.size() + (e - b) + 1 > 98) {
        out += line + "\n";
        line = " ";
      }
      line += " ";
      line.append(paragraph.substr(b, e - b));
    }
    b = e + 1;
  }
  return out + line + "\n";
}

std::string render_triage_text(const TriageResult& r, const TextStyle& style) {
  Paint p{style.color};
  std::string out;
  size_t k = 0;
  for (const auto& f : r.failures) {
    const auto& a = f.assertion;
    if (k++) out += "\n";
    out += p.bold("Stride assertion") + " at " + where(f.log_file.empty() ? r.log_file : f.log_file, a.log_line);
    if (a.frame) out += ", raised at " + where(a.frame->file, a.frame->line) + " in " + a.frame->function;
    if (a.outer_frame)
      out += ", raised through " + where(a.outer_frame->file, a.outer_frame->line) + " in " + a.outer_frame->function;
    if (!a.ranks.empty()) out += (a.ranks.size() == 1 ? ", on rank " : ", on ranks ") + rank_ranges(a.ranks);
    if (a.cut == DecodedAssertion::Cut::kBeforeMessage) out += " (the log ends before its message)";
    if (a.cut == DecodedAssertion::Cut::kInMessage) out += " (the log ends inside its message)";
    out += a.message.empty() ? "\n" : "\n  " + p.red(a.message) + "\n";  // a log cut before its message has none
    out += "  op: " + (f.op.empty() ? std::string(f.facts.tensor == AssertedTensor::kGraphInput
                                                      ? "none (the assert checks an input of the graph)"
                                                      : "(not named)")
                                    : f.op);
    out += op_kind_text(f, r);
    out += "\n";
    if (r.recording.captured) out += captured_failure_text(*r.recording.captured, k - 1, "  ");
    if (!f.output_name.empty() || !f.buffer.empty()) {
      out += "  checked: " + (f.output_name.empty() ? std::string() : f.output_name + " ") +
             (f.buffer.empty() ? "" : "(" + f.buffer + ")");
      if (f.output_index >= 0) out += ", output " + std::to_string(f.output_index);
      if (!f.call_site_id.empty()) out += " of call site " + f.call_site_id;
      out += "\n";
    }
    if (!f.dim_lines.empty()) {
      out += "\n  per dim, as inductor compares them (actual==expected):\n";
      for (const auto& l : f.dim_lines) out += "    " + l + "\n";
    }
    TensorRole role = role_of(f.output_name);
    if (f.output_name.empty() && f.is_sdpa) role = TensorRole::kAttention;
    if (f.expected && f.actual) {
      const auto de = describe(*f.expected, role);
      out += "\n  expected  " + tuple_str(f.expected->sizes) + " strides " + tuple_str(f.expected->strides) + "\n";
      out += "            " + de.summary + "\n";
      if (f.facts.partial_message) {  // the message named one dim of several: the rest of what came back is unknown
        out += "  actual    not in the log: its message names dim " + std::to_string(f.assertion.clauses.front().dim) +
               " alone, and\n            with that dim alone the layout would overlap itself, so others differ too\n";
      } else {
        out += "  actual    " + tuple_str(f.actual->sizes) + " strides " + tuple_str(f.actual->strides) + "\n";
        out += "            " + describe(*f.actual, role).summary + "\n";
      }
    }
    out += "\n" + p.bold("Diagnosis") + "\n";
    out += paragraph_text(f.diagnosis);
    if (!f.call_site_id.empty()) {
      if (const CallSite* c = r.recording.find(f.call_site_id)) {
        out += "\n" + p.bold("The call") + " " + c->op + " at " + where(c->source.file, c->source.line) + "\n";
        if (!c->source.source_nodes.empty()) out += "  source nodes: " + join(c->source.source_nodes, ", ") + "\n";
        out += render_call_site_text(*c, style, "  ");
      }
    } else if (!f.producer.empty() && f.producer != "graph input") {
      out += "\n  the checked buffer was made by " + f.producer + " at " + where(f.module_file, f.producer_line) + "\n";
    }
    out += "\n  generated module: ";
    if (!f.module_file.empty())
      out += f.module_file + " (" + f.module_how + ")\n";
    else if (a.frame)
      out += "not found (tried " + join(f.module_tried, ", ") + "); pass --code FILE|DIR\n";
    else if (!f.module_tried.empty())
      out += "the log names none, and no assert in --code expected what the message says (searched " +
             join(f.module_tried, ", ") + ")\n";
    else
      out += "the log names none\n";
  }
  if (r.recording.captured) {
    if (const std::string l = live_layouts_text(*r.recording.captured, "  "); !l.empty())
      out += "\n" + p.bold("Live layouts") + ": the failing frame's tensors against the module\n" + l;
    out += hook_errors_text(r.recording.captured->processes);
  }
  if (!r.recording.saved_links.empty())
    out += "\n" + p.bold("Saved values") + ": backward graph inputs laid out as the forward graph returns them\n" +
           saved_links_text(r.recording.saved_links, "  ");
  return out;
}

}  // namespace stridecheck
