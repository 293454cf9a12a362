/**
 * The gather worker's throughput against the ceiling: 64 MiB of `cat`
 * through a pty, drained by a tight poll()/read() loop (nothing else), then
 * by the gather worker into the ring, consumed on this thread. Median of 3
 * rounds, interleaved. Run: `deno run -A bench/gather_throughput.ts`.
 *
 * (Moved out of the tests: a measurement asserts nothing.)
 *
 * @module
 */

import { libc, POLLIN } from "../pty/_libc.ts";
import { ChildWatcher, closeFd, readPty } from "../pty/mod.ts";
import {
  consume,
  FLOOD_BYTES,
  floodFile,
  Gathered,
  spawnCat,
} from "../tests/_helpers/gather_rig.ts";

/** The ceiling: a tight poll()/read() loop on a bare pty, nothing else. */
function bareDrain(file: string, watcher: ChildWatcher) {
  const t0 = performance.now();
  const pty = spawnCat(file);
  const exited = watcher.exited(pty.pid);
  const buf = new Uint8Array(65536);
  const pfd = new Int32Array([pty.fd, POLLIN]);
  let total = 0;
  for (;;) {
    const n = readPty(pty.fd, buf, 0, buf.length);
    if (n > 0) total += n;
    else if (n < 0) break;
    else libc().poll(pfd, 1n, 1000);
  }
  const ms = performance.now() - t0;
  closeFd(pty.fd);
  return { total, ms, exited };
}

/** The same file through the gather worker and the ring, consumed here. */
async function gatherDrain(file: string, watcher: ChildWatcher) {
  const t0 = performance.now();
  const g = new Gathered(spawnCat(file), watcher);
  let total = 0;
  let sample = 0;
  const batches = await consume(g.ring, (bytes) => {
    total += bytes.length;
    sample ^= bytes[0];
  });
  const ms = performance.now() - t0;
  await g.exited;
  const done = await g.close();
  return { total, ms, batches, done };
}

function mbps(bytes: number, ms: number): string {
  return (bytes / 1e6 / (ms / 1000)).toFixed(1);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

const dir = await Deno.makeTempDir();
const watcher = new ChildWatcher();
try {
  await floodFile(dir);
  const file = `${dir}/flood`;
  const bare: number[] = [];
  const gathered: number[] = [];
  const avgBatch: number[] = [];
  for (let round = 0; round < 3; round++) {
    const b = bareDrain(file, watcher);
    await b.exited;
    if (b.total !== FLOOD_BYTES) throw new Error(`bare: ${b.total} bytes`);
    bare.push(b.ms);
    const g = await gatherDrain(file, watcher);
    if (g.total !== FLOOD_BYTES) throw new Error(`gather: ${g.total} bytes`);
    gathered.push(g.ms);
    avgBatch.push(g.total / g.batches);
  }
  const bareMs = median(bare);
  const gatherMs = median(gathered);
  console.log(
    `64 MiB cat through a pty, median of 3 (runs in ms: bare ${
      bare.map((x) => x.toFixed(0)).join("/")
    }, gather ${gathered.map((x) => x.toFixed(0)).join("/")}):\n` +
      `  bare read loop  ${bareMs.toFixed(0)} ms = ${
        mbps(FLOOD_BYTES, bareMs)
      } MB/s\n` +
      `  gather + ring   ${gatherMs.toFixed(0)} ms = ${
        mbps(FLOOD_BYTES, gatherMs)
      } MB/s (${(bareMs / gatherMs).toFixed(2)} of bare; ` +
      `batches average ${(median(avgBatch) / 1024).toFixed(0)} KiB)`,
  );
} finally {
  await Deno.remove(dir, { recursive: true });
}
