/**
 * The local transport: the daemon's Unix socket.
 *
 * @module
 */

import { TransportError } from "./byte_stream.ts";

/** Connects to the socket at `path`; "no-daemon" when nothing listens. */
export async function openUnix(path: string): Promise<Deno.UnixConn> {
  try {
    return await Deno.connect({ transport: "unix", path });
  } catch (err) {
    if (
      err instanceof Deno.errors.NotFound ||
      err instanceof Deno.errors.ConnectionRefused
    ) {
      throw new TransportError("no-daemon", `No berth daemon at ${path}`);
    }
    throw err;
  }
}
