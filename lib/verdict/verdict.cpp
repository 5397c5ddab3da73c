#include "verdict/verdict.h"

#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"
#include "verdict/contract_states.h"
#include "verdict/op_verdict.h"

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
  v.backend = run.backend;
  v.graph_backend = site.backend;
  if (!e) {
    v.status = OutputVerdict::Status::kNoExpectation;
    v.unjudged = OutputVerdict::Unjudged::kNotAsserted;
    return v;
  }
  auto sizes = known_values(e->sizes);
  auto strides = known_values(e->strides);
  if (!sizes || !strides) {
    v.status = OutputVerdict::Status::kNoExpectation;
    v.unjudged = OutputVerdict::Unjudged::kSymbolicSizes;
    return v;
  }
  v.expected = Layout{*sizes, *strides, 0};
  const bool own = run.backend == site.backend && run.mode != RunMode::kSdpa;
  const bool shared_meaning =
      o.name == "out" || o.name == "grad_query" || o.name == "grad_key" || o.name == "grad_value";
  if (!own && (!shared_meaning || v.expected->sizes != v.actual.sizes)) {
    // another backend's own output (its logsumexp, its rng state): a different tensor, not a layout
    v.status = OutputVerdict::Status::kNotComparable;
    v.unjudged = OutputVerdict::Unjudged::kAnotherTensor;
    return v;
  }
  v.comparison = compare_layouts(v.actual, *v.expected);
  if (v.comparison.matches()) {
    v.status = OutputVerdict::Status::kMatch;
  } else {
    v.status = OutputVerdict::Status::kMismatch;
    v.message = inductor_message(v.comparison);
    v.dim_lines = describe_mismatch_dims(v.comparison, role, v.actual.rank());
    // Which input's dim order did the backend follow?
    v.follows = inputs_with_order(site, describe(v.actual, role).order, v.actual.rank(),
                                  {"grad_out", "grad_out_", "query", "key", "value"});
  }
  if (e->observed && run.backend == site.backend && run.mode == RunMode::kOp &&
      e->observed->strides == v.actual.strides && e->observed->sizes == v.actual.sizes)
    v.reproduces_observed = true;
  return v;
}

}  // namespace

bool contract_output(std::string_view name) {
  return name == "out" || name == "logsumexp" || name.starts_with("grad_");
}

namespace {

// The outputs whose meta and real layouts differ, as assert_size_stride would see them (real first).
std::vector<ContractDiff> contract_diffs(const std::vector<OutputLayout>& real, const std::vector<OutputLayout>& meta) {
  std::vector<ContractDiff> diffs;
  for (const auto& r : real) {
    if (!contract_output(r.name)) continue;
    auto m = std::find_if(meta.begin(), meta.end(), [&](const OutputLayout& o) { return o.name == r.name; });
    if (m == meta.end()) continue;  // an output only the kernel reports (or an empty one it drops)
    Layout rl{r.sizes, r.strides, 0}, ml{m->sizes, m->strides, 0};
    LayoutComparison cmp = compare_layouts(rl, ml);
    if (cmp.matches()) continue;
    diffs.push_back(contract_diff(r.name, rl, ml, cmp));
  }
  return diffs;
}

TorchContract contract_of(const CallSite& site, Backend b, const BackendRun* kernel, const BackendRun* meta) {
  TorchContract c;
  if (meta) {
    c.torch = meta->torch;
    c.predicted = meta->outputs;
    c.meta_device = meta->meta_device;
  }
  if (b == Backend::kMath) {
    c.state = ContractState::kDecomposed;
    c.reason.kind = ContractReason::Kind::kDecomposed;
    return c;
  }
  if (kernel && kernel->status == RunStatus::kCannotServe) {
    c.state = ContractState::kCannotServe;
    c.reason = as_given(kernel->reason);
    c.predicted.clear();  // a meta of arguments the backend is never handed predicts nothing of this call
    return c;
  }
  // (before the kernel's status: a stored run of an older stridecheck may hold flash's op run without the mask)
  if (auto why = cannot_serve_by_table(site, b)) {
    c.state = ContractState::kCannotServe;
    c.reason = as_given(*why);
    if (!kernel || kernel->status == RunStatus::kOk) c.reason.kind = ContractReason::Kind::kOpTable;
    c.predicted.clear();
    return c;
  }
  if (settled_by_kernel(c, kernel) || settled_as_unsupported(c, meta, ContractReason::Who::kMeta)) return c;
  if (!kernel || kernel->status != RunStatus::kOk) {
    set_unknown(c, kernel, ContractReason::Who::kKernel);
    return c;
  }
  if (!meta || meta->status != RunStatus::kOk) {
    set_unknown(c, meta, ContractReason::Who::kMeta);
    c.no_meta = !meta;
    return c;
  }
  c.diffs = contract_diffs(kernel->outputs, meta->outputs);
  c.state = c.diffs.empty() ? ContractState::kSafe : ContractState::kBreaks;
  return c;
}

// The order a report lists backends in: torch's default priority on CUDA, then the CPU ones.
int backend_rank(Backend b) {
  switch (b) {
    case Backend::kFlash: return 0;
    case Backend::kEfficient: return 1;
    case Backend::kCudnn: return 2;
    case Backend::kOverrideable: return 3;
    case Backend::kFlashCpu: return 4;
    case Backend::kMath: return 5;
  }
  return 6;
}

// A kernel run on another device than the call site's (--device cpu of a CUDA graph): shown, never judged, since a
// CPU kernel does not judge a CUDA graph.
bool cross_device(const SiteVerdict& sv, const std::vector<BackendRun>& runs) {
  const bool kernels = std::any_of(runs.begin(), runs.end(), [](const BackendRun& r) { return !is_meta_run(r); });
  return kernels && !sv.device.empty() && is_cuda_device(call_site_device(*sv.site)) != is_cuda_device(sv.device);
}

// Whether backend `b` can serve a call site on `device` at all: CPU flash judges CPU graphs, the CUDA-only backends
// CUDA graphs, math both.
bool runs_on(Backend b, const std::string& device) {
  if (b == Backend::kFlashCpu) return !is_cuda_device(device);
  return !backend_is_cuda_only(b) || is_cuda_device(device);
}

// The run of backend `b` in `mode` at a call site (of torch `torch`, when given).
const RunVerdict* find_run(const SiteVerdict& sv, Backend b, RunMode mode, const std::string* torch) {
  for (const auto& rv : sv.runs)
    if (rv.run.backend == b && rv.run.mode == mode && (!torch || rv.run.torch == *torch)) return &rv;
  return nullptr;
}

// The backends a call site's contracts judge, in the report's order: those whose own op or meta ran that can serve
// the site's device, and the graph's own backend, whose layout the failing log reports, even where nothing ran
// (triage --no-replay).
std::vector<Backend> contract_backends(const SiteVerdict& sv) {
  const CallSite& site = *sv.site;
  std::vector<Backend> backends;
  for (const auto& rv : sv.runs)
    if ((rv.run.mode == RunMode::kOp || rv.run.mode == RunMode::kMeta) &&
        runs_on(rv.run.backend, call_site_device(site)) &&
        std::find(backends.begin(), backends.end(), rv.run.backend) == backends.end())
      backends.push_back(rv.run.backend);
  const bool observed = std::any_of(site.expected_outputs.begin(), site.expected_outputs.end(),
                                    [](const ExpectedOutput& e) { return e.observed.has_value(); });
  if (observed && std::find(backends.begin(), backends.end(), site.backend) == backends.end())
    backends.push_back(site.backend);
  std::sort(backends.begin(), backends.end(), [](Backend a, Backend b) { return backend_rank(a) < backend_rank(b); });
  return backends;
}

// Without a replay of the graph's own op, the failing run's log still says what its kernel returned for the output
// whose assert failed: that run, with no outputs where the log says nothing.
RunVerdict observed_run(const CallSite& site, Backend b) {
  RunVerdict observed;
  observed.run.outputs = observed_outputs(site.expected_outputs);
  if (!observed.run.outputs.empty()) {
    observed.run.backend = b;
    observed.run.mode = RunMode::kOp;
    observed.run.status = RunStatus::kOk;
  }
  return observed;
}

// Backend `b`'s kernel against its own meta under each torch (`elsewhere`: its kernels ran on another device and
// judge nothing).
BackendContract backend_contract(SiteVerdict& sv, Backend b, const std::vector<std::string>& torch_order,
                                 bool elsewhere) {
  const CallSite& site = *sv.site;
  BackendContract bc;
  bc.backend = b;
  bc.recorded = b == site.backend;
  const RunVerdict* kernel = elsewhere ? nullptr : find_run(sv, b, RunMode::kOp, nullptr);
  RunVerdict from_log;
  // the graph's own kernel not run here (or unavailable here: an implementation that cannot be swapped in)
  if ((!kernel || kernel->run.status == RunStatus::kUnavailable) && bc.recorded) {
    from_log = observed_run(site, b);
    if (!from_log.run.outputs.empty()) {
      kernel = &from_log;
      bc.from_log = true;
      sv.recorded_broke_graph = true;
    }
  }
  if (kernel) {
    bc.kernel_ran = kernel->run.status == RunStatus::kOk;
    bc.real = kernel->run.outputs;
    bc.differs_from_graph = kernel->broke_contract;
    bc.fwd_ms = kernel->run.fwd_ms;
    bc.bwd_ms = kernel->run.bwd_ms;
  }
  for (const auto& t : torch_order)
    if (const RunVerdict* m = find_run(sv, b, RunMode::kMeta, &t))
      bc.by_torch.push_back(contract_of(site, b, kernel ? &kernel->run : nullptr, &m->run));
  if (b == Backend::kMath || bc.by_torch.empty()) {
    bc.primary = contract_of(site, b, kernel ? &kernel->run : nullptr, nullptr);
    if (b == Backend::kMath) bc.by_torch.clear();
  } else {
    bc.primary = bc.by_torch.front();
  }
  return bc;
}

// The graph's expectation against a meta's prediction: how many contract outputs differ (each one in `diffs`).
GraphMeta expected_vs(const CallSite& site, const RunVerdict& meta, std::vector<ExpectationDiff>* diffs) {
  size_t compared = 0, differ = 0;
  for (const auto& e : site.expected_outputs) {
    auto sizes = known_values(e.sizes), strides = known_values(e.strides);
    if (!sizes || !strides || !contract_output(e.name)) continue;
    auto m = std::find_if(meta.run.outputs.begin(), meta.run.outputs.end(),
                          [&](const OutputLayout& o) { return o.name == e.name; });
    if (m == meta.run.outputs.end()) continue;
    ++compared;
    auto cmp = compare_layouts(Layout{m->sizes, m->strides, 0}, Layout{*sizes, *strides, 0});
    if (cmp.matches()) continue;
    ++differ;
    if (diffs) diffs->push_back({e.name, Layout{m->sizes, m->strides, 0}, Layout{*sizes, *strides, 0}});
  }
  return compared == 0 ? GraphMeta::kUnknown : differ ? GraphMeta::kDiffers : GraphMeta::kAgrees;
}

// The graph's own expectation against the metas of the first torch, and the dispatcher's choice on fake tensors.
void judge_graph_meta(SiteVerdict& sv, const std::vector<Backend>& backends, const std::string& first) {
  const CallSite& site = *sv.site;
  if (const RunVerdict* m = find_run(sv, site.backend, RunMode::kMeta, &first); m && m->run.status == RunStatus::kOk)
    sv.graph_meta = expected_vs(site, *m, &sv.graph_meta_diffs);
  if (sv.graph_meta == GraphMeta::kDiffers)
    for (Backend b : backends)
      if (const RunVerdict* m = find_run(sv, b, RunMode::kMeta, &first);
          m && b != site.backend && m->run.status == RunStatus::kOk) {
        // only the outputs every backend shares (out, the gradients) can be another backend's
        RunVerdict shared = *m;
        std::erase_if(shared.run.outputs,
                      [](const OutputLayout& o) { return !contract_output(o.name) || o.name == "logsumexp"; });
        if (expected_vs(site, shared, nullptr) == GraphMeta::kAgrees)
          sv.graph_matches_meta_of.emplace_back(backend_name(b));
      }
  if (const RunVerdict* c = find_run(sv, Backend::kMath, RunMode::kMetaChoice, &first)) {
    if (c->run.status == RunStatus::kOk) sv.meta_choice = c->run.chosen;
    sv.meta_choice_reason = {ChoiceReason::Kind::kAsGiven, c->run.reason};
  }
}

// Where the user's torch was not asked (CUDA: its chooser needs the GPU), the replay worker's dispatcher was, on real
// tensors of the recorded layouts under the same priority.
void worker_choice(SiteVerdict& sv, bool elsewhere) {
  if (sv.meta_choice.empty() && !elsewhere)
    for (const auto& rv : sv.runs)
      if (rv.run.mode == RunMode::kPriority && rv.run.status == RunStatus::kOk && !rv.run.chosen.empty()) {
        sv.meta_choice = rv.run.chosen;
        sv.meta_choice_reason = {ChoiceReason::Kind::kWorkerDispatcher, {}};
      }
  if (sv.meta_choice.empty() && sv.meta_choice_reason.empty())
    sv.meta_choice_reason.kind =
        is_cuda_device(sv.device) || (is_cpu_device(sv.device) && is_cuda_device(call_site_device(*sv.site)))
            ? ChoiceReason::Kind::kNeedsCuda
            : ChoiceReason::Kind::kNotAsked;
}

void judge_contracts(SiteVerdict& sv, const std::vector<std::string>& torch_order) {
  std::vector<BackendRun> runs;
  for (const auto& rv : sv.runs) runs.push_back(rv.run);
  const bool elsewhere = cross_device(sv, runs);
  const std::vector<Backend> backends = contract_backends(sv);
  for (Backend b : backends) sv.contracts.push_back(backend_contract(sv, b, torch_order, elsewhere));
  if (!torch_order.empty()) judge_graph_meta(sv, backends, torch_order.front());
  worker_choice(sv, elsewhere);
}

}  // namespace

std::string_view contract_name(ContractState s) {
  switch (s) {
    case ContractState::kSafe: return "safe";
    case ContractState::kBreaks: return "breaks";
    case ContractState::kDecomposed: return "decomposed";
    case ContractState::kUnsupported: return "unsupported";
    case ContractState::kCannotServe: return "cannot serve";
    case ContractState::kCrashed: return "crashed";
    case ContractState::kTimeout: return "timeout";
    case ContractState::kUnknown: return "unknown";
  }
  return "?";
}

const BackendContract* SiteVerdict::contract(Backend b) const {
  for (const auto& c : contracts)
    if (c.backend == b) return &c;
  return nullptr;
}

const BackendRun* SiteVerdict::swapped_run(Backend b) const {
  for (const auto& r : runs)
    if (r.run.backend == b && r.run.mode == RunMode::kOp && !r.run.impl.empty()) return &r.run;
  return nullptr;
}

Verdict judge(const Recording& rec, const ReplayResult& replay, const std::vector<Backend>& priority) {
  Verdict out;
  out.environment = replay.environment;
  out.compiled_by = rec.compiled_by;
  out.overrides = rec.run_environment.overrides;
  out.notes = replay.notes;
  out.wall_seconds = replay.wall_seconds;
  out.profile = replay.profile;
  out.metas = replay.metas;
  // The torch versions whose metas were evaluated: this run's --torch-python first (the first of them is
  // what backends are judged by), then any from stored reports.
  std::vector<std::string> torch_order;
  for (const auto& m : replay.metas)
    if (!m.torch.empty()) add_unique(torch_order, m.torch);
  for (const auto& s : replay.sites)
    for (const auto& r : s.runs)
      if (is_meta_run(r) && !r.torch.empty()) add_unique(torch_order, r.torch);
  for (const auto& s : replay.sites) {
    SiteVerdict sv;
    sv.call_site = s.call_site;
    sv.site = rec.find(s.call_site);
    sv.device = s.device;
    sv.notes = s.notes;
    sv.replayed_with = s.replayed_with;
    if (!sv.site) continue;
    const bool elsewhere = cross_device(sv, s.runs);
    sv.kernels_elsewhere = elsewhere;
    sv.graph_device = call_site_device(*sv.site);
    for (const auto& run : s.runs) {
      RunVerdict rv;
      rv.run = run;
      std::string name(backend_name(run.backend));
      if (run.status == RunStatus::kOk && elsewhere && !is_meta_run(run)) {
        for (const auto& o : run.outputs) rv.outputs.push_back(judge_output(*sv.site, run, o));
      } else if (run.status == RunStatus::kOk) {
        for (const auto& o : run.outputs) rv.outputs.push_back(judge_output(*sv.site, run, o));
        bool any_mismatch = std::any_of(rv.outputs.begin(), rv.outputs.end(), [](const OutputVerdict& v) {
          return v.status == OutputVerdict::Status::kMismatch;
        });
        bool any_match = std::any_of(rv.outputs.begin(), rv.outputs.end(),
                                     [](const OutputVerdict& v) { return v.status == OutputVerdict::Status::kMatch; });
        rv.broke_contract = any_mismatch;
        rv.keeps_contract = !any_mismatch && any_match;
        if (run.mode == RunMode::kOp) {
          if (any_mismatch) {
            add_unique(sv.break_, name);
            if (run.recorded) {
              out.any_mismatch = true;
              sv.recorded_broke_graph = true;
            }
          } else if (any_match) {
            add_unique(sv.keep, name);
          }
        }
        if (run.mode == RunMode::kPriority) sv.chosen = run.chosen;
      } else if (is_meta_run(run)) {
        // a meta that could not be evaluated: its contract says why (contract_of)
      } else if (run.status == RunStatus::kCrashed || run.status == RunStatus::kTimeout) {
        rv.failed = true;
        if (run.mode != RunMode::kPriority) add_unique(sv.crashed, name);
        out.any_crash = true;
      } else if (run.mode == RunMode::kOp) {
        add_unique(sv.cannot, name);
      }
      sv.runs.push_back(std::move(rv));
    }
    judge_contracts(sv, torch_order);
    // the graph's own op broke its assert, replayed here or as the failing run's log records it: exit 1
    if (sv.recorded_broke_graph) out.any_mismatch = true;
    for (const auto& c : sv.contracts)
      if (c.primary.state == ContractState::kBreaks) out.any_contract_break = true;
    out.sites.push_back(std::move(sv));
  }
  out.ops = judge_ops(rec, replay, torch_order);
  for (const auto& o : out.ops) {
    if (o.kernel_broke_graph && (o.kernel_ran || o.from_log)) out.any_mismatch = true;
    if (o.fake.state == ContractState::kBreaks) out.any_contract_break = true;
    if (o.fake.state == ContractState::kCrashed || o.fake.state == ContractState::kTimeout) out.any_crash = true;
  }
  out.answer = answer(out, priority);
  add_op_answer(out, out.answer);
  add_seen_before(rec, out, out.answer);
  if (rec.captured) {
    out.answer.from_capture = true;
    out.answer.capture_folder = rec.captured->folder;
    for (const auto& c : rec.captured->asserts) {
      const std::string& file = c.op_kernel_file.empty() ? c.op_fake_file : c.op_kernel_file;
      const std::pair<std::string, std::string> source{c.op, file};
      auto& all = out.answer.op_sources;
      if (!c.op.empty() && !file.empty() && std::find(all.begin(), all.end(), source) == all.end())
        all.push_back(source);
    }
  }
  return out;
}

}  // namespace stridecheck
