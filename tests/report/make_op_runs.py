#!/usr/bin/env python3
"""Makes stored runs of op calls (a stridecheck.report/1 document holding only `op_calls[].runs`, read back with
`--runs-from`) by running each op call of a source for real under this Python's torch: its kernel on tensors of the
recorded layouts, and the same op under FakeTensorMode (its fake/meta kernel). Each run is an OpRun as
lib/replay/replay.h's codec reads it. The committed files under tests/e2e/inputs/op-runs/ were made with it, with
torch 2.11.0 on the CPU, so that the reports of op calls are tested on real layouts until `stridecheck replay` runs op
calls itself.

usage: make_op_runs.py STRIDECHECK SOURCE... [--import MODULE.py]... [--ops GLOB] -o OUT.json
(run from the source folder, with the Python that holds torch; MODULE.py registers the custom ops)"""
import argparse
import fnmatch
import importlib.util
import json
import os
import platform
import re
import subprocess
import sys
import time

import torch
from torch._subclasses.fake_tensor import FakeTensorMode


class Unsupported(Exception):
    pass


def unknown_value(text, device):
    """The few spellings of a dtype, layout, memory format, device or complex literal a graph writes; nothing else."""
    m = re.fullmatch(r"torch\.(\w+)", text)
    if m and isinstance(getattr(torch, m.group(1), None), (torch.dtype, torch.layout, torch.memory_format)):
        return getattr(torch, m.group(1))
    if re.fullmatch(r"device\(type='\w+'(, index=\d+)?\)", text):
        return torch.device(device)
    if re.fullmatch(r"[-+]?[0-9.]*(e[-+]?[0-9]+)?j", text):
        return complex(text)
    raise Unsupported(f"an argument this script does not rebuild: {text!r}")


def storages(call, device):
    need = {}
    for a in call["args"]:
        v = a["value"]
        if isinstance(v, dict) and "sizes" in v:
            extent = v["storage_offset"] + sum((s - 1) * t for s, t in zip(v["sizes"], v["strides"]) if s > 0) + 1
            key = (v.get("storage") or a["name"], v.get("dtype") or "float32")
            need[key] = max(need.get(key, 0), extent)
    torch.manual_seed(0)
    out = {}
    for (buf, dtype), n in need.items():
        dt = getattr(torch, dtype)
        out[(buf, dtype)] = (torch.randn(n, dtype=dt, device=device) if dt.is_floating_point or dt.is_complex
                             else torch.zeros(n, dtype=dt, device=device))
    return out


def value(v, bases, device):
    if isinstance(v, list):
        return [value(i, bases, device) for i in v]
    if isinstance(v, dict):
        if "sizes" in v:
            base = bases[(v.get("storage") or "", v.get("dtype") or "float32")]
            return base.as_strided(v["sizes"], v["strides"], v["storage_offset"])
        if "unknown" in v:
            return unknown_value(v["unknown"], device)
        raise Unsupported(f"an argument this script does not rebuild: {v!r}")
    return v


def arguments(call, device):
    for a in call["args"]:  # name the storage of a view that has none by its argument, as storage_key does
        if isinstance(a["value"], dict) and "sizes" in a["value"] and not a["value"].get("storage"):
            a["value"]["storage"] = a["name"]
    bases = storages(call, device)
    args = [value(a["value"], bases, device) for a in call["args"] if a["name"].startswith("#")]
    kwargs = {a["name"]: value(a["value"], bases, device) for a in call["args"] if not a["name"].startswith("#")}
    return args, kwargs


def layouts(result):
    outs = []
    items = list(enumerate(result)) if isinstance(result, (tuple, list)) else [(None, result)]
    for i, r in items:
        if isinstance(r, torch.Tensor):
            outs.append({"name": "result" if i is None else f"result[{i}]", "dtype": str(r.dtype)[6:],
                         "sizes": list(r.shape), "strides": list(r.stride()), "storage_offset": r.storage_offset()})
    return outs


def run(call, kind, version, who):
    ns, rest = call["op"].split("::", 1)
    name, _, overload = rest.partition(".")
    device = call["device"] or "cpu"
    r = {"kind": kind, "status": "ok", "reason": "", "torch": version, "device": device, "outputs": [], "warnings": [],
         "cached": False,
         "impl": (f"python: torch {version}'s fake (FakeTensorMode), {who}" if kind == "fake" else
                  f"python: torch {version}, {who}") + " (tests/report/make_op_runs.py)"}
    t0 = time.perf_counter()
    try:
        op = getattr(getattr(getattr(torch.ops, ns), name), overload or "default")
        if kind == "fake":
            with FakeTensorMode():
                args, kwargs = arguments(json.loads(json.dumps(call)), device)
                r["outputs"] = layouts(op(*args, **kwargs))
        else:
            args, kwargs = arguments(json.loads(json.dumps(call)), device)
            r["outputs"] = layouts(op(*args, **kwargs))
    except Unsupported as e:
        r.update(status="unavailable", reason=str(e))
    except Exception as e:  # the op's own refusal: a finding
        r.update(status="unsupported", reason=str(e).splitlines()[0][:300])
    r["elapsed_ms"] = round((time.perf_counter() - t0) * 1000, 3)
    return r


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("sources", nargs="+")
    p.add_argument("--import", dest="imports", action="append", default=[])
    p.add_argument("--ops", default="*")
    p.add_argument("-o", dest="out", required=True)
    a = p.parse_args()
    for path in a.imports:
        spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(path))[0], path)
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
    rec = json.loads(subprocess.run([a.binary, "show", *a.sources, "--format", "json"], capture_output=True,
                                    text=True, check=True).stdout)
    version = torch.__version__.split("+")[0]
    modules = ", ".join(os.path.basename(m) for m in a.imports)
    ops = []
    for call in rec.get("op_calls", []):
        if not fnmatch.fnmatch(call["op"], a.ops):
            continue
        ns = call["op"].split("::")[0]
        who = f"{ns} from {modules}" if ns != "aten" and modules else ns
        call["device"] = next((v["value"]["device"] for v in call["args"]
                               if isinstance(v["value"], dict) and v["value"].get("device")), "cpu")
        ops.append({"id": call["id"], "op": call["op"], "runs": [run(call, "kernel", version, who),
                                                                 run(call, "fake", version, who)]})
    report = {"schema": "stridecheck.report/1", "generator": "tests/report/make_op_runs.py", "command": "replay",
              "inputs": rec["inputs"],
              "environment": {"torch": version, "device_name": "cpu", "cuda_available": False, "cuda_devices": 0,
                              "os": f"{platform.system()} {platform.release()} {platform.machine()}"},
              "metas": [{"python": "python3", "torch": version, "error": "", "imported_torch": True}],
              "call_sites": [], "op_calls": ops}
    with open(a.out, "w") as f:
        json.dump(report, f, indent=1)
        f.write("\n")
    print(f"{len(ops)} op call(s) run with torch {torch.__version__} into {a.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
