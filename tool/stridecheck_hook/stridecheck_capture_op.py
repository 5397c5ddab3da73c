"""Where the failing op of a capture was registered (docs/capture-format.md, `op_source`): read at a failure only,
from torch.library's registries in the failing process (the process that registered the op), importing nothing
new and changing nothing there; every step guarded: a source not found is null."""
import os
import sys

OP_PREFIX = "torch.ops."
MESSAGE_MARK = "Error in op: torch.ops."


def _qualname(args, failure):
    """'newuser::linear_gelu' from the assert's op argument ('torch.ops.newuser.linear_gelu.default', its 4th), or
    from the message's 'Error in op: ...'; None when neither names an op."""
    names = [a for a in args if isinstance(a, str) and a.startswith(OP_PREFIX)]
    if not names:
        text = str(failure)
        at = text.find(MESSAGE_MARK)
        if at >= 0:
            names = [text[at + len("Error in op: "):].split()[0]]
    if not names:
        return None
    parts = names[0][len(OP_PREFIX):].split(".")
    return parts[0] + "::" + parts[1] if len(parts) >= 2 and parts[0] and parts[1] else None


def _file_of(fn):
    """The .py file that defines function fn (through functools.wraps layers), absolute; None if not a file."""
    for _ in range(8):
        inner = getattr(fn, "__wrapped__", None)
        if inner is None:
            break
        fn = inner
    path = getattr(getattr(fn, "__code__", None), "co_filename", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return None
    path = os.path.abspath(path)
    return path if os.path.isfile(path) else None


def _registered(qualname):
    """(kernel file, fake file) of op qualname from torch.library's registries, each None where not found."""
    kernel = fake = None
    custom_ops = sys.modules.get("torch._library.custom_ops")
    opdef = getattr(custom_ops, "OPDEFS", {}).get(qualname) if custom_ops is not None else None
    if opdef is not None:  # @torch.library.custom_op
        kernel = _file_of(getattr(opdef, "_init_fn", None))
        fake = _file_of(getattr(opdef, "_abstract_fn", None))
    registry = sys.modules.get("torch._library.simple_registry")
    entry = getattr(getattr(registry, "singleton", None), "_data", {}).get(qualname) if registry else None
    holder = getattr(entry, "fake_impl", None)
    fake_kernel = getattr(holder, "kernel", None) if holder is not None else None
    if fake is None and fake_kernel is not None:  # torch.library.register_fake
        fake = _file_of(getattr(fake_kernel, "func", None))
    return kernel, fake


def _op_source(args, failure):
    qualname = _qualname(args, failure)
    if qualname is None:
        return None
    kernel, fake = _registered(qualname)
    return {"op": qualname, "kernel": kernel, "fake": fake}


def op_source(args, failure, error):
    """The capture's `op_source`: {"op", "kernel", "fake"}, or None when the assert names no op (or when it could
    not be read: said through error, as every field the hook cannot read)."""
    from stridecheck_capture_facts import _guarded

    return _guarded("the failing op's source", error, lambda: _op_source(args, failure))
