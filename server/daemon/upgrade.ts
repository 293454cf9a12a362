/**
 * Live upgrade (`berth upgrade`): the daemon replaces its own program and
 * keeps every session, pane, screen and exit status.
 *
 * Why execve in the same process: the children must stay this process's
 * children, or their exit statuses are lost (a process handed the ptys
 * over SCM_RIGHTS gets ECHILD from `waitpid`, measured); execve keeps the
 * pid, the children and every fd not marked close-on-exec, and nothing
 * has to be passed over a socket. Measured here: a Deno process execs a
 * new `deno run` that reaps a child of the old program with its status.
 *
 * The steps, and what a failure at each leaves:
 *
 * 1. Probe: run the new program as `__upgrade-check` (no state): it must
 *    load and read this daemon's state version. Failing here touches
 *    nothing at all.
 * 2. Freeze: every pane's gather side stops reading (its ring ends), and
 *    the parse worker parses all that was read; what the programs write
 *    from now on waits in the kernel's pty buffers. Requests get "busy",
 *    keys are not taken (the attach client sends them again after its
 *    resume, so none is lost or doubled). The child watcher stops reaping:
 *    a status must be in the state or left for the new program's waitpid.
 * 3. Save: each parse worker hands over its engines (`vt/engine_state.ts`);
 *    the state file (`upgrade_state.ts`) is written, 0600, beside the
 *    socket.
 * 4. Check: the new program reads and checks that file; a refusal (a
 *    truncated or corrupt file, a program that cannot start) is its
 *    one-line reason. The probe's process does it, told the file's path on
 *    its stdin (`upgrade_check.ts`); a berth whose probe does not offer
 *    that (an older one) is run again as `__upgrade-check FILE`.
 * 5. Answer the client, clear close-on-exec on the pty masters, execve.
 *
 * The new daemon (`Daemon.start` with the state) takes over the sessions
 * that have clients to resume first, listens, and takes over the others
 * after those clients resumed: each session starts a parse worker, which
 * blocks its main thread for tens of ms. The gather worker and the first
 * session's parse worker are made before the state file is read
 * (`Daemon.startWorkers`), so that their modules load meanwhile.
 *
 * Not carried over: requests in flight (every connection closes at the
 * execve; a script's connection opens a new one and sends its waits and
 * subscriptions again: `client/connection.ts`, `outlastUpgrades`; a
 * session tied to its client's connection, `berth run`'s, is carried with
 * `tied` and taken again by that client's wait), and settings loaded
 * with `source-file PATH` (the new daemon reads its config file again).
 * Input a pty had not taken yet (`send` answers once it is queued) goes
 * with its pane's state and is written first by the new daemon.
 *
 * A failure in steps 2-5 (execve itself included: it returns) undoes it in
 * this process with the very code the new daemon starts with: the sessions
 * are taken back from the state just saved, on the same ptys, and read on
 * from where they stopped; clients lose their connection and resume, as
 * they would after a real upgrade. So the old daemon keeps serving.
 *
 * @module
 */

import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { ownDenoEnv } from "../../protocol/deno_env.ts";
import { execve, setCloseOnExec } from "../../pty/exec.ts";
import type { ChildWatcher } from "../../pty/mod.ts";
import type { Log } from "./log.ts";
import { RequestFailure } from "./request_failure.ts";
import { raceTimeout } from "../../protocol/timeout.ts";
import { upgradePathFor } from "../../protocol/socket_path.ts";
import type { Session } from "./session.ts";
import {
  STATE_VERSION,
  type UpgradeState,
  writeStateFile,
} from "./upgrade_state.ts";

/**
 * This thread's CPU time so far (`/proc/thread-self/schedstat`), for the
 * upgrade's log lines: the main thread keeps its count across the exec,
 * so the lines of both daemons tell what each step cost it, whatever the
 * machine's load did to the wall times (bench/README.md, "Issue 15,
 * thirty-first round").
 */
export function cpuNote(): string {
  try {
    const ns = Number(
      Deno.readTextFileSync("/proc/thread-self/schedstat").split(" ")[0],
    );
    return `, cpu ${Math.round(ns / 1e6)} ms`;
  } catch {
    return "";
  }
}

/** Longest the parse workers may take to catch up with what was read. */
const FREEZE_LIMIT_MS = 10_000;

/** Longest the new program may take to load and check the state. */
const CHECK_LIMIT_MS = 30_000;

/** What the daemon lends an upgrade. */
export interface UpgradeHost {
  readonly socketPath: string;
  /** berth's version, for the answer. */
  readonly version: string;
  readonly log: Log;
  readonly watcher: ChildWatcher;
  sessions(): Session[];
  /**
   * Lets go of the killed sessions still ending their programs: out of
   * every list, no part of the state; `Endings` carries their programs.
   */
  letGoEnding(): void;
  /** The daemon-wide part of the state. */
  daemonState(): Pick<
    UpgradeState,
    | "exited"
    | "buffers"
    | "channels"
    | "resumes"
    | "environment"
    | "options"
    | "tied"
    | "hooks"
  >;
  /** A handover failed after the freeze: take `state` back in this process. */
  takeBack(state: UpgradeState): void;
}

/** An upgrade ready to exec. */
export interface PreparedUpgrade {
  argv: string[];
  file: string;
  state: UpgradeState;
  answer: {
    from: string;
    to: string;
    protocol: [number, number];
    sessions: number;
    ms: number;
  };
}

/** What the new program says of itself when it checks (`__upgrade-check`). */
interface CheckReport {
  version: string;
  protocol: number;
  state: number;
  /** The probe waits for the state file's path on its stdin. */
  stateOnStdin?: boolean;
  /** What the probe loaded, as the new daemon will: its bundle or the source. */
  daemon?: "bundle" | "source";
}

/** Steps 1-4; throws RequestFailure, having undone what it did. */
export async function prepareUpgrade(
  host: UpgradeHost,
  argv: string[],
): Promise<PreparedUpgrade> {
  const t0 = performance.now();
  const probe = await Probe.start(argv, host.socketPath);
  try {
    return await prepareWith(host, argv, probe, t0);
  } finally {
    probe.close();
  }
}

/** `prepareUpgrade` once the probe answered. */
async function prepareWith(
  host: UpgradeHost,
  argv: string[],
  probe: Probe,
  t0: number,
): Promise<PreparedUpgrade> {
  const { report } = probe;
  if (report.state !== STATE_VERSION) {
    throw new RequestFailure(
      "bad-request",
      `The new berth ${report.version} reads upgrade state version ${report.state}, this daemon writes ${STATE_VERSION}; upgrade through a berth that reads both`,
    );
  }
  host.log.info(
    `upgrade: the new berth ${report.version} starts (${
      Math.round(performance.now() - t0)
    } ms${report.daemon ? `, from its ${report.daemon}` : ""}${cpuNote()})`,
  );
  const sessions = host.sessions();
  // Refused before anything stops: a session without its engine could not
  // be saved whole, and the others would have been frozen for nothing.
  const broken = sessions.find((s) => s.engineCrashed);
  if (broken) {
    throw new RequestFailure(
      "bad-request",
      `Session ${broken.name} lost its terminal engine (see the daemon's log) and cannot be carried over; berth kill ${broken.name}, then upgrade`,
    );
  }
  host.letGoEnding();
  await withTimeout(
    Promise.all(sessions.map((s) => s.freeze())),
    FREEZE_LIMIT_MS,
    "the sessions' output did not stop being parsed",
  ).catch((err) => {
    // Not frozen whole: save what there is, so that nothing is dropped.
    host.log.error(`upgrade: ${(err as Error).message}`);
  });
  host.watcher.hold();
  const state: UpgradeState = {
    from: host.version,
    protocol: PROTOCOL_VERSION,
    socket: host.socketPath,
    written: Date.now(),
    ...host.daemonState(),
    sessions: await Promise.all(sessions.map((s) => s.save())),
  };
  // Beside the socket, in its 0700 directory; clients wait while it is there.
  const file = upgradePathFor(host.socketPath);
  try {
    const bytes = writeStateFile(file, state);
    host.log.info(
      `upgrade: state of ${sessions.length} sessions written (${bytes} bytes, ${
        Math.round(performance.now() - t0)
      } ms in${cpuNote()})`,
    );
    const checked = await probe.checkState(file);
    return {
      argv,
      file,
      state,
      answer: {
        from: host.version,
        to: checked.version,
        protocol: [PROTOCOL_VERSION, checked.protocol],
        sessions: sessions.length,
        ms: Math.round(performance.now() - t0),
      },
    };
  } catch (err) {
    undo(host, state, file);
    throw err;
  }
}

/**
 * Step 5: execs the new program. Returns only when execve failed, having
 * undone the upgrade (the old daemon serves on).
 */
export function handOver(host: UpgradeHost, p: PreparedUpgrade): void {
  const fds = paneFds(p.state);
  try {
    for (const fd of fds) setCloseOnExec(fd, false);
    host.log.info(`upgrade: exec ${p.argv.join(" ")} (${cpuNote().slice(2)})`);
    const env = Deno.env.toObject();
    execve(p.argv[0], [
      ...p.argv,
      "--socket",
      host.socketPath,
      "__daemon",
      "--upgrade-from",
      p.file,
    ], { ...env, ...ownDenoEnv(env) });
  } catch (err) {
    host.log.error(`upgrade: ${(err as Error).message}; staying`);
    undo(host, p.state, p.file);
  }
}

/** Every pty master the state names, and every pipe-pane pipe. */
function paneFds(state: UpgradeState): number[] {
  const fds: number[] = [];
  for (const s of state.sessions) {
    for (const p of s.panes) {
      if (p.fd >= 0) fds.push(p.fd);
      if (p.pipe) fds.push(p.pipe.fd);
    }
  }
  return fds;
}

/** Takes the saved sessions back here, as the new daemon would have. */
function undo(host: UpgradeHost, state: UpgradeState, file: string): void {
  for (const fd of paneFds(state)) {
    try {
      setCloseOnExec(fd, true);
    } catch {
      // Reported by the restore, which reads the pty.
    }
  }
  try {
    Deno.removeSync(file);
  } catch {
    // Never written.
  }
  host.takeBack(state);
  host.log.info("upgrade: undone; the sessions are back on this daemon");
}

/**
 * The new program run as `__upgrade-check`: started for the probe, and
 * kept, when it offers to, for the state file's check (one Deno start
 * fewer while the sessions are frozen). Its failures are RequestFailures
 * with its one-line reason.
 */
class Probe {
  readonly report: CheckReport;
  #argv: string[];
  #socket: string;
  /** Running still, waiting for the state file's path. */
  #waiting: Check | null;

  private constructor(
    argv: string[],
    socket: string,
    report: CheckReport,
    waiting: Check | null,
  ) {
    this.#argv = argv;
    this.#socket = socket;
    this.report = report;
    this.#waiting = waiting;
  }

  /** Runs the probe (no state): the new program must load. */
  static async start(argv: string[], socket: string): Promise<Probe> {
    const check = spawnCheck(argv, socket, null);
    const cancelKill = killLater(check.child);
    let first: CheckReport | null;
    try {
      first = await check.out.report();
    } finally {
      cancelKill();
    }
    if (first?.stateOnStdin) return new Probe(argv, socket, first, check);
    // An older berth: it ends after its line (or failed).
    check.child.stdin?.close().catch(() => {});
    const report = await ended(check, first);
    return new Probe(argv, socket, report, null);
  }

  /** The new program's check of the state file at `file`. */
  async checkState(file: string): Promise<CheckReport> {
    const check = this.#waiting;
    this.#waiting = null;
    if (check === null) {
      return await ended(spawnCheck(this.#argv, this.#socket, file));
    }
    try {
      const w = check.child.stdin.getWriter();
      await w.write(new TextEncoder().encode(`${file}\n`));
      await w.close();
    } catch {
      // It ended already: its status says why.
    }
    return await ended(check);
  }

  /** Lets a probe still waiting go (end of its input ends it). */
  close(): void {
    const check = this.#waiting;
    this.#waiting = null;
    if (check === null) return;
    check.child.stdin.close().catch(() => {});
    check.child.status.finally(killLater(check.child));
  }
}

/** A check running: its process, its stdout by lines, its whole stderr. */
interface Check {
  child: Deno.ChildProcess;
  out: LineReader;
  /** Read from the start, so that a full stderr pipe never stops it. */
  err: Promise<Uint8Array>;
}

/** Starts `argv` as `__upgrade-check`, with FILE when `file` is given. */
function spawnCheck(
  argv: string[],
  socket: string,
  file: string | null,
): Check {
  const args = [...argv.slice(1), "--socket", socket, "__upgrade-check"];
  if (file) args.push(file);
  try {
    const child = new Deno.Command(argv[0], {
      args,
      // The probe reads the state file's path there.
      stdin: file ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    return {
      child,
      out: new LineReader(child.stdout),
      err: new Response(child.stderr).bytes(),
    };
  } catch (err) {
    throw new RequestFailure(
      "spawn",
      `Cannot run the new berth (${argv[0]}): ${(err as Error).message}`,
    );
  }
}

/** Kills `child` when it takes longer than CHECK_LIMIT_MS; cancels that. */
function killLater(child: Deno.ChildProcess): () => void {
  // Node's timers: only for an upgrade's check of the new code.
  const timer = setTimeout(() => {
    try {
      child.kill("SIGKILL");
    } catch {
      // Ended meanwhile.
    }
  }, CHECK_LIMIT_MS);
  // Node's timers: that one's.
  return () => clearTimeout(timer);
}

/**
 * Waits for a check to end and returns the report of its last line (else
 * `taken`, the one read already); a RequestFailure with its one-line
 * reason when it failed.
 */
async function ended(
  { child, out, err }: Check,
  taken: CheckReport | null = null,
): Promise<CheckReport> {
  const cancelKill = killLater(child);
  let status: Deno.CommandStatus;
  let stdout: string;
  let stderr: Uint8Array;
  try {
    [stdout, stderr, status] = await Promise.all([
      out.rest(),
      err,
      child.status,
    ]);
  } finally {
    cancelKill();
  }
  const last = stdout.trim().split("\n").pop()!.trim();
  const said = lastLine(stderr) || last;
  if (!status.success) {
    throw new RequestFailure(
      "spawn",
      `The new berth refused the upgrade: ${
        said.replace(/^berth: /, "") || `exit status ${status.code}`
      }; the daemon keeps running as it was`,
    );
  }
  try {
    return last === "" && taken ? taken : JSON.parse(last);
  } catch {
    throw new RequestFailure(
      "spawn",
      `The new berth did not say what it is (${said}); is it a berth?`,
    );
  }
}

/** A check's stdout, read a line at a time while it runs. */
class LineReader {
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #decoder = new TextDecoder();
  /** Read and not yet taken (the report taken, and lines before it, are not). */
  #text = "";
  /** Where in `#text` the next line to look at starts. */
  #scanned = 0;
  #done = false;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.#reader = stream.getReader();
  }

  /**
   * The first line that is a report (JSON with a state version), lines
   * before it dropped; null when the output ends first (what it printed
   * is kept for `rest`).
   */
  async report(): Promise<CheckReport | null> {
    for (;;) {
      const nl = this.#text.indexOf("\n", this.#scanned);
      if (nl < 0) {
        if (!await this.#more()) return null;
        continue;
      }
      const report = parseReport(this.#text.slice(this.#scanned, nl).trim());
      this.#scanned = nl + 1;
      if (report) {
        this.#text = this.#text.slice(nl + 1);
        this.#scanned = 0;
        return report;
      }
    }
  }

  /** Everything not taken, to the end of the output. */
  async rest(): Promise<string> {
    while (await this.#more());
    return this.#text;
  }

  async #more(): Promise<boolean> {
    if (this.#done) return false;
    const { value, done } = await this.#reader.read();
    if (done) {
      this.#done = true;
      this.#text += this.#decoder.decode();
      return false;
    }
    this.#text += this.#decoder.decode(value, { stream: true });
    return true;
  }
}

/** `line` as a check's report, or null when it is not one. */
function parseReport(line: string): CheckReport | null {
  if (!line.startsWith("{")) return null;
  try {
    const r = JSON.parse(line);
    return typeof r?.state === "number" ? r as CheckReport : null;
  } catch {
    return null;
  }
}

function lastLine(bytes: Uint8Array): string {
  const lines = new TextDecoder().decode(bytes).trim().split("\n");
  return lines[lines.length - 1].trim();
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return raceTimeout(p, ms, () => new Error(`${what} in ${ms} ms`));
}
