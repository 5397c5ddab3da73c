"""The advice test (issue 37 item 7): a real custom op in a small real model, compiled and trained on CPU until its
stride assert fails; `stridecheck triage` of that log (--import the op's module, --format json); then each fix the
answer marks verified, pasted literally into the module (the fake's `return ...  # FAKE` line or the kernel's
`return ...  # KERNEL` line) and trained again with inductor's caches off. A fix is judged only by training, never
by stridecheck's own checker. Passes when the first fix with code is verified and every verified fix trains.

usage: run_case.py STRIDECHECK MODULE.py WORKDIR"""
import json, os, re, shutil, subprocess, sys

ENV = dict(os.environ, TORCHINDUCTOR_FORCE_DISABLE_CACHES="1", TORCHINDUCTOR_VEC_ISA_OK="1")


def train(workdir, module, log=None):
    name = os.path.splitext(os.path.basename(module))[0]
    env = dict(ENV, TORCH_LOGS="output_code") if log else ENV
    r = subprocess.run([sys.executable, "-c", f"import {name}; {name}.train(); print('trained')"], cwd=workdir,
                       env=env, capture_output=True, text=True, timeout=600)
    if log:
        with open(os.path.join(workdir, log), "w") as f:
            f.write(r.stdout + r.stderr)
    return r.returncode == 0 and "trained" in r.stdout, r.stderr[-2000:]


def paste(text, fix):
    """The module with `fix` pasted as the answer says: the fake's (or the kernel's) result kept, the fix returned."""
    kernel = fix["kind"] == "kernel-returns-fake-layout"
    mark = "# KERNEL" if kernel else "# FAKE"
    m = re.search(r"^( *)return (.*?)  " + re.escape(mark) + "$", text, re.M)
    if not m:
        raise SystemExit(f"no `return ...  {mark}` line to paste into")
    indent, expr = m.group(1), m.group(2)
    keeps = kernel or fix["form"] in ("dim-order", "padded-slice")  # the code reads `result` / `out`
    var = "result" if kernel else "out"
    body = (f"{indent}{var} = {expr}\n" if keeps else "") + f"{indent}return {fix['code']}"
    return text[:m.start()] + body + text[m.end():]


def main():
    stridecheck, module, workdir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    name = os.path.basename(module)
    shutil.copy(module, os.path.join(workdir, name))
    ok, err = train(workdir, name, log="run.log")
    if ok:
        raise SystemExit(f"{name}: trained as written: the case does not fail")
    t = subprocess.run([stridecheck, "triage", "run.log", "--import", name, "--format", "json", "-o", "triage.json"],
                       cwd=workdir, capture_output=True, text=True, timeout=600)
    if t.returncode != 1:
        raise SystemExit(f"{name}: triage exit {t.returncode}: {t.stderr[-2000:]}")
    with open(os.path.join(workdir, "triage.json")) as f:
        fixes = json.load(f)["answer"]["fix_code"]
    with_code = [f for f in fixes if f["code"]]
    verified = [f for f in with_code if f["checked"] == "verified"]
    print(f"{name}: {len(fixes)} fixes, {len(verified)} verified: " + "; ".join(
        f"{f['kind']}/{f['form']}: {f['code']}" for f in verified))
    if not with_code or with_code[0]["checked"] != "verified":
        raise SystemExit(f"{name}: the first fix with code is not verified: {with_code[:1]}")
    failed = []
    text = open(module).read()
    for i, fix in enumerate(verified):
        pasted = f"{os.path.splitext(name)[0]}_fix{i}.py"
        with open(os.path.join(workdir, pasted), "w") as f:
            f.write(paste(text, fix))
        ok, err = train(workdir, pasted)
        print(f"  {fix['kind']} `{fix['code']}` pasted: {'trained' if ok else 'FAILED'}")
        if not ok:
            failed.append((fix["code"], err))
    if failed:
        for code, err in failed:
            print(f"--- {code}\n{err}")
        raise SystemExit(f"{name}: {len(failed)} verified fix(es) did not train when pasted")


if __name__ == "__main__":
    main()
