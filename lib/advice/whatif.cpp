#include "advice/whatif.h"

#include <algorithm>
#include <optional>

#include "core/text.h"
#include "layout/dtype.h"

namespace stridecheck {

CallSite contiguous_variant(const CallSite& site) {
  CallSite c = site;
  c.id = site.id + "+contiguous";
  c.expected_outputs.clear();
  for (const auto& a : site.args)
    if (a.value.is_tensor() && (a.name == "query" || a.name == "key" || a.name == "value")) c.copied_from.push_back(a);
  for (auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    if (a.name != "query" && a.name != "key" && a.name != "value" && a.name != "out") continue;
    TensorLayout& t = a.value.tensor;
    auto sizes = known_values(t.sizes);
    if (!sizes) continue;
    t.strides = known_syms(contiguous_strides(*sizes));
    t.storage_offset = SymInt::known(0);
    t.storage = a.name + "+contiguous";
  }
  return c;
}

namespace {

bool needs_fix(const SiteVerdict& sv) {
  if (sv.recorded_broke_graph) return true;
  return std::any_of(sv.contracts.begin(), sv.contracts.end(),
                     [](const BackendContract& c) { return c.primary.state == ContractState::kBreaks; });
}

int64_t copy_bytes(const CallSite& site) {
  int64_t total = 0;
  for (const char* n : {"query", "key", "value"})
    if (const Arg* a = site.arg(n); a && a->value.is_tensor())
      if (auto s = known_values(a->value.tensor.sizes); s)
        if (auto count = numel(*s); count)
          if (auto d = find_dtype(a->value.tensor.dtype.empty() ? "float32" : a->value.tensor.dtype))
            total += 2 * *count * d->itemsize;  // read and written once each
  return total;
}

}  // namespace

void add_what_if(Verdict& verdict, const Recording& recording, ReplayOptions options) {
  // only where the kernels ran here (a fix is judged on kernels and metas alike)
  bool kernels = false;
  for (const auto& sv : verdict.sites)
    for (const auto& c : sv.contracts) kernels |= c.kernel_ran && !c.from_log;
  if (!kernels) return;
  Recording variants;
  for (const auto& sv : verdict.sites)
    if (sv.site && needs_fix(sv)) variants.call_sites.push_back(contiguous_variant(*sv.site));
  if (variants.call_sites.empty()) return;
  variants.inputs = recording.inputs;
  options.only_sites.clear();
  options.progress = nullptr;
  ReplayResult rr = replay(variants, options);
  Verdict after = judge(variants, rr, options.priority);
  for (const auto& sv : verdict.sites) {
    if (!sv.site || !needs_fix(sv)) continue;
    const SiteVerdict* v = nullptr;
    for (const auto& a : after.sites)
      if (a.call_site == sv.call_site + "+contiguous") v = &a;
    if (!v) continue;
    std::vector<std::string> parts;
    for (const auto& c : v->contracts) {
      if (c.backend == Backend::kMath) continue;
      const BackendContract* before = sv.contract(c.backend);
      std::string was = before ? std::string(contract_name(before->primary.state)) : "?";
      std::string is(contract_name(c.primary.state));
      std::string p =
          std::string(backend_name(c.backend)) + " " + (was == is ? "stays " + is : is + " (was " + was + ")");
      if (c.fwd_ms && before && before->fwd_ms) {
        char t[96];
        std::snprintf(t, sizeof t, ", forward %.3g ms (was %.3g)", *c.fwd_ms, *before->fwd_ms);
        p += t;
      }
      parts.push_back(p);
    }
    if (parts.empty()) continue;
    double mb = static_cast<double>(copy_bytes(*sv.site)) / 1e6;
    std::optional<double> copy_ms;  // timed by the variant's replay (with --repeat), from the recorded layouts
    for (const auto& r : v->runs)
      if (!copy_ms && r.run.copy_ms) copy_ms = r.run.copy_ms;
    char copy[128];
    if (copy_ms)
      std::snprintf(copy, sizeof copy, "; the copies take %.3g ms (about %.1f MB)", *copy_ms, mb);
    else
      std::snprintf(copy, sizeof copy,
                    "; the copies move about %.1f MB (not timed in this run; replay --repeat N times them)", mb);
    verdict.answer.what_if.push_back("with query, key and value made contiguous before the call at " + sv.call_site +
                                     ": " + join(parts, ", ") + copy);
  }
}

}  // namespace stridecheck
