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

TEST_CASE("triage::a non-SDPA op is decoded and said to be one") {
  TriageResult r = triage(fixture("../tests/logs/upstream-e-polar.log"), ReadOptions{});
  REQUIRE(r.failures.size() == 1);
  CHECK_FALSE(r.failures[0].is_sdpa);
  CHECK(r.failures[0].diagnosis.find("is not a scaled-dot-product-attention op") != std::string::npos);
  CHECK(r.failures[0].dim_lines.size() == 2);
}
