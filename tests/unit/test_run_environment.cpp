// lib/readers/run_environment: what a failing run's log, trace and generated module say of its machine and torch,
// on real inputs (collect_env output made on this machine, the fixtures' TORCH_TRACE logs and modules), each fact
// with its line, and nothing where the text shows nothing.
#include <doctest/doctest.h>

#include "fixtures.h"
#include "readers/run_environment.h"
#include "readers/sources.h"
#include "readers/trace.h"

using namespace stridecheck;
using test::fixture;
using test::read_fixture_file;

namespace {
std::string tests_file(const std::string& rel) {
  return read_file(std::string(STRIDECHECK_SOURCE_DIR) + "/tests/" + rel, Limits{});
}
}  // namespace

TEST_CASE("run environment: real collect_env output after a failing log") {
  // tests/logs/cpu-failure-collect-env.log: fixtures/cpu-stale-meta-failure/run.log, then what
  // `python -m torch.utils.collect_env` and the SDPA order line printed on this (CPU) machine
  RunEnvironment e = log_environment(tests_file("logs/cpu-failure-collect-env.log"), "f.log");
  CHECK(e.collect_env);
  CHECK(e.torch.value == "2.11.0+cu130");
  CHECK(e.torch.line == 53);
  CHECK(e.torch.how == "collect_env");
  CHECK(e.torch_cuda.value == "13.0");
  CHECK(e.cuda_available.value == "False");
  CHECK(e.cuda_runtime.value == "13.0.88");
  CHECK(e.cudnn.value == "9.19.0.56");  // torch's wheel's, before the libraries found on the host
  CHECK(e.cudnn.how == "collect_env's pip packages: nvidia-cudnn-cu13");
  CHECK_FALSE(e.gpu.known());     // "Could not collect"
  CHECK_FALSE(e.driver.known());  // "Could not collect"
  CHECK(e.python.value == "3.11.7");
  CHECK_FALSE(e.python.from_path);
  CHECK(e.os.value == "Debian GNU/Linux 12 (bookworm) (x86_64)");
  CHECK(e.triton.value == "3.6.0");
  CHECK(e.sdpa_priority.value == "FLASH_ATTENTION, EFFICIENT_ATTENTION, MATH, CUDNN_ATTENTION, OVERRIDEABLE");
  CHECK(e.sdpa_priority.line == 150);  // not line 149, the command that printed it
}

TEST_CASE("run environment: collect_env's GPU and cuDNN lines as a GPU host prints them") {
  // the forms of torch/utils/collect_env.py: one GPU on the label's line, several on the lines after it (nvidia-smi -L
  // without UUIDs), cuDNN as the one library found or a list of candidates
  RunEnvironment one = log_environment(
      "PyTorch version: 2.11.0+cu130\nGPU models and configuration: GPU 0: NVIDIA H200\n"
      "Nvidia driver version: 570.86.15\ncuDNN version: /usr/lib/x86_64-linux-gnu/libcudnn.so.9.1.0\n",
      "g.log");
  CHECK(one.gpu.value == "NVIDIA H200");
  CHECK(one.gpu.line == 2);
  CHECK(one.driver.value == "570.86.15");
  CHECK(one.cudnn.value == "libcudnn.so.9.1.0");
  CHECK(one.cudnn.how == "collect_env: cuDNN libraries found on the host");
  RunEnvironment eight = log_environment(
      "GPU models and configuration: \nGPU 0: NVIDIA H200\nGPU 1: NVIDIA H200\nNvidia driver version: 570.86.15\n"
      "cuDNN version: Probably one of the following:\n/usr/lib/libcudnn.so.9\n/usr/lib/libcudnn_adv.so.9\n",
      "g.log");
  CHECK(eight.gpu.value == "NVIDIA H200 (2 GPUs)");
  CHECK(eight.cudnn.value == "libcudnn.so.9");
}

TEST_CASE("run environment: a traceback's paths give the Python, and a stated one replaces it") {
  RunEnvironment e = log_environment(read_fixture_file("seed-cudnn-phi3/failure/failing.log"), "failing.log");
  CHECK(e.python.value == "3.12");
  CHECK(e.python.from_path);
  CHECK(e.python.how == "a traceback's path: /opt/torch/.venv/lib/python3.12/site-packages/torch");
  CHECK(e.python.line == 5);
  CHECK_FALSE(e.torch.known());  // the path says where torch was, not which
  CHECK_FALSE(e.collect_env);
  RunEnvironment stated;
  stated.python = RunFact{"3.12.3", "compilation_metrics python_version", "trace.log", 7};
  e.merge(stated);
  CHECK(e.python.value == "3.12.3");
  RunEnvironment later;
  later.python = RunFact{"3.9", "a traceback's path: x", "b.log", 1, true};
  e.merge(later);
  CHECK(e.python.value == "3.12.3");  // a known fact is kept
}

TEST_CASE("run environment: printed versions, and lines that only look like them") {
  RunEnvironment e = log_environment(
      "    print(torch.__version__)\n"                                   // a source line: no version on it
      "SDPA priority:    flash_cpu, efficient, math (this machine's)\n"  // a stridecheck report's line, not the host's
      "torch.__version__ = '2.6.0a0+git1234'\n",
      "p.log");
  CHECK(e.torch.value == "2.6.0a0+git1234");
  CHECK(e.torch.line == 3);
  CHECK(e.torch.how == "a printed torch.__version__");
  CHECK_FALSE(e.sdpa_priority.known());
  CHECK(log_environment("torch==2.5.1\n", "pip.txt").torch.value == "2.5.1");
  CHECK(log_environment("SDPA priority: ['SDPBackend.MATH']\n", "p").sdpa_priority.known());
  CHECK_FALSE(log_environment("no facts here\n", "p").torch.known());
}

TEST_CASE("run environment: a generated module's DeviceProperties") {
  RunEnvironment e = module_environment(read_fixture_file("seed-cudnn-phi3/backward.py"), "backward.py", 1);
  CHECK(e.capability.value == "9.0");
  CHECK(e.sms.value == "132");
  CHECK(e.capability.line > 1);
  CHECK(e.capability.how == "DeviceProperties cc=90 in the generated module");
  CHECK(module_environment("DeviceProperties(type='cuda', index=0, cc=100, major=10)", "m.py", 5).capability.value ==
        "10.0");
  CHECK(module_environment("DeviceProperties(type='cuda', index=0, cc=86)", "m.py", 1).capability.value == "8.6");
  CHECK_FALSE(module_environment(read_fixture_file("cpu-gqa/forward.py"), "forward.py", 1).capability.known());
}

TEST_CASE("run environment: a TORCH_TRACE's compilation_metrics, and its modules") {
  Recording r = read_trace(read_fixture_file("seed-cudnn-phi3/trace.log"), "trace.log", Limits{});
  const RunEnvironment& e = r.run_environment;
  CHECK(e.torch.value == "2.11.0+cu130");
  CHECK(e.torch.how == "compilation_metrics pytorch_version");
  CHECK(e.torch.line == r.compiled_by->line);
  CHECK(e.torch_cuda.value == "13.0");
  CHECK(e.python.value == "3.12.3");
  CHECK(e.triton.value == "3.6.0");
  CHECK(e.capability.value == "9.0");  // from a module's payload, a line of the trace
  CHECK(e.capability.file == "trace.log");
  // a CPU run's torch was built with CUDA too; it has no triton
  Recording cpu = read_trace(read_fixture_file("cpu-flash-causal/trace.log"), "t.log", Limits{});
  CHECK(cpu.run_environment.torch_cuda.value == "13.0");
  CHECK_FALSE(cpu.run_environment.triton.known());
  CHECK_FALSE(cpu.run_environment.capability.known());
}

TEST_CASE("run environment: a failing log's facts, then those of the trace --code found its module in") {
  ReadOptions o;
  o.code_paths = {fixture("seed-cudnn-stale-meta/trace.log")};
  Recording r = read_source(fixture("seed-cudnn-stale-meta/run.log"), o);
  CHECK(r.run_environment.torch.value == "2.11.0+cu130");
  CHECK(r.run_environment.python.value == "3.12.3");  // stated in the trace, over the log's path
  CHECK(r.run_environment.capability.value == "9.0");
}

TEST_CASE("run environment: torch's warning that the run registered a kernel over aten's") {
  // fixtures/cuda-swapped-flash-impl/run.log: a real H200 run whose flash implementation overrides
  // aten::_flash_attention_forward for CUDA through torch.library (as FA4 does)
  RunEnvironment e = log_environment(read_fixture_file("cuda-swapped-flash-impl/run.log"), "run.log");
  REQUIRE(e.overrides.size() == 1);
  CHECK(e.overrides[0].op == "aten::_flash_attention_forward");
  CHECK(e.overrides[0].dispatch_key == "CUDA");
  CHECK(e.overrides[0].new_kernel.ends_with("/tools/swapped_flash.py:85"));
  CHECK(e.overrides[0].line == 2);
  // a log without the warning (the CPU run of the same swap did not print it): none
  CHECK(log_environment(read_fixture_file("cpu-stale-meta-failure/run.log"), "run.log").overrides.empty());
  // the warning cut before its operator line: nothing half-read
  CHECK(log_environment("  Overriding a previously registered kernel for the same operator and the same dispatch key\n",
                        "x.log")
            .overrides.empty());
}
