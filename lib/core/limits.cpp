#include "core/limits.h"

#include <charconv>

#include "core/error.h"

namespace stridecheck {

namespace {
template <typename F>
void for_each_limit(Limits& l, F&& f) {
  f("max_file_bytes", l.max_file_bytes);
  f("max_line_bytes", l.max_line_bytes);
  f("max_call_sites", l.max_call_sites);
  f("max_rank", l.max_rank);
  f("max_nesting", l.max_nesting);
  f("max_expr_chars", l.max_expr_chars);
  f("max_files", l.max_files);
  f("max_dir_depth", l.max_dir_depth);
  f("max_tensor_bytes", l.max_tensor_bytes);
}
}  // namespace

void Limits::set(std::string_view name, std::string_view value) {
  bool found = false;
  for_each_limit(*this, [&](std::string_view n, uint64_t& slot) {
    if (n != name) return;
    found = true;
    uint64_t v = 0;
    auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (ec != std::errc() || p != value.data() + value.size() || v == 0)
      throw UsageError("--limit " + std::string(name) + ": expected a positive integer, got '" + std::string(value) +
                       "'");
    slot = v;
  });
  if (!found) throw UsageError("--limit: unknown limit '" + std::string(name) + "' (see docs/robustness.md)");
}

std::vector<std::pair<std::string, uint64_t>> Limits::list() const {
  std::vector<std::pair<std::string, uint64_t>> out;
  Limits copy = *this;
  for_each_limit(copy, [&](std::string_view n, uint64_t& v) { out.emplace_back(std::string(n), v); });
  return out;
}

}  // namespace stridecheck
