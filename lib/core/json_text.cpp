#include "core/json_text.h"

#include <algorithm>

namespace stridecheck {

namespace {

using ojson = nlohmann::ordered_json;

// Pretty JSON that keeps lists of numbers and strings on one line ("sizes": [1, 32, 4096, 96]), so a
// fixture reads like the layouts it holds.
void dump_readable(const ojson& j, int indent, std::string& out) {
  auto primitive = [](const ojson& v) { return !v.is_object() && !v.is_array(); };
  if (j.is_object()) {
    if (j.empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    size_t i = 0;
    for (auto it = j.begin(); it != j.end(); ++it, ++i) {
      out.append(static_cast<size_t>(indent + 1), ' ');
      out += ojson(it.key()).dump() + ": ";
      dump_readable(it.value(), indent + 1, out);
      out += i + 1 < j.size() ? ",\n" : "\n";
    }
    out.append(static_cast<size_t>(indent), ' ');
    out += "}";
    return;
  }
  if (j.is_array()) {
    bool flat = std::all_of(j.begin(), j.end(), primitive);
    if (flat) {
      out += "[";
      for (size_t i = 0; i < j.size(); ++i) out += (i ? ", " : "") + j[i].dump();
      out += "]";
      return;
    }
    out += "[\n";
    for (size_t i = 0; i < j.size(); ++i) {
      out.append(static_cast<size_t>(indent + 1), ' ');
      dump_readable(j[i], indent + 1, out);
      out += i + 1 < j.size() ? ",\n" : "\n";
    }
    out.append(static_cast<size_t>(indent), ' ');
    out += "]";
    return;
  }
  out += j.dump();
}

}  // namespace

std::string readable_json(const nlohmann::ordered_json& j) {
  std::string out;
  dump_readable(j, 0, out);
  return out + "\n";
}

}  // namespace stridecheck
