// Small text and arithmetic helpers every folder uses: reading a file whole with a size cap,
// checked integer parsing and arithmetic, and making input text safe to echo in a message.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"

namespace stridecheck {

/// Reads a regular file whole. InputError if it is missing, not a regular file ("is a directory", "is a
/// character device, not a regular file"), unreadable or over limits.max_file_bytes.
std::string read_file(const std::string& path, const Limits& limits);
/// What keeps `path` from being read as an input file, in words: "is a directory", "is a character device,
/// not a regular file" (a pipe, a socket...), "is empty (0 bytes)"; "" for a regular file with data, and for
/// a path that is not there (read_file says so).
std::string input_file_problem(const std::string& path);
/// All of standard input, held to max_file_bytes like a file; `name` ("<stdin>") names it in errors.
std::string read_stdin(const std::string& name, const Limits& limits);

/// Decimal integer, optional leading '-', nothing else; nullopt on overflow or any other character.
std::optional<int64_t> parse_int64(std::string_view s);

/// Python-style float literal (digits, '.', exponent, inf/nan); nullopt if it is not one.
std::optional<double> parse_double(std::string_view s);

/// a*b, a+b, nullopt on int64 overflow.
std::optional<int64_t> checked_mul(int64_t a, int64_t b);
std::optional<int64_t> checked_add(int64_t a, int64_t b);

/// Input text made safe for a one-line message: control bytes and invalid UTF-8 shown as \xNN,
/// cut to at most max_chars with "..." appended.
std::string printable(std::string_view s, size_t max_chars = 80);

/// 1-based line number of byte offset `pos` in `text`.
int64_t line_at(std::string_view text, size_t pos);

/// Splits on '\n'; a trailing '\r' is dropped from each line.
std::vector<std::string_view> split_lines(std::string_view text);
/// The pieces of `text` between `sep`s, empty pieces kept ("a,,b" -> a, "", b); none for an empty text.
std::vector<std::string> split(std::string_view text, char sep);

std::string_view trim(std::string_view s);
/// A path's last component, whichever separator the path uses ("/home/u/ops.py", "C:\\u\\ops.py" as a log
/// names them): "ops.py".
std::string_view base_name(std::string_view path);
std::string join(const std::vector<std::string>& items, std::string_view sep);
/// "a", "a and b", "a, b and c".
std::string join_and(const std::vector<std::string>& items);
/// Milliseconds as the reports print them ("%.3f"); empty when not known.
std::string format_ms(const std::optional<double>& ms);
/// A paragraph wrapped at `width` columns (words split at spaces): the first line after `first`, the rest
/// indented by `indent` spaces; every line ends in a newline.
std::string wrap(const std::string& text, const std::string& first, size_t indent, size_t width = 100);
/// `text` with every line wider than `width` visible columns (colour escapes do not count) wrapped at its
/// spaces, the continuation indented 4 more than the line; a word wider than the room stays whole.
std::string fit_columns(const std::string& text, size_t width = 100);
/// After an edit that joined two lines of a wrapped paragraph into the line holding byte `pos` (explain_once
/// dropping words that had wrapped): that line wrapped again within `width` at its spaces, the words past the width
/// carried to the front of the paragraph's next line (a non-blank line indented by exactly `indent`, as the
/// paragraph's continuation lines are), and on down the paragraph, a new line indented by `indent` where it ends.
/// Lines from the first that fits on are left as they were; a word wider than the room stays whole.
std::string reflow_from(const std::string& text, size_t pos, size_t indent, size_t width = 100);

}  // namespace stridecheck
