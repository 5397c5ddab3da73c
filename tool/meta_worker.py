"""stridecheck-meta: the fake/meta half of replay, run under the user's Python with torch.

Inductor asserts what an op's fake/meta kernel predicts, and every SDPA meta kernel is registered from
Python (torch/_meta_registrations.py): libtorch alone has none. stridecheck starts this module under a
chosen Python (`--torch-python`) and speaks the protocol of lib/replay/protocol.h with it, as JSON lines:

  worker -> {"event": "hello", "environment": {"torch": ..., "python": ...}}   before torch is imported
  parent -> a request, one line on stdin (a warm worker of `stridecheck serve`: one per command, until EOF)
  worker -> {"event": "begin", "task": N} / {"event": "result", "task": N, "runs": [...]}
  worker -> {"event": "done"}

Each task is one backend's forward op (and for a backward call site its backward op, fed by the fake
forward's outputs) evaluated on fake tensors built only from the numbers in the request, or the
dispatcher's choice (_fused_sdp_choice) under a priority order, or an op call's fake or kernel ("op-fake",
"op-kernel": tool/op_worker.py; their results carry "op_runs"), or a fix checked against the kernel ("op-fix": its
result carries "fix_check"), or, in the Python kernel worker, a backend's kernel as a
Python implementation swapped in through torch's flash attention registry serves it ("sdpa-kernel", --kernel-impl:
the same ops on real tensors of the request's device). Nothing read is imported or executed: the only
modules imported are torch and the user's own (--import, in the request), never one an input names.
What the worker knows of the SDPA backends (torch's SDPBackend names, the dispatcher's numbers) comes in the
request ("sdpa": lib/recording/sdpa_ops.h's op table), as do each task's ops and their output names.
Answers are cached per torch version, op, input layouts and scalars in the request's cache folder (a custom
op's fake never: the user's code changes), and torch is imported only when some task is not in the cache.
"""
import hashlib
import json
import os
import sys
import tempfile
import time

PROTOCOL = 1
_HERE = os.path.dirname(os.path.abspath(__file__))
# The op calls' half (tool/op_worker.py, built as stridecheck_op_worker.py beside this file): stridecheck's own code.
_OPS_PATH = next((p for p in (os.path.join(_HERE, n) for n in ("stridecheck_op_worker.py", "op_worker.py"))
                  if os.path.exists(p)), "")
_SELF = open(__file__, "rb").read() + (open(_OPS_PATH, "rb").read() if _OPS_PATH else b"")
WORKER_HASH = hashlib.sha256(_SELF).hexdigest()[:16]


def load_ops():
    import importlib.util
    spec = importlib.util.spec_from_file_location("stridecheck_op_worker", _OPS_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


OPS = load_ops() if _OPS_PATH else None
WATCH = OPS.Watch() if OPS is not None else None  # what a warm worker has loaded (op_worker.py's Watch)


class Sdpa:
    """What the request's op table (its "sdpa": lib/recording/sdpa_ops.h, the one place it is written) says of the
    backends: torch's SDPBackend member of each, the number torch's dispatcher gives it, and the forward outputs a
    backward op takes under another name."""

    def __init__(self, table):
        self.backends = table.get("backends") or []
        self.aliases = table.get("backward_inputs") or {}

    def torch_name(self, backend):
        return next(b["torch_name"] for b in self.backends if b["name"] == backend)

    def chosen(self, code, cuda):
        """The backend `_fused_sdp_choice` names by `code` on a CUDA device or not (1: flash, or CPU flash)."""
        rows = [b for b in self.backends if b["sdp_code"] == code]
        row = next((b for b in rows if b["cuda_only"] == cuda), rows[0] if rows else None)
        return row["name"] if row else "none"


def emit(obj):
    sys.__stdout__.write(json.dumps(obj) + "\n")
    sys.__stdout__.flush()


def torch_version():
    try:
        from importlib import metadata
        return metadata.version("torch")
    except Exception:
        return ""


SYMBOLIC = "torch.fx.experimental.symbolic_shapes"


def lazy_symbolic_shapes():
    """torch's SDPA metas import torch.fx.experimental.symbolic_shapes on their first call (empty_like's strides in
    torch._prims_common ask guard_or_false and the like), and with it sympy and mpmath: about 490 modules, a second
    on a busy machine, for five functions that return their argument when it is a plain bool (or, is_nested_int,
    False for a plain int), which is all a meta evaluation on concrete sizes gives them. Until anything else of the
    module is asked for, or one of those gets a symbolic value, a stand-in answers them; then the real module is
    imported and replaces it. STRIDECHECK_META_LAZY=0: the real module from the start (the benchmarks' comparison)."""
    if SYMBOLIC in sys.modules or os.environ.get("STRIDECHECK_META_LAZY") == "0":
        return
    import importlib
    import types
    stand_in = types.ModuleType(SYMBOLIC)

    def real():
        if sys.modules.get(SYMBOLIC) is stand_in:
            del sys.modules[SYMBOLIC]
        return importlib.import_module(SYMBOLIC)

    def on_bool(name):
        return lambda a, *rest: a if type(a) is bool else getattr(real(), name)(a, *rest)

    def other(name):
        if name.startswith("__"):  # hasattr(module, "__path__") and the like: a plain module's answers
            raise AttributeError(name)
        return getattr(real(), name)

    for name in ("guard_or_false", "guard_or_true", "guard_size_oblivious", "expect_true"):
        setattr(stand_in, name, on_bool(name))
    stand_in.is_nested_int = lambda s: False if type(s) in (int, bool) else real().is_nested_int(s)
    stand_in.__getattr__ = other
    sys.modules[SYMBOLIC] = stand_in
    import torch.fx.experimental
    torch.fx.experimental.symbolic_shapes = stand_in


class Torch:
    """torch, imported on first use (or early, on a thread of its own: import_early); and how fake tensors of each
    device are made with it."""

    def __init__(self):
        import threading
        self.mod = None
        self.devices = {}
        self.lock = threading.Lock()

    def get(self):
        with self.lock:
            if self.mod is None:
                import warnings
                warnings.filterwarnings("ignore")
                import torch
                from torch._subclasses.fake_tensor import FakeTensorMode
                lazy_symbolic_shapes()
                self.FakeTensorMode = FakeTensorMode
                self.mod = torch
        return self.mod

    def device_for(self, device):
        """(device to build tensors on, whether in FakeTensorMode, note). CUDA sites are evaluated on the meta
        device: torch's SDPA meta kernels read a meta tensor's device as CUDA (device_hint), so they predict what
        fake CUDA tensors would get, without FakeTensorMode's second of start-up or a driver. Other devices get
        fake tensors of their own device."""
        torch = self.get()
        if device in self.devices:
            return self.devices[device]
        choice = ("meta", False, "") if device.startswith("cuda") else (device, True, "")
        if choice[1]:
            try:
                with self.FakeTensorMode():
                    torch.empty(1, device=device)
            except Exception as e:
                first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
                choice = ("meta", False, f"fake {device} tensors fail with this torch ({first[:160]}): "
                                         "the metas ran on the meta device")
        self.devices[device] = choice
        return choice


TORCH = Torch()


def dtype_of(torch, name):
    t = getattr(torch, name or "float32", None)
    if not isinstance(t, torch.dtype):
        raise ValueError(f"dtype {name} is not known to this torch")
    return t


def extents(site):
    """Elements each storage of the site's tensors needs, by storage key."""
    need = {}
    for name, t in site["tensors"].items():
        key = (t.get("storage") or name) + "/" + (t.get("dtype") or "float32")
        extent = t["offset"] + 1 + sum((s - 1) * st for s, st in zip(t["sizes"], t["strides"]) if s > 0)
        if any(s == 0 for s in t["sizes"]):
            extent = t["offset"]
        need[key] = max(need.get(key, 0), extent)
    return need


def build_tensors(torch, site, device):
    """Every tensor argument as_strided over one storage per recorded buffer (shared, as in the graph)."""
    need = extents(site)
    storages = {k: torch.empty(max(n, 1), dtype=dtype_of(torch, k.rsplit("/", 1)[1]), device=device)
                for k, n in need.items()}
    out = {}
    for name, t in site["tensors"].items():
        key = (t.get("storage") or name) + "/" + (t.get("dtype") or "float32")
        out[name] = storages[key].as_strided(t["sizes"], t["strides"], t["offset"])
    return out


def call(torch, qualified, values):
    """Calls aten::NAME with the arguments its schema names, taken from `values` by name; arguments a
    version adds are left to their defaults."""
    name = qualified.split("::", 1)[1]
    packet = getattr(torch.ops.aten, name, None)
    if packet is None:
        raise LookupError(f"this torch has no {qualified}")
    op = packet.default
    kwargs = {}
    for a in op._schema.arguments:
        if a.name in values:
            kwargs[a.name] = values[a.name]
        elif a.has_default_value():
            continue
        elif str(a.type).endswith("?") or "Optional" in str(a.type):
            kwargs[a.name] = None
        else:
            raise LookupError(f"{qualified} of this torch needs an argument {a.name} that stridecheck does not have")
    return op(**kwargs)


def layouts(names, result, torch):
    if not isinstance(result, (tuple, list)):
        result = (result,)
    outs, named = [], {}
    for name, r in zip(names, result):
        named[name] = r
        if isinstance(r, torch.Tensor) and r.numel() > 0:  # empty placeholders are dropped, as the replay drops them
            outs.append({"name": name, "dtype": str(r.dtype).replace("torch.", ""), "sizes": list(r.shape),
                         "strides": list(r.stride()), "storage_offset": r.storage_offset()})
    return outs, named


def first_line(e):
    s = str(e).strip()
    return (s.splitlines()[0] if s else type(e).__name__)[:400]


def sdpa_calls(torch, task, sdpa, t):
    """A backend's forward op on the tensors `t`, and for a backward call site its backward op fed by that forward's
    outputs: the layouts of the outputs the call site asserts."""
    site = task["site"]
    values = dict(site["scalars"])
    values.update(t)
    for a, b in (("grad_out", "grad_out_"), ("grad_out_", "grad_out")):  # efficient spells it grad_out_
        if a in t:
            values.setdefault(b, t[a])
    values.setdefault("return_debug_mask", False)
    values.setdefault("compute_log_sumexp", True)  # a backward call site's forward keeps it
    values.setdefault("dropout_p", 0.0)  # the recorded op's defaults, which another op may require
    values.setdefault("is_causal", False)
    if "attn_bias" in t:
        values["attn_mask"] = t["attn_bias"]
    fwd = call(torch, task["forward_op"], values)
    outs, named = layouts(task["forward_outputs"], fwd, torch)
    if site["direction"] == "backward":
        bvalues = dict(values)
        for name, v in named.items():
            if name in ("out", "logsumexp") and task["recorded"] and name in t and \
                    isinstance(v, torch.Tensor) and tuple(t[name].shape) == tuple(v.shape):
                continue  # the graph's own op: its backward reads the recorded out and logsumexp
            bvalues[sdpa.aliases.get(name, name)] = v
        if "grad_input_mask" not in bvalues:
            bvalues["grad_input_mask"] = [True, True, True, "attn_bias" in t]
        bvalues.setdefault("attn_bias", None)
        bwd = call(torch, task["backward_op"], bvalues)
        outs, _ = layouts(task["backward_outputs"], bwd, torch)
    return outs


def meta_task(task, sdpa):
    torch = TORCH.get()
    site = task["site"]
    device, fake, note = TORCH.device_for(site["device"])
    run = {"backend": task["backend"], "mode": "meta", "status": "ok", "reason": "", "outputs": [],
           "meta_device": device if not fake else site["device"], "warnings": [note] if note else []}
    mode = TORCH.FakeTensorMode() if fake else None
    try:
        if mode:
            mode.__enter__()
        try:
            run["outputs"] = sdpa_calls(torch, task, sdpa, build_tensors(torch, site, device))
        finally:
            if mode:
                mode.__exit__(None, None, None)
    except Exception as e:  # an op this torch lacks, or the meta's own refusal ("... requires ...") is a finding, not a failure
        run.update(status="unsupported", reason=first_line(e))
    return run


def swap_in(torch, impl, version):
    """Makes `impl` the kernel behind its aten ops in this process, through torch's flash attention registry
    (torch.nn.attention.activate_flash_attention_impl, torch 2.11 at least: FA3, FA4, CUDNN, or one the user's
    --import modules register): "" when it is active, else why it cannot be."""
    attention = torch.nn.attention
    if not hasattr(attention, "activate_flash_attention_impl"):
        return (f"torch {version} has no flash attention implementation registry "
                f"(torch.nn.attention.activate_flash_attention_impl): {impl} cannot be swapped in here")
    if attention.current_flash_attention_impl() == impl:
        return ""
    names = attention.list_flash_attention_impls()
    if impl not in names:
        return (f"{impl} is not registered with torch {version}'s flash attention registry (it has "
                f"{', '.join(names) or 'none'}): --import the module that registers it")
    try:
        attention.activate_flash_attention_impl(impl)
    except Exception as e:  # the provider's own refusal (its package missing, no GPU of its kind)
        return f"activate_flash_attention_impl({impl!r}) failed: {type(e).__name__}: {first_line(e)}"
    return ""


def real_tensors(torch, site, device, seed):
    """The call site's tensors on `device`, over storages filled from `seed`: normal floats, masks all True."""
    t = build_tensors(torch, site, device)
    g = torch.Generator(device=device).manual_seed(seed)
    for x in {id(v._base if v._base is not None else v): v for v in t.values()}.values():
        base = x._base if x._base is not None else x
        if base.dtype == torch.bool:
            base.fill_(True)
        elif base.dtype.is_floating_point:
            base.normal_(generator=g)
        else:
            base.zero_()
    return t


def kernel_task(task, request, version, sdpa):
    """A backend's kernel as a Python implementation swapped in serves it (task["impl"]): the backend's aten ops on
    real tensors of the request's device with that implementation active, as the replay worker runs aten's own."""
    t0 = time.perf_counter()
    torch = TORCH.get()
    device = request.get("device") or "cpu"
    run = {"backend": task["backend"], "mode": "op", "status": "ok", "reason": "", "outputs": [], "warnings": [],
           "recorded": bool(task["recorded"]), "impl": task["impl"], "torch": version,
           "values_note": "values are not compared for a kernel Python swaps in"}
    try:
        why = swap_in(torch, task["impl"], version)
        if why and OPS is not None and OPS.MODULES.errors():  # the module that registers it did not import
            why += " (" + "; ".join(OPS.MODULES.errors()) + ")"
        if why:
            run.update(status="unavailable", reason=why)
        else:
            run["outputs"] = sdpa_calls(torch, task, sdpa, real_tensors(torch, task["site"], device,
                                                                         int(request.get("seed", 0))))
            if device.startswith("cuda"):
                torch.cuda.synchronize()
    except Exception as e:  # the implementation's own refusal or failure: a finding, not a failure
        run.update(status="unsupported", reason=first_line(e))
    run["elapsed_ms"] = (time.perf_counter() - t0) * 1000
    return run


def choice_task(task, priority, sdpa):
    torch = TORCH.get()
    site = task["site"]
    run = {"backend": "math", "mode": "meta-choice", "status": "ok", "reason": "", "outputs": [], "chosen": ""}
    device = site["device"]
    # At trace time scaled_dot_product_attention asks the device's own chooser (_fused_sdp_choice_stub) about
    # the fake tensors' sizes, strides and requires_grad; the _fused_sdp_choice op on fake tensors would give
    # the meta answer (math). So the chooser is asked about real tensors of the recorded layouts, over storage
    # that is allocated but never touched: on the CPU only (the CUDA chooser needs the GPU; stridecheck asks it
    # in the replay worker there).
    if device.startswith("cuda"):
        run.update(status="unavailable", reason="the CUDA chooser is asked in the replay worker, on the GPU")
        return run
    if sum(extents(site).values()) * 8 > (64 << 30):
        run.update(status="unavailable", reason="the inputs are too large to ask the CPU chooser about (over 64 GiB)")
        return run
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
        t = build_tensors(torch, site, device)
        q, k, v = t["query"], t["key"], t["value"]
        if site.get("training") and q.dtype.is_floating_point:  # a training graph traces with grads
            q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
        bias = t.get("attn_bias")
        sc = site["scalars"]
        gqa = q.dim() == 4 and k.dim() == 4 and q.shape[1] != k.shape[1]
        args = dict(query=q, key=k, value=v, attn_mask=bias, dropout_p=sc.get("dropout_p", 0.0),
                    is_causal=sc.get("is_causal", False), scale=sc.get("scale"), enable_gqa=gqa)
        if priority:
            backends = []
            for b in priority:
                if sdpa.torch_name(b) not in [x.name for x in backends]:
                    backends.append(getattr(SDPBackend, sdpa.torch_name(b)))
            try:
                ctx = sdpa_kernel(backends, set_priority=True)
            except TypeError:
                ctx = sdpa_kernel(backends)
                run["warnings"] = ["this torch's sdpa_kernel has no set_priority: only the listed backends "
                                   "were enabled, in torch's own order"]
            with ctx:
                code = torch._fused_sdp_choice(**args)
        else:
            code = torch._fused_sdp_choice(**args)
        run["chosen"] = sdpa.chosen(int(code), device.startswith("cuda"))
        run["reason"] = "the dispatcher's choice at trace time, asked on CPU tensors of the recorded layouts"
    except Exception as e:
        run.update(status="unavailable", reason="the dispatcher's choice needs the device: " + first_line(e))
    return run


def cache_path(folder, version, task):
    key = {k: v for k, v in task.items() if k != "id"}
    digest = hashlib.sha256(json.dumps([WORKER_HASH, version, key], sort_keys=True).encode()).hexdigest()
    return os.path.join(folder, "meta", version, digest[:2], digest[2:] + ".json")


def cached(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def store(path, runs):
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp-")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(runs, f)
        os.replace(tmp, path)
    except OSError:
        pass  # a cache that cannot be written only costs time


def op_task(task, request, folder, version):
    """An op call's fake or kernel (tool/op_worker.py); an aten op's fake is cached, a custom op's never."""
    t0 = time.perf_counter()
    custom = not task["call"]["op"].startswith("aten::")
    key = dict(task, imports=request.get("imports") or [])
    path = cache_path(folder, version, key) if folder and task["kind"] == "op-fake" and not custom else None
    runs = cached(path) if path else None
    if runs is not None:
        run = dict(runs[0], cached=True)
    elif OPS is None:
        run = {"kind": "fake" if task["kind"] == "op-fake" else "kernel", "status": "error", "outputs": [],
               "reason": f"stridecheck_op_worker.py is missing beside {__file__}", "torch": version}
    else:
        torch = TORCH.get()
        run = OPS.run_op(torch, task, request, version, TORCH.FakeTensorMode)
        if path and run["status"] != "unavailable":
            store(path, [run])
    run["elapsed_ms"] = (time.perf_counter() - t0) * 1000
    return run


def serve(request, version):
    if request.get("protocol") != PROTOCOL:
        emit({"event": "error", "message": "meta worker protocol version mismatch"})
        sys.__stdout__.flush()
        os._exit(2)
    folder = request.get("cache") or ""
    priority = request.get("priority") or []
    imports = request.get("imports") or []
    sdpa = Sdpa(request.get("sdpa") or {})
    ops = [t for t in request["tasks"] if t["kind"].startswith("op-")]
    swapped = any(t["kind"] == "sdpa-kernel" for t in request["tasks"])
    if imports and (swapped or any(t["kind"] in ("op-kernel", "op-fix") or not t["call"]["op"].startswith("aten::")
                                   for t in ops)):
        TORCH.get()  # the user's modules register their ops with torch: before the first task's clock starts
        OPS.MODULES.load(imports)
    for task in request["tasks"]:
        emit({"event": "begin", "task": task["id"]})
        if task["kind"] == "op-fix":  # a fix checked (the Python kernel worker): tool/op_worker.py's fix_check
            emit({"event": "result", "task": task["id"],
                  "fix_check": OPS.fix_check(TORCH.get(), task, request, version, TORCH.FakeTensorMode)})
            continue
        if task["kind"].startswith("op-"):
            emit({"event": "result", "task": task["id"], "op_runs": [op_task(task, request, folder, version)]})
            continue
        if task["kind"] == "sdpa-kernel":
            emit({"event": "result", "task": task["id"], "runs": [kernel_task(task, request, version, sdpa)]})
            continue
        t0 = time.perf_counter()
        path = cache_path(folder, version, dict(task, priority=priority)) if folder else None
        runs = cached(path) if path else None
        hit = runs is not None
        if not hit:
            run = choice_task(task, priority, sdpa) if task["kind"] == "choice" else meta_task(task, sdpa)
            run["torch"] = version
            runs = [run]
            if path:
                store(path, runs)
        for r in runs:
            r["cached"] = hit
            r["elapsed_ms"] = (time.perf_counter() - t0) * 1000
        emit({"event": "result", "task": task["id"], "runs": runs})
    if swapped and hasattr(TORCH.get().nn.attention, "restore_flash_attention_impl"):
        TORCH.get().nn.attention.restore_flash_attention_impl(_raise_warn=False)  # a warm worker's next command
    emit(dict({"event": "done"}, **loaded()))


def loaded():
    """For a warm worker (Watch.on): what it has loaded, and the --import modules it has imported or tried to."""
    if WATCH is None or not WATCH.on:
        return {}
    modules = OPS.MODULES if OPS is not None else None
    return {"watch": WATCH.files(), "imports": list(modules.done) if modules else [],
            "import_failed": bool(modules and modules.errors())}


def import_early(version):
    """STRIDECHECK_META_EARLY=FOLDER (the meta cache, or "off"): when the cache holds nothing of this torch version,
    the answers will need torch, so it is imported at once on a thread of its own, while stridecheck still reads the
    input and loads libtorch; a task that needs it meanwhile waits for that import (Torch.get's lock)."""
    folder = os.environ.get("STRIDECHECK_META_EARLY")
    if folder is None or (folder != "off" and os.path.isdir(os.path.join(folder, "meta", version))):
        return
    import threading
    threading.Thread(target=TORCH.get, daemon=True).start()


def main():
    if sys.argv[1:2] == ["--probe-imports"]:  # stridecheck's check of --import before any replay (op_worker.py)
        out, sys.stdout = sys.stdout, sys.stderr
        print(json.dumps(OPS.probe_imports(TORCH.get(), sys.argv[2:])), file=out, flush=True)
        return 0
    sys.stdout = sys.stderr  # anything else that prints goes to stderr, not into the protocol
    version = torch_version()
    emit({"event": "hello", "environment": {"torch": version, "python": sys.executable,
                                            "worker": WORKER_HASH}, "watch": WATCH.torch_files() if WATCH and WATCH.on else []})
    if not version:
        emit({"event": "error", "message": f"{sys.executable} has no torch (import torch fails)"})
        return 2
    import_early(version)
    preload = os.environ.get("STRIDECHECK_META_PRELOAD") == "1"  # a warm worker of `stridecheck serve`
    for line in sys.stdin:  # one request a line: one for a command's worker, one per command for a warm one
        if line.strip():
            serve(json.loads(line), version)
            if preload:  # once its command has its answers: what a later cold-cache answer would import
                TORCH.get()
                getattr(sys.modules.get(SYMBOLIC), "ShapeEnv", None)  # the real module: op fakes import it on first use
    sys.__stdout__.flush()
    os._exit(0)  # nothing to tear down: skip the interpreter's and torch's exit work


if __name__ == "__main__":
    sys.exit(main())
