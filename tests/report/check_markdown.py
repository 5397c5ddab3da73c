#!/usr/bin/env python3
"""The Markdown report rendered by a real Markdown renderer (Python-Markdown, Debian's python3-markdown), and its
standalone repro really run with torch.

For each report: every Markdown table must come out as an HTML <table> with as many rows, every fenced block as a
<pre><code> holding the same text, the <details> block kept; the Python repro must compile, then run: failing with
the compiled graph's own assertion message where stridecheck found a backend breaking the layouts, passing where it
found nothing.

usage: check_markdown.py STRIDECHECK TORCH_PYTHON SOURCE_DIR"""
import ast
import html
import os
import re
import subprocess
import sys
import tempfile

import markdown

binary, torch_python, src = sys.argv[1:4]
CASES = [
    # (name, stridecheck arguments, repro must fail?, a message its output must contain)
    ("cpu failure", ["triage", "fixtures/cpu-stale-meta-failure/run.log", "--code", "fixtures/cpu-stale-meta-failure"],
     True, "flash_cpu  grad_query   AssertionError: expected size 4==4, stride 64==8192 at dim=1; "
           "expected size 128==128, stride 256==64 at dim=2"),
    # math returns another layout than this graph's, but inductor decomposes math: nothing for the repro to fail on
    ("upstream C", ["replay", "fixtures/cpu-upstream-c/inference.py", "--repeat", "0"],
     False, "flash_cpu  out          keeps the expected strides (3136, 32, 64, 1)"),
    ("nothing broken", ["replay", "fixtures/cpu-flash-causal/forward.py", "--repeat", "0", "--backends", "flash_cpu"],
     False, "every expected stride holds"),
    ("seed, not replayed", ["triage", "fixtures/seed-cudnn-phi3/failure/failing.log", "--code",
                            "fixtures/seed-cudnn-phi3/failure"], None, ""),
    # a log read without its module: the answer's table, its next steps' commands as sh blocks, no repro
    ("log alone", ["triage", "fixtures/cpu-stale-meta-failure/run.log"], None, ""),
    ("graph input from the log", ["triage", "tests/logs/upstream-149732-primals.log"], None, ""),
    # the H200's kernels with this torch's metas: flash's kernel and meta disagree on broadcast inputs; the repro
    # (FakeTensorMode against the real op) needs a GPU, so here it is only parsed
    ("broadcast, contract break", ["replay", "fixtures/cuda-cudnn-broadcast/expected/extract.json", "--runs-from",
                                   "fixtures/cuda-cudnn-broadcast/expected/replay-h200.json"], None, ""),
]
failed = 0


def fail(name, what):
    global failed
    failed += 1
    print(f"FAIL {name}: {what}")


for name, args, repro_fails, message in CASES:
    md = subprocess.run([binary] + args + ["--format", "markdown"], cwd=src, capture_output=True, text=True).stdout
    out = markdown.markdown(md, extensions=["tables", "fenced_code"])
    tables_md = len(re.findall(r"^\|[-|: ]+\|$", md, re.M))
    tables_html = out.count("<table>")
    if tables_md != tables_html or tables_md == 0:
        fail(name, f"{tables_md} Markdown tables became {tables_html} HTML tables")
    md_rows = sum(1 for line in md.splitlines() if line.startswith("|") and not re.match(r"^\|[-|: ]+\|$", line))
    if out.count("<tr>") != md_rows:
        fail(name, f"{md_rows} table rows in Markdown, {out.count('<tr>')} in HTML")
    fences = re.findall(r"^(`{3,})(\w+)\n(.*?)^\1\n", md, re.M | re.S)
    blocks = re.findall(r'<pre><code class="language-(\w+)">(.*?)</code></pre>', out, re.S)
    if len(fences) != len(blocks):
        fail(name, f"{len(fences)} fenced blocks became {len(blocks)} code blocks")
    for (_, lang, body), (hlang, hbody) in zip(fences, blocks):
        if lang != hlang or html.unescape(hbody) != body:
            fail(name, f"a {lang} block changed when rendered")
    if "<details>" in md and "<details>" not in out:
        fail(name, "the <details> block was lost")
    repro = [body for _, lang, body in fences if lang == "python"]
    for r in repro:
        ast.parse(r)
    if repro_fails is None:
        continue
    if not repro:
        fail(name, "no repro")
        continue
    ast.parse(repro[0])
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(repro[0])
    p = subprocess.run([torch_python, f.name], capture_output=True, text=True)
    os.unlink(f.name)
    if (p.returncode != 0) != repro_fails:
        fail(name, f"repro exit code {p.returncode}: {p.stdout[-800:]} {p.stderr[-800:]}")
    if message not in p.stdout:
        fail(name, f"repro output lacks {message!r}: {p.stdout[-800:]}")
    print(f"ok {name}: {tables_html} tables, {len(blocks)} code blocks, repro exit {p.returncode}")

sys.exit(1 if failed else 0)
