#include "replay/op_tasks.h"

#include <fnmatch.h>

#include <algorithm>
#include <filesystem>

#include "recording/fixture_writer.h"

namespace stridecheck::replay_detail {

bool op_matches(const std::string& glob, const std::string& op) {
  if (glob.empty()) return true;
  const size_t colons = op.find("::");
  const size_t dot = op.find('.', colons == std::string::npos ? 0 : colons + 2);
  const std::string bare = dot == std::string::npos ? op : op.substr(0, dot);
  return ::fnmatch(glob.c_str(), op.c_str(), 0) == 0 || ::fnmatch(glob.c_str(), bare.c_str(), 0) == 0;
}

std::string imports_signature(const std::vector<std::string>& imports, const std::string& cwd) {
  std::string out;
  for (const auto& m : imports) {
    out += (out.empty() ? "--import " : ",") + m;
    std::error_code ec;
    auto written = std::filesystem::last_write_time(absolute_path(m, cwd), ec);
    if (!ec) out += "@" + std::to_string(written.time_since_epoch().count());
  }
  return out;
}

OpTasks::OpTasks(const Recording& rec, const ReplayOptions& o, std::function<bool(const std::string&)> wanted) : o_(o) {
  std::map<std::string, std::string> first_with;  // replay identity -> the op call that runs it
  for (const auto& c : rec.op_calls) {
    if (!wanted(c.id)) continue;
    if (!op_matches(o.what.ops, c.op)) {
      ++left_out_;
      // one the failing run's log shows broken: reported as left out, so that its answer says why nothing ran
      if (std::any_of(c.expected_outputs.begin(), c.expected_outputs.end(),
                      [](const ExpectedOutput& e) { return e.observed.has_value(); }))
        listed_.push_back(&c);
      continue;
    }
    chosen_.push_back(&c);
    listed_.push_back(&c);
    if (!o.what.every_site) {  // the same call as an earlier one's (another layer, another graph): runs once
      auto [it, added] = first_with.emplace(replay_identity(c), c.id);
      if (!added) {
        replayed_with_[c.id] = it->second;
        continue;
      }
    }
    distinct_.push_back(&c);
  }
}

bool OpTasks::on_cuda() const {
  return std::any_of(chosen_.begin(), chosen_.end(), [](const OpCall* c) { return is_cuda_device(c->device()); });
}

std::vector<WorkerTask> OpTasks::fakes(size_t python, int& id) {
  std::vector<WorkerTask> out;
  for (const OpCall* c : distinct_) {
    out.push_back({id++, c->id, Backend::kMath, false, true, true});
    python_of_[out.back().id] = python;
    tasks_.push_back(out.back());
  }
  return out;
}

bool OpTasks::fix_checked(const std::string& op_call) const {
  const auto& f = o_.what.fix_checks;
  return std::any_of(f.begin(), f.end(), [&](const FixCheckRequest& r) { return r.op_call == op_call; });
}

void OpTasks::plan_kernels(const std::optional<Device>& device, int& id, std::vector<WorkerTask>& aten,
                           std::deque<WorkerTask>& custom) {
  for (const OpCall* c : distinct_) {
    if (fix_checked(c->id)) {  // a fix checked against its kernel (in place of its kernel run), where it can run here
      WorkerTask t{id++, c->id, Backend::kMath, false, false, true};
      t.fix = true;
      if (!device && is_cuda_device(c->device())) {
        FixCheck f;
        f.op_call = c->id;
        f.status = RunStatus::kUnavailable;
        f.reason =
            "no CUDA device on this machine (triage on the GPU host with --format json, then pass that "
            "report with --runs-from: the check made there comes with it)";
        unrun_fixes_.push_back(f);
        continue;
      }
      tasks_.push_back(t);
      custom.push_back(t);
      continue;
    }
    // a CUDA call on a machine without CUDA runs no kernel: a CPU kernel does not judge a CUDA graph (its fake runs)
    if (!device && is_cuda_device(c->device())) {
      OpRun r;
      r.kind = OpRunKind::kKernel;
      r.status = RunStatus::kUnavailable;
      r.reason = "no CUDA device on this machine: its kernel runs on the GPU host (its fake ran here)";
      r.device = c->device();
      no_worker_[c->id].push_back(r);
      continue;
    }
    WorkerTask t{id++, c->id, Backend::kMath, false, false, true};
    tasks_.push_back(t);
    if (c->is_aten())
      aten.push_back(t);
    else
      custom.push_back(t);
  }
}

PythonOps OpTasks::python_ops(bool kernels, const std::optional<Device>& device) const {
  PythonOps p;
  p.imports = o_.what.imports;
  p.fix_checks = &o_.what.fix_checks;
  if (kernels) {
    p.device = device.value_or(Device::cpu()).str();
    p.seed = o_.what.seed;
  }
  return p;
}

void OpTasks::add(int id, std::vector<OpRun> runs) { results_[id] = std::move(runs); }

void OpTasks::add_fix(int id, FixCheck fix) { fixes_[id] = std::move(fix); }

OpRun OpTasks::fail(const WorkerTask& t, RunStatus status, const std::string& reason) {
  if (t.fix) {
    FixCheck f;
    f.op_call = t.site;
    f.status = status;
    f.reason = reason;
    fixes_[t.id] = f;
  }
  OpRun r;
  r.kind = t.meta ? OpRunKind::kFake : OpRunKind::kKernel;
  r.status = status;
  r.reason = reason;
  if (!t.fix) results_[t.id] = {r};
  return r;
}

std::vector<FixCheck> OpTasks::fix_checks() const {
  std::vector<FixCheck> out;
  for (const auto& t : tasks_)
    if (t.fix) {
      auto it = fixes_.find(t.id);
      if (it != fixes_.end()) {
        out.push_back(it->second);
        continue;
      }
      FixCheck f;
      f.op_call = t.site;
      f.status = RunStatus::kError;
      f.reason = "no result came back from the worker";
      out.push_back(f);
    }
  out.insert(out.end(), unrun_fixes_.begin(), unrun_fixes_.end());  // checks no worker could run (no device)
  return out;
}

std::vector<OpReplay> OpTasks::assemble(const std::vector<MetaEnvironment>& metas) const {
  std::map<std::string, OpReplay> by_call;
  for (const OpCall* c : distinct_) by_call[c->id].op_call = c->id;
  for (const auto& [call, runs] : no_worker_)
    for (const auto& r : runs) by_call[call].runs.push_back(r);
  for (bool fake : {false, true})  // its kernel first, then its fakes, by Python
    for (const auto& t : tasks_) {
      if (t.meta != fake || t.fix) continue;
      OpReplay& out = by_call[t.site];
      const MetaEnvironment* env = nullptr;
      if (auto p = python_of_.find(t.id); p != python_of_.end() && p->second < metas.size()) env = &metas[p->second];
      auto it = results_.find(t.id);
      if (it == results_.end()) {
        OpRun r;
        r.kind = fake ? OpRunKind::kFake : OpRunKind::kKernel;
        const bool no_python = env && !env->error.empty();
        r.status = no_python ? RunStatus::kUnavailable : RunStatus::kError;
        r.reason = no_python ? env->error : "no result came back from the worker";
        out.runs.push_back(r);
        continue;
      }
      for (OpRun r : it->second) {
        if (fake && r.torch.empty() && env) r.torch = env->torch;
        out.runs.push_back(std::move(r));
      }
    }
  std::vector<OpReplay> out;
  for (const OpCall* c : listed_) {
    if (std::find(chosen_.begin(), chosen_.end(), c) == chosen_.end()) {  // --ops left it out
      OpReplay r{c->id, {}, {}, ""};
      for (OpRunKind kind : {OpRunKind::kKernel, OpRunKind::kFake})
        r.runs.push_back(OpRun{kind, RunStatus::kSkipped, "--ops " + o_.what.ops + " left it out"});
      out.push_back(std::move(r));
      continue;
    }
    auto with = replayed_with_.find(c->id);
    if (with == replayed_with_.end()) {
      out.push_back(by_call[c->id]);
      continue;
    }
    OpReplay r = by_call[with->second];
    r.op_call = c->id;
    r.replayed_with = with->second;
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<std::string> OpTasks::notes() const {
  std::vector<std::string> out;
  if (!replayed_with_.empty())
    out.push_back(std::to_string(replayed_with_.size()) + " of " + std::to_string(chosen_.size()) +
                  " op calls repeat an earlier one's op, layouts and arguments: their kernels and fakes ran once, and "
                  "each reports that run (--every-site replays each)");
  if (left_out_ > 0)
    out.push_back("--ops " + o_.what.ops + ": " + std::to_string(left_out_) + " op call" + (left_out_ == 1 ? "" : "s") +
                  " left out");
  return out;
}

}  // namespace stridecheck::replay_detail
