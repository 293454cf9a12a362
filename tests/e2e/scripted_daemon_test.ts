/**
 * End to end, at the protocol level: the daemon's side of scripted control
 * (wait, send with cursor-key alternatives, events, cancellation), with a
 * real daemon, real ptys and real programs.
 */

import assert from "node:assert/strict";
import { type Connection, RequestError } from "../../client/connection.ts";
import { encodeFrame } from "../../protocol/framing.ts";
import { type EventMsg, PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { TestDaemon } from "../_helpers/daemon.ts";
import { RawClient } from "../_helpers/raw_client.ts";

const enc = new TextEncoder();

/** A python program that waits for a line on stdin, then runs `body`. */
function afterEnter(body: string): string[] {
  return ["python3", "-c", `import os,sys,time\nsys.stdin.readline()\n${body}`];
}

async function closeConn(c: Connection): Promise<void> {
  c.close();
  await c.closed;
}

Deno.test("wait text sees text that is overwritten inside the same write", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "sleep", "600"); // Starts the daemon.
  const c = await d.connect();
  try {
    for (let i = 0; i < 5; i++) {
      const name = `flash${i}`;
      // One write: MARK is on the screen only between two bytes of it.
      await d.ok(
        "new",
        "-d",
        "-s",
        name,
        "--",
        ...afterEnter(
          `os.write(1, b"MARK${i}\\r      \\r"); time.sleep(600)`,
        ),
      );
      const waiting = c.request({
        op: "wait",
        name,
        text: { source: `MARK${i}`, flags: "" },
        timeoutMs: 20_000,
      });
      await c.request({ op: "wait", name, idleMs: 100, timeoutMs: 20_000 });
      await c.request({ op: "send", name, data: enc.encode("\n") });
      await waiting;
      const cap = await c.request({ op: "capture", name });
      assert.ok(!cap.screen.lines.join("").includes("MARK"), "it is gone");
    }
  } finally {
    await closeConn(c);
  }
});

Deno.test("wait text sees text that is shown for 5 ms between two writes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hold", "sleep", "600"); // Starts the daemon.
  const c = await d.connect();
  try {
    for (let i = 0; i < 5; i++) {
      const name = `blink${i}`;
      await d.ok(
        "new",
        "-d",
        "-s",
        name,
        "--",
        "sh",
        "-c",
        `read x; printf 'MARK${i}'; sleep 0.005; printf '\\r      \\r'; sleep 600`,
      );
      const waiting = c.request({
        op: "wait",
        name,
        text: { source: `^MARK${i}$`, flags: "m" },
        timeoutMs: 20_000,
      });
      await c.request({ op: "wait", name, idleMs: 100, timeoutMs: 20_000 });
      await c.request({ op: "send", name, data: enc.encode("\n") });
      await waiting;
    }
  } finally {
    await closeConn(c);
  }
});

Deno.test("wait text checks again after a resize reflows the screen", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "wide",
    "--cols",
    "20",
    "--",
    "sh",
    "-c",
    "printf 'aaaaaaaaaaaaaaaaaaaaaaaaaXYZ'; sleep 600",
  );
  const c = await d.connect();
  try {
    await c.request({
      op: "wait",
      name: "wide",
      text: { source: "XYZ", flags: "" },
      timeoutMs: 20_000,
    });
    const whole = c.request({
      op: "wait",
      name: "wide",
      text: { source: "a{25}XYZ", flags: "" },
      timeoutMs: 20_000,
    });
    await c.request({ op: "resize", name: "wide", cols: 40, rows: 24 });
    await whole;
  } finally {
    await closeConn(c);
  }
});

Deno.test("send picks cursorKeysData while the program has cursor keys in application mode", async () => {
  await using d = await TestDaemon.create();
  // Raw mode; each chunk read is echoed in hex; "a" toggles DECCKM.
  const prog = `import os,sys,tty
tty.setraw(0)
app = False
os.write(1, b"ready-normal\\r\\n")
while True:
    b = os.read(0, 64)
    if b == b"a":
        app = not app
        os.write(1, (b"\\x1b[?1h" if app else b"\\x1b[?1l") + (b"ready-app\\r\\n" if app else b"ready-normal\\r\\n"))
        continue
    os.write(1, b"got " + b.hex().encode() + b"\\r\\n")`;
  await d.ok("new", "-d", "-s", "keys", "--", "python3", "-c", prog);
  const c = await d.connect();
  const up = {
    op: "send" as const,
    name: "keys",
    data: enc.encode("\x1b[A"),
    cursorKeysData: enc.encode("\x1bOA"),
  };
  const waitText = (source: string) =>
    c.request({
      op: "wait",
      name: "keys",
      text: { source, flags: "m" },
      timeoutMs: 20_000,
    });
  try {
    await waitText("^ready-normal$");
    await c.request(up);
    await waitText("^got 1b5b41$");
    await c.request({ op: "send", name: "keys", data: enc.encode("a") });
    await waitText("^ready-app$");
    await c.request(up);
    await waitText("^got 1b4f41$");
    await c.request({ op: "send", name: "keys", data: enc.encode("a") });
    await waitText("^ready-normal\\n(.*\\n)*ready-normal$");
    await c.request(up);
    await waitText("^got 1b5b41\\n(.*\\n)*got 1b5b41$");
  } finally {
    await closeConn(c);
  }
});

Deno.test("unsubscribe cancels a pending wait, which answers timeout", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "idle", "sleep", "600");
  const c = await d.connect();
  try {
    for (
      const cond of [{ text: { source: "never", flags: "" } }, { exit: true }]
    ) {
      const id = c.nextRequestId;
      const waiting = c.request({ op: "wait", name: "idle", ...cond });
      await c.send({ t: "unsubscribe", id });
      await assert.rejects(waiting, (err) => {
        assert.ok(err instanceof RequestError);
        assert.equal(err.code, "timeout");
        assert.match(err.message, /cancelled/);
        return true;
      });
    }
    // The connection and the session are fine afterwards.
    const cap = await c.request({ op: "capture", name: "idle" });
    assert.equal(cap.screen.rows, 24);
  } finally {
    await closeConn(c);
  }
});

Deno.test("a wait whose connection closes is dropped; other waits carry on", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--",
    "sh",
    "-c",
    "read x; echo done-$x; sleep 600",
  );
  const gone = await d.connect();
  const stays = await d.connect();
  try {
    const dropped = gone.request({
      op: "wait",
      name: "s",
      text: { source: "done", flags: "" },
    });
    dropped.catch(() => {});
    const kept = stays.request({
      op: "wait",
      name: "s",
      text: { source: "done-1", flags: "" },
      timeoutMs: 20_000,
    });
    await closeConn(gone);
    await stays.request({ op: "send", name: "s", data: enc.encode("1\n") });
    await kept;
    await assert.rejects(dropped);
  } finally {
    await closeConn(stays);
  }
});

Deno.test("events on a kept session that has exited gives its exit event at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "--keep", "-s", "k", "--", "sh", "-c", "exit 3");
  const c = await d.connect();
  try {
    await c.request({ op: "wait", name: "k", exit: true, timeoutMs: 20_000 });
    const events: EventMsg[] = [];
    const got = new Promise<void>((resolve) => {
      c.onPush = (m) => {
        if (m.t !== "event") return;
        events.push(m);
        resolve();
      };
    });
    const id = c.nextRequestId;
    await c.request({ op: "events", name: "k" });
    await got;
    assert.equal(events.length, 1);
    assert.equal(events[0].id, id);
    assert.deepEqual(events[0].event, {
      type: "exit",
      status: { code: 3, signal: null },
    });
  } finally {
    await closeConn(c);
  }
});

Deno.test("a send whose cursorKeysData is not binary drops only its sender", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  await using raw = await RawClient.connect(d.socket);
  await raw.write(
    encodeFrame({ t: "hello", version: PROTOCOL_VERSION, client: "test" }),
  );
  await raw.write(encodeFrame({
    t: "req",
    id: 1,
    op: "send",
    name: "s",
    data: enc.encode("x"),
    cursorKeysData: "not bytes",
  }));
  const msgs = await raw.readUntilClosed(10_000) as {
    t: string;
    message?: string;
  }[];
  const fatal = msgs.find((m) => m.t === "fatal");
  assert.match(fatal?.message ?? "", /Field cursorKeysData must be binary/);
  assert.deepEqual(
    (JSON.parse(await d.ok("ls", "--json")) as { name: string }[]).map((s) =>
      s.name
    ),
    ["s"],
  );
});
