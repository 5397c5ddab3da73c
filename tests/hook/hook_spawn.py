"""multiprocessing spawn children attach: a parent (no torch) spawns two children; one only starts, the other runs
the real CPU training step whose custom op has a wrong fake (one compile) and dies on the assert. Each child writes
its own process file (its parent's pid as ppid), the failing one its capture; the parent's says it never saw torch.
usage: hook_spawn.py HOOK_DIR PYTHON SOURCE_DIR"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hooktest as ht  # noqa: E402
from hooktest import check  # noqa: E402

HOOK_DIR, PYTHON, SOURCE = (os.path.abspath(a) for a in sys.argv[1:4])
ht.setup(SOURCE)
TRAIN = os.path.join(ht.TOOLS, "train_custom_op.py")

work = tempfile.mkdtemp(prefix="hook-spawn-")
parent = os.path.join(work, "parent.py")
with open(parent, "w") as f:
    f.write(f'''import multiprocessing as mp
import runpy
import sys


def train():
    sys.argv = [{TRAIN!r}, "--steps", "1"]
    runpy.run_path({TRAIN!r}, run_name="__main__")


def start_only():
    pass


if __name__ == "__main__":
    ctx = mp.get_context("spawn")
    children = [ctx.Process(target=start_only), ctx.Process(target=train)]
    for c in children:
        c.start()
    for c in children:
        c.join()
    print("children", [c.pid for c in children], "exit codes", [c.exitcode for c in children])
''')
folder = os.path.join(work, "capture")
env = ht.env_with(dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "inductor")), hook_dir=HOOK_DIR,
                  capture_dir=folder)
run = ht.run([PYTHON, parent], env, cwd=work)
check(run.returncode == 0 and "exit codes [0, 1]" in run.stdout, "the parent ends well, its second child fails",
      run.stdout + run.stderr)
procs, caps = ht.read_folder(folder)
main = [p for p in procs.values() if p["orig_argv"][1:] == [parent]]
check(len(main) == 1 and not main[0]["torch_seen"] and main[0]["ended"]["how"] == "exit", "the parent attached",
      str(procs))
children = [p for p in procs.values() if p["ppid"] == main[0]["pid"] and "--multiprocessing-fork" in p["orig_argv"]]
check(len(children) == 2, "both spawn children attached, each with its own process file", str(procs))
failing = [p for p in children if p["captures"]]
# multiprocessing catches its target's exception, prints it and exits 1: an exit of its own for Python
check(len(failing) == 1 and failing[0]["ended"]["how"] == "exit" and failing[0]["modules_hooked"] >= 1
      and failing[0]["argv"][0] == TRAIN, "the training child bound its module's asserts and died on one",
      str(children))
check(len(caps) == 1 and caps[0]["pid"] == failing[0]["pid"]
      and ht.asserted_tensor(caps[0]["assert"]["source"], "torch.ops.sctest.attn.default"),
      "its capture is the child's, of the failing assert", str([c["assert"] for c in caps]))
check(f"{failing[0]['pid']}" in run.stdout, "the parent saw that child's pid")
print("PASS")
