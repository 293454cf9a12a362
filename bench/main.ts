/**
 * `deno task bench`: berth side by side with tmux, a bare pty and
 * @xterm/headless on this machine. Prints a markdown report (progress goes
 * to stderr) and writes it to `bench/results/latest.md`.
 *
 * Usage: deno task bench [--quick] [--only SECTIONS] [--keys N] [--out FILE]
 *
 * @module
 */

import { parseArgs } from "node:util";
import { type BenchContext, createContext, disposeContext } from "./context.ts";
import { describeMachine } from "./machine.ts";
import { FULL, type Profile, QUICK } from "./profile.ts";
import { renderReport } from "./report.ts";
import type { Results } from "./results.ts";
import { runSection, SECTION_NAMES, type SectionName } from "./sections.ts";
import { buildBerthBundles } from "./berth_mux.ts";
import { TmuxMux } from "./tmux_mux.ts";

const USAGE =
  `Usage: deno task bench [--quick] [--only SECTIONS] [--keys N] [--out FILE]

Measures berth against tmux, a bare pty and @xterm/headless on this machine
and prints a markdown report (also written to bench/results/latest.md).

  --quick          every section, small and few runs (under 2 minutes)
  --only LIST      comma-separated sections: ${SECTION_NAMES.join(",")}
  --keys N         keys per run of the keys and remote sections (full 300,
                   quick 100)
  --out FILE       where to write the report (default bench/results/latest.md)
  -h, --help       this help`;

const DEFAULT_OUT = new URL("./results/latest.md", import.meta.url).pathname;

/** Parses the command line; throws a one-line message on mistakes. */
function parseCommandLine(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      quick: { type: "boolean" },
      only: { type: "string" },
      keys: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const only = (values.only?.split(",").map((s) => s.trim()) ??
    [...SECTION_NAMES]) as SectionName[];
  const unknown = only.filter((s) => !SECTION_NAMES.includes(s));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown section ${unknown.join(", ")}: use ${SECTION_NAMES.join(",")}`,
    );
  }
  const profile = values.quick ? QUICK : FULL;
  const keys = values.keys === undefined ? profile.keys : Number(values.keys);
  if (!Number.isInteger(keys) || keys < 1) {
    throw new Error(
      `--keys ${values.keys}: give a whole number of keys, 1 or more`,
    );
  }
  return {
    help: values.help ?? false,
    profile: { ...profile, keys },
    only,
    out: values.out ?? DEFAULT_OUT,
  };
}

/** Runs the chosen sections in order; a failed section does not stop the rest. */
export async function runBench(
  profile: Profile,
  only: readonly SectionName[],
  log: (line: string) => void,
): Promise<{ results: Results; failures: number }> {
  const t0 = performance.now();
  const ctx: BenchContext = await createContext(profile, log);
  const stop = () => {
    log("interrupted: stopping servers");
    disposeContext(ctx).finally(() => Deno.exit(130));
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
  const results: Results = {
    profile,
    machine: await describeMachine(ctx.tmuxVersion),
    started: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    seconds: 0,
    tmuxNudges: {},
  };
  if ("missing" in ctx.native) log(`C helpers: ${ctx.native.missing}`);
  if (!await buildBerthBundles()) log("berth's bundles not built: from source");
  if (ctx.tmuxVersion === null) log("tmux is missing: its rows are skipped");
  let failures = 0;
  try {
    for (const name of SECTION_NAMES) {
      if (!only.includes(name)) continue;
      log(`== ${name}`);
      const nudgesBefore = TmuxMux.totalNudges;
      const outcome = await runSection(ctx, name);
      results.tmuxNudges[name] = TmuxMux.totalNudges - nudgesBefore;
      if (!Array.isArray(outcome)) {
        failures++;
        log(`${name} failed: ${outcome.failed}`);
      }
      (results as unknown as Record<string, unknown>)[name] = outcome;
    }
  } finally {
    Deno.removeSignalListener("SIGINT", stop);
    Deno.removeSignalListener("SIGTERM", stop);
    await disposeContext(ctx);
  }
  results.seconds = (performance.now() - t0) / 1000;
  return { results, failures };
}

if (import.meta.main) {
  let cli;
  try {
    cli = parseCommandLine(Deno.args);
  } catch (err) {
    console.error(`bench: ${(err as Error).message}`);
    Deno.exit(2);
  }
  if (cli.help) {
    console.log(USAGE);
    Deno.exit(0);
  }
  const { results, failures } = await runBench(
    cli.profile,
    cli.only,
    (line) => console.error(`bench: ${line}`),
  );
  const report = renderReport(results);
  console.log(report);
  await Deno.writeTextFile(cli.out, report);
  console.error(`bench: report written to ${cli.out}`);
  Deno.exit(failures > 0 ? 1 : 0);
}
