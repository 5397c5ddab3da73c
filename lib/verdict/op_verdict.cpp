#include "verdict/op_verdict.h"

#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"
#include "verdict/contract_states.h"

namespace stridecheck {

std::string_view op_whose_name(OpWhose w) {
  switch (w) {
    case OpWhose::kNobody: return "nobody";
    case OpWhose::kPytorch: return "pytorch";
    case OpWhose::kCustomFake: return "custom-fake";
    case OpWhose::kStaleGraph: return "stale-graph";
    case OpWhose::kProducer: return "producer";
    case OpWhose::kUnknown: return "unknown";
  }
  return "?";
}

namespace {

Layout layout_of(const OutputLayout& o) { return Layout{o.sizes, o.strides, 0}; }

const OutputLayout* named(const std::vector<OutputLayout>& v, const std::string& name) {
  for (const auto& o : v)
    if (o.name == name) return &o;
  return nullptr;
}

// The kernel's outputs against its fake's, as assert_size_stride would see them (real first).
std::vector<ContractDiff> op_diffs(const std::vector<OutputLayout>& real, const std::vector<OutputLayout>& fake) {
  std::vector<ContractDiff> diffs;
  for (const auto& r : real) {
    const OutputLayout* m = named(fake, r.name);
    if (!m) continue;
    LayoutComparison cmp = compare_layouts(layout_of(r), layout_of(*m));
    if (cmp.matches()) continue;
    ContractDiff d = contract_diff(r.name, layout_of(r), layout_of(*m), cmp);
    d.op_fake = true;
    diffs.push_back(std::move(d));
  }
  return diffs;
}

TorchContract op_contract(const std::vector<OutputLayout>& real, bool have_real, const OpRun* kernel,
                          const OpRun* fake) {
  TorchContract c;
  if (fake) {
    c.torch = fake->torch;
    c.predicted = fake->outputs;
    c.meta_device = fake->device;
  }
  if (settled_by_kernel(c, kernel) || settled_as_unsupported(c, fake, ContractReason::Who::kFake)) return c;
  if (!have_real) {
    set_unknown(c, kernel, ContractReason::Who::kKernel);
    return c;
  }
  if (!fake || fake->status != RunStatus::kOk) {
    set_unknown(c, fake, ContractReason::Who::kFake);
    return c;
  }
  c.diffs = op_diffs(real, fake->outputs);
  c.state = c.diffs.empty() ? ContractState::kSafe : ContractState::kBreaks;
  return c;
}

// The kernel's layouts against the graph's asserts.
void judge_against_graph(OpVerdict& v) {
  for (const auto& r : v.real) {
    OutputVerdict o;
    o.name = r.name;
    o.actual = layout_of(r);
    const ExpectedOutput* e = nullptr;
    for (const auto& x : v.call->expected_outputs)
      if (x.name == r.name) e = &x;
    auto sizes = e ? known_values(e->sizes) : std::nullopt;
    auto strides = e ? known_values(e->strides) : std::nullopt;
    if (!sizes || !strides) {
      o.status = OutputVerdict::Status::kNoExpectation;
      v.outputs.push_back(std::move(o));
      continue;
    }
    o.expected = Layout{*sizes, *strides, 0};
    o.comparison = compare_layouts(o.actual, *o.expected);
    o.status = o.comparison.matches() ? OutputVerdict::Status::kMatch : OutputVerdict::Status::kMismatch;
    if (o.status == OutputVerdict::Status::kMismatch) {
      o.message = inductor_message(o.comparison);
      o.dim_lines = describe_mismatch_dims(o.comparison, TensorRole::kOther, o.actual.rank());
      o.reproduces_observed = v.from_log;
      v.kernel_broke_graph = true;
    }
    v.outputs.push_back(std::move(o));
  }
}

// The graph's asserts against the fake of the first torch.
void graph_against_fake(OpVerdict& v) {
  size_t compared = 0, differ = 0;
  for (const auto& e : v.call->expected_outputs) {
    const OutputLayout* f = named(v.fake.predicted, e.name);
    auto sizes = known_values(e.sizes), strides = known_values(e.strides);
    if (!f || !sizes || !strides) continue;
    ++compared;
    Layout fl = layout_of(*f), el{*sizes, *strides, 0};
    if (compare_layouts(fl, el).matches()) continue;
    ++differ;
    v.graph_fake_diffs.push_back({e.name, fl, el});
  }
  v.graph_fake = compared == 0 ? GraphMeta::kUnknown : differ ? GraphMeta::kDiffers : GraphMeta::kAgrees;
}

OpWhose whose_of(const OpVerdict& v) {
  const bool aten = v.call->is_aten();
  if (v.fake.state == ContractState::kBreaks) return aten ? OpWhose::kPytorch : OpWhose::kCustomFake;
  if (v.kernel_broke_graph && v.fake.state == ContractState::kSafe && v.graph_fake == GraphMeta::kDiffers)
    return OpWhose::kStaleGraph;
  if (v.kernel_broke_graph) return OpWhose::kUnknown;
  return OpWhose::kNobody;
}

}  // namespace

std::vector<OpVerdict> judge_ops(const Recording& rec, const ReplayResult& replay,
                                 const std::vector<std::string>& torch_order) {
  std::vector<OpVerdict> out;
  for (const auto& c : rec.op_calls) {
    const OpReplay* r = nullptr;
    for (const auto& x : replay.ops)
      if (x.op_call == c.id) r = &x;
    const bool observed = std::any_of(c.expected_outputs.begin(), c.expected_outputs.end(),
                                      [](const ExpectedOutput& e) { return e.observed.has_value(); });
    if (!r && !observed) continue;
    OpVerdict v;
    v.op_call = c.id;
    v.call = &c;
    if (r) {
      v.runs = r->runs;
      v.replayed_with = r->replayed_with;
    }
    const OpRun* kernel = nullptr;
    for (const auto& run : v.runs)
      if (run.kind == OpRunKind::kKernel && !kernel) kernel = &run;
    if (kernel && kernel->status == RunStatus::kOk) {
      v.kernel_ran = true;
      v.real = kernel->outputs;
    } else if (observed) {  // the failing run's log says what its kernel returned
      v.real = observed_outputs(c.expected_outputs);
      v.from_log = true;
    }
    judge_against_graph(v);
    const bool have_real = !v.real.empty();
    for (const auto& t : torch_order)
      for (const auto& run : v.runs)
        if (run.kind == OpRunKind::kFake && run.torch == t) {
          v.by_torch.push_back(op_contract(v.real, have_real, kernel, &run));
          break;
        }
    const OpRun* any_fake = nullptr;  // a fake run of no torch: one that did not run (--ops left it out)
    for (const auto& run : v.runs)
      if (run.kind == OpRunKind::kFake && !any_fake) any_fake = &run;
    v.fake = v.by_torch.empty() ? op_contract(v.real, have_real, kernel, any_fake) : v.by_torch.front();
    graph_against_fake(v);
    v.whose = whose_of(v);
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace stridecheck
