/**
 * End to end: an attach client whose ack (or key) crosses the end of its
 * attachment on the wire is not dropped as a protocol breaker: `kill` and
 * `kill-server` logged "Got ack but the client is not attached" and cut
 * the connection.
 */

import assert from "node:assert/strict";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

Deno.test("an ack sent after the attachment ended is ignored, not fatal", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  await using conn = await d.connect();
  const acks: number[] = [];
  let ended = false;
  conn.onPush = (msg) => {
    if (msg.t === "end") ended = true;
    if (msg.t !== "update") return;
    const seq = (msg as UpdateMsg).seq;
    // A slow client: it acks a while after the frame came.
    setTimeout(() => {
      conn.send({ t: "ack", seq }).catch(() => {});
      conn.send({ t: "input", data: new Uint8Array([0x61]) }).catch(() => {});
      acks.push(seq);
    }, 300);
  };
  await conn.request({ op: "attach", name: "a", cols: 80, rows: 24 });
  await d.ok("send", "a", "hello\n");
  await d.ok("kill", "a");
  await waitFor(() => ended, 10_000, "end");
  await waitFor(() => acks.length >= 2, 10_000, "late acks");
  await new Promise((r) => setTimeout(r, 300));
  // The connection still serves requests.
  const ls = await conn.request({ op: "ls" });
  assert.deepEqual(ls.sessions.map((s) => s.name), ["other"]);
  assert.doesNotMatch(d.log(), /not attached/);
});
