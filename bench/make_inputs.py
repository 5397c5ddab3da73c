#!/usr/bin/env python3
"""Makes the inputs of the reading benchmark from real compiles (CPU, torch 2.11 from .venv):

  inputs/big_forward.py, inputs/big_backward.py  the output code of a 24-block transformer trained one
                                                  step (24 SDPA call sites per graph), as inductor wrote it
  inputs/big_trace.log (not committed: made by read_bench.py) real TORCH_TRACE logs of the fixtures
                                                  concatenated to 60 MB or more

usage: .venv/bin/python bench/make_inputs.py"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "fixtures", "tools"))


def compile_big():
    import torch
    from models import FusedQKVAttention

    class Block(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.attn = FusedQKVAttention(embed=256, heads=4)
            self.mlp = torch.nn.Sequential(torch.nn.Linear(256, 1024), torch.nn.GELU(), torch.nn.Linear(1024, 256))
            self.n1 = torch.nn.LayerNorm(256)
            self.n2 = torch.nn.LayerNorm(256)

        def forward(self, x):
            x = x + self.attn(self.n1(x), is_causal=True)
            return x + self.mlp(self.n2(x))

    torch.manual_seed(0)
    model = torch.nn.Sequential(*[Block() for _ in range(24)])
    x = torch.randn(2, 128, 256)
    torch.compile(model)(x).square().mean().backward()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        compile_big()
        sys.exit(0)
    out = os.path.join(HERE, "inputs")
    os.makedirs(out, exist_ok=True)
    import tempfile, shutil, re
    work = tempfile.mkdtemp()
    env = dict(os.environ, TORCH_TRACE=os.path.join(work, "trace"), TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "cache"),
               TORCHINDUCTOR_FX_GRAPH_CACHE="0", TORCHINDUCTOR_AUTOGRAD_CACHE="0")
    subprocess.run([sys.executable, __file__, "--child"], env=env, check=True)
    sys.path.insert(0, os.path.join(ROOT, "fixtures", "tools"))
    from capture import read_trace_payloads
    trace = os.path.join(work, "trace", os.listdir(os.path.join(work, "trace"))[0])
    for meta, payload in read_trace_payloads(trace):
        if "inductor_output_code" in meta:
            kind = re.match(r"# AOT ID: \['\d+_(\w+)'\]", payload).group(1)
            with open(os.path.join(out, f"big_{kind}.py"), "w") as f:
                f.write(payload)
            print(f"big_{kind}.py: {len(payload)} bytes")
    shutil.rmtree(work)
