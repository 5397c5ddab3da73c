// What the op calls (recording.h's OpCall: aten and custom ops other than SDPA) add to the answer a report opens
// with: what failed, whose bug it is (an aten op's meta and kernel: PyTorch's; a custom op's register_fake and its
// kernel: the op's author's), and the fixes. Pure: a verdict in, typed findings out.
#include <algorithm>
#include <map>

#include "recording/op_name.h"
#include "verdict/op_verdict.h"
#include "verdict/verdict.h"

namespace stridecheck {

namespace {

// Where the kernel whose layout is quoted ran: "" where not known.
std::string kernel_device(const OpVerdict& o) {
  for (const auto& r : o.runs)
    if (r.kind == OpRunKind::kKernel && !r.device.empty()) return r.device;
  return "";
}

// The input whose layout (what empty_like gives) or dim order `l` is, if any.
std::optional<LikeInput> like_an_input(const OpCall& c, const Layout& l) {
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    auto t = a.value.tensor.concrete();
    if (!t || t->sizes != l.sizes) continue;
    Layout in{t->sizes, t->strides, 0};
    if (compare_layouts(l, in).matches()) return LikeInput{a.name, true};
    if (dim_order(in) == dim_order(l)) return LikeInput{a.name, false};
  }
  return std::nullopt;
}

// The op without its overload: "sctest::attn".
std::string op_of(const OpCall& c) {
  const size_t colons = c.op.find("::");
  const size_t dot = c.op.find('.', colons == std::string::npos ? 0 : colons + 2);
  return dot == std::string::npos ? c.op : c.op.substr(0, dot);
}

// Whose bug and its fixes for one op call's failure.
OpFinding explain(const OpVerdict& o) {
  const OpCall& c = *o.call;
  OpFinding f;
  f.call = o.op_call;
  f.op = op_without_overload(c.op);
  f.why.call = o.op_call;
  if (!o.fake.diffs.empty()) f.why.diff = o.fake.diffs.front();
  switch (o.whose) {
    case OpWhose::kCustomFake: {
      const ContractDiff& d = *f.why.diff;
      f.whose = Whose::kCustomFake;
      f.why.reason = WhoseFinding::Reason::kCustomFake;
      f.why.fake_like = like_an_input(c, d.meta);
      f.why.from_log = o.from_log;
      f.why.kernel_device = kernel_device(o);
      f.why.fake_returned_at = o.returned_at(OpRunKind::kFake);
      if (!o.from_log) f.why.kernel_returned_at = o.returned_at(OpRunKind::kKernel);
      f.fixes.push_back({Fix::Kind::kFakeBuildsKernelLayout, d.name, d.real, d.meta, o.op_call, op_of(c)});
      // "allocate it with empty_like of the input the fake copies" is true only where empty_like of an input gives
      // the fake's layout: the input's own if it is dense, else dense in its dim order (so the fake's must be dense
      // in that order). Every input contiguous and the fake not: empty_like gives contiguous, not the fake's.
      if (f.why.fake_like && is_non_overlapping_and_dense(d.meta))
        f.fixes.push_back({Fix::Kind::kKernelFollowsInputs, d.name, d.real, d.meta, o.op_call, op_of(c)});
      return f;
    }
    case OpWhose::kPytorch:
      f.whose = Whose::kPytorch;
      f.why.reason = WhoseFinding::Reason::kOpMeta;
      if (f.why.diff)  // a workaround: the call wrapped in a custom op whose fake returns the kernel's layout
        f.fixes.push_back(
            {Fix::Kind::kWrapInCustomOp, f.why.diff->name, f.why.diff->real, f.why.diff->meta, o.op_call, op_of(c)});
      for (const auto& t : o.by_torch)
        if (t.torch != o.fake.torch && t.state == ContractState::kSafe) f.why.agrees_under.push_back(t.torch);
      if (f.why.agrees_under.empty()) {  // no release evaluated here has it fixed: report it
        std::vector<std::string> torches;
        for (const auto& t : o.by_torch)
          if (!t.torch.empty()) torches.push_back(t.torch);
        if (torches.empty()) torches.push_back(o.fake.torch);
        f.upstream = Upstream{Upstream::Kind::kOpCall, {c.op}, {c.id}, torches};
      }
      return f;
    case OpWhose::kStaleGraph:
      f.whose = Whose::kStaleGraph;
      f.why.reason = WhoseFinding::Reason::kOpStaleGraph;
      return f;
    default:
      f.whose = Whose::kUnknown;
      f.why.reason = WhoseFinding::Reason::kOpNoFake;
      return f;
  }
}

// Where the run stopped: per graph, the line of the first call whose asserted output the failing log shows broken.
std::map<std::string, int64_t> stops_of(const Verdict& v) {
  std::map<std::string, int64_t> stops;
  auto stop = [&](const SourceRef& at, const std::vector<ExpectedOutput>& outs) {
    if (std::none_of(outs.begin(), outs.end(), [](const ExpectedOutput& e) { return e.observed.has_value(); })) return;
    auto [it, added] = stops.emplace(at.graph, at.line);
    if (!added) it->second = std::min(it->second, at.line);
  };
  for (const auto& s : v.sites)
    if (s.site) stop(s.site->source, s.site->expected_outputs);
  for (const auto& o : v.ops)
    if (o.call) stop(o.call->source, o.call->expected_outputs);
  return stops;
}

// "[0/0] 0_forward" -> "[0/0] 0_backward": the backward graph of a forward one ("" for another graph).
std::string backward_of(const std::string& graph) {
  const std::string fwd = "_forward";
  if (!graph.ends_with(fwd)) return "";
  return graph.substr(0, graph.size() - fwd.size()) + "_backward";
}

std::vector<std::string> mismatching(const OpVerdict& o) {
  std::vector<std::string> outs;
  for (const auto& out : o.outputs)
    if (out.status == OutputVerdict::Status::kMismatch) outs.push_back(out.name);
  return outs;
}

// The outputs of op call `o` that the failing run shows broken (its log or capture) and that its kernel, run here,
// returned as the graph asserts (none: empty `kept`).
GraphOpBroke op_not_reproduced(const OpVerdict& o) {
  GraphOpBroke b{o.op_call, Backend::kMath, Direction::kForward, o.call->op, {}, false, false, {}};
  if (!o.kernel_ran || o.from_log || o.kernel_broke_graph) return b;
  for (const auto& out : o.outputs) {
    if (out.status != OutputVerdict::Status::kMatch) continue;
    for (const auto& e : o.call->expected_outputs)
      if (e.name == out.name && e.observed) {
        b.outputs.push_back(out.name);
        b.kept.push_back({out.name, Layout{e.observed->sizes, e.observed->strides, 0}, out.actual});
      }
  }
  return b;
}

}  // namespace

void add_op_answer(const Verdict& v, Answer& a) {
  const std::map<std::string, int64_t> stops = stops_of(v);
  for (const auto& [graph, line] : stops)  // a forward the run died in: its backward never ran
    if (const std::string b = backward_of(graph); !b.empty()) a.unchecked.push_back(graph);
  if (v.ops.empty()) return;
  WhatFailed& f = a.failed;
  for (const auto& o : v.ops) {
    auto at = stops.find(o.call->source.graph);
    const bool predicted = at != stops.end() && o.call->source.line > at->second;
    if (GraphOpBroke kept = op_not_reproduced(o); !kept.kept.empty()) {
      f.ops_not_reproduced.push_back(std::move(kept));
      continue;
    }
    if (o.kernel_broke_graph)
      f.ops_broke.push_back(
          {o.op_call, Backend::kMath, Direction::kForward, o.call->op, mismatching(o), o.from_log, predicted});
    else if (o.fake.state == ContractState::kBreaks)
      f.ops_breaks.push_back({o.op_call, Backend::kMath, o.call->op, {o.fake.diffs.front().name}, predicted});
    else
      continue;
    a.op_findings.push_back(explain(o));
    a.op_findings.back().predicted = predicted;
  }
  const OpFinding* first = a.op_findings.empty() ? nullptr : &a.op_findings.front();
  const bool sdpa_quiet = f.sites == WhatFailed::Sites::kNothing || f.sites == WhatFailed::Sites::kNoKernel;
  f.ops_alone = sdpa_quiet || v.sites.empty();
  if (!f.ops_broke.empty()) {
    f.ops = WhatFailed::Ops::kGraphOpBroke;
  } else if (!f.ops_not_reproduced.empty()) {  // the run's failure, never "nothing"
    f.ops = WhatFailed::Ops::kNotReproduced;
  } else if (!f.ops_breaks.empty()) {
    f.ops = WhatFailed::Ops::kKernelBreaksFake;
  } else if (v.sites.empty()) {
    size_t judged = 0;
    for (const auto& o : v.ops) {
      judged += o.fake.state == ContractState::kSafe;
      f.ops_ran += o.kernel_ran;
    }
    f.ops_total = v.ops.size();
    f.ops_all_agree = judged == v.ops.size();
    f.ops = f.ops_ran == 0             ? WhatFailed::Ops::kNoKernel
            : f.ops_ran < v.ops.size() ? WhatFailed::Ops::kSomeRan
                                       : WhatFailed::Ops::kAllRan;
  }
  if (f.ops == WhatFailed::Ops::kNotReproduced &&
      (a.whose == Whose::kNobody || a.why.reason == WhoseFinding::Reason::kNone)) {
    a.whose = Whose::kUnknown;  // the kernel behind the run's assert did not run here: nothing to judge, no fix
    a.why = WhoseFinding{};
    a.why.reason = WhoseFinding::Reason::kNotReproduced;
    a.why.call = f.ops_not_reproduced.front().call;
    a.fixes.clear();
    first = nullptr;
  }
  if (first && (a.whose == Whose::kNobody || a.why.reason == WhoseFinding::Reason::kNone)) {
    a.whose = first->whose;
    a.why = first->why;
    a.fixes = first->fixes;
    if (first->upstream.kind != Upstream::Kind::kNone) a.upstream = first->upstream;
  }
  // an op call's failure alone: no SDPA priority fixes it, so no line to paste reads as its fix
  if (first && f.ops_alone) {
    a.paste.clear();
    a.paste_when = PasteWhen::kAlways;
    a.priority = PriorityFinding{};
  }
}

}  // namespace stridecheck
