#!/usr/bin/env python3
"""Where the test suite's time goes (issue 39): ctest's per-test times of each build folder, sorted by kind.

Reads BUILD/Testing/Temporary/LastTest.log ("Test time =" of the last run; where it is missing,
CTestCostData.txt's average cost), each test's command and labels (`ctest --show-only=json-v1`), and optionally
the saved stdout of scripts/test.sh (its "test.sh: PHASE took N s" lines). Writes Markdown: the machine, the
phases, the 20 slowest tests of each build folder and the time per kind of test (KINDS below).

usage: python3 bench/suite_time.py [BUILD...] [--test-log FILE] [-o bench/results/suite-time.md]
Standard library only; run from anywhere (paths are relative to the repository root)."""
import argparse
import json
import os
import re
import subprocess
import sys

# The kinds, first match wins: (kind, test name regex, command regex, label regex); None matches anything, and a rule
# matches where every part it names matches. The command is the test's argv joined with spaces; the labels are those of
# tests/CMakeLists.txt (a build folder configured before them has none: the second rule names the live tests).
KINDS = [
    ("live torch.compile (training steps, fixes, runs)", None, None, r"^live$"),
    ("live torch.compile (training steps, fixes, runs)",
     r"^(hook\.(cpu-training|spawn-children|torchrun-.*)|fix\..*|e2e\.run-(cpu-custom-op-live|imports-op-source))$",
     None, None),
    ("fuzzing (libFuzzer, timed runs)", r"^fuzz\..*\.short$", None, None),
    ("fuzz corpus replay", r"^fuzz\.", None, None),
    ("report in chromium", r"^report\.html-in-chromium$", None, None),
    ("report repros (Python with torch)", r"^report\.", None, None),
    ("crosscheck (torch's Python API)", r"^crosscheck\.", None, None),
    ("hook without a compile", r"^hook\.", None, None),
    ("stridecheck serve", r"^e2e\.serve", None, None),
    ("real workers (replay worker, Python meta worker)",
     r"^(unit\.test_(runner|op_replay|replay)|e2e\.meta-cache-.*)$", None, None),
    ("unit (doctest executables)", r"^unit\.", None, None),
    ("hostile inputs", r"^hostile\.", None, None),
    ("e2e case that only reads (extract, show, usage)", r"^e2e\.", r"run_case\.py", r"^e2e-read$"),
    ("e2e case skipped (no worker)", r"^e2e\.", r"skipped: this build has no replay worker", None),
    ("e2e case: triage, replay, check (worker)", r"^e2e\.", r"run_case\.py", None),
    ("e2e scripts (terminal, baselines, faults, cuts)", r"^e2e\.", None, None),
    ("guard (check of each fixture)", r"^guard\.", None, None),
    ("arch (includes, format)", r"^arch\.", None, None),
    ("known-issues schema", r"^known\.", None, None),
    ("other", None, None, None),
]
DEFAULT_BUILDS = ["build", "build-san", "build-torch2.15.0"]
SLOWEST = 20
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kind_of(name, command, labels):
    for kind, name_re, command_re, label_re in KINDS:
        if name_re and not re.search(name_re, name):
            continue
        if command_re and not re.search(command_re, command):
            continue
        if label_re and not any(re.search(label_re, label) for label in labels):
            continue
        return kind
    return "other"


def read_cost_data(path):
    """CTestCostData.txt: NAME RUNS COST lines (COST the average seconds), then '---' and the failed tests."""
    costs, failed = {}, set()
    if not os.path.exists(path):
        return costs, failed
    in_failed = False
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.strip()
        if line == "---":
            in_failed = True
        elif in_failed and line:
            failed.add(line)
        elif re.match(r"^(.+) \d+ (\d+(\.\d*)?(e[-+]?\d+)?)$", line):  # a name may hold spaces
            name, _, cost = line.rsplit(" ", 2)
            costs[name] = float(cost)
    return costs, failed


def read_last_test_log(path):
    """LastTest.log: each test's block starts "N/M Test: NAME" and holds "Test time = S sec", then its result."""
    times, status, start = {}, {}, None
    if not os.path.exists(path):
        return times, status, start
    current = None
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"^\s*\d+/\d+ Test: (.+)$", line.rstrip("\n"))
        if m:
            current = m.group(1).strip()
            continue
        m = re.match(r"^Test time =\s*([0-9.]+) sec", line)
        if m and current:
            times[current] = float(m.group(1))
            continue
        m = re.match(r"^Test (Passed|Failed|Not Run)", line)
        if m and current:
            status[current] = m.group(1).lower()
        if line.startswith("Start testing:") and start is None:
            start = line.split(":", 1)[1].strip()
    return times, status, start


def ctest_json(build):
    """`ctest --show-only=json-v1`'s tests (None where ctest cannot list them). Listing rewrites LastTest.log with no
    test in it (as `ctest -N` does): it is put back as it was, its time too."""
    log = os.path.join(build, "Testing", "Temporary", "LastTest.log")
    kept = (open(log, "rb").read(), os.stat(log)) if os.path.exists(log) else None
    try:
        out = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"], capture_output=True,
                             text=True, timeout=300)
        return json.loads(out.stdout)["tests"]
    except (OSError, subprocess.SubprocessError, ValueError, KeyError) as e:
        print(f"suite_time.py: {build}: no test list from ctest ({e}); kinds from the names only", file=sys.stderr)
        return None
    finally:
        if kept is not None:
            with open(log, "wb") as f:
                f.write(kept[0])
            os.utime(log, ns=(kept[1].st_atime_ns, kept[1].st_mtime_ns))


def torch_cases():
    """The e2e cases whose output depends on the torch (they replay, judge or print it): run_case.py --list torch."""
    try:
        out = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "e2e", "run_case.py"), "--source-dir", ROOT,
                              "--list", "torch"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return set(out.stdout.split()) if out.returncode == 0 else None


def read_test_list(build):
    """Each test's command (its argv joined with spaces) and labels; empty where ctest cannot list them. A build folder
    configured before tests/CMakeLists.txt gave labels gets e2e-read here, as it would there (from run_case.py)."""
    listed, replaying = {}, torch_cases()
    for t in ctest_json(build) or []:
        labels = []
        for prop in t.get("properties", []):
            if prop.get("name") == "LABELS":
                labels = prop.get("value") or []
        command = " ".join(t.get("command") or [])
        case = re.search(r"run_case\.py .*--case (\S+)", command)
        if replaying is not None and case and "--cases " not in command and case.group(1) not in replaying:
            labels = labels + ["e2e-read"]
        listed[t["name"]] = (command, labels)
    return listed


def read_build(build):
    """The tests of one build folder: (name, seconds, kind, status), the slowest first; when its run started; and
    where the times come from (None: no ctest times in it)."""
    tmp = os.path.join(build, "Testing", "Temporary")
    costs, failed = read_cost_data(os.path.join(tmp, "CTestCostData.txt"))
    times, status, start = read_last_test_log(os.path.join(tmp, "LastTest.log"))
    if not costs and not times:
        return [], None, None
    listed = read_test_list(build)
    if listed:  # CTestCostData.txt keeps the tests of past runs that are no longer registered
        costs = {name: cost for name, cost in costs.items() if name in listed}
    rows = []
    for name in sorted(set(costs) | set(times)):
        seconds = times.get(name, costs.get(name, 0.0))
        command, labels = listed.get(name, ("", []))
        state = status.get(name, "failed" if name in failed else "(cost data)")
        rows.append((name, seconds, kind_of(name, command, labels), state))
    rows.sort(key=lambda r: -r[1])
    from_costs = sum(1 for name in costs if name not in times)
    source = [f"LastTest.log ({len(times)} tests)"] if times else []
    if from_costs:
        source.append(f"CTestCostData.txt's average of past runs ({from_costs} tests not in LastTest.log)")
    return rows, start if times else None, " and ".join(source)  # a log of no test is a `ctest -N`'s


def read_phases(path):
    phases = []
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"^test\.sh: (.+) took (\d+) s\s*$", line)
        if m:  # the last line is "test.sh: all phases took N s"
            phases.append((m.group(1), int(m.group(2))))
    return phases


def machine():
    try:
        m = re.search(r"^model name\s*:\s*(.+)$", open("/proc/cpuinfo", encoding="utf-8").read(), re.M)
    except OSError:
        m = None
    model = m.group(1).strip() if m else "unknown"
    try:
        commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True).stdout.strip() or "unknown"
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip()
    except OSError:
        commit, dirty = "unknown", ""
    return os.cpu_count(), model, commit + (" (with uncommitted changes)" if dirty else "")


def fmt(seconds):
    return f"{seconds:.1f}"


def slowest_section(build, rows, start, source, phases):
    total = sum(r[1] for r in rows)
    wall = dict(phases).get(f"ctest {build}/")
    out = [f"### {build}/", "",
           f"{len(rows)} tests, {fmt(total)} s of test time in all (the sum of each test's time), from {source}"
           + (f"; that run started {start}" if start else "") + "."
           + (f" Its phase `ctest {build}/` took {wall} s of wall time." if wall is not None else ""),
           "", "| # | test | s | share | kind | result |", "|---:|---|---:|---:|---|---|"]
    for i, (name, seconds, kind, state) in enumerate(rows[:SLOWEST], 1):
        share = 100 * seconds / total if total else 0
        out.append(f"| {i} | `{name}` | {fmt(seconds)} | {share:.1f}% | {kind} | {state} |")
    return out + [""]


def kinds_section(builds):
    """One row per kind: tests and seconds in each build folder, the total, and its share of all test time."""
    names = [b for b, _ in builds]
    per = {}  # kind -> build -> [count, seconds]
    for build, rows in builds:
        for _, seconds, kind, _ in rows:
            cell = per.setdefault(kind, {}).setdefault(build, [0, 0.0])
            cell[0] += 1
            cell[1] += seconds
    grand = sum(c[1] for k in per.values() for c in k.values())
    order = sorted(per, key=lambda k: -sum(c[1] for c in per[k].values()))
    head = "| kind | " + " | ".join(f"{b}/ tests, s" for b in names) + " | all, s | share |"
    out = ["## Time per kind of test", "",
           "Kinds from the test's name, command and labels (the KINDS table at the top of bench/suite_time.py); "
           "seconds are the sum of the tests' times.", "", head,
           "|---|" + "---:|" * (len(names) + 2)]
    for kind in order:
        cells = [per[kind].get(b, [0, 0.0]) for b in names]
        total = sum(c[1] for c in cells)
        share = 100 * total / grand if grand else 0
        out.append(f"| {kind} | " + " | ".join(f"{c[0]}, {fmt(c[1])}" if c[0] else "" for c in cells)
                   + f" | {fmt(total)} | {share:.1f}% |")
    totals = [f"{len(rows)}, {fmt(sum(r[1] for r in rows))}" for _, rows in builds]
    out.append("| **all** | " + " | ".join(totals) + f" | {fmt(grand)} | 100% |")
    return out + [""]


def report(args, builds, phases):
    cores, model, commit = machine()
    cmd = " ".join(["python3", "bench/suite_time.py"] + sys.argv[1:])
    out = ["# Test suite time", "",
           f"- Command: `{cmd}`",
           f"- Machine: {cores} cores (nproc), {model}",
           f"- Commit: {commit}",
           "- Build folders: " + ", ".join(f"`{b}/`" for b, _, _, _ in builds), ""]
    out += ["## Phases of scripts/test.sh", ""]
    if phases:
        out += [f"From `{args.test_log}`.", "", "| phase | s |", "|---|---:|"]
        out += [f"| {name} | {seconds} |" for name, seconds in phases]
    else:
        out += ["No `--test-log` given: run `scripts/test.sh | tee test.log` and pass `--test-log test.log`."]
    out += [""]
    out += kinds_section([(b, rows) for b, rows, _, _ in builds])
    out += [f"## The {SLOWEST} slowest tests of each build folder", "",
            "A skipped test reads \"passed\" (LastTest.log does not tell them apart); \"(cost data)\": not in "
            "LastTest.log, its time CTestCostData.txt's average.", ""]
    for build, rows, start, source in builds:
        out += slowest_section(build, rows, start, source, phases)
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("builds", nargs="*", help="build folders (default: those of " + ", ".join(DEFAULT_BUILDS)
                    + " that exist, in the repository root)")
    ap.add_argument("--test-log", help="saved stdout of scripts/test.sh, for its phases' times")
    ap.add_argument("-o", "--output", default=os.path.join(ROOT, "bench", "results", "suite-time.md"))
    args = ap.parse_args()
    builds = args.builds or [b for b in (os.path.join(ROOT, d) for d in DEFAULT_BUILDS) if os.path.isdir(b)]
    if not builds:
        ap.error("no build folder given and none of " + ", ".join(DEFAULT_BUILDS) + " exists")
    read = []
    for build in builds:
        rows, start, source = read_build(build)
        if not source:
            print(f"suite_time.py: {build}: no ctest times (Testing/Temporary/LastTest.log, CTestCostData.txt)",
                  file=sys.stderr)
            continue
        read.append((os.path.basename(os.path.normpath(build)), rows, start, source))
    if not read:
        sys.exit("suite_time.py: no build folder had ctest times: run ctest in it first")
    phases = read_phases(args.test_log) if args.test_log else []
    text = report(args, read, phases)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    print(f"suite_time.py: wrote {args.output}")


if __name__ == "__main__":
    main()
