"""The facts of a capture (docs/capture-format.md), read while the failing frame is alive: the generated module,
the frame's tensors (layouts only, never data, no reference kept) and ints, the environment, the SDPA state and
the inductor settings. Imported by stridecheck_capture on the first module it hooks; never initialises CUDA."""
import hashlib
import os
import platform
import sys

SDPA_FLAGS = (("flash", "flash_sdp_enabled"), ("efficient", "mem_efficient_sdp_enabled"),
              ("cudnn", "cudnn_sdp_enabled"), ("math", "math_sdp_enabled"))


def _guarded(what, error, read):
    """read(), or None with the reason recorded: a field the hook could not read is null."""
    try:
        return read()
    except Exception as e:
        error("reading %s: %s: %s" % (what, type(e).__name__, e))
        return None


def sdpa_state(error):
    """The SDPA backends enabled and the priority order, as torch's global context holds them now."""
    import torch

    def read():
        cuda = torch.backends.cuda
        state = {key: bool(getattr(cuda, fn)()) for key, fn in SDPA_FLAGS}
        overrideable = getattr(torch._C, "_get_overrideable_sdp_enabled", None)
        state["overrideable"] = bool(overrideable()) if overrideable is not None else None
        order = getattr(torch._C, "_get_sdp_priority_order", None)
        state["priority"] = [torch._C._SDPBackend(int(b)).name for b in order()] if order is not None else None
        return state

    return _guarded("the SDPA state", error, read)


def inductor_settings(names, error):
    """{name: value} of the inductor config settings in names (dotted for sub-configs) this torch has."""
    import torch._inductor.config as config

    out = {}
    for name in names:
        obj = config
        try:
            for part in name.split("."):
                obj = getattr(obj, part)
        except AttributeError:
            continue  # not a setting of this release
        except Exception as e:
            error("reading inductor setting %s: %s" % (name, e))
            obj = None
        out[name] = obj if obj is None or isinstance(obj, (bool, int, float, str)) else repr(obj)
    return out


def _driver_version(line=None):
    """The NVIDIA kernel driver's version from /proc (no CUDA call), or None: the first word of its first line that
    reads as a version (digits and dots: "580.159.04"). The line names the module in several forms ("NVIDIA UNIX
    x86_64 Kernel Module  570.86.15", "NVIDIA UNIX Open Kernel Module for x86_64  580.159.04"), so no word is
    taken by its place."""
    if line is None:
        try:
            with open("/proc/driver/nvidia/version") as f:
                line = f.readline()
        except OSError:
            return None
    for word in line.split():
        parts = word.split(".")
        if len(parts) >= 2 and all(p.isdigit() for p in parts):
            return word
    return None


def environment(failing_device, error):
    import torch

    env = {"torch": torch.__version__, "torch_git": getattr(torch.version, "git_version", None),
           "python": platform.python_version(), "platform": _guarded("the platform", error, platform.platform),
           "cuda": getattr(torch.version, "cuda", None), "hip": getattr(torch.version, "hip", None),
           "cuda_initialized": False, "cudnn": None, "gpus": None, "driver": _driver_version(),
           "device": failing_device}
    try:
        initialized = torch.cuda.is_initialized()
    except Exception as e:
        error("reading whether CUDA is initialised: %s" % (e,))
        initialized = False
    if initialized:  # never initialise CUDA ourselves
        env["cuda_initialized"] = True
        env["cudnn"] = _guarded("the cuDNN version", error, torch.backends.cudnn.version)
        env["gpus"] = _guarded("the GPUs", error, lambda: [
            {"index": i, "name": torch.cuda.get_device_name(i), "capability": list(torch.cuda.get_device_capability(i))}
            for i in range(torch.cuda.device_count())])
    return env


class _Storages:
    """An index per distinct storage: tensors with the same index share one storage."""

    def __init__(self):
        self.index = {}

    def of(self, tensor):
        storage = tensor.untyped_storage()
        nbytes = storage.nbytes()
        key = (str(tensor.device), storage.data_ptr()) if nbytes else ("empty", len(self.index))
        if key not in self.index:
            self.index[key] = len(self.index)
        return self.index[key], nbytes


def _tensor_doc(name, t, storages):
    index, nbytes = storages.of(t)
    return {"name": name, "dtype": str(t.dtype).replace("torch.", ""), "device": str(t.device),
            "sizes": list(t.size()), "strides": list(t.stride()), "storage_offset": t.storage_offset(),
            "storage": index, "storage_nbytes": nbytes}


def frame_values(frame, error):
    """(tensors, ints) of the frame's locals: every tensor (and each tensor in a tuple or list local, named
    NAME[i]) described, never its data; the plain int locals. No reference outlives this call."""
    import torch

    tensors, ints, storages = [], {}, _Storages()
    names = dict(frame.f_locals)  # a copy, dropped on return
    try:
        for name, value in names.items():
            if type(value) is int:
                ints[name] = value
                continue
            if isinstance(value, torch.Tensor):
                items = [(name, value)]
            elif isinstance(value, (tuple, list)):
                items = [("%s[%d]" % (name, i), v) for i, v in enumerate(value) if isinstance(v, torch.Tensor)]
            else:
                continue
            for item_name, t in items:
                try:
                    tensors.append(_tensor_doc(item_name, t, storages))
                except Exception as e:
                    error("describing tensor %s: %s: %s" % (item_name, type(e).__name__, e))
            del items
    finally:
        names.clear()
        del names
    return tensors, ints


def _failing_device(args):
    import torch

    first = args[0] if args else None
    if isinstance(first, (tuple, list)) and first:
        first = first[0]
    return str(first.device) if isinstance(first, torch.Tensor) else None


def _module_doc(path, error):
    def read():
        with open(path, encoding="utf-8") as f:
            return f.read()

    text = _guarded("the generated module " + str(path), error, read)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest() if text is not None else None
    return {"path": path, "sha256": digest, "text": text}


def aot_id(text):
    """The AOT ID a generated module's first line names ("# AOT ID: ['0_backward']" -> "0_backward"), or None."""
    first = text.split("\n", 1)[0] if text else ""
    if not first.startswith("# AOT ID:"):
        return None
    q1 = first.find("'")
    q2 = first.find("'", q1 + 1) if q1 >= 0 else -1
    return first[q1 + 1:q2] if q2 > q1 else None


def _forward_module_doc(text, loaded_paths, error):
    """For a failure in a backward module ("N_backward"), the forward module of the same AOT ID ("N_forward") that
    this process loaded (its saved values' layouts are in its return: docs/capture-format.md), else None. Read
    at the failure only: the first line of each loaded module's file, then the one whose AOT ID matches."""
    aid = aot_id(text)
    if aid is None or not aid.endswith("_backward"):
        return None
    want = aid[: -len("_backward")] + "_forward"
    for path in loaded_paths:
        try:
            with open(path, encoding="utf-8") as f:
                if aot_id(f.readline()) != want:
                    continue
        except (OSError, UnicodeDecodeError, TypeError):
            continue
        return _module_doc(path, error)
    error("the forward module of %s (AOT ID %s) is not among the %d modules this process loaded"
          % (aid, want, len(loaded_paths)))
    return None


def _loaded_module_paths():
    """The files of the generated modules inductor loaded in this process (PyCodeCache.modules), newest first."""
    codecache = sys.modules.get("torch._inductor.codecache")
    modules = getattr(getattr(codecache, "PyCodeCache", None), "modules", None) or []
    paths = [getattr(m, "__file__", None) for m in list(modules)]
    return [p for p in reversed(paths) if isinstance(p, str)]


def _rank_fields():
    def num(name):
        try:
            return int(os.environ[name])
        except (KeyError, ValueError):
            return None

    return {"rank": num("RANK"), "local_rank": num("LOCAL_RANK"), "world_size": num("WORLD_SIZE")}


def capture_doc(state, name, frame, failure, args, now):
    """The capture-HOST-PID-N.json document of a failing assert, frame alive."""
    error = state.error
    code = frame.f_code
    path, line = code.co_filename, frame.f_lineno
    module = _module_doc(path, error)
    source = None
    if module["text"] is not None:
        lines = module["text"].splitlines()
        source = lines[line - 1].strip() if 0 < line <= len(lines) else None
    tensors, ints = frame_values(frame, error)
    doc = {"format": "stridecheck.capture/1", "host": state.host, "pid": state.pid}
    doc.update(_rank_fields())
    doc["argv"] = list(sys.argv)
    doc["assert"] = {"function": name, "line": line, "source": source, "exception": type(failure).__name__,
                     "message": str(failure), "frame_function": getattr(code, "co_qualname", code.co_name),
                     "count": 1, "first_at": now, "last_at": now}
    doc["module"] = module
    forward = _guarded("the forward module", error,
                       lambda: _forward_module_doc(module["text"], _loaded_module_paths(), error))
    if forward is not None:
        doc["forward_module"] = forward
    doc["tensors"] = tensors
    doc["ints"] = ints
    env = environment(_guarded("the failing tensor's device", error, lambda: _failing_device(args)), error)
    env["sdpa"] = {"at_load": state.sdpa_at_load.get(path), "at_assert": sdpa_state(error)}
    env["inductor"] = state.inductor_at_load.get(path)
    doc["environment"] = env
    return doc
