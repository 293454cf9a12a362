import assert from "node:assert/strict";
import { closeFd, openTty } from "../../pty/mod.ts";
import { ptyPair } from "./_helpers.ts";

/** `path`'s device numbers, as a client names its terminal. */
function device(path: string) {
  const { rdev, dev } = Deno.statSync(path);
  return { path, rdev: rdev!, dev };
}

Deno.test("openTty opens the terminal a path and its device numbers name", () => {
  const { master, path } = ptyPair();
  try {
    const fd = openTty(device(path));
    assert.ok(fd >= 0);
    assert.equal(Deno.readLinkSync(`/proc/self/fd/${fd}`), path);
    closeFd(fd);
  } finally {
    closeFd(master);
  }
});

Deno.test("openTty refuses a path that is no terminal's, before looking at it", () => {
  assert.throws(() => openTty(device("/dev/null")), /not a terminal's path/);
  const fifo = Deno.makeTempDirSync() + "/fifo";
  new Deno.Command("mkfifo", { args: [fifo] }).outputSync();
  assert.throws(() => openTty(device(fifo)), /not a terminal's path/);
  Deno.removeSync(fifo);
  assert.throws(
    () => openTty({ path: "/dev/pts/../../tmp/x", rdev: 1, dev: 1 }),
    /not a terminal's path/,
  );
});

Deno.test("openTty refuses another device, or the same number in another devpts", () => {
  const { master, path } = ptyPair();
  try {
    const d = device(path);
    assert.throws(
      () => openTty({ ...d, rdev: d.rdev + 1 }),
      /not the client's terminal/,
    );
    assert.throws(
      () => openTty({ ...d, dev: d.dev + 1 }),
      /not the client's terminal/,
    );
  } finally {
    closeFd(master);
  }
});
