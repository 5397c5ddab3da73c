// A per-line prefix that a launcher or logger adds to every line of a log ("2025-11-29 19:03:38,123 ERROR ",
// srun -l's " 0: ", "rank0: ", torchrun's "[rank0]:"), learned from one line as a shape: a digit run stands
// for any digits, a space run for any spaces (none included), every other character for itself. Shared by
// the failing-log reader (learned from the text before "Traceback") and the TORCH_LOGS reader.
#pragma once

#include <cctype>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "core/text.h"

namespace stridecheck {

class LinePrefix {
 public:
  void learn(std::string_view sample) {
    shape_.clear();
    if (trim(sample).empty()) return;
    for (size_t i = 0; i < sample.size();) {
      char c = sample[i];
      char kind = std::isdigit(static_cast<unsigned char>(c)) ? 'd' : c == ' ' ? 's' : 'l';
      if (kind == 'l') {
        shape_.push_back({'l', c});
        ++i;
        continue;
      }
      while (i < sample.size() &&
             (kind == 'd' ? std::isdigit(static_cast<unsigned char>(sample[i])) != 0 : sample[i] == ' '))
        ++i;
      shape_.push_back({kind, 0});
    }
  }
  bool empty() const { return shape_.empty(); }
  // The length of the prefix at the start of the line, when it has one of the learned shape (0 for no shape).
  std::optional<size_t> match(std::string_view line) const {
    size_t i = 0;
    for (const auto& [kind, c] : shape_) {
      if (kind == 'l') {
        if (i >= line.size() || line[i] != c) return std::nullopt;
        ++i;
      } else if (kind == 'd') {
        size_t start = i;
        while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
        if (i == start) return std::nullopt;
      } else {
        while (i < line.size() && line[i] == ' ') ++i;
      }
    }
    return i;
  }
  // The line without the prefix, when it has one of the learned shape; else the line.
  std::string_view strip(std::string_view line) const {
    auto n = match(line);
    return n ? line.substr(*n) : line;
  }

 private:
  std::vector<std::pair<char, char>> shape_;
};

}  // namespace stridecheck
