/**
 * Terminal attributes (termios) for the attach client: save, raw mode,
 * exact restore.
 *
 * @module
 */

import {
  EINTR,
  errno,
  libc,
  LibcError,
  TCSADRAIN,
  TERMIOS_BYTES,
} from "./_libc.ts";

/** A terminal's attributes as `saveTerminal` found them. Opaque. */
export interface SavedTerminal {
  /** The `struct termios` bytes. */
  readonly termios: Uint8Array<ArrayBuffer>;
}

/** Reads the attributes of the terminal on `fd` (tcgetattr). */
export function saveTerminal(fd: number): SavedTerminal {
  const termios = new Uint8Array(TERMIOS_BYTES);
  retry("tcgetattr", () => libc().tcgetattr(fd, termios));
  return { termios };
}

/**
 * Puts the terminal as `saved` says, exactly (tcsetattr after pending
 * output is written).
 */
export function restoreTerminal(fd: number, saved: SavedTerminal): void {
  retry(
    "tcsetattr",
    () => libc().tcsetattr(fd, TCSADRAIN, saved.termios),
  );
}

/**
 * Raw mode as cfmakeraw(3) sets it: no echo, no line editing, no signal
 * keys (Ctrl-C and Ctrl-Z arrive as bytes), no output processing, 8-bit,
 * reads return after one byte. Returns the attributes from before.
 */
export function makeRaw(fd: number): SavedTerminal {
  const saved = saveTerminal(fd);
  const raw = saved.termios.slice();
  libc().cfmakeraw(raw);
  retry("tcsetattr", () => libc().tcsetattr(fd, TCSADRAIN, raw));
  return saved;
}

function retry(call: string, f: () => number): void {
  for (;;) {
    if (f() === 0) return;
    const err = errno();
    if (err !== EINTR) throw new LibcError(call, err);
  }
}
