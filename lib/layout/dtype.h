// Tensor element types as torch names them ("bfloat16", "float32", ...), with their sizes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace stridecheck {

struct DType {
  std::string_view name;        ///< canonical torch name without "torch.": "bfloat16"
  std::string_view short_name;  ///< as FX graph fragments print it: "bf16"
  int64_t itemsize = 0;
  bool floating = false;
  std::string_view c10_name;  ///< c10's ScalarType name: "BFloat16"
};

/// Looks a dtype up by any spelling torch uses: "torch.bfloat16", "bfloat16", "bf16", "torch.half",
/// "torch.long". nullopt for anything else.
std::optional<DType> find_dtype(std::string_view spelling);

/// The dtype whose c10 ScalarType name (c10::toString) is `c10_name`: "BFloat16" -> bfloat16. The one table
/// both the readers and the replay worker use.
std::optional<DType> find_dtype_by_c10(std::string_view c10_name);

}  // namespace stridecheck
