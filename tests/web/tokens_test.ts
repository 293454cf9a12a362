import assert from "node:assert/strict";
import { TokenStore } from "../../web/tokens.ts";
import { parseDuration } from "../../web/duration.ts";

async function withStore(fn: (s: TokenStore) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "berth-tokens-" });
  try {
    await fn(new TokenStore(`${dir}/state`));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("TokenStore.create() stores only a hash, in a 0600 file", async () => {
  await withStore(async (store) => {
    const { token, record } = await store.create({});
    assert.match(token, /^bt_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    const text = Deno.readTextFileSync(store.path);
    assert.ok(!text.includes(token.slice(12)), "no plaintext secret");
    assert.ok(text.includes(record.hash));
    assert.equal(Deno.statSync(store.path).mode! & 0o777, 0o600);
    assert.equal(Deno.statSync(store.dir).mode! & 0o777, 0o700);
    assert.equal((await store.check(token))?.id, record.id);
  });
});

Deno.test("TokenStore.check() refuses wrong, revoked and expired tokens", async () => {
  await withStore(async (store) => {
    const a = await store.create({ session: "w", readOnly: true });
    const b = await store.create({ ttlMs: 1000 }, Date.now() - 2000);
    const wrong = a.token.slice(0, -1) + (a.token.endsWith("A") ? "B" : "A");
    assert.equal(await store.check(wrong), null);
    assert.equal(await store.check("nonsense"), null);
    assert.equal(await store.check(b.token), null, "expired");
    const rec = await store.check(a.token);
    assert.equal(rec?.session, "w");
    assert.equal(rec?.readOnly, true);
    assert.equal(await store.revoke(a.record.id), true);
    assert.equal(await store.revoke(a.record.id), false);
    assert.equal(await store.check(a.token), null, "revoked");
    assert.equal(store.list().length, 1);
  });
});

Deno.test("parseDuration() reads s, m, h, d and plain seconds", () => {
  assert.equal(parseDuration("90s"), 90_000);
  assert.equal(parseDuration("2h"), 7_200_000);
  assert.equal(parseDuration("1.5m"), 90_000);
  assert.equal(parseDuration("7d"), 604_800_000);
  assert.equal(parseDuration("10"), 10_000);
  for (const bad of ["", "0", "2x", "-1h", "h", "99999d"]) {
    assert.equal(parseDuration(bad), null, bad);
  }
});

Deno.test("TokenStore.follow() binds a token made by name once, keeps its session's new name, never takes another session; a revoked one stays revoked", async () => {
  await withStore(async (store) => {
    const old = await store.create({ session: "w" });
    const gone = await store.create({ session: "w" });
    const session = { name: "w2", id: "$4", created: 1234 };
    const bound = await store.follow(old.record.id, session);
    assert.deepEqual(
      [bound?.session, bound?.sessionId, bound?.sessionCreated],
      ["w2", "$4", 1234],
    );
    assert.deepEqual(await store.check(old.token), bound);
    assert.deepEqual(
      await store.follow(old.record.id, session),
      bound,
      "as it is",
    );
    const renamed = await store.follow(old.record.id, {
      ...session,
      name: "w3",
    });
    assert.equal(renamed?.session, "w3");
    assert.equal(
      await store.follow(old.record.id, { ...session, id: "$5" }),
      null,
    );
    assert.equal(store.list()[0].sessionId, "$4");
    assert.equal(await store.revoke(gone.record.id), true);
    assert.equal(await store.follow(gone.record.id, session), null);
    assert.equal(await store.check(gone.token), null);
    assert.deepEqual(store.list().map((t) => t.id), [old.record.id]);
  });
});

Deno.test("TokenStore.follow() waits for tokens.lock held by another process without stopping this one (berth serve's pages go on)", async () => {
  await withStore(async (store) => {
    const t = await store.create({ session: "w" });
    // Another process holds the lock (a `berth token` stopped with C-z).
    const holder = new Deno.Command("flock", {
      // -o: the lock is flock's own, gone with it (not its sleep's).
      args: ["-o", `${store.dir}/tokens.lock`, "-c", "echo held; exec sleep 5"],
      stdout: "piped",
    }).spawn();
    const reader = holder.stdout.getReader();
    assert.match(new TextDecoder().decode((await reader.read()).value), /held/);
    let done = false;
    const session = { name: "w", id: "$1", created: 1 };
    const following = Promise.resolve(store.follow(t.record.id, session))
      .then((r) => (done = true, r));
    // This process's timers run meanwhile: lockSync stopped them all.
    await new Promise((r) => setTimeout(r, 20));
    const waited = !done;
    try {
      holder.kill();
    } catch {
      // Its sleep is over: the lock was waited for all along.
    }
    await holder.status;
    reader.releaseLock();
    await holder.stdout.cancel();
    assert.ok(
      waited,
      "follow() stopped the event loop until the lock was free",
    );
    assert.equal((await following)?.sessionId, "$1");
  });
});
