// The small pieces every JSON codec (the to_json/from_json beside each struct) is written with: an optional field
// put only when it holds a value, read back as nullopt when absent or null. Templates over nlohmann's json types, so
// that a header with codecs needs no nlohmann header of its own (the file that converts includes it).
#pragma once

#include <optional>

namespace stridecheck {

/// j[key] = *v where v holds a value; nothing otherwise.
template <typename BasicJson, typename T>
void put_optional(BasicJson& j, const char* key, const std::optional<T>& v) {
  if (v) j[key] = *v;
}

/// j[key] as a T, or nullopt where j has no such key or it is null.
template <typename T, typename BasicJson>
std::optional<T> get_optional(const BasicJson& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  return it->template get<T>();
}

}  // namespace stridecheck
