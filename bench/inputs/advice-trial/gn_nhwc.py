"""NHWC GroupNorm, in the style of apex.contrib.group_norm (group_norm_nhwc_fwd / _bwd).

The fused kernel works on channels-last activations: it reads the input as NHWC, normalises each
(sample, group) over H*W*C/G, applies the per-channel affine and writes an NHWC output. The CPU path
below is the reference implementation used for testing; the returned tensor is the NCHW-shaped view
of the NHWC buffer, exactly as the CUDA extension returns it.
"""
from typing import Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


@torch.library.custom_op("apex_gn::group_norm_nhwc_fwd", mutates_args=())
def group_norm_nhwc_fwd(x: Tensor, weight: Tensor, bias: Tensor, groups: int, eps: float) -> Tuple[Tensor, Tensor, Tensor]:
    N, C, H, W = x.shape
    x_nhwc = x.permute(0, 2, 3, 1).contiguous()            # the kernel's native layout
    xg = x_nhwc.view(N, H * W, groups, C // groups).float()
    mean = xg.mean(dim=(1, 3), keepdim=True)
    var = xg.var(dim=(1, 3), unbiased=False, keepdim=True)
    rstd = torch.rsqrt(var + eps)
    y = (xg - mean) * rstd
    y = y.view(N, H, W, C) * weight.float() + bias.float()
    y = y.to(x.dtype)
    # NHWC buffer handed back as logical NCHW (channels_last strides)
    return y.permute(0, 3, 1, 2), mean.view(N, groups), rstd.view(N, groups)


@group_norm_nhwc_fwd.register_fake
def _(x, weight, bias, groups, eps):
    N = x.shape[0]
    y = torch.empty_like(x)
    mean = x.new_empty((N, groups), dtype=torch.float32)
    rstd = x.new_empty((N, groups), dtype=torch.float32)
    return y, mean, rstd


def _setup_context(ctx, inputs, output):
    x, weight, bias, groups, eps = inputs
    _, mean, rstd = output
    ctx.save_for_backward(x, weight, mean, rstd)
    ctx.groups = groups


def _backward(ctx, dy, dmean, drstd):
    x, weight, mean, rstd = ctx.saved_tensors
    G = ctx.groups
    N, C, H, W = x.shape
    xg = x.permute(0, 2, 3, 1).reshape(N, H * W, G, C // G).float()
    dyg = dy.permute(0, 2, 3, 1).reshape(N, H * W, G, C // G).float()
    mean = mean.view(N, 1, G, 1)
    rstd = rstd.view(N, 1, G, 1)
    xhat = (xg - mean) * rstd
    wg = weight.float().view(1, 1, G, C // G)
    dxhat = dyg * wg
    dx = rstd * (dxhat - dxhat.mean(dim=(1, 3), keepdim=True)
                 - xhat * (dxhat * xhat).mean(dim=(1, 3), keepdim=True))
    dx = dx.view(N, H, W, C).permute(0, 3, 1, 2).to(x.dtype)
    dw = (dyg * xhat).sum(dim=(0, 1)).reshape(C).to(weight.dtype)
    db = dyg.sum(dim=(0, 1)).reshape(C).to(weight.dtype)
    return dx, dw, db, None, None


group_norm_nhwc_fwd.register_autograd(_backward, setup_context=_setup_context)


class GroupNormNHWC(nn.Module):
    def __init__(self, num_groups, num_channels, eps=1e-5):
        super().__init__()
        self.num_groups = num_groups
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(num_channels))
        self.bias = nn.Parameter(torch.zeros(num_channels))

    def forward(self, x):
        y, _, _ = torch.ops.apex_gn.group_norm_nhwc_fwd(x, self.weight, self.bias, self.num_groups, self.eps)
        return y


class ResBlock(nn.Module):
    def __init__(self, ch, groups=8):
        super().__init__()
        self.norm1 = GroupNormNHWC(groups, ch)
        self.conv1 = nn.Conv2d(ch, ch, 3, padding=1)
        self.norm2 = GroupNormNHWC(groups, ch)
        self.conv2 = nn.Conv2d(ch, ch, 3, padding=1)

    def forward(self, x):
        h = self.conv1(F.silu(self.norm1(x)))
        h = self.conv2(F.silu(self.norm2(h)))
        return x + h


class TinyUNetEncoder(nn.Module):
    def __init__(self, in_ch=3, ch=32, groups=8, n_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(in_ch, ch, 3, padding=1)
        self.block = ResBlock(ch, groups)
        self.head = nn.Linear(ch, n_classes)

    def forward(self, x):
        h = self.block(self.stem(x))
        return self.head(h.mean(dim=(2, 3)))


def train(batch=4, size=16, channels_last=False, steps=3):
    torch.manual_seed(0)
    model = TinyUNetEncoder()
    if channels_last:
        model = model.to(memory_format=torch.channels_last)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    cmodel = torch.compile(model)
    for step in range(steps):
        x = torch.randn(batch, 3, size, size)
        if channels_last:
            x = x.to(memory_format=torch.channels_last)
        target = torch.randint(0, 10, (batch,))
        loss = F.cross_entropy(cmodel(x), target)
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"step {step}: loss {loss.item():.4f}")
    print("trained")
