/**
 * `berth serve` over HTTP and WebSocket from Deno (no browser): logins,
 * refusals with their status codes, headers, TLS, and the flow control of
 * the bridge. A real daemon, a real serve process, real sockets.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { xtermScreen } from "../vt/_xterm_oracle.ts";
import {
  login,
  makeToken,
  openPage,
  refusal,
  ServeProcess,
  stateEnv,
  TIMEOUT_MS,
} from "./_web.ts";
import { selfSigned } from "./_tls.ts";
import { TokenStore } from "../../web/tokens.ts";
import { WIRE_VERSION } from "../../web/wire.ts";
import { WINDOW } from "../../web/page_terminal.ts";

/** The status line's code of a raw WebSocket upgrade request. */
async function upgradeStatus(
  port: number,
  headers: Record<string, string>,
  path = "/ws?session=s",
  host = `127.0.0.1:${port}`,
): Promise<number> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const lines = [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Sec-WebSocket-Version: 13",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "",
    "",
  ];
  await conn.write(new TextEncoder().encode(lines.join("\r\n")));
  const buf = new Uint8Array(1024);
  const n = await conn.read(buf) ?? 0;
  conn.close();
  return Number(
    /^HTTP\/1\.1 (\d+)/.exec(new TextDecoder().decode(buf.subarray(0, n)))?.[1],
  );
}

Deno.test("berth serve stopping waits for its pages to answer the close; a second SIGTERM stops it at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const { token } = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  const { origin, port } = serve;
  const { cookie } = await login(origin, token);
  // A page that never answers the close: a WebSocket upgraded by hand,
  // whose socket is never read after the close frame.
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    const request = [
      "GET /ws?session=s HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      "Sec-WebSocket-Version: 13",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      `Origin: ${origin}`,
      `Cookie: ${cookie}`,
      "",
      "",
    ].join("\r\n");
    await conn.write(new TextEncoder().encode(request));
    let got: number[] = [];
    const readUntil = async (done: () => boolean, what: string) => {
      const buf = new Uint8Array(4096);
      while (!done()) {
        const n = await conn.read(buf);
        if (n === null) throw new Error(`closed before ${what}`);
        got = got.concat([...buf.subarray(0, n)]);
      }
    };
    const text = () => new TextDecoder().decode(new Uint8Array(got));
    await readUntil(() => text().includes("\r\n\r\n"), "the upgrade");
    assert.match(text(), /^HTTP\/1\.1 101/);
    const head = text().indexOf("\r\n\r\n") + 4;
    // Open on serve's side too (its pong): a close while the socket is
    // still connecting fails it at once, and serve has none to wait for
    // (CI at load 8: it exited 0 before the second SIGTERM).
    const ping = new TextEncoder().encode('{"t":"ping","id":1}');
    const mask = [1, 2, 3, 4];
    await conn.write(
      Uint8Array.from([
        0x81,
        0x80 | ping.length,
        ...mask,
        ...ping.map((b, i) => b ^ mask[i % 4]),
      ]),
    );
    await readUntil(() => text().slice(head).includes("pong"), "the pong");
    serve.child.kill("SIGTERM");
    // Its close: going away (1001), which this page never answers.
    await readUntil(() => got.slice(head).includes(0x88), "the close frame");
    serve.child.kill("SIGTERM");
    const status = await serve.child.status;
    assert.equal(status.code, 1, `serve said: ${serve.output()}`);
  } finally {
    conn.close();
  }
});

Deno.test("berth serve refuses plain HTTP on a non-loopback address", async () => {
  await using d = await TestDaemon.create();
  assert.match(
    await refusal(d, "serve", "--listen", "0.0.0.0:0"),
    /^berth: Refusing to serve plain HTTP on 0\.0\.0\.0.*--tls-cert/,
  );
  assert.match(
    await refusal(d, "serve", "--tls-cert", "x.pem"),
    /^berth: --tls-cert and --tls-key go together; give both$/m,
  );
});

/** A file of tests/testdata. */
function testdata(name: string): string {
  return new URL(`../testdata/${name}`, import.meta.url).pathname;
}

Deno.test("berth serve says in one line what is wrong with its TLS certificate or key", async () => {
  await using d = await TestDaemon.create();
  const [cert, key, other] = ["cert", "key", "other"].map((f) =>
    `${d.dir}/${f}.pem`
  );
  await selfSigned(cert, key);
  await selfSigned(`${d.dir}/other-cert.pem`, other);
  const empty = `${d.dir}/empty.pem`;
  await Deno.writeTextFile(empty, "");
  const cases: [string, string, RegExp][] = [
    [key, cert, /holds no PEM certificate.*give the certificate to --tls-cert/],
    [cert, cert, /holds no PEM private key, or an encrypted one/],
    [cert, other, /the key is not the certificate's/],
    // An empty file (a renewal that failed, a touch): Deno took it for
    // none given, an internal error and its stack.
    [empty, key, /the certificate file is empty/],
    [cert, empty, /the key file is empty/],
    // Browsers refuse it, past a click-through this server's HSTS forbids
    // once they have seen it: served all the same, with no word.
    [
      testdata("tls_expired_cert.pem"),
      testdata("tls_expired_key.pem"),
      /the certificate expired on 2020-02-01; renew it \(browsers refuse it\)\n/,
    ],
    [
      testdata("tls_future_cert.pem"),
      testdata("tls_future_key.pem"),
      /the certificate is valid from 2099-01-01 only; check this machine's clock, or make it again\n/,
    ],
  ];
  for (const [c, k, why] of cases) {
    const r = await d.cliWith(
      { env: stateEnv(d) },
      "serve",
      "--listen",
      "127.0.0.1:0",
      "--tls-cert",
      c,
      "--tls-key",
      k,
    );
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /^berth: Cannot serve HTTPS with --tls-cert /);
    assert.match(r.stderr, why);
    assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  }
});

Deno.test("berth serve refuses an expired certificate in a file that holds its key first", async () => {
  await using d = await TestDaemon.create();
  // One file for both, key then certificate (lighttpd's `ssl.pemfile`, made
  // by `cat server.key server.crt`): Deno's listener takes it so.
  const both = `${d.dir}/both.pem`;
  await Deno.writeTextFile(
    both,
    await Deno.readTextFile(testdata("tls_expired_key.pem")) +
      await Deno.readTextFile(testdata("tls_expired_cert.pem")),
  );
  const [cmd, ...args] = berthArgv(
    d.socket,
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--tls-cert",
    both,
    "--tls-key",
    both,
  );
  const child = new Deno.Command(cmd, {
    args,
    env: { ...d.env, ...stateEnv(d) },
    clearEnv: true,
    cwd: d.dir,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Served all the same, it would listen for good: stopped after a while.
  const stop = setTimeout(() => child.kill("SIGTERM"), TIMEOUT_MS);
  const r = await child.output();
  clearTimeout(stop);
  const [out, err] = [r.stdout, r.stderr].map((b) =>
    new TextDecoder().decode(b)
  );
  assert.equal(r.code, 1, out + err);
  assert.match(
    err,
    /^berth: Cannot serve HTTPS with --tls-cert \S+ and --tls-key \S+: the certificate expired on 2020-02-01; renew it \(browsers refuse it\)\n$/,
  );
});

Deno.test("berth serve and berth token refuse -H: they serve this machine's daemon", async () => {
  await using d = await TestDaemon.create();
  for (const args of [["serve"], ["token", "create"], ["token", "ls"]]) {
    // Refused before any ssh: the host need not exist.
    const r = await d.cliWith(
      { env: { ...stateEnv(d), BERTH_HOST: "far-box" } },
      ...args,
    );
    assert.equal(r.code, 1, args.join(" "));
    assert.match(
      r.stderr,
      new RegExp(
        `^berth: ${args[0]} .*: run berth ${
          args[0]
        } on far-box, not with -H or BERTH_HOST\n$`,
      ),
    );
  }
  assert.deepEqual(
    await Array.fromAsync(Deno.readDir(stateEnv(d).XDG_STATE_HOME)).catch(
      () => [],
    ),
    [],
    "no token file made",
  );
});

Deno.test("berth token: the file is 0600 and holds no token; ls and revoke", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sleep", "600");
  const t = await makeToken(
    d,
    "--session",
    "work",
    "--read-only",
    "--expires",
    "2h",
  );
  assert.match(
    t.url,
    /^http:\/\/127\.0\.0\.1:7681\/#token=bt_[0-9a-f]{8}_.{43}&session=work$/,
  );
  const file = `${d.dir}/state/berth/tokens.json`;
  assert.equal(Deno.statSync(file).mode! & 0o777, 0o600);
  assert.ok(!Deno.readTextFileSync(file).includes(t.token.slice(12)));
  const ls = await d.cliWith({ env: stateEnv(d) }, "token", "ls");
  assert.match(ls.stdout, new RegExp(`^${t.id}\\s+work\\s+read-only`, "m"));
  assert.equal(
    (await d.cliWith({ env: stateEnv(d) }, "token", "revoke", t.id)).code,
    0,
  );
  assert.match(
    await refusal(d, "token", "revoke", t.id),
    /^berth: No token with ID/,
  );
  assert.match(
    await refusal(d, "token", "create", "--expires", "soon"),
    /^berth: --expires takes a time such as 90s/,
  );
  // A bare host:port would make a link the browser reads as relative.
  assert.match(
    await refusal(d, "token", "create", "--url", "localhost:47681"),
    /^berth: --url takes the server's address with its scheme/,
  );
});

Deno.test("berth serve with no token says how to make one for its own address", async () => {
  await using d = await TestDaemon.create();
  await using serve = await ServeProcess.start(d);
  await waitFor(
    () => serve.output().includes("No tokens yet"),
    TIMEOUT_MS,
    "the hint",
  );
  assert.ok(
    serve.output().includes(
      `No tokens yet: berth token create --url ${serve.origin} makes a login URL`,
    ),
    serve.output(),
  );
});

Deno.test("berth serve refuses no cookie, wrong Origin, revoked and expired tokens", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  await d.ok("new", "-d", "-s", "other", "--", "sleep", "600");
  const good = await makeToken(d);
  const revoked = await makeToken(d);
  const scoped = await makeToken(d, "--session", "other");
  await using serve = await ServeProcess.start(d);
  const { origin, port } = serve;

  const page = await fetch(`${origin}/`);
  assert.equal(page.status, 200);
  assert.match(
    page.headers.get("content-security-policy")!,
    /default-src 'none'/,
  );
  assert.match(
    page.headers.get("content-security-policy")!,
    /frame-ancestors 'none'/,
  );
  assert.equal(page.headers.get("x-frame-options"), "DENY");
  assert.equal(
    page.headers.get("strict-transport-security"),
    null,
    "no HSTS without TLS",
  );
  await page.body?.cancel();

  const none = await fetch(`${origin}/api/sessions`);
  assert.equal(none.status, 401);
  await none.body?.cancel();
  assert.equal(await upgradeStatus(port, { origin }), 401);

  const ok = await login(origin, good.token);
  assert.equal(ok.status, 200);
  assert.match(
    ok.r.headers.get("set-cookie")!,
    /HttpOnly; Secure; SameSite=Strict/,
  );
  const list = await fetch(`${origin}/api/sessions`, {
    headers: { cookie: ok.cookie },
  });
  assert.deepEqual(
    (await list.json()).sessions.map((s: { name: string }) => s.name).sort(),
    ["other", "s"],
  );
  assert.equal(await upgradeStatus(port, { origin, cookie: ok.cookie }), 101);
  assert.equal(
    await upgradeStatus(port, {
      origin: "http://evil.example",
      cookie: ok.cookie,
    }),
    403,
  );
  assert.equal(
    await upgradeStatus(port, { cookie: ok.cookie }),
    403,
    "no Origin",
  );
  const cross = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { origin: "http://evil.example" },
    body: JSON.stringify({ token: good.token }),
  });
  assert.equal(cross.status, 403);
  await cross.body?.cancel();

  // A token for one session sees only that one.
  const sc = await login(origin, scoped.token);
  const scList = await fetch(`${origin}/api/sessions`, {
    headers: { cookie: sc.cookie },
  });
  assert.deepEqual(
    (await scList.json()).sessions.map((s: { name: string }) => s.name),
    ["other"],
  );

  // Revoked: its cookie stops working at once, and it cannot log in.
  const rv = await login(origin, revoked.token);
  assert.equal(await upgradeStatus(port, { origin, cookie: rv.cookie }), 101);
  assert.equal(
    (await d.cliWith({ env: stateEnv(d) }, "token", "revoke", revoked.id)).code,
    0,
  );
  assert.equal(await upgradeStatus(port, { origin, cookie: rv.cookie }), 401);
  assert.equal((await login(origin, revoked.token)).status, 401);

  // Expired: its cookie stops working once its time has passed, and it
  // cannot log in. (Made here, not with the CLI, so that its few seconds
  // are not spent starting processes on a busy machine.)
  const store = new TokenStore(`${d.dir}/state/berth`);
  const soon = await store.create({ ttlMs: 8000 });
  const ex = await login(origin, soon.token);
  assert.equal(ex.status, 200);
  assert.equal(await upgradeStatus(port, { origin, cookie: ex.cookie }), 101);
  await waitFor(
    async () =>
      (await upgradeStatus(port, { origin, cookie: ex.cookie })) === 401,
    TIMEOUT_MS,
    "the login to expire",
  );
  const past = await store.create({ ttlMs: 1000 }, Date.now() - 5000);
  assert.equal((await login(origin, past.token)).status, 401);
});

Deno.test("berth serve rate-limits failed logins with 429", async () => {
  await using d = await TestDaemon.create();
  const good = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  // A huge body is never read whole before anyone has logged in.
  const big = await fetch(`${serve.origin}/login`, {
    method: "POST",
    headers: { origin: serve.origin },
    body: "x".repeat(1 << 20),
  });
  assert.equal(big.status, 413);
  await big.body?.cancel();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push(
      (await login(serve.origin, `bt_00000000_${"A".repeat(43)}`)).status,
    );
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  // The right token still logs in from this address (over ssh -L every
  // page comes from 127.0.0.1): the limit only answers failures.
  assert.equal((await login(serve.origin, good.token)).status, 200);
  assert.equal(
    (await login(serve.origin, `bt_00000000_${"A".repeat(43)}`)).status,
    429,
  );
});

Deno.test("berth serve logs logins, failures and WebSockets with the address and token id, never the token", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const bad = `bt_0badc0de_${"B".repeat(43)}`;
  for (let i = 0; i < 8; i++) await login(serve.origin, bad);
  await login(serve.origin, "nonsense");
  const { cookie } = await login(serve.origin, good.token);
  const { ws } = await openPage(serve.origin, cookie, "s");
  await waitFor(() => /WebSocket.*: open/.test(serve.output()), TIMEOUT_MS);
  ws.close();
  await waitFor(
    () => /WebSocket.*: closed \(page closed, 1005/.test(serve.output()),
    TIMEOUT_MS,
    `the close in the log (${serve.output()})`,
  );
  const log = serve.output();
  assert.ok(!log.includes(good.token) && !log.includes(bad), log);
  const lines = log.split("\n");
  const failed = lines.filter((l) => l.includes("login failed"));
  // Each failure up to the limit, the first 429, then one for the
  // malformed token (it comes from the same address: limited too, not
  // logged).
  assert.equal(failed.length, 6, log);
  assert.match(
    failed[0],
    /^\d{4}-\d\d-\d\dT\S+ 127\.0\.0\.1 login failed \(401\): token 0badc0de, 1 failures/,
  );
  assert.match(failed[5], /\(429\).*more are not logged/);
  assert.ok(
    lines.some((l) => l.endsWith(`127.0.0.1 login, token ${good.id}`)),
    log,
  );
  assert.ok(
    lines.some((l) =>
      l.endsWith(`127.0.0.1 WebSocket, token ${good.id}, session s: open`)
    ),
    log,
  );
});

Deno.test("berth serve answers HEAD as GET without a body, over TLS too", async () => {
  await using d = await TestDaemon.create();
  const cert = `${d.dir}/cert.pem`, key = `${d.dir}/key.pem`;
  await selfSigned(cert, key);
  await using serve = await ServeProcess.overTls(d, cert, key);
  using client = Deno.createHttpClient({
    caCerts: [Deno.readTextFileSync(cert)],
  });
  for (const path of ["/", "/assets/app.js"]) {
    const r = await fetch(`${serve.origin}${path}`, { method: "HEAD", client });
    assert.equal(r.status, 200, path);
    assert.match(r.headers.get("content-type")!, /^text\/(html|javascript)/);
    assert.equal(await r.text(), "");
  }
  const missing = await fetch(`${serve.origin}/nothing`, {
    method: "HEAD",
    client,
  });
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), "");
  // curl -I, as the trial ran it: HTTP/2 over TLS, a clean end.
  const curl = await new Deno.Command("curl", {
    args: ["-sS", "-I", "--cacert", cert, `${serve.origin}/`],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(curl.stdout);
  assert.equal(curl.code, 0, new TextDecoder().decode(curl.stderr));
  assert.match(text, /^HTTP\/2 200/);
});

Deno.test("berth serve over TLS with a self-signed certificate sends HSTS", async () => {
  await using d = await TestDaemon.create();
  const cert = `${d.dir}/cert.pem`, key = `${d.dir}/key.pem`;
  await selfSigned(cert, key);
  const good = await makeToken(d);
  await using serve = await ServeProcess.overTls(d, cert, key);
  assert.match(serve.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
  using client = Deno.createHttpClient({
    caCerts: [Deno.readTextFileSync(cert)],
  });
  const page = await fetch(`${serve.origin}/`, { client });
  assert.equal(page.status, 200);
  assert.equal(
    page.headers.get("strict-transport-security"),
    "max-age=31536000",
  );
  await page.body?.cancel();
  assert.equal((await login(serve.origin, good.token, client)).status, 200);
});

/** Session s, `sh` at 40x10, and a token to serve it with. */
async function shellSession(d: TestDaemon) {
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--cols",
    "40",
    "--rows",
    "10",
    "--",
    "sh",
  );
  return await makeToken(d);
}

Deno.test("Bridge: answers the page's ping with a pong at once, attached or not", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const url = `${serve.origin.replace("http", "ws")}/ws?session=s`;
  // @ts-ignore: Deno's WebSocket takes headers
  const ws = new WebSocket(url, { headers: { origin: serve.origin, cookie } });
  const got: unknown[] = [];
  ws.onmessage = (ev) => got.push(JSON.parse(ev.data));
  await new Promise((r) => ws.onopen = r);
  ws.send(JSON.stringify({ t: "ping", id: 7 }));
  await waitFor(() => got.length > 0, TIMEOUT_MS);
  assert.deepEqual(got, [{ t: "pong", id: 7 }]);
  ws.close();
});

Deno.test("Bridge: a WebSocket that never says hello is closed", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const url = `${serve.origin.replace("http", "ws")}/ws?session=s`;
  // @ts-ignore: Deno's WebSocket takes headers
  const ws = new WebSocket(url, { headers: { origin: serve.origin, cookie } });
  let code = 0;
  ws.onclose = (ev) => code = ev.code;
  await waitFor(() => code !== 0, TIMEOUT_MS, "the server to close it");
  assert.equal(code, 1008);
  await waitFor(
    () => /: closed \(no hello\)/.test(serve.output()),
    TIMEOUT_MS,
    "the close in the log",
  );
});

Deno.test("berth serve /api/attach says what the WebSocket would refuse", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "web2", "--", "sleep", "600");
  await d.ok("new", "-d", "-s", "other", "--", "sleep", "600");
  const scoped = await makeToken(d, "--session", "web2");
  await using serve = await ServeProcess.start(d);
  const { origin } = serve;
  const ask = async (session: string, cookie?: string) => {
    const r = await fetch(`${origin}/api/attach?session=${session}`, {
      headers: cookie ? { cookie } : {},
    });
    return `${r.status} ${(await r.text()).trim()}`;
  };
  assert.equal(await ask("web2"), "401 Not logged in");
  const { cookie } = await login(origin, scoped.token);
  assert.equal(await ask("web2", cookie), "204 ");
  // Whatever the page names, a login for one session opens its own.
  assert.equal(await ask("other", cookie), "204 ");
  assert.match(await ask("a%3Ab", cookie), /^400 Session name "a:b" may not/);
  await d.ok("kill-session", "-t", "web2");
  assert.match(await ask("web2", cookie), /^410 Session web2, the one this/);
  // The WebSocket itself is refused the same way.
  assert.equal(
    await upgradeStatus(serve.port, { origin, cookie }, "/ws?session=web2"),
    410,
  );
});

/**
 * A page of session s (`shellSession`) logged in with `token`, its first
 * frame drawn and acked, that acks nothing more: a sleeping or frozen tab;
 * `stopped`: how many `out` messages it had by then.
 */
async function stopsAcking(serve: ServeProcess, token: string) {
  const { cookie } = await login(serve.origin, token);
  const page = await openPage(serve.origin, cookie, "s");
  // The status line drawn: attached, and acked so far.
  await waitFor(
    () => page.outs.some((o) => o.data.includes("[s]")),
    TIMEOUT_MS,
    "the first frame",
  );
  page.acking.on = false;
  return { ...page, stopped: page.outs.length };
}

Deno.test("Bridge: a page that does not ack gets a window, then one diff; the prompt echoes each key within it", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { ws, outs, acking, stopped } = await stopsAcking(serve, good.token);
  // The prompt and its echoes are a few bytes each: with nothing acked
  // they still show, as on a page 200 ms away, which otherwise waited a
  // round trip a key.
  let seq = 0;
  for (const data of ["\x02", ":", "x", "y", "z", "\x1b"]) {
    ws.send(JSON.stringify({ t: "input", seq: ++seq, data, binary: false }));
  }
  const shown = () => outs.slice(stopped).map((o) => o.data).join("");
  await waitFor(
    () => /:.*z/.test(shown()),
    TIMEOUT_MS,
    () => `the prompt's echo of z (the page got ${JSON.stringify(shown())})`,
  );
  await d.ok("send", "s", "--escapes", "seq 1 20000; echo done-$((6*7))\\n");
  await d.ok("wait", "s", "--text", "^done-42$", "--timeout", "30");
  // Everything the flood made is waiting in the daemon as one diff: at
  // most a window went out unacked (PageTerminal's WINDOW, and the write
  // that filled it), and the attach client waits for room in it before it
  // acks the daemon's frame.
  const before = outs.slice(stopped).map((o) => o.data.length);
  const sent = before.reduce((a, b) => a + b, 0);
  assert.ok(
    sent <= WINDOW + Math.max(0, ...before),
    `text sent unacked: ${sent} in ${before.length} writes`,
  );
  acking.on = true;
  const last = outs.at(-1)!.id;
  ws.send(JSON.stringify({ t: "ack", id: last }));
  await waitFor(
    () => outs.some((o) => o.data.includes("done-42")),
    TIMEOUT_MS,
    "the diff",
  );
  // 20000 lines in a handful of writes, not one a line.
  const after = outs.filter((o) => o.id > last).length;
  assert.ok(after <= 4, `writes for the flood: ${after}`);
  const closed = new Promise((r) => ws.onclose = r);
  ws.close();
  await closed;
});

Deno.test("Bridge: a page that acks nothing (a frozen tab) is told that detach-client ended it, and serve leaves the daemon", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { ws, outs, all, stopped } = await stopsAcking(serve, good.token);
  // Output that goes on until the window is full: the attach client's
  // next write waits for an ack that never comes. Wide rows of digits
  // fill it in a few frames.
  ws.send(JSON.stringify({ t: "resize", cols: 200, rows: 50 }));
  await d.ok("send", "s", "--escapes", "seq -f %0190.0f 1 100000000\\n");
  const unacked = () =>
    outs.slice(stopped).reduce((n, o) => n + o.data.length, 0);
  await waitFor(() => unacked() > WINDOW, TIMEOUT_MS, "the window to fill");
  const closed = new Promise<number>((r) => ws.onclose = (ev) => r(ev.code));
  await d.ok("detach-client", "-t", "s");
  await waitFor(
    () => all.some((m) => m.t === "end"),
    TIMEOUT_MS,
    () => `the end to reach the page (${unacked()} chars unacked)`,
  );
  assert.deepEqual(all.find((m) => m.t === "end"), {
    t: "end",
    message: "[detached from session s]",
  });
  assert.equal(await closed, 1000);
  // The serve process left the daemon: no client of it is listed.
  await waitFor(
    () => /: closed \(\[detached from session s\]\)/.test(serve.output()),
    TIMEOUT_MS,
    "the close in serve's log",
  );
  await waitFor(
    async () => (await d.ok("list-clients")) === "",
    TIMEOUT_MS,
    "no client listed",
  );
});

Deno.test("Bridge: a paste right behind the q that leaves copy mode, or while display-panes shows, reaches the pane as it asked (unbracketed), not as a view's paste", async () => {
  await using d = await TestDaemon.create();
  // cat asks for no bracketed paste: a paste reaches it as typed keys.
  await d.ok("new", "-d", "-s", "p", "--", "cat");
  const { token } = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, token);
  const { ws, outs, all } = await openPage(serve.origin, cookie, "p");
  await waitFor(() => outs.some((o) => o.data.includes("[p]")), TIMEOUT_MS);
  // The terminal's echo, then cat's: both shown before the next keys.
  const twice = (word: string) =>
    waitFor(
      async () =>
        (await d.ok("capture", "p")).split("\n").filter((l) =>
          l.trimEnd() === word
        ).length === 2,
      TIMEOUT_MS,
      `${word} twice`,
    );
  let seq = 0;
  const send = (m: Record<string, unknown>) =>
    ws.send(JSON.stringify({ ...m, seq: ++seq }));
  // Before copy mode's first answer: the q waits in copy mode for it, and
  // the paste behind the q waits behind it.
  send({ t: "input", data: "\x02[q", binary: false });
  send({ t: "paste", text: "early\n", bracketed: false });
  await twice("early");
  send({ t: "input", data: "\x02[", binary: false });
  await waitFor(
    () => all.filter((m) => m.t === "scroll" && m.on).length === 2,
    TIMEOUT_MS,
    "copy mode",
  );
  // Drawn: its first answer came.
  await waitFor(
    () => outs.some((o) => /\[0\/\d+\]/.test(o.data)),
    TIMEOUT_MS,
    "copy mode drawn",
  );
  // Sent together, as a page sends what was typed while its link was
  // down: the q leaves copy mode, so the paste is the pane's.
  send({ t: "input", data: "q", binary: false });
  send({ t: "paste", text: "after-q\n", bracketed: false });
  await twice("after-q");
  // display-panes passes a key it does not take on to the pane, as
  // tmux's: a paste, too, goes there as the pane asked.
  await d.ok("set-option", "-g", "display-panes-time", "60000");
  const before = outs.length;
  send({ t: "input", data: "\x02q", binary: false });
  await waitFor(() => outs.length > before, TIMEOUT_MS, "display-panes");
  send({ t: "paste", text: "panes\n", bracketed: false });
  await twice("panes");
  send({ t: "input", data: "typed\r", binary: false });
  await twice("typed");
  const lines = (await d.ok("capture", "p")).split("\n").map((l) => l.trimEnd())
    .filter((l) => l);
  assert.deepEqual(lines, [
    "early",
    "early",
    "after-q",
    "after-q",
    "panes",
    "panes",
    "typed",
    "typed",
  ]);
  ws.close();
});

Deno.test("Bridge: run-shell's output shows in a view over the session, as the attach client's; q leaves it", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const { ws, outs } = await openPage(serve.origin, cookie, "s");
  await waitFor(
    () => outs.some((o) => o.id > 0),
    TIMEOUT_MS,
    "the first frame",
  );
  // From the command line, with a client attached: shown there, not printed.
  const r = await d.cli(
    "run-shell",
    "-t",
    "s",
    "printf 'one\\ntwo\\nthree\\n'",
  );
  assert.equal(r.stdout, "");
  const text = () => outs.map((o) => o.data).join("");
  await waitFor(
    () => ["one", "two", "three"].every((w) => text().includes(w)),
    TIMEOUT_MS,
    "every line of the output in the view",
  );
  // q leaves the view; the session's keys reach it again.
  const before = outs.length;
  ws.send(JSON.stringify({ t: "input", seq: 1, data: "q" }));
  await waitFor(() => outs.length > before, TIMEOUT_MS, "the session again");
  ws.send(JSON.stringify({ t: "input", seq: 2, data: "echo back-$((6*7))\r" }));
  await d.ok("wait", "s", "--text", "^back-42$", "--timeout", "30");
  const closed = new Promise((r) => ws.onclose = r);
  ws.close();
  await closed;
});

Deno.test("berth serve ends an open WebSocket when its token is revoked", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const t = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, t.token);
  const url = `${serve.origin.replace("http", "ws")}/ws?session=s`;
  // @ts-ignore: Deno's WebSocket takes headers
  const ws = new WebSocket(url, { headers: { origin: serve.origin, cookie } });
  const got: { t: string; message?: string }[] = [];
  ws.onmessage = (ev) => got.push(JSON.parse(ev.data));
  const closed = new Promise((r) => ws.onclose = r);
  await new Promise((r) => ws.onopen = r);
  ws.send(
    JSON.stringify({
      t: "hello",
      version: WIRE_VERSION,
      client: "c",
      cols: 80,
      rows: 24,
      clipboard: false,
    }),
  );
  await waitFor(
    () => got.some((m) => m.t === "attached"),
    TIMEOUT_MS,
    "attached",
  );
  assert.equal(
    (await d.cliWith({ env: stateEnv(d) }, "token", "revoke", t.id)).code,
    0,
  );
  await closed;
  assert.match(
    got.at(-1)?.message ?? "",
    /^Your login was revoked or has expired/,
  );
});

Deno.test("berth serve drops a WebSocket that sends nonsense and serves on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const t = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, t.token);
  const url = `${serve.origin.replace("http", "ws")}/ws?session=s`;
  for (
    const junk of [
      "not json",
      '{"t":"input","seq":-1,"data":"x"}',
      '{"t":"resize","cols":1e9,"rows":1}',
    ]
  ) {
    // @ts-ignore: Deno's WebSocket takes headers
    const ws = new WebSocket(url, {
      headers: { origin: serve.origin, cookie },
    });
    const closed = new Promise<CloseEvent>((r) => ws.onclose = r);
    await new Promise((r) => ws.onopen = r);
    if (junk.includes("resize")) {
      ws.send(
        JSON.stringify({
          t: "hello",
          version: WIRE_VERSION,
          client: "c",
          cols: 80,
          rows: 24,
          clipboard: false,
        }),
      );
    }
    ws.send(junk);
    assert.equal((await closed).code, 1008, junk);
  }
  const page = await fetch(`${serve.origin}/`);
  assert.equal(page.status, 200);
  await page.body?.cancel();
  assert.equal(JSON.parse(await d.ok("ls", "--json")).length, 1);
});

Deno.test("berth serve behind --public-url takes X-Forwarded-For's last hop for the client only when it is an address", async () => {
  await using d = await TestDaemon.create();
  await using serve = await ServeProcess.start(d, [
    "--listen",
    "127.0.0.1:0",
    "--public-url",
    "https://box.example.com/",
  ]);
  const fail = async (forwarded: string) => {
    const r = await fetch(`${serve.origin}/login`, {
      method: "POST",
      headers: {
        origin: "https://box.example.com",
        "content-type": "application/json",
        "x-forwarded-for": forwarded,
      },
      body: JSON.stringify({ token: "nonsense" }),
    });
    await r.body?.cancel();
    assert.equal(r.status, 401);
  };
  await fail("10.0.0.1, 203.0.113.5");
  await fail("2001:db8::7");
  // Not an address: text that would read as another line's in the log.
  await fail("10.0.0.1, 198.51.100.9 login, token 0badf00d");
  await fail("unknown");
  await waitFor(
    () => serve.output().split("login failed").length === 5,
    TIMEOUT_MS,
    () => `four failures in the log (${serve.output()})`,
  );
  const who = serve.output().split("\n")
    .filter((l) => l.includes("login failed"))
    .map((l) => l.split(" login failed")[0].split(" ").slice(1).join(" "));
  assert.deepEqual(who, [
    "203.0.113.5 via 127.0.0.1",
    "2001:db8::7 via 127.0.0.1",
    "127.0.0.1",
    "127.0.0.1",
  ]);
});

Deno.test("berth serve behind --public-url https:// refuses a WebSocket from http:// on the public name", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d, [
    "--listen",
    "127.0.0.1:0",
    "--public-url",
    "https://box.example.com/berth/",
  ]);
  const r = await fetch(`${serve.origin}/login`, {
    method: "POST",
    headers: {
      origin: "https://box.example.com",
      "content-type": "application/json",
    },
    body: JSON.stringify({ token: good.token }),
  });
  await r.body?.cancel();
  assert.equal(r.status, 200);
  const cookie = (r.headers.get("set-cookie") ?? "").split(";")[0];
  const status = (origin: string, host: string) =>
    upgradeStatus(serve.port, { origin, cookie }, "/ws?session=s", host);
  // Through the proxy, with the browser's Host or the proxy's own.
  assert.equal(await status("https://box.example.com", "box.example.com"), 101);
  assert.equal(
    await status("https://box.example.com", serve.origin.slice(7)),
    101,
  );
  // A page of http://box.example.com (plain HTTP, anyone on the path may
  // write it) is another origin, whatever Host the proxy passes.
  assert.equal(await status("http://box.example.com", "box.example.com"), 403);
  assert.equal(
    await status("http://box.example.com", serve.origin.slice(7)),
    403,
  );
  // Directly on loopback (ssh -L), its own origin as before.
  assert.equal(await status(serve.origin, serve.origin.slice(7)), 101);
});

/**
 * A page's link as the page drives it (`openPage`): `hello` with page id
 * `client`; what it got (`attached`'s count, input acks, the output, the
 * close), from the messages it kept.
 */
async function pageLink(origin: string, cookie: string, client: string) {
  const { ws, all, outs } = await openPage(origin, cookie, "s", { client });
  const last = (t: string) => all.findLast((m) => m.t === t);
  let closed = "";
  ws.addEventListener("close", (ev) => closed = `${ev.code} ${ev.reason}`);
  const got = {
    get delivered() {
      return (last("attached")?.delivered as number | undefined) ?? -1;
    },
    get acked() {
      return (last("inputAck")?.seq as number | undefined) ?? 0;
    },
    get text() {
      return outs.map((m) => m.data).join("");
    },
    get closed() {
      return closed;
    },
  };
  await waitFor(() => got.delivered >= 0, TIMEOUT_MS, "attached");
  const send = (seq: number, data: string) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ t: "input", data, binary: false, seq }));
  };
  return { ws, got, send };
}

Deno.test("Bridge: a serve process stopped past the heartbeat's timeout (a suspended VM) loses no key its page typed meanwhile and sends again", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const old = await pageLink(serve.origin, cookie, "vm");
  const keys = [...`echo vm-$((6*7))\r`];
  Deno.kill(serve.child.pid, "SIGSTOP");
  try {
    // Typed into the stalled link; the page gives it up (its heartbeat)
    // while the server is still stopped, longer than the daemon waits
    // for a beating client (HEARTBEAT_TIMEOUT_MS, 5 s).
    keys.forEach((key, i) => old.send(i + 1, key));
    old.ws.close();
    await new Promise((r) => setTimeout(r, 6500));
  } finally {
    Deno.kill(serve.child.pid, "SIGCONT");
  }
  // Its next link sends again what the server has not delivered.
  const next = await pageLink(serve.origin, cookie, "vm");
  for (let i = next.got.delivered; i < keys.length; i++) {
    next.send(i + 1, keys[i]);
  }
  await d.ok("wait", "s", "--text", "^vm-42$", "--timeout", "30");
  next.ws.close();
});

Deno.test("Bridge: a page's next link takes over; keys its old link delivers late, and the new one sends again, arrive once, in order", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  let seq = 0;
  for (let round = 0; round < 4; round++) {
    const client = `page${round}`;
    const old = await pageLink(serve.origin, cookie, client);
    const keys = [...`echo r${round}-$((6*7)) ok\r`];
    const first = seq;
    // The page typed into a silent link: the first keys got through...
    const through = 1 + round;
    for (let i = 0; i < through; i++) old.send(++seq, keys[i]);
    await waitFor(() => old.got.acked === first + through, TIMEOUT_MS);
    // ...the rest were held. The page gave the link up and opened another.
    const next = await pageLink(serve.origin, cookie, client);
    assert.equal(next.got.delivered, first + through);
    // The held keys come in on the old link as the new one sends them again,
    // key by key (the page resends what `attached` did not count).
    for (let i = through; i < keys.length; i++) {
      old.send(first + i + 1, keys[i]);
      next.send(first + i + 1, keys[i]);
    }
    seq = first + keys.length;
    await waitFor(() => next.got.acked === seq, TIMEOUT_MS, "the acks");
    await d.ok("wait", "s", "--text", `^r${round}-42 ok$`, "--timeout", "30");
    // The old link was closed for the new one.
    await waitFor(
      () => old.got.closed !== "",
      TIMEOUT_MS,
      "the old link's close",
    );
    assert.equal(
      serve.output().split("\n").filter((l) =>
        l.endsWith(": closed (replaced by the page's next link)")
      ).length,
      round + 1,
      serve.output(),
    );
    const screen = (await d.ok("capture", "s")).split("\n");
    assert.equal(
      screen.filter((l) => l.includes(`echo r${round}-$((6*7)) ok`)).length,
      1,
      screen.join("\n"),
    );
    const closed = new Promise((r) => next.ws.onclose = r);
    next.ws.close();
    await closed;
  }
});

Deno.test("Bridge: keys that come just before the page's close reach the session", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  // As a silent link that comes back: the keys held in it, then at once
  // the close the page sent when it gave the link up. They count as
  // delivered (the page's next link will not send them again), so they
  // must be in the session: the bridge hangs up only once the daemon has
  // answered its detach (before, a line's tail was lost in each of 2 runs).
  for (let round = 0; round < 20; round++) {
    const link = await pageLink(serve.origin, cookie, `gone${round}`);
    [...`echo z${round}-$((6*7))\r`].forEach((key, i) => link.send(i + 1, key));
    link.ws.close();
    await d.ok("wait", "s", "--text", `^z${round}-42$`, "--timeout", "10");
  }
});

Deno.test("Bridge: a program's OSC 10/11 query is answered with the page's colours (xterm.js's white on black)", async () => {
  await using d = await TestDaemon.create();
  const good = await makeToken(d);
  await d.ok(
    "new",
    "-d",
    "-s",
    "q",
    "--",
    "sh",
    "-c",
    "read x; stty -echo -icanon min 0 time 10; " +
      "printf '\\033]10;?\\033\\\\\\033]11;?\\007'; sleep 0.3; " +
      "dd bs=200 count=1 2>/dev/null | od -An -c | tr -d ' \\n'; echo; " +
      "exec sleep 600",
  );
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const { ws, outs } = await openPage(serve.origin, cookie, "q");
  await waitFor(() => outs.some((o) => o.id > 0), TIMEOUT_MS, "a frame");
  await d.ok("send", "q", "--escapes", "\\n");
  // The page is 40 columns wide: the answers wrap.
  await d.ok("wait", "q", "--text", "0000/0000/0000", "--timeout", "30");
  assert.match(
    (await d.ok("capture", "q")).replaceAll("\n", ""),
    /10;rgb:ffff\/ffff\/ffff.*11;rgb:0000\/0000\/0000/,
  );
  const closed = new Promise((r) => ws.onclose = r);
  ws.close();
  await closed;
});

Deno.test("Bridge: across berth upgrade the page's link stays open and its attachment resumes: a C-b : prompt half typed goes on, keys typed meanwhile arrive once", async () => {
  await using d = await TestDaemon.create();
  const good = await shellSession(d);
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, good.token);
  const sockets = () =>
    [...Deno.readDirSync(`/proc/${serve.child.pid}/fd`)].filter((f) => {
      try {
        return Deno.readLinkSync(`/proc/${serve.child.pid}/fd/${f.name}`)
          .startsWith("socket:");
      } catch {
        return false; // closed meanwhile
      }
    }).length;
  const before = sockets();
  const link = await pageLink(serve.origin, cookie, "up");
  let seq = 0;
  const type = (text: string) => [...text].forEach((k) => link.send(++seq, k));
  type(`echo u1-$((6*7))\r`);
  await d.ok("wait", "s", "--text", "^u1-42$", "--timeout", "30");
  // The serve process's attach client has a prompt open, half typed.
  type("\x02:rename-session re");
  // Its echo, one key a frame, on the page's status line: the screen the
  // page's output draws (40x10, its hello), not the stream's text, where
  // the frames of the pane's output the daemon had already parsed (the
  // wait above) may come in between the echo's keys (seen at load 17).
  const shown = () =>
    xtermScreen(new TextEncoder().encode(link.got.text), 40, 10).lines;
  await waitFor(
    () => /^:rename-session re *$/.test(shown().at(-1) ?? ""),
    TIMEOUT_MS,
    () => `the prompt's echo on the page's screen:\n${shown().join("\n")}`,
  );
  const pid = await d.daemonPid();

  const upgrade = d.cli("upgrade");
  // Typed while the daemon is being upgraded: kept, not lost nor doubled.
  type("na");
  const up = await upgrade;
  assert.equal(up.code, 0, up.stderr);
  assert.equal(await d.daemonPid(), pid);
  // The prompt is still open once the new daemon serves.
  type("med\r");
  await waitFor(
    async () =>
      (await d.ok("ls", "-F", "#{session_name}")).trim() === "renamed",
    TIMEOUT_MS,
    () => `the session renamed (the link: ${link.got.closed || "open"})`,
  );
  await waitFor(
    () => link.got.text.includes("daemon upgraded"),
    TIMEOUT_MS,
    "the upgrade's message",
  );
  // list-clients names it as before: the serve process's pid.
  assert.equal(
    (await d.ok("list-clients", "-F", "#{client_pid}")).trim(),
    String(serve.child.pid),
  );
  type(`echo u2-$((6*7))\r`);
  await d.ok("wait", "renamed", "--text", "^u2-42$", "--timeout", "30");
  assert.equal(link.got.closed, "");
  assert.equal(
    (await d.ok("capture", "renamed")).match(/^u2-42$/gm)?.length,
    1,
  );
  // Closed, the page leaves the session and closes its resumed daemon
  // connection (the serve process holds no socket more than before).
  link.ws.close();
  await waitFor(
    async () => (await d.ok("list-clients")).trim() === "",
    TIMEOUT_MS,
    "the serve process to leave the session",
  );
  await waitFor(
    () => sockets() === before,
    TIMEOUT_MS,
    () => `the serve process's sockets: ${sockets()}, ${before} before`,
  );
});
