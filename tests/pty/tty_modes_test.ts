/**
 * The daemon's raw mode for a client's terminal (`pty/tty_modes.ts`) is
 * Deno's `setRaw(true)`, bit for bit, as `stty -g` of the terminal shows
 * it; and what it gives back, and its `stty -g` form, are the modes before.
 */

import assert from "node:assert/strict";
import { closeFd, openTty, TtyModes } from "../../pty/mod.ts";
import { ptyPair } from "./_helpers.ts";
import { waitFor } from "../_helpers/daemon.ts";

/** `stty -g` of terminal `path`. */
async function sttyG(path: string): Promise<string> {
  const out = await new Deno.Command("stty", { args: ["-g", "-F", path] })
    .output();
  assert.ok(out.success, new TextDecoder().decode(out.stderr));
  return new TextDecoder().decode(out.stdout).trim();
}

/**
 * `stty -g` of `path` once a Deno process with it as its stdin has made it
 * raw (`setRaw(true)`; modes other than `before`).
 */
async function denoRaw(path: string, before: string): Promise<string> {
  const script = "Deno.stdin.setRaw(true); " +
    "await Deno.stdin.read(new Uint8Array(1));";
  const deno = new Deno.Command("sh", {
    args: ["-c", `exec "$0" eval "$1" <"$2"`, Deno.execPath(), script, path],
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    let now = before;
    await waitFor(async () => (now = await sttyG(path)) !== before, 20_000);
    return now;
  } finally {
    deno.kill();
    await deno.status;
  }
}

Deno.test("raw mode as Deno's setRaw makes it; the modes before given back, and said as stty -g says them", async () => {
  const { master, path } = ptyPair();
  const { rdev, dev } = Deno.statSync(path);
  const fd = openTty({ path, rdev: rdev!, dev });
  try {
    const before = await sttyG(path);
    const modes = new TtyModes(fd);
    assert.equal(modes.sttyForm(), before);
    modes.raw();
    const raw = await sttyG(path);
    assert.notEqual(raw, before);
    modes.restore();
    assert.equal(await sttyG(path), before);
    assert.equal(await denoRaw(path, before), raw, "Deno's setRaw(true)");
  } finally {
    closeFd(fd);
    closeFd(master);
  }
});

Deno.test("modes given in stty -g's form (an attach resumed after an upgrade, the terminal raw): those given back; another form refused", async () => {
  const { master, path } = ptyPair();
  const { rdev, dev } = Deno.statSync(path);
  const fd = openTty({ path, rdev: rdev!, dev });
  try {
    const before = await sttyG(path);
    new TtyModes(fd).raw();
    const raw = await sttyG(path);
    const modes = new TtyModes(fd, before);
    assert.equal(modes.sttyForm(), before);
    assert.equal(await sttyG(path), raw, "read, not set");
    modes.restore();
    assert.equal(await sttyG(path), before);
    for (
      const bad of [
        "",
        "500:5:bf",
        before + ":0",
        before.replace(/:0$/, ":100"),
      ]
    ) {
      assert.throws(() => new TtyModes(fd, bad), /stty -g/);
    }
  } finally {
    closeFd(fd);
    closeFd(master);
  }
});
