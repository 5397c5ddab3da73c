#!/usr/bin/env python3
"""The reading benchmark of issue 2, side by side in one run: stridecheck's readers (bench_read, in
process) against Python's ast.parse on the same output code.

usage: python3 bench/read_bench.py [--build build] [--repeat 5]
Makes bench/inputs/big_trace.log (real TORCH_TRACE logs of the fixtures concatenated to >= 60 MB; not
committed), then measures it, the big output-code modules of bench/inputs/ and the seed's backward graph.
Prints a Markdown table for bench/RESULTS.md."""
import argparse
import json
import os
import platform
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def big_trace(path, minimum=60 << 20):
    logs = []
    for d in sorted(os.listdir(os.path.join(ROOT, "fixtures"))):
        p = os.path.join(ROOT, "fixtures", d, "trace.log")
        if os.path.exists(p):
            logs.append(open(p).read())
    with open(path, "w") as f:
        size = 0
        while size < minimum:
            for text in logs:
                f.write(text if text.endswith("\n") else text + "\n")
                size += len(text)
    return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    trace = big_trace(os.path.join(HERE, "inputs", "big_trace.log"))
    files = [trace, os.path.join(HERE, "inputs", "gpu-big", "backward.py"), os.path.join(HERE, "inputs", "gpu-big", "forward.py"),
             os.path.join(HERE, "inputs", "big_backward.py"), os.path.join(HERE, "inputs", "big_forward.py"),
             os.path.join(ROOT, "fixtures", "seed-cudnn-phi3", "backward.py")]
    ours = subprocess.run([os.path.join(a.build, "bench", "bench_read"), "--repeat", str(a.repeat)] + files,
                          check=True, capture_output=True, text=True).stdout
    theirs = subprocess.run([sys.executable, os.path.join(HERE, "ast_parse.py"), "--repeat", str(a.repeat)] + files,
                            check=True, capture_output=True, text=True).stdout
    # Linearity: the same real records concatenated to 16, 32 and 64 MB; time per byte must stay flat.
    sizes = [16 << 20, 32 << 20]
    scaled = [big_trace(os.path.join(HERE, "inputs", f"big_trace_{m >> 20}mb.log"), m) for m in sizes]
    lin = subprocess.run([os.path.join(a.build, "bench", "bench_read"), "--repeat", str(a.repeat)] + scaled + [trace],
                         check=True, capture_output=True, text=True).stdout
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}, Python {platform.python_version()}")
    print()
    print("| input | bytes | graphs / call sites | stridecheck | MB/s | ast.parse (modules only) | MB/s | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for o, t in zip(ours.splitlines(), theirs.splitlines()):
        o, t = json.loads(o), json.loads(t)
        name = os.path.relpath(o["file"], ROOT)
        print(f"| {name} | {o['bytes']:,} | {o['graphs']} / {o['call_sites']} | {o['seconds'] * 1e3:.1f} ms | "
              f"{o['mb_per_s']:.0f} | {t['seconds'] * 1e3:.1f} ms | {t['mb_per_s']:.1f} | "
              f"{t['seconds'] / o['seconds']:.1f}x |")
    print()
    print("| linearity: TORCH_TRACE log | bytes | stridecheck | ns per byte |")
    print("|---|---:|---:|---:|")
    for line in lin.splitlines():
        o = json.loads(line)
        print(f"| {os.path.relpath(o['file'], ROOT)} | {o['bytes']:,} | {o['seconds'] * 1e3:.1f} ms | "
              f"{o['seconds'] * 1e9 / o['bytes']:.2f} |")


if __name__ == "__main__":
    main()
