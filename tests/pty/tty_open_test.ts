import assert from "node:assert/strict";
import { closeFd, openTty } from "../../pty/mod.ts";
import { ptyPair } from "./_helpers.ts";

Deno.test("openTty opens the terminal a path and device name", () => {
  const { master, path } = ptyPair();
  try {
    const fd = openTty(path, Deno.statSync(path).rdev!);
    assert.ok(fd >= 0);
    assert.equal(Deno.readLinkSync(`/proc/self/fd/${fd}`), path);
    closeFd(fd);
  } finally {
    closeFd(master);
  }
});

Deno.test("openTty refuses what is not the terminal named", () => {
  // A character device, the right one, but no terminal.
  assert.throws(
    () => openTty("/dev/null", Deno.statSync("/dev/null").rdev!),
    /not a terminal/,
  );
  // Not a device at all: never opened.
  const fifo = Deno.makeTempDirSync() + "/fifo";
  new Deno.Command("mkfifo", { args: [fifo] }).outputSync();
  assert.throws(() => openTty(fifo, 0), /not the client's terminal/);
  Deno.removeSync(fifo);
  const { master, path } = ptyPair();
  try {
    assert.throws(() => openTty(path, 12345), /not the client's terminal/);
  } finally {
    closeFd(master);
  }
});
