// The values a forward graph saves for backward, linked to the backward graph's inputs that take them. AOT autograd's
// forward returns its user outputs, then the saved tensors, then the saved symbolic sizes; its backward takes the
// saved sizes, then the saved tensors, then the tangents (torch/_functorch/partitioners.py,
// _extract_fwd_bwd_modules). The backward module reads each input as a storage of its own at offset 0, and `del`s
// it once used; the forward's return states where it lies: `reinterpret_tensor(buf0, sizes, strides, 3072)` is a
// slice of buf0 starting at 3072, sharing buf0 with the other saved slices of it (q, k, v of one fused qkv
// projection). Wherever a recording holds both modules of one AOT ID ("N_forward", "N_backward"), whatever the
// reader, link_saved_values gives the backward's arguments those offsets and storages. Typed, no words.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace stridecheck {

struct Recording;

/// One argument of a backward call whose graph input is a value the forward saved as a view of one of its buffers.
struct SavedValueLink {
  std::string call;               ///< the call site or op call
  std::string arg;                ///< its argument ("key")
  std::string input;              ///< the backward graph input behind it ("permute_2")
  std::string backward_graph;     ///< "0_backward"
  std::string forward_graph;      ///< "0_forward"
  std::string forward_file;       ///< the forward module (or the log or trace holding it)
  int64_t forward_line = 0;       ///< the line of its return statement
  std::string buffer;             ///< the forward's buffer the saved value views ("buf0")
  int64_t saved_offset = 0;       ///< where the saved value starts in that buffer
  int64_t offset = 0;             ///< the argument's storage offset now (the saved value's plus the backward's view)
  std::vector<std::string> with;  ///< the other backward inputs saved from the same buffer (one storage in a replay)
};

/// Links every backward graph input of `r` that is a value its forward graph (same AOT ID, in `r`) returns as a
/// reinterpret_tensor view, where the layouts the two modules give it agree: each argument reading that input, whose
/// offset nothing stated before (TensorLayout::offset_stated), gets the view's offset (plus its own view's) and, with
/// the other saved views of the same buffer, one storage; each is recorded in `r.saved_links`. A backward without
/// its forward, or whose inputs and the forward's returns do not line up, is left as it is.
void link_saved_values(Recording& r);

/// "[0/0] 1_backward" -> "1_backward": a graph's AOT ID, without a trace's compile id.
std::string aot_id(const std::string& graph);

/// "[0/0] 1_backward" -> "1_forward": the forward graph of a backward's AOT ID; "" for a graph that is no backward.
std::string forward_id_of(const std::string& graph);

}  // namespace stridecheck
