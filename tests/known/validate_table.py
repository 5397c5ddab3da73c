#!/usr/bin/env python3
"""lib/known/known-issues.json against its JSON Schema (known-issues.schema.json), in full, with the jsonschema
package; exits 77 (CTest's skip) where it is not installed (unit.test_known still checks every row's required
fields). Usage: validate_table.py ROOT"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed: skipped")
    sys.exit(77)

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
known = os.path.join(root, "lib", "known")
with open(os.path.join(known, "known-issues.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
with open(os.path.join(known, "known-issues.json"), encoding="utf-8") as f:
    table = json.load(f)
validator = jsonschema.Draft202012Validator(schema)
errors = sorted(validator.iter_errors(table), key=lambda e: list(e.absolute_path))
for e in errors:
    print("known-issues.json:", "/".join(str(p) for p in e.absolute_path) or "(top)", ":", e.message)
if errors:
    sys.exit(1)
print(f"{len(table['issues'])} rows: every one valid against known-issues.schema.json")
