/**
 * Several sessions flooding at once, with the flood scheduling of
 * `server/workers/flood_slice.ts`: every byte still reaches each screen in
 * order, a quiet session still answers, and the workers' long slices end
 * with the flood.
 */

import assert from "node:assert/strict";
import type { Connection } from "../../client/connection.ts";
import { seqBytes, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { FLOOD_SLICE_NS } from "../../server/workers/flood_slice.ts";

const SESSIONS = 3;
const LINES = 300_000;

/** Slices (ns) of the daemon's threads, from /proc; [] where not shown. */
function threadSlices(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const t of Deno.readDirSync(`/proc/${pid}/task`)) {
      const sched = Deno.readTextFileSync(`/proc/${pid}/task/${t.name}/sched`);
      const m = sched.match(/^se\.slice\s+:\s+(\d+)/m);
      if (m) out.push(Number(m[1]));
    }
  } catch {
    // A thread ended while it was read: the next poll reads again.
  }
  return out;
}

async function countOutput(conn: Connection, name: string) {
  const counter = { bytes: 0 };
  conn.onPush = (m) => {
    if (m.t === "event" && m.event.type === "output") {
      counter.bytes += m.event.bytes;
    }
  };
  await conn.request({ op: "events", name });
  return counter;
}

Deno.test({
  name:
    "sessions flooding at once each get every byte in order; a quiet one answers; long slices end with the flood",
  async fn() {
    await using d = await TestDaemon.create();
    const names = Array.from({ length: SESSIONS }, (_, i) => `flood${i}`);
    for (const name of names) {
      await d.ok(
        "new",
        "-d",
        "-s",
        name,
        "--keep",
        "--",
        "sh",
        "-c",
        `stty -echo; read go; seq 1 ${LINES}`,
      );
    }
    await d.ok("new", "-d", "-s", "quiet", "--", "sh", "-c", "exec cat");
    const pid = await d.daemonPid();
    const conns: Connection[] = [];
    const counters: { bytes: number }[] = [];
    for (const name of names) {
      const c = await d.connect();
      conns.push(c);
      counters.push(await countOutput(c, name));
    }
    const ctl = await d.connect();
    conns.push(ctl);
    // Seen while flooding where the kernel shows slices (Linux 6.12+).
    const slicesShown = threadSlices(pid).length > 0;
    let sawFloodSlice = false;
    const sampler = setInterval(() => {
      sawFloodSlice ||= threadSlices(pid).includes(FLOOD_SLICE_NS);
    }, 5);
    const enc = new TextEncoder();
    try {
      for (const name of names) {
        await ctl.request({ op: "send", name, data: enc.encode("\n") });
      }
      // Typed into the quiet session while the others flood.
      await d.ok("send", "quiet", "still here\n");
      await d.ok("wait", "quiet", "--text", "still here", "--timeout", "60000");
      for (const name of names) {
        await d.ok("wait", name, "--exit", "--timeout", "120000");
      }
      clearInterval(sampler);
      const expected = seqBytes(LINES);
      for (let i = 0; i < SESSIONS; i++) {
        await waitFor(
          () => counters[i].bytes >= expected,
          30_000,
          `${names[i]}'s output counted`,
        );
        assert.equal(counters[i].bytes, expected, `${names[i]}'s bytes`);
        const text = await d.ok("capture", names[i], "--scrollback", "500");
        const lines = text.trimEnd().split("\n").slice(-500);
        lines.forEach((l, k) => assert.equal(l, String(LINES - 499 + k)));
      }
      if (slicesShown) {
        assert.ok(sawFloodSlice, "a worker took the flood slice");
        // The kept sessions' parse workers are idle now: no long slice left.
        await waitFor(
          () => !threadSlices(pid).includes(FLOOD_SLICE_NS),
          10_000,
          "the flood slices to end",
        );
      }
      if (!slicesShown) console.log("this kernel shows no slices");
    } finally {
      clearInterval(sampler);
      for (const c of conns) {
        c.close();
        await c.closed;
      }
    }
  },
});
