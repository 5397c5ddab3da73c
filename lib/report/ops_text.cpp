// The op calls of a text report (report/ops.h): one section per judged op call, as a call site's, and the outcome
// every format counts them by.
#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"
#include "recording/op_name.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/ops.h"
#include "report/paint.h"

namespace stridecheck {

namespace {

const OpRun* kernel_run(const OpVerdict& o) {
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kKernel) return &r;
  return nullptr;
}

// The fake the contract judges by: the one of the first torch (OpVerdict::fake), else the first there is.
const OpRun* fake_run(const OpVerdict& o) {
  const OpRun* first = nullptr;
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kFake) {
      if (!o.fake.torch.empty() && r.torch == o.fake.torch) return &r;
      if (!first) first = &r;
    }
  return first;
}

std::string under(const OpVerdict& o) { return o.fake.torch.empty() ? "this torch" : "torch " + o.fake.torch; }

// "its register_fake" or "its meta (torch's fake kernel)": what the graph's asserts come from.
std::string fake_words(const OpCall& c) {
  return c.is_aten() ? "its meta (torch's fake kernel)" : "its fake (its register_fake)";
}

// "a custom op (sctest::attn)", "an aten op (aten::_fft_r2c)".
std::string an_op(const OpCall& c) { return (c.is_aten() ? "an aten op (" : "a custom op (") + op_short_name(c) + ")"; }

std::string verdict_cell(const LayoutComparison& cmp, OutputVerdict::Status status, const Paint& p) {
  if (status == OutputVerdict::Status::kMatch) return p.green("match");
  if (status != OutputVerdict::Status::kMismatch) return std::string(status_name(status));
  std::vector<std::string> dims;
  for (const auto& d : cmp.dims) dims.push_back(std::to_string(d.dim));
  return p.red(cmp.rank_mismatch ? std::string("MISMATCH rank") : "MISMATCH dim " + join(dims, ","));
}

std::string row(const std::string& who, const std::string& name, const std::vector<int64_t>& strides,
                const std::string& verdict) {
  return "  " + pad(who, 9) + pad(name, 14) + pad(strides_short(strides), 26) + verdict;
}

std::string status_row(const std::string& who, const OpRun& r, const Paint& p) {
  const std::string status = status_name(r.status);
  std::string reason = r.reason;
  const size_t room = 100 - 11 - status.size() - 2;
  if (reason.size() > room) reason = reason.substr(0, room - 3) + "...";
  return "  " + pad(who, 9) + (failed(r.status) ? p.red(status) : status) + (reason.empty() ? "" : ": " + reason) +
         "\n";
}

// The kernel's rows: its outputs against the graph's asserts (or why it gave none).
std::string kernel_rows(const OpVerdict& o, const Paint& p) {
  const OpRun* k = kernel_run(o);
  if (k && k->status != RunStatus::kOk && !o.from_log) return status_row("kernel", *k, p);
  if (o.outputs.empty()) return "  " + pad("kernel", 9) + "not run here\n";
  std::string out;
  bool first = true;
  for (const auto& ov : o.outputs) {
    out += row(first ? "kernel" : "", ov.name, ov.actual.strides, verdict_cell(ov.comparison, ov.status, p)) +
           (o.from_log ? "  (the failing run's log)" : "") + "\n";
    first = false;
  }
  return out;
}

// The fake's rows: its outputs against the graph's asserts (the graph was compiled with a fake: this one, or not).
std::string fake_rows(const OpVerdict& o, const Paint& p) {
  const OpRun* f = fake_run(o);
  if (!f) return "  " + pad("fake", 9) + "not evaluated here\n";
  if (f->status != RunStatus::kOk) return status_row("fake", *f, p);
  std::string out;
  bool first = true;
  for (const auto& fo : f->outputs) {
    const ExpectedOutput* e = nullptr;
    for (const auto& x : o.call->expected_outputs)
      if (x.name == fo.name) e = &x;
    auto sizes = e ? known_values(e->sizes) : std::nullopt;
    auto strides = e ? known_values(e->strides) : std::nullopt;
    LayoutComparison cmp;
    auto status = OutputVerdict::Status::kNoExpectation;
    if (sizes && strides) {
      cmp = compare_layouts(Layout{fo.sizes, fo.strides, 0}, Layout{*sizes, *strides, 0});
      status = cmp.matches() ? OutputVerdict::Status::kMatch : OutputVerdict::Status::kMismatch;
    }
    out += row(first ? "fake" : "", fo.name, fo.strides, verdict_cell(cmp, status, p)) + "\n";
    first = false;
  }
  return out;
}

// The kernel against its own fake under each torch, in inductor's words.
std::string contract_lines(const OpVerdict& o, const Paint& p) {
  const ContractState st = o.fake.state;
  std::string state(contract_name(st));
  state = st == ContractState::kBreaks || st == ContractState::kCrashed || st == ContractState::kTimeout ? p.red(state)
          : st == ContractState::kSafe ? p.green(state)
                                       : state;
  std::string why;
  if (st == ContractState::kSafe) {
    std::vector<std::string> outs;
    for (const auto& r : o.real) outs.push_back(r.name + " " + strides_short(r.strides));
    why = " (fake = kernel: " + join(outs, ", ") + ")";
  } else if (const std::string reason = contract_reason_words(o.fake.reason);
             st != ContractState::kBreaks && !reason.empty()) {
    why = " (" + reason + ")";
  }
  std::string out =
      wrap("its kernel against " + fake_words(*o.call) +
               (o.fake.torch.empty() ? std::string() : " under torch " + o.fake.torch) + ": " + state + why,
           "  contract: ", 4);
  out += contract_detail_text(o.fake, o.by_torch, 4);
  if (o.graph_fake == GraphMeta::kAgrees)
    out += wrap("the graph asserts what this fake predicts under " + under(o), "  ", 4);
  else if (o.graph_fake == GraphMeta::kDiffers)
    for (const auto& l : graph_fake_diff_lines(o)) out += wrap(l, "  " + p.red("the graph's asserts: "), 4);
  return out;
}

// Who ran the kernel and the fake (OpRun::impl), or where the kernel's layout came from.
std::string ran_by(const OpVerdict& o, bool from_capture) {
  std::vector<std::string> who;
  const OpRun* k = kernel_run(o);
  if (o.from_log)
    who.push_back(std::string("kernel: the failing run (its layout is the one its ") +
                  (from_capture ? "live capture" : "log") + " reported)");
  else if (k)
    who.push_back("kernel: " + (k->impl.empty() ? std::string("?") : k->impl) +
                  (k->device.empty() ? "" : " on " + k->device));
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kFake)
      who.push_back("fake: " + (r.impl.empty() ? std::string("?") : r.impl) +
                    (r.device.empty() ? "" : " on " + r.device));  // cache state: JSON only
  return who.empty() ? "" : wrap(join(who, "; "), "  ran by: ", 4);
}

std::string op_section(const OpVerdict& o, const Paint& p, bool from_capture) {
  const OpCall& c = *o.call;
  const OpRun* k = kernel_run(o);
  std::string out = "\n" + p.bold("op call " + o.op_call) + "  " + c.op + " (" + op_kind_words(c) + ") on " +
                    (k && k->status == RunStatus::kOk && !k->device.empty() ? k->device : c.device()) + "\n";
  if (!o.replayed_with.empty()) out += wrap("its runs are those of " + o.replayed_with + ", the same call", "  ", 4);
  for (const auto& a : c.args)
    if (a.value.is_tensor()) out += "  " + pad("input " + a.name, 11) + tensor_line(a.value.tensor) + "\n";
  out += "  " + pad("run", 9) + pad("output", 14) + pad("strides", 26) + "against the graph's assert\n";
  out += kernel_rows(o, p) + fake_rows(o, p);
  out += "  expected:\n";
  for (const auto& e : c.expected_outputs) {
    auto t = known_values(e.strides);
    out += "    " + pad(e.name, 14) + (t ? strides_short(*t) : sym_tuple_str(e.strides)) + "\n";
  }
  for (const auto& ov : o.outputs)
    if (ov.status == OutputVerdict::Status::kMismatch)
      out += wrap("kernel: " + ov.name + " " + op_output_difference_words(ov) +
                      (ov.reproduces_observed ? " (the failing run's layout)" : ""),
                  "  ", 4);
  out += contract_lines(o, p) + ran_by(o, from_capture);
  const OpOutcome outcome = op_outcome(o);
  const std::string words = op_outcome_words(o);
  out += wrap(op_fails(outcome) || outcome == OpOutcome::kCrashed ? p.red(words)
              : outcome == OpOutcome::kNotRun                     ? words
                                                                  : p.green(words),
              "  verdict: ", 4);
  return out;
}

}  // namespace

OpOutcome op_outcome(const OpVerdict& o) {
  if (o.kernel_broke_graph) return OpOutcome::kBreaksGraph;
  if (o.fake.state == ContractState::kCrashed || o.fake.state == ContractState::kTimeout) return OpOutcome::kCrashed;
  if (o.real.empty()) return OpOutcome::kNotRun;
  if (o.fake.state == ContractState::kBreaks) return OpOutcome::kFakeBreaks;
  return o.fake.state == ContractState::kSafe ? OpOutcome::kSafe : OpOutcome::kKept;
}

bool op_fails(OpOutcome o) { return o == OpOutcome::kBreaksGraph || o == OpOutcome::kFakeBreaks; }

std::string op_kind_words(const OpCall& c) { return c.is_aten() ? "aten op" : "custom op"; }

std::string op_short_name(const std::string& op) { return op_without_overload(op); }

std::string op_short_name(const OpCall& c) { return op_short_name(c.op); }

std::string op_not_run_why(const OpVerdict& o) {
  const OpRun* k = kernel_run(o);
  if (k && k->status != RunStatus::kOk)
    return status_name(k->status) + (k->reason.empty() ? std::string() : ": " + k->reason);
  const OpRun* f = fake_run(o);
  const std::string device = o.call->device();
  if (device.starts_with("cuda") && f && f->status == RunStatus::kOk)  // the module is here; the device is not
    return "its kernel was not run here (the call is on " + device +
           "; a GPU host's replay, --runs-from REPORT.json of one, judges it)";
  return "its kernel was not run here" + (o.call->is_aten()
                                              ? std::string()
                                              : "; a custom op's kernel and fake run with --import MODULE, "
                                                "the module that registers " +
                                                    o.call->ns());
}

std::string op_outcome_words(const OpVerdict& o) {
  const OpCall& c = *o.call;
  const std::string log = o.from_log ? " in the failing run" : "";
  const std::string reason = contract_reason_words(o.fake.reason);
  switch (op_outcome(o)) {
    case OpOutcome::kBreaksGraph:
      switch (o.whose) {
        case OpWhose::kCustomFake:
          return "fails: " + an_op(c) +
                 ": its register_fake and its kernel disagree, and its kernel broke the "
                 "graph's assert" +
                 log + "; the fake (or the kernel) is the op's author's to fix, not PyTorch's";
        case OpWhose::kPytorch:
          return "fails: " + an_op(c) + ": its meta and its " + c.device() +
                 " kernel disagree, and its kernel broke "
                 "the graph's assert" +
                 log + ": a PyTorch bug, not your code";
        case OpWhose::kStaleGraph:
          return "fails: its kernel broke the graph's assert" + log + ", but agrees with its fake under " + under(o) +
                 ": the graph was compiled against another torch or another version of the op's fake";
        default:
          return "fails: " + an_op(c) + ": its kernel broke the graph's assert" + log +
                 "; no fake was evaluated here to say whose bug it is";
      }
    case OpOutcome::kFakeBreaks:
      return "fails: " + an_op(c) + ": its kernel keeps this graph's asserts, but " + fake_words(c) + " under " +
             under(o) + " predicts another layout: a graph compiled with that fake dies on it";
    case OpOutcome::kCrashed:
      return "error: its kernel " + std::string(o.fake.state == ContractState::kCrashed ? "crashed" : "hung") +
             (reason.empty() ? std::string() : ": " + reason);
    case OpOutcome::kSafe:
      return "passes: its kernel keeps the graph's asserts and agrees with " + fake_words(c) + " under " + under(o);
    case OpOutcome::kKept:
      return "passes: its kernel keeps the graph's asserts; " + fake_words(c) + " was not judged" +
             (reason.empty() ? std::string() : " (" + reason + ")");
    case OpOutcome::kNotRun: return "not judged: " + op_not_run_why(o);
  }
  return "";
}

std::string render_op_calls_text(const Verdict& v, const TextStyle& style) {
  Paint p{style.color};
  std::string out;
  size_t fails = 0, crashed = 0, passes = 0, not_run = 0;
  for (const auto& o : v.ops) {
    if (!o.call) continue;
    out += op_section(o, p, v.answer.from_capture);
    for (const auto& f : v.answer.op_findings) {
      if (f.call != o.op_call) continue;
      if (f.predicted)
        out += wrap(
            "a prediction: the run died at an assert before this call, so it never ran there; judged on the "
            "layouts the graph expected up to there",
            "  note: ", 4);
      for (size_t i = 0; i < f.fixes.size(); ++i)  // what varied over the sets (the Answer says how many)
        if (const std::string d = fix_check_detail(f.fixes[i], i ? &f.fixes[i - 1] : nullptr); !d.empty())
          out += wrap(d, "  fix checked: ", 4);
    }
    const OpOutcome outcome = op_outcome(o);
    fails += op_fails(outcome);
    crashed += outcome == OpOutcome::kCrashed;
    passes += outcome == OpOutcome::kSafe || outcome == OpOutcome::kKept;
    not_run += outcome == OpOutcome::kNotRun;
  }
  if (out.empty()) return "";
  std::vector<std::string> parts{std::to_string(fails) + " failing", std::to_string(passes) + " passing"};
  if (crashed) parts.push_back(std::to_string(crashed) + " crashed or hung");
  if (not_run) parts.push_back(std::to_string(not_run) + " not judged (no kernel layout here)");
  const size_t n = fails + crashed + passes + not_run;
  return out + "\n" + wrap(join(parts, ", "), "op calls: " + std::to_string(n) + ": ", 4);
}

}  // namespace stridecheck
