#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/output_code.h"

using namespace stridecheck;
using test::read_fixture_file;

namespace {
Recording read(const std::string& rel) {
  std::string text = read_fixture_file(rel);
  return read_output_code(text, OutputCodeOrigin{rel, 1, "", "fallback", ""}, Limits{});
}
Recording read_text(const std::string& text, Limits l = {}) {
  return read_output_code(text, OutputCodeOrigin{"m.py", 1, "", "m", ""}, l);
}
std::vector<int64_t> ints(const std::vector<SymInt>& v) { return *known_values(v); }

// A minimal module in inductor's current form, for constructs no fixture carries yet.
std::string module(const std::string& call_body, const std::string& harness, const std::string& extra = "") {
  return "# AOT ID: ['0_forward']\nimport torch\nfrom torch._inductor.select_algorithm import extern_kernels\n" +
         extra +
         "class Runner:\n    def __init__(self, partitions):\n        self.partitions = partitions\n"
         "    def call(self, args):\n" +
         call_body + "runner = Runner(partitions=[])\ncall = runner.call\ndef get_args():\n" + harness +
         "if __name__ == \"__main__\":\n    pass\n";
}
}  // namespace

TEST_CASE("output_code::the seed's cuDNN backward graph") {
  Recording r = read("seed-cudnn-phi3/backward.py");
  REQUIRE(r.call_sites.size() == 1);
  const CallSite& c = r.call_sites[0];
  CHECK(c.op == "aten::_scaled_dot_product_cudnn_attention_backward");
  CHECK(c.backend == Backend::kCudnn);
  CHECK(c.direction == Direction::kBackward);
  CHECK(c.source.graph == "0_backward");
  CHECK(c.id == "0_backward@138");
  CHECK(c.source.source_nodes ==
        std::vector<std::string>{"view_9", "view_10", "permute_10", "_scaled_dot_product_cudnn_attention_backward"});
  // every argument by its schema name
  std::vector<std::string> names;
  for (const auto& a : c.args) names.push_back(a.name);
  CHECK(names == std::vector<std::string>{"grad_out", "query", "key", "value", "out", "logsumexp", "philox_seed",
                                          "philox_offset", "attn_bias", "cum_seq_q", "cum_seq_k", "max_q", "max_k",
                                          "dropout_p", "is_causal"});
  const auto& go = c.arg("grad_out")->value.tensor;
  CHECK(go.dtype == "bfloat16");
  CHECK(go.device == "cuda:0");
  CHECK(ints(go.strides) == std::vector<int64_t>{12582912, 96, 3072, 1});
  CHECK(go.storage == "buf1");
  const auto& q = c.arg("query")->value.tensor;
  CHECK(ints(q.strides) == std::vector<int64_t>{37748736, 96, 9216, 1});
  CHECK(q.storage == "permute_1");
  CHECK(c.arg("philox_seed")->value.tensor.sizes.empty());
  CHECK(c.arg("attn_bias")->value.kind == ArgValue::Kind::kNone);
  CHECK(c.arg("max_q")->value.i.value == 4096);
  CHECK(c.arg("is_causal")->value.b);
  // the reshape chain of grad_out: allocation, the mm that wrote it, the view the call folds in
  const auto& chain = c.arg("grad_out")->chain;
  REQUIRE(chain.size() == 3);
  CHECK(chain[0].what == StepKind::kAllocated);
  CHECK(chain[1].what == StepKind::kWrittenBy);
  CHECK(chain[1].source_nodes == std::vector<std::string>{"view_8", "linear_1", "permute_8", "mm_3"});
  CHECK(chain[2].what == StepKind::kView);
  // expected outputs from the asserts
  REQUIRE(c.expected_outputs.size() == 3);
  CHECK(c.expected_outputs[0].name == "grad_query");
  CHECK(c.expected_outputs[0].buffer == "buf3");
  CHECK(c.expected_outputs[0].line == 147);
  CHECK(ints(c.expected_outputs[0].strides) == std::vector<int64_t>{12582912, 96, 3072, 1});
  CHECK(c.expected_outputs[2].name == "grad_value");
}

TEST_CASE("output_code::q, k and v share the fused qkv buffer") {
  Recording r = read("cpu-flash-causal/forward.py");
  REQUIRE(r.call_sites.size() == 1);
  const CallSite& c = r.call_sites[0];
  CHECK(c.op == "aten::_scaled_dot_product_flash_attention_for_cpu");
  int64_t offset = 0;
  for (const char* n : {"query", "key", "value"}) {
    const auto& t = c.arg(n)->value.tensor;
    CHECK(t.storage == "buf0");
    CHECK(t.storage_offset.value == offset);
    offset += 256;
  }
  REQUIRE(c.expected_outputs.size() == 2);
  CHECK(c.expected_outputs[1].name == "logsumexp");
  CHECK(ints(c.expected_outputs[1].strides) == std::vector<int64_t>{512, 1, 4});
}

TEST_CASE("output_code::symbolic sizes resolved from the harness") {
  Recording r = read("cpu-flash-dynamic/forward.py");
  REQUIRE(r.call_sites.size() == 1);
  const auto& q = r.call_sites[0].arg("query")->value.tensor;
  REQUIRE(q.sizes.size() == 4);
  CHECK(q.sizes[0].expr == "s85");
  CHECK(q.sizes[0].value == 2);
  CHECK(q.strides[0].expr == "s0*s34*s77");
  CHECK(q.strides[0].value == 8192);
  CHECK(r.call_sites[0].arg("scale")->value.f == 0.125);
}

TEST_CASE("output_code::torch 2.3 forms") {
  Recording r = read("torch23-cpu-flash/graph.py");
  REQUIRE(r.call_sites.size() == 1);
  const CallSite& c = r.call_sites[0];
  CHECK(c.source.graph == "fallback");  // no AOT ID line in 2.3
  CHECK(c.source.source_nodes == std::vector<std::string>{"scaled_dot_product_attention"});
  CHECK(c.expected_outputs.empty());  // no asserts on multi-output fallbacks before 2.7
  CHECK(c.arg("value")->value.tensor.storage_offset.value == 256);
  CHECK(c.arg("scale")->value.f == 0.125);
}

TEST_CASE("output_code::a forward's outputs feed the backward in the same graph") {
  Recording r = read("cuda-flash-mixed-strides/inference.py");
  REQUIRE(r.call_sites.size() == 2);
  const CallSite& bwd = r.call_sites[1];
  CHECK(bwd.direction == Direction::kBackward);
  const auto& out = bwd.arg("out")->value.tensor;
  CHECK(out.layout_known);
  CHECK(ints(out.strides) == std::vector<int64_t>{525312, 32832, 64, 1});
  CHECK(bwd.arg("out")->chain.front().what == StepKind::kOutput);
  CHECK(bwd.arg("logsumexp")->value.tensor.dtype == "float32");
  CHECK(ints(bwd.expected_outputs[2].strides) == std::vector<int64_t>{525312, 64, 1024, 1});
}

TEST_CASE("output_code::broadcast attention bias keeps its stride-0 dim") {
  Recording r = read("cuda-efficient-bias-bf16/forward.py");
  const auto& b = r.call_sites.at(0).arg("attn_bias")->value.tensor;
  CHECK(ints(b.strides) == std::vector<int64_t>{65536, 0, 256, 1});
}

TEST_CASE("output_code::graph partitions") {
  std::string extra =
      "def partition_0(args):\n    primals_1, = args\n    args.clear()\n"
      "    buf0 = empty_strided_cuda((2, 4, 8, 16), (512, 16, 64, 1), torch.float16)\n"
      "    buf1 = torch.ops.aten._scaled_dot_product_flash_attention.default(primals_1, primals_1, buf0, 0.0, True)\n"
      "    buf2 = buf1[0]\n"
      "    assert_size_stride(buf2, (2, 4, 8, 16), (512, 16, 64, 1), 'x')\n"
      "    return (buf2, )\n";
  std::string body =
      "        primals_1, = args\n        args.clear()\n"
      "        assert_size_stride(primals_1, (2, 4, 8, 16), (512, 128, 16, 1))\n"
      "        partition0_args = [primals_1, ]\n        del primals_1\n"
      "        (buf2, ) = self.partitions[0](partition0_args)\n        return (buf2, )\n";
  std::string harness =
      "    primals_1 = rand_strided((2, 4, 8, 16), (512, 128, 16, 1), device='cuda:0', dtype=torch.float16)\n"
      "    return [primals_1]\n";
  Recording r = read_text(module(body, harness, extra));
  REQUIRE(r.call_sites.size() == 1);
  const CallSite& c = r.call_sites[0];
  CHECK(c.arg("query")->value.tensor.dtype == "float16");
  CHECK(ints(c.arg("query")->value.tensor.strides) == std::vector<int64_t>{512, 128, 16, 1});
  CHECK(ints(c.arg("value")->value.tensor.strides) == std::vector<int64_t>{512, 16, 64, 1});
  CHECK(c.expected_outputs.size() == 1);
}

TEST_CASE("output_code::deferred input asserts") {
  std::string body =
      "        arg0_1, = args\n        args.clear()\n"
      "        buf0 = empty_strided_cpu((1, 2, 8, 4), (64, 32, 4, 1), torch.float32)\n"
      "        assert_size_stride(arg0_1, (1, 2, 8, 4), (64, 4, 8, 1))\n"
      "        buf1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(arg0_1, arg0_1, buf0)\n"
      "        return ()\n";
  std::string harness =
      "    arg0_1 = rand_strided((1, 2, 8, 4), (64, 32, 4, 1), device='cpu', dtype=torch.float32)\n"
      "    return [arg0_1]\n";
  Recording r = read_text(module(body, harness));
  REQUIRE(r.call_sites.size() == 1);
  // the assert, not the harness, states the layout the graph relies on
  CHECK(ints(r.call_sites[0].arg("query")->value.tensor.strides) == std::vector<int64_t>{64, 4, 8, 1});
}

TEST_CASE("output_code::torch 2.15's assert forms: assert_tensor_metadata, assert_size_stride_grouped") {
  std::string body =
      "        arg0_1, arg1_1 = args\n        args.clear()\n"
      "        assert_size_stride_grouped((arg0_1, arg1_1), ((1, 2, 8, 4), (4, 4)), ((64, 4, 8, 1), (4, 1)), 'input')\n"
      "        buf0 = empty_strided_cpu((1, 2, 8, 4), (64, 32, 4, 1), torch.float32)\n"
      "        buf1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(arg0_1, arg0_1, buf0)\n"
      "        buf2 = buf1[0]\n"
      "        assert_tensor_metadata(buf2, (1, 2, 8, 4), (64, 4, 8, 1), torch.float32, 'torch.ops.aten.x.default')\n"
      "        assert_tensor_metadata(None, (1,), (1,), torch.float32, 'torch.ops.aten.x.default')\n"
      "        return ()\n";
  std::string harness =
      "    arg0_1 = rand_strided((1, 2, 8, 4), (64, 32, 4, 1), device='cpu', dtype=torch.float32)\n"
      "    arg1_1 = rand_strided((4, 4), (4, 1), device='cpu', dtype=torch.float32)\n"
      "    return [arg0_1, arg1_1]\n";
  Recording r = read_text(module(body, harness));
  REQUIRE(r.call_sites.size() == 1);
  // the grouped input assert states each input's layout, as assert_size_stride does
  CHECK(ints(r.call_sites[0].arg("query")->value.tensor.strides) == std::vector<int64_t>{64, 4, 8, 1});
  REQUIRE(r.call_sites[0].expected_outputs.size() == 1);
  CHECK(r.call_sites[0].expected_outputs[0].buffer == "buf2");
  CHECK(ints(r.call_sites[0].expected_outputs[0].strides) == std::vector<int64_t>{64, 4, 8, 1});
  CHECK(r.asserts.size() == 3);  // two inputs and the output; the None output checks nothing
  CHECK_THROWS_WITH_AS(
      read_text(module("        arg0_1, arg1_1 = args\n        assert_size_stride_grouped((arg0_1, arg1_1), "
                       "((4, 4),), ((4, 1),), 'input')\n        return ()\n",
                       harness)),
      doctest::Contains("m.py:9: assert_size_stride_grouped with 2 tensors and 1 sizes"), InputError);
}

TEST_CASE("output_code::bad input is an error naming the line") {
  std::string harness = "    return []\n";
  auto call = [](const std::string& sdpa) {
    return "        arg0_1, = args\n        buf0 = empty_strided_cpu((2, 2), (2, 1), torch.float32)\n        " + sdpa +
           "\n        return ()\n";
  };
  CHECK_THROWS_WITH_AS(read_text("import torch\nx = 1\n"), doctest::Contains("no `def call"), InputError);
  CHECK_THROWS_WITH_AS(read_text(module(call("x = 1"), harness).substr(0, 300)), doctest::Contains("truncated?"),
                       InputError);
  CHECK_THROWS_WITH_AS(read_text(module(call("buf1 = empty_strided_cpu((2, 2), (2, 1), torch.float99)"), harness)),
                       doctest::Contains("m.py:10: unknown dtype 'torch.float99'"), InputError);
  CHECK_THROWS_WITH_AS(
      read_text(module(call("buf1 = empty_strided_cpu((1000000000000000000000000000000, 2), (2, 1), torch.float32)"),
                       harness)),
      doctest::Contains("does not fit in 64 bits"), InputError);
  CHECK_THROWS_WITH_AS(read_text(module(call("buf1 = reinterpret_tensor(buf0, (2, 2), (-1, 1), 0)"), harness)),
                       doctest::Contains("negative stride -1"), InputError);
  CHECK_THROWS_WITH_AS(
      read_text(
          module(call("buf1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf0, buf0, buf0, "
                      "0.0, True, 1, 2, 3)"),
                 harness)),
      doctest::Contains("too many positional arguments"), InputError);
  CHECK_THROWS_WITH_AS(read_text(module(call("buf1 = reinterpret_tensor(buf9, (2, 2), (2, 1), 0)"), harness)),
                       doctest::Contains("buf9 is used before it is defined"), InputError);
  std::string cyclic = "def partition_0(args):\n    x, = args\n    return self.partitions[0](args)\n";
  CHECK_THROWS_WITH_AS(read_text(module(call("y = self.partitions[0]([buf0])"), harness, cyclic)),
                       doctest::Contains("call each other too deeply"), InputError);
}
