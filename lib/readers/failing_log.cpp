#include "readers/failing_log.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/text.h"
#include "readers/failing_log_line.h"
#include "readers/line_prefix.h"
#include "readers/pysubset.h"
#include "readers/rank_streams.h"
#include "readers/run_environment.h"

namespace stridecheck {

bool looks_like_failing_log(std::string_view text) {
  return text.find("expected size ") != std::string_view::npos ||
         ((text.find(".stride() == (") != std::string_view::npos ||
           text.find(".size() == (") != std::string_view::npos) &&
          text.find("AssertionError") != std::string_view::npos) ||
         text.find("wrong number of dimensions") != std::string_view::npos ||
         text.find("bytes aligned. Fail due to") != std::string_view::npos ||
         (text.find("expected dtype ") != std::string_view::npos && text.find(" but got ") != std::string_view::npos) ||
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

namespace {

using namespace failing_log_detail;

// The kind of graph the traceback ran, from aot_autograd's runtime wrappers (torch/_functorch/_aot_autograd/
// runtime_wrappers.py): CompiledFunction.forward or its backward; runtime_wrapper alone is an inference graph.
TracebackGraph graph_of(const std::vector<TracebackFrame>& frames) {
  bool forward = false, runtime = false, engine = false;
  for (const auto& f : frames) {
    const bool wrappers = base_name(f.file) == "runtime_wrappers.py";
    if (wrappers &&
        (f.function == "backward" || f.function == "_backward_impl" || f.function == "call_compiled_backward"))
      return TracebackGraph::kBackward;
    forward |= wrappers && f.function == "forward";
    runtime |= wrappers && f.function == "runtime_wrapper";
    engine |= f.function == "_engine_run_backward";
  }
  if (forward) return TracebackGraph::kForward;
  if (engine) return TracebackGraph::kBackward;
  return runtime ? TracebackGraph::kInference : TracebackGraph::kUnknown;
}

// A frame of a generated module's call(), or of inductor's call of one (torch/_inductor/output_code.py).
bool in_compiled_graph(const std::vector<TracebackFrame>& frames) {
  for (const auto& f : frames) {
    std::string_view b = base_name(f.file);
    if ((b == "output_code.py" && f.function == "__call__") ||
        (f.function == "call" && b.starts_with("c") && b.ends_with(".py") && b.size() >= 40))
      return true;
  }
  return false;
}

int paren_balance(std::string_view s) {
  int depth = 0;
  for (char c : s) depth += c == '(' ? 1 : c == ')' ? -1 : 0;
  return depth;
}

DecodedAssertion::Kind kind_of_source(std::string_view src) {
  if (src.starts_with("assert_alignment(")) return DecodedAssertion::Kind::kAlignment;
  return legacy_assert(src) ? DecodedAssertion::Kind::kLegacy : DecodedAssertion::Kind::kSizeStride;
}

bool same_frame(const std::optional<TracebackFrame>& a, const std::optional<TracebackFrame>& b) {
  return !a || !b || (a->file == b->file && a->line == b->line);
}

// One rank's stream (or the whole log) read for its assertions, its lines numbered as the log's.
class StreamScan {
 public:
  StreamScan(const RankStream& s, const std::string& file, const Limits& limits) : s_(s), file_(file), limits_(limits) {
    for (std::string_view raw : split_lines(s.text)) clean_.push_back(strip_ansi(raw));
  }

  void run(FailingLog& log) {
    for (k_ = 0; k_ < clean_.size(); ++k_) step(log);
    finish(log);
  }

 private:
  int64_t at(size_t k) const { return s_.lines[k]; }
  std::string_view line(size_t k) const { return prefix_.strip(clean_[k]); }
  bool frame_or_traceback(size_t k) const {
    std::string_view t = trim(line(k));
    return t.starts_with("File \"") || t.starts_with("Traceback (most recent call last)");
  }

  void step(FailingLog& log) {
    std::string_view raw = clean_[k_];
    if (auto tb = raw.find("Traceback (most recent call last)"); tb != std::string_view::npos) {
      prefix_.learn(raw.substr(0, tb));
      frames_.clear();
      in_traceback_ = true;
      return;
    }
    std::string_view l = line(k_);
    if (auto fr = parse_frame(l, at(k_), file_)) {
      frames_.push_back(*fr);
      frame_k_ = frame_end_k_ = k_;
      return;
    }
    // the source line Python prints under a frame, indented (a line at column 0 is the exception's)
    if (!frames_.empty() && frame_k_ + 1 == k_ && frames_.back().source.empty() && !l.empty() &&
        (l[0] == ' ' || l[0] == '\t') && source_line(l)) {
      frame_end_k_ = k_;
      return;
    }
    if (last_ && k_ - last_k_ <= 6 && op_or_hint(l)) return;
    // an assert line pasted without the frame above it (alone, indented or prefixed): kept for the message after it
    if (std::string_view t = trim(l); t.starts_with("def call(")) in_module_ = true;
    if (std::string_view t = trim(l); is_any_assert(t)) {
      pending_line_ = at(k_);
      pending_ = assert_call(t);
      pending_k_ = k_;
      return;
    }
    // its exception line ends the traceback; one the log ends inside ("AssertionError: expe") leaves it cut
    const bool last = k_ + 1 == clean_.size();
    message_started_ = last && (l.starts_with("AssertionError") || std::string_view("AssertionError").starts_with(l));
    if (in_traceback_ && !l.empty() && l[0] != ' ' && l[0] != '\t' && !message_started_) in_traceback_ = false;
    DecodedAssertion a;
    a.log_line = at(k_);
    std::string joined(l);
    Clauses c = decode_assertion(joined, file_, at(k_), a);
    // a message re-wrapped over the next lines: joined back, one space where each line broke
    for (int n = 0; c == Clauses::kMore && n < 8 && k_ + 1 < clean_.size() && !frame_or_traceback(k_ + 1); ++n) {
      std::string_view next = trim(line(k_ + 1));
      if (next.empty()) break;
      joined = std::string(trim(joined)) + " " + std::string(next);
      ++k_;
      c = decode_assertion(joined, file_, at(k_), a);
    }
    if (c == Clauses::kMore && k_ + 1 == clean_.size()) a.cut = DecodedAssertion::Cut::kInMessage;
    if (c == Clauses::kBad && bare_assertion_error(l) && legacy_assert(source_of_message()))
      a.kind = DecodedAssertion::Kind::kLegacy, a.message = std::string(trim(l)), c = Clauses::kDone;
    if (c == Clauses::kBad || (c == Clauses::kMore && a.clauses.empty() && a.cut == DecodedAssertion::Cut::kNone))
      return;
    in_traceback_ = false;
    add(log, std::move(a));
  }

  // The source line Python prints under a frame; an assert call a reporter re-wrapped is joined back.
  bool source_line(std::string_view l) {
    std::string_view t = trim(l);
    if (t.empty() || t.find_first_not_of("^~ ") == std::string_view::npos) return false;
    frames_.back().source = assert_call(t);
    return true;
  }

  // A line as it stands; an assert call a reporter re-wrapped over the next lines joined back (k_ moved past them).
  std::string assert_call(std::string_view t) {
    std::string src(t);
    if (is_any_assert(src))
      for (int n = 0; paren_balance(src) > 0 && n < 6 && k_ + 1 < clean_.size() && !frame_or_traceback(k_ + 1); ++n) {
        std::string_view next = trim(line(k_ + 1));
        if (next.empty() || next.find("Error") != std::string_view::npos) break;
        src += (src.ends_with("(") ? "" : " ") + std::string(next);
        ++k_;
      }
    return src;
  }

  static bool bare_assertion_error(std::string_view l) {
    std::string_view t = trim(l);
    return t == "AssertionError" || t == "AssertionError:";
  }

  // The assert line a message at k_ belongs to: an assert line pasted alone just above it (a caret line between
  // them at most), else the asserting frame's source line; "" for none.
  bool pending_fresh() const { return !pending_.empty() && k_ - pending_k_ <= 2; }
  std::string source_of_message() const {
    const std::string own = frames_.empty() ? "" : asserting_frame(frames_).source;
    return pending_fresh() && (!is_any_assert(own) || pending_k_ > frame_k_) ? pending_ : own;
  }

  bool op_or_hint(std::string_view l) {
    if (auto op = l.find("Error in op: "); op != std::string_view::npos) {
      std::string named(trim(l.substr(op + 13)));
      if (named == "input") {  // torch 2.15 writes an input assert's tag there: a graph input, no op
        last_->input_tag = true;
        last_->op.clear();
        last_->op_from = DecodedAssertion::OpFrom::kNone;
      } else {
        last_->op = named;
        last_->op_from = DecodedAssertion::OpFrom::kErrorInOp;
      }
      last_k_ = k_;
      return true;
    }
    for (std::string_view hint : {"This error most often comes from", "Use torch.library.opcheck", "See https://"})
      if (auto h = l.find(hint); h != std::string_view::npos) {
        last_->hints.push_back(std::string(trim(l.substr(h))));
        last_k_ = k_;
        return true;
      }
    return false;
  }

  void add(FailingLog& log, DecodedAssertion a) {
    const bool pending = pending_fresh();
    if (!frames_.empty()) {
      const TracebackFrame& f = asserting_frame(frames_);
      const bool own_source = is_any_assert(f.source);
      // a frame that has its own assert line, above an assert line pasted alone, is an earlier traceback's
      if (!(pending && own_source && pending_k_ > frame_k_)) {
        (user_code_frame(f) ? a.outer_frame : a.frame) = f;
        if (own_source) a.source = f.source, a.source_line = f.log_line + 1;
      }
    }
    // an assert line the frame did not take as its own (pasted alone, or under a prefix that hid its indent)
    if (a.source.empty() && pending) a.source = pending_, a.source_line = pending_line_;
    pending_.clear();
    for (const auto& f : frames_)
      if (f.function == "<module>" && user_code_frame(f) && f.file.ends_with(".py")) {
        a.script = f.file;
        break;
      }
    a.in_backward = graph_of(frames_) == TracebackGraph::kBackward;
    a.graph = graph_of(frames_);
    if (s_.rank >= 0) a.ranks.push_back(s_.rank);
    parse_assert_source(a, file_, limits_);
    for (size_t i = first_; i < log.assertions.size(); ++i)
      if (log.assertions[i].message == a.message && same_frame(log.assertions[i].frame, a.frame)) {
        last_ = nullptr;
        return;
      }
    log.assertions.push_back(std::move(a));
    last_ = &log.assertions.back();
    last_k_ = k_;
  }

  // The stream ends inside a traceback: at the assert call (what its line shows is kept), or before it.
  void finish(FailingLog& log) {
    // the log ends at an assert line pasted alone (no message after it): read as far as it goes
    // (not a generated module's own assert line: a log of modules cut there is no failure)
    if (!pending_.empty() && !in_module_ && pending_k_ + 1 >= clean_.size() &&
        (frames_.empty() || pending_k_ > frame_k_)) {
      DecodedAssertion a;
      a.kind = kind_of_source(pending_);
      a.cut = DecodedAssertion::Cut::kBeforeMessage;
      a.log_line = at(clean_.size() - 1);
      k_ = clean_.size() - 1;
      add(log, std::move(a));
      return;
    }
    // a traceback whose header was not pasted still counts where the log ends at its last frame's source line
    const bool ends_at_frame = !frames_.empty() && frame_end_k_ + 1 >= clean_.size();
    if ((!in_traceback_ && !ends_at_frame) || frames_.empty()) return;
    const TracebackFrame& f = asserting_frame(frames_);
    if (is_any_assert(f.source)) {
      DecodedAssertion a;
      a.kind = kind_of_source(f.source);
      a.cut = message_started_ ? DecodedAssertion::Cut::kInMessage : DecodedAssertion::Cut::kBeforeMessage;
      a.log_line = at(clean_.size() - 1);
      k_ = clean_.size() - 1;
      add(log, std::move(a));
      return;
    }
    log.cuts.push_back(
        LogCut{at(clean_.size() - 1), frames_.back(), graph_of(frames_), in_compiled_graph(frames_), s_.rank});
  }

  const RankStream& s_;
  const std::string& file_;
  const Limits& limits_;
  std::vector<std::string> clean_;
  LinePrefix prefix_;
  std::vector<TracebackFrame> frames_;  // of the traceback being read
  bool in_traceback_ = false;
  bool message_started_ = false;  // the stream ends inside an AssertionError line that holds no clause yet
  size_t k_ = 0, frame_k_ = 0, last_k_ = 0;
  size_t frame_end_k_ = 0;  // the last line of the last frame (its source line's, where it has one)
  std::string pending_;     // an assert line read without a frame above it, until a message takes it
  bool in_module_ = false;  // a generated module's text was seen (TORCH_LOGS=output_code)
  size_t pending_k_ = 0;
  int64_t pending_line_ = 0;
  size_t first_ = 0;  // this stream's first assertion in the log's list
  DecodedAssertion* last_ = nullptr;

 public:
  void set_first(size_t first) { first_ = first; }
};

// The same failure on another rank: the same message (or, cut, the start of it) raised at the same line of a module
// of the same name, checking the same tensor.
bool same_failure(const DecodedAssertion& a, const DecodedAssertion& b) {
  if (a.kind != b.kind || a.buffer != b.buffer) return false;
  if (a.frame.has_value() != b.frame.has_value()) return false;
  if (a.frame && (base_name(a.frame->file) != base_name(b.frame->file) || a.frame->line != b.frame->line)) return false;
  if (a.cut == DecodedAssertion::Cut::kNone && b.cut == DecodedAssertion::Cut::kNone) return a.message == b.message;
  const auto& whole = a.message.size() >= b.message.size() ? a : b;
  const auto& part = &whole == &a ? b : a;
  return whole.message.starts_with(part.message);
}

// One failure per distinct assert, its ranks merged: the whole of it kept where a rank's copy was cut.
void merge_ranks(FailingLog& log) {
  std::vector<DecodedAssertion> merged;
  for (auto& a : log.assertions) {
    auto same =
        std::find_if(merged.begin(), merged.end(), [&](const DecodedAssertion& m) { return same_failure(m, a); });
    if (same == merged.end()) {
      merged.push_back(std::move(a));
      continue;
    }
    std::vector<int> ranks = same->ranks;
    ranks.insert(ranks.end(), a.ranks.begin(), a.ranks.end());
    if (same->cut != DecodedAssertion::Cut::kNone && a.cut == DecodedAssertion::Cut::kNone) *same = std::move(a);
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    same->ranks = ranks;
  }
  log.assertions = std::move(merged);
}

}  // namespace

FailingLog scan_failing_log(std::string_view text, const std::string& file, const Limits& limits) {
  FailingLog log;
  log.file = file;
  int64_t line_no = 0;
  for (std::string_view raw : split_lines(text))
    if (++line_no, raw.size() > limits.max_line_bytes)
      throw InputError(file, line_no,
                       "line of " + std::to_string(raw.size()) +
                           " bytes is over the limit max_line_bytes=" + std::to_string(limits.max_line_bytes));
  const StreamSplit split = split_rank_streams(text);
  log.rank_prefixed = split.prefixed;
  log.collided = split.collided;
  log.collided_ranks = split.collided_ranks;
  for (const auto& s : split.streams) {
    StreamScan scan(s, file, limits);
    scan.set_first(log.assertions.size());
    scan.run(log);
  }
  merge_ranks(log);
  log.environment = log_environment(text, file);
  return log;
}

}  // namespace stridecheck
