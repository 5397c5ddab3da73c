#include "report/repro.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "core/text.h"
#include "core/version.h"
#include "layout/dtype.h"
#include "report/op_repro.h"

namespace stridecheck {

namespace {

std::string py_tuple(const std::vector<int64_t>& v) { return tuple_str(v); }

std::string py_float(double f) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", f);
  std::string s = buf;
  if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
  return s;
}

std::string py_value(const ArgValue& v) {
  switch (v.kind) {
    case ArgValue::Kind::kNone: return "None";
    case ArgValue::Kind::kBool: return v.b ? "True" : "False";
    case ArgValue::Kind::kInt: return v.i.value ? std::to_string(*v.i.value) : "None";
    case ArgValue::Kind::kFloat: return py_float(v.f);
    default: return "None";
  }
}

// A Python string literal of `s`: double-quoted, backslashes, quotes and control bytes escaped, so that text from
// an input is data in the script, never code.
std::string py_str(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if (c == '\\' || c == '"') {
      out += '\\';
      out += ch;
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

std::string ident(const std::string& name) {
  std::string out;
  for (char c : name) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  return out;
}

// The forward and backward calls of one backend, as Python, in terms of the script's variables.
std::string backend_function(Backend b, bool backward) {
  std::string f = "def run_" + std::string(backend_name(b)) +
                  "(query, key, value, attn_bias=None, grad_out=None, OUT=None, LSE=None):\n";
  switch (b) {
    case Backend::kCudnn:
      f += "    o = aten._scaled_dot_product_cudnn_attention(query, key, value, attn_bias, True, dropout_p, is_causal, "
           "False, scale=scale)\n";
      if (!backward)
        return f + "    return {'out': o[0], 'logsumexp': o[1], 'philox_seed': o[6], 'philox_offset': o[7]}\n";
      f +=
          "    g = aten._scaled_dot_product_cudnn_attention_backward(grad_out, query, key, value, recorded(OUT, o[0]), "
          "recorded(LSE, o[1]), o[6], o[7], attn_bias, o[2], o[3], o[4], o[5], dropout_p, is_causal, scale=scale)\n";
      break;
    case Backend::kFlash:
      f += "    o = aten._scaled_dot_product_flash_attention(query, key, value, dropout_p, is_causal, False, "
           "scale=scale)\n";
      if (!backward) return f + "    return {'out': o[0], 'logsumexp': o[1], 'rng_state': o[6], 'unused': o[7]}\n";
      f +=
          "    g = aten._scaled_dot_product_flash_attention_backward(grad_out, query, key, value, recorded(OUT, o[0]), "
          "recorded(LSE, o[1]), o[2], o[3], o[4], o[5], dropout_p, is_causal, o[6], o[7], scale=scale)\n";
      break;
    case Backend::kEfficient:
      f += "    o = aten._scaled_dot_product_efficient_attention(query, key, value, attn_bias, True, dropout_p, "
           "is_causal, "
           "scale=scale)\n";
      if (!backward)
        return f + "    return {'out': o[0], 'logsumexp': o[1], 'philox_seed': o[2], 'philox_offset': o[3]}\n";
      f +=
          "    g = aten._scaled_dot_product_efficient_attention_backward(grad_out, query, key, value, attn_bias, "
          "recorded(OUT, o[0]), recorded(LSE, o[1]), o[2], o[3], dropout_p, [True, True, True, attn_bias is not None], "
          "is_causal, scale=scale)\n";
      break;
    case Backend::kFlashCpu:
      f += "    o = aten._scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p, is_causal, "
           "attn_mask=attn_bias, scale=scale)\n";
      if (!backward) return f + "    return {'out': o[0], 'logsumexp': o[1]}\n";
      f += "    g = aten._scaled_dot_product_flash_attention_for_cpu_backward(grad_out, query, key, value, "
           "recorded(OUT, "
           "o[0]), recorded(LSE, o[1]), dropout_p, is_causal, attn_mask=attn_bias, scale=scale)\n";
      break;
    case Backend::kMath:
    case Backend::kOverrideable:
      f += "    q, k, v = (t.detach().requires_grad_(" + std::string(backward ? "True" : "False") +
           ") for t in (query, key, value))\n";
      f += "    o = aten._scaled_dot_product_attention_math(q, k, v, attn_bias, dropout_p, is_causal, None, "
           "scale=scale, "
           "enable_gqa=q.shape[1] != k.shape[1])\n";
      if (!backward) return f + "    return {'out': o[0]}\n";
      f += "    g = torch.autograd.grad(o[0], (q, k, v), grad_out)\n";
      break;
  }
  return f + "    return {'grad_query': g[0], 'grad_key': g[1], 'grad_value': g[2]}\n";
}

// The aten ops the script calls for backend `b` (its backend_function).
std::vector<std::string> backend_ops(Backend b, bool backward) {
  std::string op;
  switch (b) {
    case Backend::kCudnn: op = "_scaled_dot_product_cudnn_attention"; break;
    case Backend::kFlash: op = "_scaled_dot_product_flash_attention"; break;
    case Backend::kEfficient: op = "_scaled_dot_product_efficient_attention"; break;
    case Backend::kFlashCpu: op = "_scaled_dot_product_flash_attention_for_cpu"; break;
    case Backend::kMath:
    case Backend::kOverrideable: return {"_scaled_dot_product_attention_math"};
  }
  if (!backward) return {op};
  return {op, op + "_backward"};
}

// What the script runs: where, which backends, and what stridecheck found.
struct Plan {
  std::string recorded_device;  ///< as the graph gives it: "cuda:0"
  std::string device;           ///< as the script names it: "cuda"
  bool backward = false;
  bool graph_breaks = false;
  std::vector<Backend> backends;  ///< the graph's own first, then every contract breaker
  std::vector<Backend> contract;  ///< backends whose kernel breaks its own meta
  std::vector<std::string> contract_names;
  std::string impl;  ///< the Python implementation that served the graph's own kernel (--kernel-impl)
};

Plan plan_of(const CallSite& site, const SiteVerdict* verdict) {
  Plan p;
  p.backward = site.direction == Direction::kBackward;
  p.recorded_device = call_site_device(site);
  p.device = p.recorded_device.substr(0, p.recorded_device.find(':'));
  if (verdict)
    for (const auto& c : verdict->contracts)
      if (c.primary.state == ContractState::kBreaks) p.contract.push_back(c.backend);
  p.graph_breaks = verdict && verdict->recorded_broke_graph;
  if (const BackendRun* r = verdict ? verdict->swapped_run(site.backend) : nullptr) p.impl = r->impl;
  p.backends = {site.backend};
  for (Backend b : p.contract) {
    if (b != site.backend) p.backends.push_back(b);
    p.contract_names.emplace_back(backend_name(b));
  }
  return p;
}

// `text` as Python comment lines of at most 116 columns, split at spaces (control bytes shown as \xNN: a newline in
// an input's text cannot end the comment).
std::string comment(const std::string& text) {
  std::string out, line = "#";
  for (const auto& word : split(printable(text, 4000), ' ')) {
    if (word.empty()) continue;
    if (line.size() > 1 && line.size() + 1 + word.size() > 116) {
      out += line + "\n";
      line = "#";
    }
    line += " " + word;
  }
  return out + line + "\n";
}

// "# Needs: ..." and "# The failing run: ...": what running the script takes, at its top.
std::string needs_comment(const Plan& p, const ReproRun& run) {
  std::vector<std::string> ops;
  for (Backend b : p.backends)
    for (const auto& op : backend_ops(b, p.backward)) ops.push_back("aten." + op);
  std::string dev = p.device == "cpu"    ? std::string("the CPU")
                    : p.device == "cuda" ? std::string("a CUDA GPU")
                                         : "a " + p.device + " device";
  std::string s = comment("Needs: " + dev + " (the graph ran this op on " + p.recorded_device +
                          ") and torch with the ops it calls: " + join(ops, ", ") +
                          ". Without them it exits saying which is missing.");
  std::string gpu = run.gpu.empty() ? std::string() : " on " + run.gpu;
  if (!run.capability.empty())
    gpu += (run.gpu.empty() ? std::string(" on a GPU") : std::string()) + " of compute capability " + run.capability;
  const std::string who = run.failed ? "The failing run" : "The run that compiled the graph";
  if (!run.torch.empty())
    s += comment(who + ": torch " + run.torch + (run.torch_where.empty() ? "" : " (" + run.torch_where + ")") + gpu +
                 ". Its layouts are that torch's: run this under it, or under the release you report against.");
  else
    s += comment(who + gpu + ": its torch is not in its input. Run this under " +
                 (run.failed ? "the torch that failed" : "that torch") +
                 " (python -m torch.utils.collect_env names it).");
  return s;
}

// The run's kernel was a Python implementation (--kernel-impl): the script imports the module that registers it and
// activates it, as the run did, or ends with a message saying what it lacks.
std::string swap_in(const Plan& p, const ReproRun& run) {
  if (p.impl.empty()) return "";
  std::string s = "\n" + comment("The graph's kernel was " + p.impl +
                                 ", a Python implementation swapped in through torch's flash "
                                 "attention registry: the module that registers it is imported and it is "
                                 "activated, as in the run.");
  if (!run.module.empty()) {
    const std::string module = repro_module(run.module);
    s += "try:\n    import " + module + "  # registers " + printable(p.impl, 80) + "\n";
    s += "except ImportError as e:\n";
    s += "    sys.exit(" +
         py_str("this repro needs the module that registers " + p.impl + " (" + module + ", from " + run.module +
                ") on the Python path: ") +
         " + str(e))\n";
  }
  s += "if not hasattr(torch.nn.attention, \"activate_flash_attention_impl\"):\n";
  s += "    sys.exit(f\"this repro needs torch with torch.nn.attention.activate_flash_attention_impl, which torch \"\n";
  s += "             f\"{torch.__version__} does not have\")\n";
  s += "torch.nn.attention.activate_flash_attention_impl(" + py_str(p.impl) + ")\n";
  return s;
}

// The script's top: what it reproduces and needs, its imports, and the checks that end it with a message (not a
// traceback) where the device or an op is missing.
std::string header(const CallSite& site, const Plan& p, const ReproRun& run) {
  std::string s = "#!/usr/bin/env python3\n";
  // input text in a comment: printable() shows a newline as \x0a, so it cannot end the comment
  s += "# Reproduces " + printable(site.op, 200) + " of graph " + printable(site.source.graph, 200) + " (" +
       printable(site.source.file, 400) + ":" + std::to_string(site.source.line) + ")\n";
  s += "# without the compiled graph or stridecheck: the inputs are rebuilt exactly as the graph passed them, the\n";
  s += "# graph's op runs and every output the graph asserts is checked with inductor's own assert_size_stride;\n";
  s += "# each backend whose kernel breaks its own fake/meta prediction is run for real and under FakeTensorMode\n";
  s += "# (what inductor asserts had it chosen that backend), and the two are compared the same way.\n";
  if (!p.graph_breaks && p.contract.empty())
    s += "# stridecheck found nothing broken: this passes.\n";
  else
    s += "# stridecheck found: " + std::string(p.graph_breaks ? "the graph's own op breaks its asserts" : "") +
         (p.graph_breaks && !p.contract.empty() ? "; " : "") +
         (p.contract.empty() ? std::string() : "a kernel/meta disagreement in " + join(p.contract_names, ", ")) +
         "; this fails there.\n";
  s += needs_comment(p, run);
  s += "# Made by stridecheck " + std::string(kStridecheckVersion) + ". Run: python3 this_file.py\n";
  s += "import sys\n\nimport torch\nfrom torch._C._dynamo.guards import assert_size_stride\n";
  s += "from torch._subclasses.fake_tensor import FakeTensorMode\n\n";
  s += "aten = torch.ops.aten\ndevice = " + py_str(p.device) + "\n";
  const std::string what = site.op + " on " + p.recorded_device;
  if (p.device == "cuda") {
    s += "if not torch.cuda.is_available():\n";
    s += "    sys.exit(" + py_str("this repro needs a CUDA device: the graph ran " + what + ", and this machine has ") +
         "\n             f\"none (torch {torch.__version__}); run it on a machine with a CUDA GPU\")\n";
  } else if (p.device != "cpu") {
    s += "if not getattr(torch, device, None) or not getattr(torch, device).is_available():\n";
    s += "    sys.exit(" +
         py_str("this repro needs a " + p.device + " device: the graph ran " + what + ", and this machine has ") +
         "\n             f\"none (torch {torch.__version__})\")\n";
  }
  std::vector<std::string> ops;
  for (Backend b : p.backends)
    for (const auto& op : backend_ops(b, p.backward)) ops.push_back("'" + op + "'");
  s += "for op in (" + join(ops, ", ") + (ops.size() == 1 ? "," : "") + "):\n";
  s += "    if not hasattr(aten, op):\n";
  s += "        sys.exit(f\"this repro needs torch with aten.{op}, which torch {torch.__version__} does not have\")\n";
  s += swap_in(p, run);
  if (p.device == "cuda")
    s += "print(f\"torch {torch.__version__} on {torch.cuda.get_device_name()} (compute capability \"\n"
         "      f\"{'.'.join(map(str, torch.cuda.get_device_capability()))})\")\n\n\n";
  else
    s += "print(f\"torch {torch.__version__} on {device}\")\n\n\n";
  return s;
}

// storage() and recorded(): the helpers the inputs and the backward calls use.
std::string helpers() {
  std::string s = "def storage(elements, dtype):\n";
  s += "    if dtype.is_floating_point:\n        return torch.randn(max(elements, 1), dtype=dtype, device=device)\n";
  s += "    return torch.zeros(max(elements, 1), dtype=dtype, device=device)\n\n\n";
  s += "def recorded(view, value):\n";
  s += "    \"\"\"The forward's output in the layout the graph recorded for it, when it has one.\"\"\"\n";
  s += "    if view is None or view.shape != value.shape:\n        return value\n";
  s += "    view.copy_(value)\n    return view\n\n\n";
  return s;
}

// inputs(): one storage per buffer of the graph and the views the graph made of them; then the call's scalars.
std::string inputs_function(const CallSite& site) {
  std::string s = "def inputs():\n";
  s += "    \"\"\"One storage per buffer of the graph, and the views the graph made of them.\"\"\"\n";
  s += "    torch.manual_seed(0)\n";
  std::map<std::string, std::string> storage_var;
  int n = 0;
  for (const auto& [key, need] : storages_of(site.args, nullptr)) {
    std::string var = "s" + std::to_string(n++);
    storage_var[key] = var;
    s += "    " + var + " = storage(" + std::to_string(need.elements) + ", torch." + need.dtype + ")  # " +
         key.substr(0, key.rfind('/')) + "\n";
  }
  std::vector<std::string> tensor_names;
  s += "    t = {}\n";
  for (const auto& a : site.args) {
    if (!a.value.is_tensor()) continue;
    const auto& t = a.value.tensor;
    auto l = t.concrete();
    if (!l) continue;
    s += "    t['" + ident(a.name) + "'] = " + storage_var[storage_key(a.name, t)] + ".as_strided(" +
         py_tuple(l->sizes) + ", " + py_tuple(l->strides) + ", " + std::to_string(l->storage_offset) + ")\n";
    tensor_names.push_back(a.name);
  }
  auto has = [&](const char* arg) {
    return std::find(tensor_names.begin(), tensor_names.end(), arg) != tensor_names.end();
  };
  std::string grad = has("grad_out") ? "t['grad_out']" : has("grad_out_") ? "t['grad_out_']" : "None";
  std::string bias = has("attn_bias") ? "t['attn_bias']" : has("attn_mask") ? "t['attn_mask']" : "None";
  s += "    return dict(query=t['query'], key=t['key'], value=t['value'], attn_bias=" + bias + ", grad_out=" + grad +
       ",\n                OUT=t.get('out'), LSE=t.get('logsumexp'))\n\n\n";
  const Arg* dp = site.arg("dropout_p");
  const Arg* causal = site.arg("is_causal");
  const Arg* scale = site.arg("scale");
  s += "dropout_p = " + (dp ? py_value(dp->value) : std::string("0.0")) + "\n";
  s += "is_causal = " + (causal ? py_value(causal->value) : std::string("False")) + "\n";
  s += "scale = " + (scale ? py_value(scale->value) : std::string("None")) + "\n\n\n";
  return s;
}

// EXPECTED, check(), and the runs: the graph's own op against the graph's asserts, each contract breaker's kernel
// against its own meta; it raises when any output breaks, and says so when none does.
std::string checks(const CallSite& site, const Plan& p) {
  std::string s = "# what the compiled graph asserts about each output: (sizes, strides)\nEXPECTED = {\n";
  for (const auto& e : site.expected_outputs) {
    auto sz = known_values(e.sizes), st = known_values(e.strides);
    if (!sz || !st) continue;
    s += "    '" + e.name + "': (" + py_tuple(*sz) + ", " + py_tuple(*st) + "),\n";
  }
  s += "}\nCONTRACT = {'out', 'logsumexp', 'grad_query', 'grad_key', 'grad_value', 'grad_attn_bias'}\n\n";
  s += "failures = 0\n\n\n";
  s += "def check(backend, name, tensor, sizes, strides, what):\n";
  s += "    global failures\n";
  s += "    try:\n";
  s += "        assert_size_stride(tensor, sizes, strides)\n";
  s += "        print(f'{backend:10} {name:12} keeps {what} {strides}')\n";
  s += "    except AssertionError as e:\n";
  s += "        failures += 1\n";
  s += "        print(f'{backend:10} {name:12} AssertionError: {e}  ({what})')\n\n\n";
  const std::string own(backend_name(site.backend));
  s += "# the graph's own op against the graph's asserts\n";
  s += "outputs = run_" + own + "(**inputs())\n";
  s += "for name, (sizes, strides) in EXPECTED.items():\n";
  s += "    if name in outputs:\n";
  s += "        check('" + own + "', name, outputs[name], sizes, strides, 'the expected strides')\n";
  if (!p.contract.empty()) {
    s += "\n# each backend's kernel against its own fake/meta prediction\n";
    std::vector<std::string> pairs;
    for (const auto& name : p.contract_names) pairs.push_back("('" + name + "', run_" + name + ")");
    s += "for backend, run in [" + join(pairs, ", ") + "]:\n";
    s += "    def args():  # another backend's backward reads its own forward's out and logsumexp\n";
    s += "        a = inputs()\n";
    s += "        return a if backend == '" + own + "' else dict(a, OUT=None, LSE=None)\n";
    s += "    real = run(**args())\n";
    s += "    with FakeTensorMode():\n";
    s += "        fake = run(**args())\n";
    s += "    for name in sorted(CONTRACT & real.keys() & fake.keys()):\n";
    s += "        check(backend, name, real[name], tuple(fake[name].shape), tuple(fake[name].stride()),\n";
    s += "              'the strides its fake/meta kernel predicts')\n";
  }
  s += "if failures:\n";
  s += "    raise AssertionError(f'{failures} output(s) break the strides a compiled graph would assert (above)')\n";
  s += "print('every expected stride holds')\n";
  return s;
}

}  // namespace

std::string python_string_literal(std::string_view s) { return py_str(s); }
std::string python_float_literal(double f) { return py_float(f); }
std::string python_comment(const std::string& text) { return comment(text); }

std::string python_repro(const CallSite& site, const SiteVerdict* verdict, const ReproRun& run) {
  const Plan p = plan_of(site, verdict);
  std::string s = header(site, p, run) + helpers() + inputs_function(site);
  for (Backend b : p.backends) s += backend_function(b, p.backward) + "\n\n";
  return s + checks(site, p);
}

}  // namespace stridecheck
