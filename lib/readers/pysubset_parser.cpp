// The expression parser of the Python subset: tokens into statements and expression trees (precedence
// climbing, nodes from an arena). Its cursor and steps are declared in pysubset_parser.h; this file holds the
// statements and the expressions down to the primaries, pysubset_atoms.cpp the atoms (names, numbers, strings,
// displays).
#include "readers/pysubset_parser.h"

#include <memory>

#include "core/error.h"
#include "core/text.h"

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

}  // namespace

void Parser::fail(const std::string& what) const {
  std::string near = at_end() ? std::string("the end of the line") : "'" + printable(peek().text, 40) + "'";
  throw InputError(file_, peek().line, what + " near " + near);
}

// testlist: test (',' test)* [','] -> a tuple when there is a comma
const Node* Parser::testlist() {
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

const Node* Parser::test() {
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

const Node* Parser::lambda() {
  Token first = next();
  while (!at_end() && !is_op(kColon)) next();
  expect_op(kColon, ":");
  test();
  return arena_.make(Node::Kind::kLambda, span(first));
}

const Node* Parser::or_test() { return bool_chain(kOr, "or", &Parser::and_test); }
const Node* Parser::and_test() { return bool_chain(kAnd, "and", &Parser::not_test); }

const Node* Parser::bool_chain(uint8_t kw, const char* name, const Node* (Parser::*sub)()) {
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

const Node* Parser::not_test() {
  if (is_kw(kNot)) {
    DepthGuard g(*this);
    Token first = next();
    const Node* x = not_test();
    return unary(first, "not", x);
  }
  return comparison();
}

// A unary operation read from token `first` to the operand x, just read.
const Node* Parser::unary(const Token& first, std::string op, const Node* x) {
  Node* n = arena_.make(Node::Kind::kUnaryOp, {});
  n->op = std::move(op);
  n->children.push_back(x);
  n->text = span(first);
  return n;
}

const Node* Parser::comparison() {
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
const Node* Parser::binary(int min_prec) {
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

const Node* Parser::factor() {
  if (is_op(kMinus) || is_op(kPlus) || is_op(kTilde)) {
    DepthGuard g(*this);
    Token first = next();
    const Node* x = factor();
    return unary(first, std::string(first.text), x);
  }
  return power();
}

const Node* Parser::power() {
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

const Node* Parser::primary() {
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

void Parser::arguments(Node& call) {
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

// *x: an unpacked item of a display or a statement.
const Node* Parser::starred() {
  Token star = next();
  Node* n = arena_.make(Node::Kind::kStarred, {});
  n->op = "*";
  n->children.push_back(test());
  n->text = span(star);
  return n;
}

const Node* Parser::subscript() {
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

void Parser::skip_to_close(uint8_t close) {
  int depth = 0;
  while (!at_end()) {
    if (depth == 0 && is_op(close)) return;
    if (is_op(kLParen) || is_op(kLBracket) || is_op(kLBrace)) ++depth;
    if (is_op(kRParen) || is_op(kRBracket) || is_op(kRBrace)) --depth;
    next();
  }
}

Statement Parser::finish(Statement st) {
  if (!at_stmt_end()) fail("unexpected text after the statement");
  return st;
}

Statement Parser::statement() {
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

std::vector<Statement> Parser::statements() {
  std::vector<Statement> out;
  while (!at_end()) {
    out.push_back(statement());
    while (!at_stmt_end()) next();  // a form outside the subset left tokens behind
    if (is_op(kSemi)) next();
  }
  return out;
}

const Node* Parser::whole_expression() {
  const Node* e = testlist();
  if (!at_end()) fail("unexpected text after the expression");
  return e;
}

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
