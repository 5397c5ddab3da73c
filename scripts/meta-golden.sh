#!/usr/bin/env bash
# Evaluates the fake/meta predictions of a fixture under one torch version from PyPI, in a venv of its own,
# and writes them as a JSON report that `stridecheck replay --runs-from` reads (the kernels' runs come from
# elsewhere, e.g. the H200 goldens). The venv is deleted afterwards unless KEEP_VENV=1 (each is ~5 GB).
#   scripts/meta-golden.sh 2.6.0 fixtures/seed-cudnn-phi3/expected/extract.json fixtures/seed-cudnn-phi3/expected/meta-torch2.6.0.json
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1 fixture=$2 out=$3
venv=${VENV:-$PWD/.venv-torch$version}
if ! "$venv/bin/python" -c "import torch, sys; sys.exit(0 if torch.__version__.startswith('$version') else 1)" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "torch==$version" numpy
fi
build/stridecheck replay "$fixture" --no-kernels --torch-python "$venv/bin/python" --meta-cache off --format json -o "$out"
echo "meta-golden: torch $version metas of $fixture written to $out"
[ "${KEEP_VENV:-0}" = 1 ] || rm -rf "$venv"
