#include "recording/saved_values.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/text.h"
#include "recording/recording.h"

namespace stridecheck {

std::string aot_id(const std::string& graph) {
  const size_t sp = graph.rfind(' ');
  return sp == std::string::npos ? graph : graph.substr(sp + 1);
}

std::string forward_id_of(const std::string& graph) {
  const std::string id = aot_id(graph);
  static constexpr std::string_view kBackward = "_backward";
  return id.ends_with(kBackward) ? id.substr(0, id.size() - kBackward.size()) + "_forward" : "";
}

namespace {

// The forward graph of the same AOT ID whose return was read: the only one, or the only one in the same file.
const GraphInfo* forward_of(const Recording& r, const GraphInfo& bwd) {
  const std::string want = forward_id_of(bwd.graph);
  if (want.empty() || bwd.inputs.empty()) return nullptr;
  std::vector<const GraphInfo*> found, same_file;
  for (const auto& g : r.graphs)
    if (aot_id(g.graph) == want && g.return_line > 0) {
      found.push_back(&g);
      if (g.file == bwd.file) same_file.push_back(&g);
    }
  if (found.size() == 1) return found.front();
  return same_file.size() == 1 ? same_file.front() : nullptr;
}

// The layout the backward graph asserts for its input `name` (its input asserts), if any.
const AssertRecord* input_assert(const Recording& r, const GraphInfo& bwd, const std::string& name) {
  for (const auto& a : r.asserts)
    if (a.graph == bwd.graph && a.file == bwd.file && a.buffer == name && a.op.empty() &&
        a.kind == AssertRecord::Kind::kSizeStride)
      return &a;
  return nullptr;
}

// Each saved backward input, by name, with the forward's returned view it takes (where that is a view whose offset
// the forward states). The saved values are the backward's inputs before its tangents: the forward's last returns,
// the saved sizes last there and first in the backward; their number is the smallest that every input assert
// confirms (at least one confirming, none contradicting).
std::map<std::string, const ReturnedValue*> pairs_of(const Recording& r, const GraphInfo& bwd, const GraphInfo& fwd) {
  size_t saved = 0;
  while (saved < bwd.inputs.size() && !bwd.inputs[saved].starts_with("tangents_") && bwd.inputs[saved] != "bwd_seed" &&
         bwd.inputs[saved] != "bwd_base_offset")
    ++saved;
  const size_t returned = fwd.returned.size();
  if (saved == 0 || saved > returned) return {};
  for (size_t syms = 0; syms < saved; ++syms) {
    std::map<std::string, const ReturnedValue*> out;
    size_t confirmed = 0;
    bool contradicted = false;
    for (size_t i = 0; i + syms < saved && !contradicted; ++i) {
      const std::string& name = bwd.inputs[syms + i];
      const ReturnedValue& v = fwd.returned[returned - saved + i];
      if (!v.view) continue;
      if (const AssertRecord* a = input_assert(r, bwd, name)) {
        if (a->sizes != v.tensor.sizes || a->strides != v.tensor.strides) contradicted = true;
        ++confirmed;
      }
      if (v.tensor.offset_stated && v.tensor.storage_offset.value && v.tensor.storage_offset.expr.empty() &&
          !name.empty())
        out[name] = &v;
    }
    if (!contradicted && confirmed > 0) return out;
  }
  return {};
}

template <typename Site>
void link_args(Site& s, const GraphInfo& bwd, const GraphInfo& fwd,
               const std::map<std::string, const ReturnedValue*>& pairs, std::vector<SavedValueLink>& found) {
  if (s.source.graph != bwd.graph || s.source.file != bwd.file) return;
  for (auto& a : s.args) {
    if (!a.value.is_tensor()) continue;
    TensorLayout& t = a.value.tensor;
    const bool from_input =
        std::any_of(a.chain.begin(), a.chain.end(), [](const ChainStep& c) { return c.what == StepKind::kGraphInput; });
    auto it = pairs.find(t.storage);
    if (!from_input || t.offset_stated || it == pairs.end() || !t.storage_offset.value ||
        !t.storage_offset.expr.empty())
      continue;
    const ReturnedValue& v = *it->second;
    auto sum = checked_add(*t.storage_offset.value, *v.tensor.storage_offset.value);
    if (!sum || v.tensor.dtype != t.dtype) continue;
    SavedValueLink l{s.id,
                     a.name,
                     t.storage,
                     bwd.graph,
                     fwd.graph,
                     fwd.file,
                     fwd.return_line,
                     v.tensor.storage,
                     *v.tensor.storage_offset.value,
                     *sum,
                     {}};
    for (const auto& [name, other] : pairs)
      if (name != t.storage && other->tensor.storage == v.tensor.storage && other->tensor.dtype == v.tensor.dtype)
        l.with.push_back(name);
    t.storage_offset = SymInt::known(*sum);
    t.offset_stated = true;
    if (!l.with.empty())
      t.storage = aot_id(fwd.graph) + ":" + v.tensor.storage;  // one storage in a replay, as in the run
    found.push_back(std::move(l));
  }
}

}  // namespace

void link_saved_values(Recording& r) {
  for (const auto& bwd : r.graphs) {
    const GraphInfo* fwd = forward_of(r, bwd);
    if (!fwd) continue;
    const auto pairs = pairs_of(r, bwd, *fwd);
    if (pairs.empty()) continue;
    for (auto& s : r.call_sites) link_args(s, bwd, *fwd, pairs, r.saved_links);
    for (auto& s : r.op_calls) link_args(s, bwd, *fwd, pairs, r.saved_links);
  }
}

}  // namespace stridecheck
