#!/usr/bin/env python3
"""Issue 30 (6): does a short command wait behind a long one in `stridecheck serve`? Side by side, in one run.

A long served replay (a CPU fixture timed with --repeat R) runs; once its kernels run, a short replay of a small graph
starts beside it, and its wall time is measured:

  served (this build)      through this build's server
  served (before)          through the server of BEFORE (an earlier build: it queued an untimed command behind a
                           timed one until that ended)
  one-shot beside          STRIDECHECK_SERVER=off: the command replays itself beside the long served one
  served, alone            through this build's server, with nothing beside it (the floor)

and the same for a short *timed* command (--repeat 20), whose timed sections take turns with the long one's.
Every process runs with one thread per worker (OMP_NUM_THREADS=1, MKL_NUM_THREADS=1) under `taskset -c CPUS`, so
that the figures measure waiting, not two commands' threads contending for the same cores.

usage: python3 bench/serve_wait.py BUILD [--before BINARY] [--runs N] [--repeat R] [--cpus 0,1] [-o OUT.json]
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

LONG = "fixtures/cpu-gqa/expected/extract.json"
SHORT = "fixtures/cpu-flash-causal/expected/extract.json"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--before", help="an earlier build's stridecheck, served side by side")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=6000, help="the long command's --repeat")
    ap.add_argument("--cpus", default="0,1")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    this = os.path.abspath(os.path.join(a.build, "stridecheck"))
    tmp = tempfile.mkdtemp(prefix="serve-wait-")
    base = dict(os.environ, NO_COLOR="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1",
                XDG_CACHE_HOME=os.path.join(tmp, "cache"))
    base.pop("STRIDECHECK_SERVER", None)
    pin = ["taskset", "-c", a.cpus]

    def run(binary, args, env):
        t0 = time.perf_counter()
        p = subprocess.run(pin + [binary, *args], cwd=root, env=env, capture_output=True, text=True, timeout=900)
        return time.perf_counter() - t0, p

    def server(binary, name):
        runtime = os.path.join(tmp, name)
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        env = dict(base, XDG_RUNTIME_DIR=runtime)
        log = open(os.path.join(tmp, name + ".log"), "w")
        p = subprocess.Popen(pin + [binary, "serve", "--idle-exit", "900"], cwd=root, env=env,
                             stdout=subprocess.DEVNULL, stderr=log)
        for _ in range(200):
            if run(binary, ["serve", "--status"], env)[1].returncode == 0:
                break
            time.sleep(0.05)
        run(binary, ["replay", SHORT, "--repeat", "0"], env)  # warm: its workers kept
        run(binary, ["replay", LONG, "--repeat", "1"], env)
        return p, env

    def replaying(binary, env):
        """Once the long command's kernels run in the server (its status lists it replaying)."""
        for _ in range(600):
            out = run(binary, ["serve", "--status"], env)[1].stdout
            if "replaying" in out:
                return True
            time.sleep(0.05)
        return False

    def beside(binary, env, short_binary, short_env, short_args):
        long_cmd = subprocess.Popen(pin + [binary, "replay", LONG, "--repeat", str(a.repeat)], cwd=root, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        t0 = time.perf_counter()
        replaying(binary, env)
        time.sleep(1.0)  # into its timed sections
        took, p = run(short_binary, short_args, short_env)
        long_cmd.wait(timeout=900)
        if p.returncode not in (0, 1):
            sys.exit(f"the short command failed ({p.returncode}): {p.stderr[-800:]}")
        return took, time.perf_counter() - t0, p.returncode, "queue" in p.stderr

    results = {"machine": f"{platform.node()} ({os.cpu_count()} cores)", "cpus": a.cpus, "repeat": a.repeat,
               "long": LONG, "short": SHORT, "rows": []}
    variants = [("served (this build)", this, None)]
    if a.before:
        variants.append(("served (before)", os.path.abspath(a.before), None))
    variants.append(("one-shot beside", this, "off"))
    servers = {}
    for label, binary, _ in variants:
        if binary not in servers:
            servers[binary] = server(binary, f"run{len(servers)}")
    for short_args, kind in ((["replay", SHORT, "--repeat", "0"], "untimed"),
                             (["replay", SHORT, "--repeat", "20", "--warmup", "2"], "timed")):
        for label, binary, mode in variants:
            env = servers[binary][1]
            short_env = dict(env, STRIDECHECK_SERVER="off") if mode == "off" else env
            walls, longs, queued = [], [], False
            for _ in range(a.runs):
                took, long_wall, rc, q = beside(binary, env, binary, short_env, short_args)
                walls.append(took)
                longs.append(long_wall)
                queued |= q
            row = {"short": kind, "variant": label, "short_s": walls, "median_s": statistics.median(walls),
                   "long_s": statistics.median(longs), "told_queued": queued}
            results["rows"].append(row)
            print(f"{kind:8} {label:22} short {row['median_s']:6.2f} s (runs {', '.join(f'{w:.2f}' for w in walls)})"
                  f"  long {row['long_s']:6.1f} s{'  queued' if queued else ''}", flush=True)
        alone = [run(this, short_args, servers[this][1])[0] for _ in range(a.runs)]
        results["rows"].append({"short": kind, "variant": "served, alone", "short_s": alone,
                                "median_s": statistics.median(alone)})
        print(f"{kind:8} {'served, alone':22} short {statistics.median(alone):6.2f} s", flush=True)
    for binary, (p, env) in servers.items():
        run(binary, ["serve", "--stop"], env)
        try:
            p.wait(timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
    if a.out:
        json.dump(results, open(a.out, "w"), indent=1)


if __name__ == "__main__":
    sys.exit(main())
