#!/usr/bin/env bash
# Cold builds of build/'s targets (torch 2.11.0, gcc), one per configuration, each into a scratch folder with an
# empty ccache: what each compile setting costs (issue 39; bench/results/suite-cuts.md). Run it with nothing else
# running; it needs the .venv of scripts/setup.sh. usage: bench/build_time.sh [NAME=CMAKE_ARGS ...]
# (default: the three below). Prints "NAME rc=RC SECONDS s" per configuration; the ninja logs go to /tmp/ninja-NAME.log.
set -uo pipefail
cd "$(dirname "$0")/.."
torch_prefix=$(.venv/bin/python -c 'import torch; print(torch.utils.cmake_prefix_path)')
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
configs=("$@")
((${#configs[@]})) || configs=("g=-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g -DNDEBUG" "g1=" "g1-unity=-DCMAKE_UNITY_BUILD=ON")
for c in "${configs[@]}"; do
  name=${c%%=*} args=${c#*=}
  rm -rf "$scratch/build" "$scratch/ccache"
  # shellcheck disable=SC2086  # the arguments of one configuration, split at blanks but the flags' value
  if [[ $args == -DCMAKE_CXX_FLAGS_RELWITHDEBINFO=* ]]; then set -- "$args"; else set -- $args; fi
  CCACHE_DIR=$scratch/ccache cmake -S . -B "$scratch/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_PREFIX_PATH="$torch_prefix" -DSTRIDECHECK_PYTHON="$PWD/.venv/bin/python" "$@" > /dev/null
  start=$SECONDS
  CCACHE_DIR=$scratch/ccache cmake --build "$scratch/build" > "/tmp/build-time-$name.log" 2>&1
  echo "$name rc=$? $((SECONDS - start)) s"
  cp "$scratch/build/.ninja_log" "/tmp/ninja-$name.log"
done
