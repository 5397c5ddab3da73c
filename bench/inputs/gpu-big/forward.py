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
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

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


# kernel path: /tmp/capture-j0xq6xp5/inductor/hz/chzgvhiodu4wao7yrlyae25icakctpqcnxskmpch5slkmjhrtlxn.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %buf1 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_1 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_1), kwargs = {})
#   %add_1 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_2), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%convert_element_type_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1574912}}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 512, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 512.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp1 - tmp11
    tmp24 = tmp23 * tmp22
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp24 * tmp26
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp27 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp22, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp31, xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/jf/cjfqr7d7isqbsoirakijchcsppviuayuc5cvancpj5hax5td27ra.py
# Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_1 => add_3, add_4, convert_element_type_6, convert_element_type_7, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   linear_1 => view_7
#   x => add_2
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_1 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %buf13 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf13]
#   %getitem_15 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_6 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_7]
#   %view_7 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 256, 512]), kwargs = {})
#   %add_2 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_7), kwargs = {})
#   %convert_element_type_6 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_6, %getitem_15), kwargs = {})
#   %mul_2 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_6), kwargs = {})
#   %add_4 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_7), kwargs = {})
#   %convert_element_type_7 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   return %getitem_15,%buf13,%rsqrt_1,%convert_element_type_7
triton_per_fused__unsafe_view_add_native_layer_norm_1 = async_compile.triton('triton_per_fused__unsafe_view_add_native_layer_norm_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_native_layer_norm_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2099200}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_native_layer_norm_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 512, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 512.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-05, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp3 - tmp13
    tmp26 = tmp25 * tmp24
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp24, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp33, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/g2/cg2gcr6xn34rk4tgegbso4olkcxwhklzm3ranc2u763x3nmx7q2k.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_1 => view_9
#   input_2 => add_5, convert_element_type_11, convert_element_type_12, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_9 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 256, 1024]), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_9, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_11, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_11, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_5), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_12
triton_poi_fused_gelu_view_2 = async_compile.triton('triton_poi_fused_gelu_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/j2/cj2hyo5nkuwso6puk6wd27yzp6oyhkdtqvgxb7upgxvprgcvilld.py
# Topologically Sorted Source Nodes: [linear_1, x, input_3, input_4, layer_norm_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_3 => view_11
#   input_4 => add_6
#   layer_norm_2 => add_7, add_8, convert_element_type_16, convert_element_type_17, mul_7, mul_8, rsqrt_2, sub_2, var_mean_2
#   linear_1 => view_7
#   x => add_2
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_1 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %addmm_1 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %add_6 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_6]
#   %buf22 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf22]
#   %getitem_17 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %rsqrt_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_12 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_13]
#   %view_7 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 256, 512]), kwargs = {})
#   %add_2 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_7), kwargs = {})
#   %view_11 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [2, 256, 512]), kwargs = {})
#   %add_6 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_2, %view_11), kwargs = {})
#   %convert_element_type_16 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_16, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_2 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_16, %getitem_17), kwargs = {})
#   %mul_7 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_8 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %primals_12), kwargs = {})
#   %add_8 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %primals_13), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_8, torch.bfloat16), kwargs = {})
#   return %add_6,%getitem_17,%buf22,%rsqrt_2,%convert_element_type_17
triton_per_fused__unsafe_view_add_native_layer_norm_view_3 = async_compile.triton('triton_per_fused__unsafe_view_add_native_layer_norm_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_native_layer_norm_view_3', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 3672064}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_native_layer_norm_view_3(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp29 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp32 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 512, tl.int32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp12 / tmp14)
    tmp16 = tmp6 - tmp15
    tmp17 = tmp16 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 512.0, tl.float32)
    tmp23 = (tmp21 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp5 - tmp15
    tmp28 = tmp27 * tmp26
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp28 * tmp30
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp31 + tmp33
    tmp35 = tmp34.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp26, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp35, xmask)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/h2/ch256knpd6adg76ylxydj3lrtibu2mki4d3j3g6ab4cgqmehx7zi.py
# Topologically Sorted Source Nodes: [linear_5, x_1, layer_norm_3], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_3 => add_10, add_11, convert_element_type_22, convert_element_type_23, mul_10, mul_9, rsqrt_3, sub_3, var_mean_3
#   linear_5 => view_19
#   x_1 => add_9
# Graph fragment:
#   %add_6 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_6]
#   %mm_3 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_9 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_9]
#   %buf35 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf35]
#   %getitem_31 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_31]
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_16 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "bf16[512][1]cuda:0" = PlaceHolder[target=primals_17]
#   %view_19 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 256, 512]), kwargs = {})
#   %add_9 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_19), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.float32), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_22, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_10 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %sub_3 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_22, %getitem_31), kwargs = {})
#   %mul_9 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_10 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %primals_16), kwargs = {})
#   %add_11 : Tensor "f32[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %primals_17), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.bfloat16), kwargs = {})
#   return %add_9,%getitem_31,%buf35,%rsqrt_3,%convert_element_type_23
triton_per_fused__unsafe_view_add_native_layer_norm_4 = async_compile.triton('triton_per_fused__unsafe_view_add_native_layer_norm_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_native_layer_norm_4', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 3147776}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_native_layer_norm_4(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 512, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 512.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-05, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp3 - tmp13
    tmp26 = tmp25 * tmp24
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp24, xmask)
    tl.store(out_ptr1 + (r0_1 + 512*x0), tmp33, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/q4/cq4ifmkvm3noboverpa5wyk4cydgem657g5wbzxzplkw72np2ta6.py
# Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_5 => view_21
#   input_6 => add_12, convert_element_type_27, convert_element_type_28, erf_1, mul_11, mul_12, mul_13
# Graph fragment:
#   %addmm_2 : Tensor "bf16[512, 1088][1088, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_21 : Tensor "bf16[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 256, 1088]), kwargs = {})
#   %convert_element_type_27 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.float32), kwargs = {})
#   %mul_11 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_27, 0.5), kwargs = {})
#   %mul_12 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_27, 0.7071067811865476), kwargs = {})
#   %erf_1 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_12,), kwargs = {})
#   %add_12 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_1, 1), kwargs = {})
#   %mul_13 : Tensor "f32[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, %add_12), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[2, 256, 1088][278528, 1088, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_13, torch.bfloat16), kwargs = {})
#   return %convert_element_type_28
triton_poi_fused_gelu_view_5 = async_compile.triton('triton_poi_fused_gelu_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3342336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 557056
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/c3/cc33muit5ydpfg3t3e2rqv44suzri6pxrzprfw6ckqpayzxr5btv.py
# Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_10 => add_19, convert_element_type_43, convert_element_type_44, erf_2, mul_18, mul_19, mul_20
#   input_9 => view_33
# Graph fragment:
#   %addmm_4 : Tensor "bf16[512, 1152][1152, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_33 : Tensor "bf16[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [2, 256, 1152]), kwargs = {})
#   %convert_element_type_43 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_33, torch.float32), kwargs = {})
#   %mul_18 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_43, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_43, 0.7071067811865476), kwargs = {})
#   %erf_2 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_19,), kwargs = {})
#   %add_19 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_2, 1), kwargs = {})
#   %mul_20 : Tensor "f32[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %add_19), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[2, 256, 1152][294912, 1152, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_20, torch.bfloat16), kwargs = {})
#   return %convert_element_type_44
triton_poi_fused_gelu_view_6 = async_compile.triton('triton_poi_fused_gelu_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3538944}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/ve/cve6vm2lf63rfwe3cdyeioagsoojoqw5jtmx2xok7l3xp6hnwh2p.py
# Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_13 => view_45
#   input_14 => add_26, convert_element_type_59, convert_element_type_60, erf_3, mul_25, mul_26, mul_27
# Graph fragment:
#   %addmm_6 : Tensor "bf16[512, 1216][1216, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_45 : Tensor "bf16[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [2, 256, 1216]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_45, torch.float32), kwargs = {})
#   %mul_25 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_59, 0.5), kwargs = {})
#   %mul_26 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_59, 0.7071067811865476), kwargs = {})
#   %erf_3 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_26,), kwargs = {})
#   %add_26 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_3, 1), kwargs = {})
#   %mul_27 : Tensor "f32[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %add_26), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[2, 256, 1216][311296, 1216, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_27, torch.bfloat16), kwargs = {})
#   return %convert_element_type_60
triton_poi_fused_gelu_view_7 = async_compile.triton('triton_poi_fused_gelu_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3735552}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 622592
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/gm/cgmgmfech6ejwch55ubyqlxgw5jmpqiquzb4tqlxf4oucnwnc5ee.py
# Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_17 => view_57
#   input_18 => add_33, convert_element_type_75, convert_element_type_76, erf_4, mul_32, mul_33, mul_34
# Graph fragment:
#   %addmm_8 : Tensor "bf16[512, 1280][1280, 1]cuda:0" = PlaceHolder[target=addmm_8]
#   %view_57 : Tensor "bf16[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [2, 256, 1280]), kwargs = {})
#   %convert_element_type_75 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_57, torch.float32), kwargs = {})
#   %mul_32 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_75, 0.5), kwargs = {})
#   %mul_33 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_75, 0.7071067811865476), kwargs = {})
#   %erf_4 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_33,), kwargs = {})
#   %add_33 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_4, 1), kwargs = {})
#   %mul_34 : Tensor "f32[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_32, %add_33), kwargs = {})
#   %convert_element_type_76 : Tensor "bf16[2, 256, 1280][327680, 1280, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_34, torch.bfloat16), kwargs = {})
#   return %convert_element_type_76
triton_poi_fused_gelu_view_8 = async_compile.triton('triton_poi_fused_gelu_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3932160}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 655360
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/za/cza6erfdwptefkayrp7duyjigbhcjevk2v2kuilswpvbu5jukqfv.py
# Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_21 => view_69
#   input_22 => add_40, convert_element_type_91, convert_element_type_92, erf_5, mul_39, mul_40, mul_41
# Graph fragment:
#   %addmm_10 : Tensor "bf16[512, 1344][1344, 1]cuda:0" = PlaceHolder[target=addmm_10]
#   %view_69 : Tensor "bf16[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_10, [2, 256, 1344]), kwargs = {})
#   %convert_element_type_91 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_69, torch.float32), kwargs = {})
#   %mul_39 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_91, 0.5), kwargs = {})
#   %mul_40 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_91, 0.7071067811865476), kwargs = {})
#   %erf_5 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_40,), kwargs = {})
#   %add_40 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_5, 1), kwargs = {})
#   %mul_41 : Tensor "f32[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_39, %add_40), kwargs = {})
#   %convert_element_type_92 : Tensor "bf16[2, 256, 1344][344064, 1344, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   return %convert_element_type_92
triton_poi_fused_gelu_view_9 = async_compile.triton('triton_poi_fused_gelu_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4128768}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 688128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/nu/cnuigpdyhcd5ma4cyiea4hfalscvaudso33ier5l7z2f4kt4uzu4.py
# Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_25 => view_81
#   input_26 => add_47, convert_element_type_107, convert_element_type_108, erf_6, mul_46, mul_47, mul_48
# Graph fragment:
#   %addmm_12 : Tensor "bf16[512, 1408][1408, 1]cuda:0" = PlaceHolder[target=addmm_12]
#   %view_81 : Tensor "bf16[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [2, 256, 1408]), kwargs = {})
#   %convert_element_type_107 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_81, torch.float32), kwargs = {})
#   %mul_46 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_107, 0.5), kwargs = {})
#   %mul_47 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_107, 0.7071067811865476), kwargs = {})
#   %erf_6 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_47,), kwargs = {})
#   %add_47 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_6, 1), kwargs = {})
#   %mul_48 : Tensor "f32[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_46, %add_47), kwargs = {})
#   %convert_element_type_108 : Tensor "bf16[2, 256, 1408][360448, 1408, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_48, torch.bfloat16), kwargs = {})
#   return %convert_element_type_108
triton_poi_fused_gelu_view_10 = async_compile.triton('triton_poi_fused_gelu_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4325376}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_10(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 720896
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/vv/cvv7xqqwvowzxu4sqgc6unpz6cxfwyzk73wv2vcdvvffpvweg37v.py
# Topologically Sorted Source Nodes: [input_29, input_30], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_29 => view_93
#   input_30 => add_54, convert_element_type_123, convert_element_type_124, erf_7, mul_53, mul_54, mul_55
# Graph fragment:
#   %addmm_14 : Tensor "bf16[512, 1472][1472, 1]cuda:0" = PlaceHolder[target=addmm_14]
#   %view_93 : Tensor "bf16[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_14, [2, 256, 1472]), kwargs = {})
#   %convert_element_type_123 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_93, torch.float32), kwargs = {})
#   %mul_53 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_123, 0.5), kwargs = {})
#   %mul_54 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_123, 0.7071067811865476), kwargs = {})
#   %erf_7 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_54,), kwargs = {})
#   %add_54 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_7, 1), kwargs = {})
#   %mul_55 : Tensor "f32[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %add_54), kwargs = {})
#   %convert_element_type_124 : Tensor "bf16[2, 256, 1472][376832, 1472, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_55, torch.bfloat16), kwargs = {})
#   return %convert_element_type_124
triton_poi_fused_gelu_view_11 = async_compile.triton('triton_poi_fused_gelu_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4521984}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 753664
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/q2/cq23xwz7dkifayskaer42qdg33rfg4nzd3w73j64syeax65yozkw.py
# Topologically Sorted Source Nodes: [input_33, input_34], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_33 => view_105
#   input_34 => add_61, convert_element_type_139, convert_element_type_140, erf_8, mul_60, mul_61, mul_62
# Graph fragment:
#   %addmm_16 : Tensor "bf16[512, 1536][1536, 1]cuda:0" = PlaceHolder[target=addmm_16]
#   %view_105 : Tensor "bf16[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_16, [2, 256, 1536]), kwargs = {})
#   %convert_element_type_139 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_105, torch.float32), kwargs = {})
#   %mul_60 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_139, 0.5), kwargs = {})
#   %mul_61 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_139, 0.7071067811865476), kwargs = {})
#   %erf_8 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_61,), kwargs = {})
#   %add_61 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_8, 1), kwargs = {})
#   %mul_62 : Tensor "f32[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_60, %add_61), kwargs = {})
#   %convert_element_type_140 : Tensor "bf16[2, 256, 1536][393216, 1536, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_62, torch.bfloat16), kwargs = {})
#   return %convert_element_type_140
triton_poi_fused_gelu_view_12 = async_compile.triton('triton_poi_fused_gelu_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_12(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/r5/cr5lvk7znf4v2ucvvwb4mjj6ejwsgxkdp63i4jz77poqgcmhtywp.py
# Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_37 => view_117
#   input_38 => add_68, convert_element_type_155, convert_element_type_156, erf_9, mul_67, mul_68, mul_69
# Graph fragment:
#   %addmm_18 : Tensor "bf16[512, 1600][1600, 1]cuda:0" = PlaceHolder[target=addmm_18]
#   %view_117 : Tensor "bf16[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_18, [2, 256, 1600]), kwargs = {})
#   %convert_element_type_155 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_117, torch.float32), kwargs = {})
#   %mul_67 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_155, 0.5), kwargs = {})
#   %mul_68 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_155, 0.7071067811865476), kwargs = {})
#   %erf_9 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_68,), kwargs = {})
#   %add_68 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_9, 1), kwargs = {})
#   %mul_69 : Tensor "f32[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_67, %add_68), kwargs = {})
#   %convert_element_type_156 : Tensor "bf16[2, 256, 1600][409600, 1600, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_69, torch.bfloat16), kwargs = {})
#   return %convert_element_type_156
triton_poi_fused_gelu_view_13 = async_compile.triton('triton_poi_fused_gelu_view_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4915200}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 819200
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/gz/cgzyetzu76zuw2udfvvm6bciv5f7bq7klfvftko53dpjtgjy3uw4.py
# Topologically Sorted Source Nodes: [input_41, input_42], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_41 => view_129
#   input_42 => add_75, convert_element_type_171, convert_element_type_172, erf_10, mul_74, mul_75, mul_76
# Graph fragment:
#   %addmm_20 : Tensor "bf16[512, 1664][1664, 1]cuda:0" = PlaceHolder[target=addmm_20]
#   %view_129 : Tensor "bf16[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_20, [2, 256, 1664]), kwargs = {})
#   %convert_element_type_171 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_129, torch.float32), kwargs = {})
#   %mul_74 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_171, 0.5), kwargs = {})
#   %mul_75 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_171, 0.7071067811865476), kwargs = {})
#   %erf_10 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_75,), kwargs = {})
#   %add_75 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_10, 1), kwargs = {})
#   %mul_76 : Tensor "f32[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_74, %add_75), kwargs = {})
#   %convert_element_type_172 : Tensor "bf16[2, 256, 1664][425984, 1664, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_76, torch.bfloat16), kwargs = {})
#   return %convert_element_type_172
triton_poi_fused_gelu_view_14 = async_compile.triton('triton_poi_fused_gelu_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5111808}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 851968
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/i6/ci6s3b62jfq54ooyi5ax5jyfptjtdcjmh44fyflm6vjvzc7inry5.py
# Topologically Sorted Source Nodes: [input_45, input_46], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_45 => view_141
#   input_46 => add_82, convert_element_type_187, convert_element_type_188, erf_11, mul_81, mul_82, mul_83
# Graph fragment:
#   %addmm_22 : Tensor "bf16[512, 1728][1728, 1]cuda:0" = PlaceHolder[target=addmm_22]
#   %view_141 : Tensor "bf16[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_22, [2, 256, 1728]), kwargs = {})
#   %convert_element_type_187 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_141, torch.float32), kwargs = {})
#   %mul_81 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_187, 0.5), kwargs = {})
#   %mul_82 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_187, 0.7071067811865476), kwargs = {})
#   %erf_11 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_82,), kwargs = {})
#   %add_82 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_11, 1), kwargs = {})
#   %mul_83 : Tensor "f32[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_81, %add_82), kwargs = {})
#   %convert_element_type_188 : Tensor "bf16[2, 256, 1728][442368, 1728, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_83, torch.bfloat16), kwargs = {})
#   return %convert_element_type_188
triton_poi_fused_gelu_view_15 = async_compile.triton('triton_poi_fused_gelu_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5308416}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_15(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 884736
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/5c/c5ct6dnpop5hw2u7fcaz64wtgi5b63jpggkvlomf5ldo4chl6nzd.py
# Topologically Sorted Source Nodes: [input_49, input_50], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_49 => view_153
#   input_50 => add_89, convert_element_type_203, convert_element_type_204, erf_12, mul_88, mul_89, mul_90
# Graph fragment:
#   %addmm_24 : Tensor "bf16[512, 1792][1792, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %view_153 : Tensor "bf16[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [2, 256, 1792]), kwargs = {})
#   %convert_element_type_203 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_153, torch.float32), kwargs = {})
#   %mul_88 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_203, 0.5), kwargs = {})
#   %mul_89 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_203, 0.7071067811865476), kwargs = {})
#   %erf_12 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_89,), kwargs = {})
#   %add_89 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_12, 1), kwargs = {})
#   %mul_90 : Tensor "f32[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_88, %add_89), kwargs = {})
#   %convert_element_type_204 : Tensor "bf16[2, 256, 1792][458752, 1792, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_90, torch.bfloat16), kwargs = {})
#   return %convert_element_type_204
triton_poi_fused_gelu_view_16 = async_compile.triton('triton_poi_fused_gelu_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5505024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 917504
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/42/c42biuzfjnktsgjer3p3ztlou256panos5bdl3sv3p47uadn6bi7.py
# Topologically Sorted Source Nodes: [input_53, input_54], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_53 => view_165
#   input_54 => add_96, convert_element_type_219, convert_element_type_220, erf_13, mul_95, mul_96, mul_97
# Graph fragment:
#   %addmm_26 : Tensor "bf16[512, 1856][1856, 1]cuda:0" = PlaceHolder[target=addmm_26]
#   %view_165 : Tensor "bf16[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_26, [2, 256, 1856]), kwargs = {})
#   %convert_element_type_219 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_165, torch.float32), kwargs = {})
#   %mul_95 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_219, 0.5), kwargs = {})
#   %mul_96 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_219, 0.7071067811865476), kwargs = {})
#   %erf_13 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_96,), kwargs = {})
#   %add_96 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_13, 1), kwargs = {})
#   %mul_97 : Tensor "f32[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_95, %add_96), kwargs = {})
#   %convert_element_type_220 : Tensor "bf16[2, 256, 1856][475136, 1856, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_97, torch.bfloat16), kwargs = {})
#   return %convert_element_type_220
triton_poi_fused_gelu_view_17 = async_compile.triton('triton_poi_fused_gelu_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5701632}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_17(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 950272
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/3f/c3fekr6e3xv75rqhuvd5ihfgwzcoxahk7xine644y5broho5oez5.py
# Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_57 => view_177
#   input_58 => add_103, convert_element_type_235, convert_element_type_236, erf_14, mul_102, mul_103, mul_104
# Graph fragment:
#   %addmm_28 : Tensor "bf16[512, 1920][1920, 1]cuda:0" = PlaceHolder[target=addmm_28]
#   %view_177 : Tensor "bf16[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_28, [2, 256, 1920]), kwargs = {})
#   %convert_element_type_235 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_177, torch.float32), kwargs = {})
#   %mul_102 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_235, 0.5), kwargs = {})
#   %mul_103 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_235, 0.7071067811865476), kwargs = {})
#   %erf_14 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_103,), kwargs = {})
#   %add_103 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_14, 1), kwargs = {})
#   %mul_104 : Tensor "f32[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_102, %add_103), kwargs = {})
#   %convert_element_type_236 : Tensor "bf16[2, 256, 1920][491520, 1920, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_104, torch.bfloat16), kwargs = {})
#   return %convert_element_type_236
triton_poi_fused_gelu_view_18 = async_compile.triton('triton_poi_fused_gelu_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5898240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_18(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 983040
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/bb/cbbwoviapmpkhlwraosi5wfqo5gtrnrggjd2hno6ung7wusawqx2.py
# Topologically Sorted Source Nodes: [input_61, input_62], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_61 => view_189
#   input_62 => add_110, convert_element_type_251, convert_element_type_252, erf_15, mul_109, mul_110, mul_111
# Graph fragment:
#   %addmm_30 : Tensor "bf16[512, 1984][1984, 1]cuda:0" = PlaceHolder[target=addmm_30]
#   %view_189 : Tensor "bf16[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_30, [2, 256, 1984]), kwargs = {})
#   %convert_element_type_251 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_189, torch.float32), kwargs = {})
#   %mul_109 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_251, 0.5), kwargs = {})
#   %mul_110 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_251, 0.7071067811865476), kwargs = {})
#   %erf_15 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_110,), kwargs = {})
#   %add_110 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_15, 1), kwargs = {})
#   %mul_111 : Tensor "f32[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_109, %add_110), kwargs = {})
#   %convert_element_type_252 : Tensor "bf16[2, 256, 1984][507904, 1984, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_111, torch.bfloat16), kwargs = {})
#   return %convert_element_type_252
triton_poi_fused_gelu_view_19 = async_compile.triton('triton_poi_fused_gelu_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6094848}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1015808
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/mt/cmtqo4o7vmjsh6yqj4vbovot6e6q2zix5axluac4utvfim5g53u4.py
# Topologically Sorted Source Nodes: [input_65, input_66], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_65 => view_201
#   input_66 => add_117, convert_element_type_267, convert_element_type_268, erf_16, mul_116, mul_117, mul_118
# Graph fragment:
#   %addmm_32 : Tensor "bf16[512, 2048][2048, 1]cuda:0" = PlaceHolder[target=addmm_32]
#   %view_201 : Tensor "bf16[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_32, [2, 256, 2048]), kwargs = {})
#   %convert_element_type_267 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_201, torch.float32), kwargs = {})
#   %mul_116 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_267, 0.5), kwargs = {})
#   %mul_117 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_267, 0.7071067811865476), kwargs = {})
#   %erf_16 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_117,), kwargs = {})
#   %add_117 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_16, 1), kwargs = {})
#   %mul_118 : Tensor "f32[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_116, %add_117), kwargs = {})
#   %convert_element_type_268 : Tensor "bf16[2, 256, 2048][524288, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_118, torch.bfloat16), kwargs = {})
#   return %convert_element_type_268
triton_poi_fused_gelu_view_20 = async_compile.triton('triton_poi_fused_gelu_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/sy/csy3x77b3gvlfaov7kwemvunwz5eno25wor5klrpussomryvleg7.py
# Topologically Sorted Source Nodes: [input_69, input_70], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_69 => view_213
#   input_70 => add_124, convert_element_type_283, convert_element_type_284, erf_17, mul_123, mul_124, mul_125
# Graph fragment:
#   %addmm_34 : Tensor "bf16[512, 2112][2112, 1]cuda:0" = PlaceHolder[target=addmm_34]
#   %view_213 : Tensor "bf16[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_34, [2, 256, 2112]), kwargs = {})
#   %convert_element_type_283 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_213, torch.float32), kwargs = {})
#   %mul_123 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_283, 0.5), kwargs = {})
#   %mul_124 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_283, 0.7071067811865476), kwargs = {})
#   %erf_17 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_124,), kwargs = {})
#   %add_124 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_17, 1), kwargs = {})
#   %mul_125 : Tensor "f32[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_123, %add_124), kwargs = {})
#   %convert_element_type_284 : Tensor "bf16[2, 256, 2112][540672, 2112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_125, torch.bfloat16), kwargs = {})
#   return %convert_element_type_284
triton_poi_fused_gelu_view_21 = async_compile.triton('triton_poi_fused_gelu_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_21', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6488064}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_21(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1081344
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/sv/csvdpblwaytr4wq34lsm5dvkfbxaclll2h7tz4gkj3awst34hzkw.py
# Topologically Sorted Source Nodes: [input_73, input_74], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_73 => view_225
#   input_74 => add_131, convert_element_type_299, convert_element_type_300, erf_18, mul_130, mul_131, mul_132
# Graph fragment:
#   %addmm_36 : Tensor "bf16[512, 2176][2176, 1]cuda:0" = PlaceHolder[target=addmm_36]
#   %view_225 : Tensor "bf16[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_36, [2, 256, 2176]), kwargs = {})
#   %convert_element_type_299 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_225, torch.float32), kwargs = {})
#   %mul_130 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_299, 0.5), kwargs = {})
#   %mul_131 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_299, 0.7071067811865476), kwargs = {})
#   %erf_18 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_131,), kwargs = {})
#   %add_131 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_18, 1), kwargs = {})
#   %mul_132 : Tensor "f32[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_130, %add_131), kwargs = {})
#   %convert_element_type_300 : Tensor "bf16[2, 256, 2176][557056, 2176, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_132, torch.bfloat16), kwargs = {})
#   return %convert_element_type_300
triton_poi_fused_gelu_view_22 = async_compile.triton('triton_poi_fused_gelu_view_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6684672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_22(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1114112
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/lt/cltbejkjjrrvia5ydqnblolsf43beg42xwnv3zkxgiluclbkyhaq.py
# Topologically Sorted Source Nodes: [input_77, input_78], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_77 => view_237
#   input_78 => add_138, convert_element_type_315, convert_element_type_316, erf_19, mul_137, mul_138, mul_139
# Graph fragment:
#   %addmm_38 : Tensor "bf16[512, 2240][2240, 1]cuda:0" = PlaceHolder[target=addmm_38]
#   %view_237 : Tensor "bf16[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_38, [2, 256, 2240]), kwargs = {})
#   %convert_element_type_315 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_237, torch.float32), kwargs = {})
#   %mul_137 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_315, 0.5), kwargs = {})
#   %mul_138 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_315, 0.7071067811865476), kwargs = {})
#   %erf_19 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_138,), kwargs = {})
#   %add_138 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_19, 1), kwargs = {})
#   %mul_139 : Tensor "f32[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_137, %add_138), kwargs = {})
#   %convert_element_type_316 : Tensor "bf16[2, 256, 2240][573440, 2240, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_139, torch.bfloat16), kwargs = {})
#   return %convert_element_type_316
triton_poi_fused_gelu_view_23 = async_compile.triton('triton_poi_fused_gelu_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6881280}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_23(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1146880
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/pn/cpnwflo5xwqemqfww3plaw5tub37qq5nug5peiz62brjw4ysfr4r.py
# Topologically Sorted Source Nodes: [input_81, input_82], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_81 => view_249
#   input_82 => add_145, convert_element_type_331, convert_element_type_332, erf_20, mul_144, mul_145, mul_146
# Graph fragment:
#   %addmm_40 : Tensor "bf16[512, 2304][2304, 1]cuda:0" = PlaceHolder[target=addmm_40]
#   %view_249 : Tensor "bf16[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_40, [2, 256, 2304]), kwargs = {})
#   %convert_element_type_331 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_249, torch.float32), kwargs = {})
#   %mul_144 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_331, 0.5), kwargs = {})
#   %mul_145 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_331, 0.7071067811865476), kwargs = {})
#   %erf_20 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_145,), kwargs = {})
#   %add_145 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_20, 1), kwargs = {})
#   %mul_146 : Tensor "f32[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %add_145), kwargs = {})
#   %convert_element_type_332 : Tensor "bf16[2, 256, 2304][589824, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_146, torch.bfloat16), kwargs = {})
#   return %convert_element_type_332
triton_poi_fused_gelu_view_24 = async_compile.triton('triton_poi_fused_gelu_view_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7077888}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/z7/cz72rgylxp24mkcfx37lswznq5qfryuhoyq6q6jd3chn5qq6hdaj.py
# Topologically Sorted Source Nodes: [input_85, input_86], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_85 => view_261
#   input_86 => add_152, convert_element_type_347, convert_element_type_348, erf_21, mul_151, mul_152, mul_153
# Graph fragment:
#   %addmm_42 : Tensor "bf16[512, 2368][2368, 1]cuda:0" = PlaceHolder[target=addmm_42]
#   %view_261 : Tensor "bf16[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_42, [2, 256, 2368]), kwargs = {})
#   %convert_element_type_347 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_261, torch.float32), kwargs = {})
#   %mul_151 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_347, 0.5), kwargs = {})
#   %mul_152 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_347, 0.7071067811865476), kwargs = {})
#   %erf_21 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_152,), kwargs = {})
#   %add_152 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_21, 1), kwargs = {})
#   %mul_153 : Tensor "f32[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_151, %add_152), kwargs = {})
#   %convert_element_type_348 : Tensor "bf16[2, 256, 2368][606208, 2368, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_153, torch.bfloat16), kwargs = {})
#   return %convert_element_type_348
triton_poi_fused_gelu_view_25 = async_compile.triton('triton_poi_fused_gelu_view_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_25', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7274496}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_25(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1212416
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/vy/cvynd5hjst4nrwp6owa7xc6jpxra7b7weazjue7uebxndkt2iccp.py
# Topologically Sorted Source Nodes: [input_89, input_90], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_89 => view_273
#   input_90 => add_159, convert_element_type_363, convert_element_type_364, erf_22, mul_158, mul_159, mul_160
# Graph fragment:
#   %addmm_44 : Tensor "bf16[512, 2432][2432, 1]cuda:0" = PlaceHolder[target=addmm_44]
#   %view_273 : Tensor "bf16[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_44, [2, 256, 2432]), kwargs = {})
#   %convert_element_type_363 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_273, torch.float32), kwargs = {})
#   %mul_158 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_363, 0.5), kwargs = {})
#   %mul_159 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_363, 0.7071067811865476), kwargs = {})
#   %erf_22 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_159,), kwargs = {})
#   %add_159 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_22, 1), kwargs = {})
#   %mul_160 : Tensor "f32[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_158, %add_159), kwargs = {})
#   %convert_element_type_364 : Tensor "bf16[2, 256, 2432][622592, 2432, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_160, torch.bfloat16), kwargs = {})
#   return %convert_element_type_364
triton_poi_fused_gelu_view_26 = async_compile.triton('triton_poi_fused_gelu_view_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7471104}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_26(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1245184
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/hv/chv26molqwkfg4fp27gjyjd4oqdegnqigzu2deag3zgg6ghh75rb.py
# Topologically Sorted Source Nodes: [input_93, input_94], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_93 => view_285
#   input_94 => add_166, convert_element_type_379, convert_element_type_380, erf_23, mul_165, mul_166, mul_167
# Graph fragment:
#   %addmm_46 : Tensor "bf16[512, 2496][2496, 1]cuda:0" = PlaceHolder[target=addmm_46]
#   %view_285 : Tensor "bf16[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_46, [2, 256, 2496]), kwargs = {})
#   %convert_element_type_379 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_285, torch.float32), kwargs = {})
#   %mul_165 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_379, 0.5), kwargs = {})
#   %mul_166 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_379, 0.7071067811865476), kwargs = {})
#   %erf_23 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_166,), kwargs = {})
#   %add_166 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_23, 1), kwargs = {})
#   %mul_167 : Tensor "f32[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_165, %add_166), kwargs = {})
#   %convert_element_type_380 : Tensor "bf16[2, 256, 2496][638976, 2496, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_167, torch.bfloat16), kwargs = {})
#   return %convert_element_type_380
triton_poi_fused_gelu_view_27 = async_compile.triton('triton_poi_fused_gelu_view_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7667712}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_27(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1277952
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/5j/c5jduggkegaycdie6dumqvs7ubroawybny276xo2ibreq3ugtsw2.py
# Topologically Sorted Source Nodes: [input_97, input_98], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_97 => view_297
#   input_98 => add_173, convert_element_type_395, convert_element_type_396, erf_24, mul_172, mul_173, mul_174
# Graph fragment:
#   %addmm_48 : Tensor "bf16[512, 2560][2560, 1]cuda:0" = PlaceHolder[target=addmm_48]
#   %view_297 : Tensor "bf16[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_48, [2, 256, 2560]), kwargs = {})
#   %convert_element_type_395 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_297, torch.float32), kwargs = {})
#   %mul_172 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_395, 0.5), kwargs = {})
#   %mul_173 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_395, 0.7071067811865476), kwargs = {})
#   %erf_24 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_173,), kwargs = {})
#   %add_173 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_24, 1), kwargs = {})
#   %mul_174 : Tensor "f32[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_172, %add_173), kwargs = {})
#   %convert_element_type_396 : Tensor "bf16[2, 256, 2560][655360, 2560, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_174, torch.bfloat16), kwargs = {})
#   return %convert_element_type_396
triton_poi_fused_gelu_view_28 = async_compile.triton('triton_poi_fused_gelu_view_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_28', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7864320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_28(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1310720
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/2o/c2otod6kij3zhj6f2e2rle7yvwkzuc6xrgpuqc3qzuay5juw4saa.py
# Topologically Sorted Source Nodes: [input_101, input_102], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_101 => view_309
#   input_102 => add_180, convert_element_type_411, convert_element_type_412, erf_25, mul_179, mul_180, mul_181
# Graph fragment:
#   %addmm_50 : Tensor "bf16[512, 2624][2624, 1]cuda:0" = PlaceHolder[target=addmm_50]
#   %view_309 : Tensor "bf16[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_50, [2, 256, 2624]), kwargs = {})
#   %convert_element_type_411 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_309, torch.float32), kwargs = {})
#   %mul_179 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_411, 0.5), kwargs = {})
#   %mul_180 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_411, 0.7071067811865476), kwargs = {})
#   %erf_25 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_180,), kwargs = {})
#   %add_180 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_25, 1), kwargs = {})
#   %mul_181 : Tensor "f32[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_179, %add_180), kwargs = {})
#   %convert_element_type_412 : Tensor "bf16[2, 256, 2624][671744, 2624, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_181, torch.bfloat16), kwargs = {})
#   return %convert_element_type_412
triton_poi_fused_gelu_view_29 = async_compile.triton('triton_poi_fused_gelu_view_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8060928}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_29(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1343488
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/z7/cz7hnov3uyt37h66m7usc6daovlodavdl6qrw6qxz3p6h54vp4jm.py
# Topologically Sorted Source Nodes: [input_105, input_106], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_105 => view_321
#   input_106 => add_187, convert_element_type_427, convert_element_type_428, erf_26, mul_186, mul_187, mul_188
# Graph fragment:
#   %addmm_52 : Tensor "bf16[512, 2688][2688, 1]cuda:0" = PlaceHolder[target=addmm_52]
#   %view_321 : Tensor "bf16[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_52, [2, 256, 2688]), kwargs = {})
#   %convert_element_type_427 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_321, torch.float32), kwargs = {})
#   %mul_186 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_427, 0.5), kwargs = {})
#   %mul_187 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_427, 0.7071067811865476), kwargs = {})
#   %erf_26 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_187,), kwargs = {})
#   %add_187 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_26, 1), kwargs = {})
#   %mul_188 : Tensor "f32[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_186, %add_187), kwargs = {})
#   %convert_element_type_428 : Tensor "bf16[2, 256, 2688][688128, 2688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_188, torch.bfloat16), kwargs = {})
#   return %convert_element_type_428
triton_poi_fused_gelu_view_30 = async_compile.triton('triton_poi_fused_gelu_view_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8257536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1376256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/n6/cn6x7kszv2qweguu32flgtpupfnx36fdssuwhkk565yyhvs3xmuj.py
# Topologically Sorted Source Nodes: [input_109, input_110], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_109 => view_333
#   input_110 => add_194, convert_element_type_443, convert_element_type_444, erf_27, mul_193, mul_194, mul_195
# Graph fragment:
#   %addmm_54 : Tensor "bf16[512, 2752][2752, 1]cuda:0" = PlaceHolder[target=addmm_54]
#   %view_333 : Tensor "bf16[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_54, [2, 256, 2752]), kwargs = {})
#   %convert_element_type_443 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_333, torch.float32), kwargs = {})
#   %mul_193 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_443, 0.5), kwargs = {})
#   %mul_194 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_443, 0.7071067811865476), kwargs = {})
#   %erf_27 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_194,), kwargs = {})
#   %add_194 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_27, 1), kwargs = {})
#   %mul_195 : Tensor "f32[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_193, %add_194), kwargs = {})
#   %convert_element_type_444 : Tensor "bf16[2, 256, 2752][704512, 2752, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_195, torch.bfloat16), kwargs = {})
#   return %convert_element_type_444
triton_poi_fused_gelu_view_31 = async_compile.triton('triton_poi_fused_gelu_view_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_31', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8454144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_31(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1409024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/nz/cnzqendzweqzqldp752gyphfrgwm2rsfsijh2xlwvb7ixkjakekg.py
# Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_113 => view_345
#   input_114 => add_201, convert_element_type_459, convert_element_type_460, erf_28, mul_200, mul_201, mul_202
# Graph fragment:
#   %addmm_56 : Tensor "bf16[512, 2816][2816, 1]cuda:0" = PlaceHolder[target=addmm_56]
#   %view_345 : Tensor "bf16[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_56, [2, 256, 2816]), kwargs = {})
#   %convert_element_type_459 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_345, torch.float32), kwargs = {})
#   %mul_200 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_459, 0.5), kwargs = {})
#   %mul_201 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_459, 0.7071067811865476), kwargs = {})
#   %erf_28 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_201,), kwargs = {})
#   %add_201 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_28, 1), kwargs = {})
#   %mul_202 : Tensor "f32[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_200, %add_201), kwargs = {})
#   %convert_element_type_460 : Tensor "bf16[2, 256, 2816][720896, 2816, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_202, torch.bfloat16), kwargs = {})
#   return %convert_element_type_460
triton_poi_fused_gelu_view_32 = async_compile.triton('triton_poi_fused_gelu_view_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_32', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8650752}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_32(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1441792
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/hq/chqwpyjenxspwxfzhymvzgxjt6oxrfgusrfsilwtkrbgga5uhx4s.py
# Topologically Sorted Source Nodes: [input_117, input_118], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_117 => view_357
#   input_118 => add_208, convert_element_type_475, convert_element_type_476, erf_29, mul_207, mul_208, mul_209
# Graph fragment:
#   %addmm_58 : Tensor "bf16[512, 2880][2880, 1]cuda:0" = PlaceHolder[target=addmm_58]
#   %view_357 : Tensor "bf16[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_58, [2, 256, 2880]), kwargs = {})
#   %convert_element_type_475 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_357, torch.float32), kwargs = {})
#   %mul_207 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_475, 0.5), kwargs = {})
#   %mul_208 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_475, 0.7071067811865476), kwargs = {})
#   %erf_29 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_208,), kwargs = {})
#   %add_208 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_29, 1), kwargs = {})
#   %mul_209 : Tensor "f32[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_207, %add_208), kwargs = {})
#   %convert_element_type_476 : Tensor "bf16[2, 256, 2880][737280, 2880, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_209, torch.bfloat16), kwargs = {})
#   return %convert_element_type_476
triton_poi_fused_gelu_view_33 = async_compile.triton('triton_poi_fused_gelu_view_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8847360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1474560
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/pi/cpidftvm6v57kaifyx4rr26hoayahubvrfordfgetuoafwgqtumj.py
# Topologically Sorted Source Nodes: [input_121, input_122], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_121 => view_369
#   input_122 => add_215, convert_element_type_491, convert_element_type_492, erf_30, mul_214, mul_215, mul_216
# Graph fragment:
#   %addmm_60 : Tensor "bf16[512, 2944][2944, 1]cuda:0" = PlaceHolder[target=addmm_60]
#   %view_369 : Tensor "bf16[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_60, [2, 256, 2944]), kwargs = {})
#   %convert_element_type_491 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_369, torch.float32), kwargs = {})
#   %mul_214 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_491, 0.5), kwargs = {})
#   %mul_215 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_491, 0.7071067811865476), kwargs = {})
#   %erf_30 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_215,), kwargs = {})
#   %add_215 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_30, 1), kwargs = {})
#   %mul_216 : Tensor "f32[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_214, %add_215), kwargs = {})
#   %convert_element_type_492 : Tensor "bf16[2, 256, 2944][753664, 2944, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_216, torch.bfloat16), kwargs = {})
#   return %convert_element_type_492
triton_poi_fused_gelu_view_34 = async_compile.triton('triton_poi_fused_gelu_view_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9043968}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1507328
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/4t/c4t4bwl4c4kbzm2esbv5c3lhrr5hs5vc7lfaacaofnliyp2qfxaz.py
# Topologically Sorted Source Nodes: [input_125, input_126], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_125 => view_381
#   input_126 => add_222, convert_element_type_507, convert_element_type_508, erf_31, mul_221, mul_222, mul_223
# Graph fragment:
#   %addmm_62 : Tensor "bf16[512, 3008][3008, 1]cuda:0" = PlaceHolder[target=addmm_62]
#   %view_381 : Tensor "bf16[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_62, [2, 256, 3008]), kwargs = {})
#   %convert_element_type_507 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_381, torch.float32), kwargs = {})
#   %mul_221 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_507, 0.5), kwargs = {})
#   %mul_222 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_507, 0.7071067811865476), kwargs = {})
#   %erf_31 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_222,), kwargs = {})
#   %add_222 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_31, 1), kwargs = {})
#   %mul_223 : Tensor "f32[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_221, %add_222), kwargs = {})
#   %convert_element_type_508 : Tensor "bf16[2, 256, 3008][770048, 3008, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_223, torch.bfloat16), kwargs = {})
#   return %convert_element_type_508
triton_poi_fused_gelu_view_35 = async_compile.triton('triton_poi_fused_gelu_view_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_35', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9240576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_35(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1540096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/capture-j0xq6xp5/inductor/pv/cpvrwcgmxmaqqplliigtx2jm5ax2qdgopilreyftqlqdhchz4h55.py
# Topologically Sorted Source Nodes: [input_127, input_128], Original ATen: [aten.view, aten.add]
# Source node to ATen node mapping:
#   input_127 => view_383
#   input_128 => add_223
# Graph fragment:
#   %add_219 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0" = PlaceHolder[target=add_219]
#   %addmm_63 : Tensor "bf16[512, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_63]
#   %view_383 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_63, [2, 256, 512]), kwargs = {})
#   %add_223 : Tensor "bf16[2, 256, 512][131072, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_219, %view_383), kwargs = {})
#   return %add_223
triton_poi_fused_add_view_36 = async_compile.triton('triton_poi_fused_add_view_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_36', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_36(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)
''', device_str='cuda')


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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321 = args
        args.clear()
        assert_size_stride(primals_1, (512, ), (1, ))
        assert_size_stride(primals_2, (512, ), (1, ))
        assert_size_stride(primals_3, (2, 256, 512), (131072, 512, 1))
        assert_size_stride(primals_4, (1536, 512), (512, 1))
        assert_size_stride(primals_5, (512, 512), (512, 1))
        assert_size_stride(primals_6, (512, ), (1, ))
        assert_size_stride(primals_7, (512, ), (1, ))
        assert_size_stride(primals_8, (1024, 512), (512, 1))
        assert_size_stride(primals_9, (1024, ), (1, ))
        assert_size_stride(primals_10, (512, 1024), (1024, 1))
        assert_size_stride(primals_11, (512, ), (1, ))
        assert_size_stride(primals_12, (512, ), (1, ))
        assert_size_stride(primals_13, (512, ), (1, ))
        assert_size_stride(primals_14, (1536, 512), (512, 1))
        assert_size_stride(primals_15, (512, 512), (512, 1))
        assert_size_stride(primals_16, (512, ), (1, ))
        assert_size_stride(primals_17, (512, ), (1, ))
        assert_size_stride(primals_18, (1088, 512), (512, 1))
        assert_size_stride(primals_19, (1088, ), (1, ))
        assert_size_stride(primals_20, (512, 1088), (1088, 1))
        assert_size_stride(primals_21, (512, ), (1, ))
        assert_size_stride(primals_22, (512, ), (1, ))
        assert_size_stride(primals_23, (512, ), (1, ))
        assert_size_stride(primals_24, (1536, 512), (512, 1))
        assert_size_stride(primals_25, (512, 512), (512, 1))
        assert_size_stride(primals_26, (512, ), (1, ))
        assert_size_stride(primals_27, (512, ), (1, ))
        assert_size_stride(primals_28, (1152, 512), (512, 1))
        assert_size_stride(primals_29, (1152, ), (1, ))
        assert_size_stride(primals_30, (512, 1152), (1152, 1))
        assert_size_stride(primals_31, (512, ), (1, ))
        assert_size_stride(primals_32, (512, ), (1, ))
        assert_size_stride(primals_33, (512, ), (1, ))
        assert_size_stride(primals_34, (1536, 512), (512, 1))
        assert_size_stride(primals_35, (512, 512), (512, 1))
        assert_size_stride(primals_36, (512, ), (1, ))
        assert_size_stride(primals_37, (512, ), (1, ))
        assert_size_stride(primals_38, (1216, 512), (512, 1))
        assert_size_stride(primals_39, (1216, ), (1, ))
        assert_size_stride(primals_40, (512, 1216), (1216, 1))
        assert_size_stride(primals_41, (512, ), (1, ))
        assert_size_stride(primals_42, (512, ), (1, ))
        assert_size_stride(primals_43, (512, ), (1, ))
        assert_size_stride(primals_44, (1536, 512), (512, 1))
        assert_size_stride(primals_45, (512, 512), (512, 1))
        assert_size_stride(primals_46, (512, ), (1, ))
        assert_size_stride(primals_47, (512, ), (1, ))
        assert_size_stride(primals_48, (1280, 512), (512, 1))
        assert_size_stride(primals_49, (1280, ), (1, ))
        assert_size_stride(primals_50, (512, 1280), (1280, 1))
        assert_size_stride(primals_51, (512, ), (1, ))
        assert_size_stride(primals_52, (512, ), (1, ))
        assert_size_stride(primals_53, (512, ), (1, ))
        assert_size_stride(primals_54, (1536, 512), (512, 1))
        assert_size_stride(primals_55, (512, 512), (512, 1))
        assert_size_stride(primals_56, (512, ), (1, ))
        assert_size_stride(primals_57, (512, ), (1, ))
        assert_size_stride(primals_58, (1344, 512), (512, 1))
        assert_size_stride(primals_59, (1344, ), (1, ))
        assert_size_stride(primals_60, (512, 1344), (1344, 1))
        assert_size_stride(primals_61, (512, ), (1, ))
        assert_size_stride(primals_62, (512, ), (1, ))
        assert_size_stride(primals_63, (512, ), (1, ))
        assert_size_stride(primals_64, (1536, 512), (512, 1))
        assert_size_stride(primals_65, (512, 512), (512, 1))
        assert_size_stride(primals_66, (512, ), (1, ))
        assert_size_stride(primals_67, (512, ), (1, ))
        assert_size_stride(primals_68, (1408, 512), (512, 1))
        assert_size_stride(primals_69, (1408, ), (1, ))
        assert_size_stride(primals_70, (512, 1408), (1408, 1))
        assert_size_stride(primals_71, (512, ), (1, ))
        assert_size_stride(primals_72, (512, ), (1, ))
        assert_size_stride(primals_73, (512, ), (1, ))
        assert_size_stride(primals_74, (1536, 512), (512, 1))
        assert_size_stride(primals_75, (512, 512), (512, 1))
        assert_size_stride(primals_76, (512, ), (1, ))
        assert_size_stride(primals_77, (512, ), (1, ))
        assert_size_stride(primals_78, (1472, 512), (512, 1))
        assert_size_stride(primals_79, (1472, ), (1, ))
        assert_size_stride(primals_80, (512, 1472), (1472, 1))
        assert_size_stride(primals_81, (512, ), (1, ))
        assert_size_stride(primals_82, (512, ), (1, ))
        assert_size_stride(primals_83, (512, ), (1, ))
        assert_size_stride(primals_84, (1536, 512), (512, 1))
        assert_size_stride(primals_85, (512, 512), (512, 1))
        assert_size_stride(primals_86, (512, ), (1, ))
        assert_size_stride(primals_87, (512, ), (1, ))
        assert_size_stride(primals_88, (1536, 512), (512, 1))
        assert_size_stride(primals_89, (1536, ), (1, ))
        assert_size_stride(primals_90, (512, 1536), (1536, 1))
        assert_size_stride(primals_91, (512, ), (1, ))
        assert_size_stride(primals_92, (512, ), (1, ))
        assert_size_stride(primals_93, (512, ), (1, ))
        assert_size_stride(primals_94, (1536, 512), (512, 1))
        assert_size_stride(primals_95, (512, 512), (512, 1))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_97, (512, ), (1, ))
        assert_size_stride(primals_98, (1600, 512), (512, 1))
        assert_size_stride(primals_99, (1600, ), (1, ))
        assert_size_stride(primals_100, (512, 1600), (1600, 1))
        assert_size_stride(primals_101, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_103, (512, ), (1, ))
        assert_size_stride(primals_104, (1536, 512), (512, 1))
        assert_size_stride(primals_105, (512, 512), (512, 1))
        assert_size_stride(primals_106, (512, ), (1, ))
        assert_size_stride(primals_107, (512, ), (1, ))
        assert_size_stride(primals_108, (1664, 512), (512, 1))
        assert_size_stride(primals_109, (1664, ), (1, ))
        assert_size_stride(primals_110, (512, 1664), (1664, 1))
        assert_size_stride(primals_111, (512, ), (1, ))
        assert_size_stride(primals_112, (512, ), (1, ))
        assert_size_stride(primals_113, (512, ), (1, ))
        assert_size_stride(primals_114, (1536, 512), (512, 1))
        assert_size_stride(primals_115, (512, 512), (512, 1))
        assert_size_stride(primals_116, (512, ), (1, ))
        assert_size_stride(primals_117, (512, ), (1, ))
        assert_size_stride(primals_118, (1728, 512), (512, 1))
        assert_size_stride(primals_119, (1728, ), (1, ))
        assert_size_stride(primals_120, (512, 1728), (1728, 1))
        assert_size_stride(primals_121, (512, ), (1, ))
        assert_size_stride(primals_122, (512, ), (1, ))
        assert_size_stride(primals_123, (512, ), (1, ))
        assert_size_stride(primals_124, (1536, 512), (512, 1))
        assert_size_stride(primals_125, (512, 512), (512, 1))
        assert_size_stride(primals_126, (512, ), (1, ))
        assert_size_stride(primals_127, (512, ), (1, ))
        assert_size_stride(primals_128, (1792, 512), (512, 1))
        assert_size_stride(primals_129, (1792, ), (1, ))
        assert_size_stride(primals_130, (512, 1792), (1792, 1))
        assert_size_stride(primals_131, (512, ), (1, ))
        assert_size_stride(primals_132, (512, ), (1, ))
        assert_size_stride(primals_133, (512, ), (1, ))
        assert_size_stride(primals_134, (1536, 512), (512, 1))
        assert_size_stride(primals_135, (512, 512), (512, 1))
        assert_size_stride(primals_136, (512, ), (1, ))
        assert_size_stride(primals_137, (512, ), (1, ))
        assert_size_stride(primals_138, (1856, 512), (512, 1))
        assert_size_stride(primals_139, (1856, ), (1, ))
        assert_size_stride(primals_140, (512, 1856), (1856, 1))
        assert_size_stride(primals_141, (512, ), (1, ))
        assert_size_stride(primals_142, (512, ), (1, ))
        assert_size_stride(primals_143, (512, ), (1, ))
        assert_size_stride(primals_144, (1536, 512), (512, 1))
        assert_size_stride(primals_145, (512, 512), (512, 1))
        assert_size_stride(primals_146, (512, ), (1, ))
        assert_size_stride(primals_147, (512, ), (1, ))
        assert_size_stride(primals_148, (1920, 512), (512, 1))
        assert_size_stride(primals_149, (1920, ), (1, ))
        assert_size_stride(primals_150, (512, 1920), (1920, 1))
        assert_size_stride(primals_151, (512, ), (1, ))
        assert_size_stride(primals_152, (512, ), (1, ))
        assert_size_stride(primals_153, (512, ), (1, ))
        assert_size_stride(primals_154, (1536, 512), (512, 1))
        assert_size_stride(primals_155, (512, 512), (512, 1))
        assert_size_stride(primals_156, (512, ), (1, ))
        assert_size_stride(primals_157, (512, ), (1, ))
        assert_size_stride(primals_158, (1984, 512), (512, 1))
        assert_size_stride(primals_159, (1984, ), (1, ))
        assert_size_stride(primals_160, (512, 1984), (1984, 1))
        assert_size_stride(primals_161, (512, ), (1, ))
        assert_size_stride(primals_162, (512, ), (1, ))
        assert_size_stride(primals_163, (512, ), (1, ))
        assert_size_stride(primals_164, (1536, 512), (512, 1))
        assert_size_stride(primals_165, (512, 512), (512, 1))
        assert_size_stride(primals_166, (512, ), (1, ))
        assert_size_stride(primals_167, (512, ), (1, ))
        assert_size_stride(primals_168, (2048, 512), (512, 1))
        assert_size_stride(primals_169, (2048, ), (1, ))
        assert_size_stride(primals_170, (512, 2048), (2048, 1))
        assert_size_stride(primals_171, (512, ), (1, ))
        assert_size_stride(primals_172, (512, ), (1, ))
        assert_size_stride(primals_173, (512, ), (1, ))
        assert_size_stride(primals_174, (1536, 512), (512, 1))
        assert_size_stride(primals_175, (512, 512), (512, 1))
        assert_size_stride(primals_176, (512, ), (1, ))
        assert_size_stride(primals_177, (512, ), (1, ))
        assert_size_stride(primals_178, (2112, 512), (512, 1))
        assert_size_stride(primals_179, (2112, ), (1, ))
        assert_size_stride(primals_180, (512, 2112), (2112, 1))
        assert_size_stride(primals_181, (512, ), (1, ))
        assert_size_stride(primals_182, (512, ), (1, ))
        assert_size_stride(primals_183, (512, ), (1, ))
        assert_size_stride(primals_184, (1536, 512), (512, 1))
        assert_size_stride(primals_185, (512, 512), (512, 1))
        assert_size_stride(primals_186, (512, ), (1, ))
        assert_size_stride(primals_187, (512, ), (1, ))
        assert_size_stride(primals_188, (2176, 512), (512, 1))
        assert_size_stride(primals_189, (2176, ), (1, ))
        assert_size_stride(primals_190, (512, 2176), (2176, 1))
        assert_size_stride(primals_191, (512, ), (1, ))
        assert_size_stride(primals_192, (512, ), (1, ))
        assert_size_stride(primals_193, (512, ), (1, ))
        assert_size_stride(primals_194, (1536, 512), (512, 1))
        assert_size_stride(primals_195, (512, 512), (512, 1))
        assert_size_stride(primals_196, (512, ), (1, ))
        assert_size_stride(primals_197, (512, ), (1, ))
        assert_size_stride(primals_198, (2240, 512), (512, 1))
        assert_size_stride(primals_199, (2240, ), (1, ))
        assert_size_stride(primals_200, (512, 2240), (2240, 1))
        assert_size_stride(primals_201, (512, ), (1, ))
        assert_size_stride(primals_202, (512, ), (1, ))
        assert_size_stride(primals_203, (512, ), (1, ))
        assert_size_stride(primals_204, (1536, 512), (512, 1))
        assert_size_stride(primals_205, (512, 512), (512, 1))
        assert_size_stride(primals_206, (512, ), (1, ))
        assert_size_stride(primals_207, (512, ), (1, ))
        assert_size_stride(primals_208, (2304, 512), (512, 1))
        assert_size_stride(primals_209, (2304, ), (1, ))
        assert_size_stride(primals_210, (512, 2304), (2304, 1))
        assert_size_stride(primals_211, (512, ), (1, ))
        assert_size_stride(primals_212, (512, ), (1, ))
        assert_size_stride(primals_213, (512, ), (1, ))
        assert_size_stride(primals_214, (1536, 512), (512, 1))
        assert_size_stride(primals_215, (512, 512), (512, 1))
        assert_size_stride(primals_216, (512, ), (1, ))
        assert_size_stride(primals_217, (512, ), (1, ))
        assert_size_stride(primals_218, (2368, 512), (512, 1))
        assert_size_stride(primals_219, (2368, ), (1, ))
        assert_size_stride(primals_220, (512, 2368), (2368, 1))
        assert_size_stride(primals_221, (512, ), (1, ))
        assert_size_stride(primals_222, (512, ), (1, ))
        assert_size_stride(primals_223, (512, ), (1, ))
        assert_size_stride(primals_224, (1536, 512), (512, 1))
        assert_size_stride(primals_225, (512, 512), (512, 1))
        assert_size_stride(primals_226, (512, ), (1, ))
        assert_size_stride(primals_227, (512, ), (1, ))
        assert_size_stride(primals_228, (2432, 512), (512, 1))
        assert_size_stride(primals_229, (2432, ), (1, ))
        assert_size_stride(primals_230, (512, 2432), (2432, 1))
        assert_size_stride(primals_231, (512, ), (1, ))
        assert_size_stride(primals_232, (512, ), (1, ))
        assert_size_stride(primals_233, (512, ), (1, ))
        assert_size_stride(primals_234, (1536, 512), (512, 1))
        assert_size_stride(primals_235, (512, 512), (512, 1))
        assert_size_stride(primals_236, (512, ), (1, ))
        assert_size_stride(primals_237, (512, ), (1, ))
        assert_size_stride(primals_238, (2496, 512), (512, 1))
        assert_size_stride(primals_239, (2496, ), (1, ))
        assert_size_stride(primals_240, (512, 2496), (2496, 1))
        assert_size_stride(primals_241, (512, ), (1, ))
        assert_size_stride(primals_242, (512, ), (1, ))
        assert_size_stride(primals_243, (512, ), (1, ))
        assert_size_stride(primals_244, (1536, 512), (512, 1))
        assert_size_stride(primals_245, (512, 512), (512, 1))
        assert_size_stride(primals_246, (512, ), (1, ))
        assert_size_stride(primals_247, (512, ), (1, ))
        assert_size_stride(primals_248, (2560, 512), (512, 1))
        assert_size_stride(primals_249, (2560, ), (1, ))
        assert_size_stride(primals_250, (512, 2560), (2560, 1))
        assert_size_stride(primals_251, (512, ), (1, ))
        assert_size_stride(primals_252, (512, ), (1, ))
        assert_size_stride(primals_253, (512, ), (1, ))
        assert_size_stride(primals_254, (1536, 512), (512, 1))
        assert_size_stride(primals_255, (512, 512), (512, 1))
        assert_size_stride(primals_256, (512, ), (1, ))
        assert_size_stride(primals_257, (512, ), (1, ))
        assert_size_stride(primals_258, (2624, 512), (512, 1))
        assert_size_stride(primals_259, (2624, ), (1, ))
        assert_size_stride(primals_260, (512, 2624), (2624, 1))
        assert_size_stride(primals_261, (512, ), (1, ))
        assert_size_stride(primals_262, (512, ), (1, ))
        assert_size_stride(primals_263, (512, ), (1, ))
        assert_size_stride(primals_264, (1536, 512), (512, 1))
        assert_size_stride(primals_265, (512, 512), (512, 1))
        assert_size_stride(primals_266, (512, ), (1, ))
        assert_size_stride(primals_267, (512, ), (1, ))
        assert_size_stride(primals_268, (2688, 512), (512, 1))
        assert_size_stride(primals_269, (2688, ), (1, ))
        assert_size_stride(primals_270, (512, 2688), (2688, 1))
        assert_size_stride(primals_271, (512, ), (1, ))
        assert_size_stride(primals_272, (512, ), (1, ))
        assert_size_stride(primals_273, (512, ), (1, ))
        assert_size_stride(primals_274, (1536, 512), (512, 1))
        assert_size_stride(primals_275, (512, 512), (512, 1))
        assert_size_stride(primals_276, (512, ), (1, ))
        assert_size_stride(primals_277, (512, ), (1, ))
        assert_size_stride(primals_278, (2752, 512), (512, 1))
        assert_size_stride(primals_279, (2752, ), (1, ))
        assert_size_stride(primals_280, (512, 2752), (2752, 1))
        assert_size_stride(primals_281, (512, ), (1, ))
        assert_size_stride(primals_282, (512, ), (1, ))
        assert_size_stride(primals_283, (512, ), (1, ))
        assert_size_stride(primals_284, (1536, 512), (512, 1))
        assert_size_stride(primals_285, (512, 512), (512, 1))
        assert_size_stride(primals_286, (512, ), (1, ))
        assert_size_stride(primals_287, (512, ), (1, ))
        assert_size_stride(primals_288, (2816, 512), (512, 1))
        assert_size_stride(primals_289, (2816, ), (1, ))
        assert_size_stride(primals_290, (512, 2816), (2816, 1))
        assert_size_stride(primals_291, (512, ), (1, ))
        assert_size_stride(primals_292, (512, ), (1, ))
        assert_size_stride(primals_293, (512, ), (1, ))
        assert_size_stride(primals_294, (1536, 512), (512, 1))
        assert_size_stride(primals_295, (512, 512), (512, 1))
        assert_size_stride(primals_296, (512, ), (1, ))
        assert_size_stride(primals_297, (512, ), (1, ))
        assert_size_stride(primals_298, (2880, 512), (512, 1))
        assert_size_stride(primals_299, (2880, ), (1, ))
        assert_size_stride(primals_300, (512, 2880), (2880, 1))
        assert_size_stride(primals_301, (512, ), (1, ))
        assert_size_stride(primals_302, (512, ), (1, ))
        assert_size_stride(primals_303, (512, ), (1, ))
        assert_size_stride(primals_304, (1536, 512), (512, 1))
        assert_size_stride(primals_305, (512, 512), (512, 1))
        assert_size_stride(primals_306, (512, ), (1, ))
        assert_size_stride(primals_307, (512, ), (1, ))
        assert_size_stride(primals_308, (2944, 512), (512, 1))
        assert_size_stride(primals_309, (2944, ), (1, ))
        assert_size_stride(primals_310, (512, 2944), (2944, 1))
        assert_size_stride(primals_311, (512, ), (1, ))
        assert_size_stride(primals_312, (512, ), (1, ))
        assert_size_stride(primals_313, (512, ), (1, ))
        assert_size_stride(primals_314, (1536, 512), (512, 1))
        assert_size_stride(primals_315, (512, 512), (512, 1))
        assert_size_stride(primals_316, (512, ), (1, ))
        assert_size_stride(primals_317, (512, ), (1, ))
        assert_size_stride(primals_318, (3008, 512), (512, 1))
        assert_size_stride(primals_319, (3008, ), (1, ))
        assert_size_stride(primals_320, (512, 3008), (3008, 1))
        assert_size_stride(primals_321, (512, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf3 = reinterpret_tensor(buf1, (2, 256, 1), (256, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf3, primals_3, primals_1, primals_2, buf0, buf4, 512, 512, stream=stream0)
            del primals_1
            del primals_2
            buf5 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf4, (512, 512), (512, 1), 0), reinterpret_tensor(primals_4, (512, 1536), (1, 512), 0), out=buf5)
            # Topologically Sorted Source Nodes: [linear, split, view, q_1, view_1, k_1, view_2, v_1, y], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf6 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf7 = buf6[0]
            assert_size_stride(buf7, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf7, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf8 = buf6[1]
            assert_size_stride(buf8, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf9 = buf6[6]
            assert_size_stride(buf9, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf10 = buf6[7]
            assert_size_stride(buf10, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf6
            buf11 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf7, (512, 512), (512, 1), 0), reinterpret_tensor(primals_5, (512, 512), (1, 512), 0), out=buf11)
            buf12 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf13 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf15 = reinterpret_tensor(buf13, (2, 256, 1), (256, 1, 1), 0); del buf13  # reuse
            buf16 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_1.run(buf15, primals_3, buf11, primals_6, primals_7, buf12, buf16, 512, 512, stream=stream0)
            del primals_7
            buf17 = empty_strided_cuda((512, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1, input_1], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_9, reinterpret_tensor(buf16, (512, 512), (512, 1), 0), reinterpret_tensor(primals_8, (512, 1024), (1, 512), 0), alpha=1, beta=1, out=buf17)
            del primals_9
            buf18 = empty_strided_cuda((2, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_2.run(buf17, buf18, 524288, stream=stream0)
            buf19 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_11, reinterpret_tensor(buf18, (512, 1024), (1024, 1), 0), reinterpret_tensor(primals_10, (1024, 512), (1, 1024), 0), alpha=1, beta=1, out=buf19)
            del primals_11
            buf20 = reinterpret_tensor(buf19, (2, 256, 512), (131072, 512, 1), 0); del buf19  # reuse
            buf21 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf22 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf24 = reinterpret_tensor(buf22, (2, 256, 1), (256, 1, 1), 0); del buf22  # reuse
            buf25 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, input_3, input_4, layer_norm_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_view_3.run(buf20, buf24, primals_3, buf11, primals_12, primals_13, buf21, buf25, 512, 512, stream=stream0)
            del primals_13
            buf26 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_2, linear_4], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf25, (512, 512), (512, 1), 0), reinterpret_tensor(primals_14, (512, 1536), (1, 512), 0), out=buf26)
            # Topologically Sorted Source Nodes: [linear_4, split_1, view_3, q_3, view_4, k_3, view_5, v_3, y_1], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf27 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf28 = buf27[0]
            assert_size_stride(buf28, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf29 = buf27[1]
            assert_size_stride(buf29, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf30 = buf27[6]
            assert_size_stride(buf30, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf31 = buf27[7]
            assert_size_stride(buf31, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf27
            buf32 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, linear_5], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf28, (512, 512), (512, 1), 0), reinterpret_tensor(primals_15, (512, 512), (1, 512), 0), out=buf32)
            buf33 = reinterpret_tensor(buf32, (2, 256, 512), (131072, 512, 1), 0); del buf32  # reuse
            buf34 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf35 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf37 = reinterpret_tensor(buf35, (2, 256, 1), (256, 1, 1), 0); del buf35  # reuse
            buf38 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_5, x_1, layer_norm_3], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf33, buf37, buf20, primals_16, primals_17, buf34, buf38, 512, 512, stream=stream0)
            del primals_17
            buf39 = empty_strided_cuda((512, 1088), (1088, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_3, input_5], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_19, reinterpret_tensor(buf38, (512, 512), (512, 1), 0), reinterpret_tensor(primals_18, (512, 1088), (1, 512), 0), alpha=1, beta=1, out=buf39)
            del primals_19
            buf40 = empty_strided_cuda((2, 256, 1088), (278528, 1088, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_5.run(buf39, buf40, 557056, stream=stream0)
            buf41 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_21, reinterpret_tensor(buf40, (512, 1088), (1088, 1), 0), reinterpret_tensor(primals_20, (1088, 512), (1, 1088), 0), alpha=1, beta=1, out=buf41)
            del primals_21
            buf42 = reinterpret_tensor(buf41, (2, 256, 512), (131072, 512, 1), 0); del buf41  # reuse
            buf43 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf44 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf46 = reinterpret_tensor(buf44, (2, 256, 1), (256, 1, 1), 0); del buf44  # reuse
            buf47 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_7, input_8, layer_norm_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf42, buf46, buf33, primals_22, primals_23, buf43, buf47, 512, 512, stream=stream0)
            del primals_23
            buf48 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_4, linear_8], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf47, (512, 512), (512, 1), 0), reinterpret_tensor(primals_24, (512, 1536), (1, 512), 0), out=buf48)
            # Topologically Sorted Source Nodes: [linear_8, split_2, view_6, q_5, view_7, k_5, view_8, v_5, y_2], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf49 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf50 = buf49[0]
            assert_size_stride(buf50, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf50, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf51 = buf49[1]
            assert_size_stride(buf51, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf51, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf52 = buf49[6]
            assert_size_stride(buf52, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf52, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf53 = buf49[7]
            assert_size_stride(buf53, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf53, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf49
            buf54 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, linear_9], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf50, (512, 512), (512, 1), 0), reinterpret_tensor(primals_25, (512, 512), (1, 512), 0), out=buf54)
            buf55 = reinterpret_tensor(buf54, (2, 256, 512), (131072, 512, 1), 0); del buf54  # reuse
            buf56 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf57 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf59 = reinterpret_tensor(buf57, (2, 256, 1), (256, 1, 1), 0); del buf57  # reuse
            buf60 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_9, x_2, layer_norm_5], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf55, buf59, buf42, primals_26, primals_27, buf56, buf60, 512, 512, stream=stream0)
            del primals_27
            buf61 = empty_strided_cuda((512, 1152), (1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_5, input_9], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_29, reinterpret_tensor(buf60, (512, 512), (512, 1), 0), reinterpret_tensor(primals_28, (512, 1152), (1, 512), 0), alpha=1, beta=1, out=buf61)
            del primals_29
            buf62 = empty_strided_cuda((2, 256, 1152), (294912, 1152, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_9, input_10], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf61, buf62, 589824, stream=stream0)
            buf63 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_9, input_10, input_11], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_31, reinterpret_tensor(buf62, (512, 1152), (1152, 1), 0), reinterpret_tensor(primals_30, (1152, 512), (1, 1152), 0), alpha=1, beta=1, out=buf63)
            del primals_31
            buf64 = reinterpret_tensor(buf63, (2, 256, 512), (131072, 512, 1), 0); del buf63  # reuse
            buf65 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf66 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf68 = reinterpret_tensor(buf66, (2, 256, 1), (256, 1, 1), 0); del buf66  # reuse
            buf69 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_11, input_12, layer_norm_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf64, buf68, buf55, primals_32, primals_33, buf65, buf69, 512, 512, stream=stream0)
            del primals_33
            buf70 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_6, linear_12], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf69, (512, 512), (512, 1), 0), reinterpret_tensor(primals_34, (512, 1536), (1, 512), 0), out=buf70)
            # Topologically Sorted Source Nodes: [linear_12, split_3, view_9, q_7, view_10, k_7, view_11, v_7, y_3], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf71 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf72 = buf71[0]
            assert_size_stride(buf72, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf72, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf73 = buf71[1]
            assert_size_stride(buf73, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf73, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf74 = buf71[6]
            assert_size_stride(buf74, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf74, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf75 = buf71[7]
            assert_size_stride(buf75, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf75, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf71
            buf76 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, linear_13], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf72, (512, 512), (512, 1), 0), reinterpret_tensor(primals_35, (512, 512), (1, 512), 0), out=buf76)
            buf77 = reinterpret_tensor(buf76, (2, 256, 512), (131072, 512, 1), 0); del buf76  # reuse
            buf78 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf79 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf81 = reinterpret_tensor(buf79, (2, 256, 1), (256, 1, 1), 0); del buf79  # reuse
            buf82 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_13, x_3, layer_norm_7], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf77, buf81, buf64, primals_36, primals_37, buf78, buf82, 512, 512, stream=stream0)
            del primals_37
            buf83 = empty_strided_cuda((512, 1216), (1216, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_7, input_13], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_39, reinterpret_tensor(buf82, (512, 512), (512, 1), 0), reinterpret_tensor(primals_38, (512, 1216), (1, 512), 0), alpha=1, beta=1, out=buf83)
            del primals_39
            buf84 = empty_strided_cuda((2, 256, 1216), (311296, 1216, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_7.run(buf83, buf84, 622592, stream=stream0)
            buf85 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_13, input_14, input_15], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_41, reinterpret_tensor(buf84, (512, 1216), (1216, 1), 0), reinterpret_tensor(primals_40, (1216, 512), (1, 1216), 0), alpha=1, beta=1, out=buf85)
            del primals_41
            buf86 = reinterpret_tensor(buf85, (2, 256, 512), (131072, 512, 1), 0); del buf85  # reuse
            buf87 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf88 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf90 = reinterpret_tensor(buf88, (2, 256, 1), (256, 1, 1), 0); del buf88  # reuse
            buf91 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_15, input_16, layer_norm_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf86, buf90, buf77, primals_42, primals_43, buf87, buf91, 512, 512, stream=stream0)
            del primals_43
            buf92 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_8, linear_16], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf91, (512, 512), (512, 1), 0), reinterpret_tensor(primals_44, (512, 1536), (1, 512), 0), out=buf92)
            # Topologically Sorted Source Nodes: [linear_16, split_4, view_12, q_9, view_13, k_9, view_14, v_9, y_4], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf93 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf94 = buf93[0]
            assert_size_stride(buf94, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf94, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf95 = buf93[1]
            assert_size_stride(buf95, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf95, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf96 = buf93[6]
            assert_size_stride(buf96, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf96, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf97 = buf93[7]
            assert_size_stride(buf97, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf97, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf93
            buf98 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_19, reshape_4, linear_17], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf94, (512, 512), (512, 1), 0), reinterpret_tensor(primals_45, (512, 512), (1, 512), 0), out=buf98)
            buf99 = reinterpret_tensor(buf98, (2, 256, 512), (131072, 512, 1), 0); del buf98  # reuse
            buf100 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf101 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf103 = reinterpret_tensor(buf101, (2, 256, 1), (256, 1, 1), 0); del buf101  # reuse
            buf104 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_17, x_4, layer_norm_9], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf99, buf103, buf86, primals_46, primals_47, buf100, buf104, 512, 512, stream=stream0)
            del primals_47
            buf105 = empty_strided_cuda((512, 1280), (1280, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_9, input_17], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_49, reinterpret_tensor(buf104, (512, 512), (512, 1), 0), reinterpret_tensor(primals_48, (512, 1280), (1, 512), 0), alpha=1, beta=1, out=buf105)
            del primals_49
            buf106 = empty_strided_cuda((2, 256, 1280), (327680, 1280, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_17, input_18], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf105, buf106, 655360, stream=stream0)
            buf107 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_17, input_18, input_19], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_51, reinterpret_tensor(buf106, (512, 1280), (1280, 1), 0), reinterpret_tensor(primals_50, (1280, 512), (1, 1280), 0), alpha=1, beta=1, out=buf107)
            del primals_51
            buf108 = reinterpret_tensor(buf107, (2, 256, 512), (131072, 512, 1), 0); del buf107  # reuse
            buf109 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf110 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf112 = reinterpret_tensor(buf110, (2, 256, 1), (256, 1, 1), 0); del buf110  # reuse
            buf113 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_19, input_20, layer_norm_10], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf108, buf112, buf99, primals_52, primals_53, buf109, buf113, 512, 512, stream=stream0)
            del primals_53
            buf114 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_10, linear_20], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf113, (512, 512), (512, 1), 0), reinterpret_tensor(primals_54, (512, 1536), (1, 512), 0), out=buf114)
            # Topologically Sorted Source Nodes: [linear_20, split_5, view_15, q_11, view_16, k_11, view_17, v_11, y_5], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf115 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf116 = buf115[0]
            assert_size_stride(buf116, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf116, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf117 = buf115[1]
            assert_size_stride(buf117, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf117, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf118 = buf115[6]
            assert_size_stride(buf118, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf118, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf119 = buf115[7]
            assert_size_stride(buf119, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf119, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf115
            buf120 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, linear_21], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf116, (512, 512), (512, 1), 0), reinterpret_tensor(primals_55, (512, 512), (1, 512), 0), out=buf120)
            buf121 = reinterpret_tensor(buf120, (2, 256, 512), (131072, 512, 1), 0); del buf120  # reuse
            buf122 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf123 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf125 = reinterpret_tensor(buf123, (2, 256, 1), (256, 1, 1), 0); del buf123  # reuse
            buf126 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_21, x_5, layer_norm_11], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf121, buf125, buf108, primals_56, primals_57, buf122, buf126, 512, 512, stream=stream0)
            del primals_57
            buf127 = empty_strided_cuda((512, 1344), (1344, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_11, input_21], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_59, reinterpret_tensor(buf126, (512, 512), (512, 1), 0), reinterpret_tensor(primals_58, (512, 1344), (1, 512), 0), alpha=1, beta=1, out=buf127)
            del primals_59
            buf128 = empty_strided_cuda((2, 256, 1344), (344064, 1344, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_9.run(buf127, buf128, 688128, stream=stream0)
            buf129 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_21, input_22, input_23], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_61, reinterpret_tensor(buf128, (512, 1344), (1344, 1), 0), reinterpret_tensor(primals_60, (1344, 512), (1, 1344), 0), alpha=1, beta=1, out=buf129)
            del primals_61
            buf130 = reinterpret_tensor(buf129, (2, 256, 512), (131072, 512, 1), 0); del buf129  # reuse
            buf131 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf132 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf134 = reinterpret_tensor(buf132, (2, 256, 1), (256, 1, 1), 0); del buf132  # reuse
            buf135 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_23, input_24, layer_norm_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf130, buf134, buf121, primals_62, primals_63, buf131, buf135, 512, 512, stream=stream0)
            del primals_63
            buf136 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_12, linear_24], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf135, (512, 512), (512, 1), 0), reinterpret_tensor(primals_64, (512, 1536), (1, 512), 0), out=buf136)
            # Topologically Sorted Source Nodes: [linear_24, split_6, view_18, q_13, view_19, k_13, view_20, v_13, y_6], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf137 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf138 = buf137[0]
            assert_size_stride(buf138, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf138, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf139 = buf137[1]
            assert_size_stride(buf139, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf139, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf140 = buf137[6]
            assert_size_stride(buf140, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf140, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf141 = buf137[7]
            assert_size_stride(buf141, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf141, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf137
            buf142 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_27, reshape_6, linear_25], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf138, (512, 512), (512, 1), 0), reinterpret_tensor(primals_65, (512, 512), (1, 512), 0), out=buf142)
            buf143 = reinterpret_tensor(buf142, (2, 256, 512), (131072, 512, 1), 0); del buf142  # reuse
            buf144 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf145 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf147 = reinterpret_tensor(buf145, (2, 256, 1), (256, 1, 1), 0); del buf145  # reuse
            buf148 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_25, x_6, layer_norm_13], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf143, buf147, buf130, primals_66, primals_67, buf144, buf148, 512, 512, stream=stream0)
            del primals_67
            buf149 = empty_strided_cuda((512, 1408), (1408, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_13, input_25], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_69, reinterpret_tensor(buf148, (512, 512), (512, 1), 0), reinterpret_tensor(primals_68, (512, 1408), (1, 512), 0), alpha=1, beta=1, out=buf149)
            del primals_69
            buf150 = empty_strided_cuda((2, 256, 1408), (360448, 1408, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_25, input_26], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_10.run(buf149, buf150, 720896, stream=stream0)
            buf151 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_25, input_26, input_27], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_71, reinterpret_tensor(buf150, (512, 1408), (1408, 1), 0), reinterpret_tensor(primals_70, (1408, 512), (1, 1408), 0), alpha=1, beta=1, out=buf151)
            del primals_71
            buf152 = reinterpret_tensor(buf151, (2, 256, 512), (131072, 512, 1), 0); del buf151  # reuse
            buf153 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf154 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf156 = reinterpret_tensor(buf154, (2, 256, 1), (256, 1, 1), 0); del buf154  # reuse
            buf157 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_27, input_28, layer_norm_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf152, buf156, buf143, primals_72, primals_73, buf153, buf157, 512, 512, stream=stream0)
            del primals_73
            buf158 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_14, linear_28], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf157, (512, 512), (512, 1), 0), reinterpret_tensor(primals_74, (512, 1536), (1, 512), 0), out=buf158)
            # Topologically Sorted Source Nodes: [linear_28, split_7, view_21, q_15, view_22, k_15, view_23, v_15, y_7], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf159 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf160 = buf159[0]
            assert_size_stride(buf160, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf160, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf161 = buf159[1]
            assert_size_stride(buf161, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf161, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf162 = buf159[6]
            assert_size_stride(buf162, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf162, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf163 = buf159[7]
            assert_size_stride(buf163, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf163, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf159
            buf164 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_31, reshape_7, linear_29], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf160, (512, 512), (512, 1), 0), reinterpret_tensor(primals_75, (512, 512), (1, 512), 0), out=buf164)
            buf165 = reinterpret_tensor(buf164, (2, 256, 512), (131072, 512, 1), 0); del buf164  # reuse
            buf166 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf167 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf169 = reinterpret_tensor(buf167, (2, 256, 1), (256, 1, 1), 0); del buf167  # reuse
            buf170 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_29, x_7, layer_norm_15], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf165, buf169, buf152, primals_76, primals_77, buf166, buf170, 512, 512, stream=stream0)
            del primals_77
            buf171 = empty_strided_cuda((512, 1472), (1472, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_15, input_29], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_79, reinterpret_tensor(buf170, (512, 512), (512, 1), 0), reinterpret_tensor(primals_78, (512, 1472), (1, 512), 0), alpha=1, beta=1, out=buf171)
            del primals_79
            buf172 = empty_strided_cuda((2, 256, 1472), (376832, 1472, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_29, input_30], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf171, buf172, 753664, stream=stream0)
            buf173 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_29, input_30, input_31], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_81, reinterpret_tensor(buf172, (512, 1472), (1472, 1), 0), reinterpret_tensor(primals_80, (1472, 512), (1, 1472), 0), alpha=1, beta=1, out=buf173)
            del primals_81
            buf174 = reinterpret_tensor(buf173, (2, 256, 512), (131072, 512, 1), 0); del buf173  # reuse
            buf175 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf176 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf178 = reinterpret_tensor(buf176, (2, 256, 1), (256, 1, 1), 0); del buf176  # reuse
            buf179 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_31, input_32, layer_norm_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf174, buf178, buf165, primals_82, primals_83, buf175, buf179, 512, 512, stream=stream0)
            del primals_83
            buf180 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_16, linear_32], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf179, (512, 512), (512, 1), 0), reinterpret_tensor(primals_84, (512, 1536), (1, 512), 0), out=buf180)
            # Topologically Sorted Source Nodes: [linear_32, split_8, view_24, q_17, view_25, k_17, view_26, v_17, y_8], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf181 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf182 = buf181[0]
            assert_size_stride(buf182, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf182, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf183 = buf181[1]
            assert_size_stride(buf183, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf183, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf184 = buf181[6]
            assert_size_stride(buf184, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf184, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf185 = buf181[7]
            assert_size_stride(buf185, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf185, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf181
            buf186 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_35, reshape_8, linear_33], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf182, (512, 512), (512, 1), 0), reinterpret_tensor(primals_85, (512, 512), (1, 512), 0), out=buf186)
            buf187 = reinterpret_tensor(buf186, (2, 256, 512), (131072, 512, 1), 0); del buf186  # reuse
            buf188 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf189 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf191 = reinterpret_tensor(buf189, (2, 256, 1), (256, 1, 1), 0); del buf189  # reuse
            buf192 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_33, x_8, layer_norm_17], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf187, buf191, buf174, primals_86, primals_87, buf188, buf192, 512, 512, stream=stream0)
            del primals_87
            buf193 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_17, input_33], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_89, reinterpret_tensor(buf192, (512, 512), (512, 1), 0), reinterpret_tensor(primals_88, (512, 1536), (1, 512), 0), alpha=1, beta=1, out=buf193)
            del primals_89
            buf194 = empty_strided_cuda((2, 256, 1536), (393216, 1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_33, input_34], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_12.run(buf193, buf194, 786432, stream=stream0)
            buf195 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_33, input_34, input_35], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_91, reinterpret_tensor(buf194, (512, 1536), (1536, 1), 0), reinterpret_tensor(primals_90, (1536, 512), (1, 1536), 0), alpha=1, beta=1, out=buf195)
            del primals_91
            buf196 = reinterpret_tensor(buf195, (2, 256, 512), (131072, 512, 1), 0); del buf195  # reuse
            buf197 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf198 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf200 = reinterpret_tensor(buf198, (2, 256, 1), (256, 1, 1), 0); del buf198  # reuse
            buf201 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_35, input_36, layer_norm_18], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf196, buf200, buf187, primals_92, primals_93, buf197, buf201, 512, 512, stream=stream0)
            del primals_93
            buf202 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_18, linear_36], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf201, (512, 512), (512, 1), 0), reinterpret_tensor(primals_94, (512, 1536), (1, 512), 0), out=buf202)
            # Topologically Sorted Source Nodes: [linear_36, split_9, view_27, q_19, view_28, k_19, view_29, v_19, y_9], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf203 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf204 = buf203[0]
            assert_size_stride(buf204, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf204, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf205 = buf203[1]
            assert_size_stride(buf205, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf205, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf206 = buf203[6]
            assert_size_stride(buf206, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf206, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf207 = buf203[7]
            assert_size_stride(buf207, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf207, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf203
            buf208 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_39, reshape_9, linear_37], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf204, (512, 512), (512, 1), 0), reinterpret_tensor(primals_95, (512, 512), (1, 512), 0), out=buf208)
            buf209 = reinterpret_tensor(buf208, (2, 256, 512), (131072, 512, 1), 0); del buf208  # reuse
            buf210 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf211 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf213 = reinterpret_tensor(buf211, (2, 256, 1), (256, 1, 1), 0); del buf211  # reuse
            buf214 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_37, x_9, layer_norm_19], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf209, buf213, buf196, primals_96, primals_97, buf210, buf214, 512, 512, stream=stream0)
            del primals_97
            buf215 = empty_strided_cuda((512, 1600), (1600, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_19, input_37], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_99, reinterpret_tensor(buf214, (512, 512), (512, 1), 0), reinterpret_tensor(primals_98, (512, 1600), (1, 512), 0), alpha=1, beta=1, out=buf215)
            del primals_99
            buf216 = empty_strided_cuda((2, 256, 1600), (409600, 1600, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_13.run(buf215, buf216, 819200, stream=stream0)
            buf217 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_37, input_38, input_39], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_101, reinterpret_tensor(buf216, (512, 1600), (1600, 1), 0), reinterpret_tensor(primals_100, (1600, 512), (1, 1600), 0), alpha=1, beta=1, out=buf217)
            del primals_101
            buf218 = reinterpret_tensor(buf217, (2, 256, 512), (131072, 512, 1), 0); del buf217  # reuse
            buf219 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf220 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf222 = reinterpret_tensor(buf220, (2, 256, 1), (256, 1, 1), 0); del buf220  # reuse
            buf223 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_39, input_40, layer_norm_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf218, buf222, buf209, primals_102, primals_103, buf219, buf223, 512, 512, stream=stream0)
            del primals_103
            buf224 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_20, linear_40], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf223, (512, 512), (512, 1), 0), reinterpret_tensor(primals_104, (512, 1536), (1, 512), 0), out=buf224)
            # Topologically Sorted Source Nodes: [linear_40, split_10, view_30, q_21, view_31, k_21, view_32, v_21, y_10], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf225 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf226 = buf225[0]
            assert_size_stride(buf226, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf226, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf227 = buf225[1]
            assert_size_stride(buf227, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf227, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf228 = buf225[6]
            assert_size_stride(buf228, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf229 = buf225[7]
            assert_size_stride(buf229, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf229, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf225
            buf230 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_43, reshape_10, linear_41], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf226, (512, 512), (512, 1), 0), reinterpret_tensor(primals_105, (512, 512), (1, 512), 0), out=buf230)
            buf231 = reinterpret_tensor(buf230, (2, 256, 512), (131072, 512, 1), 0); del buf230  # reuse
            buf232 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf233 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf235 = reinterpret_tensor(buf233, (2, 256, 1), (256, 1, 1), 0); del buf233  # reuse
            buf236 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_41, x_10, layer_norm_21], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf231, buf235, buf218, primals_106, primals_107, buf232, buf236, 512, 512, stream=stream0)
            del primals_107
            buf237 = empty_strided_cuda((512, 1664), (1664, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_21, input_41], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_109, reinterpret_tensor(buf236, (512, 512), (512, 1), 0), reinterpret_tensor(primals_108, (512, 1664), (1, 512), 0), alpha=1, beta=1, out=buf237)
            del primals_109
            buf238 = empty_strided_cuda((2, 256, 1664), (425984, 1664, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_41, input_42], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_14.run(buf237, buf238, 851968, stream=stream0)
            buf239 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_41, input_42, input_43], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_111, reinterpret_tensor(buf238, (512, 1664), (1664, 1), 0), reinterpret_tensor(primals_110, (1664, 512), (1, 1664), 0), alpha=1, beta=1, out=buf239)
            del primals_111
            buf240 = reinterpret_tensor(buf239, (2, 256, 512), (131072, 512, 1), 0); del buf239  # reuse
            buf241 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf242 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf244 = reinterpret_tensor(buf242, (2, 256, 1), (256, 1, 1), 0); del buf242  # reuse
            buf245 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_43, input_44, layer_norm_22], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf240, buf244, buf231, primals_112, primals_113, buf241, buf245, 512, 512, stream=stream0)
            del primals_113
            buf246 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_22, linear_44], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf245, (512, 512), (512, 1), 0), reinterpret_tensor(primals_114, (512, 1536), (1, 512), 0), out=buf246)
            # Topologically Sorted Source Nodes: [linear_44, split_11, view_33, q_23, view_34, k_23, view_35, v_23, y_11], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf247 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf248 = buf247[0]
            assert_size_stride(buf248, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf248, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf249 = buf247[1]
            assert_size_stride(buf249, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf249, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf250 = buf247[6]
            assert_size_stride(buf250, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf250, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf251 = buf247[7]
            assert_size_stride(buf251, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf251, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf247
            buf252 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_47, reshape_11, linear_45], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf248, (512, 512), (512, 1), 0), reinterpret_tensor(primals_115, (512, 512), (1, 512), 0), out=buf252)
            buf253 = reinterpret_tensor(buf252, (2, 256, 512), (131072, 512, 1), 0); del buf252  # reuse
            buf254 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf255 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf257 = reinterpret_tensor(buf255, (2, 256, 1), (256, 1, 1), 0); del buf255  # reuse
            buf258 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_45, x_11, layer_norm_23], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf253, buf257, buf240, primals_116, primals_117, buf254, buf258, 512, 512, stream=stream0)
            del primals_117
            buf259 = empty_strided_cuda((512, 1728), (1728, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_23, input_45], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_119, reinterpret_tensor(buf258, (512, 512), (512, 1), 0), reinterpret_tensor(primals_118, (512, 1728), (1, 512), 0), alpha=1, beta=1, out=buf259)
            del primals_119
            buf260 = empty_strided_cuda((2, 256, 1728), (442368, 1728, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_45, input_46], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_15.run(buf259, buf260, 884736, stream=stream0)
            buf261 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_45, input_46, input_47], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_121, reinterpret_tensor(buf260, (512, 1728), (1728, 1), 0), reinterpret_tensor(primals_120, (1728, 512), (1, 1728), 0), alpha=1, beta=1, out=buf261)
            del primals_121
            buf262 = reinterpret_tensor(buf261, (2, 256, 512), (131072, 512, 1), 0); del buf261  # reuse
            buf263 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf264 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf266 = reinterpret_tensor(buf264, (2, 256, 1), (256, 1, 1), 0); del buf264  # reuse
            buf267 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_47, input_48, layer_norm_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf262, buf266, buf253, primals_122, primals_123, buf263, buf267, 512, 512, stream=stream0)
            del primals_123
            buf268 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_24, linear_48], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf267, (512, 512), (512, 1), 0), reinterpret_tensor(primals_124, (512, 1536), (1, 512), 0), out=buf268)
            # Topologically Sorted Source Nodes: [linear_48, split_12, view_36, q_25, view_37, k_25, view_38, v_25, y_12], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf269 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf270 = buf269[0]
            assert_size_stride(buf270, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf270, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf271 = buf269[1]
            assert_size_stride(buf271, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf271, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf272 = buf269[6]
            assert_size_stride(buf272, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf272, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf273 = buf269[7]
            assert_size_stride(buf273, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf273, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf269
            buf274 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_51, reshape_12, linear_49], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf270, (512, 512), (512, 1), 0), reinterpret_tensor(primals_125, (512, 512), (1, 512), 0), out=buf274)
            buf275 = reinterpret_tensor(buf274, (2, 256, 512), (131072, 512, 1), 0); del buf274  # reuse
            buf276 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf277 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf279 = reinterpret_tensor(buf277, (2, 256, 1), (256, 1, 1), 0); del buf277  # reuse
            buf280 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_49, x_12, layer_norm_25], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf275, buf279, buf262, primals_126, primals_127, buf276, buf280, 512, 512, stream=stream0)
            del primals_127
            buf281 = empty_strided_cuda((512, 1792), (1792, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_25, input_49], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_129, reinterpret_tensor(buf280, (512, 512), (512, 1), 0), reinterpret_tensor(primals_128, (512, 1792), (1, 512), 0), alpha=1, beta=1, out=buf281)
            del primals_129
            buf282 = empty_strided_cuda((2, 256, 1792), (458752, 1792, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_49, input_50], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_16.run(buf281, buf282, 917504, stream=stream0)
            buf283 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_49, input_50, input_51], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_131, reinterpret_tensor(buf282, (512, 1792), (1792, 1), 0), reinterpret_tensor(primals_130, (1792, 512), (1, 1792), 0), alpha=1, beta=1, out=buf283)
            del primals_131
            buf284 = reinterpret_tensor(buf283, (2, 256, 512), (131072, 512, 1), 0); del buf283  # reuse
            buf285 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf286 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf288 = reinterpret_tensor(buf286, (2, 256, 1), (256, 1, 1), 0); del buf286  # reuse
            buf289 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_51, input_52, layer_norm_26], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf284, buf288, buf275, primals_132, primals_133, buf285, buf289, 512, 512, stream=stream0)
            del primals_133
            buf290 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_26, linear_52], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf289, (512, 512), (512, 1), 0), reinterpret_tensor(primals_134, (512, 1536), (1, 512), 0), out=buf290)
            # Topologically Sorted Source Nodes: [linear_52, split_13, view_39, q_27, view_40, k_27, view_41, v_27, y_13], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf291 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf292 = buf291[0]
            assert_size_stride(buf292, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf292, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf293 = buf291[1]
            assert_size_stride(buf293, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf293, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf294 = buf291[6]
            assert_size_stride(buf294, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf294, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf295 = buf291[7]
            assert_size_stride(buf295, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf295, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf291
            buf296 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_55, reshape_13, linear_53], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf292, (512, 512), (512, 1), 0), reinterpret_tensor(primals_135, (512, 512), (1, 512), 0), out=buf296)
            buf297 = reinterpret_tensor(buf296, (2, 256, 512), (131072, 512, 1), 0); del buf296  # reuse
            buf298 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf299 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf301 = reinterpret_tensor(buf299, (2, 256, 1), (256, 1, 1), 0); del buf299  # reuse
            buf302 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_53, x_13, layer_norm_27], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf297, buf301, buf284, primals_136, primals_137, buf298, buf302, 512, 512, stream=stream0)
            del primals_137
            buf303 = empty_strided_cuda((512, 1856), (1856, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_27, input_53], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_139, reinterpret_tensor(buf302, (512, 512), (512, 1), 0), reinterpret_tensor(primals_138, (512, 1856), (1, 512), 0), alpha=1, beta=1, out=buf303)
            del primals_139
            buf304 = empty_strided_cuda((2, 256, 1856), (475136, 1856, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_53, input_54], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_17.run(buf303, buf304, 950272, stream=stream0)
            buf305 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_53, input_54, input_55], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_141, reinterpret_tensor(buf304, (512, 1856), (1856, 1), 0), reinterpret_tensor(primals_140, (1856, 512), (1, 1856), 0), alpha=1, beta=1, out=buf305)
            del primals_141
            buf306 = reinterpret_tensor(buf305, (2, 256, 512), (131072, 512, 1), 0); del buf305  # reuse
            buf307 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf308 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf310 = reinterpret_tensor(buf308, (2, 256, 1), (256, 1, 1), 0); del buf308  # reuse
            buf311 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_55, input_56, layer_norm_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf306, buf310, buf297, primals_142, primals_143, buf307, buf311, 512, 512, stream=stream0)
            del primals_143
            buf312 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_28, linear_56], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf311, (512, 512), (512, 1), 0), reinterpret_tensor(primals_144, (512, 1536), (1, 512), 0), out=buf312)
            # Topologically Sorted Source Nodes: [linear_56, split_14, view_42, q_29, view_43, k_29, view_44, v_29, y_14], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf313 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf314 = buf313[0]
            assert_size_stride(buf314, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf314, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf315 = buf313[1]
            assert_size_stride(buf315, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf315, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf316 = buf313[6]
            assert_size_stride(buf316, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf316, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf317 = buf313[7]
            assert_size_stride(buf317, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf317, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf313
            buf318 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_59, reshape_14, linear_57], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf314, (512, 512), (512, 1), 0), reinterpret_tensor(primals_145, (512, 512), (1, 512), 0), out=buf318)
            buf319 = reinterpret_tensor(buf318, (2, 256, 512), (131072, 512, 1), 0); del buf318  # reuse
            buf320 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf321 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf323 = reinterpret_tensor(buf321, (2, 256, 1), (256, 1, 1), 0); del buf321  # reuse
            buf324 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_57, x_14, layer_norm_29], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf319, buf323, buf306, primals_146, primals_147, buf320, buf324, 512, 512, stream=stream0)
            del primals_147
            buf325 = empty_strided_cuda((512, 1920), (1920, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_29, input_57], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_149, reinterpret_tensor(buf324, (512, 512), (512, 1), 0), reinterpret_tensor(primals_148, (512, 1920), (1, 512), 0), alpha=1, beta=1, out=buf325)
            del primals_149
            buf326 = empty_strided_cuda((2, 256, 1920), (491520, 1920, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_57, input_58], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_18.run(buf325, buf326, 983040, stream=stream0)
            buf327 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_57, input_58, input_59], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_151, reinterpret_tensor(buf326, (512, 1920), (1920, 1), 0), reinterpret_tensor(primals_150, (1920, 512), (1, 1920), 0), alpha=1, beta=1, out=buf327)
            del primals_151
            buf328 = reinterpret_tensor(buf327, (2, 256, 512), (131072, 512, 1), 0); del buf327  # reuse
            buf329 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf330 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf332 = reinterpret_tensor(buf330, (2, 256, 1), (256, 1, 1), 0); del buf330  # reuse
            buf333 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_59, input_60, layer_norm_30], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf328, buf332, buf319, primals_152, primals_153, buf329, buf333, 512, 512, stream=stream0)
            del primals_153
            buf334 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_30, linear_60], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf333, (512, 512), (512, 1), 0), reinterpret_tensor(primals_154, (512, 1536), (1, 512), 0), out=buf334)
            # Topologically Sorted Source Nodes: [linear_60, split_15, view_45, q_31, view_46, k_31, view_47, v_31, y_15], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf335 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf336 = buf335[0]
            assert_size_stride(buf336, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf336, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf337 = buf335[1]
            assert_size_stride(buf337, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf337, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf338 = buf335[6]
            assert_size_stride(buf338, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf338, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf339 = buf335[7]
            assert_size_stride(buf339, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf339, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf335
            buf340 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_63, reshape_15, linear_61], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf336, (512, 512), (512, 1), 0), reinterpret_tensor(primals_155, (512, 512), (1, 512), 0), out=buf340)
            buf341 = reinterpret_tensor(buf340, (2, 256, 512), (131072, 512, 1), 0); del buf340  # reuse
            buf342 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf343 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf345 = reinterpret_tensor(buf343, (2, 256, 1), (256, 1, 1), 0); del buf343  # reuse
            buf346 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_61, x_15, layer_norm_31], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf341, buf345, buf328, primals_156, primals_157, buf342, buf346, 512, 512, stream=stream0)
            del primals_157
            buf347 = empty_strided_cuda((512, 1984), (1984, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_31, input_61], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_159, reinterpret_tensor(buf346, (512, 512), (512, 1), 0), reinterpret_tensor(primals_158, (512, 1984), (1, 512), 0), alpha=1, beta=1, out=buf347)
            del primals_159
            buf348 = empty_strided_cuda((2, 256, 1984), (507904, 1984, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_61, input_62], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_19.run(buf347, buf348, 1015808, stream=stream0)
            buf349 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_61, input_62, input_63], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_161, reinterpret_tensor(buf348, (512, 1984), (1984, 1), 0), reinterpret_tensor(primals_160, (1984, 512), (1, 1984), 0), alpha=1, beta=1, out=buf349)
            del primals_161
            buf350 = reinterpret_tensor(buf349, (2, 256, 512), (131072, 512, 1), 0); del buf349  # reuse
            buf351 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf352 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf354 = reinterpret_tensor(buf352, (2, 256, 1), (256, 1, 1), 0); del buf352  # reuse
            buf355 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_63, input_64, layer_norm_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf350, buf354, buf341, primals_162, primals_163, buf351, buf355, 512, 512, stream=stream0)
            del primals_163
            buf356 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_32, linear_64], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf355, (512, 512), (512, 1), 0), reinterpret_tensor(primals_164, (512, 1536), (1, 512), 0), out=buf356)
            # Topologically Sorted Source Nodes: [linear_64, split_16, view_48, q_33, view_49, k_33, view_50, v_33, y_16], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf357 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf358 = buf357[0]
            assert_size_stride(buf358, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf358, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf359 = buf357[1]
            assert_size_stride(buf359, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf359, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf360 = buf357[6]
            assert_size_stride(buf360, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf360, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf361 = buf357[7]
            assert_size_stride(buf361, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf361, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf357
            buf362 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_67, reshape_16, linear_65], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf358, (512, 512), (512, 1), 0), reinterpret_tensor(primals_165, (512, 512), (1, 512), 0), out=buf362)
            buf363 = reinterpret_tensor(buf362, (2, 256, 512), (131072, 512, 1), 0); del buf362  # reuse
            buf364 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf365 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf367 = reinterpret_tensor(buf365, (2, 256, 1), (256, 1, 1), 0); del buf365  # reuse
            buf368 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_65, x_16, layer_norm_33], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf363, buf367, buf350, primals_166, primals_167, buf364, buf368, 512, 512, stream=stream0)
            del primals_167
            buf369 = empty_strided_cuda((512, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_33, input_65], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_169, reinterpret_tensor(buf368, (512, 512), (512, 1), 0), reinterpret_tensor(primals_168, (512, 2048), (1, 512), 0), alpha=1, beta=1, out=buf369)
            del primals_169
            buf370 = empty_strided_cuda((2, 256, 2048), (524288, 2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_65, input_66], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_20.run(buf369, buf370, 1048576, stream=stream0)
            buf371 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_65, input_66, input_67], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_171, reinterpret_tensor(buf370, (512, 2048), (2048, 1), 0), reinterpret_tensor(primals_170, (2048, 512), (1, 2048), 0), alpha=1, beta=1, out=buf371)
            del primals_171
            buf372 = reinterpret_tensor(buf371, (2, 256, 512), (131072, 512, 1), 0); del buf371  # reuse
            buf373 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf374 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf376 = reinterpret_tensor(buf374, (2, 256, 1), (256, 1, 1), 0); del buf374  # reuse
            buf377 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_67, input_68, layer_norm_34], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf372, buf376, buf363, primals_172, primals_173, buf373, buf377, 512, 512, stream=stream0)
            del primals_173
            buf378 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_34, linear_68], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf377, (512, 512), (512, 1), 0), reinterpret_tensor(primals_174, (512, 1536), (1, 512), 0), out=buf378)
            # Topologically Sorted Source Nodes: [linear_68, split_17, view_51, q_35, view_52, k_35, view_53, v_35, y_17], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf379 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf380 = buf379[0]
            assert_size_stride(buf380, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf380, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf381 = buf379[1]
            assert_size_stride(buf381, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf381, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf382 = buf379[6]
            assert_size_stride(buf382, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf382, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf383 = buf379[7]
            assert_size_stride(buf383, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf383, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf379
            buf384 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_71, reshape_17, linear_69], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf380, (512, 512), (512, 1), 0), reinterpret_tensor(primals_175, (512, 512), (1, 512), 0), out=buf384)
            buf385 = reinterpret_tensor(buf384, (2, 256, 512), (131072, 512, 1), 0); del buf384  # reuse
            buf386 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf387 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf389 = reinterpret_tensor(buf387, (2, 256, 1), (256, 1, 1), 0); del buf387  # reuse
            buf390 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_69, x_17, layer_norm_35], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf385, buf389, buf372, primals_176, primals_177, buf386, buf390, 512, 512, stream=stream0)
            del primals_177
            buf391 = empty_strided_cuda((512, 2112), (2112, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_35, input_69], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_179, reinterpret_tensor(buf390, (512, 512), (512, 1), 0), reinterpret_tensor(primals_178, (512, 2112), (1, 512), 0), alpha=1, beta=1, out=buf391)
            del primals_179
            buf392 = empty_strided_cuda((2, 256, 2112), (540672, 2112, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_69, input_70], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_21.run(buf391, buf392, 1081344, stream=stream0)
            buf393 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_69, input_70, input_71], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_181, reinterpret_tensor(buf392, (512, 2112), (2112, 1), 0), reinterpret_tensor(primals_180, (2112, 512), (1, 2112), 0), alpha=1, beta=1, out=buf393)
            del primals_181
            buf394 = reinterpret_tensor(buf393, (2, 256, 512), (131072, 512, 1), 0); del buf393  # reuse
            buf395 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf396 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf398 = reinterpret_tensor(buf396, (2, 256, 1), (256, 1, 1), 0); del buf396  # reuse
            buf399 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_71, input_72, layer_norm_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf394, buf398, buf385, primals_182, primals_183, buf395, buf399, 512, 512, stream=stream0)
            del primals_183
            buf400 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_36, linear_72], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf399, (512, 512), (512, 1), 0), reinterpret_tensor(primals_184, (512, 1536), (1, 512), 0), out=buf400)
            # Topologically Sorted Source Nodes: [linear_72, split_18, view_54, q_37, view_55, k_37, view_56, v_37, y_18], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf401 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf402 = buf401[0]
            assert_size_stride(buf402, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf402, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf403 = buf401[1]
            assert_size_stride(buf403, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf403, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf404 = buf401[6]
            assert_size_stride(buf404, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf404, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf405 = buf401[7]
            assert_size_stride(buf405, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf405, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf401
            buf406 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_75, reshape_18, linear_73], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf402, (512, 512), (512, 1), 0), reinterpret_tensor(primals_185, (512, 512), (1, 512), 0), out=buf406)
            buf407 = reinterpret_tensor(buf406, (2, 256, 512), (131072, 512, 1), 0); del buf406  # reuse
            buf408 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf409 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf411 = reinterpret_tensor(buf409, (2, 256, 1), (256, 1, 1), 0); del buf409  # reuse
            buf412 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_73, x_18, layer_norm_37], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf407, buf411, buf394, primals_186, primals_187, buf408, buf412, 512, 512, stream=stream0)
            del primals_187
            buf413 = empty_strided_cuda((512, 2176), (2176, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_37, input_73], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_189, reinterpret_tensor(buf412, (512, 512), (512, 1), 0), reinterpret_tensor(primals_188, (512, 2176), (1, 512), 0), alpha=1, beta=1, out=buf413)
            del primals_189
            buf414 = empty_strided_cuda((2, 256, 2176), (557056, 2176, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_73, input_74], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_22.run(buf413, buf414, 1114112, stream=stream0)
            buf415 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_73, input_74, input_75], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_191, reinterpret_tensor(buf414, (512, 2176), (2176, 1), 0), reinterpret_tensor(primals_190, (2176, 512), (1, 2176), 0), alpha=1, beta=1, out=buf415)
            del primals_191
            buf416 = reinterpret_tensor(buf415, (2, 256, 512), (131072, 512, 1), 0); del buf415  # reuse
            buf417 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf418 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf420 = reinterpret_tensor(buf418, (2, 256, 1), (256, 1, 1), 0); del buf418  # reuse
            buf421 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_75, input_76, layer_norm_38], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf416, buf420, buf407, primals_192, primals_193, buf417, buf421, 512, 512, stream=stream0)
            del primals_193
            buf422 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_38, linear_76], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf421, (512, 512), (512, 1), 0), reinterpret_tensor(primals_194, (512, 1536), (1, 512), 0), out=buf422)
            # Topologically Sorted Source Nodes: [linear_76, split_19, view_57, q_39, view_58, k_39, view_59, v_39, y_19], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf423 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf424 = buf423[0]
            assert_size_stride(buf424, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf424, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf425 = buf423[1]
            assert_size_stride(buf425, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf425, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf426 = buf423[6]
            assert_size_stride(buf426, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf426, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf427 = buf423[7]
            assert_size_stride(buf427, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf427, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf423
            buf428 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_79, reshape_19, linear_77], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf424, (512, 512), (512, 1), 0), reinterpret_tensor(primals_195, (512, 512), (1, 512), 0), out=buf428)
            buf429 = reinterpret_tensor(buf428, (2, 256, 512), (131072, 512, 1), 0); del buf428  # reuse
            buf430 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf431 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf433 = reinterpret_tensor(buf431, (2, 256, 1), (256, 1, 1), 0); del buf431  # reuse
            buf434 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_77, x_19, layer_norm_39], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf429, buf433, buf416, primals_196, primals_197, buf430, buf434, 512, 512, stream=stream0)
            del primals_197
            buf435 = empty_strided_cuda((512, 2240), (2240, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_39, input_77], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_199, reinterpret_tensor(buf434, (512, 512), (512, 1), 0), reinterpret_tensor(primals_198, (512, 2240), (1, 512), 0), alpha=1, beta=1, out=buf435)
            del primals_199
            buf436 = empty_strided_cuda((2, 256, 2240), (573440, 2240, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_77, input_78], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_23.run(buf435, buf436, 1146880, stream=stream0)
            buf437 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_77, input_78, input_79], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_201, reinterpret_tensor(buf436, (512, 2240), (2240, 1), 0), reinterpret_tensor(primals_200, (2240, 512), (1, 2240), 0), alpha=1, beta=1, out=buf437)
            del primals_201
            buf438 = reinterpret_tensor(buf437, (2, 256, 512), (131072, 512, 1), 0); del buf437  # reuse
            buf439 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf440 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf442 = reinterpret_tensor(buf440, (2, 256, 1), (256, 1, 1), 0); del buf440  # reuse
            buf443 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_79, input_80, layer_norm_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf438, buf442, buf429, primals_202, primals_203, buf439, buf443, 512, 512, stream=stream0)
            del primals_203
            buf444 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_40, linear_80], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf443, (512, 512), (512, 1), 0), reinterpret_tensor(primals_204, (512, 1536), (1, 512), 0), out=buf444)
            # Topologically Sorted Source Nodes: [linear_80, split_20, view_60, q_41, view_61, k_41, view_62, v_41, y_20], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf445 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf446 = buf445[0]
            assert_size_stride(buf446, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf446, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf447 = buf445[1]
            assert_size_stride(buf447, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf447, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf448 = buf445[6]
            assert_size_stride(buf448, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf448, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf449 = buf445[7]
            assert_size_stride(buf449, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf449, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf445
            buf450 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_83, reshape_20, linear_81], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf446, (512, 512), (512, 1), 0), reinterpret_tensor(primals_205, (512, 512), (1, 512), 0), out=buf450)
            buf451 = reinterpret_tensor(buf450, (2, 256, 512), (131072, 512, 1), 0); del buf450  # reuse
            buf452 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf453 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf455 = reinterpret_tensor(buf453, (2, 256, 1), (256, 1, 1), 0); del buf453  # reuse
            buf456 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_81, x_20, layer_norm_41], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf451, buf455, buf438, primals_206, primals_207, buf452, buf456, 512, 512, stream=stream0)
            del primals_207
            buf457 = empty_strided_cuda((512, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_41, input_81], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_209, reinterpret_tensor(buf456, (512, 512), (512, 1), 0), reinterpret_tensor(primals_208, (512, 2304), (1, 512), 0), alpha=1, beta=1, out=buf457)
            del primals_209
            buf458 = empty_strided_cuda((2, 256, 2304), (589824, 2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_81, input_82], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_24.run(buf457, buf458, 1179648, stream=stream0)
            buf459 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_81, input_82, input_83], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_211, reinterpret_tensor(buf458, (512, 2304), (2304, 1), 0), reinterpret_tensor(primals_210, (2304, 512), (1, 2304), 0), alpha=1, beta=1, out=buf459)
            del primals_211
            buf460 = reinterpret_tensor(buf459, (2, 256, 512), (131072, 512, 1), 0); del buf459  # reuse
            buf461 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf462 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf464 = reinterpret_tensor(buf462, (2, 256, 1), (256, 1, 1), 0); del buf462  # reuse
            buf465 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_83, input_84, layer_norm_42], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf460, buf464, buf451, primals_212, primals_213, buf461, buf465, 512, 512, stream=stream0)
            del primals_213
            buf466 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_42, linear_84], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf465, (512, 512), (512, 1), 0), reinterpret_tensor(primals_214, (512, 1536), (1, 512), 0), out=buf466)
            # Topologically Sorted Source Nodes: [linear_84, split_21, view_63, q_43, view_64, k_43, view_65, v_43, y_21], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf467 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf468 = buf467[0]
            assert_size_stride(buf468, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf468, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf469 = buf467[1]
            assert_size_stride(buf469, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf469, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf470 = buf467[6]
            assert_size_stride(buf470, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf470, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf471 = buf467[7]
            assert_size_stride(buf471, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf471, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf467
            buf472 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_87, reshape_21, linear_85], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf468, (512, 512), (512, 1), 0), reinterpret_tensor(primals_215, (512, 512), (1, 512), 0), out=buf472)
            buf473 = reinterpret_tensor(buf472, (2, 256, 512), (131072, 512, 1), 0); del buf472  # reuse
            buf474 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf475 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf477 = reinterpret_tensor(buf475, (2, 256, 1), (256, 1, 1), 0); del buf475  # reuse
            buf478 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_85, x_21, layer_norm_43], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf473, buf477, buf460, primals_216, primals_217, buf474, buf478, 512, 512, stream=stream0)
            del primals_217
            buf479 = empty_strided_cuda((512, 2368), (2368, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_43, input_85], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_219, reinterpret_tensor(buf478, (512, 512), (512, 1), 0), reinterpret_tensor(primals_218, (512, 2368), (1, 512), 0), alpha=1, beta=1, out=buf479)
            del primals_219
            buf480 = empty_strided_cuda((2, 256, 2368), (606208, 2368, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_85, input_86], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_25.run(buf479, buf480, 1212416, stream=stream0)
            buf481 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_85, input_86, input_87], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_221, reinterpret_tensor(buf480, (512, 2368), (2368, 1), 0), reinterpret_tensor(primals_220, (2368, 512), (1, 2368), 0), alpha=1, beta=1, out=buf481)
            del primals_221
            buf482 = reinterpret_tensor(buf481, (2, 256, 512), (131072, 512, 1), 0); del buf481  # reuse
            buf483 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf484 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf486 = reinterpret_tensor(buf484, (2, 256, 1), (256, 1, 1), 0); del buf484  # reuse
            buf487 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_87, input_88, layer_norm_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf482, buf486, buf473, primals_222, primals_223, buf483, buf487, 512, 512, stream=stream0)
            del primals_223
            buf488 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_44, linear_88], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf487, (512, 512), (512, 1), 0), reinterpret_tensor(primals_224, (512, 1536), (1, 512), 0), out=buf488)
            # Topologically Sorted Source Nodes: [linear_88, split_22, view_66, q_45, view_67, k_45, view_68, v_45, y_22], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf489 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf490 = buf489[0]
            assert_size_stride(buf490, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf490, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf491 = buf489[1]
            assert_size_stride(buf491, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf491, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf492 = buf489[6]
            assert_size_stride(buf492, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf492, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf493 = buf489[7]
            assert_size_stride(buf493, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf493, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf489
            buf494 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_91, reshape_22, linear_89], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf490, (512, 512), (512, 1), 0), reinterpret_tensor(primals_225, (512, 512), (1, 512), 0), out=buf494)
            buf495 = reinterpret_tensor(buf494, (2, 256, 512), (131072, 512, 1), 0); del buf494  # reuse
            buf496 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf497 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf499 = reinterpret_tensor(buf497, (2, 256, 1), (256, 1, 1), 0); del buf497  # reuse
            buf500 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_89, x_22, layer_norm_45], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf495, buf499, buf482, primals_226, primals_227, buf496, buf500, 512, 512, stream=stream0)
            del primals_227
            buf501 = empty_strided_cuda((512, 2432), (2432, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_45, input_89], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_229, reinterpret_tensor(buf500, (512, 512), (512, 1), 0), reinterpret_tensor(primals_228, (512, 2432), (1, 512), 0), alpha=1, beta=1, out=buf501)
            del primals_229
            buf502 = empty_strided_cuda((2, 256, 2432), (622592, 2432, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_89, input_90], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_26.run(buf501, buf502, 1245184, stream=stream0)
            buf503 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_89, input_90, input_91], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_231, reinterpret_tensor(buf502, (512, 2432), (2432, 1), 0), reinterpret_tensor(primals_230, (2432, 512), (1, 2432), 0), alpha=1, beta=1, out=buf503)
            del primals_231
            buf504 = reinterpret_tensor(buf503, (2, 256, 512), (131072, 512, 1), 0); del buf503  # reuse
            buf505 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf506 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf508 = reinterpret_tensor(buf506, (2, 256, 1), (256, 1, 1), 0); del buf506  # reuse
            buf509 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_91, input_92, layer_norm_46], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf504, buf508, buf495, primals_232, primals_233, buf505, buf509, 512, 512, stream=stream0)
            del primals_233
            buf510 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_46, linear_92], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf509, (512, 512), (512, 1), 0), reinterpret_tensor(primals_234, (512, 1536), (1, 512), 0), out=buf510)
            # Topologically Sorted Source Nodes: [linear_92, split_23, view_69, q_47, view_70, k_47, view_71, v_47, y_23], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf511 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf512 = buf511[0]
            assert_size_stride(buf512, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf512, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf513 = buf511[1]
            assert_size_stride(buf513, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf513, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf514 = buf511[6]
            assert_size_stride(buf514, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf514, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf515 = buf511[7]
            assert_size_stride(buf515, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf515, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf511
            buf516 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_95, reshape_23, linear_93], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf512, (512, 512), (512, 1), 0), reinterpret_tensor(primals_235, (512, 512), (1, 512), 0), out=buf516)
            buf517 = reinterpret_tensor(buf516, (2, 256, 512), (131072, 512, 1), 0); del buf516  # reuse
            buf518 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf519 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf521 = reinterpret_tensor(buf519, (2, 256, 1), (256, 1, 1), 0); del buf519  # reuse
            buf522 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_93, x_23, layer_norm_47], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf517, buf521, buf504, primals_236, primals_237, buf518, buf522, 512, 512, stream=stream0)
            del primals_237
            buf523 = empty_strided_cuda((512, 2496), (2496, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_47, input_93], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_239, reinterpret_tensor(buf522, (512, 512), (512, 1), 0), reinterpret_tensor(primals_238, (512, 2496), (1, 512), 0), alpha=1, beta=1, out=buf523)
            del primals_239
            buf524 = empty_strided_cuda((2, 256, 2496), (638976, 2496, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_93, input_94], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_27.run(buf523, buf524, 1277952, stream=stream0)
            buf525 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_93, input_94, input_95], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_241, reinterpret_tensor(buf524, (512, 2496), (2496, 1), 0), reinterpret_tensor(primals_240, (2496, 512), (1, 2496), 0), alpha=1, beta=1, out=buf525)
            del primals_241
            buf526 = reinterpret_tensor(buf525, (2, 256, 512), (131072, 512, 1), 0); del buf525  # reuse
            buf527 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf528 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf530 = reinterpret_tensor(buf528, (2, 256, 1), (256, 1, 1), 0); del buf528  # reuse
            buf531 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_95, input_96, layer_norm_48], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf526, buf530, buf517, primals_242, primals_243, buf527, buf531, 512, 512, stream=stream0)
            del primals_243
            buf532 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_48, linear_96], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf531, (512, 512), (512, 1), 0), reinterpret_tensor(primals_244, (512, 1536), (1, 512), 0), out=buf532)
            # Topologically Sorted Source Nodes: [linear_96, split_24, view_72, q_49, view_73, k_49, view_74, v_49, y_24], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf533 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf534 = buf533[0]
            assert_size_stride(buf534, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf534, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf535 = buf533[1]
            assert_size_stride(buf535, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf535, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf536 = buf533[6]
            assert_size_stride(buf536, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf536, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf537 = buf533[7]
            assert_size_stride(buf537, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf537, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf533
            buf538 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_99, reshape_24, linear_97], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf534, (512, 512), (512, 1), 0), reinterpret_tensor(primals_245, (512, 512), (1, 512), 0), out=buf538)
            buf539 = reinterpret_tensor(buf538, (2, 256, 512), (131072, 512, 1), 0); del buf538  # reuse
            buf540 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf541 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf543 = reinterpret_tensor(buf541, (2, 256, 1), (256, 1, 1), 0); del buf541  # reuse
            buf544 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_97, x_24, layer_norm_49], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf539, buf543, buf526, primals_246, primals_247, buf540, buf544, 512, 512, stream=stream0)
            del primals_247
            buf545 = empty_strided_cuda((512, 2560), (2560, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_49, input_97], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_249, reinterpret_tensor(buf544, (512, 512), (512, 1), 0), reinterpret_tensor(primals_248, (512, 2560), (1, 512), 0), alpha=1, beta=1, out=buf545)
            del primals_249
            buf546 = empty_strided_cuda((2, 256, 2560), (655360, 2560, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_97, input_98], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_28.run(buf545, buf546, 1310720, stream=stream0)
            buf547 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_97, input_98, input_99], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_251, reinterpret_tensor(buf546, (512, 2560), (2560, 1), 0), reinterpret_tensor(primals_250, (2560, 512), (1, 2560), 0), alpha=1, beta=1, out=buf547)
            del primals_251
            buf548 = reinterpret_tensor(buf547, (2, 256, 512), (131072, 512, 1), 0); del buf547  # reuse
            buf549 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf550 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf552 = reinterpret_tensor(buf550, (2, 256, 1), (256, 1, 1), 0); del buf550  # reuse
            buf553 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_99, input_100, layer_norm_50], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf548, buf552, buf539, primals_252, primals_253, buf549, buf553, 512, 512, stream=stream0)
            del primals_253
            buf554 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_50, linear_100], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf553, (512, 512), (512, 1), 0), reinterpret_tensor(primals_254, (512, 1536), (1, 512), 0), out=buf554)
            # Topologically Sorted Source Nodes: [linear_100, split_25, view_75, q_51, view_76, k_51, view_77, v_51, y_25], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf555 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf556 = buf555[0]
            assert_size_stride(buf556, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf556, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf557 = buf555[1]
            assert_size_stride(buf557, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf557, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf558 = buf555[6]
            assert_size_stride(buf558, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf558, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf559 = buf555[7]
            assert_size_stride(buf559, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf559, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf555
            buf560 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_103, reshape_25, linear_101], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf556, (512, 512), (512, 1), 0), reinterpret_tensor(primals_255, (512, 512), (1, 512), 0), out=buf560)
            buf561 = reinterpret_tensor(buf560, (2, 256, 512), (131072, 512, 1), 0); del buf560  # reuse
            buf562 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf563 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf565 = reinterpret_tensor(buf563, (2, 256, 1), (256, 1, 1), 0); del buf563  # reuse
            buf566 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_101, x_25, layer_norm_51], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf561, buf565, buf548, primals_256, primals_257, buf562, buf566, 512, 512, stream=stream0)
            del primals_257
            buf567 = empty_strided_cuda((512, 2624), (2624, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_51, input_101], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_259, reinterpret_tensor(buf566, (512, 512), (512, 1), 0), reinterpret_tensor(primals_258, (512, 2624), (1, 512), 0), alpha=1, beta=1, out=buf567)
            del primals_259
            buf568 = empty_strided_cuda((2, 256, 2624), (671744, 2624, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_101, input_102], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf567, buf568, 1343488, stream=stream0)
            buf569 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_101, input_102, input_103], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_261, reinterpret_tensor(buf568, (512, 2624), (2624, 1), 0), reinterpret_tensor(primals_260, (2624, 512), (1, 2624), 0), alpha=1, beta=1, out=buf569)
            del primals_261
            buf570 = reinterpret_tensor(buf569, (2, 256, 512), (131072, 512, 1), 0); del buf569  # reuse
            buf571 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf572 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf574 = reinterpret_tensor(buf572, (2, 256, 1), (256, 1, 1), 0); del buf572  # reuse
            buf575 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_103, input_104, layer_norm_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf570, buf574, buf561, primals_262, primals_263, buf571, buf575, 512, 512, stream=stream0)
            del primals_263
            buf576 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_52, linear_104], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf575, (512, 512), (512, 1), 0), reinterpret_tensor(primals_264, (512, 1536), (1, 512), 0), out=buf576)
            # Topologically Sorted Source Nodes: [linear_104, split_26, view_78, q_53, view_79, k_53, view_80, v_53, y_26], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf577 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf578 = buf577[0]
            assert_size_stride(buf578, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf578, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf579 = buf577[1]
            assert_size_stride(buf579, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf579, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf580 = buf577[6]
            assert_size_stride(buf580, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf580, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf581 = buf577[7]
            assert_size_stride(buf581, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf581, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf577
            buf582 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_107, reshape_26, linear_105], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf578, (512, 512), (512, 1), 0), reinterpret_tensor(primals_265, (512, 512), (1, 512), 0), out=buf582)
            buf583 = reinterpret_tensor(buf582, (2, 256, 512), (131072, 512, 1), 0); del buf582  # reuse
            buf584 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf585 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf587 = reinterpret_tensor(buf585, (2, 256, 1), (256, 1, 1), 0); del buf585  # reuse
            buf588 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_105, x_26, layer_norm_53], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf583, buf587, buf570, primals_266, primals_267, buf584, buf588, 512, 512, stream=stream0)
            del primals_267
            buf589 = empty_strided_cuda((512, 2688), (2688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_53, input_105], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_269, reinterpret_tensor(buf588, (512, 512), (512, 1), 0), reinterpret_tensor(primals_268, (512, 2688), (1, 512), 0), alpha=1, beta=1, out=buf589)
            del primals_269
            buf590 = empty_strided_cuda((2, 256, 2688), (688128, 2688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_105, input_106], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_30.run(buf589, buf590, 1376256, stream=stream0)
            buf591 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_105, input_106, input_107], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_271, reinterpret_tensor(buf590, (512, 2688), (2688, 1), 0), reinterpret_tensor(primals_270, (2688, 512), (1, 2688), 0), alpha=1, beta=1, out=buf591)
            del primals_271
            buf592 = reinterpret_tensor(buf591, (2, 256, 512), (131072, 512, 1), 0); del buf591  # reuse
            buf593 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf594 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf596 = reinterpret_tensor(buf594, (2, 256, 1), (256, 1, 1), 0); del buf594  # reuse
            buf597 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_107, input_108, layer_norm_54], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf592, buf596, buf583, primals_272, primals_273, buf593, buf597, 512, 512, stream=stream0)
            del primals_273
            buf598 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_54, linear_108], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf597, (512, 512), (512, 1), 0), reinterpret_tensor(primals_274, (512, 1536), (1, 512), 0), out=buf598)
            # Topologically Sorted Source Nodes: [linear_108, split_27, view_81, q_55, view_82, k_55, view_83, v_55, y_27], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf599 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf600 = buf599[0]
            assert_size_stride(buf600, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf600, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf601 = buf599[1]
            assert_size_stride(buf601, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf601, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf602 = buf599[6]
            assert_size_stride(buf602, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf602, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf603 = buf599[7]
            assert_size_stride(buf603, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf603, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf599
            buf604 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_111, reshape_27, linear_109], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf600, (512, 512), (512, 1), 0), reinterpret_tensor(primals_275, (512, 512), (1, 512), 0), out=buf604)
            buf605 = reinterpret_tensor(buf604, (2, 256, 512), (131072, 512, 1), 0); del buf604  # reuse
            buf606 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf607 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf609 = reinterpret_tensor(buf607, (2, 256, 1), (256, 1, 1), 0); del buf607  # reuse
            buf610 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_109, x_27, layer_norm_55], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf605, buf609, buf592, primals_276, primals_277, buf606, buf610, 512, 512, stream=stream0)
            del primals_277
            buf611 = empty_strided_cuda((512, 2752), (2752, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_55, input_109], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_279, reinterpret_tensor(buf610, (512, 512), (512, 1), 0), reinterpret_tensor(primals_278, (512, 2752), (1, 512), 0), alpha=1, beta=1, out=buf611)
            del primals_279
            buf612 = empty_strided_cuda((2, 256, 2752), (704512, 2752, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_109, input_110], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_31.run(buf611, buf612, 1409024, stream=stream0)
            buf613 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_109, input_110, input_111], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_281, reinterpret_tensor(buf612, (512, 2752), (2752, 1), 0), reinterpret_tensor(primals_280, (2752, 512), (1, 2752), 0), alpha=1, beta=1, out=buf613)
            del primals_281
            buf614 = reinterpret_tensor(buf613, (2, 256, 512), (131072, 512, 1), 0); del buf613  # reuse
            buf615 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf616 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf618 = reinterpret_tensor(buf616, (2, 256, 1), (256, 1, 1), 0); del buf616  # reuse
            buf619 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_111, input_112, layer_norm_56], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf614, buf618, buf605, primals_282, primals_283, buf615, buf619, 512, 512, stream=stream0)
            del primals_283
            buf620 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_56, linear_112], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf619, (512, 512), (512, 1), 0), reinterpret_tensor(primals_284, (512, 1536), (1, 512), 0), out=buf620)
            # Topologically Sorted Source Nodes: [linear_112, split_28, view_84, q_57, view_85, k_57, view_86, v_57, y_28], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf621 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf622 = buf621[0]
            assert_size_stride(buf622, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf622, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf623 = buf621[1]
            assert_size_stride(buf623, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf623, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf624 = buf621[6]
            assert_size_stride(buf624, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf624, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf625 = buf621[7]
            assert_size_stride(buf625, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf625, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf621
            buf626 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_115, reshape_28, linear_113], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf622, (512, 512), (512, 1), 0), reinterpret_tensor(primals_285, (512, 512), (1, 512), 0), out=buf626)
            buf627 = reinterpret_tensor(buf626, (2, 256, 512), (131072, 512, 1), 0); del buf626  # reuse
            buf628 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf629 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf631 = reinterpret_tensor(buf629, (2, 256, 1), (256, 1, 1), 0); del buf629  # reuse
            buf632 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_113, x_28, layer_norm_57], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf627, buf631, buf614, primals_286, primals_287, buf628, buf632, 512, 512, stream=stream0)
            del primals_287
            buf633 = empty_strided_cuda((512, 2816), (2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_57, input_113], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_289, reinterpret_tensor(buf632, (512, 512), (512, 1), 0), reinterpret_tensor(primals_288, (512, 2816), (1, 512), 0), alpha=1, beta=1, out=buf633)
            del primals_289
            buf634 = empty_strided_cuda((2, 256, 2816), (720896, 2816, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_113, input_114], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_32.run(buf633, buf634, 1441792, stream=stream0)
            buf635 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_113, input_114, input_115], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_291, reinterpret_tensor(buf634, (512, 2816), (2816, 1), 0), reinterpret_tensor(primals_290, (2816, 512), (1, 2816), 0), alpha=1, beta=1, out=buf635)
            del primals_291
            buf636 = reinterpret_tensor(buf635, (2, 256, 512), (131072, 512, 1), 0); del buf635  # reuse
            buf637 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf638 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf640 = reinterpret_tensor(buf638, (2, 256, 1), (256, 1, 1), 0); del buf638  # reuse
            buf641 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_115, input_116, layer_norm_58], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf636, buf640, buf627, primals_292, primals_293, buf637, buf641, 512, 512, stream=stream0)
            del primals_293
            buf642 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_58, linear_116], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf641, (512, 512), (512, 1), 0), reinterpret_tensor(primals_294, (512, 1536), (1, 512), 0), out=buf642)
            # Topologically Sorted Source Nodes: [linear_116, split_29, view_87, q_59, view_88, k_59, view_89, v_59, y_29], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf643 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf644 = buf643[0]
            assert_size_stride(buf644, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf644, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf645 = buf643[1]
            assert_size_stride(buf645, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf645, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf646 = buf643[6]
            assert_size_stride(buf646, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf646, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf647 = buf643[7]
            assert_size_stride(buf647, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf647, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf643
            buf648 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_119, reshape_29, linear_117], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf644, (512, 512), (512, 1), 0), reinterpret_tensor(primals_295, (512, 512), (1, 512), 0), out=buf648)
            buf649 = reinterpret_tensor(buf648, (2, 256, 512), (131072, 512, 1), 0); del buf648  # reuse
            buf650 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf651 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf653 = reinterpret_tensor(buf651, (2, 256, 1), (256, 1, 1), 0); del buf651  # reuse
            buf654 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_117, x_29, layer_norm_59], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf649, buf653, buf636, primals_296, primals_297, buf650, buf654, 512, 512, stream=stream0)
            del primals_297
            buf655 = empty_strided_cuda((512, 2880), (2880, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_59, input_117], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_299, reinterpret_tensor(buf654, (512, 512), (512, 1), 0), reinterpret_tensor(primals_298, (512, 2880), (1, 512), 0), alpha=1, beta=1, out=buf655)
            del primals_299
            buf656 = empty_strided_cuda((2, 256, 2880), (737280, 2880, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_117, input_118], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_33.run(buf655, buf656, 1474560, stream=stream0)
            buf657 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_117, input_118, input_119], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_301, reinterpret_tensor(buf656, (512, 2880), (2880, 1), 0), reinterpret_tensor(primals_300, (2880, 512), (1, 2880), 0), alpha=1, beta=1, out=buf657)
            del primals_301
            buf658 = reinterpret_tensor(buf657, (2, 256, 512), (131072, 512, 1), 0); del buf657  # reuse
            buf659 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf660 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf662 = reinterpret_tensor(buf660, (2, 256, 1), (256, 1, 1), 0); del buf660  # reuse
            buf663 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_119, input_120, layer_norm_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf658, buf662, buf649, primals_302, primals_303, buf659, buf663, 512, 512, stream=stream0)
            del primals_303
            buf664 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_60, linear_120], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf663, (512, 512), (512, 1), 0), reinterpret_tensor(primals_304, (512, 1536), (1, 512), 0), out=buf664)
            # Topologically Sorted Source Nodes: [linear_120, split_30, view_90, q_61, view_91, k_61, view_92, v_61, y_30], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf665 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf666 = buf665[0]
            assert_size_stride(buf666, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf666, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf667 = buf665[1]
            assert_size_stride(buf667, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf667, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf668 = buf665[6]
            assert_size_stride(buf668, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf668, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf669 = buf665[7]
            assert_size_stride(buf669, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf669, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf665
            buf670 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_123, reshape_30, linear_121], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf666, (512, 512), (512, 1), 0), reinterpret_tensor(primals_305, (512, 512), (1, 512), 0), out=buf670)
            buf671 = reinterpret_tensor(buf670, (2, 256, 512), (131072, 512, 1), 0); del buf670  # reuse
            buf672 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf673 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf675 = reinterpret_tensor(buf673, (2, 256, 1), (256, 1, 1), 0); del buf673  # reuse
            buf676 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_121, x_30, layer_norm_61], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf671, buf675, buf658, primals_306, primals_307, buf672, buf676, 512, 512, stream=stream0)
            del primals_307
            buf677 = empty_strided_cuda((512, 2944), (2944, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_61, input_121], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_309, reinterpret_tensor(buf676, (512, 512), (512, 1), 0), reinterpret_tensor(primals_308, (512, 2944), (1, 512), 0), alpha=1, beta=1, out=buf677)
            del primals_309
            buf678 = empty_strided_cuda((2, 256, 2944), (753664, 2944, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_121, input_122], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_34.run(buf677, buf678, 1507328, stream=stream0)
            buf679 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_121, input_122, input_123], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_311, reinterpret_tensor(buf678, (512, 2944), (2944, 1), 0), reinterpret_tensor(primals_310, (2944, 512), (1, 2944), 0), alpha=1, beta=1, out=buf679)
            del primals_311
            buf680 = reinterpret_tensor(buf679, (2, 256, 512), (131072, 512, 1), 0); del buf679  # reuse
            buf681 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf682 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf684 = reinterpret_tensor(buf682, (2, 256, 1), (256, 1, 1), 0); del buf682  # reuse
            buf685 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_123, input_124, layer_norm_62], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf680, buf684, buf671, primals_312, primals_313, buf681, buf685, 512, 512, stream=stream0)
            del primals_313
            buf686 = empty_strided_cuda((512, 1536), (1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_62, linear_124], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf685, (512, 512), (512, 1), 0), reinterpret_tensor(primals_314, (512, 1536), (1, 512), 0), out=buf686)
            # Topologically Sorted Source Nodes: [linear_124, split_31, view_93, q_63, view_94, k_63, view_95, v_63, y_31], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            buf687 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), None, True, 0.0, True)
            buf688 = buf687[0]
            assert_size_stride(buf688, (2, 8, 256, 64), (131072, 64, 512, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf688, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf689 = buf687[1]
            assert_size_stride(buf689, (2, 8, 256, 1), (2048, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf689, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf690 = buf687[6]
            assert_size_stride(buf690, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf690, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf691 = buf687[7]
            assert_size_stride(buf691, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf691, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf687
            buf692 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_127, reshape_31, linear_125], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf688, (512, 512), (512, 1), 0), reinterpret_tensor(primals_315, (512, 512), (1, 512), 0), out=buf692)
            buf693 = reinterpret_tensor(buf692, (2, 256, 512), (131072, 512, 1), 0); del buf692  # reuse
            buf694 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf695 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf697 = reinterpret_tensor(buf695, (2, 256, 1), (256, 1, 1), 0); del buf695  # reuse
            buf698 = empty_strided_cuda((2, 256, 512), (131072, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_125, x_31, layer_norm_63], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_native_layer_norm_4.run(buf693, buf697, buf680, primals_316, primals_317, buf694, buf698, 512, 512, stream=stream0)
            del primals_317
            buf699 = empty_strided_cuda((512, 3008), (3008, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_63, input_125], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_319, reinterpret_tensor(buf698, (512, 512), (512, 1), 0), reinterpret_tensor(primals_318, (512, 3008), (1, 512), 0), alpha=1, beta=1, out=buf699)
            del primals_319
            buf700 = empty_strided_cuda((2, 256, 3008), (770048, 3008, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_125, input_126], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_35.run(buf699, buf700, 1540096, stream=stream0)
            buf701 = empty_strided_cuda((512, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_125, input_126, input_127], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.addmm(primals_321, reinterpret_tensor(buf700, (512, 3008), (3008, 1), 0), reinterpret_tensor(primals_320, (3008, 512), (1, 3008), 0), alpha=1, beta=1, out=buf701)
            del primals_321
            buf702 = reinterpret_tensor(buf701, (2, 256, 512), (131072, 512, 1), 0); del buf701  # reuse
            # Topologically Sorted Source Nodes: [input_127, input_128], Original ATen: [aten.view, aten.add]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_36.run(buf702, buf693, 262144, stream=stream0)
        return (buf702, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_12, primals_14, primals_15, primals_16, primals_18, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, primals_34, primals_35, primals_36, primals_38, primals_40, primals_42, primals_44, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_55, primals_56, primals_58, primals_60, primals_62, primals_64, primals_65, primals_66, primals_68, primals_70, primals_72, primals_74, primals_75, primals_76, primals_78, primals_80, primals_82, primals_84, primals_85, primals_86, primals_88, primals_90, primals_92, primals_94, primals_95, primals_96, primals_98, primals_100, primals_102, primals_104, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_115, primals_116, primals_118, primals_120, primals_122, primals_124, primals_125, primals_126, primals_128, primals_130, primals_132, primals_134, primals_135, primals_136, primals_138, primals_140, primals_142, primals_144, primals_145, primals_146, primals_148, primals_150, primals_152, primals_154, primals_155, primals_156, primals_158, primals_160, primals_162, primals_164, primals_165, primals_166, primals_168, primals_170, primals_172, primals_174, primals_175, primals_176, primals_178, primals_180, primals_182, primals_184, primals_185, primals_186, primals_188, primals_190, primals_192, primals_194, primals_195, primals_196, primals_198, primals_200, primals_202, primals_204, primals_205, primals_206, primals_208, primals_210, primals_212, primals_214, primals_215, primals_216, primals_218, primals_220, primals_222, primals_224, primals_225, primals_226, primals_228, primals_230, primals_232, primals_234, primals_235, primals_236, primals_238, primals_240, primals_242, primals_244, primals_245, primals_246, primals_248, primals_250, primals_252, primals_254, primals_255, primals_256, primals_258, primals_260, primals_262, primals_264, primals_265, primals_266, primals_268, primals_270, primals_272, primals_274, primals_275, primals_276, primals_278, primals_280, primals_282, primals_284, primals_285, primals_286, primals_288, primals_290, primals_292, primals_294, primals_295, primals_296, primals_298, primals_300, primals_302, primals_304, primals_305, primals_306, primals_308, primals_310, primals_312, primals_314, primals_315, primals_316, primals_318, primals_320, buf0, buf3, reinterpret_tensor(buf4, (512, 512), (512, 1), 0), reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf5, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf7, buf8, buf9, buf10, buf11, buf12, buf15, reinterpret_tensor(buf16, (512, 512), (512, 1), 0), buf17, reinterpret_tensor(buf18, (512, 1024), (1024, 1), 0), buf20, buf21, buf24, reinterpret_tensor(buf25, (512, 512), (512, 1), 0), reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf26, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf28, buf29, buf30, buf31, buf33, buf34, buf37, reinterpret_tensor(buf38, (512, 512), (512, 1), 0), buf39, reinterpret_tensor(buf40, (512, 1088), (1088, 1), 0), buf42, buf43, buf46, reinterpret_tensor(buf47, (512, 512), (512, 1), 0), reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf48, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf50, buf51, buf52, buf53, buf55, buf56, buf59, reinterpret_tensor(buf60, (512, 512), (512, 1), 0), buf61, reinterpret_tensor(buf62, (512, 1152), (1152, 1), 0), buf64, buf65, buf68, reinterpret_tensor(buf69, (512, 512), (512, 1), 0), reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf70, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf72, buf73, buf74, buf75, buf77, buf78, buf81, reinterpret_tensor(buf82, (512, 512), (512, 1), 0), buf83, reinterpret_tensor(buf84, (512, 1216), (1216, 1), 0), buf86, buf87, buf90, reinterpret_tensor(buf91, (512, 512), (512, 1), 0), reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf92, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf94, buf95, buf96, buf97, buf99, buf100, buf103, reinterpret_tensor(buf104, (512, 512), (512, 1), 0), buf105, reinterpret_tensor(buf106, (512, 1280), (1280, 1), 0), buf108, buf109, buf112, reinterpret_tensor(buf113, (512, 512), (512, 1), 0), reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf114, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf116, buf117, buf118, buf119, buf121, buf122, buf125, reinterpret_tensor(buf126, (512, 512), (512, 1), 0), buf127, reinterpret_tensor(buf128, (512, 1344), (1344, 1), 0), buf130, buf131, buf134, reinterpret_tensor(buf135, (512, 512), (512, 1), 0), reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf136, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf138, buf139, buf140, buf141, buf143, buf144, buf147, reinterpret_tensor(buf148, (512, 512), (512, 1), 0), buf149, reinterpret_tensor(buf150, (512, 1408), (1408, 1), 0), buf152, buf153, buf156, reinterpret_tensor(buf157, (512, 512), (512, 1), 0), reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf158, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf160, buf161, buf162, buf163, buf165, buf166, buf169, reinterpret_tensor(buf170, (512, 512), (512, 1), 0), buf171, reinterpret_tensor(buf172, (512, 1472), (1472, 1), 0), buf174, buf175, buf178, reinterpret_tensor(buf179, (512, 512), (512, 1), 0), reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf180, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf182, buf183, buf184, buf185, buf187, buf188, buf191, reinterpret_tensor(buf192, (512, 512), (512, 1), 0), buf193, reinterpret_tensor(buf194, (512, 1536), (1536, 1), 0), buf196, buf197, buf200, reinterpret_tensor(buf201, (512, 512), (512, 1), 0), reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf202, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf204, buf205, buf206, buf207, buf209, buf210, buf213, reinterpret_tensor(buf214, (512, 512), (512, 1), 0), buf215, reinterpret_tensor(buf216, (512, 1600), (1600, 1), 0), buf218, buf219, buf222, reinterpret_tensor(buf223, (512, 512), (512, 1), 0), reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf224, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf226, buf227, buf228, buf229, buf231, buf232, buf235, reinterpret_tensor(buf236, (512, 512), (512, 1), 0), buf237, reinterpret_tensor(buf238, (512, 1664), (1664, 1), 0), buf240, buf241, buf244, reinterpret_tensor(buf245, (512, 512), (512, 1), 0), reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf246, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf248, buf249, buf250, buf251, buf253, buf254, buf257, reinterpret_tensor(buf258, (512, 512), (512, 1), 0), buf259, reinterpret_tensor(buf260, (512, 1728), (1728, 1), 0), buf262, buf263, buf266, reinterpret_tensor(buf267, (512, 512), (512, 1), 0), reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf268, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf270, buf271, buf272, buf273, buf275, buf276, buf279, reinterpret_tensor(buf280, (512, 512), (512, 1), 0), buf281, reinterpret_tensor(buf282, (512, 1792), (1792, 1), 0), buf284, buf285, buf288, reinterpret_tensor(buf289, (512, 512), (512, 1), 0), reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf290, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf292, buf293, buf294, buf295, buf297, buf298, buf301, reinterpret_tensor(buf302, (512, 512), (512, 1), 0), buf303, reinterpret_tensor(buf304, (512, 1856), (1856, 1), 0), buf306, buf307, buf310, reinterpret_tensor(buf311, (512, 512), (512, 1), 0), reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf312, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf314, buf315, buf316, buf317, buf319, buf320, buf323, reinterpret_tensor(buf324, (512, 512), (512, 1), 0), buf325, reinterpret_tensor(buf326, (512, 1920), (1920, 1), 0), buf328, buf329, buf332, reinterpret_tensor(buf333, (512, 512), (512, 1), 0), reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf334, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf336, buf337, buf338, buf339, buf341, buf342, buf345, reinterpret_tensor(buf346, (512, 512), (512, 1), 0), buf347, reinterpret_tensor(buf348, (512, 1984), (1984, 1), 0), buf350, buf351, buf354, reinterpret_tensor(buf355, (512, 512), (512, 1), 0), reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf356, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf358, buf359, buf360, buf361, buf363, buf364, buf367, reinterpret_tensor(buf368, (512, 512), (512, 1), 0), buf369, reinterpret_tensor(buf370, (512, 2048), (2048, 1), 0), buf372, buf373, buf376, reinterpret_tensor(buf377, (512, 512), (512, 1), 0), reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf378, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf380, buf381, buf382, buf383, buf385, buf386, buf389, reinterpret_tensor(buf390, (512, 512), (512, 1), 0), buf391, reinterpret_tensor(buf392, (512, 2112), (2112, 1), 0), buf394, buf395, buf398, reinterpret_tensor(buf399, (512, 512), (512, 1), 0), reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf400, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf402, buf403, buf404, buf405, buf407, buf408, buf411, reinterpret_tensor(buf412, (512, 512), (512, 1), 0), buf413, reinterpret_tensor(buf414, (512, 2176), (2176, 1), 0), buf416, buf417, buf420, reinterpret_tensor(buf421, (512, 512), (512, 1), 0), reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf422, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf424, buf425, buf426, buf427, buf429, buf430, buf433, reinterpret_tensor(buf434, (512, 512), (512, 1), 0), buf435, reinterpret_tensor(buf436, (512, 2240), (2240, 1), 0), buf438, buf439, buf442, reinterpret_tensor(buf443, (512, 512), (512, 1), 0), reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf444, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf446, buf447, buf448, buf449, buf451, buf452, buf455, reinterpret_tensor(buf456, (512, 512), (512, 1), 0), buf457, reinterpret_tensor(buf458, (512, 2304), (2304, 1), 0), buf460, buf461, buf464, reinterpret_tensor(buf465, (512, 512), (512, 1), 0), reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf466, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf468, buf469, buf470, buf471, buf473, buf474, buf477, reinterpret_tensor(buf478, (512, 512), (512, 1), 0), buf479, reinterpret_tensor(buf480, (512, 2368), (2368, 1), 0), buf482, buf483, buf486, reinterpret_tensor(buf487, (512, 512), (512, 1), 0), reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf488, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf490, buf491, buf492, buf493, buf495, buf496, buf499, reinterpret_tensor(buf500, (512, 512), (512, 1), 0), buf501, reinterpret_tensor(buf502, (512, 2432), (2432, 1), 0), buf504, buf505, buf508, reinterpret_tensor(buf509, (512, 512), (512, 1), 0), reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf510, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf512, buf513, buf514, buf515, buf517, buf518, buf521, reinterpret_tensor(buf522, (512, 512), (512, 1), 0), buf523, reinterpret_tensor(buf524, (512, 2496), (2496, 1), 0), buf526, buf527, buf530, reinterpret_tensor(buf531, (512, 512), (512, 1), 0), reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf532, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf534, buf535, buf536, buf537, buf539, buf540, buf543, reinterpret_tensor(buf544, (512, 512), (512, 1), 0), buf545, reinterpret_tensor(buf546, (512, 2560), (2560, 1), 0), buf548, buf549, buf552, reinterpret_tensor(buf553, (512, 512), (512, 1), 0), reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf554, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf556, buf557, buf558, buf559, buf561, buf562, buf565, reinterpret_tensor(buf566, (512, 512), (512, 1), 0), buf567, reinterpret_tensor(buf568, (512, 2624), (2624, 1), 0), buf570, buf571, buf574, reinterpret_tensor(buf575, (512, 512), (512, 1), 0), reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf576, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf578, buf579, buf580, buf581, buf583, buf584, buf587, reinterpret_tensor(buf588, (512, 512), (512, 1), 0), buf589, reinterpret_tensor(buf590, (512, 2688), (2688, 1), 0), buf592, buf593, buf596, reinterpret_tensor(buf597, (512, 512), (512, 1), 0), reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf598, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf600, buf601, buf602, buf603, buf605, buf606, buf609, reinterpret_tensor(buf610, (512, 512), (512, 1), 0), buf611, reinterpret_tensor(buf612, (512, 2752), (2752, 1), 0), buf614, buf615, buf618, reinterpret_tensor(buf619, (512, 512), (512, 1), 0), reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf620, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf622, buf623, buf624, buf625, buf627, buf628, buf631, reinterpret_tensor(buf632, (512, 512), (512, 1), 0), buf633, reinterpret_tensor(buf634, (512, 2816), (2816, 1), 0), buf636, buf637, buf640, reinterpret_tensor(buf641, (512, 512), (512, 1), 0), reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf642, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf644, buf645, buf646, buf647, buf649, buf650, buf653, reinterpret_tensor(buf654, (512, 512), (512, 1), 0), buf655, reinterpret_tensor(buf656, (512, 2880), (2880, 1), 0), buf658, buf659, buf662, reinterpret_tensor(buf663, (512, 512), (512, 1), 0), reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf664, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf666, buf667, buf668, buf669, buf671, buf672, buf675, reinterpret_tensor(buf676, (512, 512), (512, 1), 0), buf677, reinterpret_tensor(buf678, (512, 2944), (2944, 1), 0), buf680, buf681, buf684, reinterpret_tensor(buf685, (512, 512), (512, 1), 0), reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 0), reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 512), reinterpret_tensor(buf686, (2, 8, 256, 64), (393216, 64, 1536, 1), 1024), buf688, buf689, buf690, buf691, buf693, buf694, buf697, reinterpret_tensor(buf698, (512, 512), (512, 1), 0), buf699, reinterpret_tensor(buf700, (512, 3008), (3008, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((2, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((512, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((1088, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((1088, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((512, 1088), (1088, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_24 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_26 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_28 = rand_strided((1152, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_29 = rand_strided((1152, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_30 = rand_strided((512, 1152), (1152, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_31 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_32 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_33 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_34 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_35 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_36 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_37 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_38 = rand_strided((1216, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_39 = rand_strided((1216, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_40 = rand_strided((512, 1216), (1216, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_41 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_42 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_43 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_44 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_45 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_46 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_47 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_48 = rand_strided((1280, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_49 = rand_strided((1280, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_50 = rand_strided((512, 1280), (1280, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_51 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_52 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_53 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_54 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_55 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_56 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_57 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_58 = rand_strided((1344, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_59 = rand_strided((1344, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_60 = rand_strided((512, 1344), (1344, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_61 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_62 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_63 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_64 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_65 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_66 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_67 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_68 = rand_strided((1408, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_69 = rand_strided((1408, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_70 = rand_strided((512, 1408), (1408, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_71 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_72 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_73 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_74 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_75 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_76 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_77 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_78 = rand_strided((1472, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_79 = rand_strided((1472, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_80 = rand_strided((512, 1472), (1472, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_81 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_82 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_83 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_84 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_85 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_86 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_87 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_88 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_89 = rand_strided((1536, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_90 = rand_strided((512, 1536), (1536, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_91 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_92 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_93 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_94 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_95 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_97 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_98 = rand_strided((1600, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_99 = rand_strided((1600, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_100 = rand_strided((512, 1600), (1600, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_101 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_103 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_104 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_105 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_106 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_107 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_108 = rand_strided((1664, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_109 = rand_strided((1664, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_110 = rand_strided((512, 1664), (1664, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_111 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_112 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_113 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_114 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_115 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_116 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_117 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_118 = rand_strided((1728, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_119 = rand_strided((1728, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_120 = rand_strided((512, 1728), (1728, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_121 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_122 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_123 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_124 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_125 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_126 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_127 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_128 = rand_strided((1792, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_129 = rand_strided((1792, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_130 = rand_strided((512, 1792), (1792, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_131 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_132 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_133 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_134 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_135 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_136 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_137 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_138 = rand_strided((1856, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_139 = rand_strided((1856, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_140 = rand_strided((512, 1856), (1856, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_141 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_142 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_143 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_144 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_145 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_146 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_147 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_148 = rand_strided((1920, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_149 = rand_strided((1920, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_150 = rand_strided((512, 1920), (1920, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_151 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_152 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_153 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_154 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_155 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_156 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_157 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_158 = rand_strided((1984, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_159 = rand_strided((1984, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_160 = rand_strided((512, 1984), (1984, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_161 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_162 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_163 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_164 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_165 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_166 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_167 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_168 = rand_strided((2048, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_169 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_170 = rand_strided((512, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_171 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_172 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_173 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_174 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_175 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_176 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_177 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_178 = rand_strided((2112, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_179 = rand_strided((2112, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_180 = rand_strided((512, 2112), (2112, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_181 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_182 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_183 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_184 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_185 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_186 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_187 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_188 = rand_strided((2176, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_189 = rand_strided((2176, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_190 = rand_strided((512, 2176), (2176, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_191 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_192 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_193 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_194 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_195 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_196 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_197 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_198 = rand_strided((2240, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_199 = rand_strided((2240, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_200 = rand_strided((512, 2240), (2240, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_201 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_202 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_203 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_204 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_205 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_206 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_207 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_208 = rand_strided((2304, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_209 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_210 = rand_strided((512, 2304), (2304, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_211 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_212 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_213 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_214 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_215 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_216 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_217 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_218 = rand_strided((2368, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_219 = rand_strided((2368, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_220 = rand_strided((512, 2368), (2368, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_221 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_222 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_223 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_224 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_225 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_226 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_227 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_228 = rand_strided((2432, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_229 = rand_strided((2432, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_230 = rand_strided((512, 2432), (2432, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_231 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_232 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_233 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_234 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_235 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_236 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_237 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_238 = rand_strided((2496, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_239 = rand_strided((2496, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_240 = rand_strided((512, 2496), (2496, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_241 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_242 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_243 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_244 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_245 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_246 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_247 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_248 = rand_strided((2560, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_249 = rand_strided((2560, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_250 = rand_strided((512, 2560), (2560, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_251 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_252 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_253 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_254 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_255 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_256 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_257 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_258 = rand_strided((2624, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_259 = rand_strided((2624, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_260 = rand_strided((512, 2624), (2624, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_261 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_262 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_263 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_264 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_265 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_266 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_267 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_268 = rand_strided((2688, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_269 = rand_strided((2688, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_270 = rand_strided((512, 2688), (2688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_271 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_272 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_273 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_274 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_275 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_276 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_277 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_278 = rand_strided((2752, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_279 = rand_strided((2752, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_280 = rand_strided((512, 2752), (2752, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_281 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_282 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_283 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_284 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_285 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_286 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_287 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_288 = rand_strided((2816, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_289 = rand_strided((2816, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_290 = rand_strided((512, 2816), (2816, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_291 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_292 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_293 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_294 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_295 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_296 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_297 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_298 = rand_strided((2880, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_299 = rand_strided((2880, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_300 = rand_strided((512, 2880), (2880, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_301 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_302 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_303 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_304 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_305 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_306 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_307 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_308 = rand_strided((2944, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_309 = rand_strided((2944, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_310 = rand_strided((512, 2944), (2944, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_311 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_312 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_313 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_314 = rand_strided((1536, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_315 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_316 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_317 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_318 = rand_strided((3008, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_319 = rand_strided((3008, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_320 = rand_strided((512, 3008), (3008, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_321 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
