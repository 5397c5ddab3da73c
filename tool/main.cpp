// stridecheck: why did a torch.compile run die on a stride assertion? (README.md)
// Errors map to exit codes here, in one place: bad input or usage 2, missing backend 3, bug 4.
#include <cstdio>
#include <exception>

#include "cli.h"
#include "core/error.h"

int main(int argc, char** argv) {
  using namespace stridecheck;
  try {
    return tool::run(argc, argv);
  } catch (const InputError& e) {
    std::fprintf(stderr, "stridecheck: error: %s\n", e.what());
    return kExitBadInput;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "stridecheck: error: %s\n", e.what());
    return kExitBadInput;
  } catch (const MissingBackendError& e) {
    std::fprintf(stderr, "stridecheck: error: %s\n", e.what());
    return kExitMissingBackend;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "stridecheck: error: out of memory\n");
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "stridecheck: internal error (a bug, please report it): %s\n", e.what());
    return kExitInternal;
  }
}
