#include "readers/output_code_log.h"

#include <algorithm>
#include <optional>

#include "core/error.h"
#include "core/text.h"
#include "readers/line_prefix.h"
#include "readers/output_code.h"

namespace stridecheck {

namespace {

constexpr std::string_view kStart = "Output code:";
constexpr std::string_view kWrittenTo = "Output code written to: ";
// How far past a module the record naming its path is looked for, and how many lines of other processes
// in a row a record may hold before it is taken to have ended: bounds on the work a log can ask for.
constexpr size_t kPathWindow = 2000;
constexpr size_t kForeignRun = 1 << 16;

bool digit(char c) { return c >= '0' && c <= '9'; }

// The header torch's log formatter (torch/_logging/_internal.py) writes, from `at`:
// "V1202 05:49:04.575000 11832 torch/_inductor/graph.py:2552]". end: just after the ']'.
struct Glog {
  size_t begin = 0, end = 0;
  std::string_view pid;
};

std::optional<Glog> glog_at(std::string_view line, size_t at) {
  if (at >= line.size()) return std::nullopt;
  std::string_view s = line.substr(at);
  if (s.size() < 24 || std::string_view("VIWEC").find(s[0]) == std::string_view::npos) return std::nullopt;
  for (size_t i = 1; i <= 4; ++i)
    if (!digit(s[i])) return std::nullopt;
  if (s[5] != ' ') return std::nullopt;
  size_t p = 6;
  while (p < s.size() && (digit(s[p]) || s[p] == ':' || s[p] == '.')) ++p;
  if (p == 6 || p >= s.size() || s[p] != ' ') return std::nullopt;
  while (p < s.size() && s[p] == ' ') ++p;
  const size_t pid = p;
  while (p < s.size() && digit(s[p])) ++p;
  if (p == pid || p >= s.size() || s[p] != ' ') return std::nullopt;
  const size_t close = s.find(']', p);
  if (close == std::string_view::npos || close < 2 || !digit(s[close - 1])) return std::nullopt;
  return Glog{at, at + close + 1, s.substr(pid, p - pid)};
}

// The first glog header in the first bytes of a line (after a launcher's prefix, if any).
std::optional<Glog> find_glog(std::string_view line) {
  for (size_t at = 0; at < std::min<size_t>(line.size(), 96); ++at)
    if (auto g = glog_at(line, at)) return g;
  return std::nullopt;
}

// Where "Output code:" starts when it ends the line (the record's first line); npos otherwise.
size_t start_at(std::string_view line) {
  size_t at = line.rfind(kStart);
  if (at == std::string_view::npos || !trim(line.substr(at + kStart.size())).empty()) return std::string_view::npos;
  return at;
}

// "[0/1] " from the tags after the glog header (" [0/1] [__output_code]"): the first that is not an artifact's.
std::string graph_prefix_of(std::string_view tags) {
  size_t p = 0;
  while (p < tags.size()) {
    while (p < tags.size() && tags[p] == ' ') ++p;
    if (p >= tags.size() || tags[p] != '[') break;
    size_t close = tags.find(']', p);
    if (close == std::string_view::npos) break;
    std::string_view id = tags.substr(p + 1, close - p - 1);
    bool compile_id = !id.empty() && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) {
      return digit(c) || c == '/' || c == '_' || c == '!';
    });
    if (compile_id) return "[" + std::string(id) + "] ";
    p = close + 1;
  }
  return "";
}

// The lines of one record as the formatter wrote them: a launcher's prefix of a learned shape, then the
// torch prefix that every line of the record repeats exactly.
class Record {
 public:
  Record(std::string_view start, size_t start_pos) {
    std::string_view prefix = start.substr(0, start_pos);
    if (auto g = find_glog(prefix)) {
      launcher_.learn(prefix.substr(0, g->begin));
      torch_prefix_ = prefix.substr(g->begin);
      pid_ = g->pid;
      glog_ = true;
      graph_prefix_ = graph_prefix_of(prefix.substr(g->end));
    } else {
      custom_.learn(prefix);  // TORCH_LOGS_FORMAT: a prefix on the record's first line only
    }
  }

  enum class Line { kOwn, kForeign, kEnd };

  // What a line after the start is to this record, and its content when it is the record's.
  Line classify(std::string_view line, bool prefixed, std::string_view& content) const {
    auto l = launcher_.match(line);
    if (!l) return Line::kForeign;  // another process's line, without this record's launcher prefix
    std::string_view rest = line.substr(*l);
    if (prefixed && glog_) {
      if (rest.starts_with(torch_prefix_)) {
        content = rest.substr(torch_prefix_.size());
        return start_at(content) == 0 ? Line::kEnd : Line::kOwn;
      }
      // a record's empty line whose trailing space a log collector dropped
      if (!torch_prefix_.empty() && torch_prefix_.back() == ' ' &&
          rest == torch_prefix_.substr(0, torch_prefix_.size() - 1)) {
        content = {};
        return Line::kOwn;
      }
      auto g = glog_at(rest, 0);
      return g && g->pid != pid_ ? Line::kForeign : Line::kEnd;
    }
    if (glog_at(rest, 0) || (!custom_.empty() && custom_.match(rest)) ||
        rest.starts_with("Traceback (most recent call last)") || trim(rest).starts_with("Output code"))
      return Line::kEnd;
    content = rest;
    return Line::kOwn;
  }

  // True when the line is this record's process's (for the "written to" record after it).
  bool same_process(std::string_view line) const {
    auto l = launcher_.match(line);
    if (!l) return false;
    if (!glog_) return true;
    auto g = glog_at(line, *l);
    return g && g->pid == pid_;
  }

  const std::string& graph_prefix() const { return graph_prefix_; }

 private:
  LinePrefix launcher_, custom_;
  std::string_view torch_prefix_, pid_;
  std::string graph_prefix_;
  bool glog_ = false;
};

// The module of the record starting at lines[i] (0-based); its lines are marked in `taken`.
LogModule take_module(const std::vector<std::string_view>& lines, size_t i, size_t start_pos, const std::string& file,
                      std::vector<char>& taken) {
  Record rec(lines[i], start_pos);
  LogModule m;
  m.start_line = static_cast<int64_t>(i) + 1;
  m.graph_prefix = rec.graph_prefix();
  // Prefixed (torch's own formatter: every line behind the prefix) when the first line of this process
  // after the start carries it; else only the start line had a prefix (TORCH_LOGS_FORMAT).
  bool prefixed = false;
  std::string_view content;
  for (size_t j = i + 1; j < lines.size() && j <= i + kForeignRun; ++j) {
    Record::Line c = rec.classify(lines[j], true, content);
    if (c == Record::Line::kForeign) continue;
    prefixed = c == Record::Line::kOwn;
    break;
  }
  std::vector<std::string_view> own;
  std::vector<int64_t> at;
  size_t j = i + 1, foreign_run = 0;
  for (; j < lines.size() && foreign_run < kForeignRun; ++j) {
    Record::Line c = rec.classify(lines[j], prefixed, content);
    if (c == Record::Line::kEnd) break;
    if (c == Record::Line::kForeign) {
      ++foreign_run;
      continue;
    }
    foreign_run = 0;
    own.push_back(content);
    at.push_back(static_cast<int64_t>(j) + 1);
    taken[j] = 1;
  }
  if (own.empty() || std::all_of(own.begin(), own.end(), [](std::string_view l) { return trim(l).empty(); }))
    throw InputError(file, m.start_line, "an 'Output code:' record with no module after it (a truncated log?)");
  m.first_line = at.front();
  m.last_line = at.back();
  for (size_t k = 0; k < own.size(); ++k) {
    if (k) m.text += '\n';
    m.text.append(own[k]);
  }
  if (m.last_line - m.first_line + 1 != static_cast<int64_t>(own.size())) {
    m.lines = at;
    size_t k = 0;
    for (int64_t line = m.first_line; line <= m.last_line; ++line) {
      if (line > m.first_line) m.padded += '\n';
      if (at[k] == line) m.padded.append(own[k++]);
    }
  }
  // The path torch wrote it to, logged after it by the same process.
  const size_t next = static_cast<size_t>(m.last_line);
  for (size_t p = next; p < lines.size() && p < next + kPathWindow; ++p) {
    std::string_view l = lines[p];
    if (start_at(l) != std::string_view::npos && rec.same_process(l)) break;
    size_t w = l.find(kWrittenTo);
    if (w == std::string_view::npos || !rec.same_process(l)) continue;
    m.module_path = std::string(trim(l.substr(w + kWrittenTo.size())));
    m.path_line = static_cast<int64_t>(p) + 1;
    break;
  }
  return m;
}

}  // namespace

int64_t LogModule::log_line(int64_t module_line) const {
  if (module_line < 1) return 0;
  if (lines.empty()) return module_line <= last_line - first_line + 1 ? first_line + module_line - 1 : 0;
  return module_line <= static_cast<int64_t>(lines.size()) ? lines[module_line - 1] : 0;
}

int64_t LogModule::module_line(int64_t log_line) const {
  if (log_line < first_line || log_line > last_line) return 0;
  if (lines.empty()) return log_line - first_line + 1;
  auto it = std::lower_bound(lines.begin(), lines.end(), log_line);
  return it != lines.end() && *it == log_line ? static_cast<int64_t>(it - lines.begin()) + 1 : 0;
}

bool looks_like_output_code_log(std::string_view text) {
  for (size_t at = text.find(kStart); at != std::string_view::npos; at = text.find(kStart, at + 1)) {
    size_t eol = text.find('\n', at);
    if (eol == std::string_view::npos) return false;
    if (!trim(text.substr(at + kStart.size(), eol - at - kStart.size())).empty()) continue;
    // a module starts within the next lines (lines of other processes may come first)
    size_t p = eol + 1;
    for (int n = 0; n < 8 && p < text.size(); ++n) {
      size_t e = text.find('\n', p);
      std::string_view line = text.substr(p, e == std::string_view::npos ? std::string_view::npos : e - p);
      if (line.find("# AOT ID:") != std::string_view::npos ||
          line.find("from ctypes import") != std::string_view::npos ||
          line.find("import torch") != std::string_view::npos)
        return true;
      if (e == std::string_view::npos) break;
      p = e + 1;
    }
  }
  return false;
}

std::vector<LogModule> output_code_log_modules(std::string_view text, const std::string& file, const Limits& limits) {
  std::vector<std::string_view> lines = split_lines(text);
  for (size_t i = 0; i < lines.size(); ++i)
    if (lines[i].size() > limits.max_line_bytes)
      throw InputError(file, static_cast<int64_t>(i) + 1,
                       "line of " + std::to_string(lines[i].size()) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits.max_line_bytes));
  std::vector<LogModule> out;
  // A line a module holds is not the start of another; lines of other processes inside a record are.
  std::vector<char> taken(lines.size(), 0);
  for (size_t i = 0; i < lines.size(); ++i) {
    size_t at = taken[i] ? std::string_view::npos : start_at(lines[i]);
    if (at != std::string_view::npos) out.push_back(take_module(lines, i, at, file, taken));
  }
  return out;
}

Recording read_output_code_log(const std::vector<LogModule>& modules, const std::string& file, const Limits& limits) {
  Recording rec;
  int index = 0;
  for (const auto& m : modules) {
    OutputCodeOrigin origin{file, m.first_line, m.graph_prefix, "graph_" + std::to_string(index++), m.module_path};
    rec.append(read_output_code_unlinked(m.reader_text(), origin, limits));
  }
  if (rec.graphs.empty())
    throw InputError(file, 0,
                     "no generated module in this log (no 'Output code:' record: was TORCH_LOGS=output_code set?)");
  link_fx_chains(rec);
  return rec;
}

}  // namespace stridecheck
