// What the op calls (recording.h's OpCall: aten and custom ops other than SDPA) add to the answer a report opens
// with: what failed, whose bug it is (an aten op's meta and kernel: PyTorch's; a custom op's register_fake and its
// kernel: the op's author's), and the fixes. Pure: a verdict in, words out.
#include <algorithm>

#include "core/text.h"
#include "verdict/op_verdict.h"
#include "verdict/verdict.h"

namespace stridecheck {

namespace {

// Where the kernel whose layout is quoted ran ("replayed on cuda:0"): here, or on the host of stored runs.
std::string replayed_on(const OpVerdict& o) {
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kKernel && !r.device.empty()) return "replayed on " + r.device;
  return "replayed";
}

// "the layout of its input #0 (what empty_like(#0) gives)", "its input #0's dim order", or "".
std::string like_an_input(const OpCall& c, const Layout& l) {
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    auto t = a.value.tensor.concrete();
    if (!t || t->sizes != l.sizes) continue;
    Layout in{t->sizes, t->strides, 0};
    if (compare_layouts(l, in).matches())
      return "the layout of its input " + a.name + ", as empty_like(" + a.name + ") makes it";
    if (dim_order(in) == dim_order(l)) return "its input " + a.name + "'s dim order";
  }
  return "";
}

std::string short_name(const OpCall& c) {  // "sctest::attn" of "sctest::attn.default"
  auto dot = c.op.find('.', c.op.find("::"));
  return dot == std::string::npos ? c.op : c.op.substr(0, dot);
}

std::string layout_words(const Layout& l) {
  return (dim_order(l) == dim_order(Layout{l.sizes, contiguous_strides(l.sizes), 0}) ? "contiguous " : "") +
         dim_order(l) + "-ordered " + tuple_str(l.strides);
}

// Whose bug and its fixes for one op call's failure.
void explain(const OpVerdict& o, const std::string& under, Answer& a) {
  const OpCall& c = *o.call;
  const std::string name = short_name(c);
  const ContractDiff* d = o.fake.diffs.empty() ? nullptr : &o.fake.diffs.front();
  switch (o.whose) {
    case OpWhose::kCustomFake: {
      std::string like = like_an_input(c, d->meta);
      a.whose = Whose::kCustomFake;
      a.whose_text = "your register_fake for " + name + " returns " + layout_words(d->meta) +
                     (like.empty() ? "" : " (" + like + ")") + " for " + d->name + ", while the kernel returns " +
                     layout_words(d->real) + " (" + (o.from_log ? "the failing log's layout" : replayed_on(o)) +
                     "): the op's fake and its kernel disagree, the bug of " + c.ns() + "'s code, not of PyTorch's.";
      a.fixes.push_back(
          "make the fake build the kernel's layout: torch.empty(shape, dtype=..., device=...) for a "
          "contiguous " +
          d->name + ", or torch.empty_strided(shape, " + tuple_str(d->real.strides) +
          ") for this one; then `torch.library.opcheck` it on inputs with batch > 1 and sequence lengths not multiples "
          "of "
          "128 (degenerate dims hide such bugs)");
      a.fixes.push_back(
          "or make the kernel follow its inputs' layout (allocate its result with torch.empty_like of the "
          "input the fake copies), so that it returns " +
          tuple_str(d->meta.strides) + " as the fake says");
      return;
    }
    case OpWhose::kPytorch:
      a.whose = Whose::kPytorch;
      a.whose_text = "PyTorch: " + c.op + "'s meta and its " + c.device() + " kernel disagree for these layouts (" +
                     d->name + ": the kernel returns " + layout_words(d->real) + ", " + under + "'s meta predicts " +
                     layout_words(d->meta) + "): a PyTorch bug, not your code.";
      a.upstream =
          "report it at https://github.com/pytorch/pytorch/issues with this report as Markdown (the same "
          "command with --format markdown -o issue.md): it names " +
          c.op + ", the input layouts at " + c.id + ", and the torch releases whose metas were evaluated (" +
          (o.fake.torch.empty() ? under : o.fake.torch) + ")";
      return;
    case OpWhose::kStaleGraph:
      a.whose = Whose::kStaleGraph;
      a.whose_text = "the graph asserts what " + under + "'s fake of " + name + " does not predict (" +
                     (o.graph_fake_diffs.empty() ? std::string("another layout") : o.graph_fake_diffs.front()) +
                     "), and that fake agrees with the kernel: the graph was compiled against another torch or "
                     "another version of the op's fake; recompile.";
      return;
    default:
      a.whose = Whose::kUnknown;
      a.whose_text =
          c.is_aten()
              ? "the kernel of " + name + " returns a layout the graph's fake/meta prediction did not; no fake of " +
                    under + " was evaluated to say why."
              : "most likely " + c.ns() + "'s code: the graph asserts what " + name +
                    "'s register_fake returned when it was compiled, and its kernel returned another layout; no fake "
                    "was evaluated here to say which is wrong (pass --import MODULE, the module that registers " +
                    c.ns() + "; or recompile, if that fake has changed since).";
      return;
  }
}

}  // namespace

void add_op_answer(const Verdict& v, Answer& a) {
  if (v.ops.empty()) return;
  const std::string under = a.torch.empty() ? std::string("this torch") : "torch " + a.torch;
  std::vector<std::string> failed, breaks;
  const OpVerdict* first = nullptr;
  for (const auto& o : v.ops) {
    if (o.kernel_broke_graph) {
      std::vector<std::string> outs;
      for (const auto& out : o.outputs)
        if (out.status == OutputVerdict::Status::kMismatch) outs.push_back(out.name);
      failed.push_back(short_name(*o.call) + "'s " + join(outs, ", ") + " at " + o.op_call +
                       (o.from_log ? " (in the failing run's log; no kernel ran here)" : ""));
    } else if (o.fake.state == ContractState::kBreaks) {
      breaks.push_back(short_name(*o.call) + " on " + o.fake.diffs.front().name + " at " + o.op_call);
    } else {
      continue;
    }
    if (!first) first = &o;
  }
  const bool sdpa_quiet = a.failed.starts_with("nothing:") || a.failed.starts_with("no kernel ran here, so nothing");
  if (!failed.empty()) {
    std::string text = "the graph's own op broke its stride assert: " + join(failed, "; ") + ".";
    a.failed = sdpa_quiet || v.sites.empty() ? text : a.failed + " Also " + text;
  } else if (!breaks.empty()) {
    std::string text =
        "no graph op broke its asserts, but an op's kernel differs from its own fake: " + join(breaks, "; ") +
        " (a graph compiled with this fake dies on it).";
    a.failed = sdpa_quiet || v.sites.empty() ? text : a.failed + " Also " + text;
  } else if (v.sites.empty()) {
    size_t judged = 0, ran = 0;
    for (const auto& o : v.ops) {
      judged += o.fake.state == ContractState::kSafe;
      ran += o.kernel_ran;
    }
    if (ran == 0)
      a.failed = "no op's kernel ran here, so nothing was compared with the graph's asserts.";
    else if (ran < v.ops.size())
      a.failed = "nothing: the kernels of " + std::to_string(ran) + " of " + std::to_string(v.ops.size()) +
                 " op calls ran and kept the graph's asserts; the others did not run (see each op call).";
    else
      a.failed = "nothing: every op's kernel kept the graph's asserts" +
                 std::string(judged == v.ops.size() ? " and agreed with its fake." : ".");
  }
  if (first && (a.whose == Whose::kNobody || a.whose_text.empty())) explain(*first, under, a);
}

}  // namespace stridecheck
