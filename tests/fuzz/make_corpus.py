#!/usr/bin/env python3
"""Seeds the libFuzzer corpora in tests/fuzz/corpus/<target>/ from the real fixtures (run from the source
folder: python3 tests/fuzz/make_corpus.py). Crashers found by fuzzing are added beside the seeds by hand
(named crash-*), and the minimised corpus of the long runs (docs/robustness.md) with `-merge=1`.

- fuzz_output_code: every generated module (.py) of the fixtures, and the hostile .py inputs (the hostile
  logs, traces and fixtures seed their readers' corpora too)
- fuzz_trace: the TORCH_TRACE logs cut to the records the reader uses (output code, graph ids), each
  record kept whole so its md5 still matches, plus the smallest real log whole
- fuzz_failing_log: every run log and failing log
- fuzz_output_code_log: the logs that hold modules (TORCH_LOGS=output_code) or die of no SDPA backend, and the
  hostile oclog-* logs
- fuzz_fixture_json: every fixture (expected/extract*.json)
- fuzz_layout: every tensor layout of every fixture, encoded as fuzz_layout.cpp decodes it"""
import glob
import hashlib
import json
import os
import re
import struct

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(SRC, "tests/fuzz/corpus")
MAX = 256 * 1024


def put(target, data, hint):
    if isinstance(data, str):
        data = data.encode()
    if not data or len(data) > MAX:
        return
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9.-]+", "_", hint) + "-" + hashlib.sha1(data).hexdigest()[:10]
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def rel(p):
    return os.path.relpath(p, SRC)


fix = os.path.join(SRC, "fixtures")
for p in sorted(glob.glob(f"{fix}/**/*.py", recursive=True)):
    if os.path.basename(p) in ("gen.py",) or "/tools/" in p or "make_" in p:
        continue
    text = open(p, encoding="utf-8", errors="replace").read()
    if "async_compile" in text or "def call(" in text:
        put("fuzz_output_code", text, rel(p))
for p in sorted(glob.glob(f"{SRC}/tests/hostile/*.py")):
    if "make_" not in p:
        put("fuzz_output_code", open(p, "rb").read(), rel(p))

# A glog record line, then its tab-prefixed payload lines.
RECORD = re.compile(r"^[VIWEC]\d{4} ")
for p in sorted(glob.glob(f"{fix}/**/trace.log", recursive=True)):
    lines = open(p, encoding="utf-8").read().splitlines(keepends=True)
    records, cur = [], []
    for line in lines:
        if RECORD.match(line) and cur:
            records.append("".join(cur))
            cur = []
        cur.append(line)
    if cur:
        records.append("".join(cur))
    keep = [r for r in records if '"inductor_output_code"' in r.split("\n", 1)[0]]
    for i, r in enumerate(keep):
        put("fuzz_trace", r, f"{rel(p)}-code{i}")
    put("fuzz_trace", "".join(keep[:2]), f"{rel(p)}-codes")
    put("fuzz_trace", open(p, "rb").read(), rel(p))

for p in sorted(glob.glob(f"{SRC}/tests/hostile/trace-*.log")):
    put("fuzz_trace", open(p, "rb").read(), rel(p))
for p in sorted(glob.glob(f"{SRC}/tests/hostile/fixture-*.json")):
    put("fuzz_fixture_json", open(p, "rb").read(), rel(p))
for p in (sorted(glob.glob(f"{fix}/**/*.log", recursive=True)) + sorted(glob.glob(f"{SRC}/tests/logs/*.log")) +
          sorted(glob.glob(f"{SRC}/tests/hostile/log-*.log"))):
    if not p.endswith("trace.log"):
        put("fuzz_failing_log", open(p, "rb").read(), rel(p))
for p in (sorted(glob.glob(f"{fix}/**/run.log", recursive=True)) + sorted(glob.glob(f"{SRC}/tests/hostile/oclog-*.log"))):
    data = open(p, "rb").read()
    if b"Output code:" in data or b"No available kernel" in data or b"No viable backend" in data:
        put("fuzz_output_code_log", data, rel(p))

layouts = []
for p in sorted(glob.glob(f"{fix}/**/expected/extract*.json", recursive=True)):
    text = open(p, "rb").read()
    put("fuzz_fixture_json", text, rel(p))
    for site in json.loads(text)["call_sites"]:
        for a in site["args"].values():
            if isinstance(a, dict) and "strides" in a and all(isinstance(v, int) for v in a["sizes"] + a["strides"]):
                layouts.append((a["sizes"], a["strides"], a.get("storage_offset", 0)))
        for o in site.get("expected_outputs", []):
            if all(isinstance(v, int) for v in o["sizes"] + o["strides"]):
                layouts.append((o["sizes"], o["strides"], 0))


def enc_layout(sizes, strides, offset):
    out = bytes([len(sizes)])
    for v in list(sizes) + list(strides) + [offset]:
        out += (b"\x00" + struct.pack("b", v)) if -128 <= v < 128 else (b"\x01" + struct.pack("<q", v))
    return out


seen = set()
for i, a in enumerate(layouts):
    for b in layouts[i:i + 2]:
        data = enc_layout(*a) + enc_layout(*b)
        if data not in seen:
            seen.add(data)
            put("fuzz_layout", data, "layout")
for t in sorted(os.listdir(OUT)):
    print(t, len(os.listdir(os.path.join(OUT, t))), "seeds")
