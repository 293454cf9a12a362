/**
 * Finds the daemon, starting it when it is not running (as tmux does on the
 * first command that needs a server).
 *
 * @module
 */

import { logPathFor, upgradePathFor } from "../protocol/socket_path.ts";
import { ensureSocketDir, SocketDirError } from "../protocol/socket_dir.ts";
import { PROTOCOL_VERSION } from "../protocol/messages.ts";
import { ownDenoEnv } from "../protocol/deno_env.ts";
import { Connection, ConnectionError } from "./connection.ts";
import {
  type ByteStream,
  type DaemonAddress,
  nobodyListens,
  TransportError,
} from "./transport/byte_stream.ts";
import { openStream } from "./transport/mod.ts";

/** How long a starting daemon gets to open its socket. */
const START_TIMEOUT_MS = 15_000;

/**
 * How long a daemon being upgraded may take to listen again before a client
 * stops waiting for it (20 sessions took 31 s at a load average of 55).
 */
const UPGRADE_WAIT_MS = 60_000;

/**
 * Connects to the daemon at `where` (a socket, or an address that may name
 * another host). Throws `ConnectionError`: "no-daemon" when none runs;
 * "died" when its socket was left behind by a daemon that died (`kill -9`):
 * the socket is removed, so the next start is clean (on another host, its
 * bridge does that); "ssh" when ssh or the remote berth failed.
 */
export async function connectExisting(
  where: string | DaemonAddress,
  client = "cli",
): Promise<Connection> {
  if (typeof where !== "string" && where.host) {
    return await Connection.open(where, client);
  }
  const socket = typeof where === "string" ? where : where.socket;
  try {
    return await openPastUpgrade(
      socket,
      () => Connection.open(socket, client),
      refusedInUpgrade(socket),
    );
  } catch (err) {
    if (!(err instanceof ConnectionError) || err.kind !== "stale") throw err;
    throw removeStaleSocket(socket);
  }
}

/**
 * Runs `open` (a new connection to the daemon at `where`), again while
 * that daemon is being upgraded, as `connectExisting` does, for an attach
 * client's resume: the new daemon may take seconds to listen (sessions to
 * take over, a loaded machine), longer than its tries for a daemon that
 * died. A failure when no upgrade is under way is thrown at once, and a
 * dead daemon's socket left alone. On another host, `open` as it is (the
 * far bridge waits).
 */
export async function reopenPastUpgrade(
  where: string | DaemonAddress,
  open: () => Promise<Connection>,
): Promise<Connection> {
  if (typeof where !== "string" && where.host) return await open();
  const socket = typeof where === "string" ? where : where.socket;
  return await openPastUpgrade(socket, open, refusedInUpgrade(socket));
}

/**
 * A connection's failure that means nobody listens on `socket`, or that
 * the daemon being upgraded hung up before its welcome: a connect queued,
 * never accepted, when the old program's exec closed its socket (reset by
 * peer); the new one listens in a moment.
 */
function refusedInUpgrade(socket: string): (err: unknown) => boolean {
  return (err) =>
    err instanceof ConnectionError &&
    (nobodyListens(err.kind) || (err.kind === "closed" && upgrading(socket)));
}

/**
 * Opens a new link to the daemon at `where` for a connection that outlasts
 * upgrades (`Connection.outlastUpgrades`): while the daemon is being
 * upgraded (its socket there, nobody listening, its state file beside it)
 * it waits, as `connectExisting` does. Throws `TransportError` when none
 * runs there; a socket left by a daemon that died is left for the next
 * command to report.
 */
export async function reopenStream(
  where: string | DaemonAddress,
): Promise<ByteStream> {
  if (typeof where !== "string" && where.host) {
    return await openStream(where, false);
  }
  const socket = typeof where === "string" ? where : where.socket;
  return await openPastUpgrade(
    socket,
    () => openStream(socket, false),
    (err) => err instanceof TransportError && nobodyListens(err.kind),
  );
}

/**
 * Runs `open` (a connect to the daemon on `socket`), again while that
 * daemon is being upgraded and `nobody(err)` says nobody listened: it
 * listens again in a moment. Whether the upgrade is under way is read
 * before each try as well as after its failure. The new daemon listens,
 * then removes its state file: a try refused during the exec whose failure
 * is read after that (a loaded machine) finds no file, and without the
 * first look took the new daemon for none, or for a dead one whose socket
 * is removed.
 */
export async function openPastUpgrade<T>(
  socket: string,
  open: () => Promise<T>,
  nobody: (err: unknown) => boolean,
): Promise<T> {
  for (const deadline = Date.now() + UPGRADE_WAIT_MS;;) {
    const before = upgrading(socket);
    try {
      return await open();
    } catch (err) {
      if (!nobody(err) || Date.now() >= deadline) throw err;
      if (upgrading(socket)) {
        // Node's timers: only while a daemon is being replaced.
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      // It was under way and is over: the new daemon listens now.
      if (before) continue;
      throw err;
    }
  }
}

/**
 * Whether the daemon on `socket` is being upgraded: its state file is
 * there, and recent (one left by a new daemon that died is not waited for).
 */
export function upgrading(socket: string): boolean {
  try {
    const written = Deno.statSync(upgradePathFor(socket)).mtime?.getTime();
    return written !== undefined && Date.now() - written < UPGRADE_WAIT_MS;
  } catch {
    return false;
  }
}

/**
 * Connects to the daemon at `where`, starting one when none runs (on
 * another host, its berth starts it). A daemon that had died is replaced;
 * `onDied` hears about it (the CLI says so). `forward`: over ssh, through
 * ssh's forward (a connection that will attach). Throws `ConnectionError`
 * ("start" when the daemon cannot start).
 */
export async function connectOrStart(
  where: string | DaemonAddress,
  client = "cli",
  onDied: (died: ConnectionError) => void = () => {},
  forward?: boolean,
): Promise<Connection> {
  if (typeof where !== "string" && where.host) {
    return await Connection.open(where, client, { start: true, forward });
  }
  const socket = typeof where === "string" ? where : where.socket;
  try {
    return await connectExisting(socket, client);
  } catch (err) {
    if (!(err instanceof ConnectionError)) throw err;
    if (err.kind === "died") onDied(err);
    else if (err.kind !== "no-daemon") throw err;
  }
  await startDaemon(socket);
  return await connectExisting(socket, client);
}

/**
 * Removes a socket nothing listens on (its daemon was killed before it
 * could remove it) and returns the "died" error that says so. Anything
 * else at that path is left alone.
 */
export function removeStaleSocket(socket: string): ConnectionError {
  try {
    if (!Deno.lstatSync(socket).isSocket) {
      return new ConnectionError(
        "denied",
        `${socket} is not a socket; remove it or pick another socket`,
      );
    }
    Deno.removeSync(socket);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      return new ConnectionError(
        "died",
        `The berth daemon on ${socket} has died, and its socket cannot be removed: ${
          (err as Error).message
        }`,
      );
    }
  }
  return new ConnectionError(
    "died",
    `The berth daemon on ${socket} had died; removed its socket (its log: ${
      logPathFor(socket)
    })`,
  );
}

/**
 * The version mismatch with a daemon on `host`, naming both versions (the
 * daemon's message has its number) and what to do.
 */
export function versionLine(message: string, host: string): string {
  const theirs = message.match(/daemon speaks (\d+)/)?.[1];
  if (!theirs) return `The daemon on ${host}: ${message}`;
  return `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${host} speaks ${theirs}: use the same berth version on both machines`;
}

/**
 * The oldest daemon protocol `berth upgrade` takes over with its sessions:
 * before it, a daemon's state lacks what this berth's daemon reads back
 * (the windows' activity and bell flags, mid protocol 7: a protocol 6
 * daemon's upgrade is refused, and it runs on unchanged).
 */
const UPGRADABLE_FROM_PROTOCOL = 8;

/**
 * The version mismatch with the daemon on `socket`, naming both versions,
 * `berth upgrade` when this berth can take the daemon's sessions over (it
 * is newer, and the daemon not too old), and a stop that works whatever
 * the daemon's version (this berth cannot send it a kill-server): `kill
 * PID`, on which every berth daemon ends its sessions and exits. The pid
 * comes from the daemon's message or, for a daemon too old to name it,
 * from its log, checked against the running process.
 */
export function localVersionLine(message: string, socket: string): string {
  const theirs = message.match(/daemon speaks (\d+)/)?.[1];
  if (!theirs) return message;
  const pid = Number(message.match(/\(pid (\d+)\)/)?.[1]) ||
    daemonPidFromLog(socket);
  const v = Number(theirs);
  const upgrade = v >= UPGRADABLE_FROM_PROTOCOL && v < PROTOCOL_VERSION
    ? "berth upgrade to keep its sessions, or "
    : "";
  const stop = pid
    ? `stop it with the berth that started it (berth kill-server) or with kill ${pid} (its sessions end)`
    : `stop it with the berth that started it (berth kill-server; its log: ${
      logPathFor(socket)
    })`;
  return `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${socket} speaks ${theirs}${
    pid ? ` (pid ${pid})` : ""
  }: ${upgrade}${stop}, then retry`;
}

/**
 * The pid of the daemon on `socket` from its log's last start line, when
 * that process is still a berth daemon on `socket` (0 otherwise, or where
 * there is no /proc to ask).
 */
function daemonPidFromLog(socket: string): number {
  let text: string;
  try {
    text = Deno.readTextFileSync(logPathFor(socket));
  } catch {
    return 0;
  }
  const start = text.split("\n").findLast((l) =>
    l.includes(` listening on ${socket}`)
  );
  const pid = Number(start?.match(/ daemon (\d+) listening on /)?.[1]);
  if (!pid) return 0;
  try {
    const argv = Deno.readTextFileSync(`/proc/${pid}/cmdline`).split("\0");
    return argv.includes("__daemon") && argv.includes(socket) ? pid : 0;
  } catch {
    return 0;
  }
}

/** Whether this process started a daemon (`startDaemon`). */
let started = false;

/**
 * Whether this process started the daemon: starting it, with the child
 * and its pipe, left it holding 8-10 MB more than a command that did not
 * (`client/commands/_attach.ts`).
 */
export function startedDaemon(): boolean {
  return started;
}

/**
 * Starts a daemon on `socket` and waits until it accepts connections
 * (exported for the bridge, which starts the daemon of its host). `from`:
 * the environment and directory of the client it starts for, when they
 * are not this process's (a test's commands run in the test's process);
 * `spawned` hears of the daemon's process (a test waits for its status
 * once it has stopped it: a child this process has not reaped yet is a
 * resource still open).
 */
export async function startDaemon(
  socket: string,
  from: {
    env?: Record<string, string>;
    cwd?: string;
    spawned?: (child: Deno.ChildProcess) => void;
  } = {},
): Promise<void> {
  try {
    ensureSocketDir(socket);
  } catch (err) {
    if (err instanceof SocketDirError) {
      throw new ConnectionError("start", err.message);
    }
    throw err;
  }
  const args = ["run", "-A", "--quiet"];
  const config = new URL("../deno.json", import.meta.url);
  if (config.protocol === "file:") {
    args.push("--config", decodeURIComponent(config.pathname));
  }
  args.push(
    new URL("../main.ts", import.meta.url).href,
    "--socket",
    socket,
    "__daemon",
  );
  const child = new Deno.Command(Deno.execPath(), {
    args,
    ...(from.env
      ? { env: { ...from.env, ...ownDenoEnv(from.env) }, clearEnv: true }
      : { env: ownDenoEnv() }),
    ...(from.cwd === undefined ? {} : { cwd: from.cwd }),
    stdin: "null",
    stdout: "null",
    // Read until it listens: a daemon that cannot start says why there,
    // even when it could not create its log (a full disk).
    stderr: "piped",
    detached: true, // setsid: the daemon outlives this terminal
  }).spawn();
  child.unref();
  from.spawned?.(child);
  const said = collectText(child.stderr);

  let exited = false;
  child.status.then(() => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (let wait = 5; Date.now() < deadline; wait = Math.min(wait * 2, 100)) {
    try {
      (await Deno.connect({ transport: "unix", path: socket })).close();
      said.stop();
      started = true;
      return;
    } catch {
      // Not listening yet.
    }
    if (exited) {
      // Another client may have won the race to start a daemon.
      try {
        (await Deno.connect({ transport: "unix", path: socket })).close();
        said.stop();
        return;
      } catch {
        const why = firstLine(await said.text) || lastLogError(socket);
        throw new ConnectionError(
          "start",
          `The daemon failed to start: ${why}`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  said.stop();
  throw new ConnectionError(
    "start",
    `The daemon did not open ${socket} within ${
      START_TIMEOUT_MS / 1000
    } s; see ${logPathFor(socket)}`,
  );
}

/** The daemon's last logged error, for a failed start. */
function lastLogError(socket: string): string {
  const path = logPathFor(socket);
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return `it said nothing, and wrote no log at ${path}`;
  }
  const lines = text.trimEnd().split("\n");
  const last = lines.findLast((l) => l.includes(" error ")) ?? lines.at(-1) ??
    "";
  return last.replace(/^\S+ error \[\d+\] /, "") || `see ${path}`;
}

/** The daemon's first line on stderr, without its "berth: ". */
function firstLine(text: string): string {
  return text.trim().split("\n")[0].replace(/^berth: /, "");
}

/**
 * Collects what a stream says (its first 4 KiB); `stop()` lets go of it,
 * so that a daemon that started fine does not keep this process waiting.
 */
function collectText(stream: ReadableStream<Uint8Array>): {
  text: Promise<string>;
  stop(): void;
} {
  const reader = stream.getReader();
  const text = (async () => {
    const dec = new TextDecoder();
    let out = "";
    try {
      while (out.length < 4096) {
        const { value, done } = await reader.read();
        if (done) break;
        out += dec.decode(value, { stream: true });
      }
    } catch {
      // Cancelled, or the pipe broke: what came so far is all there is.
    }
    return out;
  })();
  return { text, stop: () => void reader.cancel().catch(() => {}) };
}
