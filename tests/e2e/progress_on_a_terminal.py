#!/usr/bin/env python3
"""Progress on a real terminal (issue 20, section 8): stderr is a pseudo-terminal, as in a person's shell, stdout a
pipe. The status line says something from the start ("reading ...", "starting the replay workers ..."), its counts
hold every run scheduled (kernels and metas: never "6 of 3"), its total does not change once shown, it reaches the
total, and it is cleared before the report. Under -q, and where stderr is not a terminal, nothing is shown.

usage: progress_on_a_terminal.py STRIDECHECK SOURCE_DIR
"""
import os
import pty
import re
import subprocess
import sys

COMMAND = ["replay", "fixtures/cpu-flash-causal/trace.log", "--repeat", "0"]


def stderr_on_a_pty(binary, src, extra):
    master, slave = pty.openpty()
    env = dict(os.environ, STRIDECHECK_SERVER="off")
    p = subprocess.Popen([binary] + COMMAND + extra, cwd=src, stdout=subprocess.PIPE, stderr=slave,
                         stdin=subprocess.DEVNULL, env=env)
    os.close(slave)
    data = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    os.close(master)
    out = p.stdout.read()
    p.wait(timeout=300)
    return p.returncode, data.decode("utf-8", "replace"), out.decode("utf-8", "replace")


def main():
    binary, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    problems = []
    rc, err, out = stderr_on_a_pty(binary, src, [])
    messages = [m for m in err.split("\r\x1b[K") if m]
    print(f"exit {rc}; status lines: {messages}")
    if rc != 0 or not out.startswith("Answer\n"):
        problems.append(f"the replay failed (exit {rc}) or its report is not on stdout")
    if not messages or not messages[0].startswith("stridecheck: reading fixtures/cpu-flash-causal/trace.log"):
        problems.append("the first thing said is not what is being read")
    counts = [(int(a), int(b)) for a, b in (re.match(r"stridecheck: replayed (\d+) of (\d+) runs", m).groups()
                                            for m in messages if m.startswith("stridecheck: replayed"))]
    first_count = next((i for i, m in enumerate(messages) if m.startswith("stridecheck: replayed")), len(messages))
    if not any(m.startswith("stridecheck: starting the replay workers") for m in messages[:first_count]):
        problems.append("nothing is said while the workers start, before the first count")
    if not counts:
        problems.append("no count was shown")
    else:
        if any(done > total for done, total in counts):
            problems.append(f"a count past its total: {counts}")
        if len({total for _, total in counts}) != 1:
            problems.append(f"the total changed: {counts}")
        # 2 call sites: flash_cpu, math and the priority run of each (6), a flash_cpu meta and a meta choice each (4)
        if counts[-1] != (10, 10):
            problems.append(f"the last count is not 10 of 10: {counts[-1]}")
    if not err.endswith("\r\x1b[K"):
        problems.append("the status line is not cleared before the report")
    rc, err, _ = stderr_on_a_pty(binary, src, ["-q"])
    if err:
        problems.append(f"-q still shows progress: {err!r}")
    p = subprocess.run([binary] + COMMAND, cwd=src, capture_output=True, env=dict(os.environ, STRIDECHECK_SERVER="off"),
                       timeout=300)
    if p.stderr:
        problems.append(f"progress where stderr is not a terminal: {p.stderr[:200]!r}")
    for p in problems:
        print("FAILED: " + p)
    print("ok" if not problems else "FAILED")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
