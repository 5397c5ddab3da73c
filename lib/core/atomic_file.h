// Writing a report or fixture so that a reader never sees half of it: the text goes to a temporary
// file beside the target, is flushed, and is renamed over the target.
#pragma once

#include <string>
#include <string_view>

namespace stridecheck {

/// Writes `data` to `path` atomically. Throws InputError (naming path) when it cannot.
void write_file_atomically(const std::string& path, std::string_view data);

}  // namespace stridecheck
