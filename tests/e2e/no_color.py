#!/usr/bin/env python3
"""NO_COLOR (no-color.org) on a real terminal: colour when it is unset or empty, none when it is set and not
empty. stdout is a pseudo-terminal, as in a person's shell.

usage: no_color.py STRIDECHECK SOURCE_DIR
"""
import os
import pty
import subprocess
import sys


def coloured(binary, src, no_color):
    master, slave = pty.openpty()
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    if no_color is not None:
        env["NO_COLOR"] = no_color
    p = subprocess.run([binary, "replay", "fixtures/cpu-gqa/expected/extract.json", "--no-kernels"], cwd=src,
                       stdout=slave, stderr=subprocess.DEVNULL, env=env, timeout=300)
    os.close(slave)
    data = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    os.close(master)
    return p.returncode, b"\x1b[" in data


def main():
    binary, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    ok = True
    for value, want in ((None, True), ("", True), ("1", False)):
        rc, got = coloured(binary, src, value)
        print(f"NO_COLOR={value!r}: exit {rc}, colour {got} (want {want})")
        ok &= rc == 0 and got == want
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
