#!/usr/bin/env python3
"""The HTML reports in a real headless browser (Debian's chromium, which scripts/setup.sh --sanitizers, the
test setup, installs): each report is rendered by stridecheck, loaded by chromium, and its rendered DOM must hold
the answer table, the result grid and every SVG of the page; a screenshot of each is taken (into the build
folder; STRIDECHECK_UPDATE_SCREENSHOTS=1 also copies them to docs/images/, where the README shows them).
Exit 77 (skipped) only when chromium is not installed.

usage: html_in_chromium.py STRIDECHECK SOURCE_DIR OUT_DIR"""
import os
import re
import shutil
import subprocess
import sys

REPORTS = {  # name -> stridecheck arguments (run from SOURCE_DIR)
    "report-seed-h200": ["triage", "fixtures/seed-cudnn-phi3/failure/failing.log", "--code",
                         "fixtures/seed-cudnn-phi3/failure", "--runs-from",
                         "fixtures/seed-cudnn-phi3/expected/replay-failure-h200.json"],
    "report-cpu-failure": ["triage", "fixtures/cpu-stale-meta-failure/run.log", "--code",
                           "fixtures/cpu-stale-meta-failure"],
    "report-upstream-c": ["replay", "fixtures/cpu-upstream-c/inference.py", "--repeat", "0"],
}


def chromium(*args):
    base = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
    return subprocess.run(base + list(args), capture_output=True, text=True, timeout=120)


def main():
    exe, src, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
    if not shutil.which("chromium"):
        print("chromium is not installed (scripts/setup.sh --sanitizers installs it)")
        return 77
    os.makedirs(out, exist_ok=True)
    failed = False
    for name, args in REPORTS.items():
        html = os.path.join(out, name + ".html")
        subprocess.run([exe, *args, "--format", "html", "-o", html], cwd=src, capture_output=True)
        page = open(html, encoding="utf-8").read()
        dom = chromium("--dump-dom", "file://" + html).stdout
        want_svg = page.count("<svg")
        checks = {
            "the answer table": '<table class="answer">' in dom,
            "the result grid": '<table class="grid">' in dom,
            f"every SVG ({want_svg})": want_svg > 0 and dom.count("<svg") == want_svg,
            "its closing tag": "</html>" in dom,
        }
        png = os.path.join(out, name + ".png")
        if os.path.exists(png):
            os.remove(png)
        chromium("--window-size=1280,1600", "--screenshot=" + png, "file://" + html)
        checks["a screenshot"] = os.path.exists(png) and os.path.getsize(png) > 10000
        for what, ok in checks.items():
            print(f"{name}: {what}: {'ok' if ok else 'MISSING'}")
            failed |= not ok
        if os.environ.get("STRIDECHECK_UPDATE_SCREENSHOTS") == "1" and checks["a screenshot"]:
            shutil.copy(png, os.path.join(src, "docs", "images", name + ".png"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
