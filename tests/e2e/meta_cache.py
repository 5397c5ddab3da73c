#!/usr/bin/env python3
"""The meta worker's cache: a first run in an empty cache folder imports torch and stores every answer; a second
run answers every meta task from the cache without importing torch, and judges exactly the same contract.

usage: meta_cache.py STRIDECHECK SOURCE_DIR"""
import json
import os
import subprocess
import sys
import tempfile

binary, src = sys.argv[1:3]
failed = []
with tempfile.TemporaryDirectory() as tmp:
    env = dict(os.environ, XDG_CACHE_HOME=tmp)
    reports = []
    for i in range(2):
        out = os.path.join(tmp, f"r{i}.json")
        p = subprocess.run([binary, "replay", "fixtures/cpu-flash-causal/trace.log", "--repeat", "0", "--format", "json",
                            "-o", out], cwd=src, env=env, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"run {i}: exit {p.returncode}: {p.stderr[-2000:]}")
        reports.append(json.load(open(out)))
    cold, warm = reports
    metas = lambda r: [run for s in r["call_sites"] for run in s["runs"] if run["mode"] in ("meta", "meta-choice")]  # noqa
    if not metas(cold):
        failed.append("no meta runs")
    if not cold["metas"][0]["imported_torch"] or any(r["cached"] for r in metas(cold)):
        failed.append("the first run did not evaluate the metas itself")
    if warm["metas"][0]["imported_torch"] or not all(r["cached"] for r in metas(warm)):
        failed.append("the second run did not answer every meta task from the cache")
    contract = lambda r: [s["contract"] for s in r["call_sites"]]  # noqa
    if contract(cold) != contract(warm):
        failed.append("the contracts differ between the cold and the warm run")
    files = [f for _, _, fs in os.walk(os.path.join(tmp, "stridecheck", "meta")) for f in fs]
    if len(files) != len(metas(cold)):
        failed.append(f"{len(files)} cache files for {len(metas(cold))} meta tasks")
for f in failed:
    print("FAIL", f)
print(f"{len(metas(cold))} meta answers, cold then warm: {'ok' if not failed else 'wrong'}")
sys.exit(1 if failed else 0)
