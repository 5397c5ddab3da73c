#include "recording/sdpa_ops.h"

#include <stdexcept>

#include "core/text.h"

namespace stridecheck {

namespace {
using K = ArgKind;

ArgSpec pos(const char* n, ArgKind k) { return {n, k, false, false}; }
ArgSpec opt(const char* n, ArgKind k) { return {n, k, false, true}; }
ArgSpec kw(const char* n, ArgKind k) { return {n, k, true, true}; }

std::vector<OpSpec> build() {
  // The schemas as tables, one argument list per op:
  // clang-format off
  const std::vector<std::string> fwd9 = {"out",     "logsumexp", "cum_seq_q",     "cum_seq_k",      "max_q",
                                         "max_k",   "philox_seed", "philox_offset", "debug_attn_mask"};
  const std::vector<std::string> grads3 = {"grad_query", "grad_key", "grad_value"};
  std::vector<OpSpec> ops;
  ops.push_back({"_scaled_dot_product_cudnn_attention", Backend::kCudnn, Direction::kForward,
                 {pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("attn_bias", K::kOptionalTensor), pos("compute_log_sumexp", K::kBool),
                  opt("dropout_p", K::kFloat), opt("is_causal", K::kBool), opt("return_debug_mask", K::kBool),
                  kw("scale", K::kOptionalFloat)},
                 fwd9});
  ops.push_back({"_scaled_dot_product_cudnn_attention_backward", Backend::kCudnn, Direction::kBackward,
                 {pos("grad_out", K::kTensor), pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("out", K::kTensor), pos("logsumexp", K::kTensor), pos("philox_seed", K::kTensor),
                  pos("philox_offset", K::kTensor), pos("attn_bias", K::kTensor), pos("cum_seq_q", K::kTensor),
                  pos("cum_seq_k", K::kTensor), pos("max_q", K::kSymInt), pos("max_k", K::kSymInt),
                  pos("dropout_p", K::kFloat), pos("is_causal", K::kBool), kw("scale", K::kOptionalFloat)},
                 grads3});
  ops.push_back({"_scaled_dot_product_flash_attention", Backend::kFlash, Direction::kForward,
                 {pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor), opt("dropout_p", K::kFloat),
                  opt("is_causal", K::kBool), opt("return_debug_mask", K::kBool), kw("scale", K::kOptionalFloat)},
                 {"out", "logsumexp", "cum_seq_q", "cum_seq_k", "max_q", "max_k", "rng_state", "unused",
                  "debug_attn_mask"}});
  ops.push_back({"_scaled_dot_product_flash_attention_backward", Backend::kFlash, Direction::kBackward,
                 {pos("grad_out", K::kTensor), pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("out", K::kTensor), pos("logsumexp", K::kTensor), pos("cum_seq_q", K::kTensor),
                  pos("cum_seq_k", K::kTensor), pos("max_q", K::kSymInt), pos("max_k", K::kSymInt),
                  pos("dropout_p", K::kFloat), pos("is_causal", K::kBool), pos("philox_seed", K::kTensor),
                  pos("philox_offset", K::kTensor), kw("scale", K::kOptionalFloat)},
                 grads3});
  ops.push_back({"_scaled_dot_product_efficient_attention", Backend::kEfficient, Direction::kForward,
                 {pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("attn_bias", K::kOptionalTensor), pos("compute_log_sumexp", K::kBool), opt("dropout_p", K::kFloat),
                  opt("is_causal", K::kBool), kw("scale", K::kOptionalFloat)},
                 {"out", "logsumexp", "philox_seed", "philox_offset"}});
  ops.push_back({"_scaled_dot_product_efficient_attention_backward", Backend::kEfficient, Direction::kBackward,
                 {pos("grad_out_", K::kTensor), pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("attn_bias", K::kTensor), pos("out", K::kTensor), pos("logsumexp", K::kTensor),
                  pos("philox_seed", K::kTensor), pos("philox_offset", K::kTensor), pos("dropout_p", K::kFloat),
                  pos("grad_input_mask", K::kBoolList), opt("is_causal", K::kBool), kw("scale", K::kOptionalFloat)},
                 {"grad_query", "grad_key", "grad_value", "grad_attn_bias"}});
  ops.push_back({"_scaled_dot_product_flash_attention_for_cpu", Backend::kFlashCpu, Direction::kForward,
                 {pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor), opt("dropout_p", K::kFloat),
                  opt("is_causal", K::kBool), kw("attn_mask", K::kOptionalTensor), kw("scale", K::kOptionalFloat)},
                 {"out", "logsumexp"}});
  ops.push_back({"_scaled_dot_product_flash_attention_for_cpu_backward", Backend::kFlashCpu, Direction::kBackward,
                 {pos("grad_out", K::kTensor), pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("out", K::kTensor), pos("logsumexp", K::kTensor), pos("dropout_p", K::kFloat),
                  pos("is_causal", K::kBool), kw("attn_mask", K::kOptionalTensor), kw("scale", K::kOptionalFloat)},
                 grads3});
  ops.push_back({"_scaled_dot_product_fused_attention_overrideable", Backend::kOverrideable, Direction::kForward,
                 {pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  opt("attn_bias", K::kOptionalTensor), opt("dropout_p", K::kFloat), opt("is_causal", K::kBool),
                  opt("return_debug_mask", K::kBool), kw("scale", K::kOptionalFloat)},
                 fwd9});
  ops.push_back({"_scaled_dot_product_fused_attention_overrideable_backward", Backend::kOverrideable,
                 Direction::kBackward,
                 {pos("grad_out", K::kTensor), pos("query", K::kTensor), pos("key", K::kTensor), pos("value", K::kTensor),
                  pos("attn_bias", K::kTensor), pos("grad_input_mask", K::kBoolList), pos("out", K::kTensor),
                  pos("logsumexp", K::kTensor), pos("cum_seq_q", K::kTensor), pos("cum_seq_k", K::kTensor),
                  pos("max_q", K::kSymInt), pos("max_k", K::kSymInt), pos("dropout_p", K::kFloat),
                  pos("is_causal", K::kBool), pos("philox_seed", K::kTensor), pos("philox_offset", K::kTensor),
                  kw("scale", K::kOptionalFloat)},
                 {"grad_query", "grad_key", "grad_value", "grad_attn_bias"}});
  // clang-format on
  return ops;
}
}  // namespace

const std::vector<BackendInfo>& backend_infos() {
  // clang-format off
  static const std::vector<BackendInfo> infos = {
      // backend               name          title               torch name             code cuda   mask   half   aten family
      {Backend::kFlash,        "flash",      "flash",            "FLASH_ATTENTION",     1,   true,  false, true,  "flash_attention"},
      {Backend::kEfficient,    "efficient",  "memory-efficient", "EFFICIENT_ATTENTION", 2,   true,  true,  false, "efficient_attention"},
      {Backend::kCudnn,        "cudnn",      "cuDNN",            "CUDNN_ATTENTION",     3,   true,  true,  true,  "cudnn_attention"},
      {Backend::kOverrideable, "overrideable", "overrideable",   "OVERRIDEABLE",        4,   false, true,  false, "fused_attention_overrideable"},
      {Backend::kFlashCpu,     "flash_cpu",  "CPU flash",        "FLASH_ATTENTION",     1,   false, true,  false, "flash_attention"},
      {Backend::kMath,         "math",       "math",             "MATH",                0,   false, true,  false, ""},
  };
  // clang-format on
  return infos;
}

const BackendInfo& backend_info(Backend b) {
  for (const auto& i : backend_infos())
    if (i.backend == b) return i;
  throw std::logic_error("a backend without its row in backend_infos()");
}

std::vector<std::string> backend_names(const std::vector<Backend>& backends) {
  std::vector<std::string> out;
  for (Backend b : backends) out.emplace_back(backend_name(b));
  return out;
}

std::string_view backend_name(Backend b) { return backend_info(b).name; }
std::string backend_title(Backend b) { return std::string(backend_info(b).title); }
std::string sdp_enum(Backend b) { return "SDPBackend." + std::string(backend_info(b).torch_name); }

std::optional<Backend> parse_backend(std::string_view n) {
  for (const auto& i : backend_infos())
    if (i.name == n) return i.backend;
  return std::nullopt;
}

std::optional<Backend> parse_backend_or_torch_name(std::string_view n) {
  if (auto b = parse_backend(n)) return b;
  if (n.starts_with("SDPBackend.")) n.remove_prefix(11);
  if (auto b = parse_backend(n)) return b;  // "SDPBackend.flash" too, as --backends always took it
  for (const auto& i : backend_infos())
    if (i.torch_name == n) return i.backend;  // the first row of a name: CUDA flash before CPU flash
  return std::nullopt;
}

std::optional<Backend> backend_of_sdp_code(int64_t code, bool cuda) {
  std::optional<Backend> any;
  for (const auto& i : backend_infos()) {
    if (i.sdp_code != code) continue;
    if (i.cuda_only == cuda) return i.backend;  // the row of this device: CUDA flash or CPU flash
    if (!any) any = i.backend;
  }
  return any;
}

std::string_view direction_name(Direction d) { return d == Direction::kForward ? "forward" : "backward"; }

std::optional<Direction> parse_direction(std::string_view n) {
  if (n == "forward") return Direction::kForward;
  if (n == "backward") return Direction::kBackward;
  return std::nullopt;
}

bool backend_is_cuda_only(Backend b) { return backend_info(b).cuda_only; }

bool OpSpec::output_is_tensor(size_t i) const {
  if (i >= outputs.size()) return false;
  return outputs[i] != "max_q" && outputs[i] != "max_k";
}

const std::vector<OpSpec>& sdpa_ops() {
  static const std::vector<OpSpec> ops = build();
  return ops;
}

namespace {
// "torch.ops.aten.NAME.default", "aten::NAME", "aten.NAME": NAME.
std::string_view aten_base(std::string_view s) {
  for (std::string_view prefix : {"torch.ops.aten.", "aten::", "aten."})
    if (s.starts_with(prefix)) {
      s.remove_prefix(prefix.size());
      break;
    }
  if (s.ends_with(".default")) s.remove_suffix(8);
  return s;
}
}  // namespace

const OpSpec* find_sdpa_op(std::string_view s) {
  s = aten_base(s);
  for (const auto& op : sdpa_ops())
    if (op.name == s) return &op;
  return nullptr;
}

const std::vector<SdpaKernel>& sdpa_kernels() {
  // ATen's ops (torch/include/ATen/ops/NAME.h of torch 2.11's wheel; the inplace flash kernel is 2.15's).
  // clang-format off
  static const std::vector<SdpaKernel> kernels = {
      {"_flash_attention_forward",                    Backend::kFlash,     Direction::kForward},
      {"_flash_attention_backward",                   Backend::kFlash,     Direction::kBackward},
      {"_flash_attention_forward_no_dropout_inplace", Backend::kFlash,     Direction::kForward},
      {"_efficient_attention_forward",                Backend::kEfficient, Direction::kForward},
      {"_efficient_attention_backward",               Backend::kEfficient, Direction::kBackward},
      {"_cudnn_attention_forward",                    Backend::kCudnn,     Direction::kForward},
      {"_cudnn_attention_backward",                   Backend::kCudnn,     Direction::kBackward},
  };
  // clang-format on
  return kernels;
}

const SdpaKernel* find_sdpa_kernel(std::string_view s) {
  s = aten_base(s);
  for (const auto& k : sdpa_kernels())
    if (k.name == s) return &k;
  return nullptr;
}

bool is_unknown_sdpa_op(std::string_view s) {
  return (s.starts_with("torch.ops.aten._scaled_dot_product_") || s.starts_with("aten._scaled_dot_product_")) &&
         s.find("_math") == std::string_view::npos && !find_sdpa_op(s);
}

const std::vector<std::pair<std::string_view, std::string_view>>& backward_input_aliases() {
  static const std::vector<std::pair<std::string_view, std::string_view>> aliases = {{"rng_state", "philox_seed"},
                                                                                     {"unused", "philox_offset"}};
  return aliases;
}

std::string_view backward_input_of(std::string_view forward_output) {
  for (const auto& [out, in] : backward_input_aliases())
    if (out == forward_output) return in;
  return forward_output;
}

const OpSpec* forward_op_of(Backend b) {
  for (const auto& op : sdpa_ops())
    if (op.backend == b && op.direction == Direction::kForward) return &op;
  return nullptr;
}

const OpSpec* backward_op_of(Backend b) {
  for (const auto& op : sdpa_ops())
    if (op.backend == b && op.direction == Direction::kBackward) return &op;
  return nullptr;
}

}  // namespace stridecheck
