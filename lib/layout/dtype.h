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

/// The dtype of an FFT op's result, where its op says it without running it (aten's schemas: `_fft_r2c` makes the
/// complex dtype of its real input's precision, `_fft_c2r` the real one of its complex input's, `_fft_c2c` keeps it):
/// what a graph that asserts no dtype of an FFT's result (inductor writes none) passes to the next op. `op` with or
/// without its overload; nullopt for another op, or an input dtype of another kind.
std::optional<DType> fft_result_dtype(std::string_view op, std::string_view input_dtype);

}  // namespace stridecheck
