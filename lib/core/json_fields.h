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

// The preprocessor's loop over a macro's fields: STRIDECHECK_JSON_FOR_EACH(m, j, t, a, b) is m(j, t, a) m(j, t, b)
// (C++20's __VA_OPT__; its rescans make room for more than 40 fields).
#define STRIDECHECK_JSON_EXPAND(...) STRIDECHECK_JSON_EXPAND3(STRIDECHECK_JSON_EXPAND3(__VA_ARGS__))
#define STRIDECHECK_JSON_EXPAND3(...) \
  STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(STRIDECHECK_JSON_EXPAND2(__VA_ARGS__))))
#define STRIDECHECK_JSON_EXPAND2(...) \
  STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(STRIDECHECK_JSON_EXPAND1(__VA_ARGS__))))
#define STRIDECHECK_JSON_EXPAND1(...) __VA_ARGS__
#define STRIDECHECK_JSON_FOR_EACH(macro, j, t, ...) \
  __VA_OPT__(STRIDECHECK_JSON_EXPAND(STRIDECHECK_JSON_FOR_EACH_STEP(macro, j, t, __VA_ARGS__)))
#define STRIDECHECK_JSON_FOR_EACH_STEP(macro, j, t, field, ...) \
  macro(j, t, field) __VA_OPT__(STRIDECHECK_JSON_FOR_EACH_AGAIN STRIDECHECK_JSON_PARENS(macro, j, t, __VA_ARGS__))
#define STRIDECHECK_JSON_PARENS ()
#define STRIDECHECK_JSON_FOR_EACH_AGAIN() STRIDECHECK_JSON_FOR_EACH_STEP

#define STRIDECHECK_JSON_PUT(j, t, field) j[#field] = t.field;
#define STRIDECHECK_JSON_GET(j, t, field) j.at(#field).get_to(t.field);
#define STRIDECHECK_JSON_GET_OR_EMPTY(j, t, field) t.field = j.value(#field, decltype(t.field){});

/// In a codec: j[name] = t.name for each field named, in that order (`STRIDECHECK_JSON_PUT_FIELDS(j, r, path,
/// entries)`); each read back, required (STRIDECHECK_JSON_GET_FIELDS: nlohmann's exception at the first field
/// missing or ill-typed) or where absent the field's type's empty value ("", [], 0, false:
/// STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY), in the order given.
#define STRIDECHECK_JSON_PUT_FIELDS(j, t, ...) STRIDECHECK_JSON_FOR_EACH(STRIDECHECK_JSON_PUT, j, t, __VA_ARGS__)
#define STRIDECHECK_JSON_GET_FIELDS(j, t, ...) STRIDECHECK_JSON_FOR_EACH(STRIDECHECK_JSON_GET, j, t, __VA_ARGS__)
#define STRIDECHECK_JSON_GET_FIELDS_OR_EMPTY(j, t, ...) \
  STRIDECHECK_JSON_FOR_EACH(STRIDECHECK_JSON_GET_OR_EMPTY, j, t, __VA_ARGS__)

/// nlohmann-json's conversion (found by ADL) of a struct whose JSON object is its fields, each under its own name, in
/// the order given (what an ordered_json writes): `STRIDECHECK_JSON_TO_FIELDS(CompiledBy, torch, file, line)`.
#define STRIDECHECK_JSON_TO_FIELDS(Type, ...)      \
  template <typename BasicJson>                    \
  void to_json(BasicJson& j, const Type& t) {      \
    STRIDECHECK_JSON_PUT_FIELDS(j, t, __VA_ARGS__) \
  }

/// Both conversions: to_json as above, and from_json reading each field back in the same order, every one required.
#define STRIDECHECK_JSON_FIELDS(Type, ...)         \
  STRIDECHECK_JSON_TO_FIELDS(Type, __VA_ARGS__)    \
  template <typename BasicJson>                    \
  void from_json(const BasicJson& j, Type& t) {    \
    STRIDECHECK_JSON_GET_FIELDS(j, t, __VA_ARGS__) \
  }

/// nlohmann-json's conversion (found by ADL) of an enum that is written by its name, `name(value)`: a string_view or
/// a string (`STRIDECHECK_JSON_TO_NAME(FindingKind, finding_name)`).
#define STRIDECHECK_JSON_TO_NAME(Enum, name) \
  template <typename BasicJson>              \
  void to_json(BasicJson& j, Enum value) {   \
    j = std::string(name(value));            \
  }
