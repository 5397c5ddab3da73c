#include "check/baseline.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"

namespace stridecheck {

namespace fs = std::filesystem;

Baseline read_baseline(const std::string& path, const Limits& limits) {
  std::error_code ec;
  if (!fs::exists(path, ec))
    throw InputError(path, 0,
                     "no such baseline; write one from this run with --update-baseline (check FIXTURES "
                     "--baseline " +
                         path + " --update-baseline)");
  std::string text = read_file(path, limits);
  nlohmann::json j = parse_json_input(text, path, limits);
  if (j.is_object() && j.value("schema", "") == kBaselineSchemaV1)
    throw InputError(path, 1,
                     std::string("a ") + kBaselineSchemaV1 +
                         " baseline keys call sites by line numbers, which move when a log changes; convert it with "
                         "stridecheck's scripts/migrate-baseline.py " +
                         path +
                         " FIXTURES... (it reads the fixtures' JSON), or delete it and make it again with "
                         "--update-baseline");
  if (!j.is_object() || j.value("schema", "") != kBaselineSchema)
    throw InputError(path, 1, std::string("not a baseline (\"schema\": \"") + kBaselineSchema + "\")");
  try {
    return j.get<Baseline>();          // its codec (baseline.h)
  } catch (const std::exception& e) {  // nlohmann's, or an unknown run status
    throw InputError(path, json_line(text, {"entries"}), std::string("malformed baseline: ") + e.what());
  }
}

std::string write_baseline(const Baseline& b) { return readable_json(nlohmann::ordered_json(b)); }

std::string baseline_layout_text(const std::pair<std::vector<int64_t>, std::vector<int64_t>>& l) {
  return tuple_str(l.first) + " strides " + tuple_str(l.second);
}

std::string baseline_versions(const Baseline& b) {
  std::string s = "torch " + (b.torch.empty() ? std::string("?") : b.torch);
  if (!b.cuda.empty()) s += ", CUDA " + b.cuda;
  if (!b.cudnn.empty()) s += ", cuDNN " + b.cudnn;
  return s;
}

std::string_view unchecked_name(UncheckedWhy w) {
  switch (w) {
    case UncheckedWhy::kFixtureNotGiven: return "fixture not given";
    case UncheckedWhy::kOtherShard: return "other shard";
    case UncheckedWhy::kSiteGone: return "call site gone";
    case UncheckedWhy::kRunNotMade: return "not run";
  }
  return "?";
}

std::map<std::string, std::string> baseline_site_keys(const Recording& r) {
  // "graph@line" -> graph and line; the calls of one group (graph, and op for op calls) numbered by line
  auto split = [](const std::string& id) {
    size_t at = id.rfind('@');
    long line = 0;
    if (at != std::string::npos) line = std::strtol(id.c_str() + at + 1, nullptr, 10);
    return std::pair{at == std::string::npos ? id : id.substr(0, at), line};
  };
  std::map<std::string, std::vector<std::pair<long, std::string>>> groups;  // group -> (line, id)
  for (const auto& c : r.call_sites) {
    auto [graph, line] = split(c.id);
    groups[graph + "\n"].push_back({line, c.id});
  }
  for (const auto& c : r.op_calls) {
    auto [graph, line] = split(c.id);
    groups[graph + "\nop"].push_back({line, c.id});
  }
  std::map<std::string, std::string> keys;
  for (auto& [group, calls] : groups) {
    std::sort(calls.begin(), calls.end());
    const size_t nl = group.find('\n');
    const std::string prefix = group.substr(0, nl) + "#" + group.substr(nl + 1);  // "graph#" or "graph#op"
    for (size_t i = 0; i < calls.size(); ++i) keys[calls[i].second] = prefix + std::to_string(i + 1);
  }
  return keys;
}

namespace {

// An entry's key is "fixture::graph#n::backend::mode".
std::string fixture_of(const std::string& key) { return key.substr(0, key.find("::")); }
std::string site_of(const std::string& key) {
  size_t mode = key.rfind("::");
  size_t backend = mode == std::string::npos || mode == 0 ? std::string::npos : key.rfind("::", mode - 1);
  return backend == std::string::npos ? key : key.substr(0, backend);
}

std::string entries_text(size_t n) { return std::to_string(n) + (n == 1 ? " entry" : " entries"); }

/// "a, b, c, d and 3 more"
std::string listed(const std::vector<std::string>& items, size_t most = 4) {
  std::vector<std::string> shown(items.begin(),
                                 items.begin() + static_cast<std::ptrdiff_t>(std::min(most, items.size())));
  std::string s = join(shown, ", ");
  if (items.size() > most) s += " and " + std::to_string(items.size() - most) + " more";
  return s;
}

/// "name (count)" for each name in order of first appearance.
std::vector<std::string> counted(const std::vector<std::string>& names) {
  std::vector<std::string> order;
  std::map<std::string, size_t> count;
  for (const auto& n : names)
    if (count[n]++ == 0) order.push_back(n);
  for (auto& n : order) n += " (" + std::to_string(count[n]) + ")";
  return order;
}

// The versions that made a baseline's entries: a merge keeps the other entries only where they are the run's.
bool same_versions(const Baseline& a, const Baseline& b) {
  const bool metas = a.meta_torch.empty() || b.meta_torch.empty() || a.meta_torch == b.meta_torch;
  return a.device == b.device && a.torch == b.torch && a.cuda == b.cuda && a.cudnn == b.cudnn && metas;
}

std::string made_with(const Baseline& b) {
  return (b.device.empty() ? std::string("?") : b.device) + " with " + baseline_versions(b) +
         (b.meta_torch.empty() ? "" : " (metas of torch " + b.meta_torch + ")");
}

class LockFile {
 public:
  explicit LockFile(const std::string& path) {
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0)
      throw InputError(path, 0, std::string("cannot make the baseline's lock file: ") + std::strerror(errno));
    while (::flock(fd_, LOCK_EX) != 0) {
      if (errno == EINTR) continue;
      const int err = errno;
      ::close(fd_);
      throw InputError(path, 0, std::string("cannot lock the baseline: ") + std::strerror(err));
    }
  }
  ~LockFile() { ::close(fd_); }  // closing it releases the lock
  LockFile(const LockFile&) = delete;
  LockFile& operator=(const LockFile&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace

std::set<std::string> baseline_fixtures(const Baseline& b) {
  std::set<std::string> out;
  for (const auto& [key, e] : b.entries) out.insert(fixture_of(key));
  return out;
}

std::string baseline_spelling(const std::string& name, const std::set<std::string>& known) {
  if (known.empty() || known.count(name)) return name;
  auto norm = [](const std::string& p) {
    std::string n = fs::path(p).lexically_normal().generic_string();
    while (n.starts_with("./")) n.erase(0, 2);
    return n;
  };
  auto ends_with_path = [](const std::string& longer, const std::string& shorter) {
    return longer == shorter || (longer.size() > shorter.size() && longer.ends_with(shorter) &&
                                 longer[longer.size() - shorter.size() - 1] == '/');
  };
  const std::string n = norm(name);
  std::string match;
  size_t matches = 0;
  for (const auto& k : known)
    if (const std::string kn = norm(k); ends_with_path(kn, n) || ends_with_path(n, kn)) {
      match = k;
      ++matches;
    }
  return matches == 1 ? match : name;
}

void compare_entries(const Baseline& base, const Baseline& ran, const CheckedScope& scope, BaselineReport& report) {
  report.entries = base.entries.size();
  report.not_checked.clear();
  report.not_in_baseline.clear();
  for (const auto& [key, entry] : base.entries) {
    if (ran.entries.count(key)) continue;
    const std::string site = site_of(key);
    UncheckedWhy why = !scope.fixtures.count(fixture_of(key)) ? UncheckedWhy::kFixtureNotGiven
                       : !scope.sites.count(site)             ? UncheckedWhy::kSiteGone
                       : !scope.run_sites.count(site)         ? UncheckedWhy::kOtherShard
                                                              : UncheckedWhy::kRunNotMade;
    report.not_checked.push_back({key, why});
  }
  for (const auto& [key, entry] : ran.entries)
    if (!base.entries.count(key)) report.not_in_baseline.push_back(key);
}

Baseline merge_baseline(const Baseline& base, const Baseline& ran, const CheckedScope& scope, bool prune,
                        const std::string& path, BaselineReport& report) {
  compare_entries(base, ran, scope, report);
  report.update = true;
  report.prune = prune;
  report.replaced = report.changed = 0;
  for (const auto& [key, entry] : ran.entries) {
    auto it = base.entries.find(key);
    if (it == base.entries.end()) continue;
    ++report.replaced;
    report.changed += !(it->second == entry);
  }
  Baseline out = ran;
  if (!prune && !report.not_checked.empty()) {
    if (!same_versions(base, ran))
      throw InputError(path, 0,
                       "cannot merge this run into the baseline: it would keep " +
                           entries_text(report.not_checked.size()) + " this run did not check, made on " +
                           made_with(base) + ", and this run is on " + made_with(ran) +
                           "; check every fixture it holds, drop the others with --prune, or keep a baseline per "
                           "machine and torch");
    for (const auto& u : report.not_checked) out.entries[u.key] = base.entries.at(u.key);
    if (out.meta_torch.empty()) out.meta_torch = base.meta_torch;
  }
  report.written_entries = out.entries.size();
  return out;
}

void update_baseline(const std::string& path, const Baseline& ran, const CheckedScope& scope, bool prune,
                     const Limits& limits, BaselineReport& report) {
  LockFile lock(path + ".lock");  // held until the new baseline is renamed into place
  std::error_code ec;
  const Baseline base = fs::exists(path, ec) ? read_baseline(path, limits) : Baseline{};
  const Baseline merged = merge_baseline(base, ran, scope, prune, path, report);
  write_file_atomically(path, write_baseline(merged));
  report.written = true;
}

std::vector<std::string> baseline_report_lines(const BaselineReport& r) {
  std::vector<std::string> lines;
  const size_t unchecked = r.not_checked.size();
  if (r.written) {
    std::string s = "baseline written to " + r.path + ": " + entries_text(r.written_entries) + " (" +
                    std::to_string(r.replaced) + " replaced, " + std::to_string(r.changed) + " of them changed; " +
                    std::to_string(r.not_in_baseline.size()) + " added";
    if (unchecked)
      s += r.prune ? "; " + std::to_string(unchecked) + " pruned: not checked by this run"
                   : "; " + std::to_string(unchecked) + " kept: not checked by this run, --prune drops them";
    lines.push_back(s + ")");
  } else if (unchecked) {
    lines.push_back("not checked by this run: " + std::to_string(unchecked) + " of the baseline's " +
                    entries_text(r.entries) + " (they fail nothing):");
  }
  for (const auto& [ran, base] : r.respelled)
    lines.push_back("fixture " + ran + " is the baseline's " + base + " (the same path, spelled from another folder)");
  std::map<UncheckedWhy, std::vector<std::string>> by_why;
  for (const auto& u : r.not_checked)
    by_why[u.why].push_back(u.why == UncheckedWhy::kFixtureNotGiven ? fixture_of(u.key)
                            : u.why == UncheckedWhy::kRunNotMade    ? u.key
                                                                    : site_of(u.key));
  for (const auto& [why, names] : by_why) {
    const std::string n = "  " + entries_text(names.size()) + " of ";
    switch (why) {
      case UncheckedWhy::kFixtureNotGiven:
        lines.push_back(n + "fixtures not given here: " + listed(counted(names)));
        break;
      case UncheckedWhy::kOtherShard: lines.push_back(n + "call sites of other shards"); break;
      case UncheckedWhy::kSiteGone:
        lines.push_back(n + "call sites no longer in their fixture: " + listed(counted(names)) +
                        (r.prune    ? ""
                         : r.update ? " (--prune drops them)"
                                    : " (--update-baseline --prune drops them)"));
        break;
      case UncheckedWhy::kRunNotMade: lines.push_back(n + "runs this run did not make here: " + listed(names)); break;
    }
  }
  if (!r.update && r.compared > 0 && !r.not_in_baseline.empty()) {
    std::vector<std::string> fixtures;
    for (const auto& k : r.not_in_baseline) fixtures.push_back(fixture_of(k));
    lines.push_back(
        "not in the baseline: " + entries_text(r.not_in_baseline.size()) +
        " of this run, nothing to compare them with (--update-baseline adds them): " + listed(counted(fixtures)));
  }
  return lines;
}

}  // namespace stridecheck
