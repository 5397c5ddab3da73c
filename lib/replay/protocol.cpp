#include "replay/protocol.h"

#include <map>
#include <stdexcept>

namespace stridecheck {

using json = nlohmann::json;

namespace {
std::vector<std::string> backend_names(const std::vector<Backend>& v) {
  std::vector<std::string> out;
  for (Backend b : v) out.emplace_back(backend_name(b));
  return out;
}
Backend backend_of(const json& j) {
  auto b = parse_backend(j.get<std::string>());
  if (!b) throw std::runtime_error("worker protocol: unknown backend " + j.dump());
  return *b;
}
template <typename T>
void opt_set(json& j, const char* key, const std::optional<T>& v) {
  if (v) j[key] = *v;
}
template <typename T>
std::optional<T> opt_get(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  return it->get<T>();
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
  for (const auto& t : tasks) {
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
      task["kind"] = "meta";
      task["recorded"] = t.backend == c->backend;
      task["forward_op"] = f ? f->qualified() : "";
      task["forward_outputs"] = f ? f->outputs : std::vector<std::string>{};
      task["backward_op"] = b ? b->qualified() : "";
      task["backward_outputs"] = b ? b->outputs : std::vector<std::string>{};
    }
    arr.push_back(task);
  }
  j["tasks"] = arr;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {
// Each event's name, both ways (kOpResult: a "result" that carries "op_runs").
// clang-format off
constexpr std::pair<WorkerMessage::Kind, const char*> kWorkerEvents[] = {
    {WorkerMessage::Kind::kHello, "hello"},   {WorkerMessage::Kind::kBegin, "begin"},
    {WorkerMessage::Kind::kResult, "result"}, {WorkerMessage::Kind::kOpResult, "result"},
    {WorkerMessage::Kind::kTiming, "timing"}, {WorkerMessage::Kind::kTimed, "timed"},
    {WorkerMessage::Kind::kDone, "done"},     {WorkerMessage::Kind::kBroken, "broken"},
    {WorkerMessage::Kind::kError, "error"}};
// clang-format on
}  // namespace

json worker_message(WorkerMessage::Kind kind) {
  for (const auto& [k, name] : kWorkerEvents)
    if (k == kind) return json{{"event", name}};
  throw std::logic_error("a worker message without a name");
}

std::optional<WorkerMessage> decode_worker_message(const std::string& line) {
  json j = json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  const std::string event = j.value("event", "");
  WorkerMessage m;
  for (const auto& [k, name] : kWorkerEvents) {
    if (event != name) continue;
    m.kind = k == WorkerMessage::Kind::kResult && j.contains("op_runs") ? WorkerMessage::Kind::kOpResult : k;
    break;
  }
  m.body = std::move(j);
  return m;
}

json run_to_json(const BackendRun& r) {
  json j;
  j["backend"] = backend_name(r.backend);
  j["mode"] = r.mode;
  j["status"] = r.status;
  j["reason"] = r.reason;
  j["warnings"] = r.warnings;
  j["recorded"] = r.recorded;
  j["chosen"] = r.chosen;
  json outs = json::array();
  for (const auto& o : r.outputs) {
    json oj{{"name", o.name},
            {"dtype", o.dtype},
            {"sizes", o.sizes},
            {"strides", o.strides},
            {"storage_offset", o.storage_offset}};
    opt_set(oj, "max_abs_err", o.max_abs_err);
    opt_set(oj, "max_rel_err", o.max_rel_err);
    outs.push_back(oj);
  }
  j["outputs"] = outs;
  opt_set(j, "fwd_ms", r.fwd_ms);
  opt_set(j, "copy_ms", r.copy_ms);
  opt_set(j, "bwd_ms", r.bwd_ms);
  opt_set(j, "fwd_tflops", r.fwd_tflops);
  opt_set(j, "bwd_tflops", r.bwd_tflops);
  opt_set(j, "peak_bytes", r.peak_bytes);
  opt_set(j, "tensor_bytes", r.tensor_bytes);
  if (!r.values_note.empty()) j["values_note"] = r.values_note;
  if (!r.prepared.empty()) j["prepared"] = r.prepared;
  j["elapsed_ms"] = r.elapsed_ms;
  j["setup_ms"] = r.setup_ms;
  if (!r.torch.empty()) j["torch"] = r.torch;
  if (!r.meta_device.empty()) j["meta_device"] = r.meta_device;
  if (is_meta_run(r)) j["cached"] = r.cached;
  return j;
}

BackendRun run_from_json(const json& j) {
  BackendRun r;
  r.backend = backend_of(j.at("backend"));
  r.mode = j.at("mode").get<RunMode>();
  r.status = j.at("status").get<RunStatus>();
  r.reason = j.value("reason", "");
  r.warnings = j.value("warnings", std::vector<std::string>{});
  r.recorded = j.value("recorded", false);
  r.chosen = j.value("chosen", "");
  for (const auto& o : j.at("outputs")) {
    OutputLayout l;
    l.name = o.at("name").get<std::string>();
    l.dtype = o.value("dtype", "");
    l.sizes = o.at("sizes").get<std::vector<int64_t>>();
    l.strides = o.at("strides").get<std::vector<int64_t>>();
    l.storage_offset = o.value("storage_offset", int64_t{0});
    l.max_abs_err = opt_get<double>(o, "max_abs_err");
    l.max_rel_err = opt_get<double>(o, "max_rel_err");
    r.outputs.push_back(std::move(l));
  }
  r.fwd_ms = opt_get<double>(j, "fwd_ms");
  r.copy_ms = opt_get<double>(j, "copy_ms");
  r.bwd_ms = opt_get<double>(j, "bwd_ms");
  r.fwd_tflops = opt_get<double>(j, "fwd_tflops");
  r.bwd_tflops = opt_get<double>(j, "bwd_tflops");
  r.peak_bytes = opt_get<int64_t>(j, "peak_bytes");
  r.tensor_bytes = opt_get<int64_t>(j, "tensor_bytes");
  r.values_note = j.value("values_note", "");
  r.prepared = j.value("prepared", std::vector<std::string>{});
  r.elapsed_ms = j.value("elapsed_ms", 0.0);
  r.setup_ms = j.value("setup_ms", 0.0);
  r.torch = j.value("torch", "");
  r.meta_device = j.value("meta_device", "");
  r.cached = j.value("cached", false);
  return r;
}

json environment_to_json(const ReplayEnvironment& e) {
  return {{"torch", e.torch_version},
          {"cuda_runtime", e.cuda_runtime},
          {"cudnn", e.cudnn_version},
          {"device_name", e.device_name},
          {"compute_capability", e.compute_capability},
          {"driver", e.driver},
          {"priority_order", e.priority_order},
          {"enabled", e.enabled},
          {"cuda_available", e.cuda_available},
          {"cuda_devices", e.cuda_devices},
          {"os", e.os}};
}

ReplayEnvironment environment_from_json(const json& j) {
  ReplayEnvironment e;
  e.torch_version = j.value("torch", "");
  e.cuda_runtime = j.value("cuda_runtime", "");
  e.cudnn_version = j.value("cudnn", "");
  e.device_name = j.value("device_name", "");
  e.compute_capability = j.value("compute_capability", "");
  e.driver = j.value("driver", "");
  e.priority_order = j.value("priority_order", std::vector<std::string>{});
  e.enabled = j.value("enabled", std::vector<std::string>{});
  e.cuda_available = j.value("cuda_available", false);
  e.cuda_devices = j.value("cuda_devices", 0);
  e.os = j.value("os", "");
  return e;
}

}  // namespace stridecheck
