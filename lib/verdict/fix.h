// A fix of an op call's failure, or a workaround of a PyTorch bug, as the answer holds it: its code, and how it was
// checked before it is shown (lib/advice/fixcheck.h, lib/advice/workarounds.h). Typed, no words.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "layout/layout.h"
#include "replay/replay.h"
#include "verdict/workaround_finding.h"

namespace stridecheck {

/// One input set a fix was checked on (lib/advice/fix_variants.h).
struct FixShape {
  std::string id;
  std::vector<int64_t> sizes;   ///< its first tensor input's sizes
  bool recorded_sizes = false;  ///< the recorded sizes (else mapped to others)
  bool contiguous = false;      ///< contiguous inputs (else the graph's own layouts)
  bool mixed = false;           ///< every other tensor input contiguous, the rest the graph's
  /// Inputs laid out as callers other than this graph lay them: 4-D in channels_last (5-D channels_last_3d), or 2-D
  /// and 3-D with their last two dims swapped (a transposed view); the rest contiguous.
  enum class Relaid { kNone, kChannelsLast, kSwapped };
  Relaid relaid = Relaid::kNone;
  int relaid_input = -1;   ///< kSwapped: the one input relaid (its argument's index), -1: every one that can be
  std::string other_call;  ///< another call of the same op in the recording whose inputs these are, "" if none
  bool one_size = false;   ///< one size value of the call alone made much smaller or much larger
  /// A bool argument flipped from the recorded call (its name, "#3" or the keyword, and its value here: a kernel's
  /// layout can follow a flag, as an activation switch): {"#3", true}; empty name where none was.
  std::string flipped;
  bool flipped_to = false;
};

/// How a fix's code was checked against the op's kernel (lib/advice/fixcheck.h), before it is shown.
struct FixCheckFinding {
  enum class State {
    kNotChecked,       ///< nothing was asked (the finding predates the check)
    kVerified,         ///< it agreed with the kernel (or the fake) on every input set both ran on
    kFails,            ///< it did not on `failed_on`
    kNotVerifiedHere,  ///< it could not be run here: `reason` (no module, no GPU, kernels from a stored report)
  };
  State state = State::kNotChecked;
  std::string reason;
  std::vector<FixShape> verified_on;
  std::vector<FixShape> failed_on;
  std::vector<FixShape> raised_on;  ///< the kernel (or the fake, or the fix) raised there: nothing compared
  /// The kernel's sizes differ from the fake's there, where they agree on the recorded inputs: another bug of the op
  /// (a kernel that trims or pads at some sizes), which no layout fix mends: not compared there.
  std::vector<FixShape> sizes_differ_on;
  std::string torch, device;       ///< where it was checked
  std::vector<FixVariant> inputs;  ///< the input sets compared on (verified_on and failed_on): --emit-test's
  /// A check that ran: verified where it held on the recorded inputs and failed on none, else it fails.
  State settled() const {
    const bool recorded =
        std::any_of(verified_on.begin(), verified_on.end(), [](const FixShape& s) { return s.id == "recorded"; });
    return failed_on.empty() && recorded ? State::kVerified : State::kFails;
  }
};

/// A change that fixes an op call's failure (its custom fake and its kernel disagree on `output`).
struct Fix {
  enum class Kind {
    kFakeBuildsKernelLayout,  ///< make the fake build the kernel's layout (`real`)
    kKernelFollowsInputs,     ///< make the kernel return what the fake says (`meta`)
    kKernelLayoutVaries,      ///< no single dim order fits: the kernel's layout depends on the shape or layout
                              ///< (`orders`)
    kWrapInCustomOp,          ///< a PyTorch bug's workaround: the aten call wrapped in a torch.library.custom_op whose
                              ///< fake returns the kernel's layout (the aten meta's result as `out`)
    kMoveDims,                ///< a workaround: the transform on the trailing dims (movedim there and back)
    kSplitDims,               ///< a workaround: the transform in calls of at most three dims
    kRunEager,                ///< a workaround: the op outside the compiled region (torch.compiler.disable)
    kOtherRelease,            ///< a workaround: torch `release`, whose meta agrees (evaluated here, or the table's)
  };
  /// The code's form: what the expression builds the result from.
  enum class Form {
    kNone,           ///< no code (kKernelLayoutVaries, or nothing verified)
    kDimOrder,       ///< torch.empty_permuted(out.shape, ORDER, ...): the fake's own result, in the kernel's dim order
    kSelfContained,  ///< torch.empty_permuted(ARG.shape, ORDER, ...): from the op's own argument `like`
    kEmptyLike,      ///< torch.empty_like(ARG): the kernel follows its (dense) input `like`
    kCopyInto,       ///< the kernel's result copied into the fake's layout (the kernel side)
    kPaddedSlice,    ///< out.new_empty(wider).narrow(...): the fake builds the kernel's slice of a wider buffer, the
                     ///< padding from the op's own arguments
    kExpanded,  ///< out.new_empty(shape, 1 at the kernel's stride-0 dims).expand(out.shape): the kernel's broadcast
    kShape,     ///< torch.empty((sizes from out and the op's arguments), dtype=...): the kernel's sizes and dtype,
                ///< where the fake's differ
  };
  Kind kind = Kind::kFakeBuildsKernelLayout;
  std::string output;
  Layout real, meta;
  std::string call;  ///< the op call ("": the first failing one)
  std::string op;    ///< its op without overload ("sctest::attn")
  Form form = Form::kNone;
  std::string code;  ///< the fix as a Python expression, as it was checked (the op's own argument names)
  std::string like;  ///< kSelfContained, kEmptyLike: the argument it follows
  /// The user's statement the code replaces, read from their file: the fake's `return` (a fake-side fix) or the
  /// kernel's (a kernel-side one); nullopt where it was not read. The answer then says what to paste, whole.
  std::optional<ReturnedAt> replaces;
  FixCheckFinding check;
  /// kKernelLayoutVaries: the kernel's dim order (outermost first) of `output` on each input set it ran on.
  std::vector<std::pair<FixShape, std::vector<size_t>>> orders;
  /// kKernelLayoutVaries, where one input's dim alone told the two dim orders apart on every set the kernel ran on
  /// (`low` where that dim was at most `low_max`, `high` where it was at least `high_min`); no threshold between them
  /// is claimed: the sizes between were not run.
  struct Decider {
    std::string input;  ///< the argument ("#0", or its name)
    size_t dim = 0;
    int64_t low_max = 0, high_min = 0;
    std::vector<size_t> low, high;
  };
  std::optional<Decider> decided_by;
  /// kKernelLayoutVaries at the recorded sizes: a bool argument (`input`) flipped changed the kernel's layout of
  /// `output` from `recorded` (the argument as recorded, `recorded_value`) to `flipped`.
  struct FlagDecider {
    std::string input;
    bool recorded_value = false;
    Layout recorded, flipped;
  };
  std::optional<FlagDecider> decided_by_flag;
  std::string module;  ///< kWrapInCustomOp checked as a workaround: the whole wrapper the user pastes (fwd + backward)
  std::optional<WorkaroundFinding> workaround;  ///< a workaround checked forward and backward (advice/workarounds.h)
  std::string release;                          ///< kOtherRelease: the torch release ("2.15.0")
  std::string release_source;                   ///< kOtherRelease from the table: its row's source ("pytorch#177323")
};

/// Whether a fix is a PyTorch bug's workaround in the user's code (not a fix of their own op).
inline bool is_workaround(Fix::Kind k) {
  return k == Fix::Kind::kWrapInCustomOp || k == Fix::Kind::kMoveDims || k == Fix::Kind::kSplitDims ||
         k == Fix::Kind::kRunEager || k == Fix::Kind::kOtherRelease;
}

/// Whether torch.library.opcheck would catch such a fake here: probed on the user's torch (a throwaway op whose fake
/// is wrong on purpose), not read from a table of versions.
struct OpcheckFinding {
  OpcheckProbe probe = OpcheckProbe::kNotProbed;
  std::string torch, device;
};

}  // namespace stridecheck
