#include "replay/protocol.h"

#include <map>
#include <stdexcept>

namespace stridecheck {

using json = nlohmann::json;

namespace {
Backend backend_of(const json& j) {
  auto b = parse_backend(j.get<std::string>());
  if (!b) throw std::runtime_error("worker protocol: unknown backend " + j.dump());
  return *b;
}
}  // namespace

std::string encode_request(const WorkerRequest& r) {
  json j;
  j["protocol"] = kWorkerProtocol;
  j["device"] = r.device ? json(*r.device) : json(nullptr);  // null: a CUDA recording, no CUDA here
  j["seed"] = r.seed;
  j["repeat"] = r.repeat;
  j["warmup"] = r.warmup;
  j["values"] = r.values;
  j["max_memory"] = r.max_memory;
  j["turns"] = r.turns;
  j["warm"] = r.warm;
  j["priority"] = backend_names(r.priority);
  j["fixture"] = r.fixture;
  json limits = json::object();
  for (const auto& [name, value] : r.limits.list()) limits[name] = value;
  j["limits"] = limits;
  json tasks = json::array();
  for (const auto& t : r.tasks) {
    tasks.push_back({{"id", t.id}, {"site", t.site}, {"backend", backend_name(t.backend)}, {"priority", t.priority}});
    if (t.op) tasks.back()["op"] = true;
  }
  j["tasks"] = tasks;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

WorkerRequest decode_request(const std::string& text) {
  json j = json::parse(text);
  if (j.value("protocol", 0) != kWorkerProtocol) throw std::runtime_error("worker protocol version mismatch");
  WorkerRequest r;
  if (const auto& d = j.at("device"); !d.is_null())
    r.device = d.get<std::string>();
  else
    r.device = std::nullopt;
  r.seed = j.at("seed").get<uint64_t>();
  r.repeat = j.at("repeat").get<int>();
  r.warmup = j.at("warmup").get<int>();
  r.values = j.at("values").get<bool>();
  r.max_memory = j.at("max_memory").get<uint64_t>();
  r.turns = j.value("turns", false);
  r.warm = j.value("warm", false);
  for (const auto& b : j.at("priority")) r.priority.push_back(backend_of(b));
  r.fixture = j.at("fixture").get<std::string>();
  if (j.contains("limits"))
    for (auto& [name, value] : j["limits"].items()) r.limits.set(name, std::to_string(value.get<uint64_t>()));
  for (const auto& t : j.at("tasks"))
    r.tasks.push_back({t.at("id").get<int>(), t.at("site").get<std::string>(), backend_of(t.at("backend")),
                       t.at("priority").get<bool>(), false, t.value("op", false)});
  return r;
}

namespace {
json site_numbers(const CallSite& c) {
  json tensors = json::object(), scalars = json::object();
  for (const auto& a : c.args) {
    const ArgValue& v = a.value;
    switch (v.kind) {
      case ArgValue::Kind::kTensor: {
        auto l = v.tensor.concrete();
        if (!l) throw std::runtime_error("the layout of " + a.name + " is not concrete");
        tensors[a.name] = {{"dtype", v.tensor.dtype.empty() ? "float32" : v.tensor.dtype},
                           {"device", v.tensor.device},
                           {"sizes", l->sizes},
                           {"strides", l->strides},
                           {"offset", l->storage_offset},
                           {"storage", storage_key(a.name, v.tensor)}};
        break;
      }
      case ArgValue::Kind::kBool: scalars[a.name] = v.b; break;
      case ArgValue::Kind::kFloat: scalars[a.name] = v.f; break;
      case ArgValue::Kind::kInt:
        if (v.i.value) scalars[a.name] = *v.i.value;
        break;
      case ArgValue::Kind::kList: {
        json items = json::array();
        for (const auto& i : v.items) items.push_back(i.b);
        scalars[a.name] = items;
        break;
      }
      default: break;  // None, strings: left to the schema's default
    }
  }
  return {{"op", c.op},
          {"direction", direction_name(c.direction)},
          {"training", is_training(c)},
          {"device", call_site_device(c)},
          {"tensors", tensors},
          {"scalars", scalars}};
}
// One argument of an op call as plain numbers, tagged by kind (a Python worker converts it by the op's schema in
// its own torch): {"tensor": {dtype, device, sizes, strides, offset, storage}}, {"int": n}, {"float": x},
// {"bool": b}, {"none": true}, {"str": s}, {"text": t} (an expression as written: torch.float32,
// device(type='cuda', index=0)), {"list": [...]}, {"unknown": why} (what cannot be made: a symbolic size).
json op_value(const std::string& name, const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kTensor: {
      auto l = v.tensor.concrete();
      if (!l) return {{"unknown", "the layout of " + name + " is not known"}};
      return {{"tensor",
               {{"dtype", v.tensor.dtype.empty() ? "float32" : v.tensor.dtype},
                {"device", v.tensor.device},
                {"sizes", l->sizes},
                {"strides", l->strides},
                {"offset", l->storage_offset},
                {"storage", storage_key(name, v.tensor)},
                {"guessed", v.tensor.dtype.empty()}}}};
    }
    case ArgValue::Kind::kBool: return {{"bool", v.b}};
    case ArgValue::Kind::kFloat: return {{"float", v.f}};
    case ArgValue::Kind::kInt:
      if (v.i.value) return {{"int", *v.i.value}};
      return {{"unknown", name + " is symbolic (" + v.i.expr + ") with no value"}};
    case ArgValue::Kind::kNone: return {{"none", true}};
    case ArgValue::Kind::kString: return {{"str", v.text}};
    case ArgValue::Kind::kUnknown: return {{"text", v.text}};
    case ArgValue::Kind::kList: {
      json items = json::array();
      for (size_t i = 0; i < v.items.size(); ++i)
        items.push_back(op_value(name + "[" + std::to_string(i) + "]", v.items[i]));
      return {{"list", items}};
    }
  }
  return {{"unknown", name}};
}

json op_numbers(const OpCall& c) {
  json args = json::array();
  for (const auto& a : c.args) args.push_back({{"name", a.name}, {"value", op_value(a.name, a.value)}});
  return {{"op", c.op}, {"device", c.device()}, {"args", args}};
}

// A fix check's task (ReplaySpec::fix_checks): the op call, each variant of its inputs, the candidates' code.
json fix_task(const Recording& sites, const WorkerTask& t, const PythonOps& ops) {
  const OpCall* c = sites.find_op(t.site);
  if (!c || !ops.fix_checks) return nullptr;
  for (const auto& f : *ops.fix_checks) {
    if (f.op_call != t.site) continue;
    json variants = json::array(), candidates = json::array();
    for (const auto& v : f.variants) variants.push_back({{"id", v.id}, {"call", op_numbers(v.call)}});
    for (const auto& k : f.candidates)
      candidates.push_back({{"id", k.id}, {"side", fix_side_name(k.side)}, {"code", k.code}});
    return {{"id", t.id},           {"kind", "op-fix"},         {"op_call", t.site},   {"call", op_numbers(*c)},
            {"variants", variants}, {"candidates", candidates}, {"opcheck", f.opcheck}};
  }
  return nullptr;
}

}  // namespace

std::string encode_meta_request(const Recording& sites, const std::vector<WorkerTask>& tasks,
                                const std::vector<Backend>& priority, const std::string& cache, const PythonOps& ops) {
  json j;
  j["protocol"] = kWorkerProtocol;
  j["cache"] = cache;
  j["priority"] = backend_names(priority);
  if (!ops.imports.empty()) j["imports"] = ops.imports;
  if (!ops.device.empty()) {  // the Python kernel worker's
    j["device"] = ops.device;
    j["seed"] = ops.seed;
  }
  json arr = json::array();
  std::map<std::string, json> numbers;
  bool sdpa = false;  // a task of a call site (not an op call)
  for (const auto& t : tasks) {
    if (t.op && t.fix) {
      if (json f = fix_task(sites, t, ops); !f.is_null()) arr.push_back(std::move(f));
      continue;
    }
    if (t.op) {
      const OpCall* c = sites.find_op(t.site);
      if (!c) continue;
      arr.push_back({{"id", t.id}, {"kind", t.meta ? "op-fake" : "op-kernel"}, {"call", op_numbers(*c)}});
      if (!t.meta) arr.back()["op_call"] = t.site;  // the seed of its inputs (a fake's answer is cached without it)
      continue;
    }
    const CallSite* c = sites.find(t.site);
    if (!c) continue;
    auto it = numbers.find(t.site);
    if (it == numbers.end()) it = numbers.emplace(t.site, site_numbers(*c)).first;
    json task{{"id", t.id}, {"backend", backend_name(t.backend)}, {"site", it->second}};
    if (t.priority) {
      task["kind"] = "choice";
    } else {
      const OpSpec* f = forward_op_of(t.backend);
      const OpSpec* b = backward_op_of(t.backend);
      task["kind"] = t.impl.empty() ? "meta" : "sdpa-kernel";
      if (!t.impl.empty()) task["impl"] = t.impl;
      task["recorded"] = t.backend == c->backend;
      task["forward_op"] = f ? f->qualified() : "";
      task["forward_outputs"] = f ? f->outputs : std::vector<std::string>{};
      task["backward_op"] = b ? b->qualified() : "";
      task["backward_outputs"] = b ? b->outputs : std::vector<std::string>{};
    }
    arr.push_back(task);
    sdpa = true;
  }
  j["tasks"] = arr;
  // What the worker knows of the backends comes from the op table (recording/sdpa_ops.h), for its SDPA tasks: the
  // priority's SDPBackend members, the dispatcher's numbers, the forward outputs a backward takes by another name.
  if (sdpa) {
    json aliases = json::object();
    for (const auto& [out, in] : backward_input_aliases()) aliases[std::string(out)] = std::string(in);
    j["sdpa"] = {{"backends", backend_infos()}, {"backward_inputs", aliases}};
  }
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {
// Each event's name, both ways (kOpResult: a "result" that carries "op_runs").
// clang-format off
constexpr std::pair<WorkerMessage::Kind, const char*> kWorkerEvents[] = {
    {WorkerMessage::Kind::kHello, "hello"},   {WorkerMessage::Kind::kBegin, "begin"},
    {WorkerMessage::Kind::kResult, "result"}, {WorkerMessage::Kind::kOpResult, "result"},
    {WorkerMessage::Kind::kFixResult, "result"},
    {WorkerMessage::Kind::kTiming, "timing"}, {WorkerMessage::Kind::kTimed, "timed"},
    {WorkerMessage::Kind::kDone, "done"},     {WorkerMessage::Kind::kBroken, "broken"},
    {WorkerMessage::Kind::kError, "error"}};
// clang-format on
}  // namespace

json worker_message(WorkerMessage::Kind kind) { return protocol_message(kWorkerEvents, kind); }

std::optional<WorkerMessage> decode_worker_message(const std::string& line) {
  auto m = decode_protocol_message<WorkerMessage>(kWorkerEvents, line);
  if (m && m->kind == WorkerMessage::Kind::kResult && m->body.contains("op_runs"))
    m->kind = WorkerMessage::Kind::kOpResult;
  if (m && m->kind == WorkerMessage::Kind::kResult && m->body.contains("fix_check"))
    m->kind = WorkerMessage::Kind::kFixResult;
  return m;
}

}  // namespace stridecheck
