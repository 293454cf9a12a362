/**
 * The spare parse worker types into a scratch session of its own, so that
 * its session's first keys do not wait for V8 to compile the way a key's
 * echo takes through the worker: the batch, the composed rows, the update,
 * the frame drawn on the terminal, the held update and its record in the
 * update ring. A fresh session's keys echoed slower until about its 400th
 * (Maglev's threshold): on the 2-core VM, 10-21 keys of the first 400 took
 * over 1 ms against 1-3 of keys 800-1,200, and p50 0.45-0.55 ms against
 * 0.27-0.30 once 400 keys had been typed (bench/README.md, "Issue 15,
 * thirteenth round").
 *
 * Everything is the worker's real code on a session made here: a ring the
 * warm-up fills as the gather worker would, a layout of one pane, a
 * terminal lent as the attach client lends one (drawn on /dev/null), an
 * update ring drained here. The worker's messages go nowhere while it
 * runs (`parse_worker.ts`). A key at a time, yielding between keys, so a
 * session that arrives stops it within one.
 *
 * @module
 */

import { closeFd, openDevNull } from "../../pty/mod.ts";
import { DirectDrawLease } from "./direct_draw.ts";
import { TRUECOLOR } from "../../vt/colour_reduce.ts";
import {
  bumpParseSignal,
  createLayoutBuffer,
  createParseSignal,
  inputParseSignal,
  type PaneInit,
  type ParseInit,
  SIGNAL_CLIENTS,
  SIGNAL_WAKE,
  writeLayout,
} from "./parse_messages.ts";
import { createRingBuffer, RingProducer } from "./ring.ts";
import { createUpdateRing, UpdateRing } from "./update_ring.ts";

/**
 * Keys typed: past Maglev's 400 calls for the functions called once per
 * key, with some to spare for those it gives up on once.
 */
export const WARM_ECHO_KEYS = 600;

/** A typed line's length before the scratch shell's Enter. */
const LINE_KEYS = 60;

/** The scratch screen: a common terminal's. */
const COLS = 80;
const ROWS = 24;
const PANE = 1;
const OWNER = 1;

/** The worker's session, as the warm-up drives it. */
export interface ScratchSession {
  run(): Promise<void>;
  /** Ends `run()` at its next turn; it touches nothing after. */
  stop(): void;
  dispose(): void;
}

/** What the warm-up opens a scratch session with. */
export interface ScratchParts {
  init: ParseInit;
  pane: PaneInit;
  tty: { id: number; sab: SharedArrayBuffer; fd: number; owner: number };
}

/**
 * Types WARM_ECHO_KEYS keys into a session `open` makes, yielding between
 * keys; stops when `stopped()`. Returns the keys typed, which it also
 * stores in `progress[0]` as it goes (tests).
 */
export async function warmEcho(
  open: (parts: ScratchParts) => ScratchSession,
  stopped: () => boolean,
  yieldNow: () => Promise<void>,
  progress?: Int32Array,
): Promise<number> {
  await yieldNow();
  if (stopped()) return 0;
  const fd = openDevNull();
  const parts = scratchParts(fd);
  const signal = new Int32Array(parts.init.signal);
  const lease = new DirectDrawLease(parts.tty.sab);
  let session: ScratchSession | null = null;
  let ran: Promise<void> = Promise.resolve();
  let typed = 0;
  try {
    const output = new RingProducer(parts.pane.sab);
    const updates = new UpdateRing(parts.init.updates);
    const grant = { top: 0, cols: COLS, rows: ROWS, colours: TRUECOLOR };
    lease.setOwner(OWNER);
    lease.release(grant);
    session = open(parts);
    ran = session.run();
    for (; typed < WARM_ECHO_KEYS; typed++) {
      // The session's turn: it parses the last echo, draws it and posts
      // its update.
      await yieldNow();
      if (stopped()) break;
      // The attach client's: it takes the update's record and the lease,
      // and lends the terminal again.
      while (!updates.empty) updates.take();
      lease.hold();
      lease.release(grant);
      // As a shell echoes a typed key: the input is counted first, then
      // its echo is published (into a slot the session has let go of).
      if (output.hasSpace()) {
        inputParseSignal(signal);
        echo(output, typed);
        bumpParseSignal(signal, SIGNAL_WAKE);
      }
      if (progress) Atomics.store(progress, 0, typed + 1);
    }
  } finally {
    if (session) {
      session.stop();
      bumpParseSignal(signal, SIGNAL_WAKE);
      await ran.catch(() => {});
      session.dispose();
    }
    lease.end();
    closeFd(fd);
  }
  return typed;
}

/** Key `n`'s echo: a letter, or Enter's CR LF at a line's end. */
function echo(output: RingProducer, n: number): void {
  const bytes = n % LINE_KEYS === LINE_KEYS - 1
    ? [0x0d, 0x0a]
    : [0x61 + (n % 26)];
  const data = output.data;
  data.set(bytes, output.writeOffset);
  output.commit(bytes.length);
  output.publish();
}

/** The shared memory of a one-pane session, lent a terminal on `fd`. */
function scratchParts(fd: number): ScratchParts {
  const layout = createLayoutBuffer();
  writeLayout(layout, {
    cols: COLS,
    rows: ROWS,
    active: PANE,
    panes: [{ id: PANE, x: 0, y: 0, cols: COLS, rows: ROWS, visible: true }],
  });
  const signal = createParseSignal();
  // One client, the lent terminal: its updates are held as a session's.
  Atomics.store(new Int32Array(signal), SIGNAL_CLIENTS, 1);
  return {
    init: {
      t: "init",
      layout,
      signal,
      updates: createUpdateRing(),
      // The echo is in the ring before the worker looks: nothing to wait
      // for, and a blocking wait would hold up a session arriving.
      echoWaitMs: 0,
    },
    pane: {
      id: PANE,
      sab: createRingBuffer({ slots: 2, slotBytes: 4096, maxReads: 64 }),
      fd,
      cols: COLS,
      rows: ROWS,
      scrollback: 100,
    },
    tty: { id: 1, sab: new DirectDrawLease().sab, fd, owner: OWNER },
  };
}
