// The capture reader (capture.h): capture and process files checked key by key, every error at its JSON path and line;
// the recording made from the modules they hold (capture_recording.cpp has the live layouts).
#include "readers/capture.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <system_error>

#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"

namespace stridecheck {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A JSON document read with the path of the value being read, so that an error names its key and line.
class JsonIn {
 public:
  JsonIn(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  [[noreturn]] void fail(const std::string& what) const {
    std::string where;
    for (const auto& p : path_) where += (p[0] == '[' || where.empty() ? "" : ".") + p;
    throw InputError(file_, json_line(text_, path_), (where.empty() ? "" : where + ": ") + what);
  }
  int64_t line_of(std::vector<std::string> path) const {
    std::vector<std::string> full = path_;
    full.insert(full.end(), path.begin(), path.end());
    return json_line(text_, full);
  }

  // f() with the path at `key` (or "[i]")
  template <typename F>
  auto at(const std::string& key, F&& f) {
    path_.push_back(key);
    struct Pop {
      std::vector<std::string>& p;
      ~Pop() { p.pop_back(); }
    } pop{path_};
    return f();
  }

  const json& member(const json& obj, const char* key) {
    if (!obj.is_object()) fail("expected an object");
    auto it = obj.find(key);
    if (it == obj.end()) fail(std::string("missing \"") + key + "\"");
    return *it;
  }
  bool present(const json& obj, const char* key) const {
    return obj.is_object() && obj.contains(key) && !obj[key].is_null();
  }
  std::string str(const json& obj, const char* key) {
    const json& v = member(obj, key);
    return at(key, [&] {
      if (!v.is_string()) fail("expected a string");
      return v.get<std::string>();
    });
  }
  std::string opt_str(const json& obj, const char* key) { return present(obj, key) ? str(obj, key) : ""; }
  int64_t integer(const json& v) {
    if (v.is_number_integer()) return v.get<int64_t>();
    if (v.is_number_unsigned()) {
      if (v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) fail("integer does not fit in 64 bits");
      return static_cast<int64_t>(v.get<uint64_t>());
    }
    fail("expected an integer");
  }
  int64_t num(const json& obj, const char* key) {
    const json& v = member(obj, key);
    return at(key, [&] { return integer(v); });
  }
  std::optional<int64_t> opt_num(const json& obj, const char* key) {
    if (!present(obj, key)) return std::nullopt;
    return num(obj, key);
  }
  bool flag(const json& obj, const char* key) {
    if (!present(obj, key)) return false;
    return at(key, [&] {
      if (!obj[key].is_boolean()) fail("expected true or false");
      return obj[key].get<bool>();
    });
  }
  std::vector<std::string> strings(const json& obj, const char* key) {
    std::vector<std::string> out;
    if (!present(obj, key)) return out;
    at(key, [&] {
      if (!obj[key].is_array()) fail("expected a list of strings");
      for (size_t i = 0; i < obj[key].size(); ++i)
        at("[" + std::to_string(i) + "]", [&] {
          if (!obj[key][i].is_string()) fail("expected a string");
          out.push_back(obj[key][i].get<std::string>());
        });
    });
    return out;
  }
  std::vector<int64_t> ints(const json& obj, const char* key, const Limits& limits) {
    const json& v = member(obj, key);
    std::vector<int64_t> out;
    at(key, [&] {
      if (!v.is_array()) fail("expected a list of integers");
      if (v.size() > limits.max_rank)
        fail("rank " + std::to_string(v.size()) + " is over the limit max_rank=" + std::to_string(limits.max_rank));
      for (size_t i = 0; i < v.size(); ++i) at("[" + std::to_string(i) + "]", [&] { out.push_back(integer(v[i])); });
    });
    return out;
  }
  // The document, a JSON object whose "format" is `format`.
  json document(std::string_view format, const Limits& limits) {
    json root = parse_json_input(text_, file_, limits);
    if (!root.is_object()) fail("a capture file must be a JSON object");
    std::string f = str(root, "format");
    if (f != format)
      at("format", [&] {
        fail("\"" + printable(f, 60) + "\" is not " + std::string(format) +
             (f.starts_with(std::string(format.substr(0, format.find('/') + 1))) ? " (a newer hook wrote it?)" : ""));
      });
    return root;
  }

 private:
  std::string_view text_;
  std::string file_;
  std::vector<std::string> path_;
};

// The common identity of both files: host, pid, rank, local rank, world size.
template <typename T>
void identity(JsonIn& in, const json& root, T& out) {
  out.host = in.str(root, "host");
  out.pid = in.num(root, "pid");
  out.rank = in.opt_num(root, "rank");
}

std::string cudnn_words(int64_t v) {
  // cuDNN 9 numbers its versions major*10000 + minor*100 + patch, older ones major*1000 + minor*100 + patch
  const int64_t major = v >= 10000 ? v / 10000 : v / 1000, minor = (v >= 10000 ? v % 10000 : v % 1000) / 100;
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(v % 100);
}

RunEnvironment capture_environment(JsonIn& in, const json& env, const std::string& file) {
  RunEnvironment e;
  auto fact = [&](RunFact& f, std::string value, const char* key) {
    if (!value.empty()) f = RunFact{std::move(value), "the live capture", file, in.line_of({key})};
  };
  fact(e.torch, in.opt_str(env, "torch"), "torch");
  fact(e.torch_cuda, in.opt_str(env, "cuda"), "cuda");
  fact(e.python, in.opt_str(env, "python"), "python");
  fact(e.os, in.opt_str(env, "platform"), "platform");
  fact(e.driver, in.opt_str(env, "driver"), "driver");
  if (auto v = in.opt_num(env, "cudnn")) fact(e.cudnn, cudnn_words(*v), "cudnn");
  const std::string device = in.opt_str(env, "device");
  if (in.present(env, "gpus"))
    in.at("gpus", [&] {
      if (!env["gpus"].is_array()) in.fail("expected a list");
      for (size_t i = 0; i < env["gpus"].size(); ++i)
        in.at("[" + std::to_string(i) + "]", [&] {
          const json& g = env["gpus"][i];
          const auto index = in.opt_num(g, "index");
          // the GPU of the capture's device (cuda:N), else the first
          if (e.gpu.known() && !(index && device == "cuda:" + std::to_string(*index))) return;
          e.gpu = RunFact{in.opt_str(g, "name"), "the live capture", file, in.line_of({"name"})};
          if (in.present(g, "capability"))
            in.at("capability", [&] {
              if (!g["capability"].is_array()) in.fail("expected [major, minor]");
              std::vector<std::string> parts;
              for (const auto& c : g["capability"]) parts.push_back(std::to_string(in.integer(c)));
              e.capability = RunFact{join(parts, "."), "the live capture", file, in.line_of({})};
            });
        });
    });
  // the SDPA priority at the assert: the order the failing call was served under
  if (in.present(env, "sdpa"))
    in.at("sdpa", [&] {
      const json& sdpa = env["sdpa"];
      for (const char* when : {"at_assert", "at_load"})
        if (!e.sdpa_priority.known() && in.present(sdpa, when) && sdpa[when].is_object())
          in.at(when, [&] {
            auto order = in.strings(sdpa[when], "priority");
            if (!order.empty())
              e.sdpa_priority = RunFact{join(order, ", "), std::string("the live capture (") + when + ")", file,
                                        in.line_of({"priority"})};
          });
    });
  return e;
}

CapturedTensor tensor_of(JsonIn& in, const json& t, const Limits& limits) {
  CapturedTensor c;
  c.name = in.str(t, "name");
  c.dtype = in.opt_str(t, "dtype");
  c.device = in.opt_str(t, "device");
  c.sizes = in.ints(t, "sizes", limits);
  c.strides = in.ints(t, "strides", limits);
  if (c.sizes.size() != c.strides.size())
    in.at("strides", [&] {
      in.fail(std::to_string(c.sizes.size()) + " sizes but " + std::to_string(c.strides.size()) + " strides");
    });
  c.storage_offset = in.opt_num(t, "storage_offset");
  if (c.storage_offset && *c.storage_offset < 0) in.at("storage_offset", [&] { in.fail("a negative offset"); });
  c.storage = in.opt_num(t, "storage");
  return c;
}

}  // namespace

bool looks_like_capture(std::string_view text) {
  std::string_view head = trim(text.substr(0, 4096));
  if (head.empty() || head[0] != '{') return false;
  return head.find("\"stridecheck.capture/") != std::string_view::npos ||
         head.find("\"stridecheck.process/") != std::string_view::npos;
}

CaptureFile read_capture_file(std::string_view text, const std::string& file, const Limits& limits) {
  JsonIn in(text, file);
  const json root = in.document(kCaptureFormat, limits);
  CaptureFile c;
  c.where.file = file;
  identity(in, root, c.where);
  c.argv = in.strings(root, "argv");
  const json& a = in.member(root, "assert");
  in.at("assert", [&] {
    c.where.function = in.opt_str(a, "function");
    c.where.line = in.num(a, "line");
    if (c.where.line < 1) in.at("line", [&] { in.fail("a line number must be 1 or more"); });
    c.line_line = in.line_of({"line"});
    c.source = in.opt_str(a, "source");
    c.exception = in.opt_str(a, "exception");
    c.message = in.str(a, "message");
    c.message_line = in.line_of({"message"});
    c.frame_function = in.opt_str(a, "frame_function");
    c.where.count = in.opt_num(a, "count").value_or(1);
    c.where.first_at = in.opt_str(a, "first_at");
    c.where.last_at = in.opt_str(a, "last_at");
  });
  const json& m = in.member(root, "module");
  in.at("module", [&] {
    c.where.module_path = in.str(m, "path");
    c.module_sha256 = in.opt_str(m, "sha256");
    if (m.is_object() && m.contains("text") && m["text"].is_null())
      in.at("text",
            [&] { in.fail("null: the hook could not read the module at the failure (its process file says why)"); });
    c.module_text = in.str(m, "text");
    c.text_line = in.line_of({"text"});
  });
  // a backward failure's forward module (same AOT ID), when the hook found it; a text it could not read is left out
  if (in.present(root, "forward_module")) {
    const json& f = in.member(root, "forward_module");
    in.at("forward_module", [&] {
      if (!f.is_object()) in.fail("expected an object (path, sha256, text)");
      c.forward_path = in.str(f, "path");
      if (f.contains("text") && !f["text"].is_null()) {
        c.forward_text = in.str(f, "text");
        c.forward_text_line = in.line_of({"text"});
      }
    });
  }
  if (in.present(root, "tensors"))
    in.at("tensors", [&] {
      if (!root["tensors"].is_array()) in.fail("expected a list");
      for (size_t i = 0; i < root["tensors"].size(); ++i)
        in.at("[" + std::to_string(i) + "]", [&] { c.tensors.push_back(tensor_of(in, root["tensors"][i], limits)); });
    });
  if (in.present(root, "ints"))
    in.at("ints", [&] {
      if (!root["ints"].is_object()) in.fail("expected an object of integers");
      for (const auto& item : root["ints"].items()) {  // no structured binding: clang 14 cannot capture one
        const std::string& k = item.key();
        const auto& v = item.value();
        in.at(k, [&] { c.ints[k] = in.integer(v); });
      }
    });
  if (in.present(root, "environment")) {
    in.at("environment", [&] {
      if (!root["environment"].is_object()) in.fail("expected an object");
      c.environment = capture_environment(in, root["environment"], file);
    });
  }
  if (in.present(root, "op_source"))  // where the failing process registered the failing op (null: not known)
    in.at("op_source", [&] {
      const json& s = root["op_source"];
      if (!s.is_object()) in.fail("expected an object");
      c.where.op = in.opt_str(s, "op");
      c.where.op_kernel_file = in.opt_str(s, "kernel");
      c.where.op_fake_file = in.opt_str(s, "fake");
    });
  return c;
}

CapturedProcess read_process_file(std::string_view text, const std::string& file, const Limits& limits) {
  JsonIn in(text, file);
  const json root = in.document(kProcessFormat, limits);
  CapturedProcess p;
  p.file = file;
  identity(in, root, p);
  p.local_rank = in.opt_num(root, "local_rank");
  p.world_size = in.opt_num(root, "world_size");
  p.argv = in.strings(root, "argv");
  p.executable = in.opt_str(root, "executable");
  p.python = in.opt_str(root, "python");
  p.torch_seen = in.flag(root, "torch_seen");
  p.modules_hooked = in.opt_num(root, "modules_hooked").value_or(0);
  p.captures = in.strings(root, "captures").size();
  p.captures_dropped = in.opt_num(root, "captures_dropped").value_or(0);
  p.errors = in.strings(root, "errors");
  if (in.present(root, "ended"))
    in.at("ended", [&] {
      const json& e = root["ended"];
      const std::string how = in.str(e, "how");
      auto h = parse_process_end(how);
      if (!h)
        in.at("how", [&] { in.fail("\"" + printable(how, 40) + "\" is not exit, exception, signal or running"); });
      p.ended = *h;
      p.exit_code = in.opt_num(e, "code");
      p.signal = in.opt_num(e, "signal");
      p.exception = in.opt_str(e, "exception");
      p.message = in.opt_str(e, "message");
      p.where = in.opt_str(e, "where");
    });
  return p;
}

namespace {

// A process's stack file (stack-HOST-PID-SIGNAL.txt): one left non-empty is the stack of a process that the signal
// ended (faulthandler's dump: "Thread 0x... (most recent call first):", then '  File "F", line N in FUNC' lines).
void stack_of(CapturedProcess& p, const std::string& folder, const Limits& limits) {
  for (const char* sig : {"SIGTERM", "SIGHUP"}) {
    const fs::path f = fs::path(folder) / ("stack-" + p.host + "-" + std::to_string(p.pid) + "-" + sig + ".txt");
    std::error_code ec;
    if (!fs::is_regular_file(f, ec) || fs::file_size(f, ec) == 0 || ec) continue;
    p.stack_signal = sig;
    p.stack_file = f.string();
    for (std::string_view l : split_lines(read_file(f.string(), limits))) {
      l = trim(l);
      if (!l.starts_with("File \"")) continue;
      const size_t q = l.find('"', 6), ln = l.find(", line ");
      if (q == std::string_view::npos || ln == std::string_view::npos || ln < q) break;
      const std::string_view rest = l.substr(ln + 7);
      const size_t in = rest.find(" in ");
      p.stack_where = printable(l.substr(6, q - 6), 200) + ":" + printable(rest.substr(0, in), 12) +
                      (in == std::string_view::npos ? "" : " in " + printable(rest.substr(in + 4), 80));
      break;
    }
    return;
  }
}

}  // namespace

bool is_capture_folder(const std::string& path) {
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return false;
  for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string n = it->path().filename().string();
    if ((n.starts_with("process-") || n.starts_with("capture-")) && n.ends_with(".json")) return true;
  }
  return false;
}

namespace {

void add_file(CaptureSet& set, const std::string& f, std::string_view text, const Limits& limits) {
  if (text.substr(0, 4096).find("\"" + std::string(kProcessFormat) + "\"") != std::string_view::npos)
    set.processes.push_back(read_process_file(text, f, limits));
  else
    set.captures.push_back(read_capture_file(text, f, limits));
}

}  // namespace

CaptureSet read_capture_text(std::string_view text, const std::string& file, const Limits& limits) {
  CaptureSet set;
  set.path = file;
  add_file(set, file, text, limits);
  return set;
}

CaptureSet read_capture_set(const std::string& path, const Limits& limits) {
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return read_capture_text(read_file(path, limits), path, limits);
  CaptureSet set;
  set.path = path;
  std::vector<std::string> files;
  for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string n = it->path().filename().string();
    if (!(n.starts_with("process-") || n.starts_with("capture-")) || !n.ends_with(".json") ||
        n.find(".tmp-") != std::string::npos)
      continue;
    if (files.size() >= limits.max_files)
      throw InputError(path, 0, "more files than the limit max_files=" + std::to_string(limits.max_files));
    files.push_back(it->path().string());
  }
  if (ec) throw InputError(path, 0, "cannot list the folder: " + ec.message());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) add_file(set, f, read_file(f, limits), limits);
  for (auto& p : set.processes) stack_of(p, path, limits);
  return set;
}

}  // namespace stridecheck
