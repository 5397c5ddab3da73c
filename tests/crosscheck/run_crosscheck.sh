#!/usr/bin/env bash
# Replays SOURCE with stridecheck and checks every layout against the independent Python path.
#   run_crosscheck.sh STRIDECHECK PYTHON SOURCE [stridecheck replay flags...]
set -euo pipefail
bin=$1 py=$2 src=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" extract "$src" -o "$tmp/fixture.json" 2>/dev/null
"$bin" replay "$tmp/fixture.json" --format json -o "$tmp/report.json" --repeat 0 "$@" || true
"$py" "$(dirname "$0")/replay_crosscheck.py" "$tmp/fixture.json" "$tmp/report.json" 2>&1 | grep -v "NumPy\|_conversion_method"
