// libFuzzer target: the readers of what else a log carries - the modules TORCH_LOGS=output_code writes into it
// (each read as output code, line numbers mapped back to the log), and the failure of an SDPA call that no
// backend could serve ("No available kernel").
#include "fuzz_common.h"
#include "readers/no_kernel.h"
#include "readers/output_code_log.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stridecheck;
  return fuzz::run_reader(data, size, [](std::string_view text) {
    (void)looks_like_output_code_log(text);
    (void)read_no_kernel_failure(text, "fuzz", fuzz::fuzz_limits());
    auto modules = output_code_log_modules(text, "fuzz", fuzz::fuzz_limits());
    for (const auto& m : modules)
      if (m.module_line(m.log_line(1)) != 1) std::abort();  // the two line maps agree
    if (!modules.empty()) (void)read_output_code_log(modules, "fuzz", fuzz::fuzz_limits());
  });
}
