// The recording of a capture set (capture.h: read_captures): each module read once as text by the output-code reader,
// each distinct failure decoded once by the failing-log reader, and the failing frame's tensors laid over what the
// module says of the same tensors (LiveLayoutFinding).
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "core/error.h"
#include "core/text.h"
#include "readers/capture.h"
#include "readers/output_code.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {

std::string one_line(std::string s) {
  std::replace_if(
      s.begin(), s.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  return s;
}

// The capture's assert as the failing-log reader decodes a traceback that ends in it: its message, and the frame at
// the assert's line with its source (the checked buffer, the layout the graph expected).
DecodedAssertion decode(const CaptureFile& c, const Limits& limits) {
  const std::string traceback =
      "Traceback (most recent call last):\n  File \"" + one_line(c.where.module_path) + "\", line " +
      std::to_string(c.where.line) + ", in " + (c.frame_function.empty() ? "call" : one_line(c.frame_function)) +
      "\n    " + one_line(c.source) + "\n" + (c.exception.empty() ? "AssertionError" : one_line(c.exception)) + ": " +
      c.message + "\n";
  FailingLog log;
  try {
    log = scan_failing_log(traceback, c.where.file, limits);
  } catch (const InputError& e) {
    throw InputError(c.where.file, c.message_line, "assert.message: " + e.message());
  }
  // a capture holds the whole message: one the log reader reads as cut inside it is no stride assertion at all
  if (log.assertions.empty() || log.assertions.front().cut != DecodedAssertion::Cut::kNone)
    throw InputError(c.where.file, c.message_line,
                     "assert.message: not a stride assertion stridecheck decodes (\"" + printable(c.message) + "\")");
  DecodedAssertion a = log.assertions.front();
  a.log_line = c.message_line;
  if (a.frame) a.frame->log_line = c.line_line;
  return a;
}

// The graph input an argument reads (the frame's local of that name), and whether it is that tensor itself (no view).
struct InputOf {
  std::string name;
  bool itself = false;
};
std::optional<InputOf> graph_input_of(const Arg& a) {
  if (!a.value.is_tensor()) return std::nullopt;
  auto it =
      std::find_if(a.chain.begin(), a.chain.end(), [](const ChainStep& s) { return s.what == StepKind::kGraphInput; });
  if (it == a.chain.end()) return std::nullopt;
  // the step names the input ("permute_1: (2, 8, 128, 32) strides ..."): its storage may have been renamed since
  const std::string named = it->detail.substr(0, it->detail.find(':'));
  if (!named.empty() && named != a.value.tensor.storage) return InputOf{named, false};
  const bool view = std::any_of(it + 1, a.chain.end(), [](const ChainStep& s) { return s.what == StepKind::kView; });
  return InputOf{a.value.tensor.storage, !view};
}

bool same_layout(const std::vector<SymInt>& sizes, const std::vector<SymInt>& strides, const CapturedTensor& t) {
  auto s = known_values(sizes), st = known_values(strides);
  return !s || !st || (*s == t.sizes && *st == t.strides);  // a symbolic size is not compared
}

// Lays the frame's tensors over the module's recording `r`: graph inputs get their live storage offsets and the storage
// they share; where a tensor's live layout is not the module's, that is said.
class LiveLayouts {
 public:
  LiveLayouts(const CaptureFile& c, std::vector<LiveLayoutFinding>& found) : c_(c), found_(found) {
    for (const auto& t : c.tensors) live_[t.name] = &t;
  }

  void apply(Recording& r) {
    for (const auto& s : r.call_sites) note_inputs(s.args);
    for (const auto& s : r.op_calls) note_inputs(s.args);
    for (auto& s : r.call_sites) fill(s.id, s.args);
    for (auto& s : r.op_calls) fill(s.id, s.args);
  }

  // Once the assertion's layout is observed on its output: the failing output as the frame holds it, against it,
  // and the failing call's graph inputs the frame no longer holds.
  void compare_outputs(const Recording& r) {
    auto failing = [&](const auto& s) {
      return s.source.file == c_.where.module_path &&
             std::any_of(s.expected_outputs.begin(), s.expected_outputs.end(),
                         [](const ExpectedOutput& e) { return e.observed.has_value(); });
    };
    for (const auto& s : r.call_sites)
      if (failing(s)) outputs(s.id, s.expected_outputs, s.args);
    for (const auto& s : r.op_calls)
      if (failing(s)) outputs(s.id, s.expected_outputs, s.args);
  }

 private:
  void note_inputs(const std::vector<Arg>& args) {
    for (const auto& a : args)
      if (auto in = graph_input_of(a)) inputs_.insert(in->name);
  }

  // the graph inputs of the recording on the storage of `t`, in the frame's order
  std::vector<std::string> sharing(const CapturedTensor& t) const {
    std::vector<std::string> out;
    if (!t.storage) return out;
    for (const auto& o : c_.tensors)
      if (o.storage == t.storage && inputs_.count(o.name) && o.dtype == t.dtype) out.push_back(o.name);
    return out;
  }

  LiveLayoutFinding finding(LiveLayoutFinding::Kind k, const std::string& call, const std::string& arg,
                            const std::string& tensor) const {
    LiveLayoutFinding f;
    f.kind = k;
    f.call = call;
    f.arg = arg;
    f.tensor = tensor;
    f.file = c_.where.file;
    return f;
  }

  void fill(const std::string& call, std::vector<Arg>& args) {
    for (auto& a : args) {
      auto in = graph_input_of(a);
      auto it = in ? live_.find(in->name) : live_.end();
      if (it == live_.end()) continue;
      const CapturedTensor& t = *it->second;
      TensorLayout& l = a.value.tensor;
      if (t.storage_offset) l.offset_stated = true;  // the frame shows where it starts
      if (in->itself && l.layout_known && !same_layout(l.sizes, l.strides, t)) {
        LiveLayoutFinding f = finding(LiveLayoutFinding::Kind::kLayoutDiffers, call, a.name, t.name);
        f.module_sizes = *known_values(l.sizes);
        f.module_strides = *known_values(l.strides);
        f.live_sizes = t.sizes;
        f.live_strides = t.strides;
        found_.push_back(std::move(f));
      }
      // reinterpret_tensor adds its offset to its base's (torch/csrc/inductor/inductor_ops.cpp): a view of a graph
      // input starts at the input's live offset plus the view's
      if (t.storage_offset && *t.storage_offset != 0 && l.storage_offset.value) {
        if (auto sum = checked_add(*l.storage_offset.value, *t.storage_offset)) {
          LiveLayoutFinding f = finding(LiveLayoutFinding::Kind::kOffsetFilled, call, a.name, t.name);
          f.module_value = l.storage_offset.value;
          f.live_value = *sum;
          l.storage_offset = SymInt::known(*sum);
          found_.push_back(std::move(f));
        }
      }
      const auto group = sharing(t);
      if (group.size() > 1) {
        LiveLayoutFinding f = finding(LiveLayoutFinding::Kind::kSharedStorage, call, a.name, t.name);
        for (const auto& n : group)
          if (n != t.name) f.with.push_back(n);
        l.storage = group.front();  // one storage in the replay, as in the run
        found_.push_back(std::move(f));
      }
    }
  }

  // the failing output as the frame holds it, against the layout the assertion reported
  void outputs(const std::string& call, const std::vector<ExpectedOutput>& outs, const std::vector<Arg>& args) {
    for (const auto& a : args)
      if (auto in = graph_input_of(a); in && !live_.count(in->name) && !c_.tensors.empty()) {
        found_.push_back(finding(LiveLayoutFinding::Kind::kNotInFrame, call, a.name, in->name));
        found_.back().from_forward = a.value.tensor.offset_stated;  // the forward graph's return gave it
      }
    for (const auto& e : outs) {
      auto it = e.observed ? live_.find(e.buffer) : live_.end();  // an observed output: the failing one
      if (it == live_.end()) continue;
      const CapturedTensor& t = *it->second;
      if (t.sizes == e.observed->sizes && t.strides == e.observed->strides) continue;
      LiveLayoutFinding f = finding(LiveLayoutFinding::Kind::kLayoutDiffers, call, e.name, t.name);
      f.module_sizes = e.observed->sizes;
      f.module_strides = e.observed->strides;
      f.live_sizes = t.sizes;
      f.live_strides = t.strides;
      found_.push_back(std::move(f));
    }
  }

  const CaptureFile& c_;
  std::vector<LiveLayoutFinding>& found_;
  std::map<std::string, const CapturedTensor*> live_;
  std::set<std::string> inputs_;
};

// A module's text held in the capture (under `key`, at the capture's line `text_line`), read as output code; its
// errors name the capture's line and the module's.
Recording read_module(const CaptureFile& c, const std::string& text, const std::string& path, int64_t text_line,
                      const std::string& key, const Limits& limits) {
  try {
    return read_output_code(text, OutputCodeOrigin{path, 1, "", fs::path(path).stem().string(), path}, limits);
  } catch (const InputError& e) {
    throw InputError(c.where.file, text_line,
                     key + ".text (the module " + printable(fs::path(path).filename().string()) + "), its line " +
                         std::to_string(e.line()) + ": " + e.message());
  }
}

// The graphs of a backward failure's forward module (its return: the saved values), for link_saved_values; its
// call sites are not the failure's and are not replayed.
void add_forward_graphs(Recording& r, const CaptureFile& c, const Limits& limits) {
  if (c.forward_text.empty()) return;
  const std::string& path = c.forward_path;
  Recording f = read_module(c, c.forward_text, path, c.forward_text_line, "forward_module", limits);
  for (auto& g : f.graphs) r.graphs.push_back(std::move(g));
  link_saved_values(r);
  r.graphs.erase(std::remove_if(r.graphs.begin(), r.graphs.end(),
                                [&](const GraphInfo& g) { return g.file == path && g.module_path == path; }),
                 r.graphs.end());
}

Recording module_recording(const CaptureFile& c, const Limits& limits) {
  return read_module(c, c.module_text, c.where.module_path, c.text_line, "module", limits);
}

}  // namespace

CaptureRead read_captures(const CaptureSet& set, const ReadOptions& o) {
  if (set.captures.empty())
    throw InputError(set.path, 0,
                     "no capture-*.json here: no stride assert was captured (" + std::to_string(set.processes.size()) +
                         " process file" + (set.processes.size() == 1 ? "" : "s") + ")");
  CaptureRead out;
  CapturedRun run{set.path, set.processes, {}, {}};
  // one failure per module, line and message; the captures of each, in file order
  std::vector<std::vector<const CaptureFile*>> failures;
  std::map<std::string, size_t> failure_of;
  for (const auto& c : set.captures) {
    const std::string key = c.module_text + '\0' + std::to_string(c.where.line) + '\0' + c.message;
    auto [it, added] = failure_of.try_emplace(key, failures.size());
    if (added) failures.emplace_back();
    failures[it->second].push_back(&c);
  }
  const CaptureFile& first = set.captures.front();
  out.recording.run_environment = first.environment;
  if (first.environment.torch.known())
    out.recording.compiled_by =
        CompiledBy{first.environment.torch.value, first.where.file, first.environment.torch.line};
  std::set<std::string> modules_read;
  for (size_t i = 0; i < failures.size(); ++i) {
    const CaptureFile& c = *failures[i].front();
    if (modules_read.insert(c.module_text).second) {
      Recording r = module_recording(c, o.limits);
      LiveLayouts(c, run.live).apply(r);
      add_forward_graphs(r, c, o.limits);
      out.recording.append(std::move(r));
    }
    FailingLog log;
    log.file = c.where.file;
    log.assertions = {decode(c, o.limits)};
    attach_observed(out.recording, c.where.module_path, c.where.line, log.assertions.front(), log);
    LiveLayouts(c, run.live).compare_outputs(out.recording);
    out.assertions.push_back(log.assertions.front());
    out.assertion_files.push_back(c.where.file);
    out.lookups.push_back(ModuleLookup{c.where.module_path,
                                       "its text from the live capture " + fs::path(c.where.file).filename().string() +
                                           " (the path the failing process ran it from)",
                                       {},
                                       std::nullopt,
                                       c.where.line});
    for (const CaptureFile* k : failures[i]) {
      run.asserts.push_back(k->where);
      run.asserts.back().failure = i;
    }
  }
  out.recording.inputs.insert(out.recording.inputs.begin(), set.path);
  out.recording.captured = std::move(run);
  return out;
}

}  // namespace stridecheck
