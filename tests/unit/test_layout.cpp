#include <doctest/doctest.h>

#include "layout/dtype.h"
#include "layout/layout.h"

using namespace stridecheck;

TEST_CASE("layout::numel and storage_extent") {
  CHECK(numel({2, 3, 4}) == 24);
  CHECK(numel({}) == 1);
  CHECK_FALSE(numel({1ll << 40, 1ll << 40}).has_value());  // overflow is no value, not a wrap
  SUBCASE("a slice of a fused qkv row reaches the end of its row") {
    Layout k{{1, 32, 4096, 96}, {37748736, 96, 9216, 1}, 3072};
    CHECK(storage_extent(k) == 3072 + 31 * 96 + 4095 * 9216 + 95 + 1);
  }
  SUBCASE("empty tensors need no storage") { CHECK(storage_extent(Layout{{0, 5}, {5, 1}, 7}) == 0); }
  SUBCASE("overflow and negative strides give no extent") {
    CHECK_FALSE(storage_extent(Layout{{1ll << 62, 4}, {4, 1}, 0}).has_value());
    CHECK_FALSE(storage_extent(Layout{{4}, {-1}, 3}).has_value());
  }
}

TEST_CASE("layout::contiguity as torch defines it") {
  CHECK(contiguous_strides({1, 32, 4096, 96}) == std::vector<int64_t>{12582912, 393216, 96, 1});
  CHECK(is_contiguous(Layout{{1, 32, 4096, 96}, {12582912, 393216, 96, 1}, 0}));
  // the stride of a size-1 dim does not matter
  CHECK(is_contiguous(Layout{{1, 32, 4096, 96}, {7, 393216, 96, 1}, 0}));
  CHECK_FALSE(is_contiguous(Layout{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0}));
  CHECK(is_non_overlapping_and_dense(Layout{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0}));
  CHECK_FALSE(is_non_overlapping_and_dense(Layout{{1, 32, 4096, 96}, {37748736, 96, 9216, 1}, 0}));
  CHECK_FALSE(is_non_overlapping_and_dense(Layout{{8, 2, 64, 64}, {0, 0, 64, 1}, 0}));
}

TEST_CASE("layout::memory_order") {
  CHECK(memory_order(Layout{{2, 4, 128, 64}, {32768, 64, 256, 1}, 0}) == std::vector<size_t>{0, 2, 1, 3});
  CHECK(memory_order(Layout{{2, 4, 128, 64}, {32768, 8192, 1, 128}, 0}) == std::vector<size_t>{0, 1, 3, 2});
  // a size-1 dim keeps its canonical place whatever its stride
  CHECK(memory_order(Layout{{1, 32, 4096, 96}, {1, 96, 3072, 1}, 0}) == std::vector<size_t>{0, 2, 1, 3});
}

TEST_CASE("layout::compare_layouts reproduces assert_size_stride") {
  Layout expected{{1, 32, 4096, 96}, {12582912, 393216, 96, 1}, 0};
  Layout actual{{1, 32, 4096, 96}, {12582912, 96, 3072, 1}, 0};
  SUBCASE("the seed message, word for word") {
    auto c = compare_layouts(actual, expected);
    REQUIRE(c.dims.size() == 2);
    CHECK(inductor_message(c) ==
          "expected size 32==32, stride 96==393216 at dim=1; expected size 4096==4096, stride 3072==96 at dim=2");
  }
  SUBCASE("strides of size-1 dims are not compared, sizes are") {
    CHECK(compare_layouts(Layout{{1, 8}, {99, 1}, 0}, Layout{{1, 8}, {8, 1}, 0}).matches());
    auto c = compare_layouts(Layout{{2, 8}, {8, 1}, 0}, Layout{{1, 8}, {8, 1}, 0});
    CHECK(inductor_message(c) == "expected size 2==1, stride 8==8 at dim=0");
  }
  SUBCASE("an empty tensor passes") {
    CHECK(compare_layouts(Layout{{0, 8}, {1, 0}, 0}, Layout{{0, 8}, {8, 1}, 0}).matches());
  }
  SUBCASE("rank mismatch") {
    auto c = compare_layouts(Layout{{2, 3, 4, 5}, {60, 20, 5, 1}, 0}, Layout{{6, 4, 5}, {20, 5, 1}, 0});
    CHECK(c.rank_mismatch);
    CHECK(inductor_message(c) == "wrong number of dimensions4");
  }
}

TEST_CASE("layout::tuple_str prints like Python") {
  CHECK(tuple_str({768}) == "(768,)");
  CHECK(tuple_str({}) == "()");
  CHECK(tuple_str({2, 3}) == "(2, 3)");
}

TEST_CASE("an FFT's result dtype follows its op: r2c makes complex, c2r real, c2c keeps it; other ops say nothing") {
  using stridecheck::fft_result_dtype;
  CHECK(fft_result_dtype("aten::_fft_r2c.default", "float32")->name == "complex64");
  CHECK(fft_result_dtype("aten::_fft_r2c", "float64")->name == "complex128");
  CHECK(fft_result_dtype("aten::_fft_c2r.default", "complex64")->name == "float32");
  CHECK(fft_result_dtype("aten::_fft_c2c.default", "complex128")->name == "complex128");
  CHECK_FALSE(fft_result_dtype("aten::_fft_c2c.default", "float32"));
  CHECK_FALSE(fft_result_dtype("aten::_fft_r2c.default", "complex64"));
  CHECK_FALSE(fft_result_dtype("aten::abs.default", "complex64"));
  CHECK_FALSE(fft_result_dtype("aten::_fft_r2c.default", ""));
}
