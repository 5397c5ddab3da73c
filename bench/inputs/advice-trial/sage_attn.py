"""SageAttention-style fused attention (quantised QK^T, fp16/bf16 PV), wrapped as a torch custom op.

Like sageattention's sageattn_qk_int8_pv_fp16_*: the kernel works in "NHD" order internally and pads the
head dim up to the next multiple the kernel supports (64 or 128), then hands the output back in the
caller's tensor_layout and slices the padding off (o[..., :head_dim_og]). The CPU path below is the
reference used in the tests (per-block int8 quantisation of Q and K, softmax in fp32).
"""
import math
from typing import Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor


def _per_token_int8(t: Tensor) -> Tuple[Tensor, Tensor]:
    scale = t.float().abs().amax(dim=-1, keepdim=True).clamp_min(1e-6) / 127.0
    return (t.float() / scale).round().clamp(-127, 127), scale


@torch.library.custom_op("sageattn::qk_int8_pv_fwd", mutates_args=())
def qk_int8_pv_fwd(q: Tensor, k: Tensor, v: Tensor, is_causal: bool, sm_scale: float) -> Tuple[Tensor, Tensor]:
    # q, k, v: (B, H, S, D)  ("HND" tensor_layout)
    B, H, S, head_dim_og = q.shape
    head_dim = 64 if head_dim_og <= 64 else 128
    if head_dim != head_dim_og:
        q = F.pad(q, (0, head_dim - head_dim_og))
        k = F.pad(k, (0, head_dim - head_dim_og))
        v = F.pad(v, (0, head_dim - head_dim_og))
    # kernel is written for NHD: (B, S, H, D)
    q_nhd = q.transpose(1, 2).contiguous()
    k_nhd = k.transpose(1, 2).contiguous()
    v_nhd = v.transpose(1, 2).contiguous()
    q_i8, q_scale = _per_token_int8(q_nhd)
    k_i8, k_scale = _per_token_int8(k_nhd)
    scores = torch.einsum("bqhd,bkhd->bhqk", q_i8, k_i8)
    scores = scores * q_scale.permute(0, 2, 1, 3) * k_scale.permute(0, 2, 3, 1) * sm_scale
    if is_causal:
        mask = torch.ones(S, S, dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(mask, float("-inf"))
    lse = torch.logsumexp(scores, dim=-1)                     # (B, H, S) fp32
    p = torch.exp(scores - lse.unsqueeze(-1))
    o = torch.empty(B, S, H, head_dim, dtype=q.dtype, device=q.device)
    o.copy_(torch.einsum("bhqk,bkhd->bqhd", p, v_nhd.float()))
    # back to the caller's HND layout, padding sliced off
    o = o.transpose(1, 2)[..., :head_dim_og]
    return o, lse


@qk_int8_pv_fwd.register_fake
def _(q, k, v, is_causal, sm_scale):
    B, H, S, D = q.shape
    o = torch.empty_like(q)
    lse = q.new_empty((B, H, S), dtype=torch.float32)
    return o, lse


def _setup_context(ctx, inputs, output):
    q, k, v, is_causal, sm_scale = inputs
    o, lse = output
    ctx.save_for_backward(q, k, v, o, lse)
    ctx.is_causal = is_causal
    ctx.sm_scale = sm_scale


def _backward(ctx, do, dlse):
    # non-quantised backward (as sageattention's training fork does): recompute P from fp32 QK^T
    q, k, v, o, lse = ctx.saved_tensors
    S = q.shape[2]
    qf, kf, vf, dof = q.float(), k.float(), v.float(), do.float()
    scores = qf @ kf.transpose(-1, -2) * ctx.sm_scale
    if ctx.is_causal:
        mask = torch.ones(S, S, dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(mask, float("-inf"))
    p = torch.softmax(scores, dim=-1)
    dv = p.transpose(-1, -2) @ dof
    dp = dof @ vf.transpose(-1, -2)
    delta = (dof * o.float()).sum(dim=-1, keepdim=True)
    ds = p * (dp - delta) * ctx.sm_scale
    dq = ds @ kf
    dk = ds.transpose(-1, -2) @ qf
    return dq.to(q.dtype), dk.to(k.dtype), dv.to(v.dtype), None, None


qk_int8_pv_fwd.register_autograd(_backward, setup_context=_setup_context)


def sageattn(q, k, v, is_causal=False, sm_scale: Optional[float] = None):
    if sm_scale is None:
        sm_scale = 1.0 / math.sqrt(q.shape[-1])
    o, _ = torch.ops.sageattn.qk_int8_pv_fwd(q, k, v, is_causal, sm_scale)
    return o


class Block(nn.Module):
    def __init__(self, dim=96, heads=2):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.ln1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.proj = nn.Linear(dim, dim)
        self.ln2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x):
        B, S, E = x.shape
        qkv = self.qkv(self.ln1(x)).view(B, S, 3, self.heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)         # (B, H, S, D) each
        o = sageattn(q, k, v, is_causal=True)
        o = o.transpose(1, 2).reshape(B, S, E)
        x = x + self.proj(o)
        return x + self.mlp(self.ln2(x))


class TinyLM(nn.Module):
    def __init__(self, vocab=256, dim=96, heads=2, layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList([Block(dim, heads) for _ in range(layers)])
        self.ln_f = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, vocab, bias=False)

    def forward(self, idx):
        x = self.emb(idx)
        for b in self.blocks:
            x = b(x)
        return self.head(self.ln_f(x))


def train(batch=2, seq=32, dim=96, heads=2, steps=3, dtype=torch.bfloat16):
    torch.manual_seed(0)
    model = TinyLM(dim=dim, heads=heads).to(dtype)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    cmodel = torch.compile(model)
    for step in range(steps):
        idx = torch.randint(0, 256, (batch, seq + 1))
        logits = cmodel(idx[:, :-1])
        loss = F.cross_entropy(logits.float().reshape(-1, 256), idx[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"step {step}: loss {loss.item():.4f}")
    print("trained")
