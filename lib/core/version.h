// stridecheck's version and the versions of what this build was made with, as CMake found them (printed by
// `stridecheck --version`, the report headers and at configure time). Defined in the version.cpp that CMake writes
// from lib/version.cpp.in into the build folder: the one file that differs between build folders of one source tree,
// so that a second build against another torch (build-torch2.15.0/) takes every other object from ccache.
#pragma once

namespace stridecheck {

extern const char kStridecheckVersion[];
extern const char kBuiltTorchVersion[];
extern const char kBuiltTorchCudaVersion[];
extern const char kBuiltTorchCudnnVersion[];
extern const char kBuiltFmtVersion[];
extern const char kBuiltSpdlogVersion[];
extern const char kBuiltCli11Version[];
extern const char kBuiltJsonVersion[];
extern const char kBuiltDoctestVersion[];
/// The Python with torch found at configure time (scripts/setup.sh: the project's .venv), for the metas.
extern const char kConfiguredTorchPython[];

}  // namespace stridecheck
