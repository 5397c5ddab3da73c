#!/usr/bin/env python3
"""Faults under load: `check` over every CPU fixture while the worker crashes and hangs at call sites picked
at random (seeded), with STRIDECHECK_TEST_FAULT=BACKEND:KIND@SITE,...

It must complete, report each fault at the call site and backend where it happened (crashed, or timeout for a
hang; and at every call site that repeats that one's call, whose runs are its runs), lose no other result (every other backend's layouts as in a clean run of the same command), and leave
no child process behind (every process the run started carries a marker in its environment; none may be
alive once it has exited).

usage: faults_under_load.py STRIDECHECK SOURCE_DIR [SEED]
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import uuid

CPU_FIXTURES = ["cpu-debug-dir", "cpu-flash-causal", "cpu-flash-dynamic", "cpu-gqa", "cpu-stale-meta-failure",
                "cpu-upstream-c", "torch23-cpu-flash"]
KINDS = ["segv", "abort", "exit", "hang"]


def marked_processes(marker):
    alive = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if marker.encode() in f.read():
                    alive.append(pid)
        except OSError:
            pass
    return alive


def killed_or_exiting(pid):
    """Whether `pid` is already on its way out: SIGKILL pending (sent, the process not yet scheduled to die: the run
    ends its workers without waiting for their teardown), exiting, or a zombie."""
    try:
        status = dict(line.split(":", 1) for line in open(f"/proc/{pid}/status") if ":" in line)
        flags = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[6])
    except (OSError, ValueError, IndexError):
        return True  # gone meanwhile
    pending = int(status.get("SigPnd", "0").strip(), 16) | int(status.get("ShdPnd", "0").strip(), 16)
    return bool(pending & (1 << 8)) or bool(flags & 0x4) or status.get("State", "").strip()[:1] in "ZX"


def left_behind(marker):
    """The marked processes still alive: none killed and still dying counts, unless it outlives 3 s."""
    left = marked_processes(marker)
    alive = [pid for pid in left if not killed_or_exiting(pid)]
    until = time.time() + 3
    while left and time.time() < until:
        time.sleep(0.05)
        left = marked_processes(marker)
    return sorted(set(alive) | set(left))


def runs_by_key(report):
    """(site, backend, mode) -> (status, layouts)"""
    out = {}
    for site in report["call_sites"]:
        for r in site["runs"]:
            if r["mode"] in ("meta", "meta-choice"):
                continue
            lay = tuple((o["name"], tuple(o["sizes"]), tuple(o["strides"])) for o in r.get("outputs", []))
            out[(site["id"], r["backend"], r["mode"])] = (r["status"], lay)
    return out


def check(binary, src, fixtures, env, out, isolation="per-backend"):
    args = [binary, "check", *fixtures, "--repeat", "0", "--no-values", "--no-what-if", "--timeout", "8",
            "--isolation", isolation, "--format", "json", "-o", out]
    t0 = time.time()
    p = subprocess.run(args, cwd=src, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=1200)
    return p, time.time() - t0


def main():
    binary, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20261201
    fixtures = [f"fixtures/{f}/expected/extract.json" for f in CPU_FIXTURES]
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        marker = f"STRIDECHECK_FAULT_TEST_MARK={uuid.uuid4()}"
        name, value = marker.split("=", 1)
        base_env = dict(os.environ, NO_COLOR="1", XDG_CACHE_HOME=os.path.join(tmp, "cache"), **{name: value})
        base_env.pop("STRIDECHECK_TEST_FAULT", None)
        p, secs = check(binary, src, fixtures, base_env, os.path.join(tmp, "clean.json"))
        if p.returncode not in (0, 1):
            print(f"the clean run failed: exit {p.returncode}: {p.stderr.decode()[-2000:]}")
            return 1
        clean_report = json.load(open(os.path.join(tmp, "clean.json")))
        clean = runs_by_key(clean_report)
        # a call site that repeats an earlier one's call reports that one's runs (replayed_with): its faults too
        runs_of = {s["id"]: s.get("replayed_with") or s["id"] for s in clean_report["call_sites"]}
        print(f"clean run: {len(clean)} runs, exit {p.returncode}, {secs:.1f} s")
        # the faults: one in four of the (call site, backend) pairs, each of a random kind
        pairs = sorted({(s, b) for (s, b, m) in clean if m == "op" and runs_of[s] == s})
        rng = random.Random(seed)
        faults = {pair: rng.choice(KINDS) for pair in rng.sample(pairs, max(2, len(pairs) // 4))}
        if "hang" not in faults.values():
            faults[next(iter(faults))] = "hang"
        spec = ",".join(f"{b}:{k}@{s}" for (s, b), k in sorted(faults.items()))
        print(f"seed {seed}: {len(faults)} faults in {len(pairs)} (call site, backend) pairs")
        env = dict(base_env, STRIDECHECK_TEST_FAULT=spec)
        # one worker per backend, then one worker for everything: a crash respawns a worker for the rest
        for isolation in ("per-backend", "shared"):
            out = os.path.join(tmp, f"faults-{isolation}.json")
            p, secs = check(binary, src, fixtures, env, out, isolation)
            print(f"faulty run, --isolation {isolation}: exit {p.returncode}, {secs:.1f} s")
            if p.returncode != 1:
                print(f"expected exit 1 (crashes found), got {p.returncode}: {p.stderr.decode()[-2000:]}")
                ok = False
            left = left_behind(marker)
            if left:
                print(f"processes left behind: {left}")
                ok = False
            faulty = runs_by_key(json.load(open(out)))
            for key, (status, lay) in sorted(clean.items()):
                site, backend, mode = key
                got = faulty.get(key)
                fault = faults.get((runs_of[site], backend))
                if fault:
                    want = "timeout" if fault == "hang" else "crashed"
                    if mode == "op" and (got is None or got[0] != want):
                        print(f"{site} {backend}: fault {fault} reported as {got and got[0]}, not {want}")
                        ok = False
                    continue
                if got != (status, lay):
                    print(f"{site} {backend} {mode}: lost or changed: {got} (clean: {status}, {lay})")
                    ok = False
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
