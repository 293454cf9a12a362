/**
 * tmux's abbreviated command names (`cmd_find`): a start of one long name
 * is that command, on the command line, in a key binding, a hook and a
 * config file's commands; a start several share is an error listing them,
 * in tmux 3.3a's words; exact names and aliases win first.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../../_helpers/daemon.ts";
import { fullName } from "../../../client/commands/index.ts";
import { commandLineProblem } from "../../../client/commands/_command_names.ts";

Deno.test("a command's name: aliases and exact names first, else the one long name it begins; several are tmux's error", () => {
  assert.equal(fullName("kill-ses"), "kill-session");
  assert.equal(fullName("list-w"), "list-windows");
  assert.equal(fullName("new-w"), "new-window");
  assert.equal(fullName("next"), "next"); // next-window's alias, not next-layout
  assert.equal(fullName("ru"), "run-shell"); // berth's own run is whole only
  assert.equal(fullName("copy-m"), "copy-mode"); // the attach client's
  assert.equal(fullName("nosuch"), "nosuch");
  assert.throws(
    () => fullName("sel"),
    {
      message:
        "ambiguous command: sel, could be: select-layout, select-pane, select-window",
    },
  );
  assert.equal(commandLineProblem("selectl tiled; list-w"), undefined);
  assert.match(commandLineProblem("neww; sel")!, /^ambiguous command: sel,/);
});

Deno.test("a start of a command's name runs it from the CLI, a key binding and a hook; an ambiguous one fails in one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "cat");
  await d.ok("new-window", "-d", "-t", "a", "--", "cat");
  assert.equal(await d.ok("list-w", "-t", "a", "-F", "#I"), "0\n1\n");
  const r = await d.cli("sel", "-t", "a:1");
  assert.equal(r.code, 1);
  assert.equal(
    r.stderr,
    "berth: ambiguous command: sel, could be: select-layout, select-pane, select-window\n",
  );
  // The CLI's (above, a process of its own), a key binding's and a
  // hook's: taken when made, as tmux's parser takes them.
  await d.ok("bind", "x", "kill-w");
  const bad = await d.cli("bind", "y", "sel");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /ambiguous command: sel, could be: /);
  await d.ok("set-hook", "-g", "after-new-window", "rename-w hooked");
  await d.ok("neww", "-d", "-t", "a", "--", "cat");
  assert.equal(
    await d.ok("list-windows", "-t", "a", "-F", "#W"),
    "cat\ncat\nhooked\n",
  );
  await d.ok("kill-ses", "-t", "a");
  assert.equal((await d.cli("has-session", "-t", "a")).code, 1);
});
