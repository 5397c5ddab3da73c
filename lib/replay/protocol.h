// The conversation between stridecheck and stridecheck-worker, as JSON lines on pipes:
//
//   worker -> {"event": "hello", "environment": {...}}          as soon as libtorch is loaded
//   parent -> one request document on stdin, one line          call sites (fixture JSON) and tasks;
//             then EOF, or (timed runs side by side) stdin stays open:
//   worker -> {"event": "timing"}                                before a timed section: it waits for
//   parent -> "go"                                               the device to be its alone
//   worker -> {"event": "timed"}                                 after it: the device is free again
//   worker -> {"event": "begin", "task": N}                      before each task
//   worker -> {"event": "result", "task": N, "runs": [...]}      after it
//   worker -> {"event": "done"}                                  then exits 0
//
// A task is one backend on one call site (its "op" and "sdpa" runs), or the dispatcher's own choice
// under a priority order ("priority"), or an op call's kernel ("op": its result carries "op_runs", OpRun's codec
// of replay_json.h, instead of "runs"). The Python workers (tool/meta_worker.py) speak the same protocol: the metas,
// the op calls' fakes, and (the Python kernel worker) the kernels of custom ops. A worker that dies or hangs inside a
// task is reported by the parent against that task; the tasks after it go to a fresh worker.
//
// What a worker says is decoded once, here (decode_worker_message): the runner's event pump switches on its kind. The
// worker names its events through the same table (worker_message).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/names.h"
#include "replay/replay_json.h"

namespace stridecheck {

inline constexpr int kWorkerProtocol = 1;

struct WorkerTask {
  int id = 0;
  std::string site;
  Backend backend = Backend::kMath;
  bool priority = false;  ///< the dispatcher's choice under the request's priority order
  bool meta = false;      ///< a task of the meta worker (tool/meta_worker.py)
  bool op = false;        ///< an op call's task (`site`: its id in Recording::op_calls): its fake with `meta`, else
                          ///< its kernel (aten: the replay worker's; any other namespace: the Python kernel worker's)
  std::string impl{};     ///< a backend's kernel as a Python implementation serves it (ReplaySpec::kernel_impls):
                          ///< the Python kernel worker's
  bool fix = false;       ///< with `op`: a fix checked against the op call's kernel (ReplaySpec::fix_checks), the
                          ///< Python kernel worker's
};

/// What a Python worker needs for its op calls' tasks.
struct PythonOps {
  std::vector<std::string> imports;  ///< the user's modules (--import), imported before the first op task
  std::string device;                ///< the Python kernel worker: where the kernels run ("cpu", "cuda:0")
  uint64_t seed = 0;                 ///< of the kernels' random inputs
  const std::vector<FixCheckRequest>* fix_checks = nullptr;  ///< what the fix tasks check (ReplaySpec::fix_checks)
};

struct WorkerRequest {
  ReplayDevice device = "cpu";  ///< "cpu", "cuda:N"; nullopt: a CUDA recording on a machine without CUDA
  uint64_t seed = 0;
  int repeat = 0;
  int warmup = 2;
  bool values = true;
  uint64_t max_memory = 0;
  std::vector<Backend> priority;
  bool turns = false;   ///< ask for the device before each timed section ("timing"), and wait for "go"
  bool warm = false;    ///< a warm worker of `stridecheck serve`: after "done" it gives its device memory back
  std::string fixture;  ///< the call sites, as fixture JSON
  Limits limits;        ///< the run's input limits, for reading `fixture` again
  std::vector<WorkerTask> tasks;
};

std::string encode_request(const WorkerRequest& r);
/// The meta worker's request: each task's call site as plain numbers (tensors: dtype, device, sizes,
/// strides, offset, storage; scalars), the ops to evaluate and their output names, the cache folder.
/// Op call tasks (WorkerTask::op) carry their call as numbers too: the op, and each argument as the call wrote it
/// (positional "#0".., keyword by name), tagged by kind; `ops` says what the Python worker imports and where kernels
/// run.
std::string encode_meta_request(const Recording& sites, const std::vector<WorkerTask>& tasks,
                                const std::vector<Backend>& priority, const std::string& cache,
                                const PythonOps& ops = {});
WorkerRequest decode_request(const std::string& text);

/// One line a worker said, decoded: its event, and the line's JSON object for the fields that event carries.
struct WorkerMessage {
  enum class Kind {
    kHello,      ///< "hello": `environment` (a kernel worker's libtorch and device, a Python worker's torch), `profile`
    kBegin,      ///< "begin": `task`
    kResult,     ///< "result" of a call site's task: `task`, `runs` (BackendRun's codec, replay_json.h)
    kOpResult,   ///< "result" of an op call's task: `task`, `op_runs` (OpRun's codec, replay_json.h)
    kFixResult,  ///< "result" of a fix check: `task`, `fix_check` (FixCheck's codec, replay_json.h)
    kTiming,     ///< "timing": it waits for the device to be its alone ("go")
    kTimed,      ///< "timed": the device is free again
    kDone,       ///< "done": every task of its request reported
    kBroken,     ///< "broken": `message`, a task broke its CUDA context (no further task runs in it)
    kError,      ///< "error": `message`
    kUnknown,    ///< an event this side does not know: ignored
  };
  Kind kind = Kind::kUnknown;
  nlohmann::json body;
};

/// `{"event": NAME}` of a kind (not kUnknown; kOpResult is "result" too), for the worker to add its fields to.
nlohmann::json worker_message(WorkerMessage::Kind kind);
/// nullopt for a line that is not a JSON object: it is ignored, like an event this side does not know (kUnknown).
/// Throws nlohmann::json's type_error when the line's "event" is not a string (a worker that breaks the protocol).
std::optional<WorkerMessage> decode_worker_message(const std::string& line);

/// The worker's and the server's messages, each kind by its name in one table of {kind, name} rows: `{"event":
/// NAME}` of `kind` (logic_error for a kind the table does not name: kUnknown).
template <typename Kind, size_t N>
nlohmann::json protocol_message(const std::pair<Kind, const char*> (&table)[N], Kind kind) {
  auto name = name_in(table, kind);
  if (!name) throw std::logic_error("a protocol message without a name");
  return nlohmann::json{{"event", *name}};
}
/// A line decoded: its "event" by the table (an event it does not name: kUnknown) and the line's object as its body;
/// nullopt for a line that is not a JSON object. nlohmann::json's type_error for an "event" that is no string.
template <typename Message, typename Kind, size_t N>
std::optional<Message> decode_protocol_message(const std::pair<Kind, const char*> (&table)[N],
                                               const std::string& line) {
  nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  Message m;
  m.kind = value_named(table, j.value("event", "")).value_or(Kind::kUnknown);
  m.body = std::move(j);
  return m;
}

/// A run's and the environment's JSON: their codecs (replay_json.h), by name.
inline nlohmann::json run_to_json(const BackendRun& r) { return r; }
inline BackendRun run_from_json(const nlohmann::json& j) { return j.get<BackendRun>(); }
inline nlohmann::json environment_to_json(const ReplayEnvironment& e) { return e; }
inline ReplayEnvironment environment_from_json(const nlohmann::json& j) { return j.get<ReplayEnvironment>(); }

}  // namespace stridecheck
