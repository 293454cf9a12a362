/**
 * A key's echo drawn by the parse worker (`server/workers/direct_draw.ts`,
 * `direct_frame.ts`): which updates qualify and what their bytes show, and
 * the lease between the attach client and the worker, on a real pty pair
 * as the user's terminal.
 */

import assert from "node:assert/strict";
import {
  DirectDrawLease,
  DirectDrawTarget,
  type DrawGrant,
  revokeLease,
} from "../../../server/workers/direct_draw.ts";
import {
  directFrame,
  DirectLook,
} from "../../../server/workers/direct_frame.ts";
import type { ScreenUpdate } from "../../../server/workers/parse_messages.ts";
import { screenUpdate } from "../_screen_update.ts";
import { closeFd, openTty, readPty } from "../../../pty/mod.ts";
import { TRUECOLOR } from "../../../vt/colour_reduce.ts";
import { newTerm, screenText, write } from "../../client/_xterm_oracle.ts";
import { ptyPair } from "../../pty/_helpers.ts";
import type { RowRun } from "../../../vt/types.ts";

const dec = new TextDecoder();
const GRANT = { top: 1, cols: 20, rows: 4, colours: TRUECOLOR };

/** An update of a 20x4 window: `lines`, the cursor at 5,2. */
function update(
  lines: [number, RowRun[]][],
  more: Partial<ScreenUpdate> = {},
): ScreenUpdate {
  return screenUpdate({
    cols: 20,
    rows: 4,
    lines,
    cursor: [5, 2, 1, "block", 1],
    bytes: 1,
    ...more,
  });
}

Deno.test("directFrame draws the changed rows whole at the window's place, then the cursor", async () => {
  const term = newTerm(24, 6);
  try {
    await write(term, "\x1b[2;1Hold text on row one....\x1b[31m");
    const out = directFrame(
      update([
        [0, [["$ ls", 4], ["red", 3, 1], [" \u2502 ", 3]]],
        [2, [["ok", 2, undefined, 4]]],
      ]),
      GRANT,
    );
    assert.ok(out);
    assert.deepEqual([out.first, out.last], [1, 3]);
    await write(term, out.bytes);
    const text = screenText(term);
    // Window row 0 is outer row 1, cleared to the window's width only.
    assert.equal(text[1], "$ lsred \u2502" + " ".repeat(11) + "...");
    assert.equal(text[3].trimEnd(), "ok");
    const buf = term.buffer.active;
    assert.deepEqual([buf.cursorX, buf.cursorY], [5, 3]);
    // Colours as the runs say; the pen is the default at the end.
    assert.equal(buf.getLine(1)!.getCell(4)!.getFgColor(), 1);
    assert.equal(buf.getLine(3)!.getCell(0)!.getBgColor(), 4);
    assert.ok(dec.decode(out.bytes).startsWith("\x1b[?7l\x1b[m"), "no wrap");
    assert.ok(dec.decode(out.bytes).endsWith("\x1b[?7h"));
    await write(term, "x");
    assert.ok(buf.getLine(3)!.getCell(5)!.isFgDefault());
  } finally {
    term.dispose();
  }
});

Deno.test("directFrame reduces colours to the terminal's, as the attach client does", () => {
  const red = 0x1000000 | 0xff0000;
  const row: [number, RowRun[]][] = [
    [0, [["A", 1, red], ["B", 1, 9, 0x1000000 | 0x0a141e]]],
  ];
  const draw = (colours: number) =>
    dec.decode(directFrame(update(row), { ...GRANT, colours })!.bytes);
  assert.ok(draw(TRUECOLOR).includes("\x1b[38;2;255;0;0mA"));
  const on256 = draw(256);
  assert.ok(!on256.includes(";2;"), JSON.stringify(on256));
  assert.ok(on256.includes("\x1b[38;5;196mA\x1b[91;48;5;233mB"), on256);
  const on8 = draw(8);
  assert.ok(on8.includes("\x1b[31mA\x1b[1;40mB"), JSON.stringify(on8));
});

Deno.test("directFrame leaves to the attach client what it would draw otherwise", () => {
  const row: [number, RowRun[]][] = [[0, [["a", 1]]]];
  assert.ok(directFrame(update(row), GRANT));
  const refused: [string, ScreenUpdate][] = [
    ["no rows", update([])],
    ["many rows", update([0, 1, 2, 3, 0].map((y) => [y, [["a", 1]]]))],
    ["resized", update(row, { resized: true })],
    ["modes", update(row, { modes: {} as ScreenUpdate["modes"] })],
    ["bell", update(row, { bells: 1 })],
    ["other size", update(row, { cols: 30 })],
    ["wide", update([[0, [["漢", 2, undefined, undefined, 1 << 15]]]])],
    ["composed", update([[0, [["e\u0301", 1]]]])],
    ["astral", update([[0, [["\u{1f600}", 1]]]])],
    ["link", update([[0, [["a", 1, undefined, undefined, 0, 0, 3]]]])],
    ["too wide", update([[0, [["a".repeat(21), 21]]]])],
  ];
  for (const [what, u] of refused) {
    assert.equal(directFrame(u, GRANT), null, what);
  }
});

Deno.test("DirectLook: an update whose title or cursor look changed does not qualify", () => {
  const look = new DirectLook();
  assert.equal(look.same(update([])), false, "first: nothing known");
  assert.equal(look.same(update([])), true);
  assert.equal(look.same(update([], { title: "vim" })), false);
  assert.equal(look.same(update([], { title: "vim" })), true);
  assert.equal(
    look.same(update([], { cursor: [5, 2, 0, "block", 1] })),
    false,
  );
});

/** The user's terminal: a pty pair, the worker's side writing the slave. */
function terminal() {
  const pair = ptyPair();
  const { rdev, dev } = Deno.statSync(pair.path);
  const fd = openTty({ path: pair.path, rdev: rdev!, dev });
  const read = () => {
    const buf = new Uint8Array(4096);
    const n = readPty(pair.master, buf, 0, buf.length);
    return dec.decode(buf.subarray(0, Math.max(0, n)));
  };
  const close = () => {
    closeFd(fd);
    closeFd(pair.master);
  };
  return { fd, read, close };
}

/**
 * A lease and the worker's side of it, lent to owner 1 on `fd`;
 * `takeBackMs`: the lease's wait for a worker that never lets go.
 */
function lent(fd: number, takeBackMs?: number) {
  const lease = new DirectDrawLease(undefined, takeBackMs);
  lease.setOwner(1);
  return { lease, worker: new DirectDrawTarget(lease.sab, fd, 1) };
}

const bytes = (s: string) => ({
  bytes: new TextEncoder().encode(s),
  first: 2,
  last: 3,
});

Deno.test("the lease: the worker writes only when lent the window, never during the client's event", () => {
  const t = terminal();
  try {
    const { lease, worker } = lent(t.fd);
    // Not lent yet.
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    lease.release(GRANT);
    // Lent for another window size: not its update.
    assert.equal(worker.draw(30, 4, () => bytes("no")), false);
    assert.equal(worker.draw(20, 4, () => bytes("echo")), true);
    assert.equal(t.read().replace(/\r/g, ""), "echo");
    // The client's event: nothing is written until it lets go.
    // Drawn and not posted yet: the terminal is ahead of the client.
    const drawn = { first: 2, last: 3, cut: false, ahead: true };
    assert.deepEqual(lease.hold(), drawn);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    lease.release(null);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    assert.equal(lease.hold(), null, "nothing drawn since");
    lease.release(GRANT);
    // Lent to another session's worker: the one it left writes no more.
    lease.setOwner(2);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    // Not lent until the client has handled an event of the new session.
    lease.hold();
    lease.release(GRANT);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    const next = new DirectDrawTarget(lease.sab, t.fd, 2);
    assert.equal(next.draw(20, 4, () => bytes("next")), true);
    assert.equal(t.read().replace(/\r/g, ""), "next");
    next.posted();
    // Posted: the client has it, or has it on its way.
    assert.deepEqual(lease.hold(), { ...drawn, ahead: false });
    lease.release(GRANT);
    // Ended: the lease stays the client's, whatever it is told after.
    lease.end();
    lease.release(GRANT);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    assert.equal(t.read(), "");
  } finally {
    t.close();
  }
});

Deno.test("the lease: the worker gets the grant as given, the terminal's colours with it", () => {
  const t = terminal();
  try {
    const { lease, worker } = lent(t.fd);
    let got: DrawGrant | null = null;
    const look = (g: DrawGrant) => (got = g, null);
    lease.release(GRANT);
    worker.draw(20, 4, look);
    assert.deepEqual(got, GRANT);
    lease.hold();
    lease.release({ ...GRANT, colours: 256 });
    worker.draw(20, 4, look);
    assert.deepEqual(got, { ...GRANT, colours: 256 });
  } finally {
    t.close();
  }
});

Deno.test("the lease: a client behind the worker's held updates asks for them, once, and wakes the worker", () => {
  const t = terminal();
  try {
    const { lease, worker } = lent(t.fd);
    let woken = 0;
    lease.onAhead = () => woken++;
    lease.release(GRANT);
    // Nothing drawn: an event of the client's own asks for nothing.
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 0);
    assert.equal(worker.draw(20, 4, () => bytes("echo")), true);
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 1);
    assert.equal(worker.asked, true);
    // Asked already: the next event does not wake the worker again.
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 1);
    // Posted: nothing is asked for until the worker holds more.
    worker.posted();
    assert.equal(worker.asked, false);
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 1);
    assert.equal(worker.draw(20, 4, () => bytes("more")), true);
    worker.posted();
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 1, "posted before the client's event");
    // Lent to another worker: what the one it left held is not asked for,
    // and that one's posting does not speak for the new one.
    assert.equal(worker.draw(20, 4, () => bytes("old")), true);
    lease.setOwner(2);
    lease.hold();
    lease.release(GRANT);
    assert.equal(woken, 1);
    const next = new DirectDrawTarget(lease.sab, t.fd, 2);
    assert.equal(next.draw(20, 4, () => bytes("new")), true);
    worker.posted();
    lease.hold();
    assert.equal(woken, 2);
    assert.equal(next.asked, true);
  } finally {
    t.close();
  }
});

Deno.test("the lease: a write the terminal does not take whole is reported cut, never waited for", () => {
  const t = terminal();
  try {
    const { lease, worker } = lent(t.fd);
    lease.release(GRANT);
    // Nobody reads the master: the pty's buffer takes part of it.
    const big = "x".repeat(256 * 1024);
    assert.equal(worker.draw(20, 4, () => bytes(big)), true);
    const drawn = lease.hold();
    assert.deepEqual(drawn, { first: 2, last: 3, cut: true, ahead: true });
  } finally {
    t.close();
  }
});

Deno.test("the lease: a worker being stopped cannot take it; one stopped holding it loses it", async () => {
  const t = terminal();
  try {
    const { lease, worker } = lent(t.fd, 50);
    lease.release(GRANT);
    revokeLease(lease.sab);
    assert.equal(worker.draw(20, 4, () => bytes("no")), false);
    lease.setOwner(1);
    lease.release(GRANT);
    // A worker stopped inside its write.
    const stuck = new Worker(
      new URL("./_direct_draw_stuck_worker.ts", import.meta.url),
      { type: "module" },
    );
    const holding = new Promise((r) => stuck.onmessage = r);
    stuck.postMessage({ sab: lease.sab, fd: t.fd });
    await holding;
    stuck.terminate();
    const drawn = lease.hold();
    assert.equal(drawn?.cut, true, "taken back, as cut");
    lease.release(GRANT);
    assert.equal(worker.draw(20, 4, () => bytes("again")), true);
  } finally {
    t.close();
  }
});

Deno.test("directFrame on a terminal narrower than the window: no wrap, no scroll", async () => {
  const term = newTerm(19, 5);
  try {
    await write(term, "row0\r\nrow1\r\nrow2\r\nrow3\r\nrow4");
    const out = directFrame(
      update([[3, [["y".repeat(20), 20]]]], { rows: 5 }),
      { top: 0, cols: 20, rows: 5, colours: TRUECOLOR },
    );
    assert.ok(out);
    await write(term, out.bytes);
    const text = screenText(term);
    assert.deepEqual(text.slice(0, 3), ["row0", "row1", "row2"]);
    assert.equal(text[3], "y".repeat(19));
    assert.equal(text[4], "row4");
  } finally {
    term.dispose();
  }
});
