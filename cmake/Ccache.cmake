# ccache for every compile, where it is installed (scripts/setup.sh installs it). The object files of one source tree
# are shared between its build folders: a second build against another torch (build-torch2.15.0/) takes from the
# cache what build/ compiled, and compiles only what differs (the replay engine against that libtorch, and the
# generated version.cpp). For that, no compile may depend on the build folder: ccache hashes the working directory (the
# build folder) of a compile with debug information, unless -fdebug-prefix-map maps it away (the debug information then
# names the folder "."; source paths stay absolute), and no include folder may lie in the build folder (ccache's direct
# mode hashes each -I, and gcc writes the working directory into the preprocessed text its other mode hashes).
find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER "${CCACHE_PROGRAM}")
  add_compile_options("-fdebug-prefix-map=${CMAKE_BINARY_DIR}=.")
endif()
