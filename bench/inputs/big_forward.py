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


cpp_fused_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr2)
{
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr2)
{
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp2, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp4, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(256.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp19.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp6, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(256.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp21.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(256.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp11.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp2, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(256.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp13.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(256L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(256.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp11.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp7 / tmp2;
                            tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__unsafe_view_add_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241 = args
        args.clear()
        assert_size_stride(primals_1, (256, ), (1, ))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_3, (2, 128, 256), (32768, 256, 1))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (256, ), (1, ))
        assert_size_stride(primals_7, (256, ), (1, ))
        assert_size_stride(primals_8, (1024, 256), (256, 1))
        assert_size_stride(primals_9, (1024, ), (1, ))
        assert_size_stride(primals_10, (256, 1024), (1024, 1))
        assert_size_stride(primals_11, (256, ), (1, ))
        assert_size_stride(primals_12, (256, ), (1, ))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (768, 256), (256, 1))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (1024, 256), (256, 1))
        assert_size_stride(primals_19, (1024, ), (1, ))
        assert_size_stride(primals_20, (256, 1024), (1024, 1))
        assert_size_stride(primals_21, (256, ), (1, ))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, ), (1, ))
        assert_size_stride(primals_24, (768, 256), (256, 1))
        assert_size_stride(primals_25, (256, 256), (256, 1))
        assert_size_stride(primals_26, (256, ), (1, ))
        assert_size_stride(primals_27, (256, ), (1, ))
        assert_size_stride(primals_28, (1024, 256), (256, 1))
        assert_size_stride(primals_29, (1024, ), (1, ))
        assert_size_stride(primals_30, (256, 1024), (1024, 1))
        assert_size_stride(primals_31, (256, ), (1, ))
        assert_size_stride(primals_32, (256, ), (1, ))
        assert_size_stride(primals_33, (256, ), (1, ))
        assert_size_stride(primals_34, (768, 256), (256, 1))
        assert_size_stride(primals_35, (256, 256), (256, 1))
        assert_size_stride(primals_36, (256, ), (1, ))
        assert_size_stride(primals_37, (256, ), (1, ))
        assert_size_stride(primals_38, (1024, 256), (256, 1))
        assert_size_stride(primals_39, (1024, ), (1, ))
        assert_size_stride(primals_40, (256, 1024), (1024, 1))
        assert_size_stride(primals_41, (256, ), (1, ))
        assert_size_stride(primals_42, (256, ), (1, ))
        assert_size_stride(primals_43, (256, ), (1, ))
        assert_size_stride(primals_44, (768, 256), (256, 1))
        assert_size_stride(primals_45, (256, 256), (256, 1))
        assert_size_stride(primals_46, (256, ), (1, ))
        assert_size_stride(primals_47, (256, ), (1, ))
        assert_size_stride(primals_48, (1024, 256), (256, 1))
        assert_size_stride(primals_49, (1024, ), (1, ))
        assert_size_stride(primals_50, (256, 1024), (1024, 1))
        assert_size_stride(primals_51, (256, ), (1, ))
        assert_size_stride(primals_52, (256, ), (1, ))
        assert_size_stride(primals_53, (256, ), (1, ))
        assert_size_stride(primals_54, (768, 256), (256, 1))
        assert_size_stride(primals_55, (256, 256), (256, 1))
        assert_size_stride(primals_56, (256, ), (1, ))
        assert_size_stride(primals_57, (256, ), (1, ))
        assert_size_stride(primals_58, (1024, 256), (256, 1))
        assert_size_stride(primals_59, (1024, ), (1, ))
        assert_size_stride(primals_60, (256, 1024), (1024, 1))
        assert_size_stride(primals_61, (256, ), (1, ))
        assert_size_stride(primals_62, (256, ), (1, ))
        assert_size_stride(primals_63, (256, ), (1, ))
        assert_size_stride(primals_64, (768, 256), (256, 1))
        assert_size_stride(primals_65, (256, 256), (256, 1))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_67, (256, ), (1, ))
        assert_size_stride(primals_68, (1024, 256), (256, 1))
        assert_size_stride(primals_69, (1024, ), (1, ))
        assert_size_stride(primals_70, (256, 1024), (1024, 1))
        assert_size_stride(primals_71, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_73, (256, ), (1, ))
        assert_size_stride(primals_74, (768, 256), (256, 1))
        assert_size_stride(primals_75, (256, 256), (256, 1))
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_77, (256, ), (1, ))
        assert_size_stride(primals_78, (1024, 256), (256, 1))
        assert_size_stride(primals_79, (1024, ), (1, ))
        assert_size_stride(primals_80, (256, 1024), (1024, 1))
        assert_size_stride(primals_81, (256, ), (1, ))
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_83, (256, ), (1, ))
        assert_size_stride(primals_84, (768, 256), (256, 1))
        assert_size_stride(primals_85, (256, 256), (256, 1))
        assert_size_stride(primals_86, (256, ), (1, ))
        assert_size_stride(primals_87, (256, ), (1, ))
        assert_size_stride(primals_88, (1024, 256), (256, 1))
        assert_size_stride(primals_89, (1024, ), (1, ))
        assert_size_stride(primals_90, (256, 1024), (1024, 1))
        assert_size_stride(primals_91, (256, ), (1, ))
        assert_size_stride(primals_92, (256, ), (1, ))
        assert_size_stride(primals_93, (256, ), (1, ))
        assert_size_stride(primals_94, (768, 256), (256, 1))
        assert_size_stride(primals_95, (256, 256), (256, 1))
        assert_size_stride(primals_96, (256, ), (1, ))
        assert_size_stride(primals_97, (256, ), (1, ))
        assert_size_stride(primals_98, (1024, 256), (256, 1))
        assert_size_stride(primals_99, (1024, ), (1, ))
        assert_size_stride(primals_100, (256, 1024), (1024, 1))
        assert_size_stride(primals_101, (256, ), (1, ))
        assert_size_stride(primals_102, (256, ), (1, ))
        assert_size_stride(primals_103, (256, ), (1, ))
        assert_size_stride(primals_104, (768, 256), (256, 1))
        assert_size_stride(primals_105, (256, 256), (256, 1))
        assert_size_stride(primals_106, (256, ), (1, ))
        assert_size_stride(primals_107, (256, ), (1, ))
        assert_size_stride(primals_108, (1024, 256), (256, 1))
        assert_size_stride(primals_109, (1024, ), (1, ))
        assert_size_stride(primals_110, (256, 1024), (1024, 1))
        assert_size_stride(primals_111, (256, ), (1, ))
        assert_size_stride(primals_112, (256, ), (1, ))
        assert_size_stride(primals_113, (256, ), (1, ))
        assert_size_stride(primals_114, (768, 256), (256, 1))
        assert_size_stride(primals_115, (256, 256), (256, 1))
        assert_size_stride(primals_116, (256, ), (1, ))
        assert_size_stride(primals_117, (256, ), (1, ))
        assert_size_stride(primals_118, (1024, 256), (256, 1))
        assert_size_stride(primals_119, (1024, ), (1, ))
        assert_size_stride(primals_120, (256, 1024), (1024, 1))
        assert_size_stride(primals_121, (256, ), (1, ))
        assert_size_stride(primals_122, (256, ), (1, ))
        assert_size_stride(primals_123, (256, ), (1, ))
        assert_size_stride(primals_124, (768, 256), (256, 1))
        assert_size_stride(primals_125, (256, 256), (256, 1))
        assert_size_stride(primals_126, (256, ), (1, ))
        assert_size_stride(primals_127, (256, ), (1, ))
        assert_size_stride(primals_128, (1024, 256), (256, 1))
        assert_size_stride(primals_129, (1024, ), (1, ))
        assert_size_stride(primals_130, (256, 1024), (1024, 1))
        assert_size_stride(primals_131, (256, ), (1, ))
        assert_size_stride(primals_132, (256, ), (1, ))
        assert_size_stride(primals_133, (256, ), (1, ))
        assert_size_stride(primals_134, (768, 256), (256, 1))
        assert_size_stride(primals_135, (256, 256), (256, 1))
        assert_size_stride(primals_136, (256, ), (1, ))
        assert_size_stride(primals_137, (256, ), (1, ))
        assert_size_stride(primals_138, (1024, 256), (256, 1))
        assert_size_stride(primals_139, (1024, ), (1, ))
        assert_size_stride(primals_140, (256, 1024), (1024, 1))
        assert_size_stride(primals_141, (256, ), (1, ))
        assert_size_stride(primals_142, (256, ), (1, ))
        assert_size_stride(primals_143, (256, ), (1, ))
        assert_size_stride(primals_144, (768, 256), (256, 1))
        assert_size_stride(primals_145, (256, 256), (256, 1))
        assert_size_stride(primals_146, (256, ), (1, ))
        assert_size_stride(primals_147, (256, ), (1, ))
        assert_size_stride(primals_148, (1024, 256), (256, 1))
        assert_size_stride(primals_149, (1024, ), (1, ))
        assert_size_stride(primals_150, (256, 1024), (1024, 1))
        assert_size_stride(primals_151, (256, ), (1, ))
        assert_size_stride(primals_152, (256, ), (1, ))
        assert_size_stride(primals_153, (256, ), (1, ))
        assert_size_stride(primals_154, (768, 256), (256, 1))
        assert_size_stride(primals_155, (256, 256), (256, 1))
        assert_size_stride(primals_156, (256, ), (1, ))
        assert_size_stride(primals_157, (256, ), (1, ))
        assert_size_stride(primals_158, (1024, 256), (256, 1))
        assert_size_stride(primals_159, (1024, ), (1, ))
        assert_size_stride(primals_160, (256, 1024), (1024, 1))
        assert_size_stride(primals_161, (256, ), (1, ))
        assert_size_stride(primals_162, (256, ), (1, ))
        assert_size_stride(primals_163, (256, ), (1, ))
        assert_size_stride(primals_164, (768, 256), (256, 1))
        assert_size_stride(primals_165, (256, 256), (256, 1))
        assert_size_stride(primals_166, (256, ), (1, ))
        assert_size_stride(primals_167, (256, ), (1, ))
        assert_size_stride(primals_168, (1024, 256), (256, 1))
        assert_size_stride(primals_169, (1024, ), (1, ))
        assert_size_stride(primals_170, (256, 1024), (1024, 1))
        assert_size_stride(primals_171, (256, ), (1, ))
        assert_size_stride(primals_172, (256, ), (1, ))
        assert_size_stride(primals_173, (256, ), (1, ))
        assert_size_stride(primals_174, (768, 256), (256, 1))
        assert_size_stride(primals_175, (256, 256), (256, 1))
        assert_size_stride(primals_176, (256, ), (1, ))
        assert_size_stride(primals_177, (256, ), (1, ))
        assert_size_stride(primals_178, (1024, 256), (256, 1))
        assert_size_stride(primals_179, (1024, ), (1, ))
        assert_size_stride(primals_180, (256, 1024), (1024, 1))
        assert_size_stride(primals_181, (256, ), (1, ))
        assert_size_stride(primals_182, (256, ), (1, ))
        assert_size_stride(primals_183, (256, ), (1, ))
        assert_size_stride(primals_184, (768, 256), (256, 1))
        assert_size_stride(primals_185, (256, 256), (256, 1))
        assert_size_stride(primals_186, (256, ), (1, ))
        assert_size_stride(primals_187, (256, ), (1, ))
        assert_size_stride(primals_188, (1024, 256), (256, 1))
        assert_size_stride(primals_189, (1024, ), (1, ))
        assert_size_stride(primals_190, (256, 1024), (1024, 1))
        assert_size_stride(primals_191, (256, ), (1, ))
        assert_size_stride(primals_192, (256, ), (1, ))
        assert_size_stride(primals_193, (256, ), (1, ))
        assert_size_stride(primals_194, (768, 256), (256, 1))
        assert_size_stride(primals_195, (256, 256), (256, 1))
        assert_size_stride(primals_196, (256, ), (1, ))
        assert_size_stride(primals_197, (256, ), (1, ))
        assert_size_stride(primals_198, (1024, 256), (256, 1))
        assert_size_stride(primals_199, (1024, ), (1, ))
        assert_size_stride(primals_200, (256, 1024), (1024, 1))
        assert_size_stride(primals_201, (256, ), (1, ))
        assert_size_stride(primals_202, (256, ), (1, ))
        assert_size_stride(primals_203, (256, ), (1, ))
        assert_size_stride(primals_204, (768, 256), (256, 1))
        assert_size_stride(primals_205, (256, 256), (256, 1))
        assert_size_stride(primals_206, (256, ), (1, ))
        assert_size_stride(primals_207, (256, ), (1, ))
        assert_size_stride(primals_208, (1024, 256), (256, 1))
        assert_size_stride(primals_209, (1024, ), (1, ))
        assert_size_stride(primals_210, (256, 1024), (1024, 1))
        assert_size_stride(primals_211, (256, ), (1, ))
        assert_size_stride(primals_212, (256, ), (1, ))
        assert_size_stride(primals_213, (256, ), (1, ))
        assert_size_stride(primals_214, (768, 256), (256, 1))
        assert_size_stride(primals_215, (256, 256), (256, 1))
        assert_size_stride(primals_216, (256, ), (1, ))
        assert_size_stride(primals_217, (256, ), (1, ))
        assert_size_stride(primals_218, (1024, 256), (256, 1))
        assert_size_stride(primals_219, (1024, ), (1, ))
        assert_size_stride(primals_220, (256, 1024), (1024, 1))
        assert_size_stride(primals_221, (256, ), (1, ))
        assert_size_stride(primals_222, (256, ), (1, ))
        assert_size_stride(primals_223, (256, ), (1, ))
        assert_size_stride(primals_224, (768, 256), (256, 1))
        assert_size_stride(primals_225, (256, 256), (256, 1))
        assert_size_stride(primals_226, (256, ), (1, ))
        assert_size_stride(primals_227, (256, ), (1, ))
        assert_size_stride(primals_228, (1024, 256), (256, 1))
        assert_size_stride(primals_229, (1024, ), (1, ))
        assert_size_stride(primals_230, (256, 1024), (1024, 1))
        assert_size_stride(primals_231, (256, ), (1, ))
        assert_size_stride(primals_232, (256, ), (1, ))
        assert_size_stride(primals_233, (256, ), (1, ))
        assert_size_stride(primals_234, (768, 256), (256, 1))
        assert_size_stride(primals_235, (256, 256), (256, 1))
        assert_size_stride(primals_236, (256, ), (1, ))
        assert_size_stride(primals_237, (256, ), (1, ))
        assert_size_stride(primals_238, (1024, 256), (256, 1))
        assert_size_stride(primals_239, (1024, ), (1, ))
        assert_size_stride(primals_240, (256, 1024), (1024, 1))
        assert_size_stride(primals_241, (256, ), (1, ))
        buf0 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        buf1 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf3 = reinterpret_tensor(buf1, (2, 128, 1), (128, 1, 1), 0); del buf1  # reuse
        buf4 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        cpp_fused_native_layer_norm_0(buf3, primals_3, primals_1, primals_2, buf0, buf4)
        del primals_1
        del primals_2
        buf5 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf4, (256, 256), (256, 1), 0), reinterpret_tensor(primals_4, (256, 768), (1, 256), 0), out=buf5)
        # Topologically Sorted Source Nodes: [linear, split, view, q_1, view_1, k_1, view_2, v_1, y], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf7 = buf6[0]
        assert_size_stride(buf7, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf7, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf8 = buf6[1]
        assert_size_stride(buf8, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf6
        buf9 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_3, reshape, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (256, 256), (256, 1), 0), reinterpret_tensor(primals_5, (256, 256), (1, 256), 0), out=buf9)
        buf10 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        buf11 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf13 = reinterpret_tensor(buf11, (2, 128, 1), (128, 1, 1), 0); del buf11  # reuse
        buf14 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_1(buf13, primals_3, buf9, primals_6, primals_7, buf10, buf14)
        del primals_7
        buf15 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1, input_1], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_9, reinterpret_tensor(buf14, (256, 256), (256, 1), 0), reinterpret_tensor(primals_8, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf15)
        del primals_9
        buf16 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf15, buf16)
        buf17 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1, input_2, input_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_11, reinterpret_tensor(buf16, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_10, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf17)
        del primals_11
        buf18 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf19 = empty_strided_cpu((2, 128, 1), (128, 1, 256), torch.float32)
        buf21 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf22 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf489 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(primals_3, buf9, buf17, primals_12, primals_13, buf18, buf19, buf21, buf22, buf489)
        del primals_13
        buf23 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_2, linear_4], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf22, (256, 256), (256, 1), 0), reinterpret_tensor(primals_14, (256, 768), (1, 256), 0), out=buf23)
        # Topologically Sorted Source Nodes: [linear_4, split_1, view_3, q_3, view_4, k_3, view_5, v_3, y_1], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf24 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf25 = buf24[0]
        assert_size_stride(buf25, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf26 = buf24[1]
        assert_size_stride(buf26, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf24
        buf27 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_7, reshape_1, linear_5], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf25, (256, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 256), (1, 256), 0), out=buf27)
        buf28 = buf19; del buf19  # reuse
        buf29 = buf18; del buf18  # reuse
        buf31 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf32 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf488 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(primals_3, buf9, buf17, buf27, primals_16, primals_17, buf28, buf29, buf31, buf32, buf488)
        del primals_17
        buf33 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_3, input_5], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_19, reinterpret_tensor(buf32, (256, 256), (256, 1), 0), reinterpret_tensor(primals_18, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf33)
        del primals_19
        buf34 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf33, buf34)
        buf35 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_5, input_6, input_7], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_21, reinterpret_tensor(buf34, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_20, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf35)
        del primals_21
        buf36 = reinterpret_tensor(buf17, (2, 128, 256), (32768, 256, 1), 0); del buf17  # reuse
        buf37 = buf29; del buf29  # reuse
        buf38 = buf28; del buf28  # reuse
        buf40 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf41 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf487 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_5(buf36, primals_3, buf9, buf27, buf35, primals_22, primals_23, buf37, buf38, buf40, buf41, buf487)
        del primals_23
        buf42 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_4, linear_8], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (256, 256), (256, 1), 0), reinterpret_tensor(primals_24, (256, 768), (1, 256), 0), out=buf42)
        # Topologically Sorted Source Nodes: [linear_8, split_2, view_6, q_5, view_7, k_5, view_8, v_5, y_2], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf43 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf44 = buf43[0]
        assert_size_stride(buf44, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf45 = buf43[1]
        assert_size_stride(buf45, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf45, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf43
        buf46 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [transpose_11, reshape_2, linear_9], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf44, (256, 256), (256, 1), 0), reinterpret_tensor(primals_25, (256, 256), (1, 256), 0), out=buf46)
        buf47 = buf38; del buf38  # reuse
        buf48 = buf37; del buf37  # reuse
        buf50 = reinterpret_tensor(buf27, (2, 128, 256), (32768, 256, 1), 0); del buf27  # reuse
        buf51 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf486 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf36, buf46, primals_26, primals_27, buf47, buf48, buf50, buf51, buf486)
        del primals_27
        buf52 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_5, input_9], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_29, reinterpret_tensor(buf51, (256, 256), (256, 1), 0), reinterpret_tensor(primals_28, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf52)
        del primals_29
        buf53 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf52, buf53)
        buf54 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_9, input_10, input_11], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_31, reinterpret_tensor(buf53, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_30, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf54)
        del primals_31
        buf55 = buf48; del buf48  # reuse
        buf56 = buf47; del buf47  # reuse
        buf58 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf59 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf485 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf36, buf46, buf54, primals_32, primals_33, buf55, buf56, buf58, buf59, buf485)
        del primals_33
        buf60 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_6, linear_12], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (256, 256), (256, 1), 0), reinterpret_tensor(primals_34, (256, 768), (1, 256), 0), out=buf60)
        # Topologically Sorted Source Nodes: [linear_12, split_3, view_9, q_7, view_10, k_7, view_11, v_7, y_3], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf61 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf62 = buf61[0]
        assert_size_stride(buf62, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf62, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf63 = buf61[1]
        assert_size_stride(buf63, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf63, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf61
        buf64 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_15, reshape_3, linear_13], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf62, (256, 256), (256, 1), 0), reinterpret_tensor(primals_35, (256, 256), (1, 256), 0), out=buf64)
        buf65 = buf56; del buf56  # reuse
        buf66 = buf55; del buf55  # reuse
        buf68 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf69 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf484 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf36, buf46, buf54, buf64, primals_36, primals_37, buf65, buf66, buf68, buf69, buf484)
        del primals_37
        buf70 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_7, input_13], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_39, reinterpret_tensor(buf69, (256, 256), (256, 1), 0), reinterpret_tensor(primals_38, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf70)
        del primals_39
        buf71 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf70, buf71)
        buf72 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_13, input_14, input_15], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_41, reinterpret_tensor(buf71, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_40, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf72)
        del primals_41
        buf73 = buf36; del buf36  # reuse
        buf74 = buf66; del buf66  # reuse
        buf75 = buf65; del buf65  # reuse
        buf77 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf78 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf483 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf73, buf46, buf54, buf64, buf72, primals_42, primals_43, buf74, buf75, buf77, buf78, buf483)
        del primals_43
        buf79 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_8, linear_16], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf78, (256, 256), (256, 1), 0), reinterpret_tensor(primals_44, (256, 768), (1, 256), 0), out=buf79)
        # Topologically Sorted Source Nodes: [linear_16, split_4, view_12, q_9, view_13, k_9, view_14, v_9, y_4], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf80 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf81 = buf80[0]
        assert_size_stride(buf81, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf81, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf82 = buf80[1]
        assert_size_stride(buf82, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf82, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf80
        buf83 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, reshape_4, linear_17], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (256, 256), (256, 1), 0), reinterpret_tensor(primals_45, (256, 256), (1, 256), 0), out=buf83)
        buf84 = buf75; del buf75  # reuse
        buf85 = buf74; del buf74  # reuse
        buf87 = reinterpret_tensor(buf64, (2, 128, 256), (32768, 256, 1), 0); del buf64  # reuse
        buf88 = reinterpret_tensor(buf54, (2, 128, 256), (32768, 256, 1), 0); del buf54  # reuse
        buf482 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf73, buf83, primals_46, primals_47, buf84, buf85, buf87, buf88, buf482)
        del primals_47
        buf89 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_9, input_17], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_49, reinterpret_tensor(buf88, (256, 256), (256, 1), 0), reinterpret_tensor(primals_48, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf89)
        del primals_49
        buf90 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf89, buf90)
        buf91 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [input_17, input_18, input_19], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_51, reinterpret_tensor(buf90, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_50, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf91)
        del primals_51
        buf92 = buf85; del buf85  # reuse
        buf93 = buf84; del buf84  # reuse
        buf95 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf96 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf481 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf73, buf83, buf91, primals_52, primals_53, buf92, buf93, buf95, buf96, buf481)
        del primals_53
        buf97 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_10, linear_20], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf96, (256, 256), (256, 1), 0), reinterpret_tensor(primals_54, (256, 768), (1, 256), 0), out=buf97)
        # Topologically Sorted Source Nodes: [linear_20, split_5, view_15, q_11, view_16, k_11, view_17, v_11, y_5], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf98 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf99 = buf98[0]
        assert_size_stride(buf99, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf99, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf100 = buf98[1]
        assert_size_stride(buf100, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf100, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf98
        buf101 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_23, reshape_5, linear_21], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (256, 256), (256, 1), 0), reinterpret_tensor(primals_55, (256, 256), (1, 256), 0), out=buf101)
        buf102 = buf93; del buf93  # reuse
        buf103 = buf92; del buf92  # reuse
        buf105 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf106 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf480 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf73, buf83, buf91, buf101, primals_56, primals_57, buf102, buf103, buf105, buf106, buf480)
        del primals_57
        buf107 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_11, input_21], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_59, reinterpret_tensor(buf106, (256, 256), (256, 1), 0), reinterpret_tensor(primals_58, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf107)
        del primals_59
        buf108 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf107, buf108)
        buf109 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_21, input_22, input_23], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_61, reinterpret_tensor(buf108, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_60, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf109)
        del primals_61
        buf110 = buf73; del buf73  # reuse
        buf111 = buf103; del buf103  # reuse
        buf112 = buf102; del buf102  # reuse
        buf114 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf115 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf479 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf110, buf83, buf91, buf101, buf109, primals_62, primals_63, buf111, buf112, buf114, buf115, buf479)
        del primals_63
        buf116 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_12, linear_24], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf115, (256, 256), (256, 1), 0), reinterpret_tensor(primals_64, (256, 768), (1, 256), 0), out=buf116)
        # Topologically Sorted Source Nodes: [linear_24, split_6, view_18, q_13, view_19, k_13, view_20, v_13, y_6], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf117 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf118 = buf117[0]
        assert_size_stride(buf118, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf118, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf119 = buf117[1]
        assert_size_stride(buf119, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf119, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf117
        buf120 = buf91; del buf91  # reuse
        # Topologically Sorted Source Nodes: [transpose_27, reshape_6, linear_25], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf118, (256, 256), (256, 1), 0), reinterpret_tensor(primals_65, (256, 256), (1, 256), 0), out=buf120)
        buf121 = buf112; del buf112  # reuse
        buf122 = buf111; del buf111  # reuse
        buf124 = reinterpret_tensor(buf83, (2, 128, 256), (32768, 256, 1), 0); del buf83  # reuse
        buf125 = reinterpret_tensor(buf109, (2, 128, 256), (32768, 256, 1), 0); del buf109  # reuse
        buf478 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf110, buf120, primals_66, primals_67, buf121, buf122, buf124, buf125, buf478)
        del primals_67
        buf126 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_13, input_25], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_69, reinterpret_tensor(buf125, (256, 256), (256, 1), 0), reinterpret_tensor(primals_68, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf126)
        del primals_69
        buf127 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf126, buf127)
        buf128 = buf101; del buf101  # reuse
        # Topologically Sorted Source Nodes: [input_25, input_26, input_27], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_71, reinterpret_tensor(buf127, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_70, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf128)
        del primals_71
        buf129 = buf122; del buf122  # reuse
        buf130 = buf121; del buf121  # reuse
        buf132 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf133 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf477 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf110, buf120, buf128, primals_72, primals_73, buf129, buf130, buf132, buf133, buf477)
        del primals_73
        buf134 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_14, linear_28], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf133, (256, 256), (256, 1), 0), reinterpret_tensor(primals_74, (256, 768), (1, 256), 0), out=buf134)
        # Topologically Sorted Source Nodes: [linear_28, split_7, view_21, q_15, view_22, k_15, view_23, v_15, y_7], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf135 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf136 = buf135[0]
        assert_size_stride(buf136, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf136, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf137 = buf135[1]
        assert_size_stride(buf137, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf137, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf135
        buf138 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_31, reshape_7, linear_29], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (256, 256), (256, 1), 0), reinterpret_tensor(primals_75, (256, 256), (1, 256), 0), out=buf138)
        buf139 = buf130; del buf130  # reuse
        buf140 = buf129; del buf129  # reuse
        buf142 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf143 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf476 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf110, buf120, buf128, buf138, primals_76, primals_77, buf139, buf140, buf142, buf143, buf476)
        del primals_77
        buf144 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_15, input_29], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_79, reinterpret_tensor(buf143, (256, 256), (256, 1), 0), reinterpret_tensor(primals_78, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf144)
        del primals_79
        buf145 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf144, buf145)
        buf146 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_29, input_30, input_31], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_81, reinterpret_tensor(buf145, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_80, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf146)
        del primals_81
        buf147 = buf110; del buf110  # reuse
        buf148 = buf140; del buf140  # reuse
        buf149 = buf139; del buf139  # reuse
        buf151 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf152 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf475 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf147, buf120, buf128, buf138, buf146, primals_82, primals_83, buf148, buf149, buf151, buf152, buf475)
        del primals_83
        buf153 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_16, linear_32], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf152, (256, 256), (256, 1), 0), reinterpret_tensor(primals_84, (256, 768), (1, 256), 0), out=buf153)
        # Topologically Sorted Source Nodes: [linear_32, split_8, view_24, q_17, view_25, k_17, view_26, v_17, y_8], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf154 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf155 = buf154[0]
        assert_size_stride(buf155, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf155, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf156 = buf154[1]
        assert_size_stride(buf156, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf156, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf154
        buf157 = buf146; del buf146  # reuse
        # Topologically Sorted Source Nodes: [transpose_35, reshape_8, linear_33], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf155, (256, 256), (256, 1), 0), reinterpret_tensor(primals_85, (256, 256), (1, 256), 0), out=buf157)
        buf158 = buf149; del buf149  # reuse
        buf159 = buf148; del buf148  # reuse
        buf161 = reinterpret_tensor(buf138, (2, 128, 256), (32768, 256, 1), 0); del buf138  # reuse
        buf162 = reinterpret_tensor(buf128, (2, 128, 256), (32768, 256, 1), 0); del buf128  # reuse
        buf474 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf147, buf157, primals_86, primals_87, buf158, buf159, buf161, buf162, buf474)
        del primals_87
        buf163 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_17, input_33], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_89, reinterpret_tensor(buf162, (256, 256), (256, 1), 0), reinterpret_tensor(primals_88, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf163)
        del primals_89
        buf164 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf163, buf164)
        buf165 = buf120; del buf120  # reuse
        # Topologically Sorted Source Nodes: [input_33, input_34, input_35], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_91, reinterpret_tensor(buf164, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_90, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf165)
        del primals_91
        buf166 = buf159; del buf159  # reuse
        buf167 = buf158; del buf158  # reuse
        buf169 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf170 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf473 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf147, buf157, buf165, primals_92, primals_93, buf166, buf167, buf169, buf170, buf473)
        del primals_93
        buf171 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_18, linear_36], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf170, (256, 256), (256, 1), 0), reinterpret_tensor(primals_94, (256, 768), (1, 256), 0), out=buf171)
        # Topologically Sorted Source Nodes: [linear_36, split_9, view_27, q_19, view_28, k_19, view_29, v_19, y_9], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf172 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf173 = buf172[0]
        assert_size_stride(buf173, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf173, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf174 = buf172[1]
        assert_size_stride(buf174, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf174, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf172
        buf175 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_39, reshape_9, linear_37], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf173, (256, 256), (256, 1), 0), reinterpret_tensor(primals_95, (256, 256), (1, 256), 0), out=buf175)
        buf176 = buf167; del buf167  # reuse
        buf177 = buf166; del buf166  # reuse
        buf179 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf180 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf472 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf147, buf157, buf165, buf175, primals_96, primals_97, buf176, buf177, buf179, buf180, buf472)
        del primals_97
        buf181 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_19, input_37], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_99, reinterpret_tensor(buf180, (256, 256), (256, 1), 0), reinterpret_tensor(primals_98, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf181)
        del primals_99
        buf182 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf181, buf182)
        buf183 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_37, input_38, input_39], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_101, reinterpret_tensor(buf182, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_100, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf183)
        del primals_101
        buf184 = buf147; del buf147  # reuse
        buf185 = buf177; del buf177  # reuse
        buf186 = buf176; del buf176  # reuse
        buf188 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf189 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf471 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf184, buf157, buf165, buf175, buf183, primals_102, primals_103, buf185, buf186, buf188, buf189, buf471)
        del primals_103
        buf190 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_20, linear_40], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf189, (256, 256), (256, 1), 0), reinterpret_tensor(primals_104, (256, 768), (1, 256), 0), out=buf190)
        # Topologically Sorted Source Nodes: [linear_40, split_10, view_30, q_21, view_31, k_21, view_32, v_21, y_10], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf191 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf192 = buf191[0]
        assert_size_stride(buf192, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf192, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf193 = buf191[1]
        assert_size_stride(buf193, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf193, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf191
        buf194 = buf183; del buf183  # reuse
        # Topologically Sorted Source Nodes: [transpose_43, reshape_10, linear_41], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf192, (256, 256), (256, 1), 0), reinterpret_tensor(primals_105, (256, 256), (1, 256), 0), out=buf194)
        buf195 = buf186; del buf186  # reuse
        buf196 = buf185; del buf185  # reuse
        buf198 = reinterpret_tensor(buf175, (2, 128, 256), (32768, 256, 1), 0); del buf175  # reuse
        buf199 = reinterpret_tensor(buf165, (2, 128, 256), (32768, 256, 1), 0); del buf165  # reuse
        buf470 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf184, buf194, primals_106, primals_107, buf195, buf196, buf198, buf199, buf470)
        del primals_107
        buf200 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_21, input_41], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_109, reinterpret_tensor(buf199, (256, 256), (256, 1), 0), reinterpret_tensor(primals_108, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf200)
        del primals_109
        buf201 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf200, buf201)
        buf202 = buf157; del buf157  # reuse
        # Topologically Sorted Source Nodes: [input_41, input_42, input_43], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_111, reinterpret_tensor(buf201, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_110, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf202)
        del primals_111
        buf203 = buf196; del buf196  # reuse
        buf204 = buf195; del buf195  # reuse
        buf206 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf207 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf469 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf184, buf194, buf202, primals_112, primals_113, buf203, buf204, buf206, buf207, buf469)
        del primals_113
        buf208 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_22, linear_44], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf207, (256, 256), (256, 1), 0), reinterpret_tensor(primals_114, (256, 768), (1, 256), 0), out=buf208)
        # Topologically Sorted Source Nodes: [linear_44, split_11, view_33, q_23, view_34, k_23, view_35, v_23, y_11], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf209 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf210 = buf209[0]
        assert_size_stride(buf210, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf210, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf211 = buf209[1]
        assert_size_stride(buf211, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf211, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf209
        buf212 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_47, reshape_11, linear_45], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf210, (256, 256), (256, 1), 0), reinterpret_tensor(primals_115, (256, 256), (1, 256), 0), out=buf212)
        buf213 = buf204; del buf204  # reuse
        buf214 = buf203; del buf203  # reuse
        buf216 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf217 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf468 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf184, buf194, buf202, buf212, primals_116, primals_117, buf213, buf214, buf216, buf217, buf468)
        del primals_117
        buf218 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_23, input_45], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_119, reinterpret_tensor(buf217, (256, 256), (256, 1), 0), reinterpret_tensor(primals_118, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf218)
        del primals_119
        buf219 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf218, buf219)
        buf220 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_45, input_46, input_47], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_121, reinterpret_tensor(buf219, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_120, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf220)
        del primals_121
        buf221 = buf184; del buf184  # reuse
        buf222 = buf214; del buf214  # reuse
        buf223 = buf213; del buf213  # reuse
        buf225 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf226 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf467 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf221, buf194, buf202, buf212, buf220, primals_122, primals_123, buf222, buf223, buf225, buf226, buf467)
        del primals_123
        buf227 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_24, linear_48], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf226, (256, 256), (256, 1), 0), reinterpret_tensor(primals_124, (256, 768), (1, 256), 0), out=buf227)
        # Topologically Sorted Source Nodes: [linear_48, split_12, view_36, q_25, view_37, k_25, view_38, v_25, y_12], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf228 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf229 = buf228[0]
        assert_size_stride(buf229, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf229, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf230 = buf228[1]
        assert_size_stride(buf230, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf230, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf228
        buf231 = buf220; del buf220  # reuse
        # Topologically Sorted Source Nodes: [transpose_51, reshape_12, linear_49], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf229, (256, 256), (256, 1), 0), reinterpret_tensor(primals_125, (256, 256), (1, 256), 0), out=buf231)
        buf232 = buf223; del buf223  # reuse
        buf233 = buf222; del buf222  # reuse
        buf235 = reinterpret_tensor(buf212, (2, 128, 256), (32768, 256, 1), 0); del buf212  # reuse
        buf236 = reinterpret_tensor(buf202, (2, 128, 256), (32768, 256, 1), 0); del buf202  # reuse
        buf466 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf221, buf231, primals_126, primals_127, buf232, buf233, buf235, buf236, buf466)
        del primals_127
        buf237 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_25, input_49], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_129, reinterpret_tensor(buf236, (256, 256), (256, 1), 0), reinterpret_tensor(primals_128, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf237)
        del primals_129
        buf238 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf237, buf238)
        buf239 = buf194; del buf194  # reuse
        # Topologically Sorted Source Nodes: [input_49, input_50, input_51], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_131, reinterpret_tensor(buf238, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_130, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf239)
        del primals_131
        buf240 = buf233; del buf233  # reuse
        buf241 = buf232; del buf232  # reuse
        buf243 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf244 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf465 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf221, buf231, buf239, primals_132, primals_133, buf240, buf241, buf243, buf244, buf465)
        del primals_133
        buf245 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_26, linear_52], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf244, (256, 256), (256, 1), 0), reinterpret_tensor(primals_134, (256, 768), (1, 256), 0), out=buf245)
        # Topologically Sorted Source Nodes: [linear_52, split_13, view_39, q_27, view_40, k_27, view_41, v_27, y_13], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf246 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf247 = buf246[0]
        assert_size_stride(buf247, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf247, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf248 = buf246[1]
        assert_size_stride(buf248, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf248, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf246
        buf249 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_55, reshape_13, linear_53], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf247, (256, 256), (256, 1), 0), reinterpret_tensor(primals_135, (256, 256), (1, 256), 0), out=buf249)
        buf250 = buf241; del buf241  # reuse
        buf251 = buf240; del buf240  # reuse
        buf253 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf254 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf464 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf221, buf231, buf239, buf249, primals_136, primals_137, buf250, buf251, buf253, buf254, buf464)
        del primals_137
        buf255 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_27, input_53], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_139, reinterpret_tensor(buf254, (256, 256), (256, 1), 0), reinterpret_tensor(primals_138, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf255)
        del primals_139
        buf256 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf255, buf256)
        buf257 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_53, input_54, input_55], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_141, reinterpret_tensor(buf256, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_140, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf257)
        del primals_141
        buf258 = buf221; del buf221  # reuse
        buf259 = buf251; del buf251  # reuse
        buf260 = buf250; del buf250  # reuse
        buf262 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf263 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf463 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf258, buf231, buf239, buf249, buf257, primals_142, primals_143, buf259, buf260, buf262, buf263, buf463)
        del primals_143
        buf264 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_28, linear_56], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf263, (256, 256), (256, 1), 0), reinterpret_tensor(primals_144, (256, 768), (1, 256), 0), out=buf264)
        # Topologically Sorted Source Nodes: [linear_56, split_14, view_42, q_29, view_43, k_29, view_44, v_29, y_14], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf265 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf266 = buf265[0]
        assert_size_stride(buf266, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf266, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf267 = buf265[1]
        assert_size_stride(buf267, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf267, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf265
        buf268 = buf257; del buf257  # reuse
        # Topologically Sorted Source Nodes: [transpose_59, reshape_14, linear_57], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf266, (256, 256), (256, 1), 0), reinterpret_tensor(primals_145, (256, 256), (1, 256), 0), out=buf268)
        buf269 = buf260; del buf260  # reuse
        buf270 = buf259; del buf259  # reuse
        buf272 = reinterpret_tensor(buf249, (2, 128, 256), (32768, 256, 1), 0); del buf249  # reuse
        buf273 = reinterpret_tensor(buf239, (2, 128, 256), (32768, 256, 1), 0); del buf239  # reuse
        buf462 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf258, buf268, primals_146, primals_147, buf269, buf270, buf272, buf273, buf462)
        del primals_147
        buf274 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_29, input_57], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_149, reinterpret_tensor(buf273, (256, 256), (256, 1), 0), reinterpret_tensor(primals_148, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf274)
        del primals_149
        buf275 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf274, buf275)
        buf276 = buf231; del buf231  # reuse
        # Topologically Sorted Source Nodes: [input_57, input_58, input_59], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_151, reinterpret_tensor(buf275, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_150, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf276)
        del primals_151
        buf277 = buf270; del buf270  # reuse
        buf278 = buf269; del buf269  # reuse
        buf280 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf281 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf461 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf258, buf268, buf276, primals_152, primals_153, buf277, buf278, buf280, buf281, buf461)
        del primals_153
        buf282 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_30, linear_60], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf281, (256, 256), (256, 1), 0), reinterpret_tensor(primals_154, (256, 768), (1, 256), 0), out=buf282)
        # Topologically Sorted Source Nodes: [linear_60, split_15, view_45, q_31, view_46, k_31, view_47, v_31, y_15], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf283 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf284 = buf283[0]
        assert_size_stride(buf284, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf284, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf285 = buf283[1]
        assert_size_stride(buf285, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf285, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf283
        buf286 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_63, reshape_15, linear_61], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf284, (256, 256), (256, 1), 0), reinterpret_tensor(primals_155, (256, 256), (1, 256), 0), out=buf286)
        buf287 = buf278; del buf278  # reuse
        buf288 = buf277; del buf277  # reuse
        buf290 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf291 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf460 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf258, buf268, buf276, buf286, primals_156, primals_157, buf287, buf288, buf290, buf291, buf460)
        del primals_157
        buf292 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_31, input_61], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_159, reinterpret_tensor(buf291, (256, 256), (256, 1), 0), reinterpret_tensor(primals_158, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf292)
        del primals_159
        buf293 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf292, buf293)
        buf294 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_61, input_62, input_63], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_161, reinterpret_tensor(buf293, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_160, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf294)
        del primals_161
        buf295 = buf258; del buf258  # reuse
        buf296 = buf288; del buf288  # reuse
        buf297 = buf287; del buf287  # reuse
        buf299 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf300 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf459 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf295, buf268, buf276, buf286, buf294, primals_162, primals_163, buf296, buf297, buf299, buf300, buf459)
        del primals_163
        buf301 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_32, linear_64], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf300, (256, 256), (256, 1), 0), reinterpret_tensor(primals_164, (256, 768), (1, 256), 0), out=buf301)
        # Topologically Sorted Source Nodes: [linear_64, split_16, view_48, q_33, view_49, k_33, view_50, v_33, y_16], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf302 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf303 = buf302[0]
        assert_size_stride(buf303, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf303, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf304 = buf302[1]
        assert_size_stride(buf304, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf304, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf302
        buf305 = buf294; del buf294  # reuse
        # Topologically Sorted Source Nodes: [transpose_67, reshape_16, linear_65], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf303, (256, 256), (256, 1), 0), reinterpret_tensor(primals_165, (256, 256), (1, 256), 0), out=buf305)
        buf306 = buf297; del buf297  # reuse
        buf307 = buf296; del buf296  # reuse
        buf309 = reinterpret_tensor(buf286, (2, 128, 256), (32768, 256, 1), 0); del buf286  # reuse
        buf310 = reinterpret_tensor(buf276, (2, 128, 256), (32768, 256, 1), 0); del buf276  # reuse
        buf458 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf295, buf305, primals_166, primals_167, buf306, buf307, buf309, buf310, buf458)
        del primals_167
        buf311 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_33, input_65], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_169, reinterpret_tensor(buf310, (256, 256), (256, 1), 0), reinterpret_tensor(primals_168, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf311)
        del primals_169
        buf312 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf311, buf312)
        buf313 = buf268; del buf268  # reuse
        # Topologically Sorted Source Nodes: [input_65, input_66, input_67], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_171, reinterpret_tensor(buf312, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_170, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf313)
        del primals_171
        buf314 = buf307; del buf307  # reuse
        buf315 = buf306; del buf306  # reuse
        buf317 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf318 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf457 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf295, buf305, buf313, primals_172, primals_173, buf314, buf315, buf317, buf318, buf457)
        del primals_173
        buf319 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_34, linear_68], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf318, (256, 256), (256, 1), 0), reinterpret_tensor(primals_174, (256, 768), (1, 256), 0), out=buf319)
        # Topologically Sorted Source Nodes: [linear_68, split_17, view_51, q_35, view_52, k_35, view_53, v_35, y_17], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf320 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf321 = buf320[0]
        assert_size_stride(buf321, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf321, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf322 = buf320[1]
        assert_size_stride(buf322, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf322, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf320
        buf323 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_71, reshape_17, linear_69], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf321, (256, 256), (256, 1), 0), reinterpret_tensor(primals_175, (256, 256), (1, 256), 0), out=buf323)
        buf324 = buf315; del buf315  # reuse
        buf325 = buf314; del buf314  # reuse
        buf327 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf328 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf456 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf295, buf305, buf313, buf323, primals_176, primals_177, buf324, buf325, buf327, buf328, buf456)
        del primals_177
        buf329 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_35, input_69], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_179, reinterpret_tensor(buf328, (256, 256), (256, 1), 0), reinterpret_tensor(primals_178, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf329)
        del primals_179
        buf330 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf329, buf330)
        buf331 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_69, input_70, input_71], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_181, reinterpret_tensor(buf330, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_180, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf331)
        del primals_181
        buf332 = buf295; del buf295  # reuse
        buf333 = buf325; del buf325  # reuse
        buf334 = buf324; del buf324  # reuse
        buf336 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf337 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf455 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf332, buf305, buf313, buf323, buf331, primals_182, primals_183, buf333, buf334, buf336, buf337, buf455)
        del primals_183
        buf338 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_36, linear_72], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf337, (256, 256), (256, 1), 0), reinterpret_tensor(primals_184, (256, 768), (1, 256), 0), out=buf338)
        # Topologically Sorted Source Nodes: [linear_72, split_18, view_54, q_37, view_55, k_37, view_56, v_37, y_18], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf339 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf340 = buf339[0]
        assert_size_stride(buf340, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf340, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf341 = buf339[1]
        assert_size_stride(buf341, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf341, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf339
        buf342 = buf331; del buf331  # reuse
        # Topologically Sorted Source Nodes: [transpose_75, reshape_18, linear_73], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf340, (256, 256), (256, 1), 0), reinterpret_tensor(primals_185, (256, 256), (1, 256), 0), out=buf342)
        buf343 = buf334; del buf334  # reuse
        buf344 = buf333; del buf333  # reuse
        buf346 = reinterpret_tensor(buf323, (2, 128, 256), (32768, 256, 1), 0); del buf323  # reuse
        buf347 = reinterpret_tensor(buf313, (2, 128, 256), (32768, 256, 1), 0); del buf313  # reuse
        buf454 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf332, buf342, primals_186, primals_187, buf343, buf344, buf346, buf347, buf454)
        del primals_187
        buf348 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_37, input_73], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_189, reinterpret_tensor(buf347, (256, 256), (256, 1), 0), reinterpret_tensor(primals_188, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf348)
        del primals_189
        buf349 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf348, buf349)
        buf350 = buf305; del buf305  # reuse
        # Topologically Sorted Source Nodes: [input_73, input_74, input_75], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_191, reinterpret_tensor(buf349, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_190, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf350)
        del primals_191
        buf351 = buf344; del buf344  # reuse
        buf352 = buf343; del buf343  # reuse
        buf354 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf355 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf453 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf332, buf342, buf350, primals_192, primals_193, buf351, buf352, buf354, buf355, buf453)
        del primals_193
        buf356 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_38, linear_76], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf355, (256, 256), (256, 1), 0), reinterpret_tensor(primals_194, (256, 768), (1, 256), 0), out=buf356)
        # Topologically Sorted Source Nodes: [linear_76, split_19, view_57, q_39, view_58, k_39, view_59, v_39, y_19], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf357 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf358 = buf357[0]
        assert_size_stride(buf358, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf358, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf359 = buf357[1]
        assert_size_stride(buf359, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf359, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf357
        buf360 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_79, reshape_19, linear_77], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf358, (256, 256), (256, 1), 0), reinterpret_tensor(primals_195, (256, 256), (1, 256), 0), out=buf360)
        buf361 = buf352; del buf352  # reuse
        buf362 = buf351; del buf351  # reuse
        buf364 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf365 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf452 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf332, buf342, buf350, buf360, primals_196, primals_197, buf361, buf362, buf364, buf365, buf452)
        del primals_197
        buf366 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_39, input_77], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_199, reinterpret_tensor(buf365, (256, 256), (256, 1), 0), reinterpret_tensor(primals_198, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf366)
        del primals_199
        buf367 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf366, buf367)
        buf368 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_77, input_78, input_79], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_201, reinterpret_tensor(buf367, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_200, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf368)
        del primals_201
        buf369 = buf332; del buf332  # reuse
        buf370 = buf362; del buf362  # reuse
        buf371 = buf361; del buf361  # reuse
        buf373 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf374 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf451 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf369, buf342, buf350, buf360, buf368, primals_202, primals_203, buf370, buf371, buf373, buf374, buf451)
        del primals_203
        buf375 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_40, linear_80], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf374, (256, 256), (256, 1), 0), reinterpret_tensor(primals_204, (256, 768), (1, 256), 0), out=buf375)
        # Topologically Sorted Source Nodes: [linear_80, split_20, view_60, q_41, view_61, k_41, view_62, v_41, y_20], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf376 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf377 = buf376[0]
        assert_size_stride(buf377, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf377, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf378 = buf376[1]
        assert_size_stride(buf378, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf378, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf376
        buf379 = buf368; del buf368  # reuse
        # Topologically Sorted Source Nodes: [transpose_83, reshape_20, linear_81], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf377, (256, 256), (256, 1), 0), reinterpret_tensor(primals_205, (256, 256), (1, 256), 0), out=buf379)
        buf380 = buf371; del buf371  # reuse
        buf381 = buf370; del buf370  # reuse
        buf383 = reinterpret_tensor(buf360, (2, 128, 256), (32768, 256, 1), 0); del buf360  # reuse
        buf384 = reinterpret_tensor(buf350, (2, 128, 256), (32768, 256, 1), 0); del buf350  # reuse
        buf450 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf369, buf379, primals_206, primals_207, buf380, buf381, buf383, buf384, buf450)
        del primals_207
        buf385 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_41, input_81], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_209, reinterpret_tensor(buf384, (256, 256), (256, 1), 0), reinterpret_tensor(primals_208, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf385)
        del primals_209
        buf386 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf385, buf386)
        buf387 = buf342; del buf342  # reuse
        # Topologically Sorted Source Nodes: [input_81, input_82, input_83], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_211, reinterpret_tensor(buf386, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_210, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf387)
        del primals_211
        buf388 = buf381; del buf381  # reuse
        buf389 = buf380; del buf380  # reuse
        buf391 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf392 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf449 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf369, buf379, buf387, primals_212, primals_213, buf388, buf389, buf391, buf392, buf449)
        del primals_213
        buf393 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_42, linear_84], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf392, (256, 256), (256, 1), 0), reinterpret_tensor(primals_214, (256, 768), (1, 256), 0), out=buf393)
        # Topologically Sorted Source Nodes: [linear_84, split_21, view_63, q_43, view_64, k_43, view_65, v_43, y_21], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf394 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf395 = buf394[0]
        assert_size_stride(buf395, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf395, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf396 = buf394[1]
        assert_size_stride(buf396, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf396, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf394
        buf397 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_87, reshape_21, linear_85], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf395, (256, 256), (256, 1), 0), reinterpret_tensor(primals_215, (256, 256), (1, 256), 0), out=buf397)
        buf398 = buf389; del buf389  # reuse
        buf399 = buf388; del buf388  # reuse
        buf401 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf402 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf448 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf369, buf379, buf387, buf397, primals_216, primals_217, buf398, buf399, buf401, buf402, buf448)
        del primals_217
        buf403 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_43, input_85], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_219, reinterpret_tensor(buf402, (256, 256), (256, 1), 0), reinterpret_tensor(primals_218, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf403)
        del primals_219
        buf404 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf403, buf404)
        buf405 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_85, input_86, input_87], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_221, reinterpret_tensor(buf404, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_220, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf405)
        del primals_221
        buf406 = buf369; del buf369  # reuse
        buf407 = buf399; del buf399  # reuse
        buf408 = buf398; del buf398  # reuse
        buf410 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf411 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf447 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_7(buf406, buf379, buf387, buf397, buf405, primals_222, primals_223, buf407, buf408, buf410, buf411, buf447)
        del primals_223
        buf412 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_44, linear_88], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf411, (256, 256), (256, 1), 0), reinterpret_tensor(primals_224, (256, 768), (1, 256), 0), out=buf412)
        # Topologically Sorted Source Nodes: [linear_88, split_22, view_66, q_45, view_67, k_45, view_68, v_45, y_22], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf413 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf414 = buf413[0]
        assert_size_stride(buf414, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf414, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf415 = buf413[1]
        assert_size_stride(buf415, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf415, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf413
        buf416 = buf405; del buf405  # reuse
        # Topologically Sorted Source Nodes: [transpose_91, reshape_22, linear_89], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf414, (256, 256), (256, 1), 0), reinterpret_tensor(primals_225, (256, 256), (1, 256), 0), out=buf416)
        buf417 = buf408; del buf408  # reuse
        buf418 = buf407; del buf407  # reuse
        buf420 = reinterpret_tensor(buf397, (2, 128, 256), (32768, 256, 1), 0); del buf397  # reuse
        buf421 = reinterpret_tensor(buf387, (2, 128, 256), (32768, 256, 1), 0); del buf387  # reuse
        buf446 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_6(buf406, buf416, primals_226, primals_227, buf417, buf418, buf420, buf421, buf446)
        del primals_227
        buf422 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_45, input_89], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_229, reinterpret_tensor(buf421, (256, 256), (256, 1), 0), reinterpret_tensor(primals_228, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf422)
        del primals_229
        buf423 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf422, buf423)
        buf424 = buf379; del buf379  # reuse
        # Topologically Sorted Source Nodes: [input_89, input_90, input_91], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_231, reinterpret_tensor(buf423, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_230, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf424)
        del primals_231
        buf425 = buf418; del buf418  # reuse
        buf426 = buf417; del buf417  # reuse
        buf428 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf429 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf445 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_3(buf406, buf416, buf424, primals_232, primals_233, buf425, buf426, buf428, buf429, buf445)
        del primals_233
        buf430 = empty_strided_cpu((256, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_46, linear_92], Original ATen: [aten.native_layer_norm, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf429, (256, 256), (256, 1), 0), reinterpret_tensor(primals_234, (256, 768), (1, 256), 0), out=buf430)
        # Topologically Sorted Source Nodes: [linear_92, split_23, view_69, q_47, view_70, k_47, view_71, v_47, y_23], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf431 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 512), 0.0, True)
        buf432 = buf431[0]
        assert_size_stride(buf432, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf432, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf433 = buf431[1]
        assert_size_stride(buf433, (2, 4, 128), (512, 1, 4), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf433, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf431
        buf434 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [transpose_95, reshape_23, linear_93], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf432, (256, 256), (256, 1), 0), reinterpret_tensor(primals_235, (256, 256), (1, 256), 0), out=buf434)
        buf435 = buf426; del buf426  # reuse
        buf436 = buf425; del buf425  # reuse
        buf438 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf439 = empty_strided_cpu((2, 128, 256), (32768, 256, 1), torch.float32)
        buf444 = empty_strided_cpu((2, 128, 1), (128, 1, 1), torch.float32)
        cpp_fused__unsafe_view_add_native_layer_norm_native_layer_norm_backward_view_4(buf406, buf416, buf424, buf434, primals_236, primals_237, buf435, buf436, buf438, buf439, buf444)
        del buf435
        del buf436
        del primals_237
        buf440 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_47, input_93], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(primals_239, reinterpret_tensor(buf439, (256, 256), (256, 1), 0), reinterpret_tensor(primals_238, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf440)
        del primals_239
        buf441 = empty_strided_cpu((2, 128, 1024), (131072, 1024, 1), torch.float32)
        cpp_fused_gelu_view_2(buf440, buf441)
        buf442 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_93, input_94, input_95], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
        extern_kernels.addmm(primals_241, reinterpret_tensor(buf441, (256, 1024), (1024, 1), 0), reinterpret_tensor(primals_240, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf442)
        del primals_241
        buf443 = buf406; del buf406  # reuse
        cpp_fused__unsafe_view_add_view_8(buf443, buf416, buf424, buf434, buf442)
        return (buf443, primals_3, primals_4, primals_5, primals_6, primals_8, primals_10, primals_12, primals_14, primals_15, primals_16, primals_18, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_32, primals_34, primals_35, primals_36, primals_38, primals_40, primals_42, primals_44, primals_45, primals_46, primals_48, primals_50, primals_52, primals_54, primals_55, primals_56, primals_58, primals_60, primals_62, primals_64, primals_65, primals_66, primals_68, primals_70, primals_72, primals_74, primals_75, primals_76, primals_78, primals_80, primals_82, primals_84, primals_85, primals_86, primals_88, primals_90, primals_92, primals_94, primals_95, primals_96, primals_98, primals_100, primals_102, primals_104, primals_105, primals_106, primals_108, primals_110, primals_112, primals_114, primals_115, primals_116, primals_118, primals_120, primals_122, primals_124, primals_125, primals_126, primals_128, primals_130, primals_132, primals_134, primals_135, primals_136, primals_138, primals_140, primals_142, primals_144, primals_145, primals_146, primals_148, primals_150, primals_152, primals_154, primals_155, primals_156, primals_158, primals_160, primals_162, primals_164, primals_165, primals_166, primals_168, primals_170, primals_172, primals_174, primals_175, primals_176, primals_178, primals_180, primals_182, primals_184, primals_185, primals_186, primals_188, primals_190, primals_192, primals_194, primals_195, primals_196, primals_198, primals_200, primals_202, primals_204, primals_205, primals_206, primals_208, primals_210, primals_212, primals_214, primals_215, primals_216, primals_218, primals_220, primals_222, primals_224, primals_225, primals_226, primals_228, primals_230, primals_232, primals_234, primals_235, primals_236, primals_238, primals_240, buf0, buf3, reinterpret_tensor(buf4, (256, 256), (256, 1), 0), reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf5, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf7, buf8, buf9, buf10, buf13, reinterpret_tensor(buf14, (256, 256), (256, 1), 0), buf15, reinterpret_tensor(buf16, (256, 1024), (1024, 1), 0), buf21, reinterpret_tensor(buf22, (256, 256), (256, 1), 0), reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf23, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf25, buf26, buf31, reinterpret_tensor(buf32, (256, 256), (256, 1), 0), buf33, reinterpret_tensor(buf34, (256, 1024), (1024, 1), 0), buf40, reinterpret_tensor(buf41, (256, 256), (256, 1), 0), reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf42, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf44, buf45, buf50, reinterpret_tensor(buf51, (256, 256), (256, 1), 0), buf52, reinterpret_tensor(buf53, (256, 1024), (1024, 1), 0), buf58, reinterpret_tensor(buf59, (256, 256), (256, 1), 0), reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf60, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf62, buf63, buf68, reinterpret_tensor(buf69, (256, 256), (256, 1), 0), buf70, reinterpret_tensor(buf71, (256, 1024), (1024, 1), 0), buf77, reinterpret_tensor(buf78, (256, 256), (256, 1), 0), reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf79, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf81, buf82, buf87, reinterpret_tensor(buf88, (256, 256), (256, 1), 0), buf89, reinterpret_tensor(buf90, (256, 1024), (1024, 1), 0), buf95, reinterpret_tensor(buf96, (256, 256), (256, 1), 0), reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf97, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf99, buf100, buf105, reinterpret_tensor(buf106, (256, 256), (256, 1), 0), buf107, reinterpret_tensor(buf108, (256, 1024), (1024, 1), 0), buf114, reinterpret_tensor(buf115, (256, 256), (256, 1), 0), reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf116, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf118, buf119, buf124, reinterpret_tensor(buf125, (256, 256), (256, 1), 0), buf126, reinterpret_tensor(buf127, (256, 1024), (1024, 1), 0), buf132, reinterpret_tensor(buf133, (256, 256), (256, 1), 0), reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf134, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf136, buf137, buf142, reinterpret_tensor(buf143, (256, 256), (256, 1), 0), buf144, reinterpret_tensor(buf145, (256, 1024), (1024, 1), 0), buf151, reinterpret_tensor(buf152, (256, 256), (256, 1), 0), reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf153, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf155, buf156, buf161, reinterpret_tensor(buf162, (256, 256), (256, 1), 0), buf163, reinterpret_tensor(buf164, (256, 1024), (1024, 1), 0), buf169, reinterpret_tensor(buf170, (256, 256), (256, 1), 0), reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf171, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf173, buf174, buf179, reinterpret_tensor(buf180, (256, 256), (256, 1), 0), buf181, reinterpret_tensor(buf182, (256, 1024), (1024, 1), 0), buf188, reinterpret_tensor(buf189, (256, 256), (256, 1), 0), reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf190, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf192, buf193, buf198, reinterpret_tensor(buf199, (256, 256), (256, 1), 0), buf200, reinterpret_tensor(buf201, (256, 1024), (1024, 1), 0), buf206, reinterpret_tensor(buf207, (256, 256), (256, 1), 0), reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf208, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf210, buf211, buf216, reinterpret_tensor(buf217, (256, 256), (256, 1), 0), buf218, reinterpret_tensor(buf219, (256, 1024), (1024, 1), 0), buf225, reinterpret_tensor(buf226, (256, 256), (256, 1), 0), reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf227, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf229, buf230, buf235, reinterpret_tensor(buf236, (256, 256), (256, 1), 0), buf237, reinterpret_tensor(buf238, (256, 1024), (1024, 1), 0), buf243, reinterpret_tensor(buf244, (256, 256), (256, 1), 0), reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf245, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf247, buf248, buf253, reinterpret_tensor(buf254, (256, 256), (256, 1), 0), buf255, reinterpret_tensor(buf256, (256, 1024), (1024, 1), 0), buf262, reinterpret_tensor(buf263, (256, 256), (256, 1), 0), reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf264, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf266, buf267, buf272, reinterpret_tensor(buf273, (256, 256), (256, 1), 0), buf274, reinterpret_tensor(buf275, (256, 1024), (1024, 1), 0), buf280, reinterpret_tensor(buf281, (256, 256), (256, 1), 0), reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf282, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf284, buf285, buf290, reinterpret_tensor(buf291, (256, 256), (256, 1), 0), buf292, reinterpret_tensor(buf293, (256, 1024), (1024, 1), 0), buf299, reinterpret_tensor(buf300, (256, 256), (256, 1), 0), reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf301, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf303, buf304, buf309, reinterpret_tensor(buf310, (256, 256), (256, 1), 0), buf311, reinterpret_tensor(buf312, (256, 1024), (1024, 1), 0), buf317, reinterpret_tensor(buf318, (256, 256), (256, 1), 0), reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf319, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf321, buf322, buf327, reinterpret_tensor(buf328, (256, 256), (256, 1), 0), buf329, reinterpret_tensor(buf330, (256, 1024), (1024, 1), 0), buf336, reinterpret_tensor(buf337, (256, 256), (256, 1), 0), reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf338, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf340, buf341, buf346, reinterpret_tensor(buf347, (256, 256), (256, 1), 0), buf348, reinterpret_tensor(buf349, (256, 1024), (1024, 1), 0), buf354, reinterpret_tensor(buf355, (256, 256), (256, 1), 0), reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf356, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf358, buf359, buf364, reinterpret_tensor(buf365, (256, 256), (256, 1), 0), buf366, reinterpret_tensor(buf367, (256, 1024), (1024, 1), 0), buf373, reinterpret_tensor(buf374, (256, 256), (256, 1), 0), reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf375, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf377, buf378, buf383, reinterpret_tensor(buf384, (256, 256), (256, 1), 0), buf385, reinterpret_tensor(buf386, (256, 1024), (1024, 1), 0), buf391, reinterpret_tensor(buf392, (256, 256), (256, 1), 0), reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf393, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf395, buf396, buf401, reinterpret_tensor(buf402, (256, 256), (256, 1), 0), buf403, reinterpret_tensor(buf404, (256, 1024), (1024, 1), 0), buf410, reinterpret_tensor(buf411, (256, 256), (256, 1), 0), reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf412, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf414, buf415, buf420, reinterpret_tensor(buf421, (256, 256), (256, 1), 0), buf422, reinterpret_tensor(buf423, (256, 1024), (1024, 1), 0), buf428, reinterpret_tensor(buf429, (256, 256), (256, 1), 0), reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf430, (2, 4, 128, 64), (98304, 64, 768, 1), 512), buf432, buf433, buf438, reinterpret_tensor(buf439, (256, 256), (256, 1), 0), buf440, reinterpret_tensor(buf441, (256, 1024), (1024, 1), 0), buf444, buf445, buf446, buf447, buf448, buf449, buf450, buf451, buf452, buf453, buf454, buf455, buf456, buf457, buf458, buf459, buf460, buf461, buf462, buf463, buf464, buf465, buf466, buf467, buf468, buf469, buf470, buf471, buf472, buf473, buf474, buf475, buf476, buf477, buf478, buf479, buf480, buf481, buf482, buf483, buf484, buf485, buf486, buf487, buf488, buf489, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 128, 256), (32768, 256, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_166 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_171 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_172 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_173 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_177 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_178 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_179 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_196 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_201 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_202 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_207 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_208 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_209 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_215 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_217 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_221 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_223 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_227 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_231 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_232 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_233 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_237 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_238 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_239 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
