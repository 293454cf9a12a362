/**
 * The goals of issues 5, 10 and 15, judged against a run's figures: each is
 * printed beside what was measured, met or not met, never asserted.
 *
 * @module
 */

import { CELL_WORDS } from "../vt/cell.ts";
import { DEFAULT_SCROLLBACK } from "../protocol/limits.ts";
import { num, times } from "./format.ts";
import { hasRows, type Results } from "./results.ts";
import { type Figure, measured, ratio } from "./stats.ts";

/** One goal and how this run did. */
export interface GoalRow {
  figure: string;
  goal: string;
  measured: string;
  verdict: "met" | "not met" | "not measured";
}

/**
 * Bytes of cells in a full scrollback of an 80-column session: rows of
 * `cols + 1` cells (one spare) of CELL_WORDS 32-bit words (`vt/row.ts`).
 */
export const SCROLLBACK_CAP_BYTES = DEFAULT_SCROLLBACK * 81 * CELL_WORDS * 4;

const MB = 1e6;

function verdict(ok: boolean | null): GoalRow["verdict"] {
  return ok === null ? "not measured" : ok ? "met" : "not met";
}

function median(f: Figure | undefined): number | null {
  return f && measured(f) && Number.isFinite(f.median) ? f.median : null;
}

/** Every goal of issues 5 and 10 for these results. */
export function judgeGoals(r: Results): GoalRow[] {
  return [
    parseGoal(r),
    e2eTmuxGoal(r),
    e2eCeilingGoal(r),
    floodGoal(r),
    keyGoal(r),
    keyGoal15(r),
    manyGoal(r),
    rrGoal(r),
    memoryPeakGoal(r),
    perSessionGoal(r),
    webKeyGoal(r),
    idleDaemonGoal(r),
    perPaneGoal(r),
    paneEchoGoal(r),
    ...cliGoals(r),
    remoteKeyGoal(r),
    resumeGoal(r),
    upgradeGoal(r),
  ];
}

/** Issue 14's goal: the handover with 20 sessions. */
function upgradeGoal(r: Results): GoalRow {
  const figure = "live upgrade, 20 sessions: command to first frame";
  const goal = "under 500 ms";
  const row = hasRows(r.upgrade)
    ? r.upgrade.find((x) => x.sessions === 20)
    : undefined;
  const ms = median(row?.ms);
  if (ms === null) return notMeasured(figure, goal, "section not run");
  return {
    figure,
    goal,
    measured: `${num(ms)} ms`,
    verdict: verdict(ms < 500),
  };
}

function webKeyGoal(r: Results): GoalRow {
  const figure = "key to echo in the browser (berth serve)";
  const goal = "p50 under 5 ms";
  const p50 = hasRows(r.web) ? median(r.web[0].keyP50) : null;
  if (p50 === null) return notMeasured(figure, goal, "not measured");
  return {
    figure,
    goal,
    measured: `p50 ${num(p50, 2)} ms`,
    verdict: verdict(p50 < 5),
  };
}

function notMeasured(figure: string, goal: string, why: string): GoalRow {
  return { figure, goal, measured: why, verdict: "not measured" };
}

function parseGoal(r: Results): GoalRow {
  const figure = "parse throughput vs @xterm/headless";
  const goal = ">= 3x on every corpus";
  if (!hasRows(r.parse)) return notMeasured(figure, goal, "section not run");
  const worst = r.parse.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return {
    figure,
    goal,
    measured: `lowest ${times(worst.ratio)} (${worst.corpus})`,
    verdict: verdict(worst.ratio >= 3),
  };
}

function e2eRatios(r: Results, peer: "tmux" | "ceiling") {
  if (!hasRows(r.e2e)) return [];
  return r.e2e.filter((row) => row.unit === "MB/s").map((row) => ({
    corpus: row.corpus,
    ratio: ratio(row.berth, row[peer]),
  }));
}

function e2eTmuxGoal(r: Results): GoalRow {
  const figure = "end-to-end `cat` vs tmux";
  const goal = "faster on every corpus";
  const ratios = e2eRatios(r, "tmux");
  if (ratios.length === 0 || ratios.some((x) => x.ratio === null)) {
    return notMeasured(figure, goal, "tmux or the section missing");
  }
  const worst = ratios.reduce((a, b) => (b.ratio! < a.ratio! ? b : a));
  const slower = ratios.filter((x) => x.ratio! <= 1).map((x) => x.corpus);
  return {
    figure,
    goal,
    measured: `lowest ${times(worst.ratio)} (${worst.corpus})${
      slower.length ? `; slower on ${slower.join(", ")}` : ""
    }`,
    verdict: verdict(slower.length === 0),
  };
}

function e2eCeilingGoal(r: Results): GoalRow {
  const figure = "end-to-end `cat` vs bare-pty ceiling";
  const goal = ">= 0.85 on ASCII";
  const ascii = e2eRatios(r, "ceiling").find((x) => x.corpus === "ascii-lines");
  if (!ascii || ascii.ratio === null) {
    return notMeasured(figure, goal, "ceiling or ascii-lines not measured");
  }
  return {
    figure,
    goal,
    measured: `${num(ascii.ratio, 2)} (ascii-lines)`,
    verdict: verdict(ascii.ratio >= 0.85),
  };
}

function floodGoal(r: Results): GoalRow {
  const figure = "screen updates during a flood (attached)";
  const goal = ">= 30 per second, p99 output-to-screen under 50 ms";
  const row = hasRows(r.flood) ? r.flood.find((x) => x.mux === "berth") : null;
  const fps = median(row?.updatesPerSecond);
  const p99 = median(row?.p99Ms);
  if (fps === null || p99 === null) {
    return notMeasured(figure, goal, "section not run or failed");
  }
  return {
    figure,
    goal,
    measured: `${num(fps, 0)}/s, p99 ${num(p99, 1)} ms`,
    verdict: verdict(fps >= 30 && p99 < 50),
  };
}

/**
 * The key-echo rows timed by the C terminal (`native/keyecho.c`): the Deno
 * one's tail is partly its own.
 */
function cTerminalKeys(r: Results) {
  return (hasRows(r.keys) ? r.keys : []).filter((x) => x.terminal === "C");
}

function keyGoal(r: Results): GoalRow {
  const figure = "key to echo (attached)";
  const goal = "p50 within 2x of tmux, p99 under 3 ms";
  const rows = cTerminalKeys(r);
  const berth = rows.find((x) => x.target === "berth");
  const tmux = rows.find((x) => x.target === "tmux");
  const p50 = median(berth?.p50);
  const p99 = median(berth?.p99);
  const t50 = median(tmux?.p50);
  if (p50 === null || p99 === null || t50 === null) {
    return notMeasured(figure, goal, "berth or tmux not measured");
  }
  return {
    figure,
    goal,
    measured: `p50 ${num(p50, 2)} ms = ${times(p50 / t50)} tmux's, p99 ${
      num(p99, 2)
    } ms`,
    verdict: verdict(p50 <= 2 * t50 && p99 < 3),
  };
}

/** Issue 15's stricter goal for the same figure. */
function keyGoal15(r: Results): GoalRow {
  const figure = "key to echo (attached), issue 15";
  const goal = "p50 within 2x of tmux, p99 under 1 ms";
  const rows = cTerminalKeys(r);
  const p50 = median(rows.find((x) => x.target === "berth")?.p50);
  const p99 = median(rows.find((x) => x.target === "berth")?.p99);
  const t50 = median(rows.find((x) => x.target === "tmux")?.p50);
  if (p50 === null || p99 === null || t50 === null) {
    return notMeasured(figure, goal, "berth or tmux not measured");
  }
  return {
    figure,
    goal,
    measured: `p50 ${times(p50 / t50)} tmux's, p99 ${num(p99, 2)} ms`,
    verdict: verdict(p50 <= 2 * t50 && p99 < 1),
  };
}

/** p99 of berth against tmux's, from rows with `mux` and `p99Ms`. */
function p99Goal(
  rows: { mux: string; p99Ms: Figure }[],
  figure: string,
  limit: number,
): GoalRow {
  const goal = `p99 within ${limit}x of tmux's`;
  const p99 = median(rows.find((x) => x.mux === "berth")?.p99Ms);
  const t99 = median(rows.find((x) => x.mux === "tmux")?.p99Ms);
  if (p99 === null || t99 === null) {
    return notMeasured(figure, goal, "berth or tmux not measured");
  }
  return {
    figure,
    goal,
    measured: `p99 ${num(p99, 1)} ms = ${times(p99 / t99)} tmux's`,
    verdict: verdict(p99 <= limit * t99),
  };
}

function manyGoal(r: Results): GoalRow {
  return p99Goal(
    hasRows(r.many) ? r.many : [],
    `keys in a quiet session while ${r.profile.sessions} others flood`,
    3,
  );
}

function paneEchoGoal(r: Results): GoalRow {
  return p99Goal(
    hasRows(r.panes) ? r.panes : [],
    "keys in a quiet pane while its neighbour floods (issue 11)",
    2,
  );
}

function perPaneGoal(r: Results): GoalRow {
  const figure = "memory per extra idle pane (issue 11)";
  const goal = "under 2 MB";
  const row = hasRows(r.panes) ? r.panes.find((x) => x.mux === "berth") : null;
  const per = median(row?.perPane);
  if (per === null) return notMeasured(figure, goal, "section not run");
  return {
    figure,
    goal,
    measured: `${num(per / MB, 2)} MB`,
    verdict: verdict(per < 2 * MB),
  };
}

function rrGoal(r: Results): GoalRow {
  const figure = "request/response frames per second";
  const goal = "at least tmux's at 80x24 and 160x45";
  if (!hasRows(r.rr)) return notMeasured(figure, goal, "section not run");
  const ratios = r.rr.map((row) => ({
    size: `${row.cols}x${row.rows}`,
    ratio: ratio(row.berth, row.tmux),
  }));
  if (ratios.some((x) => x.ratio === null)) {
    return notMeasured(figure, goal, "tmux or berth not measured");
  }
  return {
    figure,
    goal,
    measured: ratios.map((x) => `${times(x.ratio)} tmux's at ${x.size}`)
      .join(", "),
    verdict: verdict(ratios.every((x) => x.ratio! >= 1)),
  };
}

function berthMemory(r: Results) {
  return hasRows(r.memory) ? r.memory.find((x) => x.mux === "berth") : null;
}

function memoryPeakGoal(r: Results): GoalRow {
  const bytes = r.profile.memoryFloodBytes;
  const figure = `daemon peak memory, ${num(bytes / (1 << 20))} MiB flood`;
  const goal = "under 2x idle + scrollback cap";
  const row = berthMemory(r);
  const idle = median(row?.floodIdle);
  const peak = median(row?.floodPeak);
  if (idle === null || peak === null) {
    return notMeasured(figure, goal, "section not run or failed");
  }
  const bound = 2 * idle + SCROLLBACK_CAP_BYTES;
  return {
    figure,
    goal,
    measured: `${num(peak / MB)} MB; bound 2 x ${num(idle / MB)} + ${
      num(SCROLLBACK_CAP_BYTES / MB, 1)
    } = ${num(bound / MB)} MB`,
    verdict: verdict(peak < bound),
  };
}

function perSessionGoal(r: Results): GoalRow {
  const figure = "memory per idle session";
  const goal = "state it; under 20 MB";
  const per = median(berthMemory(r)?.perSession);
  if (per === null) return notMeasured(figure, goal, "section not run");
  return {
    figure,
    goal,
    measured: `${num(per / MB, 1)} MB`,
    verdict: verdict(per < 20 * MB),
  };
}

/** berth's median of the `cli` section's row `figure`; null: not run. */
function cliFigure(r: Results, figure: string): number | null {
  const rows = hasRows(r.cli) ? r.cli : [];
  return median(rows.find((x) => x.figure === figure)?.berth);
}

/**
 * "(private N MB; a Deno program that only waits: M MB)": how much of a
 * resident size is berth's own, and the floor under it (`cli_start.ts`).
 */
function memoryAside(r: Results, own: number | null): string {
  const floor = cliFigure(r, "RSS of a program that only waits");
  const parts = [
    own === null ? null : `private ${num(own / MB)} MB`,
    floor === null
      ? null
      : `a Deno program that only waits: ${num(floor / MB)} MB`,
  ].filter((x) => x !== null);
  return parts.length === 0 ? "" : ` (${parts.join("; ")})`;
}

function idleDaemonGoal(r: Results): GoalRow {
  const figure = "idle daemon memory (no session)";
  const goal = "under 40 MB";
  const idle = median(berthMemory(r)?.idleEmpty);
  if (idle === null) return notMeasured(figure, goal, "section not run");
  const own = median(berthMemory(r)?.idlePrivate);
  return {
    figure,
    goal,
    measured: `${num(idle / MB)} MB${memoryAside(r, own)}`,
    verdict: verdict(idle < 40 * MB),
  };
}

/** Issue 15's goals for commands: each against `berth --version`'s p50. */
function cliGoals(r: Results): GoalRow[] {
  const berth = (name: string) => cliFigure(r, name);
  const version = berth("--version");
  const within = (names: string[], limit: number, figure: string): GoalRow => {
    const goal = `p50 within ${limit}x of \`berth --version\``;
    const ms = names.map(berth);
    if (version === null || ms.some((x) => x === null)) {
      return notMeasured(figure, goal, "section not run or failed");
    }
    const ratios = ms.map((x) => x! / version);
    return {
      figure,
      goal,
      measured: names.map((n, i) => `${n} ${times(ratios[i])}`).join(", "),
      verdict: verdict(ratios.every((x) => x <= limit)),
    };
  };
  const rss = berth("attach client RSS");
  return [
    within(["ls", "send", "capture"], 1.5, "`ls`, `send`, `capture`"),
    within(["new -d"], 2, "`new -d`, daemon running"),
    within(
      ["attach: command to screen shown"],
      2.5,
      "attach: command to screen shown",
    ),
    rss === null
      ? notMeasured("attach client memory", "under 40 MB", "section not run")
      : {
        figure: "attach client memory",
        goal: "under 40 MB",
        measured: `${num(rss / MB)} MB${
          memoryAside(r, berth("attach client private memory"))
        }`,
        verdict: verdict(rss < 40 * MB),
      },
  ];
}

// Issue 10's goals (section 10, over SSH on loopback).

function remoteRow(r: Results, target: string) {
  return hasRows(r.remote)
    ? r.remote.find((x) => x.target === target)
    : undefined;
}

function remoteKeyGoal(r: Results): GoalRow {
  const figure = "key to echo over SSH (berth -H)";
  const goal = "p50 at most ssh -t + tmux attach's";
  const p50 = median(remoteRow(r, "berth -H")?.p50);
  const t50 = median(remoteRow(r, "ssh -t + tmux attach")?.p50);
  if (p50 === null || t50 === null) {
    return notMeasured(figure, goal, "berth -H or ssh + tmux not measured");
  }
  return {
    figure,
    goal,
    measured: `p50 ${num(p50, 2)} ms = ${times(p50 / t50)} ssh + tmux's`,
    verdict: verdict(p50 <= t50),
  };
}

function resumeGoal(r: Results): GoalRow {
  const figure = "resume after kill -9 of ssh";
  const goal = "under 1 s (loopback)";
  const ms = median(
    remoteRow(r, "kill -9 of ssh to the echo of the next key")?.p50,
  );
  if (ms === null) return notMeasured(figure, goal, "section not run");
  return {
    figure,
    goal,
    measured: `${num(ms, 0)} ms`,
    verdict: verdict(ms < 1000),
  };
}
