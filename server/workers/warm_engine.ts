/**
 * The spare parse worker runs the VT engine's hot paths ahead, on a
 * scratch terminal that is thrown away, so that its session's first flood
 * does not wait for V8 to compile them: during a 32 MiB `cat` in a cold
 * worker, V8's compile threads took 100-140 ms of CPU on the 2-core VM
 * that `cat` and the gather thread needed (bench/README.md, "Issue 15,
 * fifth round").
 *
 * It parses in chunks and yields to its event loop between them, so a
 * session that arrives mid-way stops it: its `init` waits one chunk at
 * most. The scratch engine is fed as a session's is: views of a
 * SharedArrayBuffer (the ring's), a terminal with the events a pane has.
 *
 * @module
 */

import { Terminal } from "../../vt/mod.ts";
import type { TerminalEvents } from "../../vt/types.ts";

/**
 * Largest chunk of warm-up: 0.3-0.5 ms of parsing once compiled (measured
 * in the spare on the 2-core VM), but 6-15 ms in the interpreter: so the
 * chunks start at FIRST_CHUNK_BYTES and double, and a session's `init`
 * waits a millisecond or two at most.
 */
const CHUNK_BYTES = 16 * 1024;
const FIRST_CHUNK_BYTES = 2 * 1024;

/**
 * Bytes parsed in all: enough for the parser's and screen's functions to
 * reach Maglev (400 calls) and TurboFan, bounded because the warm-up's CPU
 * competes with whatever else runs.
 */
export const WARM_BYTES = 512 * 1024;

/**
 * Scrollback of the scratch terminal: small, so that the row recycling a
 * full scrollback does is run too, not only the growing.
 */
const SCRATCH_SCROLLBACK = 200;

/** Parses WARM_BYTES of mixed output, yielding between chunks; stops when `stopped()`. */
export async function warmEngine(
  stopped: () => boolean,
  yieldNow: () => Promise<void>,
): Promise<number> {
  // A session already there: not even the scratch terminal is made (1.9-4.4
  // ms cold, which its first turn would wait for).
  if (stopped()) return 0;
  const chunk = warmChunk();
  const term = new Terminal({
    cols: 80,
    rows: 24,
    scrollback: SCRATCH_SCROLLBACK,
    events: scratchEvents(),
  });
  let parsed = 0;
  for (let size = FIRST_CHUNK_BYTES; parsed < WARM_BYTES;) {
    await yieldNow();
    if (stopped()) break;
    term.write(chunk.subarray(0, size));
    for (let y = 0; y < term.rows; y++) term.rowRuns(y);
    parsed += size;
    size = Math.min(size * 2, chunk.length);
  }
  return parsed;
}

/** A pane's events (the same keys, in the same order), doing nothing. */
function scratchEvents(): TerminalEvents {
  return {
    response: () => {},
    bell: () => {},
    title: () => {},
    cwd: () => {},
    clipboard: () => {},
  };
}

/** CHUNK_BYTES of generated output in a SharedArrayBuffer, as a ring holds it. */
function warmChunk(): Uint8Array {
  const bytes = new TextEncoder().encode(warmText(CHUNK_BYTES))
    .subarray(0, CHUNK_BYTES);
  const chunk = new Uint8Array(new SharedArrayBuffer(bytes.length));
  chunk.set(bytes);
  return chunk;
}

/** Lines of text: most of what a flood is. */
function line(n: number): string {
  return `${words(n % 100)}\r\n`;
}

/**
 * The rest, each between runs of lines long enough to scroll the whole
 * screen (a run shorter than the screen would never reach its bottom
 * after a move or a scroll region's reset, which homes the cursor).
 */
const PIECES = [
  (n: number) => `\x1b[1;3${n % 8}m${words(8)}\x1b[0m ${words(n % 40)}\r\n`,
  (n: number) =>
    `\x1b[38;5;${n % 256}m${words(12)}\x1b[38;2;${n % 256};90;30m${
      words(6)
    }\x1b[m\r\n`,
  (n: number) => `\x1b[4;7m${words(5)}\x1b[24;27m\t${words(n % 20)}\r\n`,
  () =>
    "caf\u00e9 na\u00efve \u2014 \u6f22\u5b57\u304b\u306a \u{1f642} e\u0301\r\n",
  (n: number) => `\x1b[${n % 24 + 1};${n % 70 + 1}H${words(10)}\x1b[K`,
  () => `\x1b[A\x1b[2C\x1b[1B\x1b[3D\x1b[J\x1b[24;1H\r\n`,
  () => `\x1b[5;20r\x1b[20;1H${words(20)}\r\n\x1bM\x1b[2S\x1b[T\x1b[r`,
  (n: number) => `${words(n % 100 + 100)} \r\n`,
  () => `\b\b\x1b[P\x1b[2@\x1b[X${words(4)}\r\n`,
];

/** Lines between two pieces: more than a screen's rows. */
const LINES_BETWEEN = 30;

/** About `bytes` of output: runs of lines, a piece after each. */
function warmText(bytes: number): string {
  let text = "";
  for (let i = 0; text.length < bytes; i++) {
    for (let k = 0; k < LINES_BETWEEN; k++) text += line(i * 31 + k * 7);
    text += PIECES[i % PIECES.length](i);
  }
  return text.slice(0, bytes);
}

/** `n` letters of words. */
function words(n: number): string {
  const text = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do ";
  return text.repeat(Math.ceil(n / text.length) + 1).slice(0, n);
}
