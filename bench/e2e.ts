/**
 * End-to-end throughput: `cat` of each corpus inside a detached 80x24
 * session, timed from the request that creates the session until the child
 * has exited and the server has parsed every byte (berth: `wait --exit` on
 * a kept session; tmux: the `pane-died` hook, see `tmux_mux.ts`). The
 * ceiling is `native/drain.c`: `cat` on a bare pty drained by a tight read
 * loop that parses nothing.
 *
 * A first row times `cat /dev/null` the same way: the fixed cost of
 * starting and ending a session, which is inside every other row.
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
import { type Figure, type Missing, summarize } from "./stats.ts";

/** One corpus: MB/s (the empty row: ms) per contender. */
export interface E2eRow {
  corpus: string;
  bytes: number;
  /** "MB/s" for corpora, "ms" for the empty row. */
  unit: "MB/s" | "ms";
  berth: Figure;
  tmux: Figure;
  ceiling: Figure;
}

const SESSION_TIMEOUT_MS = 300_000;

/** Times one session running `cat file`; returns milliseconds. */
async function timeMux(mux: Mux, name: string, file: string): Promise<number> {
  const start = monotonicMs();
  await mux.start({ name, argv: ["cat", file], cols: 80, rows: 24 });
  await mux.waitExit(name, SESSION_TIMEOUT_MS);
  const ms = monotonicMs() - start;
  await mux.kill(name);
  return ms;
}

/** Runs the drain helper on `file`; returns milliseconds. */
async function timeCeiling(drain: string, file: string): Promise<number> {
  const out = await new Deno.Command(drain, {
    args: [file],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout).trim();
  const ns = Number(text.split(" ")[1]);
  if (!out.success || !Number.isFinite(ns)) {
    throw new Error(
      `The drain helper failed on ${file}: ${
        new TextDecoder().decode(out.stderr).trim() || text
      }`,
    );
  }
  return ns / 1e6;
}

/** Runs the section. */
export async function benchE2e(ctx: BenchContext): Promise<E2eRow[]> {
  return await withServers(ctx, async ({ berth, tmux }) => {
    const rows: E2eRow[] = [];
    const cases: { corpus: string; file: string; bytes: number }[] = [
      { corpus: "(empty: cat /dev/null)", file: "/dev/null", bytes: 0 },
      ...ctx.profile.e2eCorpora.map((corpus) => ({
        corpus,
        file: ctx.files.path(corpus, ctx.profile.e2eBytes),
        bytes: ctx.profile.e2eBytes,
      })),
    ];
    let serial = 0;
    for (const c of cases) {
      const contenders: Contender<number>[] = [
        { label: "berth", run: () => timeMux(berth, `e2e${serial++}`, c.file) },
      ];
      if (tmux) {
        contenders.push({
          label: "tmux",
          run: () => timeMux(tmux, `e2e${serial++}`, c.file),
        });
      }
      const native = ctx.native;
      if ("tools" in native) {
        contenders.push({
          label: "ceiling",
          run: () => timeCeiling(native.tools.drain, c.file),
        });
      }
      const ms = await interleave(ctx, contenders, `end-to-end ${c.corpus}`);
      const unit = c.bytes === 0 ? "ms" : "MB/s";
      const figure = (label: string, missing: Missing): Figure => {
        const values = ms.get(label);
        if (!values) return missing;
        return summarize(
          unit === "ms" ? values : values.map((v) => c.bytes / 1e3 / v),
        );
      };
      rows.push({
        corpus: c.corpus,
        bytes: c.bytes,
        unit,
        berth: figure("berth", { missing: "not run" }),
        tmux: figure("tmux", { missing: TMUX_MISSING }),
        ceiling: figure(
          "ceiling",
          { missing: "missing" in native ? native.missing : "not run" },
        ),
      });
    }
    return rows;
  });
}
