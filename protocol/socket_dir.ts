/**
 * The directory rule that keeps other users away from a daemon: its socket
 * lives in a directory owned by the user and closed to group and world
 * (0700), as tmux does with `/tmp/tmux-UID/`. `Deno.listen` creates the
 * socket with the process umask, so the directory is the real guard.
 *
 * Both sides apply it: the daemon before it listens (`ensureSocketDir`),
 * every client before it connects (`checkSocketDir`), so that neither
 * talks through a directory someone else controls. No FFI here: the client
 * imports it too.
 *
 * @module
 */

import { socketDir } from "./socket_path.ts";

/** The socket directory is unsafe or unusable; the message says what to fix. */
export class SocketDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SocketDirError";
  }
}

/**
 * For a client: checks the directory of `socketPath` before connecting.
 * Berth's own directory (the default one, also used by `-L`) must be a
 * real directory, not a symlink, owned by this user and closed to group and
 * world; any other directory (`--socket`, the user's choice, as tmux's
 * `-S`) must be a directory. A missing directory passes: no daemon runs
 * there, and connecting says so. Throws `SocketDirError`.
 */
export function checkSocketDir(
  socketPath: string,
  env: Record<string, string> = Deno.env.toObject(),
): void {
  const dir = dirname(socketPath);
  const own = dir === socketDir(env);
  let info: Deno.FileInfo;
  try {
    info = own ? Deno.lstatSync(dir) : Deno.statSync(dir);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return;
    throw new SocketDirError(
      `Cannot read socket directory ${dir}: ${(err as Error).message}`,
    );
  }
  checkInfo(dir, info, own);
}

/**
 * For the daemon: makes sure the directory holding `socketPath` exists
 * (created 0700 when missing) and passes `checkSocketDir`'s rule. Returns
 * the directory; throws `SocketDirError`.
 */
export function ensureSocketDir(
  socketPath: string,
  env: Record<string, string> = Deno.env.toObject(),
): string {
  const dir = dirname(socketPath);
  try {
    Deno.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    if (!(err instanceof Deno.errors.AlreadyExists)) {
      throw new SocketDirError(
        `Cannot create socket directory ${dir}: ${(err as Error).message}`,
      );
    }
  }
  checkSocketDir(socketPath, env);
  return dir;
}

/** Throws `SocketDirError` when `info` (of `dir`) breaks the rule. */
function checkInfo(dir: string, info: Deno.FileInfo, own: boolean): void {
  if (info.isSymlink) {
    throw new SocketDirError(
      `Socket directory ${dir} is a symlink; remove it so that berth can make its own`,
    );
  }
  if (!info.isDirectory) {
    throw new SocketDirError(
      `${dir} is not a directory; remove it or pick another socket`,
    );
  }
  if (!own) return;
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
}

/**
 * The directory part of `path` (what `node:path`'s `dirname` gives for the
 * absolute and relative paths a socket has); written here because loading
 * `node:path` costs every command about 7 ms of CPU (bench/README.md).
 */
export function dirname(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path.startsWith("/") ? "/" : ".";
  const slash = trimmed.lastIndexOf("/");
  if (slash < 0) return ".";
  if (slash === 0) return "/";
  return trimmed.slice(0, slash).replace(/\/+$/, "") || "/";
}
