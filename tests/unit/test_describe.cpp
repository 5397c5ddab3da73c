#include <doctest/doctest.h>

#include "core/text.h"
#include "layout/describe.h"

using namespace stridecheck;

TEST_CASE("describe::attention layouts in words") {
  SUBCASE("contiguous BHSD") {
    auto d = describe(Layout{{1, 32, 4096, 96}, {12582912, 393216, 96, 1}, 0}, TensorRole::kAttention);
    CHECK(d.order == "BHSD");
    CHECK(d.contiguous);
    CHECK(d.summary == "contiguous BHSD");
  }
  SUBCASE("BSHD-ordered: heads interleaved") {
    auto d = describe(Layout{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0}, TensorRole::kAttention);
    CHECK(d.order == "BSHD");
    CHECK(d.dense);
    CHECK_FALSE(d.contiguous);
    CHECK(d.summary.rfind("BSHD-ordered (heads interleaved", 0) == 0);
  }
  SUBCASE("a slice of a fused qkv projection") {
    auto d = describe(Layout{{1, 32, 4096, 96}, {37748736, 96, 9216, 1}, 3072}, TensorRole::kAttention);
    CHECK(d.summary == "BSHD-ordered slice of a wider row (heads interleaved)");
    REQUIRE_FALSE(d.details.empty());
    CHECK(d.details[0].find("rows of 9216 elements") != std::string::npos);
    CHECK(d.details[0].find("column 3072, the second of 3 equal parts") != std::string::npos);
  }
  SUBCASE("broadcast inputs (stride 0)") {
    auto d = describe(Layout{{8, 2, 64, 64}, {0, 0, 64, 1}, 0}, TensorRole::kAttention);
    CHECK(d.summary.find("broadcast (stride 0) over B, H") != std::string::npos);
  }
  SUBCASE("S innermost: a transposed key gradient as math returns it") {
    auto d = describe(Layout{{1, 32, 4096, 96}, {12582912, 393216, 1, 4096}, 0}, TensorRole::kAttention);
    CHECK(d.order == "BHDS");
    CHECK(d.summary.rfind("BHDS-ordered (S innermost", 0) == 0);
  }
  SUBCASE("logsumexp dims") {
    auto d = describe(Layout{{1, 32, 4096, 1}, {131072, 4096, 1, 1}, 0}, TensorRole::kLogSumExp);
    CHECK(d.summary == "contiguous BHS1");
    auto e = describe(Layout{{2, 4, 128}, {512, 1, 4}, 0}, TensorRole::kLogSumExp);
    CHECK(e.order == "BSH");
  }
}

TEST_CASE("describe::difference and per-dim lines") {
  Layout expected{{1, 32, 4096, 96}, {12582912, 393216, 96, 1}, 0};
  Layout actual{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0};
  auto s = describe_difference(actual, expected, TensorRole::kAttention);
  CHECK(s.rfind("came back BSHD-ordered", 0) == 0);
  CHECK(s.find("the graph expected contiguous BHSD") != std::string::npos);
  auto lines = describe_mismatch_dims(compare_layouts(actual, expected), TensorRole::kAttention, 4);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "dim=1 (H): size 32==32, stride 96==393216");
  CHECK(lines[1] == "dim=2 (S): size 4096==4096, stride 3072==96");
  CHECK(describe_difference(expected, expected, TensorRole::kAttention) == "matches the graph's expectation");
  CHECK(describe_difference(Layout{{2, 8}, {8, 1}, 0}, Layout{{4, 8}, {8, 1}, 0}, TensorRole::kOther)
            .find("sizes (2, 8)") != std::string::npos);
}

TEST_CASE("describe::roles by schema name") {
  CHECK(role_of("grad_query") == TensorRole::kAttention);
  CHECK(role_of("grad_out_") == TensorRole::kAttention);
  CHECK(role_of("logsumexp") == TensorRole::kLogSumExp);
  CHECK(role_of("attn_bias") == TensorRole::kBias);
  CHECK(role_of("philox_seed") == TensorRole::kOther);
  CHECK(dim_name(TensorRole::kAttention, 4, 2) == "S");
  CHECK(dim_name(TensorRole::kOther, 2, 1) == "dim 1");
}

TEST_CASE("explain_once: a gloss dropped where it had wrapped leaves its paragraph wrapped, with no orphan word") {
  const std::string gloss = "(heads interleaved: what transpose(1, 2) of a contiguous (B, S, H, D) tensor gives)";
  // the gloss said once, then again inside a wrapped paragraph (as triage's diagnosis has it)
  const std::string para =
      "The compiled graph's backward called the cuDNN SDPA kernel at line 147 of the module. Its output "
      "grad_query (buf3) came back BSHD-ordered " +
      gloss +
      ", the graph expected contiguous BHSD: inductor's fake/meta propagation predicted one "
      "layout and the real cuDNN kernel returned another.";
  const std::string report = "actual BSHD-ordered " + gloss + "\n\nDiagnosis\n" + wrap(para, "  ", 2, 100) + "\nnext\n";
  const std::string out = explain_once(report);
  const auto lines = split_lines(out);
  for (size_t i = 3; i < lines.size(); ++i) CHECK(lines[i].size() <= 100);
  CHECK(out.find("inductor's\n      fake/meta") == std::string::npos);
  // every line of the paragraph is indented as before, and its words are the paragraph's without the second gloss
  std::string words;
  for (size_t i = 3; i < lines.size() && !lines[i].empty(); ++i) {
    CHECK(lines[i].substr(0, 3).find_first_not_of(' ') == 2);
    words += std::string(words.empty() ? "" : " ") + std::string(trim(lines[i]));
  }
  std::string want = para;
  want.erase(want.find(" " + gloss), gloss.size() + 1);
  CHECK(words == want);
  CHECK(out.ends_with("\nnext\n"));
}

TEST_CASE("explain_once: a gloss that opens a line takes its line break along, so no line starts with a comma") {
  const std::string gloss = "(heads interleaved: what transpose(1, 2) of a contiguous (B, S, H, D) tensor gives)";
  // the wrap put the gloss at the start of a line (the paragraph of the cpu-stale-meta-failure triage)
  const std::string report = "actual BSHD-ordered " + gloss +
                             "\n\nDiagnosis\n  Its output buf4 came back BSHD-ordered\n  " + gloss +
                             ", the graph\n  expected contiguous BHSD.\nnext\n";
  const std::string out = explain_once(report);
  CHECK(out.find("\n ,") == std::string::npos);
  CHECK(out.find("\n  ,") == std::string::npos);
  std::string flat;  // the paragraph's words, whatever the wrap
  for (char c : out) flat += c == '\n' ? ' ' : c;
  while (flat.find("  ") != std::string::npos) flat.replace(flat.find("  "), 2, " ");
  CHECK(flat.find("came back BSHD-ordered, the graph expected contiguous BHSD.") != std::string::npos);
  CHECK(out.ends_with("\nnext\n"));
}

TEST_CASE("describe::a slice of a wider buffer is never called contiguous: its row pitch is said") {
  // conv1d(x, w, padding=K-1)[..., :L] with C=8, L=100, K=4: strides (C*(L+K-1), L+K-1, 1) for sizes (B, C, L)
  Layout padded{{2, 8, 100}, {824, 103, 1}, 0};
  auto d = describe(padded, TensorRole::kOther);
  CHECK_FALSE(d.contiguous);
  CHECK(d.summary == "(0, 1, 2)-ordered slice of a wider buffer, not dense");
  REQUIRE_FALSE(d.details.empty());
  CHECK(d.details[0] == "row pitch 103 for 100 elements: a slice of a wider (padded) buffer");
  SUBCASE("the state kept in front: the same, starting K-1 elements in") {
    Layout offset{{2, 8, 100}, {824, 103, 1}, 3};
    auto o = describe(offset, TensorRole::kOther);
    CHECK(o.summary == "(0, 1, 2)-ordered slice of a wider buffer, not dense");
    CHECK(o.details.back() == "storage offset 3");
  }
  SUBCASE("two gaps, or no unit stride, are no simple slice") {
    CHECK(describe(Layout{{2, 8, 100}, {2000, 103, 1}, 0}, TensorRole::kOther).summary.find("slice") ==
          std::string::npos);
    CHECK(describe(Layout{{8, 100}, {206, 2}, 0}, TensorRole::kOther).summary.find("slice") == std::string::npos);
  }
}

TEST_CASE("describe::layout_words: a generic tensor's layout as what it is, never a non-dense one called contiguous") {
  CHECK(layout_words(Layout{{12, 40}, {40, 1}, 0}) == "contiguous (40, 1)");
  CHECK(layout_words(Layout{{12, 40}, {1, 12}, 0}) == "(1, 0)-ordered (1, 12)");
  CHECK(layout_words(Layout{{2, 8, 4, 4}, {128, 1, 32, 8}, 0}) ==
        "(0, 2, 3, 1)-ordered (128, 1, 32, 8) (channels_last)");
  // buf[:, :40] of a (12, 44) buffer; the same starting at the pad (buf[:, 4:])
  CHECK(layout_words(Layout{{12, 40}, {44, 1}, 0}) ==
        "(0, 1)-ordered (44, 1), not dense: a slice of a wider buffer, row pitch 44 for 40 elements");
  CHECK(layout_words(Layout{{12, 40}, {44, 1}, 4}) ==
        "(0, 1)-ordered (44, 1), not dense: a slice of a wider buffer, row pitch 44 for 40 elements, starting 4 "
        "elements in");
  // y.sum(0, keepdim=True).expand(12, 20)
  CHECK(layout_words(Layout{{12, 20}, {0, 1}, 0}) == "(1, 0)-ordered (0, 1), not dense: dim 0 broadcast (stride 0)");
  // two gaps: not dense, no shape named
  CHECK(layout_words(Layout{{2, 8, 100}, {2000, 103, 1}, 0}) == "(0, 1, 2)-ordered (2000, 103, 1), not dense");
}
