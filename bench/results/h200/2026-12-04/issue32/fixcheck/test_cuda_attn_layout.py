"""Regression test for the layout of sctest::attn.default (the op call 0_forward@69 of fixtures/cuda-custom-op-wrong-fake/forward.py), written by stridecheck 0.1.0.

Its real kernel and its fake (what inductor asserts when it compiles a graph that calls it) run on the input
sets below, and their outputs are compared as inductor's assert_size_stride compares them (sizes, and the
strides of dims larger than 1). It fails while the fake and the kernel disagree (a compiled graph then dies
of an AssertionError) and passes once the fake returns the kernel's layout (or the kernel the fake's).

Run it where the module that registers the op imports: python -m pytest this_file.py
"""
import pytest
import torch
from torch._C._dynamo.guards import assert_size_stride
from torch._subclasses.fake_tensor import FakeTensorMode

# The module stridecheck was given (--import fixtures/tools/custom_ops.py), which registers sctest::attn.default:
# put its folder on PYTHONPATH, or edit the import.
import custom_ops  # noqa: F401

device = "cuda"
pytestmark = pytest.mark.skipif(not getattr(torch, device).is_available(), reason="needs a cuda device, where the graph ran the op")


def op():
    return torch.ops.sctest.attn.default


def storage(elements, dtype):
    n = max(elements, 1)
    if dtype.is_complex or dtype.is_floating_point:
        return torch.randn(n, device=device).to(dtype)
    return torch.zeros(n, dtype=dtype, device=device)


def layouts(result):
    if isinstance(result, torch.Tensor):
        return {'result': result}
    return {f'result[{i}]': r for i, r in enumerate(result) if isinstance(r, torch.Tensor)}


# (2, 4, 200, 64) (the recorded sizes), the graph's layouts
def inputs_recorded():
    torch.manual_seed(0)
    s0 = storage(102400, torch.bfloat16)  # buf0
    s1 = storage(102400, torch.bfloat16)  # buf1
    s2 = storage(102400, torch.bfloat16)  # buf2
    return [s0.as_strided((2, 4, 200, 64), (51200, 64, 256, 1), 0), s1.as_strided((2, 4, 200, 64), (51200, 64, 256, 1), 0), s2.as_strided((2, 4, 200, 64), (51200, 64, 256, 1), 0), 0.125, True], dict()


# (2, 4, 200, 64) (the recorded sizes), contiguous
def inputs_contiguous():
    torch.manual_seed(0)
    s0 = storage(102400, torch.bfloat16)  # #0~contiguous
    s1 = storage(102400, torch.bfloat16)  # #1~contiguous
    s2 = storage(102400, torch.bfloat16)  # #2~contiguous
    return [s0.as_strided((2, 4, 200, 64), (51200, 12800, 64, 1), 0), s1.as_strided((2, 4, 200, 64), (51200, 12800, 64, 1), 0), s2.as_strided((2, 4, 200, 64), (51200, 12800, 64, 1), 0), 0.125, True], dict()


# (2, 4, 200, 64) (the recorded sizes), a mix of the graph's layouts and contiguous
def inputs_mixed():
    torch.manual_seed(0)
    s0 = storage(102400, torch.bfloat16)  # #0~contiguous
    s1 = storage(102400, torch.bfloat16)  # #2~contiguous
    s2 = storage(102400, torch.bfloat16)  # buf1
    return [s0.as_strided((2, 4, 200, 64), (51200, 12800, 64, 1), 0), s2.as_strided((2, 4, 200, 64), (51200, 64, 256, 1), 0), s1.as_strided((2, 4, 200, 64), (51200, 12800, 64, 1), 0), 0.125, True], dict()


# (4, 5, 96, 32), the graph's layouts
def inputs_smaller():
    torch.manual_seed(0)
    s0 = storage(61440, torch.bfloat16)  # buf0
    s1 = storage(61440, torch.bfloat16)  # buf1
    s2 = storage(61440, torch.bfloat16)  # buf2
    return [s0.as_strided((4, 5, 96, 32), (15360, 32, 160, 1), 0), s1.as_strided((4, 5, 96, 32), (15360, 32, 160, 1), 0), s2.as_strided((4, 5, 96, 32), (15360, 32, 160, 1), 0), 0.125, True], dict()


# (4, 5, 96, 32), contiguous
def inputs_smaller_contiguous():
    torch.manual_seed(0)
    s0 = storage(61440, torch.bfloat16)  # #0~contiguous
    s1 = storage(61440, torch.bfloat16)  # #1~contiguous
    s2 = storage(61440, torch.bfloat16)  # #2~contiguous
    return [s0.as_strided((4, 5, 96, 32), (15360, 3072, 32, 1), 0), s1.as_strided((4, 5, 96, 32), (15360, 3072, 32, 1), 0), s2.as_strided((4, 5, 96, 32), (15360, 3072, 32, 1), 0), 0.125, True], dict()


# (3, 6, 248, 80), the graph's layouts
def inputs_larger():
    torch.manual_seed(0)
    s0 = storage(357120, torch.bfloat16)  # buf0
    s1 = storage(357120, torch.bfloat16)  # buf1
    s2 = storage(357120, torch.bfloat16)  # buf2
    return [s0.as_strided((3, 6, 248, 80), (119040, 80, 480, 1), 0), s1.as_strided((3, 6, 248, 80), (119040, 80, 480, 1), 0), s2.as_strided((3, 6, 248, 80), (119040, 80, 480, 1), 0), 0.125, True], dict()


# (3, 6, 248, 80), contiguous
def inputs_larger_contiguous():
    torch.manual_seed(0)
    s0 = storage(357120, torch.bfloat16)  # #0~contiguous
    s1 = storage(357120, torch.bfloat16)  # #1~contiguous
    s2 = storage(357120, torch.bfloat16)  # #2~contiguous
    return [s0.as_strided((3, 6, 248, 80), (119040, 19840, 80, 1), 0), s1.as_strided((3, 6, 248, 80), (119040, 19840, 80, 1), 0), s2.as_strided((3, 6, 248, 80), (119040, 19840, 80, 1), 0), 0.125, True], dict()


INPUT_SETS = {
    "recorded": inputs_recorded,
    "contiguous": inputs_contiguous,
    "mixed": inputs_mixed,
    "smaller": inputs_smaller,
    "smaller_contiguous": inputs_smaller_contiguous,
    "larger": inputs_larger,
    "larger_contiguous": inputs_larger_contiguous,
}


@pytest.mark.parametrize('name', list(INPUT_SETS))
def test_fake_returns_the_kernels_layout(name):
    args, kwargs = INPUT_SETS[name]()
    real = layouts(op()(*args, **kwargs))
    with FakeTensorMode():
        args, kwargs = INPUT_SETS[name]()
        fake = layouts(op()(*args, **kwargs))
    assert real.keys() == fake.keys()
    for out, r in real.items():
        f = fake[out]
        # the kernel's layout against the fake's, as a compiled graph's assert checks it
        assert_size_stride(r, tuple(f.shape), tuple(f.stride()))
