// The user's modules (--import) checked before any replay: imported once by the first torch Python (the meta
// worker's `--probe-imports`, tool/op_worker.py's probe_imports), so that a module that is not found, that raises,
// or that registers no op the graph calls is one usage error (exit 2) with Python's exception, not a report whose
// runs are all `unavailable`; and `check`'s custom-op calls whose namespace nothing registers are one usage error
// too, not a regression per call.
#pragma once

#include <future>
#include <optional>
#include <string>
#include <vector>

#include "recording/recording.h"
#include "replay/replay.h"

namespace stridecheck {

/// What importing the --import modules did in the first torch Python.
struct ImportProbe {
  std::vector<std::string> errors;      ///< "--import myops failed: ModuleNotFoundError: No module named 'myops'"
  std::vector<std::string> namespaces;  ///< the op namespaces registered before the import (torch's own)
  std::vector<std::string> added;       ///< the ops the import registered ("sctest::attn")
  /// Whether `op` ("sctest::attn.default") is registered after the import: its namespace is torch's, or the
  /// import added it.
  bool registered(const std::string& op) const;
  bool torch_namespace(const std::string& ns) const;
};

/// The probe's JSON line read back (its errors, namespaces, added). Throws std::runtime_error when it is not one.
ImportProbe parse_import_probe(const std::string& line);

/// Runs the probe: the first --torch-python imports the --import modules in the command's folder. nullopt, with
/// `why`, when it could not run (no such Python, no torch, no meta worker script): the replay then reports that
/// itself.
std::optional<ImportProbe> probe_imports(const ReplayOptions& o, std::string* why = nullptr);

/// What a replay needs of the imports, as a usage error's text ("" when nothing is wrong), for the op calls of
/// `rec` that --ops (`o.what.ops`) keeps: an import that failed; imports of which none registers a custom op the
/// graphs call; and, `strict` (check), a custom op no import registers.
std::string import_problem(const Recording& rec, const ReplayOptions& o, const ImportProbe& probe, bool strict);

/// Whether the imports need checking before `rec` is replayed: --import was given, or (`strict`) the op calls
/// include a custom op (not aten's).
bool imports_to_check(const Recording& rec, const ReplayOptions& o, bool strict);

/// The whole check: probe (when imports_to_check), and throw UsageError on an import_problem.
void check_imports(const Recording& rec, const ReplayOptions& o, bool strict);

/// The same, its probe started at once (on a thread: it imports torch while the command reads its input) when
/// --import was given; `require` waits for it and throws UsageError on an import_problem.
class ImportCheck {
 public:
  explicit ImportCheck(const ReplayOptions& o);
  ~ImportCheck();
  void require(const Recording& rec, bool strict);

 private:
  ReplayOptions o_;
  std::future<std::optional<ImportProbe>> probe_;
};

}  // namespace stridecheck
