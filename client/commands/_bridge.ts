/**
 * `berth __bridge [--start]` (hidden): what `berth -H HOST` runs on HOST
 * through ssh. It joins its stdin and stdout (ssh's channel) to the
 * daemon's socket and copies bytes both ways, nothing more: the protocol
 * runs end to end between the client and the daemon, so heartbeats and
 * resumes see the whole link.
 *
 * With no daemon running it starts one when `--start` is given, and
 * otherwise exits with `BRIDGE_NO_DAEMON`, which the client turns into
 * "no daemon on HOST". Errors go to stderr, which ssh carries back.
 *
 * @module
 */

import { BRIDGE_NO_DAEMON, BRIDGE_READY } from "../transport/bridge_marks.ts";
import { TransportError } from "../transport/byte_stream.ts";
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
  // Everything before this (a login banner, an rc file's chatter) is not
  // the protocol: the client skips up to here.
  await Deno.stdout.write(new TextEncoder().encode(BRIDGE_READY));
  // Either side ending ends the bridge: ssh's end (stdin closed) means the
  // client is gone; the daemon's end means it hung up on the client.
  const up = Deno.stdin.readable.pipeTo(conn.writable).catch(() => {});
  const down = conn.readable.pipeTo(Deno.stdout.writable).catch(() => {});
  await Promise.race([up, down]);
  try {
    conn.close();
  } catch {
    // The daemon closed it already.
  }
  return 0;
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
 */
async function tryConnect(socket: string): Promise<Deno.UnixConn | null> {
  try {
    return await openUnix(socket);
  } catch (err) {
    if (!(err instanceof TransportError)) throw err;
    if (err.kind === "no-daemon") return null;
    if (err.kind === "stale") {
      const { removeStaleSocket } = await import("../daemon_start.ts");
      const died = removeStaleSocket(socket);
      if (died.kind !== "died") throw new UserError(died.message);
      console.error(`berth: ${died.message}`);
      return null;
    }
    throw new UserError(err.message);
  }
}
