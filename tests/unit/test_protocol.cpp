// lib/replay/protocol: the worker request and the runs and environment it answers with, through their JSON
// and back, as stridecheck and stridecheck-worker exchange them; the workers' and the server's events by name.
#include <doctest/doctest.h>

#include "replay/protocol.h"
#include "replay/server_protocol.h"

using namespace stridecheck;

TEST_CASE("a worker request survives its JSON, a missing CUDA device as null") {
  WorkerRequest r;
  r.device = std::nullopt;  // a CUDA recording on a machine without CUDA
  r.seed = 7;
  r.repeat = 10;
  r.warmup = 3;
  r.priority = {Backend::kCudnn, Backend::kFlash};
  r.tasks = {{1, "0_backward@138", Backend::kEfficient, false, false},
             {2, "0_backward@138", Backend::kMath, true, false}};
  const std::string text = encode_request(r);
  CHECK(nlohmann::json::parse(text).at("device").is_null());
  WorkerRequest back = decode_request(text);
  CHECK_FALSE(back.device);
  CHECK(back.seed == 7);
  CHECK(back.repeat == 10);
  CHECK(back.warmup == 3);
  CHECK(back.priority == r.priority);
  REQUIRE(back.tasks.size() == 2);
  CHECK(back.tasks[0].site == "0_backward@138");
  CHECK(back.tasks[0].backend == Backend::kEfficient);
  CHECK(back.tasks[1].priority);

  r.device = "cuda:1";
  CHECK(decode_request(encode_request(r)).device == "cuda:1");
}

TEST_CASE("a request of another protocol version is refused") {
  auto j = nlohmann::json::parse(encode_request(WorkerRequest{}));
  j["protocol"] = 999;
  CHECK_THROWS(decode_request(j.dump()));
}

TEST_CASE("a backend run survives its JSON: status, mode, layouts and times") {
  BackendRun run;
  run.backend = Backend::kCudnn;
  run.mode = RunMode::kOp;
  run.status = RunStatus::kOk;
  run.recorded = true;
  run.outputs.push_back({"grad_query", "bfloat16", {1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0, {}, {}});
  run.fwd_ms = 0.25;
  run.bwd_ms = 0.74;
  run.warnings = {"a warning"};
  BackendRun back = run_from_json(run_to_json(run));
  CHECK(back.backend == Backend::kCudnn);
  CHECK(back.mode == RunMode::kOp);
  CHECK(back.status == RunStatus::kOk);
  CHECK(back.recorded);
  REQUIRE(back.outputs.size() == 1);
  CHECK(back.outputs[0].name == "grad_query");
  CHECK(back.outputs[0].strides == std::vector<int64_t>{12582912, 96, 3072, 1});
  CHECK(back.fwd_ms == doctest::Approx(0.25));
  CHECK(back.bwd_ms == doctest::Approx(0.74));
  CHECK(back.warnings == run.warnings);

  auto j = run_to_json(run);
  j["status"] = "frobnicated";
  CHECK_THROWS(run_from_json(j));  // an unknown status is not carried through as text
}

TEST_CASE("the environment survives its JSON") {
  ReplayEnvironment e;
  e.torch_version = "2.11.0+cu130";
  e.cudnn_version = "91900";
  e.cuda_available = true;
  e.cuda_devices = 2;
  e.priority_order = {"flash", "efficient", "math", "cudnn"};
  ReplayEnvironment back = environment_from_json(environment_to_json(e));
  CHECK(back.torch_version == e.torch_version);
  CHECK(back.cudnn_version == e.cudnn_version);
  CHECK(back.cuda_available);
  CHECK(back.cuda_devices == 2);
  CHECK(back.priority_order == e.priority_order);
}

TEST_CASE("an op call's task: a kernel task survives the request; a Python worker's carries the call as numbers") {
  WorkerRequest r;
  r.tasks = {{3, "0_forward@12", Backend::kMath, false, false, true}};
  WorkerRequest back = decode_request(encode_request(r));
  REQUIRE(back.tasks.size() == 1);
  CHECK(back.tasks[0].op);
  CHECK(back.tasks[0].site == "0_forward@12");

  Recording rec;
  OpCall c;
  c.id = "0_forward@12";
  c.op = "scunit::attn.default";
  TensorLayout t;
  t.dtype = "bfloat16";
  t.device = "cuda:0";
  t.sizes = known_syms({2, 4});
  t.strides = known_syms({1, 2});
  t.storage = "buf1";
  ArgValue list;
  list.kind = ArgValue::Kind::kList;
  list.items = {ArgValue::integer(SymInt::known(1)), ArgValue::none()};
  c.args = {{"#0", ArgValue::of_tensor(t), "", {}},
            {"#1", ArgValue::unknown("torch.float32"), "", {}},
            {"dims", list, "", {}},
            {"n", ArgValue::integer(SymInt::symbolic("s0")), "", {}}};
  rec.op_calls.push_back(c);
  std::vector<WorkerTask> tasks = {{7, c.id, Backend::kMath, false, true, true},
                                   {8, c.id, Backend::kMath, false, false, true}};
  auto j = nlohmann::json::parse(encode_meta_request(rec, tasks, {}, "", PythonOps{{"my_ops.py"}, "cpu", 5}));
  CHECK(j.at("imports") == nlohmann::json::array({"my_ops.py"}));
  CHECK(j.at("device") == "cpu");
  REQUIRE(j.at("tasks").size() == 2);
  const auto& fake = j["tasks"][0];
  CHECK(fake.at("kind") == "op-fake");
  CHECK_FALSE(fake.contains("op_call"));  // a fake's answer is cached by its call alone
  CHECK(j["tasks"][1].at("kind") == "op-kernel");
  CHECK(j["tasks"][1].at("op_call") == c.id);
  const auto& call = fake.at("call");
  CHECK(call.at("op") == "scunit::attn.default");
  CHECK(call.at("device") == "cuda:0");
  const auto& args = call.at("args");
  CHECK(args[0].at("value").at("tensor").at("strides") == nlohmann::json::array({1, 2}));
  CHECK(args[0].at("value").at("tensor").at("storage") == "buf1/bfloat16");
  CHECK(args[1].at("value").at("text") == "torch.float32");
  CHECK(args[2].at("value").at("list")[1].contains("none"));
  CHECK(args[3].at("value").contains("unknown"));  // a symbolic size without a value: the worker says so
}

TEST_CASE("an op run survives its one codec") {
  OpRun run;
  run.kind = OpRunKind::kFake;
  run.status = RunStatus::kUnavailable;
  run.reason = "torch.ops.scunit is not registered";
  run.device = "cuda:0";
  run.outputs.push_back({"result[1]", "float32", {2, 3}, {1, 2}, 0, {}, {}});
  OpRun back = nlohmann::json(run).get<OpRun>();
  CHECK(back.kind == OpRunKind::kFake);
  CHECK(back.status == RunStatus::kUnavailable);
  CHECK(back.reason == run.reason);
  CHECK(back.device == "cuda:0");
  REQUIRE(back.outputs.size() == 1);
  CHECK(back.outputs[0].name == "result[1]");
  CHECK(back.outputs[0].strides == std::vector<int64_t>{1, 2});
}

TEST_CASE("each worker event is decoded to its kind by its name, and named by the same table") {
  using Kind = WorkerMessage::Kind;
  const std::pair<const char*, Kind> events[] = {
      {"hello", Kind::kHello}, {"begin", Kind::kBegin}, {"result", Kind::kResult}, {"timing", Kind::kTiming},
      {"timed", Kind::kTimed}, {"done", Kind::kDone},   {"broken", Kind::kBroken}, {"error", Kind::kError}};
  for (const auto& event : events) {
    const char* name = event.first;  // (not a structured binding: clang 14's CAPTURE lambda cannot take one)
    const Kind kind = event.second;
    CAPTURE(name);
    auto m = decode_worker_message(std::string(R"({"event": ")") + name + R"(", "task": 3})");
    REQUIRE(m);
    CHECK(m->kind == kind);
    CHECK(m->body.at("task") == 3);
    CHECK(worker_message(kind) == nlohmann::json{{"event", name}});
    CHECK(decode_worker_message(worker_message(kind).dump())->kind == kind);
  }
  // An op call's result: "result" with "op_runs"; named "result" too.
  CHECK(decode_worker_message(R"({"event": "result", "task": 1, "op_runs": []})")->kind == Kind::kOpResult);
  CHECK(worker_message(Kind::kOpResult) == nlohmann::json{{"event", "result"}});
  // An event this side does not know, or none: kUnknown (ignored); a line that is not a JSON object: nullopt.
  CHECK(decode_worker_message(R"({"event": "hullo"})")->kind == Kind::kUnknown);
  CHECK(decode_worker_message(R"({"event": "Hello"})")->kind == Kind::kUnknown);
  CHECK(decode_worker_message(R"({"task": 1})")->kind == Kind::kUnknown);
  CHECK_FALSE(decode_worker_message("hello"));
  CHECK_FALSE(decode_worker_message(R"(["event", "hello"])"));
  CHECK_THROWS_AS(decode_worker_message(R"({"event": 1})"), nlohmann::json::type_error);
  CHECK_THROWS(worker_message(Kind::kUnknown));
}

TEST_CASE("each server event is decoded to its kind by its name, and named by the same table") {
  using Kind = replay_detail::ServerMessage::Kind;
  const std::pair<const char*, Kind> events[] = {
      {"progress", Kind::kProgress}, {"alive", Kind::kAlive},     {"replay-event", Kind::kReplayEvent},
      {"result", Kind::kResult},     {"refused", Kind::kRefused}, {"stopping", Kind::kStopping},
      {"queued", Kind::kQueued},     {"status", Kind::kStatus}};
  for (const auto& event : events) {
    const char* name = event.first;  // (not a structured binding: clang 14's CAPTURE lambda cannot take one)
    const Kind kind = event.second;
    CAPTURE(name);
    auto m = replay_detail::decode_server_message(std::string(R"({"event": ")") + name + R"(", "done": 2})");
    REQUIRE(m);
    CHECK(m->kind == kind);
    CHECK(m->body.at("done") == 2);
    CHECK(replay_detail::server_message(kind) == nlohmann::json{{"event", name}});
  }
  CHECK(replay_detail::decode_server_message(R"({"event": "hello"})")->kind == Kind::kUnknown);
  CHECK_FALSE(replay_detail::decode_server_message("stopping"));
  CHECK_THROWS(replay_detail::server_message(Kind::kUnknown));
}

TEST_CASE("a command's options survive the server's JSON: the spec, its kernel implementations and limits") {
  ReplayOptions o;
  o.what.backends = {Backend::kFlash, Backend::kMath};
  o.what.priority = {Backend::kMath};
  o.what.device = Device::parse("cuda:1");
  o.what.seed = 7;
  o.what.imports = {"fixtures/tools/swapped_flash.py"};
  o.what.kernel_impls[Backend::kFlash] = "FA4";
  o.what.kernel_impls[Backend::kCudnn] = "CUDNN";
  o.what.ops = "mylib::*";
  const auto back = replay_detail::options_from_json(replay_detail::options_to_json(o));
  CHECK(back.what.backends == o.what.backends);
  CHECK(back.what.priority == o.what.priority);
  REQUIRE(back.what.device);
  CHECK(back.what.device->str() == "cuda:1");
  CHECK(back.what.seed == 7);
  CHECK(back.what.imports == o.what.imports);
  CHECK(back.what.kernel_impls == o.what.kernel_impls);
  CHECK(back.what.ops == "mylib::*");
  nlohmann::json bad = replay_detail::options_to_json(o);
  bad["kernel_impls"] = {{"nonesuch", "FA4"}};
  CHECK_THROWS(replay_detail::options_from_json(bad));
}

TEST_CASE("a client's state in serve --status is named by one table, both ways") {
  using replay_detail::ClientState;
  for (auto s : {ClientState::kQueued, ClientState::kReplaying})
    CHECK(replay_detail::parse_client_state(replay_detail::client_state_name(s)) == s);
  CHECK(std::string(replay_detail::client_state_name(ClientState::kQueued)) == "queued");
  CHECK_FALSE(replay_detail::parse_client_state("sleeping"));
}
