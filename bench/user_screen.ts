/**
 * What the user sees: the attach client's output drawn by
 * `@xterm/headless` (an emulator independent of berth's own), parsed
 * synchronously burst by burst so that the screen after a burst is the
 * screen at that burst's arrival time. A frame wrapped in synchronized
 * output (DECSET 2026) counts as shown only once it is closed.
 *
 * @module
 */

import xterm from "@xterm/headless";

const SYNC_BEGIN = [...new TextEncoder().encode("\x1b[?2026h")];
const SYNC_END = [...new TextEncoder().encode("\x1b[?2026l")];

interface XtermCore {
  writeSync(data: Uint8Array): void;
}

/** A headless terminal fed by hand. */
export class UserScreen {
  #term: InstanceType<typeof xterm.Terminal>;
  #core: XtermCore;
  #syncOpen = false;

  constructor(cols = 80, rows = 24) {
    this.#term = new xterm.Terminal({
      cols,
      rows,
      scrollback: 0,
      allowProposedApi: true,
      logLevel: "off",
    });
    this.#core = (this.#term as unknown as { _core: XtermCore })._core;
  }

  /**
   * Draws `bytes`; returns false while a synchronized update is open (the
   * screen is half drawn and the user's terminal would not show it yet).
   */
  feed(bytes: Uint8Array): boolean {
    this.#core.writeSync(bytes);
    const begin = lastIndexOf(bytes, SYNC_BEGIN);
    const end = lastIndexOf(bytes, SYNC_END);
    if (begin >= 0 || end >= 0) this.#syncOpen = begin > end;
    return !this.#syncOpen;
  }

  /** The visible rows as text. */
  lines(): string[] {
    const buf = this.#term.buffer.active;
    const out: string[] = [];
    for (let y = 0; y < this.#term.rows; y++) {
      out.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? "");
    }
    return out;
  }

  dispose(): void {
    this.#term.dispose();
  }
}

/** Index of the last occurrence of `pat` in `bytes`, or -1. */
function lastIndexOf(bytes: Uint8Array, pat: number[]): number {
  const first = pat[0];
  for (let i = bytes.length - pat.length; i >= 0; i--) {
    if (bytes[i] !== first) continue;
    let k = 1;
    while (k < pat.length && bytes[i + k] === pat[k]) k++;
    if (k === pat.length) return i;
  }
  return -1;
}
