#!/usr/bin/env python3
"""Where a fresh process's time goes before its first SDPA kernel returns, on the GPU host.

Each backend of stridecheck's replay runs in its own worker process (crash isolation), and each worker's first
op call has measured 0.5 to 0.8 s on the H200 against milliseconds for its second. This script splits that
time, in one fresh process per configuration, with CUDA events and wall clocks:

  import      `import torch` (the dynamic loader bringing in libtorch and its CUDA libraries)
  cuinit      torch.cuda.init(): the driver's cuInit and the device count
  context     the primary context (torch.cuda.synchronize() creates it)
  inputs      the call site's input tensors on the device
  BACKEND     the backend's first forward+backward op call, then its second (same inputs)

Configurations (argv[2]): a backend order ("cudnn,flash,efficient,math": each first call after the ones before
it, so shared costs show up once), or "early-context:ORDER": the primary context is created by the driver API
(ctypes, which releases the GIL) in a thread while the main thread imports torch, to see whether context
creation overlaps libtorch's loading.

usage: python3 bench/probes/first_call_profile.py FIXTURE.json CONFIG   (prints one JSON line)"""
import ctypes
import json
import os
import sys
import threading
import time

T0 = time.perf_counter()


def ms():
    return (time.perf_counter() - T0) * 1000


def main():
    fixture, config = sys.argv[1], sys.argv[2]
    marks = {"config": config, "module_loading": os.environ.get("CUDA_MODULE_LOADING", "")}
    early = config.startswith("early-context:")
    order = (config.split(":", 1)[1] if early else config).split(",")
    ctx_thread = None
    if early:
        def make_context():
            t = ms()
            cuda = ctypes.CDLL("libcuda.so.1")
            assert cuda.cuInit(0) == 0
            dev = ctypes.c_int()
            assert cuda.cuDeviceGet(ctypes.byref(dev), 0) == 0
            ctx = ctypes.c_void_p()
            assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev) == 0
            marks["thread_context_ms"] = ms() - t
        ctx_thread = threading.Thread(target=make_context)
        ctx_thread.start()
    t = ms()
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "crosscheck"))
    import torch
    from replay_crosscheck import backward, forward, rebuild, scalars
    marks["import_ms"] = ms() - t
    if ctx_thread:
        t = ms()
        ctx_thread.join()
        marks["join_ms"] = ms() - t
    t = ms()
    torch.cuda.init()
    marks["cuinit_ms"] = ms() - t
    t = ms()
    torch.cuda.synchronize()
    marks["context_ms"] = ms() - t
    site = json.load(open(fixture))["call_sites"][0]
    dropout, causal, scale = scalars(site)
    t = ms()
    v = rebuild(site, "cuda")
    torch.cuda.synchronize()
    marks["inputs_ms"] = ms() - t
    bias = v.get("attn_bias")
    gqa = v["query"].shape[1] != v["key"].shape[1]
    for backend in order:
        for n in ("first", "second"):
            t = ms()
            f = forward(backend, v, dropout, causal, scale, bias, gqa)
            if site["direction"] == "backward":
                backward(backend, v, f, backend == site["backend"], dropout, causal, scale, bias, gqa)
            torch.cuda.synchronize()
            marks[f"{backend}_{n}_ms"] = ms() - t
    marks["total_ms"] = ms()
    print(json.dumps(marks))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
