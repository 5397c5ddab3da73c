#!/usr/bin/env python3
"""Python's own ast.parse on the output code stridecheck reads: for an output-code file the module; for a
TORCH_TRACE log every inductor_output_code payload (extracted before timing). Fastest of --repeat runs.
Prints one JSON object per file."""
import ast
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fixtures", "tools"))
from capture import read_trace_payloads  # noqa: E402


def main():
    args = sys.argv[1:]
    repeat = 5
    if args and args[0] == "--repeat":
        repeat, args = int(args[1]), args[2:]
    for f in args:
        data = open(f, encoding="utf-8").read()
        if data.lstrip()[:1] in "VIWEC" and "has_payload" in data[:100000]:
            modules = [p for m, p in read_trace_payloads(f) if "inductor_output_code" in m]
        else:
            modules = [data]
        nbytes = sum(len(m.encode()) for m in modules)
        best = 1e30
        for _ in range(repeat):
            t0 = time.perf_counter()
            for m in modules:
                ast.parse(m)
            best = min(best, time.perf_counter() - t0)
        print(json.dumps({"file": f, "modules": len(modules), "module_bytes": nbytes, "seconds": round(best, 6),
                          "mb_per_s": round(nbytes / 1e6 / best, 1)}))


if __name__ == "__main__":
    main()
