/**
 * ParseClient when its worker dies: every request waiting for an answer
 * fails at once, and later ones too (a live upgrade's save waited forever
 * on a crashed worker).
 */

import assert from "node:assert/strict";
import { ParseClient } from "../../../server/daemon/parse_client.ts";
import {
  createParseSignal,
  type ParseInit,
} from "../../../server/workers/parse_messages.ts";

const CRASHING = `data:text/javascript,${
  encodeURIComponent(
    "self.onmessage = (e) => { if (e.data.t === 'capture') throw new Error('boom'); };",
  )
}`;

Deno.test("ParseClient: a worker that crashes fails what waits for it, and what comes after", async () => {
  const worker = new Worker(CRASHING, { type: "module" });
  let crashed = "";
  const ended = () => new Error("ended");
  const client = new ParseClient(
    { t: "init", signal: createParseSignal() } as unknown as ParseInit,
    "crash",
    {
      screen: () => {},
      event: () => {},
      paneEof: () => {},
      eof: (why) => crashed = why,
      error: () => {},
    },
    ended,
    worker,
  );
  await assert.rejects(client.capture(0, 0), /ended/);
  assert.match(crashed, /boom/);
  assert.equal(client.crashed, true, "an upgrade refuses such a session");
  await assert.rejects(client.capture(0, 0), /ended/);
  client.close();
});
