#include "recording/fixture_writer.h"

#include <map>
#include <nlohmann/json.hpp>

#include "core/json_text.h"
#include "version.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {

ojson sym_json(const SymInt& s) {
  if (s.expr.empty() && s.value) return *s.value;
  if (s.value) return *s.value;
  return nullptr;
}

ojson sym_list(const std::vector<SymInt>& v) {
  ojson a = ojson::array();
  for (const auto& s : v) a.push_back(sym_json(s));
  return a;
}

bool any_symbolic(const std::vector<SymInt>& v) {
  for (const auto& s : v)
    if (!s.expr.empty()) return true;
  return false;
}

ojson expr_list(const std::vector<SymInt>& v) {
  ojson a = ojson::array();
  for (const auto& s : v) a.push_back(s.expr.empty() ? std::to_string(s.value.value_or(0)) : s.expr);
  return a;
}

ojson tensor_json(const TensorLayout& t) {
  ojson j;
  j["dtype"] = t.dtype;
  j["device"] = t.device;
  if (!t.layout_known) {
    j["layout_unknown"] = true;
  } else {
    j["sizes"] = sym_list(t.sizes);
    j["strides"] = sym_list(t.strides);
    j["storage_offset"] = sym_json(t.storage_offset);
    if (any_symbolic(t.sizes)) j["sizes_expr"] = expr_list(t.sizes);
    if (any_symbolic(t.strides)) j["strides_expr"] = expr_list(t.strides);
    if (!t.storage_offset.expr.empty()) j["storage_offset_expr"] = t.storage_offset.expr;
  }
  if (!t.storage.empty()) j["storage"] = t.storage;
  return j;
}

ojson value_json(const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: return nullptr;
    case ArgValue::Kind::kBool: return v.b;
    case ArgValue::Kind::kInt:
      if (v.i.value && v.i.expr.empty()) return *v.i.value;
      return ojson{{"symint", v.i.expr}, {"value", v.i.value ? ojson(*v.i.value) : ojson(nullptr)}};
    case ArgValue::Kind::kFloat: return v.f;
    case ArgValue::Kind::kString: return v.text;
    case ArgValue::Kind::kList: {
      ojson a = ojson::array();
      for (const auto& item : v.items) a.push_back(value_json(item));
      return a;
    }
    case ArgValue::Kind::kTensor: return tensor_json(v.tensor);
    case ArgValue::Kind::kUnknown: return ojson{{"unknown", v.text}};
  }
  return nullptr;
}

ojson chain_json(const std::vector<ChainStep>& chain) {
  ojson a = ojson::array();
  for (const auto& s : chain) {
    ojson j;
    j["what"] = step_name(s.what);
    j["detail"] = s.detail;
    j["file"] = s.file;
    j["line"] = s.line;
    if (!s.source_nodes.empty()) j["source_nodes"] = s.source_nodes;
    a.push_back(j);
  }
  return a;
}

}  // namespace

std::string replay_identity(const CallSite& c) {
  std::map<std::string, std::string> renamed;  // buffer -> "s<order of first use>"
  auto rename = [&](ArgValue v) {
    if (v.kind == ArgValue::Kind::kTensor && !v.tensor.storage.empty()) {
      auto [it, added] = renamed.emplace(v.tensor.storage, "s" + std::to_string(renamed.size()));
      v.tensor.storage = it->second;
    }
    return v;
  };
  ojson args = ojson::array(), from = ojson::array();
  for (const auto& a : c.args) args.push_back({a.name, value_json(rename(a.value))});
  for (const auto& a : c.copied_from) from.push_back({a.name, value_json(rename(a.value))});
  ojson j = {c.op, std::string(direction_name(c.direction)), args, from};
  return j.dump();
}

std::string replay_identity(const OpCall& c) {
  std::map<std::string, std::string> renamed;  // buffer -> "s<order of first use>"
  auto rename = [&](auto& self, ArgValue v) -> ArgValue {
    if (v.kind == ArgValue::Kind::kTensor && !v.tensor.storage.empty()) {
      auto [it, added] = renamed.emplace(v.tensor.storage, "s" + std::to_string(renamed.size()));
      v.tensor.storage = it->second;
    }
    for (auto& item : v.items) item = self(self, item);
    return v;
  };
  ojson args = ojson::array();
  for (const auto& a : c.args) args.push_back({a.name, value_json(rename(rename, a.value))});
  return ojson{c.op, args}.dump();
}

namespace {

ojson source_json(const SourceRef& s) {
  return {{"file", s.file},
          {"line", s.line},
          {"graph", s.graph},
          {"source_nodes", s.source_nodes},
          {"aten_ops", s.aten_ops}};
}

ojson expected_json(const ExpectedOutput& e) {
  ojson o;
  o["index"] = e.index;
  o["name"] = e.name;
  o["buffer"] = e.buffer;
  o["sizes"] = sym_list(e.sizes);
  o["strides"] = sym_list(e.strides);
  if (any_symbolic(e.sizes)) o["sizes_expr"] = expr_list(e.sizes);
  if (any_symbolic(e.strides)) o["strides_expr"] = expr_list(e.strides);
  o["line"] = e.line;
  if (e.observed) {
    const auto& ob = *e.observed;
    o["observed"] = {{"sizes", ob.sizes},     {"strides", ob.strides},   {"reported_dims", ob.reported_dims},
                     {"message", ob.message}, {"log_file", ob.log_file}, {"log_line", ob.log_line}};
  }
  return o;
}

}  // namespace

std::string write_fixture(const Recording& rec) {
  ojson root;
  root["schema"] = kFixtureSchema;
  root["generator"] = std::string("stridecheck ") + kStridecheckVersion;
  root["inputs"] = rec.inputs;
  ojson graphs = ojson::array();
  for (const auto& g : rec.graphs) {
    ojson j;
    j["graph"] = g.graph;
    j["file"] = g.file;
    j["line"] = g.line;
    if (!g.module_path.empty()) j["module_path"] = g.module_path;
    j["call_sites"] = g.call_sites;
    graphs.push_back(j);
  }
  root["graphs"] = graphs;
  if (rec.compiled_by)
    root["compiled_by"] = {
        {"torch", rec.compiled_by->torch}, {"file", rec.compiled_by->file}, {"line", rec.compiled_by->line}};
  root["notes"] = rec.notes;
  ojson sites = ojson::array();
  for (const auto& c : rec.call_sites) {
    ojson j;
    j["id"] = c.id;
    j["op"] = c.op;
    j["backend"] = std::string(backend_name(c.backend));
    j["direction"] = std::string(direction_name(c.direction));
    j["source"] = source_json(c.source);
    if (!c.result.empty()) j["result"] = c.result;
    ojson args = ojson::object(), exprs = ojson::object(), chains = ojson::object();
    for (const auto& a : c.args) {
      args[a.name] = value_json(a.value);
      if (!a.expr.empty()) exprs[a.name] = a.expr;
      if (!a.chain.empty()) chains[a.name] = chain_json(a.chain);
    }
    j["args"] = args;
    if (!c.copied_from.empty()) {
      ojson from = ojson::object();
      for (const auto& a : c.copied_from) from[a.name] = value_json(a.value);
      j["copied_from"] = from;
    }
    ojson outs = ojson::array();
    for (const auto& e : c.expected_outputs) outs.push_back(expected_json(e));
    j["expected_outputs"] = outs;
    j["arg_exprs"] = exprs;
    j["chains"] = chains;
    sites.push_back(j);
  }
  root["call_sites"] = sites;
  if (!rec.op_calls.empty()) {
    ojson ops = ojson::array();
    for (const auto& c : rec.op_calls) {
      ojson j;
      j["id"] = c.id;
      j["op"] = c.op;
      j["source"] = source_json(c.source);
      if (!c.result.empty()) j["result"] = c.result;
      ojson args = ojson::array();
      for (const auto& a : c.args) {
        ojson aj{{"name", a.name}, {"value", value_json(a.value)}};
        if (!a.expr.empty()) aj["expr"] = a.expr;
        args.push_back(aj);
      }
      j["args"] = args;
      ojson outs = ojson::array();
      for (const auto& e : c.expected_outputs) outs.push_back(expected_json(e));
      j["expected_outputs"] = outs;
      ops.push_back(j);
    }
    root["op_calls"] = ops;
  }
  return readable_json(root);
}

}  // namespace stridecheck
