#include "triage/boundary.h"

#include <algorithm>

#include "core/text.h"
#include "layout/describe.h"

namespace stridecheck {

namespace {

std::string words(const Layout& l) {
  return dim_order(l) + "-ordered " + tuple_str(l.strides) + (is_contiguous(l) ? " (contiguous)" : "");
}

// Who gave a graph input its layout, by the name inductor gives the input and the graph's kind.
std::string producer_of(const std::string& input, const std::string& graph) {
  const bool backward = graph.find("backward") != std::string::npos;
  if (backward && input.starts_with("tangents_"))
    return "the incoming gradient: the autograd engine hands the backward graph what the ops after the compiled "
           "region returned as its output's gradient";
  if (backward)
    return "the forward graph, which saved it for the backward (an output of the forward whose layout its own "
           "compilation predicted differently)";
  return "the caller of the compiled region: your code, the graph before a graph break, or an op between two "
         "pieces of a piecewise compile (vLLM's splitting ops run eagerly between compiled pieces)";
}

}  // namespace

BoundaryAnalysis analyse_boundary(const std::string& input, const std::string& graph, const Layout& actual,
                                  const Layout& expected, const std::string& module, int64_t line) {
  BoundaryAnalysis b;
  b.input = input;
  b.graph = graph;
  b.producer = producer_of(input, graph);
  const std::string where = module + ":" + std::to_string(line);
  b.diagnosis = "The assert at " + where + " checks " + input + ", an input of the compiled graph " + graph +
                ", not an op's output. It came in " + words(actual) + "; the graph was compiled for " +
                words(expected) +
                ". No kernel of this graph made it, so no kernel and no fake of this graph is "
                "to blame: its producer is " +
                b.producer + ".";
  b.answer.emplace_back("What failed", "the input " + input + " of the compiled graph " + graph + " came in " +
                                           words(actual) + ", while the graph was compiled for " + words(expected) +
                                           " (its input assert at " + where + ").");
  b.answer.emplace_back("Whose bug", "the producer of " + input + "'s: " + b.producer +
                                         ". It returned another layout than the one the graph was traced with: when "
                                         "that producer is an op (a splitting op, a custom op run between pieces), "
                                         "its fake predicted one layout and its kernel returned another.");
  b.answer.emplace_back("Fix",
                        "make the producer's fake predict what its kernel returns (replay that op: "
                        "`stridecheck replay` of the graph that calls it, or opcheck it); or make the input "
                        "what the graph expects before the call (`.contiguous()` gives " +
                            std::string(is_contiguous(expected) ? "it" : "a contiguous tensor, not this") +
                            "; `torch.empty_strided(sizes, " + tuple_str(expected.strides) +
                            ").copy_(x)` gives exactly this layout)");
  return b;
}

}  // namespace stridecheck
