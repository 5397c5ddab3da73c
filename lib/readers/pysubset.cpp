// The Python subset, its first part: a module split into logical lines in one pass, as Python splits them
// (the lexer and the parser of a line: pysubset_lexer.cpp, pysubset_parser.cpp, pysubset_atoms.cpp).
#include "readers/pysubset.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <functional>

#include "core/error.h"
#include "core/text.h"
#include "readers/py_quotes.h"

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
  QuoteSkipper quotes;
  for (size_t i = 0; i < s.size(); ++i) {
    if (quotes.skip(s, i)) continue;
    if (s[i] == '#') return trim(s.substr(0, i));
  }
  return s;
}

}  // namespace stridecheck::py
