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
  const char* c10;  ///< c10's ScalarType name (c10::toString): how the replay worker finds it in libtorch
};

constexpr std::array<Row, 19> kTable{{
    {"float32", "f32", 4, true, {"float", nullptr, nullptr}, "Float"},
    {"float64", "f64", 8, true, {"double", nullptr, nullptr}, "Double"},
    {"float16", "f16", 2, true, {"half", nullptr, nullptr}, "Half"},
    {"bfloat16", "bf16", 2, true, {nullptr, nullptr, nullptr}, "BFloat16"},
    {"float8_e4m3fn", "f8e4m3fn", 1, true, {nullptr, nullptr, nullptr}, "Float8_e4m3fn"},
    {"float8_e5m2", "f8e5m2", 1, true, {nullptr, nullptr, nullptr}, "Float8_e5m2"},
    {"float8_e4m3fnuz", "f8e4m3fnuz", 1, true, {nullptr, nullptr, nullptr}, "Float8_e4m3fnuz"},
    {"float8_e5m2fnuz", "f8e5m2fnuz", 1, true, {nullptr, nullptr, nullptr}, "Float8_e5m2fnuz"},
    {"int64", "i64", 8, false, {"long", nullptr, nullptr}, "Long"},
    {"int32", "i32", 4, false, {"int", nullptr, nullptr}, "Int"},
    {"int16", "i16", 2, false, {"short", nullptr, nullptr}, "Short"},
    {"int8", "i8", 1, false, {nullptr, nullptr, nullptr}, "Char"},
    {"uint8", "u8", 1, false, {nullptr, nullptr, nullptr}, "Byte"},
    {"uint16", "u16", 2, false, {nullptr, nullptr, nullptr}, "UInt16"},
    {"uint32", "u32", 4, false, {nullptr, nullptr, nullptr}, "UInt32"},
    {"uint64", "u64", 8, false, {nullptr, nullptr, nullptr}, "UInt64"},
    {"bool", "b8", 1, false, {nullptr, nullptr, nullptr}, "Bool"},
    {"complex64", "c64", 8, false, {"cfloat", nullptr, nullptr}, "ComplexFloat"},
    {"complex128", "c128", 16, false, {"cdouble", nullptr, nullptr}, "ComplexDouble"},
}};
}  // namespace

std::optional<DType> find_dtype(std::string_view s) {
  if (s.substr(0, 6) == "torch.") s.remove_prefix(6);
  for (const auto& r : kTable) {
    bool hit = s == r.name || s == r.short_name;
    for (const char* a : r.aliases)
      if (a && s == a) hit = true;
    if (hit) return DType{r.name, r.short_name, r.itemsize, r.floating, r.c10};
  }
  return std::nullopt;
}

std::optional<DType> find_dtype_by_c10(std::string_view c10_name) {
  for (const auto& r : kTable)
    if (c10_name == r.c10) return DType{r.name, r.short_name, r.itemsize, r.floating, r.c10};
  return std::nullopt;
}

std::optional<DType> fft_result_dtype(std::string_view op, std::string_view input_dtype) {
  const size_t dot = op.find('.', op.find("::") == std::string_view::npos ? 0 : op.find("::") + 2);
  const std::string_view bare = op.substr(0, dot);
  auto in = find_dtype(input_dtype);
  if (!in) return std::nullopt;
  const bool complex = in->name.starts_with("complex");
  // clang-format off
  static constexpr std::pair<std::string_view, std::string_view> kComplexOf[] = {
      {"float32", "complex64"}, {"float64", "complex128"}};
  // clang-format on
  if (bare == "aten::_fft_c2c") return complex ? in : std::nullopt;
  for (const auto& [real, cplx] : kComplexOf) {
    if (bare == "aten::_fft_r2c" && !complex && in->name == real) return find_dtype(cplx);
    if (bare == "aten::_fft_c2r" && complex && in->name == cplx) return find_dtype(real);
  }
  return std::nullopt;
}

}  // namespace stridecheck
