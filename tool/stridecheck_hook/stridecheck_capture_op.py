"""Where the failing op of a capture was registered (docs/capture-format.md, `op_source`): read at a failure only,
from torch.library's registries in the failing process (the process that registered the op), importing nothing
new and changing nothing there; every step guarded: a source not found is null."""
import os
import re
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


def _torch_dir():
    return os.path.dirname(getattr(sys.modules.get("torch"), "__file__", "") or "") + os.sep


def _user_file(path):
    """path, absolute, where it is an existing .py file outside torch's own package (a torch wrapper is never where
    the user registered an op); else None."""
    if not isinstance(path, str) or not path.endswith(".py") or not os.path.isfile(path):
        return None
    path = os.path.abspath(path)
    return None if path.startswith(_torch_dir()) else path


def _file_of(fn):
    """The .py file that defines function fn (through functools.wraps layers), absolute; None if not a user's file."""
    for _ in range(8):
        inner = getattr(fn, "__wrapped__", None)
        if inner is None:
            break
        fn = inner
    return _user_file(getattr(getattr(fn, "__code__", None), "co_filename", None))


def _source_file(source):
    """The file of a torch.library registration's 'source' ('/path/my_ops.py:7'), where it is a user's file."""
    return _user_file(source.rpartition(":")[0]) if isinstance(source, str) and ":" in source else None


# the dispatch keys a device kernel is registered under, in the order they are looked at
KERNEL_KEYS = ("CUDA", "CPU", "CompositeExplicitAutograd", "CompositeImplicitAutograd")
REGISTERED = re.compile(r"^(\w+)(?:\[alias\])?: registered at (\S+)", re.M)


def _library_file(qualname):
    """The .py file that created the torch.library.Library whose .impl registered op qualname's device kernel (the
    dispatcher keeps where each Library was made: 'CPU: registered at /path/my_ops.py:4 ...'); None where the kernel
    is C++ or torch's own."""
    c = sys.modules.get("torch._C")
    dump = getattr(c, "_dispatch_dump", None) if c is not None else None
    if dump is None:
        return None
    where = {}  # dispatch key (an alias key, Composite*, without its "[alias]") -> "/path/my_ops.py:4"
    for m in REGISTERED.finditer(dump(qualname)):
        where.setdefault(m.group(1), m.group(2))
    return next((p for p in (_source_file(where.get(k)) for k in KERNEL_KEYS) if p), None)


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
    if fake is None and fake_kernel is not None:  # torch.library.register_fake: where it was called, else its function
        fake = _source_file(getattr(fake_kernel, "source", None)) or _file_of(getattr(fake_kernel, "func", None))
    if kernel is None:  # torch.library.Library(...).impl(name, fn, "CPU")
        kernel = _library_file(qualname)
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
