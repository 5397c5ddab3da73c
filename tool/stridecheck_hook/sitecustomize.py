"""stridecheck's start-up hook: `stridecheck run` puts this folder first on PYTHONPATH.

It does two things, and nothing else at start-up (no torch, no file unless a capture folder is set):
1. when STRIDECHECK_CAPTURE_DIR is set, it turns on stridecheck_capture (beside this file), which stays idle
   until torch's inductor loads a generated module;
2. it runs the sitecustomize that Python would have run without this folder (Debian's, a venv's or the user's):
   the next one on sys.path without this folder, found by importlib's PathFinder, which then stands as
   `sitecustomize` in sys.modules. Its errors reach site.py as they would have without us.
"""
import os as _os
import sys as _sys

_HERE = _os.path.dirname(_os.path.realpath(__file__))


def _stridecheck_activate():
    if not _os.environ.get("STRIDECHECK_CAPTURE_DIR"):
        return
    try:
        import stridecheck_capture

        stridecheck_capture.enable_from_environment()
    except Exception as e:  # the hook never stops the job
        try:
            _sys.stderr.write("stridecheck: capture failed: %s: %s\n" % (type(e).__name__, e))
        except Exception:
            pass


def _stridecheck_next_sitecustomize():
    """The spec of the sitecustomize on sys.path without this folder, or None."""
    external = _sys.modules.get("_frozen_importlib_external")
    finder = getattr(external, "PathFinder", None)
    if finder is None:
        from importlib.machinery import PathFinder as finder
    rest = []
    for entry in _sys.path:
        try:
            if _os.path.realpath(entry or _os.curdir) == _HERE:
                continue
        except (TypeError, ValueError):
            pass
        rest.append(entry)
    return finder.find_spec("sitecustomize", rest)


def _stridecheck_chain():
    try:
        spec = _stridecheck_next_sitecustomize()
        if spec is None or spec.loader is None:
            return
        bootstrap = _sys.modules.get("_frozen_importlib")
        module_from_spec = getattr(bootstrap, "module_from_spec", None)
        if module_from_spec is None:
            from importlib.util import module_from_spec
        module = module_from_spec(spec)
    except Exception as e:
        _sys.stderr.write("stridecheck: capture failed: finding the next sitecustomize: %s\n" % (e,))
        return
    # the import system takes sys.modules["sitecustomize"] as the result of site.py's import: theirs
    _sys.modules["sitecustomize"] = module
    spec.loader.exec_module(module)  # their errors go to site.py, as without stridecheck


_stridecheck_activate()
_stridecheck_chain()
