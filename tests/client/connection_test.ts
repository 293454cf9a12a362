/**
 * `Connection.outlastUpgrades` (`client/connection.ts`) against a fake
 * daemon that drops every connection and goes on listening, as one being
 * upgraded does when it execs: the connection opens a new link; to the
 * same daemon (its pid) it sends the requests under way again (a wait
 * with the time it has left) and fails those that are not safe to repeat
 * with "upgraded"; another daemon means the old one stopped.
 */

import assert from "node:assert/strict";
import { Connection, ConnectionError } from "../../client/connection.ts";
import { reopenStream } from "../../client/daemon_start.ts";
import type { RequestMsg } from "../../protocol/messages.ts";
import { FakeDaemon } from "./_fake_daemon.ts";

/** Requests the fake got, of one op. */
function requests(fake: FakeDaemon, op: string): RequestMsg[] {
  return fake.received.filter((m): m is RequestMsg =>
    m.t === "req" && m.op === op
  );
}

Deno.test("Connection.outlastUpgrades() sends a wait again on a new link to the same daemon, with the time it has left; a send fails as upgraded", async () => {
  let links = 0;
  const fake = await FakeDaemon.start({
    // Waits are answered on the second link only; sends never.
    answer: (req) => req.op === "wait" && links > 1 ? { data: {} } : undefined,
  });
  try {
    const conn = await Connection.open(fake.path, "lib");
    links = 1;
    conn.outlastUpgrades(() => {
      links++;
      return reopenStream(fake.path);
    });
    let renewed = 0;
    conn.onRenewed = () => renewed++;
    const waiting = conn.request({
      op: "wait",
      name: "s",
      idleMs: 10,
      timeoutMs: 60_000,
    });
    const sending = conn.request({
      op: "send",
      name: "s",
      data: new Uint8Array([120]),
    });
    sending.catch(() => {});
    await fake.waitFor((m) => m.t === "req" && m.op === "send", "send");
    await new Promise((r) => setTimeout(r, 50));
    fake.dropAll();

    assert.deepEqual(await waiting, {});
    await assert.rejects(sending, (err) => {
      assert.ok(err instanceof ConnectionError);
      assert.equal(err.kind, "upgraded");
      assert.match(err.message, /send was under way.*check, then retry$/);
      return true;
    });
    const waits = requests(fake, "wait");
    assert.equal(waits.length, 2);
    assert.equal(waits[0].id, waits[1].id);
    const [first, again] = waits as (RequestMsg & { timeoutMs: number })[];
    assert.ok(again.timeoutMs < first.timeoutMs, "the time left");
    assert.ok(again.timeoutMs > 50_000);
    assert.equal(requests(fake, "send").length, 1, "the send is not repeated");
    assert.equal(renewed, 1);
    conn.close();
  } finally {
    await fake.close();
  }
});

Deno.test("Connection.outlastUpgrades(): another daemon on the socket means the daemon stopped", async () => {
  const fake = await FakeDaemon.start({ answer: () => undefined });
  try {
    const conn = await Connection.open(fake.path, "lib");
    conn.outlastUpgrades(() => reopenStream(fake.path));
    const waiting = conn.request({ op: "wait", name: "s", exit: true });
    await fake.waitFor((m) => m.t === "req", "wait");
    fake.pid = 1;
    fake.dropAll();
    await assert.rejects(waiting, (err) => {
      assert.ok(err instanceof ConnectionError);
      assert.equal(err.kind, "closed");
      assert.match(err.message, /^The daemon stopped \(another daemon/);
      return true;
    });
    await conn.closed;
  } finally {
    await fake.close();
  }
});
