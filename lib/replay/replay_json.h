// The JSON codecs of replay.h's types, one per struct (to_json/from_json, found by nlohmann-json's ADL): what the
// workers send (protocol.h), what `stridecheck serve` answers (server_protocol.h), what a report holds of a replay
// (report/json.h, which reads its runs back with them too) and what a baseline keeps. Templates over nlohmann's json
// types: `nlohmann::json` writes an object's keys sorted (the protocols), `ordered_json` in the order given here (the
// report's order).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/json_fields.h"
#include "replay/replay.h"

namespace stridecheck {

/// nlohmann-json's conversions (found by ADL): the one codec of an output's layout, in every run's codec below.
template <typename BasicJson>
void to_json(BasicJson& j, const OutputLayout& o) {
  j = BasicJson{{"name", o.name},
                {"dtype", o.dtype},
                {"sizes", o.sizes},
                {"strides", o.strides},
                {"storage_offset", o.storage_offset}};
  put_optional(j, "max_abs_err", o.max_abs_err);
  put_optional(j, "max_rel_err", o.max_rel_err);
}
template <typename BasicJson>
void from_json(const BasicJson& j, OutputLayout& o) {
  o.name = j.at("name").template get<std::string>();
  o.dtype = j.value("dtype", "");
  o.sizes = j.at("sizes").template get<std::vector<int64_t>>();
  o.strides = j.at("strides").template get<std::vector<int64_t>>();
  o.storage_offset = j.value("storage_offset", int64_t{0});
  o.max_abs_err = get_optional<double>(j, "max_abs_err");
  o.max_rel_err = get_optional<double>(j, "max_rel_err");
}

/// nlohmann-json's conversions (found by ADL), the one codec of a backend's run: the worker protocol, the server,
/// and the report (which leaves out an empty reason and chosen, and puts each output's verdict in its place) use
/// it. Its fields in the report's order; an unknown backend, mode or status throws.
template <typename BasicJson>
void to_json(BasicJson& j, const BackendRun& r) {
  j = BasicJson{{"backend", std::string(backend_name(r.backend))},
                {"mode", r.mode},
                {"status", r.status},
                {"reason", r.reason},
                {"recorded", r.recorded},
                {"chosen", r.chosen},
                {"outputs", r.outputs}};
  for (auto [key, v] : {std::pair{"fwd_ms", &r.fwd_ms},
                        {"copy_ms", &r.copy_ms},
                        {"bwd_ms", &r.bwd_ms},
                        {"fwd_tflops", &r.fwd_tflops},
                        {"bwd_tflops", &r.bwd_tflops}})
    put_optional(j, key, *v);
  put_optional(j, "peak_bytes", r.peak_bytes);
  put_optional(j, "tensor_bytes", r.tensor_bytes);
  j["elapsed_ms"] = r.elapsed_ms;
  j["setup_ms"] = r.setup_ms;
  if (!r.values_note.empty()) j["values_note"] = r.values_note;
  if (!r.prepared.empty()) j["prepared"] = r.prepared;
  j["warnings"] = r.warnings;
  if (!r.torch.empty()) j["torch"] = r.torch;
  if (!r.meta_device.empty()) j["meta_device"] = r.meta_device;
  if (is_meta_run(r)) j["cached"] = r.cached;
}
template <typename BasicJson>
void from_json(const BasicJson& j, BackendRun& r) {
  auto b = parse_backend(j.at("backend").template get<std::string>());
  if (!b) throw std::runtime_error("worker protocol: unknown backend " + j.at("backend").dump());
  r.backend = *b;
  r.mode = j.at("mode").template get<RunMode>();
  r.status = j.at("status").template get<RunStatus>();
  r.reason = j.value("reason", "");
  r.warnings = j.value("warnings", std::vector<std::string>{});
  r.recorded = j.value("recorded", false);
  r.chosen = j.value("chosen", "");
  r.outputs = j.at("outputs").template get<std::vector<OutputLayout>>();
  for (auto [key, v] : {std::pair{"fwd_ms", &r.fwd_ms},
                        {"copy_ms", &r.copy_ms},
                        {"bwd_ms", &r.bwd_ms},
                        {"fwd_tflops", &r.fwd_tflops},
                        {"bwd_tflops", &r.bwd_tflops}})
    *v = get_optional<double>(j, key);
  r.peak_bytes = get_optional<int64_t>(j, "peak_bytes");
  r.tensor_bytes = get_optional<int64_t>(j, "tensor_bytes");
  r.values_note = j.value("values_note", "");
  r.prepared = j.value("prepared", std::vector<std::string>{});
  r.elapsed_ms = j.value("elapsed_ms", 0.0);
  r.setup_ms = j.value("setup_ms", 0.0);
  r.torch = j.value("torch", "");
  r.meta_device = j.value("meta_device", "");
  r.cached = j.value("cached", false);
}

/// nlohmann-json's conversions (found by ADL): the server's answer; the report's `metas` leave out wall_ms.
STRIDECHECK_JSON_FIELDS(MetaEnvironment, python, torch, error, wall_ms, imported_torch)

/// nlohmann-json's conversions (found by ADL): the server's answer.
STRIDECHECK_JSON_FIELDS(SiteReplay, call_site, device, runs, notes, replayed_with)

/// nlohmann-json's conversions (found by ADL): the workers' hello, the server's answer and the report's
/// `environment`, whose keys stand in sorted order (as the protocol's sorted objects write them).
template <typename BasicJson>
void to_json(BasicJson& j, const ReplayEnvironment& e) {
  j = BasicJson{{"compute_capability", e.compute_capability},
                {"cuda_available", e.cuda_available},
                {"cuda_devices", e.cuda_devices},
                {"cuda_runtime", e.cuda_runtime},
                {"cudnn", e.cudnn_version},
                {"device_name", e.device_name},
                {"driver", e.driver},
                {"enabled", e.enabled},
                {"os", e.os},
                {"priority_order", e.priority_order},
                {"torch", e.torch_version}};
}
template <typename BasicJson>
void from_json(const BasicJson& j, ReplayEnvironment& e) {
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
}

/// nlohmann-json's conversions (found by ADL): a report's "profile" entries, and the server's answer.
STRIDECHECK_JSON_FIELDS(WorkerProfile, group, load_ms, context_ms, context_wait_ms, cuda_init_ms, spawn_to_hello_ms,
                        tasks_ms, setup_ms, wall_ms, sent_at_ms, first_task_at_ms, done_at_ms, forked, warm)

/// nlohmann-json's conversions (found by ADL), the one codec of an op run: the worker protocol, the report, the
/// baseline and the server use it.
template <typename BasicJson>
void to_json(BasicJson& j, const OpRun& r) {
  j = BasicJson{{"kind", op_run_kind_name(r.kind)},
                {"status", status_name(r.status)},
                {"reason", r.reason},
                {"impl", r.impl},
                {"torch", r.torch},
                {"device", r.device},
                {"outputs", r.outputs},
                {"warnings", r.warnings},
                {"elapsed_ms", r.elapsed_ms},
                {"cached", r.cached}};
}
template <typename BasicJson>
void from_json(const BasicJson& j, OpRun& r) {
  auto kind = parse_op_run_kind(j.at("kind").template get<std::string>());
  if (!kind) throw std::runtime_error("unknown op run kind " + j.at("kind").dump());
  r.kind = *kind;
  r.status = j.at("status").template get<RunStatus>();
  r.reason = j.value("reason", "");
  r.impl = j.value("impl", "");
  r.torch = j.value("torch", "");
  r.device = j.value("device", "");
  r.outputs = j.at("outputs").template get<std::vector<OutputLayout>>();
  r.warnings = j.value("warnings", std::vector<std::string>{});
  r.elapsed_ms = j.value("elapsed_ms", 0.0);
  r.cached = j.value("cached", false);
}

/// nlohmann-json's conversions (found by ADL): the server's answer.
STRIDECHECK_JSON_FIELDS(OpReplay, op_call, runs, notes, replayed_with)

/// nlohmann-json's conversions (found by ADL): the server's answer (not `server`, `server_note`: the client's).
STRIDECHECK_JSON_FIELDS(ReplayResult, skipped, sites, ops, environment, notes, wall_seconds, profile, metas)

}  // namespace stridecheck
