#include <doctest/doctest.h>

#include "fixtures.h"
#include "triage/triage.h"

using namespace stridecheck;
using test::fixture;

TEST_CASE("triage::the seed: grad_query of the cuDNN backward, BSHD against contiguous BHSD") {
  ReadOptions o;
  o.code_paths = {fixture("seed-cudnn-phi3/failure")};
  TriageResult r = triage(fixture("seed-cudnn-phi3/failure/failing.log"), o);
  REQUIRE(r.failures.size() == 1);
  const auto& f = r.failures[0];
  CHECK(f.is_sdpa);
  CHECK(f.output_name == "grad_query");
  CHECK(f.output_index == 0);
  CHECK(f.buffer == "buf3");
  REQUIRE(f.actual.has_value());
  CHECK(f.actual->strides == std::vector<int64_t>{12582912, 96, 3072, 1});
  CHECK(f.expected->strides == std::vector<int64_t>{12582912, 393216, 96, 1});
  CHECK(f.difference.find("came back BSHD-ordered") == 0);
  CHECK(f.difference.find("the graph expected contiguous BHSD") != std::string::npos);
  CHECK(f.diagnosis.find("not a reshape of the loss") != std::string::npos);
  CHECK(f.diagnosis.find("cuDNN") != std::string::npos);
  CHECK_FALSE(f.module_file.empty());
}

TEST_CASE("triage::a real training-run failure found through its TORCH_TRACE log") {
  ReadOptions o;
  o.code_paths = {fixture("seed-cudnn-stale-meta/trace.log")};
  TriageResult r = triage(fixture("seed-cudnn-stale-meta/run.log"), o);
  REQUIRE(r.failures.size() == 1);
  CHECK(r.failures[0].output_name == "grad_query");
  CHECK(r.failures[0].assertion.in_backward);
  CHECK(r.failures[0].module_how.find("TORCH_TRACE") != std::string::npos);
}

TEST_CASE("triage::a non-SDPA op is decoded, its diagnosis in its own words: none of SDPA's (issue 37 item 6)") {
  TriageResult r = triage(fixture("../tests/logs/upstream-e-polar.log"), ReadOptions{});
  REQUIRE(r.failures.size() == 1);
  CHECK_FALSE(r.failures[0].is_sdpa);
  CHECK(r.failures[0].diagnosis.starts_with("The failing op "));
  for (const char* sdpa : {"SDPA", "scaled-dot-product", "attention", "priority"})
    CHECK(r.failures[0].diagnosis.find(sdpa) == std::string::npos);
  CHECK(r.failures[0].dim_lines.size() == 2);
}

TEST_CASE("triage::a TORCH_LOGS=output_code log answers from its own modules: the failing one of four") {
  TriageResult r = triage(fixture("cpu-output-code-log-failure/run.log"), ReadOptions{});
  REQUIRE(r.failures.size() == 1);
  const auto& f = r.failures[0];
  CHECK(f.output_name == "grad_query");
  CHECK(f.call_site_id == "[0/1] 1_backward@609");
  CHECK(f.module_file == fixture("cpu-output-code-log-failure/run.log"));
  CHECK(f.module_how ==
        "from its TORCH_LOGS=output_code record, lines 431-675 of run.log (torch logged that path at line 676)");
  CHECK(f.assert_line == 430 + 185);
  REQUIRE(f.actual.has_value());
  CHECK(f.actual->strides == std::vector<int64_t>{32768, 32, 256, 1});
  REQUIRE(r.recording.call_sites.size() == 1);
  CHECK(r.recording.call_sites[0].expected("grad_query")->observed.has_value());
}

TEST_CASE("triage::a log that dies of no available kernel is answered, with torch's reason per backend") {
  TriageResult r = triage(fixture("cpu-no-available-kernel/run.log"), ReadOptions{});
  CHECK(r.failures.empty());
  REQUIRE(r.no_kernel.has_value());
  const auto& answer = r.no_kernel->answer;
  REQUIRE(answer.size() == 5);
  CHECK(answer[0].kind == NoKernelAnalysis::Row::Kind::kWhatFailed);
  CHECK(answer[0].text.find("no SDPA backend could serve scaled_dot_product_attention at models.py:31") == 0);
  CHECK(answer[2].kind == NoKernelAnalysis::Row::Kind::kWhy);
  CHECK(answer[2].text.find("CPU flash (flash_cpu) cannot serve it: \"Both fused kernels do not support non-zero "
                            "dropout.\" (run.log:1)") == 0);
  CHECK(answer[4].kind == NoKernelAnalysis::Row::Kind::kPaste);
  CHECK(answer[4].text.find("with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.MATH]):") == 0);
  CHECK(r.no_kernel->diagnosis.find("fails the same way without torch.compile") != std::string::npos);
}
