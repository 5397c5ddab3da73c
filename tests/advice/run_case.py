"""The advice test (issue 37 item 7): a real custom op in a small real model, compiled and trained on CPU until its
stride assert fails; `stridecheck triage` of that log (--import the op's module, --format json); then each fix the
answer marks verified, pasted literally into the module (the fake's `return ...  # FAKE` line or the kernel's
`return ...  # KERNEL` line) and trained again with inductor's caches off. A fix is judged only by training, never
by stridecheck's own checker. Passes when the first fix with code is verified and every verified fix trains.

usage: run_case.py STRIDECHECK MODULE.py|fuzz:SEED WORKDIR   (fuzz:SEED: tests/advice/fuzz.py's case of that seed)"""
import json, os, re, shutil, subprocess, sys, time

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
    var = "result" if kernel else "out"
    # `out` / `result`: what the fake / kernel returns now (a tuple op's whole tuple: the fix indexes it)
    body = f"{indent}{var} = {expr}\n{indent}return {fix['code']}"
    return text[:m.start()] + body + text[m.end():]


def dense(sizes, strides):
    """Whether a layout fills its storage with no gap and no repeat (dims of size 1 ignored)."""
    dims = sorted((st, sz) for sz, st in zip(sizes, strides) if sz != 1)
    expect = 1
    for st, sz in dims:
        if st != expect:
            return False
        expect *= sz
    return True


def text_claims(text, report, module_text):
    """False claims the text answer makes that need no training to see: a non-dense kernel layout called contiguous;
    a fake's construction named (empty_like, new_empty, ...) where the module's fake does not use it."""
    claims = []
    prose = re.sub(r"`[^`]*`", "", text)  # code quoted in the answer is the fix, not a description
    for call in report.get("op_calls", []):
        for o in (call.get("verdict") or {}).get("real", []):
            if o.get("sizes") and not dense(o["sizes"], o["strides"]):
                st = "(" + ", ".join(map(str, o["strides"])) + ")"
                said = re.search(r"\bcontiguous (\([\d, ]+\)-ordered )?" + re.escape(st) + r"(?!-)",
                                 " ".join(prose.split()))
                if said:
                    claims.append(f"non-dense {st} called contiguous: ...{said.group(0)}")
    fake = "\n".join(ln for ln in module_text.splitlines() if ln.rstrip().endswith("# FAKE"))
    for fn in ("empty_like", "new_empty", "empty_strided", "empty_permuted"):
        if fn not in fake:
            for line in prose.splitlines():
                if re.search(r"\b" + fn + r"\b", line) and "fake" in line.lower():
                    claims.append(f"the fake said to use {fn}: {line.strip()}")
    return claims


def answer_lines(text):
    """The text answer's Answer block, in lines (its heading to the blank line after it): issue 37 item 6's measure."""
    lines = text.splitlines()
    if "Answer" not in lines:
        return 0
    start = lines.index("Answer")
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return end - start - 1


def main():
    stridecheck, module, workdir = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    if module.startswith("fuzz:"):  # a case of the generator, by its seed
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import fuzz
        name, _, source = fuzz.case(int(module[5:]))
        module = os.path.join(workdir, "..", name + ".py")
        with open(module, "w") as f:
            f.write(source)
    module = os.path.abspath(module)
    name = os.path.basename(module)
    shutil.copy(module, os.path.join(workdir, name))
    result = {"case": name, "fixes": 0, "verified": [], "failed": [], "claims": [], "error": ""}
    t0 = time.time()
    try:
        judge(stridecheck, module, workdir, name, result)
    finally:
        result["seconds"] = round(time.time() - t0)
        with open(os.path.join(workdir, "result.json"), "w") as f:
            json.dump(result, f, indent=1)
    if result["error"]:
        raise SystemExit(f"{name}: {result['error']}")


def judge(stridecheck, module, workdir, name, result):
    ok, err = train(workdir, name, log="run.log")
    if ok:
        result["error"] = "trained as written: the case does not fail"
        return
    t = subprocess.run([stridecheck, "triage", "run.log", "--import", name, "--format", "json", "-o", "triage.json"],
                       cwd=workdir, capture_output=True, text=True, timeout=600)
    if t.returncode != 1:
        result["error"] = f"triage exit {t.returncode}: {t.stderr[-2000:]}"
        return
    with open(os.path.join(workdir, "triage.json")) as f:
        report = json.load(f)
    tt = subprocess.run([stridecheck, "triage", "run.log", "--import", name, "--runs-from", "triage.json", "-o",
                         "triage.txt"], cwd=workdir, capture_output=True, text=True, timeout=600)
    text = open(os.path.join(workdir, "triage.txt")).read() if tt.returncode == 1 else ""
    module_text = open(module).read()
    result["claims"] = text_claims(text, report, module_text)
    result["answer_lines"] = answer_lines(text)
    fixes = report["answer"]["fix_code"]
    with_code = [f for f in fixes if f["code"]]
    verified = [f for f in with_code if f["checked"] == "verified"]
    result["fixes"] = len(with_code)
    result["first"] = with_code[0]["code"] if with_code else ""
    # the first fix listed, whether or not it has code: none where the answer says no fake of stridecheck's held, or
    # that the kernel's layout depends on the call
    result["first_listed"] = {k: fixes[0][k] for k in ("kind", "form", "checked")} if fixes else {}
    print(f"{name}: {len(fixes)} fixes, {len(verified)} verified: " + "; ".join(
        f"{f['kind']}/{f['form']}: {f['code']}" for f in verified))
    for i, fix in enumerate(verified):
        pasted = f"{os.path.splitext(name)[0]}_fix{i}.py"
        with open(os.path.join(workdir, pasted), "w") as f:
            f.write(paste(module_text, fix))
        ok, err = train(workdir, pasted)
        print(f"  {fix['kind']} `{fix['code']}` pasted: {'trained' if ok else 'FAILED'}")
        entry = {"kind": fix["kind"], "form": fix["form"], "code": fix["code"], "trained": ok}
        result["verified"].append(entry)
        if not ok:
            result["failed"].append(entry)
            print(f"--- {fix['code']}\n{err}")
    if not with_code or with_code[0]["checked"] != "verified":
        result["error"] = f"the first fix with code is not verified: {with_code[:1]}"
    elif result["failed"]:
        result["error"] = f"{len(result['failed'])} verified fix(es) did not train when pasted"
    elif result["claims"]:
        result["error"] = "false claims in the text: " + "; ".join(result["claims"])


if __name__ == "__main__":
    main()
