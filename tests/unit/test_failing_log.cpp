#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/failing_log.h"

using namespace stridecheck;
using test::read_fixture_file;

TEST_CASE("failing_log::the seed failure, reproduced for real") {
  FailingLog log = read_failing_log(read_fixture_file("seed-cudnn-phi3/failure/failing.log"), "f.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  const auto& a = log.assertions[0];
  CHECK(a.kind == DecodedAssertion::Kind::kSizeStride);
  CHECK(a.message ==
        "expected size 32==32, stride 96==393216 at dim=1; expected size 4096==4096, stride 3072==96 at dim=2");
  REQUIRE(a.clauses.size() == 2);
  CHECK(a.clauses[0].dim == 1);
  CHECK(a.clauses[0].actual_stride == 96);        // actual first
  CHECK(a.clauses[0].expected_stride == 393216);  // expected second
  CHECK(a.op == "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default");
  CHECK(a.hints.size() == 3);
  REQUIRE(a.frame.has_value());
  CHECK(a.frame->line == 147);
  CHECK(a.frame->function == "call");
  CHECK(a.buffer == "buf3");
  CHECK(a.expected_strides == std::vector<int64_t>{12582912, 393216, 96, 1});
}

TEST_CASE("failing_log::torch 2.15's assert_tensor_metadata, raised from runtime_utils.py") {
  // a real run under torch 2.15.0: the assert raises inside torch's helper, one frame below the generated module's
  FailingLog log = read_failing_log(read_fixture_file("cpu-swapped-flash-impl/run.log"), "run.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  const auto& a = log.assertions[0];
  REQUIRE(a.frame.has_value());
  CHECK(a.frame->line == 59);
  CHECK(a.frame->function == "call");
  CHECK(a.buffer == "buf2");
  CHECK(a.expected_sizes == std::vector<int64_t>{2, 4, 200, 32});
  CHECK(a.expected_strides == std::vector<int64_t>{25600, 32, 128, 1});
  CHECK(a.op == "torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default");
}

TEST_CASE("failing_log::a training run that dies in loss.backward()") {
  FailingLog log = read_failing_log(read_fixture_file("seed-cudnn-stale-meta/run.log"), "run.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  CHECK(log.assertions[0].in_backward);
  CHECK(log.assertions[0].frame->function == "call");
}

TEST_CASE("failing_log::every form of the message") {
  auto one = [](const std::string& text) {
    FailingLog l = read_failing_log(text, "x.log", Limits{});
    REQUIRE(l.assertions.size() == 1);
    return l.assertions[0];
  };
  SUBCASE("noise, ANSI colours and rank prefixes around it") {
    auto a =
        one("[rank0]: step 10 loss 2.3\n[rank0]: \x1b[31mAssertionError: expected size 128==128, stride 1==64 at "
            "dim=1; expected size 64==64, stride 128==1 at dim=2\x1b[0m\n[rank0]: Error in op: "
            "torch.ops.aten.polar.default\n");
    CHECK(a.clauses.size() == 2);
    CHECK(a.op == "torch.ops.aten.polar.default");
  }
  SUBCASE("wrong rank, new and old") {
    CHECK(one("AssertionError: wrong number of dimensions4\n").actual_rank == 4);
    CHECK(one("AssertionError: wrong number of dimensions\n").actual_rank == -1);
  }
  SUBCASE("alignment") {
    auto a = one("AssertionError: Expect the tensor to be 16 bytes aligned. Fail due to storage_offset=3 itemsize=2\n");
    CHECK(a.kind == DecodedAssertion::Kind::kAlignment);
    CHECK(a.storage_offset == 3);
    CHECK(a.itemsize == 2);
  }
  SUBCASE("the same failure printed by two ranks is one failure") {
    std::string m = "AssertionError: expected size 2==2, stride 1==4 at dim=0\n";
    CHECK(read_failing_log(m + m, "x.log", Limits{}).assertions.size() == 1);
  }
}

TEST_CASE("failing_log::bad input") {
  CHECK_THROWS_WITH_AS(read_failing_log("all fine here\n", "x.log", Limits{}), doctest::Contains("no stride assertion"),
                       InputError);
  CHECK_THROWS_WITH_AS(
      read_failing_log("AssertionError: expected size 1000000000000000000000000==2, stride 1==1 at dim=0\n", "x.log",
                       Limits{}),
      doctest::Contains("x.log:1: number 1000000000000000000000000 does not fit"), InputError);
}
