#include "readers/pysubset.h"

#include <charconv>
#include <cstring>

#include "core/error.h"
#include "core/text.h"

namespace stridecheck::py {

// ---------------------------------------------------------------------------------------------
// Logical lines

namespace {

class Splitter {
 public:
  Splitter(std::string_view text, const std::string& file, int64_t first_line, const Limits& limits)
      : t_(text), file_(file), line_(first_line), limits_(limits) {}

  std::vector<LogicalLine> run() {
    std::vector<LogicalLine> out;
    const size_t n = t_.size();
    while (p_ < n) {
      phys_start_ = p_;
      size_t indent = 0;
      while (p_ < n && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\f')) {
        indent += t_[p_] == '\t' ? 8 : 1;
        ++p_;
      }
      if (p_ >= n) break;
      char c = t_[p_];
      if (c == '\n' || c == '\r') {
        if (c == '\r' && p_ + 1 < n && t_[p_ + 1] == '\n') ++p_;
        newline_at(p_);
        ++p_;
        continue;
      }
      if (c == '#') {
        size_t eol = find_eol(p_);
        std::string_view text = t_.substr(p_, eol - p_);
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        out.push_back({text, line_, line_, indent, true});
        if (eol < n) newline_at(eol);
        p_ = eol + 1;
        continue;
      }
      out.push_back(statement(indent));
    }
    if (p_ > n) p_ = n;
    check_length(n);
    return out;
  }

 private:
  size_t find_eol(size_t from) const {
    const void* nl = std::memchr(t_.data() + from, '\n', t_.size() - from);
    return nl ? static_cast<size_t>(static_cast<const char*>(nl) - t_.data()) : t_.size();
  }

  void check_length(size_t nl_pos) {
    if (nl_pos - phys_start_ > limits_.max_line_bytes)
      throw InputError(file_, line_,
                       "line of " + std::to_string(nl_pos - phys_start_) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits_.max_line_bytes));
  }

  // Called for each '\n' at position pos: checks the physical line and moves to the next.
  void newline_at(size_t pos) {
    check_length(pos);
    ++line_;
    phys_start_ = pos + 1;
  }

  LogicalLine statement(size_t indent) {
    const size_t n = t_.size();
    const size_t start = p_;
    const int64_t start_line = line_;
    struct Open {
      char c;
      int64_t line;
    };
    std::vector<Open> stack;
    while (true) {
      if (p_ >= n) {
        if (!stack.empty())
          throw InputError(file_, stack.back().line,
                           std::string("'") + stack.back().c + "' is never closed (the file ends first: truncated?)");
        std::string_view text = t_.substr(start, n - start);
        while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
        return {text, start_line, line_, indent, false};
      }
      char c = t_[p_];
      switch (c) {
        case '\n': {
          if (stack.empty()) {
            std::string_view text = t_.substr(start, p_ - start);
            while (!text.empty() && (text.back() == '\r' || text.back() == ' ' || text.back() == '\t'))
              text.remove_suffix(1);
            LogicalLine l{text, start_line, line_, indent, false};
            newline_at(p_);
            ++p_;
            return l;
          }
          newline_at(p_);
          ++p_;
          break;
        }
        case '\\':
          if (p_ + 1 < n && t_[p_ + 1] == '\n') {
            newline_at(p_ + 1);
            p_ += 2;
          } else if (p_ + 2 < n && t_[p_ + 1] == '\r' && t_[p_ + 2] == '\n') {
            newline_at(p_ + 2);
            p_ += 3;
          } else {
            ++p_;
          }
          break;
        case '#':
          p_ = find_eol(p_);
          break;
        case '(':
        case '[':
        case '{':
          stack.push_back({c, line_});
          if (stack.size() > limits_.max_nesting)
            throw InputError(file_, line_,
                             "brackets nested deeper than the limit max_nesting=" + std::to_string(limits_.max_nesting));
          ++p_;
          break;
        case ')':
        case ']':
        case '}': {
          char want = c == ')' ? '(' : c == ']' ? '[' : '{';
          if (stack.empty() || stack.back().c != want)
            throw InputError(file_, line_, std::string("unbalanced '") + c + "'");
          stack.pop_back();
          ++p_;
          break;
        }
        case '\'':
        case '"':
          string_literal();
          break;
        default:
          ++p_;
      }
    }
  }

  // p_ at an opening quote; leaves p_ after the closing quote.
  void string_literal() {
    const size_t n = t_.size();
    const char q = t_[p_];
    const int64_t start_line = line_;
    const bool triple = p_ + 2 < n && t_[p_ + 1] == q && t_[p_ + 2] == q;
    if (!triple) {
      ++p_;
      while (true) {
        if (p_ >= n) throw InputError(file_, start_line, "unterminated string (the file ends first: truncated?)");
        char c = t_[p_];
        if (c == '\\') {
          if (p_ + 1 < n && t_[p_ + 1] == '\n') newline_at(p_ + 1);
          p_ += 2;
          continue;
        }
        if (c == '\n') throw InputError(file_, start_line, "unterminated string");
        ++p_;
        if (c == q) return;
      }
    }
    p_ += 3;
    const size_t content = p_;
    while (true) {
      const void* hit = p_ < n ? std::memchr(t_.data() + p_, q, n - p_) : nullptr;
      size_t r = hit ? static_cast<size_t>(static_cast<const char*>(hit) - t_.data()) : n;
      // Count the newlines we pass, checking each physical line's length.
      size_t s = p_;
      while (true) {
        const void* nl = std::memchr(t_.data() + s, '\n', r - s);
        if (!nl) break;
        size_t pos = static_cast<size_t>(static_cast<const char*>(nl) - t_.data());
        newline_at(pos);
        s = pos + 1;
      }
      if (!hit) {
        check_length(n);
        throw InputError(file_, start_line, "unterminated triple-quoted string (the file ends first: truncated?)");
      }
      size_t bs = 0;
      while (r - bs > content && t_[r - bs - 1] == '\\') ++bs;
      if (bs % 2 == 1) {
        p_ = r + 1;
        continue;
      }
      if (r + 2 < n && t_[r + 1] == q && t_[r + 2] == q) {
        p_ = r + 3;
        return;
      }
      p_ = r + 1;
    }
  }

  std::string_view t_;
  const std::string& file_;
  int64_t line_;
  const Limits& limits_;
  size_t p_ = 0;
  size_t phys_start_ = 0;
};

}  // namespace

std::vector<LogicalLine> split_logical_lines(std::string_view text, const std::string& file, int64_t first_line,
                                             const Limits& limits) {
  return Splitter(text, file, first_line, limits).run();
}

std::string_view strip_comment(std::string_view s) {
  char q = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (q) {
      if (c == '\\') ++i;
      else if (c == q) q = 0;
    } else if (c == '\'' || c == '"') {
      q = c;
    } else if (c == '#') {
      return trim(s.substr(0, i));
    }
  }
  return s;
}

Node* Arena::make(Node::Kind k, std::string_view text) {
  nodes_.emplace_back();
  Node* n = &nodes_.back();
  n->kind = k;
  n->text = text;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Tokens and the expression parser

namespace {

enum class Tok { kName, kNumber, kString, kOp, kEnd };

struct Token {
  Tok kind = Tok::kEnd;
  std::string_view text;
  int64_t line = 0;
};

bool ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}
bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }
bool digit(char c) { return c >= '0' && c <= '9'; }

class Lexer {
 public:
  Lexer(std::string_view t, const std::string& file, int64_t line) : t_(t), file_(file), line_(line) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    const size_t n = t_.size();
    while (true) {
      skip_space();
      if (p_ >= n) break;
      char c = t_[p_];
      size_t s = p_;
      if (ident_start(c)) {
        while (p_ < n && ident_char(t_[p_])) ++p_;
        if (p_ < n && (t_[p_] == '\'' || t_[p_] == '"') && is_prefix(t_.substr(s, p_ - s))) {
          skip_string();
          out.push_back({Tok::kString, t_.substr(s, p_ - s), line_});
          continue;
        }
        out.push_back({Tok::kName, t_.substr(s, p_ - s), line_});
      } else if (digit(c) || (c == '.' && p_ + 1 < n && digit(t_[p_ + 1]))) {
        number();
        out.push_back({Tok::kNumber, t_.substr(s, p_ - s), line_});
      } else if (c == '\'' || c == '"') {
        skip_string();
        out.push_back({Tok::kString, t_.substr(s, p_ - s), line_});
      } else {
        static const char* ops3[] = {"**=", "//=", ">>=", "<<=", "...", "!=="};
        static const char* ops2[] = {"**", "//", "==", "!=", "<=", ">=", "->", "+=", "-=", "*=", "/=",
                                     "%=", "&=", "|=", "^=", "<<", ">>", ":=", "@="};
        size_t len = 1;
        for (const char* o : ops3)
          if (t_.substr(p_, 3) == o) len = 3;
        if (len == 1)
          for (const char* o : ops2)
            if (t_.substr(p_, 2) == o) len = 2;
        if (len == 1 && std::strchr("()[]{},:.;@=+-*/%&|^~<>!", c) == nullptr)
          throw InputError(file_, line_, "unexpected character '" + printable(t_.substr(p_, 1)) + "'");
        p_ += len;
        out.push_back({Tok::kOp, t_.substr(s, len), line_});
      }
    }
    out.push_back({Tok::kEnd, t_.substr(n), line_});
    return out;
  }

 private:
  static bool is_prefix(std::string_view s) {
    if (s.size() > 2) return false;
    for (char c : s)
      if (!std::strchr("rRbBuUfF", c)) return false;
    return true;
  }

  void skip_space() {
    const size_t n = t_.size();
    while (p_ < n) {
      char c = t_[p_];
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        ++p_;
      } else if (c == '\n') {
        ++line_;
        ++p_;
      } else if (c == '\\' && p_ + 1 < n && (t_[p_ + 1] == '\n' || t_[p_ + 1] == '\r')) {
        ++p_;
      } else if (c == '#') {
        while (p_ < n && t_[p_] != '\n') ++p_;
      } else {
        break;
      }
    }
  }

  void number() {
    const size_t n = t_.size();
    if (t_[p_] == '0' && p_ + 1 < n && std::strchr("xXoObB", t_[p_ + 1])) {
      p_ += 2;
      while (p_ < n && (ident_char(t_[p_]))) ++p_;
      return;
    }
    while (p_ < n && (digit(t_[p_]) || t_[p_] == '_')) ++p_;
    if (p_ < n && t_[p_] == '.') {
      ++p_;
      while (p_ < n && (digit(t_[p_]) || t_[p_] == '_')) ++p_;
    }
    if (p_ < n && (t_[p_] == 'e' || t_[p_] == 'E')) {
      size_t q = p_ + 1;
      if (q < n && (t_[q] == '+' || t_[q] == '-')) ++q;
      if (q < n && digit(t_[q])) {
        p_ = q;
        while (p_ < n && (digit(t_[p_]) || t_[p_] == '_')) ++p_;
      }
    }
    if (p_ < n && (t_[p_] == 'j' || t_[p_] == 'J')) ++p_;
  }

  void skip_string() {
    const size_t n = t_.size();
    char q = t_[p_];
    bool triple = p_ + 2 < n && t_[p_ + 1] == q && t_[p_ + 2] == q;
    p_ += triple ? 3 : 1;
    while (p_ < n) {
      char c = t_[p_];
      if (c == '\\') {
        p_ += 2;
        continue;
      }
      if (c == '\n') ++line_;
      if (c == q) {
        if (!triple) {
          ++p_;
          return;
        }
        if (p_ + 2 < n && t_[p_ + 1] == q && t_[p_ + 2] == q) {
          p_ += 3;
          return;
        }
      }
      ++p_;
    }
    throw InputError(file_, line_, "unterminated string");
  }

  std::string_view t_;
  const std::string& file_;
  int64_t line_;
  size_t p_ = 0;
};

// Decodes a Python string literal token (prefixes, quotes, simple escapes).
std::string decode_string(std::string_view tok) {
  size_t i = 0;
  bool raw = false;
  while (i < tok.size() && tok[i] != '\'' && tok[i] != '"') {
    if (tok[i] == 'r' || tok[i] == 'R') raw = true;
    ++i;
  }
  std::string_view body = tok.substr(i);
  size_t q = (body.size() >= 6 && body[0] == body[1] && body[1] == body[2]) ? 3 : 1;
  if (body.size() < 2 * q) return {};
  body = body.substr(q, body.size() - 2 * q);
  if (raw) return std::string(body);
  std::string out;
  out.reserve(body.size());
  for (size_t k = 0; k < body.size(); ++k) {
    char c = body[k];
    if (c != '\\' || k + 1 >= body.size()) {
      out += c;
      continue;
    }
    char e = body[++k];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case '0': out += '\0'; break;
      case '\n': break;
      case '\\': case '\'': case '"': out += e; break;
      default: out += '\\'; out += e;
    }
  }
  return out;
}

class Parser {
 public:
  Parser(std::vector<Token> toks, std::string_view src, Arena& arena, const std::string& file, const Limits& limits)
      : toks_(std::move(toks)), src_(src), arena_(arena), file_(file), limits_(limits) {}

  const Token& peek(size_t k = 0) const { return toks_[std::min(i_ + k, toks_.size() - 1)]; }
  bool at_end() const { return peek().kind == Tok::kEnd; }
  bool is_op(std::string_view o, size_t k = 0) const { return peek(k).kind == Tok::kOp && peek(k).text == o; }
  bool is_name(std::string_view n, size_t k = 0) const { return peek(k).kind == Tok::kName && peek(k).text == n; }
  Token next() { return toks_[i_ < toks_.size() - 1 ? i_++ : i_]; }

  [[noreturn]] void fail(const std::string& what) const {
    std::string near = at_end() ? std::string("the end of the line") : "'" + printable(peek().text, 40) + "'";
    throw InputError(file_, peek().line, what + " near " + near);
  }
  void expect_op(std::string_view o) {
    if (!is_op(o)) fail("expected '" + std::string(o) + "'");
    next();
  }

  // Span from token a's start to the end of the previous token.
  std::string_view span(const Token& a) const {
    const Token& b = toks_[i_ > 0 ? i_ - 1 : 0];
    const char* s = a.text.data();
    const char* e = b.text.data() + b.text.size();
    if (e < s) return a.text;
    return std::string_view(s, static_cast<size_t>(e - s));
  }

  struct DepthGuard {
    Parser& p;
    explicit DepthGuard(Parser& parser) : p(parser) {
      if (++p.depth_ > p.limits_.max_nesting * 4) p.fail("expression nested deeper than the limit max_nesting");
    }
    ~DepthGuard() { --p.depth_; }
  };

  static bool is_keyword(std::string_view s) {
    static const char* kw[] = {"if", "else", "for", "in", "not", "and", "or", "is", "lambda", "from", "as", "yield"};
    for (const char* k : kw)
      if (s == k) return true;
    return false;
  }

  // testlist: test (',' test)* [','] -> a tuple when there is a comma
  const Node* testlist() {
    Token first = peek();
    const Node* e = test();
    if (!is_op(",")) return e;
    Node* t = arena_.make(Node::Kind::kTuple, {});
    t->children.push_back(e);
    while (is_op(",")) {
      next();
      if (at_end() || is_op("=") || is_op(")") || is_op(":")) break;
      t->children.push_back(test());
    }
    t->text = span(first);
    return t;
  }

  const Node* test() {
    DepthGuard g(*this);
    if (is_name("lambda")) return lambda();
    Token first = peek();
    const Node* body = or_test();
    if (is_name("if")) {
      next();
      const Node* cond = or_test();
      if (!is_name("else")) fail("expected 'else'");
      next();
      const Node* orelse = test();
      Node* n = arena_.make(Node::Kind::kIfExp, {});
      n->children = {body, cond, orelse};
      n->text = span(first);
      return n;
    }
    return body;
  }

  const Node* lambda() {
    Token first = next();
    while (!at_end() && !is_op(":")) next();
    expect_op(":");
    test();
    return arena_.make(Node::Kind::kLambda, span(first));
  }

  const Node* or_test() { return bool_chain("or", [this] { return and_test(); }); }
  const Node* and_test() { return bool_chain("and", [this] { return not_test(); }); }

  template <typename F>
  const Node* bool_chain(std::string_view op, F&& sub) {
    Token first = peek();
    const Node* l = sub();
    if (!is_name(op)) return l;
    Node* n = arena_.make(Node::Kind::kBoolOp, {});
    n->op = std::string(op);
    n->children.push_back(l);
    while (is_name(op)) {
      next();
      n->children.push_back(sub());
    }
    n->text = span(first);
    return n;
  }

  const Node* not_test() {
    DepthGuard g(*this);
    if (is_name("not")) {
      Token first = next();
      const Node* x = not_test();
      Node* n = arena_.make(Node::Kind::kUnaryOp, {});
      n->op = "not";
      n->children.push_back(x);
      n->text = span(first);
      return n;
    }
    return comparison();
  }

  const Node* comparison() {
    Token first = peek();
    const Node* l = binary(0);
    Node* n = nullptr;
    while (true) {
      std::string op;
      if (peek().kind == Tok::kOp &&
          (peek().text == "<" || peek().text == ">" || peek().text == "==" || peek().text == "!=" ||
           peek().text == "<=" || peek().text == ">=")) {
        op = std::string(next().text);
      } else if (is_name("in")) {
        next();
        op = "in";
      } else if (is_name("not") && is_name("in", 1)) {
        next();
        next();
        op = "not in";
      } else if (is_name("is")) {
        next();
        op = "is";
        if (is_name("not")) {
          next();
          op = "is not";
        }
      } else {
        break;
      }
      if (!n) {
        n = arena_.make(Node::Kind::kCompare, {});
        n->children.push_back(l);
      }
      n->op += (n->op.empty() ? "" : " ") + op;
      n->children.push_back(binary(0));
    }
    if (!n) return l;
    n->text = span(first);
    return n;
  }

  // Binary operators by precedence level, lowest first.
  const Node* binary(int level) {
    static const std::vector<std::vector<std::string_view>> levels = {
        {"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "//", "%", "@"}};
    if (level == static_cast<int>(levels.size())) return factor();
    DepthGuard g(*this);
    Token first = peek();
    const Node* l = binary(level + 1);
    while (peek().kind == Tok::kOp) {
      bool hit = false;
      for (auto o : levels[static_cast<size_t>(level)])
        if (peek().text == o) hit = true;
      if (!hit) break;
      std::string op(next().text);
      const Node* r = binary(level + 1);
      Node* n = arena_.make(Node::Kind::kBinOp, {});
      n->op = op;
      n->children = {l, r};
      n->text = span(first);
      l = n;
    }
    return l;
  }

  const Node* factor() {
    DepthGuard g(*this);
    if (is_op("-") || is_op("+") || is_op("~")) {
      Token first = next();
      const Node* x = factor();
      Node* n = arena_.make(Node::Kind::kUnaryOp, {});
      n->op = std::string(first.text);
      n->children.push_back(x);
      n->text = span(first);
      return n;
    }
    return power();
  }

  const Node* power() {
    Token first = peek();
    if (is_name("await")) next();
    const Node* base = primary();
    if (is_op("**")) {
      next();
      const Node* e = factor();
      Node* n = arena_.make(Node::Kind::kBinOp, {});
      n->op = "**";
      n->children = {base, e};
      n->text = span(first);
      return n;
    }
    return base;
  }

  const Node* primary() {
    Token first = peek();
    const Node* a = atom();
    while (true) {
      if (is_op(".")) {
        next();
        if (peek().kind != Tok::kName) fail("expected a name after '.'");
        Token name = next();
        Node* n = arena_.make(Node::Kind::kAttribute, span(first));
        n->children.push_back(a);
        n->str_value = std::string(name.text);
        a = n;
      } else if (is_op("(")) {
        DepthGuard g(*this);
        next();
        Node* n = arena_.make(Node::Kind::kCall, {});
        n->children.push_back(a);
        arguments(*n);
        expect_op(")");
        n->text = span(first);
        a = n;
      } else if (is_op("[")) {
        DepthGuard g(*this);
        next();
        Node* n = arena_.make(Node::Kind::kSubscript, {});
        n->children.push_back(a);
        n->children.push_back(subscript());
        expect_op("]");
        n->text = span(first);
        a = n;
      } else {
        return a;
      }
    }
  }

  void arguments(Node& call) {
    while (!is_op(")")) {
      if (at_end()) fail("expected ')'");
      if (peek().kind == Tok::kName && is_op("=", 1)) {
        Token name = next();
        next();
        call.keywords.emplace_back(name.text, test());
      } else if (is_op("*") || is_op("**")) {
        Token star = next();
        Node* n = arena_.make(Node::Kind::kStarred, {});
        n->op = std::string(star.text);
        n->children.push_back(test());
        n->text = span(star);
        call.children.push_back(n);
      } else {
        const Node* v = test();
        if (is_name("for")) {  // generator argument
          skip_to_close(")");
          call.children.push_back(arena_.make(Node::Kind::kLambda, v->text));
          return;
        }
        call.children.push_back(v);
      }
      if (is_op(",")) next();
      else if (!is_op(")")) fail("expected ',' or ')'");
    }
  }

  const Node* subscript() {
    Token first = peek();
    std::vector<const Node*> items;
    bool slice = false, comma = false;
    while (!is_op("]")) {
      if (at_end()) fail("expected ']'");
      if (is_op(":")) {
        slice = true;
        next();
        continue;
      }
      if (is_op(",")) {
        comma = true;
        next();
        continue;
      }
      items.push_back(test());
    }
    if (slice || comma || items.size() != 1) {
      Node* n = arena_.make(Node::Kind::kTuple, span(first));
      n->children = items;
      n->op = slice ? "slice" : "";
      return n;
    }
    return items[0];
  }

  void skip_to_close(std::string_view close) {
    int depth = 0;
    while (!at_end()) {
      if (depth == 0 && is_op(close)) return;
      if (is_op("(") || is_op("[") || is_op("{")) ++depth;
      if (is_op(")") || is_op("]") || is_op("}")) --depth;
      next();
    }
  }

  const Node* atom() {
    DepthGuard g(*this);
    Token t = peek();
    switch (t.kind) {
      case Tok::kName: {
        if (is_keyword(t.text)) fail("unexpected keyword");
        next();
        if (t.text == "None") return arena_.make(Node::Kind::kNone, t.text);
        if (t.text == "True") return arena_.make(Node::Kind::kTrue, t.text);
        if (t.text == "False") return arena_.make(Node::Kind::kFalse, t.text);
        return arena_.make(Node::Kind::kName, t.text);
      }
      case Tok::kNumber: {
        next();
        return number(t.text);
      }
      case Tok::kString: {
        std::string value;
        while (peek().kind == Tok::kString) value += decode_string(next().text);
        Node* n = arena_.make(Node::Kind::kString, span(t));
        n->str_value = std::move(value);
        return n;
      }
      case Tok::kOp:
        break;
      case Tok::kEnd:
        fail("expected an expression");
    }
    if (t.text == "...") {
      next();
      return arena_.make(Node::Kind::kName, t.text);
    }
    if (t.text == "(" || t.text == "[") {
      next();
      std::string_view close = t.text == "(" ? ")" : "]";
      Node* n = arena_.make(t.text == "(" ? Node::Kind::kTuple : Node::Kind::kList, {});
      bool comma = false;
      while (!is_op(close)) {
        if (at_end()) fail("expected '" + std::string(close) + "'");
        n->children.push_back(is_op("*") ? starred() : test());
        if (is_name("for")) {  // comprehension: opaque
          skip_to_close(close);
          n->children.clear();
          break;
        }
        if (is_op(",")) {
          comma = true;
          next();
        } else if (!is_op(close)) {
          fail("expected ',' or '" + std::string(close) + "'");
        }
      }
      expect_op(close);
      n->text = span(t);
      if (t.text == "(" && !comma && n->children.size() == 1) {
        Node* inner = const_cast<Node*>(n->children[0]);
        inner->parenthesized = true;
        return inner;
      }
      return n;
    }
    if (t.text == "{") {
      next();
      Node* n = arena_.make(Node::Kind::kDict, {});
      while (!is_op("}")) {
        if (at_end()) fail("expected '}'");
        if (is_op("**")) {
          next();
          n->children.push_back(test());
          n->children.push_back(nullptr);
        } else {
          n->children.push_back(test());
          if (is_op(":")) {
            next();
            n->children.push_back(test());
          } else {
            n->children.push_back(nullptr);
          }
        }
        if (is_name("for")) {
          skip_to_close("}");
          n->children.clear();
          break;
        }
        if (is_op(",")) next();
        else if (!is_op("}")) fail("expected ',' or '}'");
      }
      expect_op("}");
      n->text = span(t);
      return n;
    }
    fail("expected an expression");
  }

  const Node* starred() {
    Token star = next();
    Node* n = arena_.make(Node::Kind::kStarred, {});
    n->op = "*";
    n->children.push_back(test());
    n->text = span(star);
    return n;
  }

  const Node* number(std::string_view text) {
    std::string clean;
    for (char c : text)
      if (c != '_') clean += c;
    bool is_float = clean.find_first_of(".eEjJ") != std::string::npos &&
                    !(clean.size() > 1 && clean[0] == '0' && std::strchr("xXbBoO", clean[1]));
    if (is_float) {
      Node* n = arena_.make(Node::Kind::kFloat, text);
      auto v = parse_double(clean);
      if (!v) fail("bad number");
      n->float_value = *v;
      return n;
    }
    int base = 10;
    std::string_view digits = clean;
    if (clean.size() > 1 && clean[0] == '0' && std::strchr("xXbBoO", clean[1])) {
      base = (clean[1] == 'x' || clean[1] == 'X') ? 16 : (clean[1] == 'b' || clean[1] == 'B') ? 2 : 8;
      digits = std::string_view(clean).substr(2);
    }
    int64_t v = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (ec == std::errc::result_out_of_range) return arena_.make(Node::Kind::kBigInt, text);
    if (ec != std::errc() || p != digits.data() + digits.size()) fail("bad number");
    Node* n = arena_.make(Node::Kind::kInt, text);
    n->int_value = v;
    return n;
  }

  Statement statement() {
    Statement st;
    if (peek().kind == Tok::kName) {
      std::string_view k = peek().text;
      if (k == "def" || (k == "async" && is_name("def", 1))) {
        if (k == "async") next();
        next();
        st.kind = Statement::Kind::kDef;
        if (peek().kind != Tok::kName) fail("expected a function name");
        st.name = next().text;
        expect_op("(");
        int depth = 0;
        bool want_name = true;
        while (!at_end() && !(depth == 0 && is_op(")"))) {
          if (is_op("(") || is_op("[") || is_op("{")) ++depth;
          else if (is_op(")") || is_op("]") || is_op("}")) --depth;
          else if (depth == 0 && is_op(",")) want_name = true;
          else if (depth == 0 && want_name && peek().kind == Tok::kName) {
            st.params.push_back(peek().text);
            want_name = false;
          } else if (depth == 0 && (is_op("*") || is_op("**"))) {
            // *args / **kwargs: the following name is still a parameter
          }
          next();
        }
        return st;
      }
      if (k == "class") {
        next();
        st.kind = Statement::Kind::kClass;
        if (peek().kind != Tok::kName) fail("expected a class name");
        st.name = next().text;
        return st;
      }
      if (k == "del") {
        next();
        st.kind = Statement::Kind::kDel;
        while (!at_stmt_end()) {
          if (peek().kind == Tok::kName) st.deleted.push_back(peek().text);
          next();
        }
        return st;
      }
      if (k == "return") {
        next();
        st.kind = Statement::Kind::kReturn;
        if (!at_stmt_end()) st.value = testlist();
        return finish(st);
      }
      if (k == "with") {
        next();
        st.kind = Statement::Kind::kWith;
        st.value = test();
        return st;
      }
      if (k == "if" || k == "elif") {
        st.kind = Statement::Kind::kIf;
        return st;
      }
      static const char* other[] = {"else", "for", "while", "try", "except", "finally", "import", "from", "global",
                                    "nonlocal", "pass", "raise", "assert", "async", "break", "continue", "yield"};
      for (const char* o : other)
        if (k == o) return st;
    }
    if (is_op("@")) return st;  // decorator
    const Node* e = is_op("*") ? starred() : testlist();
    std::vector<const Node*> chain{e};
    while (is_op("=")) {
      next();
      chain.push_back(testlist());
    }
    if (chain.size() > 1) {
      st.kind = Statement::Kind::kAssign;
      st.value = chain.back();
      chain.pop_back();
      st.targets = chain;
      return finish(st);
    }
    if (!at_stmt_end()) {
      // augmented assignment, annotation, walrus...: outside the subset, not an error
      return Statement{};
    }
    st.kind = Statement::Kind::kExpr;
    st.value = e;
    return st;
  }

  bool at_stmt_end() const { return at_end() || is_op(";"); }

  Statement finish(Statement st) {
    if (!at_stmt_end()) fail("unexpected text after the statement");
    return st;
  }

  std::vector<Statement> statements() {
    std::vector<Statement> out;
    while (!at_end()) {
      out.push_back(statement());
      if (!at_stmt_end()) {  // a form outside the subset left tokens behind: skip to the next ';'
        while (!at_stmt_end()) next();
      }
      if (is_op(";")) next();
    }
    return out;
  }

  const Node* whole_expression() {
    const Node* e = testlist();
    if (!at_end()) fail("unexpected text after the expression");
    return e;
  }

 private:
  std::vector<Token> toks_;
  std::string_view src_;
  Arena& arena_;
  const std::string& file_;
  const Limits& limits_;
  size_t i_ = 0;
  uint64_t depth_ = 0;
};

}  // namespace

std::vector<Statement> parse_statements(const LogicalLine& line, Arena& arena, const std::string& file,
                                        const Limits& limits) {
  if (line.comment) return {};
  Parser p(Lexer(line.text, file, line.line).run(), line.text, arena, file, limits);
  return p.statements();
}

const Node* parse_expression(std::string_view text, Arena& arena, const std::string& file, int64_t line,
                             const Limits& limits) {
  Parser p(Lexer(text, file, line).run(), text, arena, file, limits);
  return p.whole_expression();
}

std::string dotted_name(const Node* n) {
  if (!n) return {};
  if (n->kind == Node::Kind::kName) return std::string(n->text);
  if (n->kind == Node::Kind::kAttribute) {
    std::string base = dotted_name(n->children[0]);
    if (base.empty()) return {};
    return base + "." + n->str_value;
  }
  return {};
}

}  // namespace stridecheck::py
