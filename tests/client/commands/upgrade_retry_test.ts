/**
 * CLI commands against a fake daemon that refuses requests as one being
 * upgraded does ("busy", `protocol/upgrade_refusal.ts`): the command sends
 * its request again until it is served (for up to `UPGRADE_RETRY_MS`), so
 * a script sees a short delay, not an error; a full input buffer ("busy"
 * too, other words) is not retried.
 */

import assert from "node:assert/strict";
import { berthArgv, runCollected, testEnv } from "../../_helpers/daemon.ts";
import { FakeDaemon } from "../_fake_daemon.ts";
import { UPGRADING_MESSAGE } from "../../../protocol/upgrade_refusal.ts";

const ENV = testEnv({});

Deno.test("a command refused while the daemon is being upgraded sends its request again until it is served; a full input buffer is not retried", async () => {
  let tries = 0;
  let sends = 0;
  const fake = await FakeDaemon.start({
    answer: (req) => {
      if (req.op === "send") {
        sends++;
        return {
          code: "busy",
          message: "Session w is not reading its input; try again later",
        };
      }
      if (req.op !== "ls") return undefined;
      tries++;
      return tries <= 3
        ? { code: "busy", message: UPGRADING_MESSAGE }
        : { data: { sessions: [] } };
    },
  });
  try {
    let r = await runCollected(berthArgv(fake.path, "ls", "--json"), ENV);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, "[]\n");
    assert.equal(tries, 4);

    r = await runCollected(berthArgv(fake.path, "send", "w", "x"), ENV);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^berth: Session w is not reading its input/);
    assert.equal(sends, 1);
  } finally {
    await fake.close();
  }
});
