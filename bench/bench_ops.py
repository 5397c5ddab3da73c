#!/usr/bin/env python3
"""Side by side, in one run (issue 22's "Performance"): stridecheck judging every asserted op call of a real graph
(`stridecheck replay OPS.json --ops '*' --repeat 0 --no-values --format json`, the whole one-shot process, no server:
STRIDECHECK_SERVER=off) against bench/ops_python_equivalent.py, the same work written with torch alone
(opcheck-style: every call's real kernel and its op under FakeTensorMode, compared with the graph's asserts and
with each other), on the same recording; and, for the target "a graph of a few hundred asserted ops must not cost
more than its SDPA sites cost today", the SDPA call sites of a reference graph replayed the same way in the same
run.

Each --fixture LABEL=SOURCE[,SOURCE...] is extracted (`stridecheck extract`; a .json is taken as a fixture) and
reduced to its op calls (OPS.json: its SDPA call sites dropped, which neither side judges as op calls). Variants:

  stridecheck                  as a user runs it twice: the meta cache warm (made by an untimed first run)
  stridecheck_cold             --meta-cache off: every fake evaluated, `import torch` in the meta worker
  stridecheck_every_site_cold  --every-site --meta-cache off: no call deduplicated either (the script's work)
  python                       python3 bench/ops_python_equivalent.py OPS.json (no deduplication; import torch in)
  sdpa_only, sdpa_and_ops      where the graph has SDPA call sites: those alone, and the whole recording

and each --sdpa-reference LABEL=SOURCE[,...] (a graph of SDPA call sites, no op calls) replayed as `stridecheck`
is. Every variant runs once untimed (page cache, the warm meta cache), then ROUNDS rounds, each running every
variant once in turn (A B A B ...). Each run's wall time is the whole process's; the 1-minute load average is
recorded before each run. Afterwards the reports of the last runs are compared call by call: both sides must
return the same kernel and fake layouts for every op call and the same verdicts (the kernel against the graph,
the kernel against its fake, the graph against the fake), or the result says where they differ.

Writes the result as JSON to -o (and prints a summary on stderr).

usage: python3 bench/bench_ops.py BUILD_DIR [ROUNDS] --fixture LABEL=SOURCE[,SOURCE...] [--fixture ...]
         [--sdpa-reference LABEL=SOURCE[,...]] [--import MODULE_OR_PY] [--python PY] [-o OUT.json]"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "bench", "ops_python_equivalent.py")


def configured_python(build):
    """The Python the build was configured with (STRIDECHECK_PYTHON: stridecheck's default --torch-python)."""
    try:
        for line in open(os.path.join(build, "CMakeCache.txt")):
            if line.startswith("STRIDECHECK_PYTHON:"):
                value = line.split("=", 1)[1].strip()
                if value:
                    return value
    except OSError:
        pass
    return sys.executable


def uptime():
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "load average: %.2f, %.2f, %.2f" % os.getloadavg()


def wall(cmd, env):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    dt = time.perf_counter() - t0
    if p.returncode not in (0, 1):  # 1: the run found a failing op call, still a finished run
        raise SystemExit(f"{' '.join(cmd)} failed ({p.returncode}): {p.stderr.decode(errors='replace')[-3000:]}")
    return dt


def extract(sc, label, sources, tmp):
    if len(sources) == 1 and sources[0].endswith(".json"):
        return os.path.abspath(sources[0])
    out = os.path.join(tmp, f"{label}.fixture.json")
    subprocess.run([sc, "extract", *sources, "-o", out], check=True, cwd=ROOT, stderr=subprocess.DEVNULL)
    return out


def derived(fixture, tmp, label, keep):
    """The fixture with only its op calls ("ops") or only its SDPA call sites ("sdpa")."""
    d = json.load(open(fixture))
    if keep == "ops":
        d["call_sites"] = []
    else:
        d["op_calls"] = []
    out = os.path.join(tmp, f"{label}.{keep}.json")
    json.dump(d, open(out, "w"))
    return out


def layouts(outputs):
    return {o["name"]: (list(o["sizes"]), list(o["strides"])) for o in outputs}


def stridecheck_calls(report):
    """Per op call of a stridecheck JSON report: what the agreement check compares."""
    out = {}
    for c in report.get("op_calls", []):
        runs = c.get("runs", [])
        kernel = next((r for r in runs if r["kind"] == "kernel"), None)
        fake = next((r for r in runs if r["kind"] == "fake"), None)
        v = c.get("verdict", {})
        contract = v.get("contract", {}).get("state", "unknown")
        out[c["id"]] = {
            "op": c["op"],
            "kernel": kernel["status"] if kernel else "not run",
            "fake": fake["status"] if fake else "not run",
            "real": layouts(kernel["outputs"]) if kernel and kernel["status"] == "ok" else None,
            "predicted": layouts(fake["outputs"]) if fake and fake["status"] == "ok" else None,
            "kernel_broke_graph": bool(v.get("kernel_broke_graph")),
            "contract": contract if contract in ("safe", "breaks") else "not judged",
            "graph_fake": v.get("graph_fake", {}).get("state", "unknown"),
            "replayed_with": c.get("replayed_with"),
        }
    return out


def python_calls(result):
    out = {}
    for r in result["op_calls"]:
        lay = lambda side: ({k: (o["sizes"], o["strides"]) for k, o in r[side]["outputs"].items()}  # noqa: E731
                            if r[side]["status"] == "ok" else None)
        out[r["id"]] = {
            "op": r["op"],
            "kernel": r["kernel"]["status"],
            "fake": r["fake"]["status"],
            "real": lay("kernel"),
            "predicted": lay("fake"),
            "kernel_broke_graph": r["verdict"]["kernel_broke_graph"],
            "contract": r["verdict"]["contract"] if r["verdict"]["contract"] in ("safe", "breaks") else "not judged",
            "graph_fake": r["verdict"]["graph_fake"],
        }
    return out


def agreement(ours, theirs):
    """Call by call: the same layouts and verdicts, or the differences. A run that did not finish ("unsupported",
    "unavailable", ...) on both sides agrees as a refusal; its reason is not compared."""
    differ, refused = [], []
    for cid in sorted(set(ours) | set(theirs)):
        a, b = ours.get(cid), theirs.get(cid)
        if a is None or b is None:
            differ.append({"op_call": cid, "only_in": "stridecheck" if b is None else "python"})
            continue
        diffs = {}
        for side in ("kernel", "fake"):
            if (a[side] == "ok") != (b[side] == "ok"):
                diffs[side] = [a[side], b[side]]
        for key in ("real", "predicted", "kernel_broke_graph", "contract", "graph_fake"):
            if a[key] != b[key]:
                diffs[key] = [a[key], b[key]]
        if diffs:
            differ.append({"op_call": cid, "op": a["op"], "stridecheck_vs_python": diffs})
        if a["kernel"] != "ok" or a["fake"] != "ok":
            refused.append({"op_call": cid, "op": a["op"], "stridecheck": [a["kernel"], a["fake"]],
                            "python": [b["kernel"], b["fake"]]})
    verdicts = {}
    for v in theirs.values():
        key = f"graph {'broken' if v['kernel_broke_graph'] else 'holds'}, contract {v['contract']}, " \
              f"graph vs fake {v['graph_fake']}"
        verdicts[key] = verdicts.get(key, 0) + 1
    return {"op_calls_compared": len(set(ours) & set(theirs)), "agree": not differ, "differences": differ,
            "refused_on_both_or_either": refused, "python_verdicts": verdicts}


def stat(v):
    return {"median": statistics.median(v), "min": min(v), "max": max(v), "runs": v}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build")
    ap.add_argument("rounds", nargs="?", type=int, default=5)
    ap.add_argument("--fixture", action="append", default=[], metavar="LABEL=SOURCE[,SOURCE...]")
    ap.add_argument("--sdpa-reference", action="append", default=[], metavar="LABEL=SOURCE[,SOURCE...]")
    ap.add_argument("--import", dest="imports", default="", help="--import for both sides (custom ops)")
    ap.add_argument("--python", default=None, help="the torch Python of both sides (default: the build's)")
    ap.add_argument("--no-cold", action="store_true", help="skip the --meta-cache off variants")
    ap.add_argument("-o", "--output", default=None)
    opt = ap.parse_args()
    if not opt.fixture:
        ap.error("at least one --fixture")
    build = os.path.abspath(opt.build)
    sc = os.path.join(build, "stridecheck")
    py = opt.python or configured_python(build)
    tmp = tempfile.mkdtemp(prefix="bench-ops-")
    env = dict(os.environ, STRIDECHECK_SERVER="off", XDG_CACHE_HOME=os.path.join(tmp, "cache"), NO_COLOR="1")
    imports = ["--import", opt.imports] if opt.imports else []
    def replay(fixture, *more):  # the fixture first: --import takes every value after it
        return [sc, "replay", fixture, *more, "--ops", "*", "--format", "json", "--repeat", "0", "--no-values",
                "--torch-python", py, *imports]

    variants = {}  # name -> (command, report path, kind)
    fixtures = {}
    for spec in opt.fixture:
        label, _, srcs = spec.partition("=")
        fixture = extract(sc, label, srcs.split(","), tmp)
        rec = json.load(open(fixture))
        ops = derived(fixture, tmp, label, "ops")
        fixtures[label] = {
            "sources": srcs.split(","),
            "op_calls": len(rec.get("op_calls", [])),
            "asserted_outputs": sum(len(c["expected_outputs"]) for c in rec.get("op_calls", [])),
            "ops": sorted({c["op"] for c in rec.get("op_calls", [])}),
            "sdpa_call_sites": len(rec.get("call_sites", [])),
            "devices": sorted({t.get("device") for c in rec.get("op_calls", []) for a in c["args"]
                               for t in ([a["value"]] if isinstance(a["value"], dict) else [])
                               if isinstance(t, dict) and t.get("device")}),
        }

        def add(name, cmd, kind):
            report = os.path.join(tmp, f"{label}.{name}.report.json")
            variants[f"{label}:{name}"] = (cmd[:3] + ["--json" if kind == "python" else "-o", report] + cmd[3:],
                                           report, kind)

        add("stridecheck", replay(ops), "stridecheck")
        if not opt.no_cold:
            add("stridecheck_cold", replay(ops, "--meta-cache", "off"), "stridecheck")
            add("stridecheck_every_site_cold", replay(ops, "--every-site", "--meta-cache", "off"), "stridecheck")
        add("python", [py, SCRIPT, ops, "--quiet", *imports], "python")
        if fixtures[label]["sdpa_call_sites"]:
            add("sdpa_only", replay(derived(fixture, tmp, label, "sdpa")), "stridecheck")
            add("sdpa_and_ops", replay(fixture), "stridecheck")
    references = {}
    for spec in opt.sdpa_reference:
        label, _, srcs = spec.partition("=")
        fixture = extract(sc, label, srcs.split(","), tmp)
        rec = json.load(open(fixture))
        references[label] = {"sources": srcs.split(","), "sdpa_call_sites": len(rec.get("call_sites", [])),
                             "op_calls": len(rec.get("op_calls", []))}
        report = os.path.join(tmp, f"{label}.sdpa.report.json")
        variants[f"{label}:sdpa"] = (replay(fixture, "-o", report), report, "stridecheck")
    started = uptime()
    print(f"bench_ops: {len(variants)} variants, {opt.rounds} rounds; {started}", file=sys.stderr)
    for cmd, _, _ in variants.values():
        wall(cmd, env)  # untimed: the page cache, the warm meta cache
    times = {k: [] for k in variants}
    load = {k: [] for k in variants}
    for i in range(opt.rounds):
        for k, (cmd, _, _) in variants.items():
            load[k].append(os.getloadavg()[0])
            times[k].append(wall(cmd, env))
        print(f"round {i + 1}: " + ", ".join(f"{k} {times[k][-1]:.2f}s" for k in variants), file=sys.stderr)
    ended = uptime()

    result = {
        "benchmark": "bench/bench_ops.py",
        "command": " ".join([os.path.relpath(sys.argv[0], ROOT)] + sys.argv[1:]),
        "rounds": opt.rounds,
        "host": {"node": platform.node(), "cpus": os.cpu_count(), "machine": platform.machine()},
        "build": build,
        "stridecheck_version": subprocess.run([sc, "--version"], capture_output=True, text=True).stdout.splitlines()[:3],
        "stridecheck_built_at": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(os.path.getmtime(sc))),
        "python": py,
        "uptime_start": started,
        "uptime_end": ended,
        "fixtures": {},
        "sdpa_references": {},
    }
    med = {k: statistics.median(v) for k, v in times.items()}
    for label, info in fixtures.items():
        f = dict(info)
        f["seconds"] = {k.split(":", 1)[1]: stat(v) for k, v in times.items() if k.startswith(label + ":")}
        f["load1_before_each_run"] = {k.split(":", 1)[1]: v for k, v in load.items() if k.startswith(label + ":")}
        ours = json.load(open(variants[f"{label}:stridecheck"][1]))
        theirs = json.load(open(variants[f"{label}:python"][1]))
        sc_calls = stridecheck_calls(ours)
        f["distinct_op_calls"] = sum(1 for c in sc_calls.values() if not c["replayed_with"])
        f["python_phases_last_run"] = {k: theirs["summary"][k] for k in ("import_torch_s", "judge_s", "torch")}
        f["stridecheck_profile_last_run"] = ours.get("profile")
        f["stridecheck_summary"] = ours.get("summary")
        f["agreement"] = {"stridecheck": agreement(sc_calls, python_calls(theirs))}
        if f"{label}:stridecheck_every_site_cold" in variants:
            every = json.load(open(variants[f"{label}:stridecheck_every_site_cold"][1]))
            f["agreement"]["stridecheck_every_site_cold"] = agreement(stridecheck_calls(every), python_calls(theirs))
        p = med[f"{label}:python"]
        f["ratio_over_python"] = {k.split(":", 1)[1]: med[k] / p for k in times
                                  if k.startswith(label + ":") and not k.endswith(":python")}
        n = info["op_calls"] or 1
        f["seconds_per_op_call"] = {k.split(":", 1)[1]: med[k] / n for k in times
                                    if k.startswith(label + ":") and not k.endswith(("sdpa_only", "sdpa_and_ops"))}
        if info["sdpa_call_sites"]:
            f["seconds_per_sdpa_call_site_sdpa_only"] = med[f"{label}:sdpa_only"] / info["sdpa_call_sites"]
        result["fixtures"][label] = f
    for label, info in references.items():
        r = dict(info)
        r["seconds"] = stat(times[f"{label}:sdpa"])
        r["load1_before_each_run"] = load[f"{label}:sdpa"]
        rep = json.load(open(variants[f"{label}:sdpa"][1]))
        r["distinct_call_sites"] = len([s for s in rep.get("call_sites", []) if not s.get("replayed_with")])
        r["seconds_per_call_site"] = med[f"{label}:sdpa"] / max(info["sdpa_call_sites"], 1)
        r["stridecheck_profile_last_run"] = rep.get("profile")
        result["sdpa_references"][label] = r
        for flabel, f in result["fixtures"].items():  # the op calls' cost against the SDPA sites' (same flags)
            f.setdefault("against_sdpa_reference", {})[label] = {
                "whole_command_ratio": med[f"{flabel}:stridecheck"] / med[f"{label}:sdpa"],
                "per_call_ratio": f["seconds_per_op_call"]["stridecheck"] / r["seconds_per_call_site"],
            }
    text = json.dumps(result, indent=1)
    if opt.output:
        with open(opt.output, "w") as out:
            out.write(text + "\n")
    else:
        print(text)
    for label, f in result["fixtures"].items():
        s = f["seconds"]
        print(f"{label}: {f['op_calls']} op calls ({f['distinct_op_calls']} distinct, {f['asserted_outputs']} "
              f"asserted outputs); " + "; ".join(f"{k} {v['median']:.2f}s [{v['min']:.2f}-{v['max']:.2f}]"
                                                  for k, v in s.items())
              + f"; stridecheck/python {f['ratio_over_python']['stridecheck']:.2f}x; agree: "
              + ", ".join(f"{k} {a['agree']}" for k, a in f["agreement"].items()), file=sys.stderr)
    for label, r in result["sdpa_references"].items():
        print(f"{label}: {r['sdpa_call_sites']} SDPA call sites ({r['distinct_call_sites']} distinct) "
              f"{r['seconds']['median']:.2f}s [{r['seconds']['min']:.2f}-{r['seconds']['max']:.2f}], "
              f"{r['seconds_per_call_site']:.3f}s a site", file=sys.stderr)
    print(f"load: {started} -> {ended}", file=sys.stderr)
    shutil.rmtree(tmp, ignore_errors=True)
    disagree = any(not a["agree"] for f in result["fixtures"].values() for a in f["agreement"].values())
    return 2 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
