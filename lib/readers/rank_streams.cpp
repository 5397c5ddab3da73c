#include "readers/rank_streams.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "core/text.h"

namespace stridecheck {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

struct Label {
  std::string name;  ///< "rank3", "default3"
  int number = -1;
  bool is_rank = false;
};

// "[NAME]:" at `at`, NAME letters (or '_') then digits: torchrun's "[rank3]:", "[default3]:" or a prefix template's
// "[trainer3]:". Not "[1]:" (the elastic agent's failure table) nor "[0/0]" (a TORCH_LOGS compile id).
std::optional<Label> label_at(std::string_view line, size_t at, size_t& end) {
  if (at >= line.size() || line[at] != '[') return std::nullopt;
  size_t p = at + 1;
  while (p < line.size() && (std::isalpha(static_cast<unsigned char>(line[p])) || line[p] == '_')) ++p;
  const size_t digits = p;
  while (p < line.size() && is_digit(line[p]) && p - digits < 7) ++p;
  if (digits == at + 1 || p == digits || p + 1 >= line.size() || line[p] != ']' || line[p + 1] != ':')
    return std::nullopt;
  Label l;
  l.name = std::string(line.substr(at + 1, p - at - 1));
  l.number = std::stoi(std::string(line.substr(digits, p - digits)));
  l.is_rank = line.substr(at + 1, digits - at - 1) == "rank";
  end = p + 2;
  return l;
}

struct Prefixed {
  std::vector<Label> labels;  ///< outermost first
  std::string_view content;
};

// The prefixes at the start of a line and what follows them. After a "[rankN]:" one space is part of the prefix
// (the excepthook writes "[rankN]: " before each line); after another label none is (--tee's "[default0]:" is
// followed by the line as the process wrote it, its indentation included).
Prefixed prefixes_of(std::string_view line) {
  Prefixed out;
  size_t p = 0;
  while (true) {
    size_t end = 0;
    auto l = label_at(line, p, end);
    if (!l) {
      // a space between two nested labels ("[rank0]: [rank0]: ")
      if (!out.labels.empty() && p < line.size() && line[p] == ' ' && label_at(line, p + 1, end)) {
        ++p;
        continue;
      }
      break;
    }
    out.labels.push_back(*l);
    p = end;
    if (l->is_rank && p < line.size() && line[p] == ' ' && !label_at(line, p + 1, end)) {
      ++p;
      break;
    }
  }
  out.content = line.substr(p);
  return out;
}

// The process id of a torch log line ("V1204 09:56:06.119000 22456 torch/..."), when the content is one.
std::optional<std::string_view> glog_pid(std::string_view s) {
  if (s.size() < 24 || std::string_view("VIWEC").find(s[0]) == std::string_view::npos) return std::nullopt;
  for (size_t i = 1; i <= 4; ++i)
    if (!is_digit(s[i])) return std::nullopt;
  if (s[5] != ' ') return std::nullopt;
  size_t p = 6;
  while (p < s.size() && (is_digit(s[p]) || s[p] == ':' || s[p] == '.')) ++p;
  if (p == 6 || p >= s.size() || s[p] != ' ') return std::nullopt;
  while (p < s.size() && s[p] == ' ') ++p;
  const size_t pid = p;
  while (p < s.size() && is_digit(s[p])) ++p;
  if (p == pid || p >= s.size() || s[p] != ' ') return std::nullopt;
  return s.substr(pid, p - pid);
}

bool is_fence(std::string_view line) {
  std::string_view t = trim(line);
  return t.starts_with("```") || t.starts_with("~~~");
}

}  // namespace

StreamSplit split_rank_streams(std::string_view text) {
  StreamSplit out;
  const std::vector<std::string_view> lines = split_lines(text);
  std::vector<Prefixed> parsed;
  parsed.reserve(lines.size());
  // per writer label: the ranks its lines name inside it, the pids of its torch log lines
  std::map<std::string, std::set<int>> ranks_in;
  std::map<std::string, std::set<std::string_view>> pids_in;
  for (std::string_view line : lines) {
    parsed.push_back(prefixes_of(line));
    const Prefixed& p = parsed.back();
    if (p.labels.empty()) continue;
    out.prefixed = true;
    const std::string& writer = p.labels.front().name;
    for (const auto& l : p.labels)
      if (l.is_rank) ranks_in[writer].insert(l.number);
    if (auto pid = glog_pid(p.content)) pids_in[writer].insert(*pid);
  }
  for (const auto& [writer, ranks] : ranks_in)
    if (ranks.size() > 1 || pids_in[writer].size() > 1) {
      out.collided.push_back(writer);
      out.collided_ranks.insert(out.collided_ranks.end(), ranks.begin(), ranks.end());
    }
  for (const auto& [writer, pids] : pids_in)
    if (pids.size() > 1 && std::find(out.collided.begin(), out.collided.end(), writer) == out.collided.end())
      out.collided.push_back(writer);

  std::map<std::string, size_t> index;  // writer label -> stream
  const bool split = out.collided.empty();
  for (size_t i = 0; i < lines.size(); ++i) {
    const Prefixed& p = parsed[i];
    if (is_fence(p.content)) continue;
    const std::string key = split && !p.labels.empty() ? p.labels.front().name : "";
    auto [it, fresh] = index.try_emplace(key, out.streams.size());
    if (fresh) {
      RankStream s;
      s.label = key;
      out.streams.push_back(std::move(s));
    }
    RankStream& s = out.streams[it->second];
    if (split && !p.labels.empty() && s.rank < 0) {
      s.rank = p.labels.front().number;
      for (const auto& l : p.labels)
        if (l.is_rank) s.rank = l.number;
    }
    if (!s.lines.empty()) s.text += '\n';
    s.text.append(p.content);
    s.lines.push_back(static_cast<int64_t>(i) + 1);
  }
  // a stream's rank: the "[rankN]" its lines name, which may come after its first line (--tee's launcher lines)
  if (split)
    for (auto& s : out.streams)
      if (!s.label.empty() && ranks_in.count(s.label)) s.rank = *ranks_in[s.label].begin();
  std::sort(out.collided_ranks.begin(), out.collided_ranks.end());
  return out;
}

}  // namespace stridecheck
