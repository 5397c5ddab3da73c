#!/usr/bin/env python3
"""Writes tests/dtypes/DTYPE.json for dtypes the readers accept but no SDPA kernel takes: the real CPU fixture
fixtures/cpu-flash-causal/expected/extract.json with every tensor argument's dtype replaced. The replay worker must
build their tensors (one dtype table for readers and worker, layout/dtype.h) and report the kernels' own refusals,
never fail on the dtype itself.

usage: python3 tests/dtypes/make_dtypes.py"""
import json
import os

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for dtype in ("complex64", "float8_e4m3fnuz"):
    fx = json.load(open(os.path.join(root, "fixtures/cpu-flash-causal/expected/extract.json")))
    fx["call_sites"] = fx["call_sites"][:1]  # the forward call site
    for site in fx["call_sites"]:
        for a in site["args"].values():
            if isinstance(a, dict) and "dtype" in a and a["dtype"] == "float32":
                a["dtype"] = dtype
    fx["inputs"] = [f"tests/dtypes/{dtype}.json"]
    with open(os.path.join(root, f"tests/dtypes/{dtype}.json"), "w") as f:
        json.dump(fx, f, indent=1)
        f.write("\n")
