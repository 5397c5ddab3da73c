// The known-issues table and its matcher (lib/known): every row loads and holds what the schema requires, with a
// source; a failure matches a row as likely the same bug, as related, or not at all; releases compare as torch's
// version strings mean them.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>

#include "known/known_issues.h"
#include "known/known_issues_json.h"

using namespace stridecheck;

namespace {

/// The match of row `id` (a copy: the vector is a temporary), or nullopt.
std::optional<KnownMatch> find(const std::vector<KnownMatch>& matches, const std::string& id) {
  for (const auto& m : matches)
    if (m.issue->id == id) return m;
  return std::nullopt;
}

/// The seed (fixtures/seed-cudnn-phi3): grad_query of the cuDNN backward came back BSHD, the graph expected BHSD.
KnownSignature seed() {
  KnownSignature s;
  s.op = "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default";
  s.output = "grad_query";
  s.tensor = KnownSignature::Tensor::kOpOutput;
  s.expected = Layout{{1, 32, 4096, 96}, {12582912, 393216, 96, 1}, 0};
  s.actual = Layout{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0};
  s.device = "cuda";
  s.torch = "2.11.0+cu130";
  return s;
}

/// fixtures/cpu-aten-fft-r2c-failure: rfft on dim 1; the meta says contiguous, the CPU kernel puts dim 1 innermost.
KnownSignature fft() {
  KnownSignature s;
  s.op = "torch.ops.aten._fft_r2c.default";
  s.tensor = KnownSignature::Tensor::kOpOutput;
  s.expected = Layout{{4, 26, 48}, {1248, 48, 1}, 0};
  s.actual = Layout{{4, 26, 48}, {1248, 1, 26}, 0};
  s.device = "cpu";
  s.torch = "2.11.0";
  return s;
}

}  // namespace

TEST_CASE("every row of the embedded table has what the schema requires, and a source") {
  auto schema = nlohmann::json::parse(known_issues_schema_text());
  auto table = nlohmann::json::parse(known_issues_json_text());
  REQUIRE(table.at("issues").size() == known_issues().size());
  CHECK(known_issues().size() >= 25);
  const auto& defs = schema.at("$defs");
  std::set<std::string> ids;
  for (const auto& r : table.at("issues")) {
    CAPTURE(r.at("id"));
    for (const auto& key : defs.at("issue").at("required")) CHECK(r.contains(key.get<std::string>()));
    for (const auto& key : defs.at("signature").at("required"))
      CHECK(r.at("signature").contains(key.get<std::string>()));
    for (const auto& key : defs.at("releases").at("required")) CHECK(r.at("releases").contains(key.get<std::string>()));
    for (const auto& key : defs.at("source").at("required")) CHECK(r.at("source").contains(key.get<std::string>()));
    CHECK(r.at("source").at("url").get<std::string>().rfind("https://github.com/", 0) == 0);
    CHECK(ids.insert(r.at("id").get<std::string>()).second);
  }
  for (const auto& r : known_issues()) {
    CAPTURE(r.id);
    auto want = "https://github.com/" + r.source.repo +
                (r.source.kind == KnownSource::Kind::kIssue ? "/issues/" : "/pull/") + std::to_string(r.source.number);
    CHECK(r.source.url == want);
    CHECK(!r.cause.empty());
    CHECK(!r.search_terms.empty());
    CHECK(!r.releases.evidence.empty());
    CHECK(!(r.releases.open && !r.releases.fixed_in.empty()));
    // A row read back writes the same JSON (one codec per struct, both ways).
    nlohmann::json j = r;
    CHECK(j.get<KnownIssue>().id == r.id);
  }
}

TEST_CASE("op names: the overload and torch.ops prefix dropped") {
  CHECK(known_op_name("torch.ops.aten._fft_r2c.default") == "aten::_fft_r2c");
  CHECK(known_op_name("aten._fft_r2c.default") == "aten::_fft_r2c");
  CHECK(known_op_name("aten::_fft_r2c.out") == "aten::_fft_r2c");
  CHECK(known_op_name("aten::_fft_r2c") == "aten::_fft_r2c");
  CHECK(known_op_name("torch.ops.vllm.moe_forward.default") == "vllm::moe_forward");
  CHECK(known_op_name("") == "");
}

TEST_CASE("releases compare as torch's version strings mean them") {
  CHECK(compare_releases("2.11.0+cu130", "2.11.0") == 0);
  CHECK(compare_releases("2.11.0", "2.7.0") == 1);  // not a string comparison
  CHECK(compare_releases("2.7", "2.7.0") == 0);
  CHECK(compare_releases("2.7.1", "2.7.0") == 1);
  CHECK(compare_releases("2.12.0.dev20260301", "2.12.0") == -1);  // a nightly comes before its release
  CHECK(compare_releases("2.12.0.dev20260301", "2.11.0") == 1);
  CHECK(compare_releases("2.12.0rc1", "2.12.0") == -1);
  CHECK(compare_releases("2.11.0a0+gitabcdef", "2.11.0") == -1);
  CHECK_FALSE(compare_releases("", "2.11.0").has_value());
  CHECK_FALSE(compare_releases("nightly", "2.11.0").has_value());
  CHECK_FALSE(parse_release("2").has_value());
  CHECK_FALSE(parse_release("2.11.0-garbage").has_value());
}

TEST_CASE("the seed is likely the cuDNN meta bug; its torch has the fix") {
  auto matches = match_known_issues(seed());
  REQUIRE(!matches.empty());
  auto m = find(matches, "pytorch-148921-cudnn-sdpa-meta");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kLikelyDuplicate);
  CHECK(m->basis == KnownMatch::Basis::kSameOp);
  CHECK(m->torch == KnownMatch::Torch::kFixed);
  CHECK(matches.front().strength == KnownMatch::Strength::kLikelyDuplicate);  // strongest first
}

TEST_CASE("the same op the other way round, or on other dims, is only related") {
  auto reversed = seed();
  std::swap(reversed.expected, reversed.actual);
  auto m = find(match_known_issues(reversed), "pytorch-148921-cudnn-sdpa-meta");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);

  auto other_dims = seed();
  other_dims.actual = Layout{{1, 32, 4096, 96}, {12582912, 393216, 1, 4096}, 0};  // dims 2 and 3 differ
  m = find(match_known_issues(other_dims), "pytorch-148921-cudnn-sdpa-meta");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);

  auto cpu = seed();
  cpu.device = "cpu";  // the row's bug is on CUDA: not even related
  CHECK_FALSE(find(match_known_issues(cpu), "pytorch-148921-cudnn-sdpa-meta"));

  auto size = seed();
  size.size_mismatch = true;
  m = find(match_known_issues(size), "pytorch-148921-cudnn-sdpa-meta");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);
}

TEST_CASE("the fft fixture is likely the fft meta bug, open: no release has the fix") {
  auto matches = match_known_issues(fft());
  auto m = find(matches, "pytorch-106623-fft-meta-strides");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kLikelyDuplicate);
  CHECK(m->torch == KnownMatch::Torch::kNotFixed);
  // the inverse transform is the same family: related, never a likely duplicate of an r2c row by itself
  auto c2c = fft();
  c2c.op = "aten::_fft_c2c";
  m = find(match_known_issues(c2c), "pytorch-106623-fft-meta-strides");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);
  CHECK(m->basis == KnownMatch::Basis::kSameFamily);
}

TEST_CASE("no match, no claim") {
  KnownSignature custom;
  custom.op = "torch.ops.sctest.bshd_attention.default";
  custom.expected = Layout{{2, 8, 16, 32}, {4096, 512, 32, 1}, 0};
  custom.actual = Layout{{2, 8, 16, 32}, {4096, 32, 256, 1}, 0};
  CHECK(match_known_issues(custom).empty());
  CHECK(match_known_issues(KnownSignature{}).empty());
  auto input = seed();
  input.tensor = KnownSignature::Tensor::kGraphInput;  // an input of the graph: no op's row
  CHECK(find(match_known_issues(input), "pytorch-148921-cudnn-sdpa-meta").has_value() == false);
}

TEST_CASE("a row's torch status: before the bug, not fixed, fixed, unknown") {
  KnownReleases r;
  r.affected_from = "2.6.0";
  r.fixed_in = "2.7.0";
  CHECK(known_torch_status(r, "2.5.1") == KnownMatch::Torch::kBefore);
  CHECK(known_torch_status(r, "2.6.0+cu124") == KnownMatch::Torch::kNotFixed);
  CHECK(known_torch_status(r, "2.7.0") == KnownMatch::Torch::kFixed);
  CHECK(known_torch_status(r, "2.11.0+cu130") == KnownMatch::Torch::kFixed);
  CHECK(known_torch_status(r, "2.7.0.dev20250301") == KnownMatch::Torch::kUnknown);  // a nightly of the fix's release
  CHECK(known_torch_status(r, "") == KnownMatch::Torch::kUnknown);
  KnownReleases by;  // only a later release is known to have it
  by.fixed_by = "2.11.0";
  CHECK(known_torch_status(by, "2.11.0") == KnownMatch::Torch::kFixed);
  CHECK(known_torch_status(by, "2.6.0") == KnownMatch::Torch::kUnknown);
  KnownReleases open;
  open.open = true;
  CHECK(known_torch_status(open, "2.15.0") == KnownMatch::Torch::kNotFixed);
}

TEST_CASE("a custom op's row: vLLM's moe_forward fake 3072 wide against its kernel's 2880 is likely that bug") {
  KnownSignature s;
  s.op = "torch.ops.vllm.moe_forward.default";
  s.tensor = KnownSignature::Tensor::kOpOutput;
  s.size_mismatch = true;
  s.expected = Layout{{256, 3072}, {3072, 1}, 0};
  s.actual = Layout{{256, 2880}, {2880, 1}, 0};
  s.device = "cuda:0";
  s.torch = "2.12.0+cu130";
  auto m = find(match_known_issues(s), "pytorch-182328-vllm-moe-forward-fake");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kLikelyDuplicate);
  CHECK(m->torch == KnownMatch::Torch::kUnknown);  // fixed downstream, in vLLM: no torch release has it
  s.size_mismatch = false;                         // a stride-only difference of the same op: only related
  s.actual = Layout{{256, 3072}, {1, 256}, 0};
  m = find(match_known_issues(s), "pytorch-182328-vllm-moe-forward-fake");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);
}

TEST_CASE("graph-input rows: related by the kind of mismatch, never by an op, never to an op's output") {
  KnownSignature input;
  input.tensor = KnownSignature::Tensor::kGraphInput;
  input.expected = Layout{{3, 512}, {512, 1}, 0};
  input.actual = Layout{{3, 512}, {4097, 1}, 0};
  auto matches = match_known_issues(input);
  auto m = find(matches, "vllm-50046-piecewise-input-stride");
  REQUIRE(m);
  CHECK(m->strength == KnownMatch::Strength::kRelated);
  CHECK(m->basis == KnownMatch::Basis::kGraphInput);
  CHECK_FALSE(find(matches, "pytorch-184549-vllm-graph-input-size"));  // a size row: not a stride mismatch
  input.size_mismatch = true;
  input.actual = Layout{{8192, 64}, {64, 1}, 0};
  input.expected = Layout{{512, 64}, {64, 1}, 0};
  matches = match_known_issues(input);
  CHECK(find(matches, "pytorch-184549-vllm-graph-input-size"));
  CHECK_FALSE(find(matches, "vllm-50046-piecewise-input-stride"));
  auto output = input;  // the same numbers on an op's output match no graph-input row
  output.tensor = KnownSignature::Tensor::kOpOutput;
  output.op = "aten::mm";
  CHECK_FALSE(find(match_known_issues(output), "pytorch-184549-vllm-graph-input-size"));
}

TEST_CASE("each row once across several failures, at its strongest") {
  auto related = seed();
  std::swap(related.expected, related.actual);
  std::vector<KnownMatch> all;
  merge_known_matches(all, match_known_issues(related));
  merge_known_matches(all, match_known_issues(seed()));
  int rows = 0;
  for (const auto& m : all)
    if (m.issue->id == "pytorch-148921-cudnn-sdpa-meta") {
      ++rows;
      CHECK(m.strength == KnownMatch::Strength::kLikelyDuplicate);
    }
  CHECK(rows == 1);
}
