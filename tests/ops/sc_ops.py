"""Custom ops for stridecheck's own op-replay tests (tests/unit/test_op_replay.cpp, tests/e2e/cases.txt), in the
namespace scunit, passed to stridecheck with --import tests/ops/sc_ops.py:

  scunit::attn(q, k, v)   a wrong fake: the fake returns empty_like(q), which inherits a transposed q's layout,
                          while the kernel returns a contiguous tensor (the FA4-wrapper pattern of issue 22)
  scunit::scale(x, alpha) a right fake: kernel and fake both follow x's layout
  scunit::crash(x)        a kernel that aborts the process (os.abort); its fake is right
  scunit::hang(x)         a kernel that never returns; its fake is right
"""
import os
import time

import torch


@torch.library.custom_op("scunit::attn", mutates_args=())
def attn(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.scaled_dot_product_attention(q, k, v).contiguous()


@attn.register_fake
def _(q, k, v):
    return torch.empty_like(q)


@torch.library.custom_op("scunit::scale", mutates_args=())
def scale(x: torch.Tensor, alpha: float) -> torch.Tensor:
    return x * alpha


@scale.register_fake
def _(x, alpha):
    return torch.empty_like(x)


@torch.library.custom_op("scunit::crash", mutates_args=())
def crash(x: torch.Tensor) -> torch.Tensor:
    os.abort()


@crash.register_fake
def _(x):
    return torch.empty_like(x)


@torch.library.custom_op("scunit::hang", mutates_args=())
def hang(x: torch.Tensor) -> torch.Tensor:
    while True:
        time.sleep(1)


@hang.register_fake
def _(x):
    return torch.empty_like(x)
