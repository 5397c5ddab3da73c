// lib/core: checked arithmetic, text helpers, JSON text (readable dumps, limited parsing, the line of a
// JSON path), atomic writes and the error vocabulary's exit codes.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <limits>
#include <sstream>

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_text.h"
#include "core/limits.h"
#include "core/text.h"

using namespace stridecheck;

TEST_CASE("checked arithmetic says when a product or sum leaves int64") {
  const int64_t big = std::numeric_limits<int64_t>::max();
  CHECK(checked_mul(1 << 20, 1 << 20) == int64_t{1} << 40);
  CHECK_FALSE(checked_mul(big / 2 + 1, 2));
  CHECK(checked_add(big - 1, 1) == big);
  CHECK_FALSE(checked_add(big, 1));
  CHECK(parse_int64("-42") == -42);
  CHECK_FALSE(parse_int64("9223372036854775808"));
  CHECK_FALSE(parse_int64("12x"));
}

TEST_CASE("text helpers: printable, lines, trim, join, milliseconds") {
  CHECK(printable(std::string("a\0b", 3)).find('\0') == std::string::npos);
  CHECK(printable(std::string(200, 'x'), 10).size() < 20);
  auto lines = split_lines("one\ntwo\r\nthree");
  REQUIRE(lines.size() == 3);
  CHECK(lines[1] == "two");
  CHECK(trim("  x \t") == "x");
  CHECK(join({"a", "b", "c"}, ", ") == "a, b, c");
  CHECK(format_ms(0.25) == "0.250");
  CHECK(format_ms(std::nullopt).empty());
}

TEST_CASE("wrap and fit_columns keep lines within the width") {
  std::string long_line = "  " + std::string(60, 'a') + " " + std::string(60, 'b');
  std::string fitted = fit_columns(long_line + "\n", 100);
  for (auto l : split_lines(fitted)) CHECK(l.size() <= 100);
  CHECK(fitted.find(std::string(60, 'b')) != std::string::npos);  // nothing lost
}

TEST_CASE("reflow_from wraps a joined line again, carrying its last words down its paragraph") {
  // a paragraph of 20-column lines whose first two were joined by an edit
  const std::string text =
      "  alpha beta gamma delta epsilon\n"  // 33 columns: over 20
      "  zeta eta theta\n"
      "  iota\n"
      "\n"
      "  next paragraph\n";
  const std::string out = reflow_from(text, 0, 2, 20);
  CHECK(out ==
        "  alpha beta gamma\n"
        "  delta epsilon zeta\n"
        "  eta theta iota\n"
        "\n"
        "  next paragraph\n");
  // the paragraph ends on its last line: the carried words get a line of their own, indented as its continuation
  CHECK(reflow_from("- one two three four\n    five\nother\n", 0, 4, 14) ==
        "- one two\n    three four\n    five\nother\n");
  // a line that fits, and the text after it, are left alone; a word wider than the room stays whole
  CHECK(reflow_from("short\n  x\n", 0, 2, 20) == "short\n  x\n");
  CHECK(reflow_from("  fake/meta-propagation-is-long next", 0, 2, 10) == "  fake/meta-propagation-is-long\n  next");
  // a word such as fake/meta is never cut at its slash
  CHECK(reflow_from("  inductor's fake/meta propagation\n", 0, 2, 20) == "  inductor's\n  fake/meta\n  propagation\n");
}

TEST_CASE("readable JSON keeps lists of numbers on one line") {
  nlohmann::ordered_json j = {{"sizes", {1, 32, 4096, 96}}, {"name", "out"}};
  std::string s = readable_json(j);
  CHECK(s.find("\"sizes\": [1, 32, 4096, 96]") != std::string::npos);
  CHECK(s.back() == '\n');
}

TEST_CASE("a JSON input nested past the limit, or malformed, is an InputError naming the file") {
  Limits l;
  l.max_nesting = 4;
  CHECK_THROWS_AS(parse_json_input("[[[[[[1]]]]]]", "deep.json", l), InputError);
  try {
    parse_json_input("{\n \"a\": 1,\n \"b\": }", "bad.json", Limits{});
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.file() == "bad.json");
    CHECK(e.line() == 3);
    CHECK(e.exit_code() == kExitBadInput);
  }
}

TEST_CASE("json_line finds the line of a path, or of the deepest part that exists") {
  const std::string text = "{\n \"entries\": {\n  \"k\": {\n   \"status\": \"ok\"\n  }\n },\n \"x\": [1,\n 2]\n}";
  CHECK(json_line(text, {"entries"}) == 2);
  CHECK(json_line(text, {"entries", "k", "status"}) == 4);
  CHECK(json_line(text, {"entries", "nope"}) == 2);
  CHECK(json_line(text, {"x", "[1]"}) == 8);
}

TEST_CASE("each error kind carries its exit code") {
  CHECK(InputError("f", 3, "m").exit_code() == kExitBadInput);
  CHECK(std::string(InputError("f", 3, "m").what()) == "f:3: m");
  CHECK(std::string(InputError("f", 0, "m").what()) == "f: m");
  CHECK(UsageError("u").exit_code() == kExitBadInput);
  CHECK(MissingBackendError("b").exit_code() == kExitMissingBackend);
  CHECK(EnvironmentError("e").exit_code() == kExitMissingBackend);
}

TEST_CASE("write_file_atomically replaces a file, follows a link, and writes a pipe or device as it is") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("stridecheck-atomic-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  auto read = [](const fs::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  };
  SUBCASE("a file is replaced whole, and nothing is left beside it") {
    write_file_atomically((dir / "r.txt").string(), "one");
    write_file_atomically((dir / "r.txt").string(), "two");
    CHECK(read(dir / "r.txt") == "two");
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);
  }
  SUBCASE("a link stays a link, and the file it names gets the text") {
    write_file_atomically((dir / "target.txt").string(), "old");
    fs::create_symlink(dir / "target.txt", dir / "link.txt");
    write_file_atomically((dir / "link.txt").string(), "new");
    CHECK(fs::is_symlink(dir / "link.txt"));
    CHECK(read(dir / "target.txt") == "new");
  }
  SUBCASE("a named pipe is written to, not replaced by a file") {
    fs::path fifo = dir / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    auto reader = std::async(std::launch::async, [&] { return read(fifo); });
    write_file_atomically(fifo.string(), "through the pipe");
    CHECK(reader.get() == "through the pipe");
    CHECK(fs::is_fifo(fifo));
  }
  SUBCASE("/dev/null stays the device") {
    write_file_atomically("/dev/null", "discarded");
    CHECK(fs::is_character_file("/dev/null"));
  }
  SUBCASE("a folder is refused, naming it") {
    CHECK_THROWS_WITH_AS(write_file_atomically(dir.string(), "x"), doctest::Contains("is a folder"), InputError);
  }
  fs::remove_all(dir);
}
