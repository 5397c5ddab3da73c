#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/trace.h"

using namespace stridecheck;
using test::read_fixture_file;

TEST_CASE("trace::every graph of a real TORCH_TRACE log") {
  std::string text = read_fixture_file("seed-cudnn-phi3/trace.log");
  CHECK(looks_like_trace(text));
  auto modules = trace_modules(text, "trace.log", Limits{});
  REQUIRE(modules.size() == 2);
  CHECK(modules[0].graph_prefix == "[0/0] ");
  CHECK(modules[0].text.rfind("# AOT ID: ['0_forward']", 0) == 0);
  CHECK(modules[1].text.rfind("# AOT ID: ['0_backward']", 0) == 0);
  CHECK(modules[1].filename.size() > 3);
  Recording r = read_trace(text, "trace.log", Limits{});
  REQUIRE(r.call_sites.size() == 2);
  CHECK(r.call_sites[0].source.graph == "[0/0] 0_forward");
  CHECK(r.call_sites[1].op == "aten::_scaled_dot_product_cudnn_attention_backward");
  // lines are lines of the trace file, so errors and reports point into it
  CHECK(r.call_sites[1].source.line == modules[1].first_line + 138 - 1);
}

TEST_CASE("trace::corruption is an error naming the line") {
  std::string text = read_fixture_file("cpu-flash-causal/trace.log");
  SUBCASE("md5 mismatch") {
    auto at = text.find("extern_kernels.mm(");
    REQUIRE(at != std::string::npos);
    text[at] = 'X';
    CHECK_THROWS_WITH_AS(read_trace(text, "t.log", Limits{}), doctest::Contains("does not match has_payload"),
                         InputError);
  }
  SUBCASE("a garbage line") {
    text.insert(0, "garbage here\n");
    CHECK_THROWS_WITH_AS(read_trace(text, "t.log", Limits{}), doctest::Contains("t.log:1: not a TORCH_TRACE record"),
                         InputError);
  }
  SUBCASE("a record that is not JSON") {
    text.insert(0, "V1129 18:59:10.042000 2437 torch/x.py:1] {\"str\": [\n");
    CHECK_THROWS_WITH_AS(read_trace(text, "t.log", Limits{}), doctest::Contains("t.log:1: record is not a JSON object"),
                         InputError);
  }
  SUBCASE("truncated inside a payload") {
    auto at = text.find("inductor_output_code");
    std::string cut = text.substr(0, text.find("def call", at));
    CHECK_THROWS_WITH_AS(read_trace(cut, "t.log", Limits{}), doctest::Contains("does not match has_payload"),
                         InputError);
  }
}
