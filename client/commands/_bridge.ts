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

import { startDaemon } from "../daemon_start.ts";
import { BRIDGE_NO_DAEMON } from "../transport/ssh.ts";
import { UserError } from "./command.ts";

/** Bridges stdin/stdout to the daemon at `socket`; returns the exit code. */
export async function runBridge(
  socket: string,
  args: string[],
): Promise<number> {
  const start = args.includes("--start");
  let conn = await tryConnect(socket);
  if (!conn && start) {
    await startDaemon(socket);
    conn = await tryConnect(socket);
  }
  if (!conn) {
    if (start) throw new UserError(`The daemon on ${socket} did not start`);
    console.error(`berth: No berth daemon is running on ${socket}`);
    return BRIDGE_NO_DAEMON;
  }
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

async function tryConnect(socket: string): Promise<Deno.UnixConn | null> {
  try {
    return await Deno.connect({ transport: "unix", path: socket });
  } catch (err) {
    if (
      err instanceof Deno.errors.NotFound ||
      err instanceof Deno.errors.ConnectionRefused
    ) return null;
    throw err;
  }
}
