// A failing assert on a graph's input, not on an op's output (a graph boundary): the input came in with another
// layout than the graph was compiled for. No kernel of this graph made it; its producer did: the caller of the
// compiled region, the graph before a graph break, the op between two pieces of a piecewise compile (vLLM's
// splitting ops), or, for a backward graph, the forward graph or the incoming gradient. Said in the same form as
// a kernel's failure: what failed, whose it is, what to do. Another size than the graph was compiled for is not a
// layout: the graph was specialized for one size and called with another past the guards that would have recompiled
// it. Another stride is named by its shape (a transpose, a wider buffer's row pitch, an expanded dim, channels-last).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "layout/layout.h"
#include "triage/log_facts.h"

namespace stridecheck {

struct BoundaryAnalysis {
  std::string input;     ///< "arg0_1", "primals_3", "tangents_1"
  std::string graph;     ///< "0_inference", "1_backward"; "" when only the traceback tells its kind
  std::string producer;  ///< who gave the input its layout, in words
  bool size_mismatch = false;
  StrideFinding stride;
  std::string diagnosis;
  std::vector<std::pair<std::string, std::string>> answer;  ///< the Answer block's rows: (label, text)
};

/// Where the failing input assert is.
struct BoundarySite {
  std::string input;                               ///< its name
  std::string graph;                               ///< the graph's name ("1_inference"), "" when not known
  TracebackGraph kind = TracebackGraph::kUnknown;  ///< from the graph's name, else the traceback
  std::string module;                              ///< the module's file name
  int64_t line = 0;
};

/// The analysis of a failing input assert, with the layout it came in with and the one the graph was compiled for.
BoundaryAnalysis analyse_boundary(const BoundarySite& site, const Layout& actual, const Layout& expected);

}  // namespace stridecheck
