#!/usr/bin/env python3
"""Derives the hostile inputs of this folder from real fixtures, each a small, deliberate corruption.
Run from the source folder: python3 tests/hostile/make_hostile.py. Each file's expected error is a case
in tests/e2e/cases.txt (the exact message, exit code 2)."""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))
fwd = open(os.path.join(SRC, "fixtures/cpu-flash-causal/forward.py")).read()
bwd = open(os.path.join(SRC, "fixtures/cpu-flash-causal/backward.py")).read()
trace = open(os.path.join(SRC, "fixtures/cpu-flash-causal/trace.log")).read()


def write(name, text, mode="w"):
    with open(os.path.join(HERE, name), mode) as f:
        f.write(text)


def edit(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


# cut inside the C++ kernel source, and cut after call() before the harness
write("truncated-in-kernel.py", bwd[: bwd.index("#pragma omp") + 20])
write("truncated-before-harness.py", fwd[: fwd.index("runner = Runner")])
rng = random.Random(0)
write("binary-garbage.bin", bytes(rng.randrange(256) for _ in range(4096)), "wb")
write("huge-size.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768)", "buf0 = empty_strided_cpu((1000000000000000000000000000000, 768)"))
write("negative-stride.py", edit(fwd, "(98304, 64, 768, 1), 256)", "(98304, -64, 768, 1), 256)"))
write("unknown-dtype.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)",
                               "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float99)"))
# buf0 is read through a view before the line that makes it: a reference cycle through a later buffer
write("cyclic-buffers.py", edit(fwd, "reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 0)",
                                "reinterpret_tensor(buf7, (2, 4, 128, 64), (98304, 64, 768, 1), 0)"))
# one character of the forward graph's payload changed: its md5 no longer matches
write("md5-mismatch-trace.log", edit(trace, "\t        extern_kernels.mm(", "\t        extern_kernels.mn("))
