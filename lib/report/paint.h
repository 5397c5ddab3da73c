// The text reports' terminal helpers (text.cpp and ops_text.cpp): ANSI colour when the style asks for it, columns
// padded to a width, strides in short. Internal to report/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace stridecheck {

/// ANSI colour around a span when `on`, the span as is when not.
struct Paint {
  bool on = false;
  std::string bold(const std::string& s) const { return on ? "\x1b[1m" + s + "\x1b[0m" : s; }
  std::string red(const std::string& s) const { return on ? "\x1b[31m" + s + "\x1b[0m" : s; }
  std::string green(const std::string& s) const { return on ? "\x1b[32m" + s + "\x1b[0m" : s; }
  std::string dim(const std::string& s) const { return on ? "\x1b[2m" + s + "\x1b[0m" : s; }
};

/// `s` padded with spaces to `w` columns, or followed by one space where it is as wide or wider.
inline std::string pad(const std::string& s, size_t w) {
  return s.size() >= w ? s + " " : s + std::string(w - s.size(), ' ');
}

/// "(96,1,3072)": strides without spaces, for a table's narrow column.
inline std::string strides_short(const std::vector<int64_t>& v) {
  std::string s = "(";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + ")";
}

}  // namespace stridecheck
