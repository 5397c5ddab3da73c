"""torchrun --standalone --nproc-per-node 2 on CPU (gloo) under the hook, the commands of fixtures/run-torchrun-MODE
(its gen.py's COMMAND and WARM: a warm shared inductor cache first), into a fresh folder:
  both:  both ranks capture the same assert (same module, line, message), each its own process file with its rank;
  rank1: rank 1 captures, rank 0 captures nothing and its process file says how it ended (gloo's error in
         all_reduce, or killed by torchrun's SIGTERM: then its stack file, non-empty).
torchrun's agent attaches too (rank null, no torch). usage: hook_torchrun.py both|rank1 HOOK_DIR PYTHON SOURCE_DIR"""
import os
import runpy
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hooktest as ht  # noqa: E402
from hooktest import check  # noqa: E402

MODE = sys.argv[1]
HOOK_DIR, PYTHON, SOURCE = (os.path.abspath(a) for a in sys.argv[2:5])
ht.setup(SOURCE)
import run_capture  # noqa: E402  (fixtures/tools)

fixture = os.path.join(SOURCE, "fixtures", "run-torchrun-" + MODE)
gen = runpy.run_path(os.path.join(fixture, "gen.py"))
out = tempfile.mkdtemp(prefix="hook-torchrun-")
proc = run_capture.run(fixture, gen["COMMAND"], warm=gen["WARM"], out_dir=out, hook_dir=HOOK_DIR, python=PYTHON)
check(proc.returncode == 1, "torchrun fails (exit 1)", proc.stdout)
procs, caps = ht.read_folder(os.path.join(out, "capture"))
agents = [p for p in procs.values() if p["rank"] is None and "torch.distributed.run" in " ".join(p["orig_argv"])]
check(len(agents) == 1 and not agents[0]["torch_seen"], "torchrun's agent attached", str(procs))
ranks = {p["rank"]: p for p in procs.values() if p["ppid"] == agents[0]["pid"]}
check(sorted(ranks) == [0, 1] and all(p["world_size"] == 2 and p["local_rank"] == p["rank"] for p in ranks.values()),
      "both workers attached with their rank, local rank and world size", str(procs))
check(all(p["modules_hooked"] == 2 for p in ranks.values()), "each worker bound its two graphs (a warm cache)",
      str([p["modules_hooked"] for p in ranks.values()]))
OP = "torch.ops.sctest.attn_backward.default"
by_rank = {c["rank"]: c for c in caps}
if MODE == "both":
    check(sorted(by_rank) == [0, 1], "both ranks captured", str([(c["rank"], c["pid"]) for c in caps]))
    c0, c1 = by_rank[0], by_rank[1]
    check(c0["assert"]["source"] == c1["assert"]["source"] and ht.asserted_tensor(c0["assert"]["source"], OP) and c0["assert"]["line"] == c1["assert"]["line"]
          and c0["assert"]["message"] == c1["assert"]["message"] and c0["module"]["sha256"] == c1["module"]["sha256"],
          "the same failure on both ranks: source, line, message, module")
    check(all(by_rank[r]["pid"] == ranks[r]["pid"] for r in (0, 1)), "each capture is its rank's process's")
else:
    check(sorted(by_rank) == [1] and ht.asserted_tensor(by_rank[1]["assert"]["source"], OP), "only rank 1 captured",
          str([(c["rank"], c["pid"]) for c in caps]))
    r0 = ranks[0]
    stack = [os.path.join(out, "capture", n) for n in os.listdir(os.path.join(out, "capture"))
             if n.startswith("stack-") and f"-{r0['pid']}-" in n]
    ended_in_gloo = r0["ended"]["how"] == "exception" and "all_reduce" in (r0["ended"]["where"] or "")
    killed = r0["ended"]["how"] == "running" and stack and os.path.getsize(stack[0]) > 0
    check(not r0["captures"] and (ended_in_gloo or killed), "rank 0 captured nothing and says how it ended",
          str(r0) + str(stack))
print("PASS")
