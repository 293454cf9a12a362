/**
 * Opens a user's terminal by its path, for the daemon to draw an attach
 * client's terminal itself (as tmux's server does): no process between
 * the session and the screen, and none between the keyboard and the pty.
 *
 * The fd is nonblocking and close-on-exec, and not the daemon's
 * controlling terminal (`O_NOCTTY`). It is a description of its own, so
 * `O_NONBLOCK` on it does not reach the shell that shares the terminal.
 *
 * @module
 */

import {
  check,
  cString,
  libc,
  O_CLOEXEC,
  O_NOCTTY,
  O_NONBLOCK,
  O_RDWR,
  TERMIOS_BYTES,
} from "./_libc.ts";
import { closeFd } from "./fd_io.ts";

/**
 * Opens the terminal at `path` (`/dev/pts/3`) and checks that it is the
 * device `rdev` names (the one the client has on its stdin: a path can
 * name another device in another mount namespace) and a terminal. Throws
 * a LibcError or an Error that says why it cannot be used.
 */
export function openTty(path: string, rdev: number): number {
  // Looked at before it is opened: opening a file has effects of its own
  // for some devices (a tape rewinds), and a FIFO would block a reader.
  const info = Deno.statSync(path);
  if (!info.isCharDevice || info.rdev !== rdev) {
    throw new Error(`${path} here is not the client's terminal`);
  }
  const fd = check(
    `open(${path})`,
    libc().open(cString(path), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0),
  );
  try {
    // Not a terminal: tcgetattr fails with ENOTTY.
    check("tcgetattr", libc().tcgetattr(fd, new Uint8Array(TERMIOS_BYTES)));
    const got = Deno.statSync(`/proc/self/fd/${fd}`).rdev;
    if (got !== rdev) {
      throw new Error(`${path} here is not the client's terminal`);
    }
    return fd;
  } catch (err) {
    closeFd(fd);
    throw err;
  }
}
