// Writing a report or fixture so that a reader never sees half of it: the text goes to a temporary
// file beside the target, is flushed, and is renamed over the target. A target that is not a regular file
// (/dev/null, /dev/stdout, a named pipe) is written to as it is: renaming over it would replace the device
// or pipe with a file. A link is followed, so that the file it points to is the one replaced.
#pragma once

#include <string>
#include <string_view>

namespace stridecheck {

/// Writes `data` to `path` atomically (a device or pipe: straight to it). Throws InputError (naming path) when it
/// cannot, or when `path` is a folder.
void write_file_atomically(const std::string& path, std::string_view data);

}  // namespace stridecheck
