#!/usr/bin/env python3
"""`stridecheck serve` never answers from a stale module (issue 30, 6): the edit-and-triage loop, for real.

A copy of fixtures/tools/custom_ops.py and the sctest_attn.py it imports, in a temporary folder, is the --import
module of served triages of fixtures/cpu-custom-op-wrong-fake's failing log, edited between them:

1. as it is (the fake is torch.empty_like(q)): the fake is blamed, as without a server;
2. custom_ops.py edited to the contiguous fake: the fake now agrees with its kernel (the answer says "recompile"),
   as without a server, and the server's log says which file made it end its warm Python workers;
3. sctest_attn.py (not the --import module: a module it imports) edited to break the contiguous fake again: the fake
   is blamed again, the same answer as the first;
4. nothing edited: the same answer again, from warm Python workers (the JSON report's profile).

Each served answer is compared with the same triage without a server (STRIDECHECK_SERVER=off), which always reads the
files afresh. The edits keep the files' sizes where they can, so that the content is what tells them apart.
The server uses a private XDG_RUNTIME_DIR, so that no other test meets it; its stderr is kept in a file.
usage: serve_stale.py STRIDECHECK SOURCE_DIR"""
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

binary, src = sys.argv[1:3]
failed = []
LOG = "fixtures/cpu-custom-op-wrong-fake/run.log"
CODE = "fixtures/cpu-custom-op-wrong-fake"
BLAMED = "your register_fake for sctest::attn"
AGREES = "that fake agrees with the kernel"


def check(cond, what):
    if not cond:
        failed.append(what)
        print("FAIL", what)


def run(args, env):
    return subprocess.run([binary, *args], cwd=src, env=env, capture_output=True, text=True, timeout=300)


def edit(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        sys.exit(f"{path} no longer holds {old!r}: this test's edit needs updating")
    with open(path, "w") as f:
        f.write(text.replace(old, new))


with tempfile.TemporaryDirectory() as tmp:
    runtime = os.path.join(tmp, "run")
    os.mkdir(runtime, 0o700)
    module = os.path.join(tmp, "mod")
    os.mkdir(module)
    for name in ("custom_ops.py", "sctest_attn.py"):
        shutil.copy(os.path.join(src, "fixtures/tools", name), module)
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_CACHE_HOME=os.path.join(tmp, "cache"), NO_COLOR="1")
    env.pop("STRIDECHECK_SERVER", None)
    env.pop("STRIDECHECK_TEST_FAULT", None)
    off = dict(env, STRIDECHECK_SERVER="off")
    triage = ["triage", LOG, "--code", CODE, "--import", os.path.join(module, "custom_ops.py"), "--no-what-if"]

    log = open(os.path.join(tmp, "serve.log"), "w+")  # (a pipe no one reads would stall a server that logs)
    server = subprocess.Popen([binary, "serve", "--idle-exit", "120"], cwd=src, env=env, stdout=subprocess.DEVNULL,
                              stderr=log, text=True)
    for _ in range(100):
        if run(["serve", "--status"], env).returncode == 0:
            break
        time.sleep(0.05)

    def served_and_alone(step, expect):
        served, alone = run(triage, env), run(triage, off)
        check(expect in alone.stdout, f"{step}: the triage without a server does not say {expect!r}")
        check(served.stdout == alone.stdout and served.returncode == alone.returncode,
              f"{step}: the served triage differs from the one without a server:\n{served.stdout[:1200]}")
        return served.stdout

    first = served_and_alone("as copied", BLAMED)
    edit(os.path.join(module, "custom_ops.py"), 'FORWARD_FAKE = "empty_like"', 'FORWARD_FAKE = "contiguous"')
    fixed = served_and_alone("custom_ops.py fixed", AGREES)
    check(BLAMED not in fixed, "after the fix, the served triage still blames the fake")
    log.flush()
    log.seek(0)
    said = log.read()
    check("custom_ops.py was modified since it loaded it" in said,
          f"the server's log does not say why it ended its warm workers: {said[-1500:]!r}")
    edit(os.path.join(module, "sctest_attn.py"),
         "return torch.empty(_out_shape(q, v), dtype=q.dtype, device=q.device)  # what the kernel returns",
         "return torch.empty_like(q)  # broken again")
    again = served_and_alone("sctest_attn.py broken again", BLAMED)
    # the same answer as the first, but for the line the answer quotes the fake's return statement from
    check(re.sub(r"sctest_attn\.py:\d+", "L", again) == re.sub(r"sctest_attn\.py:\d+", "L", first),
          "broken again, the served triage reads differently than the first time")

    # 4. nothing edited: warm Python workers, the same answer
    report = os.path.join(tmp, "warm.json")
    run(triage + ["--format", "json", "-o", report], env)
    groups = json.load(open(report))["profile"]
    python = [p["warm"] for p in groups if p["group"] in ("meta", "python-kernels")]
    check(python and all(python), f"with nothing edited, the Python workers were not warm: {groups}")
    now = run(triage, env).stdout
    check(now == again, "with nothing edited, the served answer changed:\n" + "\n".join(
        l for l in difflib.unified_diff(again.splitlines(), now.splitlines(), lineterm="")))

    run(["serve", "--stop"], env)
    server.wait(timeout=30)
    if failed:
        log.seek(0)
        print(f"--- the server's stderr (last 4000 characters) ---\n{log.read()[-4000:]}")
    log.close()

print("serve-stale: " + ("ok" if not failed else f"{len(failed)} failure(s)"))
sys.exit(1 if failed else 0)
