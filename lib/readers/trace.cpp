#include "readers/trace.h"

#include <md5.h>

#include <cstring>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/json_text.h"
#include "core/text.h"
#include "readers/output_code.h"
#include "readers/run_environment.h"

namespace stridecheck {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Length of the glog prefix "I1129 19:01:02.123456 12345 path/file.py:12] " at the start of the
// line, or 0 when the line does not start with one.
size_t glog_prefix(std::string_view l) {
  if (l.size() < 24 || std::strchr("VIWEC", l[0]) == nullptr || l[0] == '\0') return 0;
  for (size_t i = 1; i <= 4; ++i)
    if (!is_digit(l[i])) return 0;
  if (l[5] != ' ') return 0;
  size_t p = 6;
  while (p < l.size() && (is_digit(l[p]) || l[p] == ':' || l[p] == '.')) ++p;
  if (p == 6 || p >= l.size() || l[p] != ' ') return 0;
  while (p < l.size() && l[p] == ' ') ++p;
  size_t pid = p;
  while (p < l.size() && is_digit(l[p])) ++p;
  if (p == pid || p >= l.size() || l[p] != ' ') return 0;
  auto close = l.find("] ", p);
  if (close == std::string_view::npos) return 0;
  return close + 2;
}

std::string md5_hex(std::string_view data) {
  MD5_CTX ctx;
  MD5Init(&ctx);
  // MD5Update takes an unsigned int length on some libmd builds: feed it in chunks.
  const auto* p = reinterpret_cast<const uint8_t*>(data.data());
  size_t left = data.size();
  while (left > 0) {
    size_t chunk = std::min<size_t>(left, 1u << 30);
    MD5Update(&ctx, p, chunk);
    p += chunk;
    left -= chunk;
  }
  uint8_t digest[MD5_DIGEST_LENGTH];
  MD5Final(digest, &ctx);
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (uint8_t b : digest) {
    out += hex[b >> 4];
    out += hex[b & 0xf];
  }
  return out;
}

std::string graph_prefix(const nlohmann::json& rec) {
  auto num = [&](const char* k) -> std::string {
    auto it = rec.find(k);
    return it != rec.end() && it->is_number_integer() ? std::to_string(it->get<int64_t>()) : "";
  };
  std::string frame = num("frame_id"), compile = num("frame_compile_id"), attempt = num("attempt");
  if (frame.empty()) return "";
  std::string out = "[" + frame + "/" + (compile.empty() ? "?" : compile);
  if (!attempt.empty() && attempt != "0") out += "_" + attempt;
  return out + "] ";
}

// The object of a record that holds a "pytorch_version" string (the record, or one object down, as
// compilation_metrics has it); null when it has none or is not JSON (metrics records are not otherwise checked).
nlohmann::json versions_of(std::string_view json_text, const Limits& limits) {
  JsonParse parsed = parse_json_limited(json_text, limits);
  if (parsed.failure != JsonParse::Failure::kNone || !parsed.value.is_object()) return nullptr;
  auto has = [](const nlohmann::json& o) {
    auto it = o.find("pytorch_version");
    return it != o.end() && it->is_string() && !it->get<std::string>().empty();
  };
  if (has(parsed.value)) return parsed.value;
  for (const auto& [k, v] : parsed.value.items())
    if (v.is_object() && has(v)) return v;
  return nullptr;
}

}  // namespace

bool looks_like_trace(std::string_view text) {
  size_t start = 0;
  for (int n = 0; n < 5 && start < text.size(); ++n) {
    size_t end = text.find('\n', start);
    std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!trim(line).empty()) {
      size_t p = glog_prefix(line);
      return p > 0 && p < line.size() && line[p] == '{';
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return false;
}

std::vector<TraceModule> trace_modules(std::string_view text, const std::string& file, const Limits& limits,
                                       TraceFacts* facts) {
  std::vector<TraceModule> out;
  size_t pos = 0;
  int64_t line_no = 0;
  const size_t n = text.size();
  // Returns the next physical line (without '\n'), advancing pos.
  auto next_line = [&](std::string_view& line) -> bool {
    if (pos >= n) return false;
    const void* nl = std::memchr(text.data() + pos, '\n', n - pos);
    size_t end = nl ? static_cast<size_t>(static_cast<const char*>(nl) - text.data()) : n;
    line = text.substr(pos, end - pos);
    ++line_no;
    if (line.size() > limits.max_line_bytes)
      throw InputError(file, line_no,
                       "line of " + std::to_string(line.size()) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits.max_line_bytes));
    pos = end + 1;
    return true;
  };
  std::string_view line;
  bool have = next_line(line);
  while (have) {
    if (trim(line).empty()) {
      have = next_line(line);
      continue;
    }
    const int64_t rec_line = line_no;
    size_t p = glog_prefix(line);
    if (p == 0 || p >= line.size() || line[p] != '{') {
      if (!line.empty() && line[0] == '\t')
        throw InputError(file, rec_line, "payload line without a record that announces it (has_payload)");
      throw InputError(file, rec_line, "not a TORCH_TRACE record: '" + printable(line, 60) + "'");
    }
    // Only records that carry a payload matter (the module, and the md5 of everything that follows);
    // the others (chromium events, guards, metrics: most of a log) are checked for shape, not parsed.
    std::string_view json_text = trim(line.substr(p));
    if (json_text.find("\"has_payload\"") == std::string_view::npos) {
      if (json_text.size() < 2 || json_text.back() != '}')
        throw InputError(file, rec_line, "record is not a JSON object (it does not end with '}': truncated?)");
      if (facts && facts->pytorch_version.empty() && json_text.find("\"pytorch_version\"") != std::string_view::npos)
        if (auto v = versions_of(json_text, limits); v.is_object()) {
          facts->pytorch_version = printable(v["pytorch_version"].get<std::string>(), 40);
          facts->pytorch_version_line = rec_line;
          facts->environment = metrics_environment(v, file, rec_line);
        }
      have = next_line(line);
      if (have && !line.empty() && line[0] == '\t')
        throw InputError(file, line_no, "payload line after a record without has_payload");
      continue;
    }
    JsonParse parsed = parse_json_limited(line.substr(p), limits);
    switch (parsed.failure) {
      case JsonParse::Failure::kNone: break;
      case JsonParse::Failure::kTooDeep:
        throw InputError(file, rec_line, "record nested deeper than the limit max_nesting");
      case JsonParse::Failure::kSyntax:
        throw InputError(file, rec_line,
                         "record is not a JSON object: column " + std::to_string(p + parsed.byte) + ": " +
                             printable(parsed.reason, 120));
      case JsonParse::Failure::kOther:
        throw InputError(file, rec_line, "record is not a JSON object: " + printable(parsed.reason, 80));
    }
    nlohmann::json& rec = parsed.value;
    if (rec.is_discarded() || !rec.is_object()) throw InputError(file, rec_line, "record is not a JSON object");
    std::string payload;
    bool wants_payload = rec.contains("has_payload");
    int64_t payload_first = line_no + 1;
    have = next_line(line);
    bool first = true;
    while (have && !line.empty() && line[0] == '\t') {
      if (!wants_payload) throw InputError(file, line_no, "payload line after a record without has_payload");
      if (!first) payload += '\n';
      payload.append(line.substr(1));
      first = false;
      have = next_line(line);
    }
    if (!wants_payload) continue;
    const auto& md5 = rec["has_payload"];
    if (!md5.is_string()) throw InputError(file, rec_line, "has_payload is not a string");
    std::string got = md5_hex(payload);
    if (got != md5.get<std::string>())
      throw InputError(file, rec_line,
                       "payload md5 " + got + " does not match has_payload " + printable(md5.get<std::string>(), 40) +
                           " (truncated or edited trace?)");
    auto oc = rec.find("inductor_output_code");
    if (oc == rec.end()) continue;
    TraceModule m;
    if (oc->is_object() && oc->contains("filename") && (*oc)["filename"].is_string())
      m.filename = (*oc)["filename"].get<std::string>();
    m.graph_prefix = graph_prefix(rec);
    m.first_line = payload_first;
    m.text = std::move(payload);
    out.push_back(std::move(m));
  }
  return out;
}

Recording read_trace(std::string_view text, const std::string& file, const Limits& limits) {
  Recording rec;
  rec.inputs.push_back(file);
  int index = 0;
  TraceFacts facts;
  auto modules = trace_modules(text, file, limits, &facts);
  if (!facts.pytorch_version.empty())
    rec.compiled_by = CompiledBy{facts.pytorch_version, file, facts.pytorch_version_line};
  rec.run_environment = facts.environment;
  for (const auto& m : modules) {
    OutputCodeOrigin origin{file, m.first_line, m.graph_prefix, "graph_" + std::to_string(index++), m.filename};
    rec.append(read_output_code_unlinked(m.text, origin, limits));
  }
  if (rec.graphs.empty())
    throw InputError(file, 0,
                     "no inductor_output_code record: the trace holds no compiled graph (was TORCH_TRACE set "
                     "while the model compiled?)");
  link_fx_chains(rec);
  return rec;
}

}  // namespace stridecheck
