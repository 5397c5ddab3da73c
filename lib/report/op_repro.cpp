#include "report/op_repro.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "core/text.h"
#include "core/version.h"
#include "layout/dtype.h"
#include "report/ops.h"

namespace stridecheck {

namespace {

bool identifier(const std::string& s) {
  static const std::set<std::string> keywords{"False",  "None",   "True",    "and",      "as",       "assert", "async",
                                              "await",  "break",  "class",   "continue", "def",      "del",    "elif",
                                              "else",   "except", "finally", "for",      "from",     "global", "if",
                                              "import", "in",     "is",      "lambda",   "nonlocal", "not",    "or",
                                              "pass",   "raise",  "return",  "try",      "while",    "with",   "yield"};
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0])) || keywords.count(s)) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// The op's parts as torch.ops spells it: ("sctest", "attn", "default").
struct OpName {
  std::string ns, name, overload;
  bool identifiers = false;  ///< each part a Python identifier: torch.ops.NS.NAME.OVERLOAD can be written
};

OpName op_name(const OpCall& c) {
  OpName n;
  const size_t colons = c.op.find("::");
  n.ns = c.ns();
  const std::string rest = colons == std::string::npos ? c.op : c.op.substr(colons + 2);
  const size_t dot = rest.find('.');
  n.name = rest.substr(0, dot);
  n.overload = dot == std::string::npos ? "default" : rest.substr(dot + 1);
  n.identifiers = identifier(n.ns) && identifier(n.name) && identifier(n.overload);
  return n;
}

std::string py_number(double f) {
  if (std::isnan(f)) return "float(\"nan\")";
  if (std::isinf(f)) return f > 0 ? "float(\"inf\")" : "float(\"-inf\")";
  return python_float_literal(f);
}

// The few spellings of a dtype, layout, memory format, device or complex number a graph writes as an argument,
// as Python the script can run; nullopt for anything else (the script then says it cannot rebuild the call).
std::optional<std::string> unknown_value(const std::string& text) {
  static const std::set<std::string> names{"strided",          "sparse_coo",        "channels_last",
                                           "channels_last_3d", "contiguous_format", "preserve_format"};
  if (text.starts_with("torch.")) {
    const std::string name = text.substr(6);
    if (auto d = find_dtype(name); d && d->name == name) return "torch." + name;
    if (names.count(name)) return "torch." + name;
    return std::nullopt;
  }
  if (text.starts_with("device(type='")) return std::string("torch.device(device)");  // the recorded device
  const bool complex_literal =
      text.size() > 1 && text.back() == 'j' && text.find_first_not_of("0123456789.e+-j") == std::string::npos;
  if (complex_literal) return "complex(" + python_string_literal(text) + ")";
  return std::nullopt;
}

// How the script builds the call's arguments: one storage per graph buffer, the views, the other values.
struct Inputs {
  std::string body;                   ///< the lines of inputs()
  std::vector<std::string> args;      ///< positional, as Python
  std::vector<std::string> kwargs;    ///< "name=value"
  std::vector<std::string> problems;  ///< what cannot be rebuilt
};

std::string value_code(const Arg& a, const ArgValue& v, const std::map<std::string, std::string>& storage_var,
                       std::vector<std::string>& problems) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: return "None";
    case ArgValue::Kind::kBool: return v.b ? "True" : "False";
    case ArgValue::Kind::kInt:
      if (v.i.value) return std::to_string(*v.i.value);
      problems.push_back(a.name + " is the symbolic " + v.i.str());
      return "None";
    case ArgValue::Kind::kFloat: return py_number(v.f);
    case ArgValue::Kind::kString: return python_string_literal(v.text);
    case ArgValue::Kind::kList: {
      std::vector<std::string> items;
      for (const auto& i : v.items) {
        if (i.is_tensor()) problems.push_back(a.name + " is a list of tensors");
        items.push_back(i.is_tensor() ? "None" : value_code(a, i, storage_var, problems));
      }
      return "[" + join(items, ", ") + "]";
    }
    case ArgValue::Kind::kTensor: {
      auto l = v.tensor.concrete();
      auto it = storage_var.find(storage_key(a.name, v.tensor));
      if (!l || it == storage_var.end()) {
        problems.push_back(a.name + "'s layout is not known");
        return "None";
      }
      return it->second + ".as_strided(" + tuple_str(l->sizes) + ", " + tuple_str(l->strides) + ", " +
             std::to_string(l->storage_offset) + ")";
    }
    case ArgValue::Kind::kUnknown:
      if (auto code = unknown_value(v.text)) return *code;
      problems.push_back(a.name + " is " + v.text + " as the graph wrote it");
      return "None";
  }
  return "None";
}

Inputs inputs_of(const OpCall& c) {
  Inputs in;
  std::map<std::string, std::string> storage_var;
  int n = 0;
  for (const auto& [key, need] : storages_of(c.args, nullptr)) {
    const std::string var = "s" + std::to_string(n++);
    storage_var[key] = var;
    in.body += "    " + var + " = storage(" + std::to_string(need.elements) + ", torch." + need.dtype + ")  # " +
               printable(key.substr(0, key.rfind('/')), 80) + "\n";
  }
  for (const auto& a : c.args) {
    const std::string code = value_code(a, a.value, storage_var, in.problems);
    if (a.name.starts_with("#"))
      in.args.push_back(code);
    else if (identifier(a.name))
      in.kwargs.push_back(a.name + "=" + code);
    else
      in.problems.push_back("the keyword " + printable(a.name, 40) + " is not a Python name");
  }
  return in;
}

// The sample inputs of opcheck: the recorded layouts, with a batch of 1 made 2 and each middle dim whose size is a
// multiple of 128 made 72 longer (degenerate dims hid these bugs upstream); "" when the recorded ones have none.
std::string sample_remap(const OpCall& c, std::vector<std::string>& changed) {
  std::vector<Layout> tensors;
  for (const auto& a : c.args)
    if (a.value.is_tensor())
      if (auto l = a.value.tensor.concrete(); l && l->rank() >= 2) tensors.push_back(*l);
  if (tensors.empty()) return "";
  std::map<int64_t, int64_t> middle;
  bool batch1 = true;
  for (const auto& l : tensors) {
    batch1 = batch1 && l.sizes[0] == 1;
    for (size_t d = 1; d + 1 < l.rank(); ++d)
      if (l.sizes[d] >= 128 && l.sizes[d] % 128 == 0) middle[l.sizes[d]] = l.sizes[d] + 72;
  }
  if (!batch1 && middle.empty()) return "";
  if (batch1) changed.push_back("batch 1 -> 2");
  std::vector<std::string> pairs;
  for (const auto& [from, to] : middle) {
    pairs.push_back(std::to_string(from) + ": " + std::to_string(to));
    changed.push_back("size " + std::to_string(from) + " -> " + std::to_string(to));
  }
  return "BATCH = " + std::string(batch1 ? "2" : "None") + "\nMIDDLE = {" + join(pairs, ", ") + "}\n";
}

// The script's top: what it reproduces and needs, its imports (the user's module for a custom op), and the checks
// that end it with a message, not a traceback, where the device, the module or the op is missing.
std::string header(const OpCall& c, const OpVerdict* v, const ReproRun& run, const OpName& n, const std::string& dev) {
  const std::string recorded = c.device();
  const std::string op_text = printable(c.op, 200);
  const bool custom = !c.is_aten();
  std::string s = "#!/usr/bin/env python3\n";
  s += python_comment("Reproduces " + op_text + " (" + (custom ? "a custom op" : "an aten op") + ") of graph " +
                      c.source.graph + " (" + c.source.file + ":" + std::to_string(c.source.line) +
                      ") without the compiled graph or stridecheck: the op's inputs are rebuilt on the layouts the "
                      "graph passed them (one storage per graph buffer, as_strided views), the real op runs, and the "
                      "same op runs under FakeTensorMode (its fake/meta kernel: what inductor asserts when it "
                      "compiles the graph). Both layouts are printed and compared as inductor's assert_size_stride "
                      "compares them; the script exits 1 when they differ.");
  if (v && v->fake.state == ContractState::kBreaks)
    s += "# stridecheck found: its kernel and its fake disagree on these layouts; this fails there.\n";
  else if (v && v->fake.state == ContractState::kSafe)
    s += "# stridecheck found: its kernel and its fake agree on these layouts; this passes.\n";
  else
    s += python_comment(std::string("stridecheck did not judge its fake here") +
                        (v && v->kernel_broke_graph ? std::string(" (its kernel broke the graph's assert") +
                                                          (v->from_log ? " in the failing run)" : ")")
                                                    : std::string()) +
                        ": this tells whether its kernel and its fake disagree.");
  s += python_comment("Needs: " + std::string(dev == "cpu" ? "the CPU" : "a " + dev + " device") +
                      " (the graph ran this op on " + recorded + ") and torch with " + op_text +
                      (custom ? ", registered by your module (the import below)" : "") +
                      ". Without them it exits saying which is missing.");
  if (!run.torch.empty())
    s += python_comment((run.failed ? "The failing run: torch " : "The run that compiled the graph: torch ") +
                        run.torch + (run.torch_where.empty() ? "" : " (" + run.torch_where + ")") + ".");
  s += "# Made by stridecheck " + std::string(kStridecheckVersion) + ". Run: python3 this_file.py\n";
  s += "import sys\n\nimport torch\nfrom torch._C._dynamo.guards import assert_size_stride\n";
  s += "from torch._subclasses.fake_tensor import FakeTensorMode\n\n";
  if (custom) {
    const std::string what = "the module that registers " + op_short_name(c);
    const std::string module = repro_module(run.module);
    s += python_comment(run.module.empty()
                            ? "Edit this import to name " + what + " (stridecheck never imports what an input names):"
                            : "The module stridecheck was given (--import " + run.module + "), " + what +
                                  ": on another machine, put its folder on PYTHONPATH or edit the import.");
    s += "try:\n    import " + module + "  # " + printable(what, 160) + "\n";
    s += "except ImportError as e:\n    sys.exit(" +
         python_string_literal("this repro needs " + what + ": edit the line 'import " + module + "' to import it (") +
         " + str(e) + \")\")\n\n";
  }
  s += "device = " + python_string_literal(dev) + "\n";
  if (dev != "cpu")
    s += "if not getattr(torch, device, None) or not getattr(torch, device).is_available():\n    sys.exit(" +
         python_string_literal("this repro needs a " + std::string(dev == "cuda" ? "CUDA" : dev) +
                               " device: the graph ran " + c.op + " on " + recorded + ", and this machine has ") +
         "\n             f\"none (torch {torch.__version__})\")\n";
  s += "OP = (" + python_string_literal(n.ns) + ", " + python_string_literal(n.name) + ", " +
       python_string_literal(n.overload) + ")\n";
  s += "try:\n    op = getattr(getattr(getattr(torch.ops, OP[0]), OP[1]), OP[2])\n";
  s += "except (AttributeError, RuntimeError):\n    sys.exit(f\"this repro needs " +
       std::string(custom ? "{OP[0]}::{OP[1]}.{OP[2]} registered (by the module imported above)"
                          : "torch with aten::{OP[1]}.{OP[2]}") +
       ", which torch {torch.__version__} does not have here\")\n";
  s += "print(f\"torch {torch.__version__} on {device}\")\n\n\n";
  return s;
}

// storage(), layouts() and inputs(): the recorded inputs rebuilt, real or fake (under FakeTensorMode).
std::string inputs_part(const OpCall& c, const Inputs& in) {
  std::string s = "def storage(elements, dtype):\n    n = max(elements, 1)\n";
  s += "    if dtype.is_complex:\n        return torch.randn(n, dtype=dtype, device=device)\n";
  s += "    if dtype.is_floating_point:\n        return torch.randn(n, device=device).to(dtype)\n";
  s += "    return torch.zeros(n, dtype=dtype, device=device)\n\n\n";
  s += "def layouts(result):\n    \"\"\"The op's tensor results by the names stridecheck gives them.\"\"\"\n";
  s += "    if isinstance(result, torch.Tensor):\n        return {'result': result}\n";
  s += "    return {f'result[{i}]': r for i, r in enumerate(result) if isinstance(r, torch.Tensor)}\n\n\n";
  s += "def inputs():\n    \"\"\"The call's arguments as the graph passed them: (args, kwargs).\"\"\"\n";
  s += "    torch.manual_seed(0)\n" + in.body;
  s += "    return [" + join(in.args, ", ") + "], dict(" + join(in.kwargs, ", ") + ")\n\n\n";
  s += "# what the compiled graph asserts about each output (sizes, strides): its fake's layout when it was compiled\n";
  s += "EXPECTED = {\n";
  for (const auto& e : c.expected_outputs) {
    auto sz = known_values(e.sizes), st = known_values(e.strides);
    if (sz && st) s += "    " + python_string_literal(e.name) + ": (" + tuple_str(*sz) + ", " + tuple_str(*st) + "),\n";
  }
  return s + "}\n\n";
}

// The real op against the same op under FakeTensorMode, output by output.
std::string compare_part() {
  std::string s = "failures = 0\nargs, kwargs = inputs()\nreal = layouts(op(*args, **kwargs))\n";
  s += "with FakeTensorMode():\n    args, kwargs = inputs()\n    fake = layouts(op(*args, **kwargs))\n";
  s += "for name, r in real.items():\n";
  s += "    print(f'kernel  {name:12} {tuple(r.shape)} strides {r.stride()}')\n";
  s += "    f = fake.get(name)\n";
  s += "    if f is None:\n        continue\n";
  s += "    print(f'fake    {name:12} {tuple(f.shape)} strides {f.stride()}')\n";
  s += "    if name in EXPECTED:\n";
  s += "        print(f'graph   {name:12} {EXPECTED[name][0]} strides {EXPECTED[name][1]} (the compiled graph\\'s "
       "assert)')\n";
  s += "    try:\n        assert_size_stride(r, tuple(f.shape), tuple(f.stride()))\n";
  s += "        print(f'{name}: the kernel and its fake agree')\n";
  s += "    except AssertionError as e:\n        failures += 1\n";
  s += "        print(f'{name}: the kernel and its fake differ: AssertionError: {str(e).splitlines()[0]}')\n";
  return s;
}

// torch.library.opcheck on sample inputs with no degenerate dims (a custom op's), and whether it compares strides
// where stridecheck probed the user's torch.
std::string opcheck_part(const OpCall& c, const OpName& n, const OpcheckFinding& probe) {
  std::vector<std::string> changed;
  const std::string remap = sample_remap(c, changed);
  const std::string torch = probe.torch.empty() ? "this torch" : "torch " + probe.torch;
  std::string strides =
      probe.probe == OpcheckProbe::kChecksStrides
          ? "stridecheck probed " + torch + ": its opcheck compares a fake's strides with its kernel's on " +
                probe.device + ", so this fails on a wrong fake too"
      : probe.probe == OpcheckProbe::kIgnoresStrides
          ? "stridecheck probed " + torch + ": its opcheck does not compare a fake's strides with its kernel's on " +
                probe.device +
                " (it passed a throwaway op whose fake is wrong on purpose), so the real-against-fake "
                "comparison above is what fails on a wrong fake"
          : "whether this torch's opcheck compares strides was not probed (stridecheck probes it with --import of "
            "the op's module), so the real-against-fake comparison above is what fails on a wrong fake";
  std::string s = "\n" + python_comment(
                             "torch.library.opcheck on sample inputs with no degenerate dims (batch > 1, sequence "
                             "lengths not multiples of 128): degenerate dims hid these bugs upstream. It checks the "
                             "schema, the autograd registration and the fake's shapes; " +
                             strides + ".");
  s += "def sample():\n    args, kwargs = inputs()\n";
  if (remap.empty()) s += "    # the recorded layouts: they have no degenerate dims\n";
  if (!remap.empty()) {
    s += python_comment("the recorded layouts, resized (" + join(changed, ", ") +
                        "), in the same dim order; an op whose other arguments name these sizes may refuse them: "
                        "pass your own");
    for (const auto& line : split(remap, '\n'))
      if (!line.empty()) s += "    " + line + "\n";
    s += "    def resized(t):\n        if not isinstance(t, torch.Tensor) or t.dim() < 2:\n            return t\n";
    s += "        sizes = [BATCH if BATCH and d == 0 else MIDDLE.get(x, x) if 0 < d < t.dim() - 1 else x\n";
    s += "                 for d, x in enumerate(t.shape)]\n";
    s += "        order = sorted(range(t.dim()), key=lambda d: -t.stride(d))\n";
    s += "        return torch.randn([sizes[d] for d in order], device=device).to(t.dtype).permute(\n";
    s += "            [order.index(d) for d in range(t.dim())])\n";
    s += "    args, kwargs = [resized(a) for a in args], {k: resized(v) for k, v in kwargs.items()}\n";
  }
  s += "    return tuple(args), kwargs\n\n\n";
  s += "sample_args, sample_kwargs = sample()\n";
  s += "try:\n    print('opcheck:', torch.library.opcheck(" +
       std::string(n.identifiers ? "torch.ops." + n.ns + "." + n.name + "." + n.overload : "op") +
       ", sample_args, sample_kwargs))\n";
  s += "except Exception as e:  # the op's registration is broken: a failure of its own\n";
  s += "    failures += 1\n    print(f'opcheck: {type(e).__name__}: {e}')\n";
  return s;
}

}  // namespace

// The name a script imports for `given` (--import: a module name, or a .py path whose file name is the module's);
// the placeholder without one, or with a name Python could not import.
std::string repro_module(const std::string& given) {
  std::string m = given;
  if (m.ends_with(".py")) m = m.substr(0, m.size() - 3);
  if (auto slash = m.rfind('/'); slash != std::string::npos) m = m.substr(slash + 1);
  const bool name = !m.empty() && std::all_of(m.begin(), m.end(), [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.';
  }) && !std::isdigit(static_cast<unsigned char>(m.front()));
  return name ? m : std::string(kReproModule);
}

OpInputsCode python_op_inputs(const OpCall& c, const std::string& name) {
  const Inputs in = inputs_of(c);
  OpInputsCode out;
  out.problems = in.problems;
  out.function = "def " + name + "():\n    torch.manual_seed(0)\n" + in.body + "    return [" + join(in.args, ", ") +
                 "], dict(" + join(in.kwargs, ", ") + ")\n";
  return out;
}

std::string python_op_handle(const OpCall& c) {
  const OpName n = op_name(c);
  if (n.identifiers) return "torch.ops." + n.ns + "." + n.name + "." + n.overload;
  return "getattr(getattr(getattr(torch.ops, " + python_string_literal(n.ns) + "), " + python_string_literal(n.name) +
         "), " + python_string_literal(n.overload) + ")";
}

std::string python_op_repro(const OpCall& c, const OpVerdict* v, const ReproRun& run, const OpcheckFinding& opcheck) {
  const OpName n = op_name(c);
  const std::string recorded = c.device();
  const std::string dev = recorded.substr(0, recorded.find(':'));
  const Inputs in = inputs_of(c);
  std::string s = header(c, v, run, n, dev);
  if (!in.problems.empty())
    return s + "sys.exit(" +
           python_string_literal("this repro cannot rebuild the call's arguments: " + join(in.problems, "; ")) + ")\n";
  s += inputs_part(c, in) + compare_part();
  if (!c.is_aten()) s += opcheck_part(c, n, opcheck);
  s += "if failures:\n    sys.exit(f'{failures} check(s) failed (above): where the kernel and its fake differ, a "
       "graph compiled with this fake fails its stride assert')\n";
  s += "print('the kernel and its fake agree on every output')\n";
  return s;
}

}  // namespace stridecheck
