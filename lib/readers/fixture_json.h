// stridecheck fixtures: a recording saved as JSON ("schema": "stridecheck.fixture/1", docs/fixture-format.md)
// so it can be edited, shared, attached to an issue and replayed (recording/fixture_writer.h writes it).
// The reader validates every key and reports the line of anything wrong.
#pragma once

#include <string>
#include <string_view>

#include "core/limits.h"
#include "recording/fixture_writer.h"
#include "recording/recording.h"

namespace stridecheck {

bool looks_like_fixture(std::string_view text);

/// Parses and validates a fixture. InputError(file, line) for malformed JSON, a wrong schema, missing
/// or mistyped keys, unknown ops, backends or dtypes, and layouts over the limits.
Recording read_fixture(std::string_view text, const std::string& file, const Limits& limits);

}  // namespace stridecheck
