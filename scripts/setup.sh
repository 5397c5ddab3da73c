#!/usr/bin/env bash
# Installs everything stridecheck needs on a fresh Debian 12 machine and builds it:
#   - Debian packages: compiler, CMake, Ninja, ccache, fmt, spdlog, CLI11, doctest, nlohmann-json, libmd,
#     and what the tests use (python3-venv, python3-markdown)
#   - a virtual environment .venv with torch==2.11.0 from PyPI (libtorch comes from this wheel)
#   - configure (build/) and build
# Safe to run again: it only installs what is missing and rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ cmake ninja-build ccache pkg-config libfmt-dev libspdlog-dev libcli11-dev doctest-dev
          nlohmann-json3-dev libmd-dev python3 python3-venv python3-markdown)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

torch_ok() { .venv/bin/python -c "import torch, sys; sys.exit(0 if torch.__version__.startswith('2.11.0') else 1)" 2>/dev/null; }
if ! torch_ok; then
  echo "setup: installing torch==2.11.0 from PyPI into .venv (a few minutes)"
  python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check torch==2.11.0 numpy
fi

torch_prefix=$(.venv/bin/python -c 'import torch; print(torch.utils.cmake_prefix_path)' 2>/dev/null)
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_PREFIX_PATH="$torch_prefix" \
      -DSTRIDECHECK_PYTHON="$PWD/.venv/bin/python" ${STRIDECHECK_CMAKE_ARGS:-} >/dev/null
cmake --build build
