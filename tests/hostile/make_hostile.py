#!/usr/bin/env python3
"""Derives the hostile inputs of this folder from real fixtures, each a small, deliberate corruption of
one real file (or, where said, a file made from nothing). Run from the source folder:
    python3 tests/hostile/make_hostile.py
Each input's exact error (one line naming file and line) and exit code 2 are cases in
tests/hostile/cases.txt, run by CTest (hostile.NAME); a case that writes -o checks nothing was written."""
import hashlib
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))


def read(rel):
    return open(os.path.join(SRC, rel), encoding="utf-8").read()


fwd = read("fixtures/cpu-flash-causal/forward.py")
bwd = read("fixtures/cpu-flash-causal/backward.py")
trace = read("fixtures/cpu-flash-causal/trace.log")
log = read("fixtures/cpu-stale-meta-failure/run.log")
fixture = read("fixtures/cpu-flash-causal/expected/extract.json")
made = []


def write(name, data):
    made.append(name)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data)


def edit(text, old, new, count=1):
    assert old in text, old
    return text.replace(old, new, count)


def cut_before(text, marker, extra=0):
    assert marker in text, marker
    return text[: text.index(marker) + extra]


SDPA_LINE = "buf1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default("
QKV = "reinterpret_tensor(buf0, (2, 4, 128, 64), (98304, 64, 768, 1), 0)"

# --- output code: truncated at every section boundary ---
write("oc-trunc-in-imports.py", cut_before(fwd, "import math"))
write("oc-trunc-in-header.py", cut_before(fwd, "async_compile = AsyncCompile()"))
write("oc-trunc-in-kernel.py", cut_before(bwd, "#pragma omp", 20))
write("oc-trunc-before-call.py", cut_before(fwd, "    def call(self, args):"))
write("oc-trunc-in-asserts.py", cut_before(fwd, "        assert_size_stride(primals_2"))
write("oc-trunc-in-sdpa-call.py", cut_before(fwd, SDPA_LINE, len(SDPA_LINE) + 40))
write("oc-trunc-before-return.py", cut_before(fwd, "        return (reinterpret_tensor(buf4"))
write("oc-trunc-before-harness.py", cut_before(fwd, "runner = Runner"))
write("oc-trunc-in-get-args.py", cut_before(fwd, "    primals_3 = rand_strided"))
write("oc-trunc-in-string.py", cut_before(bwd, "#pragma omp"))  # inside the r''' kernel source
write("oc-empty.py", "")
# --- output code: bytes that are not text ---
rng = random.Random(0)
write("binary-garbage.bin", bytes(rng.randrange(256) for _ in range(4096)))
write("oc-nul-bytes.py", edit(fwd, "        buf0 = empty_strided_cpu", "        buf0 = empty\0strided_cpu"))
write("oc-invalid-utf8.py", edit(fwd, "# Topologically Sorted Source Nodes: [linear, split",
                                 "# Topologically Sorted Source Nodes: [lin\udcff\udcfeear, split").encode("utf-8", "surrogateescape"))
write("oc-not-output-code.py", read("fixtures/tools/models.py"))
# --- output code: numbers ---
write("oc-huge-size.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768)", "buf0 = empty_strided_cpu((1000000000000000000000000000000, 768)"))
write("oc-extent-overflow.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768), (768, 1)",
                                    "buf0 = empty_strided_cpu((4294967296, 4294967296), (4294967296, 1)"))
# a buffer of 10^15 float32 elements: refused when read, long before any replay could allocate it
write("oc-petabyte-tensor.py", edit(fwd, "primals_1, primals_2, primals_3 = args",
                                    "primals_1, primals_2, primals_3 = args\n"
                                    "        buf9 = empty_strided_cpu((1000000, 1000000, 1000), (1000000000, 1000, 1), torch.float32)")
         .replace(QKV, "reinterpret_tensor(buf9, (2, 4, 128, 64), (98304, 64, 768, 1), 0)", 1))
write("oc-negative-stride.py", edit(fwd, "(98304, 64, 768, 1), 256)", "(98304, -64, 768, 1), 256)"))
write("oc-negative-size.py", edit(fwd, "(2, 4, 128, 64), (98304, 64, 768, 1), 256)", "(2, -4, 128, 64), (98304, 64, 768, 1), 256)"))
write("oc-negative-offset.py", edit(fwd, "(98304, 64, 768, 1), 512)", "(98304, 64, 768, 1), -512)"))
write("oc-rank-mismatch.py", edit(fwd, "(98304, 64, 768, 1), 256)", "(98304, 64, 768), 256)"))
write("oc-rank-too-high.py", edit(fwd, "(2, 4, 128, 64), (98304, 64, 768, 1), 256)",
                                  "(" + ", ".join(["1"] * 20) + "), (" + ", ".join(["1"] * 20) + "), 256)"))
write("oc-float-size.py", edit(fwd, "(98304, 64, 768, 1), 256)", "(98304, 64.5, 768, 1), 256)"))
# --- output code: names, types, references ---
write("oc-unknown-dtype.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)",
                                  "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float99)"))
write("oc-unknown-device.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)",
                                   "buf0 = empty_strided((256, 768), (768, 1), device='quantum:0', dtype=torch.float32)"))
write("oc-unknown-sdpa-op.py", edit(fwd, "torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(",
                                    "torch.ops.aten._scaled_dot_product_warp_attention.default("))
write("oc-sdpa-too-many-args.py", edit(fwd, "0.0, True)", "0.0, True, None, 0.125, 7, 8, 9)"))
write("oc-sdpa-scalar-query.py", edit(fwd, SDPA_LINE + QKV, SDPA_LINE + "3.5"))
write("oc-undefined-buffer.py", edit(fwd, SDPA_LINE + QKV, SDPA_LINE + "reinterpret_tensor(buf77, (2, 4, 128, 64), (98304, 64, 768, 1), 0)"))
write("oc-cyclic-buffers.py", edit(fwd, QKV, "reinterpret_tensor(buf7, (2, 4, 128, 64), (98304, 64, 768, 1), 0)"))
write("oc-self-reference.py", edit(fwd, "buf0 = empty_strided_cpu((256, 768), (768, 1), torch.float32)",
                                   "buf0 = reinterpret_tensor(buf0, (256, 768), (768, 1), 0)"))
# --- output code: structure ---
write("oc-deep-brackets.py", edit(fwd, "0.0, True)", "0.0, " + "(" * 5000 + "True" + ")" * 5000 + ")"))
write("oc-deep-calls.py", edit(fwd, "0.0, True)", "0.0, " + "f(" * 5000 + "True" + ")" * 5000 + ")"))
write("oc-unbalanced-brackets.py", edit(fwd, "(98304, 64, 768, 1), 256)", "(98304, 64, 768, 1)), 256)"))
write("oc-unclosed-bracket.py", edit(fwd, "(98304, 64, 768, 1), 512), 0.0, True)", "(98304, 64, 768, 1), 512, 0.0, True"))
write("oc-long-symbolic-size.py", edit(fwd, "(2, 4, 128, 64), (98304, 64, 768, 1), 256)",
                                       "(2, 4, " + "+".join(["s0"] * 3000) + ", 64), (98304, 64, 768, 1), 256)"))

# --- TORCH_TRACE logs ---
write("trace-md5-mismatch.log", edit(trace, "\t        extern_kernels.mm(", "\t        extern_kernels.mn("))
lines = trace.splitlines(keepends=True)
code_i = next(i for i, l in enumerate(lines) if '"inductor_output_code"' in l)
payload_end = next(i for i in range(code_i + 1, len(lines)) if not lines[i].startswith("\t"))
write("trace-trunc-in-payload.log", "".join(lines[: (code_i + payload_end) // 2]))
write("trace-trunc-in-record-line.log", "".join(lines[:code_i]) + lines[code_i][: len(lines[code_i]) // 2])
write("trace-bad-json-record.log", "".join(lines[:code_i]) + lines[code_i].replace('{"inductor_output_code"', '{"inductor_output_code" 7', 1)
      + "".join(lines[code_i + 1:]))
write("trace-md5-not-hex.log", "".join(lines[:code_i]) + re.sub(r'"has_payload": "[0-9a-f]+"', '"has_payload": "zz-not-an-md5"', lines[code_i])
      + "".join(lines[code_i + 1:]))
write("trace-huge-number.log", "".join(lines[:code_i]) + re.sub(r'"frame_id": \d+', '"frame_id": 1' + "0" * 400, lines[code_i], count=1)
      + "".join(lines[code_i + 1:]))
write("trace-no-graphs.log", "".join(l for l in lines[:code_i] if not l.startswith("\t") and '"has_payload"' not in l))
# a record whose payload is a different module: the md5 matches (recomputed), but the module is cut
body = "".join(l[1:] for l in lines[code_i + 1:payload_end])
cut = body[: body.index("    def call(self, args):")]
md5 = hashlib.md5(cut[:-1].encode()).hexdigest()  # the payload's lines joined by "\n", tabs stripped
rec = re.sub(r'"has_payload": "[0-9a-f]+"', f'"has_payload": "{md5}"', lines[code_i])
write("trace-valid-md5-truncated-module.log", "".join(lines[:code_i]) + rec + "".join("\t" + l for l in cut.splitlines(keepends=True)))

# --- failing logs ---
write("log-trunc-in-assertion.log", cut_before(log, "AssertionError: expected size 4==4, stride 64==", len("AssertionError: expected size 4==4, stride 64==")))
write("log-huge-stride.log", edit(log, "AssertionError: expected size 4==4, stride 64==8192", "AssertionError: expected size 4==4, stride 64==81920000000000000000000000"))
write("log-no-assertion.log", log[: log.index("Traceback")] + "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nKeyError: 'x'\n")
write("log-frame-escapes-folder.log", edit(log, "/tmp/capture-vm3xf0rv/inductor/ub/cubw3a3n5wg4c66gawh7343cbv2nzgusxucyeg5jdpp3ngy7haff.py",
                                           "../../../../../../etc/cubw3a3n5wg4c66gawh7343cbv2nzgusxucyeg5jdpp3ngy7haff.py"))
write("log-binary-noise.log", bytes(rng.randrange(256) for _ in range(2048)) + log.encode() + bytes(rng.randrange(256) for _ in range(2048)))

# --- TORCH_LOGS=output_code logs: the modules inside a log, each line behind torch's log prefix ---
oclog = read("fixtures/cpu-output-code-log/run.log")
oclog_fail = read("fixtures/cpu-output-code-log-failure/run.log")
ol = oclog.splitlines(keepends=True)
starts = [i for i, l in enumerate(ol) if l.rstrip().endswith("] Output code:")]
bwd_call = next(i for i in range(starts[1], len(ol)) if ol[i].rstrip().endswith("    def call(self, args):"))
write("oclog-trunc-in-module.log", "".join(ol[: bwd_call + 30]))  # a download that stopped inside the backward's call()
write("oclog-trunc-after-start.log", "".join(ol[: starts[1] + 1]))  # the record's first line, then nothing
write("oclog-float-size.log", edit(oclog, "(98304, 64, 768, 1), 256)", "(98304, 64.5, 768, 1), 256)"))
# the failing module's record edited on the line the traceback names (its line 185: the assert that failed)
fl = oclog_fail.splitlines(keepends=True)
fail_start = [i for i, l in enumerate(fl) if l.rstrip().endswith("] Output code:")][-1]
assert "assert_size_stride(buf4, (2, 8, 128, 32), (32768, 4096, 32, 1)" in fl[fail_start + 185]
write("oclog-failing-module-corrupt.log", "".join(fl[: fail_start + 185]) + fl[fail_start + 185].replace("4096", "40.96") +
      "".join(fl[fail_start + 186:]))
# the failing module's record cut short by another line of the same process (a warning inside its call())
fail_call = next(i for i in range(len(fl) - 1, -1, -1) if fl[i].rstrip().endswith("    def call(self, args):"))
write("oclog-interrupted.log", "".join(fl[: fail_call + 10]) +
      "W1202 05:57:22.680500 16614 torch/_dynamo/convert_frame.py:1000] [0/1] a warning in the middle of a record\n" +
      "".join(fl[fail_call + 10:]))

# --- stridecheck fixtures ---
# cut inside a string after the middle (a download that stopped there): a string left open, which the error names
half = fixture.index(': "', len(fixture) // 2) + 8
write("fixture-truncated.json", fixture[:half])
write("fixture-wrong-schema.json", edit(fixture, '"stridecheck.fixture/1"', '"stridecheck.fixture/9"'))
write("fixture-huge-number.json", re.sub(r'"sizes": \[\s*2,', '"sizes": [1e30,', fixture, count=1))
write("fixture-int-overflow.json", re.sub(r'"sizes": \[\s*2,', '"sizes": [92233720368547758070,', fixture, count=1))
write("fixture-negative-stride.json", re.sub(r'"strides": \[\s*98304,', '"strides": [-98304,', fixture, count=1))
# a query of 2*10^8 x 4 x 128 x 64 through its strides: 7.9*10^13 bytes, refused before any replay allocates
write("fixture-huge-tensor.json", re.sub(r'"sizes": \[\s*2,', '"sizes": [200000000,', fixture, count=1))
write("fixture-unknown-dtype.json", edit(fixture, '"dtype": "float32"', '"dtype": "float99"'))
write("fixture-unknown-chain-step.json", edit(fixture, '"what": "graph input"', '"what": "teleported"'))
write("fixture-deep-nesting.json", '{"schema": "stridecheck.fixture/1", "call_sites": ' + "[" * 100000 + "]" * 100000 + "}")
write("fixture-nul-in-string.json", edit(fixture, '"dtype": "float32"', '"dtype": "float\\u000032"'))
write("fixture-invalid-utf8.json", edit(fixture, '"dtype": "float32"', '"dtype": "float\udcff32"').encode("utf-8", "surrogateescape"))

# --- live captures (stridecheck run's hook, docs/capture-format.md) ---
def first_in(rel_dir, prefix):
    """The text of the first file (by name) of a capture folder whose name starts with prefix."""
    return read(os.path.join(rel_dir, next(f for f in sorted(os.listdir(os.path.join(SRC, rel_dir))) if f.startswith(prefix))))


capture = first_in("fixtures/run-cpu-custom-op/capture", "capture-")
process = first_in("fixtures/run-cpu-custom-op/capture", "process-")
write("capture-truncated.json", capture[: capture.index('"tensors"') + 40])
write("capture-wrong-format.json", edit(capture, '"stridecheck.capture/1"', '"stridecheck.capture/7"'))
write("capture-no-message.json", re.sub(r'\n  "message": "[^\n]*",', "", capture, count=1))
write("capture-no-module-text.json", re.sub(r'\n  "text": "[^\n]*"', '\n  "text": null', capture, count=1))
write("capture-negative-offset.json", edit(capture, '"storage_offset": 0', '"storage_offset": -8'))
write("capture-rank-mismatch.json", edit(capture, '"strides": [\n    25600,', '"strides": [\n', ))
write("capture-line-string.json", edit(capture, '"line": 69', '"line": "69"'))
# the module's own text edited at the failing assert (the "source" line quotes it first: its second occurrence)
_at = capture.index("assert_size_stride(buf4, (2, 4, 200, 32), (25600, 32, 128, 1)", capture.index('"text"'))
write("capture-module-corrupt.json", capture[:_at] + capture[_at:].replace("(25600, 32, 128, 1)", "(25600, 32.5, 128, 1)", 1))
write("capture-not-an-assert.json", re.sub(r'"message": "expected size [^"]*"', '"message": "something else went wrong"',
                                           capture, count=1))
# a backward failure's forward_module (fixtures/run-cpu-saved-qkv): its text corrupt, or not an object
fwd_capture = first_in("fixtures/run-cpu-saved-qkv/capture", "capture-")
_at = fwd_capture.index("assert_size_stride(primals_1, (2, 128, 256), (32768, 256, 1))", fwd_capture.index('"forward_module"'))
write("capture-forward-module-corrupt.json",
      fwd_capture[:_at] + fwd_capture[_at:].replace("(32768, 256, 1)", "(32768.5, 256, 1)", 1))
write("capture-forward-module-not-object.json", re.sub(r'"forward_module": \{', '"forward_module": 5, "x": {', fwd_capture, count=1))
os.makedirs(os.path.join(HERE, "capture-folder-bad-process"), exist_ok=True)
for _old in os.listdir(os.path.join(HERE, "capture-folder-bad-process")):
    os.remove(os.path.join(HERE, "capture-folder-bad-process", _old))
write("capture-folder-bad-process/process-vm-1.json", edit(process, '"how": "exception"', '"how": "vanished"'))
write("capture-folder-bad-process/capture-vm-1-1.json", capture)

print(len(made), "hostile inputs")
