import assert from "node:assert/strict";
import { untilQuiet } from "../../bench/proc_threads.ts";

/** `sh` busy for `loops` loop turns, then DONE in `marker`, then asleep. */
function busyThenIdle(loops: number, marker: string) {
  return new Deno.Command("sh", {
    args: [
      "-c",
      `i=0; while [ $i -lt ${loops} ]; do i=$((i+1)); done; : > ${marker}; exec sleep 30`,
    ],
    stdin: "null",
    stdout: "null",
  }).spawn();
}

Deno.test("untilQuiet() waits while a process works, until it idles", async () => {
  const dir = await Deno.makeTempDir();
  const marker = `${dir}/done`;
  const child = busyThenIdle(400_000, marker);
  try {
    assert.ok(await untilQuiet([child.pid]));
    // Quiet only once the loop was over.
    assert.ok(Deno.statSync(marker).isFile);
  } finally {
    child.kill("SIGKILL");
    await child.status;
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("untilQuiet() gives up after its timeout on a process that stays busy", async () => {
  const dir = await Deno.makeTempDir();
  const child = busyThenIdle(1e12, `${dir}/done`);
  try {
    assert.equal(await untilQuiet([child.pid], { timeoutMs: 1000 }), false);
  } finally {
    child.kill("SIGKILL");
    await child.status;
    await Deno.remove(dir, { recursive: true });
  }
});
