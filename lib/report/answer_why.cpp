// What failed and whose bug it is, in words: the answer's first two rows, from the verdict's typed findings
// (WhatFailed, WhoseFinding) and the call sites and op calls they name.
#include <iterator>

#include "core/text.h"
#include "layout/describe.h"
#include "recording/op_name.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/ops.h"
#include "verdict/op_verdict.h"

namespace stridecheck {

namespace {

// "the failing run's log", or its live capture (`stridecheck run`)
std::string run_source(const Answer& a) { return a.from_capture ? "the live capture" : "the failing run's log"; }

// "(in the failing run's log; no kernel ran here)"
std::string from_run_words(const Answer& a) { return " (in " + run_source(a) + "; no kernel ran here)"; }

// The one home of "not reproduced": the graph ops the failing run shows breaking their asserts and whose kernels,
// run here, keep them (an SDPA call site's backend, or an op call with what its kernel returned there and here).
std::string not_reproduced_words(const std::vector<GraphOpBroke>& items, const Answer& a) {
  std::vector<std::string> said;
  for (const auto& b : items) {
    std::string s = (b.op.empty() ? backend_title(b.backend) + " " + std::string(direction_name(b.direction))
                                  : op_short_name(b.op)) +
                    "'s " + join(b.outputs, ", ") + " at " + b.call;
    for (const auto& k : b.kept)
      s += ": " + k.name + " came back " + layout_words(k.in_run) + " in the run, " + layout_words(k.here) + " here";
    said.push_back(s);
  }
  const bool ops = !items.empty() && !items.front().op.empty();
  return run_source(a) + " shows the graph's own op breaking its stride assert (" + join(said, "; ") +
         "), but that kernel, " + (ops ? "run here" : "replayed here on the recorded layouts") +
         ", returns what the graph asserts: not reproduced" +
         (ops ? ". The kernel imported here is not the one the job ran: the imported code or its environment is not "
                "the job's (an environment variable it reads, a module changed since the run)."
              : ".");
}

std::string sites_failed(const WhatFailed& f, const Answer& a, const std::string& under) {
  std::vector<std::string> items;
  switch (f.sites) {
    case WhatFailed::Sites::kGraphOpBroke:
      for (const auto& b : f.broke)
        items.push_back(backend_title(b.backend) + " " + std::string(direction_name(b.direction)) + "'s " +
                        join(b.outputs, ", ") + " at " + b.call + (b.from_log ? from_run_words(a) : ""));
      return "the graph's own op broke its stride assert: " + join(items, "; ") + ".";
    case WhatFailed::Sites::kNotReproduced: return not_reproduced_words(f.not_reproduced, a);
    case WhatFailed::Sites::kKernelBreaksMeta:
      for (const auto& b : f.breaks)
        items.push_back(backend_title(b.backend) + " on " + join(b.outputs, ", ") + " at " + b.call);
      return "no graph op broke its asserts, but a backend's kernel differs from its own fake/meta prediction: " +
             join(items, "; ") + " (a graph compiled with it would die).";
    case WhatFailed::Sites::kStaleNoKernel:
      return "no kernel ran here, but the graph asserts a layout that " + under + "'s " +
             backend_title(f.stale_backend) + " meta does not predict at " + f.stale_site + ".";
    case WhatFailed::Sites::kNoKernel: return "no kernel ran here, so nothing was compared with the graph's asserts.";
    case WhatFailed::Sites::kNothing:
      return "nothing: every graph op kept its graph's asserts and no backend broke its own meta.";
  }
  return "";
}

// (the op call's section says it was judged on the layouts the graph expected up to there)
const char* kPredicted = " (a prediction: the run died first)";

std::string ops_breaking_fake(const WhatFailed& f) {
  std::vector<std::string> items;
  for (const auto& b : f.ops_breaks)
    items.push_back(op_short_name(b.op) + " on " + b.outputs.front() + " at " + b.call +
                    (b.predicted ? kPredicted : ""));
  return join(items, "; ");
}

std::string ops_failed(const WhatFailed& f, const Answer& a) {
  std::vector<std::string> items;
  switch (f.ops) {
    case WhatFailed::Ops::kNone: return "";
    case WhatFailed::Ops::kNotReproduced: return not_reproduced_words(f.ops_not_reproduced, a);
    case WhatFailed::Ops::kGraphOpBroke:
      for (size_t i = 0; i < f.ops_broke.size(); ++i) {
        const auto& b = f.ops_broke[i];
        const auto* prev = i ? &f.ops_broke[i - 1] : nullptr;
        if (prev && prev->op == b.op && prev->outputs == b.outputs && prev->from_log == b.from_log && !b.from_log &&
            !prev->predicted) {  // another call of the op, the same outputs: one item
          items.back() += ", and at " + b.call + (b.predicted ? kPredicted : "");
          continue;
        }
        items.push_back(op_short_name(b.op) + "'s " + join(b.outputs, ", ") + " at " + b.call +
                        (b.from_log ? from_run_words(a) : "") + (b.predicted ? kPredicted : ""));
      }
      return "the graph's own op broke its stride assert: " + join(items, "; ") +
             (f.ops_breaks.empty() ? std::string(".")
                                   : "; and an op's kernel differs from its own fake: " + ops_breaking_fake(f) +
                                         " (a graph compiled with this fake dies on it).");
    case WhatFailed::Ops::kKernelBreaksFake:
      return "no graph op broke its asserts, but an op's kernel differs from its own fake: " + ops_breaking_fake(f) +
             " (a graph compiled with this fake dies on it).";
    case WhatFailed::Ops::kNoKernel:
      return "no op's kernel ran here, so nothing was compared with the graph's asserts.";
    case WhatFailed::Ops::kSomeRan:
      return "nothing: the kernels of " + std::to_string(f.ops_ran) + " of " + std::to_string(f.ops_total) +
             " op calls ran and kept the graph's asserts; the others did not run (see each op call).";
    case WhatFailed::Ops::kAllRan:
      return "nothing: every op's kernel kept the graph's asserts" +
             std::string(f.ops_all_agree ? " and agreed with its fake." : ".");
  }
  return "";
}

// "the kernel returns BSHD (8192, 64, 128, 1), the meta predicts BHSD (8192, 4096, 64, 1)"
std::string short_diff(const ContractDiff& d) {
  TensorRole role = role_of(d.name);
  return "the kernel returns " + describe(d.real, role).order + " " + tuple_str(d.real.strides) +
         ", the meta predicts " + describe(d.meta, role).order + " " + tuple_str(d.meta.strides);
}

const SiteVerdict* site_named(const Verdict& v, const std::string& id) {
  for (const auto& s : v.sites)
    if (s.call_site == id) return &s;
  return nullptr;
}

const OpVerdict* op_named(const Verdict& v, const std::string& id) {
  for (const auto& o : v.ops)
    if (o.op_call == id) return &o;
  return nullptr;
}

std::string stale_graph(const WhoseFinding& w, const SiteVerdict& s, const std::string& under) {
  const std::string title = backend_title(w.backend);
  std::string text = "the graph asserts what " + under + "'s " + title + " meta does not predict";
  if (!s.graph_matches_meta_of.empty())
    text += " (it is what the " + join(s.graph_matches_meta_of, " and ") + " metas predict)";
  return text + " (" +
         (s.graph_meta_diffs.empty() ? std::string("another layout")
                                     : graph_meta_diff_words(s.graph_meta_diffs.front())) +
         ")" + (w.meta_agrees_with_kernel ? "; that " + title + " meta agrees with the kernel" : std::string()) +
         ". The graph was compiled by another torch version, or its meta has changed since: not your "
         "reshape; recompile under " +
         under + ".";
}

// " The dtypes differ too: result[1] is int64 from the kernel, float32 from your fake." where an output's do.
std::string dtype_words(const OpVerdict& o) {
  std::vector<std::string> parts;
  for (const auto& k : o.real)
    for (const auto& f : o.fake.predicted)
      if (k.name == f.name && !k.dtype.empty() && !f.dtype.empty() && k.dtype != f.dtype)
        parts.push_back(k.name + " is " + k.dtype + " from the kernel, " + f.dtype + " from your fake");
  return parts.empty() ? "" : " The dtypes differ too: " + join_and(parts) + ".";
}

// What a fake or kernel returned for the output, in words: its sizes where the two's sizes differ (a wrong size,
// whatever the strides), else its layout.
std::string returned_words(const Layout& l, bool sizes) {
  return sizes ? "sizes " + tuple_str(l.sizes) : layout_words(l);
}

std::string custom_fake(const WhoseFinding& w, const OpVerdict& o, const Answer& a) {
  const OpCall& c = *o.call;
  const ContractDiff& d = *w.diff;
  const bool sizes = d.meta.sizes != d.real.sizes;
  std::string like;
  if (w.fake_like) {
    const std::string arg = argument_words(w.fake_like->input);
    // what it returned, not how: the fake's code is not read here
    like = (w.fake_like->same_layout ? "the layout " : "the dim order ") + arg + " had here";
  }
  const std::string ran = w.kernel_device.empty() ? "replayed" : "replayed on " + w.kernel_device;
  // the statement that made it, quoted as read from the user's file: "(`return x.new_empty(x.shape)`, ops.py:12)"
  const auto quoted = [](const std::optional<ReturnedAt>& r) {
    return r ? " (`" + r->code + "`, " + std::string(base_name(r->file)) + ":" + std::to_string(r->line) + ")"
             : std::string();
  };
  // where its return statement is quoted, that says how it builds the result: no "(the layout #0 had here)"
  const bool say_like = !like.empty() && !sizes && !w.fake_returned_at;
  return "your register_fake for " + op_short_name(c) + quoted(w.fake_returned_at) + " returns " +
         returned_words(d.meta, sizes) + (say_like ? " (" + like + ")" : "") + " for " + d.name + ", while the kernel" +
         quoted(w.kernel_returned_at) + " returns " + returned_words(d.real, sizes) + " (" +
         (w.from_log ? (a.from_capture ? "the live capture's layout" : "the failing log's layout") : ran) + ")" +
         (sizes ? ", a wrong size, not a layout" : "") + ": " + c.ns() + "'s bug, not PyTorch's." + dtype_words(o);
}

// Where the failing process registered op `c` (the capture's op_source): "" where not known.
std::string op_source_of(const OpCall& c, const Answer& a) {
  const std::string op = op_without_overload(c.op);
  for (const auto& [name, path] : a.op_sources)
    if (name == op) return path;
  return "";
}

// How to have the op's fake and kernel evaluated: the ready command where the capture names the op's source.
std::string import_hint(const OpCall& c, const Answer& a) {
  const std::string source = op_source_of(c, a);
  if (source.empty() || a.capture_folder.empty()) return "pass --import MODULE, the module that registers " + c.ns();
  return "run `stridecheck triage " + a.capture_folder + " --import " + source + "`: " + source +
         " is where the failing process registered " + op_short_name(c) + " from";
}

std::string op_no_fake(const OpVerdict& o, const Answer& a, const std::string& under) {
  const OpCall& c = *o.call;
  const std::string name = op_short_name(c);
  for (const auto& r : o.runs)  // not run at all: --ops left it out
    if (r.kind == OpRunKind::kFake && r.status == RunStatus::kSkipped)
      return "not judged here: " + r.reason + ", so neither its kernel nor its " +
             (c.is_aten() ? std::string("meta") : "register_fake") + " ran (an --ops glob that matches " + name +
             " judges it).";
  return c.is_aten()
             ? "the kernel of " + name + " returns a layout the graph's fake/meta prediction did not; no fake of " +
                   under + " was evaluated to say why."
             : "most likely " + c.ns() + "'s code: the graph asserts what " + name +
                   "'s register_fake returned when it was compiled, and its kernel returned another layout; no fake "
                   "was evaluated here to say which is wrong (" +
                   import_hint(c, a) + "; or recompile, if that fake has changed since).";
}

// An op call's whose-bug words.
std::string op_whose_words(const WhoseFinding& w, const OpVerdict& o, const Answer& a, const std::string& under) {
  const OpCall& c = *o.call;
  switch (w.reason) {
    case WhoseFinding::Reason::kCustomFake: return custom_fake(w, o, a);
    case WhoseFinding::Reason::kNotReproduced:
      return "not judged: the kernel that broke the assert in your run was not the " + op_short_name(c) +
             " kernel run here. Run the triage in the job's environment (its environment variables, the module as "
             "the job imported it), or judge the failing run's own layout with --no-replay.";
    case WhoseFinding::Reason::kOpMeta:
      return "PyTorch: " + c.op + "'s meta and its " + c.device() + " kernel disagree for these layouts (" +
             w.diff->name + ": the kernel returns " + layout_words(w.diff->real) + ", " + under + "'s meta predicts " +
             layout_words(w.diff->meta) + "): a PyTorch bug, not your code." +
             (w.agrees_under.empty()
                  ? std::string()
                  : " torch " + join(w.agrees_under, ", ") + "'s meta agrees with the kernel: upgrade to torch " +
                        w.agrees_under.back() + " and recompile.");
    case WhoseFinding::Reason::kOpStaleGraph:
      return "the graph asserts what " + under + "'s fake of " + op_short_name(c) + " does not predict (" +
             (o.graph_fake_diffs.empty() ? std::string("another layout")
                                         : graph_fake_diff_words(o.graph_fake_diffs.front())) +
             "), and that fake agrees with the kernel: the graph was compiled against another torch or "
             "another version of the op's fake; recompile.";
    default: return op_no_fake(o, a, under);
  }
}

}  // namespace

namespace {
// A kernel a Python implementation swapped in, against aten's meta (which the swap leaves as it is).
std::string swapped_whose(const WhoseFinding& w, const std::string& title, const std::string& under) {
  const std::string layouts = w.from_log ? "in the failing run's log " + short_diff(*w.diff) + "; " + w.impl +
                                               " did not run here: " + w.impl_not_run
                                         : short_diff(*w.diff);
  return w.impl + ", the " + title + " implementation swapped in from Python (torch.nn.attention's " +
         "activate_flash_attention_impl), and " + under + "'s meta of aten's op, which inductor asserts and the " +
         "swap leaves unchanged, disagree on " + w.diff->name + " (" + layouts + "): a bug of " + w.impl +
         " (its provider's), not of aten's kernel nor your reshape. Fix the implementation to return aten's layout "
         "(allocate its output as aten's kernel does), or run without it (restore_flash_attention_impl(); leave " +
         title + " out of the priority).";
}

// The kernel the run's log shows it registered over aten's, and how to judge it.
std::string override_words(const KernelOverride& k, Backend b) {
  std::string module = k.new_kernel.substr(0, k.new_kernel.rfind(':'));
  return "your run registered its own kernel over " + k.op + (k.dispatch_key.empty() ? "" : " for " + k.dispatch_key) +
         " (" + k.new_kernel + ", torch warned at " + k.file + ":" + std::to_string(k.line) +
         "), so the kernel behind the assert was that one, not aten's. Pass --kernel-impl " +
         std::string(backend_name(b)) + "=NAME --import " + module +
         " (NAME: the name it has in torch.nn.attention's flash attention registry) to run it and judge it";
}

// The kernel broke aten's meta in the failing run's log or here, but the run put its own kernel there.
std::string overridden_whose(const WhoseFinding& w, const std::string& title) {
  return "not judged: the " + title + " kernel's layout breaks aten's meta on " + w.diff->name + " (" +
         short_diff(*w.diff) + "), but " + override_words(*w.overridden, w.backend) +
         ". Until then it is not known to be PyTorch's bug; do not report it upstream.";
}
}  // namespace

std::string op_finding_whose(const Verdict& v, const OpFinding& f) {
  if (const OpVerdict* o = op_named(v, f.call); o && o->call)
    return op_whose_words(f.why, *o, v.answer, judging_torch_words(v.answer));
  return "";
}

std::string unchecked_words(const std::string& graph) {
  return graph + "'s backward (never ran): a wrong fake there shows after the fix";
}

std::string judging_torch_words(const Answer& a) {
  return a.torch.empty() ? std::string("this torch") : "torch " + a.torch;
}

std::string what_failed_words(const Verdict& v) {
  const WhatFailed& f = v.answer.failed;
  const std::string sites = sites_failed(f, v.answer, judging_torch_words(v.answer));
  if (f.ops == WhatFailed::Ops::kNone) return sites;
  const std::string ops = ops_failed(f, v.answer);
  return f.ops_alone ? ops : sites + " Also " + ops;
}

std::string whose_words(const Verdict& v) {
  const Answer& a = v.answer;
  const WhoseFinding& w = a.why;
  const std::string under = judging_torch_words(a);
  const std::string title = backend_title(w.backend);
  switch (w.reason) {
    case WhoseFinding::Reason::kNone: return "";
    case WhoseFinding::Reason::kKernelAgainstMeta:
    case WhoseFinding::Reason::kBackendAgainstMeta:
      if (!w.impl.empty()) return swapped_whose(w, title, under);
      if (w.reason == WhoseFinding::Reason::kBackendAgainstMeta)
        return "the " + title + " kernel and " + under + "'s fake/meta kernel disagree on " + w.diff->name + " (" +
               short_diff(*w.diff) + "): a PyTorch bug; keep " + title + " out of the priority until it is fixed.";
      return "the " + title + " kernel and " + under + "'s fake/meta kernel disagree on " + w.diff->name +
             " for these input layouts (" + short_diff(*w.diff) + "): a PyTorch bug, not your reshape.";
    case WhoseFinding::Reason::kStaleGraph:
      if (const SiteVerdict* s = site_named(v, w.call)) return stale_graph(w, *s, under);
      return "";
    case WhoseFinding::Reason::kNoMetaSaysWhy:
      return "the " + title + " kernel returns a layout the graph's fake/meta prediction did not; " +
             (a.torch.empty() ? std::string("no torch was found to evaluate the metas (--torch-python)")
                              : "no meta of " + under + " says why") +
             ".";
    case WhoseFinding::Reason::kOverridden: return overridden_whose(w, title);
    case WhoseFinding::Reason::kNotReproduced:
      if (const OpVerdict* o = op_named(v, w.call); o && o->call) return op_whose_words(w, *o, a, under);
      if (w.overridden)
        return "not judged: the kernel that broke the assert in your run was not the " + title +
               " kernel replayed here: " + override_words(*w.overridden, w.backend) + ".";
      return "not judged: the kernel that broke the assert in your run was not the " + title +
             " kernel replayed here. Either a kernel was swapped in from Python (torch.nn.attention's "
             "activate_flash_attention_impl, a torch.library override of the op): pass --kernel-impl " +
             std::string(backend_name(w.backend)) +
             "=NAME with --import of the module that registers it, and it is judged; or the run's torch differs "
             "from this build's (build stridecheck against it: README).";
    case WhoseFinding::Reason::kNotReplayed:
      return "not judged: --no-replay ran no kernel and no meta; without it, your torch's metas say whose bug it is "
             "(no GPU needed), and the kernels where their device is.";
    default:
      if (const OpVerdict* o = op_named(v, w.call); o && o->call) return op_whose_words(w, *o, a, under);
      return "";
  }
}

// An op call's argument as the user reads it: "#0" (positional, its schema name not read here) is "its first
// argument (#0)", a keyword argument its name.
std::string argument_words(const std::string& name) {
  static const char* kOrdinals[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
  if (name.size() < 2 || name[0] != '#' || name.find_first_not_of("0123456789", 1) != std::string::npos)
    return "its input " + name;
  const size_t i = std::stoul(name.substr(1));
  return (i < std::size(kOrdinals) ? "its " + std::string(kOrdinals[i]) + " argument"
                                   : "its argument " + std::to_string(i + 1)) +
         " (" + name + ")";
}

}  // namespace stridecheck
