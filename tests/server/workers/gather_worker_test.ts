import assert from "node:assert/strict";
import {
  ChildWatcher,
  kill,
  SIGKILL,
  spawnPty,
  writeSome,
} from "../../../pty/mod.ts";
import { startGatherWorker } from "../../../server/workers/gather_worker.ts";
import {
  ByteRing,
  RING_SLOT_BYTES,
  RING_SLOTS,
} from "../../../server/workers/ring.ts";
import { testEnv } from "../../pty/_helpers.ts";
import {
  consume,
  FLOOD_BYTES,
  floodFile,
  Gathered,
  spawnCat,
} from "../../_helpers/gather_rig.ts";

/**
 * Most the test process's RSS may grow while the consumer stalls: far less
 * than the 64 MiB cat still has to write, well above the garbage collector's
 * noise (under 100 KiB measured).
 */
const MAX_STALLED_GROWTH = 8 * 1024 * 1024;

Deno.test("gather worker: 64 MiB of cat arrive in order, every byte", async () => {
  const dir = await Deno.makeTempDir();
  const watcher = new ChildWatcher();
  try {
    const want = await floodFile(dir);
    const g = new Gathered(spawnCat(`${dir}/flood`), watcher);
    let pos = 0;
    let mismatch = -1;
    let largest = 0;
    const batches = await consume(g.ring, (bytes) => {
      largest = Math.max(largest, bytes.length);
      if (pos + bytes.length > want.length) {
        mismatch = pos;
      } else if (mismatch < 0) {
        const expect = want.subarray(pos, pos + bytes.length);
        for (let i = 0; i < bytes.length; i++) {
          if (bytes[i] !== expect[i]) {
            mismatch = pos + i;
            break;
          }
        }
      }
      pos += bytes.length;
    });
    assert.deepEqual(await g.exited, { code: 0, signal: null });
    const done = await g.close();
    assert.equal(mismatch, -1, `first wrong byte at ${mismatch}`);
    assert.equal(pos, FLOOD_BYTES);
    assert.equal(done.reason, "eof");
    assert.equal(done.bytes, FLOOD_BYTES);
    assert.equal(done.batches, batches);
    assert.ok(largest <= RING_SLOT_BYTES);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * How far `cat` has read its file (fd 3): its output, give or take one
 * buffer. (`wchar` in /proc/PID/io misses output that cat splices.)
 */
function catOffset(pid: number): number {
  const info = Deno.readTextFileSync(`/proc/${pid}/fdinfo/3`);
  return Number(/pos:\s*(\d+)/.exec(info)![1]);
}

/** Set in the process that measures the stalled consumer alone. */
const STALLED_ALONE = "BERTH_TEST_STALLED_ALONE";

Deno.test("gather worker: a stalled consumer blocks the child; memory stays flat", async () => {
  if (Deno.env.get(STALLED_ALONE) !== "1") {
    // `deno test --parallel` runs every test module in one process, whose
    // RSS moves with the other modules' work (80 MB in a CI run): measure
    // in a process of its own.
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        "test",
        "-A",
        "--no-check",
        "--filter",
        "stalled consumer",
        import.meta.filename!,
      ],
      env: { [STALLED_ALONE]: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    assert.equal(out.code, 0, dec.decode(out.stdout) + dec.decode(out.stderr));
    return;
  }
  const dir = await Deno.makeTempDir();
  const watcher = new ChildWatcher();
  await floodFile(dir);
  const g = new Gathered(spawnCat(`${dir}/flood`), watcher);
  try {
    // Take nothing: the ring fills, then the pty, then cat blocks.
    while (g.ring.backlog < RING_SLOTS) await g.ring.waitAsync();
    const rss0 = Deno.memoryUsage().rss;
    let last = catOffset(g.pty.pid);
    let still = 0;
    for (let i = 0; i < 200 && still < 5; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const now = catOffset(g.pty.pid);
      still = now === last ? still + 1 : 0;
      last = now;
      assert.equal(g.ring.backlog, RING_SLOTS, "the ring never grows");
    }
    assert.equal(still, 5, "cat stopped writing");
    // It got the ring's worth out plus what the pty and cat buffer, no more.
    assert.ok(last < RING_SLOTS * RING_SLOT_BYTES + 1024 * 1024, `${last}`);
    // Flat: while cat is blocked this process holds no more of its output.
    // An unbounded queue would hold the rest of the 64 MiB file; measured
    // here the RSS grew by under 100 KiB.
    const grown = Deno.memoryUsage().rss - rss0;
    assert.ok(
      grown < MAX_STALLED_GROWTH,
      `RSS grew ${(grown / 1024).toFixed(0)} KiB while stalled (bound ${
        MAX_STALLED_GROWTH / 1024
      } KiB)`,
    );
    // Resume: the rest flows and the worker ends at EOF.
    let total = 0;
    await consume(g.ring, (bytes) => total += bytes.length);
    assert.equal(total, FLOOD_BYTES);
    assert.deepEqual(await g.exited, { code: 0, signal: null });
    assert.equal((await g.close()).reason, "eof");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("gather worker: a stop request gets through a full ring", async () => {
  const watcher = new ChildWatcher();
  const g = new Gathered(
    spawnPty({
      file: "sh",
      args: ["-c", "stty raw -echo; exec yes"],
      env: testEnv(),
      cols: 80,
      rows: 24,
    }),
    watcher,
  );
  while (g.ring.backlog < RING_SLOTS) await g.ring.waitAsync();
  g.ring.requestStop();
  assert.equal((await g.gather.done).reason, "stopped");
  assert.equal(g.ring.producerDone, true);
  kill(g.pty.pid, SIGKILL);
  assert.deepEqual(await g.exited, { code: null, signal: SIGKILL });
  await g.close();
});

Deno.test("gather worker: small output after a quiet spell is published at once", async () => {
  const watcher = new ChildWatcher();
  const g = new Gathered(
    spawnPty({
      file: "sh",
      args: ["-c", 'stty -echo; echo ready; read x; echo "got $x"; read y'],
      env: testEnv(),
      cols: 80,
      rows: 24,
    }),
    watcher,
  );
  const decoder = new TextDecoder();
  /** Next batch's text: a slot never fills here, so a held batch would hang. */
  const nextText = async () => {
    for (;;) {
      const batch = g.ring.next();
      if (batch) {
        const text = decoder.decode(batch.bytes);
        assert.ok(batch.bytes.length < 1024);
        g.ring.release();
        return text;
      }
      await g.ring.waitAsync();
    }
  };
  let seen = "";
  while (!seen.includes("ready\r\n")) seen += await nextText();
  writeSome(g.pty.fd, new TextEncoder().encode("hi\r"));
  seen = "";
  while (!seen.includes("got hi\r\n")) seen += await nextText();
  writeSome(g.pty.fd, new TextEncoder().encode("bye\r"));
  await consume(g.ring, () => {});
  assert.deepEqual(await g.exited, { code: 0, signal: null });
  assert.equal((await g.close()).reason, "eof");
});

Deno.test("gather worker: a burst's small read ends its turn: no read that finds nothing", async () => {
  const watcher = new ChildWatcher();
  // An echo's shape: a byte, then quiet; the parser idle and waiting.
  const g = new Gathered(
    spawnPty({
      file: "sh",
      args: [
        "-c",
        "stty -echo; i=0; while [ $i -lt 15 ]; do printf x; sleep 0.04; " +
        "i=$((i+1)); done",
      ],
      env: testEnv(),
      cols: 80,
      rows: 24,
    }),
    watcher,
  );
  let text = "";
  await consume(g.ring, (b) => text += new TextDecoder().decode(b));
  assert.deepEqual(await g.exited, { code: 0, signal: null });
  const done = await g.close();
  assert.equal(text, "x".repeat(15));
  assert.equal(done.reason, "eof");
  // One read a burst and the one that meets the end; a read after each
  // burst that found EAGAIN made it two a burst. A burst read while the
  // parser was busy (a loaded machine) still takes two or three, and an
  // idle second one more.
  assert.ok(
    done.reads < 2 * done.batches,
    `${done.reads} reads for ${done.batches} batches`,
  );
});

Deno.test("gather worker: after the child exits, drain stops without EIO", async () => {
  const watcher = new ChildWatcher();
  // The shell exits but its background sleep (deaf to the SIGHUP the
  // session leader's exit sends) keeps the slave open, so the master never
  // reports EIO: the daemon's drain request ends the worker.
  const g = new Gathered(
    spawnPty({
      file: "sh",
      args: ["-c", "trap '' HUP; sleep 60 & echo bye"],
      env: testEnv(),
      cols: 80,
      rows: 24,
    }),
    watcher,
  );
  try {
    assert.deepEqual(await g.exited, { code: 0, signal: null });
    g.ring.requestStop({ drain: true });
    let text = "";
    await consume(g.ring, (b) => text += new TextDecoder().decode(b));
    assert.equal(text, "bye\r\n");
    assert.equal((await g.close()).reason, "drained");
  } finally {
    // The sleep is in the shell's process group.
    kill(-g.pty.pid, SIGKILL);
  }
});

Deno.test("gather worker: a read error ends it with the ring at EOF", async () => {
  const ring = ByteRing.create();
  // An fd that is not open: the first read fails with EBADF.
  const badFd = 1_000_000;
  const gather = startGatherWorker({
    fd: badFd,
    sab: ring.sab,
    wakeFd: ring.wakeFd,
  });
  const done = await gather.done;
  assert.equal(done.reason, "error");
  assert.match(done.error ?? "", /read failed: bad file descriptor/);
  assert.equal(ring.next(), null);
  assert.equal(ring.eof, true, "the consumer is not left waiting");
  ring.close();
});
