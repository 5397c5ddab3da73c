// The command line read before and around CLI11 (command_line.h).
#include "command_line.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/text.h"

namespace stridecheck::tool {

namespace {

// The edits (insert, delete, replace one character) that make `a` into `b`: how near a mistyped name is.
size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> d(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t prev = d[0];
    d[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t cur = d[j];
      d[j] = std::min({d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1)});
      prev = cur;
    }
  }
  return d[b.size()];
}

// The name among `names` nearest to `a` (at most `most` edits away), or "".
std::string nearest(const std::string& a, const std::vector<std::string>& names, size_t most) {
  std::string best;
  size_t best_d = most + 1;
  for (const auto& n : names)
    if (size_t dd = edit_distance(a, n); dd < best_d) {
      best_d = dd;
      best = n;
    }
  return best;
}

std::vector<std::string> subcommand_names(CLI::App& app) {
  std::vector<std::string> names;
  for (const auto* sub : app.get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  return names;
}

// The option of `app` that `name` ("--format", "-o") names, if any.
const CLI::Option* option_named(const CLI::App* app, const std::string& name) {
  for (const CLI::Option* opt : app->get_options()) {
    if (opt->get_positional()) continue;
    for (const auto& l : opt->get_lnames())
      if (name == "--" + l) return opt;
    for (const auto& sn : opt->get_snames())
      if (name == "-" + sn) return opt;
  }
  return nullptr;
}

std::vector<std::string> long_names(const CLI::App* app) {
  std::vector<std::string> out;
  for (const CLI::Option* opt : app->get_options())
    for (const auto& l : opt->get_lnames()) out.push_back("--" + l);
  return out;
}

// Whether argument `a` looks like an option (not "-", the stdin log, nor a negative number).
bool looks_like_option(const std::string& a) { return a.size() > 1 && a[0] == '-' && !parse_double(a); }

// Whether option argument `a` takes the argument after it as its value (--format json; not --format=json, -ojson).
bool takes_next(const CLI::Option* opt, const std::string& a) {
  return opt && opt->get_items_expected_min() > 0 && a.find('=') == std::string::npos && (a[1] == '-' || a.size() == 2);
}

// The subcommand the command line names, found before CLI11 parses it (skipping the values of the options before
// it); nullptr when it names none, or a word that is none (usage_error suggests the nearest).
CLI::App* named_subcommand(CLI::App& app, int argc, char** argv, bool& other_word) {
  other_word = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") return nullptr;
    const auto subs = app.get_subcommands([](const CLI::App*) { return true; });
    if (looks_like_option(a)) {  // the app's, or a subcommand's given too early (its value is skipped alike)
      const std::string name = a.substr(0, a.find('='));
      const CLI::Option* opt = option_named(&app, name);
      for (size_t k = 0; !opt && k < subs.size(); ++k) opt = option_named(subs[k], name);
      if (takes_next(opt, a)) ++i;
      continue;
    }
    for (CLI::App* sub : subs)
      if (sub->get_name() == a) return sub;
    other_word = true;
    return nullptr;
  }
  return nullptr;
}

}  // namespace

// A usage error as one line that says what to do: a mistyped subcommand gets the nearest one, and every error
// points to the --help of the subcommand it is about.
std::string usage_error(CLI::App& app, int argc, char** argv, const std::string& what) {
  const std::vector<std::string> names = subcommand_names(app);
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.empty() || a[0] == '-') continue;
    if (std::find(names.begin(), names.end(), a) != names.end()) return what + " (see stridecheck " + a + " --help)";
    if (std::string best = nearest(a, names, 2); !best.empty())
      return "unknown subcommand '" + a + "': did you mean '" + best + "'? (see stridecheck --help)";
    break;
  }
  return what + " (see stridecheck --help)";
}

// An option the command line gives that its subcommand (or, before it, stridecheck itself) does not take, named
// as one, with the nearest option it takes: CLI11 alone would let a positional argument swallow it and complain
// of something else ("File does not exist: json" for --formt json).
void refuse_unknown_options(CLI::App& app, int argc, char** argv) {
  bool other_word = false;
  CLI::App* sub = named_subcommand(app, argc, argv, other_word);
  if (other_word) return;  // a mistyped subcommand: usage_error names it
  const std::string see = sub ? "(see stridecheck " + sub->get_name() + " --help)" : "(see stridecheck --help)";
  bool after_sub = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") return;
    if (sub && a == sub->get_name() && !after_sub) {
      after_sub = true;
      continue;
    }
    if (!looks_like_option(a)) continue;
    const std::string name = a.substr(0, a.find('='));
    const CLI::Option* opt = option_named(&app, name);
    if (!opt && after_sub) opt = option_named(sub, name);
    if (!opt && a[1] != '-' && a.size() > 2) {  // short flags together (-vq), or a short option's value (-ofile)
      opt = option_named(&app, a.substr(0, 2));
      if (!opt && after_sub) opt = option_named(sub, a.substr(0, 2));
      if (opt && opt->get_items_expected_min() == 0)
        for (char c : a.substr(2))
          if (!option_named(&app, std::string("-") + c) && !(after_sub && option_named(sub, std::string("-") + c)))
            opt = nullptr;
    }
    if (opt) {
      if (takes_next(opt, a)) ++i;
      continue;
    }
    if (!after_sub && sub && option_named(sub, name))
      throw UsageError(name + " is an option of " + sub->get_name() + ": give it after the subcommand " + see);
    std::vector<std::string> known = long_names(&app);
    if (after_sub)
      for (auto& n : long_names(sub)) known.push_back(n);
    const std::string best = name.starts_with("--") ? nearest(name, known, 2) : "";
    throw UsageError("unknown option " + name + (best.empty() ? "" : ": did you mean " + best + "?") + " " + see);
  }
}

// `run`'s CMD: everything after the first -- is the command's own (torchrun's flags, python -m, -u, sh -c), never
// stridecheck's, whatever option comes before it (--import takes several values); cut off before CLI11 parses.
std::vector<std::string> split_run_command(CLI::App& app, const CLI::App* run_cmd, int& argc, char** argv) {
  bool other_word = false;
  if (named_subcommand(app, argc, argv, other_word) != run_cmd) return {};
  std::vector<std::string> command;
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--") {
      command.assign(argv + i + 1, argv + argc);
      argc = i;
      break;
    }
  return command;
}

}  // namespace stridecheck::tool
