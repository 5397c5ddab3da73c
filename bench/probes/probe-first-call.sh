#!/usr/bin/env bash
# Where a fresh worker's time goes on the GPU host (issue 13): builds stridecheck, then
#   1. bench/probes/first_call_profile.py in fresh processes: import, cuInit, context, inputs, each backend's first
#      and second call, alone and after the others, and with the context made in a thread during `import torch`;
#   2. the seed's triage with a warm meta cache under each worker arrangement (fork server, spawned, one
#      shared worker), with its profile;
#   3. the meta worker's cold start: `import torch` and the first SDPA meta call's own imports.
# Everything lands in $OUT (probe.txt and the JSON lines).
# usage (from the repository root, on the GPU host): bash bench/probes/probe-first-call.sh
set -u
OUT=${OUT:-/tmp/probe-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
exec > >(tee "$OUT/probe.txt") 2>&1
echo "=== $(date +%T) host"
nvidia-smi --query-gpu=name,driver_version,persistence_mode,memory.total --format=csv
echo "CUDA_MODULE_LOADING=${CUDA_MODULE_LOADING-unset} nproc=$(nproc)"
source .offline-deps/unpack.sh
TORCH_PREFIX=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
echo "=== $(date +%T) build"
(cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$TORCH_PREFIX;$OFFLINE_DEPS_PREFIX/usr" \
   -DSTRIDECHECK_PYTHON="$(command -v python3)" > "$OUT/build.log" 2>&1 && cmake --build build-gpu -j16 >> "$OUT/build.log" 2>&1) &
build_pid=$!

B=build-gpu
fx=/tmp/seed-failure.fixture.json
echo "=== $(date +%T) first calls (fresh process each)"
# the fixture of the failing call site, written by the reader of the built tree once it is there; meanwhile the
# profile runs on the committed extract (the same call site)
cp fixtures/seed-cudnn-phi3/expected/extract-failure.json $fx
for cfg in cudnn flash efficient math flash,efficient,cudnn,math math,cudnn,flash,efficient \
           early-context:flash early-context:cudnn early-context:math; do
  for i in 1 2; do python3 bench/probes/first_call_profile.py $fx $cfg | tee -a "$OUT/first-calls.jsonl"; done
done
CUDA_MODULE_LOADING=EAGER python3 bench/probes/first_call_profile.py $fx flash | tee -a "$OUT/first-calls.jsonl"

echo "=== $(date +%T) meta worker cold start"
for i in 1 2 3; do
  python3 - <<'EOF'
import sys, time
T0 = time.perf_counter()
ms = lambda: round((time.perf_counter() - T0) * 1000)
import torch
a = ms()
import torch.fx.experimental.symbolic_shapes
b = ms()
q = torch.empty(1, 32, 4096, 96, dtype=torch.bfloat16, device="meta")
torch.ops.aten._scaled_dot_product_cudnn_attention.default(q, q, q, None, True, 0.0, True, False)
print({"import_torch_ms": a, "symbolic_shapes_ms": b - a, "first_meta_ms": ms() - b})
EOF
done
python3 -X importtime -c "import torch; import torch.fx.experimental.symbolic_shapes" 2> "$OUT/importtime.txt"
sort -t'|' -k2 -n "$OUT/importtime.txt" | tail -25

wait $build_pid || { tail -30 "$OUT/build.log"; exit 1; }
echo "=== $(date +%T) triage of the seed, warm meta cache, each arrangement"
log=fixtures/seed-cudnn-phi3/failure/failing.log
code=fixtures/seed-cudnn-phi3/failure
export XDG_CACHE_HOME=/tmp/probe-cache
$B/stridecheck triage $log --code $code --no-values --no-what-if > /dev/null
for round in 1 2 3; do
  for arr in fork spawn shared; do
    env=(); flags=()
    [ $arr = spawn ] && env=(STRIDECHECK_FORK_SERVER=0)
    [ $arr = shared ] && flags=(--isolation shared)
    t0=$(date +%s.%N)
    env "${env[@]}" $B/stridecheck triage $log --code $code --no-values --no-what-if "${flags[@]}" --format json \
      -o "$OUT/triage-$arr-$round.json" > /dev/null
    t1=$(date +%s.%N)
    echo "$arr round $round: $(python3 -c "print(round($t1-$t0,3))") s"
  done
done
python3 - "$OUT" <<'EOF'
import json, sys, glob
for f in sorted(glob.glob(sys.argv[1] + "/triage-*-3.json")):
    d = json.load(open(f))
    print(f.rsplit("/", 1)[1], "wall", d.get("wall_seconds"))
    for p in d.get("profile") or []:
        print("  ", json.dumps(p))
    for s in d.get("call_sites", []):
        for r in s.get("runs", []):
            print("  ", r.get("backend"), r.get("mode"), r.get("status"), round(r.get("elapsed_ms") or 0, 1))
EOF
rm -f "$OUT"/triage-*-[12].json
echo "=== $(date +%T) done"
