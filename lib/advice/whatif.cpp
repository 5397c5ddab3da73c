#include "advice/whatif.h"

#include <algorithm>
#include <optional>

#include "layout/dtype.h"

namespace stridecheck {

namespace {

bool is_qkv(const std::string& name) { return name == "query" || name == "key" || name == "value"; }

bool contiguous_now(const TensorLayout& t) {
  auto l = t.concrete();
  return l && is_contiguous(*l) && l->storage_offset == 0;
}

void make_contiguous(TensorLayout& t, const std::string& storage) {
  auto sizes = known_values(t.sizes);
  if (!sizes) return;
  t.strides = known_syms(contiguous_strides(*sizes));
  t.storage_offset = SymInt::known(0);
  t.storage = storage;
}

// Broadcast over heads: a 4-D (B, H, S, D) tensor with H > 1 and stride 0 there.
bool broadcast_over_heads(const TensorLayout& t) {
  auto l = t.concrete();
  return l && l->rank() == 4 && l->sizes[1] > 1 && l->strides[1] == 0;
}

}  // namespace

CallSite contiguous_variant(const CallSite& site, std::vector<std::string>* changed) {
  CallSite c = site;
  c.id = site.id + "+contiguous";
  c.expected_outputs.clear();
  bool any = false;
  for (const auto& a : site.args)
    if (a.value.is_tensor() && is_qkv(a.name) && !contiguous_now(a.value.tensor)) {
      c.copied_from.push_back(a);
      if (changed) changed->push_back(a.name);
      any = true;
    }
  for (auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    const bool copied =
        std::any_of(c.copied_from.begin(), c.copied_from.end(), [&](const Arg& from) { return from.name == a.name; });
    // the forward's out follows its inputs: a contiguous one, where the inputs change
    if (copied || (any && a.name == "out")) make_contiguous(a.value.tensor, a.name + "+contiguous");
  }
  return c;
}

std::optional<CallSite> gqa_variant(const CallSite& site) {
  const Arg* k = site.arg("key");
  const Arg* v = site.arg("value");
  if (!k || !v || !k->value.is_tensor() || !v->value.is_tensor()) return std::nullopt;
  if (!broadcast_over_heads(k->value.tensor) || !broadcast_over_heads(v->value.tensor)) return std::nullopt;
  CallSite c = site;
  c.id = site.id + "+gqa";
  c.expected_outputs.clear();
  for (auto& a : c.args) {
    if (!a.value.is_tensor() || (a.name != "key" && a.name != "value")) continue;
    a.value.tensor.sizes[1] = SymInt::known(1);
    make_contiguous(a.value.tensor, a.name + "+gqa");
  }
  return c;
}

namespace {

bool needs_fix(const SiteVerdict& sv) {
  if (sv.recorded_broke_graph) return true;
  return std::any_of(sv.contracts.begin(), sv.contracts.end(),
                     [](const BackendContract& c) { return c.primary.state == ContractState::kBreaks; });
}

// A site whose graph asserts what the user's torch's meta of its backend does not predict, while that meta agrees
// with the kernel (from the log): the fix is to recompile, not to change the inputs.
bool explained_by_stale_graph(const Verdict& v, const std::string& site) {
  for (const auto& sv : v.sites)
    if (sv.call_site == site && sv.site && sv.graph_meta == GraphMeta::kDiffers)
      if (const BackendContract* c = sv.contract(sv.site->backend); c && c->primary.state == ContractState::kSafe)
        return true;
  return false;
}

// Bytes `.contiguous()` of `copied` reads and writes.
int64_t copy_bytes(const std::vector<Arg>& copied) {
  int64_t total = 0;
  for (const auto& a : copied)
    if (auto s = known_values(a.value.tensor.sizes); s)
      if (auto count = numel(*s); count)
        if (auto d = find_dtype(a.value.tensor.dtype.empty() ? "float32" : a.value.tensor.dtype))
          total += 2 * *count * d->itemsize;  // read and written once each
  return total;
}

// Each fused backend's contract after the change, against before.
std::vector<WhatIfResult::After> contracts_after(const SiteVerdict& before, const SiteVerdict& after) {
  std::vector<WhatIfResult::After> out;
  for (const auto& c : after.contracts) {
    if (c.backend == Backend::kMath) continue;
    const BackendContract* was_c = before.contract(c.backend);
    WhatIfResult::After a;
    a.backend = c.backend;
    a.is = c.primary.state;
    if (was_c) a.was = was_c->primary.state;
    if (c.primary.state == ContractState::kCannotServe) a.reason = c.primary.reason;
    if (c.fwd_ms && was_c && was_c->fwd_ms) {
      a.fwd_ms = c.fwd_ms;
      a.was_fwd_ms = was_c->fwd_ms;
    }
    out.push_back(std::move(a));
  }
  return out;
}

struct Planned {
  WhatIfChange change;
  std::string id;  // the variant's call site
};

// The copies the variant makes: their bytes, and their time where the variant's replay timed them (with --repeat).
void copies_of(const SiteVerdict& v, const CallSite& variant, WhatIfResult& r) {
  r.copies = !variant.copied_from.empty();
  if (!r.copies) return;
  r.copy_bytes = copy_bytes(variant.copied_from);
  for (const auto& run : v.runs)
    if (!r.copy_ms && run.run.copy_ms) r.copy_ms = run.run.copy_ms;
}

}  // namespace

void add_what_if(Verdict& verdict, const Recording& recording, ReplayOptions options) {
  bool kernels = false;
  for (const auto& sv : verdict.sites)
    for (const auto& c : sv.contracts) kernels |= c.kernel_ran && !c.from_log;
  Recording variants;
  std::vector<Planned> planned;
  for (const auto& sv : verdict.sites) {
    if (!sv.site || !needs_fix(sv)) continue;
    std::vector<std::string> changed;
    CallSite c = contiguous_variant(*sv.site, &changed);
    if (!changed.empty()) {
      planned.push_back({{WhatIfChange::Kind::kContiguous, changed, sv.call_site}, c.id});
      variants.call_sites.push_back(std::move(c));
    }
    if (auto g = gqa_variant(*sv.site)) {
      planned.push_back({{WhatIfChange::Kind::kGqa, {"key", "value"}, sv.call_site}, g->id});
      variants.call_sites.push_back(std::move(*g));
    }
  }
  if (planned.empty()) return;
  if (!kernels) {  // nothing here can judge a kernel: say what a GPU run verifies
    for (const auto& p : planned)
      if (!explained_by_stale_graph(verdict, p.change.call_site))
        verdict.answer.what_if.not_replayed.push_back(p.change);
    return;
  }
  variants.inputs = recording.inputs;
  options.what.only_sites.clear();
  options.how.progress = nullptr;
  ReplayResult rr = replay(variants, options);
  Verdict after = judge(variants, rr, options.what.priority);
  for (const auto& p : planned) {
    const SiteVerdict* before = nullptr;
    const SiteVerdict* v = nullptr;
    for (const auto& s : verdict.sites)
      if (s.call_site == p.change.call_site) before = &s;
    for (const auto& a : after.sites)
      if (a.call_site == p.id) v = &a;
    const CallSite* variant = variants.find(p.id);
    if (!before || !v || !variant) continue;
    WhatIfResult r;
    r.change = p.change;
    r.after = contracts_after(*before, *v);
    if (r.after.empty()) continue;
    copies_of(*v, *variant, r);
    verdict.answer.what_if.replayed.push_back(std::move(r));
  }
}

}  // namespace stridecheck
