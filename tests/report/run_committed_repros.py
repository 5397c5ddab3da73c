#!/usr/bin/env python3
"""Every committed Markdown report's standalone repro (each fixtures/*/expected/*.md with a ```python block), and those
of fresh Markdown reports (a CPU fixture, CUDA ones on this machine), run with torch: each must target the device its
graph recorded (an input's `cuda:0` -> device = "cuda"), whatever machine rendered the report.

- A repro for a device this machine lacks must exit with its message ("this repro needs a CUDA device: ..."), not a
  traceback (a CPU repro of a CUDA-only op dies in NotImplementedError).
- A repro this machine can run must run to its end and print what it checked: exit 0 and "every expected stride
  holds" where its header says "this passes", exit 1 with inductor's "AssertionError: expected size" lines where it
  says "this fails there".

Goldens named for another torch release (expected/NAME.torch2.15.0.md) are that release's output, re-made by a build
against it: run only under that torch.

usage: run_committed_repros.py STRIDECHECK TORCH_PYTHON SOURCE_DIR"""
import glob
import os
import re
import subprocess
import sys
import tempfile

binary, torch_python, src = sys.argv[1:4]
FRESH = [  # (name, stridecheck arguments): reports made now, from the source folder
    ("fresh: cpu failure, triage", ["triage", "fixtures/cpu-stale-meta-failure/run.log", "--code",
                                    "fixtures/cpu-stale-meta-failure"]),
    ("fresh: cpu gqa, replay", ["replay", "fixtures/cpu-gqa/expected/extract.json", "--repeat", "0"]),
    ("fresh: seed (cuda), triage", ["triage", "fixtures/seed-cudnn-phi3/failure/failing.log", "--code",
                                    "fixtures/seed-cudnn-phi3/failure"]),
    ("fresh: broadcast (cuda), stored H200 runs", ["replay", "fixtures/cuda-cudnn-broadcast/expected/extract.json",
                                                   "--runs-from",
                                                   "fixtures/cuda-cudnn-broadcast/expected/replay-h200.json"]),
]

probe = subprocess.run([torch_python, "-c", "import torch; print(torch.__version__.split('+')[0]); "
                        "print(torch.cuda.is_available())"], capture_output=True, text=True)
if probe.returncode != 0:
    print(f"{torch_python} cannot import torch: {probe.stderr[-400:]}")
    sys.exit(1)
release, cuda_here = probe.stdout.split()[0], probe.stdout.split()[1] == "True"
bad = runs = 0


def fail(name, what, p=None):
    global bad
    bad += 1
    print(f"BAD {name}: {what}")
    if p is not None:
        print("  stdout:", p.stdout[-1200:], "\n  stderr:", p.stderr[-1200:])


def sections(md):
    """(call site, recorded device, python) of each call site of a Markdown report."""
    for sec in re.split(r"^### Call site ", md, flags=re.M)[1:]:
        site = re.match(r"`([^`]*)`", sec).group(1)
        code = re.search(r"^(`{3,})python\n(.*?)^\1\n", sec, re.M | re.S)
        first_input = re.search(r"^- \*\*\w+\*\* `\S+ (\S+) \(", sec, re.M)
        if code:
            yield site, first_input.group(1) if first_input else "", code.group(2)


def run_repro(name, recorded, code):
    global runs
    runs += 1
    want = recorded.split(":")[0]
    got = re.search(r'^device = "([^"]*)"$', code, re.M)
    if not got or got.group(1) != want:
        fail(name, f"targets {got.group(1) if got else 'no device'!r}, the graph recorded {recorded!r}")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code)
    try:
        p = subprocess.run([torch_python, f.name], capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(f.name)
    if want != "cpu" and not (want == "cuda" and cuda_here):
        label = "CUDA" if want == "cuda" else want
        if p.returncode == 0 or f"this repro needs a {label} device" not in p.stderr or "Traceback" in p.stderr:
            return fail(name, f"on a machine without {recorded}: exit {p.returncode}, not its message", p)
        return print(f"ok  {name}: {recorded}, none here: {p.stderr.strip().splitlines()[-1][:110]}")
    passes = "# stridecheck found nothing broken: this passes." in code
    if passes and (p.returncode != 0 or not p.stdout.rstrip().endswith("every expected stride holds")):
        return fail(name, f"should pass: exit {p.returncode}", p)
    if not passes and (p.returncode != 1 or "AssertionError: expected size" not in p.stdout or
                       "output(s) break the strides" not in p.stderr):
        return fail(name, f"should fail with inductor's message: exit {p.returncode}", p)
    print(f"ok  {name}: {recorded}, exit {p.returncode}, {p.stdout.splitlines()[0]}")


for path in sorted(glob.glob(os.path.join(src, "fixtures", "*", "expected", "*.md"))):
    rel = os.path.relpath(path, src)
    named = re.search(r"\.torch([0-9.]+)\.md$", path)
    if named and named.group(1) != release:
        print(f"skip {rel}: a golden of torch {named.group(1)} (this is torch {release})")
        continue
    for site, recorded, code in sections(open(path, encoding="utf-8").read()):
        run_repro(f"{rel} {site}", recorded, code)

# The standalone repros of op calls (### Op call sections): each run with the module that registers its custom op
# (a my_ops.py that loads it, as a user edits the placeholder line `import my_ops`) and without one. A repro must fail
# (exit 1, the kernel and its fake differ) on a wrong fake and pass (exit 0) on the fixed one; an aten op's needs no
# module (torch 2.11's _fft_r2c meta is wrong: it fails; 2.15's is right: it passes); a custom op's without its module exits with its message.
WRONG, FIXED = "fixtures/tools/custom_ops.py", "fixtures/tools/custom_ops_fixed.py"
BACKWARD_WRONG = "fixtures/tools/custom_ops_backward_wrong.py"
OP_REPROS = [  # (name, stridecheck arguments, [(module or None, expected exit)])
    ("fresh: custom op, wrong fake, stored runs", ["triage", "fixtures/cpu-custom-op-wrong-fake/run.log", "--code",
                                                   "fixtures/cpu-custom-op-wrong-fake", "--runs-from",
                                                   "tests/e2e/inputs/op-runs/cpu-custom-op-wrong-fake.json"],
     [(WRONG, 1), (FIXED, 0), (None, 1)]),
    ("fresh: custom op, wrong fake, the log alone", ["triage", "fixtures/cpu-custom-op-wrong-fake/run.log", "--code",
                                                     "fixtures/cpu-custom-op-wrong-fake"], [(WRONG, 1), (FIXED, 0)]),
    ("fresh: custom op, wrong backward fake", ["triage", "fixtures/cpu-custom-op-wrong-fake-backward/run.log",
                                               "--code", "fixtures/cpu-custom-op-wrong-fake-backward"],
     [(BACKWARD_WRONG, 1), (FIXED, 0)]),
]
# torch 2.11.0's _fft_r2c meta predicts contiguous where the CPU kernel returns (0, 2, 1)-ordered: its repro fails;
# 2.15.0's follows the kernel (fixtures/cpu-aten-fft-r2c-failure/expected/meta-torch2.15.0.json): it passes. The
# releases between were not evaluated.
FFT_EXIT = {"2.11.0": 1, "2.15.0": 0}.get(release)
if FFT_EXIT is not None:
    OP_REPROS.append(("fresh: aten _fft_r2c meta bug", ["triage", "fixtures/cpu-aten-fft-r2c-failure/run.log", "--code",
                                                        "fixtures/cpu-aten-fft-r2c-failure"], [(None, FFT_EXIT)]))


def op_sections(md):
    """(op call, python) of each failing op call's section of a Markdown report."""
    for sec in re.split(r"^### Op call ", md, flags=re.M)[1:]:
        code = re.search(r"^(`{3,})python\n(.*?)^\1\n", sec, re.M | re.S)
        if code:
            yield re.match(r"`([^`]*)`", sec).group(1), code.group(2)


def run_op_repro(name, code, module, want):
    global runs
    runs += 1
    custom = "import my_ops" in code
    if not re.search(r'^device = "cpu"$', code, re.M):
        return fail(name, "does not target the recorded cpu")
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "repro.py")
        with open(script, "w") as f:
            f.write(code)
        env = dict(os.environ)
        if module:  # the user's edit: a module my_ops that registers the op (here: loads the fixture's module)
            with open(os.path.join(tmp, "my_ops.py"), "w") as f:
                f.write("import importlib.util\n"
                        f"spec = importlib.util.spec_from_file_location('user_ops', {os.path.join(src, module)!r})\n"
                        "spec.loader.exec_module(importlib.util.module_from_spec(spec))\n")
            env["PYTHONPATH"] = tmp
        p = subprocess.run([torch_python, script], capture_output=True, text=True, timeout=600, env=env)
    what = f"{name} with {module or 'no module'}"
    if "Traceback" in p.stderr or p.returncode != want:
        return fail(what, f"exit {p.returncode}, expected {want}", p)
    if custom and not module:
        if "this repro needs the module that registers" not in p.stderr:
            return fail(what, "no message naming the module to import", p)
    elif want == 1 and "the kernel and its fake differ: AssertionError: expected size" not in p.stdout:
        return fail(what, "exit 1 without the kernel and its fake differing", p)
    elif want == 0 and not p.stdout.rstrip().endswith("the kernel and its fake agree on every output"):
        return fail(what, "passed without saying so", p)
    # opcheck ran: all its checks passed, or (a wrong fake, under a torch whose opcheck compares strides, pytorch#183002:
    # 2.15.0 does, 2.11.0 does not) its fake-tensor check failed on the stride mismatch
    opcheck_ran = "opcheck: {'test_schema': 'SUCCESS'" in p.stdout or (
        want == 1 and "opcheck: OpCheckError: opcheck(op, ...): test_faketensor failed" in p.stdout
        and "Stride mismatch" in p.stdout)
    if custom and module and not opcheck_ran:
        return fail(what, "opcheck did not run", p)
    print(f"ok  {what}: exit {p.returncode}")


for name, args, variants in OP_REPROS:
    p = subprocess.run([binary] + args + ["--format", "markdown"], cwd=src, capture_output=True, text=True)
    found = list(op_sections(p.stdout))
    if not found:
        fail(name, f"no op call repro in the report (exit {p.returncode}): {p.stderr[-400:]}")
    for op_call, code in found:
        for module, want in variants:
            run_op_repro(f"{name} {op_call}", code, module, want)

for name, args in FRESH:
    p = subprocess.run([binary] + args + ["--format", "markdown"], cwd=src, capture_output=True, text=True)
    found = list(sections(p.stdout))
    if not found:
        fail(name, f"no repro in the report (exit {p.returncode}): {p.stderr[-400:]}")
    for site, recorded, code in found:
        run_repro(f"{name} {site}", recorded, code)

print(f"{runs} repros run, {bad} wrong (torch {release}, CUDA {'available' if cuda_here else 'not available'})")
sys.exit(1 if bad or runs == 0 else 0)
