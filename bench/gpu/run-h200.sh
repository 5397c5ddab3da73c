#!/usr/bin/env bash
# The GPU session of stridecheck, on a lent NVIDIA H200 host (torch 2.11.0+cu130, no package access).
# Builds stridecheck there from the carried Debian packages (.offline-deps/, see
# ../shared/offline-gpu-build/README.md), then:
#   1. replays every CUDA fixture (all backends, forward and backward, --repeat 10) -> golden reports
#   2. cross-checks every replayed layout against torch's Python API (tests/crosscheck)
#   3. triages the seed failure with replay and the contract (the meta worker under this host's python3 torch),
#      and with --priority cudnn,flash,efficient,math
#   4. shows a crashing backend reported while the others finish (STRIDECHECK_TEST_FAULT)
#   5. benchmarks: triage vs the same work in Python; per-op times vs triton's do_bench
#   6. runs every CUDA fixture's standalone Python repro, and writes the H200 baseline for `check`
#   speed (not in the default STEPS): issue 23's targets side by side in one run (bench/speed.py): one-shot seed triage's
#      wall clock against its report's wall_seconds (warm meta cache), the first command cold (page cache dropped,
#      empty meta cache) against the Python script cold, a graph's replay served, one-shot and in one Python process
#   capture (not in the default STEPS): runs the gen.py of each fixture named in CAPTURE (folder names) beside the build
#      and copies the captured folder back, with this build's triage (failing runs) or replay of it; first the eager
#      probe of aten metas against their kernels (fixtures/tools/meta_probe.py); and, at the same time, the gen.py of
#      each torchrun fixture named in TORCHRUN (it runs its torchrun jobs itself), each run-*.log then triaged
#   judge (not in the default STEPS): what this build says of each committed fixture named in JUDGE (folder names):
#      triage with --code the folder (and with its gen.py's TRIAGE_ARGS, the Markdown report and its repro), or replay
#   hookbench (not in the default STEPS): issue 32's capture hook when nothing fails (bench/hook_bench.py --device cuda):
#      one passing assert, start-up, a compiled bf16 transformer block's training step with and without the hook, and
#      the time from a failing assert to `stridecheck run`'s last line where this build has `run`
#   fixcheck (not in the default STEPS): fixtures/cuda-custom-op-wrong-fake's fix checked against its CUDA kernel
#      (issue 30), its JSON report for --runs-from elsewhere, and the emitted regression test run
#   runseed (not in the default STEPS): issue 32's seed-like failure caught live: fixtures/run-cuda-seed-cudnn/gen.py
#      (the hook's capture/, run.log), then `stridecheck run` itself on the same job (its answer after the job's
#      output, the exit code, the seconds), and this build's triage/show of the capture folder
#   workaround (not in the default STEPS): fixtures/cuda-aten-fftn-4d-failure's workarounds (issue 30 item 3: the
#      transform moved or split, the custom-op wrapper with its backward, torch.compiler.disable) checked forward and
#      backward on the GPU, with their cost; its JSON report for --runs-from on a machine without the GPU
#   opsbench (not in the default STEPS): captures fixtures/cuda-timm-resnet18 (timm resnet18) beside the build and
#      times its every asserted op judged against the opcheck-style Python script (bench/bench_ops.py)
# Everything lands in $OUT/h200.tgz (unpack at the repository root: gpu-results/...).
# usage (from the repository root, on the GPU host): bash bench/gpu/run-h200.sh
set -u
OUT=${OUT:-/tmp/h200-out}
R=gpu-results
mkdir -p "$OUT" $R/golden $R/bench $R/fixtures
export PYTHONUNBUFFERED=1
step() { echo; echo "=== $(date +%T) $*"; }


STEPS=${STEPS:-goldens seed checks faults bench served baseline tests}
has() { [[ " $STEPS " == *" $1 "* ]]; }

capture_pid=
if has opsbench && [ ! -f fixtures/cuda-timm-resnet18/backward.py ]; then
  # issue 22's real model, captured beside the build (its compile is the longest part of the step)
  step "capture fixtures/cuda-timm-resnet18 (timm resnet18, bf16, channels_last; beside the build)"
  python3 fixtures/tools/capture.py fixtures/cuda-timm-resnet18 --device cuda > $R/bench/capture-timm-resnet18.log 2>&1 &
  capture_pid=$!
fi

capture_list_pid=
torchrun_pid=
if has capture; then
  # fixtures whose gen.py has not run yet (CAPTURE, a list of folder names), captured beside the build, after the
  # eager probe of which aten metas disagree with their kernels on this host (seconds)
  step "capture ${CAPTURE:-}"
  (timeout 120 python3 fixtures/tools/meta_probe.py --device cuda --json $R/fixtures/meta-probe-h200.json \
     | tee $R/fixtures/meta-probe-h200.txt
   echo "meta_probe exit ${PIPESTATUS[0]}"
   # CAPTURE_JOBS (1) fixtures compiled at a time, each in its own process (capture.py --jobs)
   [ -n "${CAPTURE:-}" ] && timeout 480 python3 fixtures/tools/capture.py $(printf 'fixtures/%s ' ${CAPTURE:-}) \
     --device cuda --jobs ${CAPTURE_JOBS:-1}
   echo "capture exit $?") > $R/fixtures/capture.log 2>&1 &
  capture_list_pid=$!
  # torchrun fixtures (TORCHRUN, folder names): their gen.py runs the jobs itself and writes the run-*.log files
  (for f in ${TORCHRUN:-}; do
     echo "== $f"; timeout 400 python3 fixtures/$f/gen.py; echo "torchrun $f exit $?"
   done) > $R/fixtures/torchrun.log 2>&1 &
  torchrun_pid=$!
fi

step "build"
source .offline-deps/unpack.sh
TORCH_PREFIX=$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')
cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$TORCH_PREFIX;$OFFLINE_DEPS_PREFIX/usr" \
      -DSTRIDECHECK_PYTHON="$(command -v python3)" -DSTRIDECHECK_GUARD_BASELINE=$PWD/fixtures/baselines/h200.json \
      > $R/build.log 2>&1
time cmake --build build-gpu -j16 >> $R/build.log 2>&1 || { tail -50 $R/build.log; exit 1; }
B=build-gpu
$B/stridecheck --version | tee $R/version.txt

sources() {
  local d=fixtures/$1
  if [ -f $d/trace.log ]; then echo $d/trace.log; else ls $d/forward.py $d/backward.py $d/inference.py 2>/dev/null; fi
}
pairs=()
for f in $(ls fixtures | grep -E '^(seed-|cuda-)'); do
  $B/stridecheck extract $(sources $f) -o $R/golden/$f.fixture.json 2>/dev/null
done
log=fixtures/seed-cudnn-phi3/failure/failing.log
code=fixtures/seed-cudnn-phi3/failure
$B/stridecheck extract $log --code $code -o $R/golden/seed-failure.fixture.json 2>/dev/null

if has goldens; then
step "golden replays of the CUDA fixtures"
for f in $(ls fixtures | grep -E '^(seed-|cuda-)'); do
  [ -s $R/golden/$f.fixture.json ] || { echo "$f: not captured (no sources), skipped"; continue; }
  timeout 120 $B/stridecheck replay $R/golden/$f.fixture.json --repeat 10 --format json -o $R/golden/$f.replay-h200.json
  echo "$f: exit $?"
  pairs+=($R/golden/$f.fixture.json $R/golden/$f.replay-h200.json)
done
# torch's default priority as a user's process has it (cuDNN first on sm90 once torch set it): the graph compiled
# under the default priority calls cudnn, and the dispatcher's choice of every call site must say so
python3 - $R/golden/cuda-phi3-default-priority.replay-h200.json <<'EOF'
import json, sys
for s in json.load(open(sys.argv[1]))["call_sites"]:
    print("default priority:", s["id"], [r.get("chosen") for r in s["runs"] if r["mode"] == "priority"])
EOF
# the contract break on the GPU, in words, with the what-if replay (q, k, v contiguous)
$B/stridecheck replay $R/golden/cuda-cudnn-broadcast.fixture.json --repeat 10 > $R/golden/cuda-cudnn-broadcast.replay-h200.txt
head -30 $R/golden/cuda-cudnn-broadcast.replay-h200.txt

fi

if has seed; then
step "the seed failure: triage with replay, and under the report's priority override"
$B/stridecheck triage $log --code $code > $R/golden/seed-failure.triage-h200.txt; echo "triage exit $?"
$B/stridecheck triage $log --code $code --priority cudnn,flash,efficient,math \
  > $R/golden/seed-failure.triage-priority-h200.txt; echo "triage --priority exit $?"
head -24 $R/golden/seed-failure.triage-priority-h200.txt
for fmt in json markdown html junit; do
  $B/stridecheck triage $log --code $code --format $fmt -o $R/golden/seed-failure.triage-h200.$fmt
done
$B/stridecheck replay $R/golden/seed-failure.fixture.json --repeat 10 --priority cudnn,flash,efficient,math \
  --format json -o $R/golden/seed-failure.replay-h200.json
$B/stridecheck replay $R/golden/seed-failure.fixture.json --repeat 10 --priority cudnn,flash,efficient,math \
  > $R/golden/seed-failure.replay-h200.txt
$B/stridecheck triage fixtures/seed-cudnn-stale-meta/run.log --code fixtures/seed-cudnn-stale-meta/trace.log \
  > $R/golden/seed-stale-meta.triage-h200.txt
pairs+=($R/golden/seed-failure.fixture.json $R/golden/seed-failure.replay-h200.json)
tail -25 $R/golden/seed-failure.replay-h200.txt

fi

if has checks; then
step "independent cross-check with torch's Python API, and the repros, side by side"
(has goldens && timeout 240 python3 tests/crosscheck/replay_crosscheck.py "${pairs[@]}" > $R/golden/crosscheck-h200.txt 2>&1;
 echo "crosscheck exit $?" >> $R/golden/crosscheck-h200.txt) &
cross_pid=$!
(timeout 240 python3 tests/report/run_repros.py $B/stridecheck $R/golden/seed-failure.fixture.json \
  $(for f in $(ls fixtures | grep -E '^(seed-|cuda-)'); do [ -s $R/golden/$f.fixture.json ] && echo $R/golden/$f.fixture.json; done) \
  > $R/golden/repros-h200.txt 2>&1;
 echo "repros exit $?" >> $R/golden/repros-h200.txt) &
repro_pid=$!

fi

if has faults; then
step "a backend that crashes or hangs is a finding, the others finish"
STRIDECHECK_TEST_FAULT=flash:segv $B/stridecheck replay $R/golden/seed-failure.fixture.json --repeat 0 \
  > $R/golden/fault-segv-h200.txt 2>&1; echo "fault exit $?"
STRIDECHECK_TEST_FAULT=cudnn:hang $B/stridecheck replay $R/golden/seed-failure.fixture.json --repeat 0 --timeout 5 \
  > $R/golden/fault-hang-h200.txt 2>&1; echo "hang exit $?"
# a kernel that breaks flash's CUDA context (a sticky device-side fault): flash crashed, efficient (same worker
# group) still answers from a fresh worker
STRIDECHECK_TEST_FAULT=flash:cudafault $B/stridecheck replay $R/golden/seed-failure.fixture.json --repeat 0 \
  > $R/golden/fault-cudafault-h200.txt 2>&1; echo "cudafault exit $?"
grep -E "^  (flash|efficient) " $R/golden/fault-cudafault-h200.txt | head -4

fi

if has checks; then
wait $cross_pid $repro_pid
tail -16 $R/golden/crosscheck-h200.txt; tail -16 $R/golden/repros-h200.txt
fi

if has bench; then
step "benchmarks"
timeout 300 python3 bench/gpu/bench_triage.py $B 4 > $R/bench/triage-vs-python.json 2>$R/bench/triage.err
cat $R/bench/triage-vs-python.json | head -40
timeout 300 python3 bench/gpu/bench_check.py $B 3 > $R/bench/check-vs-python.json 2>$R/bench/check.err
head -40 $R/bench/check-vs-python.json; tail -5 $R/bench/check.err
timeout 120 python3 bench/gpu/do_bench_compare.py $R/golden/seed-failure.fixture.json $R/golden/seed-failure.replay-h200.json \
  > $R/bench/do_bench-seed.json 2>$R/bench/do_bench.err
timeout 60 python3 bench/gpu/do_bench_compare.py $R/golden/cuda-gqa-bf16.fixture.json $R/golden/cuda-gqa-bf16.replay-h200.json \
  > $R/bench/do_bench-gqa.json 2>>$R/bench/do_bench.err
head -40 $R/bench/do_bench-seed.json

fi

if has served; then
step "the CI guard through stridecheck serve, side by side with the Python script"
timeout 400 python3 bench/gpu/bench_served_check.py $B 5 > $R/bench/served-check.json 2>$R/bench/served-check.err
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("profiles"); print(json.dumps(d, indent=1))' \
  $R/bench/served-check.json; tail -5 $R/bench/served-check.err

fi

if has speed; then
step "issue 23: one-shot wall clock, the first command cold, a graph served, each beside the same work in Python"
# SPEED_ROUNDS rounds (3); drops the page cache (root) for the cold runs
timeout 500 python3 bench/speed.py $B ${SPEED_ROUNDS:-3} --device cuda > $R/bench/speed-h200.json 2>$R/bench/speed-h200.err
echo "speed exit $?"; cat $R/bench/speed-h200.err | tail -12
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d.pop("served_profile"); print(json.dumps(d, indent=1))' \
  $R/bench/speed-h200.json

fi

if has hookbench; then
step "issue 32: the capture hook's cost when nothing fails, beside the same without it (bench/hook_bench.py)"
# where `import torch` spends its time with and without the hook (python -X importtime, one run each after a warm-up)
python3 -c "import torch, sys; print('import torch imports inductor codecache:', 'torch._inductor.codecache' in sys.modules)" \
  > $R/bench/importtime-note.txt 2>&1
for m in without with; do
  if [ $m = with ]; then env=(PYTHONPATH=$PWD/tool/stridecheck_hook STRIDECHECK_CAPTURE_DIR=/tmp/hook-importtime); else env=(); fi
  env "${env[@]}" python3 -c "import torch" > /dev/null 2>&1
  env "${env[@]}" python3 -X importtime -c "import torch" 2> $R/bench/importtime-$m.txt
done
sort -t'|' -k2 -n -r $R/bench/importtime-with.txt | head -5 >> $R/bench/importtime-note.txt
sort -t'|' -k2 -n -r $R/bench/importtime-without.txt | head -5 >> $R/bench/importtime-note.txt
cat $R/bench/importtime-note.txt
timeout 500 python3 bench/hook_bench.py --device cuda --build $B --rounds ${HOOK_ROUNDS:-9} --steps ${HOOK_STEPS:-20} \
  -o $R/bench/hook-bench-h200.json > $R/bench/hook-bench-h200.log 2>&1
echo "hookbench exit $?"; tail -60 $R/bench/hook-bench-h200.log
fi

if has baseline; then
step "the H200 baseline for check, and a check against it"
# the committed baseline first: what this build's check says of it (call sites of the same call reported once)
$B/stridecheck check fixtures --baseline fixtures/baselines/h200.json --repeat 0 > $R/golden/check-committed-h200.txt
echo "check against the committed baseline: exit $?"; tail -3 $R/golden/check-committed-h200.txt
$B/stridecheck check fixtures --baseline $R/golden/baseline-h200.json --update-baseline --repeat 0 | tail -3
$B/stridecheck check fixtures --baseline $R/golden/baseline-h200.json --repeat 0 > $R/golden/check-h200.txt; echo "check exit $?"
tail -3 $R/golden/check-h200.txt

fi

if has ctestgpu; then
step "CTest's resource allocation: each CUDA fixture's test replays on the GPU CTest gave it"
# one GPU, four slots: every guard test runs, four at a time, on cuda:0, against the H200 baseline
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 4}]}]}' > $R/gpus-one.json
(cd $B && timeout 200 ctest -R '^guard\.' --resource-spec-file ../$R/gpus-one.json -j8 -V > ../$R/ctest-gpus-one-h200.txt 2>&1)
grep -E "tests passed|Skipped|Failed" $R/ctest-gpus-one-h200.txt | tail -4
# a spec naming a second GPU this host lacks: the tests CTest gives GPU 1 are refused (exit 3: skipped, with the
# reason), never replayed on cuda:0 instead; those given GPU 0 pass
echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 1}, {"id": "1", "slots": 1}]}]}' \
  > $R/gpus-two.json
(cd $B && timeout 200 ctest -R '^guard\.' --resource-spec-file ../$R/gpus-two.json -j8 -V > ../$R/ctest-gpus-two-h200.txt 2>&1)
grep -E "tests passed|Skipped|this machine has" $R/ctest-gpus-two-h200.txt | sort | uniq -c | head -8
CTEST_RESOURCE_GROUP_COUNT=1 CTEST_RESOURCE_GROUP_0=gpus CTEST_RESOURCE_GROUP_0_GPUS=id:0,slots:1 \
  $B/stridecheck replay $R/golden/cuda-gqa-bf16.fixture.json --repeat 0 --format json | grep -m1 '"device": "cuda'

fi

if has opsbench; then
step "issue 22: every asserted op of a real model's graphs judged, against the opcheck-style Python script"
# fixtures/cuda-timm-resnet18 (captured above, or already there), backward and forward, each op call's cuDNN kernel
# and its fake; the SDPA call sites of bench/inputs/gpu-big/backward.py (32) and of the seed's graphs replayed the
# same way in the same run (the target: no more than the SDPA sites cost). OPS_ROUNDS rounds (5).
if [ -n "$capture_pid" ]; then wait $capture_pid; echo "capture exit $?"; tail -3 $R/bench/capture-timm-resnet18.log; fi
d=fixtures/cuda-timm-resnet18
mkdir -p $R/fixtures/cuda-timm-resnet18
cp $d/*.py $d/meta.json $d/run.log $R/fixtures/cuda-timm-resnet18/ 2>/dev/null
if [ -f $d/backward.py ] && [ -f $d/forward.py ]; then
  $B/stridecheck extract $d/forward.py $d/backward.py -o $R/bench/cuda-timm-resnet18.fixture.json
  nvidia-smi --query-gpu=name,utilization.gpu,memory.used --format=csv,noheader > $R/bench/ops-gpu-state.txt 2>&1
  timeout 1500 python3 bench/bench_ops.py $B ${OPS_ROUNDS:-5} \
    --fixture timm-resnet18-backward=$d/backward.py --fixture timm-resnet18-forward=$d/forward.py \
    --sdpa-reference gpu-big-backward=bench/inputs/gpu-big/backward.py \
    --sdpa-reference seed-cudnn-phi3=fixtures/seed-cudnn-phi3/forward.py,fixtures/seed-cudnn-phi3/backward.py \
    -o $R/bench/ops-vs-python-h200.json 2> $R/bench/ops-vs-python-h200.err
  echo "bench_ops exit $? (2: the two sides disagree on some op call)"; tail -8 $R/bench/ops-vs-python-h200.err
  # the report a user reads, once, kept beside the numbers
  $B/stridecheck replay $R/bench/cuda-timm-resnet18.fixture.json --repeat 0 --no-values \
    > $R/bench/cuda-timm-resnet18.replay-h200.txt 2>&1; echo "replay exit $?"
  head -30 $R/bench/cuda-timm-resnet18.replay-h200.txt
else
  echo "fixtures/cuda-timm-resnet18: no graphs captured (is timm installed?)"; tail -20 $R/bench/capture-timm-resnet18.log
fi

fi

# What this build says of a fixture folder fixtures/$1 (triage of a failing run, with --code the folder, and with its
# gen.py's TRIAGE_ARGS too: the Markdown report and its repro run; else replay), written to $R/fixtures/$1/.
judge_fixture() {
  local f=$1
  mkdir -p $R/fixtures/$f; cp -r fixtures/$f/. $R/fixtures/$f/
  if grep -q "EXPECT_FAILURE = True" fixtures/$f/gen.py && [ -f fixtures/$f/run.log ]; then
    $B/stridecheck triage fixtures/$f/run.log --code fixtures/$f > $R/fixtures/$f/triage-h200.txt 2>&1
    echo "$f: triage exit $?"
    $B/stridecheck triage fixtures/$f/run.log --code fixtures/$f --format json > $R/fixtures/$f/triage-h200.json 2>&1
    # a gen.py's TRIAGE_ARGS = "...": the flags that judge it (a kernel swapped in: --import, --kernel-impl)
    local extra
    extra=$(sed -n 's/^TRIAGE_ARGS = "\(.*\)"$/\1/p' fixtures/$f/gen.py)
    if [ -n "$extra" ]; then
      $B/stridecheck triage fixtures/$f/run.log --code fixtures/$f $extra > $R/fixtures/$f/triage-args-h200.txt 2>&1
      echo "$f: triage $extra exit $?"
      $B/stridecheck triage fixtures/$f/run.log --code fixtures/$f $extra --format json \
        > $R/fixtures/$f/triage-args-h200.json 2>&1
      $B/stridecheck triage fixtures/$f/run.log --code fixtures/$f $extra --format markdown \
        -o $R/fixtures/$f/issue-h200.md
      python3 - $R/fixtures/$f/issue-h200.md > $R/fixtures/$f/repro-h200.py <<'PY'
import re, sys
m = re.search(r"```python\n(.*?)```", open(sys.argv[1]).read(), re.S)
print(m.group(1) if m else "raise SystemExit('the report has no repro')")
PY
      PYTHONPATH=fixtures/tools timeout 300 python3 $R/fixtures/$f/repro-h200.py > $R/fixtures/$f/repro-h200.txt 2>&1
      echo "$f: its repro exit $?"
    fi
  else
    $B/stridecheck replay $(sources $f) > $R/fixtures/$f/replay-h200.txt 2>&1; echo "$f: replay exit $?"
  fi
  head -60 $R/fixtures/$f/triage-h200.txt $R/fixtures/$f/triage-args-h200.txt $R/fixtures/$f/replay-h200.txt 2>/dev/null
}

# What this build says of each torchrun log of fixtures/$1 (the logs alone: the modules are gone), with and without
# its gen.py's TRIAGE_ARGS, written to $R/fixtures/$1/.
judge_torchrun() {
  local f=$1 extra log name
  mkdir -p $R/fixtures/$f; cp -r fixtures/$f/. $R/fixtures/$f/
  extra=$(sed -n 's/^TRIAGE_ARGS = "\(.*\)"$/\1/p' fixtures/$f/gen.py)
  for log in fixtures/$f/run-*.log; do
    [ -e "$log" ] || continue
    name=$(basename $log .log)
    $B/stridecheck triage $log > $R/fixtures/$f/$name.triage-h200.txt 2>&1; echo "$f/$name: triage exit $?"
    $B/stridecheck triage $log $extra > $R/fixtures/$f/$name.triage-args-h200.txt 2>&1
    echo "$f/$name: triage $extra exit $?"
    $B/stridecheck triage $log $extra --format json > $R/fixtures/$f/$name.triage-args-h200.json 2>&1
  done
  head -40 $R/fixtures/$f/run-file.triage-args-h200.txt 2>/dev/null
}

if has capture; then
step "the captured fixtures, copied back, and what this build says of each (triage of a failing run, else replay)"
wait $capture_list_pid; tail -60 $R/fixtures/capture.log
for f in ${CAPTURE:-}; do
  judge_fixture $f
  # the tables of every assert of its graphs, for its expected/NOTES.md
  python3 fixtures/tools/assert_notes.py fixtures/$f > $R/fixtures/$f/assert-notes-h200.md 2>&1
done
wait $torchrun_pid; tail -20 $R/fixtures/torchrun.log
for f in ${TORCHRUN:-}; do judge_torchrun $f; done
fi

if has judge; then
step "what this build says of the fixtures in JUDGE, as committed: ${JUDGE:-}"
for f in ${JUDGE:-}; do judge_fixture $f; done
fi

if has fixcheck; then
  # issue 30: a CUDA custom op's fix checked against its kernel where it runs; the report carries the check (fix_checks)
  # for a machine without the GPU (--runs-from), and the emitted regression test is run against the module as it is
  step "fixcheck: fixtures/cuda-custom-op-wrong-fake's fix checked on the GPU"
  mkdir -p $R/fixcheck
  $B/stridecheck triage fixtures/cuda-custom-op-wrong-fake/run.log --code fixtures/cuda-custom-op-wrong-fake \
    --import fixtures/tools/custom_ops.py --format json -o $R/fixcheck/triage-fix-h200.json \
    --emit-test $R/fixcheck/test_cuda_attn_layout.py; echo "triage exit $?"
  $B/stridecheck triage fixtures/cuda-custom-op-wrong-fake/run.log --code fixtures/cuda-custom-op-wrong-fake \
    --import fixtures/tools/custom_ops.py > $R/fixcheck/triage-fix-h200.txt; echo "triage exit $?"
  sed -n '/^Answer/,/^$/p' $R/fixcheck/triage-fix-h200.txt
  (cd $R/fixcheck && PYTHONPATH=$OLDPWD/fixtures/tools python3 -m pytest -q test_cuda_attn_layout.py \
     > pytest.txt 2>&1; echo "pytest exit $? (1: fails on the wrong fake, as it should)") | tee -a $R/fixcheck/pytest.txt
fi

if has runseed; then
  step "runseed: the seed-like failure (fused qkv, cuDNN backward, stale meta) under stridecheck run"
  f=run-cuda-seed-cudnn; d=$R/fixtures/$f; mkdir -p $d
  timeout 600 python3 fixtures/$f/gen.py > $d/gen.txt 2>&1; echo "gen exit $? (0: the job failed as expected)"
  cp -r fixtures/$f/. $d/
  rm -rf /tmp/sc-run-seed
  ( cd fixtures/$f && /usr/bin/time -f "wall %e s, max rss %M KB" ../../$B/stridecheck run --out /tmp/sc-run-seed \
      -- python3 train.py ) > $d/stridecheck-run-h200.txt 2>&1; echo "stridecheck run exit $?"
  cp -r /tmp/sc-run-seed $d/stridecheck-run-out 2>/dev/null
  tail -80 $d/stridecheck-run-h200.txt
  $B/stridecheck triage fixtures/$f/capture > $d/triage-capture-h200.txt 2>&1; echo "triage capture exit $?"
  $B/stridecheck triage fixtures/$f/capture --format json > $d/triage-capture-h200.json 2>&1
  $B/stridecheck triage fixtures/$f/capture --format markdown > $d/triage-capture-h200.md 2>&1
  $B/stridecheck show fixtures/$f/capture > $d/show-capture-h200.txt 2>&1; echo "show capture exit $?"
  head -70 $d/triage-capture-h200.txt
fi

if has workaround; then
  # issue 30 item 3: an aten op's bug (_fft_c2c over four dims on CUDA) and its workarounds checked where the kernel runs
  step "workaround: fixtures/cuda-aten-fftn-4d-failure's workarounds checked on the GPU, forward and backward"
  mkdir -p $R/workaround
  $B/stridecheck triage fixtures/cuda-aten-fftn-4d-failure/run.log --code fixtures/cuda-aten-fftn-4d-failure \
    --format json -o $R/workaround/triage-h200.json; echo "triage exit $?"
  $B/stridecheck triage fixtures/cuda-aten-fftn-4d-failure/run.log --code fixtures/cuda-aten-fftn-4d-failure \
    > $R/workaround/triage-h200.txt; echo "triage exit $?"
  sed -n '/^Answer/,/^$/p' $R/workaround/triage-h200.txt
fi

if has tests; then
step "tests on the GPU host (unit, golden consistency, cross-checks)"
(cd $B && timeout 120 ctest -j16 -R "^(unit|crosscheck)\\.|^e2e\\.serve$" > ../$R/ctest-h200.txt 2>&1); tail -3 $R/ctest-h200.txt

fi

tar czf "$OUT/h200.tgz" $R
ls -la "$OUT"
