#!/usr/bin/env bash
# Issue 23 section 1's question: where does a one-shot triage spend the time between its answers (the JSON
# report's wall_seconds) and the process's end? Runs the seed triage (warm meta cache) N times, each with -v (the
# replay's timeline, each line with its ms since the replay began) and the wall clock measured outside, then once
# under strace (when the host has it) for the processes' exits and waits. Output: $R/probe-exit/.
# usage (after run-h200.sh's build, from the repository root): bash bench/probes/probe-exit.sh [N]
set -u
B=${B:-build-gpu}; R=${R:-gpu-results}; N=${1:-3}
mkdir -p $R/probe-exit
log=fixtures/seed-cudnn-phi3/failure/failing.log; code=fixtures/seed-cudnn-phi3/failure
export STRIDECHECK_SERVER=off
$B/stridecheck triage $log --code $code --format json -o $R/probe-exit/warmup.json 2>/dev/null
for i in $(seq 1 $N); do
  s=$(date +%s%N)
  $B/stridecheck -v triage $log --code $code --format json -o $R/probe-exit/run-$i.json 2> $R/probe-exit/run-$i.err
  e=$(date +%s%N)
  python3 - $R/probe-exit/run-$i.json $s $e <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); s, e = int(sys.argv[2]), int(sys.argv[3])
w = r.get("wall_seconds") or r.get("replay", {}).get("wall_seconds")
print(f"wall clock {(e - s) / 1e9:.3f} s, report wall_seconds {w}")
PY
done
if command -v strace >/dev/null; then
  strace -f -tt -e trace=process,wait4,exit_group -o $R/probe-exit/strace.txt \
    $B/stridecheck triage $log --code $code --format json -o $R/probe-exit/strace.json 2>/dev/null
  echo "strace: $(wc -l < $R/probe-exit/strace.txt) lines"; tail -40 $R/probe-exit/strace.txt
else
  echo "no strace on this host"
fi
