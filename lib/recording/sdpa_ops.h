// The scaled-dot-product-attention ops that appear in compiled graphs, from their aten schemas
// (torch/include/ATen/ops/_scaled_dot_product_*.h of torch 2.11): argument names and kinds, output
// names, and the backend and direction each op implies.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stridecheck {

enum class Backend { kCudnn, kFlash, kEfficient, kMath, kFlashCpu, kOverrideable };
enum class Direction { kForward, kBackward };

std::string_view backend_name(Backend b);  ///< "cudnn", "flash", "efficient", "math", "flash_cpu", "overrideable"
std::string backend_title(Backend b);      ///< "cuDNN", "flash", "memory-efficient", "math", "CPU flash", ...
std::optional<Backend> parse_backend(std::string_view name);
std::string_view direction_name(Direction d);  ///< "forward", "backward"
std::optional<Direction> parse_direction(std::string_view name);
/// Backends that run on CUDA (everything but flash_cpu; math runs on both).
bool backend_is_cuda_only(Backend b);
/// The fused backends that run on CUDA only, in torch's default order: cudnn, flash, efficient.
inline constexpr Backend kCudaOnlyBackends[] = {Backend::kCudnn, Backend::kFlash, Backend::kEfficient};

enum class ArgKind { kTensor, kOptionalTensor, kFloat, kOptionalFloat, kBool, kSymInt, kBoolList };

struct ArgSpec {
  std::string name;
  ArgKind kind;
  bool keyword_only = false;
  bool has_default = false;  ///< may be left out of a call
};

struct OpSpec {
  std::string name;  ///< "_scaled_dot_product_cudnn_attention_backward"
  Backend backend;
  Direction direction;
  std::vector<ArgSpec> args;
  std::vector<std::string> outputs;  ///< "out", "logsumexp", ... / "grad_query", ...
  /// Index of each output that is a tensor whose layout the graph asserts (not SymInt outputs).
  bool output_is_tensor(size_t i) const;
  std::string qualified() const { return "aten::" + name; }
};

/// All SDPA ops stridecheck knows, forward and backward.
const std::vector<OpSpec>& sdpa_ops();

/// The op for a name as code spells it: "_scaled_dot_product_flash_attention",
/// "aten::_scaled_dot_product_flash_attention", "torch.ops.aten._scaled_dot_product_flash_attention.default".
const OpSpec* find_sdpa_op(std::string_view spelling);

/// True for code that calls an aten `_scaled_dot_product_*` op stridecheck does not know: a fused SDPA op of
/// a newer torch. The math ops (`_scaled_dot_product_attention_math*`) are not fused kernels and are not read.
bool is_unknown_sdpa_op(std::string_view spelling);

/// The forward op of a backend (the one whose outputs a backward consumes).
const OpSpec* forward_op_of(Backend b);
const OpSpec* backward_op_of(Backend b);

}  // namespace stridecheck
