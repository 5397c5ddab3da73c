#!/usr/bin/env python3
"""Side by side, in one run: the whole `stridecheck triage` process on the seed failure (kernels and the contract:
each fused backend's fake/meta prediction from the meta worker) against the same work in a Python script with
torch (seed_python_equivalent.py), with the meta worker's cache warm and cold (a fresh cache folder each run),
and the time of `import torch` alone (what a cold meta worker cannot avoid). stridecheck runs two ways: as built
(on a GPU: grouped workers, each spawned with its CUDA context made while libtorch loads) and as before (every
backend in its own worker, forked from one process that loaded libtorch: STRIDECHECK_WORKER_START=fork
--isolation per-backend), both without a server (STRIDECHECK_SERVER=off); and through a `stridecheck serve`
started for the benchmark (warm workers kept between commands; its meta worker has imported torch), with the meta
cache warm and cold. Runs alternate, N rounds; prints median wall times, their ratios, the floor of the same run,
whether the served report is the same as the one made without the server, and stridecheck's own accounting of
where its time went.

The floor is one process's unavoidable work: loading libtorch once (the fork server's load in the run as before),
initialising CUDA once (cuInit and the device's primary context, alone in a fresh process: cuda_context_ms.py), and
the kernels' own time (every backend's forward and backward medians from a timed replay, twice, for the op and the
sdpa runs).

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
        raise SystemExit(f"{' '.join(cmd)} failed ({p.returncode}): {p.stderr.decode()[-2000:]}")
    return dt


def arguments(default_rounds):
    """BUILD_DIR [N] from the command line: (the build's stridecheck, N rounds, a fresh temporary folder)."""
    build = os.path.abspath(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else default_rounds
    return os.path.join(build, "stridecheck"), n, tempfile.mkdtemp()


def start_server(sc, tmp):
    """A `stridecheck serve` of the build under test, on a socket of the benchmark's own (XDG_RUNTIME_DIR in tmp):
    (the process, the environment that reaches it, a function that stops it)."""
    runtime = os.path.join(tmp, "run")
    os.makedirs(runtime, 0o700, exist_ok=True)
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env.pop("STRIDECHECK_SERVER", None)
    server = subprocess.Popen([sc, "serve", "--idle-exit", "600"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while subprocess.run([sc, "serve", "--status"], cwd=ROOT, env=env, capture_output=True).returncode != 0:
        time.sleep(0.05)

    def stop():
        subprocess.run([sc, "serve", "--stop"], cwd=ROOT, env=env, capture_output=True)
        server.wait(timeout=60)
    return server, env, stop


def main():
    sc, n, tmp = arguments(5)
    log = "fixtures/seed-cudnn-phi3/failure/failing.log"
    code = "fixtures/seed-cudnn-phi3/failure"
    fixture = os.path.join(tmp, "seed-failure.json")
    subprocess.run([sc, "extract", log, "--code", code, "-o", fixture], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    # --no-what-if: the Python script does not replay the site again with contiguous inputs either
    ours_cmd = [sc, "triage", log, "--code", code, "--no-values", "--no-what-if"]
    theirs_cmd = [sys.executable, os.path.join(ROOT, "bench/gpu/seed_python_equivalent.py"), fixture]
    import_cmd = [sys.executable, "-c", "import torch"]
    server, serve_env, stop_server = start_server(sc, tmp)
    served_env = dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, "warm-cache"))
    warm_env = dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "warm-cache"), STRIDECHECK_SERVER="off")
    before_env = dict(warm_env, STRIDECHECK_WORKER_START="fork")
    before_cmd = ours_cmd + ["--isolation", "per-backend"]
    context_cmd = [sys.executable, os.path.join(ROOT, "bench/gpu/cuda_context_ms.py")]
    wall(ours_cmd, warm_env), wall(theirs_cmd), wall(import_cmd)  # the page cache for all, the warm meta cache
    server_start = wall(ours_cmd, served_env)  # the server's first command: its workers start
    wall(ours_cmd, served_env)
    ours, cold, theirs, imports, before, contexts, served, served_cold = [], [], [], [], [], [], [], []
    for i in range(n):
        ours.append(wall(ours_cmd, warm_env))
        served.append(wall(ours_cmd, served_env))
        served_cold.append(wall(ours_cmd, dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, f"served-cold-{i}"))))
        cold.append(wall(ours_cmd, dict(warm_env, XDG_CACHE_HOME=os.path.join(tmp, f"cold-{i}"))))
        theirs.append(wall(theirs_cmd))
        imports.append(wall(import_cmd))
        before.append(wall(before_cmd, before_env))
        contexts.append(float(subprocess.run(context_cmd, capture_output=True, text=True, check=True).stdout))
    report = os.path.join(tmp, "r.json")
    subprocess.run(ours_cmd + ["--format", "json", "-o", report], cwd=ROOT, env=warm_env)
    prof = json.load(open(report))
    served_report = os.path.join(tmp, "served.json")
    subprocess.run(ours_cmd + ["--format", "json", "-o", served_report], cwd=ROOT, env=served_env)
    served_prof = json.load(open(served_report))
    text = [subprocess.run(ours_cmd, cwd=ROOT, env=e, capture_output=True, text=True).stdout for e in (served_env, warm_env)]
    stop_server()
    before_report = os.path.join(tmp, "before.json")
    subprocess.run(before_cmd + ["--format", "json", "-o", before_report], cwd=ROOT, env=before_env)
    before_prof = json.load(open(before_report))
    cold_report = os.path.join(tmp, "cold.json")  # where a cold run's time goes: the meta worker's import of torch
    subprocess.run(ours_cmd + ["--format", "json", "-o", cold_report], cwd=ROOT,
                   env=dict(warm_env, XDG_CACHE_HOME=os.path.join(tmp, "cold-profile")))
    cold_prof = json.load(open(cold_report))
    # the floor: libtorch loaded once, CUDA initialised once, and the kernels' own time
    timed = os.path.join(tmp, "timed.json")
    subprocess.run([sc, "replay", fixture, "--repeat", "10", "--no-meta", "--format", "json", "-o", timed], cwd=ROOT,
                   env=warm_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kernel_ms = 0.0
    for site in json.load(open(timed))["call_sites"]:
        for r in site["runs"]:
            if r.get("mode") == "op":
                kernel_ms += 2 * ((r.get("fwd_ms") or 0) + (r.get("bwd_ms") or 0))  # the op run and the sdpa run
    load = [p["load_ms"] for p in before_prof["profile"] if p["group"] == "fork-server"]
    context = statistics.median(contexts)
    floor_s = ((load[0] if load else 0) + context + kernel_ms) / 1000
    stat = lambda v: {"median": statistics.median(v), "min": min(v), "max": max(v)}  # noqa: E731
    result = {
        "runs": n,
        "stridecheck_triage_warm_meta_cache_s": stat(ours),
        "stridecheck_triage_cold_meta_cache_s": stat(cold),
        "stridecheck_triage_warm_as_before_s": stat(before),
        "served_triage_warm_meta_cache_s": stat(served),
        "served_triage_cold_meta_cache_s": stat(served_cold),
        "served_first_command_s": server_start,
        "served_report_same_as_unserved": text[0] == text[1] and bool(text[0]),
        "ratio_served_over_python": statistics.median(served) / statistics.median(theirs),
        "ratio_served_cold_over_python": statistics.median(served_cold) / statistics.median(theirs),
        "served_over_floor": statistics.median(served) / floor_s if floor_s else None,
        "python_equivalent_s": stat(theirs),
        "import_torch_s": stat(imports),
        "floor_s": floor_s,
        "floor_parts_ms": {"libtorch_load": load[0] if load else None, "cuda_init_and_context": context,
                           "kernels": kernel_ms},
        "cuda_context_alone_ms": stat(contexts),
        "ratio_warm_over_before": statistics.median(ours) / statistics.median(before),
        "ratio_warm_median": statistics.median(ours) / statistics.median(theirs),
        "ratio_cold_median": statistics.median(cold) / statistics.median(theirs),
        "warm_over_floor": statistics.median(ours) / floor_s if floor_s else None,
        "cold_over_import_torch": statistics.median(cold) / statistics.median(imports),
        "contract_answer": prof.get("answer"),
        "stridecheck_profile": prof.get("profile"),
        "stridecheck_as_before_profile": before_prof.get("profile"),
        "served_profile": served_prof.get("profile"),
        "stridecheck_cold_profile": cold_prof.get("profile"),
        "stridecheck_cold_wall_s_in_profile_run": cold_prof.get("wall_seconds"),
        "stridecheck_runs_elapsed_ms": [(r.get("backend"), r.get("mode"), r.get("elapsed_ms"))
                                        for c in prof.get("call_sites", []) for r in c.get("runs", [])],
        "stridecheck_wall_s_in_profile_run": prof.get("wall_seconds"),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
