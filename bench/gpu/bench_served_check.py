#!/usr/bin/env python3
"""The CI guard through a warm `stridecheck serve`, doing the Python script's work and no more, side by side in one
run: `check` of every CUDA fixture folder with `--no-values` (layouts, the contract, the dispatcher's choice: what
seed_python_equivalent.py does over the same call sites), the same with `--every-site` (the kernels of every call
site run, also of those that repeat an earlier one's call, as the script does: what check did before call sites
were replayed once per distinct call), the same in one worker (`--isolation shared`), and, for comparison, with the
values compared against the fp32 math reference as check does by default (work the script does not do). The server
is started for the benchmark and warmed by two checks first. Runs alternate, N rounds; prints medians as JSON, with
each variant's worker profile (its timeline: when each worker's request was sent, began and was done).

usage: python3 bench/gpu/bench_served_check.py BUILD_DIR [N]"""
import json
import os
import statistics
import subprocess

from bench_check import cuda_check_and_script  # noqa: E402
from bench_triage import ROOT, arguments, start_server, wall  # noqa: E402


def main():
    sc, n, tmp = arguments(3)
    _, serve_env, stop_server = start_server(sc, tmp)
    served = dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, "cache"))
    _, check_cmd, python_cmd = cuda_check_and_script(sc, tmp)
    variants = {
        "check_served_no_values": check_cmd + ["--no-values"],
        "check_served_no_values_every_site": check_cmd + ["--no-values", "--every-site"],
        "check_served_no_values_shared": check_cmd + ["--no-values", "--isolation", "shared"],
        "check_served": check_cmd,
    }
    for cmd in (*variants.values(), *variants.values(), python_cmd):
        wall(cmd, served)
    times = {k: [] for k in (*variants, "python_over_the_same_sites")}
    for _ in range(n):
        for k, cmd in variants.items():
            times[k].append(wall(cmd, served))
        times["python_over_the_same_sites"].append(wall(python_cmd))
    profiles = {}
    for k, cmd in variants.items():
        report = os.path.join(tmp, k + ".json")
        subprocess.run(cmd + ["--format", "json", "-o", report], cwd=ROOT, env=served, stdout=subprocess.DEVNULL)
        profiles[k] = json.load(open(report))
    stop_server()
    checked = profiles["check_served_no_values"]
    sites = len([c for c in checked["call_sites"] if str(c.get("device", "")).startswith("cuda")])
    replayed_with = len([c for c in checked["call_sites"] if c.get("replayed_with")])
    med = {k: statistics.median(v) for k, v in times.items()}
    python = med["python_over_the_same_sites"]
    print(json.dumps({
        "runs": n,
        "check_cuda_call_sites": sites,
        "call_sites_reporting_an_earlier_ones_runs": replayed_with,
        "seconds": {k: {"median": med[k], "min": min(v), "max": max(v)} for k, v in times.items()},
        "over_python": {k: med[k] / python for k in variants},
        "profiles": {k: {"wall_seconds": p.get("wall_seconds"), "profile": p.get("profile")} for k, p in profiles.items()},
    }, indent=1))


if __name__ == "__main__":
    main()
