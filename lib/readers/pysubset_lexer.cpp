#include <cstring>

#include "core/error.h"
#include "core/text.h"
#include "readers/pysubset_tokens.h"

// The lexer of the Python subset: a logical line into tokens.
namespace stridecheck::py {

namespace {

bool ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}
bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

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

}  // namespace

void lex(std::string_view text, const std::string& file, int64_t line, std::vector<Token>& out) {
  Lexer(text, file, line).run(out);
}

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

}  // namespace stridecheck::py
