/**
 * `bench/native/keyecho.c`, the user's terminal in C that times the key
 * section's echoes: real ptys, real programs.
 */

import assert from "node:assert/strict";
import { buildNative, type NativeTools } from "../../bench/native.ts";

/** Builds the C helpers into a temporary directory for `fn`. */
async function withTools(fn: (t: NativeTools, dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "keyecho-test-" });
  try {
    const built = await buildNative(dir);
    if ("missing" in built) throw new Error(built.missing);
    await fn(built.tools, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs keyecho; its samples as [written ns, latency ns]. */
async function keyecho(keyecho: string, args: string[]) {
  const out = await new Deno.Command(keyecho, {
    args,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: out.code,
    stderr: new TextDecoder().decode(out.stderr),
    samples: new TextDecoder().decode(out.stdout).trim().split("\n")
      .filter((l) => l !== "").map((l) => l.split(" ").map(Number)),
  };
}

/** keyecho typing `keys` keys into `sh -c`: raw, READY, then `script`. */
function intoShell(t: NativeTools, keys: number, script: string) {
  return keyecho(t.keyecho, [
    String(keys),
    "sh",
    "-c",
    `stty raw -echo; printf READY; ${script}`,
  ]);
}

Deno.test("keyecho times each key's echo from a raw cat", async () => {
  await withTools(async (t) => {
    const run = await intoShell(t, 30, "exec cat");
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.samples.length, 30);
    for (const [at, ns] of run.samples) assert.ok(at > 0 && ns > 0);
    for (let i = 1; i < 30; i++) {
      assert.ok(run.samples[i][0] > run.samples[i - 1][0], "in order");
    }
  });
});

Deno.test("keyecho does not take a key's byte inside an escape sequence for its echo", async () => {
  await withTools(async (t) => {
    // Each key comes back first inside an OSC cut in two writes (the cut
    // makes two reads: the state is kept across them), then as text. A key
    // typed before the text (a terminal that took the OSC's byte for the
    // echo types on) is thrown away, and its echo never comes.
    const run = await intoShell(
      t,
      3,
      `while k=$(dd bs=1 count=1 2>/dev/null); do
         printf '\\033]0;'; sleep 0.05; printf '%s\\007' "$k"; sleep 0.1
         stty min 0 time 0; dd bs=64 count=1 >/dev/null 2>&1; stty min 1
         printf '%s' "$k"; done`,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, "", "no key lost");
    assert.equal(run.samples.length, 3);
  });
});

Deno.test("keyecho -q ends keystamp, which stamped every key", async () => {
  await withTools(async (t, dir) => {
    const stamps = `${dir}/stamps`;
    const run = await keyecho(t.keyecho, ["-q", "10", t.keystamp, stamps]);
    assert.equal(run.code, 0, run.stderr);
    const read = (await Deno.readTextFile(stamps)).trim().split("\n")
      .map(Number);
    assert.equal(read.length, 30, "20 warm-up keys and 10 timed");
    // Each timed key reached keystamp after it was written.
    run.samples.forEach(([at], i) => assert.ok(read[20 + i] >= at));
  });
});

Deno.test("keyecho fails in one line when the program ends before READY", async () => {
  await withTools(async (t) => {
    const run = await keyecho(t.keyecho, ["5", "true"]);
    assert.equal(run.code, 1);
    assert.equal(run.stderr, "keyecho: the program ended before READY\n");
  });
});
