// The tokens of the Python subset (readers/pysubset.h), shared by its lexer (pysubset_lexer.cpp) and its
// expression parser (pysubset_parser.h, pysubset_parser.cpp, pysubset_atoms.cpp) and by nothing else. Operators
// and the keywords the parser looks at are small integer codes, so that the parser compares integers.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stridecheck::py {

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

inline bool digit(char c) { return c >= '0' && c <= '9'; }

/// The tokens of one logical line into `out` (cleared first; its capacity is reused from line to line).
/// InputError (file, line) for a character or a string the subset does not have.
void lex(std::string_view text, const std::string& file, int64_t line, std::vector<Token>& out);

/// The value of a Python string literal token (prefixes, quotes, simple escapes).
std::string decode_string(std::string_view token);

}  // namespace stridecheck::py
