#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite twice: the normal build (build/), then
# the sanitizer build (build-san/: ASan, UBSan, LSan on the readers, the renderers and the CLI, the fuzz
# corpora replayed and each fuzz target run for STRIDECHECK_FUZZ_SECONDS, 20 s by default).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --sanitizers
ctest --test-dir build --output-on-failure -j2
ctest --test-dir build-san --output-on-failure -j2
