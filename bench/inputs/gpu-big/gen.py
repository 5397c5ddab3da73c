"""A large real output-code module for the reading benchmark: 32 transformer blocks with distinct MLP widths
(so inductor cannot share kernels between them), bf16 on CUDA, trained one step.
Regenerate (GPU): python3 fixtures/tools/capture.py bench/inputs/gpu-big --device cuda"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "fixtures", "tools"))
import torch  # noqa: E402
from models import FusedQKVAttention  # noqa: E402

KEEP_TRACE = True


class Block(torch.nn.Module):
    def __init__(self, width):
        super().__init__()
        self.attn = FusedQKVAttention(embed=512, heads=8)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(512, width), torch.nn.GELU(), torch.nn.Linear(width, 512))
        self.n1 = torch.nn.LayerNorm(512)
        self.n2 = torch.nn.LayerNorm(512)

    def forward(self, x):
        x = x + self.attn(self.n1(x), is_causal=True)
        return x + self.mlp(self.n2(x))


def main(ctx):
    torch.manual_seed(0)
    model = torch.nn.Sequential(*[Block(1024 + 64 * i) for i in range(32)]).to("cuda", torch.bfloat16)
    x = torch.randn(2, 256, 512, device="cuda", dtype=torch.bfloat16)
    out = torch.compile(model)(x)
    out.float().square().mean().backward()
