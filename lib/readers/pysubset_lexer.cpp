// The lexer of the Python subset: a logical line into tokens.
#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>

#include "core/error.h"
#include "core/text.h"
#include "readers/pysubset_tokens.h"

namespace stridecheck::py {

namespace {

bool ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}
bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

// A word and its code: the keywords, and the operators (pysubset_tokens.h's codes).
struct Spelling {
  std::string_view text;
  uint8_t code;
};

// The keywords, sorted (for the binary search in `keyword`); the statements the parser does not take apart are
// kOtherStmt.
// clang-format off
constexpr Spelling kKeywords[] = {
    {"False", kFalse_}, {"None", kNone_}, {"True", kTrue_}, {"and", kAnd}, {"as", kAs}, {"assert", kOtherStmt},
    {"async", kAsync}, {"await", kAwait}, {"break", kOtherStmt}, {"class", kClass}, {"continue", kOtherStmt},
    {"def", kDef}, {"del", kDel}, {"elif", kElif}, {"else", kElse}, {"except", kOtherStmt}, {"finally", kOtherStmt},
    {"for", kFor}, {"from", kFrom}, {"global", kOtherStmt}, {"if", kIf}, {"import", kOtherStmt}, {"in", kIn},
    {"is", kIs}, {"lambda", kLambda}, {"nonlocal", kOtherStmt}, {"not", kNot}, {"or", kOr}, {"pass", kOtherStmt},
    {"raise", kOtherStmt}, {"return", kReturn}, {"try", kOtherStmt}, {"while", kOtherStmt}, {"with", kWith},
    {"yield", kYield}};
// clang-format on
static_assert(std::is_sorted(std::begin(kKeywords), std::end(kKeywords),
                             [](const Spelling& a, const Spelling& b) { return a.text < b.text; }));

uint8_t keyword(std::string_view s) {
  if (s.size() < 2 || s.size() > 8) return kNotKw;
  auto it = std::lower_bound(std::begin(kKeywords), std::end(kKeywords), s,
                             [](const Spelling& k, std::string_view w) { return k.text < w; });
  if (it == std::end(kKeywords) || it->text != s) return kNotKw;
  return it->code;
}

// The operators, those of one first character together and the longest first: the first of its group that the text
// starts with is the operator ("**=" before "**" before "*=" before "*").
// clang-format off
constexpr Spelling kOperators[] = {
    {"(", kLParen}, {")", kRParen}, {"[", kLBracket}, {"]", kRBracket}, {"{", kLBrace}, {"}", kRBrace},
    {",", kComma}, {";", kSemi}, {"~", kTilde}, {":=", kWalrus}, {":", kColon}, {"...", kEllipsis}, {".", kDot},
    {"@=", kAugAssign}, {"@", kAt}, {"==", kEq}, {"=", kAssign}, {"!=", kNe}, {"!", kBang},
    {"+=", kAugAssign}, {"+", kPlus}, {"-=", kAugAssign}, {"->", kArrow}, {"-", kMinus},
    {"%=", kAugAssign}, {"%", kPercent}, {"&=", kAugAssign}, {"&", kAmp}, {"|=", kAugAssign}, {"|", kPipe},
    {"^=", kAugAssign}, {"^", kCaret}, {"**=", kAugAssign}, {"**", kPow}, {"*=", kAugAssign}, {"*", kStar},
    {"//=", kAugAssign}, {"//", kFloorDiv}, {"/=", kAugAssign}, {"/", kSlash},
    {"<<=", kAugAssign}, {"<<", kShl}, {"<=", kLe}, {"<", kLt},
    {">>=", kAugAssign}, {">>", kShr}, {">=", kGe}, {">", kGt}};
// clang-format on

// Where each first character's group starts in kOperators (kNoGroup: no operator starts with it).
constexpr uint8_t kNoGroup = 0xff;
constexpr std::array<uint8_t, 128> kOperatorGroups = [] {
  std::array<uint8_t, 128> first{};
  first.fill(kNoGroup);
  for (size_t i = std::size(kOperators); i-- > 0;)
    first[static_cast<unsigned char>(kOperators[i].text[0])] = static_cast<uint8_t>(i);
  return first;
}();
constexpr bool grouped_longest_first() {
  for (size_t i = 1; i < std::size(kOperators); ++i) {
    const std::string_view a = kOperators[i - 1].text, b = kOperators[i].text;
    if (a[0] == b[0] ? a.size() < b.size() : kOperatorGroups[static_cast<unsigned char>(b[0])] != i) return false;
  }
  return true;
}
static_assert(grouped_longest_first());

// The operator `rest` starts with, or nullptr.
const Spelling* operator_at(std::string_view rest) {
  const auto c = static_cast<unsigned char>(rest[0]);
  if (c >= kOperatorGroups.size() || kOperatorGroups[c] == kNoGroup) return nullptr;
  for (size_t i = kOperatorGroups[c]; i < std::size(kOperators) && kOperators[i].text[0] == rest[0]; ++i)
    if (rest.starts_with(kOperators[i].text)) return &kOperators[i];
  return nullptr;
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
      const Spelling* op = operator_at(t_.substr(p_));
      if (!op) throw InputError(file_, line_, "unexpected character '" + printable(t_.substr(p_, 1)) + "'");
      p_ += op->text.size();
      out.push_back({Tok::kOp, op->code, t_.substr(s, op->text.size()), line_});
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
