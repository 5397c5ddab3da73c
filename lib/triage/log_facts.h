// What a failing log alone says about a failed assert, typed (report/log_answer.cpp owns the words): which tensor
// was asserted (an op's output, a graph input, or a name the log alone cannot place) and how that is known, the
// kind of graph, whether sizes or only strides differ, the shape of an input's unusual strides, and the next steps
// that would let stridecheck say more. Used for every answer made without the generated module.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "layout/layout.h"
#include "readers/failing_log.h"

namespace stridecheck {

/// What the asserted tensor is to its graph.
enum class AssertedTensor { kOpOutput, kGraphInput, kUnknown };

/// How that is known.
enum class TensorEvidence {
  kModule,           ///< the generated module: the assert checks what an op made, or an input of call()
  kBufferName,       ///< "bufN": inductor's name for a buffer an op's kernel writes
  kInputName,        ///< "argN_M", "primals_N", "tangents_N": inductor's names for a graph's inputs
  kInputTag,         ///< the assert's last argument is 'input' (torch 2.12 on), or its "Error in op: input"
  kOpName,           ///< the log names the op the checked tensor came from (the assert's last argument, "Error in
                     ///< op:", the rank form's "for op:"): inductor names an op for an op's output, none for an input
  kSavedActivation,  ///< in a backward graph, any other name: a forward node's output, saved for the backward
  kOtherName,        ///< a name that is none of those, in a graph that is not known to be a backward
  kNoName,           ///< the log has no assert line naming it
};

/// The shape of a difference in strides (sizes equal) between what came in and what was compiled for.
enum class StrideShape {
  kNone,          ///< not judged: sizes differ, or the layouts are not known
  kTranspose,     ///< the same strides, two dims swapped
  kPermute,       ///< the same strides, over another order of three dims or more (no single swap)
  kWiderRows,     ///< the same order, an outer dim's stride larger: a row pitch of a wider buffer
  kExpanded,      ///< a stride 0 where the graph had a real one: an expanded (broadcast) dim
  kChannelsLast,  ///< a 4-D tensor in channels-last where the graph was compiled for contiguous
  kOther,
};

struct StrideFinding {
  StrideShape shape = StrideShape::kNone;
  std::vector<size_t> dims;  ///< the dims it is about (the two a transpose swaps, those a permute moves, the expanded
                             ///< ones, the pitch dim)
  int64_t actual_pitch = 0, expected_pitch = 0;  ///< kWiderRows: the stride that came in, the one compiled for
};

/// What would let stridecheck say more, in the order an answer offers them.
enum class NextStep {
  kCopyModule,       ///< copy the module the log names from the failing host, and pass --code
  kSharedStorage,    ///< on a cluster: TORCHINDUCTOR_CACHE_DIR or TORCH_TRACE on shared storage
  kRerunOutputCode,  ///< rerun with TORCH_LOGS=output_code into a log, one file per rank
  kRunWrapper,       ///< rerun under `stridecheck run -- CMD`
  kCaptureProducer,  ///< a graph input: capture what produced it (the graph or op before, and its layout)
  kWholeLog,         ///< the log is cut: the whole traceback, to its AssertionError and the lines after
  kCurrentTorch,     ///< the pre-2.0 assert form: rerun under a torch whose assert says what came back
};

struct LogFacts {
  AssertedTensor tensor = AssertedTensor::kUnknown;
  TensorEvidence evidence = TensorEvidence::kNoName;
  TracebackGraph graph = TracebackGraph::kUnknown;
  bool size_mismatch = false;    ///< a size differs (what the message or the rebuilt layouts show)
  bool layouts_rebuilt = false;  ///< both layouts are known: the assert line and the message's dims
  /// The message names one dim, and the layout rebuilt with it alone overlaps: it did not name every dim that differs.
  bool partial_message = false;
  StrideFinding stride;
  std::string module_path;   ///< the generated module the log names (a path on the failing host), "" if none
  bool module_here = false;  ///< that module was found on this machine (or through --code)
  std::vector<NextStep> next;
};

/// What an asserted tensor is, by its name, the form of its assert, whether the log names its op, and the graph's kind.
AssertedTensor tensor_of(const std::string& name, bool input_tag, bool op_named, TracebackGraph graph,
                         TensorEvidence& evidence);

/// The shape of the difference between what came in and what the graph was compiled for, sizes equal.
StrideFinding stride_shape(const Layout& actual, const Layout& expected);

/// The same from the message's dims alone (no assert line): two dims' strides swapped, or a stride 0.
StrideFinding stride_shape_of_dims(const std::vector<AssertionClause>& clauses);

}  // namespace stridecheck
