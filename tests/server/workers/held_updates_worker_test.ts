/**
 * A real parse worker holding back the updates it drew on a lent terminal
 * (`server/workers/held_updates.ts`): only while that terminal is every
 * client there is, until the attach client asks, and never past anything
 * else it posts. The waits for the echo and the hold are made to outlast
 * the test, so that nothing here depends on how fast the machine is.
 */

import assert from "node:assert/strict";
import { ParseClient } from "../../../server/daemon/parse_client.ts";
import { DirectDrawLease } from "../../../server/workers/direct_draw.ts";
import {
  bumpParseSignal,
  createLayoutBuffer,
  createParseSignal,
  type ScreenUpdate,
  SIGNAL_CLIENTS,
  SIGNAL_WAKE,
  writeLayout,
} from "../../../server/workers/parse_messages.ts";
import {
  createRingBuffer,
  RingProducer,
} from "../../../server/workers/ring.ts";
import { closeFd, openTty, readPty } from "../../../pty/mod.ts";
import { ptyPair } from "../../pty/_helpers.ts";

const COLS = 20;
const ROWS = 4;
const NEVER = 10 * 60_000;
const dec = new TextDecoder();

/** Resolves once `ok()` holds, looking every few ms (liveness only). */
async function until(ok: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A session's parse worker with one pane, and a terminal lent to it. */
function rig() {
  const signal = createParseSignal();
  const word = new Int32Array(signal);
  const layout = createLayoutBuffer();
  writeLayout(layout, {
    cols: COLS,
    rows: ROWS,
    active: 1,
    panes: [{ id: 1, x: 0, y: 0, cols: COLS, rows: ROWS, visible: true }],
  });
  const screens: ScreenUpdate[] = [];
  const client = new ParseClient(
    { t: "init", layout, signal, echoWaitMs: NEVER, heldMs: NEVER },
    "held-test",
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
  );
  // The pane: a ring this thread fills as the gather worker would.
  const ring = createRingBuffer();
  const producer = new RingProducer(ring);
  const program = ptyPair();
  client.post({
    t: "add-pane",
    pane: {
      id: 1,
      sab: ring,
      fd: program.master,
      cols: COLS,
      rows: ROWS,
      scrollback: 10,
    },
  });
  // The user's terminal, lent for the whole window.
  const term = ptyPair();
  const { rdev, dev } = Deno.statSync(term.path);
  const fd = openTty({ path: term.path, rdev: rdev!, dev });
  const lease = new DirectDrawLease();
  lease.setOwner(1);
  lease.onAhead = () => client.hurry();
  client.lendTty(1, lease.sab, fd, 1);
  let shown = "";
  const read = () => {
    const buf = new Uint8Array(4096);
    const n = readPty(term.master, buf, 0, buf.length);
    if (n > 0) shown += dec.decode(buf.subarray(0, n));
    return shown;
  };
  /** The program prints `text` after a key, as an echo. */
  const echo = (text: string) => {
    client.inputWritten();
    const bytes = new TextEncoder().encode(text);
    producer.data.set(bytes, producer.writeOffset);
    producer.commit(bytes.length);
    producer.publish();
    bumpParseSignal(word, SIGNAL_WAKE);
  };
  const shows = (text: string, among = screens) =>
    among.some((u) =>
      u.lines.some(([, runs]) => runs.map((r) => r[0]).join("").includes(text))
    );
  const close = () => {
    client.close();
    lease.end();
    closeFd(fd);
    closeFd(term.master);
    closeFd(program.master);
  };
  return { client, word, lease, screens, read, echo, shows, close };
}

Deno.test("held updates: the lent terminal shows the echo first; the main thread gets it when asked, and before any answer", async () => {
  const r = rig();
  try {
    Atomics.store(r.word, SIGNAL_CLIENTS, 1);
    // The first update (the window's size) is the attach client's to draw.
    await until(() => r.screens.length > 0, "the first update");
    r.lease.release({ top: 0, cols: COLS, rows: ROWS });
    r.echo("ab");
    await until(() => r.read().includes("ab"), "the worker's echo");
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(r.shows("ab"), false, "held: its echo wait never ends here");
    // The attach client's event: it asks, and the update comes.
    r.lease.hold();
    await until(() => r.shows("ab"), "the update, asked for");
    r.lease.release({ top: 0, cols: COLS, rows: ROWS });
    // Held again; an answer the worker posts comes after the update.
    r.echo("cd");
    await until(() => r.read().includes("cd"), "the second echo");
    const before = r.screens.length;
    await r.client.capture(1, 0);
    assert.equal(
      r.shows("cd", r.screens.slice(before)),
      true,
      "the held update came before the capture's answer",
    );
  } finally {
    r.close();
  }
});

Deno.test("held updates: with another client attached, an update drawn on the lent terminal goes out at once", async () => {
  const r = rig();
  try {
    // The lent terminal and a client that draws its own screen.
    Atomics.store(r.word, SIGNAL_CLIENTS, 2);
    await until(() => r.screens.length > 0, "the first update");
    r.lease.release({ top: 0, cols: COLS, rows: ROWS });
    r.echo("xy");
    await until(() => r.read().includes("xy"), "the worker's echo");
    await until(() => r.shows("xy"), "the update, never held");
    // Nothing is left held: the attach client's next event asks for nothing.
    let asked = 0;
    r.lease.onAhead = () => asked++;
    r.lease.hold();
    assert.equal(asked, 0);
  } finally {
    r.close();
  }
});
