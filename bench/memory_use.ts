/**
 * Memory: the resident size (VmRSS) of the berth daemon (its workers are
 * threads of the same process) and of the tmux server. Each run starts a
 * fresh server and measures, in order:
 *
 * - idle with no session, with 1 and with `sessions` idle sessions (each
 *   running `/bin/sh` at its prompt), once the size has settled;
 * - the cost of one more idle session: (N sessions - 1 session) / (N - 1);
 * - on another fresh server, idle with one session waiting for a key, then
 *   the peak while that session `cat`s `memoryFloodBytes` (a corpus file,
 *   repeated): the larger of a 10 ms sampler and the kernel's VmHWM, reset
 *   just before the flood.
 *
 * @module
 */

import { BerthMux } from "./berth_mux.ts";
import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withMux,
} from "./context.ts";
import { idleBytes, PeakSampler, privateBytes, resetPeak } from "./memory.ts";
import type { Mux } from "./mux.ts";
import { type Figure, figures } from "./stats.ts";
import { TmuxMux } from "./tmux_mux.ts";

/** One server's memory figures in bytes (medians over runs). */
export interface MemoryRow {
  mux: string;
  idleEmpty: Figure;
  /** Of idleEmpty, the process's own pages (`privateBytes`). */
  idlePrivate: Figure;
  idleOne: Figure;
  idleMany: Figure;
  perSession: Figure;
  /** The flood server idle with its one (waiting) session. */
  floodIdle: Figure;
  floodPeak: Figure;
}

/** The figures of a row, one per field of a run's result. */
const MEMORY_FIELDS = [
  "idleEmpty",
  "idlePrivate",
  "idleOne",
  "idleMany",
  "perSession",
  "floodIdle",
  "floodPeak",
] as const;

interface RunResult {
  idleEmpty: number;
  idlePrivate: number;
  idleOne: number;
  idleMany: number;
  perSession: number;
  floodIdle: number;
  floodPeak: number;
}

const TIMEOUT_MS = 600_000;
const IDLE_PROGRAM = ["/bin/sh"];

/** Idle sizes: no session, 1, then `sessions` idle sessions. */
async function idleRun(ctx: BenchContext, mux: Mux) {
  const n = ctx.profile.sessions;
  const idleEmpty = await idleBytes(mux.pid, ctx.profile.idleSettleMs);
  const idlePrivate = privateBytes(mux.pid);
  const idle = (i: number) => ({
    name: `idle${i}`,
    argv: IDLE_PROGRAM,
    cols: 80,
    rows: 24,
  });
  await mux.start(idle(0));
  const idleOne = await idleBytes(mux.pid, ctx.profile.idleSettleMs);
  for (let i = 1; i < n; i++) await mux.start(idle(i));
  const idleMany = await idleBytes(mux.pid, ctx.profile.idleSettleMs);
  for (let i = 0; i < n; i++) await mux.kill(`idle${i}`);
  return {
    idleEmpty,
    idlePrivate,
    idleOne,
    idleMany,
    perSession: n > 1 ? (idleMany - idleOne) / (n - 1) : NaN,
  };
}

/**
 * The flood, on a fresh server whose only session waits for a key before
 * it runs `cat`: its settled size then is the idle size the peak is held
 * against.
 */
async function floodRun(ctx: BenchContext, mux: Mux) {
  const total = ctx.profile.memoryFloodBytes;
  const files = ctx.files.pieces("ascii-lines", total).join(" ");
  await mux.start({
    name: "flood",
    argv: ["sh", "-c", `stty -echo; read go; exec cat ${files}`],
    cols: 80,
    rows: 24,
  });
  try {
    const floodIdle = await idleBytes(mux.pid, ctx.profile.idleSettleMs);
    const hwm = resetPeak(mux.pid);
    const sampler = new PeakSampler(mux.pid);
    try {
      await mux.send(["flood"], "\r");
      await mux.waitExit("flood", TIMEOUT_MS);
    } finally {
      sampler.stop(hwm);
    }
    return { floodIdle, floodPeak: sampler.peak };
  } finally {
    await mux.kill("flood");
  }
}

/** Runs the section. */
export async function benchMemory(ctx: BenchContext): Promise<MemoryRow[]> {
  const run = (launch: () => Promise<Mux>) => async () => ({
    ...await withMux(ctx, launch, (m) => idleRun(ctx, m)),
    ...await withMux(ctx, launch, (m) => floodRun(ctx, m)),
  });
  const contenders: Contender<RunResult>[] = [
    { label: "berth", run: run(() => BerthMux.launch()) },
  ];
  if (ctx.tmuxVersion !== null) {
    contenders.push({ label: "tmux", run: run(() => TmuxMux.launch()) });
  }
  const results = await interleave(ctx, contenders, "memory");
  return ["berth", "tmux"].map((mux) => ({
    mux,
    ...figures(MEMORY_FIELDS, results.get(mux), { missing: TMUX_MISSING }),
  }));
}
