// The JSON codecs of known_issues.h's types, one per struct (to_json/from_json, found by nlohmann-json's ADL): the
// table's rows as known-issues.json holds them (the schema beside it), and a match as a report writes it. Enums by
// their names, through one {value, name} table each. Templates over nlohmann's json types.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "core/json_fields.h"
#include "core/names.h"
#include "known/known_issues.h"

namespace stridecheck {

// clang-format off
inline constexpr std::pair<KnownSource::Kind, std::string_view> kKnownSourceKinds[] = {
    {KnownSource::Kind::kIssue, "issue"}, {KnownSource::Kind::kPullRequest, "pull_request"}};
inline constexpr std::pair<KnownLayout, std::string_view> kKnownLayouts[] = {
    {KnownLayout::kAny, "any"}, {KnownLayout::kContiguous, "contiguous"},
    {KnownLayout::kNotContiguous, "not_contiguous"}};
inline constexpr std::pair<KnownIssueSignature::Tensor, std::string_view> kKnownTensors[] = {
    {KnownIssueSignature::Tensor::kOpOutput, "op_output"}, {KnownIssueSignature::Tensor::kGraphInput, "graph_input"}};
inline constexpr std::pair<KnownIssueSignature::Mismatch, std::string_view> kKnownMismatches[] = {
    {KnownIssueSignature::Mismatch::kStride, "stride"}, {KnownIssueSignature::Mismatch::kSize, "size"}};
inline constexpr std::pair<KnownMatch::Strength, std::string_view> kKnownStrengths[] = {
    {KnownMatch::Strength::kRelated, "related"}, {KnownMatch::Strength::kLikelyDuplicate, "likely_duplicate"}};
inline constexpr std::pair<KnownMatch::Basis, std::string_view> kKnownBases[] = {
    {KnownMatch::Basis::kSameOp, "same_op"}, {KnownMatch::Basis::kSameFamily, "same_family"},
    {KnownMatch::Basis::kGraphInput, "graph_input"}};
inline constexpr std::pair<KnownMatch::Torch, std::string_view> kKnownTorches[] = {
    {KnownMatch::Torch::kUnknown, "unknown"}, {KnownMatch::Torch::kNotFixed, "not_fixed"},
    {KnownMatch::Torch::kFixed, "fixed"}, {KnownMatch::Torch::kBefore, "before"}};
// clang-format on

/// An enum's name in its table (a value the table lacks is a broken invariant).
template <typename E, size_t N>
std::string known_enum_name(const std::pair<E, std::string_view> (&table)[N], E value) {
  auto name = name_in(table, value);
  if (!name) throw std::logic_error("known issues: an enum value with no name");
  return std::string(*name);
}
/// An enum read from j by its name (a name the table lacks throws, naming it).
template <typename E, size_t N, typename BasicJson>
E known_enum_value(const std::pair<E, std::string_view> (&table)[N], const BasicJson& j) {
  auto text = j.template get<std::string>();
  auto value = value_named(table, text);
  if (!value) throw std::runtime_error("known issues: unknown value \"" + text + "\"");
  return *value;
}

template <typename BasicJson>
void to_json(BasicJson& j, const KnownSource& s) {
  j["kind"] = known_enum_name(kKnownSourceKinds, s.kind);
  STRIDECHECK_JSON_PUT_FIELDS(j, s, repo, number, url, title, date)
}
template <typename BasicJson>
void from_json(const BasicJson& j, KnownSource& s) {
  s.kind = known_enum_value(kKnownSourceKinds, j.at("kind"));
  STRIDECHECK_JSON_GET_FIELDS(j, s, repo, number, url, title, date)
}

template <typename BasicJson>
void to_json(BasicJson& j, const KnownIssueSignature& s) {
  STRIDECHECK_JSON_PUT_FIELDS(j, s, ops, family, outputs)
  j["tensor"] = known_enum_name(kKnownTensors, s.tensor);
  j["mismatch"] = known_enum_name(kKnownMismatches, s.mismatch);
  j["expected"] = known_enum_name(kKnownLayouts, s.expected);
  j["actual"] = known_enum_name(kKnownLayouts, s.actual);
  if (s.any_dims)
    j["dims"] = "any";
  else if (!s.dims.empty())
    j["dims"] = s.dims;
  if (s.min_dims > 0) j["min_dims"] = s.min_dims;
  if (!s.expected_order.empty()) STRIDECHECK_JSON_PUT_FIELDS(j, s, expected_order, actual_order)
  j["devices"] = s.devices;
}
template <typename BasicJson>
void from_json(const BasicJson& j, KnownIssueSignature& s) {
  STRIDECHECK_JSON_GET_FIELDS(j, s, ops)
  STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, s, family, outputs, expected_order, actual_order, devices, min_dims)
  s.tensor = known_enum_value(kKnownTensors, j.at("tensor"));
  s.mismatch = known_enum_value(kKnownMismatches, j.at("mismatch"));
  s.expected = known_enum_value(kKnownLayouts, j.at("expected"));
  s.actual = known_enum_value(kKnownLayouts, j.at("actual"));
  auto dims = j.find("dims");
  if (dims != j.end() && dims->is_string()) {
    if (dims->template get<std::string>() != "any") throw std::runtime_error("known issues: dims is a list or \"any\"");
    s.any_dims = true;
  } else if (dims != j.end()) {
    dims->get_to(s.dims);
  }
}

STRIDECHECK_JSON_FIELDS(KnownReleases, affected_from, fixed_in, fixed_by, open, evidence)
STRIDECHECK_JSON_FIELDS(KnownIssue, id, source, fixes, signature, releases, cause, workarounds, search_terms)

/// A match as a report writes it: the row's id, source and releases, how strong, and this run's torch against the
/// fix. Written only (a report's matches are made again from the table, never read back).
template <typename BasicJson>
void to_json(BasicJson& j, const KnownMatch& m) {
  if (!m.issue) throw std::logic_error("known issues: a match with no row");
  j["id"] = m.issue->id;
  j["source"] = m.issue->source;
  j["strength"] = known_enum_name(kKnownStrengths, m.strength);
  j["basis"] = known_enum_name(kKnownBases, m.basis);
  if (!m.op.empty()) j["op"] = m.op;
  if (!m.output.empty()) j["output"] = m.output;
  j["torch"] = known_enum_name(kKnownTorches, m.torch);
  if (!m.run_torch.empty()) j["run_torch"] = m.run_torch;
  j["releases"] = m.issue->releases;
  j["fixes"] = m.issue->fixes;
  j["workarounds"] = m.issue->workarounds;
  j["search_terms"] = m.issue->search_terms;
}

}  // namespace stridecheck
