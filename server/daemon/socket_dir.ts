/**
 * The directory rule that keeps other users away from a daemon: its socket
 * lives in a directory owned by the user and closed to group and world
 * (0700), as tmux does with `/tmp/tmux-UID/`. `Deno.listen` creates the
 * socket with the process umask, so the directory is the real guard.
 *
 * @module
 */

import { dirname } from "node:path";
import { socketDir } from "../../protocol/socket_path.ts";

/** The socket directory is unsafe or cannot be made; the daemon must not start. */
export class SocketDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SocketDirError";
  }
}

/**
 * Makes sure the directory holding `socketPath` exists and, when it is
 * berth's own directory (the default one, also used by `-L`), that it is
 * safe: created 0700 when missing; `SocketDirError` saying what to fix when
 * it is not owned by this user or is open to group or world. A path the
 * user chose with `--socket` is theirs to place (as tmux's `-S`): its
 * directory is created 0700 when missing, and the socket itself is made
 * 0600 by the daemon.
 */
export function ensureSocketDir(socketPath: string): string {
  const dir = dirname(socketPath);
  const isOwn = dir === socketDir();
  try {
    Deno.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    if (!(err instanceof Deno.errors.AlreadyExists)) {
      throw new SocketDirError(
        `Cannot create socket directory ${dir}: ${(err as Error).message}`,
      );
    }
  }
  let info: Deno.FileInfo;
  try {
    info = Deno.statSync(dir);
  } catch (err) {
    throw new SocketDirError(
      `Cannot read socket directory ${dir}: ${(err as Error).message}`,
    );
  }
  if (!info.isDirectory) {
    throw new SocketDirError(
      `${dir} is not a directory; remove it or pick another socket`,
    );
  }
  if (!isOwn) return dir;
  if (info.uid !== Deno.uid()) {
    throw new SocketDirError(
      `Socket directory ${dir} is owned by uid ${info.uid}, not you; remove it or pick another socket`,
    );
  }
  const mode = (info.mode ?? 0) & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new SocketDirError(
      `Socket directory ${dir} is open to others (mode ${
        mode.toString(8)
      }); run chmod 700 ${dir}`,
    );
  }
  return dir;
}
