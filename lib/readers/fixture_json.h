// stridecheck fixtures: a recording saved as JSON ("schema": "stridecheck.fixture/1", docs/fixture-format.md)
// so it can be edited, shared, attached to an issue and replayed. The reader validates every key and
// reports the line of anything wrong.
#pragma once

#include <string>
#include <string_view>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

inline constexpr const char* kFixtureSchema = "stridecheck.fixture/1";

bool looks_like_fixture(std::string_view text);

/// Parses and validates a fixture. InputError(file, line) for malformed JSON, a wrong schema, missing
/// or mistyped keys, unknown ops, backends or dtypes, and layouts over the limits.
Recording read_fixture(std::string_view text, const std::string& file, const Limits& limits);

/// The recording as fixture JSON (pretty-printed, keys in a stable order, ending with a newline).
std::string write_fixture(const Recording& recording);

/// 1-based line of the value at a JSON path (keys, and "[i]" for array elements) in `text`; the line
/// of the deepest part of the path that exists.
int64_t json_line(std::string_view text, const std::vector<std::string>& path);

}  // namespace stridecheck
