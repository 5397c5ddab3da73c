// libFuzzer target: the stridecheck fixture reader. Whatever it accepts must survive a round trip
// (write_fixture, then read again to the same fixture text) and render.
#include "fuzz_common.h"
#include "readers/fixture_json.h"
#include "report/text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  return fuzz::run_reader(data, size, [](std::string_view text) {
    Recording rec = read_fixture(text, "fuzz", fuzz::fuzz_limits());
    std::string once = write_fixture(rec);
    Recording again = read_fixture(once, "fuzz", fuzz::fuzz_limits());
    if (write_fixture(again) != once) {
      std::fprintf(stderr, "fixture round trip differs\n");
      std::abort();
    }
    (void)render_recording_text(rec, TextStyle{});
  });
}
