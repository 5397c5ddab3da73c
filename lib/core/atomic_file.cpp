#include "core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "core/error.h"

namespace stridecheck {

namespace {

// Writes all of `data` to `fd`; false (errno set) when a write fails.
bool write_all(int fd, std::string_view data) {
  size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// A device or a pipe, written to as it is (no temporary file can stand in for it).
void write_in_place(const std::string& path, std::string_view data) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(path, 0, std::string("cannot write: ") + std::strerror(errno));
  bool ok = write_all(fd, data);
  int err = errno;
  if (::close(fd) != 0 && ok) ok = false, err = errno;
  if (!ok) throw InputError(path, 0, std::string("cannot write: ") + std::strerror(err));
}

}  // namespace

void write_file_atomically(const std::string& given, std::string_view data) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::string path = given;
  if (fs::is_symlink(given, ec)) {  // the file the link names is replaced, not the link
    fs::path to = fs::canonical(given, ec);
    if (!ec) path = to.string();
  }
  auto st = fs::status(path, ec);
  if (!ec && fs::is_directory(st)) throw InputError(given, 0, "cannot write: is a folder");
  if (!ec && fs::exists(st) && !fs::is_regular_file(st)) return write_in_place(path, data);
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  int fd = ::mkstemp(tmpl.data());
  if (fd < 0) throw InputError(given, 0, std::string("cannot write: ") + std::strerror(errno));
  if (!write_all(fd, data)) {
    int err = errno;
    ::close(fd);
    ::unlink(tmpl.c_str());
    throw InputError(given, 0, std::string("cannot write: ") + std::strerror(err));
  }
  ::fchmod(fd, 0644);
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    int err = errno;
    ::unlink(tmpl.c_str());
    throw InputError(given, 0, std::string("cannot write: ") + std::strerror(err));
  }
  if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(tmpl.c_str());
    throw InputError(given, 0, std::string("cannot write: ") + std::strerror(err));
  }
}

}  // namespace stridecheck
