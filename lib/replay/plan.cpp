#include "replay/plan.h"

#include <algorithm>

#include "core/text.h"
#include "recording/fixture_writer.h"

namespace stridecheck::replay_detail {

Isolation effective_isolation(Isolation asked, bool on_cuda) {
  if (asked != Isolation::kAuto) return asked;
  return on_cuda ? Isolation::kGrouped : Isolation::kShared;
}

std::string group_of(const WorkerTask& t, Isolation asked, bool on_cuda) {
  switch (effective_isolation(asked, on_cuda)) {
    case Isolation::kShared: return "shared";
    case Isolation::kPerBackend: return t.op ? "ops" : t.priority ? "priority" : std::string(backend_name(t.backend));
    default: break;
  }
  if (t.op) return "math";  // aten's other ops: cuBLAS and cuDNN, as math initialises them
  if (t.priority || t.backend == Backend::kCudnn) return "cudnn";
  if (t.backend == Backend::kMath) return "math";
  return "kernels";
}

std::set<std::string> cuda_groups(const std::vector<Backend>& backends, Isolation asked) {
  std::set<std::string> out;
  for (Backend b : backends) out.insert(group_of({0, "", b, false}, asked, true));
  out.insert(group_of({0, "", Backend::kMath, true}, asked, true));
  return out;
}

std::vector<std::deque<WorkerTask>> group_tasks(const std::vector<WorkerTask>& tasks, Isolation asked, bool on_cuda) {
  std::vector<std::deque<WorkerTask>> groups;
  std::map<std::string, size_t> by;
  for (const auto& t : tasks) {
    if (!t.impl.empty()) continue;  // the Python kernel worker's (ReplayPlan::plan_kernels)
    std::string key = group_of(t, asked, on_cuda);
    if (!by.count(key)) {
      by[key] = groups.size();
      groups.emplace_back();
    }
    groups[by[key]].push_back(t);
  }
  return groups;
}

std::string group_name(const std::deque<WorkerTask>& tasks) {
  std::vector<std::string> names;
  for (const auto& t : tasks) {
    std::string n = t.op ? "ops" : t.priority ? "priority" : std::string(backend_name(t.backend));
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }
  return names.size() > 2 ? std::string("shared") : join(names, "+");
}

std::vector<Backend> meta_backends(std::string_view site_device, const std::vector<Backend>& chosen) {
  std::vector<Backend> all = is_cuda_device(site_device)
                                 ? std::vector<Backend>(std::begin(kCudaOnlyBackends), std::end(kCudaOnlyBackends))
                                 : std::vector<Backend>{Backend::kFlashCpu};
  if (chosen.empty()) return all;
  std::vector<Backend> out;
  for (Backend b : all)
    if (std::find(chosen.begin(), chosen.end(), b) != chosen.end()) out.push_back(b);
  return out;
}

std::string kernel_impl(const std::map<Backend, std::string>& impls, Backend b) {
  auto it = impls.find(b);
  if (it == impls.end() && b == Backend::kFlashCpu) it = impls.find(Backend::kFlash);  // "flash" on a CPU: CPU flash
  return it == impls.end() ? "" : it->second;
}

bool takes_turns(const ReplayOptions& o) { return o.what.repeat > 0 && o.how.jobs == 0; }

namespace {
// A kernel worker busy on the device: timing, or running untimed kernels.
bool running_kernels(const Worker& w) { return w.meta < 0 && w.sent && !w.waiting_turn && !w.done && !w.exited; }
}  // namespace

Worker* next_turn(const std::vector<std::unique_ptr<Worker>>& workers) {
  for (const auto& w : workers)
    if (running_kernels(*w)) return nullptr;
  for (const auto& w : workers)
    if (w->waiting_turn && !w->exited) return w.get();
  return nullptr;
}

ReplayPlan::ReplayPlan(const Recording& rec, const ReplayOptions& o)
    : rec_(rec), o_(o), ops_(rec, o, [this](const std::string& id) { return wanted(id); }) {}

bool ReplayPlan::wanted(const std::string& id) const {
  const auto& only = o_.what.only_sites;
  return only.empty() || std::find(only.begin(), only.end(), id) != only.end();
}

bool ReplayPlan::recorded_on_cuda(bool op_calls) const {
  return (op_calls && ops_.on_cuda()) ||
         std::any_of(rec_.call_sites.begin(), rec_.call_sites.end(),
                     [this](const CallSite& c) { return wanted(c.id) && is_cuda_device(call_site_device(c)); });
}

std::deque<WorkerTask> ReplayPlan::plan_metas(size_t python) {
  std::deque<WorkerTask> tasks;
  int id = static_cast<int>((python + 1) * 1000000);
  for (const auto& site : rec_.call_sites) {
    if (!wanted(site.id)) continue;
    const std::string device = call_site_device(site);
    for (Backend b : meta_backends(device, o_.what.backends)) tasks.push_back({id++, site.id, b, false, true});
    if (!is_cuda_device(device)) tasks.push_back({id++, site.id, Backend::kMath, true, true});
  }
  for (const auto& t : ops_.fakes(python, id)) tasks.push_back(t);  // the op calls' fakes, in the same request
  meta_tasks_.insert(meta_tasks_.end(), tasks.begin(), tasks.end());
  return tasks;
}

std::deque<WorkerTask> ReplayPlan::plan_kernels(const std::vector<Backend>& backends,
                                                const std::optional<Device>& device) {
  int id = 0;
  std::map<std::string, std::string> first_with;  // replay identity -> the call site that replays it
  std::deque<WorkerTask> swapped;                 // kernels a Python implementation serves (--kernel-impl)
  for (const auto& site : rec_.call_sites) {
    if (!wanted(site.id)) continue;
    if (!o_.what.every_site) {  // the same call as an earlier site's (another layer, another graph): runs once
      auto [it, added] = first_with.emplace(replay_identity(site), site.id);
      if (!added) {
        replayed_with_[site.id] = it->second;
        continue;
      }
    }
    // A CUDA call site on a machine without CUDA runs no kernel: a CPU kernel does not judge a CUDA graph (its
    // metas still run, and --device cpu replays it on the CPU backends, as information)
    if (!device && is_cuda_device(call_site_device(site))) continue;
    for (Backend b : backends) {
      tasks_.push_back({id++, site.id, b, false, false, false, kernel_impl(o_.what.kernel_impls, b)});
      if (!tasks_.back().impl.empty()) swapped.push_back(tasks_.back());  // the Python kernel worker runs it
    }
    tasks_.push_back({id++, site.id, Backend::kMath, true});
  }
  // the op calls: aten kernels in the replay workers, custom ones in the Python kernel worker
  std::vector<WorkerTask> aten;
  std::deque<WorkerTask> custom = std::move(swapped);
  ops_.plan_kernels(device, id, aten, custom);
  tasks_.insert(tasks_.end(), aten.begin(), aten.end());
  python_kernel_tasks_ = custom.size();
  return custom;
}

Recording ReplayPlan::sites_of(const std::deque<WorkerTask>& tasks) const {
  Recording subset;
  std::set<std::string> seen;
  for (const auto& t : tasks)
    if (seen.insert(t.site).second) {
      if (const CallSite* c = rec_.find(t.site)) subset.call_sites.push_back(*c);
      if (const OpCall* c = t.op ? rec_.find_op(t.site) : nullptr) subset.op_calls.push_back(*c);
    }
  return subset;
}

}  // namespace stridecheck::replay_detail
