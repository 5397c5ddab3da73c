#!/usr/bin/env python3
"""The fix stridecheck suggests, taken from its JSON answer and put into a real custom-op module, makes a real
torch.compile training step pass that died before (issue 30's "Done when").

  1. A copy of the fixtures' custom-op library (sctest::attn's kernel from fixtures/tools/sctest_attn.py, its
     register_fake torch.empty_like(q): wrong for the transposed q the model passes) and a training step
     (fixtures/tools/op_models.py) run under torch.compile with TORCH_LOGS=output_code and a fresh
     TORCHINDUCTOR_CACHE_DIR: it dies of the stride assert.
  2. stridecheck triage of that log with --import of the module, --format json and --emit-test: the answer's fix_code
     holds the fake's fix as code, checked against the kernel on several input sets.
  3. The emitted pytest file fails on the module as it is.
  4. The fix is put into the module as the answer words it (keep what the fake builds as `out`, return the code).
  5. The emitted test passes; the training step runs again with the inductor cache the failing run left, as a
     user's rerun does, and passes. Where it still fails with the same assert (a cache hit on the graph compiled with
     the old fake), the answer must say how to clear the cache: the test does what it says and runs once more.

Usage: compile_fix.py STRIDECHECK PYTHON SOURCE_DIR. Two compiles of the model: about a minute on 2 cores.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

MODULE = '''"""A user's custom-op library: sctest::attn (a copy of fixtures/tools/custom_ops.py's op, its backward's fake
right), written by tests/fix/compile_fix.py."""
import os
import sys

import torch

sys.path.insert(0, os.environ["SCTEST_TOOLS"])
import sctest_attn  # noqa: E402  the kernels


@torch.library.custom_op("sctest::attn_backward", mutates_args=())
def attn_backward(grad_out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                  scale: float, is_causal: bool) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return sctest_attn.attn_backward_kernel(grad_out, q, k, v, scale, is_causal)


@attn_backward.register_fake
def _(grad_out, q, k, v, scale, is_causal):
    return tuple(torch.empty(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))


@torch.library.custom_op("sctest::attn", mutates_args=())
def attn(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float, is_causal: bool) -> torch.Tensor:
    return sctest_attn.attn_kernel(q, k, v, scale, is_causal)


@attn.register_fake
def _(q, k, v, scale, is_causal):
FAKE_BODY


def setup_context(ctx, inputs, output):
    q, k, v, scale, is_causal = inputs
    ctx.save_for_backward(q, k, v)
    ctx.scale, ctx.is_causal = scale, is_causal


def backward(ctx, grad_out):
    q, k, v = ctx.saved_tensors
    dq, dk, dv = attn_backward(grad_out, q, k, v, ctx.scale, ctx.is_causal)
    return dq, dk, dv, None, None


attn.register_autograd(backward, setup_context=setup_context)
'''

TRAIN = '''import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.environ["SCTEST_TOOLS"])
import myops  # noqa: E402,F401  registers sctest::attn
from op_models import CustomOpAttention, train_step  # noqa: E402

torch.manual_seed(0)
model = CustomOpAttention(embed=128, heads=4, is_causal=True)
print("loss", train_step(model, torch.randn(2, 200, 128)).item())
'''

ASSERT = "AssertionError: expected size"


def write_module(folder, body_lines):
    with open(os.path.join(folder, "myops.py"), "w") as f:
        f.write(MODULE.replace("FAKE_BODY", "\n".join("    " + line for line in body_lines)))


def run(cmd, env, folder, what):
    print(f"$ {' '.join(cmd)}  ({what})", flush=True)
    p = subprocess.run(cmd, cwd=folder, env=env, capture_output=True, text=True, timeout=900)
    return p


def fail(message, p=None):
    print("FAIL:", message)
    if p is not None:
        print(p.stdout[-3000:], p.stderr[-6000:])
    sys.exit(1)


def layout_test(python, folder, env, expect_pass):
    """The emitted pytest file, run with pytest when the Python has it, else its test function on each input set."""
    code = ("import importlib.util, sys, types\n"
            "stub = types.ModuleType('pytest')  # this Python has no pytest: its decorators as no-ops\n"
            "stub.mark = types.SimpleNamespace(parametrize=lambda *a, **k: (lambda f: f),\n"
            "                                  skipif=lambda *a, **k: (lambda f: f))\n"
            "sys.modules['pytest'] = stub\n"
            "spec = importlib.util.spec_from_file_location('t', 'test_myops_layout.py')\n"
            "t = importlib.util.module_from_spec(spec); spec.loader.exec_module(t)\n"
            "failed = 0\n"
            "for name in t.INPUT_SETS:\n"
            "    try:\n        t.test_fake_returns_the_kernels_layout(name); print('passed', name)\n"
            "    except AssertionError as e:\n        failed += 1; print('failed', name, str(e).splitlines()[0])\n"
            "sys.exit(1 if failed else 0)\n")
    has_pytest = subprocess.run([python, "-c", "import pytest"], capture_output=True).returncode == 0
    cmd = [python, "-m", "pytest", "-q", "test_myops_layout.py"] if has_pytest else [python, "-c", code]
    p = run(cmd, env, folder, "the emitted test")
    if (p.returncode == 0) != expect_pass:
        fail(f"the emitted test should {'pass' if expect_pass else 'fail'} here", p)
    if not expect_pass and "recorded" not in p.stdout + p.stderr:  # failed on the layouts, not on something else
        fail("the emitted test should fail on the recorded inputs' layouts", p)
    print(p.stdout.strip().splitlines()[-1] if p.stdout.strip() else "")


def main():
    stridecheck, python, source = (os.path.abspath(a) for a in sys.argv[1:4])
    folder = tempfile.mkdtemp(prefix="stridecheck-fix-")
    try:
        env = dict(os.environ, SCTEST_TOOLS=os.path.join(source, "fixtures", "tools"),
                   TORCHINDUCTOR_CACHE_DIR=os.path.join(folder, "cache"), PYTHONPATH=folder)
        write_module(folder, ["return torch.empty_like(q)  # inherits q's transposed strides: wrong"])
        with open(os.path.join(folder, "train.py"), "w") as f:
            f.write(TRAIN)
        p = run([python, "train.py"], dict(env, TORCH_LOGS="output_code"), folder, "the failing training step")
        with open(os.path.join(folder, "run.log"), "w") as f:
            f.write(p.stderr)
        if p.returncode == 0 or ASSERT not in p.stderr:
            fail("the training step with the wrong fake should die of the stride assert", p)

        p = run([stridecheck, "triage", "run.log", "--import", "myops.py", "--format", "json", "-o", "answer.json",
                 "--emit-test", "test_myops_layout.py", "--torch-python", python], env, folder, "triage")
        if p.returncode != 1:
            fail("triage should exit 1", p)
        answer = json.load(open(os.path.join(folder, "answer.json")))["answer"]
        fixes = [f for f in answer.get("fix_code", [])
                 if f["kind"] == "fake-returns-kernel-layout" and f["checked"] == "verified" and f["code"]]
        if not fixes:
            fail(f"no verified fix of the fake in the answer: {answer.get('fix_code')}")
        fix = fixes[0]
        print(f"the answer's fix ({fix['form']}, verified on {len(fix['verified_on'])} input sets): {fix['code']}")
        layout_test(python, folder, env, expect_pass=False)

        body = (["out = torch.empty_like(q)  # what it returns now", "return " + fix["code"]]
                if fix["form"] == "dim-order" else ["return " + fix["code"]])
        write_module(folder, body)
        layout_test(python, folder, env, expect_pass=True)

        p = run([python, "train.py"], env, folder, "the training step with the fix, on the failing run's cache")
        if p.returncode != 0 and ASSERT in p.stderr:
            rerun = answer.get("rerun", "")
            if "delete the cache folder" not in rerun:
                fail("a rerun on the old cache still fails, and the answer does not say how to clear it", p)
            print("the rerun hit the graph compiled with the old fake; clearing the cache, as the answer says:", rerun)
            shutil.rmtree(env["TORCHINDUCTOR_CACHE_DIR"])
            p = run([python, "train.py"], env, folder, "the training step with the fix, the cache cleared")
        if p.returncode != 0 or "loss" not in p.stdout:
            fail("the training step with the fix should pass", p)
        print("passed:", p.stdout.strip())
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
