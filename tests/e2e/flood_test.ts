/**
 * End to end under a flood: `cat` of 64 MiB through a session while a client
 * is attached. Every byte must reach the screen model in order, the client
 * must keep getting frames during the flood, and the daemon's memory must
 * stay flat.
 */

import assert from "node:assert/strict";
import type { UpdateMsg } from "../../protocol/messages.ts";
import {
  residentBytes,
  settledBytes,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";

/** 64 MiB of 64-byte numbered lines. */
const LINE_BYTES = 64;
const LINES = (64 * 1024 * 1024) / LINE_BYTES;

/**
 * The daemon's resident memory must stay under this for the whole flood.
 * Measured here: about 80 MiB idle with this one session (Deno plus two
 * workers), about 105 MiB at the peak of the flood. The ring is 1 MiB and
 * 10,000 lines of scrollback are a few MiB, so coming near this bound means
 * some buffer grew with the input.
 */
const RSS_BOUND = 200 * 1024 * 1024;

function line(i: number): string {
  const n = String(i).padStart(9, "0");
  return `${n} ${
    "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRST".slice(
      0,
      LINE_BYTES - 11,
    )
  }\n`;
}

async function writeCorpus(path: string): Promise<void> {
  const file = await Deno.open(path, {
    write: true,
    create: true,
    truncate: true,
  });
  const enc = new TextEncoder();
  const chunkLines = 16384;
  for (let i = 0; i < LINES; i += chunkLines) {
    let s = "";
    for (let j = i; j < i + chunkLines; j++) s += line(j);
    const bytes = enc.encode(s);
    let off = 0;
    while (off < bytes.length) off += await file.write(bytes.subarray(off));
  }
  file.close();
}

Deno.test({
  name:
    "a 64 MiB cat reaches the screen in order while an attached client keeps getting frames",
  // A minute is generous: the flood itself takes a few seconds.
  sanitizeResources: true,
  async fn() {
    await using d = await TestDaemon.create();
    const corpus = `${d.dir}/corpus.txt`;
    await writeCorpus(corpus);
    assert.equal((await Deno.stat(corpus)).size, LINES * LINE_BYTES);

    await d.ok(
      "new",
      "-d",
      "-s",
      "flood",
      "--keep",
      "--",
      "sh",
      "-c",
      `stty -echo; read go; cat ${corpus}`,
    );
    const daemonPid = await d.daemonPid();
    const idleRss = await settledBytes(daemonPid);

    // Count every byte the parse worker reports, through the events stream.
    const events = await d.connect();
    let parsedBytes = 0;
    events.onPush = (m) => {
      if (m.t === "event" && m.event.type === "output") {
        parsedBytes += m.event.bytes;
      }
    };
    await events.request({ op: "events", name: "flood" });

    // An attach client that acks every frame, as the real one does.
    const client = await d.connect("attach");
    const frames: { at: number; top: number }[] = [];
    const screen: string[] = new Array(24).fill("");
    client.onPush = (m) => {
      if (m.t !== "update") return;
      const f = m as UpdateMsg;
      for (const [y, runs] of f.lines) {
        screen[y] = runs.map((r) => r[0]).join("");
      }
      const top = Number(screen[0].slice(0, 9));
      frames.push({
        at: performance.now(),
        top: Number.isFinite(top) ? top : -1,
      });
      client.send({ t: "ack", seq: f.seq });
    };
    await client.request({ op: "attach", name: "flood", cols: 80, rows: 24 });

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentBytes(daemonPid));
    }, 25);
    const started = performance.now();
    await client.send({ t: "input", data: new TextEncoder().encode("\n") });
    const ctl = await d.connect();
    const { exit } = await ctl.request({
      op: "wait",
      name: "flood",
      exit: true,
      timeoutMs: 120_000,
    });
    const ended = performance.now();
    clearInterval(sampler);
    assert.deepEqual(exit, { code: 0, signal: null });

    // Every byte, in order: the count (the pty adds a CR to each LF) ...
    // The last output events travel on their own connection, which this
    // process may read after the wait's answer on another.
    const total = LINES * (LINE_BYTES + 1);
    await waitFor(() => parsedBytes >= total, 10_000, "the last output events")
      .catch(() => {});
    assert.equal(parsedBytes, total);
    // ... and the last lines, scrollback included, exactly as written.
    const cap = await ctl.request({
      op: "capture",
      name: "flood",
      scrollback: 2000,
    });
    const all = [...(cap.screen.scrollback ?? []), ...cap.screen.lines];
    while (all.length > 0 && all[all.length - 1] === "") all.pop();
    const tail = all.slice(-2000);
    assert.equal(tail.length, 2000);
    tail.forEach((text, k) =>
      assert.equal(text + "\n", line(LINES - 2000 + k))
    );

    // The attached client saw the flood go by, not just its end.
    const during = frames.filter((f) =>
      f.at > started && f.at < ended && f.top > 0 && f.top < LINES - 24
    );
    const seconds = (ended - started) / 1000;
    console.log(
      `flood: ${
        (64 / seconds).toFixed(1)
      } MiB/s, ${frames.length} frames (${during.length} mid-flood), ` +
        `daemon RSS idle ${(idleRss / 2 ** 20).toFixed(0)} MiB, peak ${
          (peakRss / 2 ** 20).toFixed(0)
        } MiB`,
    );
    assert.ok(during.length >= 5, `frames during the flood: ${during.length}`);
    for (let i = 1; i < during.length; i++) {
      assert.ok(
        during[i].top >= during[i - 1].top,
        "frames move forward through the file",
      );
    }
    assert.ok(
      peakRss < RSS_BOUND,
      `daemon peak RSS ${peakRss} under ${RSS_BOUND}`,
    );

    for (const c of [events, client, ctl]) {
      c.close();
      await c.closed;
    }
  },
});
