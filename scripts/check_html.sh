#!/usr/bin/env bash
# Renders HTML reports in a real headless browser (Debian's chromium) and checks that they render: the
# grid is in the DOM after rendering, and a screenshot of each lands in docs/images/ for a person to look at.
#   scripts/check_html.sh [build dir]    (installs chromium if it is missing)
set -euo pipefail
cd "$(dirname "$0")/.."
B=${1:-build}
command -v chromium >/dev/null || { sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo; $sudo apt-get install -y -qq chromium >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
render() {  # name, stridecheck arguments...
  local name=$1; shift
  "$B/stridecheck" "$@" --format html -o "$tmp/$name.html" || true
  chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$tmp/$name.html" > "$tmp/$name.dom" 2>/dev/null
  grep -q '<table class="grid">' "$tmp/$name.dom" || { echo "$name: no grid after rendering"; exit 1; }
  grep -q '<svg' "$tmp/$name.dom" || { echo "$name: no SVG after rendering"; exit 1; }
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1400 \
           --screenshot="docs/images/$name.png" "file://$tmp/$name.html" 2>/dev/null
  echo "$name: renders; screenshot docs/images/$name.png"
}
render report-cpu-failure triage fixtures/cpu-stale-meta-failure/run.log --code fixtures/cpu-stale-meta-failure
render report-upstream-c replay fixtures/cpu-upstream-c/inference.py --repeat 0
