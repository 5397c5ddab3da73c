#include "recording/fixture_writer.h"

#include <map>
#include <nlohmann/json.hpp>

#include "core/json_text.h"
#include "core/version.h"
#include "recording/recording_json.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {
// The graph's buffer names replaced by their order of first use ("s0", "s1", ...), in lists too.
struct Renamer {
  std::map<std::string, std::string> renamed;  // buffer -> "s<order of first use>"
  ArgValue operator()(ArgValue v) {
    if (v.kind == ArgValue::Kind::kTensor && !v.tensor.storage.empty()) {
      auto [it, added] = renamed.emplace(v.tensor.storage, "s" + std::to_string(renamed.size()));
      v.tensor.storage = it->second;
    }
    for (auto& item : v.items) item = (*this)(item);
    return v;
  }
  ojson args(const std::vector<Arg>& args) {  // [[name, value], ...]
    ojson out = ojson::array();
    for (const auto& a : args) out.push_back({a.name, ojson((*this)(a.value))});
    return out;
  }
};
}  // namespace

std::string replay_identity(const CallSite& c) {
  Renamer rename;
  ojson args = rename.args(c.args);
  return ojson{c.op, std::string(direction_name(c.direction)), args, rename.args(c.copied_from)}.dump();
}

std::string replay_identity(const OpCall& c) {
  Renamer rename;
  return ojson{c.op, rename.args(c.args)}.dump();
}

std::string write_fixture(const Recording& rec) {
  ojson root;
  root["schema"] = kFixtureSchema;
  root["generator"] = std::string("stridecheck ") + kStridecheckVersion;
  root["inputs"] = rec.inputs;
  root["graphs"] = rec.graphs;
  if (rec.compiled_by) root["compiled_by"] = *rec.compiled_by;
  root["notes"] = rec.notes;
  root["call_sites"] = rec.call_sites;  // the codecs of recording_json.h
  if (!rec.op_calls.empty()) root["op_calls"] = rec.op_calls;
  return readable_json(root);
}

}  // namespace stridecheck
