#!/usr/bin/env bash
# Installs everything stridecheck needs on a fresh Debian 12 machine and builds it:
#   - Debian packages: compiler, CMake, Ninja, ccache, fmt, spdlog, CLI11, doctest, nlohmann-json, libmd,
#     and what the tests use (python3-venv, python3-markdown)
#   - the torch it builds against (libtorch comes from a torch wheel), one of:
#       default                          a virtual environment .venv with torch==2.11.0 from PyPI; build/
#       STRIDECHECK_TORCH_PYTHON=PYTHON  the torch that Python already has (nothing installed); build/
#       STRIDECHECK_TORCH=2.15.0         .venv-torch2.15.0 with that torch from PyPI; build-torch2.15.0/
#     (STRIDECHECK_BUILD_DIR=DIR overrides the build folder.) That Python is also the default for the
#     fake/meta predictions (--torch-python). Supported: torch 2.6.0 to 2.15.0 (docs/compatibility.md).
#   - configure and build
#   - with --sanitizers (what scripts/test.sh passes): also clang 14 with libFuzzer, and a second build,
#     build-san/, of everything but the libtorch worker with AddressSanitizer, UndefinedBehaviorSanitizer,
#     LeakSanitizer and the libFuzzer targets (its tests borrow build/'s replay worker)
#   - with --only STEP, only that step: packages, torch (the venv), build (build/ or the torch's build folder) or
#     build-san (scripts/test.sh runs them in an order that downloads the torches while the compiler runs)
# Safe to run again: it only installs what is missing and rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=0
only=""
while (($#)); do
  case "$1" in
    --sanitizers) sanitizers=1 ;;
    --only) only=${2:?--only needs a step: packages, torch, build or build-san}; shift ;;
    *) echo "setup: unknown option $1 (--sanitizers, --only packages|torch|build|build-san)" >&2; exit 2 ;;
  esac
  shift
done
step() { [ -z "$only" ] || [ "$only" = "$1" ]; }

packages=(g++ cmake ninja-build ccache pkg-config libfmt-dev libspdlog-dev libcli11-dev doctest-dev
          nlohmann-json3-dev libmd-dev python3 python3-venv python3-markdown)
((sanitizers)) && packages+=(clang-14 libclang-rt-14-dev clang-format-14 chromium)  # the test setup: chromium renders the HTML reports, clang-format checks the style
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if step packages && ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

default_torch=2.11.0
if [ -n "${STRIDECHECK_TORCH_PYTHON:-}" ]; then
  python=$STRIDECHECK_TORCH_PYTHON
  case "$python" in
    */*) python=$(cd "$(dirname "$python")" && pwd)/$(basename "$python") ;;  # absolute, links kept (a venv's)
    *) python=$(command -v "$python" || echo "$python") ;;
  esac
  "$python" -c "import torch" 2>/dev/null ||
    { echo "setup: STRIDECHECK_TORCH_PYTHON=$STRIDECHECK_TORCH_PYTHON cannot import torch" >&2; exit 1; }
  build=${STRIDECHECK_BUILD_DIR:-build}
else
  version=${STRIDECHECK_TORCH:-$default_torch}
  venv=.venv
  build=${STRIDECHECK_BUILD_DIR:-build}
  if [ "$version" != "$default_torch" ]; then
    venv=.venv-torch$version
    build=${STRIDECHECK_BUILD_DIR:-build-torch$version}
  fi
  python=$PWD/$venv/bin/python
  torch_ok() { "$python" -c "import torch, sys; sys.exit(0 if torch.__version__.split('+')[0] == '$version' else 1)" 2>/dev/null; }
  if step torch && ! torch_ok; then
    # A torch wheel with its CUDA libraries is about 5 GB installed, and pip holds the downloaded wheels (about
    # 3 GB more) until it has unpacked them; no download cache is kept (--no-cache-dir), so nothing stays twice.
    free_gb=$(df --output=avail -BG . | tail -1 | tr -dc 0-9)
    if ((free_gb < 9)); then
      echo "setup: torch==$version needs about 9 GB free to install into $venv; $(pwd) has ${free_gb} GB free" >&2
      exit 1
    fi
    echo "setup: installing torch==$version from PyPI into $venv (a few minutes; ${free_gb} GB free)"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --no-cache-dir --disable-pip-version-check "torch==$version" numpy
  fi
fi
step packages && [ -n "$only" ] && exit 0
step torch && [ -n "$only" ] && { echo "setup: torch $("$python" -c 'import torch; print(torch.__version__)') in $python"; exit 0; }

# Configure output (versions found, and torch's own CMake warnings about CUDA settings it ignores) goes to
# a log; it is shown only when configuring fails.
configure() {
  local dir=$1; shift
  mkdir -p "$dir"
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" > "$dir/configure.log" 2>&1 ||
    { cat "$dir/configure.log"; echo "setup: configuring $dir failed (log: $dir/configure.log)" >&2; exit 1; }
}
if step build; then
  echo "setup: building $build against torch $("$python" -c 'import torch; print(torch.__version__)') ($python)"
  torch_prefix=$("$python" -c 'import torch; print(torch.utils.cmake_prefix_path)')
  configure "$build" -DCMAKE_PREFIX_PATH="$torch_prefix" -DSTRIDECHECK_PYTHON="$python" ${STRIDECHECK_CMAKE_ARGS:-}
  cmake --build "$build"
fi

# (needs no torch to build: its tests use build/'s worker and the venv's Python, named here, when they run)
if ((sanitizers)) && { [ -z "$only" ] || [ "$only" = build-san ]; }; then
  # one translation unit per 8 sources (CMAKE_UNITY_BUILD): a cold build of it in about half the time; build/ keeps one
  # per source (a one-file edit recompiles one file), so both ways compile (bench/results/suite-time.md)
  configure build-san -DCMAKE_CXX_COMPILER=clang++-14 -DSTRIDECHECK_WITH_TORCH=OFF -DSTRIDECHECK_SANITIZE=ON \
            -DCMAKE_UNITY_BUILD=ON \
            -DSTRIDECHECK_FUZZ=ON -DSTRIDECHECK_TEST_WORKER="$PWD/$build/stridecheck-worker" \
            -DSTRIDECHECK_PYTHON="$python"
  cmake --build build-san
fi
