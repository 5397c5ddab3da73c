#!/usr/bin/env python3
"""The C++ of lib/, tool/, tests/ and bench/ follows .clang-format: clang-format (14, as scripts/setup.sh
--sanitizers installs it) would change nothing. Names each file it would change; exit 77 (skipped) without
clang-format."""
import os
import shutil
import subprocess
import sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
exe = shutil.which("clang-format-14") or shutil.which("clang-format")
if not exe:
    print("clang-format is not installed (scripts/setup.sh --sanitizers installs clang-format-14): skipped")
    sys.exit(77)
files = []
for top in ("lib", "tool", "tests", "bench"):
    for dirpath, _, names in os.walk(os.path.join(root, top)):
        files += [os.path.join(dirpath, n) for n in names if n.endswith((".cpp", ".h"))]
bad = []
for f in sorted(files):
    r = subprocess.run([exe, "--dry-run", "--Werror", f"--style=file:{os.path.join(root, '.clang-format')}", f],
                       capture_output=True, text=True)
    if r.returncode != 0:
        first = next((l for l in r.stderr.splitlines() if "error:" in l), r.stderr.strip()[:200])
        bad.append(f"{os.path.relpath(f, root)}: not as .clang-format formats it ({first.split('error:')[-1].strip()})")
print("\n".join(bad) if bad else f"{len(files)} files follow .clang-format ({exe})")
sys.exit(1 if bad else 0)
