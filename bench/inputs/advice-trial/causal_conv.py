"""Depthwise causal conv1d, after Dao-AILab/causal-conv1d (causal_conv1d_fn / causal_conv1d_ref),
registered the old way (torch.library.Library DEF + impl) as the mamba_ssm integration does.

x: (batch, dim, seqlen), weight: (dim, width), bias: (dim,) or None. The CPU implementation is the
reference one: a grouped conv1d padded by width-1 on both sides, the causal part sliced off.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor

lib = torch.library.Library("causal_conv1d", "DEF")
lib.define("causal_conv1d_fwd(Tensor x, Tensor weight, Tensor? bias, bool silu_activation) -> Tensor")


def causal_conv1d_fwd_cpu(x: Tensor, weight: Tensor, bias, silu_activation: bool) -> Tensor:
    dim, width = weight.shape
    seqlen = x.shape[-1]
    out = F.conv1d(x, weight.unsqueeze(1), bias, padding=width - 1, groups=dim)[..., :seqlen]
    return out if not silu_activation else F.silu(out)


lib.impl("causal_conv1d_fwd", causal_conv1d_fwd_cpu, "CPU")


@torch.library.register_fake("causal_conv1d::causal_conv1d_fwd")
def _(x, weight, bias, silu_activation):
    return torch.empty_like(x)


def _setup_context(ctx, inputs, output):
    x, weight, bias, silu_activation = inputs
    ctx.save_for_backward(x, weight, bias)
    ctx.silu = silu_activation


def _backward(ctx, dout):
    x, weight, bias = ctx.saved_tensors
    dim, width = weight.shape
    seqlen = x.shape[-1]
    if ctx.silu:
        pre = F.conv1d(x, weight.unsqueeze(1), bias, padding=width - 1, groups=dim)[..., :seqlen]
        s = torch.sigmoid(pre)
        dout = dout * s * (1 + pre * (1 - s))
    # dx[c, s] = sum_k w[c, k] * dout[c, s + width - 1 - k]
    dx = F.conv1d(F.pad(dout, (0, width - 1)), weight.flip(-1).unsqueeze(1), groups=dim)
    # dw[c, k] = sum_{b, t} dout[b, c, t] * x[b, c, t - (width - 1) + k]
    xu = F.pad(x, (width - 1, 0)).unfold(-1, seqlen, 1)      # (B, C, width, L)
    dweight = torch.einsum("bckl,bcl->ck", xu, dout)
    dbias = dout.sum(dim=(0, 2)) if bias is not None else None
    return dx, dweight, dbias, None


torch.library.register_autograd("causal_conv1d::causal_conv1d_fwd", _backward, setup_context=_setup_context)


def causal_conv1d_fn(x, weight, bias=None, activation=None):
    return torch.ops.causal_conv1d.causal_conv1d_fwd(x, weight, bias, activation in ("silu", "swish"))


class ShortConvMixer(nn.Module):
    """Gated short-convolution mixer (H3 / Hyena-style): in_proj -> causal depthwise conv -> gate -> out_proj."""

    def __init__(self, d_model=64, d_conv=4, expand=2, activation=None):
        super().__init__()
        d_inner = expand * d_model
        self.activation = activation
        self.in_proj = nn.Linear(d_model, 2 * d_inner)
        self.conv1d = nn.Conv1d(d_inner, d_inner, d_conv, groups=d_inner, padding=d_conv - 1)
        self.out_proj = nn.Linear(d_inner, d_model)

    def forward(self, hidden):                                # (B, L, D)
        xz = self.in_proj(hidden)
        x, z = xz.chunk(2, dim=-1)
        x = x.transpose(1, 2)                                 # (B, d_inner, L)
        x = causal_conv1d_fn(x, self.conv1d.weight.squeeze(1), self.conv1d.bias, self.activation)
        y = x.transpose(1, 2) * F.silu(z)
        return self.out_proj(y)


class TinyConvLM(nn.Module):
    def __init__(self, vocab=128, d_model=64, layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d_model)
        self.layers = nn.ModuleList([ShortConvMixer(d_model) for _ in range(layers)])
        self.norms = nn.ModuleList([nn.LayerNorm(d_model) for _ in range(layers)])
        self.head = nn.Linear(d_model, vocab)

    def forward(self, idx):
        h = self.emb(idx)
        for norm, mixer in zip(self.norms, self.layers):
            h = h + mixer(norm(h))
        return self.head(h)


def train(batch=2, seq=48, steps=3):
    torch.manual_seed(0)
    model = TinyConvLM()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    cmodel = torch.compile(model)
    for step in range(steps):
        idx = torch.randint(0, 128, (batch, seq + 1))
        logits = cmodel(idx[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, 128), idx[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"step {step}: loss {loss.item():.4f}")
    print("trained")
