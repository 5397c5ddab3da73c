"""paste_train.py DIR MODULE LINE CODE VAR: replace the return at LINE of MODULE with `VAR = expr` + `return CODE`, train."""
import os, subprocess, sys, shutil
d, mod, line, code, var = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
src = open(os.path.join(d, mod + ".py")).read().splitlines()
l = src[line - 1]
ind = l[:len(l) - len(l.lstrip())]
expr = l.strip()[len("return "):]
src[line - 1] = f"{ind}{var} = {expr}\n{ind}return {code}" if var != "-" else f"{ind}return {code}"
out = os.path.join(d, "pasted")
shutil.rmtree(out, ignore_errors=True); os.makedirs(out)
open(os.path.join(out, mod + ".py"), "w").write("\n".join(src) + "\n")
env = dict(os.environ, TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
for args in sys.argv[6:] or [""]:
    r = subprocess.run([sys.executable, "-c", f"import {mod}; {mod}.train({args}); print('trained')"], cwd=out, env=env,
                       capture_output=True, text=True)
    print(mod, repr(args), "TRAINED" if "trained" in r.stdout else "FAILED: " + r.stderr[-600:])
