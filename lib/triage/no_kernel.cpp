// A failing log whose error is not a stride assert but an SDPA call no enabled backend could serve ("No
// available kernel"): answered in the same form as a stride failure - what failed, why (torch's reasons for
// each backend it tried), whose it is, and what to paste.
#include <algorithm>
#include <filesystem>

#include "core/text.h"
#include "recording/sdpa_ops.h"
#include "triage/triage.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {

// A backend the user turned off (sdpa_kernel leaves it out, or an enable_*_sdp(False)): torch says it "has
// been runtime disabled".
bool disabled(const BackendRefusal& r) {
  for (const auto& reason : r.reasons)
    if (reason.find("runtime disabled") != std::string::npos) return true;
  return false;
}

std::string at(const std::string& log_file, int64_t line) {
  return fs::path(log_file).filename().string() + ":" + std::to_string(line);
}

std::string the_call(const NoKernelFailure& f) {
  std::string where;
  if (f.user_frame)
    where = " at " + fs::path(f.user_frame->file).filename().string() + ":" + std::to_string(f.user_frame->line);
  return "scaled_dot_product_attention" + where;
}

std::string stage_words(NoKernelFailure::Stage s) {
  switch (s) {
    case NoKernelFailure::Stage::kTrace:
      return "while dynamo traced the call on fake tensors (before inductor compiled anything)";
    case NoKernelFailure::Stage::kCompile: return "while inductor compiled the graph";
    case NoKernelFailure::Stage::kRun: return "when the call ran";
  }
  return "when the call ran";
}

// A source line as Python's traceback shows it (its first line only): "..." where the statement goes on.
std::string statement(const std::string& source) {
  int depth = 0;
  for (char c : source) depth += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
  return depth > 0 ? source + " ..." : source;
}

std::string args_words(const NoKernelFailure& f) {
  std::vector<std::string> tensors, others;
  for (const auto& [name, value] : f.args) {
    if (name == "query" || name == "key" || name == "value" || value.find(" sizes ") != std::string::npos)
      tensors.push_back(name + " " + value);
    else
      others.push_back(name + "=" + value);
  }
  std::string out = join(tensors, ", ");
  if (!others.empty()) out += (out.empty() ? "" : "; ") + join(others, ", ");
  return out;
}

std::string why_words(const NoKernelFailure& f, const std::string& log_file) {
  std::vector<std::string> parts;
  std::vector<std::string> off;
  for (const auto& r : f.refusals) {
    std::string name = backend_title(r.backend) + " (" + std::string(backend_name(r.backend)) + ")";
    if (disabled(r)) {
      off.push_back(std::string(backend_name(r.backend)));
      continue;
    }
    std::vector<std::string> quoted;
    for (const auto& reason : r.reasons) quoted.push_back("\"" + reason + "\"");
    parts.push_back(name + " cannot serve it: " +
                    (quoted.empty() ? std::string("torch gave no reason after its warning") : join(quoted, " ")) +
                    " (" + at(log_file, r.log_line) + ")");
  }
  std::string out = join(parts, "; ");
  if (!off.empty()) out += (out.empty() ? "" : "; ") + join(off, ", ") + " not enabled (torch: runtime disabled)";
  if (f.refusals.empty())
    out =
        "torch's reasons for each backend are not in this log (its warnings \"... kernel not used because:\" "
        "were filtered out or not captured; run with PYTHONWARNINGS=default and keep stderr)";
  return out + ". Math, which serves any call, is not enabled there.";
}

std::string paste_words(const NoKernelFailure& f) {
  std::vector<std::string> list;
  std::vector<std::string> names;
  for (const auto& r : f.refusals) {
    if (disabled(r)) continue;
    std::string b = sdp_enum(r.backend);
    if (std::find(list.begin(), list.end(), b) == list.end()) {
      list.push_back(b);
      names.push_back(std::string(backend_name(r.backend)));
    }
  }
  list.push_back(sdp_enum(Backend::kMath));
  std::string line = "with sdpa_kernel([" + join(list, ", ") + "]):";
  return line +
         (names.empty() ? std::string("  (math serves the call")
                        : "  (" + join(names, ", ") + " where it can serve, math where it cannot") +
         ": inductor decomposes math, slower); or change the arguments torch's reasons name.";
}

}  // namespace

NoKernelAnalysis analyse_no_kernel(const NoKernelFailure& f, const std::string& log_file) {
  NoKernelAnalysis a;
  a.failure = f;
  using Row = NoKernelAnalysis::Row;
  a.answer.push_back({Row::Kind::kWhatFailed, "no SDPA backend could serve " + the_call(f) + " " +
                                                  stage_words(f.stage) + ": torch raised \"" + f.message + "\" (" +
                                                  at(log_file, f.message_line) +
                                                  "). Not a stride assert: no layout was compared."});
  if (!f.args.empty()) a.answer.push_back({Row::Kind::kTheCall, args_words(f)});
  a.answer.push_back({Row::Kind::kWhy, why_words(f, log_file)});
  a.answer.push_back({Row::Kind::kWhoseBug,
                      "neither a kernel's nor a layout's: the backends enabled for this call (the priority in "
                      "force: an sdpa_kernel([...]) region, or torch.backends.cuda.enable_*_sdp switches) cannot "
                      "take its arguments."});
  a.answer.push_back({Row::Kind::kPaste, paste_words(f)});
  std::string d = "The run stopped " + stage_words(f.stage) + ": " + the_call(f) +
                  " asked the SDPA dispatcher for a backend, and none that the priority in force enables takes "
                  "these arguments, so torch raised \"" +
                  f.message + "\"";
  if (f.error_line != f.message_line || f.error.find(f.message) == std::string::npos) d += " (as " + f.error + ")";
  d += ". The same call fails the same way without torch.compile under the same priority: it is the choice of "
       "backends, not a layout the compiled graph asserts, and no generated module is involved.";
  if (f.user_frame && !f.user_frame->source.empty()) {
    std::string call = statement(f.user_frame->source);
    d += " The call: " + call + (call.ends_with("...") ? "" : ".");
  }
  a.diagnosis = d;
  return a;
}

}  // namespace stridecheck
