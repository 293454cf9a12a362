/**
 * `deno task test`'s runner: every test file of the project under one
 * `deno test --parallel`, the long files each in its own isolate and the
 * short ones several to an isolate, longest first.
 *
 * Why not `deno test .`: Deno 2.9 starts each test file in a new isolate,
 * and each one evaluates Deno's own `ext:cli/40_bench.js`, whose top level
 * makes a 10,000,000-slot array. That costs 0.25 s of CPU and 80 MB of
 * page faults a file (22 empty test files: 5.9 s of CPU; one: 0.34 s), 75 s
 * of CPU a run over 300 files on a 2-core machine that the tests keep busy.
 * Each file or group is imported by one module written to a temporary
 * folder; its tests report under that module's name, and their failures at
 * their own file and line.
 *
 * Order: three files or groups run at a time (`DENO_JOBS=3`), taken in the
 * order given, so the longest go first and the run ends on short groups
 * (the last minutes of a run with one long file left use one core). How
 * long a file takes comes from `tests/durations.json`, which
 * `deno task test --save-durations` writes again from the run's JUnit
 * report; a file not in it counts as NEW_FILE_SECONDS.
 *
 * `deno check` runs beside the tests. Arguments other than
 * `--save-durations` go to `deno test` (`--filter`).
 */

import { fileURLToPath, pathToFileURL } from "node:url";

/** A file this long or longer runs alone. */
export const ALONE_SECONDS = 15;
/** Groups are at most this long, and shrink as the run's end nears ... */
export const GROUP_SECONDS = 30;
/** ... to no less than this. */
const LAST_GROUP_SECONDS = 4;
/**
 * A group takes at most this share of what is left to run: with three
 * units running at a time, the last ones then end close together.
 */
const GROUP_SHARE = 1 / 6;
/** What a file not in durations.json is taken to last. */
export const NEW_FILE_SECONDS = 2;
/** What loading a file adds to its tests' time in a group. */
const LOAD_SECONDS = 0.3;

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DURATIONS = `${ROOT}tests/durations.json`;

/** What one `deno test` module runs: a file alone, or a group of files. */
export interface Unit {
  files: string[];
  seconds: number;
}

/**
 * Splits `files` (paths from the project's root) into units, longest
 * first: a file of ALONE_SECONDS or more alone; the rest, longest first,
 * into groups of at most GROUP_SHARE of what is left to run, between
 * GROUP_SECONDS and LAST_GROUP_SECONDS, so that the last units are short.
 */
export function plan(
  files: string[],
  durations: Record<string, number>,
): Unit[] {
  const seconds = (f: string) =>
    (durations[f] ?? NEW_FILE_SECONDS) + LOAD_SECONDS;
  const sorted = [...files].sort((a, b) =>
    seconds(b) - seconds(a) || a.localeCompare(b)
  );
  const units: Unit[] = [];
  const short = sorted.filter((f) => {
    if (seconds(f) < ALONE_SECONDS) return true;
    units.push({ files: [f], seconds: seconds(f) });
    return false;
  });
  let left = short.reduce((sum, f) => sum + seconds(f), 0);
  let group: Unit | null = null;
  let room = 0;
  for (const f of short) {
    if (!group || group.seconds + seconds(f) > room) {
      room = Math.max(
        LAST_GROUP_SECONDS,
        Math.min(GROUP_SECONDS, left * GROUP_SHARE),
      );
      group = { files: [], seconds: 0 };
      units.push(group);
    }
    group.files.push(f);
    group.seconds += seconds(f);
    left -= seconds(f);
  }
  return units.sort((a, b) => b.seconds - a.seconds);
}

/** Every `*_test.ts` under the project, as paths from its root. */
export function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of Deno.readDirSync(`${ROOT}${dir}`)) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const path = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory) walk(path);
      else if (e.isFile && e.name.endsWith("_test.ts")) out.push(path);
    }
  };
  walk("");
  return out.sort();
}

/**
 * Seconds per file from a JUnit report of `deno test` (its test cases'
 * `classname` is the file, as `./tests/x_test.ts`). A step is a case of its
 * own, `PARENT > STEP`, whose time its parent's includes: not counted. A
 * test a filter left out has no time.
 */
export function junitDurations(xml: string): Record<string, number> {
  const out: Record<string, number> = {};
  const cases = xml.matchAll(
    /<testcase\b[^>]*?\bname="([^"]*)"[^>]*?\bclassname="\.\/([^"]+)"[^>]*?\btime="([\d.]+)"/g,
  );
  const names = new Set<string>();
  for (const [, name, file, time] of cases) {
    names.add(`${file}\0${name}`);
    const parent = name.split(" > ").slice(0, -1).join(" > ");
    if (parent && names.has(`${file}\0${parent}`)) continue;
    out[file] = (out[file] ?? 0) + Number(time);
  }
  for (const f in out) out[f] = Math.round(out[f] * 10) / 10;
  return out;
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(Deno.readTextFileSync(DURATIONS));
  } catch {
    return {};
  }
}

/**
 * Writes durations.json again: the files this run timed, the others as
 * they were (a run with `--filter` times few), none that is gone.
 */
async function saveDurations(junit: string): Promise<void> {
  const timed = junitDurations(await Deno.readTextFile(junit));
  const old = readDurations();
  const all = Object.fromEntries(
    testFiles().filter((f) => f in timed || f in old)
      .map((f) => [f, timed[f] ?? old[f]]),
  );
  await Deno.writeTextFile(DURATIONS, JSON.stringify(all, null, 2) + "\n");
}

/**
 * The module in `dir` that runs `unit`, named by its place in the order and
 * its first file (`03-e2e-remote.ts`, `40-vt-sgr+6.ts`): what its tests
 * report under.
 */
function unitModule(dir: string, n: number, unit: Unit): string {
  const first = unit.files[0].replace(/^tests\//, "").replace(/_test\.ts$/, "");
  const more = unit.files.length > 1 ? `+${unit.files.length - 1}` : "";
  const name = `${String(n).padStart(2, "0")}-${first.replaceAll("/", "-")}`;
  const path = `${dir}/${name}${more}.ts`;
  const imports = unit.files.map((f) =>
    `import ${JSON.stringify(pathToFileURL(`${ROOT}${f}`).href)};\n`
  );
  Deno.writeTextFileSync(
    path,
    `// Test files run in one isolate by tests/run.ts.\n${imports.join("")}`,
  );
  return path;
}

/** Runs `args` with Deno in the project's folder, its output the user's. */
function deno(args: string[], env: Record<string, string> = {}) {
  return new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    env,
    stdin: "null",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
}

/**
 * Runs the tests of `modules` and, beside them, the type check (the tests
 * leave a fifth of the cores idle); fails when either fails. SIGINT and
 * SIGTERM go on to both, and the run waits for them to end.
 */
async function testAndCheck(
  modules: string[],
  testArgs: string[],
  junit: string,
): Promise<number> {
  const jobs = Deno.env.get("DENO_JOBS") ?? "3";
  const children = [
    deno([
      "test",
      "-A",
      "--parallel",
      "--no-check",
      `--junit-path=${junit}`,
      ...testArgs,
      ...modules,
    ], { DENO_JOBS: jobs }),
    deno(["check", "-q"]),
  ];
  const signals = ["SIGINT", "SIGTERM"] as const;
  const pass = signals.map((signal) => {
    const handler = () => children.forEach((c) => c.kill(signal));
    Deno.addSignalListener(signal, handler);
    return () => Deno.removeSignalListener(signal, handler);
  });
  try {
    const [tested, checked] = await Promise.all(children.map((c) => c.status));
    return tested.code || checked.code;
  } finally {
    pass.forEach((remove) => remove());
  }
}

/** What each module of a failed run held, for its failures' names. */
function listUnits(modules: string[], units: Unit[]): void {
  console.error("\nThe modules of this run (tests/run.ts):");
  units.forEach((u, i) => {
    const name = modules[i].slice(modules[i].lastIndexOf("/") + 1);
    console.error(`  ${name}: ${u.files.join(" ")}`);
  });
}

async function main(args: string[]): Promise<number> {
  const save = args.includes("--save-durations");
  const testArgs = args.filter((a) => a !== "--save-durations");
  const dir = await Deno.makeTempDir({ prefix: "berth-tests-" });
  try {
    const units = plan(testFiles(), readDurations());
    // Every unit through a module in one folder: deno test keeps the order
    // it is given within a folder, not across folders.
    const modules = units.map((u, i) => unitModule(dir, i, u));
    const junit = `${dir}/junit.xml`;
    const code = await testAndCheck(modules, testArgs, junit);
    if (code !== 0) listUnits(modules, units);
    else if (save) await saveDurations(junit);
    return code;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
