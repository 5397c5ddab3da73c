"""Small attention modules the fixtures compile. Shared by the gen.py scripts; pure torch."""
import contextlib

import torch
import torch.nn.functional as F


class FusedQKVAttention(torch.nn.Module):
    """A LitGPT-style attention block: one fused qkv projection, split into q/k/v, viewed as
    (B, S, H, D) and transposed to (B, H, S, D) for SDPA, then transposed back and projected.

    q, k and v reach SDPA as slices of one buffer with row stride (H + 2*KVH) * D: exactly the
    "heads interleaved" layout of the seed report."""

    def __init__(self, embed, heads, kv_heads=None, head_dim=None, bias=False):
        super().__init__()
        self.heads = heads
        self.kv_heads = kv_heads or heads
        self.head_dim = head_dim or embed // heads
        qkv_out = (self.heads + 2 * self.kv_heads) * self.head_dim
        self.qkv = torch.nn.Linear(embed, qkv_out, bias=bias)
        self.proj = torch.nn.Linear(self.heads * self.head_dim, embed, bias=bias)

    def forward(self, x, attn_mask=None, dropout_p=0.0, is_causal=True):
        B, S, _ = x.shape
        H, KVH, D = self.heads, self.kv_heads, self.head_dim
        q, k, v = self.qkv(x).split([H * D, KVH * D, KVH * D], dim=-1)
        q = q.view(B, S, H, D).transpose(1, 2)
        k = k.view(B, S, KVH, D).transpose(1, 2)
        v = v.view(B, S, KVH, D).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask, dropout_p=dropout_p,
                                           is_causal=is_causal, enable_gqa=KVH != H)
        return self.proj(y.transpose(1, 2).reshape(B, S, H * D))


def train_step(model, x, **kw):
    """One compiled forward and backward, as a training loop does it."""
    compiled = torch.compile(model)
    out = compiled(x, **kw)
    loss = out.float().square().mean()
    loss.backward()
    return loss


def sdpa_backends(*names, priority=True):
    """sdpa_kernel([...], set_priority=True) with backends named as strings."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    table = {"cudnn": SDPBackend.CUDNN_ATTENTION, "flash": SDPBackend.FLASH_ATTENTION,
             "efficient": SDPBackend.EFFICIENT_ATTENTION, "math": SDPBackend.MATH}
    return sdpa_kernel([table[n] for n in names], set_priority=priority)


@contextlib.contextmanager
def stale_contiguous_backward_meta(op_name):
    """Make fake/meta propagation predict contiguous (B, H, S, D) gradients for an SDPA backward op,
    as the cuDNN meta registration did before pytorch#148921 while the kernels already followed the
    query's layout (#138340). The compiled graph then asserts the old layout and the real kernel
    breaks it: the seed failure, produced by the compiler itself."""
    from torch._decomp import global_decomposition_table
    op = getattr(torch.ops.aten, op_name).default
    table = global_decomposition_table["meta"]
    original = table[op]

    def stale_meta(*args, **kwargs):
        query, key, value = args[1], args[2], args[3]
        grads = [torch.empty(t.shape, dtype=t.dtype, device=t.device) for t in (query, key, value)]
        if op_name.startswith("_scaled_dot_product_efficient_attention"):
            grads.append(None)
        return tuple(grads)

    lib = torch.library.Library("aten", "IMPL")
    table[op] = stale_meta
    lib.impl(op_name, stale_meta, "Meta", allow_override=True)
    try:
        yield
    finally:
        table[op] = original
        lib.impl(op_name, original, "Meta", allow_override=True)


class BiasAttention(torch.nn.Module):
    """Separate q, k, v projections and an additive float bias given by the caller: a (1, 1, S, S) bias
    is broadcast over batch and heads (stride 0 in both), as relative-position and ALiBi-style biases are."""

    def __init__(self, embed, heads):
        super().__init__()
        self.heads = heads
        self.q = torch.nn.Linear(embed, embed, bias=False)
        self.k = torch.nn.Linear(embed, embed, bias=False)
        self.v = torch.nn.Linear(embed, embed, bias=False)
        self.proj = torch.nn.Linear(embed, embed, bias=False)

    def forward(self, x, bias):
        B, S, E = x.shape
        H = self.heads
        q, k, v = (p(x).view(B, S, H, E // H).transpose(1, 2) for p in (self.q, self.k, self.v))
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=bias.expand(B, H, S, S))
        return self.proj(y.transpose(1, 2).reshape(B, S, E))


class SharedKVAttention(torch.nn.Module):
    """Multi-query attention written with expand: one key/value head broadcast over all query heads
    (k, v of stride 0 over heads) instead of enable_gqa=True."""

    def __init__(self, embed, heads):
        super().__init__()
        self.heads, self.head_dim = heads, embed // heads
        self.q = torch.nn.Linear(embed, embed, bias=False)
        self.kv = torch.nn.Linear(embed, 2 * self.head_dim, bias=False)
        self.proj = torch.nn.Linear(embed, embed, bias=False)

    def forward(self, x, is_causal=True):
        B, S, E = x.shape
        H, D = self.heads, self.head_dim
        q = self.q(x).view(B, S, H, D).transpose(1, 2)
        k, v = self.kv(x).view(B, S, 2, 1, D).unbind(2)
        k = k.transpose(1, 2).expand(B, H, S, D)
        v = v.transpose(1, 2).expand(B, H, S, D)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=is_causal)
        return self.proj(y.transpose(1, 2).reshape(B, S, E))
