#!/usr/bin/env python3
"""CUDA's initialisation in a fresh process, alone: the driver's cuInit and the device's primary context (what the
CUDA runtime inside libtorch creates on its first use of the device), through the driver API (ctypes), timed
inside the process (Python's start-up excluded). One part of the floor of bench_triage.py.

usage: python3 bench/gpu/cuda_context_ms.py [DEVICE]   (prints milliseconds)"""
import ctypes
import sys
import time

t0 = time.perf_counter()
cuda = ctypes.CDLL("libcuda.so.1")
dev, ctx = ctypes.c_int(), ctypes.c_void_p()
assert cuda.cuInit(0) == 0
assert cuda.cuDeviceGet(ctypes.byref(dev), int(sys.argv[1]) if len(sys.argv) > 1 else 0) == 0
assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev) == 0
print(round((time.perf_counter() - t0) * 1000, 3))
