#include "readers/debug_dir.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/error.h"
#include "core/text.h"
#include "readers/output_code.h"
#include "readers/trace.h"

namespace stridecheck {

namespace fs = std::filesystem;

namespace {
bool is_output_code(const std::string& n) { return n == "output_code.py"; }
bool is_trace_log(const std::string& n) { return n.starts_with("dedicated_log_torch_trace") && n.ends_with(".log"); }
bool is_either(const std::string& n) { return is_output_code(n) || is_trace_log(n); }
}  // namespace

std::vector<std::string> find_files(const std::string& dir, bool (*want)(const std::string&), const Limits& limits,
                                    std::vector<std::string>* notes) {
  std::error_code ec;
  fs::path root = fs::weakly_canonical(dir, ec);
  if (ec || !fs::is_directory(root, ec)) throw InputError(dir, 0, "not a folder");
  std::vector<std::string> out;
  uint64_t visited = 0;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
  if (ec) throw InputError(dir, 0, "cannot list: " + ec.message());
  for (; it != end; it.increment(ec)) {
    if (ec) throw InputError(dir, 0, "cannot list: " + ec.message());
    if (++visited > limits.max_files)
      throw InputError(dir, 0, "more than max_files=" + std::to_string(limits.max_files) + " entries");
    if (static_cast<uint64_t>(it.depth()) > limits.max_dir_depth)
      throw InputError(it->path().string(), 0, "deeper than max_dir_depth=" + std::to_string(limits.max_dir_depth));
    const auto& entry = *it;
    std::string name = entry.path().filename().string();
    if (!want(name)) continue;
    if (entry.is_symlink(ec)) {
      fs::path target = fs::weakly_canonical(entry.path(), ec);
      auto rel = target.lexically_relative(root);
      if (ec || rel.empty() || *rel.begin() == "..") {
        if (notes) notes->push_back(entry.path().string() + ": skipped, a link that leads out of " + dir);
        continue;
      }
    }
    // Report paths under the folder as the user named it, not its canonical form.
    if (entry.is_regular_file(ec)) out.push_back((fs::path(dir) / entry.path().lexically_relative(root)).string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> debug_dir_files(const std::string& dir, const Limits& limits,
                                         std::vector<std::string>* notes) {
  std::vector<std::string> skipped;
  auto files = find_files(dir, is_either, limits, &skipped);
  if (files.empty())
    throw InputError(dir, 0,
                     "no output_code.py or TORCH_TRACE log in this folder" +
                         (skipped.empty() ? std::string()
                                          : " (" + std::to_string(skipped.size()) +
                                                " skipped: links that lead out of the folder are not followed)"));
  if (notes)
    for (auto& n : skipped) notes->push_back(std::move(n));
  return files;
}

Recording read_debug_dir(const std::string& dir, const Limits& limits) {
  Recording rec;
  rec.inputs.push_back(dir);
  std::vector<std::string> notes;
  auto files = debug_dir_files(dir, limits, &notes);
  for (const auto& f : files) {
    std::string text = read_file(f, limits);
    if (is_trace_log(fs::path(f).filename().string())) {
      rec.append(read_trace(text, f, limits));
      continue;
    }
    OutputCodeOrigin origin{f, 1, "", fs::path(f).parent_path().filename().string(), ""};
    rec.append(read_output_code_unlinked(text, origin, limits));
  }
  for (auto& n : notes) rec.notes.push_back(std::move(n));
  link_fx_chains(rec);
  return rec;
}

}  // namespace stridecheck
