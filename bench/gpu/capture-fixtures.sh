#!/usr/bin/env bash
# On the H200 host: capture CUDA fixtures with real torch.compile runs (fixtures/tools/capture.py), build
# stridecheck, and replay each new fixture as this tree's build answers it. Results in $OUT/captured.tgz
# (unpack at the repository root). usage: FIXTURES="cuda-a cuda-b" bash bench/gpu/capture-fixtures.sh
set -u
OUT=${OUT:-/tmp/capture-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
dirs=(); for f in $FIXTURES; do dirs+=(fixtures/$f); done
echo "=== $(date +%T) capture ${dirs[*]}"
python3 -c 'import torch, transformers; print("torch", torch.__version__, "transformers", transformers.__version__)'
python3 fixtures/tools/capture.py "${dirs[@]}" --device cuda --jobs 3 &
capture=$!
echo "=== $(date +%T) build (beside the capture)"
source .offline-deps/unpack.sh
TORCH_PREFIX=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$TORCH_PREFIX;$OFFLINE_DEPS_PREFIX/usr" \
      -DSTRIDECHECK_PYTHON="$(command -v python3)" -DSTRIDECHECK_TESTS=OFF > /tmp/build.log 2>&1
cmake --build build-gpu -j12 >> /tmp/build.log 2>&1 ||
  cmake --build build-gpu -j12 >> /tmp/build.log 2>&1 || tail -30 /tmp/build.log
wait $capture; echo "capture exit $?"
mkdir -p gpu-results/replays
for f in $FIXTURES; do
  d=fixtures/$f
  srcs=$(ls $d/forward*.py $d/backward*.py $d/inference*.py 2>/dev/null)
  [ -n "$srcs" ] || { echo "$f: no graphs"; continue; }
  build-gpu/stridecheck extract $srcs -o gpu-results/replays/$f.fixture.json
  timeout 150 build-gpu/stridecheck replay gpu-results/replays/$f.fixture.json --repeat 5 > gpu-results/replays/$f.replay-before.txt 2>&1
  echo "$f: replay exit $?"
  timeout 150 build-gpu/stridecheck replay gpu-results/replays/$f.fixture.json --repeat 5 --format json \
    -o gpu-results/replays/$f.replay-before.json 2>/dev/null
  head -30 gpu-results/replays/$f.replay-before.txt
done
tar czf "$OUT/captured.tgz" "${dirs[@]}" gpu-results
ls -la "$OUT"
