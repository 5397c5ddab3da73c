"""The capture hook on a real CPU training step whose custom op has a wrong register_fake (sctest::attn of
fixtures/tools/custom_ops.py): one cold compile, then warm runs from the same inductor cache.

- under the hook (STRIDECHECK_CAPTURE_DIR and the hook's folder on PYTHONPATH, as `stridecheck run` sets them):
  a capture with the right module, line, source, message and tensors; the process file; the user's own
  sitecustomize (on PYTHONPATH after ours) still runs;
- the job's stderr, traceback included, is byte-for-byte the one of the same warm run without the hook;
- a framework that catches the error every step: the capture is still written, the repeats counted in it;
- `python -I` with the one-line import (no PYTHONPATH): the capture is written;
- inductor's compile worker, run by its real entry, and its CPU ISA probe, with torch's own program, attach not.
usage: hook_cpu_training.py HOOK_DIR PYTHON SOURCE_DIR"""
import hashlib
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hooktest as ht  # noqa: E402
from hooktest import check  # noqa: E402

HOOK_DIR, PYTHON, SOURCE = (os.path.abspath(a) for a in sys.argv[1:4])
ht.setup(SOURCE)
TRAIN = os.path.join(ht.TOOLS, "train_custom_op.py")
OP = "torch.ops.sctest.attn.default"
EXPECT_MESSAGE = "expected size 4==4, stride 6400==32 at dim=1; expected size 200==200, stride 32==128 at dim=2"

work = tempfile.mkdtemp(prefix="hook-cpu-training-")
base = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "inductor"))
user_site = os.path.join(work, "user-site")
os.makedirs(user_site)
marker = os.path.join(work, "user-sitecustomize-ran")
with open(os.path.join(user_site, "sitecustomize.py"), "w") as f:
    f.write(f"open({marker!r}, 'a').write('ran\\n')\n")


def hooked(name):
    return ht.env_with(base, hook_dir=HOOK_DIR, capture_dir=os.path.join(work, name), extra_path=[user_site])


# 1. cold, under the hook: the compile, then the failing forward
cold = ht.run([PYTHON, TRAIN, "--steps", "1"], hooked("cold"), cwd=work)
check(cold.returncode == 1, "the cold run fails (exit 1)", cold.stderr)
check(open(marker).read() == "ran\n", "the user's own sitecustomize ran once, after ours")
procs, caps = ht.read_folder(os.path.join(work, "cold"))
check(len(caps) == 1, "the cold run wrote one capture", str(caps)[:2000])
check(all(not p["argv"][0].endswith(("__main__.py", "__autotune_main__.py")) for p in procs.values()),
      "no compile worker or autotune process attached", str([p["argv"] for p in procs.values()]))

# 2. warm, without the hook and with it: the same stderr
plain = ht.run([PYTHON, TRAIN, "--steps", "1"], ht.env_with(base, extra_path=[user_site]), cwd=work)
hook = ht.run([PYTHON, TRAIN, "--steps", "1"], hooked("warm"), cwd=work)
check(plain.returncode == hook.returncode == 1, "both warm runs fail (exit 1)")
check(plain.stderr == hook.stderr, "stderr (the traceback) is byte-for-byte the same with the hook",
      "--- without\n" + plain.stderr[-3000:] + "\n--- with\n" + hook.stderr[-3000:])
check("stridecheck" not in hook.stderr, "no line of stridecheck in the job's output")
procs, caps = ht.read_folder(os.path.join(work, "warm"))
check(len(procs) == 1 and len(caps) == 1, "one process file and one capture", str(list(procs)))
proc, cap = next(iter(procs.values())), caps[0]
check(proc["ended"]["how"] == "exception" and proc["ended"]["exception"] == "AssertionError",
      "the process file says an AssertionError ended it", str(proc["ended"]))
check(proc["torch_seen"] and proc["modules_hooked"] >= 1 and len(proc["captures"]) == 1
      and proc["captures"][0].endswith(f"-{proc['pid']}-1.json")
      and os.path.exists(os.path.join(work, "warm", proc["captures"][0])), "the process file lists its capture", str(proc))
a = cap["assert"]
failing = ht.asserted_tensor(a["source"], OP)
check(a["function"] in ("assert_size_stride", "assert_tensor_metadata") and failing is not None
      and a["source"].startswith(a["function"] + "("), "the failing assert and its source", str(a))
check(a["message"].startswith(EXPECT_MESSAGE) and a["exception"] == "AssertionError" and a["count"] == 1,
      "the message, the exception and count 1", str(a))
text = open(cap["module"]["path"]).read()
check(cap["module"]["text"] == text and cap["module"]["sha256"] == hashlib.sha256(text.encode()).hexdigest(),
      "the module's text and sha256 are those of the file inductor loaded")
check(text.splitlines()[a["line"] - 1].strip() == a["source"], "the line number points at the failing call")
check(f'File "{cap["module"]["path"]}", line {a["line"]}, in call' in hook.stderr,
      "the job's traceback names the same module and line")
out, x = ht.tensor(cap, failing), ht.tensor(cap, "primals_1")
check(out is not None and out["sizes"] == [2, 4, 200, 32] and out["strides"] == [25600, 6400, 32, 1]
      and out["storage_offset"] == 0 and out["dtype"] == "float32" and out["device"] == "cpu",
      f"the failing tensor {failing}: the kernel's contiguous layout", str(out))
aliases = [t for t in cap["tensors"] if t["name"] != failing and t["storage"] == out["storage"]]
check(all(t["sizes"] == out["sizes"] and t["strides"] == out["strides"] for t in aliases),
      f"the tensors sharing {failing}'s storage are its aliases (2.11: buf3 = the op's output, buf4 = buf3)",
      str(aliases))
if failing == "buf4":  # torch 2.11's code: `buf4 = buf3` before the assert
    check([t["name"] for t in aliases] == ["buf3"], "buf3 and buf4 share one storage index", str(cap["tensors"]))
check(all(set(t) == {"name", "dtype", "device", "sizes", "strides", "storage_offset", "storage", "storage_nbytes"}
          for t in cap["tensors"]), "each tensor is its layout only: no data")
check(x is not None and x["sizes"] == [2, 200, 128] and x["storage"] != out["storage"], "the graph input")
env = cap["environment"]
check(env["sdpa"]["at_load"] is not None and env["sdpa"]["at_assert"]["priority"][0] == "FLASH_ATTENTION"
      and env["inductor"]["size_asserts"] is True and env["cuda_initialized"] is False and env["gpus"] is None,
      "environment: SDPA state at load and at the assert, inductor settings, CUDA left alone", str(env)[:2000])

# 3. a framework that catches the error and goes on: captured once, counted three times
caught = ht.run([PYTHON, TRAIN, "--steps", "3", "--catch"], hooked("caught"), cwd=work)
check(caught.returncode == 0 and caught.stdout.count("failed, going on") == 3, "the caught run goes on (exit 0)",
      caught.stdout + caught.stderr)
procs, caps = ht.read_folder(os.path.join(work, "caught"))
check(len(caps) == 1 and caps[0]["assert"]["count"] == 3 and caps[0]["assert"]["last_at"] >= caps[0]["assert"]["first_at"],
      "the caught error is one capture, count 3", str([c["assert"] for c in caps]))
proc = next(iter(procs.values()))
check(proc["ended"]["how"] == "exit" and len(proc["captures"]) == 1, "the process ended by its own exit", str(proc))

# 4. python -I (no PYTHONPATH, no sitecustomize of ours): the one-line import
one_line = os.path.join(work, "one-line")
program = (f"import sys; sys.path.insert(0, {HOOK_DIR!r}); import stridecheck_capture; "
           f"stridecheck_capture.enable({one_line!r}); import runpy; sys.argv = [{TRAIN!r}, '--steps', '1']; "
           f"runpy.run_path({TRAIN!r}, run_name='__main__')")
isolated = ht.run([PYTHON, "-I", "-c", program], ht.env_with(base), cwd=work)
check(isolated.returncode == 1, "the isolated run fails (exit 1)", isolated.stderr)
procs, caps = ht.read_folder(one_line)
check(len(caps) == 1 and ht.asserted_tensor(caps[0]["assert"]["source"], OP), "python -I with the one-line import captures")

# 5. inductor's own subprocesses stay idle: the compile worker's real entry, the CPU ISA probe's real program
idle = os.path.join(work, "idle")
entry = ht.run([PYTHON, "-c", "import torch._inductor.compile_worker.__main__ as m; print(m.__file__)"],
               ht.env_with(base)).stdout.strip()
probe = ht.run([PYTHON, "-c", "from torch._inductor.cpu_vec_isa import VecISA; print(VecISA._avx_py_load)"],
               ht.env_with(base)).stdout.replace("__lib_path__", "libc.so.6")
worker = ht.run([PYTHON, entry, "--help"], ht.env_with(base, hook_dir=HOOK_DIR, capture_dir=idle))
isa = ht.run([PYTHON, "-c", probe], ht.env_with(base, hook_dir=HOOK_DIR, capture_dir=idle))
check(worker.returncode == 0 and isa.returncode == 0, "the compile worker's entry and the probe ran",
      worker.stderr + isa.stderr)
check(not os.path.exists(idle), "neither attached: nothing written", str(os.listdir(idle)) if os.path.exists(idle) else "")
control = ht.run([PYTHON, "-c", "pass"], ht.env_with(base, hook_dir=HOOK_DIR, capture_dir=idle))
check(len(ht.read_folder(idle)[0]) == 1, "while a plain python -c under the same environment attaches")
print("PASS")
