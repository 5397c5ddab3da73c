// The verdict's findings below the answer in words: an output against the graph's assert, a kernel against its
// own meta or fake, why a contract is in its state, why an output was not compared, the dispatcher's choice, a
// call site's notes. One function per finding kind, used by every format that says it (text, Markdown, HTML,
// JUnit, JSON). Pure: the verdict's typed fields in, words out.
#pragma once

#include <string>
#include <vector>

#include "verdict/verdict.h"

namespace stridecheck {

/// An SDPA output against the graph's assert: "came back BSHD-ordered ..., the graph expected contiguous BHSD".
std::string output_difference_words(const OutputVerdict& output);
/// An op call's output against the graph's assert, by dim order: "came back (0, 2, 1)-ordered (...), the graph
/// expected (0, 1, 2)-ordered (...)".
std::string op_output_difference_words(const OutputVerdict& output);
/// Whose dim order a mismatching SDPA output has: "follows grad_out's BSHD order"; "" when no input's.
std::string follows_words(const OutputVerdict& output);
/// Why an output was not compared: "the graph asserts nothing about out", ...; "" when it was.
std::string unjudged_words(const OutputVerdict& output);

/// A kernel against its own meta (or an op call's fake): "came back ..., the meta predicted ...".
std::string contract_diff_words(const ContractDiff& diff);
/// Why a contract is in its state: "the kernel: ...", "kernel error: ...", "the kernel was not run", ...; "" for
/// nothing to add.
std::string contract_reason_words(const ContractReason& reason);

/// The graph's assert against an SDPA backend's meta: "out: the meta predicts BSHD (...), the graph asserts ...".
std::string graph_meta_diff_words(const ExpectationDiff& diff);
/// The graph's assert against an op call's fake, by dim order: "result: the fake predicts (0, 2, 1) (...), ...".
std::string graph_fake_diff_words(const ExpectationDiff& diff);

/// Every one of a call site's graph_meta_diffs, and of an op call's graph_fake_diffs, in those words.
std::vector<std::string> graph_meta_diff_lines(const SiteVerdict& site);
std::vector<std::string> graph_fake_diff_lines(const OpVerdict& op);

/// A kernel run a Python implementation served (BackendRun::impl): "flash_cpu's kernel: SCTEST_CPU, swapped in ...".
std::string swapped_kernel_words(const BackendRun& run);

/// How the dispatcher's choice at trace time was known, or why it was not.
std::string choice_reason_words(const ChoiceReason& reason);

/// A call site's notes: the replay's, then why its kernels judge nothing where they ran on another device.
std::vector<std::string> site_notes(const SiteVerdict& site);

}  // namespace stridecheck
