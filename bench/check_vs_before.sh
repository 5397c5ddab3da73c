#!/usr/bin/env bash
# Side by side, in one run, on this machine: `stridecheck check` of this checkout's build/ against the same
# command built from an earlier commit (default 010fe55, before issue 13's single CPU worker and fork server),
# with farm-bench (whole processes, A B A B ..., ratios pair by pair). The earlier commit is built in a git
# worktree under /tmp against the same torch (.venv); the meta cache is warm for both (one warm-up run each).
#
# usage: bench/check_vs_before.sh [COMMIT] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
commit=${1:-010fe55}
runs=${2:-10}
before=/tmp/stridecheck-before-$commit
if [[ ! -x $before/build/stridecheck ]]; then
  git worktree add -f "$before" "$commit" >/dev/null
  prefix=$(.venv/bin/python -c 'import torch; print(torch.utils.cmake_prefix_path)')
  cmake -S "$before" -B "$before/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_PREFIX_PATH="$prefix" \
        -DSTRIDECHECK_PYTHON="$PWD/.venv/bin/python" -DSTRIDECHECK_TESTS=OFF > /dev/null
  ninja -C "$before/build" stridecheck stridecheck-worker > /dev/null
fi
cpu=(fixtures/cpu-* fixtures/torch23-*)  # the CPU fixtures, by the names their folders carry
echo "## check fixtures (every fixture: the CPU ones replay here, the CUDA ones are judged on their metas)"
farm-bench -n "$runs" --timeout 600 --vs "$before/build/stridecheck check fixtures --repeat 0" -- \
  build/stridecheck check fixtures --repeat 0
echo "## check of the CPU fixtures only"
farm-bench -n "$runs" --timeout 600 --vs "$before/build/stridecheck check ${cpu[*]} --repeat 0" -- \
  build/stridecheck check "${cpu[@]}" --repeat 0
