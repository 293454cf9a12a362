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
  assert.throws(
    () => openTty("/dev/null", Deno.statSync("/dev/null").rdev!),
    /not a terminal/,
  );
  const { master, path } = ptyPair();
  try {
    assert.throws(() => openTty(path, 12345), /another device/);
  } finally {
    closeFd(master);
  }
});
