#include "core/json_text.h"

#include <algorithm>

#include "core/error.h"
#include "core/text.h"

namespace stridecheck {

namespace {

using ojson = nlohmann::ordered_json;

// Strings from inputs may hold invalid UTF-8 (a corrupt log, a comment in another encoding): written as
// U+FFFD, never an exception half-way through a report.
std::string dump(const ojson& j) { return j.dump(-1, ' ', false, ojson::error_handler_t::replace); }

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
      out += dump(ojson(it.key())) + ": ";
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
      for (size_t i = 0; i < j.size(); ++i) out += (i ? ", " : "") + dump(j[i]);
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
  out += dump(j);
}

}  // namespace

std::string readable_json(const nlohmann::ordered_json& j) {
  std::string out;
  dump_readable(j, 0, out);
  return out + "\n";
}

nlohmann::json parse_json_input(std::string_view text, const std::string& file, const Limits& limits) {
  bool too_deep = false;
  nlohmann::json::parser_callback_t cb = [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
    if (static_cast<uint64_t>(depth) > limits.max_nesting) too_deep = true;
    return !too_deep;
  };
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text, cb, true);
  } catch (const nlohmann::json::parse_error& e) {
    if (too_deep) throw InputError(file, 0, "JSON nested deeper than the limit max_nesting=" + std::to_string(limits.max_nesting));
    std::string what = e.what();
    auto at = what.find("syntax error");
    throw InputError(file, line_at(text, e.byte > 0 ? e.byte - 1 : 0),
                     "not valid JSON: " + printable(at == std::string::npos ? what : what.substr(at), 160));
  } catch (const nlohmann::json::exception& e) {
    std::string what = e.what();
    if (auto sp = what.find("] "); sp != std::string::npos) what = what.substr(sp + 2);
    throw InputError(file, 0, "not valid JSON: " + printable(what, 120));
  }
  if (too_deep) throw InputError(file, 0, "JSON nested deeper than the limit max_nesting=" + std::to_string(limits.max_nesting));
  return root;
}

}  // namespace stridecheck
