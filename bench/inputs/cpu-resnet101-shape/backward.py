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


cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                                {
                                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                    auto tmp2 = static_cast<float>(4.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 / tmp3;
                                    auto tmp5 = static_cast<float>(0.0);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                                    auto tmp10 = tmp8 - tmp9;
                                    auto tmp11 = tmp7 * tmp10;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<float>(4.0);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 / tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp12 = static_cast<float>(0.125);
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp11 * tmp13;
                                auto tmp16 = static_cast<float>(8.0);
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp15 / tmp17;
                                auto tmp19 = static_cast<float>(1e-05);
                                auto tmp20 = at::vec::Vectorized<float>(tmp19);
                                auto tmp21 = tmp18 + tmp20;
                                auto tmp22 = tmp21.rsqrt();
                                auto tmp23 = tmp22 * tmp22;
                                auto tmp24 = tmp14 * tmp23;
                                auto tmp25 = tmp10 * tmp24;
                                auto tmp26 = tmp7 - tmp25;
                                auto tmp28 = tmp27 * tmp13;
                                auto tmp29 = tmp26 - tmp28;
                                auto tmp31 = tmp22 * tmp30;
                                auto tmp32 = tmp29 * tmp31;
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    auto in_ptr1 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = static_cast<float>(8.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 / tmp15;
                            auto tmp17 = static_cast<float>(1e-05);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 + tmp18;
                            auto tmp20 = tmp19.rsqrt();
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp8 * tmp22;
                            auto tmp24 = tmp5 - tmp23;
                            auto tmp26 = tmp25 * tmp11;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp6 = static_cast<float>(4.0);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 / tmp7;
                                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp4.template cast<float,1>());
                                    auto tmp11 = tmp9 + tmp10;
                                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                    auto tmp15 = tmp13 - tmp14;
                                    auto tmp16 = tmp12 * tmp15;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp16;
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp32 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = static_cast<float>(4.0);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 / tmp7;
                                auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp4.template cast<float,1>());
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp17 = static_cast<float>(0.125);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp16 * tmp18;
                                auto tmp21 = static_cast<float>(8.0);
                                auto tmp22 = at::vec::Vectorized<float>(tmp21);
                                auto tmp23 = tmp20 / tmp22;
                                auto tmp24 = static_cast<float>(1e-05);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp26.rsqrt();
                                auto tmp28 = tmp27 * tmp27;
                                auto tmp29 = tmp19 * tmp28;
                                auto tmp30 = tmp15 * tmp29;
                                auto tmp31 = tmp12 - tmp30;
                                auto tmp33 = tmp32 * tmp18;
                                auto tmp34 = tmp31 - tmp33;
                                tmp34.store(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(8.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            auto tmp5 = static_cast<float>(1e-05);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 + tmp6;
                            auto tmp8 = tmp7.rsqrt();
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp11 = tmp0 * tmp10;
                            tmp11.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    auto in_ptr5 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 512L*x0), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                                auto tmp8 = static_cast<float>(4.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 / tmp9;
                                auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp6.template cast<float,1>());
                                auto tmp13 = tmp11 + tmp12;
                                auto tmp14 = decltype(tmp2)::blendv(tmp13, tmp2, tmp5.template cast<float,1>());
                                auto tmp16 = tmp14 + tmp15;
                                auto tmp17 = decltype(tmp2)::blendv(tmp16, tmp2, tmp3.template cast<float,1>());
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr5 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr8 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr9 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = static_cast<float>(8.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 / tmp10;
                            auto tmp12 = static_cast<float>(1e-05);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = tmp14.rsqrt();
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp18 = tmp3 * tmp17;
                            auto tmp19 = tmp0 - tmp18;
                            auto tmp21 = tmp20 * tmp6;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp28 = tmp26 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp32 = tmp31 / tmp10;
                            auto tmp33 = tmp32 + tmp13;
                            auto tmp34 = tmp33.rsqrt();
                            auto tmp35 = tmp34 * tmp34;
                            auto tmp36 = tmp30 * tmp35;
                            auto tmp37 = tmp28 * tmp36;
                            auto tmp38 = tmp0 - tmp37;
                            auto tmp40 = tmp39 * tmp6;
                            auto tmp41 = tmp38 - tmp40;
                            auto tmp43 = tmp34 * tmp42;
                            auto tmp44 = tmp41 * tmp43;
                            tmp25.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp44.store(in_out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.03125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr3 = in_out_ptr0;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.03125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.03125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr4 = in_out_ptr1;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.03125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_batch_norm_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    auto in_ptr3 = in_out_ptr0;
    auto in_ptr5 = in_out_ptr1;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                auto tmp14 = tmp12 - tmp13;
                                auto tmp15 = tmp7 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                tmp_acc2_vec = tmp_acc2_vec + tmp15;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.03125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp28 = tmp26 - tmp27;
                            auto tmp30 = tmp29 * tmp13;
                            auto tmp32 = tmp31 * tmp31;
                            auto tmp33 = tmp30 * tmp32;
                            auto tmp34 = tmp28 * tmp33;
                            auto tmp35 = tmp7 - tmp34;
                            auto tmp37 = tmp36 * tmp13;
                            auto tmp38 = tmp35 - tmp37;
                            auto tmp40 = tmp31 * tmp39;
                            auto tmp41 = tmp38 * tmp40;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp41.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.0078125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_batch_norm_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.0078125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.0078125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr4 = in_out_ptr1;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.0078125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_13 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                auto tmp7 = tmp5 - tmp6;
                                auto tmp8 = tmp0 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                                tmp_acc2_vec = tmp_acc2_vec + tmp8;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.0078125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp21 = tmp19 - tmp20;
                            auto tmp23 = tmp22 * tmp6;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp21 * tmp26;
                            auto tmp28 = tmp0 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.001953125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_batch_norm_backward_threshold_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.001953125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.001953125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    auto in_ptr4 = in_out_ptr1;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.001953125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_batch_norm_backward_threshold_backward_18 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    auto in_ptr3 = in_out_ptr0;
    auto in_ptr5 = in_out_ptr1;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                auto tmp14 = tmp12 - tmp13;
                                auto tmp15 = tmp7 * tmp14;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                tmp_acc2_vec = tmp_acc2_vec + tmp15;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.001953125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            auto tmp28 = tmp26 - tmp27;
                            auto tmp30 = tmp29 * tmp13;
                            auto tmp32 = tmp31 * tmp31;
                            auto tmp33 = tmp30 * tmp32;
                            auto tmp34 = tmp28 * tmp33;
                            auto tmp35 = tmp7 - tmp34;
                            auto tmp37 = tmp36 * tmp13;
                            auto tmp38 = tmp35 - tmp37;
                            auto tmp40 = tmp31 * tmp39;
                            auto tmp41 = tmp38 * tmp40;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp41.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_19 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    auto in_ptr2 = in_out_ptr1;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp23 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp31 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp49 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp57 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp71 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp79 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 256L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))) + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = 9L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp11 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                                    auto tmp14 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp10[x3_inner] + 2L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(3L))) + 64L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp15 = x2 + 32L*x1;
                                    auto tmp16 = c10::convert<int32_t>(tmp15);
                                    auto tmp17 = c10::convert<int64_t>(tmp16);
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp17);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp14 == tmp18);
                                    auto tmp20 = static_cast<float>(0.0);
                                    auto tmp21 = at::vec::Vectorized<float>(tmp20);
                                    auto tmp22 = decltype(tmp13)::blendv(tmp21, tmp13, tmp19.template cast<float,1>());
                                    auto tmp24 = at::vec::convert<int64_t,2,int8_t,1>(tmp23);
                                    auto tmp25 = tmp24 + tmp4;
                                    auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp7);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp24, tmp25, tmp26.template cast<int64_t,2>());
                                    auto tmp28 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp27.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp29 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp28[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp29) & (tmp29 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp29 < 9L");
                                    auto tmp32 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp28[x3_inner] + 2L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp28[x3_inner]), static_cast<int64_t>(3L))) + 64L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp33 = at::vec::VecMask<int64_t,2>(tmp32 == tmp18);
                                    auto tmp34 = c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                                    auto tmp35 = c10::convert<int32_t>(tmp34);
                                    auto tmp36 = std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L)))));
                                    auto tmp37 = c10::convert<int32_t>(tmp36);
                                    auto tmp38 = tmp35 < tmp37;
                                    auto tmp39 = 1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)));
                                    auto tmp40 = c10::convert<int32_t>(tmp39);
                                    auto tmp41 = std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L)))));
                                    auto tmp42 = c10::convert<int32_t>(tmp41);
                                    auto tmp43 = tmp40 < tmp42;
                                    auto tmp44 = tmp38 & tmp43;
                                    auto tmp45 = at::vec::VecMask<float,1>::from(tmp44);
                                    auto tmp46 = tmp45 & tmp33;
                                    auto tmp47 = tmp22 + tmp31;
                                    auto tmp48 = decltype(tmp47)::blendv(tmp22, tmp47, tmp46.template cast<float,1>());
                                    auto tmp50 = at::vec::convert<int64_t,2,int8_t,1>(tmp49);
                                    auto tmp51 = tmp50 + tmp4;
                                    auto tmp52 = at::vec::VecMask<int64_t,2>(tmp50 < tmp7);
                                    auto tmp53 = decltype(tmp51)::blendv(tmp50, tmp51, tmp52.template cast<int64_t,2>());
                                    auto tmp54 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp53.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp55 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp54[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp55) & (tmp55 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp55 < 9L");
                                    auto tmp58 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp54[x3_inner] + 2L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp54[x3_inner]), static_cast<int64_t>(3L))) + 64L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp59 = at::vec::VecMask<int64_t,2>(tmp58 == tmp18);
                                    auto tmp60 = 1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)));
                                    auto tmp61 = c10::convert<int32_t>(tmp60);
                                    auto tmp62 = tmp61 < tmp37;
                                    auto tmp63 = c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L));
                                    auto tmp64 = c10::convert<int32_t>(tmp63);
                                    auto tmp65 = tmp64 < tmp42;
                                    auto tmp66 = tmp62 & tmp65;
                                    auto tmp67 = at::vec::VecMask<float,1>::from(tmp66);
                                    auto tmp68 = tmp67 & tmp59;
                                    auto tmp69 = tmp48 + tmp57;
                                    auto tmp70 = decltype(tmp69)::blendv(tmp48, tmp69, tmp68.template cast<float,1>());
                                    auto tmp72 = at::vec::convert<int64_t,2,int8_t,1>(tmp71);
                                    auto tmp73 = tmp72 + tmp4;
                                    auto tmp74 = at::vec::VecMask<int64_t,2>(tmp72 < tmp7);
                                    auto tmp75 = decltype(tmp73)::blendv(tmp72, tmp73, tmp74.template cast<int64_t,2>());
                                    auto tmp76 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp75.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp77 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp76[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp77) & (tmp77 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp77 < 9L");
                                    auto tmp80 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp76[x3_inner] + 2L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x2), static_cast<int64_t>(2L))))))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp76[x3_inner]), static_cast<int64_t>(3L))) + 64L*std::min(static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(16L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(1L + x1), static_cast<int64_t>(2L))))))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp81 = at::vec::VecMask<int64_t,2>(tmp80 == tmp18);
                                    auto tmp82 = tmp62 & tmp43;
                                    auto tmp83 = at::vec::VecMask<float,1>::from(tmp82);
                                    auto tmp84 = tmp83 & tmp81;
                                    auto tmp85 = tmp70 + tmp79;
                                    auto tmp86 = decltype(tmp85)::blendv(tmp70, tmp85, tmp84.template cast<float,1>());
                                    tmp86.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 512L*x1 + 16384L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.00048828125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_sum_20 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(10L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
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
        primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_248, primals_252, primals_254, primals_258, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_332, primals_336, primals_338, primals_342, primals_344, primals_348, primals_350, primals_354, primals_356, primals_360, primals_362, primals_366, primals_368, primals_372, primals_374, primals_378, primals_380, primals_384, primals_386, primals_390, primals_392, primals_396, primals_398, primals_402, primals_404, primals_408, primals_410, primals_414, primals_416, primals_420, primals_422, primals_426, primals_428, primals_432, primals_434, primals_438, primals_440, primals_444, primals_446, primals_450, primals_452, primals_456, primals_458, primals_462, primals_464, primals_468, primals_470, primals_474, primals_476, primals_480, primals_482, primals_486, primals_488, primals_492, primals_494, primals_498, primals_500, primals_504, primals_506, primals_510, primals_512, primals_516, primals_518, primals_522, primals_524, primals_528, primals_530, primals_534, primals_536, primals_540, primals_542, primals_546, primals_548, primals_552, primals_554, primals_558, primals_560, primals_564, primals_566, primals_570, primals_572, primals_576, primals_578, primals_582, primals_584, primals_588, primals_590, primals_594, primals_596, primals_600, primals_602, primals_606, primals_608, primals_612, primals_614, primals_618, primals_620, primals_624, primals_626, convolution, squeeze_1, relu, getitem_2, getitem_3, convolution_1, squeeze_4, convolution_2, squeeze_7, relu_1, convolution_3, squeeze_10, relu_2, convolution_4, squeeze_13, relu_3, convolution_5, squeeze_16, relu_4, convolution_6, squeeze_19, relu_5, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, relu_14, convolution_17, squeeze_52, relu_15, convolution_18, squeeze_55, relu_16, convolution_19, squeeze_58, relu_17, convolution_20, squeeze_61, relu_18, convolution_21, squeeze_64, relu_19, convolution_22, squeeze_67, relu_20, convolution_23, squeeze_70, relu_21, convolution_24, squeeze_73, convolution_25, squeeze_76, relu_22, convolution_26, squeeze_79, relu_23, convolution_27, squeeze_82, relu_24, convolution_28, squeeze_85, relu_25, convolution_29, squeeze_88, relu_26, convolution_30, squeeze_91, relu_27, convolution_31, squeeze_94, relu_28, convolution_32, squeeze_97, relu_29, convolution_33, squeeze_100, relu_30, convolution_34, squeeze_103, relu_31, convolution_35, squeeze_106, relu_32, convolution_36, squeeze_109, relu_33, convolution_37, squeeze_112, relu_34, convolution_38, squeeze_115, relu_35, convolution_39, squeeze_118, relu_36, convolution_40, squeeze_121, relu_37, convolution_41, squeeze_124, relu_38, convolution_42, squeeze_127, relu_39, convolution_43, squeeze_130, relu_40, convolution_44, squeeze_133, relu_41, convolution_45, squeeze_136, relu_42, convolution_46, squeeze_139, relu_43, convolution_47, squeeze_142, relu_44, convolution_48, squeeze_145, relu_45, convolution_49, squeeze_148, relu_46, convolution_50, squeeze_151, relu_47, convolution_51, squeeze_154, relu_48, convolution_52, squeeze_157, relu_49, convolution_53, squeeze_160, relu_50, convolution_54, squeeze_163, relu_51, convolution_55, squeeze_166, relu_52, convolution_56, squeeze_169, relu_53, convolution_57, squeeze_172, relu_54, convolution_58, squeeze_175, relu_55, convolution_59, squeeze_178, relu_56, convolution_60, squeeze_181, relu_57, convolution_61, squeeze_184, relu_58, convolution_62, squeeze_187, relu_59, convolution_63, squeeze_190, relu_60, convolution_64, squeeze_193, relu_61, convolution_65, squeeze_196, relu_62, convolution_66, squeeze_199, relu_63, convolution_67, squeeze_202, relu_64, convolution_68, squeeze_205, relu_65, convolution_69, squeeze_208, relu_66, convolution_70, squeeze_211, relu_67, convolution_71, squeeze_214, relu_68, convolution_72, squeeze_217, relu_69, convolution_73, squeeze_220, relu_70, convolution_74, squeeze_223, relu_71, convolution_75, squeeze_226, relu_72, convolution_76, squeeze_229, relu_73, convolution_77, squeeze_232, relu_74, convolution_78, squeeze_235, relu_75, convolution_79, squeeze_238, relu_76, convolution_80, squeeze_241, relu_77, convolution_81, squeeze_244, relu_78, convolution_82, squeeze_247, relu_79, convolution_83, squeeze_250, relu_80, convolution_84, squeeze_253, relu_81, convolution_85, squeeze_256, relu_82, convolution_86, squeeze_259, relu_83, convolution_87, squeeze_262, relu_84, convolution_88, squeeze_265, relu_85, convolution_89, squeeze_268, relu_86, convolution_90, squeeze_271, relu_87, convolution_91, squeeze_274, relu_88, convolution_92, squeeze_277, relu_89, convolution_93, squeeze_280, relu_90, convolution_94, convolution_95, squeeze_286, relu_91, convolution_96, relu_92, convolution_97, relu_93, convolution_98, relu_94, convolution_99, relu_95, convolution_100, relu_96, convolution_101, relu_97, convolution_102, relu_98, convolution_103, mean, le, unsqueeze_516, unsqueeze_540, unsqueeze_552, unsqueeze_564, unsqueeze_576, unsqueeze_588, unsqueeze_600, unsqueeze_612, unsqueeze_624, unsqueeze_636, unsqueeze_648, unsqueeze_660, unsqueeze_672, unsqueeze_684, unsqueeze_696, unsqueeze_708, unsqueeze_720, unsqueeze_732, unsqueeze_744, unsqueeze_756, unsqueeze_768, unsqueeze_780, unsqueeze_792, unsqueeze_804, unsqueeze_816, unsqueeze_828, unsqueeze_840, unsqueeze_852, unsqueeze_864, unsqueeze_876, unsqueeze_888, unsqueeze_900, unsqueeze_912, unsqueeze_924, unsqueeze_936, unsqueeze_948, unsqueeze_960, unsqueeze_972, unsqueeze_984, unsqueeze_996, unsqueeze_1008, unsqueeze_1020, unsqueeze_1032, unsqueeze_1044, unsqueeze_1056, unsqueeze_1068, unsqueeze_1080, unsqueeze_1092, unsqueeze_1104, unsqueeze_1116, unsqueeze_1128, unsqueeze_1140, unsqueeze_1152, unsqueeze_1164, unsqueeze_1176, unsqueeze_1188, unsqueeze_1200, unsqueeze_1212, unsqueeze_1224, unsqueeze_1236, unsqueeze_1248, unsqueeze_1260, unsqueeze_1272, unsqueeze_1284, unsqueeze_1296, unsqueeze_1308, unsqueeze_1320, unsqueeze_1332, unsqueeze_1344, unsqueeze_1356, unsqueeze_1368, unsqueeze_1380, unsqueeze_1392, unsqueeze_1404, unsqueeze_1416, unsqueeze_1428, unsqueeze_1440, unsqueeze_1452, unsqueeze_1464, unsqueeze_1476, unsqueeze_1488, unsqueeze_1500, unsqueeze_1512, unsqueeze_1524, unsqueeze_1536, unsqueeze_1548, unsqueeze_1560, unsqueeze_1572, unsqueeze_1584, unsqueeze_1596, unsqueeze_1608, unsqueeze_1620, unsqueeze_1632, unsqueeze_1644, unsqueeze_1656, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (16, 3, 7, 7), (147, 1, 21, 3))
        assert_size_stride(primals_2, (2, 3, 64, 64), (12288, 1, 192, 3))
        assert_size_stride(primals_6, (16, ), (1, ))
        assert_size_stride(primals_8, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_14, (16, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_20, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_24, (16, ), (1, ))
        assert_size_stride(primals_26, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_32, (16, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_36, (16, ), (1, ))
        assert_size_stride(primals_38, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_42, (16, ), (1, ))
        assert_size_stride(primals_44, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_48, (64, ), (1, ))
        assert_size_stride(primals_50, (16, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_54, (16, ), (1, ))
        assert_size_stride(primals_56, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_60, (16, ), (1, ))
        assert_size_stride(primals_62, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_66, (64, ), (1, ))
        assert_size_stride(primals_68, (128, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_72, (128, ), (1, ))
        assert_size_stride(primals_74, (32, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_78, (32, ), (1, ))
        assert_size_stride(primals_80, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_84, (32, ), (1, ))
        assert_size_stride(primals_86, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_90, (128, ), (1, ))
        assert_size_stride(primals_92, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_96, (32, ), (1, ))
        assert_size_stride(primals_98, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_102, (32, ), (1, ))
        assert_size_stride(primals_104, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_108, (128, ), (1, ))
        assert_size_stride(primals_110, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_114, (32, ), (1, ))
        assert_size_stride(primals_116, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_120, (32, ), (1, ))
        assert_size_stride(primals_122, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_126, (128, ), (1, ))
        assert_size_stride(primals_128, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_132, (32, ), (1, ))
        assert_size_stride(primals_134, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_138, (32, ), (1, ))
        assert_size_stride(primals_140, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_144, (128, ), (1, ))
        assert_size_stride(primals_146, (256, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_150, (256, ), (1, ))
        assert_size_stride(primals_152, (64, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_156, (64, ), (1, ))
        assert_size_stride(primals_158, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_162, (64, ), (1, ))
        assert_size_stride(primals_164, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_168, (256, ), (1, ))
        assert_size_stride(primals_170, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_174, (64, ), (1, ))
        assert_size_stride(primals_176, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_180, (64, ), (1, ))
        assert_size_stride(primals_182, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_186, (256, ), (1, ))
        assert_size_stride(primals_188, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_192, (64, ), (1, ))
        assert_size_stride(primals_194, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_198, (64, ), (1, ))
        assert_size_stride(primals_200, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_204, (256, ), (1, ))
        assert_size_stride(primals_206, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_210, (64, ), (1, ))
        assert_size_stride(primals_212, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_216, (64, ), (1, ))
        assert_size_stride(primals_218, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_222, (256, ), (1, ))
        assert_size_stride(primals_224, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_228, (64, ), (1, ))
        assert_size_stride(primals_230, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_234, (64, ), (1, ))
        assert_size_stride(primals_236, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_240, (256, ), (1, ))
        assert_size_stride(primals_242, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_246, (64, ), (1, ))
        assert_size_stride(primals_248, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_252, (64, ), (1, ))
        assert_size_stride(primals_254, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_258, (256, ), (1, ))
        assert_size_stride(primals_260, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_264, (64, ), (1, ))
        assert_size_stride(primals_266, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_270, (64, ), (1, ))
        assert_size_stride(primals_272, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_276, (256, ), (1, ))
        assert_size_stride(primals_278, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_282, (64, ), (1, ))
        assert_size_stride(primals_284, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_288, (64, ), (1, ))
        assert_size_stride(primals_290, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_294, (256, ), (1, ))
        assert_size_stride(primals_296, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_300, (64, ), (1, ))
        assert_size_stride(primals_302, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_306, (64, ), (1, ))
        assert_size_stride(primals_308, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_312, (256, ), (1, ))
        assert_size_stride(primals_314, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_318, (64, ), (1, ))
        assert_size_stride(primals_320, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_324, (64, ), (1, ))
        assert_size_stride(primals_326, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_330, (256, ), (1, ))
        assert_size_stride(primals_332, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_336, (64, ), (1, ))
        assert_size_stride(primals_338, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_342, (64, ), (1, ))
        assert_size_stride(primals_344, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_348, (256, ), (1, ))
        assert_size_stride(primals_350, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_354, (64, ), (1, ))
        assert_size_stride(primals_356, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_360, (64, ), (1, ))
        assert_size_stride(primals_362, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_366, (256, ), (1, ))
        assert_size_stride(primals_368, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_372, (64, ), (1, ))
        assert_size_stride(primals_374, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_378, (64, ), (1, ))
        assert_size_stride(primals_380, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_384, (256, ), (1, ))
        assert_size_stride(primals_386, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_390, (64, ), (1, ))
        assert_size_stride(primals_392, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_396, (64, ), (1, ))
        assert_size_stride(primals_398, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_402, (256, ), (1, ))
        assert_size_stride(primals_404, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_408, (64, ), (1, ))
        assert_size_stride(primals_410, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_414, (64, ), (1, ))
        assert_size_stride(primals_416, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_420, (256, ), (1, ))
        assert_size_stride(primals_422, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_426, (64, ), (1, ))
        assert_size_stride(primals_428, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_432, (64, ), (1, ))
        assert_size_stride(primals_434, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_438, (256, ), (1, ))
        assert_size_stride(primals_440, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_444, (64, ), (1, ))
        assert_size_stride(primals_446, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_450, (64, ), (1, ))
        assert_size_stride(primals_452, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_456, (256, ), (1, ))
        assert_size_stride(primals_458, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_462, (64, ), (1, ))
        assert_size_stride(primals_464, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_468, (64, ), (1, ))
        assert_size_stride(primals_470, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_474, (256, ), (1, ))
        assert_size_stride(primals_476, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_480, (64, ), (1, ))
        assert_size_stride(primals_482, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_486, (64, ), (1, ))
        assert_size_stride(primals_488, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_492, (256, ), (1, ))
        assert_size_stride(primals_494, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_498, (64, ), (1, ))
        assert_size_stride(primals_500, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_504, (64, ), (1, ))
        assert_size_stride(primals_506, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_510, (256, ), (1, ))
        assert_size_stride(primals_512, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_516, (64, ), (1, ))
        assert_size_stride(primals_518, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_522, (64, ), (1, ))
        assert_size_stride(primals_524, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_528, (256, ), (1, ))
        assert_size_stride(primals_530, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_534, (64, ), (1, ))
        assert_size_stride(primals_536, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_540, (64, ), (1, ))
        assert_size_stride(primals_542, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_546, (256, ), (1, ))
        assert_size_stride(primals_548, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_552, (64, ), (1, ))
        assert_size_stride(primals_554, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_558, (64, ), (1, ))
        assert_size_stride(primals_560, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_564, (256, ), (1, ))
        assert_size_stride(primals_566, (512, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_570, (512, ), (1, ))
        assert_size_stride(primals_572, (128, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_576, (128, ), (1, ))
        assert_size_stride(primals_578, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_582, (128, ), (1, ))
        assert_size_stride(primals_584, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_588, (512, ), (1, ))
        assert_size_stride(primals_590, (128, 512, 1, 1), (512, 1, 512, 512))
        assert_size_stride(primals_594, (128, ), (1, ))
        assert_size_stride(primals_596, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_600, (128, ), (1, ))
        assert_size_stride(primals_602, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_606, (512, ), (1, ))
        assert_size_stride(primals_608, (128, 512, 1, 1), (512, 1, 512, 512))
        assert_size_stride(primals_612, (128, ), (1, ))
        assert_size_stride(primals_614, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_618, (128, ), (1, ))
        assert_size_stride(primals_620, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_624, (512, ), (1, ))
        assert_size_stride(primals_626, (10, 512), (512, 1))
        assert_size_stride(convolution, (2, 16, 32, 32), (16384, 1, 512, 16))
        assert_size_stride(squeeze_1, (16, ), (1, ))
        assert_size_stride(relu, (2, 16, 32, 32), (16384, 1, 512, 16))
        assert_size_stride(getitem_2, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(getitem_3, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_1, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(squeeze_4, (64, ), (1, ))
        assert_size_stride(convolution_2, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_7, (16, ), (1, ))
        assert_size_stride(relu_1, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_3, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_10, (16, ), (1, ))
        assert_size_stride(relu_2, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_4, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(squeeze_13, (64, ), (1, ))
        assert_size_stride(relu_3, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(convolution_5, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_16, (16, ), (1, ))
        assert_size_stride(relu_4, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_6, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_19, (16, ), (1, ))
        assert_size_stride(relu_5, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_7, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(squeeze_22, (64, ), (1, ))
        assert_size_stride(relu_6, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(convolution_8, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_25, (16, ), (1, ))
        assert_size_stride(relu_7, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_9, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(squeeze_28, (16, ), (1, ))
        assert_size_stride(relu_8, (2, 16, 16, 16), (4096, 1, 256, 16))
        assert_size_stride(convolution_10, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(squeeze_31, (64, ), (1, ))
        assert_size_stride(relu_9, (2, 64, 16, 16), (16384, 1, 1024, 64))
        assert_size_stride(convolution_11, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(squeeze_34, (128, ), (1, ))
        assert_size_stride(convolution_12, (2, 32, 16, 16), (8192, 1, 512, 32))
        assert_size_stride(squeeze_37, (32, ), (1, ))
        assert_size_stride(relu_10, (2, 32, 16, 16), (8192, 1, 512, 32))
        assert_size_stride(convolution_13, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_40, (32, ), (1, ))
        assert_size_stride(relu_11, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_14, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(squeeze_43, (128, ), (1, ))
        assert_size_stride(relu_12, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(convolution_15, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_46, (32, ), (1, ))
        assert_size_stride(relu_13, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_16, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_49, (32, ), (1, ))
        assert_size_stride(relu_14, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_17, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(squeeze_52, (128, ), (1, ))
        assert_size_stride(relu_15, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(convolution_18, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_55, (32, ), (1, ))
        assert_size_stride(relu_16, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_19, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_58, (32, ), (1, ))
        assert_size_stride(relu_17, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_20, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(squeeze_61, (128, ), (1, ))
        assert_size_stride(relu_18, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(convolution_21, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_64, (32, ), (1, ))
        assert_size_stride(relu_19, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_22, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(squeeze_67, (32, ), (1, ))
        assert_size_stride(relu_20, (2, 32, 8, 8), (2048, 1, 256, 32))
        assert_size_stride(convolution_23, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(squeeze_70, (128, ), (1, ))
        assert_size_stride(relu_21, (2, 128, 8, 8), (8192, 1, 1024, 128))
        assert_size_stride(convolution_24, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_73, (256, ), (1, ))
        assert_size_stride(convolution_25, (2, 64, 8, 8), (4096, 1, 512, 64))
        assert_size_stride(squeeze_76, (64, ), (1, ))
        assert_size_stride(relu_22, (2, 64, 8, 8), (4096, 1, 512, 64))
        assert_size_stride(convolution_26, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_79, (64, ), (1, ))
        assert_size_stride(relu_23, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_27, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_82, (256, ), (1, ))
        assert_size_stride(relu_24, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_28, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_85, (64, ), (1, ))
        assert_size_stride(relu_25, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_29, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_88, (64, ), (1, ))
        assert_size_stride(relu_26, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_30, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_91, (256, ), (1, ))
        assert_size_stride(relu_27, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_31, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_94, (64, ), (1, ))
        assert_size_stride(relu_28, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_32, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_97, (64, ), (1, ))
        assert_size_stride(relu_29, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_33, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_100, (256, ), (1, ))
        assert_size_stride(relu_30, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_34, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_103, (64, ), (1, ))
        assert_size_stride(relu_31, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_35, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_106, (64, ), (1, ))
        assert_size_stride(relu_32, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_36, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_109, (256, ), (1, ))
        assert_size_stride(relu_33, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_37, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_112, (64, ), (1, ))
        assert_size_stride(relu_34, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_38, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_115, (64, ), (1, ))
        assert_size_stride(relu_35, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_39, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_118, (256, ), (1, ))
        assert_size_stride(relu_36, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_40, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_121, (64, ), (1, ))
        assert_size_stride(relu_37, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_41, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_124, (64, ), (1, ))
        assert_size_stride(relu_38, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_42, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_127, (256, ), (1, ))
        assert_size_stride(relu_39, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_43, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_130, (64, ), (1, ))
        assert_size_stride(relu_40, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_44, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_133, (64, ), (1, ))
        assert_size_stride(relu_41, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_45, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_136, (256, ), (1, ))
        assert_size_stride(relu_42, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_46, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_139, (64, ), (1, ))
        assert_size_stride(relu_43, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_47, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_142, (64, ), (1, ))
        assert_size_stride(relu_44, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_48, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_145, (256, ), (1, ))
        assert_size_stride(relu_45, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_49, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_148, (64, ), (1, ))
        assert_size_stride(relu_46, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_50, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_151, (64, ), (1, ))
        assert_size_stride(relu_47, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_51, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_154, (256, ), (1, ))
        assert_size_stride(relu_48, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_52, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_157, (64, ), (1, ))
        assert_size_stride(relu_49, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_53, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_160, (64, ), (1, ))
        assert_size_stride(relu_50, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_54, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_163, (256, ), (1, ))
        assert_size_stride(relu_51, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_55, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_166, (64, ), (1, ))
        assert_size_stride(relu_52, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_56, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_169, (64, ), (1, ))
        assert_size_stride(relu_53, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_57, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_172, (256, ), (1, ))
        assert_size_stride(relu_54, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_58, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_175, (64, ), (1, ))
        assert_size_stride(relu_55, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_59, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_178, (64, ), (1, ))
        assert_size_stride(relu_56, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_60, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_181, (256, ), (1, ))
        assert_size_stride(relu_57, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_61, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_184, (64, ), (1, ))
        assert_size_stride(relu_58, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_62, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_187, (64, ), (1, ))
        assert_size_stride(relu_59, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_63, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_190, (256, ), (1, ))
        assert_size_stride(relu_60, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_64, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_193, (64, ), (1, ))
        assert_size_stride(relu_61, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_65, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_196, (64, ), (1, ))
        assert_size_stride(relu_62, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_66, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_199, (256, ), (1, ))
        assert_size_stride(relu_63, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_67, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_202, (64, ), (1, ))
        assert_size_stride(relu_64, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_68, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_205, (64, ), (1, ))
        assert_size_stride(relu_65, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_69, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_208, (256, ), (1, ))
        assert_size_stride(relu_66, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_70, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_211, (64, ), (1, ))
        assert_size_stride(relu_67, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_71, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_214, (64, ), (1, ))
        assert_size_stride(relu_68, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_72, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_217, (256, ), (1, ))
        assert_size_stride(relu_69, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_73, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_220, (64, ), (1, ))
        assert_size_stride(relu_70, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_74, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_223, (64, ), (1, ))
        assert_size_stride(relu_71, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_75, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_226, (256, ), (1, ))
        assert_size_stride(relu_72, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_76, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_229, (64, ), (1, ))
        assert_size_stride(relu_73, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_77, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_232, (64, ), (1, ))
        assert_size_stride(relu_74, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_78, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_235, (256, ), (1, ))
        assert_size_stride(relu_75, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_79, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_238, (64, ), (1, ))
        assert_size_stride(relu_76, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_80, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_241, (64, ), (1, ))
        assert_size_stride(relu_77, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_81, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_244, (256, ), (1, ))
        assert_size_stride(relu_78, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_82, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_247, (64, ), (1, ))
        assert_size_stride(relu_79, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_83, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_250, (64, ), (1, ))
        assert_size_stride(relu_80, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_84, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_253, (256, ), (1, ))
        assert_size_stride(relu_81, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_85, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_256, (64, ), (1, ))
        assert_size_stride(relu_82, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_86, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_259, (64, ), (1, ))
        assert_size_stride(relu_83, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_87, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_262, (256, ), (1, ))
        assert_size_stride(relu_84, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_88, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_265, (64, ), (1, ))
        assert_size_stride(relu_85, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_89, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_268, (64, ), (1, ))
        assert_size_stride(relu_86, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_90, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_271, (256, ), (1, ))
        assert_size_stride(relu_87, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_91, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_274, (64, ), (1, ))
        assert_size_stride(relu_88, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_92, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(squeeze_277, (64, ), (1, ))
        assert_size_stride(relu_89, (2, 64, 4, 4), (1024, 1, 256, 64))
        assert_size_stride(convolution_93, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(squeeze_280, (256, ), (1, ))
        assert_size_stride(relu_90, (2, 256, 4, 4), (4096, 1, 1024, 256))
        assert_size_stride(convolution_94, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(convolution_95, (2, 128, 4, 4), (2048, 1, 512, 128))
        assert_size_stride(squeeze_286, (128, ), (1, ))
        assert_size_stride(relu_91, (2, 128, 4, 4), (2048, 1, 512, 128))
        assert_size_stride(convolution_96, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(relu_92, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(convolution_97, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(relu_93, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(convolution_98, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(relu_94, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(convolution_99, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(relu_95, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(convolution_100, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(relu_96, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(convolution_101, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(relu_97, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(convolution_102, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(relu_98, (2, 128, 2, 2), (512, 1, 256, 128))
        assert_size_stride(convolution_103, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(mean, (2, 512), (512, 1))
        assert_size_stride(le, (2, 512, 2, 2), (2048, 1, 1024, 512))
        assert_size_stride(unsqueeze_516, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_540, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_552, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_564, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_576, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_588, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_600, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_612, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_624, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_636, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_648, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_660, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_672, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_684, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_696, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_708, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_720, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_732, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_744, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_756, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_768, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_780, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_792, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_804, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_816, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_828, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_840, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_852, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_864, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_876, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_888, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_900, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_912, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_924, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_936, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_948, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_960, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_972, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_984, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_996, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1008, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1020, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1032, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1044, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1056, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1068, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1080, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1092, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1104, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1116, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1128, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1140, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1152, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1164, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1176, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1188, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1200, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1212, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1224, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1236, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1248, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1260, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1272, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1284, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1296, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1308, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1320, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1332, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1344, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1356, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1368, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_1380, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_1392, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1404, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1416, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_1428, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1440, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1452, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_1464, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1476, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1488, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_1500, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1512, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(unsqueeze_1524, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_1536, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1548, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1560, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1572, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1584, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1596, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1608, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1620, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1632, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(unsqueeze_1644, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_1656, (1, 16, 1, 1), (16, 1, 1, 1))
        assert_size_stride(tangents_1, (2, 10), (10, 1))
        buf0 = empty_strided_cpu((2, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_626, out=buf0)
        del primals_626
        buf3 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 1, 1), torch.float32)
        buf4 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf6 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf8 = convolution_103; del convolution_103  # reuse
        cpp_fused__native_batch_norm_legit_functional_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_0(buf8, le, buf0, primals_624, buf3, buf4, buf6, buf7, buf9)
        del primals_624
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf8, relu_98, primals_620, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf8
        del primals_620
        buf11 = buf10[0]
        assert_size_stride(buf11, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_size_stride(buf12, (512, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        buf13 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 1, 1), torch.float32)
        buf14 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf16 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf19 = relu_98; del relu_98  # reuse
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf19, convolution_102, buf11, primals_618, buf13, buf14, buf16, buf17, buf18)
        del buf11
        del convolution_102
        del primals_618
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, batch_norm_102, unsqueeze_430, unsqueeze_431, unsqueeze_432, sub_108, mul_738, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_739, mul_740, mul_741, unsqueeze_436, unsqueeze_437, unsqueeze_438, mul_742, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_743, sub_110, sub_111, mul_744, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf20 = torch.ops.aten.convolution_backward.default(buf19, relu_97, primals_614, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf19
        del primals_614
        buf21 = buf20[0]
        assert_size_stride(buf21, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_size_stride(buf22, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf20
        buf23 = reinterpret_tensor(buf17, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf17  # reuse
        buf24 = buf14; del buf14  # reuse
        buf26 = reinterpret_tensor(buf13, (128, ), (1, ), 0); del buf13  # reuse
        buf27 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf29 = relu_97; del relu_97  # reuse
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf29, convolution_101, buf21, primals_612, buf23, buf24, buf26, buf27, buf28)
        del buf21
        del convolution_101
        del primals_612
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, batch_norm_101, unsqueeze_442, unsqueeze_443, unsqueeze_444, sub_112, mul_747, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_748, mul_749, mul_750, unsqueeze_448, unsqueeze_449, unsqueeze_450, mul_751, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_752, sub_114, sub_115, mul_753, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf30 = torch.ops.aten.convolution_backward.default(buf29, relu_96, primals_608, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf29
        del primals_608
        buf31 = buf30[0]
        assert_size_stride(buf31, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf30[1]
        assert_size_stride(buf32, (128, 512, 1, 1), (512, 1, 512, 512), 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf30
        buf33 = reinterpret_tensor(buf7, (1, 512, 1, 1), (512, 1, 1, 1), 0); del buf7  # reuse
        buf34 = buf4; del buf4  # reuse
        buf36 = reinterpret_tensor(buf3, (512, ), (1, ), 0); del buf3  # reuse
        buf37 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf38 = convolution_100; del convolution_100  # reuse
        buf40 = buf38; del buf38  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_2(buf40, relu_96, le, buf0, buf31, primals_606, buf33, buf34, buf36, buf37, buf39)
        del primals_606
        # Topologically Sorted Source Nodes: [batch_norm_100, mul_760, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_762, convolution_backward_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf41 = torch.ops.aten.convolution_backward.default(buf40, relu_95, primals_602, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf40
        del primals_602
        buf42 = buf41[0]
        assert_size_stride(buf42, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[1]
        assert_size_stride(buf43, (512, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf41
        buf44 = reinterpret_tensor(buf27, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf27  # reuse
        buf45 = buf24; del buf24  # reuse
        buf47 = reinterpret_tensor(buf23, (128, ), (1, ), 0); del buf23  # reuse
        buf48 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf49 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf50 = relu_95; del relu_95  # reuse
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf50, convolution_99, buf42, primals_600, buf44, buf45, buf47, buf48, buf49)
        del buf42
        del convolution_99
        del primals_600
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, batch_norm_99, unsqueeze_466, unsqueeze_467, unsqueeze_468, sub_120, mul_765, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_766, mul_767, mul_768, unsqueeze_472, unsqueeze_473, unsqueeze_474, mul_769, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_770, sub_122, sub_123, mul_771, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf51 = torch.ops.aten.convolution_backward.default(buf50, relu_94, primals_596, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf50
        del primals_596
        buf52 = buf51[0]
        assert_size_stride(buf52, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf53 = buf51[1]
        assert_size_stride(buf53, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf51
        buf54 = reinterpret_tensor(buf48, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf48  # reuse
        buf55 = buf45; del buf45  # reuse
        buf57 = reinterpret_tensor(buf44, (128, ), (1, ), 0); del buf44  # reuse
        buf58 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf59 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf60 = relu_94; del relu_94  # reuse
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf60, convolution_98, buf52, primals_594, buf54, buf55, buf57, buf58, buf59)
        del buf52
        del convolution_98
        del primals_594
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, batch_norm_98, unsqueeze_478, unsqueeze_479, unsqueeze_480, sub_124, mul_774, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_775, mul_776, mul_777, unsqueeze_484, unsqueeze_485, unsqueeze_486, mul_778, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_779, sub_126, sub_127, mul_780, convolution_backward_5], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf61 = torch.ops.aten.convolution_backward.default(buf60, relu_93, primals_590, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf60
        del primals_590
        buf62 = buf61[0]
        assert_size_stride(buf62, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution_backward.default')
        # buffer buf62 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf63 = buf61[1]
        assert_size_stride(buf63, (128, 512, 1, 1), (512, 1, 512, 512), 'torch.ops.aten.convolution_backward.default')
        # buffer buf63 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf61
        buf64 = relu_93; del relu_93  # reuse
        buf65 = reinterpret_tensor(buf37, (1, 512, 1, 1), (512, 1, 1, 1), 0); del buf37  # reuse
        buf66 = buf34; del buf34  # reuse
        buf68 = reinterpret_tensor(buf33, (512, ), (1, ), 0); del buf33  # reuse
        buf69 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf92 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 1, 1), torch.float32)
        buf93 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf95 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf96 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf97 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf71 = convolution_97; del convolution_97  # reuse
        buf98 = convolution_94; del convolution_94  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_unsqueeze_3(buf64, buf71, buf98, relu_96, le, buf0, buf31, buf62, primals_588, primals_570, buf65, buf66, buf68, buf69, buf70, buf92, buf93, buf95, buf96, buf97)
        del buf0
        del buf31
        del buf62
        del buf64
        del buf65
        del buf66
        del buf69
        del buf92
        del buf93
        del buf96
        del le
        del primals_570
        del primals_588
        del relu_96
        # Topologically Sorted Source Nodes: [batch_norm_97, unsqueeze_490, unsqueeze_491, unsqueeze_492, sub_128, mul_783, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_784, mul_785, mul_786, unsqueeze_496, unsqueeze_497, unsqueeze_498, mul_787, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_788, sub_130, sub_131, mul_789, convolution_backward_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf72 = torch.ops.aten.convolution_backward.default(buf71, relu_92, primals_584, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf71
        del primals_584
        buf73 = buf72[0]
        assert_size_stride(buf73, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf73 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf74 = buf72[1]
        assert_size_stride(buf74, (512, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf74 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf72
        buf75 = reinterpret_tensor(buf58, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf58  # reuse
        buf76 = buf55; del buf55  # reuse
        buf78 = reinterpret_tensor(buf54, (128, ), (1, ), 0); del buf54  # reuse
        buf79 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf80 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf81 = relu_92; del relu_92  # reuse
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf81, convolution_96, buf73, primals_582, buf75, buf76, buf78, buf79, buf80)
        del buf73
        del convolution_96
        del primals_582
        # Topologically Sorted Source Nodes: [full_default, le_7, where_7, batch_norm_96, unsqueeze_502, unsqueeze_503, unsqueeze_504, sub_132, mul_792, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_793, mul_794, mul_795, unsqueeze_508, unsqueeze_509, unsqueeze_510, mul_796, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_797, sub_134, sub_135, mul_798, convolution_backward_7], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf82 = torch.ops.aten.convolution_backward.default(buf81, relu_91, primals_578, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf81
        del primals_578
        buf83 = buf82[0]
        assert_size_stride(buf83, (2, 128, 4, 4), (2048, 1, 512, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf83 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf84 = buf82[1]
        assert_size_stride(buf84, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf82
        buf85 = buf79; del buf79  # reuse
        buf86 = reinterpret_tensor(buf76, (128, ), (1, ), 0); del buf76  # reuse
        buf87 = reinterpret_tensor(buf75, (128, ), (1, ), 0); del buf75  # reuse
        buf88 = relu_91; del relu_91  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf88, buf83, convolution_95, unsqueeze_516, squeeze_286, primals_576, buf85, buf86, buf87)
        del buf83
        del convolution_95
        del primals_576
        del squeeze_286
        del unsqueeze_516
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, sub_136, mul_801, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_802, mul_803, mul_804, unsqueeze_520, unsqueeze_521, unsqueeze_522, mul_805, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_806, sub_138, sub_139, mul_807, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf89 = torch.ops.aten.convolution_backward.default(buf88, relu_90, primals_572, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf88
        del primals_572
        buf90 = buf89[0]
        assert_size_stride(buf90, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf91 = buf89[1]
        assert_size_stride(buf91, (128, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf91 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf89
        # Topologically Sorted Source Nodes: [input_42, unsqueeze_526, unsqueeze_527, unsqueeze_528, sub_140, mul_810, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_811, mul_812, mul_813, unsqueeze_532, unsqueeze_533, unsqueeze_534, mul_814, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_815, sub_142, sub_143, mul_816, convolution_backward_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf99 = torch.ops.aten.convolution_backward.default(buf98, relu_90, primals_566, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf98
        del primals_566
        buf100 = buf99[0]
        assert_size_stride(buf100, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf100 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf101 = buf99[1]
        assert_size_stride(buf101, (512, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf101 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf99
        buf102 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf103 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf105 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf104 = convolution_93; del convolution_93  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf104, relu_90, buf90, buf100, unsqueeze_540, squeeze_280, primals_564, buf102, buf103, buf105)
        del primals_564
        del squeeze_280
        del unsqueeze_540
        # Topologically Sorted Source Nodes: [convolution_backward_10], Original ATen: [aten.convolution_backward]
        buf106 = torch.ops.aten.convolution_backward.default(buf104, relu_89, primals_560, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf104
        del primals_560
        buf107 = buf106[0]
        assert_size_stride(buf107, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf108 = buf106[1]
        assert_size_stride(buf108, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf106
        buf109 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf110 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf111 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf112 = relu_89; del relu_89  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf112, buf107, convolution_92, unsqueeze_552, squeeze_277, primals_558, buf109, buf110, buf111)
        del buf107
        del convolution_92
        del primals_558
        del squeeze_277
        del unsqueeze_552
        # Topologically Sorted Source Nodes: [full_default, le_10, where_10, sub_148, mul_828, unsqueeze_553, unsqueeze_554, unsqueeze_555, mul_829, mul_830, mul_831, unsqueeze_556, unsqueeze_557, unsqueeze_558, mul_832, unsqueeze_559, unsqueeze_560, unsqueeze_561, mul_833, sub_150, sub_151, mul_834, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf113 = torch.ops.aten.convolution_backward.default(buf112, relu_88, primals_554, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf112
        del primals_554
        buf114 = buf113[0]
        assert_size_stride(buf114, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf114 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf115 = buf113[1]
        assert_size_stride(buf115, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf115 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf113
        buf116 = buf110; del buf110  # reuse
        buf117 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf118 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf119 = relu_88; del relu_88  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf119, buf114, convolution_91, unsqueeze_564, squeeze_274, primals_552, buf116, buf117, buf118)
        del buf114
        del convolution_91
        del primals_552
        del squeeze_274
        del unsqueeze_564
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, sub_152, mul_837, unsqueeze_565, unsqueeze_566, unsqueeze_567, mul_838, mul_839, mul_840, unsqueeze_568, unsqueeze_569, unsqueeze_570, mul_841, unsqueeze_571, unsqueeze_572, unsqueeze_573, mul_842, sub_154, sub_155, mul_843, convolution_backward_12], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf120 = torch.ops.aten.convolution_backward.default(buf119, relu_87, primals_548, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf119
        del primals_548
        buf121 = buf120[0]
        assert_size_stride(buf121, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf121 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf122 = buf120[1]
        assert_size_stride(buf122, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf120
        buf123 = relu_87; del relu_87  # reuse
        buf124 = buf103; del buf103  # reuse
        buf125 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf126 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf127 = convolution_90; del convolution_90  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf123, buf127, relu_90, buf90, buf100, buf121, unsqueeze_576, squeeze_271, primals_546, buf124, buf125, buf126)
        del buf100
        del buf121
        del buf90
        del primals_546
        del relu_90
        del squeeze_271
        del unsqueeze_576
        # Topologically Sorted Source Nodes: [sub_156, mul_846, unsqueeze_577, unsqueeze_578, unsqueeze_579, mul_847, mul_848, mul_849, unsqueeze_580, unsqueeze_581, unsqueeze_582, mul_850, unsqueeze_583, unsqueeze_584, unsqueeze_585, mul_851, sub_158, sub_159, mul_852, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf128 = torch.ops.aten.convolution_backward.default(buf127, relu_86, primals_542, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf127
        del primals_542
        buf129 = buf128[0]
        assert_size_stride(buf129, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf129 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf130 = buf128[1]
        assert_size_stride(buf130, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf128
        buf131 = buf117; del buf117  # reuse
        buf132 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf133 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf134 = relu_86; del relu_86  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf134, buf129, convolution_89, unsqueeze_588, squeeze_268, primals_540, buf131, buf132, buf133)
        del buf129
        del convolution_89
        del primals_540
        del squeeze_268
        del unsqueeze_588
        # Topologically Sorted Source Nodes: [full_default, le_13, where_13, sub_160, mul_855, unsqueeze_589, unsqueeze_590, unsqueeze_591, mul_856, mul_857, mul_858, unsqueeze_592, unsqueeze_593, unsqueeze_594, mul_859, unsqueeze_595, unsqueeze_596, unsqueeze_597, mul_860, sub_162, sub_163, mul_861, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf135 = torch.ops.aten.convolution_backward.default(buf134, relu_85, primals_536, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf134
        del primals_536
        buf136 = buf135[0]
        assert_size_stride(buf136, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf136 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf137 = buf135[1]
        assert_size_stride(buf137, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf137 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf135
        buf138 = buf132; del buf132  # reuse
        buf139 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf140 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf141 = relu_85; del relu_85  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf141, buf136, convolution_88, unsqueeze_600, squeeze_265, primals_534, buf138, buf139, buf140)
        del buf136
        del convolution_88
        del primals_534
        del squeeze_265
        del unsqueeze_600
        # Topologically Sorted Source Nodes: [full_default, le_14, where_14, sub_164, mul_864, unsqueeze_601, unsqueeze_602, unsqueeze_603, mul_865, mul_866, mul_867, unsqueeze_604, unsqueeze_605, unsqueeze_606, mul_868, unsqueeze_607, unsqueeze_608, unsqueeze_609, mul_869, sub_166, sub_167, mul_870, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf142 = torch.ops.aten.convolution_backward.default(buf141, relu_84, primals_530, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf141
        del primals_530
        buf143 = buf142[0]
        assert_size_stride(buf143, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf143 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf144 = buf142[1]
        assert_size_stride(buf144, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf144 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf142
        buf145 = buf125; del buf125  # reuse
        buf146 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf148 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf147 = convolution_87; del convolution_87  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf147, relu_84, buf123, buf143, unsqueeze_612, squeeze_262, primals_528, buf145, buf146, buf148)
        del primals_528
        del squeeze_262
        del unsqueeze_612
        # Topologically Sorted Source Nodes: [convolution_backward_16], Original ATen: [aten.convolution_backward]
        buf149 = torch.ops.aten.convolution_backward.default(buf147, relu_83, primals_524, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf147
        del primals_524
        buf150 = buf149[0]
        assert_size_stride(buf150, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf150 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf151 = buf149[1]
        assert_size_stride(buf151, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf151 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf149
        buf152 = buf139; del buf139  # reuse
        buf153 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf154 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf155 = relu_83; del relu_83  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf155, buf150, convolution_86, unsqueeze_624, squeeze_259, primals_522, buf152, buf153, buf154)
        del buf150
        del convolution_86
        del primals_522
        del squeeze_259
        del unsqueeze_624
        # Topologically Sorted Source Nodes: [full_default, le_16, where_16, sub_172, mul_882, unsqueeze_625, unsqueeze_626, unsqueeze_627, mul_883, mul_884, mul_885, unsqueeze_628, unsqueeze_629, unsqueeze_630, mul_886, unsqueeze_631, unsqueeze_632, unsqueeze_633, mul_887, sub_174, sub_175, mul_888, convolution_backward_17], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf156 = torch.ops.aten.convolution_backward.default(buf155, relu_82, primals_518, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf155
        del primals_518
        buf157 = buf156[0]
        assert_size_stride(buf157, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf158 = buf156[1]
        assert_size_stride(buf158, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf158 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf156
        buf159 = buf153; del buf153  # reuse
        buf160 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf161 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf162 = relu_82; del relu_82  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf162, buf157, convolution_85, unsqueeze_636, squeeze_256, primals_516, buf159, buf160, buf161)
        del buf157
        del convolution_85
        del primals_516
        del squeeze_256
        del unsqueeze_636
        # Topologically Sorted Source Nodes: [full_default, le_17, where_17, sub_176, mul_891, unsqueeze_637, unsqueeze_638, unsqueeze_639, mul_892, mul_893, mul_894, unsqueeze_640, unsqueeze_641, unsqueeze_642, mul_895, unsqueeze_643, unsqueeze_644, unsqueeze_645, mul_896, sub_178, sub_179, mul_897, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf163 = torch.ops.aten.convolution_backward.default(buf162, relu_81, primals_512, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf162
        del primals_512
        buf164 = buf163[0]
        assert_size_stride(buf164, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf164 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf165 = buf163[1]
        assert_size_stride(buf165, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf165 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf163
        buf166 = relu_81; del relu_81  # reuse
        buf167 = buf146; del buf146  # reuse
        buf168 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf169 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf170 = convolution_84; del convolution_84  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf166, buf170, relu_84, buf123, buf143, buf164, unsqueeze_648, squeeze_253, primals_510, buf167, buf168, buf169)
        del buf123
        del buf143
        del buf164
        del primals_510
        del relu_84
        del squeeze_253
        del unsqueeze_648
        # Topologically Sorted Source Nodes: [sub_180, mul_900, unsqueeze_649, unsqueeze_650, unsqueeze_651, mul_901, mul_902, mul_903, unsqueeze_652, unsqueeze_653, unsqueeze_654, mul_904, unsqueeze_655, unsqueeze_656, unsqueeze_657, mul_905, sub_182, sub_183, mul_906, convolution_backward_19], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf171 = torch.ops.aten.convolution_backward.default(buf170, relu_80, primals_506, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf170
        del primals_506
        buf172 = buf171[0]
        assert_size_stride(buf172, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf172 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf173 = buf171[1]
        assert_size_stride(buf173, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf173 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf171
        buf174 = buf160; del buf160  # reuse
        buf175 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf177 = relu_80; del relu_80  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf177, buf172, convolution_83, unsqueeze_660, squeeze_250, primals_504, buf174, buf175, buf176)
        del buf172
        del convolution_83
        del primals_504
        del squeeze_250
        del unsqueeze_660
        # Topologically Sorted Source Nodes: [full_default, le_19, where_19, sub_184, mul_909, unsqueeze_661, unsqueeze_662, unsqueeze_663, mul_910, mul_911, mul_912, unsqueeze_664, unsqueeze_665, unsqueeze_666, mul_913, unsqueeze_667, unsqueeze_668, unsqueeze_669, mul_914, sub_186, sub_187, mul_915, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf178 = torch.ops.aten.convolution_backward.default(buf177, relu_79, primals_500, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf177
        del primals_500
        buf179 = buf178[0]
        assert_size_stride(buf179, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf179 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf180 = buf178[1]
        assert_size_stride(buf180, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf180 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf178
        buf181 = buf175; del buf175  # reuse
        buf182 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf183 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf184 = relu_79; del relu_79  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf184, buf179, convolution_82, unsqueeze_672, squeeze_247, primals_498, buf181, buf182, buf183)
        del buf179
        del convolution_82
        del primals_498
        del squeeze_247
        del unsqueeze_672
        # Topologically Sorted Source Nodes: [full_default, le_20, where_20, sub_188, mul_918, unsqueeze_673, unsqueeze_674, unsqueeze_675, mul_919, mul_920, mul_921, unsqueeze_676, unsqueeze_677, unsqueeze_678, mul_922, unsqueeze_679, unsqueeze_680, unsqueeze_681, mul_923, sub_190, sub_191, mul_924, convolution_backward_21], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf185 = torch.ops.aten.convolution_backward.default(buf184, relu_78, primals_494, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf184
        del primals_494
        buf186 = buf185[0]
        assert_size_stride(buf186, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf186 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf187 = buf185[1]
        assert_size_stride(buf187, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf187 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf185
        buf188 = buf168; del buf168  # reuse
        buf189 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf191 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf190 = convolution_81; del convolution_81  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf190, relu_78, buf166, buf186, unsqueeze_684, squeeze_244, primals_492, buf188, buf189, buf191)
        del primals_492
        del squeeze_244
        del unsqueeze_684
        # Topologically Sorted Source Nodes: [convolution_backward_22], Original ATen: [aten.convolution_backward]
        buf192 = torch.ops.aten.convolution_backward.default(buf190, relu_77, primals_488, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf190
        del primals_488
        buf193 = buf192[0]
        assert_size_stride(buf193, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf193 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf194 = buf192[1]
        assert_size_stride(buf194, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf194 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf192
        buf195 = buf182; del buf182  # reuse
        buf196 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf197 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf198 = relu_77; del relu_77  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf198, buf193, convolution_80, unsqueeze_696, squeeze_241, primals_486, buf195, buf196, buf197)
        del buf193
        del convolution_80
        del primals_486
        del squeeze_241
        del unsqueeze_696
        # Topologically Sorted Source Nodes: [full_default, le_22, where_22, sub_196, mul_936, unsqueeze_697, unsqueeze_698, unsqueeze_699, mul_937, mul_938, mul_939, unsqueeze_700, unsqueeze_701, unsqueeze_702, mul_940, unsqueeze_703, unsqueeze_704, unsqueeze_705, mul_941, sub_198, sub_199, mul_942, convolution_backward_23], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf199 = torch.ops.aten.convolution_backward.default(buf198, relu_76, primals_482, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf198
        del primals_482
        buf200 = buf199[0]
        assert_size_stride(buf200, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf200 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf201 = buf199[1]
        assert_size_stride(buf201, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf201 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf199
        buf202 = buf196; del buf196  # reuse
        buf203 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf204 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf205 = relu_76; del relu_76  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf205, buf200, convolution_79, unsqueeze_708, squeeze_238, primals_480, buf202, buf203, buf204)
        del buf200
        del convolution_79
        del primals_480
        del squeeze_238
        del unsqueeze_708
        # Topologically Sorted Source Nodes: [full_default, le_23, where_23, sub_200, mul_945, unsqueeze_709, unsqueeze_710, unsqueeze_711, mul_946, mul_947, mul_948, unsqueeze_712, unsqueeze_713, unsqueeze_714, mul_949, unsqueeze_715, unsqueeze_716, unsqueeze_717, mul_950, sub_202, sub_203, mul_951, convolution_backward_24], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf206 = torch.ops.aten.convolution_backward.default(buf205, relu_75, primals_476, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf205
        del primals_476
        buf207 = buf206[0]
        assert_size_stride(buf207, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf207 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf208 = buf206[1]
        assert_size_stride(buf208, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf208 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf206
        buf209 = relu_75; del relu_75  # reuse
        buf210 = buf189; del buf189  # reuse
        buf211 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf212 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf213 = convolution_78; del convolution_78  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf209, buf213, relu_78, buf166, buf186, buf207, unsqueeze_720, squeeze_235, primals_474, buf210, buf211, buf212)
        del buf166
        del buf186
        del buf207
        del primals_474
        del relu_78
        del squeeze_235
        del unsqueeze_720
        # Topologically Sorted Source Nodes: [sub_204, mul_954, unsqueeze_721, unsqueeze_722, unsqueeze_723, mul_955, mul_956, mul_957, unsqueeze_724, unsqueeze_725, unsqueeze_726, mul_958, unsqueeze_727, unsqueeze_728, unsqueeze_729, mul_959, sub_206, sub_207, mul_960, convolution_backward_25], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf214 = torch.ops.aten.convolution_backward.default(buf213, relu_74, primals_470, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf213
        del primals_470
        buf215 = buf214[0]
        assert_size_stride(buf215, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf215 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf216 = buf214[1]
        assert_size_stride(buf216, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf216 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf214
        buf217 = buf203; del buf203  # reuse
        buf218 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf219 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf220 = relu_74; del relu_74  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf220, buf215, convolution_77, unsqueeze_732, squeeze_232, primals_468, buf217, buf218, buf219)
        del buf215
        del convolution_77
        del primals_468
        del squeeze_232
        del unsqueeze_732
        # Topologically Sorted Source Nodes: [full_default, le_25, where_25, sub_208, mul_963, unsqueeze_733, unsqueeze_734, unsqueeze_735, mul_964, mul_965, mul_966, unsqueeze_736, unsqueeze_737, unsqueeze_738, mul_967, unsqueeze_739, unsqueeze_740, unsqueeze_741, mul_968, sub_210, sub_211, mul_969, convolution_backward_26], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf221 = torch.ops.aten.convolution_backward.default(buf220, relu_73, primals_464, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf220
        del primals_464
        buf222 = buf221[0]
        assert_size_stride(buf222, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf222 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf223 = buf221[1]
        assert_size_stride(buf223, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf223 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf221
        buf224 = buf218; del buf218  # reuse
        buf225 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf226 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf227 = relu_73; del relu_73  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf227, buf222, convolution_76, unsqueeze_744, squeeze_229, primals_462, buf224, buf225, buf226)
        del buf222
        del convolution_76
        del primals_462
        del squeeze_229
        del unsqueeze_744
        # Topologically Sorted Source Nodes: [full_default, le_26, where_26, sub_212, mul_972, unsqueeze_745, unsqueeze_746, unsqueeze_747, mul_973, mul_974, mul_975, unsqueeze_748, unsqueeze_749, unsqueeze_750, mul_976, unsqueeze_751, unsqueeze_752, unsqueeze_753, mul_977, sub_214, sub_215, mul_978, convolution_backward_27], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf228 = torch.ops.aten.convolution_backward.default(buf227, relu_72, primals_458, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf227
        del primals_458
        buf229 = buf228[0]
        assert_size_stride(buf229, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf229 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf230 = buf228[1]
        assert_size_stride(buf230, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf230 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf228
        buf231 = buf211; del buf211  # reuse
        buf232 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf234 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf233 = convolution_75; del convolution_75  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf233, relu_72, buf209, buf229, unsqueeze_756, squeeze_226, primals_456, buf231, buf232, buf234)
        del primals_456
        del squeeze_226
        del unsqueeze_756
        # Topologically Sorted Source Nodes: [convolution_backward_28], Original ATen: [aten.convolution_backward]
        buf235 = torch.ops.aten.convolution_backward.default(buf233, relu_71, primals_452, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf233
        del primals_452
        buf236 = buf235[0]
        assert_size_stride(buf236, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf236 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf237 = buf235[1]
        assert_size_stride(buf237, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf237 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf235
        buf238 = buf225; del buf225  # reuse
        buf239 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf240 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf241 = relu_71; del relu_71  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf241, buf236, convolution_74, unsqueeze_768, squeeze_223, primals_450, buf238, buf239, buf240)
        del buf236
        del convolution_74
        del primals_450
        del squeeze_223
        del unsqueeze_768
        # Topologically Sorted Source Nodes: [full_default, le_28, where_28, sub_220, mul_990, unsqueeze_769, unsqueeze_770, unsqueeze_771, mul_991, mul_992, mul_993, unsqueeze_772, unsqueeze_773, unsqueeze_774, mul_994, unsqueeze_775, unsqueeze_776, unsqueeze_777, mul_995, sub_222, sub_223, mul_996, convolution_backward_29], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf242 = torch.ops.aten.convolution_backward.default(buf241, relu_70, primals_446, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf241
        del primals_446
        buf243 = buf242[0]
        assert_size_stride(buf243, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf243 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf244 = buf242[1]
        assert_size_stride(buf244, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf244 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf242
        buf245 = buf239; del buf239  # reuse
        buf246 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf247 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf248 = relu_70; del relu_70  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf248, buf243, convolution_73, unsqueeze_780, squeeze_220, primals_444, buf245, buf246, buf247)
        del buf243
        del convolution_73
        del primals_444
        del squeeze_220
        del unsqueeze_780
        # Topologically Sorted Source Nodes: [full_default, le_29, where_29, sub_224, mul_999, unsqueeze_781, unsqueeze_782, unsqueeze_783, mul_1000, mul_1001, mul_1002, unsqueeze_784, unsqueeze_785, unsqueeze_786, mul_1003, unsqueeze_787, unsqueeze_788, unsqueeze_789, mul_1004, sub_226, sub_227, mul_1005, convolution_backward_30], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf249 = torch.ops.aten.convolution_backward.default(buf248, relu_69, primals_440, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf248
        del primals_440
        buf250 = buf249[0]
        assert_size_stride(buf250, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf250 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf251 = buf249[1]
        assert_size_stride(buf251, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf251 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf249
        buf252 = relu_69; del relu_69  # reuse
        buf253 = buf232; del buf232  # reuse
        buf254 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf255 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf256 = convolution_72; del convolution_72  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf252, buf256, relu_72, buf209, buf229, buf250, unsqueeze_792, squeeze_217, primals_438, buf253, buf254, buf255)
        del buf209
        del buf229
        del buf250
        del primals_438
        del relu_72
        del squeeze_217
        del unsqueeze_792
        # Topologically Sorted Source Nodes: [sub_228, mul_1008, unsqueeze_793, unsqueeze_794, unsqueeze_795, mul_1009, mul_1010, mul_1011, unsqueeze_796, unsqueeze_797, unsqueeze_798, mul_1012, unsqueeze_799, unsqueeze_800, unsqueeze_801, mul_1013, sub_230, sub_231, mul_1014, convolution_backward_31], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf257 = torch.ops.aten.convolution_backward.default(buf256, relu_68, primals_434, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf256
        del primals_434
        buf258 = buf257[0]
        assert_size_stride(buf258, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf258 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf259 = buf257[1]
        assert_size_stride(buf259, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf259 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf257
        buf260 = buf246; del buf246  # reuse
        buf261 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf262 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf263 = relu_68; del relu_68  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf263, buf258, convolution_71, unsqueeze_804, squeeze_214, primals_432, buf260, buf261, buf262)
        del buf258
        del convolution_71
        del primals_432
        del squeeze_214
        del unsqueeze_804
        # Topologically Sorted Source Nodes: [full_default, le_31, where_31, sub_232, mul_1017, unsqueeze_805, unsqueeze_806, unsqueeze_807, mul_1018, mul_1019, mul_1020, unsqueeze_808, unsqueeze_809, unsqueeze_810, mul_1021, unsqueeze_811, unsqueeze_812, unsqueeze_813, mul_1022, sub_234, sub_235, mul_1023, convolution_backward_32], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf264 = torch.ops.aten.convolution_backward.default(buf263, relu_67, primals_428, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf263
        del primals_428
        buf265 = buf264[0]
        assert_size_stride(buf265, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf265 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf266 = buf264[1]
        assert_size_stride(buf266, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf266 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf264
        buf267 = buf261; del buf261  # reuse
        buf268 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf269 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf270 = relu_67; del relu_67  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf270, buf265, convolution_70, unsqueeze_816, squeeze_211, primals_426, buf267, buf268, buf269)
        del buf265
        del convolution_70
        del primals_426
        del squeeze_211
        del unsqueeze_816
        # Topologically Sorted Source Nodes: [full_default, le_32, where_32, sub_236, mul_1026, unsqueeze_817, unsqueeze_818, unsqueeze_819, mul_1027, mul_1028, mul_1029, unsqueeze_820, unsqueeze_821, unsqueeze_822, mul_1030, unsqueeze_823, unsqueeze_824, unsqueeze_825, mul_1031, sub_238, sub_239, mul_1032, convolution_backward_33], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf271 = torch.ops.aten.convolution_backward.default(buf270, relu_66, primals_422, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf270
        del primals_422
        buf272 = buf271[0]
        assert_size_stride(buf272, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf272 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf273 = buf271[1]
        assert_size_stride(buf273, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf273 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf271
        buf274 = buf254; del buf254  # reuse
        buf275 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf277 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf276 = convolution_69; del convolution_69  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf276, relu_66, buf252, buf272, unsqueeze_828, squeeze_208, primals_420, buf274, buf275, buf277)
        del primals_420
        del squeeze_208
        del unsqueeze_828
        # Topologically Sorted Source Nodes: [convolution_backward_34], Original ATen: [aten.convolution_backward]
        buf278 = torch.ops.aten.convolution_backward.default(buf276, relu_65, primals_416, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf276
        del primals_416
        buf279 = buf278[0]
        assert_size_stride(buf279, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf279 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf280 = buf278[1]
        assert_size_stride(buf280, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf280 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf278
        buf281 = buf268; del buf268  # reuse
        buf282 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf283 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf284 = relu_65; del relu_65  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf284, buf279, convolution_68, unsqueeze_840, squeeze_205, primals_414, buf281, buf282, buf283)
        del buf279
        del convolution_68
        del primals_414
        del squeeze_205
        del unsqueeze_840
        # Topologically Sorted Source Nodes: [full_default, le_34, where_34, sub_244, mul_1044, unsqueeze_841, unsqueeze_842, unsqueeze_843, mul_1045, mul_1046, mul_1047, unsqueeze_844, unsqueeze_845, unsqueeze_846, mul_1048, unsqueeze_847, unsqueeze_848, unsqueeze_849, mul_1049, sub_246, sub_247, mul_1050, convolution_backward_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf285 = torch.ops.aten.convolution_backward.default(buf284, relu_64, primals_410, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf284
        del primals_410
        buf286 = buf285[0]
        assert_size_stride(buf286, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf286 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf287 = buf285[1]
        assert_size_stride(buf287, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf287 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf285
        buf288 = buf282; del buf282  # reuse
        buf289 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf290 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf291 = relu_64; del relu_64  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf291, buf286, convolution_67, unsqueeze_852, squeeze_202, primals_408, buf288, buf289, buf290)
        del buf286
        del convolution_67
        del primals_408
        del squeeze_202
        del unsqueeze_852
        # Topologically Sorted Source Nodes: [full_default, le_35, where_35, sub_248, mul_1053, unsqueeze_853, unsqueeze_854, unsqueeze_855, mul_1054, mul_1055, mul_1056, unsqueeze_856, unsqueeze_857, unsqueeze_858, mul_1057, unsqueeze_859, unsqueeze_860, unsqueeze_861, mul_1058, sub_250, sub_251, mul_1059, convolution_backward_36], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf292 = torch.ops.aten.convolution_backward.default(buf291, relu_63, primals_404, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf291
        del primals_404
        buf293 = buf292[0]
        assert_size_stride(buf293, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf293 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf294 = buf292[1]
        assert_size_stride(buf294, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf294 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf292
        buf295 = relu_63; del relu_63  # reuse
        buf296 = buf275; del buf275  # reuse
        buf297 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf298 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf299 = convolution_66; del convolution_66  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf295, buf299, relu_66, buf252, buf272, buf293, unsqueeze_864, squeeze_199, primals_402, buf296, buf297, buf298)
        del buf252
        del buf272
        del buf293
        del primals_402
        del relu_66
        del squeeze_199
        del unsqueeze_864
        # Topologically Sorted Source Nodes: [sub_252, mul_1062, unsqueeze_865, unsqueeze_866, unsqueeze_867, mul_1063, mul_1064, mul_1065, unsqueeze_868, unsqueeze_869, unsqueeze_870, mul_1066, unsqueeze_871, unsqueeze_872, unsqueeze_873, mul_1067, sub_254, sub_255, mul_1068, convolution_backward_37], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf300 = torch.ops.aten.convolution_backward.default(buf299, relu_62, primals_398, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf299
        del primals_398
        buf301 = buf300[0]
        assert_size_stride(buf301, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf301 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf302 = buf300[1]
        assert_size_stride(buf302, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf302 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf300
        buf303 = buf289; del buf289  # reuse
        buf304 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf305 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf306 = relu_62; del relu_62  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf306, buf301, convolution_65, unsqueeze_876, squeeze_196, primals_396, buf303, buf304, buf305)
        del buf301
        del convolution_65
        del primals_396
        del squeeze_196
        del unsqueeze_876
        # Topologically Sorted Source Nodes: [full_default, le_37, where_37, sub_256, mul_1071, unsqueeze_877, unsqueeze_878, unsqueeze_879, mul_1072, mul_1073, mul_1074, unsqueeze_880, unsqueeze_881, unsqueeze_882, mul_1075, unsqueeze_883, unsqueeze_884, unsqueeze_885, mul_1076, sub_258, sub_259, mul_1077, convolution_backward_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf307 = torch.ops.aten.convolution_backward.default(buf306, relu_61, primals_392, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf306
        del primals_392
        buf308 = buf307[0]
        assert_size_stride(buf308, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf308 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf309 = buf307[1]
        assert_size_stride(buf309, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf309 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf307
        buf310 = buf304; del buf304  # reuse
        buf311 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf312 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf313 = relu_61; del relu_61  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf313, buf308, convolution_64, unsqueeze_888, squeeze_193, primals_390, buf310, buf311, buf312)
        del buf308
        del convolution_64
        del primals_390
        del squeeze_193
        del unsqueeze_888
        # Topologically Sorted Source Nodes: [full_default, le_38, where_38, sub_260, mul_1080, unsqueeze_889, unsqueeze_890, unsqueeze_891, mul_1081, mul_1082, mul_1083, unsqueeze_892, unsqueeze_893, unsqueeze_894, mul_1084, unsqueeze_895, unsqueeze_896, unsqueeze_897, mul_1085, sub_262, sub_263, mul_1086, convolution_backward_39], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf314 = torch.ops.aten.convolution_backward.default(buf313, relu_60, primals_386, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf313
        del primals_386
        buf315 = buf314[0]
        assert_size_stride(buf315, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf315 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf316 = buf314[1]
        assert_size_stride(buf316, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf314
        buf317 = buf297; del buf297  # reuse
        buf318 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf320 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf319 = convolution_63; del convolution_63  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf319, relu_60, buf295, buf315, unsqueeze_900, squeeze_190, primals_384, buf317, buf318, buf320)
        del primals_384
        del squeeze_190
        del unsqueeze_900
        # Topologically Sorted Source Nodes: [convolution_backward_40], Original ATen: [aten.convolution_backward]
        buf321 = torch.ops.aten.convolution_backward.default(buf319, relu_59, primals_380, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf319
        del primals_380
        buf322 = buf321[0]
        assert_size_stride(buf322, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf322 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf323 = buf321[1]
        assert_size_stride(buf323, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf323 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf321
        buf324 = buf311; del buf311  # reuse
        buf325 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf326 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf327 = relu_59; del relu_59  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf327, buf322, convolution_62, unsqueeze_912, squeeze_187, primals_378, buf324, buf325, buf326)
        del buf322
        del convolution_62
        del primals_378
        del squeeze_187
        del unsqueeze_912
        # Topologically Sorted Source Nodes: [full_default, le_40, where_40, sub_268, mul_1098, unsqueeze_913, unsqueeze_914, unsqueeze_915, mul_1099, mul_1100, mul_1101, unsqueeze_916, unsqueeze_917, unsqueeze_918, mul_1102, unsqueeze_919, unsqueeze_920, unsqueeze_921, mul_1103, sub_270, sub_271, mul_1104, convolution_backward_41], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf328 = torch.ops.aten.convolution_backward.default(buf327, relu_58, primals_374, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf327
        del primals_374
        buf329 = buf328[0]
        assert_size_stride(buf329, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf329 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf330 = buf328[1]
        assert_size_stride(buf330, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf330 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf328
        buf331 = buf325; del buf325  # reuse
        buf332 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf333 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf334 = relu_58; del relu_58  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf334, buf329, convolution_61, unsqueeze_924, squeeze_184, primals_372, buf331, buf332, buf333)
        del buf329
        del convolution_61
        del primals_372
        del squeeze_184
        del unsqueeze_924
        # Topologically Sorted Source Nodes: [full_default, le_41, where_41, sub_272, mul_1107, unsqueeze_925, unsqueeze_926, unsqueeze_927, mul_1108, mul_1109, mul_1110, unsqueeze_928, unsqueeze_929, unsqueeze_930, mul_1111, unsqueeze_931, unsqueeze_932, unsqueeze_933, mul_1112, sub_274, sub_275, mul_1113, convolution_backward_42], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf335 = torch.ops.aten.convolution_backward.default(buf334, relu_57, primals_368, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf334
        del primals_368
        buf336 = buf335[0]
        assert_size_stride(buf336, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf336 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf337 = buf335[1]
        assert_size_stride(buf337, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf337 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf335
        buf338 = relu_57; del relu_57  # reuse
        buf339 = buf318; del buf318  # reuse
        buf340 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf341 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf342 = convolution_60; del convolution_60  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf338, buf342, relu_60, buf295, buf315, buf336, unsqueeze_936, squeeze_181, primals_366, buf339, buf340, buf341)
        del buf295
        del buf315
        del buf336
        del primals_366
        del relu_60
        del squeeze_181
        del unsqueeze_936
        # Topologically Sorted Source Nodes: [sub_276, mul_1116, unsqueeze_937, unsqueeze_938, unsqueeze_939, mul_1117, mul_1118, mul_1119, unsqueeze_940, unsqueeze_941, unsqueeze_942, mul_1120, unsqueeze_943, unsqueeze_944, unsqueeze_945, mul_1121, sub_278, sub_279, mul_1122, convolution_backward_43], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf343 = torch.ops.aten.convolution_backward.default(buf342, relu_56, primals_362, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf342
        del primals_362
        buf344 = buf343[0]
        assert_size_stride(buf344, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf344 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf345 = buf343[1]
        assert_size_stride(buf345, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf345 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf343
        buf346 = buf332; del buf332  # reuse
        buf347 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf348 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf349 = relu_56; del relu_56  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf349, buf344, convolution_59, unsqueeze_948, squeeze_178, primals_360, buf346, buf347, buf348)
        del buf344
        del convolution_59
        del primals_360
        del squeeze_178
        del unsqueeze_948
        # Topologically Sorted Source Nodes: [full_default, le_43, where_43, sub_280, mul_1125, unsqueeze_949, unsqueeze_950, unsqueeze_951, mul_1126, mul_1127, mul_1128, unsqueeze_952, unsqueeze_953, unsqueeze_954, mul_1129, unsqueeze_955, unsqueeze_956, unsqueeze_957, mul_1130, sub_282, sub_283, mul_1131, convolution_backward_44], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf350 = torch.ops.aten.convolution_backward.default(buf349, relu_55, primals_356, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf349
        del primals_356
        buf351 = buf350[0]
        assert_size_stride(buf351, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf351 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf352 = buf350[1]
        assert_size_stride(buf352, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf352 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf350
        buf353 = buf347; del buf347  # reuse
        buf354 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf355 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf356 = relu_55; del relu_55  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf356, buf351, convolution_58, unsqueeze_960, squeeze_175, primals_354, buf353, buf354, buf355)
        del buf351
        del convolution_58
        del primals_354
        del squeeze_175
        del unsqueeze_960
        # Topologically Sorted Source Nodes: [full_default, le_44, where_44, sub_284, mul_1134, unsqueeze_961, unsqueeze_962, unsqueeze_963, mul_1135, mul_1136, mul_1137, unsqueeze_964, unsqueeze_965, unsqueeze_966, mul_1138, unsqueeze_967, unsqueeze_968, unsqueeze_969, mul_1139, sub_286, sub_287, mul_1140, convolution_backward_45], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf357 = torch.ops.aten.convolution_backward.default(buf356, relu_54, primals_350, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf356
        del primals_350
        buf358 = buf357[0]
        assert_size_stride(buf358, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf358 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf359 = buf357[1]
        assert_size_stride(buf359, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf359 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf357
        buf360 = buf340; del buf340  # reuse
        buf361 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf363 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf362 = convolution_57; del convolution_57  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf362, relu_54, buf338, buf358, unsqueeze_972, squeeze_172, primals_348, buf360, buf361, buf363)
        del primals_348
        del squeeze_172
        del unsqueeze_972
        # Topologically Sorted Source Nodes: [convolution_backward_46], Original ATen: [aten.convolution_backward]
        buf364 = torch.ops.aten.convolution_backward.default(buf362, relu_53, primals_344, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf362
        del primals_344
        buf365 = buf364[0]
        assert_size_stride(buf365, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf365 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf366 = buf364[1]
        assert_size_stride(buf366, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf366 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf364
        buf367 = buf354; del buf354  # reuse
        buf368 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf369 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf370 = relu_53; del relu_53  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf370, buf365, convolution_56, unsqueeze_984, squeeze_169, primals_342, buf367, buf368, buf369)
        del buf365
        del convolution_56
        del primals_342
        del squeeze_169
        del unsqueeze_984
        # Topologically Sorted Source Nodes: [full_default, le_46, where_46, sub_292, mul_1152, unsqueeze_985, unsqueeze_986, unsqueeze_987, mul_1153, mul_1154, mul_1155, unsqueeze_988, unsqueeze_989, unsqueeze_990, mul_1156, unsqueeze_991, unsqueeze_992, unsqueeze_993, mul_1157, sub_294, sub_295, mul_1158, convolution_backward_47], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf371 = torch.ops.aten.convolution_backward.default(buf370, relu_52, primals_338, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf370
        del primals_338
        buf372 = buf371[0]
        assert_size_stride(buf372, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf372 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf373 = buf371[1]
        assert_size_stride(buf373, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf373 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf371
        buf374 = buf368; del buf368  # reuse
        buf375 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf376 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf377 = relu_52; del relu_52  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf377, buf372, convolution_55, unsqueeze_996, squeeze_166, primals_336, buf374, buf375, buf376)
        del buf372
        del convolution_55
        del primals_336
        del squeeze_166
        del unsqueeze_996
        # Topologically Sorted Source Nodes: [full_default, le_47, where_47, sub_296, mul_1161, unsqueeze_997, unsqueeze_998, unsqueeze_999, mul_1162, mul_1163, mul_1164, unsqueeze_1000, unsqueeze_1001, unsqueeze_1002, mul_1165, unsqueeze_1003, unsqueeze_1004, unsqueeze_1005, mul_1166, sub_298, sub_299, mul_1167, convolution_backward_48], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf378 = torch.ops.aten.convolution_backward.default(buf377, relu_51, primals_332, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf377
        del primals_332
        buf379 = buf378[0]
        assert_size_stride(buf379, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf380 = buf378[1]
        assert_size_stride(buf380, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf380 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf378
        buf381 = relu_51; del relu_51  # reuse
        buf382 = buf361; del buf361  # reuse
        buf383 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf384 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf385 = convolution_54; del convolution_54  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf381, buf385, relu_54, buf338, buf358, buf379, unsqueeze_1008, squeeze_163, primals_330, buf382, buf383, buf384)
        del buf338
        del buf358
        del buf379
        del primals_330
        del relu_54
        del squeeze_163
        del unsqueeze_1008
        # Topologically Sorted Source Nodes: [sub_300, mul_1170, unsqueeze_1009, unsqueeze_1010, unsqueeze_1011, mul_1171, mul_1172, mul_1173, unsqueeze_1012, unsqueeze_1013, unsqueeze_1014, mul_1174, unsqueeze_1015, unsqueeze_1016, unsqueeze_1017, mul_1175, sub_302, sub_303, mul_1176, convolution_backward_49], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf386 = torch.ops.aten.convolution_backward.default(buf385, relu_50, primals_326, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf385
        del primals_326
        buf387 = buf386[0]
        assert_size_stride(buf387, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf387 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf388 = buf386[1]
        assert_size_stride(buf388, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf388 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf386
        buf389 = buf375; del buf375  # reuse
        buf390 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf391 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf392 = relu_50; del relu_50  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf392, buf387, convolution_53, unsqueeze_1020, squeeze_160, primals_324, buf389, buf390, buf391)
        del buf387
        del convolution_53
        del primals_324
        del squeeze_160
        del unsqueeze_1020
        # Topologically Sorted Source Nodes: [full_default, le_49, where_49, sub_304, mul_1179, unsqueeze_1021, unsqueeze_1022, unsqueeze_1023, mul_1180, mul_1181, mul_1182, unsqueeze_1024, unsqueeze_1025, unsqueeze_1026, mul_1183, unsqueeze_1027, unsqueeze_1028, unsqueeze_1029, mul_1184, sub_306, sub_307, mul_1185, convolution_backward_50], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf393 = torch.ops.aten.convolution_backward.default(buf392, relu_49, primals_320, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf392
        del primals_320
        buf394 = buf393[0]
        assert_size_stride(buf394, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf394 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf395 = buf393[1]
        assert_size_stride(buf395, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf395 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf393
        buf396 = buf390; del buf390  # reuse
        buf397 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf398 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf399 = relu_49; del relu_49  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf399, buf394, convolution_52, unsqueeze_1032, squeeze_157, primals_318, buf396, buf397, buf398)
        del buf394
        del convolution_52
        del primals_318
        del squeeze_157
        del unsqueeze_1032
        # Topologically Sorted Source Nodes: [full_default, le_50, where_50, sub_308, mul_1188, unsqueeze_1033, unsqueeze_1034, unsqueeze_1035, mul_1189, mul_1190, mul_1191, unsqueeze_1036, unsqueeze_1037, unsqueeze_1038, mul_1192, unsqueeze_1039, unsqueeze_1040, unsqueeze_1041, mul_1193, sub_310, sub_311, mul_1194, convolution_backward_51], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf400 = torch.ops.aten.convolution_backward.default(buf399, relu_48, primals_314, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf399
        del primals_314
        buf401 = buf400[0]
        assert_size_stride(buf401, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf401 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf402 = buf400[1]
        assert_size_stride(buf402, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf402 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf400
        buf403 = buf383; del buf383  # reuse
        buf404 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf406 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf405 = convolution_51; del convolution_51  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf405, relu_48, buf381, buf401, unsqueeze_1044, squeeze_154, primals_312, buf403, buf404, buf406)
        del primals_312
        del squeeze_154
        del unsqueeze_1044
        # Topologically Sorted Source Nodes: [convolution_backward_52], Original ATen: [aten.convolution_backward]
        buf407 = torch.ops.aten.convolution_backward.default(buf405, relu_47, primals_308, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf405
        del primals_308
        buf408 = buf407[0]
        assert_size_stride(buf408, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf408 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf409 = buf407[1]
        assert_size_stride(buf409, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf409 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf407
        buf410 = buf397; del buf397  # reuse
        buf411 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf412 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf413 = relu_47; del relu_47  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf413, buf408, convolution_50, unsqueeze_1056, squeeze_151, primals_306, buf410, buf411, buf412)
        del buf408
        del convolution_50
        del primals_306
        del squeeze_151
        del unsqueeze_1056
        # Topologically Sorted Source Nodes: [full_default, le_52, where_52, sub_316, mul_1206, unsqueeze_1057, unsqueeze_1058, unsqueeze_1059, mul_1207, mul_1208, mul_1209, unsqueeze_1060, unsqueeze_1061, unsqueeze_1062, mul_1210, unsqueeze_1063, unsqueeze_1064, unsqueeze_1065, mul_1211, sub_318, sub_319, mul_1212, convolution_backward_53], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf414 = torch.ops.aten.convolution_backward.default(buf413, relu_46, primals_302, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf413
        del primals_302
        buf415 = buf414[0]
        assert_size_stride(buf415, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf415 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf416 = buf414[1]
        assert_size_stride(buf416, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf416 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf414
        buf417 = buf411; del buf411  # reuse
        buf418 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf419 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf420 = relu_46; del relu_46  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf420, buf415, convolution_49, unsqueeze_1068, squeeze_148, primals_300, buf417, buf418, buf419)
        del buf415
        del convolution_49
        del primals_300
        del squeeze_148
        del unsqueeze_1068
        # Topologically Sorted Source Nodes: [full_default, le_53, where_53, sub_320, mul_1215, unsqueeze_1069, unsqueeze_1070, unsqueeze_1071, mul_1216, mul_1217, mul_1218, unsqueeze_1072, unsqueeze_1073, unsqueeze_1074, mul_1219, unsqueeze_1075, unsqueeze_1076, unsqueeze_1077, mul_1220, sub_322, sub_323, mul_1221, convolution_backward_54], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf421 = torch.ops.aten.convolution_backward.default(buf420, relu_45, primals_296, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf420
        del primals_296
        buf422 = buf421[0]
        assert_size_stride(buf422, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf422 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf423 = buf421[1]
        assert_size_stride(buf423, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf423 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf421
        buf424 = relu_45; del relu_45  # reuse
        buf425 = buf404; del buf404  # reuse
        buf426 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf427 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf428 = convolution_48; del convolution_48  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf424, buf428, relu_48, buf381, buf401, buf422, unsqueeze_1080, squeeze_145, primals_294, buf425, buf426, buf427)
        del buf381
        del buf401
        del buf422
        del primals_294
        del relu_48
        del squeeze_145
        del unsqueeze_1080
        # Topologically Sorted Source Nodes: [sub_324, mul_1224, unsqueeze_1081, unsqueeze_1082, unsqueeze_1083, mul_1225, mul_1226, mul_1227, unsqueeze_1084, unsqueeze_1085, unsqueeze_1086, mul_1228, unsqueeze_1087, unsqueeze_1088, unsqueeze_1089, mul_1229, sub_326, sub_327, mul_1230, convolution_backward_55], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf429 = torch.ops.aten.convolution_backward.default(buf428, relu_44, primals_290, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf428
        del primals_290
        buf430 = buf429[0]
        assert_size_stride(buf430, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf430 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf431 = buf429[1]
        assert_size_stride(buf431, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf431 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf429
        buf432 = buf418; del buf418  # reuse
        buf433 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf434 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf435 = relu_44; del relu_44  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf435, buf430, convolution_47, unsqueeze_1092, squeeze_142, primals_288, buf432, buf433, buf434)
        del buf430
        del convolution_47
        del primals_288
        del squeeze_142
        del unsqueeze_1092
        # Topologically Sorted Source Nodes: [full_default, le_55, where_55, sub_328, mul_1233, unsqueeze_1093, unsqueeze_1094, unsqueeze_1095, mul_1234, mul_1235, mul_1236, unsqueeze_1096, unsqueeze_1097, unsqueeze_1098, mul_1237, unsqueeze_1099, unsqueeze_1100, unsqueeze_1101, mul_1238, sub_330, sub_331, mul_1239, convolution_backward_56], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf436 = torch.ops.aten.convolution_backward.default(buf435, relu_43, primals_284, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf435
        del primals_284
        buf437 = buf436[0]
        assert_size_stride(buf437, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf437 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf438 = buf436[1]
        assert_size_stride(buf438, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf438 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf436
        buf439 = buf433; del buf433  # reuse
        buf440 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf441 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf442 = relu_43; del relu_43  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf442, buf437, convolution_46, unsqueeze_1104, squeeze_139, primals_282, buf439, buf440, buf441)
        del buf437
        del convolution_46
        del primals_282
        del squeeze_139
        del unsqueeze_1104
        # Topologically Sorted Source Nodes: [full_default, le_56, where_56, sub_332, mul_1242, unsqueeze_1105, unsqueeze_1106, unsqueeze_1107, mul_1243, mul_1244, mul_1245, unsqueeze_1108, unsqueeze_1109, unsqueeze_1110, mul_1246, unsqueeze_1111, unsqueeze_1112, unsqueeze_1113, mul_1247, sub_334, sub_335, mul_1248, convolution_backward_57], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf443 = torch.ops.aten.convolution_backward.default(buf442, relu_42, primals_278, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf442
        del primals_278
        buf444 = buf443[0]
        assert_size_stride(buf444, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf444 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf445 = buf443[1]
        assert_size_stride(buf445, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf445 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf443
        buf446 = buf426; del buf426  # reuse
        buf447 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf449 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf448 = convolution_45; del convolution_45  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf448, relu_42, buf424, buf444, unsqueeze_1116, squeeze_136, primals_276, buf446, buf447, buf449)
        del primals_276
        del squeeze_136
        del unsqueeze_1116
        # Topologically Sorted Source Nodes: [convolution_backward_58], Original ATen: [aten.convolution_backward]
        buf450 = torch.ops.aten.convolution_backward.default(buf448, relu_41, primals_272, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf448
        del primals_272
        buf451 = buf450[0]
        assert_size_stride(buf451, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf451 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf452 = buf450[1]
        assert_size_stride(buf452, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf452 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf450
        buf453 = buf440; del buf440  # reuse
        buf454 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf455 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf456 = relu_41; del relu_41  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf456, buf451, convolution_44, unsqueeze_1128, squeeze_133, primals_270, buf453, buf454, buf455)
        del buf451
        del convolution_44
        del primals_270
        del squeeze_133
        del unsqueeze_1128
        # Topologically Sorted Source Nodes: [full_default, le_58, where_58, sub_340, mul_1260, unsqueeze_1129, unsqueeze_1130, unsqueeze_1131, mul_1261, mul_1262, mul_1263, unsqueeze_1132, unsqueeze_1133, unsqueeze_1134, mul_1264, unsqueeze_1135, unsqueeze_1136, unsqueeze_1137, mul_1265, sub_342, sub_343, mul_1266, convolution_backward_59], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf457 = torch.ops.aten.convolution_backward.default(buf456, relu_40, primals_266, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf456
        del primals_266
        buf458 = buf457[0]
        assert_size_stride(buf458, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf458 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf459 = buf457[1]
        assert_size_stride(buf459, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf459 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf457
        buf460 = buf454; del buf454  # reuse
        buf461 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf462 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf463 = relu_40; del relu_40  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf463, buf458, convolution_43, unsqueeze_1140, squeeze_130, primals_264, buf460, buf461, buf462)
        del buf458
        del convolution_43
        del primals_264
        del squeeze_130
        del unsqueeze_1140
        # Topologically Sorted Source Nodes: [full_default, le_59, where_59, sub_344, mul_1269, unsqueeze_1141, unsqueeze_1142, unsqueeze_1143, mul_1270, mul_1271, mul_1272, unsqueeze_1144, unsqueeze_1145, unsqueeze_1146, mul_1273, unsqueeze_1147, unsqueeze_1148, unsqueeze_1149, mul_1274, sub_346, sub_347, mul_1275, convolution_backward_60], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf464 = torch.ops.aten.convolution_backward.default(buf463, relu_39, primals_260, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf463
        del primals_260
        buf465 = buf464[0]
        assert_size_stride(buf465, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf465 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf466 = buf464[1]
        assert_size_stride(buf466, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf466 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf464
        buf467 = relu_39; del relu_39  # reuse
        buf468 = buf447; del buf447  # reuse
        buf469 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf470 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf471 = convolution_42; del convolution_42  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf467, buf471, relu_42, buf424, buf444, buf465, unsqueeze_1152, squeeze_127, primals_258, buf468, buf469, buf470)
        del buf424
        del buf444
        del buf465
        del primals_258
        del relu_42
        del squeeze_127
        del unsqueeze_1152
        # Topologically Sorted Source Nodes: [sub_348, mul_1278, unsqueeze_1153, unsqueeze_1154, unsqueeze_1155, mul_1279, mul_1280, mul_1281, unsqueeze_1156, unsqueeze_1157, unsqueeze_1158, mul_1282, unsqueeze_1159, unsqueeze_1160, unsqueeze_1161, mul_1283, sub_350, sub_351, mul_1284, convolution_backward_61], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf472 = torch.ops.aten.convolution_backward.default(buf471, relu_38, primals_254, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf471
        del primals_254
        buf473 = buf472[0]
        assert_size_stride(buf473, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf473 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf474 = buf472[1]
        assert_size_stride(buf474, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf474 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf472
        buf475 = buf461; del buf461  # reuse
        buf476 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf477 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf478 = relu_38; del relu_38  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf478, buf473, convolution_41, unsqueeze_1164, squeeze_124, primals_252, buf475, buf476, buf477)
        del buf473
        del convolution_41
        del primals_252
        del squeeze_124
        del unsqueeze_1164
        # Topologically Sorted Source Nodes: [full_default, le_61, where_61, sub_352, mul_1287, unsqueeze_1165, unsqueeze_1166, unsqueeze_1167, mul_1288, mul_1289, mul_1290, unsqueeze_1168, unsqueeze_1169, unsqueeze_1170, mul_1291, unsqueeze_1171, unsqueeze_1172, unsqueeze_1173, mul_1292, sub_354, sub_355, mul_1293, convolution_backward_62], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf479 = torch.ops.aten.convolution_backward.default(buf478, relu_37, primals_248, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf478
        del primals_248
        buf480 = buf479[0]
        assert_size_stride(buf480, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf480 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf481 = buf479[1]
        assert_size_stride(buf481, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf481 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf479
        buf482 = buf476; del buf476  # reuse
        buf483 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf484 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf485 = relu_37; del relu_37  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf485, buf480, convolution_40, unsqueeze_1176, squeeze_121, primals_246, buf482, buf483, buf484)
        del buf480
        del convolution_40
        del primals_246
        del squeeze_121
        del unsqueeze_1176
        # Topologically Sorted Source Nodes: [full_default, le_62, where_62, sub_356, mul_1296, unsqueeze_1177, unsqueeze_1178, unsqueeze_1179, mul_1297, mul_1298, mul_1299, unsqueeze_1180, unsqueeze_1181, unsqueeze_1182, mul_1300, unsqueeze_1183, unsqueeze_1184, unsqueeze_1185, mul_1301, sub_358, sub_359, mul_1302, convolution_backward_63], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf486 = torch.ops.aten.convolution_backward.default(buf485, relu_36, primals_242, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf485
        del primals_242
        buf487 = buf486[0]
        assert_size_stride(buf487, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf487 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf488 = buf486[1]
        assert_size_stride(buf488, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf488 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf486
        buf489 = buf469; del buf469  # reuse
        buf490 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf492 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf491 = convolution_39; del convolution_39  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf491, relu_36, buf467, buf487, unsqueeze_1188, squeeze_118, primals_240, buf489, buf490, buf492)
        del primals_240
        del squeeze_118
        del unsqueeze_1188
        # Topologically Sorted Source Nodes: [convolution_backward_64], Original ATen: [aten.convolution_backward]
        buf493 = torch.ops.aten.convolution_backward.default(buf491, relu_35, primals_236, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf491
        del primals_236
        buf494 = buf493[0]
        assert_size_stride(buf494, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf494 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf495 = buf493[1]
        assert_size_stride(buf495, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf495 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf493
        buf496 = buf483; del buf483  # reuse
        buf497 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf498 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf499 = relu_35; del relu_35  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf499, buf494, convolution_38, unsqueeze_1200, squeeze_115, primals_234, buf496, buf497, buf498)
        del buf494
        del convolution_38
        del primals_234
        del squeeze_115
        del unsqueeze_1200
        # Topologically Sorted Source Nodes: [full_default, le_64, where_64, sub_364, mul_1314, unsqueeze_1201, unsqueeze_1202, unsqueeze_1203, mul_1315, mul_1316, mul_1317, unsqueeze_1204, unsqueeze_1205, unsqueeze_1206, mul_1318, unsqueeze_1207, unsqueeze_1208, unsqueeze_1209, mul_1319, sub_366, sub_367, mul_1320, convolution_backward_65], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf500 = torch.ops.aten.convolution_backward.default(buf499, relu_34, primals_230, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf499
        del primals_230
        buf501 = buf500[0]
        assert_size_stride(buf501, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf501 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf502 = buf500[1]
        assert_size_stride(buf502, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf502 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf500
        buf503 = buf497; del buf497  # reuse
        buf504 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf505 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf506 = relu_34; del relu_34  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf506, buf501, convolution_37, unsqueeze_1212, squeeze_112, primals_228, buf503, buf504, buf505)
        del buf501
        del convolution_37
        del primals_228
        del squeeze_112
        del unsqueeze_1212
        # Topologically Sorted Source Nodes: [full_default, le_65, where_65, sub_368, mul_1323, unsqueeze_1213, unsqueeze_1214, unsqueeze_1215, mul_1324, mul_1325, mul_1326, unsqueeze_1216, unsqueeze_1217, unsqueeze_1218, mul_1327, unsqueeze_1219, unsqueeze_1220, unsqueeze_1221, mul_1328, sub_370, sub_371, mul_1329, convolution_backward_66], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf507 = torch.ops.aten.convolution_backward.default(buf506, relu_33, primals_224, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf506
        del primals_224
        buf508 = buf507[0]
        assert_size_stride(buf508, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf508 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf509 = buf507[1]
        assert_size_stride(buf509, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf509 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf507
        buf510 = relu_33; del relu_33  # reuse
        buf511 = buf490; del buf490  # reuse
        buf512 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf513 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf514 = convolution_36; del convolution_36  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf510, buf514, relu_36, buf467, buf487, buf508, unsqueeze_1224, squeeze_109, primals_222, buf511, buf512, buf513)
        del buf467
        del buf487
        del buf508
        del primals_222
        del relu_36
        del squeeze_109
        del unsqueeze_1224
        # Topologically Sorted Source Nodes: [sub_372, mul_1332, unsqueeze_1225, unsqueeze_1226, unsqueeze_1227, mul_1333, mul_1334, mul_1335, unsqueeze_1228, unsqueeze_1229, unsqueeze_1230, mul_1336, unsqueeze_1231, unsqueeze_1232, unsqueeze_1233, mul_1337, sub_374, sub_375, mul_1338, convolution_backward_67], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf515 = torch.ops.aten.convolution_backward.default(buf514, relu_32, primals_218, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf514
        del primals_218
        buf516 = buf515[0]
        assert_size_stride(buf516, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf516 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf517 = buf515[1]
        assert_size_stride(buf517, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf517 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf515
        buf518 = buf504; del buf504  # reuse
        buf519 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf520 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf521 = relu_32; del relu_32  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf521, buf516, convolution_35, unsqueeze_1236, squeeze_106, primals_216, buf518, buf519, buf520)
        del buf516
        del convolution_35
        del primals_216
        del squeeze_106
        del unsqueeze_1236
        # Topologically Sorted Source Nodes: [full_default, le_67, where_67, sub_376, mul_1341, unsqueeze_1237, unsqueeze_1238, unsqueeze_1239, mul_1342, mul_1343, mul_1344, unsqueeze_1240, unsqueeze_1241, unsqueeze_1242, mul_1345, unsqueeze_1243, unsqueeze_1244, unsqueeze_1245, mul_1346, sub_378, sub_379, mul_1347, convolution_backward_68], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf522 = torch.ops.aten.convolution_backward.default(buf521, relu_31, primals_212, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf521
        del primals_212
        buf523 = buf522[0]
        assert_size_stride(buf523, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf523 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf524 = buf522[1]
        assert_size_stride(buf524, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf524 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf522
        buf525 = buf519; del buf519  # reuse
        buf526 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf527 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf528 = relu_31; del relu_31  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf528, buf523, convolution_34, unsqueeze_1248, squeeze_103, primals_210, buf525, buf526, buf527)
        del buf523
        del convolution_34
        del primals_210
        del squeeze_103
        del unsqueeze_1248
        # Topologically Sorted Source Nodes: [full_default, le_68, where_68, sub_380, mul_1350, unsqueeze_1249, unsqueeze_1250, unsqueeze_1251, mul_1351, mul_1352, mul_1353, unsqueeze_1252, unsqueeze_1253, unsqueeze_1254, mul_1354, unsqueeze_1255, unsqueeze_1256, unsqueeze_1257, mul_1355, sub_382, sub_383, mul_1356, convolution_backward_69], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf529 = torch.ops.aten.convolution_backward.default(buf528, relu_30, primals_206, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf528
        del primals_206
        buf530 = buf529[0]
        assert_size_stride(buf530, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf530 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf531 = buf529[1]
        assert_size_stride(buf531, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf531 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf529
        buf532 = buf512; del buf512  # reuse
        buf533 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf535 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf534 = convolution_33; del convolution_33  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_5(buf534, relu_30, buf510, buf530, unsqueeze_1260, squeeze_100, primals_204, buf532, buf533, buf535)
        del primals_204
        del squeeze_100
        del unsqueeze_1260
        # Topologically Sorted Source Nodes: [convolution_backward_70], Original ATen: [aten.convolution_backward]
        buf536 = torch.ops.aten.convolution_backward.default(buf534, relu_29, primals_200, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf534
        del primals_200
        buf537 = buf536[0]
        assert_size_stride(buf537, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf537 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf538 = buf536[1]
        assert_size_stride(buf538, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf538 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf536
        buf539 = buf526; del buf526  # reuse
        buf540 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf541 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf542 = relu_29; del relu_29  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf542, buf537, convolution_32, unsqueeze_1272, squeeze_97, primals_198, buf539, buf540, buf541)
        del buf537
        del convolution_32
        del primals_198
        del squeeze_97
        del unsqueeze_1272
        # Topologically Sorted Source Nodes: [full_default, le_70, where_70, sub_388, mul_1368, unsqueeze_1273, unsqueeze_1274, unsqueeze_1275, mul_1369, mul_1370, mul_1371, unsqueeze_1276, unsqueeze_1277, unsqueeze_1278, mul_1372, unsqueeze_1279, unsqueeze_1280, unsqueeze_1281, mul_1373, sub_390, sub_391, mul_1374, convolution_backward_71], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf543 = torch.ops.aten.convolution_backward.default(buf542, relu_28, primals_194, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf542
        del primals_194
        buf544 = buf543[0]
        assert_size_stride(buf544, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf544 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf545 = buf543[1]
        assert_size_stride(buf545, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf545 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf543
        buf546 = buf540; del buf540  # reuse
        buf547 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf548 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf549 = relu_28; del relu_28  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf549, buf544, convolution_31, unsqueeze_1284, squeeze_94, primals_192, buf546, buf547, buf548)
        del buf544
        del convolution_31
        del primals_192
        del squeeze_94
        del unsqueeze_1284
        # Topologically Sorted Source Nodes: [full_default, le_71, where_71, sub_392, mul_1377, unsqueeze_1285, unsqueeze_1286, unsqueeze_1287, mul_1378, mul_1379, mul_1380, unsqueeze_1288, unsqueeze_1289, unsqueeze_1290, mul_1381, unsqueeze_1291, unsqueeze_1292, unsqueeze_1293, mul_1382, sub_394, sub_395, mul_1383, convolution_backward_72], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf550 = torch.ops.aten.convolution_backward.default(buf549, relu_27, primals_188, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf549
        del primals_188
        buf551 = buf550[0]
        assert_size_stride(buf551, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf551 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf552 = buf550[1]
        assert_size_stride(buf552, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf552 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf550
        buf553 = relu_27; del relu_27  # reuse
        buf554 = buf533; del buf533  # reuse
        buf555 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf556 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf557 = convolution_30; del convolution_30  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf553, buf557, relu_30, buf510, buf530, buf551, unsqueeze_1296, squeeze_91, primals_186, buf554, buf555, buf556)
        del buf510
        del buf530
        del buf551
        del primals_186
        del relu_30
        del squeeze_91
        del unsqueeze_1296
        # Topologically Sorted Source Nodes: [sub_396, mul_1386, unsqueeze_1297, unsqueeze_1298, unsqueeze_1299, mul_1387, mul_1388, mul_1389, unsqueeze_1300, unsqueeze_1301, unsqueeze_1302, mul_1390, unsqueeze_1303, unsqueeze_1304, unsqueeze_1305, mul_1391, sub_398, sub_399, mul_1392, convolution_backward_73], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf558 = torch.ops.aten.convolution_backward.default(buf557, relu_26, primals_182, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf557
        del primals_182
        buf559 = buf558[0]
        assert_size_stride(buf559, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf559 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf560 = buf558[1]
        assert_size_stride(buf560, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf560 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf558
        buf561 = buf547; del buf547  # reuse
        buf562 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf563 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf564 = relu_26; del relu_26  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf564, buf559, convolution_29, unsqueeze_1308, squeeze_88, primals_180, buf561, buf562, buf563)
        del buf559
        del convolution_29
        del primals_180
        del squeeze_88
        del unsqueeze_1308
        # Topologically Sorted Source Nodes: [full_default, le_73, where_73, sub_400, mul_1395, unsqueeze_1309, unsqueeze_1310, unsqueeze_1311, mul_1396, mul_1397, mul_1398, unsqueeze_1312, unsqueeze_1313, unsqueeze_1314, mul_1399, unsqueeze_1315, unsqueeze_1316, unsqueeze_1317, mul_1400, sub_402, sub_403, mul_1401, convolution_backward_74], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf565 = torch.ops.aten.convolution_backward.default(buf564, relu_25, primals_176, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf564
        del primals_176
        buf566 = buf565[0]
        assert_size_stride(buf566, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf566 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf567 = buf565[1]
        assert_size_stride(buf567, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf567 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf565
        buf568 = buf562; del buf562  # reuse
        buf569 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf570 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf571 = relu_25; del relu_25  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf571, buf566, convolution_28, unsqueeze_1320, squeeze_85, primals_174, buf568, buf569, buf570)
        del buf566
        del convolution_28
        del primals_174
        del squeeze_85
        del unsqueeze_1320
        # Topologically Sorted Source Nodes: [full_default, le_74, where_74, sub_404, mul_1404, unsqueeze_1321, unsqueeze_1322, unsqueeze_1323, mul_1405, mul_1406, mul_1407, unsqueeze_1324, unsqueeze_1325, unsqueeze_1326, mul_1408, unsqueeze_1327, unsqueeze_1328, unsqueeze_1329, mul_1409, sub_406, sub_407, mul_1410, convolution_backward_75], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf572 = torch.ops.aten.convolution_backward.default(buf571, relu_24, primals_170, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf571
        del primals_170
        buf573 = buf572[0]
        assert_size_stride(buf573, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf573 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf574 = buf572[1]
        assert_size_stride(buf574, (64, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
        # buffer buf574 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf572
        buf575 = buf555; del buf555  # reuse
        buf576 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf596 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf597 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf578 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf599 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf577 = convolution_27; del convolution_27  # reuse
        buf598 = convolution_24; del convolution_24  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_8(buf577, buf598, relu_24, buf553, buf573, unsqueeze_1332, unsqueeze_1368, squeeze_82, squeeze_73, primals_168, primals_150, buf575, buf576, buf596, buf597, buf578, buf599)
        del buf553
        del buf573
        del buf576
        del buf597
        del primals_150
        del primals_168
        del relu_24
        del squeeze_73
        del squeeze_82
        del unsqueeze_1332
        del unsqueeze_1368
        # Topologically Sorted Source Nodes: [convolution_backward_76], Original ATen: [aten.convolution_backward]
        buf579 = torch.ops.aten.convolution_backward.default(buf577, relu_23, primals_164, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf577
        del primals_164
        buf580 = buf579[0]
        assert_size_stride(buf580, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf580 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf581 = buf579[1]
        assert_size_stride(buf581, (256, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf581 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf579
        buf582 = buf569; del buf569  # reuse
        buf583 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf584 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf585 = relu_23; del relu_23  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf585, buf580, convolution_26, unsqueeze_1344, squeeze_79, primals_162, buf582, buf583, buf584)
        del buf580
        del convolution_26
        del primals_162
        del squeeze_79
        del unsqueeze_1344
        # Topologically Sorted Source Nodes: [full_default, le_76, where_76, sub_412, mul_1422, unsqueeze_1345, unsqueeze_1346, unsqueeze_1347, mul_1423, mul_1424, mul_1425, unsqueeze_1348, unsqueeze_1349, unsqueeze_1350, mul_1426, unsqueeze_1351, unsqueeze_1352, unsqueeze_1353, mul_1427, sub_414, sub_415, mul_1428, convolution_backward_77], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf586 = torch.ops.aten.convolution_backward.default(buf585, relu_22, primals_158, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf585
        del primals_158
        buf587 = buf586[0]
        assert_size_stride(buf587, (2, 64, 8, 8), (4096, 1, 512, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf587 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf588 = buf586[1]
        assert_size_stride(buf588, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf588 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf586
        buf589 = buf583; del buf583  # reuse
        buf590 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf591 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf592 = relu_22; del relu_22  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9(buf592, buf587, convolution_25, unsqueeze_1356, squeeze_76, primals_156, buf589, buf590, buf591)
        del buf587
        del buf590
        del convolution_25
        del primals_156
        del squeeze_76
        del unsqueeze_1356
        # Topologically Sorted Source Nodes: [full_default, le_77, where_77, sub_416, mul_1431, unsqueeze_1357, unsqueeze_1358, unsqueeze_1359, mul_1432, mul_1433, mul_1434, unsqueeze_1360, unsqueeze_1361, unsqueeze_1362, mul_1435, unsqueeze_1363, unsqueeze_1364, unsqueeze_1365, mul_1436, sub_418, sub_419, mul_1437, convolution_backward_78], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf593 = torch.ops.aten.convolution_backward.default(buf592, relu_21, primals_152, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf592
        del primals_152
        buf594 = buf593[0]
        assert_size_stride(buf594, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf594 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf595 = buf593[1]
        assert_size_stride(buf595, (64, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf595 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf593
        # Topologically Sorted Source Nodes: [convolution_backward_79], Original ATen: [aten.convolution_backward]
        buf600 = torch.ops.aten.convolution_backward.default(buf598, relu_21, primals_146, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf598
        del primals_146
        buf601 = buf600[0]
        assert_size_stride(buf601, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf601 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf602 = buf600[1]
        assert_size_stride(buf602, (256, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf602 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf600
        buf603 = buf86; del buf86  # reuse
        buf604 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf606 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf605 = convolution_23; del convolution_23  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_10(buf605, relu_21, buf594, buf601, unsqueeze_1380, squeeze_70, primals_144, buf603, buf604, buf606)
        del buf604
        del primals_144
        del squeeze_70
        del unsqueeze_1380
        # Topologically Sorted Source Nodes: [convolution_backward_80], Original ATen: [aten.convolution_backward]
        buf607 = torch.ops.aten.convolution_backward.default(buf605, relu_20, primals_140, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf605
        del primals_140
        buf608 = buf607[0]
        assert_size_stride(buf608, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf608 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf609 = buf607[1]
        assert_size_stride(buf609, (128, 32, 1, 1), (32, 1, 32, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf609 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf607
        buf610 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf611 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf612 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf613 = relu_20; del relu_20  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf613, buf608, convolution_22, unsqueeze_1392, squeeze_67, primals_138, buf610, buf611, buf612)
        del buf608
        del convolution_22
        del primals_138
        del squeeze_67
        del unsqueeze_1392
        # Topologically Sorted Source Nodes: [full_default, le_79, where_79, sub_428, mul_1458, unsqueeze_1393, unsqueeze_1394, unsqueeze_1395, mul_1459, mul_1460, mul_1461, unsqueeze_1396, unsqueeze_1397, unsqueeze_1398, mul_1462, unsqueeze_1399, unsqueeze_1400, unsqueeze_1401, mul_1463, sub_430, sub_431, mul_1464, convolution_backward_81], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf614 = torch.ops.aten.convolution_backward.default(buf613, relu_19, primals_134, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf613
        del primals_134
        buf615 = buf614[0]
        assert_size_stride(buf615, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf615 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf616 = buf614[1]
        assert_size_stride(buf616, (32, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf616 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf614
        buf617 = buf611; del buf611  # reuse
        buf618 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf619 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf620 = relu_19; del relu_19  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf620, buf615, convolution_21, unsqueeze_1404, squeeze_64, primals_132, buf617, buf618, buf619)
        del buf615
        del buf618
        del convolution_21
        del primals_132
        del squeeze_64
        del unsqueeze_1404
        # Topologically Sorted Source Nodes: [full_default, le_80, where_80, sub_432, mul_1467, unsqueeze_1405, unsqueeze_1406, unsqueeze_1407, mul_1468, mul_1469, mul_1470, unsqueeze_1408, unsqueeze_1409, unsqueeze_1410, mul_1471, unsqueeze_1411, unsqueeze_1412, unsqueeze_1413, mul_1472, sub_434, sub_435, mul_1473, convolution_backward_82], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf621 = torch.ops.aten.convolution_backward.default(buf620, relu_18, primals_128, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf620
        del primals_128
        buf622 = buf621[0]
        assert_size_stride(buf622, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf622 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf623 = buf621[1]
        assert_size_stride(buf623, (32, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf623 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf621
        buf624 = relu_18; del relu_18  # reuse
        buf625 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf626 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf627 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf628 = convolution_20; del convolution_20  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_12(buf624, buf628, relu_21, buf594, buf601, buf622, unsqueeze_1416, squeeze_61, primals_126, buf625, buf626, buf627)
        del buf594
        del buf601
        del buf622
        del primals_126
        del relu_21
        del squeeze_61
        del unsqueeze_1416
        # Topologically Sorted Source Nodes: [sub_436, mul_1476, unsqueeze_1417, unsqueeze_1418, unsqueeze_1419, mul_1477, mul_1478, mul_1479, unsqueeze_1420, unsqueeze_1421, unsqueeze_1422, mul_1480, unsqueeze_1423, unsqueeze_1424, unsqueeze_1425, mul_1481, sub_438, sub_439, mul_1482, convolution_backward_83], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf629 = torch.ops.aten.convolution_backward.default(buf628, relu_17, primals_122, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf628
        del primals_122
        buf630 = buf629[0]
        assert_size_stride(buf630, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf630 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf631 = buf629[1]
        assert_size_stride(buf631, (128, 32, 1, 1), (32, 1, 32, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf631 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf629
        buf632 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf633 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf634 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf635 = relu_17; del relu_17  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf635, buf630, convolution_19, unsqueeze_1428, squeeze_58, primals_120, buf632, buf633, buf634)
        del buf630
        del convolution_19
        del primals_120
        del squeeze_58
        del unsqueeze_1428
        # Topologically Sorted Source Nodes: [full_default, le_82, where_82, sub_440, mul_1485, unsqueeze_1429, unsqueeze_1430, unsqueeze_1431, mul_1486, mul_1487, mul_1488, unsqueeze_1432, unsqueeze_1433, unsqueeze_1434, mul_1489, unsqueeze_1435, unsqueeze_1436, unsqueeze_1437, mul_1490, sub_442, sub_443, mul_1491, convolution_backward_84], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf636 = torch.ops.aten.convolution_backward.default(buf635, relu_16, primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf635
        del primals_116
        buf637 = buf636[0]
        assert_size_stride(buf637, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf637 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf638 = buf636[1]
        assert_size_stride(buf638, (32, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf638 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf636
        buf639 = buf633; del buf633  # reuse
        buf640 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf641 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf642 = relu_16; del relu_16  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf642, buf637, convolution_18, unsqueeze_1440, squeeze_55, primals_114, buf639, buf640, buf641)
        del buf637
        del convolution_18
        del primals_114
        del squeeze_55
        del unsqueeze_1440
        # Topologically Sorted Source Nodes: [full_default, le_83, where_83, sub_444, mul_1494, unsqueeze_1441, unsqueeze_1442, unsqueeze_1443, mul_1495, mul_1496, mul_1497, unsqueeze_1444, unsqueeze_1445, unsqueeze_1446, mul_1498, unsqueeze_1447, unsqueeze_1448, unsqueeze_1449, mul_1499, sub_446, sub_447, mul_1500, convolution_backward_85], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf643 = torch.ops.aten.convolution_backward.default(buf642, relu_15, primals_110, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf642
        del primals_110
        buf644 = buf643[0]
        assert_size_stride(buf644, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf644 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf645 = buf643[1]
        assert_size_stride(buf645, (32, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf645 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf643
        buf646 = buf626; del buf626  # reuse
        buf647 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf649 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf648 = convolution_17; del convolution_17  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_10(buf648, relu_15, buf624, buf644, unsqueeze_1452, squeeze_52, primals_108, buf646, buf647, buf649)
        del primals_108
        del squeeze_52
        del unsqueeze_1452
        # Topologically Sorted Source Nodes: [convolution_backward_86], Original ATen: [aten.convolution_backward]
        buf650 = torch.ops.aten.convolution_backward.default(buf648, relu_14, primals_104, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf648
        del primals_104
        buf651 = buf650[0]
        assert_size_stride(buf651, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf651 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf652 = buf650[1]
        assert_size_stride(buf652, (128, 32, 1, 1), (32, 1, 32, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf652 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf650
        buf653 = buf640; del buf640  # reuse
        buf654 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf655 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf656 = relu_14; del relu_14  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf656, buf651, convolution_16, unsqueeze_1464, squeeze_49, primals_102, buf653, buf654, buf655)
        del buf651
        del convolution_16
        del primals_102
        del squeeze_49
        del unsqueeze_1464
        # Topologically Sorted Source Nodes: [full_default, le_85, where_85, sub_452, mul_1512, unsqueeze_1465, unsqueeze_1466, unsqueeze_1467, mul_1513, mul_1514, mul_1515, unsqueeze_1468, unsqueeze_1469, unsqueeze_1470, mul_1516, unsqueeze_1471, unsqueeze_1472, unsqueeze_1473, mul_1517, sub_454, sub_455, mul_1518, convolution_backward_87], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf657 = torch.ops.aten.convolution_backward.default(buf656, relu_13, primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf656
        del primals_98
        buf658 = buf657[0]
        assert_size_stride(buf658, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf658 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf659 = buf657[1]
        assert_size_stride(buf659, (32, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf659 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf657
        buf660 = buf654; del buf654  # reuse
        buf661 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf662 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf663 = relu_13; del relu_13  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf663, buf658, convolution_15, unsqueeze_1476, squeeze_46, primals_96, buf660, buf661, buf662)
        del buf658
        del convolution_15
        del primals_96
        del squeeze_46
        del unsqueeze_1476
        # Topologically Sorted Source Nodes: [full_default, le_86, where_86, sub_456, mul_1521, unsqueeze_1477, unsqueeze_1478, unsqueeze_1479, mul_1522, mul_1523, mul_1524, unsqueeze_1480, unsqueeze_1481, unsqueeze_1482, mul_1525, unsqueeze_1483, unsqueeze_1484, unsqueeze_1485, mul_1526, sub_458, sub_459, mul_1527, convolution_backward_88], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf664 = torch.ops.aten.convolution_backward.default(buf663, relu_12, primals_92, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf663
        del primals_92
        buf665 = buf664[0]
        assert_size_stride(buf665, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf665 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf666 = buf664[1]
        assert_size_stride(buf666, (32, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf666 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf664
        buf667 = relu_12; del relu_12  # reuse
        buf668 = buf647; del buf647  # reuse
        buf669 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf689 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf690 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf670 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf691 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf671 = convolution_14; del convolution_14  # reuse
        buf692 = convolution_11; del convolution_11  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_13(buf667, buf671, buf692, relu_15, buf624, buf644, buf665, unsqueeze_1488, unsqueeze_1524, squeeze_43, squeeze_34, primals_90, primals_72, buf668, buf669, buf689, buf690, buf670, buf691)
        del buf624
        del buf644
        del buf665
        del buf667
        del buf669
        del buf690
        del primals_72
        del primals_90
        del relu_15
        del squeeze_34
        del squeeze_43
        del unsqueeze_1488
        del unsqueeze_1524
        # Topologically Sorted Source Nodes: [sub_460, mul_1530, unsqueeze_1489, unsqueeze_1490, unsqueeze_1491, mul_1531, mul_1532, mul_1533, unsqueeze_1492, unsqueeze_1493, unsqueeze_1494, mul_1534, unsqueeze_1495, unsqueeze_1496, unsqueeze_1497, mul_1535, sub_462, sub_463, mul_1536, convolution_backward_89], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf672 = torch.ops.aten.convolution_backward.default(buf671, relu_11, primals_86, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf671
        del primals_86
        buf673 = buf672[0]
        assert_size_stride(buf673, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf673 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf674 = buf672[1]
        assert_size_stride(buf674, (128, 32, 1, 1), (32, 1, 32, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf674 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf672
        buf675 = buf661; del buf661  # reuse
        buf676 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf677 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf678 = relu_11; del relu_11  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf678, buf673, convolution_13, unsqueeze_1500, squeeze_40, primals_84, buf675, buf676, buf677)
        del buf673
        del convolution_13
        del primals_84
        del squeeze_40
        del unsqueeze_1500
        # Topologically Sorted Source Nodes: [full_default, le_88, where_88, sub_464, mul_1539, unsqueeze_1501, unsqueeze_1502, unsqueeze_1503, mul_1540, mul_1541, mul_1542, unsqueeze_1504, unsqueeze_1505, unsqueeze_1506, mul_1543, unsqueeze_1507, unsqueeze_1508, unsqueeze_1509, mul_1544, sub_466, sub_467, mul_1545, convolution_backward_90], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf679 = torch.ops.aten.convolution_backward.default(buf678, relu_10, primals_80, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf678
        del primals_80
        buf680 = buf679[0]
        assert_size_stride(buf680, (2, 32, 16, 16), (8192, 1, 512, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf680 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf681 = buf679[1]
        assert_size_stride(buf681, (32, 32, 3, 3), (288, 1, 96, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf681 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf679
        buf682 = buf676; del buf676  # reuse
        buf683 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf684 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf685 = relu_10; del relu_10  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14(buf685, buf680, convolution_12, unsqueeze_1512, squeeze_37, primals_78, buf682, buf683, buf684)
        del buf680
        del buf683
        del convolution_12
        del primals_78
        del squeeze_37
        del unsqueeze_1512
        # Topologically Sorted Source Nodes: [full_default, le_89, where_89, sub_468, mul_1548, unsqueeze_1513, unsqueeze_1514, unsqueeze_1515, mul_1549, mul_1550, mul_1551, unsqueeze_1516, unsqueeze_1517, unsqueeze_1518, mul_1552, unsqueeze_1519, unsqueeze_1520, unsqueeze_1521, mul_1553, sub_470, sub_471, mul_1554, convolution_backward_91], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf686 = torch.ops.aten.convolution_backward.default(buf685, relu_9, primals_74, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf685
        del primals_74
        buf687 = buf686[0]
        assert_size_stride(buf687, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf687 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf688 = buf686[1]
        assert_size_stride(buf688, (32, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf688 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf686
        # Topologically Sorted Source Nodes: [sub_472, mul_1557, unsqueeze_1525, unsqueeze_1526, unsqueeze_1527, mul_1558, mul_1559, mul_1560, unsqueeze_1528, unsqueeze_1529, unsqueeze_1530, mul_1561, unsqueeze_1531, unsqueeze_1532, unsqueeze_1533, mul_1562, sub_474, sub_475, mul_1563, convolution_backward_92], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf693 = torch.ops.aten.convolution_backward.default(buf692, relu_9, primals_68, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf692
        del primals_68
        buf694 = buf693[0]
        assert_size_stride(buf694, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf694 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf695 = buf693[1]
        assert_size_stride(buf695, (128, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf695 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf693
        buf696 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf697 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf699 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf698 = convolution_10; del convolution_10  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_15(buf698, relu_9, buf687, buf694, unsqueeze_1536, squeeze_31, primals_66, buf696, buf697, buf699)
        del primals_66
        del squeeze_31
        del unsqueeze_1536
        # Topologically Sorted Source Nodes: [convolution_backward_93], Original ATen: [aten.convolution_backward]
        buf700 = torch.ops.aten.convolution_backward.default(buf698, relu_8, primals_62, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf698
        del primals_62
        buf701 = buf700[0]
        assert_size_stride(buf701, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf701 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf702 = buf700[1]
        assert_size_stride(buf702, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf702 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf700
        buf703 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf704 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf705 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf706 = relu_8; del relu_8  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf706, buf701, convolution_9, unsqueeze_1548, squeeze_28, primals_60, buf703, buf704, buf705)
        del buf701
        del convolution_9
        del primals_60
        del squeeze_28
        del unsqueeze_1548
        # Topologically Sorted Source Nodes: [full_default, le_91, where_91, sub_480, mul_1575, unsqueeze_1549, unsqueeze_1550, unsqueeze_1551, mul_1576, mul_1577, mul_1578, unsqueeze_1552, unsqueeze_1553, unsqueeze_1554, mul_1579, unsqueeze_1555, unsqueeze_1556, unsqueeze_1557, mul_1580, sub_482, sub_483, mul_1581, convolution_backward_94], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf707 = torch.ops.aten.convolution_backward.default(buf706, relu_7, primals_56, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf706
        del primals_56
        buf708 = buf707[0]
        assert_size_stride(buf708, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf708 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf709 = buf707[1]
        assert_size_stride(buf709, (16, 16, 3, 3), (144, 1, 48, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf709 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf707
        buf710 = buf704; del buf704  # reuse
        buf711 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf712 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf713 = relu_7; del relu_7  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf713, buf708, convolution_8, unsqueeze_1560, squeeze_25, primals_54, buf710, buf711, buf712)
        del buf708
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_1560
        # Topologically Sorted Source Nodes: [full_default, le_92, where_92, sub_484, mul_1584, unsqueeze_1561, unsqueeze_1562, unsqueeze_1563, mul_1585, mul_1586, mul_1587, unsqueeze_1564, unsqueeze_1565, unsqueeze_1566, mul_1588, unsqueeze_1567, unsqueeze_1568, unsqueeze_1569, mul_1589, sub_486, sub_487, mul_1590, convolution_backward_95], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf714 = torch.ops.aten.convolution_backward.default(buf713, relu_6, primals_50, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf713
        del primals_50
        buf715 = buf714[0]
        assert_size_stride(buf715, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf715 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf716 = buf714[1]
        assert_size_stride(buf716, (16, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf716 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf714
        buf717 = relu_6; del relu_6  # reuse
        buf718 = buf697; del buf697  # reuse
        buf719 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf720 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf721 = convolution_7; del convolution_7  # reuse
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_17(buf717, buf721, relu_9, buf687, buf694, buf715, unsqueeze_1572, squeeze_22, primals_48, buf718, buf719, buf720)
        del buf687
        del buf694
        del buf715
        del primals_48
        del relu_9
        del squeeze_22
        del unsqueeze_1572
        # Topologically Sorted Source Nodes: [sub_488, mul_1593, unsqueeze_1573, unsqueeze_1574, unsqueeze_1575, mul_1594, mul_1595, mul_1596, unsqueeze_1576, unsqueeze_1577, unsqueeze_1578, mul_1597, unsqueeze_1579, unsqueeze_1580, unsqueeze_1581, mul_1598, sub_490, sub_491, mul_1599, convolution_backward_96], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf722 = torch.ops.aten.convolution_backward.default(buf721, relu_5, primals_44, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf721
        del primals_44
        buf723 = buf722[0]
        assert_size_stride(buf723, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf723 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf724 = buf722[1]
        assert_size_stride(buf724, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf724 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf722
        buf725 = buf711; del buf711  # reuse
        buf726 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf727 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf728 = relu_5; del relu_5  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf728, buf723, convolution_6, unsqueeze_1584, squeeze_19, primals_42, buf725, buf726, buf727)
        del buf723
        del convolution_6
        del primals_42
        del squeeze_19
        del unsqueeze_1584
        # Topologically Sorted Source Nodes: [full_default, le_94, where_94, sub_492, mul_1602, unsqueeze_1585, unsqueeze_1586, unsqueeze_1587, mul_1603, mul_1604, mul_1605, unsqueeze_1588, unsqueeze_1589, unsqueeze_1590, mul_1606, unsqueeze_1591, unsqueeze_1592, unsqueeze_1593, mul_1607, sub_494, sub_495, mul_1608, convolution_backward_97], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf729 = torch.ops.aten.convolution_backward.default(buf728, relu_4, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf728
        del primals_38
        buf730 = buf729[0]
        assert_size_stride(buf730, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf730 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf731 = buf729[1]
        assert_size_stride(buf731, (16, 16, 3, 3), (144, 1, 48, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf731 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf729
        buf732 = buf726; del buf726  # reuse
        buf733 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf734 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf735 = relu_4; del relu_4  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf735, buf730, convolution_5, unsqueeze_1596, squeeze_16, primals_36, buf732, buf733, buf734)
        del buf730
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_1596
        # Topologically Sorted Source Nodes: [full_default, le_95, where_95, sub_496, mul_1611, unsqueeze_1597, unsqueeze_1598, unsqueeze_1599, mul_1612, mul_1613, mul_1614, unsqueeze_1600, unsqueeze_1601, unsqueeze_1602, mul_1615, unsqueeze_1603, unsqueeze_1604, unsqueeze_1605, mul_1616, sub_498, sub_499, mul_1617, convolution_backward_98], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf736 = torch.ops.aten.convolution_backward.default(buf735, relu_3, primals_32, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf735
        del primals_32
        buf737 = buf736[0]
        assert_size_stride(buf737, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf737 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf738 = buf736[1]
        assert_size_stride(buf738, (16, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf738 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf736
        buf739 = buf719; del buf719  # reuse
        buf740 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf760 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf761 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf742 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf763 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf741 = convolution_4; del convolution_4  # reuse
        buf762 = convolution_1; del convolution_1  # reuse
        cpp_fused_add_native_batch_norm_backward_threshold_backward_18(buf741, buf762, relu_3, buf717, buf737, unsqueeze_1608, unsqueeze_1644, squeeze_13, squeeze_4, primals_30, primals_12, buf739, buf740, buf760, buf761, buf742, buf763)
        del buf717
        del buf737
        del buf740
        del buf761
        del primals_12
        del primals_30
        del relu_3
        del squeeze_13
        del squeeze_4
        del unsqueeze_1608
        del unsqueeze_1644
        # Topologically Sorted Source Nodes: [convolution_backward_99], Original ATen: [aten.convolution_backward]
        buf743 = torch.ops.aten.convolution_backward.default(buf741, relu_2, primals_26, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf741
        del primals_26
        buf744 = buf743[0]
        assert_size_stride(buf744, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf744 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf745 = buf743[1]
        assert_size_stride(buf745, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf745 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf743
        buf746 = buf733; del buf733  # reuse
        buf747 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf748 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf749 = relu_2; del relu_2  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf749, buf744, convolution_3, unsqueeze_1620, squeeze_10, primals_24, buf746, buf747, buf748)
        del buf744
        del convolution_3
        del primals_24
        del squeeze_10
        del unsqueeze_1620
        # Topologically Sorted Source Nodes: [full_default, le_97, where_97, sub_504, mul_1629, unsqueeze_1621, unsqueeze_1622, unsqueeze_1623, mul_1630, mul_1631, mul_1632, unsqueeze_1624, unsqueeze_1625, unsqueeze_1626, mul_1633, unsqueeze_1627, unsqueeze_1628, unsqueeze_1629, mul_1634, sub_506, sub_507, mul_1635, convolution_backward_100], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf750 = torch.ops.aten.convolution_backward.default(buf749, relu_1, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf749
        del primals_20
        buf751 = buf750[0]
        assert_size_stride(buf751, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf751 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf752 = buf750[1]
        assert_size_stride(buf752, (16, 16, 3, 3), (144, 1, 48, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf752 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf750
        buf753 = buf747; del buf747  # reuse
        buf754 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf755 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf756 = relu_1; del relu_1  # reuse
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf756, buf751, convolution_2, unsqueeze_1632, squeeze_7, primals_18, buf753, buf754, buf755)
        del buf751
        del convolution_2
        del primals_18
        del squeeze_7
        del unsqueeze_1632
        # Topologically Sorted Source Nodes: [full_default, le_98, where_98, sub_508, mul_1638, unsqueeze_1633, unsqueeze_1634, unsqueeze_1635, mul_1639, mul_1640, mul_1641, unsqueeze_1636, unsqueeze_1637, unsqueeze_1638, mul_1642, unsqueeze_1639, unsqueeze_1640, unsqueeze_1641, mul_1643, sub_510, sub_511, mul_1644, convolution_backward_101], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf757 = torch.ops.aten.convolution_backward.default(buf756, getitem_2, primals_14, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf756
        del primals_14
        buf758 = buf757[0]
        assert_size_stride(buf758, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf758 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf759 = buf757[1]
        assert_size_stride(buf759, (16, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf759 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf757
        # Topologically Sorted Source Nodes: [convolution_backward_102], Original ATen: [aten.convolution_backward]
        buf764 = torch.ops.aten.convolution_backward.default(buf762, getitem_2, primals_8, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
        del buf762
        del getitem_2
        del primals_8
        buf765 = buf764[0]
        assert_size_stride(buf765, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf765 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf766 = buf764[1]
        assert_size_stride(buf766, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf766 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf764
        buf767 = buf758; del buf758  # reuse
        buf768 = empty_strided_cpu((2, 16, 32, 32), (16384, 1, 512, 16), torch.float32)
        buf769 = buf754; del buf754  # reuse
        buf770 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf771 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf772 = relu; del relu  # reuse
        cpp_fused_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_threshold_backward_19(buf767, buf772, buf765, getitem_3, convolution, unsqueeze_1656, squeeze_1, primals_6, buf768, buf769, buf770, buf771)
        del buf765
        del buf767
        del buf768
        del buf770
        del convolution
        del getitem_3
        del primals_6
        del squeeze_1
        del unsqueeze_1656
        # Topologically Sorted Source Nodes: [full_default, le_99, where_99, sub_516, mul_1656, unsqueeze_1657, unsqueeze_1658, unsqueeze_1659, mul_1657, mul_1658, mul_1659, unsqueeze_1660, unsqueeze_1661, unsqueeze_1662, mul_1660, unsqueeze_1663, unsqueeze_1664, unsqueeze_1665, mul_1661, sub_518, sub_519, mul_1662, convolution_backward_103], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf773 = torch.ops.aten.convolution_backward.default(buf772, primals_2, primals_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False])
        del buf772
        del primals_1
        del primals_2
        buf774 = buf773[1]
        assert_size_stride(buf774, (16, 3, 7, 7), (147, 1, 21, 3), 'torch.ops.aten.convolution_backward.default')
        # buffer buf774 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf773
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        cpp_fused_sum_20(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 2), (1, 10), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf774, None, None, None, None, buf771, buf769, buf766, None, None, None, buf763, buf760, buf759, None, None, None, buf755, buf753, buf752, None, None, None, buf748, buf746, buf745, None, None, None, buf742, buf739, buf738, None, None, None, buf734, buf732, buf731, None, None, None, buf727, buf725, buf724, None, None, None, buf720, buf718, buf716, None, None, None, buf712, buf710, buf709, None, None, None, buf705, buf703, buf702, None, None, None, buf699, buf696, buf695, None, None, None, buf691, buf689, buf688, None, None, None, buf684, buf682, buf681, None, None, None, buf677, buf675, buf674, None, None, None, buf670, buf668, buf666, None, None, None, buf662, buf660, buf659, None, None, None, buf655, buf653, buf652, None, None, None, buf649, buf646, buf645, None, None, None, buf641, buf639, buf638, None, None, None, buf634, buf632, buf631, None, None, None, buf627, buf625, buf623, None, None, None, buf619, buf617, buf616, None, None, None, buf612, buf610, buf609, None, None, None, buf606, buf603, buf602, None, None, None, buf599, buf596, buf595, None, None, None, buf591, buf589, buf588, None, None, None, buf584, buf582, buf581, None, None, None, buf578, buf575, buf574, None, None, None, buf570, buf568, buf567, None, None, None, buf563, buf561, buf560, None, None, None, buf556, buf554, buf552, None, None, None, buf548, buf546, buf545, None, None, None, buf541, buf539, buf538, None, None, None, buf535, buf532, buf531, None, None, None, buf527, buf525, buf524, None, None, None, buf520, buf518, buf517, None, None, None, buf513, buf511, buf509, None, None, None, buf505, buf503, buf502, None, None, None, buf498, buf496, buf495, None, None, None, buf492, buf489, buf488, None, None, None, buf484, buf482, buf481, None, None, None, buf477, buf475, buf474, None, None, None, buf470, buf468, buf466, None, None, None, buf462, buf460, buf459, None, None, None, buf455, buf453, buf452, None, None, None, buf449, buf446, buf445, None, None, None, buf441, buf439, buf438, None, None, None, buf434, buf432, buf431, None, None, None, buf427, buf425, buf423, None, None, None, buf419, buf417, buf416, None, None, None, buf412, buf410, buf409, None, None, None, buf406, buf403, buf402, None, None, None, buf398, buf396, buf395, None, None, None, buf391, buf389, buf388, None, None, None, buf384, buf382, buf380, None, None, None, buf376, buf374, buf373, None, None, None, buf369, buf367, buf366, None, None, None, buf363, buf360, buf359, None, None, None, buf355, buf353, buf352, None, None, None, buf348, buf346, buf345, None, None, None, buf341, buf339, buf337, None, None, None, buf333, buf331, buf330, None, None, None, buf326, buf324, buf323, None, None, None, buf320, buf317, buf316, None, None, None, buf312, buf310, buf309, None, None, None, buf305, buf303, buf302, None, None, None, buf298, buf296, buf294, None, None, None, buf290, buf288, buf287, None, None, None, buf283, buf281, buf280, None, None, None, buf277, buf274, buf273, None, None, None, buf269, buf267, buf266, None, None, None, buf262, buf260, buf259, None, None, None, buf255, buf253, buf251, None, None, None, buf247, buf245, buf244, None, None, None, buf240, buf238, buf237, None, None, None, buf234, buf231, buf230, None, None, None, buf226, buf224, buf223, None, None, None, buf219, buf217, buf216, None, None, None, buf212, buf210, buf208, None, None, None, buf204, buf202, buf201, None, None, None, buf197, buf195, buf194, None, None, None, buf191, buf188, buf187, None, None, None, buf183, buf181, buf180, None, None, None, buf176, buf174, buf173, None, None, None, buf169, buf167, buf165, None, None, None, buf161, buf159, buf158, None, None, None, buf154, buf152, buf151, None, None, None, buf148, buf145, buf144, None, None, None, buf140, buf138, buf137, None, None, None, buf133, buf131, buf130, None, None, None, buf126, buf124, buf122, None, None, None, buf118, buf116, buf115, None, None, None, buf111, buf109, buf108, None, None, None, buf105, buf102, buf101, None, None, None, buf97, buf95, buf91, None, None, None, buf87, buf85, buf84, None, None, None, buf80, buf78, buf74, None, None, None, buf70, buf68, buf63, None, None, None, buf59, buf57, buf53, None, None, None, buf49, buf47, buf43, None, None, None, buf39, buf36, buf32, None, None, None, buf28, buf26, buf22, None, None, None, buf18, buf16, buf12, None, None, None, buf9, buf6, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((16, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((16, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((64, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_342 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_344 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_348 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_350 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_354 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_356 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_360 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_362 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_366 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_368 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_372 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_374 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_378 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_380 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_384 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_386 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_390 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_392 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_396 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_398 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_402 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_404 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_408 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_410 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_414 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_416 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_420 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_422 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_426 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_428 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_432 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_434 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_438 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_440 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_444 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_446 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_450 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_452 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_456 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_458 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_462 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_464 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_468 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_470 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_474 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_476 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_480 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_482 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_486 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_488 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_492 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_494 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_498 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_500 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_504 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_506 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_510 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_512 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_516 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_518 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_522 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_524 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_528 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_530 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_534 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_536 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_540 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_542 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_546 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_548 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_552 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_554 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_558 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_560 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_564 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_566 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_570 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_572 = rand_strided((128, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_576 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_578 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_582 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_584 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_588 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_590 = rand_strided((128, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    primals_594 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_596 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_600 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_602 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_606 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_608 = rand_strided((128, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    primals_612 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_614 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_618 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_620 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_624 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_626 = rand_strided((10, 512), (512, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    squeeze_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu = rand_strided((2, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((2, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((2, 32, 16, 16), (8192, 1, 512, 32), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((2, 32, 16, 16), (8192, 1, 512, 32), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_46 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_49 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_55 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_16 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_58 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_17 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_18 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_64 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_19 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_67 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_20 = rand_strided((2, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_21 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_73 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((2, 64, 8, 8), (4096, 1, 512, 64), device='cpu', dtype=torch.float32)
    squeeze_76 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_22 = rand_strided((2, 64, 8, 8), (4096, 1, 512, 64), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_79 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_23 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_24 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_85 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_25 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_88 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_26 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_91 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_27 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_94 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_28 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_97 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_29 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_100 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_30 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_103 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_31 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_106 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_32 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_109 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_33 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_112 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_34 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_38 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_115 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_35 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_118 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_36 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_121 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_37 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_124 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_38 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_127 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_39 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_130 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_40 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_133 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_41 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_136 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_42 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_139 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_43 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_142 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_44 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_145 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_45 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_148 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_46 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_151 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_47 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_154 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_48 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_52 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_157 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_49 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_53 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_160 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_50 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_54 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_163 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_51 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_55 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_166 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_52 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_56 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_169 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_53 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_57 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_172 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_54 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_58 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_175 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_55 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_59 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_178 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_56 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_60 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_181 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_57 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_61 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_184 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_58 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_62 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_187 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_59 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_63 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_190 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_60 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_64 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_193 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_61 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_65 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_196 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_62 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_66 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_199 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_63 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_67 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_202 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_64 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_68 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_205 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_65 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_69 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_208 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_66 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_70 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_211 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_67 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_71 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_214 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_68 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_72 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_217 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_69 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_73 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_220 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_70 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_74 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_223 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_71 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_75 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_226 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_72 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_76 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_229 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_73 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_77 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_232 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_74 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_78 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_235 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_75 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_79 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_238 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_76 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_80 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_241 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_77 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_81 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_244 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_78 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_82 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_247 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_79 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_83 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_250 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_80 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_84 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_253 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_81 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_85 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_256 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_82 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_86 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_259 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_83 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_87 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_262 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_84 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_88 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_265 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_85 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_89 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_268 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_86 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_90 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_271 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_87 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_91 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_274 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_88 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_92 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_277 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_89 = rand_strided((2, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_93 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_280 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_90 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_94 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_95 = rand_strided((2, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    squeeze_286 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_91 = rand_strided((2, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    convolution_96 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    relu_92 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    convolution_97 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_93 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_98 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    relu_94 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    convolution_99 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    relu_95 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    convolution_100 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_96 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_101 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    relu_97 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    convolution_102 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    relu_98 = rand_strided((2, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    convolution_103 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    mean = rand_strided((2, 512), (512, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.bool)
    unsqueeze_516 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_540 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_552 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_564 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_576 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_588 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_600 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_612 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_624 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_636 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_648 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_660 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_672 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_684 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_696 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_708 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_720 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_732 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_744 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_756 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_768 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_780 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_792 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_804 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_816 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_828 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_840 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_852 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_864 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_876 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_888 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_900 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_912 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_924 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_936 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_948 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_960 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_972 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_984 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_996 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1008 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1020 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1032 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1044 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1056 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1068 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1080 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1092 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1104 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1116 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1128 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1140 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1152 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1164 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1176 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1188 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1200 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1212 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1224 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1236 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1248 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1260 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1272 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1284 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1296 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1308 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1320 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1332 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1344 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1356 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1368 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1380 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1392 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1404 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1416 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1428 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1440 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1452 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1464 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1476 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1488 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1500 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1512 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1524 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1536 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1548 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1560 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1572 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1584 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1596 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1608 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1620 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1632 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1644 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_1656 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_248, primals_252, primals_254, primals_258, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_332, primals_336, primals_338, primals_342, primals_344, primals_348, primals_350, primals_354, primals_356, primals_360, primals_362, primals_366, primals_368, primals_372, primals_374, primals_378, primals_380, primals_384, primals_386, primals_390, primals_392, primals_396, primals_398, primals_402, primals_404, primals_408, primals_410, primals_414, primals_416, primals_420, primals_422, primals_426, primals_428, primals_432, primals_434, primals_438, primals_440, primals_444, primals_446, primals_450, primals_452, primals_456, primals_458, primals_462, primals_464, primals_468, primals_470, primals_474, primals_476, primals_480, primals_482, primals_486, primals_488, primals_492, primals_494, primals_498, primals_500, primals_504, primals_506, primals_510, primals_512, primals_516, primals_518, primals_522, primals_524, primals_528, primals_530, primals_534, primals_536, primals_540, primals_542, primals_546, primals_548, primals_552, primals_554, primals_558, primals_560, primals_564, primals_566, primals_570, primals_572, primals_576, primals_578, primals_582, primals_584, primals_588, primals_590, primals_594, primals_596, primals_600, primals_602, primals_606, primals_608, primals_612, primals_614, primals_618, primals_620, primals_624, primals_626, convolution, squeeze_1, relu, getitem_2, getitem_3, convolution_1, squeeze_4, convolution_2, squeeze_7, relu_1, convolution_3, squeeze_10, relu_2, convolution_4, squeeze_13, relu_3, convolution_5, squeeze_16, relu_4, convolution_6, squeeze_19, relu_5, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, relu_14, convolution_17, squeeze_52, relu_15, convolution_18, squeeze_55, relu_16, convolution_19, squeeze_58, relu_17, convolution_20, squeeze_61, relu_18, convolution_21, squeeze_64, relu_19, convolution_22, squeeze_67, relu_20, convolution_23, squeeze_70, relu_21, convolution_24, squeeze_73, convolution_25, squeeze_76, relu_22, convolution_26, squeeze_79, relu_23, convolution_27, squeeze_82, relu_24, convolution_28, squeeze_85, relu_25, convolution_29, squeeze_88, relu_26, convolution_30, squeeze_91, relu_27, convolution_31, squeeze_94, relu_28, convolution_32, squeeze_97, relu_29, convolution_33, squeeze_100, relu_30, convolution_34, squeeze_103, relu_31, convolution_35, squeeze_106, relu_32, convolution_36, squeeze_109, relu_33, convolution_37, squeeze_112, relu_34, convolution_38, squeeze_115, relu_35, convolution_39, squeeze_118, relu_36, convolution_40, squeeze_121, relu_37, convolution_41, squeeze_124, relu_38, convolution_42, squeeze_127, relu_39, convolution_43, squeeze_130, relu_40, convolution_44, squeeze_133, relu_41, convolution_45, squeeze_136, relu_42, convolution_46, squeeze_139, relu_43, convolution_47, squeeze_142, relu_44, convolution_48, squeeze_145, relu_45, convolution_49, squeeze_148, relu_46, convolution_50, squeeze_151, relu_47, convolution_51, squeeze_154, relu_48, convolution_52, squeeze_157, relu_49, convolution_53, squeeze_160, relu_50, convolution_54, squeeze_163, relu_51, convolution_55, squeeze_166, relu_52, convolution_56, squeeze_169, relu_53, convolution_57, squeeze_172, relu_54, convolution_58, squeeze_175, relu_55, convolution_59, squeeze_178, relu_56, convolution_60, squeeze_181, relu_57, convolution_61, squeeze_184, relu_58, convolution_62, squeeze_187, relu_59, convolution_63, squeeze_190, relu_60, convolution_64, squeeze_193, relu_61, convolution_65, squeeze_196, relu_62, convolution_66, squeeze_199, relu_63, convolution_67, squeeze_202, relu_64, convolution_68, squeeze_205, relu_65, convolution_69, squeeze_208, relu_66, convolution_70, squeeze_211, relu_67, convolution_71, squeeze_214, relu_68, convolution_72, squeeze_217, relu_69, convolution_73, squeeze_220, relu_70, convolution_74, squeeze_223, relu_71, convolution_75, squeeze_226, relu_72, convolution_76, squeeze_229, relu_73, convolution_77, squeeze_232, relu_74, convolution_78, squeeze_235, relu_75, convolution_79, squeeze_238, relu_76, convolution_80, squeeze_241, relu_77, convolution_81, squeeze_244, relu_78, convolution_82, squeeze_247, relu_79, convolution_83, squeeze_250, relu_80, convolution_84, squeeze_253, relu_81, convolution_85, squeeze_256, relu_82, convolution_86, squeeze_259, relu_83, convolution_87, squeeze_262, relu_84, convolution_88, squeeze_265, relu_85, convolution_89, squeeze_268, relu_86, convolution_90, squeeze_271, relu_87, convolution_91, squeeze_274, relu_88, convolution_92, squeeze_277, relu_89, convolution_93, squeeze_280, relu_90, convolution_94, convolution_95, squeeze_286, relu_91, convolution_96, relu_92, convolution_97, relu_93, convolution_98, relu_94, convolution_99, relu_95, convolution_100, relu_96, convolution_101, relu_97, convolution_102, relu_98, convolution_103, mean, le, unsqueeze_516, unsqueeze_540, unsqueeze_552, unsqueeze_564, unsqueeze_576, unsqueeze_588, unsqueeze_600, unsqueeze_612, unsqueeze_624, unsqueeze_636, unsqueeze_648, unsqueeze_660, unsqueeze_672, unsqueeze_684, unsqueeze_696, unsqueeze_708, unsqueeze_720, unsqueeze_732, unsqueeze_744, unsqueeze_756, unsqueeze_768, unsqueeze_780, unsqueeze_792, unsqueeze_804, unsqueeze_816, unsqueeze_828, unsqueeze_840, unsqueeze_852, unsqueeze_864, unsqueeze_876, unsqueeze_888, unsqueeze_900, unsqueeze_912, unsqueeze_924, unsqueeze_936, unsqueeze_948, unsqueeze_960, unsqueeze_972, unsqueeze_984, unsqueeze_996, unsqueeze_1008, unsqueeze_1020, unsqueeze_1032, unsqueeze_1044, unsqueeze_1056, unsqueeze_1068, unsqueeze_1080, unsqueeze_1092, unsqueeze_1104, unsqueeze_1116, unsqueeze_1128, unsqueeze_1140, unsqueeze_1152, unsqueeze_1164, unsqueeze_1176, unsqueeze_1188, unsqueeze_1200, unsqueeze_1212, unsqueeze_1224, unsqueeze_1236, unsqueeze_1248, unsqueeze_1260, unsqueeze_1272, unsqueeze_1284, unsqueeze_1296, unsqueeze_1308, unsqueeze_1320, unsqueeze_1332, unsqueeze_1344, unsqueeze_1356, unsqueeze_1368, unsqueeze_1380, unsqueeze_1392, unsqueeze_1404, unsqueeze_1416, unsqueeze_1428, unsqueeze_1440, unsqueeze_1452, unsqueeze_1464, unsqueeze_1476, unsqueeze_1488, unsqueeze_1500, unsqueeze_1512, unsqueeze_1524, unsqueeze_1536, unsqueeze_1548, unsqueeze_1560, unsqueeze_1572, unsqueeze_1584, unsqueeze_1596, unsqueeze_1608, unsqueeze_1620, unsqueeze_1632, unsqueeze_1644, unsqueeze_1656, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
