/**
 * A real parse worker for tests: a session of panes whose rings this
 * thread fills as the gather worker would, and a pty lent to the worker as
 * the user's terminal (`server/workers/direct_draw.ts`). The waits for an
 * echo and the hold of drawn updates outlast the tests unless told, so
 * that what they check does not depend on how fast the machine is.
 */

import { ParseClient } from "../../../server/daemon/parse_client.ts";
import { DirectDrawLease } from "../../../server/workers/direct_draw.ts";
import {
  bumpParseSignal,
  createLayoutBuffer,
  createParseSignal,
  type ScreenUpdate,
  type SharedLayout,
  SIGNAL_WAKE,
  writeLayout,
} from "../../../server/workers/parse_messages.ts";
import {
  createRingBuffer,
  RingProducer,
} from "../../../server/workers/ring.ts";
import { closeFd, openTty, readPty } from "../../../pty/mod.ts";
import { TRUECOLOR } from "../../../vt/colour_reduce.ts";
import { ptyPair } from "../../pty/_helpers.ts";

export const NEVER = 10 * 60_000;
const dec = new TextDecoder();

/** One pane of the whole window, the layout when none is given. */
export function onePane(cols: number, rows: number): SharedLayout {
  return {
    cols,
    rows,
    active: 1,
    panes: [{ id: 1, x: 0, y: 0, cols, rows, visible: true }],
  };
}

/**
 * A session's parse worker (`worker`, a spare, or a new one) showing
 * `shape`, each pane's ring filled from here, and a terminal lent to it
 * for the whole window once `lend()`.
 */
export function parseRig(
  shape: SharedLayout,
  heldMs = NEVER,
  worker?: Worker,
) {
  const signal = createParseSignal();
  const word = new Int32Array(signal);
  const layout = createLayoutBuffer();
  writeLayout(layout, shape);
  const screens: ScreenUpdate[] = [];
  const client = new ParseClient(
    { t: "init", layout, signal, echoWaitMs: NEVER, heldMs },
    "parse-rig",
    {
      screen: (u) => screens.push(u),
      event: () => {},
      paneEof: () => {},
      eof: () => {},
      error: (message) => {
        throw new Error(message);
      },
    },
    () => new Error("ended"),
    worker,
  );
  const program = ptyPair();
  const producers = new Map<number, RingProducer>();
  for (const p of shape.panes) {
    const ring = createRingBuffer();
    producers.set(p.id, new RingProducer(ring));
    client.post({
      t: "add-pane",
      pane: {
        id: p.id,
        sab: ring,
        fd: program.master,
        cols: p.cols,
        rows: p.rows,
        scrollback: 10,
      },
    });
  }
  // The user's terminal.
  const term = ptyPair();
  const { rdev, dev } = Deno.statSync(term.path);
  const fd = openTty({ path: term.path, rdev: rdev!, dev });
  const lease = new DirectDrawLease();
  lease.setOwner(1);
  lease.onAhead = () => client.hurry();
  client.lendTty(1, lease.sab, fd, 1);
  let shown = "";
  return {
    client,
    word,
    lease,
    screens,
    /**
     * Lends the whole window (the attach client's event ends), on a
     * terminal of `colours`.
     */
    lend: (colours = TRUECOLOR) =>
      lease.release({ top: 0, cols: shape.cols, rows: shape.rows, colours }),
    /** All the worker wrote on the terminal so far. */
    read: () => {
      const buf = new Uint8Array(4096);
      const n = readPty(term.master, buf, 0, buf.length);
      if (n > 0) shown += dec.decode(buf.subarray(0, n));
      return shown;
    },
    /** Pane `pane`'s program prints `text`; `input`: after a key. */
    output: (text: string, { pane = 1, input = true } = {}) => {
      if (input) client.inputWritten();
      const producer = producers.get(pane)!;
      const bytes = new TextEncoder().encode(text);
      producer.data.set(bytes, producer.writeOffset);
      producer.commit(bytes.length);
      producer.publish();
      bumpParseSignal(word, SIGNAL_WAKE);
    },
    /** Whether an update (of `among`, all unless told) shows `text`. */
    shows: (text: string, among = screens) =>
      among.some((u) =>
        u.lines.some(([, runs]) =>
          runs.map((r) => r[0]).join("").includes(text)
        )
      ),
    close: () => {
      client.close();
      lease.end();
      closeFd(fd);
      closeFd(term.master);
      closeFd(program.master);
    },
  };
}
