// libFuzzer target: the TORCH_TRACE reader (glog prefixes, tab payloads, md5, every graph's module).
#include "fuzz_common.h"
#include "readers/trace.h"
#include "report/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  return fuzz::run_reader(data, size, [](std::string_view text) {
    Recording rec = read_trace(text, "fuzz", fuzz::fuzz_limits());
    (void)render_recording_text(rec, TextStyle{});
  });
}
