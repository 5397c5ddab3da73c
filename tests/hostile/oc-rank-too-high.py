# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(primals_2, (768, 256), (256, 1))
        assert_size_stride(primals_3, (256, 256), (256, 1))
        buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(primals_1, (256, 256), (256, 1), 0), reinterpret_tensor(primals_2, (256, 768), (1, 256), 0), out=buf0)
        del primals_2
        # Topologically Sorted Source Nodes: [linear, split, view, q_1, view_1, k_1, view_2, v_1, y], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf0, (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), 256), reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf2 = buf1[0]
        assert_size_stride(buf2, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf2, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf3 = buf1[1]
        assert_size_stride(buf3, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf3, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf1
        buf4 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf2, (256, 256), (256, 1), 0), reinterpret_tensor(primals_3, (256, 256), (1, 256), 0), out=buf4)
        return (reinterpret_tensor(buf4, (2, 128, 256), (32768, 256, 1), 0), primals_3, reinterpret_tensor(primals_1, (256, 256), (256, 1), 0), reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf2, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
