"""Where the failing process registered the failing op (tool/stridecheck_hook/stridecheck_capture_op.py, a capture's
`op_source`), for each way torch.library registers a kernel and a fake, read in this process from a module it
imports (written to a temporary folder, as a user's own module):
- torch.library.Library(...).impl(name, fn, "CPU") and register_fake: both the module (the dispatcher's record of
  where the Library was made, the fake kernel's source);
- the same under "CompositeExplicitAutograd";
- @torch.library.custom_op with register_fake: both the module;
- an aten op, and an op no one registered: nothing of the user's (None), never a file inside torch.
usage: hook_op_source.py HOOK_DIR (run by the Python whose torch the hook reads)"""
import importlib
import os
import sys
import tempfile

sys.path.insert(0, sys.argv[1])
import stridecheck_capture_op as cap  # noqa: E402

MODULE = '''
import torch

lib = torch.library.Library("sctestsrc", "DEF")
lib.define("by_impl(Tensor x) -> Tensor")
lib.define("by_composite(Tensor x) -> Tensor")


def by_impl_kernel(x):
    return x.clone()


lib.impl("by_impl", by_impl_kernel, "CPU")
lib.impl("by_composite", lambda x: x.clone(), "CompositeExplicitAutograd")


@torch.library.register_fake("sctestsrc::by_impl")
def _(x):
    return torch.empty_like(x)


@torch.library.custom_op("sctestsrc::by_custom_op", mutates_args=())
def by_custom_op(x: torch.Tensor) -> torch.Tensor:
    return x.clone()


@by_custom_op.register_fake
def _(x):
    return torch.empty_like(x)
'''

failed = []


def expect(what, got, want):
    print(("ok  " if got == want else "BAD ") + f"{what}: {got!r}" + ("" if got == want else f", expected {want!r}"))
    if got != want:
        failed.append(what)


with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "user_ops_src.py")
    with open(path, "w") as f:
        f.write(MODULE)
    sys.path.insert(0, d)
    importlib.import_module("user_ops_src")
    expect("Library.impl on CPU, register_fake", cap._registered("sctestsrc::by_impl"), (path, path))
    expect("Library.impl on CompositeExplicitAutograd, no fake", cap._registered("sctestsrc::by_composite"),
           (path, None))
    expect("custom_op, register_fake", cap._registered("sctestsrc::by_custom_op"), (path, path))
    expect("an aten op", cap._registered("aten::_fft_r2c"), (None, None))
    expect("an op no one registered", cap._registered("sctestsrc::nothing"), (None, None))
    expect("the assert's op argument", cap._op_source([None, None, None, "torch.ops.sctestsrc.by_impl.default"],
                                                      AssertionError("expected size 2==2")),
           {"op": "sctestsrc::by_impl", "kernel": path, "fake": path})
    expect("the message's op", cap._op_source([], AssertionError("expected size 2==2\nError in op: "
                                                                 "torch.ops.sctestsrc.by_custom_op.default")),
           {"op": "sctestsrc::by_custom_op", "kernel": path, "fake": path})
print("FAIL: " + ", ".join(failed) if failed else "PASS")
sys.exit(1 if failed else 0)
