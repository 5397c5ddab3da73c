// The op calls of a Markdown report (report/ops.h): a table of every one shown, then a section per failing one with
// its layouts, its contract, its verdict, its inputs and its standalone repro (report/op_repro.h).
#include <algorithm>
#include <filesystem>
#include <map>

#include "core/text.h"
#include "layout/describe.h"
#include "recording/fixture_writer.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/fix_test.h"
#include "report/markdown.h"
#include "report/op_repro.h"
#include "report/ops.h"

namespace stridecheck {

namespace {

std::string strides_of(const std::vector<OutputLayout>& outs) {
  std::vector<std::string> parts;
  for (const auto& o : outs) parts.push_back(o.name + " " + markdown_code(tuple_str(o.strides)));
  return join(parts, ", ");
}

const OpRun* run_of(const OpVerdict& o, OpRunKind kind) {
  const OpRun* first = nullptr;
  for (const auto& r : o.runs)
    if (r.kind == kind) {
      if (kind == OpRunKind::kFake && !o.fake.torch.empty() && r.torch == o.fake.torch) return &r;
      if (!first) first = &r;
    }
  return first;
}

// What a run gave, in a cell: its layouts, or its status and reason.
std::string run_cell(const OpRun* r, const std::string& none) {
  if (!r) return none;
  if (r->status != RunStatus::kOk) return status_name(r->status) + ": " + printable(r->reason, 160);
  return strides_of(r->outputs);
}

// One op call's row in the table of them all.
std::string table_row(const OpCall& c, const OpVerdict* o) {
  std::string kernel = "not run", fake = "not evaluated", verdict = "not judged";
  if (o) {
    kernel = o->from_log ? strides_of(o->real) + " (the failing run's log)"
                         : run_cell(run_of(*o, OpRunKind::kKernel), o->real.empty() ? "not run" : strides_of(o->real));
    fake = run_cell(run_of(*o, OpRunKind::kFake), "not evaluated");
    verdict = op_outcome_words(*o);
  }
  return "| " + markdown_code(c.id) + " | " + markdown_code(c.op) + " | " + op_kind_words(c) + " | " + c.device() +
         " | " + markdown_cell(kernel) + " | " + markdown_cell(fake) + " | " + markdown_cell(verdict) + " |\n";
}

// The layouts of a failing op call: its kernel's and its fake's against the graph's assert, output by output.
std::string layouts_table(const OpVerdict& o) {
  std::string s = "| run | output | sizes | strides | against the graph's assert | by |\n|---|---|---|---|---|---|\n";
  const OpRun* k = run_of(o, OpRunKind::kKernel);
  const std::string kernel_by = o.from_log ? std::string("the failing run (its log's message)")
                                : k        ? printable(k->impl, 160)
                                           : "";
  for (const auto& ov : o.outputs) {
    std::string verdict(status_name(ov.status));
    if (ov.status == OutputVerdict::Status::kMismatch) verdict = "**mismatch**: " + ov.message;
    s += "| kernel | " + ov.name + " | " + markdown_code(tuple_str(ov.actual.sizes)) + " | " +
         markdown_code(tuple_str(ov.actual.strides)) + " | " + markdown_cell(verdict) + " | " +
         markdown_cell(kernel_by) + " |\n";
  }
  if (const OpRun* f = run_of(o, OpRunKind::kFake); f && f->status == RunStatus::kOk)
    for (const auto& fo : f->outputs)
      s += "| fake (torch " + f->torch + ") | " + fo.name + " | " + markdown_code(tuple_str(fo.sizes)) + " | " +
           markdown_code(tuple_str(fo.strides)) + " | | " + markdown_cell(printable(f->impl, 160)) + " |\n";
  for (const auto& e : o.call->expected_outputs) {
    auto sz = known_values(e.sizes), st = known_values(e.strides);
    s += "| the graph's assert | " + e.name + " | " + markdown_code(sz ? tuple_str(*sz) : sym_tuple_str(e.sizes)) +
         " | " + markdown_code(st ? tuple_str(*st) : sym_tuple_str(e.strides)) + " | | " +
         markdown_code(std::filesystem::path(o.call->source.file).filename().string() + ":" + std::to_string(e.line)) +
         " |\n";
  }
  return s;
}

std::string contract_paragraph(const OpVerdict& o) {
  std::string s = "**Contract**, its kernel against " +
                  std::string(o.call->is_aten() ? "its meta (torch's fake kernel)" : "its fake (its register_fake)") +
                  (o.fake.torch.empty() ? std::string() : " under torch " + o.fake.torch) + ": **" +
                  std::string(contract_name(o.fake.state)) + "**";
  std::vector<std::string> diffs;
  for (const auto& d : o.fake.diffs)
    diffs.push_back(markdown_code(d.name) + ": " + d.message + " (real " + markdown_code(tuple_str(d.real.strides)) +
                    ", fake " + markdown_code(tuple_str(d.meta.strides)) + ")");
  if (!diffs.empty())
    s += ": " + join(diffs, "; ");
  else if (const std::string reason = contract_reason_words(o.fake.reason);
           o.fake.state != ContractState::kSafe && !reason.empty())
    s += " (" + printable(reason, 200) + ")";
  if (o.by_torch.size() > 1) {
    std::vector<std::string> parts;
    for (const auto& t : o.by_torch) parts.push_back(std::string(contract_name(t.state)) + " under torch " + t.torch);
    s += "; " + join(parts, ", ");
  }
  s += ".";
  if (o.graph_fake == GraphMeta::kDiffers) s += " The graph's asserts: " + join(graph_fake_diff_lines(o), "; ") + ".";
  return markdown_cell(s) + "\n";
}

std::string inputs_list(const OpCall& c) {
  std::string s;
  for (const auto& a : c.args) {
    s += "- **" + markdown_cell(a.name) + "** ";
    if (a.value.is_tensor()) {
      s += markdown_code(tensor_line(a.value.tensor));
      if (auto l = a.value.tensor.concrete()) s += ": " + describe(*l, TensorRole::kOther).summary;
    } else {
      s += markdown_code(printable(a.expr, 200));
    }
    s += "\n";
  }
  return s;
}

// What each fix's check varied over its input sets, and a workaround's cost or why it failed (the Answer says on how
// many sets each held).
std::string fix_checks_list(const ReportInput& in, const OpCall& c) {
  if (!in.verdict) return "";
  std::string s;
  for (const auto& f : in.verdict->answer.op_findings) {
    if (f.call != c.id) continue;
    for (size_t i = 0; i < f.fixes.size(); ++i)
      if (const std::string d = fix_check_detail(f.fixes[i], i ? &f.fixes[i - 1] : nullptr); !d.empty())
        s += "- " + d + "\n";
  }
  return s.empty() ? "" : "**Fix checks**:\n\n" + s + "\n";
}

std::string failing_section(const ReportInput& in, const OpVerdict* o, const OpCall& c) {
  std::string s = "### Op call " + markdown_code(c.id) + ": " + markdown_code(c.op) + " (" + op_kind_words(c) + ")\n\n";
  s += "At " + markdown_code(c.source.file + ":" + std::to_string(c.source.line)) + ", graph " +
       markdown_code(c.source.graph) +
       (c.source.source_nodes.empty() ? "" : ", source nodes " + markdown_code(join(c.source.source_nodes, ", "))) +
       ", on " + c.device() + ".\n\n";
  if (o) {
    s += layouts_table(*o) + "\n" + contract_paragraph(*o) + "\n**Verdict**: " + markdown_cell(op_outcome_words(*o)) +
         ".\n\n" + fix_checks_list(in, c);
  }
  s += "Its arguments, as the graph passed them:\n\n" + inputs_list(c) + "\n";
  s += "#### Standalone repro\n\nPure torch, no stridecheck: it rebuilds the op's inputs on the recorded layouts, runs "
       "the real op and the same op under `FakeTensorMode`, prints both layouts and exits 1 where they differ.";
  const OpcheckFinding probe = in.verdict ? in.verdict->answer.opcheck : OpcheckFinding{};
  const ReproRun run = markdown_repro_run(in);
  const std::string module = repro_module(run.module);
  if (!c.is_aten())
    s += (module == kReproModule
              ? " Edit its " + markdown_code(std::string("import ") + kReproModule) +
                    " line to import the module that registers " + markdown_code(op_short_name(c)) + "."
              : " Its " + markdown_code("import " + module) + " line imports the module stridecheck was given (" +
                    markdown_code("--import " + run.module) + "), which registers " + markdown_code(op_short_name(c)) +
                    ": on another machine, put that module's folder on PYTHONPATH.") +
         " It ends with `torch.library.opcheck` on inputs without degenerate dims" +
         (probe.probe == OpcheckProbe::kChecksStrides ? "; this torch's opcheck compares strides on " + probe.device +
                                                            " (probed), so it fails on a wrong fake too."
          : probe.probe == OpcheckProbe::kIgnoresStrides
              ? "; this torch's opcheck does not compare strides on " + probe.device +
                    " (probed: it passed a fake that is wrong on purpose), so the comparison before it is what fails "
                    "on a wrong fake."
              : "; whether this torch's opcheck compares strides was not probed here, so the comparison before it "
                "is what fails on a wrong fake.");
  s += "\n\n" + markdown_fenced("python", python_op_repro(c, o, run, probe)) + "\n";
  const Fix* fix = in.verdict ? fix_to_test(in.verdict->answer) : nullptr;
  if (fix && fix->call == c.id)
    if (const std::string test = python_fix_test(c, *fix, markdown_repro_run(in)); !test.empty())
      s += "\n#### Regression test\n\nA pytest file to keep beside the op (`triage --emit-test FILE` writes it): the "
           "op's kernel and its fake on the input sets the fix was checked on, compared as `assert_size_stride` "
           "compares them. It fails until the fake (or the kernel) is fixed.\n\n" +
           markdown_fenced("python", test) + "\n";
  return s;
}

}  // namespace

std::string render_op_calls_markdown(const ReportInput& in) {
  if (!in.recording) return "";
  std::vector<std::pair<const OpCall*, const OpVerdict*>> shown;
  for (const auto& c : in.recording->op_calls) {
    const OpVerdict* o = nullptr;
    if (in.verdict)
      for (const auto& x : in.verdict->ops)
        if (x.op_call == c.id && x.call) o = &x;
    bool failing = o && op_fails(op_outcome(*o));  // a triage's: its failures, and every op call found failing
    if (in.triage)
      for (const auto& f : in.triage->failures) failing |= f.op_call_id == c.id;
    if (in.triage ? !failing : in.verdict && !o) continue;  // a triage shows its failures; a replay what it judged
    shown.emplace_back(&c, o);
  }
  if (shown.empty()) return "";
  std::string s =
      "### Op calls\n\n| op call | op | kind | on | kernel | fake | verdict |\n|---|---|---|---|---|---|---|\n";
  for (const auto& [c, o] : shown) s += table_row(*c, o);
  s += "\n";
  std::map<std::string, std::string> first_of;  // a call's replay identity -> the first shown call with it
  for (const auto& [c, o] : shown) {
    if (!(in.triage || (o && op_fails(op_outcome(*o))))) continue;
    auto [it, added] = first_of.emplace(replay_identity(*c), c->id);
    if (added)
      s += failing_section(in, o, *c);
    else  // the same op on the same inputs (a repeated layer): its repro and test are the first one's
      s += "### Op call " + markdown_code(c->id) + ": " + markdown_code(c->op) + "\n\nThe same call as " +
           markdown_code(it->second) +
           " (the same op, arguments and layouts): its repro and test above serve both.\n\n";
  }
  return s;
}

}  // namespace stridecheck
