// Python's string literals skipped in a scan of one line: the readers that look at a line's brackets, comment or
// names outside strings step through it with one QuoteSkipper. A string is '...' or "...", a backslash escaping
// the next character; a triple-quoted string reads as three strings in a row (the same characters skipped when
// it holds no quote). Shared by pysubset.cpp (strip_comment), output_code_literal.cpp (is_kernel_launch),
// output_code_walk.cpp (kernel_launch) and no_kernel.cpp (a bracket's end).
#pragma once

#include <cstddef>
#include <string_view>

namespace stridecheck::py {

class QuoteSkipper {
 public:
  // Whether s[i] belongs to a string literal (its quotes included): the scan skips it. An escaping backslash
  // moves i onto the character it escapes, which the scan's own step then passes.
  bool skip(std::string_view s, size_t& i) {
    const char c = s[i];
    if (quote_) {
      if (c == '\\')
        ++i;
      else if (c == quote_)
        quote_ = 0;
      return true;
    }
    if (c == '\'' || c == '"') {
      quote_ = c;
      return true;
    }
    return false;
  }

 private:
  char quote_ = 0;  ///< the quote of the string the scan is in; 0 outside strings
};

}  // namespace stridecheck::py
