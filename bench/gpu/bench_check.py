#!/usr/bin/env python3
"""Side by side, in one run, on a GPU host: the CI guard and a replay, as built (grouped workers, each spawned with
its CUDA context made while libtorch loads) and as before (every backend in its own worker, forked from one process
that loaded libtorch: STRIDECHECK_WORKER_START=fork --isolation per-backend), against a Python script doing the
same work over the same call sites in one process; and each through a `stridecheck serve` started for the
benchmark (warm workers kept between commands).

- `stridecheck check` over every CUDA fixture and the seed (`--repeat 0`: layouts, the contract and the
  baseline-free findings), against bench/gpu/seed_python_equivalent.py over one fixture holding the same call
  sites (extracted from the same sources): it rebuilds each site's inputs, runs every CUDA backend's own ops and
  scaled_dot_product_attention, the dispatcher's choice and each fused backend's ops on fake tensors.
- `stridecheck replay` of one real graph (the seed's forward and backward, and cuda-gqa-bf16), as a user runs it
  (the defaults: --repeat 10, so timed, one worker's kernels at a time).

The meta cache is warm (a warm-up run first). Runs alternate, N rounds; prints medians as JSON.
usage: python3 bench/gpu/bench_check.py BUILD_DIR [N]"""
import json
import os
import statistics
import subprocess
import sys

from bench_triage import ROOT, arguments, start_server, wall  # noqa: E402  (the same timing of a whole command, server)


def sources(d):
    d = os.path.join("fixtures", d)
    if os.path.exists(os.path.join(d, "trace.log")):
        return [os.path.join(d, "trace.log")]
    return [os.path.join(d, f) for f in ("forward.py", "backward.py", "inference.py") if os.path.exists(os.path.join(ROOT, d, f))]


def cuda_check_and_script(sc, tmp):
    """The CUDA fixture folders, `check` of all of them (--repeat 0), and the Python script over one fixture holding
    the same call sites (extracted from the same sources): (folders, check command, script command)."""
    cuda = sorted(d for d in os.listdir(os.path.join(ROOT, "fixtures")) if d.startswith(("cuda-", "seed-")))
    combined = os.path.join(tmp, "all-cuda.json")
    subprocess.run([sc, "extract", *[s for d in cuda for s in sources(d)], "-o", combined], check=True, cwd=ROOT,
                   stderr=subprocess.DEVNULL)
    check_cmd = [sc, "check", *[os.path.join("fixtures", d) for d in cuda], "--repeat", "0"]
    return cuda, check_cmd, [sys.executable, os.path.join(ROOT, "bench/gpu/seed_python_equivalent.py"), combined]


def main():
    sc, n, tmp = arguments(3)
    _, serve_env, stop_server = start_server(sc, tmp)
    served = dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, "cache"))
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "cache"), STRIDECHECK_SERVER="off")
    before = dict(env, STRIDECHECK_WORKER_START="fork")
    per_backend = ["--isolation", "per-backend"]
    cuda, check_cmd, python_cmd = cuda_check_and_script(sc, tmp)
    sites = len(json.load(open(python_cmd[-1]))["call_sites"])
    seed = os.path.join(tmp, "seed.json")
    subprocess.run([sc, "extract", *sources("seed-cudnn-phi3"), "-o", seed], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    gqa = os.path.join(tmp, "gqa.json")
    subprocess.run([sc, "extract", *sources("cuda-gqa-bf16"), "-o", gqa], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    cmds = {
        "check": (check_cmd, env),
        "check_as_before": (check_cmd + per_backend, before),
        "python_over_the_same_sites": (python_cmd, env),
        "replay_seed": ([sc, "replay", seed], env),
        "replay_seed_as_before": ([sc, "replay", seed, *per_backend], before),
        "replay_gqa": ([sc, "replay", gqa], env),
        "replay_gqa_as_before": ([sc, "replay", gqa, *per_backend], before),
        "check_served": (check_cmd, served),
        "replay_seed_served": ([sc, "replay", seed], served),
        "replay_gqa_served": ([sc, "replay", gqa], served),
    }
    for cmd, e in cmds.values():
        wall(cmd, e)  # warm-up: page cache, meta cache
    times = {k: [] for k in cmds}
    for _ in range(n):
        for k, (cmd, e) in cmds.items():
            times[k].append(wall(cmd, e))
    med = {k: statistics.median(v) for k, v in times.items()}
    same = {k: subprocess.run(cmd, cwd=ROOT, env=served, capture_output=True, text=True).stdout ==
            subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True).stdout
            for k, cmd in (("check", check_cmd + ["--repeat", "0"]), ("replay_seed", [sc, "replay", seed, "--repeat", "0"]))}
    stop_server()
    report = os.path.join(tmp, "check.json")
    subprocess.run(check_cmd + ["--format", "json", "-o", report], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    checked = json.load(open(report))
    check_sites = len([c for c in checked["call_sites"] if str(c.get("device", "")).startswith("cuda")])
    result = {
        "runs": n,
        "python_call_sites": sites,
        "check_cuda_call_sites": check_sites,
        "fixtures": cuda,
        "seconds": {k: {"median": med[k], "min": min(v), "max": max(v)} for k, v in times.items()},
        "check_s_per_call_site": med["check"] / check_sites if check_sites else None,
        "python_s_per_call_site": med["python_over_the_same_sites"] / sites,
        "check_over_python": med["check"] / med["python_over_the_same_sites"],
        "check_over_python_per_call_site": (med["check"] / check_sites) / (med["python_over_the_same_sites"] / sites)
        if check_sites else None,
        "check_over_before": med["check"] / med["check_as_before"],
        "check_served_s_per_call_site": med["check_served"] / check_sites if check_sites else None,
        "check_served_over_python": med["check_served"] / med["python_over_the_same_sites"],
        "served_reports_same_as_unserved": same,
        "replay_seed_over_before": med["replay_seed"] / med["replay_seed_as_before"],
        "replay_gqa_over_before": med["replay_gqa"] / med["replay_gqa_as_before"],
        "check_report_summary": {k: v for k, v in checked.items() if k in ("summary", "profile")},
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
