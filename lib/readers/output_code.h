// Reader of inductor output code: the generated Python module of one compiled graph, in every form
// docs/formats.md section 2 lists (call(args) or Runner.call with partitions, input asserts first or
// deferred, old and new harnesses, reinterpret_tensor views, tuple items, symbolic sizes).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/limits.h"
#include "recording/recording.h"

namespace stridecheck {

struct OutputCodeOrigin {
  std::string file;            ///< the file the text lives in (a .py, or the trace log holding it)
  int64_t first_line = 1;      ///< line of text[0] in that file
  std::string graph_prefix;    ///< prepended to the module's AOT ID ("[0/0] " for a trace record)
  std::string fallback_graph;  ///< graph name when the module has no AOT ID line (old torch)
  std::string module_path;     ///< where torch wrote the module, when the source says (trace records)
};

/// True when the text looks like an inductor output-code module (cheap sniff of the first 64 KiB).
bool looks_like_output_code(std::string_view text);

/// Reads one module, its reshape chains linked to its FX nodes (link_fx_chains). InputError for text
/// that is not a complete output-code module or is malformed.
Recording read_output_code(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits);

/// The same, the chains not yet linked: for a reader of several modules (a TORCH_TRACE log, a debug
/// folder), whose chains reach into each other's FX nodes and are linked once, after the last module.
Recording read_output_code_unlinked(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits);

/// Adds FX-node steps ("# Graph fragment:" lines of any graph in the recording) to the reshape chains
/// of call-site arguments that start at a graph input, following each node's first input.
void link_fx_chains(Recording& recording);

}  // namespace stridecheck
