// lib/recording: the storages a call site's views reach, the arithmetic on them, the names of chain steps,
// and the fixture writer, on real recordings.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "fixtures.h"
#include "readers/fixture_json.h"
#include "readers/sources.h"
#include "recording/fixture_writer.h"
#include "recording/recording.h"
#include "recording/sdpa_ops.h"

using namespace stridecheck;
using test::fixture;

namespace {
const CallSite& seed_backward(const Recording& r) {
  for (const auto& c : r.call_sites)
    if (c.direction == Direction::kBackward) return c;
  FAIL("no backward call site");
  return r.call_sites.front();
}
}  // namespace

TEST_CASE("q, k and v cut from one fused qkv projection share one storage") {
  // the seed's forward: q, k and v are views of one (4096, 9216) bf16 qkv buffer, as the graph made them
  Recording r = read_sources({fixture("seed-cudnn-phi3/expected/extract.json")}, ReadOptions{});
  const CallSite* fwd = nullptr;
  for (const auto& c : r.call_sites)
    if (c.direction == Direction::kForward) fwd = &c;
  REQUIRE(fwd);
  std::vector<std::string> problems;
  auto storages = storages_of(fwd->args, &problems);
  CHECK(problems.empty());
  const Arg* q = fwd->arg("query");
  const Arg* k = fwd->arg("key");
  const Arg* v = fwd->arg("value");
  REQUIRE((q && k && v));
  const std::string key = storage_key("query", q->value.tensor);
  CHECK(storage_key("key", k->value.tensor) == key);
  CHECK(storage_key("value", v->value.tensor) == key);
  const auto& qkv = storages.at(key);
  CHECK(qkv.dtype == "bfloat16");
  CHECK(qkv.elements == 4096 * 9216);  // the whole fused row: q, k and v side by side, v's end last
  auto bytes = input_bytes(*fwd);
  REQUIRE(bytes);
  CHECK(*bytes == qkv.elements * 2);  // one storage, counted once

  // the backward receives them as three graph inputs, the values the forward saved: the trace extracted holds the
  // forward too, so they are laid out as its return gives them (recording/saved_values.h), one storage as in the run
  const CallSite& bwd = seed_backward(r);
  const Arg* bq = bwd.arg("query");
  REQUIRE(bq);
  CHECK(storage_key("query", bq->value.tensor) == storage_key("key", bwd.arg("key")->value.tensor));
  CHECK(storages_of(bwd.args, nullptr).at(storage_key("query", bq->value.tensor)).elements == 4096 * 9216);
}

TEST_CASE("attention FLOPs: two matmuls, halved when causal") {
  Recording r = read_sources({fixture("seed-cudnn-phi3/expected/extract.json")}, ReadOptions{});
  const CallSite& c = seed_backward(r);
  auto flops = attention_flops(c);
  REQUIRE(flops);
  // B=1, H=32, S=4096, D=96, is_causal=True
  CHECK(*flops == doctest::Approx(2.0 * 32 * 4096 * 4096 * (96 + 96) / 2));
}

TEST_CASE("chain step kinds are named and parsed back") {
  for (StepKind k : {StepKind::kGraphInput, StepKind::kAllocated, StepKind::kWrittenBy, StepKind::kMadeBy,
                     StepKind::kOutput, StepKind::kView, StepKind::kUnknownBase, StepKind::kFxNode})
    CHECK(parse_step(step_name(k)) == k);
  CHECK(step_name(StepKind::kGraphInput) == "graph input");
  CHECK_FALSE(parse_step("teleported"));
}

TEST_CASE("a recording written as a fixture reads back the same") {
  Recording r = read_sources({fixture("cpu-flash-causal/trace.log")}, ReadOptions{});
  REQUIRE_FALSE(r.call_sites.empty());
  std::string text = write_fixture(r);
  CHECK(text.find(kFixtureSchema) != std::string::npos);
  Recording back = read_fixture(text, "roundtrip.json", Limits{});
  REQUIRE(back.call_sites.size() == r.call_sites.size());
  for (size_t i = 0; i < r.call_sites.size(); ++i) {
    CHECK(back.call_sites[i].id == r.call_sites[i].id);
    CHECK(back.call_sites[i].backend == r.call_sites[i].backend);
    REQUIRE(back.call_sites[i].args.size() == r.call_sites[i].args.size());
    for (size_t a = 0; a < r.call_sites[i].args.size(); ++a) {
      CHECK(back.call_sites[i].args[a].chain.size() == r.call_sites[i].args[a].chain.size());
      if (!r.call_sites[i].args[a].chain.empty())
        CHECK(back.call_sites[i].args[a].chain.front().what == r.call_sites[i].args[a].chain.front().what);
    }
  }
  // and writes the same call sites again (its inputs and graph files name where it was read from)
  auto sites = [](const std::string& t) { return nlohmann::json::parse(t).at("call_sites"); };
  CHECK(sites(write_fixture(back)) == sites(text));
}

TEST_CASE("the SDPA ops are found by every spelling a graph uses") {
  for (const char* s : {"torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default",
                        "aten._scaled_dot_product_cudnn_attention_backward.default",
                        "aten::_scaled_dot_product_cudnn_attention_backward"}) {
    const OpSpec* op = find_sdpa_op(s);
    REQUIRE(op);
    CHECK(op->backend == Backend::kCudnn);
    CHECK(op->direction == Direction::kBackward);
  }
  CHECK_FALSE(find_sdpa_op("torch.ops.aten.mm.default"));
}

TEST_CASE("whose dim order an output follows: the inputs of that order, all attention inputs or those named") {
  // the seed's backward: query, key and value are BSHD slices of the fused qkv, grad_out and out contiguous
  Recording r = read_sources({fixture("seed-cudnn-phi3/expected/extract-failure.json")}, ReadOptions{});
  const CallSite& site = seed_backward(r);
  const auto bshd = inputs_with_order(site, "BSHD", 4);
  CHECK(std::find(bshd.begin(), bshd.end(), "query") != bshd.end());
  CHECK(std::find(bshd.begin(), bshd.end(), "key") != bshd.end());
  CHECK(std::find(bshd.begin(), bshd.end(), "value") != bshd.end());
  for (const auto& name : bshd) CHECK(site.arg(name)->value.tensor.concrete()->strides[1] == 96);
  // only the names asked about, in the order asked
  CHECK(inputs_with_order(site, "BSHD", 4, {"value", "query", "no_such_input"}) ==
        std::vector<std::string>{"value", "query"});
  // another rank, or an order no input has: none
  CHECK(inputs_with_order(site, "BSHD", 3).empty());
  CHECK(inputs_with_order(site, "DSHB", 4).empty());
}

TEST_CASE("a call site's replay identity: what its replay reads, whatever the graph named its buffers") {
  // the seed's forward: q, k and v are views of one fused qkv buffer
  Recording r = read_sources({fixture("seed-cudnn-phi3/expected/extract.json")}, ReadOptions{});
  const CallSite* found = nullptr;
  for (const auto& c : r.call_sites)
    if (c.direction == Direction::kForward) found = &c;
  REQUIRE(found);
  const CallSite& fwd = *found;
  auto set_tensor = [](CallSite& c, const char* name, auto&& edit) {
    for (auto& a : c.args)
      if (a.name == name) edit(a.value.tensor);
  };

  CallSite other_layer = fwd;  // the same call in another layer or graph: another id, line and buffer name
  other_layer.id = "1_forward@99";
  other_layer.source.line = 99;
  other_layer.expected_outputs.clear();
  for (auto& a : other_layer.args)
    if (a.value.kind == ArgValue::Kind::kTensor && !a.value.tensor.storage.empty()) a.value.tensor.storage = "buf77";
  CHECK(replay_identity(other_layer) == replay_identity(fwd));

  CallSite own_storages = fwd;  // q, k and v on three storages: not the same replay (the aliasing differs)
  set_tensor(own_storages, "key", [](TensorLayout& t) { t.storage = "k_buffer"; });
  CHECK(replay_identity(own_storages) != replay_identity(fwd));

  CallSite strided = fwd;  // one stride differs
  set_tensor(strided, "query", [](TensorLayout& t) { t.strides[2] = SymInt::known(t.strides[2].value.value() + 1); });
  CHECK(replay_identity(strided) != replay_identity(fwd));

  CallSite dtype = fwd;
  set_tensor(dtype, "value", [](TensorLayout& t) { t.dtype = "float16"; });
  CHECK(replay_identity(dtype) != replay_identity(fwd));

  CallSite scalar = fwd;  // a scalar argument differs
  bool had_scalar = false;
  for (auto& a : scalar.args)
    if (a.value.kind == ArgValue::Kind::kBool) {
      a.value.b = !a.value.b;
      had_scalar = true;
      break;
    }
  REQUIRE(had_scalar);
  CHECK(replay_identity(scalar) != replay_identity(fwd));

  CHECK(replay_identity(seed_backward(r)) != replay_identity(fwd));
}
