#!/usr/bin/env python3
"""`stridecheck serve` is fair to its clients, for real, on the CPU fixtures. A backend made to hang at one call site
(STRIDECHECK_TEST_FAULT=math:hang@1355, cpu-upstream-c's only site) keeps a command busy for as long as a test needs.

1. Commands at once: while one command's replay hangs in the server, another one's is served beside it, with the
   report it has without a server, and is not queued; `serve --status` lists the busy client (its pid, its state,
   its workers).
2. A client that goes away cancels its command: killed, its hung kernel worker is gone within two seconds (it would
   hang until its --timeout otherwise), and the server no longer lists it and goes on serving.
3. A command never waits for another one's kernels: a timed command beside a timed one (hung in its untimed run) is
   served at once, not queued (timed sections take turns section by section), and its report says another command
   replayed on its device beside it. A command waits only for a slot: with --max-commands 2 and two commands hung,
   a third waits, is told its place in the queue ("1st in its queue"), is listed as queued by `serve --status`, and
   is replayed once one of them ends.
4. SIGTERM stops the server within a second, with its workers (the hung one included), and removes its socket.

Every server here uses a private XDG_RUNTIME_DIR, so that no other test meets it.
usage: serve_fair.py STRIDECHECK SOURCE_DIR"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

binary, src = sys.argv[1:3]
failed = []
HANGS = "fixtures/cpu-upstream-c/expected/extract.json"  # its math kernel hangs (the fault below)
QUICK = "fixtures/cpu-gqa/expected/extract.json"
MARK = f"STRIDECHECK_SERVE_FAIR_TEST={os.getpid()}"


def check(cond, what):
    if not cond:
        failed.append(what)
        print("FAIL", what)


def run(args, env, **kw):
    return subprocess.run([binary, *args], cwd=src, env=env, capture_output=True, text=True, timeout=300, **kw)


def start(args, env):
    return subprocess.Popen([binary, *args], cwd=src, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def clients(env):
    """`serve --status`'s clients: {pid: (state line, [worker pids])}."""
    out = {}
    for line in run(["serve", "--status"], env).stdout.splitlines():
        m = re.match(r"\s+client pid (\d+): (.*?)(?:; workers ([\d, ]+))?$", line)
        if m:
            out[int(m.group(1))] = (m.group(2), [int(p) for p in (m.group(3) or "").split(", ") if p])
    return out


def wait_for(what, cond, seconds=120):
    until = time.time() + seconds
    while time.time() < until:
        got = cond()
        if got:
            return got
        time.sleep(0.05)
    check(False, f"waited {seconds} s for {what}")
    return None


def alive(pid):
    try:
        state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
        return state != "Z"
    except OSError:
        return False


def kernel_workers(pids):
    """Of `pids`, the replay workers (stridecheck-worker processes; the meta worker is a Python)."""
    out = []
    for pid in pids:
        try:
            if b"stridecheck-worker" in open(f"/proc/{pid}/cmdline", "rb").read():
                out.append(pid)
        except OSError:
            pass
    return out


def hung_worker(env, pid):
    """The kernel worker of client `pid` once it is listed (its math task hangs)."""
    def found():
        state, workers = clients(env).get(pid, ("", []))
        return state.startswith("replaying") and kernel_workers(workers)
    return wait_for(f"client {pid} replaying with a kernel worker", found) or []


def gone_within(pids, seconds):
    until = time.time() + seconds
    while time.time() < until and any(alive(p) for p in pids):
        time.sleep(0.02)
    return not any(alive(p) for p in pids)


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


with tempfile.TemporaryDirectory() as tmp:
    runtime = os.path.join(tmp, "run")
    os.mkdir(runtime, 0o700)
    key, _, value = MARK.partition("=")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, XDG_CACHE_HOME=os.path.join(tmp, "cache"), NO_COLOR="1",
               STRIDECHECK_TEST_FAULT="math:hang@1355", **{key: value})
    env.pop("STRIDECHECK_SERVER", None)
    off = dict(env, STRIDECHECK_SERVER="off")
    hang = ["replay", HANGS, "--repeat", "0", "--timeout", "200"]
    quick = ["replay", QUICK, "--repeat", "0"]
    alone = run(quick, off)
    check(alone.returncode == 0, f"the quick replay without a server exits {alone.returncode}")

    server_log = open(os.path.join(tmp, "serve.log"), "w+")  # (a pipe no one reads would stall a server that logs)
    server = subprocess.Popen([binary, "serve", "--idle-exit", "300", "--max-commands", "2"], cwd=src, env=env,
                              stdout=subprocess.DEVNULL, stderr=server_log, text=True)
    wait_for("the server", lambda: run(["serve", "--status"], env).returncode == 0, 30)

    # 1. two commands at once; the busy one listed with its workers
    a = start(hang, env)
    hung = hung_worker(env, a.pid)
    t0 = time.time()
    beside = run(quick, env)
    check(a.poll() is None, "the hanging command ended before the one beside it was served")
    check(beside.stdout == alone.stdout and beside.returncode == alone.returncode,
          "a command served beside a busy one reads differently than without a server")
    check("queue" not in beside.stderr, f"a command beside an untimed one was queued: {beside.stderr!r}")
    print(f"served beside a busy command in {time.time() - t0:.2f} s")
    listed = clients(env)
    check(a.pid in listed and listed[a.pid][0].startswith("replaying"), f"--status does not list the busy client: {listed}")

    # 2. the client goes away: its command is cancelled, its hung worker killed
    a.kill()
    a.wait()
    check(bool(hung) and gone_within(hung, 2.0), f"a killed client's hung worker {hung} still runs 2 s later")
    check(wait_for("the cancelled client to leave --status", lambda: a.pid not in clients(env), 5) is not None,
          "--status still lists a client that went away")
    check(run(quick, env).stdout == alone.stdout, "the server serves differently after a client went away")

    # 3. a timed command beside a timed one: served at once, and says so; queued only for a slot
    c1 = start(["replay", HANGS, "--repeat", "1", "--warmup", "0", "--timeout", "200"], env)
    hung = hung_worker(env, c1.pid)
    timed = run(["replay", QUICK, "--repeat", "1", "--warmup", "0"], env)
    check(c1.poll() is None, "the hanging timed command ended before the timed one beside it was served")
    check(timed.returncode == 0 and "queue" not in timed.stderr,
          f"a timed command waited for another timed command: {timed.returncode} {timed.stderr[-400:]!r}")
    check("1 other command(s) of `stridecheck serve` replayed on cpu beside this one" in " ".join(timed.stdout.split()),
          f"a timed command served beside another does not say so: {timed.stdout[-1500:]!r}")
    c2 = start(hang, env)
    hung += hung_worker(env, c2.pid)
    c3 = start(quick, env)
    queued = wait_for("the third command queued",
                      lambda: clients(env).get(c3.pid, ("", []))[0].startswith("queued (1st in the queue)"), 30)
    time.sleep(1.0)
    check(c3.poll() is None, "a third command ran while --max-commands 2 were replaying")
    c1.kill()
    c1.wait()
    out, err = c3.communicate(timeout=200)
    check(c3.returncode == 0 and out == alone.stdout, f"the queued command, once its turn came: {err[-400:]}")
    check("1st in its queue" in err, f"the queued command was not told its place: {err!r}")
    c2.kill()
    c2.wait()
    check(bool(hung) and gone_within(hung, 2.0), "a killed client's hung worker outlived it")

    # 4. SIGTERM during a command: the server and its workers gone within a second
    d = start(hang, env)
    hung = hung_worker(env, d.pid)
    t0 = time.time()
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
    stopped = time.time() - t0
    check(server.poll() is not None and stopped < 1.0, f"SIGTERM took {stopped:.2f} s to stop the server")
    check(bool(hung) and gone_within(hung, max(0.0, 1.0 - (time.time() - t0))),
          f"the server's hung worker {hung} outlived the SIGTERM by a second")
    check(not os.listdir(runtime), f"SIGTERM left {os.listdir(runtime)} behind")
    print(f"SIGTERM: the server stopped in {stopped:.2f} s")
    d.kill()  # (refused by the stopping server, it replays itself: hung, until killed)
    d.wait()
    for pid in marked_processes():  # the killed clients' own workers
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass

    if failed:  # what the server said (its exit, a sanitizer's report), so that a CI log shows why
        server_log.seek(0)
        print(f"--- the server's stderr (last 4000 characters) ---\n{server_log.read()[-4000:]}")
    server_log.close()

print("serve-fair: " + ("ok" if not failed else f"{len(failed)} failure(s)"))
sys.exit(1 if failed else 0)
