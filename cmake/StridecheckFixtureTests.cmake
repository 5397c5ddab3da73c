# stridecheck_add_fixture_tests(DIR <dir> [GLOB <pattern>] [EXCLUDE <regex>] [BASELINE <file>] [STRIDECHECK <exe>]
#                               [PREFIX <name>] [ARGS <args>...])
#
# Registers every stridecheck fixture under DIR (files matching GLOB, default "*.fixture.json", searched
# recursively) as its own CTest test running `stridecheck check <fixture>` (with --baseline when BASELINE
# is given, and ARGS). Fixtures recorded on CUDA ask for one GPU through CTest's resource allocation
# (RESOURCE_GROUPS "gpus:1"), so `ctest --resource-spec-file gpus.json -j N` spreads them over the GPUs
# of a machine: stridecheck replays each on the GPU CTest gave it (CTEST_RESOURCE_GROUP_<i>_GPUS; name the GPUs
# 0, 1, ... in the spec file, their CUDA device indices). Where they cannot run (exit code 3, no device) they are
# reported as skipped.
#
# Example (a downstream project):
#   include(StridecheckFixtureTests)
#   stridecheck_add_fixture_tests(DIR ${CMAKE_SOURCE_DIR}/stride-fixtures BASELINE ${CMAKE_SOURCE_DIR}/stride-baseline.json)
function(stridecheck_add_fixture_tests)
  cmake_parse_arguments(SC "" "DIR;GLOB;EXCLUDE;BASELINE;STRIDECHECK;PREFIX" "ARGS" ${ARGN})
  if(NOT SC_DIR)
    message(FATAL_ERROR "stridecheck_add_fixture_tests: DIR is required")
  endif()
  if(NOT SC_GLOB)
    set(SC_GLOB "*.fixture.json")
  endif()
  if(NOT SC_PREFIX)
    set(SC_PREFIX "stridecheck")
  endif()
  if(NOT SC_STRIDECHECK)
    if(TARGET stridecheck)
      set(SC_STRIDECHECK $<TARGET_FILE:stridecheck>)
    else()
      find_program(SC_STRIDECHECK stridecheck REQUIRED)
    endif()
  endif()
  file(GLOB_RECURSE fixtures RELATIVE "${SC_DIR}" "${SC_DIR}/${SC_GLOB}")
  list(SORT fixtures)
  foreach(rel IN LISTS fixtures)
    if(SC_EXCLUDE AND rel MATCHES "${SC_EXCLUDE}")
      continue()
    endif()
    set(path "${SC_DIR}/${rel}")
    string(REGEX REPLACE "[/ ]" "." name "${rel}")
    string(REGEX REPLACE "\\.(fixture\\.)?json$" "" name "${name}")
    set(cmd ${SC_STRIDECHECK} check ${path})
    if(SC_BASELINE)
      list(APPEND cmd --baseline ${SC_BASELINE})
    endif()
    add_test(NAME ${SC_PREFIX}.${name} COMMAND ${cmd} ${SC_ARGS})
    set_tests_properties(${SC_PREFIX}.${name} PROPERTIES SKIP_RETURN_CODE 3 LABELS stridecheck)
    file(READ "${path}" text LIMIT 1000000)
    if(text MATCHES "\"device\": \"cuda")
      set_tests_properties(${SC_PREFIX}.${name} PROPERTIES RESOURCE_GROUPS "gpus:1" LABELS "stridecheck;gpu")
    endif()
  endforeach()
endfunction()
