"""Advice case: a causal depthwise conv in the style of Mamba's causal_conv1d reference, whose kernel returns a slice
of the padded convolution's output (row pitch L + K - 1) without its fused activation, and a contiguous tensor with
it (F.silu makes a new one); its fake says empty_like(x). A fake of the padded slice fits the recorded call only:
flipping the activation flag changes the kernel's layout, so the answer must say so and lead with the kernel-side
fix, which holds either way."""
import torch
import torch.nn.functional as F

@torch.library.custom_op("advice::flag_conv", mutates_args=())
def flag_conv(x: torch.Tensor, weight: torch.Tensor, silu: bool) -> torch.Tensor:
    k = weight.shape[1]
    out = F.conv1d(x, weight.unsqueeze(1), padding=k - 1, groups=x.shape[1])[..., : x.shape[-1]]
    return out if not silu else F.silu(out)  # KERNEL

@flag_conv.register_fake
def _(x, weight, silu):
    return torch.empty_like(x)  # FAKE

def _bw(ctx, g):
    x, weight = ctx.saved_tensors
    with torch.enable_grad():
        xx, ww = x.detach().requires_grad_(), weight.detach().requires_grad_()
        k = ww.shape[1]
        y = F.conv1d(xx, ww.unsqueeze(1), padding=k - 1, groups=xx.shape[1])[..., : xx.shape[-1]]
        y = F.silu(y) if ctx.silu else y
        gx, gw = torch.autograd.grad(y, (xx, ww), g)
    return gx, gw, None

def _setup(ctx, inputs, output):
    ctx.save_for_backward(inputs[0], inputs[1])
    ctx.silu = inputs[2]

flag_conv.register_autograd(_bw, setup_context=_setup)


def train():
    """Two steps of a small conv block, activation off (the call the run records)."""
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.inp = torch.nn.Linear(8, 16)
            s.w = torch.nn.Parameter(torch.randn(16, 4) * 0.1)

        def forward(s, x):
            h = s.inp(x).transpose(1, 2)  # (B, C, L)
            y = torch.ops.advice.flag_conv(h, s.w, False)
            return (y.relu() * torch.arange(24.0)).mean()

    c = torch.compile(M())
    opt = torch.optim.AdamW(c.parameters(), lr=1e-3)
    for _ in range(2):
        c(torch.randn(2, 24, 8)).backward()
        opt.step()
        opt.zero_grad()
