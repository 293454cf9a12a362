/**
 * How big and how often: the full bench (the figures to quote), the quick
 * mode (`--quick`, under 2 minutes, so CI can catch a broken bench) and the
 * smoke test's tiny case. Sizes follow issue 5.
 *
 * @module
 */

import { CORPORA } from "./corpora.ts";
import { IDLE_SETTLE_AFTER_MS } from "./memory.ts";
import type { ParseOptions } from "./parse.ts";

/** Sizes and counts for one bench run. */
export interface Profile {
  name: "full" | "quick" | "smoke";
  /** Timed runs per figure (medians of these). */
  runs: number;
  /** Untimed runs before them. */
  warmups: number;
  /** Corpora of the end-to-end section, and their size. */
  e2eCorpora: string[];
  e2eBytes: number;
  /** Bytes streamed in "flood while attached". */
  floodBytes: number;
  /** Keys per key-to-echo run. */
  keys: number;
  /** Length of one request/response run. */
  rrSeconds: number;
  /** Sessions for the memory and many-sessions sections. */
  sessions: number;
  /** Bytes of the memory section's flood. */
  memoryFloodBytes: number;
  /** Bytes each session streams in the many-sessions section. */
  manyBytes: number;
  /** Times each command is run per run of the cli section (median kept). */
  cliRepeats: number;
  /** Session counts of the upgrade section (issue 14's goal is for 20). */
  upgradeSessions: number[];
  /**
   * How long after its last command an idle server's size is first
   * sampled (`idleBytes`: the memory and panes sections).
   */
  idleSettleMs: number;
  /** What the parse section (`parse.ts`) gets. */
  parse: ParseOptions;
}

const MiB = 1 << 20;
const ALL = CORPORA.map((c) => c.name);

/** The figures to quote. */
export const FULL: Profile = {
  name: "full",
  runs: 5,
  warmups: 1,
  e2eCorpora: ALL,
  e2eBytes: 32 * MiB,
  floodBytes: 64 * MiB,
  keys: 300,
  rrSeconds: 2,
  sessions: 20,
  memoryFloodBytes: 256 * MiB,
  // Long enough for about 300 keys while all 20 flood (berth: 25 ms a key).
  manyBytes: 64 * MiB,
  cliRepeats: 10,
  upgradeSessions: [1, 20],
  idleSettleMs: IDLE_SETTLE_AFTER_MS,
  parse: { quick: false },
};

/** Every section, smaller and fewer: a check that the bench works. */
export const QUICK: Profile = {
  name: "quick",
  runs: 2,
  warmups: 1,
  e2eCorpora: ALL,
  e2eBytes: 2 * MiB,
  floodBytes: 8 * MiB,
  keys: 100,
  rrSeconds: 0.3,
  sessions: 20,
  memoryFloodBytes: 32 * MiB,
  manyBytes: 1 * MiB,
  cliRepeats: 4,
  upgradeSessions: [1, 20],
  idleSettleMs: IDLE_SETTLE_AFTER_MS,
  parse: { quick: true, runs: 2 },
};

/** One tiny case of each section, for the smoke test. */
export const SMOKE: Profile = {
  name: "smoke",
  runs: 1,
  warmups: 0,
  e2eCorpora: ["ascii-lines"],
  e2eBytes: 256 * 1024,
  floodBytes: 512 * 1024,
  keys: 20,
  rrSeconds: 0.2,
  sessions: 3,
  memoryFloodBytes: 1 * MiB,
  manyBytes: 256 * 1024,
  cliRepeats: 1,
  // One row: the section's code runs the same for any count.
  upgradeSessions: [2],
  // Its figures are not read: no wait for a spare worker to settle
  // (8 sizes in the memory section, 6 in panes: 21 s of the smoke test).
  idleSettleMs: 0,
  parse: { quick: true, bytes: 256 * 1024, runs: 1, corpora: ["ascii-lines"] },
};
