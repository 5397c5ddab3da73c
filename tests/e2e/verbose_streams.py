#!/usr/bin/env python3
"""-v streams as things happen (issue 20, section 8): a replay in which one backend hangs until --timeout ends it
logs its worker's start and the runs already back while the hang lasts, not all at once at the end. Each line of
stderr is timed as it arrives: the worker's line must come seconds before the timeout's, and before the report.

usage: verbose_streams.py STRIDECHECK SOURCE_DIR
"""
import os
import subprocess
import sys
import time

TIMEOUT_S = 3


def main():
    binary, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    env = dict(os.environ, STRIDECHECK_SERVER="off", STRIDECHECK_TEST_FAULT="math:hang", NO_COLOR="1")
    t0 = time.monotonic()
    p = subprocess.Popen([binary, "replay", "fixtures/cpu-upstream-c/inference.py", "--repeat", "0", "--timeout",
                          str(TIMEOUT_S), "-v"], cwd=src, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, env=env)
    lines = []
    for raw in p.stderr:
        lines.append((time.monotonic() - t0, raw.decode("utf-8", "replace").rstrip("\n")))
    rc = p.wait(timeout=300)
    end = time.monotonic() - t0
    for t, line in lines:
        print(f"{t:6.2f} s  {line[:160]}")
    print(f"{end:6.2f} s  exit {rc}")

    def first(needle):
        return next((t for t, line in lines if needle in line), None)

    worker = first("worker shared: ")
    timeout = first("math op: timeout")
    problems = []
    if rc != 1:
        problems.append(f"exit {rc}, expected 1 (a hung backend is a finding)")
    if worker is None or timeout is None:
        problems.append("no worker line, or no line of the hung run")
    elif timeout - worker < TIMEOUT_S - 1:
        problems.append(f"the worker's line came {timeout - worker:.2f} s before the timeout's: not as it happened")
    elif end - worker < TIMEOUT_S - 1:
        problems.append("the worker's line came at the end")
    for p in problems:
        print("FAILED: " + p)
    print("ok" if not problems else "FAILED")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
