/**
 * A token file that is not berth's JSON (emptied, a hand edit's typo):
 * the token commands refuse with one line, and `berth serve` stays up,
 * ending its pages (it can no longer tell a revoked login from a kept
 * one) rather than dying with a stack trace and every page with it.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  login,
  makeToken,
  openPage,
  refusal,
  ServeProcess,
  TIMEOUT_MS,
} from "./_web.ts";

const BROKEN =
  /^berth: The token file \S+tokens\.json is not berth's JSON \(.*\); fix it, or remove it to revoke every token\n$/;

Deno.test("a broken tokens.json: token commands refuse with one line, serve ends its pages and stays up", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const t = await makeToken(d, "--session", "s");
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, t.token);
  const page = await openPage(serve.origin, cookie, "s");
  await waitFor(
    () => page.all.some((m) => m.t === "attached"),
    TIMEOUT_MS,
    "the page to attach",
  );

  Deno.writeTextFileSync(`${d.dir}/state/berth/tokens.json`, "");
  for (const args of [["ls"], ["create"], ["revoke", t.id]]) {
    assert.match(await refusal(d, "token", ...args), BROKEN);
  }
  await waitFor(
    () => page.closed.code !== 0,
    TIMEOUT_MS,
    () => `the page's end (${serve.output()})`,
  );
  const end = page.all.find((m) => m.t === "end");
  assert.match(
    String(end?.message),
    /^The server cannot read its token file; log in again once it is fixed$/,
  );
  // Still serving (its log says why), and refusing logins.
  assert.equal((await login(serve.origin, t.token)).status, 500);
  assert.match(serve.output(), /The token file \S+ is not berth's JSON/);
});
