#!/usr/bin/env python3
"""Derives tests/baselines/cpu-older-layout.json from fixtures/baselines/cpu.json: the baseline as an older
torch would have written it, with the CPU flash grad_query of cpu-flash-causal in another layout (BHSD
contiguous instead of the BSHD order 2.11 returns). `stridecheck check` against it must report a
regression that names both layouts and both torch versions. Run from the source folder."""
import json

b = json.load(open("fixtures/baselines/cpu.json"))
b["torch"] = "2.10.0"
key = next(k for k in b["entries"] if k.startswith("fixtures/cpu-flash-causal/trace.log::")
           and "backward" in k and k.endswith("::flash_cpu::op"))
b["entries"][key]["outputs"]["grad_query"]["strides"] = [32768, 8192, 64, 1]
with open("tests/baselines/cpu-older-layout.json", "w") as f:
    json.dump(b, f, indent=1)  # (the committed file's keys were converted to stridecheck.baseline/2 in place)
    f.write("\n")
print(key)
