/**
 * `berth wait-for` (`client/commands/wait_for.ts`) against a fake daemon
 * that refuses the request as one being upgraded does ("busy"): the
 * request is sent again for up to `UPGRADE_RETRY_MS`; a daemon that still
 * refuses then did nothing (nothing was signalled, locked or unlocked),
 * so the exit is 2 (run it again), not 1, which says --timeout passed or
 * (with -U) the channel is not locked.
 */

import assert from "node:assert/strict";
import { berthArgv } from "../../_helpers/daemon.ts";
import { FakeDaemon } from "../_fake_daemon.ts";

Deno.test("wait-for refused by a daemon being upgraded exits 2, saying to run it again", async () => {
  const fake = await FakeDaemon.start({
    answer: (req) =>
      req.op === "wait-for"
        ? {
          code: "busy",
          message: "The daemon is being upgraded; retry in a moment",
        }
        : undefined,
  });
  try {
    // One mode: each waits out the whole retry time (15 s).
    for (const mode of [["-U"]]) {
      const [cmd, ...args] = berthArgv(fake.path, "wait-for", ...mode, "ch");
      const r = await new Deno.Command(cmd, {
        args,
        stdin: "null",
        stdout: "piped",
        stderr: "piped",
      }).output();
      const stderr = new TextDecoder().decode(r.stderr);
      assert.equal(r.code, 2, `${mode}: ${stderr}`);
      assert.match(
        stderr,
        /^berth: wait-for ch: The daemon is being upgraded; retry in a moment \(nothing was done\); run it again\n$/,
      );
    }
  } finally {
    await fake.close();
  }
});
