// Every combination of what a pasted log says (issue 38 item 2): the asserted tensor named or not, its op named (in
// the assert line, in "Error in op:", nowhere, or 'input'), sizes or strides differing, the message whole or cut. The
// answer made from the log alone is rendered for each, and a sentence that states as known what the log does not say,
// or that gives one fact another value than a sentence beside it, fails the test.
#include <doctest/doctest.h>

#include <regex>
#include <string>
#include <vector>

#include "report/text.h"
#include "triage/triage.h"

using namespace stridecheck;

namespace {

struct Combo {
  bool assert_line;    // the assert_size_stride(...) line stands above the message (with no frame)
  std::string buffer;  // "buf4", "primals_1"
  std::string op_in;   // "assert", "error-in-op", "none", "input"
  bool sizes;          // a size differs at dim 0 (else strides at dims 1 and 2)
  bool cut;            // the log ends inside the message
};

std::string log_of(const Combo& c) {
  const std::string op = "'torch.ops.mylib.norm.default'";
  std::string tag = c.op_in == "assert" ? ", " + op : c.op_in == "input" ? ", 'input'" : "";
  std::string log;
  if (c.assert_line) log += "    assert_size_stride(" + c.buffer + ", (8, 4, 16), (64, 16, 1)" + tag + ")\n";
  std::string message = c.sizes ? "AssertionError: expected size 6==8, stride 64==64 at dim=0"
                                : "AssertionError: expected size 4==4, stride 1==16 at dim=1; expected size 16==16, "
                                  "stride 4==1 at dim=2";
  if (c.cut) message = message.substr(0, message.find(" at dim=") + 4);  // "... at d": cut inside the first clause
  log += message + "\n";
  if (!c.cut && c.op_in == "error-in-op") log += "Error in op: torch.ops.mylib.norm.default\n";
  if (!c.cut && c.op_in == "input") log += "Error in op: input\n";
  return log;
}

std::string one_line(const std::string& text) { return std::regex_replace(text, std::regex("\\s+"), " "); }

}  // namespace

TEST_CASE("log truth: no sentence states what the log does not say, or contradicts another") {
  for (bool assert_line : {true, false})
    for (std::string buffer : {"buf4", "primals_1"})
      for (std::string op_in : {"assert", "error-in-op", "none", "input"})
        for (bool sizes : {false, true})
          for (bool cut : {false, true}) {
            if (!assert_line && (op_in == "assert" || buffer != "buf4")) continue;  // nothing names them then
            if (op_in == "input" && !assert_line) continue;
            Combo c{assert_line, buffer, op_in, sizes, cut};
            const std::string log = log_of(c);
            CAPTURE(log);
            TriageResult r;
            try {
              r = triage_text(log, "pasted.log", ReadOptions{});
            } catch (const std::exception& e) {
              FAIL("not read: " << e.what());
              continue;
            }
            REQUIRE(r.failures.size() == 1);
            const FailureAnalysis& f = r.failures[0];
            const std::string text = one_line(render_triage_text(r, TextStyle{}));
            CAPTURE(text);
            const bool op_named = !cut && (op_in == "error-in-op" || op_in == "assert");
            const bool op_known = op_named || (op_in == "assert" && assert_line);  // a cut message keeps the line's
            const bool input = op_in == "input" && !(cut && !assert_line);
            // what the tensor is: an op's output where bufN or an op names it, an input where tagged or named so
            if (input || (buffer == "primals_1" && !op_known))
              CHECK(f.facts.tensor == AssertedTensor::kGraphInput);
            else if ((buffer == "buf4" && assert_line) || op_known)
              CHECK(f.facts.tensor == AssertedTensor::kOpOutput);
            if (f.facts.tensor == AssertedTensor::kGraphInput) {  // no op made it: there is no failing op to name
              CHECK(text.find("the failing op") == std::string::npos);
              CHECK(text.find("which op it is") == std::string::npos);
            }
            if (f.facts.tensor != AssertedTensor::kOpOutput) {
              CHECK(text.find("Its output") == std::string::npos);
              CHECK(text.find("An output") == std::string::npos);
              CHECK(text.find("is an op's output") == std::string::npos);
            }
            if (f.facts.tensor != AssertedTensor::kUnknown) {
              CHECK(text.find("cannot tell") == std::string::npos);
              CHECK(text.find("an op's output or a graph input") == std::string::npos);
            }
            // the op: never "not named" where the log names it, never named where it does not
            if (op_known) {
              CHECK(text.find("op: (not named)") == std::string::npos);
              CHECK(text.find("names neither the failing op") == std::string::npos);
              CHECK(text.find("does not name the op") == std::string::npos);
              CHECK(text.find("mylib::norm") != std::string::npos);
            } else {
              CHECK(text.find("mylib::norm") == std::string::npos);
            }
            // sizes against strides: a size is another shape, strides alone another layout
            if (sizes && !cut) {
              CHECK(text.find("disagree on the output layout") == std::string::npos);
              CHECK(text.find("returned another layout") == std::string::npos);
              CHECK(text.find("predicted one layout") == std::string::npos);
            }
            if (!sizes) {
              CHECK(text.find("another shape") == std::string::npos);
              CHECK(text.find("sizes differ") == std::string::npos);
            }
            // a cut message: nothing rebuilt past the cut, and the cut said
            if (cut) {
              CHECK(text.find("rebuilt from the assert line") == std::string::npos);
              CHECK(text.find("ends inside its message") != std::string::npos);
            }
            // the first next step is no alternative to nothing
            CHECK(text.find("Next step: or") == std::string::npos);
          }
}
