// The atoms of the Python subset's expression parser (pysubset_parser.h): names and keywords used as names,
// numbers (decimal, prefixed, float, imaginary; too large for int64: kBigInt), adjacent string literals joined,
// and the displays: tuples and lists (their *items: starred(), pysubset_parser.cpp), dicts. Comprehensions are kept
// opaque.
#include <charconv>
#include <cstring>

#include "core/text.h"
#include "readers/pysubset_parser.h"

namespace stridecheck::py {

// atom: a name, a number, adjacent string literals, '...', or a display in (), [] or {}.
const Node* Parser::atom() {
  const Token& t = peek();
  switch (t.kind) {
    case Tok::kName: return name_atom(t);
    case Tok::kNumber: return number(next().text);
    case Tok::kString: return strings();
    case Tok::kOp: break;
    case Tok::kEnd: fail("expected an expression");
  }
  DepthGuard g(*this);
  if (t.code == kEllipsis) {
    next();
    return arena_.make(Node::Kind::kName, t.text);
  }
  if (t.code == kLParen || t.code == kLBracket) return tuple_or_list();
  if (t.code == kLBrace) return dict();
  fail("expected an expression");
}

// A name token: an identifier, None/True/False, or a statement word used as a name; any other keyword fails.
const Node* Parser::name_atom(const Token& t) {
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

// Adjacent string literals, joined into one kString ("a" "b" is "ab").
const Node* Parser::strings() {
  Token first = peek();
  std::string value;
  while (peek().kind == Tok::kString) value += decode_string(next().text);
  Node* n = arena_.make(Node::Kind::kString, span(first));
  n->str_value = std::move(value);
  return n;
}

// ( ... ) or [ ... ]: a tuple or a list; a parenthesized single item without a comma is that item, marked
// parenthesized; a comprehension is an empty, opaque display.
const Node* Parser::tuple_or_list() {
  Token first = peek();
  const bool paren = first.code == kLParen;
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

// { ... }: a dict, its children alternating key and value (a **spread: the mapping, then nullptr; a set's
// item: the item, then nullptr); a comprehension is an empty, opaque dict.
const Node* Parser::dict() {
  Token first = next();
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

const Node* Parser::number(std::string_view text) {
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

}  // namespace stridecheck::py
