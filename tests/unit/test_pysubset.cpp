#include <doctest/doctest.h>

#include "core/error.h"
#include "readers/py_quotes.h"
#include "readers/pysubset.h"

using namespace stridecheck;
using namespace stridecheck::py;

namespace {
std::vector<LogicalLine> split(std::string_view t, Limits l = {}) { return split_logical_lines(t, "m.py", 1, l); }
std::vector<Statement> stmts(std::string_view t, Arena& a) {
  LogicalLine l{t, 1, 1, 0, false};
  return parse_statements(l, a, "m.py", Limits{});
}
}  // namespace

TEST_CASE("pysubset::logical lines") {
  SUBCASE("brackets join lines, comments and blank lines are kept apart") {
    auto lines = split("a = f(1,\n      2)  # c\n\n# note\n    b = 3\n");
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].text == "a = f(1,\n      2)  # c");
    CHECK(lines[0].line == 1);
    CHECK(lines[0].last_line == 2);
    CHECK(lines[1].comment);
    CHECK(lines[1].line == 4);
    CHECK(lines[2].indent == 4);
    CHECK(lines[2].line == 5);
  }
  SUBCASE("a triple-quoted kernel source with quotes, brackets and # inside is skipped whole") {
    auto lines = split("k = async_compile.triton('k', '''\n x = ')' # (\n y = \"\"\"\n s = \\'''x''\n''')\nz = 1\n");
    REQUIRE(lines.size() == 2);
    CHECK(lines[1].text == "z = 1");
    CHECK(lines[1].line == 6);
  }
  SUBCASE("backslash continuation") {
    auto lines = split("a = 1 + \\\n    2\nb = 3\n");
    REQUIRE(lines.size() == 2);
    CHECK(lines[1].line == 3);
  }
  SUBCASE("errors name the line") {
    CHECK_THROWS_WITH_AS(split("a = 1\nb = '''never closed\n\n"),
                         doctest::Contains("m.py:2: unterminated triple-quoted"), InputError);
    CHECK_THROWS_WITH_AS(split("a = f(1,\n2\n"), doctest::Contains("m.py:1: '(' is never closed"), InputError);
    CHECK_THROWS_WITH_AS(split("a = 1)\n"), doctest::Contains("unbalanced ')'"), InputError);
    Limits l;
    l.max_nesting = 10;
    CHECK_THROWS_WITH_AS(split(std::string(11, '[') + std::string(11, ']'), l), doctest::Contains("max_nesting"),
                         InputError);
    l = Limits{};
    l.max_line_bytes = 16;
    CHECK_THROWS_WITH_AS(split("short = 1\nthis_line_is_far_too_long = 1\n", l),
                         doctest::Contains("m.py:2: line of 29 bytes"), InputError);
  }
}

TEST_CASE("pysubset::statements") {
  Arena a;
  SUBCASE("tuple unpacking and chained assignment") {
    auto s = stmts("primals_1, primals_2, tangents_1 = args", a);
    REQUIRE(s.size() == 1);
    CHECK(s[0].kind == Statement::Kind::kAssign);
    CHECK(s[0].targets[0]->kind == Node::Kind::kTuple);
    CHECK(s[0].targets[0]->children.size() == 3);
    CHECK(s[0].value->text == "args");
  }
  SUBCASE("two statements on one line") {
    auto s = stmts("buf0 = buf1; del buf1  # reuse", a);
    REQUIRE(s.size() == 2);
    CHECK(s[0].kind == Statement::Kind::kAssign);
    CHECK(s[1].kind == Statement::Kind::kDel);
    CHECK(s[1].deleted == std::vector<std::string_view>{"buf1"});
  }
  SUBCASE("a call with positional, keyword, None, float, bool and list arguments") {
    auto s = stmts(
        "buf2 = torch.ops.aten.x.default(reinterpret_tensor(buf1, (768, ), (1, ), 0), None, 0.125, True, "
        "[True, False], scale=1e-05)",
        a);
    REQUIRE(s.size() == 1);
    const Node* call = s[0].value;
    REQUIRE(call->kind == Node::Kind::kCall);
    CHECK(dotted_name(call->children[0]) == "torch.ops.aten.x.default");
    CHECK(call->children.size() == 6);
    const Node* sizes = call->children[1]->children[2];
    CHECK(sizes->kind == Node::Kind::kTuple);
    CHECK(sizes->children.size() == 1);  // (768, ) is a 1-tuple
    CHECK(call->children[2]->kind == Node::Kind::kNone);
    CHECK(call->children[3]->float_value == 0.125);
    CHECK(call->children[4]->kind == Node::Kind::kTrue);
    CHECK(call->children[5]->kind == Node::Kind::kList);
    REQUIRE(call->keywords.size() == 1);
    CHECK(call->keywords[0].first == "scale");
    CHECK(call->keywords[0].second->float_value == doctest::Approx(1e-05));
  }
  SUBCASE("symbolic sizes and huge numbers") {
    auto s = stmts("x = (s0*(s1 // 40), -3, 1000000000000000000000000000000)", a);
    const Node* t = s[0].value;
    CHECK(t->children[0]->kind == Node::Kind::kBinOp);
    CHECK(t->children[0]->text == "s0*(s1 // 40)");
    CHECK(t->children[1]->kind == Node::Kind::kUnaryOp);
    CHECK(t->children[2]->kind == Node::Kind::kBigInt);
  }
  SUBCASE("forms outside the subset are kOther, not errors") {
    CHECK(stmts("x += 1", a)[0].kind == Statement::Kind::kOther);
    CHECK(stmts("fn = lambda: call(list(args))", a)[0].kind == Statement::Kind::kAssign);
    CHECK(stmts("from torch import device", a)[0].kind == Statement::Kind::kOther);
    CHECK(stmts("def call(self, args):", a)[0].name == "call");
    CHECK(stmts("def call(self, args):", a)[0].params == std::vector<std::string_view>{"self", "args"});
  }
  SUBCASE("atoms: strings joined, displays, a parenthesized item, opaque comprehensions, statement words as names") {
    const Node* v =
        stmts("x = ('a' \"b\", [1, *y], {'k': 2, **z}, (3), [i for i in r], {j: 1 for j in r}, ...)", a)[0].value;
    REQUIRE(v->children.size() == 7);
    CHECK(v->children[0]->kind == Node::Kind::kString);
    CHECK(v->children[0]->str_value == "ab");
    CHECK(v->children[1]->kind == Node::Kind::kList);
    CHECK(v->children[1]->children[1]->kind == Node::Kind::kStarred);
    CHECK(v->children[2]->kind == Node::Kind::kDict);
    CHECK(v->children[2]->children.size() == 4);
    CHECK(v->children[2]->children[3] == nullptr);
    CHECK(v->children[3]->kind == Node::Kind::kInt);
    CHECK(v->children[3]->parenthesized);
    CHECK(v->children[4]->children.empty());
    CHECK(v->children[5]->children.empty());
    CHECK(v->children[6]->kind == Node::Kind::kName);
    CHECK(stmts("x = f(async)", a)[0].value->children[1]->text == "async");
    CHECK_THROWS_WITH_AS(stmts("x = if", a), "m.py:1: unexpected keyword near 'if'", InputError);
  }
  SUBCASE("numbers: prefixed, underscores, floats, imaginary") {
    const Node* v = stmts("x = (0x1F, 1_000, 0b101, 1.5e3, 2j)", a)[0].value;
    CHECK(v->children[0]->int_value == 31);
    CHECK(v->children[1]->int_value == 1000);
    CHECK(v->children[2]->int_value == 5);
    CHECK(v->children[3]->float_value == 1500.0);
    CHECK(v->children[4]->kind == Node::Kind::kImaginary);
  }
  SUBCASE("a malformed expression is an error with its line") {
    CHECK_THROWS_AS(stmts("x = f(1, 2", a), InputError);
    CHECK_THROWS_AS(stmts("x = (1 +)", a), InputError);
  }
}

TEST_CASE("pysubset::quotes on one line") {
  SUBCASE("strip_comment leaves a # inside a string, escaped quotes included") {
    CHECK(strip_comment("f('#', \"a\\\"#\")  # note") == "f('#', \"a\\\"#\")");
    CHECK(strip_comment("x = 1") == "x = 1");
  }
  SUBCASE("QuoteSkipper: quotes and what they hold are skipped, an escape moves past the escaped character") {
    std::string_view s = R"(a'b\'c'd"e'f"g)";
    QuoteSkipper quotes;
    std::string outside;
    for (size_t i = 0; i < s.size(); ++i)
      if (!quotes.skip(s, i)) outside += s[i];
    CHECK(outside == "adg");
  }
}
