#!/usr/bin/env python3
"""The work of `stridecheck triage` on the seed failure, done in a Python script with torch: import torch,
rebuild the failing call site's inputs from the fixture, run the four CUDA backends' own ops forward and
backward and scaled_dot_product_attention (+ autograd) under each backend alone, ask the dispatcher which
backend it picks, evaluate each fused backend's ops on fake tensors (its fake/meta prediction: the contract),
and print every output layout. The yardstick of bench/RESULTS.md's triage benchmark.

DEVICE (cuda by default): cpu does the same for the CPU's backends (flash_cpu and math; flash_cpu's meta).

usage: python3 bench/gpu/seed_python_equivalent.py FIXTURE.json [DEVICE]"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "crosscheck"))
import torch  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402
from replay_crosscheck import backward, forward, rebuild, scalars, sdpa  # noqa: E402


def main():
    fixture = json.load(open(sys.argv[1]))
    device = sys.argv[2] if len(sys.argv) > 2 else "cuda"
    backends = ("cudnn", "flash", "efficient", "math") if device == "cuda" else ("flash_cpu", "math")
    fused = [b for b in backends if b != "math"]
    for site in fixture["call_sites"]:
        backward_site = site["direction"] == "backward"
        dropout, causal, scale = scalars(site)

        def ops(backend):  # the backend's own ops, forward and (for a backward site) backward
            v = rebuild(site, device)
            bias = v.get("attn_bias")
            gqa = v["query"].shape[1] != v["key"].shape[1]
            f = forward(backend, v, dropout, causal, scale, bias, gqa)
            got = backward(backend, v, f, backend == site["backend"], dropout, causal, scale, bias, gqa) \
                if backward_site else f
            return v, bias, gqa, got

        def show(backend, mode, got):
            for name, t in got.items():
                if isinstance(t, torch.Tensor):
                    print(site["id"], backend, mode, name, tuple(t.shape), t.stride())

        for backend in backends:  # a backend that cannot serve the call is said so, as stridecheck reports it
            try:
                v, bias, gqa, got = ops(backend)
                show(backend, "op", got)
            except RuntimeError as e:
                print(site["id"], backend, "op", "cannot serve:", str(e).splitlines()[0])
                continue
            try:
                show(backend, "sdpa", sdpa(backend, v, backward_site, dropout, causal, scale, bias, gqa))
            except RuntimeError as e:
                print(site["id"], backend, "sdpa", "cannot serve:", str(e).splitlines()[0])
        for backend in fused:  # their fake/meta predictions
            try:
                with FakeTensorMode():
                    got = ops(backend)[3]
                show(backend, "meta", got)
            except RuntimeError as e:
                print(site["id"], backend, "meta", "cannot serve:", str(e).splitlines()[0])
        v = rebuild(site, device)
        print(site["id"], "dispatcher picks", int(torch._fused_sdp_choice(v["query"], v["key"], v["value"],
                                                                        is_causal=causal, scale=scale)))
    if device == "cuda":
        torch.cuda.synchronize()


if __name__ == "__main__":
    main()
