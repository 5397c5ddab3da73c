"""Advice case: a row-scaling op whose kernel returns a column-major result for inputs of 64 rows or more (as a tuned
kernel might) and row-major below; its fake always row-major. No fake of one dim order fits: the kernel-side fix must
lead, and the rows that decide it be named."""
import torch

@torch.library.custom_op("advice::size_threshold_rowscale", mutates_args=())
def rowscale(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    if x.shape[0] >= 64:
        out = torch.empty_strided(x.shape, (1, x.shape[0]), dtype=x.dtype, device=x.device)
    else:
        out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    out.copy_(x * w)
    return out  # KERNEL

@rowscale.register_fake
def _(x, w):
    return x.new_empty(x.shape)  # FAKE

def _bw(ctx, g):
    x, w = ctx.saved_tensors
    return g * w, (g * x).sum(0)

def _setup(ctx, inputs, output):
    ctx.save_for_backward(*inputs)

rowscale.register_autograd(_bw, setup_context=_setup)


def train():
    """Two steps: 16 rows (the kernel's row-major), then 128 (its column-major): the second compile's assert fails."""
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l = torch.nn.Linear(32, 48)
            s.w = torch.nn.Parameter(torch.ones(48))

        def forward(s, x):
            y = torch.ops.advice.size_threshold_rowscale(s.l(x), s.w)
            return (y.relu() * torch.arange(48.0)).sum()

    c = torch.compile(M())
    for rows in (16, 128):
        c(torch.randn(rows, 32)).backward()
