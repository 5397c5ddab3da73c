#include "report/json.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "check/check.h"
#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"
#include "core/version.h"
#include "known/known_issues_json.h"
#include "layout/describe.h"
#include "recording/recording_json.h"
#include "replay/replay_json.h"
#include "report/answer.h"
#include "report/findings.h"
#include "report/fix_json.h"
#include "report/known_words.h"
#include "report/log_answer.h"
#include "report/log_answer_json.h"

namespace stridecheck {

using ojson = nlohmann::ordered_json;

namespace {

ojson tensor_json(const std::string& name, const TensorLayout& t) {
  ojson j{{"dtype", t.dtype}, {"device", t.device}};
  if (auto l = t.concrete()) {
    auto d = describe(*l, role_of(name), t.offset_stated);
    j["sizes"] = l->sizes;
    j["strides"] = l->strides;
    j["storage_offset"] = l->storage_offset;
    j["order"] = d.order;
    j["description"] = d.summary;
    j["details"] = d.details;
  } else {
    j["layout_known"] = false;
  }
  j["storage"] = t.storage;
  return j;
}

// An output's verdict (`op`: an op call's, whose difference is said by dim order).
ojson output_json(const OutputVerdict& o, bool op) {
  ojson j{{"name", o.name},
          {"sizes", o.actual.sizes},
          {"strides", o.actual.strides},
          {"verdict", std::string(status_name(o.status))}};
  j["order"] = describe(o.actual, role_of(o.name)).order;
  if (o.status == OutputVerdict::Status::kMismatch) {
    ojson dims = ojson::array();
    for (const auto& d : o.comparison.dims)
      dims.push_back({{"dim", d.dim},
                      {"actual_size", d.actual_size},
                      {"expected_size", d.expected_size},
                      {"actual_stride", d.actual_stride},
                      {"expected_stride", d.expected_stride}});
    j["mismatch"] = {{"message", o.message},
                     {"dims", dims},
                     {"dim_lines", o.dim_lines},
                     {"words", op ? op_output_difference_words(o) : output_difference_words(o)},
                     {"follows", follows_words(o)}};
  }
  if (const std::string note = unjudged_words(o); !note.empty()) j["note"] = note;
  if (o.reproduces_observed) j["reproduces_observed"] = true;
  if (o.max_abs_err) j["max_abs_err"] = *o.max_abs_err;
  if (o.max_rel_err) j["max_rel_err"] = *o.max_rel_err;
  return j;
}

// A run as its codec writes it (replay/replay_json.h), an empty reason and chosen left out, with its contract and
// each output's verdict in the place of its outputs.
ojson run_json(const RunVerdict& r) {
  const ojson run = r.run;
  ojson j;
  for (const auto& [key, value] : run.items()) {
    if ((key == "reason" || key == "chosen") && value == "") continue;
    if (key != "outputs") {
      j[key] = value;
      continue;
    }
    j["keeps_contract"] = r.keeps_contract;
    j["broke_contract"] = r.broke_contract;
    ojson outs = ojson::array();
    for (const auto& o : r.outputs) outs.push_back(output_json(o, false));
    j["outputs"] = outs;
  }
  return j;
}

ojson layouts_json(const std::vector<OutputLayout>& v) {
  ojson a = ojson::array();
  for (const auto& o : v) a.push_back({{"name", o.name}, {"sizes", o.sizes}, {"strides", o.strides}});
  return a;
}

ojson torch_contract_json(const TorchContract& t) {
  ojson j{{"torch", t.torch}, {"state", std::string(contract_name(t.state))}};
  if (const std::string reason = contract_reason_words(t.reason); !reason.empty()) j["reason"] = reason;
  if (!t.meta_device.empty()) j["meta_device"] = t.meta_device;
  ojson diffs = ojson::array();
  for (const auto& d : t.diffs)
    diffs.push_back({{"name", d.name},
                     {"message", d.message},
                     {"words", contract_diff_words(d)},
                     {"real", layout_json(d.real, role_of(d.name))},
                     {"meta", layout_json(d.meta, role_of(d.name))}});
  j["diffs"] = diffs;
  j["predicted"] = layouts_json(t.predicted);
  return j;
}

ojson contract_json(const BackendContract& c) {
  ojson j = torch_contract_json(c.primary);
  j["backend"] = std::string(backend_name(c.backend));
  j["recorded"] = c.recorded;
  j["kernel_ran"] = c.kernel_ran;
  if (c.from_log) j["kernel_layout_from_log"] = true;
  j["real"] = layouts_json(c.real);
  j["differs_from_graph"] = c.differs_from_graph;
  ojson by = ojson::array();
  for (const auto& t : c.by_torch) by.push_back({{"torch", t.torch}, {"state", std::string(contract_name(t.state))}});
  j["by_torch"] = by;
  if (c.fwd_ms) j["fwd_ms"] = *c.fwd_ms;
  if (c.bwd_ms) j["bwd_ms"] = *c.bwd_ms;
  return j;
}

std::string graph_meta_name(GraphMeta g) {
  return g == GraphMeta::kAgrees ? "agrees" : g == GraphMeta::kDiffers ? "differs" : "unknown";
}

ojson expected_json(const ExpectedOutput& e) {
  ojson ej{{"index", e.index}, {"name", e.name}, {"line", e.line}};
  auto s = known_values(e.sizes), t = known_values(e.strides);
  if (s && t) {
    const ojson l = layout_json(Layout{*s, *t, 0}, role_of(e.name));
    for (auto& [k, val] : l.items()) ej[k] = val;
  }
  if (e.observed) {
    ej["observed"] = *e.observed;  // its codec (recording/recording_json.h), without where the log said it
    ej["observed"].erase("log_file");
    ej["observed"].erase("log_line");
  }
  return ej;
}

ojson site_json(const CallSite& c, const SiteVerdict* v) {
  ojson j;
  j["id"] = c.id;
  j["op"] = c.op;
  j["backend"] = std::string(backend_name(c.backend));
  j["direction"] = std::string(direction_name(c.direction));
  j["source"] = c.source;  // its codec (recording/recording_json.h), without the aten ops (an op call's has them)
  j["source"].erase("aten_ops");
  ojson inputs = ojson::object();
  for (const auto& a : c.args)
    if (a.value.is_tensor()) inputs[a.name] = tensor_json(a.name, a.value.tensor);
  j["inputs"] = inputs;
  ojson expected = ojson::array();
  for (const auto& e : c.expected_outputs) expected.push_back(expected_json(e));
  j["expected_outputs"] = expected;
  if (v) {
    j["device"] = v->device;
    if (!v->replayed_with.empty()) j["replayed_with"] = v->replayed_with;
    ojson runs = ojson::array();
    for (const auto& r : v->runs) runs.push_back(run_json(r));
    j["runs"] = runs;
    j["summary"] = {
        {"keep", v->keep}, {"break", v->break_}, {"cannot", v->cannot}, {"crashed", v->crashed}, {"chosen", v->chosen}};
    ojson contract = ojson::array();
    for (const auto& bc : v->contracts) contract.push_back(contract_json(bc));
    j["contract"] = contract;
    j["graph_meta"] = {{"state", graph_meta_name(v->graph_meta)},
                       {"diffs", graph_meta_diff_lines(*v)},
                       {"matches_meta_of", v->graph_matches_meta_of}};
    j["meta_choice"] = {{"chosen", v->meta_choice}, {"reason", choice_reason_words(v->meta_choice_reason)}};
  }
  return j;
}

// An argument of an op call as the call wrote it: a tensor's layout (tensor_json), or its value.
ojson op_arg_value_json(const std::string& name, const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: return nullptr;
    case ArgValue::Kind::kBool: return v.b;
    case ArgValue::Kind::kInt: return v.i.value ? ojson(*v.i.value) : ojson({{"expr", v.i.expr}});
    case ArgValue::Kind::kFloat: return v.f;
    case ArgValue::Kind::kString: return {{"string", v.text}};
    case ArgValue::Kind::kList: {
      ojson items = ojson::array();
      for (const auto& i : v.items) items.push_back(op_arg_value_json(name, i));
      return items;
    }
    case ArgValue::Kind::kTensor: return tensor_json(name, v.tensor);
    case ArgValue::Kind::kUnknown: return {{"unknown", v.text}};
  }
  return nullptr;
}

// The verdict of an op call: its kernel against the graph's asserts, against its own fake under each torch, the
// graph's asserts against that fake, and whose bug a failure is.
ojson op_verdict_json(const OpVerdict& v) {
  ojson outs = ojson::array();
  for (const auto& o : v.outputs) outs.push_back(output_json(o, true));
  ojson contract = torch_contract_json(v.fake);
  ojson by = ojson::array();
  for (const auto& t : v.by_torch) {
    ojson tj = torch_contract_json(t);
    tj.erase("predicted");
    by.push_back(tj);
  }
  contract["by_torch"] = by;
  return {{"kernel_ran", v.kernel_ran},
          {"kernel_layout_from_log", v.from_log},
          {"real", layouts_json(v.real)},
          {"outputs", outs},
          {"kernel_broke_graph", v.kernel_broke_graph},
          {"contract", contract},
          {"graph_fake", {{"state", graph_meta_name(v.graph_fake)}, {"diffs", graph_fake_diff_lines(v)}}},
          {"whose", std::string(op_whose_name(v.whose))}};
}

ojson op_call_json(const OpCall& c, const OpVerdict* v) {
  ojson j{{"id", c.id},
          {"op", c.op},
          {"namespace", c.ns()},
          {"kind", c.is_aten() ? "aten op" : "custom op"},
          {"device", c.device()}};
  j["source"] = c.source;
  j["result"] = c.result;
  ojson args = ojson::array();
  for (const auto& a : c.args)
    args.push_back({{"name", a.name}, {"expr", a.expr}, {"value", op_arg_value_json(a.name, a.value)}});
  j["args"] = args;
  ojson expected = ojson::array();
  for (const auto& e : c.expected_outputs) expected.push_back(expected_json(e));
  j["expected_outputs"] = expected;
  if (!v) return j;
  if (!v->replayed_with.empty()) j["replayed_with"] = v->replayed_with;
  ojson runs = ojson::array();
  for (const auto& r : v->runs) runs.push_back(r);  // the OpRun codec (replay/replay_json.h)
  j["runs"] = runs;
  j["verdict"] = op_verdict_json(*v);
  return j;
}

// The recorded call sites or op calls (`items`) a report shows, each with its judgement (`judged`): with a verdict,
// those it judged (triage replays the failing ones only); without one, every one recorded, judged by none.
template <class Item, class Judgement>
std::vector<std::pair<const Item*, const Judgement*>> shown(const ReportInput& in, const std::vector<Item>& items,
                                                            const Judgement* (*judged)(const ReportInput&,
                                                                                       const std::string&)) {
  std::vector<std::pair<const Item*, const Judgement*>> out;
  for (const auto& c : items)
    if (const Judgement* v = judged(in, c.id); v || !in.verdict) out.emplace_back(&c, v);
  return out;
}

// The op calls of the report: with a verdict, those it judged; without one, every one recorded.
ojson op_calls_json(const ReportInput& in, size_t& failing) {
  ojson out = ojson::array();
  if (!in.recording) return out;
  for (const auto& [c, v] : shown(in, in.recording->op_calls, judged_op)) {
    if (v) failing += v->kernel_broke_graph || v->fake.state == ContractState::kBreaks;
    out.push_back(op_call_json(*c, v));
  }
  return out;
}

// The known upstream issues matched: each match's fields (known/known_issues_json.h) and its words.
ojson seen_before_json(const std::vector<KnownMatch>& matches) {
  ojson list = ojson::array();
  for (const auto& m : matches) {
    ojson j = m;
    j["words"] = seen_before_words(m, "");
    list.push_back(std::move(j));
  }
  return list;
}

ojson failure_json(const TriageResult& r, const FailureAnalysis& f) {
  const auto& a = f.assertion;
  ojson j;
  j["message"] = a.message;
  j["kind"] = a.kind == DecodedAssertion::Kind::kSizeStride ? "size_stride"
              : a.kind == DecodedAssertion::Kind::kRank     ? "rank"
              : a.kind == DecodedAssertion::Kind::kLegacy   ? "legacy"
              : a.kind == DecodedAssertion::Kind::kDtype    ? "dtype"
                                                            : "alignment";
  if (a.kind == DecodedAssertion::Kind::kDtype)
    j["dtype"] = {{"expected", a.expected_dtype}, {"actual", a.actual_dtype}};
  if (a.kind == DecodedAssertion::Kind::kLegacy)
    j["legacy"] = {{"check", a.legacy_check}, {"expected", a.legacy_expected}, {"source", a.source}};
  j["log_line"] = a.log_line;
  j["op"] = f.op;
  if (!f.op_call_id.empty()) j["op_call"] = f.op_call_id;
  if (f.boundary) {
    ojson rows = ojson::object();
    for (const auto& [label, text] : f.boundary->answer) rows[label] = text;
    j["graph_input"] = {{"input", f.boundary->input},
                        {"graph", f.boundary->graph},
                        {"producer", f.boundary->producer},
                        {"answer", rows}};
  }
  if (!f.seen_before.empty()) j["seen_before"] = seen_before_json(f.seen_before);
  if (answered_from_log(f)) j["log_answer"] = log_answer_json(r, f);  // the answer made without the module
  j["is_sdpa"] = f.is_sdpa;
  j["call_site"] = f.call_site_id;
  j["output"] = f.output_name;
  j["output_index"] = f.output_index;
  j["buffer"] = f.buffer;
  if (a.frame) j["frame"] = {{"file", a.frame->file}, {"line", a.frame->line}, {"function", a.frame->function}};
  if (a.outer_frame)
    j["outer_frame"] = {
        {"file", a.outer_frame->file}, {"line", a.outer_frame->line}, {"function", a.outer_frame->function}};
  j["in_backward"] = a.in_backward;
  ojson dims = ojson::array();
  for (const auto& c : a.clauses)
    dims.push_back({{"dim", c.dim},
                    {"actual_size", c.actual_size},
                    {"expected_size", c.expected_size},
                    {"actual_stride", c.actual_stride},
                    {"expected_stride", c.expected_stride}});
  j["dims"] = dims;
  j["dim_lines"] = f.dim_lines;
  const TensorRole role = failure_role(f);
  if (f.expected) j["expected"] = layout_json(*f.expected, role);
  if (f.actual && !f.facts.partial_message) j["actual"] = layout_json(*f.actual, role);  // only where the log holds it
  j["difference"] = f.difference;
  j["follows"] = f.follows;
  j["diagnosis"] = f.diagnosis;
  j["module"] = {{"file", f.module_file}, {"how", f.module_how}, {"tried", f.module_tried}};
  if (a.kind == DecodedAssertion::Kind::kRank) j["actual_rank"] = a.actual_rank;
  if (a.kind == DecodedAssertion::Kind::kAlignment)
    j["alignment"] = {{"bytes", a.alignment}, {"storage_offset", a.storage_offset}, {"itemsize", a.itemsize}};
  return j;
}

// A log that dies of no SDPA backend serving a call (docs/formats.md section 9).
ojson no_kernel_json(const NoKernelAnalysis& k) {
  const NoKernelFailure& f = k.failure;
  ojson args = ojson::object();
  for (const auto& [name, value] : f.args) args[name] = value;
  ojson refusals = ojson::array();
  for (const auto& r : f.refusals)
    refusals.push_back({{"backend", std::string(backend_name(r.backend))},
                        {"named", r.named},
                        {"reasons", r.reasons},
                        {"log_line", r.log_line}});
  ojson j = {{"message", f.message},
             {"message_line", f.message_line},
             {"error", f.error},
             {"error_line", f.error_line},
             {"stage", std::string(stage_name(f.stage))},
             {"device", f.device},
             {"args", args},
             {"refusals", refusals}};
  if (f.user_frame)
    j["user_frame"] = {{"file", f.user_frame->file},
                       {"line", f.user_frame->line},
                       {"function", f.user_frame->function},
                       {"source", f.user_frame->source}};
  j["diagnosis"] = k.diagnosis;
  return j;
}

// The answer: its findings as report/answer.h words them, its backends by name.
ojson answer_json(const Verdict& v) {
  const AnswerWords w = answer_words(v);
  const Answer& a = v.answer;
  auto names = [](const std::vector<Backend>& bs) {
    std::vector<std::string> n;
    for (Backend b : bs) n.emplace_back(backend_name(b));
    return n;
  };
  ojson j = {{"failed", w.failed},
             {"whose", std::string(whose_name(a.whose))},
             {"whose_text", w.whose_text},
             {"safe", names(a.safe)},
             {"breaking", names(a.breaking)},
             {"unjudged", names(a.unjudged)},
             {"unjudged_why", w.unjudged_why},
             {"cannot_serve", names(a.cannot_serve)},
             {"cannot_serve_why", w.cannot_serve_why},
             {"unfinished", names(a.unfinished)},
             {"unfinished_why", w.unfinished_why},
             {"fastest", w.fastest},
             {"paste", w.paste},
             {"paste_when", w.paste_when},
             {"workarounds", w.workarounds},
             {"upstream", w.upstream},
             {"priority", w.priority},
             {"versions", w.versions},
             {"torch", a.torch},
             {"what_if", w.what_if},
             {"torches", w.torches},
             {"torches_differ", a.torches.differ}};
  if (!w.fixes.empty() || !v.ops.empty()) j["fixes"] = w.fixes;
  if (!a.fixes.empty()) {
    ojson code = ojson::array();
    for (const auto& f : a.fixes) code.push_back(fix_code_json(f));
    j["fix_code"] = code;
  }
  if (!w.rerun.empty()) j["rerun"] = w.rerun;
  if (!w.opcheck.empty()) j["opcheck"] = w.opcheck;
  if (!a.seen_before.empty()) j["seen_before"] = seen_before_json(a.seen_before);
  if (!w.findings.empty()) {
    j["findings"] = ojson::array();
    for (const auto& f : w.findings)
      j["findings"].push_back({{"call", f.call},
                               {"op", f.op},
                               {"whose", f.whose},
                               {"whose_text", f.whose_text},
                               {"predicted", f.predicted},
                               {"fixes", f.fixes}});
  }
  for (size_t i = 0; i < w.unchecked.size() && i < v.answer.unchecked.size(); ++i)
    j["unchecked"].push_back({{"backward_of", v.answer.unchecked[i]}, {"text", w.unchecked[i]}});
  return j;
}

// What the replay ran on and the answer: the environment, the metas' Pythons, the answer, the compiling torch.
void put_verdict(ojson& root, const Verdict& v) {
  root["environment"] = v.environment;  // its codec (replay/replay_json.h)
  ojson metas = ojson::array();
  for (const auto& m : v.metas) {
    metas.push_back(m);
    metas.back().erase("wall_ms");
  }
  root["metas"] = metas;
  root["answer"] = answer_json(v);
  if (v.compiled_by) root["compiled_by"] = *v.compiled_by;
  if (!v.fix_checks.empty()) root["fix_checks"] = v.fix_checks;  // their codec (replay/replay_json.h): --runs-from
}

// What a report counts of its call sites and op calls.
struct Counts {
  size_t mismatches = 0, crashes = 0, contract_breaks = 0, ops_failing = 0;
};

// The call sites of the report: with a verdict, those it judged (triage replays the failing ones only); without one,
// every one recorded.
ojson call_sites_json(const ReportInput& in, Counts& n) {
  ojson sites = ojson::array();
  if (!in.recording) return sites;
  for (const auto& [c, v] : shown(in, in.recording->call_sites, judged_site)) {
    if (v) {
      n.mismatches += v->break_.size();
      n.crashes += v->crashed.size();
      for (const auto& bc : v->contracts) n.contract_breaks += bc.primary.state == ContractState::kBreaks;
    }
    sites.push_back(site_json(*c, v));
  }
  return sites;
}

// The replay's wall time and its workers' profiles, by group (not by which worker finished first: a report of the
// same run reads the same).
void put_profile(ojson& root, const Verdict& v) {
  root["wall_seconds"] = v.wall_seconds;
  auto groups = v.profile;
  std::stable_sort(groups.begin(), groups.end(),
                   [](const WorkerProfile& a, const WorkerProfile& b) { return a.group < b.group; });
  root["profile"] = groups;
}

}  // namespace

const SiteVerdict* judged_site(const ReportInput& in, const std::string& id) {
  const SiteVerdict* judged = nullptr;
  if (in.verdict)
    for (const auto& s : in.verdict->sites)
      if (s.call_site == id) judged = &s;  // the last, as every format has shown it
  return judged;
}

const OpVerdict* judged_op(const ReportInput& in, const std::string& id) {
  const OpVerdict* judged = nullptr;
  if (in.verdict)
    for (const auto& o : in.verdict->ops)
      if (o.op_call == id) judged = &o;
  return judged;
}

std::string render_report_json(const ReportInput& in) {
  ojson root;
  root["schema"] = kReportSchema;
  root["generator"] = std::string("stridecheck ") + kStridecheckVersion;
  root["command"] = in.command;
  if (in.recording) root["inputs"] = in.recording->inputs;
  if (in.verdict) put_verdict(root, *in.verdict);
  if (in.triage) {
    ojson failures = ojson::array();
    for (const auto& f : in.triage->failures) failures.push_back(failure_json(*in.triage, f));
    root["failures"] = failures;
  }
  if (in.triage && in.triage->no_kernel) {
    root["no_kernel"] = no_kernel_json(*in.triage->no_kernel);
    if (!in.verdict) {
      ojson answer;
      for (const auto& row : in.triage->no_kernel->answer)
        answer[std::string(no_kernel_row_label(row.kind))] = row.text;
      root["answer"] = answer;
    }
  }
  Counts n;
  root["call_sites"] = call_sites_json(in, n);
  const ojson ops = op_calls_json(in, n.ops_failing);
  if (!ops.empty()) root["op_calls"] = ops;  // only where there are op calls: an SDPA report is as it was
  root["summary"] = {{"call_sites", root["call_sites"].size()}, {"backends_breaking", n.mismatches},
                     {"backends_crashed", n.crashes},           {"contract_breaks", n.contract_breaks},
                     {"replayed", in.verdict != nullptr},       {"exit_code", in.exit_code}};
  if (!ops.empty()) {
    root["summary"]["op_calls"] = ops.size();
    root["summary"]["op_calls_failing"] = n.ops_failing;
  }
  std::vector<std::string> notes;
  if (in.recording) notes = in.recording->notes;
  if (in.verdict)
    for (const auto& note : in.verdict->notes) notes.push_back(note);
  if (!in.replay_note.empty()) notes.push_back(in.replay_note);
  root["notes"] = notes;
  if (in.recording && !in.recording->saved_links.empty()) root["saved_values"] = in.recording->saved_links;
  if (in.check) root["check"] = *in.check;
  if (in.verdict) put_profile(root, *in.verdict);
  return readable_json(root);
}

ReplayResult replay_from_report(const std::string& text, const std::string& file) {
  nlohmann::json root = parse_json_input(text, file, Limits{});
  if (!root.is_object() || root.value("schema", "") != kReportSchema)
    throw InputError(file, 1, std::string("not a ") + kReportSchema + " report");
  ReplayResult r;
  try {
    if (root.contains("environment")) r.environment = root["environment"].get<ReplayEnvironment>();
    if (root.contains("metas"))
      for (const auto& m : root["metas"]) {
        MetaEnvironment e;
        e.python = "from " + file;
        e.torch = m.value("torch", "");
        e.error = m.value("error", "");
        e.imported_torch = true;
        r.metas.push_back(e);
      }
    for (const auto& c : root.at("call_sites")) {
      if (!c.contains("runs")) continue;
      SiteReplay s;
      s.call_site = c.at("id").get<std::string>();
      s.device = c.value("device", "");
      s.replayed_with = c.value("replayed_with", "");
      // the runs' codec (replay/replay_json.h) reads each output's layout past the verdict the report adds
      s.runs = c.at("runs").get<std::vector<BackendRun>>();
      r.sites.push_back(std::move(s));
    }
    if (root.contains("op_calls"))
      for (const auto& c : root["op_calls"]) {
        if (!c.contains("runs")) continue;
        OpReplay o;
        o.op_call = c.at("id").get<std::string>();
        o.replayed_with = c.value("replayed_with", "");
        o.runs = c.at("runs").get<std::vector<OpRun>>();  // the OpRun codec (replay/replay_json.h)
        r.ops.push_back(std::move(o));
      }
    if (root.contains("fix_checks")) r.fix_checks = root["fix_checks"].get<std::vector<FixCheck>>();
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file, 0, std::string("malformed report: ") + e.what());
  } catch (const std::runtime_error& e) {  // an unknown backend, mode or status
    throw InputError(file, 0, std::string("malformed report: ") + e.what());
  }
  return r;
}

}  // namespace stridecheck
