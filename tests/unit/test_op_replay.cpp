// The op calls' replay (lib/replay/op_tasks.cpp, engine_torch_opcall.cpp, tool/op_worker.py) with the real workers:
// an aten op's kernel on libtorch and its fake under FakeTensorMode, a custom op's kernel in the Python kernel worker
// with the user's module imported (tests/ops/sc_ops.py), --ops, an op this torch lacks, a custom op without
// --import, a kernel that crashes, a repeated call. The recording is the real inductor output code of
// tests/ops/mixed/gen.py: scunit::attn (a wrong fake), scunit::scale (a right one), a channels-last convolution.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "core/version.h"
#include "readers/sources.h"
#include "replay/op_tasks.h"
#include "replay/replay.h"

using namespace stridecheck;

namespace {

const std::string kSource = STRIDECHECK_SOURCE_DIR;
const std::string kModule = kSource + "/tests/ops/mixed/inference.py";
const std::string kOps = kSource + "/tests/ops/sc_ops.py";
// the op calls of the module, by the line that calls them
const std::string kAttn = "0_inference@214", kScale = "0_inference@221", kConv = "0_inference@232";

// The torch release of the Python the metas run under: the build's own where it has one, else (build-san/, no
// libtorch) what that Python imports.
std::string metas_torch() {
  std::string built = kBuiltTorchVersion;
  if (built == "not built") {
    std::string cmd = std::string(STRIDECHECK_TEST_PYTHON) + " -c 'import torch; print(torch.__version__)'";
    FILE* p = ::popen(cmd.c_str(), "r");
    REQUIRE(p != nullptr);
    char buf[128] = {};
    built = std::fgets(buf, sizeof buf, p) ? std::string(buf) : "";
    ::pclose(p);
  }
  return built.substr(0, built.find_first_of("+\n"));
}

// No child left: the workers ended are killed without waiting, and go within moments.
bool no_children() {
  for (int i = 0; i < 300; ++i) {
    if (::waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

ReplayOptions options() {
  ReplayOptions o;
  o.how.worker = STRIDECHECK_TEST_WORKER_PATH;
  o.how.meta_worker = STRIDECHECK_TEST_META_WORKER;
  o.what.torch_pythons = {STRIDECHECK_TEST_PYTHON};
  o.how.meta_cache = "off";
  o.what.device = Device::cpu();
  o.what.imports = {kOps};
  return o;
}

Recording module() {
  Recording rec = read_sources({kModule}, ReadOptions{});
  REQUIRE(rec.call_sites.empty());
  REQUIRE(rec.op_calls.size() == 3);
  return rec;
}

const OpReplay& op(const ReplayResult& r, const std::string& id) {
  auto it = std::find_if(r.ops.begin(), r.ops.end(), [&](const OpReplay& o) { return o.op_call == id; });
  REQUIRE_MESSAGE(it != r.ops.end(), id);
  return *it;
}

const OpRun& run(const OpReplay& o, OpRunKind kind) {
  auto it = std::find_if(o.runs.begin(), o.runs.end(), [&](const OpRun& r) { return r.kind == kind; });
  REQUIRE_MESSAGE(it != o.runs.end(), o.op_call, " has no ", op_run_kind_name(kind), " run");
  return *it;
}

std::vector<int64_t> strides(const OpRun& r) {
  INFO(op_run_kind_name(r.kind), " ", status_name(r.status), ": ", r.reason);
  REQUIRE(r.status == RunStatus::kOk);
  REQUIRE(r.outputs.size() == 1);
  CHECK(r.outputs.front().name == "result");
  return r.outputs.front().strides;
}

using Strides = std::vector<int64_t>;

}  // namespace

TEST_CASE("op globs match the op's name with or without its overload") {
  using replay_detail::op_matches;
  CHECK(op_matches("", "sctest::attn.default"));
  CHECK(op_matches("aten::*", "aten::convolution.default"));
  CHECK(op_matches("*convolution*", "aten::convolution.default"));
  CHECK(op_matches("aten::convolution", "aten::convolution.default"));
  CHECK_FALSE(op_matches("aten::*", "sctest::attn.default"));
  CHECK_FALSE(op_matches("aten::conv", "aten::convolution.default"));
}

TEST_CASE("every op call's kernel and fake run: a channels-last convolution agrees, a wrong custom fake does not") {
  ReplayResult r = replay(module(), options());
  REQUIRE(r.ops.size() == 3);
  CHECK(r.ops[0].op_call == kAttn);  // the recording's order
  // aten::convolution on libtorch, and its fake on fake CPU tensors: both channels-last
  const OpReplay& conv = op(r, kConv);
  CHECK(strides(run(conv, OpRunKind::kKernel)) == Strides{588, 1, 42, 3});
  CHECK(run(conv, OpRunKind::kKernel).impl.find("libtorch") != std::string::npos);
  CHECK(strides(run(conv, OpRunKind::kFake)) == Strides{588, 1, 42, 3});
  CHECK(run(conv, OpRunKind::kFake).device == "cpu");
  // the metas' torch: "2.11.0" of "2.11.0+cu130"
  CHECK(run(conv, OpRunKind::kFake).torch == metas_torch());
  // scunit::attn: its kernel returns contiguous, its fake empty_like of the transposed q
  const OpReplay& attn = op(r, kAttn);
  CHECK(strides(run(attn, OpRunKind::kKernel)) == Strides{12800, 3200, 32, 1});
  CHECK(strides(run(attn, OpRunKind::kFake)) == Strides{12800, 32, 128, 1});
  CHECK(run(attn, OpRunKind::kKernel).impl.find("sc_ops.py") != std::string::npos);
  // scunit::scale, a right fake: both follow its input's layout
  const OpReplay& scale = op(r, kScale);
  CHECK(strides(run(scale, OpRunKind::kKernel)) == strides(run(scale, OpRunKind::kFake)));
  CHECK(no_children());
}

TEST_CASE("--ops chooses the op calls by a glob on their names") {
  ReplayOptions o = options();
  o.what.ops = "scunit::*";
  o.what.kernels = false;  // the fakes say which ops ran
  ReplayResult r = replay(module(), o);
  REQUIRE(r.ops.size() == 2);
  CHECK(r.ops[0].op_call == kAttn);
  CHECK(r.ops[1].op_call == kScale);
  CHECK(std::any_of(r.notes.begin(), r.notes.end(),
                    [](const std::string& n) { return n.find("--ops scunit::*: 1 op call left out") == 0; }));
  o.what.ops = "*convolution";
  r = replay(module(), o);
  REQUIRE(r.ops.size() == 1);
  CHECK(r.ops[0].op_call == kConv);
}

TEST_CASE("an op this torch lacks is unsupported; a custom op without --import is unavailable, naming its namespace") {
  Recording rec = module();
  OpCall missing = *rec.find_op(kConv);
  missing.id = "0_inference@999";
  missing.op = "aten::no_such_op.default";
  rec.op_calls.push_back(missing);
  ReplayOptions o = options();
  o.what.imports.clear();
  ReplayResult r = replay(rec, o);
  for (OpRunKind kind : {OpRunKind::kKernel, OpRunKind::kFake}) {
    const OpRun& lacks = run(op(r, missing.id), kind);
    CHECK(lacks.status == RunStatus::kUnsupported);
    CHECK_MESSAGE(lacks.reason.find("has no aten::no_such_op") != std::string::npos, lacks.reason);
    const OpRun& custom = run(op(r, kAttn), kind);
    CHECK(custom.status == RunStatus::kUnavailable);
    CHECK_MESSAGE(custom.reason.find("torch.ops.scunit is not registered") != std::string::npos, custom.reason);
    CHECK(custom.reason.find("--import") != std::string::npos);
  }
  CHECK(run(op(r, kConv), OpRunKind::kKernel).status == RunStatus::kOk);  // the others are judged
}

TEST_CASE(
    "a custom kernel that aborts is crashed, one that hangs timed out, an aten kernel that segfaults crashed; "
    "the others still run") {
  Recording rec = module();
  OpCall crash = *rec.find_op(kScale);  // scunit::crash(x): the scale call's input, without its alpha
  crash.id = "0_inference@100";
  crash.op = "scunit::crash.default";
  crash.args.resize(1);
  OpCall hang = crash;
  hang.id = "0_inference@101";
  hang.op = "scunit::hang.default";
  // first: what comes after each runs in a fresh worker
  rec.op_calls.insert(rec.op_calls.begin(), {crash, hang});
  ::setenv("STRIDECHECK_TEST_FAULT", "op:segv@232", 1);
  ReplayOptions o = options();
  o.how.timeout_s = 15;  // the hang's budget: also what a fresh worker has to import torch in, on a loaded machine
  ReplayResult r = replay(rec, o);
  ::unsetenv("STRIDECHECK_TEST_FAULT");
  const OpRun& aborted = run(op(r, crash.id), OpRunKind::kKernel);
  CHECK(aborted.status == RunStatus::kCrashed);
  CHECK_MESSAGE(aborted.reason.find("SIGABRT") != std::string::npos, aborted.reason);
  CHECK(run(op(r, crash.id), OpRunKind::kFake).status == RunStatus::kOk);
  const OpRun& hung = run(op(r, hang.id), OpRunKind::kKernel);
  CHECK(hung.status == RunStatus::kTimeout);
  CHECK_MESSAGE(hung.reason == "timed out after 15 s", hung.reason);
  const OpRun& segv = run(op(r, kConv), OpRunKind::kKernel);
  CHECK(segv.status == RunStatus::kCrashed);
  CHECK_MESSAGE(segv.reason.find("SIGSEGV") != std::string::npos, segv.reason);
  CHECK(strides(run(op(r, kAttn), OpRunKind::kKernel)) == Strides{12800, 3200, 32, 1});
  CHECK(run(op(r, kScale), OpRunKind::kKernel).status == RunStatus::kOk);
  CHECK(no_children());
}

TEST_CASE("a repeated op call reports the first one's runs; --every-site runs each; progress counts them") {
  Recording rec = module();
  OpCall again = *rec.find_op(kConv);
  again.id = "1_inference@232";  // the same call in another graph
  for (auto& a : again.args)
    if (a.value.is_tensor()) a.value.tensor.storage += "_g1";  // other buffer names, the same aliasing
  rec.op_calls.push_back(again);
  ReplayOptions o = options();
  o.what.ops = "aten::*";
  std::vector<std::pair<size_t, size_t>> counts;
  o.how.progress = [&](size_t done, size_t total) { counts.emplace_back(done, total); };
  size_t op_events = 0;
  o.how.on_event = [&](const ReplayEvent& e) { op_events += e.op_runs.size(); };
  ReplayResult once = replay(rec, o);
  const OpReplay& first = op(once, kConv);
  const OpReplay& repeat = op(once, again.id);
  CHECK(repeat.replayed_with == kConv);
  REQUIRE(repeat.runs.size() == first.runs.size());
  CHECK(repeat.runs[0].elapsed_ms == first.runs[0].elapsed_ms);
  REQUIRE(!counts.empty());
  CHECK(counts.back() == std::pair<size_t, size_t>{2, 2});  // one kernel, one fake
  CHECK(op_events == 2);
  o.what.every_site = true;
  ReplayResult each = replay(rec, o);
  CHECK(op(each, again.id).replayed_with.empty());
  CHECK(run(op(each, again.id), OpRunKind::kKernel).elapsed_ms != run(op(each, kConv), OpRunKind::kKernel).elapsed_ms);
}

TEST_CASE(
    "a CUDA op call on a machine without CUDA runs no kernel; an aten op's fake is not evaluated (its meta reads the "
    "device's backends), a custom op's runs on fake CUDA tensors") {
  Recording rec = module();
  for (auto& c : rec.op_calls)
    for (auto& a : c.args)
      if (a.value.is_tensor()) a.value.tensor.device = "cuda:0";
  ReplayOptions o = options();
  o.what.device.reset();  // auto
  ReplayResult r = replay(rec, o);
  if (r.environment.cuda_available) return;  // (a GPU host replays it)
  const OpReplay& conv = op(r, kConv);
  CHECK(run(conv, OpRunKind::kKernel).status == RunStatus::kUnavailable);
  const OpRun& fake = run(conv, OpRunKind::kFake);
  CHECK(fake.status == RunStatus::kUnavailable);
  CHECK_MESSAGE(fake.reason.find("this machine has no CUDA device") != std::string::npos, fake.reason);
  const OpRun& custom = run(op(r, kAttn), OpRunKind::kFake);
  CHECK(custom.device == "cuda:0");
  CHECK(strides(custom) == Strides{12800, 32, 128, 1});
}

namespace {

ArgValue tensor(std::vector<int64_t> sizes, std::vector<int64_t> strides, const std::string& storage,
                const std::string& dtype = "float32") {
  TensorLayout t;
  t.dtype = dtype;
  t.device = "cpu";
  t.sizes = known_syms(sizes);
  t.strides = known_syms(strides);
  t.storage = storage;
  return ArgValue::of_tensor(t);
}

ArgValue ints(std::vector<int64_t> v) {
  ArgValue a;
  a.kind = ArgValue::Kind::kList;
  for (int64_t i : v) a.items.push_back(ArgValue::integer(SymInt::known(i)));
  return a;
}

OpCall call(const std::string& id, const std::string& op, std::vector<std::pair<std::string, ArgValue>> args) {
  OpCall c;
  c.id = id;
  c.op = op;
  for (auto& [name, value] : args) c.args.push_back(Arg{name, value, "", {}});
  return c;
}

}  // namespace

TEST_CASE("arguments are converted by the schema's types: dtypes, layouts, devices, memory formats, lists, complex") {
  Recording rec;
  rec.op_calls.push_back(call("g@1", "aten::empty_strided.default",
                              {{"#0", ints({2, 3})},
                               {"#1", ints({1, 2})},
                               {"dtype", ArgValue::unknown("torch.float16")},
                               {"layout", ArgValue::unknown("torch.strided")},
                               {"device", ArgValue::unknown("device(type='cpu')")},
                               {"pin_memory", ArgValue::boolean(false)}}));
  rec.op_calls.push_back(call("g@2", "aten::clone.default",
                              {{"#0", tensor({2, 3, 4, 5}, {60, 20, 5, 1}, "buf0")},
                               {"memory_format", ArgValue::unknown("torch.channels_last")}}));
  ArgValue pair;
  pair.kind = ArgValue::Kind::kList;
  pair.items = {tensor({2, 3}, {3, 1}, "buf1"), tensor({2, 3}, {1, 2}, "buf2")};
  rec.op_calls.push_back(
      call("g@3", "aten::cat.default", {{"#0", pair}, {"dim", ArgValue::integer(SymInt::known(1))}}));
  rec.op_calls.push_back(call(
      "g@4", "aten::full.default",
      {{"#0", ints({2, 2})}, {"#1", ArgValue::unknown("(1+2j)")}, {"dtype", ArgValue::unknown("torch.complex64")}}));
  rec.op_calls.push_back(
      call("g@5", "aten::clone.default",
           {{"#0", tensor({2, 3}, {3, 1}, "buf3")}, {"memory_format", ArgValue::unknown("torch.bogus_format")}}));
  rec.op_calls.push_back(call("g@6", "aten::clone.default", {{"#0", tensor({2, 3}, {1, 2}, "buf4", "")}}));
  ReplayOptions o = options();
  o.what.imports.clear();
  ReplayResult r = replay(rec, o);
  for (OpRunKind kind : {OpRunKind::kKernel, OpRunKind::kFake}) {
    CAPTURE(op_run_kind_name(kind));
    CHECK(strides(run(op(r, "g@1"), kind)) == Strides{1, 2});
    CHECK(run(op(r, "g@1"), kind).outputs.front().dtype == "float16");
    CHECK(strides(run(op(r, "g@2"), kind)) == Strides{60, 1, 15, 3});
    CHECK(strides(run(op(r, "g@3"), kind)) == Strides{6, 1});
    CHECK(run(op(r, "g@4"), kind).outputs.front().dtype == "complex64");
    const OpRun& bogus = run(op(r, "g@5"), kind);
    CHECK(bogus.status == RunStatus::kUnsupported);
    CHECK_MESSAGE(bogus.reason.find("memory_format") != std::string::npos, bogus.reason);
    CHECK_MESSAGE(bogus.reason.find("bogus_format") != std::string::npos, bogus.reason);
    const OpRun& guessed = run(op(r, "g@6"), kind);
    CHECK(strides(guessed) == Strides{1, 2});  // clone preserves a dense non-contiguous layout
    CHECK(std::any_of(guessed.warnings.begin(), guessed.warnings.end(),
                      [](const std::string& w) { return w.find("replayed as float32") != std::string::npos; }));
  }
}
