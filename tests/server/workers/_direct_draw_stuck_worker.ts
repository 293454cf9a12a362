/// <reference lib="deno.worker" />
/**
 * For `direct_draw_test.ts`: a worker that takes a terminal's lease and
 * never lets go (it waits inside its write), to be stopped there.
 */

import { DirectDrawTarget } from "../../../server/workers/direct_draw.ts";

self.onmessage = (e: MessageEvent<{ sab: SharedArrayBuffer; fd: number }>) => {
  const target = new DirectDrawTarget(e.data.sab, e.data.fd, 1);
  const forever = new Int32Array(new SharedArrayBuffer(4));
  target.draw(20, 4, () => {
    self.postMessage("holding");
    Atomics.wait(forever, 0, 0);
    return null;
  });
};
