#!/usr/bin/env python3
"""Builds stridecheck against every torch minor release from 2.6 to 2.15 and compares what each sees.

Not run by CI (each torch wheel with its CUDA libraries is about 5 GB installed). For each release, one
at a time: a fresh venv with the newest patch of that minor from PyPI, configure and build a build folder
against it (scripts/setup.sh with STRIDECHECK_TORCH_PYTHON), then the CPU replays of the CPU fixtures
and the metas of every fixture with that torch (CUDA call sites' metas are evaluated on the meta device,
so they run here too), and the layouts compared with the same run under torch REFERENCE. The venv and
the build folder are deleted after use. Results accumulate in docs/compatibility.json (one entry per
release, kept across runs so that a later run can add releases) and docs/compatibility.md is written
from it after every release.

  scripts/compat.py                      every minor release 2.6 .. 2.15
  scripts/compat.py 2.6 2.15             only these
  scripts/compat.py --python 2.6=/path/to/venv/bin/python   reuse a torch already installed
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MINORS = [f"2.{m}" for m in range(6, 16)]
REFERENCE = "2.11"
RESULTS = os.path.join(ROOT, "docs", "compatibility.json")
TABLE = os.path.join(ROOT, "docs", "compatibility.md")
# What is replayed: the CPU fixtures' recordings (kernels on the CPU and their metas) and the CUDA
# fixtures' and the seed's (metas only: there is no GPU here).
CPU_FIXTURES = ["cpu-debug-dir", "cpu-flash-causal", "cpu-flash-dynamic", "cpu-gqa", "cpu-stale-meta-failure",
                "cpu-upstream-c", "torch23-cpu-flash"]
META_FIXTURES = ["seed-cudnn-phi3", "seed-cudnn-stale-meta", "cuda-cudnn-broadcast", "cuda-efficient-bias-bf16",
                 "cuda-efficient-fp32", "cuda-efficient-inference", "cuda-flash-dropout-fp16",
                 "cuda-flash-mixed-strides", "cuda-gqa-bf16", "cuda-partitions", "cuda-phi3-default-priority"]


def run(cmd, log, env=None, timeout=3600):
    t0 = time.time()
    with open(log, "a") as f:
        f.write(f"$ {' '.join(cmd)}\n")
        f.flush()
        try:
            p = subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT, env=env, timeout=timeout)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            rc = 124
    return rc, time.time() - t0


def tail(log, n=6):
    try:
        lines = open(log, errors="replace").read().splitlines()
    except OSError:
        return ""
    keep = [l for l in lines if "error" in l.lower() or "undefined reference" in l] or lines
    return "\n".join(keep[-n:])


def layouts(report):
    """(site, backend, mode, output) -> 'sizes/strides', and (site, backend, 'meta', output) for the metas."""
    out = {}
    for site in report.get("call_sites", []):
        for r in site.get("runs", []):
            for o in r.get("outputs", []):
                out[(site["id"], r["backend"], r["mode"], o["name"])] = f"{tuple(o['sizes'])} {tuple(o['strides'])}"
            if r.get("status") != "ok":
                out[(site["id"], r["backend"], r["mode"], "status")] = r.get("status")
        for c in site.get("contract", []):
            key = (site["id"], c["backend"], "meta")
            out[key + ("state",)] = c["state"]
            for o in c.get("predicted") or []:
                out[key + (o["name"],)] = f"{tuple(o['sizes'])} {tuple(o['strides'])}"
    return out


def replay(build, fixture, kernels, log):
    """The report JSON of one fixture's replay with this build (kernels on the CPU, or metas only)."""
    rec = os.path.join("fixtures", fixture, "expected", "extract.json")
    args = [os.path.join(build, "stridecheck"), "replay", rec, "--format", "json", "--no-what-if", "--meta-cache", "off"]
    args += ["--device", "cpu"] if kernels else ["--no-kernels"]
    with open(log, "a") as f:
        f.write(f"$ {' '.join(args)}\n")
    p = subprocess.run(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=1800)
    with open(log, "a") as f:
        f.write(p.stderr.decode(errors="replace")[-2000:])
    if p.returncode not in (0, 1):
        return None, f"exit {p.returncode}: {p.stderr.decode(errors='replace').strip().splitlines()[-1:]}"
    try:
        return json.loads(p.stdout), ""
    except json.JSONDecodeError as e:
        return None, f"report is not JSON: {e}"


def one_release(minor, python, work, reference, build=None):
    """Installs (unless given), builds (unless given) and replays one release. Returns its entry."""
    entry = {"minor": minor, "date": datetime.date.today().isoformat(), "machine": f"{platform.node()} "
             f"({os.cpu_count()} cores, {platform.platform()})"}
    log = os.path.join(work, f"torch{minor}.log")
    venv = os.path.join(work, f"venv-{minor}")
    reuse = build is not None
    build = build or os.path.join(work, f"build-{minor}")
    entry["log"] = log
    if not python:
        rc, secs = run([sys.executable, "-m", "venv", venv], log)
        python = os.path.join(venv, "bin", "python")
        rc, secs = run([python, "-m", "pip", "install", "-q", "--no-cache-dir", "--disable-pip-version-check",
                        f"torch~={minor}.0", "numpy"], log)
        entry["install_s"] = round(secs)
        if rc:
            entry["installs"] = False
            entry["problem"] = tail(log)
            return entry, None
    entry["installs"] = True
    entry["torch"] = subprocess.run([python, "-c", "import torch; print(torch.__version__)"], capture_output=True,
                                    text=True).stdout.strip()
    # ccache shared between the build folders (same depth under `work`): the TUs without torch hit
    env = dict(os.environ, STRIDECHECK_TORCH_PYTHON=python, STRIDECHECK_BUILD_DIR=build,
               STRIDECHECK_CMAKE_ARGS="-DSTRIDECHECK_TESTS=OFF", CCACHE_BASEDIR="/", CCACHE_NOHASHDIR="1")
    rc, secs = (0, 0) if reuse else run(["scripts/setup.sh"], log, env=env)
    entry["build_s"] = round(secs)
    entry["configures"] = os.path.exists(os.path.join(build, "build.ninja"))
    entry["builds"] = rc == 0 and os.path.exists(os.path.join(build, "stridecheck-worker"))
    if not entry["builds"]:
        entry["problem"] = tail(os.path.join(build, "configure.log")) if not entry["configures"] else tail(log)
        return entry, None
    seen, ran, failed = {}, 0, []
    for fixture in CPU_FIXTURES + META_FIXTURES:
        report, why = replay(build, fixture, fixture in CPU_FIXTURES, log)
        if report is None:
            failed.append(f"{fixture}: {why}")
            continue
        ran += 1
        seen[fixture] = layouts(report)
    entry["replays"] = f"{ran}/{len(CPU_FIXTURES) + len(META_FIXTURES)}"
    entry["replay_failures"] = failed
    if reference is not None and minor != REFERENCE:
        diffs = []
        for fixture, mine in seen.items():
            theirs = reference.get(fixture, {})
            for key in sorted(set(mine) | set(theirs)):
                if mine.get(key) != theirs.get(key):
                    diffs.append(f"{fixture} {' '.join(key)}: {theirs.get(key, 'absent')} under {REFERENCE}, "
                                 f"{mine.get(key, 'absent')} here")
        entry["layout_differences"] = diffs
    return entry, seen


NOTES_MARK = "<!-- notes below: written by hand, kept by scripts/compat.py -->"


def write_table(results):
    kept = ""
    if os.path.exists(TABLE):
        text = open(TABLE).read()
        if NOTES_MARK in text:
            kept = text[text.index(NOTES_MARK):]
    rows = sorted(results.values(), key=lambda e: [int(x) for x in e["minor"].split(".")])
    lines = ["# Compatibility: stridecheck against torch 2.6 to 2.15", "",
             "Written by `scripts/compat.py` (not CI: each torch wheel is about 5 GB installed). For each minor",
             "release, the newest patch from PyPI in a fresh venv; `scripts/setup.sh` with",
             "`STRIDECHECK_TORCH_PYTHON` builds against it; then the CPU replays of the CPU fixtures and the metas",
             f"of every fixture (CUDA call sites' metas run on the meta device) are compared with torch {REFERENCE}'s",
             "in the same run. A difference is a layout (or state) of one output, backend and mode that is not",
             f"what torch {REFERENCE} gives.", "",
             "| torch | installs | configures | builds | replays | layout differences from " + REFERENCE + " | run |",
             "|---|---|---|---|---|---|---|"]
    yes = lambda v: "yes" if v else ("no" if v is not None else "-")
    for e in rows:
        diffs = e.get("layout_differences")
        d = "reference" if e["minor"] == REFERENCE else ("-" if diffs is None else
                                                          ("none" if not diffs else f"{len(diffs)} (below)"))
        lines.append(f"| {e.get('torch') or e['minor']} | {yes(e.get('installs'))} | {yes(e.get('configures'))} | "
                     f"{yes(e.get('builds'))} | {e.get('replays', '-')} | {d} | {e['date']} |")
    lines += ["", "Machine: " + (rows[0]["machine"] if rows else "-"), ""]
    for e in rows:
        notes = []
        if e.get("problem"):
            notes.append("problem:\n\n```\n" + e["problem"] + "\n```")
        if e.get("replay_failures"):
            notes.append("replays that failed:\n" + "\n".join(f"- {f}" for f in e["replay_failures"]))
        if e.get("layout_differences"):
            notes.append("layout differences:\n" + "\n".join(f"- {d}" for d in e["layout_differences"][:40]) +
                         (f"\n- ... {len(e['layout_differences']) - 40} more" if len(e["layout_differences"]) > 40 else ""))
        if notes:
            lines += [f"## torch {e.get('torch') or e['minor']}", ""] + notes + [""]
    with open(TABLE, "w") as f:
        f.write("\n".join(lines) + "\n" + (kept or NOTES_MARK + "\n"))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("minors", nargs="*", default=MINORS)
    ap.add_argument("--python", action="append", default=[], help="MINOR=PYTHON: a torch already installed")
    ap.add_argument("--work", default=None, help="where venvs and builds go (default: a temporary folder)")
    a = ap.parse_args()
    given = dict(p.split("=", 1) for p in a.python)
    work = a.work or tempfile.mkdtemp(prefix="stridecheck-compat-")
    os.makedirs(work, exist_ok=True)
    results = json.load(open(RESULTS)) if os.path.exists(RESULTS) else {}
    # the reference first: every other release is compared with it in the same run
    order = [REFERENCE] + [m for m in a.minors if m != REFERENCE]
    reference = None
    for minor in order:
        print(f"compat: torch {minor} ...", flush=True)
        python, build = given.get(minor), None
        if minor == REFERENCE and not python and os.path.exists(os.path.join(ROOT, "build", "stridecheck-worker")):
            # the checkout's own build (scripts/setup.sh: torch 2.11.0 in .venv)
            python, build = os.path.join(ROOT, ".venv", "bin", "python"), os.path.join(ROOT, "build")
        entry, seen = one_release(minor, python, work, reference, build)
        if minor == REFERENCE:
            reference = seen
        if minor in a.minors:
            results[minor] = entry
            with open(RESULTS, "w") as f:
                json.dump(results, f, indent=1, sort_keys=True)
            write_table(results)
        diffs = entry.get("layout_differences") or []
        brief = {k: v for k, v in entry.items() if k != "layout_differences"}
        print(f"compat: torch {minor}: {json.dumps(brief)}; {len(diffs)} layout differences", flush=True)
        for d in (os.path.join(work, f"venv-{minor}"), os.path.join(work, f"build-{minor}")):  # ~5 GB each
            shutil.rmtree(d, ignore_errors=True)
    print(f"compat: wrote {os.path.relpath(TABLE, ROOT)}")


if __name__ == "__main__":
    main()
