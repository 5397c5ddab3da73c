// The parts of the output-code reader (readers/output_code.h), shared by its files and by nothing else:
// the values a name stands for while the module is walked, the literal scanner for the statements a
// module has hundreds of, and ModuleReader, whose passes live in
//   output_code_literal.cpp  the literal scanner, kernel launches and source-node lists, read from the text
//   output_code_scan.cpp     pass 1 (logical lines -> functions, comments, FX nodes) and the harness
//   output_code_walk.cpp     pass 2: the walk of call() and its expressions, allocations, views, kernels
//   output_code_sites.cpp    pass 2: what the walk records: SDPA call sites, their arguments and outputs, asserts
//   output_code_ops.cpp      pass 2: the other asserted extern and fallback calls (aten and custom ops)
//   output_code_ints.cpp     integers, symbolic sizes and the checks on every tensor made
//   output_code.cpp          the entry points and the linking of reshape chains to FX nodes
#pragma once

#include <algorithm>
#include <cctype>
#include <charconv>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>

#include "core/error.h"
#include "core/text.h"
#include "layout/dtype.h"
#include "readers/output_code.h"
#include "readers/pysubset.h"

namespace stridecheck::output_code_detail {

using py::Node;
using NK = py::Node::Kind;

struct StmtRec;

// Character classes without the C library's locale-aware calls (this runs for every byte).
inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
inline bool is_alnum(char c) { return is_alpha(c) || (c >= '0' && c <= '9'); }

// Maps keyed by name that can be searched with a string_view, without building a string.
struct NameHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
template <typename V>
using NameMap = std::unordered_map<std::string, V, NameHash, std::equal_to<>>;

// One step of a reshape chain while reading: views into the module text, made into a ChainStep only
// for the arguments of SDPA calls (values are copied often; these copies must be cheap).
struct Step {
  std::optional<StepKind> what;  ///< nullopt: no step
  std::string_view detail;       ///< code text
  int64_t line = 0;
  const StmtRec* stmt = nullptr;  ///< the statement, for its source nodes
  bool empty() const { return !what; }
};

// What a name in the generated code stands for while we walk call().
struct Value {
  enum class Kind { kUnknown, kTensor, kResult, kOutputRef, kInt, kFloat, kBool, kNone, kStr, kSeq, kGraphArgs };
  Kind kind = Kind::kUnknown;
  TensorLayout tensor;
  Step origin;                 ///< how the storage came to be (allocation, graph input, op output)
  std::vector<Step> views;     ///< reinterpret_tensor steps on top of it
  bool fresh_alloc = false;    ///< an allocation not yet bound to a name
  size_t site = 0, index = 0;  ///< kResult: the call site; kOutputRef: its output
  int64_t op_call = -1;        ///< a tensor an op call (Recording::op_calls) returned: its index there, else -1
  int64_t op_index = -1;       ///< which of its results (-1: the whole result, before `[i]`)
  SymInt i;
  double f = 0;
  bool b = false;
  std::string text;
  std::vector<Value> items;
};

// The statements a module has hundreds of, in their literal form: input asserts, allocations and the
// harness's rand_strided lines with integer tuples. Scanned straight from the text; anything else
// (symbolic sizes, odd spacing, a string with escapes) goes to the general parser.
struct Literal {
  enum class Kind { kAssert, kAlloc, kRandStrided, kAlign, kGetItem, kView, kAlias, kStream };
  Kind kind = Kind::kAssert;
  std::string_view target;  ///< assignment target
  std::string_view name;    ///< the asserted buffer, or the allocating function
  std::vector<int64_t> sizes, strides;
  std::string_view str;        ///< the assert's op, or rand_strided's device
  std::string_view dtype;      ///< dotted dtype
  std::string_view base;       ///< kGetItem / kView / kAlias: the name read
  int64_t number = 0;          ///< kGetItem index, kView offset increment, kAlign bytes
  std::string_view view_text;  ///< kView: the reinterpret_tensor(...) call
};

class LiteralScanner {
 public:
  explicit LiteralScanner(std::string_view t) : t_(t) {}

  /// The statement as a literal, or nullopt when it is not one (the syntax tree reads it then). Like every
  /// part below, a part that is not there is nullopt: the reader's one style for what may be absent; malformed
  /// input is an InputError, thrown where the reader knows the line.
  std::optional<Literal> scan();

 private:
  bool read(Literal& out);
  void ws();
  bool lit(char c);
  std::string_view ident();
  std::string_view dotted();
  std::optional<int64_t> integer();
  std::optional<std::vector<int64_t>> tuple();
  std::optional<std::string_view> string();
  bool end();
  // the end, or "; del NAME[, NAME...]" and then the end (inductor's "# reuse" lines)
  bool end_or_del();
  std::string_view t_;
  size_t p_ = 0;
};

struct StmtRec {
  py::Statement st;
  const py::LogicalLine* line = nullptr;
  /// The "# Source Nodes: [...], Original ATen: [...]" comment before the statement, shared by value
  /// between the statements it covers (copied only into call sites and chains).
  std::shared_ptr<const std::pair<std::vector<std::string>, std::vector<std::string>>> comment;
  const std::vector<std::string>& source_nodes() const { return comment ? comment->first : empty(); }
  const std::vector<std::string>& aten_ops() const { return comment ? comment->second : empty(); }
  static const std::vector<std::string>& empty() {
    static const std::vector<std::string> e;
    return e;
  }
  bool kernel = false;             ///< a kernel launch kept as text: only its buffer arguments matter
  std::optional<Literal> literal;  ///< a statement read by LiteralScanner
};

// A statement that only launches a kernel: `name.attr(...)` with no assignment, assert or SDPA op.
// Those are most of a module's statements; reading their buffer names needs no syntax tree.
bool is_kernel_launch(std::string_view t);

struct Scope {
  NameMap<Value> env;
  bool is_partition = false;
  std::optional<Value> returned;
};

std::vector<std::string> bracket_list(std::string_view s);

class ModuleReader {
 public:
  ModuleReader(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits)
      : text_(text), origin_(origin), limits_(limits), file_(origin.file) {}

  Recording run();

 private:
  // ---- pass 1: logical lines -> functions, comments, FX nodes --------------------------------

  void scan();
  static bool interesting(const std::string& name);
  void fx_node(std::string_view t, int64_t line);

  // ---- harness: sample values of graph inputs --------------------------------------------------

  void read_harness();
  Value rand_strided(const Node& call, Scope& scope, int64_t line);

  // ---- pass 2: walk a function ----------------------------------------------------------------

  void run_function(const std::string& name, Scope& scope);
  void read_return(Scope& scope, GraphInfo& g);
  void statement(const StmtRec& s, Scope& scope);

  // A bound name, or nullptr. Graph inputs are made into values on first use: a large graph has
  // hundreds of inputs and few of them reach an SDPA call.
  Value* lookup(Scope& scope, std::string_view name);
  void bind(const Node* target, Value v, Scope& scope, int64_t line);
  void bind_name(std::string name, Value v, Scope& scope);
  void bind_unpack(const Node* target, Value v, Scope& scope, int64_t line);

  // The text of a statement without its trailing comment.
  // (its trailing comment is cut when the step becomes part of a recording)
  static std::string_view statement_text(const py::LogicalLine& l) { return l.text; }

  // The harness's sample value for a graph input, made from its rand_strided line on first use.
  const Value* harness(const std::string& name);
  Value graph_input(const std::string& name, std::string_view name_text, int64_t line);

  // ---- expressions ----------------------------------------------------------------------------

  Value eval(const Node* n, Scope& scope, int64_t line);

  // base[idx]: an output of an SDPA call's tuple, or an item of a list.
  Value item(const Value& base, int64_t idx, std::string text, int64_t line);

  // Calls whose result matters: views, allocations, SDPA ops, partitions; the rest are kernels.
  Value call(const Node& n, Scope& scope, int64_t line);
  void expression_call(const Node& n, Scope& scope, int64_t line);
  Value reinterpret(const Node& n, Scope& scope, int64_t line);

  // A reinterpret_tensor view of `base`: its storage, the offset moved by `inc`.
  Value make_view(const Value& base, std::string_view base_text, std::vector<SymInt> sizes, std::vector<SymInt> strides,
                  SymInt inc, std::string_view text, int64_t line);
  Value allocation(const Node& n, const std::string& name, Scope& scope, int64_t line);
  Value make_allocation(std::vector<SymInt> sizes, std::vector<SymInt> strides, std::string dtype,
                        const std::string& fn, std::string device, int64_t line);
  std::vector<SymInt> checked_syms(const std::vector<int64_t>& v, int64_t line);
  std::string dtype_name(std::string_view spelled, int64_t line);
  Value partition(const Node& n, Scope& scope, int64_t line);
  void kernel_call(const Node& n, Scope& scope, int64_t line);

  // The buffers a kernel launch names: the first launch after a buffer's allocation writes it; an
  // `out=` argument is written for certain. Identifiers are read straight from the text.
  void kernel_launch(std::string_view t, Scope& scope, int64_t line);
  Value sdpa_call(const Node& n, const OpSpec& op, Scope& scope, int64_t line);
  // Another extern or fallback op (aten or custom): an OpCall with its arguments as written (output_code_ops.cpp),
  // and the tensor it returns, of unknown layout until an assert says.
  Value op_call(const Node& n, const std::string& op, Scope& scope, int64_t line);
  std::pair<std::string, std::string> fx_result_type(const std::string& op, bool one_of_several,
                                                     const std::vector<SymInt>& sizes,
                                                     const std::vector<SymInt>& strides) const;
  // An assert on an op call's result: its expected output.
  void expect_op_output(AssertRecord& rec, const Value& v, int64_t line);
  // Op calls none of whose outputs the graph asserts are not judged: dropped once the module is read.
  void drop_unasserted_op_calls();
  Arg make_arg(std::string name, const Node* node, Scope& scope, int64_t line);
  ChainStep chain_step(const Step& s) const;
  ArgValue to_arg_value(const Value& v);

  // The tensor an output reference stands for: the layout its assert gave, or unknown.
  Value output_tensor(const Value& ref);
  void assert_size_stride(const Node& n, Scope& scope, int64_t line);
  // torch 2.15's forms: assert_tensor_metadata(buf, sizes, strides, dtype, op) and the graph inputs'
  // assert_size_stride_grouped((a, b), (sizes_a, sizes_b), (strides_a, strides_b), op)
  void assert_tensor_metadata(const Node& n, Scope& scope, int64_t line);
  void assert_size_stride_grouped(const Node& n, Scope& scope, int64_t line);
  void record_assert(std::string buffer, std::vector<SymInt> sizes, std::vector<SymInt> strides, std::string op,
                     Scope& scope, int64_t line);
  void assert_alignment(const Node& n, Scope& scope, int64_t line);
  void record_alignment(std::string buffer, std::string op, Scope& scope, int64_t line);

  // A buffer or input name the generated code uses must have been bound before: anything else is a
  // corrupted or hand-edited module (a reference to a later or missing buffer, a cycle).
  void require_defined(const Node* n, Scope& scope, int64_t line);

  // ---- integers and symbolic sizes -----------------------------------------------------------

  std::vector<SymInt> sym_tuple(const Node* n, Scope& scope, int64_t line);
  SymInt sym(const Node* n, Scope& scope, int64_t line);
  std::optional<int64_t> int_of(const Node* n, Scope& scope, int64_t line);
  std::string dtype_of(const Node* n, int64_t line);

  // Every tensor the module makes must be one torch could make: known device, offset >= 0, a storage that
  // fits 2^63 elements and the limit max_tensor_bytes.
  void check_tensor(const TensorLayout& t, int64_t line);
  void check_rank(const TensorLayout& t, int64_t line);
  // Bad input: a rank over the limit max_rank; a negative size or stride (`what`: "size", "stride").
  void check_rank_limit(size_t rank, int64_t line) const;
  void check_not_negative(int64_t x, const char* what, int64_t line) const;
  std::string_view text_;
  const OutputCodeOrigin& origin_;
  const Limits& limits_;
  std::string file_;
  std::deque<py::LogicalLine> lines_;  ///< the statements kept (of the functions read); stable addresses
  int64_t last_line_ = 0;
  py::Arena arena_;
  std::map<std::string, std::vector<StmtRec>> functions_;
  NameMap<Value> harness_;
  NameMap<const StmtRec*> harness_literals_;
  NameMap<int64_t> pending_inputs_;  ///< graph inputs not yet used, with their line
  NameMap<size_t> input_asserts_;    ///< graph input -> its assert in rec_.asserts
  NameMap<bool> allocated_;
  NameMap<Step> writers_;
  std::vector<std::vector<std::optional<TensorLayout>>> site_outputs_;
  std::vector<std::string> inputs_;           ///< the names call() unpacks from args, in order
  std::deque<py::LogicalLine> return_lines_;  ///< call()'s return statement(s)
  std::string aot_id_;
  std::string graph_;
  std::string cuda_index_;
  bool saw_main_ = false;
  int call_depth_ = 0;
  const StmtRec* cur_ = nullptr;
  Recording rec_;
};

}  // namespace stridecheck::output_code_detail
