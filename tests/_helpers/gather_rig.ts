/**
 * A session's gather plumbing without the daemon: a pty running `cat` of a
 * flood file, its gather worker, and the ring consumed on this thread. The
 * gather worker's tests and `bench/gather_throughput.ts` both drive it.
 *
 * @module
 */

import {
  type ChildWatcher,
  closeFd,
  type PtyProcess,
  spawnPty,
} from "../../pty/mod.ts";
import {
  type GatherDone,
  startGatherWorker,
} from "../../server/workers/gather_worker.ts";
import { ByteRing } from "../../server/workers/ring.ts";
import { testEnv } from "../pty/_helpers.ts";

export const FLOOD_BYTES = 64 * 1024 * 1024;

/** Writes `dir/flood`: 64 MiB of all byte values (xorshift32), returned. */
export async function floodFile(dir: string): Promise<Uint8Array> {
  const data = new Uint8Array(FLOOD_BYTES);
  const words = new Uint32Array(data.buffer);
  let x = 2463534242;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x >>> 0;
  }
  await Deno.writeFile(`${dir}/flood`, data);
  return data;
}

/** `cat file` on a raw pty (no CR added, every byte value passes). */
export function spawnCat(file: string): PtyProcess {
  return spawnPty({
    file: "sh",
    args: ["-c", `stty raw -echo; exec cat '${file}'`],
    env: testEnv(),
    cols: 80,
    rows: 24,
  });
}

/** One session's plumbing as the daemon sets it up. */
export class Gathered {
  readonly ring = ByteRing.create();
  readonly gather: { worker: Worker; done: Promise<GatherDone> };
  readonly exited: Promise<unknown>;

  constructor(readonly pty: PtyProcess, watcher: ChildWatcher) {
    this.exited = watcher.exited(pty.pid);
    this.gather = startGatherWorker({
      fd: pty.fd,
      sab: this.ring.sab,
      wakeFd: this.ring.wakeFd,
    });
  }

  /** Waits for the worker's end, then frees the fds. */
  async close(): Promise<GatherDone> {
    const done = await this.gather.done;
    this.ring.close();
    closeFd(this.pty.fd);
    return done;
  }
}

/** Consumes the ring on this event loop, calling `onBatch` for each batch. */
export async function consume(
  ring: ByteRing,
  onBatch: (bytes: Uint8Array) => void,
): Promise<number> {
  let batches = 0;
  while (!ring.eof) {
    const batch = ring.next();
    if (batch === null) {
      await ring.waitAsync();
      continue;
    }
    onBatch(batch.bytes);
    batches++;
    ring.release();
  }
  return batches;
}
