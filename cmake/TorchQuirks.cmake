# What a torch wheel's own CMake needs to build against it, for every torch from 2.6 to 2.15, handled
# here once instead of by hand (docs/compatibility.md records what each version needed). Included by
# Dependencies.cmake right after find_package(Torch); _torch_pkg is the wheel's torch/ folder.

# torch <= 2.6 links torch::nvtoolsext to CUDA::nvToolsExt, which CUDA 13 toolkits no longer ship
# (NVTX 3 is header-only). stridecheck calls no NVTX, and libtorch_cuda finds the wheel's own
# libnvToolsExt through its RUNPATH, so an empty target stands in for it.
if(TARGET torch::nvtoolsext AND NOT TARGET CUDA::nvToolsExt)
  add_library(CUDA::nvToolsExt INTERFACE IMPORTED)
  message(STATUS "stridecheck: torch's CMake wants CUDA::nvToolsExt, which this CUDA toolkit lacks; "
                 "an empty stand-in is used (nothing here calls NVTX)")
endif()

# The wheel's CUDA libraries (nvidia-*-cu* wheels, beside torch/) must win over any older copy on the
# system (e.g. a libnccl of the local toolkit, which lacks symbols libtorch_cuda of torch 2.15 needs):
# the linker resolves libtorch_cuda's DT_NEEDED libraries through these folders first.
file(GLOB _stridecheck_nvidia_libs LIST_DIRECTORIES true "${_torch_pkg}/../nvidia/*/lib")
# --as-needed: the worker calls the CUDA runtime only through the libcudart libtorch loads (dlsym in
# engine_torch.cpp), so the local toolkit's libcudart, which torch's CMake puts on the link line, is dropped.
set(STRIDECHECK_TORCH_LINK_OPTIONS "LINKER:--as-needed")
foreach(_dir IN LISTS _stridecheck_nvidia_libs)
  if(IS_DIRECTORY "${_dir}")
    get_filename_component(_dir "${_dir}" ABSOLUTE)
    list(APPEND STRIDECHECK_TORCH_LINK_OPTIONS "LINKER:-rpath-link,${_dir}")
  endif()
endforeach()

# torch <= 2.6 wheels are built with the old std::string ABI and put -D_GLIBCXX_USE_CXX11_ABI=0 on
# everything that links torch. The worker then gets its own copy of the core library built the same
# way (lib/CMakeLists.txt), and links neither fmt nor spdlog (Debian builds both with the new ABI).
set(STRIDECHECK_TORCH_OLD_ABI OFF)
if(TORCH_CXX_FLAGS MATCHES "_GLIBCXX_USE_CXX11_ABI=0")
  set(STRIDECHECK_TORCH_OLD_ABI ON)
  message(STATUS "stridecheck: this libtorch uses the old C++ string ABI; the worker's core library is built to match")
endif()
