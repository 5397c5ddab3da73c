#!/usr/bin/env python3
"""The work of stridecheck's op-call judging (`stridecheck replay FIXTURE --ops '*' --repeat 0 --no-values`), done
the way an engineer would write it with torch alone, opcheck-style: real kernel against fake (meta) kernel, per call.
The yardstick of bench/bench_ops.py (issue 22's "Performance").

For every asserted op call of the recording (`op_calls[]` of the fixture JSON `stridecheck extract` writes; any
SDPA `call_sites[]` are not this script's work and are ignored):

  1. build its tensor arguments on the recorded device with the recorded dtype, sizes, strides and storage offset
     (`as_strided` over one storage per recorded buffer, so that arguments that are views of one buffer share it,
     random values; float32 where the recording has no dtype, as stridecheck replays it), the other arguments as
     recorded (positional ones in order, keyword ones by name);
  2. run the real op (`torch.ops.NS.NAME.OVERLOAD`), synchronising the device when it is CUDA;
  3. run the same op on the same layouts under `torch._subclasses.fake_tensor.FakeTensorMode` (its fake/meta);
  4. compare each asserted output with the graph's assert exactly as the compiled graph does
     (`torch._C._dynamo.guards.assert_size_stride`), the fake's outputs with the graph's asserts, and the real
     outputs with the fake's (the same comparison, the fake's layout as the expectation: what opcheck asks);

then print one line per call and a summary. `--json PATH` also writes every call's layouts and verdicts (what
bench_ops.py compares with stridecheck's report).

Deduplication: none. A straightforward per-call loop runs every recorded call's real kernel and fake, even when
an earlier call had the same op, layouts and arguments (another layer of the same shape); stridecheck runs each
distinct call once by default (`--every-site` runs each). Nothing is cached between runs of the script either.
`import torch` is part of its time (the user waits for it).

usage: python3 bench/ops_python_equivalent.py FIXTURE.json [--import MODULE_OR_PY[,...]] [--device D] [--seed N]
                                              [--json OUT.json] [--quiet]"""
import argparse
import importlib
import importlib.util
import json
import os
import re
import sys
import time

T0 = time.perf_counter()
import torch  # noqa: E402
from torch._C._dynamo.guards import assert_size_stride  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402
IMPORT_S = time.perf_counter() - T0


def import_user(spec):
    """The user's module that registers custom ops: a module name, or a path to a .py file."""
    if spec.endswith(".py"):
        name = os.path.splitext(os.path.basename(spec))[0]
        loader = importlib.util.spec_from_file_location(name, os.path.abspath(spec))
        module = importlib.util.module_from_spec(loader)
        sys.modules.setdefault(name, module)
        loader.loader.exec_module(module)
    else:
        importlib.import_module(spec)


def find_op(qualified):
    """torch.ops.NS.NAME.OVERLOAD for "NS::NAME.OVERLOAD"."""
    ns, _, rest = qualified.partition("::")
    name, _, overload = rest.partition(".")
    return getattr(getattr(getattr(torch.ops, ns), name), overload or "default")


def tensor_args(value, out):
    if isinstance(value, dict) and "sizes" in value:
        out.append(value)
    elif isinstance(value, list):
        for v in value:
            tensor_args(v, out)
    return out


def extent(t):
    if 0 in t["sizes"]:
        return t["storage_offset"]
    return t["storage_offset"] + 1 + sum((s - 1) * st for s, st in zip(t["sizes"], t["strides"]))


DEVICE_RE = re.compile(r"device\(type=['\"](\w+)['\"](?:,\s*index=(\d+))?\)")


class Args:
    """The call's arguments as Python values, its tensors over one storage per recorded buffer."""

    def __init__(self, call, device, real):
        self.call, self.device, self.real = call, device, real
        need = {}
        for a in call["args"]:
            for t in tensor_args(a["value"], []):
                n = max(need.get(t["storage"], (None, 0))[1], extent(t))
                need[t["storage"]] = (t["dtype"], n)
        self.bases = {}
        for key, (dtype, n) in need.items():
            d = getattr(torch, dtype) if dtype else torch.float32  # not recorded (an earlier op's result): float32
            if real and d.is_floating_point:
                self.bases[key] = torch.randn(max(n, 1), device=device).to(d)
            elif real and d == torch.bool:
                self.bases[key] = torch.rand(max(n, 1), device=device) > 0.2
            else:
                self.bases[key] = torch.zeros(max(n, 1), dtype=d, device=device)

    def value(self, v):
        if isinstance(v, dict) and "sizes" in v:
            return self.bases[v["storage"]].as_strided(v["sizes"], v["strides"], v["storage_offset"])
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, dict) and "string" in v:
            return v["string"]
        if isinstance(v, dict) and "unknown" in v:  # what the graph wrote as text: a dtype, a layout, a device
            s = v["unknown"]
            bare = s[6:] if s.startswith("torch.") else s
            if isinstance(getattr(torch, bare, None), (torch.dtype, torch.layout, torch.memory_format)):
                return getattr(torch, bare)
            m = DEVICE_RE.fullmatch(s)
            if m:
                return torch.device(self.device if m.group(1) == self.device.split(":")[0] else m.group(1))
            try:
                return complex(s)  # a complex literal as the graph wrote it: 0j
            except ValueError:
                pass
            raise ValueError(f"argument '{s}' is not something this script can build")
        if isinstance(v, dict):
            raise ValueError(f"argument {v} is not something this script can build")
        return v

    def build(self):
        args, kwargs = [], {}
        for a in self.call["args"]:
            if a["name"].startswith("#"):
                args.append(self.value(a["value"]))
            else:
                kwargs[a["name"]] = self.value(a["value"])
        return args, kwargs


def outputs(result):
    """{name: (sizes, strides)} by position: "result" for one tensor, "result[i]" for a tuple's or list's i-th."""
    if isinstance(result, torch.Tensor):
        return {"result": result}
    if isinstance(result, (tuple, list)):
        return {f"result[{i}]": r for i, r in enumerate(result) if isinstance(r, torch.Tensor)}
    return {}


def layout(t):
    return {"sizes": list(t.shape), "strides": list(t.stride())}


def holds(t, sizes, strides):
    """Whether the compiled graph's assert_size_stride(t, sizes, strides) passes."""
    try:
        assert_size_stride(t, tuple(sizes), tuple(strides))
        return True
    except AssertionError:
        return False


def judge(call, device, seed):
    op = find_op(call["op"])
    run = {"id": call["id"], "op": call["op"], "kernel": {"status": "ok"}, "fake": {"status": "ok"}}
    real = fake = None
    try:
        torch.manual_seed(seed)
        args, kwargs = Args(call, device, True).build()
        real = outputs(op(*args, **kwargs))
        if device.startswith("cuda"):
            torch.cuda.synchronize()
        run["kernel"]["outputs"] = {k: layout(t) for k, t in real.items()}
    except Exception as e:  # the op's own refusal: said, and the script goes on
        run["kernel"] = {"status": "unsupported", "reason": f"{type(e).__name__}: {str(e).strip()[:300]}"}
        real = None
    try:
        with FakeTensorMode():
            args, kwargs = Args(call, device, False).build()
            fake = outputs(op(*args, **kwargs))
            run["fake"]["outputs"] = {k: layout(t) for k, t in fake.items()}
    except Exception as e:
        run["fake"] = {"status": "unsupported", "reason": f"{type(e).__name__}: {str(e).strip()[:300]}"}
        fake = None
    asserted = {e["name"]: e for e in call["expected_outputs"]}
    known = {k: e for k, e in asserted.items()
             if all(isinstance(x, int) for x in e["sizes"] + e["strides"])}  # symbolic sizes: not compared
    # the graph's asserts against the real kernel, against the fake, and the real kernel against the fake
    run["graph"] = None if real is None else {
        k: holds(t, known[k]["sizes"], known[k]["strides"]) for k, t in real.items() if k in known}
    run["graph_fake"] = None if fake is None else {
        k: holds(t, known[k]["sizes"], known[k]["strides"]) for k, t in fake.items() if k in known}
    run["contract"] = None if real is None or fake is None else {
        k: holds(t, list(fake[k].shape), list(fake[k].stride())) for k, t in real.items() if k in fake}
    run["verdict"] = {
        "kernel_broke_graph": bool(run["graph"]) and not all(run["graph"].values()),
        "contract": ("unsupported" if run["kernel"]["status"] != "ok" or run["fake"]["status"] != "ok"
                     else "safe" if all(run["contract"].values()) else "breaks"),
        "graph_fake": ("unknown" if not run["graph_fake"] else
                       "agrees" if all(run["graph_fake"].values()) else "differs"),
    }
    return run


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("fixture")
    ap.add_argument("--import", dest="imports", default="", help="modules registering custom ops, comma-separated")
    ap.add_argument("--device", default=None, help="run every call on this device (default: the recorded one)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", default=None, help="write every call's layouts and verdicts here")
    ap.add_argument("--quiet", action="store_true", help="only the summary")
    opt = ap.parse_args()
    for spec in filter(None, opt.imports.split(",")):
        import_user(spec)
    with open(opt.fixture) as f:
        calls = json.load(f).get("op_calls", [])
    t1 = time.perf_counter()
    runs = []
    for call in calls:
        device = opt.device or next((t["device"] for a in call["args"] for t in tensor_args(a["value"], [])
                                     if t["device"]), "cpu")  # the first tensor's whose device is recorded
        runs.append(judge(call, device, opt.seed))
        if not opt.quiet:
            r = runs[-1]
            print(call["id"], call["op"], "kernel", r["kernel"]["status"], "fake", r["fake"]["status"],
                  "graph", "broken" if r["verdict"]["kernel_broke_graph"] else "holds",
                  "contract", r["verdict"]["contract"], "graph vs fake", r["verdict"]["graph_fake"])
    if torch.cuda.is_initialized():
        torch.cuda.synchronize()
    t2 = time.perf_counter()
    summary = {
        "op_calls": len(runs),
        "kernels_ok": sum(r["kernel"]["status"] == "ok" for r in runs),
        "fakes_ok": sum(r["fake"]["status"] == "ok" for r in runs),
        "kernel_broke_graph": sum(r["verdict"]["kernel_broke_graph"] for r in runs),
        "contract_breaks": sum(r["verdict"]["contract"] == "breaks" for r in runs),
        "graph_differs_from_fake": sum(r["verdict"]["graph_fake"] == "differs" for r in runs),
        "import_torch_s": IMPORT_S,
        "judge_s": t2 - t1,
        "torch": torch.__version__,
    }
    print("summary:", json.dumps(summary))
    if opt.json:
        with open(opt.json, "w") as f:
            json.dump({"summary": summary, "op_calls": runs}, f, indent=1)
    bad = summary["kernel_broke_graph"] or summary["contract_breaks"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
