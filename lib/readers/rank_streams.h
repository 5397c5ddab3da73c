// A log several processes wrote into one stream (torchrun's ranks), split back into one stream per process by the
// prefixes the launcher and torch put on its lines, before the failing-log reader reads it:
//   "[rank3]: " on every line of a traceback, from the excepthook init_process_group installs (one write);
//   "[rank3]:" before every line of a TORCH_LOGS record, from torch's log formatter;
//   "[default3]:" on every line, from torchrun's --tee / --redirects tail (its --log-line-prefix-template), the
//   processes' lines interleaved line by line; and both at once ("[default3]:[rank3]: "), or nested by a reporter
//   ("[rank0]:[rank0]: ").
// The outermost prefix names the writer: lines that share it are one process's. A writer label whose lines name two
// ranks inside it (two nodes' local rank 0, both "[default0]:") cannot be split: the stream is read whole, and said so.
// Markdown fences (```) a reporter pasted around the log are dropped here too.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stridecheck {

struct RankStream {
  std::string label;  ///< the outermost prefix's name without brackets ("rank3", "default3"); "" for unprefixed lines
  int rank = -1;      ///< the rank its lines name (the innermost "[rankN]", else the label's number); -1 when none
  std::string text;   ///< its lines, prefixes removed, one per line
  std::vector<int64_t> lines;  ///< the log line (1-based) of each of its lines
};

struct StreamSplit {
  std::vector<RankStream> streams;  ///< in the order their first line comes; one, unprefixed, for a plain log
  bool prefixed = false;            ///< some lines carry a rank prefix
  /// The labels whose lines name several ranks (two nodes' local ranks under one "[defaultN]:"): the log was read
  /// as one stream, not split.
  std::vector<std::string> collided;
  std::vector<int> collided_ranks;  ///< the ranks those labels' lines name
};

/// The text split by its rank prefixes. Lines with none go to the unprefixed stream (the launcher's own lines).
StreamSplit split_rank_streams(std::string_view text);

}  // namespace stridecheck
