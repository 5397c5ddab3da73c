#!/usr/bin/env bash
# run_fuzz.sh replay TARGET CORPUS         - run every input of CORPUS once (regression check)
# run_fuzz.sh fuzz TARGET CORPUS SECONDS   - fuzz for SECONDS from a scratch copy of CORPUS
# Crashers land in a scratch folder whose path is printed; nothing is written to the source tree.
set -euo pipefail
mode=$1 target=$2 corpus=$3
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
case $mode in
  replay)
    exec "$target" -runs=0 -rss_limit_mb=2048 -timeout=20 -max_len=1048576 "$corpus" ;;
  fuzz)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch/corpus"' EXIT
    cp -r "$corpus" "$scratch/corpus"
    echo "fuzzing $(basename "$target") for $4 s; artifacts in $scratch"
    "$target" -max_total_time="$4" -rss_limit_mb=2048 -timeout=20 -max_len=1048576 -print_final_stats=1 \
              -artifact_prefix="$scratch/" "$scratch/corpus" 2>&1 | grep -v "^#[0-9]*.*\(NEW\|REDUCE\|pulse\)" ;;
  *) echo "usage: run_fuzz.sh replay|fuzz TARGET CORPUS [SECONDS]" >&2; exit 2 ;;
esac
