"""Advice case: a per-channel scale whose kernel keeps its input's memory format (empty_like), called from a
channels_last conv net; its fake always contiguous. The fake-side fix must follow x's layout (empty_like(x))."""
import torch

@torch.library.custom_op("advice::channels_last_caller_chscale", mutates_args=())
def chscale(x: torch.Tensor, s: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    out.copy_(x * s.view(1, -1, 1, 1))
    return out  # KERNEL

@chscale.register_fake
def _(x, s):
    return torch.empty(x.shape, dtype=x.dtype, device=x.device)  # FAKE

def _bw(ctx, g):
    x, s = ctx.saved_tensors
    return g * s.view(1, -1, 1, 1), (g * x).sum((0, 2, 3))

def _setup(ctx, inputs, output):
    ctx.save_for_backward(*inputs)

chscale.register_autograd(_bw, setup_context=_setup)


def train():
    """A channels_last conv net (its activations reach the op channels_last)."""
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.c = torch.nn.Conv2d(3, 8, 3, padding=1)
            s.s = torch.nn.Parameter(torch.ones(8))

        def forward(s, x):
            return torch.ops.advice.channels_last_caller_chscale(s.c(x), s.s).relu().mean()

    m = M().to(memory_format=torch.channels_last)
    torch.compile(m)(torch.randn(4, 3, 16, 16).to(memory_format=torch.channels_last)).backward()
