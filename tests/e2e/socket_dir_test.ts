/**
 * The socket directory rule, end to end: no CLI command talks through a
 * directory another user controls, and the daemon refuses one too, each
 * with one line and exit 1 (issue 9 #1).
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

/** A listener that only counts who connects and what they send. */
class Eavesdropper {
  connections = 0;
  bytes = 0;
  #listener: Deno.Listener<Deno.UnixConn>;
  #serving: Promise<void>;

  constructor(path: string) {
    this.#listener = Deno.listen({ transport: "unix", path });
    this.#serving = this.#serve();
  }

  async #serve(): Promise<void> {
    try {
      for await (const conn of this.#listener) {
        this.connections++;
        this.#drain(conn);
      }
    } catch {
      // Closed.
    }
  }

  async #drain(conn: Deno.UnixConn): Promise<void> {
    const buf = new Uint8Array(4096);
    try {
      for (let n = await conn.read(buf); n !== null; n = await conn.read(buf)) {
        this.bytes += n;
      }
    } catch {
      // Closed.
    } finally {
      conn.close();
    }
  }

  async close(): Promise<void> {
    this.#listener.close();
    await this.#serving;
  }
}

/** Runs berth with `$XDG_RUNTIME_DIR` at the test's directory. */
function berth(t: TestDaemon, ...args: string[]) {
  return t.cliWith(
    { env: { XDG_RUNTIME_DIR: t.dir }, noSocket: true },
    ...args,
  );
}

/** Asserts a refusal: exit 1, one line on stderr matching `re`. */
function assertRefused(
  r: { code: number; stderr: string },
  re: RegExp,
  what: string,
): void {
  assert.equal(r.code, 1, `${what}: exit status (${r.stderr})`);
  const lines = r.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, `${what}: one line, got ${r.stderr}`);
  assert.match(lines[0], re, what);
}

const isRoot = Deno.uid() === 0;

Deno.test({
  name: "CLI: ls, send and attach refuse a socket directory another user owns",
  ignore: !isRoot,
  async fn() {
    await using t = await TestDaemon.create();
    const dir = `${t.dir}/berth`;
    Deno.mkdirSync(dir, { mode: 0o700 });
    const spy = new Eavesdropper(`${dir}/default.sock`);
    try {
      Deno.chownSync(dir, 65534, 65534); // nobody
      for (
        const args of [
          ["ls"],
          ["send", "S", "my secret password"],
          ["attach", "S"],
        ]
      ) {
        const r = await berth(t, ...args);
        assertRefused(r, /owned by uid 65534, not you/, args[0]);
      }
      assert.equal(spy.connections, 0, "nobody connected to the fake daemon");
      assert.equal(spy.bytes, 0);
    } finally {
      await spy.close();
    }
  },
});
if (!isRoot) {
  console.log(
    "skipped the second-uid case: it needs root to chown a directory",
  );
}

Deno.test("CLI: a socket directory open to others (0755) is refused", async () => {
  await using t = await TestDaemon.create();
  const dir = `${t.dir}/berth`;
  Deno.mkdirSync(dir);
  Deno.chmodSync(dir, 0o755);
  const spy = new Eavesdropper(`${dir}/default.sock`);
  try {
    const r = await berth(t, "send", "S", "my secret password");
    assertRefused(r, /open to others \(mode 755\); run chmod 700/, "send");
    assert.equal(spy.connections, 0);
  } finally {
    await spy.close();
  }
});

Deno.test("CLI and daemon: a symlink in place of the socket directory is refused", async () => {
  await using t = await TestDaemon.create();
  const real = `${t.dir}/elsewhere`;
  Deno.mkdirSync(real, { mode: 0o700 });
  Deno.symlinkSync(real, `${t.dir}/berth`);
  const spy = new Eavesdropper(`${real}/default.sock`);
  try {
    const send = await berth(t, "send", "S", "my secret password");
    assertRefused(send, /is a symlink/, "send");
    assert.equal(spy.connections, 0);
  } finally {
    await spy.close();
  }
  // With nothing listening, `new` would start a daemon there: it must not.
  const made = await berth(t, "new", "-d", "--", "true");
  assertRefused(made, /is a symlink/, "new");
  const daemon = await berth(t, "__daemon");
  assertRefused(daemon, /is a symlink/, "the daemon itself");
  assert.deepEqual([...Deno.readDirSync(real)], [], "nothing was created");
});

Deno.test("CLI and daemon: a regular file in place of the socket directory gives one line", async () => {
  await using t = await TestDaemon.create();
  Deno.writeTextFileSync(`${t.dir}/berth`, "");
  for (const args of [["ls"], ["new", "-d", "--", "true"], ["__daemon"]]) {
    const r = await berth(t, ...args);
    assertRefused(r, /is not a directory; remove it/, args[0]);
  }
});
