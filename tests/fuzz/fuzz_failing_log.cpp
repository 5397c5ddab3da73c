// libFuzzer target: the failing-log reader (tracebacks in noise, every assertion form, frames).
#include "fuzz_common.h"
#include "readers/failing_log.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  return fuzz::run_reader(data, size, [](std::string_view text) {
    (void)looks_like_failing_log(text);
    (void)read_failing_log(text, "fuzz", fuzz::fuzz_limits());
  });
}
