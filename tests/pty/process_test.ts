import assert from "node:assert/strict";
import {
  ChildWatcher,
  closeFd,
  decodeWaitStatus,
  kill,
  SIGHUP,
  spawnPty,
  waitpid,
} from "../../pty/mod.ts";
import { testEnv } from "./_helpers.ts";

Deno.test("decodeWaitStatus() decodes exits and signal deaths", () => {
  assert.deepEqual(decodeWaitStatus(0), { code: 0, signal: null });
  assert.deepEqual(decodeWaitStatus(3 << 8), { code: 3, signal: null });
  assert.deepEqual(decodeWaitStatus(255 << 8), { code: 255, signal: null });
  assert.deepEqual(decodeWaitStatus(15), { code: null, signal: 15 });
  // Core dumped: bit 7 set beside the signal.
  assert.deepEqual(decodeWaitStatus(0x80 | 11), {
    code: null,
    signal: 11,
  });
});

Deno.test("kill() signals a process group; waitpid() decodes it", async () => {
  const pty = spawnPty({
    file: "sh",
    args: ["-c", "sleep 60 & sleep 60; wait"],
    env: testEnv(),
    cols: 80,
    rows: 24,
  });
  try {
    assert.equal(waitpid(pty.pid), null, "still running");
    // The child leads its own group: -pid reaches the shell and both sleeps.
    assert.equal(kill(-pty.pid, SIGHUP), true);
    const status = await new ChildWatcher().exited(pty.pid);
    assert.deepEqual(status, { code: null, signal: SIGHUP });
    assert.equal(kill(pty.pid, SIGHUP), false, "no such process: false");
  } finally {
    closeFd(pty.fd);
  }
});

Deno.test("kill() refuses pids that would hit berth itself or everyone", () => {
  assert.throws(() => kill(0), RangeError);
  assert.throws(() => kill(-1), RangeError);
});
