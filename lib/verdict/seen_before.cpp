// The known upstream issues a verdict's failures match (known/known_issues.h): each kernel-against-meta difference
// of an SDPA backend or an op call, and each output a graph's own op broke its assert on, as a signature; the rows
// that match, strongest first, each once. Typed: report/known_words.h says them.
#include "known/known_issues.h"
#include "verdict/verdict.h"

namespace stridecheck {

namespace {

bool sizes_differ(const Layout& actual, const Layout& expected) {
  auto cmp = compare_layouts(actual, expected);
  if (cmp.rank_mismatch) return true;
  for (const auto& d : cmp.dims)
    if (d.actual_size != d.expected_size) return true;
  return false;
}

/// The failing run's torch: what its log or trace shows, else the torch that compiled the graphs.
std::string run_torch(const Recording& rec) {
  if (!rec.run_environment.torch.value.empty()) return rec.run_environment.torch.value;
  return rec.compiled_by ? rec.compiled_by->torch : std::string();
}

struct Signatures {
  std::string device, torch;
  std::vector<KnownMatch> matches;
  void add(const std::string& op, const std::string& output, const Layout& expected, const Layout& actual) {
    KnownSignature s;
    s.op = op;
    s.output = output;
    s.tensor = KnownSignature::Tensor::kOpOutput;
    s.size_mismatch = sizes_differ(actual, expected);
    s.expected = expected;
    s.actual = actual;
    s.device = device;
    s.torch = torch;
    merge_known_matches(matches, match_known_issues(s));
  }
};

std::string sdpa_op(const SiteVerdict& s, Backend b) {
  const OpSpec* spec = s.site && s.site->direction == Direction::kBackward ? backward_op_of(b) : forward_op_of(b);
  return spec ? spec->qualified() : std::string();
}

void add_site(const SiteVerdict& s, Signatures& sig) {
  sig.device = s.graph_device.empty() ? s.device : s.graph_device;
  // the graph's own op against the graph's asserts: as the failing run's log reports it, and replayed here
  if (s.site)
    for (const auto& e : s.site->expected_outputs) {
      auto sizes = known_values(e.sizes), strides = known_values(e.strides);
      if (e.observed && sizes && strides)
        sig.add(sdpa_op(s, s.site->backend), e.name, Layout{*sizes, *strides, 0},
                Layout{e.observed->sizes, e.observed->strides, 0});
    }
  for (const auto& r : s.runs) {
    if (!r.run.recorded) continue;
    const BackendContract* c = s.contract(r.run.backend);
    if (s.kernels_elsewhere && !(c && c->from_log)) continue;
    for (const auto& o : r.outputs)
      if (o.status == OutputVerdict::Status::kMismatch && o.expected)
        sig.add(sdpa_op(s, r.run.backend), o.name, *o.expected, o.actual);
  }
  if (s.kernels_elsewhere) return;  // kernels of another device judge nothing of this graph's
  // each backend's kernel against its own meta
  for (const auto& c : s.contracts)
    if (c.primary.state == ContractState::kBreaks)
      for (const auto& d : c.primary.diffs) sig.add(sdpa_op(s, c.backend), d.name, d.meta, d.real);
}

void add_op(const OpVerdict& o, Signatures& sig) {
  if (!o.call) return;
  sig.device = o.call->device();
  for (const auto& out : o.outputs)
    if (out.status == OutputVerdict::Status::kMismatch && out.expected)
      sig.add(o.call->op, out.name, *out.expected, out.actual);
  if (o.fake.state == ContractState::kBreaks)
    for (const auto& d : o.fake.diffs) sig.add(o.call->op, d.name, d.meta, d.real);
}

}  // namespace

void add_seen_before(const Recording& recording, const Verdict& verdict, Answer& answer) {
  // a kernel the run registered over torch's (its log shows it), or one a Python implementation swapped in: not
  // torch's kernel, so no issue of torch's kernels is claimed
  if (answer.whose == Whose::kSwappedKernel || answer.why.reason == WhoseFinding::Reason::kOverridden ||
      !verdict.overrides.empty())
    return;
  Signatures sig;
  sig.torch = run_torch(recording);
  for (const auto& s : verdict.sites) add_site(s, sig);
  for (const auto& o : verdict.ops) add_op(o, sig);
  answer.seen_before = std::move(sig.matches);
}

}  // namespace stridecheck
