// When a warm worker of `stridecheck serve` may no longer answer: it would answer from code that has changed on disk
// since it loaded it. A worker is stale when
//   - a source file it imported from outside the standard library and site-packages (the user's --import module and
//     whatever that imports) changed since: its path is gone, or its modification time, size or content (SHA-256)
//     differs from what the worker reported when it loaded it. The Python workers (tool/meta_worker.py) report these
//     files, and torch's distribution metadata (a venv whose torch is upgraded), in their hello and with every "done"
//     (WatchedFile, below); a warm Python worker is then replaced by a fresh process, never reloaded in place (torch's
//     op registrations cannot be undone);
//   - a shared library it has mapped (libtorch, torch's _C, the user's extension) is no longer the file at its path:
//     deleted or replaced (another inode), as pip does when it upgrades torch under the server. Read from
//     /proc/PID/maps, for the kernel workers, the fork server they are forked from, and the Python workers alike.
// Internal to replay/: the pool (pool.cpp) asks before it gives a warm worker to a command, and drops stale ones.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace stridecheck::replay_detail {

/// A file a Python worker loaded, as it was when it loaded it.
struct WatchedFile {
  std::string path;      ///< absolute
  int64_t mtime_ns = 0;  ///< st_mtime in nanoseconds
  int64_t size = 0;
  std::string sha256;  ///< hex; empty for a file too large to hash (its time and size are compared)
};
void to_json(nlohmann::json& j, const WatchedFile& f);
void from_json(const nlohmann::json& j, WatchedFile& f);

/// How `f` differs from the file now at its path ("" when it does not): "was removed", "was modified (its content)".
std::string file_change(const WatchedFile& f);

/// The first of `files` that changed, as "PATH CHANGE"; "" when none did.
std::string changed_file(const std::vector<WatchedFile>& files);

/// Files larger than this are compared by time and size only (the Python side writes no hash for them either).
constexpr int64_t kHashedFileLimit = 16 << 20;

/// A mapped executable file (a shared library, the program) as stat() saw it at its path when it was first seen.
struct LibrarySeen {
  uint64_t inode = 0, device = 0;
  int64_t mtime_ns = 0, size = 0;
  bool operator==(const LibrarySeen&) const = default;
};
using LibraryWatch = std::map<std::string, LibrarySeen>;  ///< by path

/// The first executable file process `pid` has mapped that is no longer the file at its path, as "PATH was replaced
/// on disk": its mapping is marked deleted, or the file at its path differs from the one `seen` recorded there (with
/// stat(), so that it holds on overlay filesystems too, whose /proc maps name another device). Files mapped since the
/// last look are recorded in `seen`. "" when none was replaced (or the process is gone: its reaping says so).
std::string replaced_library(pid_t pid, LibraryWatch& seen);

}  // namespace stridecheck::replay_detail
