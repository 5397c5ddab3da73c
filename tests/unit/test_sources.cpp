#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/sources.h"

using namespace stridecheck;
using test::fixture;

TEST_CASE("sources::formats are told apart by looking at them") {
  Limits l;
  CHECK(detect_format(fixture("cpu-flash-causal/forward.py"), l) == SourceFormat::kOutputCode);
  CHECK(detect_format(fixture("cpu-flash-causal/trace.log"), l) == SourceFormat::kTrace);
  CHECK(detect_format(fixture("cpu-debug-dir/debug"), l) == SourceFormat::kDebugDir);
  CHECK(detect_format(fixture("cpu-stale-meta-failure/run.log"), l) == SourceFormat::kFailingLog);
  CHECK_THROWS_WITH_AS(detect_format(fixture("cpu-flash-causal/meta.json"), l),
                       doctest::Contains("not a stridecheck fixture"), InputError);
  CHECK_THROWS_WITH_AS(detect_format(fixture("tools/models.py"), l),
                       doctest::Contains("not a format stridecheck reads"), InputError);
  CHECK_THROWS_WITH_AS(detect_format(fixture("no-such-file"), l), doctest::Contains("cannot open"), InputError);
}

TEST_CASE("sources::a TORCH_COMPILE_DEBUG folder yields each graph") {
  Recording r = read_source(fixture("cpu-debug-dir/debug"), ReadOptions{});
  REQUIRE(r.call_sites.size() == 2);
  CHECK(r.call_sites[0].direction != r.call_sites[1].direction);
  CHECK(r.call_sites[0].arg("attn_mask") != nullptr);
}

TEST_CASE("sources::a failing log finds its module and records the observed layout") {
  ReadOptions o;
  o.code_paths = {fixture("cpu-stale-meta-failure/trace.log")};
  Recording r = read_source(fixture("cpu-stale-meta-failure/run.log"), o);
  REQUIRE(r.call_sites.size() == 1);
  const ExpectedOutput* gq = r.call_sites[0].expected("grad_query");
  REQUIRE(gq != nullptr);
  REQUIRE(gq->observed.has_value());
  CHECK(gq->observed->strides == std::vector<int64_t>{32768, 64, 256, 1});
  CHECK(gq->observed->reported_dims == std::vector<size_t>{1, 2});
  CHECK_FALSE(r.call_sites[0].expected("grad_key")->observed.has_value());
}

TEST_CASE("sources::without the module a log still reads, with a note") {
  Recording r = read_source(fixture("cpu-stale-meta-failure/run.log"), ReadOptions{});
  CHECK(r.call_sites.empty());
  REQUIRE_FALSE(r.notes.empty());
  CHECK(r.notes[0].find("pass --code") != std::string::npos);
}

TEST_CASE("sources::several sources: ids stay unique") {
  Recording r =
      read_sources({fixture("cpu-flash-causal/forward.py"), fixture("cpu-flash-causal/forward.py")}, ReadOptions{});
  REQUIRE(r.call_sites.size() == 2);
  CHECK(r.call_sites[0].id != r.call_sites[1].id);
}
