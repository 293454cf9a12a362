/**
 * `berth serve` under a burst of connections past its `ulimit -n`: Deno's
 * HTTP server stops accepting for good when accept fails for want of an
 * fd, which ended the whole command; serve listens again once some have
 * closed (listening again may find no fd either: it waits again), and what
 * was open (a WebSocket's page) goes on, and a revoke ends its pages as
 * soon as ever. A page whose link finds no fd to reach the daemon comes
 * back later, not told that no daemon runs.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { TokenStore } from "../../web/tokens.ts";
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

/** Serve's log line when its listener ran out of fds for new connections. */
const EXHAUSTED = /out of file descriptors \(ulimit -n\) for new connections/;

/** Session s started and a login for every session: its origin and cookie. */
async function loggedIn(d: TestDaemon, serve: ServeProcess) {
  await d.ok("new", "-d", "-s", "s", "--", "sh");
  const { token } = await makeToken(d);
  const { cookie } = await login(serve.origin, token);
  return { origin: serve.origin, cookie };
}

/**
 * Connections to `serve`, held, until it says its listener ran out of fds
 * (the last ones are refused, or never accepted once the listener is
 * gone): a count fixed beforehand may end early, a connect refused on a
 * loaded machine, and leave serve with fds to spare.
 */
async function burst(serve: ServeProcess): Promise<Deno.Conn[]> {
  const { hostname, port } = new URL(serve.origin);
  const held: Deno.Conn[] = [];
  await waitFor(
    async () => {
      for (let i = 0; i < 50 && !EXHAUSTED.test(serve.output()); i++) {
        try {
          held.push(await Deno.connect({ hostname, port: Number(port) }));
        } catch {
          break; // The listener is gone: its log line is on its way.
        }
      }
      return EXHAUSTED.test(serve.output());
    },
    TIMEOUT_MS,
    () => `serve to run out of fds (${held.length} held: ${serve.output()})`,
  );
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
  const held = await burst(serve);
  for (const c of held) c.close();
  const status = await answered(serve.origin, "");
  assert.ok(status >= 200 && status < 500, `status ${status}`);
  assert.doesNotMatch(serve.output(), /internal error/);
});

Deno.test("berth serve sees a revoke during a burst past its fd limit within the check's delay; its other page goes on", async () => {
  await using d = await TestDaemon.create();
  await using serve = await limitedServe(d);
  const { origin, cookie } = await loggedIn(d, serve);
  const doomed = await makeToken(d);
  const other = await login(origin, doomed.token);
  // Pages' WebSockets: serve checks their logins every 2 s (the token
  // file), during the burst too.
  const kept = await openPage(origin, cookie, "s");
  const gone = await openPage(origin, other.cookie, "s", { client: "gone" });
  // Attached, their links to the daemon open: were one opened during the
  // burst, it would take the fd the failed listener freed.
  await waitFor(
    () => [kept, gone].every((p) => p.all.some((m) => m.t === "attached")),
    TIMEOUT_MS,
  );
  const held = await burst(serve);
  try {
    // The token file could not be read while the burst held every fd: the
    // revoke took effect once it was over (a spare fd reads it now).
    await new TokenStore(`${d.dir}/state/berth`).revoke(doomed.id);
    await waitFor(
      () => gone.all.some((m) => m.t === "end"),
      TIMEOUT_MS,
      () => `the revoked page to end during the burst (${serve.output()})`,
    );
  } finally {
    for (const c of held) c.close();
  }
  await answered(origin, serve.output());
  assert.equal(kept.closed.code, 0, "the other page's WebSocket is open");
  assert.doesNotMatch(serve.output(), /Uncaught|internal error/);
  kept.ws.close();
});

Deno.test("berth serve outlives a page that attaches while it is out of fds, and the page attaches", async () => {
  await using d = await TestDaemon.create();
  await using serve = await limitedServe(d);
  const { origin, cookie } = await loggedIn(d, serve);
  // A page attached first: serve's first attach loads code, which Deno
  // cannot do without an fd (it panics reading /proc/self/maps).
  const first = await openPage(origin, cookie, "s");
  await waitFor(() => first.all.some((m) => m.t === "attached"), TIMEOUT_MS);
  const page = await openPage(origin, cookie, "s", {
    hello: false,
    client: "later",
  });
  let closed = false;
  page.ws.onclose = () => closed = true;
  const held = await burst(serve);
  try {
    // Its link to the daemon takes the fd the failed listener freed, or
    // finds none: serve listened again with no fd (it died: an internal
    // error), or the page was told no daemon ran and stopped for good.
    page.sayHello();
    await waitFor(
      () =>
        /to listen again|listening again on|internal error/.test(
          serve.output(),
        ) && (closed || page.all.some((m) => m.t === "attached")),
      TIMEOUT_MS,
      () => `serve to listen again (${serve.output()})`,
    );
  } finally {
    for (const c of held) c.close();
  }
  await answered(origin, serve.output());
  assert.doesNotMatch(serve.output(), /Uncaught|internal error/);
  assert.deepEqual(page.all.filter((m) => m.t === "end"), []);
  // Closed to try again later: the page's next link attaches.
  const again = closed
    ? await openPage(origin, cookie, "s", { client: "later" })
    : page;
  await waitFor(
    () => again.all.some((m) => m.t === "attached"),
    TIMEOUT_MS,
    () => `the page to attach (${serve.output()})`,
  );
  again.ws.close();
  if (again !== page) page.ws.close();
  first.ws.close();
});
