// The known upstream issues a decoded assertion matches (known/known_issues.h), for a log read with or without its
// module: the op the log names ("Error in op:", the assert's fourth argument), the output, the layouts rebuilt from
// the assert line and the per-dim clauses (else the dims they name), whether the asserted tensor is a graph input.
#include <algorithm>
#include <regex>

#include "triage/triage.h"

namespace stridecheck {

namespace {

/// An input of an AOT graph as inductor names it: "arg9_1", "primals_2", "tangents_1".
bool graph_input_name(const std::string& name) {
  static const std::regex input(R"((arg\d+_\d+|primals_\d+|tangents_\d+))");
  return std::regex_match(name, input);
}

KnownSignature::Tensor tensor_of(const FailureAnalysis& f) {
  if (f.boundary || graph_input_name(f.buffer)) return KnownSignature::Tensor::kGraphInput;
  if (!f.op_call_id.empty() || !f.call_site_id.empty() || f.buffer.rfind("buf", 0) == 0)
    return KnownSignature::Tensor::kOpOutput;
  return KnownSignature::Tensor::kUnknown;
}

std::string device_of(const FailureAnalysis& f, const Recording& rec) {
  if (const CallSite* s = f.call_site_id.empty() ? nullptr : rec.find(f.call_site_id)) return call_site_device(*s);
  if (const OpCall* c = f.op_call_id.empty() ? nullptr : rec.find_op(f.op_call_id)) return c->device();
  return "";
}

}  // namespace

KnownSignature known_signature(const FailureAnalysis& f, const Recording& rec) {
  KnownSignature s;
  s.op = f.op;
  s.output = f.output_name;
  s.tensor = tensor_of(f);
  s.expected = f.expected;
  s.actual = f.actual;
  for (const auto& d : f.comparison.dims) {
    s.dims.push_back(d.dim);
    if (d.actual_size != d.expected_size) s.size_mismatch = true;
    s.rank = std::max(s.rank, d.dim + 1);
  }
  if (f.comparison.rank_mismatch) s.size_mismatch = true;
  if (f.expected) s.rank = f.expected->rank();
  s.device = device_of(f, rec);
  s.torch = rec.run_environment.torch.value.empty() && rec.compiled_by ? rec.compiled_by->torch
                                                                       : rec.run_environment.torch.value;
  return s;
}

}  // namespace stridecheck
