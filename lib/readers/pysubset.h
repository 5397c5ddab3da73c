// A reader of the Python subset inductor writes, in C++. It splits a module into logical lines
// (brackets, strings, triple-quoted kernel sources and comments handled as Python does) and parses
// the expressions of the statements a caller asks for into a small syntax tree. It never executes
// anything: the tree is data for the output-code reader to interpret.
//
// Speed: splitting is one pass over the bytes; the triple-quoted kernel sources that make up most of
// an output-code module are skipped with memchr, and only the statements the caller parses are
// tokenised.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"

namespace stridecheck::py {

/// One logical line: a statement (possibly spanning physical lines) or a comment-only line.
struct LogicalLine {
  std::string_view text;  ///< from the first non-blank character; comments outside strings not removed
  int64_t line = 0;       ///< 1-based physical line where it starts
  int64_t last_line = 0;  ///< physical line where it ends
  size_t indent = 0;      ///< columns of leading whitespace (a tab counts as 8)
  bool comment = false;   ///< a line holding only a comment; text starts at '#'
};

/// Splits `text` into logical lines. `first_line` is the line number of text[0] in `file` (a trace
/// payload starts deep inside its log). InputError (file, line) for an unterminated string, an
/// unbalanced bracket, nesting over limits.max_nesting or a physical line over limits.max_line_bytes.
std::vector<LogicalLine> split_logical_lines(std::string_view text, const std::string& file, int64_t first_line,
                                             const Limits& limits);

/// The same lines, one at a time, without keeping them all (what a reader that keeps only a few wants).
void for_each_logical_line(std::string_view text, const std::string& file, int64_t first_line, const Limits& limits,
                           const std::function<void(const LogicalLine&)>& f);

/// The part of a logical line before a trailing comment (outside strings and brackets).
std::string_view strip_comment(std::string_view logical_line);

struct Node;

/// The children of a node: up to six inline (sizes, strides and most calls), more on the heap. Parsing
/// makes many small lists, and allocating each one was most of the parser's time.
class NodeList {
 public:
  NodeList() = default;
  NodeList(const NodeList& o) { *this = o; }
  NodeList& operator=(const NodeList& o) {
    clear();
    for (const Node* n : o) push_back(n);
    return *this;
  }
  NodeList& operator=(std::initializer_list<const Node*> l) {
    clear();
    for (const Node* n : l) push_back(n);
    return *this;
  }
  NodeList& operator=(const std::vector<const Node*>& v) {
    clear();
    for (const Node* n : v) push_back(n);
    return *this;
  }
  void push_back(const Node* n) {
    if (size_ < kInline) {
      inline_[size_++] = n;
      return;
    }
    if (size_ == kInline) heap_.assign(inline_, inline_ + kInline);
    heap_.push_back(n);
    ++size_;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() {
    size_ = 0;
    heap_.clear();
  }
  const Node* operator[](size_t i) const { return data()[i]; }
  const Node* const* begin() const { return data(); }
  const Node* const* end() const { return data() + size_; }

 private:
  static constexpr size_t kInline = 6;
  const Node* const* data() const { return size_ <= kInline ? inline_ : heap_.data(); }
  const Node* inline_[kInline] = {};
  std::vector<const Node*> heap_;
  size_t size_ = 0;
};

struct Node {
  enum class Kind {
    kName,       ///< identifier (text)
    kInt,        ///< integer literal (text, int_value; overflow -> kBigInt)
    kBigInt,     ///< integer literal that does not fit int64
    kImaginary,  ///< imaginary literal ("0j", "1.5j"): text only (a complex fill value of aten.full, say)
    kFloat,      ///< float literal (text, float_value)
    kString,     ///< string literal(s) (str_value holds the decoded simple form, text the source)
    kNone,
    kTrue,
    kFalse,
    kAttribute,  ///< children[0].text
    kCall,       ///< children[0] = callee, children[1..] positional, keywords named
    kTuple,
    kList,
    kDict,       ///< children alternate key, value
    kSubscript,  ///< children[0][children[1]]
    kBinOp,      ///< op, children[0], children[1]
    kUnaryOp,    ///< op, children[0]
    kCompare,    ///< op, children
    kBoolOp,     ///< op "and"/"or"
    kLambda,     ///< text only
    kIfExp,      ///< children: body, test, orelse
    kStarred,    ///< *x
  };
  Kind kind = Kind::kName;
  std::string_view text;  ///< the source span of this node
  std::string op;
  int64_t int_value = 0;
  double float_value = 0;
  std::string str_value;
  NodeList children;
  std::vector<std::pair<std::string_view, const Node*>> keywords;
  bool parenthesized = false;
};

/// Owns the nodes of the expressions parsed from one module, in chunks of 256.
class Arena {
 public:
  Node* make(Node::Kind k, std::string_view text);

 private:
  std::vector<std::unique_ptr<Node[]>> chunks_;
  size_t used_ = 0;  ///< nodes used in the last chunk
};

struct Statement {
  enum class Kind { kAssign, kExpr, kDel, kReturn, kDef, kClass, kWith, kIf, kOther };
  Kind kind = Kind::kOther;
  std::vector<const Node*> targets;       ///< kAssign: the targets of each '=' (a = b = c has two)
  const Node* value = nullptr;            ///< kAssign/kExpr/kReturn/kWith: the expression
  std::string_view name;                  ///< kDef/kClass: the name
  std::vector<std::string_view> params;   ///< kDef: parameter names
  std::vector<std::string_view> deleted;  ///< kDel
};

/// Parses one logical line into its statements (several when joined by ';'). Forms this subset does
/// not cover come back as kOther; a malformed expression in a covered form throws InputError.
std::vector<Statement> parse_statements(const LogicalLine& line, Arena& arena, const std::string& file,
                                        const Limits& limits);

/// Parses a standalone expression (a symbolic size, say).
const Node* parse_expression(std::string_view text, Arena& arena, const std::string& file, int64_t line,
                             const Limits& limits);

/// The dotted name of a callee ("torch.ops.aten.mm.default"), or "" when it is not a plain dotted name.
std::string dotted_name(const Node* n);

}  // namespace stridecheck::py
