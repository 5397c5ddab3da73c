// The fixture reader (fixture_json.h): a fixture's JSON checked key by key into a Recording, every error at its
// JSON path and line.
#include "readers/fixture_json.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"
#include "core/version.h"
#include "layout/dtype.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

// ---------------------------------------------------------------------------------------------
// Reading

namespace {

// The strings of obj's optional list `key` appended to `out` (not a list, or an item not a string: skipped).
void strings_into(const nlohmann::json& obj, const char* key, std::vector<std::string>& out) {
  if (obj.contains(key) && obj[key].is_array())
    for (const auto& item : obj[key])
      if (item.is_string()) out.push_back(item.get<std::string>());
}

class FixtureReader {
 public:
  FixtureReader(std::string_view text, const std::string& file, const Limits& limits)
      : text_(text), file_(file), limits_(limits) {}

  Recording run() {
    nlohmann::json root = parse_json_input(text_, file_, limits_);
    if (!root.is_object()) fail("the fixture must be a JSON object");
    at("schema");
    if (!root.contains("schema") || !root["schema"].is_string()) fail("missing \"schema\"");
    std::string schema = root["schema"].get<std::string>();
    if (schema != kFixtureSchema)
      fail("schema \"" + printable(schema, 60) + "\" is not " + kFixtureSchema +
           (schema.starts_with("stridecheck.fixture/") ? " (a newer stridecheck wrote it?)" : ""));
    leave();
    Recording rec;
    rec.inputs.push_back(file_);
    strings_into(root, "inputs", rec.extracted_from);
    strings_into(root, "notes", rec.notes);
    if (auto cb = root.find("compiled_by");
        cb != root.end() && cb->is_object() && cb->contains("torch") && (*cb)["torch"].is_string()) {
      CompiledBy c;
      c.torch = printable((*cb)["torch"].get<std::string>(), 40);
      if (cb->contains("file") && (*cb)["file"].is_string()) c.file = (*cb)["file"].get<std::string>();
      if (cb->contains("line") && (*cb)["line"].is_number_integer()) c.line = (*cb)["line"].get<int64_t>();
      rec.compiled_by = c;
    }
    at("call_sites");
    calls(member(root, "call_sites"), "call_sites", "call sites",
          [&](const nlohmann::json& j) { rec.call_sites.push_back(call_site(j)); });
    leave();
    if (root.contains("op_calls")) {
      at("op_calls");
      calls(root["op_calls"], "op_calls", "op calls",
            [&](const nlohmann::json& j) { rec.op_calls.push_back(op_call(j)); });
      leave();
    }
    for (size_t i = 0; i < rec.call_sites.size(); ++i)
      for (size_t k = 0; k < i; ++k)
        if (rec.call_sites[i].id == rec.call_sites[k].id) {
          path_ = {"call_sites", "[" + std::to_string(i) + "]", "id"};
          fail("call site id \"" + printable(rec.call_sites[i].id) + "\" is used twice");
        }
    std::map<std::string, size_t> per_graph;
    for (const auto& c : rec.call_sites) ++per_graph[c.source.graph];
    for (const auto& c : rec.op_calls) per_graph.try_emplace(c.source.graph, 0);
    for (const auto& [g, n] : per_graph) rec.graphs.push_back({g, file_, "", 0, n});
    return rec;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    std::string where;
    for (const auto& p : path_) where += (p[0] == '[' ? "" : ".") + p;
    if (!where.empty() && where[0] == '.') where.erase(0, 1);
    throw InputError(file_, json_line(text_, path_), (where.empty() ? "" : where + ": ") + what);
  }
  void at(const std::string& p) { path_.push_back(p); }
  void leave() { path_.pop_back(); }

  // `f(item)` for each item of a JSON list, the path at the item's index.
  template <typename F>
  void each_item(const nlohmann::json& list, F&& f) {
    for (size_t i = 0; i < list.size(); ++i) {
      at("[" + std::to_string(i) + "]");
      f(list[i]);
      leave();
    }
  }

  // A list of calls (the path at its key), each read by `read`: at most max_call_sites of them.
  template <typename Read>
  void calls(const nlohmann::json& list, const char* key, const char* what, Read&& read) {
    if (!list.is_array()) fail(std::string("\"") + key + "\" must be a list");
    if (list.size() > limits_.max_call_sites)
      fail(std::string("more ") + what + " than the limit max_call_sites=" + std::to_string(limits_.max_call_sites));
    each_item(list, read);
  }

  const nlohmann::json& member(const nlohmann::json& obj, const char* key) {
    if (!obj.is_object()) fail("expected an object");
    auto it = obj.find(key);
    if (it == obj.end()) fail(std::string("missing \"") + key + "\"");
    return *it;
  }
  std::string string_member(const nlohmann::json& obj, const char* key) {
    const auto& v = member(obj, key);
    at(key);
    if (!v.is_string()) fail("expected a string");
    leave();
    return v.get<std::string>();
  }
  int64_t int_value(const nlohmann::json& v) {
    if (v.is_number_integer()) return v.get<int64_t>();
    if (v.is_number_unsigned()) {
      if (v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) fail("integer does not fit in 64 bits");
      return static_cast<int64_t>(v.get<uint64_t>());
    }
    if (v.is_number_float()) fail("expected an integer, got " + printable(v.dump(), 40) + " (too large, or not whole)");
    fail("expected an integer");
  }

  std::vector<SymInt> int_list(const nlohmann::json& obj, const char* key, const char* expr_key, bool nonneg) {
    const auto& v = member(obj, key);
    at(key);
    if (!v.is_array()) fail("expected a list of integers");
    if (v.size() > limits_.max_rank)
      fail("rank " + std::to_string(v.size()) + " is over the limit max_rank=" + std::to_string(limits_.max_rank));
    std::vector<SymInt> out;
    each_item(v, [&](const nlohmann::json& item) {
      if (item.is_null()) {
        out.push_back(SymInt::symbolic("?"));
      } else {
        int64_t x = int_value(item);
        if (nonneg && x < 0) fail("negative value " + std::to_string(x));
        out.push_back(SymInt::known(x));
      }
    });
    leave();
    if (expr_key && obj.contains(expr_key)) {
      at(expr_key);
      const auto& e = obj[expr_key];
      if (!e.is_array() || e.size() != out.size()) fail("expected one expression per entry");
      for (size_t i = 0; i < e.size(); ++i) {
        if (!e[i].is_string()) fail("expected strings");
        std::string s = e[i].get<std::string>();
        if (s.size() > limits_.max_expr_chars) fail("expression over the limit max_expr_chars");
        if (auto lit = parse_int64(s); !(lit && out[i].value && *lit == *out[i].value)) out[i].expr = s;
      }
      leave();
    }
    return out;
  }

  TensorLayout tensor(const nlohmann::json& j) {
    TensorLayout t;
    t.dtype = string_member(j, "dtype");
    if (!t.dtype.empty()) {
      auto d = find_dtype(t.dtype);
      at("dtype");
      if (!d) fail("unknown dtype \"" + printable(t.dtype, 40) + "\"");
      leave();
      t.dtype = d->name;
    }
    t.device = string_member(j, "device");
    if (!t.device.empty() && !is_known_device(t.device)) {
      at("device");
      fail("unknown device \"" + printable(t.device, 40) + "\"");
    }
    if (j.contains("storage")) t.storage = string_member(j, "storage");
    if (j.contains("layout_unknown")) {
      t.layout_known = false;
      return t;
    }
    t.sizes = int_list(j, "sizes", "sizes_expr", true);
    t.strides = int_list(j, "strides", "strides_expr", true);
    if (t.sizes.size() != t.strides.size()) fail("sizes and strides differ in length");
    const auto& off = member(j, "storage_offset");
    at("storage_offset");
    if (off.is_null()) {
      t.storage_offset = SymInt::symbolic("?");
    } else {
      int64_t o = int_value(off);
      if (o < 0) fail("negative storage offset");
      t.storage_offset = SymInt::known(o);
    }
    leave();
    if (j.contains("storage_offset_expr") && j["storage_offset_expr"].is_string())
      t.storage_offset.expr = j["storage_offset_expr"].get<std::string>();
    if (auto problem = tensor_problem(t, limits_)) fail(*problem);
    return t;
  }

  ArgValue value(const nlohmann::json& v) {
    if (v.is_null()) return ArgValue::none();
    if (v.is_boolean()) return ArgValue::boolean(v.get<bool>());
    if (v.is_number_integer() || v.is_number_unsigned()) return ArgValue::integer(SymInt::known(int_value(v)));
    if (v.is_number_float()) return ArgValue::floating(v.get<double>(), v.dump());
    if (v.is_string()) return ArgValue::string(v.get<std::string>());
    if (v.is_array()) {
      ArgValue a;
      a.kind = ArgValue::Kind::kList;
      each_item(v, [&](const nlohmann::json& item) { a.items.push_back(value(item)); });
      return a;
    }
    if (v.contains("sizes") || v.contains("layout_unknown")) return ArgValue::of_tensor(tensor(v));
    if (v.contains("symint")) {
      SymInt s = SymInt::symbolic(string_member(v, "symint"));
      if (v.contains("value") && !v["value"].is_null()) {
        at("value");
        s.value = int_value(v["value"]);
        leave();
      }
      return ArgValue::integer(s);
    }
    if (v.contains("unknown")) return ArgValue::unknown(string_member(v, "unknown"));
    fail("expected a tensor layout {dtype, device, sizes, strides, storage_offset}, a number, a bool, null or a list");
  }

  std::vector<ChainStep> chain(const nlohmann::json& v) {
    std::vector<ChainStep> out;
    if (!v.is_array()) fail("expected a list");
    for (const auto& s : v) {
      if (!s.is_object()) fail("expected objects");
      ChainStep c;
      if (!s.contains("what") || !s["what"].is_string()) fail("a chain step needs \"what\" (a string)");
      auto what = parse_step(s["what"].get<std::string>());
      if (!what)
        fail("unknown chain step \"" + printable(s["what"].get<std::string>(), 60) +
             "\" (graph input, allocated, written by, made by, output, view, unknown base, fx node)");
      c.what = *what;
      if (s.contains("detail") && s["detail"].is_string()) c.detail = s["detail"].get<std::string>();
      if (s.contains("file") && s["file"].is_string()) c.file = s["file"].get<std::string>();
      if (s.contains("line") && s["line"].is_number_integer()) c.line = s["line"].get<int64_t>();
      strings_into(s, "source_nodes", c.source_nodes);
      out.push_back(std::move(c));
    }
    return out;
  }

  SourceRef source(const nlohmann::json& j) {
    SourceRef r;
    const auto& src = member(j, "source");
    at("source");
    r.file = string_member(src, "file");
    const auto& line = member(src, "line");
    at("line");
    r.line = int_value(line);
    leave();
    r.graph = string_member(src, "graph");
    strings_into(src, "source_nodes", r.source_nodes);
    strings_into(src, "aten_ops", r.aten_ops);
    leave();
    return r;
  }

  // One expected output; `check(index, name)` fails on an index or name its op does not have.
  template <typename Check>
  ExpectedOutput expected_output(const nlohmann::json& o, Check&& check) {
    ExpectedOutput e;
    const auto& idx = member(o, "index");
    at("index");
    int64_t index = int_value(idx);
    leave();
    e.name = string_member(o, "name");
    check(index, e.name);
    e.index = static_cast<size_t>(index);
    if (o.contains("buffer") && o["buffer"].is_string()) e.buffer = o["buffer"].get<std::string>();
    e.sizes = int_list(o, "sizes", "sizes_expr", true);
    e.strides = int_list(o, "strides", "strides_expr", true);
    if (e.sizes.size() != e.strides.size()) fail("sizes and strides differ in length");
    const auto& line_v = member(o, "line");
    at("line");
    e.line = int_value(line_v);
    leave();
    if (o.contains("observed")) {
      at("observed");
      const auto& ob = o["observed"];
      ObservedLayout obs;
      auto ints = [&](const char* key) {
        std::vector<int64_t> out;
        for (const auto& s : int_list(ob, key, nullptr, true)) out.push_back(*s.value);
        return out;
      };
      obs.sizes = ints("sizes");
      obs.strides = ints("strides");
      for (int64_t dim : ints("reported_dims")) obs.reported_dims.push_back(static_cast<size_t>(dim));
      if (ob.contains("message") && ob["message"].is_string()) obs.message = ob["message"].get<std::string>();
      if (ob.contains("log_file") && ob["log_file"].is_string()) obs.log_file = ob["log_file"].get<std::string>();
      if (ob.contains("log_line") && ob["log_line"].is_number_integer()) obs.log_line = ob["log_line"].get<int64_t>();
      e.observed = obs;
      leave();
    }
    return e;
  }

  // A call's "expected_outputs" into `out`, each as expected_output reads it with `check`.
  template <typename Check>
  void expected_outputs(const nlohmann::json& j, std::vector<ExpectedOutput>& out, Check&& check) {
    const auto& outs = member(j, "expected_outputs");
    at("expected_outputs");
    if (!outs.is_array()) fail("expected a list");
    each_item(outs, [&](const nlohmann::json& o) { out.push_back(expected_output(o, check)); });
    leave();
  }

  // An op call (recording.h's OpCall): its op, source, arguments in the call's order, expected outputs.
  OpCall op_call(const nlohmann::json& j) {
    OpCall c;
    if (!j.is_object()) fail("an op call must be an object");
    c.id = string_member(j, "id");
    c.op = string_member(j, "op");
    if (c.op.find("::") == std::string::npos || c.op.size() > 200) {
      at("op");
      fail("\"" + printable(c.op, 80) + "\" is not a qualified op name (NS::name[.overload])");
    }
    c.source = source(j);
    if (j.contains("result") && j["result"].is_string()) c.result = j["result"].get<std::string>();
    const auto& args = member(j, "args");
    at("args");
    if (!args.is_array()) fail("\"args\" must be a list of {name, value}");
    each_item(args, [&](const nlohmann::json& arg) {
      if (!arg.is_object()) fail("an argument must be an object {name, value[, expr]}");
      Arg a;
      a.name = string_member(arg, "name");
      at("value");
      a.value = value(member(arg, "value"));
      leave();
      if (arg.contains("expr") && arg["expr"].is_string()) a.expr = arg["expr"].get<std::string>();
      c.args.push_back(std::move(a));
    });
    leave();
    expected_outputs(j, c.expected_outputs, [&](int64_t index, const std::string&) {
      if (index < 0 || index > 64) fail("output index " + std::to_string(index) + " out of range");
    });
    return c;
  }

  CallSite call_site(const nlohmann::json& j) {
    CallSite c;
    if (!j.is_object()) fail("a call site must be an object");
    c.id = string_member(j, "id");
    c.op = string_member(j, "op");
    const OpSpec& spec = site_op(j, c);
    c.source = source(j);
    if (j.contains("result") && j["result"].is_string()) c.result = j["result"].get<std::string>();
    site_args(j, spec, c);
    if (j.contains("copied_from")) copied_from(j["copied_from"], c);
    expected_outputs(j, c.expected_outputs, [&](int64_t index, const std::string& name) {
      if (index < 0 || static_cast<size_t>(index) >= spec.outputs.size())
        fail("output index " + std::to_string(index) + " does not exist for " + c.op);
      if (name != spec.outputs[static_cast<size_t>(index)]) {
        at("name");
        fail("output " + std::to_string(index) + " of " + c.op + " is \"" + spec.outputs[static_cast<size_t>(index)] +
             "\", not \"" + printable(name, 40) + "\"");
      }
    });
    return c;
  }

  // A call site's op (c.op, qualified once known), its "backend" and "direction", which must be the op's.
  const OpSpec& site_op(const nlohmann::json& j, CallSite& c) {
    const OpSpec* spec = find_sdpa_op(c.op);
    at("op");
    if (!spec) fail("unknown op \"" + printable(c.op, 80) + "\" (not an SDPA op stridecheck knows)");
    leave();
    c.op = spec->qualified();
    std::string backend = string_member(j, "backend");
    at("backend");
    auto b = parse_backend(backend);
    if (!b)
      fail("unknown backend \"" + printable(backend, 40) + "\" (cudnn|flash|efficient|math|flash_cpu|overrideable)");
    if (*b != spec->backend) fail("backend \"" + backend + "\" does not match op " + c.op);
    c.backend = *b;
    leave();
    std::string direction = string_member(j, "direction");
    at("direction");
    auto d = parse_direction(direction);
    if (!d) fail("unknown direction \"" + printable(direction, 40) + "\" (forward|backward)");
    if (*d != spec->direction) fail("direction \"" + direction + "\" does not match op " + c.op);
    c.direction = *d;
    leave();
    return *spec;
  }

  // A call site's "args", by the op's schema: each one present unless it may be left out, a tensor where the
  // schema has one, with its expression ("arg_exprs") and reshape chain ("chains"); no name the op lacks.
  void site_args(const nlohmann::json& j, const OpSpec& spec, CallSite& c) {
    const auto& args = member(j, "args");
    at("args");
    if (!args.is_object()) fail("\"args\" must be an object");
    for (const auto& spec_arg : spec.args) {
      auto it = args.find(spec_arg.name);
      if (it == args.end()) {
        if (!spec_arg.has_default && spec_arg.kind != ArgKind::kOptionalTensor &&
            spec_arg.kind != ArgKind::kOptionalFloat)
          fail("missing argument \"" + spec_arg.name + "\" of " + c.op);
        continue;
      }
      c.args.push_back(site_arg(j, spec_arg, *it));
    }
    for (auto it = args.begin(); it != args.end(); ++it) {
      bool known = false;
      for (const auto& spec_arg : spec.args) known |= spec_arg.name == it.key();
      if (!known) {
        at(it.key());
        fail("\"" + printable(it.key(), 40) + "\" is not an argument of " + c.op);
      }
    }
    leave();
  }

  // One argument of a call site (at its "args"): its value, of the schema's kind, and its expression and chain.
  Arg site_arg(const nlohmann::json& j, const ArgSpec& spec_arg, const nlohmann::json& v) {
    at(spec_arg.name);
    Arg a;
    a.name = spec_arg.name;
    a.value = value(v);
    bool tensor_kind = spec_arg.kind == ArgKind::kTensor || spec_arg.kind == ArgKind::kOptionalTensor;
    if (tensor_kind && !a.value.is_tensor() && a.value.kind != ArgValue::Kind::kNone)
      fail("expected a tensor layout {dtype, device, sizes, strides, storage_offset}");
    if (!tensor_kind && a.value.is_tensor()) fail("expected a scalar, got a tensor layout");
    leave();
    if (j.contains("arg_exprs") && j["arg_exprs"].is_object() && j["arg_exprs"].contains(a.name) &&
        j["arg_exprs"][a.name].is_string())
      a.expr = j["arg_exprs"][a.name].get<std::string>();
    if (j.contains("chains") && j["chains"].is_object() && j["chains"].contains(a.name)) {
      path_.back() = "chains";
      at(a.name);
      a.chain = chain(j["chains"][a.name]);
      leave();
      path_.back() = "args";
    }
    return a;
  }

  // A call site's "copied_from": the layouts of query, key and value before the graph copied them.
  void copied_from(const nlohmann::json& copies, CallSite& c) {
    at("copied_from");
    if (!copies.is_object()) fail("\"copied_from\" must be an object");
    for (auto it = copies.begin(); it != copies.end(); ++it) {
      at(it.key());
      if (it.key() != "query" && it.key() != "key" && it.key() != "value") fail("only query, key and value are copied");
      Arg a;
      a.name = it.key();
      a.value = value(*it);
      if (!a.value.is_tensor()) fail("expected a tensor layout {dtype, device, sizes, strides, storage_offset}");
      c.copied_from.push_back(std::move(a));
      leave();
    }
    leave();
  }

  std::string_view text_;
  const std::string& file_;
  const Limits& limits_;
  std::vector<std::string> path_;
};

}  // namespace

bool looks_like_fixture(std::string_view text) {
  std::string_view t = trim(text.substr(0, 4096));
  return !t.empty() && t[0] == '{' && text.find("stridecheck.fixture/") != std::string_view::npos;
}

Recording read_fixture(std::string_view text, const std::string& file, const Limits& limits) {
  return FixtureReader(text, file, limits).run();
}

}  // namespace stridecheck
