// The subcommands, one function each: what the command line parsed in (cli.cpp), the library run, the report
// rendered and written, the exit code out. Errors propagate as exceptions to main(), which maps them to exit codes.
#pragma once

#include <string>
#include <vector>

#include "check/check.h"
#include "flags.h"

namespace stridecheck::tool {

struct TriageArgs {
  std::string log;  ///< "-": stdin
  ReportArgs report;
  bool no_replay = false;
  ReplayFlags replay;
  std::string emit_test;  ///< --emit-test FILE: the fix's regression test (pytest)
};

struct ReplayArgs {
  std::vector<std::string> sources;
  ReportArgs report;
  ReplayFlags replay;
};

struct CheckArgs {
  CheckOptions options;
  std::string shard = "1/1", junit, require;
  ReportArgs report;
  ReplayFlags replay;
};

struct ExtractArgs {
  std::vector<std::string> sources;
  std::string out;
};

struct ShowArgs {
  std::vector<std::string> sources;
  std::string format = "text";
};

struct ServeArgs {
  double idle_exit = 600;
  size_t max_commands = 0;  ///< 0: the machine's cores (at least 2)
  bool stop = false, status = false;
};

int triage_command(const TriageArgs& args, const Common& common);
int replay_command(const ReplayArgs& args, const Common& common);
int check_command(CheckArgs args, const Common& common);
int extract_command(const ExtractArgs& args, const Common& common);
int show_command(const ShowArgs& args, const Common& common);
int serve_command(const ServeArgs& args, const Common& common);

}  // namespace stridecheck::tool
