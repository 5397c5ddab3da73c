#include "report/fix_test.h"

#include <cctype>

#include "core/text.h"
#include "core/version.h"
#include "report/op_repro.h"

namespace stridecheck {

namespace {

std::string layouts_words(const FixShape& s) {
  return tuple_str(s.sizes) + (s.recorded_sizes ? " (the recorded sizes)" : "") +
         (s.other_call.empty() ? "" : " (another call of the op: " + s.other_call + ")") +
         (s.flipped.empty() ? "" : " (" + s.flipped + (s.flipped_to ? " True)" : " False)")) +
         (s.relaid == FixShape::Relaid::kChannelsLast ? ", channels-last"
          : s.relaid == FixShape::Relaid::kSwapped    ? ", last two dims swapped"
          : s.mixed                                   ? ", a mix of the graph's layouts and contiguous"
          : s.contiguous                              ? ", contiguous"
                                                      : ", the graph's layouts");
}

}  // namespace

const Fix* fix_to_test(const Answer& answer) {
  for (const auto& f : answer.fixes)
    if (!f.check.inputs.empty()) return &f;
  return nullptr;
}

std::string python_fix_test(const OpCall& c, const Fix& fix, const ReproRun& run) {
  if (fix.check.inputs.empty()) return "";
  const std::string dev = c.device().substr(0, c.device().find(':'));
  const std::string module = repro_module(run.module);
  std::string s = "\"\"\"" +
                  printable("Regression test for the layout of " + c.op + " (the op call " + c.id + " of " +
                                c.source.file + "), written by stridecheck " + kStridecheckVersion + ".",
                            400) +
                  "\n\n";
  s += "Its real kernel and its fake (what inductor asserts when it compiles a graph that calls it) run on the input\n"
       "sets below, and their outputs are compared as inductor's assert_size_stride compares them (sizes, and the\n"
       "strides of dims larger than 1). It fails while the fake and the kernel disagree (a compiled graph then dies\n"
       "of an AssertionError) and passes once the fake returns the kernel's layout (or the kernel the fake's).\n\n"
       "Run it where the module that registers the op imports: python -m pytest this_file.py\n\"\"\"\n";
  s += "import pytest\nimport torch\nfrom torch._C._dynamo.guards import assert_size_stride\n";
  s += "from torch._subclasses.fake_tensor import FakeTensorMode\n\n";
  if (!c.is_aten())
    s += python_comment(run.module.empty()
                            ? "Edit this import to name the module that registers " + c.op + ":"
                            : "The module stridecheck was given (--import " + run.module + "), which registers " +
                                  c.op + ": put its folder on PYTHONPATH, or edit the import.") +
         "import " + module + "  # noqa: F401\n\n";
  s += "device = " + python_string_literal(dev) + "\n";
  if (dev != "cpu")
    s += "pytestmark = pytest.mark.skipif(not getattr(torch, device).is_available(), reason=" +
         python_string_literal("needs a " + dev + " device, where the graph ran the op") + ")\n";
  s += "\n\ndef op():\n    return " + python_op_handle(c) + "\n\n\n";
  s += "def storage(elements, dtype):\n    n = max(elements, 1)\n";
  s += "    if dtype.is_complex or dtype.is_floating_point:\n        return torch.randn(n, device=device).to(dtype)\n";
  s += "    return torch.zeros(n, dtype=dtype, device=device)\n\n\n";
  s += "def layouts(result):\n    if isinstance(result, torch.Tensor):\n        return {'result': result}\n";
  s += "    return {f'result[{i}]': r for i, r in enumerate(result) if isinstance(r, torch.Tensor)}\n\n\n";
  std::vector<std::string> names;
  for (const auto& v : fix.check.inputs) {
    std::string id = v.id;
    for (char& ch : id)
      if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    auto code = python_op_inputs(v.call, "inputs_" + id);
    if (!code.problems.empty()) continue;
    std::string words;
    for (const auto& sh : fix.check.verified_on)
      if (sh.id == v.id) words = layouts_words(sh);
    for (const auto& sh : fix.check.failed_on)
      if (sh.id == v.id) words = layouts_words(sh);
    s += python_comment(words.empty() ? v.id : words) + code.function + "\n\n";
    names.push_back(id);
  }
  if (names.empty()) return "";
  s += "INPUT_SETS = {\n";
  for (const auto& n : names) s += "    " + python_string_literal(n) + ": inputs_" + n + ",\n";
  s += "}\n\n\n";
  s += "@pytest.mark.parametrize('name', list(INPUT_SETS))\n";
  s += "def test_fake_returns_the_kernels_layout(name):\n";
  s += "    args, kwargs = INPUT_SETS[name]()\n    real = layouts(op()(*args, **kwargs))\n";
  s += "    with FakeTensorMode():\n        args, kwargs = INPUT_SETS[name]()\n";
  s += "        fake = layouts(op()(*args, **kwargs))\n";
  s += "    assert real.keys() == fake.keys()\n";
  s += "    for out, r in real.items():\n        f = fake[out]\n";
  s += "        # the kernel's layout against the fake's, as a compiled graph's assert checks it\n";
  s += "        assert_size_stride(r, tuple(f.shape), tuple(f.stride()))\n";
  return s;
}

}  // namespace stridecheck
