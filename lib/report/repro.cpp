#include "report/repro.h"

#include <algorithm>
#include <map>

#include "core/text.h"
#include "layout/dtype.h"
#include "version.h"

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

}  // namespace

std::string python_repro(const CallSite& site, const SiteVerdict* verdict, const std::string& device_override) {
  const bool backward = site.direction == Direction::kBackward;
  std::string device = device_override;
  if (device.empty() && verdict) device = verdict->device;
  if (device.empty()) {
    for (const auto& a : site.args)
      if (a.value.is_tensor() && !a.value.tensor.device.empty()) device = a.value.tensor.device;
  }
  if (device.empty()) device = "cpu";
  if (device.starts_with("cuda")) device = "cuda";

  // The graph's own op against the graph's asserts; and every backend whose kernel breaks its own meta,
  // its real op against the same op under FakeTensorMode.
  std::vector<Backend> contract;
  if (verdict)
    for (const auto& c : verdict->contracts)
      if (c.primary.state == ContractState::kBreaks) contract.push_back(c.backend);
  const bool graph_breaks = verdict && verdict->recorded_broke_graph;
  std::vector<Backend> backends{site.backend};
  std::vector<std::string> contract_names;
  for (Backend b : contract) {
    if (b != site.backend) backends.push_back(b);
    contract_names.emplace_back(backend_name(b));
  }

  std::string s;
  s += "#!/usr/bin/env python3\n";
  s += "# Reproduces " + site.op + " of graph " + site.source.graph + " (" + site.source.file + ":" +
       std::to_string(site.source.line) + ")\n";
  s += "# without the compiled graph or stridecheck: the inputs are rebuilt exactly as the graph passed them, the\n";
  s += "# graph's op runs and every output the graph asserts is checked with inductor's own assert_size_stride;\n";
  s += "# each backend whose kernel breaks its own fake/meta prediction is run for real and under FakeTensorMode\n";
  s += "# (what inductor asserts had it chosen that backend), and the two are compared the same way.\n";
  if (!graph_breaks && contract.empty())
    s += "# stridecheck found nothing broken: this passes.\n";
  else
    s += "# stridecheck found: " + std::string(graph_breaks ? "the graph's own op breaks its asserts" : "") +
         (graph_breaks && !contract.empty() ? "; " : "") +
         (contract.empty() ? std::string() : "a kernel/meta disagreement in " + join(contract_names, ", ")) +
         "; this fails there.\n";
  s += "# Made by stridecheck " + std::string(kStridecheckVersion) + ". Run: python3 this_file.py (torch" +
       (device == "cuda" ? ", a CUDA device" : "") + ")\n";
  s += "import torch\nfrom torch._C._dynamo.guards import assert_size_stride\n";
  s += "from torch._subclasses.fake_tensor import FakeTensorMode\n\n";
  s += "aten = torch.ops.aten\ndevice = \"" + device + "\"\n\n\n";
  s += "def storage(elements, dtype):\n";
  s += "    if dtype.is_floating_point:\n        return torch.randn(max(elements, 1), dtype=dtype, device=device)\n";
  s += "    return torch.zeros(max(elements, 1), dtype=dtype, device=device)\n\n\n";
  s += "def recorded(view, value):\n";
  s += "    \"\"\"The forward's output in the layout the graph recorded for it, when it has one.\"\"\"\n";
  s += "    if view is None or view.shape != value.shape:\n        return value\n";
  s += "    view.copy_(value)\n    return view\n\n\n";

  // storages and views
  s += "def inputs():\n";
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

  for (Backend b : backends) s += backend_function(b, backward) + "\n\n";

  s += "# what the compiled graph asserts about each output: (sizes, strides)\nEXPECTED = {\n";
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
  if (!contract.empty()) {
    s += "\n# each backend's kernel against its own fake/meta prediction\n";
    std::vector<std::string> pairs;
    for (const auto& name : contract_names) pairs.push_back("('" + name + "', run_" + name + ")");
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

}  // namespace stridecheck
