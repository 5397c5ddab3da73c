// The readers of logs: the modules TORCH_LOGS=output_code writes into a log (output_code_log.h), and a
// log that dies of no SDPA backend serving a call (no_kernel.h).
#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/no_kernel.h"
#include "readers/output_code_log.h"
#include "readers/sources.h"

using namespace stridecheck;
using test::fixture;
using test::read_fixture_file;

namespace {

const std::string kPrefix = "V1202 05:49:04.575000 11832 torch/_inductor/graph.py:2552] [0/0] [__output_code] ";

// A module logged as torch's formatter logs it: every line behind `prefix`, then the path it was written to.
std::string logged(const std::string& module, const std::string& prefix, const std::string& path) {
  std::string out = prefix + "Output code: \n";
  for (std::string_view l : split_lines(module)) out += prefix + std::string(l) + "\n";
  if (!module.empty() && module.back() == '\n') out += prefix + "\n";
  std::string head = prefix.substr(0, prefix.find("graph.py:2552]"));
  return out + head + "graph.py:2563] [0/0] [__output_code] Output code written to: " + path + "\n";
}

}  // namespace

TEST_CASE("output_code_log::a real healthy run: its three modules, exactly as the trace has them") {
  std::string text = read_fixture_file("cpu-output-code-log/run.log");
  CHECK(looks_like_output_code_log(text));
  auto modules = output_code_log_modules(text, "run.log", Limits{});
  REQUIRE(modules.size() == 3);
  CHECK(modules[0].text == read_fixture_file("cpu-output-code-log/forward.py"));
  CHECK(modules[1].text == read_fixture_file("cpu-output-code-log/backward.py"));
  CHECK(modules[2].text == read_fixture_file("cpu-output-code-log/inference.py"));
  CHECK(modules[0].graph_prefix == "[0/0] ");
  CHECK(modules[2].graph_prefix == "[0/1] ");
  CHECK(modules[0].start_line == 1);
  CHECK(modules[0].first_line == 2);
  CHECK(modules[0].lines.empty());
  CHECK(modules[0].padded.empty());
  CHECK(modules[0].module_path.find("/inductor/") != std::string::npos);
  CHECK(modules[0].module_path.ends_with(".py"));
  CHECK(modules[0].path_line == modules[0].last_line + 1);
  CHECK(modules[0].log_line(1) == 2);
  CHECK(modules[0].module_line(2) == 1);
  CHECK(modules[0].module_line(1) == 0);
  Recording r = read_output_code_log(modules, "run.log", Limits{});
  REQUIRE(r.call_sites.size() == 3);
  CHECK(r.call_sites[0].source.file == "run.log");
  CHECK(r.graphs[2].graph == "[0/1] 1_inference");
}

TEST_CASE("output_code_log::output code and failing logs are not taken for one") {
  CHECK_FALSE(looks_like_output_code_log(read_fixture_file("cpu-output-code-log/forward.py")));
  CHECK_FALSE(looks_like_output_code_log(read_fixture_file("cpu-stale-meta-failure/run.log")));
  CHECK_FALSE(looks_like_output_code_log(read_fixture_file("cpu-flash-causal/trace.log")));
  CHECK(detect_format(fixture("cpu-output-code-log/run.log"), Limits{}) == SourceFormat::kOutputCodeLog);
  CHECK(detect_format(fixture("cpu-output-code-log-failure/run.log"), Limits{}) == SourceFormat::kOutputCodeLog);
}

TEST_CASE("output_code_log::lines of another rank inside a record: each module whole, lines mapped back") {
  const std::string module = read_fixture_file("cpu-output-code-log/forward.py");
  const std::string p0 = "[rank0]:" + kPrefix;
  std::string p1 = "[rank1]:" + kPrefix;
  p1.replace(p1.find("11832"), 5, "11833");
  const std::string log0 = logged(module, p0, "/tmp/torchinductor_u/ab/cab.py");
  const std::string log1 = logged(module, p1, "/tmp/torchinductor_u/ab/cab.py");
  auto a = split_lines(log0), b = split_lines(log1);
  std::string text;
  size_t k = 0;  // rank 1 writes a line for every three of rank 0's, each rank's lines in their order
  for (size_t i = 0; i < a.size(); ++i) {
    text += std::string(a[i]) + "\n";
    if (i % 3 == 1 && k < b.size()) text += std::string(b[k++]) + "\n";
  }
  for (; k < b.size(); ++k) text += std::string(b[k]) + "\n";
  auto modules = output_code_log_modules(text, "ranks.log", Limits{});
  REQUIRE(modules.size() == 2);
  CHECK(modules[0].text == module);
  CHECK(modules[1].text == module);
  REQUIRE_FALSE(modules[0].lines.empty());
  // module line N is where rank 0 logged it; the reader's text keeps each line at its log line
  auto log_lines = split_lines(text);
  const int64_t n = 57;  // the SDPA call of this module
  const int64_t at = modules[0].log_line(n);
  REQUIRE(at > 0);
  CHECK(log_lines[at - 1] == p0 + std::string(split_lines(module)[n - 1]));
  CHECK(modules[0].module_line(at) == n);
  CHECK(split_lines(modules[0].padded)[at - modules[0].first_line] == split_lines(module)[n - 1]);
  Recording r = read_output_code_log(modules, "ranks.log", Limits{});
  REQUIRE(r.call_sites.size() == 2);
  CHECK(r.call_sites[0].source.line == at);
  CHECK(modules[0].module_path == "/tmp/torchinductor_u/ab/cab.py");
}

TEST_CASE("output_code_log::a real run under a user's TORCH_LOGS_FORMAT: the prefix on the first line only") {
  std::string text = read_fixture_file("cpu-output-code-log-format/run.log");
  auto modules = output_code_log_modules(text, "run.log", Limits{});
  REQUIRE(modules.size() == 1);
  CHECK(modules[0].text == read_fixture_file("cpu-output-code-log-format/inference.py"));
  CHECK(modules[0].module_path.ends_with(".py"));
  CHECK(modules[0].path_line == 95);
}

TEST_CASE("output_code_log::a user's logging format: the prefix on the record's first line only") {
  const std::string module = read_fixture_file("cpu-output-code-log/forward.py");
  std::string text = "2025-12-02 06:40:01,123 DEBUG torch._inductor.graph.__output_code: Output code: \n" + module +
                     "2025-12-02 06:40:01,125 DEBUG torch._inductor.graph.__output_code: Output code written to: "
                     "/tmp/x/cab.py\nTraceback (most recent call last):\n";
  auto modules = output_code_log_modules(text, "fmt.log", Limits{});
  REQUIRE(modules.size() == 1);
  CHECK(modules[0].text == module.substr(0, module.size() - 1));  // its last, empty line ends the record
  CHECK(modules[0].module_path == "/tmp/x/cab.py");
  CHECK(modules[0].graph_prefix.empty());
}

TEST_CASE("output_code_log::trailing blanks a log collector dropped, and CRLF line ends") {
  std::string text = logged(read_fixture_file("cpu-output-code-log/forward.py"), kPrefix, "/tmp/x/cab.py");
  std::string stripped, crlf;
  for (std::string_view l : split_lines(text)) {
    std::string_view t = l.substr(0, l.find_last_not_of(' ') + 1);
    stripped += std::string(t) + "\n";
    crlf += std::string(l) + "\r\n";
  }
  for (const std::string* t : {&stripped, &crlf}) {
    auto modules = output_code_log_modules(*t, "t.log", Limits{});
    REQUIRE(modules.size() == 1);
    CHECK(read_output_code_log(modules, "t.log", Limits{}).call_sites.size() == 1);
  }
}

TEST_CASE("output_code_log::a record with no module, and a line over the limit, name their line") {
  CHECK_THROWS_WITH_AS(
      output_code_log_modules("noise\n" + kPrefix + "Output code: \nTraceback (most recent call last):\n", "cut.log",
                              Limits{}),
      "cut.log:2: an 'Output code:' record with no module after it (a truncated log?)", InputError);
  Limits small;
  small.max_line_bytes = 100;
  CHECK_THROWS_WITH_AS(
      output_code_log_modules(kPrefix + "Output code: \n" + std::string(200, 'x') + "\n", "long.log", small),
      "long.log:2: line of 200 bytes is over the limit max_line_bytes=100", InputError);
}

TEST_CASE("no_kernel::a real CPU run: flash-only priority and dropout, at dynamo's fake-tensor run") {
  std::string text = read_fixture_file("cpu-no-available-kernel/run.log");
  auto f = read_no_kernel_failure(text, "run.log", Limits{});
  REQUIRE(f.has_value());
  CHECK(f->stage == NoKernelFailure::Stage::kTrace);
  CHECK(f->message == "No available kernel.  Aborting execution.");
  CHECK(f->error == "torch._dynamo.exc.TorchRuntimeError: RuntimeError when making fake tensor call");
  CHECK(f->device == "cpu");
  REQUIRE(f->refusals.size() == 1);
  CHECK(f->refusals[0].backend == Backend::kFlashCpu);
  CHECK(f->refusals[0].reasons == std::vector<std::string>{"Both fused kernels do not support non-zero dropout."});
  REQUIRE(f->args.size() == 7);
  CHECK(f->args[0] == std::pair<std::string, std::string>{"query", "float32 cpu sizes (2, 4, 128, 64)"});
  CHECK(f->args[4] == std::pair<std::string, std::string>{"dropout_p", "0.1"});
  REQUIRE(f->user_frame.has_value());
  CHECK(f->user_frame->file.ends_with("models.py"));
  CHECK(f->user_frame->source.starts_with("y = F.scaled_dot_product_attention("));
  CHECK_FALSE(read_no_kernel_failure(read_fixture_file("cpu-stale-meta-failure/run.log"), "x", Limits{}));
}

TEST_CASE("no_kernel::CUDA's form: every fused backend's reasons, inductor's error, a runtime-disabled backend") {
  std::string text =
      "t.py:9: UserWarning: Memory efficient kernel not used because: (Triggered internally at "
      "/pytorch/aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:944.)\n"
      "t.py:9: UserWarning: Memory Efficient attention has been runtime disabled. (Triggered internally at "
      "/pytorch/aten/src/ATen/native/transformers/sdp_utils_cpp.h:567.)\n"
      "t.py:9: UserWarning: Flash attention kernel not used because: (Triggered internally at "
      "/pytorch/aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:946.)\n"
      "t.py:9: UserWarning: Flash attention does not support the use of an attention mask. (Triggered internally "
      "at /pytorch/aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:300.)\n"
      "t.py:9: UserWarning: cuDNN attention kernel not used because: (Triggered internally at "
      "/pytorch/aten/src/ATen/native/transformers/cuda/sdp_utils.cpp:948.)\n"
      "t.py:9: UserWarning: CuDNN attention has been runtime disabled. (Triggered internally at "
      "/pytorch/aten/src/ATen/native/transformers/sdp_utils_cpp.h:567.)\n"
      "Traceback (most recent call last):\n"
      "  File \"t.py\", line 9, in <module>\n"
      "torch._inductor.exc.InductorError: RuntimeError: No available kernel. Aborting execution.\n";
  auto f = read_no_kernel_failure(text, "cuda.log", Limits{});
  REQUIRE(f.has_value());
  CHECK(f->stage == NoKernelFailure::Stage::kCompile);
  CHECK(f->message == "No available kernel. Aborting execution.");
  CHECK(f->error_line == 9);
  CHECK(f->device == "cuda");
  REQUIRE(f->refusals.size() == 3);
  CHECK(f->refusals[0].backend == Backend::kEfficient);
  CHECK(f->refusals[1].backend == Backend::kFlash);
  CHECK(f->refusals[1].reasons.front() == "Flash attention does not support the use of an attention mask.");
  CHECK(f->refusals[2].backend == Backend::kCudnn);
  CHECK(f->args.empty());
}
