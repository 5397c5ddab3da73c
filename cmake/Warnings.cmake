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
