/**
 * Where a `cat` flood's time goes, thread by thread: the end-to-end
 * section's case (`cat` of a corpus in a detached 80x24 session until its
 * exit is parsed, `e2e.ts`) run on one berth tree or two, each run beside
 * the bare-pty ceiling (`native/drain.c`), with what each of the daemon's
 * threads did meanwhile. Not part of `deno task bench`; it measures and
 * asserts nothing.
 *
 *     deno run -A bench/cat_threads.ts .                   # this tree
 *     deno run -A bench/cat_threads.ts --runs 8 /tmp/a .   # A/B
 *
 * Per thread, from `/proc/PID/task/*` `schedstat`: the time it ran, the
 * time it waited in a run queue (woken, no CPU yet) and how often it was
 * switched in. Deno names worker threads `worker-N` in the order they
 * start: in a fresh daemon `worker-1` is the first session's parse worker
 * and `worker-2` the gather worker; every other `worker-N` is summed as
 * `parse` (the session's parse worker, and a spare if one was made during
 * the run). `cat` is the CPU of the daemon's reaped children (`cat` itself,
 * reaped by the daemon); `busy` is how many of the machine's CPUs were busy
 * on average (`/proc/stat`), for the ceiling too.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { monotonicMs } from "./_libc.ts";
import { BerthMux } from "./berth_mux.ts";
import { CorpusFiles } from "./corpus_files.ts";
import { buildNative } from "./native.ts";

/** Clock ticks per second of `/proc/PID/stat` (USER_HZ on Linux). */
const TICKS_PER_S = 100;

/** What was measured for one run, in ms unless named otherwise. */
type Run = Record<string, number>;

/** Run and run-queue time (ns) and switches of every thread of `pid`. */
function threads(pid: number): Map<string, [string, number[]]> {
  const out = new Map<string, [string, number[]]>();
  for (const e of Deno.readDirSync(`/proc/${pid}/task`)) {
    try {
      const dir = `/proc/${pid}/task/${e.name}`;
      const comm = Deno.readTextFileSync(`${dir}/comm`).trim();
      const stat = Deno.readTextFileSync(`${dir}/schedstat`).split(" ");
      out.set(e.name, [role(comm), stat.map(Number)]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

function role(comm: string): string {
  if (comm === "deno") return "main";
  if (comm === "worker-2") return "gather";
  if (comm.startsWith("worker-")) return "parse";
  return "other";
}

/** CPU ms of the reaped children of `pid` (`cutime` + `cstime`). */
function childrenMs(pid: number): number {
  const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[13]) + Number(f[14])) * 1000 / TICKS_PER_S;
}

/** [idle, total] jiffies of all CPUs. */
function cpuTimes(): [number, number] {
  const f = Deno.readTextFileSync("/proc/stat").split("\n")[0].trim()
    .split(/\s+/).slice(1).map(Number);
  return [f[3] + f[4], f.reduce((a, b) => a + b, 0)];
}

/** Busy CPUs on average between two `cpuTimes()`. */
function busy(a: [number, number], b: [number, number]): number {
  const cpus = navigator.hardwareConcurrency;
  return (1 - (b[0] - a[0]) / (b[1] - a[1])) * cpus;
}

/** One `cat` of `file` in a new session of `mux`, with its threads' work. */
async function catRun(mux: BerthMux, name: string, file: string): Promise<Run> {
  const t0 = threads(mux.pid);
  const c0 = childrenMs(mux.pid);
  const s0 = cpuTimes();
  const start = monotonicMs();
  await mux.start({ name, argv: ["cat", file], cols: 80, rows: 24 });
  await mux.waitExit(name, 300_000);
  const run: Run = { ms: monotonicMs() - start };
  run.busy = busy(s0, cpuTimes());
  run.cat = childrenMs(mux.pid) - c0;
  for (const [tid, [r, [ran, waited, slices]]] of threads(mux.pid)) {
    const [ran0, waited0, slices0] = t0.get(tid)?.[1] ?? [0, 0, 0];
    run[`${r} ran`] = (run[`${r} ran`] ?? 0) + (ran - ran0) / 1e6;
    run[`${r} waited`] = (run[`${r} waited`] ?? 0) + (waited - waited0) / 1e6;
    run[`${r} switches`] = (run[`${r} switches`] ?? 0) + slices - slices0;
  }
  await mux.kill(name);
  return run;
}

/**
 * One run of the ceiling: its time, its reading thread's work as the
 * gather worker's is counted, `cat`'s CPU and the machine's busy CPUs.
 */
async function ceilingRun(drain: string, file: string): Promise<Run> {
  const s0 = cpuTimes();
  const out = await new Deno.Command(drain, { args: [file], stdout: "piped" })
    .output();
  const [, ns, ran, waited, switches, cat] = new TextDecoder()
    .decode(out.stdout).trim().split(" ").map(Number);
  if (!out.success || !Number.isFinite(cat)) throw new Error("drain failed");
  return {
    ms: ns / 1e6,
    busy: busy(s0, cpuTimes()),
    cat: cat / 1e6,
    "reader ran": ran / 1e6,
    "reader waited": waited / 1e6,
    "reader switches": switches,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? s[s.length >> 1]
    : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Medians of every figure of `runs`, in a stable order. */
function medians(runs: Run[]): Map<string, number> {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))].sort();
  return new Map(keys.map((k) => [k, median(runs.map((r) => r[k] ?? 0))]));
}

/** Prints `runs`' medians under `title`. */
function report(title: string, runs: Run[], bytes: number): void {
  const m = medians(runs);
  console.log(`${title}: ${(bytes / 1e3 / m.get("ms")!).toFixed(1)} MB/s`);
  for (const [k, v] of m) {
    if (k === "ms") continue;
    console.log(
      `  ${k.padEnd(16)} ${v.toFixed(k === "busy" ? 2 : 0).padStart(8)}`,
    );
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "6" },
      corpus: { type: "string", default: "ascii-lines" },
      mib: { type: "string", default: "32" },
    },
  });
  const roots = positionals.length ? positionals : ["."];
  if (roots.length > 2) {
    console.error(
      "usage: cat_threads.ts [--runs N] [--corpus C] [--mib M] [A [B]]",
    );
    Deno.exit(2);
  }
  const dir = await Deno.makeTempDir({ prefix: "berth-cat-threads-" });
  const sides: { mux: BerthMux; runs: Run[] }[] = [];
  try {
    const native = await buildNative(dir);
    if (!("tools" in native)) throw new Error(native.missing);
    const bytes = Number(values.mib) << 20;
    const file = new CorpusFiles(dir).path(values.corpus, bytes);
    for (const root of roots) {
      // The daemon runs in a directory of its own: the tree's full path.
      sides.push({
        mux: await BerthMux.launch(Deno.realPathSync(root)),
        runs: [],
      });
    }
    const ceiling: Run[] = [];
    let serial = 0;
    // One untimed run each: the first session of a daemon starts its
    // gather worker, and V8 tiers the engine up.
    for (const s of sides) await catRun(s.mux, `warm${serial++}`, file);
    for (let i = 0; i < Number(values.runs); i++) {
      const order = i % 2 ? [...sides].reverse() : sides;
      for (const s of order) {
        s.runs.push(await catRun(s.mux, `c${serial++}`, file));
      }
      ceiling.push(await ceilingRun(native.tools.drain, file));
      console.error(`run ${i + 1}: load ${Deno.loadavg()[0].toFixed(1)}`);
    }
    console.log(
      `${values.corpus}, ${values.mib} MiB: medians of ${values.runs} runs, ms`,
    );
    report("ceiling", ceiling, bytes);
    for (const [i, s] of sides.entries()) {
      const ratio = median(s.runs.map((r, j) => ceiling[j].ms / r.ms));
      report(`${roots[i]} (${ratio.toFixed(2)} of the ceiling)`, s.runs, bytes);
    }
  } finally {
    for (const s of sides) await s.mux.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

await main();
