// The capture reader on real captures of stridecheck run's hook (fixtures/run-*): what it reads of the files, the
// recording it makes, the live layouts it lays over the module, and its refusals.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/error.h"
#include "fixtures.h"
#include "readers/capture.h"
#include "readers/sources.h"
#include "report/captured.h"
#include "triage/capture.h"

using namespace stridecheck;
using test::fixture;

TEST_CASE("capture::a capture folder is told apart and read whole") {
  Limits l;
  CHECK(is_capture_folder(fixture("run-cpu-custom-op/capture")));
  CHECK_FALSE(is_capture_folder(fixture("cpu-debug-dir/debug")));
  CHECK(detect_format(fixture("run-cpu-custom-op/capture"), l) == SourceFormat::kCapture);
  const std::string file = read_capture_set(fixture("run-cpu-custom-op/capture"), l).captures.at(0).where.file;
  CHECK(detect_format(file, l) == SourceFormat::kCapture);
  CaptureSet set = read_capture_set(fixture("run-torchrun-rank1/capture"), l);
  REQUIRE(set.processes.size() == 3);
  REQUIRE(set.captures.size() == 1);
  const CaptureFile& c = set.captures[0];
  CHECK(c.where.rank == 1);
  CHECK(c.where.line == 72);
  CHECK(c.where.function == "assert_size_stride");
  CHECK(c.frame_function == "Runner.call");
  CHECK(c.environment.torch.value == "2.11.0+cu130");
  CHECK(c.environment.sdpa_priority.value.starts_with("FLASH_ATTENTION, "));
  auto rank0 =
      std::find_if(set.processes.begin(), set.processes.end(), [](const CapturedProcess& p) { return p.rank == 0; });
  REQUIRE(rank0 != set.processes.end());
  CHECK(rank0->ended == ProcessEndHow::kException);
  CHECK(rank0->exception == "RuntimeError");
  CHECK(rank0->where.ends_with("in all_reduce"));
  CHECK(rank0->captures == 0);
}

TEST_CASE("capture::the recording: the module read once, the failure observed, the run's torch") {
  ReadOptions o;
  CaptureRead r = read_captures(read_capture_set(fixture("run-torchrun-both/capture"), o.limits), o);
  REQUIRE(r.assertions.size() == 1);  // the same failure on two ranks is one
  REQUIRE(r.recording.op_calls.size() == 1);
  const ExpectedOutput* e = r.recording.op_calls[0].expected(0);
  REQUIRE(e != nullptr);
  REQUIRE(e->observed.has_value());
  CHECK(e->observed->strides == std::vector<int64_t>{25600, 6400, 32, 1});
  REQUIRE(r.recording.compiled_by.has_value());
  CHECK(r.recording.compiled_by->torch == "2.11.0+cu130");
  REQUIRE(r.recording.captured.has_value());
  const CapturedRun& run = *r.recording.captured;
  REQUIRE(run.asserts.size() == 2);
  CHECK(run.asserts[0].failure == 0);
  CHECK(run.asserts[1].failure == 0);
  CHECK(captured_failure_text(run, 0, "").starts_with("captured live on ranks 0-1 (on vm, pids "));
}

TEST_CASE("capture::graph inputs that share a storage get their live offsets and one storage") {
  ReadOptions o;
  Recording r = read_source(fixture("run-cpu-fused-qkv/capture"), o);
  REQUIRE(r.op_calls.size() == 1);
  const auto& args = r.op_calls[0].args;
  REQUIRE(args.size() >= 3);
  CHECK(args[0].value.tensor.storage_offset.value == 0);
  CHECK(args[1].value.tensor.storage_offset.value == 128);
  CHECK(args[2].value.tensor.storage_offset.value == 256);
  CHECK(args[1].value.tensor.storage == args[0].value.tensor.storage);
  CHECK(args[2].value.tensor.storage == args[0].value.tensor.storage);
  REQUIRE(r.captured.has_value());
  const auto& live = r.captured->live;
  CHECK(std::count_if(live.begin(), live.end(), [](const LiveLayoutFinding& f) {
          return f.kind == LiveLayoutFinding::Kind::kOffsetFilled;
        }) == 2);
  CHECK(std::none_of(live.begin(), live.end(), [](const LiveLayoutFinding& f) {
    return f.kind == LiveLayoutFinding::Kind::kLayoutDiffers;  // the frame agrees with the module
  }));
}

TEST_CASE("capture::triage of a capture names the capture file and its line") {
  TriageResult t = triage_capture(fixture("run-cpu-custom-op/capture"), ReadOptions{});
  REQUIRE(t.failures.size() == 1);
  CHECK(t.failures[0].log_file.find("/capture-vm-") != std::string::npos);
  CHECK(t.failures[0].assertion.log_line == 16);
  CHECK(t.failures[0].op_call_id == "0_forward@67");
  CHECK(t.failures[0].assert_line == 69);
}

TEST_CASE("capture::refusals name the file and line") {
  Limits l;
  const std::string text =
      read_file(read_capture_set(fixture("run-cpu-custom-op/capture"), l).captures.at(0).where.file, l);
  std::string wrong = text;
  wrong.replace(wrong.find("stridecheck.capture/1"), 21, "stridecheck.capture/2");
  CHECK_THROWS_WITH_AS(read_capture_file(wrong, "c.json", l), doctest::Contains("c.json:2: format:"), InputError);
  CHECK_THROWS_WITH_AS(read_capture_file("[1, 2]", "c.json", l), doctest::Contains("must be a JSON object"),
                       InputError);
  CHECK_THROWS_WITH_AS(read_captures(CaptureSet{"empty", {}, {}}, ReadOptions{}),
                       doctest::Contains("no stride assert was captured"), InputError);
  CHECK(ranks_words({1}) == "rank 1");
  CHECK(ranks_words({3, 0, 1, 2, 5}) == "ranks 0-3, 5");
}
