#!/usr/bin/env python3
"""Issue 23's speed targets, side by side in one run (bench/gpu/run-h200.sh STEPS=speed on the H200; --device cpu on
a CPU host):

1. one-shot triage of the seed failure (CPU: cpu-stale-meta-failure's), warm meta cache, no server: the wall clock
   the user waits against the `wall_seconds` the same run's JSON report gives (target: at most 1.1x; and on the
   GPU at most 1.0 s);
2. the first command cold: the page cache dropped (`sync; echo 3 > /proc/sys/vm/drop_caches`, where this runs as
   root and may; `cold_how` says what was done) and an empty meta cache folder, against the same work in one Python
   process (bench/gpu/seed_python_equivalent.py on the triage's call sites, `import torch` included) after the page
   cache is dropped again; the triage runs --no-values --no-what-if (the script does neither), as bench_triage.py;
3. a replay of one held-out-sized graph (one graph's forward and backward: cuda-efficient-fp32's, CPU: cpu-gqa's) through
   a warm `stridecheck serve` of this build (target: at most 0.25 s), and one-shot, against the same work in one
   Python process, warm; whether the served report reads as the one-shot one;
4. `import torch` alone.

The Python side runs under this script's interpreter (run it with the torch Python). Runs alternate, ROUNDS rounds (3); medians, min and max; JSON on stdout, one line a measure on stderr.

usage: python3 bench/speed.py BUILD_DIR [ROUNDS] [--device cuda|cpu] [--no-drop]  (--no-drop: leave the page cache,
on a machine shared with others)"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench", "gpu"))
from bench_triage import start_server  # noqa: E402

INPUTS = {  # device: (triage log, its code, the graph's sources)
    "cuda": ("fixtures/seed-cudnn-phi3/failure/failing.log", "fixtures/seed-cudnn-phi3/failure",
             ["fixtures/cuda-efficient-fp32/forward.py", "fixtures/cuda-efficient-fp32/backward.py"]),
    "cpu": ("fixtures/cpu-stale-meta-failure/run.log", "fixtures/cpu-stale-meta-failure",
            ["fixtures/cpu-gqa/forward.py", "fixtures/cpu-gqa/backward.py"]),
}


def timed(cmd, env, ok=(0, 1)):
    """(seconds, stdout) of `cmd` run from the repository root; exits `ok` are answers (stridecheck's 0 and 1)."""
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    dt = time.perf_counter() - t0
    if p.returncode not in ok:
        raise SystemExit(f"{' '.join(cmd)} failed ({p.returncode}): {p.stderr[-2000:]}")
    return dt, p.stdout


def drop_page_cache():
    """What was done to make the page cache cold: dropped (root), or nothing (why)."""
    if "--no-drop" in sys.argv:
        return "page cache not dropped (--no-drop): only the meta cache is cold"
    try:
        subprocess.run(["sync"], check=True)
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("3\n")
        return "page cache dropped (sync; echo 3 > /proc/sys/vm/drop_caches)"
    except OSError as e:
        return f"page cache not dropped ({e.strerror}): only the meta cache is cold"


def stat(v):
    return {"median": statistics.median(v), "min": min(v), "max": max(v), "runs": v}


def note(what, value):
    print(f"{what}: {value}", file=sys.stderr, flush=True)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--device") and a != "--no-drop"]
    device = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--device=")), None)
    if "--device" in sys.argv:
        device = sys.argv[sys.argv.index("--device") + 1]
        args.remove(device)
    device = device or "cuda"
    sc = os.path.join(os.path.abspath(args[0]), "stridecheck")
    rounds = int(args[1]) if len(args) > 1 else 3
    tmp = tempfile.mkdtemp()
    log, code, graph_sources = INPUTS[device]
    graph = os.path.join(tmp, "graph.json")
    subprocess.run([sc, "extract", *graph_sources, "-o", graph], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    base = dict(os.environ, STRIDECHECK_SERVER="off", NO_COLOR="1")
    warm = dict(base, XDG_CACHE_HOME=os.path.join(tmp, "warm-cache"))
    # as bench/gpu/bench_triage.py: the Python script neither compares values nor replays the site again contiguous
    triage = [sc, "triage", log, "--code", code, "--no-values", "--no-what-if"]
    seed = os.path.join(tmp, "seed.json")
    subprocess.run([sc, "extract", log, "--code", code, "-o", seed], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    replay = [sc, "replay", graph, "--repeat", "0", "--no-values"]
    equivalent = os.path.join(ROOT, "bench/gpu/seed_python_equivalent.py")
    python = [sys.executable, equivalent, graph, device]
    python_seed = [sys.executable, equivalent, seed, device]
    import_torch = [sys.executable, "-c", "import torch"]

    # 2. the first command cold, before anything here warmed the page cache or a meta cache
    cold_how = drop_page_cache()
    cold_report = os.path.join(tmp, "cold.json")
    cold_s, _ = timed(triage + ["--format", "json", "-o", cold_report],
                      dict(base, XDG_CACHE_HOME=os.path.join(tmp, "cold-cache")))
    cold_wall = json.load(open(cold_report)).get("wall_seconds")
    drop_page_cache()
    cold_python_s, _ = timed(python_seed, base, (0,))
    note("first command cold (triage), s", cold_s)
    note("same work in Python cold, s", cold_python_s)

    # 1. one-shot, warm meta cache: the wall clock against the report's wall_seconds
    timed(triage, warm)  # the warm meta cache
    oneshot, walls = [], []
    served, served_oneshot, pythons, imports = [], [], [], []
    server, serve_env, stop = start_server(sc, tmp)
    served_env = dict(serve_env, XDG_CACHE_HOME=os.path.join(tmp, "warm-cache"), NO_COLOR="1")
    first_served_s, _ = timed(replay, served_env)  # the server's workers start
    timed(replay, served_env)
    for i in range(rounds):
        report = os.path.join(tmp, f"oneshot-{i}.json")
        s, _ = timed(triage + ["--format", "json", "-o", report], warm)
        oneshot.append(s)
        walls.append(json.load(open(report))["wall_seconds"])
        served.append(timed(replay, served_env)[0])  # 3. the graph, served
        served_oneshot.append(timed(replay, warm)[0])
        pythons.append(timed(python, base, (0,))[0])
        imports.append(timed(import_torch, base, (0,))[0])
        note(f"round {i + 1}", f"one-shot {oneshot[-1]:.3f} s (wall_seconds {walls[-1]:.3f}), served graph "
             f"{served[-1]:.3f} s, one-shot graph {served_oneshot[-1]:.3f} s, Python {pythons[-1]:.3f} s")
    texts = [timed(replay, e)[1] for e in (served_env, warm)]
    served_json = os.path.join(tmp, "served.json")
    timed(replay + ["--format", "json", "-o", served_json], served_env)
    stop()
    med = statistics.median
    result = {
        "device": device, "rounds": rounds, "triage": triage[1:], "graph": graph_sources,
        "oneshot_triage_warm_meta_cache_s": stat(oneshot),
        "oneshot_wall_seconds_in_report": stat(walls),
        "ratio_oneshot_over_wall_seconds": med(oneshot) / med(walls),
        "first_command_cold_s": cold_s, "first_command_cold_wall_seconds_in_report": cold_wall,
        "python_equivalent_cold_s": cold_python_s,
        "ratio_first_command_cold_over_python_cold": cold_s / cold_python_s, "cold_how": cold_how,
        "served_graph_replay_s": stat(served), "served_first_command_s": first_served_s,
        "oneshot_graph_replay_s": stat(served_oneshot),
        "python_equivalent_graph_s": stat(pythons),
        "ratio_served_graph_over_python": med(served) / med(pythons),
        "served_report_same_as_oneshot": texts[0] == texts[1] and bool(texts[0]),
        "served_profile": json.load(open(served_json)).get("profile"),
        "import_torch_s": stat(imports),
    }
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
