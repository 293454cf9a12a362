/// <reference lib="deno.worker" />
/**
 * The bench's pty reader thread: blocks in poll() on the pty master of the
 * user's terminal and posts each burst of output with the CLOCK_MONOTONIC
 * time poll() returned, so arrival times do not depend on how busy the
 * bench's main thread is. Stops when the stop flag is set (checked every
 * POLL_MS) or at the end of the output (EIO).
 *
 * @module
 */

import { readPty } from "../pty/mod.ts";
import { monotonicMs, pollIn } from "./_libc.ts";

/** How often the stop flag is checked while no output comes. */
const POLL_MS = 20;
/** Largest burst read before it is posted. */
const MAX_BURST = 1 << 20;

/** The reader's start message. */
export interface ReaderInit {
  fd: number;
  /** Int32 flag: set to 1 to stop. */
  stop: SharedArrayBuffer;
}

/** What the reader posts. */
export type ReaderMsg =
  | { t: "data"; at: number; bytes: Uint8Array }
  | { t: "end" };

self.onmessage = (e: MessageEvent<ReaderInit>) => {
  const { fd } = e.data;
  const stop = new Int32Array(e.data.stop);
  const buf = new Uint8Array(MAX_BURST);
  while (Atomics.load(stop, 0) === 0) {
    if (pollIn(fd, POLL_MS) === 0) continue;
    // Each read is its own burst, stamped just before it: every byte it
    // returns arrived by then. One stamp for a run of reads (a flood goes
    // on reading) would date the later bytes too early, a key's echo
    // among them (negative latencies were seen).
    let ended = false;
    while (true) {
      const at = monotonicMs();
      const n = readPty(fd, buf, 0, buf.length);
      if (n < 0) ended = true;
      if (n <= 0) break;
      const bytes = buf.slice(0, n);
      self.postMessage({ t: "data", at, bytes } satisfies ReaderMsg, [
        bytes.buffer,
      ]);
    }
    if (ended) break;
  }
  self.postMessage({ t: "end" } satisfies ReaderMsg);
};
