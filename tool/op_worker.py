"""stridecheck's op calls in Python (installed as stridecheck_op_worker.py beside stridecheck-meta.py, which loads it).

An op call is any extern or fallback op the graph asserts that is not SDPA (an aten op, or a custom op of the
user's). The meta worker runs two kinds of its tasks with this module, under the user's torch:

  op-fake    the op under FakeTensorMode, on fake tensors of the recorded device (the meta device where this torch
             cannot fake that device): what its fake (meta) kernel predicts, which is what inductor asserts
  op-kernel  the op's real kernel (a custom op's kernel lives in the user's Python: the Python kernel worker, a
             separate process of the meta worker, runs these) on real tensors of the request's device
  op-fix     a fix checked (the Python kernel worker): on each variant of the call's inputs (other shapes, other
             layouts: lib/advice/fix_variants.cpp makes them), the real kernel, the fake as it is, and each candidate
             fix stridecheck wrote (an expression: a fake's return value from `out`, what the fake returns now, or a
             kernel's from `result`, what the kernel returns now, and the op's arguments by their schema names);
             the layouts come back, lib/advice compares them. With it, whether this torch's torch.library.opcheck
             compares strides on the device, probed on a throwaway op whose fake is wrong on purpose

The call comes as plain numbers (protocol.cpp's op_numbers): the op's name, and each argument as the call wrote it,
positional ("#0", "#1", ...) or by keyword, tagged by kind. They are converted by the schema of the op in this
torch. Tensors are as_strided over one storage per recorded buffer. The only code imported is the user's own
modules named on stridecheck's command line (--import): never anything an input file names.
"""
import importlib
import importlib.util
import os
import re
import sys
import time


class Unavailable(Exception):
    """The op cannot run in this Python: its namespace is not registered, an --import failed."""


class Unsupported(Exception):
    """This torch cannot take the call as recorded: an op it lacks, an argument it cannot convert."""


class UserModules:
    """The user's modules (--import: a module name, or a path to a .py file), imported once per process."""

    def __init__(self):
        self.done = {}  # spec -> error text ("" when imported)
        self.names = []

    def load(self, specs):
        for spec in specs:
            if spec in self.done:
                continue
            try:
                if spec.endswith(".py") or os.sep in spec:
                    path = os.path.abspath(spec)
                    name = os.path.splitext(os.path.basename(path))[0]
                    loader = importlib.util.spec_from_file_location(name, path)
                    if loader is None or loader.loader is None:
                        raise ImportError(f"cannot import {path}")
                    module = importlib.util.module_from_spec(loader)
                    sys.modules.setdefault(name, module)
                    loader.loader.exec_module(module)
                else:  # as `python -c "import NAME"` run in the command's folder: that folder first, then the path
                    here = os.getcwd()
                    if here not in sys.path:
                        sys.path.insert(0, here)
                    importlib.import_module(spec)
                self.done[spec] = ""
                self.names.append(os.path.basename(spec))
            except BaseException as e:  # the user's module: whatever it raises is said, not fatal
                self.done[spec] = f"--import {spec} failed: {type(e).__name__}: {first_line(e)}"

    def errors(self):
        return [e for e in self.done.values() if e]


MODULES = UserModules()


def probe_imports(torch, specs):
    """What `--import` does before any replay (stridecheck checks it first): each module imported as a task would
    import it, and the ops it registered. One JSON object: "errors" (one line each), "namespaces" (those registered
    before the import: torch's own), "added" (the ops the import registered, "NS::NAME")."""
    def names():
        try:
            return {n.split(".")[0] for n in torch._C._dispatch_get_all_op_names()}
        except Exception:
            return set()

    before = names()
    MODULES.load(specs)
    added = sorted(names() - before)
    return {"errors": MODULES.errors(), "namespaces": sorted({n.split("::")[0] for n in before}), "added": added}


def first_line(e):
    s = str(e).strip()
    return (s.splitlines()[0] if s else type(e).__name__)[:400]


def find_op(torch, qualified, version):
    """torch.ops.NS.NAME.OVERLOAD for "NS::NAME.OVERLOAD" (overload "default" when none)."""
    ns, _, rest = qualified.partition("::")
    name, _, overload = rest.partition(".")
    packet = getattr(getattr(torch.ops, ns), name, None) if name else None
    if packet is None:
        if ns == "aten":
            raise Unsupported(f"torch {version} has no aten::{name}")
        what = f"torch.ops.{ns}.{name}" if has_namespace(torch, ns) else f"torch.ops.{ns}"
        after = f" after importing {', '.join(MODULES.names)}" if MODULES.names else ""
        hint = "" if MODULES.names else ": pass --import MODULE, the module that defines it"
        raise Unavailable(f"{what} is not registered in this Python{after}{hint}")
    op = getattr(packet, overload or "default", None)
    if op is None:
        raise Unsupported(f"this torch's {ns}::{name} has no overload {overload or 'default'}")
    return op


def has_namespace(torch, ns):
    try:
        return any(s.startswith(ns + "::") for s in torch._C._dispatch_get_all_op_names())
    except Exception:
        return False


def extent(t):
    if any(s == 0 for s in t["sizes"]):
        return t["offset"]
    return t["offset"] + 1 + sum((s - 1) * st for s, st in zip(t["sizes"], t["strides"]))


def tensors_of(value, out):
    """Every tensor of an argument (lists too)."""
    if "tensor" in value:
        out.append(value["tensor"])
    for item in value.get("list", []):
        tensors_of(item, out)
    return out


def storages(torch, call, device, real, seed):
    """One storage per recorded buffer, on `device`; random values for a real kernel's."""
    need = {}
    for a in call["args"]:
        for t in tensors_of(a["value"], []):
            key = t["storage"]
            need[key] = (t["dtype"], max(need.get(key, ("", 0))[1], extent(t)))
    if real:
        torch.manual_seed(seed)
    out = {}
    for key, (dtype, n) in sorted(need.items()):
        d = getattr(torch, dtype, None)
        if not isinstance(d, torch.dtype):
            raise Unsupported(f"dtype {dtype} is not known to this torch")
        base = torch.empty(max(n, 1), dtype=d, device=device)
        if real:
            if d.is_floating_point:
                base = torch.randn(max(n, 1), device=device).to(d)
            elif d == torch.bool:
                base = torch.rand(max(n, 1), device=device) > 0.2
            else:
                base.zero_()
        out[key] = base
    return out


DEVICE_RE = re.compile(r"device\(type=['\"](\w+)['\"](?:,\s*index=(\d+))?\)")


class Converter:
    """The recorded arguments made into Python values by the schema's types."""

    def __init__(self, torch, call, device, bases):
        self.torch, self.call, self.device, self.bases = torch, call, device, bases
        self.guessed = []

    def refuse(self, name, arg, why):
        raise Unsupported(f"argument {name} of {self.call['op']} cannot be given as this torch's "
                          f"'{arg.name}' ({arg.type}): {why}")

    def tensor(self, name, arg, t):
        if t.get("guessed"):
            self.guessed.append(f"{name}'s dtype is not recorded (an earlier op's result, which the graph asserts "
                                "no dtype of): replayed as float32")
        return self.bases[t["storage"]].as_strided(t["sizes"], t["strides"], t["offset"])

    def text(self, name, arg, kind, s):
        torch = self.torch
        bare = s[6:] if s.startswith("torch.") else s
        if kind == "ScalarTypeType" and isinstance(getattr(torch, bare, None), torch.dtype):
            return getattr(torch, bare)
        if kind == "MemoryFormatType" and isinstance(getattr(torch, bare, None), torch.memory_format):
            return getattr(torch, bare)
        if kind == "LayoutType" and isinstance(getattr(torch, bare, None), torch.layout):
            return getattr(torch, bare)
        if kind == "DeviceObjType":
            m = DEVICE_RE.fullmatch(s)
            d = (m.group(1) + (":" + m.group(2) if m.group(2) else "")) if m else s
            recorded = self.call["device"].split(":")[0]
            return torch.device(self.device) if d.split(":")[0] == recorded else torch.device(d)
        self.refuse(name, arg, f"'{s}' is not a {kind[:-4]}")

    def value(self, name, arg, typ, v):
        kind = typ.kind()
        if kind == "OptionalType":
            return None if "none" in v else self.value(name, arg, typ.getElementType(), v)
        if "unknown" in v:
            self.refuse(name, arg, v["unknown"])
        if "none" in v:
            self.refuse(name, arg, "None for an argument that is not optional")
        if kind == "TensorType":
            if "tensor" not in v:
                written = f"'{v['text']}' is not " if "text" in v else ""
                self.refuse(name, arg, written + "a tensor the recording knows the layout of")
            return self.tensor(name, arg, v["tensor"])
        if kind == "ListType":
            elem = typ.getElementType()
            if "list" in v:
                return [self.value(f"{name}[{i}]", arg, elem, x) for i, x in enumerate(v["list"])]
            if "int" in v and elem.kind() in ("IntType", "SymIntType"):
                return [v["int"]] * (arg.N or 1)
            self.refuse(name, arg, "expected a list")
        if kind in ("IntType", "SymIntType") and "int" in v:
            return v["int"]
        if kind in ("FloatType", "SymFloatType") and ("float" in v or "int" in v):
            return float(v.get("float", v.get("int")))
        if kind in ("BoolType", "SymBoolType") and "bool" in v:
            return v["bool"]
        if kind in ("NumberType", "ComplexType"):
            for k in ("bool", "int", "float"):
                if k in v:
                    return v[k]
            if "text" in v:
                try:
                    return complex(v["text"])  # a complex literal as the graph wrote it: 0j, (1+2j)
                except ValueError:
                    pass
        if kind == "StringType" and "str" in v:
            return v["str"]
        if "text" in v or "str" in v:
            return self.text(name, arg, kind, v.get("text", v.get("str")))
        self.refuse(name, arg, "expected " + str(arg.type))


def bind(torch, op, call, device, bases, warnings):
    """(args, kwargs) for op: positional "#i" in order, keyword ones by name; the rest left to their defaults."""
    schema = op._schema.arguments
    conv = Converter(torch, call, device, bases)
    conv.guessed = warnings
    args, kwargs = {}, {}
    for a in call["args"]:
        name = a["name"]
        if name.startswith("#"):
            i = int(name[1:])
            if i >= len(schema) or schema[i].kwarg_only:
                raise Unsupported(f"this torch's {call['op']} takes no positional argument {name} ({op._schema})")
            args[i] = conv.value(name, schema[i], schema[i].real_type, a["value"])
        else:
            match = [s for s in schema if s.name == name]
            if not match:
                raise Unsupported(f"this torch's {call['op']} has no argument '{name}'")
            kwargs[name] = conv.value(name, match[0], match[0].real_type, a["value"])
    if sorted(args) != list(range(len(args))):
        raise Unsupported(f"the call's positional arguments of {call['op']} have gaps")
    return [args[i] for i in range(len(args))], kwargs


def layouts(torch, result):
    """The results by position: "result" for one tensor, "result[i]" for a tuple's or a list's i-th."""
    outs = []

    def add(name, r):
        if isinstance(r, torch.Tensor):
            outs.append({"name": name, "dtype": str(r.dtype).replace("torch.", ""), "sizes": list(r.shape),
                         "strides": list(r.stride()), "storage_offset": r.storage_offset()})

    if isinstance(result, (tuple, list)):
        for i, r in enumerate(result):
            add(f"result[{i}]", r)
    else:
        add("result", result)
    return outs


def fake_device(torch, fake_mode, device):
    """(device of the fake tensors, note): the recorded one where this torch can fake it, else meta."""
    try:
        with fake_mode():
            torch.empty(1, device=device)
        return device, ""
    except Exception as e:
        return "meta", f"fake {device} tensors fail with this torch ({first_line(e)[:160]}): the fake ran on meta"


def python_shown():
    """This Python as a report names it: relative to the folder stridecheck runs in when it is inside it (the
    project's own .venv), so a report reads the same wherever the folder is; else absolute."""
    exe = sys.executable
    here = os.getcwd()
    return os.path.relpath(exe, here) if exe.startswith(here.rstrip("/") + "/") else exe


def run_op(torch, task, request, version, fake_mode=None):
    """One op-fake or op-kernel task: an OpRun as replay.h's codec reads it."""
    call = task["call"]
    fake = task["kind"] == "op-fake"
    ns = call["op"].split("::")[0]
    t0 = time.perf_counter()
    run = {"kind": "fake" if fake else "kernel", "status": "ok", "reason": "", "torch": version, "outputs": [],
           "warnings": [], "impl": "", "device": "", "cached": False}
    imported = ", ".join(MODULES.names)
    who = f"{ns} from {imported}" if ns != "aten" and imported else ns
    run["impl"] = (f"python: torch {version}'s fake (FakeTensorMode), {who}" if fake else
                   f"python: torch {version}, {who}") + f" ({python_shown()})"
    try:
        errors = MODULES.errors()
        if ns != "aten" and errors:
            raise Unavailable("; ".join(errors))
        op = find_op(torch, call["op"], version)
        if fake and ns == "aten" and (call["device"] or "").startswith("cuda") and not torch.cuda.is_available():
            # aten metas of CUDA calls consult the device's backends (convolution asks cuDNN for its layout)
            raise Unavailable(f"{call['op']}'s fake for a CUDA call reads the device's own backends (cuDNN for "
                              "convolution), and this machine has no CUDA device: a GPU host, or --runs-from a "
                              "replay made there, judges it")
        if fake:
            device, note = fake_device(torch, fake_mode, call["device"] or "cpu")
            run["device"] = device
            if note:
                run["warnings"].append(note)
            with fake_mode():
                bases = storages(torch, call, device, False, 0)
                args, kwargs = bind(torch, op, call, device, bases, run["warnings"])
                result, at = noting_return(torch, lambda: op(*args, **kwargs))
                run["outputs"] = layouts(torch, result)
                if at:
                    run["returned_at"] = at
        else:
            device = request.get("device") or "cpu"
            run["device"] = device
            seed = int(request.get("seed", 0))
            for c in task.get("op_call", ""):
                seed = (seed * 1315423911 + ord(c)) % (1 << 63)
            bases = storages(torch, call, device, True, seed)
            args, kwargs = bind(torch, op, call, device, bases, run["warnings"])
            result, at = noting_return(torch, lambda: op(*args, **kwargs))
            if device.startswith("cuda"):
                torch.cuda.synchronize()
            run["outputs"] = layouts(torch, result)
            if at:
                run["returned_at"] = at
    except Unavailable as e:
        run.update(status="unavailable", reason=str(e))
    except Exception as e:  # the op's own refusal, the user's kernel's exception: a finding, not a failure
        run.update(status="unsupported", reason=first_line(e))
    run["elapsed_ms"] = (time.perf_counter() - t0) * 1000
    return run


PLACEHOLDER = re.compile(r"\{#(\d+)\}")


def resolve(code, names):
    """A candidate's code with each {#i} made the name of the op's schema argument i (the user's own names)."""
    def name(m):
        i = int(m.group(1))
        if i >= len(names):
            raise Unsupported(f"the op's schema has no argument #{i}")
        return names[i]
    return PLACEHOLDER.sub(name, code)


def named_values(op, args, kwargs):
    """The call's values by the op's schema argument names (defaults for those the call leaves out)."""
    out = {}
    for i, a in enumerate(op._schema.arguments):
        if i < len(args):
            out[a.name] = args[i]
        elif a.name in kwargs:
            out[a.name] = kwargs[a.name]
        elif a.has_default_value():
            out[a.name] = a.default_value
    return out


def outcome(fn):
    """{"status", "reason", "outputs"} of fn() (the layouts of what it returns); whatever it raises is said."""
    try:
        return {"status": "ok", "reason": "", "outputs": fn()}
    except Unavailable as e:
        return {"status": "unavailable", "reason": str(e), "outputs": []}
    except Exception as e:  # the user's kernel or fake refusing a variant: a finding, not a failure
        return {"status": "unsupported", "reason": f"{type(e).__name__}: {first_line(e)}", "outputs": []}


def fix_variant(torch, op, variant, candidates, device, seed, fake_mode):
    """One variant of the call: the kernel on real tensors, the fake as it is and the fake-side candidates under
    FakeTensorMode, the kernel-side candidates on the kernel's result."""
    call = variant["call"]
    warnings = []
    real = {}

    def kernel():
        bases = storages(torch, call, device, True, seed)
        args, kwargs = bind(torch, op, call, device, bases, warnings)
        real["args"], real["kwargs"] = args, kwargs
        real["result"] = op(*args, **kwargs)
        if device.startswith("cuda"):
            torch.cuda.synchronize()
        return layouts(torch, real["result"])

    out = {"id": variant["id"], "kernel": outcome(kernel), "candidates": []}
    workarounds = [c for c in candidates if c["side"] == "workaround"]
    if workarounds:  # checked forward and backward under a cross-reference of fake against real (op_workaround.py)
        if "result" in real:
            named = named_values(op, real["args"], real["kwargs"])
            out["candidates"] += workaround_module().run_variant(torch, op, named, workarounds, device,
                                                                 variant["id"] == "recorded")
        else:
            out["candidates"] += [{"id": c["id"], "status": "skipped", "outputs": [],
                                   "reason": "the kernel did not run on these inputs"} for c in workarounds]
    with fake_mode():
        fake = {}

        def fake_run():
            bases = storages(torch, call, device, False, 0)
            fake["args"], fake["kwargs"] = bind(torch, op, call, device, bases, [])
            fake["out"] = op(*fake["args"], **fake["kwargs"])
            return layouts(torch, fake["out"])

        out["fake"] = outcome(fake_run)
        for c in candidates:
            if c["side"] != "fake":
                continue
            if "out" not in fake:
                out["candidates"].append({"id": c["id"], "status": "skipped", "outputs": [],
                                          "reason": "the fake as it is did not run on these inputs"})
                continue
            scope = dict(named_values(op, fake["args"], fake["kwargs"]), torch=torch, out=fake["out"])
            out["candidates"].append(dict(outcome(lambda: layouts(torch, eval(c["compiled"], scope))), id=c["id"]))
    for c in candidates:
        if c["side"] != "kernel":
            continue
        if "result" not in real:
            out["candidates"].append({"id": c["id"], "status": "skipped", "outputs": [],
                                      "reason": "the kernel did not run on these inputs"})
            continue
        scope = dict(named_values(op, real["args"], real["kwargs"]), torch=torch, result=real["result"])
        out["candidates"].append(dict(outcome(lambda: layouts(torch, eval(c["compiled"], scope))), id=c["id"]))
    out["warnings"] = warnings
    return out


def sibling(name):
    """tool/NAME.py (built as stridecheck_NAME.py beside this file), loaded once."""
    if name not in SIBLINGS:
        here = os.path.dirname(os.path.abspath(__file__))
        path = next(p for p in (os.path.join(here, n) for n in (f"stridecheck_{name}.py", f"{name}.py"))
                    if os.path.exists(p))
        spec = importlib.util.spec_from_file_location(f"stridecheck_{name}", path)
        SIBLINGS[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(SIBLINGS[name])
    return SIBLINGS[name]


def workaround_module():
    return sibling("op_workaround")


def noting_return(torch, fn):
    return sibling("op_source").noting_return(torch, fn)


def Watch():  # (meta_worker.py's OPS.Watch())
    return sibling("op_source").Watch()


SIBLINGS = {}
PROBES = {}


def opcheck_probe(torch, device):
    """Whether this torch's torch.library.opcheck compares a fake's strides with its kernel's on `device`: a throwaway
    op of a private namespace, whose fake is deliberately wrong-strided, is opcheck'ed. ("checks" | "ignores" |
    "unknown", why)."""
    if device in PROBES:
        return PROBES[device]
    answer = ("unknown", "")
    try:
        name = "_stridecheck_probe::wrong_strides"
        if not hasattr(getattr(torch.ops, "_stridecheck_probe", None) or object(), "wrong_strides"):
            @torch.library.custom_op(name, mutates_args=())
            def wrong_strides(x: torch.Tensor) -> torch.Tensor:
                return x.clone(memory_format=torch.contiguous_format)

            @wrong_strides.register_fake
            def _(x):
                return torch.empty_permuted(x.shape, (1, 0), dtype=x.dtype, device=x.device)
        op = torch.ops._stridecheck_probe.wrong_strides.default
        x = torch.randn(3, 5, device=device)
        result = torch.library.opcheck(op, (x,), test_utils=("test_faketensor",), raise_exception=False)
        verdict = result.get("test_faketensor")
        if verdict == "SUCCESS":
            answer = ("ignores", f"torch.library.opcheck passed a fake whose strides differ from its kernel's on {device}")
        elif "stride" in str(verdict).lower():
            answer = ("checks", f"torch.library.opcheck failed a fake whose strides differ from its kernel's on {device}")
        else:
            answer = ("unknown", f"opcheck said {first_line(Exception(str(verdict)))[:200]}")
    except Exception as e:
        answer = ("unknown", f"the probe failed: {type(e).__name__}: {first_line(e)[:200]}")
    PROBES[device] = answer
    return answer


def fix_check(torch, task, request, version, fake_mode):
    """An op-fix task: a FixCheck as replay.h's codec reads it."""
    t0 = time.perf_counter()
    call = task["call"]
    ns = call["op"].split("::")[0]
    device = request.get("device") or "cpu"
    imported = ", ".join(MODULES.names)
    who = f"{ns} from {imported}" if ns != "aten" and imported else ns
    check = {"op_call": task["op_call"], "status": "ok", "reason": "", "torch": version, "device": device,
             "impl": f"python: torch {version}, {who} ({python_shown()})", "arguments": [], "codes": [],
             "variants": [], "opcheck": "not-probed", "opcheck_reason": ""}
    try:
        errors = MODULES.errors()
        if ns != "aten" and errors:
            raise Unavailable("; ".join(errors))
        op = find_op(torch, call["op"], version)
        names = [a.name for a in op._schema.arguments]
        check["arguments"] = names
        candidates = []
        for c in task.get("candidates", []):
            code = resolve(c["code"], names)
            check["codes"].append({"id": c["id"], "code": code})
            mode = "exec" if c["side"] == "workaround" else "eval"
            candidates.append(dict(c, code=code, compiled=compile(code, f"<stridecheck fix {c['id']}>", mode)))
        seed = int(request.get("seed", 0))
        for v in task.get("variants", []):
            check["variants"].append(fix_variant(torch, op, v, candidates, device, seed, fake_mode))
        if task.get("opcheck"):
            check["opcheck"], check["opcheck_reason"] = opcheck_probe(torch, device)
    except Unavailable as e:
        check.update(status="unavailable", reason=str(e))
    except Exception as e:
        check.update(status="unsupported", reason=f"{type(e).__name__}: {first_line(e)}")
    check["elapsed_ms"] = (time.perf_counter() - t0) * 1000
    return check
