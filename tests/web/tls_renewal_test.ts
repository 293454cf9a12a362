/**
 * `berth serve` over TLS takes a renewed certificate without a restart:
 * its files read again when they change, a bad new pair (half renewed,
 * expired) logged and the one before served on. Real openssl certificates,
 * a real `berth serve`, real TLS handshakes on 127.0.0.1.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { makeToken, ServeProcess, waitForScreen } from "./_web.ts";
import { selfSigned } from "./_tls.ts";
import {
  attached,
  BROWSER_TEST,
  closeTestBrowser,
  newPage,
  testBrowser,
} from "./_page.ts";

const TESTDATA = new URL("../testdata/", import.meta.url).pathname;

/** Whether a TLS client that trusts only `ca` (PEM) completes a handshake. */
async function trusts(port: number, ca: string): Promise<boolean> {
  try {
    const conn = await Deno.connectTls({
      hostname: "127.0.0.1",
      port,
      caCerts: [ca],
    });
    try {
      await conn.handshake();
      return true;
    } finally {
      conn.close();
    }
  } catch {
    return false;
  }
}

Deno.test("berth serve reads its renewed certificate again without a restart; a half-renewed or expired pair is logged and the one before served on", async () => {
  await using d = await TestDaemon.create();
  const cert = `${d.dir}/cert.pem`, key = `${d.dir}/key.pem`;
  await selfSigned(cert, key);
  await selfSigned(`${d.dir}/new_cert.pem`, `${d.dir}/new_key.pem`);
  const [oldCa, newCa] = [cert, `${d.dir}/new_cert.pem`].map((f) =>
    Deno.readTextFileSync(f)
  );
  await using serve = await ServeProcess.overTls(d, cert, key);
  const port = serve.port;
  assert.ok(await trusts(port, oldCa));
  assert.ok(!await trusts(port, newCa));
  const logged = (re: RegExp) =>
    waitFor(() => re.test(serve.output()), 15_000, () => serve.output());

  // Half renewed: the new certificate beside the old key.
  Deno.copyFileSync(`${d.dir}/new_cert.pem`, cert);
  await logged(
    /the key is not the certificate's.*still serving the certificate before/,
  );
  assert.ok(await trusts(port, oldCa), "the pair before, served on");

  // The key follows: the new pair, on the same port.
  Deno.copyFileSync(`${d.dir}/new_key.pem`, key);
  await waitFor(() => trusts(port, newCa), 15_000, () => serve.output());
  assert.match(
    serve.output(),
    /certificate's files changed: serving the new one/,
  );
  using client = Deno.createHttpClient({ caCerts: [newCa] });
  const page = await fetch(`https://127.0.0.1:${port}/`, { client });
  assert.equal(page.status, 200);
  await page.body?.cancel();

  // An expired pair (a renewal that did not happen, copied in): refused.
  Deno.copyFileSync(`${TESTDATA}tls_expired_cert.pem`, cert);
  Deno.copyFileSync(`${TESTDATA}tls_expired_key.pem`, key);
  await logged(
    /expired on 2020-02-01; renew it.*still serving the certificate before/,
  );
  assert.ok(await trusts(port, newCa), "the new pair, served on");
});

Deno.test({
  name:
    "page: over TLS, a renewed certificate: the page reconnects by itself to the same session, and keys go through",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "s");
    const cert = `${d.dir}/cert.pem`, key = `${d.dir}/key.pem`;
    await selfSigned(cert, key);
    await selfSigned(`${d.dir}/new_cert.pem`, `${d.dir}/new_key.pem`);
    await using serve = await ServeProcess.overTls(d, cert, key);
    const { url } = await makeToken(d, "--url", serve.origin, "--session", "s");
    await using browser = await testBrowser();
    const page = await newPage(browser);
    await attached(page, url);
    await page.keyboard.type("echo before-$((6*7))\n");
    await waitForScreen(page, /^before-42$/);
    const newCa = Deno.readTextFileSync(`${d.dir}/new_cert.pem`);
    Deno.copyFileSync(`${d.dir}/new_key.pem`, key);
    Deno.copyFileSync(`${d.dir}/new_cert.pem`, cert);
    await waitFor(
      () => trusts(serve.port, newCa),
      15_000,
      () => serve.output(),
    );
    // The page's link was closed (going away) and came back on its own.
    await waitFor(
      () =>
        /WebSocket, .*: open/.test(
          serve.output().split("serving the new one")[1] ?? "",
        ),
      15_000,
      () => `the page's link again:\n${serve.output()}`,
    );
    await page.keyboard.type("echo after-$((6*7))\n");
    const lines = await waitForScreen(page, /^after-42$/);
    assert.ok(lines.includes("before-42"), lines.join("\n"));
  },
});

Deno.test({
  name: "tls renewal: the file's browser closes",
  ...BROWSER_TEST,
  async fn() {
    await closeTestBrowser();
  },
});
