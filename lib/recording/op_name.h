// An op call's op without its overload: "aten::_fft_r2c.default" -> "aten::_fft_r2c", the name the answers, the fixes
// and the capture's op_source use. Header-only: one expression, kept in one place.
#pragma once

#include <string>
#include <string_view>

namespace stridecheck {

/// "ns::op.overload" -> "ns::op"; a name without "::" or without an overload as it is.
inline std::string op_without_overload(std::string_view op) {
  const size_t sep = op.find("::");
  if (sep == std::string_view::npos) return std::string(op);
  return std::string(op.substr(0, op.find('.', sep)));
}

}  // namespace stridecheck
