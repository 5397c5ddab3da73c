"""The cost of `stridecheck run`'s capture hook when nothing fails (issue 32 §6), each figure beside its alternative
in the same run:

  assert     one passing assert: torch._C._dynamo.guards.assert_size_stride against the hook's class that a
             generated module's global becomes (stridecheck_capture), timeit, best of ROUNDS;
  startup    `python -c pass` and `python -c "import torch"` with and without the hook's folder on PYTHONPATH and
             STRIDECHECK_CAPTURE_DIR set (as `stridecheck run` sets them), alternated, median of ROUNDS;
  step       a compiled training step (forward, backward, SGD) in one process, its modules' assert globals
             switched between the real asserts and the hook's every round (the same compiled code, A B A B),
             median step time of each, and the asserts one step runs;
  answer     (when the build has `stridecheck run`) the time from the failing assert (its capture's first_at) to
             the last line `stridecheck run` prints, on the failing step of the same model.

--device cpu: a small attention block (fixtures/tools/models.py's FusedQKVAttention, float32). --device cuda (the
H200): four transformer blocks (fused qkv, SDPA, MLP, layer norms), bf16, batch 4, sequence 2048, width 2048.
usage: python bench/hook_bench.py [--device cpu|cuda] [--rounds N] [--steps N] [--build build] [-o OUT.json]"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import timeit

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOOK_SOURCE = os.path.join(ROOT, "tool", "stridecheck_hook")


def hook_dir(build):
    built = os.path.join(ROOT, build, "stridecheck_hook")
    return built if os.path.isdir(built) else HOOK_SOURCE


def bench_assert(rounds):
    import torch
    import stridecheck_capture

    real = torch._C._dynamo.guards.assert_size_stride
    hook = stridecheck_capture._make_hook("assert_size_stride", real)
    t = torch.empty_strided((2, 4, 200, 32), (25600, 6400, 32, 1))
    size, stride = (2, 4, 200, 32), (25600, 6400, 32, 1)
    n = 100000
    best = {"real": [], "hooked": []}
    for _ in range(rounds * 3):  # interleaved, the best of each: the least disturbed by the host's other work
        for name, fn in (("real", real), ("hooked", hook)):
            best[name].append(timeit.timeit(lambda: fn(t, size, stride, "op"), number=n) / n * 1e9)
    out = {name + "_ns": min(v) for name, v in best.items()}
    out["added_ns"] = out["hooked_ns"] - out["real_ns"]
    out["calls"] = n * rounds * 3
    return out


def _child_cpu():
    import resource

    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def bench_startup(rounds, build):
    """Wall and CPU time (the child's user + system) of `python -c CODE`, without and with the hook, alternated.
    Python writes its bytecode cache as it does by default (PYTHONDONTWRITEBYTECODE unset); a first run of each
    writes it."""
    out = {}
    base = dict(os.environ)
    base.pop("PYTHONDONTWRITEBYTECODE", None)
    for label, code in (("pass", "pass"), ("import_torch", "import torch")):
        wall, cpu = {"without": [], "with": []}, {"without": [], "with": []}
        with tempfile.TemporaryDirectory() as capture:
            envs = {"without": dict(base), "with": dict(base)}
            envs["with"]["PYTHONPATH"] = os.pathsep.join(p for p in (hook_dir(build), base.get("PYTHONPATH")) if p)
            envs["with"]["STRIDECHECK_CAPTURE_DIR"] = capture
            envs["without"].pop("STRIDECHECK_CAPTURE_DIR", None)
            for round_ in range(rounds + 1):
                # which runs first alternates: a process started right after another's exit (its memory, its
                # driver's teardown) is slower, and that must not fall on one side
                for mode in (("without", "with") if round_ % 2 else ("with", "without")):
                    c0, t0 = _child_cpu(), time.perf_counter()
                    subprocess.run([sys.executable, "-c", code], env=envs[mode], check=True)
                    if round_:  # the first round writes the bytecode caches
                        wall[mode].append(time.perf_counter() - t0)
                        cpu[mode].append(_child_cpu() - c0)
        res = {}
        for m in ("without", "with"):
            res[m + "_wall_ms"] = statistics.median(wall[m]) * 1e3
            res[m + "_cpu_ms"] = statistics.median(cpu[m]) * 1e3
        res["added_wall_ms"] = res["with_wall_ms"] - res["without_wall_ms"]
        res["added_cpu_ms"] = res["with_cpu_ms"] - res["without_cpu_ms"]
        # each round's pair: with minus without, its median and quartiles (the spread a median hides)
        for kind, runs in (("wall", wall), ("cpu", cpu)):
            diffs = sorted((a - b) * 1e3 for a, b in zip(runs["with"], runs["without"]))
            q = statistics.quantiles(diffs, n=4)
            res["pairs_added_%s_ms" % kind] = {"median": statistics.median(diffs), "q1": q[0], "q3": q[2],
                                               "min": diffs[0], "max": diffs[-1]}
            res["%s_ms_without_q1_q3" % kind] = [v * 1e3 for v in statistics.quantiles(runs["without"], n=4)[::2]]
        res["rounds"] = rounds
        res["order"] = "alternated: 'without' first in odd rounds, 'with' first in even ones (round 0 writes the bytecode caches)"
        out[label] = res
    return out


def make_model(device):
    import torch

    sys.path.insert(0, os.path.join(ROOT, "fixtures", "tools"))
    if device == "cpu":
        from models import FusedQKVAttention

        return FusedQKVAttention(embed=256, heads=8), torch.randn(2, 128, 256), torch.float32

    class Block(torch.nn.Module):
        def __init__(self, width=1024, heads=16):
            super().__init__()
            self.heads = heads
            self.ln1, self.ln2 = torch.nn.LayerNorm(width), torch.nn.LayerNorm(width)
            self.qkv = torch.nn.Linear(width, 3 * width)
            self.proj = torch.nn.Linear(width, width)
            self.mlp = torch.nn.Sequential(torch.nn.Linear(width, 4 * width), torch.nn.GELU(),
                                           torch.nn.Linear(4 * width, width))

        def forward(self, x):
            b, s, w = x.shape
            q, k, v = self.qkv(self.ln1(x)).view(b, s, 3, self.heads, w // self.heads).unbind(2)
            a = torch.nn.functional.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2),
                                                                 v.transpose(1, 2), is_causal=True)
            x = x + self.proj(a.transpose(1, 2).reshape(b, s, w))
            return x + self.mlp(self.ln2(x))

    width, layers, batch, seq = 2048, 4, 4, 2048  # a step of tens of milliseconds: a real training step's scale
    model = torch.nn.Sequential(*[Block(width=width, heads=16) for _ in range(layers)])
    return model.to(device, torch.bfloat16), torch.randn(batch, seq, width, device=device, dtype=torch.bfloat16), \
        torch.bfloat16


def _switch(modules, hooks, hooked):
    """Point every hooked module's assert globals at the hook (hooked) or at the real assert."""
    for module in modules:
        for name, (real, hook) in hooks.items():
            if module.__dict__.get(name) in (real, hook):
                module.__dict__[name] = hook if hooked else real


def bench_step(device, rounds, steps):
    import stridecheck_capture

    capture = tempfile.mkdtemp(prefix="hook-bench-")
    stridecheck_capture.enable(capture)  # before torch's inductor: as at start-up under `stridecheck run`
    import torch

    model, x, _ = make_model(device)
    compiled = torch.compile(model)
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)

    def step():
        opt.zero_grad(set_to_none=True)
        compiled(x).float().square().mean().backward()
        opt.step()

    for _ in range(3):
        step()
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    sync()
    from torch._inductor.codecache import PyCodeCache

    hooks = {name: (real, stridecheck_capture._HOOKS[real]) for name, real in stridecheck_capture._real_asserts()
             if real in stridecheck_capture._HOOKS}
    modules = [m for m in PyCodeCache.modules if any(m.__dict__.get(n) is h for n, (_, h) in hooks.items())]
    asserts = sum(open(m.__file__).read().count(f"{n}(") for m in modules for n in hooks)
    times, cpu = {"without": [], "with": []}, {"without": [], "with": []}
    for round_ in range(rounds):
        for mode in (("without", "with") if round_ % 2 == 0 else ("with", "without")):
            _switch(modules, hooks, mode == "with")
            sync()
            c0, t0 = time.process_time(), time.perf_counter()
            for _ in range(steps):
                step()
            sync()
            times[mode].append((time.perf_counter() - t0) / steps)
            cpu[mode].append((time.process_time() - c0) / steps)
    _switch(modules, hooks, True)
    out = {m + "_ms": statistics.median(v) * 1e3 for m, v in times.items()}
    out.update({m + "_cpu_ms": statistics.median(v) * 1e3 for m, v in cpu.items()})
    ratios = [w / wo for w, wo in zip(times["with"], times["without"])]
    out.update({"ratio_median_of_pairs": statistics.median(ratios), "ratio_min": min(ratios),
                "ratio_max": max(ratios), "rounds": rounds, "steps_per_round": steps,
                "modules_hooked": len(modules), "asserts_in_modules": asserts, "device": device})
    if "assert" in _results:  # the asserts' own added cost, against the step: what the hook can add at most
        out["asserts_added_share"] = asserts * _results["assert"]["added_ns"] * 1e-6 / out["without_ms"]
    return out


def bench_answer(build, device):
    """The time from the failing assert to `stridecheck run`'s last line, or why it was not measured."""
    binary = os.path.join(ROOT, build, "stridecheck")
    helped = subprocess.run([binary, "run", "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True) if os.path.exists(binary) else None
    if helped is None or helped.returncode != 0 or "--error-exitcode" not in helped.stdout:
        return {"skipped": "this build has no `stridecheck run`"}
    out_dir = tempfile.mkdtemp(prefix="hook-bench-answer-")
    train = os.path.join(ROOT, "fixtures", "tools", "train_custom_op.py")
    cmd = [binary, "run", "--out", out_dir, "--", sys.executable, train, "--steps", "1", "--device", device]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    last = None
    for _ in proc.stdout:
        last = time.time()
    proc.wait()
    import glob

    caps = glob.glob(os.path.join(out_dir, "capture-*.json"))
    if not caps or last is None:
        return {"skipped": "no capture written", "exit_code": proc.returncode}
    first_at = json.load(open(caps[0]))["assert"]["first_at"]
    import calendar

    at = calendar.timegm(time.strptime(first_at[:19], "%Y-%m-%dT%H:%M:%S")) + float(first_at[19:-1] or 0)
    return {"assert_to_last_line_s": last - at, "exit_code": proc.returncode, "command": cmd}


_results = {}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    p.add_argument("--rounds", type=int, default=11)
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--build", default="build")
    p.add_argument("--only", default="assert,startup,step,answer")
    p.add_argument("-o", "--out")
    args = p.parse_args()
    sys.path.insert(0, hook_dir(args.build))
    only = args.only.split(",")
    result = _results
    result.update({"command": " ".join([os.path.relpath(sys.argv[0], ROOT)] + sys.argv[1:]),
              "host": platform.node(), "python": platform.python_version(), "cpus": os.cpu_count(),
              "load_before": os.getloadavg()[0]})
    if "startup" in only:  # first: no torch in this process yet
        result["startup"] = bench_startup(args.rounds * 2, args.build)
    if "assert" in only:
        result["assert"] = bench_assert(args.rounds)
    if "step" in only:
        result["step"] = bench_step(args.device, args.rounds, args.steps)
    if "answer" in only:
        result["answer"] = bench_answer(args.build, args.device)
    import torch

    result["torch"] = torch.__version__
    if args.device == "cuda":
        result["gpu"] = torch.cuda.get_device_name(0)
    result["load_after"] = os.getloadavg()[0]
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
