/**
 * Many sessions: `sessions` detached sessions each `cat` `manyBytes` of the
 * ascii-lines corpus at once, while a further session, attached in the
 * bench's pty, echoes keys (as in `key_echo.ts`).
 *
 * Every session starts with `read go` and all get their key at once, so the
 * floods overlap whatever the cost of creating sessions.
 *
 * - Total throughput: all the bytes over the time from the go keys until
 *   the last session has exited with its output parsed.
 * - Key to echo meanwhile: keys typed from the go keys until the first
 *   session ends (all of them flooding), p50/p90/p99.
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
import { attachEcho, typeKeys } from "./key_echo.ts";
import type { Mux } from "./mux.ts";
import { type Figure, figures, percentile } from "./stats.ts";

/** One multiplexer's figures (medians over runs). */
export interface ManySessionsRow {
  mux: string;
  sessions: number;
  mbPerSecond: Figure;
  /** Keys timed per run (median). */
  keys: Figure;
  p50Ms: Figure;
  p90Ms: Figure;
  p99Ms: Figure;
}

/** The figures of a row, one per field of a run's result. */
const MANY_FIELDS = ["mbPerSecond", "keys", "p50Ms", "p90Ms", "p99Ms"] as const;

interface RunResult {
  mbPerSecond: number;
  keys: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
}

const TIMEOUT_MS = 600_000;
/**
 * Time for new sessions to start their shells before the go keys; a key
 * that comes earlier waits in the tty, so this only keeps start-up work
 * out of the timed flood.
 */
const SETTLE_MS = 500;

async function oneRun(
  ctx: BenchContext,
  mux: Mux,
  env: Record<string, string>,
  tag: string,
): Promise<RunResult> {
  const { sessions, manyBytes } = ctx.profile;
  const files = ctx.files.pieces("ascii-lines", manyBytes).join(" ");
  const names = Array.from({ length: sessions }, (_, i) => `${tag}-${i}`);
  const pty = await attachEcho(mux, `${tag}-keys`, env);
  try {
    await typeKeys(pty, 20); // warm-up
    let firstExit = Infinity;
    const argv = ["sh", "-c", `stty -echo; read go; exec cat ${files}`];
    for (const name of names) {
      await mux.start({ name, argv, cols: 80, rows: 24 });
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const start = monotonicMs();
    await mux.send(names, "\r");
    const exits: Promise<number>[] = [];
    for (const name of names) {
      exits.push(
        mux.waitExit(name, TIMEOUT_MS).then(() => {
          const at = monotonicMs();
          firstExit = Math.min(firstExit, at);
          return at;
        }),
      );
    }
    // Whatever happens to the keys, every wait must settle before cleanup.
    const allExited = Promise.all(exits);
    allExited.catch(() => {});
    const samples = await typeKeys(
      pty,
      Number.MAX_SAFE_INTEGER,
      () => firstExit === Infinity,
    );
    const lastExit = Math.max(...await allExited);
    const ms = samples.filter((s) => s.at < firstExit).map((s) => s.ms);
    return {
      mbPerSecond: (sessions * manyBytes) / 1e3 / (lastExit - start),
      keys: ms.length,
      p50Ms: percentile(ms, 50),
      p90Ms: percentile(ms, 90),
      p99Ms: percentile(ms, 99),
    };
  } finally {
    await pty.close();
    for (const name of [...names, `${tag}-keys`]) await mux.kill(name);
  }
}

/** Runs the section. */
export async function benchManySessions(
  ctx: BenchContext,
): Promise<ManySessionsRow[]> {
  const sessions = ctx.profile.sessions;
  return await withServers(ctx, async ({ berth, tmux }) => {
    let serial = 0;
    const contenders: Contender<RunResult>[] = [{
      label: "berth",
      run: () => oneRun(ctx, berth, berth.env, `many${serial++}`),
    }];
    if (tmux) {
      contenders.push({
        label: "tmux",
        run: () => oneRun(ctx, tmux, tmux.env, `many${serial++}`),
      });
    }
    const results = await interleave(ctx, contenders, "many sessions");
    return ["berth", "tmux"].map((mux) => ({
      mux,
      sessions,
      ...figures(MANY_FIELDS, results.get(mux), { missing: TMUX_MISSING }),
    }));
  });
}
