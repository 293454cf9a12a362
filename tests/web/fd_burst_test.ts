/**
 * `berth serve` under a burst of connections past its `ulimit -n`: Deno's
 * HTTP server stops accepting for good when accept fails for want of an
 * fd, which ended the whole command; serve listens again once some have
 * closed, and what was open (a WebSocket's page) goes on.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { ServeProcess, stateEnv, TIMEOUT_MS } from "./_web.ts";

Deno.test("berth serve outlives a burst of connections past its fd limit and listens again", async () => {
  await using d = await TestDaemon.create();
  await using serve = await ServeProcess.spawn(
    [
      "sh",
      "-c",
      'ulimit -n 128 && exec "$@"',
      "sh",
      ...berthArgv(d.socket, "serve", "--listen", "127.0.0.1:0"),
    ],
    { ...d.env, ...stateEnv(d) },
    d.dir,
  );
  const { hostname, port } = new URL(serve.origin);
  const held: Deno.Conn[] = [];
  try {
    // More than the limit: the last ones are refused (or never accepted).
    for (let i = 0; i < 200; i++) {
      try {
        held.push(await Deno.connect({ hostname, port: Number(port) }));
      } catch {
        break; // The listener is gone: nothing more to connect to.
      }
    }
    await waitFor(
      () => /out of file descriptors/.test(serve.output()),
      TIMEOUT_MS,
      "serve to run out of fds",
    );
  } finally {
    for (const c of held) c.close();
  }
  let status = 0;
  await waitFor(
    async () => {
      status = await fetch(`${serve.origin}/`).then(async (r) => {
        await r.body?.cancel();
        return r.status;
      }, () => 0);
      return status !== 0;
    },
    TIMEOUT_MS,
    "serve to answer again",
  );
  assert.ok(status >= 200 && status < 500, `status ${status}`);
  assert.doesNotMatch(serve.output(), /internal error/);
});
