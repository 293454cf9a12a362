/**
 * The CLI takes wait times up to `MAX_TIMEOUT_MS` and refuses longer ones
 * with one line, before it talks to any daemon.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("CLI: --timeout over 2^31-1 ms is refused in one line", async () => {
  await using t = await TestDaemon.create();
  for (
    const args of [
      ["wait", "S", "--exit", "--timeout", "2147484"],
      ["run", "--timeout", "2147484", "--", "true"],
    ]
  ) {
    const r = await t.cli(...args);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(
      r.stderr.trim(),
      'berth: --timeout must be a number of seconds from 0 to 2147483, not "2147484"',
    );
  }
  const idle = await t.cli("wait", "S", "--idle", String(2 ** 31));
  assert.equal(idle.code, 1, idle.stderr);
  assert.match(
    idle.stderr,
    /--idle must be a whole number from 0 to 2147483647/,
  );
});
