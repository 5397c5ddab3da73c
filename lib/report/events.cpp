#include "report/events.h"

#include <cstdio>

#include "recording/sdpa_ops.h"

namespace stridecheck {

namespace {

// "%.0f" of a duration in milliseconds
std::string ms(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", v);
  return buf;
}

std::string worker_ready(const WorkerProfile& p, const std::string& at) {
  if (p.group == "fork-server")
    return at + "fork server: libtorch loaded in " + ms(p.load_ms) + " ms, ready in " + ms(p.spawn_to_hello_ms) +
           " ms; the kernel workers fork from it";
  const std::string who = p.group.empty() ? "(a fresh one, for the tasks after a crash or a hang)" : p.group;
  const std::string how = p.warm ? "warm, ready" : p.forked ? "forked, ready" : "started";
  return at + "worker " + who + ": " + how + " in " + ms(p.spawn_to_hello_ms) + " ms (libtorch " + ms(p.load_ms) +
         " ms, CUDA context meanwhile " + ms(p.context_ms) + " ms of which " + ms(p.context_wait_ms) +
         " ms waited for, CUDA " + ms(p.cuda_init_ms) + " ms); its request sent";
}

std::vector<std::string> runs_done(const ReplayEvent& e, const std::string& at) {
  const std::string count =
      e.total ? " [" + std::to_string(e.done) + " of " + std::to_string(e.total) + " runs]" : std::string();
  std::vector<std::string> out;
  const auto line = [&](const std::string& s) { out.push_back(s); };
  for (const auto& r : e.op_runs)
    line(at + e.call_site + " " + op_run_kind_name(r.kind) + ": " + status_name(r.status) +
         (r.reason.empty() ? "" : " (" + r.reason + ")") + (r.cached ? " (cached)" : "") + count);
  for (const auto& r : e.runs)
    line(at + e.call_site + " " + std::string(backend_name(r.backend)) + " " + std::string(mode_name(r.mode)) + ": " +
         status_name(r.status) + (r.reason.empty() ? "" : " (" + r.reason + ")") +
         (is_meta_run(r) && r.cached ? " (cached)" : "") + count);
  return out;
}

}  // namespace

std::vector<std::string> replay_event_words(const ReplayEvent& e) {
  const WorkerProfile& p = e.profile;
  const std::string at = "[+" + ms(e.at_ms) + " ms] ";
  switch (e.kind) {
    case ReplayEvent::Kind::kWorkerReady: return {worker_ready(p, at)};
    case ReplayEvent::Kind::kMetasReady:
      return {at + "metas: " + e.meta.python + " ready in " + ms(p.spawn_to_hello_ms) + " ms, torch " +
              (e.meta.torch.empty() ? "none" : e.meta.torch)};
    case ReplayEvent::Kind::kPlanned:
      return {at + "planned: " + std::to_string(e.total) + " runs (the backends' kernels and metas)"};
    case ReplayEvent::Kind::kRunDone:
    case ReplayEvent::Kind::kMetaDone: return runs_done(e, at);
    case ReplayEvent::Kind::kWorkerDone:
      if (!e.meta.python.empty())
        return {at + "metas: " + e.meta.python + " done, wall " + ms(p.wall_ms) + " ms" +
                (e.meta.error.empty() ? "" : ": " + e.meta.error)};
      return {at + "worker " + p.group + ": done: tasks " + ms(p.tasks_ms) + " ms, wall " + ms(p.wall_ms) +
              " ms; request sent at " + ms(p.sent_at_ms) + " ms, first task at " + ms(p.first_task_at_ms) +
              " ms, done at " + ms(p.done_at_ms) + " ms of the replay"};
  }
  return {};
}

}  // namespace stridecheck
