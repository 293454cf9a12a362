/**
 * End to end over a real sshd: a `berth -H` command's link when the far
 * daemon stops or is upgraded under it. A daemon that stopped ends the
 * command at once, after one more ssh login at most (it logged in again
 * and again for 20 s); one being upgraded is waited for, as locally.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { TestSshd } from "../_helpers/sshd.ts";

const ignore = !TestSshd.available();
let shared: TestSshd | null = null;

async function sshd(): Promise<TestSshd> {
  shared ??= await TestSshd.start();
  return shared;
}

globalThis.addEventListener("unload", () => shared?.kill());

/** The env of a `berth -H` whose ssh counts its runs in `d`'s ssh-runs. */
async function countedEnv(d: TestDaemon): Promise<Record<string, string>> {
  const counted = `${d.dir}/counted-ssh`;
  await Deno.writeTextFile(
    counted,
    `#!/bin/sh\necho >> ${d.dir}/ssh-runs\nexec ssh "$@"\n`,
  );
  await Deno.chmod(counted, 0o755);
  const env = await (await sshd()).sharedEnv();
  return {
    ...env,
    BERTH_SSH: env.BERTH_SSH.replace(/^ssh /, `${counted} `),
  };
}

function sshRuns(d: TestDaemon): number {
  return Deno.readTextFileSync(`${d.dir}/ssh-runs`).length;
}

Deno.test({
  name:
    "a wait over -H ends once its daemon is stopped from elsewhere: no ssh login after login for 20 s",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "s", "--", "cat");
    const waiting = d.cliWith(
      { env: await countedEnv(d) },
      "-H",
      "127.0.0.1",
      "wait",
      "s",
      "--text",
      "^never$",
      "--timeout",
      "60",
    );
    // Its login done and the wait under way (a login takes 0.3-2 s here).
    await new Promise((r) => setTimeout(r, 3000));
    await d.ok("kill-server");
    const r = await waiting;
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /^berth: Session s ended before .* stopped/);
    // Its own login, and one more to find no daemon (it made 76).
    assert.ok(sshRuns(d) <= 2, `${sshRuns(d)} ssh runs`);
  },
});

Deno.test({
  name:
    "a wait over -H outlasts berth upgrade: the far bridge waits for the new daemon as a local client does",
  ignore,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "s", "--", "cat");
    const env = await countedEnv(d);
    // Several rounds: a renewal's login meets the moment nobody listens
    // only now and then (1 round in 3 without the bridge's wait).
    for (let i = 0; i < 4; i++) {
      const waiting = d.cliWith(
        { env },
        "-H",
        "127.0.0.1",
        "wait",
        "s",
        "--text",
        `^match${i}$`,
        "--timeout",
        "60",
      );
      await new Promise((r) => setTimeout(r, 2500));
      await d.ok("upgrade");
      await d.ok("send", "s", `match${i}\n`);
      const r = await waiting;
      assert.equal(r.code, 0, `round ${i}: ${r.stderr}`);
    }
  },
});
