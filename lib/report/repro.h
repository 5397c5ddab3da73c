// A standalone Python reproducer for a call site: pure torch, no stridecheck. It rebuilds the recorded
// inputs with torch.as_strided over one storage per recorded buffer, runs the op (or
// scaled_dot_product_attention under sdpa_kernel) of every backend the report shows breaking the
// graph's expectations, and checks each expected output with inductor's own assert_size_stride, so it
// fails with the compiled graph's message where the graph failed, and passes where stridecheck found
// nothing (then it runs the op the graph calls). It prints the torch and device it ran on.
#pragma once

#include <string>
#include <string_view>

#include "recording/recording.h"
#include "verdict/verdict.h"

namespace stridecheck {

/// What the script says of the run it reproduces, where the input shows it (RunEnvironment's facts).
struct ReproRun {
  std::string torch;        ///< "2.11.0+cu130"; empty: not shown
  std::string torch_where;  ///< "trace.log:57"
  std::string gpu;          ///< "NVIDIA H200"
  std::string capability;   ///< "9.0"
  bool failed = true;       ///< the run failed (a triage); else it is the run that compiled the graph
  std::string module = {};  ///< a custom op's module, as --import named it ("myattn.py", "pkg.ops"); empty: not given
};

/// The script. `verdict` may be null (nothing replayed): the script then runs the recorded backend. It runs on the
/// device the graph ran the op on (cuda:0 -> "cuda"), whatever machine rendered it, and says at its top what it
/// needs (the device, the backends' ops, the failing run's torch); without them it exits with a message saying
/// which is missing, not a traceback.
std::string python_repro(const CallSite& site, const SiteVerdict* verdict, const ReproRun& run = {});

/// The pieces every repro is made of: a Python string literal of `s` (escaped: text from an input is data, never
/// code), a float literal, and `text` as comment lines of at most 116 columns (control bytes shown as \xNN).
std::string python_string_literal(std::string_view s);
std::string python_float_literal(double f);
std::string python_comment(const std::string& text);

}  // namespace stridecheck
