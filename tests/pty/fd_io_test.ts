import assert from "node:assert/strict";
import {
  addressOf,
  closeFd,
  createWakeFd,
  drainWakeFd,
  readPty,
  readPtyAt,
  signalWakeFd,
} from "../../pty/mod.ts";
import { PtyChild, waitReadable } from "./_helpers.ts";

Deno.test("readPty() returns 0 when nothing is readable, -1 at the child's end", async () => {
  const child = new PtyChild({
    file: "sh",
    args: ["-c", "read x; echo done"],
  });
  try {
    const buf = new Uint8Array(64);
    assert.equal(readPty(child.pty.fd, buf, 0, buf.length), 0, "EAGAIN");
    child.type("go\r");
    await child.readToEnd();
    assert.match(child.output, /done\r\n$/);
    // Once the slave is closed a read fails with EIO, reported as -1.
    assert.equal(readPty(child.pty.fd, buf, 0, buf.length), -1);
    assert.deepEqual(await child.exited, { code: 0, signal: null });
  } finally {
    child.close();
  }
});

Deno.test("readPtyAt() reads into shared memory at an offset", async () => {
  const child = new PtyChild({ file: "echo", args: ["shared"] });
  try {
    const mem = new Uint8Array(new SharedArrayBuffer(64));
    const base = addressOf(mem);
    let n = 0;
    while (n === 0) {
      await waitReadable(child.pty.fd, 10_000);
      n = readPtyAt(child.pty.fd, base + 10, 54);
    }
    assert.equal(
      new TextDecoder().decode(mem.subarray(10, 10 + n)),
      "shared\r\n",
    );
    assert.equal(mem[9], 0, "nothing before the offset");
    await child.exited;
  } finally {
    child.close();
  }
});

Deno.test("wake fd: signalled until drained, idempotent", () => {
  const fd = createWakeFd();
  try {
    assert.equal(drainWakeFd(fd), false);
    signalWakeFd(fd);
    signalWakeFd(fd);
    assert.equal(drainWakeFd(fd), true);
    assert.equal(drainWakeFd(fd), false);
  } finally {
    closeFd(fd);
  }
});

Deno.test("the hot reads and writes stay compiled: no deopt loop in TurboFan", async () => {
  // Optimised callers of a `usize` parameter given a number deopted at
  // their first call, for ever (`size()` in pty/_libc.ts). A loop hot
  // enough for TurboFan, under V8's deopt trace; compiled on the loop's
  // own thread, so that the optimised code runs however busy the machine.
  const script = `
    import { addressOf, closeFd, openDevNull, readPty, readPtyAt, writeAt,
      writeSome } from ${
    JSON.stringify(new URL("../../pty/mod.ts", import.meta.url).href)
  };
    const fd = openDevNull();
    const buf = new Uint8Array(64);
    const at = addressOf(buf);
    let n = 0;
    for (let i = 0; i < 60000; i++) {
      n += readPty(fd, buf, 0, 64) + readPtyAt(fd, at, 64);
      n += writeSome(fd, buf) + writeAt(fd, at, 64);
    }
    closeFd(fd);
    console.log("done", n);
  `;
  const { code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      "--v8-flags=--trace-deopt,--no-concurrent-recompilation," +
      "--no-concurrent-osr",
      script,
    ],
    stdin: "null",
    stderr: "null",
  }).output();
  const text = new TextDecoder().decode(stdout);
  assert.equal(code, 0);
  assert.match(text, /done 7560000/);
  assert.doesNotMatch(text, /not a BigInt/);
});
