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

/** Which device a terminal is: the client's stdin, as `fstat` tells it. */
export interface TtyDevice {
  /** `/dev/pts/3` */
  path: string;
  /** The device number (136:3): the same in every devpts instance. */
  rdev: number;
  /** The filesystem's device: tells devpts instances apart (containers). */
  dev: number;
}

/**
 * Terminal device paths: a pty's slave, a virtual console, a serial line.
 * Nothing else is even looked at: a path on a filesystem that never
 * answers (FUSE) would hold the daemon's thread in `stat` or `open`.
 */
const TTY_PATH = /^\/dev\/(pts\/\d+|tty[A-Za-z0-9]*|console)$/;

/**
 * Opens the terminal `want` names and checks that it is the very device
 * the client has on its stdin (a path can name another in another mount
 * namespace) and a terminal. Throws a LibcError or an Error that says why
 * it cannot be used.
 */
export function openTty(want: TtyDevice): number {
  const { path } = want;
  if (!TTY_PATH.test(path)) {
    throw new Error(`${path} is not a terminal's path`);
  }
  // Looked at before it is opened: opening a file has effects of its own
  // for some devices (a tape rewinds), and a FIFO would block a reader.
  const info = Deno.statSync(path);
  if (!info.isCharDevice || !sameDevice(info, want)) {
    throw new Error(`${path} here is not the client's terminal`);
  }
  const fd = check(
    `open(${path})`,
    libc().open(cString(path), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0),
  );
  try {
    // Not a terminal: tcgetattr fails with ENOTTY.
    check("tcgetattr", libc().tcgetattr(fd, new Uint8Array(TERMIOS_BYTES)));
    // Again on what was opened: the path may have changed in between.
    if (!sameDevice(Deno.statSync(`/proc/self/fd/${fd}`), want)) {
      throw new Error(`${path} here is not the client's terminal`);
    }
    return fd;
  } catch (err) {
    closeFd(fd);
    throw err;
  }
}

function sameDevice(info: Deno.FileInfo, want: TtyDevice): boolean {
  return info.rdev === want.rdev && info.dev === want.dev;
}
