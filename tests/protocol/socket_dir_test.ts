import assert from "node:assert/strict";
import {
  checkSocketDir,
  ensureSocketDir,
  SocketDirError,
} from "../../protocol/socket_dir.ts";
import { connect } from "../../client/mod.ts";

/** A fresh `$XDG_RUNTIME_DIR` (removed at the end): berth's own is `own`. */
async function runtimeDir() {
  const root = await Deno.makeTempDir({ prefix: "berth-sockdir-" });
  return {
    env: { XDG_RUNTIME_DIR: root },
    own: `${root}/berth`,
    async [Symbol.asyncDispose]() {
      await Deno.remove(root, { recursive: true });
    },
  };
}

Deno.test("ensureSocketDir() creates berth's directory 0700; checkSocketDir() passes it", async () => {
  await using rt = await runtimeDir();
  const { env, own } = rt;
  assert.equal(ensureSocketDir(`${own}/default.sock`, env), own);
  assert.equal(Deno.statSync(own).mode! & 0o777, 0o700);
  checkSocketDir(`${own}/default.sock`, env);
});

Deno.test("checkSocketDir() lets a missing directory through (no daemon there)", async () => {
  await using rt = await runtimeDir();
  const { env, own } = rt;
  checkSocketDir(`${own}/default.sock`, env);
});

Deno.test("checkSocketDir() refuses a symlink, a regular file and mode 0755", async () => {
  await using rt = await runtimeDir();
  const { env, own } = rt;
  const sock = `${own}/default.sock`;
  Deno.mkdirSync(`${own}.real`, { mode: 0o700 });
  Deno.symlinkSync(`${own}.real`, own);
  assert.throws(() => checkSocketDir(sock, env), SocketDirError);
  assert.throws(() => ensureSocketDir(sock, env), /is a symlink/);
  Deno.removeSync(own);
  Deno.writeTextFileSync(own, "");
  assert.throws(() => checkSocketDir(sock, env), /is not a directory/);
  assert.throws(() => ensureSocketDir(sock, env), /is not a directory/);
  Deno.removeSync(own);
  Deno.mkdirSync(own);
  Deno.chmodSync(own, 0o755);
  assert.throws(() => checkSocketDir(sock, env), /open to others \(mode 755\)/);
});

Deno.test({
  name: "checkSocketDir() refuses berth's directory when another user owns it",
  ignore: Deno.uid() !== 0,
  async fn() {
    await using rt = await runtimeDir();
    const { env, own } = rt;
    Deno.mkdirSync(own, { mode: 0o700 });
    Deno.chownSync(own, 65534, 65534); // nobody
    assert.throws(
      () => checkSocketDir(`${own}/default.sock`, env),
      /owned by uid 65534, not you/,
    );
  },
});

Deno.test("checkSocketDir() leaves a --socket directory's mode to the user", async () => {
  await using rt = await runtimeDir();
  const { env, own } = rt;
  const mine = `${own}-chosen`;
  Deno.mkdirSync(mine);
  Deno.chmodSync(mine, 0o755);
  checkSocketDir(`${mine}/x.sock`, env);
  Deno.writeTextFileSync(`${mine}/file`, "");
  assert.throws(
    () => checkSocketDir(`${mine}/file/x.sock`, env),
    /not a directory/,
  );
});

Deno.test("connect() (the library) refuses an unsafe socket directory and sends nothing", async () => {
  await using rt = await runtimeDir();
  const { own } = rt;
  Deno.mkdirSync(own);
  Deno.chmodSync(own, 0o755);
  const listener = Deno.listen({
    transport: "unix",
    path: `${own}/default.sock`,
  });
  let connections = 0;
  const serving = (async () => {
    for await (const c of listener) {
      connections++;
      c.close();
    }
  })().catch(() => {});
  const saved = Deno.env.get("XDG_RUNTIME_DIR");
  Deno.env.set("XDG_RUNTIME_DIR", own.slice(0, -"/berth".length));
  try {
    await assert.rejects(connect({ start: false }), /open to others/);
    await assert.rejects(connect(), /open to others/);
  } finally {
    if (saved === undefined) Deno.env.delete("XDG_RUNTIME_DIR");
    else Deno.env.set("XDG_RUNTIME_DIR", saved);
    listener.close();
    await serving;
  }
  assert.equal(connections, 0);
});
