/**
 * Request/response frames, like `fps -fire`: `native/rr.c` runs in a
 * detached session of its own size, writes a full coloured frame (every
 * cell, colours changing every 8 cells), then CSI 6n, and waits for the
 * cursor position report before the next frame. The server must parse the
 * whole frame before it can answer, so frames per second measure its
 * parse-and-answer round trip. The program counts frames itself over
 * `rrSeconds` after 20 untimed ones.
 *
 * @module
 */

import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withServers,
} from "./context.ts";
import type { Mux } from "./mux.ts";
import { type Figure, summarize } from "./stats.ts";

/** Frames per second at one size (median over runs). */
export interface RequestResponseRow {
  cols: number;
  rows: number;
  berth: Figure;
  tmux: Figure;
}

/** The sizes of issue 5. */
export const RR_SIZES: readonly [number, number][] = [[80, 24], [160, 45]];
const TIMEOUT_MS = 120_000;

async function oneRun(
  ctx: BenchContext,
  mux: Mux,
  rr: string,
  name: string,
  cols: number,
  rows: number,
): Promise<number> {
  const out = `${ctx.dir}/${name}.rr`;
  await mux.start({
    name,
    argv: [rr, String(cols), String(rows), String(ctx.profile.rrSeconds), out],
    cols,
    rows,
  });
  try {
    await mux.waitExit(name, TIMEOUT_MS);
    const [frames, ns] = (await Deno.readTextFile(out)).trim().split(" ")
      .map(Number);
    if (!(frames > 0 && ns > 0)) {
      throw new Error(`The rr helper wrote nonsense in ${out}`);
    }
    return frames / (ns / 1e9);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new Error(
        `The rr helper did not finish in ${mux.label} (no result file)`,
      );
    }
    throw err;
  } finally {
    await mux.kill(name);
    await Deno.remove(out).catch(() => {});
  }
}

/** Runs the section. */
export async function benchRequestResponse(
  ctx: BenchContext,
): Promise<RequestResponseRow[]> {
  const native = ctx.native;
  if ("missing" in native) {
    return RR_SIZES.map(([cols, rows]) => ({
      cols,
      rows,
      berth: native,
      tmux: native,
    }));
  }
  const rr = native.tools.rr;
  return await withServers(ctx, async ({ berth, tmux }) => {
    const rows: RequestResponseRow[] = [];
    let serial = 0;
    for (const [cols, height] of RR_SIZES) {
      const contenders: Contender<number>[] = [{
        label: "berth",
        run: () => oneRun(ctx, berth, rr, `rr${serial++}`, cols, height),
      }];
      if (tmux) {
        contenders.push({
          label: "tmux",
          run: () => oneRun(ctx, tmux, rr, `rr${serial++}`, cols, height),
        });
      }
      const fps = await interleave(
        ctx,
        contenders,
        `request/response ${cols}x${height}`,
      );
      const fig = (label: string): Figure => {
        const v = fps.get(label);
        return v ? summarize(v) : { missing: TMUX_MISSING };
      };
      rows.push({ cols, rows: height, berth: fig("berth"), tmux: fig("tmux") });
    }
    return rows;
  });
}
