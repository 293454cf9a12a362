/**
 * `berth attach` on this machine: hands the terminal to the daemon, which
 * reads the keys and draws the session there itself (conversation step 15
 * in `protocol/messages.ts`), as tmux's server does. Nothing of the attach
 * client's drawing runs here, and no key or frame passes through this
 * process: it puts the terminal in raw mode, passes on its size changes
 * and SIGTERM or SIGHUP, stops as the shell's job when the daemon says
 * `suspend` (prefix C-z) until `fg`, takes raw mode again and has the
 * daemon draw the terminal again when continued after a stop from outside
 * (`kill -STOP`, then `fg`), and when the daemon says `done`,
 * puts the terminal back and prints the line. Key bindings' command lines
 * run in the daemon, in this process's environment and directory, which
 * the request gives: none of the commands is loaded here (a daemon older
 * than that sends them here, `run`, and they load then).
 *
 * A daemon that cannot open the terminal (another user's, another mount
 * namespace) says `no-tty`; the caller then attaches the way a remote
 * client does, drawing the terminal here (`client/attach/`).
 *
 * @module
 */

import {
  type Connection,
  ConnectionError,
  type PushMsg,
  RequestError,
} from "./connection.ts";
import type { Request } from "../protocol/messages.ts";
import { terminalSize } from "./terminal_size.ts";
import { signalNumber } from "../protocol/signals.ts";
import { stopSelf, whyNoStop } from "./job_control.ts";
import { sendableEnv } from "../protocol/limits.ts";
import { upgradedAwayResult } from "./attach/attach_result.ts";
import { isUpgradeRefusal } from "../protocol/upgrade_refusal.ts";
import {
  becomeWaiter,
  canWait,
  putModesBack,
  type SocketFd,
  withSocketFd,
} from "./attach_waiter.ts";
import { sleep } from "../protocol/timer.ts";

export { canWait, putModesBack };

/** What to attach, as the command line asked. */
export interface HandoverOptions {
  name?: string;
  readOnly: boolean;
  detachOthers?: boolean;
  /** The prefix key's name given on the command line. */
  prefix?: string;
  /** Clipboard writes opted in or out on the command line. */
  clipboard?: boolean;
  /**
   * Runs a key binding's command line for a daemon that predates running
   * them itself; resolves with its error, or null.
   */
  runCommand(line: string, session: string): Promise<string | null>;
  /** A new connection to the same daemon, after a live upgrade. */
  reopen(): Promise<Connection>;
  /** Waits before each reconnect try, in ms. */
  retryMs: number[];
  /**
   * `berth`'s arguments that attach again (`--socket S attach ...`): with
   * them this process may wait as a shell script (`attach_waiter.ts`),
   * which runs them to resume after a live upgrade.
   */
  again?: string[];
}

/** How the attachment ended: the line to print and the exit code. */
interface Done {
  exitCode: number;
  message: string;
}

/**
 * Everything a terminal may have been left in by a daemon that died while
 * drawing it: synchronized output, a link, colours, the modes it mirrors
 * (cursor keys, keypad, paste, focus, mouse), the cursor's shape and
 * visibility, and the alternate screen.
 */
const RESET_ALL = "\x1b[?2026l\x1b]8;;\x1b\\\x1b[m\x1b[?1l\x1b>" +
  "\x1b[?2004l\x1b[?1004l\x1b[?9l\x1b[?1000l\x1b[?1002l\x1b[?1003l" +
  "\x1b[?1005l\x1b[?1006l\x1b[?1015l\x1b[0 q\x1b[?25h\x1b[?1049l";

/**
 * This process's terminal (stdin and stdout, the same one) as the daemon
 * can open it, or null when it cannot be named.
 */
export function handoverTerminal(): HandoverTerminal | null {
  try {
    const tty = Deno.readLinkSync("/proc/self/fd/0");
    if (!tty.startsWith("/dev/")) return null;
    const { rdev, dev } = Deno.statSync("/proc/self/fd/0");
    const out = Deno.statSync("/proc/self/fd/1");
    if (!rdev || out.rdev !== rdev || out.dev !== dev) return null;
    return { tty, rdev, dev };
  } catch {
    return null; // No /proc: not Linux.
  }
}

/** This process's terminal, as `attach-tty` names it. */
export interface HandoverTerminal {
  tty: string;
  rdev: number;
  dev: number;
}

/**
 * Attaches with the daemon drawing `terminal`; resolves with the exit
 * code once the attachment has ended and the line is printed, or null,
 * with the terminal untouched, when the daemon cannot open it. Resumed
 * after a live upgrade (`resume`, the token), the terminal is in raw mode
 * still, and `modes` are its modes before (`stty -g`'s form): for the new
 * daemon to give back, or this process when that daemon does not.
 */
export async function handOver(
  conn: Connection | null,
  terminal: HandoverTerminal,
  opts: HandoverOptions,
  resume = "",
  modes = "",
): Promise<number | null> {
  // Waiting as the script, the daemon takes raw mode itself.
  const script = opts.again !== undefined && canWait();
  const state: SuspendState = {
    restored: false,
    stopping: null,
    suspending: false,
    raw: !script,
  };
  if (state.raw) {
    // Deno's raw mode gives back the modes it finds: the ones before.
    await putModesBack(modes);
    Deno.stdin.setRaw(true);
  }
  const signals = new SignalForwarder(state);
  const how = { script, token: resume, modes };
  let done: Done | null;
  try {
    done = await attachAndWait(conn, terminal, opts, signals, state, how);
  } finally {
    signals.stop();
    if (state.raw) Deno.stdin.setRaw(false);
    // No daemon took the terminal again, left raw by the one before.
    else await putModesBack(how.modes);
  }
  if (done === null) return null;
  writeAll(Deno.stderr, done.message + "\n");
  return done.exitCode;
}

/**
 * Asks the daemon to draw the terminal and waits for the end; after a
 * live upgrade (the connection closes, a new daemon comes), asks the new
 * one, taking the attachment over by its token. Null: `no-tty`.
 */
async function attachAndWait(
  first: Connection | null,
  terminal: HandoverTerminal,
  opts: HandoverOptions,
  signals: SignalForwarder,
  state: SuspendState,
  how: { script: boolean; token: string; modes: string },
): Promise<Done | null> {
  let token = how.token;
  // Run again by the script after a live upgrade: the new daemon's socket
  // may not listen yet.
  let link: Link | Done | null = first && !how.script
    ? { conn: first, fd: null }
    : token
    ? await reconnect(opts, signals, how.script)
    : await open(opts, how.script).catch(() => first && { conn: first });
  if (link && "conn" in link && link.conn !== first) first?.close();
  const term = Deno.env.get("TERM");
  const env = sendableEnv(Deno.env.toObject());
  const cwd = currentDirectory();
  for (;;) {
    if (!link || "exitCode" in link) return gone(link, signals, state);
    const { conn, fd } = link;
    const req: Request = {
      op: "attach-tty",
      ...terminal,
      pid: Deno.pid,
      name: opts.name,
      readOnly: opts.readOnly,
      ...(opts.detachOthers && !token ? { detachOthers: true } : {}),
      ...(opts.prefix ? { prefix: opts.prefix } : {}),
      ...(opts.clipboard !== undefined ? { clipboard: opts.clipboard } : {}),
      ...(term ? { term } : {}),
      ...(token ? { resume: token } : {}),
      env,
      ...(cwd ? { cwd } : {}),
      ...(fd !== null && fd !== undefined ? { waiter: true } : {}),
      ...(fd !== null && fd !== undefined && how.modes
        ? { modes: how.modes }
        : {}),
    };
    const ended = waitDone(conn, opts, state);
    signals.to(conn);
    try {
      const answer = await conn.request(req);
      if (answer.token) token = answer.token;
      // A daemon that does not hold raw mode: this process takes it.
      if (!answer.waiter && !state.raw) {
        await putModesBack(how.modes);
        setRaw(true);
        state.raw = true;
      }
      // Before the script: a SIGCONT meanwhile has the daemon draw again.
      signals.drawn = true;
      if (answer.waiter && fd !== null && fd !== undefined) {
        // Returns only when the connection was gone meanwhile (the daemon
        // died or is being upgraded), as if it had closed here; the
        // terminal raw, its modes before to give back (`handOver`) or to
        // send with the resume.
        how.modes = answer.modes ?? "";
        await waitAsScript(fd, how.modes, conn, token, opts);
      }
    } catch (err) {
      // The caller attaches over this same connection, drawing itself.
      if (err instanceof RequestError && err.code === "no-tty" && !token) {
        return null;
      }
      // The daemon that took over is being upgraded in its turn (several
      // `berth upgrade` back to back): the next one takes the attachment.
      if (
        err instanceof RequestError &&
        isUpgradeRefusal(err.code, err.message)
      ) {
        conn.close();
        await ended;
        link = await reconnect(opts, signals, how.script);
        continue;
      }
      if (!(err instanceof ConnectionError)) {
        conn.close();
        return { exitCode: 1, message: `berth: ${(err as Error).message}` };
      }
    }
    const done = await ended;
    if (done) return done;
    // A lock's command has the terminal (a live upgrade under it): the
    // attachment comes back once it exits, not drawn over it meanwhile.
    await state.stopping;
    // The connection closed without `done`: the daemon is being replaced
    // (the same process, which execs its new program), or it died.
    link = token && alive(conn.daemonPid)
      ? await reconnect(opts, signals, how.script)
      : null;
  }
}

/** How long after the answer this process becomes the script. */
const SCRIPT_AFTER_MS = 150;

/** A connection to the daemon, and its socket's fd when known. */
interface Link {
  conn: Connection;
  /** For the script (`attach_waiter.ts`); null or absent: unknown. */
  fd?: SocketFd | null;
}

/** A new connection, its fd found when this process may wait as the script. */
async function open(opts: HandoverOptions, script: boolean): Promise<Link> {
  if (!script) return { conn: await opts.reopen(), fd: null };
  const { value, fd } = await withSocketFd(() => opts.reopen());
  return { conn: value, fd };
}

/**
 * How the attachment ends when the daemon is gone for good (`link`
 * null), or back as a berth this one cannot speak to (`link` says so).
 */
async function gone(
  link: Done | null,
  signals: SignalForwarder,
  state: SuspendState,
): Promise<Done> {
  // Given back restored for a suspend, and never taken again: a reset
  // would only move the shell's cursor (its saved one, 1049).
  await state.stopping;
  if (!state.restored) writeAll(Deno.stdout, RESET_ALL);
  if (link) return link;
  const signal = signals.terminated;
  return signal
    ? { exitCode: 128 + signalNumber(signal), message: `[got ${signal}]` }
    : { exitCode: 1, message: "[daemon gone: lost connection]" };
}

/**
 * Becomes the script that waits (`attach_waiter.ts`); returns only when
 * the connection was gone as it said `waiting`. If it cannot otherwise,
 * after the connection was given to it, this process cannot go on: it
 * says why and exits (the daemon, its connection closed, gives the
 * terminal back).
 */
async function waitAsScript(
  fd: SocketFd,
  modes: string,
  conn: Connection,
  token: string,
  opts: HandoverOptions,
): Promise<void> {
  // After the first frame: the exec's work (FFI, the shell's start) would
  // take a core from the daemon drawing it. Meanwhile this process passes
  // signals on as before, and the daemon holds its lines.
  const closed = await Promise.race([
    conn.closed.then(() => true),
    sleep(SCRIPT_AFTER_MS).then(() => false),
  ]);
  // Closed meanwhile: the attachment's end (`waitDone`) handles it.
  if (closed) return;
  const { error: err, connectionGone } = await becomeWaiter({
    fd,
    modes,
    daemonPid: conn.daemonPid,
    token,
    again: opts.again ?? [],
    reset: RESET_ALL,
  });
  if (connectionGone) return;
  writeAll(
    Deno.stderr,
    `berth: cannot wait for the attachment as /bin/sh (${err.message}); BERTH_WAITER=0 waits in this process\n`,
  );
  Deno.exit(1);
}

/**
 * Serves the daemon's `run` messages on `conn` until `done` (resolves
 * with it) or the connection closes (null).
 */
function waitDone(
  conn: Connection,
  opts: HandoverOptions,
  state: SuspendState,
): Promise<Done | null> {
  return new Promise((resolve) => {
    conn.onPush = (msg: PushMsg) => {
      if (msg.t === "run") {
        // Only a daemon that predates `env` in `attach-tty` sends these.
        opts.runCommand(msg.line, msg.session).then(
          (error) => conn.send({ t: "ran", id: msg.id, error }),
          (err) => conn.send({ t: "ran", id: msg.id, error: String(err) }),
        ).catch(() => {}); // The daemon is gone: nobody to tell.
      } else if (msg.t === "suspend") {
        state.stopping = suspendHere(conn, state);
      } else if (msg.t === "lock") {
        state.stopping = lockHere(conn, state, msg.command);
      } else if (msg.t === "done") {
        resolve({ exitCode: msg.exitCode, message: msg.message });
        conn.close();
      }
    };
    conn.closed.then(() => resolve(null));
  });
}

/**
 * The daemon restored the terminal and leaves it unread (tmux's
 * suspend-client): out of raw mode, this process stops as the shell's job,
 * which gets its prompt back; once continued (`fg`), raw mode again, and
 * `wakeup` has the daemon read and draw the terminal again. Where nothing
 * could continue it (no job control), it stays and says why.
 */
async function suspendHere(
  conn: Connection,
  state: SuspendState,
): Promise<void> {
  const why = whyNoStop();
  if (!why) {
    state.restored = true;
    state.suspending = true;
    setRaw(false);
    try {
      await stopSelf();
    } finally {
      state.suspending = false;
    }
    // The daemon died meanwhile: the terminal stays as the shell left it.
    if (!alive(conn.daemonPid)) return;
    setRaw(true);
    state.restored = false;
  }
  conn.send(why ? { t: "wakeup", error: why } : { t: "wakeup" }).catch(
    () => {}, // The daemon is gone: the connection's end says so.
  );
}

/**
 * The daemon restored the terminal and leaves it unread (tmux's lock):
 * out of raw mode, `command` runs in it (`/bin/sh -c`) until it exits;
 * then raw mode again, and `wakeup` has the daemon read and draw the
 * terminal again.
 */
async function lockHere(
  conn: Connection,
  state: SuspendState,
  command: string,
): Promise<void> {
  state.restored = true;
  // On a cleared alternate screen, as tmux's: the screen before stays hidden.
  try {
    Deno.stdout.writeSync(LOCK_SCREEN);
  } catch {
    // Hung up: the command finds no terminal either.
  }
  // A C-c meant for it does not end this process (SignalForwarder).
  try {
    // Out of raw mode and back by stty (Deno's setRaw(false) left this
    // terminal raw here: measured with stty -a from the lock's command).
    await new Deno.Command("/bin/sh", {
      args: [
        "-c",
        // A C-c ends the command, not this shell (its trap): raw again.
        `trap : INT QUIT; stty ${COOKED}; /bin/sh -c "$1"; stty ${RAW}`,
        "sh",
        command,
      ],
      stdin: "inherit",
      stdout: "inherit",
      stderr: "inherit",
    }).spawn().status;
  } catch {
    // No /bin/sh: unlocked at once.
  }
  if (!alive(conn.daemonPid)) return;
  state.restored = false;
  conn.send({ t: "wakeup" }).catch(() => {});
}

/** What Deno's raw mode turns off, on (`stty`'s words), and off again. */
const COOKED = "brkint icrnl ixon isig icanon echo iexten 2>/dev/null";
const RAW = "-brkint -icrnl -ixon -isig -icanon -echo -iexten 2>/dev/null";

/** The alternate screen, cleared with its history (tmux's smcup, clear, E3). */
const LOCK_SCREEN = new TextEncoder().encode("\x1b[?1049h\x1b[H\x1b[2J\x1b[3J");

/** Where a suspend (the daemon's `suspend`) stands. */
interface SuspendState {
  /** This process holds raw mode (else the daemon does, for the script). */
  raw: boolean;
  /** The daemon gave the terminal back restored and has not taken it again. */
  restored: boolean;
  /** The stop and `fg` under way, if one is. */
  stopping: Promise<void> | null;
  /** Stopped by that suspend: its SIGCONT is its own `fg`. */
  suspending: boolean;
}

/** The terminal's raw mode on or off; a terminal gone is left be. */
function setRaw(on: boolean): void {
  try {
    Deno.stdin.setRaw(on);
  } catch {
    // Hung up (the shell exited while this process was stopped).
  }
}

/** This process's working directory; undefined when it is gone. */
function currentDirectory(): string | undefined {
  try {
    return Deno.cwd();
  } catch {
    return undefined; // Removed meanwhile: the daemon's then.
  }
}

/** Whether process `pid` is there (not gone, not a zombie). */
function alive(pid: number): boolean {
  try {
    return !/\) Z /.test(Deno.readTextFileSync(`/proc/${pid}/stat`));
  } catch {
    return false;
  }
}

/** A new connection to the daemon that replaced the old one, or null. */
async function reconnect(
  opts: HandoverOptions,
  signals: SignalForwarder,
  script: boolean,
): Promise<Link | Done | null> {
  for (const ms of opts.retryMs) {
    // Node's timers: only after the daemon went away, with no socket open.
    await new Promise((r) => setTimeout(r, ms));
    if (signals.terminated) return null;
    try {
      return await open(opts, script);
    } catch (err) {
      // Back, upgraded to a berth of another protocol, which this one
      // cannot speak (a git pull that changed it, then berth upgrade).
      if (err instanceof ConnectionError && err.kind === "version") {
        return upgradedAwayResult(err.message);
      }
      // Not back yet.
    }
  }
  return null;
}

/**
 * Passes SIGWINCH (as the terminal's new size) and SIGTERM or SIGHUP on
 * to the daemon over the connection of the moment; and SIGCONT, after a
 * stop from outside (`kill -STOP`, not the daemon's `suspend`): the shell
 * had the terminal meanwhile, so raw mode is taken again and the daemon
 * told to draw it again (`wakeup`), as tmux's client has its server do.
 */
class SignalForwarder {
  #conn: Connection | null = null;
  #handlers: [Deno.Signal, () => void][] = [];

  constructor(state: SuspendState) {
    const on = (signal: Deno.Signal, fn: () => void) => {
      Deno.addSignalListener(signal, fn);
      this.#handlers.push([signal, fn]);
    };
    on("SIGWINCH", () => this.#send({ t: "resize", ...terminalSize() }));
    on("SIGCONT", () => {
      if (state.suspending || state.restored) return;
      if (state.raw) setRaw(true);
      if (this.drawn) this.#send({ t: "wakeup" });
    });
    for (const signal of ["SIGTERM", "SIGHUP"] as const) {
      on(signal, () => {
        this.terminated = signal;
        this.#send({ t: "terminate", signal });
      });
    }
    // Ignored, as tmux's client ignores them: a C-c at a lock's command
    // reaches this process too, and late when passed on (deno task).
    on("SIGINT", () => {});
    on("SIGQUIT", () => {});
  }

  /** SIGTERM or SIGHUP came (a reconnect gives up then); null: none. */
  terminated: "SIGTERM" | "SIGHUP" | null = null;

  /** The daemon draws the terminal (its answer came on this connection). */
  drawn = false;

  to(conn: Connection): void {
    this.#conn = conn;
    this.drawn = false;
  }

  stop(): void {
    for (const [signal, fn] of this.#handlers) {
      Deno.removeSignalListener(signal, fn);
    }
    this.#handlers = [];
  }

  #send(msg: Parameters<Connection["send"]>[0]): void {
    this.#conn?.send(msg).catch(() => {});
  }
}

/** Writes all of `text` to `file` (the terminal, or stderr); never throws. */
function writeAll(file: typeof Deno.stdout, text: string): void {
  const bytes = new TextEncoder().encode(text);
  try {
    for (let off = 0; off < bytes.length;) {
      off += file.writeSync(bytes.subarray(off));
    }
  } catch {
    // The terminal is gone; the exit code still tells.
  }
}
