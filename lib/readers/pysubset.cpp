#include "readers/pysubset.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <functional>

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
    out.reserve(t_.size() / 12 + 16);
    run([&](const LogicalLine& l) { out.push_back(l); });
    return out;
  }

  void run(const std::function<void(const LogicalLine&)>& out) {
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
        out({text, line_, line_, indent, true});
        if (eol < n) newline_at(eol);
        p_ = eol + 1;
        continue;
      }
      out(statement(indent));
    }
    if (p_ > n) p_ = n;
    check_length(n);
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
    auto& stack = stack_;
    stack.clear();
    static const auto special = [] {
      std::array<bool, 256> t{};
      for (unsigned char c : std::string_view("\n\\#()[]{}'\"")) t[c] = true;
      return t;
    }();
    while (true) {
      while (p_ < n && !special[static_cast<unsigned char>(t_[p_])]) ++p_;
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
        case '#': p_ = find_eol(p_); break;
        case '(':
        case '[':
        case '{':
          stack.push_back({c, line_});
          if (stack.size() > limits_.max_nesting)
            throw InputError(
                file_, line_,
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
        case '"': string_literal(); break;
        default: ++p_;
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
    const char delim[3] = {q, q, q};
    size_t from = p_;
    while (true) {
      const void* hit = from < n ? ::memmem(t_.data() + from, n - from, delim, 3) : nullptr;
      if (!hit) {
        count_newlines(p_, n);
        check_length(n);
        throw InputError(file_, start_line, "unterminated triple-quoted string (the file ends first: truncated?)");
      }
      size_t r = static_cast<size_t>(static_cast<const char*>(hit) - t_.data());
      size_t bs = 0;
      while (r - bs > content && t_[r - bs - 1] == '\\') ++bs;
      if (bs % 2 == 1) {  // an escaped quote: the string goes on
        from = r + 1;
        continue;
      }
      count_newlines(p_, r);
      p_ = r + 3;
      return;
    }
  }

  // Accounts for the newlines in [a, b) of a string literal, checking physical line lengths. Lines that
  // lie wholly inside a span shorter than the limit cannot exceed it, so those are only counted.
  void count_newlines(size_t a, size_t b) {
    const void* first = std::memchr(t_.data() + a, '\n', b - a);
    if (!first) return;
    size_t f = static_cast<size_t>(static_cast<const char*>(first) - t_.data());
    if (b - a > limits_.max_line_bytes) {
      for (size_t s = a;;) {
        const void* nl = std::memchr(t_.data() + s, '\n', b - s);
        if (!nl) return;
        size_t pos = static_cast<size_t>(static_cast<const char*>(nl) - t_.data());
        newline_at(pos);
        s = pos + 1;
      }
    }
    newline_at(f);
    const char* begin = t_.data() + f + 1;
    const char* end = t_.data() + b;
    line_ += std::count(begin, end, '\n');
    const void* last = ::memrchr(begin, '\n', static_cast<size_t>(end - begin));
    if (last) phys_start_ = static_cast<size_t>(static_cast<const char*>(last) - t_.data()) + 1;
  }

  struct Open {
    char c;
    int64_t line;
  };
  std::string_view t_;
  const std::string& file_;
  int64_t line_;
  const Limits& limits_;
  size_t p_ = 0;
  size_t phys_start_ = 0;
  std::vector<Open> stack_;  ///< open brackets of the statement being read (kept to reuse its storage)
};

}  // namespace

std::vector<LogicalLine> split_logical_lines(std::string_view text, const std::string& file, int64_t first_line,
                                             const Limits& limits) {
  return Splitter(text, file, first_line, limits).run();
}

void for_each_logical_line(std::string_view text, const std::string& file, int64_t first_line, const Limits& limits,
                           const std::function<void(const LogicalLine&)>& f) {
  Splitter(text, file, first_line, limits).run(f);
}

std::string_view strip_comment(std::string_view s) {
  char q = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (q) {
      if (c == '\\')
        ++i;
      else if (c == q)
        q = 0;
    } else if (c == '\'' || c == '"') {
      q = c;
    } else if (c == '#') {
      return trim(s.substr(0, i));
    }
  }
  return s;
}

Node* Arena::make(Node::Kind k, std::string_view text) {
  constexpr size_t kChunk = 256;
  if (chunks_.empty() || used_ == kChunk) {
    chunks_.push_back(std::make_unique<Node[]>(kChunk));
    used_ = 0;
  }
  Node* n = &chunks_.back()[used_++];
  n->kind = k;
  n->text = text;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Tokens and the expression parser

namespace {

enum class Tok : uint8_t { kName, kNumber, kString, kOp, kEnd };

// Operators and the keywords the parser looks at, as small codes so that it compares integers.
// One row per group of codes:
// clang-format off
enum Op : uint8_t {
  kNoOp,
  kLParen, kRParen, kLBracket, kRBracket, kLBrace, kRBrace, kComma, kColon, kDot, kSemi, kAt, kAssign,
  kPlus, kMinus, kStar, kSlash, kPercent, kAmp, kPipe, kCaret, kTilde, kLt, kGt, kBang,
  kPow, kFloorDiv, kEq, kNe, kLe, kGe, kArrow, kAugAssign, kWalrus, kShl, kShr, kEllipsis,
};
enum Kw : uint8_t {
  kNotKw, kNone_, kTrue_, kFalse_, kIf, kElse, kElif, kFor, kIn, kNot, kAnd, kOr, kIs, kLambda, kAwait,
  kDef, kAsync, kClass, kDel, kReturn, kWith, kFrom, kAs, kYield, kOtherStmt,
};
// clang-format on

struct Token {
  Tok kind = Tok::kEnd;
  uint8_t code = 0;  ///< Op for kOp, Kw for kName
  std::string_view text;
  int64_t line = 0;
};

bool ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}
bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }
bool digit(char c) { return c >= '0' && c <= '9'; }

uint8_t keyword(std::string_view s) {
  if (s.size() < 2 || s.size() > 8) return kNotKw;
  switch (s[0]) {
    case 'N': return s == "None" ? kNone_ : kNotKw;
    case 'T': return s == "True" ? kTrue_ : kNotKw;
    case 'F': return s == "False" ? kFalse_ : kNotKw;
    case 'i':
      if (s == "if") return kIf;
      if (s == "in") return kIn;
      if (s == "is") return kIs;
      if (s == "import") return kOtherStmt;
      return kNotKw;
    case 'e':
      if (s == "else") return kElse;
      if (s == "elif") return kElif;
      if (s == "except") return kOtherStmt;
      return kNotKw;
    case 'f':
      if (s == "for") return kFor;
      if (s == "from") return kFrom;
      if (s == "finally") return kOtherStmt;
      return kNotKw;
    case 'n':
      if (s == "not") return kNot;
      if (s == "nonlocal") return kOtherStmt;
      return kNotKw;
    case 'a':
      if (s == "and") return kAnd;
      if (s == "as") return kAs;
      if (s == "await") return kAwait;
      if (s == "async") return kAsync;
      if (s == "assert") return kOtherStmt;
      return kNotKw;
    case 'o': return s == "or" ? kOr : kNotKw;
    case 'l': return s == "lambda" ? kLambda : kNotKw;
    case 'd':
      if (s == "def") return kDef;
      if (s == "del") return kDel;
      return kNotKw;
    case 'c':
      if (s == "class") return kClass;
      if (s == "continue") return kOtherStmt;
      return kNotKw;
    case 'r':
      if (s == "return") return kReturn;
      if (s == "raise") return kOtherStmt;
      return kNotKw;
    case 'w':
      if (s == "with") return kWith;
      if (s == "while") return kOtherStmt;
      return kNotKw;
    case 'y': return s == "yield" ? kYield : kNotKw;
    case 'g': return s == "global" ? kOtherStmt : kNotKw;
    case 'p': return s == "pass" ? kOtherStmt : kNotKw;
    case 't': return s == "try" ? kOtherStmt : kNotKw;
    case 'b': return s == "break" ? kOtherStmt : kNotKw;
    default: return kNotKw;
  }
}

class Lexer {
 public:
  Lexer(std::string_view t, const std::string& file, int64_t line) : t_(t), file_(file), line_(line) {}

  // Tokens into `out` (cleared first; its capacity is reused from statement to statement).
  void run(std::vector<Token>& out) {
    out.clear();
    const size_t n = t_.size();
    while (true) {
      skip_space();
      if (p_ >= n) break;
      const char c = t_[p_];
      const size_t s = p_;
      if (ident_start(c)) {
        ++p_;
        while (p_ < n && ident_char(t_[p_])) ++p_;
        if (p_ < n && (t_[p_] == '\'' || t_[p_] == '"') && is_prefix(t_.substr(s, p_ - s))) {
          skip_string();
          out.push_back({Tok::kString, 0, t_.substr(s, p_ - s), line_});
          continue;
        }
        std::string_view w = t_.substr(s, p_ - s);
        out.push_back({Tok::kName, keyword(w), w, line_});
        continue;
      }
      if (digit(c) || (c == '.' && p_ + 1 < n && digit(t_[p_ + 1]))) {
        number();
        out.push_back({Tok::kNumber, 0, t_.substr(s, p_ - s), line_});
        continue;
      }
      if (c == '\'' || c == '"') {
        skip_string();
        out.push_back({Tok::kString, 0, t_.substr(s, p_ - s), line_});
        continue;
      }
      const char d = p_ + 1 < n ? t_[p_ + 1] : '\0';
      const char e = p_ + 2 < n ? t_[p_ + 2] : '\0';
      uint8_t op = kNoOp;
      size_t len = 1;
      // One line per operator, as the table it is:
      // clang-format off
      switch (c) {
        case '(': op = kLParen; break;
        case ')': op = kRParen; break;
        case '[': op = kLBracket; break;
        case ']': op = kRBracket; break;
        case '{': op = kLBrace; break;
        case '}': op = kRBrace; break;
        case ',': op = kComma; break;
        case ';': op = kSemi; break;
        case '~': op = kTilde; break;
        case ':': if (d == '=') { op = kWalrus; len = 2; } else op = kColon; break;
        case '.': if (d == '.' && e == '.') { op = kEllipsis; len = 3; } else op = kDot; break;
        case '@': if (d == '=') { op = kAugAssign; len = 2; } else op = kAt; break;
        case '=': if (d == '=') { op = kEq; len = 2; } else op = kAssign; break;
        case '!': if (d == '=') { op = kNe; len = 2; } else op = kBang; break;
        case '+': if (d == '=') { op = kAugAssign; len = 2; } else op = kPlus; break;
        case '-':
          if (d == '=') { op = kAugAssign; len = 2; }
          else if (d == '>') { op = kArrow; len = 2; }
          else op = kMinus;
          break;
        case '%': if (d == '=') { op = kAugAssign; len = 2; } else op = kPercent; break;
        case '&': if (d == '=') { op = kAugAssign; len = 2; } else op = kAmp; break;
        case '|': if (d == '=') { op = kAugAssign; len = 2; } else op = kPipe; break;
        case '^': if (d == '=') { op = kAugAssign; len = 2; } else op = kCaret; break;
        case '*':
          if (d == '*') { op = kPow; len = 2; if (e == '=') { op = kAugAssign; len = 3; } }
          else if (d == '=') { op = kAugAssign; len = 2; }
          else op = kStar;
          break;
        case '/':
          if (d == '/') { op = kFloorDiv; len = 2; if (e == '=') { op = kAugAssign; len = 3; } }
          else if (d == '=') { op = kAugAssign; len = 2; }
          else op = kSlash;
          break;
        case '<':
          if (d == '<') { op = kShl; len = 2; if (e == '=') { op = kAugAssign; len = 3; } }
          else if (d == '=') { op = kLe; len = 2; }
          else op = kLt;
          break;
        case '>':
          if (d == '>') { op = kShr; len = 2; if (e == '=') { op = kAugAssign; len = 3; } }
          else if (d == '=') { op = kGe; len = 2; }
          else op = kGt;
          break;
        default:
          throw InputError(file_, line_, "unexpected character '" + printable(t_.substr(p_, 1)) + "'");
      }
      // clang-format on
      p_ += len;
      out.push_back({Tok::kOp, op, t_.substr(s, len), line_});
    }
    out.push_back({Tok::kEnd, 0, t_.substr(n), line_});
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
    if (t_[p_] == '0' && p_ + 1 < n && std::strchr("xXoObB", t_[p_ + 1]) && t_[p_ + 1] != '\0') {
      p_ += 2;
      while (p_ < n && ident_char(t_[p_])) ++p_;
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
  if (raw || body.find('\\') == std::string_view::npos) return std::string(body);
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
      case '\\':
      case '\'':
      case '"': out += e; break;
      default: out += '\\'; out += e;
    }
  }
  return out;
}

// Binary operator precedence (higher binds tighter); 0 for tokens that are not binary operators.
int binary_precedence(uint8_t op) {
  switch (op) {
    case kPipe: return 1;
    case kCaret: return 2;
    case kAmp: return 3;
    case kShl:
    case kShr: return 4;
    case kPlus:
    case kMinus: return 5;
    case kStar:
    case kSlash:
    case kFloorDiv:
    case kPercent:
    case kAt: return 6;
    default: return 0;
  }
}

class Parser {
 public:
  Parser(const std::vector<Token>& toks, Arena& arena, const std::string& file, const Limits& limits)
      : toks_(toks), arena_(arena), file_(file), limits_(limits) {}

  const Token& peek(size_t k = 0) const { return toks_[std::min(i_ + k, toks_.size() - 1)]; }
  bool at_end() const { return toks_[i_].kind == Tok::kEnd; }
  bool is_op(uint8_t o, size_t k = 0) const {
    const Token& t = peek(k);
    return t.kind == Tok::kOp && t.code == o;
  }
  bool is_kw(uint8_t kw, size_t k = 0) const {
    const Token& t = peek(k);
    return t.kind == Tok::kName && t.code == kw;
  }
  const Token& next() {
    const Token& t = toks_[i_];
    if (i_ < toks_.size() - 1) ++i_;
    return t;
  }

  [[noreturn]] void fail(const std::string& what) const {
    std::string near = at_end() ? std::string("the end of the line") : "'" + printable(peek().text, 40) + "'";
    throw InputError(file_, peek().line, what + " near " + near);
  }
  void expect_op(uint8_t o, const char* text) {
    if (!is_op(o)) fail(std::string("expected '") + text + "'");
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

  static bool closes(const Token& t) {
    return t.kind == Tok::kEnd ||
           (t.kind == Tok::kOp && (t.code == kComma || t.code == kRParen || t.code == kRBracket || t.code == kRBrace ||
                                   t.code == kColon || t.code == kAssign || t.code == kSemi));
  }

  // testlist: test (',' test)* [','] -> a tuple when there is a comma
  const Node* testlist() {
    Token first = peek();
    const Node* e = test();
    if (!is_op(kComma)) return e;
    Node* t = arena_.make(Node::Kind::kTuple, {});
    t->children.push_back(e);
    while (is_op(kComma)) {
      next();
      if (at_end() || is_op(kAssign) || is_op(kRParen) || is_op(kColon) || is_op(kSemi)) break;
      t->children.push_back(test());
    }
    t->text = span(first);
    return t;
  }

  const Node* test() {
    // Fast path: a lone atom followed by a separator (most tuple items and arguments).
    const Token& t = peek();
    if ((t.kind == Tok::kNumber || (t.kind == Tok::kName && t.code == kNotKw) || t.kind == Tok::kName) &&
        closes(peek(1))) {
      if (t.kind == Tok::kNumber) return number(next().text);
      if (t.code == kNotKw || t.code == kNone_ || t.code == kTrue_ || t.code == kFalse_) return atom();
    }
    DepthGuard g(*this);
    if (is_kw(kLambda)) return lambda();
    Token first = peek();
    const Node* body = or_test();
    if (is_kw(kIf)) {
      next();
      const Node* cond = or_test();
      if (!is_kw(kElse)) fail("expected 'else'");
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
    while (!at_end() && !is_op(kColon)) next();
    expect_op(kColon, ":");
    test();
    return arena_.make(Node::Kind::kLambda, span(first));
  }

  const Node* or_test() { return bool_chain(kOr, "or", &Parser::and_test); }
  const Node* and_test() { return bool_chain(kAnd, "and", &Parser::not_test); }

  const Node* bool_chain(uint8_t kw, const char* name, const Node* (Parser::*sub)()) {
    Token first = peek();
    const Node* l = (this->*sub)();
    if (!is_kw(kw)) return l;
    Node* n = arena_.make(Node::Kind::kBoolOp, {});
    n->op = name;
    n->children.push_back(l);
    while (is_kw(kw)) {
      next();
      n->children.push_back((this->*sub)());
    }
    n->text = span(first);
    return n;
  }

  const Node* not_test() {
    if (is_kw(kNot)) {
      DepthGuard g(*this);
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
    const Node* l = binary(1);
    Node* n = nullptr;
    while (true) {
      std::string op;
      const Token& t = peek();
      if (t.kind == Tok::kOp &&
          (t.code == kLt || t.code == kGt || t.code == kEq || t.code == kNe || t.code == kLe || t.code == kGe)) {
        op = std::string(next().text);
      } else if (is_kw(kIn)) {
        next();
        op = "in";
      } else if (is_kw(kNot) && is_kw(kIn, 1)) {
        next();
        next();
        op = "not in";
      } else if (is_kw(kIs)) {
        next();
        op = "is";
        if (is_kw(kNot)) {
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
      n->children.push_back(binary(1));
    }
    if (!n) return l;
    n->text = span(first);
    return n;
  }

  // Precedence climbing over the binary operators of binary_precedence.
  const Node* binary(int min_prec) {
    DepthGuard g(*this);
    Token first = peek();
    const Node* l = factor();
    while (true) {
      const Token& t = peek();
      int prec = t.kind == Tok::kOp ? binary_precedence(t.code) : 0;
      if (prec == 0 || prec < min_prec) break;
      std::string op(next().text);
      const Node* r = binary(prec + 1);
      Node* n = arena_.make(Node::Kind::kBinOp, {});
      n->op = std::move(op);
      n->children = {l, r};
      n->text = span(first);
      l = n;
    }
    return l;
  }

  const Node* factor() {
    if (is_op(kMinus) || is_op(kPlus) || is_op(kTilde)) {
      DepthGuard g(*this);
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
    if (is_kw(kAwait)) next();
    const Node* base = primary();
    if (is_op(kPow)) {
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
      if (is_op(kDot)) {
        next();
        if (peek().kind != Tok::kName) fail("expected a name after '.'");
        const Token& name = next();
        Node* n = arena_.make(Node::Kind::kAttribute, span(first));
        n->children.push_back(a);
        n->str_value = std::string(name.text);
        a = n;
      } else if (is_op(kLParen)) {
        DepthGuard g(*this);
        next();
        Node* n = arena_.make(Node::Kind::kCall, {});
        n->children.push_back(a);
        arguments(*n);
        expect_op(kRParen, ")");
        n->text = span(first);
        a = n;
      } else if (is_op(kLBracket)) {
        DepthGuard g(*this);
        next();
        Node* n = arena_.make(Node::Kind::kSubscript, {});
        n->children.push_back(a);
        n->children.push_back(subscript());
        expect_op(kRBracket, "]");
        n->text = span(first);
        a = n;
      } else {
        return a;
      }
    }
  }

  void arguments(Node& call) {
    while (!is_op(kRParen)) {
      if (at_end()) fail("expected ')'");
      if (peek().kind == Tok::kName && is_op(kAssign, 1)) {
        std::string_view name = next().text;
        next();
        call.keywords.emplace_back(name, test());
      } else if (is_op(kStar) || is_op(kPow)) {
        Token star = next();
        Node* n = arena_.make(Node::Kind::kStarred, {});
        n->op = std::string(star.text);
        n->children.push_back(test());
        n->text = span(star);
        call.children.push_back(n);
      } else {
        const Node* v = test();
        if (is_kw(kFor)) {  // generator argument
          skip_to_close(kRParen);
          call.children.push_back(arena_.make(Node::Kind::kLambda, v->text));
          return;
        }
        call.children.push_back(v);
      }
      if (is_op(kComma))
        next();
      else if (!is_op(kRParen))
        fail("expected ',' or ')'");
    }
  }

  const Node* subscript() {
    Token first = peek();
    std::vector<const Node*> items;
    bool slice = false, comma = false;
    while (!is_op(kRBracket)) {
      if (at_end()) fail("expected ']'");
      if (is_op(kColon)) {
        slice = true;
        next();
        continue;
      }
      if (is_op(kComma)) {
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

  void skip_to_close(uint8_t close) {
    int depth = 0;
    while (!at_end()) {
      if (depth == 0 && is_op(close)) return;
      if (is_op(kLParen) || is_op(kLBracket) || is_op(kLBrace)) ++depth;
      if (is_op(kRParen) || is_op(kRBracket) || is_op(kRBrace)) --depth;
      next();
    }
  }

  const Node* atom() {
    const Token& t = peek();
    switch (t.kind) {
      case Tok::kName: {
        switch (t.code) {
          case kNotKw: next(); return arena_.make(Node::Kind::kName, t.text);
          case kNone_: next(); return arena_.make(Node::Kind::kNone, t.text);
          case kTrue_: next(); return arena_.make(Node::Kind::kTrue, t.text);
          case kFalse_: next(); return arena_.make(Node::Kind::kFalse, t.text);
          case kDef:
          case kAsync:
          case kClass:
          case kDel:
          case kReturn:
          case kWith:
          case kElif:
          case kOtherStmt:
            next();  // soft use of a statement word as a name (never in generated code)
            return arena_.make(Node::Kind::kName, t.text);
          default: fail("unexpected keyword");
        }
      }
      case Tok::kNumber: return number(next().text);
      case Tok::kString: {
        Token first = t;
        std::string value;
        while (peek().kind == Tok::kString) value += decode_string(next().text);
        Node* n = arena_.make(Node::Kind::kString, span(first));
        n->str_value = std::move(value);
        return n;
      }
      case Tok::kOp: break;
      case Tok::kEnd: fail("expected an expression");
    }
    DepthGuard g(*this);
    Token first = t;
    if (t.code == kEllipsis) {
      next();
      return arena_.make(Node::Kind::kName, first.text);
    }
    if (t.code == kLParen || t.code == kLBracket) {
      const bool paren = t.code == kLParen;
      next();
      const uint8_t close = paren ? kRParen : kRBracket;
      const char* close_text = paren ? ")" : "]";
      Node* n = arena_.make(paren ? Node::Kind::kTuple : Node::Kind::kList, {});
      bool comma = false;
      while (!is_op(close)) {
        if (at_end()) fail(std::string("expected '") + close_text + "'");
        n->children.push_back(is_op(kStar) ? starred() : test());
        if (is_kw(kFor)) {  // comprehension: opaque
          skip_to_close(close);
          n->children.clear();
          break;
        }
        if (is_op(kComma)) {
          comma = true;
          next();
        } else if (!is_op(close)) {
          fail(std::string("expected ',' or '") + close_text + "'");
        }
      }
      expect_op(close, close_text);
      n->text = span(first);
      if (paren && !comma && n->children.size() == 1) {
        Node* inner = const_cast<Node*>(n->children[0]);
        inner->parenthesized = true;
        return inner;
      }
      return n;
    }
    if (t.code == kLBrace) {
      next();
      Node* n = arena_.make(Node::Kind::kDict, {});
      while (!is_op(kRBrace)) {
        if (at_end()) fail("expected '}'");
        if (is_op(kPow)) {
          next();
          n->children.push_back(test());
          n->children.push_back(nullptr);
        } else {
          n->children.push_back(test());
          if (is_op(kColon)) {
            next();
            n->children.push_back(test());
          } else {
            n->children.push_back(nullptr);
          }
        }
        if (is_kw(kFor)) {
          skip_to_close(kRBrace);
          n->children.clear();
          break;
        }
        if (is_op(kComma))
          next();
        else if (!is_op(kRBrace))
          fail("expected ',' or '}'");
      }
      expect_op(kRBrace, "}");
      n->text = span(first);
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
    bool plain = true;
    for (char c : text)
      if (!digit(c)) plain = false;
    if (plain) {  // the common case: a decimal integer literal
      int64_t v = 0;
      auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec == std::errc::result_out_of_range) return arena_.make(Node::Kind::kBigInt, text);
      Node* n = arena_.make(Node::Kind::kInt, text);
      n->int_value = v;
      (void)p;
      return n;
    }
    std::string clean;
    for (char c : text)
      if (c != '_') clean += c;
    bool prefixed = clean.size() > 1 && clean[0] == '0' && std::strchr("xXbBoO", clean[1]) && clean[1] != '\0';
    bool is_float = !prefixed && clean.find_first_of(".eEjJ") != std::string::npos;
    if (is_float) {
      Node* n = arena_.make(Node::Kind::kFloat, text);
      auto v = parse_double(clean);
      if (!v) fail("bad number");
      n->float_value = *v;
      return n;
    }
    int base = 10;
    std::string_view digits = clean;
    if (prefixed) {
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

  bool at_stmt_end() const { return at_end() || is_op(kSemi); }

  Statement finish(Statement st) {
    if (!at_stmt_end()) fail("unexpected text after the statement");
    return st;
  }

  Statement statement() {
    Statement st;
    if (peek().kind == Tok::kName) {
      const uint8_t k = peek().code;
      if (k == kDef || (k == kAsync && is_kw(kDef, 1))) {
        if (k == kAsync) next();
        next();
        st.kind = Statement::Kind::kDef;
        if (peek().kind != Tok::kName) fail("expected a function name");
        st.name = next().text;
        expect_op(kLParen, "(");
        int depth = 0;
        bool want_name = true;
        while (!at_end() && !(depth == 0 && is_op(kRParen))) {
          if (is_op(kLParen) || is_op(kLBracket) || is_op(kLBrace))
            ++depth;
          else if (is_op(kRParen) || is_op(kRBracket) || is_op(kRBrace))
            --depth;
          else if (depth == 0 && is_op(kComma))
            want_name = true;
          else if (depth == 0 && want_name && peek().kind == Tok::kName) {
            st.params.push_back(peek().text);
            want_name = false;
          }
          next();
        }
        return st;
      }
      if (k == kClass) {
        next();
        st.kind = Statement::Kind::kClass;
        if (peek().kind != Tok::kName) fail("expected a class name");
        st.name = next().text;
        return st;
      }
      if (k == kDel) {
        next();
        st.kind = Statement::Kind::kDel;
        while (!at_stmt_end()) {
          if (peek().kind == Tok::kName) st.deleted.push_back(peek().text);
          next();
        }
        return st;
      }
      if (k == kReturn) {
        next();
        st.kind = Statement::Kind::kReturn;
        if (!at_stmt_end()) st.value = testlist();
        return finish(st);
      }
      if (k == kWith) {
        next();
        st.kind = Statement::Kind::kWith;
        st.value = test();
        return st;
      }
      if (k == kIf || k == kElif) {
        st.kind = Statement::Kind::kIf;
        return st;
      }
      if (k == kElse || k == kFor || k == kFrom || k == kAsync || k == kYield || k == kOtherStmt) return st;
    }
    if (is_op(kAt)) return st;  // decorator
    const Node* e = is_op(kStar) ? starred() : testlist();
    std::vector<const Node*> chain{e};
    while (is_op(kAssign)) {
      next();
      chain.push_back(testlist());
    }
    if (chain.size() > 1) {
      st.kind = Statement::Kind::kAssign;
      st.value = chain.back();
      chain.pop_back();
      st.targets = std::move(chain);
      return finish(st);
    }
    if (!at_stmt_end()) return Statement{};  // augmented assignment, annotation...: outside the subset
    st.kind = Statement::Kind::kExpr;
    st.value = e;
    return st;
  }

  std::vector<Statement> statements() {
    std::vector<Statement> out;
    while (!at_end()) {
      out.push_back(statement());
      while (!at_stmt_end()) next();  // a form outside the subset left tokens behind
      if (is_op(kSemi)) next();
    }
    return out;
  }

  const Node* whole_expression() {
    const Node* e = testlist();
    if (!at_end()) fail("unexpected text after the expression");
    return e;
  }

 private:
  const std::vector<Token>& toks_;
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
  thread_local std::vector<Token> tokens;
  Lexer(line.text, file, line.line).run(tokens);
  Parser p(tokens, arena, file, limits);
  return p.statements();
}

const Node* parse_expression(std::string_view text, Arena& arena, const std::string& file, int64_t line,
                             const Limits& limits) {
  std::vector<Token> tokens;
  Lexer(text, file, line).run(tokens);
  Parser p(tokens, arena, file, limits);
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
