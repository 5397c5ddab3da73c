// A failing assert on a graph's input, not on an op's output (a graph boundary): the input came in with another
// layout than the graph was compiled for. No kernel of this graph made it; its producer did: the caller of the
// compiled region, the graph before a graph break, the op between two pieces of a piecewise compile (vLLM's
// splitting ops), or, for a backward graph, the forward graph or the incoming gradient. Said in the same form as
// a kernel's failure: what failed, whose it is, what to do.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "layout/layout.h"

namespace stridecheck {

struct BoundaryAnalysis {
  std::string input;     ///< "arg0_1", "primals_3", "tangents_1"
  std::string graph;     ///< "0_inference", "1_backward"
  std::string producer;  ///< who gave the input its layout, in words
  std::string diagnosis;
  std::vector<std::pair<std::string, std::string>> answer;  ///< the Answer block's rows: (label, text)
};

/// The analysis of a failing input assert of `input` in `graph`, with the layout it came in with and the one the
/// graph was compiled for.
BoundaryAnalysis analyse_boundary(const std::string& input, const std::string& graph, const Layout& actual,
                                  const Layout& expected, const std::string& module, int64_t line);

}  // namespace stridecheck
