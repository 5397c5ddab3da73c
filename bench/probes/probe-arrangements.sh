#!/usr/bin/env bash
# How the replay workers are best arranged on the GPU host (issue 13), side by side in one run: the seed's triage
# (warm meta cache), `check` of the CUDA fixtures and a replay of the seed, under each way of starting the workers
# (STRIDECHECK_WORKER_START: fork, spawn, early = spawned with the CUDA context made while libtorch loads) and each
# isolation (per-backend, grouped, shared); then the faults a grouped worker must survive: a segfault, a hang, and a
# kernel that breaks the CUDA context (STRIDECHECK_TEST_FAULT=...:cudafault) in the middle of a group.
# Everything lands in $OUT (arrangements.txt, and the reports of the last round and of the faults).
# usage (from the repository root, on the GPU host): bash bench/probes/probe-arrangements.sh
set -u
OUT=${OUT:-/tmp/probe-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
exec > >(tee "$OUT/arrangements.txt") 2>&1
source .offline-deps/unpack.sh
TORCH_PREFIX=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
echo "=== $(date +%T) build"
cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$TORCH_PREFIX;$OFFLINE_DEPS_PREFIX/usr" \
  -DSTRIDECHECK_PYTHON="$(command -v python3)" > "$OUT/build.log" 2>&1 && cmake --build build-gpu -j16 >> "$OUT/build.log" 2>&1 ||
  { tail -40 "$OUT/build.log"; exit 1; }
B=build-gpu
log=fixtures/seed-cudnn-phi3/failure/failing.log
code=fixtures/seed-cudnn-phi3/failure
export XDG_CACHE_HOME=/tmp/probe-cache
$B/stridecheck extract $log --code $code -o /tmp/seed-failure.json 2>/dev/null
cuda=$(ls -d fixtures/cuda-* fixtures/seed-*)
$B/stridecheck triage $log --code $code --no-values --no-what-if > /dev/null      # warm the meta cache
$B/stridecheck check $cuda --repeat 0 > /dev/null
arrangements="fork:per-backend early:grouped early:per-backend early:shared fork:grouped spawn:grouped fork:shared"
# one command's wall time, in seconds
wall() { local t0 t1; t0=$(date +%s.%N); "$@" > /dev/null 2>&1; t1=$(date +%s.%N); python3 -c "print(round($t1-$t0,3))"; }
declare -A t_triage t_check t_replay
echo "=== $(date +%T) rounds (start:isolation triage check replay)"
for round in 1 2 3 4; do
  for a in $arrangements; do
    st=${a%%:*}; iso=${a##*:}
    t_triage[$a]+=" $(STRIDECHECK_WORKER_START=$st wall $B/stridecheck triage $log --code $code --no-values --no-what-if --isolation $iso)"
    if [ $round -le 3 ]; then
      t_check[$a]+=" $(STRIDECHECK_WORKER_START=$st wall $B/stridecheck check $cuda --repeat 0 --isolation $iso)"
      t_replay[$a]+=" $(STRIDECHECK_WORKER_START=$st wall $B/stridecheck replay /tmp/seed-failure.json --isolation $iso)"
    fi
  done
done
med() { python3 -c "import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print(f'{statistics.median(v):.3f} ({min(v):.3f}-{max(v):.3f})')" $*; }
for a in $arrangements; do
  echo "$a  triage $(med ${t_triage[$a]})  check $(med ${t_check[$a]})  replay $(med ${t_replay[$a]})"
done
echo "=== $(date +%T) profiles (triage --format json)"
for a in fork:per-backend early:grouped early:shared; do
  st=${a%%:*}; iso=${a##*:}
  STRIDECHECK_WORKER_START=$st $B/stridecheck triage $log --code $code --no-values --no-what-if --isolation $iso \
    --format json -o "$OUT/triage-${st}-${iso}.json" > /dev/null
  python3 - "$OUT/triage-${st}-${iso}.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
print(sys.argv[1].rsplit("/", 1)[1], "wall", round(d["wall_seconds"], 3))
for p in d["profile"]:
    print("   ", {k: (round(v) if isinstance(v, float) else v) for k, v in p.items()})
for s in d["call_sites"]:
    print("   ", [(r["backend"], r["mode"], round(r.get("elapsed_ms") or 0)) for r in s["runs"] if r["mode"] != "meta"])
EOF
done
echo "=== $(date +%T) faults in a group (grouped, the default on CUDA)"
for f in flash:segv flash:cudafault cudnn:hang; do
  STRIDECHECK_TEST_FAULT=$f $B/stridecheck replay /tmp/seed-failure.json --repeat 0 --timeout 10 \
    > "$OUT/fault-${f/:/-}.txt" 2>&1
  echo "$f: exit $?"; grep -E "^  (cudnn|flash|efficient|math) " "$OUT/fault-${f/:/-}.txt" | head -12
done
echo "=== $(date +%T) done"
