/**
 * The local transport: the daemon's Unix socket. Its directory is checked
 * first (`protocol/socket_dir.ts`), so nothing is sent through a directory
 * someone else controls.
 *
 * @module
 */

import { checkSocketDir, SocketDirError } from "../../protocol/socket_dir.ts";
import { MAX_SOCKET_PATH_BYTES } from "../../protocol/limits.ts";
import { TransportError } from "./byte_stream.ts";

/**
 * Connects to the socket at `path`. Throws `TransportError`: "no-daemon"
 * when nothing is there, "stale" when a socket is there that nothing
 * listens on, "denied" when it is not ours to open, "unsafe-dir" when its
 * directory could be another user's, "bad-path" when the path is too long
 * for a socket.
 */
export async function openUnix(path: string): Promise<Deno.UnixConn> {
  try {
    checkSocketDir(path);
  } catch (err) {
    if (!(err instanceof SocketDirError)) throw err;
    throw new TransportError("unsafe-dir", err.message);
  }
  if (new TextEncoder().encode(path).length > MAX_SOCKET_PATH_BYTES) {
    throw new TransportError(
      "bad-path",
      `The socket path ${path} is too long for a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes); pick a shorter one with --socket or -L`,
    );
  }
  try {
    return await Deno.connect({ transport: "unix", path });
  } catch (err) {
    if (
      err instanceof Deno.errors.NotFound ||
      err instanceof Deno.errors.NotADirectory
    ) {
      throw new TransportError("no-daemon", `No berth daemon at ${path}`);
    }
    if (err instanceof Deno.errors.ConnectionRefused) {
      throw new TransportError("stale", `No berth daemon listens on ${path}`);
    }
    if (err instanceof Deno.errors.PermissionDenied) {
      throw new TransportError(
        "denied",
        `Permission denied on ${path}; is it another user's daemon?`,
      );
    }
    throw err;
  }
}
