#include "readers/failing_log.h"

#include <cctype>
#include <cstring>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/text.h"
#include "readers/line_prefix.h"
#include "readers/pysubset.h"
#include "readers/run_environment.h"

namespace stridecheck {

namespace {

// Removes ANSI colour sequences (ESC [ ... letter) that terminals leave in captured logs.
std::string strip_ansi(std::string_view s) {
  if (s.find('\x1b') == std::string_view::npos) return std::string(s);
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\x1b' && i + 1 < s.size() && s[i + 1] == '[') {
      i += 2;
      while (i < s.size() && !((s[i] >= '@' && s[i] <= '~'))) ++i;
      continue;
    }
    out += s[i];
  }
  return out;
}

class LineParser {
 public:
  LineParser(std::string_view s, const std::string& file, int64_t line) : s_(s), file_(file), line_(line) {}
  bool lit(std::string_view t) {
    if (s_.substr(p_, t.size()) != t) return false;
    p_ += t.size();
    return true;
  }
  std::optional<int64_t> integer() {
    size_t b = p_;
    if (p_ < s_.size() && s_[p_] == '-') ++p_;
    while (p_ < s_.size() && s_[p_] >= '0' && s_[p_] <= '9') ++p_;
    if (p_ == b || (p_ == b + 1 && s_[b] == '-')) {
      p_ = b;
      return std::nullopt;
    }
    auto v = parse_int64(s_.substr(b, p_ - b));
    if (!v)
      throw InputError(file_, line_, "number " + printable(s_.substr(b, p_ - b), 40) + " does not fit in 64 bits");
    return v;
  }
  size_t pos() const { return p_; }
  void seek(size_t p) { p_ = p; }
  std::string_view rest() const { return s_.substr(p_); }

 private:
  std::string_view s_;
  const std::string& file_;
  int64_t line_;
  size_t p_ = 0;
};

std::optional<TracebackFrame> parse_frame(std::string_view l, int64_t log_line, const std::string& file) {
  auto f = l.find("File \"");
  if (f == std::string_view::npos) return std::nullopt;
  auto q = l.find("\", line ", f + 6);
  if (q == std::string_view::npos) return std::nullopt;
  TracebackFrame fr;
  fr.file = std::string(l.substr(f + 6, q - f - 6));
  LineParser p(l.substr(q + 8), file, log_line);
  auto n = p.integer();
  if (!n) return std::nullopt;
  fr.line = *n;
  if (p.lit(", in ")) fr.function = std::string(trim(p.rest()));
  fr.log_line = log_line;
  return fr;
}

// "expected size A==B, stride C==D at dim=i; ..." starting at text[0].
bool parse_clauses(std::string_view text, DecodedAssertion& a, const std::string& file, int64_t line) {
  LineParser p(text, file, line);
  while (true) {
    AssertionClause c;
    if (!p.lit("expected size ")) return !a.clauses.empty();
    auto as = p.integer();
    if (!as || !p.lit("==")) return false;
    auto es = p.integer();
    if (!es || !p.lit(", stride ")) return false;
    auto ast = p.integer();
    if (!ast || !p.lit("==")) return false;
    auto est = p.integer();
    if (!est || !p.lit(" at dim=")) return false;
    auto d = p.integer();
    if (!d || *d < 0 || *d > 64) return false;
    c.dim = static_cast<size_t>(*d);
    c.actual_size = *as;
    c.expected_size = *es;
    c.actual_stride = *ast;
    c.expected_stride = *est;
    a.clauses.push_back(c);
    if (!p.lit("; ")) {
      a.message = std::string(trim(text.substr(0, p.pos())));
      return true;
    }
  }
}

// Whether a frame's source line is the generated module's assert of one tensor: assert_size_stride, or torch
// 2.15's assert_tensor_metadata (which raises from a frame of its own in torch/_inductor/runtime/runtime_utils.py),
// or assert_alignment.
bool is_assert_call(std::string_view src) {
  return src.starts_with("assert_size_stride(") || src.starts_with("assert_tensor_metadata(") ||
         src.starts_with("assert_alignment(");
}

// The frame that made the assert: the innermost whose line calls one of the asserts above (the generated module's,
// below any helper of torch's that raised it), else the innermost.
const TracebackFrame& asserting_frame(const std::vector<TracebackFrame>& frames) {
  for (auto it = frames.rbegin(); it != frames.rend(); ++it)
    if (is_assert_call(it->source)) return *it;
  return frames.back();
}

// Reads the layout the graph expected out of the frame's source line.
void parse_assert_source(DecodedAssertion& a, const std::string& file, const Limits& limits) {
  if (!a.frame || a.frame->source.empty()) return;
  std::string_view src = a.frame->source;
  if (!is_assert_call(src)) return;
  py::Arena arena;
  const py::Node* n = nullptr;
  try {
    n = py::parse_expression(src, arena, file, a.frame->log_line + 1, limits);
  } catch (const InputError&) {
    return;  // Python cut the line, or it is not ours: the message alone still decodes
  }
  if (n->kind != py::Node::Kind::kCall || n->children.size() < 2) return;
  a.buffer = std::string(n->children[1]->text);
  auto ints = [&](const py::Node* t, std::vector<int64_t>& out) {
    if (t->kind != py::Node::Kind::kTuple && t->kind != py::Node::Kind::kList) return false;
    for (const auto* c : t->children) {
      if (c->kind != py::Node::Kind::kInt) return false;
      out.push_back(c->int_value);
    }
    return true;
  };
  // assert_tensor_metadata (torch 2.15) takes the dtype before the op's name
  const size_t op_arg = src.starts_with("assert_tensor_metadata(") ? 5 : 4;
  if (!src.starts_with("assert_alignment(") && n->children.size() >= 4) {
    std::vector<int64_t> s, t;
    if (ints(n->children[2], s) && ints(n->children[3], t) && s.size() == t.size()) {
      a.expected_sizes = s;
      a.expected_strides = t;
    }
    if (n->children.size() > op_arg && n->children[op_arg]->kind == py::Node::Kind::kString && a.op.empty())
      a.op = n->children[op_arg]->str_value;
  }
  if (src.starts_with("assert_alignment(") && n->children.size() >= 4 &&
      n->children[3]->kind == py::Node::Kind::kString && a.op.empty())
    a.op = n->children[3]->str_value;
}

// The assertion a line holds, in any of its forms (docs/formats.md section 1); false when it holds none.
bool decode_assertion(std::string_view l, const std::string& file, int64_t line_no, DecodedAssertion& a) {
  bool found = false;
  if (auto e = l.find("expected size "); e != std::string_view::npos) {
    found = parse_clauses(l.substr(e), a, file, line_no);
    if (found) a.kind = DecodedAssertion::Kind::kSizeStride;
  } else if (auto w = l.find("wrong number of dimensions"); w != std::string_view::npos) {
    a.kind = DecodedAssertion::Kind::kRank;
    LineParser p(l.substr(w + 26), file, line_no);
    if (auto r = p.integer()) a.actual_rank = *r;
    a.message = std::string(trim(l.substr(w, 26 + p.pos())));
    found = true;
  } else if (auto x = l.find("Expect the tensor to be "); x != std::string_view::npos) {
    LineParser p(l.substr(x + 24), file, line_no);
    auto al = p.integer();
    if (al && p.lit(" bytes aligned. Fail due to storage_offset=")) {
      auto so = p.integer();
      if (so && p.lit(" itemsize=")) {
        auto is = p.integer();
        if (is) {
          a.kind = DecodedAssertion::Kind::kAlignment;
          a.alignment = *al;
          a.storage_offset = *so;
          a.itemsize = *is;
          a.message = std::string(trim(l.substr(x, 24 + p.pos())));
          found = true;
        }
      }
    }
  }
  return found;
}

}  // namespace

bool looks_like_failing_log(std::string_view text) {
  return text.find("expected size ") != std::string_view::npos ||
         text.find("wrong number of dimensions") != std::string_view::npos ||
         text.find("bytes aligned. Fail due to") != std::string_view::npos ||
         text.find("Traceback (most recent call last)") != std::string_view::npos;
}

FailingLog read_failing_log(std::string_view text, const std::string& file, const Limits& limits) {
  FailingLog log = scan_failing_log(text, file, limits);
  if (log.assertions.empty())
    throw InputError(file, 0,
                     "no stride assertion in this log (no 'expected size ...==... at dim=' clause, "
                     "'wrong number of dimensions' or alignment failure)");
  return log;
}

FailingLog scan_failing_log(std::string_view text, const std::string& file, const Limits& limits) {
  FailingLog log;
  log.file = file;
  std::vector<TracebackFrame> frames;  // of the traceback being read
  bool backward = false;
  int64_t line_no = 0;
  DecodedAssertion* last = nullptr;
  int64_t last_line = -100;
  LinePrefix prefix;
  for (std::string_view raw : split_lines(text)) {
    ++line_no;
    if (raw.size() > limits.max_line_bytes)
      throw InputError(file, line_no,
                       "line of " + std::to_string(raw.size()) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits.max_line_bytes));
    std::string clean = strip_ansi(raw);
    std::string_view l = prefix.strip(clean);
    if (auto tb = std::string_view(clean).find("Traceback (most recent call last)"); tb != std::string_view::npos) {
      prefix.learn(std::string_view(clean).substr(0, tb));
      frames.clear();
      backward = false;
      continue;
    }
    if (auto fr = parse_frame(l, line_no, file)) {
      if (fr->function == "backward" || fr->function == "_engine_run_backward" || fr->function == "_backward_impl")
        backward = true;
      frames.push_back(*fr);
      continue;
    }
    // The source line Python prints under a frame.
    if (!frames.empty() && frames.back().log_line == line_no - 1 && frames.back().source.empty()) {
      std::string_view t = trim(l);
      if (!t.empty() && t.find_first_not_of("^~ ") != std::string_view::npos) {
        // strip a "[rank0]:" style prefix that torchrun adds
        if (t[0] == '[') {
          auto close = t.find("]:");
          if (close != std::string_view::npos && close < 16) t = trim(t.substr(close + 2));
        }
        frames.back().source = std::string(t);
        continue;
      }
    }
    if (last && line_no - last_line <= 6) {
      auto op = l.find("Error in op: ");
      if (op != std::string_view::npos) {
        last->op = std::string(trim(l.substr(op + 13)));
        last_line = line_no;
        continue;
      }
      for (std::string_view hint : {"This error most often comes from", "Use torch.library.opcheck", "See https://"}) {
        auto h = l.find(hint);
        if (h != std::string_view::npos) {
          last->hints.push_back(std::string(trim(l.substr(h))));
          last_line = line_no;
          break;
        }
      }
    }
    DecodedAssertion a;
    a.log_line = line_no;
    if (!decode_assertion(l, file, line_no, a)) continue;
    if (!frames.empty()) a.frame = asserting_frame(frames);
    a.in_backward = backward;
    parse_assert_source(a, file, limits);
    bool duplicate = false;
    for (const auto& b : log.assertions)
      if (b.message == a.message &&
          (!b.frame || !a.frame || (b.frame->file == a.frame->file && b.frame->line == a.frame->line)))
        duplicate = true;
    if (duplicate) {
      last = nullptr;
      continue;
    }
    log.assertions.push_back(std::move(a));
    last = &log.assertions.back();
    last_line = line_no;
  }
  log.environment = log_environment(text, file);
  return log;
}

}  // namespace stridecheck
