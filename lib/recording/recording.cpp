#include "recording/recording.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/names.h"
#include "core/text.h"
#include "layout/describe.h"
#include "layout/dtype.h"

namespace stridecheck {

namespace {
constexpr std::pair<StepKind, std::string_view> kStepNames[] = {
    {StepKind::kGraphInput, "graph input"},   {StepKind::kAllocated, "allocated"}, {StepKind::kWrittenBy, "written by"},
    {StepKind::kMadeBy, "made by"},           {StepKind::kOutput, "output"},       {StepKind::kView, "view"},
    {StepKind::kUnknownBase, "unknown base"}, {StepKind::kFxNode, "fx node"}};

// The first of `items` whose `key` is `want`, or nullptr.
template <class T>
const T* find_by(const std::vector<T>& items, std::string T::*key, std::string_view want) {
  for (const auto& x : items)
    if (x.*key == want) return &x;
  return nullptr;
}
}  // namespace

std::string_view step_name(StepKind k) { return name_in(kStepNames, k).value_or("?"); }

std::optional<StepKind> parse_step(std::string_view name) { return value_named(kStepNames, name); }

std::string SymInt::str() const {
  if (expr.empty()) return value ? std::to_string(*value) : "?";
  return value ? expr + "=" + std::to_string(*value) : expr;
}

std::optional<std::vector<int64_t>> known_values(const std::vector<SymInt>& v) {
  std::vector<int64_t> out;
  out.reserve(v.size());
  for (const auto& s : v) {
    if (!s.value) return std::nullopt;
    out.push_back(*s.value);
  }
  return out;
}

std::vector<SymInt> known_syms(const std::vector<int64_t>& v) {
  std::vector<SymInt> out;
  out.reserve(v.size());
  for (int64_t x : v) out.push_back(SymInt::known(x));
  return out;
}

std::string sym_tuple_str(const std::vector<SymInt>& v) {
  std::string out = "(";
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) out += ", ";
    out += v[i].str();
  }
  if (v.size() == 1) out += ",";
  return out + ")";
}

std::optional<Layout> TensorLayout::concrete() const {
  if (!layout_known) return std::nullopt;
  auto s = known_values(sizes);
  auto t = known_values(strides);
  if (!s || !t || !storage_offset.value || s->size() != t->size()) return std::nullopt;
  return Layout{*s, *t, *storage_offset.value};
}

bool is_known_device(std::string_view device) {
  auto colon = device.find(':');
  std::string_view type = device.substr(0, colon);
  static constexpr std::string_view kTypes[] = {"cpu", "cuda", "xpu", "mps", "mtia", "meta", "hpu", "privateuseone"};
  if (std::find(std::begin(kTypes), std::end(kTypes), type) == std::end(kTypes)) return false;
  if (colon == std::string_view::npos) return true;
  std::string_view index = device.substr(colon + 1);
  return !index.empty() && index.size() <= 4 &&
         std::all_of(index.begin(), index.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<std::string> tensor_problem(const TensorLayout& t, const Limits& limits) {
  if (!t.device.empty() && !is_known_device(t.device)) return "unknown device '" + printable(t.device, 40) + "'";
  if (t.storage_offset.value && *t.storage_offset.value < 0)
    return "negative storage offset " + std::to_string(*t.storage_offset.value);
  auto c = t.concrete();
  if (!c) return std::nullopt;
  auto extent = storage_extent(*c);
  auto d = find_dtype(t.dtype.empty() ? "float32" : t.dtype);
  std::optional<int64_t> bytes;
  if (extent && d) bytes = checked_mul(*extent, d->itemsize);
  if (!bytes || static_cast<uint64_t>(*bytes) > limits.max_tensor_bytes)
    return "the layout " + tuple_str(c->sizes) + " strides " + tuple_str(c->strides) + " needs " +
           (bytes ? std::to_string(*bytes) + " bytes" : std::string("more than 2^63 bytes")) +
           " of storage, over the limit max_tensor_bytes=" + std::to_string(limits.max_tensor_bytes);
  return std::nullopt;
}

std::string storage_key(const std::string& arg_name, const TensorLayout& t) {
  return (t.storage.empty() ? arg_name : t.storage) + "/" + t.dtype;
}

std::map<std::string, StorageNeed> storages_of(const std::vector<Arg>& args, std::vector<std::string>* problems) {
  std::map<std::string, StorageNeed> out;
  for (const auto& a : args) {
    if (!a.value.is_tensor()) continue;
    const auto& t = a.value.tensor;
    auto layout = t.concrete();
    auto extent = layout ? storage_extent(*layout) : std::nullopt;
    if (!extent) {
      if (problems)
        problems->push_back("the layout of " + a.name + (layout ? " overflows" : " is not known (" + t.storage + ")"));
      continue;
    }
    auto& need = out[storage_key(a.name, t)];
    need.dtype = t.dtype.empty() ? "float32" : t.dtype;
    need.elements = std::max(need.elements, *extent);
  }
  return out;
}

const Arg* CallSite::arg(std::string_view name) const { return find_by(args, &Arg::name, name); }

const ExpectedOutput* CallSite::expected(std::string_view name) const {
  return find_by(expected_outputs, &ExpectedOutput::name, name);
}

const OpSpec& CallSite::spec() const {
  const OpSpec* s = find_sdpa_op(op);
  if (!s) throw std::logic_error("call site " + id + " has an unknown op " + op);
  return *s;
}

const CallSite* Recording::find(std::string_view id) const { return find_by(call_sites, &CallSite::id, id); }

const OpCall* Recording::find_op(std::string_view id) const { return find_by(op_calls, &OpCall::id, id); }

std::string OpCall::ns() const { return op.substr(0, op.find("::")); }

std::string OpCall::device() const {
  for (const auto& a : args)
    if (a.value.is_tensor() && !a.value.tensor.device.empty()) return a.value.tensor.device;
  return "cpu";
}

const ExpectedOutput* OpCall::expected(size_t index) const {
  for (const auto& e : expected_outputs)
    if (e.index == index) return &e;
  return nullptr;
}

std::optional<std::string> qualified_op_name(std::string_view s) {
  auto is_ident = [](std::string_view p) {
    if (p.empty()) return false;
    for (char ch : p)
      if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_')) return false;
    return !std::isdigit(static_cast<unsigned char>(p[0]));
  };
  std::vector<std::string_view> parts;
  for (size_t at = 0;;) {
    size_t dot = s.find('.', at);
    parts.push_back(s.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at));
    if (dot == std::string_view::npos) break;
    at = dot + 1;
  }
  for (auto p : parts)
    if (!is_ident(p)) return std::nullopt;
  // extern_kernels.NAME: inductor's extern kernels are aten's ops by their names
  if (parts.size() == 2 && parts[0] == "extern_kernels") return "aten::" + std::string(parts[1]);
  size_t first = 0;
  if (parts.size() >= 3 && parts[0] == "torch" && parts[1] == "ops")
    first = 2;
  else if (parts.size() >= 2 && parts[0] == "aten")
    first = 0;
  else
    return std::nullopt;
  if (parts.size() - first < 2 || parts.size() - first > 3) return std::nullopt;
  std::string out = std::string(parts[first]) + "::" + std::string(parts[first + 1]);
  if (parts.size() - first == 3) out += "." + std::string(parts[first + 2]);
  return out;
}

void Recording::append(Recording&& o) {
  for (auto& c : o.call_sites) call_sites.push_back(std::move(c));
  for (auto& c : o.op_calls) op_calls.push_back(std::move(c));
  for (auto& g : o.graphs) graphs.push_back(std::move(g));
  for (auto& i : o.inputs) inputs.push_back(std::move(i));
  for (auto& i : o.extracted_from) extracted_from.push_back(std::move(i));
  for (auto& n : o.notes) notes.push_back(std::move(n));
  for (auto& u : o.unasserted_ops) unasserted_ops.push_back(std::move(u));
  if (!compiled_by && o.compiled_by) compiled_by = std::move(o.compiled_by);
  run_environment.merge(o.run_environment);
  for (auto& a : o.asserts) asserts.push_back(std::move(a));
  for (auto& f : o.fx_nodes) fx_nodes.push_back(std::move(f));
  if (!captured && o.captured) captured = std::move(o.captured);
  for (auto& l : o.saved_links) saved_links.push_back(std::move(l));
  for (auto& c : o.sibling_calls) sibling_calls.push_back(std::move(c));
}

void RunEnvironment::merge(const RunEnvironment& o) {
  auto take = [](RunFact& mine, const RunFact& theirs) {
    if (theirs.known() && (!mine.known() || (mine.from_path && !theirs.from_path))) mine = theirs;
  };
  using E = RunEnvironment;
  for (RunFact E::*fact : {&E::torch, &E::torch_cuda, &E::cuda_available, &E::cuda_runtime, &E::cudnn, &E::gpu,
                           &E::capability, &E::sms, &E::driver, &E::sdpa_priority, &E::python, &E::os, &E::triton})
    take(this->*fact, o.*fact);
  collect_env = collect_env || o.collect_env;
  for (const auto& k : o.overrides)
    if (std::none_of(overrides.begin(), overrides.end(),
                     [&](const KernelOverride& m) { return m.op == k.op && m.dispatch_key == k.dispatch_key; }))
      overrides.push_back(k);
}

std::string call_site_device(const CallSite& c) {
  for (const auto& a : c.args)
    if (a.value.is_tensor() && !a.value.tensor.device.empty()) return a.value.tensor.device;
  return "cpu";
}

const Arg* attention_mask(const CallSite& c) {
  for (const char* name : {"attn_bias", "attn_mask"})
    if (const Arg* a = c.arg(name); a && a->value.is_tensor()) return a;
  return nullptr;
}

std::optional<std::string> cannot_serve_by_table(const CallSite& c, Backend b) {
  if (b == c.backend) return std::nullopt;  // the graph called it: it served the call
  const BackendInfo& info = backend_info(b);
  if (const Arg* mask = attention_mask(c); mask && !info.takes_mask)
    return backend_title(b) + "'s op takes no attention mask and this call passes one (" + mask->name +
           "): scaled_dot_product_attention never hands a masked call to " + backend_title(b);
  const Arg* q = c.arg("query");
  if (info.half_only && q && q->value.is_tensor() && q->value.tensor.dtype != "float16" &&
      q->value.tensor.dtype != "bfloat16" && !q->value.tensor.dtype.empty())
    return backend_title(b) + " serves float16 and bfloat16 only, and this call's query is " + q->value.tensor.dtype;
  return std::nullopt;
}

bool is_training(const CallSite& c) {
  return c.direction == Direction::kBackward || c.source.graph.find("_forward") != std::string::npos;
}

std::optional<int64_t> input_bytes(const CallSite& site) {
  std::vector<std::string> problems;
  int64_t total = 0;
  for (const auto& [_, need] : storages_of(site.args, &problems)) {
    auto d = find_dtype(need.dtype);
    auto bytes = d ? checked_mul(need.elements, d->itemsize) : std::nullopt;
    auto sum = bytes ? checked_add(total, *bytes) : std::nullopt;
    if (!sum) return std::nullopt;
    total = *sum;
  }
  if (!problems.empty()) return std::nullopt;
  return total;
}

std::optional<double> attention_flops(const CallSite& site) {
  const Arg* q = site.arg("query");
  const Arg* k = site.arg("key");
  const Arg* v = site.arg("value");
  if (!q || !k || !v || !q->value.is_tensor() || !k->value.is_tensor() || !v->value.is_tensor()) return std::nullopt;
  auto qs = known_values(q->value.tensor.sizes);
  auto ks = known_values(k->value.tensor.sizes);
  auto vs = known_values(v->value.tensor.sizes);
  if (!qs || !ks || !vs || qs->size() != 4 || ks->size() != 4 || vs->size() != 4) return std::nullopt;
  double B = static_cast<double>((*qs)[0]), H = static_cast<double>((*qs)[1]);
  double Sq = static_cast<double>((*qs)[2]), D = static_cast<double>((*qs)[3]);
  double Skv = static_cast<double>((*ks)[2]), Dv = static_cast<double>((*vs)[3]);
  double flops = 2.0 * B * H * Sq * Skv * (D + Dv);
  const Arg* causal = site.arg("is_causal");
  if (causal && causal->value.kind == ArgValue::Kind::kBool && causal->value.b) flops /= 2;
  return flops;
}

std::vector<std::string> inputs_with_order(const CallSite& site, const std::string& order, size_t rank,
                                           const std::vector<std::string>& among) {
  std::vector<std::string> names = among;
  if (names.empty())
    for (const auto& a : site.args)
      if (role_of(a.name) == TensorRole::kAttention) names.push_back(a.name);
  std::vector<std::string> out;
  for (const auto& name : names) {
    const Arg* a = site.arg(name);
    if (!a || !a->value.is_tensor()) continue;
    auto l = a->value.tensor.concrete();
    if (!l || l->rank() != rank) continue;
    if (describe(*l, TensorRole::kAttention).order == order) out.push_back(name);
  }
  return out;
}

}  // namespace stridecheck
