// lib/check: the names of findings, --shard, and baselines written and read back (an unknown run status in
// a baseline is bad input, not a regression); an update merged (--prune), under the baseline's lock; the entries
// neither side compared, and why; a check's JUnit counted as its text.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "check/check.h"
#include "core/error.h"
#include "report/check_text.h"
#include "report/junit.h"

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

namespace {
// A baseline of `device` under torch `torch` with one op entry per key, its out of the given strides.
Baseline baseline_of(const std::vector<std::pair<std::string, std::vector<int64_t>>>& entries,
                     const std::string& torch = "2.11.0") {
  Baseline b;
  b.torch = torch;
  b.device = "cpu";
  b.meta_torch = torch;
  for (const auto& [key, strides] : entries) b.entries[key] = {RunStatus::kOk, {{"out", {{2, 4, 128, 64}, strides}}}};
  return b;
}
const std::vector<int64_t> kBhsd{32768, 8192, 64, 1}, kBshd{32768, 64, 256, 1};

CheckedScope scope_of(const std::vector<std::string>& fixtures, const std::vector<std::string>& sites,
                      const std::vector<std::string>& run_sites) {
  CheckedScope s;
  s.fixtures.insert(fixtures.begin(), fixtures.end());
  s.sites.insert(sites.begin(), sites.end());
  s.run_sites.insert(run_sites.begin(), run_sites.end());
  return s;
}
}  // namespace

TEST_CASE("an update merges: what the run checked is replaced, the rest kept, and --prune drops the rest") {
  // a team's baseline of two fixtures; this run checks one call site of the first
  Baseline old = baseline_of({{"a::s1::flash_cpu::op", kBhsd}, {"a::s1::math::op", kBhsd}, {"b::s9::math::op", kBhsd}});
  Baseline ran =
      baseline_of({{"a::s1::flash_cpu::op", kBshd}, {"a::s1::math::op", kBhsd}, {"a::s1::math::sdpa", kBhsd}});
  const CheckedScope scope = scope_of({"a"}, {"a::s1"}, {"a::s1"});
  BaselineReport r;
  Baseline merged = merge_baseline(old, ran, scope, false, "b.json", r);
  REQUIRE(merged.entries.size() == 4);
  CHECK(merged.entries.at("a::s1::flash_cpu::op").outputs.at("out").second == kBshd);  // replaced
  CHECK(merged.entries.at("b::s9::math::op").outputs.at("out").second == kBhsd);       // kept
  CHECK(merged.entries.count("a::s1::math::sdpa"));                                    // added
  CHECK(r.replaced == 2);
  CHECK(r.changed == 1);
  CHECK(r.not_in_baseline == std::vector<std::string>{"a::s1::math::sdpa"});
  REQUIRE(r.not_checked.size() == 1);
  CHECK(r.not_checked[0].key == "b::s9::math::op");
  CHECK(r.written_entries == 4);
  r.path = "b.json";
  r.written = true;  // as update_baseline says once it has renamed the merge into place
  CHECK(
      baseline_report_lines(r).at(0) ==
      "baseline written to b.json: 4 entries (2 replaced, 1 of them changed; 1 added; 1 kept: not checked by this run, "
      "--prune drops them)");

  BaselineReport p;
  Baseline pruned = merge_baseline(old, ran, scope, true, "b.json", p);
  CHECK(pruned.entries.size() == 3);
  CHECK_FALSE(pruned.entries.count("b::s9::math::op"));
  p.written = true;
  CHECK(baseline_report_lines(p).at(0).find("; 1 pruned: not checked by this run)") != std::string::npos);
}

TEST_CASE("an update keeps no entries made under other versions than the run's") {
  Baseline old = baseline_of({{"a::s1::flash_cpu::op", kBhsd}, {"b::s9::math::op", kBhsd}}, "2.10.0");
  Baseline ran = baseline_of({{"a::s1::flash_cpu::op", kBshd}});
  const CheckedScope scope = scope_of({"a"}, {"a::s1"}, {"a::s1"});
  BaselineReport r;
  CHECK_THROWS_WITH_AS(merge_baseline(old, ran, scope, false, "b.json", r),
                       doctest::Contains("cannot merge this run into the baseline: it would keep 1 entry this run did "
                                         "not check, made on cpu with torch 2.10.0"),
                       InputError);
  // dropped with --prune, or replaced by a run of every fixture: nothing of the old versions is kept
  CHECK(merge_baseline(old, ran, scope, true, "b.json", r).torch == "2.11.0");
  ran.entries["b::s9::math::op"] = old.entries.at("b::s9::math::op");
  CHECK(merge_baseline(old, ran, scope_of({"a", "b"}, {"a::s1", "b::s9"}, {"a::s1", "b::s9"}), false, "b.json", r)
            .entries.size() == 2);
}

TEST_CASE("the baseline's entries a run did not check are told apart by why") {
  Baseline base = baseline_of({{"gone::s1::math::op", kBhsd},
                               {"a::s1::math::op", kBhsd},
                               {"a::s2::math::op", kBhsd},
                               {"a::s3::math::op", kBhsd},
                               {"a::s4::cudnn::op", kBhsd},
                               {"a::s4::math::op", kBhsd}});
  Baseline ran = baseline_of({{"a::s4::math::op", kBhsd}, {"a::s5::math::op", kBhsd}});
  // a holds s2 (another shard's), s4 and s5 (this shard's); s1 and s3 are no longer in it
  BaselineReport r;
  r.path = "b.json";
  r.compared = 1;
  compare_entries(base, ran, scope_of({"a"}, {"a::s2", "a::s4", "a::s5"}, {"a::s4", "a::s5"}), r);
  std::map<std::string, UncheckedWhy> why;
  for (const auto& u : r.not_checked) why[u.key] = u.why;
  CHECK(why == std::map<std::string, UncheckedWhy>{{"gone::s1::math::op", UncheckedWhy::kFixtureNotGiven},
                                                   {"a::s1::math::op", UncheckedWhy::kSiteGone},
                                                   {"a::s2::math::op", UncheckedWhy::kOtherShard},
                                                   {"a::s3::math::op", UncheckedWhy::kSiteGone},
                                                   {"a::s4::cudnn::op", UncheckedWhy::kRunNotMade}});
  CHECK(r.not_in_baseline == std::vector<std::string>{"a::s5::math::op"});
  CHECK(baseline_report_lines(r) ==
        std::vector<std::string>{
            "not checked by this run: 5 of the baseline's 6 entries (they fail nothing):",
            "  1 entry of fixtures not given here: gone (1)", "  1 entry of call sites of other shards",
            "  2 entries of call sites no longer in their fixture: a::s1 (1), a::s3 (1) (--update-baseline --prune "
            "drops them)",
            "  1 entry of runs this run did not make here: a::s4::cudnn::op",
            "not in the baseline: 1 entry of this run, nothing to compare them with (--update-baseline adds them): a "
            "(1)"});
}

TEST_CASE("an update waits for the baseline's lock, then merges what is there when it gets it") {
  char dir[] = "/tmp/stridecheck-lock-XXXXXX";
  REQUIRE(::mkdtemp(dir));
  const std::string path = std::string(dir) + "/b.json";
  // another update holds the lock, and writes its entry before it lets go
  int fd = ::open((path + ".lock").c_str(), O_RDWR | O_CREAT, 0644);
  REQUIRE(fd >= 0);
  REQUIRE(::flock(fd, LOCK_EX) == 0);
  BaselineReport r;
  std::thread update([&] {
    update_baseline(path, baseline_of({{"a::s1::math::op", kBhsd}}), scope_of({"a"}, {"a::s1"}, {"a::s1"}), false,
                    Limits{}, r);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK_FALSE(std::filesystem::exists(path));  // waiting: nothing written while the lock is held
  std::ofstream(path) << write_baseline(baseline_of({{"b::s9::math::op", kBhsd}}));
  ::close(fd);
  update.join();
  const Baseline back = read_baseline(path, Limits{});
  CHECK(back.entries.size() == 2);  // the other update's entry kept, this one's added
  CHECK(r.written);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a check's JUnit counts its call sites as the text does, in one test suite named for the command") {
  CheckResult r;
  r.sites.push_back({"fixtures/a.py", "0_forward@59", SiteOutcome::kPassed, 1500});
  r.sites.push_back({"fixtures/a.py", "0_backward@138", SiteOutcome::kFailed, 500});
  r.findings.push_back({FindingKind::kCrash, "fixtures/a.py", "0_backward@138", "math", "math op: crashed: SIGSEGV"});
  for (int i = 0; i < 21; ++i) {
    const std::string site = "0_forward@" + std::to_string(100 + i);
    r.sites.push_back({"fixtures/cuda.py", site, SiteOutcome::kSkipped, 0});
    r.findings.push_back({FindingKind::kMissing, "fixtures/cuda.py", site, "", "its device is not here"});
  }
  r.passed = 1;
  r.failed = 1;
  r.skipped = 21;
  r.baseline = BaselineReport{};
  r.baseline->path = "fixtures/baselines/cpu.json";
  r.baseline->not_checked = {{"fixtures/b.py::0_forward@1::math::op", UncheckedWhy::kFixtureNotGiven}};
  r.baseline->entries = 1;
  Recording rec;
  rec.inputs = {"fixtures/a.json", "fixtures/cuda.json"};
  ReportInput in{"check", &rec, &r.verdict, nullptr, "", 1, &r};
  const std::string xml = render_report_junit(in);
  CHECK(render_check_text(r, CheckOptions{}).find("1 passed, 1 failed, 21 skipped\n") != std::string::npos);
  CHECK(xml.find("<testsuites name=\"stridecheck check\" tests=\"23\" failures=\"1\" errors=\"0\" skipped=\"21\" "
                 "time=\"2.000\">") != std::string::npos);
  CHECK(xml.find("<testsuite name=\"stridecheck check\" tests=\"23\" failures=\"1\" errors=\"0\" skipped=\"21\"") !=
        std::string::npos);
  CHECK(xml.find("<property name=\"input\" value=\"fixtures/cuda.json\"/>") != std::string::npos);
  CHECK(xml.find("<property name=\"baseline.not_checked\" value=\"1\"/>") != std::string::npos);
  CHECK(xml.find("<testcase classname=\"fixtures/a.py\" name=\"0_backward@138\" time=\"0.500\">\n      <failure "
                 "message=\"math op: crashed: SIGSEGV\" type=\"crash\">") != std::string::npos);
  CHECK(xml.find("<system-out>not checked by this run: 1 of the baseline&apos;s 1 entry") != std::string::npos);
}

TEST_CASE("a fixture takes the baseline's spelling of the same path, and only of the same path") {
  using stridecheck::baseline_spelling;
  const std::set<std::string> known{"ci/healthy.log", "fixtures/a/forward.py", "fixtures/b/forward.py"};
  CHECK(baseline_spelling("healthy.log", known) == "ci/healthy.log");
  CHECK(baseline_spelling("./ci/healthy.log", known) == "ci/healthy.log");
  CHECK(baseline_spelling("repo/ci/healthy.log", known) == "ci/healthy.log");
  CHECK(baseline_spelling("other.log", known) == "other.log");
  CHECK(baseline_spelling("forward.py", known) == "forward.py");      // two of the baseline's end so: none taken
  CHECK(baseline_spelling("thealthy.log", known) == "thealthy.log");  // an end of a name, not of a path
  CHECK(baseline_spelling("x.log", {}) == "x.log");
}
