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


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(2048.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(2048.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0004885197850513);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(2048.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = (-1L) + 2L*x1;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = static_cast<int64_t>(0);
                                    auto tmp3 = tmp1 >= tmp2;
                                    auto tmp4 = static_cast<int64_t>(32);
                                    auto tmp5 = tmp1 < tmp4;
                                    auto tmp6 = tmp3 & tmp5;
                                    auto tmp7 = (-1L) + 2L*x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = tmp8 >= tmp2;
                                    auto tmp10 = tmp8 < tmp4;
                                    auto tmp11 = tmp9 & tmp10;
                                    auto tmp12 = tmp6 & tmp11;
                                    auto tmp13 = [&]
                                    {
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-528L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp14;
                                    }
                                    ;
                                    auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp16 = 2L*x2;
                                    auto tmp17 = c10::convert<int64_t>(tmp16);
                                    auto tmp18 = tmp17 >= tmp2;
                                    auto tmp19 = tmp17 < tmp4;
                                    auto tmp20 = tmp18 & tmp19;
                                    auto tmp21 = tmp6 & tmp20;
                                    auto tmp22 = [&]
                                    {
                                        auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-512L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp23;
                                    }
                                    ;
                                    auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp25 = at::vec::maximum(tmp15, tmp24);
                                    auto tmp26 = 1L + 2L*x2;
                                    auto tmp27 = c10::convert<int64_t>(tmp26);
                                    auto tmp28 = tmp27 >= tmp2;
                                    auto tmp29 = tmp27 < tmp4;
                                    auto tmp30 = tmp28 & tmp29;
                                    auto tmp31 = tmp6 & tmp30;
                                    auto tmp32 = [&]
                                    {
                                        auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-496L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp33;
                                    }
                                    ;
                                    auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp35 = at::vec::maximum(tmp25, tmp34);
                                    auto tmp36 = 2L*x1;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    auto tmp38 = tmp37 >= tmp2;
                                    auto tmp39 = tmp37 < tmp4;
                                    auto tmp40 = tmp38 & tmp39;
                                    auto tmp41 = tmp40 & tmp11;
                                    auto tmp42 = [&]
                                    {
                                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-16L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp43;
                                    }
                                    ;
                                    auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp45 = at::vec::maximum(tmp35, tmp44);
                                    auto tmp46 = tmp40 & tmp20;
                                    auto tmp47 = [&]
                                    {
                                        auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp48;
                                    }
                                    ;
                                    auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp50 = at::vec::maximum(tmp45, tmp49);
                                    auto tmp51 = tmp40 & tmp30;
                                    auto tmp52 = [&]
                                    {
                                        auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(16L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp53;
                                    }
                                    ;
                                    auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp55 = at::vec::maximum(tmp50, tmp54);
                                    auto tmp56 = 1L + 2L*x1;
                                    auto tmp57 = c10::convert<int64_t>(tmp56);
                                    auto tmp58 = tmp57 >= tmp2;
                                    auto tmp59 = tmp57 < tmp4;
                                    auto tmp60 = tmp58 & tmp59;
                                    auto tmp61 = tmp60 & tmp11;
                                    auto tmp62 = [&]
                                    {
                                        auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(496L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp63;
                                    }
                                    ;
                                    auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp65 = at::vec::maximum(tmp55, tmp64);
                                    auto tmp66 = tmp60 & tmp20;
                                    auto tmp67 = [&]
                                    {
                                        auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(512L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp68;
                                    }
                                    ;
                                    auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp70 = at::vec::maximum(tmp65, tmp69);
                                    auto tmp71 = tmp60 & tmp30;
                                    auto tmp72 = [&]
                                    {
                                        auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(528L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp73;
                                    }
                                    ;
                                    auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp75 = at::vec::maximum(tmp70, tmp74);
                                    auto tmp76 = [&]
                                    {
                                        auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-528L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp77;
                                    }
                                    ;
                                    auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp79 = [&]
                                    {
                                        auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-512L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp80;
                                    }
                                    ;
                                    auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                                    auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                                    auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                                    auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                                    auto tmp86 = (tmp84 > tmp85);
                                    auto tmp87 = tmp82.template cast<int32_t,1>();
                                    auto tmp88 = tmp86.template cast<int32_t,1>();
                                    auto tmp89 = tmp87 | tmp88;
                                    auto tmp90 = tmp84.template cast<int32_t,1>();
                                    auto tmp91 = tmp85.template cast<int32_t,1>();
                                    auto tmp92 = tmp90 & tmp91;
                                    auto tmp93 = tmp83.template cast<int32_t,1>();
                                    auto tmp94 = tmp92.template cast<int32_t,1>();
                                    auto tmp95 = tmp93 | tmp94;
                                    auto tmp96 = static_cast<int64_t>(1);
                                    auto tmp97 = tmp2 < tmp96;
                                    auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                                    auto tmp99 = tmp95.template cast<int32_t,1>();
                                    auto tmp100 = tmp98.template cast<int32_t,1>();
                                    auto tmp101 = tmp99 & tmp100;
                                    auto tmp102 = tmp89.template cast<int32_t,1>();
                                    auto tmp103 = tmp101.template cast<int32_t,1>();
                                    auto tmp104 = tmp102 | tmp103;
                                    auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                                    auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                                    auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                                    auto tmp109 = [&]
                                    {
                                        auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-496L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp110;
                                    }
                                    ;
                                    auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                                    auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                                    auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                                    auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                                    auto tmp116 = (tmp114 > tmp115);
                                    auto tmp117 = tmp112.template cast<int32_t,1>();
                                    auto tmp118 = tmp116.template cast<int32_t,1>();
                                    auto tmp119 = tmp117 | tmp118;
                                    auto tmp120 = tmp114.template cast<int32_t,1>();
                                    auto tmp121 = tmp115.template cast<int32_t,1>();
                                    auto tmp122 = tmp120 & tmp121;
                                    auto tmp123 = tmp113.template cast<int32_t,1>();
                                    auto tmp124 = tmp122.template cast<int32_t,1>();
                                    auto tmp125 = tmp123 | tmp124;
                                    auto tmp126 = static_cast<int64_t>(2);
                                    auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                                    auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                                    auto tmp129 = tmp125.template cast<int32_t,1>();
                                    auto tmp130 = tmp128.template cast<int32_t,1>();
                                    auto tmp131 = tmp129 & tmp130;
                                    auto tmp132 = tmp119.template cast<int32_t,1>();
                                    auto tmp133 = tmp131.template cast<int32_t,1>();
                                    auto tmp134 = tmp132 | tmp133;
                                    auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                                    auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                                    auto tmp137 = [&]
                                    {
                                        auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-16L) + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp138;
                                    }
                                    ;
                                    auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                                    auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                                    auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                                    auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                                    auto tmp144 = (tmp142 > tmp143);
                                    auto tmp145 = tmp140.template cast<int32_t,1>();
                                    auto tmp146 = tmp144.template cast<int32_t,1>();
                                    auto tmp147 = tmp145 | tmp146;
                                    auto tmp148 = tmp142.template cast<int32_t,1>();
                                    auto tmp149 = tmp143.template cast<int32_t,1>();
                                    auto tmp150 = tmp148 & tmp149;
                                    auto tmp151 = tmp141.template cast<int32_t,1>();
                                    auto tmp152 = tmp150.template cast<int32_t,1>();
                                    auto tmp153 = tmp151 | tmp152;
                                    auto tmp154 = static_cast<int64_t>(3);
                                    auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                                    auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                                    auto tmp157 = tmp153.template cast<int32_t,1>();
                                    auto tmp158 = tmp156.template cast<int32_t,1>();
                                    auto tmp159 = tmp157 & tmp158;
                                    auto tmp160 = tmp147.template cast<int32_t,1>();
                                    auto tmp161 = tmp159.template cast<int32_t,1>();
                                    auto tmp162 = tmp160 | tmp161;
                                    auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                                    auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                                    auto tmp165 = [&]
                                    {
                                        auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp166;
                                    }
                                    ;
                                    auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                                    auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                                    auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                                    auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                                    auto tmp172 = (tmp170 > tmp171);
                                    auto tmp173 = tmp168.template cast<int32_t,1>();
                                    auto tmp174 = tmp172.template cast<int32_t,1>();
                                    auto tmp175 = tmp173 | tmp174;
                                    auto tmp176 = tmp170.template cast<int32_t,1>();
                                    auto tmp177 = tmp171.template cast<int32_t,1>();
                                    auto tmp178 = tmp176 & tmp177;
                                    auto tmp179 = tmp169.template cast<int32_t,1>();
                                    auto tmp180 = tmp178.template cast<int32_t,1>();
                                    auto tmp181 = tmp179 | tmp180;
                                    auto tmp182 = static_cast<int64_t>(4);
                                    auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                                    auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                                    auto tmp185 = tmp181.template cast<int32_t,1>();
                                    auto tmp186 = tmp184.template cast<int32_t,1>();
                                    auto tmp187 = tmp185 & tmp186;
                                    auto tmp188 = tmp175.template cast<int32_t,1>();
                                    auto tmp189 = tmp187.template cast<int32_t,1>();
                                    auto tmp190 = tmp188 | tmp189;
                                    auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                                    auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                                    auto tmp193 = [&]
                                    {
                                        auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(16L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp194;
                                    }
                                    ;
                                    auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                                    auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                                    auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                                    auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                                    auto tmp200 = (tmp198 > tmp199);
                                    auto tmp201 = tmp196.template cast<int32_t,1>();
                                    auto tmp202 = tmp200.template cast<int32_t,1>();
                                    auto tmp203 = tmp201 | tmp202;
                                    auto tmp204 = tmp198.template cast<int32_t,1>();
                                    auto tmp205 = tmp199.template cast<int32_t,1>();
                                    auto tmp206 = tmp204 & tmp205;
                                    auto tmp207 = tmp197.template cast<int32_t,1>();
                                    auto tmp208 = tmp206.template cast<int32_t,1>();
                                    auto tmp209 = tmp207 | tmp208;
                                    auto tmp210 = static_cast<int64_t>(5);
                                    auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                                    auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                                    auto tmp213 = tmp209.template cast<int32_t,1>();
                                    auto tmp214 = tmp212.template cast<int32_t,1>();
                                    auto tmp215 = tmp213 & tmp214;
                                    auto tmp216 = tmp203.template cast<int32_t,1>();
                                    auto tmp217 = tmp215.template cast<int32_t,1>();
                                    auto tmp218 = tmp216 | tmp217;
                                    auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                                    auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                                    auto tmp221 = [&]
                                    {
                                        auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(496L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp222;
                                    }
                                    ;
                                    auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                                    auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                                    auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                                    auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                                    auto tmp228 = (tmp226 > tmp227);
                                    auto tmp229 = tmp224.template cast<int32_t,1>();
                                    auto tmp230 = tmp228.template cast<int32_t,1>();
                                    auto tmp231 = tmp229 | tmp230;
                                    auto tmp232 = tmp226.template cast<int32_t,1>();
                                    auto tmp233 = tmp227.template cast<int32_t,1>();
                                    auto tmp234 = tmp232 & tmp233;
                                    auto tmp235 = tmp225.template cast<int32_t,1>();
                                    auto tmp236 = tmp234.template cast<int32_t,1>();
                                    auto tmp237 = tmp235 | tmp236;
                                    auto tmp238 = static_cast<int64_t>(6);
                                    auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                                    auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                                    auto tmp241 = tmp237.template cast<int32_t,1>();
                                    auto tmp242 = tmp240.template cast<int32_t,1>();
                                    auto tmp243 = tmp241 & tmp242;
                                    auto tmp244 = tmp231.template cast<int32_t,1>();
                                    auto tmp245 = tmp243.template cast<int32_t,1>();
                                    auto tmp246 = tmp244 | tmp245;
                                    auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                                    auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                                    auto tmp249 = [&]
                                    {
                                        auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(512L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp250;
                                    }
                                    ;
                                    auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                                    auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                                    auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                                    auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                                    auto tmp256 = (tmp254 > tmp255);
                                    auto tmp257 = tmp252.template cast<int32_t,1>();
                                    auto tmp258 = tmp256.template cast<int32_t,1>();
                                    auto tmp259 = tmp257 | tmp258;
                                    auto tmp260 = tmp254.template cast<int32_t,1>();
                                    auto tmp261 = tmp255.template cast<int32_t,1>();
                                    auto tmp262 = tmp260 & tmp261;
                                    auto tmp263 = tmp253.template cast<int32_t,1>();
                                    auto tmp264 = tmp262.template cast<int32_t,1>();
                                    auto tmp265 = tmp263 | tmp264;
                                    auto tmp266 = static_cast<int64_t>(7);
                                    auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                                    auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                                    auto tmp269 = tmp265.template cast<int32_t,1>();
                                    auto tmp270 = tmp268.template cast<int32_t,1>();
                                    auto tmp271 = tmp269 & tmp270;
                                    auto tmp272 = tmp259.template cast<int32_t,1>();
                                    auto tmp273 = tmp271.template cast<int32_t,1>();
                                    auto tmp274 = tmp272 | tmp273;
                                    auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                                    auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                                    auto tmp277 = [&]
                                    {
                                        auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(528L + x3 + 32L*x2 + 1024L*x1 + 16384L*x0));
                                        return tmp278;
                                    }
                                    ;
                                    auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                                    auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                                    auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                                    auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                                    auto tmp284 = (tmp282 > tmp283);
                                    auto tmp285 = tmp280.template cast<int32_t,1>();
                                    auto tmp286 = tmp284.template cast<int32_t,1>();
                                    auto tmp287 = tmp285 | tmp286;
                                    auto tmp288 = tmp282.template cast<int32_t,1>();
                                    auto tmp289 = tmp283.template cast<int32_t,1>();
                                    auto tmp290 = tmp288 & tmp289;
                                    auto tmp291 = tmp281.template cast<int32_t,1>();
                                    auto tmp292 = tmp290.template cast<int32_t,1>();
                                    auto tmp293 = tmp291 | tmp292;
                                    auto tmp294 = static_cast<int64_t>(8);
                                    auto tmp295 = at::vec::VectorizedN<int64_t,2>(tmp294);
                                    auto tmp296 = at::vec::VecMask<int64_t,2>(tmp276 < tmp295);
                                    auto tmp297 = tmp293.template cast<int32_t,1>();
                                    auto tmp298 = tmp296.template cast<int32_t,1>();
                                    auto tmp299 = tmp297 & tmp298;
                                    auto tmp300 = tmp287.template cast<int32_t,1>();
                                    auto tmp301 = tmp299.template cast<int32_t,1>();
                                    auto tmp302 = tmp300 | tmp301;
                                    auto tmp303 = decltype(tmp275)::blendv(tmp279, tmp275, tmp302.template cast<float,1>());
                                    auto tmp304 = decltype(tmp276)::blendv(tmp295, tmp276, tmp302.template cast<int64_t,2>());
                                    auto tmp305 = at::vec::convert<int8_t,1,int64_t,2>(tmp304);
                                    tmp75.store(out_ptr8 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 4096L*x0));
                                    tmp305.store(out_ptr9 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 4096L*x0), static_cast<int64_t>(16));
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


cpp_fused__native_batch_norm_legit_functional_copy__1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
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
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(512L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(512.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0019569471624266);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(512.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
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
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
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
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(128L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(128.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.0078740157480315);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                        tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5)
{
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
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
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.032258064516129);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(32.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                            tmp16.store(out_ptr6 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5)
{
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp18 = tmp16 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = tmp20 + tmp8;
                            auto tmp22 = tmp21.rsqrt();
                            auto tmp23 = tmp18 * tmp22;
                            auto tmp25 = tmp23 * tmp24;
                            auto tmp27 = tmp25 + tmp26;
                            auto tmp28 = tmp15 + tmp27;
                            auto tmp29 = at::vec::clamp_min(tmp28, decltype(tmp28)(0));
                            tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__relu_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            tmp18.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       bool* out_ptr7,
                       float* out_ptr8)
{
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.1);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp5 = static_cast<float>(0.9);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp8 = tmp3 + tmp7;
                        tmp8.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(1.1428571428571428);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = static_cast<float>(0.1);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(0.9);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp9 + tmp13;
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(8.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 + tmp8;
                            auto tmp10 = tmp9.rsqrt();
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = at::vec::clamp_min(tmp17, decltype(tmp17)(0));
                            auto tmp19 = static_cast<float>(0.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = at::vec::VecMask<float,1>(tmp18 <= tmp20);
                            tmp18.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp21.store(out_ptr7 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(512L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(1024L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(1536L + x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            tmp9.store(out_ptr8 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_copy__21 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       const int64_t* in_ptr12,
                       const int64_t* in_ptr13,
                       const int64_t* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       const int64_t* in_ptr17,
                       const int64_t* in_ptr18,
                       const int64_t* in_ptr19,
                       const int64_t* in_ptr20,
                       const int64_t* in_ptr21,
                       const int64_t* in_ptr22,
                       const int64_t* in_ptr23,
                       const int64_t* in_ptr24,
                       const int64_t* in_ptr25,
                       const int64_t* in_ptr26,
                       const int64_t* in_ptr27,
                       const int64_t* in_ptr28,
                       const int64_t* in_ptr29,
                       const int64_t* in_ptr30,
                       const int64_t* in_ptr31,
                       const int64_t* in_ptr32,
                       const int64_t* in_ptr33,
                       const int64_t* in_ptr34,
                       const int64_t* in_ptr35,
                       const int64_t* in_ptr36,
                       const int64_t* in_ptr37,
                       const int64_t* in_ptr38,
                       const int64_t* in_ptr39,
                       const int64_t* in_ptr40,
                       const int64_t* in_ptr41,
                       const int64_t* in_ptr42,
                       const int64_t* in_ptr43,
                       const int64_t* in_ptr44,
                       const int64_t* in_ptr45,
                       const int64_t* in_ptr46,
                       const int64_t* in_ptr47,
                       const int64_t* in_ptr48,
                       const int64_t* in_ptr49,
                       const int64_t* in_ptr50,
                       const int64_t* in_ptr51,
                       const int64_t* in_ptr52,
                       const int64_t* in_ptr53,
                       const int64_t* in_ptr54,
                       const int64_t* in_ptr55,
                       const int64_t* in_ptr56,
                       const int64_t* in_ptr57,
                       const int64_t* in_ptr58,
                       const int64_t* in_ptr59,
                       const int64_t* in_ptr60,
                       const int64_t* in_ptr61,
                       const int64_t* in_ptr62,
                       const int64_t* in_ptr63,
                       const int64_t* in_ptr64,
                       const int64_t* in_ptr65,
                       const int64_t* in_ptr66,
                       const int64_t* in_ptr67,
                       const int64_t* in_ptr68,
                       const int64_t* in_ptr69,
                       const int64_t* in_ptr70,
                       const int64_t* in_ptr71,
                       const int64_t* in_ptr72,
                       const int64_t* in_ptr73,
                       const int64_t* in_ptr74,
                       const int64_t* in_ptr75,
                       const int64_t* in_ptr76,
                       const int64_t* in_ptr77,
                       const int64_t* in_ptr78,
                       const int64_t* in_ptr79,
                       const int64_t* in_ptr80,
                       const int64_t* in_ptr81,
                       const int64_t* in_ptr82,
                       const int64_t* in_ptr83,
                       const int64_t* in_ptr84,
                       const int64_t* in_ptr85,
                       const int64_t* in_ptr86,
                       const int64_t* in_ptr87,
                       const int64_t* in_ptr88,
                       const int64_t* in_ptr89,
                       const int64_t* in_ptr90,
                       const int64_t* in_ptr91,
                       const int64_t* in_ptr92,
                       const int64_t* in_ptr93,
                       const int64_t* in_ptr94,
                       const int64_t* in_ptr95,
                       const int64_t* in_ptr96,
                       const int64_t* in_ptr97,
                       const int64_t* in_ptr98,
                       const int64_t* in_ptr99,
                       const int64_t* in_ptr100,
                       const int64_t* in_ptr101,
                       const int64_t* in_ptr102,
                       const int64_t* in_ptr103,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11,
                       int64_t* out_ptr13,
                       int64_t* out_ptr15,
                       int64_t* out_ptr17,
                       int64_t* out_ptr19,
                       int64_t* out_ptr21,
                       int64_t* out_ptr23,
                       int64_t* out_ptr25,
                       int64_t* out_ptr27,
                       int64_t* out_ptr29,
                       int64_t* out_ptr31,
                       int64_t* out_ptr33,
                       int64_t* out_ptr35,
                       int64_t* out_ptr37,
                       int64_t* out_ptr39,
                       int64_t* out_ptr41,
                       int64_t* out_ptr43,
                       int64_t* out_ptr45,
                       int64_t* out_ptr47,
                       int64_t* out_ptr49,
                       int64_t* out_ptr51,
                       int64_t* out_ptr53,
                       int64_t* out_ptr55,
                       int64_t* out_ptr57,
                       int64_t* out_ptr59,
                       int64_t* out_ptr61,
                       int64_t* out_ptr63,
                       int64_t* out_ptr65,
                       int64_t* out_ptr67,
                       int64_t* out_ptr69,
                       int64_t* out_ptr71,
                       int64_t* out_ptr73,
                       int64_t* out_ptr75,
                       int64_t* out_ptr77,
                       int64_t* out_ptr79,
                       int64_t* out_ptr81,
                       int64_t* out_ptr83,
                       int64_t* out_ptr85,
                       int64_t* out_ptr87,
                       int64_t* out_ptr89,
                       int64_t* out_ptr91,
                       int64_t* out_ptr93,
                       int64_t* out_ptr95,
                       int64_t* out_ptr97,
                       int64_t* out_ptr99,
                       int64_t* out_ptr101,
                       int64_t* out_ptr103,
                       int64_t* out_ptr105,
                       int64_t* out_ptr107,
                       int64_t* out_ptr109,
                       int64_t* out_ptr111,
                       int64_t* out_ptr113,
                       int64_t* out_ptr115,
                       int64_t* out_ptr117,
                       int64_t* out_ptr119,
                       int64_t* out_ptr121,
                       int64_t* out_ptr123,
                       int64_t* out_ptr125,
                       int64_t* out_ptr127,
                       int64_t* out_ptr129,
                       int64_t* out_ptr131,
                       int64_t* out_ptr133,
                       int64_t* out_ptr135,
                       int64_t* out_ptr137,
                       int64_t* out_ptr139,
                       int64_t* out_ptr141,
                       int64_t* out_ptr143,
                       int64_t* out_ptr145,
                       int64_t* out_ptr147,
                       int64_t* out_ptr149,
                       int64_t* out_ptr151,
                       int64_t* out_ptr153,
                       int64_t* out_ptr155,
                       int64_t* out_ptr157,
                       int64_t* out_ptr159,
                       int64_t* out_ptr161,
                       int64_t* out_ptr163,
                       int64_t* out_ptr165,
                       int64_t* out_ptr167,
                       int64_t* out_ptr169,
                       int64_t* out_ptr171,
                       int64_t* out_ptr173,
                       int64_t* out_ptr175,
                       int64_t* out_ptr177,
                       int64_t* out_ptr179,
                       int64_t* out_ptr181,
                       int64_t* out_ptr183,
                       int64_t* out_ptr185,
                       int64_t* out_ptr187,
                       int64_t* out_ptr189,
                       int64_t* out_ptr191,
                       int64_t* out_ptr193,
                       int64_t* out_ptr195,
                       int64_t* out_ptr197,
                       int64_t* out_ptr199,
                       int64_t* out_ptr201,
                       int64_t* out_ptr203,
                       int64_t* out_ptr205,
                       int64_t* out_ptr207)
{
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr13[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr7[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr15[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr8[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr17[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr19[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr10[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr21[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr23[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr12[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr25[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr13[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr27[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr29[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr15[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr31[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr16[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr33[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr17[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr35[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr18[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr37[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr39[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr20[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr41[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr21[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr43[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr22[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr45[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr23[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr47[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr24[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr49[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr25[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr51[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr26[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr53[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr27[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr55[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr28[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr57[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr29[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr59[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr30[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr61[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr31[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr63[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr32[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr65[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr33[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr67[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr34[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr69[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr35[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr71[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr36[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr73[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr37[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr75[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr38[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr77[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr39[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr79[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr40[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr81[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr41[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr83[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr42[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr85[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr43[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr87[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr44[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr89[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr45[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr91[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr46[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr93[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr47[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr95[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr48[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr97[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr49[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr99[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr50[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr101[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr51[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr103[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr52[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr105[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr53[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr107[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr54[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr109[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr55[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr111[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr56[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr113[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr57[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr115[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr58[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr117[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr59[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr119[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr60[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr121[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr61[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr123[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr62[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr125[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr63[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr127[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr64[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr129[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr65[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr131[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr66[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr133[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr67[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr135[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr68[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr137[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr69[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr139[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr70[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr141[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr71[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr143[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr72[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr145[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr73[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr147[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr74[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr149[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr75[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr151[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr76[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr153[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr77[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr155[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr78[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr157[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr79[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr159[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr80[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr161[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr81[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr163[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr82[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr165[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr83[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr167[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr84[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr169[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr85[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr171[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr86[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr173[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr87[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr175[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr88[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr177[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr89[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr179[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr90[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr181[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr91[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr183[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr92[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr185[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr93[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr187[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr94[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr189[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr95[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr191[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr96[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr193[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr97[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr195[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr98[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr197[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr99[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr199[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr100[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr201[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr101[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr203[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr102[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr205[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr103[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(tmp0 + tmp1);
                out_ptr207[static_cast<int64_t>(0L)] = tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339, primals_340, primals_341, primals_342, primals_343, primals_344, primals_345, primals_346, primals_347, primals_348, primals_349, primals_350, primals_351, primals_352, primals_353, primals_354, primals_355, primals_356, primals_357, primals_358, primals_359, primals_360, primals_361, primals_362, primals_363, primals_364, primals_365, primals_366, primals_367, primals_368, primals_369, primals_370, primals_371, primals_372, primals_373, primals_374, primals_375, primals_376, primals_377, primals_378, primals_379, primals_380, primals_381, primals_382, primals_383, primals_384, primals_385, primals_386, primals_387, primals_388, primals_389, primals_390, primals_391, primals_392, primals_393, primals_394, primals_395, primals_396, primals_397, primals_398, primals_399, primals_400, primals_401, primals_402, primals_403, primals_404, primals_405, primals_406, primals_407, primals_408, primals_409, primals_410, primals_411, primals_412, primals_413, primals_414, primals_415, primals_416, primals_417, primals_418, primals_419, primals_420, primals_421, primals_422, primals_423, primals_424, primals_425, primals_426, primals_427, primals_428, primals_429, primals_430, primals_431, primals_432, primals_433, primals_434, primals_435, primals_436, primals_437, primals_438, primals_439, primals_440, primals_441, primals_442, primals_443, primals_444, primals_445, primals_446, primals_447, primals_448, primals_449, primals_450, primals_451, primals_452, primals_453, primals_454, primals_455, primals_456, primals_457, primals_458, primals_459, primals_460, primals_461, primals_462, primals_463, primals_464, primals_465, primals_466, primals_467, primals_468, primals_469, primals_470, primals_471, primals_472, primals_473, primals_474, primals_475, primals_476, primals_477, primals_478, primals_479, primals_480, primals_481, primals_482, primals_483, primals_484, primals_485, primals_486, primals_487, primals_488, primals_489, primals_490, primals_491, primals_492, primals_493, primals_494, primals_495, primals_496, primals_497, primals_498, primals_499, primals_500, primals_501, primals_502, primals_503, primals_504, primals_505, primals_506, primals_507, primals_508, primals_509, primals_510, primals_511, primals_512, primals_513, primals_514, primals_515, primals_516, primals_517, primals_518, primals_519, primals_520, primals_521, primals_522, primals_523, primals_524, primals_525, primals_526, primals_527, primals_528, primals_529, primals_530, primals_531, primals_532, primals_533, primals_534, primals_535, primals_536, primals_537, primals_538, primals_539, primals_540, primals_541, primals_542, primals_543, primals_544, primals_545, primals_546, primals_547, primals_548, primals_549, primals_550, primals_551, primals_552, primals_553, primals_554, primals_555, primals_556, primals_557, primals_558, primals_559, primals_560, primals_561, primals_562, primals_563, primals_564, primals_565, primals_566, primals_567, primals_568, primals_569, primals_570, primals_571, primals_572, primals_573, primals_574, primals_575, primals_576, primals_577, primals_578, primals_579, primals_580, primals_581, primals_582, primals_583, primals_584, primals_585, primals_586, primals_587, primals_588, primals_589, primals_590, primals_591, primals_592, primals_593, primals_594, primals_595, primals_596, primals_597, primals_598, primals_599, primals_600, primals_601, primals_602, primals_603, primals_604, primals_605, primals_606, primals_607, primals_608, primals_609, primals_610, primals_611, primals_612, primals_613, primals_614, primals_615, primals_616, primals_617, primals_618, primals_619, primals_620, primals_621, primals_622, primals_623, primals_624, primals_625, primals_626, primals_627 = args
        args.clear()
        assert_size_stride(primals_1, (16, 3, 7, 7), (147, 1, 21, 3))
        assert_size_stride(primals_2, (2, 3, 64, 64), (12288, 1, 192, 3))
        assert_size_stride(primals_3, (), ())
        assert_size_stride(primals_4, (16, ), (1, ))
        assert_size_stride(primals_5, (16, ), (1, ))
        assert_size_stride(primals_6, (16, ), (1, ))
        assert_size_stride(primals_7, (16, ), (1, ))
        assert_size_stride(primals_8, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_9, (), ())
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (16, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_15, (), ())
        assert_size_stride(primals_16, (16, ), (1, ))
        assert_size_stride(primals_17, (16, ), (1, ))
        assert_size_stride(primals_18, (16, ), (1, ))
        assert_size_stride(primals_19, (16, ), (1, ))
        assert_size_stride(primals_20, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_21, (), ())
        assert_size_stride(primals_22, (16, ), (1, ))
        assert_size_stride(primals_23, (16, ), (1, ))
        assert_size_stride(primals_24, (16, ), (1, ))
        assert_size_stride(primals_25, (16, ), (1, ))
        assert_size_stride(primals_26, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_27, (), ())
        assert_size_stride(primals_28, (64, ), (1, ))
        assert_size_stride(primals_29, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (16, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_33, (), ())
        assert_size_stride(primals_34, (16, ), (1, ))
        assert_size_stride(primals_35, (16, ), (1, ))
        assert_size_stride(primals_36, (16, ), (1, ))
        assert_size_stride(primals_37, (16, ), (1, ))
        assert_size_stride(primals_38, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_39, (), ())
        assert_size_stride(primals_40, (16, ), (1, ))
        assert_size_stride(primals_41, (16, ), (1, ))
        assert_size_stride(primals_42, (16, ), (1, ))
        assert_size_stride(primals_43, (16, ), (1, ))
        assert_size_stride(primals_44, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_45, (), ())
        assert_size_stride(primals_46, (64, ), (1, ))
        assert_size_stride(primals_47, (64, ), (1, ))
        assert_size_stride(primals_48, (64, ), (1, ))
        assert_size_stride(primals_49, (64, ), (1, ))
        assert_size_stride(primals_50, (16, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_51, (), ())
        assert_size_stride(primals_52, (16, ), (1, ))
        assert_size_stride(primals_53, (16, ), (1, ))
        assert_size_stride(primals_54, (16, ), (1, ))
        assert_size_stride(primals_55, (16, ), (1, ))
        assert_size_stride(primals_56, (16, 16, 3, 3), (144, 1, 48, 16))
        assert_size_stride(primals_57, (), ())
        assert_size_stride(primals_58, (16, ), (1, ))
        assert_size_stride(primals_59, (16, ), (1, ))
        assert_size_stride(primals_60, (16, ), (1, ))
        assert_size_stride(primals_61, (16, ), (1, ))
        assert_size_stride(primals_62, (64, 16, 1, 1), (16, 1, 16, 16))
        assert_size_stride(primals_63, (), ())
        assert_size_stride(primals_64, (64, ), (1, ))
        assert_size_stride(primals_65, (64, ), (1, ))
        assert_size_stride(primals_66, (64, ), (1, ))
        assert_size_stride(primals_67, (64, ), (1, ))
        assert_size_stride(primals_68, (128, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_69, (), ())
        assert_size_stride(primals_70, (128, ), (1, ))
        assert_size_stride(primals_71, (128, ), (1, ))
        assert_size_stride(primals_72, (128, ), (1, ))
        assert_size_stride(primals_73, (128, ), (1, ))
        assert_size_stride(primals_74, (32, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_75, (), ())
        assert_size_stride(primals_76, (32, ), (1, ))
        assert_size_stride(primals_77, (32, ), (1, ))
        assert_size_stride(primals_78, (32, ), (1, ))
        assert_size_stride(primals_79, (32, ), (1, ))
        assert_size_stride(primals_80, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_81, (), ())
        assert_size_stride(primals_82, (32, ), (1, ))
        assert_size_stride(primals_83, (32, ), (1, ))
        assert_size_stride(primals_84, (32, ), (1, ))
        assert_size_stride(primals_85, (32, ), (1, ))
        assert_size_stride(primals_86, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_87, (), ())
        assert_size_stride(primals_88, (128, ), (1, ))
        assert_size_stride(primals_89, (128, ), (1, ))
        assert_size_stride(primals_90, (128, ), (1, ))
        assert_size_stride(primals_91, (128, ), (1, ))
        assert_size_stride(primals_92, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_93, (), ())
        assert_size_stride(primals_94, (32, ), (1, ))
        assert_size_stride(primals_95, (32, ), (1, ))
        assert_size_stride(primals_96, (32, ), (1, ))
        assert_size_stride(primals_97, (32, ), (1, ))
        assert_size_stride(primals_98, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_99, (), ())
        assert_size_stride(primals_100, (32, ), (1, ))
        assert_size_stride(primals_101, (32, ), (1, ))
        assert_size_stride(primals_102, (32, ), (1, ))
        assert_size_stride(primals_103, (32, ), (1, ))
        assert_size_stride(primals_104, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_105, (), ())
        assert_size_stride(primals_106, (128, ), (1, ))
        assert_size_stride(primals_107, (128, ), (1, ))
        assert_size_stride(primals_108, (128, ), (1, ))
        assert_size_stride(primals_109, (128, ), (1, ))
        assert_size_stride(primals_110, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_111, (), ())
        assert_size_stride(primals_112, (32, ), (1, ))
        assert_size_stride(primals_113, (32, ), (1, ))
        assert_size_stride(primals_114, (32, ), (1, ))
        assert_size_stride(primals_115, (32, ), (1, ))
        assert_size_stride(primals_116, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_117, (), ())
        assert_size_stride(primals_118, (32, ), (1, ))
        assert_size_stride(primals_119, (32, ), (1, ))
        assert_size_stride(primals_120, (32, ), (1, ))
        assert_size_stride(primals_121, (32, ), (1, ))
        assert_size_stride(primals_122, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_123, (), ())
        assert_size_stride(primals_124, (128, ), (1, ))
        assert_size_stride(primals_125, (128, ), (1, ))
        assert_size_stride(primals_126, (128, ), (1, ))
        assert_size_stride(primals_127, (128, ), (1, ))
        assert_size_stride(primals_128, (32, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_129, (), ())
        assert_size_stride(primals_130, (32, ), (1, ))
        assert_size_stride(primals_131, (32, ), (1, ))
        assert_size_stride(primals_132, (32, ), (1, ))
        assert_size_stride(primals_133, (32, ), (1, ))
        assert_size_stride(primals_134, (32, 32, 3, 3), (288, 1, 96, 32))
        assert_size_stride(primals_135, (), ())
        assert_size_stride(primals_136, (32, ), (1, ))
        assert_size_stride(primals_137, (32, ), (1, ))
        assert_size_stride(primals_138, (32, ), (1, ))
        assert_size_stride(primals_139, (32, ), (1, ))
        assert_size_stride(primals_140, (128, 32, 1, 1), (32, 1, 32, 32))
        assert_size_stride(primals_141, (), ())
        assert_size_stride(primals_142, (128, ), (1, ))
        assert_size_stride(primals_143, (128, ), (1, ))
        assert_size_stride(primals_144, (128, ), (1, ))
        assert_size_stride(primals_145, (128, ), (1, ))
        assert_size_stride(primals_146, (256, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_147, (), ())
        assert_size_stride(primals_148, (256, ), (1, ))
        assert_size_stride(primals_149, (256, ), (1, ))
        assert_size_stride(primals_150, (256, ), (1, ))
        assert_size_stride(primals_151, (256, ), (1, ))
        assert_size_stride(primals_152, (64, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_153, (), ())
        assert_size_stride(primals_154, (64, ), (1, ))
        assert_size_stride(primals_155, (64, ), (1, ))
        assert_size_stride(primals_156, (64, ), (1, ))
        assert_size_stride(primals_157, (64, ), (1, ))
        assert_size_stride(primals_158, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_159, (), ())
        assert_size_stride(primals_160, (64, ), (1, ))
        assert_size_stride(primals_161, (64, ), (1, ))
        assert_size_stride(primals_162, (64, ), (1, ))
        assert_size_stride(primals_163, (64, ), (1, ))
        assert_size_stride(primals_164, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_165, (), ())
        assert_size_stride(primals_166, (256, ), (1, ))
        assert_size_stride(primals_167, (256, ), (1, ))
        assert_size_stride(primals_168, (256, ), (1, ))
        assert_size_stride(primals_169, (256, ), (1, ))
        assert_size_stride(primals_170, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_171, (), ())
        assert_size_stride(primals_172, (64, ), (1, ))
        assert_size_stride(primals_173, (64, ), (1, ))
        assert_size_stride(primals_174, (64, ), (1, ))
        assert_size_stride(primals_175, (64, ), (1, ))
        assert_size_stride(primals_176, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_177, (), ())
        assert_size_stride(primals_178, (64, ), (1, ))
        assert_size_stride(primals_179, (64, ), (1, ))
        assert_size_stride(primals_180, (64, ), (1, ))
        assert_size_stride(primals_181, (64, ), (1, ))
        assert_size_stride(primals_182, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_183, (), ())
        assert_size_stride(primals_184, (256, ), (1, ))
        assert_size_stride(primals_185, (256, ), (1, ))
        assert_size_stride(primals_186, (256, ), (1, ))
        assert_size_stride(primals_187, (256, ), (1, ))
        assert_size_stride(primals_188, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_189, (), ())
        assert_size_stride(primals_190, (64, ), (1, ))
        assert_size_stride(primals_191, (64, ), (1, ))
        assert_size_stride(primals_192, (64, ), (1, ))
        assert_size_stride(primals_193, (64, ), (1, ))
        assert_size_stride(primals_194, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_195, (), ())
        assert_size_stride(primals_196, (64, ), (1, ))
        assert_size_stride(primals_197, (64, ), (1, ))
        assert_size_stride(primals_198, (64, ), (1, ))
        assert_size_stride(primals_199, (64, ), (1, ))
        assert_size_stride(primals_200, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_201, (), ())
        assert_size_stride(primals_202, (256, ), (1, ))
        assert_size_stride(primals_203, (256, ), (1, ))
        assert_size_stride(primals_204, (256, ), (1, ))
        assert_size_stride(primals_205, (256, ), (1, ))
        assert_size_stride(primals_206, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_207, (), ())
        assert_size_stride(primals_208, (64, ), (1, ))
        assert_size_stride(primals_209, (64, ), (1, ))
        assert_size_stride(primals_210, (64, ), (1, ))
        assert_size_stride(primals_211, (64, ), (1, ))
        assert_size_stride(primals_212, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_213, (), ())
        assert_size_stride(primals_214, (64, ), (1, ))
        assert_size_stride(primals_215, (64, ), (1, ))
        assert_size_stride(primals_216, (64, ), (1, ))
        assert_size_stride(primals_217, (64, ), (1, ))
        assert_size_stride(primals_218, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_219, (), ())
        assert_size_stride(primals_220, (256, ), (1, ))
        assert_size_stride(primals_221, (256, ), (1, ))
        assert_size_stride(primals_222, (256, ), (1, ))
        assert_size_stride(primals_223, (256, ), (1, ))
        assert_size_stride(primals_224, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_225, (), ())
        assert_size_stride(primals_226, (64, ), (1, ))
        assert_size_stride(primals_227, (64, ), (1, ))
        assert_size_stride(primals_228, (64, ), (1, ))
        assert_size_stride(primals_229, (64, ), (1, ))
        assert_size_stride(primals_230, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_231, (), ())
        assert_size_stride(primals_232, (64, ), (1, ))
        assert_size_stride(primals_233, (64, ), (1, ))
        assert_size_stride(primals_234, (64, ), (1, ))
        assert_size_stride(primals_235, (64, ), (1, ))
        assert_size_stride(primals_236, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_237, (), ())
        assert_size_stride(primals_238, (256, ), (1, ))
        assert_size_stride(primals_239, (256, ), (1, ))
        assert_size_stride(primals_240, (256, ), (1, ))
        assert_size_stride(primals_241, (256, ), (1, ))
        assert_size_stride(primals_242, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_243, (), ())
        assert_size_stride(primals_244, (64, ), (1, ))
        assert_size_stride(primals_245, (64, ), (1, ))
        assert_size_stride(primals_246, (64, ), (1, ))
        assert_size_stride(primals_247, (64, ), (1, ))
        assert_size_stride(primals_248, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_249, (), ())
        assert_size_stride(primals_250, (64, ), (1, ))
        assert_size_stride(primals_251, (64, ), (1, ))
        assert_size_stride(primals_252, (64, ), (1, ))
        assert_size_stride(primals_253, (64, ), (1, ))
        assert_size_stride(primals_254, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_255, (), ())
        assert_size_stride(primals_256, (256, ), (1, ))
        assert_size_stride(primals_257, (256, ), (1, ))
        assert_size_stride(primals_258, (256, ), (1, ))
        assert_size_stride(primals_259, (256, ), (1, ))
        assert_size_stride(primals_260, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_261, (), ())
        assert_size_stride(primals_262, (64, ), (1, ))
        assert_size_stride(primals_263, (64, ), (1, ))
        assert_size_stride(primals_264, (64, ), (1, ))
        assert_size_stride(primals_265, (64, ), (1, ))
        assert_size_stride(primals_266, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_267, (), ())
        assert_size_stride(primals_268, (64, ), (1, ))
        assert_size_stride(primals_269, (64, ), (1, ))
        assert_size_stride(primals_270, (64, ), (1, ))
        assert_size_stride(primals_271, (64, ), (1, ))
        assert_size_stride(primals_272, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_273, (), ())
        assert_size_stride(primals_274, (256, ), (1, ))
        assert_size_stride(primals_275, (256, ), (1, ))
        assert_size_stride(primals_276, (256, ), (1, ))
        assert_size_stride(primals_277, (256, ), (1, ))
        assert_size_stride(primals_278, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_279, (), ())
        assert_size_stride(primals_280, (64, ), (1, ))
        assert_size_stride(primals_281, (64, ), (1, ))
        assert_size_stride(primals_282, (64, ), (1, ))
        assert_size_stride(primals_283, (64, ), (1, ))
        assert_size_stride(primals_284, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_285, (), ())
        assert_size_stride(primals_286, (64, ), (1, ))
        assert_size_stride(primals_287, (64, ), (1, ))
        assert_size_stride(primals_288, (64, ), (1, ))
        assert_size_stride(primals_289, (64, ), (1, ))
        assert_size_stride(primals_290, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_291, (), ())
        assert_size_stride(primals_292, (256, ), (1, ))
        assert_size_stride(primals_293, (256, ), (1, ))
        assert_size_stride(primals_294, (256, ), (1, ))
        assert_size_stride(primals_295, (256, ), (1, ))
        assert_size_stride(primals_296, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_297, (), ())
        assert_size_stride(primals_298, (64, ), (1, ))
        assert_size_stride(primals_299, (64, ), (1, ))
        assert_size_stride(primals_300, (64, ), (1, ))
        assert_size_stride(primals_301, (64, ), (1, ))
        assert_size_stride(primals_302, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_303, (), ())
        assert_size_stride(primals_304, (64, ), (1, ))
        assert_size_stride(primals_305, (64, ), (1, ))
        assert_size_stride(primals_306, (64, ), (1, ))
        assert_size_stride(primals_307, (64, ), (1, ))
        assert_size_stride(primals_308, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_309, (), ())
        assert_size_stride(primals_310, (256, ), (1, ))
        assert_size_stride(primals_311, (256, ), (1, ))
        assert_size_stride(primals_312, (256, ), (1, ))
        assert_size_stride(primals_313, (256, ), (1, ))
        assert_size_stride(primals_314, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_315, (), ())
        assert_size_stride(primals_316, (64, ), (1, ))
        assert_size_stride(primals_317, (64, ), (1, ))
        assert_size_stride(primals_318, (64, ), (1, ))
        assert_size_stride(primals_319, (64, ), (1, ))
        assert_size_stride(primals_320, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_321, (), ())
        assert_size_stride(primals_322, (64, ), (1, ))
        assert_size_stride(primals_323, (64, ), (1, ))
        assert_size_stride(primals_324, (64, ), (1, ))
        assert_size_stride(primals_325, (64, ), (1, ))
        assert_size_stride(primals_326, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_327, (), ())
        assert_size_stride(primals_328, (256, ), (1, ))
        assert_size_stride(primals_329, (256, ), (1, ))
        assert_size_stride(primals_330, (256, ), (1, ))
        assert_size_stride(primals_331, (256, ), (1, ))
        assert_size_stride(primals_332, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_333, (), ())
        assert_size_stride(primals_334, (64, ), (1, ))
        assert_size_stride(primals_335, (64, ), (1, ))
        assert_size_stride(primals_336, (64, ), (1, ))
        assert_size_stride(primals_337, (64, ), (1, ))
        assert_size_stride(primals_338, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_339, (), ())
        assert_size_stride(primals_340, (64, ), (1, ))
        assert_size_stride(primals_341, (64, ), (1, ))
        assert_size_stride(primals_342, (64, ), (1, ))
        assert_size_stride(primals_343, (64, ), (1, ))
        assert_size_stride(primals_344, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_345, (), ())
        assert_size_stride(primals_346, (256, ), (1, ))
        assert_size_stride(primals_347, (256, ), (1, ))
        assert_size_stride(primals_348, (256, ), (1, ))
        assert_size_stride(primals_349, (256, ), (1, ))
        assert_size_stride(primals_350, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_351, (), ())
        assert_size_stride(primals_352, (64, ), (1, ))
        assert_size_stride(primals_353, (64, ), (1, ))
        assert_size_stride(primals_354, (64, ), (1, ))
        assert_size_stride(primals_355, (64, ), (1, ))
        assert_size_stride(primals_356, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_357, (), ())
        assert_size_stride(primals_358, (64, ), (1, ))
        assert_size_stride(primals_359, (64, ), (1, ))
        assert_size_stride(primals_360, (64, ), (1, ))
        assert_size_stride(primals_361, (64, ), (1, ))
        assert_size_stride(primals_362, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_363, (), ())
        assert_size_stride(primals_364, (256, ), (1, ))
        assert_size_stride(primals_365, (256, ), (1, ))
        assert_size_stride(primals_366, (256, ), (1, ))
        assert_size_stride(primals_367, (256, ), (1, ))
        assert_size_stride(primals_368, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_369, (), ())
        assert_size_stride(primals_370, (64, ), (1, ))
        assert_size_stride(primals_371, (64, ), (1, ))
        assert_size_stride(primals_372, (64, ), (1, ))
        assert_size_stride(primals_373, (64, ), (1, ))
        assert_size_stride(primals_374, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_375, (), ())
        assert_size_stride(primals_376, (64, ), (1, ))
        assert_size_stride(primals_377, (64, ), (1, ))
        assert_size_stride(primals_378, (64, ), (1, ))
        assert_size_stride(primals_379, (64, ), (1, ))
        assert_size_stride(primals_380, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_381, (), ())
        assert_size_stride(primals_382, (256, ), (1, ))
        assert_size_stride(primals_383, (256, ), (1, ))
        assert_size_stride(primals_384, (256, ), (1, ))
        assert_size_stride(primals_385, (256, ), (1, ))
        assert_size_stride(primals_386, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_387, (), ())
        assert_size_stride(primals_388, (64, ), (1, ))
        assert_size_stride(primals_389, (64, ), (1, ))
        assert_size_stride(primals_390, (64, ), (1, ))
        assert_size_stride(primals_391, (64, ), (1, ))
        assert_size_stride(primals_392, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_393, (), ())
        assert_size_stride(primals_394, (64, ), (1, ))
        assert_size_stride(primals_395, (64, ), (1, ))
        assert_size_stride(primals_396, (64, ), (1, ))
        assert_size_stride(primals_397, (64, ), (1, ))
        assert_size_stride(primals_398, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_399, (), ())
        assert_size_stride(primals_400, (256, ), (1, ))
        assert_size_stride(primals_401, (256, ), (1, ))
        assert_size_stride(primals_402, (256, ), (1, ))
        assert_size_stride(primals_403, (256, ), (1, ))
        assert_size_stride(primals_404, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_405, (), ())
        assert_size_stride(primals_406, (64, ), (1, ))
        assert_size_stride(primals_407, (64, ), (1, ))
        assert_size_stride(primals_408, (64, ), (1, ))
        assert_size_stride(primals_409, (64, ), (1, ))
        assert_size_stride(primals_410, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_411, (), ())
        assert_size_stride(primals_412, (64, ), (1, ))
        assert_size_stride(primals_413, (64, ), (1, ))
        assert_size_stride(primals_414, (64, ), (1, ))
        assert_size_stride(primals_415, (64, ), (1, ))
        assert_size_stride(primals_416, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_417, (), ())
        assert_size_stride(primals_418, (256, ), (1, ))
        assert_size_stride(primals_419, (256, ), (1, ))
        assert_size_stride(primals_420, (256, ), (1, ))
        assert_size_stride(primals_421, (256, ), (1, ))
        assert_size_stride(primals_422, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_423, (), ())
        assert_size_stride(primals_424, (64, ), (1, ))
        assert_size_stride(primals_425, (64, ), (1, ))
        assert_size_stride(primals_426, (64, ), (1, ))
        assert_size_stride(primals_427, (64, ), (1, ))
        assert_size_stride(primals_428, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_429, (), ())
        assert_size_stride(primals_430, (64, ), (1, ))
        assert_size_stride(primals_431, (64, ), (1, ))
        assert_size_stride(primals_432, (64, ), (1, ))
        assert_size_stride(primals_433, (64, ), (1, ))
        assert_size_stride(primals_434, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_435, (), ())
        assert_size_stride(primals_436, (256, ), (1, ))
        assert_size_stride(primals_437, (256, ), (1, ))
        assert_size_stride(primals_438, (256, ), (1, ))
        assert_size_stride(primals_439, (256, ), (1, ))
        assert_size_stride(primals_440, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_441, (), ())
        assert_size_stride(primals_442, (64, ), (1, ))
        assert_size_stride(primals_443, (64, ), (1, ))
        assert_size_stride(primals_444, (64, ), (1, ))
        assert_size_stride(primals_445, (64, ), (1, ))
        assert_size_stride(primals_446, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_447, (), ())
        assert_size_stride(primals_448, (64, ), (1, ))
        assert_size_stride(primals_449, (64, ), (1, ))
        assert_size_stride(primals_450, (64, ), (1, ))
        assert_size_stride(primals_451, (64, ), (1, ))
        assert_size_stride(primals_452, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_453, (), ())
        assert_size_stride(primals_454, (256, ), (1, ))
        assert_size_stride(primals_455, (256, ), (1, ))
        assert_size_stride(primals_456, (256, ), (1, ))
        assert_size_stride(primals_457, (256, ), (1, ))
        assert_size_stride(primals_458, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_459, (), ())
        assert_size_stride(primals_460, (64, ), (1, ))
        assert_size_stride(primals_461, (64, ), (1, ))
        assert_size_stride(primals_462, (64, ), (1, ))
        assert_size_stride(primals_463, (64, ), (1, ))
        assert_size_stride(primals_464, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_465, (), ())
        assert_size_stride(primals_466, (64, ), (1, ))
        assert_size_stride(primals_467, (64, ), (1, ))
        assert_size_stride(primals_468, (64, ), (1, ))
        assert_size_stride(primals_469, (64, ), (1, ))
        assert_size_stride(primals_470, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_471, (), ())
        assert_size_stride(primals_472, (256, ), (1, ))
        assert_size_stride(primals_473, (256, ), (1, ))
        assert_size_stride(primals_474, (256, ), (1, ))
        assert_size_stride(primals_475, (256, ), (1, ))
        assert_size_stride(primals_476, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_477, (), ())
        assert_size_stride(primals_478, (64, ), (1, ))
        assert_size_stride(primals_479, (64, ), (1, ))
        assert_size_stride(primals_480, (64, ), (1, ))
        assert_size_stride(primals_481, (64, ), (1, ))
        assert_size_stride(primals_482, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_483, (), ())
        assert_size_stride(primals_484, (64, ), (1, ))
        assert_size_stride(primals_485, (64, ), (1, ))
        assert_size_stride(primals_486, (64, ), (1, ))
        assert_size_stride(primals_487, (64, ), (1, ))
        assert_size_stride(primals_488, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_489, (), ())
        assert_size_stride(primals_490, (256, ), (1, ))
        assert_size_stride(primals_491, (256, ), (1, ))
        assert_size_stride(primals_492, (256, ), (1, ))
        assert_size_stride(primals_493, (256, ), (1, ))
        assert_size_stride(primals_494, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_495, (), ())
        assert_size_stride(primals_496, (64, ), (1, ))
        assert_size_stride(primals_497, (64, ), (1, ))
        assert_size_stride(primals_498, (64, ), (1, ))
        assert_size_stride(primals_499, (64, ), (1, ))
        assert_size_stride(primals_500, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_501, (), ())
        assert_size_stride(primals_502, (64, ), (1, ))
        assert_size_stride(primals_503, (64, ), (1, ))
        assert_size_stride(primals_504, (64, ), (1, ))
        assert_size_stride(primals_505, (64, ), (1, ))
        assert_size_stride(primals_506, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_507, (), ())
        assert_size_stride(primals_508, (256, ), (1, ))
        assert_size_stride(primals_509, (256, ), (1, ))
        assert_size_stride(primals_510, (256, ), (1, ))
        assert_size_stride(primals_511, (256, ), (1, ))
        assert_size_stride(primals_512, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_513, (), ())
        assert_size_stride(primals_514, (64, ), (1, ))
        assert_size_stride(primals_515, (64, ), (1, ))
        assert_size_stride(primals_516, (64, ), (1, ))
        assert_size_stride(primals_517, (64, ), (1, ))
        assert_size_stride(primals_518, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_519, (), ())
        assert_size_stride(primals_520, (64, ), (1, ))
        assert_size_stride(primals_521, (64, ), (1, ))
        assert_size_stride(primals_522, (64, ), (1, ))
        assert_size_stride(primals_523, (64, ), (1, ))
        assert_size_stride(primals_524, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_525, (), ())
        assert_size_stride(primals_526, (256, ), (1, ))
        assert_size_stride(primals_527, (256, ), (1, ))
        assert_size_stride(primals_528, (256, ), (1, ))
        assert_size_stride(primals_529, (256, ), (1, ))
        assert_size_stride(primals_530, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_531, (), ())
        assert_size_stride(primals_532, (64, ), (1, ))
        assert_size_stride(primals_533, (64, ), (1, ))
        assert_size_stride(primals_534, (64, ), (1, ))
        assert_size_stride(primals_535, (64, ), (1, ))
        assert_size_stride(primals_536, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_537, (), ())
        assert_size_stride(primals_538, (64, ), (1, ))
        assert_size_stride(primals_539, (64, ), (1, ))
        assert_size_stride(primals_540, (64, ), (1, ))
        assert_size_stride(primals_541, (64, ), (1, ))
        assert_size_stride(primals_542, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_543, (), ())
        assert_size_stride(primals_544, (256, ), (1, ))
        assert_size_stride(primals_545, (256, ), (1, ))
        assert_size_stride(primals_546, (256, ), (1, ))
        assert_size_stride(primals_547, (256, ), (1, ))
        assert_size_stride(primals_548, (64, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_549, (), ())
        assert_size_stride(primals_550, (64, ), (1, ))
        assert_size_stride(primals_551, (64, ), (1, ))
        assert_size_stride(primals_552, (64, ), (1, ))
        assert_size_stride(primals_553, (64, ), (1, ))
        assert_size_stride(primals_554, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(primals_555, (), ())
        assert_size_stride(primals_556, (64, ), (1, ))
        assert_size_stride(primals_557, (64, ), (1, ))
        assert_size_stride(primals_558, (64, ), (1, ))
        assert_size_stride(primals_559, (64, ), (1, ))
        assert_size_stride(primals_560, (256, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(primals_561, (), ())
        assert_size_stride(primals_562, (256, ), (1, ))
        assert_size_stride(primals_563, (256, ), (1, ))
        assert_size_stride(primals_564, (256, ), (1, ))
        assert_size_stride(primals_565, (256, ), (1, ))
        assert_size_stride(primals_566, (512, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_567, (), ())
        assert_size_stride(primals_568, (512, ), (1, ))
        assert_size_stride(primals_569, (512, ), (1, ))
        assert_size_stride(primals_570, (512, ), (1, ))
        assert_size_stride(primals_571, (512, ), (1, ))
        assert_size_stride(primals_572, (128, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(primals_573, (), ())
        assert_size_stride(primals_574, (128, ), (1, ))
        assert_size_stride(primals_575, (128, ), (1, ))
        assert_size_stride(primals_576, (128, ), (1, ))
        assert_size_stride(primals_577, (128, ), (1, ))
        assert_size_stride(primals_578, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_579, (), ())
        assert_size_stride(primals_580, (128, ), (1, ))
        assert_size_stride(primals_581, (128, ), (1, ))
        assert_size_stride(primals_582, (128, ), (1, ))
        assert_size_stride(primals_583, (128, ), (1, ))
        assert_size_stride(primals_584, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_585, (), ())
        assert_size_stride(primals_586, (512, ), (1, ))
        assert_size_stride(primals_587, (512, ), (1, ))
        assert_size_stride(primals_588, (512, ), (1, ))
        assert_size_stride(primals_589, (512, ), (1, ))
        assert_size_stride(primals_590, (128, 512, 1, 1), (512, 1, 512, 512))
        assert_size_stride(primals_591, (), ())
        assert_size_stride(primals_592, (128, ), (1, ))
        assert_size_stride(primals_593, (128, ), (1, ))
        assert_size_stride(primals_594, (128, ), (1, ))
        assert_size_stride(primals_595, (128, ), (1, ))
        assert_size_stride(primals_596, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_597, (), ())
        assert_size_stride(primals_598, (128, ), (1, ))
        assert_size_stride(primals_599, (128, ), (1, ))
        assert_size_stride(primals_600, (128, ), (1, ))
        assert_size_stride(primals_601, (128, ), (1, ))
        assert_size_stride(primals_602, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_603, (), ())
        assert_size_stride(primals_604, (512, ), (1, ))
        assert_size_stride(primals_605, (512, ), (1, ))
        assert_size_stride(primals_606, (512, ), (1, ))
        assert_size_stride(primals_607, (512, ), (1, ))
        assert_size_stride(primals_608, (128, 512, 1, 1), (512, 1, 512, 512))
        assert_size_stride(primals_609, (), ())
        assert_size_stride(primals_610, (128, ), (1, ))
        assert_size_stride(primals_611, (128, ), (1, ))
        assert_size_stride(primals_612, (128, ), (1, ))
        assert_size_stride(primals_613, (128, ), (1, ))
        assert_size_stride(primals_614, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(primals_615, (), ())
        assert_size_stride(primals_616, (128, ), (1, ))
        assert_size_stride(primals_617, (128, ), (1, ))
        assert_size_stride(primals_618, (128, ), (1, ))
        assert_size_stride(primals_619, (128, ), (1, ))
        assert_size_stride(primals_620, (512, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(primals_621, (), ())
        assert_size_stride(primals_622, (512, ), (1, ))
        assert_size_stride(primals_623, (512, ), (1, ))
        assert_size_stride(primals_624, (512, ), (1, ))
        assert_size_stride(primals_625, (512, ), (1, ))
        assert_size_stride(primals_626, (10, 512), (512, 1))
        assert_size_stride(primals_627, (10, ), (1, ))
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf0 = extern_kernels.convolution(primals_2, primals_1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf0, (2, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution.default')
        buf1 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf2 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf4 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf5 = empty_strided_cpu((2, 16, 32, 32), (16384, 1, 512, 16), torch.float32)
        buf6 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        buf7 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.int8)
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_0(buf0, primals_4, primals_5, primals_6, primals_7, buf1, buf2, buf4, primals_4, primals_5, buf5, buf6, buf7)
        del primals_4
        del primals_5
        del primals_7
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
        buf8 = extern_kernels.convolution(buf6, primals_8, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf8, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
        buf9 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf10 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf12 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__1(buf8, primals_10, primals_11, buf9, buf10, buf12, primals_10, primals_11)
        del primals_10
        del primals_11
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf6, primals_14, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf13, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf14 = buf2; del buf2  # reuse
        buf15 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf17 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf18 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf13, primals_16, primals_17, primals_18, primals_19, buf14, buf15, buf17, primals_16, primals_17, buf18)
        del primals_16
        del primals_17
        del primals_19
        # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
        buf19 = extern_kernels.convolution(buf18, primals_20, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf19, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf20 = buf15; del buf15  # reuse
        buf21 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf23 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf24 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf19, primals_22, primals_23, primals_24, primals_25, buf20, buf21, buf23, primals_22, primals_23, buf24)
        del primals_22
        del primals_23
        del primals_25
        # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
        buf25 = extern_kernels.convolution(buf24, primals_26, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf25, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
        buf26 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf27 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf29 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf30 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        buf31 = buf30; del buf30  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_3(buf31, buf25, primals_28, primals_29, primals_30, primals_31, buf8, buf9, buf10, primals_12, primals_13, buf26, buf27, buf29, primals_28, primals_29)
        del primals_13
        del primals_28
        del primals_29
        del primals_31
        # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten.convolution]
        buf32 = extern_kernels.convolution(buf31, primals_32, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf32, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf33 = buf21; del buf21  # reuse
        buf34 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf36 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf37 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf32, primals_34, primals_35, primals_36, primals_37, buf33, buf34, buf36, primals_34, primals_35, buf37)
        del primals_34
        del primals_35
        del primals_37
        # Topologically Sorted Source Nodes: [conv2d_6], Original ATen: [aten.convolution]
        buf38 = extern_kernels.convolution(buf37, primals_38, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf38, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf39 = buf34; del buf34  # reuse
        buf40 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf42 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf43 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf38, primals_40, primals_41, primals_42, primals_43, buf39, buf40, buf42, primals_40, primals_41, buf43)
        del primals_40
        del primals_41
        del primals_43
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf44 = extern_kernels.convolution(buf43, primals_44, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf44, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
        buf45 = buf27; del buf27  # reuse
        buf46 = buf10; del buf10  # reuse
        buf48 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf49 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_4(buf44, primals_46, primals_47, primals_48, primals_49, buf31, buf45, buf46, buf48, primals_46, primals_47, buf49)
        del primals_46
        del primals_47
        del primals_49
        # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten.convolution]
        buf50 = extern_kernels.convolution(buf49, primals_50, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf50, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf51 = buf40; del buf40  # reuse
        buf52 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf54 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf55 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf50, primals_52, primals_53, primals_54, primals_55, buf51, buf52, buf54, primals_52, primals_53, buf55)
        del primals_52
        del primals_53
        del primals_55
        # Topologically Sorted Source Nodes: [conv2d_9], Original ATen: [aten.convolution]
        buf56 = extern_kernels.convolution(buf55, primals_56, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf56, (2, 16, 16, 16), (4096, 1, 256, 16), 'torch.ops.aten.convolution.default')
        buf57 = buf52; del buf52  # reuse
        buf58 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf60 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf61 = empty_strided_cpu((2, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf56, primals_58, primals_59, primals_60, primals_61, buf57, buf58, buf60, primals_58, primals_59, buf61)
        del buf58
        del primals_58
        del primals_59
        del primals_61
        # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
        buf62 = extern_kernels.convolution(buf61, primals_62, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf62, (2, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
        buf63 = buf46; del buf46  # reuse
        buf64 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf66 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf67 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_4(buf62, primals_64, primals_65, primals_66, primals_67, buf49, buf63, buf64, buf66, primals_64, primals_65, buf67)
        del primals_64
        del primals_65
        del primals_67
        # Topologically Sorted Source Nodes: [input_10], Original ATen: [aten.convolution]
        buf68 = extern_kernels.convolution(buf67, primals_68, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf68, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
        buf69 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf70 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf72 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf68, primals_70, primals_71, buf69, buf70, buf72, primals_70, primals_71)
        del primals_70
        del primals_71
        # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten.convolution]
        buf73 = extern_kernels.convolution(buf67, primals_74, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf73, (2, 32, 16, 16), (8192, 1, 512, 32), 'torch.ops.aten.convolution.default')
        buf74 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf75 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf77 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf78 = empty_strided_cpu((2, 32, 16, 16), (8192, 1, 512, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_6(buf73, primals_76, primals_77, primals_78, primals_79, buf74, buf75, buf77, primals_76, primals_77, buf78)
        del primals_76
        del primals_77
        del primals_79
        # Topologically Sorted Source Nodes: [conv2d_13], Original ATen: [aten.convolution]
        buf79 = extern_kernels.convolution(buf78, primals_80, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf79, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf80 = buf75; del buf75  # reuse
        buf81 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf83 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf84 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf79, primals_82, primals_83, primals_84, primals_85, buf80, buf81, buf83, primals_82, primals_83, buf84)
        del primals_82
        del primals_83
        del primals_85
        # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten.convolution]
        buf85 = extern_kernels.convolution(buf84, primals_86, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf85, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
        buf86 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf87 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf89 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf90 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        buf91 = buf90; del buf90  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_8(buf91, buf85, primals_88, primals_89, primals_90, primals_91, buf68, buf69, buf70, primals_72, primals_73, buf86, buf87, buf89, primals_88, primals_89)
        del primals_73
        del primals_88
        del primals_89
        del primals_91
        # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten.convolution]
        buf92 = extern_kernels.convolution(buf91, primals_92, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf92, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf93 = buf81; del buf81  # reuse
        buf94 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf96 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf97 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf92, primals_94, primals_95, primals_96, primals_97, buf93, buf94, buf96, primals_94, primals_95, buf97)
        del primals_94
        del primals_95
        del primals_97
        # Topologically Sorted Source Nodes: [conv2d_16], Original ATen: [aten.convolution]
        buf98 = extern_kernels.convolution(buf97, primals_98, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf98, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf99 = buf94; del buf94  # reuse
        buf100 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf102 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf103 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf98, primals_100, primals_101, primals_102, primals_103, buf99, buf100, buf102, primals_100, primals_101, buf103)
        del primals_100
        del primals_101
        del primals_103
        # Topologically Sorted Source Nodes: [conv2d_17], Original ATen: [aten.convolution]
        buf104 = extern_kernels.convolution(buf103, primals_104, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf104, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
        buf105 = buf87; del buf87  # reuse
        buf106 = buf70; del buf70  # reuse
        buf108 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf109 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_9(buf104, primals_106, primals_107, primals_108, primals_109, buf91, buf105, buf106, buf108, primals_106, primals_107, buf109)
        del primals_106
        del primals_107
        del primals_109
        # Topologically Sorted Source Nodes: [conv2d_18], Original ATen: [aten.convolution]
        buf110 = extern_kernels.convolution(buf109, primals_110, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf110, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf111 = buf100; del buf100  # reuse
        buf112 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf114 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf115 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf110, primals_112, primals_113, primals_114, primals_115, buf111, buf112, buf114, primals_112, primals_113, buf115)
        del primals_112
        del primals_113
        del primals_115
        # Topologically Sorted Source Nodes: [conv2d_19], Original ATen: [aten.convolution]
        buf116 = extern_kernels.convolution(buf115, primals_116, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf116, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf117 = buf112; del buf112  # reuse
        buf118 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf120 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf121 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf116, primals_118, primals_119, primals_120, primals_121, buf117, buf118, buf120, primals_118, primals_119, buf121)
        del primals_118
        del primals_119
        del primals_121
        # Topologically Sorted Source Nodes: [conv2d_20], Original ATen: [aten.convolution]
        buf122 = extern_kernels.convolution(buf121, primals_122, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf122, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
        buf123 = buf106; del buf106  # reuse
        buf124 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf126 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf127 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_9(buf122, primals_124, primals_125, primals_126, primals_127, buf109, buf123, buf124, buf126, primals_124, primals_125, buf127)
        del primals_124
        del primals_125
        del primals_127
        # Topologically Sorted Source Nodes: [conv2d_21], Original ATen: [aten.convolution]
        buf128 = extern_kernels.convolution(buf127, primals_128, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf128, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf129 = buf118; del buf118  # reuse
        buf130 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf132 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf133 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf128, primals_130, primals_131, primals_132, primals_133, buf129, buf130, buf132, primals_130, primals_131, buf133)
        del primals_130
        del primals_131
        del primals_133
        # Topologically Sorted Source Nodes: [conv2d_22], Original ATen: [aten.convolution]
        buf134 = extern_kernels.convolution(buf133, primals_134, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf134, (2, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution.default')
        buf135 = buf130; del buf130  # reuse
        buf136 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf138 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf139 = empty_strided_cpu((2, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf134, primals_136, primals_137, primals_138, primals_139, buf135, buf136, buf138, primals_136, primals_137, buf139)
        del buf136
        del primals_136
        del primals_137
        del primals_139
        # Topologically Sorted Source Nodes: [conv2d_23], Original ATen: [aten.convolution]
        buf140 = extern_kernels.convolution(buf139, primals_140, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf140, (2, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
        buf141 = buf124; del buf124  # reuse
        buf142 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf144 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf145 = empty_strided_cpu((2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_9(buf140, primals_142, primals_143, primals_144, primals_145, buf127, buf141, buf142, buf144, primals_142, primals_143, buf145)
        del primals_142
        del primals_143
        del primals_145
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        buf146 = extern_kernels.convolution(buf145, primals_146, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf146, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf147 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf148 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf150 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf146, primals_148, primals_149, buf147, buf148, buf150, primals_148, primals_149)
        del primals_148
        del primals_149
        # Topologically Sorted Source Nodes: [conv2d_25], Original ATen: [aten.convolution]
        buf151 = extern_kernels.convolution(buf145, primals_152, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf151, (2, 64, 8, 8), (4096, 1, 512, 64), 'torch.ops.aten.convolution.default')
        buf152 = buf64; del buf64  # reuse
        buf153 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf155 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf156 = empty_strided_cpu((2, 64, 8, 8), (4096, 1, 512, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_11(buf151, primals_154, primals_155, primals_156, primals_157, buf152, buf153, buf155, primals_154, primals_155, buf156)
        del primals_154
        del primals_155
        del primals_157
        # Topologically Sorted Source Nodes: [conv2d_26], Original ATen: [aten.convolution]
        buf157 = extern_kernels.convolution(buf156, primals_158, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf157, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf158 = buf153; del buf153  # reuse
        buf159 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf161 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf162 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf157, primals_160, primals_161, primals_162, primals_163, buf158, buf159, buf161, primals_160, primals_161, buf162)
        del primals_160
        del primals_161
        del primals_163
        # Topologically Sorted Source Nodes: [conv2d_27], Original ATen: [aten.convolution]
        buf163 = extern_kernels.convolution(buf162, primals_164, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf163, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf164 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf165 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf167 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf168 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        buf169 = buf168; del buf168  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_13(buf169, buf163, primals_166, primals_167, primals_168, primals_169, buf146, buf147, buf148, primals_150, primals_151, buf164, buf165, buf167, primals_166, primals_167)
        del primals_151
        del primals_166
        del primals_167
        del primals_169
        # Topologically Sorted Source Nodes: [conv2d_28], Original ATen: [aten.convolution]
        buf170 = extern_kernels.convolution(buf169, primals_170, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf170, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf171 = buf159; del buf159  # reuse
        buf172 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf174 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf175 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf170, primals_172, primals_173, primals_174, primals_175, buf171, buf172, buf174, primals_172, primals_173, buf175)
        del primals_172
        del primals_173
        del primals_175
        # Topologically Sorted Source Nodes: [conv2d_29], Original ATen: [aten.convolution]
        buf176 = extern_kernels.convolution(buf175, primals_176, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf176, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf177 = buf172; del buf172  # reuse
        buf178 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf180 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf181 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf176, primals_178, primals_179, primals_180, primals_181, buf177, buf178, buf180, primals_178, primals_179, buf181)
        del primals_178
        del primals_179
        del primals_181
        # Topologically Sorted Source Nodes: [conv2d_30], Original ATen: [aten.convolution]
        buf182 = extern_kernels.convolution(buf181, primals_182, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf182, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf183 = buf165; del buf165  # reuse
        buf184 = buf148; del buf148  # reuse
        buf186 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf187 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf182, primals_184, primals_185, primals_186, primals_187, buf169, buf183, buf184, buf186, primals_184, primals_185, buf187)
        del primals_184
        del primals_185
        del primals_187
        # Topologically Sorted Source Nodes: [conv2d_31], Original ATen: [aten.convolution]
        buf188 = extern_kernels.convolution(buf187, primals_188, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf188, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf189 = buf178; del buf178  # reuse
        buf190 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf192 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf193 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf188, primals_190, primals_191, primals_192, primals_193, buf189, buf190, buf192, primals_190, primals_191, buf193)
        del primals_190
        del primals_191
        del primals_193
        # Topologically Sorted Source Nodes: [conv2d_32], Original ATen: [aten.convolution]
        buf194 = extern_kernels.convolution(buf193, primals_194, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf194, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf195 = buf190; del buf190  # reuse
        buf196 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf198 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf199 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf194, primals_196, primals_197, primals_198, primals_199, buf195, buf196, buf198, primals_196, primals_197, buf199)
        del primals_196
        del primals_197
        del primals_199
        # Topologically Sorted Source Nodes: [conv2d_33], Original ATen: [aten.convolution]
        buf200 = extern_kernels.convolution(buf199, primals_200, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf200, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf201 = buf184; del buf184  # reuse
        buf202 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf204 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf205 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf200, primals_202, primals_203, primals_204, primals_205, buf187, buf201, buf202, buf204, primals_202, primals_203, buf205)
        del primals_202
        del primals_203
        del primals_205
        # Topologically Sorted Source Nodes: [conv2d_34], Original ATen: [aten.convolution]
        buf206 = extern_kernels.convolution(buf205, primals_206, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf206, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf207 = buf196; del buf196  # reuse
        buf208 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf210 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf211 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf206, primals_208, primals_209, primals_210, primals_211, buf207, buf208, buf210, primals_208, primals_209, buf211)
        del primals_208
        del primals_209
        del primals_211
        # Topologically Sorted Source Nodes: [conv2d_35], Original ATen: [aten.convolution]
        buf212 = extern_kernels.convolution(buf211, primals_212, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf212, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf213 = buf208; del buf208  # reuse
        buf214 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf216 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf217 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf212, primals_214, primals_215, primals_216, primals_217, buf213, buf214, buf216, primals_214, primals_215, buf217)
        del primals_214
        del primals_215
        del primals_217
        # Topologically Sorted Source Nodes: [conv2d_36], Original ATen: [aten.convolution]
        buf218 = extern_kernels.convolution(buf217, primals_218, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf218, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf219 = buf202; del buf202  # reuse
        buf220 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf222 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf223 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf218, primals_220, primals_221, primals_222, primals_223, buf205, buf219, buf220, buf222, primals_220, primals_221, buf223)
        del primals_220
        del primals_221
        del primals_223
        # Topologically Sorted Source Nodes: [conv2d_37], Original ATen: [aten.convolution]
        buf224 = extern_kernels.convolution(buf223, primals_224, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf224, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf225 = buf214; del buf214  # reuse
        buf226 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf228 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf229 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf224, primals_226, primals_227, primals_228, primals_229, buf225, buf226, buf228, primals_226, primals_227, buf229)
        del primals_226
        del primals_227
        del primals_229
        # Topologically Sorted Source Nodes: [conv2d_38], Original ATen: [aten.convolution]
        buf230 = extern_kernels.convolution(buf229, primals_230, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf230, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf231 = buf226; del buf226  # reuse
        buf232 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf234 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf235 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf230, primals_232, primals_233, primals_234, primals_235, buf231, buf232, buf234, primals_232, primals_233, buf235)
        del primals_232
        del primals_233
        del primals_235
        # Topologically Sorted Source Nodes: [conv2d_39], Original ATen: [aten.convolution]
        buf236 = extern_kernels.convolution(buf235, primals_236, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf236, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf237 = buf220; del buf220  # reuse
        buf238 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf240 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf241 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf236, primals_238, primals_239, primals_240, primals_241, buf223, buf237, buf238, buf240, primals_238, primals_239, buf241)
        del primals_238
        del primals_239
        del primals_241
        # Topologically Sorted Source Nodes: [conv2d_40], Original ATen: [aten.convolution]
        buf242 = extern_kernels.convolution(buf241, primals_242, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf242, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf243 = buf232; del buf232  # reuse
        buf244 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf246 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf247 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf242, primals_244, primals_245, primals_246, primals_247, buf243, buf244, buf246, primals_244, primals_245, buf247)
        del primals_244
        del primals_245
        del primals_247
        # Topologically Sorted Source Nodes: [conv2d_41], Original ATen: [aten.convolution]
        buf248 = extern_kernels.convolution(buf247, primals_248, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf248, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf249 = buf244; del buf244  # reuse
        buf250 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf252 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf253 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf248, primals_250, primals_251, primals_252, primals_253, buf249, buf250, buf252, primals_250, primals_251, buf253)
        del primals_250
        del primals_251
        del primals_253
        # Topologically Sorted Source Nodes: [conv2d_42], Original ATen: [aten.convolution]
        buf254 = extern_kernels.convolution(buf253, primals_254, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf254, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf255 = buf238; del buf238  # reuse
        buf256 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf258 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf259 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf254, primals_256, primals_257, primals_258, primals_259, buf241, buf255, buf256, buf258, primals_256, primals_257, buf259)
        del primals_256
        del primals_257
        del primals_259
        # Topologically Sorted Source Nodes: [conv2d_43], Original ATen: [aten.convolution]
        buf260 = extern_kernels.convolution(buf259, primals_260, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf260, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf261 = buf250; del buf250  # reuse
        buf262 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf264 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf265 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf260, primals_262, primals_263, primals_264, primals_265, buf261, buf262, buf264, primals_262, primals_263, buf265)
        del primals_262
        del primals_263
        del primals_265
        # Topologically Sorted Source Nodes: [conv2d_44], Original ATen: [aten.convolution]
        buf266 = extern_kernels.convolution(buf265, primals_266, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf266, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf267 = buf262; del buf262  # reuse
        buf268 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf270 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf271 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf266, primals_268, primals_269, primals_270, primals_271, buf267, buf268, buf270, primals_268, primals_269, buf271)
        del primals_268
        del primals_269
        del primals_271
        # Topologically Sorted Source Nodes: [conv2d_45], Original ATen: [aten.convolution]
        buf272 = extern_kernels.convolution(buf271, primals_272, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf272, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf273 = buf256; del buf256  # reuse
        buf274 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf276 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf277 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf272, primals_274, primals_275, primals_276, primals_277, buf259, buf273, buf274, buf276, primals_274, primals_275, buf277)
        del primals_274
        del primals_275
        del primals_277
        # Topologically Sorted Source Nodes: [conv2d_46], Original ATen: [aten.convolution]
        buf278 = extern_kernels.convolution(buf277, primals_278, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf278, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf279 = buf268; del buf268  # reuse
        buf280 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf282 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf283 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf278, primals_280, primals_281, primals_282, primals_283, buf279, buf280, buf282, primals_280, primals_281, buf283)
        del primals_280
        del primals_281
        del primals_283
        # Topologically Sorted Source Nodes: [conv2d_47], Original ATen: [aten.convolution]
        buf284 = extern_kernels.convolution(buf283, primals_284, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf284, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf285 = buf280; del buf280  # reuse
        buf286 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf288 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf289 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf284, primals_286, primals_287, primals_288, primals_289, buf285, buf286, buf288, primals_286, primals_287, buf289)
        del primals_286
        del primals_287
        del primals_289
        # Topologically Sorted Source Nodes: [conv2d_48], Original ATen: [aten.convolution]
        buf290 = extern_kernels.convolution(buf289, primals_290, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf290, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf291 = buf274; del buf274  # reuse
        buf292 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf294 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf295 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf290, primals_292, primals_293, primals_294, primals_295, buf277, buf291, buf292, buf294, primals_292, primals_293, buf295)
        del primals_292
        del primals_293
        del primals_295
        # Topologically Sorted Source Nodes: [conv2d_49], Original ATen: [aten.convolution]
        buf296 = extern_kernels.convolution(buf295, primals_296, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf296, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf297 = buf286; del buf286  # reuse
        buf298 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf300 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf301 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf296, primals_298, primals_299, primals_300, primals_301, buf297, buf298, buf300, primals_298, primals_299, buf301)
        del primals_298
        del primals_299
        del primals_301
        # Topologically Sorted Source Nodes: [conv2d_50], Original ATen: [aten.convolution]
        buf302 = extern_kernels.convolution(buf301, primals_302, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf302, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf303 = buf298; del buf298  # reuse
        buf304 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf306 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf307 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf302, primals_304, primals_305, primals_306, primals_307, buf303, buf304, buf306, primals_304, primals_305, buf307)
        del primals_304
        del primals_305
        del primals_307
        # Topologically Sorted Source Nodes: [conv2d_51], Original ATen: [aten.convolution]
        buf308 = extern_kernels.convolution(buf307, primals_308, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf308, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf309 = buf292; del buf292  # reuse
        buf310 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf312 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf313 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf308, primals_310, primals_311, primals_312, primals_313, buf295, buf309, buf310, buf312, primals_310, primals_311, buf313)
        del primals_310
        del primals_311
        del primals_313
        # Topologically Sorted Source Nodes: [conv2d_52], Original ATen: [aten.convolution]
        buf314 = extern_kernels.convolution(buf313, primals_314, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf314, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf315 = buf304; del buf304  # reuse
        buf316 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf318 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf319 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf314, primals_316, primals_317, primals_318, primals_319, buf315, buf316, buf318, primals_316, primals_317, buf319)
        del primals_316
        del primals_317
        del primals_319
        # Topologically Sorted Source Nodes: [conv2d_53], Original ATen: [aten.convolution]
        buf320 = extern_kernels.convolution(buf319, primals_320, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf320, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf321 = buf316; del buf316  # reuse
        buf322 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf324 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf325 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf320, primals_322, primals_323, primals_324, primals_325, buf321, buf322, buf324, primals_322, primals_323, buf325)
        del primals_322
        del primals_323
        del primals_325
        # Topologically Sorted Source Nodes: [conv2d_54], Original ATen: [aten.convolution]
        buf326 = extern_kernels.convolution(buf325, primals_326, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf326, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf327 = buf310; del buf310  # reuse
        buf328 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf330 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf331 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf326, primals_328, primals_329, primals_330, primals_331, buf313, buf327, buf328, buf330, primals_328, primals_329, buf331)
        del primals_328
        del primals_329
        del primals_331
        # Topologically Sorted Source Nodes: [conv2d_55], Original ATen: [aten.convolution]
        buf332 = extern_kernels.convolution(buf331, primals_332, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf332, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf333 = buf322; del buf322  # reuse
        buf334 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf336 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf337 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf332, primals_334, primals_335, primals_336, primals_337, buf333, buf334, buf336, primals_334, primals_335, buf337)
        del primals_334
        del primals_335
        del primals_337
        # Topologically Sorted Source Nodes: [conv2d_56], Original ATen: [aten.convolution]
        buf338 = extern_kernels.convolution(buf337, primals_338, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf338, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf339 = buf334; del buf334  # reuse
        buf340 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf342 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf343 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf338, primals_340, primals_341, primals_342, primals_343, buf339, buf340, buf342, primals_340, primals_341, buf343)
        del primals_340
        del primals_341
        del primals_343
        # Topologically Sorted Source Nodes: [conv2d_57], Original ATen: [aten.convolution]
        buf344 = extern_kernels.convolution(buf343, primals_344, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf344, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf345 = buf328; del buf328  # reuse
        buf346 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf348 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf349 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf344, primals_346, primals_347, primals_348, primals_349, buf331, buf345, buf346, buf348, primals_346, primals_347, buf349)
        del primals_346
        del primals_347
        del primals_349
        # Topologically Sorted Source Nodes: [conv2d_58], Original ATen: [aten.convolution]
        buf350 = extern_kernels.convolution(buf349, primals_350, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf350, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf351 = buf340; del buf340  # reuse
        buf352 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf354 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf355 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf350, primals_352, primals_353, primals_354, primals_355, buf351, buf352, buf354, primals_352, primals_353, buf355)
        del primals_352
        del primals_353
        del primals_355
        # Topologically Sorted Source Nodes: [conv2d_59], Original ATen: [aten.convolution]
        buf356 = extern_kernels.convolution(buf355, primals_356, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf356, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf357 = buf352; del buf352  # reuse
        buf358 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf360 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf361 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf356, primals_358, primals_359, primals_360, primals_361, buf357, buf358, buf360, primals_358, primals_359, buf361)
        del primals_358
        del primals_359
        del primals_361
        # Topologically Sorted Source Nodes: [conv2d_60], Original ATen: [aten.convolution]
        buf362 = extern_kernels.convolution(buf361, primals_362, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf362, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf363 = buf346; del buf346  # reuse
        buf364 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf366 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf367 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf362, primals_364, primals_365, primals_366, primals_367, buf349, buf363, buf364, buf366, primals_364, primals_365, buf367)
        del primals_364
        del primals_365
        del primals_367
        # Topologically Sorted Source Nodes: [conv2d_61], Original ATen: [aten.convolution]
        buf368 = extern_kernels.convolution(buf367, primals_368, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf368, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf369 = buf358; del buf358  # reuse
        buf370 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf372 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf373 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf368, primals_370, primals_371, primals_372, primals_373, buf369, buf370, buf372, primals_370, primals_371, buf373)
        del primals_370
        del primals_371
        del primals_373
        # Topologically Sorted Source Nodes: [conv2d_62], Original ATen: [aten.convolution]
        buf374 = extern_kernels.convolution(buf373, primals_374, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf374, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf375 = buf370; del buf370  # reuse
        buf376 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf378 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf379 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf374, primals_376, primals_377, primals_378, primals_379, buf375, buf376, buf378, primals_376, primals_377, buf379)
        del primals_376
        del primals_377
        del primals_379
        # Topologically Sorted Source Nodes: [conv2d_63], Original ATen: [aten.convolution]
        buf380 = extern_kernels.convolution(buf379, primals_380, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf380, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf381 = buf364; del buf364  # reuse
        buf382 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf384 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf385 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf380, primals_382, primals_383, primals_384, primals_385, buf367, buf381, buf382, buf384, primals_382, primals_383, buf385)
        del primals_382
        del primals_383
        del primals_385
        # Topologically Sorted Source Nodes: [conv2d_64], Original ATen: [aten.convolution]
        buf386 = extern_kernels.convolution(buf385, primals_386, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf386, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf387 = buf376; del buf376  # reuse
        buf388 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf390 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf391 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf386, primals_388, primals_389, primals_390, primals_391, buf387, buf388, buf390, primals_388, primals_389, buf391)
        del primals_388
        del primals_389
        del primals_391
        # Topologically Sorted Source Nodes: [conv2d_65], Original ATen: [aten.convolution]
        buf392 = extern_kernels.convolution(buf391, primals_392, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf392, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf393 = buf388; del buf388  # reuse
        buf394 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf396 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf397 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf392, primals_394, primals_395, primals_396, primals_397, buf393, buf394, buf396, primals_394, primals_395, buf397)
        del primals_394
        del primals_395
        del primals_397
        # Topologically Sorted Source Nodes: [conv2d_66], Original ATen: [aten.convolution]
        buf398 = extern_kernels.convolution(buf397, primals_398, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf398, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf399 = buf382; del buf382  # reuse
        buf400 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf402 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf403 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf398, primals_400, primals_401, primals_402, primals_403, buf385, buf399, buf400, buf402, primals_400, primals_401, buf403)
        del primals_400
        del primals_401
        del primals_403
        # Topologically Sorted Source Nodes: [conv2d_67], Original ATen: [aten.convolution]
        buf404 = extern_kernels.convolution(buf403, primals_404, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf404, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf405 = buf394; del buf394  # reuse
        buf406 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf408 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf409 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf404, primals_406, primals_407, primals_408, primals_409, buf405, buf406, buf408, primals_406, primals_407, buf409)
        del primals_406
        del primals_407
        del primals_409
        # Topologically Sorted Source Nodes: [conv2d_68], Original ATen: [aten.convolution]
        buf410 = extern_kernels.convolution(buf409, primals_410, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf410, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf411 = buf406; del buf406  # reuse
        buf412 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf414 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf415 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf410, primals_412, primals_413, primals_414, primals_415, buf411, buf412, buf414, primals_412, primals_413, buf415)
        del primals_412
        del primals_413
        del primals_415
        # Topologically Sorted Source Nodes: [conv2d_69], Original ATen: [aten.convolution]
        buf416 = extern_kernels.convolution(buf415, primals_416, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf416, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf417 = buf400; del buf400  # reuse
        buf418 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf420 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf421 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf416, primals_418, primals_419, primals_420, primals_421, buf403, buf417, buf418, buf420, primals_418, primals_419, buf421)
        del primals_418
        del primals_419
        del primals_421
        # Topologically Sorted Source Nodes: [conv2d_70], Original ATen: [aten.convolution]
        buf422 = extern_kernels.convolution(buf421, primals_422, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf422, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf423 = buf412; del buf412  # reuse
        buf424 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf426 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf427 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf422, primals_424, primals_425, primals_426, primals_427, buf423, buf424, buf426, primals_424, primals_425, buf427)
        del primals_424
        del primals_425
        del primals_427
        # Topologically Sorted Source Nodes: [conv2d_71], Original ATen: [aten.convolution]
        buf428 = extern_kernels.convolution(buf427, primals_428, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf428, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf429 = buf424; del buf424  # reuse
        buf430 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf432 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf433 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf428, primals_430, primals_431, primals_432, primals_433, buf429, buf430, buf432, primals_430, primals_431, buf433)
        del primals_430
        del primals_431
        del primals_433
        # Topologically Sorted Source Nodes: [conv2d_72], Original ATen: [aten.convolution]
        buf434 = extern_kernels.convolution(buf433, primals_434, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf434, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf435 = buf418; del buf418  # reuse
        buf436 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf438 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf439 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf434, primals_436, primals_437, primals_438, primals_439, buf421, buf435, buf436, buf438, primals_436, primals_437, buf439)
        del primals_436
        del primals_437
        del primals_439
        # Topologically Sorted Source Nodes: [conv2d_73], Original ATen: [aten.convolution]
        buf440 = extern_kernels.convolution(buf439, primals_440, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf440, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf441 = buf430; del buf430  # reuse
        buf442 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf444 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf445 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf440, primals_442, primals_443, primals_444, primals_445, buf441, buf442, buf444, primals_442, primals_443, buf445)
        del primals_442
        del primals_443
        del primals_445
        # Topologically Sorted Source Nodes: [conv2d_74], Original ATen: [aten.convolution]
        buf446 = extern_kernels.convolution(buf445, primals_446, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf446, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf447 = buf442; del buf442  # reuse
        buf448 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf450 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf451 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf446, primals_448, primals_449, primals_450, primals_451, buf447, buf448, buf450, primals_448, primals_449, buf451)
        del primals_448
        del primals_449
        del primals_451
        # Topologically Sorted Source Nodes: [conv2d_75], Original ATen: [aten.convolution]
        buf452 = extern_kernels.convolution(buf451, primals_452, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf452, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf453 = buf436; del buf436  # reuse
        buf454 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf456 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf457 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf452, primals_454, primals_455, primals_456, primals_457, buf439, buf453, buf454, buf456, primals_454, primals_455, buf457)
        del primals_454
        del primals_455
        del primals_457
        # Topologically Sorted Source Nodes: [conv2d_76], Original ATen: [aten.convolution]
        buf458 = extern_kernels.convolution(buf457, primals_458, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf458, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf459 = buf448; del buf448  # reuse
        buf460 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf462 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf463 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf458, primals_460, primals_461, primals_462, primals_463, buf459, buf460, buf462, primals_460, primals_461, buf463)
        del primals_460
        del primals_461
        del primals_463
        # Topologically Sorted Source Nodes: [conv2d_77], Original ATen: [aten.convolution]
        buf464 = extern_kernels.convolution(buf463, primals_464, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf464, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf465 = buf460; del buf460  # reuse
        buf466 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf468 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf469 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf464, primals_466, primals_467, primals_468, primals_469, buf465, buf466, buf468, primals_466, primals_467, buf469)
        del primals_466
        del primals_467
        del primals_469
        # Topologically Sorted Source Nodes: [conv2d_78], Original ATen: [aten.convolution]
        buf470 = extern_kernels.convolution(buf469, primals_470, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf470, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf471 = buf454; del buf454  # reuse
        buf472 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf474 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf475 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf470, primals_472, primals_473, primals_474, primals_475, buf457, buf471, buf472, buf474, primals_472, primals_473, buf475)
        del primals_472
        del primals_473
        del primals_475
        # Topologically Sorted Source Nodes: [conv2d_79], Original ATen: [aten.convolution]
        buf476 = extern_kernels.convolution(buf475, primals_476, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf476, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf477 = buf466; del buf466  # reuse
        buf478 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf480 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf481 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf476, primals_478, primals_479, primals_480, primals_481, buf477, buf478, buf480, primals_478, primals_479, buf481)
        del primals_478
        del primals_479
        del primals_481
        # Topologically Sorted Source Nodes: [conv2d_80], Original ATen: [aten.convolution]
        buf482 = extern_kernels.convolution(buf481, primals_482, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf482, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf483 = buf478; del buf478  # reuse
        buf484 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf486 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf487 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf482, primals_484, primals_485, primals_486, primals_487, buf483, buf484, buf486, primals_484, primals_485, buf487)
        del primals_484
        del primals_485
        del primals_487
        # Topologically Sorted Source Nodes: [conv2d_81], Original ATen: [aten.convolution]
        buf488 = extern_kernels.convolution(buf487, primals_488, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf488, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf489 = buf472; del buf472  # reuse
        buf490 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf492 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf493 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf488, primals_490, primals_491, primals_492, primals_493, buf475, buf489, buf490, buf492, primals_490, primals_491, buf493)
        del primals_490
        del primals_491
        del primals_493
        # Topologically Sorted Source Nodes: [conv2d_82], Original ATen: [aten.convolution]
        buf494 = extern_kernels.convolution(buf493, primals_494, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf494, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf495 = buf484; del buf484  # reuse
        buf496 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf498 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf499 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf494, primals_496, primals_497, primals_498, primals_499, buf495, buf496, buf498, primals_496, primals_497, buf499)
        del primals_496
        del primals_497
        del primals_499
        # Topologically Sorted Source Nodes: [conv2d_83], Original ATen: [aten.convolution]
        buf500 = extern_kernels.convolution(buf499, primals_500, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf500, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf501 = buf496; del buf496  # reuse
        buf502 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf504 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf505 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf500, primals_502, primals_503, primals_504, primals_505, buf501, buf502, buf504, primals_502, primals_503, buf505)
        del primals_502
        del primals_503
        del primals_505
        # Topologically Sorted Source Nodes: [conv2d_84], Original ATen: [aten.convolution]
        buf506 = extern_kernels.convolution(buf505, primals_506, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf506, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf507 = buf490; del buf490  # reuse
        buf508 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf510 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf511 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf506, primals_508, primals_509, primals_510, primals_511, buf493, buf507, buf508, buf510, primals_508, primals_509, buf511)
        del primals_508
        del primals_509
        del primals_511
        # Topologically Sorted Source Nodes: [conv2d_85], Original ATen: [aten.convolution]
        buf512 = extern_kernels.convolution(buf511, primals_512, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf512, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf513 = buf502; del buf502  # reuse
        buf514 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf516 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf517 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf512, primals_514, primals_515, primals_516, primals_517, buf513, buf514, buf516, primals_514, primals_515, buf517)
        del primals_514
        del primals_515
        del primals_517
        # Topologically Sorted Source Nodes: [conv2d_86], Original ATen: [aten.convolution]
        buf518 = extern_kernels.convolution(buf517, primals_518, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf518, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf519 = buf514; del buf514  # reuse
        buf520 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf522 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf523 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf518, primals_520, primals_521, primals_522, primals_523, buf519, buf520, buf522, primals_520, primals_521, buf523)
        del primals_520
        del primals_521
        del primals_523
        # Topologically Sorted Source Nodes: [conv2d_87], Original ATen: [aten.convolution]
        buf524 = extern_kernels.convolution(buf523, primals_524, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf524, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf525 = buf508; del buf508  # reuse
        buf526 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf528 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf529 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf524, primals_526, primals_527, primals_528, primals_529, buf511, buf525, buf526, buf528, primals_526, primals_527, buf529)
        del primals_526
        del primals_527
        del primals_529
        # Topologically Sorted Source Nodes: [conv2d_88], Original ATen: [aten.convolution]
        buf530 = extern_kernels.convolution(buf529, primals_530, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf530, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf531 = buf520; del buf520  # reuse
        buf532 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf534 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf535 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf530, primals_532, primals_533, primals_534, primals_535, buf531, buf532, buf534, primals_532, primals_533, buf535)
        del primals_532
        del primals_533
        del primals_535
        # Topologically Sorted Source Nodes: [conv2d_89], Original ATen: [aten.convolution]
        buf536 = extern_kernels.convolution(buf535, primals_536, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf536, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf537 = buf532; del buf532  # reuse
        buf538 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf540 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf541 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf536, primals_538, primals_539, primals_540, primals_541, buf537, buf538, buf540, primals_538, primals_539, buf541)
        del primals_538
        del primals_539
        del primals_541
        # Topologically Sorted Source Nodes: [conv2d_90], Original ATen: [aten.convolution]
        buf542 = extern_kernels.convolution(buf541, primals_542, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf542, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf543 = buf526; del buf526  # reuse
        buf544 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf546 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf547 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf542, primals_544, primals_545, primals_546, primals_547, buf529, buf543, buf544, buf546, primals_544, primals_545, buf547)
        del primals_544
        del primals_545
        del primals_547
        # Topologically Sorted Source Nodes: [conv2d_91], Original ATen: [aten.convolution]
        buf548 = extern_kernels.convolution(buf547, primals_548, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf548, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf549 = buf538; del buf538  # reuse
        buf550 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf552 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf553 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf548, primals_550, primals_551, primals_552, primals_553, buf549, buf550, buf552, primals_550, primals_551, buf553)
        del primals_550
        del primals_551
        del primals_553
        # Topologically Sorted Source Nodes: [conv2d_92], Original ATen: [aten.convolution]
        buf554 = extern_kernels.convolution(buf553, primals_554, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf554, (2, 64, 4, 4), (1024, 1, 256, 64), 'torch.ops.aten.convolution.default')
        buf555 = buf550; del buf550  # reuse
        buf556 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf558 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf559 = empty_strided_cpu((2, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf554, primals_556, primals_557, primals_558, primals_559, buf555, buf556, buf558, primals_556, primals_557, buf559)
        del buf556
        del primals_556
        del primals_557
        del primals_559
        # Topologically Sorted Source Nodes: [conv2d_93], Original ATen: [aten.convolution]
        buf560 = extern_kernels.convolution(buf559, primals_560, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf560, (2, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
        buf561 = buf544; del buf544  # reuse
        buf562 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf564 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf565 = empty_strided_cpu((2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_14(buf560, primals_562, primals_563, primals_564, primals_565, buf547, buf561, buf562, buf564, primals_562, primals_563, buf565)
        del buf562
        del primals_562
        del primals_563
        del primals_565
        # Topologically Sorted Source Nodes: [input_41], Original ATen: [aten.convolution]
        buf566 = extern_kernels.convolution(buf565, primals_566, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf566, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
        buf567 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf568 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__15(buf566, primals_568, primals_569, buf567, buf568, primals_568, primals_569)
        del primals_568
        del primals_569
        # Topologically Sorted Source Nodes: [conv2d_95], Original ATen: [aten.convolution]
        buf570 = extern_kernels.convolution(buf565, primals_572, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf570, (2, 128, 4, 4), (2048, 1, 512, 128), 'torch.ops.aten.convolution.default')
        buf571 = buf142; del buf142  # reuse
        buf572 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf574 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf575 = empty_strided_cpu((2, 128, 4, 4), (2048, 1, 512, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_16(buf570, primals_574, primals_575, primals_576, primals_577, buf571, buf572, buf574, primals_574, primals_575, buf575)
        del primals_574
        del primals_575
        del primals_577
        # Topologically Sorted Source Nodes: [conv2d_96], Original ATen: [aten.convolution]
        buf576 = extern_kernels.convolution(buf575, primals_578, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf576, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution.default')
        buf577 = buf572; del buf572  # reuse
        buf578 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf580 = empty_strided_cpu((2, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf576, primals_580, primals_581, primals_582, primals_583, buf577, buf578, primals_580, primals_581, buf580)
        del primals_580
        del primals_581
        del primals_583
        # Topologically Sorted Source Nodes: [conv2d_97], Original ATen: [aten.convolution]
        buf581 = extern_kernels.convolution(buf580, primals_584, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf581, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
        buf582 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf583 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf585 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        buf586 = buf585; del buf585  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_18(buf586, buf581, primals_586, primals_587, primals_588, primals_589, buf566, buf567, buf568, primals_570, primals_571, buf582, buf583, primals_586, primals_587)
        del buf567
        del buf568
        del primals_571
        del primals_586
        del primals_587
        del primals_589
        # Topologically Sorted Source Nodes: [conv2d_98], Original ATen: [aten.convolution]
        buf587 = extern_kernels.convolution(buf586, primals_590, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf587, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution.default')
        buf588 = buf578; del buf578  # reuse
        buf589 = buf577; del buf577  # reuse
        buf591 = empty_strided_cpu((2, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf587, primals_592, primals_593, primals_594, primals_595, buf588, buf589, primals_592, primals_593, buf591)
        del primals_592
        del primals_593
        del primals_595
        # Topologically Sorted Source Nodes: [conv2d_99], Original ATen: [aten.convolution]
        buf592 = extern_kernels.convolution(buf591, primals_596, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf592, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution.default')
        buf593 = buf589; del buf589  # reuse
        buf594 = buf588; del buf588  # reuse
        buf596 = empty_strided_cpu((2, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf592, primals_598, primals_599, primals_600, primals_601, buf593, buf594, primals_598, primals_599, buf596)
        del primals_598
        del primals_599
        del primals_601
        # Topologically Sorted Source Nodes: [conv2d_100], Original ATen: [aten.convolution]
        buf597 = extern_kernels.convolution(buf596, primals_602, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf597, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
        buf598 = buf583; del buf583  # reuse
        buf599 = buf582; del buf582  # reuse
        buf601 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__relu_19(buf597, primals_604, primals_605, primals_606, primals_607, buf586, buf598, buf599, primals_604, primals_605, buf601)
        del primals_604
        del primals_605
        del primals_607
        # Topologically Sorted Source Nodes: [conv2d_101], Original ATen: [aten.convolution]
        buf602 = extern_kernels.convolution(buf601, primals_608, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf602, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution.default')
        buf603 = buf594; del buf594  # reuse
        buf604 = buf593; del buf593  # reuse
        buf606 = empty_strided_cpu((2, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf602, primals_610, primals_611, primals_612, primals_613, buf603, buf604, primals_610, primals_611, buf606)
        del primals_610
        del primals_611
        del primals_613
        # Topologically Sorted Source Nodes: [conv2d_102], Original ATen: [aten.convolution]
        buf607 = extern_kernels.convolution(buf606, primals_614, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf607, (2, 128, 2, 2), (512, 1, 256, 128), 'torch.ops.aten.convolution.default')
        buf608 = buf604; del buf604  # reuse
        buf609 = buf603; del buf603  # reuse
        buf611 = empty_strided_cpu((2, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf607, primals_616, primals_617, primals_618, primals_619, buf608, buf609, primals_616, primals_617, buf611)
        del buf608
        del buf609
        del primals_616
        del primals_617
        del primals_619
        # Topologically Sorted Source Nodes: [conv2d_103], Original ATen: [aten.convolution]
        buf612 = extern_kernels.convolution(buf611, primals_620, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_size_stride(buf612, (2, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
        buf613 = buf599; del buf599  # reuse
        buf614 = buf598; del buf598  # reuse
        buf616 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        buf619 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.bool)
        buf617 = empty_strided_cpu((2, 512), (512, 1), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_20(buf612, primals_622, primals_623, primals_624, primals_625, buf601, buf613, buf614, primals_622, primals_623, buf616, buf619, buf617)
        del buf613
        del buf614
        del buf616
        del primals_622
        del primals_623
        del primals_625
        buf618 = empty_strided_cpu((2, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_627, buf617, reinterpret_tensor(primals_626, (512, 10), (1, 512), 0), alpha=1, beta=1, out=buf618)
        del primals_627
        cpp_fused_add_copy__21(primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333, primals_339, primals_345, primals_351, primals_357, primals_363, primals_369, primals_375, primals_381, primals_387, primals_393, primals_399, primals_405, primals_411, primals_417, primals_423, primals_429, primals_435, primals_441, primals_447, primals_453, primals_459, primals_465, primals_471, primals_477, primals_483, primals_489, primals_495, primals_501, primals_507, primals_513, primals_519, primals_525, primals_531, primals_537, primals_543, primals_549, primals_555, primals_561, primals_567, primals_573, primals_579, primals_585, primals_591, primals_597, primals_603, primals_609, primals_615, primals_621, primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333, primals_339, primals_345, primals_351, primals_357, primals_363, primals_369, primals_375, primals_381, primals_387, primals_393, primals_399, primals_405, primals_411, primals_417, primals_423, primals_429, primals_435, primals_441, primals_447, primals_453, primals_459, primals_465, primals_471, primals_477, primals_483, primals_489, primals_495, primals_501, primals_507, primals_513, primals_519, primals_525, primals_531, primals_537, primals_543, primals_549, primals_555, primals_561, primals_567, primals_573, primals_579, primals_585, primals_591, primals_597, primals_603, primals_609, primals_615, primals_621)
        del primals_105
        del primals_111
        del primals_117
        del primals_123
        del primals_129
        del primals_135
        del primals_141
        del primals_147
        del primals_15
        del primals_153
        del primals_159
        del primals_165
        del primals_171
        del primals_177
        del primals_183
        del primals_189
        del primals_195
        del primals_201
        del primals_207
        del primals_21
        del primals_213
        del primals_219
        del primals_225
        del primals_231
        del primals_237
        del primals_243
        del primals_249
        del primals_255
        del primals_261
        del primals_267
        del primals_27
        del primals_273
        del primals_279
        del primals_285
        del primals_291
        del primals_297
        del primals_3
        del primals_303
        del primals_309
        del primals_315
        del primals_321
        del primals_327
        del primals_33
        del primals_333
        del primals_339
        del primals_345
        del primals_351
        del primals_357
        del primals_363
        del primals_369
        del primals_375
        del primals_381
        del primals_387
        del primals_39
        del primals_393
        del primals_399
        del primals_405
        del primals_411
        del primals_417
        del primals_423
        del primals_429
        del primals_435
        del primals_441
        del primals_447
        del primals_45
        del primals_453
        del primals_459
        del primals_465
        del primals_471
        del primals_477
        del primals_483
        del primals_489
        del primals_495
        del primals_501
        del primals_507
        del primals_51
        del primals_513
        del primals_519
        del primals_525
        del primals_531
        del primals_537
        del primals_543
        del primals_549
        del primals_555
        del primals_561
        del primals_567
        del primals_57
        del primals_573
        del primals_579
        del primals_585
        del primals_591
        del primals_597
        del primals_603
        del primals_609
        del primals_615
        del primals_621
        del primals_63
        del primals_69
        del primals_75
        del primals_81
        del primals_87
        del primals_9
        del primals_93
        del primals_99
        return (buf618, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_248, primals_252, primals_254, primals_258, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_332, primals_336, primals_338, primals_342, primals_344, primals_348, primals_350, primals_354, primals_356, primals_360, primals_362, primals_366, primals_368, primals_372, primals_374, primals_378, primals_380, primals_384, primals_386, primals_390, primals_392, primals_396, primals_398, primals_402, primals_404, primals_408, primals_410, primals_414, primals_416, primals_420, primals_422, primals_426, primals_428, primals_432, primals_434, primals_438, primals_440, primals_444, primals_446, primals_450, primals_452, primals_456, primals_458, primals_462, primals_464, primals_468, primals_470, primals_474, primals_476, primals_480, primals_482, primals_486, primals_488, primals_492, primals_494, primals_498, primals_500, primals_504, primals_506, primals_510, primals_512, primals_516, primals_518, primals_522, primals_524, primals_528, primals_530, primals_534, primals_536, primals_540, primals_542, primals_546, primals_548, primals_552, primals_554, primals_558, primals_560, primals_564, primals_566, primals_570, primals_572, primals_576, primals_578, primals_582, primals_584, primals_588, primals_590, primals_594, primals_596, primals_600, primals_602, primals_606, primals_608, primals_612, primals_614, primals_618, primals_620, primals_624, primals_626, buf0, reinterpret_tensor(buf4, (16, ), (1, ), 0), buf5, buf6, buf7, buf8, reinterpret_tensor(buf12, (64, ), (1, ), 0), buf13, reinterpret_tensor(buf17, (16, ), (1, ), 0), buf18, buf19, reinterpret_tensor(buf23, (16, ), (1, ), 0), buf24, buf25, reinterpret_tensor(buf29, (64, ), (1, ), 0), buf31, buf32, reinterpret_tensor(buf36, (16, ), (1, ), 0), buf37, buf38, reinterpret_tensor(buf42, (16, ), (1, ), 0), buf43, buf44, reinterpret_tensor(buf48, (64, ), (1, ), 0), buf49, buf50, reinterpret_tensor(buf54, (16, ), (1, ), 0), buf55, buf56, reinterpret_tensor(buf60, (16, ), (1, ), 0), buf61, buf62, reinterpret_tensor(buf66, (64, ), (1, ), 0), buf67, buf68, reinterpret_tensor(buf72, (128, ), (1, ), 0), buf73, reinterpret_tensor(buf77, (32, ), (1, ), 0), buf78, buf79, reinterpret_tensor(buf83, (32, ), (1, ), 0), buf84, buf85, reinterpret_tensor(buf89, (128, ), (1, ), 0), buf91, buf92, reinterpret_tensor(buf96, (32, ), (1, ), 0), buf97, buf98, reinterpret_tensor(buf102, (32, ), (1, ), 0), buf103, buf104, reinterpret_tensor(buf108, (128, ), (1, ), 0), buf109, buf110, reinterpret_tensor(buf114, (32, ), (1, ), 0), buf115, buf116, reinterpret_tensor(buf120, (32, ), (1, ), 0), buf121, buf122, reinterpret_tensor(buf126, (128, ), (1, ), 0), buf127, buf128, reinterpret_tensor(buf132, (32, ), (1, ), 0), buf133, buf134, reinterpret_tensor(buf138, (32, ), (1, ), 0), buf139, buf140, reinterpret_tensor(buf144, (128, ), (1, ), 0), buf145, buf146, reinterpret_tensor(buf150, (256, ), (1, ), 0), buf151, reinterpret_tensor(buf155, (64, ), (1, ), 0), buf156, buf157, reinterpret_tensor(buf161, (64, ), (1, ), 0), buf162, buf163, reinterpret_tensor(buf167, (256, ), (1, ), 0), buf169, buf170, reinterpret_tensor(buf174, (64, ), (1, ), 0), buf175, buf176, reinterpret_tensor(buf180, (64, ), (1, ), 0), buf181, buf182, reinterpret_tensor(buf186, (256, ), (1, ), 0), buf187, buf188, reinterpret_tensor(buf192, (64, ), (1, ), 0), buf193, buf194, reinterpret_tensor(buf198, (64, ), (1, ), 0), buf199, buf200, reinterpret_tensor(buf204, (256, ), (1, ), 0), buf205, buf206, reinterpret_tensor(buf210, (64, ), (1, ), 0), buf211, buf212, reinterpret_tensor(buf216, (64, ), (1, ), 0), buf217, buf218, reinterpret_tensor(buf222, (256, ), (1, ), 0), buf223, buf224, reinterpret_tensor(buf228, (64, ), (1, ), 0), buf229, buf230, reinterpret_tensor(buf234, (64, ), (1, ), 0), buf235, buf236, reinterpret_tensor(buf240, (256, ), (1, ), 0), buf241, buf242, reinterpret_tensor(buf246, (64, ), (1, ), 0), buf247, buf248, reinterpret_tensor(buf252, (64, ), (1, ), 0), buf253, buf254, reinterpret_tensor(buf258, (256, ), (1, ), 0), buf259, buf260, reinterpret_tensor(buf264, (64, ), (1, ), 0), buf265, buf266, reinterpret_tensor(buf270, (64, ), (1, ), 0), buf271, buf272, reinterpret_tensor(buf276, (256, ), (1, ), 0), buf277, buf278, reinterpret_tensor(buf282, (64, ), (1, ), 0), buf283, buf284, reinterpret_tensor(buf288, (64, ), (1, ), 0), buf289, buf290, reinterpret_tensor(buf294, (256, ), (1, ), 0), buf295, buf296, reinterpret_tensor(buf300, (64, ), (1, ), 0), buf301, buf302, reinterpret_tensor(buf306, (64, ), (1, ), 0), buf307, buf308, reinterpret_tensor(buf312, (256, ), (1, ), 0), buf313, buf314, reinterpret_tensor(buf318, (64, ), (1, ), 0), buf319, buf320, reinterpret_tensor(buf324, (64, ), (1, ), 0), buf325, buf326, reinterpret_tensor(buf330, (256, ), (1, ), 0), buf331, buf332, reinterpret_tensor(buf336, (64, ), (1, ), 0), buf337, buf338, reinterpret_tensor(buf342, (64, ), (1, ), 0), buf343, buf344, reinterpret_tensor(buf348, (256, ), (1, ), 0), buf349, buf350, reinterpret_tensor(buf354, (64, ), (1, ), 0), buf355, buf356, reinterpret_tensor(buf360, (64, ), (1, ), 0), buf361, buf362, reinterpret_tensor(buf366, (256, ), (1, ), 0), buf367, buf368, reinterpret_tensor(buf372, (64, ), (1, ), 0), buf373, buf374, reinterpret_tensor(buf378, (64, ), (1, ), 0), buf379, buf380, reinterpret_tensor(buf384, (256, ), (1, ), 0), buf385, buf386, reinterpret_tensor(buf390, (64, ), (1, ), 0), buf391, buf392, reinterpret_tensor(buf396, (64, ), (1, ), 0), buf397, buf398, reinterpret_tensor(buf402, (256, ), (1, ), 0), buf403, buf404, reinterpret_tensor(buf408, (64, ), (1, ), 0), buf409, buf410, reinterpret_tensor(buf414, (64, ), (1, ), 0), buf415, buf416, reinterpret_tensor(buf420, (256, ), (1, ), 0), buf421, buf422, reinterpret_tensor(buf426, (64, ), (1, ), 0), buf427, buf428, reinterpret_tensor(buf432, (64, ), (1, ), 0), buf433, buf434, reinterpret_tensor(buf438, (256, ), (1, ), 0), buf439, buf440, reinterpret_tensor(buf444, (64, ), (1, ), 0), buf445, buf446, reinterpret_tensor(buf450, (64, ), (1, ), 0), buf451, buf452, reinterpret_tensor(buf456, (256, ), (1, ), 0), buf457, buf458, reinterpret_tensor(buf462, (64, ), (1, ), 0), buf463, buf464, reinterpret_tensor(buf468, (64, ), (1, ), 0), buf469, buf470, reinterpret_tensor(buf474, (256, ), (1, ), 0), buf475, buf476, reinterpret_tensor(buf480, (64, ), (1, ), 0), buf481, buf482, reinterpret_tensor(buf486, (64, ), (1, ), 0), buf487, buf488, reinterpret_tensor(buf492, (256, ), (1, ), 0), buf493, buf494, reinterpret_tensor(buf498, (64, ), (1, ), 0), buf499, buf500, reinterpret_tensor(buf504, (64, ), (1, ), 0), buf505, buf506, reinterpret_tensor(buf510, (256, ), (1, ), 0), buf511, buf512, reinterpret_tensor(buf516, (64, ), (1, ), 0), buf517, buf518, reinterpret_tensor(buf522, (64, ), (1, ), 0), buf523, buf524, reinterpret_tensor(buf528, (256, ), (1, ), 0), buf529, buf530, reinterpret_tensor(buf534, (64, ), (1, ), 0), buf535, buf536, reinterpret_tensor(buf540, (64, ), (1, ), 0), buf541, buf542, reinterpret_tensor(buf546, (256, ), (1, ), 0), buf547, buf548, reinterpret_tensor(buf552, (64, ), (1, ), 0), buf553, buf554, reinterpret_tensor(buf558, (64, ), (1, ), 0), buf559, buf560, reinterpret_tensor(buf564, (256, ), (1, ), 0), buf565, buf566, buf570, reinterpret_tensor(buf574, (128, ), (1, ), 0), buf575, buf576, buf580, buf581, buf586, buf587, buf591, buf592, buf596, buf597, buf601, buf602, buf606, buf607, buf611, buf612, buf617, buf619, reinterpret_tensor(buf571, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf561, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf555, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf549, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf543, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf537, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf531, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf525, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf519, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf513, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf507, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf501, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf495, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf489, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf483, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf477, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf471, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf465, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf459, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf453, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf447, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf441, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf435, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf429, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf423, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf417, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf411, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf405, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf399, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf393, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf387, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf381, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf375, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf369, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf363, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf357, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf351, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf345, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf339, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf333, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf327, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf321, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf315, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf309, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf303, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf297, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf291, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf285, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf279, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf273, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf267, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf261, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf255, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf249, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf243, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf237, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf231, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf225, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf219, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf213, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf207, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf201, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf195, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf189, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf183, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf177, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf171, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf164, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf158, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf152, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf147, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf141, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf135, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf129, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf123, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf117, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf111, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf105, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf99, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf93, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf86, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf80, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf74, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf69, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf63, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf57, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf51, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf45, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf39, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf33, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf26, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf20, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf14, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf9, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf1, (1, 16, 1, 1), (16, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_16 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((16, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_34 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_40 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_46 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((16, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_52 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_58 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((64, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_64 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_70 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_76 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_82 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_88 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_94 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_100 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_106 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_112 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_118 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_124 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((32, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_130 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((32, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_136 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((128, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_142 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_148 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((64, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_154 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_160 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_166 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_171 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_172 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_173 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_177 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_178 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_179 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_184 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_190 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_196 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_201 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_202 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_207 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_208 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_209 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_214 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_215 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_217 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_220 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_221 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_223 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_226 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_227 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_231 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_232 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_233 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_237 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_238 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_239 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_243 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_244 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_245 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_247 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_249 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_250 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_251 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_253 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_255 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_256 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_257 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_259 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_261 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_262 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_263 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_265 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_267 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_268 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_269 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_271 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_273 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_274 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_275 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_279 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_280 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_281 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_283 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_285 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_286 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_287 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_289 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_291 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_292 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_293 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_295 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_297 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_298 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_299 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_301 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_303 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_304 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_305 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_307 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_309 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_310 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_311 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_315 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_316 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_317 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_319 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_321 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_322 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_323 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_325 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_327 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_328 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_329 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_331 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_333 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_334 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_335 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_339 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_340 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_341 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_342 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_343 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_344 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_345 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_346 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_347 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_348 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_349 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_350 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_351 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_352 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_353 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_354 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_355 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_356 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_357 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_358 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_359 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_360 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_361 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_362 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_363 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_364 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_365 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_366 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_367 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_368 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_369 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_370 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_371 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_372 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_373 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_374 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_375 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_376 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_377 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_378 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_379 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_380 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_381 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_382 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_383 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_384 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_385 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_386 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_387 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_388 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_389 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_390 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_391 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_392 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_393 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_394 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_395 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_396 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_397 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_398 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_399 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_400 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_401 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_402 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_403 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_404 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_405 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_406 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_407 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_408 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_409 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_410 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_411 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_412 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_413 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_414 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_415 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_416 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_417 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_418 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_419 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_420 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_421 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_422 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_423 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_424 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_425 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_426 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_427 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_428 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_429 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_430 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_431 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_432 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_433 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_434 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_435 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_436 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_437 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_438 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_439 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_440 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_441 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_442 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_443 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_444 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_445 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_446 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_447 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_448 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_449 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_450 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_451 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_452 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_453 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_454 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_455 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_456 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_457 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_458 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_459 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_460 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_461 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_462 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_463 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_464 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_465 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_466 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_467 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_468 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_469 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_470 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_471 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_472 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_473 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_474 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_475 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_476 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_477 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_478 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_479 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_480 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_481 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_482 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_483 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_484 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_485 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_486 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_487 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_488 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_489 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_490 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_491 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_492 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_493 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_494 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_495 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_496 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_497 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_498 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_499 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_500 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_501 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_502 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_503 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_504 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_505 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_506 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_507 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_508 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_509 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_510 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_511 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_512 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_513 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_514 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_515 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_516 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_517 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_518 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_519 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_520 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_521 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_522 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_523 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_524 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_525 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_526 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_527 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_528 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_529 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_530 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_531 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_532 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_533 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_534 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_535 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_536 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_537 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_538 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_539 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_540 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_541 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_542 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_543 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_544 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_545 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_546 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_547 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_548 = rand_strided((64, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_549 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_550 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_551 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_552 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_553 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_554 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_555 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_556 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_557 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_558 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_559 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_560 = rand_strided((256, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    primals_561 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_562 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_563 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_564 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_565 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_566 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_567 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_568 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_569 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_570 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_571 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_572 = rand_strided((128, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    primals_573 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_574 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_575 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_576 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_577 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_578 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_579 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_580 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_581 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_582 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_583 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_584 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_585 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_586 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_587 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_588 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_589 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_590 = rand_strided((128, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    primals_591 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_592 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_593 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_594 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_595 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_596 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_597 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_598 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_599 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_600 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_601 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_602 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_603 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_604 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_605 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_606 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_607 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_608 = rand_strided((128, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    primals_609 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_610 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_611 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_612 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_613 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_614 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_615 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_616 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_617 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_618 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_619 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_620 = rand_strided((512, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    primals_621 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_622 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_623 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_624 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_625 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_626 = rand_strided((10, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_627 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339, primals_340, primals_341, primals_342, primals_343, primals_344, primals_345, primals_346, primals_347, primals_348, primals_349, primals_350, primals_351, primals_352, primals_353, primals_354, primals_355, primals_356, primals_357, primals_358, primals_359, primals_360, primals_361, primals_362, primals_363, primals_364, primals_365, primals_366, primals_367, primals_368, primals_369, primals_370, primals_371, primals_372, primals_373, primals_374, primals_375, primals_376, primals_377, primals_378, primals_379, primals_380, primals_381, primals_382, primals_383, primals_384, primals_385, primals_386, primals_387, primals_388, primals_389, primals_390, primals_391, primals_392, primals_393, primals_394, primals_395, primals_396, primals_397, primals_398, primals_399, primals_400, primals_401, primals_402, primals_403, primals_404, primals_405, primals_406, primals_407, primals_408, primals_409, primals_410, primals_411, primals_412, primals_413, primals_414, primals_415, primals_416, primals_417, primals_418, primals_419, primals_420, primals_421, primals_422, primals_423, primals_424, primals_425, primals_426, primals_427, primals_428, primals_429, primals_430, primals_431, primals_432, primals_433, primals_434, primals_435, primals_436, primals_437, primals_438, primals_439, primals_440, primals_441, primals_442, primals_443, primals_444, primals_445, primals_446, primals_447, primals_448, primals_449, primals_450, primals_451, primals_452, primals_453, primals_454, primals_455, primals_456, primals_457, primals_458, primals_459, primals_460, primals_461, primals_462, primals_463, primals_464, primals_465, primals_466, primals_467, primals_468, primals_469, primals_470, primals_471, primals_472, primals_473, primals_474, primals_475, primals_476, primals_477, primals_478, primals_479, primals_480, primals_481, primals_482, primals_483, primals_484, primals_485, primals_486, primals_487, primals_488, primals_489, primals_490, primals_491, primals_492, primals_493, primals_494, primals_495, primals_496, primals_497, primals_498, primals_499, primals_500, primals_501, primals_502, primals_503, primals_504, primals_505, primals_506, primals_507, primals_508, primals_509, primals_510, primals_511, primals_512, primals_513, primals_514, primals_515, primals_516, primals_517, primals_518, primals_519, primals_520, primals_521, primals_522, primals_523, primals_524, primals_525, primals_526, primals_527, primals_528, primals_529, primals_530, primals_531, primals_532, primals_533, primals_534, primals_535, primals_536, primals_537, primals_538, primals_539, primals_540, primals_541, primals_542, primals_543, primals_544, primals_545, primals_546, primals_547, primals_548, primals_549, primals_550, primals_551, primals_552, primals_553, primals_554, primals_555, primals_556, primals_557, primals_558, primals_559, primals_560, primals_561, primals_562, primals_563, primals_564, primals_565, primals_566, primals_567, primals_568, primals_569, primals_570, primals_571, primals_572, primals_573, primals_574, primals_575, primals_576, primals_577, primals_578, primals_579, primals_580, primals_581, primals_582, primals_583, primals_584, primals_585, primals_586, primals_587, primals_588, primals_589, primals_590, primals_591, primals_592, primals_593, primals_594, primals_595, primals_596, primals_597, primals_598, primals_599, primals_600, primals_601, primals_602, primals_603, primals_604, primals_605, primals_606, primals_607, primals_608, primals_609, primals_610, primals_611, primals_612, primals_613, primals_614, primals_615, primals_616, primals_617, primals_618, primals_619, primals_620, primals_621, primals_622, primals_623, primals_624, primals_625, primals_626, primals_627]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
