// The command line read before and around CLI11: a mistyped subcommand or option named as one, with the nearest
// one it could be (CLI11 alone would let a positional argument swallow it and complain of something else), and
// `run`'s CMD cut off after its `--` before CLI11 parses the rest.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace stridecheck::tool {

/// A usage error as one line that says what to do: a mistyped subcommand gets the nearest one, and every error
/// points to the --help of the subcommand it is about.
std::string usage_error(CLI::App& app, int argc, char** argv, const std::string& what);

/// Throws UsageError for an option the command line gives that its subcommand (or, before it, stridecheck itself)
/// does not take, naming the nearest option it takes.
void refuse_unknown_options(CLI::App& app, int argc, char** argv);

/// `run`'s CMD: everything after the first -- when the subcommand is `run_cmd` (argc cut to before the --), else {}.
std::vector<std::string> split_run_command(CLI::App& app, const CLI::App* run_cmd, int& argc, char** argv);

}  // namespace stridecheck::tool
