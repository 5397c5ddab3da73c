#!/usr/bin/env bash
# Installs the golden files of an H200 session (bench/gpu/run-h200.sh -> h200.tgz, unpacked at the
# repository root as gpu-results/) into fixtures/*/expected/, where tests/unit/test_golden.cpp and the
# e2e cases check them against the fixtures on every CI run.
# usage: bash bench/gpu/install_goldens.sh [gpu-results]
set -euo pipefail
cd "$(dirname "$0")/../.."
G=${1:-gpu-results}/golden
put() { if [ -f "$1" ]; then cp "$1" "$2"; echo "  $2"; fi; }
for d in fixtures/seed-* fixtures/cuda-*; do
  f=$(basename "$d")
  put "$G/$f.replay-h200.json" "$d/expected/replay-h200.json"
done
put "$G/cuda-cudnn-broadcast.replay-h200.txt" fixtures/cuda-cudnn-broadcast/expected/replay-h200.txt
e=fixtures/seed-cudnn-phi3/expected
put "$G/seed-failure.replay-h200.json" $e/replay-failure-h200.json
put "$G/seed-failure.replay-h200.txt" $e/replay-failure-h200.txt
put "$G/seed-failure.triage-h200.txt" $e/triage-h200.txt
put "$G/seed-failure.triage-priority-h200.txt" $e/triage-priority-h200.txt
put "$G/seed-failure.triage-h200.json" $e/triage-h200.json
put "$G/seed-failure.triage-h200.markdown" $e/triage-h200.md
put "$G/seed-failure.triage-h200.html" $e/triage-h200.html
put "$G/seed-failure.triage-h200.junit" $e/triage-h200.junit.xml
put "$G/seed-stale-meta.triage-h200.txt" fixtures/seed-cudnn-stale-meta/expected/triage-h200.txt
