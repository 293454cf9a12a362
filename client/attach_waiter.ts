/**
 * Once the daemon draws the terminal (`tty_handover.ts`), `berth attach`
 * only waits: for the end, a resize, a signal, a suspend. A Deno process
 * that waits holds 41 MB resident (10 MB of it its own; a Deno program
 * that does nothing at all, 32); tmux's client, 3.8. So the process
 * becomes a shell script (`attach_waiter.sh`, run by /bin/sh in this
 * process: the same pid, the shell's same job), 1.7 MB with dash: the
 * daemon holds raw mode instead (it has the terminal open), and the
 * script reads the connection's few text lines and writes frames made
 * here for it (conversation step 27 in `protocol/messages.ts`).
 *
 * Where that cannot be (no /bin/sh, no script, no FFI to exec, the
 * connection's fd not found, a daemon that does not take it), this
 * process waits as before. `BERTH_WAITER=0` keeps it so.
 *
 * @module
 */

import { encodeFrame } from "../protocol/framing.ts";
import type { ClientMsg } from "../protocol/messages.ts";
import { commandLineAs } from "./bundle/with_config.ts";
import { whyNoStop } from "./job_control.ts";

const SHELL = "/bin/sh";
/** The fd the script reads the connection on (a shell takes 0 to 9). */
const CONN_FD = 3;

function scriptPath(): string {
  return decodeURIComponent(
    new URL("./attach_waiter.sh", import.meta.url).pathname,
  );
}

/** Whether this process can become the script. */
export function canWait(): boolean {
  if (Deno.env.get("BERTH_WAITER") === "0") return false;
  try {
    if (Deno.permissions.querySync({ name: "ffi" }).state !== "granted") {
      return false;
    }
    return Deno.statSync(SHELL).isFile && Deno.statSync(scriptPath()).isFile;
  } catch {
    return false;
  }
}

/**
 * Opens a connection with `open` and finds its socket's fd: the one socket
 * among this process's fds that was not there before; null when there is
 * not exactly one (the script then is not run).
 */
export async function withSocketFd<T>(
  open: () => Promise<T>,
): Promise<{ value: T; fd: SocketFd | null }> {
  const before = socketFds();
  const value = await open();
  const added = [...socketFds()].filter(([fd]) => !before.has(fd));
  return {
    value,
    fd: added.length === 1 ? { fd: added[0][0], socket: added[0][1] } : null,
  };
}

/** An fd and the socket it was (`socket:[INODE]`). */
export interface SocketFd {
  fd: number;
  socket: string;
}

/** This process's socket fds, each with its socket. */
function socketFds(): Map<number, string> {
  const fds = new Map<number, string>();
  try {
    for (const e of Deno.readDirSync("/proc/self/fd")) {
      const to = linkOf(Number(e.name));
      if (to?.startsWith("socket:")) fds.set(Number(e.name), to);
    }
  } catch {
    // No /proc: not Linux; nothing found.
  }
  return fds;
}

function linkOf(fd: number): string | null {
  try {
    return Deno.readLinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null; // Closed meanwhile (the directory's own fd).
  }
}

/** What the script needs to wait for an attachment. */
export interface Waiting {
  /** The connection's fd (`withSocketFd`). */
  fd: SocketFd;
  /** The terminal's modes before raw mode, as the daemon read them. */
  modes: string;
  daemonPid: number;
  /** The attachment's token, to resume it after a live upgrade. */
  token: string;
  /** `berth`'s arguments that attach again (`--socket S attach ...`). */
  again: string[];
  /** What puts back a terminal a dead daemon drew on. */
  reset: string;
}

/** Why this process did not become the script. */
export interface NotWaiting {
  error: Error;
  /**
   * The connection was gone as it said `waiting` (the daemon died, or
   * went on to a new program in a live upgrade, meanwhile): this process
   * goes on as if it had closed; otherwise it cannot use it any more.
   */
  connectionGone: boolean;
}

/** The errno of a write to a connection whose daemon has gone. */
const EPIPE = 32;
const ECONNRESET = 104;

/**
 * Becomes the script, in this process; returns only on failure, saying
 * why.
 */
export async function becomeWaiter(w: Waiting): Promise<NotWaiting> {
  try {
    // The FFI layer, on this path only (tests/imports_test.ts): built at
    // run time, out of the graph.
    const exec = await import(
      new URL("../pty/exec.ts", import.meta.url).href
    ) as {
      passFd(fd: number, to: number): void;
      writeAllSync(fd: number, bytes: Uint8Array): void;
      execve(path: string, argv: string[], env: Record<string, string>): never;
    };
    const root = new URL("../", import.meta.url);
    const { argv, env } = commandLineAs(root, w.again);
    const why = whyNoStop();
    const vars = {
      ...env,
      BERTH_W_MODES: w.modes,
      BERTH_W_DAEMON: String(w.daemonPid),
      // The daemon reads the size from the terminal itself.
      BERTH_W_RESIZE: printfForm({ t: "resize", cols: 80, rows: 24 }),
      BERTH_W_WAKEUP: printfForm({ t: "wakeup" }),
      BERTH_W_STARTED: printfForm({ t: "wakeup", started: true }),
      BERTH_W_TERM: printfForm({ t: "terminate", signal: "SIGTERM" }),
      BERTH_W_HUP: printfForm({ t: "terminate", signal: "SIGHUP" }),
      BERTH_W_REFUSE: why ? printfForm({ t: "wakeup", error: why }) : "",
      BERTH_W_RESET: octal(new TextEncoder().encode(w.reset)),
      BERTH_W_TOKEN: w.token,
      BERTH_W_MAIN: decodeURIComponent(new URL("main.ts", root).pathname),
    };
    // From here to the script's traps (a millisecond or two), SIGTERM or
    // SIGHUP kills the process: the daemon, its connection closed, gives
    // the terminal back (a blocked signal would wait for the traps, but
    // dash never unblocks it). A resize meanwhile the script sends anyway.
    // Said in the same run as the exec: nothing here reads the lines the
    // daemon then sends; they wait in the socket for the script. Said
    // before the fd moves (the move closes an fd of Deno's own): a daemon
    // gone meanwhile leaves this process as it was, to go on.
    // An fd closed meanwhile (its number maybe another's now) is not
    // written: the connection closed, as a daemon gone.
    if (linkOf(w.fd.fd) !== w.fd.socket) {
      return {
        error: new Error("the connection closed"),
        connectionGone: true,
      };
    }
    exec.writeAllSync(w.fd.fd, encodeFrame({ t: "waiting" }));
    exec.passFd(w.fd.fd, CONN_FD);
    return exec.execve(SHELL, ["berth-attach", scriptPath(), ...argv], vars);
  } catch (err) {
    const errno = (err as { errno?: number }).errno;
    const connectionGone = errno === EPIPE || errno === ECONNRESET;
    return { error: err as Error, connectionGone };
  }
}

/**
 * Puts the terminal (stdin) in `modes` (`stty -g`'s form; "" leaves it
 * be): a `berth attach` resumed after a live upgrade, the terminal left
 * in raw mode, when the new daemon does not take it.
 */
export async function putModesBack(modes: string): Promise<void> {
  if (!modes) return;
  try {
    // The FFI layer, built at run time, out of the graph (as above).
    const tty = await import(
      new URL("../pty/tty_modes.ts", import.meta.url).href
    ) as { setSttyModes(fd: number, form: string): void };
    tty.setSttyModes(0, modes);
  } catch {
    // No FFI: nothing to put back with.
  }
}

/** Frame `msg` as a printf format: every byte an octal escape. */
function printfForm(msg: ClientMsg): string {
  return octal(encodeFrame(msg));
}

function octal(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += "\\" + b.toString(8).padStart(3, "0");
  return out;
}
