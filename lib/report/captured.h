// Words of a live capture (recording/captured.h): where each failure was captured (hosts, pids, ranks), what the other
// processes of the job were doing when they ended, the live layouts laid over the module, and, for `stridecheck run`,
// why no capture was made. Pure: values in, text out.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "recording/captured.h"
#include "recording/saved_values.h"

namespace stridecheck {

/// "rank 1", "ranks 0-1", "ranks 0, 2-3".
std::string ranks_words(std::vector<int64_t> ranks);

/// The lines under failure `failure`'s stride assertion: where it was captured live, how many times, and, when it
/// failed in some ranks only, what each other rank was doing when it ended. Each line starts with `indent`.
std::string captured_failure_text(const CapturedRun& run, size_t failure, const std::string& indent);

/// What the failing frames' tensors filled in or showed against the module, one line each; empty when nothing.
std::string live_layouts_text(const CapturedRun& run, const std::string& indent);

/// The same for a Markdown report: a paragraph and a text block.
std::string captured_markdown(const CapturedRun& run);
/// The backward graph inputs whose offset and storage the forward graph's return gave (Recording::saved_links), one
/// line each: "key of 0_backward@138 (graph input permute_2): starts at storage offset 3072 of the forward's buf0,
/// one storage with permute_1 and permute_3, from the forward graph's return, forward.py:76 (0_forward); ...".
std::string saved_links_text(const std::vector<SavedValueLink>& links, const std::string& indent);

/// What `stridecheck run` found when CMD wrote no capture: the processes the hook attached to (none: why, and the
/// one-line import that attaches it), and whether any reached inductor's asserts. `exit_code`: CMD's.
std::string no_capture_text(const std::vector<CapturedProcess>& processes, const std::string& folder, int exit_code,
                            const std::string& hook_dir);

/// The line `stridecheck run` prints when CMD has ended, before its answer: how CMD ended, the processes the hook
/// attached to, the captures, and the folder (which `stridecheck triage` reads again anywhere; "": removed, as it held
/// nothing but the process files of processes that ended through Python's exit).
std::string run_header_text(size_t processes, size_t captures, const std::string& folder, std::optional<int> signal,
                            int exit_code);

/// The one line `stridecheck run` prints when CMD passed and nothing was captured (the folder then removed).
std::string run_passed_text(size_t processes);

/// The line `stridecheck run` prints when, given no --import, it imports the module the failing process registered
/// the failing op `op` from (`file`, the capture's op_source).
std::string auto_import_text(const std::string& op, const std::string& file);

/// The hook's own failures in the processes it attached to, one line each; empty when none.
std::string hook_errors_text(const std::vector<CapturedProcess>& processes);

}  // namespace stridecheck
