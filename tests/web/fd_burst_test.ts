/**
 * `berth serve` under a burst of connections past its `ulimit -n`: Deno's
 * HTTP server stops accepting for good when accept fails for want of an
 * fd, which ended the whole command; serve listens again once some have
 * closed, and what was open (a WebSocket's page) goes on.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  login,
  makeToken,
  openPage,
  ServeProcess,
  stateEnv,
  TIMEOUT_MS,
} from "./_web.ts";

/** `berth serve` on a free port of 127.0.0.1, under `ulimit -n 128`. */
function limitedServe(d: TestDaemon): Promise<ServeProcess> {
  return ServeProcess.spawn(
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
}

/**
 * 200 connections to `origin`, held: more than the limit (the last ones
 * are refused, or never accepted once the listener is gone).
 */
async function burst(origin: string): Promise<Deno.Conn[]> {
  const { hostname, port } = new URL(origin);
  const held: Deno.Conn[] = [];
  for (let i = 0; i < 200; i++) {
    try {
      held.push(await Deno.connect({ hostname, port: Number(port) }));
    } catch {
      break; // The listener is gone: nothing more to connect to.
    }
  }
  return held;
}

/** The status of `origin`'s page once serve answers again (`said`: why not). */
async function answered(origin: string, said: string): Promise<number> {
  let status = 0;
  await waitFor(
    async () => {
      status = await fetch(`${origin}/`).then(async (r) => {
        await r.body?.cancel();
        return r.status;
      }, () => 0);
      return status !== 0;
    },
    TIMEOUT_MS,
    `serve to answer again ${said}`,
  );
  return status;
}

Deno.test("berth serve outlives a burst of connections past its fd limit and listens again", async () => {
  await using d = await TestDaemon.create();
  await using serve = await limitedServe(d);
  const held = await burst(serve.origin);
  try {
    await waitFor(
      () => /out of file descriptors/.test(serve.output()),
      TIMEOUT_MS,
      "serve to run out of fds",
    );
  } finally {
    for (const c of held) c.close();
  }
  const status = await answered(serve.origin, "");
  assert.ok(status >= 200 && status < 500, `status ${status}`);
  assert.doesNotMatch(serve.output(), /internal error/);
});

Deno.test("berth serve and its open page outlive a burst that lasts past the check of the pages' logins", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sh");
  await using serve = await limitedServe(d);
  const origin = serve.origin;
  const { token } = await makeToken(d);
  const { cookie } = await login(origin, token);
  // A page's WebSocket: serve checks its login every 2 s (the token file).
  const { ws } = await openPage(origin, cookie, "s");
  let closed = false;
  ws.onclose = () => closed = true;
  await waitFor(() => /WebSocket.*: open/.test(serve.output()), TIMEOUT_MS);
  const held = await burst(origin);
  try {
    // Held over a check of the logins: the token file cannot be read.
    await waitFor(
      () => /to read the tokens|Too many open files/.test(serve.output()),
      TIMEOUT_MS,
      `serve to check the logins during the burst (${serve.output()})`,
    );
  } finally {
    for (const c of held) c.close();
  }
  await answered(origin, serve.output());
  assert.equal(closed, false, "the page's WebSocket is open");
  assert.doesNotMatch(serve.output(), /Uncaught|internal error/);
  ws.close();
});
