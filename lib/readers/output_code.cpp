#include "readers/output_code.h"

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
#include "readers/pysubset.h"

namespace stridecheck {

namespace {

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
  const char* what = nullptr;  ///< "allocated", "graph input", "made by", "view", "output", ...
  std::string_view detail;     ///< code text
  int64_t line = 0;
  const StmtRec* stmt = nullptr;  ///< the statement, for its source nodes
  bool empty() const { return what == nullptr; }
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

  bool scan(Literal& out) {
    ws();
    std::string_view first = ident();
    if (first.empty()) return false;
    ws();
    if (first == "assert_size_stride") {
      out.kind = Literal::Kind::kAssert;
      if (!lit('(')) return false;
      out.name = ident();
      if (out.name.empty() || !lit(',') || !tuple(out.sizes) || !lit(',') || !tuple(out.strides)) return false;
      if (lit(',') && !string(out.str)) return false;
      return lit(')') && end();
    }
    if (first == "assert_alignment") {
      out.kind = Literal::Kind::kAlign;
      if (!lit('(')) return false;
      out.name = ident();
      if (out.name.empty() || !lit(',') || !integer(out.number)) return false;
      ws();
      if (lit(',') && !string(out.str)) return false;
      return lit(')') && end();
    }
    if (!lit('=')) return false;
    out.target = first;
    size_t call_start = p_;
    std::string_view fn = ident();
    if (fn.empty()) return false;
    ws();
    if (fn == "get_raw_stream") {  // a CUDA stream for kernel launches: nothing to read
      out.kind = Literal::Kind::kStream;
      return true;
    }
    if (end_or_del()) {  // NAME = NAME [; del NAME]  # reuse
      out.kind = Literal::Kind::kAlias;
      out.base = fn;
      return true;
    }
    if (p_ < t_.size() && t_[p_] == '[') {  // NAME = NAME[INT]
      ++p_;
      ws();
      if (!integer(out.number) || !lit(']')) return false;
      out.kind = Literal::Kind::kGetItem;
      out.base = fn;
      return end();
    }
    if (fn == "reinterpret_tensor") {  // NAME = reinterpret_tensor(NAME, (..), (..), INT)
      if (!lit('(')) return false;
      out.base = ident();
      if (out.base.empty() || !lit(',') || !tuple(out.sizes) || !lit(',') || !tuple(out.strides) || !lit(',') ||
          !integer(out.number) || !lit(')'))
        return false;
      out.kind = Literal::Kind::kView;
      out.view_text = t_.substr(call_start, p_ - call_start);
      return end_or_del();
    }
    if (fn.empty() || !lit('(') || !tuple(out.sizes) || !lit(',') || !tuple(out.strides)) return false;
    out.name = fn;
    if (starts_with(fn, "empty_strided_")) {
      out.kind = Literal::Kind::kAlloc;
      if (!lit(',')) return false;
      out.dtype = dotted();
      return !out.dtype.empty() && lit(')') && end();
    }
    if (fn != "rand_strided") return false;
    out.kind = Literal::Kind::kRandStrided;
    while (lit(',')) {
      std::string_view key = ident();
      if (!lit('=')) return false;
      if (key == "device") {
        if (!string(out.str)) return false;
      } else if (key == "dtype") {
        out.dtype = dotted();
        if (out.dtype.empty()) return false;
      } else {
        return false;
      }
    }
    return lit(')') && end();
  }

 private:
  void ws() {
    while (p_ < t_.size() && t_[p_] == ' ') ++p_;
  }
  bool lit(char c) {
    ws();
    if (p_ < t_.size() && t_[p_] == c) {
      ++p_;
      ws();
      return true;
    }
    return false;
  }
  std::string_view ident() {
    size_t s = p_;
    if (p_ < t_.size() && is_alpha(t_[p_]))
      while (p_ < t_.size() && is_alnum(t_[p_])) ++p_;
    return t_.substr(s, p_ - s);
  }
  std::string_view dotted() {
    size_t s = p_;
    while (!ident().empty() && p_ < t_.size() && t_[p_] == '.') ++p_;
    return t_.substr(s, p_ - s);
  }
  bool integer(int64_t& v) {
    ws();
    size_t s = p_;
    if (p_ < t_.size() && t_[p_] == '-') ++p_;
    while (p_ < t_.size() && t_[p_] >= '0' && t_[p_] <= '9') ++p_;
    auto [e, ec] = std::from_chars(t_.data() + s, t_.data() + p_, v);
    return ec == std::errc() && e == t_.data() + p_;
  }
  bool tuple(std::vector<int64_t>& out) {
    if (!lit('(')) return false;
    while (!lit(')')) {
      int64_t v = 0;
      if (!integer(v)) return false;
      out.push_back(v);
      if (!lit(',') && !(p_ < t_.size() && t_[p_] == ')')) return false;
    }
    return true;
  }
  bool string(std::string_view& out) {
    ws();
    if (p_ >= t_.size() || (t_[p_] != '\'' && t_[p_] != '"')) return false;
    char q = t_[p_++];
    size_t s = p_;
    while (p_ < t_.size() && t_[p_] != q) {
      if (t_[p_] == '\\') return false;
      ++p_;
    }
    if (p_ >= t_.size()) return false;
    out = t_.substr(s, p_ - s);
    ++p_;
    ws();
    return true;
  }
  bool end() {
    ws();
    return p_ == t_.size() || t_[p_] == '#';
  }
  // the end, or "; del NAME[, NAME...]" and then the end (inductor's "# reuse" lines)
  bool end_or_del() {
    if (end()) return true;
    if (t_[p_] != ';') return false;
    ++p_;
    ws();
    if (ident() != "del") return false;
    do {
      ws();
      if (ident().empty()) return false;
    } while (lit(','));
    return end();
  }
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
bool is_kernel_launch(std::string_view t) {
  if (t.empty() || !(is_alpha(t[0]))) return false;
  if (starts_with(t, "assert_") || t.find("_scaled_dot_product") != std::string_view::npos ||
      t.find("partitions[") != std::string_view::npos)
    return false;
  size_t p = 0;
  while (p < t.size() && (is_alnum(t[p]) || t[p] == '.')) ++p;
  if (p == t.size() || t[p] != '(') return false;
  static const char* statements[] = {"if", "elif", "while", "for", "with", "return", "assert", "del", "print", "raise"};
  for (const char* k : statements)
    if (t.substr(0, p) == k) return false;
  // one call spanning the rest of the line (a trailing comment allowed)
  int depth = 0;
  char q = 0;
  for (size_t i = p; i < t.size(); ++i) {
    char c = t[i];
    if (q) {
      if (c == '\\')
        ++i;
      else if (c == q)
        q = 0;
      continue;
    }
    if (c == '\'' || c == '"')
      q = c;
    else if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == ')' || c == ']' || c == '}') {
      if (--depth == 0) {
        std::string_view rest = trim(t.substr(i + 1));
        return rest.empty() || rest[0] == '#';
      }
    }
  }
  return false;
}

struct Scope {
  NameMap<Value> env;
  bool is_partition = false;
  std::optional<Value> returned;
};

std::vector<std::string> bracket_list(std::string_view s) {
  std::vector<std::string> out;
  auto b = s.find('['), e = s.find(']', b == std::string_view::npos ? 0 : b);
  if (b == std::string_view::npos || e == std::string_view::npos) return out;
  std::string_view body = s.substr(b + 1, e - b - 1);
  size_t start = 0;
  while (start <= body.size()) {
    size_t comma = body.find(',', start);
    std::string_view item =
        trim(body.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (!item.empty()) out.emplace_back(item);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

class ModuleReader {
 public:
  ModuleReader(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits)
      : text_(text), origin_(origin), limits_(limits), file_(origin.file) {}

  Recording run() {
    scan();
    if (!functions_.count("call"))
      throw InputError(file_, origin_.first_line,
                       "not an inductor output-code module: no `def call(...)` (cpp_wrapper and AOTInductor output "
                       "are not read)");
    if (!saw_main_)
      throw InputError(file_, last_line_ == 0 ? origin_.first_line : last_line_,
                       "the module ends before its `if __name__ == \"__main__\":` block: truncated?");
    graph_ = origin_.graph_prefix + (aot_id_.empty() ? origin_.fallback_graph : aot_id_);
    if (graph_.empty()) graph_ = file_;
    for (auto& fx : rec_.fx_nodes) fx.graph = graph_;
    read_harness();
    Scope scope;
    run_function("call", scope);
    rec_.graphs.push_back({graph_, file_, origin_.module_path, origin_.first_line, rec_.call_sites.size()});
    for (auto& a : rec_.asserts) a.graph = graph_;
    return std::move(rec_);
  }

 private:
  // ---- pass 1: logical lines -> functions, comments, FX nodes --------------------------------

  void scan() {
    struct Open {
      size_t indent;
      std::string name;
      bool is_def;
    };
    std::vector<Open> stack;
    std::shared_ptr<const std::pair<std::vector<std::string>, std::vector<std::string>>> pending;
    bool in_fragment = false;
    bool first_comment = true;
    py::for_each_logical_line(text_, file_, origin_.first_line, limits_, [&](const py::LogicalLine& line) {
      last_line_ = line.last_line;
      const py::LogicalLine& l = line;
      if (l.comment) {
        std::string_view body = l.text.substr(1);
        if (first_comment && starts_with(trim(body), "AOT ID:")) {
          auto ids = trim(body).substr(7);
          auto q1 = ids.find('\'');
          auto q2 = q1 == std::string_view::npos ? q1 : ids.find('\'', q1 + 1);
          if (q2 != std::string_view::npos) aot_id_ = std::string(ids.substr(q1 + 1, q2 - q1 - 1));
        }
        first_comment = false;
        std::string_view t = trim(body);
        if (starts_with(t, "Topologically Sorted Source Nodes:") || starts_with(t, "Source Nodes:")) {
          auto aten = t.find("Original ATen:");
          pending = std::make_shared<const std::pair<std::vector<std::string>, std::vector<std::string>>>(
              bracket_list(t.substr(0, aten)),
              aten == std::string_view::npos ? std::vector<std::string>{} : bracket_list(t.substr(aten)));
        }
        if (t == "Graph fragment:") {
          in_fragment = true;
        } else if (in_fragment) {
          if (starts_with(t, "%"))
            fx_node(t, l.line);
          else if (!t.empty() && !starts_with(t, "return"))
            in_fragment = false;
        }
        return;
      }
      first_comment = false;
      in_fragment = false;
      while (!stack.empty() && stack.back().indent >= l.indent) stack.pop_back();
      std::string_view t = l.text;
      if (starts_with(t, "if __name__")) saw_main_ = true;
      bool is_def = starts_with(t, "def ") || starts_with(t, "async def ");
      bool is_class = starts_with(t, "class ");
      if (is_def || is_class) {
        auto stmts = py::parse_statements(l, arena_, file_, limits_);
        std::string name = stmts.empty() ? std::string() : std::string(stmts[0].name);
        stack.push_back({l.indent, name, is_def});
        if (is_def && interesting(name)) functions_[name];  // may be empty
        return;
      }
      const Open* fn = nullptr;
      for (auto it = stack.rbegin(); it != stack.rend(); ++it)
        if (it->is_def) {
          fn = &*it;
          break;
        }
      if (!fn || !interesting(fn->name)) {
        pending.reset();
        return;
      }
      auto& body = functions_[fn->name];
      if (starts_with(t, "del ")) return;  // deallocation: nothing to read, comments stay pending
      if (fn->name == "call" && starts_with(t, "return")) return;  // the graph's outputs: not read
      lines_.push_back(l);  // kept: the statement refers to it until the module is read
      const py::LogicalLine* kept = &lines_.back();
      Literal lit;
      if (is_kernel_launch(t)) {
        body.push_back({py::Statement{}, kept, pending, true, std::nullopt});
      } else if (t.find('\n') == std::string_view::npos && LiteralScanner(t).scan(lit)) {
        body.push_back({py::Statement{}, kept, pending, false, std::move(lit)});
      } else {
        for (auto& st : py::parse_statements(*kept, arena_, file_, limits_))
          body.push_back({std::move(st), kept, pending, false, std::nullopt});
      }
      pending.reset();
    });
  }

  static bool interesting(const std::string& name) {
    return name == "call" || name == "get_args" || name == "benchmark_compiled_module" ||
           starts_with(name, "partition_");
  }

  void fx_node(std::string_view t, int64_t line) {
    FxNode n;
    n.file = file_;
    n.line = line;
    t.remove_prefix(1);
    auto colon = t.find(" : ");
    auto eq = t.find(" = ");
    size_t name_end = std::min(colon, eq);
    if (name_end == std::string_view::npos) return;
    n.name = std::string(t.substr(0, name_end));
    auto q1 = t.find('"');
    auto q2 = q1 == std::string_view::npos ? q1 : t.find('"', q1 + 1);
    if (q1 != std::string_view::npos && q2 != std::string_view::npos && q1 < eq)
      n.meta = std::string(t.substr(q1 + 1, q2 - q1 - 1));
    auto rhs_at = t.find(" = ", q2 == std::string_view::npos ? 0 : q2);
    if (rhs_at == std::string_view::npos) return;
    std::string_view rhs = t.substr(rhs_at + 3);
    if (starts_with(rhs, "PlaceHolder")) {
      n.target = "PlaceHolder";
    } else if (auto tg = rhs.find("target="); tg != std::string_view::npos) {
      auto end = rhs.find(']', tg);
      n.target = std::string(rhs.substr(tg + 7, end == std::string_view::npos ? std::string_view::npos : end - tg - 7));
      if (auto a = rhs.find("(args = "); a != std::string_view::npos) {
        auto k = rhs.rfind(", kwargs");
        n.args =
            std::string(rhs.substr(a + 8, k == std::string_view::npos || k < a ? std::string_view::npos : k - a - 8));
      }
    }
    rec_.fx_nodes.push_back(std::move(n));
  }

  // ---- harness: sample values of graph inputs --------------------------------------------------

  void read_harness() {
    for (const char* fn : {"benchmark_compiled_module", "get_args"}) {
      auto it = functions_.find(fn);
      if (it == functions_.end()) continue;
      for (const auto& s : it->second) {
        if (s.literal && s.literal->kind == Literal::Kind::kRandStrided) {
          // checked now, made into a value when the input is used
          const Literal& l = *s.literal;
          if (l.sizes.size() != l.strides.size() || l.sizes.size() > limits_.max_rank)
            throw InputError(file_, s.line->line,
                             "rand_strided with " + std::to_string(l.sizes.size()) + " sizes and " +
                                 std::to_string(l.strides.size()) + " strides");
          for (int64_t x : l.sizes)
            if (x < 0) throw InputError(file_, s.line->line, "negative size " + std::to_string(x));
          for (int64_t x : l.strides)
            if (x < 0) throw InputError(file_, s.line->line, "negative stride " + std::to_string(x));
          if (!l.dtype.empty()) dtype_name(l.dtype, s.line->line);
          harness_literals_[std::string(l.target)] = &s;
          continue;
        }
        if (s.st.kind != py::Statement::Kind::kAssign || s.st.targets.size() != 1) continue;
        const Node* t = s.st.targets[0];
        if (t->kind != NK::kName) continue;
        const Node* v = s.st.value;
        Scope empty;
        if (v->kind == NK::kInt || (v->kind == NK::kUnaryOp && v->children[0]->kind == NK::kInt)) {
          Value iv;
          iv.kind = Value::Kind::kInt;
          iv.i = SymInt::symbolic(std::string(t->text), int_of(v, empty, s.line->line));
          harness_[std::string(t->text)] = iv;
        } else if (v->kind == NK::kBigInt) {
          throw InputError(file_, s.line->line, "integer " + printable(v->text) + " does not fit in 64 bits");
        } else if (v->kind == NK::kCall && ends_with(py::dotted_name(v->children[0]), "rand_strided")) {
          harness_[std::string(t->text)] = rand_strided(*v, empty, s.line->line);
        }
      }
    }
  }

  Value rand_strided(const Node& call, Scope& scope, int64_t line) {
    Value v;
    v.kind = Value::Kind::kTensor;
    if (call.children.size() < 3) throw InputError(file_, line, "rand_strided needs sizes and strides");
    v.tensor.sizes = sym_tuple(call.children[1], scope, line);
    v.tensor.strides = sym_tuple(call.children[2], scope, line);
    check_rank(v.tensor, line);
    const Node* dtype = call.children.size() > 3 ? call.children[3] : nullptr;
    const Node* device = call.children.size() > 4 ? call.children[4] : nullptr;
    for (const auto& [k, n] : call.keywords) {
      if (k == "dtype") dtype = n;
      if (k == "device") device = n;
    }
    v.tensor.dtype = dtype ? dtype_of(dtype, line) : "float32";
    v.tensor.device = device && device->kind == NK::kString ? device->str_value : "cpu";
    return v;
  }

  // ---- pass 2: walk a function ----------------------------------------------------------------

  void run_function(const std::string& name, Scope& scope) {
    auto it = functions_.find(name);
    if (it == functions_.end()) throw InputError(file_, 0, "the module calls " + name + " but does not define it");
    if (++call_depth_ > 16) throw InputError(file_, 0, "graph partitions call each other too deeply");
    for (const auto& s : it->second) {
      statement(s, scope);
      if (scope.returned) break;
    }
    --call_depth_;
  }

  void statement(const StmtRec& s, Scope& scope) {
    cur_ = &s;
    const int64_t line = s.line->line;
    if (s.kernel) return kernel_launch(s.line->text, scope, line);
    if (s.literal) {
      const Literal& l = *s.literal;
      if (l.kind == Literal::Kind::kAssert) {
        record_assert(std::string(l.name), checked_syms(l.sizes, line), checked_syms(l.strides, line),
                      std::string(l.str), scope, line);
      } else if (l.kind == Literal::Kind::kAlign) {
        record_alignment(std::string(l.name), std::string(l.str), scope, line);
      } else if (l.kind == Literal::Kind::kGetItem) {
        Value* base = lookup(scope, l.base);
        if (!base) throw InputError(file_, line, std::string(l.base) + " is used before it is defined");
        bind_name(std::string(l.target), item(*base, l.number, std::string(s.line->text), line), scope);
      } else if (l.kind == Literal::Kind::kAlias) {
        Value* base = lookup(scope, l.base);
        Value v;
        if (base)
          v = *base;
        else
          v.text = std::string(l.base);
        bind_name(std::string(l.target), std::move(v), scope);
      } else if (l.kind == Literal::Kind::kView) {
        Value* base = lookup(scope, l.base);
        if (!base) throw InputError(file_, line, std::string(l.base) + " is used before it is defined");
        bind_name(std::string(l.target),
                  make_view(*base, l.base, checked_syms(l.sizes, line), checked_syms(l.strides, line),
                            SymInt::known(l.number), l.view_text, line),
                  scope);
      } else if (l.kind == Literal::Kind::kAlloc) {
        Value v = make_allocation(checked_syms(l.sizes, line), checked_syms(l.strides, line), dtype_name(l.dtype, line),
                                  std::string(l.name), "", line);
        v.origin.detail = statement_text(*s.line);
        bind_name(std::string(l.target), std::move(v), scope);
      }
      return;
    }
    switch (s.st.kind) {
      case py::Statement::Kind::kAssign: {
        Value v = eval(s.st.value, scope, line);
        for (const Node* t : s.st.targets) bind(t, v, scope, line);
        break;
      }
      case py::Statement::Kind::kExpr:
        if (s.st.value->kind == NK::kCall) expression_call(*s.st.value, scope, line);
        break;
      case py::Statement::Kind::kWith:
        if (s.st.value && s.st.value->kind == NK::kCall &&
            ends_with(py::dotted_name(s.st.value->children[0]), "_DeviceGuard") && s.st.value->children.size() == 2 &&
            s.st.value->children[1]->kind == NK::kInt)
          cuda_index_ = std::to_string(s.st.value->children[1]->int_value);
        break;
      case py::Statement::Kind::kReturn:
        if (scope.is_partition) scope.returned = s.st.value ? eval(s.st.value, scope, line) : Value{};
        break;
      default: break;
    }
  }

  // A bound name, or nullptr. Graph inputs are made into values on first use: a large graph has
  // hundreds of inputs and few of them reach an SDPA call.
  Value* lookup(Scope& scope, std::string_view name) {
    auto it = scope.env.find(name);
    if (it != scope.env.end()) return &it->second;
    if (scope.is_partition) return nullptr;
    auto in = pending_inputs_.find(name);
    if (in == pending_inputs_.end()) return nullptr;
    std::string key(name);
    Value v = graph_input(key, name, in->second);
    if (auto l = input_asserts_.find(key); l != input_asserts_.end() && v.kind == Value::Kind::kTensor) {
      v.tensor.sizes = rec_.asserts[l->second].sizes;
      v.tensor.strides = rec_.asserts[l->second].strides;
      v.tensor.layout_known = true;
    }
    pending_inputs_.erase(in);
    return &(scope.env[key] = std::move(v));
  }

  void bind(const Node* target, Value v, Scope& scope, int64_t line) {
    if (target->kind == NK::kName) return bind_name(std::string(target->text), std::move(v), scope);
    bind_unpack(target, std::move(v), scope, line);
  }

  void bind_name(std::string name, Value v, Scope& scope) {
    {
      if (v.kind == Value::Kind::kTensor && v.fresh_alloc) {
        v.fresh_alloc = false;
        v.tensor.storage = name;
        if (cur_ && cur_->line) v.origin.detail = statement_text(*cur_->line);
        allocated_.insert({name, true});
      }
      if (v.kind == Value::Kind::kOutputRef && v.text.empty()) v.text = name;
      if (v.kind == Value::Kind::kResult && rec_.call_sites[v.site].result.empty())
        rec_.call_sites[v.site].result = name;
      if (v.kind == Value::Kind::kTensor && v.tensor.storage.empty()) {
        v.tensor.storage = name;
        allocated_.insert({name, true});
      }
      scope.env[name] = std::move(v);
    }
  }

  void bind_unpack(const Node* target, Value v, Scope& scope, int64_t line) {
    if (target->kind == NK::kTuple || target->kind == NK::kList) {
      if (v.kind == Value::Kind::kGraphArgs) {
        for (const Node* t : target->children) {
          if (t->kind != NK::kName) continue;
          pending_inputs_[std::string(t->text)] = line;
          scope.env.erase(std::string(t->text));
        }
        return;
      }
      for (size_t k = 0; k < target->children.size(); ++k) {
        Value item = v.kind == Value::Kind::kSeq && k < v.items.size() ? v.items[k] : Value{};
        bind(target->children[k], item, scope, line);
      }
    }
  }

  // The text of a statement without its trailing comment.
  // (its trailing comment is cut when the step becomes part of a recording)
  static std::string_view statement_text(const py::LogicalLine& l) { return l.text; }

  // The harness's sample value for a graph input, made from its rand_strided line on first use.
  const Value* harness(const std::string& name) {
    auto h = harness_.find(name);
    if (h != harness_.end()) return &h->second;
    auto lit = harness_literals_.find(name);
    if (lit == harness_literals_.end()) return nullptr;
    const Literal& l = *lit->second->literal;
    Value v;
    v.kind = Value::Kind::kTensor;
    v.tensor.sizes = known_syms(l.sizes);
    v.tensor.strides = known_syms(l.strides);
    v.tensor.dtype = l.dtype.empty() ? "float32" : dtype_name(l.dtype, lit->second->line->line);
    v.tensor.device = l.str.empty() ? "cpu" : std::string(l.str);
    return &(harness_[name] = std::move(v));
  }

  Value graph_input(const std::string& name, std::string_view name_text, int64_t line) {
    Value v;
    const Value* hv = harness(name);
    if (hv && hv->kind == Value::Kind::kInt) return *hv;
    v.kind = Value::Kind::kTensor;
    if (hv) {
      v.tensor = hv->tensor;
    } else {
      v.tensor.layout_known = false;
    }
    v.tensor.storage = name;
    v.origin = {"graph input", name_text, line, nullptr};
    return v;
  }

  // ---- expressions ----------------------------------------------------------------------------

  Value eval(const Node* n, Scope& scope, int64_t line) {
    Value v;
    switch (n->kind) {
      case NK::kName: {
        if (Value* found = lookup(scope, n->text)) return *found;
        if (n->text == "args" && !scope.is_partition) {
          v.kind = Value::Kind::kGraphArgs;
          return v;
        }
        v.text = std::string(n->text);
        return v;
      }
      case NK::kInt:
        v.kind = Value::Kind::kInt;
        v.i = SymInt::known(n->int_value);
        return v;
      case NK::kBigInt: throw InputError(file_, line, "integer " + printable(n->text) + " does not fit in 64 bits");
      case NK::kFloat:
        v.kind = Value::Kind::kFloat;
        v.f = n->float_value;
        v.text = std::string(n->text);
        return v;
      case NK::kString:
        v.kind = Value::Kind::kStr;
        v.text = n->str_value;
        return v;
      case NK::kNone: v.kind = Value::Kind::kNone; return v;
      case NK::kTrue:
      case NK::kFalse:
        v.kind = Value::Kind::kBool;
        v.b = n->kind == NK::kTrue;
        return v;
      case NK::kTuple:
      case NK::kList:
        v.kind = Value::Kind::kSeq;
        for (const Node* c : n->children) v.items.push_back(eval(c, scope, line));
        return v;
      case NK::kUnaryOp:
      case NK::kBinOp: {
        if (n->kind == NK::kUnaryOp && n->op == "-" && n->children[0]->kind == NK::kFloat) {
          v.kind = Value::Kind::kFloat;
          v.f = -n->children[0]->float_value;
          v.text = std::string(n->text);
          return v;
        }
        v.kind = Value::Kind::kInt;
        v.i = sym(n, scope, line);
        return v;
      }
      case NK::kSubscript: {
        Value base = eval(n->children[0], scope, line);
        auto idx = int_of(n->children[1], scope, line);
        if (!idx) {
          v.text = std::string(n->text);
          return v;
        }
        return item(base, *idx, std::string(n->text), line);
      }
      case NK::kCall: return call(*n, scope, line);
      default: v.text = std::string(n->text); return v;
    }
  }

  // base[idx]: an output of an SDPA call's tuple, or an item of a list.
  Value item(const Value& base, int64_t idx, std::string text, int64_t line) {
    Value v;
    if (base.kind == Value::Kind::kResult) {
      const CallSite& site = rec_.call_sites[base.site];
      const OpSpec& spec = site.spec();
      if (idx < 0 || static_cast<size_t>(idx) >= spec.outputs.size())
        throw InputError(file_, line, site.op + " has no output " + std::to_string(idx));
      v.kind = Value::Kind::kOutputRef;
      v.site = base.site;
      v.index = static_cast<size_t>(idx);
      return v;
    }
    if (base.kind == Value::Kind::kSeq && idx >= 0 && static_cast<size_t>(idx) < base.items.size())
      return base.items[static_cast<size_t>(idx)];
    v.text = std::move(text);
    return v;
  }

  // Calls whose result matters: views, allocations, SDPA ops, partitions; the rest are kernels.
  Value call(const Node& n, Scope& scope, int64_t line) {
    const Node* callee = n.children[0];
    std::string name = py::dotted_name(callee);
    if (ends_with(name, "reinterpret_tensor")) return reinterpret(n, scope, line);
    if (name == "empty_strided" || name == "torch.empty_strided" || starts_with(name, "empty_strided_"))
      return allocation(n, name, scope, line);
    if (ends_with(name, "rand_strided")) return rand_strided(n, scope, line);
    if (const OpSpec* op = find_sdpa_op(name); op && (starts_with(name, "torch.ops.") || starts_with(name, "aten.")))
      return sdpa_call(n, *op, scope, line);
    if (is_unknown_sdpa_op(name))
      throw InputError(file_, line,
                       "unknown SDPA op " + printable(name, 100) + ": stridecheck reads the " +
                           std::to_string(sdpa_ops().size()) + " fused SDPA ops of torch 2.11 (a newer torch?)");
    if (callee->kind == NK::kSubscript) {
      std::string base = py::dotted_name(callee->children[0]);
      if (base == "self.partitions" || base == "partitions") return partition(n, scope, line);
    }
    if (name == "max" || name == "min" || name == "Max" || name == "Min") {
      Value v;
      v.kind = Value::Kind::kInt;
      v.i = sym(&n, scope, line);
      return v;
    }
    kernel_call(n, scope, line);
    Value v;
    if (starts_with(name, "torch.ops.") || starts_with(name, "aten.")) {
      // Another extern op (a non-SDPA fallback): a tensor of unknown layout until an assert says.
      v.kind = Value::Kind::kTensor;
      v.tensor.layout_known = false;
      v.fresh_alloc = true;
      v.origin = {"made by", callee->text, line, cur_};
    }
    v.text = std::string(n.text);
    return v;
  }

  void expression_call(const Node& n, Scope& scope, int64_t line) {
    std::string name = py::dotted_name(n.children[0]);
    if (name == "assert_size_stride" || ends_with(name, ".assert_size_stride"))
      return assert_size_stride(n, scope, line);
    if (name == "assert_alignment" || ends_with(name, ".assert_alignment")) return assert_alignment(n, scope, line);
    eval(&n, scope, line);
  }

  Value reinterpret(const Node& n, Scope& scope, int64_t line) {
    if (n.children.size() < 4) throw InputError(file_, line, "reinterpret_tensor needs a base, sizes and strides");
    require_defined(n.children[1], scope, line);
    Value base = eval(n.children[1], scope, line);
    SymInt inc = n.children.size() > 4 ? sym(n.children[4], scope, line) : SymInt::known(0);
    return make_view(base, n.children[1]->text, sym_tuple(n.children[2], scope, line),
                     sym_tuple(n.children[3], scope, line), inc, n.text, line);
  }

  // A reinterpret_tensor view of `base`: its storage, the offset moved by `inc`.
  Value make_view(const Value& base, std::string_view base_text, std::vector<SymInt> sizes, std::vector<SymInt> strides,
                  SymInt inc, std::string_view text, int64_t line) {
    Value v = base.kind == Value::Kind::kOutputRef ? output_tensor(base) : base;
    if (v.kind != Value::Kind::kTensor) {
      v = Value{};
      v.kind = Value::Kind::kTensor;
      v.tensor.storage = std::string(base_text);
      v.origin = {"unknown base", base_text, line, nullptr};
    }
    v.tensor.sizes = std::move(sizes);
    v.tensor.strides = std::move(strides);
    check_rank(v.tensor, line);
    SymInt off = v.tensor.storage_offset;
    if (off.value && inc.value && off.expr.empty() && inc.expr.empty()) {
      auto sum = checked_add(*off.value, *inc.value);
      if (!sum) throw InputError(file_, line, "storage offset overflows 64 bits");
      v.tensor.storage_offset = SymInt::known(*sum);
    } else if (!(inc.value && *inc.value == 0 && inc.expr.empty())) {
      std::optional<int64_t> sum;
      if (off.value && inc.value) sum = checked_add(*off.value, *inc.value);
      v.tensor.storage_offset = SymInt::symbolic(off.str() + " + " + inc.str(), sum);
    }
    v.tensor.layout_known = true;
    check_tensor(v.tensor, line);
    v.views.push_back({"view", text, line, nullptr});
    return v;
  }

  Value allocation(const Node& n, const std::string& name, Scope& scope, int64_t line) {
    if (n.children.size() < 3) throw InputError(file_, line, name + " needs sizes and strides");
    const Node* dtype = n.children.size() > 3 ? n.children[3] : nullptr;
    const Node* device = nullptr;
    for (const auto& [k, kv] : n.keywords) {
      if (k == "dtype") dtype = kv;
      if (k == "device") device = kv;
    }
    std::string dev;
    if (device && device->kind == NK::kString) {
      dev = device->str_value;
    } else if (device && device->kind == NK::kCall && device->children.size() >= 2 &&
               device->children[1]->kind == NK::kString) {
      dev = device->children[1]->str_value;  // device(type='cuda', index=0)
      for (const auto& [k, kv] : device->keywords)
        if (k == "index" && kv->kind == NK::kInt) dev += ":" + std::to_string(kv->int_value);
    }
    Value v = make_allocation(sym_tuple(n.children[1], scope, line), sym_tuple(n.children[2], scope, line),
                              dtype ? dtype_of(dtype, line) : "", name, dev, line);
    v.origin.detail = n.text;
    return v;
  }

  Value make_allocation(std::vector<SymInt> sizes, std::vector<SymInt> strides, std::string dtype,
                        const std::string& fn, std::string device, int64_t line) {
    Value v;
    v.kind = Value::Kind::kTensor;
    v.fresh_alloc = true;
    v.tensor.sizes = std::move(sizes);
    v.tensor.strides = std::move(strides);
    check_rank(v.tensor, line);
    v.tensor.dtype = std::move(dtype);
    if (starts_with(fn, "empty_strided_")) {
      device = fn.substr(14);
      if (device == "cuda" && !cuda_index_.empty()) device += ":" + cuda_index_;
    }
    v.tensor.device = std::move(device);
    check_tensor(v.tensor, line);
    v.origin = {"allocated", {}, line, cur_};
    return v;
  }

  std::vector<SymInt> checked_syms(const std::vector<int64_t>& v, int64_t line) {
    if (v.size() > limits_.max_rank)
      throw InputError(file_, line,
                       "tensor of rank " + std::to_string(v.size()) +
                           " is over the limit max_rank=" + std::to_string(limits_.max_rank));
    return known_syms(v);
  }

  std::string dtype_name(std::string_view spelled, int64_t line) {
    auto d = find_dtype(spelled);
    if (!d) throw InputError(file_, line, "unknown dtype '" + printable(spelled) + "'");
    return std::string(d->name);
  }

  Value partition(const Node& n, Scope& scope, int64_t line) {
    const Node* callee = n.children[0];
    auto idx = int_of(callee->children[1], scope, line);
    if (!idx) throw InputError(file_, line, "cannot tell which graph partition is called");
    Scope inner;
    inner.is_partition = true;
    Value args;
    args.kind = Value::Kind::kSeq;
    if (n.children.size() > 1) args = eval(n.children[1], scope, line);
    inner.env["args"] = args;
    run_function("partition_" + std::to_string(*idx), inner);
    return inner.returned ? *inner.returned : Value{};
  }

  void kernel_call(const Node& n, Scope& scope, int64_t line) {
    auto note = [&](const Node* arg, bool definite) {
      if (arg->kind != NK::kName) return;
      auto it = scope.env.find(arg->text);  // graph inputs are never written: no lookup()
      if (it == scope.env.end() || it->second.kind != Value::Kind::kTensor) return;
      const std::string& storage = it->second.tensor.storage;
      if (!allocated_.count(storage)) return;
      if (!definite && writers_.count(storage)) return;
      writers_[storage] = {"written by", n.children[0]->text, line, cur_};
    };
    for (size_t k = 1; k < n.children.size(); ++k) note(n.children[k], false);
    for (const auto& [key, arg] : n.keywords) note(arg, key == "out");
  }

  // The buffers a kernel launch names: the first launch after a buffer's allocation writes it; an
  // `out=` argument is written for certain. Identifiers are read straight from the text.
  void kernel_launch(std::string_view t, Scope& scope, int64_t line) {
    size_t open = t.find('(');
    std::string_view callee = t.substr(0, open);
    bool after_out = false;
    char q = 0;
    for (size_t i = open + 1; i < t.size(); ++i) {
      char c = t[i];
      if (q) {
        if (c == '\\')
          ++i;
        else if (c == q)
          q = 0;
        continue;
      }
      if (c == '\'' || c == '"') {
        q = c;
        continue;
      }
      if (c == '#') break;
      if (!is_alpha(c) || is_alnum(t[i - 1]) || t[i - 1] == '.') continue;
      size_t e = i;
      while (e < t.size() && is_alnum(t[e])) ++e;
      std::string_view id = t.substr(i, e - i);
      size_t after = e;
      while (after < t.size() && t[after] == ' ') ++after;
      bool is_keyword = after < t.size() && t[after] == '=' && (after + 1 >= t.size() || t[after + 1] != '=');
      i = e - 1;
      if (is_keyword) {
        after_out = id == "out";
        continue;
      }
      auto it = scope.env.find(id);
      if (it != scope.env.end() && it->second.kind == Value::Kind::kTensor) {
        const std::string& storage = it->second.tensor.storage;
        if (allocated_.count(storage) && (after_out || !writers_.count(storage)))
          writers_[storage] = {"written by", callee, line, cur_};
      }
      after_out = false;
    }
  }

  Value sdpa_call(const Node& n, const OpSpec& op, Scope& scope, int64_t line) {
    if (rec_.call_sites.size() >= limits_.max_call_sites)
      throw InputError(file_, line,
                       "more SDPA call sites than the limit max_call_sites=" + std::to_string(limits_.max_call_sites));
    CallSite site;
    site.id = graph_ + "@" + std::to_string(line);
    site.op = op.qualified();
    site.backend = op.backend;
    site.direction = op.direction;
    site.source = {file_, line, graph_, cur_->source_nodes(), cur_->aten_ops()};
    std::vector<std::pair<size_t, Arg>> bound;
    size_t next_positional = 0;
    for (size_t k = 1; k < n.children.size(); ++k) {
      while (next_positional < op.args.size() && op.args[next_positional].keyword_only) ++next_positional;
      if (next_positional >= op.args.size())
        throw InputError(file_, line, "too many positional arguments for " + op.qualified());
      bound.emplace_back(next_positional, make_arg(op.args[next_positional].name, n.children[k], scope, line));
      ++next_positional;
    }
    for (const auto& [key, node] : n.keywords) {
      size_t at = op.args.size();
      for (size_t a = 0; a < op.args.size(); ++a)
        if (op.args[a].name == key) at = a;
      if (at == op.args.size())
        rec_.notes.push_back(file_ + ":" + std::to_string(line) + ": argument '" + std::string(key) +
                             "' is not in the " + op.qualified() + " schema stridecheck knows (torch 2.11)");
      bound.emplace_back(at, make_arg(std::string(key), node, scope, line));
    }
    std::stable_sort(bound.begin(), bound.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [at, a] : bound) {
      if (at >= op.args.size()) continue;
      const ArgKind kind = op.args[at].kind;
      using K = ArgValue::Kind;
      const K got = a.value.kind;
      bool not_tensor = got == K::kBool || got == K::kInt || got == K::kFloat || got == K::kString || got == K::kList;
      // (None is let through: inductor passes None for a Tensor attn_bias of the cuDNN backward.)
      if ((kind == ArgKind::kTensor || kind == ArgKind::kOptionalTensor) && not_tensor)
        throw InputError(
            file_, line,
            "argument " + a.name + " of " + op.qualified() + " must be a tensor, got '" + printable(a.expr, 40) + "'");
    }
    for (auto& [_, a] : bound) site.args.push_back(std::move(a));
    rec_.call_sites.push_back(std::move(site));
    site_outputs_.emplace_back(op.outputs.size());
    Value v;
    v.kind = Value::Kind::kResult;
    v.site = rec_.call_sites.size() - 1;
    v.text = std::string(n.text);
    return v;
  }

  Arg make_arg(std::string name, const Node* node, Scope& scope, int64_t line) {
    Arg a;
    a.name = std::move(name);
    a.expr = std::string(node->text);
    require_defined(node, scope, line);
    Value v = eval(node, scope, line);
    if (v.kind == Value::Kind::kOutputRef) v = output_tensor(v);
    a.value = to_arg_value(v);
    if (v.kind == Value::Kind::kTensor) {
      ChainStep origin = chain_step(v.origin);
      if (v.origin.what && std::string_view(v.origin.what) == "output") {
        const CallSite& src = rec_.call_sites[v.site];
        origin.detail = src.spec().outputs[v.index] + " of " + src.op + " (" + src.id + ")";
      }
      if (origin.what == "graph input" && v.tensor.layout_known) {
        origin.detail += ": " + sym_tuple_str(v.tensor.sizes) + " strides " + sym_tuple_str(v.tensor.strides) +
                         (v.tensor.dtype.empty() ? "" : " " + v.tensor.dtype) +
                         (v.tensor.device.empty() ? "" : " " + v.tensor.device);
      }
      if (!origin.what.empty()) a.chain.push_back(origin);
      if (auto w = writers_.find(v.tensor.storage); w != writers_.end()) {
        ChainStep c = chain_step(w->second);
        c.detail += "(...)";
        a.chain.push_back(std::move(c));
      }
      for (auto& step : v.views) {
        ChainStep s = chain_step(step);
        if (s.line == line) s.source_nodes = cur_->source_nodes();
        a.chain.push_back(s);
      }
    }
    return a;
  }

  ChainStep chain_step(const Step& s) const {
    if (s.empty()) return {};
    ChainStep c{s.what, std::string(py::strip_comment(s.detail)), file_, s.line, {}};
    if (s.stmt) c.source_nodes = s.stmt->source_nodes();
    return c;
  }

  ArgValue to_arg_value(const Value& v) {
    switch (v.kind) {
      case Value::Kind::kTensor: return ArgValue::of_tensor(v.tensor);
      case Value::Kind::kInt: return ArgValue::integer(v.i);
      case Value::Kind::kFloat: return ArgValue::floating(v.f, v.text);
      case Value::Kind::kBool: return ArgValue::boolean(v.b);
      case Value::Kind::kNone: return ArgValue::none();
      case Value::Kind::kStr: return ArgValue::string(v.text);
      case Value::Kind::kSeq: {
        ArgValue a;
        a.kind = ArgValue::Kind::kList;
        for (const auto& item : v.items) a.items.push_back(to_arg_value(item));
        return a;
      }
      default: return ArgValue::unknown(v.text);
    }
  }

  // The tensor an output reference stands for: the layout its assert gave, or unknown.
  Value output_tensor(const Value& ref) {
    const CallSite& site = rec_.call_sites[ref.site];
    const OpSpec& spec = site.spec();
    Value v;
    if (!spec.output_is_tensor(ref.index)) {
      v.kind = Value::Kind::kInt;
      v.i = SymInt::symbolic(ref.text.empty() ? spec.outputs[ref.index] : ref.text);
      return v;
    }
    v.kind = Value::Kind::kTensor;
    const auto& asserted = site_outputs_[ref.site][ref.index];
    if (asserted) {
      v.tensor = *asserted;
    } else {
      v.tensor.layout_known = false;
      const Arg* q = site.arg("query");
      const std::string& out_name = spec.outputs[ref.index];
      if (q && q->value.is_tensor()) {
        v.tensor.device = q->value.tensor.device;
        if (out_name == "logsumexp")
          v.tensor.dtype = "float32";
        else if (out_name == "out" || starts_with(out_name, "grad_"))
          v.tensor.dtype = q->value.tensor.dtype;
      }
    }
    v.tensor.storage = ref.text.empty() ? site.result + "[" + std::to_string(ref.index) + "]" : ref.text;
    v.origin = {"output", {}, site.source.line, nullptr};
    v.site = ref.site;
    v.index = ref.index;
    return v;
  }

  void assert_size_stride(const Node& n, Scope& scope, int64_t line) {
    if (n.children.size() < 4) throw InputError(file_, line, "assert_size_stride needs a tensor, sizes and strides");
    std::string op = n.children.size() > 4 && n.children[4]->kind == NK::kString ? n.children[4]->str_value : "";
    record_assert(std::string(n.children[1]->text), sym_tuple(n.children[2], scope, line),
                  sym_tuple(n.children[3], scope, line), op, scope, line);
  }

  void record_assert(std::string buffer, std::vector<SymInt> sizes, std::vector<SymInt> strides, std::string op,
                     Scope& scope, int64_t line) {
    AssertRecord rec;
    rec.file = file_;
    rec.line = line;
    rec.kind = "size_stride";
    rec.buffer = std::move(buffer);
    rec.sizes = std::move(sizes);
    rec.strides = std::move(strides);
    rec.op = std::move(op);
    if (rec.sizes.size() != rec.strides.size())
      throw InputError(file_, line,
                       "assert_size_stride with " + std::to_string(rec.sizes.size()) + " sizes and " +
                           std::to_string(rec.strides.size()) + " strides");
    if (rec.sizes.size() > limits_.max_rank)
      throw InputError(file_, line,
                       "tensor of rank " + std::to_string(rec.sizes.size()) +
                           " is over the limit max_rank=" + std::to_string(limits_.max_rank));
    if (!scope.is_partition && pending_inputs_.count(rec.buffer)) {
      // an input assert: keep the layout for when the input is used
      rec.producer = "graph input";
      rec.producer_line = pending_inputs_[rec.buffer];
      input_asserts_[rec.buffer] = rec_.asserts.size();
      rec_.asserts.push_back(std::move(rec));
      return;
    }
    auto it = scope.env.find(rec.buffer);
    if (it != scope.env.end()) {
      Value& v = it->second;
      if (v.kind == Value::Kind::kOutputRef) {
        CallSite& site = rec_.call_sites[v.site];
        const OpSpec& spec = site.spec();
        rec.site_id = site.id;
        rec.output_index = static_cast<int64_t>(v.index);
        rec.output_name = spec.outputs[v.index];
        rec.producer = site.op;
        rec.producer_line = site.source.line;
        ExpectedOutput e;
        e.index = v.index;
        e.name = spec.outputs[v.index];
        e.buffer = rec.buffer;
        e.sizes = rec.sizes;
        e.strides = rec.strides;
        e.line = line;
        site.expected_outputs.push_back(e);
        Value t = output_tensor(v);
        t.tensor.sizes = rec.sizes;
        t.tensor.strides = rec.strides;
        t.tensor.layout_known = true;
        site_outputs_[v.site][v.index] = t.tensor;
      } else if (v.kind == Value::Kind::kTensor) {
        std::string_view what = v.origin.what ? v.origin.what : "";
        rec.producer = what == "graph input" ? "graph input" : what == "made by" ? std::string(v.origin.detail) : "";
        rec.producer_line = v.origin.line;
        v.tensor.sizes = rec.sizes;
        v.tensor.strides = rec.strides;
        v.tensor.layout_known = true;
      }
    }
    rec_.asserts.push_back(std::move(rec));
  }

  void assert_alignment(const Node& n, Scope& scope, int64_t line) {
    record_alignment(n.children.size() > 1 ? std::string(n.children[1]->text) : std::string(),
                     n.children.size() > 3 && n.children[3]->kind == NK::kString ? n.children[3]->str_value : "", scope,
                     line);
  }

  void record_alignment(std::string buffer, std::string op, Scope& scope, int64_t line) {
    AssertRecord rec;
    rec.file = file_;
    rec.line = line;
    rec.kind = "alignment";
    rec.buffer = std::move(buffer);
    rec.op = std::move(op);
    auto it = scope.env.find(rec.buffer);
    if (it != scope.env.end() && it->second.kind == Value::Kind::kOutputRef) {
      const CallSite& site = rec_.call_sites[it->second.site];
      rec.site_id = site.id;
      rec.output_index = static_cast<int64_t>(it->second.index);
      rec.output_name = site.spec().outputs[it->second.index];
      rec.producer = site.op;
      rec.producer_line = site.source.line;
    }
    rec_.asserts.push_back(std::move(rec));
  }

  // A buffer or input name the generated code uses must have been bound before: anything else is a
  // corrupted or hand-edited module (a reference to a later or missing buffer, a cycle).
  void require_defined(const Node* n, Scope& scope, int64_t line) {
    if (n->kind != NK::kName || lookup(scope, n->text)) return;
    if (n->text == "args" || harness(std::string(n->text))) return;
    throw InputError(file_, line, std::string(n->text) + " is used before it is defined");
  }

  // ---- integers and symbolic sizes -----------------------------------------------------------

  std::vector<SymInt> sym_tuple(const Node* n, Scope& scope, int64_t line) {
    std::vector<SymInt> out;
    if (n->kind == NK::kTuple || n->kind == NK::kList) {
      if (n->children.size() > limits_.max_rank)
        throw InputError(file_, line,
                         "tensor of rank " + std::to_string(n->children.size()) +
                             " is over the limit max_rank=" + std::to_string(limits_.max_rank));
      for (const Node* c : n->children) out.push_back(sym(c, scope, line));
      return out;
    }
    if (n->kind == NK::kName) {
      auto it = scope.env.find(std::string(n->text));
      if (it != scope.env.end() && it->second.kind == Value::Kind::kSeq) {
        for (const auto& item : it->second.items) out.push_back(item.i);
        return out;
      }
    }
    throw InputError(file_, line, "expected a tuple of sizes or strides, got '" + printable(n->text) + "'");
  }

  SymInt sym(const Node* n, Scope& scope, int64_t line) {
    if (n->kind == NK::kInt) return SymInt::known(n->int_value);
    if (n->kind == NK::kBigInt)
      throw InputError(file_, line, "integer " + printable(n->text) + " does not fit in 64 bits");
    if (n->kind == NK::kFloat || n->kind == NK::kString || n->kind == NK::kNone || n->kind == NK::kTuple ||
        n->kind == NK::kList)
      throw InputError(file_, line, "expected an integer size, stride or offset, got '" + printable(n->text) + "'");
    if (n->kind == NK::kUnaryOp && n->op == "-" && n->children[0]->kind == NK::kInt)
      return SymInt::known(-n->children[0]->int_value);
    if (n->text.size() > limits_.max_expr_chars)
      throw InputError(file_, line,
                       "size expression of " + std::to_string(n->text.size()) +
                           " characters is over the limit max_expr_chars=" + std::to_string(limits_.max_expr_chars));
    if (n->kind == NK::kName) {
      Value* v = lookup(scope, n->text);
      if (v && v->kind == Value::Kind::kInt && v->i.expr.empty()) return v->i;
    }
    return SymInt::symbolic(std::string(n->text), int_of(n, scope, line));
  }

  std::optional<int64_t> int_of(const Node* n, Scope& scope, int64_t line) {
    auto overflow = [&]() -> std::optional<int64_t> {
      throw InputError(file_, line, "size expression '" + printable(n->text) + "' overflows 64 bits");
    };
    switch (n->kind) {
      case NK::kInt: return n->int_value;
      case NK::kBigInt: throw InputError(file_, line, "integer " + printable(n->text) + " does not fit in 64 bits");
      case NK::kName: {
        Value* v = lookup(scope, n->text);
        if (v && v->kind == Value::Kind::kInt) return v->i.value;
        const Value* h = harness(std::string(n->text));
        if (h && h->kind == Value::Kind::kInt) return h->i.value;
        return std::nullopt;
      }
      case NK::kUnaryOp: {
        auto x = int_of(n->children[0], scope, line);
        if (!x) return std::nullopt;
        if (n->op == "-") {
          if (*x == INT64_MIN) return overflow();
          return -*x;
        }
        if (n->op == "+") return x;
        return std::nullopt;
      }
      case NK::kBinOp: {
        auto a = int_of(n->children[0], scope, line);
        auto b = int_of(n->children[1], scope, line);
        if (!a || !b) return std::nullopt;
        int64_t r = 0;
        if (n->op == "+") {
          if (__builtin_add_overflow(*a, *b, &r)) return overflow();
        } else if (n->op == "-") {
          if (__builtin_sub_overflow(*a, *b, &r)) return overflow();
        } else if (n->op == "*") {
          if (__builtin_mul_overflow(*a, *b, &r)) return overflow();
        } else if (n->op == "//" || n->op == "%") {
          if (*b == 0 || (*a == INT64_MIN && *b == -1)) return std::nullopt;
          int64_t q = *a / *b, m = *a % *b;
          if (m != 0 && ((m < 0) != (*b < 0))) {
            --q;
            m += *b;
          }
          r = n->op == "//" ? q : m;
        } else if (n->op == "**") {
          if (*b < 0 || *b > 63) return std::nullopt;
          r = 1;
          for (int64_t k = 0; k < *b; ++k)
            if (__builtin_mul_overflow(r, *a, &r)) return overflow();
        } else {
          return std::nullopt;
        }
        return r;
      }
      case NK::kCall: {
        std::string f = py::dotted_name(n->children[0]);
        if ((f == "max" || f == "min" || f == "Max" || f == "Min") && n->children.size() >= 3) {
          std::optional<int64_t> best;
          for (size_t k = 1; k < n->children.size(); ++k) {
            auto x = int_of(n->children[k], scope, line);
            if (!x) return std::nullopt;
            if (!best || ((f == "max" || f == "Max") ? *x > *best : *x < *best)) best = x;
          }
          return best;
        }
        return std::nullopt;
      }
      default: return std::nullopt;
    }
  }

  std::string dtype_of(const Node* n, int64_t line) {
    std::string spelled = n->kind == NK::kString ? n->str_value : py::dotted_name(n);
    auto d = find_dtype(spelled);
    if (!d) throw InputError(file_, line, "unknown dtype '" + printable(spelled.empty() ? n->text : spelled) + "'");
    return std::string(d->name);
  }

  // Every tensor the module makes must be one torch could make: known device, offset >= 0, a storage that
  // fits 2^63 elements and the limit max_tensor_bytes.
  void check_tensor(const TensorLayout& t, int64_t line) {
    if (auto problem = tensor_problem(t, limits_)) throw InputError(file_, line, *problem);
  }

  void check_rank(const TensorLayout& t, int64_t line) {
    if (t.sizes.size() != t.strides.size())
      throw InputError(file_, line,
                       std::to_string(t.sizes.size()) + " sizes but " + std::to_string(t.strides.size()) + " strides");
    for (const auto& s : t.sizes)
      if (s.value && *s.value < 0) throw InputError(file_, line, "negative size " + std::to_string(*s.value));
    for (const auto& s : t.strides)
      if (s.value && *s.value < 0) throw InputError(file_, line, "negative stride " + std::to_string(*s.value));
  }

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
  std::string aot_id_;
  std::string graph_;
  std::string cuda_index_;
  bool saw_main_ = false;
  int call_depth_ = 0;
  const StmtRec* cur_ = nullptr;
  Recording rec_;
};

}  // namespace

bool looks_like_output_code(std::string_view text) {
  std::string_view head = text.substr(0, 1 << 16);
  return head.find("# AOT ID:") != std::string_view::npos ||
         (head.find("from torch._inductor") != std::string_view::npos &&
          text.find("def call(") != std::string_view::npos);
}

Recording read_output_code_unlinked(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits) {
  return ModuleReader(text, origin, limits).run();
}

Recording read_output_code(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits) {
  Recording r = read_output_code_unlinked(text, origin, limits);
  link_fx_chains(r);
  return r;
}

void link_fx_chains(Recording& rec) {
  if (rec.fx_nodes.empty()) return;
  std::unordered_map<std::string, const FxNode*> by_name;
  for (const auto& n : rec.fx_nodes)
    if (n.target != "PlaceHolder" && !by_name.count(n.name)) by_name[n.name] = &n;
  for (auto& site : rec.call_sites) {
    for (auto& arg : site.args) {
      if (!arg.value.is_tensor() || arg.chain.empty() || arg.chain.front().what != "graph input") continue;
      bool linked =
          std::any_of(arg.chain.begin(), arg.chain.end(), [](const ChainStep& s) { return s.what == "fx node"; });
      if (linked) continue;
      std::string name = arg.value.tensor.storage;
      std::vector<ChainStep> steps;
      for (int depth = 0; depth < 8; ++depth) {
        auto it = by_name.find(name);
        if (it == by_name.end()) break;
        const FxNode& n = *it->second;
        steps.push_back(
            {"fx node", "%" + n.name + " = " + n.target + n.args + "  [" + n.meta + "]", n.file, n.line, {}});
        auto pct = n.args.find('%');
        if (pct == std::string::npos) break;
        size_t end = pct + 1;
        while (end < n.args.size() && (std::isalnum(static_cast<unsigned char>(n.args[end])) || n.args[end] == '_'))
          ++end;
        name = n.args.substr(pct + 1, end - pct - 1);
      }
      // Oldest first: the chain reads from where the data came from to the call.
      std::reverse(steps.begin(), steps.end());
      arg.chain.insert(arg.chain.begin(), steps.begin(), steps.end());
    }
  }
}

}  // namespace stridecheck
