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
  STRIDECHECK_JSON_PUT_FIELDS(j, o, name, dtype, sizes, strides, storage_offset)
  put_optional(j, "max_abs_err", o.max_abs_err);
  put_optional(j, "max_rel_err", o.max_rel_err);
}
template <typename BasicJson>
void from_json(const BasicJson& j, OutputLayout& o) {
  STRIDECHECK_JSON_GET_FIELDS(j, o, name)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, o, dtype)
  STRIDECHECK_JSON_GET_FIELDS(j, o, sizes, strides)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, o, storage_offset)
  o.max_abs_err = get_optional<double>(j, "max_abs_err");
  o.max_rel_err = get_optional<double>(j, "max_rel_err");
}

/// nlohmann-json's conversions (found by ADL), the one codec of a backend's run: the worker protocol, the server,
/// and the report (which leaves out an empty reason and chosen, and puts each output's verdict in its place) use
/// it. Its fields in the report's order; an unknown backend, mode or status throws.
template <typename BasicJson>
void to_json(BasicJson& j, const BackendRun& r) {
  j["backend"] = std::string(backend_name(r.backend));
  STRIDECHECK_JSON_PUT_FIELDS(j, r, mode, status, reason, recorded, chosen, outputs)
  for (auto [key, v] : {std::pair{"fwd_ms", &r.fwd_ms},
                        {"copy_ms", &r.copy_ms},
                        {"bwd_ms", &r.bwd_ms},
                        {"fwd_tflops", &r.fwd_tflops},
                        {"bwd_tflops", &r.bwd_tflops}})
    put_optional(j, key, *v);
  put_optional(j, "peak_bytes", r.peak_bytes);
  put_optional(j, "tensor_bytes", r.tensor_bytes);
  STRIDECHECK_JSON_PUT_FIELDS(j, r, elapsed_ms, setup_ms)
  if (!r.values_note.empty()) j["values_note"] = r.values_note;
  if (!r.prepared.empty()) j["prepared"] = r.prepared;
  j["warnings"] = r.warnings;
  if (!r.torch.empty()) j["torch"] = r.torch;
  if (!r.meta_device.empty()) j["meta_device"] = r.meta_device;
  if (!r.impl.empty()) j["impl"] = r.impl;
  if (is_meta_run(r)) j["cached"] = r.cached;
}
template <typename BasicJson>
void from_json(const BasicJson& j, BackendRun& r) {
  auto b = parse_backend(j.at("backend").template get<std::string>());
  if (!b) throw std::runtime_error("worker protocol: unknown backend " + j.at("backend").dump());
  r.backend = *b;
  STRIDECHECK_JSON_GET_FIELDS(j, r, mode, status)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, reason, warnings, recorded, chosen)
  STRIDECHECK_JSON_GET_FIELDS(j, r, outputs)
  for (auto [key, v] : {std::pair{"fwd_ms", &r.fwd_ms},
                        {"copy_ms", &r.copy_ms},
                        {"bwd_ms", &r.bwd_ms},
                        {"fwd_tflops", &r.fwd_tflops},
                        {"bwd_tflops", &r.bwd_tflops}})
    *v = get_optional<double>(j, key);
  r.peak_bytes = get_optional<int64_t>(j, "peak_bytes");
  r.tensor_bytes = get_optional<int64_t>(j, "tensor_bytes");
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, values_note, prepared, elapsed_ms, setup_ms, torch, meta_device, cached,
                                       impl)
}

/// nlohmann-json's conversions (found by ADL): the server's answer; the report's `metas` leave out wall_ms.
STRIDECHECK_JSON_FIELDS(MetaEnvironment, python, torch, error, wall_ms, imported_torch)

/// nlohmann-json's conversions (found by ADL): the server's answer.
STRIDECHECK_JSON_FIELDS(SiteReplay, call_site, device, runs, notes, replayed_with)

/// nlohmann-json's conversions (found by ADL): the workers' hello, the server's answer and the report's
/// `environment`, whose keys stand in sorted order (as the protocol's sorted objects write them).
template <typename BasicJson>
void to_json(BasicJson& j, const ReplayEnvironment& e) {
  STRIDECHECK_JSON_PUT_FIELDS(j, e, compute_capability, cuda_available, cuda_devices, cuda_runtime)
  j["cudnn"] = e.cudnn_version;
  STRIDECHECK_JSON_PUT_FIELDS(j, e, device_name, driver, enabled, os, priority_order)
  j["torch"] = e.torch_version;
}
template <typename BasicJson>
void from_json(const BasicJson& j, ReplayEnvironment& e) {
  e.torch_version = j.value("torch", "");
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, e, cuda_runtime)
  e.cudnn_version = j.value("cudnn", "");
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, e, device_name, compute_capability, driver, priority_order, enabled,
                                       cuda_available, cuda_devices, os)
}

/// nlohmann-json's conversions (found by ADL): a report's "profile" entries, and the server's answer.
STRIDECHECK_JSON_FIELDS(WorkerProfile, group, load_ms, context_ms, context_wait_ms, cuda_init_ms, spawn_to_hello_ms,
                        tasks_ms, setup_ms, wall_ms, sent_at_ms, first_task_at_ms, done_at_ms, forked, warm)

/// nlohmann-json's conversions (found by ADL), the one codec of an op run: the worker protocol, the report, the
/// baseline and the server use it.
template <typename BasicJson>
void to_json(BasicJson& j, const ReturnedAt& r) {
  STRIDECHECK_JSON_PUT_FIELDS(j, r, file, line, code)
  if (!r.rebound.empty()) j["rebound"] = r.rebound;
}
template <typename BasicJson>
void from_json(const BasicJson& j, ReturnedAt& r) {
  STRIDECHECK_JSON_GET_FIELDS(j, r, file, line, code)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, rebound)
}
template <typename BasicJson>
void to_json(BasicJson& j, const OpRun& r) {
  STRIDECHECK_JSON_PUT_FIELDS(j, r, kind, status, reason, impl, torch, device, outputs, warnings, elapsed_ms, cached)
  if (r.returned_at) j["returned_at"] = *r.returned_at;
}
template <typename BasicJson>
void from_json(const BasicJson& j, OpRun& r) {
  auto kind = parse_op_run_kind(j.at("kind").template get<std::string>());
  if (!kind) throw std::runtime_error("unknown op run kind " + j.at("kind").dump());
  r.kind = *kind;
  STRIDECHECK_JSON_GET_FIELDS(j, r, status)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, reason, impl, torch, device)
  STRIDECHECK_JSON_GET_FIELDS(j, r, outputs)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, warnings, elapsed_ms, cached)
  if (j.contains("returned_at")) r.returned_at = j.at("returned_at").template get<ReturnedAt>();
}

/// nlohmann-json's conversions (found by ADL): the server's answer.
STRIDECHECK_JSON_FIELDS(OpReplay, op_call, runs, notes, replayed_with)

/// nlohmann-json's conversions (found by ADL): a fix check's parts, as the Python kernel worker sends them and a report
/// keeps them (to be read back by --runs-from from a host that ran the kernel).
STRIDECHECK_JSON_TO_NAME(FixCandidate::Side, fix_side_name)
STRIDECHECK_JSON_TO_NAME(OpcheckProbe, opcheck_probe_name)
template <typename BasicJson>
void from_json(const BasicJson& j, OpcheckProbe& p) {
  auto v = parse_opcheck_probe(j.template get<std::string>());
  if (!v) throw std::runtime_error("unknown opcheck probe " + j.dump());
  p = *v;
}
STRIDECHECK_JSON_FIELDS(FixCode, id, code)
STRIDECHECK_JSON_TO_NAME(WorkaroundState, workaround_state_name)
template <typename BasicJson>
void from_json(const BasicJson& j, WorkaroundState& s) {
  auto v = parse_workaround_state(j.template get<std::string>());
  if (!v) throw std::runtime_error("unknown workaround state " + j.dump());
  s = *v;
}
template <typename BasicJson>
void to_json(BasicJson& j, const WorkaroundRun& w) {
  STRIDECHECK_JSON_PUT_FIELDS(j, w, forward, backward, values, grads, eager, op, output)
  put_optional(j, "kernel", w.kernel);
  put_optional(j, "fake", w.fake);
  STRIDECHECK_JSON_PUT_FIELDS(j, w, fwd_ms, step_ms, timed_runs)
  put_optional(j, "fullgraph_raises", w.fullgraph_raises);
  if (!w.break_reason.empty()) j["break_reason"] = w.break_reason;
}
template <typename BasicJson>
void from_json(const BasicJson& j, WorkaroundRun& w) {
  STRIDECHECK_JSON_GET_FIELDS(j, w, forward, backward)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, w, values, grads, eager, op, output, fwd_ms, step_ms, timed_runs,
                                       break_reason)
  w.kernel = get_optional<OutputLayout>(j, "kernel");
  w.fake = get_optional<OutputLayout>(j, "fake");
  w.fullgraph_raises = get_optional<bool>(j, "fullgraph_raises");
}
template <typename BasicJson>
void to_json(BasicJson& j, const FixSideRun& r) {
  if (!r.id.empty()) j["id"] = r.id;
  STRIDECHECK_JSON_PUT_FIELDS(j, r, status, reason, outputs)
  put_optional(j, "workaround", r.workaround);
}
template <typename BasicJson>
void from_json(const BasicJson& j, FixSideRun& r) {
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, id, reason, outputs)
  STRIDECHECK_JSON_GET_FIELDS(j, r, status)
  r.workaround = get_optional<WorkaroundRun>(j, "workaround");
}
template <typename BasicJson>
void to_json(BasicJson& j, const FixVariantRun& v) {
  STRIDECHECK_JSON_PUT_FIELDS(j, v, id, kernel, fake, candidates, warnings)
}
template <typename BasicJson>
void from_json(const BasicJson& j, FixVariantRun& v){
    STRIDECHECK_JSON_GET_FIELDS(j, v, id, kernel, fake) STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(
        j, v, candidates, warnings)} STRIDECHECK_JSON_TO_FIELDS(FixCheck, op_call, status, reason, torch, device, impl,
                                                                arguments, codes, variants, opcheck, opcheck_reason,
                                                                elapsed_ms) template <typename BasicJson>
void from_json(const BasicJson& j, FixCheck& c) {
  STRIDECHECK_JSON_GET_FIELDS(j, c, op_call, status)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, c, reason, torch, device, impl, arguments, codes, variants, opcheck_reason,
                                       elapsed_ms)
  c.opcheck = j.contains("opcheck") ? j.at("opcheck").template get<OpcheckProbe>() : OpcheckProbe::kNotProbed;
}

/// nlohmann-json's conversions (found by ADL): the server's answer (not `server`, `server_note`: the client's).
STRIDECHECK_JSON_TO_FIELDS(ReplayResult, skipped, sites, ops, environment, notes, wall_seconds, profile, metas,
                           fix_checks)
template <typename BasicJson>
void from_json(const BasicJson& j, ReplayResult& r) {
  STRIDECHECK_JSON_GET_FIELDS(j, r, skipped, sites, ops, environment, notes, wall_seconds, profile, metas)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, r, fix_checks)
}

}  // namespace stridecheck
