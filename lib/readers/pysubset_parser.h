// The expression parser of the Python subset (readers/pysubset.h): its cursor over a line's tokens and the
// grammar's steps, shared by the files that define them and by nothing else: pysubset_parser.cpp (statements,
// and expressions down to the primaries) and pysubset_atoms.cpp (atoms: names, numbers, strings, displays).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "readers/pysubset.h"
#include "readers/pysubset_tokens.h"

namespace stridecheck::py {

class Parser {
 public:
  Parser(const std::vector<Token>& toks, Arena& arena, const std::string& file, const Limits& limits)
      : toks_(toks), arena_(arena), file_(file), limits_(limits) {}

  // A line's statements (several when joined by ';'); a whole line as one expression.
  std::vector<Statement> statements();
  const Node* whole_expression();

 private:
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

  [[noreturn]] void fail(const std::string& what) const;
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

  // Expressions, loosest first (pysubset_parser.cpp).
  const Node* testlist();
  const Node* test();
  const Node* lambda();
  const Node* or_test();
  const Node* and_test();
  const Node* bool_chain(uint8_t kw, const char* name, const Node* (Parser::*sub)());
  const Node* not_test();
  const Node* unary(const Token& first, std::string op, const Node* x);
  const Node* comparison();
  const Node* binary(int min_prec);
  const Node* factor();
  const Node* power();
  const Node* primary();
  void arguments(Node& call);
  const Node* starred();
  const Node* subscript();
  void skip_to_close(uint8_t close);

  // Atoms (pysubset_atoms.cpp).
  const Node* atom();
  const Node* name_atom(const Token& t);
  const Node* strings();
  const Node* tuple_or_list();
  const Node* dict();
  const Node* number(std::string_view text);

  // Statements (pysubset_parser.cpp).
  bool at_stmt_end() const { return at_end() || is_op(kSemi); }
  Statement finish(Statement st);
  Statement statement();

  const std::vector<Token>& toks_;
  Arena& arena_;
  const std::string& file_;
  const Limits& limits_;
  size_t i_ = 0;
  uint64_t depth_ = 0;
};

}  // namespace stridecheck::py
