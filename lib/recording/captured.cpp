#include "recording/captured.h"

#include "core/names.h"

namespace stridecheck {

namespace {
constexpr std::pair<ProcessEndHow, const char*> kEndNames[] = {
    {ProcessEndHow::kExit, "exit"},
    {ProcessEndHow::kException, "exception"},
    {ProcessEndHow::kSignal, "signal"},
    {ProcessEndHow::kRunning, "running"},
};
}  // namespace

std::string_view process_end_name(ProcessEndHow h) { return name_in(kEndNames, h).value_or("running"); }

std::optional<ProcessEndHow> parse_process_end(std::string_view name) { return value_named(kEndNames, name); }

}  // namespace stridecheck
