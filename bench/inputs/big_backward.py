# AOT ID: ['0_backward']
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


cpp_fused_gelu_gelu_backward_sum_view_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp5 = static_cast<float>(256.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp10 - tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp16 * tmp15;
                            auto tmp18 = tmp0 + tmp17;
                            tmp18.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 512L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 512L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_cat_transpose_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp5 = static_cast<float>(256.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp10 - tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp16 * tmp15;
                            auto tmp18 = tmp0 + tmp17;
                            tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp12 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp5 = static_cast<float>(256.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp10 - tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp16 * tmp15;
                            auto tmp18 = tmp0 + tmp17;
                            tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(256.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_cat_transpose_view_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                                auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp1 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp11 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                tmp_acc2_vec = tmp_acc2_vec + tmp18;
                                tmp_acc3_vec = tmp_acc3_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


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
        primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_12, primals_14, primals_15, primals_16, primals_18, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, primals_34, primals_35, primals_36, primals_38, primals_40, primals_42, primals_44, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_55, primals_56, primals_58, primals_60, primals_62, primals_64, primals_65, primals_66, primals_68, primals_70, primals_72, primals_74, primals_75, primals_76, primals_78, primals_80, primals_82, primals_84, primals_85, primals_86, primals_88, primals_90, primals_92, primals_94, primals_95, primals_96, primals_98, primals_100, primals_102, primals_104, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_115, primals_116, primals_118, primals_120, primals_122, primals_124, primals_125, primals_126, primals_128, primals_130, primals_132, primals_134, primals_135, primals_136, primals_138, primals_140, primals_142, primals_144, primals_145, primals_146, primals_148, primals_150, primals_152, primals_154, primals_155, primals_156, primals_158, primals_160, primals_162, primals_164, primals_165, primals_166, primals_168, primals_170, primals_172, primals_174, primals_175, primals_176, primals_178, primals_180, primals_182, primals_184, primals_185, primals_186, primals_188, primals_190, primals_192, primals_194, primals_195, primals_196, primals_198, primals_200, primals_202, primals_204, primals_205, primals_206, primals_208, primals_210, primals_212, primals_214, primals_215, primals_216, primals_218, primals_220, primals_222, primals_224, primals_225, primals_226, primals_228, primals_230, primals_232, primals_234, primals_235, primals_236, primals_238, primals_240, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mm_1, getitem_8, rsqrt_1, view_8, addmm, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_2, view_22, mul_14, view_24, permute_17, permute_18, permute_19, getitem_23, getitem_24, mul_16, view_32, addmm_4, view_34, mul_21, view_36, permute_25, permute_26, permute_27, getitem_32, getitem_33, mul_23, view_44, addmm_6, view_46, mul_28, view_48, permute_33, permute_34, permute_35, getitem_41, getitem_42, mul_30, view_56, addmm_8, view_58, mul_35, view_60, permute_41, permute_42, permute_43, getitem_50, getitem_51, mul_37, view_68, addmm_10, view_70, mul_42, view_72, permute_49, permute_50, permute_51, getitem_59, getitem_60, mul_44, view_80, addmm_12, view_82, mul_49, view_84, permute_57, permute_58, permute_59, getitem_68, getitem_69, mul_51, view_92, addmm_14, view_94, mul_56, view_96, permute_65, permute_66, permute_67, getitem_77, getitem_78, mul_58, view_104, addmm_16, view_106, mul_63, view_108, permute_73, permute_74, permute_75, getitem_86, getitem_87, mul_65, view_116, addmm_18, view_118, mul_70, view_120, permute_81, permute_82, permute_83, getitem_95, getitem_96, mul_72, view_128, addmm_20, view_130, mul_77, view_132, permute_89, permute_90, permute_91, getitem_104, getitem_105, mul_79, view_140, addmm_22, view_142, mul_84, view_144, permute_97, permute_98, permute_99, getitem_113, getitem_114, mul_86, view_152, addmm_24, view_154, mul_91, view_156, permute_105, permute_106, permute_107, getitem_122, getitem_123, mul_93, view_164, addmm_26, view_166, mul_98, view_168, permute_113, permute_114, permute_115, getitem_131, getitem_132, mul_100, view_176, addmm_28, view_178, mul_105, view_180, permute_121, permute_122, permute_123, getitem_140, getitem_141, mul_107, view_188, addmm_30, view_190, mul_112, view_192, permute_129, permute_130, permute_131, getitem_149, getitem_150, mul_114, view_200, addmm_32, view_202, mul_119, view_204, permute_137, permute_138, permute_139, getitem_158, getitem_159, mul_121, view_212, addmm_34, view_214, mul_126, view_216, permute_145, permute_146, permute_147, getitem_167, getitem_168, mul_128, view_224, addmm_36, view_226, mul_133, view_228, permute_153, permute_154, permute_155, getitem_176, getitem_177, mul_135, view_236, addmm_38, view_238, mul_140, view_240, permute_161, permute_162, permute_163, getitem_185, getitem_186, mul_142, view_248, addmm_40, view_250, mul_147, view_252, permute_169, permute_170, permute_171, getitem_194, getitem_195, mul_149, view_260, addmm_42, view_262, mul_154, view_264, permute_177, permute_178, permute_179, getitem_203, getitem_204, mul_156, view_272, addmm_44, view_274, mul_161, view_276, permute_185, permute_186, permute_187, getitem_212, getitem_213, mul_163, view_284, addmm_46, view_286, div, div_1, div_2, div_3, div_4, div_5, div_6, div_7, div_8, div_9, div_10, div_11, div_12, div_13, div_14, div_15, div_16, div_17, div_18, div_19, div_20, div_21, div_22, div_23, div_24, div_25, div_26, div_27, div_28, div_29, div_30, div_31, div_32, div_33, div_34, div_35, div_36, div_37, div_38, div_39, div_40, div_41, div_42, div_43, div_44, div_45, tangents_1 = args
        args.clear()
        assert_size_stride(primals_3, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (256, ), (1, ))
        assert_size_stride(primals_8, (1024, 256), (256, 1))
        assert_size_stride(primals_10, (256, 1024), (1024, 1))
        assert_size_stride(primals_12, (256, ), (1, ))
        assert_size_stride(primals_14, (768, 256), (256, 1))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_18, (1024, 256), (256, 1))
        assert_size_stride(primals_20, (256, 1024), (1024, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_24, (768, 256), (256, 1))
        assert_size_stride(primals_25, (256, 256), (256, 1))
        assert_size_stride(primals_26, (256, ), (1, ))
        assert_size_stride(primals_28, (1024, 256), (256, 1))
        assert_size_stride(primals_30, (256, 1024), (1024, 1))
        assert_size_stride(primals_32, (256, ), (1, ))
        assert_size_stride(primals_34, (768, 256), (256, 1))
        assert_size_stride(primals_35, (256, 256), (256, 1))
        assert_size_stride(primals_36, (256, ), (1, ))
        assert_size_stride(primals_38, (1024, 256), (256, 1))
        assert_size_stride(primals_40, (256, 1024), (1024, 1))
        assert_size_stride(primals_42, (256, ), (1, ))
        assert_size_stride(primals_44, (768, 256), (256, 1))
        assert_size_stride(primals_45, (256, 256), (256, 1))
        assert_size_stride(primals_46, (256, ), (1, ))
        assert_size_stride(primals_48, (1024, 256), (256, 1))
        assert_size_stride(primals_50, (256, 1024), (1024, 1))
        assert_size_stride(primals_52, (256, ), (1, ))
        assert_size_stride(primals_54, (768, 256), (256, 1))
        assert_size_stride(primals_55, (256, 256), (256, 1))
        assert_size_stride(primals_56, (256, ), (1, ))
        assert_size_stride(primals_58, (1024, 256), (256, 1))
        assert_size_stride(primals_60, (256, 1024), (1024, 1))
        assert_size_stride(primals_62, (256, ), (1, ))
        assert_size_stride(primals_64, (768, 256), (256, 1))
        assert_size_stride(primals_65, (256, 256), (256, 1))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_68, (1024, 256), (256, 1))
        assert_size_stride(primals_70, (256, 1024), (1024, 1))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_74, (768, 256), (256, 1))
        assert_size_stride(primals_75, (256, 256), (256, 1))
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_78, (1024, 256), (256, 1))
        assert_size_stride(primals_80, (256, 1024), (1024, 1))
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_84, (768, 256), (256, 1))
        assert_size_stride(primals_85, (256, 256), (256, 1))
        assert_size_stride(primals_86, (256, ), (1, ))
        assert_size_stride(primals_88, (1024, 256), (256, 1))
        assert_size_stride(primals_90, (256, 1024), (1024, 1))
        assert_size_stride(primals_92, (256, ), (1, ))
        assert_size_stride(primals_94, (768, 256), (256, 1))
        assert_size_stride(primals_95, (256, 256), (256, 1))
        assert_size_stride(primals_96, (256, ), (1, ))
        assert_size_stride(primals_98, (1024, 256), (256, 1))
        assert_size_stride(primals_100, (256, 1024), (1024, 1))
        assert_size_stride(primals_102, (256, ), (1, ))
        assert_size_stride(primals_104, (768, 256), (256, 1))
        assert_size_stride(primals_105, (256, 256), (256, 1))
        assert_size_stride(primals_106, (256, ), (1, ))
        assert_size_stride(primals_108, (1024, 256), (256, 1))
        assert_size_stride(primals_110, (256, 1024), (1024, 1))
        assert_size_stride(primals_112, (256, ), (1, ))
        assert_size_stride(primals_114, (768, 256), (256, 1))
        assert_size_stride(primals_115, (256, 256), (256, 1))
        assert_size_stride(primals_116, (256, ), (1, ))
        assert_size_stride(primals_118, (1024, 256), (256, 1))
        assert_size_stride(primals_120, (256, 1024), (1024, 1))
        assert_size_stride(primals_122, (256, ), (1, ))
        assert_size_stride(primals_124, (768, 256), (256, 1))
        assert_size_stride(primals_125, (256, 256), (256, 1))
        assert_size_stride(primals_126, (256, ), (1, ))
        assert_size_stride(primals_128, (1024, 256), (256, 1))
        assert_size_stride(primals_130, (256, 1024), (1024, 1))
        assert_size_stride(primals_132, (256, ), (1, ))
        assert_size_stride(primals_134, (768, 256), (256, 1))
        assert_size_stride(primals_135, (256, 256), (256, 1))
        assert_size_stride(primals_136, (256, ), (1, ))
        assert_size_stride(primals_138, (1024, 256), (256, 1))
        assert_size_stride(primals_140, (256, 1024), (1024, 1))
        assert_size_stride(primals_142, (256, ), (1, ))
        assert_size_stride(primals_144, (768, 256), (256, 1))
        assert_size_stride(primals_145, (256, 256), (256, 1))
        assert_size_stride(primals_146, (256, ), (1, ))
        assert_size_stride(primals_148, (1024, 256), (256, 1))
        assert_size_stride(primals_150, (256, 1024), (1024, 1))
        assert_size_stride(primals_152, (256, ), (1, ))
        assert_size_stride(primals_154, (768, 256), (256, 1))
        assert_size_stride(primals_155, (256, 256), (256, 1))
        assert_size_stride(primals_156, (256, ), (1, ))
        assert_size_stride(primals_158, (1024, 256), (256, 1))
        assert_size_stride(primals_160, (256, 1024), (1024, 1))
        assert_size_stride(primals_162, (256, ), (1, ))
        assert_size_stride(primals_164, (768, 256), (256, 1))
        assert_size_stride(primals_165, (256, 256), (256, 1))
        assert_size_stride(primals_166, (256, ), (1, ))
        assert_size_stride(primals_168, (1024, 256), (256, 1))
        assert_size_stride(primals_170, (256, 1024), (1024, 1))
        assert_size_stride(primals_172, (256, ), (1, ))
        assert_size_stride(primals_174, (768, 256), (256, 1))
        assert_size_stride(primals_175, (256, 256), (256, 1))
        assert_size_stride(primals_176, (256, ), (1, ))
        assert_size_stride(primals_178, (1024, 256), (256, 1))
        assert_size_stride(primals_180, (256, 1024), (1024, 1))
        assert_size_stride(primals_182, (256, ), (1, ))
        assert_size_stride(primals_184, (768, 256), (256, 1))
        assert_size_stride(primals_185, (256, 256), (256, 1))
        assert_size_stride(primals_186, (256, ), (1, ))
        assert_size_stride(primals_188, (1024, 256), (256, 1))
        assert_size_stride(primals_190, (256, 1024), (1024, 1))
        assert_size_stride(primals_192, (256, ), (1, ))
        assert_size_stride(primals_194, (768, 256), (256, 1))
        assert_size_stride(primals_195, (256, 256), (256, 1))
        assert_size_stride(primals_196, (256, ), (1, ))
        assert_size_stride(primals_198, (1024, 256), (256, 1))
        assert_size_stride(primals_200, (256, 1024), (1024, 1))
        assert_size_stride(primals_202, (256, ), (1, ))
        assert_size_stride(primals_204, (768, 256), (256, 1))
        assert_size_stride(primals_205, (256, 256), (256, 1))
        assert_size_stride(primals_206, (256, ), (1, ))
        assert_size_stride(primals_208, (1024, 256), (256, 1))
        assert_size_stride(primals_210, (256, 1024), (1024, 1))
        assert_size_stride(primals_212, (256, ), (1, ))
        assert_size_stride(primals_214, (768, 256), (256, 1))
        assert_size_stride(primals_215, (256, 256), (256, 1))
        assert_size_stride(primals_216, (256, ), (1, ))
        assert_size_stride(primals_218, (1024, 256), (256, 1))
        assert_size_stride(primals_220, (256, 1024), (1024, 1))
        assert_size_stride(primals_222, (256, ), (1, ))
        assert_size_stride(primals_224, (768, 256), (256, 1))
        assert_size_stride(primals_225, (256, 256), (256, 1))
        assert_size_stride(primals_226, (256, ), (1, ))
        assert_size_stride(primals_228, (1024, 256), (256, 1))
        assert_size_stride(primals_230, (256, 1024), (1024, 1))
        assert_size_stride(primals_232, (256, ), (1, ))
        assert_size_stride(primals_234, (768, 256), (256, 1))
        assert_size_stride(primals_235, (256, 256), (256, 1))
        assert_size_stride(primals_236, (256, ), (1, ))
        assert_size_stride(primals_238, (1024, 256), (256, 1))
        assert_size_stride(primals_240, (256, 1024), (1024, 1))
        assert_size_stride(getitem_1, (2, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt, (2, 128, 1), (128, 1, 1))
        assert_size_stride(view, (256, 256), (256, 1))
        assert_size_stride(permute_1, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_2, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_3, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_5, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_6, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mm_1, (256, 256), (256, 1))
        assert_size_stride(getitem_8, (2, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt_1, (2, 128, 1), (128, 1, 1))
        assert_size_stride(view_8, (256, 256), (256, 1))
        assert_size_stride(addmm, (256, 1024), (1024, 1))
        assert_size_stride(view_10, (256, 1024), (1024, 1))
        assert_size_stride(mul_7, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_12, (256, 256), (256, 1))
        assert_size_stride(permute_9, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_10, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_11, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_14, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_15, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_9, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_20, (256, 256), (256, 1))
        assert_size_stride(addmm_2, (256, 1024), (1024, 1))
        assert_size_stride(view_22, (256, 1024), (1024, 1))
        assert_size_stride(mul_14, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_24, (256, 256), (256, 1))
        assert_size_stride(permute_17, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_18, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_19, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_23, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_24, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_16, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_32, (256, 256), (256, 1))
        assert_size_stride(addmm_4, (256, 1024), (1024, 1))
        assert_size_stride(view_34, (256, 1024), (1024, 1))
        assert_size_stride(mul_21, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_36, (256, 256), (256, 1))
        assert_size_stride(permute_25, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_26, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_27, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_32, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_33, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_23, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_44, (256, 256), (256, 1))
        assert_size_stride(addmm_6, (256, 1024), (1024, 1))
        assert_size_stride(view_46, (256, 1024), (1024, 1))
        assert_size_stride(mul_28, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_48, (256, 256), (256, 1))
        assert_size_stride(permute_33, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_34, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_35, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_41, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_42, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_30, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_56, (256, 256), (256, 1))
        assert_size_stride(addmm_8, (256, 1024), (1024, 1))
        assert_size_stride(view_58, (256, 1024), (1024, 1))
        assert_size_stride(mul_35, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_60, (256, 256), (256, 1))
        assert_size_stride(permute_41, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_42, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_43, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_50, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_51, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_37, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_68, (256, 256), (256, 1))
        assert_size_stride(addmm_10, (256, 1024), (1024, 1))
        assert_size_stride(view_70, (256, 1024), (1024, 1))
        assert_size_stride(mul_42, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_72, (256, 256), (256, 1))
        assert_size_stride(permute_49, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_50, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_51, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_59, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_60, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_44, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_80, (256, 256), (256, 1))
        assert_size_stride(addmm_12, (256, 1024), (1024, 1))
        assert_size_stride(view_82, (256, 1024), (1024, 1))
        assert_size_stride(mul_49, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_84, (256, 256), (256, 1))
        assert_size_stride(permute_57, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_58, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_59, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_68, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_69, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_51, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_92, (256, 256), (256, 1))
        assert_size_stride(addmm_14, (256, 1024), (1024, 1))
        assert_size_stride(view_94, (256, 1024), (1024, 1))
        assert_size_stride(mul_56, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_96, (256, 256), (256, 1))
        assert_size_stride(permute_65, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_66, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_67, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_77, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_78, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_58, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_104, (256, 256), (256, 1))
        assert_size_stride(addmm_16, (256, 1024), (1024, 1))
        assert_size_stride(view_106, (256, 1024), (1024, 1))
        assert_size_stride(mul_63, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_108, (256, 256), (256, 1))
        assert_size_stride(permute_73, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_74, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_75, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_86, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_87, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_65, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_116, (256, 256), (256, 1))
        assert_size_stride(addmm_18, (256, 1024), (1024, 1))
        assert_size_stride(view_118, (256, 1024), (1024, 1))
        assert_size_stride(mul_70, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_120, (256, 256), (256, 1))
        assert_size_stride(permute_81, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_82, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_83, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_95, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_96, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_72, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_128, (256, 256), (256, 1))
        assert_size_stride(addmm_20, (256, 1024), (1024, 1))
        assert_size_stride(view_130, (256, 1024), (1024, 1))
        assert_size_stride(mul_77, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_132, (256, 256), (256, 1))
        assert_size_stride(permute_89, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_90, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_91, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_104, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_105, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_79, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_140, (256, 256), (256, 1))
        assert_size_stride(addmm_22, (256, 1024), (1024, 1))
        assert_size_stride(view_142, (256, 1024), (1024, 1))
        assert_size_stride(mul_84, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_144, (256, 256), (256, 1))
        assert_size_stride(permute_97, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_98, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_99, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_113, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_114, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_86, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_152, (256, 256), (256, 1))
        assert_size_stride(addmm_24, (256, 1024), (1024, 1))
        assert_size_stride(view_154, (256, 1024), (1024, 1))
        assert_size_stride(mul_91, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_156, (256, 256), (256, 1))
        assert_size_stride(permute_105, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_106, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_107, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_122, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_123, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_93, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_164, (256, 256), (256, 1))
        assert_size_stride(addmm_26, (256, 1024), (1024, 1))
        assert_size_stride(view_166, (256, 1024), (1024, 1))
        assert_size_stride(mul_98, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_168, (256, 256), (256, 1))
        assert_size_stride(permute_113, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_114, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_115, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_131, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_132, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_100, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_176, (256, 256), (256, 1))
        assert_size_stride(addmm_28, (256, 1024), (1024, 1))
        assert_size_stride(view_178, (256, 1024), (1024, 1))
        assert_size_stride(mul_105, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_180, (256, 256), (256, 1))
        assert_size_stride(permute_121, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_122, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_123, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_140, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_141, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_107, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_188, (256, 256), (256, 1))
        assert_size_stride(addmm_30, (256, 1024), (1024, 1))
        assert_size_stride(view_190, (256, 1024), (1024, 1))
        assert_size_stride(mul_112, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_192, (256, 256), (256, 1))
        assert_size_stride(permute_129, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_130, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_131, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_149, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_150, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_114, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_200, (256, 256), (256, 1))
        assert_size_stride(addmm_32, (256, 1024), (1024, 1))
        assert_size_stride(view_202, (256, 1024), (1024, 1))
        assert_size_stride(mul_119, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_204, (256, 256), (256, 1))
        assert_size_stride(permute_137, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_138, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_139, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_158, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_159, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_121, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_212, (256, 256), (256, 1))
        assert_size_stride(addmm_34, (256, 1024), (1024, 1))
        assert_size_stride(view_214, (256, 1024), (1024, 1))
        assert_size_stride(mul_126, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_216, (256, 256), (256, 1))
        assert_size_stride(permute_145, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_146, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_147, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_167, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_168, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_128, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_224, (256, 256), (256, 1))
        assert_size_stride(addmm_36, (256, 1024), (1024, 1))
        assert_size_stride(view_226, (256, 1024), (1024, 1))
        assert_size_stride(mul_133, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_228, (256, 256), (256, 1))
        assert_size_stride(permute_153, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_154, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_155, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_176, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_177, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_135, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_236, (256, 256), (256, 1))
        assert_size_stride(addmm_38, (256, 1024), (1024, 1))
        assert_size_stride(view_238, (256, 1024), (1024, 1))
        assert_size_stride(mul_140, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_240, (256, 256), (256, 1))
        assert_size_stride(permute_161, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_162, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_163, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_185, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_186, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_142, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_248, (256, 256), (256, 1))
        assert_size_stride(addmm_40, (256, 1024), (1024, 1))
        assert_size_stride(view_250, (256, 1024), (1024, 1))
        assert_size_stride(mul_147, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_252, (256, 256), (256, 1))
        assert_size_stride(permute_169, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_170, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_171, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_194, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_195, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_149, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_260, (256, 256), (256, 1))
        assert_size_stride(addmm_42, (256, 1024), (1024, 1))
        assert_size_stride(view_262, (256, 1024), (1024, 1))
        assert_size_stride(mul_154, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_264, (256, 256), (256, 1))
        assert_size_stride(permute_177, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_178, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_179, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_203, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_204, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_156, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_272, (256, 256), (256, 1))
        assert_size_stride(addmm_44, (256, 1024), (1024, 1))
        assert_size_stride(view_274, (256, 1024), (1024, 1))
        assert_size_stride(mul_161, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_276, (256, 256), (256, 1))
        assert_size_stride(permute_185, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_186, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(permute_187, (2, 4, 128, 64), (98304, 64, 768, 1))
        assert_size_stride(getitem_212, (2, 4, 128, 64), (32768, 64, 256, 1))
        assert_size_stride(getitem_213, (2, 4, 128), (512, 1, 4))
        assert_size_stride(mul_163, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(view_284, (256, 256), (256, 1))
        assert_size_stride(addmm_46, (256, 1024), (1024, 1))
        assert_size_stride(view_286, (256, 1024), (1024, 1))
        assert_size_stride(div, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_1, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_2, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_3, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_4, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_5, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_6, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_7, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_8, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_9, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_10, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_11, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_12, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_13, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_14, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_15, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_16, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_17, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_18, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_19, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_20, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_21, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_22, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_23, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_24, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_25, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_26, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_27, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_28, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_29, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_30, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_31, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_32, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_33, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_34, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_35, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_36, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_37, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_38, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_39, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_40, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_41, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_42, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_43, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_44, (2, 128, 1), (128, 1, 1))
        assert_size_stride(div_45, (2, 128, 1), (128, 1, 1))
        assert_size_stride(tangents_1, (2, 128, 256), (32768, 256, 1))
        buf0 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_288, input_95, permute_192, mm_48], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 256), (256, 1), 0), primals_240, out=buf0)
        del primals_240
        buf1 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_288, permute_193, mm_49], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 256), (1, 256), 0), view_286, out=buf1)
        del view_286
        buf2 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        buf3 = reinterpret_tensor(buf0, (2, 128, 1024), (131072, 1024, 1), 0); del buf0  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf3, tangents_1, addmm_46, buf2)
        del addmm_46
        buf4 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_290, input_93, input_94, mul_169, mul_170, mul_171, exp, mul_172, mul_173, add_169, mul_174, view_291, permute_196, mm_50], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (256, 1024), (1024, 1), 0), primals_238, out=buf4)
        del primals_238
        buf5 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_290, input_93, input_94, mul_169, mul_170, mul_171, exp, mul_172, mul_173, add_169, mul_174, view_291, permute_197, mm_51], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (1024, 256), (1, 1024), 0), view_284, out=buf5)
        del view_284
        buf6 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf7 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf8 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf11 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf9 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_1(buf3, buf4, primals_236, mul_163, tangents_1, div, buf6, buf7, buf8, buf11, buf9, buf10)
        del buf3
        del div
        del mul_163
        del primals_236
        del tangents_1
        buf12 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [view_294, permute_200, transpose_95, reshape_23, linear_93, mm_52], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_212, (256, 256), (256, 1), 0), out=buf12)
        buf13 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_294, linear_93, permute_202, mm_53], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (256, 256), (256, 1), 0), primals_235, out=buf13)
        del primals_235
        buf14 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_213, buf14)
        del getitem_213
        # Topologically Sorted Source Nodes: [view_295, view_296, permute_204, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf13, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_185, permute_186, permute_187, getitem_212, buf14, 0.0, True)
        del getitem_212
        del permute_185
        del permute_186
        del permute_187
        buf16 = buf15[0]
        assert_size_stride(buf16, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf16 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf17 = buf15[1]
        assert_size_stride(buf17, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf17 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf18 = buf15[2]
        assert_size_stride(buf18, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf18 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf15
        buf22 = empty_strided_cpu((2, 128, 768), (98304, 768, 1), torch.float32)
        buf19 = reinterpret_tensor(buf22, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf20 = reinterpret_tensor(buf22, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf21 = reinterpret_tensor(buf22, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf16, buf17, buf18, buf19, buf20, buf21)
        del buf16
        del buf17
        del buf18
        del buf19
        del buf20
        del buf21
        buf23 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_300, permute_208, mm_54], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (768, 256), (1, 768), 0), view_276, out=buf23)
        del view_276
        buf24 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [view_300, linear_92, permute_210, mm_55], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (256, 768), (768, 1), 0), primals_234, out=buf24)
        del buf22
        del primals_234
        buf25 = buf8; del buf8  # reuse
        buf26 = buf7; del buf7  # reuse
        buf29 = buf11; del buf11  # reuse
        buf27 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf29, buf24, primals_232, mul_161, div_1, buf25, buf26, buf27, buf28)
        del div_1
        del mul_161
        del primals_232
        buf30 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_302, input_91, permute_212, mm_56], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf29, (256, 256), (256, 1), 0), primals_230, out=buf30)
        del primals_230
        buf31 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_302, permute_213, mm_57], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf29, (256, 256), (1, 256), 0), view_274, out=buf31)
        del view_274
        buf32 = reinterpret_tensor(buf26, (1, 256), (256, 1), 0); del buf26  # reuse
        buf33 = reinterpret_tensor(buf30, (2, 128, 1024), (131072, 1024, 1), 0); del buf30  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf33, buf29, addmm_44, buf32)
        del addmm_44
        buf34 = buf24; del buf24  # reuse
        # Topologically Sorted Source Nodes: [view_304, input_89, input_90, mul_190, mul_191, mul_192, exp_1, mul_193, mul_194, add_173, mul_195, view_305, permute_216, mm_58], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (256, 1024), (1024, 1), 0), primals_228, out=buf34)
        del primals_228
        buf35 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_304, input_89, input_90, mul_190, mul_191, mul_192, exp_1, mul_193, mul_194, add_173, mul_195, view_305, permute_217, mm_59], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (1024, 256), (1, 1024), 0), view_272, out=buf35)
        del view_272
        buf36 = reinterpret_tensor(buf14, (1, 1024), (1024, 1), 0); del buf14  # reuse
        buf37 = buf25; del buf25  # reuse
        buf38 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf41 = buf29; del buf29  # reuse
        buf39 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf40 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf41, buf33, buf34, primals_226, mul_156, div_2, buf36, buf37, buf38, buf39, buf40)
        del div_2
        del mul_156
        del primals_226
        buf42 = buf34; del buf34  # reuse
        # Topologically Sorted Source Nodes: [view_308, permute_220, transpose_91, reshape_22, linear_89, mm_60], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_203, (256, 256), (256, 1), 0), out=buf42)
        buf43 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_308, linear_89, permute_222, mm_61], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (256, 256), (256, 1), 0), primals_225, out=buf43)
        del primals_225
        buf44 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_204, buf44)
        del getitem_204
        # Topologically Sorted Source Nodes: [view_309, view_310, permute_224, _scaled_dot_product_flash_attention_for_cpu_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf45 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf43, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_177, permute_178, permute_179, getitem_203, buf44, 0.0, True)
        del getitem_203
        del permute_177
        del permute_178
        del permute_179
        buf46 = buf45[0]
        assert_size_stride(buf46, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf46 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf47 = buf45[1]
        assert_size_stride(buf47, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf47 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf48 = buf45[2]
        assert_size_stride(buf48, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf48 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf45
        buf52 = empty_strided_cpu((2, 128, 768), (98304, 768, 1), torch.float32)
        buf49 = reinterpret_tensor(buf52, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf50 = reinterpret_tensor(buf52, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf51 = reinterpret_tensor(buf52, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf46, buf47, buf48, buf49, buf50, buf51)
        del buf46
        del buf47
        del buf48
        del buf49
        del buf50
        del buf51
        buf53 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_314, permute_228, mm_62], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (768, 256), (1, 768), 0), view_264, out=buf53)
        del view_264
        buf54 = buf43; del buf43  # reuse
        # Topologically Sorted Source Nodes: [view_314, linear_88, permute_230, mm_63], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (256, 768), (768, 1), 0), primals_224, out=buf54)
        del primals_224
        buf55 = buf38; del buf38  # reuse
        buf56 = buf37; del buf37  # reuse
        buf59 = buf41; del buf41  # reuse
        buf57 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf59, buf54, primals_222, mul_154, div_3, buf55, buf56, buf57, buf58)
        del div_3
        del mul_154
        del primals_222
        buf60 = reinterpret_tensor(buf33, (256, 1024), (1024, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [view_316, input_87, permute_232, mm_64], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (256, 256), (256, 1), 0), primals_220, out=buf60)
        del primals_220
        buf61 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_316, permute_233, mm_65], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (256, 256), (1, 256), 0), view_262, out=buf61)
        del view_262
        buf62 = reinterpret_tensor(buf56, (1, 256), (256, 1), 0); del buf56  # reuse
        buf63 = reinterpret_tensor(buf60, (2, 128, 1024), (131072, 1024, 1), 0); del buf60  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf63, buf59, addmm_42, buf62)
        del addmm_42
        buf64 = buf54; del buf54  # reuse
        # Topologically Sorted Source Nodes: [view_318, input_85, input_86, mul_211, mul_212, mul_213, exp_2, mul_214, mul_215, add_177, mul_216, view_319, permute_236, mm_66], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (256, 1024), (1024, 1), 0), primals_218, out=buf64)
        del primals_218
        buf65 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_318, input_85, input_86, mul_211, mul_212, mul_213, exp_2, mul_214, mul_215, add_177, mul_216, view_319, permute_237, mm_67], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf63, (1024, 256), (1, 1024), 0), view_260, out=buf65)
        del view_260
        buf66 = reinterpret_tensor(buf44, (1, 1024), (1024, 1), 0); del buf44  # reuse
        buf67 = buf55; del buf55  # reuse
        buf68 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf71 = buf59; del buf59  # reuse
        buf69 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf71, buf63, buf64, primals_216, mul_149, div_4, buf66, buf67, buf68, buf69, buf70)
        del div_4
        del mul_149
        del primals_216
        buf72 = buf64; del buf64  # reuse
        # Topologically Sorted Source Nodes: [view_322, permute_240, transpose_87, reshape_21, linear_85, mm_68], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_194, (256, 256), (256, 1), 0), out=buf72)
        buf73 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_322, linear_85, permute_242, mm_69], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf71, (256, 256), (256, 1), 0), primals_215, out=buf73)
        del primals_215
        buf74 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_195, buf74)
        del getitem_195
        # Topologically Sorted Source Nodes: [view_323, view_324, permute_244, _scaled_dot_product_flash_attention_for_cpu_backward_2], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf75 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf73, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_169, permute_170, permute_171, getitem_194, buf74, 0.0, True)
        del getitem_194
        del permute_169
        del permute_170
        del permute_171
        buf76 = buf75[0]
        assert_size_stride(buf76, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf76 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf77 = buf75[1]
        assert_size_stride(buf77, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf77 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf78 = buf75[2]
        assert_size_stride(buf78, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf78 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf75
        buf82 = buf52; del buf52  # reuse
        buf79 = reinterpret_tensor(buf82, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf80 = reinterpret_tensor(buf82, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf81 = reinterpret_tensor(buf82, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf76, buf77, buf78, buf79, buf80, buf81)
        del buf76
        del buf77
        del buf78
        del buf79
        del buf80
        del buf81
        buf83 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_328, permute_248, mm_70], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf82, (768, 256), (1, 768), 0), view_252, out=buf83)
        del view_252
        buf84 = buf73; del buf73  # reuse
        # Topologically Sorted Source Nodes: [view_328, linear_84, permute_250, mm_71], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf82, (256, 768), (768, 1), 0), primals_214, out=buf84)
        del primals_214
        buf85 = buf68; del buf68  # reuse
        buf86 = buf67; del buf67  # reuse
        buf89 = buf71; del buf71  # reuse
        buf87 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf88 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf89, buf84, primals_212, mul_147, div_5, buf85, buf86, buf87, buf88)
        del div_5
        del mul_147
        del primals_212
        buf90 = reinterpret_tensor(buf63, (256, 1024), (1024, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [view_330, input_83, permute_252, mm_72], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf89, (256, 256), (256, 1), 0), primals_210, out=buf90)
        del primals_210
        buf91 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_330, permute_253, mm_73], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf89, (256, 256), (1, 256), 0), view_250, out=buf91)
        del view_250
        buf92 = reinterpret_tensor(buf86, (1, 256), (256, 1), 0); del buf86  # reuse
        buf93 = reinterpret_tensor(buf90, (2, 128, 1024), (131072, 1024, 1), 0); del buf90  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf93, buf89, addmm_40, buf92)
        del addmm_40
        buf94 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [view_332, input_81, input_82, mul_232, mul_233, mul_234, exp_3, mul_235, mul_236, add_181, mul_237, view_333, permute_256, mm_74], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf93, (256, 1024), (1024, 1), 0), primals_208, out=buf94)
        del primals_208
        buf95 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_332, input_81, input_82, mul_232, mul_233, mul_234, exp_3, mul_235, mul_236, add_181, mul_237, view_333, permute_257, mm_75], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf93, (1024, 256), (1, 1024), 0), view_248, out=buf95)
        del view_248
        buf96 = reinterpret_tensor(buf74, (1, 1024), (1024, 1), 0); del buf74  # reuse
        buf97 = buf85; del buf85  # reuse
        buf98 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf101 = buf89; del buf89  # reuse
        buf99 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf100 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf101, buf93, buf94, primals_206, mul_142, div_6, buf96, buf97, buf98, buf99, buf100)
        del div_6
        del mul_142
        del primals_206
        buf102 = buf94; del buf94  # reuse
        # Topologically Sorted Source Nodes: [view_336, permute_260, transpose_83, reshape_20, linear_81, mm_76], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_185, (256, 256), (256, 1), 0), out=buf102)
        buf103 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_336, linear_81, permute_262, mm_77], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf101, (256, 256), (256, 1), 0), primals_205, out=buf103)
        del primals_205
        buf104 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_186, buf104)
        del getitem_186
        # Topologically Sorted Source Nodes: [view_337, view_338, permute_264, _scaled_dot_product_flash_attention_for_cpu_backward_3], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf105 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf103, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_161, permute_162, permute_163, getitem_185, buf104, 0.0, True)
        del getitem_185
        del permute_161
        del permute_162
        del permute_163
        buf106 = buf105[0]
        assert_size_stride(buf106, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf106 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf107 = buf105[1]
        assert_size_stride(buf107, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf107 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf108 = buf105[2]
        assert_size_stride(buf108, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf108 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf105
        buf112 = buf82; del buf82  # reuse
        buf109 = reinterpret_tensor(buf112, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf110 = reinterpret_tensor(buf112, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf111 = reinterpret_tensor(buf112, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf106, buf107, buf108, buf109, buf110, buf111)
        del buf106
        del buf107
        del buf108
        del buf109
        del buf110
        del buf111
        buf113 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_342, permute_268, mm_78], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (768, 256), (1, 768), 0), view_240, out=buf113)
        del view_240
        buf114 = buf103; del buf103  # reuse
        # Topologically Sorted Source Nodes: [view_342, linear_80, permute_270, mm_79], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (256, 768), (768, 1), 0), primals_204, out=buf114)
        del primals_204
        buf115 = buf98; del buf98  # reuse
        buf116 = buf97; del buf97  # reuse
        buf119 = buf101; del buf101  # reuse
        buf117 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf118 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf119, buf114, primals_202, mul_140, div_7, buf115, buf116, buf117, buf118)
        del div_7
        del mul_140
        del primals_202
        buf120 = reinterpret_tensor(buf93, (256, 1024), (1024, 1), 0); del buf93  # reuse
        # Topologically Sorted Source Nodes: [view_344, input_79, permute_272, mm_80], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (256, 256), (256, 1), 0), primals_200, out=buf120)
        del primals_200
        buf121 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_344, permute_273, mm_81], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf119, (256, 256), (1, 256), 0), view_238, out=buf121)
        del view_238
        buf122 = reinterpret_tensor(buf116, (1, 256), (256, 1), 0); del buf116  # reuse
        buf123 = reinterpret_tensor(buf120, (2, 128, 1024), (131072, 1024, 1), 0); del buf120  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf123, buf119, addmm_38, buf122)
        del addmm_38
        buf124 = buf114; del buf114  # reuse
        # Topologically Sorted Source Nodes: [view_346, input_77, input_78, mul_253, mul_254, mul_255, exp_4, mul_256, mul_257, add_185, mul_258, view_347, permute_276, mm_82], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (256, 1024), (1024, 1), 0), primals_198, out=buf124)
        del primals_198
        buf125 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_346, input_77, input_78, mul_253, mul_254, mul_255, exp_4, mul_256, mul_257, add_185, mul_258, view_347, permute_277, mm_83], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf123, (1024, 256), (1, 1024), 0), view_236, out=buf125)
        del view_236
        buf126 = reinterpret_tensor(buf104, (1, 1024), (1024, 1), 0); del buf104  # reuse
        buf127 = buf115; del buf115  # reuse
        buf128 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf131 = buf119; del buf119  # reuse
        buf129 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf130 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf131, buf123, buf124, primals_196, mul_135, div_8, buf126, buf127, buf128, buf129, buf130)
        del div_8
        del mul_135
        del primals_196
        buf132 = buf124; del buf124  # reuse
        # Topologically Sorted Source Nodes: [view_350, permute_280, transpose_79, reshape_19, linear_77, mm_84], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_176, (256, 256), (256, 1), 0), out=buf132)
        buf133 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_350, linear_77, permute_282, mm_85], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf131, (256, 256), (256, 1), 0), primals_195, out=buf133)
        del primals_195
        buf134 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_177, buf134)
        del getitem_177
        # Topologically Sorted Source Nodes: [view_351, view_352, permute_284, _scaled_dot_product_flash_attention_for_cpu_backward_4], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf135 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf133, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_153, permute_154, permute_155, getitem_176, buf134, 0.0, True)
        del getitem_176
        del permute_153
        del permute_154
        del permute_155
        buf136 = buf135[0]
        assert_size_stride(buf136, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf136 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf137 = buf135[1]
        assert_size_stride(buf137, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf137 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf138 = buf135[2]
        assert_size_stride(buf138, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf138 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf135
        buf142 = buf112; del buf112  # reuse
        buf139 = reinterpret_tensor(buf142, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf140 = reinterpret_tensor(buf142, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf141 = reinterpret_tensor(buf142, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf136, buf137, buf138, buf139, buf140, buf141)
        del buf136
        del buf137
        del buf138
        del buf139
        del buf140
        del buf141
        buf143 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_356, permute_288, mm_86], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf142, (768, 256), (1, 768), 0), view_228, out=buf143)
        del view_228
        buf144 = buf133; del buf133  # reuse
        # Topologically Sorted Source Nodes: [view_356, linear_76, permute_290, mm_87], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf142, (256, 768), (768, 1), 0), primals_194, out=buf144)
        del primals_194
        buf145 = buf128; del buf128  # reuse
        buf146 = buf127; del buf127  # reuse
        buf149 = buf131; del buf131  # reuse
        buf147 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf148 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf149, buf144, primals_192, mul_133, div_9, buf145, buf146, buf147, buf148)
        del div_9
        del mul_133
        del primals_192
        buf150 = reinterpret_tensor(buf123, (256, 1024), (1024, 1), 0); del buf123  # reuse
        # Topologically Sorted Source Nodes: [view_358, input_75, permute_292, mm_88], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf149, (256, 256), (256, 1), 0), primals_190, out=buf150)
        del primals_190
        buf151 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_358, permute_293, mm_89], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf149, (256, 256), (1, 256), 0), view_226, out=buf151)
        del view_226
        buf152 = reinterpret_tensor(buf146, (1, 256), (256, 1), 0); del buf146  # reuse
        buf153 = reinterpret_tensor(buf150, (2, 128, 1024), (131072, 1024, 1), 0); del buf150  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf153, buf149, addmm_36, buf152)
        del addmm_36
        buf154 = buf144; del buf144  # reuse
        # Topologically Sorted Source Nodes: [view_360, input_73, input_74, mul_274, mul_275, mul_276, exp_5, mul_277, mul_278, add_189, mul_279, view_361, permute_296, mm_90], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (256, 1024), (1024, 1), 0), primals_188, out=buf154)
        del primals_188
        buf155 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_360, input_73, input_74, mul_274, mul_275, mul_276, exp_5, mul_277, mul_278, add_189, mul_279, view_361, permute_297, mm_91], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (1024, 256), (1, 1024), 0), view_224, out=buf155)
        del view_224
        buf156 = reinterpret_tensor(buf134, (1, 1024), (1024, 1), 0); del buf134  # reuse
        buf157 = buf145; del buf145  # reuse
        buf158 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf161 = buf149; del buf149  # reuse
        buf159 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf160 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf161, buf153, buf154, primals_186, mul_128, div_10, buf156, buf157, buf158, buf159, buf160)
        del div_10
        del mul_128
        del primals_186
        buf162 = buf154; del buf154  # reuse
        # Topologically Sorted Source Nodes: [view_364, permute_300, transpose_75, reshape_18, linear_73, mm_92], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_167, (256, 256), (256, 1), 0), out=buf162)
        buf163 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_364, linear_73, permute_302, mm_93], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (256, 256), (256, 1), 0), primals_185, out=buf163)
        del primals_185
        buf164 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_168, buf164)
        del getitem_168
        # Topologically Sorted Source Nodes: [view_365, view_366, permute_304, _scaled_dot_product_flash_attention_for_cpu_backward_5], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf165 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf163, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_145, permute_146, permute_147, getitem_167, buf164, 0.0, True)
        del getitem_167
        del permute_145
        del permute_146
        del permute_147
        buf166 = buf165[0]
        assert_size_stride(buf166, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf166 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf167 = buf165[1]
        assert_size_stride(buf167, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf167 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf168 = buf165[2]
        assert_size_stride(buf168, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf168 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf165
        buf172 = buf142; del buf142  # reuse
        buf169 = reinterpret_tensor(buf172, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf170 = reinterpret_tensor(buf172, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf171 = reinterpret_tensor(buf172, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf166, buf167, buf168, buf169, buf170, buf171)
        del buf166
        del buf167
        del buf168
        del buf169
        del buf170
        del buf171
        buf173 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_370, permute_308, mm_94], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (768, 256), (1, 768), 0), view_216, out=buf173)
        del view_216
        buf174 = buf163; del buf163  # reuse
        # Topologically Sorted Source Nodes: [view_370, linear_72, permute_310, mm_95], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (256, 768), (768, 1), 0), primals_184, out=buf174)
        del primals_184
        buf175 = buf158; del buf158  # reuse
        buf176 = buf157; del buf157  # reuse
        buf179 = buf161; del buf161  # reuse
        buf177 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf178 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf179, buf174, primals_182, mul_126, div_11, buf175, buf176, buf177, buf178)
        del div_11
        del mul_126
        del primals_182
        buf180 = reinterpret_tensor(buf153, (256, 1024), (1024, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [view_372, input_71, permute_312, mm_96], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf179, (256, 256), (256, 1), 0), primals_180, out=buf180)
        del primals_180
        buf181 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_372, permute_313, mm_97], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf179, (256, 256), (1, 256), 0), view_214, out=buf181)
        del view_214
        buf182 = reinterpret_tensor(buf176, (1, 256), (256, 1), 0); del buf176  # reuse
        buf183 = reinterpret_tensor(buf180, (2, 128, 1024), (131072, 1024, 1), 0); del buf180  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf183, buf179, addmm_34, buf182)
        del addmm_34
        buf184 = buf174; del buf174  # reuse
        # Topologically Sorted Source Nodes: [view_374, input_69, input_70, mul_295, mul_296, mul_297, exp_6, mul_298, mul_299, add_193, mul_300, view_375, permute_316, mm_98], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf183, (256, 1024), (1024, 1), 0), primals_178, out=buf184)
        del primals_178
        buf185 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_374, input_69, input_70, mul_295, mul_296, mul_297, exp_6, mul_298, mul_299, add_193, mul_300, view_375, permute_317, mm_99], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf183, (1024, 256), (1, 1024), 0), view_212, out=buf185)
        del view_212
        buf186 = reinterpret_tensor(buf164, (1, 1024), (1024, 1), 0); del buf164  # reuse
        buf187 = buf175; del buf175  # reuse
        buf188 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf191 = buf179; del buf179  # reuse
        buf189 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf190 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf191, buf183, buf184, primals_176, mul_121, div_12, buf186, buf187, buf188, buf189, buf190)
        del div_12
        del mul_121
        del primals_176
        buf192 = buf184; del buf184  # reuse
        # Topologically Sorted Source Nodes: [view_378, permute_320, transpose_71, reshape_17, linear_69, mm_100], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_158, (256, 256), (256, 1), 0), out=buf192)
        buf193 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_378, linear_69, permute_322, mm_101], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (256, 256), (256, 1), 0), primals_175, out=buf193)
        del primals_175
        buf194 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_159, buf194)
        del getitem_159
        # Topologically Sorted Source Nodes: [view_379, view_380, permute_324, _scaled_dot_product_flash_attention_for_cpu_backward_6], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf195 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf193, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_137, permute_138, permute_139, getitem_158, buf194, 0.0, True)
        del getitem_158
        del permute_137
        del permute_138
        del permute_139
        buf196 = buf195[0]
        assert_size_stride(buf196, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf196 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf197 = buf195[1]
        assert_size_stride(buf197, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf197 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf198 = buf195[2]
        assert_size_stride(buf198, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf198 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf195
        buf202 = buf172; del buf172  # reuse
        buf199 = reinterpret_tensor(buf202, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf200 = reinterpret_tensor(buf202, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf201 = reinterpret_tensor(buf202, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf196, buf197, buf198, buf199, buf200, buf201)
        del buf196
        del buf197
        del buf198
        del buf199
        del buf200
        del buf201
        buf203 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_384, permute_328, mm_102], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (768, 256), (1, 768), 0), view_204, out=buf203)
        del view_204
        buf204 = buf193; del buf193  # reuse
        # Topologically Sorted Source Nodes: [view_384, linear_68, permute_330, mm_103], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf202, (256, 768), (768, 1), 0), primals_174, out=buf204)
        del primals_174
        buf205 = buf188; del buf188  # reuse
        buf206 = buf187; del buf187  # reuse
        buf209 = buf191; del buf191  # reuse
        buf207 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf208 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf209, buf204, primals_172, mul_119, div_13, buf205, buf206, buf207, buf208)
        del div_13
        del mul_119
        del primals_172
        buf210 = reinterpret_tensor(buf183, (256, 1024), (1024, 1), 0); del buf183  # reuse
        # Topologically Sorted Source Nodes: [view_386, input_67, permute_332, mm_104], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (256, 256), (256, 1), 0), primals_170, out=buf210)
        del primals_170
        buf211 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_386, permute_333, mm_105], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (256, 256), (1, 256), 0), view_202, out=buf211)
        del view_202
        buf212 = reinterpret_tensor(buf206, (1, 256), (256, 1), 0); del buf206  # reuse
        buf213 = reinterpret_tensor(buf210, (2, 128, 1024), (131072, 1024, 1), 0); del buf210  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf213, buf209, addmm_32, buf212)
        del addmm_32
        buf214 = buf204; del buf204  # reuse
        # Topologically Sorted Source Nodes: [view_388, input_65, input_66, mul_316, mul_317, mul_318, exp_7, mul_319, mul_320, add_197, mul_321, view_389, permute_336, mm_106], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf213, (256, 1024), (1024, 1), 0), primals_168, out=buf214)
        del primals_168
        buf215 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_388, input_65, input_66, mul_316, mul_317, mul_318, exp_7, mul_319, mul_320, add_197, mul_321, view_389, permute_337, mm_107], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf213, (1024, 256), (1, 1024), 0), view_200, out=buf215)
        del view_200
        buf216 = reinterpret_tensor(buf194, (1, 1024), (1024, 1), 0); del buf194  # reuse
        buf217 = buf205; del buf205  # reuse
        buf218 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf221 = buf209; del buf209  # reuse
        buf219 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf220 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf221, buf213, buf214, primals_166, mul_114, div_14, buf216, buf217, buf218, buf219, buf220)
        del div_14
        del mul_114
        del primals_166
        buf222 = buf214; del buf214  # reuse
        # Topologically Sorted Source Nodes: [view_392, permute_340, transpose_67, reshape_16, linear_65, mm_108], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf221, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_149, (256, 256), (256, 1), 0), out=buf222)
        buf223 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_392, linear_65, permute_342, mm_109], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf221, (256, 256), (256, 1), 0), primals_165, out=buf223)
        del primals_165
        buf224 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_150, buf224)
        del getitem_150
        # Topologically Sorted Source Nodes: [view_393, view_394, permute_344, _scaled_dot_product_flash_attention_for_cpu_backward_7], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf225 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf223, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_129, permute_130, permute_131, getitem_149, buf224, 0.0, True)
        del getitem_149
        del permute_129
        del permute_130
        del permute_131
        buf226 = buf225[0]
        assert_size_stride(buf226, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf226 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf227 = buf225[1]
        assert_size_stride(buf227, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf227 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf228 = buf225[2]
        assert_size_stride(buf228, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf228 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf225
        buf232 = buf202; del buf202  # reuse
        buf229 = reinterpret_tensor(buf232, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf230 = reinterpret_tensor(buf232, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf231 = reinterpret_tensor(buf232, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf226, buf227, buf228, buf229, buf230, buf231)
        del buf226
        del buf227
        del buf228
        del buf229
        del buf230
        del buf231
        buf233 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_398, permute_348, mm_110], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf232, (768, 256), (1, 768), 0), view_192, out=buf233)
        del view_192
        buf234 = buf223; del buf223  # reuse
        # Topologically Sorted Source Nodes: [view_398, linear_64, permute_350, mm_111], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf232, (256, 768), (768, 1), 0), primals_164, out=buf234)
        del primals_164
        buf235 = buf218; del buf218  # reuse
        buf236 = buf217; del buf217  # reuse
        buf239 = buf221; del buf221  # reuse
        buf237 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf238 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf239, buf234, primals_162, mul_112, div_15, buf235, buf236, buf237, buf238)
        del div_15
        del mul_112
        del primals_162
        buf240 = reinterpret_tensor(buf213, (256, 1024), (1024, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [view_400, input_63, permute_352, mm_112], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf239, (256, 256), (256, 1), 0), primals_160, out=buf240)
        del primals_160
        buf241 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_400, permute_353, mm_113], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf239, (256, 256), (1, 256), 0), view_190, out=buf241)
        del view_190
        buf242 = reinterpret_tensor(buf236, (1, 256), (256, 1), 0); del buf236  # reuse
        buf243 = reinterpret_tensor(buf240, (2, 128, 1024), (131072, 1024, 1), 0); del buf240  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf243, buf239, addmm_30, buf242)
        del addmm_30
        buf244 = buf234; del buf234  # reuse
        # Topologically Sorted Source Nodes: [view_402, input_61, input_62, mul_337, mul_338, mul_339, exp_8, mul_340, mul_341, add_201, mul_342, view_403, permute_356, mm_114], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf243, (256, 1024), (1024, 1), 0), primals_158, out=buf244)
        del primals_158
        buf245 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_402, input_61, input_62, mul_337, mul_338, mul_339, exp_8, mul_340, mul_341, add_201, mul_342, view_403, permute_357, mm_115], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf243, (1024, 256), (1, 1024), 0), view_188, out=buf245)
        del view_188
        buf246 = reinterpret_tensor(buf224, (1, 1024), (1024, 1), 0); del buf224  # reuse
        buf247 = buf235; del buf235  # reuse
        buf248 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf251 = buf239; del buf239  # reuse
        buf249 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf250 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf251, buf243, buf244, primals_156, mul_107, div_16, buf246, buf247, buf248, buf249, buf250)
        del div_16
        del mul_107
        del primals_156
        buf252 = buf244; del buf244  # reuse
        # Topologically Sorted Source Nodes: [view_406, permute_360, transpose_63, reshape_15, linear_61, mm_116], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf251, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_140, (256, 256), (256, 1), 0), out=buf252)
        buf253 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_406, linear_61, permute_362, mm_117], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf251, (256, 256), (256, 1), 0), primals_155, out=buf253)
        del primals_155
        buf254 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_141, buf254)
        del getitem_141
        # Topologically Sorted Source Nodes: [view_407, view_408, permute_364, _scaled_dot_product_flash_attention_for_cpu_backward_8], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf255 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf253, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_121, permute_122, permute_123, getitem_140, buf254, 0.0, True)
        del getitem_140
        del permute_121
        del permute_122
        del permute_123
        buf256 = buf255[0]
        assert_size_stride(buf256, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf256 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf257 = buf255[1]
        assert_size_stride(buf257, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf257 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf258 = buf255[2]
        assert_size_stride(buf258, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf258 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf255
        buf262 = buf232; del buf232  # reuse
        buf259 = reinterpret_tensor(buf262, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf260 = reinterpret_tensor(buf262, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf261 = reinterpret_tensor(buf262, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf256, buf257, buf258, buf259, buf260, buf261)
        del buf256
        del buf257
        del buf258
        del buf259
        del buf260
        del buf261
        buf263 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_412, permute_368, mm_118], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf262, (768, 256), (1, 768), 0), view_180, out=buf263)
        del view_180
        buf264 = buf253; del buf253  # reuse
        # Topologically Sorted Source Nodes: [view_412, linear_60, permute_370, mm_119], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf262, (256, 768), (768, 1), 0), primals_154, out=buf264)
        del primals_154
        buf265 = buf248; del buf248  # reuse
        buf266 = buf247; del buf247  # reuse
        buf269 = buf251; del buf251  # reuse
        buf267 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf268 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf269, buf264, primals_152, mul_105, div_17, buf265, buf266, buf267, buf268)
        del div_17
        del mul_105
        del primals_152
        buf270 = reinterpret_tensor(buf243, (256, 1024), (1024, 1), 0); del buf243  # reuse
        # Topologically Sorted Source Nodes: [view_414, input_59, permute_372, mm_120], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf269, (256, 256), (256, 1), 0), primals_150, out=buf270)
        del primals_150
        buf271 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_414, permute_373, mm_121], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf269, (256, 256), (1, 256), 0), view_178, out=buf271)
        del view_178
        buf272 = reinterpret_tensor(buf266, (1, 256), (256, 1), 0); del buf266  # reuse
        buf273 = reinterpret_tensor(buf270, (2, 128, 1024), (131072, 1024, 1), 0); del buf270  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf273, buf269, addmm_28, buf272)
        del addmm_28
        buf274 = buf264; del buf264  # reuse
        # Topologically Sorted Source Nodes: [view_416, input_57, input_58, mul_358, mul_359, mul_360, exp_9, mul_361, mul_362, add_205, mul_363, view_417, permute_376, mm_122], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf273, (256, 1024), (1024, 1), 0), primals_148, out=buf274)
        del primals_148
        buf275 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_416, input_57, input_58, mul_358, mul_359, mul_360, exp_9, mul_361, mul_362, add_205, mul_363, view_417, permute_377, mm_123], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf273, (1024, 256), (1, 1024), 0), view_176, out=buf275)
        del view_176
        buf276 = reinterpret_tensor(buf254, (1, 1024), (1024, 1), 0); del buf254  # reuse
        buf277 = buf265; del buf265  # reuse
        buf278 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf281 = buf269; del buf269  # reuse
        buf279 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf280 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf281, buf273, buf274, primals_146, mul_100, div_18, buf276, buf277, buf278, buf279, buf280)
        del div_18
        del mul_100
        del primals_146
        buf282 = buf274; del buf274  # reuse
        # Topologically Sorted Source Nodes: [view_420, permute_380, transpose_59, reshape_14, linear_57, mm_124], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf281, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_131, (256, 256), (256, 1), 0), out=buf282)
        buf283 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_420, linear_57, permute_382, mm_125], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf281, (256, 256), (256, 1), 0), primals_145, out=buf283)
        del primals_145
        buf284 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_132, buf284)
        del getitem_132
        # Topologically Sorted Source Nodes: [view_421, view_422, permute_384, _scaled_dot_product_flash_attention_for_cpu_backward_9], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf285 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf283, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_113, permute_114, permute_115, getitem_131, buf284, 0.0, True)
        del getitem_131
        del permute_113
        del permute_114
        del permute_115
        buf286 = buf285[0]
        assert_size_stride(buf286, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf286 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf287 = buf285[1]
        assert_size_stride(buf287, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf287 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf288 = buf285[2]
        assert_size_stride(buf288, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf288 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf285
        buf292 = buf262; del buf262  # reuse
        buf289 = reinterpret_tensor(buf292, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf290 = reinterpret_tensor(buf292, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf291 = reinterpret_tensor(buf292, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf286, buf287, buf288, buf289, buf290, buf291)
        del buf286
        del buf287
        del buf288
        del buf289
        del buf290
        del buf291
        buf293 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_426, permute_388, mm_126], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf292, (768, 256), (1, 768), 0), view_168, out=buf293)
        del view_168
        buf294 = buf283; del buf283  # reuse
        # Topologically Sorted Source Nodes: [view_426, linear_56, permute_390, mm_127], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf292, (256, 768), (768, 1), 0), primals_144, out=buf294)
        del primals_144
        buf295 = buf278; del buf278  # reuse
        buf296 = buf277; del buf277  # reuse
        buf299 = buf281; del buf281  # reuse
        buf297 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf298 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf299, buf294, primals_142, mul_98, div_19, buf295, buf296, buf297, buf298)
        del div_19
        del mul_98
        del primals_142
        buf300 = reinterpret_tensor(buf273, (256, 1024), (1024, 1), 0); del buf273  # reuse
        # Topologically Sorted Source Nodes: [view_428, input_55, permute_392, mm_128], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf299, (256, 256), (256, 1), 0), primals_140, out=buf300)
        del primals_140
        buf301 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_428, permute_393, mm_129], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf299, (256, 256), (1, 256), 0), view_166, out=buf301)
        del view_166
        buf302 = reinterpret_tensor(buf296, (1, 256), (256, 1), 0); del buf296  # reuse
        buf303 = reinterpret_tensor(buf300, (2, 128, 1024), (131072, 1024, 1), 0); del buf300  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf303, buf299, addmm_26, buf302)
        del addmm_26
        buf304 = buf294; del buf294  # reuse
        # Topologically Sorted Source Nodes: [view_430, input_53, input_54, mul_379, mul_380, mul_381, exp_10, mul_382, mul_383, add_209, mul_384, view_431, permute_396, mm_130], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf303, (256, 1024), (1024, 1), 0), primals_138, out=buf304)
        del primals_138
        buf305 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_430, input_53, input_54, mul_379, mul_380, mul_381, exp_10, mul_382, mul_383, add_209, mul_384, view_431, permute_397, mm_131], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf303, (1024, 256), (1, 1024), 0), view_164, out=buf305)
        del view_164
        buf306 = reinterpret_tensor(buf284, (1, 1024), (1024, 1), 0); del buf284  # reuse
        buf307 = buf295; del buf295  # reuse
        buf308 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf311 = buf299; del buf299  # reuse
        buf309 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf310 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf311, buf303, buf304, primals_136, mul_93, div_20, buf306, buf307, buf308, buf309, buf310)
        del div_20
        del mul_93
        del primals_136
        buf312 = buf304; del buf304  # reuse
        # Topologically Sorted Source Nodes: [view_434, permute_400, transpose_55, reshape_13, linear_53, mm_132], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf311, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_122, (256, 256), (256, 1), 0), out=buf312)
        buf313 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_434, linear_53, permute_402, mm_133], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf311, (256, 256), (256, 1), 0), primals_135, out=buf313)
        del primals_135
        buf314 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_123, buf314)
        del getitem_123
        # Topologically Sorted Source Nodes: [view_435, view_436, permute_404, _scaled_dot_product_flash_attention_for_cpu_backward_10], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf315 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf313, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_105, permute_106, permute_107, getitem_122, buf314, 0.0, True)
        del getitem_122
        del permute_105
        del permute_106
        del permute_107
        buf316 = buf315[0]
        assert_size_stride(buf316, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf316 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf317 = buf315[1]
        assert_size_stride(buf317, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf317 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf318 = buf315[2]
        assert_size_stride(buf318, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf318 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf315
        buf322 = buf292; del buf292  # reuse
        buf319 = reinterpret_tensor(buf322, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf320 = reinterpret_tensor(buf322, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf321 = reinterpret_tensor(buf322, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf316, buf317, buf318, buf319, buf320, buf321)
        del buf316
        del buf317
        del buf318
        del buf319
        del buf320
        del buf321
        buf323 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_440, permute_408, mm_134], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf322, (768, 256), (1, 768), 0), view_156, out=buf323)
        del view_156
        buf324 = buf313; del buf313  # reuse
        # Topologically Sorted Source Nodes: [view_440, linear_52, permute_410, mm_135], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf322, (256, 768), (768, 1), 0), primals_134, out=buf324)
        del primals_134
        buf325 = buf308; del buf308  # reuse
        buf326 = buf307; del buf307  # reuse
        buf329 = buf311; del buf311  # reuse
        buf327 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf328 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf329, buf324, primals_132, mul_91, div_21, buf325, buf326, buf327, buf328)
        del div_21
        del mul_91
        del primals_132
        buf330 = reinterpret_tensor(buf303, (256, 1024), (1024, 1), 0); del buf303  # reuse
        # Topologically Sorted Source Nodes: [view_442, input_51, permute_412, mm_136], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf329, (256, 256), (256, 1), 0), primals_130, out=buf330)
        del primals_130
        buf331 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_442, permute_413, mm_137], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf329, (256, 256), (1, 256), 0), view_154, out=buf331)
        del view_154
        buf332 = reinterpret_tensor(buf326, (1, 256), (256, 1), 0); del buf326  # reuse
        buf333 = reinterpret_tensor(buf330, (2, 128, 1024), (131072, 1024, 1), 0); del buf330  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf333, buf329, addmm_24, buf332)
        del addmm_24
        buf334 = buf324; del buf324  # reuse
        # Topologically Sorted Source Nodes: [view_444, input_49, input_50, mul_400, mul_401, mul_402, exp_11, mul_403, mul_404, add_213, mul_405, view_445, permute_416, mm_138], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf333, (256, 1024), (1024, 1), 0), primals_128, out=buf334)
        del primals_128
        buf335 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_444, input_49, input_50, mul_400, mul_401, mul_402, exp_11, mul_403, mul_404, add_213, mul_405, view_445, permute_417, mm_139], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf333, (1024, 256), (1, 1024), 0), view_152, out=buf335)
        del view_152
        buf336 = reinterpret_tensor(buf314, (1, 1024), (1024, 1), 0); del buf314  # reuse
        buf337 = buf325; del buf325  # reuse
        buf338 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf341 = buf329; del buf329  # reuse
        buf339 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf340 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf341, buf333, buf334, primals_126, mul_86, div_22, buf336, buf337, buf338, buf339, buf340)
        del div_22
        del mul_86
        del primals_126
        buf342 = buf334; del buf334  # reuse
        # Topologically Sorted Source Nodes: [view_448, permute_420, transpose_51, reshape_12, linear_49, mm_140], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf341, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_113, (256, 256), (256, 1), 0), out=buf342)
        buf343 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_448, linear_49, permute_422, mm_141], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf341, (256, 256), (256, 1), 0), primals_125, out=buf343)
        del primals_125
        buf344 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_114, buf344)
        del getitem_114
        # Topologically Sorted Source Nodes: [view_449, view_450, permute_424, _scaled_dot_product_flash_attention_for_cpu_backward_11], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf345 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf343, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_97, permute_98, permute_99, getitem_113, buf344, 0.0, True)
        del getitem_113
        del permute_97
        del permute_98
        del permute_99
        buf346 = buf345[0]
        assert_size_stride(buf346, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf346 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf347 = buf345[1]
        assert_size_stride(buf347, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf347 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf348 = buf345[2]
        assert_size_stride(buf348, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf348 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf345
        buf352 = buf322; del buf322  # reuse
        buf349 = reinterpret_tensor(buf352, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf350 = reinterpret_tensor(buf352, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf351 = reinterpret_tensor(buf352, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf346, buf347, buf348, buf349, buf350, buf351)
        del buf346
        del buf347
        del buf348
        del buf349
        del buf350
        del buf351
        buf353 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_454, permute_428, mm_142], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf352, (768, 256), (1, 768), 0), view_144, out=buf353)
        del view_144
        buf354 = buf343; del buf343  # reuse
        # Topologically Sorted Source Nodes: [view_454, linear_48, permute_430, mm_143], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf352, (256, 768), (768, 1), 0), primals_124, out=buf354)
        del primals_124
        buf355 = buf338; del buf338  # reuse
        buf356 = buf337; del buf337  # reuse
        buf359 = buf341; del buf341  # reuse
        buf357 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf358 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf359, buf354, primals_122, mul_84, div_23, buf355, buf356, buf357, buf358)
        del div_23
        del mul_84
        del primals_122
        buf360 = reinterpret_tensor(buf333, (256, 1024), (1024, 1), 0); del buf333  # reuse
        # Topologically Sorted Source Nodes: [view_456, input_47, permute_432, mm_144], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf359, (256, 256), (256, 1), 0), primals_120, out=buf360)
        del primals_120
        buf361 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_456, permute_433, mm_145], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf359, (256, 256), (1, 256), 0), view_142, out=buf361)
        del view_142
        buf362 = reinterpret_tensor(buf356, (1, 256), (256, 1), 0); del buf356  # reuse
        buf363 = reinterpret_tensor(buf360, (2, 128, 1024), (131072, 1024, 1), 0); del buf360  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf363, buf359, addmm_22, buf362)
        del addmm_22
        buf364 = buf354; del buf354  # reuse
        # Topologically Sorted Source Nodes: [view_458, input_45, input_46, mul_421, mul_422, mul_423, exp_12, mul_424, mul_425, add_217, mul_426, view_459, permute_436, mm_146], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf363, (256, 1024), (1024, 1), 0), primals_118, out=buf364)
        del primals_118
        buf365 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_458, input_45, input_46, mul_421, mul_422, mul_423, exp_12, mul_424, mul_425, add_217, mul_426, view_459, permute_437, mm_147], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf363, (1024, 256), (1, 1024), 0), view_140, out=buf365)
        del view_140
        buf366 = reinterpret_tensor(buf344, (1, 1024), (1024, 1), 0); del buf344  # reuse
        buf367 = buf355; del buf355  # reuse
        buf368 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf371 = buf359; del buf359  # reuse
        buf369 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf370 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf371, buf363, buf364, primals_116, mul_79, div_24, buf366, buf367, buf368, buf369, buf370)
        del div_24
        del mul_79
        del primals_116
        buf372 = buf364; del buf364  # reuse
        # Topologically Sorted Source Nodes: [view_462, permute_440, transpose_47, reshape_11, linear_45, mm_148], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf371, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_104, (256, 256), (256, 1), 0), out=buf372)
        buf373 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_462, linear_45, permute_442, mm_149], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf371, (256, 256), (256, 1), 0), primals_115, out=buf373)
        del primals_115
        buf374 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_105, buf374)
        del getitem_105
        # Topologically Sorted Source Nodes: [view_463, view_464, permute_444, _scaled_dot_product_flash_attention_for_cpu_backward_12], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf375 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf373, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_89, permute_90, permute_91, getitem_104, buf374, 0.0, True)
        del getitem_104
        del permute_89
        del permute_90
        del permute_91
        buf376 = buf375[0]
        assert_size_stride(buf376, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf376 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf377 = buf375[1]
        assert_size_stride(buf377, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf377 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf378 = buf375[2]
        assert_size_stride(buf378, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf378 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf375
        buf382 = buf352; del buf352  # reuse
        buf379 = reinterpret_tensor(buf382, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf380 = reinterpret_tensor(buf382, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf381 = reinterpret_tensor(buf382, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf376, buf377, buf378, buf379, buf380, buf381)
        del buf376
        del buf377
        del buf378
        del buf379
        del buf380
        del buf381
        buf383 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_468, permute_448, mm_150], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf382, (768, 256), (1, 768), 0), view_132, out=buf383)
        del view_132
        buf384 = buf373; del buf373  # reuse
        # Topologically Sorted Source Nodes: [view_468, linear_44, permute_450, mm_151], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf382, (256, 768), (768, 1), 0), primals_114, out=buf384)
        del primals_114
        buf385 = buf368; del buf368  # reuse
        buf386 = buf367; del buf367  # reuse
        buf389 = buf371; del buf371  # reuse
        buf387 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf388 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf389, buf384, primals_112, mul_77, div_25, buf385, buf386, buf387, buf388)
        del div_25
        del mul_77
        del primals_112
        buf390 = reinterpret_tensor(buf363, (256, 1024), (1024, 1), 0); del buf363  # reuse
        # Topologically Sorted Source Nodes: [view_470, input_43, permute_452, mm_152], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf389, (256, 256), (256, 1), 0), primals_110, out=buf390)
        del primals_110
        buf391 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_470, permute_453, mm_153], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf389, (256, 256), (1, 256), 0), view_130, out=buf391)
        del view_130
        buf392 = reinterpret_tensor(buf386, (1, 256), (256, 1), 0); del buf386  # reuse
        buf393 = reinterpret_tensor(buf390, (2, 128, 1024), (131072, 1024, 1), 0); del buf390  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf393, buf389, addmm_20, buf392)
        del addmm_20
        buf394 = buf384; del buf384  # reuse
        # Topologically Sorted Source Nodes: [view_472, input_41, input_42, mul_442, mul_443, mul_444, exp_13, mul_445, mul_446, add_221, mul_447, view_473, permute_456, mm_154], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf393, (256, 1024), (1024, 1), 0), primals_108, out=buf394)
        del primals_108
        buf395 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_472, input_41, input_42, mul_442, mul_443, mul_444, exp_13, mul_445, mul_446, add_221, mul_447, view_473, permute_457, mm_155], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf393, (1024, 256), (1, 1024), 0), view_128, out=buf395)
        del view_128
        buf396 = reinterpret_tensor(buf374, (1, 1024), (1024, 1), 0); del buf374  # reuse
        buf397 = buf385; del buf385  # reuse
        buf398 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf401 = buf389; del buf389  # reuse
        buf399 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf400 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf401, buf393, buf394, primals_106, mul_72, div_26, buf396, buf397, buf398, buf399, buf400)
        del div_26
        del mul_72
        del primals_106
        buf402 = buf394; del buf394  # reuse
        # Topologically Sorted Source Nodes: [view_476, permute_460, transpose_43, reshape_10, linear_41, mm_156], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf401, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_95, (256, 256), (256, 1), 0), out=buf402)
        buf403 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_476, linear_41, permute_462, mm_157], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf401, (256, 256), (256, 1), 0), primals_105, out=buf403)
        del primals_105
        buf404 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_96, buf404)
        del getitem_96
        # Topologically Sorted Source Nodes: [view_477, view_478, permute_464, _scaled_dot_product_flash_attention_for_cpu_backward_13], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf405 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf403, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_81, permute_82, permute_83, getitem_95, buf404, 0.0, True)
        del getitem_95
        del permute_81
        del permute_82
        del permute_83
        buf406 = buf405[0]
        assert_size_stride(buf406, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf406 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf407 = buf405[1]
        assert_size_stride(buf407, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf407 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf408 = buf405[2]
        assert_size_stride(buf408, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf408 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf405
        buf412 = buf382; del buf382  # reuse
        buf409 = reinterpret_tensor(buf412, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf410 = reinterpret_tensor(buf412, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf411 = reinterpret_tensor(buf412, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf406, buf407, buf408, buf409, buf410, buf411)
        del buf406
        del buf407
        del buf408
        del buf409
        del buf410
        del buf411
        buf413 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_482, permute_468, mm_158], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf412, (768, 256), (1, 768), 0), view_120, out=buf413)
        del view_120
        buf414 = buf403; del buf403  # reuse
        # Topologically Sorted Source Nodes: [view_482, linear_40, permute_470, mm_159], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf412, (256, 768), (768, 1), 0), primals_104, out=buf414)
        del primals_104
        buf415 = buf398; del buf398  # reuse
        buf416 = buf397; del buf397  # reuse
        buf419 = buf401; del buf401  # reuse
        buf417 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf418 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf419, buf414, primals_102, mul_70, div_27, buf415, buf416, buf417, buf418)
        del div_27
        del mul_70
        del primals_102
        buf420 = reinterpret_tensor(buf393, (256, 1024), (1024, 1), 0); del buf393  # reuse
        # Topologically Sorted Source Nodes: [view_484, input_39, permute_472, mm_160], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf419, (256, 256), (256, 1), 0), primals_100, out=buf420)
        del primals_100
        buf421 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_484, permute_473, mm_161], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf419, (256, 256), (1, 256), 0), view_118, out=buf421)
        del view_118
        buf422 = reinterpret_tensor(buf416, (1, 256), (256, 1), 0); del buf416  # reuse
        buf423 = reinterpret_tensor(buf420, (2, 128, 1024), (131072, 1024, 1), 0); del buf420  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf423, buf419, addmm_18, buf422)
        del addmm_18
        buf424 = buf414; del buf414  # reuse
        # Topologically Sorted Source Nodes: [view_486, input_37, input_38, mul_463, mul_464, mul_465, exp_14, mul_466, mul_467, add_225, mul_468, view_487, permute_476, mm_162], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf423, (256, 1024), (1024, 1), 0), primals_98, out=buf424)
        del primals_98
        buf425 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_486, input_37, input_38, mul_463, mul_464, mul_465, exp_14, mul_466, mul_467, add_225, mul_468, view_487, permute_477, mm_163], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf423, (1024, 256), (1, 1024), 0), view_116, out=buf425)
        del view_116
        buf426 = reinterpret_tensor(buf404, (1, 1024), (1024, 1), 0); del buf404  # reuse
        buf427 = buf415; del buf415  # reuse
        buf428 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf431 = buf419; del buf419  # reuse
        buf429 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf430 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf431, buf423, buf424, primals_96, mul_65, div_28, buf426, buf427, buf428, buf429, buf430)
        del div_28
        del mul_65
        del primals_96
        buf432 = buf424; del buf424  # reuse
        # Topologically Sorted Source Nodes: [view_490, permute_480, transpose_39, reshape_9, linear_37, mm_164], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf431, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_86, (256, 256), (256, 1), 0), out=buf432)
        buf433 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_490, linear_37, permute_482, mm_165], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf431, (256, 256), (256, 1), 0), primals_95, out=buf433)
        del primals_95
        buf434 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_87, buf434)
        del getitem_87
        # Topologically Sorted Source Nodes: [view_491, view_492, permute_484, _scaled_dot_product_flash_attention_for_cpu_backward_14], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf435 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf433, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_73, permute_74, permute_75, getitem_86, buf434, 0.0, True)
        del getitem_86
        del permute_73
        del permute_74
        del permute_75
        buf436 = buf435[0]
        assert_size_stride(buf436, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf436 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf437 = buf435[1]
        assert_size_stride(buf437, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf437 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf438 = buf435[2]
        assert_size_stride(buf438, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf438 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf435
        buf442 = buf412; del buf412  # reuse
        buf439 = reinterpret_tensor(buf442, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf440 = reinterpret_tensor(buf442, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf441 = reinterpret_tensor(buf442, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf436, buf437, buf438, buf439, buf440, buf441)
        del buf436
        del buf437
        del buf438
        del buf439
        del buf440
        del buf441
        buf443 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_496, permute_488, mm_166], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf442, (768, 256), (1, 768), 0), view_108, out=buf443)
        del view_108
        buf444 = buf433; del buf433  # reuse
        # Topologically Sorted Source Nodes: [view_496, linear_36, permute_490, mm_167], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf442, (256, 768), (768, 1), 0), primals_94, out=buf444)
        del primals_94
        buf445 = buf428; del buf428  # reuse
        buf446 = buf427; del buf427  # reuse
        buf449 = buf431; del buf431  # reuse
        buf447 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf448 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf449, buf444, primals_92, mul_63, div_29, buf445, buf446, buf447, buf448)
        del div_29
        del mul_63
        del primals_92
        buf450 = reinterpret_tensor(buf423, (256, 1024), (1024, 1), 0); del buf423  # reuse
        # Topologically Sorted Source Nodes: [view_498, input_35, permute_492, mm_168], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf449, (256, 256), (256, 1), 0), primals_90, out=buf450)
        del primals_90
        buf451 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_498, permute_493, mm_169], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf449, (256, 256), (1, 256), 0), view_106, out=buf451)
        del view_106
        buf452 = reinterpret_tensor(buf446, (1, 256), (256, 1), 0); del buf446  # reuse
        buf453 = reinterpret_tensor(buf450, (2, 128, 1024), (131072, 1024, 1), 0); del buf450  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf453, buf449, addmm_16, buf452)
        del addmm_16
        buf454 = buf444; del buf444  # reuse
        # Topologically Sorted Source Nodes: [view_500, input_33, input_34, mul_484, mul_485, mul_486, exp_15, mul_487, mul_488, add_229, mul_489, view_501, permute_496, mm_170], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf453, (256, 1024), (1024, 1), 0), primals_88, out=buf454)
        del primals_88
        buf455 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_500, input_33, input_34, mul_484, mul_485, mul_486, exp_15, mul_487, mul_488, add_229, mul_489, view_501, permute_497, mm_171], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf453, (1024, 256), (1, 1024), 0), view_104, out=buf455)
        del view_104
        buf456 = reinterpret_tensor(buf434, (1, 1024), (1024, 1), 0); del buf434  # reuse
        buf457 = buf445; del buf445  # reuse
        buf458 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf461 = buf449; del buf449  # reuse
        buf459 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf460 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf461, buf453, buf454, primals_86, mul_58, div_30, buf456, buf457, buf458, buf459, buf460)
        del div_30
        del mul_58
        del primals_86
        buf462 = buf454; del buf454  # reuse
        # Topologically Sorted Source Nodes: [view_504, permute_500, transpose_35, reshape_8, linear_33, mm_172], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf461, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_77, (256, 256), (256, 1), 0), out=buf462)
        buf463 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_504, linear_33, permute_502, mm_173], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf461, (256, 256), (256, 1), 0), primals_85, out=buf463)
        del primals_85
        buf464 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_78, buf464)
        del getitem_78
        # Topologically Sorted Source Nodes: [view_505, view_506, permute_504, _scaled_dot_product_flash_attention_for_cpu_backward_15], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf465 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf463, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_65, permute_66, permute_67, getitem_77, buf464, 0.0, True)
        del getitem_77
        del permute_65
        del permute_66
        del permute_67
        buf466 = buf465[0]
        assert_size_stride(buf466, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf466 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf467 = buf465[1]
        assert_size_stride(buf467, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf467 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf468 = buf465[2]
        assert_size_stride(buf468, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf468 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf465
        buf472 = buf442; del buf442  # reuse
        buf469 = reinterpret_tensor(buf472, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf470 = reinterpret_tensor(buf472, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf471 = reinterpret_tensor(buf472, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf466, buf467, buf468, buf469, buf470, buf471)
        del buf466
        del buf467
        del buf468
        del buf469
        del buf470
        del buf471
        buf473 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_510, permute_508, mm_174], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf472, (768, 256), (1, 768), 0), view_96, out=buf473)
        del view_96
        buf474 = buf463; del buf463  # reuse
        # Topologically Sorted Source Nodes: [view_510, linear_32, permute_510, mm_175], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf472, (256, 768), (768, 1), 0), primals_84, out=buf474)
        del primals_84
        buf475 = buf458; del buf458  # reuse
        buf476 = buf457; del buf457  # reuse
        buf479 = buf461; del buf461  # reuse
        buf477 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf478 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf479, buf474, primals_82, mul_56, div_31, buf475, buf476, buf477, buf478)
        del div_31
        del mul_56
        del primals_82
        buf480 = reinterpret_tensor(buf453, (256, 1024), (1024, 1), 0); del buf453  # reuse
        # Topologically Sorted Source Nodes: [view_512, input_31, permute_512, mm_176], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf479, (256, 256), (256, 1), 0), primals_80, out=buf480)
        del primals_80
        buf481 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_512, permute_513, mm_177], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf479, (256, 256), (1, 256), 0), view_94, out=buf481)
        del view_94
        buf482 = reinterpret_tensor(buf476, (1, 256), (256, 1), 0); del buf476  # reuse
        buf483 = reinterpret_tensor(buf480, (2, 128, 1024), (131072, 1024, 1), 0); del buf480  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf483, buf479, addmm_14, buf482)
        del addmm_14
        buf484 = buf474; del buf474  # reuse
        # Topologically Sorted Source Nodes: [view_514, input_29, input_30, mul_505, mul_506, mul_507, exp_16, mul_508, mul_509, add_233, mul_510, view_515, permute_516, mm_178], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf483, (256, 1024), (1024, 1), 0), primals_78, out=buf484)
        del primals_78
        buf485 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_514, input_29, input_30, mul_505, mul_506, mul_507, exp_16, mul_508, mul_509, add_233, mul_510, view_515, permute_517, mm_179], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf483, (1024, 256), (1, 1024), 0), view_92, out=buf485)
        del view_92
        buf486 = reinterpret_tensor(buf464, (1, 1024), (1024, 1), 0); del buf464  # reuse
        buf487 = buf475; del buf475  # reuse
        buf488 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf491 = buf479; del buf479  # reuse
        buf489 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf490 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf491, buf483, buf484, primals_76, mul_51, div_32, buf486, buf487, buf488, buf489, buf490)
        del div_32
        del mul_51
        del primals_76
        buf492 = buf484; del buf484  # reuse
        # Topologically Sorted Source Nodes: [view_518, permute_520, transpose_31, reshape_7, linear_29, mm_180], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf491, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_68, (256, 256), (256, 1), 0), out=buf492)
        buf493 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_518, linear_29, permute_522, mm_181], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf491, (256, 256), (256, 1), 0), primals_75, out=buf493)
        del primals_75
        buf494 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_69, buf494)
        del getitem_69
        # Topologically Sorted Source Nodes: [view_519, view_520, permute_524, _scaled_dot_product_flash_attention_for_cpu_backward_16], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf495 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf493, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_57, permute_58, permute_59, getitem_68, buf494, 0.0, True)
        del getitem_68
        del permute_57
        del permute_58
        del permute_59
        buf496 = buf495[0]
        assert_size_stride(buf496, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf496 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf497 = buf495[1]
        assert_size_stride(buf497, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf497 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf498 = buf495[2]
        assert_size_stride(buf498, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf498 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf495
        buf502 = buf472; del buf472  # reuse
        buf499 = reinterpret_tensor(buf502, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf500 = reinterpret_tensor(buf502, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf501 = reinterpret_tensor(buf502, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf496, buf497, buf498, buf499, buf500, buf501)
        del buf496
        del buf497
        del buf498
        del buf499
        del buf500
        del buf501
        buf503 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_524, permute_528, mm_182], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf502, (768, 256), (1, 768), 0), view_84, out=buf503)
        del view_84
        buf504 = buf493; del buf493  # reuse
        # Topologically Sorted Source Nodes: [view_524, linear_28, permute_530, mm_183], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf502, (256, 768), (768, 1), 0), primals_74, out=buf504)
        del primals_74
        buf505 = buf488; del buf488  # reuse
        buf506 = buf487; del buf487  # reuse
        buf509 = buf491; del buf491  # reuse
        buf507 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf508 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf509, buf504, primals_72, mul_49, div_33, buf505, buf506, buf507, buf508)
        del div_33
        del mul_49
        del primals_72
        buf510 = reinterpret_tensor(buf483, (256, 1024), (1024, 1), 0); del buf483  # reuse
        # Topologically Sorted Source Nodes: [view_526, input_27, permute_532, mm_184], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf509, (256, 256), (256, 1), 0), primals_70, out=buf510)
        del primals_70
        buf511 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_526, permute_533, mm_185], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf509, (256, 256), (1, 256), 0), view_82, out=buf511)
        del view_82
        buf512 = reinterpret_tensor(buf506, (1, 256), (256, 1), 0); del buf506  # reuse
        buf513 = reinterpret_tensor(buf510, (2, 128, 1024), (131072, 1024, 1), 0); del buf510  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf513, buf509, addmm_12, buf512)
        del addmm_12
        buf514 = buf504; del buf504  # reuse
        # Topologically Sorted Source Nodes: [view_528, input_25, input_26, mul_526, mul_527, mul_528, exp_17, mul_529, mul_530, add_237, mul_531, view_529, permute_536, mm_186], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf513, (256, 1024), (1024, 1), 0), primals_68, out=buf514)
        del primals_68
        buf515 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_528, input_25, input_26, mul_526, mul_527, mul_528, exp_17, mul_529, mul_530, add_237, mul_531, view_529, permute_537, mm_187], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf513, (1024, 256), (1, 1024), 0), view_80, out=buf515)
        del view_80
        buf516 = reinterpret_tensor(buf494, (1, 1024), (1024, 1), 0); del buf494  # reuse
        buf517 = buf505; del buf505  # reuse
        buf518 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf521 = buf509; del buf509  # reuse
        buf519 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf520 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf521, buf513, buf514, primals_66, mul_44, div_34, buf516, buf517, buf518, buf519, buf520)
        del div_34
        del mul_44
        del primals_66
        buf522 = buf514; del buf514  # reuse
        # Topologically Sorted Source Nodes: [view_532, permute_540, transpose_27, reshape_6, linear_25, mm_188], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf521, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_59, (256, 256), (256, 1), 0), out=buf522)
        buf523 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_532, linear_25, permute_542, mm_189], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf521, (256, 256), (256, 1), 0), primals_65, out=buf523)
        del primals_65
        buf524 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_60, buf524)
        del getitem_60
        # Topologically Sorted Source Nodes: [view_533, view_534, permute_544, _scaled_dot_product_flash_attention_for_cpu_backward_17], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf525 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf523, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_49, permute_50, permute_51, getitem_59, buf524, 0.0, True)
        del getitem_59
        del permute_49
        del permute_50
        del permute_51
        buf526 = buf525[0]
        assert_size_stride(buf526, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf526 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf527 = buf525[1]
        assert_size_stride(buf527, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf527 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf528 = buf525[2]
        assert_size_stride(buf528, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf528 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf525
        buf532 = buf502; del buf502  # reuse
        buf529 = reinterpret_tensor(buf532, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf530 = reinterpret_tensor(buf532, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf531 = reinterpret_tensor(buf532, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf526, buf527, buf528, buf529, buf530, buf531)
        del buf526
        del buf527
        del buf528
        del buf529
        del buf530
        del buf531
        buf533 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_538, permute_548, mm_190], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf532, (768, 256), (1, 768), 0), view_72, out=buf533)
        del view_72
        buf534 = buf523; del buf523  # reuse
        # Topologically Sorted Source Nodes: [view_538, linear_24, permute_550, mm_191], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf532, (256, 768), (768, 1), 0), primals_64, out=buf534)
        del primals_64
        buf535 = buf518; del buf518  # reuse
        buf536 = buf517; del buf517  # reuse
        buf539 = buf521; del buf521  # reuse
        buf537 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf538 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf539, buf534, primals_62, mul_42, div_35, buf535, buf536, buf537, buf538)
        del div_35
        del mul_42
        del primals_62
        buf540 = reinterpret_tensor(buf513, (256, 1024), (1024, 1), 0); del buf513  # reuse
        # Topologically Sorted Source Nodes: [view_540, input_23, permute_552, mm_192], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf539, (256, 256), (256, 1), 0), primals_60, out=buf540)
        del primals_60
        buf541 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_540, permute_553, mm_193], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf539, (256, 256), (1, 256), 0), view_70, out=buf541)
        del view_70
        buf542 = reinterpret_tensor(buf536, (1, 256), (256, 1), 0); del buf536  # reuse
        buf543 = reinterpret_tensor(buf540, (2, 128, 1024), (131072, 1024, 1), 0); del buf540  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf543, buf539, addmm_10, buf542)
        del addmm_10
        buf544 = buf534; del buf534  # reuse
        # Topologically Sorted Source Nodes: [view_542, input_21, input_22, mul_547, mul_548, mul_549, exp_18, mul_550, mul_551, add_241, mul_552, view_543, permute_556, mm_194], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf543, (256, 1024), (1024, 1), 0), primals_58, out=buf544)
        del primals_58
        buf545 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_542, input_21, input_22, mul_547, mul_548, mul_549, exp_18, mul_550, mul_551, add_241, mul_552, view_543, permute_557, mm_195], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf543, (1024, 256), (1, 1024), 0), view_68, out=buf545)
        del view_68
        buf546 = reinterpret_tensor(buf524, (1, 1024), (1024, 1), 0); del buf524  # reuse
        buf547 = buf535; del buf535  # reuse
        buf548 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf551 = buf539; del buf539  # reuse
        buf549 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf550 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf551, buf543, buf544, primals_56, mul_37, div_36, buf546, buf547, buf548, buf549, buf550)
        del div_36
        del mul_37
        del primals_56
        buf552 = buf544; del buf544  # reuse
        # Topologically Sorted Source Nodes: [view_546, permute_560, transpose_23, reshape_5, linear_21, mm_196], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf551, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_50, (256, 256), (256, 1), 0), out=buf552)
        buf553 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_546, linear_21, permute_562, mm_197], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf551, (256, 256), (256, 1), 0), primals_55, out=buf553)
        del primals_55
        buf554 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_51, buf554)
        del getitem_51
        # Topologically Sorted Source Nodes: [view_547, view_548, permute_564, _scaled_dot_product_flash_attention_for_cpu_backward_18], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf555 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf553, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_41, permute_42, permute_43, getitem_50, buf554, 0.0, True)
        del getitem_50
        del permute_41
        del permute_42
        del permute_43
        buf556 = buf555[0]
        assert_size_stride(buf556, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf556 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf557 = buf555[1]
        assert_size_stride(buf557, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf557 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf558 = buf555[2]
        assert_size_stride(buf558, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf558 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf555
        buf562 = buf532; del buf532  # reuse
        buf559 = reinterpret_tensor(buf562, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf560 = reinterpret_tensor(buf562, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf561 = reinterpret_tensor(buf562, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf556, buf557, buf558, buf559, buf560, buf561)
        del buf556
        del buf557
        del buf558
        del buf559
        del buf560
        del buf561
        buf563 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_552, permute_568, mm_198], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf562, (768, 256), (1, 768), 0), view_60, out=buf563)
        del view_60
        buf564 = buf553; del buf553  # reuse
        # Topologically Sorted Source Nodes: [view_552, linear_20, permute_570, mm_199], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf562, (256, 768), (768, 1), 0), primals_54, out=buf564)
        del primals_54
        buf565 = buf548; del buf548  # reuse
        buf566 = buf547; del buf547  # reuse
        buf569 = buf551; del buf551  # reuse
        buf567 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf568 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf569, buf564, primals_52, mul_35, div_37, buf565, buf566, buf567, buf568)
        del div_37
        del mul_35
        del primals_52
        buf570 = reinterpret_tensor(buf543, (256, 1024), (1024, 1), 0); del buf543  # reuse
        # Topologically Sorted Source Nodes: [view_554, input_19, permute_572, mm_200], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf569, (256, 256), (256, 1), 0), primals_50, out=buf570)
        del primals_50
        buf571 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_554, permute_573, mm_201], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf569, (256, 256), (1, 256), 0), view_58, out=buf571)
        del view_58
        buf572 = reinterpret_tensor(buf566, (1, 256), (256, 1), 0); del buf566  # reuse
        buf573 = reinterpret_tensor(buf570, (2, 128, 1024), (131072, 1024, 1), 0); del buf570  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf573, buf569, addmm_8, buf572)
        del addmm_8
        buf574 = buf564; del buf564  # reuse
        # Topologically Sorted Source Nodes: [view_556, input_17, input_18, mul_568, mul_569, mul_570, exp_19, mul_571, mul_572, add_245, mul_573, view_557, permute_576, mm_202], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf573, (256, 1024), (1024, 1), 0), primals_48, out=buf574)
        del primals_48
        buf575 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_556, input_17, input_18, mul_568, mul_569, mul_570, exp_19, mul_571, mul_572, add_245, mul_573, view_557, permute_577, mm_203], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf573, (1024, 256), (1, 1024), 0), view_56, out=buf575)
        del view_56
        buf576 = reinterpret_tensor(buf554, (1, 1024), (1024, 1), 0); del buf554  # reuse
        buf577 = buf565; del buf565  # reuse
        buf578 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf581 = buf569; del buf569  # reuse
        buf579 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf580 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf581, buf573, buf574, primals_46, mul_30, div_38, buf576, buf577, buf578, buf579, buf580)
        del div_38
        del mul_30
        del primals_46
        buf582 = buf574; del buf574  # reuse
        # Topologically Sorted Source Nodes: [view_560, permute_580, transpose_19, reshape_4, linear_17, mm_204], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf581, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_41, (256, 256), (256, 1), 0), out=buf582)
        buf583 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_560, linear_17, permute_582, mm_205], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf581, (256, 256), (256, 1), 0), primals_45, out=buf583)
        del primals_45
        buf584 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_42, buf584)
        del getitem_42
        # Topologically Sorted Source Nodes: [view_561, view_562, permute_584, _scaled_dot_product_flash_attention_for_cpu_backward_19], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf585 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf583, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_33, permute_34, permute_35, getitem_41, buf584, 0.0, True)
        del getitem_41
        del permute_33
        del permute_34
        del permute_35
        buf586 = buf585[0]
        assert_size_stride(buf586, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf586 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf587 = buf585[1]
        assert_size_stride(buf587, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf587 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf588 = buf585[2]
        assert_size_stride(buf588, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf588 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf585
        buf592 = buf562; del buf562  # reuse
        buf589 = reinterpret_tensor(buf592, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf590 = reinterpret_tensor(buf592, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf591 = reinterpret_tensor(buf592, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf586, buf587, buf588, buf589, buf590, buf591)
        del buf586
        del buf587
        del buf588
        del buf589
        del buf590
        del buf591
        buf593 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_566, permute_588, mm_206], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf592, (768, 256), (1, 768), 0), view_48, out=buf593)
        del view_48
        buf594 = buf583; del buf583  # reuse
        # Topologically Sorted Source Nodes: [view_566, linear_16, permute_590, mm_207], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf592, (256, 768), (768, 1), 0), primals_44, out=buf594)
        del primals_44
        buf595 = buf578; del buf578  # reuse
        buf596 = buf577; del buf577  # reuse
        buf599 = buf581; del buf581  # reuse
        buf597 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf598 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf599, buf594, primals_42, mul_28, div_39, buf595, buf596, buf597, buf598)
        del div_39
        del mul_28
        del primals_42
        buf600 = reinterpret_tensor(buf573, (256, 1024), (1024, 1), 0); del buf573  # reuse
        # Topologically Sorted Source Nodes: [view_568, input_15, permute_592, mm_208], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf599, (256, 256), (256, 1), 0), primals_40, out=buf600)
        del primals_40
        buf601 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_568, permute_593, mm_209], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf599, (256, 256), (1, 256), 0), view_46, out=buf601)
        del view_46
        buf602 = reinterpret_tensor(buf596, (1, 256), (256, 1), 0); del buf596  # reuse
        buf603 = reinterpret_tensor(buf600, (2, 128, 1024), (131072, 1024, 1), 0); del buf600  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf603, buf599, addmm_6, buf602)
        del addmm_6
        buf604 = buf594; del buf594  # reuse
        # Topologically Sorted Source Nodes: [view_570, input_13, input_14, mul_589, mul_590, mul_591, exp_20, mul_592, mul_593, add_249, mul_594, view_571, permute_596, mm_210], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf603, (256, 1024), (1024, 1), 0), primals_38, out=buf604)
        del primals_38
        buf605 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_570, input_13, input_14, mul_589, mul_590, mul_591, exp_20, mul_592, mul_593, add_249, mul_594, view_571, permute_597, mm_211], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf603, (1024, 256), (1, 1024), 0), view_44, out=buf605)
        del view_44
        buf606 = reinterpret_tensor(buf584, (1, 1024), (1024, 1), 0); del buf584  # reuse
        buf607 = buf595; del buf595  # reuse
        buf608 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf611 = buf599; del buf599  # reuse
        buf609 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf610 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf611, buf603, buf604, primals_36, mul_23, div_40, buf606, buf607, buf608, buf609, buf610)
        del div_40
        del mul_23
        del primals_36
        buf612 = buf604; del buf604  # reuse
        # Topologically Sorted Source Nodes: [view_574, permute_600, transpose_15, reshape_3, linear_13, mm_212], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf611, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_32, (256, 256), (256, 1), 0), out=buf612)
        buf613 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_574, linear_13, permute_602, mm_213], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf611, (256, 256), (256, 1), 0), primals_35, out=buf613)
        del primals_35
        buf614 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_33, buf614)
        del getitem_33
        # Topologically Sorted Source Nodes: [view_575, view_576, permute_604, _scaled_dot_product_flash_attention_for_cpu_backward_20], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf615 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf613, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_25, permute_26, permute_27, getitem_32, buf614, 0.0, True)
        del getitem_32
        del permute_25
        del permute_26
        del permute_27
        buf616 = buf615[0]
        assert_size_stride(buf616, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf616 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf617 = buf615[1]
        assert_size_stride(buf617, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf617 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf618 = buf615[2]
        assert_size_stride(buf618, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf618 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf615
        buf622 = buf592; del buf592  # reuse
        buf619 = reinterpret_tensor(buf622, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf620 = reinterpret_tensor(buf622, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf621 = reinterpret_tensor(buf622, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf616, buf617, buf618, buf619, buf620, buf621)
        del buf616
        del buf617
        del buf618
        del buf619
        del buf620
        del buf621
        buf623 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_580, permute_608, mm_214], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf622, (768, 256), (1, 768), 0), view_36, out=buf623)
        del view_36
        buf624 = buf613; del buf613  # reuse
        # Topologically Sorted Source Nodes: [view_580, linear_12, permute_610, mm_215], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf622, (256, 768), (768, 1), 0), primals_34, out=buf624)
        del primals_34
        buf625 = buf608; del buf608  # reuse
        buf626 = buf607; del buf607  # reuse
        buf629 = buf611; del buf611  # reuse
        buf627 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf628 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf629, buf624, primals_32, mul_21, div_41, buf625, buf626, buf627, buf628)
        del div_41
        del mul_21
        del primals_32
        buf630 = reinterpret_tensor(buf603, (256, 1024), (1024, 1), 0); del buf603  # reuse
        # Topologically Sorted Source Nodes: [view_582, input_11, permute_612, mm_216], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf629, (256, 256), (256, 1), 0), primals_30, out=buf630)
        del primals_30
        buf631 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_582, permute_613, mm_217], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf629, (256, 256), (1, 256), 0), view_34, out=buf631)
        del view_34
        buf632 = reinterpret_tensor(buf626, (1, 256), (256, 1), 0); del buf626  # reuse
        buf633 = reinterpret_tensor(buf630, (2, 128, 1024), (131072, 1024, 1), 0); del buf630  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf633, buf629, addmm_4, buf632)
        del addmm_4
        buf634 = buf624; del buf624  # reuse
        # Topologically Sorted Source Nodes: [view_584, input_9, input_10, mul_610, mul_611, mul_612, exp_21, mul_613, mul_614, add_253, mul_615, view_585, permute_616, mm_218], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf633, (256, 1024), (1024, 1), 0), primals_28, out=buf634)
        del primals_28
        buf635 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_584, input_9, input_10, mul_610, mul_611, mul_612, exp_21, mul_613, mul_614, add_253, mul_615, view_585, permute_617, mm_219], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf633, (1024, 256), (1, 1024), 0), view_32, out=buf635)
        del view_32
        buf636 = reinterpret_tensor(buf614, (1, 1024), (1024, 1), 0); del buf614  # reuse
        buf637 = buf625; del buf625  # reuse
        buf638 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf641 = buf629; del buf629  # reuse
        buf639 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf640 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf641, buf633, buf634, primals_26, mul_16, div_42, buf636, buf637, buf638, buf639, buf640)
        del div_42
        del mul_16
        del primals_26
        buf642 = buf634; del buf634  # reuse
        # Topologically Sorted Source Nodes: [view_588, permute_620, transpose_11, reshape_2, linear_9, mm_220], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf641, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_23, (256, 256), (256, 1), 0), out=buf642)
        buf643 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_588, linear_9, permute_622, mm_221], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf641, (256, 256), (256, 1), 0), primals_25, out=buf643)
        del primals_25
        buf644 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_24, buf644)
        del getitem_24
        # Topologically Sorted Source Nodes: [view_589, view_590, permute_624, _scaled_dot_product_flash_attention_for_cpu_backward_21], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf645 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf643, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_17, permute_18, permute_19, getitem_23, buf644, 0.0, True)
        del getitem_23
        del permute_17
        del permute_18
        del permute_19
        buf646 = buf645[0]
        assert_size_stride(buf646, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf646 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf647 = buf645[1]
        assert_size_stride(buf647, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf647 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf648 = buf645[2]
        assert_size_stride(buf648, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf648 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf645
        buf652 = buf622; del buf622  # reuse
        buf649 = reinterpret_tensor(buf652, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf650 = reinterpret_tensor(buf652, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf651 = reinterpret_tensor(buf652, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf646, buf647, buf648, buf649, buf650, buf651)
        del buf646
        del buf647
        del buf648
        del buf649
        del buf650
        del buf651
        buf653 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_594, permute_628, mm_222], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf652, (768, 256), (1, 768), 0), view_24, out=buf653)
        del view_24
        buf654 = buf643; del buf643  # reuse
        # Topologically Sorted Source Nodes: [view_594, linear_8, permute_630, mm_223], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf652, (256, 768), (768, 1), 0), primals_24, out=buf654)
        del primals_24
        buf655 = buf638; del buf638  # reuse
        buf656 = buf637; del buf637  # reuse
        buf659 = buf641; del buf641  # reuse
        buf657 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf658 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf659, buf654, primals_22, mul_14, div_43, buf655, buf656, buf657, buf658)
        del div_43
        del mul_14
        del primals_22
        buf660 = reinterpret_tensor(buf633, (256, 1024), (1024, 1), 0); del buf633  # reuse
        # Topologically Sorted Source Nodes: [view_596, input_7, permute_632, mm_224], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf659, (256, 256), (256, 1), 0), primals_20, out=buf660)
        del primals_20
        buf661 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_596, permute_633, mm_225], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf659, (256, 256), (1, 256), 0), view_22, out=buf661)
        del view_22
        buf662 = reinterpret_tensor(buf656, (1, 256), (256, 1), 0); del buf656  # reuse
        buf663 = reinterpret_tensor(buf660, (2, 128, 1024), (131072, 1024, 1), 0); del buf660  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf663, buf659, addmm_2, buf662)
        del addmm_2
        buf664 = buf654; del buf654  # reuse
        # Topologically Sorted Source Nodes: [view_598, input_5, input_6, mul_631, mul_632, mul_633, exp_22, mul_634, mul_635, add_257, mul_636, view_599, permute_636, mm_226], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf663, (256, 1024), (1024, 1), 0), primals_18, out=buf664)
        del primals_18
        buf665 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_598, input_5, input_6, mul_631, mul_632, mul_633, exp_22, mul_634, mul_635, add_257, mul_636, view_599, permute_637, mm_227], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf663, (1024, 256), (1, 1024), 0), view_20, out=buf665)
        del view_20
        buf666 = reinterpret_tensor(buf644, (1, 1024), (1024, 1), 0); del buf644  # reuse
        buf667 = buf655; del buf655  # reuse
        buf668 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf671 = buf659; del buf659  # reuse
        buf669 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf670 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_backward_sum_view_5(buf671, buf663, buf664, primals_16, mul_9, div_44, buf666, buf667, buf668, buf669, buf670)
        del div_44
        del mul_9
        del primals_16
        buf672 = buf664; del buf664  # reuse
        # Topologically Sorted Source Nodes: [view_602, permute_640, transpose_7, reshape_1, linear_5, mm_228], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf671, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_14, (256, 256), (256, 1), 0), out=buf672)
        buf673 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_602, linear_5, permute_642, mm_229], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf671, (256, 256), (256, 1), 0), primals_15, out=buf673)
        del primals_15
        buf674 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_15, buf674)
        del getitem_15
        # Topologically Sorted Source Nodes: [view_603, view_604, permute_644, _scaled_dot_product_flash_attention_for_cpu_backward_22], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf675 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf673, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_9, permute_10, permute_11, getitem_14, buf674, 0.0, True)
        del getitem_14
        del permute_10
        del permute_11
        del permute_9
        buf676 = buf675[0]
        assert_size_stride(buf676, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf676 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf677 = buf675[1]
        assert_size_stride(buf677, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf677 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf678 = buf675[2]
        assert_size_stride(buf678, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf678 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf675
        buf682 = buf652; del buf652  # reuse
        buf679 = reinterpret_tensor(buf682, (2, 128, 256), (98304, 768, 1), 0)  # alias
        buf680 = reinterpret_tensor(buf682, (2, 128, 256), (98304, 768, 1), 256)  # alias
        buf681 = reinterpret_tensor(buf682, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_3(buf676, buf677, buf678, buf679, buf680, buf681)
        del buf676
        del buf677
        del buf678
        del buf679
        del buf680
        del buf681
        buf683 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_608, permute_648, mm_230], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf682, (768, 256), (1, 768), 0), view_12, out=buf683)
        del view_12
        buf684 = buf673; del buf673  # reuse
        # Topologically Sorted Source Nodes: [view_608, linear_4, permute_650, mm_231], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf682, (256, 768), (768, 1), 0), primals_14, out=buf684)
        del primals_14
        buf685 = buf668; del buf668  # reuse
        buf686 = buf667; del buf667  # reuse
        buf689 = buf671; del buf671  # reuse
        buf687 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf688 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_backward_view_4(buf689, buf684, primals_12, mul_7, div_45, buf685, buf686, buf687, buf688)
        del div_45
        del mul_7
        del primals_12
        buf690 = reinterpret_tensor(buf663, (256, 1024), (1024, 1), 0); del buf663  # reuse
        # Topologically Sorted Source Nodes: [view_610, input_3, permute_652, mm_232], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf689, (256, 256), (256, 1), 0), primals_10, out=buf690)
        del primals_10
        buf691 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_610, permute_653, mm_233], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf689, (256, 256), (1, 256), 0), view_10, out=buf691)
        del view_10
        buf692 = reinterpret_tensor(buf686, (1, 256), (256, 1), 0); del buf686  # reuse
        buf693 = reinterpret_tensor(buf690, (2, 128, 1024), (131072, 1024, 1), 0); del buf690  # reuse
        cpp_fused_gelu_gelu_backward_sum_view_0(buf693, buf689, addmm, buf692)
        del addmm
        buf694 = buf684; del buf684  # reuse
        # Topologically Sorted Source Nodes: [view_612, input_1, input_2, mul_652, mul_653, mul_654, exp_23, mul_655, mul_656, add_261, mul_657, view_613, permute_656, mm_234], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf693, (256, 1024), (1024, 1), 0), primals_8, out=buf694)
        del primals_8
        buf695 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_612, input_1, input_2, mul_652, mul_653, mul_654, exp_23, mul_655, mul_656, add_261, mul_657, view_613, permute_657, mm_235], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf693, (1024, 256), (1, 1024), 0), view_8, out=buf695)
        del view_8
        buf696 = reinterpret_tensor(buf674, (1, 1024), (1024, 1), 0); del buf674  # reuse
        buf697 = buf685; del buf685  # reuse
        buf698 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf701 = buf689; del buf689  # reuse
        cpp_fused__unsafe_view_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_6(buf701, buf693, buf694, primals_6, primals_3, mm_1, getitem_8, rsqrt_1, buf696, buf697, buf698)
        del buf693
        del primals_6
        buf703 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_616, linear_1, permute_662, mm_237], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf701, (256, 256), (256, 1), 0), primals_5, out=buf703)
        del primals_5
        buf704 = empty_strided_cpu((2, 4, 128), (512, 128, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_6, buf704)
        del getitem_6
        # Topologically Sorted Source Nodes: [view_617, view_618, permute_664, _scaled_dot_product_flash_attention_for_cpu_backward_23], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        buf705 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf703, (2, 4, 128, 64), (32768, 64, 256, 1), 0), permute_1, permute_2, permute_3, getitem_5, buf704, 0.0, True)
        del buf704
        del permute_1
        del permute_2
        del permute_3
        buf706 = buf705[0]
        assert_size_stride(buf706, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf706 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf712 = buf682; del buf682  # reuse
        buf709 = reinterpret_tensor(buf712, (2, 128, 256), (98304, 768, 1), 0)  # alias
        cpp_fused_cat_transpose_view_7(buf706, buf709)
        del buf706
        buf707 = buf705[1]
        assert_size_stride(buf707, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf707 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf710 = reinterpret_tensor(buf712, (2, 128, 256), (98304, 768, 1), 256)  # alias
        cpp_fused_cat_transpose_view_7(buf707, buf710)
        del buf707
        buf708 = buf705[2]
        assert_size_stride(buf708, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf708 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf705
        buf711 = reinterpret_tensor(buf712, (2, 128, 256), (98304, 768, 1), 512)  # alias
        cpp_fused_cat_transpose_view_7(buf708, buf711)
        del buf708
        del buf709
        del buf710
        del buf711
        buf714 = buf703; del buf703  # reuse
        # Topologically Sorted Source Nodes: [view_622, linear, permute_670, mm_239], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf712, (256, 768), (768, 1), 0), primals_4, out=buf714)
        del primals_4
        buf699 = reinterpret_tensor(buf698, (256, ), (1, ), 0); del buf698  # reuse
        buf700 = reinterpret_tensor(buf697, (256, ), (1, ), 0); del buf697  # reuse
        buf715 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf716 = empty_strided_cpu((256, ), (1, ), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_8(buf694, primals_3, mm_1, getitem_8, rsqrt_1, buf714, getitem_1, rsqrt, buf699, buf700, buf715, buf716)
        del buf694
        del getitem_1
        del getitem_8
        del mm_1
        del primals_3
        del rsqrt
        del rsqrt_1
        buf702 = buf714; del buf714  # reuse
        # Topologically Sorted Source Nodes: [view_616, permute_660, transpose_3, reshape, linear_1, mm_236], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf701, (256, 256), (1, 256), 0), reinterpret_tensor(getitem_5, (256, 256), (256, 1), 0), out=buf702)
        del buf701
        del getitem_5
        buf713 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_622, permute_668, mm_238], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf712, (768, 256), (1, 768), 0), view, out=buf713)
        del buf712
        del view
        return (buf715, buf716, None, buf713, buf702, buf699, buf700, buf695, reinterpret_tensor(buf696, (1024, ), (1, ), 0), buf691, reinterpret_tensor(buf692, (256, ), (1, ), 0), buf687, buf688, buf683, buf672, buf669, buf670, buf665, reinterpret_tensor(buf666, (1024, ), (1, ), 0), buf661, reinterpret_tensor(buf662, (256, ), (1, ), 0), buf657, buf658, buf653, buf642, buf639, buf640, buf635, reinterpret_tensor(buf636, (1024, ), (1, ), 0), buf631, reinterpret_tensor(buf632, (256, ), (1, ), 0), buf627, buf628, buf623, buf612, buf609, buf610, buf605, reinterpret_tensor(buf606, (1024, ), (1, ), 0), buf601, reinterpret_tensor(buf602, (256, ), (1, ), 0), buf597, buf598, buf593, buf582, buf579, buf580, buf575, reinterpret_tensor(buf576, (1024, ), (1, ), 0), buf571, reinterpret_tensor(buf572, (256, ), (1, ), 0), buf567, buf568, buf563, buf552, buf549, buf550, buf545, reinterpret_tensor(buf546, (1024, ), (1, ), 0), buf541, reinterpret_tensor(buf542, (256, ), (1, ), 0), buf537, buf538, buf533, buf522, buf519, buf520, buf515, reinterpret_tensor(buf516, (1024, ), (1, ), 0), buf511, reinterpret_tensor(buf512, (256, ), (1, ), 0), buf507, buf508, buf503, buf492, buf489, buf490, buf485, reinterpret_tensor(buf486, (1024, ), (1, ), 0), buf481, reinterpret_tensor(buf482, (256, ), (1, ), 0), buf477, buf478, buf473, buf462, buf459, buf460, buf455, reinterpret_tensor(buf456, (1024, ), (1, ), 0), buf451, reinterpret_tensor(buf452, (256, ), (1, ), 0), buf447, buf448, buf443, buf432, buf429, buf430, buf425, reinterpret_tensor(buf426, (1024, ), (1, ), 0), buf421, reinterpret_tensor(buf422, (256, ), (1, ), 0), buf417, buf418, buf413, buf402, buf399, buf400, buf395, reinterpret_tensor(buf396, (1024, ), (1, ), 0), buf391, reinterpret_tensor(buf392, (256, ), (1, ), 0), buf387, buf388, buf383, buf372, buf369, buf370, buf365, reinterpret_tensor(buf366, (1024, ), (1, ), 0), buf361, reinterpret_tensor(buf362, (256, ), (1, ), 0), buf357, buf358, buf353, buf342, buf339, buf340, buf335, reinterpret_tensor(buf336, (1024, ), (1, ), 0), buf331, reinterpret_tensor(buf332, (256, ), (1, ), 0), buf327, buf328, buf323, buf312, buf309, buf310, buf305, reinterpret_tensor(buf306, (1024, ), (1, ), 0), buf301, reinterpret_tensor(buf302, (256, ), (1, ), 0), buf297, buf298, buf293, buf282, buf279, buf280, buf275, reinterpret_tensor(buf276, (1024, ), (1, ), 0), buf271, reinterpret_tensor(buf272, (256, ), (1, ), 0), buf267, buf268, buf263, buf252, buf249, buf250, buf245, reinterpret_tensor(buf246, (1024, ), (1, ), 0), buf241, reinterpret_tensor(buf242, (256, ), (1, ), 0), buf237, buf238, buf233, buf222, buf219, buf220, buf215, reinterpret_tensor(buf216, (1024, ), (1, ), 0), buf211, reinterpret_tensor(buf212, (256, ), (1, ), 0), buf207, buf208, buf203, buf192, buf189, buf190, buf185, reinterpret_tensor(buf186, (1024, ), (1, ), 0), buf181, reinterpret_tensor(buf182, (256, ), (1, ), 0), buf177, buf178, buf173, buf162, buf159, buf160, buf155, reinterpret_tensor(buf156, (1024, ), (1, ), 0), buf151, reinterpret_tensor(buf152, (256, ), (1, ), 0), buf147, buf148, buf143, buf132, buf129, buf130, buf125, reinterpret_tensor(buf126, (1024, ), (1, ), 0), buf121, reinterpret_tensor(buf122, (256, ), (1, ), 0), buf117, buf118, buf113, buf102, buf99, buf100, buf95, reinterpret_tensor(buf96, (1024, ), (1, ), 0), buf91, reinterpret_tensor(buf92, (256, ), (1, ), 0), buf87, buf88, buf83, buf72, buf69, buf70, buf65, reinterpret_tensor(buf66, (1024, ), (1, ), 0), buf61, reinterpret_tensor(buf62, (256, ), (1, ), 0), buf57, buf58, buf53, buf42, buf39, buf40, buf35, reinterpret_tensor(buf36, (1024, ), (1, ), 0), buf31, reinterpret_tensor(buf32, (256, ), (1, ), 0), buf27, buf28, buf23, buf12, buf9, buf10, buf5, reinterpret_tensor(buf6, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_166 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_172 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_178 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_196 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_202 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_208 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_215 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_232 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_238 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_1 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_2 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_3 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mm_1 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    getitem_8 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    view_8 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_10 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_7 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_9 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_10 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_11 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_14 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_9 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_20 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_22 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_14 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_24 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_17 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_18 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_19 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_23 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_24 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_16 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_32 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_4 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_34 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_21 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_36 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_25 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_26 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_27 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_32 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_23 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_44 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_6 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_46 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_28 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_48 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_33 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_34 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_35 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_41 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_42 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_30 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_56 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_8 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_58 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_35 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_60 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_41 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_42 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_43 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_50 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_37 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_68 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_10 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_70 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_42 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_72 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_49 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_50 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_51 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_59 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_60 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_44 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_80 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_12 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_82 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_49 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_84 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_57 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_58 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_59 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_68 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_69 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_51 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_92 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_14 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_94 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_56 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_96 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_65 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_66 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_67 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_77 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_78 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_58 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_104 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_16 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_106 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_63 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_108 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_73 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_74 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_75 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_86 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_87 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_65 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_116 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_18 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_118 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_70 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_120 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_81 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_82 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_83 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_95 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_96 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_72 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_128 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_20 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_130 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_77 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_132 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_89 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_90 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_91 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_104 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_105 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_79 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_140 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_22 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_142 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_84 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_144 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_97 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_98 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_99 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_113 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_114 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_86 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_152 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_24 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_154 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_91 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_156 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_105 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_106 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_107 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_122 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_123 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_93 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_164 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_26 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_166 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_98 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_168 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_113 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_114 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_115 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_131 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_132 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_100 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_176 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_28 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_178 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_105 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_180 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_121 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_122 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_123 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_140 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_141 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_107 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_188 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_30 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_190 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_112 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_192 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_129 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_130 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_131 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_149 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_150 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_114 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_200 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_32 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_202 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_119 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_204 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_137 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_138 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_139 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_158 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_159 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_121 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_212 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_34 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_214 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_126 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_216 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_145 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_146 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_147 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_167 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_168 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_128 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_224 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_36 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_226 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_133 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_228 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_153 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_154 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_155 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_176 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_177 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_135 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_236 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_38 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_238 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_140 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_240 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_161 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_162 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_163 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_185 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_186 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_142 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_248 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_40 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_250 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_147 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_252 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_169 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_170 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_171 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_194 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_195 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_149 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_260 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_42 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_262 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_154 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_264 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_177 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_178 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_179 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_203 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_204 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_156 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_272 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_44 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_274 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_161 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_276 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    permute_185 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_186 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    permute_187 = rand_strided((2, 4, 128, 64), (98304, 64, 768, 1), device='cpu', dtype=torch.float32)
    getitem_212 = rand_strided((2, 4, 128, 64), (32768, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_213 = rand_strided((2, 4, 128), (512, 1, 4), device='cpu', dtype=torch.float32)
    mul_163 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    view_284 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_46 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_286 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_1 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_4 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_7 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_9 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_14 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_15 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_16 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_18 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_19 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_21 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_22 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_23 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_24 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_25 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_26 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_27 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_28 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_29 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_30 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_31 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_32 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_33 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_34 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_35 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_36 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_37 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_38 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_39 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_40 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_41 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_42 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_43 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_44 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    div_45 = rand_strided((2, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_12, primals_14, primals_15, primals_16, primals_18, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, primals_34, primals_35, primals_36, primals_38, primals_40, primals_42, primals_44, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_55, primals_56, primals_58, primals_60, primals_62, primals_64, primals_65, primals_66, primals_68, primals_70, primals_72, primals_74, primals_75, primals_76, primals_78, primals_80, primals_82, primals_84, primals_85, primals_86, primals_88, primals_90, primals_92, primals_94, primals_95, primals_96, primals_98, primals_100, primals_102, primals_104, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_115, primals_116, primals_118, primals_120, primals_122, primals_124, primals_125, primals_126, primals_128, primals_130, primals_132, primals_134, primals_135, primals_136, primals_138, primals_140, primals_142, primals_144, primals_145, primals_146, primals_148, primals_150, primals_152, primals_154, primals_155, primals_156, primals_158, primals_160, primals_162, primals_164, primals_165, primals_166, primals_168, primals_170, primals_172, primals_174, primals_175, primals_176, primals_178, primals_180, primals_182, primals_184, primals_185, primals_186, primals_188, primals_190, primals_192, primals_194, primals_195, primals_196, primals_198, primals_200, primals_202, primals_204, primals_205, primals_206, primals_208, primals_210, primals_212, primals_214, primals_215, primals_216, primals_218, primals_220, primals_222, primals_224, primals_225, primals_226, primals_228, primals_230, primals_232, primals_234, primals_235, primals_236, primals_238, primals_240, getitem_1, rsqrt, view, permute_1, permute_2, permute_3, getitem_5, getitem_6, mm_1, getitem_8, rsqrt_1, view_8, addmm, view_10, mul_7, view_12, permute_9, permute_10, permute_11, getitem_14, getitem_15, mul_9, view_20, addmm_2, view_22, mul_14, view_24, permute_17, permute_18, permute_19, getitem_23, getitem_24, mul_16, view_32, addmm_4, view_34, mul_21, view_36, permute_25, permute_26, permute_27, getitem_32, getitem_33, mul_23, view_44, addmm_6, view_46, mul_28, view_48, permute_33, permute_34, permute_35, getitem_41, getitem_42, mul_30, view_56, addmm_8, view_58, mul_35, view_60, permute_41, permute_42, permute_43, getitem_50, getitem_51, mul_37, view_68, addmm_10, view_70, mul_42, view_72, permute_49, permute_50, permute_51, getitem_59, getitem_60, mul_44, view_80, addmm_12, view_82, mul_49, view_84, permute_57, permute_58, permute_59, getitem_68, getitem_69, mul_51, view_92, addmm_14, view_94, mul_56, view_96, permute_65, permute_66, permute_67, getitem_77, getitem_78, mul_58, view_104, addmm_16, view_106, mul_63, view_108, permute_73, permute_74, permute_75, getitem_86, getitem_87, mul_65, view_116, addmm_18, view_118, mul_70, view_120, permute_81, permute_82, permute_83, getitem_95, getitem_96, mul_72, view_128, addmm_20, view_130, mul_77, view_132, permute_89, permute_90, permute_91, getitem_104, getitem_105, mul_79, view_140, addmm_22, view_142, mul_84, view_144, permute_97, permute_98, permute_99, getitem_113, getitem_114, mul_86, view_152, addmm_24, view_154, mul_91, view_156, permute_105, permute_106, permute_107, getitem_122, getitem_123, mul_93, view_164, addmm_26, view_166, mul_98, view_168, permute_113, permute_114, permute_115, getitem_131, getitem_132, mul_100, view_176, addmm_28, view_178, mul_105, view_180, permute_121, permute_122, permute_123, getitem_140, getitem_141, mul_107, view_188, addmm_30, view_190, mul_112, view_192, permute_129, permute_130, permute_131, getitem_149, getitem_150, mul_114, view_200, addmm_32, view_202, mul_119, view_204, permute_137, permute_138, permute_139, getitem_158, getitem_159, mul_121, view_212, addmm_34, view_214, mul_126, view_216, permute_145, permute_146, permute_147, getitem_167, getitem_168, mul_128, view_224, addmm_36, view_226, mul_133, view_228, permute_153, permute_154, permute_155, getitem_176, getitem_177, mul_135, view_236, addmm_38, view_238, mul_140, view_240, permute_161, permute_162, permute_163, getitem_185, getitem_186, mul_142, view_248, addmm_40, view_250, mul_147, view_252, permute_169, permute_170, permute_171, getitem_194, getitem_195, mul_149, view_260, addmm_42, view_262, mul_154, view_264, permute_177, permute_178, permute_179, getitem_203, getitem_204, mul_156, view_272, addmm_44, view_274, mul_161, view_276, permute_185, permute_186, permute_187, getitem_212, getitem_213, mul_163, view_284, addmm_46, view_286, div, div_1, div_2, div_3, div_4, div_5, div_6, div_7, div_8, div_9, div_10, div_11, div_12, div_13, div_14, div_15, div_16, div_17, div_18, div_19, div_20, div_21, div_22, div_23, div_24, div_25, div_26, div_27, div_28, div_29, div_30, div_31, div_32, div_33, div_34, div_35, div_36, div_37, div_38, div_39, div_40, div_41, div_42, div_43, div_44, div_45, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
