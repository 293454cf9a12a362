/**
 * Panes (issue 11's bench rows), berth against tmux doing the same:
 *
 * - memory of one session with 1, 4 and 16 idle panes (`/bin/sh` each, a
 *   160x48 window in the tiled layout), on a fresh server per run; per
 *   extra pane: (16 panes - 1 pane) / 15;
 * - key to echo in a quiet pane while the pane beside it floods: a session
 *   running the echo program of `key_echo.ts`, split left/right with the
 *   new pane (not active) running `cat` of `floodBytes`; an attach client
 *   in the bench's pty types into the echo pane, and only keys typed while
 *   the neighbour's `cat` runs are timed.
 *
 * @module
 */

import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withMux,
  withServers,
} from "./context.ts";
import { BerthMux } from "./berth_mux.ts";
import { ECHO_PROGRAM, GREEK, typeKeys } from "./key_echo.ts";
import { idleBytes } from "./memory.ts";
import type { Mux } from "./mux.ts";
import { type Figure, figures, percentile } from "./stats.ts";
import { TmuxMux } from "./tmux_mux.ts";
import { UserPty } from "./user_pty.ts";

/** One server's figures (medians over runs). */
export interface PanesRow {
  mux: string;
  /** RSS in bytes of the server with one session of 1, 4 and 16 panes. */
  onePane: Figure;
  fourPanes: Figure;
  sixteenPanes: Figure;
  perPane: Figure;
  /** Keys timed per run (median), and their echo in ms. */
  keys: Figure;
  p50Ms: Figure;
  p99Ms: Figure;
}

const FIELDS = [
  "onePane",
  "fourPanes",
  "sixteenPanes",
  "perPane",
  "keys",
  "p50Ms",
  "p99Ms",
] as const;

type RunResult = Record<typeof FIELDS[number], number>;

const READY_TIMEOUT_MS = 30_000;
/** How often the bench looks for the flood's end marker. */
const MARKER_POLL_MS = 10;

/** Server RSS with one session of 1, 4 and 16 idle panes. */
async function memoryRun(ctx: BenchContext, mux: Mux, name: string) {
  const sh = ["/bin/sh"];
  const idle = () => idleBytes(mux.pid, ctx.profile.idleSettleMs);
  await mux.start({ name, argv: sh, cols: 160, rows: 48 });
  const onePane = await idle();
  let panes = 1;
  const grow = async (to: number) => {
    for (; panes < to; panes++) {
      await mux.split(name, sh);
      await mux.selectLayout(name, "tiled");
    }
  };
  await grow(4);
  const fourPanes = await idle();
  await grow(16);
  const sixteenPanes = await idle();
  await mux.kill(name);
  return {
    onePane,
    fourPanes,
    sixteenPanes,
    perPane: (sixteenPanes - onePane) / 15,
  };
}

/** Keys into the active pane while the pane beside it floods. */
async function echoRun(
  ctx: BenchContext,
  mux: Mux,
  env: Record<string, string>,
  name: string,
) {
  const files = ctx.files.pieces("ascii-lines", ctx.profile.floodBytes)
    .join(" ");
  const marker = `${ctx.dir}/${name}.done`;
  await mux.start({ name, argv: ECHO_PROGRAM, cols: 80, rows: 24 });
  await mux.split(name, [
    "sh",
    "-c",
    `stty -echo; read go; cat ${files}; : > ${marker}`,
  ]);
  const pty = UserPty.spawn(mux.attachArgv(name), env);
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
    // Greek letters: the neighbour's ASCII on screen is never their echo.
    await typeKeys(pty, 20, undefined, GREEK); // warm-up
    let flooding = true;
    const watch = (async () => {
      while (flooding) {
        await new Promise((r) => setTimeout(r, MARKER_POLL_MS));
        flooding = !(await exists(marker));
      }
    })();
    await mux.send([`${name}:0.1`], "\r");
    const samples = await typeKeys(
      pty,
      Number.MAX_SAFE_INTEGER,
      () => flooding,
      GREEK,
    );
    await watch;
    const ms = samples.map((s) => s.ms);
    return {
      keys: ms.length,
      p50Ms: percentile(ms, 50),
      p99Ms: percentile(ms, 99),
    };
  } finally {
    await pty.close();
    await mux.kill(name);
    await Deno.remove(marker).catch(() => {});
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Runs the section. */
export async function benchPanes(ctx: BenchContext): Promise<PanesRow[]> {
  let serial = 0;
  const memory = async (launch: () => Promise<Mux>) =>
    await withMux(ctx, launch, (m) => memoryRun(ctx, m, `panes${serial++}`));
  const echo = await withServers(ctx, async ({ berth, tmux }) => {
    const contenders: Contender<RunResult>[] = [{
      label: "berth",
      run: async () => ({
        ...await memory(() => BerthMux.launch()),
        ...await echoRun(ctx, berth, berth.env, `pecho${serial++}`),
      }),
    }];
    if (tmux) {
      contenders.push({
        label: "tmux",
        run: async () => ({
          ...await memory(() => TmuxMux.launch()),
          ...await echoRun(ctx, tmux, tmux.env, `pecho${serial++}`),
        }),
      });
    }
    return await interleave(ctx, contenders, "panes");
  });
  return ["berth", "tmux"].map((mux) => ({
    mux,
    ...figures(FIELDS, echo.get(mux), { missing: TMUX_MISSING }),
  }));
}
