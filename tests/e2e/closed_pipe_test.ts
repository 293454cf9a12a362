/**
 * End to end: a command whose reader goes away (`berth ... | head -c 300`)
 * stops quietly with 141, as a program killed by SIGPIPE does.
 */

import assert from "node:assert/strict";
import { READER_GONE_EXIT } from "../../client/stdout.ts";
import { TestDaemon } from "../_helpers/daemon.ts";

/**
 * Runs berth, reads `bytes` of its stdout, then closes the pipe as `head`
 * does; `afterClose` runs after the close. Returns the exit
 * code and stderr.
 */
async function readThenClose(
  d: TestDaemon,
  args: string[],
  bytes: number,
  afterClose: () => Promise<unknown> = () => Promise.resolve(),
): Promise<{ code: number; stderr: string; head: string }> {
  const child = d.spawn(...args);
  const stderr = new Response(child.stderr).text();
  const reader = child.stdout.getReader();
  let head = "";
  const dec = new TextDecoder();
  while (head.length < bytes) {
    const { value, done } = await reader.read();
    if (done) break;
    head += dec.decode(value, { stream: true });
  }
  await reader.cancel(); // Closes our end of the pipe.
  await afterClose();
  const status = await child.status;
  return { code: status.code, stderr: await stderr, head };
}

Deno.test("berth replay --json into a closed pipe exits 141 with no message", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/big.log`;
  await Deno.writeTextFile(file, "x".repeat(5000));
  // About 3 MB of JSON: far more than a pipe holds.
  const r = await readThenClose(
    d,
    ["replay", file, "--json", "--cols", "300", "--rows", "200"],
    300,
  );
  assert.match(r.head, /^\{"cols":300/);
  assert.equal(r.stderr, "");
  assert.equal(r.code, READER_GONE_EXIT);
});

Deno.test("berth capture and berth events into a closed pipe exit 141 with no message", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--cols",
    "400",
    "--rows",
    "200",
    "--",
    "sh",
    "-c",
    "yes abcdefghij | head -c 70000; exec sleep 600",
  );
  await d.ok("wait", "s", "--text", "abcdefghij", "--timeout", "20");
  let r = await readThenClose(d, ["capture", "s", "--json"], 300);
  assert.equal(r.stderr, "");
  assert.equal(r.code, READER_GONE_EXIT);

  // events writes only when something happens: resize the session until
  // it has printed a line, then again after the reader has gone.
  let cols = 80;
  let reading = true;
  const kick = (async () => {
    while (reading) {
      await d.ok("resize", "s", String(cols++), "24");
      await new Promise((res) => setTimeout(res, 100));
    }
  })();
  r = await readThenClose(d, ["events", "s"], 1, async () => {
    await new Promise((res) => setTimeout(res, 300));
    reading = false;
    await kick;
  });
  assert.equal(r.stderr, "");
  assert.equal(r.code, READER_GONE_EXIT);
});
