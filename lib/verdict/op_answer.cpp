// What the op calls (recording.h's OpCall: aten and custom ops other than SDPA) add to the answer a report opens
// with: what failed, whose bug it is (an aten op's meta and kernel: PyTorch's; a custom op's register_fake and its
// kernel: the op's author's), and the fixes. Pure: a verdict in, typed findings out.
#include <algorithm>

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
void explain(const OpVerdict& o, Answer& a) {
  const OpCall& c = *o.call;
  a.why = WhoseFinding{};
  a.why.call = o.op_call;
  if (!o.fake.diffs.empty()) a.why.diff = o.fake.diffs.front();
  switch (o.whose) {
    case OpWhose::kCustomFake: {
      const ContractDiff& d = *a.why.diff;
      a.whose = Whose::kCustomFake;
      a.why.reason = WhoseFinding::Reason::kCustomFake;
      a.why.fake_like = like_an_input(c, d.meta);
      a.why.from_log = o.from_log;
      a.why.kernel_device = kernel_device(o);
      a.fixes.push_back({Fix::Kind::kFakeBuildsKernelLayout, d.name, d.real, d.meta, o.op_call, op_of(c)});
      a.fixes.push_back({Fix::Kind::kKernelFollowsInputs, d.name, d.real, d.meta, o.op_call, op_of(c)});
      return;
    }
    case OpWhose::kPytorch:
      a.whose = Whose::kPytorch;
      a.why.reason = WhoseFinding::Reason::kOpMeta;
      if (a.why.diff)  // a workaround: the call wrapped in a custom op whose fake returns the kernel's layout
        a.fixes.push_back(
            {Fix::Kind::kWrapInCustomOp, a.why.diff->name, a.why.diff->real, a.why.diff->meta, o.op_call, op_of(c)});
      for (const auto& t : o.by_torch)
        if (t.torch != o.fake.torch && t.state == ContractState::kSafe) a.why.agrees_under.push_back(t.torch);
      if (a.why.agrees_under.empty()) {  // no release evaluated here has it fixed: report it
        std::vector<std::string> torches;
        for (const auto& t : o.by_torch)
          if (!t.torch.empty()) torches.push_back(t.torch);
        if (torches.empty()) torches.push_back(o.fake.torch);
        a.upstream = Upstream{Upstream::Kind::kOpCall, {c.op}, {c.id}, torches};
      }
      return;
    case OpWhose::kStaleGraph:
      a.whose = Whose::kStaleGraph;
      a.why.reason = WhoseFinding::Reason::kOpStaleGraph;
      return;
    default:
      a.whose = Whose::kUnknown;
      a.why.reason = WhoseFinding::Reason::kOpNoFake;
      return;
  }
}

std::vector<std::string> mismatching(const OpVerdict& o) {
  std::vector<std::string> outs;
  for (const auto& out : o.outputs)
    if (out.status == OutputVerdict::Status::kMismatch) outs.push_back(out.name);
  return outs;
}

}  // namespace

void add_op_answer(const Verdict& v, Answer& a) {
  if (v.ops.empty()) return;
  WhatFailed& f = a.failed;
  const OpVerdict* first = nullptr;
  for (const auto& o : v.ops) {
    if (o.kernel_broke_graph)
      f.ops_broke.push_back({o.op_call, Backend::kMath, Direction::kForward, o.call->op, mismatching(o), o.from_log});
    else if (o.fake.state == ContractState::kBreaks)
      f.ops_breaks.push_back({o.op_call, Backend::kMath, o.call->op, {o.fake.diffs.front().name}});
    else
      continue;
    if (!first) first = &o;
  }
  const bool sdpa_quiet = f.sites == WhatFailed::Sites::kNothing || f.sites == WhatFailed::Sites::kNoKernel;
  f.ops_alone = sdpa_quiet || v.sites.empty();
  if (!f.ops_broke.empty()) {
    f.ops = WhatFailed::Ops::kGraphOpBroke;
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
  if (first && (a.whose == Whose::kNobody || a.why.reason == WhoseFinding::Reason::kNone)) explain(*first, a);
}

}  // namespace stridecheck
