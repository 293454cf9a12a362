import assert from "node:assert/strict";
import { cString, libc, O_CLOEXEC, O_NOCTTY, O_RDWR } from "../../pty/_libc.ts";
import {
  closeFd,
  makeRaw,
  restoreTerminal,
  saveTerminal,
} from "../../pty/mod.ts";
import { PtyChild } from "./_helpers.ts";

/** Opens the slave of `child`'s pty for the test (not as our ctty). */
function openSlave(child: PtyChild): number {
  const fd = libc().open(
    cString(child.pty.ptsName),
    O_RDWR | O_NOCTTY | O_CLOEXEC,
    0,
  );
  assert.ok(fd >= 0);
  return fd;
}

Deno.test("makeRaw() then restoreTerminal() restores the attributes exactly", async () => {
  const child = new PtyChild({ file: "sleep", args: ["60"] });
  const slave = openSlave(child);
  try {
    const before = saveTerminal(slave);
    const saved = makeRaw(slave);
    assert.deepEqual(saved.termios, before.termios);
    const raw = saveTerminal(slave);
    const lflag = new DataView(raw.termios.buffer).getUint32(12, true);
    const ISIG = 0o1, ICANON = 0o2, ECHO = 0o10;
    assert.equal(
      lflag & (ISIG | ICANON | ECHO),
      0,
      "no signals, no lines, no echo",
    );
    const oflag = new DataView(raw.termios.buffer).getUint32(4, true);
    assert.equal(oflag & 1, 0, "no output processing (OPOST off)");
    restoreTerminal(slave, saved);
    assert.deepEqual(saveTerminal(slave).termios, before.termios);
  } finally {
    closeFd(slave);
    child.close();
    Deno.kill(child.pty.pid, "SIGKILL");
    await child.exited;
  }
});

Deno.test("makeRaw() makes Ctrl-C a byte instead of SIGINT", async () => {
  const child = new PtyChild({
    file: "sh",
    args: ["-c", "echo ready; head -c 1 | od -An -c; echo done"],
  });
  try {
    await child.expect(/ready\r\n/);
    const slave = openSlave(child);
    makeRaw(slave);
    closeFd(slave);
    child.type("\x03");
    await child.expect(/003[\s\S]*done/);
    assert.deepEqual(await child.exited, { code: 0, signal: null });
  } finally {
    child.close();
  }
});
