// The error vocabulary of stridecheck. Every error a user can act on is an Error: it carries a message fit
// to print and the exit code it ends the command with (bad input and wrong usage 2, a missing backend or a
// machine that cannot run the replay 3). Everything else that goes wrong is a bug (std::logic_error and
// friends, exit code 4). tool/main.cpp catches them, in one place.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace stridecheck {

/// Exit codes of the stridecheck command (README.md, "Exit codes"; `stridecheck --help`).
enum ExitCode : int {
  kExitOk = 0,              ///< nothing wrong found
  kExitMismatch = 1,        ///< a layout mismatch, a regression or a crashed backend was found
  kExitBadInput = 2,        ///< bad input or usage
  kExitMissingBackend = 3,  ///< a required backend or device is missing (check)
  kExitInternal = 4,        ///< a bug in stridecheck
};

/// The base of the errors a user can act on.
class Error : public std::runtime_error {
 public:
  Error(const std::string& message, ExitCode code) : std::runtime_error(message), code_(code) {}
  ExitCode exit_code() const { return code_; }

 private:
  ExitCode code_;
};

/// Input that is not what it should be: truncated, garbage, hostile, over a limit.
/// what() reads "FILE:LINE: message" ("FILE: message" when no line applies).
class InputError : public Error {
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
class UsageError : public Error {
 public:
  explicit UsageError(const std::string& message) : Error(message, kExitBadInput) {}
};

/// A backend or device the user required is not there (exit code 3).
class MissingBackendError : public Error {
 public:
  explicit MissingBackendError(const std::string& message) : Error(message, kExitMissingBackend) {}
};

/// The machine cannot do what the run needs (no pipe, no process): not a bug, not the input (exit code 3).
class EnvironmentError : public Error {
 public:
  explicit EnvironmentError(const std::string& message) : Error(message, kExitMissingBackend) {}
};

}  // namespace stridecheck
