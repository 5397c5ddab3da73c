#include "readers/run_environment.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/text.h"
#include "recording/sdpa_ops.h"

namespace stridecheck {

namespace {

constexpr size_t kMaxValue = 120;     // a fact longer than this is cut (printable)
constexpr size_t kMaxLine = 1 << 14;  // longer lines are not searched for facts
constexpr size_t kMaxListLines = 64;  // lines read after a collect_env label that starts a list

RunFact fact(std::string_view value, std::string how, const std::string& file, int64_t line) {
  return RunFact{printable(trim(value), kMaxValue), std::move(how), file, line};
}

// collect_env writes None as "Could not collect", and "N/A" where a thing does not apply.
bool says_nothing(std::string_view v) {
  v = trim(v);
  return v.empty() || v == "Could not collect" || v == "N/A" || v == "None" || v.starts_with("Could not collect");
}

void set(RunFact& f, RunFact value) {
  if (!f.known() && value.known()) f = std::move(value);
}

// A version right after `pos`: separators (spaces, quotes, ':', '=', ')') skipped, then a digit, a dot and what a
// version holds ("2.11.0+cu130", "2.6.0a0+git1234"); empty when there is none.
std::string_view version_at(std::string_view line, size_t pos) {
  while (pos < line.size() && std::string_view(" \t'\"():=,").find(line[pos]) != std::string_view::npos) ++pos;
  size_t end = pos;
  while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) ||
                               std::string_view(".+_-").find(line[end]) != std::string_view::npos))
    ++end;
  std::string_view v = line.substr(pos, end - pos);
  if (v.empty() || !std::isdigit(static_cast<unsigned char>(v[0])) || v.find('.') == std::string_view::npos) return {};
  return v;
}

// "FLASH_ATTENTION, EFFICIENT_ATTENTION, MATH" (or a printed Python list of them): every item an SDPBackend name.
bool is_sdp_order(std::string_view v) {
  auto is_name = [](std::string_view item) {  // torch's members: the backends' (recording/sdpa_ops.h), and ERROR
    if (item == "ERROR") return true;
    const auto& infos = backend_infos();
    return std::any_of(infos.begin(), infos.end(), [&](const BackendInfo& i) { return i.torch_name == item; });
  };
  size_t n = 0;
  for (const auto& raw : split(v, ',')) {
    std::string_view item = trim(raw);
    while (!item.empty() && std::string_view("[]'\" ").find(item.front()) != std::string_view::npos)
      item.remove_prefix(1);
    while (!item.empty() && std::string_view("[]'\" ").find(item.back()) != std::string_view::npos)
      item.remove_suffix(1);
    if (item.starts_with("SDPBackend.")) item.remove_prefix(11);
    if (!is_name(item)) return false;
    ++n;
  }
  return n > 0;
}

// The Python a path into an installed torch names: ".../python3.12/site-packages/torch/..." -> "3.12", and the path
// up to "torch".
bool python_of_torch_path(std::string_view line, std::string& python, std::string& where) {
  for (std::string_view pkgs : {"/site-packages/torch/", "/dist-packages/torch/"}) {
    size_t at = line.find(pkgs);
    if (at == std::string_view::npos) continue;
    size_t dir = line.rfind('/', at == 0 ? 0 : at - 1);
    if (dir == std::string_view::npos) continue;
    std::string_view name = line.substr(dir + 1, at - dir - 1);  // "python3.12"
    if (!name.starts_with("python") || version_at(name, 6).empty()) continue;
    python = std::string(name.substr(6));
    size_t start = at;  // back to the quote or space before the path
    while (start > 0 && std::string_view(" \t\"'").find(line[start - 1]) == std::string_view::npos) --start;
    where = std::string(line.substr(start, at + pkgs.size() - 1 - start));
    return true;
  }
  return false;
}

// Reads the collect_env lines of a log, line by line.
class LogScanner {
 public:
  LogScanner(const std::vector<std::string_view>& lines, const std::string& file) : lines_(lines), file_(file) {}

  RunEnvironment run() {
    for (i_ = 0; i_ < lines_.size(); ++i_) {
      std::string_view l = lines_[i_];
      if (l.size() > kMaxLine) continue;
      if (l.find("Collecting environment information...") != std::string_view::npos)
        env_.collect_env = in_collect_env_ = true;
      collect_env_line(l);
      printed_line(l);
      kernel_override(l);
      if (python_path_.empty()) {
        std::string python, where;
        if (python_of_torch_path(l, python, where)) {
          python_path_ = python;
          torch_path_ = where;
          path_line_ = line();
        }
      }
    }
    if (!pip_cudnn_.known()) set(env_.cudnn, system_cudnn_);
    set(env_.cudnn, pip_cudnn_);
    if (!python_path_.empty()) {
      RunFact f = fact(python_path_, "a traceback's path: " + printable(torch_path_, 100), file_, path_line_);
      f.from_path = true;
      set(env_.python, std::move(f));
    }
    return env_;
  }

 private:
  int64_t line() const { return static_cast<int64_t>(i_) + 1; }

  // The value after `label` on this line, or nullopt.
  std::optional<std::string_view> after(std::string_view l, std::string_view label) const {
    size_t at = l.find(label);
    if (at == std::string_view::npos) return std::nullopt;
    return trim(l.substr(at + label.size()));
  }

  void take(RunFact& f, std::string_view l, std::string_view label) {
    if (auto v = after(l, label); v && !says_nothing(*v)) set(f, fact(*v, "collect_env", file_, line()));
  }

  // The lines after a label whose value starts on the next line (collect_env's GPU list, its cuDNN candidates).
  std::vector<std::string_view> list_after(bool (*belongs)(std::string_view)) const {
    std::vector<std::string_view> out;
    for (size_t j = i_ + 1; j < lines_.size() && out.size() < kMaxListLines && belongs(trim(lines_[j])); ++j)
      out.push_back(trim(lines_[j]));
    return out;
  }

  void collect_env_line(std::string_view l) {
    if (after(l, "PyTorch version: ")) {
      in_collect_env_ = true;
      take(env_.torch, l, "PyTorch version: ");
    }
    take(env_.torch_cuda, l, "CUDA used to build PyTorch: ");
    take(env_.cuda_available, l, "Is CUDA available: ");
    take(env_.cuda_runtime, l, "CUDA runtime version: ");
    take(env_.driver, l, "Nvidia driver version: ");
    if (auto v = after(l, "Python version: "); v && !says_nothing(*v)) {
      std::string_view version = version_at(*v, 0);
      set(env_.python, fact(version.empty() ? *v : version, "collect_env", file_, line()));
    }
    if (in_collect_env_ && trim(l).starts_with("OS: ")) take(env_.os, trim(l), "OS: ");
    if (auto v = after(l, "GPU models and configuration:")) gpu_models(*v);
    if (auto v = after(l, "cuDNN version:")) cudnn_libraries(*v);
    if (auto v = after(l, "[pip3] nvidia-cudnn-cu"); v && v->find("==") != std::string_view::npos) {
      std::string_view pkg = trim(l.substr(l.find("nvidia-cudnn-cu")));
      set(pip_cudnn_,
          fact(version_at(*v, v->find("==")),
               "collect_env's pip packages: " + printable(pkg.substr(0, pkg.find("==")), 40), file_, line()));
    }
    for (std::string_view pkg : {"[pip3] triton==", "[pip3] pytorch-triton=="})
      if (auto v = after(l, pkg))
        set(env_.triton, fact(version_at(*v, 0), "collect_env's pip packages", file_, line()));
  }

  void gpu_models(std::string_view v) {
    std::vector<std::string_view> gpus;
    if (v.empty())
      gpus = list_after(
          [](std::string_view x) { return x.starts_with("GPU ") && x.find(": ") != std::string_view::npos; });
    else if (!says_nothing(v))
      gpus.push_back(v);
    std::vector<std::string> names;
    for (auto g : gpus) {
      if (g.starts_with("GPU ") && g.find(": ") != std::string_view::npos) g = g.substr(g.find(": ") + 2);
      names.emplace_back(trim(g));
    }
    if (names.empty()) return;
    bool same = std::all_of(names.begin(), names.end(), [&](const std::string& n) { return n == names.front(); });
    std::string value = same ? names.front() : join(names, ", ");
    if (names.size() > 1 && same) value += " (" + std::to_string(names.size()) + " GPUs)";
    set(env_.gpu, fact(value, "collect_env", file_, line()));
  }

  void cudnn_libraries(std::string_view v) {
    std::vector<std::string_view> paths;
    if (v.starts_with("Probably one of the following:"))
      paths = list_after([](std::string_view x) { return x.starts_with("/"); });
    else if (!says_nothing(v))
      paths.push_back(v);
    std::vector<std::string> libs;
    for (auto p : paths) {
      std::string_view base = p.substr(p.rfind('/') + 1);
      if (p.starts_with("/") ? base.starts_with("libcudnn.so") : !version_at(p, 0).empty()) libs.emplace_back(base);
    }
    if (!libs.empty())
      set(system_cudnn_, fact(join(libs, ", "), "collect_env: cuDNN libraries found on the host", file_, line()));
  }

  // What a script or pip printed: torch.__version__, "torch==X", the SDPA order line the Markdown report asks for.
  void printed_line(std::string_view l) {
    if (size_t at = l.find("torch.__version__"); at != std::string_view::npos)
      set(env_.torch, fact(version_at(l, at + 17), "a printed torch.__version__", file_, line()));
    std::string_view t = trim(l);
    if (t.starts_with("torch==")) set(env_.torch, fact(version_at(t, 7), "pip's torch==", file_, line()));
    if (auto v = after(l, "[pip3] torch=="))
      set(env_.torch, fact(version_at(*v, 0), "collect_env's pip packages", file_, line()));
    if (auto v = after(l, "SDPA priority:"); v && is_sdp_order(*v))
      set(env_.sdpa_priority, fact(*v, "printed on the failing host", file_, line()));
  }

  // torch's warning that the run registered a kernel over its own (torch/library.py, from OperatorEntry.cpp): the
  // op, the dispatch key and where the new kernel was registered, on the few lines after it.
  void kernel_override(std::string_view l) {
    if (l.find("Overriding a previously registered kernel for the same operator") == std::string_view::npos) return;
    KernelOverride k;
    k.file = file_;
    k.line = line();
    for (size_t j = i_ + 1; j < lines_.size() && j <= i_ + 8; ++j) {
      std::string_view t = trim(lines_[j]);
      if (t.starts_with("operator: ")) {
        std::string_view op = t.substr(10);
        k.op = printable(op.substr(0, op.find('(')), 200);
      } else if (t.starts_with("dispatch key: ")) {
        k.dispatch_key = printable(t.substr(14), 40);
      } else if (t.starts_with("new kernel: registered at ")) {
        std::string_view at = t.substr(26);
        k.new_kernel = printable(at.substr(0, at.find(" (")), 400);
      }
    }
    if (!k.op.empty() && !k.new_kernel.empty() && env_.overrides.size() < kMaxListLines)
      env_.overrides.push_back(std::move(k));
  }

  const std::vector<std::string_view>& lines_;
  const std::string& file_;
  size_t i_ = 0;
  RunEnvironment env_;
  RunFact pip_cudnn_, system_cudnn_;
  bool in_collect_env_ = false;  // a "PyTorch version:" line was seen: "OS: " lines are collect_env's
  std::string python_path_, torch_path_;
  int64_t path_line_ = 0;
};

// The integer after "name=" inside `props`, or -1.
int64_t prop(std::string_view props, std::string_view name) {
  size_t at = 0;
  while ((at = props.find(name, at)) != std::string_view::npos) {
    bool whole = at == 0 || props[at - 1] == ' ' || props[at - 1] == '(' || props[at - 1] == ',';
    at += name.size();
    if (!whole || at >= props.size() || props[at] != '=') continue;
    size_t end = ++at;
    while (end < props.size() && std::isdigit(static_cast<unsigned char>(props[end]))) ++end;
    if (auto v = parse_int64(props.substr(at, end - at)); v && end - at <= 6) return *v;
    return -1;
  }
  return -1;
}

}  // namespace

RunEnvironment log_environment(std::string_view text, const std::string& file) {
  auto lines = split_lines(text);
  RunEnvironment env = LogScanner(lines, file).run();
  // a lone "PyTorch version:" line is a statement of the version; the other labels are collect_env's own
  if (!env.collect_env && env.torch.known() && env.cuda_available.known()) env.collect_env = true;
  return env;
}

RunEnvironment module_environment(std::string_view text, const std::string& file, int64_t first_line) {
  RunEnvironment env;
  size_t at = text.find("DeviceProperties(type='cuda'");
  if (at == std::string_view::npos) return env;
  size_t close = text.find(')', at);
  if (close == std::string_view::npos || close - at > 1000) return env;
  std::string_view props = text.substr(at, close - at);
  int64_t line = first_line + line_at(text, at) - 1;
  int64_t cc = prop(props, "cc"), major = prop(props, "major"), sms = prop(props, "multi_processor_count");
  if (cc > 0) {
    if (major < 0) major = cc / 10;
    int64_t minor = cc - major * 10;
    if (major > 0 && minor >= 0 && minor < 10)
      env.capability = fact(std::to_string(major) + "." + std::to_string(minor),
                            "DeviceProperties cc=" + std::to_string(cc) + " in the generated module", file, line);
  }
  if (sms > 0) env.sms = fact(std::to_string(sms), "DeviceProperties in the generated module", file, line);
  return env;
}

RunEnvironment metrics_environment(const nlohmann::json& m, const std::string& file, int64_t line) {
  RunEnvironment env;
  auto take = [&](RunFact& f, const char* key) {
    auto it = m.find(key);
    if (it == m.end() || !it->is_string() || says_nothing(it->get<std::string>())) return;
    std::string v = it->get<std::string>();
    std::string_view shown = key == std::string_view("python_version") ? version_at(v, 0) : std::string_view(v);
    f = fact(shown.empty() ? std::string_view(v) : shown, std::string("compilation_metrics ") + key, file, line);
  };
  if (!m.is_object()) return env;
  take(env.torch, "pytorch_version");
  take(env.torch_cuda, "cuda_version");
  take(env.python, "python_version");
  take(env.triton, "triton_version");
  return env;
}

}  // namespace stridecheck
