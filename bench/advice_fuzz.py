"""The advice fuzzer (issue 37 item 7): N generated op bugs (tests/advice/fuzz.py), each trained on CPU until its
stride assert fails, triaged, and every fix the answer marks verified pasted into the module and trained again
(tests/advice/run_case.py). Writes bench/results/advice-fuzz.md: each case, its fixes, those that held when pasted,
the false claims of its text answer, seconds.

usage: python bench/advice_fuzz.py N [--start SEED | --seeds S1,S2,...] [-j JOBS] [--stridecheck build/stridecheck] [--work DIR]
       [--out bench/results/advice-fuzz.md]
A case reproduces from its seed alone: `python tests/advice/fuzz.py SEED > case.py` and run_case.py on it."""
import argparse
import concurrent.futures, datetime, json, os, platform, subprocess, sys, time
from statistics import median

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "advice"))
import fuzz  # noqa: E402


def run(seed, args):
    name, what, src = fuzz.case(seed)
    cases = os.path.join(args.work, "cases")
    path = os.path.join(cases, name + ".py")
    with open(path, "w") as f:
        f.write(src)
    work = os.path.join(args.work, name)
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "advice", "run_case.py"), args.stridecheck, path,
                        work], capture_output=True, text=True)
    with open(os.path.join(args.work, name + ".out"), "w") as f:
        f.write(p.stdout + p.stderr)
    try:
        with open(os.path.join(work, "result.json")) as f:
            r = json.load(f)
    except OSError:
        r = {"fixes": 0, "verified": [], "failed": [], "claims": [], "seconds": 0,
             "error": "run_case.py wrote no result: " + (p.stderr.strip().splitlines() or ["?"])[-1]}
    r.update(seed=seed, name=name, what=what.split("the kernel returns ", 1)[-1].rstrip("."),
             template=name.split("_", 1)[1])
    print(f"{name}: {'PASS' if not r['error'] else 'FAIL: ' + r['error'][:200]} ({r['seconds']} s)", flush=True)
    return r


def cell(s):
    return str(s).replace("|", "\\|").replace("\n", " ")


def write(results, args, wall):
    ok = [r for r in results if not r["error"]]
    invalid = [r for r in results if "does not fail" in r["error"]]
    verified = [v for r in results for v in r["verified"]]
    held = [v for v in verified if v["trained"]]
    fake_side = [r for r in results if any(v["kind"] == "fake-returns-kernel-layout" and v["trained"]
                                           for v in r["verified"])]
    no_code_first = [r for r in results if r.get("first_listed") and r["first_listed"]["form"] == "none"]
    varies = [r for r in no_code_first if r["first_listed"]["kind"] == "kernel-layout-varies"]
    contiguous = [c for r in results for c in r["claims"] if c.startswith("non-dense")]
    guessed = [c for r in results for c in r["claims"] if c.startswith("the fake said")]
    answer = [r["answer_lines"] for r in results if r.get("answer_lines")]
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True).stdout.strip()
        torch = subprocess.run([sys.executable, "-c", "import torch; print(torch.__version__)"], capture_output=True,
                               text=True).stdout.strip()
    except OSError:
        commit = torch = "?"
    lines = [
        "# The advice fuzzer: generated op bugs, each fix judged by pasting it and training", "",
        f"`python bench/advice_fuzz.py {args.n} "
        f"{'--seeds ' + args.seeds if args.seeds else '--start ' + str(args.start)} -j {args.jobs}` "
        f"(cases from `tests/advice/fuzz.py`, each run by `tests/advice/run_case.py`), commit {commit}, "
        f"{datetime.date.today()}, {platform.node() or 'host'}: {os.cpu_count()} cores, torch {torch}, CPU; "
        f"{wall / 60:.0f} min wall.", "",
        "A case: a custom op with a layout bug (the template) in a small model, compiled and trained on CPU until its "
        "assert fails; `stridecheck triage run.log --import MODULE --format json`; every fix marked verified pasted "
        "literally into the module's fake or kernel `return` line and trained again with caches off. It passes when "
        "the first fix with code is verified, every verified fix trains, and the text answer makes none of the "
        "false claims looked for (a non-dense kernel layout called contiguous; a fake said to use a function its "
        "code does not call).", "",
        f"- cases: {len(results)}; passed: {len(ok)}; not a case (trained as written): {len(invalid)}",
        f"- fixes marked verified: {len(verified)}; trained when pasted: {len(held)}; "
        f"failed when pasted: {len(verified) - len(held)}",
        f"- non-dense layouts called contiguous: {len(contiguous)}; fakes said to use what they do not: {len(guessed)}",
        f"- cases with a verified fake-side fix that trained: {len(fake_side)}",
        f"- cases whose first fix listed has no code: {len(no_code_first)} ({len(varies)} where the kernel's layout "
        f"depends on the call, {len(no_code_first) - len(varies)} where no fake-side code of stridecheck's held); "
        f"in each the first fix with code is the kernel's, verified",
        f"- the Answer block's lines (issue 37 item 6: at most 24 for a one-op bug): median {median(answer) if answer else 0}, "
        f"most {max(answer, default=0)}; over 24 in {sum(n > 24 for n in answer)} cases", "",
        "| seed | template | the kernel returns | fixes | verified | held | first fix | Answer lines | s | outcome |",
        "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        lines.append("| " + " | ".join(cell(c) for c in (
            r["seed"], r["template"], r["what"], r["fixes"], len(r["verified"]),
            sum(v["trained"] for v in r["verified"]), "`" + r.get("first", "") + "`" if r.get("first") else "",
            r.get("answer_lines", ""), r["seconds"], "pass" if not r["error"] else r["error"][:300])) + " |")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--seeds", default="", help="these seeds (comma-separated) instead of N from --start")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--stridecheck", default=os.path.join(ROOT, "build", "stridecheck"))
    ap.add_argument("--work", default="/tmp/stridecheck-advice-fuzz")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results", "advice-fuzz.md"))
    args = ap.parse_args()
    args.stridecheck = os.path.abspath(args.stridecheck)
    os.makedirs(os.path.join(args.work, "cases"), exist_ok=True)
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        seeds = [int(x) for x in args.seeds.split(",")] if args.seeds else range(args.start, args.start + args.n)
        results = list(pool.map(lambda s: run(s, args), seeds))
    write(results, args, time.time() - t0)
    print(f"wrote {args.out}")
    return 0 if all(not r["error"] or "does not fail" in r["error"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
