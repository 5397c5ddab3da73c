// A recording written as a stridecheck fixture ("schema": "stridecheck.fixture/1", docs/fixture-format.md),
// to be edited, shared, attached to an issue and replayed; readers/fixture_json.h reads it back.
#pragma once

#include <string>

#include "recording/recording.h"

namespace stridecheck {

inline constexpr const char* kFixtureSchema = "stridecheck.fixture/1";

/// The recording as fixture JSON (pretty-printed, keys in a stable order, ending with a newline).
std::string write_fixture(const Recording& recording);

}  // namespace stridecheck
