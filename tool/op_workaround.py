"""A workaround for an aten op whose meta disagrees with its kernel, checked forward and backward without a compile
(installed as stridecheck_op_workaround.py beside stridecheck_op_worker.py, whose op-fix task runs it for the
candidates of side "workaround": lib/advice/workarounds.cpp writes them, never anything read from an input).

A workaround is a Python module stridecheck wrote that defines `workaround(...)`, a function of the op's tensor
arguments by their schema names returning what the op returns. On each variant of the call's inputs it is run on
real tensors under CrossRef: every aten op it dispatches, forward and then backward (autograd of a random gradient),
is run for real and under FakeTensorMode, and their sizes and the strides of dims of size > 1 are compared as
inductor's assert_size_stride compares them, on every device. (torch's own CrossRefFakeMode(check_strides=True) does
not compare strides of CPU tensors: torch._prims_common.check_significant_strides defaults to only_cuda=True.)
An op that a workaround keeps out of the graph (a custom op's kernel, a torch.compiler.disable'd function) is one
call to the mode, or none, as it is to the compiled graph. Its values and its inputs' gradients are compared with
the aten op's own (eager autograd), and its time with the op's as written ("as-is"), median of a few repeats.
"""
import contextlib
import functools
import hashlib
import inspect
import statistics
import time

REPEATS = 21
BUDGET_S = 0.5
MODULES = {}  # the code's hash -> its namespace (a custom op registers once per process)


class Mismatch(Exception):
    """An op's fake and its kernel disagree: what assert_size_stride would raise in the compiled graph."""

    def __init__(self, op, index, kernel, fake):
        super().__init__(f"{op} output {index}: kernel {kernel}, fake {fake}")
        self.op, self.index, self.kernel, self.fake = op, index, kernel, fake


def layout_of(t, i):
    return {"name": f"result[{i}]", "dtype": str(t.dtype).replace("torch.", ""), "sizes": list(t.shape),
            "strides": list(t.stride()), "storage_offset": t.storage_offset()}


def differs(real, fake):
    if tuple(real.shape) != tuple(fake.shape):
        return True
    return any(s > 1 and a != b for s, a, b in zip(real.shape, real.stride(), fake.stride()))


def cross_ref_mode(torch):
    """A TorchDispatchMode class: each aten op for real and under FakeTensorMode, compared (Mismatch)."""
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch._subclasses.fake_tensor import FakeTensorMode, UnsupportedFakeTensorException
    from torch.fx.experimental.symbolic_shapes import ShapeEnv
    import torch.utils._pytree as pytree
    skip = (torch.Tag.dynamic_output_shape, torch.Tag.inplace_view, torch.Tag.data_dependent_output)

    class CrossRef(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            fake_r = None
            if not any(t in func.tags for t in skip):
                try:
                    with FakeTensorMode(shape_env=ShapeEnv()) as fm:
                        fa, fk = pytree.tree_map_only(torch.Tensor,
                                                      functools.partial(fm.from_tensor, static_shapes=True),
                                                      (args, kwargs))
                        fake_r = func(*fa, **fk)
                except UnsupportedFakeTensorException:
                    pass
            r = func(*args, **kwargs)
            self.ops.append(str(func))
            if fake_r is not None:
                for i, (a, b) in enumerate(zip(pytree.tree_leaves(r), pytree.tree_leaves(fake_r))):
                    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and differs(a, b):
                        raise Mismatch(qualified(str(func)), i, layout_of(a, i), layout_of(b, i))
            return r

    return CrossRef


def qualified(name):
    """"aten._fft_r2c.default" -> "aten::_fft_r2c.default"."""
    ns, _, rest = name.partition(".")
    return f"{ns}::{rest}" if rest else name


def load(torch, code):
    key = hashlib.sha256(code.encode()).hexdigest()
    if key not in MODULES:
        scope = {"torch": torch, "__name__": "stridecheck_workaround_" + key[:12]}
        exec(compile(code, f"<stridecheck workaround {key[:12]}>", "exec"), scope)
        MODULES[key] = scope
    return MODULES[key]


def leaves(torch, named):
    """The call's tensor arguments as fresh leaves that require grad where they can (floating, complex)."""
    out = {}
    for k, v in named.items():
        if isinstance(v, torch.Tensor):
            v = v.detach()
            if v.dtype.is_floating_point or v.dtype.is_complex:
                v = v.requires_grad_(True)
        out[k] = v
    return out


def close(torch, a, b):
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor) or a.shape != b.shape:
        return False
    scale = max(float(b.abs().max()) if b.numel() else 0.0, 1.0)
    return bool(((a - b).abs().max() <= 1e-3 * scale) if a.numel() else True)


def step(torch, fn, named, grad):
    """The function's forward, then its backward with `grad`: (output, the inputs' grads)."""
    args = leaves(torch, named)
    out = fn(**args)
    wrt = [v for v in args.values() if isinstance(v, torch.Tensor) and v.requires_grad]
    if not wrt or not isinstance(out, torch.Tensor) or not out.requires_grad:
        return out, None
    return out, torch.autograd.grad(out, wrt, grad, allow_unused=True)


def timed(torch, device, fn):
    """(median milliseconds of fn(), runs): after one warm-up, REPEATS runs, or fewer (3 at least) where they take
    longer than BUDGET_S together."""
    def sync():
        if device.startswith("cuda"):
            torch.cuda.synchronize()
    fn()
    sync()
    times, start = [], time.perf_counter()
    while len(times) < REPEATS and (len(times) < 3 or time.perf_counter() - start < BUDGET_S):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), len(times)


def checked(torch, mode_cls, fn, named, grad, ref, eager):
    """One workaround on one variant: {"forward", "backward", ...} as replay.h's WorkaroundRun reads it."""
    run = {"forward": "held", "backward": "not-run", "values": False, "grads": False, "eager": eager}
    args = leaves(torch, named)
    # eager: nothing of it is in a compiled graph, so no fake to compare; only the kernels run
    mode = contextlib.nullcontext() if eager else mode_cls()
    try:
        with mode:
            out = fn(**args)
    except Mismatch as e:
        return dict(run, forward="fails", op=e.op, output=e.index, kernel=e.kernel, fake=e.fake)
    run["values"] = close(torch, out, ref["out"])
    wrt = [v for v in args.values() if isinstance(v, torch.Tensor) and v.requires_grad]
    if ref["grads"] is None or not wrt or not out.requires_grad:
        return run
    try:
        with mode:
            grads = torch.autograd.grad(out, wrt, grad, allow_unused=True)
    except Mismatch as e:
        return dict(run, backward="fails", op=e.op, output=e.index, kernel=e.kernel, fake=e.fake)
    run["backward"] = "held"
    run["grads"] = all(close(torch, g, r) for g, r in zip(grads, ref["grads"]) if r is not None)
    return run


def graph_break(torch, fn, named):
    """Whether dynamo breaks the graph at fn (a torch.compiler.disable'd function): fullgraph=True raises on it,
    checked with the eager backend (no inductor compile). {"fullgraph_raises", "reason"}."""
    try:
        import torch._dynamo
        args = {k: v.detach() if isinstance(v, torch.Tensor) else v for k, v in named.items()}
        names = list(args)

        def around(*xs):
            return fn(**dict(zip(names, xs)))
        torch._dynamo.reset()
        try:
            torch.compile(around, backend="eager", fullgraph=True)(*args.values())
            return {"fullgraph_raises": False, "break_reason": ""}
        except Exception as e:
            lines = str(e).strip().splitlines()
            return {"fullgraph_raises": True, "break_reason": f"{type(e).__name__}: {lines[0][:200] if lines else ''}"}
        finally:
            torch._dynamo.reset()
    except Exception as e:  # no dynamo here: not checked
        return {"break_reason": f"not checked: {type(e).__name__}"}


def run_variant(torch, op, named_values, candidates, device, first):
    """Every workaround candidate on one variant's real inputs: FixSideRun objects with their "workaround"."""
    mode_cls = cross_ref_mode(torch)

    def aten(**kw):
        return op(**dict(named_values, **kw))

    tensor_names = [k for k, v in named_values.items() if isinstance(v, torch.Tensor)]
    named = {k: named_values[k] for k in tensor_names}
    torch.manual_seed(1)
    out = aten(**named)
    grad = torch.randn_like(out) if isinstance(out, torch.Tensor) else None
    ref_out, ref_grads = step(torch, aten, named, grad)
    ref = {"out": ref_out.detach(), "grads": ref_grads}
    runs = []
    for c in candidates:
        try:
            fn = load(torch, c["code"])["workaround"]
            params = list(inspect.signature(fn).parameters)
            mine = {k: named[k] for k in params}
            eager = c["id"] == "eager-region"
            w = checked(torch, mode_cls, fn, mine, grad, ref, eager)
            w["fwd_ms"], w["timed_runs"] = timed(torch, device, lambda: fn(**{k: v.detach() for k, v in mine.items()}))
            w["step_ms"], _ = timed(torch, device, lambda: step(torch, fn, mine, grad))
            if eager and first:
                w.update(graph_break(torch, fn, mine))
            runs.append({"id": c["id"], "status": "ok", "reason": "", "outputs": [], "workaround": w})
        except Exception as e:  # the workaround raised on these inputs: a finding
            text = str(e).strip().splitlines()
            runs.append({"id": c["id"], "status": "unsupported", "outputs": [],
                         "reason": f"{type(e).__name__}: {text[0][:300] if text else ''}"})
    return runs
