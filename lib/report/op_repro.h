// A standalone Python reproducer for an op call (recording.h's OpCall: an asserted aten or custom op that is not
// SDPA): pure torch, no stridecheck. It rebuilds the op's inputs on the recorded layouts (one storage per graph
// buffer, as_strided views) on the recorded device, runs the real op and the same op under FakeTensorMode (the
// fake/meta kernel inductor asserts), prints both layouts and exits 1 when they differ, as assert_size_stride
// compares them. A custom op's script first imports the user's module (the one --import named, as a module name;
// without one a placeholder line the user edits; never anything the input names) and ends with torch.library.opcheck on
// sample inputs without degenerate dims. Text from the input stays in comments and string literals: the script runs
// nothing the input says.
#pragma once

#include <string>
#include <vector>

#include "recording/recording.h"
#include "report/repro.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// The module the script imports for a custom op when no --import names one: a placeholder name the user edits.
inline constexpr const char* kReproModule = "my_ops";

/// The name a script imports for `given` (--import: a module name, or a .py path whose file name is the module's);
/// kReproModule without one, or with a name Python could not import.
std::string repro_module(const std::string& given);

/// `def NAME():` rebuilding `call`'s arguments as the graph passed them, returning (args, kwargs): one storage per
/// graph buffer from `storage(elements, dtype)` and views of it, on `device` (both the script's own); `problems`: what
/// cannot be rebuilt (the function is then not usable).
struct OpInputsCode {
  std::string function;
  std::vector<std::string> problems;
};
OpInputsCode python_op_inputs(const OpCall& call, const std::string& name);

/// `torch.ops.NS.NAME.OVERLOAD` for the call's op (a getattr chain where a part is no Python name).
std::string python_op_handle(const OpCall& call);

/// The script for op call `call`; `verdict` may be null (nothing judged). `run`: what the input shows of the run;
/// `opcheck`: whether the user's torch.library.opcheck compares strides, where stridecheck probed it.
std::string python_op_repro(const OpCall& call, const OpVerdict* verdict, const ReproRun& run = {},
                            const OpcheckFinding& opcheck = {});

}  // namespace stridecheck
