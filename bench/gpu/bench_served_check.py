#!/usr/bin/env python3
"""The CI guard through a warm `stridecheck serve`, doing the Python script's work and no more, side by side in one
run: `check` of every CUDA fixture folder with `--no-values` (layouts, the contract, the dispatcher's choice: what
seed_python_equivalent.py does over the same call sites) and, for comparison, with the values compared against
the fp32 math reference as check does by default (work the script does not do). The server is started for the
benchmark and warmed by two checks first. Runs alternate, N rounds; prints medians as JSON.

usage: python3 bench/gpu/bench_served_check.py BUILD_DIR [N]"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

from bench_check import cuda_check_and_script  # noqa: E402
from bench_triage import ROOT, start_server, wall  # noqa: E402


def main():
    build = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    sc = os.path.join(build, "stridecheck")
    tmp = tempfile.mkdtemp()
    _, serve_env, stop_server = start_server(sc, tmp)
    served = dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, "cache"))
    _, check_cmd, python_cmd = cuda_check_and_script(sc, tmp)
    for cmd in (check_cmd, check_cmd + ["--no-values"], python_cmd):
        wall(cmd, served)
    times = {"check_served_no_values": [], "check_served": [], "python_over_the_same_sites": []}
    for _ in range(n):
        times["check_served_no_values"].append(wall(check_cmd + ["--no-values"], served))
        times["check_served"].append(wall(check_cmd, served))
        times["python_over_the_same_sites"].append(wall(python_cmd))
    report = os.path.join(tmp, "check.json")
    subprocess.run(check_cmd + ["--no-values", "--format", "json", "-o", report], cwd=ROOT, env=served,
                   stdout=subprocess.DEVNULL)
    stop_server()
    checked = json.load(open(report))
    sites = len([c for c in checked["call_sites"] if str(c.get("device", "")).startswith("cuda")])
    med = {k: statistics.median(v) for k, v in times.items()}
    print(json.dumps({
        "runs": n,
        "check_cuda_call_sites": sites,
        "seconds": {k: {"median": med[k], "min": min(v), "max": max(v)} for k, v in times.items()},
        "check_served_no_values_over_python": med["check_served_no_values"] / med["python_over_the_same_sites"],
        "check_served_over_python": med["check_served"] / med["python_over_the_same_sites"],
        "profile": checked.get("profile"),
    }, indent=1))


if __name__ == "__main__":
    main()
