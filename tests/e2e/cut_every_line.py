#!/usr/bin/env python3
"""A real failing log cut at every point of its traceback, as reporters paste it: `stridecheck triage --no-replay` of
each cut either answers (exit 1) or says in one line where the log is cut (exit 2), never crashes, and says no more
than is left:

  cut before the assert line            exit 2, "the log is cut inside a traceback ..." (or no traceback at all)
  cut after the assert line             exit 1, "The log ends at that assert, before its message", and the sizes and
                                        strides the assert line checked
  cut inside the AssertionError line    exit 1, at every character: the dims before the cut, or "before the first dim"
  cut after the AssertionError line     exit 1, the layouts rebuilt ("came back contiguous")

Logs: fixtures/cpu-custom-op-wrong-fake/run.log (one process), and fixtures/cpu-torchrun-custom-op/run-file.log (two
ranks, "[rankN]: " prefixes; a cut in rank 1's traceback leaves rank 0's whole).
usage: cut_every_line.py STRIDECHECK SOURCE_DIR
"""
import os
import re
import subprocess
import sys
import tempfile


def triage(binary, path):
    p = subprocess.run([binary, "triage", path, "--no-replay"], capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def complete_clause(text):
    # a cut right after a clause's dim ("... at dim=1") reads as a whole message: nothing tells it was cut
    return re.search(r"at dim=\d+$", text) is not None


def check(binary, log, source_at, message_at, problems):
    lines = open(log).read().splitlines(True)
    with tempfile.TemporaryDirectory() as tmp:
        cut = os.path.join(tmp, "cut.log")
        cuts = [("".join(lines[:k]), k, None) for k in range(1, len(lines) + 1)]
        msg = lines[message_at - 1]
        cuts += [("".join(lines[:message_at - 1]) + msg[:c], message_at, c) for c in range(1, len(msg))]
        for text, k, col in cuts:
            with open(cut, "w") as f:
                f.write(text)
            rc, out, err = triage(binary, cut)
            where = f"{os.path.basename(log)} cut at line {k}" + (f", column {col}" if col else "")
            if rc not in (1, 2):
                problems.append(f"{where}: exit {rc}: {err.strip()[-300:]}")
                continue
            if rc == 2:
                if len(err.strip().splitlines()) != 1 or not err.startswith("stridecheck: error: " + cut):
                    problems.append(f"{where}: exit 2 without a one-line error naming the file: {err!r}")
                if k >= source_at:
                    problems.append(f"{where}: exit 2 although the assert line is in it: {err.strip()}")
                continue
            if not out.startswith("Answer\n") or "What failed:" not in out or "Next step:" not in out:
                problems.append(f"{where}: no Answer with What failed and Next step")
            if k < source_at:
                problems.append(f"{where}: answered although no assert line is left")
            elif k < message_at or (k == message_at and col is not None and not complete_clause(text)):
                words = " ".join(out.split())
                if "The log ends" not in words:
                    problems.append(f"{where}: the cut is not said")
                if "(2, 4, 200, 32)" not in words:
                    problems.append(f"{where}: the checked sizes are not said")
            elif not complete_clause(text) and "came back contiguous" not in " ".join(out.split()):
                problems.append(f"{where}: the layouts are not rebuilt")
    return len(cuts)


def main():
    binary, src = sys.argv[1], sys.argv[2]
    problems = []
    n = check(binary, os.path.join(src, "fixtures/cpu-custom-op-wrong-fake/run.log"), 67, 68, problems)
    # the torchrun log: rank 1's traceback is second; its assert line and message are the last ones
    log = os.path.join(src, "fixtures/cpu-torchrun-custom-op/run-file.log")
    lines = open(log).read().splitlines()
    source = [i + 1 for i, l in enumerate(lines) if "assert_size_stride(" in l]
    message = [i + 1 for i, l in enumerate(lines) if "AssertionError: expected size" in l]
    n += check(binary, log, source[0], message[0], problems)
    for p in problems[:40]:
        print(p)
    print(f"{n} cuts, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
