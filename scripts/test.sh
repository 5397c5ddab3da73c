#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite: the normal build (build/, torch 2.11.0), the
# sanitizer build (build-san/: ASan, UBSan, LSan on the readers, the renderers and the CLI, the fuzz corpora replayed
# and each fuzz target run for STRIDECHECK_FUZZ_SECONDS, 20 s by default), then the newest torch,
# STRIDECHECK_SECOND_TORCH (2.15.0 by default; off or empty: none): the replay worker and the metas under that
# release (build-torch2.15.0/, its own venv .venv-torch2.15.0), and the tests whose result depends on the torch
# (-DSTRIDECHECK_TORCH_TESTS_ONLY=ON: triage, replay and check cases, the runner, cross-checks, guard, repros), held
# to the same goldens or to ones named for that release (tests/e2e/run_case.py); build/ ran the rest. Both torches
# download while the compiler runs (with less than 24 GB free, the second after the first's tests; with less than
# 9 GB free then, its pass is not run and test.sh says so). Each phase prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
phase() {  # phase NAME COMMAND...: runs it, then says how long it took
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "test.sh: $name took $((SECONDS - start)) s"
}
second=${STRIDECHECK_SECOND_TORCH-2.15.0}
[ "$second" = off ] && second=""
mkdir -p build
pids=()
background() {  # background LOG COMMAND...: runs it (its own process group) behind the next phases
  setsid "${@:2}" > "$1" 2>&1 &
  pids+=($!)
}
trap 'for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null || true; done' EXIT  # a failed phase stops the downloads
finish() {  # finish LOG PID WHAT: waits for a background command, shows its output
  wait "$2" || { cat "$1"; echo "test.sh: $3 failed (log: $1)" >&2; exit 1; }
  cat "$1"
}
phase "setup: packages" scripts/setup.sh --sanitizers --only packages
background build/torch-setup.log scripts/setup.sh --only torch
torch_pid=${pids[-1]}
free_gb() { df --output=avail -BG . | tail -1 | tr -dc 0-9; }
# Both torches at once need about 18 GB free for the downloads and the venvs, and the builds about 5 GB more. With
# less, the second one downloads after the tests of the first (its venv may already be there: setup.sh skips it).
second_pid=""
start_second() {
  background build/torch$second-setup.log env STRIDECHECK_TORCH="$second" scripts/setup.sh --only torch
  second_pid=${pids[-1]}
}
if [ -n "$second" ] && (($(free_gb) >= 24)); then
  start_second
elif [ -n "$second" ]; then
  echo "test.sh: $(free_gb) GB free: torch $second downloads after the torch $(grep -o '^default_torch=.*' scripts/setup.sh | cut -d= -f2) tests"
fi
phase "setup: build-san/ (torch downloading)" scripts/setup.sh --sanitizers --only build-san
phase "setup: torch (the rest of its download)" finish build/torch-setup.log $torch_pid "the torch venv"
phase "setup: build/" scripts/setup.sh --only build
phase "ctest build/" ctest --test-dir build --output-on-failure -j2
phase "ctest build-san/" ctest --test-dir build-san --output-on-failure -j2
if [ -n "$second" ] && [ -z "$second_pid" ]; then
  if (($(free_gb) < 9)) && [ ! -d ".venv-torch$second" ]; then
    echo "test.sh: torch $second pass NOT RUN: $(free_gb) GB free, its venv needs about 9 GB; every phase above passed"
    second=""
  else
    start_second
  fi
fi
if [ -n "$second" ]; then
  phase "setup: torch $second (the rest of its download)" finish build/torch$second-setup.log $second_pid "torch $second"
  phase "setup: build-torch$second/" env STRIDECHECK_TORCH="$second" \
    STRIDECHECK_CMAKE_ARGS="-DSTRIDECHECK_TORCH_TESTS_ONLY=ON ${STRIDECHECK_CMAKE_ARGS:-}" scripts/setup.sh --only build
  phase "ctest build-torch$second/" ctest --test-dir "build-torch$second" --output-on-failure -j2
fi
echo "test.sh: all phases took $SECONDS s"
