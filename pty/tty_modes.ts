/**
 * A client's terminal in raw mode, taken by the daemon, and given back as
 * it was. A `berth attach` that only waits (a shell script,
 * `client/attach_waiter.sh`) has no `setRaw`: the daemon, which holds the
 * terminal, does what the client's Deno did (`Deno.stdin.setRaw(true)`),
 * bit for bit: input unprocessed (no BRKINT, ICRNL, INPCK, ISTRIP, IXON),
 * 8-bit characters, no echo, no line editing, no signal keys, a byte
 * readable as soon as typed. Output processing (OPOST) stays, as Deno
 * leaves it.
 *
 * Terminal modes belong to the device, not to an fd: a change through the
 * daemon's fd is the one the client's shell sees.
 *
 * @module
 */

import { check, libc, TCSANOW, TERMIOS_BYTES } from "./_libc.ts";

// `struct termios` on Linux (glibc): four 32-bit flag words, the line
// discipline, then NCCS control characters.
const IFLAG = 0;
const CFLAG = 8;
const LFLAG = 12;
const CC = 17;
const NCCS = 32;
const VTIME = 5;
const VMIN = 6;

// The flags Deno's setRaw clears and sets (Linux values).
const RAW_IFLAG_OFF = 0o2 | 0o20 | 0o40 | 0o400 | 0o2000; // BRKINT INPCK ISTRIP ICRNL IXON
const CS8 = 0o60;
const RAW_LFLAG_OFF = 0o1 | 0o2 | 0o10 | 0o100000; // ISIG ICANON ECHO IEXTEN

/** A terminal's modes as they were, to put it in raw mode and back. */
export class TtyModes {
  readonly #fd: number;
  readonly #saved = new Uint8Array(TERMIOS_BYTES);

  /**
   * Reads `fd`'s modes now: the ones `restore` gives back; or, given
   * `before` (`stty -g`'s form, as `sttyForm` prints it), those: the
   * modes a terminal had before a daemon gone in a live upgrade left it
   * in raw mode (throws when `before` is not that form).
   */
  constructor(fd: number, before?: string) {
    this.#fd = fd;
    check("tcgetattr", libc().tcgetattr(fd, this.#saved));
    if (before !== undefined) putSttyForm(this.#saved, before);
  }

  /** Raw mode, as Deno's `setRaw(true)` makes it. */
  raw(): void {
    const t = this.#saved.slice();
    const v = new DataView(t.buffer);
    v.setUint32(IFLAG, v.getUint32(IFLAG, true) & ~RAW_IFLAG_OFF, true);
    v.setUint32(CFLAG, v.getUint32(CFLAG, true) | CS8, true);
    v.setUint32(LFLAG, v.getUint32(LFLAG, true) & ~RAW_LFLAG_OFF, true);
    t[CC + VMIN] = 1;
    t[CC + VTIME] = 0;
    this.#set(t);
  }

  /** The modes as they were when read. */
  restore(): void {
    this.#set(this.#saved);
  }

  /**
   * The saved modes as `stty -g` prints them (GNU coreutils: the four
   * flag words, then every control character, in hex), which `stty`
   * takes back: the waiting client restores them with it when the daemon
   * is gone.
   */
  sttyForm(): string {
    const v = new DataView(this.#saved.buffer);
    const words = [0, 4, 8, 12].map((at) => v.getUint32(at, true));
    const cc = Array.from(this.#saved.subarray(CC, CC + NCCS));
    return [...words, ...cc].map((n) => n.toString(16)).join(":");
  }

  /** Sets `t`; a terminal gone (hung up) is left be. */
  #set(t: Uint8Array): void {
    try {
      check("tcsetattr", libc().tcsetattr(this.#fd, TCSANOW, t));
    } catch {
      // EIO: the terminal hung up. Nothing to give back.
    }
  }
}

/**
 * Puts `fd`'s terminal in the modes `form` (`stty -g`'s form) says, as
 * `stty FORM` would: a `berth attach` resumed after a live upgrade that
 * ends without the new daemon having taken the terminal. A form not
 * `stty -g`'s, or a terminal gone, is left be.
 */
export function setSttyModes(fd: number, form: string): void {
  try {
    new TtyModes(fd, form).restore();
  } catch {
    // Not a terminal, or not the form: nothing to put back.
  }
}

/** Writes `form`'s flag words and control characters into termios `t`. */
function putSttyForm(t: Uint8Array, form: string): void {
  const fields = form.split(":");
  if (
    fields.length !== 4 + NCCS ||
    !fields.every((f, i) =>
      /^[0-9a-f]{1,8}$/.test(f) && (i < 4 || f.length <= 2)
    )
  ) {
    throw new Error(`not stty -g's form: ${form.slice(0, 80)}`);
  }
  const v = new DataView(t.buffer, t.byteOffset);
  for (let i = 0; i < 4; i++) v.setUint32(i * 4, parseInt(fields[i], 16), true);
  for (let i = 0; i < NCCS; i++) t[CC + i] = parseInt(fields[4 + i], 16);
}
