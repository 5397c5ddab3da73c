// The scaled-dot-product-attention ops that appear in compiled graphs, from their aten schemas
// (torch/include/ATen/ops/_scaled_dot_product_*.h of torch 2.11): argument names and kinds, output
// names, and the backend and direction each op implies.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stridecheck {

enum class Backend { kCudnn, kFlash, kEfficient, kMath, kFlashCpu, kOverrideable };
enum class Direction { kForward, kBackward };

/// One backend as data, the one home of what is known of it: its names (ours, the report's, torch's
/// `SDPBackend.X`), the number torch's dispatcher gives it, where it runs, and what its aten op can serve at
/// all. Torch's own chooser says the rest where a kernel runs (the replay asks it); these are the limits that
/// hold without a device, for every torch from 2.6 on (sdp_utils.cpp's checks).
struct BackendInfo {
  Backend backend;
  std::string_view name;        ///< "cudnn"
  std::string_view title;       ///< "cuDNN"
  std::string_view torch_name;  ///< "CUDNN_ATTENTION": torch.nn.attention.SDPBackend's member
  int sdp_code;                 ///< at::SDPBackend: math 0, flash 1 (and CPU flash), efficient 2, cudnn 3, ...
  bool cuda_only;               ///< runs on CUDA only (math runs on both; CPU flash on the CPU)
  bool takes_mask;              ///< its op has an attention mask or bias argument (flash's has none)
  bool half_only;               ///< serves fp16 and bf16 inputs only
  /// The word its aten ops share, outer and inner ("flash_attention": _scaled_dot_product_flash_attention and the
  /// _flash_attention_forward inside it, which a Python implementation such as FA4 overrides); "" for none.
  std::string_view aten_family;
};
/// Every backend, in torch's default order on CUDA, then the CPU's.
const std::vector<BackendInfo>& backend_infos();
const BackendInfo& backend_info(Backend b);
/// "SDPBackend.CUDNN_ATTENTION": what a user's Python names the backend.
std::string sdp_enum(Backend b);

std::string_view backend_name(Backend b);  ///< "cudnn", "flash", "efficient", "math", "flash_cpu", "overrideable"
std::vector<std::string> backend_names(const std::vector<Backend>& backends);  ///< each one's backend_name
std::string backend_title(Backend b);  ///< "cuDNN", "flash", "memory-efficient", "math", "CPU flash", ...
std::optional<Backend> parse_backend(std::string_view name);
/// Ours ("flash"), or torch's with or without "SDPBackend." ("FLASH_ATTENTION": CUDA flash).
std::optional<Backend> parse_backend_or_torch_name(std::string_view name);
/// The backend torch's dispatcher numbers `code` (at::SDPBackend, what `_fused_sdp_choice` returns) on a CUDA
/// device or not: 1 is flash on CUDA, CPU flash elsewhere; nullopt for a number no row has.
std::optional<Backend> backend_of_sdp_code(int64_t code, bool cuda);
/// The table's row as the Python workers get it in their request (tool/meta_worker.py keeps no copy): our name,
/// torch's `SDPBackend` member, its dispatcher number, whether it runs on CUDA only. nlohmann-json's conversion,
/// found by ADL.
template <typename BasicJson>
void to_json(BasicJson& j, const BackendInfo& b) {
  j = BasicJson{{"name", std::string(b.name)},
                {"torch_name", std::string(b.torch_name)},
                {"sdp_code", b.sdp_code},
                {"cuda_only", b.cuda_only}};
}
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

/// A kernel of one SDPA backend that a graph (or nested-tensor SDPA) calls directly, not through a
/// `_scaled_dot_product_*` op: flash's `_flash_attention_forward`, memory-efficient's `_efficient_attention_forward`,
/// cuDNN's `_cudnn_attention_forward` and their backwards (recognised by name, whichever release wrote the log).
struct SdpaKernel {
  std::string_view name;  ///< "_efficient_attention_forward"
  Backend backend;
  Direction direction;
};
/// Every such kernel, the one table (report/ names them; triage recognises them as SDPA).
const std::vector<SdpaKernel>& sdpa_kernels();
/// The kernel for a name as code or a log spells it ("torch.ops.aten._flash_attention_backward.default",
/// "aten::_flash_attention_backward", "_flash_attention_backward"), or nullptr.
const SdpaKernel* find_sdpa_kernel(std::string_view spelling);

/// True for code that calls an aten `_scaled_dot_product_*` op stridecheck does not know: a fused SDPA op of
/// a newer torch. The math ops (`_scaled_dot_product_attention_math*`) are not fused kernels and are not read.
bool is_unknown_sdpa_op(std::string_view spelling);

/// The name a backward op takes a forward output under: flash's forward returns "rng_state" and "unused", its
/// backward takes them as "philox_seed" and "philox_offset"; any other name as it is.
std::string_view backward_input_of(std::string_view forward_output);
/// Every forward output a backward op takes under another name, (forward output, backward argument).
const std::vector<std::pair<std::string_view, std::string_view>>& backward_input_aliases();

/// The forward op of a backend (the one whose outputs a backward consumes).
const OpSpec* forward_op_of(Backend b);
const OpSpec* backward_op_of(Backend b);

}  // namespace stridecheck
