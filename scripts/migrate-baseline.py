#!/usr/bin/env python3
"""Converts a stridecheck.baseline/1 file to stridecheck.baseline/2.

Usage: scripts/migrate-baseline.py BASELINE [FIXTURE_OR_FOLDER ...]   (default: fixtures/)

/1 named a call site "graph@line"; a line moves when anything before it in the file changes (a TORCH_LOGS or
TORCH_TRACE log of an identical run that hit a cache is shorter), so an identical re-run's entries stopped matching.
/2 names it "graph#n": its place among the graph's SDPA call sites by line ("graph#opn" for an asserted op call,
among the graph's op calls), as lib/check/baseline.cpp's baseline_site_keys does. This script reads the fixtures'
own extract JSON (stridecheck.fixture/1: plain JSON, nothing in it is run) to map each "graph@line" to its "graph#n".

Every entry must map: an entry whose fixture or call site is not among the fixtures given is an error naming it, and
nothing is written. The file is replaced atomically.
"""
import json
import os
import sys
import tempfile


def fixture_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith(".json"):
                        yield os.path.join(root, f)
        else:
            yield p


def site_keys(fixture):
    """{"graph@line": "graph#n"} for the fixture's call sites and op calls (baseline_site_keys)."""
    groups = {}
    for kind, calls in (("", fixture.get("call_sites", [])), ("op", fixture.get("op_calls", []))):
        for c in calls:
            graph, _, line = c["id"].rpartition("@")
            groups.setdefault((graph, kind), []).append((int(line) if line.isdigit() else 0, c["id"]))
    keys = {}
    for (graph, kind), calls in groups.items():
        for n, (_, cid) in enumerate(sorted(calls), 1):
            keys[cid] = f"{graph}#{kind}{n}"
    return keys


def readable(v, indent=0):
    """JSON as stridecheck writes it (lib/core/json_text.cpp's readable_json): one space a level, flat arrays on a
    line."""
    if isinstance(v, dict):
        if not v:
            return "{}"
        items = [" " * (indent + 1) + json.dumps(k) + ": " + readable(x, indent + 1) for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if isinstance(v, list):
        if all(not isinstance(x, (dict, list)) for x in v):
            return "[" + ", ".join(json.dumps(x) for x in v) + "]"
        items = [" " * (indent + 1) + readable(x, indent + 1) for x in v]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    return json.dumps(v)


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    path = argv[1]
    with open(path) as f:
        base = json.load(f)
    if base.get("schema") != "stridecheck.baseline/1":
        print(f"{path}: not a stridecheck.baseline/1 file (schema {base.get('schema')!r})", file=sys.stderr)
        return 2
    names = {}  # fixture name (as entries carry it) -> {"graph@line": "graph#n"}
    for file in fixture_files(argv[2:] or ["fixtures"]):
        try:
            with open(file) as f:
                fx = json.load(f)
        except (OSError, ValueError):
            continue
        if not isinstance(fx, dict) or not str(fx.get("schema", "")).startswith("stridecheck.fixture/"):
            continue
        name = fx["inputs"][0] if fx.get("inputs") else os.path.basename(file)
        names.setdefault(name, {}).update(site_keys(fx))
    entries, missing = {}, []
    for key, entry in base["entries"].items():
        parts = key.split("::")
        fixture, site, rest = parts[0], parts[1], parts[2:]
        new_site = names.get(fixture, {}).get(site)
        if new_site is None:
            missing.append(key)
            continue
        entries["::".join([fixture, new_site] + rest)] = entry
    if missing:
        print(f"{path}: {len(missing)} entries name a fixture or call site not among the fixtures given, e.g. "
              f"{missing[0]}; nothing written", file=sys.stderr)
        return 2
    base["schema"] = "stridecheck.baseline/2"
    base["entries"] = dict(sorted(entries.items()))
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=".migrate-")
    with os.fdopen(fd, "w") as f:
        f.write(readable(base) + "\n")
    os.replace(tmp, path)
    print(f"{path}: {len(entries)} entries now stridecheck.baseline/2")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
