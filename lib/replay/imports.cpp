// The --import modules checked before any replay (imports.h).
#include "replay/imports.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "core/error.h"
#include "core/text.h"
#include "replay/op_tasks.h"
#include "replay/worker_process.h"

namespace stridecheck {

namespace {

std::string bare_op(const std::string& op) {  // "sctest::attn.default" -> "sctest::attn"
  const size_t colons = op.find("::");
  const size_t dot = op.find('.', colons == std::string::npos ? 0 : colons + 2);
  return dot == std::string::npos ? op : op.substr(0, dot);
}

// The op calls --ops keeps whose namespace is not one torch registers itself, by op, counted.
std::vector<std::pair<std::string, size_t>> custom_ops(const Recording& rec, const ReplayOptions& o,
                                                       const ImportProbe* probe) {
  std::vector<std::pair<std::string, size_t>> out;
  for (const auto& c : rec.op_calls) {
    if (c.is_aten() || !replay_detail::op_matches(o.what.ops, c.op)) continue;
    const auto& only = o.what.only_sites;
    if (!only.empty() && std::find(only.begin(), only.end(), c.id) == only.end()) continue;
    if (probe && probe->torch_namespace(c.ns())) continue;
    const std::string op = bare_op(c.op);
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == op; });
    if (it == out.end())
      out.emplace_back(op, 1);
    else
      ++it->second;
  }
  return out;
}

std::string ops_words(const std::vector<std::pair<std::string, size_t>>& ops) {
  std::vector<std::string> words;
  for (const auto& [op, n] : ops) words.push_back(op + (n > 1 ? " (" + std::to_string(n) + " calls)" : ""));
  return join(words, ", ");
}

// Everything `fd` says until it closes, or until `deadline`; false when the deadline came first.
bool read_until_closed(replay_detail::Worker& w, std::chrono::steady_clock::time_point deadline) {
  char buf[4096];
  while (w.out >= 0 || w.err >= 0) {
    std::vector<pollfd> fds;
    for (int fd : {w.out, w.err})
      if (fd >= 0) fds.push_back({fd, POLLIN, 0});
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    if (::poll(fds.data(), fds.size(), static_cast<int>(left.count())) < 0 && errno != EINTR) return false;
    for (const auto& p : fds) {
      if (!(p.revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = ::read(p.fd, buf, sizeof buf);
      if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
      int& fd = p.fd == w.out ? w.out : w.err;
      if (n <= 0) {
        ::close(fd);
        fd = -1;
        continue;
      }
      (p.fd == w.out ? w.out_buf : w.err_tail).append(buf, static_cast<size_t>(n));
      if (w.err_tail.size() > 65536) w.err_tail.erase(0, w.err_tail.size() - 65536);
    }
  }
  return true;
}

}  // namespace

bool ImportProbe::torch_namespace(const std::string& ns) const {
  return std::find(namespaces.begin(), namespaces.end(), ns) != namespaces.end();
}

bool ImportProbe::registered(const std::string& op) const {
  const std::string bare = bare_op(op);
  return torch_namespace(bare.substr(0, bare.find("::"))) || std::find(added.begin(), added.end(), bare) != added.end();
}

ImportProbe parse_import_probe(const std::string& line) {
  const auto j = nlohmann::json::parse(line);
  ImportProbe p;
  p.errors = j.at("errors").get<std::vector<std::string>>();
  p.namespaces = j.at("namespaces").get<std::vector<std::string>>();
  p.added = j.at("added").get<std::vector<std::string>>();
  return p;
}

std::optional<ImportProbe> probe_imports(const ReplayOptions& o, std::string* why) {
  auto fail = [&](const std::string& w) -> std::optional<ImportProbe> {
    if (why) *why = w;
    return std::nullopt;
  };
  const std::string script = replay_detail::find_meta_worker(o);
  if (script.empty()) return fail("stridecheck-meta.py was not found beside stridecheck");
  const std::string python = o.what.torch_pythons.empty() ? default_torch_python() : o.what.torch_pythons.front();
  std::vector<std::string> args{python, script, "--probe-imports"};
  args.insert(args.end(), o.what.imports.begin(), o.what.imports.end());
  std::unique_ptr<replay_detail::Worker> w;
  try {
    w = replay_detail::spawn(args, nullptr, {}, o.how.cwd);
  } catch (const std::exception& e) {
    return fail(e.what());
  }
  ::close(w->in);
  w->in = -1;
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::milliseconds(static_cast<int64_t>(std::max(60.0, o.how.timeout_s) * 1000));
  if (!read_until_closed(*w, deadline))
    return fail("importing " + join(o.what.imports, ", ") + " took over " +
                std::to_string(static_cast<int>(std::max(60.0, o.how.timeout_s))) + " s");
  w->exited = replay_detail::reap_process(w->pid, &w->status, true);
  const std::string tail = replay_detail::last_lines(w->err_tail, 1);
  for (std::string_view line : split_lines(w->out_buf)) {
    if (trim(line).empty() || trim(line).front() != '{') continue;
    try {
      return parse_import_probe(std::string(trim(line)));
    } catch (const std::exception&) {
      break;
    }
  }
  return fail(python + " did not answer the import check" + (tail.empty() ? "" : ": " + tail));
}

bool imports_to_check(const Recording& rec, const ReplayOptions& o, bool strict) {
  if (!o.what.imports.empty()) return true;
  return strict && !custom_ops(rec, o, nullptr).empty();
}

std::string import_problem(const Recording& rec, const ReplayOptions& o, const ImportProbe& probe, bool strict) {
  if (!probe.errors.empty()) return join(probe.errors, "; ");
  const auto custom = custom_ops(rec, o, &probe);
  std::vector<std::pair<std::string, size_t>> missing;
  for (const auto& p : custom)
    if (!probe.registered(p.first)) missing.push_back(p);
  const std::string imports = join(o.what.imports, ", ");
  if (!o.what.imports.empty() && !custom.empty() && missing.size() == custom.size())
    return "--import " + imports + " registers no op the graphs call: they call " + ops_words(custom) +
           (probe.added.empty()
                ? std::string(", and the import registered no op")
                : ", and the import registered " +
                      join(std::vector<std::string>(probe.added.begin(),
                                                    probe.added.begin() + std::min<size_t>(probe.added.size(), 8)),
                           ", ") +
                      (probe.added.size() > 8 ? ", ..." : ""));
  if (!strict || missing.empty()) return "";
  std::set<std::string> namespaces;
  for (const auto& [op, n] : missing) namespaces.insert(op.substr(0, op.find("::")));
  return "the graphs call custom ops that " +
         (o.what.imports.empty() ? std::string("this Python's torch does not register")
                                 : "are not registered after --import " + imports) +
         " (namespace " + join(std::vector<std::string>(namespaces.begin(), namespaces.end()), ", ") + ": " +
         ops_words(missing) +
         "): pass --import MODULE, the module that registers them (a name the --torch-python imports, or a .py "
         "path), or leave them out with --ops 'aten::*'; without their kernels and fakes nothing of theirs can be "
         "checked";
}

void check_imports(const Recording& rec, const ReplayOptions& o, bool strict) {
  if (!imports_to_check(rec, o, strict)) return;
  std::optional<ImportProbe> probe = probe_imports(o);
  if (!probe) return;  // no Python to ask: the replay says why itself
  if (std::string problem = import_problem(rec, o, *probe, strict); !problem.empty()) throw UsageError(problem);
}

ImportCheck::ImportCheck(const ReplayOptions& o) : o_(o) {
  if (!o_.what.imports.empty()) probe_ = std::async(std::launch::async, [this] { return probe_imports(o_); });
}

ImportCheck::~ImportCheck() {
  if (probe_.valid()) probe_.wait();
}

void ImportCheck::require(const Recording& rec, bool strict) {
  if (!imports_to_check(rec, o_, strict)) return;
  std::optional<ImportProbe> probe = probe_.valid() ? probe_.get() : probe_imports(o_);
  if (!probe) return;  // no Python to ask: the replay says why itself
  if (std::string problem = import_problem(rec, o_, *probe, strict); !problem.empty()) throw UsageError(problem);
}

}  // namespace stridecheck
