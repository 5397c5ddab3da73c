#!/usr/bin/env python3
"""The workaround stridecheck lists first for a PyTorch bug, taken from its JSON answer and put into the model, makes a
real torch.compile training step pass (issue 30 item 3).

  1. stridecheck triage of fixtures/cpu-aten-fft-r2c-failure (torch.fft.rfft(h, dim=1): aten::_fft_r2c's meta and
     its CPU kernel disagree; the committed failing log) with --format json: the answer's fix_code lists the
     workarounds, each checked forward and backward, those that held first.
  2. The first one that held and keeps one graph (not the eager region) is put into the fixture's model in place of
     its torch.fft.rfft call: the code as the answer gives it (the custom-op wrapper's whole module, or the function)
     pasted into a module of the user's, its `workaround(self)` called on the projection.
  3. One compiled training step (forward and backward under torch.compile, fullgraph=True, a fresh inductor cache)
     runs and passes, and its loss and gradients equal eager's.

Usage: compile_workaround.py STRIDECHECK PYTHON SOURCE_DIR. One compile of the model: about 30 s on 2 cores.
"""
import json
import os
import subprocess
import sys
import tempfile

STEP = r'''
import json, sys, torch
fix = json.load(open(sys.argv[1]))
sys.path.insert(0, sys.argv[2])
from workaround_in_the_model import workaround  # the answer's code, pasted into a module of the user's


class SpectralPool(torch.nn.Module):
    """The fixture's model (fixtures/cpu-aten-fft-r2c-failure/gen.py), its rfft replaced by the workaround."""

    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(33, 48)

    def forward(self, x):
        return workaround(self.lin(x)).abs()


torch.manual_seed(0)
model = SpectralPool()
x = torch.randn(4, 50, 33)
eager = model(x).float().square().mean()
eager_grads = torch.autograd.grad(eager, list(model.parameters()))
compiled = torch.compile(model, fullgraph=True)
loss = compiled(x).float().square().mean()
grads = torch.autograd.grad(loss, list(model.parameters()))
assert torch.allclose(loss, eager, rtol=1e-4), (float(loss), float(eager))
for g, e in zip(grads, eager_grads):
    assert torch.allclose(g, e, rtol=1e-3, atol=1e-4), float((g - e).abs().max())
print("compiled training step passed with the workaround:", fix["kind"])
'''


def main():
    stridecheck, python, src = sys.argv[1:4]
    fixture = os.path.join(src, "fixtures", "cpu-aten-fft-r2c-failure")
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "triage.json")
        r = subprocess.run([stridecheck, "triage", os.path.join(fixture, "run.log"), "--code", fixture, "--format",
                            "json", "-o", report], cwd=src)
        if r.returncode != 1:
            sys.exit(f"triage exited {r.returncode}, expected 1 (a failure explained)")
        fixes = json.load(open(report))["answer"].get("fix_code", [])
        held = [f for f in fixes if f.get("workaround", {}).get("held") and not f["workaround"]["outside_graph"]]
        if not held:
            sys.exit("no workaround that keeps one graph held: " + json.dumps([f["kind"] for f in fixes]))
        if fixes.index(held[0]) != 0:
            sys.exit("the first workaround listed is not one that held")
        with open(os.path.join(tmp, "fix.json"), "w") as f:
            json.dump(held[0], f)
        with open(os.path.join(tmp, "workaround_in_the_model.py"), "w") as f:
            code = held[0].get("module") or held[0]["code"]
            f.write(code if code.startswith("import torch") else "import torch\n\n\n" + code)
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(tmp, "inductor"))
        r = subprocess.run([python, "-c", STEP, os.path.join(tmp, "fix.json"), tmp], env=env, capture_output=True,
                           text=True)
        print(r.stdout + r.stderr[-3000:])
        if r.returncode != 0:
            sys.exit("the compiled training step with the workaround failed")


if __name__ == "__main__":
    main()
