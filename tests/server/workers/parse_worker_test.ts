/**
 * The parse worker's blocking wait for an echo (`ECHO_WAIT_MS`): messages
 * from the main thread still reach a worker blocked in `Atomics.wait`,
 * a spare warmed up ahead of its session (`WarmParse`) too.
 */

import assert from "node:assert/strict";
import {
  ParseClient,
  spawnParseWorker,
} from "../../../server/daemon/parse_client.ts";
import {
  createLayoutBuffer,
  createParseSignal,
  type WarmParse,
} from "../../../server/workers/parse_messages.ts";

Deno.test("parse worker: a request made while it waits for an echo is answered", async () => {
  await requestsWhileBlocked(undefined);
});

Deno.test("parse worker: a spare warmed up before its session's init answers as a fresh one does", async () => {
  // The warm-up is no session message: were it counted as one, the worker
  // would think itself ahead of the main thread and sleep through requests.
  const spare = spawnParseWorker("parse-test-spare");
  const warm: WarmParse = { t: "warm" };
  spare.postMessage(warm);
  await requestsWhileBlocked(spare);
});

/** Requests made while the worker waits for an echo all get answers. */
async function requestsWhileBlocked(worker: Worker | undefined) {
  let crashed = "";
  const client = new ParseClient(
    {
      t: "init",
      layout: createLayoutBuffer(),
      signal: createParseSignal(),
      // A wait that outlasts the test: only the message's bump ends it.
      echoWaitMs: 10 * 60_000,
    },
    "parse-test",
    {
      screen: () => {},
      event: () => {},
      paneEof: () => {},
      eof: (why) => crashed = why,
      error: (message) => crashed = message,
    },
    () => new Error("ended"),
    worker,
  );
  try {
    // Varied gaps between the input and the request, so that most of them
    // meet a worker already blocked (no output ever comes: no panes).
    for (let i = 0; i < 20; i++) {
      client.inputWritten();
      await new Promise((r) => setTimeout(r, i % 4));
      assert.deepEqual(await client.saveEngines(), []);
    }
    assert.equal(crashed, "");
  } finally {
    client.close();
  }
}
