/**
 * A pty's window size (TIOCSWINSZ / TIOCGWINSZ). Setting it on the master
 * sends SIGWINCH to the foreground process group of the slave.
 *
 * @module
 */

import { check, libc, TIOCGWINSZ, TIOCSWINSZ } from "./_libc.ts";

/** Columns and rows of a terminal. */
export interface WindowSize {
  /** Columns. */
  cols: number;
  /** Rows. */
  rows: number;
}

/** Sets the window size of the pty behind `fd` (master or slave). */
export function setWindowSize(fd: number, cols: number, rows: number): void {
  check(
    "ioctl(TIOCSWINSZ)",
    libc().ioctl(fd, TIOCSWINSZ, winsize(cols, rows)),
  );
}

/** Reads the window size of the terminal behind `fd`. */
export function getWindowSize(fd: number): WindowSize {
  const ws = new Uint16Array(4);
  check("ioctl(TIOCGWINSZ)", libc().ioctl(fd, TIOCGWINSZ, ws));
  return { cols: ws[1], rows: ws[0] };
}

/** A `struct winsize` { ws_row, ws_col, ws_xpixel, ws_ypixel } (u16 each). */
export function winsize(cols: number, rows: number): Uint16Array<ArrayBuffer> {
  if (!validDimension(cols) || !validDimension(rows)) {
    throw new RangeError(
      `Invalid window size ${cols}x${rows} (use 1 to 65535 columns and rows)`,
    );
  }
  return new Uint16Array([rows, cols, 0, 0]);
}

function validDimension(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 0xffff;
}
