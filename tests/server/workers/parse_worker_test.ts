/**
 * The parse worker's blocking wait for an echo (`ECHO_WAIT_MS`): messages
 * from the main thread still reach a worker blocked in `Atomics.wait`.
 */

import assert from "node:assert/strict";
import { ParseClient } from "../../../server/daemon/parse_client.ts";
import {
  createLayoutBuffer,
  createParseSignal,
} from "../../../server/workers/parse_messages.ts";

Deno.test("parse worker: a request made while it waits for an echo is answered", async () => {
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
});
