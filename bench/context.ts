/**
 * What every section gets: the profile, a temporary directory with the
 * corpus files and the compiled C helpers, whether tmux can run, and the
 * helpers that start servers and interleave runs (A/B/C, the order rotated
 * every round, warm-up rounds first).
 *
 * @module
 */

import { BerthMux } from "./berth_mux.ts";
import { CorpusFiles } from "./corpus_files.ts";
import { buildNative, type NativeBuild } from "./native.ts";
import type { Profile } from "./profile.ts";
import { TmuxMux } from "./tmux_mux.ts";

/** Shared state of one bench run. */
export interface BenchContext {
  profile: Profile;
  dir: string;
  files: CorpusFiles;
  native: NativeBuild;
  /** "tmux 3.3a", or null when tmux is missing. */
  tmuxVersion: string | null;
  /** Progress lines (stderr in the CLI, silent in tests). */
  log: (line: string) => void;
  /** Closes whatever servers are still open (Ctrl-C, errors). */
  cleanups: Set<() => Promise<void>>;
}

/** Why tmux rows are empty. */
export const TMUX_MISSING = "tmux is not installed (apt-get install tmux)";

/** Makes the temporary directory, builds the helpers, looks for tmux. */
export async function createContext(
  profile: Profile,
  log: (line: string) => void = () => {},
): Promise<BenchContext> {
  const dir = await Deno.makeTempDir({ prefix: "berth-bench-" });
  return {
    profile,
    dir,
    files: new CorpusFiles(dir),
    native: await buildNative(dir),
    tmuxVersion: await TmuxMux.version(),
    log,
    cleanups: new Set(),
  };
}

/** Closes every open server and removes the temporary directory. */
export async function disposeContext(ctx: BenchContext): Promise<void> {
  for (const cleanup of [...ctx.cleanups]) await cleanup();
  ctx.cleanups.clear();
  await Deno.remove(ctx.dir, { recursive: true }).catch(() => {});
}

/** The servers a section runs against. */
export interface Servers {
  berth: BerthMux;
  /** null when tmux is missing. */
  tmux: TmuxMux | null;
}

/** Starts a berth daemon and a tmux server, runs `fn`, closes both. */
export async function withServers<T>(
  ctx: BenchContext,
  fn: (servers: Servers) => Promise<T>,
): Promise<T> {
  const berth = await BerthMux.launch();
  const closeBerth = () => berth.close();
  ctx.cleanups.add(closeBerth);
  let tmux: TmuxMux | null = null;
  let closeTmux = () => Promise.resolve();
  try {
    if (ctx.tmuxVersion !== null) {
      tmux = await TmuxMux.launch();
      closeTmux = () => tmux!.close();
      ctx.cleanups.add(closeTmux);
    }
    return await fn({ berth, tmux });
  } finally {
    ctx.cleanups.delete(closeBerth);
    ctx.cleanups.delete(closeTmux);
    await berth.close();
    await closeTmux();
  }
}

/** Starts one fresh server (`launch`), runs `fn`, closes it. */
export async function withMux<M extends { close(): Promise<void> }, T>(
  ctx: BenchContext,
  launch: () => Promise<M>,
  fn: (mux: M) => Promise<T>,
): Promise<T> {
  const mux = await launch();
  const close = () => mux.close();
  ctx.cleanups.add(close);
  try {
    return await fn(mux);
  } finally {
    ctx.cleanups.delete(close);
    await mux.close();
  }
}

/** One side of an A/B comparison: runs once, returns its measurement. */
export interface Contender<T> {
  label: string;
  run: (round: number) => Promise<T>;
}

/**
 * Runs every contender `warmups + runs` times, interleaved (A B C, B C A,
 * C A B ...) so that slow drifts of the machine touch all alike; returns
 * the timed results by label.
 */
export async function interleave<T>(
  ctx: BenchContext,
  contenders: Contender<T>[],
  what: string,
): Promise<Map<string, T[]>> {
  const { warmups, runs } = ctx.profile;
  const out = new Map<string, T[]>(contenders.map((c) => [c.label, []]));
  for (let round = 0; round < warmups + runs; round++) {
    const k = round % contenders.length;
    const order = [...contenders.slice(k), ...contenders.slice(0, k)];
    for (const c of order) {
      const value = await c.run(round);
      if (round >= warmups) out.get(c.label)!.push(value);
    }
    ctx.log(
      `${what}: ${round < warmups ? "warm-up" : "run"} ${
        round < warmups ? round + 1 : round - warmups + 1
      }/${round < warmups ? warmups : runs}`,
    );
  }
  return out;
}
