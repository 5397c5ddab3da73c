"""The capture's facts that need no torch (tool/stridecheck_hook/stridecheck_capture_facts.py):
- the driver's version from /proc/driver/nvidia/version's first line, in the forms NVIDIA's modules print (the
  open kernel module's "... Open Kernel Module for x86_64  580.159.04 ...", read on the H200, gave "for" before);
- a backward module's forward: the loaded module of the same AOT ID ("N_forward"), read at the failure.
usage: hook_facts.py HOOK_DIR"""
import os
import sys
import tempfile

sys.path.insert(0, sys.argv[1])
import stridecheck_capture_facts as facts  # noqa: E402

LINES = {
    "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build  (dvs-builder@U22)  "
    "Thu Mar  5 00:00:00 UTC 2026": "580.159.04",
    "NVRM version: NVIDIA UNIX x86_64 Kernel Module  570.86.15  Tue Jan 14 00:00:00 UTC 2025": "570.86.15",
    "NVRM version: NVIDIA UNIX aarch64 Kernel Module  550.54.14  Thu Feb 22 01:44:30 UTC 2024": "550.54.14",
    "": None,
    "NVRM version: no version here": None,
}
for line, want in LINES.items():
    got = facts._driver_version(line)
    assert got == want, "%r: %r, expected %r" % (line, got, want)

assert facts.aot_id("# AOT ID: ['0_backward']\nimport torch\n") == "0_backward"
assert facts.aot_id("import torch\n") is None

with tempfile.TemporaryDirectory() as d:
    def module(name, aid):
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write("# AOT ID: ['%s']\nimport torch\n" % aid)
        return path

    fwd1, bwd1, fwd0 = module("a.py", "1_forward"), module("b.py", "1_backward"), module("c.py", "0_forward")
    errors = []
    doc = facts._forward_module_doc("# AOT ID: ['1_backward']\n", [bwd1, fwd0, fwd1, None], errors.append)
    assert doc is not None and doc["path"] == fwd1 and doc["text"].startswith("# AOT ID: ['1_forward']"), doc
    assert len(doc["sha256"]) == 64 and not errors, (doc, errors)
    assert facts._forward_module_doc("# AOT ID: ['1_forward']\n", [fwd1], errors.append) is None and not errors
    assert facts._forward_module_doc("# AOT ID: ['2_backward']\n", [fwd1, fwd0], errors.append) is None
    assert len(errors) == 1 and "2_forward" in errors[0], errors
print("ok")
