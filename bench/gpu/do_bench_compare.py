#!/usr/bin/env python3
"""Per-op timings of stridecheck (CUDA events, median of --repeat) against triton.testing.do_bench on the
same op with the same layouts: for every op-mode run with times in a stridecheck report, the forward op and
the backward op are timed again here.

usage: python3 bench/gpu/do_bench_compare.py FIXTURE.json REPORT.json"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "crosscheck"))
import torch  # noqa: E402
from triton.testing import do_bench  # noqa: E402
from replay_crosscheck import backward, forward, rebuild, scalars  # noqa: E402


def main():
    fixture = json.load(open(sys.argv[1]))
    report = json.load(open(sys.argv[2]))
    sites = {s["id"]: s for s in fixture["call_sites"]}
    rows = []
    for rs in report["call_sites"]:
        site = sites[rs["id"]]
        for run in rs.get("runs", []):
            if run["mode"] != "op" or run["status"] != "ok" or "fwd_ms" not in run:
                continue
            backend = run["backend"]
            v = rebuild(site, "cuda")
            dropout, causal, scale = scalars(site)
            bias = v.get("attn_bias")
            gqa = v["query"].shape[1] != v["key"].shape[1]
            fwd = do_bench(lambda: forward(backend, v, dropout, causal, scale, bias, gqa), warmup=25, rep=100,
                           return_mode="median")
            row = {"site": rs["id"], "backend": backend, "stridecheck_fwd_ms": run["fwd_ms"], "do_bench_fwd_ms": fwd,
                   "fwd_ratio": run["fwd_ms"] / fwd}
            if "bwd_ms" in run and site["direction"] == "backward":
                f = forward(backend, v, dropout, causal, scale, bias, gqa)
                bwd = do_bench(lambda: backward(backend, v, f, False, dropout, causal, scale, bias, gqa), warmup=25,
                               rep=100)
                row.update({"stridecheck_bwd_ms": run["bwd_ms"], "do_bench_bwd_ms": bwd, "bwd_ratio": run["bwd_ms"] / bwd})
            rows.append(row)
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
