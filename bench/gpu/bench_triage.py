#!/usr/bin/env python3
"""Side by side, in one run: the whole `stridecheck triage` process on the seed failure (kernels and the contract:
each fused backend's fake/meta prediction from the meta worker) against the same work in a Python script with
torch (seed_python_equivalent.py), with the meta worker's cache warm and cold (a fresh cache folder each run),
and the time of `import torch` alone (what a cold meta worker cannot avoid). Runs alternate (A B C D ...), N
rounds; prints median wall times, their ratios, and stridecheck's own accounting of where its time went.

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
    # --no-what-if: the Python script does not replay the site again with contiguous inputs either
    ours_cmd = [sc, "triage", log, "--code", code, "--no-values", "--no-what-if"]
    theirs_cmd = [sys.executable, os.path.join(ROOT, "bench/gpu/seed_python_equivalent.py"), fixture]
    import_cmd = [sys.executable, "-c", "import torch"]
    warm_env = dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "warm-cache"))
    wall(ours_cmd, warm_env), wall(theirs_cmd), wall(import_cmd)  # the page cache for all, the warm meta cache
    ours, cold, theirs, imports = [], [], [], []
    for i in range(n):
        ours.append(wall(ours_cmd, warm_env))
        cold.append(wall(ours_cmd, dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, f"cold-{i}"))))
        theirs.append(wall(theirs_cmd))
        imports.append(wall(import_cmd))
    report = os.path.join(tmp, "r.json")
    subprocess.run(ours_cmd + ["--format", "json", "-o", report], cwd=ROOT, env=warm_env)
    prof = json.load(open(report))
    stat = lambda v: {"median": statistics.median(v), "min": min(v), "max": max(v)}  # noqa: E731
    result = {
        "runs": n,
        "stridecheck_triage_warm_meta_cache_s": stat(ours),
        "stridecheck_triage_cold_meta_cache_s": stat(cold),
        "python_equivalent_s": stat(theirs),
        "import_torch_s": stat(imports),
        "ratio_warm_median": statistics.median(ours) / statistics.median(theirs),
        "ratio_cold_median": statistics.median(cold) / statistics.median(theirs),
        "cold_over_import_torch": statistics.median(cold) / statistics.median(imports),
        "contract_answer": prof.get("answer"),
        "stridecheck_profile": prof.get("profile"),
        "stridecheck_wall_s_in_profile_run": prof.get("wall_seconds"),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
