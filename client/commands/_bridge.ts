/**
 * `berth __bridge [--start]` (hidden): what `berth -H HOST` runs on HOST
 * through ssh. It joins its stdin and stdout (ssh's channel) to the
 * daemon's socket and copies bytes both ways, nothing more: the protocol
 * runs end to end between the client and the daemon, so heartbeats and
 * resumes see the whole link.
 *
 * With `--forward`, it only says where the daemon's socket is and waits:
 * the client has ssh forward a socket of its own there, which spares each
 * key and frame this process's two copies (`BRIDGE_FORWARD`).
 *
 * With no daemon running it starts one when `--start` is given, and
 * otherwise exits with `BRIDGE_NO_DAEMON`, which the client turns into
 * "no daemon on HOST". Errors go to stderr, which ssh carries back.
 *
 * @module
 */

import {
  BRIDGE_FORWARD,
  BRIDGE_NO_DAEMON,
  BRIDGE_READY,
  BRIDGE_STDIO,
} from "../transport/bridge_marks.ts";
import { nobodyListens, TransportError } from "../transport/byte_stream.ts";
import { openUnix } from "../transport/unix.ts";
import { UserError } from "./command.ts";

/** Bridges stdin/stdout to the daemon at `socket`; returns the exit code. */
export async function runBridge(
  socket: string,
  args: string[],
): Promise<number> {
  const start = args.includes("--start");
  let conn = await tryConnect(socket);
  if (!conn && start) {
    // Loaded only here: a resume (daemon running) starts faster without it.
    const { startDaemon } = await import("../daemon_start.ts");
    try {
      await startDaemon(socket);
    } catch (err) {
      throw new UserError((err as Error).message);
    }
    conn = await tryConnect(socket);
  }
  if (!conn) {
    if (start) throw new UserError(`The daemon on ${socket} did not start`);
    console.error(`berth: No berth daemon is running on ${socket}`);
    return BRIDGE_NO_DAEMON;
  }
  await rawTerminal();
  if (args.includes("--forward") && socket.startsWith("/")) {
    conn.close();
    await Deno.stdout.write(
      new TextEncoder().encode(`${BRIDGE_FORWARD}${socket}\n`),
    );
    if (!(await stdioAsked())) return 0;
    conn = await tryConnect(socket);
    if (!conn) {
      console.error(`berth: No berth daemon is running on ${socket}`);
      return BRIDGE_NO_DAEMON;
    }
    // The client skipped what came before BRIDGE_FORWARD's line: the
    // protocol's bytes follow its BRIDGE_STDIO, with no ready line.
  } else {
    // Everything before this (a login banner, an rc file's chatter) is not
    // the protocol: the client skips up to here.
    await Deno.stdout.write(new TextEncoder().encode(BRIDGE_READY));
  }
  // Either side ending ends the bridge: ssh's end (stdin closed) means the
  // client is gone; the daemon's end means it hung up on the client.
  await Promise.race([copyUp(conn), copyDown(conn)]);
  try {
    conn.close();
  } catch {
    // The daemon closed it already.
  }
  return 0;
}

/**
 * After `BRIDGE_FORWARD`: whether the client asks for the copies after all
 * (its forward failed); false when it says it is done, or goes.
 */
async function stdioAsked(): Promise<boolean> {
  const byte = new Uint8Array(1);
  try {
    for (;;) {
      const n = await Deno.stdin.read(byte);
      if (n === null) return false;
      if (n === 1) return byte[0] === BRIDGE_STDIO;
    }
  } catch {
    return false; // ssh's pty hung up: the client is gone
  }
}

/** Bytes per read either way: a frame or a paste in a few reads. */
const READ_BYTES = 64 * 1024;

/**
 * Output written on the main thread rather than through Deno's blocking
 * pool, as the attach client writes its terminal (`outer_terminal.ts`):
 * the pool's thread is one more wake-up on each echo's way. The pty ssh
 * gave holds far more (64 KiB), so such a write returns at once unless
 * ssh has stopped reading, which a blocked thread would then wait out
 * with the keys behind it.
 */
const SYNC_WRITE_BYTES = 8 * 1024;

/**
 * After a larger write, this long before the next small one is written
 * on the main thread: the large one may still fill the pty while a slow
 * link drains it (the daemon sends the next frame once the client drew
 * the last, so on a link that keeps up the pty is empty by then).
 */
const SYNC_AFTER_LARGE_MS = 250;

/**
 * ssh's channel to the daemon (keys, requests). Reads and writes straight,
 * not through streams, whose promise chains cost each key time.
 */
async function copyUp(conn: Deno.UnixConn): Promise<void> {
  const buf = new Uint8Array(READ_BYTES);
  try {
    for (;;) {
      const n = await Deno.stdin.read(buf);
      if (n === null) return;
      for (let off = 0; off < n;) off += await conn.write(buf.subarray(off, n));
    }
  } catch {
    // Either end failed: the bridge ends as at an end.
  }
}

/** The daemon to ssh's channel (frames). */
async function copyDown(conn: Deno.UnixConn): Promise<void> {
  const buf = new Uint8Array(READ_BYTES);
  let largeAt = -Infinity;
  try {
    for (;;) {
      const n = await conn.read(buf);
      if (n === null) return;
      const bytes = buf.subarray(0, n);
      if (
        n <= SYNC_WRITE_BYTES &&
        performance.now() - largeAt > SYNC_AFTER_LARGE_MS
      ) {
        for (let off = 0; off < n;) {
          off += Deno.stdout.writeSync(bytes.subarray(off));
        }
        continue;
      }
      for (let off = 0; off < n;) {
        off += await Deno.stdout.write(bytes.subarray(off));
      }
      if (n > SYNC_WRITE_BYTES) largeAt = performance.now();
    }
  } catch {
    // Either end failed: the bridge ends as at an end.
  }
}

/**
 * ssh gives the bridge a pty (`ssh -tt`, see `ssh_args.ts`): make it carry
 * bytes untouched, with no echo, no line editing, no flow control (^S in
 * a frame would stop the output) and no newline translation.
 */
async function rawTerminal(): Promise<void> {
  if (!Deno.stdin.isTerminal()) return;
  const stty = await new Deno.Command("stty", {
    args: ["raw", "-echo", "-ixon", "-ixoff", "-opost", "-istrip", "cs8"],
    stdin: "inherit",
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!stty.success) {
    throw new UserError(
      `stty could not make the terminal raw: ${
        new TextDecoder().decode(stty.stderr).trim()
      }`,
    );
  }
}

/**
 * The daemon's socket, with the checks of every client; null when no
 * daemon runs. A socket left by a daemon that died is removed, as locally.
 * While the daemon is being upgraded (nobody listening for a moment, its
 * state file beside the socket) it waits, as a local client does: a
 * client's link renewed meanwhile went on to "no daemon" (and its
 * requests failed), and `--start` would have started a second daemon.
 */
async function tryConnect(socket: string): Promise<Deno.UnixConn | null> {
  try {
    return await openUnix(socket);
  } catch (err) {
    if (!(err instanceof TransportError)) throw err;
  }
  // Loaded only here: a resume (daemon running) starts faster without it.
  const { openPastUpgrade, removeStaleSocket } = await import(
    "../daemon_start.ts"
  );
  try {
    // Tried again, and while the daemon is being upgraded.
    return await openPastUpgrade(
      socket,
      () => openUnix(socket),
      (err) => err instanceof TransportError && nobodyListens(err.kind),
    );
  } catch (err) {
    if (!(err instanceof TransportError)) throw err;
    if (!nobodyListens(err.kind)) {
      throw new UserError(err.message);
    }
    if (err.kind === "no-daemon") return null;
    const died = removeStaleSocket(socket);
    if (died.kind !== "died") throw new UserError(died.message);
    console.error(`berth: ${died.message}`);
    return null;
  }
}
