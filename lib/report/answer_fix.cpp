// The answer's fixes in words (report/answer.h): the code of each fix, on which input sets it was checked against
// the op's kernel, or why it was not; what the kernel's layout depends on where no single dim order fits; whether
// torch.library.opcheck would catch such a fake here.
#include <algorithm>
#include <cstdio>
#include <map>

#include "core/text.h"
#include "layout/describe.h"
#include "report/answer.h"

namespace stridecheck {

namespace {

std::string order_words(const std::vector<size_t>& order) {
  std::vector<int64_t> v(order.begin(), order.end());
  return tuple_str(v);
}

// The layouts an input set had, in words.
// 0: the graph's, 1: contiguous, 2: a mix, 3: channels_last, 4: swapped, 5: one input swapped
std::string layouts_words(const std::vector<int>& kinds) {
  static const char* names[] = {"the graph's layouts",
                                "contiguous inputs",
                                "a mix of both",
                                "channels-last inputs",
                                "inputs with their last two dims swapped",
                                "one input's last two dims swapped"};
  std::vector<std::string> parts;
  for (int k : kinds) parts.push_back(names[k]);
  return join_and(parts);
}

int layout_kind(const FixShape& s) {
  return s.relaid == FixShape::Relaid::kChannelsLast ? 3
         : s.relaid == FixShape::Relaid::kSwapped    ? (s.relaid_input < 0 ? 4 : 5)
         : s.mixed                                   ? 2
         : s.contiguous                              ? 1
                                                     : 0;
}

// "(2, 4, 200, 32) (the recorded sizes) and (4, 5, 96, 16), each with the graph's layouts and contiguous inputs"
// (varied_words below counts them instead).
std::string shapes_words(const std::vector<FixShape>& all) {
  std::vector<FixShape> shapes;
  std::vector<std::string> flipped;  // "(2, 128, 48) with its fourth argument (#3) True"
  for (const auto& s : all)
    if (!s.flipped.empty())
      flipped.push_back(tuple_str(s.sizes) + " with " + argument_words(s.flipped) +
                        (s.flipped_to ? " True" : " False"));
    else
      shapes.push_back(s);
  const std::string flags = flipped.empty() ? "" : (shapes.empty() ? "" : "; ") + join_and(flipped);
  if (shapes.empty()) return flags;
  std::vector<std::vector<int64_t>> order;
  std::map<std::vector<int64_t>, std::vector<int>> kinds;
  std::map<std::vector<int64_t>, bool> recorded, other;
  for (const auto& s : shapes) {
    if (!kinds.count(s.sizes)) order.push_back(s.sizes);
    const int k = layout_kind(s);
    auto& v = kinds[s.sizes];
    if (std::find(v.begin(), v.end(), k) == v.end()) v.insert(std::upper_bound(v.begin(), v.end(), k), k);
    recorded[s.sizes] = recorded[s.sizes] || s.recorded_sizes;
    other[s.sizes] = other[s.sizes] || !s.other_call.empty();
  }
  // the sizes grouped by the layouts they had, in the order met
  std::vector<std::pair<std::vector<int>, std::vector<std::string>>> groups;
  for (const auto& sizes : order) {
    auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first == kinds[sizes]; });
    if (g == groups.end()) g = groups.insert(groups.end(), {kinds[sizes], {}});
    g->second.push_back(tuple_str(sizes) + (recorded[sizes] ? " (the recorded sizes)"
                                            : other[sizes]  ? " (another call of the op in the run)"
                                                            : ""));
  }
  std::vector<std::string> parts;
  for (const auto& [k, sizes] : groups)
    parts.push_back(join_and(sizes) + (sizes.size() > 1 ? ", each" : "") + " with " + layouts_words(k));
  return join(parts, "; ") + flags;
}

// What varied over the sets a fix held on, counted (the JSON's verified_on lists each set): "the recorded sizes with
// the graph's layouts and contiguous inputs; 2 other shapes; the op's other call in the run; 4 with one size value at a
// time changed; its fourth argument (#3) False".
std::string varied_words(const std::vector<FixShape>& all) {
  std::vector<int> recorded_kinds;
  size_t others = 0, one_size = 0;
  std::vector<std::vector<int64_t>> shapes;  // the other shapes (with the graph's layouts and contiguous: one each)
  std::vector<std::string> flipped;
  for (const auto& s : all) {
    if (!s.flipped.empty()) {
      flipped.push_back(argument_words(s.flipped) + (s.flipped_to ? " True" : " False"));
    } else if (s.one_size) {
      ++one_size;
    } else if (!s.other_call.empty()) {
      ++others;
    } else if (s.recorded_sizes) {
      const int k = layout_kind(s);
      if (std::find(recorded_kinds.begin(), recorded_kinds.end(), k) == recorded_kinds.end())
        recorded_kinds.insert(std::upper_bound(recorded_kinds.begin(), recorded_kinds.end(), k), k);
    } else if (std::find(shapes.begin(), shapes.end(), s.sizes) == shapes.end()) {
      shapes.push_back(s.sizes);
    }
  }
  std::vector<std::string> parts;
  if (!recorded_kinds.empty()) parts.push_back("the recorded sizes with " + layouts_words(recorded_kinds));
  if (!shapes.empty())
    parts.push_back(std::to_string(shapes.size()) + " other shape" + (shapes.size() == 1 ? "" : "s"));
  if (others)
    parts.push_back(others == 1 ? "the op's other call in the run"
                                : std::to_string(others) + " other calls of the op in the run");
  if (one_size) parts.push_back(std::to_string(one_size) + " with one size value at a time changed");
  for (const auto& f : flipped) parts.push_back(f);
  return join(parts, "; ");
}

std::string where_checked(const FixCheckFinding& c) {
  return (c.device.empty() ? std::string("this machine") : c.device) +
         (c.torch.empty() ? std::string() : ", torch " + c.torch);
}

std::string count_words(size_t n) { return std::to_string(n) + " input set" + (n == 1 ? "" : "s"); }

// What the check found, after the code.
std::string check_words(const Fix& f) {
  const FixCheckFinding& c = f.check;
  std::string raised;
  if (!c.raised_on.empty())
    raised = "; the kernel or the fake as it is raised on " + shapes_words(c.raised_on) + ": not compared there";
  if (!c.sizes_differ_on.empty())
    raised += "; on " + shapes_words(c.sizes_differ_on) +
              " the kernel's sizes differ from the fake's (another bug of the op, which no layout fix mends): not "
              "compared there";
  switch (c.state) {
    case FixCheckFinding::State::kVerified:  // what varied over the sets: fix_check_detail, below the Answer
      return "; it held against the kernel on " + count_words(c.verified_on.size()) + " (" + where_checked(c) + ")" +
             raised;
    case FixCheckFinding::State::kNotVerifiedHere:
      return "; not verified here" + (c.reason.empty() ? std::string() : ": " + c.reason);
    case FixCheckFinding::State::kFails:
      if (c.failed_on.empty()) return raised;  // no candidate of this form was in the check (an older report's)
      return "; checked against the kernel on " + where_checked(c) + ": it failed on " + shapes_words(c.failed_on) +
             (c.verified_on.empty() ? std::string() : " (held on " + varied_words(c.verified_on) + ")") + raised;
    case FixCheckFinding::State::kNotChecked: return "";
  }
  return "";
}

// How to paste code that keeps the user's result as `var`: their return statement, where it was read, replaced by
// two lines; else the code with `var` standing for what it returns now.
// "replace `return x.new_empty(x.shape)` (ops.py:12) with " (f.replaces must hold a value).
std::string replace_words(const Fix& f) {
  return "replace `" + f.replaces->code + "` (" + std::string(base_name(f.replaces->file)) + ":" +
         std::to_string(f.replaces->line) + ") with ";
}

// A return statement longer than this is not quoted again: the Whose row quoted it.
constexpr size_t kQuoteAgain = 40;

std::string paste_words(const Fix& f, const std::string& var) {
  if (!f.replaces) return "`" + var + " = ...  # what it returns now` then `return " + f.code + "`";
  if (f.replaces->code.size() > kQuoteAgain)
    return "in its return statement (" + std::string(base_name(f.replaces->file)) + ":" +
           std::to_string(f.replaces->line) + ", quoted above) write `" + var +
           " =` in place of `return`, then add `return " + f.code + "`";
  return replace_words(f) + "`" + var + " = " + f.replaces->code.substr(7) + "` and `return " + f.code + "`";
}

// The same for code that replaces the whole result.
std::string return_words(const Fix& f) {
  return f.replaces ? replace_words(f) + "`return " + f.code + "`" : "return `" + f.code + "`";
}

// A fake-side fix with code: where to paste it and what it makes ("in your register_fake for ns::op, return result in
// the kernel's dim order (1, 0): replace `...` (ops.py:12) with `out = ...` and `return ...`").
std::string fake_code_words(const Fix& f) {
  const std::string in = "in your register_fake for " + f.op + ", ";
  const std::string order = order_words(memory_order(f.real));
  switch (f.form) {
    case Fix::Form::kDimOrder:
      return in + "return " + f.output + " in the kernel's dim order " + order + ": " + paste_words(f, "out");
    case Fix::Form::kSelfContained:
      return in + return_words(f) + " (the op's own arguments, in the kernel's dim order " + order + ")";
    case Fix::Form::kPaddedSlice:
      return in + "return " + f.output + " as the slice of a wider buffer the kernel returns: " + paste_words(f, "out");
    case Fix::Form::kExpanded:
      return in + "return " + f.output + " broadcast as the kernel does: " + paste_words(f, "out");
    case Fix::Form::kShape:
      return in + "return what the kernel does (" +
             (f.real.sizes != f.meta.sizes
                  ? "sizes " + tuple_str(f.real.sizes) + ", not the fake's " + tuple_str(f.meta.sizes) + "; "
                  : std::string()) +
             "its dtype and dim order " + order + " for " + f.output +
             "), from its own result and the op's arguments: " + paste_words(f, "out");
    case Fix::Form::kEmptyLike:
      return in + return_words(f) + ": the kernel follows the layout of " + f.like +
             " (its strides where it is dense, else its dim order, densely)";
    default: return "";
  }
}

// "1.2 ms" (two significant decimals below 10 ms).
std::string ms_words(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, ms < 10 ? "%.2f ms" : "%.1f ms", ms);
  return buf;
}

std::string cost_words(const Fix& f) {
  const WorkaroundFinding& w = *f.workaround;
  if (!w.timed) return "";
  return "; cost on the recorded inputs (eager kernels on " + f.check.device + ", medians of repeated runs): forward " +
         ms_words(w.fwd_ms) + " against the op's " + ms_words(w.op_fwd_ms) + ", forward and backward " +
         ms_words(w.step_ms) + " against " + ms_words(w.op_step_ms);
}

// Why a workaround failed: the first op whose fake and kernel disagreed, in which direction.
std::string failure_words(const WorkaroundFinding& w) {
  if (w.failed_op.empty()) return "";
  const bool bwd = w.failed_in_backward == WorkaroundState::kFails;
  std::string s = bwd ? "dies in backward (its forward held): " : "dies in forward: ";
  s += w.failed_op + "'s meta predicts " + (w.fake ? tuple_str(w.fake->strides) : "?") + ", its kernel returns " +
       (w.kernel ? tuple_str(w.kernel->strides) : "?");
  return s;
}

// How a workaround was checked: "run on cpu, torch 2.11.0, forward and backward, outside any graph (no fake
// compared)".
std::string workaround_how(const Fix& f) {
  const WorkaroundFinding& w = *f.workaround;
  return w.eager ? "run on " + where_checked(f.check) + ", forward and backward, outside any graph (no fake compared)"
                 : "checked on " + where_checked(f.check) +
                       ", forward then backward, every aten op's fake against its kernel (sizes, and strides of dims "
                       "of size > 1, as assert_size_stride compares)" +
                       (w.baseline_fails ? " (the same check fails the op as written)" : "");
}

// How a workaround was checked, after its code: in brief where it held (fix_check_detail says what varied, how it
// was checked and what it costs, below the Answer), in full where it did not.
std::string workaround_check_words(const Fix& f) {
  const FixCheckFinding& c = f.check;
  if (c.state == FixCheckFinding::State::kNotVerifiedHere)
    return "; not verified here" + (c.reason.empty() ? std::string() : ": " + c.reason);
  if (!f.workaround) return "";
  const WorkaroundFinding& w = *f.workaround;
  std::string raised;
  if (!c.raised_on.empty()) raised = "; it raised on " + shapes_words(c.raised_on);
  if (c.state == FixCheckFinding::State::kVerified && w.held()) {
    std::string brk;
    if (w.eager && w.fullgraph_raises)
      brk = *w.fullgraph_raises ? "; a graph break: under fullgraph=True torch.compile raises on it"
                                : "; dynamo did not break the graph at it here";
    return "; it held on " + count_words(c.verified_on.size()) + " (" + where_checked(c) +
           (w.eager ? ", outside any graph" : ", every aten op's fake against its kernel") + "), its values" +
           (w.backward == WorkaroundState::kHeld ? " and gradients" : "") + " equal to the op's" + brk + raised;
  }
  std::string why = failure_words(w);
  if (why.empty())
    why = !w.values ? "its values differ from the op's" : !w.grads ? "its gradients differ from the op's" : "it raised";
  return "; " + workaround_how(f) + ": " + why +
         (c.failed_on.empty() ? "" : " (on " + shapes_words(c.failed_on) + ")") + raised;
}

// The expression a workaround function returns (its code is `def workaround(self): return EXPR`).
std::string returned(const std::string& code) {
  const auto at = code.rfind("return ");
  if (at == std::string::npos) return code;
  return code.substr(at + 7, code.find('\n', at) - at - 7);
}

// The aten op's input is the torch.fft call's after its n= or s= padded or cut it: a workaround pasted at that call
// keeps them, and so the output's shape (issue 37 item 3).
const std::string kKeepSizes = " (where your torch.fft call passes n= or s=, pass them here too)";

std::string workaround_words(const Fix& f) {
  switch (f.kind) {
    case Fix::Kind::kMoveDims:
      return "work around it in your code: the transform on the last dims, moved there and back (no copy), in place "
             "of the call on `self`" +
             kKeepSizes + ": `" + returned(f.code) + "`" + workaround_check_words(f);
    case Fix::Kind::kSplitDims:
      return "work around it in your code: the transform in calls of at most three dims" + kKeepSizes + ": `" +
             returned(f.code) + "`" + workaround_check_words(f);
    case Fix::Kind::kRunEager:
      return "work around it in your code: run the op outside the compiled region, `@torch.compiler.disable` on a "
             "function that returns `" +
             returned(f.code) + "`" + kKeepSizes + workaround_check_words(f);
    case Fix::Kind::kOtherRelease:
      return f.check.state == FixCheckFinding::State::kVerified
                 ? "or use torch " + f.release + ": its meta of " + f.op +
                       " agrees with this kernel (evaluated here on the recorded inputs)"
                 : "or use torch " + f.release + ": " + f.release_source + " is in it (per " + f.check.reason +
                       "; not compared here)";
    default: return "";
  }
}

}  // namespace

// "dim order (1, 0) where its first argument (#0) has dim 0 of 64 or more, (0, 1) where it has 16 or less (the
// sizes between were not run)"
std::string decider_words(const Fix::Decider& d) {
  const std::string arg = argument_words(d.input);
  return "dim order " + order_words(d.high) + " where " + arg + " has dim " + std::to_string(d.dim) + " of " +
         std::to_string(d.high_min) + " or more, " + order_words(d.low) + " where it is " + std::to_string(d.low_max) +
         " or less (sizes between were not run)";
}

// Whether two fixes were checked on the same input sets, there and with the same outcome: the second says so briefly.
bool same_check(const Fix& a, const Fix& b) {
  const auto ids = [](const std::vector<FixShape>& v) {
    std::vector<std::string> out;
    for (const auto& s : v) out.push_back(s.id);
    return out;
  };
  const FixCheckFinding &x = a.check, &y = b.check;
  return x.state == FixCheckFinding::State::kVerified && y.state == x.state && x.torch == y.torch &&
         x.device == y.device && ids(x.verified_on) == ids(y.verified_on) && ids(x.raised_on) == ids(y.raised_on);
}

std::string fix_words(const Fix& f, const Fix* previous) {
  const std::string order = order_words(memory_order(f.real));
  const bool same = previous && same_check(*previous, f);
  const auto checked = [&] {
    return same ? "; it held on the same " + count_words(f.check.verified_on.size()) : check_words(f);
  };
  switch (f.kind) {
    case Fix::Kind::kFakeBuildsKernelLayout:
      if (f.real.sizes != f.meta.sizes && f.form != Fix::Form::kShape)  // a wrong size, not a layout
        return "make the fake return the kernel's sizes (" + f.output + ": " + tuple_str(f.real.sizes) +
               ", not the fake's " + tuple_str(f.meta.sizes) + ")" +
               (f.form == Fix::Form::kNone ? "; no code of stridecheck's held" : ": " + fake_code_words(f)) + checked();
      if (f.form != Fix::Form::kNone) return fake_code_words(f) + checked();
      return "make the fake return the kernel's layout (" + f.output + " here: " + layout_words(f.real) +
             "); no code of stridecheck's held" + checked();
    case Fix::Kind::kWrapInCustomOp:
      if (f.form == Fix::Form::kNone)
        return "work around it: no fake of one dim order fits the kernel (dim order " + order + " for " + f.output +
               " here)" + check_words(f);
      if (f.workaround || !f.module.empty())
        return "work around it in your code: wrap the call in a torch.library.custom_op that runs " + f.op +
               ", whose register_fake returns `" + f.code +
               "` (`out`: the op's meta's result) and whose backward is the transform's adjoint (one graph, so "
               "fullgraph=True works; the module: --format json's fix_code[].module)" +
               workaround_check_words(f);
      return "work around it in your code: wrap the call in a torch.library.custom_op (it keeps one graph, so it "
             "works under fullgraph=True) that runs " +
             f.op + " and whose register_fake runs the same op (its meta's result as `out`) and returns `" + f.code +
             "`" + check_words(f) +
             "; its backward needs the op's gradient registered with register_autograd, which this did not check";
    case Fix::Kind::kMoveDims:
    case Fix::Kind::kSplitDims:
    case Fix::Kind::kRunEager:
    case Fix::Kind::kOtherRelease: return workaround_words(f);
    case Fix::Kind::kKernelFollowsInputs:
      return std::string(previous && previous->kind == Fix::Kind::kKernelLayoutVaries ? "so make" : "or make") +
             " the kernel return what the fake says: " +
             (f.replaces ? paste_words(f, "result") : "return `" + f.code + "` (`result`: what it computes now)") +
             checked();
    case Fix::Kind::kKernelLayoutVaries: {
      if (const auto& flag = f.decided_by_flag) {
        const auto value = [](bool b) { return std::string(b ? "True" : "False"); };
        return "the kernel's layout of " + f.output + " depends on " + argument_words(flag->input) + ": " +
               layout_words(flag->recorded) + " where it is " + value(flag->recorded_value) + " (as here), " +
               layout_words(flag->flipped) + " where it is " + value(!flag->recorded_value) +
               ". A fake that fits builds each as the kernel does for that argument; or make the kernel return one "
               "layout whatever it is, then its fake that layout";
      }
      std::map<std::vector<size_t>, std::vector<FixShape>> by;
      std::vector<std::vector<size_t>> seen;
      for (const auto& [shape, o] : f.orders) {
        if (!by.count(o)) seen.push_back(o);
        by[o].push_back(shape);
      }
      std::vector<std::string> parts;
      for (const auto& o : seen) parts.push_back("dim order " + order_words(o) + " on " + shapes_words(by[o]));
      // where one input dim tells the orders apart, that is the answer (the JSON lists each set's order)
      const std::string head = "the kernel's layout of " + f.output + " depends on the call: " +
                               (f.decided_by ? decider_words(*f.decided_by) : join(parts, "; "));
      return head +
             (f.op.starts_with("aten::")
                  ? ". No fake of one dim order fits it, so no custom-op wrapper with such a fake works around it"
                  : ". No fake of one dim order fits it: make the kernel return one layout whatever its inputs "
                    "(allocate its result itself), then its fake that layout");
    }
  }
  return "";
}

std::string fix_check_detail(const Fix& f, const Fix* previous) {
  const FixCheckFinding& c = f.check;
  if (f.code.empty() || (c.verified_on.empty() && c.failed_on.empty() && c.raised_on.empty())) return "";
  const bool wrapper = f.kind == Fix::Kind::kWrapInCustomOp;
  std::string s = "`" + (f.workaround && !wrapper ? returned(f.code) : f.code) + "`: ";
  if (previous && same_check(*previous, f) && !f.workaround)
    return s + "held on the same " + count_words(c.verified_on.size());
  if (!c.verified_on.empty()) s += "held on " + count_words(c.verified_on.size()) + ": " + varied_words(c.verified_on);
  if (!c.failed_on.empty())
    s += (c.verified_on.empty() ? "" : "; ") + std::string("failed on ") + shapes_words(c.failed_on);
  if (!c.raised_on.empty())
    s += (c.verified_on.empty() && c.failed_on.empty() ? "" : "; ") + std::string("raised on ") +
         shapes_words(c.raised_on);
  if (!f.workaround) return s + " (against the kernel on " + where_checked(c) + ")";
  const WorkaroundFinding& w = *f.workaround;
  s += " (" + workaround_how(f) + ")";
  if (const std::string why = failure_words(w); !why.empty() && failed_workaround(f)) s += ": " + why;
  if (w.eager && w.fullgraph_raises && *w.fullgraph_raises)
    s += "; dynamo's eager backend under fullgraph=True: " + w.break_reason;
  return s + cost_words(f);
}

bool failed_workaround(const Fix& f) {
  return f.workaround && f.check.state != FixCheckFinding::State::kNotVerifiedHere &&
         !(f.check.state == FixCheckFinding::State::kVerified && f.workaround->held());
}

std::string failed_workarounds_words(const std::vector<const Fix*>& failed, bool any_held) {
  std::vector<std::string> parts;
  for (const Fix* f : failed) {
    const WorkaroundFinding& w = *f->workaround;
    const std::string name = f->kind == Fix::Kind::kWrapInCustomOp ? "the custom_op wrapper"
                             : f->kind == Fix::Kind::kMoveDims     ? "the transform on the last dims"
                             : f->kind == Fix::Kind::kSplitDims    ? "the transform in calls of at most three dims"
                                                                   : "the op outside the compiled region";
    const std::string why = !w.failed_op.empty() ? (w.failed_in_backward == WorkaroundState::kFails ? "dies in backward"
                                                                                                    : "dies in forward")
                            : !w.values          ? "other values"
                            : !w.grads           ? "other gradients"
                                                 : "raised";
    parts.push_back(name + " (" + why + ")");
  }
  if (parts.empty()) return "";
  const std::string where = " (where: each fix's check, below the Answer; --format json's fix_code)";
  if (!any_held)
    return "no workaround in code held: " + join_and(parts) +
           " failed their check, every aten op's fake against "
           "its kernel, forward and backward" +
           where;
  return "not " + join_and(parts) + ": " + (parts.size() == 1 ? "it fails" : "they fail") + " the same check" + where;
}

std::string rerun_words(const std::vector<Fix>& fixes) {
  for (const auto& f : fixes)
    if (f.kind == Fix::Kind::kFakeBuildsKernelLayout && f.form != Fix::Form::kNone)
      return "TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 (inductor's caches ignore your fake's code)";
  return "";
}

std::string opcheck_words(const OpcheckFinding& o, bool strides_only) {
  const std::string torch = o.torch.empty() ? "this torch" : "torch " + o.torch;
  if (!strides_only && o.probe != OpcheckProbe::kNotProbed)  // the probe tells strides, not sizes
    return "`--emit-test test_op_layout.py` writes a pytest that compares the fake's sizes and strides with the "
           "kernel's on the input sets above";
  switch (o.probe) {
    case OpcheckProbe::kChecksStrides:
      return "torch.library.opcheck compares a fake's strides with its kernel's on " + o.device + " under " + torch +
             " (probed: it failed a throwaway op whose fake is wrong on purpose): run it on inputs like those above to "
             "keep this fixed";
    case OpcheckProbe::kIgnoresStrides:
      return "`--emit-test test_op_layout.py` writes a pytest that catches this; " + torch +
             "'s opcheck does not compare strides on " + o.device + " (probed)";
    case OpcheckProbe::kUnknown:
    case OpcheckProbe::kNotProbed: return "";
  }
  return "";
}

}  // namespace stridecheck
