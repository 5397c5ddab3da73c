// stridecheck: why did a torch.compile run die on a stride assertion? (README.md)
// Errors map to exit codes here, in one place: each stridecheck::Error carries its own (bad input or usage 2,
// a missing backend or a machine that cannot run the replay 3); anything else is a bug, 4.
#include <cstdio>
#include <exception>

#include "cli.h"
#include "core/error.h"

int main(int argc, char** argv) {
  using namespace stridecheck;
  try {
    return tool::run(argc, argv);
  } catch (const Error& e) {  // input, usage, a missing backend, the machine: each says its exit code
    std::fprintf(stderr, "stridecheck: error: %s\n", e.what());
    return e.exit_code();
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "stridecheck: error: out of memory\n");
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "stridecheck: internal error (a bug, please report it): %s\n", e.what());
    return kExitInternal;
  }
}
