#!/usr/bin/env python3
"""Writes tests/limits/long-expr.json: the real CPU fixture fixtures/cpu-flash-causal/expected/extract.json with the
batch size of every query written as a symbolic expression of 5,000 characters ("s0+0+0...", still 2), over the
default limit max_expr_chars=4096. `--limit max_expr_chars=8000` accepts it; the replay worker must read it with
the same limits (docs/robustness.md).

usage: python3 tests/limits/make_long_expr.py"""
import json
import os

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
fx = json.load(open(os.path.join(root, "fixtures/cpu-flash-causal/expected/extract.json")))
expr = "s0" + "+0" * 2499
for site in fx["call_sites"]:
    q = site["args"]["query"]
    q["sizes_expr"] = [expr] + [str(v) for v in q["sizes"][1:]]
fx["inputs"] = ["tests/limits/long-expr.json"]
with open(os.path.join(root, "tests/limits/long-expr.json"), "w") as f:
    json.dump(fx, f, indent=1)
    f.write("\n")
