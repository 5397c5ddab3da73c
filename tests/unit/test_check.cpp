// lib/check: the names of findings, --shard, and baselines written and read back (an unknown run status in
// a baseline is bad input, not a regression).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "check/check.h"
#include "core/error.h"

using namespace stridecheck;

TEST_CASE("findings are named as check prints them") {
  CHECK(finding_name(FindingKind::kMismatch) == "mismatch");
  CHECK(finding_name(FindingKind::kContract) == "contract");
  CHECK(finding_name(FindingKind::kRegression) == "regression");
  CHECK(finding_name(FindingKind::kCrash) == "crash");
  CHECK(finding_name(FindingKind::kMissing) == "missing");
}

TEST_CASE("--shard K/N") {
  CHECK(parse_shard("2/3") == std::pair<int, int>{2, 3});
  CHECK_THROWS_AS(parse_shard("4/3"), UsageError);
  CHECK_THROWS_AS(parse_shard("0/3"), UsageError);
  CHECK_THROWS_AS(parse_shard("x"), UsageError);
}

namespace {
std::string write_temp(const std::string& text) {
  char name[] = "/tmp/stridecheck-baseline-XXXXXX";
  int fd = ::mkstemp(name);
  REQUIRE(fd >= 0);
  ::close(fd);
  std::ofstream(name) << text;
  return name;
}
}  // namespace

TEST_CASE("a baseline written is read back the same") {
  Baseline b;
  b.torch = "2.11.0";
  b.device = "cpu";
  b.meta_torch = "2.11.0";
  b.entries["f::0_forward@59::flash_cpu::op"] = {RunStatus::kOk, {{"out", {{2, 4, 128, 64}, {32768, 64, 256, 1}}}}};
  b.entries["f::0_forward@59::cudnn::op"] = {RunStatus::kUnavailable, {}};
  const std::string path = write_temp(write_baseline(b));
  Baseline back = read_baseline(path, Limits{});
  std::remove(path.c_str());
  CHECK(back.torch == "2.11.0");
  CHECK(back.meta_torch == "2.11.0");
  REQUIRE(back.entries.size() == 2);
  CHECK(back.entries.at("f::0_forward@59::cudnn::op").status == RunStatus::kUnavailable);
  const auto& e = back.entries.at("f::0_forward@59::flash_cpu::op");
  CHECK(e.status == RunStatus::kOk);
  CHECK(e.outputs.at("out").second == std::vector<int64_t>{32768, 64, 256, 1});
}

TEST_CASE("a baseline with a run status stridecheck does not know is bad input") {
  Baseline b;
  b.entries["f::s::flash_cpu::op"] = {RunStatus::kOk, {}};
  std::string text = write_baseline(b);
  text.replace(text.find("\"ok\""), 4, "\"okay\"");
  const std::string path = write_temp(text);
  CHECK_THROWS_AS(read_baseline(path, Limits{}), InputError);
  std::remove(path.c_str());
}

TEST_CASE("the text form of a check: a line per finding, then the counts") {
  CheckResult r;
  r.findings.push_back({FindingKind::kRegression, "fixtures/x", "0_forward@59", "flash_cpu", "out was BSHD, is BHSD"});
  r.passed = 3;
  r.failed = 1;
  r.skipped = 2;
  CheckOptions o;
  CHECK(render_check_text(r, o) ==
        "regression: fixtures/x 0_forward@59: out was BSHD, is BHSD\n3 passed, 1 failed, 2 skipped\n");
  r.findings.clear();
  r.failed = 0;
  r.skipped = 0;
  r.passed = 0;
  r.nothing_checked = true;
  CHECK(render_check_text(r, o).find(
            "nothing was checked here: every call site was skipped; --allow-empty accepts that") != std::string::npos);
  o.allow_empty = true;
  CHECK(render_check_text(r, o).find("(--allow-empty)") != std::string::npos);
}

TEST_CASE("a fixture test under CTest's resource allocation replays on the GPU CTest gave it") {
  std::map<std::string, std::string> env;
  auto get = [&](const std::string& name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  CHECK_FALSE(ctest_allocated_gpu(get));  // not under CTest's resource allocation
  env = {{"CTEST_RESOURCE_GROUP_COUNT", "1"},
         {"CTEST_RESOURCE_GROUP_0", "gpus"},
         {"CTEST_RESOURCE_GROUP_0_GPUS", "id:3,slots:1"}};
  CHECK(ctest_allocated_gpu(get) == 3);
  env["CTEST_RESOURCE_GROUP_0"] = "cpus";  // another resource's group: no GPU was given
  CHECK_FALSE(ctest_allocated_gpu(get));
  env["CTEST_RESOURCE_GROUP_0"] = "cpus,gpus";
  CHECK(ctest_allocated_gpu(get) == 3);
  env["CTEST_RESOURCE_GROUP_0_GPUS"] = "id:gpu-a,slots:1";  // a spec file whose ids are not device indices
  CHECK_THROWS_WITH_AS(ctest_allocated_gpu(get),
                       doctest::Contains("CTEST_RESOURCE_GROUP_0_GPUS=id:gpu-a,slots:1: the GPU's id 'gpu-a' is not "
                                         "a CUDA device index"),
                       UsageError);
}
