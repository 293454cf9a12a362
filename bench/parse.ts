/**
 * Parse throughput: berth's `vt/` engine against `@xterm/headless` on the
 * corpora of `corpora.ts`, in the same process and run. Each engine gets a
 * warm-up pass, then at least 5 timed runs interleaved A/B; the table shows
 * the median MB/s with the min-max range, and berth's ratio.
 *
 * Both engines get the corpus in 64 KiB writes on an 80x24 screen with
 * 10,000 lines of scrollback. xterm.js is driven through its synchronous
 * `writeSync` so that only parsing is timed, not its scheduler.
 *
 * Run alone: `deno run -A bench/parse.ts [--quick] [--runs N]
 * [--corpus a,b]` (figures to quote: the full corpora, at least 5 runs).
 *
 * @module
 */

import { parseArgs } from "node:util";
import xterm from "@xterm/headless";
import { Terminal } from "../vt/mod.ts";
import { CORPORA, CORPUS_BYTES, generateCorpus } from "./corpora.ts";

/** One corpus's figures. */
export interface Row {
  corpus: string;
  bytes: number;
  runs: number;
  /** Median, min and max MB/s (10^6 bytes per second). */
  berth: { median: number; min: number; max: number };
  xterm: { median: number; min: number; max: number };
  /** berth median / xterm median. */
  ratio: number;
}

/** Bytes per `write` call. */
const CHUNK = 64 * 1024;
const COLS = 80;
const ROWS = 24;
const SCROLLBACK = 10_000;

type Engine = (data: Uint8Array) => number;

/** Milliseconds berth takes to parse `data`. */
function runBerth(data: Uint8Array): number {
  const t = new Terminal({ cols: COLS, rows: ROWS, scrollback: SCROLLBACK });
  const start = performance.now();
  for (let i = 0; i < data.length; i += CHUNK) {
    t.write(data.subarray(i, i + CHUNK));
  }
  return performance.now() - start;
}

interface XtermCore {
  writeSync(data: Uint8Array): void;
}

/** Milliseconds @xterm/headless takes to parse `data`. */
function runXterm(data: Uint8Array): number {
  const t = new xterm.Terminal({
    cols: COLS,
    rows: ROWS,
    scrollback: SCROLLBACK,
    allowProposedApi: true,
    logLevel: "off",
  });
  const core = (t as unknown as { _core: XtermCore })._core;
  const start = performance.now();
  for (let i = 0; i < data.length; i += CHUNK) {
    core.writeSync(data.subarray(i, i + CHUNK));
  }
  const ms = performance.now() - start;
  t.dispose();
  return ms;
}

function stats(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return { median, min: s[0], max: s[s.length - 1] };
}

/** Options of `benchParse`. */
export interface ParseOptions {
  /** 4 MiB corpora instead of 32 MiB: a check that the bench works. */
  quick: boolean;
  /** Corpus size in bytes (overrides `quick`). */
  bytes?: number;
  /** Timed runs per engine (default and minimum for quoted figures: 5). */
  runs?: number;
  /** Corpora to run (default: all of `CORPORA`). */
  corpora?: string[];
}

/** Runs the parse bench and returns one row per corpus. */
export async function benchParse(opts: ParseOptions): Promise<Row[]> {
  const size = opts.bytes ?? (opts.quick ? 4 << 20 : CORPUS_BYTES);
  const runs = Math.max(1, opts.runs ?? 5);
  const rows: Row[] = [];
  const wanted = opts.corpora ?? CORPORA.map((c) => c.name);
  for (const corpus of CORPORA.filter((c) => wanted.includes(c.name))) {
    const data = generateCorpus(corpus.name, size);
    const engines: [string, Engine][] = [["berth", runBerth], [
      "xterm",
      runXterm,
    ]];
    // Warm-up: compile both engines' hot paths on this corpus.
    const warm = data.subarray(0, Math.min(data.length, 2 << 20));
    for (const [, run] of engines) run(warm);
    const mbps: Record<string, number[]> = { berth: [], xterm: [] };
    for (let r = 0; r < runs; r++) {
      // Interleave, and swap who goes first each round.
      const order = r % 2 === 0 ? engines : [...engines].reverse();
      for (const [name, run] of order) {
        const ms = run(data);
        mbps[name].push(data.length / 1e6 / (ms / 1000));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    const b = stats(mbps.berth);
    const x = stats(mbps.xterm);
    rows.push({
      corpus: corpus.name,
      bytes: data.length,
      runs,
      berth: b,
      xterm: x,
      ratio: b.median / x.median,
    });
  }
  return rows;
}

/** The rows as a markdown table. */
export function formatParseTable(rows: Row[]): string {
  const f = (v: number) => v.toFixed(0);
  const lines = [
    "| corpus | MiB | berth MB/s (min-max) | @xterm/headless MB/s (min-max) | ratio |",
    "|---|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.corpus} | ${(r.bytes / (1 << 20)).toFixed(0)} | ${
        f(r.berth.median)
      } (${f(r.berth.min)}-${f(r.berth.max)}) | ${f(r.xterm.median)} (${
        f(r.xterm.min)
      }-${f(r.xterm.max)}) | ${r.ratio.toFixed(1)}x |`,
    );
  }
  return lines.join("\n");
}

const USAGE =
  `Usage: deno run -A bench/parse.ts [--quick] [--runs N] [--corpus LIST]

Parse throughput of berth's engine against @xterm/headless, in this process.

  --quick        small corpora, few runs
  --runs N       timed runs per engine and corpus (default 5)
  --corpus LIST  comma-separated: ${CORPORA.map((c) => c.name).join(",")}
  -h, --help     this help`;

/** The command line's options; exits 2 with one line on a mistake. */
function options() {
  try {
    return parseArgs({
      args: Deno.args,
      options: {
        quick: { type: "boolean", default: false },
        runs: { type: "string" },
        corpus: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message} (see --help)`);
    Deno.exit(2);
  }
}

if (import.meta.main) {
  const values = options();
  if (values.help) {
    console.log(USAGE);
    Deno.exit(0);
  }
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1)) {
    console.error(`Bad --runs ${values.runs}: use a whole number from 1`);
    Deno.exit(2);
  }
  const corpora = values.corpus?.split(",");
  const unknown = corpora?.find((c) => !CORPORA.some((k) => k.name === c));
  if (unknown !== undefined) {
    console.error(
      `Unknown corpus ${unknown}: use ${CORPORA.map((c) => c.name).join(", ")}`,
    );
    Deno.exit(2);
  }
  const rows = await benchParse({ quick: values.quick, runs, corpora });
  console.log(formatParseTable(rows));
}
