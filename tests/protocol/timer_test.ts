/**
 * `protocol/timer.ts`: timers on `Atomics.waitAsync`, which do not keep the
 * process alive themselves; each test holds the loop with a listening
 * socket's pending accept, as a client's open connection does.
 */

import assert from "node:assert/strict";
import { after, every } from "../../protocol/timer.ts";

/** Runs `body` while a pending accept keeps the event loop alive. */
async function holdingTheLoop(body: () => Promise<void>): Promise<void> {
  const dir = Deno.makeTempDirSync();
  const listener = Deno.listen({ transport: "unix", path: `${dir}/hold` });
  const accepting = listener.accept().catch(() => {});
  try {
    await body();
  } finally {
    listener.close();
    await accepting;
    Deno.removeSync(dir, { recursive: true });
  }
}

Deno.test("after() calls its function once the time has passed", async () => {
  await holdingTheLoop(async () => {
    const t0 = performance.now();
    const at = await new Promise<number>((ok) =>
      after(30, () => ok(performance.now()))
    );
    assert.ok(at - t0 >= 29, `ran after ${at - t0} ms`);
  });
});

Deno.test("after() of 0 ms runs a turn later, not at once", async () => {
  await holdingTheLoop(async () => {
    let ran = false;
    const done = new Promise<void>((ok) =>
      after(0, () => {
        ran = true;
        ok();
      })
    );
    assert.equal(ran, false);
    await done;
  });
});

Deno.test("a cancelled after() never runs; cancelling twice is harmless", async () => {
  await holdingTheLoop(async () => {
    let ran = false;
    const cancel = after(10, () => ran = true);
    cancel();
    cancel();
    // A later timer has run: the cancelled one's time has long passed.
    await new Promise<void>((ok) => after(60, ok));
    assert.equal(ran, false);
  });
});

Deno.test("after() longer than one wait's slice runs once, on time; cancelled between slices, never", async () => {
  await holdingTheLoop(async () => {
    const t0 = performance.now();
    let runs = 0;
    const at = await new Promise<number>((ok) =>
      after(1_300, () => {
        runs++;
        ok(performance.now());
      })
    );
    assert.ok(at - t0 >= 1_299, `ran after ${at - t0} ms`);
    let ran = false;
    const cancel = after(1_300, () => ran = true);
    await new Promise<void>((ok) => after(1_100, ok)); // past its first slice
    cancel();
    await new Promise<void>((ok) => after(400, ok)); // past its time
    assert.equal(ran, false);
    assert.equal(runs, 1);
  });
});

Deno.test("a timer cancelled by one due in the same millisecond never runs", async () => {
  await holdingTheLoop(async () => {
    let ran = 0;
    for (let round = 0; round < 20; round++) {
      let cancelSecond = () => {};
      const first = new Promise<void>((ok) =>
        after(5, () => {
          cancelSecond();
          ok();
        })
      );
      cancelSecond = after(5, () => ran++);
      await first;
    }
    await new Promise<void>((ok) => after(30, ok));
    assert.equal(ran, 0);
  });
});

Deno.test("a cancelled after() of 0 ms never runs", async () => {
  await holdingTheLoop(async () => {
    let ran = false;
    after(0, () => ran = true)();
    await new Promise<void>((ok) => after(20, ok));
    assert.equal(ran, false);
  });
});

Deno.test("every() repeats until cancelled", async () => {
  await holdingTheLoop(async () => {
    let n = 0;
    let stop = () => {};
    await new Promise<void>((ok) => {
      stop = every(5, () => {
        if (++n === 3) ok();
      });
    });
    stop();
    await new Promise<void>((ok) => after(40, ok));
    assert.equal(n, 3);
  });
});
