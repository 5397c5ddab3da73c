#include "advice/fix_variants.h"

#include <algorithm>
#include <map>
#include <set>

#include "layout/dtype.h"

namespace stridecheck {

namespace {

// The tensor arguments' concrete layouts (nullopt for the whole call when one is not concrete).
std::optional<std::vector<Layout>> tensor_layouts(const OpCall& c) {
  std::vector<Layout> out;
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    auto l = a.value.tensor.concrete();
    if (!l) return std::nullopt;
    out.push_back(*l);
  }
  return out;
}

// A size of 1 that broadcasts: another tensor of the same rank is larger at that dim.
bool broadcasts(const std::vector<Layout>& all, const Layout& l, size_t d) {
  if (l.sizes[d] != 1) return false;
  return std::any_of(all.begin(), all.end(), [&](const Layout& o) { return o.rank() == l.rank() && o.sizes[d] > 1; });
}

// One shape map: each distinct size value to another, injective, none a multiple of 128, multiples of 8 kept so.
std::map<int64_t, int64_t> size_map(const std::set<int64_t>& values, bool larger) {
  std::map<int64_t, int64_t> out;
  std::set<int64_t> taken;
  for (int64_t v : values) {
    const bool aligned = v % 8 == 0;
    int64_t m = larger ? (aligned ? v + 8 * std::max<int64_t>(1, v / 32) : v + v / 4 + 1)
                       : (aligned ? std::max<int64_t>(8, (v / 2) / 8 * 8) : v / 2 + 3);
    const int64_t step = aligned ? 8 : 1;
    while (m <= 1 || m % 128 == 0 || taken.count(m) || (!out.empty() && m <= out.rbegin()->second)) m += step;
    out[v] = m;
    taken.insert(m);
  }
  return out;
}

int64_t bytes_of(const OpCall& c) {
  std::map<std::string, int64_t> need;  // storage -> bytes
  for (const auto& a : c.args) {
    if (!a.value.is_tensor()) continue;
    auto l = a.value.tensor.concrete();
    if (!l) continue;
    auto d = find_dtype(a.value.tensor.dtype.empty() ? "float32" : a.value.tensor.dtype);
    const int64_t item = d ? d->itemsize : 4;
    auto e = storage_extent(*l);
    int64_t& n = need[a.value.tensor.storage.empty() ? a.name : a.value.tensor.storage];
    n = std::max(n, e.value_or(0) * item);
  }
  int64_t total = 0;
  for (const auto& [k, n] : need) total += n;
  return total;
}

std::vector<int64_t> first_sizes(const OpCall& c) {
  for (const auto& a : c.args)
    if (a.value.is_tensor())
      if (auto l = a.value.tensor.concrete()) return l->sizes;
  return {};
}

void set_layout(TensorLayout& t, const Layout& l) {
  t.sizes = known_syms(l.sizes);
  t.strides = known_syms(l.strides);
  t.storage_offset = SymInt::known(l.storage_offset);
}

// The call at new sizes (`map`: nullptr keeps them), with the graph's layouts or contiguous ones (`mixed`: every
// other tensor input contiguous, the rest the graph's).
OpCall variant_of(const OpCall& c, const std::vector<Layout>& all, const std::map<int64_t, int64_t>* map,
                  bool contiguous, const std::string& id, bool mixed = false) {
  OpCall v = c;
  v.id = c.id + "~" + id;
  v.expected_outputs.clear();
  size_t n = 0;
  for (auto& a : v.args) {
    if (!a.value.is_tensor()) continue;
    if (mixed) contiguous = n++ % 2 == 0;
    const Layout l = *a.value.tensor.concrete();
    std::vector<int64_t> sizes = l.sizes;
    if (map)
      for (size_t d = 0; d < sizes.size(); ++d)
        if (!broadcasts(all, l, d) && map->count(sizes[d])) sizes[d] = map->at(sizes[d]);
    const Layout laid = contiguous ? Layout{sizes, contiguous_strides(sizes), 0} : scaled_view(l, sizes);
    set_layout(a.value.tensor, laid);
    if (contiguous) a.value.tensor.storage = a.name + "~contiguous";  // a fresh storage of its own
  }
  return v;
}

// A size that one value alone becomes: much smaller (8, or 3 where it is not a multiple of 8) or much larger (about
// four times), none a multiple of 128 and none another size of the call; `v` itself where it has no smaller one.
int64_t alone_size(int64_t v, bool larger, const std::set<int64_t>& values) {
  const bool aligned = v % 8 == 0;
  const int64_t step = aligned ? 8 : 1;
  int64_t m = larger ? 4 * v + step : (aligned ? 8 : 3);
  while (values.count(m) || m % 128 == 0) m += step;
  return larger || m < v ? m : v;
}

// `sizes` laid out as another caller would: channels_last (4-D), channels_last_3d (5-D), or the last two dims
// swapped (2-D, 3-D: a transposed view of a contiguous tensor); nullopt for other ranks.
std::optional<Layout> relaid(const std::vector<int64_t>& sizes, FixShape::Relaid how) {
  const size_t r = sizes.size();
  std::vector<size_t> order;  // outermost first
  if (how == FixShape::Relaid::kChannelsLast && (r == 4 || r == 5)) {
    order.push_back(0);
    for (size_t d = 2; d < r; ++d) order.push_back(d);
    order.push_back(1);
  } else if (how == FixShape::Relaid::kSwapped && (r == 2 || r == 3)) {
    for (size_t d = 0; d + 2 < r; ++d) order.push_back(d);
    order.push_back(r - 1);
    order.push_back(r - 2);
  } else {
    return std::nullopt;
  }
  Layout l{sizes, std::vector<int64_t>(r, 0), 0};
  int64_t step = 1;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    l.strides[*it] = step;
    step *= std::max<int64_t>(1, sizes[*it]);
  }
  return l;
}

// The call at its recorded sizes with its inputs relaid (`only`: that argument alone, -1: each one that can be; the
// rest contiguous); nullopt where no input can be.
std::optional<OpCall> relaid_call(const OpCall& c, FixShape::Relaid how, int only, const std::string& id) {
  OpCall v = c;
  v.id = c.id + "~" + id;
  v.expected_outputs.clear();
  bool any = false;
  for (size_t i = 0; i < v.args.size(); ++i) {
    auto& a = v.args[i];
    if (!a.value.is_tensor()) continue;
    const Layout l = *a.value.tensor.concrete();
    auto r = only < 0 || static_cast<size_t>(only) == i ? relaid(l.sizes, how) : std::nullopt;
    any |= r.has_value();
    set_layout(a.value.tensor, r.value_or(Layout{l.sizes, contiguous_strides(l.sizes), 0}));
    a.value.tensor.storage = a.name + "~" + id;  // a fresh storage of its own
  }
  if (!any) return std::nullopt;
  return v;
}

}  // namespace

Layout scaled_view(const Layout& rec, const std::vector<int64_t>& sizes) {
  Layout out{sizes, std::vector<int64_t>(rec.rank(), 0), 0};
  std::vector<size_t> order = memory_order(rec);
  std::reverse(order.begin(), order.end());  // innermost first
  int64_t rec_ext = 1, new_ext = 1;          // the extent of the dims inside this one, recorded and new
  bool first = true;
  std::vector<std::pair<int64_t, int64_t>> extents;  // (recorded, new) extent of each real dim, innermost first
  for (size_t d : order) {
    const int64_t s = rec.strides[d];
    if (rec.sizes[d] > 1 && s == 0) continue;  // broadcast: stays 0
    if (rec.sizes[d] == 1) {                   // its stride said nothing: dense in its place
      out.strides[d] = new_ext;
      new_ext *= sizes[d];
      continue;
    }
    int64_t n;
    if (first)
      n = s * std::max<int64_t>(1, new_ext);  // the innermost: its step kept
    else if (s == rec_ext)
      n = new_ext;
    else if (rec_ext > 0 && s > rec_ext && s % rec_ext == 0)
      n = s / rec_ext * new_ext;  // a row k times as wide
    else if (s > rec_ext)
      n = new_ext + (s - rec_ext);  // the same elements wider
    else
      n = new_ext;  // overlapping: made dense
    out.strides[d] = n;
    rec_ext = s * rec.sizes[d];
    new_ext = n * sizes[d];
    extents.push_back({rec_ext, new_ext});
    first = false;
  }
  // the offset: the same number of rows of the widest dim whose extent divides it (q, k, v of one qkv buffer)
  if (rec.storage_offset > 0)
    for (auto it = extents.rbegin(); it != extents.rend(); ++it)
      if (it->first > 0 && rec.storage_offset % it->first == 0) {
        out.storage_offset = rec.storage_offset / it->first * it->second;
        break;
      }
  return out;
}

namespace {

// Each size value on its own, much smaller and much larger (a kernel whose layout follows one dim's size), and the
// inputs relaid as other callers lay them out (channels_last; the last two dims swapped, all inputs and each alone).
template <typename Add>
void add_alone_and_relaid(std::vector<PlannedVariant>& out, const OpCall& call, const std::vector<Layout>& all,
                          const std::set<int64_t>& values, bool all_contiguous, Add add) {
  for (int64_t v : values)
    for (bool larger : {false, true}) {
      const int64_t m = alone_size(v, larger, values);
      if (m == v) continue;
      const std::map<int64_t, int64_t> map{{v, m}};
      const std::string id = std::string(larger ? "larger-" : "smaller-") + std::to_string(v);
      const size_t before = out.size();
      add(variant_of(call, all, &map, all_contiguous, id), id, false, all_contiguous);
      if (out.size() > before) out.back().shape.one_size = true;
    }
  auto relay = [&](FixShape::Relaid how, int only, const std::string& id) {
    auto v = relaid_call(call, how, only, id);
    if (!v) return;
    const size_t before = out.size();
    add(*v, id, true, false);
    if (out.size() == before) return;
    out.back().shape.relaid = how;
    out.back().shape.relaid_input = only;
  };
  relay(FixShape::Relaid::kChannelsLast, -1, "channels-last");
  relay(FixShape::Relaid::kSwapped, -1, "swapped");
  std::vector<int> swappable;
  for (size_t i = 0; i < call.args.size(); ++i)
    if (call.args[i].value.is_tensor() &&
        relaid(call.args[i].value.tensor.concrete()->sizes, FixShape::Relaid::kSwapped))
      swappable.push_back(static_cast<int>(i));
  if (swappable.size() >= 2 && swappable.size() <= 3)
    for (int i : swappable) relay(FixShape::Relaid::kSwapped, i, "swapped-" + std::to_string(i));
}

}  // namespace

std::vector<PlannedVariant> fix_variants(const OpCall& call, const std::vector<const OpCall*>& others,
                                         int64_t max_bytes) {
  std::vector<PlannedVariant> out;
  auto all = tensor_layouts(call);
  if (!all || all->empty()) return out;
  auto add = [&](const OpCall& v, const std::string& id, bool recorded, bool contiguous) {
    if (bytes_of(v) > max_bytes) return;
    FixShape shape;
    shape.id = id;
    shape.sizes = first_sizes(v);
    shape.recorded_sizes = recorded;
    shape.contiguous = contiguous;
    out.push_back({{id, v}, shape});
  };
  const bool all_contiguous =
      std::all_of(all->begin(), all->end(), [](const Layout& l) { return is_contiguous(l) && l.storage_offset == 0; });
  OpCall recorded = call;
  recorded.id = call.id + "~recorded";
  recorded.expected_outputs.clear();
  add(recorded, "recorded", true, all_contiguous);
  if (!all_contiguous) add(variant_of(call, *all, nullptr, true, "contiguous"), "contiguous", true, true);
  // inputs of one layout hide which of them an output follows: every other one contiguous tells them apart
  const auto unusual = std::count_if(all->begin(), all->end(), [](const Layout& l) { return !is_contiguous(l); });
  if (unusual >= 2) {
    add(variant_of(call, *all, nullptr, false, "mixed", true), "mixed", true, false);
    out.back().shape.mixed = out.back().variant.id == "mixed";
  }
  std::set<int64_t> values;
  for (const auto& l : *all)
    for (size_t d = 0; d < l.rank(); ++d)
      if (!broadcasts(*all, l, d)) values.insert(l.sizes[d]);
  values.erase(0);  // an empty dim stays empty
  for (bool larger : {false, true}) {
    const auto map = size_map(values, larger);
    const std::string id = larger ? "larger" : "smaller";
    add(variant_of(call, *all, &map, all_contiguous, id), id, false, all_contiguous);
    if (!all_contiguous) add(variant_of(call, *all, &map, true, id + "-contiguous"), id + "-contiguous", false, true);
  }
  add_alone_and_relaid(out, call, *all, values, all_contiguous, add);
  // each bool argument of a custom op flipped, at the recorded sizes and layouts (a kernel's layout can follow a
  // flag; an aten op's flags change what it computes: onesided, upper)
  for (size_t i = 0; i < call.args.size() && !call.is_aten(); ++i) {
    if (call.args[i].value.kind != ArgValue::Kind::kBool) continue;
    OpCall v = call;
    const std::string id = "flipped-" + std::to_string(i);
    v.id = call.id + "~" + id;
    v.expected_outputs.clear();
    v.args[i].value.b = !v.args[i].value.b;
    v.args[i].expr = v.args[i].value.b ? "True" : "False";
    const size_t before = out.size();
    add(v, id, true, all_contiguous);
    if (out.size() > before)
      out.back().shape.flipped = call.args[i].name, out.back().shape.flipped_to = v.args[i].value.b;
  }
  // every other call of the op, each with its own sizes and layouts
  size_t k = 0;
  for (const OpCall* o : others) {
    if (o == nullptr || o->op != call.op || !tensor_layouts(*o)) continue;
    OpCall v = *o;
    const std::string id = "call-" + std::to_string(k++);
    v.id = o->id + "~" + id;
    v.expected_outputs.clear();
    const size_t before = out.size();
    add(v, id, false, false);
    if (out.size() > before) out.back().shape.other_call = o->id;
  }
  return out;
}

}  // namespace stridecheck
