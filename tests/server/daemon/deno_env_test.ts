/**
 * The daemon runs with Deno's check for a newer Deno turned off
 * (`protocol/deno_env.ts`), and the sessions it starts do not inherit the
 * switch; one the user set is theirs, and stays.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../../_helpers/daemon.ts";

const SWITCH = "DENO_NO_UPDATE_CHECK";

/** The environment process `pid` started with. */
function startEnv(pid: number): Map<string, string> {
  const text = Deno.readTextFileSync(`/proc/${pid}/environ`);
  return new Map(
    text.split("\0").filter(Boolean).map((kv) => {
      const at = kv.indexOf("=");
      return [kv.slice(0, at), kv.slice(at + 1)];
    }),
  );
}

/**
 * What `printenv SWITCH` prints in a new session of `d`, made with the
 * daemon's own environment (as for `berth -H` and scripts that give none):
 * "exited 1: " when unset.
 */
async function sessionSees(d: TestDaemon, name: string): Promise<string> {
  // Started by the CLI, as a user starts it.
  await d.ok("new", "-d", "-s", `${name}-first`, "sleep", "600");
  const conn = await d.connect();
  try {
    await conn.request({
      op: "new",
      name,
      cmd: ["printenv", SWITCH],
      cols: 40,
      rows: 5,
      keep: true,
    });
  } finally {
    conn.close();
  }
  const how = (await d.ok("wait", name, "--exit", "--timeout", "30")).trim();
  const screen = (await d.ok("capture", "-t", name)).trim();
  return `${how}: ${screen}`;
}

Deno.test("the daemon starts with Deno's update check off; its sessions do not see the switch", async () => {
  await using d = await TestDaemon.create();
  delete d.env[SWITCH];
  assert.equal(await sessionSees(d, "a"), "exited 1: ");
  assert.equal(startEnv(await d.daemonPid()).get(SWITCH), "berth");
});

Deno.test("a DENO_NO_UPDATE_CHECK the user set reaches the sessions", async () => {
  await using d = await TestDaemon.create();
  d.env[SWITCH] = "1";
  assert.equal(await sessionSees(d, "a"), "exited 0: 1");
});

Deno.test("deno task start turns the check off for berth's process; the sessions it starts do not see the switch", async () => {
  const root = new URL("../../../", import.meta.url);
  const config = JSON.parse(
    await Deno.readTextFile(new URL("deno.json", root)),
  );
  const file = config.tasks.start.match(/--env-file=(\S+)/)?.[1];
  assert.ok(file, "the start task names an env file");
  const lines = (await Deno.readTextFile(new URL(file, root))).split("\n")
    .filter((l) => l !== "" && !l.startsWith("#"));
  assert.deepEqual(lines, [`${SWITCH}=berth`]);
  // As that file leaves it: the session new -d starts has the command's
  // environment, less the switch.
  await using d = await TestDaemon.create();
  d.env[SWITCH] = "berth";
  // A berth process of its own: it is its start that drops the switch.
  const made = await d.cliWith(
    {},
    ...["new", "-d", "-s", "a", "--keep", "--", "printenv", SWITCH],
  );
  assert.equal(made.code, 0, made.stderr);
  const how = (await d.ok("wait", "a", "--exit", "--timeout", "30")).trim();
  assert.equal(how, "exited 1");
});
