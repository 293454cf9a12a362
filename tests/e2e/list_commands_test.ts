/**
 * tmux's `list-commands` (`lscm`) and `start-server`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { COMMAND_FILES } from "../../client/commands/index.ts";

Deno.test("list-commands prints each command with its other names and options, as tmux's; -F and one COMMAND", async () => {
  await using d = await TestDaemon.create();
  const all = (await d.ok("list-commands")).trimEnd().split("\n");
  assert.equal(all.length, COMMAND_FILES.length);
  assert.ok(
    all.includes(
      "split-window (splitw) [-h|-v] [-b] [-d] [-l SIZE|-p PERCENT] [-c DIR] [-e VAR=VAL] [-t TARGET] [-P [-F FORMAT]] [--json] [-- CMD...]",
    ),
    all.join("\n"),
  );
  assert.ok(all.includes("kill-server"), "no options, no trailing space");
  assert.ok(
    all.includes(
      "lock-client (lockc, lock-session, locks, lock-server, lock) [-t CLIENT] | lock-session [-t SESSION] | lock-server",
    ),
  );
  assert.equal(
    await d.ok(
      "lscm",
      "-F",
      "#{command_list_name}:#{command_list_alias}",
      "splitw",
    ),
    "split-window:splitw\n",
  );
  const bad = await d.cli("list-commands", "frobnicate");
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stderr,
    'berth: Unknown command "frobnicate" (berth list-commands lists them)\n',
  );
});

Deno.test("start-server starts the daemon and answers once its config's commands ran; again, it is a no-op", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/my.tmux.conf`;
  await Deno.writeTextFile(conf, "new-session -d -s fromconf\n");
  assert.equal((await d.cli("has-session", "-t", "fromconf")).code, 1);
  await d.ok("-f", conf, "start-server");
  await d.ok("has-session", "-t", "fromconf");
  await d.ok("start-server");
  assert.match(await d.ok("ls"), /^fromconf /m);
  const bad = await d.cli("start-server", "now");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr, "berth: start-server takes no arguments\n");
  await d.ok("kill-server");
});

Deno.test("exit-empty off: a daemon with no session stays, as tmux's; kill-server ends it", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/my.tmux.conf`;
  await Deno.writeTextFile(conf, "set -g exit-empty off\n");
  await d.ok("-f", conf, "start-server");
  // Past the two seconds after which a daemon with no session exits.
  await new Promise((r) => setTimeout(r, 3000));
  const ls = await d.cli("ls");
  assert.equal(ls.code, 0, ls.stderr);
  assert.equal(await d.ok("show-options", "-gv", "exit-empty"), "off\n");
  await d.ok("kill-server");
});
