/**
 * Key to echo latency: the bench's pty plays the user's terminal and runs
 * an attach client (berth's, or `tmux attach`) on a session running
 * `stty raw -echo; cat`; the bare-pty baseline runs that command directly
 * in the bench's pty. One key at a time is written to the pty master, and
 * the time until the echoed character arrives back on the master (stamped
 * by the reader thread) is one sample. Keys are a few ms apart, as typing
 * is, so each one meets an idle system.
 *
 * Each run types `keys` keys after 20 untimed ones into a fresh session
 * and client; the table shows the median over runs of each run's p50, p90
 * and p99, with their range.
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
import type { Mux } from "./mux.ts";
import { type Figure, percentile, summarize } from "./stats.ts";
import { UserPty } from "./user_pty.ts";

/** One target's latency percentiles in ms (median over runs). */
export interface KeyEchoRow {
  target: string;
  p50: Figure;
  p90: Figure;
  p99: Figure;
  /** Keys timed per run. */
  keys: number;
}

/** The program in the session: prints READY once the tty is raw. */
export const ECHO_PROGRAM = [
  "sh",
  "-c",
  "stty raw -echo; printf READY; exec cat",
];
const WARM_KEYS = 20;
const READY_TIMEOUT_MS = 30_000;
const ECHO_TIMEOUT_MS = 10_000;

/** Per-run percentiles. */
interface RunResult {
  p50: number;
  p90: number;
  p99: number;
}

/**
 * Types `count` keys into `pty` one at a time, each after the echo of the
 * last; returns each key's latency in ms. `keepGoing` may stop it early.
 */
export async function typeKeys(
  pty: UserPty,
  count: number,
  keepGoing: () => boolean = () => true,
): Promise<{ at: number; ms: number }[]> {
  const samples: { at: number; ms: number }[] = [];
  for (let i = 0; i < count && keepGoing(); i++) {
    const key = 0x61 + (i % 26); // a..z: never the previous key's echo
    const echoed = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `No echo of a key within ${ECHO_TIMEOUT_MS} ms; the terminal shows ${
                JSON.stringify(pty.tail.slice(-200))
              }`,
            ),
          ),
        ECHO_TIMEOUT_MS,
      );
      pty.onBurst = (b) => {
        if (b.bytes.includes(key)) {
          clearTimeout(timer);
          resolve(b.at);
        }
      };
    });
    const start = monotonicMs();
    pty.writeKey(new Uint8Array([key]));
    const at = await echoed;
    samples.push({ at: start, ms: at - start });
    // 2-6 ms apart, varied so no periodic timer lines up with the keys.
    await new Promise((r) => setTimeout(r, 2 + ((i * 7) % 5)));
  }
  pty.onBurst = () => {};
  return samples;
}

/** Starts the echo program in `mux` and an attach client for it. */
export async function attachEcho(
  mux: Mux,
  name: string,
  env: Record<string, string>,
): Promise<UserPty> {
  await mux.start({ name, argv: ECHO_PROGRAM, cols: 80, rows: 24 });
  const pty = UserPty.spawn(mux.attachArgv(name), env);
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
  } catch (err) {
    await pty.close();
    throw err;
  }
  return pty;
}

async function oneRun(pty: UserPty, keys: number): Promise<RunResult> {
  await typeKeys(pty, WARM_KEYS);
  const ms = (await typeKeys(pty, keys)).map((s) => s.ms);
  return {
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
  };
}

async function runMux(
  mux: Mux,
  name: string,
  env: Record<string, string>,
  keys: number,
) {
  const pty = await attachEcho(mux, name, env);
  try {
    return await oneRun(pty, keys);
  } finally {
    await pty.close();
    await mux.kill(name);
  }
}

async function runBare(env: Record<string, string>, keys: number) {
  const pty = UserPty.spawn(ECHO_PROGRAM, env);
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
    return await oneRun(pty, keys);
  } finally {
    await pty.close();
  }
}

/** Runs the section. */
export async function benchKeyEcho(ctx: BenchContext): Promise<KeyEchoRow[]> {
  const keys = ctx.profile.keys;
  return await withServers(ctx, async ({ berth, tmux }) => {
    let serial = 0;
    const contenders: Contender<RunResult>[] = [
      { label: "bare pty", run: () => runBare(berth.env, keys) },
      {
        label: "berth",
        run: () => runMux(berth, `key${serial++}`, berth.env, keys),
      },
    ];
    if (tmux) {
      contenders.push({
        label: "tmux",
        run: () => runMux(tmux, `key${serial++}`, tmux.env, keys),
      });
    }
    const results = await interleave(ctx, contenders, "key to echo");
    return ["bare pty", "berth", "tmux"].map((target) => {
      const runs = results.get(target);
      if (!runs) {
        const missing = { missing: TMUX_MISSING };
        return { target, p50: missing, p90: missing, p99: missing, keys };
      }
      return {
        target,
        p50: summarize(runs.map((r) => r.p50)),
        p90: summarize(runs.map((r) => r.p90)),
        p99: summarize(runs.map((r) => r.p99)),
        keys,
      };
    });
  });
}
