#include "core/text.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>

#include "core/error.h"

namespace stridecheck {

std::string read_stdin(const std::string& name, const Limits& limits) {
  std::string data;
  char buf[1 << 16];
  while (true) {
    ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw InputError(name, 0, std::string("cannot read: ") + std::strerror(errno));
    if (n == 0) break;
    data.append(buf, static_cast<size_t>(n));
    if (data.size() > limits.max_file_bytes)
      throw InputError(name, 0, "input over the limit max_file_bytes=" + std::to_string(limits.max_file_bytes));
  }
  return data;
}

namespace {
// A path that is there but is not a regular file, in words ("" for a regular file).
std::string not_regular(const struct stat& st) {
  if (S_ISREG(st.st_mode)) return "";
  if (S_ISDIR(st.st_mode)) return "is a directory";
  const char* what = S_ISCHR(st.st_mode)    ? "a character device"
                     : S_ISBLK(st.st_mode)  ? "a block device"
                     : S_ISFIFO(st.st_mode) ? "a pipe"
                     : S_ISSOCK(st.st_mode) ? "a socket"
                                            : "a special file";
  return std::string("is ") + what + ", not a regular file";
}
}  // namespace

std::string input_file_problem(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return "";
  if (std::string why = not_regular(st); !why.empty()) return why;
  return st.st_size == 0 ? "is empty (0 bytes)" : "";
}

std::string read_file(const std::string& path, const Limits& limits) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  if (std::string why = not_regular(st); !why.empty()) throw InputError(path, 0, why);
  if (static_cast<uint64_t>(st.st_size) > limits.max_file_bytes)
    throw InputError(path, 0,
                     "file of " + std::to_string(st.st_size) +
                         " bytes is over the limit max_file_bytes=" + std::to_string(limits.max_file_bytes));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  std::string data(static_cast<size_t>(st.st_size), '\0');
  in.read(data.data(), static_cast<std::streamsize>(data.size()));
  if (in.gcount() != static_cast<std::streamsize>(data.size())) {
    data.resize(static_cast<size_t>(in.gcount()));
  }
  return data;
}

std::optional<int64_t> parse_int64(std::string_view s) {
  if (s.empty()) return std::nullopt;
  int64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<double> parse_double(std::string_view s) {
  if (s == "inf" || s == "math.inf") return HUGE_VAL;
  if (s == "-inf" || s == "-math.inf") return -HUGE_VAL;
  if (s == "nan" || s == "math.nan") return std::nan("");
  if (s.empty()) return std::nullopt;
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<int64_t> checked_mul(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

std::optional<int64_t> checked_add(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}

namespace {
// Length of a valid UTF-8 sequence starting at s[i], or 0.
size_t utf8_len(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  return n;
}
}  // namespace

std::string printable(std::string_view s, size_t max_chars) {
  std::string out;
  size_t shown = 0;
  for (size_t i = 0; i < s.size();) {
    if (shown >= max_chars) {
      out += "...";
      break;
    }
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = utf8_len(s, i);
    if (n == 1 && c >= 0x20 && c != 0x7f) {
      out += static_cast<char>(c);
    } else if (n > 1) {
      out.append(s.substr(i, n));
    } else {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 0xf];
      n = 1;
    }
    i += n;
    ++shown;
  }
  return out;
}

int64_t line_at(std::string_view text, size_t pos) {
  pos = std::min(pos, text.size());
  return 1 + static_cast<int64_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(pos), '\n'));
}

std::vector<std::string> split(std::string_view text, char sep) {
  std::vector<std::string> out;
  if (text.empty()) return out;
  size_t start = 0;
  while (true) {
    size_t at = text.find(sep, start);
    out.emplace_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return out;
    start = at + 1;
  }
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= text.size()) {
    const void* nl = std::memchr(text.data() + start, '\n', text.size() - start);
    size_t end = nl ? static_cast<size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (nl || !line.empty()) lines.push_back(line);
    if (!nl) break;
    start = end + 1;
  }
  return lines;
}

std::string_view trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r' || s[b] == '\n')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r' || s[e - 1] == '\n')) --e;
  return s.substr(b, e - b);
}

std::string_view base_name(std::string_view path) {
  const size_t slash = path.find_last_of("/\\");
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += sep;
    out += items[i];
  }
  return out;
}

std::string wrap(const std::string& text, const std::string& first, size_t indent, size_t width) {
  std::string out, line = first;
  size_t start_len = first.size();
  size_t b = 0;
  while (b < text.size()) {
    size_t e = text.find(' ', b);
    if (e == std::string::npos) e = text.size();
    std::string word = text.substr(b, e - b);
    b = e + 1;
    if (word.empty()) continue;
    if (line.size() > start_len && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line = std::string(indent, ' ');
      start_len = indent;
    }
    if (line.size() > start_len) line += ' ';
    line += word;
  }
  return out + line + "\n";
}

namespace {
size_t visible_length(std::string_view s) {
  size_t n = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x1b') {  // an SGR colour sequence: ESC [ ... m
      while (i < s.size() && s[i] != 'm') ++i;
      continue;
    }
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;  // UTF-8: count lead bytes only
  }
  return n;
}
}  // namespace

std::string fit_columns(const std::string& text, size_t width) {
  std::string out;
  for (std::string_view line : split_lines(text)) {
    if (visible_length(line) <= width) {
      out.append(line);
      out += '\n';
      continue;
    }
    size_t lead = line.find_first_not_of(' ');
    if (lead == std::string_view::npos) lead = 0;
    std::string indent(lead + 4, ' '), current(line.substr(0, lead));
    size_t current_len = lead;
    bool first_word = true;
    for (const std::string& word : split(line.substr(lead), ' ')) {
      size_t wl = visible_length(word);
      if (!first_word && current_len + 1 + wl > width) {
        current.erase(current.find_last_not_of(' ') + 1);  // no trailing blank where a line breaks
        out += current + "\n";
        current = indent + word;
        current_len = indent.size() + wl;
        continue;
      }
      if (!first_word) {
        current += ' ';
        ++current_len;
      }
      current += word;
      current_len += wl;
      first_word = false;
    }
    out += current + "\n";
  }
  if (!text.empty() && text.back() != '\n' && !out.empty()) out.pop_back();
  return out;
}

namespace {
// `line` cut at a space so that its head fits `width` visible columns (its first word stays, however wide): the head
// (without a trailing blank) and the words after it ("" when the line fits).
std::pair<std::string, std::string> fit_head(const std::string& line, size_t width) {
  if (visible_length(line) <= width) return {line, ""};
  size_t lead = line.find_first_not_of(' ');
  if (lead == std::string::npos) return {line, ""};
  size_t cut = std::string::npos;  // the last space at which the head still fits
  for (size_t i = line.find(' ', lead); i != std::string::npos; i = line.find(' ', i + 1)) {
    if (visible_length(std::string_view(line).substr(0, i)) > width) break;
    cut = i;
  }
  if (cut == std::string::npos) {  // the first word alone is wider than the room: it stays whole
    cut = line.find(' ', lead);
    if (cut == std::string::npos) return {line, ""};
  }
  std::string head = line.substr(0, cut);
  head.erase(head.find_last_not_of(' ') + 1);
  size_t rest = line.find_first_not_of(' ', cut);
  return {head, rest == std::string::npos ? "" : line.substr(rest)};
}
}  // namespace

std::string reflow_from(const std::string& text, size_t pos, size_t indent, size_t width) {
  pos = std::min(pos, text.size());
  size_t at = pos == 0 ? 0 : text.rfind('\n', pos - 1) + 1;  // the line's start (npos + 1: the first line)
  std::string out = text.substr(0, at);
  size_t end = std::min(text.find('\n', at), text.size());
  std::string line = text.substr(at, end - at);
  at = end;  // where the text not taken yet resumes: the newline that ended the last line taken, or the end
  while (true) {
    auto [head, rest] = fit_head(line, width);
    out += head;
    if (rest.empty()) break;
    out += '\n';
    // the next line goes on with the paragraph when it is indented as its continuation lines are
    const size_t next = std::min(at + 1, text.size());
    const size_t next_end = std::min(text.find('\n', next), text.size());
    const std::string_view after = std::string_view(text).substr(next, next_end - next);
    if (next < text.size() && after.find_first_not_of(' ') == indent) {
      line = std::string(indent, ' ') + rest + " " + std::string(after.substr(indent));
      at = next_end;
    } else {
      line = std::string(indent, ' ') + rest;  // the paragraph ends: its last words on a line of their own
    }
  }
  return out + text.substr(at);
}

std::string format_ms(const std::optional<double>& ms) {
  if (!ms) return "";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", *ms);
  return buf;
}

std::string join_and(const std::vector<std::string>& items) {
  if (items.size() < 2) return join(items, "");
  std::vector<std::string> head(items.begin(), items.end() - 1);
  return join(head, ", ") + " and " + items.back();
}

}  // namespace stridecheck
