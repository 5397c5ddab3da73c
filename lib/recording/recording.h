// The recording: what every reader produces and everything downstream consumes. Every asserted call of the graphs
// read: SDPA call sites (arguments by schema name) and the other op calls, aten or custom (arguments as the call wrote
// them), each argument resolved to a layout through buffers and views, the layouts the graph expects of each output
// (from the graph's assert_size_stride lines), the asserts themselves, and where it all came from.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "layout/layout.h"
#include "recording/captured.h"
#include "recording/saved_values.h"
#include "recording/sdpa_ops.h"

namespace stridecheck {

/// A size, stride or offset: a known integer, a symbolic expression as the graph wrote it ("s0*s1"),
/// or both (an expression resolved from the sample values in the graph's harness).
struct SymInt {
  std::optional<int64_t> value;
  std::string expr;  ///< empty for a literal
  static SymInt known(int64_t v) { return SymInt{v, {}}; }
  static SymInt symbolic(std::string e, std::optional<int64_t> v = std::nullopt) { return SymInt{v, std::move(e)}; }
  std::string str() const;  ///< "4096", "s0*s1", "s0*s1=4096"
  bool operator==(const SymInt&) const = default;
};

/// All values known -> their integers.
std::optional<std::vector<int64_t>> known_values(const std::vector<SymInt>& v);
std::vector<SymInt> known_syms(const std::vector<int64_t>& v);
std::string sym_tuple_str(const std::vector<SymInt>& v);

/// One tensor argument as the graph passes it.
struct TensorLayout {
  std::string dtype;   ///< torch name ("bfloat16"); empty when the graph does not say
  std::string device;  ///< "cuda:0", "cpu"; empty when unknown
  std::vector<SymInt> sizes;
  std::vector<SymInt> strides;
  SymInt storage_offset = SymInt::known(0);
  bool layout_known = true;  ///< false when the graph never states sizes and strides
  /// false when nothing read states where the tensor starts: a graph input (the module reads each at offset 0 of a
  /// storage of its own; the tensor the run passed may start anywhere) and any view of one, until a live capture's
  /// frame or the forward graph's return (recording/saved_values.h) tells it. Not saved in fixtures.
  bool offset_stated = true;
  /// The buffer or graph input whose storage this view reads. Views with the same storage name share
  /// memory in the graph (q/k/v slices of one fused qkv buffer) and share it in a replay.
  std::string storage;

  std::optional<Layout> concrete() const;
};

/// "cpu", "cuda", "cuda:1", "xpu", "mps", "mtia", "meta" (with an optional ":N" index): a device torch knows.
bool is_known_device(std::string_view device);

/// Why a recorded tensor cannot be a real tensor, or nullopt when it can: an unknown device, a storage
/// offset below 0, or a storage that reaches beyond 2^63 elements or past the limit max_tensor_bytes
/// (checked by every reader, so a recording asking for 10^15 bytes is refused before anything runs).
/// Sizes and strides that are still symbolic are not checked.
std::optional<std::string> tensor_problem(const TensorLayout& t, const Limits& limits);

/// A call argument: a tensor, a scalar, a list, or None.
struct ArgValue {
  enum class Kind { kNone, kBool, kInt, kFloat, kString, kList, kTensor, kUnknown };
  Kind kind = Kind::kNone;
  bool b = false;
  SymInt i;
  double f = 0;
  std::string text;  ///< the literal as written (floats, strings, unknown expressions)
  std::vector<ArgValue> items;
  TensorLayout tensor;

  static ArgValue none() { return {}; }
  static ArgValue boolean(bool v) {
    ArgValue a = of_kind(Kind::kBool);
    a.b = v;
    return a;
  }
  static ArgValue integer(SymInt v) {
    ArgValue a = of_kind(Kind::kInt);
    a.i = std::move(v);
    return a;
  }
  static ArgValue floating(double v, std::string t) {
    ArgValue a = of_kind(Kind::kFloat, std::move(t));
    a.f = v;
    return a;
  }
  static ArgValue string(std::string t) { return of_kind(Kind::kString, std::move(t)); }
  static ArgValue unknown(std::string t) { return of_kind(Kind::kUnknown, std::move(t)); }
  static ArgValue of_tensor(TensorLayout t) {
    ArgValue a = of_kind(Kind::kTensor);
    a.tensor = std::move(t);
    return a;
  }
  /// A value of `k` with its literal text (empty for the kinds that keep none).
  static ArgValue of_kind(Kind k, std::string t = {}) {
    ArgValue a;
    a.kind = k;
    a.text = std::move(t);
    return a;
  }
  bool is_tensor() const { return kind == Kind::kTensor; }
};

/// One step of the chain of buffers, views and FX nodes that produced an argument (its reshape chain).
/// What one step of a reshape chain is: where the data came from (a graph input, an allocation, an SDPA
/// output, a call's result), what wrote it, a view on it, or the FX node it was traced from.
enum class StepKind { kGraphInput, kAllocated, kWrittenBy, kMadeBy, kOutput, kView, kUnknownBase, kFxNode };
std::string_view step_name(StepKind k);  ///< "graph input", "allocated", "written by", "made by", "output", ...
std::optional<StepKind> parse_step(std::string_view name);

struct ChainStep {
  StepKind what = StepKind::kView;
  std::string detail;  ///< code or FX text, layout
  std::string file;
  int64_t line = 0;
  std::vector<std::string> source_nodes;
};

struct Arg {
  std::string name;  ///< schema name: "query", "grad_out", "scale"
  ArgValue value;
  std::string expr;  ///< the argument as the call wrote it ("permute_1", "reinterpret_tensor(buf1, ...)")
  std::vector<ChainStep> chain;
};

/// One storage a call site's tensor arguments view. Views of one graph buffer (q/k/v slices of a fused qkv
/// projection) share it, as they share memory in the graph; it needs the largest extent of its views.
struct StorageNeed {
  std::string dtype;     ///< torch name; "float32" when the graph does not say
  int64_t elements = 0;  ///< storage elements its views reach
};

/// The key of the storage a tensor argument views: "buffer/dtype" (the argument's name when the graph
/// names no buffer).
std::string storage_key(const std::string& arg_name, const TensorLayout& t);

/// Every storage the tensor arguments of `args` view, by storage_key. An argument whose layout is not
/// concrete or whose extent overflows is left out and said in `problems` ("the layout of NAME ...").
std::map<std::string, StorageNeed> storages_of(const std::vector<Arg>& args, std::vector<std::string>* problems);

/// What a failing run's assertion reported about the actual tensor: the expected layout with the
/// reported dims replaced (dims the message did not name passed the check).
struct ObservedLayout {
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  std::vector<size_t> reported_dims;
  std::string message;  ///< the assertion text as the log printed it
  std::string log_file;
  int64_t log_line = 0;
};

/// One output whose layout the graph asserts.
struct ExpectedOutput {
  size_t index = 0;
  std::string name;    ///< "out", "logsumexp", "grad_query"
  std::string buffer;  ///< the graph's name for it: "buf3"
  std::vector<SymInt> sizes;
  std::vector<SymInt> strides;
  int64_t line = 0;
  std::optional<ObservedLayout> observed;
};

struct SourceRef {
  std::string file;
  int64_t line = 0;
  std::string graph;                      ///< "0_backward", or "[0/0] 1_backward" from a trace
  std::vector<std::string> source_nodes;  ///< "# Topologically Sorted Source Nodes: [...]"
  std::vector<std::string> aten_ops;      ///< "Original ATen: [...]"
};

struct CallSite;

/// The device of a call site: its first tensor argument's ("cpu" when none says).
std::string call_site_device(const CallSite& c);

/// Whose dim order a returned layout follows: the tensor arguments of `site` (those named in `among`, in that order;
/// empty: every attention tensor argument, in the call's order) of rank `rank` whose layout, read as an attention
/// tensor, has the dim order `order` (layout/describe.h's). The one home of this question, for the verdict's and
/// the triage's explanations of a mismatch.
std::vector<std::string> inputs_with_order(const CallSite& site, const std::string& order, size_t rank,
                                           const std::vector<std::string>& among = {});

/// The call's attention mask or bias (attn_bias, attn_mask) when it passes one, else nullptr.
const Arg* attention_mask(const CallSite& c);

/// Why backend `b` cannot serve call site `c`'s arguments at all, by the backend's row (BackendInfo): a mask its
/// op has no argument for, a dtype it has no kernel for; nullopt when its row allows the call (torch's chooser
/// may still refuse it: the replay asks that chooser wherever a kernel runs).
std::optional<std::string> cannot_serve_by_table(const CallSite& c, Backend b);

/// A call site of a training graph: a backward op, or AOT autograd's forward graph ("*_forward"). Its inputs
/// require grad when the graph is traced, and the SDPA chooser reads that.
bool is_training(const CallSite& c);

struct CallSite {
  std::string id;  ///< "<graph>@<line>", unique in a recording
  std::string op;  ///< "aten::_scaled_dot_product_cudnn_attention_backward"
  Backend backend = Backend::kMath;
  Direction direction = Direction::kForward;
  SourceRef source;
  std::vector<Arg> args;  ///< schema order; defaults the call left out are not listed
  std::vector<ExpectedOutput> expected_outputs;
  std::string result;  ///< the buffer the call's tuple was bound to ("buf2")
  /// A what-if variant (advice/whatif.h): the recorded query, key and value its contiguous inputs were
  /// copied from. The replay times those copies (BackendRun::copy_ms). Empty for a recorded call site.
  std::vector<Arg> copied_from;

  const Arg* arg(std::string_view name) const;
  const ExpectedOutput* expected(std::string_view name) const;
  const OpSpec& spec() const;  ///< the op's schema (the op must be known)
};

/// One call of an extern or fallback op that is not SDPA and whose outputs the graph asserts: an aten op
/// (`extern_kernels.convolution`, `torch.ops.aten._scaled_mm.default`, ...) or a custom op (`torch.ops.NS.op.default`:
/// vLLM's, an FA4 wrapper's, yours). Its arguments are kept as the call wrote them, positional ones named "#0", "#1",
/// ..., keyword ones by their name: the op's schema comes from the user's torch where it is replayed, never from
/// the input.
struct OpCall {
  std::string id;  ///< "<graph>@<line>", unique in a recording (among call sites and op calls)
  std::string op;  ///< "aten::convolution", "aten::_scaled_mm.default", "sctest::attn.default"
  SourceRef source;
  std::vector<Arg> args;
  /// The outputs the graph asserts: `index` is the output's position in the op's results (0 for an op that
  /// returns one tensor), `name` "result" or "result[1]".
  std::vector<ExpectedOutput> expected_outputs;
  std::string result;  ///< the buffer the call's result was bound to ("buf2")

  std::string ns() const;  ///< "aten", "sctest"
  bool is_aten() const { return ns() == "aten"; }
  std::string device() const;  ///< its first tensor argument's ("cpu" when none says)
  const ExpectedOutput* expected(size_t index) const;
};

/// An op name as code spells it, made qualified: "torch.ops.aten.convolution.default" -> "aten::convolution.default",
/// "extern_kernels.convolution" -> "aten::convolution", "torch.ops.sctest.attn.default" -> "sctest::attn.default".
/// nullopt for a name that is not an op call.
std::optional<std::string> qualified_op_name(std::string_view spelled);

/// One assert_size_stride / assert_alignment line of a graph, with what it checks. Readers keep them
/// so that triage can go from the line a traceback names to the op and output behind it.
struct AssertRecord {
  std::string file;
  int64_t line = 0;
  std::string graph;
  enum class Kind { kSizeStride, kAlignment };
  Kind kind = Kind::kSizeStride;  ///< assert_size_stride or assert_alignment
  std::string buffer;             ///< the checked name: "buf3", "primals_1"
  std::vector<SymInt> sizes;
  std::vector<SymInt> strides;
  std::string op;          ///< the op name the assert passes along, if any
  std::string site_id;     ///< the SDPA call site whose output this is, if any
  std::string op_call_id;  ///< the op call (OpCall) whose output this is, if any
  int64_t output_index = -1;
  std::string output_name;
  std::string producer;  ///< what made the buffer: "graph input", "torch.ops.aten.polar.default", ...
  int64_t producer_line = 0;
};

/// One node of a "# Graph fragment:" comment block: an FX node with its fake metadata.
struct FxNode {
  std::string graph;
  std::string file;
  int64_t line = 0;
  std::string name;    ///< "permute_11"
  std::string meta;    ///< "bf16[1, 4096, 32, 96][12582912, 3072, 96, 1]cuda:0"
  std::string target;  ///< "torch.ops.aten.permute.default", or "PlaceHolder"
  std::string args;    ///< "(%getitem_14, [0, 2, 1, 3])"
};

/// One value a graph's `call` returns, as its return statement writes it (a forward graph returns its user outputs,
/// then the values it saves for backward: recording/saved_values.h).
struct ReturnedValue {
  std::string expr;     ///< as the return wrote it
  bool view = false;    ///< a reinterpret_tensor(BUF, sizes, strides, offset) whose layout and storage were read
  TensorLayout tensor;  ///< view: its layout, the storage it views (`storage`: BUF resolved) and its offset there
};

/// One graph a reader looked at, with or without SDPA calls.
struct GraphInfo {
  std::string graph;
  std::string file;
  std::string module_path;  ///< where torch wrote the module (a trace record's "filename"), if known
  int64_t line = 0;
  size_t call_sites = 0;
  /// Not saved in fixtures: the names `call` unpacks from its args, in order; the values its return statement
  /// returns, in order, and that statement's line (0: not read).
  std::vector<std::string> inputs;
  std::vector<ReturnedValue> returned;
  int64_t return_line = 0;
};

/// The torch that compiled the graphs, where the input says so (a TORCH_TRACE's compilation_metrics
/// record carries pytorch_version); the layouts it asserted are that torch's predictions.
struct CompiledBy {
  std::string torch;  ///< "2.11.0+cu130"
  std::string file;
  int64_t line = 0;
};

/// One fact about the machine or torch of the run the input comes from, with where the input shows it.
struct RunFact {
  std::string value;  ///< as the input gives it ("2.11.0+cu130", "9.0", "NVIDIA H200"); empty: not shown
  std::string how;    ///< what showed it: "compilation_metrics", "collect_env", "a traceback's paths", ...
  std::string file;
  int64_t line = 0;
  bool from_path = false;  ///< read off a path (python3.12/site-packages): a value the input states replaces it
  bool known() const { return !value.empty(); }
};

/// A kernel the run registered over torch's own, as torch warned in its log ("Overriding a previously registered
/// kernel for the same operator and the same dispatch key"): torch.library from Python, the route FA3 and FA4 take.
struct KernelOverride {
  std::string op;            ///< "aten::_flash_attention_forward"
  std::string dispatch_key;  ///< "CUDA", "CPU"
  std::string new_kernel;    ///< where the new kernel was registered: "/path/swapped_flash.py:85"
  std::string file;          ///< the log, and the line of its warning
  int64_t line = 0;
};

/// What the input says about the run it comes from (the failing run, not the machine that triages it): each fact
/// only where a log, trace or generated module shows it (readers/run_environment.h says where each comes from).
struct RunEnvironment {
  RunFact torch;           ///< torch.__version__
  RunFact torch_cuda;      ///< the CUDA torch was built with (torch.version.cuda)
  RunFact cuda_available;  ///< collect_env's "Is CUDA available"
  RunFact cuda_runtime;    ///< collect_env's "CUDA runtime version"
  RunFact cudnn;           ///< torch's cuDNN (its nvidia-cudnn wheel), else the libraries collect_env found
  RunFact gpu;             ///< "NVIDIA H200" (collect_env's GPU models)
  RunFact capability;      ///< "9.0" (a generated module's DeviceProperties)
  RunFact sms;             ///< multiprocessors of that GPU (the same DeviceProperties)
  RunFact driver;          ///< collect_env's "Nvidia driver version"
  RunFact sdpa_priority;   ///< the default SDPA order as the host printed it ("FLASH_ATTENTION, ...")
  RunFact python;          ///< "3.12.3 (main, ...)", or "3.12" from a traceback's paths
  RunFact os;
  RunFact triton;
  bool collect_env = false;               ///< the input holds `python -m torch.utils.collect_env` output
  std::vector<KernelOverride> overrides;  ///< kernels the run put over torch's (torch warns of the first only)
  /// Fills each fact this one lacks (or has only from a path) from `other`.
  void merge(const RunEnvironment& other);
};

struct Recording {
  std::vector<CallSite> call_sites;
  std::vector<OpCall> op_calls;  ///< every other asserted extern or fallback call (aten and custom ops)
  std::optional<CompiledBy> compiled_by;
  RunEnvironment run_environment;  ///< not saved in fixtures (compiled_by is): what the input shows of its run
  std::vector<GraphInfo> graphs;
  std::vector<std::string> inputs;  ///< the files and folders read
  /// For a recording read from a fixture: the sources `extract` read to make it (the fixture's "inputs").
  std::vector<std::string> extracted_from;
  std::vector<std::string> notes;  ///< things a reader wants the user to know
  /// Extern or fallback calls the graph asserts no output of (an out= call writes into a buffer the graph made):
  /// "aten::_scaled_mm (out=buf10) at inference.py:478"; not judged, not in a fixture's JSON.
  std::vector<std::string> unasserted_ops;
  std::vector<AssertRecord> asserts;  ///< not saved in fixtures: for triage
  std::vector<FxNode> fx_nodes;       ///< not saved in fixtures: for reshape chains
  /// A live capture's processes, failing asserts and live layouts (recording/captured.h); not saved in fixtures.
  std::optional<CapturedRun> captured;
  /// Backward graph inputs whose storage offset and shared storage the forward graph's return gave
  /// (recording/saved_values.h: link_saved_values); not saved in fixtures (the layouts they set are).
  std::vector<SavedValueLink> saved_links;
  /// Calls of `op_calls`' ops in the run's other graphs (the log's other modules, --code's), each with its own sizes
  /// and layouts: not replayed or judged as calls of their own, but the inputs a fix of the op is checked on too
  /// (advice/fixcheck.h); not saved in fixtures.
  std::vector<OpCall> sibling_calls;

  const CallSite* find(std::string_view id) const;
  const OpCall* find_op(std::string_view id) const;
  void append(Recording&& other);
};

/// Bytes a call site's replay allocates for its inputs (the storages its views reach), before any
/// output or workspace. nullopt when a layout is not concrete.
std::optional<int64_t> input_bytes(const CallSite& site);

/// FLOPs of one forward pass of the attention the call site computes (2 matmuls; causal halves).
std::optional<double> attention_flops(const CallSite& site);

}  // namespace stridecheck
