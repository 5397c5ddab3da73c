// Reading speed of stridecheck's readers, in process: each file read whole into memory first, then
// parsed --repeat times; the fastest run counts. Prints one JSON object per file.
//   bench_read [--repeat N] FILE...
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/text.h"
#include "readers/output_code.h"
#include "readers/trace.h"

int main(int argc, char** argv) {
  using namespace stridecheck;
  int repeat = 5;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
      repeat = std::atoi(argv[++i]);
    else
      files.push_back(argv[i]);
  }
  Limits limits;
  for (const auto& f : files) {
    std::string text = read_file(f, limits);
    bool trace = looks_like_trace(text);
    double best = 1e30;
    size_t sites = 0, graphs = 0;
    for (int r = 0; r < repeat; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      Recording rec =
          trace ? read_trace(text, f, limits) : read_output_code(text, OutputCodeOrigin{f, 1, "", "g", ""}, limits);
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      best = std::min(best, s);
      sites = rec.call_sites.size();
      graphs = rec.graphs.size();
    }
    std::printf(
        "{\"file\": \"%s\", \"format\": \"%s\", \"bytes\": %zu, \"graphs\": %zu, \"call_sites\": %zu, "
        "\"seconds\": %.6f, \"mb_per_s\": %.1f}\n",
        f.c_str(), trace ? "trace" : "output_code", text.size(), graphs, sites, best,
        static_cast<double>(text.size()) / 1e6 / best);
  }
}
