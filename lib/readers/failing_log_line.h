// The failing-log reader's decoders of one line (lib/readers/failing_log.cpp reads the log with them): a traceback
// frame, an assertion's message in each of its forms (docs/formats.md section 1), the layout the graph expected out of
// the assert call on the frame's source line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "readers/failing_log.h"

namespace stridecheck::failing_log_detail {

/// The line without the ANSI colour sequences (ESC [ ... letter) that terminals leave in captured logs.
std::string strip_ansi(std::string_view s);

/// `File "PATH", line N, in FUNC` (with anything before `File`), or nullopt.
std::optional<TracebackFrame> parse_frame(std::string_view l, int64_t log_line, const std::string& file);

/// How far a message's clauses read: to their end, to the end of the text in the middle of a clause or after its
/// "; " (a message re-wrapped onto the next line, or cut there), or not at all.
enum class Clauses { kDone, kMore, kBad };

/// The pre-2.0 form, `assert bufN.size() == (...)` or `assert bufN.stride() == (...)`: the buffer, what it checked
/// ("size" or "stride") and the text of the tuple it expected.
struct LegacyAssert {
  std::string buffer, check;
  std::string_view tuple;
};
std::optional<LegacyAssert> legacy_assert(std::string_view src);

/// Whether a source line is an assert of one tensor in any form: assert_size_stride, torch 2.15's
/// assert_tensor_metadata, assert_alignment, or the pre-2.0 form.
bool is_any_assert(std::string_view src);

/// The frame that made the assert: the innermost whose line calls one of the asserts (the generated module's,
/// below any helper of torch's that raised it), else the innermost.
const TracebackFrame& asserting_frame(const std::vector<TracebackFrame>& frames);

/// Whether a frame is the user's own code: no assert call on its line, not a generated module's call() or a file of
/// inductor's cache, not torch's, not "<stdin>" (an assert called by hand).
bool user_code_frame(const TracebackFrame& f);

/// Reads the layout the graph expected out of the frame's source line.
void parse_assert_source(DecodedAssertion& a, const std::string& file, const Limits& limits);

/// The assertion a line holds, in any of its forms: kDone when it holds one, kMore when its message runs on past the
/// line's end (re-wrapped, or the log cut there), kBad when it holds none.
Clauses decode_assertion(std::string_view l, const std::string& file, int64_t line_no, DecodedAssertion& a);

}  // namespace stridecheck::failing_log_detail
