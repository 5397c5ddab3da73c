// ModuleReader: reading a module, pass 1 (logical lines -> functions, comments, FX nodes), the harness.
#include "readers/output_code_reader.h"

namespace stridecheck::output_code_detail {

Recording ModuleReader::run() {
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
  drop_unasserted_op_calls();
  rec_.graphs.push_back(
      {graph_, file_, origin_.module_path, origin_.first_line, rec_.call_sites.size(), std::move(inputs_), {}, 0});
  read_return(scope, rec_.graphs.back());
  for (auto& a : rec_.asserts) a.graph = graph_;
  return std::move(rec_);
}

// ---- pass 1: logical lines -> functions, comments, FX nodes --------------------------------------

void ModuleReader::scan() {
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
      if (first_comment && trim(body).starts_with("AOT ID:")) {
        auto ids = trim(body).substr(7);
        auto q1 = ids.find('\'');
        auto q2 = q1 == std::string_view::npos ? q1 : ids.find('\'', q1 + 1);
        if (q2 != std::string_view::npos) aot_id_ = std::string(ids.substr(q1 + 1, q2 - q1 - 1));
      }
      first_comment = false;
      std::string_view t = trim(body);
      if (t.starts_with("Topologically Sorted Source Nodes:") || t.starts_with("Source Nodes:")) {
        auto aten = t.find("Original ATen:");
        pending = std::make_shared<const std::pair<std::vector<std::string>, std::vector<std::string>>>(
            bracket_list(t.substr(0, aten)),
            aten == std::string_view::npos ? std::vector<std::string>{} : bracket_list(t.substr(aten)));
      }
      if (t == "Graph fragment:") {
        in_fragment = true;
      } else if (in_fragment) {
        if (t.starts_with("%"))
          fx_node(t, l.line);
        else if (!t.empty() && !t.starts_with("return"))
          in_fragment = false;
      }
      return;
    }
    first_comment = false;
    in_fragment = false;
    while (!stack.empty() && stack.back().indent >= l.indent) stack.pop_back();
    std::string_view t = l.text;
    if (t.starts_with("if __name__")) saw_main_ = true;
    bool is_def = t.starts_with("def ") || t.starts_with("async def ");
    bool is_class = t.starts_with("class ");
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
    if (t.starts_with("del ")) return;  // deallocation: nothing to read, comments stay pending
    // the graph's outputs: read for the views a forward returns (its saved values), never an error
    if (fn->name == "call" && t.starts_with("return")) {
      return_lines_.push_back(l);
      return;
    }
    lines_.push_back(l);  // kept: the statement refers to it until the module is read
    const py::LogicalLine* kept = &lines_.back();
    std::optional<Literal> lit;
    if (is_kernel_launch(t)) {
      body.push_back({py::Statement{}, kept, pending, true, std::nullopt});
    } else if (t.find('\n') == std::string_view::npos && (lit = LiteralScanner(t).scan())) {
      body.push_back({py::Statement{}, kept, pending, false, std::move(lit)});
    } else {
      for (auto& st : py::parse_statements(*kept, arena_, file_, limits_))
        body.push_back({std::move(st), kept, pending, false, std::nullopt});
    }
    pending.reset();
  });
}

bool ModuleReader::interesting(const std::string& name) {
  return name == "call" || name == "get_args" || name == "benchmark_compiled_module" || name.starts_with("partition_");
}

void ModuleReader::fx_node(std::string_view t, int64_t line) {
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
  if (rhs.starts_with("PlaceHolder")) {
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

// ---- harness: sample values of graph inputs ------------------------------------------------------

void ModuleReader::read_harness() {
  for (const char* fn : {"benchmark_compiled_module", "get_args"}) {
    auto it = functions_.find(fn);
    if (it == functions_.end()) continue;
    for (const auto& s : it->second) {
      if (s.literal && s.literal->kind == Literal::Kind::kRandStrided) {
        // checked now, made into a value when the input is used
        const Literal& l = *s.literal;
        if (l.sizes.size() != l.strides.size())
          throw InputError(file_, s.line->line,
                           "rand_strided with " + std::to_string(l.sizes.size()) + " sizes and " +
                               std::to_string(l.strides.size()) + " strides");
        check_rank_limit(l.sizes.size(), s.line->line);
        for (int64_t x : l.sizes) check_not_negative(x, "size", s.line->line);
        for (int64_t x : l.strides) check_not_negative(x, "stride", s.line->line);
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
      } else if (v->kind == NK::kCall && py::dotted_name(v->children[0]).ends_with("rand_strided")) {
        harness_[std::string(t->text)] = rand_strided(*v, empty, s.line->line);
      }
    }
  }
}

Value ModuleReader::rand_strided(const Node& call, Scope& scope, int64_t line) {
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

}  // namespace stridecheck::output_code_detail
