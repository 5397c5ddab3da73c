// Paths of the real fixtures for unit tests.
#pragma once

#include <string>

#include "core/limits.h"
#include "core/text.h"

namespace stridecheck::test {

inline std::string fixture(const std::string& rel) { return std::string(STRIDECHECK_SOURCE_DIR) + "/fixtures/" + rel; }
inline std::string read_fixture_file(const std::string& rel) { return read_file(fixture(rel), Limits{}); }

}  // namespace stridecheck::test
