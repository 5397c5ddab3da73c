// link_saved_values (recording/saved_values.h) on real modules: a backward graph's saved inputs laid out as its
// forward graph's return says (the seed's fused-qkv slices at 0, 3072 and 6144 of one buffer), from module files and
// from a live capture's forward_module; nothing linked where the forward is missing or does not line up.
#include <doctest/doctest.h>

#include <algorithm>

#include "fixtures.h"
#include "layout/describe.h"
#include "readers/capture.h"
#include "readers/sources.h"

using namespace stridecheck;
using test::fixture;

namespace {

const Arg& arg_of(const Recording& r, const std::string& name) {
  REQUIRE(r.call_sites.size() >= 1);
  const CallSite& s = r.call_sites.back();  // the backward's (the forward's is read first)
  const Arg* a = s.arg(name);
  REQUIRE(a != nullptr);
  return *a;
}

}  // namespace

TEST_CASE("saved_values::the seed's forward and backward modules: q, k, v at 0, 3072, 6144 of one buffer") {
  ReadOptions o;
  Recording r = read_sources({fixture("seed-cudnn-phi3/forward.py"), fixture("seed-cudnn-phi3/backward.py")}, o);
  REQUIRE(r.saved_links.size() == 3);
  const std::vector<std::pair<std::string, int64_t>> want = {{"query", 0}, {"key", 3072}, {"value", 6144}};
  for (size_t i = 0; i < 3; ++i) {
    const SavedValueLink& l = r.saved_links[i];
    CHECK(l.arg == want[i].first);
    CHECK(l.offset == want[i].second);
    CHECK(l.saved_offset == want[i].second);
    CHECK(l.input == "permute_" + std::to_string(i + 1));
    CHECK(l.buffer == "buf0");
    CHECK(l.forward_graph == "0_forward");
    CHECK(l.backward_graph == "0_backward");
    CHECK(l.forward_line == 76);
    CHECK(l.with.size() == 2);
    const Arg& a = arg_of(r, want[i].first);
    CHECK(a.value.tensor.storage_offset == SymInt::known(want[i].second));
    CHECK(a.value.tensor.offset_stated);
    CHECK(a.value.tensor.storage == "0_forward:buf0");
  }
  // the three views share one storage in a replay, reaching the last slice's end
  std::vector<std::string> problems;
  auto storages = storages_of(r.call_sites.back().args, &problems);
  CHECK(storages.count("0_forward:buf0/bfloat16") == 1);
  // the forward's own call site is untouched
  CHECK(r.call_sites.front().source.graph == "0_forward");
  CHECK(r.call_sites.front().arg("key")->value.tensor.storage_offset == SymInt::known(3072));
}

TEST_CASE("saved_values::the backward alone: nothing linked, and no slice's column claimed") {
  ReadOptions o;
  Recording r = read_sources({fixture("seed-cudnn-phi3/backward.py")}, o);
  CHECK(r.saved_links.empty());
  const Arg& key = arg_of(r, "key");
  CHECK_FALSE(key.value.tensor.offset_stated);
  CHECK(key.value.tensor.storage_offset == SymInt::known(0));
  const auto d = describe(*key.value.tensor.concrete(), TensorRole::kAttention, key.value.tensor.offset_stated);
  REQUIRE(d.details.size() >= 1);
  CHECK(d.details[0].find("starting at a column the module does not state") != std::string::npos);
  CHECK(d.details[0].find("column 0") == std::string::npos);
}

TEST_CASE("saved_values::a forward whose return does not line up with the backward's inputs links nothing") {
  // the seed's forward (bf16 (1, 32, 4096, 96) slices) beside another run's backward of the same AOT ID
  // ((2, 4, 128, 64) float32 inputs): the backward's input asserts contradict every alignment
  ReadOptions o;
  Recording r = read_sources({fixture("seed-cudnn-phi3/forward.py"), fixture("cpu-stale-meta-failure/backward.py")}, o);
  CHECK(r.saved_links.empty());
  CHECK_FALSE(arg_of(r, "key").value.tensor.offset_stated);
}

TEST_CASE("saved_values::a live capture's forward_module: the released q, k, v at 0, 256, 512 of one storage") {
  ReadOptions o;
  CaptureRead c = read_captures(read_capture_set(fixture("run-cpu-saved-qkv/capture"), o.limits), o);
  const Recording& r = c.recording;
  REQUIRE(r.saved_links.size() == 3);
  CHECK(r.saved_links[0].offset == 0);
  CHECK(r.saved_links[1].offset == 256);
  CHECK(r.saved_links[2].offset == 512);
  CHECK(r.graphs.size() == 1);  // the forward's graph is read for its return only
  REQUIRE(r.captured.has_value());
  size_t released = 0;
  for (const auto& f : r.captured->live)
    if (f.kind == LiveLayoutFinding::Kind::kNotInFrame && (f.arg == "query" || f.arg == "key" || f.arg == "value")) {
      CHECK(f.from_forward);
      ++released;
    }
  CHECK(released == 3);
}

TEST_CASE("saved_values::a capture without forward_module (the H200's, before the hook wrote it) reads as before") {
  ReadOptions o;
  CaptureRead c =
      read_captures(read_capture_set(fixture("run-cuda-seed-cudnn/capture-before-forward-link"), o.limits), o);
  CHECK(c.recording.saved_links.empty());
  const Arg& key = arg_of(c.recording, "key");
  CHECK_FALSE(key.value.tensor.offset_stated);
}

TEST_CASE("saved_values::the H200 capture with forward_module: key and value at 3072 and 6144 of the forward's buf0") {
  ReadOptions o;
  CaptureRead c = read_captures(read_capture_set(fixture("run-cuda-seed-cudnn/capture"), o.limits), o);
  const Arg& key = arg_of(c.recording, "key");
  CHECK(key.value.tensor.offset_stated);
  CHECK(key.value.tensor.storage_offset == SymInt::known(3072));
  CHECK(arg_of(c.recording, "value").value.tensor.storage_offset == SymInt::known(6144));
  auto link = std::find_if(c.recording.saved_links.begin(), c.recording.saved_links.end(),
                           [](const SavedValueLink& l) { return l.arg == "key"; });
  REQUIRE(link != c.recording.saved_links.end());
  CHECK(link->buffer == "buf0");
  CHECK(link->saved_offset == 3072);
}
