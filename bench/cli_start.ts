/**
 * Commands as a user or a script runs them (issue 15): each a fresh
 * process, timed from spawn to exit, berth's CLI against tmux's client in
 * the same run:
 *
 * - `--version` (tmux `-V`): the floor of starting the program at all;
 * - `ls`, `send`, `capture` (tmux `list-sessions`, `send-keys -l`,
 *   `capture-pane -p`) with the server running and one idle session;
 * - `new -d` (tmux `new-session -d`) of a session running /bin/sh (the
 *   session is killed after each, untimed);
 * - attach: from spawning the attach client in a pty the bench owns until
 *   the user's terminal shows the session's last row; then the attach
 *   client's resident size once it has settled, and how much of it is its
 *   own (`privateBytes`);
 * - attach with no server running (a user's first command): `new -s NAME
 *   -- PROGRAM` (tmux `new-session`) on a socket where none runs, in a
 *   pty, until the session's last row is shown (the server it starts is
 *   killed after, untimed);
 * - the floor of those sizes: a program that only waits (berth: `deno
 *   run` of a script that sets a timer; tmux: `sleep`, a C program).
 *
 * Each run times every command `cliRepeats` times and keeps the median.
 *
 * @module
 */

import { monotonicMs } from "./_libc.ts";
import { BerthMux } from "./berth_mux.ts";
import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withMux,
} from "./context.ts";
import { privateBytes, settledResidentBytes } from "./memory.ts";
import { isAlive } from "./proc_threads.ts";
import { withTimeout } from "./mux.ts";
import { type Figure, figures, percentile } from "./stats.ts";
import { TmuxMux } from "./tmux_mux.ts";
import { UserPty } from "./user_pty.ts";

/** One figure for berth and for tmux. */
export interface CliRow {
  /** "--version", "ls", ..., "attach", "attach client RSS". */
  figure: string;
  unit: "ms" | "MB";
  berth: Figure;
  tmux: Figure;
}

const FIELDS = [
  "version",
  "ls",
  "send",
  "capture",
  "newDetached",
  "attach",
  "firstAttach",
  "attachRss",
  "attachPrivate",
  "floorRss",
] as const;

const LABELS: Record<typeof FIELDS[number], string> = {
  version: "--version",
  ls: "ls",
  send: "send",
  capture: "capture",
  newDetached: "new -d",
  attach: "attach: command to screen shown",
  firstAttach: "attach, no server running: command to screen shown",
  attachRss: "attach client RSS",
  attachPrivate: "attach client private memory",
  floorRss: "RSS of a program that only waits",
};

type RunResult = Record<typeof FIELDS[number], number>;

/** The one a command acts on: it swallows what is typed, shows nothing. */
const QUIET = ["sh", "-c", "stty -echo; exec cat >/dev/null"];
/** A full screen whose last row says it is complete. */
const SCREEN_END = "berth-bench-screen-end";
const SCREEN = [
  "sh",
  "-c",
  `i=1; while [ $i -lt 24 ]; do echo row $i; i=$((i+1)); done; printf ${SCREEN_END}; stty -echo; exec cat >/dev/null`,
];
const TIMEOUT_MS = 30_000;

/** What differs between berth's CLI and tmux's. */
interface Cli {
  mux: BerthMux | TmuxMux;
  /** argv of a command on this server. */
  argv(args: string[]): string[];
  verbs: {
    version: string[];
    ls: string[];
    send: string[];
    capture: string[];
    newDetached(name: string): string[];
  };
  /** argv of a program of the same runtime that only waits. */
  waiter(dir: string): string[];
}

function berthCli(mux: BerthMux): Cli {
  return {
    mux,
    argv: (args) => mux.cliArgv(args),
    verbs: {
      version: ["--version"],
      ls: ["ls"],
      send: ["send", "quiet", "x"],
      capture: ["capture", "quiet"],
      newDetached: (name) => ["new", "-d", "-s", name, "--", "/bin/sh"],
    },
    waiter: (dir) => {
      const script = `${dir}/wait.ts`;
      Deno.writeTextFileSync(script, "setTimeout(() => {}, 600_000);\n");
      return [Deno.execPath(), "run", "--quiet", script];
    },
  };
}

function tmuxCli(mux: TmuxMux): Cli {
  return {
    mux,
    argv: (args) => mux.cliArgv(args),
    verbs: {
      version: ["-V"],
      ls: ["list-sessions"],
      send: ["send-keys", "-t", "quiet", "-l", "x"],
      capture: ["capture-pane", "-p", "-t", "quiet"],
      newDetached: (name) => ["new-session", "-d", "-s", name, "/bin/sh"],
    },
    waiter: () => ["sleep", "600"],
  };
}

/** Wall-clock ms of one command, spawn to exit; throws when it fails. */
async function timeCommand(cli: Cli, args: string[]): Promise<number> {
  const [file, ...rest] = cli.argv(args);
  const t0 = performance.now();
  const out = await new Deno.Command(file, {
    args: rest,
    env: cli.mux.env,
    clearEnv: true,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).output();
  const ms = performance.now() - t0;
  if (!out.success) {
    throw new Error(
      `${cli.mux.label} ${args.join(" ")} failed: ${
        new TextDecoder().decode(out.stderr).trim().split("\n")[0]
      }`,
    );
  }
  return ms;
}

/** The median of `n` timings of `args`. */
async function medianOf(n: number, time: () => Promise<number>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await time());
  return percentile(samples, 50);
}

/** The settled resident bytes of a program of `cli`'s runtime that waits. */
async function floorBytes(cli: Cli): Promise<number> {
  const dir = await Deno.makeTempDir({ prefix: "berth-bench-floor-" });
  try {
    const [file, ...args] = cli.waiter(dir);
    const child = new Deno.Command(file, {
      args,
      env: cli.mux.env,
      clearEnv: true,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      return await settledResidentBytes(child.pid, 100, 3000);
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * When `pty` first shows the screen's last row (`shown`: the time of that
 * burst), and the end of what it has shown so far.
 */
function screenShown(pty: UserPty): {
  shown: Promise<number>;
  seen: () => string;
} {
  let seen = "";
  const shown = new Promise<number>((resolve) => {
    pty.onBurst = (b) => {
      seen = (seen + new TextDecoder().decode(b.bytes)).slice(-4096);
      if (seen.includes(SCREEN_END)) resolve(b.at);
    };
  });
  return { shown, seen: () => seen };
}

/**
 * Attaches in a fresh 80x24 pty: ms until the screen's last row is shown,
 * the client's settled resident bytes and its private part.
 */
async function timeAttach(cli: Cli): Promise<[number, number, number]> {
  const start = monotonicMs();
  const pty = UserPty.spawn(cli.mux.attachArgv("screen"), cli.mux.env);
  try {
    const { shown } = screenShown(pty);
    const at = await withTimeout(shown, TIMEOUT_MS, `${cli.mux.label} attach`);
    const rss = await settledResidentBytes(pty.pid, 100, 3000);
    return [at - start, rss, privateBytes(pty.pid)];
  } finally {
    await pty.close();
  }
}

/**
 * A user's first command: `new` on `socket`, where no server runs yet, in a
 * fresh 80x24 pty; ms until the session's last row is shown. The server it
 * started is stopped after (untimed), and by the bench's cleanups if it
 * ends first (^C): its socket's directory goes with the mux's, and nothing
 * could reach that server after.
 */
async function timeFirstAttach(
  ctx: BenchContext,
  cli: Cli,
  socket: string,
): Promise<number> {
  const stop = () => stopServer(cli, socket);
  ctx.cleanups.add(stop);
  const label = `${cli.mux.label} first attach`;
  const start = monotonicMs();
  const pty = UserPty.spawn(
    cli.mux.firstAttachArgv(socket, "first", SCREEN),
    cli.mux.env,
  );
  try {
    const { shown, seen } = screenShown(pty);
    const ended = pty.exited.then(() => {
      throw new Error(`${label} ended first: ${seen().trim().slice(-300)}`);
    });
    return (await withTimeout(
      Promise.race([shown, ended]),
      TIMEOUT_MS,
      label,
    )) -
      start;
  } finally {
    await pty.close();
    ctx.cleanups.delete(stop);
    await stop();
  }
}

/** How long `kill-server` may take, and then the processes' end. */
const STOP_MS = 5_000;

/**
 * Stops the server on `socket`: `kill-server`, then SIGKILL for any
 * process still running with the socket on its command line (berth's
 * `--socket S __daemon`, tmux's server forked from `tmux -S S`: one that
 * is stopped, or not yet listening, as `kill-server` cannot reach it).
 * Never throws: it runs after a run's own error.
 */
async function stopServer(cli: Cli, socket: string): Promise<void> {
  const [file, ...args] = cli.mux.killServerArgv(socket);
  await new Deno.Command(file, {
    args,
    env: cli.mux.env,
    clearEnv: true,
    stdin: "null",
    stdout: "null",
    stderr: "null",
    signal: AbortSignal.timeout(STOP_MS),
  }).output().catch(() => {});
  const pids = processesNaming(socket);
  for (const pid of pids) {
    try {
      Deno.kill(pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  for (const deadline = Date.now() + STOP_MS; Date.now() < deadline;) {
    if (pids.every((pid) => !isAlive(pid))) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The pids whose command line has `word` as one of its arguments. */
function processesNaming(word: string): number[] {
  const pids: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    const pid = Number(entry.name);
    if (!Number.isInteger(pid) || pid === Deno.pid) continue;
    try {
      const argv = Deno.readTextFileSync(`/proc/${pid}/cmdline`).split("\0");
      if (argv.includes(word)) pids.push(pid);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return pids;
}

/** One run: every command `repeats` times, then attaches. */
async function run(ctx: BenchContext, cli: Cli, round: number) {
  const n = ctx.profile.cliRepeats;
  const { verbs } = cli;
  const time = (args: string[]) => () => timeCommand(cli, args);
  let next = 0;
  const newDetached = async () => {
    const name = `new${round}-${next++}`;
    const ms = await timeCommand(cli, verbs.newDetached(name));
    await cli.mux.kill(name);
    return ms;
  };
  const attaches: [number, number, number][] = [];
  for (let i = 0; i < Math.min(n, 3); i++) attaches.push(await timeAttach(cli));
  const firsts: number[] = [];
  for (let i = 0; i < Math.min(n, 3); i++) {
    const socket = cli.mux.spareSocket(`first${round}-${i}`);
    firsts.push(await timeFirstAttach(ctx, cli, socket));
  }
  return {
    version: await medianOf(n, time(verbs.version)),
    ls: await medianOf(n, time(verbs.ls)),
    send: await medianOf(n, time(verbs.send)),
    capture: await medianOf(n, time(verbs.capture)),
    newDetached: await medianOf(n, newDetached),
    attach: percentile(attaches.map((a) => a[0]), 50),
    firstAttach: percentile(firsts, 50),
    attachRss: percentile(attaches.map((a) => a[1]), 50),
    attachPrivate: percentile(attaches.map((a) => a[2]), 50),
    floorRss: await floorBytes(cli),
  };
}

/** Starts the two sessions the commands act on. */
async function prepare(cli: Cli): Promise<Cli> {
  await cli.mux.start({ name: "quiet", argv: QUIET, cols: 80, rows: 24 });
  await cli.mux.start({ name: "screen", argv: SCREEN, cols: 80, rows: 24 });
  return cli;
}

/** Runs the section. */
export async function benchCliStart(ctx: BenchContext): Promise<CliRow[]> {
  const contender = (
    label: string,
    launch: () => Promise<BerthMux | TmuxMux>,
    wrap: (m: BerthMux | TmuxMux) => Cli,
  ): Contender<RunResult> => ({
    label,
    run: (round) =>
      withMux(
        ctx,
        launch,
        async (m) => run(ctx, await prepare(wrap(m)), round),
      ),
  });
  const contenders = [
    contender(
      "berth",
      () => BerthMux.launch(),
      (m) => berthCli(m as BerthMux),
    ),
  ];
  if (ctx.tmuxVersion !== null) {
    contenders.push(
      contender("tmux", () => TmuxMux.launch(), (m) => tmuxCli(m as TmuxMux)),
    );
  }
  const results = await interleave(ctx, contenders, "cli");
  const missing = { missing: TMUX_MISSING };
  const berth = figures(FIELDS, results.get("berth"), missing);
  const tmux = figures(FIELDS, results.get("tmux"), missing);
  return FIELDS.map((k) => ({
    figure: LABELS[k],
    unit: k === "attachRss" || k === "attachPrivate" || k === "floorRss"
      ? "MB"
      : "ms",
    berth: berth[k],
    tmux: tmux[k],
  }));
}
