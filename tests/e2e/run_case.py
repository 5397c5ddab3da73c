#!/usr/bin/env python3
"""Runs one end-to-end case of tests/e2e/cases.txt against the built stridecheck binary.

A case line:  NAME | ARGS | EXPECT | EXIT [| STREAM]
A line NAME@torchRELEASE | = | EXPECT | EXIT [| STREAM] holds the case NAME to that EXPECT and EXIT instead under
torch RELEASE (a regex case's counterpart of a release-named golden; its regex is matched against the output as it is).
A line that starts with a blank continues the case line above it, joined to it with one space: a long case is
written one field a line ("    | EXPECT", "    | EXIT"), and a long field broken at single spaces.
  ARGS    arguments for stridecheck, run from the source folder; {tmp} is a private temporary folder,
          {gen:NAME} a generated input (see GENERATED); leading env:NAME=VALUE words set the environment
          ({tmp} expanded in VALUE), a leading stdin:FILE word feeds FILE on standard input (else it is empty),
          a leading cwd:DIR word runs the command in DIR (relative to the source folder; else in the source folder)
  EXPECT  a file (relative to the source folder) holding the expected output, or re:REGEX that the
          output must match, or line:TEXT that the output must be exactly (one line), or - for no check,
          or file:NAME:re:REGEX that the file NAME the command wrote in {tmp} must exist and match
  EXIT    the expected exit code
  STREAM  stdout (default) or stderr: which output EXPECT describes

Outputs are compared after replacing the source folder's absolute path with <src>, and CAPTURE_ROOT (the folder
the fixtures' own logs were captured in, whose paths they quote) with <src> too, so a clone elsewhere reads the
same. With
STRIDECHECK_UPDATE_GOLDEN=1 the expected files are rewritten instead (review the diff before committing).

Goldens are made with torch GOLDEN_TORCH. A build against another torch (--torch-release) is held to the
same goldens with its release written as GOLDEN_TORCH, except where a golden named for that release exists
beside the file (expected/NAME.torch2.15.0.txt for expected/NAME.txt): a difference between the versions,
recorded. STRIDECHECK_UPDATE_GOLDEN=1 under such a build writes the named golden only where the output
differs from the file's.
A case that writes files (-o {tmp}/...) is also checked to leave nothing behind on failure.
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile


# What changes from run to run or machine to machine: times, value errors (thread counts change the
# last bits), the kernel version. Golden files hold these normalised.
VOLATILE = [
    (r'("(?:elapsed_ms|setup_ms|wall_seconds|load_ms|context_ms|context_wait_ms|cuda_init_ms|spawn_to_hello_ms|tasks_ms|wall_ms|sent_at_ms|first_task_at_ms|done_at_ms|max_abs_err|'
     r'max_rel_err|fwd_ms|bwd_ms|step_ms|op_fwd_ms|op_step_ms|timed_runs|fwd_tflops|bwd_tflops)": )[-0-9.e+]+', r'\1<n>'),
    (r'(time=")[0-9.]+(")', r'\1<t>\2'),
    (r'("os": ")[^"]*(")', r'\1<os>\2'),
    (r'(OS: +).*', r'\1<os>'),
    # whether the meta answers came from the cache (a first run fills it)
    (r'("(?:cached|imported_torch)": )(?:true|false)', r'\1<b>'),
]


GOLDEN_TORCH = "2.11.0"


def named_golden(path, release):
    stem, ext = os.path.splitext(path)
    return f"{stem}.torch{release}{ext}"


# where the fixtures' logs were captured: their tracebacks quote paths under it
CAPTURE_ROOT = "/work/main"


def normalise(text):
    for pattern, repl in VOLATILE:
        text = re.sub(pattern, repl, text)
    return text


def gen_1g_line(path):
    # A module header, then one line of a gigabyte (a sparse file: no disk is used for the zeros).
    with open(path, "wb") as f:
        f.write(b"# AOT ID: ['0_forward']\nimport torch\n")
        f.truncate(f.tell() + (1 << 30))
    return path


def prefixed_log(style):
    # The real failing log of fixtures/cpu-stale-meta-failure with every line prefixed as launchers and
    # loggers do: logging's asctime and level, srun -l's right-aligned rank, "rankN: ".
    def gen(path, src):
        lines = open(os.path.join(src, "fixtures/cpu-stale-meta-failure/run.log")).read().splitlines(True)
        with open(path, "w") as f:
            for i, line in enumerate(lines):
                prefix = {"timestamp": f"2025-11-29 19:03:{38 + i // 60:02d},{i * 7 % 1000:03d} ERROR ",
                          "srun": f"{i % 16:2d}: ", "rank": f"rank{i % 3}: "}[style]
                f.write(prefix + line)
        return path
    return gen


def partial_log(log, last=0):
    # only the AssertionError line of a real failing log, as a person pastes it into an issue; or its
    # last `last` lines
    def gen(path, src):
        lines = open(os.path.join(src, log)).read().splitlines(True)
        with open(path, "w") as f:
            f.writelines(lines[-last:] if last else [l for l in lines if l.startswith("AssertionError")])
        return path
    return gen


def oclog_ranks(path, src):
    # the real TORCH_LOGS=output_code failing log as a two-rank torchrun with --tee prints it: every line of rank 0
    # behind "[rank0]:", and rank 1's module records (its own pid) interleaved with them line by line
    lines = open(os.path.join(src, "fixtures/cpu-output-code-log-failure/run.log")).read().splitlines(True)
    rank1 = ["[rank1]:" + l.replace(" 16614 ", " 16615 ", 1) for l in lines if "[__output_code]" in l]
    out, k = [], 0
    for i, line in enumerate(lines):
        out.append("[rank0]:" + line)
        if i % 2 == 1 and k < len(rank1):
            out.append(rank1[k])
            k += 1
    with open(path, "w") as f:
        f.writelines(out + rank1[k:])
    return path


def rewritten(log, how):
    # a real log as a log collector leaves it: trailing blanks dropped ("rstrip"), or CRLF line ends ("crlf"); or
    # only its traceback, from "Traceback" on ("traceback"); or cut as a paste cut short ("cut-in-module",
    # "cut-mid-message")
    def gen(path, src):
        text = open(os.path.join(src, log)).read()
        if how == "rstrip":
            text = "".join(l.rstrip() + "\n" for l in text.splitlines())
        elif how == "crlf":
            text = "".join(l + "\r\n" for l in text.splitlines())
        elif how == "cut-in-module":  # the log ends in the middle of its last module, before any traceback
            text = "".join(text.splitlines(True)[:500])
        elif how == "cut-mid-message":  # the log ends mid-word in its AssertionError line, after its first dim
            at = text.index("AssertionError:")
            text = text[:at + 75]
        else:
            text = text[text.index("Traceback (most recent call last)"):]
        with open(path, "w", newline="") as f:
            f.write(text)
        return path
    return gen


def tee_two_nodes(path, src):
    # the real --tee log of fixtures/cpu-torchrun-custom-op, as two nodes' launchers writing one stream: the second
    # node's local rank 0 ("[default0]:") is global rank 2, its lines interleaved with the first node's
    lines = open(os.path.join(src, "fixtures/cpu-torchrun-custom-op/run-tee.log")).read().splitlines(True)
    node0 = [l for l in lines if l.startswith("[default0]:")]
    node1 = [l.replace("[rank0]:", "[rank2]:") for l in node0]
    out = []
    for a, b in zip(node0, node1):
        out += [a, b]
    with open(path, "w") as f:
        f.writelines(out)
    return path


def baseline_unknown_status(path, src):
    # a real baseline with one entry's run status misspelled, as a hand edit would leave it
    text = open(os.path.join(src, "tests/baselines/cpu-older-layout.json")).read()
    with open(path, "w") as f:
        f.write(text.replace('"status": "ok"', '"status": "okay"', 1))
    return path


def copy_baseline(rel, only=None, spelled=None):
    # a baseline copied into {tmp} (for an update to merge into), or only the entries of the fixture `only`: the
    # baseline a subset's update left before updates merged; `spelled`: those entries' fixture named so instead (the
    # same path spelled from another folder, or another fixture)
    def gen(path, src):
        b = json.load(open(os.path.join(src, rel)))
        if only:
            b["entries"] = {k: v for k, v in b["entries"].items() if k.startswith(only + "::")}
        if spelled:
            b["entries"] = {spelled + k[len(only):]: v for k, v in b["entries"].items()}
        with open(path, "w") as f:
            json.dump(b, f, indent=1)
        return path
    return gen


def write_bytes(data):
    def gen(path, src):
        with open(path, "wb") as f:
            f.write(data)
        return path
    return gen


GENERATED = {"1g-line": lambda path, src: gen_1g_line(path), "log-assertion-only": partial_log("fixtures/cpu-stale-meta-failure/run.log"),
             "seed-assertion-only": partial_log("fixtures/seed-cudnn-phi3/failure/failing.log"),
             "seed-last-five": partial_log("fixtures/seed-cudnn-phi3/failure/failing.log", 5),
             "empty-file": write_bytes(b""), "baseline-unknown-status": baseline_unknown_status, "binary-file": write_bytes(bytes(range(256)) * 16), "log-prefixed-timestamp": prefixed_log("timestamp"),
             "log-prefixed-srun": prefixed_log("srun"), "log-prefixed-rank": prefixed_log("rank"),
             "cpu-baseline": copy_baseline("fixtures/baselines/cpu.json"),
             "cpu-baseline-gqa-only": copy_baseline("fixtures/baselines/cpu.json", "fixtures/cpu-gqa/forward.py"),
             "older-baseline": copy_baseline("tests/baselines/cpu-older-layout.json"),
             "cpu-baseline-gqa-respelled": copy_baseline("fixtures/baselines/cpu.json", "fixtures/cpu-gqa/forward.py",
                                                         "checkout/fixtures/cpu-gqa/forward.py"),
             "cpu-baseline-gqa-elsewhere": copy_baseline("fixtures/baselines/cpu.json", "fixtures/cpu-gqa/forward.py",
                                                         "ci/other/forward.py"),
             "oclog-ranks": oclog_ranks, "tee-two-nodes": tee_two_nodes, "oclog-rstrip": rewritten("fixtures/cpu-output-code-log/run.log", "rstrip"),
             "oclog-crlf": rewritten("fixtures/cpu-output-code-log/run.log", "crlf"),
             "oclog-traceback": rewritten("fixtures/cpu-output-code-log-failure/run.log", "traceback"),
             "oclog-cut-in-module": rewritten("fixtures/cpu-output-code-log-failure/run.log", "cut-in-module"),
             "oclog-cut-mid-message": rewritten("fixtures/cpu-output-code-log-failure/run.log", "cut-mid-message"),
             "oclog-assertion-only": partial_log("fixtures/cpu-output-code-log-failure/run.log")}


def case_lines(path, shown):
    """The case lines of a case file, each with its continuation lines joined: a line that starts with a blank
    continues the case above it, joined to it with one space (so a field or a regex may be broken only at a
    single space, and a continuation that starts with "|" begins the next field)."""
    lines = []
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if re.match(r"[a-z0-9]", line):
            lines.append(line)
        elif re.match(r"[ \t]+\S", line):
            if not lines or lines[-1] is None:
                sys.exit(f"{shown}:{number}: a continuation line (it starts with a blank) with no case line above it")
            lines[-1] = lines[-1].rstrip() + " " + line.strip()
        else:  # a comment or an empty line ends the case above it
            lines.append(None)
    return [line for line in lines if line is not None]


def read_cases(path, shown):
    # NAME | ARGS | EXPECT (which may itself hold "|") | EXIT [| STREAM]
    cases = {}
    for line in case_lines(path, shown):
        raw = line.split("|")
        stream = "stdout"
        if raw[-1].strip() in ("stdout", "stderr"):
            stream = raw.pop().strip()
        cases[raw[0].strip()] = (raw[1].strip(), "|".join(raw[2:-1]).strip(), raw[-1].strip(), stream)
    return cases


# The commands whose output depends on the torch the worker and the metas run (the kernels, the metas, the
# verdicts and repros made from them); `extract`, `show` and usage errors only read and print.
TORCH_COMMANDS = ("triage", "replay", "check", "--version")


def depends_on_torch(args):
    words = [w for w in shlex.split(args) if not w.startswith(("env:", "stdin:", "cwd:"))]
    return any(w in TORCH_COMMANDS for w in words[:3])


def list_cases(src, cases, which):
    # the case names, for tests/CMakeLists.txt to register (a second build against another torch registers only
    # those whose output depends on the torch)
    for name, (args, _, _, _) in read_cases(os.path.join(src, cases), cases).items():
        if "@" in name:  # a case's line for another torch release
            continue
        if which == "all" or depends_on_torch(args):
            print(name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary")
    ap.add_argument("--source-dir", required=True)
    ap.add_argument("--case")
    ap.add_argument("--cases", default="tests/e2e/cases.txt", help="the case file, relative to the source folder")
    ap.add_argument("--torch-release", default=GOLDEN_TORCH, help="the release the worker is built against")
    ap.add_argument("--list", choices=("all", "torch"), help="print the case names (torch: those that depend on it)")
    a = ap.parse_args()
    if a.list:
        return list_cases(os.path.abspath(a.source_dir), a.cases, a.list)
    if not a.binary or not a.case:
        ap.error("--binary and --case are required (or --list)")
    other_torch = re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", a.torch_release) and a.torch_release != GOLDEN_TORCH
    src = os.path.abspath(a.source_dir)
    cases = read_cases(os.path.join(src, a.cases), a.cases)
    args, expect, exit_code, stream = cases[a.case]
    variant = cases.get(f"{a.case}@torch{a.torch_release}") if other_torch else None
    if variant:
        expect, exit_code, stream = variant[1:]
    with tempfile.TemporaryDirectory() as tmp:
        def expand(tok):
            m = re.fullmatch(r"\{gen:([a-z0-9-]+)\}", tok)
            if m:
                return GENERATED[m.group(1)](os.path.join(tmp, m.group(1)), src)
            return tok.replace("{tmp}", tmp)
        tokens = shlex.split(args)
        env = dict(os.environ, NO_COLOR="1", STRIDECHECK_SERVER="off")  # a `stridecheck serve` is tests/e2e/serve.py's
        stdin = subprocess.DEVNULL
        cwd = src
        while tokens and tokens[0].startswith(("env:", "stdin:", "cwd:")):
            tok = tokens.pop(0)
            if tok.startswith("cwd:"):  # cwd:DIR runs the command in DIR (relative to the source folder)
                cwd = os.path.join(src, tok[4:])
                continue
            if tok.startswith("stdin:"):  # stdin:FILE feeds FILE (relative to the source folder) to the command
                stdin = open(os.path.join(src, tok[6:]), "rb")
                continue
            name, _, value = tok[4:].partition("=")  # env:NAME=VALUE sets the command's environment
            env[name] = value.replace("{tmp}", tmp)
        argv = [a.binary] + [expand(t) for t in tokens]
        p = subprocess.run(argv, cwd=cwd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                           timeout=600)
        out = (p.stdout if stream == "stdout" else p.stderr).decode("utf-8", "replace")
        out = out.replace(src + "/", "<src>/").replace(src, "<src>").replace(tmp, "<tmp>")
        out = out.replace(CAPTURE_ROOT + "/", "<src>/")
        out = normalise(out)
        # under another torch: the output as the goldens of GOLDEN_TORCH would show it (same length, so the
        # wrapping is the same); a release-named golden holds the output as it is
        as_golden = out.replace(a.torch_release, GOLDEN_TORCH) if other_torch and not variant else out
        ok = True
        if p.returncode != int(exit_code):
            print(f"exit code {p.returncode}, expected {exit_code}")
            ok = False
        if p.returncode == 2:
            left = [f for f in os.listdir(tmp) if not f.startswith(tuple(GENERATED))]
            if left:
                print(f"a failed run left files behind: {left}")
                ok = False
        if expect.startswith("file:"):
            name, _, regex = expect[5:].partition(":re:")
            written = os.path.join(tmp, name)
            if not os.path.exists(written):
                print(f"the command wrote no {name}")
                ok = False
            else:
                text = normalise(open(written, encoding="utf-8", errors="replace").read().replace(src + "/", "<src>/")
                                 .replace(CAPTURE_ROOT + "/", "<src>/"))
                if other_torch and not variant:
                    text = text.replace(a.torch_release, GOLDEN_TORCH)
                if not re.search(regex, text, re.S):
                    print(f"{name} does not match {regex!r}:\n{text[:2000]}")
                    ok = False
        elif expect.startswith("line:"):
            if as_golden != expect[5:] + "\n":
                print(f"output is not exactly the line {expect[5:]!r}:\n{out!r}")
                ok = False
        elif expect.startswith("re:"):
            if not re.search(expect[3:], as_golden, re.S):
                print(f"output does not match {expect[3:]!r}")
                ok = False
        elif expect != "-":
            path = os.path.join(src, expect)
            update = os.environ.get("STRIDECHECK_UPDATE_GOLDEN") == "1"
            if other_torch:
                named = named_golden(path, a.torch_release)
                same = os.path.exists(path) and open(path).read() == as_golden
                if update and same and os.path.exists(named):
                    os.remove(named)
                if (update and not same) or (not update and os.path.exists(named)):
                    path, expect = named, os.path.relpath(named, src)
                else:
                    out = as_golden
            if update:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w") as f:
                    f.write(out)
            elif not os.path.exists(path) or open(path).read() != out:
                want = open(path).read() if os.path.exists(path) else ""
                import difflib
                sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), out.splitlines(True), expect, "actual"))
                ok = False
        if not ok:
            print("--- stdout ---\n" + p.stdout.decode("utf-8", "replace")[-4000:])
            print("--- stderr ---\n" + p.stderr.decode("utf-8", "replace")[-4000:])
        sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
