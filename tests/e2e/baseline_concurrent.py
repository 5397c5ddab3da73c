#!/usr/bin/env python3
"""Concurrent `check --update-baseline` runs into one baseline lose no entry (issue 20, section 7).

1. The lock: this test holds the baseline's lock file (BASELINE.lock, flock) and starts two updates of different
   fixtures together. Each must replay, then wait for the lock (seen in /proc/locks) without writing the
   baseline; once the lock is released, both merge in turn and the baseline holds every entry of both.
2. The race as CI shards make it: four updates of four fixtures started together, the lock left to them; the
   baseline holds every entry of the four.
Every entry is compared with fixtures/baselines/cpu.json, the CPU baseline of the same fixtures.

usage: baseline_concurrent.py STRIDECHECK SOURCE_DIR
"""
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time

binary, src = sys.argv[1], os.path.abspath(sys.argv[2])
reference = json.load(open(os.path.join(src, "fixtures/baselines/cpu.json")))["entries"]
env = dict(os.environ, NO_COLOR="1", STRIDECHECK_SERVER="off")
failures = []


def fixture_name(extract):
    # what a baseline's keys are named by: the source the fixture was extracted from
    return json.load(open(os.path.join(src, extract)))["inputs"][0]


def start(extract, baseline):
    return subprocess.Popen([binary, "check", extract, "--baseline", baseline, "--update-baseline", "--repeat", "0"],
                            cwd=src, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def waiting_on(lock_path, pids):
    # the pids blocked in flock on lock_path ("1: -> FLOCK  ADVISORY  WRITE PID MAJ:MIN:INODE 0 EOF")
    inode = os.stat(lock_path).st_ino
    waiting = set()
    for line in open("/proc/locks"):
        tokens = line.split()
        if len(tokens) > 5 and tokens[1] == "->" and tokens[2] == "FLOCK":
            pid, devino = int(tokens[5]), tokens[6]
            if pid in pids and int(devino.split(":")[-1]) == inode:
                waiting.add(pid)
    return waiting


def expect_entries(baseline, extracts, what):
    names = {fixture_name(e) for e in extracts}
    want = {k: v for k, v in reference.items() if k.split("::")[0] in names}
    if not os.path.exists(baseline):
        failures.append(f"{what}: no baseline was written")
        return
    got = json.load(open(baseline))["entries"]
    lost = sorted(set(want) - set(got))
    if lost:
        failures.append(f"{what}: {len(lost)} of {len(want)} entries lost, e.g. {lost[:3]}")
    extra = sorted(set(got) - set(want))
    if extra:
        failures.append(f"{what}: entries of no fixture checked: {extra[:3]}")
    differ = sorted(k for k in set(want) & set(got) if got[k] != want[k])
    if differ:
        failures.append(f"{what}: entries unlike fixtures/baselines/cpu.json's: {differ[:3]}")


def finish(procs, what):
    for p in procs:
        out, err = p.communicate(timeout=600)
        if p.returncode != 0:
            failures.append(f"{what}: an update exited {p.returncode}:\n{out.decode()}{err.decode()}")


with tempfile.TemporaryDirectory() as tmp:
    # 1. two updates held at the lock
    baseline = os.path.join(tmp, "held.json")
    extracts = ["fixtures/cpu-gqa/expected/extract.json", "fixtures/cpu-upstream-c/expected/extract.json"]
    with open(baseline + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        procs = [start(e, baseline) for e in extracts]
        pids = {p.pid for p in procs}
        deadline = time.time() + 300
        while waiting_on(baseline + ".lock", pids) != pids and time.time() < deadline:
            if any(p.poll() is not None for p in procs):
                break
            time.sleep(0.05)
        exited = [p for p in procs if p.poll() is not None]
        if exited:
            failures.append("held lock: an update finished while the baseline's lock was held by another: it did "
                            "not wait for the lock")
        elif waiting_on(baseline + ".lock", pids) != pids:
            failures.append("held lock: the updates did not wait on the baseline's lock within 300 s")
        if os.path.exists(baseline):
            failures.append("held lock: the baseline was written while another held its lock")
        fcntl.flock(lock, fcntl.LOCK_UN)
    finish(procs, "held lock")
    expect_entries(baseline, extracts, "held lock")

    # 2. four shards' updates started together, no lock held by the test
    baseline = os.path.join(tmp, "race.json")
    extracts = ["fixtures/cpu-gqa/expected/extract.json", "fixtures/cpu-upstream-c/expected/extract.json",
                "fixtures/cpu-flash-causal/expected/extract.json", "fixtures/cpu-debug-dir/expected/extract.json"]
    procs = [start(e, baseline) for e in extracts]
    finish(procs, "race")
    expect_entries(baseline, extracts, "race")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("concurrent updates: every entry of every update kept (2 held at the lock, 4 racing)")
