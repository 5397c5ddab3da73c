#include "readers/output_code.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <unordered_map>

#include "readers/output_code_reader.h"
#include "readers/run_environment.h"

namespace stridecheck {

using output_code_detail::ModuleReader;

bool looks_like_output_code(std::string_view text) {
  std::string_view head = text.substr(0, 1 << 16);
  return head.find("# AOT ID:") != std::string_view::npos ||
         (head.find("from torch._inductor") != std::string_view::npos &&
          text.find("def call(") != std::string_view::npos);
}

Recording read_output_code_unlinked(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits) {
  Recording r = ModuleReader(text, origin, limits).run();
  r.run_environment.merge(module_environment(text, origin.file, origin.first_line));
  return r;
}

Recording read_output_code(std::string_view text, const OutputCodeOrigin& origin, const Limits& limits) {
  Recording r = read_output_code_unlinked(text, origin, limits);
  link_fx_chains(r);
  return r;
}

void link_fx_chains(Recording& rec) {
  if (rec.fx_nodes.empty()) return;
  std::unordered_map<std::string, const FxNode*> by_name;
  for (const auto& n : rec.fx_nodes)
    if (n.target != "PlaceHolder" && !by_name.count(n.name)) by_name[n.name] = &n;
  for (auto& site : rec.call_sites) {
    for (auto& arg : site.args) {
      if (!arg.value.is_tensor() || arg.chain.empty() || arg.chain.front().what != StepKind::kGraphInput) continue;
      bool linked = std::any_of(arg.chain.begin(), arg.chain.end(),
                                [](const ChainStep& s) { return s.what == StepKind::kFxNode; });
      if (linked) continue;
      std::string name = arg.value.tensor.storage;
      std::vector<ChainStep> steps;
      for (int depth = 0; depth < 8; ++depth) {
        auto it = by_name.find(name);
        if (it == by_name.end()) break;
        const FxNode& n = *it->second;
        steps.push_back(
            {StepKind::kFxNode, "%" + n.name + " = " + n.target + n.args + "  [" + n.meta + "]", n.file, n.line, {}});
        auto pct = n.args.find('%');
        if (pct == std::string::npos) break;
        size_t end = pct + 1;
        while (end < n.args.size() && (std::isalnum(static_cast<unsigned char>(n.args[end])) || n.args[end] == '_'))
          ++end;
        name = n.args.substr(pct + 1, end - pct - 1);
      }
      // Oldest first: the chain reads from where the data came from to the call.
      std::reverse(steps.begin(), steps.end());
      arg.chain.insert(arg.chain.begin(), steps.begin(), steps.end());
    }
  }
}

}  // namespace stridecheck
