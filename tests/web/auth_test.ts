import assert from "node:assert/strict";
import { Auth, COOKIE_NAME, cookieValue, sameOrigin } from "../../web/auth.ts";
import { TokenStore } from "../../web/tokens.ts";

function cookieRequest(setCookie: string): Request {
  const pair = setCookie.split(";")[0];
  return new Request("http://127.0.0.1/", {
    headers: { cookie: `x=1; ${pair}` },
  });
}

Deno.test("Auth.login() accepts its own cookie until the token is revoked", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new TokenStore(dir);
    const auth = await Auth.open(store);
    assert.equal(Deno.statSync(`${dir}/cookie.key`).mode! & 0o777, 0o600);
    const { record } = await store.create({ readOnly: true });
    const set = await auth.cookieFor(record);
    assert.match(set, /; HttpOnly; Secure; SameSite=Strict$/);
    assert.equal((await auth.login(cookieRequest(set)))?.id, record.id);
    // A second server on the same state directory accepts it too.
    const again = await Auth.open(store);
    assert.equal((await again.login(cookieRequest(set)))?.id, record.id);
    // A forged MAC, then a revoked token: refused.
    const forged = set.replace(
      /\.([0-9a-f])/,
      (_m, c) => `.${c === "0" ? "1" : "0"}`,
    );
    assert.equal(await auth.login(cookieRequest(forged)), null);
    await store.revoke(record.id);
    assert.equal(await auth.login(cookieRequest(set)), null);
    assert.equal(await auth.login(new Request("http://127.0.0.1/")), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("plain HTTP on a network address gets a cookie a browser keeps there: not Secure", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new TokenStore(dir);
    const { record } = await store.create({ readOnly: false });
    // A browser drops a Secure cookie that an http:// origin other than
    // localhost sets: with it, --insecure-no-tls-on-network never logs in.
    const plain = await Auth.open(store, false);
    const set = await plain.cookieFor(record);
    assert.match(set, /; HttpOnly; SameSite=Strict$/);
    assert.equal((await plain.login(cookieRequest(set)))?.id, record.id);
    assert.doesNotMatch(plain.clearCookie(), /Secure/);
    assert.match((await Auth.open(store)).clearCookie(), /; Secure;/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("sameOrigin() wants the Origin of the Host and scheme", () => {
  const req = (origin: string | null) =>
    new Request("http://127.0.0.1:7681/ws", {
      headers: origin === null ? {} : { origin },
    });
  assert.ok(sameOrigin(req("http://127.0.0.1:7681"), false));
  assert.ok(!sameOrigin(req("https://127.0.0.1:7681"), false));
  assert.ok(!sameOrigin(req("http://evil.example"), false));
  assert.ok(!sameOrigin(req(null), false));
  assert.equal(cookieValue(`a=1; ${COOKIE_NAME}=v.2`, COOKIE_NAME), "v.2");
});
