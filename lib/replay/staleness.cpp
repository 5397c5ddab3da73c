#include "replay/staleness.h"

#include <sha2.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace stridecheck::replay_detail {

void to_json(nlohmann::json& j, const WatchedFile& f) {
  j = {{"path", f.path}, {"mtime_ns", f.mtime_ns}, {"size", f.size}, {"sha256", f.sha256}};
}

void from_json(const nlohmann::json& j, WatchedFile& f) {
  f.path = j.at("path").get<std::string>();
  f.mtime_ns = j.at("mtime_ns").get<int64_t>();
  f.size = j.at("size").get<int64_t>();
  f.sha256 = j.value("sha256", std::string());
}

namespace {

int64_t mtime_ns(const struct stat& st) {
  return static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + static_cast<int64_t>(st.st_mtim.tv_nsec);
}

unsigned major_of(dev_t d) { return major(d); }
unsigned minor_of(dev_t d) { return minor(d); }

std::string sha256_of(const std::string& path) {
  char hex[SHA256_DIGEST_STRING_LENGTH];
  return SHA256File(path.c_str(), hex) ? std::string(hex) : std::string();
}

}  // namespace

std::string file_change(const WatchedFile& f) {
  struct stat st {};
  if (::stat(f.path.c_str(), &st) != 0) return "was removed";
  if (mtime_ns(st) != f.mtime_ns || static_cast<int64_t>(st.st_size) != f.size) return "was modified";
  if (!f.sha256.empty() && f.size <= kHashedFileLimit && sha256_of(f.path) != f.sha256)
    return "was modified (its content, at the same time and size)";
  return "";
}

std::string changed_file(const std::vector<WatchedFile>& files) {
  for (const auto& f : files)
    if (std::string change = file_change(f); !change.empty()) return f.path + " " + change;
  return "";
}

std::string replaced_library(pid_t pid, LibraryWatch& seen) {
  std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
  std::string line;
  while (std::getline(maps, line)) {
    // ADDRESS PERMS OFFSET DEV INODE PATH, PATH ending in " (deleted)" once the file is unlinked
    std::istringstream in(line);
    std::string address, perms, offset, dev, inode, path;
    if (!(in >> address >> perms >> offset >> dev >> inode) || perms.find('x') == std::string::npos) continue;
    std::getline(in >> std::ws, path);
    if (path.empty() || path.front() != '/' || path.starts_with("/memfd:") || path.starts_with("/dev/")) continue;
    constexpr std::string_view kDeleted = " (deleted)";
    if (path.ends_with(kDeleted)) return path.substr(0, path.size() - kDeleted.size()) + " was replaced on disk";
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return path + " was removed";
    LibrarySeen now{st.st_ino, st.st_dev, mtime_ns(st), static_cast<int64_t>(st.st_size)};
    unsigned major = 0, minor = 0;
    if (std::sscanf(dev.c_str(), "%x:%x", &major, &minor) == 2 && major == major_of(st.st_dev) &&
        minor == minor_of(st.st_dev) && std::to_string(st.st_ino) != inode)  // (the same device: the same view of it)
      return path + " was replaced on disk";
    auto [it, added] = seen.emplace(path, now);
    if (!added && !(it->second == now)) return path + " was replaced on disk";
  }
  return "";
}

}  // namespace stridecheck::replay_detail
