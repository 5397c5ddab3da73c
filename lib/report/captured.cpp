#include "report/captured.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "core/text.h"
#include "layout/layout.h"

namespace stridecheck {

namespace {

std::string signal_words(int64_t s) {
  static const std::map<int64_t, const char*> names = {{1, "SIGHUP"},  {2, "SIGINT"},   {6, "SIGABRT"},
                                                       {9, "SIGKILL"}, {11, "SIGSEGV"}, {15, "SIGTERM"},
                                                       {7, "SIGBUS"},  {8, "SIGFPE"},   {4, "SIGILL"}};
  auto it = names.find(s);
  return "signal " + std::to_string(s) + (it == names.end() ? "" : std::string(" (") + it->second + ")");
}

// "FILE:LINE in FUNC" with the file's name only
std::string short_where(const std::string& where) {
  const size_t colon = where.rfind(':', where.find(" in "));
  if (colon == std::string::npos) return where;
  return std::filesystem::path(where.substr(0, colon)).filename().string() + where.substr(colon);
}

std::string ended_words(const CapturedProcess& p) {
  switch (p.ended) {
    case ProcessEndHow::kExit:
      return p.exit_code.value_or(0) == 0 ? "exited through Python's exit"
                                          : "exited with code " + std::to_string(*p.exit_code);
    case ProcessEndHow::kException:
      return "ended on an uncaught " + (p.exception.empty() ? std::string("exception") : p.exception) +
             (p.where.empty() ? "" : " at " + short_where(p.where)) +
             (p.message.empty() ? "" : " (\"" + p.message + "\")");
    case ProcessEndHow::kSignal:
      return "was ended by " + (p.signal ? signal_words(*p.signal) : std::string("a signal"));
    case ProcessEndHow::kRunning:
      if (!p.stack_signal.empty())
        return "was ended by " + p.stack_signal +
               (p.stack_where.empty() ? "" : " while in " + short_where(p.stack_where)) +
               " (its stack: " + std::filesystem::path(p.stack_file).filename().string() + ")";
      return "ended without Python's exit (SIGKILL, os._exit or a crash), or had not ended when the command did";
  }
  return "";
}

std::string process_words(const CapturedProcess& p) {
  return (p.rank ? "rank " + std::to_string(*p.rank) + " (pid " : std::string("pid ")) + std::to_string(p.pid) +
         " on " + p.host + (p.rank ? ")" : "");
}

std::string layout_words(const std::vector<int64_t>& sizes, const std::vector<int64_t>& strides) {
  return tuple_str(sizes) + " strides " + tuple_str(strides);
}

}  // namespace

std::string ranks_words(std::vector<int64_t> ranks) {
  std::sort(ranks.begin(), ranks.end());
  ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
  std::vector<std::string> runs;
  for (size_t i = 0; i < ranks.size();) {
    size_t j = i;
    while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1) ++j;
    runs.push_back(j == i ? std::to_string(ranks[i]) : std::to_string(ranks[i]) + "-" + std::to_string(ranks[j]));
    i = j + 1;
  }
  return (ranks.size() == 1 ? "rank " : "ranks ") + join(runs, ", ");
}

std::string captured_failure_text(const CapturedRun& run, size_t failure, const std::string& indent) {
  std::vector<const CapturedAssert*> mine;
  for (const auto& a : run.asserts)
    if (a.failure == failure) mine.push_back(&a);
  if (mine.empty()) return "";
  std::vector<int64_t> ranks;
  std::vector<std::pair<std::string, std::vector<std::string>>> hosts;  // the pids of each host, in order
  std::set<std::pair<std::string, int64_t>> failed;
  int64_t times = 0;
  for (const auto* a : mine) {
    if (a->rank) ranks.push_back(*a->rank);
    auto h = std::find_if(hosts.begin(), hosts.end(), [&](const auto& e) { return e.first == a->host; });
    if (h == hosts.end()) h = hosts.insert(hosts.end(), {a->host, {}});
    h->second.push_back(std::to_string(a->pid));
    failed.insert({a->host, a->pid});
    times += a->count;
  }
  std::vector<std::string> where;
  for (const auto& [host, pids] : hosts)
    where.push_back("on " + host + ", pid" + (pids.size() == 1 ? " " : "s ") + join(pids, ", "));
  std::string out = indent + "captured live" +
                    (ranks.size() == mine.size() ? " on " + ranks_words(ranks) : std::string()) + " (" +
                    join(where, ", ") + ")" +
                    (times > static_cast<int64_t>(mine.size())
                         ? ", " + std::to_string(times) + " times in all (caught and retried: counted, written once)"
                         : std::string()) +
                    "\n";
  // a failure in some ranks only: what the others were doing when they ended
  if (ranks.empty()) return out;
  for (const auto& p : run.processes) {
    if (!p.rank || failed.count({p.host, p.pid})) continue;
    out += indent + "  " + process_words(p) + ": no stride assert failed there; it " + ended_words(p) + "\n";
  }
  return out;
}

std::string live_layouts_text(const CapturedRun& run, const std::string& indent) {
  std::string out, file;
  // one line per argument: its offset and the storage it shares together
  for (size_t i = 0; i < run.live.size(); ++i) {
    const LiveLayoutFinding& f = run.live[i];
    if (f.file != file) {
      file = f.file;
      out += indent + "from " + std::filesystem::path(file).filename().string() + ":\n";
    }
    const std::string who = indent + "  " + f.arg + (f.call.empty() ? "" : " of " + f.call) +
                            (f.tensor.empty() || f.tensor == f.arg ? "" : " (graph input " + f.tensor + ")");
    switch (f.kind) {
      case LiveLayoutFinding::Kind::kOffsetFilled:
      case LiveLayoutFinding::Kind::kSharedStorage: {
        std::optional<int64_t> offset;
        std::vector<std::string> with;
        size_t j = i;
        for (; j < run.live.size() && run.live[j].call == f.call && run.live[j].arg == f.arg &&
               run.live[j].kind != LiveLayoutFinding::Kind::kLayoutDiffers &&
               run.live[j].kind != LiveLayoutFinding::Kind::kNotInFrame &&
               run.live[j].kind != LiveLayoutFinding::Kind::kSymbolFilled;
             ++j) {
          if (run.live[j].kind == LiveLayoutFinding::Kind::kOffsetFilled) offset = run.live[j].live_value;
          if (run.live[j].kind == LiveLayoutFinding::Kind::kSharedStorage) with = run.live[j].with;
        }
        i = j - 1;
        std::vector<std::string> facts;
        if (offset) facts.push_back("starts at storage offset " + std::to_string(*offset));
        if (!with.empty()) facts.push_back("shares one storage with " + join_and(with));
        out += who + ": " + join(facts, " and ") +
               " in the failing frame, which the module does not state (it reads each graph input as a storage of "
               "its own at offset 0); a replay uses that layout\n";
        break;
      }
      case LiveLayoutFinding::Kind::kSymbolFilled:
        out += indent + "  " + f.arg + " = " + std::to_string(f.live_value.value_or(0)) + " in the failing frame" +
               (f.module_value ? " (the module's harness sample: " + std::to_string(*f.module_value) + ")" : "") + "\n";
        break;
      case LiveLayoutFinding::Kind::kNotInFrame:
        if (f.from_forward) {
          out += who +
                 ": released by the graph before the assert, so not in the failing frame: its storage offset and "
                 "storage are those the forward graph's return gives it (saved values, below)\n";
          break;
        }
        out += who +
               ": released by the graph before the assert, so not in the failing frame: its storage offset "
               "and whether it shares a storage are not known, and are taken as the module reads them (offset 0, "
               "a storage of its own)\n";
        break;
      case LiveLayoutFinding::Kind::kLayoutDiffers:
        out += who + ": the failing frame holds " + layout_words(f.live_sizes, f.live_strides) + ", not the " +
               layout_words(f.module_sizes, f.module_strides) +
               " that the module and the assertion say: the capture's module and its frame disagree\n";
        break;
    }
  }
  return out;
}

std::string saved_links_text(const std::vector<SavedValueLink>& links, const std::string& indent) {
  std::string out;
  for (const auto& l : links) {
    std::string start = "starts at storage offset " + std::to_string(l.offset);
    if (l.offset != l.saved_offset)
      start += " (the saved value's " + std::to_string(l.saved_offset) + " plus the backward's own view's " +
               std::to_string(l.offset - l.saved_offset) + ")";
    out += indent + l.arg + " of " + l.call + " (graph input " + l.input + "): " + start + " of the forward's " +
           l.buffer + (l.with.empty() ? "" : ", one storage with " + join_and(l.with)) +
           ", from the forward graph's return, " + std::filesystem::path(l.forward_file).filename().string() + ":" +
           std::to_string(l.forward_line) + " (" + l.forward_graph +
           "); the backward module does not state it, and a replay uses it\n";
  }
  return out;
}

std::string captured_markdown(const CapturedRun& run) {
  std::string s;
  size_t failures = 0;
  for (const auto& a : run.asserts) failures = std::max(failures, a.failure + 1);
  for (size_t k = 0; k < failures; ++k)
    s += (failures > 1 ? "failure " + std::to_string(k + 1) + ": " : "") + captured_failure_text(run, k, "");
  s += live_layouts_text(run, "");
  return "**Captured live** by `stridecheck run` (" + std::filesystem::path(run.folder).filename().string() +
         "): where the assert failed, and what the failing frame's tensors showed:\n\n```text\n" + s + "```\n\n";
}

std::string no_capture_text(const std::vector<CapturedProcess>& processes, const std::string& folder, int exit_code,
                            const std::string& hook_dir) {
  const std::string how_import = "put `import stridecheck_capture` first in the script (with " + hook_dir +
                                 " on sys.path and STRIDECHECK_CAPTURE_DIR=" + folder +
                                 " in its environment), or run python without -I, -E or -S";
  if (processes.empty())
    return wrap(
        "No capture: the hook attached to no Python process (no process file in " + folder +
            "). Python ignored PYTHONPATH (python -I, -E or -S), or the environment was dropped on the way (sudo, "
            "Slurm's --export=NONE, a container that resets it), or CMD ran no Python. " +
            (exit_code != 0 ? "If the job died on a stride assert, it was not captured: " : "To capture one: ") +
            how_import + ".",
        "", 2);
  size_t inductor = 0;
  for (const auto& p : processes)
    if (p.torch_seen) ++inductor;
  std::string out = "No stride assert was captured: the hook attached to " + std::to_string(processes.size()) +
                    " Python process" + (processes.size() == 1 ? "" : "es") + ", " + std::to_string(inductor) +
                    " of which imported torch._inductor";
  if (inductor == 0) out += "; none ran a compiled graph, so no inductor assert could fail under it";
  out = wrap(out + ".", "", 2);
  for (const auto& p : processes)
    if (p.ended != ProcessEndHow::kExit || p.exit_code.value_or(0) != 0)
      out += "  " + process_words(p) + " " + ended_words(p) + "\n";
  return out;
}

std::string run_header_text(size_t processes, size_t captures, const std::string& folder, std::optional<int> signal,
                            int exit_code) {
  return "\n" +
         wrap("stridecheck run: the command " +
                  (signal ? "was ended by " + signal_words(*signal) : "exited with code " + std::to_string(exit_code)) +
                  "; " + std::to_string(captures) + " stride assert" + (captures == 1 ? "" : "s") + " captured in " +
                  std::to_string(processes) + " Python process" + (processes == 1 ? "" : "es") +
                  (folder.empty() ? " (nothing kept: no capture folder)" : " into " + folder) +
                  (captures ? " (`stridecheck triage " + folder + "` reads it again, here or on another machine)" : ""),
              "", 2) +
         "\n";
}

std::string run_passed_text(size_t processes) {
  return "stridecheck run: no stride assert failed (" + std::to_string(processes) + " Python process" +
         (processes == 1 ? "" : "es") + " watched; nothing kept)\n";
}

std::string auto_import_text(const std::string& op, const std::string& file) {
  return wrap("stridecheck run: --import " + file + " (given none): the path the failing process registered " + op +
                  " from, your own module in your own environment, as --import would import it",
              "", 2);
}

std::string hook_errors_text(const std::vector<CapturedProcess>& processes) {
  std::string out;
  for (const auto& p : processes)
    for (const auto& e : p.errors) out += "  " + process_words(p) + ": " + e + "\n";
  return out.empty() ? "" : "The hook's own failures (the job went on as without it):\n" + out;
}

}  // namespace stridecheck
