"""Advice case: a causal conv1d whose kernel writes a (B, L + K - 1) buffer and returns its first L columns (a slice of a
wider buffer, row pitch L + K - 1); its fake returns a dense (B, L). The fake-side fix must build the same slice,
its padding from w's size."""
import torch

@torch.library.custom_op("advice::padded_slice_cconv", mutates_args=())
def cconv(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    B, L = x.shape
    K = w.shape[0]
    buf = torch.zeros(B, L + K - 1, dtype=x.dtype, device=x.device)
    xp = torch.nn.functional.pad(x, (K - 1, 0))
    for k in range(K):
        buf[:, :L] += xp[:, k:k + L] * w[k]
    return buf[:, :L]  # KERNEL

@cconv.register_fake
def _(x, w):
    return x.new_empty(x.shape)  # FAKE

def _bw(ctx, g):
    x, w = ctx.saved_tensors
    return g * w.sum(), (g * x).sum().expand(w.shape[0]).clone()

def _setup(ctx, inputs, output):
    ctx.save_for_backward(*inputs)

cconv.register_autograd(_bw, setup_context=_setup)


def train():
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l = torch.nn.Linear(40, 40)
            s.w = torch.nn.Parameter(torch.ones(5))

        def forward(s, x):
            y = torch.ops.advice.padded_slice_cconv(s.l(x), s.w)
            return (y.relu() * torch.arange(40.0)).sum()

    torch.compile(M())(torch.randn(12, 40)).backward()
