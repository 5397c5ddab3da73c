// JSON as people read it: pretty-printed, but with lists of numbers and strings kept on one line
// ("sizes": [1, 32, 4096, 96]), so a fixture or report reads like the layouts it holds.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/limits.h"

namespace stridecheck {

/// The document, indented by one space per level, ending with a newline.
std::string readable_json(const nlohmann::ordered_json& j);

/// Parses a JSON input file: nesting over limits.max_nesting, a syntax error (with its line) or a number
/// beyond a double all become InputError naming the file; never another exception.
nlohmann::json parse_json_input(std::string_view text, const std::string& file, const Limits& limits);

}  // namespace stridecheck
