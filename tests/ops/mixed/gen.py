"""A CPU inference graph of op calls for stridecheck's op-replay tests: scunit::attn (a wrong fake: empty_like of a
transposed q) on a (B, S, H, D) view transposed to (B, H, S, D), scunit::scale (a right fake) on its output, and a
conv2d of a channels-last input (an extern convolution). The graph asserts the fakes' layouts; the run fails on
scunit::attn's assert, since its kernel returns a contiguous tensor.
Regenerate: python3 fixtures/tools/capture.py tests/ops/mixed --device cpu"""
import importlib.util
import os

import torch

EXPECT_FAILURE = True
_spec = importlib.util.spec_from_file_location("sc_ops", os.path.join(os.path.dirname(__file__), "..", "sc_ops.py"))
sc_ops = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sc_ops)


def f(x, w):
    B, S, H, D = 2, 100, 4, 32
    q = x.view(B, S, H, D).transpose(1, 2)
    y = sc_ops.scale(sc_ops.attn(q, q, q), 0.5)
    z = torch.nn.functional.conv2d(w, torch.ones(3, 3, 3, 3))
    return y.sum() + z.sum()


def main(ctx):
    torch.manual_seed(0)
    x = torch.randn(2 * 100, 128)
    w = torch.randn(2, 3, 16, 16).to(memory_format=torch.channels_last)
    with torch.no_grad():
        torch.compile(f)(x, w)
