/**
 * Keys of a terminal the daemon draws, read by the gather worker
 * (`server/workers/tty_keys.ts`): a pty pair is the user's terminal, a
 * `cat` on a pty of its own is the pane.
 */

import assert from "node:assert/strict";
import { check, libc, TCSANOW, TERMIOS_BYTES } from "../../../pty/_libc.ts";
import { closeFd, openTty, readPty, writeSome } from "../../../pty/mod.ts";
import { Log } from "../../../server/daemon/log.ts";
import { SharedGather } from "../../../server/daemon/shared_gather.ts";
import { ByteRing } from "../../../server/workers/ring.ts";
import {
  createRoute,
  nextSizeTurn,
  sizeTurn,
  TTY_PAUSE,
  TTY_RUN,
  TTY_STOP,
  TtyControl,
} from "../../../server/workers/tty_keys.ts";
import type { TtyMsg } from "../../../server/workers/gather_worker.ts";
import { consume, spawnCat } from "../../_helpers/gather_rig.ts";
import { waitFor } from "../../_helpers/daemon.ts";
import { ptyPair } from "../../pty/_helpers.ts";

const dir = Deno.makeTempDirSync({ prefix: "berth-tty-keys-test-" });
const log = new Log(`${dir}/test.log`);
globalThis.addEventListener("unload", () => {
  log.close();
  Deno.removeSync(dir, { recursive: true });
});
const enc = new TextEncoder();
const dec = new TextDecoder();

/** Raw mode on the terminal `fd`: each byte typed is readable at once. */
function makeRaw(fd: number): void {
  const t = new Uint8Array(TERMIOS_BYTES);
  check("tcgetattr", libc().tcgetattr(fd, t));
  const v = new DataView(t.buffer);
  v.setUint32(12, v.getUint32(12, true) & ~0o12, true); // ~(ICANON|ECHO)
  check("tcsetattr", libc().tcsetattr(fd, TCSANOW, t));
}

/** A user's terminal read by `gather`, and a `cat` pane the keys may reach. */
class Rig {
  readonly gather = new SharedGather(log, "tty-keys-test");
  readonly term = ptyPair();
  readonly fd: number;
  readonly control = new TtyControl();
  readonly route = createRoute();
  readonly msgs: TtyMsg[] = [];
  readonly cat = spawnCat("-");
  readonly ring: ByteRing;
  readonly pane: { id: number; done: Promise<unknown> };
  catText = "";
  readonly collected: Promise<number>;
  readonly id: number;

  constructor() {
    const { rdev, dev } = Deno.statSync(this.term.path);
    this.fd = openTty({ path: this.term.path, rdev: rdev!, dev });
    makeRaw(this.fd);
    this.ring = ByteRing.withWakeFd(this.gather.wakeFd);
    this.pane = this.gather.add({
      fd: this.cat.fd,
      sab: this.ring.sab,
      signal: new SharedArrayBuffer(16),
    });
    this.collected = consume(this.ring, (b) => this.catText += dec.decode(b));
    this.id = this.gather.addTty({
      fd: this.fd,
      control: this.control.sab,
      route: this.route.buffer as SharedArrayBuffer,
    }, (m) => this.msgs.push(m));
  }

  type(text: string): void {
    assert.equal(writeSome(this.term.master, enc.encode(text)), text.length);
  }

  keys(): string {
    return this.msgs.map((m) => m.type === "keys" ? dec.decode(m.data) : "")
      .join("");
  }

  lastSeq(): number {
    const k = this.msgs.filter((m) => m.type === "keys");
    return k.length === 0 ? 0 : (k.at(-1) as { seq: number }).seq;
  }

  /** Asks the worker to let go of the terminal; resolves once it has. */
  async stop(): Promise<void> {
    this.control.request = TTY_STOP;
    this.gather.wake();
    await waitFor(() => this.msgs.some((m) => m.type === "tty-done"), 5000);
  }

  async close(): Promise<void> {
    if (!this.msgs.some((m) => m.type === "tty-done")) await this.stop();
    Deno.kill(this.cat.pid, "SIGKILL");
    this.ring.requestStop();
    await this.pane.done;
    await this.collected;
    closeFd(this.cat.fd);
    closeFd(this.fd);
    if (this.term.master >= 0) closeFd(this.term.master);
    this.gather.close();
  }
}

/** Every byte passes but ESC and C-b. */
function plainTable(): Uint8Array {
  const t = new Uint8Array(256).fill(1);
  t[0x1b] = 0;
  t[0x02] = 0;
  return t;
}

Deno.test("tty keys: all go to the main thread, in order and counted, until it allows more", async () => {
  const r = new Rig();
  try {
    Atomics.store(r.route, 0, r.pane.id);
    r.type("ab");
    await waitFor(() => r.keys() === "ab", 5000, "the keys on main");
    r.type("c");
    await waitFor(() => r.keys() === "abc", 5000, "the next keys on main");
    assert.equal(r.catText, "", "nothing reached the pane");
    assert.ok(r.lastSeq() >= 2);
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: once allowed, typed text goes straight to the route's pane; a byte that does not pass goes to main and stops it", async () => {
  const r = new Rig();
  try {
    Atomics.store(r.route, 0, r.pane.id);
    assert.ok(r.control.allow(plainTable(), r.lastSeq(), 0));
    r.type("hello");
    await waitFor(() => r.catText.includes("hello"), 5000, "the pane's echo");
    assert.equal(r.keys(), "", "none went to main");
    await waitFor(() => r.msgs.some((m) => m.type === "touched"), 5000);
    r.type("\x02x");
    await waitFor(() => r.keys() === "\x02x", 5000, "the prefix on main");
    assert.ok(!r.control.direct, "main has the keys now");
    r.type("y");
    await waitFor(() => r.keys() === "\x02xy", 5000, "later keys on main too");
    assert.ok(!r.catText.includes("y"));
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: once another client takes the session's size, the keys go to main, which gives the session their client's size first", async () => {
  const r = new Rig();
  try {
    Atomics.store(r.route, 0, r.pane.id);
    assert.ok(r.control.allow(plainTable(), r.lastSeq(), sizeTurn(r.route)));
    r.type("a");
    await waitFor(() => r.catText.includes("a"), 5000, "the pane's echo");
    nextSizeTurn(r.route); // Another terminal's keys: the size is theirs.
    r.type("b");
    await waitFor(() => r.keys() === "b", 5000, "the key on main");
    assert.ok(!r.catText.includes("b"), "none reached the pane");
    // Allowed again in the turn that is now the route's.
    assert.ok(r.control.allow(plainTable(), r.lastSeq(), sizeTurn(r.route)));
    r.type("c");
    await waitFor(() => r.catText.includes("c"), 5000, "straight again");
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: allow() with the count of an older hand-over fails (a read is on its way to main)", async () => {
  const r = new Rig();
  try {
    r.type("a");
    await waitFor(() => r.keys() === "a", 5000);
    const taken = r.lastSeq();
    r.type("b");
    await waitFor(() => r.keys() === "ab", 5000);
    assert.equal(r.control.allow(plainTable(), taken, 0), false);
    assert.ok(!r.control.direct);
    assert.ok(r.control.allow(plainTable(), r.lastSeq(), 0));
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: no route, or a pane gone, sends them to main", async () => {
  const r = new Rig();
  try {
    assert.ok(r.control.allow(plainTable(), 0, 0));
    r.type("x"); // route -1
    await waitFor(() => r.keys() === "x", 5000);
    Atomics.store(r.route, 0, 9999);
    assert.ok(r.control.allow(plainTable(), r.lastSeq(), 0));
    r.type("y");
    await waitFor(() => r.keys() === "xy", 5000);
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: paused, keys stay in the terminal; stopped, the worker lets go and reads nothing more", async () => {
  const r = new Rig();
  try {
    r.control.request = TTY_PAUSE;
    r.gather.wake();
    await new Promise((res) => setTimeout(res, 50));
    r.type("p");
    await new Promise((res) => setTimeout(res, 100));
    assert.equal(r.keys(), "", "nothing read while paused");
    r.control.request = TTY_RUN;
    r.gather.wake();
    await waitFor(() => r.keys() === "p", 5000, "the key after the pause");
    await r.stop();
    r.type("q");
    await new Promise((res) => setTimeout(res, 50));
    const buf = new Uint8Array(8);
    assert.equal(readPty(r.fd, buf, 0, 8), 1, "left for whoever reads next");
    assert.equal(dec.decode(buf.subarray(0, 1)), "q");
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: a terminal that hangs up says so once", async () => {
  const r = new Rig();
  try {
    closeFd(r.term.master);
    r.term.master = -1;
    await waitFor(() => r.msgs.some((m) => m.type === "tty-end"), 5000);
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(r.msgs.filter((m) => m.type === "tty-end").length, 1);
  } finally {
    await r.close();
  }
});

Deno.test("tty keys: after a reroute no key goes to the old session's pane, however soon it is allowed again", async () => {
  const r = new Rig();
  const other = spawnCat("-");
  const ring = ByteRing.withWakeFd(r.gather.wakeFd);
  const pane = r.gather.add({
    fd: other.fd,
    sab: ring.sab,
    signal: new SharedArrayBuffer(16),
  });
  let otherText = "";
  const collected = consume(ring, (b) => otherText += dec.decode(b));
  try {
    const routes = [r.route, createRoute()];
    Atomics.store(routes[0], 0, r.pane.id);
    Atomics.store(routes[1], 0, pane.id);
    const texts = [() => r.catText, () => otherText];
    for (let i = 0; i < 40; i++) {
      const to = (i + 1) % 2;
      // What switch-client does, then the attach client's next offer.
      r.gather.routeTty(r.id, routes[to].buffer as SharedArrayBuffer);
      await Promise.resolve();
      r.control.allow(plainTable(), r.lastSeq(), 0);
      const key = `k${i};`;
      r.type(key);
      await waitFor(
        () =>
          texts[0]().includes(key) || texts[1]().includes(key) ||
          r.keys().includes(key),
        5000,
        `key ${i}`,
      );
      assert.ok(
        !texts[1 - to]().includes(key),
        `key ${i} reached the old pane`,
      );
    }
  } finally {
    Deno.kill(other.pid, "SIGKILL");
    ring.requestStop();
    await pane.done;
    await collected;
    closeFd(other.fd);
    await r.close();
  }
});
