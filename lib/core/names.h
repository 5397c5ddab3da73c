// An enum's names as one table of rows {value, name}, looked up both ways: what every `*_name`/`parse_*` pair and
// every protocol's event names are made of.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace stridecheck {

/// The name `table` gives `value` (its first row of it), or nullopt where no row has it.
template <typename E, typename Name, size_t N>
constexpr std::optional<Name> name_in(const std::pair<E, Name> (&table)[N], E value) {
  for (const auto& row : table)
    if (row.first == value) return row.second;
  return std::nullopt;
}

/// The value `table` names `name` (its first row of it), or nullopt where no row does.
template <typename E, typename Name, size_t N>
constexpr std::optional<E> value_named(const std::pair<E, Name> (&table)[N], std::string_view name) {
  for (const auto& row : table)
    if (std::string_view(row.second) == name) return row.first;
  return std::nullopt;
}

}  // namespace stridecheck
