#!/usr/bin/env python3
"""Runs the standalone repro of every call site of the given sources: `stridecheck replay --format markdown`, each
```python block run with this Python (torch). A repro must fail (exit 1, inductor's own message) exactly when the
JSON report of the same replay shows the graph's own op breaking the graph's asserts, or a backend's kernel
breaking its own fake/meta prediction (the contract), for that call site; and pass otherwise.

usage: run_repros.py STRIDECHECK SOURCE... (run from the source folder; on the GPU host for CUDA fixtures)"""
import json
import os
import re
import subprocess
import sys
import tempfile

binary, sources = os.path.abspath(sys.argv[1]), sys.argv[2:]
bad = runs = 0
for src in sources:
    md = subprocess.run([binary, "replay", src, "--repeat", "0", "--format", "markdown"], capture_output=True,
                        text=True).stdout
    report = json.loads(subprocess.run([binary, "replay", src, "--repeat", "0", "--format", "json"],
                                       capture_output=True, text=True).stdout)
    found = {}
    for cs in report["call_sites"]:
        what = [c["backend"] + " contract" for c in cs.get("contract", []) if c["state"] == "breaks"]
        for r in cs.get("runs", []):
            if r["mode"] == "op" and r["recorded"] and any(o["verdict"] == "mismatch" for o in r["outputs"]):
                what.insert(0, r["backend"] + " against the graph")
        found[cs["id"]] = ", ".join(what) or "none"
    sections = re.split(r"^### Call site ", md, flags=re.M)[1:]
    for sec in sections:
        site = sec.split("\n", 1)[0]
        site_id = re.match(r"`([^`]*)`", site).group(1)
        breaks = found[site_id]
        code = re.search(r"^(`{3,})python\n(.*?)^\1\n", sec, re.M | re.S).group(2)
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write(code)
        p = subprocess.run([sys.executable, f.name], capture_output=True, text=True)
        runs += 1
        should_fail = breaks != "none"
        ok = (p.returncode != 0) == should_fail and (not should_fail or "AssertionError: expected size" in p.stdout)
        bad += not ok
        print(f"{'ok ' if ok else 'BAD'} {src} {site}: breaks {breaks}; repro exit {p.returncode}")
        if not ok:
            print(p.stdout[-1500:], p.stderr[-1500:])
print(f"{runs} repros run, {bad} wrong")
sys.exit(1 if bad or runs == 0 else 0)
