#include "report/fix_json.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {

std::string fix_kind_name(Fix::Kind k) {
  switch (k) {
    case Fix::Kind::kFakeBuildsKernelLayout: return "fake-returns-kernel-layout";
    case Fix::Kind::kKernelFollowsInputs: return "kernel-returns-fake-layout";
    case Fix::Kind::kKernelLayoutVaries: return "kernel-layout-varies";
    case Fix::Kind::kWrapInCustomOp: return "wrap-in-custom-op";
    case Fix::Kind::kMoveDims: return "move-dims";
    case Fix::Kind::kSplitDims: return "split-dims";
    case Fix::Kind::kRunEager: return "run-eager";
    case Fix::Kind::kOtherRelease: return "other-release";
  }
  return "?";
}

std::string fix_form_name(Fix::Form f) {
  switch (f) {
    case Fix::Form::kNone: return "none";
    case Fix::Form::kDimOrder: return "dim-order";
    case Fix::Form::kSelfContained: return "self-contained";
    case Fix::Form::kEmptyLike: return "empty-like";
    case Fix::Form::kCopyInto: return "copy-into";
    case Fix::Form::kPaddedSlice: return "padded-slice";
    case Fix::Form::kExpanded: return "expanded";
    case Fix::Form::kShape: return "shape";
  }
  return "?";
}

std::string fix_state_name(FixCheckFinding::State s) {
  switch (s) {
    case FixCheckFinding::State::kNotChecked: return "not-checked";
    case FixCheckFinding::State::kVerified: return "verified";
    case FixCheckFinding::State::kFails: return "fails";
    case FixCheckFinding::State::kNotVerifiedHere: return "not-verified-here";
  }
  return "?";
}

// A fix's code in a field of its own, and where it was checked: what a script takes from the answer.
}  // namespace

nlohmann::ordered_json fix_code_json(const Fix& f) {
  auto shape = [](const FixShape& s) {
    return ojson{
        {"sizes", s.sizes},
        {"recorded_sizes", s.recorded_sizes},
        {"layouts", s.relaid == FixShape::Relaid::kChannelsLast ? "channels_last"
                    : s.relaid == FixShape::Relaid::kSwapped    ? "swapped"
                    : s.mixed                                   ? "mixed"
                    : s.contiguous                              ? "contiguous"
                                                                : "graph"},
        {"other_call", s.other_call},
        {"flipped", s.flipped.empty() ? ojson(nullptr) : ojson{{"argument", s.flipped}, {"to", s.flipped_to}}}};
  };
  auto shapes = [&](const std::vector<FixShape>& v) {
    ojson a = ojson::array();
    for (const auto& s : v) a.push_back(shape(s));
    return a;
  };
  ojson j = {{"call", f.call},
             {"op", f.op},
             {"output", f.output},
             {"kind", fix_kind_name(f.kind)},
             {"form", fix_form_name(f.form)},
             {"code", f.code},
             {"like", f.like},
             {"checked", fix_state_name(f.check.state)},
             {"reason", f.check.reason},
             {"verified_on", shapes(f.check.verified_on)},
             {"failed_on", shapes(f.check.failed_on)},
             {"raised_on", shapes(f.check.raised_on)},
             {"sizes_differ_on", shapes(f.check.sizes_differ_on)},
             {"torch", f.check.torch},
             {"device", f.check.device}};
  if (!f.orders.empty()) {  // kernel-layout-varies: the kernel's dim order on each input set
    ojson o = ojson::array();
    for (const auto& [s, order] : f.orders) o.push_back({{"on", shape(s)}, {"order", order}});
    j["orders"] = o;
  }
  if (f.decided_by)
    j["decided_by"] = {{"input", f.decided_by->input},     {"dim", f.decided_by->dim},
                       {"low_max", f.decided_by->low_max}, {"high_min", f.decided_by->high_min},
                       {"low_order", f.decided_by->low},   {"high_order", f.decided_by->high}};
  if (const auto& flag = f.decided_by_flag) {
    const auto layout = [](const Layout& l) {
      return ojson{{"sizes", l.sizes}, {"strides", l.strides}, {"storage_offset", l.storage_offset}};
    };
    j["decided_by_flag"] = {{"input", flag->input},
                            {"recorded_value", flag->recorded_value},
                            {"recorded", layout(flag->recorded)},
                            {"flipped", layout(flag->flipped)}};
  }
  if (!f.module.empty()) j["module"] = f.module;
  if (!f.release.empty()) j["release"] = f.release, j["release_source"] = f.release_source;
  if (f.workaround) {
    const WorkaroundFinding& w = *f.workaround;
    ojson wj = {{"held", w.held()},
                {"forward", workaround_state_name(w.forward)},
                {"backward", workaround_state_name(w.backward)},
                {"values_equal", w.values},
                {"grads_equal", w.grads},
                {"outside_graph", w.eager},
                {"baseline_fails", w.baseline_fails}};
    if (!w.failed_op.empty())
      wj["failed"] = {{"op", w.failed_op},
                      {"in", w.failed_in_backward == WorkaroundState::kFails ? "backward" : "forward"},
                      {"kernel_strides", w.kernel ? w.kernel->strides : std::vector<int64_t>{}},
                      {"fake_strides", w.fake ? w.fake->strides : std::vector<int64_t>{}},
                      {"on", w.failed_on}};
    if (w.fullgraph_raises) wj["fullgraph_raises"] = *w.fullgraph_raises, wj["break_reason"] = w.break_reason;
    if (w.timed)
      wj["cost"] = {{"device", f.check.device}, {"fwd_ms", w.fwd_ms},         {"step_ms", w.step_ms},
                    {"op_fwd_ms", w.op_fwd_ms}, {"op_step_ms", w.op_step_ms}, {"timed_runs", w.timed_runs}};
    j["workaround"] = wj;
  }
  return j;
}

}  // namespace stridecheck
