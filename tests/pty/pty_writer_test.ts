import assert from "node:assert/strict";
import {
  InputBufferFullError,
  PtyWriter,
  readPty,
  writeSome,
} from "../../pty/mod.ts";
import { PtyChild } from "./_helpers.ts";

/** A child that copies its input to its output, raw (no echo, no CR/LF games). */
function rawCat(): PtyChild {
  return new PtyChild({
    file: "sh",
    args: ["-c", "stty raw -echo; echo ready; exec cat"],
  });
}

Deno.test("PtyWriter.write() keeps order across partial writes and EAGAIN", async () => {
  const child = rawCat();
  const writer = new PtyWriter(child.pty.fd, { maxQueued: 4 << 20 });
  let writes: Promise<void>[] = [];
  try {
    await child.expect(/ready\n/); // raw: no CR added
    // 2 MiB in uneven pieces: far more than the pty buffers, so most of it
    // waits for POLLOUT while we read the echo back.
    const pieces: Uint8Array[] = [];
    let total = 0;
    for (let i = 0; total < 2 << 20; i++) {
      const piece = new Uint8Array(1 + (i * 7919) % 50_000);
      for (let j = 0; j < piece.length; j++) piece[j] = 32 + (total + j) % 90;
      pieces.push(piece);
      total += piece.length;
    }
    writes = pieces.map((p) => writer.write(p));
    assert.ok(writer.queued > 0, "the pty did not take it all at once");
    const got = new Uint8Array(total);
    let have = 0;
    const buf = new Uint8Array(65536);
    const deadline = Date.now() + 60_000;
    while (have < total) {
      if (Date.now() > deadline) {
        throw new Error(
          `only ${have} of ${total} came back; ${writer.queued} still queued`,
        );
      }
      const n = readPty(child.pty.fd, buf, 0, buf.length);
      if (n > 0) {
        got.set(buf.subarray(0, n), have);
        have += n;
      } else {
        await new Promise((r) => setTimeout(r, 1));
      }
    }
    await Promise.all(writes);
    assert.equal(writer.queued, 0);
    for (let k = 0; k < total; k++) {
      if (got[k] !== 32 + k % 90) assert.fail(`byte ${k} is wrong`);
    }
  } finally {
    for (const w of writes) w.catch(() => {}); // failed already: say why once
    await writer.close();
    child.close();
    await child.exited;
  }
});

Deno.test("PtyWriter.write() rejects past its bound; earlier writes still land", async () => {
  // `sleep` never reads: the pty's input buffer fills, then the queue.
  const child = new PtyChild({
    file: "sh",
    args: ["-c", "stty raw -echo; echo ready; exec sleep 60"],
  });
  const writer = new PtyWriter(child.pty.fd, { maxQueued: 64 * 1024 });
  try {
    await child.expect(/ready\n/); // raw: no CR added
    const chunk = new Uint8Array(16 * 1024).fill(120);
    const accepted: Promise<void>[] = [];
    let refused: unknown = null;
    for (let i = 0; i < 100 && refused === null; i++) {
      const p = writer.write(chunk);
      p.catch((e) => refused = e);
      accepted.push(p);
      await Promise.resolve();
    }
    // The refusal is synchronous (a rejected promise), so it is known by now.
    await new Promise((r) => setTimeout(r, 0));
    assert.ok(refused instanceof InputBufferFullError);
    assert.match((refused as Error).message, /^Input buffer full: /);
    assert.ok(writer.queued <= 64 * 1024);
  } finally {
    await writer.close();
    child.close();
    Deno.kill(child.pty.pid, "SIGKILL");
    await child.exited;
  }
});

Deno.test("PtyWriter.close() rejects pending writes; writeSome() returns 0 when full", async () => {
  const child = new PtyChild({
    file: "sh",
    args: ["-c", "stty raw -echo; echo ready; exec sleep 60"],
  });
  const writer = new PtyWriter(child.pty.fd);
  try {
    await child.expect(/ready\n/); // raw: no CR added
    const big = new Uint8Array(256 * 1024).fill(65);
    const p = writer.write(big);
    // Handled at once, so that a failed assertion below is not hidden by
    // an unhandled rejection when `finally` closes the writer.
    const rejected = assert.rejects(p, /closed/);
    assert.ok(writer.queued > 0);
    // The kernel may still move a few bytes on from the pty's buffer after
    // the writer saw it full: write until it is full for good.
    let n = writeSome(child.pty.fd, big);
    for (let tries = 0; n > 0 && tries < 1000; tries++) {
      await new Promise((r) => setTimeout(r, 1));
      n = writeSome(child.pty.fd, big);
    }
    assert.equal(n, 0, "the pty is full");
    await writer.close();
    await rejected;
    await assert.rejects(writer.write(big), /closed/);
  } finally {
    await writer.close();
    child.close();
    Deno.kill(child.pty.pid, "SIGKILL");
    await child.exited;
  }
});

Deno.test("PtyWriter.write() after a flush ends in the same turn still flushes", async () => {
  const child = rawCat();
  const writer = new PtyWriter(child.pty.fd, { maxQueued: 4 << 20 });
  const big = new Uint8Array(512 * 1024).fill(66);
  let more: Promise<void> | null = null;
  try {
    await child.expect(/ready\n/); // raw: no CR added
    // The continuation of the first write runs right after the flush has
    // emptied its queue: the second write must not be stranded.
    const first = writer.write(big).then(() => {
      more = writer.write(big);
    });
    let have = 0;
    const buf = new Uint8Array(65536);
    const deadline = Date.now() + 60_000;
    while (have < 2 * big.length) {
      if (Date.now() > deadline) throw new Error(`only ${have} came back`);
      const n = readPty(child.pty.fd, buf, 0, buf.length);
      if (n > 0) have += n;
      else await new Promise((r) => setTimeout(r, 1));
    }
    await first;
    await more;
    assert.equal(writer.queued, 0);
  } finally {
    (more as Promise<void> | null)?.catch(() => {}); // failed already
    await writer.close();
    child.close();
    await child.exited;
  }
});
