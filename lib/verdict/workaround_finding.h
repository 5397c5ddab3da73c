// How a workaround of an aten op's bug was checked (lib/advice/workarounds.h), typed, no words: forward and backward
// under a cross-reference of every aten op's fake against its kernel, its values and gradients against the op's own,
// and its cost against the op as written, on the device it ran on.
#pragma once

#include <optional>
#include <string>

#include "layout/layout.h"
#include "replay/replay.h"

namespace stridecheck {

struct WorkaroundFinding {
  WorkaroundState forward = WorkaroundState::kNotRun;   ///< kHeld: on every input set it ran on
  WorkaroundState backward = WorkaroundState::kNotRun;  ///< kNotRun where the forward failed (or nothing needs grad)
  bool values = true;                                   ///< its output equals the op's on every input set compared
  bool grads = true;   ///< its inputs' gradients equal the op's on every input set compared
  bool eager = false;  ///< it runs outside the compiled region: no fake is compared, a graph break instead
  std::optional<bool> fullgraph_raises;  ///< eager: torch.compile(fullgraph=True) raised on it (dynamo, eager backend)
  std::string break_reason;              ///< what it raised
  // the first failure: the aten op whose fake and kernel disagree, in which direction, and their layouts
  std::string failed_op;
  WorkaroundState failed_in_backward = WorkaroundState::kNotRun;  ///< kFails: the backward's op; else the forward's
  std::optional<Layout> kernel, fake;
  std::string failed_on;  ///< the input set's id ("recorded", ...)
  // the cost, on the recorded inputs (eager kernels, median of repeats), against the op as written
  double op_fwd_ms = 0, op_step_ms = 0, fwd_ms = 0, step_ms = 0;
  int64_t timed_runs = 0;  ///< timed runs per median (the workaround's)
  bool timed = false;
  bool baseline_fails = false;  ///< the same check failed the op as written on the recorded inputs (it can fail)
  /// Whether it held: forward and backward (where there is one) compared and agreeing, values and gradients equal.
  bool held() const {
    return forward == WorkaroundState::kHeld && backward != WorkaroundState::kFails && values && grads;
  }
};

}  // namespace stridecheck
