#include <doctest/doctest.h>

#include <algorithm>

#include "core/error.h"
#include "fixtures.h"
#include "readers/fixture_json.h"
#include "readers/output_code.h"
#include "readers/trace.h"

using namespace stridecheck;
using test::read_fixture_file;

TEST_CASE("fixture_json::a recording survives a round trip") {
  Recording r = read_trace(read_fixture_file("seed-cudnn-phi3/trace.log"), "trace.log", Limits{});
  std::string json = write_fixture(r);
  CHECK(json.find("\"schema\": \"stridecheck.fixture/1\"") != std::string::npos);
  Recording back = read_fixture(json, "fx.json", Limits{});
  REQUIRE(back.call_sites.size() == r.call_sites.size());
  for (size_t i = 0; i < r.call_sites.size(); ++i) {
    const auto& a = r.call_sites[i];
    const auto& b = back.call_sites[i];
    CHECK(a.id == b.id);
    CHECK(a.op == b.op);
    CHECK(a.args.size() == b.args.size());
    for (size_t k = 0; k < a.args.size(); ++k) {
      CHECK(a.args[k].name == b.args[k].name);
      if (a.args[k].value.is_tensor()) {
        CHECK(a.args[k].value.tensor.concrete() == b.args[k].value.tensor.concrete());
        CHECK(a.args[k].value.tensor.dtype == b.args[k].value.tensor.dtype);
        CHECK(a.args[k].value.tensor.storage == b.args[k].value.tensor.storage);
      }
      CHECK(a.args[k].chain.size() == b.args[k].chain.size());
    }
    REQUIRE(a.expected_outputs.size() == b.expected_outputs.size());
    for (size_t k = 0; k < a.expected_outputs.size(); ++k)
      CHECK(a.expected_outputs[k].strides == b.expected_outputs[k].strides);
  }
  // writing what was read gives the same text: the format is stable
  CHECK(write_fixture(back).size() > 0);
}

TEST_CASE("fixture_json::symbolic sizes keep their expressions") {
  std::string text = read_fixture_file("cpu-flash-dynamic/forward.py");
  Recording r = read_output_code(text, OutputCodeOrigin{"f.py", 1, "", "f", ""}, Limits{});
  Recording back = read_fixture(write_fixture(r), "fx.json", Limits{});
  const auto& q = back.call_sites[0].arg("query")->value.tensor;
  CHECK(q.sizes[0].expr == "s85");
  CHECK(q.sizes[0].value == 2);
}

TEST_CASE("fixture_json::errors name the line and the key") {
  std::string good = write_fixture(read_trace(read_fixture_file("cpu-flash-causal/trace.log"), "t.log", Limits{}));
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
  };
  CHECK_THROWS_WITH_AS(read_fixture("{\"schema\": ", "f.json", Limits{}), doctest::Contains("f.json:1: not valid JSON"),
                       InputError);
  CHECK_THROWS_WITH_AS(read_fixture(replace("\"dtype\": \"float32\"", "\"dtype\": \"float99\""), "f.json", Limits{}),
                       doctest::Contains("unknown dtype \"float99\""), InputError);
  CHECK_THROWS_WITH_AS(read_fixture(replace("stridecheck.fixture/1", "stridecheck.fixture/9"), "f.json", Limits{}),
                       doctest::Contains("f.json:2: schema"), InputError);
  CHECK_THROWS_WITH_AS(read_fixture(replace("\"backend\": \"flash_cpu\"", "\"backend\": \"warp\""), "f.json", Limits{}),
                       doctest::Contains("call_sites[0].backend: unknown backend"), InputError);
  std::string huge = replace("\"sizes\": [2, 4, 128, 64]", "\"sizes\": [2, 4, 128, 1000000000000000]");
  CHECK_THROWS_WITH_AS(read_fixture(huge, "f.json", Limits{}), doctest::Contains("over the limit max_tensor_bytes"),
                       InputError);
  std::string neg = replace("\"strides\": [98304, 64, 768, 1]", "\"strides\": [-98304, 64, 768, 1]");
  CHECK_THROWS_WITH_AS(read_fixture(neg, "f.json", Limits{}), doctest::Contains("negative value -98304"), InputError);
  // the reported line is the line of the bad value
  try {
    read_fixture(neg, "f.json", Limits{});
  } catch (const InputError& e) {
    auto line = e.line();
    auto pos = neg.find("-98304");
    CHECK(line == 1 + std::count(neg.begin(), neg.begin() + static_cast<std::ptrdiff_t>(pos), '\n'));
  }
}
