// Explicit caps on everything a reader or the replay will accept. Every limit has a name, a default,
// and can be changed with `--limit NAME=VALUE` (docs/robustness.md lists them). Going over one is bad
// input: a clear error, exit code 2, before any allocation the limit protects.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stridecheck {

struct Limits {
  uint64_t max_file_bytes = 4ull << 30;    ///< one input file
  uint64_t max_line_bytes = 256ull << 20;  ///< one physical line of any input
  uint64_t max_call_sites = 100000;        ///< call sites in one recording
  uint64_t max_rank = 16;                  ///< dims of one tensor
  uint64_t max_nesting = 200;              ///< brackets / expression depth
  uint64_t max_expr_chars = 4096;          ///< text of one symbolic size expression
  uint64_t max_files = 100000;             ///< files visited in one folder walk
  uint64_t max_dir_depth = 32;             ///< depth of one folder walk
  uint64_t max_tensor_bytes = 1ull << 40;  ///< storage one recorded tensor may ask for (1 TiB)

  /// Set one limit by name; throws UsageError for an unknown name or a bad value.
  void set(std::string_view name, std::string_view value);
  /// name=value for every limit, in a stable order (for --help and docs).
  std::vector<std::pair<std::string, uint64_t>> list() const;
};

}  // namespace stridecheck
