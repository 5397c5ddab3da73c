// ModuleReader: integers, symbolic sizes, and the checks on every tensor the module makes.
#include "readers/output_code_reader.h"

namespace stridecheck::output_code_detail {

// ---- integers and symbolic sizes -----------------------------------------------------------------

std::vector<SymInt> ModuleReader::sym_tuple(const Node* n, Scope& scope, int64_t line) {
  std::vector<SymInt> out;
  if (n->kind == NK::kTuple || n->kind == NK::kList) {
    check_rank_limit(n->children.size(), line);
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

SymInt ModuleReader::sym(const Node* n, Scope& scope, int64_t line) {
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

std::optional<int64_t> ModuleReader::int_of(const Node* n, Scope& scope, int64_t line) {
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

std::string ModuleReader::dtype_of(const Node* n, int64_t line) {
  std::string spelled = n->kind == NK::kString ? n->str_value : py::dotted_name(n);
  auto d = find_dtype(spelled);
  if (!d) throw InputError(file_, line, "unknown dtype '" + printable(spelled.empty() ? n->text : spelled) + "'");
  return std::string(d->name);
}

void ModuleReader::check_tensor(const TensorLayout& t, int64_t line) {
  if (auto problem = tensor_problem(t, limits_)) throw InputError(file_, line, *problem);
}

void ModuleReader::check_rank(const TensorLayout& t, int64_t line) {
  if (t.sizes.size() != t.strides.size())
    throw InputError(file_, line,
                     std::to_string(t.sizes.size()) + " sizes but " + std::to_string(t.strides.size()) + " strides");
  for (const auto& s : t.sizes)
    if (s.value) check_not_negative(*s.value, "size", line);
  for (const auto& s : t.strides)
    if (s.value) check_not_negative(*s.value, "stride", line);
}

void ModuleReader::check_rank_limit(size_t rank, int64_t line) const {
  if (rank > limits_.max_rank)
    throw InputError(
        file_, line,
        "tensor of rank " + std::to_string(rank) + " is over the limit max_rank=" + std::to_string(limits_.max_rank));
}

void ModuleReader::check_not_negative(int64_t x, const char* what, int64_t line) const {
  if (x < 0) throw InputError(file_, line, std::string("negative ") + what + " " + std::to_string(x));
}

}  // namespace stridecheck::output_code_detail
