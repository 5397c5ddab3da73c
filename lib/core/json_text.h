// JSON as people read it: pretty-printed, but with lists of numbers and strings kept on one line
// ("sizes": [1, 32, 4096, 96]), so a fixture or report reads like the layouts it holds.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"

namespace stridecheck {

/// The document, indented by one space per level, ending with a newline.
std::string readable_json(const nlohmann::ordered_json& j);

/// JSON parsed from an input, with nesting limited to limits.max_nesting; never throws.
struct JsonParse {
  enum class Failure { kNone, kTooDeep, kSyntax, kOther };
  nlohmann::json value;
  Failure failure = Failure::kNone;
  size_t byte = 0;     ///< kSyntax: the byte nlohmann stopped at (1-based)
  std::string reason;  ///< kSyntax, kOther: nlohmann's message without its "[json.exception...]" prefix and position
};
JsonParse parse_json_limited(std::string_view text, const Limits& limits);

/// Parses a JSON input file: nesting over limits.max_nesting, a syntax error (with its line) or a number
/// beyond a double all become InputError naming the file; never another exception.
nlohmann::json parse_json_input(std::string_view text, const std::string& file, const Limits& limits);

/// 1-based line of the value at a JSON path (keys, and "[i]" for array elements) in `text`; the line
/// of the deepest part of the path that exists. For errors that name the line of what is wrong.
int64_t json_line(std::string_view text, const std::vector<std::string>& path);

}  // namespace stridecheck
