// The known upstream issues: one table (known-issues.json beside this file, embedded in the binary at build time,
// its schema known-issues.schema.json) of public issues and fixes where a kernel's layout broke its fake or meta
// (SDPA, aten ops, custom ops) or a graph input broke its graph's assert, and the one matcher that every answer asks
// (a module-based verdict and a pasted log alike): which rows a failure looks like, how strongly, and whether the
// failing run's torch has the fix. Typed, no words: report/known_words.h says them. No match, no claim.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "layout/layout.h"

namespace stridecheck {

/// What a failure looks like, as the table matches it. Only `op` is required.
struct KnownSignature {
  enum class Tensor { kUnknown, kOpOutput, kGraphInput };
  std::string op;      ///< qualified, overload dropped: "aten::_fft_r2c", "vllm::moe_forward",
                       ///< "aten::_scaled_dot_product_cudnn_attention_backward"; "" when the log names none
  std::string output;  ///< "grad_query", "result", "result[1]"; "" when not known
  Tensor tensor = Tensor::kUnknown;
  bool size_mismatch = false;      ///< a size differs (not only strides)
  std::optional<Layout> expected;  ///< what the graph asserted (the fake's / meta's layout)
  std::optional<Layout> actual;    ///< what the kernel returned / the input that came in
  std::vector<size_t> dims;        ///< the dims the assertion names (where the layouts are not both known)
  size_t rank = 0;                 ///< the asserted tensor's rank, where the layouts are not known (0: unknown)
  std::string device;              ///< "cpu", "cuda", "xpu", "hip"; "" when not known
  std::string torch;               ///< the failing run's torch release ("2.11.0+cu130"), "" when not known
};

/// A public issue or pull request.
struct KnownSource {
  enum class Kind { kIssue, kPullRequest };
  Kind kind = Kind::kIssue;
  std::string repo;  ///< "pytorch/pytorch"
  int64_t number = 0;
  std::string url;
  std::string title;
  std::string date;  ///< opened ("2024-10-17"), or the earliest date its thread shows where that is not known
};

/// The layout one side of a failure has, as a row states it.
enum class KnownLayout {
  kAny,            ///< the row does not say
  kContiguous,     ///< row-major
  kNotContiguous,  ///< anything else (a permuted, padded or broadcast layout)
};

/// A row's signature: what a failure of this issue looks like.
struct KnownIssueSignature {
  enum class Tensor { kOpOutput, kGraphInput };
  enum class Mismatch { kStride, kSize };
  std::vector<std::string> ops;      ///< qualified, no overload; "" matches any op (a graph-input row)
  std::vector<std::string> family;   ///< ops that are only related (the same op family: _fft_r2c and _fft_c2r)
  std::vector<std::string> outputs;  ///< the outputs named ("grad_value"); empty: any
  Tensor tensor = Tensor::kOpOutput;
  Mismatch mismatch = Mismatch::kStride;
  KnownLayout expected = KnownLayout::kAny;  ///< the graph's (the fake's / meta's) side
  KnownLayout actual = KnownLayout::kAny;    ///< the kernel's side (the input that came in)
  /// The dims that differ (negative: from the last, -1 the last dim); empty: the row does not say.
  std::vector<int64_t> dims;
  bool any_dims = false;  ///< the source states the bug for whichever dims the op works on
  /// With any_dims: the fewest dims that differ in a failure of this bug, where the source states a count (a staged
  /// CUDA FFT: more than three transformed dims, each restrided); 0: any count.
  size_t min_dims = 0;
  /// Or the two sides' dim orders, outermost first, where the row states them ([0,1,2,3] against [0,2,1,3]).
  std::vector<size_t> expected_order, actual_order;
  std::vector<std::string> devices;  ///< "cpu", "cuda", "xpu", "hip"; empty: any
};

/// The torch releases a row's bug is in.
struct KnownReleases {
  std::string affected_from;  ///< the first release known to have it ("2.5.0"); "" when the source does not say
  std::string fixed_in;       ///< the first release with the fix; "" while open, not released, or not known
  std::string fixed_by;       ///< a release known to have the fix (its source checked), where fixed_in is not known
  std::string evidence;       ///< how the releases are known (the source's words, a release's source checked)
  bool open = false;          ///< the issue is still open upstream
};

/// A row of the table.
struct KnownIssue {
  std::string id;  ///< "pytorch-148921-cudnn-backward-meta"
  KnownSource source;
  std::vector<KnownSource> fixes;  ///< the pull requests that fixed it (in pytorch/pytorch or downstream)
  KnownIssueSignature signature;
  KnownReleases releases;
  std::string cause;                      ///< the known cause, as the source states it
  std::vector<std::string> workarounds;   ///< as the source states them
  std::vector<std::string> search_terms;  ///< to look for duplicates ("_fft_r2c meta strides")
};

struct KnownMatch {
  enum class Strength { kRelated, kLikelyDuplicate };  ///< same op only / same op, direction and dims
  /// Whether this run's torch is known to have the fix.
  enum class Torch {
    kUnknown,   ///< the run's torch, or the row's releases, are not known
    kNotFixed,  ///< no release up to the run's is known to have the fix (before fixed_in, or the issue is open),
                ///< and the run's is not before the first release known to have the bug
    kFixed,     ///< the run's torch is at or after the release that fixed it (fixed_in or fixed_by)
    kBefore,    ///< the run's torch is before the first release known to have the bug
  };
  /// What the match rests on.
  enum class Basis {
    kSameOp,      ///< the op is one of the row's
    kSameFamily,  ///< the op is in the family the row names (related only)
    kGraphInput,  ///< a graph input's assert that failed the way the row's did (related only: no op to compare)
  };
  const KnownIssue* issue = nullptr;
  Strength strength = Strength::kRelated;
  Basis basis = Basis::kSameOp;
  Torch torch = Torch::kUnknown;
  std::string op;         ///< the failure's op as matched ("aten::_fft_r2c"; "" for a graph input with none)
  std::string output;     ///< the failure's output or input name, where the signature had one
  std::string run_torch;  ///< the signature's torch release ("" when not known)
};

/// The table, loaded once from the embedded JSON (a malformed row is a std::logic_error: the table is ours).
const std::vector<KnownIssue>& known_issues();

/// Every row that matches, strongest first; empty when none ("no match, no claim").
std::vector<KnownMatch> match_known_issues(const KnownSignature& signature);

/// Matches of several failures as one list: each row once, at its strongest match (the first such), strongest
/// first. For an answer that covers several failing calls.
void merge_known_matches(std::vector<KnownMatch>& into, const std::vector<KnownMatch>& more);

/// "aten::_fft_r2c" from "torch.ops.aten._fft_r2c.default", "aten._fft_r2c.default", "aten::_fft_r2c.out",
/// "vllm::moe_forward"; "" from "".
std::string known_op_name(const std::string& op);

/// A torch release as its version string gives it: "2.11.0+cu130" is 2.11.0 (the local part dropped),
/// "2.12.0.dev20260301" and "2.12.0rc1" are pre-releases of 2.12.0, "2.5" is 2.5.0.
struct Release {
  int major = 0, minor = 0, patch = 0;
  bool pre = false;  ///< a dev, alpha, beta or release-candidate build: before the release of its number
};
/// nullopt when `text` is no release.
std::optional<Release> parse_release(const std::string& text);
/// -1, 0, 1 as a is before, the same release as, or after b (PEP 440's order: a pre-release comes before its
/// release); nullopt when either is not a release.
std::optional<int> compare_releases(const std::string& a, const std::string& b);

/// Whether a run of torch `torch` has a row's fix (KnownMatch::Torch).
KnownMatch::Torch known_torch_status(const KnownReleases& releases, const std::string& torch);

/// The embedded table's and schema's text (the tests validate one against the other).
const char* known_issues_json_text();
const char* known_issues_schema_text();

}  // namespace stridecheck
