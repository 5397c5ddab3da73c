// The failing-log reader's decoders of one line (failing_log_line.h): a traceback frame, an assertion's message in
// each of its forms, the expected layout out of the assert call on the frame's source line.
#include "readers/failing_log_line.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/text.h"
#include "readers/pysubset.h"

namespace stridecheck::failing_log_detail {

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

namespace {

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

}  // namespace

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

namespace {

// "expected size A==B, stride C==D at dim=i; ..." starting at text[0].
Clauses parse_clauses(std::string_view text, DecodedAssertion& a, const std::string& file, int64_t line) {
  LineParser p(text, file, line);
  a.clauses.clear();
  // the text ran out inside a clause (what is left is the start of `want`): more on the next line, or cut
  auto stop = [&](std::string_view want = {}) {
    std::string_view r = p.rest();
    while (!r.empty() && (r.back() == ' ' || r.back() == '\t' || r.back() == '\r')) r.remove_suffix(1);
    if (r.empty() || (!want.empty() && want.starts_with(r))) {
      a.message = std::string(trim(text));
      return Clauses::kMore;
    }
    return a.clauses.empty() ? Clauses::kBad : Clauses::kDone;
  };
  while (true) {
    AssertionClause c;
    if (!p.lit("expected size ")) return stop("expected size ");
    auto as = p.integer();
    if (!as || !p.lit("==")) return stop("==");
    auto es = p.integer();
    if (!es || !p.lit(", stride ")) return stop(", stride ");
    auto ast = p.integer();
    if (!ast || !p.lit("==")) return stop("==");
    auto est = p.integer();
    if (!est || !p.lit(" at dim=")) return stop(" at dim=");
    auto d = p.integer();
    if (!d) return stop();
    if (*d < 0 || *d > 64) return Clauses::kBad;
    c.dim = static_cast<size_t>(*d);
    c.actual_size = *as;
    c.expected_size = *es;
    c.actual_stride = *ast;
    c.expected_stride = *est;
    a.clauses.push_back(c);
    const size_t end = p.pos();
    if (!p.lit(";") || !(p.lit(" ") || p.rest().empty())) {
      a.message = std::string(trim(text.substr(0, end)));
      return Clauses::kDone;
    }
    if (trim(p.rest()).empty()) {
      a.message = std::string(trim(text));
      return Clauses::kMore;
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

}  // namespace

std::optional<LegacyAssert> legacy_assert(std::string_view src) {
  if (!src.starts_with("assert ")) return std::nullopt;
  std::string_view rest = trim(src.substr(7));
  size_t p = 0;
  while (p < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[p])) || rest[p] == '_')) ++p;
  if (p == 0) return std::nullopt;
  LegacyAssert l{std::string(rest.substr(0, p)), "", {}};
  rest.remove_prefix(p);
  for (std::string_view check : {"size", "stride"}) {
    const std::string head = "." + std::string(check) + "() == ";
    if (rest.starts_with(head)) {
      l.check = std::string(check);
      l.tuple = trim(rest.substr(head.size()));
    }
  }
  if (l.check.empty() || !l.tuple.starts_with("(")) return std::nullopt;
  return l;
}

bool is_any_assert(std::string_view src) { return is_assert_call(src) || legacy_assert(src).has_value(); }

// The frame that made the assert: the innermost whose line calls one of the asserts above (the generated module's,
// below any helper of torch's that raised it), else the innermost.
const TracebackFrame& asserting_frame(const std::vector<TracebackFrame>& frames) {
  for (auto it = frames.rbegin(); it != frames.rend(); ++it)
    if (is_any_assert(it->source)) return *it;
  return frames.back();
}

bool user_code_frame(const TracebackFrame& f) {
  if (is_any_assert(f.source) || f.file.starts_with("<") || f.function == "call") return false;
  // torch's own files (site-packages/torch/...) and inductor's cache (/tmp/torchinductor_$USER/...); a project whose
  // path merely holds "torch" (torchtune/recipes/...) is the user's
  for (std::string_view torch : {"/torch/", "\\torch\\", "torchinductor_"})
    if (f.file.find(torch) != std::string::npos || f.file.starts_with(torch.substr(1))) return false;
  const std::string_view b = base_name(f.file);
  return !(b.starts_with("c") && b.ends_with(".py") && b.size() >= 40);  // a generated module's hashed name
}

// Reads the layout the graph expected out of the frame's source line.
void parse_assert_source(DecodedAssertion& a, const std::string& file, const Limits& limits) {
  std::string_view src = a.source;
  if (auto l = legacy_assert(src)) {
    a.buffer = l->buffer;
    a.legacy_check = l->check;
    py::Arena arena;
    try {
      const py::Node* t = py::parse_expression(l->tuple, arena, file, a.source_line, limits);
      if (t->kind == py::Node::Kind::kTuple || t->kind == py::Node::Kind::kList)
        for (const auto* c : t->children)
          if (c->kind == py::Node::Kind::kInt) a.legacy_expected.push_back(c->int_value);
    } catch (const InputError&) {
      a.legacy_expected.clear();  // cut or re-wrapped: the buffer is still named
    }
    return;
  }
  if (!is_assert_call(src)) return;
  py::Arena arena;
  const py::Node* n = nullptr;
  try {
    n = py::parse_expression(src, arena, file, a.source_line, limits);
  } catch (const InputError&) {
    // Python cut the line, or the log was cut inside it: its first argument still names the checked tensor
    const size_t open = src.find('('), comma = src.find(',');
    if (open != std::string_view::npos && comma != std::string_view::npos && comma > open)
      a.buffer = std::string(trim(src.substr(open + 1, comma - open - 1)));
    return;
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
    if (n->children.size() > op_arg && n->children[op_arg]->kind == py::Node::Kind::kString) {
      // torch 2.12 on tags a graph input's assert 'input' where an op's output names its op
      if (n->children[op_arg]->str_value == "input")
        a.input_tag = true;
      else if (a.op.empty())
        a.op = n->children[op_arg]->str_value, a.op_from = DecodedAssertion::OpFrom::kAssertArgument;
    }
  }
  if (src.starts_with("assert_alignment(") && n->children.size() >= 4 &&
      n->children[3]->kind == py::Node::Kind::kString && a.op.empty())
    a.op = n->children[3]->str_value, a.op_from = DecodedAssertion::OpFrom::kAssertArgument;
}

// The assertion a line holds, in any of its forms (docs/formats.md section 1): kDone when it holds one, kMore when
// its message runs on past the line's end (re-wrapped, or the log cut there), kBad when it holds none.
Clauses decode_assertion(std::string_view l, const std::string& file, int64_t line_no, DecodedAssertion& a) {
  bool found = false;
  if (auto e = l.find("expected size "); e != std::string_view::npos) {
    a.kind = DecodedAssertion::Kind::kSizeStride;
    return parse_clauses(l.substr(e), a, file, line_no);
  } else if (auto w = l.find("wrong number of dimensions"); w != std::string_view::npos) {
    a.kind = DecodedAssertion::Kind::kRank;
    LineParser p(l.substr(w + 26), file, line_no);
    if (auto r = p.integer()) a.actual_rank = *r;
    a.message = std::string(trim(l.substr(w, 26 + p.pos())));
    // newer torch names the op after it: "wrong number of dimensions3 for op: torch.ops.NS.OP.default"
    if (p.lit(" for op: ") && !trim(p.rest()).empty()) {
      a.op = std::string(trim(p.rest()));
      a.op_from = DecodedAssertion::OpFrom::kRankMessage;
      a.message = std::string(trim(l.substr(w)));
    }
    found = true;
  } else if (auto d = l.find("expected dtype "); d != std::string_view::npos) {
    // torch 2.15's assert_tensor_metadata: "RuntimeError: expected dtype torch.float32 but got torch.bfloat16"
    std::string_view rest = l.substr(d + 15);
    const size_t but = rest.find(" but got ");
    if (but != std::string_view::npos && but > 0 && !trim(rest.substr(but + 9)).empty()) {
      a.kind = DecodedAssertion::Kind::kDtype;
      a.expected_dtype = std::string(trim(rest.substr(0, but)));
      a.actual_dtype = std::string(trim(rest.substr(but + 9)));
      a.message = std::string(trim(l.substr(d)));
      found = true;
    }
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
  return found ? Clauses::kDone : Clauses::kBad;
}

}  // namespace stridecheck::failing_log_detail
