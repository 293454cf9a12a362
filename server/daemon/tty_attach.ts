/**
 * An attach client that the daemon runs itself, on the user's terminal
 * (conversation step 15 in `protocol/messages.ts`): as tmux's server does,
 * the daemon reads the keys and writes the screen there, so that a key's
 * echo crosses no other process. The `berth attach` process that asked
 * only holds the terminal in raw mode and waits: it passes on its resizes
 * and termination signals and prints the last line.
 *
 * The attach client is the very one that draws a terminal of its own
 * (`client/attach/`): it talks to the daemon over an in-memory connection
 * (`loopback.ts`) through the same validation and dispatch as a socket's,
 * and its terminal is this module's `TtyTerminal`. The command lines of
 * its key bindings run here too, as the CLI's commands (`client/
 * commands/`, as a key binding's run in an attach client that draws its
 * own terminal), in the environment and directory of the `berth attach`
 * process, through this daemon's socket: that process then holds no
 * command (bench/README.md, "Issue 15, fourteenth round"). A client older
 * than that is sent them (`run`). This is the one place of `server/` that
 * imports `client/`.
 *
 * @module
 */

import type { RequestMsg } from "../../protocol/messages.ts";
import type { OptionStore } from "./option_store.ts";
import type { ClientConnection, LocalLink } from "./client_conn.ts";
import { needFdsFor } from "./fd_limit.ts";
import { RequestFailure } from "./request_failure.ts";
import { loopback } from "./loopback.ts";
import { Connection } from "../../client/connection.ts";
import type {
  BranchHooks,
  GlobalOptions,
} from "../../client/commands/command.ts";
import type * as CommandRunner from "../../client/commands/_command_runner.ts";
import type * as CommandTable from "../../client/commands/index.ts";
import { importLater } from "../../protocol/import_later.ts";
import { withJobTmux } from "../../protocol/job_tmux.ts";
import { clampSize } from "../../client/terminal_size.ts";
import {
  asksColours,
  type AttachResult,
  attachSession,
  clientSettings,
  configNotice,
  outerColours,
  type OuterTerminal,
  type Resumed,
} from "../../client/attach/mod.ts";
import {
  closeFd,
  getWindowSize,
  openTty,
  PtyWriter,
  TtyModes,
} from "../../pty/mod.ts";
import type { SharedGather } from "./shared_gather.ts";
import {
  TTY_PAUSE,
  TTY_RUN,
  TTY_STOP,
  TtyControl,
} from "../workers/tty_keys.ts";
import type { TtyMsg } from "../workers/gather_worker.ts";
import { DirectDrawLease } from "../workers/direct_draw.ts";
import { after, type CancelTimer } from "../../protocol/timer.ts";

type AttachTtyRequest = RequestMsg & { op: "attach-tty" };

/**
 * Bytes a terminal may have queued but not taken: the attach client waits
 * for each frame to be written before it acks it (and gets the next), so
 * only one frame waits here at a time, and a frame comes in parts of at
 * most `MAX_FRAME_BYTES` (16 MiB), whose drawing is far below this.
 */
const MAX_TTY_QUEUED = 256 * 1024 * 1024;

/** How long an ending attachment waits for a terminal that takes nothing. */
const ENDING_WRITE_MS = 250;

/** What a daemon-run attach client needs of the daemon. */
export interface TtyAttachHost {
  readonly options: OptionStore;
  /** The daemon's socket, which key bindings' commands talk to. */
  readonly socket: string;
  /** The gather worker, which reads the terminal's keys (`tty_keys.ts`). */
  readonly gather: SharedGather;
  /**
   * The daemon's shell commands under way, by pid: a live upgrade has the
   * new daemon reap them (the status line's `#(cmd)` too).
   */
  readonly jobs: Set<number>;
  /** Serves `link` as a client connection of its own; returns it. */
  connectLocal(link: LocalLink): ClientConnection;
  /**
   * The route word of the session the attach client on `conn` shows (its
   * active pane), or null when it is attached to none.
   */
  routeOf(conn: ClientConnection): SharedArrayBuffer | null;
  /**
   * The size turn in which keys typed on `conn` may go straight to its
   * session's pane (`workers/tty_keys.ts`), or null when they must go
   * through the daemon's main thread now: input it wrote still waits for
   * the pty, the session is frozen, or it has another client's size.
   */
  inputTurn(conn: ClientConnection): number | null;
  /** The attach client on `conn` typed (keys went straight to its pane). */
  touched(conn: ClientConnection): void;
  /**
   * Lends terminal `id` (`fd`, its lease `sab`) to the parse worker of the
   * session the attach client on `conn` shows (`workers/direct_draw.ts`);
   * null when it shows none.
   */
  lendTerminal(
    conn: ClientConnection,
    id: number,
    sab: SharedArrayBuffer,
    fd: number,
    owner: number,
  ): TerminalLoan | null;
}

/** A terminal lent to a session's parse worker. */
export interface TerminalLoan {
  /** Takes the terminal back from the worker. */
  takeBack(): void;
  /**
   * Wakes the worker, which holds updates it drew there: the attach
   * client is behind the terminal, and wants them now.
   */
  hurry(): void;
}

/** Numbers the terminals lent to parse workers. */
let lastTtyId = 0;

/** One attach client the daemon runs on a client's terminal. */
export class TtyAttach {
  readonly #fd: number;
  readonly #thin: ClientConnection;
  readonly #resizes = new Set<() => void>();
  readonly #terminates = new Set<(s: "SIGTERM" | "SIGHUP") => void>();
  readonly #continues = new Set<() => void>();
  readonly #runs = new Map<number, (error: string | null) => void>();
  #nextRun = 1;
  /**
   * Where key bindings' commands run here, for the client's environment
   * and directory; null: the client runs them (`run`).
   */
  readonly #commands: GlobalOptions | null;
  #writer: PtyWriter;
  readonly #host: TtyAttachHost;
  /** The attach client's connection inside the daemon. */
  #link: ClientConnection | null = null;
  #keys: GatherKeys | null = null;
  /** Keys are not read while the daemon is being replaced (`pause`). */
  #paused = false;
  /** The first termination asked for, if any. */
  #terminated: "SIGTERM" | "SIGHUP" | null = null;
  /** Suspended (`suspend-client`): ends the wait for the client's `wakeup`. */
  #resume: ((r: Resumed) => void) | null = null;
  #giveUp: CancelTimer | undefined;
  /** Who writes the terminal: the attach client, or the parse worker. */
  readonly #lease = new DirectDrawLease();
  readonly #ttyId = ++lastTtyId;
  /** The terminal lent to a parse worker. */
  #loan: TerminalLoan | null = null;
  /**
   * The terminal's modes before raw mode, when the daemon holds it: for
   * a client that waits as a shell script (conversation step 27).
   */
  readonly #modes: TtyModes | null = null;
  /** Those modes as `stty -g` prints them; null: the client holds raw mode. */
  readonly modes: string | null = null;
  /** Numbers each lending: only the latest one's worker may write. */
  #lendings = 0;
  /** Resolves with the attachment's result once the terminal is given back. */
  readonly done: Promise<AttachResult>;

  /**
   * Opens the client's terminal (a RequestFailure "no-tty" when it
   * cannot: the client then draws it itself) and starts attaching;
   * `attached` resolves with the answer to `attach-tty`.
   */
  constructor(
    host: TtyAttachHost,
    thin: ClientConnection,
    req: AttachTtyRequest,
    attached: (answer: { name: string; token: string }) => void,
  ) {
    try {
      // Its fd would come out of those kept for the daemon's own needs:
      // the client draws the terminal itself, with none of the daemon's.
      needFdsFor("your terminal");
    } catch (err) {
      throw new RequestFailure("no-tty", (err as Error).message);
    }
    try {
      this.#fd = openTty({ path: req.tty, rdev: req.rdev, dev: req.dev });
    } catch (err) {
      throw new RequestFailure(
        "no-tty",
        `The daemon cannot open ${req.tty}: ${(err as Error).message}`,
      );
    }
    if (req.waiter) {
      try {
        this.#modes = modesBefore(this.#fd, req.modes);
        this.modes = this.#modes.sttyForm();
        this.#modes.raw();
      } catch {
        this.#modes = null; // The client takes raw mode itself, then.
        this.modes = null;
      }
    }
    this.#thin = thin;
    this.#host = host;
    this.#commands = req.env
      ? { socket: host.socket, env: req.env, cwd: req.cwd }
      : null;
    this.#writer = new PtyWriter(this.#fd, { maxQueued: MAX_TTY_QUEUED });
    this.#lease.onAhead = () => this.#loan?.hurry();
    this.done = this.#run(host, req, attached);
  }

  /** The client's terminal changed size. */
  resized(): void {
    for (const fn of this.#resizes) fn();
  }

  /**
   * The client got SIGTERM or SIGHUP, or its connection is gone; kept for
   * an attach client not yet listening (its attach request in flight).
   */
  terminate(signal: "SIGTERM" | "SIGHUP"): void {
    this.#terminated ??= signal;
    // Gone while stopped: its terminal is its shell's, left as it is.
    this.#resume?.({ kind: "gone", signal: this.#terminated });
    this.#resume = null;
    for (const fn of this.#terminates) fn(signal);
    this.ending();
  }

  /**
   * The attachment is ending (its client gone, the daemon shutting down):
   * a terminal that has taken nothing more within `ENDING_WRITE_MS` is
   * given up on, as tmux closes it, so that the end is never held by a
   * terminal that stopped reading.
   */
  ending(): void {
    // Stopped (suspend-client): its end is told now, not on its `fg`.
    this.#resume?.({ kind: "ended" });
    this.#resume = null;
    if (this.#giveUp) return;
    this.#giveUp = after(ENDING_WRITE_MS, () => {
      if (this.#writer.queued > 0) this.#writer.close();
    });
  }

  /** The client ran bound command `id`. */
  ran(id: number, error: string | null): void {
    this.#runs.get(id)?.(error);
    this.#runs.delete(id);
  }

  /**
   * Stops reading keys (a live upgrade: what is typed meanwhile waits in
   * the terminal for the new daemon) or starts again (the upgrade failed).
   */
  pause(on: boolean): void {
    this.#paused = on;
    this.#keys?.pause(on || this.#resume !== null);
  }

  /**
   * Gives the terminal to the client's shell, restored already by the
   * attach client (tmux's suspend-client): its keys left unread, and the
   * client told to leave raw mode and stop (or with `lock`, to run the
   * lock's command there: tmux's lock-client); resolves once it is back
   * (`wakeup`), or gone.
   */
  #suspend(lock?: string): Promise<Resumed> {
    const signal = this.#terminated;
    if (signal) return Promise.resolve({ kind: "gone", signal });
    this.#keys?.pause(true);
    this.#modes?.restore();
    this.#thin.send(
      lock === undefined ? { t: "suspend" } : { t: "lock", command: lock },
    );
    return new Promise((resolve) => this.#resume = resolve);
  }

  /**
   * The client is back from `suspend` (`fg`), or could not stop (`error`
   * says why; it left the terminal in raw mode): its keys are read again.
   * Not suspended, it was continued after a stop from outside (`kill
   * -STOP`, then `fg`) and has taken raw mode again: the attach client
   * draws the terminal again, which its shell had meanwhile. `started`:
   * the script that waits, starting on a terminal not in raw mode (step
   * 36).
   */
  wakeup(error: string | null, started = false): void {
    const resume = this.#resume;
    // The script saw the terminal given back for this suspend.
    if (resume && started) return;
    if (!resume) {
      if (error !== null) return;
      // Its shell had the terminal, in its own modes, meanwhile.
      this.#modes?.raw();
      for (const fn of this.#continues) fn();
      return;
    }
    this.#resume = null;
    this.#modes?.raw();
    this.#keys?.pause(this.#paused);
    resume(
      error === null ? { kind: "continued" } : { kind: "refused", why: error },
    );
  }

  /** The client's environment, when it sent it (`update-environment`). */
  get clientEnv(): Record<string, string> | null {
    return this.#commands?.env ?? null;
  }

  /** Whether `conn` is this attach client's connection inside the daemon. */
  owns(conn: ClientConnection): boolean {
    return conn === this.#link;
  }

  /** The attach client now shows another session: keys go there. */
  rerouted(): void {
    const route = this.#link && this.#host.routeOf(this.#link);
    if (route) this.#keys?.reroute(route);
    if (this.#keys) this.#lend();
  }

  /** Lends the terminal to the parse worker of the session shown now. */
  #lend(): void {
    this.#loan?.takeBack();
    const owner = ++this.#lendings;
    this.#lease.setOwner(owner);
    this.#loan = this.#link &&
      this.#host.lendTerminal(
        this.#link,
        this.#ttyId,
        this.#lease.sab,
        this.#fd,
        owner,
      );
  }

  async #run(
    host: TtyAttachHost,
    req: AttachTtyRequest,
    attached: (answer: { name: string; token: string }) => void,
  ): Promise<AttachResult> {
    let result: AttachResult;
    try {
      const [daemonEnd, clientEnd] = loopback();
      this.#link = host.connectLocal(daemonEnd);
      const conn = await Connection.over(clientEnd, "attach");
      const { options, warnings, path } = host.options.current;
      const given = { prefix: req.prefix, clipboard: req.clipboard };
      const { warnings: keyWarnings, ...first } = clientSettings(
        options,
        given,
      );
      result = await attachSession(conn, {
        name: req.name,
        readOnly: req.readOnly ?? false,
        detachOthers: req.detachOthers,
        ...first,
        settings: (o) => clientSettings(o, given),
        runCommand: (line, session, hooks, target) =>
          this.#runCommand(line, session, hooks, target),
        startJob: (command) => this.#startJob(command),
        // The config file's warnings once a reading, as tmux shows its
        // config's errors once: not at every attach (a tmux user's
        // ~/.tmux.conf, read as it is, may warn of settings berth lacks).
        notice: configNotice([
          ...(!req.resume && host.options.takeNotice() ? warnings : []),
          ...keyWarnings,
        ], path),
        client: { tty: req.tty, pid: req.pid },
        resume: req.resume,
        askColours: asksColours(req.term),
        onAttached: (a) => {
          attached({ name: a.name, token: a.token });
          if (this.#commands) preloadRunner();
        },
      }, {
        terminal: this.#terminal(),
        renderer: {
          // GNU screen and tmux do not erase with the background colour.
          bce: !/^(screen|tmux)/.test(req.term ?? ""),
          // The client's terminal's colours, by its TERM and COLORTERM,
          // and terminal-overrides/-features' entries for its TERM.
          colours: outerColours({
            TERM: req.term,
            COLORTERM: req.env?.COLORTERM,
            TMUX: req.env?.TMUX,
          }, first.terminalLists),
        },
      });
    } catch (err) {
      result = { exitCode: 1, message: `berth: ${(err as Error).message}` };
    } finally {
      // Nothing but this thread writes the terminal from now on.
      this.#lease.end();
      this.#loan?.takeBack();
      this.#loan = null;
      this.#giveUp?.();
      await this.#keys?.stop();
      await this.#writer.close();
      this.#modes?.restore();
      closeFd(this.#fd);
      for (const answer of this.#runs.values()) answer(null);
      this.#runs.clear();
    }
    // Answered "attached" even when it never was: the `done` says why.
    attached({ name: "", token: "" });
    return result;
  }

  /**
   * Starts a status line's `#(command)` as the client's own process would
   * (in its directory, with its environment), if the daemon has the file
   * descriptors for it; its pid is a job's until it has exited.
   */
  #startJob(command: string): Deno.ChildProcess {
    needFdsFor("a status line command");
    const cwd = this.#commands?.cwd;
    const env = this.#commands?.env;
    const run = (dir: string | undefined) =>
      new Deno.Command("/bin/sh", {
        args: ["-c", command],
        ...(dir ? { cwd: dir } : {}),
        // No tmux of the client's reached (job_tmux.ts).
        env: withJobTmux(env ?? {}),
        clearEnv: env !== undefined,
        stdin: "null",
        stdout: "piped",
        stderr: "null",
      }).spawn();
    let child: Deno.ChildProcess;
    try {
      child = run(cwd);
    } catch (err) {
      // Its directory gone: the daemon's, as tmux falls back to another.
      if (!cwd) throw err;
      child = run(undefined);
    }
    const jobs = this.#host.jobs;
    jobs.add(child.pid);
    child.status.finally(() => jobs.delete(child.pid));
    return child;
  }

  /**
   * Runs a bound command line (`target`, when given, its current target);
   * resolves with its error and output.
   */
  #runCommand(
    line: string,
    session: string,
    hooks: BranchHooks,
    target?: string,
  ): Promise<BoundResult> {
    if (this.#commands) {
      return runBound(line, session, this.#commands, hooks, target);
    }
    // An older client runs it itself, and says only its error (and the
    // active pane is its current target).
    const id = this.#nextRun++;
    return new Promise((resolve) => {
      this.#runs.set(id, (error) => resolve({ error, output: "" }));
      this.#thin.send({ t: "run", id, line, session });
    });
  }

  /** The client's terminal as the attach client uses it. */
  #terminal(): OuterTerminal {
    const fd = this.#fd;
    return {
      isTerminal: () => true,
      size: () => {
        const { cols, rows } = getWindowSize(fd);
        return clampSize(cols || 80, rows || 24);
      },
      // The client put it in raw mode before it asked, and puts it back.
      setRaw: () => {},
      write: (bytes) => this.#writer.write(bytes),
      startReading: (onData, onEnd) => {
        const link = this.#link!;
        const route = this.#host.routeOf(link);
        if (!route) return onEnd(); // Ended already.
        this.#keys = new GatherKeys(this.#host, link, fd, route, {
          onData,
          onEnd,
        });
        if (this.#paused) this.#keys.pause(true);
        this.#lend();
      },
      stopReading: async () => await this.#keys?.stop(),
      passThrough: (pass) => this.#keys?.passThrough(pass),
      hold: () => this.#lease.hold(),
      // Not while a frame waits for the terminal: the worker's write
      // would go between its parts.
      release: (grant) =>
        this.#lease.release(this.#writer.queued === 0 ? grant : null),
      onResize: (fn) => {
        this.#resizes.add(fn);
        return () => this.#resizes.delete(fn);
      },
      onTerminate: (fn) => {
        this.#terminates.add(fn);
        const early = this.#terminated;
        if (early) queueMicrotask(() => fn(early));
        return () => this.#terminates.delete(fn);
      },
      onContinue: (fn) => {
        this.#continues.add(fn);
        return () => this.#continues.delete(fn);
      },
      // The line goes to the client in `done`, which prints it.
      printLine: () => {},
      suspend: () => this.#suspend(),
      lock: (command) => this.#suspend(command),
    };
  }
}

/**
 * The terminal's keys, read by the gather worker (`workers/tty_keys.ts`):
 * typed text goes from there to the pane, the rest comes here for the
 * attach client.
 */
class GatherKeys {
  readonly #host: TtyAttachHost;
  readonly #link: ClientConnection;
  readonly #control = new TtyControl();
  readonly #id: number;
  /** The count of the last keys the attach client took. */
  #taken = 0;
  #offer: Uint8Array | null = null;
  #offered = false;
  #done: Promise<void>;

  constructor(
    host: TtyAttachHost,
    link: ClientConnection,
    fd: number,
    route: SharedArrayBuffer,
    to: { onData(data: Uint8Array): void; onEnd(): void },
  ) {
    this.#host = host;
    this.#link = link;
    let done!: () => void;
    this.#done = new Promise((r) => done = r);
    this.#id = host.gather.addTty(
      { fd, control: this.#control.sab, route },
      (m: TtyMsg) => {
        switch (m.type) {
          case "keys":
            to.onData(m.data);
            this.#taken = m.seq;
            return;
          case "tty-end":
            return to.onEnd();
          case "touched":
            return host.touched(link);
          case "tty-done":
            return done();
        }
      },
    );
  }

  /**
   * Typed keys may go straight to the pane (`pass`), or must all come
   * here (null). Set a microtask later: what the attach client has just
   * sent is in the pty by then (the loopback's delivery and the daemon's
   * write are one synchronous run), and a key let past now must not
   * overtake it. A refusal takes effect at once: a view drawn in the same
   * synchronous run is on the terminal before the microtask, and a key
   * typed as soon as it is seen must come here (CI, twice: a `q` for a
   * `run-shell` view reached the shell behind it).
   */
  passThrough(pass: Uint8Array | null): void {
    if (pass === null) this.#control.refuse();
    this.#offer = pass;
    if (this.#offered) return;
    this.#offered = true;
    queueMicrotask(() => {
      this.#offered = false;
      const pass = this.#offer;
      const turn = pass && this.#host.inputTurn(this.#link);
      if (pass && turn !== null) {
        this.#control.allow(pass, this.#taken, turn);
      } else this.#control.refuse();
    });
  }

  /** The keys go to another session's active pane from now on. */
  reroute(route: SharedArrayBuffer): void {
    this.#host.gather.routeTty(this.#id, route);
  }

  pause(on: boolean): void {
    this.#control.request = on ? TTY_PAUSE : TTY_RUN;
    this.#host.gather.wake();
  }

  /** Lets go of the terminal; resolves once the gather worker has. */
  async stop(): Promise<void> {
    this.#control.refuse();
    this.#control.request = TTY_STOP;
    this.#host.gather.wake();
    await this.#done;
  }
}

/**
 * How long after an attachment the runner is loaded: soon, not at the
 * first key (a daemon run from the source would load whatever a `git
 * pull` left since; `import_later.ts`), and not beside the first frame.
 */
const RUNNER_PRELOAD_MS = 1000;

/** Loads the runner in the background, once, after RUNNER_PRELOAD_MS. */
function preloadRunner(): void {
  if (runner) return;
  after(RUNNER_PRELOAD_MS, () => loadRunner().catch(() => {}));
}

/** What a bound command did (`_command_runner.ts`). */
type BoundResult = CommandRunner.BoundResult;

/** The command runner and the command table, loaded once. */
let runner: Promise<[typeof CommandRunner, typeof CommandTable]> | null = null;

function loadRunner(): Promise<[typeof CommandRunner, typeof CommandTable]> {
  runner ??= Promise.all([
    importLater<typeof CommandRunner>(
      "../../client/commands/_command_runner.ts",
      import.meta.url,
    ),
    importLater<typeof CommandTable>(
      "../../client/commands/index.ts",
      import.meta.url,
    ),
  ]);
  runner.catch(() => runner = null); // The next key tries again, and says why.
  return runner;
}

/**
 * Runs a key binding's command line `line` for session `session` as its
 * CLI command, through this daemon's socket, in the client's environment
 * and directory (`where`); resolves with its error (null: none) and what
 * it printed.
 */
async function runBound(
  line: string,
  session: string | null,
  where: GlobalOptions,
  hooks?: BranchHooks,
  target?: string,
): Promise<BoundResult> {
  try {
    const [{ runBoundCommand }, { findCommand }] = await loadRunner();
    return await runBoundCommand(
      line,
      session,
      where,
      findCommand,
      hooks,
      target,
    );
  } catch (err) {
    return { error: `${line}: ${(err as Error)?.message ?? err}`, output: "" };
  }
}

/**
 * Runs a command line of the config file (its `commands`) as its CLI
 * command, through this daemon's socket (`where`), attached to no
 * session; resolves with its error (null: none) and what it printed. An
 * `if-shell` branch's failure, which ends that branch alone (tmux's
 * branch is a list of its own), goes to `failed`. Here because this is
 * the module of `server/` that may load `client/`.
 */
export function runConfigCommand(
  line: string,
  where: GlobalOptions,
  failed?: (error: string) => void,
): Promise<BoundResult> {
  const hooks = failed && { failed, later: () => {} };
  return runBound(line, null, where, hooks);
}

/**
 * The terminal's modes before raw mode: the ones it has now, or, from a
 * `berth attach` resumed after a live upgrade, the ones it sends (the
 * terminal stayed raw meanwhile, so that keys typed then are neither
 * echoed nor signals); those when they are `stty -g`'s form.
 */
function modesBefore(fd: number, sent: string | undefined): TtyModes {
  if (sent !== undefined) {
    try {
      return new TtyModes(fd, sent);
    } catch {
      // Not `stty -g`'s form: the terminal's own.
    }
  }
  return new TtyModes(fd);
}
