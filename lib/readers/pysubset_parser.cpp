#include <algorithm>
#include <charconv>
#include <cstring>
#include <memory>

#include "core/error.h"
#include "core/text.h"
#include "readers/pysubset.h"
#include "readers/pysubset_tokens.h"

// The expression parser of the Python subset: tokens into statements and expression trees (precedence
// climbing, nodes from an arena).
namespace stridecheck::py {

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

namespace {

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
    if (!prefixed && (clean.back() == 'j' || clean.back() == 'J')) {
      if (!parse_double(clean.substr(0, clean.size() - 1))) fail("bad number");
      return arena_.make(Node::Kind::kImaginary, text);
    }
    bool is_float = !prefixed && clean.find_first_of(".eE") != std::string::npos;
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
  lex(line.text, file, line.line, tokens);
  Parser p(tokens, arena, file, limits);
  return p.statements();
}

const Node* parse_expression(std::string_view text, Arena& arena, const std::string& file, int64_t line,
                             const Limits& limits) {
  std::vector<Token> tokens;
  lex(text, file, line, tokens);
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
