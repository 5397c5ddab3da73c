# Warnings and sanitizers are interface targets linked to stridecheck's own code only, never to
# third-party targets.
add_library(stridecheck_warnings INTERFACE)
target_compile_options(stridecheck_warnings INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                       -Wconversion -Wno-sign-conversion)

add_library(stridecheck_sanitizers INTERFACE)
if(STRIDECHECK_SANITIZE)
  set(_san -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  target_compile_options(stridecheck_sanitizers INTERFACE ${_san})
  target_link_options(stridecheck_sanitizers INTERFACE ${_san})
endif()
if(STRIDECHECK_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "STRIDECHECK_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++-14")
  endif()
  if(NOT STRIDECHECK_SANITIZE)
    message(FATAL_ERROR "STRIDECHECK_FUZZ needs STRIDECHECK_SANITIZE=ON: a fuzzer without sanitizers misses most bugs")
  endif()
  # Coverage instrumentation for everything of ours; the fuzz targets add -fsanitize=fuzzer (libFuzzer's main).
  target_compile_options(stridecheck_sanitizers INTERFACE -fsanitize=fuzzer-no-link)
  target_link_options(stridecheck_sanitizers INTERFACE -fsanitize=fuzzer-no-link)
endif()
