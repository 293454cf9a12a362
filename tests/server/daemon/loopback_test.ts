import assert from "node:assert/strict";
import { loopback } from "../../../server/daemon/loopback.ts";
import type { ClientMsg, ServerMsg } from "../../../protocol/messages.ts";

const beat: ClientMsg = { t: "beat" };

Deno.test("loopback(): messages arrive in order, a microtask after send(), never inside it", async () => {
  const [daemon, client] = loopback();
  const got: ClientMsg[] = [];
  daemon.onMessage = (m) => got.push(m);
  client.send({ t: "ack", seq: 1 });
  client.send({ t: "ack", seq: 2 });
  assert.deepEqual(got, [], "not inside send()");
  await Promise.resolve();
  assert.deepEqual(got, [{ t: "ack", seq: 1 }, { t: "ack", seq: 2 }]);
});

Deno.test("loopback(): close delivers what was sent before it, then ends both ends once", async () => {
  const [daemon, client] = loopback();
  const got: ServerMsg[] = [];
  let closes = 0;
  client.onMessage = (m) => got.push(m);
  client.onClose = () => closes++;
  daemon.onClose = () => closes++;
  daemon.send({ t: "beat" });
  daemon.close();
  daemon.close();
  daemon.send({ t: "beat", input: 1 }); // after the close: dropped
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(got, [{ t: "beat" }]);
  assert.equal(closes, 2);
  assert.ok(client.closed);
  client.send(beat); // to a closed end: nothing happens
});

Deno.test("loopback(): a handler that closes stops the messages after it", async () => {
  const [daemon, client] = loopback();
  const got: ClientMsg[] = [];
  daemon.onMessage = (m) => {
    got.push(m);
    daemon.close();
  };
  client.send(beat);
  client.send(beat);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(got.length, 1);
});
