// libFuzzer target: the inductor output-code reader (a Python subset parsed in C++, never executed),
// plus the text rendering of whatever it recorded.
#include "fuzz_common.h"
#include "readers/output_code.h"
#include "report/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  return fuzz::run_reader(data, size, [](std::string_view text) {
    OutputCodeOrigin origin;
    origin.file = "fuzz";
    Recording rec = read_output_code(text, origin, fuzz::fuzz_limits());  // chains linked too
    (void)render_recording_text(rec, TextStyle{});
  });
}
