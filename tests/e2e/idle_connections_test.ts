/**
 * End to end: connections that never say hello are closed after the
 * handshake timeout, and a churn of connections leaves the daemon's memory
 * near where it was: with a 256 KiB read buffer and a 64 KiB decoder per
 * connection, this churn took it from 136 to 322 MB for good; with buffers
 * sized by what arrives, from 98 to 126 MB.
 */

import assert from "node:assert/strict";
import { encodeFrame } from "../../protocol/framing.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { HANDSHAKE_TIMEOUT_MS } from "../../server/daemon/client_conn.ts";
import { residentBytes, TestDaemon } from "../_helpers/daemon.ts";
import { RawClient } from "../_helpers/raw_client.ts";

const MB = 1024 * 1024;

Deno.test("connections silent past the handshake timeout are closed", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "keep", "--", "cat");
  const conns: RawClient[] = [];
  for (let i = 0; i < 100; i++) conns.push(await RawClient.connect(d.socket));
  const heard = await Promise.all(
    conns.map((c) => c.readUntilClosed(HANDSHAKE_TIMEOUT_MS + 15_000)),
  );
  for (const msgs of heard) {
    assert.deepEqual(msgs, [{
      t: "fatal",
      code: "protocol",
      message: `No hello within ${HANDSHAKE_TIMEOUT_MS} ms`,
    }]);
  }
  assert.match(await d.ok("ls"), /^keep /m);
});

/** Connects, waiting while the daemon's backlog is full (EAGAIN). */
async function connectRetrying(socket: string): Promise<RawClient> {
  for (let tries = 0;; tries++) {
    try {
      return await RawClient.connect(socket);
    } catch (err) {
      if (!(err instanceof Deno.errors.WouldBlock) || tries > 500) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/**
 * Opens `count` connections in rounds of 100, greets half, closes them;
 * after each round, waits for the daemon to answer a request (on a machine
 * this busy it may lag a round behind).
 */
async function churn(d: TestDaemon, count: number): Promise<void> {
  const socket = d.socket;
  const hello = encodeFrame({
    t: "hello",
    version: PROTOCOL_VERSION,
    client: "churn",
  });
  for (let done = 0; done < count; done += 100) {
    const conns: RawClient[] = [];
    for (let i = 0; i < 100; i++) {
      const c = await connectRetrying(socket);
      if (i % 2) await c.write(hello);
      conns.push(c);
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const c of conns) c.close();
    const sync = await d.connect();
    await sync.request({ op: "ls" });
    sync.close();
  }
}

Deno.test("a churn of 2,000 connections leaves the daemon's memory within 48 MB of where it was", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "keep", "--", "cat");
  const pid = await d.daemonPid();
  await churn(d, 300); // Warm up: compiled code, allocator pools.
  await new Promise((r) => setTimeout(r, 1000));
  const before = residentBytes(pid);
  await churn(d, 2000);
  // Memory comes back once the connections are gone and garbage is
  // collected: give it some seconds.
  let after = residentBytes(pid);
  for (let i = 0; i < 40 && after - before >= 48 * MB; i++) {
    await new Promise((r) => setTimeout(r, 250));
    after = residentBytes(pid);
  }
  const ls = await d.cli("ls");
  assert.equal(ls.code, 0, ls.stderr);
  assert.ok(
    after - before < 48 * MB,
    `RSS ${Math.round(before / MB)} MB before, ${
      Math.round(after / MB)
    } MB after`,
  );
});
