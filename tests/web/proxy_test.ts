/**
 * `berth serve` behind a real nginx, as a self-hoster runs it: TLS at the
 * proxy, the page under a path, the browser's Host passed on or nginx's
 * own. A real Chromium reaches the proxy by a name of its own
 * (`berth.test`, mapped to 127.0.0.1 in the browser only).
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { Nginx } from "./_nginx.ts";
import {
  launchBrowser,
  makeToken,
  ServeProcess,
  TIMEOUT_MS,
  waitAttached,
  waitForScreen,
} from "./_web.ts";

const BROWSER_TEST = {
  sanitizeOps: false,
  sanitizeResources: false,
  ignore: !Nginx.available(),
};

Deno.test({
  name:
    "behind nginx under a path: refused with what to give, then with --public-url the page logs in, attaches and types",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "px", "--cols", "80", "--rows", "24");
    const first = await ServeProcess.start(d);
    const port = first.port;
    await using proxy = await Nginx.start(`${d.dir}/nginx`, port, [
      { path: "/berth/", host: "browser" },
      { path: "/plain/", host: "upstream" },
    ]);
    const origin = `https://berth.test:${proxy.port}`;
    await using browser = await launchBrowser([
      "--host-resolver-rules=MAP berth.test 127.0.0.1",
    ]);
    const context = await browser.newContext({
      viewport: { width: 900, height: 500 },
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);

    // Without --public-url: the browser's Host is refused, and nginx's
    // own Host lets the page load but not log in; each says what to give.
    const refused = await page.goto(`${origin}/berth/`);
    assert.equal(refused?.status(), 421);
    assert.match(await page.innerText("body"), /give berth serve --public-url/);
    const { url: plainUrl } = await makeToken(d, "--url", `${origin}/plain/`);
    await page.goto(plainUrl);
    let said = "";
    await waitFor(
      async () => {
        said = await page.innerText("#login-message");
        return said.startsWith("Login refused");
      },
      TIMEOUT_MS,
      () => `the login refused (the page says ${JSON.stringify(said)})`,
    );
    assert.equal(
      said,
      "Login refused: Wrong Origin (behind a reverse proxy, give berth serve --public-url)",
    );
    await first[Symbol.asyncDispose]();

    await using serve = await ServeProcess.start(d, [
      "--listen",
      `127.0.0.1:${port}`,
      "--public-url",
      `${origin}/berth`,
    ]);
    assert.match(
      serve.output(),
      new RegExp(`for browsers at ${origin}/berth/\n`),
    );
    const { url } = await makeToken(
      d,
      "--url",
      `${origin}/berth/`,
      "--session",
      "px",
    );
    await page.goto(url);
    await waitAttached(page);
    assert.equal(new URL(page.url()).pathname, "/berth/");
    await page.keyboard.type("echo via-$((6*7))\n");
    await waitForScreen(page, /^via-42$/);
    // The log names the client as the proxy said, and the proxy.
    await waitFor(
      () => /via 127\.0\.0\.1 WebSocket/.test(serve.output()),
      TIMEOUT_MS,
      () => `a WebSocket in the log (${serve.output()})`,
    );
    assert.match(serve.output(), /127\.0\.0\.1 via 127\.0\.0\.1 login, token /);
    // The login cookie is the page's path's: the other applications behind
    // the same proxy (and their logs) never get it.
    const cookies = await context.cookies([`${origin}/berth/`, `${origin}/x/`]);
    assert.deepEqual(
      cookies.map((c) => [c.name, c.path]),
      [[`berth_login_${proxy.port}`, "/berth"]],
    );

    // nginx's own Host (its default): the public Origin is accepted; a
    // login of its own, under its own path.
    const { url: plain } = await makeToken(
      d,
      "--url",
      `${origin}/plain/`,
      "--session",
      "px",
    );
    await page.goto(plain);
    await waitAttached(page);
    await page.keyboard.type("echo plain-$((6*7))\n");
    await waitForScreen(page, /^plain-42$/);
  },
});
