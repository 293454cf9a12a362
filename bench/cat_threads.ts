/**
 * Where a `cat` flood's time goes, thread by thread: the end-to-end
 * section's case (`cat` of a corpus in a detached 80x24 session until its
 * exit is parsed, `e2e.ts`) run on one berth tree or two, each round
 * beside the bare-pty ceiling (`native/drain.c`), with what each of the
 * daemon's threads did meanwhile. Not part of `deno task bench`; it
 * measures and asserts nothing.
 *
 *     deno run -A bench/cat_threads.ts .                   # this tree
 *     deno run -A bench/cat_threads.ts --runs 8 /tmp/a .   # A/B
 *     deno run -A bench/cat_threads.ts --parse-policy idle .
 *
 * Per thread (`proc_threads.ts`, which says which `worker-N` is which):
 * the time it ran, the time it waited in a run queue (woken, no CPU yet)
 * and how often it was switched in. `gather` is the gather worker, `parse`
 * every other worker (the session's parse worker), `main` the daemon's
 * main thread, `other` the rest (V8's and Deno's helpers). `cat` is the CPU
 * of the daemon's reaped children (`cat`, in 10 ms ticks); for the ceiling,
 * `reader` is the drain process's own counts (its `forkpty` and `exit`
 * included, about 1 ms) and `cat` its child's CPU. `busy` is how many of
 * the machine's CPUs were busy on average (`/proc/stat`, steal left out).
 *
 * Before each timed run it waits for the daemons to be quiet: a daemon
 * makes its next spare parse worker about 0.1 s after a flood ends, which
 * would otherwise run beside the next run (the ceiling's too).
 * `--parse-policy idle|batch` puts the daemon's parse workers under
 * SCHED_IDLE or SCHED_BATCH (`chrt`) before each run: what scheduling alone
 * could change (a thread cannot leave SCHED_IDLE without privilege, so
 * this is a measurement, not a policy berth could take).
 *
 * @module
 */

import { parseArgs } from "node:util";
import { monotonicMs } from "./_libc.ts";
import { BerthMux } from "./berth_mux.ts";
import { CorpusFiles } from "./corpus_files.ts";
import { buildNative } from "./native.ts";
import { processCpuMs, procThreads, reapedCpuMs } from "./proc_threads.ts";
import { percentile } from "./stats.ts";

/** What was measured for one run, in ms unless named otherwise. */
type Run = Record<string, number>;

/** A daemon is quiet once its CPU time has not moved for this long. */
const QUIET_MS = 300;
const QUIET_LIMIT_MS = 10_000;

const POLICIES: Record<string, string> = { idle: "-i", batch: "-b" };

/** The role of a daemon thread, as the report names it. */
function role(t: { comm: string; main: boolean }): string {
  if (t.main) return "main";
  if (t.comm === "worker-2") return "gather";
  if (t.comm.startsWith("worker-")) return "parse";
  return "other";
}

/** [busy, all] jiffies of all CPUs, steal and guest time left out. */
function cpuTimes(): [number, number] {
  const [user, nice, system, idle, iowait, irq, softirq] = Deno
    .readTextFileSync("/proc/stat").split("\n")[0].trim().split(/\s+/)
    .slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return [busy, busy + idle + iowait];
}

/** Busy CPUs on average between two `cpuTimes()`. */
function busy(a: [number, number], b: [number, number]): number {
  return (b[0] - a[0]) / (b[1] - a[1]) * navigator.hardwareConcurrency;
}

/** Waits until none of `pids` has used CPU for QUIET_MS (or a limit). */
async function quiet(pids: number[]): Promise<void> {
  const cpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const deadline = monotonicMs() + QUIET_LIMIT_MS;
  let last = cpu();
  let since = monotonicMs();
  while (monotonicMs() - since < QUIET_MS && monotonicMs() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    const now = cpu();
    if (now !== last) [last, since] = [now, monotonicMs()];
  }
}

/** Puts every parse worker of `pid` under `policy` ("-i", "-b"). */
function chrtParseWorkers(pid: number, policy: string): void {
  for (const [tid, t] of procThreads(pid)) {
    if (role(t) !== "parse") continue;
    new Deno.Command("chrt", { args: [policy, "-p", "0", tid] }).outputSync();
  }
}

/** One `cat` of `file` in a new session of `mux`, with its threads' work. */
async function catRun(mux: BerthMux, name: string, file: string): Promise<Run> {
  const t0 = procThreads(mux.pid);
  const c0 = reapedCpuMs(mux.pid);
  const s0 = cpuTimes();
  const start = monotonicMs();
  await mux.start({ name, argv: ["cat", file], cols: 80, rows: 24 });
  await mux.waitExit(name, 300_000);
  const run: Run = { ms: monotonicMs() - start };
  run.busy = busy(s0, cpuTimes());
  run.cat = reapedCpuMs(mux.pid) - c0;
  for (const [tid, t] of procThreads(mux.pid)) {
    const r = role(t);
    const before = t0.get(tid) ?? { ranNs: 0, waitedNs: 0, switches: 0 };
    run[`${r} ran`] = (run[`${r} ran`] ?? 0) + (t.ranNs - before.ranNs) / 1e6;
    run[`${r} waited`] = (run[`${r} waited`] ?? 0) +
      (t.waitedNs - before.waitedNs) / 1e6;
    run[`${r} switches`] = (run[`${r} switches`] ?? 0) + t.switches -
      before.switches;
  }
  await mux.kill(name);
  return run;
}

/**
 * One run of the ceiling: its time, its reader's counts as the gather
 * worker's are counted, `cat`'s CPU and the machine's busy CPUs.
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

/** Medians of every figure of `runs`, in a stable order. */
function medians(runs: Run[]): Map<string, number> {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))].sort();
  return new Map(
    keys.map((k) => [k, percentile(runs.map((r) => r[k] ?? 0), 50)]),
  );
}

/** Prints `runs`' medians under `title`. */
function report(title: string, runs: Run[], bytes: number): void {
  const m = medians(runs);
  console.log(`${title}: ${(bytes / 1e3 / m.get("ms")!).toFixed(1)} MB/s`);
  console.log(`  ms by run: ${runs.map((r) => r.ms.toFixed(0)).join(" ")}`);
  for (const [k, v] of m) {
    if (k === "ms") continue;
    console.log(
      `  ${k.padEnd(16)} ${v.toFixed(k === "busy" ? 2 : 0).padStart(8)}`,
    );
  }
}

/** A positive integer option, or exits with a usage line. */
function count(name: string, value: string, max: number): number {
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= max) return n;
  console.error(`cat_threads: --${name} must be a whole number 1-${max}`);
  Deno.exit(2);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "6" },
      corpus: { type: "string", default: "ascii-lines" },
      mib: { type: "string", default: "32" },
      "parse-policy": { type: "string" },
    },
  });
  const runs = count("runs", values.runs, 1000);
  const bytes = count("mib", values.mib, 1024) * 2 ** 20;
  const policy = values["parse-policy"];
  const roots = positionals.length ? positionals : ["."];
  if (roots.length > 2 || (policy && !(policy in POLICIES))) {
    console.error(
      "usage: cat_threads.ts [--runs N] [--corpus C] [--mib M] " +
        "[--parse-policy idle|batch] [A [B]]",
    );
    Deno.exit(2);
  }
  const dir = await Deno.makeTempDir({ prefix: "berth-cat-threads-" });
  const muxes: BerthMux[] = [];
  let closing: Promise<void> | null = null;
  const close = () =>
    closing ??= (async () => {
      for (const mux of muxes) await mux.close();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    })();
  const stop = () => close().finally(() => Deno.exit(130));
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
  try {
    const native = await buildNative(dir);
    if (!("tools" in native)) throw new Error(native.missing);
    const file = new CorpusFiles(dir).path(values.corpus, bytes);
    for (const root of roots) {
      // The daemon runs in a directory of its own: the tree's full path.
      muxes.push(await BerthMux.launch(Deno.realPathSync(root)));
    }
    const pids = muxes.map((m) => m.pid);
    const sides = muxes.map((mux) => ({ mux, runs: [] as Run[] }));
    const ceiling: Run[] = [];
    let serial = 0;
    // One untimed run each: a daemon's first session starts its gather
    // worker, and V8 tiers the engine up.
    for (const s of sides) await catRun(s.mux, `warm${serial++}`, file);
    for (let i = 0; i < runs; i++) {
      await quiet(pids);
      ceiling.push(await ceilingRun(native.tools.drain, file));
      for (const s of i % 2 ? [...sides].reverse() : sides) {
        await quiet(pids);
        if (policy) chrtParseWorkers(s.mux.pid, POLICIES[policy]);
        s.runs.push(await catRun(s.mux, `c${serial++}`, file));
      }
      console.error(`run ${i + 1}: load ${Deno.loadavg()[0].toFixed(1)}`);
    }
    console.log(
      `${values.corpus}, ${bytes / 2 ** 20} MiB: medians of ${runs} runs, ms` +
        (policy ? `, parse workers under SCHED_${policy.toUpperCase()}` : ""),
    );
    report("ceiling", ceiling, bytes);
    for (const [i, s] of sides.entries()) {
      const ratio = percentile(s.runs.map((r, j) => ceiling[j].ms / r.ms), 50);
      report(
        `${roots[i]} (${ratio.toFixed(2)} of the ceiling, by run)`,
        s.runs,
        bytes,
      );
    }
  } finally {
    Deno.removeSignalListener("SIGINT", stop);
    Deno.removeSignalListener("SIGTERM", stop);
    await close();
  }
}

await main();
