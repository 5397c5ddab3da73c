"""stridecheck's capture hook: catches inductor's runtime layout asserts where they fail, in the user's process.

Standard library and torch only; it works without a stridecheck build. Three ways to turn it on:
  stridecheck run -- CMD                          (puts this folder first on PYTHONPATH, sets the variable)
  STRIDECHECK_CAPTURE_DIR=DIR python train.py     (with this folder on PYTHONPATH: its sitecustomize)
  import stridecheck_capture; stridecheck_capture.enable("DIR")    (first line of the script: python -I, -E ...)

It stays idle until torch imports torch._inductor.codecache (a sys.meta_path finder waits for it, then leaves).
Then each generated module inductor loads in the job's own process (PyCodeCache.modules.append, which inductor
calls only in its top-level process, never in compile workers) has its assert globals (assert_size_stride,
assert_size_stride_grouped, assert_alignment, assert_tensor_metadata) rebound to a class whose __new__ runs the
real assert: on success it returns None (the call's result, as the real assert's); on failure it captures the
still-live `call` frame and returns an instance, so that type.__call__ calls __init__, the real assert itself,
from C: the job gets torch's own exception, raised in the generated frame, with no frame of ours in its traceback.

What it writes is docs/capture-format.md: process-HOST-PID.json per process, capture-HOST-PID-N.json per distinct
failing assert, stack-HOST-PID-SIGNAL.txt when a signal ended it. Never tensor data; no reference to a tensor
is kept. A failure of its own is one line on stderr ("stridecheck: capture failed: ...") and the job goes on.
"""
import _thread
import atexit
import os
import sys
import time

ENV_DIR = "STRIDECHECK_CAPTURE_DIR"
PROCESS_FORMAT = "stridecheck.process/1"
CAPTURE_FORMAT = "stridecheck.capture/1"
MAX_CAPTURES = 64  # distinct failing asserts written per process; more are counted in the process file
CODECACHE = "torch._inductor.codecache"
# argv[0] endings of inductor's own subprocesses: compile workers and autotune benchmark processes
IDLE_ENTRIES = (("compile_worker", "__main__.py"), ("_inductor", "__autotune_main__.py"))
# The inductor settings that bear on the layouts a compile chose, read when each module is loaded.
INDUCTOR_SETTINGS = ("comprehensive_padding", "pad_outputs", "padding_alignment_bytes", "padding_stride_threshold",
                     "shape_padding", "pad_channels_last", "freezing", "layout_optimization",
                     "force_layout_optimization", "keep_output_stride", "cpp_wrapper", "fallback_random",
                     "size_asserts", "alignment_asserts", "graph_partition", "max_autotune", "implicit_fallbacks",
                     "force_same_precision", "emulate_precision_casts", "split_reductions", "triton.cudagraphs")

_state = None
_lock = _thread.RLock()


def _now():
    t = time.time()
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + ".%03dZ" % int((t % 1) * 1000)


def _env_int(name):
    try:
        return int(os.environ[name])
    except (KeyError, ValueError):
        return None


def _say(message):
    """The hook's one line on stderr; never raises."""
    try:
        sys.stderr.write("stridecheck: capture failed: %s\n" % message)
        sys.stderr.flush()
    except Exception:
        pass


def idle_reason():
    """Why this process must not attach (inductor's compile worker, autotune process or CPU ISA probe), or None."""
    argv0 = (sys.argv[0] if sys.argv else "") or ""
    parts = os.path.normpath(argv0).split(os.sep)
    for parent, name in IDLE_ENTRIES:
        if len(parts) >= 2 and parts[-1] == name and parts[-2] == parent:
            return "inductor subprocess " + name
    orig = getattr(sys, "orig_argv", None) or []
    if argv0 == "-c" and "-c" in orig[1:-1]:
        code = orig[orig.index("-c", 1) + 1]
        # torch._inductor.cpu_vec_isa's probe: `python -c` that loads a just-built library with ctypes
        if "from ctypes import cdll" in code and "cdll.LoadLibrary(" in code and code.count("\n") < 16:
            return "inductor's CPU ISA probe"
    return None


class _State:
    """What one process has seen and written."""

    def __init__(self, out_dir):
        self.out_dir = out_dir
        host = os.uname().nodename if hasattr(os, "uname") else "host"
        self.host = host
        self.safe_host = "".join(c if c.isalnum() or c in "._-" else "_" for c in host) or "host"
        self.reset_pid()
        self.stack_files = {}  # signal name -> (path, file object) for faulthandler
        self.sdpa_at_load = {}  # module path -> SDPA state when it was loaded
        self.inductor_at_load = {}  # module path -> inductor settings when it was loaded

    def reset_pid(self):
        self.pid = os.getpid()
        self.attached_at = _now()
        self.torch_seen = CODECACHE in sys.modules
        self.modules_hooked = 0
        self.captures = {}  # (path, line, message) -> capture dict
        self.capture_files = []
        self.captures_dropped = 0
        self.errors = []
        self.ended = {"how": "running", "code": None, "signal": None, "at": None}
        self.file_written = False

    def path(self, name):
        return os.path.join(self.out_dir, name)

    def process_name(self):
        return "process-%s-%d.json" % (self.safe_host, self.pid)

    def error(self, message):
        _say(message)
        if len(self.errors) < 100:
            self.errors.append("hook error: " + message)


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _dumps(obj):
    """JSON text of plain values (dict, list, str, int, float, bool, None) without the json module, whose import
    (and re's) would cost every Python process a few milliseconds at start-up."""
    if obj is None or obj is True or obj is False:
        return {None: "null", True: "true", False: "false"}[obj]
    if isinstance(obj, (int, float)):
        return repr(obj) if obj == obj and obj not in (float("inf"), float("-inf")) else "null"
    if isinstance(obj, str):
        return '"%s"' % "".join(_ESCAPES.get(c) or (c if c >= " " else "\\u%04x" % ord(c)) for c in obj)
    if isinstance(obj, dict):
        return "{%s}" % ", ".join("%s: %s" % (_dumps(str(k)), _dumps(v)) for k, v in obj.items())
    if isinstance(obj, (list, tuple)):
        return "[%s]" % ", ".join(_dumps(v) for v in obj)
    return _dumps(repr(obj))


def _write_json(path, obj, big=False):
    """Atomically: a temp file in the same folder, then rename. UTF-8; a lone surrogate (an undecodable byte of a
    file name in argv) becomes '?'. big: through the json module (a capture, with its module's text)."""
    if big:
        import json

        text = json.dumps(obj, indent=1, ensure_ascii=False)
    else:
        text = _dumps(obj)
    tmp = "%s.tmp-%d-%d" % (path, os.getpid(), _thread.get_ident())
    try:
        with open(tmp, "wb") as f:
            f.write(text.encode("utf-8", "replace") + b"\n")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.remove(tmp)
        except OSError:
            pass
        raise


def _write_process_file(state):
    doc = {"format": PROCESS_FORMAT, "host": state.host, "pid": state.pid, "ppid": os.getppid(),
           "argv": list(sys.argv), "orig_argv": list(getattr(sys, "orig_argv", [])), "executable": sys.executable,
           "python": "%d.%d.%d" % sys.version_info[:3],
           "rank": _env_int("RANK"), "local_rank": _env_int("LOCAL_RANK"), "world_size": _env_int("WORLD_SIZE"),
           "attached_at": state.attached_at, "torch_seen": state.torch_seen or CODECACHE in sys.modules,
           "modules_hooked": state.modules_hooked, "ended": state.ended, "captures": list(state.capture_files),
           "captures_dropped": state.captures_dropped,
           "stack_files": sorted(os.path.basename(p) for p, _ in state.stack_files.values()),
           "errors": list(state.errors)}
    try:
        _write_json(state.path(state.process_name()), doc)
        state.file_written = True
    except Exception as e:
        _say("writing %s: %s" % (state.process_name(), e))


def _update_process_file():
    with _lock:
        if _state is not None and not _compile_worker_now():
            _write_process_file(_state)


def _compile_worker_now():
    """True in a process inductor made one of its compile workers after it started (a fork or spawn pool)."""
    utils = sys.modules.get("torch._inductor.compile_worker.utils")
    try:
        return utils is not None and not utils.in_toplevel_process()
    except Exception:
        return False


# ---- the start and the end of the process ----------------------------------------------------------------------


def enable(out_dir=None):
    """Turn the capture on in this process, writing under out_dir (default: $STRIDECHECK_CAPTURE_DIR).
    Returns the folder, or None when it stays off (no folder, an inductor subprocess, or an error: said on
    stderr). Safe to call more than once, and before or after `import torch`."""
    global _state
    try:
        with _lock:
            if _state is not None:
                return _state.out_dir
            out_dir = out_dir or os.environ.get(ENV_DIR)
            if not out_dir:
                return None
            reason = idle_reason()
            if reason is not None:
                os.environ.pop(ENV_DIR, None)  # its own children (a pool's workers) stay idle too
                return None
            out_dir = os.path.abspath(out_dir)
            os.makedirs(out_dir, exist_ok=True)
            _state = _State(out_dir)
            atexit.register(_at_exit)
            if hasattr(os, "register_at_fork"):
                os.register_at_fork(after_in_child=_after_fork_in_child)
            _write_process_file(_state)
            _watch_for_inductor()
            return out_dir
    except Exception as e:
        _say("enabling: %s: %s" % (type(e).__name__, e))
        return None


def enable_from_environment():
    """sitecustomize's entry: enable() under $STRIDECHECK_CAPTURE_DIR."""
    return enable(None)


def _at_exit():
    try:
        with _lock:
            if _state is None or _state.pid != os.getpid() or not _state.file_written:
                return  # a forked child that never wrote its file (see _after_fork_in_child) writes none now
            if _compile_worker_now():
                _remove_own_files(_state)
                return
            last = getattr(sys, "last_value", None)  # set by Python when an exception ends the main module
            how = "exit" if last is None or isinstance(last, SystemExit) else "exception"
            _state.ended = {"how": how, "code": 1 if how == "exception" else None, "signal": None, "at": _now()}
            if how == "exception":
                _state.ended.update(_exception_fields(last, getattr(sys, "last_traceback", None)))
            _close_stack_files(_state, remove=True)
            _write_process_file(_state)
    except Exception as e:
        _say("at exit: %s" % (e,))


def _exception_fields(exc, tb):
    """The uncaught exception that ended the process: its class, its message's first line, where it was raised."""
    lines = [line for line in str(exc).splitlines() if any(c.isalnum() for c in line)]
    where = None
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is not None:
        code = tb.tb_frame.f_code
        where = "%s:%d in %s" % (code.co_filename, tb.tb_lineno, code.co_name)
    return {"exception": type(exc).__name__, "message": lines[0][:500] if lines else "", "where": where}


def _remove_own_files(state):
    _close_stack_files(state, remove=True)
    if state.file_written:
        try:
            os.remove(state.path(state.process_name()))
        except OSError:
            pass


def _after_fork_in_child():
    """A forked child (a DataLoader worker, a fork pool) is a process of its own: it starts with nothing written,
    and writes its process file only when it loads a generated module or captures."""
    global _lock
    _lock = _thread.RLock()  # another thread may have held it at the fork
    try:
        if _state is None:
            return
        import faulthandler

        for signame, (_, f) in list(_state.stack_files.items()):
            try:
                faulthandler.unregister(getattr(__import__("signal"), signame))  # the parent's file: not ours
                f.close()
            except Exception:
                pass
        _state.stack_files = {}
        _state.reset_pid()
    except Exception as e:
        _say("after fork: %s" % (e,))


def _watch_for_signals(state):
    """Where SIGTERM or SIGHUP would end the process untouched (their default action), faulthandler dumps every
    thread's Python stack into stack-HOST-PID-SIGNAL.txt, then the signal takes its default action as before (a C
    handler: it works while the main thread waits in a collective). Removed at a normal exit."""
    try:
        import faulthandler
        import signal
        import threading
    except ImportError:
        return
    if threading.current_thread() is not threading.main_thread():
        return
    for signame in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, signame, None)
        if signum is None or signal.getsignal(signum) != signal.SIG_DFL or signame in state.stack_files:
            continue
        path = state.path("stack-%s-%d-%s.txt" % (state.safe_host, state.pid, signame))
        try:
            f = open(path, "w")
            faulthandler.register(signum, file=f, all_threads=True, chain=True)
            state.stack_files[signame] = (path, f)
        except Exception as e:
            state.error("watching %s: %s" % (signame, e))


def _close_stack_files(state, remove):
    if not state.stack_files:
        return
    import faulthandler
    import signal

    for signame, (path, f) in list(state.stack_files.items()):
        try:
            faulthandler.unregister(getattr(signal, signame))
            f.close()
            if remove and os.path.getsize(path) == 0:
                os.remove(path)
        except Exception:
            pass
    state.stack_files = {}


# ---- waiting for inductor, then binding the asserts of each generated module ---------------------------------


class _CodecacheFinder:
    """On sys.meta_path until torch._inductor.codecache is imported; then it leaves and never runs again."""

    def find_spec(self, name, path=None, target=None):
        if name != CODECACHE:
            return None
        try:
            spec = None
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
            if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
                return None
            spec.loader = _CodecacheLoader(spec.loader)
            return spec
        except Exception as e:
            _say("watching for inductor: %s" % (e,))
            return None


class _CodecacheLoader:
    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        # the module keeps its own loader (introspection sees torch's, not ours)
        module.__loader__ = self.loader
        if getattr(module, "__spec__", None) is not None:
            module.__spec__.loader = self.loader
        self.loader.exec_module(module)
        _inductor_arrived(module)


def _watch_for_inductor():
    codecache = sys.modules.get(CODECACHE)
    if codecache is not None:  # enable() called after torch._inductor was imported
        _inductor_arrived(codecache)
        return
    sys.meta_path.insert(0, _CodecacheFinder())


def _inductor_arrived(codecache):
    try:
        sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _CodecacheFinder)]
        with _lock:
            state = _state
            if state is None or _compile_worker_now():
                return
            state.torch_seen = True
            _watch_for_signals(state)
            cache = codecache.PyCodeCache
            modules = cache.__dict__.get("modules")
            if not isinstance(modules, list):
                state.error("this torch's PyCodeCache has no modules list: no assert is watched")
                return
            if not isinstance(modules, _HookingList):
                cache.modules = _HookingList(modules)
            for module in list(cache.modules):
                _hook_module(module)
            _write_process_file(state)
    except Exception as e:
        _say("attaching to inductor: %s: %s" % (type(e).__name__, e))


class _HookingList(list):
    """PyCodeCache.modules: inductor appends each module it loads in its top-level process."""

    def append(self, module):
        list.append(self, module)
        try:
            if _hook_module(module):
                _update_process_file()
        except Exception as e:
            _say("binding the asserts of a generated module: %s" % (e,))


_HOOKS = {}  # real assert function -> its Hook class


def _real_asserts():
    """(global name, real function) of every runtime layout assert this torch emits in Python."""
    import torch

    found = []
    guards = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
    for name in ("assert_size_stride", "assert_size_stride_grouped", "assert_alignment"):
        fn = getattr(guards, name, None)
        if fn is not None:
            found.append((name, fn))
    runtime_utils = sys.modules.get("torch._inductor.runtime.runtime_utils")
    fn = getattr(runtime_utils, "assert_tensor_metadata", None)
    if fn is not None:
        found.append(("assert_tensor_metadata", fn))
    return found


def _hook_module(module):
    """Rebind the module's asserts to their hooks; True when the module had any."""
    names = getattr(module, "__dict__", None)
    if names is None or _state is None:
        return False
    hooked = False
    for name, real in _real_asserts():
        if names.get(name) is real:
            hook = _HOOKS.get(real)
            if hook is None:
                hook = _HOOKS[real] = _make_hook(name, real)
            names[name] = hook
            hooked = True
    if hooked:
        from stridecheck_capture_facts import inductor_settings, sdpa_state

        path = getattr(module, "__file__", None)
        _state.modules_hooked += 1
        _state.sdpa_at_load[path] = sdpa_state(_state.error)
        _state.inductor_at_load[path] = inductor_settings(INDUCTOR_SETTINGS, _state.error)
    return hooked


def _make_hook(name, real):
    """The class a module's assert global becomes (see the module's docstring for why a class)."""

    def __new__(cls, *args, **kwargs):
        try:
            return real(*args, **kwargs)  # None: not an instance, so type.__call__ returns it as it is
        except Exception as failure:
            _on_failure(name, sys._getframe(1), failure, args)
            return object.__new__(cls)  # type.__call__ now calls __init__: the real assert raises, from C

    return type(name, (), {"__slots__": (), "__new__": __new__, "__init__": staticmethod(real),
                           "__module__": "stridecheck_capture", "__doc__": getattr(real, "__doc__", None)})


def _on_failure(name, frame, failure, args):
    try:
        with _lock:
            if _state is None:
                return
            from stridecheck_capture_facts import capture_doc

            key = (frame.f_code.co_filename, frame.f_lineno, str(failure))
            doc = _state.captures.get(key)
            if doc is not None:
                doc["assert"]["count"] += 1
                doc["assert"]["last_at"] = _now()
                file_name = doc.pop("_file")
                try:
                    _write_json(_state.path(file_name), doc, big=True)
                finally:
                    doc["_file"] = file_name
                return
            if len(_state.captures) >= MAX_CAPTURES:
                _state.captures_dropped += 1
                _write_process_file(_state)
                return
            doc = capture_doc(_state, name, frame, failure, args, _now())
            from stridecheck_capture_op import op_source

            doc["op_source"] = op_source(args, failure, _state.error)
            file_name = "capture-%s-%d-%d.json" % (_state.safe_host, _state.pid, len(_state.captures) + 1)
            _write_json(_state.path(file_name), doc, big=True)
            doc["_file"] = file_name
            _state.captures[key] = doc
            _state.capture_files.append(file_name)
            _write_process_file(_state)
    except Exception as e:
        if _state is not None:
            _state.error("capturing %s: %s: %s" % (name, type(e).__name__, e))
    finally:
        del frame, failure, args
