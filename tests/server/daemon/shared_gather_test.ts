/**
 * The daemon's one gather worker (`server/daemon/shared_gather.ts`): real
 * ptys and children, rings consumed on this thread, and sessions sharing
 * one worker. What it must get right: each pane's bytes reach its own ring
 * only, exactly; a pane that ends (its fd closed and reused at once by the
 * next pty) never costs another pane a byte; a crash of the thread is
 * taken over by a new one.
 */

import assert from "node:assert/strict";
import {
  ChildWatcher,
  closeFd,
  kill,
  type PtyProcess,
  SIGKILL,
  spawnPty,
  writeSome,
} from "../../../pty/mod.ts";
import { Log } from "../../../server/daemon/log.ts";
import { Session } from "../../../server/daemon/session.ts";
import { SharedGather } from "../../../server/daemon/shared_gather.ts";
import { ByteRing } from "../../../server/workers/ring.ts";
import type { GatherDone } from "../../../server/workers/gather_worker.ts";
import { consume, floodFile, spawnCat } from "../../_helpers/gather_rig.ts";
import { testEnv } from "../../pty/_helpers.ts";
import { waitFor, within } from "../../_helpers/daemon.ts";

const watcher = new ChildWatcher();
const dir = Deno.makeTempDirSync({ prefix: "berth-shared-gather-test-" });
const logPath = `${dir}/test.log`;
const log = new Log(logPath);
globalThis.addEventListener("unload", () => {
  log.close();
  Deno.removeSync(dir, { recursive: true });
});
const enc = new TextEncoder();
const dec = new TextDecoder();

/** A pane on `gather`: a child on a pty, its ring, and its end. */
class TestPane {
  readonly ring: ByteRing;
  readonly done: Promise<GatherDone>;
  readonly exited: Promise<unknown>;
  text = "";

  constructor(readonly pty: PtyProcess, gather: SharedGather) {
    this.ring = ByteRing.withWakeFd(gather.wakeFd);
    this.exited = watcher.exited(pty.pid);
    this.done = gather.add({
      fd: pty.fd,
      sab: this.ring.sab,
      signal: new SharedArrayBuffer(4),
    }).done;
  }

  /** Collects its output as text until its ring ends. */
  collect(): Promise<number> {
    return consume(this.ring, (b) => this.text += dec.decode(b));
  }

  /** Frees the master, only once the worker has let go of it. */
  async close(): Promise<GatherDone> {
    const done = await this.done;
    closeFd(this.pty.fd);
    return done;
  }
}

function shPane(script: string, gather: SharedGather): TestPane {
  return new TestPane(
    spawnPty({
      file: "sh",
      args: ["-c", script],
      env: testEnv(),
      cols: 80,
      rows: 24,
    }),
    gather,
  );
}

Deno.test("SharedGather: panes ended and started at once beside a flood; every pane gets exactly its own bytes", async () => {
  const gather = new SharedGather(log);
  try {
    const want = await floodFile(dir);
    const flood = new TestPane(spawnCat(`${dir}/flood`), gather);
    let pos = 0;
    let mismatch = -1;
    const flooded = consume(flood.ring, (bytes) => {
      for (let i = 0; i < bytes.length && mismatch < 0; i++) {
        if (bytes[i] !== want[pos + i]) mismatch = pos + i;
      }
      pos += bytes.length;
    });
    // Each pane's master is closed the moment the worker lets go, and the
    // next pty takes the same fd number at once: a drain left on it would
    // steal the next pane's bytes, or feed them to the old ring.
    const fds = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const p = shPane(`stty -echo; echo pane-${i}; exec cat`, gather);
      fds.add(p.pty.fd);
      const collected = p.collect();
      await waitFor(
        () => p.text.includes(`pane-${i}\r\n`),
        30_000,
        `pane ${i}`,
      );
      writeSome(p.pty.fd, enc.encode(`typed-${i}\n`));
      await waitFor(() => p.text.includes(`typed-${i}`), 30_000, `echo ${i}`);
      kill(p.pty.pid, SIGKILL);
      await p.exited;
      p.ring.requestStop({ drain: true });
      await collected;
      assert.notEqual((await p.close()).reason, "error");
      assert.equal(p.text, `pane-${i}\r\ntyped-${i}\r\n`);
    }
    assert.ok(fds.size < 30, "fd numbers were reused");
    await flooded;
    assert.deepEqual(await flood.exited, { code: 0, signal: null });
    assert.equal((await flood.close()).reason, "eof");
    assert.equal(mismatch, -1, `first wrong byte at ${mismatch}`);
    assert.equal(pos, want.length);
    assert.equal(gather.panes, 0);
  } finally {
    gather.close();
  }
});

Deno.test("SharedGather: a crashed worker is replaced and reads on; repeated crashes end the panes", async () => {
  // Three crashes taken over however long this takes on a busy machine.
  const gather = new SharedGather(log, "gather", {
    max: 3,
    windowMs: Infinity,
  });
  try {
    const a = shPane("stty -echo; echo a-ready; exec cat", gather);
    const b = shPane("stty -echo; echo b-ready; exec cat", gather);
    const collected = [a.collect(), b.collect()];
    await waitFor(() => a.text.includes("a-ready"), 30_000, "a's prompt");
    await waitFor(() => b.text.includes("b-ready"), 30_000, "b's prompt");
    gather.crash();
    await waitFor(
      () => Deno.readTextFileSync(logPath).includes("a new one reads"),
      30_000,
      "the crash logged",
    );
    writeSome(a.pty.fd, enc.encode("after-a\n"));
    writeSome(b.pty.fd, enc.encode("after-b\n"));
    await waitFor(() => a.text.includes("after-a\r\n"), 30_000, "a's echo");
    await waitFor(() => b.text.includes("after-b\r\n"), 30_000, "b's echo");
    assert.equal(gather.panes, 2);
    // Three crashes in a minute are taken over; the next one is not: the
    // panes end, their rings too, so nothing waits for them forever.
    // Each crash is handled before the next: a crash posted to a thread
    // that is already dying would be lost with it.
    const takenOver = () =>
      Deno.readTextFileSync(logPath).split("a new one reads").length - 1;
    for (let i = 0; i < 3; i++) {
      const before = takenOver();
      gather.crash();
      await waitFor(
        () =>
          takenOver() > before ||
          Deno.readTextFileSync(logPath).includes("no longer read"),
        30_000,
        `crash ${i + 2} handled`,
      );
      writeSome(a.pty.fd, enc.encode(`more-${i}\n`));
      await waitFor(
        () => a.text.includes(`more-${i}\r\n`) || gather.panes === 0,
        30_000,
        `crash ${i + 2}`,
      );
    }
    const [da, db] = await within(
      Promise.all([a.close(), b.close()]),
      30_000,
      "the panes' end after the last crash",
    );
    assert.equal(da.reason, "error");
    assert.equal(db.reason, "error");
    assert.match(Deno.readTextFileSync(logPath), /no longer read/);
    for (const p of [a, b]) p.ring.endForProducer();
    await Promise.all(collected);
    for (const p of [a, b]) kill(p.pty.pid, SIGKILL);
    // A session made after the give-up gets a new thread, not the dead one
    // (whose panes would never be read, nor end).
    const c = shPane("stty -echo; echo c-ready; exec cat", gather);
    const cCollected = c.collect();
    await waitFor(() => c.text.includes("c-ready"), 30_000, "c's prompt");
    kill(c.pty.pid, SIGKILL);
    await c.exited;
    c.ring.requestStop({ drain: true });
    await cCollected;
    assert.notEqual((await c.close()).reason, "error");
  } finally {
    gather.close();
  }
});

function session(name: string, cmd: string[], gather: SharedGather): Session {
  return Session.start(
    {
      name,
      cmd,
      cwd: "/",
      env: testEnv(),
      cols: 40,
      rows: 5,
      keep: false,
      scrollback: 100,
    },
    watcher,
    log,
    { gather },
  );
}

Deno.test("SharedGather: two sessions on one worker each show only their own output; killing one leaves the other", async () => {
  const gather = new SharedGather(log);
  try {
    const s1 = session("one", ["cat"], gather);
    const s2 = session("two", ["cat"], gather);
    await s1.send(enc.encode("first\n"));
    await s2.send(enc.encode("second\n"));
    // The echo and cat's copy: the echo alone comes first.
    await s1.waitFor(
      { text: { source: "^first\\nfirst$", flags: "m" } },
      30_000,
    );
    await s2.waitFor(
      { text: { source: "^second\\nsecond$", flags: "m" } },
      30_000,
    );
    assert.deepEqual((await s1.capture(0)).screen.lines.slice(0, 2), [
      "first",
      "first",
    ]);
    assert.deepEqual((await s2.capture(0)).screen.lines.slice(0, 2), [
      "second",
      "second",
    ]);
    assert.equal(gather.panes, 2);
    await s1.kill();
    await waitFor(() => gather.panes === 1, 30_000, "one's pane let go");
    await s2.send(enc.encode("still\n"));
    await s2.waitFor({ text: { source: "^still$", flags: "m" } }, 30_000);
    await s2.kill();
    await waitFor(() => gather.panes === 0, 30_000, "two's pane let go");
  } finally {
    gather.close();
  }
});

Deno.test("SharedGather.floods moves with a pane's flood batches, not with its small output", async () => {
  const gather = new SharedGather(log);
  try {
    const quiet = shPane("stty -echo; echo quiet-ready; exec cat", gather);
    const quietCollected = quiet.collect();
    await waitFor(() => quiet.text.includes("quiet-ready"), 30_000, "prompt");
    const before = gather.floods;
    writeSome(quiet.pty.fd, enc.encode("typed\n"));
    await waitFor(() => quiet.text.includes("typed\r\n"), 30_000, "echo");
    // A parser that is idle gets an echo at once, as a batch of its own.
    assert.equal(gather.floods, before);

    // With the parser busy, the worker fills whole slots: flood batches.
    // (A first read taken before it is marked busy goes out alone.)
    const flood = shPane(
      "stty raw -echo; exec head -c 1048576 /dev/zero",
      gather,
    );
    flood.ring.setConsumerIdle(false);
    await waitFor(() => gather.floods > before, 30_000, "a flood batch");
    await flood.collect();
    assert.equal(flood.text.length, 1048576);
    assert.equal((await flood.close()).reason, "eof");

    kill(quiet.pty.pid, SIGKILL);
    await quiet.exited;
    quiet.ring.requestStop({ drain: true });
    await quietCollected;
    await quiet.close();
  } finally {
    gather.close();
  }
});
