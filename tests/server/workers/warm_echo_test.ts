/**
 * The spare's echo warm-up (`server/workers/warm_echo.ts`): a real parse
 * worker types into a scratch session of its own, posts nothing while it
 * does, and leaves nothing of it to the session that takes the worker.
 */

import assert from "node:assert/strict";
import { spawnParseWorker } from "../../../server/daemon/parse_client.ts";
import type { WarmParse } from "../../../server/workers/parse_messages.ts";
import {
  type ScratchParts,
  WARM_ECHO_KEYS,
  warmEcho,
} from "../../../server/workers/warm_echo.ts";
import { ByteRing } from "../../../server/workers/ring.ts";
import { onePane, parseRig } from "./_parse_rig.ts";
import { noteInput } from "../../../server/workers/input_activity.ts";
import { waitFor } from "../../_helpers/daemon.ts";

/** A session that takes each echo from its ring, as the worker's would. */
function readingSession(parts: ScratchParts) {
  const ring = new ByteRing(parts.pane.sab);
  const s = {
    text: "",
    stopped: false,
    disposed: false,
    run: async () => {
      while (!s.stopped) {
        const batch = ring.next();
        if (batch) {
          s.text += new TextDecoder().decode(batch.bytes.slice());
          ring.release();
        }
        await new Promise((r) => setTimeout(r, 0));
      }
    },
    stop: () => s.stopped = true,
    dispose: () => s.disposed = true,
  };
  return s;
}

Deno.test("warmEcho() types its keys into the session it opens, a line at a time, then stops and disposes of it", async () => {
  let session: ReturnType<typeof readingSession> | null = null;
  const typed = await warmEcho(
    (parts) => {
      assert.equal(parts.init.echoWaitMs, 0, "no blocking wait");
      return session = readingSession(parts);
    },
    () => false,
    () => new Promise((r) => setTimeout(r, 0)),
  );
  assert.equal(typed, WARM_ECHO_KEYS);
  assert.ok(session!.stopped && session!.disposed);
  // Every echo the ring had room for, letters and Enter's CR LF.
  assert.match(session!.text, /^abcdefghijklmnopqrstuvwxyz[a-z]*\r\n[a-z]/);
  assert.ok(session!.text.length > WARM_ECHO_KEYS / 2, session!.text);
});

Deno.test("warmEcho() stops at the key where stopped() turns true", async () => {
  let looks = 0;
  let session: ReturnType<typeof readingSession> | null = null;
  const typed = await warmEcho(
    (parts) => session = readingSession(parts),
    () => ++looks > 10,
    () => new Promise((r) => setTimeout(r, 0)),
  );
  assert.ok(typed < 10, `${typed} keys`);
  assert.ok(session!.stopped && session!.disposed);
});

Deno.test("a warming spare posts nothing, and its session sees none of the scratch session", async () => {
  // The session comes while the scratch session types: keys typed
  // elsewhere (the daemon's input count moving) hold the warm-up there.
  await takeSpare(async (progress, activity) => {
    await waitFor(() => progress[0] >= 50, 30_000, "50 scratch keys", 1);
    noteInput(activity);
    const typing = setInterval(() => noteInput(activity), 5);
    return () => {
      clearInterval(typing);
      assert.ok(progress[0] < WARM_ECHO_KEYS, "it stopped mid-way");
    };
  });
  // And once it has typed them all.
  await takeSpare(async (progress) => {
    await waitFor(
      () => progress[0] === WARM_ECHO_KEYS,
      30_000,
      "the scratch keys",
    );
    return () => {};
  });
});

/**
 * A spare warmed up until `until` resolves (given the warm-up's progress
 * and the input count), then a session's: checks it sees nothing of the
 * scratch session, then calls what `until` returned.
 */
async function takeSpare(
  until: (progress: Int32Array, activity: Int32Array) => Promise<() => void>,
) {
  const spare = spawnParseWorker("warm-echo-test");
  const posted: unknown[] = [];
  spare.onmessage = (e) => posted.push(e.data);
  const activity = new SharedArrayBuffer(4);
  const progress = new SharedArrayBuffer(4);
  const warm: WarmParse = { t: "warm", activity, progress };
  spare.postMessage(warm);
  const done = await until(new Int32Array(progress), new Int32Array(activity));
  assert.deepEqual(posted, []);
  const r = parseRig(onePane(40, 6), undefined, spare);
  try {
    await waitFor(() => r.screens.length > 0, 15_000, "the first update");
    r.lend();
    r.output("hello");
    await waitFor(() => r.read().includes("hello"), 15_000, "the echo");
    r.lease.hold(); // The attach client asks for what the worker drew.
    await waitFor(() => r.shows("hello"), 15_000, "its update");
    // The scratch session typed the alphabet: none of it is here.
    assert.equal(r.shows("abc"), false);
    assert.doesNotMatch(r.read(), /abc/);
    const rows = r.screens.flatMap((u) =>
      u.lines.map(([, runs]) => runs.map((run) => run[0]).join(""))
    );
    assert.ok(rows.every((row) => /^(hello)?\s*$/.test(row)), rows.join("|"));
  } finally {
    done();
    r.close();
  }
}
