"""What the hook tests share: reading a capture folder, running a Python under the hook, failing with a reason."""
import glob
import json
import os
import subprocess
import sys

SOURCE_DIR = None  # set by setup()
TOOLS = None


def setup(source_dir):
    global SOURCE_DIR, TOOLS
    SOURCE_DIR = os.path.abspath(source_dir)
    TOOLS = os.path.join(SOURCE_DIR, "fixtures", "tools")
    sys.path.insert(0, TOOLS)


def check(cond, what, detail=""):
    if not cond:
        print(f"FAIL: {what}")
        if detail:
            print(detail[-6000:] if isinstance(detail, str) else detail)
        sys.exit(1)
    print(f"ok: {what}")


def read_folder(folder):
    """({pid: process doc}, [capture docs]) of a capture folder; fails on a stray temporary file."""
    names = os.listdir(folder) if os.path.isdir(folder) else []
    check(not [n for n in names if ".tmp-" in n], f"no temporary file left in {folder}", str(names))
    processes = {}
    for path in glob.glob(os.path.join(folder, "process-*.json")):
        doc = json.load(open(path))
        processes[doc["pid"]] = doc
    captures = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(folder, "capture-*.json")))]
    return processes, captures


def env_with(base, *, hook_dir=None, capture_dir=None, extra_path=()):
    env = dict(base)
    for key in ("STRIDECHECK_CAPTURE_DIR", "PYTHONPATH", "TORCH_LOGS", "TORCH_TRACE"):
        env.pop(key, None)
    path = ([hook_dir] if hook_dir else []) + list(extra_path)
    if path:
        env["PYTHONPATH"] = os.pathsep.join(path)
    if capture_dir:
        env["STRIDECHECK_CAPTURE_DIR"] = capture_dir
    env["PYTHONUNBUFFERED"] = "1"
    return env


def run(cmd, env, cwd=None, timeout=900):
    return subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          timeout=timeout)


def tensor(capture, name):
    found = [t for t in capture["tensors"] if t["name"] == name]
    return found[0] if found else None


def asserted_tensor(source, op, sizes="(2, 4, 200, 32)", strides="(25600, 32, 128, 1)"):
    """The buffer an op's output assert checks, from its source line, or None: assert_size_stride(BUF, SIZES,
    STRIDES, 'OP') (torch 2.11) or assert_tensor_metadata(BUF, SIZES, STRIDES, DTYPE, 'OP') (torch 2.15)."""
    import re

    m = re.fullmatch(r"assert_(?:size_stride|tensor_metadata)\((buf\d+), (\(.*?\)), (\(.*?\)), (?:torch\.\w+, )?'(.*)'\)",
                     source or "")
    if m and m.group(2) == sizes and m.group(3) == strides and m.group(4) == op:
        return m.group(1)
    return None
