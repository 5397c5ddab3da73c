#include "layout/dtype.h"

#include <array>

namespace stridecheck {

namespace {
struct Row {
  const char* name;
  const char* short_name;
  int64_t itemsize;
  bool floating;
  const char* aliases[3];
};

constexpr std::array<Row, 19> kTable{{
    {"float32", "f32", 4, true, {"float", nullptr, nullptr}},
    {"float64", "f64", 8, true, {"double", nullptr, nullptr}},
    {"float16", "f16", 2, true, {"half", nullptr, nullptr}},
    {"bfloat16", "bf16", 2, true, {nullptr, nullptr, nullptr}},
    {"float8_e4m3fn", "f8e4m3fn", 1, true, {nullptr, nullptr, nullptr}},
    {"float8_e5m2", "f8e5m2", 1, true, {nullptr, nullptr, nullptr}},
    {"float8_e4m3fnuz", "f8e4m3fnuz", 1, true, {nullptr, nullptr, nullptr}},
    {"float8_e5m2fnuz", "f8e5m2fnuz", 1, true, {nullptr, nullptr, nullptr}},
    {"int64", "i64", 8, false, {"long", nullptr, nullptr}},
    {"int32", "i32", 4, false, {"int", nullptr, nullptr}},
    {"int16", "i16", 2, false, {"short", nullptr, nullptr}},
    {"int8", "i8", 1, false, {nullptr, nullptr, nullptr}},
    {"uint8", "u8", 1, false, {nullptr, nullptr, nullptr}},
    {"uint16", "u16", 2, false, {nullptr, nullptr, nullptr}},
    {"uint32", "u32", 4, false, {nullptr, nullptr, nullptr}},
    {"uint64", "u64", 8, false, {nullptr, nullptr, nullptr}},
    {"bool", "b8", 1, false, {nullptr, nullptr, nullptr}},
    {"complex64", "c64", 8, false, {"cfloat", nullptr, nullptr}},
    {"complex128", "c128", 16, false, {"cdouble", nullptr, nullptr}},
}};
}  // namespace

std::optional<DType> find_dtype(std::string_view s) {
  if (s.substr(0, 6) == "torch.") s.remove_prefix(6);
  for (const auto& r : kTable) {
    bool hit = s == r.name || s == r.short_name;
    for (const char* a : r.aliases)
      if (a && s == a) hit = true;
    if (hit) return DType{r.name, r.short_name, r.itemsize, r.floating};
  }
  return std::nullopt;
}

}  // namespace stridecheck
