#include "verdict/verdict.h"

#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"

namespace stridecheck {

std::string_view status_name(OutputVerdict::Status s) {
  switch (s) {
    case OutputVerdict::Status::kMatch: return "match";
    case OutputVerdict::Status::kMismatch: return "mismatch";
    case OutputVerdict::Status::kNotComparable: return "not comparable";
    case OutputVerdict::Status::kNoExpectation: return "no expectation";
  }
  return "?";
}

namespace {

void add_unique(std::vector<std::string>& v, const std::string& s) {
  if (std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
}

OutputVerdict judge_output(const CallSite& site, const BackendRun& run, const OutputLayout& o) {
  OutputVerdict v;
  v.name = o.name;
  v.actual = Layout{o.sizes, o.strides, 0};
  v.max_abs_err = o.max_abs_err;
  v.max_rel_err = o.max_rel_err;
  const ExpectedOutput* e = site.expected(o.name);
  TensorRole role = role_of(o.name);
  if (!e) {
    v.status = OutputVerdict::Status::kNoExpectation;
    v.note = "the graph asserts nothing about " + o.name;
    return v;
  }
  auto sizes = known_values(e->sizes);
  auto strides = known_values(e->strides);
  if (!sizes || !strides) {
    v.status = OutputVerdict::Status::kNoExpectation;
    v.note = "the expected layout has unresolved symbolic sizes";
    return v;
  }
  v.expected = Layout{*sizes, *strides, 0};
  const bool own = run.backend == site.backend && run.mode != "sdpa";
  const bool shared_meaning = o.name == "out" || o.name == "grad_query" || o.name == "grad_key" || o.name == "grad_value";
  if (!own && (!shared_meaning || v.expected->sizes != v.actual.sizes)) {
    // another backend's own output (its logsumexp, its rng state): a different tensor, not a layout
    v.status = OutputVerdict::Status::kNotComparable;
    v.note = backend_title(run.backend) + "'s " + o.name + " is its own tensor (sizes " + tuple_str(v.actual.sizes) +
             "), not the graph's " + backend_title(site.backend) + " " + o.name + " (sizes " +
             tuple_str(v.expected->sizes) + ")";
    return v;
  }
  v.comparison = compare_layouts(v.actual, *v.expected);
  if (v.comparison.matches()) {
    v.status = OutputVerdict::Status::kMatch;
  } else {
    v.status = OutputVerdict::Status::kMismatch;
    v.message = inductor_message(v.comparison);
    v.dim_lines = describe_mismatch_dims(v.comparison, role, v.actual.rank());
    v.words = describe_difference(v.actual, *v.expected, role);
    // Which input's dim order did the backend follow?
    auto order = describe(v.actual, role).order;
    std::vector<std::string> same;
    for (const char* in : {"grad_out", "grad_out_", "query", "key", "value"}) {
      const Arg* a = site.arg(in);
      if (!a || !a->value.is_tensor()) continue;
      auto l = a->value.tensor.concrete();
      if (!l || l->rank() != v.actual.rank()) continue;
      auto d = describe(*l, TensorRole::kAttention);
      if (d.order == order) same.push_back(std::string(in) + "'s " + d.order);
    }
    if (!same.empty()) v.follows = "follows " + join(same, ", ") + " order";
  }
  if (e->observed && run.backend == site.backend && run.mode == "op" && e->observed->strides == v.actual.strides &&
      e->observed->sizes == v.actual.sizes)
    v.reproduces_observed = true;
  return v;
}

}  // namespace

Verdict judge(const Recording& rec, const ReplayResult& replay) {
  Verdict out;
  out.environment = replay.environment;
  out.notes = replay.notes;
  out.wall_seconds = replay.wall_seconds;
  out.profile = replay.profile;
  for (const auto& s : replay.sites) {
    SiteVerdict sv;
    sv.call_site = s.call_site;
    sv.site = rec.find(s.call_site);
    sv.device = s.device;
    sv.notes = s.notes;
    if (!sv.site) continue;
    for (const auto& run : s.runs) {
      RunVerdict rv;
      rv.run = run;
      std::string name(backend_name(run.backend));
      if (run.status == "ok") {
        for (const auto& o : run.outputs) rv.outputs.push_back(judge_output(*sv.site, run, o));
        bool any_mismatch = std::any_of(rv.outputs.begin(), rv.outputs.end(), [](const OutputVerdict& v) {
          return v.status == OutputVerdict::Status::kMismatch;
        });
        bool any_match = std::any_of(rv.outputs.begin(), rv.outputs.end(), [](const OutputVerdict& v) {
          return v.status == OutputVerdict::Status::kMatch;
        });
        rv.broke_contract = any_mismatch;
        rv.keeps_contract = !any_mismatch && any_match;
        if (run.mode == "op") {
          if (any_mismatch) {
            add_unique(sv.break_, name);
            out.any_mismatch = true;
          } else if (any_match) {
            add_unique(sv.keep, name);
          }
        }
        if (run.mode == "priority") sv.chosen = run.chosen;
      } else if (run.status == "crashed" || run.status == "timeout") {
        rv.failed = true;
        if (run.mode != "priority") add_unique(sv.crashed, name);
        out.any_crash = true;
      } else if (run.mode == "op") {
        add_unique(sv.cannot, name);
      }
      sv.runs.push_back(std::move(rv));
    }
    out.sites.push_back(std::move(sv));
  }
  return out;
}

}  // namespace stridecheck
