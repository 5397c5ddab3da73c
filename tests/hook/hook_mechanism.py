"""The hook's mechanism on every Python 3.10 to 3.14 found here (no torch needed): a module global rebound to the
class stridecheck_capture makes (_make_hook), over a C function that raises (math.sqrt of -1: ValueError, as
torch's assert_size_stride raises AssertionError from C):
- success: the call returns the real function's result;
- failure: the hook sees the live caller frame (`call`, with its locals), then the job gets the real exception:
  its formatted traceback, __context__ and __cause__ are the same as without the hook, and no frame of ours is in
  it; inside an `except` block too;
- a Python function as the real assert (torch 2.15's assert_tensor_metadata): the same, its own frame included.
usage: hook_mechanism.py HOOK_DIR [PYTHON...]   (no PYTHON: itself, and python3.10..3.14 on PATH or in pyenv)"""
import glob
import os
import subprocess
import sys

CHILD = r'''
import math, sys, traceback
sys.path.insert(0, sys.argv[1])
import stridecheck_capture as sc

seen = []
sc._on_failure = lambda name, frame, failure, args: seen.append((frame.f_code.co_name, sorted(frame.f_locals)))

def py_assert(x):  # a Python assert, as torch 2.15's assert_tensor_metadata
    if x < 0:
        raise RuntimeError("negative %r" % x)

GENERATED = """
def call(args):
    buf0 = args[0]
    s0 = 3
    ok = check(4.0)
    check(buf0)

def call_in_except(args):
    try:
        raise KeyError("the framework's")
    except KeyError:
        check(args[0])
"""

def run(check, entry):
    g = {"check": check}
    exec(compile(GENERATED, "/tmp/torchinductor_u/ab/cab.py", "exec"), g)
    try:
        g[entry]([-1.0])
    except Exception as e:
        return ("".join(traceback.format_exception(e)), repr(e.__context__), repr(e.__cause__),
                e.__suppress_context__)
    return None

for real, name in ((math.sqrt, "sqrt"), (py_assert, "py_assert")):
    hook = sc._make_hook(name, real)
    assert hook(4.0) == real(4.0), "success returns the real result"
    for entry in ("call", "call_in_except"):
        seen.clear()
        plain, hooked = run(real, entry), run(hook, entry)
        assert plain is not None and plain == hooked, "%s %s:\n%s\n---\n%s" % (name, entry, plain, hooked)
        assert "stridecheck" not in hooked[0], hooked[0]
        assert len(seen) == 1 and seen[0][0] == entry, seen
        if entry == "call":
            assert seen[0][1] == ["args", "buf0", "ok", "s0"], seen
print("mechanism ok on", sys.version.split()[0])
'''


def pythons():
    found = [sys.executable]
    roots = [os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv")) + "/versions/3.1[0-4]*/bin/python3"]
    for minor in range(10, 15):
        for path in os.environ.get("PATH", "").split(os.pathsep):
            if os.sep + "shims" not in path:  # pyenv's shims answer for the selected versions only
                found += glob.glob(os.path.join(path, f"python3.{minor}"))
    for pattern in roots:
        found += sorted(glob.glob(pattern))
    real, out = set(), []
    for p in found:
        key = os.path.realpath(p)
        if key not in real:
            real.add(key)
            out.append(p)
    return out


def main():
    hook_dir = os.path.abspath(sys.argv[1])
    failed = False
    for python in sys.argv[2:] or pythons():
        r = subprocess.run([python, "-c", CHILD, hook_dir], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(f"{python}: {r.stdout.strip()}")
        failed |= r.returncode != 0
    print("FAIL" if failed else "PASS")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
