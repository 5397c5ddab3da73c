#!/usr/bin/env bash
# One H200 call for a session's last verification: captures CUDA fixtures with real torch.compile runs while
# stridecheck builds (FIXTURES, fixtures/tools/capture.py), runs bench/gpu/run-h200.sh's STEPS on the result,
# then replays, extracts and triages each captured fixture with the build (IMPORT: the --import of those whose
# custom ops live in fixtures/tools; a fixture whose gen.py says "Judge it with --import X" gets X instead).
# Everything lands in $OUT/h200.tgz (gpu-results/, and the captured fixtures).
# usage: FIXTURES="cuda-a cuda-b" STEPS="goldens tests" IMPORT=fixtures/tools/custom_ops.py bash bench/gpu/run-final.sh
# (STEPS=none: no run-h200.sh step but its build)
set -u
OUT=${OUT:-/tmp/h200-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
dirs=(); for f in $FIXTURES; do dirs+=(fixtures/$f); done
echo "=== $(date +%T) capture ${dirs[*]} (beside the build)"
python3 fixtures/tools/capture.py "${dirs[@]}" --device cuda --jobs 4 > /tmp/capture.log 2>&1 &
capture=$!
OUT=$OUT bash bench/gpu/run-h200.sh
wait $capture; echo "capture exit $?"; cat /tmp/capture.log | tail -12
B=build-gpu; R=gpu-results; mkdir -p $R/captured
for f in $FIXTURES; do
  d=fixtures/$f
  srcs=$(ls $d/forward*.py $d/backward*.py $d/inference*.py 2>/dev/null)
  [ -n "$srcs" ] || { echo "$f: no graphs"; continue; }
  imp=$(sed -n 's/.*Judge it with --import \([^ ]*\.py\).*/\1/p' $d/gen.py | head -1); imp=${imp:-$IMPORT}
  $B/stridecheck extract $srcs -o $R/captured/$f.fixture.json 2>&1 | tail -1
  timeout 120 $B/stridecheck replay $R/captured/$f.fixture.json --import "$imp" --repeat 5 --format json \
    -o $R/captured/$f.replay-h200.json; echo "$f: replay exit $?"
  timeout 120 $B/stridecheck replay $R/captured/$f.fixture.json --import "$imp" --repeat 5 \
    > $R/captured/$f.replay-h200.txt 2>&1
  head -16 $R/captured/$f.replay-h200.txt
  if grep -q "Traceback" $d/run.log 2>/dev/null; then
    timeout 120 $B/stridecheck triage $d/run.log --code $d --import "$imp" > $R/captured/$f.triage-h200.txt 2>&1
    echo "$f: triage exit $?"; head -24 $R/captured/$f.triage-h200.txt
  fi
done
tar czf "$OUT/h200.tgz" $R "${dirs[@]}"
ls -la "$OUT"
