// The answer's fixes in words (report/answer.h): the code of each fix, on which input sets it was checked against
// the op's kernel, or why it was not; what the kernel's layout depends on where no single dim order fits; whether
// torch.library.opcheck would catch such a fake here.
#include <map>

#include "core/text.h"
#include "report/answer.h"

namespace stridecheck {

namespace {

std::string order_words(const std::vector<size_t>& order) {
  std::vector<int64_t> v(order.begin(), order.end());
  return tuple_str(v);
}

// "(2, 4, 200, 32) (the recorded sizes) and (4, 5, 103, 16), each with the graph's layouts and with contiguous inputs"
std::string shapes_words(const std::vector<FixShape>& shapes) {
  std::vector<std::vector<int64_t>> order;
  std::map<std::vector<int64_t>, std::pair<bool, bool>> layouts;  // sizes -> (the graph's, contiguous)
  std::map<std::vector<int64_t>, bool> recorded;
  for (const auto& s : shapes) {
    if (!layouts.count(s.sizes)) order.push_back(s.sizes);
    auto& [graph, contiguous] = layouts[s.sizes];
    (s.contiguous ? contiguous : graph) = true;
    recorded[s.sizes] = recorded[s.sizes] || s.recorded_sizes;
  }
  bool all_both = true, all_graph = true, all_contiguous = true;
  for (const auto& [sizes, l] : layouts) {
    all_both = all_both && l.first && l.second;
    all_graph = all_graph && l.first && !l.second;
    all_contiguous = all_contiguous && l.second && !l.first;
  }
  std::vector<std::string> parts;
  for (const auto& sizes : order) {
    std::string p = tuple_str(sizes) + (recorded[sizes] ? " (the recorded sizes)" : "");
    if (!all_both && !all_graph && !all_contiguous)
      p += layouts[sizes].first && layouts[sizes].second ? " with the graph's layouts and contiguous"
           : layouts[sizes].first                        ? " with the graph's layouts"
                                                         : " contiguous";
    parts.push_back(p);
  }
  const std::string each = all_both         ? ", each with the graph's layouts and with contiguous inputs"
                           : all_contiguous ? ", contiguous"
                                            : "";
  return join_and(parts) + each;
}

std::string where_checked(const FixCheckFinding& c) {
  return "on " + (c.device.empty() ? std::string("this machine") : c.device) +
         (c.torch.empty() ? std::string() : ", torch " + c.torch);
}

std::string count_words(size_t n) { return std::to_string(n) + " input set" + (n == 1 ? "" : "s"); }

// What the check found, after the code.
std::string check_words(const Fix& f) {
  const FixCheckFinding& c = f.check;
  std::string raised;
  if (!c.raised_on.empty())
    raised = "; the kernel or the fake as it is raised on " + shapes_words(c.raised_on) + ": not compared there";
  switch (c.state) {
    case FixCheckFinding::State::kVerified:
      return "; checked against the kernel " + where_checked(c) + ": it held on " + count_words(c.verified_on.size()) +
             ", " + shapes_words(c.verified_on) + raised;
    case FixCheckFinding::State::kNotVerifiedHere:
      return "; not verified here" + (c.reason.empty() ? std::string() : ": " + c.reason);
    case FixCheckFinding::State::kFails:
      return "; checked against the kernel " + where_checked(c) + ": it failed on " + shapes_words(c.failed_on) +
             (c.verified_on.empty() ? std::string() : " (held on " + shapes_words(c.verified_on) + ")") + raised;
    case FixCheckFinding::State::kNotChecked: return "";
  }
  return "";
}

std::string fake_code_words(const Fix& f) {
  switch (f.form) {
    case Fix::Form::kDimOrder:
      return "in your register_fake for " + f.op +
             ", keep how it builds its result and return that in the kernel's dim order: `out = ...  # what it "
             "returns now` then `return " +
             f.code + "`";
    case Fix::Form::kSelfContained:
      return "in your register_fake for " + f.op + ", return `" + f.code +
             "` (the op's own arguments, in the kernel's "
             "dim order)";
    case Fix::Form::kEmptyLike:
      return "in your register_fake for " + f.op + ", return `" + f.code + "`: the kernel follows the layout of " +
             f.like + " (a dense input: empty_like does not keep a slice's or a stride-0 input's strides)";
    default: return "";
  }
}

}  // namespace

std::string fix_words(const Fix& f) {
  const std::string order = order_words(memory_order(f.real));
  switch (f.kind) {
    case Fix::Kind::kFakeBuildsKernelLayout:
      if (f.form == Fix::Form::kNone)
        return "make the fake return the kernel's layout (dim order " + order + " for " + f.output +
               " here); no code of stridecheck's held" + check_words(f);
      return "make the fake return the kernel's layout (dim order " + order + " for " + f.output +
             "): " + fake_code_words(f) + check_words(f);
    case Fix::Kind::kKernelFollowsInputs:
      return "or make the kernel return what the fake says: return `" + f.code +
             "` (`result`: what it computes now; "
             "better, write the result into that tensor than copy it)" +
             check_words(f);
    case Fix::Kind::kKernelLayoutVaries: {
      std::map<std::vector<size_t>, std::vector<FixShape>> by;
      std::vector<std::vector<size_t>> seen;
      for (const auto& [shape, o] : f.orders) {
        if (!by.count(o)) seen.push_back(o);
        by[o].push_back(shape);
      }
      std::vector<std::string> parts;
      for (const auto& o : seen) parts.push_back("dim order " + order_words(o) + " on " + shapes_words(by[o]));
      return "the kernel's layout of " + f.output + " depends on its inputs' shapes or layouts: " + join(parts, "; ") +
             ". No fake of one dim order fits it: make the kernel return one layout whatever its "
             "inputs (allocate its result itself), then its fake that layout";
    }
  }
  return "";
}

std::string opcheck_words(const OpcheckFinding& o) {
  const std::string torch = o.torch.empty() ? "this torch" : "torch " + o.torch;
  switch (o.probe) {
    case OpcheckProbe::kChecksStrides:
      return "torch.library.opcheck compares a fake's strides with its kernel's on " + o.device + " under " + torch +
             " (probed: it failed a throwaway op whose fake is wrong on purpose): run it on inputs like those above to "
             "keep this fixed";
    case OpcheckProbe::kIgnoresStrides:
      return torch + "'s torch.library.opcheck does not compare a fake's strides with its kernel's on " + o.device +
             " (probed: it passed a throwaway op whose fake is wrong on purpose), so it would not catch this: keep the "
             "test --emit-test writes, which compares them";
    case OpcheckProbe::kUnknown:
    case OpcheckProbe::kNotProbed: return "";
  }
  return "";
}

}  // namespace stridecheck
