#include <doctest/doctest.h>

#include "core/error.h"
#include "fixtures.h"
#include "readers/failing_log.h"

using namespace stridecheck;
using test::read_fixture_file;

namespace {
// The one assertion a log holds (the test fails where it holds another number).
DecodedAssertion one(const std::string& text) {
  FailingLog l = read_failing_log(text, "x.log", Limits{});
  REQUIRE(l.assertions.size() == 1);
  return l.assertions[0];
}
}  // namespace

TEST_CASE("failing_log::the seed failure, reproduced for real") {
  FailingLog log = read_failing_log(read_fixture_file("seed-cudnn-phi3/failure/failing.log"), "f.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  const auto& a = log.assertions[0];
  CHECK(a.kind == DecodedAssertion::Kind::kSizeStride);
  CHECK(a.message ==
        "expected size 32==32, stride 96==393216 at dim=1; expected size 4096==4096, stride 3072==96 at dim=2");
  REQUIRE(a.clauses.size() == 2);
  CHECK(a.clauses[0].dim == 1);
  CHECK(a.clauses[0].actual_stride == 96);        // actual first
  CHECK(a.clauses[0].expected_stride == 393216);  // expected second
  CHECK(a.op == "torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default");
  CHECK(a.hints.size() == 3);
  REQUIRE(a.frame.has_value());
  CHECK(a.frame->line == 147);
  CHECK(a.frame->function == "call");
  CHECK(a.buffer == "buf3");
  CHECK(a.expected_strides == std::vector<int64_t>{12582912, 393216, 96, 1});
}

TEST_CASE("failing_log::torch 2.15's assert_tensor_metadata, raised from runtime_utils.py") {
  // a real run under torch 2.15.0: the assert raises inside torch's helper, one frame below the generated module's
  FailingLog log = read_failing_log(read_fixture_file("cpu-swapped-flash-impl/run.log"), "run.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  const auto& a = log.assertions[0];
  REQUIRE(a.frame.has_value());
  CHECK(a.frame->line == 59);
  CHECK(a.frame->function == "call");
  CHECK(a.buffer == "buf2");
  CHECK(a.expected_sizes == std::vector<int64_t>{2, 4, 200, 32});
  CHECK(a.expected_strides == std::vector<int64_t>{25600, 32, 128, 1});
  CHECK(a.op == "torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default");
}

TEST_CASE("failing_log::a training run that dies in loss.backward()") {
  FailingLog log = read_failing_log(read_fixture_file("seed-cudnn-stale-meta/run.log"), "run.log", Limits{});
  REQUIRE(log.assertions.size() == 1);
  CHECK(log.assertions[0].in_backward);
  CHECK(log.assertions[0].frame->function == "call");
}

TEST_CASE("failing_log::every form of the message") {
  SUBCASE("noise, ANSI colours and rank prefixes around it") {
    auto a =
        one("[rank0]: step 10 loss 2.3\n[rank0]: \x1b[31mAssertionError: expected size 128==128, stride 1==64 at "
            "dim=1; expected size 64==64, stride 128==1 at dim=2\x1b[0m\n[rank0]: Error in op: "
            "torch.ops.aten.polar.default\n");
    CHECK(a.clauses.size() == 2);
    CHECK(a.op == "torch.ops.aten.polar.default");
  }
  SUBCASE("wrong rank, new and old") {
    CHECK(one("AssertionError: wrong number of dimensions4\n").actual_rank == 4);
    CHECK(one("AssertionError: wrong number of dimensions\n").actual_rank == -1);
  }
  SUBCASE("alignment") {
    auto a = one("AssertionError: Expect the tensor to be 16 bytes aligned. Fail due to storage_offset=3 itemsize=2\n");
    CHECK(a.kind == DecodedAssertion::Kind::kAlignment);
    CHECK(a.storage_offset == 3);
    CHECK(a.itemsize == 2);
  }
  SUBCASE("the same failure printed by two ranks is one failure") {
    std::string m = "AssertionError: expected size 2==2, stride 1==4 at dim=0\n";
    CHECK(read_failing_log(m + m, "x.log", Limits{}).assertions.size() == 1);
  }
}

TEST_CASE("failing_log::bad input") {
  CHECK_THROWS_WITH_AS(read_failing_log("all fine here\n", "x.log", Limits{}), doctest::Contains("no stride assertion"),
                       InputError);
  CHECK_THROWS_WITH_AS(
      read_failing_log("AssertionError: expected size 1000000000000000000000000==2, stride 1==1 at dim=0\n", "x.log",
                       Limits{}),
      doctest::Contains("x.log:1: number 1000000000000000000000000 does not fit"), InputError);
}

TEST_CASE("failing_log::torchrun's ranks: split by their prefixes, one failure on both") {
  // a real 2-rank torchrun log: each rank's traceback behind "[rankN]: " (init_process_group's excepthook)
  FailingLog log = read_failing_log(read_fixture_file("cpu-torchrun-custom-op/run-file.log"), "run-file.log", Limits{});
  CHECK(log.rank_prefixed);
  REQUIRE(log.assertions.size() == 1);
  const auto& a = log.assertions[0];
  CHECK(a.ranks == std::vector<int>{0, 1});
  CHECK(a.buffer == "buf4");
  CHECK(a.op == "torch.ops.sctest.attn.default");
  CHECK(a.graph == TracebackGraph::kForward);
  CHECK(a.expected_strides == std::vector<int64_t>{25600, 32, 128, 1});
  // --tee 3 ("[default1]:[rank1]: ") and the same log pasted with nested prefixes read the same
  for (const char* f : {"cpu-torchrun-custom-op/run-tee.log", "cpu-torchrun-custom-op/pasted/nested.log",
                        "cpu-torchrun-custom-op/pasted/interleaved.log"}) {
    FailingLog other = read_failing_log(read_fixture_file(f), "x.log", Limits{});
    REQUIRE(other.assertions.size() == 1);
    CHECK(other.assertions[0].ranks == std::vector<int>{0, 1});
    CHECK(other.assertions[0].message == a.message);
    CHECK(other.assertions[0].expected_strides == a.expected_strides);
  }
  // different asserts on different ranks stay apart
  FailingLog fft = read_failing_log(read_fixture_file("cpu-torchrun-aten-fft/run-file.log"), "f.log", Limits{});
  REQUIRE(fft.assertions.size() == 2);
  CHECK(fft.assertions[0].ranks.size() == 1);
  CHECK(fft.assertions[0].ranks != fft.assertions[1].ranks);
}

TEST_CASE("failing_log::as reporters paste it: wrapped, Windows paths, fenced, cut") {
  FailingLog wrapped =
      read_failing_log(read_fixture_file("cpu-torchrun-custom-op/pasted/wrapped.log"), "w.log", Limits{});
  REQUIRE(wrapped.assertions.size() == 1);  // one assertion, not two halves
  CHECK(wrapped.assertions[0].clauses.size() == 2);
  CHECK(wrapped.assertions[0].expected_sizes == std::vector<int64_t>{2, 4, 200, 32});
  FailingLog win = read_failing_log(read_fixture_file("cpu-torchrun-custom-op/pasted/windows.log"), "w.log", Limits{});
  REQUIRE(win.assertions.size() == 1);
  REQUIRE(win.assertions[0].frame.has_value());
  CHECK(win.assertions[0].frame->file.find("C:\\Users\\") == 0);
  FailingLog fenced =
      read_failing_log(read_fixture_file("cpu-torchrun-custom-op/pasted/fenced.log"), "f.log", Limits{});
  REQUIRE(fenced.assertions.size() == 1);  // the pytest FAILED line repeats the message: the same failure
  CHECK(fenced.assertions[0].buffer == "buf4");

  const std::string text = read_fixture_file("cpu-custom-op-wrong-fake/run.log");
  // cut after the assert line: what it shows is kept
  const std::string at_assert = text.substr(0, text.find("AssertionError"));
  FailingLog cut = scan_failing_log(at_assert, "c.log", Limits{});
  REQUIRE(cut.assertions.size() == 1);
  CHECK(cut.assertions[0].cut == DecodedAssertion::Cut::kBeforeMessage);
  CHECK(cut.assertions[0].buffer == "buf4");
  CHECK(cut.assertions[0].clauses.empty());
  // cut inside the message: the whole clauses before the cut
  const std::string in_message = text.substr(0, text.find("; expected size 200") + 20);
  FailingLog half = scan_failing_log(in_message, "c.log", Limits{});
  REQUIRE(half.assertions.size() == 1);
  CHECK(half.assertions[0].cut == DecodedAssertion::Cut::kInMessage);
  CHECK(half.assertions[0].clauses.size() == 1);
  // cut before the assert line: no assertion, the cut traceback kept
  FailingLog before = scan_failing_log(text.substr(0, text.find("  File \"/tmp/")), "c.log", Limits{});
  CHECK(before.assertions.empty());
  REQUIRE(before.cuts.size() == 1);
  CHECK(before.cuts[0].graph == TracebackGraph::kForward);
}

TEST_CASE("failing_log::an input assert tagged 'input' names no op") {
  const std::string log =
      "Traceback (most recent call last):\n"
      "  File \"/tmp/torchinductor_u/ab/cabcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop.py\", line 40, in call\n"
      "    assert_size_stride(arg17_1, (3, 512), (512, 1), 'input')\n"
      "AssertionError: expected size 3==3, stride 4097==512 at dim=0\n";
  FailingLog f = read_failing_log(log, "i.log", Limits{});
  REQUIRE(f.assertions.size() == 1);
  CHECK(f.assertions[0].input_tag);
  CHECK(f.assertions[0].op.empty());
}

TEST_CASE("failing_log::the assert line wherever it stands, with or without a frame above it") {
  const std::string assert_line =
      "assert_size_stride(buf4, (2, 4, 200, 32), (25600, 32, 128, 1), 'torch.ops.sctest.attn.default')";
  const std::string message =
      "AssertionError: expected size 4==4, stride 6400==32 at dim=1; expected size 200==200, stride 32==128 at dim=2";
  SUBCASE("pasted alone above its message, indented as Python printed it, at column 0, or prefixed") {
    for (const std::string lead : {"    ", "", "[rank1]:     "}) {
      CAPTURE(lead);
      auto a = one(lead + assert_line + "\n" + (lead.starts_with("[") ? "[rank1]: " : "") + message + "\n");
      CHECK_FALSE(a.frame.has_value());
      CHECK(a.buffer == "buf4");
      CHECK(a.expected_strides == std::vector<int64_t>{25600, 32, 128, 1});
      CHECK(a.op == "torch.ops.sctest.attn.default");
      CHECK(a.op_from == DecodedAssertion::OpFrom::kAssertArgument);
      CHECK(a.source == assert_line);
    }
  }
  SUBCASE("a caret line between them") {
    auto a = one("    " + assert_line + "\n    ^^^^^^^^^^^^^^^^^^^\n" + message + "\n");
    CHECK(a.buffer == "buf4");
  }
  SUBCASE("an assert line far above the message is not its own") {
    auto a = one("    " + assert_line + "\nsome\nother\nlines\n" + message + "\n");
    CHECK(a.buffer.empty());
    CHECK(a.expected_strides.empty());
  }
  SUBCASE("the log ends at the assert line: read as far as it goes") {
    auto a = one("something before\n    " + assert_line + "\n");
    CHECK(a.cut == DecodedAssertion::Cut::kBeforeMessage);
    CHECK(a.buffer == "buf4");
    CHECK(a.expected_sizes == std::vector<int64_t>{2, 4, 200, 32});
  }
  SUBCASE("a generated module's own assert lines in a log of modules are no failure") {
    CHECK_THROWS_AS(read_failing_log("def call(args):\n    " + assert_line + "\n", "x.log", Limits{}), InputError);
  }
}

TEST_CASE("failing_log::a traceback trimmed to the user's frames names no module") {
  const std::string message =
      "AssertionError: expected size 4==4, stride 6400==32 at dim=1\nError in op: torch.ops.sctest.attn.default\n";
  SUBCASE("the innermost frame is the training script's: kept apart, not taken as the module") {
    auto a =
        one("Traceback (most recent call last):\n  File \"/home/u/train.py\", line 40, in <module>\n"
            "    loss = model(x)\n" +
            message);
    CHECK_FALSE(a.frame.has_value());
    REQUIRE(a.outer_frame.has_value());
    CHECK(a.outer_frame->file == "/home/u/train.py");
    CHECK(a.outer_frame->line == 40);
    CHECK(a.script == "/home/u/train.py");  // the job the next steps rerun
  }
  SUBCASE("the script is the outermost module-level frame of the user's; python -c has none") {
    auto a =
        one("Traceback (most recent call last):\n  File \"/home/u/run.py\", line 9, in <module>\n    main()\n"
            "  File \"/home/u/lib/loop.py\", line 3, in main\n    step()\n"
            "  File \"/tmp/torchinductor_u/ab/cab.py\", line 69, in call\n" +
            message);
    CHECK(a.script == "/home/u/run.py");
    auto c =
        one("Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            "  File \"/tmp/torchinductor_u/ab/cab.py\", line 69, in call\n" +
            message);
    CHECK(c.script.empty());
  }
  SUBCASE("a project whose path holds 'torch' is still the user's") {
    auto a =
        one("Traceback (most recent call last):\n  File \"/home/u/torchtune/recipes/full_finetune.py\", line 7, "
            "in train\n    loss = self._loss_step(batch)\n" +
            message);
    CHECK_FALSE(a.frame.has_value());
    CHECK(a.outer_frame.has_value());
  }
  SUBCASE("a generated module's call() with no source line printed is still the module's") {
    auto a = one("Traceback (most recent call last):\n  File \"/tmp/torchinductor_u/ab/cab.py\", line 69, in call\n" +
                 message);
    REQUIRE(a.frame.has_value());
    CHECK_FALSE(a.outer_frame.has_value());
  }
  SUBCASE("torch's own frame (a helper that raised it) is not the user's") {
    auto a =
        one("Traceback (most recent call last):\n  File \"/x/site-packages/torch/_inductor/utils.py\", line 9, "
            "in run\n    return model(*inputs)\n" +
            message);
    CHECK(a.frame.has_value());
    CHECK_FALSE(a.outer_frame.has_value());
  }
}

TEST_CASE("failing_log::where the log names the op") {
  SUBCASE("'Error in op:' after the message alone") {
    auto a = one("AssertionError: expected size 2==2, stride 1==4 at dim=0\nError in op: torch.ops.ns.f.default\n");
    CHECK(a.op == "torch.ops.ns.f.default");
    CHECK(a.op_from == DecodedAssertion::OpFrom::kErrorInOp);
  }
  SUBCASE("'Error in op: input' (torch 2.15) is a graph input's tag, no op") {
    auto a = one("AssertionError: expected size 2==2, stride 1==4 at dim=0\nError in op: input\n");
    CHECK(a.op.empty());
    CHECK(a.input_tag);
  }
  SUBCASE("the rank form's 'for op:'") {
    auto a = one("AssertionError: wrong number of dimensions3 for op: torch.ops.ns.g.default\n");
    CHECK(a.kind == DecodedAssertion::Kind::kRank);
    CHECK(a.actual_rank == 3);
    CHECK(a.op == "torch.ops.ns.g.default");
    CHECK(a.op_from == DecodedAssertion::OpFrom::kRankMessage);
  }
}

TEST_CASE("failing_log::the pre-2.0 form: assert bufN.stride() == (...) above a bare AssertionError") {
  const std::string log =
      "Traceback (most recent call last):\n"
      "  File \"/tmp/torchinductor_u/ab/cabcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop.py\", line 80, in call\n"
      "    assert buf4.stride() == (4096, 64, 1)\n"
      "AssertionError\n";
  FailingLog f = read_failing_log(log, "old.log", Limits{});
  REQUIRE(f.assertions.size() == 1);
  const auto& a = f.assertions[0];
  CHECK(a.kind == DecodedAssertion::Kind::kLegacy);
  CHECK(a.buffer == "buf4");
  CHECK(a.legacy_check == "stride");
  CHECK(a.legacy_expected == std::vector<int64_t>{4096, 64, 1});
  CHECK(a.clauses.empty());
  SUBCASE("sizes, pasted without the frame") {
    FailingLog g = read_failing_log("assert buf0.size() == (8, 16)\nAssertionError\n", "old.log", Limits{});
    REQUIRE(g.assertions.size() == 1);
    CHECK(g.assertions[0].legacy_check == "size");
    CHECK(g.assertions[0].legacy_expected == std::vector<int64_t>{8, 16});
  }
  SUBCASE("a bare AssertionError under any other line is no stride assertion") {
    CHECK_THROWS_AS(
        read_failing_log("  File \"/x.py\", line 3, in f\n    assert x > 0\nAssertionError\n", "x.log", Limits{}),
        InputError);
  }
}

TEST_CASE("failing_log::torch 2.15's dtype check: RuntimeError: expected dtype X but got Y") {
  const std::string log =
      "    assert_tensor_metadata(buf2, (8, 16), (16, 1), torch.float32, 'torch.ops.mylib.scale.default')\n"
      "RuntimeError: expected dtype torch.float32 but got torch.bfloat16\n";
  FailingLog f = read_failing_log(log, "d.log", Limits{});
  REQUIRE(f.assertions.size() == 1);
  const auto& a = f.assertions[0];
  CHECK(a.kind == DecodedAssertion::Kind::kDtype);
  CHECK(a.expected_dtype == "torch.float32");
  CHECK(a.actual_dtype == "torch.bfloat16");
  CHECK(a.buffer == "buf2");
  CHECK(a.op == "torch.ops.mylib.scale.default");
  CHECK(a.expected_sizes == std::vector<int64_t>{8, 16});
}
