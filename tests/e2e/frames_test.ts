/**
 * End to end: how screen updates reach attached clients (synchronized
 * output, stalled clients) and how terminal queries are answered.
 */

import assert from "node:assert/strict";
import type { Connection } from "../../client/connection.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

/** A protocol-level attach client that records the screen after every frame. */
async function recorder(d: TestDaemon, name: string, opts: { ack: boolean }) {
  const conn = await d.connect("attach");
  const screen: string[] = [];
  const shots: string[] = [];
  conn.onPush = (m) => {
    if (m.t !== "update") return;
    const f = m as UpdateMsg;
    if (f.full) screen.length = 0;
    for (const [y, runs] of f.lines) screen[y] = runs.map((r) => r[0]).join("");
    shots.push(screen.join("\n"));
    if (opts.ack) conn.send({ t: "ack", seq: f.seq });
  };
  await conn.request({ op: "attach", name, cols: 80, rows: 24 });
  return { conn, shots };
}

async function closeAll(...conns: Connection[]) {
  for (const c of conns) {
    c.close();
    await c.closed;
  }
}

Deno.test("no frame shows the inside of a synchronized update (mode 2026)", async () => {
  await using d = await TestDaemon.create();
  const prog = String
    .raw`read go; for i in 1 2 3 4 5; do printf '\033[?2026hpart-%s' $i; sleep 0.05; printf ' done-%s\r\n\033[?2026l' $i; done; sleep 600`;
  await d.ok(
    "new",
    "-d",
    "-s",
    "sync",
    "--",
    "sh",
    "-c",
    `stty -echo; ${prog}`,
  );
  const r = await recorder(d, "sync", { ack: true });
  const c = await d.connect();
  await c.request({
    op: "send",
    name: "sync",
    data: new TextEncoder().encode("\n"),
  });
  await c.request({
    op: "wait",
    name: "sync",
    text: { source: "done-5", flags: "" },
    timeoutMs: 20_000,
  });
  await waitFor(
    () => r.shots.some((s) => s.includes("done-5")),
    10_000,
    "the last frame",
  );
  for (const shot of r.shots) {
    for (let i = 1; i <= 5; i++) {
      if (shot.includes(`part-${i}`)) {
        assert.ok(
          shot.includes(`part-${i} done-${i}`),
          `frame cut inside update ${i}:\n${shot}`,
        );
      }
    }
  }
  await closeAll(r.conn, c);
});

/**
 * A session running `script` after a line is sent to it, an acking
 * recorder attached to it before, and the control connection that sent it.
 */
async function goRecorded(d: TestDaemon, name: string, script: string) {
  await d.ok(
    "new",
    "-d",
    "-s",
    name,
    "--",
    "sh",
    "-c",
    `stty -echo; read go; ${script}`,
  );
  const r = await recorder(d, name, { ack: true });
  const c = await d.connect();
  await c.request({ op: "send", name, data: new TextEncoder().encode("\n") });
  return { r, c };
}

Deno.test("a synchronized update that never ends is drawn anyway (watchdog)", async () => {
  await using d = await TestDaemon.create();
  const { r, c } = await goRecorded(
    d,
    "stuck",
    String.raw`printf '\033[?2026hstuck-text'; sleep 600`,
  );
  await waitFor(
    () => r.shots.some((s) => s.includes("stuck-text")),
    15_000,
    "the watchdog's frame",
  );
  await closeAll(r.conn, c);
});

Deno.test("output too large to go out at once, then silence, is drawn (the paced update)", async () => {
  // A small update, then over SMALL_UPDATE_BYTES within a frame interval
  // of it: the rest waits for the frame pace, and no more output comes to
  // wake the parse worker; its wait ends when the update is due.
  await using d = await TestDaemon.create();
  const { r, c } = await goRecorded(
    d,
    "paced",
    String.raw`printf 'first\r\n'; seq 1 3000; printf 'paced-end'; sleep 600`,
  );
  await waitFor(
    () => (r.shots.at(-1) ?? "").includes("2999\n3000\npaced-end"),
    15_000,
    "the paced update",
  );
  await closeAll(r.conn, c);
});

Deno.test("a client that stops acking neither slows the session nor stops other clients", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--keep",
    "--",
    "sh",
    "-c",
    "stty -echo; read go; seq 1 200000",
  );
  const stalled = await recorder(d, "s", { ack: false });
  const live = await recorder(d, "s", { ack: true });
  const c = await d.connect();
  await c.request({
    op: "send",
    name: "s",
    data: new TextEncoder().encode("\n"),
  });
  const { exit } = await c.request({
    op: "wait",
    name: "s",
    exit: true,
    timeoutMs: 60_000,
  });
  assert.equal(exit?.code, 0);
  await waitFor(
    () => (live.shots.at(-1) ?? "").includes("200000"),
    10_000,
    "live client's last frame",
  );
  // Its first frame, at most one small update that may pass it (a key's
  // echo, attached_client.ts), and the final screen that every client
  // gets at the end.
  assert.ok(
    stalled.shots.length <= 3,
    `stalled client frames: ${stalled.shots.length}`,
  );
  assert.ok(live.shots.length > 1);
  await closeAll(stalled.conn, live.conn, c);
});

Deno.test("terminal queries are answered: the program reads its cursor position (CPR)", async () => {
  await using d = await TestDaemon.create();
  const py = String.raw`
import os, sys, tty
tty.setraw(0)
os.write(1, b"\033[5;10H\033[6n")
reply = b""
while not reply.endswith(b"R"):
    reply += os.read(0, 1)
os.write(1, b"\r\n" + reply[1:] + b"\r\n")
`;
  await d.ok("new", "-d", "-s", "q", "--keep", "--", "python3", "-c", py);
  const c = await d.connect();
  const { exit } = await c.request({
    op: "wait",
    name: "q",
    exit: true,
    timeoutMs: 20_000,
  });
  assert.equal(exit?.code, 0);
  const cap = await c.request({ op: "capture", name: "q" });
  assert.equal(cap.screen.lines[5], "[5;10R");
  await closeAll(c);
});
