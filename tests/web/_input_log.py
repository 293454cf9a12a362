# A program that logs its input: every byte it reads goes to the file named
# by argv[1], as hex, one read per line; the screen shows how many it got.
# With argv[2] == "paste" it asks for bracketed paste (DECSET 2004) first;
# with "mouse", for mouse reports (DECSET 1000), in SGR's form (1006).
import os, sys, termios, tty

log = open(sys.argv[1], "a", buffering=1)
tty.setraw(0)
if len(sys.argv) > 2 and sys.argv[2] == "paste":
    os.write(1, b"\x1b[?2004h")
if len(sys.argv) > 2 and sys.argv[2] == "mouse":
    os.write(1, b"\x1b[?1000h\x1b[?1006h")
os.write(1, b"logging input\r\n")
total = 0
while True:
    data = os.read(0, 4096)
    if not data:
        break
    total += len(data)
    log.write(data.hex() + "\n")
    os.write(1, b"got %d bytes\r\n" % total)
