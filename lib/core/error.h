// The error vocabulary of stridecheck. Bad input and wrong usage are the user's to fix and carry a
// message fit to print; everything else that goes wrong is a bug (std::logic_error and friends).
// tool/main.cpp maps each kind to its exit code, in one place.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace stridecheck {

/// Exit codes of the stridecheck command (docs/cli.md).
enum ExitCode : int {
  kExitOk = 0,              ///< nothing wrong found
  kExitMismatch = 1,        ///< a layout mismatch, a regression or a crashed backend was found
  kExitBadInput = 2,        ///< bad input or usage
  kExitMissingBackend = 3,  ///< a required backend or device is missing (check)
  kExitInternal = 4,        ///< a bug in stridecheck
};

/// Input that is not what it should be: truncated, garbage, hostile, over a limit.
/// what() reads "FILE:LINE: message" ("FILE: message" when no line applies).
class InputError : public std::runtime_error {
 public:
  InputError(std::string file, int64_t line, const std::string& message);
  const std::string& file() const { return file_; }
  int64_t line() const { return line_; }
  const std::string& message() const { return message_; }

 private:
  std::string file_;
  int64_t line_;
  std::string message_;
};

/// Wrong use of the command line: unknown flag, bad value, missing argument.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A backend or device the user required is not there (exit code 3).
class MissingBackendError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace stridecheck
