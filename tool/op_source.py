"""Where the user's own code is, for the op workers (tool/op_worker.py loads it; built as stridecheck_op_source.py):
the return statement of theirs that made a kernel's or fake's result (quoted in the answer, read from the file with
`ast`, never run), and what a warm worker has loaded from their files (Watch: `stridecheck serve` replaces a worker
once any of it changes)."""
import ast
import hashlib
import os
import sys
import sysconfig

_USER_CODE = {}  # code object -> whether it is the user's (outside torch, the standard library and this worker)
_PARSED = {}  # file -> its ast, for the statement at a line
_NOT_USER = []  # folders whose code is not the user's


def user_code(torch, code):
    known = _USER_CODE.get(code)
    if known is None:
        if not _NOT_USER:  # torch's, the standard library's and site-packages' folders, resolved once
            roots = [os.path.dirname(torch.__file__)] + [sysconfig.get_paths().get(k)
                                                         for k in ("stdlib", "purelib", "platlib")]
            _NOT_USER.extend(os.path.realpath(r) + os.sep for r in roots if r)
        path = code.co_filename
        real = os.path.realpath(path) if path and not path.startswith("<") else ""
        known = bool(real) and real != os.path.realpath(__file__) and not real.startswith(tuple(_NOT_USER))
        _USER_CODE[code] = known
    return known


def return_statement(path, line):
    """The whole `return ...` statement at `line` of the user's file, comments left out; None where there is none."""
    if path not in _PARSED:
        try:
            source = open(path, encoding="utf-8").read()
            _PARSED[path] = (source, ast.parse(source))
        except (OSError, SyntaxError, ValueError):
            _PARSED[path] = None
    if not _PARSED[path]:
        return None
    source, tree = _PARSED[path]
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and node.lineno == line:
            return " ".join(ast.get_source_segment(source, node).split())
    return None


def rebound(path, line):
    """The parameters of the function whose `return` is at `line` that its body assigns before that line (`q =
    F.pad(q, ...)`): there the name no longer holds the argument. Read with ast, never run."""
    if not _PARSED.get(path):
        return []
    funcs = [n for n in ast.walk(_PARSED[path][1]) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
             and n.lineno <= line <= (n.end_lineno or n.lineno)]
    if not funcs:
        return []
    fn = max(funcs, key=lambda n: n.lineno)  # the innermost
    a = fn.args
    params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    stored = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.lineno < line}
    return sorted(params & stored)


def noting_return(torch, fn):
    """fn() and where the user's code returned what it returns: the innermost return, in a frame of the user's own
    files, whose value is fn's result (a tuple's: the same tensors), as {"file", "line", "code"}; None where none did (a
    kernel in C++, a fake that builds its result in torch). The statement is read from the file, never run."""
    seen = []

    def profile(frame, event, arg):
        if event == "return" and user_code(torch, frame.f_code):
            seen.append((frame.f_code.co_filename, frame.f_lineno, arg))

    before = sys.getprofile()
    sys.setprofile(profile)
    try:
        value = fn()
    finally:
        sys.setprofile(before)

    def same(v):
        if v is value:
            return True
        return (isinstance(v, (tuple, list)) and isinstance(value, (tuple, list)) and len(v) == len(value) and
                all(a is b for a, b in zip(v, value)))

    for path, line, v in seen:  # returns come innermost first: the statement that built it, not its callers
        code = return_statement(path, line) if same(v) else None
        if code:  # (a lambda's return is no statement: the one inside it is)
            where = {"file": path, "line": line, "code": code}
            names = rebound(path, line)
            if names:
                where["rebound"] = names
            return value, where
    return value, None


class Watch:
    """What a warm worker of `stridecheck serve` (STRIDECHECK_META_WATCH=1) says it has loaded, so that the server
    replaces it by a fresh process once any of it changes on disk (lib/replay/staleness.h): every module file it has
    imported from outside the standard library and site-packages (the user's --import modules and whatever they
    import, stridecheck's own scripts), and torch's distribution metadata (a venv whose torch is upgraded). Each as
    {"path", "mtime_ns", "size", "sha256"}; the hash of a file is computed once per time and size."""

    LIMIT = 16 << 20  # larger files are compared by time and size only (kHashedFileLimit)

    def __init__(self):
        self.on = os.environ.get("STRIDECHECK_META_WATCH") == "1"
        self.hashes = {}
        self.skip = None

    def entry(self, path):
        st = os.stat(path)
        key = (path, st.st_mtime_ns, st.st_size)
        if key not in self.hashes:
            digest = ""
            if st.st_size <= self.LIMIT:
                with open(path, "rb") as f:
                    digest = hashlib.sha256(f.read()).hexdigest()
            self.hashes[key] = digest
        return {"path": path, "mtime_ns": st.st_mtime_ns, "size": st.st_size, "sha256": self.hashes[key]}

    def prefixes(self):
        """The standard library's and site-packages' folders, as written and resolved."""
        if self.skip is None:
            import site
            import sysconfig
            folders = {sysconfig.get_paths().get(k) for k in ("stdlib", "platstdlib", "purelib", "platlib")}
            folders.update(getattr(site, "getsitepackages", lambda: [])())
            folders.add(getattr(site, "getusersitepackages", lambda: None)())
            folders = {f for f in folders if f}
            self.skip = tuple(os.path.join(f, "") for f in folders | {os.path.realpath(f) for f in folders})
        return self.skip

    def torch_files(self):
        try:
            from importlib import metadata
            where = getattr(metadata.distribution("torch"), "_path", None)
            return [self.entry(os.path.join(str(where), "METADATA"))] if where else []
        except Exception:
            return []

    def files(self):
        """torch's metadata and the loaded modules' files outside the standard library and site-packages."""
        if not self.on:
            return []
        skip, out, seen = self.prefixes(), self.torch_files(), set()
        for module in list(sys.modules.values()):
            path = getattr(module, "__file__", None)
            if not isinstance(path, str) or path.startswith(skip):
                continue
            path = os.path.realpath(path)
            if path in seen or path.startswith(skip) or not os.path.isfile(path):
                continue
            seen.add(path)
            try:
                out.append(self.entry(path))
            except OSError:
                pass
        return out
