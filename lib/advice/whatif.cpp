#include "advice/whatif.h"

#include <algorithm>
#include <cstdio>
#include <optional>

#include "core/text.h"
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

std::string ms(double v) {
  char t[32];
  std::snprintf(t, sizeof t, "%.3g", v);
  return t;
}

// "flash safe (was breaks), forward 0.03 ms (was 0.031), efficient cannot serve (torch's chooser: ...)"
std::string contracts_after(const SiteVerdict& before, const SiteVerdict& after) {
  std::vector<std::string> parts;
  for (const auto& c : after.contracts) {
    if (c.backend == Backend::kMath) continue;
    const BackendContract* was_c = before.contract(c.backend);
    std::string was = was_c ? std::string(contract_name(was_c->primary.state)) : "?";
    std::string is(contract_name(c.primary.state));
    std::string p =
        std::string(backend_name(c.backend)) + " " + (was == is ? "stays " + is : is + " (was " + was + ")");
    if (c.primary.state == ContractState::kCannotServe) p += " (" + c.primary.reason + ")";
    if (c.fwd_ms && was_c && was_c->fwd_ms) p += ", forward " + ms(*c.fwd_ms) + " ms (was " + ms(*was_c->fwd_ms) + ")";
    parts.push_back(p);
  }
  return join(parts, ", ");
}

struct Planned {
  std::string site;    // the recorded call site
  std::string change;  // "with key and value made contiguous"
  std::string id;      // the variant's call site
};

std::string copies_text(const SiteVerdict& v, const CallSite& variant) {
  if (variant.copied_from.empty()) return "; no copy: nothing is made contiguous";
  double mb = static_cast<double>(copy_bytes(variant.copied_from)) / 1e6;
  std::optional<double> copy_ms;  // timed by the variant's replay (with --repeat), from the recorded layouts
  for (const auto& r : v.runs)
    if (!copy_ms && r.run.copy_ms) copy_ms = r.run.copy_ms;
  char copy[128];
  if (copy_ms)
    std::snprintf(copy, sizeof copy, "; the copies take %.3g ms (about %.1f MB)", *copy_ms, mb);
  else
    std::snprintf(copy, sizeof copy,
                  "; the copies move about %.1f MB (not timed in this run; replay --repeat N times them)", mb);
  return copy;
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
      planned.push_back({sv.call_site, "with " + join_and(changed) + " made contiguous before the call", c.id});
      variants.call_sites.push_back(std::move(c));
    }
    if (auto g = gqa_variant(*sv.site)) {
      planned.push_back({sv.call_site,
                         "with key and value passed un-expanded (one head each) and enable_gqa=True, instead of "
                         "expanded over the heads",
                         g->id});
      variants.call_sites.push_back(std::move(*g));
    }
  }
  if (planned.empty()) return;
  if (!kernels) {  // nothing here can judge a kernel: say what a GPU run verifies
    std::vector<std::string> changes;
    for (const auto& p : planned)
      if (!explained_by_stale_graph(verdict, p.site)) changes.push_back(p.change + " at " + p.site);
    if (changes.empty()) return;
    verdict.answer.what_if.push_back(
        "not replayed here (no kernel ran): on a machine with the recorded device the "
        "same command replays each of these and judges every backend's kernel against "
        "its meta: " +
        join(changes, "; "));
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
      if (s.call_site == p.site) before = &s;
    for (const auto& a : after.sites)
      if (a.call_site == p.id) v = &a;
    const CallSite* variant = variants.find(p.id);
    if (!before || !v || !variant) continue;
    std::string parts = contracts_after(*before, *v);
    if (parts.empty()) continue;
    verdict.answer.what_if.push_back(p.change + " at " + p.site + ": " + parts + copies_text(*v, *variant));
  }
}

}  // namespace stridecheck
