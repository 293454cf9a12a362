/**
 * `Daemon`'s dispatch switch, in this process: a real daemon on a temporary
 * socket with real sessions, and a test client on the socket.
 */

import assert from "node:assert/strict";
import { PROTOCOL_VERSION } from "../../../protocol/messages.ts";
import { Daemon } from "../../../server/daemon/daemon.ts";
import { testEnv } from "../../pty/_helpers.ts";
import { type Msg, WireClient } from "./_wire_client.ts";

/** A started daemon and a greeted client; both go at the end. */
async function setup() {
  const dir = await Deno.makeTempDir({ prefix: "berth-daemon-test-" });
  const daemon = new Daemon(`${dir}/d.sock`);
  await daemon.start();
  const client = await WireClient.connect(`${dir}/d.sock`);
  await client.send({ t: "hello", version: PROTOCOL_VERSION, client: "test" });
  await client.next((m) => m.t === "welcome");
  let id = 1;
  const request = async (req: Record<string, unknown>): Promise<Msg> => {
    const n = id++;
    await client.send({ t: "req", id: n, ...req });
    return client.next((m) => m.t === "res" && m.id === n, 0, 20_000);
  };
  const newSession = (name: string, cmd: string[]) =>
    request({
      op: "new",
      name,
      cmd,
      cols: 40,
      rows: 5,
      baseEnv: testEnv(),
      cwd: "/",
    });
  return {
    daemon,
    client,
    request,
    newSession,
    async [Symbol.asyncDispose]() {
      client.close();
      await daemon.shutdown("test over");
      await Deno.remove(dir, { recursive: true });
    },
  };
}

Deno.test("Daemon.dispatch(): attach messages from a client that is not attached are fatal", async () => {
  for (
    const msg of [
      { t: "input", data: new Uint8Array([65]) },
      { t: "resize", cols: 10, rows: 10 },
      { t: "ack", seq: 1 },
      { t: "detach" },
    ]
  ) {
    await using t = await setup();
    await t.client.send(msg);
    await t.client.closed;
    const fatal = t.client.received.at(-1)!;
    assert.equal(fatal.t, "fatal", msg.t);
    assert.match(String(fatal.message), /client is not attached/);
  }
});

Deno.test("Daemon.dispatch(): attach, input, resize, detach, in one switch", async () => {
  await using t = await setup();
  assert.equal((await t.newSession("s", ["cat"])).ok, true);
  const attached = await t.request({
    op: "attach",
    name: "s",
    cols: 30,
    rows: 4,
  });
  const answer = attached.data as Record<string, unknown>;
  assert.equal(typeof answer.token, "string");
  assert.deepEqual({ ...answer, token: "" }, {
    name: "s",
    token: "",
    input: 0,
    resumed: false,
  });
  const s = t.daemon.sessions.get("s")!;
  assert.deepEqual([s.cols, s.rows], [30, 4], "the session takes its size");
  await t.client.send({ t: "input", data: new TextEncoder().encode("hi\n") });
  await t.client.send({ t: "resize", cols: 35, rows: 6 });
  const waited = await t.request({
    op: "wait",
    name: "s",
    text: { source: "^hi$", flags: "m" },
    timeoutMs: 30_000,
  });
  assert.equal(waited.ok, true);
  assert.deepEqual([s.cols, s.rows], [35, 6]);
  const frame = await t.client.next((m) => m.t === "update");
  await t.client.send({ t: "ack", seq: frame.seq });
  await t.client.send({ t: "detach" });
  const end = await t.client.next((m) => m.t === "end");
  assert.equal(end.reason, "detached");
  assert.equal(s.clients.size, 0);
  assert.equal((await t.request({ op: "ls" })).ok, true, "still connected");
});

Deno.test("Daemon.dispatch(): an ack that crosses the session's end is no error", async () => {
  await using t = await setup();
  await t.newSession("s", ["cat"]);
  await t.request({ op: "attach", name: "s", cols: 30, rows: 4 });
  const frame = await t.client.next((m) => m.t === "update");
  await t.request({ op: "kill", name: "s" });
  await t.client.next((m) => m.t === "end");
  await t.client.send({ t: "ack", seq: frame.seq });
  assert.equal((await t.request({ op: "ls" })).ok, true, "not dropped");
});

Deno.test("Daemon.dispatch(): unsubscribe cancels a wait", async () => {
  await using t = await setup();
  await t.newSession("s", ["cat"]);
  const id = 100;
  await t.client.send({
    t: "req",
    id,
    op: "wait",
    name: "s",
    text: { source: "never", flags: "" },
  });
  await t.client.send({ t: "unsubscribe", id });
  const res = await t.client.next((m) => m.t === "res" && m.id === id);
  assert.equal(res.code, "timeout");
  assert.match(String(res.message), /cancelled/);
});

Deno.test("Daemon.dispatch(): a beat is answered with the last input seq, and a repeated input seq is not typed twice", async () => {
  await using t = await setup();
  await t.newSession("s", ["cat"]);
  await t.request({ op: "attach", name: "s", cols: 30, rows: 4 });
  const typed = new TextEncoder().encode("a");
  await t.client.send({ t: "input", data: typed, seq: 1 });
  await t.client.send({ t: "input", data: typed, seq: 1 });
  await t.client.send({ t: "input", data: new Uint8Array([10]), seq: 2 });
  await t.client.send({ t: "beat" });
  const beat = await t.client.next((m) => m.t === "beat");
  assert.equal(beat.input, 2);
  // The echo's line and cat's copy of it: the echo alone (the tty echoes
  // before cat reads) would let the capture race cat's output.
  await t.request({
    op: "wait",
    name: "s",
    text: { source: "^a+\\na+$", flags: "m" },
    timeoutMs: 30_000,
  });
  const r = await t.request({ op: "capture", name: "s" });
  const { lines } = (r.data as { screen: { lines: string[] } }).screen;
  assert.deepEqual(lines.slice(0, 2), ["a", "a"], "the repeat was dropped");
});

Deno.test("Daemon.dispatch(): wait --text on a program that prints and exits at once answers matched, however the end races the watch", async () => {
  // The end of the output (pane-eof) could reach the session before the
  // parse worker's answer to a watch posted just earlier: the session ended
  // and failed the wait although the screen had matched.
  await using t = await setup();
  const failures: string[] = [];
  for (let i = 0; i < 24; i++) {
    for (const keep of [true, false]) {
      const name = `r${i}${keep ? "k" : ""}`;
      await t.request({
        op: "new",
        name,
        cmd: ["sh", "-c", "echo ready"],
        cols: 40,
        rows: 5,
        baseEnv: testEnv(),
        cwd: "/",
        keep,
      });
      // Vary when the wait lands: before, at or after the end.
      if (i % 4 > 0) await new Promise((r) => setTimeout(r, i % 4));
      const res = await t.request({
        op: "wait",
        name,
        text: { source: "^ready$", flags: "m" },
        timeoutMs: 30_000,
      });
      // A session that was gone (not kept) before the wait: not found.
      if (res.ok || (!keep && res.code === "not-found")) continue;
      failures.push(`${name}: ${res.code} ${res.message}`);
    }
  }
  assert.deepEqual(failures, []);
});
