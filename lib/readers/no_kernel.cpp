#include "readers/no_kernel.h"

#include <algorithm>
#include <cctype>

#include "core/error.h"
#include "core/text.h"
#include "readers/line_prefix.h"
#include "readers/py_quotes.h"

namespace stridecheck {

namespace {

constexpr std::string_view kNoKernel = "No available kernel";
constexpr std::string_view kNoViable = "No viable backend for scaled_dot_product_attention";
constexpr std::string_view kNotUsed = " kernel not used because:";
constexpr std::string_view kTriggered = " (Triggered internally at ";
constexpr std::string_view kCall = "scaled_dot_product_attention>(";
// How far from the error line its exception line and the "from user code:" block are looked for.
constexpr size_t kNear = 40;

size_t no_kernel_at(std::string_view l) {
  size_t a = l.find(kNoKernel);
  return a != std::string_view::npos ? a : l.find(kNoViable);
}

// "RuntimeError: ...", "torch._dynamo.exc.TorchRuntimeError: ...", "torch._inductor.exc.InductorError: ...".
bool exception_head(std::string_view l) {
  size_t colon = l.find(':');
  std::string_view name = l.substr(0, colon);
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_')) return false;
  if (!std::all_of(name.begin(), name.end(),
                   [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }))
    return false;
  return name.ends_with("Error") || name.ends_with("Exception") || name.ends_with("Failed");
}

// The end of the bracket that opens at s[open] (quotes and nested brackets skipped); npos when unclosed.
size_t closing(std::string_view s, size_t open) {
  std::string stack;
  py::QuoteSkipper quotes;
  for (size_t i = open; i < s.size(); ++i) {
    if (quotes.skip(s, i)) continue;
    const char c = s[i];
    if (c == '(' || c == '[' || c == '{')
      stack.push_back(c == '(' ? ')' : c == '[' ? ']' : '}');
    else if (c == ')' || c == ']' || c == '}') {
      if (stack.empty() || stack.back() != c) return std::string_view::npos;
      stack.pop_back();
      if (stack.empty()) return i;
    }
  }
  return std::string_view::npos;
}

// The items of a bracket's inside, split at its top-level commas.
std::vector<std::string_view> items(std::string_view inside) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= inside.size(); ++i) {
    if (i < inside.size()) {
      char c = inside[i];
      if (c == '(' || c == '[' || c == '{' || c == '\'' || c == '"') {
        size_t end = c == '\'' || c == '"' ? inside.find(c, i + 1) : closing(inside, i);
        if (end == std::string_view::npos) break;
        i = end;
        continue;
      }
      if (c != ',') continue;
    }
    std::string_view item = trim(inside.substr(start, i - start));
    if (!item.empty()) out.push_back(item);
    start = i + 1;
  }
  return out;
}

// "FakeTensor(..., device='cuda:0', size=(1, 32, 4096, 96), dtype=torch.bfloat16, grad_fn=...)" in words:
// "bfloat16 cuda:0 sizes (1, 32, 4096, 96)". torch's repr leaves out the default dtype and the CPU device.
std::string tensor_words(std::string_view repr) {
  auto field = [&](std::string_view key) -> std::string {
    size_t at = repr.find(key);
    if (at == std::string_view::npos) return "";
    size_t b = at + key.size(), e = b;
    if (b < repr.size() && repr[b] == '(') {
      e = closing(repr, b);
      return e == std::string_view::npos ? "" : std::string(repr.substr(b, e - b + 1));
    }
    while (e < repr.size() && repr[e] != ',' && repr[e] != ')') ++e;
    std::string v(trim(repr.substr(b, e - b)));
    v.erase(std::remove(v.begin(), v.end(), '\''), v.end());
    return v.starts_with("torch.") ? v.substr(6) : v;
  };
  std::string dtype = field("dtype="), device = field("device="), size = field("size=");
  return (dtype.empty() ? "float32" : dtype) + " " + (device.empty() ? "cpu" : device) +
         (size.empty() ? "" : " sizes " + size);
}

// The arguments of "call_function <built-in function scaled_dot_product_attention>(*(...), **{...})".
std::vector<std::pair<std::string, std::string>> call_args(std::string_view l) {
  static const char* const kNames[] = {"query",     "key",       "value", "attn_mask",
                                       "dropout_p", "is_causal", "scale", "enable_gqa"};
  std::vector<std::pair<std::string, std::string>> out;
  size_t at = l.find(kCall);
  if (at == std::string_view::npos) return out;
  size_t open = at + kCall.size() - 1, close = closing(l, open);
  if (close == std::string_view::npos) return out;
  auto value = [](std::string_view v) {
    return v.starts_with("FakeTensor(") || v.starts_with("tensor(") ? tensor_words(v) : printable(v, 60);
  };
  for (std::string_view part : items(l.substr(open + 1, close - open - 1))) {
    if (part.starts_with("*(") || part.starts_with("*[")) {
      size_t e = closing(part, 1);
      if (e == std::string_view::npos) continue;
      size_t k = 0;
      for (std::string_view v : items(part.substr(2, e - 2)))
        if (k < std::size(kNames)) out.emplace_back(kNames[k++], value(v));
    } else if (part.starts_with("**{")) {
      size_t e = closing(part, 2);
      if (e == std::string_view::npos) continue;
      for (std::string_view kv : items(part.substr(3, e - 3))) {
        size_t colon = kv.find(':');
        if (colon == std::string_view::npos) continue;
        std::string key(trim(kv.substr(0, colon)));
        key.erase(std::remove(key.begin(), key.end(), '\''), key.end());
        out.emplace_back(printable(key, 30), value(trim(kv.substr(colon + 1))));
      }
    }
  }
  return out;
}

std::optional<TracebackFrame> frame_of(std::string_view l, int64_t line) {
  size_t f = l.find("File \"");
  if (f == std::string_view::npos) return std::nullopt;
  size_t q = l.find("\", line ", f + 6);
  if (q == std::string_view::npos) return std::nullopt;
  size_t n = q + 8, e = n;
  while (e < l.size() && std::isdigit(static_cast<unsigned char>(l[e]))) ++e;
  auto num = parse_int64(l.substr(n, e - n));
  if (!num) return std::nullopt;
  TracebackFrame fr;
  fr.file = std::string(l.substr(f + 6, q - f - 6));
  fr.line = *num;
  if (l.substr(e).starts_with(", in ")) fr.function = std::string(trim(l.substr(e + 5)));
  fr.log_line = line;
  return fr;
}

std::optional<Backend> refused_backend(std::string_view named, bool cpu) {
  std::string lower;
  for (char c : named) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.starts_with("flash")) return cpu ? Backend::kFlashCpu : Backend::kFlash;
  if (lower.starts_with("memory efficient") || lower.starts_with("mem efficient")) return Backend::kEfficient;
  if (lower.starts_with("cudnn")) return Backend::kCudnn;
  return std::nullopt;
}

// The SDPA dispatcher's warnings before the error: "X kernel not used because:" and the reasons after it.
void read_refusals(const std::vector<std::string_view>& lines, size_t from, size_t to, NoKernelFailure& f) {
  for (size_t i = from; i < to; ++i) {
    std::string_view l = lines[i];
    size_t w = l.find("Warning: "), t = l.find(kTriggered);
    if (w == std::string_view::npos || t == std::string_view::npos || t < w) continue;
    std::string_view where = l.substr(t + kTriggered.size());
    if (where.find("sdp_utils") == std::string_view::npos) continue;  // not the SDPA dispatcher's
    const bool cpu = where.find("sdp_utils_cpp") != std::string_view::npos;
    if (f.device.empty()) f.device = cpu ? "cpu" : "cuda";
    std::string_view text = trim(l.substr(w + 9, t - w - 9));
    if (text.ends_with(trim(kNotUsed))) {
      std::string_view named = trim(text.substr(0, text.size() - trim(kNotUsed).size()));
      if (auto b = refused_backend(named, cpu))
        f.refusals.push_back({*b, printable(named, 40), {}, static_cast<int64_t>(i) + 1});
      continue;
    }
    if (f.refusals.empty()) continue;
    auto& reasons = f.refusals.back().reasons;
    std::string reason = printable(text, 300);
    if (std::find(reasons.begin(), reasons.end(), reason) == reasons.end()) reasons.push_back(reason);
  }
}

}  // namespace

std::string_view stage_name(NoKernelFailure::Stage s) {
  switch (s) {
    case NoKernelFailure::Stage::kTrace: return "trace";
    case NoKernelFailure::Stage::kCompile: return "compile";
    case NoKernelFailure::Stage::kRun: return "run";
  }
  return "run";
}

bool looks_like_no_kernel_failure(std::string_view text) {
  return text.find(kNoKernel) != std::string_view::npos || text.find(kNoViable) != std::string_view::npos;
}

std::optional<NoKernelFailure> read_no_kernel_failure(std::string_view text, const std::string& file,
                                                      const Limits& limits) {
  if (!looks_like_no_kernel_failure(text)) return std::nullopt;
  std::vector<std::string_view> lines = split_lines(text);
  size_t last = lines.size(), previous = 0;  // the failure read, and the end of the one before it
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].size() > limits.max_line_bytes)
      throw InputError(file, static_cast<int64_t>(i) + 1,
                       "line of " + std::to_string(lines[i].size()) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits.max_line_bytes));
    if (no_kernel_at(lines[i]) == std::string_view::npos || lines[i].find("Warning: ") != std::string_view::npos)
      continue;
    if (last < lines.size() && i > last + kNear) previous = last + 1;
    last = i;
  }
  if (last == lines.size()) return std::nullopt;
  NoKernelFailure f;
  // the traceback's launcher prefix ("[rank0]:"), learned as the failing-log reader learns it
  LinePrefix prefix;
  for (size_t i = last + 1; i-- > previous;)
    if (size_t tb = lines[i].find("Traceback (most recent call last)"); tb != std::string_view::npos) {
      prefix.learn(lines[i].substr(0, tb));
      break;
    }
  std::string_view msg = lines[last].substr(no_kernel_at(lines[last]));
  for (std::string_view end : {"')", "\")", "'"})
    if (size_t e = msg.find(end); e != std::string_view::npos) msg = msg.substr(0, e);
  f.message = printable(trim(msg), 200);
  f.message_line = static_cast<int64_t>(last) + 1;
  size_t head = last;
  for (size_t i = last + 1; i-- > previous && last - i <= kNear;) {
    std::string_view l = prefix.strip(lines[i]);
    if (l.find("Traceback (most recent call last)") != std::string_view::npos) break;
    if (exception_head(l)) {
      head = i;
      break;
    }
  }
  f.error = printable(trim(prefix.strip(lines[head])), 200);
  f.error_line = static_cast<int64_t>(head) + 1;
  std::string around;
  for (size_t i = head; i <= last; ++i) {
    around.append(lines[i]);
    if (f.args.empty()) f.args = call_args(lines[i]);
  }
  f.stage =
      around.find("fake tensor") != std::string::npos ||
              around.find("Failed running call_function") != std::string::npos
          ? NoKernelFailure::Stage::kTrace
      : around.find("InductorError") != std::string::npos || around.find("BackendCompilerFailed") != std::string::npos
          ? NoKernelFailure::Stage::kCompile
          : NoKernelFailure::Stage::kRun;
  // "from user code:" and its frames after the error: the innermost is the SDPA call
  for (size_t i = last + 1; i < lines.size() && i <= last + kNear; ++i) {
    if (prefix.strip(lines[i]).find("from user code:") == std::string_view::npos) continue;
    for (size_t j = i + 1; j < lines.size() && j <= i + kNear && !trim(prefix.strip(lines[j])).empty(); ++j)
      if (auto fr = frame_of(prefix.strip(lines[j]), static_cast<int64_t>(j) + 1)) {
        if (j + 1 < lines.size() && !frame_of(lines[j + 1], 0)) fr->source = printable(trim(lines[j + 1]), 200);
        f.user_frame = fr;
      }
    break;
  }
  read_refusals(lines, previous, head, f);
  return f;
}

}  // namespace stridecheck
