#!/usr/bin/env python3
"""An independent check of stridecheck's replay, written with torch's own Python API.

It reads a stridecheck fixture (stridecheck extract ... -o fixture.json), rebuilds every call site's inputs
with torch.as_strided over one storage per recorded buffer, runs each backend's aten ops (forward, and the
backward fed by a real forward of the same backend) and scaled_dot_product_attention under
sdpa_kernel([backend]) with autograd, and compares every output's sizes and strides with the report
stridecheck wrote for the same fixture (stridecheck replay fixture.json --format json -o report.json). The
fake/meta predictions ("meta" runs, made by stridecheck's meta worker on fake tensors) are checked the same way
with the same ops run on tensors of the meta device.

usage: python3 tests/crosscheck/replay_crosscheck.py FIXTURE.json REPORT.json [FIXTURE.json REPORT.json ...]
Exit code 0 when both agree on every run, 1 otherwise (each disagreement printed).
It shares no code with stridecheck: the point is a second, separate path to the same answer."""
import json
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

aten = torch.ops.aten
DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16, "float64": torch.float64,
          "int64": torch.int64, "int32": torch.int32, "bool": torch.bool, "uint64": torch.uint64, "uint8": torch.uint8}
SDP = {"cudnn": SDPBackend.CUDNN_ATTENTION, "flash": SDPBackend.FLASH_ATTENTION,
       "efficient": SDPBackend.EFFICIENT_ATTENTION, "math": SDPBackend.MATH, "flash_cpu": SDPBackend.FLASH_ATTENTION}


def extent(t):
    if any(s == 0 for s in t["sizes"]):
        return 0
    return t["storage_offset"] + sum((s - 1) * st for s, st in zip(t["sizes"], t["strides"])) + 1


def rebuild(site, device):
    tensors = {n: v for n, v in site["args"].items() if isinstance(v, dict) and "sizes" in v}
    need = {}
    for name, t in tensors.items():
        key = (t.get("storage") or name, t["dtype"] or "float32")
        need[key] = max(need.get(key, 0), extent(t))
    torch.manual_seed(0)
    bases = {}
    for (key, dtype), n in need.items():
        dt = DTYPES[dtype]
        n = max(n, 1)
        if dt.is_floating_point:
            bases[(key, dtype)] = torch.randn(n, device=device, dtype=dt)
        elif dt == torch.bool:
            bases[(key, dtype)] = torch.rand(n, device=device) > 0.2
        else:
            bases[(key, dtype)] = torch.zeros(n, device=device, dtype=dt)
    views = {}
    for name, t in tensors.items():
        base = bases[(t.get("storage") or name, t["dtype"] or "float32")]
        views[name] = base.as_strided(t["sizes"], t["strides"], t["storage_offset"])
    return views


def scalars(site):
    a = site["args"]
    scale = a.get("scale")
    return float(a.get("dropout_p", 0.0) or 0.0), bool(a.get("is_causal", False)), scale


FUSED_OPS = {"cudnn": "_scaled_dot_product_cudnn_attention", "efficient": "_scaled_dot_product_efficient_attention",
             "flash_cpu": "_scaled_dot_product_flash_attention_for_cpu"}


def mask_as_dispatched(backend, v, dropout, causal, scale, bias, gqa):
    """The mask scaled_dot_product_attention hands `backend`'s op, as torch itself makes it: caught on its way into
    the op by a TorchDispatchMode while F.scaled_dot_product_attention runs under sdpa_kernel([backend])."""
    from torch.utils._python_dispatch import TorchDispatchMode
    target = getattr(aten, FUSED_OPS[backend]).default
    caught = {}

    class Catch(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if func is target:
                names = [a.name for a in func._schema.arguments]
                bound = dict(zip(names, args), **kwargs)
                caught["mask"] = bound.get("attn_bias", bound.get("attn_mask"))
            return func(*args, **kwargs)

    q, k, val = (v[n].detach() for n in ("query", "key", "value"))
    with sdpa_kernel([SDP[backend]]), Catch():
        F.scaled_dot_product_attention(q, k, val, attn_mask=bias, dropout_p=dropout, is_causal=causal, scale=scale,
                                       enable_gqa=gqa)
    return caught.get("mask", bias)


def forward(backend, v, dropout, causal, scale, bias, gqa):
    q, k, val = v["query"], v["key"], v["value"]
    if backend == "cudnn":
        r = aten._scaled_dot_product_cudnn_attention(q, k, val, bias, True, dropout, causal, False, scale=scale)
        return {"out": r[0], "logsumexp": r[1], "cum_q": r[2], "cum_k": r[3], "max_q": r[4], "max_k": r[5],
                "seed": r[6], "offset": r[7]}
    if backend == "flash":
        r = aten._scaled_dot_product_flash_attention(q, k, val, dropout, causal, False, scale=scale)
        return {"out": r[0], "logsumexp": r[1], "cum_q": r[2], "cum_k": r[3], "max_q": r[4], "max_k": r[5],
                "seed": r[6], "offset": r[7]}
    if backend == "efficient":
        r = aten._scaled_dot_product_efficient_attention(q, k, val, bias, True, dropout, causal, scale=scale)
        return {"out": r[0], "logsumexp": r[1], "seed": r[2], "offset": r[3]}
    if backend == "flash_cpu":
        r = aten._scaled_dot_product_flash_attention_for_cpu(q, k, val, dropout, causal, attn_mask=bias, scale=scale)
        return {"out": r[0], "logsumexp": r[1]}
    r = aten._scaled_dot_product_attention_math(q, k, val, bias, dropout, causal, None, scale=scale, enable_gqa=gqa)
    return {"out": r[0]}


def backward(backend, v, f, recorded, dropout, causal, scale, bias, gqa):
    q, k, val, g = v["query"], v["key"], v["value"], v.get("grad_out", v.get("grad_out_"))
    out, lse = f["out"], f.get("logsumexp")
    if recorded and "out" in v and v["out"].shape == out.shape:
        v["out"].copy_(out)
        out = v["out"]
    if recorded and "logsumexp" in v and lse is not None and v["logsumexp"].shape == lse.shape:
        v["logsumexp"].copy_(lse)
        lse = v["logsumexp"]
    if backend == "cudnn":
        r = aten._scaled_dot_product_cudnn_attention_backward(g, q, k, val, out, lse, f["seed"], f["offset"], bias,
                                                              f["cum_q"], f["cum_k"], f["max_q"], f["max_k"], dropout,
                                                              causal, scale=scale)
    elif backend == "flash":
        r = aten._scaled_dot_product_flash_attention_backward(g, q, k, val, out, lse, f["cum_q"], f["cum_k"],
                                                              f["max_q"], f["max_k"], dropout, causal, f["seed"],
                                                              f["offset"], scale=scale)
    elif backend == "efficient":
        r = aten._scaled_dot_product_efficient_attention_backward(g, q, k, val, bias, out, lse, f["seed"], f["offset"],
                                                                  dropout, [True, True, True, bias is not None],
                                                                  causal, scale=scale)
    elif backend == "flash_cpu":
        r = aten._scaled_dot_product_flash_attention_for_cpu_backward(g, q, k, val, out, lse, dropout, causal,
                                                                      attn_mask=bias, scale=scale)
    else:
        qq, kk, vv = (t.detach().requires_grad_() for t in (q, k, val))
        o = aten._scaled_dot_product_attention_math(qq, kk, vv, bias, dropout, causal, None, scale=scale,
                                                    enable_gqa=gqa)[0]
        r = torch.autograd.grad(o, (qq, kk, vv), g)
    names = ["grad_query", "grad_key", "grad_value", "grad_attn_bias"]
    return {n: t for n, t in zip(names, r) if t is not None}


def sdpa(backend, v, backward_site, dropout, causal, scale, bias, gqa):
    q, k, val = (v[n].detach() for n in ("query", "key", "value"))
    if backward_site:
        q, k, val = (t.requires_grad_() for t in (q, k, val))
    with sdpa_kernel([SDP[backend]]):
        out = F.scaled_dot_product_attention(q, k, val, attn_mask=bias, dropout_p=dropout, is_causal=causal,
                                             scale=scale, enable_gqa=gqa)
        if not backward_site:
            return {"out": out}
        g = v.get("grad_out", v.get("grad_out_"))
        gq, gk, gv = torch.autograd.grad(out, (q, k, val), g)
    return {"grad_query": gq, "grad_key": gk, "grad_value": gv}


def main():
    args = sys.argv[1:]
    disagreements = checked = 0
    for i in range(0, len(args), 2):
        d, c = check(json.load(open(args[i])), json.load(open(args[i + 1])))
        print(f"crosscheck {args[i + 1]}: {c} outputs compared, {d} disagreements")
        disagreements += d
        checked += c
    sys.exit(1 if disagreements or checked == 0 else 0)


def check(fixture, report):
    sites = {s["id"]: s for s in fixture["call_sites"]}
    disagreements = checked = 0
    for rs in report["call_sites"]:
        site = sites[rs["id"]]
        device = rs.get("device", "cpu")
        backward_site = site["direction"] == "backward"
        for run in rs.get("runs", []):
            if run["mode"] in ("priority", "meta-choice"):
                continue
            backend = run["backend"]
            dev = "cpu" if backend == "flash_cpu" or (backend == "math" and device == "cpu") else device
            if run["mode"] == "meta":
                # stridecheck's meta worker runs the op on fake tensors of the recorded device; here the same op
                # runs on tensors of the meta device, through this file's own calls of each op
                dev = "meta"
            if run["status"] in ("unavailable", "over-budget", "crashed", "timeout", "skipped"):
                continue
            v = rebuild(site, dev)
            dropout, causal, scale = scalars(site)
            bias = v.get("attn_bias", v.get("attn_mask"))
            gqa = v["query"].shape[1] != v["key"].shape[1]
            if run["status"] == "cannot-serve":
                # torch's own dispatch must refuse the call for this backend too
                try:
                    sdpa(backend, v, backward_site, dropout, causal, scale, bias, gqa)
                except RuntimeError:
                    continue
                print(f"DISAGREE {rs['id']} {backend} {run['mode']}: scaled_dot_product_attention under only "
                      f"{backend} ran, stridecheck said cannot-serve: {run.get('reason', '')}")
                disagreements += 1
                continue
            if (bias is not None and run["mode"] == "op" and backend != site["backend"] and backend in FUSED_OPS
                    and dev != "meta"):
                bias = mask_as_dispatched(backend, v, dropout, causal, scale, bias, gqa)
            try:
                if run["mode"] in ("op", "meta"):
                    f = forward(backend, v, dropout, causal, scale, bias, gqa)
                    got = backward(backend, v, f, backend == site["backend"], dropout, causal, scale, bias,
                                   gqa) if backward_site else f
                else:
                    got = sdpa(backend, v, backward_site, dropout, causal, scale, bias, gqa)
            except RuntimeError as e:
                if run["status"] != "unsupported":
                    print(f"DISAGREE {rs['id']} {backend} {run['mode']}: python raised {str(e).splitlines()[0]!r}, "
                          f"stridecheck said {run['status']}")
                    disagreements += 1
                continue
            if run["status"] != "ok":
                print(f"DISAGREE {rs['id']} {backend} {run['mode']}: python ran, stridecheck said {run['status']}: "
                      f"{run.get('reason', '')}")
                disagreements += 1
                continue
            for o in run["outputs"]:
                t = got.get(o["name"])
                if t is None or not isinstance(t, torch.Tensor):
                    continue
                checked += 1
                if list(t.shape) != o["sizes"] or list(t.stride()) != o["strides"]:
                    print(f"DISAGREE {rs['id']} {backend} {run['mode']} {o['name']}: python {tuple(t.shape)} "
                          f"{t.stride()}, stridecheck {o['sizes']} {o['strides']}")
                    disagreements += 1
    return disagreements, checked


if __name__ == "__main__":
    main()
