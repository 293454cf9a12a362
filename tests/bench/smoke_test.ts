/**
 * One tiny case of every bench section (the SMOKE profile: a few hundred
 * KiB, one run), so that a broken bench shows up in CI without running it
 * for real. Only the shape of the results is checked, never their values:
 * the machine may be busy.
 */

import assert from "node:assert/strict";
import {
  type BenchContext,
  createContext,
  disposeContext,
} from "../../bench/context.ts";
import type { CliRow } from "../../bench/cli_start.ts";
import type { UpgradeRow } from "../../bench/upgrade.ts";
import type { E2eRow } from "../../bench/e2e.ts";
import type { FloodRow } from "../../bench/flood.ts";
import type { KeyEchoRow } from "../../bench/key_echo.ts";
import { describeMachine } from "../../bench/machine.ts";
import type { ManySessionsRow } from "../../bench/many_sessions.ts";
import type { MemoryRow } from "../../bench/memory_use.ts";
import type { PanesRow } from "../../bench/panes.ts";
import type { Row as ParseRow } from "../../bench/parse.ts";
import { SMOKE } from "../../bench/profile.ts";
import { renderReport } from "../../bench/report.ts";
import type { RemoteRow } from "../../bench/remote.ts";
import { TestSshd } from "../_helpers/sshd.ts";
import type { RequestResponseRow } from "../../bench/request_response.ts";
import type { Results } from "../../bench/results.ts";
import {
  runSection,
  SECTION_NAMES,
  type SectionName,
} from "../../bench/sections.ts";
import { type Figure, measured } from "../../bench/stats.ts";
import type { WebRow } from "../../bench/web.ts";

/** A finite number >= 0. */
function assertNumber(v: unknown, where: string): void {
  assert.ok(
    typeof v === "number" && Number.isFinite(v) && v >= 0,
    `${where}: ${v} is not a figure`,
  );
}

/**
 * `f` holds finite numbers with min <= median <= max; or, when `mayMiss`
 * says why it could be missing, it is missing with a reason.
 */
function assertFigure(f: Figure, where: string, mayMiss = false): void {
  if (!measured(f)) {
    assert.ok(mayMiss, `${where}: not measured: ${f.missing}`);
    assert.ok(f.missing.length > 0, `${where}: a missing figure says why`);
    return;
  }
  assert.equal(f.n, SMOKE.runs, `${where}: runs`);
  for (const v of [f.median, f.min, f.max]) assertNumber(v, where);
  assert.ok(f.min <= f.median && f.median <= f.max, `${where}: min/max`);
}

/** The checks of each section's rows. */
function checks(
  ctx: BenchContext,
): Record<SectionName, (rows: unknown[]) => void> {
  const noTmux = ctx.tmuxVersion === null;
  const noC = "missing" in ctx.native;
  const hasChromium = (() => {
    try {
      return Deno.statSync("/usr/bin/chromium").isFile;
    } catch {
      return false;
    }
  })();
  const peer = (label: string) => (label === "tmux" ? noTmux : false);
  return {
    parse: (rows) => {
      for (const r of rows as ParseRow[]) {
        for (const v of [r.berth.median, r.xterm.median, r.ratio]) {
          assertNumber(v, `parse ${r.corpus}`);
        }
      }
    },
    e2e: (rows) => {
      for (const r of rows as E2eRow[]) {
        assertFigure(r.berth, `e2e ${r.corpus} berth`);
        assertFigure(r.tmux, `e2e ${r.corpus} tmux`, noTmux);
        assertFigure(r.ceiling, `e2e ${r.corpus} ceiling`, noC);
      }
    },
    flood: (rows) => {
      for (const r of rows as FloodRow[]) {
        const miss = noC || peer(r.mux);
        for (
          const k of [
            "updatesPerSecond",
            "p50Ms",
            "p99Ms",
            "peakRssBytes",
            "mbPerSecond",
          ] as const
        ) {
          assertFigure(r[k], `flood ${r.mux} ${k}`, miss);
        }
      }
    },
    keys: (rows) => {
      for (const r of rows as KeyEchoRow[]) {
        const miss = (r.target.startsWith("tmux") && noTmux) ||
          (r.terminal === "C" && noC);
        for (const k of ["p50", "p90", "p99"] as const) {
          assertFigure(r[k], `keys ${r.target} ${k}`, miss);
        }
      }
    },
    rr: (rows) => {
      for (const r of rows as RequestResponseRow[]) {
        assertFigure(r.berth, `rr ${r.cols}x${r.rows} berth`, noC);
        assertFigure(r.tmux, `rr ${r.cols}x${r.rows} tmux`, noC || noTmux);
      }
    },
    memory: (rows) => {
      for (const r of rows as MemoryRow[]) {
        for (
          const k of [
            "idleEmpty",
            "idlePrivate",
            "idleOne",
            "idleMany",
            "perSession",
            "floodIdle",
            "floodPeak",
          ] as const
        ) {
          assertFigure(r[k], `memory ${r.mux} ${k}`, peer(r.mux));
        }
      }
    },
    web: (rows) => {
      for (const r of rows as WebRow[]) {
        for (
          const k of [
            "keyP50",
            "keyP99",
            "arrivalP50",
            "wsEchoP50",
            "showMs",
            "historyTopMs",
          ] as const
        ) {
          assertFigure(r[k], `web ${k}`, !hasChromium);
        }
      }
    },
    many: (rows) => {
      for (const r of rows as ManySessionsRow[]) {
        const where = `many ${r.mux}`;
        assertFigure(r.mbPerSecond, `${where} MB/s`, peer(r.mux));
        assertFigure(r.keys, `${where} keys`, peer(r.mux));
        // Keys are timed only while every flood runs: tiny floods may
        // leave none, and then there are no percentiles (NaN, "n/a").
        if (measured(r.keys) && r.keys.median === 0) continue;
        for (const k of ["p50Ms", "p90Ms", "p99Ms"] as const) {
          assertFigure(r[k], `${where} ${k}`, peer(r.mux));
        }
      }
    },
    remote: (rows) => {
      for (const r of rows as RemoteRow[]) {
        const peerMissing = r.target.includes("tmux") && noTmux ||
          r.target.startsWith("mosh") || !TestSshd.available();
        assertFigure(r.p50, `remote ${r.target} p50`, peerMissing);
        // The resume row has one sample per run: no p99.
        assertFigure(
          r.p99,
          `remote ${r.target} p99`,
          peerMissing || r.keys === 1,
        );
      }
    },
    panes: (rows) => {
      for (const r of rows as PanesRow[]) {
        const where = `panes ${r.mux}`;
        for (
          const k of ["onePane", "fourPanes", "sixteenPanes", "keys"] as const
        ) {
          assertFigure(r[k], `${where} ${k}`, peer(r.mux));
        }
        // Keys are timed only while the neighbour floods: a tiny flood may
        // leave none, and then there are no percentiles.
        if (measured(r.keys) && r.keys.median === 0) continue;
        for (const k of ["p50Ms", "p99Ms"] as const) {
          assertFigure(r[k], `${where} ${k}`, peer(r.mux));
        }
      }
    },
    cli: (rows) => {
      for (const r of rows as CliRow[]) {
        assertFigure(r.berth, `cli ${r.figure} berth`);
        assertFigure(r.tmux, `cli ${r.figure} tmux`, noTmux);
      }
    },
    upgrade: (rows) => {
      for (const r of rows as UpgradeRow[]) {
        assertFigure(r.ms, `upgrade ${r.sessions} sessions`);
        assertFigure(r.commandMs, `upgrade ${r.sessions} sessions, command`);
      }
    },
  };
}

Deno.test({
  name: "bench sections each run one tiny case and give well-formed figures",
  async fn(t) {
    const ctx = await createContext(SMOKE);
    const check = checks(ctx);
    const results: Results = {
      profile: SMOKE,
      machine: await describeMachine(ctx.tmuxVersion),
      started: new Date().toISOString(),
      seconds: 0,
      tmuxNudges: {},
    };
    try {
      for (const name of SECTION_NAMES) {
        await t.step(name, async () => {
          const outcome = await runSection(ctx, name);
          if (!Array.isArray(outcome)) {
            assert.fail(`${name}: ${outcome.failed}`);
          }
          assert.ok(outcome.length > 0, `${name}: no rows`);
          check[name](outcome);
          (results as unknown as Record<string, unknown>)[name] = outcome;
        });
      }
    } finally {
      await disposeContext(ctx);
    }
    await t.step("the report has every section and every goal", () => {
      const md = renderReport(results);
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 11, 12]) {
        assert.match(md, new RegExp(`\n## ${n}\\. `));
      }
      assert.equal(md.match(/\| (met|not met|not measured) \|/g)?.length, 21);
      assert.doesNotMatch(md, /Failed:/);
    });
  },
});
