#!/usr/bin/env python3
"""A baseline made from one run's log holds for an identical re-run whose log moved (issue 20: baselines a team
shares).

fixtures/cpu-hf-llama-rerun-cache-hit holds two TORCH_LOGS=output_code logs of one training script, the second a
cache hit: the same modules, its backward one line earlier. As CI would, each is copied to the same name (run.log),
extracted, and the second checked against a baseline made from the first: every entry of the baseline is compared,
none is left unchecked, none is new, exit 0. (Keyed on log lines, half the entries went unchecked and the check
passed on what it had not compared.) Then the first fixture checked against itself: the same counts, so the test
cannot pass by comparing less.

usage: baseline_rerun.py STRIDECHECK SOURCE_DIR
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

binary, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
fixture = os.path.join(src, "fixtures", "cpu-hf-llama-rerun-cache-hit")
env = dict(os.environ, NO_COLOR="1", STRIDECHECK_SERVER="off")
failures = []


def run(args, cwd):
    return subprocess.run([binary] + args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True)


def extract(log, where):
    os.makedirs(where)
    shutil.copy(os.path.join(fixture, log), os.path.join(where, "run.log"))
    p = run(["extract", "run.log", "-o", "fixture.json"], where)
    if p.returncode != 0:
        sys.exit(f"extract {log}: exit {p.returncode}: {p.stderr}")
    return os.path.join(where, "fixture.json")


def check(fixture_json, baseline, cwd):
    p = run(["check", fixture_json, "--baseline", baseline, "--repeat", "0", "--format", "json"], cwd)
    try:
        report = json.loads(p.stdout)
    except ValueError:
        sys.exit(f"check: exit {p.returncode}, no JSON report: {p.stderr}")
    return p.returncode, report["check"]["baseline"]


with tempfile.TemporaryDirectory() as tmp:
    first = extract("run.log", os.path.join(tmp, "first"))
    again = extract("rerun.log", os.path.join(tmp, "again"))
    baseline = os.path.join(tmp, "baseline.json")
    p = run(["check", first, "--baseline", baseline, "--update-baseline", "--repeat", "0"], tmp)
    if p.returncode != 0:
        sys.exit(f"update: exit {p.returncode}: {p.stderr}")
    entries = len(json.load(open(baseline))["entries"])
    if entries < 10:
        failures.append(f"the baseline holds {entries} entries: too few for the model's 4 call sites")
    for name, fx in (("the first run itself", first), ("the re-run (cache hit, lines moved)", again)):
        rc, b = check(fx, baseline, tmp)
        print(f"{name}: exit {rc}, {b['compared']} compared, {len(b['not_checked'])} not checked, "
              f"{len(b['not_in_baseline'])} not in the baseline, of {b['entries']}")
        if rc != 0:
            failures.append(f"{name}: exit {rc}")
        if b["not_checked"] or b["not_in_baseline"]:
            failures.append(f"{name}: not checked {[u['key'] for u in b['not_checked']][:3]}, "
                            f"not in the baseline {b['not_in_baseline'][:3]}")
        if b["compared"] == 0 or b["entries"] != entries:
            failures.append(f"{name}: {b['compared']} compared of {b['entries']} entries (baseline: {entries})")

# 3. scripts/migrate-baseline.py: a stridecheck.baseline/1 file of cpu-gqa (keys "graph@line") converted from the
# fixture's extract JSON holds the keys this build's check --update-baseline writes for that fixture
with tempfile.TemporaryDirectory() as tmp:
    old = os.path.join(tmp, "old.json")
    shutil.copy(os.path.join(src, "tests/e2e/inputs/baseline-v1-cpu-gqa.json"), old)
    p = subprocess.run([sys.executable, os.path.join(src, "scripts/migrate-baseline.py"), old, "fixtures/cpu-gqa"],
                       cwd=src, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    migrated = json.load(open(old))
    fresh = os.path.join(tmp, "fresh.json")  # the keys this build's check writes for the same fixture
    run(["check", "fixtures/cpu-gqa", "--baseline", fresh, "--update-baseline", "--repeat", "0"], src)
    made = sorted(json.load(open(fresh))["entries"]) if os.path.exists(fresh) else []
    print(f"migrate-baseline.py: exit {p.returncode}, {len(migrated['entries'])} entries, {migrated['schema']}; "
          f"check --update-baseline made {len(made)}")
    if p.returncode != 0 or migrated["schema"] != "stridecheck.baseline/2" or sorted(migrated["entries"]) != made:
        failures.append(f"migrate-baseline.py: exit {p.returncode} {p.stderr.strip()}; keys "
                        f"{sorted(migrated['entries'])[:2]} against check's {made[:2]}")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
