// Shared by the libFuzzer targets: run one reader on the fuzzer's bytes; the only acceptable failure
// is the reader's own InputError (a clear "FILE:LINE: message", exit code 2 in the tool). Any other
// exception, a crash, a sanitizer report, a leak or a hang is a finding.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>

#include "core/error.h"
#include "core/limits.h"

namespace stridecheck::fuzz {

/// Limits small enough that a fuzz input cannot make the reader legitimately slow, large enough that
/// every real fixture reads.
inline Limits fuzz_limits() {
  Limits l;
  l.max_line_bytes = 1 << 20;
  l.max_call_sites = 1000;
  return l;
}

template <typename Fn>
int run_reader(const uint8_t* data, size_t size, Fn&& fn) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    fn(text);
  } catch (const InputError& e) {
    // Every InputError must name the file it is about.
    if (std::string_view(e.what()).substr(0, 5) != "fuzz:") {
      std::fprintf(stderr, "InputError without the file name: %s\n", e.what());
      std::abort();
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "uncaught %s\n", e.what());
    std::abort();
  }
  return 0;
}

}  // namespace stridecheck::fuzz
