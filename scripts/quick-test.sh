#!/usr/bin/env bash
# The fast inner loop (issue 39): builds build/ and runs only the tests of the ctest labels given (tests/CMakeLists.txt
# gives every test its folder's label: unit, e2e, e2e-read, hostile, crosscheck, hook, guard, known, arch, report, fix,
# live; fuzz in build-san/). By default unit, arch and e2e-read (the e2e cases that neither replay, judge nor compile):
# those that need no torch.compile, no replay of a fixture and no chromium. scripts/test.sh is still the whole suite.
#   scripts/quick-test.sh                    # unit arch e2e-read
#   scripts/quick-test.sh hostile report     # those labels' tests
#   scripts/quick-test.sh unit -- -R layout  # after --, arguments for ctest
# build/ comes from scripts/setup.sh (run it once first). Labels are matched whole: "e2e" is every e2e test.
set -euo pipefail
cd "$(dirname "$0")/.."
labels=()
while (($#)) && [ "$1" != -- ]; do
  labels+=("$1")
  shift
done
(($#)) && shift  # the --
((${#labels[@]})) || labels=(unit arch e2e-read)
if [ ! -f build/CMakeCache.txt ]; then
  echo "quick-test: build/ is not configured: run scripts/setup.sh first" >&2
  exit 2
fi
start=$SECONDS
cmake --build build
regex="^($(IFS='|'; echo "${labels[*]}"))\$"
count=$(ctest --test-dir build -N -L "$regex" | sed -n 's/^Total Tests: //p')
if [ "${count:-0}" = 0 ]; then
  echo "quick-test: no test of build/ has the label(s) ${labels[*]}; its labels: $(ctest --test-dir build \
--print-labels | sed -n 's/^  //p' | tr '\n' ' ')" >&2
  exit 2
fi
echo "quick-test: $count tests of build/ labelled ${labels[*]}"
ctest --test-dir build --output-on-failure -j2 -L "$regex" "$@"
echo "quick-test: took $((SECONDS - start)) s (build and tests)"
