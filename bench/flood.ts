/**
 * Flood while attached: an attach client runs in the bench's pty (the
 * user's terminal) while `native/flood.c` streams `floodBytes` of the
 * ascii-lines corpus in the session, with a marker line `@@NNNNNNNN@@`
 * after every MARKER_INTERVAL bytes whose write time it records.
 *
 * - Screen updates per second: how many times the newest marker on the
 *   user's screen changed (read at each burst of output, a synchronized
 *   frame once closed), over the flood's length. It counts what the user
 *   could see change; two frames in one read count once.
 * - Output to screen latency: for each marker, from the moment its write
 *   returned in the session to the first screen that shows it or a later
 *   one; p50 and p99 over all markers of a run.
 * - Peak resident memory of the daemon or server during the flood.
 * - MB/s: the flood's bytes over its length (start key to parsed exit).
 *
 * @module
 */

import { monotonicMs } from "./_libc.ts";
import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withServers,
} from "./context.ts";
import { PeakSampler, resetPeak } from "./memory.ts";
import type { Mux } from "./mux.ts";
import { type Figure, figures, percentile } from "./stats.ts";
import { UserPty } from "./user_pty.ts";
import { UserScreen } from "./user_screen.ts";

/** Bytes of output between two markers (a marker is always on screen). */
const MARKER_INTERVAL = 512;
const MARKER = /@@(\d{8})@@/g;
const FLOOD_TIMEOUT_MS = 600_000;
const READY_TIMEOUT_MS = 30_000;
/** How long the last frame may take to reach the user after the exit. */
const LAST_FRAME_MS = 5_000;

/** One multiplexer's figures (medians over runs). */
export interface FloodRow {
  mux: string;
  updatesPerSecond: Figure;
  p50Ms: Figure;
  p99Ms: Figure;
  peakRssBytes: Figure;
  mbPerSecond: Figure;
}

/** The figures of a row, one per field of a run's result. */
const FLOOD_FIELDS = [
  "updatesPerSecond",
  "p50Ms",
  "p99Ms",
  "peakRssBytes",
  "mbPerSecond",
] as const;

interface RunResult {
  updatesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  peakRssBytes: number;
  mbPerSecond: number;
}

/** Newest marker on the screen, or -1. */
function newestMarker(lines: string[]): number {
  let best = -1;
  for (const line of lines) {
    for (const m of line.matchAll(MARKER)) best = Math.max(best, Number(m[1]));
  }
  return best;
}

/**
 * Latency of each marker: the first update showing it or a later one,
 * minus its write time. Markers no update showed are left out.
 */
export function markerLatencies(
  written: number[],
  updates: { at: number; seq: number }[],
): number[] {
  const out: number[] = [];
  let u = 0;
  for (let m = 0; m < written.length; m++) {
    while (u < updates.length && updates[u].seq < m) u++;
    if (u === updates.length) break;
    out.push(updates[u].at - written[m]);
  }
  return out;
}

async function oneFlood(
  ctx: BenchContext,
  mux: Mux,
  env: Record<string, string>,
  flood: string,
  name: string,
): Promise<RunResult> {
  const bytes = ctx.profile.floodBytes;
  const corpus = ctx.files.path("ascii-lines", Math.min(bytes, 32 << 20));
  const times = `${ctx.dir}/${name}.times`;
  await mux.start({
    name,
    argv: [flood, corpus, String(bytes), String(MARKER_INTERVAL), times],
    cols: 80,
    rows: 24,
  });
  const pty = UserPty.spawn(mux.attachArgv(name), env);
  const screen = new UserScreen();
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
    const lastSeq = Math.ceil(bytes / MARKER_INTERVAL) - 1;
    const updates: { at: number; seq: number }[] = [];
    let shown = -1;
    let sawLast!: () => void;
    const lastShown = new Promise<void>((r) => (sawLast = r));
    pty.trackTail = false;
    pty.onBurst = (b) => {
      if (!screen.feed(b.bytes)) return;
      const seq = newestMarker(screen.lines());
      if (seq <= shown) return;
      shown = seq;
      updates.push({ at: b.at, seq });
      if (seq >= lastSeq) sawLast();
    };
    const hwm = resetPeak(mux.pid);
    const sampler = new PeakSampler(mux.pid);
    const start = monotonicMs();
    pty.writeKey(new Uint8Array([0x67])); // "g": go
    await mux.waitExit(name, FLOOD_TIMEOUT_MS);
    const end = monotonicMs();
    const peak = sampler.stop(hwm);
    await Promise.race([
      lastShown,
      new Promise((r) => setTimeout(r, LAST_FRAME_MS)),
    ]);
    const written = (await Deno.readTextFile(times)).trim().split("\n").map(
      (ns) => Number(ns) / 1e6,
    );
    const latencies = markerLatencies(written, updates);
    const during = updates.filter((u) => u.at <= end).length;
    return {
      updatesPerSecond: during / ((end - start) / 1000),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      peakRssBytes: peak,
      mbPerSecond: bytes / 1e3 / (end - start),
    };
  } finally {
    await pty.close();
    screen.dispose();
    await mux.kill(name);
    await Deno.remove(times).catch(() => {});
  }
}

/** Runs the section. */
export async function benchFlood(ctx: BenchContext): Promise<FloodRow[]> {
  const native = ctx.native;
  if ("missing" in native) {
    return ["berth", "tmux"].map((mux) => ({
      mux,
      ...figures(FLOOD_FIELDS, undefined, native),
    }));
  }
  const flood = native.tools.flood;
  return await withServers(ctx, async ({ berth, tmux }) => {
    let serial = 0;
    const contenders: Contender<RunResult>[] = [{
      label: "berth",
      run: () => oneFlood(ctx, berth, berth.env, flood, `flood${serial++}`),
    }];
    if (tmux) {
      contenders.push({
        label: "tmux",
        run: () => oneFlood(ctx, tmux, tmux.env, flood, `flood${serial++}`),
      });
    }
    const results = await interleave(ctx, contenders, "flood while attached");
    return ["berth", "tmux"].map((mux) => ({
      mux,
      ...figures(FLOOD_FIELDS, results.get(mux), { missing: TMUX_MISSING }),
    }));
  });
}
