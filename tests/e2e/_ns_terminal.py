"""A user's terminal in a devpts instance of its own (a container's), for
tests/e2e/tty_handover_test.ts: run under `unshare -m`, it mounts a new
devpts on /dev/pts, opens a pty there, runs the command given (berth
attach ...) on it, types `echo ns-$((6*7))` and prefix d, and prints one
JSON line: what the terminal showed and the command's exit code.

The pty's number exists in the host's devpts too, so a daemon that took
the path for the client's terminal would draw the host's, not this one."""

import json, os, select, subprocess, sys, time, fcntl, termios

subprocess.run(["mount", "--make-rprivate", "/"], check=True)
subprocess.run(["mount", "-t", "devpts", "-o", "newinstance,ptmxmode=0666",
                "devpts", "/dev/pts"], check=True)
subprocess.run(["mount", "--bind", "/dev/pts/ptmx", "/dev/ptmx"], check=True)

master, slave = os.openpty()
child = subprocess.Popen(sys.argv[1:], stdin=slave, stdout=slave, stderr=slave,
                         start_new_session=True,
                         preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
os.close(slave)
seen = b""

def read_until(want, seconds):
    global seen
    end = time.time() + seconds
    while time.time() < end and want not in seen:
        r, _, _ = select.select([master], [], [], 0.05)
        if r:
            try:
                seen += os.read(master, 65536)
            except OSError:
                return

read_until(b"$", 15)
time.sleep(0.3)
os.write(master, b"echo ns-$((6*7))\r")
read_until(b"ns-42", 15)
os.write(master, b"\x02d")
try:
    code = child.wait(15)
except subprocess.TimeoutExpired:
    child.kill()
    code = None
read_until(b"detached", 2)
print(json.dumps({"code": code, "screen": seen.decode("utf-8", "replace")}))
