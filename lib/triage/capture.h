// Triage of a live capture (a capture folder or file, readers/capture.h): each distinct failing assert analysed as a
// failing log's is, against its module as the capture holds it; the processes and ranks it failed in ride along in
// the recording (Recording::captured).
#pragma once

#include <string>

#include "readers/sources.h"
#include "triage/triage.h"

namespace stridecheck {

/// True when `path` is a capture folder or a capture or process file.
bool is_capture_input(const std::string& path, const Limits& limits);

/// The triage of a capture folder or file. InputError when it holds no capture.
TriageResult triage_capture(const std::string& path, const ReadOptions& options);

}  // namespace stridecheck
