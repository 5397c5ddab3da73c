// The statements read straight from the text: the literal scanner, kernel launches, source-node lists.
#include "readers/output_code_reader.h"
#include "readers/py_quotes.h"

namespace stridecheck::output_code_detail {

std::optional<Literal> LiteralScanner::scan() {
  Literal out;
  if (!read(out)) return std::nullopt;
  return out;
}

// Fills `out` field by field (the caller drops it when this fails).
bool LiteralScanner::read(Literal& out) {
  // a part read into its field, or the statement is not a literal
  auto into = [](auto& field, auto&& got) {
    if (!got) return false;
    field = std::move(*got);
    return true;
  };
  ws();
  std::string_view first = ident();
  if (first.empty()) return false;
  ws();
  if (first == "assert_size_stride") {
    out.kind = Literal::Kind::kAssert;
    if (!lit('(')) return false;
    out.name = ident();
    if (out.name.empty() || !lit(',') || !into(out.sizes, tuple()) || !lit(',') || !into(out.strides, tuple()))
      return false;
    if (lit(',') && !into(out.str, string())) return false;
    return lit(')') && end();
  }
  if (first == "assert_alignment") {
    out.kind = Literal::Kind::kAlign;
    if (!lit('(')) return false;
    out.name = ident();
    if (out.name.empty() || !lit(',') || !into(out.number, integer())) return false;
    ws();
    if (lit(',') && !into(out.str, string())) return false;
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
    if (!into(out.number, integer()) || !lit(']')) return false;
    out.kind = Literal::Kind::kGetItem;
    out.base = fn;
    return end();
  }
  if (fn == "reinterpret_tensor") {  // NAME = reinterpret_tensor(NAME, (..), (..), INT)
    if (!lit('(')) return false;
    out.base = ident();
    if (out.base.empty() || !lit(',') || !into(out.sizes, tuple()) || !lit(',') || !into(out.strides, tuple()) ||
        !lit(',') || !into(out.number, integer()) || !lit(')'))
      return false;
    out.kind = Literal::Kind::kView;
    out.view_text = t_.substr(call_start, p_ - call_start);
    return end_or_del();
  }
  if (fn.empty() || !lit('(') || !into(out.sizes, tuple()) || !lit(',') || !into(out.strides, tuple())) return false;
  out.name = fn;
  if (fn.starts_with("empty_strided_")) {
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
      if (!into(out.str, string())) return false;
    } else if (key == "dtype") {
      out.dtype = dotted();
      if (out.dtype.empty()) return false;
    } else {
      return false;
    }
  }
  return lit(')') && end();
}

void LiteralScanner::ws() {
  while (p_ < t_.size() && t_[p_] == ' ') ++p_;
}

bool LiteralScanner::lit(char c) {
  ws();
  if (p_ < t_.size() && t_[p_] == c) {
    ++p_;
    ws();
    return true;
  }
  return false;
}

std::string_view LiteralScanner::ident() {
  size_t s = p_;
  if (p_ < t_.size() && is_alpha(t_[p_]))
    while (p_ < t_.size() && is_alnum(t_[p_])) ++p_;
  return t_.substr(s, p_ - s);
}

std::string_view LiteralScanner::dotted() {
  size_t s = p_;
  while (!ident().empty() && p_ < t_.size() && t_[p_] == '.') ++p_;
  return t_.substr(s, p_ - s);
}

std::optional<int64_t> LiteralScanner::integer() {
  ws();
  size_t s = p_;
  if (p_ < t_.size() && t_[p_] == '-') ++p_;
  while (p_ < t_.size() && t_[p_] >= '0' && t_[p_] <= '9') ++p_;
  int64_t v = 0;
  auto [e, ec] = std::from_chars(t_.data() + s, t_.data() + p_, v);
  if (ec != std::errc() || e != t_.data() + p_) return std::nullopt;
  return v;
}

std::optional<std::vector<int64_t>> LiteralScanner::tuple() {
  if (!lit('(')) return std::nullopt;
  std::vector<int64_t> out;
  while (!lit(')')) {
    auto v = integer();
    if (!v) return std::nullopt;
    out.push_back(*v);
    if (!lit(',') && !(p_ < t_.size() && t_[p_] == ')')) return std::nullopt;
  }
  return out;
}

std::optional<std::string_view> LiteralScanner::string() {
  ws();
  if (p_ >= t_.size() || (t_[p_] != '\'' && t_[p_] != '"')) return std::nullopt;
  char q = t_[p_++];
  size_t s = p_;
  while (p_ < t_.size() && t_[p_] != q) {
    if (t_[p_] == '\\') return std::nullopt;
    ++p_;
  }
  if (p_ >= t_.size()) return std::nullopt;
  std::string_view out = t_.substr(s, p_ - s);
  ++p_;
  ws();
  return out;
}

bool LiteralScanner::end() {
  ws();
  return p_ == t_.size() || t_[p_] == '#';
}

bool LiteralScanner::end_or_del() {
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

// A statement that only launches a kernel: `name.attr(...)` with no assignment, assert or SDPA op.
// Those are most of a module's statements; reading their buffer names needs no syntax tree.
bool is_kernel_launch(std::string_view t) {
  if (t.empty() || !(is_alpha(t[0]))) return false;
  if (t.starts_with("assert_") || t.find("_scaled_dot_product") != std::string_view::npos ||
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
  py::QuoteSkipper quotes;
  for (size_t i = p; i < t.size(); ++i) {
    if (quotes.skip(t, i)) continue;
    const char c = t[i];
    if (c == '(' || c == '[' || c == '{')
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

}  // namespace stridecheck::output_code_detail
