// A failing log's answer made without its generated module, as JSON (report/json.cpp's failures[].log_answer): a
// field per fact of triage/log_facts.h (the tensor's kind and how it is known, the graph's kind, sizes or strides,
// both layouts, the module as the log names it, the next steps' commands) and, beside them, the words
// report/log_answer.h gives every format. Pure.
#pragma once

#include <nlohmann/json.hpp>

#include "layout/describe.h"
#include "triage/triage.h"

namespace stridecheck {

/// {what_failed, whose_bug, fix (a graph input's), tensor, seen_before, module, ranks (a collided prefix),
/// next_steps[], with_module} of failure `f` of `result` (docs/report-format.md).
nlohmann::ordered_json log_answer_json(const TriageResult& result, const FailureAnalysis& f);

/// A layout as every report's JSON gives it: {sizes, strides, order, description}.
nlohmann::ordered_json layout_json(const Layout& layout, TensorRole role);

}  // namespace stridecheck
