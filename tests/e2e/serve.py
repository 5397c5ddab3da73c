#!/usr/bin/env python3
"""`stridecheck serve`, for real, on the CPU fixtures: warm workers between commands, the same reports, the same
findings when a backend crashes, and nothing of it where it must not be used.

1. No server: `serve --status` exits 1, and a command replays itself.
2. A server: a triage through it prints exactly what the same triage prints without one (STRIDECHECK_SERVER=off),
   twice, with the same exit code; the second run's workers were warm (the JSON report's profile) and started
   nothing (no fork server, no libtorch loaded); `check` and `replay` through it agree with their runs without it;
   so does a replay of op calls with --import, whose Python kernel worker is warm the next time, and fresh once the
   imported module is written again.
3. A command whose environment differs (another STRIDECHECK_TEST_FAULT) is refused by the server and replays
   itself, with the fault: it reports the crash as it would without a server.
4. A server whose own environment makes a backend crash reports the crash through it, keeps serving, and the
   command after it gets a fresh worker and the same findings.
5. `serve --stop` stops it and removes its socket; a server killed with SIGKILL leaves a socket that the next
   command ignores (it replays itself) and that the next `serve` takes over, and leaves no worker behind (they see
   their stdin end and exit).

Every server here uses a private XDG_RUNTIME_DIR, so that no other test meets it.
usage: serve.py STRIDECHECK SOURCE_DIR"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

binary, src = sys.argv[1:3]
failed = []
LOG = "fixtures/cpu-stale-meta-failure/run.log"
CODE = "fixtures/cpu-stale-meta-failure"
MARK = f"STRIDECHECK_SERVE_TEST={os.getpid()}"


def check(cond, what):
    if not cond:
        failed.append(what)
        print("FAIL", what)


def run(args, env, **kw):
    return subprocess.run([binary, *args], cwd=src, env=env, capture_output=True, text=True, timeout=300, **kw)


SERVER_LOGS = []  # each server's stderr, in a file (a pipe no one reads would stall a server that logs much)


def start_server(env):
    log = tempfile.NamedTemporaryFile("w+", prefix="serve-", suffix=".log")
    SERVER_LOGS.append(log)
    p = subprocess.Popen([binary, "serve", "--idle-exit", "120"], cwd=src, env=env, stdout=subprocess.DEVNULL,
                         stderr=log, text=True)
    for _ in range(100):
        if run(["serve", "--status"], env).returncode == 0:
            return p
        time.sleep(0.05)
    p.kill()
    p.wait()
    log.seek(0)
    sys.exit("the server did not start: " + log.read()[-2000:])


def show_server_logs():
    """On a failure, what each server said (its exit, a sanitizer's report), so that a CI log shows why."""
    for i, log in enumerate(SERVER_LOGS):
        log.flush()
        log.seek(0)
        print(f"--- server {i + 1}'s stderr (last 4000 characters) ---\n{log.read()[-4000:]}")


def marked_processes():
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit() and int(pid) != os.getpid():
            try:
                if MARK.encode() in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                    found.append(int(pid))
            except OSError:
                pass
    return found


def profile(report):
    return json.load(open(report))["profile"]


with tempfile.TemporaryDirectory() as tmp:
    runtime = os.path.join(tmp, "run")
    os.mkdir(runtime, 0o700)
    key, _, value = MARK.partition("=")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_CACHE_HOME=os.path.join(tmp, "cache"), NO_COLOR="1",
               **{key: value})
    env.pop("STRIDECHECK_SERVER", None)
    env.pop("STRIDECHECK_TEST_FAULT", None)
    off = dict(env, STRIDECHECK_SERVER="off")
    triage = ["triage", LOG, "--code", CODE]

    # 1. no server
    check(run(["serve", "--status"], env).returncode == 1, "serve --status says a server runs where none was started")
    alone = run(triage, off)
    check(alone.returncode == 1, f"triage without a server exits {alone.returncode}, not 1")

    # 2. a server: the same reports, warm workers the second time
    server = start_server(env)
    first, second = run(triage, env), run(triage, env)
    check(first.stdout == alone.stdout and first.returncode == alone.returncode,
          "the first triage through the server differs from the one without it")
    check(second.stdout == alone.stdout and second.returncode == alone.returncode,
          "the second triage through the server differs from the one without it")
    report = os.path.join(tmp, "warm.json")
    run(triage + ["--format", "json", "-o", report], env)
    groups = profile(report)
    check(groups and all(p["warm"] for p in groups), f"the workers of a later command were not all warm: {groups}")
    check(not any(p["group"] == "fork-server" for p in groups), "a later command started a fork server")
    for args in (["check", "fixtures/cpu-gqa", "fixtures/cpu-flash-causal", "--repeat", "0"],
                 ["replay", "fixtures/cpu-upstream-c/expected/extract.json", "--repeat", "0"]):
        served, here = run(args, env), run(args, off)
        check(served.stdout == here.stdout and served.returncode == here.returncode,
              f"{args[0]} through the server differs from {args[0]} without it")
    status = run(["serve", "--status"], env).stdout
    check("warm worker" in status and "0 warm" not in status, f"the server holds no warm worker: {status!r}")
    # op calls: the same answer through the server; its Python kernel worker warm the second time, fresh once the
    # --import module is written again
    ops_py = os.path.join(tmp, "sc_ops.py")
    with open(os.path.join(src, "tests/ops/sc_ops.py")) as f_in, open(ops_py, "w") as f_out:
        f_out.write(f_in.read())
    op_args = ["replay", "tests/ops/mixed/inference.py", "--import", ops_py]
    served, here = run(op_args, env), run(op_args, off)
    check(served.stdout == here.stdout and served.returncode == here.returncode == 1,
          "an op-call replay through the server differs from the one without it")

    def python_kernels(name):
        report = os.path.join(tmp, name)
        run(op_args + ["--format", "json", "-o", report], env)
        return [p["warm"] for p in profile(report) if p["group"] == "python-kernels"]
    check(python_kernels("ops-warm.json") == [True], "the Python kernel worker was not kept warm")
    os.utime(ops_py, (time.time() + 5, time.time() + 5))
    check(python_kernels("ops-edited.json") == [False], "an edited --import module was served by a warm worker")

    # 3. another environment: refused, and the command replays itself with its own fault
    fault = dict(env, STRIDECHECK_TEST_FAULT="flash_cpu:segv")
    faulted, faulted_off = run(triage, fault), run(triage, dict(fault, STRIDECHECK_SERVER="off"))
    check("crashed: signal 11 (SIGSEGV)" in faulted.stdout, "a command with a fault of its own did not see it")
    check(faulted.stdout == faulted_off.stdout, "a refused command's report differs from its run without a server")
    said = run(triage + ["-v"], fault).stderr
    check("environment differs from the server's (STRIDECHECK_TEST_FAULT)" in said,
          "-v does not say which variable made the server refuse the command")
    check(first.stdout == run(triage, env).stdout, "the server's answers changed after it refused a command")

    run(["serve", "--stop"], env)
    server.wait(timeout=30)
    check(run(["serve", "--status"], env).returncode == 1, "serve --stop left the server running")
    check(not os.listdir(runtime), f"serve --stop left {os.listdir(runtime)} behind")

    # 4. a backend that crashes inside the server: a finding, and the server goes on
    crashing = dict(env, STRIDECHECK_TEST_FAULT="flash_cpu:segv")
    server = start_server(crashing)
    for i in range(2):
        r = run(triage, crashing)
        check(r.stdout == faulted_off.stdout, f"crash {i + 1} through the server reads differently than without it")
    check(run(["serve", "--status"], crashing).returncode == 0, "the server did not survive its worker's crash")

    # 5. SIGKILL: a stale socket, ignored by the next command, taken over by the next server; no orphans
    server.send_signal(signal.SIGKILL)
    server.wait(timeout=30)
    stale = os.listdir(runtime)
    check(bool(stale), "a killed server left no socket (the stale-socket case was not exercised)")
    after = run(triage, env)
    check(after.stdout == alone.stdout, "with a stale socket, triage did not replay itself correctly")
    for _ in range(50):
        if not marked_processes():
            break
        time.sleep(0.1)
    check(not marked_processes(), f"the killed server's workers live on: {marked_processes()}")
    server = start_server(env)
    check(run(triage, env).stdout == alone.stdout, "a server on a stale socket answers differently")
    run(["serve", "--stop"], env)
    server.wait(timeout=30)
    time.sleep(0.3)
    check(not marked_processes(), f"processes left after the last stop: {marked_processes()}")

if failed:
    show_server_logs()
print("serve: " + ("ok" if not failed else f"{len(failed)} failure(s)"))
sys.exit(1 if failed else 0)
