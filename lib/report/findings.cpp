#include "report/findings.h"

#include "core/text.h"
#include "layout/describe.h"

namespace stridecheck {

std::string output_difference_words(const OutputVerdict& o) {
  return o.expected ? describe_difference(o.actual, *o.expected, role_of(o.name)) : std::string();
}

std::string op_output_difference_words(const OutputVerdict& o) {
  return o.expected ? describe_order_difference(o.actual, *o.expected, Expectation::kGraph) : std::string();
}

std::string follows_words(const OutputVerdict& o) {
  if (o.follows.empty()) return "";
  const std::string order = describe(o.actual, role_of(o.name)).order;
  std::vector<std::string> same;
  for (const auto& in : o.follows) same.push_back(in + "'s " + order);
  return "follows " + join(same, ", ") + " order";
}

std::string unjudged_words(const OutputVerdict& o) {
  switch (o.unjudged) {
    case OutputVerdict::Unjudged::kNone: return "";
    case OutputVerdict::Unjudged::kNotAsserted: return "the graph asserts nothing about " + o.name;
    case OutputVerdict::Unjudged::kSymbolicSizes: return "the expected layout has unresolved symbolic sizes";
    case OutputVerdict::Unjudged::kAnotherTensor:
      return backend_title(o.backend) + "'s " + o.name + " is its own tensor (sizes " + tuple_str(o.actual.sizes) +
             "), not the graph's " + backend_title(o.graph_backend) + " " + o.name + " (sizes " +
             (o.expected ? tuple_str(o.expected->sizes) : std::string("?")) + ")";
  }
  return "";
}

std::string contract_diff_words(const ContractDiff& d) {
  return d.op_fake ? describe_order_difference(d.real, d.meta, Expectation::kFake)
                   : describe_difference(d.real, d.meta, role_of(d.name), Expectation::kMeta);
}

namespace {

// "kernel", "meta", "fake": who a reason is about.
std::string who_name(ContractReason::Who who) {
  switch (who) {
    case ContractReason::Who::kKernel: return "kernel";
    case ContractReason::Who::kMeta: return "meta";
    case ContractReason::Who::kFake: return "fake";
  }
  return "?";
}

}  // namespace

std::string contract_reason_words(const ContractReason& r) {
  using K = ContractReason::Kind;
  switch (r.kind) {
    case K::kNone: return "";
    case K::kAsGiven: return r.detail;
    case K::kDecomposed: return "inductor lowers math to other ops: no extern-kernel assert to fail";
    case K::kOpTable: return r.detail + " (stridecheck's op table; torch's chooser is asked where a kernel runs)";
    case K::kUnsupported: return "the " + who_name(r.who) + ": " + r.detail;
    case K::kRunStatus:
      return who_name(r.who) + " " + status_name(r.status) + (r.detail.empty() ? "" : ": " + r.detail);
    case K::kNotRun:
      return r.who == ContractReason::Who::kKernel
                 ? std::string("the kernel was not run")
                 : "no " + who_name(r.who) + " was evaluated (no torch for the metas)";
  }
  return "";
}

std::string graph_meta_diff_words(const ExpectationDiff& d) {
  const TensorRole role = role_of(d.name);
  return d.name + ": the meta predicts " + describe(d.predicted, role).order + " " + tuple_str(d.predicted.strides) +
         ", the graph asserts " + describe(d.asserted, role).order + " " + tuple_str(d.asserted.strides);
}

std::string graph_fake_diff_words(const ExpectationDiff& d) {
  return d.name + ": the fake predicts " + dim_order(d.predicted) + " " + tuple_str(d.predicted.strides) +
         ", the graph asserts " + dim_order(d.asserted) + " " + tuple_str(d.asserted.strides);
}

std::vector<std::string> graph_meta_diff_lines(const SiteVerdict& s) {
  std::vector<std::string> lines;
  for (const auto& d : s.graph_meta_diffs) lines.push_back(graph_meta_diff_words(d));
  return lines;
}

std::vector<std::string> graph_fake_diff_lines(const OpVerdict& o) {
  std::vector<std::string> lines;
  for (const auto& d : o.graph_fake_diffs) lines.push_back(graph_fake_diff_words(d));
  return lines;
}

std::string choice_reason_words(const ChoiceReason& r) {
  switch (r.kind) {
    case ChoiceReason::Kind::kNone: return "";
    case ChoiceReason::Kind::kAsGiven: return r.detail;
    case ChoiceReason::Kind::kWorkerDispatcher: return "the replay worker's dispatcher, on the recorded layouts";
    case ChoiceReason::Kind::kNeedsCuda: return "the CUDA chooser needs the device, and no kernel ran here";
    case ChoiceReason::Kind::kNotAsked: return "no dispatcher was asked";
  }
  return "";
}

std::vector<std::string> site_notes(const SiteVerdict& s) {
  std::vector<std::string> notes = s.notes;
  if (s.kernels_elsewhere)
    notes.push_back("its kernels ran on " + s.device + ", not on the graph's " + s.graph_device +
                    ": their layouts are shown as information and judge nothing (a " + s.device +
                    " kernel does not judge a " + s.graph_device + " graph)");
  return notes;
}

std::string swapped_kernel_words(const BackendRun& run) {
  return std::string(backend_name(run.backend)) + "'s kernel here is " + run.impl +
         ", a Python implementation swapped in through torch.nn.attention's flash attention registry (--kernel-impl), "
         "run under torch " +
         (run.torch.empty() ? std::string("?") : run.torch) +
         " in the Python kernel worker (its op row); the sdpa and priority rows ran aten's kernels in the replay "
         "worker, without it";
}

}  // namespace stridecheck
