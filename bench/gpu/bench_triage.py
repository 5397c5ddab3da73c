#!/usr/bin/env python3
"""Side by side, in one run: the whole `stridecheck triage` process on the seed failure against the same work
in a Python script with torch (seed_python_equivalent.py). Runs alternate (A B A B ...), N pairs; prints
median wall times, their ratio, and stridecheck's own accounting of where its time went (from --format json).

usage: python3 bench/gpu/bench_triage.py BUILD_DIR [N]"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def wall(cmd, env=None):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    dt = time.perf_counter() - t0
    if p.returncode not in (0, 1):
        raise SystemExit(f"{cmd[0]} failed: {p.stderr.decode()[-2000:]}")
    return dt


def main():
    build = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    sc = os.path.join(build, "stridecheck")
    log = "fixtures/seed-cudnn-phi3/failure/failing.log"
    code = "fixtures/seed-cudnn-phi3/failure"
    tmp = tempfile.mkdtemp()
    fixture = os.path.join(tmp, "seed-failure.json")
    subprocess.run([sc, "extract", log, "--code", code, "-o", fixture], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    ours_cmd = [sc, "triage", log, "--code", code, "--no-values"]
    theirs_cmd = [sys.executable, os.path.join(ROOT, "bench/gpu/seed_python_equivalent.py"), fixture]
    wall(ours_cmd), wall(theirs_cmd)  # warm the page cache for both
    ours, theirs = [], []
    for _ in range(n):
        ours.append(wall(ours_cmd))
        theirs.append(wall(theirs_cmd))
    report = os.path.join(tmp, "r.json")
    subprocess.run(ours_cmd + ["--format", "json", "-o", report], cwd=ROOT)
    prof = json.load(open(report))
    result = {
        "runs": n,
        "stridecheck_triage_s": {"median": statistics.median(ours), "min": min(ours), "max": max(ours)},
        "python_equivalent_s": {"median": statistics.median(theirs), "min": min(theirs), "max": max(theirs)},
        "ratio_median": statistics.median(ours) / statistics.median(theirs),
        "stridecheck_profile": prof.get("profile"),
        "stridecheck_wall_s_in_profile_run": prof.get("wall_seconds"),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
