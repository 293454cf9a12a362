#!/usr/bin/env python3
"""Runs a command on a new pty, for the attach client's real-terminal test.

Usage: _pty_host.py COLS ROWS CMD [ARGS...]

The command's terminal output comes out on stdout, raw. Lines on stdin
drive it: "w HEX" types the bytes HEX into the terminal, "r COLS ROWS"
resizes it (the kernel sends SIGWINCH). Exits with the command's exit code
(128 + N when signal N killed it). If stdin closes while the command still
runs, the command is killed, so a failed test leaves nothing behind.
"""
import fcntl
import os
import select
import signal
import struct
import sys

# Only modules that python3-minimal has (no pty, no termios): the ioctl
# number is Linux's.
TIOCSWINSZ = 0x5414


def set_size(fd, cols, rows):
    fcntl.ioctl(fd, TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def main():
    cols, rows, cmd = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    fd, slave = os.openpty()
    set_size(slave, cols, rows)  # before the command starts
    pid = os.fork()
    if pid == 0:
        os.close(fd)
        os.login_tty(slave)  # new session, controlling tty, fds 0-2
        os.execvp(cmd[0], cmd)
    os.close(slave)
    stdin = sys.stdin.buffer.raw
    out = sys.stdout.buffer
    pending = b""
    stdin_open = True
    while True:
        watch = [fd] + ([stdin] if stdin_open else [])
        ready, _, _ = select.select(watch, [], [])
        if fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # EIO: the command and its children are gone
                data = b""
            if not data:
                break
            out.write(data)
            out.flush()
        if stdin_open and stdin in ready:
            chunk = os.read(stdin.fileno(), 65536)
            if not chunk:
                stdin_open = False
                os.kill(pid, signal.SIGKILL)
                continue
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                op, *args = line.decode().split()
                if op == "w":
                    os.write(fd, bytes.fromhex(args[0]))
                elif op == "r":
                    set_size(fd, int(args[0]), int(args[1]))
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    sys.exit(128 - code if code < 0 else code)


main()
