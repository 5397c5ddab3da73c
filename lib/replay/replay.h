// Replay: rerun each recorded SDPA call site and asserted op call under every backend on real libtorch kernels, and
// their fake/meta kernels under the user's Python torch, and record the sizes and strides each one really returns.
// This header is the torch-free side: the options, the request and result types, shared by the command (which never
// loads libtorch) and the replay worker (the only program that does). docs/design.md explains the split.
//
// replay() (replay.cpp) tries a running `stridecheck serve` (server.h) and otherwise replays here (runner.h's
// replay_here(), which the server calls too). The parts of a replay here: the runner (runner.{h,cpp}) drives the
// worker pool (pool.h), the devices (device.h), the plan (plan.h), the event pump (pump.h) and the results
// (results.h); the workers speak protocol.h.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_fields.h"
#include "recording/recording.h"
#include "replay/device.h"

namespace stridecheck {

struct ReplayPool;       // pool.h: what the replays of one command share (make_replay_pool, below)
struct FixCheckRequest;  // below: a fix to check against an op call's kernel
struct ReplayEvent;      // below: something the replay did, told as it happens

/// How replays are isolated from each other.
enum class Isolation {
  kAuto,        ///< grouped on CUDA, one worker on CPU
  kPerBackend,  ///< a fresh worker process for each backend
  kGrouped,     ///< a worker per library the backends initialise: cuDNN, cuBLAS (math), libtorch's own kernels
  kShared,      ///< one worker process for everything
};
/// In every isolation a crashed or hung task ends only its worker: the tasks after it go to a fresh one.

/// What to replay and measure: every field can change a report.
struct ReplaySpec {
  std::vector<Backend> backends;  ///< empty: every backend of the device
  std::vector<Backend> priority;  ///< --priority: listed first, the rest after, only listed enabled
  /// --device: cpu, cuda (the GPU `cuda_index` names) or cuda:N; nullopt: auto (the recorded device when present,
  /// else cpu).
  std::optional<Device> device;
  int cuda_index = 0;  ///< the GPU auto (for a CUDA recording) and plain cuda mean (CTest's, in a test)
  uint64_t seed = 0;
  int repeat = 0;  ///< timed runs per op (0: no timing)
  int warmup = 2;
  bool values = true;       ///< compare values against the math backend in fp32
  uint64_t max_memory = 0;  ///< bytes a call site may use on the device; 0: a safe fraction of what is free
  /// Return without replaying (ReplayResult::skipped) when the recording's device is missing here,
  /// instead of running only the CPU backends (what triage wants).
  bool skip_without_device = false;
  /// The fake/meta half (tool/meta_worker.py, run under each Python of `torch_pythons`): what each fused
  /// backend's meta kernel predicts, which is what inductor would assert had it chosen that backend.
  bool metas = true;
  /// Pythons with torch to evaluate the metas under (the first is the one backends are judged by);
  /// empty: the project's .venv Python, else python3.
  std::vector<std::string> torch_pythons;
  /// Run the real kernels (false: only the metas, e.g. when the kernels' runs come from a stored report).
  bool kernels = true;
  /// The input limits of the run (--limit): the worker reads the recording with the same ones.
  Limits limits;
  /// Only these call sites (empty: all).
  std::vector<std::string> only_sites;
  /// Run the kernels of every call site, even of one whose op, layouts and arguments repeat an earlier one's
  /// (recording/fixture_writer.h's replay_identity: another layer, another graph); false: such a site reports
  /// the earlier one's runs (SiteReplay::replayed_with).
  bool every_site = false;
  /// The op calls to judge (Recording::op_calls), by a glob on their qualified op name ("aten::*", "sctest::*",
  /// "*convolution*"); empty: every one. --ops.
  std::string ops;
  /// The user's modules that register custom ops (a module name importable by the torch Python, or a .py path):
  /// imported by the Python kernel worker, as the user's own environment; never anything read from an input.
  /// --import.
  std::vector<std::string> imports;
  /// Backends a Python implementation serves in the user's runs, by the name torch's flash attention registry knows
  /// it by (torch.nn.attention.activate_flash_attention_impl, in torch 2.11 at least: "FA3", "FA4", "CUDNN", or one the
  /// --import modules register): their kernels run in the Python kernel worker with it active, not in libtorch.
  /// --kernel-impl BACKEND=NAME.
  std::map<Backend, std::string> kernel_impls;
  /// Fixes to check against op calls' kernels (lib/advice/fixcheck.h): each in the Python kernel worker, in place of
  /// its op call's kernel and fakes (a replay of these only). Not sent to `stridecheck serve`: such a replay runs here.
  std::vector<FixCheckRequest> fix_checks;
};

/// How to replay it: the processes that do the work and what the caller is told as it goes. None of it changes a
/// report, but for its profile (and a run that outlives `timeout_s`).
struct ReplayExecution {
  double timeout_s = 60;  ///< per backend and call site
  Isolation isolation = Isolation::kAuto;
  int jobs = 0;             ///< workers at a time; 0: all at once without timing, one at a time with timing
  std::string worker;       ///< path of stridecheck-worker; empty: next to the running binary
  std::string meta_worker;  ///< path of meta_worker.py; empty: stridecheck-meta.py next to the running binary
  std::string meta_cache;   ///< the meta answers' cache folder; empty: $XDG_CACHE_HOME/stridecheck (or
                            ///< ~/.cache/stridecheck); "off": no cache
  /// Shared by the replays of one command (copies of these options share it); empty: this replay's own.
  std::shared_ptr<ReplayPool> pool;
  /// The folder the options' relative paths are relative to ("": this process's working directory): `stridecheck
  /// serve` replays for clients in other folders at once, and spawns a client's Python workers in its folder.
  std::string cwd;
  /// Replay on a running `stridecheck serve` of this build when there is one (lib/replay/server.h), else here.
  bool use_server = false;
  /// Called with (runs done, runs in all) once the runs are planned, and after each run: progress for long runs.
  /// Both counts hold every run scheduled, the backends' kernel runs and the metas' alike; none is reported before
  /// the plan (which waits for the first worker's hello), so the total never grows.
  std::function<void(size_t, size_t)> progress;
  /// Called as things happen (a worker ready, a run back, a worker done; ReplayEvent), on the thread that called
  /// replay(): `-v` logs them as they come. Through `stridecheck serve` they come from the server as they happen.
  std::function<void(const ReplayEvent&)> on_event;
  /// Called about once a second while the replay runs (`stridecheck serve` tells its client it is alive).
  std::function<void()> heartbeat;
  /// Asked every round of the replay's loop (at least ten times a second): true ends the replay at once, its
  /// workers killed, and replay() throws ReplayCancelled (`stridecheck serve`: the client went away, or the server
  /// is stopping).
  std::function<bool()> cancelled;
  /// A line for the person waiting, about the replay rather than its results: a `stridecheck serve` that queued
  /// the command says its place in the queue.
  std::function<void(const std::string&)> notice;
};

/// A replay ended by ReplayExecution::cancelled.
struct ReplayCancelled : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ReplayOptions {
  ReplaySpec what;
  ReplayExecution how;
};

/// How long a pool keeps a worker that finished its request cleanly.
enum class PoolLife {
  kReplay,   ///< not at all: it ends with its replay (a replay given no pool)
  kCommand,  ///< until the pool goes (the command's end): its later replays, the what-if's and check's groups, take it
  kServer,   ///< `stridecheck serve`: for later commands; a meta worker imports torch once its first command has its
             ///< answers, so that a later cold-cache answer costs milliseconds
};

/// A pool for the replays of one command (ReplayExecution::pool): one fork server for all of them, and the workers
/// that finished cleanly, kept for the next replay as long as `life` says. When it goes, its workers are killed
/// without waiting for their teardown (worker_process.h's end_process).
std::shared_ptr<ReplayPool> make_replay_pool(PoolLife life = PoolLife::kCommand);

/// The command's meta workers started before it reads its input (into `options.how.pool`), so that Python's start
/// and, where the meta cache holds nothing of its torch, `import torch` overlap the reading; its first replay takes
/// them. Nothing when the metas are off, there is no pool, or a `stridecheck serve` of this build will take the
/// replay (`options.how.use_server` and one listens).
void prestart_workers(const ReplayOptions& options);

/// `path` made absolute against `cwd` ("": this process's working directory); an empty path stays empty.
std::string absolute_path(const std::string& path, const std::string& cwd);

/// One output tensor as a backend returned it.
struct OutputLayout {
  std::string name;  ///< "out", "logsumexp", "grad_query", ...
  std::string dtype;
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  int64_t storage_offset = 0;
  std::optional<double> max_abs_err;  ///< against the fp32 math reference
  std::optional<double> max_rel_err;
  Layout layout() const { return {sizes, strides, storage_offset}; }
};

/// How a backend was run (docs/report-format.md):
enum class RunMode {
  kOp,          ///< "op": the backend's own aten op(s), forward and backward as the graph calls them
  kSdpa,        ///< "sdpa": scaled_dot_product_attention (+ autograd) with only this backend enabled
  kPriority,    ///< "priority": scaled_dot_product_attention under the requested priority order
  kMeta,        ///< "meta": the backend's op(s) on fake tensors: what its fake/meta kernel predicts (what
                ///< inductor asserts when it calls this op)
  kMetaChoice,  ///< "meta-choice": the dispatcher's choice on fake tensors (trace time)
};

/// What became of a run.
enum class RunStatus {
  kOk,
  kUnsupported,  ///< the backend cannot run these inputs (libtorch's or the meta's reason)
  kCannotServe,  ///< torch's dispatch would never hand this call to the backend (a mask flash has no argument for,
                 ///< a dtype, a head dim): its chooser's reason; the backend's op is not run on arguments it cannot
                 ///< serve, since it would compute another function
  kUnavailable,  ///< no such device or backend here
  kError,
  kCrashed,
  kTimeout,
  kOverBudget,
  kSkipped,
};

/// The names of the protocol and the reports ("op", "meta-choice"; "ok", "over-budget").
std::string mode_name(RunMode m);
std::string status_name(RunStatus s);
std::optional<RunMode> parse_mode(std::string_view name);
std::optional<RunStatus> parse_status(std::string_view name);
/// nlohmann-json's conversions (found by ADL): the names above, at the JSON boundary only; an unknown name
/// throws.
template <typename BasicJson>
void to_json(BasicJson& j, RunMode m) {
  j = mode_name(m);
}
template <typename BasicJson>
void to_json(BasicJson& j, RunStatus s) {
  j = status_name(s);
}
template <typename BasicJson>
void from_json(const BasicJson& j, RunMode& m) {
  auto p = parse_mode(j.template get<std::string>());
  if (!p) throw std::runtime_error("unknown run mode " + j.dump());
  m = *p;
}
template <typename BasicJson>
void from_json(const BasicJson& j, RunStatus& s) {
  auto p = parse_status(j.template get<std::string>());
  if (!p) throw std::runtime_error("unknown run status " + j.dump());
  s = *p;
}
/// A run that did not return (a crash or a hang): a finding about the backend.
inline bool failed(RunStatus s) { return s == RunStatus::kCrashed || s == RunStatus::kTimeout; }

/// One backend on one call site in one mode.
struct BackendRun {
  Backend backend = Backend::kMath;
  RunMode mode = RunMode::kOp;
  RunStatus status = RunStatus::kOk;
  std::string reason;
  std::vector<std::string> warnings;  ///< what libtorch said while choosing or running
  bool recorded = false;              ///< this is the op the graph itself calls
  std::string chosen;                 ///< priority mode: the backend the dispatcher picked
  std::vector<OutputLayout> outputs;
  std::optional<double> fwd_ms, bwd_ms;  ///< median of --repeat timed runs
  std::optional<double> copy_ms;         ///< a what-if variant's op run: making its recorded q, k, v contiguous (timed)
  std::optional<double> fwd_tflops, bwd_tflops;
  std::optional<int64_t> peak_bytes;    ///< peak device memory of the run: its inputs + what it allocated
  std::optional<int64_t> tensor_bytes;  ///< bytes of the tensors the op read and wrote
  std::string values_note;              ///< why values were not compared, if they were not
  /// How the call's arguments were made into the ones torch's dispatch hands this backend's op (the mask
  /// expanded and padded for memory-efficient, a boolean mask made additive), one line each; empty when the
  /// backend's op takes them as recorded.
  std::vector<std::string> prepared;
  double elapsed_ms = 0;    ///< wall time of this run in the worker, setup included
  double setup_ms = 0;      ///< of which: building the input tensors (first run of a site)
  std::string torch;        ///< meta runs: the torch version whose meta kernels gave the layouts
  std::string meta_device;  ///< meta runs: the device the fake tensors were on ("meta" where that torch
                            ///< cannot fake CUDA without a driver)
  bool cached = false;      ///< meta runs: answered from the cache, without importing torch
  std::string impl;         ///< a kernel run of a Python implementation swapped in (ReplaySpec::kernel_impls)
};

/// A run of the meta worker ("meta" or "meta-choice"), not of a kernel.
inline bool is_meta_run(const BackendRun& r) { return r.mode == RunMode::kMeta || r.mode == RunMode::kMetaChoice; }

/// One meta worker: the Python it ran under and the torch it found there.
struct MetaEnvironment {
  std::string python;
  std::string torch;  ///< empty when that Python has no torch
  std::string error;  ///< why its metas are missing, if they are
  double wall_ms = 0;
  bool imported_torch = false;  ///< false when every answer came from the cache
};

/// Everything replayed for one call site.
struct SiteReplay {
  std::string call_site;
  std::string device;
  std::vector<BackendRun> runs;
  std::vector<std::string> notes;
  std::string replayed_with;  ///< the earlier call site, of the same call, whose kernel runs these are ("": its own)
};

/// What the replay worker reports about its libtorch and device.
struct ReplayEnvironment {
  std::string torch_version;
  std::string cuda_runtime;
  std::string cudnn_version;
  std::string device_name;
  std::string compute_capability;
  std::string driver;
  std::vector<std::string> priority_order;  ///< the default order the worker saw, by name
  std::vector<std::string> enabled;         ///< the backends enabled by default, by name
  bool cuda_available = false;
  int cuda_devices = 0;
  std::string os;
};

/// Where one worker's time went (milliseconds), for the benchmarks' overhead accounting.
struct WorkerProfile {
  std::string group;             ///< the backend its tasks belong to, or "shared"
  double load_ms = 0;            ///< exec to the engine loaded: the dynamic loader bringing in libtorch
  double context_ms = 0;         ///< the CUDA context made in a thread while libtorch loaded (0: none)
  double context_wait_ms = 0;    ///< of which was left to wait for once libtorch had loaded
  double cuda_init_ms = 0;       ///< CUDA runtime and device properties, in the worker
  double spawn_to_hello_ms = 0;  ///< seen by the parent: spawn to the worker's first line
  double tasks_ms = 0;           ///< inside tasks: input setup and kernels
  double setup_ms = 0;           ///< of which: building the input tensors
  double wall_ms = 0;            ///< spawn to exit
  double sent_at_ms = 0;         ///< its request sent, in ms since the replay began
  double first_task_at_ms = 0;   ///< its first task begun (the request read), since the replay began
  double done_at_ms = 0;         ///< its last task done, since the replay began
  bool forked = false;           ///< forked by the fork server (libtorch loaded there, once for the run)
  bool warm = false;             ///< a warm worker of `stridecheck serve`, started for an earlier command
};
/// Its JSON codec, and every other type's here: replay_json.h.

/// A run of an op call (Recording::op_calls, any asserted op that is not SDPA): its real kernel, or its fake (meta)
/// kernel under FakeTensorMode, on tensors of the recorded layouts.
enum class OpRunKind { kKernel, kFake };
std::string op_run_kind_name(OpRunKind k);  ///< "kernel", "fake"
std::optional<OpRunKind> parse_op_run_kind(std::string_view name);
STRIDECHECK_JSON_TO_NAME(OpRunKind, op_run_kind_name)

/// The user's return statement that made a Python kernel's or fake's result (tool/op_worker.py's noting_return):
/// read from their file by the worker, quoted in the answer, never run.
struct ReturnedAt {
  std::string file;
  int64_t line = 0;
  std::string code;  ///< the whole statement, on one line: "return x.new_empty(x.shape)"
  /// The function's parameters it assigns before that line (`q = F.pad(q, ...)`): there a name of the op's argument
  /// is no longer the argument, so code pasted at the return must not name it.
  std::vector<std::string> rebound;
  bool operator==(const ReturnedAt&) const = default;
};

struct OpRun {
  OpRunKind kind = OpRunKind::kKernel;
  RunStatus status = RunStatus::kOk;
  std::string reason;
  /// Who ran it: "libtorch 2.11.0 (the replay worker)", "python: torch 2.11.0, sctest from custom_ops.py".
  std::string impl;
  std::string torch;  ///< the torch whose kernel or fake it is
  /// Where: "cpu", "cuda:0"; a fake's: the device its fake tensors were on ("meta" or the recorded).
  std::string device;
  std::vector<OutputLayout> outputs;  ///< by the op call's output names: "result", "result[1]", ...
  std::vector<std::string> warnings;
  double elapsed_ms = 0;
  bool cached = false;                    ///< a fake answered from the meta cache
  std::optional<ReturnedAt> returned_at;  ///< a Python kernel's or fake's: where the user's code returned the result
};

/// Everything run for one op call.
struct OpReplay {
  std::string op_call;
  std::vector<OpRun> runs;
  std::vector<std::string> notes;
  std::string replayed_with;  ///< the earlier op call of the same call whose runs these are ("": its own)
};

/// A fix checked against an op call's kernel (ReplaySpec::fix_checks; lib/advice/fixcheck.h writes the candidates and
/// the variants, the Python kernel worker runs them: tool/op_worker.py's op-fix task). Every candidate is code
/// stridecheck wrote, never anything read from an input.
struct FixCandidate {
  enum class Side {
    kFake,        ///< a fake's return value, from `out` (what the fake returns now) and the op's arguments
    kKernel,      ///< a kernel's return value, from `result` (what the kernel returns now) and the op's arguments
    kWorkaround,  ///< a module defining `workaround(...)` of the op's tensor arguments: an aten op's bug worked around
                  ///< in the user's code, run forward and backward (tool/op_workaround.py)
  };
  std::string id;
  Side side = Side::kFake;
  std::string code;  ///< a Python expression; `{#i}` stands for the name of the op's schema argument i
};
std::string fix_side_name(FixCandidate::Side s);  ///< "fake", "kernel"
std::optional<FixCandidate::Side> parse_fix_side(std::string_view name);

/// The op call with its inputs changed (other sizes, other layouts), under an id of the check's own.
struct FixVariant {
  std::string id;
  OpCall call;
};

struct FixCheckRequest {
  std::string op_call;
  std::vector<FixVariant> variants;  ///< the first: the recorded inputs
  std::vector<FixCandidate> candidates;
  bool opcheck = false;  ///< also probe whether this torch's torch.library.opcheck compares strides on the device
};

/// A workaround run on one variant (tool/op_workaround.py): forward, then backward, every aten op it dispatches run
/// for real and under FakeTensorMode and compared as assert_size_stride compares (strides of dims of size > 1).
enum class WorkaroundState { kNotRun, kHeld, kFails };
std::string workaround_state_name(WorkaroundState s);  ///< "not-run", "held", "fails"
std::optional<WorkaroundState> parse_workaround_state(std::string_view name);
struct WorkaroundRun {
  WorkaroundState forward = WorkaroundState::kNotRun, backward = WorkaroundState::kNotRun;
  bool values = false;  ///< its output equals the op's own on these inputs
  bool grads = false;   ///< its inputs' gradients equal the op's own (eager autograd)
  bool eager = false;   ///< it runs outside the compiled region: no fake compared
  std::string op;       ///< where it failed: the aten op whose fake and kernel disagree ("aten::_fft_c2c.default")
  int64_t output = 0;
  std::optional<OutputLayout> kernel, fake;
  double fwd_ms = 0, step_ms = 0;        ///< eager kernels, median of repeats: forward; forward and backward
  int64_t timed_runs = 0;                ///< how many timed runs each median is of
  std::optional<bool> fullgraph_raises;  ///< eager: torch.compile(fullgraph=True) raised on it (dynamo, eager backend)
  std::string break_reason;
};

/// One run on one variant: the kernel, the fake as it is, or a candidate (`id`).
struct FixSideRun {
  std::string id;
  RunStatus status = RunStatus::kOk;
  std::string reason;
  std::vector<OutputLayout> outputs;
  std::optional<WorkaroundRun> workaround;  ///< a workaround candidate's
};

struct FixVariantRun {
  std::string id;
  FixSideRun kernel, fake;
  std::vector<FixSideRun> candidates;
  std::vector<std::string> warnings;
};

/// Whether the torch's torch.library.opcheck compares a fake's strides with its kernel's on the device: probed on a
/// throwaway op whose fake is wrong on purpose.
enum class OpcheckProbe { kNotProbed, kChecksStrides, kIgnoresStrides, kUnknown };
std::string opcheck_probe_name(OpcheckProbe p);  ///< "not-probed", "checks", "ignores", "unknown"
std::optional<OpcheckProbe> parse_opcheck_probe(std::string_view name);

/// A candidate's code as the worker ran it: its `{#i}` made the op's own argument names.
struct FixCode {
  std::string id, code;
};

struct FixCheck {
  std::string op_call;
  RunStatus status = RunStatus::kOk;  ///< of the whole check: unavailable (no module), crashed, timeout
  std::string reason;
  std::string torch, device, impl;
  std::vector<std::string> arguments;  ///< the op's schema argument names, in order
  std::vector<FixCode> codes;
  std::vector<FixVariantRun> variants;
  OpcheckProbe opcheck = OpcheckProbe::kNotProbed;
  std::string opcheck_reason;
  double elapsed_ms = 0;
};

struct ReplayResult {
  bool skipped = false;  ///< no kernel ran (skip_without_device); notes say why (metas may have run)
  std::vector<SiteReplay> sites;
  std::vector<OpReplay> ops;  ///< the op calls' runs (Recording::op_calls), in the recording's order
  ReplayEnvironment environment;
  std::vector<std::string> notes;
  double wall_seconds = 0;
  std::vector<WorkerProfile> profile;
  std::vector<MetaEnvironment> metas;  ///< one per --torch-python, in order
  std::vector<FixCheck> fix_checks;    ///< ReplaySpec::fix_checks, as they came back
  std::string server;       ///< the `stridecheck serve` that replayed it ("" when this command did); not in reports
  std::string server_note;  ///< why a server that was there did not (-v)
};

/// Something the replay did, told as it happens (ReplayExecution::on_event).
struct ReplayEvent {
  enum class Kind {
    kWorkerReady,  ///< a kernel worker said hello and was sent its tasks, or the fork server loaded libtorch: `profile`
    kMetasReady,   ///< a meta worker said hello: `meta` (its Python and torch), `profile`
    kPlanned,      ///< the runs are planned: `total` of them (kernels and metas)
    kRunDone,      ///< a backend's kernel runs on a call site came back (or failed): `call_site`, `runs`; or an op
                   ///< call's kernel: `call_site` (the op call's id), `op_runs`
    kMetaDone,     ///< a meta answer came back: `call_site`, `runs`; or an op call's fake: `op_runs`
    kWorkerDone,   ///< a worker is done with this replay: `profile` (and `meta` for a meta worker)
  };
  Kind kind = Kind::kWorkerReady;
  double at_ms = 0;  ///< since the replay began
  std::string call_site;
  std::vector<BackendRun> runs;
  WorkerProfile profile;
  MetaEnvironment meta;
  size_t done = 0, total = 0;  ///< runs done and in all (total: 0 before the plan)
  std::vector<OpRun> op_runs;
  pid_t pid = 0;  ///< the worker's process (a worker ready or done): `serve --status` lists a client's; not sent on
};

/// Adds the runs of `stored` (a replay made elsewhere, read back from its JSON report: kernels on a GPU
/// host, metas under another torch) to `live`, site by site. Kernel runs of a site in `stored` replace the
/// live ones; meta runs are added beside them. Sites `live` does not have are ignored.
void merge_runs(ReplayResult& live, const ReplayResult& stored);

/// Replays a recording: the call sites and op calls run in worker processes (stridecheck-worker, and the Python
/// workers) as `options` says, by a running `stridecheck serve` of this build when `options.how.use_server` and one
/// takes it (server.h), else here (runner.h's replay_here). Throws MissingBackendError when the worker cannot be
/// found, InputError for a recording that cannot be replayed at all (no call sites and no op calls, unresolved
/// symbolic sizes everywhere).
ReplayResult replay(const Recording& recording, const ReplayOptions& options);

/// The Python the metas run under by default: the project's .venv (beside the folder of the running
/// binary, or the one configured at build time), else python3 from PATH.
std::string default_torch_python();

/// The meta answers' cache folder for the --meta-cache option's value: "" when there is none ("off").
std::string meta_cache_folder(const std::string& option);

}  // namespace stridecheck
