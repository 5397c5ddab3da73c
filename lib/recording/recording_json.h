// The JSON codecs of recording.h's types, one per struct (to_json, found by nlohmann-json's ADL), in the fixture's
// form (docs/fixture-format.md): every size, stride and offset as the graph gave it (symbolic ones with their
// expressions), every argument as recorded. The fixture writer (fixture_writer.h) is made of them; the report
// (report/json.h) writes a recording's sources, observed layouts and compiled_by with them, and replay_identity
// compares arguments by them. The fixture reader (readers/fixture_json.h) reads them back key by key, each error
// at its JSON path and line. Templates over nlohmann's json types (the file that converts includes nlohmann).
#pragma once

#include <string>
#include <vector>

#include "core/json_fields.h"
#include "recording/recording.h"

namespace stridecheck {

namespace recording_json {
template <typename BasicJson>
BasicJson sym(const SymInt& s) {  // its value; null where it is symbolic without one
  return s.value ? BasicJson(*s.value) : BasicJson();
}
template <typename BasicJson>
BasicJson syms(const std::vector<SymInt>& v) {
  BasicJson a = BasicJson::array();
  for (const auto& s : v) a.push_back(sym<BasicJson>(s));
  return a;
}
inline bool any_symbolic(const std::vector<SymInt>& v) {
  for (const auto& s : v)
    if (!s.expr.empty()) return true;
  return false;
}
/// Each size or stride as the graph wrote it: "s0*s1", or the literal's digits.
inline std::vector<std::string> exprs(const std::vector<SymInt>& v) {
  std::vector<std::string> out;
  for (const auto& s : v) out.push_back(s.expr.empty() ? std::to_string(s.value.value_or(0)) : s.expr);
  return out;
}
/// `sizes` and `strides` (values) of a layout, with their expressions beside them where one is symbolic.
template <typename BasicJson>
void put_layout(BasicJson& j, const std::vector<SymInt>& sizes, const std::vector<SymInt>& strides) {
  j["sizes"] = syms<BasicJson>(sizes);
  j["strides"] = syms<BasicJson>(strides);
}
template <typename BasicJson>
void put_exprs(BasicJson& j, const std::vector<SymInt>& sizes, const std::vector<SymInt>& strides) {
  if (any_symbolic(sizes)) j["sizes_expr"] = exprs(sizes);
  if (any_symbolic(strides)) j["strides_expr"] = exprs(strides);
}
}  // namespace recording_json

template <typename BasicJson>
void to_json(BasicJson& j, const TensorLayout& t) {
  j = BasicJson{{"dtype", t.dtype}, {"device", t.device}};
  if (!t.layout_known) {
    j["layout_unknown"] = true;
  } else {
    recording_json::put_layout(j, t.sizes, t.strides);
    j["storage_offset"] = recording_json::sym<BasicJson>(t.storage_offset);
    recording_json::put_exprs(j, t.sizes, t.strides);
    if (!t.storage_offset.expr.empty()) j["storage_offset_expr"] = t.storage_offset.expr;
  }
  if (!t.storage.empty()) j["storage"] = t.storage;
}

template <typename BasicJson>
void to_json(BasicJson& j, const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: j = nullptr; return;
    case ArgValue::Kind::kBool: j = v.b; return;
    case ArgValue::Kind::kInt:
      if (v.i.value && v.i.expr.empty())
        j = *v.i.value;
      else
        j = BasicJson{{"symint", v.i.expr}, {"value", recording_json::sym<BasicJson>(v.i)}};
      return;
    case ArgValue::Kind::kFloat: j = v.f; return;
    case ArgValue::Kind::kString: j = v.text; return;
    case ArgValue::Kind::kList: j = v.items; return;
    case ArgValue::Kind::kTensor: j = v.tensor; return;
    case ArgValue::Kind::kUnknown: j = BasicJson{{"unknown", v.text}}; return;
  }
  j = nullptr;
}

template <typename BasicJson>
void to_json(BasicJson& j, const ChainStep& s) {
  j = BasicJson{{"what", std::string(step_name(s.what))}, {"detail", s.detail}, {"file", s.file}, {"line", s.line}};
  if (!s.source_nodes.empty()) j["source_nodes"] = s.source_nodes;
}

/// The report's call sites leave out aten_ops (its op calls keep them).
STRIDECHECK_JSON_TO_FIELDS(SourceRef, file, line, graph, source_nodes, aten_ops)

/// The report leaves out log_file and log_line.
STRIDECHECK_JSON_TO_FIELDS(ObservedLayout, sizes, strides, reported_dims, message, log_file, log_line)

template <typename BasicJson>
void to_json(BasicJson& j, const ExpectedOutput& e) {
  j = BasicJson{{"index", e.index}, {"name", e.name}, {"buffer", e.buffer}};
  recording_json::put_layout(j, e.sizes, e.strides);
  recording_json::put_exprs(j, e.sizes, e.strides);
  j["line"] = e.line;
  if (e.observed) j["observed"] = *e.observed;
}

STRIDECHECK_JSON_TO_FIELDS(CompiledBy, torch, file, line)

template <typename BasicJson>
void to_json(BasicJson& j, const GraphInfo& g) {
  j = BasicJson{{"graph", g.graph}, {"file", g.file}, {"line", g.line}};
  if (!g.module_path.empty()) j["module_path"] = g.module_path;
  j["call_sites"] = g.call_sites;
}

template <typename BasicJson>
void to_json(BasicJson& j, const CallSite& c) {
  j = BasicJson{{"id", c.id},
                {"op", c.op},
                {"backend", std::string(backend_name(c.backend))},
                {"direction", std::string(direction_name(c.direction))},
                {"source", c.source}};
  if (!c.result.empty()) j["result"] = c.result;
  BasicJson args = BasicJson::object(), exprs = BasicJson::object(), chains = BasicJson::object();
  for (const auto& a : c.args) {
    args[a.name] = a.value;
    if (!a.expr.empty()) exprs[a.name] = a.expr;
    if (!a.chain.empty()) chains[a.name] = a.chain;
  }
  j["args"] = args;
  if (!c.copied_from.empty()) {
    BasicJson from = BasicJson::object();
    for (const auto& a : c.copied_from) from[a.name] = a.value;
    j["copied_from"] = from;
  }
  j["expected_outputs"] = c.expected_outputs;
  j["arg_exprs"] = exprs;
  j["chains"] = chains;
}

template <typename BasicJson>
void to_json(BasicJson& j, const OpCall& c) {
  j = BasicJson{{"id", c.id}, {"op", c.op}, {"source", c.source}};
  if (!c.result.empty()) j["result"] = c.result;
  BasicJson args = BasicJson::array();
  for (const auto& a : c.args) {
    BasicJson aj{{"name", a.name}, {"value", a.value}};
    if (!a.expr.empty()) aj["expr"] = a.expr;
    args.push_back(aj);
  }
  j["args"] = args;
  j["expected_outputs"] = c.expected_outputs;
}

/// A backward input laid out as its forward's return says (recording/saved_values.h): its fields by name (the
/// report's).
STRIDECHECK_JSON_TO_FIELDS(SavedValueLink, call, arg, input, backward_graph, forward_graph, forward_file, forward_line,
                           buffer, saved_offset, offset, with)

}  // namespace stridecheck
