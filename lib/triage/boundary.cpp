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
std::string producer_of(const std::string& input, bool backward) {
  if (backward && input.starts_with("tangents_"))
    return "the incoming gradient: the autograd engine hands the backward graph what the ops after the compiled "
           "region returned as its output's gradient";
  if (backward)
    return "the forward graph, which saved it for the backward (an output of the forward whose layout its own "
           "compilation predicted differently)";
  return "the caller of the compiled region: your code, the graph before a graph break, or an op between two "
         "pieces of a piecewise compile (vLLM's splitting ops run eagerly between compiled pieces)";
}

// What the input's strides show, in words, after "It came in ...": the shape of the difference.
std::string stride_words(const StrideFinding& f, const Layout& actual) {
  auto dims = [&] {
    std::vector<std::string> d;
    for (size_t i : f.dims) d.push_back(std::to_string(i));
    return join_and(d);
  };
  switch (f.shape) {
    case StrideShape::kTranspose:
      return " Both layouts are dense, dims " + dims() + " swapped: one is a transpose of the other.";
    case StrideShape::kPermute:
      return " Both layouts are dense, in another order of dims " + dims() +
             " (not one swap): one is a permute of the other.";
    case StrideShape::kWiderRows:
      return " Its stride at dim " + dims() + " is " + std::to_string(f.actual_pitch) + " where the graph has " +
             std::to_string(f.expected_pitch) +
             ", the order the same: a row pitch wider than its rows. Two readings fit: a slice (a view) of a wider "
             "buffer, such as a persistent buffer the producer writes into and hands on a view of; or inductor's "
             "padding of the producer's output (config.comprehensive_padding pads a row's stride up to an "
             "alignment). The log alone does not tell which.";
    case StrideShape::kExpanded:
      return " Its stride at dim " + dims() +
             " is 0: an expanded (broadcast) view, one element repeated, where the graph was compiled for a "
             "materialized tensor.";
    case StrideShape::kChannelsLast:
      return " It is channels-last " + tuple_str(actual.strides) + " where the graph was compiled for contiguous.";
    default: return "";
  }
}

void size_answer(BoundaryAnalysis& b, const Layout& actual, const Layout& expected, const std::string& where,
                 const std::string& of) {
  std::vector<std::string> dims;
  for (size_t d = 0; d < actual.rank() && d < expected.rank(); ++d)
    if (actual.sizes[d] != expected.sizes[d])
      dims.push_back(std::to_string(actual.sizes[d]) + " where the graph has " + std::to_string(expected.sizes[d]) +
                     " at dim " + std::to_string(d));
  b.diagnosis = "The assert at " + where + " checks " + b.input + ", an input of " + of +
                ", not an op's output. Its sizes differ: " + join_and(dims) + " (" + tuple_str(actual.sizes) +
                " against " + tuple_str(expected.sizes) +
                "). The graph was specialized for one size and called with another, past the guards that would "
                "have recompiled it: no kernel and no fake of this graph is to blame.";
  b.answer.emplace_back("What failed", "the input " + b.input + " of " + of + " came in with sizes " +
                                           tuple_str(actual.sizes) + ", while the graph was compiled for " +
                                           tuple_str(expected.sizes) + " (its input assert at " + where +
                                           "): a graph specialized for one size, called with another.");
  b.answer.emplace_back(
      "Whose bug",
      "not a kernel's nor a fake's: the call of a compiled graph past its guards. torch.compile guards each input's "
      "sizes and recompiles (or, marked dynamic, does not specialize); what calls a graph without those guards: a "
      "backend that calls inductor's graphs itself (vLLM's piecewise or splitting-op backend), a precompiled or "
      "standalone artifact (torch._inductor.standalone_compile, AOTInductor, a compile cache loaded for another "
      "shape), or torch.compiler.set_stance(skip_guard_eval_unsafe=True).");
  b.answer.emplace_back(
      "Fix",
      "compile for the sizes it gets: torch.compile(..., dynamic=True), or torch._dynamo.mark_dynamic(x, DIM) "
      "on the input before the first call; clear the compile cache or give each configuration its own "
      "(TORCHINDUCTOR_CACHE_DIR, a framework's own cache folder) so no artifact compiled for " +
          tuple_str(expected.sizes) +
          " is loaded; and look for what changed between compile and call (a maximum batch or sequence "
          "length, a cache or buffer sized at start-up).");
}

}  // namespace

BoundaryAnalysis analyse_boundary(const BoundarySite& site, const Layout& actual, const Layout& expected) {
  BoundaryAnalysis b;
  b.input = site.input;
  b.graph = site.graph;
  const bool backward = site.kind == TracebackGraph::kBackward;
  b.producer = producer_of(site.input, backward);
  const std::string where = site.module + ":" + std::to_string(site.line);
  const std::string of = !site.graph.empty()                       ? "the compiled graph " + site.graph
                         : site.kind == TracebackGraph::kForward   ? "the compiled forward graph"
                         : site.kind == TracebackGraph::kInference ? "the compiled inference graph"
                         : backward                                ? "the compiled backward graph"
                                                                   : "the compiled graph";
  b.size_mismatch = actual.sizes != expected.sizes;
  if (b.size_mismatch) {
    size_answer(b, actual, expected, where, of);
    return b;
  }
  b.stride = stride_shape(actual, expected);
  const std::string input = site.input;
  b.diagnosis = "The assert at " + where + " checks " + input + ", an input of " + of +
                ", not an op's output. It came in " + words(actual) + "; the graph was compiled for " +
                words(expected) + "." + stride_words(b.stride, actual) +
                " No kernel of this graph made it, so no kernel and no fake of this graph is "
                "to blame: its producer is " +
                b.producer + ".";
  b.answer.emplace_back("What failed", "the input " + input + " of " + of + " came in " + words(actual) +
                                           ", while the graph was compiled for " + words(expected) +
                                           " (its input assert at " + where + ")." + stride_words(b.stride, actual));
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
