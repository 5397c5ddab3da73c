#!/usr/bin/env python3
"""ARCHITECTURE.md's folder table, checked against the tree: every `#include "FOLDER/..."` of a file in lib/ or
tool/ must be to its own folder or to one its row of the table names; only the replay engine's files (lib/replay/engine_torch*)
include torch's headers; fmt, spdlog and CLI11 stay in tool/. Prints each violation and exits 1 when there is one."""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
table = {}
for line in open(os.path.join(root, "ARCHITECTURE.md"), encoding="utf-8"):
    m = re.match(r"\| `([a-z]+)/` \|\s*([^|]*?)\s*\|", line)
    if m:
        table[m.group(1)] = m.group(2)
lib_folders = sorted(d for d in os.listdir(os.path.join(root, "lib")) if os.path.isdir(os.path.join(root, "lib", d)))
missing = [d for d in lib_folders + ["tool"] if d not in table]
if missing:
    sys.exit(f"ARCHITECTURE.md's table has no row for {', '.join(missing)}")
allowed = {}
for folder, cell in table.items():
    allowed[folder] = set(lib_folders) if "every `lib/` folder" in cell else set(re.findall(r"`([a-z]+)`", cell))
    allowed[folder].add(folder)

include = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
problems, files = [], 0
for top in ("lib", "tool"):
    for dirpath, _, names in os.walk(os.path.join(root, top)):
        for name in names:
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            folder = "tool" if top == "tool" else rel.split(os.sep)[1]
            files += 1
            for n, line in enumerate(open(path, encoding="utf-8"), 1):
                m = include.match(line)
                if not m:
                    continue
                kind, target = m.groups()
                head = target.split("/")[0]
                if kind == '"' and "/" in target and head in lib_folders and head not in allowed[folder]:
                    problems.append(f"{rel}:{n}: {folder}/ includes {target}, which ARCHITECTURE.md does not allow")
                if kind == "<" and head in ("torch", "ATen", "c10") and not (folder == "replay" and name.startswith("engine_torch")):
                    problems.append(f"{rel}:{n}: includes libtorch's {target}; only the replay engine (lib/replay/engine_torch*) may")
                if kind == "<" and head in ("fmt", "spdlog", "CLI") and top != "tool":
                    problems.append(f"{rel}:{n}: includes {target}; fmt, spdlog and CLI11 stay in tool/")
print("\n".join(problems) if problems else f"{files} files: every include is one ARCHITECTURE.md allows")
sys.exit(1 if problems else 0)
