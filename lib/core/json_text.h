// JSON as people read it: pretty-printed, but with lists of numbers and strings kept on one line
// ("sizes": [1, 32, 4096, 96]), so a fixture or report reads like the layouts it holds.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace stridecheck {

/// The document, indented by one space per level, ending with a newline.
std::string readable_json(const nlohmann::ordered_json& j);

}  // namespace stridecheck
