// The stridecheck command line: builds the CLI11 app, runs the chosen command through the library and
// its renderers, and returns the command's exit code. Errors propagate to main() as exceptions.
#pragma once

namespace stridecheck::tool {

int run(int argc, char** argv);

}  // namespace stridecheck::tool
