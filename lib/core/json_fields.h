// The small pieces every JSON codec (the to_json/from_json beside each struct) is written with: an optional field
// put only when it holds a value, read back as nullopt when absent or null; and the codec of a struct whose JSON is
// its fields, each under its own name (STRIDECHECK_JSON_FIELDS). Templates over nlohmann's json types, so that a
// header with codecs needs no nlohmann header of its own (the file that converts includes it).
#pragma once

#include <optional>
#include <string>

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

// The preprocessor's loop over a macro's arguments: STRIDECHECK_JSON_FOR_EACH(m, a, b, c) is m(a) m(b) m(c)
// (C++20's __VA_OPT__; its rescans make room for more than 40 fields).
#define STRIDECHECK_JSON_EXPAND(...) STRIDECHECK_JSON_EXPAND3(STRIDECHECK_JSON_EXPAND3(__VA_ARGS__))
#define STRIDECHECK_JSON_EXPAND3(...) \
  STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(__VA_ARGS__))))
#define STRIDECHECK_JSON_EXPAND2(...) \
  STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(__VA_ARGS__))))
#define STRIDECHECK_JSON_EXPAND1(...) __VA_ARGS__
#define STRIDECHECK_JSON_FOR_EACH(macro, ...) \
  __VA_OPT__(STRIDECHECK_JSON_EXPAND(STRIDECHECK_JSON_FOR_EACH_STEP(macro, __VA_ARGS__)))
#define STRIDECHECK_JSON_FOR_EACH_STEP(macro, field, ...) \
  macro(field) __VA_OPT__(STRIDECHECK_JSON_FOR_EACH_AGAIN STRIDECHECK_JSON_PARENS(macro, __VA_ARGS__))
#define STRIDECHECK_JSON_PARENS ()
#define STRIDECHECK_JSON_FOR_EACH_AGAIN() STRIDECHECK_JSON_FOR_EACH_STEP

#define STRIDECHECK_JSON_PUT(field) j[#field] = t.field;
#define STRIDECHECK_JSON_GET(field) j.at(#field).get_to(t.field);

/// nlohmann-json's conversion (found by ADL) of a struct whose JSON object is its fields, each under its own name, in
/// the order given (what an ordered_json writes): `STRIDECHECK_JSON_TO_FIELDS(CompiledBy, torch, file, line)`.
#define STRIDECHECK_JSON_TO_FIELDS(Type, ...)                    \
  template <typename BasicJson>                                  \
  void to_json(BasicJson& j, const Type& t) {                    \
    STRIDECHECK_JSON_FOR_EACH(STRIDECHECK_JSON_PUT, __VA_ARGS__) \
  }

/// Both conversions: to_json as above, and from_json reading each field back in the same order, every one required
/// (a missing or ill-typed field throws nlohmann's exception, at the first such field).
#define STRIDECHECK_JSON_FIELDS(Type, ...)                       \
  STRIDECHECK_JSON_TO_FIELDS(Type, __VA_ARGS__)                  \
  template <typename BasicJson>                                  \
  void from_json(const BasicJson& j, Type& t) {                  \
    STRIDECHECK_JSON_FOR_EACH(STRIDECHECK_JSON_GET, __VA_ARGS__) \
  }

/// nlohmann-json's conversion (found by ADL) of an enum that is written by its name, `name(value)`: a string_view or
/// a string (`STRIDECHECK_JSON_TO_NAME(FindingKind, finding_name)`).
#define STRIDECHECK_JSON_TO_NAME(Enum, name) \
  template <typename BasicJson>              \
  void to_json(BasicJson& j, Enum value) {   \
    j = std::string(name(value));            \
  }
