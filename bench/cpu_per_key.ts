/**
 * CPU per echoed key, per thread, of two berth trees side by side: a daemon
 * of each, an attach client on each typing into `stty raw -echo; cat`, and
 * blocks of keys alternating between them (A B, B A, ...), so that both
 * meet the same load. On the shared 2-core VM the CPU of one block swings
 * by 30% with what else runs; pairs of blocks a few seconds apart do not.
 * Not part of `deno task bench`; it measures and asserts nothing.
 *
 *     deno run -A bench/cpu_per_key.ts /tmp/a .            # A/B, 8 pairs
 *     deno run -A bench/cpu_per_key.ts --pairs 10 --block 200 --warm 900 A B
 *
 * Each tree is a berth checkout (`git archive COMMIT | tar -x -C /tmp/a`).
 * Threads are read from `/proc/PID/task/*` (`proc_threads.ts`, which says
 * which `worker-N` is which): `schedstat`'s run time in us per key, summed
 * by thread name; V8's helper threads are `v8`. The first `--warm` keys of each
 * side are not counted: V8 tiers the key's path up over about 600 keys
 * (README.md, "Issue 15, fifth round").
 *
 * @module
 */

import { parseArgs } from "node:util";
import { BerthMux } from "./berth_mux.ts";
import { attachEcho, typeKeys } from "./key_echo.ts";
import { procThreads } from "./proc_threads.ts";
import { percentile } from "./stats.ts";
import type { UserPty } from "./user_pty.ts";

/** Thread run time (ns) by thread id, with the thread's short name. */
type Threads = Map<string, [name: string, ns: number]>;

/** Every thread of process `pid` now. */
function threads(pid: number): Threads {
  const out: Threads = new Map();
  for (const [tid, t] of procThreads(pid)) {
    out.set(tid, [t.main ? "main" : shortName(t.comm), t.ranNs]);
  }
  return out;
}

function shortName(comm: string): string {
  if (/^v8/i.test(comm)) return "v8";
  if (comm.startsWith("tokio")) return "tokio";
  return comm;
}

/** us per key by thread name, and `total`, between two readings. */
function perKey(a: Threads, b: Threads, keys: number): Record<string, number> {
  const out: Record<string, number> = { total: 0 };
  for (const [tid, [name, ns]] of b) {
    const us = (ns - (a.get(tid)?.[1] ?? ns)) / keys / 1e3;
    out[name] = (out[name] ?? 0) + us;
    out.total += us;
  }
  return out;
}

interface Side {
  name: string;
  mux: BerthMux;
  pty: UserPty;
  blocks: Record<string, number>[];
  /** Every timed key's echo (ms), all blocks. */
  echoes: number[];
}

/** Types one block on `side`; records the daemon's and client's CPU. */
async function block(side: Side, keys: number): Promise<void> {
  const d0 = threads(side.mux.pid);
  const c0 = threads(side.pty.pid);
  const samples = await typeKeys(side.pty, keys);
  const n = samples.length;
  const row = perKey(d0, threads(side.mux.pid), n);
  row.client = perKey(c0, threads(side.pty.pid), n).total;
  const ms = samples.map((s) => s.ms);
  row.p50 = percentile(ms, 50) * 1e3;
  row.p99 = percentile(ms, 99) * 1e3;
  side.blocks.push(row);
  side.echoes.push(...ms);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

const COLUMNS = ["total", "main", "worker-1", "worker-2", "v8", "client"];

/** One line per pair: each column's A/B. */
function pairLine(p: number, a: Side, b: Side): string {
  const ra = a.blocks.at(-1)!;
  const rb = b.blocks.at(-1)!;
  const cells = [...COLUMNS, "p50", "p99"].map((k) =>
    `${k} ${(ra[k] ?? 0).toFixed(0)}/${(rb[k] ?? 0).toFixed(0)}`
  );
  return `pair ${p} load ${Deno.loadavg()[0].toFixed(1)}: ${cells.join(" ")}`;
}

/** Medians of A and B, and of B/A by pair, with how often B was lower. */
function summary(a: Side, b: Side): string {
  const lines = ["us a key: median A, median B, median of B/A by pair"];
  for (const k of [...COLUMNS, "p50", "p99"]) {
    const xa = a.blocks.map((r) => r[k] ?? 0);
    const xb = b.blocks.map((r) => r[k] ?? 0);
    const ratios = xa.map((x, i) => xb[i] / x);
    const lower = ratios.filter((r) => r < 1).length;
    lines.push(
      `  ${k.padEnd(9)} ${median(xa).toFixed(1).padStart(7)} ${
        median(xb).toFixed(1).padStart(7)
      }  ${median(ratios).toFixed(3)} (B lower in ${lower}/${ratios.length})`,
    );
  }
  lines.push("echo of all timed keys (us): A, B");
  for (const q of [50, 90, 99, 99.9]) {
    lines.push(
      `  p${String(q).padEnd(8)} ${
        (percentile(a.echoes, q) * 1e3).toFixed(0).padStart(7)
      } ${(percentile(b.echoes, q) * 1e3).toFixed(0).padStart(7)}`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: {
      pairs: { type: "string", default: "8" },
      block: { type: "string", default: "200" },
      warm: { type: "string", default: "900" },
    },
  });
  if (positionals.length !== 2) {
    console.error(
      "usage: cpu_per_key.ts [--pairs N] [--block K] [--warm W] A B",
    );
    Deno.exit(2);
  }
  const sides: Side[] = [];
  for (const [i, root] of positionals.entries()) {
    // The daemon runs in a directory of its own: the tree's full path.
    const mux = await BerthMux.launch(Deno.realPathSync(root));
    const pty = await attachEcho(mux, "keys", mux.env);
    sides.push({ name: "AB"[i], mux, pty, blocks: [], echoes: [] });
  }
  const [a, b] = sides;
  try {
    for (let w = 0; w < Number(values.warm); w += 300) {
      for (const s of sides) await typeKeys(s.pty, 300);
    }
    for (let p = 0; p < Number(values.pairs); p++) {
      for (const s of p % 2 === 0 ? [a, b] : [b, a]) {
        await block(s, Number(values.block));
      }
      console.log(pairLine(p, a, b));
    }
    console.log(summary(a, b));
  } finally {
    for (const s of sides) {
      await s.pty.close();
      await s.mux.close();
    }
  }
}

await main();
