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

JsonParse parse_json_limited(std::string_view text, const Limits& limits) {
  JsonParse r;
  bool too_deep = false;
  nlohmann::json::parser_callback_t cb = [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
    if (static_cast<uint64_t>(depth) > limits.max_nesting) too_deep = true;
    return !too_deep;
  };
  try {
    r.value = nlohmann::json::parse(text, cb, true);
  } catch (const nlohmann::json::parse_error& e) {
    // "[json.exception.parse_error.101] parse error at line 1, column 45: syntax error ..." -> the reason
    r.failure = JsonParse::Failure::kSyntax;
    r.byte = e.byte;
    r.reason = e.what();
    if (auto colon = r.reason.find(": "); colon != std::string::npos) r.reason = r.reason.substr(colon + 2);
  } catch (const nlohmann::json::exception& e) {
    // out_of_range.406: a number beyond a double ("1e400", 400 digits)
    r.failure = JsonParse::Failure::kOther;
    r.reason = e.what();
    if (auto sp = r.reason.find("] "); sp != std::string::npos) r.reason = r.reason.substr(sp + 2);
  }
  if (too_deep) r.failure = JsonParse::Failure::kTooDeep;
  return r;
}

nlohmann::json parse_json_input(std::string_view text, const std::string& file, const Limits& limits) {
  JsonParse r = parse_json_limited(text, limits);
  switch (r.failure) {
    case JsonParse::Failure::kNone: return std::move(r.value);
    case JsonParse::Failure::kTooDeep:
      throw InputError(file, 0, "JSON nested deeper than the limit max_nesting=" + std::to_string(limits.max_nesting));
    case JsonParse::Failure::kSyntax:
      throw InputError(file, line_at(text, r.byte > 0 ? r.byte - 1 : 0), "not valid JSON: " + printable(r.reason, 160));
    case JsonParse::Failure::kOther: break;
  }
  throw InputError(file, 0, "not valid JSON: " + printable(r.reason, 120));
}

// Locating a JSON path in the text (for error lines)

namespace {

class Locator {
 public:
  explicit Locator(std::string_view t) : t_(t) {}

  // Line of the value at path, or of the deepest prefix found.
  int64_t find(const std::vector<std::string>& path) {
    best_ = 1;
    ws();
    value(path, 0);
    return best_;
  }

 private:
  void ws() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r')) {
      if (t_[p_] == '\n') ++line_;
      ++p_;
    }
  }
  std::string str() {
    std::string out;
    if (p_ >= t_.size() || t_[p_] != '"') return out;
    ++p_;
    while (p_ < t_.size() && t_[p_] != '"') {
      if (t_[p_] == '\\') ++p_;
      if (p_ < t_.size()) out += t_[p_++];
    }
    ++p_;
    return out;
  }
  // Scans one value; when depth < path.size() and the value is the container the path goes into,
  // follows the path. Returns true once the target was reached.
  bool value(const std::vector<std::string>& path, size_t depth) {
    ws();
    if (depth == path.size()) {
      best_ = line_;
      skip();
      return true;
    }
    best_ = line_;
    if (p_ >= t_.size()) return false;
    char c = t_[p_];
    if (c == '{') {
      ++p_;
      while (true) {
        ws();
        if (p_ >= t_.size() || t_[p_] == '}') {
          ++p_;
          return false;
        }
        std::string key = str();
        ws();
        ++p_;  // ':'
        if (key == path[depth]) {
          if (value(path, depth + 1)) return true;
        } else {
          ws();
          skip();
        }
        ws();
        if (p_ < t_.size() && t_[p_] == ',') ++p_;
      }
    }
    if (c == '[') {
      ++p_;
      size_t index = 0;
      while (true) {
        ws();
        if (p_ >= t_.size() || t_[p_] == ']') {
          ++p_;
          return false;
        }
        if (path[depth] == "[" + std::to_string(index) + "]") {
          if (value(path, depth + 1)) return true;
        } else {
          skip();
        }
        ws();
        if (p_ < t_.size() && t_[p_] == ',') ++p_;
        ++index;
      }
    }
    skip();
    return false;
  }
  void skip() {
    ws();
    if (p_ >= t_.size()) return;
    char c = t_[p_];
    if (c == '"') {
      str();
      return;
    }
    if (c == '{' || c == '[') {
      int depth = 0;
      bool in_str = false;
      for (; p_ < t_.size(); ++p_) {
        char d = t_[p_];
        if (d == '\n') ++line_;
        if (in_str) {
          if (d == '\\')
            ++p_;
          else if (d == '"')
            in_str = false;
          continue;
        }
        if (d == '"')
          in_str = true;
        else if (d == '{' || d == '[')
          ++depth;
        else if (d == '}' || d == ']') {
          if (--depth == 0) {
            ++p_;
            return;
          }
        }
      }
      return;
    }
    while (p_ < t_.size() && t_[p_] != ',' && t_[p_] != '}' && t_[p_] != ']' && t_[p_] != '\n') ++p_;
  }

  std::string_view t_;
  size_t p_ = 0;
  int64_t line_ = 1;
  int64_t best_ = 1;
};

}  // namespace

int64_t json_line(std::string_view text, const std::vector<std::string>& path) { return Locator(text).find(path); }

}  // namespace stridecheck
