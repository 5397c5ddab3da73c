#include "core/error.h"

#include <utility>

namespace stridecheck {

namespace {
std::string locate(const std::string& file, int64_t line, const std::string& message) {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  return out + ": " + message;
}
}  // namespace

InputError::InputError(std::string file, int64_t line, const std::string& message)
    : Error(locate(file, line, message), kExitBadInput), file_(std::move(file)), line_(line), message_(message) {}

}  // namespace stridecheck
