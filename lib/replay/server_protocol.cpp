#include "replay/server_protocol.h"

#include <algorithm>
#include <stdexcept>

#include "core/names.h"
#include "replay/protocol.h"

namespace stridecheck::replay_detail {

using json = nlohmann::json;

namespace {
std::vector<Backend> backends_of(const json& j) {
  std::vector<Backend> out;
  for (const auto& n : j) {
    auto b = parse_backend(n.get<std::string>());
    if (!b) throw std::runtime_error("unknown backend " + n.dump());
    out.push_back(*b);
  }
  return out;
}
}  // namespace

json options_to_json(const ReplayOptions& o) {
  const ReplaySpec& w = o.what;
  const ReplayExecution& h = o.how;
  json limits = json::object();
  for (const auto& [name, value] : w.limits.list()) limits[name] = value;
  json impls = json::object();
  for (const auto& [b, name] : w.kernel_impls) impls[std::string(backend_name(b))] = name;
  return {{"kernel_impls", impls},
          {"backends", backend_names(w.backends)},
          {"priority", backend_names(w.priority)},
          {"device", w.device ? w.device->str() : "auto"},
          {"seed", w.seed},
          {"repeat", w.repeat},
          {"warmup", w.warmup},
          {"values", w.values},
          {"max_memory", w.max_memory},
          {"timeout_s", h.timeout_s},
          {"isolation", static_cast<int>(h.isolation)},
          {"jobs", h.jobs},
          {"worker", h.worker},
          {"skip_without_device", w.skip_without_device},
          {"metas", w.metas},
          {"torch_pythons", w.torch_pythons},
          {"meta_worker", h.meta_worker},
          {"meta_cache", h.meta_cache},
          {"kernels", w.kernels},
          {"every_site", w.every_site},
          {"cuda_index", w.cuda_index},
          {"limits", limits},
          {"only_sites", w.only_sites},
          {"ops", w.ops},
          {"imports", w.imports}};
}

namespace {
ReplaySpec spec_from_json(const json& j) {
  ReplaySpec w;
  w.backends = backends_of(j.at("backends"));
  w.priority = backends_of(j.at("priority"));
  if (const std::string device = j.at("device").get<std::string>(); device != "auto") {
    w.device = Device::parse(device);
    if (!w.device) throw std::runtime_error("unknown device " + j.at("device").dump());
  }
  w.seed = j.at("seed").get<uint64_t>();
  w.repeat = j.at("repeat").get<int>();
  w.warmup = j.at("warmup").get<int>();
  w.values = j.at("values").get<bool>();
  w.max_memory = j.at("max_memory").get<uint64_t>();
  w.skip_without_device = j.at("skip_without_device").get<bool>();
  w.metas = j.at("metas").get<bool>();
  w.torch_pythons = j.at("torch_pythons").get<std::vector<std::string>>();
  w.kernels = j.at("kernels").get<bool>();
  w.every_site = j.at("every_site").get<bool>();
  w.cuda_index = j.at("cuda_index").get<int>();
  for (auto& [name, value] : j.at("limits").items()) w.limits.set(name, std::to_string(value.get<uint64_t>()));
  w.only_sites = j.at("only_sites").get<std::vector<std::string>>();
  w.ops = j.at("ops").get<std::string>();
  w.imports = j.at("imports").get<std::vector<std::string>>();
  const json impls = j.value("kernel_impls", json::object());  // (held: items() of a temporary would dangle)
  for (const auto& [name, impl] : impls.items()) {
    auto b = parse_backend(name);
    if (!b) throw std::runtime_error("unknown backend " + name);
    w.kernel_impls[*b] = impl.get<std::string>();
  }
  return w;
}
}  // namespace

ReplayOptions options_from_json(const json& j) {
  ReplayOptions o;
  o.what = spec_from_json(j);
  ReplayExecution& h = o.how;
  h.timeout_s = j.at("timeout_s").get<double>();
  int iso = j.at("isolation").get<int>();
  if (iso < 0 || iso > static_cast<int>(Isolation::kShared)) throw std::runtime_error("unknown isolation");
  h.isolation = static_cast<Isolation>(iso);
  h.jobs = j.at("jobs").get<int>();
  h.worker = j.at("worker").get<std::string>();
  h.meta_worker = j.at("meta_worker").get<std::string>();
  h.meta_cache = j.at("meta_cache").get<std::string>();
  return o;
}

json result_to_json(const ReplayResult& r) { return r; }  // its codec (replay_json.h)

ReplayResult result_from_json(const json& j) { return j.get<ReplayResult>(); }

namespace {
// A replay's events, as the server tells them to its client while it replays (the kinds by name: JSON only here).
constexpr std::pair<ReplayEvent::Kind, const char*> kEventKinds[] = {
    {ReplayEvent::Kind::kWorkerReady, "worker-ready"}, {ReplayEvent::Kind::kMetasReady, "metas-ready"},
    {ReplayEvent::Kind::kPlanned, "planned"},          {ReplayEvent::Kind::kRunDone, "run-done"},
    {ReplayEvent::Kind::kMetaDone, "meta-done"},       {ReplayEvent::Kind::kWorkerDone, "worker-done"}};
}  // namespace

json event_to_json(const ReplayEvent& e) {
  json j = server_message(ServerMessage::Kind::kReplayEvent);
  j.update({{"kind", name_in(kEventKinds, e.kind).value_or("")},
            {"at_ms", e.at_ms},
            {"call_site", e.call_site},
            {"runs", e.runs},
            {"profile", e.profile},
            {"python", e.meta.python},
            {"torch", e.meta.torch},
            {"error", e.meta.error},
            {"done", e.done},
            {"total", e.total},
            {"op_runs", e.op_runs}});
  return j;
}

std::optional<ReplayEvent> event_from_json(const json& j) {
  ReplayEvent e;
  auto kind = value_named(kEventKinds, j.at("kind").get<std::string>());
  if (!kind) return std::nullopt;  // a kind this client does not know: not told
  e.kind = *kind;
  e.at_ms = j.at("at_ms").get<double>();
  e.call_site = j.at("call_site").get<std::string>();
  e.runs = j.at("runs").get<std::vector<BackendRun>>();
  e.profile = j.at("profile").get<WorkerProfile>();
  e.meta.python = j.at("python").get<std::string>();
  e.meta.torch = j.at("torch").get<std::string>();
  e.meta.error = j.at("error").get<std::string>();
  e.done = j.at("done").get<size_t>();
  e.total = j.at("total").get<size_t>();
  e.op_runs = j.value("op_runs", std::vector<OpRun>{});
  return e;
}

namespace {
// clang-format off
constexpr std::pair<ServerMessage::Kind, const char*> kServerEvents[] = {
    {ServerMessage::Kind::kProgress, "progress"}, {ServerMessage::Kind::kAlive, "alive"},
    {ServerMessage::Kind::kReplayEvent, "replay-event"}, {ServerMessage::Kind::kResult, "result"},
    {ServerMessage::Kind::kRefused, "refused"}, {ServerMessage::Kind::kStopping, "stopping"},
    {ServerMessage::Kind::kStatus, "status"}, {ServerMessage::Kind::kQueued, "queued"}};
// clang-format on
}  // namespace

json server_message(ServerMessage::Kind kind) { return protocol_message(kServerEvents, kind); }

std::optional<ServerMessage> decode_server_message(const std::string& line) {
  return decode_protocol_message<ServerMessage>(kServerEvents, line);
}

namespace {
constexpr std::pair<ClientState, const char*> kClientStates[] = {
    {ClientState::kReading, ""}, {ClientState::kQueued, "queued"}, {ClientState::kReplaying, "replaying"}};
}  // namespace

const char* client_state_name(ClientState s) { return name_in(kClientStates, s).value_or(""); }

std::optional<ClientState> parse_client_state(const std::string& name) { return value_named(kClientStates, name); }

}  // namespace stridecheck::replay_detail
